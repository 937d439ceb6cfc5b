//! The written report of a review: the game as PGN with the engine's judgement, for
//! the player's coach and for any chess program (docs/review.md, "The report").
//!
//! Each analysed move gets `[%eval 0.35]` (the engine's score after it, from White's
//! point of view, in pawns; `#-3` for a mate), the comment form most programs read;
//! each moment its NAG (`$6` ?!, `$2` ?, `$4` ??) and a comment in English: what it
//! lost and the engine's move, in SAN (`Blunder: lost about 3.1 pawns. Stockfish
//! preferred Bd6 (-0.66).`). The comments are English whatever the player's locale: the
//! PGN's moves are English SAN too, and the report is read by a sighted coach or by
//! his program; the player hears the same judgement in his own words.

use shakmaty::san::SanPlus;

use super::{
    Review, ReviewedMove,
    analysis::{Kind, Verdict},
};
use crate::{
    io::uci::Score,
    pgn::{Annotated, write_pgn_annotated},
};

/// The review as PGN. `engine` names the engine and its limit for the `Annotator` tag
/// and the comments (`Stockfish 16`); `None` without an engine.
pub fn pgn(review: &Review, engine: Option<(&str, &str)>) -> String {
    let mut tags: Vec<(String, String)> = review.tags.iter().filter(|(n, _)| n != "Annotator").cloned().collect();
    if let Some((name, limit)) = engine {
        tags.push(("Annotator".into(), format!("taktil review, {name}, {limit}")));
    }
    let name = engine.map_or("The engine", |(name, _)| name);
    let mut moves: Vec<Annotated> = review
        .entries
        .iter()
        .map(|e| Annotated { san: e.spoken.san, nag: e.verdict.map(|v| v.class.nag()), comment: comment(e, name) })
        .collect();
    let note = match (engine, review.stopped_at) {
        (None, _) => Some((0, "No engine: no analysis.".to_owned())),
        (Some(_), Some(at)) => {
            Some((at.min(moves.len().saturating_sub(1)), format!("{name} stopped: no analysis from here.")))
        }
        (Some(_), None) => None,
    };
    if let Some((i, note)) = note
        && let Some(m) = moves.get_mut(i)
    {
        m.comment = Some(match m.comment.take() {
            Some(c) => format!("{c} {note}"),
            None => note,
        });
    }
    write_pgn_annotated(&tags, &review.start, &moves, &review.result)
}

/// A move's comment: the eval after it, and at a moment the judgement.
fn comment(entry: &ReviewedMove, engine: &str) -> Option<String> {
    // After a mate there is nothing left to score.
    let eval = entry.after.filter(|s| *s != Score::Mate(0)).map(|s| format!("[%eval {}]", eval(s)));
    let judged = entry.verdict.map(|v| judgement(entry, v, engine));
    match (eval, judged) {
        (Some(e), Some(j)) => Some(format!("{e} {j}")),
        (e, j) => e.or(j),
    }
}

/// `Blunder: lost about 3.1 pawns. Stockfish preferred Bd6 (-0.66).`
fn judgement(entry: &ReviewedMove, verdict: Verdict, engine: &str) -> String {
    let class = match verdict.class {
        crate::notice::review::Class::Inaccuracy => "Inaccuracy",
        crate::notice::review::Class::Mistake => "Mistake",
        crate::notice::review::Class::Blunder => "Blunder",
    };
    let what = match verdict.kind {
        Kind::Lost { cp } => format!("lost about {:.1} pawns", f64::from(cp) / 100.0),
        Kind::MissedMate { moves } => format!("missed a mate in {moves}"),
        Kind::AllowsMate { moves } => format!("allows a mate in {moves}"),
    };
    let preferred = entry.preferred.map(|p| {
        let score = entry.best_score.map(|s| if p.by.is_white() { s } else { s.flip() });
        let san: SanPlus = p.san;
        match score {
            Some(s) => format!(" {engine} preferred {san} ({}).", eval(s)),
            None => format!(" {engine} preferred {san}."),
        }
    });
    format!("{class}: {what}.{}", preferred.unwrap_or_default())
}

/// A score from White's point of view as `[%eval]` writes it: pawns with two decimals
/// (`0.35`, `-1.20`), or `#3` / `#-3` for a mate.
pub fn eval(score: Score) -> String {
    match score {
        Score::Cp(cp) => {
            let sign = if cp < 0 { "-" } else { "" };
            format!("{sign}{}.{:02}", cp.unsigned_abs() / 100, cp.unsigned_abs() % 100)
        }
        Score::Mate(n) => format!("#{n}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn evals_as_programs_read_them() {
        assert_eq!(eval(Score::Cp(35)), "0.35");
        assert_eq!(eval(Score::Cp(-120)), "-1.20");
        assert_eq!(eval(Score::Cp(-5)), "-0.05");
        assert_eq!(eval(Score::Mate(-3)), "#-3");
    }
}
