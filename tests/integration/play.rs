//! `taktil play` as a child process: killed with SIGKILL at seeded points of a real
//! game, then `--resume`d. Every move whose announcement was printed before the kill
//! must be in the restored game (the journal is synced before a move is announced).
//! Nothing here asserts on speed: where the kill lands is whatever it is.

use std::{
    ffi::OsStr,
    io::{BufRead, BufReader, Write},
    path::{Path, PathBuf},
    process::{Command, Stdio},
    sync::{Arc, Mutex},
    thread,
    time::Duration,
};

use rand::{Rng, SeedableRng, rngs::StdRng};
use shakmaty::Color;
use taktil::{
    pgn, script,
    synth::{self, SynthStyle},
};

use crate::util::games_dir;

/// The first peg lines of a real game (Capablanca's first, the blind player White,
/// who presses `announce` after his moves), as `<device> <message>` lines.
fn game_lines(count: usize) -> Vec<String> {
    let text = std::fs::read_to_string(games_dir().join("Capablanca.pgn")).unwrap();
    let game = pgn::read_games(&text).into_iter().next().unwrap().unwrap();
    let style = SynthStyle { blind: Color::White, confirm: true, ..SynthStyle::default() };
    let s = synth::synthesize(&game.start, &game.moves, &style, &mut StdRng::seed_from_u64(7));
    s.events
        .into_iter()
        .take(count)
        .map(|(t, input)| {
            let line = script::TimedInput { line: 0, t, input }.to_string();
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

/// The moves of a PGN's movetext, without its comments (`{ [%clk 1:30:29] }`).
fn pgn_sans(pgn: &str) -> Vec<String> {
    let movetext: String = pgn.lines().filter(|l| !l.starts_with('[')).collect::<Vec<_>>().join(" ");
    let mut depth = 0;
    let bare: String = movetext
        .chars()
        .filter(|c| {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                _ => return depth == 0,
            }
            false
        })
        .collect();
    bare.split_whitespace()
        .filter(|w| !w.ends_with('.') && !["*", "1-0", "0-1", "1/2-1/2"].contains(w))
        .map(str::to_owned)
        .collect()
}

fn taktil() -> Command {
    Command::new(env!("CARGO_BIN_EXE_taktil"))
}

/// Runs `taktil <args> --journal <journal>` with nothing on standard input.
fn run_with_journal(args: &[&str], journal: &Path) -> std::process::Output {
    taktil().args(args).arg("--journal").arg(journal).stdin(Stdio::null()).output().unwrap()
}

/// The time control of the killed sessions: the restored clocks must match.
const CONTROL: &str = "40/90m, 30m +30s";

/// What a live session printed before it was killed.
#[derive(Debug, Default)]
struct Before {
    /// The moves announced.
    moves: Vec<String>,
    /// Both clocks at the last press printed: White's and Black's ms.
    clocks: Option<(u64, u64)>,
}

/// `h:mm:ss` or `h:mm:ss.mmm` in ms.
fn hms_ms(text: &str) -> Option<u64> {
    let (hms, ms) = text.split_once('.').unwrap_or((text, "0"));
    let mut parts = hms.split(':').map(|p| p.parse::<u64>().ok());
    let (h, m, s) = (parts.next()??, parts.next()??, parts.next()??);
    Some(((h * 60 + m) * 60 + s) * 1000 + ms.parse::<u64>().ok()?)
}

/// Both times of a line with `White 1:29:58.120, Black 1:30:00`.
fn clocks_in(line: &str) -> Option<(u64, u64)> {
    let white = line.split("White ").nth(1)?.split([',', ' ', ')']).next()?;
    let black = line.split("Black ").nth(1)?.split([',', ' ', ')']).next()?;
    Some((hms_ms(white)?, hms_ms(black)?))
}

/// Plays `lines[..kill_at]` into a live session, then kills it with SIGKILL; returns
/// what it had printed.
fn play_then_kill(journal: &Path, lines: &[String], kill_at: usize) -> Before {
    play_then_kill_after(journal, lines, kill_at, None)
}

/// As [`play_then_kill`], but first waits (at most five seconds) for a printed line
/// containing `printed`.
fn play_then_kill_after(journal: &Path, lines: &[String], kill_at: usize, printed_first: Option<&str>) -> Before {
    let mut child = taktil()
        .args(["play", "--silent", "--blind", "white", "--announce", "confirm", "--settle-ms", "5"])
        .args(["--time-control", CONTROL])
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
    // The kill falls at a random instant of a session that has started: its first
    // line ("Ready") is printed once the journal is open. (On a loaded machine the
    // start alone can outlast the first lines' pauses; a process killed before it
    // made a journal has no game to resume.)
    let started = std::time::Instant::now() + Duration::from_secs(5);
    while printed.lock().unwrap().is_empty() && std::time::Instant::now() < started {
        thread::sleep(Duration::from_millis(2));
    }
    let mut stdin = child.stdin.take().unwrap();
    for line in &lines[..kill_at] {
        if writeln!(stdin, "{line}").and_then(|()| stdin.flush()).is_err() {
            break;
        }
        thread::sleep(Duration::from_millis(8));
    }
    if let Some(want) = printed_first {
        let deadline = std::time::Instant::now() + Duration::from_secs(5);
        while !printed.lock().unwrap().iter().any(|l| l.contains(want)) && std::time::Instant::now() < deadline {
            thread::sleep(Duration::from_millis(5));
        }
    }
    // What was printed so far was printed before the kill; read it first.
    let before: Vec<String> = printed.lock().unwrap().clone();
    child.kill().unwrap();
    let _ = child.wait();
    let _ = reader.join();
    Before {
        moves: before.iter().filter_map(|l| announced_san(l)).collect(),
        clocks: before.iter().rev().filter(|l| l.contains(" clock ")).find_map(|l| clocks_in(l)),
    }
}

/// The sighted player's scoresheet as the assistant enters it midway.
const SIGHTED_SHEET: &str = "assist sheet 1. e4 e5 2. Nf3 Nc6";

#[test]
fn killed_sessions_resume_with_every_move_both_clocks_and_both_scoresheets() {
    let mut lines = game_lines(48);
    lines.insert(20, SIGHTED_SHEET.to_owned());
    let dir = std::env::temp_dir().join(format!("taktil-play-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut rng = StdRng::seed_from_u64(2026);
    for round in 0..10 {
        let kill_at = rng.random_range(1..=lines.len());
        let journal = dir.join(format!("round{round}.journal"));
        let before = play_then_kill(&journal, &lines, kill_at);

        let resumed = run_with_journal(&["play", "--resume", "--silent"], &journal);
        let out = String::from_utf8_lossy(&resumed.stdout);
        let context = format!("round {round} (killed after line {kill_at})");
        assert!(resumed.status.success(), "{context}: {}", String::from_utf8_lossy(&resumed.stderr));
        assert!(out.contains("Game restored"), "{context}: no restored line in {out}");

        // Every announced move is back: in the restored scoresheet and in the journal.
        let sheet = out.lines().find_map(|l| l.split("(as announced):").nth(1)).expect("the restored sheet");
        let restored: Vec<&str> = sheet.split_whitespace().filter(|w| !w.ends_with('.') && *w != "none").collect();
        assert!(
            restored.len() >= before.moves.len() && restored[..before.moves.len()] == before.moves[..],
            "{context}: announced {:?}, restored {restored:?}",
            before.moves
        );
        let replayed = taktil().arg("replay").arg("--pgn").arg(&journal).output().unwrap();
        assert!(replayed.status.success(), "{context}: {}", String::from_utf8_lossy(&replayed.stderr));
        let journaled = pgn_sans(&String::from_utf8_lossy(&replayed.stdout));
        assert_eq!(journaled, restored, "{context}");

        // Both clocks within one second of the last press printed before the kill (the
        // time taktil was down counts as stopped, the default).
        let restored_clocks = out.lines().find(|l| l.contains("restored clocks:")).and_then(clocks_in);
        assert!(restored_clocks.is_some(), "{context}: no restored clocks in {out}");
        if let (Some((w0, b0)), Some((w1, b1))) = (before.clocks, restored_clocks) {
            assert!(w0.abs_diff(w1) <= 1000 && b0.abs_diff(b1) <= 1000, "{context}: before {w0}/{b0}, after {w1}/{b1}");
        }

        // The sighted player's sheet as entered, when it was entered before the kill.
        let sighted = out.lines().find_map(|l| l.split("(as entered):").nth(1)).expect("the sighted sheet");
        if kill_at > 20 {
            assert_eq!(sighted.trim(), "1. e4 e5 2. Nf3 Nc6", "{context}");
        } else {
            assert_eq!(sighted.trim(), "none", "{context}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_arbiter_may_count_the_time_taktil_was_down() {
    let dir = std::env::temp_dir().join(format!("taktil-play-down-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let lines = game_lines(48);
    // Killed after White's first move: Black's clock runs.
    let cut = lines.iter().position(|l| l.contains("announce")).unwrap() + 1;
    for (downtime, lost) in [("stopped", 0..1000), ("ran", 1500..2500)] {
        let journal = dir.join(format!("{downtime}.journal"));
        let before = play_then_kill_after(&journal, &lines, cut, Some("black clock starts"));
        let (_, black) = before.clocks.expect("a press before the kill");
        thread::sleep(Duration::from_millis(1500));
        let resumed = run_with_journal(&["play", "--resume", "--silent", "--downtime", downtime], &journal);
        let out = String::from_utf8_lossy(&resumed.stdout);
        let (_, after) = out.lines().find(|l| l.contains("restored clocks:")).and_then(clocks_in).expect("clocks");
        assert!(lost.contains(&black.saturating_sub(after)), "{downtime}: Black {black} before, {after} after: {out}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn resume_reports_a_cut_off_line_and_a_new_session_never_overwrites_a_journal() {
    let dir = std::env::temp_dir().join(format!("taktil-play-cut-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let journal = dir.join("cut.journal");
    std::fs::write(&journal, "set blind white\n@0 tactile L e2\n@40 tactile P e").unwrap();
    let resumed = run_with_journal(&["play", "--resume", "--silent"], &journal);
    assert!(resumed.status.success());
    let out = String::from_utf8_lossy(&resumed.stdout);
    assert!(out.contains("Line 3 of the journal was cut off and is ignored."), "{out}");
    assert!(out.contains("Game restored; no move made yet."), "{out}");
    assert!(
        String::from_utf8_lossy(&resumed.stderr)
            .contains("line 3 (`@40 tactile P e`): the line was cut off; 1 line left out; kept in ")
    );
    // The cut-off line is gone, and the journal still replays.
    let text = std::fs::read_to_string(&journal).unwrap();
    assert!(!text.contains("P e\n") && text.ends_with('\n'), "{text}");
    assert!(taktil().arg("replay").arg(&journal).output().unwrap().status.success());
    // A new session never overwrites a journal.
    let before = std::fs::read_to_string(&journal).unwrap();
    let fresh = run_with_journal(&["play", "--silent"], &journal);
    assert!(!fresh.status.success());
    assert!(String::from_utf8_lossy(&fresh.stderr).contains("--resume"));
    assert_eq!(std::fs::read_to_string(&journal).unwrap(), before);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_unwritable_journal_is_reported_and_the_game_goes_on() {
    let mut child = taktil()
        .args(["play", "--silent", "--journal", "/nonexistent-dir/taktil/game.journal"])
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
        .args(["play", "--silent", "--settle-ms", "50", "--journal"])
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
    let resumed = run_with_journal(&["play", "--resume", "--silent"], &journal);
    let said = String::from_utf8_lossy(&resumed.stdout);
    assert!(said.contains("Game restored after move 1."), "{said}");
    // Resumed, the move is not made a second time.
    assert!(said.lines().all(|l| announced_san(l).is_none()), "{said}");
    assert!(said.contains("restored blind player's scoresheet (as announced): 1. e4\n"), "{said}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `taktil play --demo`: a recorded session is played into a live one and journaled;
/// the journal replays to the same game.
#[test]
fn a_demo_plays_a_recorded_session_live_and_journals_it() {
    let dir = std::env::temp_dir().join(format!("taktil-play-demo-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("demo.script");
    std::fs::write(
        &script,
        "set blind white\nset time-control 5m\n@0 tactile L e2\n@100 tactile P e4\n@900 tactile L e7\n\
         @1000 tactile P e5\n@1800 pad K time\n",
    )
    .unwrap();
    let journal = dir.join("demo.journal");
    let out = taktil()
        .args(["play", "--silent", "--demo"])
        .arg(&script)
        .arg("--journal")
        .arg(&journal)
        .arg("--export")
        .arg(dir.join("export"))
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let said = String::from_utf8_lossy(&out.stdout);
    for want in ["Ready. You play white.", "1. e4  (e2e4", "1... e5  (e7e5", "White 4 minutes"] {
        assert!(said.contains(want), "{want:?} not in {said}");
    }
    // The exports at the end: the PGN with clock comments, the braille scoresheet.
    let pgn = std::fs::read_to_string(dir.join("export/game.pgn")).unwrap();
    assert!(pgn.contains("[Event \"taktil play\"]") && pgn.contains("[TimeControl \"300\"]"), "{pgn}");
    assert!(pgn.contains("1. e4 { [%clk 0:0"), "{pgn}");
    assert!(pgn.contains("[Date \"20") && !pgn.contains("????.??.??"), "the day of the game: {pgn}");
    let braille = std::fs::read_to_string(dir.join("export/game.txt")).unwrap();
    assert!(braille.chars().any(|c| ('\u{2800}'..='\u{28ff}').contains(&c)), "{braille}");
    assert!(dir.join("export/game.brf").exists());
    let replayed = taktil().arg("replay").arg("--pgn").arg(&journal).output().unwrap();
    assert_eq!(pgn_sans(&String::from_utf8_lossy(&replayed.stdout)), ["e4", "e5"]);
    let _ = std::fs::remove_dir_all(&dir);
}

/// `taktil play --config FILE`: the file's settings, flags over them, and a bad value
/// refused with the file, the line and what would do, before anything starts.
#[test]
fn a_configuration_file_sets_the_session_and_flags_win() {
    let dir = std::env::temp_dir().join(format!("taktil-play-config-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let config = dir.join("taktil.toml");
    std::fs::write(
        &config,
        "[game]\nblind = \"black\"\ntime-control = \"5m\"\n[voice]\nlocale = \"de\"\n\
         [session]\nspeak = false\njournal = \"round1.journal\"\n",
    )
    .unwrap();
    let out =
        taktil().args(["play", "--blind", "white", "--config"]).arg(&config).stdin(Stdio::null()).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    // The flag wins over the file's colour; the language is the file's.
    assert!(String::from_utf8_lossy(&out.stdout).contains("Bereit. Sie spielen Weiß."));
    // The journal, named relative to the configuration file, has the file's settings.
    let journal = std::fs::read_to_string(dir.join("round1.journal")).unwrap();
    assert!(journal.contains("set blind white #~") && journal.contains("set time-control 5m #~"), "{journal}");

    std::fs::write(&config, "[game]\nblind = \"purple\"\n[sesion]\nspeak = false\n").unwrap();
    let out = taktil().args(["play", "--config"]).arg(&config).stdin(Stdio::null()).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let name = config.display();
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!(
            "taktil: {name}:2: [game] blind = \"purple\": expected white or black\n\
             taktil: {name}:3: [sesion]: unknown table; did you mean [session]? The tables are [game], [voice], \
             [speech], [session], [devices], [engine], [broadcast]\n"
        )
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The full view without a terminal says what to use instead, and starts nothing.
#[test]
fn the_full_view_needs_a_terminal() {
    let journal = std::env::temp_dir().join(format!("taktil-play-noterm-{}.journal", std::process::id()));
    let out = run_with_journal(&["play", "--silent", "--view", "full"], &journal);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "taktil: --view full needs a terminal for standard input and output: use --view lines, or --plain for a \
         screen reader\n"
    );
    assert!(!journal.exists());
}

/// Issue 14: a resignation typed live (the blind player's two presses), an arbiter's
/// result and a sealed move are journaled; `--resume` restores the ended game, and its
/// PGN has the result and the termination.
#[test]
fn results_typed_live_are_journaled_and_restored() {
    let dir = std::env::temp_dir().join(format!("taktil-play-results-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cases: [(&str, &[u8], &str, &str); 3] = [
        ("resign", b"pad K resign\npad K resign\n", "[Result \"0-1\"]", "[Termination \"normal\"]"),
        ("arbiter", b"arbiter result 1-0 7.5.5\n", "[Result \"1-0\"]", "[Termination \"rules infraction\"]"),
        ("sealed", b"assist seal Nf5\nassist resume\n", "[Result \"0-1\"]", "[Termination \"rules infraction\"]"),
    ];
    for (name, typed, result, termination) in cases {
        let journal = dir.join(format!("{name}.journal"));
        let out = crate::util::play_typed([OsStr::new("--journal"), journal.as_os_str()], typed);
        let said = String::from_utf8_lossy(&out.stdout);
        assert!(said.contains("  end  "), "{name}: {said}");
        let export = dir.join(format!("{name}-export"));
        let resumed = taktil()
            .args(["play", "--resume", "--silent", "--journal"])
            .arg(&journal)
            .arg("--export")
            .arg(&export)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        assert!(resumed.status.success(), "{name}: {}", String::from_utf8_lossy(&resumed.stderr));
        let pgn = std::fs::read_to_string(export.join("game.pgn")).unwrap();
        assert!(pgn.contains(result) && pgn.contains(termination), "{name}: {pgn}");
        assert!(!pgn.contains("Nf5"), "{name}: the sealed move is never in the PGN: {pgn}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A temporary folder of its own for one test.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("taktil-play-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Plays `input` (lines of standard input) into a new journal.
fn play_into(journal: &Path, args: &[&str], input: &str) {
    let mut all: Vec<&OsStr> = args.iter().map(OsStr::new).collect();
    all.extend([OsStr::new("--journal"), journal.as_os_str()]);
    assert!(crate::util::play_typed(all, input.as_bytes()).status.success());
}

/// Killed after the journal holds a move but before it is announced (its checkpoint
/// not yet written): the restore says the last move and whose move it is.
#[test]
fn a_restore_says_the_last_move_and_whose_move_it_is() {
    let dir = folder("last-move");
    let journal = dir.join("game.journal");
    play_into(&journal, &["--time-control", "5m"], "assist move e4\nassist move e5\n");
    let text = std::fs::read_to_string(&journal).unwrap();
    let cut = text.find("# made 2 e5").unwrap();
    std::fs::write(&journal, &text[..cut]).unwrap();
    let resumed = run_with_journal(&["play", "--resume", "--silent"], &journal);
    let said = String::from_utf8_lossy(&resumed.stdout);
    let said: Vec<&str> = said.lines().filter_map(|l| l.split_once("  say      ").map(|(_, s)| s)).collect();
    assert_eq!(said, ["Game restored after move 1.", "Last move: Eva fünf", "Move 2, White to move."]);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A resume leaves out a damaged line, records it, says it and acknowledges it; a
/// resume killed before it said so leaves the drop to the next, which says it again.
#[test]
fn a_drop_not_yet_told_is_told_by_the_next_resume() {
    let dir = folder("untold");
    let journal = dir.join("game.journal");
    play_into(&journal, &[], "assist move e4\nassist move e5\nassist move Nf3\n");
    let text = std::fs::read_to_string(&journal).unwrap();
    std::fs::write(&journal, text.replacen("move e5", "move d5", 1)).unwrap();
    let said = |out: &std::process::Output| String::from_utf8_lossy(&out.stdout).into_owned();
    let first = run_with_journal(&["play", "--resume", "--silent"], &journal);
    assert!(
        said(&first).contains("The journal is damaged at line 6: 4 lines from there are left out."),
        "{}",
        said(&first)
    );
    assert!(said(&first).contains("Game restored after move 1."));
    let stderr = String::from_utf8_lossy(&first.stderr);
    assert!(stderr.contains("line 6 (`@"), "{stderr}");
    assert!(stderr.contains("assist   move d5 #~"), "{stderr}");
    assert!(stderr.contains("`): the line does not match its check; 4 lines left out; kept in "), "{stderr}");
    let kept = std::fs::read_to_string(dir.join("game.journal.dropped-6")).unwrap();
    assert!(kept.starts_with("@") && kept.contains("move d5") && kept.contains("move Nf3"), "{kept}");
    // As if that resume was killed before it said the drop: no `# told`.
    let text = std::fs::read_to_string(&journal).unwrap();
    assert!(text.contains("\n# dropped 4 from line 6: the line does not match its check #~"), "{text}");
    let told = text.rfind("# told").unwrap();
    std::fs::write(&journal, &text[..told]).unwrap();
    let second = run_with_journal(&["play", "--resume", "--silent"], &journal);
    assert!(said(&second).contains("The journal is damaged at line 6: 4 lines from there are left out."));
    assert!(
        String::from_utf8_lossy(&second.stderr)
            .contains("an earlier resume left out 4 lines from line 6 and was stopped before it said so")
    );
    // Told: the third resume says nothing of it.
    let third = run_with_journal(&["play", "--resume", "--silent"], &journal);
    assert!(!said(&third).contains("damaged"), "{}", said(&third));
    assert!(said(&third).contains("Game restored after move 1."));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Killed in its first milliseconds, a journal holds no game: the resume starts a new
/// one from the flags and says so.
#[test]
fn a_journal_without_settings_starts_a_new_game_from_the_flags() {
    let dir = folder("no-game");
    let journal = dir.join("game.journal");
    for start in ["", "# taktil play journal 2 #~cfc6ec43\nset bli"] {
        std::fs::write(&journal, start).unwrap();
        let resumed = run_with_journal(&["play", "--resume", "--silent", "--blind", "black"], &journal);
        assert!(resumed.status.success());
        let out = String::from_utf8_lossy(&resumed.stdout);
        assert!(out.contains("say      The journal holds no game. A new game starts."), "{out}");
        assert!(out.contains("say      Ready. You play black."), "{out}");
        assert!(String::from_utf8_lossy(&resumed.stderr).contains("the journal holds no game"));
        let text = std::fs::read_to_string(&journal).unwrap();
        assert!(text.starts_with("# taktil play journal 2 #~") && text.contains("\nset blind black #~"), "{text}");
        std::fs::remove_file(&journal).unwrap();
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Files are read bounded and line-aware: an endless file is refused at its limit, a
/// folder is named as one, bad UTF-8 is named by line and column (a last journal line
/// with one is left out and said), a byte order mark is skipped.
#[test]
fn reads_are_bounded_and_name_what_is_wrong() {
    let dir = folder("reads");
    let stderr = |out: &std::process::Output| String::from_utf8_lossy(&out.stderr).into_owned();
    if Path::new("/dev/full").exists() {
        let out = run_with_journal(&["play", "--resume", "--silent"], Path::new("/dev/full"));
        assert_eq!(out.status.code(), Some(2));
        assert_eq!(
            stderr(&out),
            "taktil: /dev/full: cannot read the journal: the file is larger than 64 MiB, the most taktil reads\n"
        );
    }
    for args in [&["play", "--silent"][..], &["play", "--resume", "--silent"]] {
        let out = run_with_journal(args, &dir);
        assert_eq!(out.status.code(), Some(2));
        let expected = format!(
            "taktil: {}: is a folder: give a journal file in it, such as {}\n",
            dir.display(),
            dir.join("game.journal").display()
        );
        assert_eq!(stderr(&out), expected);
    }
    let script = dir.join("bad.script");
    std::fs::write(&script, b"set blind white\n@0 tactile L \xE9\n").unwrap();
    let out = taktil().arg("replay").arg(&script).output().unwrap();
    assert_eq!(
        stderr(&out),
        format!("taktil: {}: cannot read: line 2, column 14: not UTF-8 text (byte 0xe9)\n", script.display())
    );
    std::fs::write(&script, b"\xEF\xBB\xBFset blind white\n@0 assist move e4\n").unwrap();
    let out = taktil().arg("replay").arg(&script).output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let pgn = dir.join("bad.pgn");
    std::fs::write(&pgn, b"[Event \"x\"]\n\n1. e4 \xFF\n").unwrap();
    let out = taktil().arg("announce").arg("--pgn").arg(&pgn).output().unwrap();
    assert_eq!(
        stderr(&out),
        format!("taktil: {}: cannot read: line 3, column 7: not UTF-8 text (byte 0xff)\n", pgn.display())
    );
    // A bad byte in a journal's last line: left out and said.
    let journal = dir.join("bad-last.journal");
    std::fs::write(&journal, b"set blind white\n@0 assist move e4\n@40 tactile L \xE9\n").unwrap();
    let out = run_with_journal(&["play", "--resume", "--silent"], &journal);
    assert!(out.status.success(), "{}", stderr(&out));
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(said.contains("The journal is damaged at line 3: that line is left out."), "{said}");
    assert!(said.contains("Game restored after move 1."), "{said}");
    assert!(stderr(&out).contains("line 3 (`@40 tactile L �`): not UTF-8 text at column 15; 1 line left out"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// `arbiter takeback` typed in a live session (2023 7.5.1, 7.6, D.2.9): the game goes back,
/// the line is journaled, and `--resume` restores the game as the ruling left it.
#[test]
fn a_take_back_typed_live_is_journaled_and_resumed() {
    let dir = std::env::temp_dir().join(format!("taktil-play-takeback-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let journal = dir.join("takeback.journal");
    let mut child = taktil()
        .args(["play", "--silent", "--time-control", CONTROL, "--journal"])
        .arg(&journal)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Issue 28: the session is played under 2023, so the 2009 number E2.8 is refused,
    // naming D.2.9, and nothing is journaled for it.
    let typed = "assist move e4\nassist move e5\nassist move Nf3\narbiter takeback 2 E2.8\narbiter takeback 2 D.2.9\n";
    child.stdin.take().unwrap().write_all(typed.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains("Article D.2.9: the game goes back to the position after Black's move 1, Eva fünf."),
        "{said}"
    );
    assert!(said.contains("White to play, move 2."), "{said}");
    let text = std::fs::read_to_string(&journal).unwrap();
    assert!(text.contains("arbiter  takeback 2 D.2.9") && !text.contains("E2.8"), "{text}");
    let told = format!("{said}{}", String::from_utf8_lossy(&out.stderr));
    assert!(told.contains("E2.8 is the 2009 number; under the 2023 Laws this is D.2.9"), "{told}");
    let resumed = run_with_journal(&["play", "--resume", "--silent"], &journal);
    let said = String::from_utf8_lossy(&resumed.stdout);
    assert!(said.contains("Game restored after move 1."), "{said}");
    assert!(said.contains("restored blind player's scoresheet (as announced): 1. e4 e5\n"), "{said}");
    let _ = std::fs::remove_dir_all(&dir);
}
