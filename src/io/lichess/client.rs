//! A blocking client of Lichess's Board API (issue 33 points 2 and 4: "a well-kept
//! HTTP client with streaming, serde for the NDJSON; no hand-written HTTP"): `ureq`
//! for HTTP and TLS, [`super::events`] for every streamed line.
//!
//! The endpoints (`lichess-org/api`, `doc/specs/tags/board/` and `tags/challenges/`):
//!
//! | call | request |
//! | --- | --- |
//! | [`Lichess::account`] | `GET /api/account` |
//! | [`Lichess::stream_events`] | `GET /api/stream/event` (NDJSON) |
//! | [`Lichess::stream_game`] | `GET /api/board/game/stream/{id}` (NDJSON) |
//! | [`Lichess::make_move`] | `POST /api/board/game/{id}/move/{uci}` |
//! | [`Lichess::draw`] | `POST /api/board/game/{id}/draw/{yes\|no}` |
//! | [`Lichess::resign`], [`Lichess::abort`], [`Lichess::claim_victory`] | `POST /api/board/game/{id}/resign` (`abort`, `claim-victory`) |
//! | [`Lichess::challenge`] | `POST /api/challenge/{user}` (form) |
//! | [`Lichess::accept`] | `POST /api/challenge/{id}/accept` |
//! | [`Lichess::seek`] | `POST /api/board/seek` (form; the answer stays open while the seek lives) |
//!
//! # Errors as a caller needs them
//!
//! Every answer but a 2xx is a [`LichessError`] with Lichess's own `error` text: 401 is
//! a wrong or revoked token, 403 a token without `board:play` (or a game that is not
//! the player's), 404 no such game or challenge, 429 [`LichessError::RateLimited`] with
//! the server's `Retry-After` or, without one, the full minute Lichess's API reference
//! asks for ("please wait a full minute before resuming API usage"), 400 and the other
//! 4xx a refusal (an illegal move, a game already over), 5xx the server failing. No
//! error and no `Debug` ever holds the token: a text a server sends back has it
//! replaced by `***`.
//!
//! # Streams
//!
//! A stream is an iterator of decoded lines ([`EventStream`]), read line by line as
//! they arrive. Lichess sends an empty line every few seconds (6 s on the event
//! stream); a stream silent for [`LichessConfig::silence`] (20 s) is taken as lost
//! ([`LichessError::Silent`]), as is a connection cut in the middle
//! ([`LichessError::Lost`]). A stream the server closes in order ends the iterator:
//! Lichess closes a game's stream when the game is over.
//!
//! One call at a time per stream: a call blocks its thread (at most
//! [`LichessConfig::timeout`] for a call, [`LichessConfig::silence`] for each wait on a
//! stream), so the session runs this client on threads of its own, never on the game
//! loop's.

use std::{
    fmt,
    io::{BufRead, BufReader, ErrorKind, Read},
    time::Duration,
};

use serde::Deserialize;
use shakmaty::{Color, uci::UciMove};
use ureq::{Body, http::Response};

use super::events::{Challenge, DecodeError, Event, MAX_LINE, decode_line};
use crate::io::{
    token::Token,
    web::{self, UrlFault, cut},
};

/// The longest a call may take, from the connection to the answer's last byte.
const TIMEOUT: Duration = Duration::from_secs(10);
/// The longest silence of a stream before it is taken as lost: about three keep-alive
/// lines missed.
const SILENCE: Duration = Duration::from_secs(20);
/// Who asks, in every request.
const USER_AGENT: &str = concat!("taktil/", env!("CARGO_PKG_VERSION"));
/// The wait after a 429 without `Retry-After`: Lichess asks for a full minute.
const RATE_LIMIT_WAIT: Duration = Duration::from_secs(60);
/// The largest answer to a call read (a challenge is some 1 KiB).
const MAX_ANSWER: u64 = 256 * 1024;
/// The longest game id, challenge id or user name taken (Lichess's are 8, 8 or 12,
/// and at most 30).
const MAX_NAME: usize = 40;

