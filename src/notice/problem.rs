//! What the shell shows the assistant and the arbiter, as values: a device lost or
//! misread, a line that does not parse, the journal's damage and repairs, the engine
//! stopping, and the facts of a restored game.
//!
//! Handlers build one of these and nothing more; [`crate::l10n`] renders it with the
//! `problem-*` and `fact-*` ids of `locales/*.ftl`, in the session's language (issue 27:
//! no sentence is built in a handler). What a value carries is data: a port, a path, a
//! line number, a count, or the text of an error from the operating system or a parser,
//! which is shown as it came.

use shakmaty::{Color, Square};

use crate::core::{input::Device, settings::Edition};

/// Something gone wrong, for the assistant's screen (or standard error).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    // Typed lines and the terminal's keyboard.
    /// A typed or piped line that does not parse.
    Input {
        /// The line, trimmed.
        line: String,
        /// Why it does not parse.
        error: String,
    },
    /// The terminal's keyboard cannot be read any more.
    KeysUnreadable {
        /// The terminal's error.
        error: String,
    },
    /// A flood of bad lines: `lines` in the last second, `shown` of them shown (issue
    /// 13); `board` names the board and its port, `None` for standard input.
    BadLines {
        /// The board and its port.
        board: Option<(Device, String)>,
        /// The lines of the second.
        lines: u32,
        /// How many were shown one by one.
        shown: u32,
    },

    // Boards, keypads and the braille display.
    /// A serial board is lost (it comes back by itself: tried every second).
    BoardLost {
        /// Which board.
        device: Device,
        /// Its port.
        port: String,
        /// Why.
        why: LostWhy,
    },
    /// The braille display (BrlAPI) is lost; tried again every second.
    BrailleLost {
        /// Why.
        reason: String,
    },
    /// The gamepads (HID) cannot be read.
    HidFailed {
        /// The error.
        error: String,
    },
    /// A gamepad is connected, as a keypad or as the peg board (a peg board reports
    /// only changes, so pegs already in their holes are not seen).
    PadConnected {
        /// gilrs's number.
        pad: usize,
        /// Its name.
        name: String,
        /// A keypad, not the peg board.
        keypad: bool,
    },
    /// A gamepad is disconnected: its moves are entered by the assistant until it is
    /// back.
    PadDisconnected {
        /// gilrs's number.
        pad: usize,
        /// Its name.
        name: String,
        /// A keypad, not the peg board.
        keypad: bool,
    },
    /// A button that is neither a hole nor a key.
    UnknownButton {
        /// The button's code, as the device file writes it.
        code: String,
        /// Its number, when it is a numbered button.
        button: Option<u32>,
        /// The gamepad's name.
        name: String,
    },
    /// The keyboard (evdev) is lost; looked for every second.
    KeyboardLost {
        /// Which keyboard and why.
        reason: String,
    },
    /// The keyboard (evdev) cannot be read.
    KeyboardFailed {
        /// The error.
        error: String,
    },
    /// The DGT board stands with `connector` at the connector side.
    DgtOrientation {
        /// The port.
        port: String,
        /// The colour at the connector side.
        connector: Color,
    },
    /// The DGT clock's side for White (the clock ran first).
    DgtClockSide {
        /// The port.
        port: String,
        /// White's time is on the right.
        white_right: bool,
    },
    /// The DGT board's updates did not add up: a full dump was asked for.
    DgtResync {
        /// The port.
        port: String,
        /// What did not add up.
        problem: String,
    },
    /// The DGT board is lost; tried again every second.
    DgtLost {
        /// The port.
        port: String,
        /// Why.
        reason: String,
    },
    /// The DGT board is lost for good: the assistant enters the sighted moves.
    DgtFailed {
        /// The port.
        port: String,
        /// The error.
        error: String,
    },

    // The sighted board read through DGT LiveChess (src/io/livechess, issue 31). `addr`
    // is `HOST:PORT/SERIAL`.
    /// The connection to LiveChess is lost, or cannot be made again; tried again.
    LiveChessLost {
        /// The board's address.
        addr: String,
        /// Why.
        reason: String,
    },
    /// A message from LiveChess that is not understood, ignored.
    LiveChessMessage {
        /// The board's address.
        addr: String,
        /// Why it is not understood.
        reason: String,
        /// The message, cut short.
        text: String,
    },
    /// LiveChess's move list is shorter than, or differs from, the moves followed: the
    /// game is not changed; the board is checked against it.
    LiveChessDiffers {
        /// The board's address.
        addr: String,
        /// The moves followed, numbered.
        followed: String,
        /// LiveChess's list now, numbered.
        board: String,
    },
    /// LiveChess listed a king move to the centre with both kings there: a result shown
    /// on the board, left out.
    LiveChessKings {
        /// The board's address.
        addr: String,
        /// The king move as listed.
        san: String,
    },
    /// LiveChess withdrew a move before taktil passed it on (pieces were in the air).
    LiveChessWithdrawn {
        /// The board's address.
        addr: String,
        /// The moves withdrawn.
        moves: String,
    },
    /// A move of LiveChess's list is not legal after the moves before it.
    LiveChessNotLegal {
        /// The board's address.
        addr: String,
        /// Its number in the list, from 1.
        index: usize,
        /// The move as listed.
        san: String,
    },
    /// LiveChess no longer lists the board.
    LiveChessNoBoard {
        /// The board's address.
        addr: String,
        /// The serial numbers it lists.
        known: String,
    },

    // The broadcast (issue 32): told to the arbiter, never to the blind player.
    /// A file of the broadcast folder cannot be written (told once until it can be).
    PublishFailed {
        /// The file.
        path: String,
        /// The operating system's reason.
        error: String,
    },
    /// The push endpoint refused the game (Lichess's own reason): not tried again
    /// until the game changes.
    PushRefused {
        /// The HTTP status.
        status: u16,
        /// The endpoint's words.
        error: String,
    },
    /// A push failed (no answer, a server error, too many requests): tried again.
    PushFailed {
        /// Why.
        reason: String,
        /// In how many seconds it is tried again.
        retry_s: u64,
    },

    // Issue 33: an online game (src/play/online.rs).
    /// What Lichess answered, or why it could not be reached, in the client's words
    /// (never with the token).
    Lichess {
        /// The words.
        detail: String,
    },
    /// An `online <word>` command in a session that plays no online game.
    NotOnline {
        /// The command's word.
        command: &'static str,
    },

    // The calibration of the HID peg board (`taktil calibrate`, src/io/hid/dialogue.rs).
    /// No button reported for the hole asked in time: asked again.
    CalibrationSilent {
        /// The hole.
        square: Square,
        /// The time waited (ms).
        ms: u64,
    },
    /// A hole is asked again; its button is free.
    CalibrationRedo {
        /// The hole.
        square: Square,
        /// Its button's code.
        code: String,
    },
    /// The board being calibrated is disconnected.
    CalibrationLost,
    /// The board is back; pegs put in meanwhile are not seen.
    CalibrationBack,
    /// A peg came out of a hole before the start.
    CalibrationPegOut {
        /// The button's code.
        code: String,
    },
    /// A peg went into a hole before the start.
    CalibrationEarly {
        /// The button's code.
        code: String,
    },
    /// A peg came out of a hole not known to be filled (or the board is inverted).
    CalibrationUnknownOut {
        /// The button's code.
        code: String,
    },
    /// The button is already another hole's.
    CalibrationTaken {
        /// The button's code.
        code: String,
        /// The hole it belongs to.
        other: Square,
        /// The hole asked for.
        square: Square,
    },
    /// A hole's button is recorded.
    CalibrationButton {
        /// The hole.
        square: Square,
        /// The button's code.
        code: String,
    },

    // Speech, sound and the engine.
    /// Speech could not start (or was not started: no sound output), and why; what the
    /// player hears is [`super::Notice::Hearing`].
    SpeechMissing {
        /// Why.
        reason: String,
    },
    /// The sound output or the earcons could not start, and why.
    SoundMissing {
        /// Why.
        reason: String,
    },
    /// The practice engine stopped; the game goes on.
    EngineStopped {
        /// Why.
        reason: String,
    },
    /// `engine restart` while the engine runs.
    EngineRunning,
    /// The engine found no move.
    EngineNoMove,
    /// The engine gave no score.
    EngineNoScore,
    /// `engine takeback` before the player's first move.
    EngineNoTakeback,
    /// A practice command without an engine.
    NoEngine {
        /// The command's word.
        command: &'static str,
    },

    // The journal (docs/play.md "The journal").
    /// The journal cannot be written: the game goes on in memory only.
    JournalFailed {
        /// The journal's path (`journal` without one).
        path: String,
        /// The error.
        error: String,
    },
    /// The journal holds no game: a new one starts.
    JournalNoGame {
        /// The journal's path.
        path: String,
    },
    /// What the journal held cannot be kept beside it.
    JournalNotKept {
        /// The journal's path.
        path: String,
        /// The error.
        error: String,
    },
    /// The journal has no checks (an older taktil): restored unverified.
    JournalUnchecked {
        /// The journal's path.
        path: String,
    },
    /// An earlier resume left out lines and stopped before it said so.
    JournalUntold {
        /// The journal's path.
        path: String,
        /// How many lines.
        count: u32,
        /// From which line.
        line: u32,
    },
    /// Lines left out now (from `line`, `count` of them), kept beside the journal.
    JournalDropped {
        /// The journal's path.
        path: String,
        /// The first line left out.
        line: u32,
        /// Its text.
        text: String,
        /// Why.
        why: DropCause,
        /// How many lines.
        count: u32,
        /// Where they are kept, or why they are not.
        kept: Kept,
    },
    /// Checkpoints an earlier resume went on without: written again.
    JournalRepaired {
        /// The journal's path.
        path: String,
        /// The line of the step that made the first.
        line: u32,
        /// The first checkpoint, as the journal writes it.
        checkpoint: String,
        /// How many.
        count: u32,
    },
    /// A journal an earlier resume checked does not replay as it records.
    JournalDisagrees {
        /// The journal's path.
        path: String,
        /// The line of the first difference.
        line: u32,
        /// The difference.
        what: Difference,
        /// How many differences.
        count: u32,
    },
    /// No wall-clock mark: the time taktil was down is counted as stopped.
    NoWallClock {
        /// The journal's path.
        path: String,
    },
}

