//! A session whose tactile board has no sensors (`tactile-board none`, issue 16).
//!
//! The blind player has an ordinary pegged board; the game is read from the sighted
//! player's electronic board (or entered by the assistant with `move`). E2.2 asks that
//! "the moves shall be clearly announced, repeated by the opponent and executed on his
//! chessboard": the blind player announces his move aloud, the opponent or the
//! assistant executes it on the sighted board, and taktil at once speaks back the move
//! as executed, marked as his own ([`Msg::OwnMove`]), so that an execution that differs
//! from what he announced is caught before he thinks on. The opponent's moves are
//! announced to him as with a sensor board, to carry to his own board; taktil cannot
//! see that board, so nothing waits for it and nothing guides it.
//!
//! What this changes in the core, and nothing else:
//! - the tactile board has no task: its peg events are ignored (written once for the
//!   assistant), it never falls behind and is never guided;
//! - the sighted board carries both players' moves (`Task::Carry`), without
//!   touch-move (E2.2 binds by the peg, which taktil cannot see): a touch of the
//!   blind player is reported (`touch <colour> <square>`) and binds once the arbiter
//!   upholds it (`arbiter uphold`), as the sighted player's does;
//! - a move of the blind player is made when it stands on the sighted board for the
//!   settle time (E2.3 a-b: there it is executed; c: he announced it aloud before), in
//!   either announce mode: the `announce` key is not needed, and taktil presses his
//!   clock then;
//! - the board keys of the blind player (`announce`, a promotion piece) act on the
//!   sighted board, where his move is;
//! - his board, for the E2.7/E2.8 ruling, is what the assistant or arbiter entered
//!   (`board tactile <position>`), checked against the game and the steps told to him.

use shakmaty::{Color, Position};

use super::Companion;
use crate::core::{
    catchup,
    input::{Cell, Device},
    msg::Msg,
    output::Output,
    physical::Physical,
    spoken::Spoken,
    time::Timestamp,
    track::Task,
};

/// What a session without sensors keeps about the tactile board.
#[derive(Clone, Debug, Default)]
pub(super) struct Unseen {
    /// The tactile board as the assistant or arbiter last entered it.
    entered: Option<[Cell; 64]>,
    /// The assistant was told that its peg events are ignored (once).
    told_ignored: bool,
}

impl Companion {
    /// `touch <blind colour> <square>`: the blind player's touch, reported where no
    /// sensor reads his pegs, is kept for the arbiter to uphold (4.3); it binds nothing
    /// until he does. With sensors his touches are his pegs (D.2.2; 2009 E2.2), and a
    /// touch binds only the player on move (4.3).
    pub(super) fn report_blind_touch(&mut self, now: Timestamp, square: shakmaty::Square) {
        let (by, edition) = (self.settings.blind, self.settings.edition);
        if self.has_sensors() {
            return self.out.note(now, Msg::TouchFromPegs { by, edition });
        }
        if self.refuse_move_command(now) {
            return;
        }
        if self.game.turn() != by {
            return self.out.note(now, Msg::TouchNotOnMove { by, edition });
        }
        self.record.report_mover_touch(now, square, &self.game, &mut self.out);
    }

    /// Whether the tactile board reports its pegs.
    pub(super) fn has_sensors(&self) -> bool {
        self.settings.has_sensors()
    }

    /// What a board's events mean while the game runs, without sensors: the tactile
    /// board has no part; the sighted board, once it reports, carries every move.
    pub(super) fn task_without_sensors(&self, device: Device) -> Task {
        match device {
            // Read as if the sighted player were on move: a board that reports and
            // shows the game carries the move of the side on move.
            Device::Sighted => self.sighted.task(false, self.sighted.reports()),
            Device::Tactile | Device::Pad | Device::Assist => Task::Idle,
        }
    }

    /// A peg event of a tactile board without sensors (a stray line, or a board named
    /// in a script that says it has none): ignored, and written once for the assistant.
    pub(super) fn unseen_event(&mut self, now: Timestamp) {
        if !self.unseen.told_ignored {
            self.unseen.told_ignored = true;
            self.out.note(now, Msg::NoSensorsIgnored);
        }
    }

    /// Which board the blind player's board keys (`announce`, a promotion piece,
    /// `adjust`) act on: his own, or without sensors, on his move, the sighted board
    /// that carries it.
    pub(super) fn board_keys_device(&self) -> Device {
        if self.has_sensors() || self.game.turn() != self.settings.blind { Device::Tactile } else { Device::Sighted }
    }

    /// The words of a made move: without sensors, the blind player's own move is spoken
    /// back as executed, marked as his (E2.2 "repeated by the opponent and executed").
    pub(super) fn move_words(&self, by: Color, spoken: Spoken) -> Msg {
        if by == self.settings.blind && !self.has_sensors() { Msg::OwnMove(spoken) } else { Msg::Move(spoken) }
    }

    /// Whether taktil can see that a move of `by` is not made yet when his clock is
    /// pressed: his own board reports it. Without sensors the blind player's
    /// move is made on his board and announced before it is executed on the sighted
    /// board, so his press before the execution is the ordinary order (E2.3).
    pub(super) fn sees_moves_of(&self, by: Color) -> bool {
        if by == self.settings.blind { self.has_sensors() } else { self.sighted.reports() }
    }

    /// What the tactile board shows, for the E2.7/E2.8 ruling: its sensors, or without
    /// them what was last entered (`None` before an entry).
    pub(super) fn tactile_cells(&self) -> Option<[Cell; 64]> {
        if self.has_sensors() { Some(self.tactile.cells()) } else { self.unseen.entered }
    }

    /// `board tactile <position>`: what the blind player's board without sensors
    /// shows, entered by the assistant or arbiter; checked against the game, and the
    /// steps that put it right told to him (R-40, E2.9a). With sensors the board is
    /// read, not entered: the entry is refused.
    pub(super) fn enter_tactile_board(&mut self, now: Timestamp, cells: [Cell; 64]) {
        if self.has_sensors() {
            return self.out.note(now, Msg::TactileBoardHasSensors);
        }
        self.unseen.entered = Some(cells);
        self.guide_entered_tactile(now);
    }

    /// The blind player's board as last entered, set to the game: the steps said to
    /// him (taktil cannot follow his board, so they are said once; the assistant enters
    /// it again to check it).
    pub(super) fn guide_entered_tactile(&mut self, now: Timestamp) {
        let Some(cells) = self.unseen.entered else { return };
        let by = self.settings.blind;
        let phys = Physical::from_cells(cells);
        let steps = catchup::steps(self.game.position(), &phys, self.game.before_last());
        if steps.is_empty() {
            return self.out.say(now, Msg::BoardMatches { by });
        }
        let squares = catchup::wrong_squares(self.game.position().board(), &phys).into_iter().collect();
        self.out.push(now, Output::Mismatch { device: Device::Tactile, squares });
        self.out.say(now, Msg::BoardDiffers { by });
        for step in steps {
            self.out.say(now, step);
        }
    }
}

#[cfg(test)]
mod tests;
