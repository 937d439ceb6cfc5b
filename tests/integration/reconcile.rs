//! The E2.7/E2.8 reconciliation: `taktil reconcile` on the golden cases of
//! `tests/reconcile/`, and a property test with shakmaty as the oracle.
//!
//! Each folder of `tests/reconcile/` is one case: `args` (a first comment line naming
//! the article, then the command-line arguments, split on whitespace, with files
//! relative to the folder), the files it names, and the expected output in English
//! (`en.expect`), German (`de.expect`) and JSON (`json.expect`). `BLESS=1 cargo test
//! --test integration reconcile` rewrites the expectations; read the diff before
//! committing it.
//!
//! The property plays random legal games and injects one error: (i) one board executed
//! another legal move at ply k (and the later moves of the sheet were made on it,
//! square by square), the sheets agree: the ruling is E2.7 for that board, with steps
//! that make it show the sheets' position exactly, and, where it names where the board
//! left the sheet, names ply k and the move executed there; (ii) one scoresheet has
//! another legal move at ply k: E2.8 back to ply k - 1, with that ply's position and
//! clock snapshot. A third property feeds corrupted sheets and random boards: a ruling
//! always comes, without a panic, and renders in every locale.

use std::{fs, path::Path, process::Command, time::Duration};

use proptest::{prelude::*, sample::Index};
use shakmaty::{Board, Chess, Color, Move, Piece, Position, san::SanPlus};
use taktil::{
    core::{
        clock::ClockSnapshot,
        input::Cell,
        msg::Msg,
        ruling::{Divergence, Entry, Evidence, Player, Ruling, Step, Written, reconcile},
        settings::{Edition, Start},
    },
    l10n::{Localizer, Vocabulary},
};

fn run(dir: &Path, args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_taktil"))
        .arg("reconcile")
        .args(args)
        .current_dir(dir)
        .output()
        .expect("taktil runs");
    assert!(out.status.success(), "{}: {}", dir.display(), String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn golden_reconcile_cases() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/reconcile");
    let mut dirs: Vec<_> = fs::read_dir(&root).expect("tests/reconcile").flatten().map(|e| e.path()).collect();
    dirs.sort();
    assert!(dirs.len() >= 8, "expected a case per branch, found {}", dirs.len());
    let bless = std::env::var_os("BLESS").is_some();
    let mut failures = Vec::new();
    for dir in dirs.iter().filter(|d| d.is_dir()) {
        let name = dir.file_name().unwrap_or_default().to_string_lossy().into_owned();
        let text = fs::read_to_string(dir.join("args")).expect("args");
        let first = text.lines().next().unwrap_or("");
        assert!(
            first.starts_with("# ") && (first.contains("E2.") || first.contains("7.4a") || first.contains("8.1")),
            "{name}: the first line of args must be a comment naming the article"
        );
        let args: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).flat_map(str::split_whitespace).collect();
        for (file, extra) in [
            ("en.expect", &["--locale", "en"][..]),
            ("de.expect", &["--locale", "de"]),
            ("json.expect", &["--format", "json"]),
        ] {
            let all: Vec<&str> = args.iter().copied().chain(extra.iter().copied()).collect();
            let got = run(dir, &all);
            let path = dir.join(file);
            if bless {
                fs::write(&path, &got).expect("write the expectation");
                continue;
            }
            let want = fs::read_to_string(&path).unwrap_or_default();
            if got != want {
                failures.push(format!("{name}/{file}\n~~~ expected\n{want}~~~ got\n{got}~~~"));
            }
        }
    }
    assert!(failures.is_empty(), "{} reconcile outputs differ:\n\n{}", failures.len(), failures.join("\n\n"));
}

#[test]
fn every_ruling_kind_has_a_golden_case() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/reconcile");
    let mut kinds: Vec<String> = fs::read_dir(&root)
        .expect("tests/reconcile")
        .flatten()
        .filter_map(|e| fs::read_to_string(e.path().join("json.expect")).ok())
        .filter_map(|t| serde_json::from_str::<serde_json::Value>(&t).ok())
        .filter_map(|v| v["ruling"].as_str().map(str::to_owned))
        .collect();
    kinds.sort();
    kinds.dedup();
    let all = [
        "agreed",
        "assistant-record",
        "both-boards",
        "correct",
        "illegal-entry",
        "no-position",
        "take-back",
        "unrecorded",
    ];
    assert_eq!(kinds, all);
}