/// The client's timing: the defaults are the issue's; tests shorten them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LichessConfig {
    /// The longest a call may take.
    pub timeout: Duration,
    /// The longest a stream may stay silent before it is taken as lost.
    pub silence: Duration,
}

impl Default for LichessConfig {
    fn default() -> LichessConfig {
        LichessConfig { timeout: TIMEOUT, silence: SILENCE }
    }
}

/// A real-time clock for a challenge or a seek.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockSetting {
    /// The time each side starts with.
    pub limit: Duration,
    /// The increment per move.
    pub increment: Duration,
}

/// The player's account, as `GET /api/account` tells it.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct Account {
    /// The user id (lower case): the one of `gameFull`'s players.
    pub id: String,
    /// The name as the user writes it.
    pub username: String,
    /// `GM`, `IM`, …, `BOT`.
    pub title: Option<String>,
}

/// Why a call or a stream failed. No variant holds the token.
#[derive(Debug, thiserror::Error)]
pub enum LichessError {
    /// The base URL is not `http://HOST…` or `https://HOST…`.
    #[error("the Lichess URL '{url}' is not an http:// or https:// address with a host: {reason}")]
    BadUrl {
        /// The URL as given.
        url: String,
        /// What is wrong.
        reason: String,
    },
    /// An `https://` URL, and this taktil was built without TLS.
    #[error("the Lichess URL '{url}' needs TLS, and this taktil was built without it: build it with the `tls` feature")]
    NoTls {
        /// The URL as given.
        url: String,
    },
    /// A game id, challenge id or user name that cannot be one.
    #[error("'{name}' cannot be a Lichess {what}: letters, digits, '_' and '-' only, at most {MAX_NAME}")]
    BadName {
        /// `game id`, `challenge id` or `user name`.
        what: &'static str,
        /// The name as given.
        name: String,
    },
    /// 401: the token is wrong, or was revoked.
    #[error(
        "Lichess does not know the token (HTTP 401: {error}): it is wrong or was revoked; \
         make a new one with the scope board:play"
    )]
    Token {
        /// Lichess's words.
        error: String,
    },
    /// 403: the token lacks a scope (`board:play`), or this is not the player's to do.
    #[error("Lichess forbids it (HTTP 403: {error}): the token needs the scope board:play")]
    Forbidden {
        /// Lichess's words.
        error: String,
    },
    /// 404: no such game or challenge (or not the player's).
    #[error("Lichess has no such {what} (HTTP 404: {error})")]
    NotFound {
        /// What was asked for (`game abcd1234`).
        what: String,
        /// Lichess's words.
        error: String,
    },
    /// 400 and the other 4xx: Lichess refused (an illegal move, a game already over).
    #[error("Lichess refused {what} (HTTP {status}): {error}")]
    Refused {
        /// What was asked (`the move e2e4`).
        what: String,
        /// The status.
        status: u16,
        /// Lichess's words.
        error: String,
    },
    /// 429: too many requests; nothing may be sent before `retry_after`.
    #[error("Lichess asks to wait {} s (HTTP 429, too many requests)", retry_after.as_secs())]
    RateLimited {
        /// The server's `Retry-After`, or a minute.
        retry_after: Duration,
        /// Lichess's words.
        error: String,
    },
    /// 5xx: the server failed.
    #[error("Lichess failed (HTTP {status}): {error}")]
    Server {
        /// The status.
        status: u16,
        /// Lichess's words, or the status.
        error: String,
    },
    /// No answer: no network, a wrong host, a timeout.
    #[error("no answer from {host}: {reason}")]
    Unreachable {
        /// The host.
        host: String,
        /// What happened.
        reason: String,
    },
    /// A 2xx whose body is not what the specification says.
    #[error("Lichess's answer to {what} cannot be read: {reason}")]
    Answer {
        /// What was asked.
        what: String,
        /// What is wrong.
        reason: String,
    },
    /// A stream with no line, not even a keep-alive, for this long.
    #[error("nothing from Lichess for {} s: the stream is taken as lost", after.as_secs())]
    Silent {
        /// The silence.
        after: Duration,
    },
    /// A stream cut before the server ended it.
    #[error("the stream from Lichess was cut: {reason}")]
    Lost {
        /// What happened.
        reason: String,
    },
    /// A line of a stream that cannot be decoded.
    #[error("a line from Lichess cannot be read: {0}")]
    Decode(#[from] DecodeError),
}

