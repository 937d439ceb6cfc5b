//! The game synthesizer checked against an independent baseline: real games from
//! `shared/data/games/` are turned into session scripts, and `shared/bench/peer.py`
//! (python-chess, position matching on every peg insertion, ties broken by the last
//! peg placed) must reconstruct the same UCI moves.
//!
//! With the noise peer.py can follow (promotion keys after the place, bounces only
//! before a move), it must agree on every standard game sampled. Where position
//! matching legitimately cannot follow, the test says so and asserts on the rest:
//!
//! - a promotion key pressed before the pawn's place: peer.py only listens for the key
//!   once the position is pending, so the promotion waits and the game is lost there
//!   (or one move later, when the next move's key resolves it);
//! - a sensor bounce after the move has begun: peer.py has no bounce filter, and with
//!   the mover in hand, a bounce on a piece it can capture reads as that capture;
//! - a pawn that can capture-promote on two squares: peer.py picks the first candidate
//!   with the named piece, whatever its square;
//! - Chess960 castling where the rook lands on the king's square (king f1, rook h1:
//!   O-O) leaves the occupancy of the rook going straight to the king's destination
//!   (Rg1), and the king's peg, placed last, is that rook move's target: peer.py reads
//!   the rook move. The game is split there (peer.py restarts with `--fen`), so every
//!   other ply is still compared. Rook-only castling (the king stays on its square) is
//!   no look-alike: the rook would have to jump over the king.
//!
//! The test is skipped, with a note, when `shared/`, `python3` or python-chess is
//! missing.

use std::{
    collections::BTreeMap,
    fs,
    path::{Path, PathBuf},
    process::Command,
};

use rand::{SeedableRng, rngs::StdRng};
use shakmaty::{CastlingMode, Chess, Color, Move, Position};
use taktil::{
    core::{
        input::{BoardMsg, Input},
        settings::Start,
    },
    pgn::{PgnGame, read_games, write_pgn},
    synth::{PromotionKey, Synth, SynthStyle, synthesize},
};

/// The standard-chess files, with their game and ply counts from `SOURCES.md`.
const STANDARD_FILES: [(&str, usize, usize); 5] = [
    ("Capablanca.pgn", 597, 46577),
    ("London1851.pgn", 251, 19866),
    ("tatamast22.pgn", 91, 7012),
    ("WorldChamp1886.pgn", 20, 1680),
    ("kasparov-deep-blue-1997.pgn", 6, 519),
];

const CHESS960_FILE: (&str, usize, usize) = ("cutechess-fischerrandom.pgn", 4, 396);

/// Chess960 castling shapes the data files lack or have once: (name, FEN, movetext).
const CHESS960_EXTRA: [(&str, &str, &str); 6] = [
    ("rook-only", "r1k5/8/8/8/8/8/8/R1K5 w Aa - 0 1", "1. O-O-O O-O-O *"),
    ("rook-only-h", "6kr/8/8/8/8/8/8/6KR w Hh - 0 1", "1. O-O O-O *"),
    ("swap", "2rk4/8/8/8/8/8/8/5KR1 w Gc - 0 1", "1. O-O O-O-O *"),
    ("king-only", "3rk3/8/8/8/8/8/8/4KR2 w Fd - 0 1", "1. O-O O-O-O *"),
    ("rook-onto-king-square", "k7/8/8/8/8/8/8/5K1R w H - 0 1", "1. O-O Kb8 *"),
    ("king-onto-rook-square", "k7/8/8/8/8/8/8/4K1R1 w G - 0 1", "1. O-O Kb8 *"),
];

/// `shared/` beside the crate (as in CI), else `/work/shared`.
fn shared() -> Option<PathBuf> {
    let beside = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared");
    [beside, PathBuf::from("/work/shared")].into_iter().find(|p| p.join("data/games").is_dir())
}

fn python_chess() -> bool {
    Command::new("python3").args(["-c", "import chess"]).output().is_ok_and(|o| o.status.success())
}

/// The shared folder if the baseline can run, else a printed note and `None`.
fn setup(test: &str) -> Option<PathBuf> {
    let Some(shared) = shared() else {
        eprintln!("{test}: skipped, shared/data/games not found");
        return None;
    };
    if !python_chess() {
        eprintln!("{test}: skipped, python3 with python-chess (pip install chess) not found");
        return None;
    }
    Some(shared)
}

