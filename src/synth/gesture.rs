//! How a hand executes one move on a pegged board: the lifts and places, in one of the
//! physical orders real players use, before any noise is added.
//!
//! Invariants: every order lifts only the pieces the move involves; castling always
//! lifts the king first (a rook lifted first is a rook move, Art. 4.4); every lift
//! empties an occupied hole and every place fills an empty one.

use rand::Rng;
use shakmaty::{CastlingMode, Color, Move, Piece, Role, Square};

use crate::core::input::Key;

/// What the hand (or the pad) does in one step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Action {
    /// A peg leaves its hole.
    Lift(Square),
    /// A peg (this piece) goes into a hole.
    Place(Square, Piece),
    /// A key on the pad.
    Key(Key),
}

/// How long after the previous event a step comes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Gap {
    /// One hand movement after another: 80-400 ms.
    Normal,
    /// The place that ends a sensor bounce: 20-50 ms after its lift.
    Bounce,
    /// A piece put back on its own hole: 120-400 ms, so it is no bounce.
    PutBack,
    /// The second piece lifted together with the first (castling, Art. 4.4): 80-150 ms.
    Together,
}

impl Gap {
    /// The range of the gap in milliseconds.
    pub(crate) const fn range_ms(self) -> (u64, u64) {
        match self {
            Gap::Normal => (80, 400),
            Gap::Bounce => (20, 50),
            Gap::PutBack => (120, 400),
            Gap::Together => (80, 150),
        }
    }
}

/// One timed action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Step {
    /// Time since the previous event.
    pub gap: Gap,
    /// What happens.
    pub action: Action,
}

impl Step {
    pub(crate) const fn lift(square: Square) -> Step {
        Step { gap: Gap::Normal, action: Action::Lift(square) }
    }

    pub(crate) const fn place(square: Square, piece: Piece) -> Step {
        Step { gap: Gap::Normal, action: Action::Place(square, piece) }
    }

    pub(crate) const fn key(key: Key) -> Step {
        Step { gap: Gap::Normal, action: Action::Key(key) }
    }

    pub(crate) const fn with_gap(self, gap: Gap) -> Step {
        Step { gap, action: self.action }
    }
}

/// The physical order chosen for a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Order {
    /// `L from, P to`.
    Quiet,
    /// `L to, L from, P to`: the captured piece off the board first.
    CapturedFirst,
    /// `L from, L to, P to`: the capturing piece in hand first.
    MoverFirst,
    /// `L captured-pawn, L from, P to`.
    EnPassantCapturedFirst,
    /// `L from, L captured-pawn, P to`.
    EnPassantMoverFirst,
    /// `L king, P king-dest, L rook, P rook-dest`.
    CastleKingFirst,
    /// `L king, L rook` within 150 ms, then `P king-dest, P rook-dest`.
    CastleTogetherKingPlaced,
    /// `L king, L rook` within 150 ms, then `P rook-dest, P king-dest`.
    CastleTogetherRookPlaced,
    /// Chess960, both move: `L king, L rook, P rook-dest, P king-dest`.
    Castle960,
    /// Chess960, king and rook exchange squares (same order as [`Order::Castle960`]).
    Castle960Swap,
    /// Chess960, the rook is already on its square: `L king, P king-dest`.
    Castle960KingOnly,
    /// Chess960, the king is already on its square: `L king, L rook, P rook-dest,
    /// P king` (the king back on its own hole; touching it is what says "castling").
    Castle960RookOnly,
}

/// The steps of `m` (a legal move for `turn`) in a randomly chosen physical order.
///
/// Returns the square of the piece the hand touches first as "the moving piece" (the
/// king when castling), or `None` for a move no board game has (a drop).
pub(crate) fn gesture<R: Rng + ?Sized>(
    turn: Color,
    m: Move,
    castling: CastlingMode,
    rng: &mut R,
) -> Option<(Order, Square, Vec<Step>)> {
    let own = |role| Piece { color: turn, role };
    Some(match m {
        Move::Normal { role, from, capture, to, promotion } => {
            let placed = Step::place(to, own(promotion.unwrap_or(role)));
            let (order, steps) = match capture {
                None => (Order::Quiet, vec![Step::lift(from), placed]),
                Some(_) if rng.random_bool(0.5) => {
                    (Order::CapturedFirst, vec![Step::lift(to), Step::lift(from), placed])
                }
                Some(_) => (Order::MoverFirst, vec![Step::lift(from), Step::lift(to), placed]),
            };
            (order, from, steps)
        }
        Move::EnPassant { from, to } => {
            let captured = Square::from_coords(to.file(), from.rank());
            let placed = Step::place(to, own(Role::Pawn));
            let (order, steps) = if rng.random_bool(0.5) {
                (Order::EnPassantCapturedFirst, vec![Step::lift(captured), Step::lift(from), placed])
            } else {
                (Order::EnPassantMoverFirst, vec![Step::lift(from), Step::lift(captured), placed])
            };
            (order, from, steps)
        }
        Move::Castle { king, rook } => {
            let side = m.castling_side()?;
            let (order, steps) =
                castle(king, rook, side.king_to(turn), side.rook_to(turn), turn, castling.is_chess960(), rng);
            (order, king, steps)
        }
        Move::Put { .. } => return None,
    })
}

/// Castling: king `k` to `kd`, rook `r` to `rd`. Always the king first.
fn castle<R: Rng + ?Sized>(
    k: Square,
    r: Square,
    kd: Square,
    rd: Square,
    turn: Color,
    chess960: bool,
    rng: &mut R,
) -> (Order, Vec<Step>) {
    let king = Piece { color: turn, role: Role::King };
    let rook = Piece { color: turn, role: Role::Rook };
    if !chess960 {
        if rng.random_bool(0.5) {
            return (
                Order::CastleKingFirst,
                vec![Step::lift(k), Step::place(kd, king), Step::lift(r), Step::place(rd, rook)],
            );
        }
        let lifts = [Step::lift(k), Step::lift(r).with_gap(Gap::Together)];
        return if rng.random_bool(0.5) {
            (Order::CastleTogetherKingPlaced, [lifts, [Step::place(kd, king), Step::place(rd, rook)]].concat())
        } else {
            (Order::CastleTogetherRookPlaced, [lifts, [Step::place(rd, rook), Step::place(kd, king)]].concat())
        };
    }
    // The recommended Chess960 procedure: king off the board, rook across, king down.
    if r == rd {
        return (Order::Castle960KingOnly, vec![Step::lift(k), Step::place(kd, king)]);
    }
    let order = if k == kd {
        Order::Castle960RookOnly
    } else if kd == r && rd == k {
        Order::Castle960Swap
    } else {
        Order::Castle960
    };
    (order, vec![Step::lift(k), Step::lift(r), Step::place(rd, rook), Step::place(kd, king)])
}