impl LichessError {
    /// Whether trying again later may succeed: a lost or silent stream, no answer, a
    /// server failure or a rate limit (the caller waits [`LichessError::wait`] first).
    pub fn is_transient(&self) -> bool {
        matches!(
            self,
            LichessError::Silent { .. }
                | LichessError::Lost { .. }
                | LichessError::Unreachable { .. }
                | LichessError::Server { .. }
                | LichessError::RateLimited { .. }
        )
    }

    /// The wait the server asked for before the next request (a 429's).
    pub fn wait(&self) -> Option<Duration> {
        match self {
            LichessError::RateLimited { retry_after, .. } => Some(*retry_after),
            _ => None,
        }
    }
}

/// A client of one Lichess server for one player's token.
pub struct Lichess {
    /// For calls: each bounded by the timeout as a whole.
    calls: ureq::Agent,
    /// For streams: each read bounded by the silence, the stream itself unbounded.
    streams: ureq::Agent,
    /// The base URL, without a trailing `/`.
    base: String,
    host: String,
    token: Token,
    /// The longest silence of a stream.
    silence: Duration,
}

impl fmt::Debug for Lichess {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Lichess").field("base", &self.base).field("token", &self.token).finish_non_exhaustive()
    }
}

impl Lichess {
    /// A client of the server at `base_url` (`https://lichess.org`, or a test's
    /// `http://127.0.0.1:PORT`) with the default timing. Nothing is sent yet.
    ///
    /// # Errors
    /// A URL that is not `http://` or `https://` with a host, or `https://` in a taktil
    /// built without TLS.
    pub fn new(base_url: &str, token: Token) -> Result<Lichess, LichessError> {
        Lichess::with_config(base_url, token, LichessConfig::default())
    }

    /// [`Lichess::new`] with this timing.
    ///
    /// # Errors
    /// As [`Lichess::new`].
    pub fn with_config(base_url: &str, token: Token, config: LichessConfig) -> Result<Lichess, LichessError> {
        let host = check_url(base_url)?;
        // Both agents: the token must not follow a redirect anywhere, and 4xx and 5xx
        // are answers to read (their `error`), not errors.
        let calls: ureq::Agent = ureq::Agent::config_builder()
            .max_redirects(0)
            .http_status_as_error(false)
            .user_agent(USER_AGENT)
            .timeout_global(Some(config.timeout))
            .build()
            .into();
        let streams: ureq::Agent = ureq::Agent::config_builder()
            .max_redirects(0)
            .http_status_as_error(false)
            .user_agent(USER_AGENT)
            .timeout_connect(Some(config.timeout))
            .timeout_recv_response(Some(config.timeout))
            .timeout_per_read(Some(config.silence))
            .build()
            .into();
        Ok(Lichess {
            calls,
            streams,
            base: base_url.trim_end_matches('/').to_owned(),
            host,
            token,
            silence: config.silence,
        })
    }

    /// The player's account: checks the token and tells the user id, as `gameFull`'s
    /// players name it. (`/api/account` needs no scope: a token without `board:play`
    /// passes here and is refused by the streams with 403.)
    ///
    /// # Errors
    /// A wrong or revoked token ([`LichessError::Token`]), no answer, or an answer not
    /// in the specification's shape.
    pub fn account(&self) -> Result<Account, LichessError> {
        let what = "the account";
        let answer =
            self.call(self.calls.get(self.url("/api/account")).header("Authorization", self.bearer()).call(), what)?;
        self.json(answer, what)
    }