/// Where lines left out of a journal are kept beside it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kept {
    /// In this file.
    In(String),
    /// Not kept: the error that stopped it.
    Not(String),
}

/// Why lines of a journal are left out, as the assistant is told.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DropCause {
    /// The last line has no line end: cut off by a crash, a kill or a power cut.
    Cut,
    /// A byte that is not UTF-8, at this column.
    NotUtf8 {
        /// The column (characters before it, plus one).
        column: u32,
    },
    /// The line does not match its check.
    Check,
    /// The line does not parse: the script reader's own words (docs/scripts.md).
    Parse {
        /// What the script reader says.
        error: String,
    },
    /// Replaying the journal does not give what its checkpoints record.
    Replay(Difference),
}

/// Where a journal's checkpoints and its replay differ. The checkpoints are quoted in
/// the journal's own words (`made 3 Nf3 white 5398500 black 5400000`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Difference {
    /// A checkpoint records a move the replay does not give.
    Recorded {
        /// The checkpoint's line.
        line: u32,
        /// The checkpoint.
        recorded: String,
        /// The replay's move instead, if it made one.
        gives: Option<String>,
    },
    /// The replay makes a move no checkpoint records.
    Unrecorded {
        /// The replay's move.
        gives: String,
    },
}

/// The journal's own record of a difference, in its comment (`# dropped … : <what>`):
/// the journal's words are English, as its lines are (docs/play.md).
impl std::fmt::Display for Difference {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Difference::Recorded { line, recorded, gives } => {
                write!(f, "line {line} records `{recorded}`, replaying the journal gives ")?;
                match gives {
                    Some(gives) => write!(f, "`{gives}`"),
                    None => f.write_str("no move"),
                }
            }
            Difference::Unrecorded { gives } => {
                write!(f, "replaying the journal gives `{gives}`, which it does not record")
            }
        }
    }
}

