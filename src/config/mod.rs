//! The configuration file of `taktil play`: the session's settings in TOML, so that a
//! player or his assistant sets up a tournament once and starts each round with
//! `taktil play --config taktil.toml`. Flags given on the command line win over it.
//!
//! ```toml
//! [game]       # the keys of script `set` lines, same names, same values
//! blind = "black"
//! time-control = "40/90m, 30m +30s"
//! [voice]      # locale, vocabulary, files, ranks, pieces, long
//! [speech]     # rate, volume, protect-move, sounds, one-voice; [speech.voices]
//! [session]    # journal, downtime, view, speak, braille-code
//! [devices]    # board, keypad, sighted-board, sighted-rotated, dgt-clock-white, device-file
//! ```
//!
//! `assets/taktil.toml` has every key with its default, and `docs/configuration.md`
//! ("Configuration file") says what each one does.
//!
//! Why it is written this way: the values of `[game]` and `[voice]` are the values of
//! a session script's `set` lines, and are checked by the same code
//! ([`Header::set_key`]), so a value means the same and is refused with the
//! same words wherever it is written. The file is read with toml's span-keeping parser
//! rather than a derived deserializer, so every problem of the file can be reported at
//! once, each with its line: a syntax error (then only those, as the rest of the file
//! cannot be trusted), an unknown table or key (with the valid ones, and the nearest
//! one when it is a slip of the finger), a value of the wrong type or out of range
//! (with the value as written and what would do), and settings that contradict each
//! other.
//!
//! This is an adapter-level module: [`Config::load`] reads a file; [`Config::parse`]
//! reads text and does no I/O. Neither panics, whatever the input.

mod error;
mod read;
#[cfg(test)]
mod tests;
mod words;

use std::{
    fs,
    path::{Path, PathBuf},
};

pub use error::{ConfigError, ConfigErrors};
pub use words::{
    BoardSource, BrailleSource, ClockWhite, Downtime, KeypadSource, LiveChessAddr, LiveChessHost, OpponentKind,
    Rotation, SightedSource, ViewMode,
};

use crate::script::{Header, Topic, key_names};
use read::{Reader, line_of};

/// A configuration file's settings; `None` (or empty) where the file says nothing.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Config {
    /// `[game]` and `[voice]` keys as script header settings (same meaning as `set`
    /// lines).
    pub header: Header,
    /// `[voice] long = true`: always name the departure square.
    pub long: bool,
    /// `[session]`: the journal and the screen.
    pub session: SessionConfig,
    /// `[speech]`: the voice and the earcons.
    pub speech: SpeechConfigFile,
    /// `[devices]`: where the boards and the keys come from.
    pub devices: DevicesConfig,
    /// `[engine]`: an engine as the opponent (issue 18, docs/practice.md).
    pub engine: EngineConfigFile,
    /// `[broadcast]`: the game published as it is played (issue 32, docs/broadcast.md).
    pub broadcast: BroadcastConfig,
}

/// `[broadcast]`: the flags `--publish`, `--event`, `--site`, `--round`, `--white`,
/// `--black`, `--white-fide-id`, `--black-fide-id`, `--serve`, `--push` and
/// `--push-token-file` (issue 32). The values are checked as the flags' are, when the
/// session starts.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BroadcastConfig {
    /// `publish`: the broadcast folder. A relative path is relative to the
    /// configuration file's folder.
    pub publish: Option<PathBuf>,
    /// `event`.
    pub event: Option<String>,
    /// `site`.
    pub site: Option<String>,
    /// `round`: `ROUND.BOARD`.
    pub round: Option<String>,
    /// `white`: "Surname, Firstname".
    pub white: Option<String>,
    /// `black`.
    pub black: Option<String>,
    /// `white-fide-id`.
    pub white_fide_id: Option<u64>,
    /// `black-fide-id`.
    pub black_fide_id: Option<u64>,
    /// `serve`: `[ADDR:]PORT`.
    pub serve: Option<String>,
    /// `push`: the push endpoint's URL.
    pub push: Option<String>,
    /// `push-token-file`: the file with the push token. A relative path is relative to
    /// the configuration file's folder.
    pub push_token_file: Option<PathBuf>,
}

/// `[engine]`: the flags `--opponent engine`, `--engine`, `--engine-elo`,
/// `--engine-skill`, `--engine-movetime`, `--engine-nodes` (issue 18).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct EngineConfigFile {
    /// `opponent = "engine"`: the engine plays the sighted side.
    pub opponent: Option<OpponentKind>,
    /// `path`: the engine's program. A relative path is relative to the configuration
    /// file's folder.
    pub path: Option<PathBuf>,
    /// `elo`: its strength by Elo.
    pub elo: Option<u64>,
    /// `skill`: its skill level, 0 to 20.
    pub skill: Option<u64>,
    /// `movetime`: ms per move.
    pub movetime: Option<u64>,
    /// `nodes`: nodes per move.
    pub nodes: Option<u64>,
}

/// `[session]`: how the live session runs.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SessionConfig {
    /// `journal`: the journal file. A relative path is relative to the configuration
    /// file's folder.
    pub journal: Option<PathBuf>,
    /// `downtime`: the clock while taktil was down, for `--resume` (the arbiter's
    /// choice).
    pub downtime: Option<Downtime>,
    /// `view`: what is shown on screen.
    pub view: Option<ViewMode>,
    /// `speak`: `false` = print only.
    pub speak: Option<bool>,
    /// `braille-code`: the braille of the exported scoresheet (`--export`).
    pub braille_code: Option<crate::export::BrailleCode>,
}

