//! The configuration file of `taktil play`, as its user sees it: the shipped example
//! gives the documented defaults, a tournament file sets what it says, and every
//! mistake is told with the file, the line, the value as written and what would do,
//! all of them at once. No text, however broken, makes the reader panic.

use std::{
    fs,
    path::{Path, PathBuf},
};

use proptest::{prelude::*, sample::Index};
use shakmaty::Color;
use taktil::{
    config::{BoardSource, ClockWhite, Config, Downtime, KeypadSource, Rotation, SightedSource, ViewMode},
    core::settings::{AnnounceMode, AssistantFor, Edition},
};

fn example_path() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/taktil.toml")
}

fn example() -> String {
    fs::read_to_string(example_path()).expect("assets/taktil.toml is there")
}

/// The errors of `text` read as `taktil.toml`, one string per error.
fn errors(text: &str) -> Vec<String> {
    match Config::parse(text, "taktil.toml") {
        Ok(config) => panic!("{text:?} was accepted as {config:?}"),
        Err(e) => e.iter().map(ToString::to_string).collect(),
    }
}

/// A fresh folder of its own for one test.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("taktil-config-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

#[test]
fn the_example_file_gives_the_documented_defaults() {
    let config = Config::load(&example_path()).unwrap_or_else(|e| panic!("{e}"));
    let h = &config.header;
    assert_eq!(h.blind, Some(Color::White));
    assert_eq!(h.announce, Some(AnnounceMode::Auto));
    assert_eq!(
        (h.bounce_ms, h.settle_ms, h.divergence_ms, h.together_ms),
        (Some(60), Some(300), Some(3000), Some(300))
    );
    assert_eq!(h.history_moves, Some(4));
    assert_eq!(h.edition, Some(Edition::Fide2009));
    assert_eq!(h.assistant, Some(AssistantFor::Blind));
    assert_eq!((h.locale.as_deref(), h.vocabulary.as_deref()), (Some("en"), Some("fide")));
    // No default that could be written: the standard start, no time control, the
    // vocabulary's words, all duties.
    assert_eq!((&h.fen, h.chess960, &h.time_control, &h.files, h.duties), (&None, None, &None, &None, None));
    assert!(!config.long);
    assert_eq!((config.speech.rate, config.speech.volume), (None, None));
    assert_eq!(
        (config.speech.protect_move, config.speech.sounds, config.speech.one_voice),
        (Some(false), Some(true), Some(false))
    );
    assert!(config.speech.voices.is_empty());
    assert_eq!(config.session.journal, None);
    assert_eq!(config.session.downtime, Some(Downtime::Stopped));
    assert_eq!(config.session.view, Some(ViewMode::Auto));
    assert_eq!(config.session.speak, Some(true));
    assert_eq!(config.devices.board, Some(BoardSource::Stdin));
    assert_eq!(config.devices.keypad, Some(KeypadSource::None));
    assert_eq!(config.devices.sighted_board, Some(SightedSource::None));
    assert_eq!(config.devices.sighted_rotated, Some(Rotation::Auto));
    assert_eq!(config.devices.dgt_clock_white, Some(ClockWhite::Auto));
    assert_eq!(config.devices.device_file, None);
}

