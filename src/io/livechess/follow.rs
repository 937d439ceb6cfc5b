//! One LiveChess board's feed turned into the sighted board's events, as a state
//! machine with time as an input (pure: no socket, no clock, no thread).
//!
//! LiveChess sends, on every change, the board's pieces and the **whole** list of moves
//! it has inferred. taktil's rules core reads the sighted board as lifts and
//! placements (TBP/1), so each new move of the list becomes the lifts and placements
//! that make it (the piece lifted, the captured piece off, the piece put on its square, with its
//! identity: a DGT board knows every piece). The next move's first lift, of the other
//! side's piece, completes the one before, so a burst of moves in one message is announced move by move, in order.
//! The core applies the rules for the sighted side (E2, 2023 D.2) as it does for a
//! serial DGT board; nothing here decides whether a move is legal in the game.
//!
//! The faults of the feed (issue 31, `docs/equipment.md`):
//! - **The same list again**: nothing happens.
//! - **Pieces in the air**: LiveChess can list a move while the pieces are still moving
//!   and correct it a moment later. A new move is passed on at once when the board's
//!   pieces show the position after it; otherwise it is held for
//!   [`FollowConfig::hold_ms`] (or until the pieces show it). A move withdrawn while
//!   held is never passed on, so never announced.
//! - **A list that is shorter than, or differs from, the one followed** (LiveChess
//!   corrected itself after the hold, the arbiter took moves back on its side): never a
//!   silent rewrite. The arbiter is told with both lists ([`Followed::Differs`]), and
//!   the core gets the board as it stands (a snapshot): where it differs from the game
//!   the core reports the mismatch and guides the board back.
//! - **The made-up king move**: to show a result, players put both kings in the centre,
//!   and LiveChess may list a king move to d4, d5, e4 or e5. Both kings on those four
//!   squares can never be a position (they touch), so such a last move is left out and
//!   the arbiter is told ([`Followed::Kings`]).
//! - **A move LiveChess lists that is not legal** here (its list began elsewhere): the
//!   list is read up to it, and the arbiter told once.
//! - **Not reporting**: a board `INACTIVE` or `NOTRESPONDING`, or the connection lost,
//!   is told once ([`Followed::NotReporting`]); when it reports again, it is followed
//!   from its current list, any move made meanwhile passed on.

use std::collections::VecDeque;

use shakmaty::{Board, Chess, Move, Position, Role, Square, san::San};

use super::feed::{self, BoardUpdate};
use crate::core::{
    input::{BoardMsg, Cell, ClockReading},
    time::Timestamp,
};

/// The follower's settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FollowConfig {
    /// How long a new move is held while the board's pieces do not yet show it.
    pub hold_ms: u64,
}

impl Default for FollowConfig {
    /// 2.5 s: the time the Lichess DGT page holds such moves, found enough for
    /// LiveChess's corrections there. It costs only moves seen with pieces in the air.
    fn default() -> FollowConfig {
        FollowConfig { hold_ms: 2500 }
    }
}

/// What the follower reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Followed {
    /// A message of the sighted board for the core.
    Board(BoardMsg),
    /// The clock cabled to the board, when its reading changed (`None`: no times).
    Clock(Option<ClockReading>),
    /// The board stopped reporting (`state` as LiveChess words it, or `connection`).
    NotReporting {
        /// Why.
        state: String,
    },
    /// The board reports again.
    Reporting,
    /// LiveChess's list is shorter than, or differs from, the list followed.
    Differs {
        /// The moves followed so far, in SAN.
        followed: Vec<String>,
        /// LiveChess's list now.
        board: Vec<String>,
    },
    /// A king move to the centre at the end of the list, left out: the kings show a
    /// result.
    Kings {
        /// The move as LiveChess listed it.
        san: String,
    },
    /// A held move that LiveChess withdrew before it was passed on.
    Withdrawn {
        /// The moves withdrawn.
        san: Vec<String>,
    },
    /// A move of LiveChess's list that is not legal in the position before it.
    NotLegal {
        /// Its number in the list, from 1.
        index: usize,
        /// The move as listed.
        san: String,
    },
}

/// New moves waiting while the pieces are in the air.
#[derive(Clone, Debug)]
struct Held {
    since: Timestamp,
    moves: Vec<Move>,
    sans: Vec<String>,
}

/// The follower of one board.
#[derive(Clone, Debug)]
pub struct Follower {
    config: FollowConfig,
    start: Chess,
    /// The moves passed on (or the game's at the start), and their SAN.
    followed: Vec<Move>,
    followed_san: Vec<String>,
    /// The position after them.
    position: Chess,
    held: Option<Held>,
    /// The next list is the first since (re)subscribing.
    fresh: bool,
    reporting: bool,
    clock: Option<Option<ClockReading>>,
    /// The last list whose faults (king move, illegal move) were told.
    told: Vec<String>,
    out: VecDeque<Followed>,
}

