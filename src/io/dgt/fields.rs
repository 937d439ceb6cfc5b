//! A DGT board's 64 fields as the board reports them, which way round it stands, and
//! its news in taktil's words: TBP/1 [`BoardMsg`]s (pure, no I/O).
//!
//! A DGT board numbers its fields 0 to 63 in reading order from the corner left of
//! its connector, and never renumbers. With the connector on White's left, field 0 is
//! a8 and 63 is h1, the order of a TBP/1 snapshot ([`crate::tbp::reading_square`]).
//! When the board is turned round (Black at the connector side), field 0 is h1: field
//! `i` is then the square of field `63 - i`. The board cannot tell which way it stands,
//! so [`Board`] works it out from the first dump that shows a start position, unless
//! the user said which way it stands.
//!
//! The DGT board knows every piece, so its snapshots and placements carry the piece
//! ([`Cell::Piece`]). Its "magic pieces" (result markers) are not chess pieces: they
//! read as empty fields, and putting one down or taking it away is no event.

use shakmaty::{Color, File, Rank, Role, Square};

use super::decode::{Code, Field};
use crate::{
    core::input::{BoardMsg, Cell},
    tbp,
};

/// Which way round the board stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Orientation {
    /// The connector on White's left: field 0 is a8.
    Normal,
    /// Turned round, the connector on Black's left: field 0 is h1.
    Rotated,
}

/// The square a field stands for.
///
/// ```
/// use shakmaty::Square;
/// use taktil::io::dgt::{decode::Field, fields::{Orientation, square_of}};
///
/// let field = Field::new(52).expect("a field");
/// assert_eq!(square_of(field, Orientation::Normal), Square::E2);
/// assert_eq!(square_of(field, Orientation::Rotated), Square::D7);
/// ```
pub fn square_of(field: Field, orientation: Orientation) -> Square {
    match orientation {
        Orientation::Normal => tbp::reading_square(field.index()),
        Orientation::Rotated => tbp::reading_square(63 - field.index()),
    }
}

/// The codes a board standing this way reports for a position, by field number: what
/// a real board would send in a dump (for simulators and tests).
pub fn codes_of(position: &shakmaty::Board, orientation: Orientation) -> Box<[Code; 64]> {
    let mut codes = Box::new([Code::Empty; 64]);
    for (field, code) in (0..64).filter_map(Field::new).zip(codes.iter_mut()) {
        *code = position.piece_at(square_of(field, orientation)).map_or(Code::Empty, Code::Piece);
    }
    codes
}

/// Which orientation makes these fields a start position (standard or Chess960), if
/// one does: pawns on the second rank of each side, the same pieces facing each other
/// on the back ranks, the middle empty.
pub fn start_orientation(codes: &[Code; 64]) -> Option<Orientation> {
    [Orientation::Normal, Orientation::Rotated].into_iter().find(|o| {
        let mut by_square = [Code::Empty; 64];
        for (field, code) in (0..64).filter_map(Field::new).zip(codes) {
            by_square[square_of(field, *o).to_usize()] = *code;
        }
        is_start(&by_square)
    })
}

/// Whether the codes, indexed by square, are a start position.
fn is_start(by_square: &[Code; 64]) -> bool {
    let at = |file, rank| by_square[Square::from_coords(file, rank).to_usize()];
    let mut back_rank: Vec<Role> = Vec::with_capacity(8);
    for file in File::ALL {
        let pawns = at(file, Rank::Second) == Code::Piece(Color::White.pawn())
            && at(file, Rank::Seventh) == Code::Piece(Color::Black.pawn());
        let middle =
            [Rank::Third, Rank::Fourth, Rank::Fifth, Rank::Sixth].into_iter().all(|r| at(file, r) == Code::Empty);
        match (at(file, Rank::First).piece(), at(file, Rank::Eighth).piece()) {
            (Some(white), Some(black))
                if pawns
                    && middle
                    && white.color == Color::White
                    && black.color == Color::Black
                    && white.role == black.role =>
            {
                back_rank.push(white.role);
            }
            _ => return false,
        }
    }
    back_rank.sort_unstable();
    let mut standard =
        [Role::Rook, Role::Knight, Role::Bishop, Role::Queen, Role::King, Role::Bishop, Role::Knight, Role::Rook];
    standard.sort_unstable();
    back_rank == standard
}

/// The board as it reported itself, and which way round it stands.
#[derive(Clone, Debug)]
pub struct Board {
    /// The codes by field number, from the last dump and the updates since.
    fields: [Code; 64],
    /// The orientation in use (assumed [`Orientation::Normal`] until decided).
    orientation: Orientation,
    /// Whether the orientation is settled: given by the user, or seen in a start position.
    decided: bool,
}

/// What a dump changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dumped {
    /// The whole board as a TBP/1 snapshot.
    pub snapshot: BoardMsg,
    /// The orientation, when this dump decided it.
    pub decided: Option<Orientation>,
}

impl Board {
    /// An empty board. `orientation` is the user's setting; `None` works it out from
    /// the first start position.
    pub fn new(orientation: Option<Orientation>) -> Board {
        Board {
            fields: [Code::Empty; 64],
            orientation: orientation.unwrap_or(Orientation::Normal),
            decided: orientation.is_some(),
        }
    }

    /// The orientation in use.
    pub fn orientation(&self) -> Orientation {
        self.orientation
    }

    /// Whether the orientation is settled (given, or seen in a start position).
    pub fn is_decided(&self) -> bool {
        self.decided
    }

    /// The codes by field number, as the board reported them.
    pub fn fields(&self) -> &[Code; 64] {
        &self.fields
    }

