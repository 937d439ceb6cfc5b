//! The spoken calibration as a pure state machine: raw button changes, the
//! assistant's commands and the time go in; messages go out (the core's "time is an
//! input", house style).
//!
//! # Flow
//! 1. [`Dialogue::start`] asks for an empty board ([`Notice::CalibrateEmpty`]): a HID board
//!    reports only changes, so a peg already in its hole is never seen
//!    (board-protocols.md §4.4, "No initial state"). Pegs taken out now are noted.
//! 2. [`CalIn::Confirm`] (Enter, or the announce key) starts the holes: for each square
//!    from a1 to h8 it says [`Notice::CalibratePut`], and the next "peg in" of a button no
//!    other square has ([`Notice::CalibrateDone`]) records that button. A button another
//!    square has is refused ([`Notice::CalibrateTaken`]); a hole silent for
//!    [`Dialogue::new`]'s timeout gets [`Notice::CalibrateSilent`] and is asked again.
//! 3. [`CalIn::Redo`] asks for one square again; [`CalIn::Finish`] ends early (the holes
//!    not done are left out); [`CalIn::Abort`] ends with nothing.
//! 4. A disconnect says [`Notice::PegBoardLost`]; when the board is back the dialogue asks
//!    for the current hole again ([`Notice::PegBoardBack`]).
//!
//! "Peg in" is a press, or a release for an `inverted` board (docs/board-protocol.md).

use std::collections::BTreeMap;

use shakmaty::Square;

use super::{codes::format_code, config::Calibration};
use crate::{
    core::time::Timestamp,
    notice::{Notice, problem::Problem},
};

/// What the dialogue hears.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CalIn {
    /// A board button went down (raw code).
    Pressed(u32),
    /// A board button went up (raw code).
    Released(u32),
    /// The board is empty / go on (Enter, or the announce key).
    Confirm,
    /// Do this square again.
    Redo(Square),
    /// Stop now and keep the holes done.
    Finish,
    /// Stop now and keep nothing.
    Abort,
    /// The board's link went away.
    Disconnected,
    /// The board's link is back.
    Connected,
}

impl CalIn {
    /// The assistant's command typed on the terminal during `taktil calibrate`: an
    /// empty line (Enter) confirms, `redo <square>` does a square again, `finish` (or
    /// `done`) stops and saves, `abort` (or `quit`) stops without saving.
    pub fn from_line(line: &str) -> Option<CalIn> {
        let words: Vec<String> = line.split_whitespace().map(str::to_ascii_lowercase).collect();
        match words.iter().map(String::as_str).collect::<Vec<_>>()[..] {
            [] => Some(CalIn::Confirm),
            ["redo", square] => square.parse().ok().map(CalIn::Redo),
            ["finish" | "done"] => Some(CalIn::Finish),
            ["abort" | "quit" | "q"] => Some(CalIn::Abort),
            _ => None,
        }
    }
}

/// What the dialogue does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CalOut {
    /// Speak to the player.
    Say(Notice),
    /// A written note for the assistant.
    Note(Problem),
    /// The calibration is over: save this.
    Finished(Calibration),
    /// The calibration was aborted: save nothing.
    Aborted,
}

/// Where the dialogue is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Not started.
    Idle,
    /// Waiting for the board to be emptied and confirmed.
    Emptying,
    /// Waiting for a peg in this square's hole, asked at this time.
    Asking { square: Square, since: Timestamp },
    /// Over (finished or aborted).
    Over,
}

/// The calibration dialogue.
#[derive(Clone, Debug)]
pub struct Dialogue {
    phase: Phase,
    inverted: bool,
    timeout_ms: u64,
    map: BTreeMap<Square, u32>,
    connected: bool,
}

impl Dialogue {
    /// A dialogue for a board whose switches are `inverted` or not, asking again after
    /// `timeout_ms` of silence.
    pub fn new(inverted: bool, timeout_ms: u64) -> Dialogue {
        Dialogue { phase: Phase::Idle, inverted, timeout_ms, map: BTreeMap::new(), connected: true }
    }

    /// Where the dialogue is.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The holes done so far.
    pub fn calibration(&self) -> Calibration {
        Calibration::Map(self.map.clone())
    }

    /// Asks for an empty board.
    pub fn start(&mut self) -> Vec<CalOut> {
        self.phase = Phase::Emptying;
        vec![CalOut::Say(Notice::CalibrateEmpty)]
    }

    /// When [`Dialogue::tick`] should next be called, if at all.
    pub fn poll_timeout(&self) -> Option<Timestamp> {
        match self.phase {
            Phase::Asking { since, .. } if self.connected => Some(since.plus(self.timeout_ms)),
            _ => None,
        }
    }

