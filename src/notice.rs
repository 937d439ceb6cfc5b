//! What the shell itself tells a person, as data: the shell's counterpart of the core's
//! [`Msg`](crate::core::msg::Msg).
//!
//! The core says what the rules decide; the shell says what only it knows: speech or
//! sound missing or lost, a voice missing, the journal failing, a game restored, that
//! the session is ready, the calibration's sentences, the key help. Keeping these out of
//! the core's `Msg` keeps that type to what the core emits, so a replay and a live game
//! say the same things for the same inputs.
//!
//! A notice is rendered by [`crate::l10n`] ([`Localizer::render_notice`]) with the ids
//! of `locales/*.ftl`, like a `Msg`. Some are said to the player (and shown), the others
//! are for the assistant's screen only ([`Notice::is_said`]).
//!
//! [`Localizer::render_notice`]: crate::l10n::Localizer::render_notice

use std::fmt;

use shakmaty::{Color, Square};

use crate::core::{input::Key, spoken::Spoken};

pub mod device;
pub mod hearing;
pub mod online;
pub mod practice;
pub mod problem;
pub mod remote;
pub mod review;

use self::{
    hearing::Hearing,
    practice::{Evaluation, PracticeCmd},
};

/// Something the shell tells a person.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    // Speech and sound (`src/voice.rs`, docs/speech.md).
    /// (At start) what the player will hear, when it is less than speech and sounds:
    /// said when speech works, otherwise shown only (issue 29, point 10).
    Hearing(Hearing),
    /// The speech backend stopped answering; words are shown as text from now on. For
    /// the assistant's screen.
    SpeechLost,
    /// No voice for a language (or the configured one does not exist): another voice
    /// speaks its words.
    VoiceMissing {
        /// The language.
        lang: String,
    },
    /// (At start, on Windows) which backend speaks: the player's screen reader
    /// ("NVDA", "JAWS"), Windows' own voices ("Windows") or SAPI (issue 30).
    SpeechThrough {
        /// The backend's name.
        backend: String,
    },
    /// (At start) a configured speech setting the backend cannot honour: the screen
    /// reader keeps its own rate, volume and voice.
    SpeechSettingIgnored {
        /// The backend's name.
        backend: String,
        /// `rate`, `volume` or `voice`.
        setting: &'static str,
    },

    // The calibration of the HID peg board (`taktil calibrate`, src/io/hid/dialogue.rs).
    /// First step: take every peg out, then press Enter. A HID board reports only
    /// changes, so pegs already in their holes are never seen (board-protocols.md §4.4,
    /// "No initial state").
    CalibrateEmpty,
    /// Put a peg in this hole.
    CalibratePut(Square),
    /// This hole's button is recorded.
    CalibrateDone(Square),
    /// The button that just reported is already this other square's.
    CalibrateTaken(Square),
    /// Nothing came from this hole in time; check it and try again.
    CalibrateSilent(Square),
    /// A peg came out of a hole taktil did not know was filled.
    CalibratePegSeated,
    /// Calibration is over; `missing` holes have no button.
    CalibrationFinished {
        /// Holes without a button.
        missing: u32,
    },
    /// Calibration stopped; nothing saved.
    CalibrationAborted,
    /// The board being calibrated went away (the same words as the live session's
    /// [`Msg::PegBoardLost`](crate::core::msg::Msg::PegBoardLost)).
    PegBoardLost,
    /// The board being calibrated is back.
    PegBoardBack,
    /// No gamepad or peg board is connected (`taktil devices`, `taktil calibrate`).
    NoHidDevice,
    /// Key help: what one button does (`key` `None`: the help button itself).
    KeyHelp {
        /// The button's number.
        button: u32,
        /// What it does.
        key: Option<Key>,
    },

    // The live session: the journal and recovery (`taktil play`, docs/play.md).
    /// The journal cannot be written (unwritable file, full disk): the game goes on in
    /// memory only.
    JournalFailed,
    /// The journal's last line was cut off or unreadable and is ignored (`line` from 1).
    JournalLineIgnored {
        /// The line number.
        line: u32,
    },
    /// Lines of the journal do not check (changed, joined, moved, or missing lines
    /// before them) and are left out with all after them, from `line` on.
    JournalLinesDropped {
        /// The first line left out.
        line: u32,
        /// How many lines are left out.
        count: u32,
    },
    /// The journal lacked the checkpoint of a made move (an older resume went on
    /// without writing it): it is written again with it, and no move is lost.
    JournalRepaired {
        /// The line of the step that made the move.
        line: u32,
    },
    /// A journal an earlier resume checked does not replay to what it records (a fault
    /// in taktil, not damage): every line is kept, the game is the replay's, and the
    /// arbiter is needed.
    JournalDisagrees {
        /// The line of the first difference.
        line: u32,
    },
    /// The journal was written by an older taktil: it has no checks, and the game is
    /// restored from it unverified.
    JournalUnchecked,
    /// The journal holds no game (empty, or its settings cut off): a new game starts
    /// with the settings given.
    JournalNoGame,
    /// `taktil play --resume` restored the game; `moves` is the number of the last
    /// move made (0: no move yet).
    GameRestored {
        /// The number of the last move.
        moves: u32,
    },
    /// `taktil play` has started and listens to the boards.
    Ready {
        /// The blind player's colour.
        blind: Color,
        /// Whether his tactile board has sensors; without them he hears that he
        /// announces his moves aloud (D.2.2; 2009 E2.2), for taktil cannot see his
        /// board (`--board none`, issue 16; issue 29, point 11).
        sensors: bool,
    },

    // The blind player's keys on the terminal's keyboard (src/io/keystrokes.rs,
    // docs/player.md "Keys on the computer's keyboard").
    /// Key help: the keys that give one action (`key` `None`: the help key itself).
    KeystrokeHelp {
        /// The keys, as printed on them.
        keys: Vec<KeyName>,
        /// What they do.
        key: Option<Key>,
    },
    /// Key help: the read key, then a file letter or a rank number.
    KeystrokeReadHelp {
        /// The keys.
        keys: Vec<KeyName>,
    },
    /// Key help: the key that opens a line for the assistant.
    KeystrokeLineHelp {
        /// The keys.
        keys: Vec<KeyName>,
    },
    /// The read key was pressed: a file letter or a rank number next.
    KeystrokeRead,
    /// A key that does nothing (the help key says what the keys do).
    KeystrokeUnbound,
    /// No keyboard can be read through evdev (`taktil devices`).
    NoEvdevKeyboard,

    // The braille display (src/io/braille_display, docs/braille-display.md).
    /// BRLTTY does not answer (at the start) or went away: said once, the game goes on.
    BrailleDisplayLost,
    /// BRLTTY answers again: the display shows the last words again.
    BrailleDisplayBack,

    // Issue 18: an engine as the opponent (src/play/engine.rs, docs/practice.md).
    /// The engine stopped (it crashed, hung or could not be written to): said once;
    /// the game and the journal are kept, `engine restart` starts it again.
    EngineStopped,
    /// The engine was started again and has the game's position.
    EngineBack,
    /// A hint: the engine's best move for the side to move.
    Hint(Spoken),
    /// No hint: the side to move has no move.
    NoHint,
    /// The engine's evaluation of the position, in plain words.
    Evaluation(Evaluation),
    /// A hint, an evaluation or a take-back asked for outside a practice game.
    PracticeOnly,
    /// Key help: the keys that give one practice command.
    PracticeKeyHelp {
        /// The keys.
        keys: Vec<KeyName>,
        /// What they do.
        cmd: PracticeCmd,
    },
    /// Key help: the HID button that gives one practice command (issue 29, point 12).
    PracticeButtonHelp {
        /// The button's number.
        button: u32,
        /// What it does.
        cmd: PracticeCmd,
    },

    // Issue 18: `taktil review` (src/notice/review.rs).
    /// A sentence of the spoken review of a game.
    Review(review::Said),
    /// Issue 33, point 3: a remote opponent's move asked about or refused, a
    /// correspondence game's move (src/notice/remote.rs).
    Remote(remote::Remark),
    /// At the start of a practice game with touch-move relaxed (`practice free`):
    /// a touched piece need not be moved (issue 18).
    FreeTouch,

    // `taktil devices` (src/cmd/devices.rs): for the screen, in the session's language.
    /// A line of the device list.
    Device(device::Listed),
    /// Issue 33: about the online game's server (src/play/online.rs, docs/online.md).
    Online(online::Heard),
}

