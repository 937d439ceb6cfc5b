//! A move as it is announced: the words taktil speaks for a made move, kept as data.
//!
//! A leaf of the core's vocabulary: the game makes it, the messages carry it, and the
//! E2.7/E2.8 ruling names the moves a board shows with it. It imports nothing from the
//! core, so every module can use it without a cycle.

use shakmaty::{Color, Square, san::SanPlus};

/// A move as it is announced: what SAN says, plus the en-passant flag SAN leaves out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spoken {
    /// Who made the move.
    pub by: Color,
    /// The move with its check or mate suffix.
    pub san: SanPlus,
    /// The move captured en passant.
    pub en_passant: bool,
    /// The square the piece left (for a "long" announcement).
    pub from: Square,
}
