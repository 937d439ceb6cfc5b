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

use std::{
    fmt, io,
    sync::{
        Arc,
        atomic::{AtomicBool, AtomicI32, Ordering},
    },
    thread::{self, JoinHandle},
};

use signal_hook::{
    consts::{SIGHUP, SIGINT, SIGTERM},
    iterator::{Handle, Signals},
    low_level,
};

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

    /// The signal's number (2, 15, 1 on Linux).
    pub fn number(self) -> i32 {
        match self {
            Signal::Interrupt => SIGINT,
            Signal::Terminate => SIGTERM,
            Signal::HangUp => SIGHUP,
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

/// Watches SIGINT, SIGTERM and SIGHUP for a session. Keep it until the process ends:
/// once it is dropped the three signals are ignored (signal-hook cannot give back
/// their default action).
pub struct Watch {
    handle: Handle,
    received: Arc<AtomicI32>,
    thread: Option<JoinHandle<()>>,
}

impl Watch {
    /// Starts watching: the first signal goes to `notify` (into the session's channel);
    /// a second one calls `give_back` (the terminal as it was) and ends the process,
    /// killed by it.
    ///
    /// # Errors
    /// When the signals cannot be registered or the thread cannot start.
    pub fn start(notify: impl Fn(Signal) + Send + 'static, give_back: fn()) -> io::Result<Watch> {
        let mut signals = Signals::new(Signal::ALL.map(Signal::number))?;
        let handle = signals.handle();
        let received = Arc::new(AtomicI32::new(0));
        let seen = Arc::clone(&received);
        let thread = thread::Builder::new().name("signals".into()).spawn(move || {
            for number in signals.forever() {
                // The first signal: the clean end. Sent even if the loop has gone (the
                // session already ended): `received` still tells the exit status.
                if seen.compare_exchange(0, number, Ordering::SeqCst, Ordering::SeqCst).is_ok() {
                    if let Some(signal) = Signal::from_number(number) {
                        notify(signal);
                    }
                    continue;
                }
                at_once(number, give_back);
            }
        });
        let thread = match thread {
            Ok(thread) => thread,
            Err(e) => {
                handle.close();
                return Err(e);
            }
        };
        WATCHING.store(true, Ordering::SeqCst);
        Ok(Watch { handle, received, thread: Some(thread) })
    }

    /// The first signal received, if any.
    pub fn received(&self) -> Option<Signal> {
        Signal::from_number(self.received.load(Ordering::SeqCst))
    }
}

impl Drop for Watch {
    fn drop(&mut self) {
        WATCHING.store(false, Ordering::SeqCst);
        self.handle.close();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Whether the signals are watched: only then may a key be raised as SIGINT (unwatched,
/// SIGINT would end taktil at once).
pub fn watching() -> bool {
    WATCHING.load(Ordering::SeqCst)
}

/// Raises SIGINT in this process (the full view's Ctrl-C key), when [`watching`].
/// `false` when nothing was raised: the caller ends the session itself.
pub fn interrupt() -> bool {
    watching() && low_level::raise(SIGINT).is_ok()
}

/// A second signal: the terminal given back, then the signal's default action, which
/// ends the process. (Should that fail, taktil exits with the signal's status.)
fn at_once(number: i32, give_back: fn()) {
    give_back();
    let _ = low_level::emulate_default_handler(number);
    std::process::exit(128 + number);
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
