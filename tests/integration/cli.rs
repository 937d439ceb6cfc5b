//! The `taktil` command as a user runs it: the demo, the output formats, several
//! scripts at once, and clear errors for bad scripts and settings.

use std::process::Command;
use taktil::pgn;

use crate::util::{taktil, text};

#[test]
fn demo_session_plays_legals_mate() {
    let out = taktil(&["replay", "assets/demo.script"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    for expected in [
        "Illegal: the Läufer cannot reach David vier.",
        "You touched the Springer on Bella eins: it must move.",
        "Springer takes Eva fünf",
        "Läufer takes Felix sieben check",
        "Springer David fünf checkmate",
        "Checkmate. White wins.",
    ] {
        assert!(stdout.contains(expected), "missing {expected:?} in:\n{stdout}");
    }
    assert!(stdout.contains("White 1 hour 32 minutes. Black 1 hour 32 minutes."), "{stdout}");
    let pgn = text(&taktil(&["replay", "--pgn", "assets/demo.script"]).stdout);
    let game = pgn::read_games(&pgn).into_iter().next().expect("one game").expect("a readable game");
    let sans: Vec<String> = game.sans.iter().map(ToString::to_string).collect();
    assert_eq!(sans.join(" "), "e4 e5 Nf3 d6 Bc4 Bg4 Nc3 g6 Nxe5 Bxd1 Bxf7+ Ke7 Nd5#", "{pgn}");
    assert!(pgn.contains("[TimeControl \"40/5400+30:1800+30\"]"), "{pgn}");
    assert!(pgn.contains("7. Nd5# { [%clk 1:32:24] } 1-0"), "{pgn}");
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
    assert_eq!(
        text(&out.stderr),
        "taktil: tests/scripts/moves/quiet_move_auto.script: unknown locale 'fr': there is no \
         locales/fr/taktil.ftl; taktil speaks en (English), \
         de (Deutsch), da (dansk), nb (norsk bokmål), sv (svenska), is (íslenska)\n"
    );
    // A live session with a locale taktil does not speak starts nothing: no journal.
    let journal = dir.join("fr.journal");
    let out = Command::new(env!("CARGO_BIN_EXE_taktil"))
        .args(["play", "--silent", "--locale", "fr-FR", "--journal"])
        .arg(&journal)
        .stdin(std::process::Stdio::null())
        .output()
        .expect("taktil runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).starts_with("taktil: unknown locale 'fr-FR': there is no locales/fr/taktil.ftl;"));
    assert!(!journal.exists(), "no journal for a session that did not start");
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
    // Issue 29, point 11: the move is written in the locale's piece letters (C.3).
    assert!(stdout.lines().nth(2).is_some_and(|l| l.starts_with("2. Sf3 ")), "{stdout}");
    let out = taktil(&["announce", "--silent", "--locale", "is", "e4", "e5", "Nf3"]);
    assert!(text(&out.stdout).lines().nth(2).is_some_and(|l| l.starts_with("2. Rf3 ")), "{}", text(&out.stdout));
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

/// A timed game for the clock tests (issue 4): 1. e4 e5 2. Nf3 under 40/90m, 30m +30s,
/// the blind player White, Black's replies transferred.
const TIMED: &str = "\
# 1. e4 e5 2. Nf3 under a time control (6.2a)
set blind white
set time-control 40/90m, 30m +30s
set low-time 5m
set duties a,b,c,d
@0      tactile  S XXXXXXXXXXXXXXXX................................XXXXXXXXXXXXXXXX
@1000   tactile  L e2
@1600   tactile  P e4
@9000   tactile  L e7
@9400   tactile  P e5
@15000  tactile  L g1
@15600  tactile  P f3
";

/// Writes a script to a fresh temporary folder and returns its path.
fn temp_script(name: &str, text: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("taktil-cli-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(format!("{name}.script"));
    std::fs::write(&path, text).expect("write");
    path
}

#[test]
fn time_control_reaches_the_pgn_in_the_standard_form() {
    let path = temp_script("timed", TIMED);
    let script = path.to_str().expect("utf-8 path");
    let out = taktil(&["replay", "--pgn", script]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let pgn = text(&out.stdout);
    assert!(pgn.contains("[TimeControl \"40/5400+30:1800+30\"]\n"), "{pgn}");
    // taktil's own reader takes the game back, clock comments and all.
    let game = taktil::pgn::read_games(&pgn).remove(0).expect("a legal game");
    assert_eq!(game.sans.iter().map(ToString::to_string).collect::<Vec<_>>(), ["e4", "e5", "Nf3"]);
    // The command line wins over the header, and is parsed the same way.
    let out = taktil(&["replay", "--pgn", "--time-control", "40/100m, 40m d30s", script]);
    let pgn = text(&out.stdout);
    assert!(pgn.contains("[TimeControl \"40/6000:2400\"]\n[TimeControlText \"40/100m, 40m d30s\"]\n"), "{pgn}");
    // JSON lines: when a line carries times, they are whole milliseconds.
    let out = taktil(&["replay", "--format", "jsonl", script]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let lines: Vec<serde_json::Value> =
        text(&out.stdout).lines().map(|l| serde_json::from_str(l).expect("one JSON object per line")).collect();
    assert_eq!(lines.iter().filter(|v| v["kind"] == "move").count(), 3);
    for line in &lines {
        for field in ["clock", "times"] {
            if let Some(times) = line.get(field) {
                assert!(times["white_ms"].is_u64() && times["black_ms"].is_u64(), "{line}");
            }
        }
    }
    let _ = std::fs::remove_dir_all(path.parent().expect("temp dir"));
}

/// Once the core keeps the time (issue 4), every move of a timed game carries both
/// clocks: the PGN has the mover's time after each move, the JSON lines both times.
#[test]
fn timed_replay_writes_clock_comments_and_times() {
    let path = temp_script("clk", TIMED);
    let script = path.to_str().expect("utf-8 path");
    let pgn = text(&taktil(&["replay", "--pgn", script]).stdout);
    assert_eq!(pgn.matches("[%clk ").count(), 3, "{pgn}");
    assert!(pgn.contains("1. e4 { [%clk 1:"), "{pgn}");
    let out = taktil(&["replay", "--format", "jsonl", script]);
    let lines: Vec<serde_json::Value> =
        text(&out.stdout).lines().map(|l| serde_json::from_str(l).expect("one JSON object per line")).collect();
    for mv in lines.iter().filter(|v| v["kind"] == "move") {
        assert!(mv["clock"]["white_ms"].is_u64() && mv["clock"]["black_ms"].is_u64(), "{mv}");
    }
    let clocks: Vec<_> = lines.iter().filter(|v| v["kind"] == "clock").collect();
    assert!(!clocks.is_empty());
    for clock in clocks {
        assert!(clock["times"]["white_ms"].is_u64() && clock["times"]["running"].is_boolean(), "{clock}");
    }
    let _ = std::fs::remove_dir_all(path.parent().expect("temp dir"));
}

#[test]
fn every_assistant_command_replays() {
    let commands = [
        "clock press black",
        "clock stop",
        "clock start",
        "clock adjust black +2m illegal-move",
        "clock set white 1h10m moves 1 reconstruction",
        "draw offer white",
        "draw decline",
        "touch g8",
        "claim draw",
        "claim draw Nc6",
        "claim time",
        "draw accept",
        "illegal black",
        "seal Nc6",
        "resume",
    ];
    let events: String =
        commands.iter().enumerate().map(|(i, c)| format!("@{} assist {c}\n", 20_000 + i * 100)).collect();
    let path = temp_script("assist", &format!("{TIMED}{events}"));
    let out = taktil(&["replay", path.to_str().expect("utf-8 path")]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let _ = std::fs::remove_dir_all(path.parent().expect("temp dir"));
}

#[test]
fn clock_settings_on_the_command_line() {
    let path = temp_script("flags", TIMED);
    let script = path.to_str().expect("utf-8 path");
    let ok = taktil(&[
        "replay",
        "--sighted-clock",
        "key",
        "--flag",
        "claim",
        "--low-time",
        "off",
        "--duties",
        "a,b",
        "--assistant",
        "sighted",
        script,
    ]);
    assert!(ok.status.success(), "{}", text(&ok.stderr));
    for (args, message) in [
        (&["--time-control", "40/120m"][..], "the last stage must be for the rest of the game"),
        (&["--low-time", "5"], "expected a time above zero such as 5m or 1m30s, or off"),
        (&["--duties", "a,g"], "unknown duty 'g'"),
        (&["--flag", "never"], "expected auto or claim"),
        (&["--sighted-clock", "button"], "expected auto or key"),
        (&["--assistant", "arbiter"], "expected blind or sighted"),
    ] {
        let out = taktil(&[&["replay"], args, &[script]].concat());
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(text(&out.stderr).contains(message), "{args:?}: {}", text(&out.stderr));
    }
    // The script's duties c and d, with the sighted player's assistant from the flag.
    let out = taktil(&["replay", "--assistant", "sighted", script]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("duty 'c' is not for the sighted player's assistant (E2.10)"),
        "{}",
        text(&out.stderr)
    );
    let bad = temp_script("bad-tc", "set blind white\nset time-control 90m/40+30m+30s\n");
    let out = taktil(&["replay", bad.to_str().expect("utf-8 path")]);
    assert!(
        text(&out.stderr).contains("line 2: bad value '90m/40+30m+30s' for time-control: bad mode"),
        "{}",
        text(&out.stderr)
    );
    for p in [path, bad] {
        let _ = std::fs::remove_dir_all(p.parent().expect("temp dir"));
    }
}

#[test]
fn scoresheets_in_algebraic_notation() {
    let out = taktil(&["replay", "--scoresheets", "tests/scripts/boards/sheet_entered.script"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let want = "blind player's scoresheet (black):\n   1. e4          e5\n   2. Nf3\n\
                sighted player's scoresheet (white):\n   1. e4          e5\n   2. Nc3\n";
    assert!(stdout.ends_with(want), "{stdout}");
}

/// Issue 14: a resignation's PGN has the result, the `Termination` tag and a comment
/// after the last move saying who resigned (5.1.2; 2009 5.1b).
#[test]
fn a_resignation_reaches_the_pgn() {
    let out = taktil(&["replay", "--pgn", "tests/scripts/arbiter/result/resign_by_assistant.script"]);
    let pgn = text(&out.stdout);
    assert!(pgn.contains("[Result \"1-0\"]\n[Termination \"normal\"]\n"), "{pgn}");
    assert!(pgn.contains("1... e5 { [%clk 0:59:58] Black resigns (5.1.2) } 1-0"), "{pgn}");
    let game = pgn::read_games(&pgn).remove(0).expect("a readable game");
    assert_eq!(game.result, "1-0");
}

/// Issue 29, point 7: a game from a FEN at move 50 is numbered from 50 in the
/// transcript, as in its PGN.
#[test]
fn a_game_from_a_fen_keeps_its_move_numbers_in_the_transcript() {
    let script = temp_script(
        "fen-numbers",
        "# C: move numbers from the start position\n\
         set fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 50\n\
         @1000 tactile L e2\n@1500 tactile P e4\n@3000 assist move e5\n",
    );
    let out = taktil(&["replay", script.to_str().expect("a path")]);
    let said = text(&out.stdout);
    assert!(said.contains("move     50. e4  (e2e4"), "{said}");
    assert!(said.contains("move     50... e5  (e7e5"), "{said}");
    let pgn = text(&taktil(&["replay", "--pgn", script.to_str().expect("a path")]).stdout);
    assert!(pgn.contains("50. e4 e5"), "{pgn}");
}

/// Issue 29, point 7: what is said to the arbiter about the sighted player's
/// scoresheet numbers the moves as the scoresheet does, from the FEN's move and side.
#[test]
fn the_sheet_sentences_of_a_game_from_a_fen_number_its_moves() {
    let script = temp_script(
        "fen-sheet",
        "# C: a game from move 50 with Black to move\n\
         set fen rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 50\n\
         @1000 assist move Nc6\n@2000 assist move Nf3\n\
         @3000 assist sheet Nc6 Nf3 Sf6\n",
    );
    let out = taktil(&["replay", script.to_str().expect("a path")]);
    let said = text(&out.stdout);
    assert!(said.contains("scoresheet differs from the game at move 51, Black."), "{said}");
    assert!(said.contains("scoresheet, move 51 Black: Sf6 is in other piece letters than Nc6."), "{said}");
}

/// The PGN after the tags: the movetext, as exported.
fn movetext(script: &str) -> String {
    let pgn = text(&taktil(&["replay", "--pgn", script]).stdout);
    pgn.split("\n\n").nth(1).unwrap_or_default().trim_end().to_owned()
}

/// Issue 29, point 9: a claim under 9.2 or 9.3 is also a draw offer (9.1b(3); 2023
/// 9.1.2.3), and an offer is written "(=)" with the offerer's move (9.1b(2), C13,
/// the declared move of a claim waiting for it, correct or not, and in both the
/// PGN and the blind player's scoresheet.
#[test]
fn a_claims_offer_is_written_on_the_scoresheet() {
    let incorrect = "tests/scripts/draws/claim_incorrect.script";
    assert_eq!(movetext(incorrect), "1. e4 { [%clk 0:09:58] } 1... e5 { [%clk 0:09:58] (=) } *");
    let sheets = text(&taktil(&["replay", "--scoresheets", incorrect]).stdout);
    assert!(sheets.contains("blind player's scoresheet (black):\n   1. e4          e5 (=)\n"), "{sheets}");
    assert_eq!(
        movetext("tests/scripts/draws/claim_threefold_declared_move.script"),
        "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 { (=) } 1/2-1/2"
    );
    assert_eq!(movetext("tests/scripts/editions/claim_offer_sighted_accepts_2009.script"), "1. Nf3 { (=) } 1/2-1/2");
    // A correct claim for the position on the board ends the game before any move of
    // the claimant's: there is no move to write the offer with.
    assert_eq!(
        movetext("tests/scripts/draws/claim_threefold_on_the_board.script"),
        "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2"
    );
}

/// Issue 29, point 9: the `Termination` tag in the PGN standard's words (9.8.1): an
/// agreed or claimed draw is `normal`; the arbiter's own result `adjudication`, but his
/// loss for illegal moves (2009 7.4b, 2023 7.5.5) the `rules infraction` taktil's own
/// count writes.
#[test]
fn the_termination_tag_names_how_the_game_ended() {
    let cases = [
        ("draws/offer_accepted", "[Result \"1/2-1/2\"]\n[Termination \"normal\"]\n"),
        ("arbiter/result/draw_agreed", "[Result \"1/2-1/2\"]\n[Termination \"normal\"]\n"),
        ("draws/claim_threefold_on_the_board", "[Result \"1/2-1/2\"]\n[Termination \"normal\"]\n"),
        ("ends/checkmate", "[Termination \"normal\"]\n"),
        ("clock/flag_before_control", "[Termination \"time forfeit\"]\n"),
        ("clock/illegal_move_penalties", "[Termination \"rules infraction\"]\n"),
        ("arbiter/result/arbiter_result_third_illegal", "[Result \"0-1\"]\n[Termination \"rules infraction\"]\n"),
        ("arbiter/result/arbiter_draw_quickplay", "[Result \"1/2-1/2\"]\n[Termination \"adjudication\"]\n"),
        ("arbiter/result/arbiter_forfeit", "[Termination \"abandoned\"]\n"),
    ];
    for (name, want) in cases {
        let pgn = text(&taktil(&["replay", "--pgn", &format!("tests/scripts/{name}.script")]).stdout);
        assert!(pgn.contains(want), "{name}: {pgn}");
    }
    let agreed = text(&taktil(&["replay", "--pgn", "tests/scripts/draws/offer_accepted.script"]).stdout);
    assert!(agreed.ends_with("\n\n1. e4 { (=) } 1/2-1/2\n\n"), "{agreed:?}");
}

/// Issue 34: many scripts are replayed side by side, and what is printed is what one
/// replay after the other prints, in the order given: each game's transcript and PGN
/// in its place, and the scripts that cannot be replayed named on standard error in
/// their order.
#[test]
fn many_scripts_print_in_the_order_given() {
    let mut scripts: Vec<String> = std::fs::read_dir("tests/scripts/moves")
        .expect("tests/scripts/moves")
        .flatten()
        .map(|e| e.path().display().to_string())
        .filter(|p| p.ends_with(".script"))
        .collect();
    scripts.sort();
    assert!(scripts.len() > 10, "{scripts:?}");
    let bad = temp_script("order-bad", "@0 tactile S ........\n");
    let bad = bad.to_str().expect("utf-8 path");
    scripts.insert(3, bad.to_owned());
    scripts.insert(7, "no-such-file.script".to_owned());
    for flags in [&[][..], &["--pgn"], &["--format", "jsonl"]] {
        let mut all: Vec<&str> = vec!["replay"];
        all.extend(flags);
        all.extend(scripts.iter().map(String::as_str));
        let together = taktil(&all);
        let mut stdout = String::new();
        let mut stderr = String::new();
        for script in &scripts {
            let alone = taktil(&[&["replay"], flags, &[script.as_str()]].concat());
            stdout.push_str(&text(&alone.stdout));
            stderr.push_str(&text(&alone.stderr));
        }
        assert_eq!(text(&together.stdout), stdout, "{flags:?}");
        assert_eq!(text(&together.stderr), stderr, "{flags:?}");
        assert_eq!(together.status.code(), Some(1), "two scripts failed");
        let named: Vec<usize> =
            [bad, "no-such-file.script"].iter().map(|s| text(&together.stderr).find(s).expect("named")).collect();
        assert!(named[0] < named[1], "in the order given");
    }
}
