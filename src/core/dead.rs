//! Dead positions (5.2b, 9.6) and "cannot checkmate by any possible series of legal
//! moves" (6.9, 7.4b (2009), R-72), decided over legal play, not by material alone.
//!
//! The law asks about every sequence of legal moves, however unskilled, so a verdict
//! "cannot mate" must be a proof. Following the published work on unwinnability
//! (M. Ambrona, "A practical algorithm for chess unwinnability", FUN 2022: a position
//! is unwinnable only when proven, a search that does not finish proves nothing), a
//! position is judged in two steps:
//!
//! 1. Material, the fast check: shakmaty's insufficient material (a lone king, one
//!    knight against nothing that could block, bishops all on one colour without
//!    pawns or knights). These are proven static rules.
//! 2. A search of every position reachable by legal moves (both sides moving as they
//!    please), each position visited once. A position where the side in question has
//!    insufficient material is not searched further: step 1 proves that no mate lies
//!    behind it. If a checkmate by the side is reached, it can mate. If the search
//!    visits every reachable position without one, it cannot: that is the proof. If
//!    the search outgrows its budget, nothing is proven and the answer is "it can
//!    mate": the error, if any, is the old one of playing on, never a false draw.
//!
//! The search finishes only where few positions are reachable: locked pawn walls
//! that the kings cannot break through (the commentary's Ka1, a4 c4 e4 g4 against
//! Ka8, a5 c5 e5 g5 is about two thousand positions), a bishop that can only walk on
//! its own colour behind them, or a forced capture that leaves too little material.
//! It is only tried there (step [`budget`]), so open positions cost one bitboard test.
//!
//! A game asks through its [`Verdicts`] (issue 34): each verdict a search reached is
//! kept by position and question, so no search runs twice for the same position in a
//! game (a repetition, the game replayed after a take-back, a sealed move judged at the
//! adjournment and played at the resumption).

use std::{
    collections::{HashMap, HashSet},
    fmt,
    hash::{BuildHasherDefault, Hasher},
};

use shakmaty::{Bitboard, ByColor, Chess, Color, EnPassantMode, Move, Position, Role, attacks};

/// Positions searched at most when the game checks for a dead position after each
/// move: at most a few milliseconds, inside the sensor-to-speech target (under 50 ms
/// at the 95th percentile, product.md).
pub const MOVE_BUDGET: usize = 10_000;

/// Positions searched at most for a one-off ruling (a flag fall, 6.9; the third
/// illegal move, 7.4b): the game waits for this ruling once.
pub const RULING_BUDGET: usize = 200_000;

/// Positions searched at most when only a few pieces are left but the pawns are not
/// locked: enough to see a forced capture into too little material, too few to cost
/// anything in an open ending.
const SMALL_BUDGET: usize = 1_000;

/// At most this many men on the board make a position "small".
const SMALL_MEN: usize = 4;

/// What a search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Search {
    /// A checkmate by this side is reachable.
    Mate(Color),
    /// Every reachable position was visited: none is a checkmate by a side asked about.
    Exhausted {
        /// Positions visited.
        positions: usize,
    },
    /// The budget ran out first: nothing is proven.
    OutOfBudget,
}

/// Whether the position is dead (5.2b, 9.6): neither side can checkmate by any series
/// of legal moves. Searches at most [`MOVE_BUDGET`] positions, and only where the
/// pawns are locked or few men are left.
pub fn is_dead(pos: &Chess) -> bool {
    is_dead_within(pos, MOVE_BUDGET)
}

/// [`is_dead`] with a budget for locked positions.
pub fn is_dead_within(pos: &Chess, locked_budget: usize) -> bool {
    if pos.is_insufficient_material() {
        return true;
    }
    match budget(pos, locked_budget) {
        Some(n) => matches!(search(pos, ByColor { white: true, black: true }, n), Search::Exhausted { .. }),
        None => false,
    }
}