/// A key of the computer's keyboard as the key help names it: a digit or letter as
/// printed on it, or a key with a name in the player's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KeyName {
    /// A digit or a capital letter.
    Char(char),
    /// The space bar.
    Space,
    /// Enter.
    Enter,
    /// `-`.
    Minus,
    /// `+`.
    Plus,
    /// `/`.
    Slash,
    /// `*`.
    Star,
    /// `?`.
    Question,
    /// `:`.
    Colon,
    /// `.` (the keypad's decimal point).
    Period,
    // Keys a keypad read through evdev may bind (issue 29, point 12).
    /// Escape.
    Escape,
    /// Backspace.
    Backspace,
    /// F1.
    F1,
    /// Home.
    Home,
    /// End.
    End,
    /// Page Up.
    PageUp,
    /// Page Down.
    PageDown,
    /// The up arrow.
    Up,
    /// The down arrow.
    Down,
    /// The left arrow.
    Left,
    /// The right arrow.
    Right,
}

impl KeyName {
    /// Every name but [`KeyName::Char`], for the tests of the locales.
    pub const NAMED: [KeyName; 20] = [
        KeyName::Space,
        KeyName::Enter,
        KeyName::Minus,
        KeyName::Plus,
        KeyName::Slash,
        KeyName::Star,
        KeyName::Question,
        KeyName::Colon,
        KeyName::Period,
        KeyName::Escape,
        KeyName::Backspace,
        KeyName::F1,
        KeyName::Home,
        KeyName::End,
        KeyName::PageUp,
        KeyName::PageDown,
        KeyName::Up,
        KeyName::Down,
        KeyName::Left,
        KeyName::Right,
    ];

