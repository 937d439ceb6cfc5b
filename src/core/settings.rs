//! The session settings the core needs: who is blind, where the game starts, how moves
//! are announced, the timing of the board, and the rules edition.
//!
//! Everything here is a setting, not a constant, because E1 lets the tournament adapt
//! the rules to local conditions.

use std::{fmt, str::FromStr};

use shakmaty::{Board, CastlingMode, Chess, Color, FromSetup, Setup, fen::Fen};

use crate::core::msg::Penalty;

/// How a move of the blind player gets announced (E2.3 c).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum AnnounceMode {
    /// taktil announces the move once the board has held it for the settle time.
    #[default]
    Auto,
    /// The player announces aloud and presses `announce`.
    Confirm,
}

impl FromStr for AnnounceMode {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "auto" => Ok(AnnounceMode::Auto),
            "confirm" => Ok(AnnounceMode::Confirm),
            _ => Err(format!("unknown announce mode '{s}': expected auto or confirm")),
        }
    }
}

/// Which text of the Laws decides penalties (R-61, section 5.2 of the rules digest).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Edition {
    /// The 2009 Laws (Dresden 2008): Appendix E for blind players. The default.
    #[default]
    Fide2009,
    /// The 2001 Laws: the third illegal move loses with no draw exception.
    Fide2001,
}

impl FromStr for Edition {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "2009" => Ok(Edition::Fide2009),
            "2001" => Ok(Edition::Fide2001),
            _ => Err(format!("unknown rules edition '{s}': expected 2009 or 2001")),
        }
    }
}

impl Edition {
    /// The penalty for a player's `count`-th illegal move (7.4b; 2001: 7.4).
    pub const fn illegal_move_penalty(self, count: u32) -> Option<Penalty> {
        match count {
            0 => None,
            1 | 2 => Some(Penalty::OpponentTime { minutes: 2 }),
            _ => Some(Penalty::Loss { draw_if_no_mate: matches!(self, Edition::Fide2009) }),
        }
    }
}

/// The start position of a game.
#[derive(Clone, Debug)]
pub struct Start {
    /// The position.
    pub position: Chess,
    /// Standard or Chess960 castling.
    pub castling: CastlingMode,
}

/// Why a start position was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartError(pub String);

impl fmt::Display for StartError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for StartError {}

impl Default for Start {
    fn default() -> Start {
        Start { position: Chess::default(), castling: CastlingMode::Standard }
    }
}

impl Start {
    /// A position from a FEN (X-FEN and Shredder-FEN castling accepted for Chess960).
    ///
    /// # Errors
    /// When the FEN does not parse or is not a legal chess position.
    pub fn from_fen(fen: &str, chess960: bool) -> Result<Start, StartError> {
        let parsed: Fen = fen.trim().parse().map_err(|e| StartError(format!("bad FEN '{fen}': {e}")))?;
        let castling = if chess960 { CastlingMode::Chess960 } else { CastlingMode::Standard };
        let position = parsed
            .into_position(castling)
            .map_err(|e| StartError(format!("FEN '{fen}' is not a legal position: {e}")))?;
        Ok(Start { position, castling })
    }

    /// The Chess960 start position with this number (518 is the standard start).
    ///
    /// # Errors
    /// When `n` is not in 0..960.
    pub fn chess960(n: u32) -> Result<Start, StartError> {
        if n >= 960 {
            return Err(StartError(format!("Chess960 position {n} does not exist: expected 0 to 959")));
        }
        let mut setup = Setup::initial();
        setup.board = Board::chess960(n);
        setup.castling_rights = setup.board.rooks()
            & (shakmaty::Bitboard::from_rank(shakmaty::Rank::First)
                | shakmaty::Bitboard::from_rank(shakmaty::Rank::Eighth));
        let position = Chess::from_setup(setup, CastlingMode::Chess960)
            .map_err(|e| StartError(format!("Chess960 position {n}: {e}")))?;
        Ok(Start { position, castling: CastlingMode::Chess960 })
    }

    /// The FEN of the start position (Shredder-style castling for Chess960 is left to
    /// shakmaty).
    pub fn fen(&self) -> String {
        Fen::from_position(&self.position, shakmaty::EnPassantMode::Legal).to_string()
    }
}

/// What the core needs to know about the session.
#[derive(Clone, Debug)]
pub struct Settings {
    /// The colour of the blind player (the tactile board's owner).
    pub blind: Color,
    /// Where the game starts.
    pub start: Start,
    /// How the blind player's moves are announced.
    pub announce: AnnounceMode,
    /// A lift and place on one square within this time is sensor bounce, not a touch.
    pub bounce_ms: u64,
    /// How long the board must hold a move before taktil announces it (auto mode).
    pub settle_ms: u64,
    /// How long a position that fits no move is held before taktil gives guidance.
    pub divergence_ms: u64,
    /// King and rook lifted within this time count as lifted together (Art. 4.4c).
    pub together_ms: u64,
    /// Which Laws decide penalties.
    pub edition: Edition,
    /// How many moves the `history` key reads.
    pub history_moves: usize,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            blind: Color::White,
            start: Start::default(),
            announce: AnnounceMode::Auto,
            bounce_ms: 60,
            settle_ms: 500,
            divergence_ms: 3000,
            together_ms: 300,
            edition: Edition::Fide2009,
            history_moves: 4,
        }
    }
}