    /// The player's events: games that start and finish, challenges. The stream opens
    /// with every current challenge and game.
    ///
    /// # Errors
    /// As a call: the stream could not be opened.
    pub fn stream_events(&self) -> Result<EventStream, LichessError> {
        self.stream("/api/stream/event".to_owned(), "the event stream".to_owned())
    }

    /// The game `id`'s stream: `gameFull` first, then `gameState`, `chatLine`,
    /// `opponentGone`; it ends when the game is over.
    ///
    /// # Errors
    /// As a call; a game that is not found or not the player's is
    /// [`LichessError::NotFound`].
    pub fn stream_game(&self, id: &str) -> Result<EventStream, LichessError> {
        let id = name(id, "game id")?;
        self.stream(format!("/api/board/game/stream/{id}"), format!("game {id}"))
    }

    /// Plays `uci` in the game `id`.
    ///
    /// # Errors
    /// [`LichessError::Refused`] with Lichess's words for a move it does not take (not
    /// the player's turn, illegal, the game over); the others as any call.
    pub fn make_move(&self, id: &str, uci: &UciMove) -> Result<(), LichessError> {
        let id = name(id, "game id")?;
        self.post(&format!("/api/board/game/{id}/move/{uci}"), &format!("the move {uci}"))
    }

    /// Offers or accepts a draw (`yes`), or declines the opponent's offer (`!yes`).
    ///
    /// # Errors
    /// As [`Lichess::make_move`].
    pub fn draw(&self, id: &str, yes: bool) -> Result<(), LichessError> {
        let id = name(id, "game id")?;
        let (word, what) = if yes { ("yes", "the draw") } else { ("no", "declining the draw") };
        self.post(&format!("/api/board/game/{id}/draw/{word}"), what)
    }

    /// Resigns the game.
    ///
    /// # Errors
    /// As [`Lichess::make_move`].
    pub fn resign(&self, id: &str) -> Result<(), LichessError> {
        let id = name(id, "game id")?;
        self.post(&format!("/api/board/game/{id}/resign"), "the resignation")
    }

    /// Aborts the game (before each side's first move).
    ///
    /// # Errors
    /// As [`Lichess::make_move`].
    pub fn abort(&self, id: &str) -> Result<(), LichessError> {
        let id = name(id, "game id")?;
        self.post(&format!("/api/board/game/{id}/abort"), "the abort")
    }

    /// Claims the win when the opponent has left (after `opponentGone`'s wait).
    ///
    /// # Errors
    /// As [`Lichess::make_move`].
    pub fn claim_victory(&self, id: &str) -> Result<(), LichessError> {
        let id = name(id, "game id")?;
        self.post(&format!("/api/board/game/{id}/claim-victory"), "the claim of the win")
    }

    /// Challenges `user` to a game with this clock, rated or not, the player with
    /// `color` (`None`: Lichess draws lots). Lichess drops a real-time challenge not
    /// accepted within 20 s; the game starts on the event stream with the challenge's id.
    ///
    /// # Errors
    /// As a call; a clock Lichess does not take is [`LichessError::Refused`].
    pub fn challenge(
        &self,
        user: &str,
        clock: ClockSetting,
        rated: bool,
        color: Option<Color>,
    ) -> Result<Challenge, LichessError> {
        let user = name(user, "user name")?;
        let what = format!("the challenge to {user}");
        let form = [
            ("rated", rated.to_string()),
            ("clock.limit", clock.limit.as_secs().to_string()),
            ("clock.increment", clock.increment.as_secs().to_string()),
            ("color", color.map_or("random", |c| c.fold_wb("white", "black")).to_owned()),
        ];
        let request =
            self.calls.post(self.url(&format!("/api/challenge/{user}"))).header("Authorization", self.bearer());
        let answer = self.call(request.send_form(form.iter().map(|(k, v)| (*k, v.as_str()))), &what)?;
        // The specification answers the challenge itself; older servers wrapped it in
        // `{"challenge": …}`: both are read.
        let value: serde_json::Value = self.json(answer, &what)?;
        let inner = value.get("challenge").filter(|c| c.is_object()).cloned().unwrap_or(value);
        serde_json::from_value(inner).map_err(|e| LichessError::Answer { what, reason: e.to_string() })
    }

