//! The assistant's duties of Appendix E (E2.9 a to f) that taktil can take on.
//!
//! A leaf of the core's vocabulary: the settings say which duties taktil does in a
//! game, the core checks them before it acts, and a message names the one it does not
//! do. It imports nothing from the core.

/// One of the assistant's duties of E2.9 that taktil can take on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Duty {
    /// (a) execute the moves on the other board: taktil guides the board that must
    /// catch up.
    Transfer,
    /// (b) announce both players' moves: taktil speaks the sighted player's moves.
    Announce,
    /// (c) record the blind player's moves and start the opponent's clock (after E2.3).
    Clock,
    /// (d) on request, tell the move count and both players' times.
    Inform,
    /// (e) claim on time, and report the sighted player's touched piece.
    Claim,
    /// (f) the formalities of an adjournment (the sealed move).
    Adjourn,
}

impl Duty {
    /// All duties, in the order of E2.9.
    pub const ALL: [Duty; 6] = [Duty::Transfer, Duty::Announce, Duty::Clock, Duty::Inform, Duty::Claim, Duty::Adjourn];

    /// The letter of E2.9.
    pub const fn letter(self) -> char {
        match self {
            Duty::Transfer => 'a',
            Duty::Announce => 'b',
            Duty::Clock => 'c',
            Duty::Inform => 'd',
            Duty::Claim => 'e',
            Duty::Adjourn => 'f',
        }
    }
}
