//! The one authoritative game: a shakmaty position, the moves made, and the draw and
//! end rules that follow from them.
//!
//! Legality always comes from shakmaty; this module only keeps history and reports
//! draws (9.2, 9.3) and ends (5.1a, 5.2a, 5.2b). It also knows whether play is
//! suspended: an adjourned game keeps its sealed move until it resumes (E2.9f). The
//! companion's parts read it; only the companion changes it.

use std::collections::HashMap;

use shakmaty::{
    CastlingMode, Chess, Color, EnPassantMode, KnownOutcome, Move, MoveList, Position,
    san::{San, SanPlus, Suffix},
    zobrist::Zobrist64,
};

use crate::core::{
    clock::ClockSnapshot,
    dead,
    input::Device,
    msg::{DrawClaim, EndReason},
    output::MadeMove,
    spoken::Spoken,
    time::Timestamp,
};

/// The game as played so far.
#[derive(Clone, Debug)]
pub struct Game {
    position: Chess,
    castling: CastlingMode,
    moves: Vec<MadeMove>,
    /// The legal moves of the position, generated once per move.
    legal: MoveList,
    /// How often each position (FIDE sameness: side to move, pieces, castling rights
    /// and legal en passant, by Zobrist hash) has occurred.
    seen: HashMap<u64, u32>,
    end: Option<(KnownOutcome, EndReason)>,
    /// The position before the last move, and the move: what a board that has not yet
    /// carried out the last move still shows.
    before_last: Option<(Chess, Move)>,
    /// The sealed move of an adjourned game (E2.9f).
    sealed: Option<Move>,
}

/// A decision that ends the game, taken by one part of the companion (the clock, a
/// draw, the arbiter's ruling) and carried out by the companion: the clock stops,
/// offers and claims are void (9.1b), and everyone hears the result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ending {
    /// When the game ended (a flag falls at its own instant, R-71).
    pub at: Timestamp,
    /// The result.
    pub outcome: KnownOutcome,
    /// Why.
    pub reason: EndReason,
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
        seen.insert(key(&position), 1);
        let legal = position.legal_moves();
        let mut game =
            Game { position, castling, moves: Vec::new(), legal, seen, end: None, before_last: None, sealed: None };
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

    /// The position before the last move, and the last move.
    pub fn before_last(&self) -> Option<(&Chess, Move)> {
        self.before_last.as_ref().map(|(pos, m)| (pos, *m))
    }

    /// The legal moves of the current position.
    pub fn legal(&self) -> &MoveList {
        &self.legal
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
        let san = San::from_move(&self.position, m);
        self.before_last = Some((self.position.clone(), m));
        self.position.play_unchecked(m);
        self.legal = self.position.legal_moves();
        let suffix = match (self.position.is_check(), self.legal.is_empty()) {
            (true, true) => Some(Suffix::Checkmate),
            (true, false) => Some(Suffix::Check),
            (false, _) => None,
        };
        let san = SanPlus { san, suffix };
        let made = MadeMove { ply: self.moves.len() as u32 + 1, by, m, san, uci, source, clock: None, offer: false };
        self.moves.push(made.clone());
        let count = self.seen.entry(key(&self.position)).or_insert(0);
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

    /// Ends the game for a reason outside the board: time, agreement, a claim or a
    /// ruling. Nothing changes if it has ended already.
    pub fn finish(&mut self, outcome: KnownOutcome, reason: EndReason) {
        if self.end.is_none() {
            self.end = Some((outcome, reason));
        }
    }

    /// Adjourns the game with the sealed move of the player on move (E2.9f). The
    /// caller guarantees legality.
    pub fn adjourn(&mut self, sealed: Move) {
        self.sealed = Some(sealed);
    }

    /// Whether the game is adjourned: its next move is the sealed one (E2.9f).
    pub fn is_adjourned(&self) -> bool {
        self.sealed.is_some()
    }

    /// Ends the adjournment: the sealed move, to be made now. `None` if the game is
    /// not adjourned.
    pub fn resume(&mut self) -> Option<Move> {
        self.sealed.take()
    }

    /// Stores both clocks on the last move: the move is completed now.
    pub fn stamp(&mut self, snapshot: ClockSnapshot) {
        if let Some(last) = self.moves.last_mut() {
            last.clock = Some(snapshot);
        }
    }

    /// Marks `by`'s last move with a draw offer, "(=)" (9.1b, R-80). `false` if `by`
    /// has made no move yet.
    pub fn mark_offer(&mut self, by: Color) -> bool {
        match self.moves.iter_mut().rev().find(|m| m.by == by) {
            Some(m) => {
                m.offer = true;
                true
            }
            None => false,
        }
    }

    /// The draw the player on move may claim now, for the position on the board (9.2b,
    /// 9.3b).
    pub fn claimable(&self) -> Option<DrawClaim> {
        if self.seen.get(&key(&self.position)).is_some_and(|n| *n >= 3) {
            Some(DrawClaim::Threefold)
        } else if self.position.halfmoves() >= 100 {
            Some(DrawClaim::FiftyMoves)
        } else {
            None
        }
    }

    /// Checkmate and stalemate end the game (5.1a, 5.2a); so does a dead position,
    /// where neither side can mate by any series of legal moves (5.2b, 9.6): material
    /// first, then a search over legal play where the pawns are locked or few men are
    /// left (`dead`).
    fn detect_end(&self) -> Option<(KnownOutcome, EndReason)> {
        let pos = &self.position;
        if self.legal.is_empty() && pos.is_check() {
            Some((KnownOutcome::Decisive { winner: !pos.turn() }, EndReason::Checkmate))
        } else if self.legal.is_empty() {
            Some((KnownOutcome::Draw, EndReason::Stalemate))
        } else if dead::is_dead(pos) {
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

/// The repetition key of a position (9.2: same player on move, same pieces on the same
/// squares, same castling rights and en passant possibilities).
fn key(pos: &Chess) -> u64 {
    pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_adjourned_game_keeps_its_sealed_move_until_it_resumes() {
        let mut game = Game::new(Chess::default(), CastlingMode::Standard);
        assert_eq!(game.resume(), None);
        let sealed = game.legal()[0];
        game.adjourn(sealed);
        assert!(game.is_adjourned());
        assert_eq!(game.position(), &Chess::default(), "the sealed move stays secret, unplayed");
        assert_eq!(game.resume(), Some(sealed));
        assert!(!game.is_adjourned());
    }
}
