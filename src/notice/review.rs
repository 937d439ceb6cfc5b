//! What the spoken review says, as data: each sentence a [`Said`], rendered in the
//! player's language and announcement vocabulary by [`crate::l10n`] (the ids
//! `review-*` of `locales/*/taktil.ftl`) as a [`Notice::Review`](crate::notice::Notice).

use std::fmt;

use shakmaty::Color;

use crate::core::spoken::Spoken;

/// How much a move lost, by class (docs/review.md, "How a move is judged"): the NAGs
/// `$6` (?!), `$2` (?) and `$4` (??).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Class {
    /// ?!: lost at least the threshold.
    Inaccuracy,
    /// ?: lost at least twice the threshold, or missed a mate and is no longer winning
    /// clearly.
    Mistake,
    /// ??: lost at least three times the threshold, or allows a forced mate.
    Blunder,
}

impl Class {
    /// The selector name of the locale files and the symbolic form.
    pub const fn as_str(self) -> &'static str {
        match self {
            Class::Inaccuracy => "inaccuracy",
            Class::Mistake => "mistake",
            Class::Blunder => "blunder",
        }
    }

    /// The PGN standard's numeric annotation glyph: 6 (?!), 2 (?), 4 (??).
    pub const fn nag(self) -> u8 {
        match self {
            Class::Inaccuracy => 6,
            Class::Mistake => 2,
            Class::Blunder => 4,
        }
    }

    /// The move suffix a reader sees: `?!`, `?`, `??`.
    pub const fn suffix(self) -> &'static str {
        match self {
            Class::Inaccuracy => "?!",
            Class::Mistake => "?",
            Class::Blunder => "??",
        }
    }

    /// Every class, mildest first.
    pub const ALL: [Class; 3] = [Class::Inaccuracy, Class::Mistake, Class::Blunder];
}

/// One sentence of the review.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// Before the analysis: it takes a few seconds.
    Analysing {
        /// The game's moves (plies).
        moves: u32,
    },
    /// The review is ready: the moves, and how many are moments to look at.
    Ready {
        /// The game's moves (plies).
        moves: u32,
        /// The moves that lost more than the threshold.
        moments: u32,
    },
    /// No engine: the moves are said without analysis.
    NoEngine,
    /// The engine stopped at this move number: the rest without analysis.
    EngineStopped {
        /// The move number.
        number: u32,
    },
    /// Before the first move.
    Start,
    /// A move of the game.
    Move {
        /// Its move number.
        number: u32,
        /// The move, as announced (its side is `spoken.by`).
        spoken: Spoken,
    },
    /// The move's class.
    Class(Class),
    /// It lost about this many pawns (0: about half a pawn).
    Lost {
        /// Whole pawns, rounded.
        pawns: u32,
    },
    /// It missed a mate in this many moves.
    MissedMate {
        /// Moves to mate.
        moves: u32,
    },
    /// It allows a mate in this many moves.
    AllowsMate {
        /// Moves to mate.
        moves: u32,
    },
    /// The engine's move in the position before.
    Preferred(Spoken),
    /// After the last move.
    End,
    /// No moment after the current move.
    NoMoreMistakes,
    /// No moment before the current move.
    NoEarlierMistakes,
    /// A jump to a move the game does not have.
    NoSuchMove {
        /// The move number asked for.
        number: u32,
        /// The side asked for.
        color: Color,
    },
    /// The jump key: a move number next.
    JumpAsk,
    /// The single keys.
    KeysHelp,
    /// The typed commands.
    LinesHelp,
    /// A key that does nothing.
    UnknownKey,
    /// A line that is no command.
    UnknownLine,
}

