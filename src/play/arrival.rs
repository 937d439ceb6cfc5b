//! What reaches the live loop: one channel, and what comes on it.
//!
//! Every thread that reads something sends into the session's one channel itself, each
//! [`Arrival`] stamped with the instant its source read it: the device adapters through
//! the sending handles [`super::devices`] gives them, the standard input reader
//! ([`super::stdin`]), the demo ([`super::demo`]), the view's key thread
//! ([`crate::view`]), the signal watcher ([`super::signals`]) and the speaker's events
//! (speech lost, a voice missing). No thread in between forwards anything. The loop
//! turns each instant into session time.

use std::time::Instant;

use super::{
    engine::{EngineEvent, PracticeCmd},
    online::{OnlineCmd, OnlineEvent},
    remote::RemoteCmd,
    signals::Signal,
};
use crate::{
    core::input::Input,
    notice::{Notice, problem::Problem},
};

/// What reaches the loop, from any thread, with the instant its source read it.
#[derive(Clone, Debug, PartialEq)]
pub struct Arrival {
    /// When the source read it (a device's own reading, a line read, a key pressed).
    pub at: Instant,
    /// What it is.
    pub what: Arrived,
}

impl Arrival {
    /// Something read now.
    pub fn now(what: Arrived) -> Arrival {
        Arrival { at: Instant::now(), what }
    }
}

/// What an arrival is.
#[derive(Clone, Debug, PartialEq)]
pub enum Arrived {
    /// An input for the core: a board's or the keys' message, a device's link going or
    /// coming back, a line read from standard input or the demo.
    Input(Input),
    /// A key of the view's command line; the loop hands it to the screen.
    Key(CommandLineKey),
    /// A notice of the shell: said (the key help), or for the assistant's screen
    /// (speech lost, a voice missing).
    Notice(Notice),
    /// A problem for the assistant's screen: a line that cannot be read, a device's
    /// technical reason.
    Problem(Problem),
    /// The screen changed size: draw it again.
    Redraw,
    /// The session ends: the assistant ended it (`quit`), or the input that was its
    /// only source ended.
    Quit,
    /// A signal ends the session ([`super::signals`]): Ctrl-C (SIGINT), SIGTERM or
    /// SIGHUP. It ends like [`Arrived::Quit`], but the voice says nothing more.
    Signal(Signal),
    /// The engine's answer, or that it stopped or is back (issue 18, [`super::engine`]).
    Engine(EngineEvent),
    /// A practice command: a typed `engine <word>` line or its key.
    Practice(PracticeCmd),
    /// What the online game's network brings (issue 33, [`super::online`]).
    Online(OnlineEvent),
    /// A typed `online <word>` line.
    OnlineCmd(OnlineCmd),
    /// A typed `remote <word>` line: the remote opponent's move, its confirmation, the
    /// timekeeper's times (issue 33, [`super::remote`]).
    Remote(RemoteCmd),
}

/// A key of the view's command line, whatever terminal it came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CommandLineKey {
    /// A printable character.
    Char(char),
    /// Deletes the last character.
    Backspace,
    /// Sends the line.
    Enter,
    /// An earlier line.
    Up,
    /// A later line (or an empty one after the last).
    Down,
    /// Clears the line.
    Esc,
    /// F1: the help in the log.
    Help,
    /// Scrolls the log back.
    PageUp,
    /// Scrolls the log forward.
    PageDown,
    /// Ctrl-C: ends the session as SIGINT does.
    Interrupt,
}
