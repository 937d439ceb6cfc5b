//! The `taktil` command as a user runs it: the demo, the output formats, several
//! scripts at once, and clear errors for bad scripts and settings.

use std::process::{Command, Output};

fn taktil(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_taktil"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("taktil runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn demo_session_plays_legals_mate() {
    let out = taktil(&["replay", "assets/demo.script"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    for expected in [
        "Illegal: the Läufer cannot reach David vier.",
        "You touched the Springer on Bella eins: it must move.",
        "Springer takes Eva fünf",
        "Läufer takes Felix sieben, check",
        "Springer David fünf, checkmate",
        "Checkmate. White wins.",
    ] {
        assert!(stdout.contains(expected), "missing {expected:?} in:\n{stdout}");
    }
    let pgn = text(&taktil(&["replay", "--pgn", "assets/demo.script"]).stdout);
    assert!(pgn.contains("1. e4 e5 2. Nf3 d6 3. Bc4 Bg4 4. Nc3 g6 5. Nxe5 Bxd1 6. Bxf7+ Ke7 7. Nd5# 1-0"), "{pgn}");
}

#[test]
fn jsonl_has_time_kind_and_words() {
    let out = taktil(&["replay", "--format", "jsonl", "tests/scripts/moves/en_passant_captured_pawn_first.script"]);
    assert!(out.status.success());
    let lines: Vec<serde_json::Value> =
        text(&out.stdout).lines().map(|l| serde_json::from_str(l).expect("one JSON object per line")).collect();
    assert!(lines.iter().all(|v| v["t"].is_u64() && v["kind"].is_string()));
    let mv = lines.iter().find(|v| v["kind"] == "move").expect("a move");
    assert_eq!(
        (mv["san"].as_str(), mv["uci"].as_str(), mv["ply"].as_u64(), mv["by"].as_str()),
        (Some("exd6"), Some("e5d6"), Some(1), Some("white"))
    );
    let say = lines.iter().find(|v| v["kind"] == "say").expect("an announcement");
    assert_eq!(say["text"], "Eva takes David sechs, en passant");
    assert_eq!(say["lang"], "en");
}

#[test]
fn several_scripts_are_several_games_and_flags_override_the_header() {
    let out = taktil(&[
        "replay",
        "--pgn",
        "tests/scripts/moves/quiet_move_auto.script",
        "tests/scripts/moves/castling_king_first.script",
    ]);
    let pgn = text(&out.stdout);
    assert_eq!(pgn.matches("[Event ").count(), 2, "{pgn}");
    // The same script with the blind player on Black: the move is a transfer.
    let out = taktil(&["replay", "--blind", "black", "tests/scripts/moves/quiet_move_auto.script"]);
    let stdout = text(&out.stdout);
    assert!(!stdout.contains("clock"), "a transfer starts no clock: {stdout}");
    let out =
        taktil(&["replay", "--locale", "de", "--pieces", "local", "tests/scripts/moves/castling_king_first.script"]);
    assert!(text(&out.stdout).contains("Kurze Rochade"));
}

#[test]
fn bad_scripts_and_settings_get_clear_errors() {
    let dir = std::env::temp_dir().join(format!("taktil-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let bad = dir.join("bad.script");
    std::fs::write(&bad, "@0 tactile S ........\n").expect("write");
    let good = "tests/scripts/moves/quiet_move_auto.script";
    let out = taktil(&["replay", bad.to_str().expect("utf-8 path"), good]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = text(&out.stderr);
    assert!(stderr.contains("line 1:") && stderr.contains("expected 64"), "{stderr}");
    assert!(text(&out.stdout).contains("Eva vier"), "the good script is still replayed");
    let out = taktil(&["replay", "--locale", "fr", good]);
    assert!(text(&out.stderr).contains("unknown locale 'fr'"), "{}", text(&out.stderr));
    let out = taktil(&["replay", "--chess960=1000", good]);
    assert!(text(&out.stderr).contains("0 to 959"), "{}", text(&out.stderr));
    let out = taktil(&["replay", "--files", "greek", good]);
    assert!(text(&out.stderr).contains("international, danish, nato, letters"), "{}", text(&out.stderr));
    let out = taktil(&["replay", "no-such-file.script"]);
    assert!(text(&out.stderr).contains("cannot read"), "{}", text(&out.stderr));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn announce_says_moves_in_any_locale_and_vocabulary() {
    let out = taktil(&["announce", "--silent", "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "O-O"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("2. Nf3") && stdout.contains("[de] Springer Felix drei"), "{stdout}");
    assert!(stdout.contains("4. O-O") && stdout.contains("Kurze Rochade"), "{stdout}");
    let out = taktil(&["announce", "--silent", "--locale", "da", "--vocabulary", "scandinavian", "e4", "e5", "Nf3"]);
    let stdout = text(&out.stdout);
    assert!(stdout.contains("[da] springer Frederik tre"), "{stdout}");
    let pgn = format!("{}/../shared/data/games/kasparov-deep-blue-1997.pgn", env!("CARGO_MANIFEST_DIR"));
    let out = taktil(&["announce", "--silent", "--pgn", &pgn, "--game", "2", "--locale", "sv"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).lines().count() > 40);
    let out = taktil(&["announce", "--silent", "e4", "Ke7"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("move 1 'Ke7' is not a legal move there"), "{}", text(&out.stderr));
    let out = taktil(&["announce", "--silent", "--pgn", &pgn, "--game", "9"]);
    assert!(text(&out.stderr).contains("game 9 does not exist: the PGN has 6 game(s)"), "{}", text(&out.stderr));
}