/// The symbolic form: `move 12 Nf3`, `class blunder`.
impl fmt::Display for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Said::Analysing { moves } => write!(f, "analysing moves={moves}"),
            Said::Ready { moves, moments } => write!(f, "ready moves={moves} moments={moments}"),
            Said::NoEngine => f.write_str("no-engine"),
            Said::EngineStopped { number } => write!(f, "engine-stopped {number}"),
            Said::Start => f.write_str("start"),
            Said::Move { number, spoken } => write!(f, "move {number} {}", spoken.san),
            Said::Class(c) => write!(f, "class {}", c.as_str()),
            Said::Lost { pawns } => write!(f, "lost pawns={pawns}"),
            Said::MissedMate { moves } => write!(f, "missed-mate {moves}"),
            Said::AllowsMate { moves } => write!(f, "allows-mate {moves}"),
            Said::Preferred(spoken) => write!(f, "preferred {}", spoken.san),
            Said::End => f.write_str("end"),
            Said::NoMoreMistakes => f.write_str("no-more-mistakes"),
            Said::NoEarlierMistakes => f.write_str("no-earlier-mistakes"),
            Said::NoSuchMove { number, color } => {
                write!(f, "no-such-move {number} {}", color.fold_wb("white", "black"))
            }
            Said::JumpAsk => f.write_str("jump-ask"),
            Said::KeysHelp => f.write_str("keys-help"),
            Said::LinesHelp => f.write_str("lines-help"),
            Said::UnknownKey => f.write_str("unknown-key"),
            Said::UnknownLine => f.write_str("unknown-line"),
        }
    }
}

/// Every sentence with each of its forms, for the l10n tests (every id rendered in
/// every locale and vocabulary).
#[cfg(test)]
pub(crate) fn examples() -> Vec<Said> {
    let spoken = |san: &str, from, by| Spoken { by, san: san.parse().expect("SAN"), en_passant: false, from };
    let nf3 = spoken("Nf3", shakmaty::Square::G1, Color::White);
    let qxd4 = spoken("Qxd4+", shakmaty::Square::D8, Color::Black);
    let mut out = vec![
        Said::Analysing { moves: 1 },
        Said::Analysing { moves: 58 },
        Said::NoEngine,
        Said::EngineStopped { number: 12 },
        Said::Start,
        Said::Move { number: 1, spoken: nf3 },
        Said::Move { number: 12, spoken: qxd4 },
        Said::Lost { pawns: 0 },
        Said::Lost { pawns: 1 },
        Said::Lost { pawns: 3 },
        Said::MissedMate { moves: 1 },
        Said::MissedMate { moves: 3 },
        Said::AllowsMate { moves: 2 },
        Said::Preferred(nf3),
        Said::Preferred(qxd4),
        Said::End,
        Said::NoMoreMistakes,
        Said::NoEarlierMistakes,
        Said::NoSuchMove { number: 40, color: Color::White },
        Said::NoSuchMove { number: 40, color: Color::Black },
        Said::JumpAsk,
        Said::KeysHelp,
        Said::LinesHelp,
        Said::UnknownKey,
        Said::UnknownLine,
    ];
    for (moves, moments) in [(1, 0), (40, 0), (40, 1), (40, 3)] {
        out.push(Said::Ready { moves, moments });
    }
    out.extend(Class::ALL.map(Said::Class));
    out
}

/// What an example covers: the variant and the form of its sentence (for the l10n
/// tests' coverage check).
#[cfg(test)]
pub(crate) fn tag(said: &Said) -> String {
    let count = |n: u32| match n {
        0 => "zero",
        1 => "one",
        _ => "other",
    };
    match said {
        Said::Ready { moments, .. } => format!("ready/{}", count(*moments)),
        Said::Lost { pawns } => format!("lost/{}", count(*pawns)),
        Said::Move { spoken, .. } => format!("move/{}", spoken.by.fold_wb("white", "black")),
        Said::NoSuchMove { color, .. } => format!("no-such-move/{}", color.fold_wb("white", "black")),
        Said::Class(c) => format!("class/{}", c.as_str()),
        other => other.to_string().split(' ').next().unwrap_or_default().to_owned(),
    }
}

/// Every tag the examples must cover.
#[cfg(test)]
pub(crate) fn expected_tags() -> Vec<String> {
    let mut out: Vec<String> = [
        "analysing",
        "no-engine",
        "engine-stopped",
        "start",
        "missed-mate",
        "allows-mate",
        "preferred",
        "end",
        "no-more-mistakes",
        "no-earlier-mistakes",
        "jump-ask",
        "keys-help",
        "lines-help",
        "unknown-key",
        "unknown-line",
    ]
    .map(String::from)
    .to_vec();
    for form in ["zero", "one", "other"] {
        out.push(format!("ready/{form}"));
        out.push(format!("lost/{form}"));
    }
    for side in ["white", "black"] {
        out.push(format!("move/{side}"));
        out.push(format!("no-such-move/{side}"));
    }
    out.extend(Class::ALL.map(|c| format!("class/{}", c.as_str())));
    out
}