    /// Accepts the challenge `id`; the game starts on the event stream.
    ///
    /// # Errors
    /// As a call; a challenge gone is [`LichessError::NotFound`].
    pub fn accept(&self, id: &str) -> Result<(), LichessError> {
        let id = name(id, "challenge id")?;
        self.post(&format!("/api/challenge/{id}/accept"), &format!("accepting challenge {id}"))
    }

    /// Seeks a game with this clock from the lobby. The seek lives as long as the
    /// returned [`Seek`] (Lichess cancels it when the connection closes); open the event
    /// stream first, where the game starts.
    ///
    /// # Errors
    /// As a call; a clock the Board API does not take (bullet, blitz) is
    /// [`LichessError::Refused`].
    pub fn seek(&self, clock: ClockSetting) -> Result<Seek, LichessError> {
        let what = "the seek".to_owned();
        let minutes = clock.limit.as_secs_f64() / 60.0;
        let form = [("time", minutes.to_string()), ("increment", clock.increment.as_secs().to_string())];
        let request = self.streams.post(self.url("/api/board/seek")).header("Authorization", self.bearer());
        let answer = self.call(request.send_form(form.iter().map(|(k, v)| (*k, v.as_str()))), &what)?;
        Ok(Seek { stream: self.event_stream(answer) })
    }

    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    fn bearer(&self) -> String {
        format!("Bearer {}", self.token.secret())
    }

    /// A `POST` without a body whose answer is `{"ok":true}`.
    fn post(&self, path: &str, what: &str) -> Result<(), LichessError> {
        let request = self.calls.post(self.url(path)).header("Authorization", self.bearer());
        let mut answer = self.call(request.send_empty(), what)?;
        // The body says no more than the status; it is read so the connection is reused.
        let _ = answer.body_mut().with_config().limit(MAX_ANSWER).read_to_vec();
        Ok(())
    }

    /// Opens a stream.
    fn stream(&self, path: String, what: String) -> Result<EventStream, LichessError> {
        let request = self.streams.get(self.url(&path)).header("Authorization", self.bearer());
        let answer = self.call(request.call(), &what)?;
        Ok(self.event_stream(answer))
    }

    fn event_stream(&self, answer: Response<Body>) -> EventStream {
        EventStream::new(answer.into_body().into_reader(), self.token.secret().to_owned(), self.silence)
    }

    /// The answer when it is a 2xx, else the error its status and body mean.
    fn call(&self, result: Result<Response<Body>, ureq::Error>, what: &str) -> Result<Response<Body>, LichessError> {
        let mut answer = result
            .map_err(|e| LichessError::Unreachable { host: self.host.clone(), reason: self.redact(&transport(&e)) })?;
        let status = answer.status().as_u16();
        if (200..300).contains(&status) {
            return Ok(answer);
        }
        let retry = answer.headers().get("retry-after").and_then(|v| v.to_str().ok()).map(str::to_owned);
        let body =
            answer.body_mut().with_config().limit(MAX_ANSWER).lossy_utf8(true).read_to_string().unwrap_or_default();
        Err(status_error(status, retry.as_deref(), &self.redact(&body), what))
    }