#[test]
fn bad_files_and_boards_are_named() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/reconcile/agreed");
    let out = Command::new(env!("CARGO_BIN_EXE_taktil"))
        .args(["reconcile", "--blind-sheet", "blind.pgn", "--sighted-sheet", "missing.txt"])
        .current_dir(&dir)
        .output()
        .expect("taktil runs");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.starts_with("taktil: missing.txt: cannot read:"), "{err}");
    let out = Command::new(env!("CARGO_BIN_EXE_taktil"))
        .args(["reconcile", "--blind-sheet", "blind.pgn", "--sighted-sheet", "sighted.txt", "--blind-board", "8/8/9/8"])
        .current_dir(&dir)
        .output()
        .expect("taktil runs");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        err.trim(),
        "taktil: --blind-board: the piece placement has 4 ranks: expected 8, separated by '/', rank 8 first"
    );
}

// ---------------------------------------------------------------------------------
// The property.

/// A random legal game from the start: each index picks one of the legal moves.
fn game(picks: &[Index]) -> Vec<Move> {
    let mut pos = Chess::default();
    let mut moves = Vec::new();
    for pick in picks {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let m = legal[pick.index(legal.len())];
        pos.play_unchecked(m);
        moves.push(m);
    }
    moves
}

/// The positions of a game: the start, then after each move.
fn positions(moves: &[Move]) -> Vec<Chess> {
    let mut pos = Chess::default();
    let mut out = vec![pos.clone()];
    for m in moves {
        pos.play_unchecked(*m);
        out.push(pos.clone());
    }
    out
}

/// The moves as written (SAN with check marks).
fn written(moves: &[Move]) -> Vec<Entry> {
    let mut pos = Chess::default();
    moves.iter().map(|m| Entry::San(SanPlus::from_move_and_play_unchecked(&mut pos, *m))).collect()
}

/// `moves` made on a board peg by peg, as a player does (the oracle's version of the
/// wrong board: the peg on the move's square goes to its target, whatever it is).
fn made_on(mut board: Board, moves: &[Move]) -> Option<Board> {
    for m in moves {
        match *m {
            Move::Normal { from, to, promotion, .. } => {
                let p = board.remove_piece_at(from)?;
                board.set_piece_at(to, promotion.map_or(p, |r| r.of(p.color)));
            }
            Move::EnPassant { from, to } => {
                let p = board.remove_piece_at(from)?;
                board.discard_piece_at(shakmaty::Square::from_coords(to.file(), from.rank()));
                board.set_piece_at(to, p);
            }
            Move::Castle { king, rook } => {
                let k = board.remove_piece_at(king)?;
                let r = board.remove_piece_at(rook)?;
                let side = shakmaty::CastlingSide::from_king_side(rook > king);
                board.set_piece_at(side.king_to(k.color), k);
                board.set_piece_at(side.rook_to(k.color), r);
            }
            Move::Put { .. } => return None,
        }
    }
    Some(board)
}

fn cells(board: &Board, identity: bool) -> [Cell; 64] {
    let mut cells = [Cell::Empty; 64];
    for (sq, piece) in board {
        cells[usize::from(sq)] = if identity { Cell::Piece(piece) } else { Cell::Occupied };
    }
    cells
}

/// Makes the steps on the real board; fails on a step that cannot be made.
fn apply(mut board: Board, steps: &[Step]) -> Result<Board, TestCaseError> {
    for step in steps {
        match *step {
            Step::Move { from, to, .. } => {
                let p = board.remove_piece_at(from).ok_or_else(|| TestCaseError::fail(format!("no peg on {from}")))?;
                prop_assert!(board.piece_at(to).is_none(), "{to} is full: {steps:?}");
                board.set_piece_at(to, p);
            }
            Step::Remove { square, .. } => {
                prop_assert!(board.remove_piece_at(square).is_some(), "no peg on {square}: {steps:?}");
            }
            Step::Put { piece, square } => {
                prop_assert!(board.piece_at(square).is_none(), "{square} is full: {steps:?}");
                board.set_piece_at(square, piece);
            }
        }
    }
    Ok(board)
}

