//! Known dead and known winnable positions, each with its source.

use shakmaty::{CastlingMode, Chess, Color, Position, fen::Fen};

use super::*;

fn pos(fen: &str) -> Chess {
    let fen: Fen = fen.parse().expect("FEN");
    fen.into_position(CastlingMode::Standard).expect("legal position")
}

/// The Norwegian commentary on the 2009 Laws (seed 002, "Det er ikke mulig å matte"):
/// "100% fastlåste stillinger er remis og følgelig ikke kan tapes på tid, f.eks. hvit
/// Ka1 + bønder på a4, c4, e4 og g4 mot svart Ka8 + bønder på a5, c5, e5 og g5";
/// here just after g3-g4, Black to move.
const COMMENTARY_WALL: &str = "k7/8/8/p1p1p1p1/P1P1P1P1/8/8/K7 b - - 0 1";

#[test]
fn the_commentarys_locked_wall_is_dead_at_once() {
    let p = pos(COMMENTARY_WALL);
    assert!(!p.is_insufficient_material(), "material alone misses it");
    assert!(locked(&p));
    assert!(is_dead(&p));
    assert!(cannot_mate(&p, Color::White) && cannot_mate(&p, Color::Black));
    let Search::Exhausted { positions } = search(&p, ByColor { white: true, black: true }, MOVE_BUDGET) else {
        panic!("the search must finish")
    };
    assert!(positions < 3_000, "{positions} positions");
}

/// The same wall with White to move, and mirrored kings: still dead.
#[test]
fn the_wall_is_dead_whoever_moves_and_wherever_the_kings_stand() {
    for fen in [
        "k7/8/8/p1p1p1p1/P1P1P1P1/8/8/K7 w - - 0 1",
        "7k/8/8/p1p1p1p1/P1P1P1P1/8/8/7K w - - 0 1",
        "8/3k4/8/p1p1p1p1/P1P1P1P1/8/5K2/8 b - - 0 1",
    ] {
        assert!(is_dead(&pos(fen)), "{fen}");
    }
}

/// Constructed: the same wall with a light-squared white bishop. The white pawns
/// stand on light squares and the black ones on dark squares, so the bishop can take
/// nothing and no pawn can ever take it; it can walk into Black's camp but one bishop
/// with no help from its king (walled off) cannot mate. Black cannot mate either. Too
/// many positions for the per-move budget, proven with the ruling's budget.
#[test]
fn a_bishop_on_the_colour_it_cannot_use_behind_the_wall_cannot_mate() {
    let p = pos("k7/8/8/p1p1p1p1/P1P1P1P1/8/8/K2B4 w - - 0 1");
    assert!(!p.has_insufficient_material(Color::White));
    assert!(cannot_mate(&p, Color::White));
    assert!(cannot_mate(&p, Color::Black));
    assert!(is_dead_within(&p, RULING_BUDGET));
}

/// Material, the fast check (5.2b's own examples in the commentary: king and knight
/// against king; bishops all on one colour).
#[test]
fn insufficient_material_is_dead_without_a_search() {
    for fen in ["4k3/8/8/8/8/8/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/4KN2 w - - 0 1", "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1"] {
        let p = pos(fen);
        assert!(p.is_insufficient_material() && is_dead(&p), "{fen}");
    }
}

/// Constructed: Black's only legal move takes White's last piece (Kxb8), leaving
/// king against king. Material alone misses it; a search of one move proves it.
#[test]
fn a_forced_capture_into_bare_kings_is_dead() {
    let p = pos("kR6/8/1K6/8/8/8/8/8 b - - 0 1");
    assert!(!p.is_insufficient_material());
    assert!(is_dead(&p));
}

/// The commentary (seed 002): "hvit konge + springer mot svart konge + bonde [er]
/// mulig å vinne for begge parter": the pawn promotes to a rook that blocks its own
/// king (Kh8, Rg8, Kh6, Nf7 mate).
#[test]
fn king_and_knight_against_king_and_pawn_can_be_won_by_both() {
    let p = pos("7k/p7/8/8/8/2K2N2/8/8 w - - 0 1");
    assert!(!cannot_mate(&p, Color::White));
    assert!(!cannot_mate(&p, Color::Black));
    assert!(!is_dead(&p));
}

/// The commentary (seed 002): king and queen cannot lose on time against king and
/// knight, but the opposite is possible (6.9 is one-sided).
#[test]
fn the_knight_cannot_mate_the_queen_can() {
    let p = pos("4k3/8/8/8/8/8/3n4/3QK3 w - - 0 1");
    assert!(cannot_mate(&p, Color::Black));
    assert!(!cannot_mate(&p, Color::White));
}

