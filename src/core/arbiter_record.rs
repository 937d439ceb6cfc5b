//! What taktil keeps for the arbiter: illegal placements refused and illegal moves
//! ruled, per player; the sighted player's scoresheet and ordinary board as entered;
//! touches reported; and the E2.7/E2.8 ruling built from all of it.
//!
//! An electronic sighted board reports itself and is tracked like the tactile board.
//! An ordinary one is checked only when someone enters what it shows (`assist board`);
//! its scoresheet when someone enters the moves written on it (`assist sheet`). Both
//! are checked against the game and kept for the arbiter's E2.7/E2.8
//! ruling.

use shakmaty::{ByColor, Chess, Color, KnownOutcome, Position, Square};

use crate::core::{
    catchup,
    clock::Clock,
    clock_keeper::ClockKeeper,
    duty::Duty,
    game::{Ending, Game},
    input::{Cell, ClockReason, Device},
    msg::{EndReason, Msg},
    notation,
    outbox::Outbox,
    output::Output,
    penalty::Penalty,
    physical::Physical,
    ruling::{self, Entry, Evidence},
    settings::Settings,
    time::Timestamp,
};

/// The arbiter's side of the session.
#[derive(Clone, Debug, Default)]
pub struct ArbiterRecord {
    /// Refused illegal placements per player (7.4, R-61).
    illegal: ByColor<u32>,
    /// Illegal moves ruled by the arbiter, per player (7.4b).
    ruled_illegal: ByColor<u32>,
    /// The sighted player's scoresheet, each move as entered, in any country's
    /// piece letters (C3).
    sighted_sheet: Vec<String>,
    /// The sighted player's ordinary board, as last entered.
    sighted_board: Option<[Cell; 64]>,
}

impl ArbiterRecord {
    /// Refused illegal placements of one player so far.
    pub fn illegal_count(&self, color: Color) -> u32 {
        self.illegal[color]
    }

    /// The sighted player's scoresheet as entered so far.
    pub fn sighted_sheet(&self) -> &[String] {
        &self.sighted_sheet
    }

    /// The sighted player's scoresheet read from the start (C3: in its own letters).
    /// From an entry in other letters than the ones before it, or one that two sets of
    /// letters read differently, the entries are kept as unreadable: 7.4a may apply.
    fn sighted_entries(&self, start: &Chess) -> Vec<Entry> {
        let words: Vec<&str> = self.sighted_sheet.iter().map(String::as_str).collect();
        match notation::read_moves(start, &words) {
            Ok(reading) => reading.entries,
            Err(error) => {
                let bad = error.entry().min(words.len());
                let mut entries = notation::read_moves(start, &words[..bad]).map(|r| r.entries).unwrap_or_default();
                entries.extend(words[entries.len()..].iter().map(|w| Entry::Unreadable((*w).to_owned())));
                entries
            }
        }
    }

    /// The sighted player's ordinary board as the assistant or arbiter last entered it
    /// (`assist board`); `None` before any entry.
    pub fn entered_board(&self) -> Option<[Cell; 64]> {
        self.sighted_board
    }

    /// An illegal placement of `by`'s own move was refused: it counts, with the
    /// edition's penalty written for the arbiter (7.4, R-61).
    pub fn count_placement(&mut self, now: Timestamp, by: Color, settings: &Settings, out: &mut Outbox) {
        self.illegal[by] += 1;
        let count = self.illegal[by];
        let penalty = settings.edition.illegal_move_penalty(count);
        out.note(now, Msg::IllegalCounted { by, count, penalty });
    }

    /// The arbiter rules that `by` made an illegal move: two minutes for the opponent
    /// for the first two, the game lost on the third (2009: a draw if the opponent cannot
    /// mate), 7.4b.
    pub fn rule_illegal(
        &mut self,
        now: Timestamp,
        by: Color,
        game: &Game,
        settings: &Settings,
        keeper: &mut ClockKeeper,
        out: &mut Outbox,
    ) -> Option<Ending> {
        if game.end().is_some() {
            out.note(now, Msg::GameIsOver);
            return None;
        }
        self.ruled_illegal[by] += 1;
        let count = self.ruled_illegal[by];
        out.note(now, Msg::IllegalRuled { by, count });
        match settings.edition.illegal_move_penalty(count)? {
            Penalty::OpponentTime { minutes } => {
                keeper.adjust(now, !by, i64::from(minutes) * 60_000, ClockReason::IllegalMove, out);
                None
            }
            Penalty::Loss { draw_if_no_mate } if draw_if_no_mate && game.position().has_insufficient_material(!by) => {
                Some(Ending { at: now, outcome: KnownOutcome::Draw, reason: EndReason::IllegalMovesNoMate { by } })
            }
            Penalty::Loss { .. } => Some(Ending {
                at: now,
                outcome: KnownOutcome::Decisive { winner: !by },
                reason: EndReason::IllegalMoves,
            }),
        }
    }

