//! A session whose tactile board has no sensors (issue 16 point 1): real games played
//! on the sighted board alone, and `taktil play --board none` through the binary with
//! a TBP/1 sighted board on standard input, its journal resumed and its game exported.

use std::{ffi::OsStr, path::PathBuf};

use rand::{SeedableRng, rngs::StdRng};
use shakmaty::Color;
use taktil::{
    core::{
        self,
        input::{Device, Input},
        msg::Msg,
        output::Output,
        settings::{Settings, TactileBoard},
    },
    pgn,
    synth::{self, SynthStyle},
};

use crate::util::{games_dir, play_typed};

/// The synthesized peg events of a game moved onto the sighted board: every move is
/// executed there (a DGT board reads the pieces, so no promotion key is needed but a
/// black bishop's); the blind player's keys stay his.
fn on_the_sighted_board(events: Vec<(core::time::Timestamp, Input)>) -> Vec<(core::time::Timestamp, Input)> {
    events
        .into_iter()
        .map(|(t, input)| match input {
            Input::Board { device: Device::Tactile, msg, seq } => {
                (t, Input::Board { device: Device::Sighted, msg, seq })
            }
            other => (t, other),
        })
        .collect()
}

/// Real games, the blind player White and Black, executed on the sighted board only:
/// the game taktil keeps is the source game move by move, and after each of the
/// blind player's moves the first thing said is that move, marked as his own.
#[test]
fn real_games_played_on_the_sighted_board_alone_come_out_move_for_move_with_the_echo() {
    let text = std::fs::read_to_string(games_dir().join("Capablanca.pgn")).expect("Capablanca.pgn");
    let games: Vec<_> = pgn::read_games(&text).into_iter().filter_map(Result::ok).take(6).collect();
    assert!(games.len() == 6, "six games of Capablanca.pgn");
    let mut rng = StdRng::seed_from_u64(16);
    for (i, game) in games.iter().enumerate() {
        for blind in [Color::White, Color::Black] {
            let style = SynthStyle { blind, identity: true, ..SynthStyle::default() };
            let s = synth::synthesize(&game.start, &game.moves, &style, &mut rng);
            let settings = Settings {
                blind,
                start: game.start.clone(),
                tactile: TactileBoard::NoSensors,
                time_control: Some("40/120m, 60m +30s".parse().expect("control")),
                ..Settings::default()
            };
            let (core, outputs) = core::run(settings, on_the_sighted_board(s.events));
            let context = format!("game {} blind {blind:?}", i + 1);
            let made: Vec<String> = core.moves().iter().map(|m| m.san.to_string()).collect();
            let want: Vec<String> = game.sans.iter().map(ToString::to_string).collect();
            assert_eq!(made, want, "{context}");
            assert!(core.moves().iter().all(|m| m.source == Device::Sighted), "{context}");
            // The first thing said after each of the blind player's moves is the echo.
            let mut echoes = 0;
            for (j, timed) in outputs.iter().enumerate() {
                let Output::Move(made) = &timed.output else { continue };
                let said = outputs[j + 1..].iter().find_map(|o| match &o.output {
                    Output::Say(msg) => Some(msg),
                    _ => None,
                });
                match said {
                    Some(Msg::OwnMove(spoken)) if made.by == blind => {
                        assert_eq!(spoken.san, made.san, "{context}");
                        echoes += 1;
                    }
                    Some(Msg::Move(spoken)) if made.by != blind => assert_eq!(spoken.san, made.san, "{context}"),
                    other => panic!("{context}: after {} came {other:?}", made.san),
                }
            }
            assert_eq!(echoes, core.moves().iter().filter(|m| m.by == blind).count(), "{context}");
        }
    }
}

/// A temporary folder of its own for one test.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("taktil-no-sensors-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

/// What a session said (`say` lines), in order.
fn said(out: &std::process::Output) -> Vec<String> {
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| l.split_once("  say      ").map(|(_, s)| s.trim().to_owned()))
        .collect()
}

/// The start of a game on a tactile board without sensors.
const NO_SENSORS_READY: &str = "Ready. You play white. Your board has no sensors: announce each move aloud.";

/// `taktil play --board none`: a TBP/1 sighted board on standard input carries both
/// players' moves; the blind player hears his own back as executed. The journal keeps
/// the setting: `--resume` goes on without sensors, and the export holds the game.
#[test]
fn play_board_none_reads_the_sighted_board_and_resumes_without_sensors() {
    let dir = folder("play");
    let journal = dir.join("game.journal");
    let typed =
        "sighted L e2\nsighted P e4 P\nsighted L e7\nsighted P e5 p\ntactile L g1\nsighted L g1\nsighted P f3 N\n";
    let args = [OsStr::new("--board"), OsStr::new("none"), OsStr::new("--journal"), journal.as_os_str()];
    let out = play_typed(args, typed.as_bytes());
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    // Issue 29, point 11: the start says that the board has no sensors (D.2.2).
    assert_eq!(said(&out), [NO_SENSORS_READY, "You: Eva vier", "Eva fünf", "You: Springer Felix drei"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("The tactile board has no sensors in this session"), "{stdout}");
    let text = std::fs::read_to_string(&journal).expect("the journal");
    assert!(text.contains("set tactile-board none"), "{text}");
    // Resumed: the setting is the journal's, not the flags'.
    let export = dir.join("export");
    let mut all = vec![OsStr::new("--resume"), OsStr::new("--journal"), journal.as_os_str()];
    all.extend([OsStr::new("--export"), export.as_os_str()]);
    let resumed = play_typed(all, b"sighted L b8\nsighted P c6 n\nsighted L f1\nsighted P b5 B\n");
    assert!(resumed.status.success(), "{}", String::from_utf8_lossy(&resumed.stderr));
    let words = said(&resumed);
    assert!(words.ends_with(&["Springer Cesar sechs".to_owned(), "You: Läufer Bella fünf".to_owned()]), "{words:?}");
    let pgn = std::fs::read_to_string(export.join("game.pgn")).expect("game.pgn");
    assert!(pgn.contains("1. e4 e5 2. Nf3 Nc6 3. Bb5"), "{pgn}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The configuration file's `[devices] board = "none"` is `--board none`.
#[test]
fn the_configuration_file_says_the_board_has_no_sensors() {
    let dir = folder("config");
    let config = dir.join("taktil.toml");
    std::fs::write(&config, "[devices]\nboard = \"none\"\n").expect("the configuration file");
    let args = [OsStr::new("--config"), config.as_os_str()];
    let out = play_typed(args, b"sighted L d2\nsighted P d4 P\n");
    assert_eq!(said(&out), [NO_SENSORS_READY, "You: David vier"]);
    // Without it the sighted board does not carry the blind player's move.
    let out = play_typed::<[&OsStr; 0], _>([], b"sighted L d2\nsighted P d4 P\n");
    assert_eq!(said(&out), ["Ready. You play white."]);
    let _ = std::fs::remove_dir_all(&dir);
}
