//! The engine's analysis of a game and the judgement of each move (docs/review.md,
//! "How a move is judged").
//!
//! Every position of the game is searched once, from a fresh hash (`ucinewgame`), so a
//! position's analysis does not depend on the ones before it: with one thread and a
//! fixed [`Limit::Nodes`] or [`Limit::Depth`] the review is the same every time. A
//! move's loss is the engine's score of the position before it minus the score after
//! it, both from the mover's point of view ([`judge`]).

use shakmaty::{Chess, Move, Position as _, uci::UciMove};

use crate::notice::review::Class;
use crate::{
    core::settings::Start,
    io::uci::{Engine, EngineError, Limit, Position, Score},
};

/// A score beyond this many centipawns counts as this many: ten pawns up is won, and a
/// loss never counts more than [`MAX_LOSS`].
pub const CLAMP: i32 = 1000;

/// The largest loss a move is said to have (ten pawns): from won to lost is "about ten
/// pawns", not twenty.
pub const MAX_LOSS: i32 = 1000;

/// The engine's view of one position, for the side to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Eval {
    /// Its best move; `None` when the side to move has none.
    pub best: Option<Move>,
    /// Its score for the side to move.
    pub score: Score,
}

/// What a move lost, in kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// It lost this many centipawns (at most [`MAX_LOSS`]).
    Lost {
        /// Centipawns.
        cp: i32,
    },
    /// There was a mate in this many moves, and after the move there is none.
    MissedMate {
        /// Moves to the mate missed.
        moves: u32,
    },
    /// After the move the opponent mates in this many moves (and before it he did not).
    AllowsMate {
        /// Moves to mate.
        moves: u32,
    },
}

/// The judgement of a move that lost more than the threshold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// How bad.
    pub class: Class,
    /// What it lost.
    pub kind: Kind,
}

/// A score as centipawns within ±[`CLAMP`]; a mate counts as the clamp.
pub fn clamped(score: Score) -> i32 {
    score.to_cp().clamp(-CLAMP, CLAMP)
}

/// Judges a move: `best` is the engine's score of the position before it, `after` the
/// score of the position after it, both from the mover's point of view. `None` when
/// it lost less than `threshold` centipawns.
///
/// - A move after which the opponent mates by force, where the mover was not already
///   being mated, is a blunder ([`Kind::AllowsMate`]).
/// - A move that lets a mate slip (the mover had one, and after it has none) is a
///   blunder if he is then less than two pawns up, a mistake under five pawns up, an
///   inaccuracy otherwise ([`Kind::MissedMate`]).
/// - Any other move lost `clamped(best) - clamped(after)` centipawns (at most
///   [`MAX_LOSS`]): an inaccuracy from `threshold`, a mistake from twice it, a blunder
///   from three times it.
pub fn judge(best: Score, after: Score, threshold: u32) -> Option<Verdict> {
    let threshold = i32::try_from(threshold.max(1)).unwrap_or(i32::MAX);
    if let Score::Mate(n) = after
        && n < 0
        && !matches!(best, Score::Mate(m) if m < 0)
    {
        let kind = Kind::AllowsMate { moves: n.unsigned_abs() };
        return Some(Verdict { class: Class::Blunder, kind });
    }
    if let Score::Mate(m) = best
        && m > 0
        && !matches!(after, Score::Mate(n) if n > 0)
    {
        let still = clamped(after);
        let class = match still {
            s if s < 200 => Class::Blunder,
            s if s < 500 => Class::Mistake,
            _ => Class::Inaccuracy,
        };
        return Some(Verdict { class, kind: Kind::MissedMate { moves: m.unsigned_abs() } });
    }
    let cp = (clamped(best) - clamped(after)).min(MAX_LOSS);
    let class = match cp {
        cp if cp >= 3 * threshold => Class::Blunder,
        cp if cp >= 2 * threshold => Class::Mistake,
        cp if cp >= threshold => Class::Inaccuracy,
        _ => return None,
    };
    Some(Verdict { class, kind: Kind::Lost { cp } })
}

