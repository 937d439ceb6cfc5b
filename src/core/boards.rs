//! The sighted player's side of the record: his scoresheet and his ordinary board, as
//! the assistant or arbiter enters them, each checked against the game.
//!
//! An electronic sighted board reports itself and is tracked like the tactile board.
//! An ordinary one is checked only when someone enters what it shows (`assist board`);
//! its scoresheet when someone enters the moves written on it (`assist sheet`). Both
//! are kept for the arbiter's E2.7/E2.8 ruling.

use shakmaty::{
    Position,
    san::{San, SanPlus},
};

use crate::core::{
    Companion, catchup,
    clock::Clock,
    input::{Cell, Device},
    msg::Msg,
    output::Output,
    physical::Physical,
    ruling::{self, Entry, Evidence},
    time::Timestamp,
};

impl Companion {
    /// `sheet <SAN>...`: the next moves of the sighted player's scoresheet. The first
    /// half-move where it differs from the game is written for the arbiter.
    pub(super) fn enter_sheet(&mut self, now: Timestamp, moves: Vec<San>) {
        self.sighted_sheet.extend(moves);
        let record = self.game.moves();
        let differs = self
            .sighted_sheet
            .iter()
            .enumerate()
            .find(|(i, san)| record.get(*i).is_none_or(|m| m.san.san != **san))
            .map(|(i, _)| i);
        if let Some(i) = differs {
            self.push(now, Output::Note(Msg::SheetDiffers { ply: u32::try_from(i + 1).unwrap_or(u32::MAX) }));
        }
    }

    /// `board <position>`: what the sighted player's ordinary board shows. A board that
    /// differs from the game is reported with the steps that put it right, as text for
    /// the sighted player; the clocks are not touched.
    pub(super) fn enter_board(&mut self, now: Timestamp, cells: [Cell; 64]) {
        self.sighted_board = Some(cells);
        let by = !self.settings.blind;
        let phys = Physical::from_cells(cells);
        let steps = catchup::steps(self.game.position(), &phys, self.game.before_last());
        if steps.is_empty() {
            self.push(now, Output::Note(Msg::BoardMatches { by }));
            return;
        }
        let squares = catchup::wrong_squares(self.game.position().board(), &phys).into_iter().collect();
        self.push(now, Output::Mismatch { device: Device::Sighted, squares });
        self.push(now, Output::Note(Msg::BoardDiffers { by }));
        for step in steps {
            self.push(now, Output::Note(step));
        }
    }

    /// `reconcile`: the arbiter's E2.7/E2.8 ruling from both scoresheets, both boards
    /// and the clock times stored with the moves. Written for the arbiter; the
    /// clocks are not touched (the arbiter stops them with `clock stop`).
    pub(super) fn reconcile(&mut self, now: Timestamp) {
        let ruling = ruling::reconcile(&self.evidence());
        let parts = ruling.parts();
        self.push(now, Output::Ruling(Box::new(ruling)));
        for part in parts {
            self.push(now, Output::Note(Msg::Ruling(part)));
        }
    }

    /// Everything the E2.7/E2.8 ruling looks at, as the session has it now: the
    /// blind player's scoresheet as announced, the sighted player's as entered, what
    /// both boards show (the ordinary sighted board as last entered), and the clocks
    /// at the start and at every move.
    pub fn evidence(&self) -> Evidence {
        let settings = &self.settings;
        Evidence {
            blind_sheet: self.game.moves().iter().map(|m| Entry::San(m.san)).collect(),
            sighted_sheet: self.sighted_sheet.iter().map(|&san| Entry::San(SanPlus { san, suffix: None })).collect(),
            tactile: self.board_cells(Device::Tactile),
            sighted: self.board_cells(Device::Sighted).or(self.sighted_board),
            clocks: self.game.moves().iter().map(|m| m.clock).collect(),
            start_clock: settings.time_control.as_ref().map(|tc| Clock::new(tc, Timestamp(0)).snapshot(Timestamp(0))),
            ..Evidence::new(settings.start.clone(), settings.blind)
        }
    }

    /// The sighted player's scoresheet as entered so far.
    pub fn sighted_sheet(&self) -> &[San] {
        &self.sighted_sheet
    }

    /// The sighted player's ordinary board as the assistant or arbiter last entered it
    /// (`assist board`); `None` before any entry.
    pub fn entered_sighted_board(&self) -> Option<[Cell; 64]> {
        self.sighted_board
    }
}