fn read_file(shared: &Path, name: &str) -> Vec<PgnGame> {
    let text = fs::read_to_string(shared.join("data/games").join(name)).unwrap();
    read_games(&text).into_iter().map(|g| g.unwrap()).collect()
}

/// A fresh scratch folder for this test.
fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("taktil-{test}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs peer.py on the scripts and returns its UCI moves, one list per script.
fn peer(shared: &Path, scripts: &[PathBuf], fen: Option<&str>, chess960: bool) -> Vec<Vec<String>> {
    let mut cmd = Command::new("python3");
    cmd.arg(shared.join("bench/peer.py")).arg("--moves");
    if let Some(fen) = fen {
        cmd.args(["--fen", fen]);
    }
    if chess960 {
        cmd.arg("--chess960");
    }
    let out = cmd.args(scripts).output().unwrap();
    assert!(out.status.success(), "peer.py failed: {}", String::from_utf8_lossy(&out.stderr));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let by_path: BTreeMap<&str, Vec<String>> = stdout
        .lines()
        .filter_map(|line| {
            let mut fields = line.split_whitespace();
            Some((fields.next()?, fields.map(str::to_owned).collect()))
        })
        .collect();
    scripts.iter().map(|p| by_path.get(p.to_str().unwrap()).cloned().unwrap()).collect()
}

/// The blind player's colour for the `n`-th game: alternating.
fn blind_for(n: u64) -> Color {
    if n.is_multiple_of(2) { Color::White } else { Color::Black }
}

/// The style peer.py can follow: keys after the place, bounces only before a move.
fn peer_style(blind: Color, confirm: bool) -> SynthStyle {
    SynthStyle {
        blind,
        confirm,
        identity: false,
        regrasp: 0.25,
        bounce: 0.25,
        bounce_mid_move: false,
        promotion_key: PromotionKey::AfterPlace,
    }
}

/// About 30 standard games: from each file, games with promotions and en passant
/// first, then evenly spaced ones.
fn sample_standard(shared: &Path) -> Vec<(String, PgnGame)> {
    let mut sample = Vec::new();
    for (file, _, _) in STANDARD_FILES {
        let games = read_file(shared, file);
        let with = |f: fn(Move) -> bool| games.iter().enumerate().filter(move |(_, g)| g.moves.iter().any(|&m| f(m)));
        let mut picked: Vec<usize> = with(Move::is_promotion).take(2).map(|(i, _)| i).collect();
        let en_passant: Vec<usize> =
            with(Move::is_en_passant).map(|(i, _)| i).filter(|i| !picked.contains(i)).take(2).collect();
        picked.extend(en_passant);
        let stride = (games.len() / 6).max(1);
        let spaced = (0..games.len()).step_by(stride).chain(0..games.len());
        for i in spaced {
            if picked.len() >= 6 {
                break;
            }
            if !picked.contains(&i) && !games[i].moves.is_empty() {
                picked.push(i);
            }
        }
        sample.extend(picked.into_iter().map(|i| (format!("{file}#{}", i + 1), games[i].clone())));
    }
    sample
}

/// Writes one script per game and returns the paths and the synths.
fn write_scripts(
    dir: &Path,
    games: &[(String, PgnGame)],
    style: impl Fn(usize) -> SynthStyle,
) -> (Vec<PathBuf>, Vec<Synth>) {
    let mut paths = Vec::new();
    let mut synths = Vec::new();
    for (i, (_, game)) in games.iter().enumerate() {
        let mut rng = StdRng::seed_from_u64(1000 + i as u64);
        let synth = synthesize(&game.start, &game.moves, &style(i), &mut rng);
        assert_eq!(synth.uci.len(), game.moves.len());
        let path = dir.join(format!("game{i:03}.script"));
        fs::write(&path, &synth.text).unwrap();
        paths.push(path);
        synths.push(synth);
    }
    (paths, synths)
}

#[test]
fn pgn_reads_every_data_game_and_round_trips() {
    let Some(shared) = shared() else {
        eprintln!("pgn_reads_every_data_game_and_round_trips: skipped, shared/data/games not found");
        return;
    };
    for (file, games_expected, plies_expected) in STANDARD_FILES.into_iter().chain([CHESS960_FILE]) {
        let games = read_file(&shared, file);
        assert_eq!(games.len(), games_expected, "{file}");
        assert_eq!(games.iter().map(|g| g.moves.len()).sum::<usize>(), plies_expected, "{file}");
        for game in &games {
            let text = write_pgn(&game.tags, &game.start, &game.sans, &game.result);
            let again = read_games(&text).remove(0).unwrap();
            assert_eq!(again.moves, game.moves, "{file}\n{text}");
            assert_eq!(again.result, game.result);
            assert_eq!(again.start.fen(), game.start.fen());
            assert_eq!(again.start.castling, game.start.castling);
        }
    }
}

#[test]
fn peer_reconstructs_standard_games() {
    let Some(shared) = setup("peer_reconstructs_standard_games") else { return };
    let sample = sample_standard(&shared);
    assert!(sample.len() >= 30, "only {} games sampled", sample.len());
    let dir = scratch("synth-peer-standard");
    let style = |i: usize| peer_style(blind_for(i as u64), i.is_multiple_of(3));
    let (paths, synths) = write_scripts(&dir, &sample, style);
    let reconstructed = peer(&shared, &paths, None, false);
    let mut plies = 0;
    for (((name, _), synth), got) in sample.iter().zip(&synths).zip(&reconstructed) {
        assert_eq!(got, &synth.uci, "{name}: peer.py disagrees\n{}", synth.text);
        plies += synth.uci.len();
    }
    let promotions: usize = sample.iter().map(|(_, g)| g.moves.iter().filter(|m| m.is_promotion()).count()).sum();
    eprintln!(
        "peer.py agreed on {} of {} standard games ({plies} plies, {promotions} promotions)",
        sample.len(),
        sample.len()
    );
    let _ = fs::remove_dir_all(&dir);
}

/// Why peer.py lost the thread at a move, if it is a known limit of position matching.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Excuse {
    /// The promotion key came before the pawn's place.
    EarlyPromotionKey,
    /// A bounce came after the move's first lift.
    BounceMidMove,
    /// A capture-promotion with another capture-promotion of the same pawn possible.
    TwoPromotionCaptures,
}

