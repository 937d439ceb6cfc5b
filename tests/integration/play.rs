//! `taktil play` as a child process: killed with SIGKILL at seeded points of a real
//! game, then `--resume`d. Every move whose announcement was printed before the kill
//! must be in the restored game (the journal is synced before a move is announced).
//! Nothing here asserts on speed: where the kill lands is whatever it is.

use std::{
    io::{BufRead, BufReader, Write},
    path::Path,
    process::{Command, Stdio},
    sync::{Arc, Mutex},
    thread,
    time::Duration,
};

use rand::{Rng, SeedableRng, rngs::StdRng};
use shakmaty::Color;
use taktil::{
    pgn, script,
    synth::{self, Style},
};

use crate::util::games_dir;

/// The first peg lines of a real game (Capablanca's first, the blind player White,
/// who presses `announce` after his moves), as `<device> <message>` lines.
fn game_lines(count: usize) -> Vec<String> {
    let text = std::fs::read_to_string(games_dir().join("Capablanca.pgn")).unwrap();
    let game = pgn::read_games(&text).into_iter().next().unwrap().unwrap();
    let style = Style { blind: Color::White, confirm: true, ..Style::default() };
    let s = synth::synthesize(&game.start, &game.moves, &style, &mut StdRng::seed_from_u64(7));
    s.events
        .into_iter()
        .take(count)
        .map(|(t, input)| {
            let line = script::Event { line: 0, t, input }.to_string();
            // Drop the time: the live session stamps each line as it arrives.
            line.split_once(' ').map(|(_, rest)| rest.trim_start().to_owned()).unwrap()
        })
        .collect()
}

/// The SAN of a transcript's `move` line: `    0.158  move     1. e4  (e2e4, ...)`.
fn announced_san(line: &str) -> Option<String> {
    let mut words = line.split_whitespace();
    let _time = words.next()?;
    if words.next()? != "move" {
        return None;
    }
    let _number = words.next()?;
    words.next().map(str::to_owned)
}

/// The moves of a PGN's movetext (no comments: the test game has no time control).
fn pgn_sans(pgn: &str) -> Vec<String> {
    pgn.lines()
        .filter(|l| !l.starts_with('[') && !l.trim().is_empty())
        .flat_map(str::split_whitespace)
        .filter(|w| !w.ends_with('.') && !["*", "1-0", "0-1", "1/2-1/2"].contains(w))
        .map(str::to_owned)
        .collect()
}

fn taktil() -> Command {
    Command::new(env!("CARGO_BIN_EXE_taktil"))
}

/// Plays `lines[..kill_at]` into a live session, then kills it; returns the moves it
/// had announced.
fn play_then_kill(journal: &Path, lines: &[String], kill_at: usize) -> Vec<String> {
    let mut child = taktil()
        .args(["play", "--plain", "--silent", "--blind", "white", "--announce", "confirm", "--settle-ms", "5"])
        .arg("--journal")
        .arg(journal)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let printed = Arc::new(Mutex::new(Vec::new()));
    let stdout = child.stdout.take().unwrap();
    let reader = {
        let printed = Arc::clone(&printed);
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                printed.lock().unwrap().push(line);
            }
        })
    };
    let mut stdin = child.stdin.take().unwrap();
    for line in &lines[..kill_at] {
        if writeln!(stdin, "{line}").and_then(|()| stdin.flush()).is_err() {
            break;
        }
        thread::sleep(Duration::from_millis(8));
    }
    // What was printed so far was printed before the kill; read it first.
    let before: Vec<String> = printed.lock().unwrap().clone();
    child.kill().unwrap();
    let _ = child.wait();
    let _ = reader.join();
    before.iter().filter_map(|l| announced_san(l)).collect()
}