impl Follower {
    /// A follower for a game from `start` with `moves` already made (a resumed game).
    pub fn new(config: FollowConfig, start: Chess, moves: &[Move]) -> Follower {
        let mut position = start.clone();
        let mut followed = Vec::new();
        let mut followed_san = Vec::new();
        for m in moves {
            if !position.is_legal(*m) {
                break;
            }
            followed_san.push(San::from_move(&position, *m).to_string());
            followed.push(*m);
            position.play_unchecked(*m);
        }
        Follower {
            config,
            start,
            followed,
            followed_san,
            position,
            held: None,
            fresh: true,
            reporting: true,
            clock: None,
            told: Vec::new(),
            out: VecDeque::new(),
        }
    }

    /// The next report, if any.
    pub fn poll(&mut self) -> Option<Followed> {
        self.out.pop_front()
    }

    /// When [`Follower::handle_timeout`] is due.
    pub fn poll_timeout(&self) -> Option<Timestamp> {
        self.held.as_ref().map(|h| h.since.plus(self.config.hold_ms))
    }

    /// The connection is lost: told once; the next list is followed afresh.
    pub fn lost(&mut self) {
        self.not_reporting("connection");
    }

    /// A new subscription: its first list is compared with the one followed.
    pub fn subscribed(&mut self) {
        self.fresh = true;
    }

    /// Time passed: a held move whose time is up is passed on.
    pub fn handle_timeout(&mut self, now: Timestamp) {
        if self.poll_timeout().is_some_and(|due| due <= now) {
            self.release();
        }
    }

    /// A message of the board's feed (or its entry in the list of boards).
    pub fn update(&mut self, now: Timestamp, update: &BoardUpdate) {
        if let Some(state) = &update.state
            && !feed::reports(Some(state))
        {
            self.not_reporting(state);
            return;
        }
        if !self.reporting {
            self.reporting = true;
            self.fresh = true;
            self.out.push_back(Followed::Reporting);
        }
        if let Some(clock) = update.clock {
            let reading = clock.reading();
            if self.clock != Some(reading) {
                self.clock = Some(reading);
                self.out.push_back(Followed::Clock(reading));
            }
        }
        let pieces = update.board.as_deref().and_then(feed::placement);
        let Some(list) = &update.san else {
            // Pieces only: the held moves go on once the pieces show them.
            if let (Some(held), Some(pieces)) = (&self.held, &pieces)
                && self.after(&held.moves).board() == pieces
            {
                self.release();
            }
            return;
        };
        let (moves, sans) = self.read_list(list, pieces.as_ref());
        if std::mem::take(&mut self.fresh) {
            self.follow_afresh(moves, sans, pieces);
            return;
        }
        if moves == self.followed {
            if let Some(held) = self.held.take() {
                self.out.push_back(Followed::Withdrawn { san: held.sans });
            }
            return;
        }
        if moves.starts_with(&self.followed) {
            let new = moves[self.followed.len()..].to_vec();
            let new_sans = sans[self.followed.len()..].to_vec();
            let shown = pieces.as_ref().is_none_or(|p| self.after(&moves).board() == p);
            let since = self.held.as_ref().map_or(now, |h| h.since);
            self.held = Some(Held { since, moves: new, sans: new_sans });
            if shown {
                self.release();
            }
            return;
        }
        // Shorter or different: told with both lists, the board's pieces given as they
        // stand, the game left alone (the core reports where the board differs).
        self.held = None;
        self.out.push_back(Followed::Differs { followed: self.followed_san.clone(), board: sans.clone() });
        self.rebase(moves, sans);
        let snapshot = pieces.unwrap_or_else(|| self.position.board().clone());
        self.out.push_back(Followed::Board(snapshot_of(&snapshot)));
    }

    /// The first list after (re)subscribing: the board as it stood before any move the
    /// game has not seen, then those moves.
    fn follow_afresh(&mut self, moves: Vec<Move>, sans: Vec<String>, pieces: Option<Board>) {
        self.held = None;
        if moves.starts_with(&self.followed) {
            let base = snapshot_of(self.position.board());
            self.out.push_back(Followed::Board(base));
            let new = moves[self.followed.len()..].to_vec();
            let new_sans = sans[self.followed.len()..].to_vec();
            self.held = Some(Held { since: Timestamp(0), moves: new, sans: new_sans });
            self.release();
            return;
        }
        // LiveChess's list does not reach the game's: a board behind the game (the blind
        // player's move not yet made on it) is guided by the core; a board whose list
        // differs is also the arbiter's.
        if !self.followed.starts_with(&moves) {
            self.out.push_back(Followed::Differs { followed: self.followed_san.clone(), board: sans.clone() });
        }
        self.rebase(moves, sans);
        let snapshot = pieces.unwrap_or_else(|| self.position.board().clone());
        self.out.push_back(Followed::Board(snapshot_of(&snapshot)));
    }

    /// Passes the held moves on.
    fn release(&mut self) {
        let Some(held) = self.held.take() else { return };
        for (m, san) in held.moves.into_iter().zip(held.sans) {
            for msg in steps(&self.position, m) {
                self.out.push_back(Followed::Board(msg));
            }
            self.position.play_unchecked(m);
            self.followed.push(m);
            self.followed_san.push(san);
        }
    }

