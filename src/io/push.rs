//! The broadcast push (issue 32 point 3): the live game's PGN sent to a Lichess
//! broadcast round's push endpoint after each made move and the result, so the blind
//! player's game appears in the tournament's live broadcast next to the DGT boards.
//!
//! The contract (Lichess's relay, `lichess-org/lila` `modules/relay/`, and its API
//! specification): `POST {URL}` (the round's whole push URL,
//! `https://lichess.org/api/broadcast/round/{id}/push`) with `Authorization: Bearer
//! <token>` and `Content-Type: text/plain`, the body the game's PGN. Lichess answers
//! 200 `{"games":[{"tags":{…},"moves":N} | {"tags":{…},"error":"…"}]}`, 400
//! `{"error":"…"}`, 401 or 403 for a bad token or a user who is not a contributor,
//! 429 when pushed to too often (perhaps with `Retry-After`), 5xx when it is down. A
//! later PGN of the same game whose main line differs replaces the earlier one (a
//! take-back is republished by pushing the shorter game); the round's other games stay.
//!
//! # Flow
//!
//! - [`read_token`] reads the token from a file that only its owner may read, and
//!   holds it in a [`Token`] that never shows it (both shared with the Board API
//!   client, in `io::token`) (issue 32 point 3: "the token never
//!   appears in a log, the journal or an error message").
//! - [`Pusher::start`] checks the URL and starts one thread that owns the HTTP client
//!   (`ureq`). [`Pusher::push`] puts the newest PGN in a slot of one and returns at
//!   once: a PGN not yet sent is replaced by a newer one (the newer one holds every
//!   move of the older), so the game loop never waits on the network and nothing
//!   piles up.
//! - The thread sends the slot's PGN (10 s for the whole request), and tells each
//!   outcome through the caller's `report` as a [`PushReport`]: sent, refused by
//!   Lichess (its own words), or failed and tried again after 1, 2, 4 … up to 60 s,
//!   with a little jitter (or after the `Retry-After` of a 429). A refused PGN is not
//!   sent again, but the next one is; a PGN equal to the last one Lichess answered is
//!   not sent twice.
//! - [`Pusher::flush`] waits, up to a bound, until the newest PGN is answered: the
//!   session calls it at the end of the game so the result reaches the broadcast.
//!   Dropping the [`Pusher`] returns within half a second even with a request in
//!   flight: the thread is told to stop, and if its request is still out it is left
//!   to end by itself at the request's timeout, reporting nothing more.
//!
//! A failing push is for the arbiter (the view and the log), never a sentence for the
//! blind player (issue 32 point 3); what to show is the caller's choice.
//!
//! # Limits
//!
//! - `https://` needs the `tls` feature (ureq's TLS); without it an `https://` URL is
//!   refused at start with [`PushError::NoTls`].
//! - On Windows the token file's permissions are not checked (see `io::token`).
//! - Lichess drops a game without White and Black names, or with names shorter than
//!   two letters, without saying so in its answer (`RelayInputSanity`,
//!   `hasUnknownPlayer`): the session must refuse such tags at start (issue 32 point 1).

use std::{
    fmt,
    path::Path,
    sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError, mpsc},
    thread::{self, JoinHandle},
    time::{Duration, Instant},
};

use rand::Rng;
use serde::Deserialize;

use super::web::{self, UrlFault, cut};

/// The longest a push may take, from the connection to the answer's last byte.
const TIMEOUT: Duration = Duration::from_secs(10);
/// The wait after the first failure; doubled after each further one.
const FIRST_BACKOFF: Duration = Duration::from_secs(1);
/// The longest wait between two tries.
const MAX_BACKOFF: Duration = Duration::from_secs(60);
/// The longest `Retry-After` honoured: a longer one is cut to this.
const MAX_RETRY_AFTER: Duration = Duration::from_secs(600);
/// How long dropping a [`Pusher`] waits for its thread before leaving it to end alone.
const STOP_WAIT: Duration = Duration::from_millis(500);
/// The largest answer read (Lichess's answer for one game is some hundred bytes).
const MAX_ANSWER: u64 = 64 * 1024;

pub use super::token::{Token, TokenError};

/// The scope a broadcast push needs (Lichess: a contributor's `study:write`).
const SCOPE: &str = "study:write";

/// Reads the push token from `path` ([`super::token::read_token`]: a file that only its
/// owner may read, holding the token alone).
///
/// # Errors
/// As [`super::token::read_token`]; the error never contains the file's text.
pub fn read_token(path: &Path) -> Result<Token, TokenError> {
    super::token::read_token(path, SCOPE)
}

