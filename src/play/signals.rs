//! SIGINT, SIGTERM and SIGHUP as a source of the live session: a clean end.
//!
//! A thread of its own ([`Watch::start`]) reads the three signals through `signal-hook`
//! (its handler only wakes the thread; no code of taktil runs inside a signal handler)
//! and sends the first one into the session's channel as [`crate::play::Arrived::Signal`], like
//! every other source ([`super::arrival`]). The loop then ends the session as at the
//! end of its input: a held position counts as settled, the journal is closed, the
//! export is written; the voice says nothing new (docs/play.md, "Ending a session").
//! The signal is kept ([`Watch::received`]) so that the exit status says how the
//! session ended: 128 plus its number, as a shell reports a program that a signal
//! ended (130 for Ctrl-C).
//!
//! A second signal while that clean end is under way ends taktil at once: the thread
//! gives the terminal back (the `give_back` it was started with) and lets the signal
//! do what it does by default (the process ends, killed by it).
//!
//! Ctrl-C in the full view is a key (the terminal is in raw mode), which the view
//! raises as SIGINT when the signals are watched ([`watching`]), so it ends the session
//! the same way.
//!
//! On Windows (issue 30) the console's control events stand for the signals
//! (`windows.rs`): Ctrl-C is SIGINT, Ctrl-Break SIGTERM, and closing the console
//! window, logging off or shutting down SIGHUP. Their handler runs on a thread
//! Windows starts, and for a closed window it holds that thread until the session has
//! ended cleanly (Windows ends the process when the handler returns, at the latest
//! after 5 s), so that the journal is closed and the export written.

use std::{
    fmt,
    sync::atomic::{AtomicBool, Ordering},
};

#[cfg(unix)]
mod unix;
#[cfg(windows)]
mod windows;

#[cfg(unix)]
pub use self::unix::{Watch, interrupt};
#[cfg(windows)]
pub use self::windows::{Watch, interrupt};

/// Whether a [`Watch`] runs in this process.
static WATCHING: AtomicBool = AtomicBool::new(false);

/// A signal that ends the session.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Signal {
    /// SIGINT: Ctrl-C.
    Interrupt,
    /// SIGTERM: `kill`, a service manager stopping taktil.
    Terminate,
    /// SIGHUP: the terminal closed.
    HangUp,
}

impl Signal {
    /// Every signal watched.
    pub const ALL: [Signal; 3] = [Signal::Interrupt, Signal::Terminate, Signal::HangUp];

    /// The signal's number: 2, 15, 1, as on Linux (and in Windows' C runtime for the
    /// first two).
    pub const fn number(self) -> i32 {
        match self {
            Signal::Interrupt => 2,
            Signal::Terminate => 15,
            Signal::HangUp => 1,
        }
    }

    /// The signal of a number, if it is one of these.
    pub fn from_number(number: i32) -> Option<Signal> {
        Signal::ALL.into_iter().find(|s| s.number() == number)
    }

    /// The exit status of a session that this signal ended cleanly: 128 plus its
    /// number, as a shell reports a program that the signal ended.
    pub fn exit_status(self) -> u8 {
        u8::try_from(128 + self.number()).unwrap_or(u8::MAX)
    }
}

/// The signal's name, as `kill -l` and the shell write it: `SIGTERM`.
impl fmt::Display for Signal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Signal::Interrupt => "SIGINT",
            Signal::Terminate => "SIGTERM",
            Signal::HangUp => "SIGHUP",
        })
    }
}

/// Whether the signals are watched: only then may a key be raised as SIGINT (unwatched,
/// SIGINT would end taktil at once).
pub fn watching() -> bool {
    WATCHING.load(Ordering::SeqCst)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_signal_has_its_number_and_status() {
        let numbers: Vec<(i32, u8)> = Signal::ALL.iter().map(|s| (s.number(), s.exit_status())).collect();
        assert_eq!(numbers, [(2, 130), (15, 143), (1, 129)]);
        assert_eq!(Signal::from_number(15), Some(Signal::Terminate));
        assert_eq!(Signal::from_number(9), None);
        let names: Vec<String> = Signal::ALL.iter().map(ToString::to_string).collect();
        assert_eq!(names, ["SIGINT", "SIGTERM", "SIGHUP"]);
    }
}