#[test]
fn killed_sessions_resume_with_every_announced_move() {
    let lines = game_lines(48);
    let dir = std::env::temp_dir().join(format!("taktil-play-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut rng = StdRng::seed_from_u64(2026);
    for round in 0..8 {
        let kill_at = rng.random_range(1..=lines.len());
        let journal = dir.join(format!("round{round}.journal"));
        let announced = play_then_kill(&journal, &lines, kill_at);

        let resumed = taktil()
            .args(["play", "--resume", "--plain", "--silent", "--journal"])
            .arg(&journal)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        let out = String::from_utf8_lossy(&resumed.stdout);
        assert!(resumed.status.success(), "round {round}: {}", String::from_utf8_lossy(&resumed.stderr));
        assert!(out.contains("Game restored"), "round {round}: no restored line in {out}");

        let replayed = taktil().arg("replay").arg("--pgn").arg(&journal).output().unwrap();
        assert!(replayed.status.success(), "round {round}: {}", String::from_utf8_lossy(&replayed.stderr));
        let restored = pgn_sans(&String::from_utf8_lossy(&replayed.stdout));
        assert!(
            restored.len() >= announced.len() && restored[..announced.len()] == announced[..],
            "round {round} (killed after line {kill_at}): announced {announced:?}, restored {restored:?}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn resume_reports_a_cut_off_line_and_a_new_session_never_overwrites_a_journal() {
    let dir = std::env::temp_dir().join(format!("taktil-play-cut-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let journal = dir.join("cut.journal");
    std::fs::write(&journal, "set blind white\n@0 tactile L e2\n@40 tactile P e").unwrap();
    let resumed = taktil()
        .args(["play", "--resume", "--plain", "--silent", "--journal"])
        .arg(&journal)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(resumed.status.success());
    let out = String::from_utf8_lossy(&resumed.stdout);
    assert!(out.contains("Line 3 of the journal was cut off and is ignored."), "{out}");
    assert!(out.contains("Game restored; no move made yet."), "{out}");
    assert!(String::from_utf8_lossy(&resumed.stderr).contains("line 3 ignored"));
    // The cut-off line is gone, and the journal still replays.
    let text = std::fs::read_to_string(&journal).unwrap();
    assert!(!text.contains("P e\n") && text.ends_with('\n'), "{text}");
    assert!(taktil().arg("replay").arg(&journal).output().unwrap().status.success());
    // A new session never overwrites a journal.
    let before = std::fs::read_to_string(&journal).unwrap();
    let fresh = taktil().args(["play", "--silent", "--journal"]).arg(&journal).stdin(Stdio::null()).output().unwrap();
    assert!(!fresh.status.success());
    assert!(String::from_utf8_lossy(&fresh.stderr).contains("--resume"));
    assert_eq!(std::fs::read_to_string(&journal).unwrap(), before);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_unwritable_journal_is_reported_and_the_game_goes_on() {
    let mut child = taktil()
        .args(["play", "--plain", "--silent", "--journal", "/nonexistent-dir/taktil/game.journal"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    {
        let mut stdin = child.stdin.take().unwrap();
        writeln!(stdin, "assist move e4").unwrap();
    }
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("The journal cannot be written."), "{stdout}");
    assert!(stdout.contains("1. e4"), "{stdout}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot write the journal"));
}

#[test]
fn a_move_made_by_a_timer_or_the_end_of_input_is_restored() {
    let dir = std::env::temp_dir().join(format!("taktil-play-marks-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let journal = dir.join("marks.journal");
    // The move is made when the input ends (the held position settles): the journal
    // marks it before it is announced, and a resume makes it again.
    let mut child = taktil()
        .args(["play", "--plain", "--silent", "--settle-ms", "50", "--journal"])
        .arg(&journal)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(b"L e2\nP e4\n").unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(String::from_utf8_lossy(&out.stdout).contains("1. e4"), "{}", String::from_utf8_lossy(&out.stdout));
    let text = std::fs::read_to_string(&journal).unwrap();
    assert!(text.contains("# settled @"), "{text}");
    let resumed = taktil()
        .args(["play", "--resume", "--plain", "--silent", "--journal"])
        .arg(&journal)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&resumed.stdout);
    assert!(said.contains("Game restored after move 1."), "{said}");
    // Resumed, the move is not made a second time.
    assert!(!said.contains("1. e4"), "{said}");
    let _ = std::fs::remove_dir_all(&dir);
}
