//! PGN in and out: real game records for tests, benchmarks and the arbiter's export.
//!
//! [`read_games`] reads every game of a PGN text with `pgn-reader` and replays its main
//! line through shakmaty, so each [`PgnGame`] holds legal [`Move`]s from its [`Start`].
//! Variations and comments are skipped. A game stops at its first illegal move with a
//! [`PgnError`] that names the game and the ply; the other games are still read.
//!
//! [`read_sheet`] reads a scoresheet as written, for the E2.7/E2.8 reconciliation: the
//! first game's main line (or a plain list of moves), each entry kept whether it is a
//! legal move, an illegal one or not a move at all.
//!
//! [`write_pgn`] writes one game in PGN export format (Seven Tag Roster first, move
//! numbers, lines of at most 79 characters); [`write_pgn_commented`] adds a comment
//! after a move, such as the clock ([`move_comment`]: `{ [%clk 1:29:58] }`), and
//! [`time_control_tags`] gives the `TimeControl` tag. `read_games(&write_pgn(..))`
//! gives the same moves back, with or without comments.
//!
//! # Examples
//!
//! ```
//! use taktil::pgn::{read_games, write_pgn};
//!
//! let games = read_games("[White \"Anna\"]\n\n1. e4 e5 (1... c5) 2. Nf3 {hi} Nc6 1-0\n");
//! let game = games[0].as_ref().expect("a legal game");
//! assert_eq!(game.moves.len(), 4);
//! assert_eq!(game.result, "1-0");
//!
//! let text = write_pgn(&game.tags, &game.start, &game.sans, &game.result);
//! assert!(text.contains("1. e4 e5 2. Nf3 Nc6 1-0"));
//! let again = read_games(&text);
//! assert_eq!(again[0].as_ref().expect("legal").moves, game.moves);
//! ```
//!
//! # Limits
//!
//! `pgn-reader` silently skips movetext tokens it cannot read as SAN at all (such as
//! `Xx9`); the next move then usually fails as illegal, which is reported.

mod read;
mod sheet;
mod tokens;
mod write;

use std::fmt;

use shakmaty::{Move, san::SanPlus};

use crate::core::{notation::LettersError, settings::Start};

pub use read::{read_games, start_of};
pub use sheet::{Sheet, SheetError, SheetErrorKind, read_sheet};
pub use write::{
    Annotated, date, move_comment, time_control_tags, write_pgn, write_pgn_annotated, write_pgn_commented,
};

/// One game read from PGN: its tags, where it starts, and its legal main line.
#[derive(Clone, Debug)]
pub struct PgnGame {
    /// The tag pairs in the order of the file (`SetUp`, `FEN` and `Variant` included).
    pub tags: Vec<(String, String)>,
    /// The start position (from `FEN`, Chess960 castling for `Variant "Chess960"`).
    pub start: Start,
    /// The main line as legal moves from `start`.
    pub moves: Vec<Move>,
    /// The same moves in SAN with check marks, as shakmaty writes them.
    pub sans: Vec<SanPlus>,
    /// The game termination (`1-0`, `0-1`, `1/2-1/2` or `*`): the movetext's, else the
    /// `Result` tag's, else `*`.
    pub result: String,
}

impl PgnGame {
    /// The value of the first tag with this name.
    pub fn tag(&self, name: &str) -> Option<&str> {
        tag_value(&self.tags, name)
    }
}

/// The FEN of the standard start position.
const STANDARD_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// The value of the first tag called `name`.
fn tag_value<'a>(tags: &'a [(String, String)], name: &str) -> Option<&'a str> {
    tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
}

/// Why a game of a PGN text could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnError {
    /// The game's position in the text, counting from 1.
    pub index: usize,
    /// The game, as `White - Black (Date)` from its tags.
    pub game: String,
    /// What went wrong.
    pub kind: PgnErrorKind,
}

/// What went wrong in a PGN game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnErrorKind {
    /// The `FEN` tag is not a legal position.
    BadStart {
        /// Why the start position was refused.
        reason: String,
    },
    /// The `Variant` tag names a variant other than standard chess or Chess960.
    UnsupportedVariant {
        /// The tag's value.
        variant: String,
    },
    /// A move is not legal (or ambiguous, or a null move) in its position.
    IllegalMove {
        /// The ply of the move, counting from 1 at the game's start.
        ply: usize,
        /// The move as written.
        san: String,
        /// Why shakmaty refused it.
        reason: String,
    },
    /// A word of the main line is no move, move number, annotation or result.
    UnknownWord {
        /// Its line, counting from 1.
        line: usize,
        /// Its column (in characters), counting from 1.
        column: usize,
        /// The word as written.
        word: String,
    },
    /// The game is written in two sets of piece letters, or in letters that read it as
    /// two different legal games (C3).
    Letters {
        /// The line of the entry, counting from 1.
        line: usize,
        /// Which entry and why.
        error: Box<LettersError>,
    },
    /// The text itself is broken (an unterminated tag or comment).
    Syntax {
        /// What the reader reported.
        reason: String,
    },
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {} ({}): {}", self.index, self.game, self.kind)
    }
}

impl fmt::Display for PgnErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnErrorKind::BadStart { reason } => write!(f, "bad start position: {reason}"),
            PgnErrorKind::UnsupportedVariant { variant } => {
                write!(f, "unsupported variant '{variant}': expected standard or Chess960")
            }
            PgnErrorKind::IllegalMove { ply, san, reason } => {
                write!(f, "ply {ply}: move '{san}' {reason}")
            }
            PgnErrorKind::UnknownWord { line, column, word } => write!(
                f,
                "line {line}, column {column}: '{word}' is not a move: expected SAN such as Nf3, exd5, O-O or e8=Q"
            ),
            PgnErrorKind::Letters { line, error } => write!(f, "line {line}: {error}"),
            PgnErrorKind::Syntax { reason } => write!(f, "unreadable PGN: {reason}"),
        }
    }
}

impl std::error::Error for PgnError {}

/// Names a game for error messages: `White - Black (Date)`, `?` for missing tags.
fn describe(tags: &[(String, String)]) -> String {
    let get = |name| tag_value(tags, name).unwrap_or("?");
    format!("{} - {} ({})", get("White"), get("Black"), get("Date"))
}
