//! The view's own words, in one place.
//!
//! They are for the sighted people at the table (the assistant, the opponent, the
//! arbiter), not for the blind player, so they are English constants rather than
//! Fluent messages (house style: every word the blind player hears lives in
//! `locales/`). What taktil says to the player is shown as the localizer renders it.

use shakmaty::Color;

/// The side's name.
pub const fn color(c: Color) -> &'static str {
    match c {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// The blind player's side, after the colour: "White (blind)".
pub const BLIND: &str = "blind";
/// The sighted player's side: "Black (sighted)".
pub const SIGHTED: &str = "sighted";
/// The tactile board's panel.
pub const TACTILE_BOARD: &str = "Tactile board";
/// The sighted board's panel.
pub const SIGHTED_BOARD: &str = "Sighted board";
/// The tactile board's panel when it has no sensors (issue 16) and the assistant or
/// arbiter entered it (`assist board tactile`).
pub const TACTILE_BOARD_ENTERED: &str = "Tactile (entered)";
/// The tactile board's panel when it has no sensors and nothing was entered: what is
/// drawn is the game.
pub const TACTILE_NO_SENSORS: &str = "Tactile: no sensors";
/// The second board's title when it shows what the assistant entered (`assist board`).
pub const SIGHTED_BOARD_ENTERED: &str = "Sighted board (entered)";
/// The second board's title when the sighted board reports nothing (an ordinary
/// board): what is drawn is the game.
pub const GAME_POSITION: &str = "Game position";
/// The clock panel.
pub const CLOCKS: &str = "Clocks";
/// Instead of the clocks without a time control.
pub const NO_CLOCK: &str = "no time control";
/// A running clock (beside the marker, so the state is never shown by a symbol alone).
pub const RUNNING: &str = "running";
/// The clock stopped by the arbiter.
pub const STOPPED: &str = "stopped";
/// A fallen flag.
pub const FLAG: &str = "FLAG";
/// The scoresheet panels: "White (blind) scoresheet".
pub const SCORESHEET: &str = "scoresheet";
/// The sighted player's scoresheet before the assistant entered any of it.
pub const NOT_ENTERED: &str = "not entered";
/// The blind player's scoresheet before the first move.
pub const NO_MOVE: &str = "no move yet";
/// The announcement panel.
pub const LAST_MOVE: &str = "Last move";
/// Before the last sentence said, when it is not the move's announcement.
pub const SAID: &str = "Said";
/// The log panel.
pub const LOG: &str = "Log";
/// The log panel while scrolled back.
pub const LOG_BACK: &str = "scrolled back: PgDn";
/// Before the squares where a board differs from the game.
pub const DIFFERS: &str = "differs from the game on";
/// Every board shows the game.
pub const ALL_MATCH: &str = "The boards match the game.";
/// The game's result.
pub const RESULT: &str = "Game over";
/// Side to move.
pub const TO_MOVE: &str = "to move";
/// The command line's prompt.
pub const PROMPT: &str = "> ";
/// The line above the command line when nothing else is to be said.
pub const HINT: &str = "Enter sends · Up/Down: earlier lines · Esc clears · F1 or help · Ctrl-C ends";
/// After a first `quit`.
pub const QUIT_AGAIN: &str = "Type quit again to end the session (Ctrl-C ends it at once).";
/// When nothing useful fits.
pub const TOO_SMALL: &str = "terminal too small";

/// The log kinds the view adds to the core's output kinds.
pub mod kind {
    /// A line the assistant typed, as sent.
    pub const TYPED: &str = "typed";
    /// Words said to the blind player, other than a move's announcement.
    pub const SAID: &str = "said";
    /// A problem (an unreadable line, a journal failure).
    pub const PROBLEM: &str = "problem";
    /// Facts for the screen (the restored scoresheets).
    pub const INFO: &str = "info";
    /// The help.
    pub const HELP: &str = "help";
}

/// What the log shows of a typed `seal` line: the sealed move stays secret until
/// the resumption (E2.9f).
pub const SEALED_TYPED: &str = "assist seal (the sealed move is secret)";

/// The help shown by F1 or `help`.
pub const HELP: &[&str] = &[
    "A typed line goes to the session; 'assist' is put in front unless it names a device.",
    "move Nf3 · key repeat · key time · clock press white · clock stop · clock start",
    "clock adjust white +2m judgement · clock set black 1h10m moves 30 reconstruction",
    "claim time · claim draw · claim draw Nf3 · draw offer white · draw accept · draw decline",
    "touch g8 · illegal black · seal Nf3 · resume · sheet 1. e4 e5 · board <FEN> · reconcile",
    "resign black · draw agree · arbiter result 1-0 7.5.5 · arbiter draw 5.2.2 · arbiter result 0-1 forfeit",
    "tactile L e2 · tactile P e4 · sighted L e7 · pad K time: a device's line, as it sends it",
    "Keys: Enter sends · Backspace · Up/Down earlier lines · Esc clears · PgUp/PgDn scroll this log",
    "quit (twice) or Ctrl-C ends the session. More in docs/view.md.",
];
