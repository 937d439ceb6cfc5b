//! Catch-up guidance against shakmaty: for random legal games, a board that still
//! shows the position before the last move (pegs only, or with piece identity) is
//! brought to the game by following the steps taktil gives, one at a time; after each
//! step the guidance is exactly the steps that were left (one square at a time, R-40).

use proptest::{prelude::*, sample::Index};
use shakmaty::{Chess, Move, Position};
use taktil::core::{catchup, input::Cell, msg::Msg, physical::Physical, settings::Start};

/// A random legal game of at least one move; the position before its last move, and
/// the move.
fn game(start: Chess, picks: &[Index]) -> Option<(Chess, Move, Chess)> {
    let mut pos = start;
    let mut last = None;
    for pick in picks {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let m = legal[pick.index(legal.len())];
        let before = pos.clone();
        pos.play_unchecked(m);
        last = Some((before, m));
    }
    last.map(|(before, m)| (before, m, pos))
}

fn board(pos: &Chess, identity: bool) -> Physical {
    if !identity {
        return Physical::occupied_like(pos.board());
    }
    let mut cells = [Cell::Empty; 64];
    for (sq, piece) in pos.board() {
        cells[sq as usize] = Cell::Piece(piece);
    }
    Physical::from_cells(cells)
}

/// A step done on the board.
fn apply(phys: &mut Physical, step: &Msg, identity: bool) {
    let cell = |p| if identity { Cell::Piece(p) } else { Cell::Occupied };
    match *step {
        Msg::Take { square, .. } => phys.set(square, Cell::Empty),
        Msg::Place { piece, square } => phys.set(square, cell(piece)),
        Msg::Shift { piece, from, to } => {
            phys.set(from, Cell::Empty);
            phys.set(to, cell(piece));
        }
        ref other => panic!("not a catch-up step: {other}"),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn following_the_steps_one_at_a_time_catches_up(
        picks in prop::collection::vec(any::<Index>(), 1..80),
        identity in any::<bool>(),
        chess960 in prop::option::of(0u32..960),
    ) {
        // Chess960 starts bring castling where king and rook land on each other's squares.
        let start = chess960.map_or_else(Chess::default, |n| Start::chess960(n).expect("0..960").position);
        let Some((before, m, after)) = game(start, &picks) else { return Ok(()) };
        let mut phys = board(&before, identity);
        let mut left = catchup::steps(&after, &phys, Some((&before, m)));
        // A pegs-only board cannot see a move that leaves every hole as it was (a
        // Chess960 king and rook changing places): nothing to do. Every other board
        // behind by a move needs steps.
        prop_assert_eq!(left.is_empty(), phys.shows(after.board()), "{:?}", m);
        // A move is at most three steps (a capture with promotion; a Chess960 swap).
        prop_assert!(left.len() <= 3, "{left:?}");
        while let Some(step) = left.first().cloned() {
            apply(&mut phys, &step, identity);
            left.remove(0);
            let now = catchup::steps(&after, &phys, Some((&before, m)));
            prop_assert_eq!(&now, &left, "after {}", step);
        }
        prop_assert!(phys.shows(after.board()), "the steps did not reach the game after {:?}", m);
    }
}
