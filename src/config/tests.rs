//! Unit tests of the configuration file: every key sets its field, the tables agree
//! with the script header keys, and lines are counted right.

use std::path::{Path, PathBuf};

use shakmaty::Color;

use super::{
    read::{Reader, line_of},
    *,
};
use crate::{
    core::{
        settings::{AnnounceMode, AssistantFor, Duties, Edition, FlagRule, SightedClock},
        timecontrol::TimeControl,
    },
    script::{KEYS, LowTime, Variant},
};

const EXAMPLE: &str = include_str!("../../assets/taktil.toml");

fn parse(text: &str) -> Config {
    match Config::parse(text, "taktil.toml") {
        Ok(config) => config,
        Err(e) => panic!("{text:?} was refused:\n{e}"),
    }
}

fn errors(text: &str) -> Vec<String> {
    match Config::parse(text, "taktil.toml") {
        Ok(config) => panic!("{text:?} parsed as {config:?}"),
        Err(e) => e.iter().map(ToString::to_string).collect(),
    }
}

#[test]
fn the_tables_hold_every_header_key_once() {
    let mut header_keys: Vec<&str> = GAME.iter().chain(VOICE.iter()).copied().filter(|k| *k != "long").collect();
    // The online game's id is one game's, never a configuration file's (issue 33).
    let mut script_keys: Vec<&str> = KEYS.iter().copied().filter(|k| *k != "lichess-game").collect();
    header_keys.sort_unstable();
    script_keys.sort_unstable();
    assert_eq!(header_keys, script_keys);
    let mut all: Vec<&str> = TABLES.iter().flat_map(|(_, keys)| keys.iter().copied()).collect();
    let count = all.len();
    all.sort_unstable();
    all.dedup();
    assert_eq!(all.len(), count, "a key in two tables");
}

#[test]
fn the_example_sets_the_defaults() {
    let config = parse(EXAMPLE);
    let h = &config.header;
    assert_eq!(h.blind, Some(Color::White));
    assert_eq!((h.fen.as_deref(), h.variant, h.chess960), (None, None, None));
    assert_eq!(h.announce, Some(AnnounceMode::Auto));
    assert_eq!(h.time_control, None);
    assert_eq!(h.sighted_clock, Some(SightedClock::Auto));
    assert_eq!(h.flag, Some(FlagRule::Auto));
    assert_eq!(h.low_time, Some(LowTime::Off));
    assert_eq!(h.history_moves, Some(4));
    assert_eq!(
        (h.bounce_ms, h.settle_ms, h.divergence_ms, h.together_ms),
        (Some(60), Some(300), Some(3000), Some(300))
    );
    assert_eq!(h.edition, Some(Edition::Fide2009));
    assert_eq!((h.assistant, h.duties), (Some(AssistantFor::Blind), None));
    assert_eq!((h.locale.as_deref(), h.vocabulary.as_deref()), (Some("en"), Some("fide")));
    assert_eq!((&h.files, &h.ranks, &h.pieces), (&None, &None, &None));
    assert!(!config.long);
    let speech = &config.speech;
    assert_eq!((speech.rate, speech.volume, speech.voices.len()), (None, None, 0));
    assert_eq!((speech.protect_move, speech.sounds, speech.one_voice), (Some(false), Some(true), Some(false)));
    assert_eq!(
        config.session,
        SessionConfig {
            journal: None,
            downtime: Some(Downtime::Stopped),
            view: Some(ViewMode::Auto),
            speak: Some(true),
            braille_code: Some(crate::export::BrailleCode::Computer),
        }
    );
    assert_eq!(
        config.devices,
        DevicesConfig {
            board: Some(BoardSource::Stdin),
            keypad: Some(KeypadSource::None),
            sighted_board: Some(SightedSource::None),
            sighted_rotated: Some(Rotation::Auto),
            dgt_clock_white: Some(ClockWhite::Auto),
            livechess_hold_ms: Some(2500),
            device_file: None,
            braille_display: Some(BrailleSource::Off),
        }
    );
}

