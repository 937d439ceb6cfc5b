//! What the organiser names for the broadcast: event, site, round and board, the
//! players and their FIDE ids (issue 32, point 1), checked at start against what
//! Lichess's relay accepts, so that a game is never dropped there unseen.
//!
//! Lichess drops a game without `White` or `Black`, or with a name of fewer than two
//! letters (shared third-round.md, section 4). A PGN tag cannot hold a line break; a
//! round is `R.B` (round 3, board 7 is `3.7`, as LiveChess writes it).

use std::{fmt, str::FromStr};

use thiserror::Error;

/// Round and board: `3.7`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RoundBoard {
    /// The round, from 1.
    pub round: u32,
    /// The board, from 1.
    pub board: u32,
}

impl FromStr for RoundBoard {
    type Err = TagError;

    fn from_str(s: &str) -> Result<RoundBoard, TagError> {
        let wrong = || TagError::Round(s.to_owned());
        let (round, board) = s.trim().split_once('.').ok_or_else(wrong)?;
        let number = |n: &str| n.parse::<u32>().ok().filter(|n| *n > 0 && n.to_string().len() < 6);
        Ok(RoundBoard { round: number(round).ok_or_else(wrong)?, board: number(board).ok_or_else(wrong)? })
    }
}

impl fmt::Display for RoundBoard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.round, self.board)
    }
}

/// The broadcast's tags of one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tags {
    /// `Event`.
    pub event: String,
    /// `Site`.
    pub site: String,
    /// `Round`, with the board.
    pub round: RoundBoard,
    /// `White`, as "Surname, Firstname".
    pub white: String,
    /// `Black`.
    pub black: String,
    /// `WhiteFideId`.
    pub white_fide_id: Option<u64>,
    /// `BlackFideId`.
    pub black_fide_id: Option<u64>,
}

/// A tag that would be refused, or lose the game, downstream.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TagError {
    /// A tag that must be given is missing.
    #[error("the broadcast needs --{0}")]
    Missing(&'static str),
    /// A round that is not `R.B`.
    #[error("round '{0}' is not ROUND.BOARD, such as 3.7 for round 3, board 7")]
    Round(String),
    /// A player's name Lichess drops (fewer than two letters).
    #[error(
        "the {side} name '{name}' has fewer than two letters: Lichess drops such a game; write it as \"Surname, Firstname\""
    )]
    ShortName {
        /// `white` or `black`.
        side: &'static str,
        /// The name given.
        name: String,
    },
    /// A value with a line break or a control character (a PGN tag is one line).
    #[error("--{tag} contains a line break or a control character")]
    Control {
        /// The option's name.
        tag: &'static str,
    },
}

impl Tags {
    /// The tags, checked (each error names the option to correct).
    ///
    /// # Errors
    /// A missing event or player, a short name, a control character.
    pub fn new(
        event: Option<&str>,
        site: Option<&str>,
        round: RoundBoard,
        white: Option<&str>,
        black: Option<&str>,
        fide_ids: [Option<u64>; 2],
    ) -> Result<Tags, TagError> {
        let given = |value: Option<&str>, tag: &'static str| -> Result<String, TagError> {
            let value = value.map(str::trim).filter(|v| !v.is_empty()).ok_or(TagError::Missing(tag))?;
            if value.chars().any(char::is_control) {
                return Err(TagError::Control { tag });
            }
            Ok(value.to_owned())
        };
        let event = given(event, "event")?;
        let site = match site.map(str::trim).filter(|s| !s.is_empty()) {
            Some(site) => given(Some(site), "site")?,
            None => "?".to_owned(),
        };
        let name = |value: Option<&str>, side: &'static str| -> Result<String, TagError> {
            let name = given(value, side)?;
            if name.chars().filter(|c| c.is_alphabetic()).count() < 2 {
                return Err(TagError::ShortName { side, name });
            }
            Ok(name)
        };
        let (white, black) = (name(white, "white")?, name(black, "black")?);
        Ok(Tags { event, site, round, white, black, white_fide_id: fide_ids[0], black_fide_id: fide_ids[1] })
    }

    /// The Seven Tag Roster's values (but the result) and the FIDE ids, for the PGN of
    /// the game on `date` (`YYYY.MM.DD`).
    pub fn pgn_tags(&self, date: &str) -> Vec<(String, String)> {
        let mut tags: Vec<(String, String)> = [
            ("Event", self.event.as_str()),
            ("Site", self.site.as_str()),
            ("Date", date),
            ("Round", &self.round.to_string()),
            ("White", self.white.as_str()),
            ("Black", self.black.as_str()),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_owned(), v.to_owned()))
        .collect();
        for (tag, id) in [("WhiteFideId", self.white_fide_id), ("BlackFideId", self.black_fide_id)] {
            if let Some(id) = id {
                tags.push((tag.to_owned(), id.to_string()));
            }
        }
        tags
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tags(white: &str, black: &str) -> Result<Tags, TagError> {
        Tags::new(Some("Open"), None, "3.7".parse()?, Some(white), Some(black), [Some(1_503_014), None])
    }

    #[test]
    fn round_and_board_are_read_as_the_pgn_writes_them() {
        assert_eq!("3.7".parse(), Ok(RoundBoard { round: 3, board: 7 }));
        assert_eq!(RoundBoard { round: 12, board: 104 }.to_string(), "12.104");
        for wrong in ["3", "3.", ".7", "0.1", "1.0", "a.b", "3.7.1", "-1.2", "1234567.1"] {
            assert_eq!(wrong.parse::<RoundBoard>(), Err(TagError::Round(wrong.to_owned())), "{wrong}");
        }
    }

    #[test]
    fn names_lichess_would_drop_are_refused_at_start() {
        assert!(tags("Carlsen, Magnus", "Ding, Liren").is_ok());
        assert!(matches!(tags("X", "Ding, Liren"), Err(TagError::ShortName { side: "white", .. })));
        assert!(matches!(tags("Carlsen, Magnus", "?"), Err(TagError::ShortName { side: "black", .. })));
        assert_eq!(tags("", "Ding, Liren"), Err(TagError::Missing("white")));
        assert_eq!(tags("Carlsen,\nMagnus", "Ding, Liren"), Err(TagError::Control { tag: "white" }));
        let missing =
            Tags::new(None, None, "1.1".parse().unwrap_or(RoundBoard { round: 1, board: 1 }), None, None, [None; 2]);
        assert_eq!(missing, Err(TagError::Missing("event")));
    }

    #[test]
    fn the_tags_carry_the_round_the_date_and_the_fide_ids_given() {
        let tags = tags("Carlsen, Magnus", "Ding, Liren").map(|t| t.pgn_tags("2026.11.29")).unwrap_or_default();
        let value = |name: &str| tags.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str());
        assert_eq!(value("Round"), Some("3.7"));
        assert_eq!(value("Date"), Some("2026.11.29"));
        assert_eq!(value("Site"), Some("?"));
        assert_eq!(value("WhiteFideId"), Some("1503014"));
        assert_eq!(value("BlackFideId"), None);
    }
}