/// Why the push could not start.
#[derive(Debug, thiserror::Error)]
pub enum PushError {
    /// The URL is not `http://HOST…` or `https://HOST…`.
    #[error("the push URL '{url}' is not an http:// or https:// address with a host: {reason}")]
    BadUrl {
        /// The URL as given.
        url: String,
        /// What is wrong.
        reason: String,
    },
    /// An `https://` URL, and this taktil was built without TLS.
    #[error(
        "the push URL '{url}' needs TLS, and this taktil was built without it: \
         build it with the `tls` feature"
    )]
    NoTls {
        /// The URL as given.
        url: String,
    },
    /// The push thread could not be started.
    #[error("cannot start the push thread: {reason}")]
    Thread {
        /// The system's words.
        reason: String,
    },
}

/// One outcome of a push, for the arbiter's view and the log. No text in it ever
/// contains the token: what the server says is searched for it and `***` put instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PushReport {
    /// Lichess took the game: `moves` is the length of the main line it holds (when its
    /// answer says).
    Sent {
        /// The plies Lichess counted.
        moves: Option<u32>,
    },
    /// Lichess refused the PGN (a bad token, a user who is not a contributor, a round
    /// with an upstream URL, a game it cannot read). The same PGN is not sent again;
    /// the next one is.
    Refused {
        /// The HTTP status (200 when the answer refused the game itself).
        status: u16,
        /// Lichess's own words (the answer's `error`, or the game's).
        error: String,
    },
    /// No answer, or one that asks to try again (429, 5xx): the newest PGN is sent
    /// again after `retry_in`.
    Failed {
        /// What happened.
        reason: String,
        /// The wait before the next try.
        retry_in: Duration,
    },
}

impl fmt::Display for PushReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PushReport::Sent { moves: Some(moves) } => write!(f, "pushed to the broadcast ({moves} plies)"),
            PushReport::Sent { moves: None } => f.write_str("pushed to the broadcast"),
            PushReport::Refused { status, error } => {
                write!(f, "the broadcast refused the game (HTTP {status}): {error}")
            }
            PushReport::Failed { reason, retry_in } => {
                write!(f, "the broadcast is not reachable: {reason}; next try in {} s", retry_in.as_secs_f64().ceil())
            }
        }
    }
}

/// The push's timing: the defaults are the issue's (10 s per request, back-off from
/// 1 s doubled up to 60 s); tests shorten them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PushConfig {
    /// The longest a request may take, from the connection to the answer's end.
    pub timeout: Duration,
    /// The wait after the first failure in a row; doubled after each further one.
    pub first_backoff: Duration,
    /// The longest wait between tries.
    pub max_backoff: Duration,
}

impl Default for PushConfig {
    fn default() -> PushConfig {
        PushConfig { timeout: TIMEOUT, first_backoff: FIRST_BACKOFF, max_backoff: MAX_BACKOFF }
    }
}

/// The wait after the `failures`-th failure in a row (counting from 1), before jitter:
/// `first_backoff` doubled `failures - 1` times, at most `max_backoff`.
pub fn backoff(config: &PushConfig, failures: u32) -> Duration {
    let factor = 1u32.checked_shl(failures.saturating_sub(1)).unwrap_or(u32::MAX);
    config.first_backoff.saturating_mul(factor).min(config.max_backoff)
}

/// A back-off with up to a tenth added at random, so that several taktils that lost
/// the same server do not all come back in the same second.
fn with_jitter(wait: Duration) -> Duration {
    let tenth = u64::try_from(wait.as_millis() / 10).unwrap_or(u64::MAX);
    wait + Duration::from_millis(rand::rng().random_range(0..=tenth))
}

/// A `Retry-After` header's wait: its delay in seconds (at most ten minutes). The
/// other form, an HTTP date, gives `None`: the back-off applies.
pub fn retry_after(value: &str) -> Option<Duration> {
    let seconds: u64 = value.trim().parse().ok()?;
    Some(Duration::from_secs(seconds).min(MAX_RETRY_AFTER))
}

/// What one answer means, before the token is searched for.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Answer {
    Sent { moves: Option<u32> },
    Refused { status: u16, error: String },
    Retry { reason: String, after: Option<Duration> },
}

/// Lichess's push answer: `games` on 200, `error` on 400.
#[derive(Deserialize)]
struct PushAnswer {
    #[serde(default)]
    games: Vec<GameAnswer>,
    error: Option<String>,
}

