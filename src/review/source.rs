//! Where the reviewed game comes from: a game of a PGN file, or the game of a
//! `taktil play` journal (or any session script), replayed through the core.
//!
//! A text whose first line is a journal's ([`journal::FIRST_LINE`], any version), or
//! that reads as a session script, is replayed, up to the first journal line that
//! does not check ([`journal::read`]); its settings (locale, vocabulary) are the
//! review's unless the command line says otherwise. Any other text is read as PGN,
//! with its start position (`FEN`, `Variant "Chess960"`).

use shakmaty::{Move, san::SanPlus};

use crate::{
    announce::AnnounceError,
    core::settings::Start,
    journal,
    pgn::{self, PgnError},
    replay::{self, Overrides, ReplayError},
    script::{self, Header},
};

/// The game to review.
#[derive(Clone, Debug)]
pub struct ReviewedGame {
    /// Its tags.
    pub tags: Vec<(String, String)>,
    /// Where it started.
    pub start: Start,
    /// Its moves.
    pub moves: Vec<Move>,
    /// The same in SAN.
    pub sans: Vec<SanPlus>,
    /// Its result.
    pub result: String,
    /// A journal's or script's settings (empty for a PGN game).
    pub header: Header,
}

/// Why there is no game to review.
#[derive(Debug, thiserror::Error)]
pub enum SourceError {
    /// The PGN game asked for does not exist, has no moves or does not read.
    #[error(transparent)]
    Pgn(#[from] AnnounceError),
    /// The journal cannot be read.
    #[error("not a journal that can be read: {0}")]
    Journal(#[from] journal::ReadError),
    /// The journal holds no game (its settings are not all there).
    #[error("the journal holds no game: it ends before its settings")]
    NoGame,
    /// The journal or script does not replay.
    #[error(transparent)]
    Replay(#[from] ReplayError),
    /// The journal's game has no moves.
    #[error("the journal's game has no moves: nothing to review")]
    NoMoves,
}

/// The game of `text`: the `game`-th game of a PGN text (from 1), or a journal's.
///
/// # Errors
/// When the text holds no such game, or the game cannot be read.
pub fn read(text: &str, game: usize) -> Result<ReviewedGame, SourceError> {
    let first = text.trim_start_matches('\u{feff}').lines().next().unwrap_or("");
    if first.starts_with("# taktil play journal") || script::parse(text).is_ok_and(|s| !s.events.is_empty()) {
        return from_journal(text);
    }
    from_pgn(text, game)
}

/// A game of a PGN text.
fn from_pgn(text: &str, game: usize) -> Result<ReviewedGame, SourceError> {
    let games = pgn::read_games(text);
    let count = games.len();
    let chosen = games
        .into_iter()
        .nth(game.saturating_sub(1))
        .ok_or(AnnounceError::NoSuchGame { asked: game, games: count })?
        .map_err(|e: PgnError| AnnounceError::Pgn(e))?;
    if chosen.moves.is_empty() {
        return Err(AnnounceError::NoMoves { game }.into());
    }
    Ok(ReviewedGame {
        tags: chosen.tags,
        start: chosen.start,
        moves: chosen.moves,
        sans: chosen.sans,
        result: chosen.result,
        header: Header::default(),
    })
}

/// The game of a journal or session script, replayed up to its first line that does
/// not check.
fn from_journal(text: &str) -> Result<ReviewedGame, SourceError> {
    let recovered = journal::read(text.as_bytes())?;
    if !recovered.game {
        return Err(SourceError::NoGame);
    }
    let kept = text.get(..recovered.kept).unwrap_or(text);
    let session = replay::run(kept, &Overrides::default())?;
    let moves = session.core.moves();
    if moves.is_empty() {
        return Err(SourceError::NoMoves);
    }
    let written = pgn::read_games(&replay::pgn_for(&session, "taktil play", "????.??.??"));
    let tags = written.into_iter().next().and_then(Result::ok).map(|g| g.tags).unwrap_or_default();
    Ok(ReviewedGame {
        tags,
        start: session.settings.start.clone(),
        moves: moves.iter().map(|m| m.m).collect(),
        sans: moves.iter().map(|m| m.san).collect(),
        result: session.core.outcome().map_or("*", shakmaty::KnownOutcome::as_str).to_owned(),
        header: session.header,
    })
}
