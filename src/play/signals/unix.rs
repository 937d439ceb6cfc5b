//! The signals on Unix: a thread of its own reads them through `signal-hook`'s
//! iterator (its handler only wakes the thread).

use std::{
    io,
    sync::{
        Arc,
        atomic::{AtomicI32, Ordering},
    },
    thread::{self, JoinHandle},
};

use signal_hook::{
    consts::SIGINT,
    iterator::{Handle, Signals},
    low_level,
};

use super::{Signal, WATCHING, watching};

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
