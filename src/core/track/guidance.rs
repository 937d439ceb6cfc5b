//! What a board that has settled, or was asked, says: the move is made, the promotion
//! piece is asked for (E2.1), a touch-move violation or an illegal placement is refused
//! with the steps back (4.3, 7.4), and a board behind the game is guided to it (R-40,
//! E2.9a). Guidance is never repeated word for word.

use shakmaty::{Color, Move, Position, Role};

use super::{Decision, Status, Task, Track};
use crate::core::{
    catchup,
    duty::Duty,
    game::Game,
    infer,
    input::Device,
    msg::{Illegal, Msg, Obligation},
    outbox::Outbox,
    output::Output,
    settings::Settings,
    time::Timestamp,
};

/// The most guidance steps spoken at once.
const GUIDANCE_STEPS: usize = 4;

impl Track {
    /// Announces, refuses or guides. `decisive`: the player (or the settle time)
    /// presents this position as his move; a refusal then counts (7.4).
    pub(super) fn act(
        &mut self,
        now: Timestamp,
        task: Task,
        decisive: bool,
        game: &Game,
        settings: &Settings,
        out: &mut Outbox,
    ) -> Option<Decision> {
        match self.status.clone() {
            Status::Move(m) => return decisive.then_some(Decision::Make(m)),
            Status::MovedOn(m) => return Some(Decision::MakeAndRead(m)),
            Status::Promotion(moves) => {
                if !self.asked {
                    self.asked = true;
                    if let Some(to) = moves.first().map(|m| m.to()) {
                        out.say(now, Msg::AskPromotion(to));
                    }
                }
            }
            Status::Violation(m, obligation) => self.refuse_touch_move(now, m, obligation, decisive, game, out),
            Status::Upheld(m, obligation) => self.refuse_upheld(now, m, obligation, decisive, game, out),
            Status::Illegal(why) => return self.refuse_illegal(now, why, decisive && task == Task::Own, out),
            // E2.9a: guiding the board that must catch up is the transfer duty.
            Status::Behind if !settings.duty(Duty::Transfer) => {}
            Status::Behind => self.guide_to_game(now, game, settings, out),
            Status::Quiet | Status::Busy => {}
        }
        None
    }

    /// A move that touch-move forbids: the obligation and the steps back, spoken.
    fn refuse_touch_move(
        &mut self,
        now: Timestamp,
        m: Move,
        obligation: Obligation,
        decisive: bool,
        game: &Game,
        out: &mut Outbox,
    ) {
        let steps = infer::guidance(&self.reference, &self.phys, &self.log, Some(m), GUIDANCE_STEPS);
        if self.fresh_guidance(&steps, Some(Msg::TouchMove(obligation))) {
            out.say(now, Msg::TouchMove(obligation));
            for s in steps {
                out.say(now, s);
            }
            if decisive {
                out.note(now, Msg::TouchMoveRecorded { by: game.turn() });
            }
        }
    }

    /// A carried move of the sighted player that the touch the arbiter upheld forbids
    /// (4.3, E2.9e): the reason said and written, the steps back said on the tactile
    /// board and written for the sighted board.
    fn refuse_upheld(
        &mut self,
        now: Timestamp,
        m: Move,
        obligation: Obligation,
        decisive: bool,
        game: &Game,
        out: &mut Outbox,
    ) {
        let by = game.turn();
        let head = Msg::TouchUpheld { by, obligation };
        let steps = infer::guidance(&self.reference, &self.phys, &self.log, Some(m), GUIDANCE_STEPS);
        if !self.fresh_guidance(&steps, Some(head.clone())) {
            return;
        }
        out.say(now, head);
        for s in steps {
            if self.device == Device::Tactile { out.say(now, s) } else { out.note(now, s) }
        }
        if decisive {
            out.say(now, Msg::TouchMoveRecorded { by });
        }
    }

