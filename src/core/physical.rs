//! One physical board as its sensors report it, and what happened on it since the
//! last made move.
//!
//! The board may know occupancy only, colours, or whole pieces; [`Cell`] keeps what it
//! said. The [`Log`] keeps the order of lifts and places, because occupancy alone
//! cannot tell a lifted piece that can capture from that capture already made
//! (product.md, "Why position matching is not enough").

use shakmaty::{Bitboard, Board, Chess, Move, Position, Role, Square};

use crate::core::{input::Cell, time::Timestamp};

/// The holes of one board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Physical {
    cells: [Cell; 64],
    /// The holes with a peg, kept with `cells` (read after every event).
    occupied: Bitboard,
}

impl Physical {
    /// A board whose pegs stand where `board` has pieces, identity unknown.
    pub fn occupied_like(board: &Board) -> Physical {
        let mut cells = [Cell::Empty; 64];
        for sq in board.occupied() {
            cells[usize::from(sq)] = Cell::Occupied;
        }
        Physical { cells, occupied: board.occupied() }
    }

    /// A board from a snapshot.
    pub fn from_cells(cells: [Cell; 64]) -> Physical {
        let occupied = Square::ALL.into_iter().filter(|sq| cells[usize::from(*sq)].is_occupied()).collect();
        Physical { cells, occupied }
    }

    /// What the board reports for every hole, indexed by [`Square`].
    pub fn cells(&self) -> [Cell; 64] {
        self.cells
    }

    /// What the board reports for one hole.
    pub fn cell(&self, sq: Square) -> Cell {
        self.cells[usize::from(sq)]
    }

    /// Sets one hole.
    pub fn set(&mut self, sq: Square, cell: Cell) {
        self.cells[usize::from(sq)] = cell;
        self.occupied.set(sq, cell.is_occupied());
    }

    /// The holes with a peg.
    pub fn occupied(&self) -> Bitboard {
        self.occupied
    }

    /// Whether any hole reports more than occupancy (a colour or a piece).
    pub fn knows_identity(&self) -> bool {
        self.occupied.into_iter().any(|sq| self.cell(sq) != Cell::Occupied)
    }

    /// Whether the board shows `board`: the same holes filled, and every identity the
    /// board reports agrees.
    pub fn shows(&self, board: &Board) -> bool {
        self.occupied == board.occupied()
            && (!self.knows_identity()
                || board.occupied().into_iter().all(|sq| self.cell(sq).admits(board.piece_at(sq))))
    }
}

/// The board a move leaves: what a board shows once the move is carried out on it.
pub fn board_after(pos: &Chess, m: Move) -> Board {
    let mut after = pos.clone();
    after.play_unchecked(m);
    after.board().clone()
}

/// A peg that left its hole during this turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lift {
    /// The hole.
    pub square: Square,
    /// When.
    pub at: Timestamp,
    /// Lifted after `adjust` (j'adoube, Art. 4.2): not a touch.
    pub adjust: bool,
    /// The arbiter ruled that this touch was not deliberate (`arbiter void`): 4.3
    /// binds only a deliberate touch, so it is no touch.
    pub voided: bool,
    /// Lifted outside the blind player's own move on his board: while carrying out his
    /// opponent's move or catching up with a move made elsewhere (and on the sighted
    /// board, whose pegs bind no one). No touch (E2.2; 2023 D.2.2).
    pub carried: bool,
    /// What the board reported in the hole before the lift (the piece, when the board
    /// knows it): only the same peg put back is sensor bounce.
    pub was: Cell,
}

impl Lift {
    /// Whether this lift touched the piece (4.2, 4.3, E2.2): neither an adjustment, a
    /// touch the arbiter voided, nor a lift while carrying out a move.
    pub fn is_touch(&self) -> bool {
        !self.adjust && !self.voided && !self.carried
    }
}

/// Whether two reports of a hole may be the same peg: they cannot be when both name
/// an identity (a colour or a piece) and the identities differ. A board that reports
/// occupancy only can never tell two pegs apart.
pub fn same_peg(a: Cell, b: Cell) -> bool {
    match (a, b) {
        (Cell::Piece(p), Cell::Piece(q)) => p == q,
        (Cell::Piece(p), Cell::Colored(c)) | (Cell::Colored(c), Cell::Piece(p)) => p.color == c,
        (Cell::Colored(c), Cell::Colored(d)) => c == d,
        _ => true,
    }
}

/// Whether a report names what stands in a hole (a colour or a piece), not only that a
/// peg is there.
pub fn names_identity(cell: Cell) -> bool {
    matches!(cell, Cell::Piece(_) | Cell::Colored(_))
}

/// The order of events on a board since the last made move.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Log {
    /// Lifts in order, sensor bounce removed.
    pub lifts: Vec<Lift>,
    /// Holes a peg went into, in order, with the time.
    pub places: Vec<(Square, Timestamp)>,
    /// The hole the last peg went into.
    pub last_place: Option<Square>,
    /// The promotion piece named by a key (E2.1), the last one counts.
    pub promotion: Option<Role>,
    /// `adjust` was pressed: the next lifts are adjustments until their pegs are back.
    pub adjusting: bool,
}

impl Log {
    /// Forgets the turn, keeping the allocations for the next one.
    pub fn clear(&mut self) {
        self.lifts.clear();
        self.places.clear();
        self.last_place = None;
        self.promotion = None;
        self.adjusting = false;
    }

    /// Every hole lifted in this turn.
    pub fn lifted(&self) -> Bitboard {
        self.lifts.iter().map(|l| l.square).collect()
    }

    /// The first lift of a hole in this turn.
    pub fn first_lift(&self, sq: Square) -> Option<&Lift> {
        self.lifts.iter().find(|l| l.square == sq)
    }

    /// Whether any peg has moved in this turn.
    pub fn is_empty(&self) -> bool {
        self.lifts.is_empty() && self.places.is_empty()
    }

    /// The last time a peg went into this hole.
    pub fn last_place_at(&self, sq: Square) -> Option<Timestamp> {
        self.places.iter().rev().find(|(s, _)| *s == sq).map(|(_, t)| *t)
    }
}
