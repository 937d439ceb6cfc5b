//! Move inference on a board that may know occupancy only.
//!
//! A legal move is read from the board when the board shows the position after it
//! *and* the pegs moved as that move needs: the mover's peg left its hole, and for a
//! capture the captured peg left the target hole before the capturer went in (E2.3 a).
//! The order matters because a lifted piece that can capture leaves the same occupancy
//! as the capture already made. Positions that fit no move are sorted into "a move is
//! under way" and "illegal placement" (7.4), with guidance back.

use shakmaty::{Bitboard, CastlingSide, Chess, Move, MoveList, Piece, Position, Role, Square, attacks};

use crate::core::{
    msg::{Illegal, Msg},
    physical::{Log, Physical, board_after},
    touch::capture_square,
};

/// The castling side and the king's and rook's destinations of a castling move.
fn castle_targets(pos: &Chess, m: Move) -> Option<(CastlingSide, Square, Square)> {
    let side = m.castling_side()?;
    let us = pos.turn();
    Some((side, side.king_to(us), side.rook_to(us)))
}

/// Holes a move empties (for a capture, the target hole is emptied too, for a while).
fn vacated(pos: &Chess, m: Move) -> Bitboard {
    match m {
        Move::Castle { king, rook } => Bitboard::from(king) | Bitboard::from(rook),
        _ => {
            let mut v = m.from().map(Bitboard::from).unwrap_or_default();
            if let Some(c) = capture_square(m) {
                v |= Bitboard::from(c);
            }
            let _ = pos;
            v
        }
    }
}

/// Holes a move fills.
fn filled(pos: &Chess, m: Move) -> Bitboard {
    match castle_targets(pos, m) {
        Some((_, k, r)) => Bitboard::from(k) | Bitboard::from(r),
        None => Bitboard::from(m.to()),
    }
}

/// The occupancy after a move, without playing it.
#[inline]
fn occupancy_after(pos: &Chess, m: Move) -> Bitboard {
    let before = pos.board().occupied();
    match m {
        Move::Normal { from, to, .. } => (before & !Bitboard::from(from)) | Bitboard::from(to),
        Move::EnPassant { from, to } => {
            let taken = Square::from_coords(to.file(), from.rank());
            (before & !Bitboard::from(from) & !Bitboard::from(taken)) | Bitboard::from(to)
        }
        Move::Castle { king, rook } => {
            let (_, k, r) = castle_targets(pos, m).unwrap_or((CastlingSide::KingSide, king, rook));
            (before & !Bitboard::from(king) & !Bitboard::from(rook)) | Bitboard::from(k) | Bitboard::from(r)
        }
        Move::Put { to, .. } => before | Bitboard::from(to),
    }
}

/// Whether the pegs moved as `m` needs (E2.3 a, b; 4.4 for castling).
fn pegs_moved_for(m: Move, lifted: Bitboard) -> bool {
    match m {
        Move::Normal { from, to, capture, .. } => lifted.contains(from) && (capture.is_none() || lifted.contains(to)),
        Move::EnPassant { from, .. } => lifted.contains(from),
        // Castling is signalled by touching the king (4.4a); the rook is lifted if it
        // has to move (Chess960 king-only castling leaves it in its hole).
        Move::Castle { king, rook } => {
            let side = CastlingSide::from_king_side(rook > king);
            let rook_stays = rook.file() == side.rook_to_file();
            lifted.contains(king) && (rook_stays || lifted.contains(rook))
        }
        Move::Put { .. } => false,
    }
}

