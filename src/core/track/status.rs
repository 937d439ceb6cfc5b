//! Reading the pegs: the move a board shows against its reference position, or why it
//! shows none (a move under way, an illegal placement, a touch-move violation, a
//! promotion whose piece is not named yet).
//!
//! Legality comes from shakmaty and the physical reading from [`crate::core::infer`];
//! this part adds the rules that depend on the order of events: touch-move for the
//! blind player's own move (E2.2, 4.3, 4.4), and castling against a rook move.

use shakmaty::{Move, Position, Role};

use super::{Status, Task, Track};
use crate::core::{
    game::Game,
    infer,
    input::{Cell, Device},
    physical::Log,
    settings::{Practice, Settings},
    touch,
};

impl Track {
    /// The status of the board against its reference position.
    pub(super) fn status(&self, task: Task, game: &Game, settings: &Settings) -> Status {
        let (together_ms, gone_on) = (settings.together_ms, self.next_move_here(settings));
        match task {
            Task::Idle => Status::Quiet,
            Task::Sync if self.phys.shows(game.position().board()) && self.carry_pending().is_empty() => Status::Quiet,
            // The pegs show the game, but the move made elsewhere is not yet carried out
            // where they cannot tell (a captured piece still in its hole): the player is
            // still carrying it out, and his lifts are no touches (E2.2; 2023 D.2.2).
            Task::Sync if self.phys.shows(game.position().board()) => Status::Busy,
            // The sighted board behind the game while its player is on move (it was
            // set right only now, or its catching up was never seen on its own): a move
            // it shows made from the game position is his move, carried as on a board
            // that kept up. Anything else is still a board behind.
            Task::Sync if self.device == Device::Sighted && game.turn() != settings.blind => {
                match self.read_move(false, false, together_ms, gone_on) {
                    status @ (Status::Move(_) | Status::MovedOn(_) | Status::Promotion(_)) => status,
                    _ => Status::Behind,
                }
            }
            Task::Sync => Status::Behind,
            // In a practice game with touch-move relaxed, the blind player's touches
            // do not bind (issue 18; never in a tournament game: E2.2, 4.3).
            Task::Own | Task::Carry => {
                let binding = task == Task::Own && settings.practice != Practice::Free;
                self.read_move(task == Task::Own, binding, together_ms, gone_on)
            }
        }
    }

    /// The move the pegs show, if any; `touch_move`: the blind player's own move, whose
    /// touched pieces bind (E2.2) when `binding`; else the sighted player's upheld
    /// touch, if any.
    /// `gone_on`: whether the player can be seen going on to the next move here.
    fn read_move(&self, touch_move: bool, binding: bool, together_ms: u64, gone_on: bool) -> Status {
        let pos = &self.reference;
        let mut found = infer::candidates(pos, &self.legal, &self.phys, &self.log);
        // A carried move done with other pegs already out: the player went on to the
        // next move (the carried move's last peg went in after, or a snapshot after
        // lost lines shows both). The move is complete, as when the next peg is lifted
        // after it (`Track::completed_by_lift`); only where the next move can be
        // begun on this board (`Track::next_move_here`).
        if found.is_empty()
            && !touch_move
            && gone_on
            && let Some((m, _)) = infer::moved_on(pos, &self.legal, &self.phys, &self.log)
        {
            return Status::MovedOn(m);
        }
        if found.is_empty() {
            return match infer::classify(pos, &self.legal, &self.phys, &self.log) {
                infer::Shape::Illegal(why) => Status::Illegal(why),
                infer::Shape::Unchanged => Status::Quiet,
                infer::Shape::Incomplete | infer::Shape::UnderWay => Status::Busy,
            };
        }
        // The blind player's own move: the pegs he lifted bind it (E2.2). A carried
        // move of the sighted player: the touch the arbiter upheld binds it (4.3).
        let rule = if touch_move && !binding {
            None
        } else if touch_move {
            touch::rule(pos, &self.legal, &touch::touches(pos, &self.log), together_ms)
        } else {
            self.upheld
        };
        if let Some(rule) = rule {
            let allowed: Vec<Move> = found.iter().copied().filter(|m| rule.allowed.allows(*m)).collect();
            if allowed.is_empty() && touch_move {
                return Status::Violation(found[0], rule.obligation);
            } else if allowed.is_empty() {
                return Status::Upheld(found[0], rule.obligation);
            }
            found = allowed;
        }
        if found.len() > 1 {
            // The blind player carrying out his opponent's move on the tactile board
            // castles in whatever order he likes: his lifts are no touches (E2.2; 2023
            // D.2.2), and 4.4b binds only the player who castles.
            let carried = !touch_move && self.device == Device::Tactile;
            found = castle_or_rook_move(&self.log, found, together_ms, carried);
        }
        if found.len() > 1 && found.iter().all(|m| m.is_promotion()) {
            return self.promotion(found);
        }
        Status::Move(found[0])
    }

    /// Several promotions fit the pegs: the piece named by a key, or the piece the
    /// board reports in the hole; else the question.
    fn promotion(&self, found: Vec<Move>) -> Status {
        let named: Option<Role> = self.log.promotion.or_else(|| match self.phys.cell(found[0].to()) {
            Cell::Piece(p) => Some(p.role),
            _ => None,
        });
        match named.and_then(|r| found.iter().copied().find(|m| m.promotion() == Some(r))) {
            Some(m) => Status::Move(m),
            None => Status::Promotion(found),
        }
    }
}

/// Castling and a rook move can leave the same pegs (Chess960, the king already on its
/// castling square). The king lifted first, or with the rook, means castling; the rook
/// first means a rook move (Art. 4.4). A move `carried` out by the blind player for his
/// opponent is castling if he lifted the king at all: he would not lift his opponent's
/// king to carry out a rook move, and the order of his lifts binds no one (E2.2).
fn castle_or_rook_move(log: &Log, found: Vec<Move>, together_ms: u64, carried: bool) -> Vec<Move> {
    let castle = found.iter().copied().find(|m| m.is_castle());
    let Some(Move::Castle { king, rook }) = castle else { return found };
    let king_at = log.first_lift(king).map(|l| l.at.0);
    let rook_at = log.first_lift(rook).map(|l| l.at.0);
    let castles = match (king_at, rook_at) {
        (Some(_), _) if carried => true,
        (Some(k), Some(r)) => k <= r + together_ms,
        (Some(_), None) => true,
        _ => false,
    };
    found.into_iter().filter(|m| m.is_castle() == castles).collect()
}
