//! Touch-move on the tactile board (E2.2, Art. 4.3 to 4.5; ).
//!
//! A peg out of its hole is a touched piece. From the order of touches this module
//! works out which legal moves the player may still make, and what to tell him when
//! he made another one.

use shakmaty::{CastlingSide, Chess, Color, Move, MoveList, Piece, Position, Square};

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
/// the turn, adjustments left out (4.2).
pub fn touches(pos: &Chess, log: &Log) -> Vec<Touch> {
    let mut out: Vec<Touch> = Vec::new();
    for lift in log.lifts.iter().filter(|l| !l.adjust) {
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

/// Which legal moves the touch-move rule still allows, and the obligation to name
/// when the player makes another one. `None` means every legal move is allowed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rule {
    /// What the player must do.
    pub obligation: Obligation,
    /// The moves that fulfil it.
    pub allowed: Vec<Move>,
}

/// The rule that binds the player on move, from the pieces he touched.
///
/// `together_ms`: a king and a rook lifted within this time count as touched at the
/// same time (4.4c), which is treated as king first.
pub fn rule(pos: &Chess, legal: &MoveList, touched: &[Touch], together_ms: u64) -> Option<Rule> {
    let us = pos.turn();
    let moves_of = |sq: Square| -> Vec<Move> { legal.iter().copied().filter(|m| m.from() == Some(sq)).collect() };
    let captures_of =
        |sq: Square| -> Vec<Move> { legal.iter().copied().filter(|m| capture_square(*m) == Some(sq)).collect() };

    let own: Vec<&Touch> = touched.iter().filter(|t| t.piece.color == us).collect();
    let theirs: Vec<&Touch> = touched.iter().filter(|t| t.piece.color != us).collect();

    // 4.3c: one piece of each colour touched: capture the opponent's piece with our own.
    if let (Some(o), Some(t)) = (own.first(), theirs.first()) {
        let with: Vec<Move> = captures_of(t.square).into_iter().filter(|m| m.from() == Some(o.square)).collect();
        if !with.is_empty() {
            return Some(Rule {
                obligation: Obligation::CaptureWith { piece: o.piece, from: o.square, target: t.piece, at: t.square },
                allowed: with,
            });
        }
    }

    // 4.3a/b/c: the first touched piece that can be moved or captured. When the order
    // is unclear (same instant), our own piece counts as touched first (4.3c).
    let mut order: Vec<&Touch> = touched.iter().collect();
    order.sort_by_key(|t| (t.at, t.piece.color != us));
    for t in order {
        if t.piece.color == us {
            if let Some(rule) = own_piece_rule(pos, t, &own, together_ms, &moves_of(t.square)) {
                return Some(rule);
            }
        } else {
            let caps = captures_of(t.square);
            if !caps.is_empty() {
                return Some(Rule { obligation: Obligation::Capture(t.piece, t.square), allowed: caps });
            }
        }
    }
    // 4.5: none of the touched pieces can move or be captured: any legal move.
    None
}

/// The rule for one touched own piece that is first in line, with the castling rules
/// of 4.4 for king and rook.
fn own_piece_rule(pos: &Chess, t: &Touch, own: &[&Touch], together_ms: u64, moves: &[Move]) -> Option<Rule> {
    let us = pos.turn();
    let castles = pos.castles();
    let side_of_rook = |sq: Square| -> Option<CastlingSide> {
        CastlingSide::ALL.into_iter().find(|side| castles.rook(us, *side) == Some(sq))
    };
    if t.piece.role == shakmaty::Role::King {
        // 4.4b: a rook touched before the king forbids castling on its side.
        let forbidden: Vec<CastlingSide> =
            own.iter().filter(|r| r.at + together_ms < t.at).filter_map(|r| side_of_rook(r.square)).collect();
        let moves: Vec<Move> =
            moves.iter().copied().filter(|m| m.castling_side().is_none_or(|s| !forbidden.contains(&s))).collect();
        let moves = moves.as_slice();
        // 4.4a: king, then a castling rook (or both at once): castle on that side.
        let rook_side = own.iter().filter(|r| r.at + together_ms >= t.at).find_map(|r| side_of_rook(r.square));
        if let Some(side) = rook_side {
            let castle: Vec<Move> = moves.iter().copied().filter(|m| m.castling_side() == Some(side)).collect();
            if !castle.is_empty() {
                return Some(Rule { obligation: Obligation::Castle(side), allowed: castle });
            }
            // 4.4c: castling on that side is illegal: another king move, castling on
            // the other side included; with none, any legal move (None).
            if moves.is_empty() {
                return None;
            }
            return Some(Rule { obligation: Obligation::KingMove(t.square), allowed: moves.to_vec() });
        }
        return (!moves.is_empty())
            .then(|| Rule { obligation: Obligation::Move(t.piece, t.square), allowed: moves.to_vec() });
    }

    // 4.3a (and 4.4b for a rook touched before the king: castling is a king move, so
    // the rook's own moves never include it).
    (!moves.is_empty()).then(|| Rule { obligation: Obligation::Move(t.piece, t.square), allowed: moves.to_vec() })
}

/// Whether a colour's touches bind it: only the player on move is bound, and only on
/// the tactile board (E2.2; the sighted player's touches follow the normal rules,
///
pub fn binds(pos: &Chess, blind: Color) -> bool {
    pos.turn() == blind
}