/// The legal moves that the board shows, made as the pegs moved.
pub fn candidates(pos: &Chess, legal: &MoveList, phys: &Physical, log: &Log) -> Vec<Move> {
    let occupied = phys.occupied();
    let lifted = log.lifted();
    // Every move but castling empties its own hole; castling needs the king touched.
    let emptied = pos.board().occupied() & !occupied;
    let king_lifted = pos.board().king_of(pos.turn()).is_some_and(|k| lifted.contains(k));
    if emptied.is_empty() && !king_lifted {
        return Vec::new();
    }
    // A move keeps the number of pegs, a capture takes one away; and a capture needs
    // the captured peg lifted (a lifted piece that could capture is no capture yet).
    let before = pos.board().occupied().count();
    let capture_possible = (lifted & occupied & pos.them()).any() || pos.maybe_ep_square().is_some();
    let count = occupied.count();
    if count != before && (count + 1 != before || !capture_possible) {
        return Vec::new();
    }
    let identity = phys.knows_identity();
    legal
        .iter()
        .copied()
        .filter(|m| if m.is_castle() { king_lifted } else { m.from().is_some_and(|f| emptied.contains(f)) })
        .filter(|m| occupancy_after(pos, *m) == occupied && pegs_moved_for(*m, lifted))
        .filter(|m| {
            // Only a board that reports identities can rule a move out here.
            !identity || {
                let after = board_after(pos, *m);
                occupied.into_iter().all(|sq| phys.cell(sq).admits(after.piece_at(sq)))
            }
        })
        .collect()
}

/// A carried move the board shows done while pegs outside it are out of their holes:
/// the player has gone on to the next move before taktil saw the carried one complete
/// (its last peg put in after another peg was lifted, or a snapshot after lost lines).
/// The pegs in hand must be of the side that moves next (a peg of the side that moved
/// is more likely part of the transfer gone wrong). The move and the holes whose pegs
/// are in hand; `None` unless exactly one legal move fits (the occupancy cannot tell
/// two promotions apart, for one).
pub fn moved_on(pos: &Chess, legal: &MoveList, phys: &Physical, log: &Log) -> Option<(Move, Bitboard)> {
    let occupied = phys.occupied();
    let lifted = log.lifted();
    let identity = phys.knows_identity();
    let mut fits = legal.iter().copied().filter_map(|m| {
        let after = occupancy_after(pos, m);
        let in_hand = after & !occupied;
        // The cheap tests first: the next move's is a search of the position after.
        let shown = in_hand.any()
            && (in_hand & !lifted).is_empty()
            && (in_hand & !pos.them()).is_empty()
            && (in_hand & footprint(pos, m)).is_empty()
            && pegs_moved_for(m, lifted)
            && next_move_shown(pos, m, occupied, after);
        let admitted = || {
            !identity || {
                let board = board_after(pos, m);
                occupied.into_iter().all(|sq| phys.cell(sq).admits(board.piece_at(sq)))
            }
        };
        (shown && admitted()).then_some((m, in_hand))
    });
    let first = fits.next()?;
    fits.next().is_none().then_some(first)
}

/// Whether the pegs the board shows beyond a carried move `m` (none, or the next
/// move's) are the next move made: a quiet next move puts a peg where `m` left none.
fn next_move_shown(pos: &Chess, m: Move, occupied: Bitboard, after: Bitboard) -> bool {
    let extra = occupied & !after;
    if extra.is_empty() {
        return true;
    }
    if (extra & footprint(pos, m)).any() {
        return false;
    }
    let mut next = pos.clone();
    next.play_unchecked(m);
    next.legal_moves().iter().any(|&n| occupancy_after(&next, n) == occupied)
}

/// The holes a move involves: where it starts and ends, the captured piece's hole, and
/// for castling the king's and rook's holes after it.
pub fn footprint(pos: &Chess, m: Move) -> Bitboard {
    vacated(pos, m) | filled(pos, m)
}

/// A position on the board that fits no legal move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    /// The board shows the position (pegs may have been lifted and put back).
    Unchanged,
    /// Pegs are out of their holes, none in a wrong one: pieces in hand.
    Incomplete,
    /// A legal move is under way (castling with the king already moved).
    UnderWay,
    /// A peg stands where no legal move can put it.
    Illegal(Illegal),
}

/// Opponent holes whose peg was lifted and that now hold a peg put in after one of our
/// own pegs left its hole: our piece landed there.
fn landed_on_theirs(pos: &Chess, phys: &Physical, log: &Log) -> Bitboard {
    let first_own_lift = log
        .lifts
        .iter()
        .filter(|l| pos.us().contains(l.square) && !phys.cell(l.square).is_occupied())
        .map(|l| l.at)
        .min();
    let Some(first_own_lift) = first_own_lift else { return Bitboard::EMPTY };
    (log.lifted() & pos.them() & phys.occupied())
        .into_iter()
        .filter(|sq| log.last_place_at(*sq).is_some_and(|t| t >= first_own_lift))
        .collect()
}

