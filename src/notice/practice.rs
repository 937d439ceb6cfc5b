//! The practice game's words (issue 18): the commands a player gives the engine, and
//! its evaluation in plain words. Vocabulary of [`super::Notice`], rendered by
//! [`crate::l10n`]; the engine that answers them is `play::engine`.

use std::fmt;

use shakmaty::Color;

/// A practice command: a typed `engine <word>` line, or its key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PracticeCmd {
    /// The engine's best move for the side to move.
    Hint,
    /// The engine's evaluation in plain words.
    Evaluate,
    /// The player's last move and the engine's reply taken back.
    TakeBack,
    /// Start a stopped engine again.
    Restart,
}

impl PracticeCmd {
    /// Every command, in the order of the key help.
    pub const ALL: [PracticeCmd; 4] =
        [PracticeCmd::Hint, PracticeCmd::Evaluate, PracticeCmd::TakeBack, PracticeCmd::Restart];

    /// The word after `engine`: `hint`, `eval`, `takeback`, `restart`.
    pub const fn as_str(self) -> &'static str {
        match self {
            PracticeCmd::Hint => "hint",
            PracticeCmd::Evaluate => "eval",
            PracticeCmd::TakeBack => "takeback",
            PracticeCmd::Restart => "restart",
        }
    }

    /// The name of its key in the device file (docs/configuration.md): `engine-hint`,
    /// `engine-eval`, `engine-takeback`, `engine-restart`, the typed command's words
    /// joined, so that no name of a key of the core is taken (issue 29, point 12).
    pub const fn key_name(self) -> &'static str {
        match self {
            PracticeCmd::Hint => "engine-hint",
            PracticeCmd::Evaluate => "engine-eval",
            PracticeCmd::TakeBack => "engine-takeback",
            PracticeCmd::Restart => "engine-restart",
        }
    }

    /// The command of a key name of the device file ([`Self::key_name`]), any case.
    pub fn from_key_name(name: &str) -> Option<PracticeCmd> {
        PracticeCmd::ALL.into_iter().find(|c| c.key_name().eq_ignore_ascii_case(name))
    }

    /// The command of a typed line `engine <word>` (any case), if it is one.
    pub fn from_line(line: &str) -> Option<PracticeCmd> {
        let mut words = line.split_whitespace();
        let first = words.next()?;
        let word = words.next()?;
        if !first.eq_ignore_ascii_case("engine") || words.next().is_some() {
            return None;
        }
        PracticeCmd::ALL.into_iter().find(|c| c.as_str().eq_ignore_ascii_case(word))
    }
}

/// The engine's evaluation in plain words (issue 18): the side is named by its colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Evaluation {
    /// Within a quarter of a pawn.
    Equal,
    /// `side` is better by about `pawns` pawns (0: slightly better).
    Better {
        /// The side that is better.
        side: Color,
        /// The advantage rounded to whole pawns.
        pawns: u32,
    },
    /// `side` mates in `moves` moves.
    Mates {
        /// The side that mates.
        side: Color,
        /// In how many moves.
        moves: u32,
    },
}

impl fmt::Display for Evaluation {
    /// `equal`, `white+1`, `black#3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |c: &Color| c.fold_wb("white", "black");
        match self {
            Evaluation::Equal => f.write_str("equal"),
            Evaluation::Better { side, pawns } => write!(f, "{}+{pawns}", name(side)),
            Evaluation::Mates { side, moves } => write!(f, "{}#{moves}", name(side)),
        }
    }
}
