//! Promotion finality on a board that tells pieces apart (4.4d, 2009 only).
//!
//! 2009 4.4d: "when promoting, the choice of the new piece is final once the new piece
//! has touched the promotion square". A board that reports pieces (`P e8 N`) shows
//! which piece touched the square first: that piece is the promotion, even if the
//! player then swaps it for another. The swap is a breach of article 4 that the
//! arbiter is told of (the opponent's claim, 4.7); the board that shows the other piece
//! no longer shows the game and is guided back to it.
//!
//! The 2001 text has no 4.4d: the choice is made when the move is completed (2001 4.7:
//! "when all the relevant requirements of Article 3 have been fulfilled"), so the
//! piece on the square when the move is made counts. A board that reports only
//! occupancy names the piece by a key (E2.1) in both editions: nothing changes there.

use shakmaty::{Color, Move, Role, Square};

use super::Status;
use crate::core::{input::Cell, msg::Msg, settings::Edition};

/// The first new piece placed on a promotion square in this turn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Finality {
    /// The square and the piece that touched it first.
    first: Option<(Square, Role)>,
    /// The arbiter was told of a swap on this move.
    told: bool,
}

impl Finality {
    /// A counted placement of `cell` on `sq` while `turn` is on move: the first of the
    /// mover's queens, rooks, bishops or knights put on his last rank is kept.
    pub(super) fn placed(&mut self, sq: Square, cell: Cell, turn: Color) {
        let Cell::Piece(piece) = cell else { return };
        let promotes = matches!(piece.role, Role::Queen | Role::Rook | Role::Bishop | Role::Knight);
        if self.first.is_none() && piece.color == turn && promotes && sq.rank() == (!turn).backrank() {
            self.first = Some((sq, piece.role));
        }
    }

    /// With `finality` (2009 4.4d, the promoting player's own board), a promotion read
    /// from the board becomes the one with the piece that touched the square first,
    /// when that differs from the piece shown now. Returns the status and, the first
    /// time a swap is seen on this move, the note for the arbiter (citing `edition`'s
    /// article).
    pub(super) fn apply(
        &mut self,
        status: Status,
        finality: bool,
        legal: &[Move],
        by: Color,
        edition: Edition,
    ) -> (Status, Option<Msg>) {
        if !finality {
            return (status, None);
        }
        let Some((square, first)) = self.first else { return (status, None) };
        let (to, shown, froms): (Square, Option<Role>, Vec<Option<Square>>) = match &status {
            Status::Move(m) if m.is_promotion() => (m.to(), m.promotion(), vec![m.from()]),
            Status::Promotion(found) if !found.is_empty() => {
                (found[0].to(), None, found.iter().map(|m| m.from()).collect())
            }
            _ => return (status, None),
        };
        if to != square || shown == Some(first) {
            return (status, None);
        }
        // The same pawn's move with the first piece (a push and a capture may both
        // reach the square).
        let same = |m: &&Move| m.to() == to && m.promotion() == Some(first) && froms.contains(&m.from());
        let Some(chosen) = legal.iter().find(same).copied() else { return (status, None) };
        let note = match (shown, self.told) {
            (Some(now), false) => {
                self.told = true;
                Some(Msg::PromotionFinal { by, square, first, shown: now, edition })
            }
            _ => None,
        };
        (Status::Move(chosen), note)
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::{CastlingMode, Chess, Position, fen::Fen};

    use super::*;

    fn position() -> Chess {
        let fen: Fen = "8/4P3/8/8/8/p7/k7/4K3 w - - 0 1".parse().expect("fen");
        fen.into_position(CastlingMode::Standard).expect("legal")
    }

    fn promotion(pos: &Chess, role: Role) -> Move {
        pos.legal_moves().into_iter().find(|m| m.promotion() == Some(role)).expect("a promotion")
    }

    #[test]
    fn under_2009_the_first_piece_on_the_square_is_the_choice() {
        let pos = position();
        let legal: Vec<Move> = pos.legal_moves().into_iter().collect();
        let mut fin = Finality::default();
        fin.placed(Square::E8, Cell::Piece(Role::Knight.of(Color::White)), Color::White);
        fin.placed(Square::E8, Cell::Piece(Role::Queen.of(Color::White)), Color::White);
        let queen = Status::Move(promotion(&pos, Role::Queen));
        let (status, note) = fin.apply(
            queen.clone(),
            Edition::Fide2009.promotion_final_on_touch(),
            &legal,
            Color::White,
            Edition::Fide2009,
        );
        assert_eq!(status, Status::Move(promotion(&pos, Role::Knight)));
        assert_eq!(
            note,
            Some(Msg::PromotionFinal {
                by: Color::White,
                square: Square::E8,
                first: Role::Knight,
                shown: Role::Queen,
                edition: Edition::Fide2009
            })
        );
        let (_, again) = fin.apply(
            queen.clone(),
            Edition::Fide2009.promotion_final_on_touch(),
            &legal,
            Color::White,
            Edition::Fide2009,
        );
        assert_eq!(again, None, "told once");
        // 2001 has no 4.4d: the piece on the square when the move is made counts.
        let mut fin = Finality::default();
        fin.placed(Square::E8, Cell::Piece(Role::Knight.of(Color::White)), Color::White);
        assert_eq!(
            fin.apply(
                queen.clone(),
                Edition::Fide2001.promotion_final_on_touch(),
                &legal,
                Color::White,
                Edition::Fide2001
            ),
            (queen, None)
        );
    }

    #[test]
    fn other_pieces_and_occupancy_change_nothing() {
        let pos = position();
        let legal: Vec<Move> = pos.legal_moves().into_iter().collect();
        let queen = Status::Move(promotion(&pos, Role::Queen));
        let mut fin = Finality::default();
        fin.placed(Square::E8, Cell::Occupied, Color::White);
        fin.placed(Square::E8, Cell::Piece(Role::Knight.of(Color::Black)), Color::White);
        fin.placed(Square::E1, Cell::Piece(Role::Knight.of(Color::White)), Color::White);
        fin.placed(Square::E8, Cell::Piece(Role::King.of(Color::White)), Color::White);
        assert_eq!(
            fin.apply(
                queen.clone(),
                Edition::Fide2009.promotion_final_on_touch(),
                &legal,
                Color::White,
                Edition::Fide2009
            ),
            (queen, None)
        );
    }
}
