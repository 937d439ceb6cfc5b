//! The penalty for an illegal move under the chosen rules edition (7.4b).
//!
//! A leaf of the core's vocabulary: the edition in the settings gives it, the arbiter's
//! record applies it, and a message tells it. It imports nothing from the core.

/// The penalty the chosen rules edition attaches to an illegal move (7.4b).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Penalty {
    /// The opponent gets extra minutes.
    OpponentTime { minutes: u32 },
    /// The game is lost for the offender (a draw if the opponent cannot mate, 2009).
    Loss { draw_if_no_mate: bool },
}
