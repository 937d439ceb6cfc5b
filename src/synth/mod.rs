//! Real games turned into the peg events a real player and board would produce.
//!
//! The blind player executes every move of the game on the tactile board: his own,
//! and the sighted opponent's, which he transfers onto his board. [`synthesize`] writes
//! those moves as timed TBP/1 events in physical orders real players use, chosen at
//! random per move, with noise that must not change the game:
//!
//! - quiet move: `L from, P to`;
//! - capture: the captured piece lifted first (`L to, L from, P to`) or the moving
//!   piece first (`L from, L to, P to`); en passant likewise;
//! - standard castling: king first (`L king, P king-dest, L rook, P rook-dest`), or
//!   king and rook lifted together (within 150 ms), then placed in either order;
//! - Chess960 castling by the recommended procedure: `L king`, `L rook` if the rook
//!   moves, `P rook-dest`, `P king-dest` (the king back on its own hole when it does not
//!   move). The king is always lifted first: a rook lifted first is a rook move
//!   (Art. 4.4);
//! - promotion: the `pad K queen|rook|bishop|knight` key just before the pawn's lift,
//!   between lift and place, or right after the place; or, on a board that knows piece
//!   identity, the piece letter on the `P` line and no key (except for a black bishop,
//!   whose letter `b` TBP/1 reads as "a black peg": its `P` lines carry only the colour,
//!   and its promotion keeps the key);
//! - confirm mode: `pad K announce` after each of the blind player's moves;
//! - noise: the moving piece put back on its hole (after at least 120 ms) and lifted
//!   again; sensor bounce (`L sq`, `P sq` 20-50 ms apart) on the moving piece's hole
//!   before its real lift or on a piece of the side not to move.
//!
//! Timing: 80-400 ms between the events of one move, 700-4000 ms from the end of one
//! move to the start of the next (so the settle time passes).
//!
//! Invariants: [`Synth::events`] is exactly the parsed form of the event lines of
//! [`Synth::text`]; timestamps strictly increase; replaying the lifts and places on
//! the start occupancy gives the final position's occupancy.
//!
//! # Examples
//!
//! ```
//! use rand::{SeedableRng, rngs::StdRng};
//! use shakmaty::{Chess, Position, san::San};
//! use taktil::{core::settings::Start, synth::{SynthStyle, synthesize}};
//!
//! let start = Start::default();
//! let mut pos = Chess::default();
//! let mut moves = Vec::new();
//! for san in ["e4", "d5", "exd5"] {
//!     let m = san.parse::<San>()?.to_move(&pos)?;
//!     pos.play_unchecked(m);
//!     moves.push(m);
//! }
//! let synth = synthesize(&start, &moves, &SynthStyle::default(), &mut StdRng::seed_from_u64(1));
//! assert_eq!(synth.uci, ["e2e4", "d7d5", "e4d5"]);
//! assert!(synth.text.starts_with("# taktil session (synthesized)\nset blind white\n"));
//! assert!(synth.text.contains(" tactile  S XXXXXXXXXXXXXXXX................................XXXXXXXXXXXXXXXX\n"));
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```

mod gesture;
mod noise;
mod text;

#[cfg(test)]
mod tests;

use rand::Rng;
use shakmaty::{Board, CastlingMode, Chess, Color, Move, Piece, Position, Role};

use self::gesture::{Action, Order, Step, gesture};
pub use self::text::occupancy_line;
use crate::core::{
    input::{BoardMsg, Cell, Device, Input, Key},
    settings::Start,
    time::Timestamp,
};

/// From the end of one move to the first event of the next, in ms.
const BETWEEN_MOVES_MS: (u64, u64) = (700, 4000);

/// After the blind player's king move onto a castling square: longer than taktil's
/// default divergence time (3000 ms), which it waits for the rook.
const WAIT_FOR_ROOK_MS: (u64, u64) = (3200, 4500);

/// How the player and the board behave.
#[derive(Clone, Debug, PartialEq)]
pub struct SynthStyle {
    /// The blind player's colour (the tactile board's owner).
    pub blind: Color,
    /// Confirm mode: the blind player presses `announce` after each of his moves.
    pub confirm: bool,
    /// The board knows piece identity: `P` lines carry the piece letter (`P e8 Q`),
    /// and a promotion needs no key. A black bishop is sent as `b`, which TBP/1 reads
    /// as a black peg, so its promotion still gets the key.
    pub identity: bool,
    /// The chance that a move has a "put back and lift again" (0 to 1).
    pub regrasp: f64,
    /// The chance of a sensor bounce, drawn twice per move (0 to 1).
    pub bounce: f64,
    /// Whether a bounce may fall anywhere in a move, not only before its first event.
    pub bounce_mid_move: bool,
    /// Where the promotion key goes.
    pub promotion_key: PromotionKey,
}

impl Default for SynthStyle {
    /// White is blind, auto announce, an occupancy-only board, a little of each noise
    /// anywhere, promotion keys anywhere.
    fn default() -> SynthStyle {
        SynthStyle {
            blind: Color::White,
            confirm: false,
            identity: false,
            regrasp: 0.1,
            bounce: 0.1,
            bounce_mid_move: true,
            promotion_key: PromotionKey::Random,
        }
    }
}

/// Where the promotion key (`pad K queen` ...) goes relative to the pawn's events.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum PromotionKey {
    /// One of the three, at random per promotion.
    #[default]
    Random,
    /// Just before the pawn's lift.
    BeforeLift,
    /// After the pawn's lift, before its place.
    BetweenLiftAndPlace,
    /// Right after the pawn's place.
    AfterPlace,
}

/// A game as peg events.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Synth {
    /// The timed inputs, starting with the `@0` snapshot of the start position.
    pub events: Vec<(Timestamp, Input)>,
    /// The same as a session script, with its settings header.
    pub text: String,
    /// The UCI of each move synthesized (Chess960 castling king-to-rook, `e1h1`;
    /// standard castling king-to-destination, `e1g1`).
    pub uci: Vec<String>,
}

/// Turns a game into the peg events of its moves.
///
/// Moves are played from `start` in order; synthesis stops before the first move that
/// is not legal (compare `uci.len()` with `moves.len()`).
pub fn synthesize(start: &Start, moves: &[Move], style: &SynthStyle, rng: &mut impl Rng) -> Synth {
    let mut pos: Chess = start.position.clone();
    let mut out = Writer { events: Vec::new(), text: text::header(start, style), identity: style.identity };
    let mut t = Timestamp(0);
    out.push(t, Device::Tactile, BoardMsg::Snapshot(Box::new(snapshot(pos.board()))));
    let mut uci = Vec::with_capacity(moves.len());
    let mut waits_for_rook = false;
    for &m in moves {
        if !pos.is_legal(m) {
            break;
        }
        let Some((_, steps)) = plan(pos.board(), pos.turn(), m, start.castling, style, rng) else {
            break;
        };
        for (i, step) in steps.iter().enumerate() {
            let (lo, hi) = match (i, waits_for_rook) {
                // taktil announces a king move onto its castling square only after the
                // divergence time (the rook may follow); the opponent waits for it.
                (0, true) => WAIT_FOR_ROOK_MS,
                (0, false) => BETWEEN_MOVES_MS,
                _ => step.gap.range_ms(),
            };
            t = t.plus(rng.random_range(lo..=hi));
            out.push_action(t, step.action);
        }
        waits_for_rook = pos.turn() == style.blind
            && m.role() == Role::King
            && !m.is_castle()
            && pos
                .legal_moves()
                .iter()
                .any(|c| c.castling_side().is_some_and(|side| side.king_to(pos.turn()) == m.to()));
        uci.push(m.to_uci(start.castling).to_string());
        pos.play_unchecked(m);
    }
    Synth { events: out.events, text: out.text, uci }
}

/// All the steps of one move: a physical order, noise, and keys.
fn plan<R: Rng + ?Sized>(
    board: &Board,
    turn: Color,
    m: Move,
    castling: CastlingMode,
    style: &SynthStyle,
    rng: &mut R,
) -> Option<(Order, Vec<Step>)> {
    let (order, mover, mut steps) = gesture(turn, m, castling, rng)?;
    let piece = board.piece_at(mover)?;
    if chance(rng, style.regrasp) {
        noise::regrasp(&mut steps, mover, piece);
    }
    if let Some(role) = m.promotion()
        && !(style.identity && names_piece(Piece { color: turn, role }))
    {
        let key = match role {
            Role::Rook => Key::Rook,
            Role::Bishop => Key::Bishop,
            Role::Knight => Key::Knight,
            _ => Key::Queen,
        };
        noise::promotion_key(&mut steps, mover, m.to(), key, style.promotion_key, rng);
    }
    for _ in 0..2 {
        if chance(rng, style.bounce) {
            noise::bounce(&mut steps, board, turn, mover, style.bounce_mid_move, rng);
        }
    }
    if style.confirm && turn == style.blind {
        steps.push(Step::key(Key::Announce));
    }
    Some((order, steps))
}

/// Whether a `P` line can name this piece. The black bishop's letter `b` is also the
/// colour-only letter for a black peg, and TBP/1 reads it as the colour (see
/// [`crate::tbp`]); so a board that knows identity tells no more than "a black peg"
/// for it, and a promotion to a black bishop still needs its key.
fn names_piece(piece: Piece) -> bool {
    !(piece.color == Color::Black && piece.role == Role::Bishop)
}

/// True with probability `p` (none for `p <= 0` or NaN, always for `p >= 1`).
fn chance<R: Rng + ?Sized>(rng: &mut R, p: f64) -> bool {
    rng.random::<f64>() < p
}

/// The occupancy of a board as snapshot cells, indexed by `Square`.
fn snapshot(board: &Board) -> [Cell; 64] {
    let mut cells = [Cell::Empty; 64];
    for sq in board.occupied() {
        cells[sq as usize] = Cell::Occupied;
    }
    cells
}

/// Builds the events and the script lines together, one from the other.
struct Writer {
    events: Vec<(Timestamp, Input)>,
    text: String,
    identity: bool,
}

impl Writer {
    fn push(&mut self, t: Timestamp, device: Device, msg: BoardMsg) {
        self.text.push_str(&text::line(t, device, &msg));
        self.events.push((t, Input::Board { device, msg, seq: None }));
    }

    fn push_action(&mut self, t: Timestamp, action: Action) {
        let (device, msg) = match action {
            Action::Lift(sq) => (Device::Tactile, BoardMsg::Lift(sq)),
            Action::Place(sq, piece) => {
                let cell = match self.identity {
                    false => Cell::Occupied,
                    true if names_piece(piece) => Cell::Piece(piece),
                    true => Cell::Colored(piece.color),
                };
                (Device::Tactile, BoardMsg::Place(sq, cell))
            }
            Action::Key(key) => (Device::Pad, BoardMsg::Key(key)),
        };
        self.push(t, device, msg);
    }
}