/// Whether `side` cannot checkmate by any possible series of legal moves (6.9, 7.4b
/// (2009), R-72). `false` unless proven; searches at most [`RULING_BUDGET`] positions.
pub fn cannot_mate(pos: &Chess, side: Color) -> bool {
    if pos.has_insufficient_material(side) {
        return true;
    }
    let goal = ByColor { white: side == Color::White, black: side == Color::Black };
    match budget(pos, RULING_BUDGET) {
        Some(n) => matches!(search(pos, goal, n), Search::Exhausted { .. }),
        None => false,
    }
}

/// How many positions a search may visit here, or `None` where a search is not worth
/// trying: only when no pawn can move now (every pawn stands against a pawn and has
/// nothing to take), or when few men are left.
pub fn budget(pos: &Chess, locked_budget: usize) -> Option<usize> {
    if locked(pos) {
        Some(locked_budget)
    } else if pos.board().occupied().count() <= SMALL_MEN {
        Some(SMALL_BUDGET.min(locked_budget))
    } else {
        None
    }
}

/// Every pawn stands against a pawn (of either colour) on the square in front of it
/// and has nothing to take, en passant included; and there is at least one pawn.
pub fn locked(pos: &Chess) -> bool {
    let board = pos.board();
    let pawns = board.pawns();
    if pawns.is_empty() {
        return false;
    }
    let ep = pos.ep_square(EnPassantMode::Legal).map_or(Bitboard::EMPTY, Bitboard::from_square);
    pawns.into_iter().all(|sq| {
        let Some(color) = board.color_at(sq) else { return false };
        let ahead = match color {
            Color::White => sq.offset(8),
            Color::Black => sq.offset(-8),
        };
        let blocked = ahead.is_some_and(|a| pawns.contains(a));
        let prey = attacks::pawn_attacks(color, sq) & (board.by_color(!color) | ep);
        blocked && prey.is_empty()
    })
}

/// Visits the positions reachable from `root` by legal moves, at most `budget` of
/// them, looking for a checkmate by a side that `goal` asks about.
pub fn search(root: &Chess, goal: ByColor<bool>, budget: usize) -> Search {
    let mut seen = Seen::default();
    seen.insert(Key::of(root));
    let mut stack = vec![root.clone()];
    while let Some(pos) = stack.pop() {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            let winner = !pos.turn();
            if pos.is_check() && *goal.get(winner) {
                return Search::Mate(winner);
            }
            continue;
        }
        if hopeless(&pos, goal) {
            continue;
        }
        let mover = pos.turn();
        // Captures and promotions go on the stack last, so they are searched first:
        // they change the material, which is what opens a locked position to a mate or
        // leaves too little for one (issue 34: in the longest games of the collection
        // this finds the mate in most of the locked endings that ran out of budget
        // before). The order changes only how soon a mate is found, never what a
        // finished search proves.
        let quiet = |m: &&Move| !m.is_capture() && !m.is_promotion();
        let loud = |m: &&Move| m.is_capture() || m.is_promotion();
        for m in moves.iter().filter(quiet).chain(moves.iter().filter(loud)) {
            let mut next = pos.clone();
            next.play_unchecked(*m);
            // A mate one move ahead is seen at once, before the search goes deeper.
            if *goal.get(mover) && next.is_check() && next.is_checkmate() {
                return Search::Mate(mover);
            }
            if seen.insert(Key::of(&next)) {
                if seen.len() > budget {
                    return Search::OutOfBudget;
                }
                stack.push(next);
            }
        }
    }
    Search::Exhausted { positions: seen.len() }
}

/// A game's dead-position checks (issue 34): every verdict a search reached, by
/// position, question and budget. Only positions that are
/// searched are kept (locked pawns or few men, [`budget`]), at most one per move of
/// the game; material (step 1) and open positions are answered without it.
#[derive(Clone, Default)]
pub struct Verdicts {
    known: Known,
    /// Searches run.
    searches: usize,
}

/// A verdict by position and question (the sides asked about), with the budget it
/// was searched with.
type Known = HashMap<(Key, ByColor<bool>), (Search, usize), BuildHasherDefault<Mix>>;