/// `[speech]`: the speech and sound settings (the flags of `taktil announce`).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SpeechConfigFile {
    /// `rate`: 0.5 to 2.0 times the voice's normal rate.
    pub rate: Option<f32>,
    /// `volume`: 0.0 to 1.0.
    pub volume: Option<f32>,
    /// `[speech.voices]`: a voice for a language (`de = "German"`), in file order.
    pub voices: Vec<(String, String)>,
    /// `protect-move`: a new move waits until the move being spoken has been said.
    pub protect_move: Option<bool>,
    /// `sounds`: `false` = no earcons.
    pub sounds: Option<bool>,
    /// `one-voice`: whole messages in the session language's voice.
    pub one_voice: Option<bool>,
}

/// `[devices]`: where the boards and keys come from.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DevicesConfig {
    /// `board`: the blind player's pegged board.
    pub board: Option<BoardSource>,
    /// `keypad`: the blind player's keys.
    pub keypad: Option<KeypadSource>,
    /// `sighted-board`: the sighted player's board.
    pub sighted_board: Option<SightedSource>,
    /// `sighted-rotated`: whether the sighted player's DGT board is turned round.
    pub sighted_rotated: Option<Rotation>,
    /// `dgt-clock-white`: which side of the DGT clock is White's.
    pub dgt_clock_white: Option<ClockWhite>,
    /// `livechess-hold-ms`: how long a move LiveChess lists while the pieces do not yet
    /// show it is held before it is announced (issue 31).
    pub livechess_hold_ms: Option<u64>,
    /// `device-file`: the HID device file written by `taktil calibrate`. A relative
    /// path is relative to the configuration file's folder.
    pub device_file: Option<PathBuf>,
    /// `braille-display`: the player's braille display, through BrlAPI.
    pub braille_display: Option<BrailleSource>,
}

/// The keys of `[game]`: the script header keys of the game and the rules, in the
/// header's order.
const GAME: [&str; 22] = key_names(Some(Topic::Game));
/// The keys of `[voice]`: the script header keys of the announcer's words (in the
/// order of the documentation), and `long`.
const VOICE: [&str; 6] = ["locale", "vocabulary", "files", "ranks", "pieces", "long"];

/// The tables, in the order of the documentation, with their keys. The keys of
/// `[speech]`, `[session]` and `[devices]` are those of their readers' tables.
const TABLES: [(&str, &[&str]); 7] = [
    ("game", &GAME),
    ("voice", &VOICE),
    ("speech", &read::names(&read::SPEECH)),
    ("session", &read::names(&read::SESSION)),
    ("devices", &read::names(&read::DEVICES)),
    ("engine", &read::names(&read::ENGINE)),
    ("broadcast", &read::names(&read::BROADCAST)),
];

impl Config {
    /// Parses a configuration file's text; `name` is how errors name the file. A
    /// relative path in the file is taken relative to `name`'s folder (the current
    /// folder when `name` has none).
    ///
    /// ```
    /// use taktil::config::{Config, Downtime};
    ///
    /// let config = Config::parse("[game]\nblind = \"black\"\n[session]\ndowntime = \"ran\"\n", "taktil.toml")?;
    /// assert_eq!(config.header.blind, Some(shakmaty::Color::Black));
    /// assert_eq!(config.session.downtime, Some(Downtime::Ran));
    /// let e = Config::parse("[game]\nblind = \"purple\"\n", "taktil.toml").unwrap_err();
    /// assert_eq!(e.to_string(), "taktil.toml:2: [game] blind = \"purple\": expected white or black");
    /// # Ok::<_, taktil::config::ConfigErrors>(())
    /// ```
    ///
    /// # Errors
    /// Every problem of the file, in line order: TOML syntax errors (then only those),
    /// unknown tables and keys, values of the wrong type or out of range, and settings
    /// that contradict each other.
    pub fn parse(text: &str, name: &str) -> Result<Config, ConfigErrors> {
        let dir = Path::new(name).parent().unwrap_or_else(|| Path::new(""));
        Reader::new(text, name, dir).read()
    }

    /// Reads and parses a file. Errors name it as `path` is written; relative paths in
    /// it are taken relative to its folder.
    ///
    /// # Errors
    /// A file that is missing, unreadable or not UTF-8 text (one error for the file),
    /// or the problems [`Config::parse`] finds.
    pub fn load(path: &Path) -> Result<Config, ConfigErrors> {
        let name = path.display().to_string();
        let one = |line: usize, message: &str| ConfigErrors(vec![ConfigError::new(&name, line, message)]);
        let bytes = fs::read(path).map_err(|e| one(0, &format!("cannot read: {e}")))?;
        let text = String::from_utf8(bytes).map_err(|e| {
            let line = line_of(e.as_bytes(), e.utf8_error().valid_up_to());
            one(line, "not UTF-8 text: expected the file saved as UTF-8")
        })?;
        let dir = path.parent().unwrap_or_else(|| Path::new(""));
        Reader::new(&text, &name, dir).read()
    }
}