    /// The time has come: a hole that stayed silent is asked again.
    pub fn tick(&mut self, now: Timestamp) -> Vec<CalOut> {
        match self.phase {
            Phase::Asking { square, since } if self.connected && now.since(since) >= self.timeout_ms => {
                self.phase = Phase::Asking { square, since: now };
                vec![
                    CalOut::Say(Notice::CalibrateSilent(square)),
                    CalOut::Note(Problem::CalibrationSilent { square, ms: self.timeout_ms }),
                ]
            }
            _ => Vec::new(),
        }
    }

    /// One input at `now`.
    pub fn handle(&mut self, now: Timestamp, input: CalIn) -> Vec<CalOut> {
        if self.phase == Phase::Over || self.phase == Phase::Idle {
            return Vec::new();
        }
        match input {
            CalIn::Pressed(code) | CalIn::Released(code) => {
                let peg_in = matches!(input, CalIn::Pressed(_)) != self.inverted;
                self.button(now, code, peg_in)
            }
            CalIn::Confirm => match self.phase {
                Phase::Emptying => self.ask_next(now, Vec::new()),
                // Confirm while a hole is asked: say the question again.
                Phase::Asking { square, .. } => self.ask(now, square, Vec::new()),
                _ => Vec::new(),
            },
            CalIn::Redo(square) => {
                if let Some(code) = self.map.remove(&square) {
                    let note = Problem::CalibrationRedo { square, code: format_code(code) };
                    self.ask(now, square, vec![CalOut::Note(note)])
                } else {
                    self.ask(now, square, Vec::new())
                }
            }
            CalIn::Finish => self.finish(),
            CalIn::Abort => {
                self.phase = Phase::Over;
                vec![CalOut::Say(Notice::CalibrationAborted), CalOut::Aborted]
            }
            CalIn::Disconnected => {
                self.connected = false;
                vec![CalOut::Say(Notice::PegBoardLost), CalOut::Note(Problem::CalibrationLost)]
            }
            CalIn::Connected => {
                self.connected = true;
                let mut out = vec![CalOut::Say(Notice::PegBoardBack), CalOut::Note(Problem::CalibrationBack)];
                match self.phase {
                    Phase::Asking { square, .. } => self.ask(now, square, out),
                    _ => {
                        out.push(CalOut::Say(Notice::CalibrateEmpty));
                        out
                    }
                }
            }
        }
    }

    /// A button change.
    fn button(&mut self, now: Timestamp, code: u32, peg_in: bool) -> Vec<CalOut> {
        let known = self.map.iter().find(|&(_, &c)| c == code).map(|(&sq, _)| sq);
        match (self.phase, peg_in) {
            (Phase::Emptying, false) => {
                vec![CalOut::Note(Problem::CalibrationPegOut { code: format_code(code) })]
            }
            (Phase::Emptying, true) => vec![
                CalOut::Say(Notice::CalibrateEmpty),
                CalOut::Note(Problem::CalibrationEarly { code: format_code(code) }),
            ],
            (Phase::Asking { .. }, false) if known.is_none() => {
                // A hole nobody has done reported a peg coming out: it had a peg from
                // before the board was connected (§4.4) or before the start.
                let note = Problem::CalibrationUnknownOut { code: format_code(code) };
                vec![CalOut::Say(Notice::CalibratePegSeated), CalOut::Note(note)]
            }
            (Phase::Asking { .. }, false) => Vec::new(),
            (Phase::Asking { square, .. }, true) => match known {
                Some(other) => vec![
                    CalOut::Say(Notice::CalibrateTaken(other)),
                    CalOut::Note(Problem::CalibrationTaken { code: format_code(code), other, square }),
                ],
                None => {
                    self.map.insert(square, code);
                    let out = vec![
                        CalOut::Say(Notice::CalibrateDone(square)),
                        CalOut::Note(Problem::CalibrationButton { square, code: format_code(code) }),
                    ];
                    self.ask_next(now, out)
                }
            },
            _ => Vec::new(),
        }
    }

    /// Asks for the first square not done, or finishes.
    fn ask_next(&mut self, now: Timestamp, out: Vec<CalOut>) -> Vec<CalOut> {
        match Square::ALL.into_iter().find(|sq| !self.map.contains_key(sq)) {
            Some(square) => self.ask(now, square, out),
            None => {
                let mut out = out;
                out.extend(self.finish());
                out
            }
        }
    }

