//! `taktil announce`: a PGN game or a few moves in words, in any locale and vocabulary,
//! so that a player or an arbiter can hear a setting before choosing it.
//!
//! This module turns the moves into utterances; the command prints them and, when
//! speech is available, speaks them.

use shakmaty::{Chess, Move, Position};

use crate::{
    core::{
        game::Game,
        input::Device,
        msg::Msg,
        notation::{self, LettersError},
        ruling::Entry,
        settings::Start,
        spoken::Spoken,
    },
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
    /// The moves mix two countries' piece letters, or two sets read them as two games
    /// (C3).
    #[error(transparent)]
    Letters(Box<LettersError>),
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
    /// "1." or "1..." followed by the SAN in the piece letters of the announcer's
    /// locale, as its players write them (C.3; issue 29, point 11): "2. Sf3" in
    /// Swedish, "2. Rf3" in Icelandic, "2. Nf3" in English.
    pub label: String,
    /// The move as the announcer takes it.
    pub spoken: Spoken,
    /// The words.
    pub words: Utterance,
}

/// Moves typed on the command line, in any country's piece letters (C3: `Sf3` in
/// German and Scandinavian, `Rf3` in Icelandic), read by the one sheet reader.
fn read_moves(start: &Start, sans: &[String]) -> Result<Vec<Move>, AnnounceError> {
    let words: Vec<&str> = sans.iter().map(String::as_str).collect();
    let reading = notation::read_moves(&start.position, &words).map_err(|e| AnnounceError::Letters(Box::new(e)))?;
    let mut pos: Chess = start.position.clone();
    let mut moves = Vec::with_capacity(reading.legal);
    for entry in &reading.entries[..reading.legal] {
        let m = match entry {
            Entry::San(san) => san.san.to_move(&pos).ok(),
            Entry::Unreadable(_) => None,
        };
        let Some(m) = m else { break };
        pos.play_unchecked(m);
        moves.push(m);
    }
    match sans.get(moves.len()) {
        Some(san) => Err(AnnounceError::BadMove { ply: moves.len() + 1, san: san.clone() }),
        None => Ok(moves),
    }
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
        Source::Moves { start, sans } => (start.clone(), read_moves(start, sans)?),
    };
    let mut game = Game::new(start.position.clone(), start.castling);
    let letters = notation::Letters::for_locale(l10n.locale());
    let mut out = Vec::with_capacity(moves.len());
    for m in moves {
        let fullmove = game.position().fullmoves().get();
        let played = game.play(m, Device::Assist);
        let dots = if played.made.by.is_white() { "." } else { "..." };
        let words = l10n.render(&Msg::Move(played.spoken));
        let label = format!("{fullmove}{dots} {}", letters.write(&played.made.san));
        out.push(Announced { label, spoken: played.spoken, words });
    }
    Ok(out)
}
