//! The engine's side of UCI, read: `option` lines (what the engine can be set to),
//! `info` lines (its score and principal variation) and `bestmove`. Pure: a line in,
//! what it says out; a line it does not understand is `None`, never a panic (an engine
//! is a device like any other: nothing it sends may crash taktil).

use shakmaty::uci::UciMove;

/// A score from the point of view of the side to move, as the engine reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// Centipawns: 100 is about one pawn better for the side to move.
    Cp(i32),
    /// Mate in this many moves (negative: the side to move is mated).
    Mate(i32),
}

impl Score {
    /// The same score from the other side's point of view.
    #[must_use]
    pub fn flip(self) -> Score {
        match self {
            Score::Cp(cp) => Score::Cp(-cp),
            Score::Mate(n) => Score::Mate(-n),
        }
    }

    /// A number for comparing scores: centipawns, a mate as ±(100 000 − moves to mate),
    /// so a nearer mate counts more.
    #[must_use]
    pub fn to_cp(self) -> i32 {
        match self {
            Score::Cp(cp) => cp,
            Score::Mate(n) if n > 0 => 100_000 - n.min(1000),
            Score::Mate(n) => -100_000 + (-n).min(1000),
        }
    }
}

/// What an `info` line says of the principal variation (the first, with MultiPV).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Info {
    /// The search depth reached.
    pub depth: Option<u32>,
    /// The variation's number with MultiPV (1 is the best).
    pub multipv: Option<u32>,
    /// The score; `None` for a bound (`lowerbound`/`upperbound`), which is not exact.
    pub score: Option<Score>,
    /// The nodes searched.
    pub nodes: Option<u64>,
    /// The principal variation.
    pub pv: Vec<UciMove>,
}

/// Reads an `info` line; `None` if the line is not one, or says nothing of a score or a
/// variation (`info string ...`, `info currmove ...`).
#[must_use]
pub fn info(line: &str) -> Option<Info> {
    let mut words = line.split_whitespace();
    if words.next()? != "info" {
        return None;
    }
    let mut out = Info::default();
    let mut bound = false;
    while let Some(word) = words.next() {
        match word {
            "depth" => out.depth = words.next().and_then(|w| w.parse().ok()),
            "multipv" => out.multipv = words.next().and_then(|w| w.parse().ok()),
            "nodes" => out.nodes = words.next().and_then(|w| w.parse().ok()),
            "score" => {
                out.score = match (words.next(), words.next().and_then(|w| w.parse().ok())) {
                    (Some("cp"), Some(n)) => Some(Score::Cp(n)),
                    (Some("mate"), Some(n)) => Some(Score::Mate(n)),
                    _ => None,
                };
            }
            "lowerbound" | "upperbound" => bound = true,
            "pv" => {
                out.pv = words.by_ref().map_while(|w| w.parse().ok()).collect();
            }
            // The rest of the line is free text.
            "string" => return None,
            _ => {}
        }
    }
    if bound {
        out.score = None;
    }
    (out.score.is_some() || !out.pv.is_empty()).then_some(out)
}

/// Reads a `bestmove` line: the move, and the move the engine expects in reply.
/// `bestmove (none)` (no legal move) is `Some((None, None))`.
#[must_use]
pub fn bestmove(line: &str) -> Option<(Option<UciMove>, Option<UciMove>)> {
    let mut words = line.split_whitespace();
    if words.next()? != "bestmove" {
        return None;
    }
    let best = words.next().and_then(|w| w.parse().ok());
    let ponder = match (words.next(), words.next()) {
        (Some("ponder"), Some(w)) => w.parse().ok(),
        _ => None,
    };
    Some((best, ponder))
}

/// One `option` the engine offers, as far as taktil needs it: its name, and the range
/// of a `spin` option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineOption {
    /// The option's name, which may hold spaces ("Skill Level").
    pub name: String,
    /// The option's type (`spin`, `check`, `combo`, `button`, `string`).
    pub kind: String,
    /// The smallest value of a `spin` option.
    pub min: Option<i64>,
    /// The largest value of a `spin` option.
    pub max: Option<i64>,
}

/// Reads an `option name NAME type TYPE [default X] [min X] [max X] ...` line.
#[must_use]
pub fn option(line: &str) -> Option<EngineOption> {
    let rest = line.strip_prefix("option name ")?;
    let (name, tail) = rest.split_once(" type ")?;
    let mut words = tail.split_whitespace();
    let kind = words.next()?.to_owned();
    let (mut min, mut max) = (None, None);
    while let Some(word) = words.next() {
        match word {
            "min" => min = words.next().and_then(|w| w.parse().ok()),
            "max" => max = words.next().and_then(|w| w.parse().ok()),
            _ => {}
        }
    }
    Some(EngineOption { name: name.trim().to_owned(), kind, min, max })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_info_line_gives_its_score_and_variation() {
        let i = info("info depth 12 seldepth 17 multipv 1 score cp -35 nodes 20480 nps 1 pv e7e5 g1f3 b8c6").unwrap();
        assert_eq!(i.depth, Some(12));
        assert_eq!(i.multipv, Some(1));
        assert_eq!(i.score, Some(Score::Cp(-35)));
        assert_eq!(i.nodes, Some(20480));
        assert_eq!(i.pv.len(), 3);
        assert_eq!(i.pv[0].to_string(), "e7e5");
    }

    #[test]
    fn a_mate_and_a_bound() {
        assert_eq!(info("info depth 3 score mate -2 pv h2h3").unwrap().score, Some(Score::Mate(-2)));
        assert_eq!(info("info depth 9 score cp 20 lowerbound nodes 5 pv e2e4").unwrap().score, None);
    }

    #[test]
    fn lines_that_are_not_a_score_say_nothing() {
        assert_eq!(info("info string NNUE evaluation using nn-ad9b42354671.nnue enabled"), None);
        assert_eq!(info("info depth 5 currmove e2e4 currmovenumber 1"), None);
        assert_eq!(info("readyok"), None);
        assert_eq!(info(""), None);
        assert_eq!(info("info score cp"), None);
    }

    #[test]
    fn bestmove_with_and_without_ponder() {
        let (b, p) = bestmove("bestmove e2e4 ponder e7e5").unwrap();
        assert_eq!(b.unwrap().to_string(), "e2e4");
        assert_eq!(p.unwrap().to_string(), "e7e5");
        assert_eq!(bestmove("bestmove (none)"), Some((None, None)));
        assert_eq!(bestmove("bestmove e7e8q").unwrap().0.unwrap().to_string(), "e7e8q");
        assert_eq!(bestmove("info depth 1"), None);
    }

    #[test]
    fn options_with_spaces_and_ranges() {
        let o = option("option name Skill Level type spin default 20 min 0 max 20").unwrap();
        assert_eq!((o.name.as_str(), o.kind.as_str(), o.min, o.max), ("Skill Level", "spin", Some(0), Some(20)));
        let e = option("option name UCI_Elo type spin default 1350 min 1350 max 2850").unwrap();
        assert_eq!((e.min, e.max), (Some(1350), Some(2850)));
        assert_eq!(option("option name Ponder type check default false").unwrap().kind, "check");
        assert_eq!(option("id name Stockfish 15.1"), None);
    }

    #[test]
    fn scores_compare_with_mates_first() {
        assert!(Score::Mate(1).to_cp() > Score::Mate(5).to_cp());
        assert!(Score::Mate(5).to_cp() > Score::Cp(2000).to_cp());
        assert!(Score::Mate(-1).to_cp() < Score::Mate(-5).to_cp());
        assert_eq!(Score::Cp(30).flip(), Score::Cp(-30));
    }
}