    /// A 2xx's body as `T`.
    fn json<T: serde::de::DeserializeOwned>(&self, mut answer: Response<Body>, what: &str) -> Result<T, LichessError> {
        let bad = |reason: String| LichessError::Answer { what: what.to_owned(), reason };
        let body = answer
            .body_mut()
            .with_config()
            .limit(MAX_ANSWER)
            .read_to_string()
            .map_err(|e| bad(self.redact(&transport(&e))))?;
        serde_json::from_str(&body).map_err(|e| bad(e.to_string()))
    }

    /// `text` with the token, should a server echo it, replaced by `***`.
    fn redact(&self, text: &str) -> String {
        text.replace(self.token.secret(), "***")
    }
}

/// The error an answer other than 2xx means (issue 33 point 2).
fn status_error(status: u16, retry: Option<&str>, body: &str, what: &str) -> LichessError {
    let error = error_text(body).unwrap_or_else(|| format!("HTTP {status}"));
    match status {
        401 => LichessError::Token { error },
        403 => LichessError::Forbidden { error },
        404 => LichessError::NotFound { what: what.trim_start_matches("the ").to_owned(), error },
        429 => LichessError::RateLimited {
            retry_after: retry.and_then(crate::io::push::retry_after).unwrap_or(RATE_LIMIT_WAIT),
            error,
        },
        500..=599 => LichessError::Server { status, error },
        _ => LichessError::Refused { what: what.to_owned(), status, error },
    }
}

/// Lichess's `{"error": "…"}`, else the first line of a body that is not JSON; cut.
fn error_text(body: &str) -> Option<String> {
    #[derive(Deserialize)]
    struct Error {
        error: serde_json::Value,
    }
    let text = match serde_json::from_str::<Error>(body) {
        Ok(Error { error: serde_json::Value::String(text) }) => text,
        // Lichess answers a form it refuses with `{"error": {"field": ["why"]}}`.
        Ok(Error { error }) => error.to_string(),
        Err(_) => body.lines().map(str::trim).find(|l| !l.is_empty() && !l.starts_with('<'))?.to_owned(),
    };
    Some(cut(&text))
}

/// A request that got no answer, in words.
fn transport(error: &ureq::Error) -> String {
    match error {
        ureq::Error::Timeout(_) => "no answer in time".to_owned(),
        ureq::Error::HostNotFound => "the host is not found (no network, or a wrong name)".to_owned(),
        ureq::Error::ConnectionFailed => "cannot connect".to_owned(),
        other => other.to_string(),
    }
}

/// `name` when it can be a Lichess id or user name (so it can go in a path as it is).
fn name<'a>(name: &'a str, what: &'static str) -> Result<&'a str, LichessError> {
    let fits = !name.is_empty()
        && name.len() <= MAX_NAME
        && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-');
    if fits { Ok(name) } else { Err(LichessError::BadName { what, name: cut(name) }) }
}

/// The URL's host, when `url` is `http://HOST…` or `https://HOST…` and this taktil can
/// speak its scheme.
fn check_url(url: &str) -> Result<String, LichessError> {
    let bad = |reason: &str| LichessError::BadUrl { url: url.to_owned(), reason: reason.to_owned() };
    match web::host_of(url) {
        Ok((_, uri)) if uri.query().is_some() => Err(bad("it has a query")),
        Ok((host, _)) => Ok(host),
        Err(UrlFault::NoTls) => Err(LichessError::NoTls { url: url.to_owned() }),
        Err(UrlFault::Bad(reason)) => Err(bad(reason)),
    }
}

/// The lines of one NDJSON stream, decoded as they arrive. Keep-alive lines are read
/// and skipped. After a [`LichessError::Silent`], a [`LichessError::Lost`] or a line
/// too long, the iterator ends; after a line that does not decode it goes on.
pub struct EventStream {
    /// `None` once the stream is over.
    reader: Option<BufReader<Box<dyn Read + Send>>>,
    buf: Vec<u8>,
    /// To take out of what the stream's errors say.
    secret: String,
    /// The read timeout, for [`LichessError::Silent`].
    silence: Duration,
}