    /// An illegal placement: refused, with the steps back. `counts`: it was the blind
    /// player's own move presented as made.
    fn refuse_illegal(&mut self, now: Timestamp, why: Illegal, counts: bool, out: &mut Outbox) -> Option<Decision> {
        let steps = infer::guidance(&self.reference, &self.phys, &self.log, None, GUIDANCE_STEPS);
        if !self.fresh_guidance(&steps, Some(Msg::Illegal(why))) {
            return None;
        }
        let speak_to_player = self.device == Device::Tactile;
        let tell = |msg| if speak_to_player { Output::Say(msg) } else { Output::Note(msg) };
        out.push(now, tell(Msg::Illegal(why)));
        for s in steps {
            out.push(now, tell(s));
        }
        // Only the blind player's own placements count (7.4); a wrong transfer is a
        // board difference, not a move.
        counts.then_some(Decision::Refused)
    }

    /// A board behind the game: the squares that differ, and the steps that put it
    /// right.
    fn guide_to_game(&mut self, now: Timestamp, game: &Game, settings: &Settings, out: &mut Outbox) {
        let steps = catchup::steps(game.position(), &self.phys, game.before_last());
        if !self.fresh_guidance(&steps, None) {
            return;
        }
        let squares = catchup::wrong_squares(game.position().board(), &self.phys);
        self.mismatch = true;
        out.push(now, Output::Mismatch { device: self.device, squares: squares.into_iter().collect() });
        if self.device == Device::Tactile {
            // Spoken one square at a time: the next step when this one is done.
            if let Some(first) = steps.into_iter().next() {
                out.say(now, first);
            }
        } else {
            out.note(now, Msg::BoardDiffers { by: !settings.blind });
            for s in steps.into_iter().take(GUIDANCE_STEPS) {
                out.note(now, s);
            }
        }
    }

    /// The board shows the king of the player who made the game's last move, a rook
    /// move, on the square castling with that rook would have put it: he castled rook
    /// first. `by`, when it does.
    ///
    /// 4.4b: a player who touches the rook first may not castle on that side on that
    /// move, and 4.3a binds the rook: the rook move the game made, released on its
    /// square (4.7), stands. The king's move is no move of the game: the board goes
    /// back to the game, and whether it is an illegal move (7.4) is the arbiter's
    /// ruling.
    pub(super) fn castled_after_rook(&self, game: &Game) -> Option<Color> {
        let (before, last) = game.before_last()?;
        let Move::Normal { role: Role::Rook, from, to, .. } = last else { return None };
        let by = before.turn();
        let castle =
            before.legal_moves().into_iter().find(|c| matches!(c, Move::Castle { rook, .. } if *rook == from))?;
        let (Move::Castle { king, .. }, Some(side)) = (castle, castle.castling_side()) else { return None };
        if side.rook_to(by) != to || side.king_to(by) == king {
            return None;
        }
        let mut shown = game.position().board().clone();
        let piece = shown.remove_piece_at(king)?;
        shown.set_piece_at(side.king_to(by), piece);
        self.phys.shows(&shown).then_some(by)
    }

    /// Castling after the rook move was made (4.4b): written for the arbiter and the
    /// sighted player, with the steps back at once (not after the divergence time),
    /// whatever the transfer duty; once for the same steps.
    pub(super) fn refuse_castling_after_rook(
        &mut self,
        now: Timestamp,
        by: Color,
        game: &Game,
        settings: &Settings,
        out: &mut Outbox,
    ) {
        let steps = catchup::steps(game.position(), &self.phys, game.before_last());
        if self.last_guidance == steps {
            return;
        }
        out.note(now, Msg::CastlingAfterRook { by, edition: settings.edition });
        self.guide_to_game(now, game, settings, out);
    }

    /// Whether this guidance differs from the last given on this board (it is not
    /// repeated word for word).
    fn fresh_guidance(&mut self, steps: &[Msg], head: Option<Msg>) -> bool {
        let mut all: Vec<Msg> = head.into_iter().collect();
        all.extend_from_slice(steps);
        if self.last_guidance == all {
            return false;
        }
        self.last_guidance = all;
        true
    }
}
