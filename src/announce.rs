//! `taktil announce`: a PGN game or a few moves in words, in any locale and vocabulary,
//! so that a player or an arbiter can hear a setting before choosing it.
//!
//! This module turns the moves into utterances; the command prints them and, when
//! speech is available, speaks them.

use shakmaty::{Chess, Position, san::San};

use crate::{
    core::{game::Game, input::Device, msg::Msg, settings::Start, spoken::Spoken},
    l10n::{Localizer, Utterance},
    pgn,
};

/// Where the moves come from.
#[derive(Clone, Debug)]
pub enum Source {
    /// A game of a PGN text, counted from 1.
    Pgn { text: String, game: usize },
    /// Moves in SAN from a start position, played in turn.
    Moves { start: Start, sans: Vec<String> },
}

/// Why the moves could not be announced.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AnnounceError {
    /// The PGN has fewer games than asked for.
    #[error("game {asked} does not exist: the PGN has {games} game(s)")]
    NoSuchGame { asked: usize, games: usize },
    /// The PGN game has no moves: nothing to announce (issue 13: random text is no
    /// game).
    #[error("game {game} has no moves: expected a PGN game such as 1. e4 e5 2. Nf3")]
    NoMoves { game: usize },
    /// The PGN game could not be read.
    #[error(transparent)]
    Pgn(#[from] pgn::PgnError),
    /// A move is not legal (or not SAN) where it stands.
    #[error(
        "move {} '{san}' is not a legal move there: expected SAN such as Nf3, exd5, O-O or e8=Q",
        ply.div_ceil(2)
    )]
    BadMove { ply: usize, san: String },
}

/// One announced move: its number and SAN as written on a scoresheet, and its words.
#[derive(Clone, Debug)]
pub struct Announced {
    /// "1." or "1..." followed by the SAN.
    pub label: String,
    /// The move as the announcer takes it.
    pub spoken: Spoken,
    /// The words.
    pub words: Utterance,
}

/// The moves of `source` as the announcer says them.
///
/// # Errors
/// When the game does not exist or a move is not legal.
pub fn announce(source: &Source, l10n: &Localizer) -> Result<Vec<Announced>, AnnounceError> {
    let (start, moves) = match source {
        Source::Pgn { text, game } => {
            let games = pgn::read_games(text);
            let count = games.len();
            let chosen = games
                .into_iter()
                .nth(game.saturating_sub(1))
                .ok_or(AnnounceError::NoSuchGame { asked: *game, games: count })??;
            if chosen.moves.is_empty() {
                return Err(AnnounceError::NoMoves { game: *game });
            }
            (chosen.start, chosen.moves)
        }
        Source::Moves { start, sans } => {
            let mut pos: Chess = start.position.clone();
            let mut moves = Vec::new();
            for (i, text) in sans.iter().enumerate() {
                let bad = || AnnounceError::BadMove { ply: i + 1, san: text.clone() };
                let m = text.parse::<San>().map_err(|_| bad())?.to_move(&pos).map_err(|_| bad())?;
                pos.play_unchecked(m);
                moves.push(m);
            }
            (start.clone(), moves)
        }
    };
    let mut game = Game::new(start.position.clone(), start.castling);
    let mut out = Vec::with_capacity(moves.len());
    for m in moves {
        let fullmove = game.position().fullmoves().get();
        let played = game.play(m, Device::Assist);
        let dots = if played.made.by.is_white() { "." } else { "..." };
        let words = l10n.render(&Msg::Move(played.spoken));
        out.push(Announced { label: format!("{fullmove}{dots} {}", played.made.san), spoken: played.spoken, words });
    }
    Ok(out)
}