/// One game of a 200 answer: its moves, or why it was refused.
#[derive(Deserialize)]
struct GameAnswer {
    moves: Option<u32>,
    error: Option<String>,
}

/// What an answer with this status, `Retry-After` and body means (issue 32 point 3:
/// "retries and back-off"). A 2xx took the game, unless one of its games carries an
/// `error` (Lichess's way of refusing a game it cannot read); 408, 429 and 5xx are
/// tried again; every other status is a refusal, not tried again for the same PGN.
fn decode(status: u16, retry: Option<&str>, body: &str) -> Answer {
    let answer: Option<PushAnswer> = serde_json::from_str(body).ok();
    let error = answer.as_ref().and_then(|a| a.error.clone()).map(|e| cut(&e));
    match status {
        200..=299 => {
            // A 2xx whose body is not Lichess's shape still took the PGN.
            let Some(answer) = answer else { return Answer::Sent { moves: None } };
            let refusals: Vec<String> = answer.games.iter().filter_map(|g| g.error.clone()).collect();
            if !refusals.is_empty() {
                return Answer::Refused { status, error: cut(&refusals.join("; ")) };
            }
            if let Some(error) = error {
                return Answer::Refused { status, error };
            }
            match answer.games.first() {
                Some(game) => Answer::Sent { moves: game.moves },
                None => Answer::Refused { status, error: "the answer lists no game: Lichess kept nothing".to_owned() },
            }
        }
        300..=399 => Answer::Refused {
            status,
            error: "the server answered with a redirect: give the round's push URL itself".to_owned(),
        },
        408 | 429 | 500..=599 => {
            let words = error.or_else(|| plain(body)).map(|e| format!(": {e}")).unwrap_or_default();
            let what = if status == 429 { "too many pushes" } else { "the server failed" };
            Answer::Retry { reason: format!("{what} (HTTP {status}){words}"), after: retry.and_then(retry_after) }
        }
        _ => {
            Answer::Refused { status, error: error.or_else(|| plain(body)).unwrap_or_else(|| format!("HTTP {status}")) }
        }
    }
}

/// A body that is not JSON, as an error text: its first line, cut; `None` when empty.
fn plain(body: &str) -> Option<String> {
    let line = body.lines().map(str::trim).find(|l| !l.is_empty())?;
    Some(cut(line))
}

/// The latest PGN and how far the thread has come, shared by the caller and the thread.
#[derive(Default)]
struct Slot {
    /// The newest PGN given and not yet taken by the thread, with its number.
    pending: Option<(u64, String)>,
    /// The number of the newest PGN given (0: none yet).
    given: u64,
    /// The number of the newest PGN whose push is over: sent, refused, or equal to the
    /// last one answered.
    settled: u64,
    /// Set when the [`Pusher`] is dropped.
    stop: bool,
}

struct Shared {
    slot: Mutex<Slot>,
    changed: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Slot> {
        // A report that panicked on the thread must not take the session with it.
        self.slot.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// The push to one broadcast round: one thread that sends the newest PGN it was given.
/// Dropping it stops the thread (see the module's "Flow").
pub struct Pusher {
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
    /// Disconnected when the thread has ended.
    ended: Option<mpsc::Receiver<()>>,
}

impl fmt::Debug for Pusher {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Pusher").finish_non_exhaustive()
    }
}

impl Pusher {
    /// Checks `url` and starts the push thread with the default timing; every outcome
    /// is given to `report`, on the thread.
    ///
    /// # Errors
    /// When the URL is not `http://` or `https://` with a host, when it is `https://`
    /// and this taktil has no TLS, or when the thread cannot start.
    pub fn start(url: String, token: Token, report: impl Fn(PushReport) + Send + 'static) -> Result<Pusher, PushError> {
        Pusher::start_with(url, token, PushConfig::default(), report)
    }

