//! `taktil review` (issue 18): a game talked through after it was played, with the
//! engine's judgement of each move.
//!
//! A game comes from a PGN file or a journal of `taktil play` ([`source`]). The engine
//! searches every position ([`analysis::analyse`]); each move that lost more than the
//! threshold is a moment ([`analysis::judge`]: an inaccuracy, a mistake or a blunder).
//! [`Review`] holds the game and its judgement; [`walk::Walk`] moves through it with
//! the player's keys and says what each step brings ([`crate::notice::review::Said`], rendered in the
//! player's language by [`crate::l10n`]); [`report`] writes the annotated PGN for his
//! coach. The command itself is [`crate::cmd::review`].

pub mod analysis;
pub mod keystrokes;
pub mod report;
pub mod source;
pub mod walk;

use shakmaty::{Chess, Color, Move, Position as _, san::SanPlus};

use self::analysis::{Analysed, Eval, Kind, Verdict, judge};
use crate::{
    core::{settings::Start, spoken::Spoken},
    io::uci::Score,
    notice::review::Said,
};

/// One move of the reviewed game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewedMove {
    /// Its move number.
    pub number: u32,
    /// The move.
    pub m: Move,
    /// As announced.
    pub spoken: Spoken,
    /// The engine's score after it, from White's point of view (`None` without
    /// analysis).
    pub after: Option<Score>,
    /// The engine's score before it, from the mover's point of view.
    pub best_score: Option<Score>,
    /// The engine's move in the position before it, as it would be announced.
    pub preferred: Option<Spoken>,
    /// The judgement, when it lost more than the threshold.
    pub verdict: Option<Verdict>,
}

impl ReviewedMove {
    /// `12. Nf3` or `12... Nf3`, with `?!`, `?` or `??` for a moment.
    pub fn label(&self) -> String {
        let dots = if self.spoken.by.is_white() { "." } else { "..." };
        let suffix = self.verdict.map_or("", |v| v.class.suffix());
        format!("{}{dots} {}{suffix}", self.number, self.spoken.san)
    }

    /// What is said at this move: the move, and at a moment its class, what it lost
    /// and what the engine preferred.
    pub fn said(&self) -> Vec<Said> {
        let mut out = vec![Said::Move { number: self.number, spoken: self.spoken }];
        if let Some(v) = self.verdict {
            out.push(Said::Class(v.class));
            out.push(match v.kind {
                Kind::Lost { cp } => Said::Lost { pawns: pawns(cp) },
                Kind::MissedMate { moves } => Said::MissedMate { moves },
                Kind::AllowsMate { moves } => Said::AllowsMate { moves },
            });
            out.extend(self.preferred.map(Said::Preferred));
        }
        out
    }
}

/// Centipawns as the whole pawns said: rounded, and 0 ("about half a pawn") under
/// three quarters of a pawn.
pub fn pawns(cp: i32) -> u32 {
    if cp < 75 { 0 } else { u32::try_from((cp + 50) / 100).unwrap_or(0) }
}

/// A game with the engine's judgement of each move.
#[derive(Clone, Debug)]
pub struct Review {
    /// The game's tags (from the PGN, or made for a journal).
    pub tags: Vec<(String, String)>,
    /// Where it started.
    pub start: Start,
    /// Its moves.
    pub entries: Vec<ReviewedMove>,
    /// The result (`1-0`, `0-1`, `1/2-1/2`, `*`).
    pub result: String,
    /// The engine stopped after this many moves had been analysed (the moves from there
    /// have no judgement).
    pub stopped_at: Option<usize>,
    /// Whether there was an engine at all.
    pub analysed: bool,
}

impl Review {
    /// The game and the engine's evaluations (`analysed`: `None` without an engine),
    /// each move judged against `threshold` centipawns.
    pub fn new(game: &source::ReviewedGame, analysed: Option<&Analysed>, threshold: u32) -> Review {
        let empty = Vec::new();
        let evals: &[Eval] = analysed.map_or(&empty, |a| &a.evals);
        let mut position: Chess = game.start.position.clone();
        let mut entries = Vec::with_capacity(game.moves.len());
        for (i, (m, san)) in game.moves.iter().zip(&game.sans).enumerate() {
            let by = position.turn();
            let number = position.fullmoves().get();
            let spoken = spoken_move(by, *san, m);
            let (before, after) = (evals.get(i), evals.get(i + 1));
            let preferred = before.and_then(|e| e.best).map(|best| spoken_of(&position, best));
            let verdict = match (before, after) {
                (Some(b), Some(a)) if b.best != Some(*m) => judge(b.score, a.score.flip(), threshold),
                _ => None,
            };
            let white = |s: Score| if by.is_white() { s.flip() } else { s };
            entries.push(ReviewedMove {
                number,
                m: *m,
                spoken,
                after: after.map(|a| white(a.score)),
                best_score: before.map(|b| b.score),
                preferred,
                verdict,
            });
            position.play_unchecked(*m);
        }
        Review {
            tags: game.tags.clone(),
            start: game.start.clone(),
            entries,
            result: game.result.clone(),
            stopped_at: analysed.and_then(|a| a.stopped.as_ref().map(|(at, _)| *at)),
            analysed: analysed.is_some(),
        }
    }

    /// The moments: the indices of the moves with a verdict.
    pub fn moments(&self) -> Vec<usize> {
        self.entries.iter().enumerate().filter(|(_, e)| e.verdict.is_some()).map(|(i, _)| i).collect()
    }
}

/// A move as announced.
fn spoken_move(by: Color, san: SanPlus, m: &Move) -> Spoken {
    Spoken { by, san, en_passant: m.is_en_passant(), from: m.from().unwrap_or(m.to()) }
}

/// The engine's move in `position`, as it would be announced.
fn spoken_of(position: &Chess, m: Move) -> Spoken {
    let san = SanPlus::from_move(position.clone(), m);
    spoken_move(position.turn(), san, &m)
}
