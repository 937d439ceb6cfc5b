//! `taktil play --opponent lichess` (issue 33, docs/online.md): the game found on
//! Lichess before the session starts. Everything that can stop the start is checked
//! here, before the journal is written: the token file (its owner's alone), the token
//! itself (`/api/account`), the game (a game id, a challenge accepted, a challenge to
//! the player accepted, a seek answered) and that it is the player's and the Board
//! API's to play (its stream opens: 403 is a token without `board:play`).
//!
//! What it hands on: the client, the game's id, its first line (`gameFull`), the open
//! stream and what the player hears first.

use std::{sync::Arc, time::Duration};

use shakmaty::Color;

use crate::{
    cli::LichessArgs,
    io::{
        lichess::{ClockSetting, Event, EventStream, GameFull, Lichess, LichessError},
        token::{TokenError, read_token},
    },
    notice::online::Heard,
    script::{Header, Variant},
};

/// The server when `--lichess-url` is not given.
const LICHESS: &str = "https://lichess.org";

/// Why an online game cannot start. Nothing has been written then.
#[derive(Debug, thiserror::Error)]
pub enum OnlineError {
    /// `--opponent lichess` without a token file.
    #[error(
        "--opponent lichess needs --lichess-token-file FILE (a token with the scope board:play, readable by its owner only)"
    )]
    NoToken,
    /// No game named.
    #[error(
        "--opponent lichess needs one of --lichess-game ID, --lichess-challenge USER --clock M+S, --lichess-accept or --lichess-seek M+S (or --resume with the journal of a Lichess game)"
    )]
    NoGame,
    /// The token file cannot be used.
    #[error("--lichess-token-file: {0}")]
    Token(#[from] TokenError),
    /// A clock that is not `M+S`.
    #[error("{flag} '{value}': expected minutes plus seconds a move, e.g. 10+5")]
    Clock {
        /// The flag.
        flag: &'static str,
        /// As given.
        value: String,
    },
    /// `--color` other than white, black or random.
    #[error("--color '{0}': expected white, black or random")]
    Color(String),
    /// What Lichess answered.
    #[error("{0}")]
    Lichess(#[from] LichessError),
    /// The game is not the player's.
    #[error("the Lichess game {id} is not {user}'s: the token is another player's, or the id is wrong")]
    NotYours {
        /// The game.
        id: String,
        /// The token's user.
        user: String,
    },
    /// A variant taktil does not play.
    #[error("the Lichess game {id} is {variant}: taktil plays standard chess, Chess960 and games from a position")]
    Variant {
        /// The game.
        id: String,
        /// Its variant.
        variant: String,
    },
    /// The stream did not open with the game.
    #[error("Lichess's stream of game {0} did not begin with the game")]
    NoGameFull(String),
    /// The challenge was declined or withdrawn.
    #[error("the challenge {id} was {what}")]
    Challenge {
        /// The challenge.
        id: String,
        /// `declined` (with the reason) or `cancelled`.
        what: String,
    },
    /// The event stream ended before a game started.
    #[error("Lichess's event stream ended before a game started")]
    NoStart,
}

/// The game found.
pub struct Joined {
    /// The client, shared with the network threads.
    pub client: Arc<Lichess>,
    /// The game's id.
    pub id: String,
    /// The blind player's colour.
    pub color: Color,
    /// The stream's first line.
    pub full: GameFull,
    /// The stream, open after its first line.
    pub stream: EventStream,
    /// What the player hears first.
    pub said: Heard,
}

impl std::fmt::Debug for Joined {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Joined").field("id", &self.id).field("color", &self.color).finish_non_exhaustive()
    }
}