    /// The symbolic name (`5`, `space`, `slash`).
    pub fn as_str(self) -> String {
        match self {
            KeyName::Char(c) => c.to_string(),
            KeyName::Space => "space".into(),
            KeyName::Enter => "enter".into(),
            KeyName::Minus => "minus".into(),
            KeyName::Plus => "plus".into(),
            KeyName::Slash => "slash".into(),
            KeyName::Star => "star".into(),
            KeyName::Question => "question".into(),
            KeyName::Colon => "colon".into(),
            KeyName::Period => "period".into(),
            KeyName::Escape => "escape".into(),
            KeyName::Backspace => "backspace".into(),
            KeyName::F1 => "f1".into(),
            KeyName::Home => "home".into(),
            KeyName::End => "end".into(),
            KeyName::PageUp => "page-up".into(),
            KeyName::PageDown => "page-down".into(),
            KeyName::Up => "up".into(),
            KeyName::Down => "down".into(),
            KeyName::Left => "left".into(),
            KeyName::Right => "right".into(),
        }
    }
}

/// The names of keys joined by `+` for the symbolic form: `5+space`.
fn key_names(keys: &[KeyName]) -> String {
    keys.iter().map(|k| k.as_str()).collect::<Vec<_>>().join("+")
}

impl Notice {
    /// Whether the notice is said to the player (and shown); the others (speech lost,
    /// a voice missing, what is heard when speech is not) are for the screen only.
    pub const fn is_said(&self) -> bool {
        match self {
            Notice::Hearing(hearing) => hearing.is_said(),
            Notice::SpeechLost
            | Notice::VoiceMissing { .. }
            | Notice::SpeechThrough { .. }
            | Notice::SpeechSettingIgnored { .. }
            | Notice::Device(_) => false,
            _ => true,
        }
    }
}

