//! Standard input as a source of the live session: the tactile board's TBP/1 lines and
//! the other devices' and the assistant's lines (docs/play.md, "Input lines").
//!
//! A thread of its own reads a line at a time, reads it once into an input
//! ([`script::parse_input`]) and sends it into the session's channel with the instant
//! it was read. A line that cannot be read is a problem for the assistant's screen,
//! with the parser's reason; blank and comment lines send nothing.

use std::io::{self, BufRead};

use crossbeam_channel::Sender;

use super::arrival::{Arrival, Arrived};
use crate::script;

/// Starts reading standard input into `tx`. At its end the thread lets go of `tx`, and
/// with `ends_session` (standard input is the session's only source) it ends the
/// session first.
pub fn read(tx: Sender<Arrival>, ends_session: bool) {
    std::thread::spawn(move || {
        let stdin = io::stdin();
        let mut input = stdin.lock();
        let mut buf = Vec::new();
        loop {
            buf.clear();
            match input.read_until(b'\n', &mut buf) {
                Ok(0) | Err(_) => break,
                Ok(_) => {
                    let line = String::from_utf8_lossy(&buf);
                    if let Some(arrival) = arrival(&line)
                        && tx.send(arrival).is_err()
                    {
                        return;
                    }
                }
            }
        }
        if ends_session {
            let _ = tx.send(Arrival::now(Arrived::Quit));
        }
    });
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