    /// [`Pusher::start`] with this timing.
    ///
    /// # Errors
    /// As [`Pusher::start`].
    pub fn start_with(
        url: String,
        token: Token,
        config: PushConfig,
        report: impl Fn(PushReport) + Send + 'static,
    ) -> Result<Pusher, PushError> {
        let host = check_url(&url)?;
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .timeout_global(Some(config.timeout))
            // Lichess's push URL does not move; a redirect is a wrong URL, and the
            // token must not follow it anywhere.
            .max_redirects(0)
            // 4xx and 5xx are answers to read (their `error`), not errors.
            .http_status_as_error(false)
            .user_agent(concat!("taktil/", env!("CARGO_PKG_VERSION")))
            .build()
            .into();
        let shared = Arc::new(Shared { slot: Mutex::new(Slot::default()), changed: Condvar::new() });
        let (alive, ended) = mpsc::channel::<()>();
        let run = Run {
            agent,
            url,
            host,
            token,
            config,
            shared: Arc::clone(&shared),
            report,
            last_answered: None,
            failures: 0,
        };
        let thread = thread::Builder::new()
            .name("push".into())
            .spawn(move || {
                let _alive = alive;
                run.run();
            })
            .map_err(|e| PushError::Thread { reason: e.to_string() })?;
        Ok(Pusher { shared, thread: Some(thread), ended: Some(ended) })
    }

    /// Gives the thread the game's PGN as it stands now, and returns at once: a PGN
    /// given before and not yet sent is replaced by this one (latest wins).
    pub fn push(&self, pgn: String) {
        let mut slot = self.shared.lock();
        slot.given += 1;
        slot.pending = Some((slot.given, pgn));
        drop(slot);
        self.shared.changed.notify_all();
    }

    /// Waits until the newest PGN given is answered (sent, or refused), or `wait` has
    /// passed: `true` when it is (or nothing was ever given).
    pub fn flush(&self, wait: Duration) -> bool {
        let deadline = Instant::now() + wait;
        let mut slot = self.shared.lock();
        while slot.settled < slot.given && !slot.stop {
            let now = Instant::now();
            if now >= deadline {
                return false;
            }
            slot = self.shared.changed.wait_timeout(slot, deadline - now).unwrap_or_else(PoisonError::into_inner).0;
        }
        slot.settled >= slot.given
    }
}

impl Drop for Pusher {
    fn drop(&mut self) {
        let mut slot = self.shared.lock();
        slot.stop = true;
        slot.pending = None;
        drop(slot);
        self.shared.changed.notify_all();
        // The thread ends at once unless a request is in flight; that one ends within
        // its timeout, and the thread with it, without holding up the session.
        if let Some(ended) = self.ended.take() {
            let _ = ended.recv_timeout(STOP_WAIT);
        }
        if let Some(thread) = self.thread.take()
            && thread.is_finished()
        {
            let _ = thread.join();
        }
    }
}

/// The URL's host, when `url` is `http://HOST…` or `https://HOST…` and this taktil can
/// speak its scheme.
fn check_url(url: &str) -> Result<String, PushError> {
    match web::host_of(url) {
        Ok((host, _)) => Ok(host),
        Err(UrlFault::NoTls) => Err(PushError::NoTls { url: url.to_owned() }),
        Err(UrlFault::Bad(reason)) => Err(PushError::BadUrl { url: url.to_owned(), reason: reason.to_owned() }),
    }
}

/// The push thread's state.
struct Run<R> {
    agent: ureq::Agent,
    url: String,
    host: String,
    token: Token,
    config: PushConfig,
    shared: Arc<Shared>,
    report: R,
    /// The last PGN Lichess answered (took or refused): not sent again.
    last_answered: Option<String>,
    /// Failures in a row, for the back-off.
    failures: u32,
}

impl<R: Fn(PushReport)> Run<R> {
    fn run(mut self) {
        while let Some((number, pgn)) = self.next() {
            if self.last_answered.as_deref() == Some(pgn.as_str()) {
                self.settle(number);
                continue;
            }
            match self.post(&pgn) {
                Answer::Sent { moves } => {
                    self.failures = 0;
                    self.last_answered = Some(pgn);
                    self.tell(PushReport::Sent { moves });
                    self.settle(number);
                }
                Answer::Refused { status, error } => {
                    // Issue 32 point 3: 400, 401 and 403 are not tried again for the
                    // same PGN, but reported; a later PGN is still tried.
                    self.failures = 0;
                    self.last_answered = Some(pgn);
                    self.tell(PushReport::Refused { status, error: self.redact(&error) });
                    self.settle(number);
                }
                Answer::Retry { reason, after } => {
                    self.failures = self.failures.saturating_add(1);
                    let retry_in = after.unwrap_or_else(|| with_jitter(backoff(&self.config, self.failures)));
                    self.tell(PushReport::Failed { reason: self.redact(&reason), retry_in });
                    self.put_back(number, pgn);
                    if !self.pause(retry_in) {
                        return;
                    }
                }
            }
        }
    }

