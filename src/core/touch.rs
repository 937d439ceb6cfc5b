//! Touch-move on the tactile board (E2.2, Art. 4.3 to 4.5; ).
//!
//! A peg out of its hole is a touched piece. From the order of touches this module
//! works out which legal moves the player may still make, and what to tell him when
//! he made another one.

use shakmaty::{CastlingSide, Chess, Move, MoveList, Piece, Position, Square};

use crate::core::{msg::Obligation, physical::Log};

/// A touched piece, in the order the pegs left their holes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Touch {
    /// Where it stood.
    pub square: Square,
    /// What it is.
    pub piece: Piece,
    /// When the peg left the hole.
    pub at: u64,
}

/// The touches of this turn: first lift of each hole that held a piece at the start of
/// the turn, adjustments (4.2) and the touches the arbiter voided (4.3) left out.
pub fn touches(pos: &Chess, log: &Log) -> Vec<Touch> {
    let mut out: Vec<Touch> = Vec::new();
    for lift in log.lifts.iter().filter(|l| l.is_touch()) {
        if out.iter().any(|t| t.square == lift.square) {
            continue;
        }
        if let Some(piece) = pos.board().piece_at(lift.square) {
            out.push(Touch { square: lift.square, piece, at: lift.at.0 });
        }
    }
    out
}

/// The square a move captures on, en passant included.
pub fn capture_square(m: Move) -> Option<Square> {
    match m {
        Move::EnPassant { from, to } => Some(Square::from_coords(to.file(), from.rank())),
        Move::Normal { capture: Some(_), to, .. } => Some(to),
        _ => None,
    }
}

/// Which moves a touch-move rule allows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Allowed {
    /// Moves of the piece on `from`, without castling on the sides marked `no_castle`
    /// (queen side, king side).
    From { from: Square, no_castle: [bool; 2] },
    /// Captures of the piece on `at`, by the piece on `with` when given.
    Capture { at: Square, with: Option<Square> },
    /// Castling on this side.
    Castle(CastlingSide),
}

impl Allowed {
    /// Whether the rule allows this legal move.
    pub fn allows(self, m: Move) -> bool {
        match self {
            Allowed::From { from, no_castle } => {
                m.from() == Some(from) && m.castling_side().is_none_or(|s| !no_castle[s.is_king_side() as usize])
            }
            Allowed::Capture { at, with } => capture_square(m) == Some(at) && with.is_none_or(|w| m.from() == Some(w)),
            Allowed::Castle(side) => m.castling_side() == Some(side),
        }
    }
}

/// What touch-move asks of the player on move, and the obligation to name when he
/// makes another move. No rule means every legal move is allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rule {
    /// What the player must do.
    pub obligation: Obligation,
    /// The moves that fulfil it.
    pub allowed: Allowed,
}

/// The rule that binds the player on move, from the pieces he touched.
///
/// `together_ms`: a king and a rook lifted within this time count as touched at the
/// same time (4.4c), which is treated as king first.
pub fn rule(pos: &Chess, legal: &MoveList, touched: &[Touch], together_ms: u64) -> Option<Rule> {
    let us = pos.turn();
    let any = |allowed: Allowed| legal.iter().any(|m| allowed.allows(*m));
    let first_own = touched.iter().find(|t| t.piece.color == us);
    let first_theirs = touched.iter().find(|t| t.piece.color != us);

    // 4.3c: one piece of each colour touched: capture the opponent's piece with our own.
    if let (Some(o), Some(t)) = (first_own, first_theirs) {
        let allowed = Allowed::Capture { at: t.square, with: Some(o.square) };
        if any(allowed) {
            let obligation = Obligation::CaptureWith { piece: o.piece, from: o.square, target: t.piece, at: t.square };
            return Some(Rule { obligation, allowed });
        }
    }

    // 4.3a/b/c: the first touched piece that can be moved or captured. When the order
    // is unclear (same instant), our own piece counts as touched first (4.3c).
    let mut order: Vec<&Touch> = touched.iter().collect();
    order.sort_by_key(|t| (t.at, t.piece.color != us));
    for t in order {
        let rule = if t.piece.color == us {
            own_piece_rule(pos, t, touched, together_ms, &any)
        } else {
            let allowed = Allowed::Capture { at: t.square, with: None };
            any(allowed).then_some(Rule { obligation: Obligation::Capture(t.piece, t.square), allowed })
        };
        if rule.is_some() {
            return rule;
        }
    }
    // 4.5: none of the touched pieces can move or be captured: any legal move.
    None
}

/// The rule for one touched own piece that is first in line, with the castling rules
/// of 4.4 for king and rook. `None` when the piece cannot move (or, 4.4c, when the
/// king cannot move at all: any legal move).
fn own_piece_rule(
    pos: &Chess,
    t: &Touch,
    touched: &[Touch],
    together_ms: u64,
    any: &dyn Fn(Allowed) -> bool,
) -> Option<Rule> {
    let us = pos.turn();
    let castles = pos.castles();
    let side_of_rook = |sq: Square| -> Option<CastlingSide> {
        CastlingSide::ALL.into_iter().find(|side| castles.rook(us, *side) == Some(sq))
    };
    let moves = Allowed::From { from: t.square, no_castle: [false; 2] };
    if t.piece.role != shakmaty::Role::King {
        // 4.3a (and 4.4b for a rook touched before the king: castling is a king move,
        // so the rook's own moves never include it).
        return any(moves).then_some(Rule { obligation: Obligation::Move(t.piece, t.square), allowed: moves });
    }
    let own_rooks = touched.iter().filter(|r| r.piece.color == us && r.square != t.square);
    // 4.4b: a rook touched before the king forbids castling on its side.
    let mut no_castle = [false; 2];
    for side in own_rooks.clone().filter(|r| r.at + together_ms < t.at).filter_map(|r| side_of_rook(r.square)) {
        no_castle[side.is_king_side() as usize] = true;
    }
    let moves = Allowed::From { from: t.square, no_castle };
    // 4.4a: king, then a castling rook (or both at once): castle on that side.
    if let Some(side) = own_rooks.filter(|r| r.at + together_ms >= t.at).find_map(|r| side_of_rook(r.square)) {
        let castle = Allowed::Castle(side);
        if any(castle) {
            return Some(Rule { obligation: Obligation::Castle(side), allowed: castle });
        }
        // 4.4c: castling on that side is illegal: another king move, castling on the
        // other side included; with none, any legal move.
        return any(moves).then_some(Rule { obligation: Obligation::KingMove(t.square), allowed: moves });
    }
    any(moves).then_some(Rule { obligation: Obligation::Move(t.piece, t.square), allowed: moves })
}