    fn not_reporting(&mut self, state: &str) {
        self.held = None;
        if std::mem::replace(&mut self.reporting, false) {
            self.out.push_back(Followed::NotReporting { state: state.to_owned() });
        }
    }

    /// Follows from `moves` on.
    fn rebase(&mut self, moves: Vec<Move>, sans: Vec<String>) {
        self.position = self.after(&moves);
        self.followed = moves;
        self.followed_san = sans;
    }

    /// The position after `moves` from the start.
    fn after(&self, moves: &[Move]) -> Chess {
        let mut pos = self.start.clone();
        for m in moves {
            pos.play_unchecked(*m);
        }
        pos
    }

    /// LiveChess's list as moves, up to the first that is not legal, without a made-up
    /// king move at its end; each fault told once per list.
    fn read_list(&mut self, list: &[String], pieces: Option<&Board>) -> (Vec<Move>, Vec<String>) {
        let mut pos = self.start.clone();
        let (mut moves, mut sans) = (Vec::new(), Vec::new());
        let mut fault = None;
        for (i, text) in list.iter().enumerate() {
            let m = text.parse::<San>().ok().and_then(|san| san.to_move(&pos).ok());
            let Some(m) = m else {
                fault = Some((i, text.clone()));
                break;
            };
            pos.play_unchecked(m);
            moves.push(m);
            sans.push(text.clone());
        }
        let kings_shown = pieces.is_some_and(kings_in_centre);
        let last = list.last().filter(|s| king_to_centre(s));
        let made_up = match (&fault, last) {
            (Some((i, _)), Some(_)) => *i + 1 == list.len(),
            (None, Some(_)) => kings_shown,
            _ => false,
        };
        let tell = self.told.as_slice() != list;
        if made_up {
            if fault.is_none() {
                moves.pop();
                sans.pop();
            }
            if tell {
                self.out.push_back(Followed::Kings { san: list.last().cloned().unwrap_or_default() });
            }
        } else if let Some((index, san)) = fault.filter(|_| tell) {
            self.out.push_back(Followed::NotLegal { index: index + 1, san });
        }
        if tell {
            self.told = list.to_vec();
        }
        (moves, sans)
    }
}

/// The centre squares where players put the kings to show a result.
const CENTRE: [Square; 4] = [Square::D4, Square::D5, Square::E4, Square::E5];

/// Whether `san` is a king move to a centre square.
fn king_to_centre(san: &str) -> bool {
    let core = san.trim_end_matches(['+', '#', '!', '?']);
    core.starts_with('K')
        && core.len() >= 3
        && core.get(core.len() - 2..).and_then(|sq| sq.parse::<Square>().ok()).is_some_and(|sq| CENTRE.contains(&sq))
}

/// Whether both kings stand in the centre (no position can have that).
fn kings_in_centre(board: &Board) -> bool {
    let kings = board.kings();
    kings.count() == 2 && kings.into_iter().all(|sq| CENTRE.contains(&sq))
}

/// The whole board with every piece named.
fn snapshot_of(board: &Board) -> BoardMsg {
    let mut cells = Box::new([Cell::Empty; 64]);
    for (sq, piece) in board {
        cells[usize::from(sq)] = Cell::Piece(piece);
    }
    BoardMsg::Snapshot(cells)
}

/// The lifts and placements that make `m` from `pos`: the piece moved lifted first,
/// then the captured piece, then the piece put down; the king before the rook.
///
/// The moving piece comes first because in a burst the lifts of one move follow the
/// placement of the one before at the same instant: a recapture (`exd5 Qxd5`) lifting
/// the captured piece first would lift the piece just put down, which the core reads
/// as that piece taken up again before its move was made (issue 31, found by the
/// LiveChess fault corpus). The mover's lift, of the other side's piece, completes the
/// move before.
fn steps(pos: &Chess, m: Move) -> Vec<BoardMsg> {
    let turn = pos.turn();
    let put = |sq: Square, role: Role| BoardMsg::Place(sq, Cell::Piece(role.of(turn)));
    match m {
        Move::Normal { role, from, capture, to, promotion } => {
            let mut out = vec![BoardMsg::Lift(from)];
            if capture.is_some() {
                out.push(BoardMsg::Lift(to));
            }
            out.push(put(to, promotion.unwrap_or(role)));
            out
        }
        Move::EnPassant { from, to } => {
            let taken = Square::from_coords(to.file(), from.rank());
            vec![BoardMsg::Lift(from), BoardMsg::Lift(taken), put(to, Role::Pawn)]
        }
        Move::Castle { king, rook } => {
            let side = m.castling_side().unwrap_or(shakmaty::CastlingSide::KingSide);
            vec![
                BoardMsg::Lift(king),
                BoardMsg::Lift(rook),
                put(side.king_to(turn), Role::King),
                put(side.rook_to(turn), Role::Rook),
            ]
        }
        Move::Put { role, to } => vec![put(to, role)],
    }
}

#[cfg(test)]
mod tests;