impl fmt::Debug for EventStream {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("EventStream").field("open", &self.reader.is_some()).finish_non_exhaustive()
    }
}

impl EventStream {
    fn new(reader: impl Read + Send + 'static, secret: String, silence: Duration) -> EventStream {
        let reader: Box<dyn Read + Send> = Box::new(reader);
        EventStream { reader: Some(BufReader::new(reader)), buf: Vec::new(), secret, silence }
    }

    /// The next line: `Ok(Some(line))`, `Ok(None)` at the orderly end.
    fn read_line(&mut self) -> Result<Option<String>, LichessError> {
        let Some(reader) = self.reader.as_mut() else { return Ok(None) };
        self.buf.clear();
        let limit = u64::try_from(MAX_LINE).unwrap_or(u64::MAX) + 1;
        match reader.by_ref().take(limit).read_until(b'\n', &mut self.buf) {
            Ok(0) => Ok(None),
            Ok(_) if self.buf.len() > MAX_LINE => Err(DecodeError::TooLong { length: self.buf.len() }.into()),
            Ok(_) if self.buf.last() != Some(&b'\n') => {
                Err(LichessError::Lost { reason: "the stream ended in the middle of a line".to_owned() })
            }
            Ok(_) => Ok(Some(String::from_utf8_lossy(&self.buf).into_owned())),
            Err(error) => Err(read_error(error, &self.secret, self.silence)),
        }
    }
}

/// What a failed read of a stream means: silence past the read timeout, or a cut.
fn read_error(error: std::io::Error, secret: &str, silence: Duration) -> LichessError {
    if matches!(error.kind(), ErrorKind::TimedOut | ErrorKind::WouldBlock) {
        return LichessError::Silent { after: silence };
    }
    match ureq::Error::from(error) {
        ureq::Error::Timeout(_) => LichessError::Silent { after: silence },
        other => LichessError::Lost { reason: other.to_string().replace(secret, "***") },
    }
}

impl Iterator for EventStream {
    type Item = Result<Event, LichessError>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            match self.read_line() {
                Ok(None) => {
                    self.reader = None;
                    return None;
                }
                Ok(Some(line)) => match decode_line(&line) {
                    Ok(None) => {}
                    Ok(Some(event)) => return Some(Ok(event)),
                    Err(error) => return Some(Err(error.into())),
                },
                Err(error) => {
                    self.reader = None;
                    return Some(Err(error));
                }
            }
        }
    }
}

/// A seek in the lobby, alive while this value is: dropping it closes the connection,
/// and Lichess cancels the seek.
#[derive(Debug)]
pub struct Seek {
    stream: EventStream,
}

