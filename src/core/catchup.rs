//! Guidance for a board that must catch up with the game (R-40, E2.9a).
//!
//! A board that differs from the game after a move was made elsewhere is usually one
//! move behind: the sighted player's move not yet carried over to the pegged board, or
//! the blind player's move not yet made on an electronic sighted board. Its steps are
//! then the steps of that move, in the order a person makes them: the captured piece
//! off first, then the piece moved ("Move the black pawn from Eva sieben to Eva
//! fünf."). Whatever else differs is taken off before anything is put on, one square
//! at a time, so every step leaves a hole free for the next.
//!
//! [`crate::core::infer::guidance`] is the other direction: back to the last position,
//! for a move the rules refused.

use shakmaty::{Bitboard, Board, Chess, Color, Move, Piece, Position, Role, Square};

use crate::core::{msg::Msg, physical::Physical};

/// The steps that make `phys` show `target`. `last` is the position before the game's
/// last move and that move, for a board that has not yet carried it out.
pub fn steps(target: &Chess, phys: &Physical, last: Option<(&Chess, Move)>) -> Vec<Msg> {
    let board = target.board();
    let mut wrong = wrong_squares(board, phys);
    let mut steps = Vec::new();
    if let Some((before, m)) = last {
        let squares = move_squares(before, m);
        if (squares & wrong).any() {
            // The steps still to do: those after the last stage of the move the board
            // shows (nothing done, the captured piece off, ...).
            let mut all = Vec::new();
            move_steps(before, m, &mut all);
            let mut stage = before.board().clone();
            let mut done = None;
            for (i, step) in std::iter::once(None).chain(all.iter().map(Some)).enumerate() {
                if let Some(step) = step {
                    apply(&mut stage, step);
                }
                if squares.into_iter().all(|sq| phys.cell(sq).admits(stage.piece_at(sq))) {
                    done = Some(i);
                }
            }
            if let Some(done) = done {
                steps.extend(all.into_iter().skip(done));
                wrong &= !squares;
            }
        }
    }
    let extra: Vec<Square> = wrong.into_iter().filter(|sq| phys.cell(*sq).is_occupied()).collect();
    let mut missing: Vec<(Square, Piece)> =
        wrong.into_iter().filter_map(|sq| board.piece_at(sq).map(|p| (sq, p))).collect();
    // One peg out of place and one hole missing its piece: that peg goes there (on a
    // pegs-only board the only way to tell).
    if let ([from], [(to, piece)]) = (extra.as_slice(), missing.as_slice())
        && known_piece(phys, *from).is_none()
    {
        steps.push(Msg::Shift { piece: *piece, from: *from, to: *to });
        return steps;
    }
    for from in extra {
        let known = known_piece(phys, from);
        // A piece the board names, and that belongs on a square where it is missing,
        // moves there in one step.
        let to = known.and_then(|p| missing.iter().position(|(sq, q)| *q == p && *sq != from));
        match (known, to) {
            (Some(piece), Some(i)) => {
                let (to, _) = missing.remove(i);
                steps.push(Msg::Shift { piece, from, to });
            }
            _ => steps.push(Msg::Take { piece: known, square: from }),
        }
    }
    for (square, piece) in missing {
        steps.push(Msg::Place { piece, square });
    }
    steps
}

/// The squares where the board does not show the position (an occupancy board admits
/// any piece in an occupied hole).
pub fn wrong_squares(board: &Board, phys: &Physical) -> Bitboard {
    Bitboard::FULL.into_iter().filter(|sq| !phys.cell(*sq).admits(board.piece_at(*sq))).collect()
}

fn known_piece(phys: &Physical, sq: Square) -> Option<Piece> {
    match phys.cell(sq) {
        crate::core::input::Cell::Piece(p) => Some(p),
        _ => None,
    }
}

/// A board after one step.
fn apply(board: &mut Board, step: &Msg) {
    match *step {
        Msg::Take { square, .. } => {
            board.discard_piece_at(square);
        }
        Msg::Place { piece, square } => board.set_piece_at(square, piece),
        Msg::Shift { piece, from, to } => {
            board.discard_piece_at(from);
            board.set_piece_at(to, piece);
        }
        _ => {}
    }
}

/// Every square a move changes.
fn move_squares(before: &Chess, m: Move) -> Bitboard {
    let mut squares = Bitboard::EMPTY;
    match m {
        Move::Normal { from, to, .. } => {
            squares.add(from);
            squares.add(to);
        }
        Move::EnPassant { from, to } => {
            squares.add(from);
            squares.add(to);
            squares.add(Square::from_coords(to.file(), from.rank()));
        }
        Move::Castle { king, rook } => {
            let (king_to, rook_to) = castle_targets(before.turn(), m, king, rook);
            for sq in [king, rook, king_to, rook_to] {
                squares.add(sq);
            }
        }
        Move::Put { to, .. } => squares.add(to),
    }
    squares
}

fn castle_targets(color: Color, m: Move, king: Square, rook: Square) -> (Square, Square) {
    match m.castling_side() {
        Some(side) => (side.king_to(color), side.rook_to(color)),
        None => (king, rook),
    }
}