#[test]
fn the_types_defaults_are_the_settings_defaults() {
    let config = parse(EXAMPLE);
    assert_eq!(config.session.downtime, Some(Downtime::default()));
    assert_eq!(config.session.view, Some(ViewMode::default()));
    assert_eq!(config.devices.board, Some(BoardSource::default()));
    assert_eq!(config.devices.keypad, Some(KeypadSource::default()));
    assert_eq!(config.devices.sighted_board, Some(SightedSource::default()));
    assert_eq!(config.devices.braille_display, Some(BrailleSource::default()));
    assert_eq!(config.devices.sighted_rotated, Some(Rotation::default()));
    let hold = crate::io::livechess::FollowConfig::default().hold_ms;
    assert_eq!(config.devices.livechess_hold_ms, Some(hold));
}

/// A key commented out in the example works when the `#` is taken away (alone, as two
/// of them contradict each other).
#[test]
fn every_key_commented_out_in_the_example_works() {
    let lines: Vec<&str> = EXAMPLE.lines().collect();
    let mut tried = 0;
    for (i, line) in lines.iter().enumerate() {
        let Some(code) = line.strip_prefix("# ") else { continue };
        if !code.contains(" = ") || code.starts_with('~') {
            continue;
        }
        let mut edited = lines.clone();
        edited[i] = code;
        let text = edited.join("\n");
        if let Err(e) = Config::parse(&text, "taktil.toml") {
            panic!("line {}, {code:?}, uncommented: {e}", i + 1);
        }
        tried += 1;
    }
    // fen, variant, chess960, time-control, duties, files, ranks, pieces, rate, volume,
    // de, journal, device-file, and the eleven keys of [broadcast].
    assert_eq!(tried, 24);
}

#[test]
fn every_key_sets_its_field() {
    let config = parse(
        r#"
[game]
blind = "black"
variant = "chess960"
chess960 = 100
announce = "confirm"
time-control = "40/90m, 30m +30s"
sighted-clock = "key"
flag = "claim"
low-time = "5m"
history-moves = 10
bounce-ms = 1_000
settle-ms = 0x258
divergence-ms = 2500
together-ms = 250
edition = "2001"
assistant = "sighted"
duties = "a"

[voice]
locale = "de"
vocabulary = "scandinavian"
files = "nato"
ranks = "local"
pieces = "local"
long = true

[speech]
rate = 1.5
volume = 1
protect-move = true
sounds = false
one-voice = true

[speech.voices]
de = "German"
"nb-NO" = "Norwegian Bokmal"

[session]
journal = "/var/games/round1.journal"
downtime = "ran"
view = "plain"
speak = false
braille-code = "Literary"

[devices]
board = "serial:/dev/ttyUSB0"
keypad = "hid"
sighted-board = "dgt:/dev/ttyACM0"
sighted-rotated = true
device-file = "/etc/taktil/devices.conf"
"#,
    );
    let h = &config.header;
    assert_eq!(h.blind, Some(Color::Black));
    assert_eq!((h.variant, h.chess960), (Some(Variant::Chess960), Some(100)));
    assert_eq!(h.announce, Some(AnnounceMode::Confirm));
    assert_eq!(h.time_control, Some("40/90m, 30m +30s".parse::<TimeControl>().unwrap()));
    assert_eq!((h.sighted_clock, h.flag), (Some(SightedClock::Key), Some(FlagRule::Claim)));
    assert_eq!(h.low_time, Some("5m".parse().unwrap()));
    assert_eq!(h.history_moves, Some(10));
    assert_eq!(
        (h.bounce_ms, h.settle_ms, h.divergence_ms, h.together_ms),
        (Some(1000), Some(600), Some(2500), Some(250))
    );
    assert_eq!(h.edition, Some(Edition::Fide2001));
    assert_eq!((h.assistant, h.duties), (Some(AssistantFor::Sighted), Some("a".parse::<Duties>().unwrap())));
    assert_eq!(h.locale.as_deref(), Some("de"));
    assert_eq!(h.vocabulary.as_deref(), Some("scandinavian"));
    assert_eq!(
        (h.files.as_deref(), h.ranks.as_deref(), h.pieces.as_deref()),
        (Some("nato"), Some("local"), Some("local"))
    );
    assert!(config.long);
    assert_eq!(
        config.speech,
        SpeechConfigFile {
            rate: Some(1.5),
            volume: Some(1.0),
            voices: vec![("de".into(), "German".into()), ("nb-NO".into(), "Norwegian Bokmal".into())],
            protect_move: Some(true),
            sounds: Some(false),
            one_voice: Some(true),
        }
    );
    assert_eq!(
        config.session,
        SessionConfig {
            journal: Some(PathBuf::from("/var/games/round1.journal")),
            downtime: Some(Downtime::Ran),
            view: Some(ViewMode::Plain),
            speak: Some(false),
            braille_code: Some(crate::export::BrailleCode::Literary),
        }
    );
    assert_eq!(
        config.devices,
        DevicesConfig {
            board: Some(BoardSource::Serial("/dev/ttyUSB0".into())),
            keypad: Some(KeypadSource::Hid),
            sighted_board: Some(SightedSource::Dgt("/dev/ttyACM0".into())),
            sighted_rotated: Some(Rotation::Yes),
            dgt_clock_white: None,
            livechess_hold_ms: None,
            device_file: Some(PathBuf::from("/etc/taktil/devices.conf")),
            braille_display: None,
        }
    );
}