    /// Takes a full dump: the truth about the board.
    pub fn apply_dump(&mut self, codes: &[Code; 64]) -> Dumped {
        self.fields = *codes;
        let mut decided = None;
        if !self.decided
            && let Some(orientation) = start_orientation(codes)
        {
            self.orientation = orientation;
            self.decided = true;
            decided = Some(orientation);
        }
        Dumped { snapshot: self.snapshot(), decided }
    }

    /// Takes one field update. Returns the event it stands for: a lift for an emptied
    /// field, a placement for a piece, nothing for a magic piece coming or going.
    pub fn apply_update(&mut self, field: Field, code: Code) -> Option<BoardMsg> {
        let slot = &mut self.fields[usize::from(field.index())];
        let before = std::mem::replace(slot, code);
        let square = square_of(field, self.orientation);
        match (before, code) {
            (_, Code::Magic(_)) | (Code::Magic(_), Code::Empty) => None,
            (_, Code::Empty) => Some(BoardMsg::Lift(square)),
            (_, Code::Piece(piece)) => Some(BoardMsg::Place(square, Cell::Piece(piece))),
        }
    }

    /// The board as a TBP/1 snapshot, indexed by square.
    pub fn snapshot(&self) -> BoardMsg {
        let mut cells = Box::new([Cell::Empty; 64]);
        for (field, code) in (0..64).filter_map(Field::new).zip(self.fields) {
            if let Some(piece) = code.piece() {
                cells[square_of(field, self.orientation).to_usize()] = Cell::Piece(piece);
            }
        }
        BoardMsg::Snapshot(cells)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tbp::{SnapshotKind, snapshot_of};
    use shakmaty::{Board as Position, Piece};

    fn after_e4() -> Position {
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR".parse().expect("a board")
    }

    fn field(n: u8) -> Field {
        Field::new(n).expect("a field")
    }

    #[test]
    fn fields_in_reading_order() {
        assert_eq!(square_of(field(0), Orientation::Normal), Square::A8);
        assert_eq!(square_of(field(7), Orientation::Normal), Square::H8);
        assert_eq!(square_of(field(63), Orientation::Normal), Square::H1);
        assert_eq!(square_of(field(0), Orientation::Rotated), Square::H1);
        assert_eq!(square_of(field(11), Orientation::Rotated), Square::E2);
    }

    #[test]
    fn start_positions_decide_the_orientation() {
        let start = Position::default();
        assert_eq!(start_orientation(&codes_of(&start, Orientation::Normal)), Some(Orientation::Normal));
        assert_eq!(start_orientation(&codes_of(&start, Orientation::Rotated)), Some(Orientation::Rotated));
        let chess960 = Position::chess960(0);
        assert_eq!(start_orientation(&codes_of(&chess960, Orientation::Rotated)), Some(Orientation::Rotated));
        assert_eq!(start_orientation(&codes_of(&after_e4(), Orientation::Normal)), None);
        assert_eq!(start_orientation(&[Code::Empty; 64]), None);
        // Eight kings on each back rank are no start position.
        let kings: Position = "kkkkkkkk/pppppppp/8/8/8/8/PPPPPPPP/KKKKKKKK".parse().expect("a board");
        assert_eq!(start_orientation(&codes_of(&kings, Orientation::Normal)), None);
    }

    #[test]
    fn the_first_start_position_decides_and_sticks() {
        let mut board = Board::new(None);
        // A game in progress decides nothing.
        let dumped = board.apply_dump(&codes_of(&after_e4(), Orientation::Rotated));
        assert_eq!(dumped.decided, None);
        assert!(!board.is_decided());
        let dumped = board.apply_dump(&codes_of(&Position::default(), Orientation::Rotated));
        assert_eq!(dumped.decided, Some(Orientation::Rotated));
        assert_eq!(dumped.snapshot, BoardMsg::Snapshot(snapshot_of(&Position::default(), SnapshotKind::Piece)));
        // A start position read the other way later changes nothing.
        let dumped = board.apply_dump(&codes_of(&Position::default(), Orientation::Normal));
        assert_eq!(dumped.decided, None);
        assert_eq!(board.orientation(), Orientation::Rotated);
    }

    #[test]
    fn a_given_orientation_is_kept() {
        let mut board = Board::new(Some(Orientation::Normal));
        assert!(board.is_decided());
        let dumped = board.apply_dump(&codes_of(&Position::default(), Orientation::Rotated));
        assert_eq!(dumped.decided, None);
        assert_eq!(board.orientation(), Orientation::Normal);
    }

    #[test]
    fn updates_are_lifts_and_placements() {
        let mut board = Board::new(Some(Orientation::Rotated));
        board.apply_dump(&codes_of(&Position::default(), Orientation::Rotated));
        let pawn = Piece { color: Color::White, role: Role::Pawn };
        // e4 is field 27 and e2 field 11 on a board turned round.
        assert_eq!(
            board.apply_update(field(27), Code::Piece(pawn)),
            Some(BoardMsg::Place(Square::E4, Cell::Piece(pawn)))
        );
        assert_eq!(board.apply_update(field(11), Code::Empty), Some(BoardMsg::Lift(Square::E2)));
        assert_eq!(board.snapshot(), BoardMsg::Snapshot(snapshot_of(&after_e4(), SnapshotKind::Piece)));
        assert_eq!(board.fields()[27], Code::Piece(pawn));
        // Magic pieces come and go without an event, and read as empty.
        assert_eq!(board.apply_update(field(30), Code::Magic(13)), None);
        assert_eq!(board.snapshot(), BoardMsg::Snapshot(snapshot_of(&after_e4(), SnapshotKind::Piece)));
        assert_eq!(board.apply_update(field(30), Code::Empty), None);
    }
}