/// The symbolic form, as the core's messages have one: `ready white`,
/// `journal-line-ignored line=3`.
impl fmt::Display for Notice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Notice::Hearing(hearing) => write!(f, "hearing {hearing}"),
            Notice::SpeechLost => f.write_str("speech-lost"),
            Notice::VoiceMissing { lang } => write!(f, "voice-missing {lang}"),
            Notice::SpeechThrough { backend } => write!(f, "speech-through {backend}"),
            Notice::SpeechSettingIgnored { backend, setting } => {
                write!(f, "speech-setting-ignored {backend} {setting}")
            }
            Notice::CalibrateEmpty => f.write_str("calibrate-empty"),
            Notice::CalibratePut(sq) => write!(f, "calibrate-put {sq}"),
            Notice::CalibrateDone(sq) => write!(f, "calibrate-done {sq}"),
            Notice::CalibrateTaken(sq) => write!(f, "calibrate-taken {sq}"),
            Notice::CalibrateSilent(sq) => write!(f, "calibrate-silent {sq}"),
            Notice::CalibratePegSeated => f.write_str("calibrate-peg-seated"),
            Notice::CalibrationFinished { missing } => write!(f, "calibration-finished missing={missing}"),
            Notice::CalibrationAborted => f.write_str("calibration-aborted"),
            Notice::PegBoardLost => f.write_str("peg-board-lost"),
            Notice::PegBoardBack => f.write_str("peg-board-back"),
            Notice::NoHidDevice => f.write_str("no-hid-device"),
            Notice::KeyHelp { button, key } => write!(f, "key-help {button} {}", key.map_or("help", Key::as_str)),
            Notice::JournalFailed => f.write_str("journal-failed"),
            Notice::JournalLineIgnored { line } => write!(f, "journal-line-ignored line={line}"),
            Notice::JournalLinesDropped { line, count } => write!(f, "journal-lines-dropped line={line} count={count}"),
            Notice::JournalRepaired { line } => write!(f, "journal-repaired line={line}"),
            Notice::JournalDisagrees { line } => write!(f, "journal-disagrees line={line}"),
            Notice::JournalUnchecked => f.write_str("journal-unchecked"),
            Notice::JournalNoGame => f.write_str("journal-no-game"),
            Notice::GameRestored { moves } => write!(f, "game-restored moves={moves}"),
            Notice::Ready { blind, sensors: true } => write!(f, "ready {}", blind.fold_wb("white", "black")),
            Notice::Ready { blind, sensors: false } => {
                write!(f, "ready {} no-sensors", blind.fold_wb("white", "black"))
            }
            Notice::KeystrokeHelp { keys, key } => {
                write!(f, "keystroke-help {} {}", key_names(keys), key.map_or("help", Key::as_str))
            }
            Notice::KeystrokeReadHelp { keys } => write!(f, "keystroke-help {} read", key_names(keys)),
            Notice::KeystrokeLineHelp { keys } => write!(f, "keystroke-help {} line", key_names(keys)),
            Notice::KeystrokeRead => f.write_str("keystroke-read"),
            Notice::KeystrokeUnbound => f.write_str("keystroke-unbound"),
            Notice::NoEvdevKeyboard => f.write_str("no-evdev-keyboard"),
            Notice::BrailleDisplayLost => f.write_str("braille-display-lost"),
            Notice::BrailleDisplayBack => f.write_str("braille-display-back"),
            Notice::EngineStopped => f.write_str("engine-stopped"),
            Notice::EngineBack => f.write_str("engine-back"),
            Notice::Hint(spoken) => write!(f, "hint {}", spoken.san),
            Notice::NoHint => f.write_str("no-hint"),
            Notice::Evaluation(eval) => write!(f, "evaluation {eval}"),
            Notice::PracticeOnly => f.write_str("practice-only"),
            Notice::PracticeKeyHelp { keys, cmd } => write!(f, "keystroke-help {} {}", key_names(keys), cmd.as_str()),
            Notice::PracticeButtonHelp { button, cmd } => write!(f, "key-help {button} {}", cmd.key_name()),
            Notice::Review(said) => write!(f, "review {said}"),
            Notice::Remote(said) => write!(f, "remote {said}"),
            Notice::FreeTouch => f.write_str("free-touch"),
            Notice::Device(listed) => write!(f, "device {listed}"),
            Notice::Online(said) => write!(f, "online {said}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn speech_and_sound_are_for_the_screen_the_rest_is_said() {
        assert!(!Notice::SpeechLost.is_said());
        assert!(!Notice::VoiceMissing { lang: "is".into() }.is_said());
        assert!(Notice::JournalFailed.is_said());
        assert!(Notice::Hearing(Hearing::SpeechOnly).is_said());
        assert!(!Notice::Hearing(Hearing::NoOutput).is_said());
        assert_eq!(Notice::Hearing(Hearing::NoOutput).to_string(), "hearing no-output");
        assert!(Notice::Ready { blind: Color::Black, sensors: true }.is_said());
        assert_eq!(Notice::Ready { blind: Color::Black, sensors: true }.to_string(), "ready black");
        assert_eq!(Notice::Ready { blind: Color::White, sensors: false }.to_string(), "ready white no-sensors");
        assert_eq!(Notice::KeyHelp { button: 80, key: None }.to_string(), "key-help 80 help");
    }
}