    /// The next PGN to send, waiting for one; `None` when the pusher is dropped.
    fn next(&self) -> Option<(u64, String)> {
        let mut slot = self.shared.lock();
        loop {
            if slot.stop {
                return None;
            }
            if let Some(next) = slot.pending.take() {
                return Some(next);
            }
            slot = self.shared.changed.wait(slot).unwrap_or_else(PoisonError::into_inner);
        }
    }

    /// A PGN that failed goes back in the slot, unless a newer one came meanwhile.
    fn put_back(&self, number: u64, pgn: String) {
        let mut slot = self.shared.lock();
        if slot.pending.is_none() && !slot.stop {
            slot.pending = Some((number, pgn));
        }
    }

    /// The PGN `number` is answered: wakes [`Pusher::flush`].
    fn settle(&self, number: u64) {
        let mut slot = self.shared.lock();
        slot.settled = slot.settled.max(number);
        drop(slot);
        self.shared.changed.notify_all();
    }

    /// Waits `wait` (a newer PGN does not cut the wait short); `false` when the
    /// pusher is dropped meanwhile.
    fn pause(&self, wait: Duration) -> bool {
        let deadline = Instant::now() + wait;
        let mut slot = self.shared.lock();
        loop {
            if slot.stop {
                return false;
            }
            let now = Instant::now();
            if now >= deadline {
                return true;
            }
            slot = self.shared.changed.wait_timeout(slot, deadline - now).unwrap_or_else(PoisonError::into_inner).0;
        }
    }

    /// Reports, unless the pusher is dropped (nobody is listening then).
    fn tell(&self, report: PushReport) {
        if !self.shared.lock().stop {
            (self.report)(report);
        }
    }

    /// `text` with the token, should a server echo it, replaced by `***`.
    fn redact(&self, text: &str) -> String {
        text.replace(self.token.secret(), "***")
    }

    /// One request and what its answer means.
    fn post(&self, pgn: &str) -> Answer {
        let result = self
            .agent
            .post(&self.url)
            .header("Authorization", format!("Bearer {}", self.token.secret()))
            .content_type("text/plain")
            .send(pgn.as_bytes());
        match result {
            Ok(mut answer) => {
                let status = answer.status().as_u16();
                let retry = answer.headers().get("retry-after").and_then(|v| v.to_str().ok()).map(str::to_owned);
                // An answer whose body does not arrive is judged by its status alone.
                let body = answer.body_mut().with_config().limit(MAX_ANSWER).read_to_string().unwrap_or_default();
                decode(status, retry.as_deref(), &body)
            }
            Err(error) => Answer::Retry { reason: self.transport(&error), after: None },
        }
    }