/// The events of each move (a gap of 700 ms or more starts a new move).
fn move_chunks(synth: &Synth) -> Vec<Vec<(u64, BoardMsg)>> {
    let mut out: Vec<Vec<(u64, BoardMsg)>> = Vec::new();
    let mut last = 0;
    for (t, input) in synth.events.iter().skip(1) {
        let Input::Board { msg, .. } = input else { continue };
        if out.is_empty() || t.0 - last >= 700 {
            out.push(Vec::new());
        }
        last = t.0;
        if let Some(chunk) = out.last_mut() {
            chunk.push((t.0, msg.clone()));
        }
    }
    out
}

/// The excuses that apply to move `m` (played from `pos`) written as `chunk`.
fn excuses(pos: &Chess, m: Move, chunk: &[(u64, BoardMsg)]) -> Vec<Excuse> {
    let mut found = Vec::new();
    let first_lift = chunk.iter().position(|(_, msg)| matches!(msg, BoardMsg::Lift(_))).unwrap_or(0);
    let bounce_after_start = chunk.windows(2).enumerate().any(|(i, w)| {
        matches!((&w[0], &w[1]), ((t0, BoardMsg::Lift(a)), (t1, BoardMsg::Place(b, _))) if a == b && t1 - t0 <= 50)
            && i > first_lift
    });
    if bounce_after_start {
        found.push(Excuse::BounceMidMove);
    }
    if m.is_promotion() {
        let key = chunk.iter().position(|(_, msg)| matches!(msg, BoardMsg::Key(k) if k.promotion_role().is_some()));
        let place = chunk.iter().rposition(|(_, msg)| matches!(msg, BoardMsg::Place(sq, _) if *sq == m.to()));
        if key < place {
            found.push(Excuse::EarlyPromotionKey);
        }
        let captures = pos.legal_moves().iter().filter(|o| o.from() == m.from() && o.is_capture()).count();
        if m.is_capture() && captures > 4 {
            found.push(Excuse::TwoPromotionCaptures);
        }
    }
    found
}