#[test]
fn a_tournament_file_sets_each_table() {
    let config = Config::parse(
        r#"# Round 3, board 1
[game]
blind = "black"
time-control = "40/90m, 30m +30s"
low-time = "5m"
settle-ms = 600

[voice]
locale = "da"
vocabulary = "scandinavian"
long = true

[speech]
rate = 1.25
sounds = false

[speech.voices]
da = "Danish"

[session]
journal = "/home/anna/round3.journal"
downtime = "ran"
speak = true

[devices]
board = "hid"
keypad = "hid"
sighted-board = "dgt:/dev/ttyACM0"
sighted-rotated = "yes"
"#,
        "taktil.toml",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(config.header.blind, Some(Color::Black));
    assert_eq!(config.header.time_control.as_ref().map(ToString::to_string).as_deref(), Some("40/90m, 30m +30s"));
    assert_eq!(config.header.low_time.and_then(|l| l.ms()), Some(300_000));
    assert_eq!(config.header.settle_ms, Some(600));
    assert_eq!(config.header.locale.as_deref(), Some("da"));
    assert_eq!(config.header.vocabulary.as_deref(), Some("scandinavian"));
    assert!(config.long);
    assert_eq!((config.speech.rate, config.speech.sounds), (Some(1.25), Some(false)));
    assert_eq!(config.speech.voices, [("da".to_owned(), "Danish".to_owned())]);
    assert_eq!(config.session.journal.as_deref(), Some(Path::new("/home/anna/round3.journal")));
    assert_eq!((config.session.downtime, config.session.speak), (Some(Downtime::Ran), Some(true)));
    assert_eq!((config.devices.board, config.devices.keypad), (Some(BoardSource::Hid), Some(KeypadSource::Hid)));
    assert_eq!(config.devices.sighted_board, Some(SightedSource::Dgt("/dev/ttyACM0".to_owned())));
    assert_eq!(config.devices.sighted_rotated, Some(Rotation::Yes));
    // The header is the one a script's set lines would give.
    let script = taktil::script::parse(
        "set blind black\nset time-control 40/90m, 30m +30s\nset low-time 5m\nset settle-ms 600\n\
         set locale da\nset vocabulary scandinavian\n",
    )
    .expect("the same settings as set lines");
    assert_eq!(config.header, script.header);
}

#[test]
fn a_syntax_error_names_the_line_and_tomls_reason() {
    assert_eq!(
        errors("[game]\nblind = white\n"),
        ["taktil.toml:2: TOML syntax error at white: string values must be quoted, expected literal string"]
    );
    assert_eq!(
        errors("[game\nblind = \"white\"\n"),
        ["taktil.toml:1: TOML syntax error: unclosed table, expected `]`"]
    );
    assert_eq!(
        errors("[game]\nblind = \"white\"\nsettle-ms = 500\nblind = \"black\"\n"),
        ["taktil.toml:4: TOML syntax error at blind: duplicate key"]
    );
}

#[test]
fn an_unknown_table_lists_the_tables() {
    assert_eq!(
        errors("[gmae]\nblind = \"white\"\n"),
        [
            "taktil.toml:1: [gmae]: unknown table; did you mean [game]? The tables are [game], [voice], [speech], [session], [devices], [engine], [broadcast]"
        ]
    );
    assert_eq!(
        errors("[clock]\n"),
        [
            "taktil.toml:1: [clock]: unknown table; the tables are [game], [voice], [speech], [session], [devices], [engine], [broadcast]"
        ]
    );
}

#[test]
fn an_unknown_key_lists_the_keys_and_suggests_the_nearest() {
    assert_eq!(
        errors("[game]\ntime-control = \"40/90m, 30m +30s\"\n\nblnd = \"white\"\n"),
        ["taktil.toml:4: [game] blnd: unknown key; did you mean blind? The keys of [game] are blind, fen, variant, \
          chess960, announce, time-control, sighted-clock, flag, low-time, history-moves, bounce-ms, settle-ms, \
          divergence-ms, together-ms, press-grace-ms, edition, assistant, duties, tactile-board, practice, \
          opponent-hearing, guidelines-iii"]
    );
    assert_eq!(
        errors("[speech]\nspeed = 1.5\n"),
        ["taktil.toml:2: [speech] speed: unknown key; the keys of [speech] are rate, volume, protect-move, sounds, \
          one-voice, voices"]
    );
    assert_eq!(errors("[game]\nlong = true\n"), ["taktil.toml:2: [game] long: unknown key; it belongs under [voice]"]);
    assert_eq!(
        errors("blind = \"white\"\n[game]\n"),
        ["taktil.toml:1: blind: a key outside the tables; it belongs under [game]"]
    );
}

#[test]
fn a_value_of_the_wrong_type_says_what_would_do() {
    assert_eq!(
        errors("[game]\nsettle-ms = \"fast\"\n"),
        [
            "taktil.toml:2: [game] settle-ms = \"fast\": expected a whole number of milliseconds, e.g. 500 (a number, without quotes)"
        ]
    );
    assert_eq!(
        errors("[game]\nblind = true\n"),
        ["taktil.toml:2: [game] blind = true: expected white or black (a string, in quotes)"]
    );
    assert_eq!(
        errors("[session]\nspeak = \"no\"\n"),
        ["taktil.toml:2: [session] speak = \"no\": expected true or false (without quotes)"]
    );
}

#[test]
fn a_bad_value_is_quoted_as_written_with_what_would_do() {
    assert_eq!(
        errors("[game]\nblind = \"purple\"\n"),
        ["taktil.toml:2: [game] blind = \"purple\": expected white or black"]
    );
    assert_eq!(
        errors("[game]\ntime-control = \"40/90\"\n"),
        [
            "taktil.toml:2: [game] time-control = \"40/90\": bad time '90': expected a number with a unit (h, m or s), e.g. 90m"
        ]
    );
    assert_eq!(
        errors("[speech]\nrate = 3.0\n"),
        ["taktil.toml:2: [speech] rate = 3.0: expected a number from 0.5 to 2.0"]
    );
    assert_eq!(
        errors("[devices]\nboard = \"usb\"\n"),
        [
            "taktil.toml:2: [devices] board = \"usb\": expected stdin, hid, serial:PORT (e.g. serial:/dev/ttyUSB0) or none"
        ]
    );
    assert_eq!(
        errors("[devices]\nsighted-board = \"dgt\"\n"),
        [
            "taktil.toml:2: [devices] sighted-board = \"dgt\": expected none, dgt:PORT, serial:PORT or livechess:HOST[:PORT]/SERIAL (e.g. dgt:/dev/ttyACM0, livechess:192.168.1.20/24153)"
        ]
    );
    assert_eq!(
        errors("[session]\nview = \"tui\"\ndowntime = \"paused\"\n"),
        [
            "taktil.toml:2: [session] view = \"tui\": expected auto, full, plain or lines",
            "taktil.toml:3: [session] downtime = \"paused\": expected stopped or ran",
        ]
    );
}

#[test]
fn contradicting_settings_name_both_lines() {
    assert_eq!(
        errors(
            "[game]\nfen = \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"\nblind = \"black\"\nchess960 = 518\n"
        ),
        ["taktil.toml:4: [game] chess960 = 518: contradicts fen on line 2: expected one start position"]
    );
    // E2.10: the sighted player's assistant only fills in the scoresheet and tells the
    // moves (duties a and b).
    assert_eq!(
        errors("[game]\nassistant = \"sighted\"\nduties = \"a,c\"\n"),
        ["taktil.toml:3: [game] duties = \"a,c\": duty 'c' is not for the sighted player's assistant (E2.10): \
          expected only duties a and b"]
    );
    assert_eq!(
        errors("[game]\nduties = \"c\"\nassistant = \"sighted\"\n"),
        ["taktil.toml:3: [game] assistant = \"sighted\": duty 'c' is not for the sighted player's assistant (E2.10): \
          expected only duties a and b"]
    );
}

#[test]
fn every_error_of_a_file_is_told_in_line_order() {
    let text = "[voice]\nlocale = \"de\"\nlong = \"yes\"\n\n[game]\nblind = \"purple\"\nsettle-ms = \"fast\"\n\
                [devices]\nboard = \"usb\"\n[speech]\nrate = 3.0\n[sesion]\n";
    let e = Config::parse(text, "taktil.toml").unwrap_err();
    assert_eq!(
        e.to_string(),
        "taktil.toml:3: [voice] long = \"yes\": expected true or false (without quotes)\n\
         taktil.toml:6: [game] blind = \"purple\": expected white or black\n\
         taktil.toml:7: [game] settle-ms = \"fast\": expected a whole number of milliseconds, e.g. 500 (a number, without quotes)\n\
         taktil.toml:9: [devices] board = \"usb\": expected stdin, hid, serial:PORT (e.g. serial:/dev/ttyUSB0) or none\n\
         taktil.toml:11: [speech] rate = 3.0: expected a number from 0.5 to 2.0\n\
         taktil.toml:12: [sesion]: unknown table; did you mean [session]? The tables are [game], [voice], [speech], [session], [devices], [engine], [broadcast]"
    );
    assert_eq!(e.iter().map(|e| e.line).collect::<Vec<_>>(), [3, 6, 7, 9, 11, 12]);
}

#[test]
fn a_relative_journal_is_in_the_files_folder() {
    let dir = folder("relative");
    let path = dir.join("taktil.toml");
    fs::write(&path, "[session]\njournal = \"round3.journal\"\n[devices]\ndevice-file = \"hid/devices.conf\"\n")
        .unwrap();
    let config = Config::load(&path).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(config.session.journal, Some(dir.join("round3.journal")));
    assert_eq!(config.devices.device_file, Some(dir.join("hid/devices.conf")));
    // Errors name the file as it was given.
    fs::write(&path, "[game]\nblind = \"purple\"\n").unwrap();
    let e = Config::load(&path).unwrap_err().to_string();
    assert_eq!(e, format!("{}:2: [game] blind = \"purple\": expected white or black", path.display()));
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_missing_file_is_named() {
    assert!(!Path::new("taktil.toml").exists(), "the test needs no taktil.toml in the project folder");
    let e = Config::load(Path::new("taktil.toml")).unwrap_err();
    assert_eq!(e.to_string(), "taktil.toml: cannot read: No such file or directory (os error 2)");
    assert_eq!(e.iter().map(|e| e.line).collect::<Vec<_>>(), [0]);
    let dir = folder("missing");
    let e = Config::load(&dir).unwrap_err().to_string();
    assert_eq!(e, format!("{}: cannot read: Is a directory (os error 21)", dir.display()));
    fs::remove_dir_all(&dir).unwrap();
}

/// One edit of a text: delete, insert or overwrite some characters.
#[derive(Clone, Debug)]
enum Edit {
    Delete(Index, usize),
    Insert(Index, String),
    Overwrite(Index, String),
}

fn edit() -> impl Strategy<Value = Edit> {
    // TOML's punctuation, digits, words of the file, line ends and any character.
    let piece = || {
        prop::string::string_regex("([\\[\\]{}=\"'#.,:+_ \n\r\t0-9a-z-]|\\PC|true|blind|game|0x|1e){0,6}")
            .expect("a valid regex")
    };
    prop_oneof![
        (any::<Index>(), 1usize..20).prop_map(|(at, n)| Edit::Delete(at, n)),
        (any::<Index>(), piece()).prop_map(|(at, s)| Edit::Insert(at, s)),
        (any::<Index>(), piece()).prop_map(|(at, s)| Edit::Overwrite(at, s)),
    ]
}

fn apply(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for edit in edits {
        match edit {
            Edit::Delete(at, n) => {
                let from = at.index(chars.len() + 1);
                chars.drain(from..(from + n).min(chars.len()));
            }
            Edit::Insert(at, s) => {
                let at = at.index(chars.len() + 1);
                chars.splice(at..at, s.chars());
            }
            Edit::Overwrite(at, s) => {
                let from = at.index(chars.len() + 1);
                let to = (from + s.chars().count()).min(chars.len());
                chars.splice(from..to, s.chars());
            }
        }
    }
    chars.into_iter().collect()
}

/// A key = value line of any table with a value of any TOML type.
fn line() -> impl Strategy<Value = String> {
    let keys: Vec<&str> = vec![
        "blind",
        "fen",
        "chess960",
        "time-control",
        "low-time",
        "settle-ms",
        "edition",
        "assistant",
        "duties",
        "locale",
        "long",
        "rate",
        "volume",
        "sounds",
        "de",
        "journal",
        "downtime",
        "view",
        "board",
        "sighted-rotated",
        "device-file",
        "blnd",
    ];
    let values = prop_oneof![
        "\"[a-z0-9:/, +.-]{0,12}\"",
        any::<i64>().prop_map(|n| n.to_string()),
        any::<f64>().prop_map(|x| format!("{x:?}")),
        any::<bool>().prop_map(|b| b.to_string()),
        Just("[1, 2]".to_owned()),
        Just("{ a = 1 }".to_owned()),
        Just("1979-05-27".to_owned()),
    ];
    let tables = prop_oneof![
        Just(""),
        Just("[game]\n"),
        Just("[voice]\n"),
        Just("[speech]\n"),
        Just("[speech.voices]\n"),
        Just("[session]\n"),
        Just("[devices]\n"),
    ];
    (tables, prop::sample::select(keys), values).prop_map(|(table, key, value)| format!("{table}{key} = {value}\n"))
}

/// Every error has a line of the file, the errors come in line order, and each is one
/// line of the report.
fn check(text: &str) -> Result<(), TestCaseError> {
    let lines = text.lines().count().max(1);
    if let Err(errors) = Config::parse(text, "taktil.toml") {
        prop_assert!(errors.iter().next().is_some(), "an error list with no error");
        let mut last = 1;
        for e in &errors {
            prop_assert!((1..=lines).contains(&e.line), "line {} of {lines}: {e}", e.line);
            prop_assert!(e.line >= last, "not in line order: {errors}");
            last = e.line;
        }
        prop_assert_eq!(errors.to_string().lines().count(), errors.iter().count(), "{}", errors);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 500, ..ProptestConfig::default() })]

    #[test]
    fn any_text_is_read_without_panic(text in "\\PC{0,200}|[\\[\\]{}=\"'#.\n a-z0-9-]{0,200}") {
        check(&text)?;
    }

    #[test]
    fn any_edit_of_the_example_is_read_without_panic(edits in prop::collection::vec(edit(), 1..6)) {
        check(&apply(&example(), &edits))?;
    }

    #[test]
    fn any_key_with_any_value_is_read_without_panic(lines in prop::collection::vec(line(), 1..12)) {
        check(&lines.concat())?;
    }
}

/// The TOML examples of docs/configuration.md are files taktil reads.
#[test]
fn the_documented_examples_parse() {
    let docs = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/configuration.md")).unwrap();
    let blocks: Vec<&str> =
        docs.split("```toml\n").skip(1).map(|rest| rest.split("```").next().unwrap_or_default()).collect();
    assert_eq!(blocks.len(), 3);
    for block in blocks {
        if let Err(e) = Config::parse(block, "configuration.md") {
            panic!("{block}\n{e}");
        }
    }
}