    /// A request that got no answer, in words for the arbiter.
    fn transport(&self, error: &ureq::Error) -> String {
        match error {
            ureq::Error::Timeout(_) => {
                format!("{} did not answer within {} s", self.host, self.config.timeout.as_secs_f64())
            }
            ureq::Error::HostNotFound => format!("{} is not found (no network, or a wrong name)", self.host),
            ureq::Error::ConnectionFailed => format!("cannot connect to {}", self.host),
            other => format!("no answer from {}: {other}", self.host),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::{fs, sync::atomic::AtomicU32};

    use super::*;
    use crate::io::web::{MAX_ERROR, TLS};

    const SECRET: &str = "lip_Ab3dEfGh1jKlMn0pQrStUv";

    /// A file of its own in the temporary folder, with `text` and `mode`.
    fn token_file(text: &str, mode: u32) -> std::path::PathBuf {
        static NEXT: AtomicU32 = AtomicU32::new(0);
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let path = std::env::temp_dir().join(format!("taktil-push-token-{}-{n}", std::process::id()));
        fs::write(&path, text).unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            fs::set_permissions(&path, fs::Permissions::from_mode(mode)).unwrap();
        }
        #[cfg(not(unix))]
        let _ = mode;
        path
    }

    fn read(text: &str, mode: u32) -> Result<Token, TokenError> {
        let path = token_file(text, mode);
        let token = read_token(&path);
        let _ = fs::remove_file(&path);
        token
    }

    #[test]
    fn the_backoff_doubles_from_one_second_up_to_a_minute() {
        let config = PushConfig::default();
        let waits: Vec<u64> = (1..=9).map(|n| backoff(&config, n).as_secs()).collect();
        assert_eq!(waits, [1, 2, 4, 8, 16, 32, 60, 60, 60]);
        assert_eq!(backoff(&config, 0), Duration::from_secs(1));
        assert_eq!(backoff(&config, 40), Duration::from_secs(60));
        assert_eq!(backoff(&config, u32::MAX), Duration::from_secs(60));
        for n in 1..12 {
            let wait = backoff(&config, n);
            let jittered = with_jitter(wait);
            assert!(jittered >= wait && jittered <= wait + wait / 10, "{n}: {jittered:?}");
        }
    }

    #[test]
    fn retry_after_is_read_in_seconds() {
        assert_eq!(retry_after("1"), Some(Duration::from_secs(1)));
        assert_eq!(retry_after(" 120 "), Some(Duration::from_secs(120)));
        assert_eq!(retry_after("0"), Some(Duration::ZERO));
        assert_eq!(retry_after("86400"), Some(MAX_RETRY_AFTER));
        assert_eq!(retry_after("Wed, 21 Oct 2015 07:28:00 GMT"), None);
        assert_eq!(retry_after("-3"), None);
        assert_eq!(retry_after(""), None);
        assert_eq!(retry_after("1.5"), None);
    }

    #[test]
    fn answers_mean_sent_refused_or_retry() {
        let sent = r#"{"games":[{"tags":{"White":"Kasparov, Garry"},"moves":42}]}"#;
        assert_eq!(decode(200, None, sent), Answer::Sent { moves: Some(42) });
        assert_eq!(decode(200, None, "ok"), Answer::Sent { moves: None });
        let one_letter = r#"{"games":[{"tags":{"White":"A"},"error":"White's name is too short"}]}"#;
        assert_eq!(
            decode(200, None, one_letter),
            Answer::Refused { status: 200, error: "White's name is too short".into() }
        );
        assert!(matches!(decode(200, None, r#"{"games":[]}"#), Answer::Refused { status: 200, .. }));
        let upstream = r#"{"error":"The relay has an upstream URL, and cannot be pushed to."}"#;
        assert_eq!(
            decode(400, None, upstream),
            Answer::Refused { status: 400, error: "The relay has an upstream URL, and cannot be pushed to.".into() }
        );
        assert_eq!(
            decode(401, None, r#"{"error":"No such token"}"#),
            Answer::Refused { status: 401, error: "No such token".into() }
        );
        assert_eq!(decode(403, None, "Forbidden\n"), Answer::Refused { status: 403, error: "Forbidden".into() });
        assert_eq!(decode(404, None, ""), Answer::Refused { status: 404, error: "HTTP 404".into() });
        assert!(matches!(decode(302, None, ""), Answer::Refused { status: 302, .. }));
        assert_eq!(
            decode(429, Some("1"), ""),
            Answer::Retry { reason: "too many pushes (HTTP 429)".into(), after: Some(Duration::from_secs(1)) }
        );
        assert!(matches!(decode(429, None, ""), Answer::Retry { after: None, .. }));
        assert!(
            matches!(decode(503, Some("30"), "<html>"), Answer::Retry { after: Some(_), reason } if reason.contains("503"))
        );
        assert!(matches!(decode(408, None, ""), Answer::Retry { .. }));
        let long = format!(r#"{{"error":"{}"}}"#, "x".repeat(1000));
        assert!(
            matches!(decode(400, None, &long), Answer::Refused { error, .. } if error.chars().count() == MAX_ERROR + 1)
        );
    }

    #[test]
    fn the_url_must_be_http_with_a_host() {
        for url in ["lichess.org/api/broadcast/round/x/push", "ftp://lichess.org/x", "http://", "", "http:// x"] {
            assert!(matches!(check_url(url), Err(PushError::BadUrl { .. })), "{url}");
        }
        assert_eq!(check_url("http://127.0.0.1:8080/api/broadcast/round/ab/push").unwrap(), "127.0.0.1");
        let https = check_url("https://lichess.org/api/broadcast/round/ab/push");
        if TLS {
            assert_eq!(https.unwrap(), "lichess.org");
        } else {
            let error = https.unwrap_err();
            assert!(matches!(error, PushError::NoTls { .. }));
            assert!(error.to_string().contains("`tls` feature"), "{error}");
        }
    }

    #[test]
    fn a_pusher_with_nothing_given_is_flushed_and_drops_at_once() {
        let token = read(SECRET, 0o600).unwrap();
        let pusher = Pusher::start("http://127.0.0.1:9/push".into(), token, |_| {}).unwrap();
        assert!(pusher.flush(Duration::ZERO));
        let start = Instant::now();
        drop(pusher);
        assert!(start.elapsed() < Duration::from_secs(2));
    }
}