/// The board after another legal move (picked by `other`) at ply `k`, with the later
/// moves of the game made on it peg by peg; `None` when there is no other move or a
/// later move finds no peg to move.
fn wrong_board(moves: &[Move], pos: &[Chess], k: usize, other: Index) -> Option<(Move, Board)> {
    let before = &pos[k - 1];
    let alternatives: Vec<Move> = before.legal_moves().into_iter().filter(|m| *m != moves[k - 1]).collect();
    if alternatives.is_empty() {
        return None;
    }
    let executed = alternatives[other.index(alternatives.len())];
    let mut after = before.clone();
    after.play_unchecked(executed);
    made_on(after.board().clone(), &moves[k..]).map(|b| (executed, b))
}

/// The board a divergence says the wrong board shows.
fn implied(moves: &[Move], pos: &[Chess], d: &Divergence) -> Option<Board> {
    let play = |p: &Chess, san: &SanPlus| -> Option<Board> {
        let m = san.san.to_move(p).ok()?;
        let mut p = p.clone();
        p.play_unchecked(m);
        Some(p.board().clone())
    };
    let san = |w: &Written| match w {
        Written::Move(s) => Some(s.san),
        _ => None,
    };
    match d {
        Divergence::OtherMove { written, executed } => {
            let p = written.ply as usize;
            made_on(play(&pos[p - 1], &executed.san)?, &moves[p..])
        }
        Divergence::Skipped { written } => {
            made_on(pos[written.ply as usize - 1].board().clone(), &moves[written.ply as usize..])
        }
        Divergence::Behind { next } => Some(pos[next.ply as usize - 1].board().clone()),
        Divergence::Ahead { executed } => play(&pos[moves.len()], &san(&executed.written)?),
    }
}