/// Finds the game: the journal's (`resumed`, for `--resume`), or the flags'. Says on
/// standard error what it waits for.
///
/// # Errors
/// See [`OnlineError`]; nothing is written.
pub fn join(args: &LichessArgs, resumed: Option<&str>) -> Result<Joined, OnlineError> {
    let path = args.lichess_token_file.as_ref().ok_or(OnlineError::NoToken)?;
    let token = read_token(path, "board:play")?;
    let url = args.lichess_url.as_deref().unwrap_or(LICHESS);
    let client = Lichess::new(url, token)?;
    // 401 here: a wrong or revoked token stops the start.
    let account = client.account()?;
    let id = match (resumed, &args.lichess_game) {
        (Some(id), _) => id.to_owned(),
        (None, Some(game)) => game_id(game),
        (None, None) => wait_for_game(&client, args, &account.id)?,
    };
    let mut stream = client.stream_game(&id)?;
    let full = loop {
        match stream.next() {
            Some(Ok(Event::GameFull(full))) => break *full,
            Some(Ok(_)) => {}
            Some(Err(e)) => return Err(e.into()),
            None => return Err(OnlineError::NoGameFull(id)),
        }
    };
    let color = full
        .color_of(&account.id)
        .ok_or_else(|| OnlineError::NotYours { id: id.clone(), user: account.username.clone() })?;
    if !matches!(full.variant.key.as_str(), "standard" | "chess960" | "fromPosition") {
        return Err(OnlineError::Variant { id, variant: full.variant.name.clone() });
    }
    let opponent = color.fold_wb(&full.black, &full.white);
    let name = opponent.name.clone().or_else(|| opponent.id.clone()).unwrap_or_else(|| "Lichess AI".to_owned());
    let name = match &opponent.title {
        Some(title) => format!("{title} {name}"),
        None => name,
    };
    let rating = opponent.rating.filter(|r| r.is_finite() && *r > 0.0).map(|r| r.round() as u32);
    let clock = full.clock.map(|c| {
        let minutes = u32::try_from(c.initial.unwrap_or(0) / 60_000).unwrap_or(u32::MAX);
        let increment = u32::try_from(c.increment.unwrap_or(0) / 1000).unwrap_or(u32::MAX);
        (minutes, increment)
    });
    let said = Heard::Started { opponent: name, rating, color, clock, rated: full.rated };
    Ok(Joined { client: Arc::new(client), id, color, full, stream, said })
}

/// The session's settings of the game: the player's colour, the start position, the
/// variant and the game's id (for `--resume`).
pub fn settle(header: &mut Header, joined: &Joined) {
    header.blind = Some(joined.color);
    header.lichess_game = Some(joined.id.clone());
    if joined.full.variant.key == "chess960" {
        header.variant = Some(Variant::Chess960);
    }
    // The game's clock, so that the increment Lichess adds is expected, not taken for a
    // clock set by hand (its readings are followed, as an electronic clock's).
    if let Some(clock) = joined.full.clock {
        let (initial, increment) = (clock.initial.unwrap_or(0) / 1000, clock.increment.unwrap_or(0) / 1000);
        let text = if increment > 0 { format!("{initial}s +{increment}s") } else { format!("{initial}s") };
        header.time_control = text.parse().ok().filter(|_| initial > 0);
    }
    if joined.full.initial_fen != "startpos" {
        header.fen = Some(joined.full.initial_fen.clone());
        header.chess960 = None;
    }
}

/// A game id from an id or an address (`https://lichess.org/tAkTiL33/white`): the
/// first eight characters of its path, as Lichess's game ids are.
fn game_id(given: &str) -> String {
    let path = given.rsplit_once("://").map_or(given, |(_, rest)| rest.split_once('/').map_or("", |(_, p)| p));
    let first = path.split('/').find(|p| !p.is_empty()).unwrap_or(given);
    if first.len() > 8 && first.bytes().all(|b| b.is_ascii_alphanumeric()) {
        first[..8].to_owned()
    } else {
        first.to_owned()
    }
}