/// The steps of one move, as a person makes it on a board that still shows `before`.
fn move_steps(before: &Chess, m: Move, steps: &mut Vec<Msg>) {
    let color = before.turn();
    let board = before.board();
    match m {
        Move::Normal { role, from, capture, to, promotion } => {
            if capture.is_some() {
                steps.push(Msg::Take { piece: board.piece_at(to), square: to });
            }
            match promotion {
                // 4.6 (2009): the pawn off, the new piece on the promotion square.
                Some(new) => {
                    steps.push(Msg::Take { piece: Some(Role::Pawn.of(color)), square: from });
                    steps.push(Msg::Place { piece: new.of(color), square: to });
                }
                None => steps.push(Msg::Shift { piece: role.of(color), from, to }),
            }
        }
        Move::EnPassant { from, to } => {
            let captured = Square::from_coords(to.file(), from.rank());
            steps.push(Msg::Take { piece: board.piece_at(captured), square: captured });
            steps.push(Msg::Shift { piece: Role::Pawn.of(color), from, to });
        }
        Move::Castle { king, rook } => {
            let (king_to, rook_to) = castle_targets(color, m, king, rook);
            let (k, r) = (Role::King.of(color), Role::Rook.of(color));
            if king_to == rook && rook_to == king {
                // Chess960: king and rook change places.
                steps.push(Msg::Take { piece: Some(r), square: rook });
                steps.push(Msg::Shift { piece: k, from: king, to: king_to });
                steps.push(Msg::Place { piece: r, square: rook_to });
            } else if king_to == rook {
                // The rook makes room for the king first.
                steps.extend(shift(r, rook, rook_to));
                steps.extend(shift(k, king, king_to));
            } else {
                steps.extend(shift(k, king, king_to));
                steps.extend(shift(r, rook, rook_to));
            }
        }
        Move::Put { .. } => {}
    }
}

/// A shift, unless the piece stays where it is (Chess960 castling).
fn shift(piece: Piece, from: Square, to: Square) -> Option<Msg> {
    (from != to).then_some(Msg::Shift { piece, from, to })
}

#[cfg(test)]
mod tests {
    use shakmaty::{Chess, Position, fen::Fen, uci::UciMove};

    use super::*;
    use crate::core::input::Cell;

    fn play(fen: &str, uci: &str) -> (Chess, Move, Chess) {
        let fen: Fen = fen.parse().expect("FEN");
        let before: Chess = fen.into_position(shakmaty::CastlingMode::Standard).expect("position");
        let m = uci.parse::<UciMove>().expect("UCI").to_move(&before).expect("legal");
        let mut after = before.clone();
        after.play_unchecked(m);
        (before, m, after)
    }

    fn texts(steps: &[Msg]) -> Vec<String> {
        steps.iter().map(ToString::to_string).collect()
    }

    #[test]
    fn one_move_behind_is_that_move() {
        let (before, m, after) = play("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", "e7e5");
        let phys = Physical::occupied_like(before.board());
        assert_eq!(texts(&steps(&after, &phys, Some((&before, m)))), ["shift p e7 e5"]);
    }

    #[test]
    fn a_capture_takes_the_captured_piece_off_first() {
        let (before, m, after) = play("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "e4d5");
        let phys = Physical::occupied_like(before.board());
        assert_eq!(texts(&steps(&after, &phys, Some((&before, m)))), ["take p d5", "shift P e4 d5"]);
    }

    #[test]
    fn castling_moves_king_then_rook() {
        let (before, m, after) = play("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1");
        let phys = Physical::occupied_like(before.board());
        assert_eq!(texts(&steps(&after, &phys, Some((&before, m)))), ["shift K e1 g1", "shift R h1 f1"]);
    }

    #[test]
    fn promotion_takes_the_pawn_and_puts_the_new_piece() {
        let (before, m, after) = play("8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7e8n");
        let phys = Physical::occupied_like(before.board());
        assert_eq!(texts(&steps(&after, &phys, Some((&before, m)))), ["take P e7", "place N e8"]);
    }

    #[test]
    fn the_next_step_after_the_captured_piece_is_off() {
        let (before, m, after) = play("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "e4d5");
        let mut phys = Physical::occupied_like(before.board());
        phys.set(Square::D5, Cell::Empty);
        assert_eq!(texts(&steps(&after, &phys, Some((&before, m)))), ["shift P e4 d5"]);
    }

    #[test]
    fn half_done_move_is_finished_square_by_square() {
        // The peg is off e7 but not yet in e5.
        let (before, m, after) = play("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", "e7e5");
        let mut phys = Physical::occupied_like(before.board());
        phys.set(Square::E7, Cell::Empty);
        assert_eq!(texts(&steps(&after, &phys, Some((&before, m)))), ["place p e5"]);
    }

    #[test]
    fn one_peg_in_the_wrong_hole_moves_to_the_right_one() {
        // The knight carried to a6 instead of c6 on a pegs-only board.
        let (before, m, after) = play("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", "b8c6");
        let mut phys = Physical::occupied_like(before.board());
        phys.set(Square::B8, Cell::Empty);
        phys.set(Square::A6, Cell::Occupied);
        assert_eq!(texts(&steps(&after, &phys, Some((&before, m)))), ["shift n a6 c6"]);
    }

    #[test]
    fn identity_board_pairs_a_known_piece_into_a_shift() {
        let (before, m, after) = play("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", "g8f6");
        let mut cells = [Cell::Empty; 64];
        for sq in Square::ALL {
            if let Some(p) = after.board().piece_at(sq) {
                cells[sq as usize] = Cell::Piece(p);
            }
        }
        // The knight went to h6 instead, and a stray white pawn stands on a6.
        cells[Square::F6 as usize] = Cell::Empty;
        cells[Square::H6 as usize] = Cell::Piece(Role::Knight.of(Color::Black));
        cells[Square::A6 as usize] = Cell::Piece(Role::Pawn.of(Color::White));
        let phys = Physical::from_cells(cells);
        assert_eq!(texts(&steps(&after, &phys, Some((&before, m)))), ["take P a6", "shift n h6 f6"]);
    }

    #[test]
    fn a_board_that_shows_the_game_needs_nothing() {
        let (before, m, after) = play("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", "e7e5");
        let phys = Physical::occupied_like(after.board());
        assert!(steps(&after, &phys, Some((&before, m))).is_empty());
    }
}