    /// `touch <square>`: the assistant reports the sighted player's touched piece to
    /// the arbiter (E2.9e). Too late once the blind player has touched a piece himself
    /// (4.7 (2009), R-15): `blind_touched`, a piece of his was touched this move.
    pub fn report_touch(
        &self,
        now: Timestamp,
        square: Square,
        blind_touched: bool,
        game: &Game,
        settings: &Settings,
        out: &mut Outbox,
    ) {
        if !settings.duty(Duty::Claim) {
            out.note(now, Msg::DutyOff(Duty::Claim));
            return;
        }
        let blind = settings.blind;
        if game.turn() == blind && blind_touched {
            out.note(now, Msg::TouchReportTooLate);
            return;
        }
        // The piece stood there before the sighted player's move, if he has moved.
        let before = game.moves().iter().rev().find(|m| m.by != blind).map(|m| m.m);
        let moved = before.filter(|m| game.turn() == blind && (m.to() == square || m.from() == Some(square)));
        let piece = match moved {
            Some(m) => Some(m.role().of(!blind)),
            None => game.position().board().piece_at(square),
        };
        out.note(now, Msg::TouchReported { by: !blind, piece, square });
    }

    /// `sheet <SAN>...`: the next moves of the sighted player's scoresheet. The first
    /// half-move where it differs from the game is written for the arbiter.
    pub fn enter_sheet(&mut self, now: Timestamp, moves: Vec<String>, start: &Chess, game: &Game, out: &mut Outbox) {
        self.sighted_sheet.extend(moves);
        let record = game.moves();
        let same = |i: usize, entry: &Entry| matches!((entry, record.get(i)), (Entry::San(san), Some(m)) if m.san.san == san.san);
        let differs =
            self.sighted_entries(start).iter().enumerate().find(|(i, entry)| !same(*i, entry)).map(|(i, _)| i);
        if let Some(i) = differs {
            out.note(now, Msg::SheetDiffers { ply: u32::try_from(i + 1).unwrap_or(u32::MAX) });
        }
    }

    /// `board <position>`: what the sighted player's ordinary board shows. A board that
    /// differs from the game is reported with the steps that put it right, as text for
    /// the sighted player; the clocks are not touched.
    pub fn enter_board(
        &mut self,
        now: Timestamp,
        cells: [Cell; 64],
        game: &Game,
        settings: &Settings,
        out: &mut Outbox,
    ) {
        self.sighted_board = Some(cells);
        let by = !settings.blind;
        let phys = Physical::from_cells(cells);
        let steps = catchup::steps(game.position(), &phys, game.before_last());
        if steps.is_empty() {
            out.note(now, Msg::BoardMatches { by });
            return;
        }
        let squares = catchup::wrong_squares(game.position().board(), &phys).into_iter().collect();
        out.push(now, Output::Mismatch { device: Device::Sighted, squares });
        out.note(now, Msg::BoardDiffers { by });
        for step in steps {
            out.note(now, step);
        }
    }

    /// Everything the E2.7/E2.8 ruling looks at, as the session has it now: the
    /// blind player's scoresheet as announced, the sighted player's as entered, what
    /// both boards show (`tactile` and `sighted` as their sensors report them; an
    /// ordinary sighted board as last entered), and the clocks at the start and at
    /// every move.
    pub fn evidence(
        &self,
        game: &Game,
        settings: &Settings,
        tactile: Option<[Cell; 64]>,
        sighted: Option<[Cell; 64]>,
    ) -> Evidence {
        Evidence {
            blind_sheet: game.moves().iter().map(|m| Entry::San(m.san)).collect(),
            sighted_sheet: self.sighted_entries(&settings.start.position),
            tactile,
            sighted: sighted.or(self.sighted_board),
            clocks: game.moves().iter().map(|m| m.clock).collect(),
            start_clock: settings.time_control.as_ref().map(|tc| Clock::new(tc, Timestamp(0)).snapshot(Timestamp(0))),
            ..Evidence::new(settings.start.clone(), settings.blind)
        }
    }
}

/// `reconcile`: the arbiter's E2.7/E2.8 ruling from both scoresheets, both boards
/// and the clock times stored with the moves. Written for the arbiter; the
/// clocks are not touched (the arbiter stops them with `clock stop`).
pub fn write_ruling(now: Timestamp, evidence: &Evidence, out: &mut Outbox) {
    let ruling = ruling::reconcile(evidence);
    let parts = ruling.parts();
    out.push(now, Output::Ruling(Box::new(ruling)));
    for part in parts {
        out.note(now, Msg::Ruling(part));
    }
}

#[cfg(test)]
mod tests;
