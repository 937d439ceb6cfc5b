//! A flooding device's bad lines, told at a bounded rate (issue 13): a board that
//! sends garbage as fast as its line allows must not bury the assistant's screen (and
//! the session's channel) under one note per line. In each second from a bad line on,
//! the first [`Flood::SHOWN`] bad lines are told; the rest are counted, and the count is
//! told once, as one summary, when the second is over ([`Flood::summary`]).
//!
//! Pure: the instants are given (the reader gives the instant it read the line).

use std::time::{Duration, Instant};

use crate::{core::input::Device, notice::problem::Problem};

/// The bad lines of one source in the current second.
#[derive(Clone, Debug, Default)]
pub struct Flood {
    /// The board and its port the lines come from (`None`: standard input).
    board: Option<(Device, String)>,
    /// When the current second began (its first bad line); `None` before any.
    since: Option<Instant>,
    /// Bad lines in the current second, told or not.
    lines: u64,
}

/// What to do with a bad line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadLineVerdict {
    /// The summary of the second before, to tell first (`None`: nothing held back).
    pub summary: Option<Problem>,
    /// Whether to tell this line.
    pub tell: bool,
}

impl Flood {
    /// Bad lines told in a second; the rest are summarised.
    pub const SHOWN: u32 = 3;
    /// The length of a summarised span.
    pub const WINDOW: Duration = Duration::from_secs(1);

    /// The bad lines of a board on a port.
    pub fn of_board(device: Device, port: &str) -> Flood {
        Flood { board: Some((device, port.to_owned())), ..Flood::default() }
    }

    /// A bad line read at `now`.
    pub fn bad_line(&mut self, now: Instant) -> BadLineVerdict {
        let summary = self.summary(now);
        if self.since.is_none() {
            self.since = Some(now);
        }
        self.lines += 1;
        BadLineVerdict { summary, tell: self.lines <= u64::from(Flood::SHOWN) }
    }

    /// The summary of a second that is over at `now` (or of the last one, at the end of
    /// the input: `now` far enough on), when lines were held back in it; the count
    /// starts again.
    pub fn summary(&mut self, now: Instant) -> Option<Problem> {
        let since = self.since?;
        if now.saturating_duration_since(since) < Flood::WINDOW {
            return None;
        }
        let lines = std::mem::take(&mut self.lines);
        self.since = None;
        (lines > u64::from(Flood::SHOWN)).then(|| Problem::BadLines {
            board: self.board.clone(),
            lines: u32::try_from(lines).unwrap_or(u32::MAX),
            shown: Flood::SHOWN,
        })
    }

    /// The summary of the lines held back so far, whatever the time (at the end of
    /// the input).
    pub fn finish(&mut self) -> Option<Problem> {
        let since = self.since?;
        self.summary(since + Flood::WINDOW)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(t0: Instant, ms: u64) -> Instant {
        t0 + Duration::from_millis(ms)
    }

    #[test]
    fn a_few_lines_a_second_are_told_and_the_rest_summarised_once() {
        let t0 = Instant::now();
        let mut flood = Flood::default();
        let told: Vec<bool> = (0..312).map(|i| flood.bad_line(at(t0, i)).tell).collect();
        assert_eq!(told.iter().filter(|t| **t).count(), 3);
        assert!(told[..3].iter().all(|t| *t), "the first three are told");
        assert_eq!(flood.summary(at(t0, 999)), None, "the second is not over");
        let next = flood.bad_line(at(t0, 1000));
        assert_eq!(
            next,
            BadLineVerdict { summary: Some(Problem::BadLines { board: None, lines: 312, shown: 3 }), tell: true }
        );
        assert_eq!(flood.finish(), None, "one line in the new second: nothing held back");
    }

    #[test]
    fn a_line_now_and_then_is_always_told_with_no_summary() {
        let t0 = Instant::now();
        let mut flood = Flood::default();
        for i in 0..10 {
            assert_eq!(flood.bad_line(at(t0, i * 400)), BadLineVerdict { summary: None, tell: true });
        }
        assert_eq!(flood.finish(), None);
    }

    #[test]
    fn the_end_of_the_input_tells_what_was_held_back() {
        let t0 = Instant::now();
        let mut flood = Flood::of_board(Device::Tactile, "/dev/ttyUSB0");
        for i in 0..5 {
            flood.bad_line(at(t0, i));
        }
        let board = Some((Device::Tactile, "/dev/ttyUSB0".to_owned()));
        assert_eq!(flood.finish(), Some(Problem::BadLines { board, lines: 5, shown: 3 }));
        assert_eq!(flood.finish(), None);
    }
}
