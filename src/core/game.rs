//! The one authoritative game: a shakmaty position, the moves made, and the draw and
//! end rules that follow from them.
//!
//! Legality always comes from shakmaty; this module only keeps history and reports
//! draws (9.2, 9.3) and ends (5.1a, 5.2a, 5.2b; under 2023 also 9.6.1 and 9.6.2). It also knows whether play is
//! suspended: an adjourned game keeps its sealed move until it resumes (E2.9f). The
//! companion's parts read it; only the companion changes it.

use std::{cell::RefCell, collections::HashMap};

use shakmaty::{
    CastlingMode, Chess, Color, EnPassantMode, KnownOutcome, Move, MoveList, Position,
    san::{San, SanError, SanPlus, Suffix},
    zobrist::Zobrist64,
};

use crate::core::{
    clock::ClockSnapshot,
    dead,
    input::Device,
    msg::{DrawClaim, EndReason, SealFault},
    output::MadeMove,
    spoken::Spoken,
    time::Timestamp,
};

/// The game as played so far.
#[derive(Clone, Debug)]
pub struct Game {
    /// Where the game started (a take-back replays the moves kept from here).
    start: Chess,
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
    /// The sealed move of an adjourned game as written, unread until the resumption
    /// (E2.9f; adjournment guideline 8 judges it then).
    sealed: Option<String>,
    /// 9.6 (2023): the fifth occurrence of a position and 75 moves each without a pawn
    /// move or a capture end the game as a draw by themselves (`Edition::automatic_draws`).
    automatic_draws: bool,
    /// The verdicts of the dead-position searches of this game (5.2b, 9.6, 6.9), each
    /// position searched once (issue 34). Inside a cell: asking is a query of the game,
    /// remembering the answer is not a change of it.
    dead: RefCell<dead::Verdicts>,
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
        Game::with_verdicts(position, castling, dead::Verdicts::default())
    }

    /// A game from a start position, its end not yet judged.
    fn new_unjudged(position: Chess, castling: CastlingMode) -> Game {
        let mut seen = HashMap::new();
        seen.insert(key(&position), 1);
        let legal = position.legal_moves();
        Game {
            start: position.clone(),
            position,
            castling,
            moves: Vec::new(),
            legal,
            seen,
            end: None,
            before_last: None,
            sealed: None,
            automatic_draws: false,
            dead: RefCell::default(),
        }
    }

    /// [`Game::new`], with the dead-position verdicts of an earlier game from the same
    /// start (a take-back replays the moves kept: their positions are not searched
    /// again).
    fn with_verdicts(position: Chess, castling: CastlingMode, verdicts: dead::Verdicts) -> Game {
        let mut game = Game::new_unjudged(position, castling);
        game.dead = RefCell::new(verdicts);
        game.end = game.detect_end();
        game
    }

    /// The game with the 9.6 draws of the 2023 Laws (`on`), or without them (2009,
    /// 2001: a fifth repetition or a 75th move only keeps a claim possible). They are
    /// judged after each move: a start position that is already past them does not end
    /// the game before the first move.
    #[must_use]
    pub fn with_automatic_draws(mut self, on: bool) -> Game {
        self.automatic_draws = on;
        self
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
        // The move number as the scoresheet writes it: a game from a FEN at move 50
        // goes on from 50, as its PGN does (issue 29, point 7).
        let number = self.position.fullmoves().get();
        self.before_last = Some((self.position.clone(), m));
        self.position.play_unchecked(m);
        self.legal = self.position.legal_moves();
        let suffix = match (self.position.is_check(), self.legal.is_empty()) {
            (true, true) => Some(Suffix::Checkmate),
            (true, false) => Some(Suffix::Check),
            (false, _) => None,
        };
        let san = SanPlus { san, suffix };
        let ply = self.moves.len() as u32 + 1;
        let made = MadeMove { ply, number, by, m, san, uci, source, clock: None, offer: false };
        self.moves.push(made.clone());
        let count = self.seen.entry(key(&self.position)).or_insert(0);
        *count += 1;
        let count = *count;
        let claim = if count >= 3 {
            Some(DrawClaim::Threefold)
        } else if self.position.halfmoves() >= 100 {
            Some(DrawClaim::FiftyMoves)
        } else {
            None
        };
        // 9.6.2 (2023): "If the last move resulted in checkmate, that shall take
        // precedence": mate, stalemate and a dead position are judged first.
        self.end = self.detect_end().or_else(|| self.automatic_draw(count));
        let spoken = Spoken { by, san, en_passant: m.is_en_passant(), from };
        Played { made, spoken, end: self.end, claim: if self.end.is_some() { None } else { claim } }
    }

    /// Ends the game for a reason outside the board: time, agreement, a claim, a
    /// resignation or a ruling. Nothing changes if it has ended already. A game that
    /// ends while adjourned (a resignation or a draw agreed before the resumption, A6)
    /// keeps its sealed move unread.
    pub fn finish(&mut self, outcome: KnownOutcome, reason: EndReason) {
        if self.end.is_none() {
            self.end = Some((outcome, reason));
            self.sealed = None;
        }
    }

    /// Adjourns the game with the sealed move of the player on move, as written
    /// (E2.9f): whatever it is, it is judged only at the resumption (guideline 8).
    pub fn adjourn(&mut self, sealed: String) {
        self.sealed = Some(sealed);
    }

    /// Whether the game is adjourned: its next move is the sealed one (E2.9f).
    pub fn is_adjourned(&self) -> bool {
        self.sealed.is_some()
    }

    /// Ends the adjournment: the sealed move as written, to be judged and made now.
    /// `None` if the game is not adjourned.
    pub fn resume(&mut self) -> Option<String> {
        self.sealed.take()
    }

    /// Reads a sealed move as written against the position it was sealed in
    /// (adjournment guideline 8 (2009), A8 (2001)): the move, or what is wrong with it.
    pub fn read_sealed(&self, written: &str) -> Result<Move, SealFault> {
        // 8b: a text that is no move in SAN has no meaning that can be told.
        let san: SanPlus = written.parse().map_err(|_| SealFault::Unclear)?;
        san.san.to_move(&self.position).map_err(|e| match e {
            SanError::AmbiguousSan => SealFault::Ambiguous,
            SanError::IllegalSan => SealFault::Illegal,
        })
    }

    /// The sealed move, when it is legal and ends the game by itself: mate, stalemate
    /// or a dead position (Guidelines I.10: "if the sealed move resulted in the
    /// conclusion of the game, that conclusion shall still apply"). `None` when the
    /// game is not adjourned or the move does not end it.
    pub fn sealed_ending(&self) -> Option<Move> {
        let m = self.read_sealed(self.sealed.as_deref()?).ok()?;
        let mut after = self.position.clone();
        after.play_unchecked(m);
        (after.legal_moves().is_empty() || self.dead.borrow_mut().is_dead(&after)).then_some(m)
    }

    /// Takes back every move after the first `ply` (7.4a, 7.5, E2.8): the game is the
    /// game as it was then, replayed from the start with shakmaty (the moves, their
    /// stored clocks and draw offers, the repetition count, the position before the
    /// last move). `false`, and nothing changes, when the game has fewer moves.
    pub fn take_back(&mut self, ply: usize) -> bool {
        if ply > self.moves.len() {
            return false;
        }
        let kept: Vec<MadeMove> = self.moves.drain(..ply).collect();
        let verdicts = self.dead.take();
        let mut game =
            Game::with_verdicts(self.start.clone(), self.castling, verdicts).with_automatic_draws(self.automatic_draws);
        for made in kept {
            game.play(made.m, made.source);
            if let Some(last) = game.moves.last_mut() {
                last.clock = made.clock;
                last.offer = made.offer;
            }
        }
        *self = game;
        true
    }

    /// Whether `side` cannot checkmate from the position on the board by any possible
    /// series of legal moves (6.9, 7.4b (2009), R-72; [`dead::cannot_mate`]), each
    /// position searched once.
    pub fn cannot_mate(&self, side: Color) -> bool {
        self.dead.borrow_mut().cannot_mate(&self.position, side)
    }

    /// How many dead-position searches this game has run (issue 34: at most one per
    /// position and question).
    pub fn dead_searches(&self) -> usize {
        self.dead.borrow().searches()
    }

    /// Where the game started.
    pub fn start(&self) -> &Chess {
        &self.start
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
        } else if self.dead.borrow_mut().is_dead(pos) {
            Some((KnownOutcome::Draw, EndReason::DeadPosition))
        } else {
            None
        }
    }

    /// 9.6 (2023), after the move that made the position seen `count` times: the game
    /// is drawn with no claim when the position has appeared at least five times, not
    /// necessarily in a row (9.6.1, sameness as in 9.2.2), or when each player has made
    /// at least 75 moves without a pawn move or a capture (9.6.2: the halfmove clock at
    /// 150). Nothing under 2009 and 2001.
    fn automatic_draw(&self, count: u32) -> Option<(KnownOutcome, EndReason)> {
        if !self.automatic_draws {
            None
        } else if count >= 5 {
            Some((KnownOutcome::Draw, EndReason::FivefoldRepetition))
        } else if self.position.halfmoves() >= 150 {
            Some((KnownOutcome::Draw, EndReason::SeventyFiveMoves))
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
    use shakmaty::Square;

    use super::*;

    /// 9.2: after a take-back the repetition count is the game's as it was then: a
    /// position seen three times before the take-back is not claimable after it, and
    /// becomes claimable again only when it occurs a third time in the game kept.
    #[test]
    fn a_take_back_restores_the_repetition_history_and_the_record() {
        let mut game = Game::new(Chess::default(), CastlingMode::Standard);
        let play = |game: &mut Game, sans: &[&str]| {
            for san in sans {
                let m = san.parse::<San>().unwrap().to_move(game.position()).unwrap();
                game.play(m, Device::Assist);
            }
        };
        let shuffle = ["Nf3", "Nf6", "Ng1", "Ng8"];
        play(&mut game, &shuffle);
        play(&mut game, &shuffle);
        assert_eq!(game.claimable(), Some(DrawClaim::Threefold));
        game.mark_offer(Color::White);
        assert!(!game.take_back(9), "no ninth move");
        assert!(game.take_back(3));
        assert_eq!(game.moves().len(), 3);
        assert_eq!(game.turn(), Color::Black);
        assert_eq!(game.claimable(), None);
        assert!(game.moves().iter().all(|m| !m.offer), "the offer went with White's move 4, taken back");
        let (before, last) = game.before_last().unwrap();
        assert_eq!((before.turn(), last.from(), last.to()), (Color::White, Some(Square::F3), Square::G1));
        play(&mut game, &["Ng8"]);
        assert_eq!(game.claimable(), None, "the start position twice");
        play(&mut game, &shuffle);
        assert_eq!(game.claimable(), Some(DrawClaim::Threefold), "a third time");
        assert!(game.take_back(0));
        assert_eq!(game.position(), &Chess::default());
        assert_eq!(game.before_last().map(|(_, m)| m), None);
    }

    /// 9.2 (2009; 2001 "temporarily or permanently"): the pieces on the same squares
    /// with a castling right lost are a new position (the commentary's example: the
    /// king moved away and back). A temporary prevention follows from the pieces, so
    /// the key needs no more for the 2001 text.
    #[test]
    fn a_lost_castling_right_makes_a_new_position() {
        let mut game = Game::new(Chess::default(), CastlingMode::Standard);
        let mut play = |sans: &[&str]| {
            for san in sans {
                let m = san.parse::<San>().unwrap().to_move(game.position()).unwrap();
                game.play(m, Device::Assist);
            }
            game.claimable()
        };
        assert_eq!(play(&["e4", "e5"]), None, "with every castling right");
        assert_eq!(play(&["Ke2", "Ke7", "Ke1", "Ke8"]), None, "the same squares, no castling: first time");
        assert_eq!(play(&["Ke2", "Ke7", "Ke1", "Ke8"]), None, "second time, not third with the first");
        assert_eq!(play(&["Ke2", "Ke7", "Ke1", "Ke8"]), Some(DrawClaim::Threefold));
    }

    fn from_fen(fen: &str, automatic_draws: bool) -> Game {
        let pos: Chess = fen
            .parse::<shakmaty::fen::Fen>()
            .expect("a FEN")
            .into_position(CastlingMode::Standard)
            .expect("a legal position");
        Game::new(pos, CastlingMode::Standard).with_automatic_draws(automatic_draws)
    }

    fn play_san(game: &mut Game, san: &str) -> Played {
        let m = san.parse::<San>().unwrap().to_move(game.position()).unwrap();
        game.play(m, Device::Assist)
    }

    /// Issue 34: behind a locked pawn wall every position is searched for a dead
    /// position (5.2b), each once: a repeated position, the game replayed after a
    /// take-back and a flag-fall question already answered run no search again.
    #[test]
    fn each_locked_position_is_searched_once() {
        // The commentary's wall with a white rook, which can go round by the h-file.
        let mut game = from_fen("k7/8/8/p1p1p1p1/P1P1P1P1/8/8/K6R w - - 0 1", true);
        assert_eq!(game.dead_searches(), 1, "the start position");
        for san in ["Ka2", "Kb8", "Ka1", "Ka8"] {
            assert_eq!(play_san(&mut game, san).end, None, "{san}: the rook can still mate");
        }
        // Ka8 brings back the start position: three new positions.
        assert_eq!(game.dead_searches(), 4, "one per new position");
        for san in ["Ka2", "Kb8", "Ka1", "Ka8"] {
            play_san(&mut game, san);
        }
        assert_eq!(game.dead_searches(), 4, "the repetition searches nothing");
        assert!(game.take_back(6));
        assert_eq!(game.moves().len(), 6);
        assert_eq!(game.dead_searches(), 4, "the take-back replays without searching");
        // 6.9: whether White can mate, at a flag fall: searched once, however often it
        // is asked.
        assert!(!game.cannot_mate(Color::White));
        assert!(!game.cannot_mate(Color::White));
        assert_eq!(game.dead_searches(), 5);
    }

    /// 9.6.1 (2023): the fifth appearance of a position ends the game as a draw, with
    /// no claim; under 2009 and 2001 play goes on and the draw stays claimable (9.2).
    #[test]
    fn a_fifth_repetition_draws_under_2023_only() {
        for automatic in [true, false] {
            let mut game = Game::new(Chess::default(), CastlingMode::Standard).with_automatic_draws(automatic);
            for round in 1..=4 {
                for san in ["Nf3", "Nf6", "Ng1"] {
                    let played = play_san(&mut game, san);
                    assert_eq!(played.end, None, "round {round} {san}");
                }
                let played = play_san(&mut game, "Ng8");
                // The start position, for the (round + 1)th time.
                if round < 4 {
                    assert_eq!(played.end, None, "round {round}");
                } else if automatic {
                    assert_eq!(played.end, Some((KnownOutcome::Draw, EndReason::FivefoldRepetition)));
                    assert_eq!(played.claim, None, "nothing left to claim");
                    assert_eq!(game.end(), played.end);
                } else {
                    assert_eq!(played.end, None, "2009: the game goes on");
                    assert_eq!(played.claim, Some(DrawClaim::Threefold));
                }
            }
        }
    }

    /// 9.6.1 (2023): the five appearances need not be in a row; a take-back keeps the
    /// edition's rule.
    #[test]
    fn the_fifth_repetition_counts_appearances_apart_and_after_a_take_back() {
        let mut game = Game::new(Chess::default(), CastlingMode::Standard).with_automatic_draws(true);
        for san in ["Nf3", "Nf6", "Ng1", "Ng8", "Nc3", "Nc6", "Nb1", "Nb8"] {
            play_san(&mut game, san);
        }
        for san in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"] {
            assert_eq!(play_san(&mut game, san).end, None);
        }
        assert!(game.take_back(game.moves().len()));
        let played = play_san(&mut game, "Ng8");
        assert_eq!(played.end, Some((KnownOutcome::Draw, EndReason::FivefoldRepetition)));
    }

    /// 9.6.2 (2023): 75 moves each without a pawn move or a capture (the halfmove
    /// clock at 150) draw with no claim; under 2009 the fifty-move claim stays.
    #[test]
    fn seventy_five_moves_draw_under_2023_only() {
        let fen = "k7/8/1K6/8/8/8/8/7R w - - 149 100";
        let mut game = from_fen(fen, true);
        assert_eq!(game.end(), None, "a start already at 149 halfmoves is no end");
        let played = play_san(&mut game, "Rh7");
        assert_eq!(played.end, Some((KnownOutcome::Draw, EndReason::SeventyFiveMoves)));
        let mut game = from_fen(fen, false);
        let played = play_san(&mut game, "Rh7");
        assert_eq!((played.end, played.claim), (None, Some(DrawClaim::FiftyMoves)));
    }

    /// 9.6.2 (2023): "If the last move resulted in checkmate, that shall take
    /// precedence": the mate on the 75th move wins (5.1.1).
    #[test]
    fn mate_on_the_seventy_fifth_move_takes_precedence() {
        let mut game = from_fen("k7/8/1K6/8/8/8/8/7R w - - 149 100", true);
        let played = play_san(&mut game, "Rh8");
        assert_eq!(played.end, Some((KnownOutcome::Decisive { winner: Color::White }, EndReason::Checkmate)));
    }

    #[test]
    fn an_adjourned_game_keeps_its_sealed_move_until_it_resumes() {
        let mut game = Game::new(Chess::default(), CastlingMode::Standard);
        assert_eq!(game.resume(), None);
        game.adjourn("Nf3".to_owned());
        assert!(game.is_adjourned());
        assert_eq!(game.position(), &Chess::default(), "the sealed move stays secret, unplayed");
        assert_eq!(game.resume().as_deref(), Some("Nf3"));
        assert!(!game.is_adjourned());
    }

    #[test]
    fn a_sealed_move_is_read_as_guideline_8_says() {
        let game = Game::new(Chess::default(), CastlingMode::Standard);
        assert_eq!(game.read_sealed("Nf3").map(|m| m.to()), Ok(shakmaty::Square::F3));
        assert_eq!(game.read_sealed("Nf3+").map(|m| m.to()), Ok(shakmaty::Square::F3), "a suffix is no fault");
        assert_eq!(game.read_sealed("Nf5"), Err(SealFault::Illegal), "8c");
        assert_eq!(game.read_sealed("knight"), Err(SealFault::Unclear), "8b");
        let two_knights: Chess = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1"
            .parse::<shakmaty::fen::Fen>()
            .expect("a FEN")
            .into_position(CastlingMode::Standard)
            .expect("a legal position");
        let game = Game::new(two_knights, CastlingMode::Standard);
        assert_eq!(game.read_sealed("Nd2"), Err(SealFault::Ambiguous), "8a: Nb1-d2 or Nf1-d2");
        assert!(game.read_sealed("Nbd2").is_ok());
    }

    #[test]
    fn a_game_that_ends_while_adjourned_keeps_its_sealed_move_unread() {
        let mut game = Game::new(Chess::default(), CastlingMode::Standard);
        game.adjourn("e4".to_owned());
        game.finish(KnownOutcome::Draw, EndReason::Agreement);
        assert!(!game.is_adjourned());
        assert_eq!(game.resume(), None);
        assert_eq!(game.moves().len(), 0);
    }
}