/// The first ply where peer.py differs, with the excuses of that move and the one
/// before (a promotion waiting for its key takes the next move's key).
fn first_divergence(start: &Start, moves: &[Move], synth: &Synth, got: &[String]) -> Option<(usize, Vec<Excuse>)> {
    let common = got.len().min(synth.uci.len());
    let ply =
        synth.uci.iter().zip(got).position(|(a, b)| a != b).or((got.len() != synth.uci.len()).then_some(common))?;
    let chunks = move_chunks(synth);
    let mut pos: Chess = start.position.clone();
    let mut found = Vec::new();
    for (i, &m) in moves.iter().enumerate().take(ply + 1) {
        if i + 1 >= ply {
            found.extend(excuses(&pos, m, &chunks[i]));
        }
        pos.play_unchecked(m);
    }
    found.sort();
    found.dedup();
    Some((ply, found))
}

#[test]
fn peer_with_all_noise_differs_only_where_position_matching_must() {
    let Some(shared) = setup("peer_with_all_noise_differs_only_where_position_matching_must") else { return };
    let sample = sample_standard(&shared);
    let dir = scratch("synth-peer-noise");
    let style = |i: usize| SynthStyle {
        blind: blind_for(i as u64),
        confirm: i.is_multiple_of(3),
        regrasp: 0.25,
        bounce: 0.02,
        ..SynthStyle::default()
    };
    let (paths, synths) = write_scripts(&dir, &sample, style);
    let reconstructed = peer(&shared, &paths, None, false);
    let mut tally: BTreeMap<Vec<Excuse>, usize> = BTreeMap::new();
    for (((name, game), synth), got) in sample.iter().zip(&synths).zip(&reconstructed) {
        if let Some((ply, found)) = first_divergence(&game.start, &game.moves, synth, got) {
            assert!(
                !found.is_empty(),
                "{name}: peer.py differs at ply {} for no known reason\n{}",
                ply + 1,
                synth.text
            );
            *tally.entry(found).or_default() += 1;
        }
    }
    let lost: usize = tally.values().sum();
    eprintln!(
        "with all noise, peer.py followed {} of {} standard games; lost the rest at: {tally:?}",
        sample.len() - lost,
        sample.len()
    );
    let _ = fs::remove_dir_all(&dir);
}

/// The other legal moves that leave the same occupancy as `m`.
fn same_occupancy(pos: &Chess, m: Move) -> Vec<Move> {
    let after = |m| {
        let mut p = pos.clone();
        p.play_unchecked(m);
        p.board().occupied()
    };
    let target = after(m);
    pos.legal_moves().into_iter().filter(|&o| o != m && after(o) == target).collect()
}

/// Synthesizes `moves` from `position` (Chess960) and returns what peer.py reads.
fn peer_960(
    shared: &Path,
    dir: &Path,
    name: &str,
    position: &Chess,
    moves: &[Move],
    seed: u64,
) -> (Synth, Vec<String>) {
    let start = Start { position: position.clone(), castling: CastlingMode::Chess960 };
    let blind = blind_for(seed);
    let synth = synthesize(&start, moves, &peer_style(blind, false), &mut StdRng::seed_from_u64(seed));
    assert_eq!(synth.uci.len(), moves.len());
    let path = dir.join(format!("{name}.script"));
    fs::write(&path, &synth.text).unwrap();
    let got = peer(shared, std::slice::from_ref(&path), Some(&start.fen()), true).remove(0);
    (synth, got)
}

/// Runs a stretch of moves without look-alike castlings through peer.py, which must
/// agree on every one; returns how many, and empties the stretch.
fn check_segment(shared: &Path, dir: &Path, name: &str, start: &Chess, moves: &mut Vec<Move>, seed: &mut u64) -> usize {
    if moves.is_empty() {
        return 0;
    }
    *seed += 1;
    let (synth, got) = peer_960(shared, dir, &format!("{name}-{seed}"), start, moves, *seed);
    assert_eq!(got, synth.uci, "{name}: peer.py disagrees\n{}", synth.text);
    let n = moves.len();
    moves.clear();
    n
}