/// Constructed, winnable: walls the kings can walk round (no pawns on the e-h files),
/// or that a piece can open (a dark-squared bishop takes the black pawns; a knight
/// jumps the wall; a pawn still free to move). None may be called dead.
#[test]
fn walls_that_can_be_broken_are_not_dead() {
    for fen in [
        "k7/8/8/p1p5/P1P5/8/8/K7 w - - 0 1",
        "k7/8/8/p1p1p1p1/P1P1P1P1/8/8/K1B5 w - - 0 1",
        "k7/8/8/p1p1p1p1/P1P1P1P1/8/8/K1N5 w - - 0 1",
        "k7/8/8/p1p1p1p1/P1P1P3/6P1/8/K7 w - - 0 1",
        "k7/8/8/p1p1p1p1/P1P1P1P1/8/8/K6R w - - 0 1",
    ] {
        let p = pos(fen);
        assert!(!is_dead(&p), "{fen}");
        assert!(!is_dead_within(&p, RULING_BUDGET), "{fen}");
    }
}

/// A wall with one file open: the kings walk through it, take pawns and queen.
#[test]
fn a_wall_with_a_gap_is_not_dead() {
    let p = pos("k7/8/8/p1p1p3/P1P1P3/8/8/K7 w - - 0 1");
    assert!(!is_dead_within(&p, RULING_BUDGET));
    assert!(!cannot_mate(&p, Color::White));
}

/// The start and ordinary positions: no search at all, never dead.
#[test]
fn open_positions_are_not_searched_and_not_dead() {
    let p = Chess::default();
    assert_eq!(budget(&p, MOVE_BUDGET), None);
    assert!(!is_dead(&p));
    assert!(!cannot_mate(&p, Color::White));
}

/// King and rook against king: a mate exists, the small search cannot prove
/// otherwise, so it is not dead (an inconclusive search means "can mate").
#[test]
fn an_inconclusive_search_means_it_can_mate() {
    let p = pos("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    assert_eq!(search(&p, ByColor { white: true, black: true }, 50), Search::OutOfBudget);
    assert!(!is_dead(&p));
    assert!(!cannot_mate(&p, Color::White));
    assert!(cannot_mate(&p, Color::Black));
}

/// A mate found by the search: Rh1 mates at once, Black's own rook blocking its king
/// (constructed; four men, the small search).
#[test]
fn the_search_finds_a_reachable_mate() {
    let p = pos("6rk/8/6K1/8/8/8/8/R7 w - - 0 1");
    assert_eq!(search(&p, ByColor { white: true, black: false }, 1_000), Search::Mate(Color::White));
    assert!(!cannot_mate(&p, Color::White));
}

/// Issue 34: a game's verdicts answer as the search does, and a position asked about
/// again is not searched again, unless it ran out of a smaller budget than asked now.
#[test]
fn verdicts_answer_as_the_search_and_search_once() {
    let mut verdicts = Verdicts::default();
    let wall = pos(COMMENTARY_WALL);
    assert!(verdicts.is_dead(&wall) && verdicts.is_dead(&wall));
    assert_eq!(verdicts.searches(), 1);
    assert!(verdicts.cannot_mate(&wall, Color::White));
    assert_eq!(verdicts.searches(), 2, "another question");
    // Material alone decides: no search.
    let bare = pos("k7/8/8/8/8/8/8/K7 w - - 0 1");
    assert!(verdicts.is_dead(&bare) && verdicts.cannot_mate(&bare, Color::White));
    // An open position is not searched at all.
    assert!(!verdicts.is_dead(&Chess::default()));
    assert_eq!(verdicts.searches(), 2);
    // A copy keeps the verdicts.
    let mut copy = verdicts.clone();
    assert!(copy.is_dead(&wall));
    assert_eq!(copy.searches(), 2);
}

/// Issue 34: the packed key tells apart what the law tells apart (9.2): the same men
/// on other squares, another man on a square, the side to move, castling rights and
/// an en passant capture; and it is 56 bytes.
#[test]
fn the_packed_key_keeps_every_difference() {
    let fens = [
        "k7/8/8/p1p1p1p1/P1P1P1P1/8/8/K6R w - - 0 1",
        "k7/8/8/p1p1p1p1/P1P1P1P1/8/8/K6R b - - 0 1",
        "k7/8/8/p1p1p1p1/P1P1P1P1/8/8/K6Q w - - 0 1",
        "k7/8/8/p1p1p1p1/P1P1P1P1/8/8/K6B w - - 0 1",
        "k7/8/8/p1p1p1p1/P1P1P1P1/8/8/K6N w - - 0 1",
        "k7/8/8/p1p1p1p1/P1P1P1P1/8/8/K6r w - - 0 1",
        "k7/8/8/p1p1p1p1/P1P1P1P1/8/8/1K5R w - - 0 1",
        "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1",
        "r3k3/8/8/8/8/8/8/4K2R w K - 0 1",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
        "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1",
    ];
    let keys: Vec<Key> = fens.iter().map(|f| Key::of(&pos(f))).collect();
    for (i, a) in keys.iter().enumerate() {
        for (j, b) in keys.iter().enumerate() {
            assert_eq!(a == b, i == j, "{} against {}", fens[i], fens[j]);
        }
    }
    // The move counters are not part of a position.
    assert!(Key::of(&pos("4k3/8/8/8/8/8/8/4K2R w K - 0 1")) == Key::of(&pos("4k3/8/8/8/8/8/8/4K2R w K - 7 30")));
    assert_eq!(std::mem::size_of::<Key>(), 56);
}
