//! What the player hears of an online game's server (issue 33, docs/online.md): the
//! game found, the connection lost and back, a move the server refused, a wait it asks
//! for, the opponent gone and back, the chat (on request only) and an aborted game.
//! Rendered with the `online-*` ids of `locales/*.ftl`. The server's own words (a
//! refusal's reason, a chat line, a name) are said as they came.

use std::fmt;

use shakmaty::Color;

/// One sentence about the online game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// The game is found: the opponent, the player's colour, the clock, rated or not.
    Started {
        /// The opponent's name (and title), as the server gives it.
        opponent: String,
        /// His rating, when he has one.
        rating: Option<u32>,
        /// The blind player's colour.
        color: Color,
        /// The clock: minutes and seconds of increment; none for a game without one.
        clock: Option<(u32, u32)>,
        /// Rated or casual.
        rated: bool,
    },
    /// The connection to the server is lost: taktil tries again; the clock runs on.
    Lost,
    /// Connected again.
    Back,
    /// The server refused the player's move: it is taken back.
    Refused(Refusal),
    /// The server asks to wait this long before the next request (HTTP 429).
    Wait {
        /// Seconds.
        seconds: u32,
    },
    /// The opponent left: the player may claim the win after `seconds` (0: now).
    OpponentGone {
        /// Seconds until the claim is allowed.
        seconds: u32,
    },
    /// The opponent is back.
    OpponentBack,
    /// The chat's last lines, read on request.
    Chat {
        /// Who wrote it.
        user: String,
        /// What.
        text: String,
    },
    /// No chat line yet.
    NoChat,
    /// The game was aborted: it counts for nobody.
    Aborted,
    /// The win cannot be claimed: the opponent has not left, or not long enough.
    CannotClaim,
    /// The server does not accept the token any more: moves cannot be sent.
    TokenRefused,
}

/// Why the server refused a move, in the player's words (the server's own words, in
/// English, go to the screen: [`crate::notice::problem::Problem::Lichess`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Not the player's turn, or the game is over (Lichess's one answer for both).
    NotYourTurn,
    /// The move is not legal in the server's game.
    Illegal,
    /// Another reason.
    Other,
}

impl Refusal {
    /// The reason Lichess's words give (lila's `BoardApi` and `Round` errors).
    #[must_use]
    pub fn from_words(words: &str) -> Refusal {
        let words = words.to_ascii_lowercase();
        if words.contains("not your turn") || words.contains("game already over") {
            Refusal::NotYourTurn
        } else if words.contains("cannot move") || words.contains("invalid uci") || words.contains("illegal") {
            Refusal::Illegal
        } else {
            Refusal::Other
        }
    }

    /// The selector value.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Refusal::NotYourTurn => "not-your-turn",
            Refusal::Illegal => "illegal",
            Refusal::Other => "other",
        }
    }
}

impl Heard {
    /// The selector value of a colour.
    const fn color(color: Color) -> &'static str {
        match color {
            Color::White => "white",
            Color::Black => "black",
        }
    }
}

impl fmt::Display for Heard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Heard::Started { opponent, rating, color, clock, rated } => {
                write!(
                    f,
                    "started {opponent} {} {}",
                    rating.map_or("-".into(), |r| r.to_string()),
                    Heard::color(*color)
                )?;
                match clock {
                    Some((minutes, increment)) => write!(f, " {minutes}+{increment}")?,
                    None => f.write_str(" -")?,
                }
                f.write_str(if *rated { " rated" } else { " casual" })
            }
            Heard::Lost => f.write_str("lost"),
            Heard::Back => f.write_str("back"),
            Heard::Refused(why) => write!(f, "refused {}", why.as_str()),
            Heard::Wait { seconds } => write!(f, "wait {seconds}"),
            Heard::OpponentGone { seconds } => write!(f, "opponent-gone {seconds}"),
            Heard::OpponentBack => f.write_str("opponent-back"),
            Heard::Chat { user, text } => write!(f, "chat {user}: {text}"),
            Heard::NoChat => f.write_str("no-chat"),
            Heard::Aborted => f.write_str("aborted"),
            Heard::CannotClaim => f.write_str("cannot-claim"),
            Heard::TokenRefused => f.write_str("token-refused"),
        }
    }
}

/// One of each kind, for the locale tests.
#[must_use]
pub fn examples() -> Vec<Heard> {
    vec![
        Heard::Started {
            opponent: "FarFriend".into(),
            rating: Some(1850),
            color: Color::White,
            clock: Some((10, 5)),
            rated: true,
        },
        Heard::Started { opponent: "FarFriend".into(), rating: None, color: Color::Black, clock: None, rated: false },
        Heard::Lost,
        Heard::Back,
        Heard::Refused(Refusal::NotYourTurn),
        Heard::Refused(Refusal::Illegal),
        Heard::Refused(Refusal::Other),
        Heard::Wait { seconds: 60 },
        Heard::OpponentGone { seconds: 30 },
        Heard::OpponentGone { seconds: 0 },
        Heard::OpponentBack,
        Heard::Chat { user: "FarFriend".into(), text: "good luck".into() },
        Heard::NoChat,
        Heard::Aborted,
        Heard::CannotClaim,
        Heard::TokenRefused,
    ]
}

/// The kind of a sentence, for the locale tests.
#[must_use]
pub fn tag(said: &Heard) -> String {
    match said {
        Heard::Started { clock: Some(_), .. } => "Started/Clock",
        Heard::Started { clock: None, .. } => "Started/NoClock",
        Heard::Lost => "Lost",
        Heard::Back => "Back",
        Heard::Refused(Refusal::NotYourTurn) => "Refused/NotYourTurn",
        Heard::Refused(Refusal::Illegal) => "Refused/Illegal",
        Heard::Refused(Refusal::Other) => "Refused/Other",
        Heard::Wait { .. } => "Wait",
        Heard::OpponentGone { seconds: 0 } => "OpponentGone/Now",
        Heard::OpponentGone { .. } => "OpponentGone/Later",
        Heard::OpponentBack => "OpponentBack",
        Heard::Chat { .. } => "Chat",
        Heard::NoChat => "NoChat",
        Heard::Aborted => "Aborted",
        Heard::CannotClaim => "CannotClaim",
        Heard::TokenRefused => "TokenRefused",
    }
    .to_owned()
}

/// Every kind, for the locale tests.
#[must_use]
pub fn expected_tags() -> Vec<String> {
    examples().iter().map(tag).collect()
}