#[test]
fn an_empty_file_sets_nothing() {
    assert_eq!(parse(""), Config::default());
    assert_eq!(parse("# nothing\n\n[game]\n[speech.voices]\n").speech.voices, vec![]);
}

#[test]
fn integers_and_words_take_their_other_forms() {
    // edition is a number or a string; booleans read as yes and no for the rotation;
    // words in any case, as in set lines.
    assert_eq!(parse("[game]\nedition = 2001\n").header.edition, Some(Edition::Fide2001));
    assert_eq!(parse("[devices]\nsighted-rotated = false\n").devices.sighted_rotated, Some(Rotation::No));
    assert_eq!(parse("[game]\nblind = \"Black\"\n").header.blind, Some(Color::Black));
    assert_eq!(parse("[session]\nview = \"LINES\"\n").session.view, Some(ViewMode::Lines));
    // Dotted keys and inline tables are TOML too.
    assert_eq!(parse("game.blind = \"black\"\n").header.blind, Some(Color::Black));
    assert_eq!(parse("[speech]\nvoices = { da = \"Danish\" }\n").speech.voices, vec![("da".into(), "Danish".into())]);
}

#[test]
fn relative_paths_are_relative_to_the_file() {
    let config = parse("[session]\njournal = \"round1.journal\"\n[devices]\ndevice-file = \"../devices.conf\"\n");
    assert_eq!(config.session.journal, Some(PathBuf::from("round1.journal")));
    let config = Config::parse("[session]\njournal = \"round1.journal\"\n", "club/taktil.toml").unwrap();
    assert_eq!(config.session.journal.as_deref(), Some(Path::new("club/round1.journal")));
    let config = Config::parse("[devices]\ndevice-file = \"hid.conf\"\n", "/etc/taktil/taktil.toml").unwrap();
    assert_eq!(config.devices.device_file.as_deref(), Some(Path::new("/etc/taktil/hid.conf")));
}