/// The engine's analysis of a game: one [`Eval`] for each position searched, from the
/// start position on, and why it stopped early, if it did.
#[derive(Debug, Default)]
pub struct Analysed {
    /// The positions' evaluations in order: the start, then after each move.
    pub evals: Vec<Eval>,
    /// The engine failed at the position after this many moves (its evaluation and
    /// those after are missing).
    pub stopped: Option<(usize, EngineError)>,
}

/// Searches every position of the game: the start position, then the position after
/// each of `moves`. `progress` is told each position's number before it is searched.
/// A position with no legal move is scored without the engine: mate (`Mate(0)`) or a
/// draw.
pub fn analyse(
    engine: &mut Engine,
    start: &Start,
    moves: &[Move],
    limit: Limit,
    mut progress: impl FnMut(usize),
) -> Analysed {
    let fen = start.fen();
    let standard = start.position == Chess::default() && !start.castling.is_chess960();
    let fen = (!standard).then_some(fen.as_str());
    let ucis: Vec<UciMove> = moves.iter().map(|m| m.to_uci(start.castling)).collect();
    let mut position = start.position.clone();
    let mut out = Analysed::default();
    for i in 0..=moves.len() {
        progress(i);
        match eval(engine, &position, Position { fen, moves: &ucis[..i] }, limit) {
            Ok(e) => out.evals.push(e),
            Err(e) => {
                out.stopped = Some((i, e));
                break;
            }
        }
        if let Some(m) = moves.get(i) {
            position.play_unchecked(*m);
        }
    }
    out
}

/// One position's evaluation.
fn eval(engine: &mut Engine, position: &Chess, at: Position<'_>, limit: Limit) -> Result<Eval, EngineError> {
    if position.legal_moves().is_empty() {
        let score = if position.is_check() { Score::Mate(0) } else { Score::Cp(0) };
        return Ok(Eval { best: None, score });
    }
    engine.new_game()?;
    let found = engine.go(at, limit)?;
    let best = found.best.and_then(|m| m.to_move(position).ok());
    // A search that ends without a score (it should not) counts as level.
    Ok(Eval { best, score: found.score.unwrap_or(Score::Cp(0)) })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_small_loss_is_nothing_and_the_classes_scale_with_the_threshold() {
        assert_eq!(judge(Score::Cp(30), Score::Cp(-40), 100), None);
        let v = |best, after, t| judge(Score::Cp(best), Score::Cp(after), t).map(|v| v.class);
        assert_eq!(v(30, -80, 100), Some(Class::Inaccuracy));
        assert_eq!(v(30, -180, 100), Some(Class::Mistake));
        assert_eq!(v(-59, -366, 100), Some(Class::Blunder));
        assert_eq!(v(30, -80, 50), Some(Class::Mistake));
        assert_eq!(v(30, -80, 200), None);
        assert_eq!(judge(Score::Cp(-59), Score::Cp(-366), 100).map(|v| v.kind), Some(Kind::Lost { cp: 307 }));
    }

    #[test]
    fn a_won_position_stays_won_and_a_loss_is_capped() {
        // Ten pawns up and nine pawns up: both won.
        assert_eq!(judge(Score::Cp(1500), Score::Cp(1100), 100), None);
        let v = judge(Score::Cp(1500), Score::Cp(-1500), 100).unwrap();
        assert_eq!(v.kind, Kind::Lost { cp: MAX_LOSS });
    }

    #[test]
    fn mates_allowed_and_missed() {
        let v = judge(Score::Cp(20), Score::Mate(-2), 100).unwrap();
        assert_eq!((v.class, v.kind), (Class::Blunder, Kind::AllowsMate { moves: 2 }));
        // Already being mated: a faster mate is no new mistake.
        assert_eq!(judge(Score::Mate(-5), Score::Mate(-3), 100), None);
        let v = judge(Score::Mate(3), Score::Cp(50), 100).unwrap();
        assert_eq!((v.class, v.kind), (Class::Blunder, Kind::MissedMate { moves: 3 }));
        assert_eq!(judge(Score::Mate(3), Score::Cp(350), 100).unwrap().class, Class::Mistake);
        assert_eq!(judge(Score::Mate(3), Score::Cp(900), 100).unwrap().class, Class::Inaccuracy);
        // A longer mate is still a mate.
        assert_eq!(judge(Score::Mate(2), Score::Mate(4), 100), None);
    }
}