#[test]
fn peer_reconstructs_chess960_games_except_castling_that_looks_like_another_move() {
    let Some(shared) = setup("peer_reconstructs_chess960_games_except_castling_that_looks_like_another_move") else {
        return;
    };
    let mut games: Vec<(String, PgnGame)> = read_file(&shared, CHESS960_FILE.0)
        .into_iter()
        .enumerate()
        .map(|(i, g)| (format!("fischerrandom{}", i + 1), g))
        .collect();
    for (name, fen, movetext) in CHESS960_EXTRA {
        let text = format!("[Variant \"Chess960\"]\n[FEN \"{fen}\"]\n\n{movetext}\n");
        games.push((name.to_owned(), read_games(&text).remove(0).unwrap()));
    }
    let dir = scratch("synth-peer-960");
    let mut agreed = 0;
    let mut misread = Vec::new();
    let mut lucky = Vec::new();
    let mut seed = 2000;
    for (name, game) in &games {
        // Split the game at castlings whose occupancy is also another legal move's:
        // position matching cannot tell them apart, so peer.py gets a fresh start
        // (`--fen`) after each one, and every other ply is compared.
        let mut pos: Chess = game.start.position.clone();
        let mut segment_start = pos.clone();
        let mut segment: Vec<Move> = Vec::new();
        for (ply, &m) in game.moves.iter().enumerate() {
            let twins = same_occupancy(&pos, m);
            if m.is_castle() && !twins.is_empty() {
                agreed += check_segment(&shared, &dir, name, &segment_start, &mut segment, &mut seed);
                seed += 1;
                let (synth, got) = peer_960(&shared, &dir, &format!("{name}-{seed}"), &pos, &[m], seed);
                let twin_uci: Vec<String> =
                    twins.iter().map(|t| t.to_uci(CastlingMode::Chess960).to_string()).collect();
                let (Move::Castle { king, rook }, Some(side)) = (m, m.castling_side()) else { unreachable!() };
                if side.rook_to(pos.turn()) == king {
                    // The rook lands on the king's square: the same occupancy as the
                    // rook going straight to the king's destination, and the king's peg,
                    // placed last, is that rook move's target.
                    assert_ne!(got, synth.uci, "{name} ply {}: expected a misread\n{}", ply + 1, synth.text);
                    assert!(twin_uci.contains(&got[0]), "{name} ply {}: peer.py read {got:?}\n{}", ply + 1, synth.text);
                    misread.push(format!("{name} ply {}: {} read as {}", ply + 1, synth.uci[0], got[0]));
                } else {
                    // The king lands on the rook's square: the same occupancy as a king
                    // step, but python-chess names Chess960 castling king-to-rook, so the
                    // king's peg, placed last, breaks the tie for castling.
                    assert_eq!(side.king_to(pos.turn()), rook, "{name} ply {}: another look-alike", ply + 1);
                    assert_eq!(got, synth.uci, "{name} ply {}\n{}", ply + 1, synth.text);
                    agreed += 1;
                    lucky.push(format!("{name} ply {}: {}", ply + 1, synth.uci[0]));
                }
                pos.play_unchecked(m);
                segment_start = pos.clone();
            } else {
                segment.push(m);
                pos.play_unchecked(m);
            }
        }
        agreed += check_segment(&shared, &dir, name, &segment_start, &mut segment, &mut seed);
    }
    let plies: usize = games.iter().map(|(_, g)| g.moves.len()).sum();
    eprintln!(
        "Chess960: peer.py agreed on {agreed} of {plies} plies in {} games; castlings that leave another move's \
         occupancy: read right (tie broken by the king's square) {lucky:?}, read as that move {misread:?}",
        games.len()
    );
    assert_eq!(agreed + misread.len(), plies);
    assert!(misread.iter().any(|m| m.starts_with("rook-onto-king-square")), "{misread:?}");
    assert!(lucky.iter().any(|m| m.starts_with("king-onto-rook-square")), "{lucky:?}");
    let _ = fs::remove_dir_all(&dir);
}
