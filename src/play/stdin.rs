//! Standard input as a source of the live session: the tactile board's TBP/1 lines and
//! the other devices' and the assistant's lines (docs/play.md, "Input lines").
//!
//! A thread of its own reads a line at a time, reads it once into an input
//! ([`script::parse_input`]) and sends it into the session's channel with the instant
//! it was read. A line that cannot be read is a problem for the assistant's screen,
//! with the parser's reason; blank and comment lines send nothing.

use std::io::{self, BufRead};

use crossbeam_channel::Sender;

use super::{
    arrival::{Arrival, Arrived},
    flood::Flood,
};
use crate::script;

/// Starts reading standard input into `tx`. At its end the thread lets go of `tx`, and
/// with `ends_session` (standard input is the session's only source) it ends the
/// session first.
pub fn read(tx: Sender<Arrival>, ends_session: bool) {
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
    match script::parse_input(line) {
        Ok(Some(input)) => Some(Arrival::now(Arrived::Input(input))),
        Ok(None) => None,
        Err(e) => Some(Arrival::now(Arrived::Problem(format!("input: {e}: {}", line.trim())))),
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
            Some(Arrived::Problem("input: unknown square 'e9': expected a1 to h8: L e9".into()))
        );
    }
}