impl Verdicts {
    /// [`is_dead`], searching each position at most once.
    pub fn is_dead(&mut self, pos: &Chess) -> bool {
        if pos.is_insufficient_material() {
            return true;
        }
        match budget(pos, MOVE_BUDGET) {
            Some(n) => matches!(self.search(pos, ByColor { white: true, black: true }, n), Search::Exhausted { .. }),
            None => false,
        }
    }

    /// [`cannot_mate`], searching each position at most once.
    pub fn cannot_mate(&mut self, pos: &Chess, side: Color) -> bool {
        if pos.has_insufficient_material(side) {
            return true;
        }
        let goal = ByColor { white: side == Color::White, black: side == Color::Black };
        match budget(pos, RULING_BUDGET) {
            Some(n) => matches!(self.search(pos, goal, n), Search::Exhausted { .. }),
            None => false,
        }
    }

    /// How many searches have run.
    pub fn searches(&self) -> usize {
        self.searches
    }

    /// A search's verdict: the one kept, unless it ran out of a smaller budget.
    fn search(&mut self, pos: &Chess, goal: ByColor<bool>, budget: usize) -> Search {
        let key = (Key::of(pos), goal);
        match self.known.get(&key) {
            Some((found, _)) if *found != Search::OutOfBudget => return *found,
            Some((found, spent)) if *spent >= budget => return *found,
            _ => {}
        }
        let found = search(pos, goal, budget);
        self.searches += 1;
        self.known.insert(key, (found, budget));
        found
    }
}

impl fmt::Debug for Verdicts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Verdicts")
            .field("known", &self.known.len())
            .field("searches", &self.searches)
            .finish_non_exhaustive()
    }
}

/// Every side asked about has insufficient material: no mate by it lies behind this
/// position (the proven rules of step 1).
fn hopeless(pos: &Chess, goal: ByColor<bool>) -> bool {
    [Color::White, Color::Black].into_iter().all(|c| !*goal.get(c) || pos.has_insufficient_material(c))
}

/// A position as the law compares them (9.2): the pieces on their squares, the side
/// to move, the castling rights and the en passant square that can be taken. The
/// move counters do not matter: they change no legal move.
///
/// Packed (issue 34: the visited set is most of a search's memory): the occupied
/// squares, White's, and the three bits of each man's role number (pawn 1 ... king
/// 6), which give back every piece on its square, so two keys are equal exactly when
/// the boards are; then the castling rights, and the side to move with the en passant
/// square in one byte. 56 bytes instead of 96.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Key {
    occupied: Bitboard,
    white: Bitboard,
    roles: [Bitboard; 3],
    castles: Bitboard,
    /// The side to move (bit 0: White) and the en passant square plus one (bits 1 to
    /// 7; 0 for none).
    turn_ep: u8,
}

impl Key {
    fn of(pos: &Chess) -> Key {
        let board = pos.board();
        let plane = |bit: u8| {
            Role::ALL
                .into_iter()
                .filter(|r| (*r as u8) >> bit & 1 == 1)
                .fold(Bitboard::EMPTY, |b, r| b | board.by_role(r))
        };
        let ep = pos.ep_square(EnPassantMode::Legal).map_or(0, |sq| u8::from(sq) + 1);
        Key {
            occupied: board.occupied(),
            white: board.white(),
            roles: [plane(0), plane(1), plane(2)],
            castles: pos.castles().castling_rights(),
            turn_ep: ep << 1 | u8::from(pos.turn() == Color::White),
        }
    }
}

/// The positions visited. Their keys are whole positions: two keys with the same hash
/// are still compared in full, so a collision costs time and never skips a position
/// (the search stays sound).
type Seen = HashSet<Key, BuildHasherDefault<Mix>>;

/// A multiply-rotate hasher for [`Seen`], much cheaper than the standard library's
/// SipHash (which made the visited set most of the search's cost). The keys are
/// positions of the game, bounded by the budget, so no hostile input can flood it.
#[derive(Default)]
struct Mix(u64);

impl Hasher for Mix {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u8(&mut self, n: u8) {
        self.write_u64(u64::from(n));
    }

    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }

    fn write_isize(&mut self, n: isize) {
        self.write_u64(n as u64);
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
}

#[cfg(test)]
mod tests;
