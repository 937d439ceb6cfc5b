//! What taktil keeps for the arbiter: illegal placements refused and illegal moves
//! ruled, per player; the sighted player's scoresheet and ordinary board as entered;
//! his touches reported and the ones the arbiter upheld; and the E2.7/E2.8 ruling
//! built from all of it.
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
    notation::{self, LettersError},
    outbox::Outbox,
    output::Output,
    penalty::Penalty,
    physical::Physical,
    ruling::{self, Entry, Evidence, Ruling},
    settings::{Edition, Settings},
    time::Timestamp,
    touch::{self, Rule, Touch},
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
    /// The sighted player's touches reported to the arbiter (E2.9e), oldest first.
    reported: Vec<Reported>,
    /// The reported touches the arbiter upheld for the sighted player's move now on
    /// (`arbiter uphold`), in the order upheld; they go with his move.
    upheld: Vec<Touch>,
    /// The last `reconcile` ruling, and how many moves the game had then, for
    /// `arbiter apply`.
    ruling: Option<(Box<Ruling>, usize)>,
}

/// A touch reported with `touch <square>`: the sighted player's, or on a tactile board
/// without sensors the blind player's (`touch <colour> <square>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Reported {
    /// Whose touch.
    by: Color,
    /// The square of the touched piece.
    square: Square,
    /// The sighted player's move the touch belongs to, as a half-move index into the
    /// game's moves: the move he was to make when it was reported, or the one he had
    /// just made. `None` when he had made none.
    ply: Option<usize>,
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

    /// Keeps a ruling for `arbiter apply`, made when the game had `plies` moves.
    pub fn keep_ruling(&mut self, ruling: Ruling, plies: usize) {
        self.ruling = Some((Box::new(ruling), plies));
    }

    /// The ruling kept for `arbiter apply`, taken: a ruling is carried out once.
    pub fn take_ruling(&mut self) -> Option<(Ruling, usize)> {
        self.ruling.take().map(|(ruling, plies)| (*ruling, plies))
    }

    /// The game went back to its first `ply` moves: the sighted player's scoresheet
    /// as entered keeps its moves up to there (its later ones are struck, E2.8), a
    /// kept ruling no longer fits, and the ordinary board entered is not known any
    /// more (its player sets it to the position). The board as it was entered, if any.
    pub fn take_back(&mut self, ply: usize) -> Option<[Cell; 64]> {
        self.sighted_sheet.truncate(ply);
        self.ruling = None;
        self.sighted_board.take()
    }

    /// An illegal placement of `by`'s own move was refused: it counts, with the
    /// edition's penalty written for the arbiter (7.4, R-61). Under 2023 it is written
    /// as not completed: taktil neither announced it nor pressed the clock for it
    /// (7.5.1, D.2.3, D.2.4), so no penalty applies.
    pub fn count_placement(&mut self, now: Timestamp, by: Color, settings: &Settings, out: &mut Outbox) {
        self.illegal[by] += 1;
        let count = self.illegal[by];
        if settings.edition.completed_on_press() {
            return out.note(now, Msg::IllegalNotCompleted { by, count });
        }
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
        out.note(now, Msg::IllegalRuled { by, count, edition: settings.edition });
        match settings.edition.illegal_move_penalty(count)? {
            Penalty::OpponentTime { minutes } => {
                keeper.adjust(now, !by, i64::from(minutes) * 60_000, ClockReason::IllegalMove, out);
                None
            }
            // 7.4b (2009): lost, unless the opponent cannot mate by any possible series of
            // legal moves (judged as for a flag fall, 6.9).
            // 2023 7.5.5: the same on the second.
            Penalty::Loss { draw_if_no_mate } if draw_if_no_mate && game.cannot_mate(!by) => {
                let reason = match count {
                    2 => EndReason::SecondIllegalMoveNoMate { by },
                    _ => EndReason::IllegalMovesNoMate { by },
                };
                Some(Ending { at: now, outcome: KnownOutcome::Draw, reason })
            }
            Penalty::Loss { .. } => Some(Ending {
                at: now,
                outcome: KnownOutcome::Decisive { winner: !by },
                reason: if count == 2 { EndReason::SecondIllegalMove } else { EndReason::IllegalMoves },
            }),
        }
    }

    /// `touch <square>`: the assistant reports the sighted player's touched piece to
    /// the arbiter (E2.9e). Too late once the blind player has touched a piece himself
    /// (4.7 (2009), R-15): `blind_touched`, a piece of his was touched this move.
    pub fn report_touch(
        &mut self,
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
            out.note(now, Msg::TouchReportTooLate { edition: settings.edition });
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
        let ply =
            if game.turn() == blind { game.moves().iter().rposition(|m| m.by != blind) } else { Some(ply_now(game)) };
        self.reported.push(Reported { by: !blind, square, ply });
    }

    /// `touch <colour> <square>` for the player on move, whose board taktil cannot see
    /// (the blind player's board without sensors): the touch is kept for the arbiter to
    /// uphold (4.3; E2.2 and D.2.2 bind by the peg, which no sensor reads here).
    pub fn report_mover_touch(&mut self, now: Timestamp, square: Square, game: &Game, out: &mut Outbox) {
        let by = game.turn();
        let piece = game.position().board().piece_at(square);
        out.note(now, Msg::TouchReported { by, piece, square });
        self.reported.push(Reported { by, square, ply: Some(ply_now(game)) });
    }

    /// Whether a touch of the player on move was reported this move (on `square`, when
    /// given).
    pub fn has_mover_report(&self, square: Option<Square>, game: &Game) -> bool {
        self.reported_for(game.turn(), Some(ply_now(game)), square).is_some()
    }

    /// `arbiter uphold [<square>]`: the arbiter upholds the touch of the player on move
    /// reported this move (the last one, or the one on `square`): it joins the
    /// touches that bind his move (4.3, 4.4). The rule they make, or `None` when
    /// nothing was upheld (written why); `Some(None)` when the touched pieces can
    /// neither move nor be captured (4.5).
    pub fn uphold(
        &mut self,
        now: Timestamp,
        square: Option<Square>,
        game: &Game,
        out: &mut Outbox,
    ) -> Option<Option<Rule>> {
        // A touch binds only the move still to be made (4.3): the player on move's. A
        // touch found after the move is judged first (`breach_after_move`).
        let by = game.turn();
        let reported = self.reported_for(by, Some(ply_now(game)), square);
        let Some((square, piece)) = reported.and_then(|sq| game.position().board().piece_at(sq).map(|p| (sq, p)))
        else {
            out.note(now, Msg::NoTouchToUphold { by, square });
            return None;
        };
        if !self.upheld.iter().any(|t| t.square == square) {
            let at = u64::try_from(self.upheld.len()).unwrap_or(u64::MAX);
            self.upheld.push(Touch { square, piece, at });
        }
        Some(self.upheld_rule(game))
    }

    /// `arbiter uphold` after the sighted player has moved: the opponent may claim a
    /// breach of 4.3 until he touches a piece himself (4.8; 2009 4.7). Whether the
    /// reported touch (on `square`, when given) shows a breach of the move just made:
    /// the half-move to take back, after which the touch binds the move made again.
    /// `None` when there is nothing to take back, written why: no report for that move,
    /// the claim came too late (`blind_touched`: the blind player touched a piece of
    /// his, or he has moved since), or the move kept to the touch.
    pub fn breach_after_move(
        &self,
        now: Timestamp,
        square: Option<Square>,
        blind_touched: bool,
        game: &Game,
        settings: &Settings,
        out: &mut Outbox,
    ) -> Option<usize> {
        let by = !settings.blind;
        let last = game.moves().iter().rposition(|m| m.by == by);
        let Some(square) = self.reported_for(by, last, square) else {
            out.note(now, Msg::NoTouchToUphold { by, square });
            return None;
        };
        let ply = last?;
        if ply + 1 != game.moves().len() || blind_touched {
            out.note(now, Msg::TouchUpholdTooLate { by, edition: settings.edition });
            return None;
        }
        let (before, made) = game.before_last()?;
        let piece = before.board().piece_at(square)?;
        let touch = Touch { square, piece, at: 0 };
        match touch::rule(before, &before.legal_moves(), &[touch], 0) {
            Some(rule) if !rule.allowed.allows(made) => Some(ply),
            // The move kept to the touch, or the piece could not move (4.5).
            _ => {
                out.note(now, Msg::TouchKept { by, piece, square, edition: settings.edition });
                None
            }
        }
    }

    /// The last reported touch of `by` for the move `ply` (on `square`, when given).
    fn reported_for(&self, by: Color, ply: Option<usize>, square: Option<Square>) -> Option<Square> {
        let wanted = |r: &&Reported| r.by == by && r.ply == ply && square.is_none_or(|sq| r.square == sq);
        self.reported.iter().rev().find(wanted).map(|r| r.square)
    }

    /// The touches upheld for the sighted player's move now on, in the order upheld.
    pub fn upheld(&self) -> &[Touch] {
        &self.upheld
    }

    /// What the upheld touches ask of the sighted player's move: the touch-move rule
    /// of 4.3 and 4.4, the touches in the order upheld; `None` when they bind nothing
    /// (4.5).
    pub fn upheld_rule(&self, game: &Game) -> Option<Rule> {
        if self.upheld.is_empty() {
            return None;
        }
        touch::rule(game.position(), game.legal(), &self.upheld, 0)
    }

    /// `arbiter void` for the sighted player: his upheld touch on `square`, or the
    /// last one upheld, was not deliberate. The touch that went, if any.
    pub fn void_upheld(&mut self, square: Option<Square>) -> Option<Touch> {
        let i = match square {
            Some(sq) => self.upheld.iter().position(|t| t.square == sq)?,
            None => self.upheld.len().checked_sub(1)?,
        };
        Some(self.upheld.remove(i))
    }

    /// A move was made: the upheld touches go with it (4.3 binds one move).
    pub fn clear_upheld(&mut self) {
        self.upheld.clear();
    }

    /// `sheet <SAN>...`: the next moves of the sighted player's scoresheet. The first
    /// half-move where it differs from the game is written for the arbiter.
    pub fn enter_sheet(&mut self, now: Timestamp, moves: Vec<String>, start: &Chess, game: &Game, out: &mut Outbox) {
        let entered = self.sighted_sheet.len();
        self.sighted_sheet.extend(moves);
        self.tell_letters(now, start, entered, out);
        let record = game.moves();
        let same = |i: usize, entry: &Entry| matches!((entry, record.get(i)), (Entry::San(san), Some(m)) if m.san.san == san.san);
        let differs =
            self.sighted_entries(start).iter().enumerate().find(|(i, entry)| !same(*i, entry)).map(|(i, _)| i);
        if let Some(i) = differs {
            let ply = u32::try_from(i + 1).unwrap_or(u32::MAX);
            let (number, by) = ruling::place(start, ply);
            out.note(now, Msg::SheetDiffers { ply, number, by });
        }
    }

    /// An entry in other piece letters than the ones before it, or letters that read
    /// the sheet two ways (C3), is told to the arbiter with the entry as written, once:
    /// when it is among the entries from `entered` on, the ones just entered.
    fn tell_letters(&self, now: Timestamp, start: &Chess, entered: usize, out: &mut Outbox) {
        let words: Vec<&str> = self.sighted_sheet.iter().map(String::as_str).collect();
        let Err(error) = notation::read_moves(start, &words) else { return };
        if error.entry() < entered {
            return;
        }
        let ply = u32::try_from(error.entry() + 1).unwrap_or(u32::MAX);
        let (number, by) = ruling::place(start, ply);
        let msg = match error {
            LettersError::Mixed { word, earlier_word, .. } => {
                Msg::SheetLetters { ply, number, by, word, earlier: Some(earlier_word) }
            }
            LettersError::Undecided { word, .. } => Msg::SheetLetters { ply, number, by, word, earlier: None },
        };
        out.note(now, msg);
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

/// The index the next move will have in the game's moves.
fn ply_now(game: &Game) -> usize {
    game.moves().len()
}

/// `reconcile`: the arbiter's E2.7/E2.8 ruling from both scoresheets, both boards
/// and the clock times stored with the moves. Written for the arbiter; the
/// clocks are not touched (the arbiter stops them with `clock stop`). The ruling, for
/// `arbiter apply` to carry out. Its articles are `edition`'s (2023: D.2.9).
pub fn write_ruling(now: Timestamp, evidence: &Evidence, edition: Edition, out: &mut Outbox) -> Ruling {
    let ruling = ruling::reconcile(evidence);
    let parts = ruling.parts();
    out.push(now, Output::Ruling(Box::new(ruling.clone()), edition));
    for part in parts {
        out.note(now, Msg::Ruling(part, edition));
    }
    ruling
}

#[cfg(test)]
mod tests;