impl Seek {
    /// Waits until Lichess closes the seek: a game was found (it starts on the event
    /// stream) or the seek expired.
    ///
    /// # Errors
    /// A silent or cut connection: the seek is gone, and may be made again.
    pub fn wait(mut self) -> Result<(), LichessError> {
        loop {
            match self.stream.next() {
                None => return Ok(()),
                Some(Err(error @ (LichessError::Silent { .. } | LichessError::Lost { .. }))) => return Err(error),
                // Lichess sends nothing but keep-alives here; anything else is ignored.
                Some(_) => {}
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::web::{MAX_ERROR, TLS};

    #[test]
    fn statuses_become_the_errors_a_caller_acts_on() {
        let e = status_error(401, None, r#"{"error":"No such token"}"#, "the account");
        assert!(matches!(&e, LichessError::Token { error } if error == "No such token"), "{e}");
        assert!(e.to_string().contains("wrong or was revoked"), "{e}");
        let e = status_error(403, None, r#"{"error":"Missing scope"}"#, "the event stream");
        assert!(matches!(e, LichessError::Forbidden { .. }));
        let e = status_error(404, None, "", "game abcdefgh");
        assert!(matches!(&e, LichessError::NotFound { error, .. } if error == "HTTP 404"), "{e}");
        let e = status_error(400, None, r#"{"error":"Not your turn, or game already over"}"#, "the move e2e4");
        assert!(
            matches!(&e, LichessError::Refused { status: 400, error, .. } if error == "Not your turn, or game already over")
        );
        assert_eq!(e.to_string(), "Lichess refused the move e2e4 (HTTP 400): Not your turn, or game already over");
        assert!(!e.is_transient());
        let e = status_error(400, None, r#"{"error":{"clock.limit":["Invalid value"]}}"#, "the challenge");
        assert!(e.to_string().contains("Invalid value"), "{e}");
        let e = status_error(429, Some("7"), "", "the move e2e4");
        assert_eq!(e.wait(), Some(Duration::from_secs(7)));
        assert!(e.is_transient());
        let e = status_error(429, None, "", "the move e2e4");
        assert_eq!(e.wait(), Some(Duration::from_secs(60)), "a full minute without Retry-After");
        let e = status_error(502, None, "<html>\n<body>Bad gateway</body>", "the seek");
        assert!(matches!(&e, LichessError::Server { status: 502, error } if error == "HTTP 502"), "{e}");
        let e = status_error(400, None, &format!(r#"{{"error":"{}"}}"#, "x".repeat(1000)), "the move e2e4");
        assert!(matches!(&e, LichessError::Refused { error, .. } if error.chars().count() == MAX_ERROR + 1));
    }

    #[test]
    fn names_go_into_paths_only_when_they_can_be_lichess_names() {
        assert_eq!(name("5IrD6Gzz", "game id").unwrap(), "5IrD6Gzz");
        assert_eq!(name("Some_User-1", "user name").unwrap(), "Some_User-1");
        for bad in ["", "a/b", "../account", "a b", "a?x=1", "é", &"a".repeat(41)] {
            assert!(matches!(name(bad, "game id"), Err(LichessError::BadName { .. })), "{bad}");
        }
    }

    #[test]
    fn the_url_must_be_http_with_a_host() {
        for url in ["lichess.org", "ftp://lichess.org", "http://", "", "http://x/?a=1"] {
            assert!(matches!(check_url(url), Err(LichessError::BadUrl { .. })), "{url}");
        }
        assert_eq!(check_url("http://127.0.0.1:8080").unwrap(), "127.0.0.1");
        let https = check_url("https://lichess.org");
        if TLS {
            assert_eq!(https.unwrap(), "lichess.org");
        } else {
            assert!(matches!(https, Err(LichessError::NoTls { .. })));
        }
    }

    #[test]
    fn a_stream_reads_lines_skips_keep_alives_and_ends_in_order() {
        let text = "\n{\"type\":\"opponentGone\",\"gone\":false}\n\n\nnot json\n{\"type\":\"x\"}\n";
        let stream = EventStream::new(std::io::Cursor::new(text.as_bytes().to_vec()), "s".into(), SILENCE);
        let items: Vec<_> = stream.collect();
        assert_eq!(items.len(), 3);
        assert!(matches!(items[0], Ok(Event::OpponentGone(_))));
        assert!(matches!(items[1], Err(LichessError::Decode(DecodeError::Json { .. }))));
        assert!(matches!(&items[2], Ok(Event::Unknown { kind }) if kind == "x"));
    }

    #[test]
    fn a_stream_cut_in_a_line_or_with_an_endless_line_is_lost() {
        let cut = EventStream::new(std::io::Cursor::new(b"{\"type\":\"gameSt".to_vec()), "s".into(), SILENCE);
        let items: Vec<_> = cut.collect();
        assert!(matches!(items.as_slice(), [Err(LichessError::Lost { .. })]));
        let endless = EventStream::new(std::io::repeat(b'a'), "s".into(), SILENCE);
        let items: Vec<_> = endless.take(3).collect();
        assert!(matches!(items.as_slice(), [Err(LichessError::Decode(DecodeError::TooLong { .. }))]));
    }
}
