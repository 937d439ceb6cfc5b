//! The signals on Windows (issue 30): the console's control events through
//! `SetConsoleCtrlHandler`. Windows runs the handler on a thread of its own, so it may
//! send into the session's channel and wait; no signal-handler rules apply.
//!
//! Ctrl-C is [`Signal::Interrupt`], Ctrl-Break [`Signal::Terminate`], and a closed
//! console window, a log-off or a shutdown [`Signal::HangUp`]. For those last three
//! Windows ends the process when the handler returns (after 5 s at the latest), so the
//! handler waits until the [`Watch`] is dropped, which the session does once it has
//! ended cleanly (the journal closed, the export written), for at most 4.5 s.

use std::{
    io,
    sync::{
        Condvar, Mutex,
        atomic::{AtomicI32, Ordering},
    },
    time::Duration,
};

use windows_sys::Win32::{
    Foundation::{FALSE, TRUE},
    System::Console::{
        CTRL_BREAK_EVENT, CTRL_C_EVENT, CTRL_CLOSE_EVENT, CTRL_LOGOFF_EVENT, CTRL_SHUTDOWN_EVENT, SetConsoleCtrlHandler,
    },
};

use super::{Signal, WATCHING, watching};

/// Where the first event goes, and what a second one gives back first.
struct Watcher {
    notify: Box<dyn Fn(Signal) + Send>,
    give_back: fn(),
}

/// The session's watcher, while a [`Watch`] lives.
static WATCHER: Mutex<Option<Watcher>> = Mutex::new(None);
/// The first signal's number (0: none yet).
static RECEIVED: AtomicI32 = AtomicI32::new(0);
/// Whether the session has ended (the [`Watch`] dropped), for a closing window to wait on.
static ENDED: (Mutex<bool>, Condvar) = (Mutex::new(false), Condvar::new());

/// How long a closing console waits for the clean end: Windows allows 5 s.
const CLOSE_WAIT: Duration = Duration::from_millis(4500);

/// Watches the console's control events for a session. Keep it until the session has
/// ended: dropping it lets a closing console window go.
pub struct Watch {
    _private: (),
}

impl Watch {
    /// Starts watching: the first event goes to `notify` (into the session's channel);
    /// a second one calls `give_back` (the terminal as it was) and ends the process.
    ///
    /// # Errors
    /// When the handler cannot be registered.
    pub fn start(notify: impl Fn(Signal) + Send + 'static, give_back: fn()) -> io::Result<Watch> {
        *lock(&WATCHER) = Some(Watcher { notify: Box::new(notify), give_back });
        *lock(&ENDED.0) = false;
        RECEIVED.store(0, Ordering::SeqCst);
        // SAFETY: `handler` is a plain function that lives as long as the program and
        // touches only the statics above.
        if unsafe { SetConsoleCtrlHandler(Some(handler), TRUE) } == FALSE {
            *lock(&WATCHER) = None;
            return Err(io::Error::last_os_error());
        }
        WATCHING.store(true, Ordering::SeqCst);
        Ok(Watch { _private: () })
    }

    /// The first signal received, if any.
    pub fn received(&self) -> Option<Signal> {
        Signal::from_number(RECEIVED.load(Ordering::SeqCst))
    }
}

impl Drop for Watch {
    fn drop(&mut self) {
        WATCHING.store(false, Ordering::SeqCst);
        // SAFETY: removes the handler registered in `start`.
        unsafe { SetConsoleCtrlHandler(Some(handler), FALSE) };
        *lock(&WATCHER) = None;
        *lock(&ENDED.0) = true;
        ENDED.1.notify_all();
    }
}

/// Raises Ctrl-C in this process (the full view's Ctrl-C key), when [`watching`].
/// `false` when nothing was raised: the caller ends the session itself.
pub fn interrupt() -> bool {
    watching() && {
        deliver(Signal::Interrupt);
        true
    }
}

/// The console's control handler.
unsafe extern "system" fn handler(event: u32) -> i32 {
    let signal = match event {
        CTRL_C_EVENT => Signal::Interrupt,
        CTRL_BREAK_EVENT => Signal::Terminate,
        CTRL_CLOSE_EVENT | CTRL_LOGOFF_EVENT | CTRL_SHUTDOWN_EVENT => Signal::HangUp,
        _ => return FALSE,
    };
    deliver(signal);
    if signal == Signal::HangUp {
        // Windows ends the process when this returns: wait for the clean end.
        let ended = lock(&ENDED.0);
        let _ = ENDED.1.wait_timeout_while(ended, CLOSE_WAIT, |ended| !*ended);
    }
    TRUE
}

/// The first signal to the session; a second one ends taktil at once, the terminal
/// given back.
fn deliver(signal: Signal) {
    let number = signal.number();
    let first = RECEIVED.compare_exchange(0, number, Ordering::SeqCst, Ordering::SeqCst).is_ok();
    let watcher = lock(&WATCHER);
    let Some(watcher) = watcher.as_ref() else { return };
    if first {
        (watcher.notify)(signal);
    } else {
        (watcher.give_back)();
        std::process::exit(128 + number);
    }
}

/// A lock that a panic elsewhere does not poison for good.
fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}
