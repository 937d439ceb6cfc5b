//! `taktil play --opponent remote` (issue 33, point 3): the far opponent's moves typed
//! in German letters or written on the pad's keys, each said back and counted only
//! when confirmed; refused with its reason when it is no legal move; journaled as
//! `assist move`, so the journal replays and `--resume` goes on.

use std::{ffi::OsStr, path::Path, process::Command};

/// `taktil play --silent --opponent remote --locale de --journal J [extra]` with
/// `lines` typed: what it printed.
fn play(journal: &Path, extra: &[&str], lines: &str) -> String {
    let mut args = vec![OsStr::new("--journal"), journal.as_os_str()];
    args.extend(["--opponent", "remote", "--locale", "de", "--view", "plain"].map(OsStr::new));
    args.extend(extra.iter().map(OsStr::new));
    let out = crate::util::play_typed(args, lines.as_bytes());
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn the_far_opponents_moves_count_only_when_confirmed() {
    let dir = std::env::temp_dir().join(format!("taktil-remote-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let journal = dir.join("remote.journal");
    // The blind player plays Black; White is far away.
    let typed = [
        "remote Sf3", // asked, then refused
        "remote no",
        "remote Sf4", // no legal move
        "remote Lb5", // no legal move either
        "remote Xq9", // no move at all
        "remote yes", // nothing asked
        "remote Sf3",
        "remote yes", // counts
        "remote e5",  // the player's own move is not the opponent's
        "assist move d5",
        // White's c4 on the pad's keys: file, rank, announce reads, announce confirms.
        "pad K file-c",
        "pad K rank-4",
        "pad K announce",
        "pad K announce",
        "remote clock 1:25:00 1:20:30",
    ]
    .join("\n");
    let said = play(&journal, &["--blind", "black", "--time-control", "90m"], &format!("{typed}\n"));
    let asks: Vec<&str> = said.lines().filter(|l| l.starts_with("Gegner: ")).collect();
    assert_eq!(asks.len(), 3, "{said}");
    assert!(asks[0].contains("Felix drei. Richtig? Die Ansagetaste bestätigt."), "{said}");
    assert!(asks[2].contains("Cesar vier."), "{said}");
    for line in [
        "Nicht gezählt. Den Zug bitte neu eingeben.",
        "S f 4: hier kein regelgemäßer Zug.",
        "L b 5: hier kein regelgemäßer Zug.",
        "X q 9: kein Zug.",
        "Kein Zug zu bestätigen.",
        "Sie sind am Zug, nicht der Gegner.",
    ] {
        assert!(said.lines().any(|l| l == line), "{line}: {said}");
    }
    // Only the confirmed moves are in the journal, as English SAN.
    let text = std::fs::read_to_string(&journal).unwrap();
    let moves: Vec<&str> =
        text.lines().filter_map(|l| l.split(" move ").nth(1)).map(|m| m.split(" #~").next().unwrap()).collect();
    assert_eq!(moves, ["Nf3", "d5", "c4"], "{text}");
    assert!(
        text.contains("clock set white 85m judgement") && text.contains("clock set black 80m30s judgement"),
        "{text}"
    );
    // The journal replays, and the session resumes.
    let replayed =
        Command::new(env!("CARGO_BIN_EXE_taktil")).arg("replay").arg("--pgn").arg(&journal).output().unwrap();
    let pgn = String::from_utf8_lossy(&replayed.stdout);
    assert!(pgn.contains("1. Nf3 {") && pgn.contains("1... d5 {") && pgn.contains("2. c4 {"), "{pgn}");
    let said = play(&journal, &["--resume"], "assist move e6\nremote Sc3\nremote yes\n");
    assert!(said.lines().any(|l| l.starts_with("Gegner: ") && l.contains("Cesar drei")), "{said}");
    let text = std::fs::read_to_string(&journal).unwrap();
    assert!(text.contains("move Nc3 #~"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}
