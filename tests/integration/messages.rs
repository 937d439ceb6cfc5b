//! Error messages and notes as the user sees them, through the binary (issue 13,
//! points 9 and 10): each names what is really wrong, where, and why.

use std::process::{Command, Output};

/// A folder of its own for a test, emptied first.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("taktil-messages-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn taktil() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_taktil"));
    command.env("HOME", std::env::temp_dir()).env_remove("XDG_CONFIG_HOME");
    command
}

/// `taktil play --silent <args>` with `input` on standard input.
fn play(args: &[&str], input: &[u8]) -> Output {
    crate::util::play_typed(args, input)
}

/// taktil's own lines on standard error (`taktil: ...`), without the sound library's.
fn taktil_lines(out: &Output) -> Vec<String> {
    String::from_utf8_lossy(&out.stderr)
        .lines()
        .filter(|l| l.starts_with("taktil: ") && !l.contains("No sound") && !l.contains("No speech"))
        .map(str::to_owned)
        .collect()
}

#[test]
fn a_nul_in_a_play_line_is_reported_at_its_column() {
    let out = play(&[], b"L e\x002\ntactile L e\x002\n");
    assert_eq!(
        taktil_lines(&out),
        [
            "taktil: input: control character '\\0' at column 4: expected text, spaces and tabs: L e\u{0}2",
            "taktil: input: control character '\\0' at column 12: expected text, spaces and tabs: tactile L e\u{0}2",
        ]
    );
}

#[test]
fn a_fraction_of_a_millisecond_in_the_configuration_says_what_is_wrong() {
    let config = scratch("config").join("taktil.toml");
    std::fs::write(&config, "[game]\nsettle-ms = 1.5\n").unwrap();
    let out = play(&["--config", config.to_str().unwrap()], b"");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        taktil_lines(&out),
        [format!(
            "taktil: {}:2: [game] settle-ms = 1.5: expected a whole number of milliseconds, e.g. 500",
            config.display()
        )]
    );
}

#[test]
fn a_time_too_long_says_so_with_the_limit() {
    let out = play(&[], b"assist clock adjust white +5124095576030431h\n");
    assert_eq!(
        taktil_lines(&out),
        ["taktil: input: time '5124095576030431h' is too long: expected at most 1000h: \
             assist clock adjust white +5124095576030431h"]
    );
}

#[test]
fn a_wait_out_of_range_says_so() {
    let out = play(&["--settle-ms", "90000"], b"");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("invalid value '90000' for '--settle-ms <MS>': 90000 is not in 0..=60000"), "{err}");
}

fn announce(name: &str, pgn: &str) -> (Output, String) {
    let path = scratch(name).join("game.pgn");
    std::fs::write(&path, pgn).unwrap();
    let out = taktil().args(["announce", "--silent", "--pgn"]).arg(&path).output().unwrap();
    (out, path.display().to_string())
}

#[test]
fn announce_blames_the_word_that_is_no_move_with_its_place() {
    let (out, path) = announce("zz9", "1. e4 Zz9 2. Nf3\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert_eq!(
        taktil_lines(&out),
        [format!(
            "taktil: {path}: game 1 (? - ? (?)): line 1, column 7: 'Zz9' is not a move: \
             expected SAN such as Nf3, exd5, O-O or e8=Q"
        )]
    );
}

#[test]
fn announce_refuses_random_text() {
    let (out, path) = announce("text", "The quick brown fox\njumps over the lazy dog.\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert_eq!(
        taktil_lines(&out),
        [format!(
            "taktil: {path}: game 1 (? - ? (?)): line 1, column 1: 'The' is not a move: \
             expected SAN such as Nf3, exd5, O-O or e8=Q"
        )]
    );
    let (out, path) = announce("empty", "[White \"Anna\"]\n[Black \"Ben\"]\n\n*\n");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        taktil_lines(&out),
        [format!("taktil: {path}: game 1 has no moves: expected a PGN game such as 1. e4 e5 2. Nf3")]
    );
}

/// Issue 13, point 10: 100,000 bad lines from a flooding board give a few notes a
/// second and summaries that count every line.
#[test]
fn a_flooding_board_gets_a_few_notes_and_summaries_that_count_every_line() {
    const LINES: usize = 100_000;
    let input = "L e9\n".repeat(LINES);
    let out = play(&[], input.as_bytes());
    assert_eq!(out.status.code(), Some(0));
    let lines = taktil_lines(&out);
    let told = lines.iter().filter(|l| l.starts_with("taktil: input: unknown square 'e9'")).count();
    let summaries: Vec<usize> = lines
        .iter()
        .filter_map(|l| {
            l.strip_prefix("taktil: ")?.strip_suffix(" bad lines from the board in the last second (3 shown)")
        })
        .map(|n| n.parse().unwrap())
        .collect();
    assert!(!summaries.is_empty(), "{lines:?}");
    assert!(told <= 3 * (summaries.len() + 1), "{told} notes for {} summaries", summaries.len());
    // Each summary counts its second's lines, the three told among them; a last second
    // with three lines or fewer has no summary.
    let summarised: usize = summaries.iter().sum();
    let unsummarised = told - 3 * summaries.len();
    assert_eq!(summarised + unsummarised, LINES);
}

/// Issue 29, point 12: a practice key pressed in a game without an engine is answered
/// in words the player hears, besides the assistant's note; restarting an engine that
/// is not there is the assistant's note only.
#[test]
fn a_practice_command_without_an_engine_is_said_to_the_player() {
    let out = play(&[], b"engine hint\nengine restart\n");
    let said = String::from_utf8_lossy(&out.stdout);
    assert_eq!(said.matches("say      Only in a practice game.").count(), 1, "{said}");
    assert_eq!(
        taktil_lines(&out),
        [
            "taktil: engine hint: no engine plays in this session",
            "taktil: engine restart: no engine plays in this session"
        ]
    );
}
