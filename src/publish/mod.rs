//! The game published for the tournament's broadcast and for a live page (issue 32):
//! the tags the organiser gives ([`tags`]), the game's PGN with them after every step,
//! DGT LiveChess's folder layout that uploaders and Lichess already read ([`folder`]),
//! and the state a live page shows ([`view`]).
//!
//! Pure apart from [`folder`], which writes files as the exports do. The live session's
//! sink (`play::broadcast`) calls it; the HTTP server (`io::serve`) serves what it
//! makes; the push client (`io::push`) sends the PGN.

pub mod folder;
pub mod tags;
pub mod view;

pub use tags::{RoundBoard, TagError, Tags};

use crate::{core::Companion, replay};

/// The game's PGN as the broadcast shows it: the organiser's tags, the game's day, the
/// result (`*` while playing), the time control and each move's `[%clk]`. A sealed move
/// is not among the game's moves until the game resumes (E2.9f), so it never appears.
pub fn game_pgn(game: &Companion, tags: &Tags, date: &str) -> String {
    replay::game_pgn(game, tags.pgn_tags(date))
}
