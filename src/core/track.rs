//! What the core knows about one physical board: its holes, the events since the last
//! made move, and the position those events are read against.

use shakmaty::{Chess, Move, MoveList, Position};

use crate::core::{
    input::Device,
    msg::Msg,
    physical::{Log, Physical},
    time::Timestamp,
};

/// What a board's events mean at this moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// The blind player makes his own move: touch-move binds (E2.2).
    Own,
    /// A board carries the move of the player on move without touch-move for the blind
    /// player: the blind player transferring the sighted player's move onto the tactile
    /// board, or the sighted player moving on an electronic board.
    Carry,
    /// The board must first come to show the game position (a move made elsewhere).
    Sync,
    /// The game is over, or the board has no part in it.
    Idle,
}

/// The state of the pegs against the reference position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// Nothing to decide.
    Quiet,
    /// The board shows this move.
    Move(Move),
    /// The board shows a promotion; the piece is not known yet.
    Promotion(Vec<Move>),
    /// The board shows a legal move that touch-move forbids.
    Violation(Move, crate::core::msg::Obligation),
    /// A peg stands where no legal move can put it.
    Illegal(crate::core::msg::Illegal),
    /// A move is under way (or pieces are in hand).
    Busy,
    /// The board does not show the game position it should (Sync role).
    Behind,
}

/// Why a board wants to be looked at again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wake {
    /// The position has been held for the settle time: announce or refuse.
    Settle,
    /// A wrong position has been held for the divergence time: guide the player.
    Guide,
}

/// One board.
#[derive(Clone, Debug)]
pub struct Track {
    /// Which device this is.
    pub device: Device,
    /// Its holes.
    pub phys: Physical,
    /// Events since the reference was set.
    pub log: Log,
    /// The position the events are read against.
    pub reference: Chess,
    /// Legal moves of the reference, cached.
    pub legal: MoveList,
    /// The board has shown the game position since it last changed.
    pub synced: bool,
    /// The state after the last event.
    pub status: Status,
    /// When to look again, and why.
    pub wake: Option<(Timestamp, Wake)>,
    /// The promotion question was asked for this move.
    pub asked: bool,
    /// The last guidance given, so it is not repeated word for word.
    pub last_guidance: Vec<Msg>,
    /// The board was reported as differing from the game and has not matched
    /// since.
    pub mismatch: bool,
}

impl Track {
    /// A board assumed to show `position`.
    pub fn new(device: Device, position: &Chess, legal: &MoveList) -> Track {
        Track {
            device,
            phys: Physical::occupied_like(position.board()),
            log: Log::default(),
            reference: position.clone(),
            legal: legal.clone(),
            synced: true,
            status: Status::Quiet,
            wake: None,
            asked: false,
            last_guidance: Vec::new(),
            mismatch: false,
        }
    }

    /// Reads events from here on against `position`, whose legal moves are `legal`.
    pub fn rebase(&mut self, position: &Chess, legal: &MoveList) {
        self.log.clear();
        self.reference = position.clone();
        self.legal = legal.clone();
        self.synced = self.phys.shows(position.board());
        self.status = Status::Quiet;
        self.wake = None;
        self.asked = false;
        self.last_guidance.clear();
    }
}
