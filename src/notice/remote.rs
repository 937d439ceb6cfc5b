//! What taktil says about an opponent far away (issue 33, point 3), as data: the
//! remote game's question and refusals (`taktil play --opponent remote`,
//! `play::remote`) and the correspondence game's sentences (`taktil correspondence`).
//! Each [`Remark`] is rendered in the player's language and announcement vocabulary by
//! [`crate::l10n`] (the ids `remote-*` of `locales/*/taktil.ftl`) as a
//! [`Notice::Remote`](crate::notice::Notice).

use std::fmt;

use shakmaty::Color;

use crate::core::{spoken::Spoken, written::Unread};

/// One sentence about a remote opponent's or a correspondence game's move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Remark {
    /// The opponent's move as read, said in the announcer's words: it counts only
    /// when confirmed.
    Confirm(Spoken),
    /// The move asked about was not confirmed: nothing counts.
    Dropped,
    /// A written move that is not one legal move, and why; the word spelled out.
    Unread {
        /// The word as written.
        word: String,
        /// Why it is none.
        why: Unread,
    },
    /// An opponent's move entered while it is the player's own move.
    NotTheirMove,
    /// A confirmation with no move asked about.
    NothingToConfirm,
    /// Correspondence: a move of the game, with its number and side.
    Move {
        /// The move number.
        number: u32,
        /// The move as announced (its side is `spoken.by`).
        spoken: Spoken,
    },
    /// Correspondence: the player is to move now.
    YourMove,
    /// Correspondence: the text holds no legal move for this move number.
    NoMoveFound {
        /// The move number looked for.
        number: u32,
        /// The side looked for.
        color: Color,
    },
    /// Correspondence: the player's reply asked for while the opponent is to move.
    OpponentsMove,
    /// Correspondence: the opponent's move read while the player is to move.
    AlreadyIn,
    /// Correspondence: the game has ended; no more moves.
    Over,
}

/// The symbolic form: `confirm Nf3`, `unread Sf9 illegal`.
impl fmt::Display for Remark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Remark::Confirm(spoken) => write!(f, "confirm {}", spoken.san),
            Remark::Dropped => f.write_str("dropped"),
            Remark::Unread { word, why } => write!(f, "unread {word} {why}"),
            Remark::NotTheirMove => f.write_str("not-their-move"),
            Remark::NothingToConfirm => f.write_str("nothing-to-confirm"),
            Remark::Move { number, spoken } => write!(f, "move {number} {}", spoken.san),
            Remark::YourMove => f.write_str("your-move"),
            Remark::NoMoveFound { number, color } => {
                write!(f, "no-move-found {number} {}", color.fold_wb("white", "black"))
            }
            Remark::OpponentsMove => f.write_str("opponents-move"),
            Remark::AlreadyIn => f.write_str("already-in"),
            Remark::Over => f.write_str("over"),
        }
    }
}

/// Every sentence with each of its forms, for the l10n tests.
#[cfg(test)]
pub(crate) fn examples() -> Vec<Remark> {
    let spoken = |san: &str, from, by| Spoken { by, san: san.parse().expect("SAN"), en_passant: false, from };
    let nf3 = spoken("Nf3", shakmaty::Square::G1, Color::White);
    let qxd4 = spoken("Qxd4+", shakmaty::Square::D8, Color::Black);
    let mut out = vec![
        Remark::Confirm(nf3),
        Remark::Confirm(qxd4),
        Remark::Dropped,
        Remark::NotTheirMove,
        Remark::NothingToConfirm,
        Remark::Move { number: 1, spoken: nf3 },
        Remark::Move { number: 12, spoken: qxd4 },
        Remark::YourMove,
        Remark::NoMoveFound { number: 12, color: Color::White },
        Remark::NoMoveFound { number: 12, color: Color::Black },
        Remark::OpponentsMove,
        Remark::AlreadyIn,
        Remark::Over,
    ];
    for why in [Unread::Unreadable, Unread::Illegal, Unread::Ambiguous, Unread::TwoReadings] {
        out.push(Remark::Unread { word: "Sf9".into(), why });
    }
    out
}

/// What an example covers, for the l10n tests' coverage check.
#[cfg(test)]
pub(crate) fn tag(said: &Remark) -> String {
    match said {
        Remark::Unread { why, .. } => format!("unread/{why}"),
        Remark::Move { spoken, .. } => format!("move/{}", spoken.by.fold_wb("white", "black")),
        Remark::NoMoveFound { color, .. } => format!("no-move-found/{}", color.fold_wb("white", "black")),
        other => other.to_string().split(' ').next().unwrap_or_default().to_owned(),
    }
}

/// Every tag the examples must cover.
#[cfg(test)]
pub(crate) fn expected_tags() -> Vec<String> {
    let mut out: Vec<String> = [
        "confirm",
        "dropped",
        "not-their-move",
        "nothing-to-confirm",
        "your-move",
        "opponents-move",
        "already-in",
        "over",
    ]
    .map(String::from)
    .to_vec();
    for why in ["unreadable", "illegal", "ambiguous", "two-readings"] {
        out.push(format!("unread/{why}"));
    }
    for side in ["white", "black"] {
        out.push(format!("move/{side}"));
        out.push(format!("no-move-found/{side}"));
    }
    out
}