/// `M+S`: minutes (a decimal) plus seconds a move.
fn clock(flag: &'static str, value: &str) -> Result<ClockSetting, OnlineError> {
    let bad = || OnlineError::Clock { flag, value: value.to_owned() };
    let (minutes, seconds) = value.split_once('+').ok_or_else(bad)?;
    let minutes: f64 = minutes.trim().parse().map_err(|_| bad())?;
    let seconds: u64 = seconds.trim().parse().map_err(|_| bad())?;
    if !minutes.is_finite() || !(0.0..=180.0).contains(&minutes) || seconds > 180 {
        return Err(bad());
    }
    Ok(ClockSetting { limit: Duration::from_secs_f64(minutes * 60.0), increment: Duration::from_secs(seconds) })
}

/// Waits on the event stream for the game a challenge, an accepted challenge or a
/// seek starts.
fn wait_for_game(client: &Lichess, args: &LichessArgs, me: &str) -> Result<String, OnlineError> {
    let mut events = client.stream_events()?;
    let mut seek = None;
    let mut challenge_id = None;
    if let Some(user) = &args.lichess_challenge {
        let setting = clock("--clock", args.clock.as_deref().unwrap_or(""))?;
        let color = match args.color.as_deref().map(str::to_ascii_lowercase).as_deref() {
            None | Some("random") => None,
            Some("white") => Some(Color::White),
            Some("black") => Some(Color::Black),
            Some(other) => return Err(OnlineError::Color(other.to_owned())),
        };
        let challenge = client.challenge(user, setting, args.rated, color)?;
        eprintln!("taktil: challenged {user} on Lichess ({}); waiting for the answer", challenge.url);
        challenge_id = Some(challenge.id);
    } else if let Some(value) = &args.lichess_seek {
        seek = Some(client.seek(clock("--lichess-seek", value)?)?);
        eprintln!("taktil: seeking a game on Lichess ({value}); waiting for an opponent");
    } else if args.lichess_accept {
        eprintln!("taktil: waiting for a challenge on Lichess");
    } else {
        return Err(OnlineError::NoGame);
    }
    for item in events.by_ref() {
        match item? {
            Event::GameStart(game) if challenge_id.as_ref().is_none_or(|id| *id == game.game_id) => {
                drop(seek);
                return Ok(game.game_id);
            }
            Event::Challenge(c)
                if args.lichess_accept && c.dest_user.as_ref().is_some_and(|u| u.id.eq_ignore_ascii_case(me)) =>
            {
                eprintln!("taktil: accepting the challenge of {}", c.challenger.name);
                client.accept(&c.id)?;
            }
            Event::ChallengeDeclined(c) if challenge_id.as_ref() == Some(&c.id) => {
                return Err(OnlineError::Challenge { id: c.id, what: "declined".to_owned() });
            }
            Event::ChallengeCanceled(c) if challenge_id.as_ref() == Some(&c.id) => {
                return Err(OnlineError::Challenge { id: c.id, what: "cancelled".to_owned() });
            }
            _ => {}
        }
    }
    Err(OnlineError::NoStart)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_ids_are_read_from_ids_and_addresses() {
        assert_eq!(game_id("tAkTiL33"), "tAkTiL33");
        assert_eq!(game_id("https://lichess.org/tAkTiL33/white"), "tAkTiL33");
        assert_eq!(game_id("https://lichess.org/tAkTiL33abcd"), "tAkTiL33");
    }

    #[test]
    fn clocks_are_minutes_plus_seconds() {
        let c = clock("--clock", "10+5").unwrap();
        assert_eq!((c.limit, c.increment), (Duration::from_secs(600), Duration::from_secs(5)));
        assert_eq!(clock("--clock", "0.5+0").unwrap().limit, Duration::from_secs(30));
        for bad in ["", "10", "10+", "x+5", "-1+0", "999+0", "10+999"] {
            assert!(clock("--clock", bad).is_err(), "{bad}");
        }
    }
}
