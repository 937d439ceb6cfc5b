//! What a real hand and a real board add to a move without changing it: a piece put
//! back and lifted again, sensor bounce; and the pad keys a move needs (the promotion
//! piece).
//!
//! Invariants: noise never lifts a piece of the side to move other than the moving
//! piece; a bounce only touches a hole that holds a peg at that moment; steps with a
//! gap other than [`Gap::Normal`] keep the step before them.

use rand::Rng;
use shakmaty::{Board, Color, Piece, Square};

use super::{
    PromotionKey,
    gesture::{Action, Gap, Step},
};
use crate::core::input::Key;

/// "Put back and lift again": after the first lift of `from`, the piece goes back on
/// its own hole (at least 120 ms later) and is lifted again.
pub(crate) fn regrasp(steps: &mut Vec<Step>, from: Square, piece: Piece) {
    if let Some(i) = steps.iter().position(|s| s.action == Action::Lift(from)) {
        steps.splice(i + 1..i + 1, [Step::place(from, piece).with_gap(Gap::PutBack), Step::lift(from)]);
    }
}

/// The promotion key for the pawn going `from` to `to`: just before the pawn's lift,
/// between its lift and its place, or right after the place.
pub(crate) fn promotion_key<R: Rng + ?Sized>(
    steps: &mut Vec<Step>,
    from: Square,
    to: Square,
    key: Key,
    timing: PromotionKey,
    rng: &mut R,
) {
    let first_lift = steps.iter().position(|s| s.action == Action::Lift(from));
    let last_lift = steps.iter().rposition(|s| s.action == Action::Lift(from));
    let place = steps.iter().position(|s| matches!(s.action, Action::Place(sq, _) if sq == to));
    let (Some(first_lift), Some(last_lift), Some(place)) = (first_lift, last_lift, place) else {
        return;
    };
    let timing = match timing {
        PromotionKey::Random => match rng.random_range(0..3) {
            0 => PromotionKey::BeforeLift,
            1 => PromotionKey::BetweenLiftAndPlace,
            _ => PromotionKey::AfterPlace,
        },
        fixed => fixed,
    };
    let at = match timing {
        PromotionKey::BeforeLift => first_lift,
        PromotionKey::BetweenLiftAndPlace => {
            let slots: Vec<usize> = (last_lift + 1..=place).filter(|&j| steps[j].gap == Gap::Normal).collect();
            match slots.len() {
                0 => place,
                n => slots[rng.random_range(0..n)],
            }
        }
        PromotionKey::AfterPlace | PromotionKey::Random => place + 1,
    };
    steps.insert(at, Step::key(key));
}

/// One sensor bounce (`L sq`, `P sq` 20-50 ms later): on the moving piece's hole before
/// its real lift, or on a piece of the side not to move. With `mid_move` false it
/// comes before everything else in the move; otherwise anywhere the gaps allow.
pub(crate) fn bounce<R: Rng + ?Sized>(
    steps: &mut Vec<Step>,
    board: &Board,
    turn: Color,
    mover: Square,
    mid_move: bool,
    rng: &mut R,
) {
    let slots: Vec<usize> = if mid_move {
        (0..=steps.len()).filter(|&i| i == 0 || i == steps.len() || steps[i].gap == Gap::Normal).collect()
    } else {
        vec![0]
    };
    let at = slots[rng.random_range(0..slots.len())];
    let mover_lifted_at = steps.iter().position(|s| s.action == Action::Lift(mover)).unwrap_or(steps.len());
    let holes = occupants(board, &steps[..at]);
    let candidates: Vec<(Square, Piece)> = Square::ALL
        .into_iter()
        .filter_map(|sq| holes[sq as usize].map(|p| (sq, p)))
        .filter(|&(sq, p)| p.color != turn || (sq == mover && at <= mover_lifted_at))
        .collect();
    if candidates.is_empty() {
        return;
    }
    let (sq, piece) = candidates[rng.random_range(0..candidates.len())];
    steps.splice(at..at, [Step::lift(sq), Step::place(sq, piece).with_gap(Gap::Bounce)]);
}

/// What stands in each hole (indexed by `Square`) after `steps`, starting from `board`.
fn occupants(board: &Board, steps: &[Step]) -> [Option<Piece>; 64] {
    let mut holes = [None; 64];
    for sq in Square::ALL {
        holes[sq as usize] = board.piece_at(sq);
    }
    for step in steps {
        match step.action {
            Action::Lift(sq) => holes[sq as usize] = None,
            Action::Place(sq, piece) => holes[sq as usize] = Some(piece),
            Action::Key(_) => {}
        }
    }
    holes
}