    /// Asks for one square.
    fn ask(&mut self, now: Timestamp, square: Square, mut out: Vec<CalOut>) -> Vec<CalOut> {
        self.phase = Phase::Asking { square, since: now };
        out.push(CalOut::Say(Notice::CalibratePut(square)));
        out
    }

    /// Ends with the holes done.
    fn finish(&mut self) -> Vec<CalOut> {
        self.phase = Phase::Over;
        let missing = u32::try_from(64 - self.map.len()).unwrap_or(0);
        vec![CalOut::Say(Notice::CalibrationFinished { missing }), CalOut::Finished(self.calibration())]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::hid::codes::default_code;

    const TIMEOUT: u64 = 15_000;

    /// Only the spoken messages.
    fn said(out: &[CalOut]) -> Vec<Notice> {
        out.iter()
            .filter_map(|o| match o {
                CalOut::Say(m) => Some(m.clone()),
                _ => None,
            })
            .collect()
    }

    /// A dialogue past the empty-board step, asking for a1.
    fn started() -> Dialogue {
        let mut d = Dialogue::new(false, TIMEOUT);
        assert_eq!(said(&d.start()), [Notice::CalibrateEmpty]);
        assert_eq!(said(&d.handle(Timestamp(0), CalIn::Confirm)), [Notice::CalibratePut(Square::A1)]);
        d
    }

    /// A scrambled wiring: square n on button 64-n.
    fn wired(sq: Square) -> u32 {
        default_code(Square::new(63 - u32::from(sq)))
    }

    #[test]
    fn a_full_calibration_records_every_hole() {
        let mut d = started();
        let mut t = 0;
        let mut last = Vec::new();
        for sq in Square::ALL {
            t += 2_000;
            last = d.handle(Timestamp(t), CalIn::Pressed(wired(sq)));
            let mut expected = vec![Notice::CalibrateDone(sq)];
            if sq != Square::H8 {
                expected.push(Notice::CalibratePut(Square::new(u32::from(sq) + 1)));
                // The player leaves the peg in or takes it out: either is fine.
                assert!(d.handle(Timestamp(t + 500), CalIn::Released(wired(sq))).is_empty());
            } else {
                expected.push(Notice::CalibrationFinished { missing: 0 });
            }
            assert_eq!(said(&last), expected);
        }
        let Some(CalOut::Finished(cal)) = last.last() else { panic!("not finished: {last:?}") };
        for sq in Square::ALL {
            assert_eq!(cal.square(wired(sq)), Some(sq));
        }
        assert_eq!(d.phase(), Phase::Over);
        assert!(d.handle(Timestamp(t), CalIn::Pressed(1)).is_empty());
    }

    #[test]
    fn a_button_already_used_is_refused() {
        let mut d = started();
        d.handle(Timestamp(1_000), CalIn::Pressed(0x1_0120));
        d.handle(Timestamp(1_500), CalIn::Released(0x1_0120));
        let out = d.handle(Timestamp(2_000), CalIn::Pressed(0x1_0120));
        assert_eq!(said(&out), [Notice::CalibrateTaken(Square::A1)]);
        assert!(matches!(d.phase(), Phase::Asking { square: Square::B1, .. }));
        let out = d.handle(Timestamp(3_000), CalIn::Pressed(0x1_0121));
        assert_eq!(said(&out), [Notice::CalibrateDone(Square::B1), Notice::CalibratePut(Square::C1)]);
    }

    #[test]
    fn a_silent_hole_is_asked_again_after_the_timeout() {
        let mut d = started();
        d.handle(Timestamp(1_000), CalIn::Pressed(0x1_0120));
        assert_eq!(d.poll_timeout(), Some(Timestamp(1_000 + TIMEOUT)));
        assert!(d.tick(Timestamp(1_000 + TIMEOUT - 1)).is_empty());
        let out = d.tick(Timestamp(1_000 + TIMEOUT));
        assert_eq!(said(&out), [Notice::CalibrateSilent(Square::B1)]);
        assert_eq!(d.poll_timeout(), Some(Timestamp(1_000 + 2 * TIMEOUT)));
        // The retry works.
        let out = d.handle(Timestamp(20_000), CalIn::Pressed(0x1_0121));
        assert_eq!(said(&out), [Notice::CalibrateDone(Square::B1), Notice::CalibratePut(Square::C1)]);
    }

    #[test]
    fn one_square_can_be_done_again() {
        let mut d = started();
        d.handle(Timestamp(1_000), CalIn::Pressed(0x1_0121)); // a1, wrong hole
        d.handle(Timestamp(2_000), CalIn::Pressed(0x1_0122)); // b1
        let out = d.handle(Timestamp(3_000), CalIn::Redo(Square::A1));
        assert_eq!(said(&out), [Notice::CalibratePut(Square::A1)]);
        let out = d.handle(Timestamp(4_000), CalIn::Pressed(0x1_0120));
        // Back to the first square not done: c1.
        assert_eq!(said(&out), [Notice::CalibrateDone(Square::A1), Notice::CalibratePut(Square::C1)]);
        // The freed button can be another square's now.
        let out = d.handle(Timestamp(5_000), CalIn::Pressed(0x1_0121));
        assert_eq!(said(&out), [Notice::CalibrateDone(Square::C1), Notice::CalibratePut(Square::D1)]);
        let out = d.handle(Timestamp(6_000), CalIn::Finish);
        assert_eq!(said(&out), [Notice::CalibrationFinished { missing: 61 }]);
        let Some(CalOut::Finished(cal)) = out.last() else { panic!("{out:?}") };
        assert_eq!(cal.pairs(), [(Square::A1, 0x1_0120), (Square::B1, 0x1_0122), (Square::C1, 0x1_0121)]);
    }

    #[test]
    fn seated_pegs_are_taken_out_before_the_start() {
        let mut d = Dialogue::new(false, TIMEOUT);
        d.start();
        // Pegs seated before the board was connected report only when they come out.
        let out = d.handle(Timestamp(100), CalIn::Released(0x1_0125));
        assert!(said(&out).is_empty());
        assert!(matches!(&out[..], [CalOut::Note(Problem::CalibrationPegOut { code })] if code == "0x1_0125"));
        // A peg going in before the start: ask for the empty board again.
        let out = d.handle(Timestamp(200), CalIn::Pressed(0x1_0126));
        assert_eq!(said(&out), [Notice::CalibrateEmpty]);
        assert_eq!(d.poll_timeout(), None);
        assert_eq!(said(&d.handle(Timestamp(300), CalIn::Confirm)), [Notice::CalibratePut(Square::A1)]);
        // One still seated: it comes out while a1 is asked.
        let out = d.handle(Timestamp(400), CalIn::Released(0x1_0127));
        assert_eq!(said(&out), [Notice::CalibratePegSeated]);
        assert!(matches!(d.phase(), Phase::Asking { square: Square::A1, .. }));
    }

    #[test]
    fn a_lost_board_pauses_and_asks_again_when_back() {
        let mut d = started();
        assert_eq!(said(&d.handle(Timestamp(1_000), CalIn::Disconnected)), [Notice::PegBoardLost]);
        assert_eq!(d.poll_timeout(), None);
        assert!(d.tick(Timestamp(100_000)).is_empty());
        let out = d.handle(Timestamp(100_000), CalIn::Connected);
        assert_eq!(said(&out), [Notice::PegBoardBack, Notice::CalibratePut(Square::A1)]);
        assert_eq!(d.poll_timeout(), Some(Timestamp(100_000 + TIMEOUT)));
    }

    #[test]
    fn an_inverted_board_takes_a_release_as_peg_in() {
        let mut d = Dialogue::new(true, TIMEOUT);
        d.start();
        d.handle(Timestamp(0), CalIn::Confirm);
        assert!(
            d.handle(Timestamp(1_000), CalIn::Pressed(0x1_0120))
                .iter()
                .all(|o| !matches!(o, CalOut::Say(Notice::CalibrateDone(_))))
        );
        let out = d.handle(Timestamp(2_000), CalIn::Released(0x1_0120));
        assert_eq!(said(&out), [Notice::CalibrateDone(Square::A1), Notice::CalibratePut(Square::B1)]);
    }

    #[test]
    fn terminal_commands_are_read() {
        assert_eq!(CalIn::from_line("\n"), Some(CalIn::Confirm));
        assert_eq!(CalIn::from_line("redo E4"), Some(CalIn::Redo(Square::E4)));
        assert_eq!(CalIn::from_line(" done "), Some(CalIn::Finish));
        assert_eq!(CalIn::from_line("abort"), Some(CalIn::Abort));
        assert_eq!(CalIn::from_line("redo z9"), None);
        assert_eq!(CalIn::from_line("hello"), None);
    }

    #[test]
    fn abort_keeps_nothing() {
        let mut d = started();
        d.handle(Timestamp(1_000), CalIn::Pressed(0x1_0120));
        let out = d.handle(Timestamp(2_000), CalIn::Abort);
        assert_eq!(out, [CalOut::Say(Notice::CalibrationAborted), CalOut::Aborted]);
        assert_eq!(d.phase(), Phase::Over);
    }
}
