//! Standard input as a source of the live session: the tactile board's TBP/1 lines and
//! the other devices' and the assistant's lines (docs/play.md, "Input lines"), or, when
//! standard input is a terminal, the blind player's single keystrokes ([`crate::io::keystrokes`]).
//!
//! A thread of its own reads a line at a time, reads it once into an input
//! ([`script::parse_input`]) and sends it into the session's channel with the instant
//! it was read. A line that cannot be read is a problem for the assistant's screen,
//! with the parser's reason; blank and comment lines send nothing.
//!
//! On a terminal the thread puts it in raw mode and reads keys instead, each through
//! the keystroke map ([`crate::io::keystrokes`]): a key of the core from the `pad` device,
//! the key help as notices, a line typed after `:` read as a line of standard input.
//! The terminal is given back when the session ends, by [`give_back`] (the signal
//! watcher's second signal, the panic hook of the view) and when the thread ends.

use std::{
    io::{self, BufRead, IsTerminal as _, Write},
    panic,
    sync::{
        Once,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

use crossbeam_channel::Sender;
use crossterm::{event, terminal};

use super::{
    arrival::{Arrival, Arrived},
    flood::Flood,
    signals,
};
use crate::{
    io::keystrokes::{Keystrokes, Stroke},
    notice::problem::Problem,
    script,
};

/// The terminal is in raw mode for the keystrokes; whoever clears this restores it.
static RAW: AtomicBool = AtomicBool::new(false);
/// Set when the session no longer reads keys (the reader gives the terminal back).
static STOP: AtomicBool = AtomicBool::new(false);
/// The panic hook that gives the terminal back is installed once per process.
static HOOK: Once = Once::new();
/// How long the key thread waits for a key before it looks whether to stop.
const KEY_POLL: Duration = Duration::from_millis(100);

/// Whether standard input is the keystrokes' terminal in raw mode: a line printed then
/// ends with a carriage return too (raw mode does not add it).
pub fn raw() -> bool {
    RAW.load(Ordering::SeqCst)
}

/// Gives the terminal back (cooked mode), if the keystroke reader holds it. Safe from
/// any thread.
pub fn give_back() {
    STOP.store(true, Ordering::SeqCst);
    if RAW.swap(false, Ordering::SeqCst) {
        let _ = terminal::disable_raw_mode();
    }
}

/// Starts reading standard input into `tx`: keystrokes when it is a terminal (and
/// raw mode can be had), lines otherwise. At its end the thread lets go of `tx`, and
/// with `ends_session` (standard input is the session's only source) it ends the
/// session first.
pub fn read(tx: Sender<Arrival>, ends_session: bool) {
    if io::stdin().is_terminal() && terminal::enable_raw_mode().is_ok() {
        HOOK.call_once(|| {
            let previous = panic::take_hook();
            panic::set_hook(Box::new(move |info| {
                give_back();
                previous(info);
            }));
        });
        RAW.store(true, Ordering::SeqCst);
        STOP.store(false, Ordering::SeqCst);
        std::thread::spawn(move || {
            read_keys(&tx, ends_session);
            give_back();
        });
        return;
    }
    std::thread::spawn(move || {
        let stdin = io::stdin();
        let mut input = stdin.lock();
        let mut buf = Vec::new();
        let mut flood = Flood::default();
        loop {
            buf.clear();
            match input.read_until(b'\n', &mut buf) {
                Ok(0) | Err(_) => break,
                Ok(_) => {
                    let line = String::from_utf8_lossy(&buf);
                    if !send_limited(&tx, &mut flood, arrival(&line)) {
                        return;
                    }
                }
            }
        }
        if let Some(summary) = flood.finish() {
            let _ = tx.send(Arrival::now(Arrived::Problem(summary)));
        }
        if ends_session {
            let _ = tx.send(Arrival::now(Arrived::Quit));
        }
    });
}

/// The keystroke thread: each key through the map into `tx`, until the session is gone,
/// Ctrl-D (the end of the input) or the terminal cannot be read.
fn read_keys(tx: &Sender<Arrival>, ends_session: bool) {
    let mut keys = Keystrokes::default();
    while !STOP.load(Ordering::SeqCst) {
        let read = event::poll(KEY_POLL).and_then(|ready| if ready { event::read().map(Some) } else { Ok(None) });
        let key = match read {
            Ok(Some(event::Event::Key(key))) => key,
            Ok(_) => continue,
            Err(e) => {
                let _ = tx.send(Arrival::now(Arrived::Problem(Problem::KeysUnreadable { error: e.to_string() })));
                return;
            }
        };
        let sent = match keys.press(key) {
            Stroke::Input(input) => tx.send(Arrival::now(Arrived::Input(input))).is_ok(),
            Stroke::Say(notices) => notices.into_iter().all(|n| tx.send(Arrival::now(Arrived::Notice(n))).is_ok()),
            Stroke::Echo(text) => echo(&text),
            Stroke::Practice(cmd) => tx.send(Arrival::now(Arrived::Practice(cmd))).is_ok(),
            Stroke::Line(line) => echo("\r\n") && arrival(&line).is_none_or(|a| tx.send(a).is_ok()),
            Stroke::Interrupt if signals::interrupt() => true,
            Stroke::Interrupt => {
                let _ = tx.send(Arrival::now(Arrived::Quit));
                false
            }
            Stroke::End => {
                if ends_session {
                    let _ = tx.send(Arrival::now(Arrived::Quit));
                }
                false
            }
            Stroke::Nothing => true,
        };
        if !sent {
            return;
        }
    }
}

/// Shows what is typed on a line (standard error: standard output carries the screen's
/// lines). Always true: a screen that cannot be written ends no session.
fn echo(text: &str) -> bool {
    let mut err = io::stderr();
    let _ = err.write_all(text.as_bytes()).and_then(|()| err.flush());
    true
}

/// Sends what a line brought, a problem only as [`Flood`] allows, after the summary of
/// the lines it held back (issue 13: a flooding board gets a few notes a second). False
/// when the session is gone.
fn send_limited(tx: &Sender<Arrival>, flood: &mut Flood, arrival: Option<Arrival>) -> bool {
    let Some(arrival) = arrival else { return true };
    let (summary, tell) = match &arrival.what {
        Arrived::Problem(_) => {
            let verdict = flood.bad_line(arrival.at);
            (verdict.summary, verdict.tell)
        }
        _ => (flood.summary(arrival.at), true),
    };
    if let Some(summary) = summary
        && tx.send(Arrival { at: arrival.at, what: Arrived::Problem(summary) }).is_err()
    {
        return false;
    }
    !tell || tx.send(arrival).is_ok()
}

/// What a line read now brings: an input, a problem, or nothing (a blank or comment
/// line).
pub fn arrival(line: &str) -> Option<Arrival> {
    arrived(line).map(Arrival::now)
}

/// What a typed line is, read once, wherever it was typed (standard input, the view's
/// command line): a practice command, an input, a problem, or nothing (a blank or
/// comment line).
pub fn arrived(line: &str) -> Option<Arrived> {
    if let Some(cmd) = super::online::OnlineCmd::from_line(line) {
        return Some(Arrived::OnlineCmd(cmd));
    }
    if let Some(cmd) = super::engine::PracticeCmd::from_line(line) {
        return Some(Arrived::Practice(cmd));
    }
    if let Some(cmd) = super::remote::RemoteCmd::from_line(line) {
        return Some(Arrived::Remote(cmd));
    }
    match script::parse_input(line) {
        Ok(Some(input)) => Some(Arrived::Input(input)),
        Ok(None) => None,
        Err(e) => Some(Arrived::Problem(Problem::Input { line: line.trim().to_owned(), error: e.to_string() })),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::input::{BoardMsg, Device, Input};

    #[test]
    fn a_line_is_an_input_a_problem_or_nothing() {
        let lift = Input::Board { device: Device::Tactile, msg: BoardMsg::Lift(shakmaty::Square::E2), seq: None };
        assert_eq!(arrival("L e2\n").map(|a| a.what), Some(Arrived::Input(lift)));
        assert_eq!(arrival("  # a comment\n").map(|a| a.what), None);
        assert_eq!(
            arrival("L e9\n").map(|a| a.what),
            Some(Arrived::Problem(Problem::Input {
                line: "L e9".into(),
                error: "unknown square 'e9': expected a1 to h8".into()
            }))
        );
    }
}