#[test]
fn type_errors_say_what_would_do() {
    assert_eq!(
        errors("[game]\nblind = 1\n"),
        ["taktil.toml:2: [game] blind = 1: expected white or black (a string, in quotes)"]
    );
    assert_eq!(
        errors("[game]\nchess960 = \"518\"\n"),
        [
            "taktil.toml:2: [game] chess960 = \"518\": expected a Chess960 start position number, 0 to 959 (a number, without quotes)"
        ]
    );
    assert_eq!(
        errors("[game]\nsettle-ms = 1.5\n"),
        ["taktil.toml:2: [game] settle-ms = 1.5: expected a whole number of milliseconds, e.g. 500"]
    );
    assert_eq!(
        errors("[game]\nsettle-ms = 90000\n"),
        ["taktil.toml:2: [game] settle-ms = 90000: too long: expected at most 60000 milliseconds"]
    );
    assert_eq!(
        errors("[game]\nlow-time = \"2000h\"\n"),
        ["taktil.toml:2: [game] low-time = \"2000h\": time '2000h' is too long: expected at most 1000h"]
    );
    assert_eq!(
        errors("[voice]\nlong = \"yes\"\n"),
        ["taktil.toml:2: [voice] long = \"yes\": expected true or false (without quotes)"]
    );
    assert_eq!(errors("[session]\nspeak = 1\n"), ["taktil.toml:2: [session] speak = 1: expected true or false"]);
    assert_eq!(
        errors("[speech]\nvolume = \"loud\"\n"),
        ["taktil.toml:2: [speech] volume = \"loud\": expected a number from 0.0 to 1.0 (without quotes)"]
    );
    assert_eq!(
        errors("[session]\njournal = 3\n"),
        ["taktil.toml:2: [session] journal = 3: expected a file name, e.g. \"game.journal\" (a string, in quotes)"]
    );
    assert_eq!(
        errors("[session]\ndowntime = true\n"),
        ["taktil.toml:2: [session] downtime = true: expected stopped or ran (a string, in quotes)"]
    );
    assert_eq!(
        errors("[speech]\nvoices = \"German\"\n"),
        [
            "taktil.toml:2: [speech] voices = \"German\": expected a table of voices by language, written [speech.voices] above lines such as de = \"German\""
        ]
    );
    assert_eq!(errors("game = 3\n"), ["taktil.toml:1: game = 3: expected a table, written [game] above its keys"]);
    assert_eq!(errors("[[devices]]\n"), ["taktil.toml:1: [[devices]]: expected one table, written [devices]"]);
    assert_eq!(
        errors("\n devices = [1]\n"),
        ["taktil.toml:2: devices = [1]: expected a table, written [devices] above its keys"]
    );
}

#[test]
fn values_out_of_range_say_what_would_do() {
    assert_eq!(
        errors("[game]\nsettle-ms = -5\n"),
        ["taktil.toml:2: [game] settle-ms = -5: expected a whole number of milliseconds, e.g. 500"]
    );
    assert_eq!(
        errors("[game]\nhistory-moves = 51\n"),
        ["taktil.toml:2: [game] history-moves = 51: expected a number of moves from 1 to 50"]
    );
    assert_eq!(
        errors("[speech]\nrate = nan\n"),
        ["taktil.toml:2: [speech] rate = nan: expected a number from 0.5 to 2.0"]
    );
    assert_eq!(
        errors("[speech]\nvolume = 1.5\n"),
        ["taktil.toml:2: [speech] volume = 1.5: expected a number from 0.0 to 1.0"]
    );
    assert_eq!(
        errors("[session]\njournal = \"\"\n"),
        ["taktil.toml:2: [session] journal = \"\": expected a file name, e.g. \"game.journal\""]
    );
    assert_eq!(
        errors("[game]\nlocale = \"\"\n"),
        ["taktil.toml:2: [game] locale: unknown key; it belongs under [voice]"]
    );
    assert_eq!(
        errors("[voice]\nlocale = \"\"\n"),
        ["taktil.toml:2: [voice] locale = \"\": expected a language tag such as en, de, da, nb, sv or is"]
    );
    assert_eq!(
        errors("[speech.voices]\nde = \"\"\n\"x y\" = \"X\"\n"),
        [
            "taktil.toml:2: [speech.voices] de = \"\": expected the name of a voice, e.g. de = \"German\"",
            "taktil.toml:3: [speech.voices] x y: expected a language tag such as en, de, da, nb, sv or is",
        ]
    );
    assert_eq!(
        errors("[game]\nfen = \"8/8/8/8/8/8/8/8 w - - 0 1\"\n"),
        [
            "taktil.toml:2: [game] fen = \"8/8/8/8/8/8/8/8 w - - 0 1\": FEN '8/8/8/8/8/8/8/8 w - - 0 1' is not a legal position: illegal position: empty board, missing king"
        ]
    );
}