/// A distinct clock snapshot per ply, so the ruling's one can be told apart.
fn clocks(n: usize) -> Vec<Option<ClockSnapshot>> {
    (0..n)
        .map(|i| {
            Some(ClockSnapshot {
                white: Duration::from_secs(5400 - i as u64),
                black: Duration::from_secs(5400 - 2 * i as u64),
                move_number: i as u32 / 2 + 1,
                to_move: Some(if i % 2 == 0 { Color::Black } else { Color::White }),
                running: true,
            })
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// (i) One board executed a different legal move at ply k; the sheets agree.
    #[test]
    fn a_wrong_move_on_one_board_is_corrected_on_that_board(
        picks in prop::collection::vec(any::<Index>(), 1..60),
        at in any::<Index>(),
        other in any::<Index>(),
        sighted_wrong in any::<bool>(),
        identity in any::<bool>(),
        played_on in any::<bool>(),
    ) {
        let moves = game(&picks);
        let n = moves.len();
        prop_assume!(n >= 1);
        // Ply k (1-based) went wrong and the later moves were made on the board too; or,
        // when they cannot be (a peg they need is not there), the last move went wrong.
        let pos = positions(&moves);
        let chosen = if played_on { at.index(n) + 1 } else { n };
        let found = [chosen, n].into_iter().find_map(|k| wrong_board(&moves, &pos, k, other).map(|w| (k, w)));
        prop_assume!(found.is_some(), "no other legal move at the last ply");
        let Some((k, (executed, wrong))) = found else { return Ok(()) };
        let before = &pos[k - 1];
        let target = pos[n].board().clone();
        // The tactile board knows occupancy only; the sighted board maybe identities.
        let wrong_identity = sighted_wrong && identity;
        let wrong_cells = cells(&wrong, wrong_identity);
        let right_cells = if sighted_wrong { cells(&target, false) } else { cells(&target, identity) };
        let (tactile, sighted) = if sighted_wrong { (right_cells, wrong_cells) } else { (wrong_cells, right_cells) };
        let sheet = written(&moves);
        let evidence = Evidence {
            blind_sheet: sheet.clone(),
            sighted_sheet: sheet,
            tactile: Some(tactile),
            sighted: Some(sighted),
            clocks: clocks(n),
            ..Evidence::new(Start::default(), Color::White)
        };
        let ruling = reconcile(&evidence);
        // The board cannot tell what it does not sense: the same occupancy (or the same
        // pieces) as the sheets' position is nothing to correct.
        let shows = if wrong_identity { wrong == target } else { wrong.occupied() == target.occupied() };
        if shows {
            prop_assert_eq!(ruling.kind(), "agreed", "{:?}", ruling);
            return Ok(());
        }
        let player = if sighted_wrong { Player::Sighted } else { Player::Blind };
        let Ruling::Correct { correction, target: t, .. } = &ruling else {
            return Err(TestCaseError::fail(format!("expected E2.7 for {player:?}, got {ruling:?}")));
        };
        prop_assert_eq!(&t.board, &target);
        prop_assert_eq!(correction.player, player);
        let fixed = apply(wrong.clone(), &correction.steps)?;
        prop_assert_eq!(fixed.occupied(), target.occupied(), "steps {:?}", correction.steps);
        if wrong_identity {
            prop_assert_eq!(&fixed, &target, "steps {:?}", correction.steps);
        }
        // A named divergence explains the board; when it explains it piece by piece,
        // the steps are exact (on the pegged board too).
        if let Some(d) = &correction.diverged {
            let implied = implied(&moves, &pos, d);
            prop_assert!(implied.is_some(), "{:?} does not replay", d);
            let implied = implied.unwrap_or_default();
            prop_assert_eq!(implied.occupied(), wrong.occupied(), "{:?}", d);
            if implied == wrong {
                prop_assert_eq!(&fixed, &target, "steps {:?}", correction.steps);
            }
            if let Divergence::OtherMove { written, executed: e } = d
                && written.ply as usize == k
                && e.san.san.to_move(before).ok() == Some(executed)
            {
                prop_assert_eq!(&fixed, &target, "the true divergence, steps {:?}", correction.steps);
            }
        }
    }

    /// (ii) One scoresheet has a different legal move at ply k: E2.8 back to k - 1.
    #[test]
    fn a_different_move_on_one_sheet_takes_the_game_back(
        picks in prop::collection::vec(any::<Index>(), 1..60),
        at in any::<Index>(),
        other in any::<Index>(),
        blind_wrong in any::<bool>(),
        identity in any::<bool>(),
        sighted_known in any::<bool>(),
        continued in prop::collection::vec(any::<Index>(), 0..6),
    ) {
        let moves = game(&picks);
        let n = moves.len();
        prop_assume!(n >= 1);
        let k = at.index(n) + 1;
        let pos = positions(&moves);
        let alternatives: Vec<Move> = pos[k - 1].legal_moves().into_iter().filter(|m| *m != moves[k - 1]).collect();
        prop_assume!(!alternatives.is_empty());
        // The wrong sheet: the same moves to ply k - 1, another legal move, then a few
        // legal moves of its own.
        let mut wrong_moves = moves[..k - 1].to_vec();
        wrong_moves.push(alternatives[other.index(alternatives.len())]);
        let mut p = pos[k - 1].clone();
        p.play_unchecked(wrong_moves[k - 1]);
        for pick in &continued {
            let legal = p.legal_moves();
            if legal.is_empty() {
                break;
            }
            let m = legal[pick.index(legal.len())];
            p.play_unchecked(m);
            wrong_moves.push(m);
        }
        let (blind, sighted) =
            if blind_wrong { (written(&wrong_moves), written(&moves)) } else { (written(&moves), written(&wrong_moves)) };
        // Both boards follow the game; the blind sheet, taktil's record, may be the wrong
        // one, which both boards contradict: that is for the arbiter, not E2.8.
        let board = pos[n].board();
        let evidence = Evidence {
            blind_sheet: blind,
            sighted_sheet: sighted,
            tactile: Some(cells(board, false)),
            sighted: sighted_known.then(|| cells(board, identity)),
            clocks: clocks(n.max(wrong_moves.len())),
            start_clock: clocks(1)[0],
            ..Evidence::new(Start::default(), Color::White)
        };
        let ruling = reconcile(&evidence);
        // taktil's own record (the blind sheet) wrong while both boards follow the
        // sighted one is for the arbiter, not E2.8.
        if ruling.kind() == "assistant-record" {
            prop_assert!(blind_wrong && sighted_known);
            prop_assert_eq!(ruling.position().ply as usize, k - 1);
            return Ok(());
        }
        let Ruling::TakeBack { agreed, clock, blind, sighted, boards } = &ruling else {
            return Err(TestCaseError::fail(format!("expected E2.8 back to ply {}, got {ruling:?}", k - 1)));
        };
        prop_assert_eq!(agreed.ply as usize, k - 1);
        prop_assert_eq!(&agreed.board, pos[k - 1].board());
        let expected_clock = if k == 1 { evidence.start_clock } else { evidence.clocks[k - 2] };
        prop_assert_eq!(*clock, expected_clock);
        prop_assert_eq!(blind.len(), evidence.blind_sheet.len() - (k - 1));
        prop_assert_eq!(sighted.len(), evidence.sighted_sheet.len() - (k - 1));
        for b in boards {
            let fixed = apply(board.clone(), &b.steps)?;
            prop_assert_eq!(fixed.occupied(), agreed.board.occupied(), "{:?}", b.steps);
            if b.player == Player::Sighted && identity {
                prop_assert_eq!(&fixed, &agreed.board);
            }
        }
    }
}

fn cell() -> impl Strategy<Value = Cell> {
    prop_oneof![
        6 => Just(Cell::Empty),
        2 => Just(Cell::Occupied),
        1 => any::<bool>().prop_map(|w| Cell::Colored(if w { Color::White } else { Color::Black })),
        1 => (0..12usize).prop_map(|i| Cell::Piece(Piece::from_char("KQRBNPkqrbnp".as_bytes()[i] as char).unwrap_or(Piece { color: Color::White, role: shakmaty::Role::Pawn }))),
    ]
}

fn board_cells() -> impl Strategy<Value = Option<[Cell; 64]>> {
    prop::option::of(prop::collection::vec(cell(), 64).prop_map(|v| {
        let mut cells = [Cell::Empty; 64];
        cells.copy_from_slice(&v);
        cells
    }))
}

/// A scoresheet written from a random game, with some entries replaced by other moves'
/// SAN or by text that is no move.
fn sheet() -> impl Strategy<Value = Vec<Entry>> {
    (prop::collection::vec(any::<Index>(), 0..30), prop::collection::vec((any::<Index>(), 0..3u8), 0..4)).prop_map(
        |(picks, edits)| {
            let mut entries = written(&game(&picks));
            for (at, kind) in edits {
                if entries.is_empty() {
                    break;
                }
                let i = at.index(entries.len());
                entries[i] = match kind {
                    0 => Entry::parse("Ke3"),
                    1 => Entry::parse("Xx9"),
                    _ => Entry::parse("Nd2"),
                };
            }
            entries
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// Whatever the sheets and boards hold, the ruling is made without a panic and
    /// every sentence renders in every locale without a Fluent error.
    #[test]
    fn any_evidence_gets_a_ruling_in_words(
        blind in sheet(),
        sighted in sheet(),
        tactile in board_cells(),
        sighted_board in board_cells(),
    ) {
        let evidence = Evidence {
            blind_sheet: blind,
            sighted_sheet: sighted,
            tactile,
            sighted: sighted_board,
            ..Evidence::new(Start::default(), Color::White)
        };
        let ruling = reconcile(&evidence);
        for locale in taktil::l10n::LOCALES {
            let l10n = Localizer::new(locale, Vocabulary::default()).expect("locale");
            for part in ruling.parts() {
                let words = l10n.render(&Msg::Ruling(part, Edition::default())).text();
                prop_assert!(!words.is_empty());
            }
            prop_assert!(l10n.take_errors().is_empty(), "{locale}: {ruling:?}");
        }
    }
}