/// Sorts a position that fits no legal move.
pub fn classify(pos: &Chess, legal: &MoveList, phys: &Physical, log: &Log) -> Shape {
    let before = pos.board().occupied();
    let now = phys.occupied();
    let missing = before & !now;
    let wrong = (now & !before) | landed_on_theirs(pos, phys, log);
    let identity_wrong: Bitboard = if phys.knows_identity() {
        (before & now).into_iter().filter(|sq| !phys.cell(*sq).admits(pos.board().piece_at(*sq))).collect()
    } else {
        Bitboard::EMPTY
    };
    if missing.is_empty() && wrong.is_empty() && identity_wrong.is_empty() {
        return Shape::Unchanged;
    }
    if wrong.is_empty() && identity_wrong.is_empty() {
        return Shape::Incomplete;
    }
    // A piece already on a square a legal move fills, as that move leaves it, is the
    // move under way: a scanning board can report a capturing piece on its new square
    // before its old square empty (board-protocols.md 1.8).
    let under_way = legal.iter().any(|m| {
        let v = vacated(pos, *m);
        let f = filled(pos, *m);
        (missing & !v).is_empty()
            && ((wrong | identity_wrong) & !f).is_empty()
            && (identity_wrong.is_empty() || {
                let after = board_after(pos, *m);
                identity_wrong.into_iter().all(|sq| phys.cell(sq).admits(after.piece_at(sq)))
            })
    });
    if under_way {
        return Shape::UnderWay;
    }
    Shape::Illegal(why_illegal(pos, legal, log, missing, wrong))
}

/// Why a placement fits no move. A piece is blamed for the wrong hole only if its peg
/// left its own hole before a peg went into the wrong one (a snapshot's peg may have
/// been there first); the king only for a move the piece can make by the way it moves
/// that is not legal (a legal move with more pegs out than it explains fits no move for
/// another reason).
fn why_illegal(pos: &Chess, legal: &MoveList, log: &Log, missing: Bitboard, wrong: Bitboard) -> Illegal {
    let own_missing = missing & pos.us();
    if own_missing.count() >= 2 {
        return Illegal::SecondPiece;
    }
    let (Some(from), Some(to), 1) = (own_missing.first(), wrong.first(), wrong.count()) else {
        return Illegal::NoSuchMove;
    };
    let went_there = match (log.first_lift(from), log.last_place_at(to)) {
        (Some(lift), Some(placed)) => lift.at <= placed,
        _ => true,
    };
    if !went_there {
        return Illegal::NoSuchMove;
    }
    let Some(piece) = pos.board().piece_at(from) else { return Illegal::NoSuchMove };
    if !reaches(pos, piece, from, to) {
        return Illegal::Unreachable(piece, to);
    }
    let legal_move = legal.iter().any(|m| m.from() == Some(from) && m.to() == to);
    if legal_move { Illegal::NoSuchMove } else { Illegal::KingInCheck }
}

/// Whether a piece could go from `from` to `to` by the way it moves, ignoring checks.
fn reaches(pos: &Chess, piece: Piece, from: Square, to: Square) -> bool {
    let occupied = pos.board().occupied();
    if pos.us().contains(to) {
        return false;
    }
    if piece.role != Role::Pawn {
        return attacks::attacks(from, piece, occupied).contains(to);
    }
    let forward: i32 = if piece.color.is_white() { 8 } else { -8 };
    let one = from.offset(forward);
    let target_is_theirs = pos.them().contains(to) || pos.maybe_ep_square() == Some(to);
    if attacks::pawn_attacks(piece.color, from).contains(to) {
        return target_is_theirs;
    }
    if one == Some(to) {
        return !occupied.contains(to);
    }
    let start_rank = if piece.color.is_white() { shakmaty::Rank::Second } else { shakmaty::Rank::Seventh };
    from.rank() == start_rank
        && one.is_some_and(|s| !occupied.contains(s))
        && from.offset(2 * forward) == Some(to)
        && !occupied.contains(to)
}

