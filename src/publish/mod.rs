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

use crate::{
    core::{Companion, msg::Msg, output::Output},
    item, replay,
};

/// The game's PGN as the broadcast shows it: the organiser's tags, the game's day, the
/// result (`*` while playing), the time control and each move's `[%clk]`. A sealed move
/// is not among the game's moves until the game resumes (E2.9f), so it never appears.
pub fn game_pgn(game: &Companion, tags: &Tags, date: &str) -> String {
    replay::game_pgn(game, tags.pgn_tags(date))
}

/// Whether an output is the blind player's own: the answer to a question he asked
/// (the last moves, the move count, the position, a file or a rank, the clocks, the
/// first press of resign). What he asks his board is as private as what he would ask
/// himself at the table: the broadcast and the live page, which the opponent may read
/// in the hall, never show it. The game itself (moves, clocks, touches, warnings,
/// rulings, the end) is public.
pub fn private(output: &Output) -> bool {
    let (Output::Say(msg) | Output::Note(msg)) = output else { return false };
    item::answers_player(msg) || matches!(msg, Msg::ResignCancelled | Msg::KeyIgnored(_) | Msg::OnlyInPractice)
}
