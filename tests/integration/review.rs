//! `taktil review` through the binary against the real Stockfish (issue 18 point 3):
//! a real game's known blunder is a moment and the better move is named, the keys walk
//! the game as typed lines, the report reads back with its NAGs, a journal of `taktil
//! play` and a Chess960 start are reviewed, and a missing engine leaves the moves.
//! Every search is at fixed nodes with one thread: the same answer every time.

use std::{
    io::Write,
    path::{Path, PathBuf},
    process::{Command, Output, Stdio},
};

use taktil::io::uci::{EngineConfig, program};

use crate::util::{games_dir, need_tool, text};

/// A folder of its own for one test.
fn dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("taktil-review-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Whether Stockfish is there (else the test says that it skips).
fn stockfish() -> bool {
    need_tool("stockfish", &program(&EngineConfig::default()))
}

/// `taktil review --no-speech --nodes 20000 <args>` with `typed` on standard input.
fn review(args: &[&str], typed: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_taktil"))
        .args(["review", "--no-speech", "--nodes", "20000"])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("taktil runs");
    child.stdin.take().expect("a pipe").write_all(typed.as_bytes()).expect("typed");
    let out = child.wait_with_output().expect("taktil ends");
    assert!(out.status.success(), "{}", text(&out.stderr));
    out
}

fn london() -> String {
    games_dir().join("London1851.pgn").to_str().expect("a path").to_owned()
}

fn path(p: &Path) -> &str {
    p.to_str().expect("a path")
}

/// Brien - Boden, London 1851 (game 103 of the file): 10...Nc6 drops the queen to
/// 11.Nxd7 (Stockfish: about -0.5 before, -5.7 after); 10...Qc8 keeps it.
#[test]
fn a_known_blunder_is_a_moment_the_better_move_is_named_and_the_report_reads_back() {
    if !stockfish() {
        return;
    }
    let dir = dir("blunder");
    let out_pgn = dir.join("brien-boden.review.pgn");
    let out = review(&["--game", "103", "--out", path(&out_pgn), &london()], "mistake\n");
    let said = text(&out.stdout);
    assert!(said.contains("21 moves, one move to look at."), "{said}");
    assert!(
        said.contains(
            "10... Nc6??  Move 10, Black: Springer Cesar sechs. A blunder. It lost about 5 pawns. \
             The engine preferred Dame Cesar acht."
        ),
        "{said}"
    );
    let report = std::fs::read_to_string(&out_pgn).unwrap();
    assert!(report.contains("10... Nc6 $4"), "{report}");
    assert!(report.contains("preferred Qc8"), "{report}");
    assert!(report.contains("[Annotator \"taktil review, Stockfish"), "{report}");
    // taktil's own reader reads it back: the same moves, the NAG and comments skipped.
    let original = taktil::pgn::read_games(&std::fs::read_to_string(london()).unwrap()).swap_remove(102).unwrap();
    let again = taktil::pgn::read_games(&report).swap_remove(0).expect("the report reads as PGN");
    assert_eq!(again.moves, original.moves);
    assert_eq!(again.result, "1-0");
    assert_eq!(again.tag("White"), Some("Brien, Robert Barnett"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Staunton - Brodie, London 1851 (game 79): 14...Nge7 allows 15.Nf6 mate. The keys
/// as typed lines: next, previous, jump, the next mistake, repeat, help, quit.
#[test]
fn the_keys_walk_the_game_as_typed_lines() {
    if !stockfish() {
        return;
    }
    let dir = dir("keys");
    let out_pgn = dir.join("staunton.pgn");
    let typed = "next\nnext\nprevious\n14 black\nrepeat\nstart\nmistake\nmistake\n99\nhelp\nhop\nquit\nnext\n";
    let out = review(&["--game", "79", "--out", path(&out_pgn), &london()], typed);
    let said = text(&out.stdout);
    let lines: Vec<&str> = said.lines().collect();
    let expected = [
        "Analysing 29 moves. Please wait.",
        "1. e4  Move 1, White: Eva vier.",
        "1... e5  Move 1, Black: Eva fünf.",
        "1. e4  Move 1, White: Eva vier.",
    ];
    assert_eq!(lines[0], expected[0], "{said}");
    assert_eq!(&lines[2..5], &expected[1..], "{said}");
    let nge7 = "14... Nge7??  Move 14, Black: Springer Gustav, Eva sieben. A blunder. \
                It allows a mate in 1: now it loses by force. The engine preferred";
    assert!(lines[5].starts_with(nge7), "jump to 14 black: {said}");
    assert_eq!(lines[6], lines[5], "repeat: {said}");
    assert_eq!(lines[7], "Start of the game.", "{said}");
    // The first moment from the start, then the next one (both before the blunder).
    assert!(lines[8].starts_with("7... Qe7?!") && lines[8].contains("An inaccuracy."), "{said}");
    assert!(lines[9].starts_with("9... Bc5?!"), "{said}");
    let tail = &lines[10..];
    assert_eq!(tail[0], "There is no move 99 for White.", "{said}");
    assert!(tail[1].starts_with("Type next, previous, repeat"), "{said}");
    assert_eq!(tail[2], "That is no review command. Type help for the commands.", "{said}");
    assert_eq!(tail.len(), 3, "quit ends the walk: {said}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A journal of `taktil play` (German, from its own settings): the scholar's mate,
/// 3...Nf6 allows 4.Qxf7 mate.
#[test]
fn a_journal_of_taktil_play_is_reviewed_in_its_own_language() {
    if !stockfish() {
        return;
    }
    let dir = dir("journal");
    let journal = dir.join("game.journal");
    let moves = ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7"];
    let typed: String = moves.iter().map(|m| format!("assist move {m}\n")).collect();
    let args = ["--board", "none", "--locale", "de", "--journal", path(&journal)];
    let played = crate::util::play_typed(args, typed.as_bytes());
    assert!(played.status.success(), "{}", text(&played.stderr));
    let out = review(&[path(&journal)], "mistake\nend\nnext\n");
    let said = text(&out.stdout);
    assert!(said.contains("7 Züge, ein Zug zum Ansehen."), "{said}");
    assert!(said.contains("3... Nf6??  Zug 3, Schwarz: Springer Felix sechs. Ein grober Fehler."), "{said}");
    assert!(said.contains("Das erlaubt ein Matt in 1"), "{said}");
    assert!(said.contains("4. Qxf7#  Zug 4, Weiß: Dame schlägt Felix sieben Schachmatt."), "{said}");
    assert!(said.contains("Ende der Partie."), "{said}");
    let report = std::fs::read_to_string(dir.join("game.review.pgn")).unwrap();
    assert!(report.contains("3... Nf6 $4"), "{report}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A Chess960 start (FEN and castling king-takes-rook for the engine).
#[test]
fn a_chess960_game_is_reviewed_from_its_start_position() {
    if !stockfish() {
        return;
    }
    let dir = dir("960");
    let game = dir.join("960.pgn");
    std::fs::write(
        &game,
        "[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"nbbrknrq/pppppppp/8/8/8/8/PPPPPPPP/NBBRKNRQ w KQkq - 0 1\"]\n\n\
         1. d4 d5 2. Nb3 Nb6 3. Ng3 Ng6 4. O-O O-O *\n",
    )
    .unwrap();
    let out = review(&[path(&game)], "end\n");
    let said = text(&out.stdout);
    assert!(said.contains("4... O-O  Move 4, Black: Kurze Rochade."), "{said}");
    let report = std::fs::read_to_string(dir.join("960.review.pgn")).unwrap();
    assert!(report.contains("[Variant \"Chess960\"]") && report.contains("4. O-O { [%eval"), "{report}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// No engine: said, with the reason on standard error; the moves are still said, and
/// the report is the game without judgement.
#[test]
fn a_missing_engine_is_said_and_the_moves_are_still_walked() {
    let dir = dir("missing");
    let out_pgn = dir.join("r.pgn");
    let out = review(
        &["--engine", "/nonexistent/stockfish", "--game", "103", "--out", path(&out_pgn), &london()],
        "10 black\nmistake\n",
    );
    let said = text(&out.stdout);
    assert!(said.contains("No engine: the moves only, without analysis."), "{said}");
    assert!(said.contains("21 moves, no mistakes found."), "{said}");
    assert!(said.contains("10... Nc6  Move 10, Black: Springer Cesar sechs.\n"), "{said}");
    assert!(said.contains("No more mistakes after this move."), "{said}");
    assert!(text(&out.stderr).contains("/nonexistent/stockfish"), "{}", text(&out.stderr));
    let report = std::fs::read_to_string(&out_pgn).unwrap();
    assert!(report.contains("No engine: no analysis.") && !report.contains('$'), "{report}");
    let _ = std::fs::remove_dir_all(&dir);
}