#[test]
fn keys_outside_the_tables_are_told_where_they_belong() {
    assert_eq!(
        errors("settle-ms = 600\n[game]\n"),
        ["taktil.toml:1: settle-ms: a key outside the tables; it belongs under [game]"]
    );
    assert_eq!(
        errors("colour = \"white\"\n"),
        [
            "taktil.toml:1: colour: unknown key outside the tables; the tables are [game], [voice], [speech], [session], [devices], [engine], [broadcast]"
        ]
    );
    assert_eq!(
        errors("[display]\n"),
        [
            "taktil.toml:1: [display]: unknown table; the tables are [game], [voice], [speech], [session], [devices], [engine], [broadcast]"
        ]
    );
}

#[test]
fn long_values_and_odd_keys_are_quoted_on_one_short_line() {
    let long = "x".repeat(100);
    let e = errors(&format!("[game]\nblind = \"{long}\"\n"));
    assert_eq!(e, [format!("taktil.toml:2: [game] blind = \"{} ...: expected white or black", "x".repeat(59))]);
    let e = errors("[game]\nfen = \"\"\"\n8/8\"\"\"\n");
    assert_eq!(e[0].lines().count(), 1, "{e:?}");
    assert!(e[0].starts_with("taktil.toml:2: [game] fen = \"\"\" ...: "), "{e:?}");
    let e = errors("[game]\n\"a\\nb\" = 1\n");
    assert!(e[0].starts_with("taktil.toml:2: [game] a b: unknown key; "), "{e:?}");
}

#[test]
fn lines_are_counted_from_one_and_never_past_the_last() {
    assert_eq!(line_of(b"", 0), 1);
    assert_eq!(line_of(b"a\nb\n", 0), 1);
    assert_eq!(line_of(b"a\nb\n", 2), 2);
    assert_eq!(line_of(b"a\nb\n", 4), 2);
    assert_eq!(line_of(b"a\nb", 99), 2);
    assert_eq!(line_of(b"\n\n\n", 3), 3);
    for text in ["", "a", "a\n", "\n\nb", "[game]\r\nblind = 1\r\n", "x\n\n"] {
        let reader = Reader::new(text, "taktil.toml", Path::new(""));
        for offset in 0..=text.len() + 2 {
            assert_eq!(reader.line(offset), line_of(text.as_bytes(), offset), "{text:?} at {offset}");
        }
    }
}

#[test]
fn a_file_that_is_not_utf8_is_refused_at_its_line() {
    let dir = std::env::temp_dir().join(format!("taktil-config-unit-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("latin1.toml");
    std::fs::write(&path, b"[game]\n# K\xf6nig\nblind = \"white\"\n").unwrap();
    let e = Config::load(&path).unwrap_err().to_string();
    assert_eq!(e, format!("{}:2: not UTF-8 text: expected the file saved as UTF-8", path.display()));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Issue 18: `[engine]` sets the engine flags; a value out of range names the key.
#[test]
fn the_engine_table_sets_the_opponent() {
    let config = parse(
        "[engine]\nopponent = \"engine\"\npath = \"sf\"\nelo = 1500\nmovetime = 2000\n[game]\npractice = \"on\"\n",
    );
    let engine = &config.engine;
    assert_eq!(engine.opponent, Some(crate::config::OpponentKind::Engine));
    assert_eq!(engine.path.as_deref(), Some(Path::new("sf")));
    assert_eq!((engine.elo, engine.skill, engine.movetime, engine.nodes), (Some(1500), None, Some(2000), None));
    assert_eq!(config.header.practice, Some(crate::core::settings::Practice::On));
    let refused = errors("[engine]\nskill = 21\n");
    assert_eq!(refused.len(), 1, "{refused:?}");
    assert!(refused[0].contains("skill") && refused[0].contains("a whole number from 0 to 20"), "{refused:?}");
}