/// Steps that bring the board back to `pos`, the last legal position (at most
/// `limit`). `hint` is the move the pegs show, when they show one.
pub fn guidance(pos: &Chess, phys: &Physical, log: &Log, hint: Option<Move>, limit: usize) -> Vec<Msg> {
    let board = pos.board();
    let now = phys.occupied();
    let mut missing = board.occupied() & !now;
    let mut wrong = (now & !board.occupied()) | landed_on_theirs(pos, phys, log);
    let mut steps = Vec::new();
    // The piece that left `to` and stands on `from` goes back; whatever stood on `from`
    // (a piece captured wrongly) goes back after it.
    let move_back = |from: Square, to: Square, steps: &mut Vec<Msg>| {
        if let Some(piece) = board.piece_at(to) {
            steps.push(Msg::MoveBack { piece, from, to });
        }
        if let Some(captured) = board.piece_at(from).filter(|p| p.color != pos.turn()) {
            steps.push(Msg::PutBack(captured, from));
        }
    };
    match hint {
        Some(Move::Castle { king, rook }) => {
            if let Some((_, k, r)) = castle_targets(pos, Move::Castle { king, rook }) {
                if k != king {
                    move_back(k, king, &mut steps);
                }
                if r != rook {
                    move_back(r, rook, &mut steps);
                }
                missing &= !(Bitboard::from(king) | Bitboard::from(rook));
                wrong &= !(Bitboard::from(k) | Bitboard::from(r));
            }
        }
        Some(m) => {
            if let Some(from) = m.from() {
                move_back(m.to(), from, &mut steps);
                missing &= !Bitboard::from(from);
                wrong &= !Bitboard::from(m.to());
            }
        }
        None => {
            // Pair each peg put into a wrong hole with the own peg lifted last before it:
            // that piece went there, and goes back.
            let mut lifted_own: Vec<(Square, crate::core::time::Timestamp)> = log
                .lifts
                .iter()
                .filter(|l| (missing & pos.us()).contains(l.square))
                .map(|l| (l.square, l.at))
                .collect();
            for &(sq, at) in &log.places {
                if !wrong.contains(sq) {
                    continue;
                }
                let from = lifted_own.iter().rposition(|(_, t)| *t <= at).map(|i| lifted_own.remove(i).0);
                if let Some(from) = from {
                    move_back(sq, from, &mut steps);
                    missing &= !Bitboard::from(from);
                    wrong &= !Bitboard::from(sq);
                }
            }
        }
    }
    for sq in missing {
        if let Some(piece) = board.piece_at(sq) {
            steps.push(Msg::PutBack(piece, sq));
        }
    }
    for sq in wrong.into_iter().filter(|sq| board.piece_at(*sq).is_none()) {
        steps.push(Msg::Remove(sq));
    }
    for sq in (board.occupied() & now).into_iter().filter(|sq| !phys.cell(*sq).admits(board.piece_at(*sq))) {
        if let Some(piece) = board.piece_at(sq) {
            steps.push(Msg::PutBack(piece, sq));
        }
    }
    steps.truncate(limit);
    steps
}

/// Whether a king move could be the first half of castling (Chess960: the king placed
/// on its castling square before the rook moved). Such a position waits longer before
/// it is announced as a plain king move.
pub fn could_be_castling(pos: &Chess, legal: &MoveList, m: Move) -> bool {
    m.role() == Role::King
        && !m.is_castle()
        && legal.iter().any(|c| castle_targets(pos, *c).is_some_and(|(_, k, _)| k == m.to()))
}

/// The castling that a rook move `m` may be the first half of: the rook goes where that
/// castling puts it, and the king has yet to move. Carrying out his opponent's castling,
/// the blind player may move the rook first (E2.2; 2023 D.2.2).
pub fn castling_begun_by_rook(pos: &Chess, legal: &MoveList, m: Move) -> Option<Move> {
    let Move::Normal { role: Role::Rook, from, to, capture: None, .. } = m else { return None };
    legal.iter().copied().find(|c| {
        matches!(*c, Move::Castle { king, rook } if rook == from
            && castle_targets(pos, *c).is_some_and(|(_, k, r)| r == to && k != king))
    })
}
