//! The one authoritative game: a shakmaty position, the moves made, and the draw and
//! end rules that follow from them.
//!
//! Legality always comes from shakmaty; this module only keeps history and reports
//! draws (9.2, 9.3) and ends (5.1a, 5.2a, 5.2b).

use std::collections::HashMap;

use shakmaty::{CastlingMode, Chess, Color, KnownOutcome, Move, Position, san::SanPlus};

use crate::core::{
    input::Device,
    msg::{DrawClaim, EndReason, Spoken},
    output::MadeMove,
};

/// The game as played so far.
#[derive(Clone, Debug)]
pub struct Game {
    position: Chess,
    castling: CastlingMode,
    moves: Vec<MadeMove>,
    /// How often each position (FIDE sameness: side to move, pieces, castling and
    /// legal en passant, shakmaty's `Eq`) has occurred.
    seen: HashMap<Chess, u32>,
    end: Option<(KnownOutcome, EndReason)>,
}

/// What playing a move changed, for the announcer and the draw rules.
#[derive(Clone, Debug)]
pub struct Played {
    /// The record of the move.
    pub made: MadeMove,
    /// The words to announce it.
    pub spoken: Spoken,
    /// The game ended with this move.
    pub end: Option<(KnownOutcome, EndReason)>,
    /// The player now on move may claim a draw.
    pub claim: Option<DrawClaim>,
}

impl Game {
    /// A game from a start position.
    pub fn new(position: Chess, castling: CastlingMode) -> Game {
        let mut seen = HashMap::new();
        seen.insert(position.clone(), 1);
        let mut game = Game { position, castling, moves: Vec::new(), seen, end: None };
        game.end = game.detect_end();
        game
    }

    /// The current position.
    pub fn position(&self) -> &Chess {
        &self.position
    }

    /// The moves made so far.
    pub fn moves(&self) -> &[MadeMove] {
        &self.moves
    }

    /// The result and reason, once the game has ended.
    pub fn end(&self) -> Option<(KnownOutcome, EndReason)> {
        self.end
    }

    /// Standard or Chess960 castling.
    pub fn castling(&self) -> CastlingMode {
        self.castling
    }

    /// Plays a legal move. The caller guarantees legality (it came from
    /// `legal_moves`).
    pub fn play(&mut self, m: Move, source: Device) -> Played {
        let by = self.position.turn();
        let from = m.from().unwrap_or(m.to());
        let uci = m.to_uci(self.castling).to_string();
        let san = SanPlus::from_move_and_play_unchecked(&mut self.position, m);
        let made = MadeMove { ply: self.moves.len() as u32 + 1, by, m, san, uci, source };
        self.moves.push(made.clone());
        let count = self.seen.entry(self.position.clone()).or_insert(0);
        *count += 1;
        let claim = if *count >= 3 {
            Some(DrawClaim::Threefold)
        } else if self.position.halfmoves() >= 100 {
            Some(DrawClaim::FiftyMoves)
        } else {
            None
        };
        self.end = self.detect_end();
        let spoken = Spoken { by, san, en_passant: m.is_en_passant(), from };
        Played { made, spoken, end: self.end, claim: if self.end.is_some() { None } else { claim } }
    }

    /// Checkmate and stalemate end the game (5.1a, 5.2a); so does a position where
    /// neither side can mate (5.2b, 9.6), judged by insufficient material.
    fn detect_end(&self) -> Option<(KnownOutcome, EndReason)> {
        let pos = &self.position;
        if pos.is_checkmate() {
            Some((KnownOutcome::Decisive { winner: !pos.turn() }, EndReason::Checkmate))
        } else if pos.is_stalemate() {
            Some((KnownOutcome::Draw, EndReason::Stalemate))
        } else if pos.is_insufficient_material() {
            Some((KnownOutcome::Draw, EndReason::DeadPosition))
        } else {
            None
        }
    }

    /// Full moves completed by both sides (E2.9 d): after 1. e4 e5 2. Nf3 this is 1,
    /// and move 2 is being played.
    pub fn completed_moves(&self) -> u32 {
        self.position.fullmoves().get() - 1
    }

    /// The colour to move.
    pub fn turn(&self) -> Color {
        self.position.turn()
    }
}