/// Why a serial board is lost.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LostWhy {
    /// The port failed.
    Port(String),
    /// No TBP/1 board answers.
    NoAnswer,
    /// It stopped answering.
    Silent,
}

/// A fact of a restored game, for the assistant's screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fact {
    /// The edition of the Laws the game is played under, and whether its journal
    /// named it (`false`: an earlier taktil's journal, resumed under 2009).
    Laws {
        /// The edition.
        edition: Edition,
        /// Named in the journal or the settings.
        named: bool,
    },
    /// The time taktil was down, counted on the clock of the player on move.
    Down {
        /// The time down (ms).
        ms: u64,
    },
    /// The clocks as restored: both times (`h:mm:ss`), and who is to move (`None`:
    /// stopped).
    Clocks {
        /// White's time.
        white: String,
        /// Black's time.
        black: String,
        /// The side whose clock runs.
        running: Option<Color>,
    },
    /// A scoresheet as restored: the blind player's (as announced) or the sighted
    /// player's (as entered), its moves numbered (empty: none).
    Sheet {
        /// The blind player's sheet, not the sighted player's.
        blind: bool,
        /// How many half-moves it holds.
        plies: u32,
        /// The numbered moves: `1. e4 e5 2. Nf3`.
        moves: String,
    },
}
