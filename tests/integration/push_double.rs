//! A loopback Lichess broadcast push endpoint (issue 32 point 7): an HTTP/1.1 server of
//! the test's own on `127.0.0.1`, written with std only, that answers
//! `POST /api/broadcast/round/{ROUND}/push` as Lichess's relay does
//! (`lichess-org/lila`, `modules/relay/RelayPush.scala`) and applies its checks:
//!
//! - the bearer token must be the double's (else 401 `{"error":"No such token"}`);
//! - a round with an upstream URL refuses every push (400, Lichess's words);
//! - the body must be PGN whose games read: every move legal from the start (the
//!   crate's reader, [`taktil::pgn::read_games`], and shakmaty), else a 200 whose game
//!   carries an `error`;
//! - DGT's made-up king move (the kings put in the centre at the end of a game, read
//!   as a last move of a king to d4, d5, e4 or e5 next to the other king there) is
//!   refused with an error of its own;
//! - White and Black must be named, each name of at least two letters (else a 200 whose
//!   game carries an `error`);
//! - a game is known by its White, Black and Round: a later PGN whose main line is not
//!   the stored one continued replaces it, and each replacement is recorded.
//!
//! Two facts where the double is stricter than the real Lichess, on purpose, so the
//! tests see what taktil must never send: Lichess cuts the made-up king move silently
//! (`RelayInputSanity`) and answers 200 with the moves before it, and it takes a game
//! without names into its answer and drops it later (`hasUnknownPlayer`).
//!
//! The test can make the next requests fail with 500, answer 429 with `Retry-After:
//! 1`, or hang for a while before they are served; requests are served one after the
//! other, in the order they arrive, as Lichess's per-round work queue does, so a request
//! held up holds up the ones behind it. Every request is recorded with its answer (no
//! assertion here): the tests check the game arrived whole, each change once, and the
//! `Authorization` header.
//!
//! One thread accepts, one thread serves each connection (one request, then `Connection:
//! close`), every read bounded in size and time; dropping the double stops and joins
//! them all, a hung request included. Whatever a client sends, the double does not
//! panic.

use std::{
    io::{ErrorKind, Read, Write},
    net::{Shutdown, TcpListener, TcpStream},
    sync::{
        Arc, Mutex, MutexGuard, PoisonError,
        atomic::{AtomicBool, Ordering},
    },
    thread::{self, JoinHandle},
    time::{Duration, Instant},
};

use serde_json::{Map, Value, json};
use shakmaty::{Color, Position, Role, Square, san::SanPlus};
use taktil::pgn::{self, PgnGame};

/// The round's id in the push URL.
pub const ROUND: &str = "tAkTiL01";
/// Lichess's words for a round that follows an upstream URL.
pub const UPSTREAM: &str = "The relay has an upstream URL, and cannot be pushed to.";
/// The answer to a wrong or missing token.
pub const NO_SUCH_TOKEN: &str = "No such token";
/// The error of a game whose name is missing or too short, after the side.
pub const SHORT_NAME: &str = "name is missing or shorter than 2 letters: Lichess drops the game";
/// The error of the made-up king move, after the move.
pub const KINGS_IN_CENTRE: &str =
    "puts the kings side by side in the centre: DGT's made-up king move at the game's end";

/// The longest wait for a request's head and body.
const READ: Duration = Duration::from_secs(3);
/// How often a hung request looks whether the double is stopping.
const TICK: Duration = Duration::from_millis(10);
/// The longest request head.
const MAX_HEAD: usize = 16 * 1024;
/// The longest body (Lichess takes up to 100 games in a push).
const MAX_BODY: usize = 1024 * 1024;

/// A fault the test asked for, as it was applied to a request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// Answered 500.
    Failed,
    /// Answered 429 with `Retry-After: 1`.
    RateLimited,
    /// Held this long, then served.
    Hung(Duration),
}

/// What a push did to the stored game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// A game the round did not have.
    New,
    /// The stored main line, continued (or the same with another result).
    Extended,
    /// The same main line and result again.
    Same,
    /// Another main line: the stored one replaced.
    Replaced,
}

/// One request, as the double read and answered it.
#[derive(Clone, Debug)]
pub struct Request {
    /// `POST`, or whatever came.
    pub method: String,
    pub path: String,
    pub authorization: Option<String>,
    pub content_type: Option<String>,
    pub body: String,
    /// The answer's status and body.
    pub status: u16,
    pub answer: String,
    pub fault: Option<Fault>,
    /// What it did to the (first) game, when the game was taken.
    pub change: Option<Change>,
    /// Each game's error, when it was refused.
    pub refused: Vec<String>,
}

/// A game the round holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stored {
    pub white: String,
    pub black: String,
    pub round: String,
    /// The main line in SAN.
    pub sans: Vec<String>,
    pub result: String,
}

/// A main line replaced by another.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replacement {
    pub white: String,
    pub black: String,
    pub old: Vec<String>,
    pub new: Vec<String>,
}

/// What the test and the connections share.
#[derive(Default)]
struct State {
    token: String,
    /// Requests still to fail with 500, to answer 429, and the next one's hang.
    fail: usize,
    rate_limit: usize,
    hang: Option<Duration>,
    upstream: bool,
    /// Requests being held right now.
    hanging: usize,
    requests: Vec<Request>,
    games: Vec<Stored>,
    replacements: Vec<Replacement>,
}

struct Shared {
    state: Mutex<State>,
    /// Lichess's per-round work queue: one request served at a time.
    queue: Mutex<()>,
    stop: AtomicBool,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        // A connection thread that panicked must not take the test with it.
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }
}

/// The running double. Dropping it stops the server and joins its threads.
pub struct PushDouble {
    port: u16,
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
}

impl PushDouble {
    /// Starts the double on `127.0.0.1`, a free port, taking pushes with `token`.
    pub fn start(token: &str) -> PushDouble {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a free port");
        let port = listener.local_addr().expect("its address").port();
        listener.set_nonblocking(true).expect("a non-blocking listener");
        let state = State { token: token.to_owned(), ..State::default() };
        let shared = Arc::new(Shared { state: Mutex::new(state), queue: Mutex::new(()), stop: AtomicBool::new(false) });
        let serving = Arc::clone(&shared);
        let thread = thread::Builder::new()
            .name("push-double".into())
            .spawn(move || accept_loop(&listener, &serving))
            .expect("the double's thread");
        PushDouble { port, shared, thread: Some(thread) }
    }

    /// The round's push URL.
    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}/api/broadcast/round/{ROUND}/push", self.port)
    }

    /// The next `n` requests are answered 500.
    pub fn fail_next(&self, n: usize) {
        self.shared.lock().fail += n;
    }

    /// The next request is answered 429 with `Retry-After: 1`.
    pub fn rate_limit_next(&self) {
        self.shared.lock().rate_limit += 1;
    }

    /// The next request is held `wait` before it is served (the ones after it wait
    /// behind it).
    pub fn hang_next(&self, wait: Duration) {
        self.shared.lock().hang = Some(wait);
    }

    /// The round follows an upstream URL (or not): every push refused with 400.
    pub fn set_upstream(&self, upstream: bool) {
        self.shared.lock().upstream = upstream;
    }

    /// How many requests are being held right now.
    pub fn hanging(&self) -> usize {
        self.shared.lock().hanging
    }

    /// Waits up to `wait` until a request is being held.
    pub fn wait_hanging(&self, wait: Duration) -> bool {
        let deadline = Instant::now() + wait;
        while Instant::now() < deadline {
            if self.hanging() > 0 {
                return true;
            }
            thread::sleep(Duration::from_millis(5));
        }
        false
    }

    /// Every request read whole and answered so far, in the order served.
    pub fn requests(&self) -> Vec<Request> {
        self.shared.lock().requests.clone()
    }

    /// The games the round holds.
    pub fn games(&self) -> Vec<Stored> {
        self.shared.lock().games.clone()
    }

    /// Every main line replaced so far, in order.
    pub fn replacements(&self) -> Vec<Replacement> {
        self.shared.lock().replacements.clone()
    }
}

impl Drop for PushDouble {
    fn drop(&mut self) {
        self.shared.stop.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Accepts connections until stopped, each served on a thread of its own; joins them
/// at the end.
fn accept_loop(listener: &TcpListener, shared: &Arc<Shared>) {
    let mut served: Vec<JoinHandle<()>> = Vec::new();
    while !shared.stopped() {
        match listener.accept() {
            Ok((stream, _)) => {
                let shared = Arc::clone(shared);
                if let Ok(handle) =
                    thread::Builder::new().name("push-double-conn".into()).spawn(move || serve(stream, &shared))
                {
                    served.push(handle);
                }
            }
            Err(e) if e.kind() == ErrorKind::WouldBlock => thread::sleep(Duration::from_millis(5)),
            Err(_) => thread::sleep(Duration::from_millis(5)),
        }
        served.retain(|h| !h.is_finished());
    }
    for handle in served {
        let _ = handle.join();
    }
}

/// A request as read off the socket.
struct Incoming {
    method: String,
    path: String,
    headers: Vec<(String, String)>,
    body: String,
}

impl Incoming {
    /// The first header called `name` (any case).
    fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }
}

/// An answer to write.
struct Answer {
    status: u16,
    body: String,
    retry_after: bool,
}

impl Answer {
    fn json(status: u16, body: &Value) -> Answer {
        Answer { status, body: body.to_string(), retry_after: false }
    }

    fn error(status: u16, error: &str) -> Answer {
        Answer::json(status, &json!({ "error": error }))
    }
}

/// One connection: one request read, served in turn, answered, closed.
fn serve(mut stream: TcpStream, shared: &Shared) {
    let _ = stream.set_nonblocking(false);
    if stream.set_read_timeout(Some(TICK)).is_err() {
        return;
    }
    let request = match read_request(&mut stream, shared) {
        Ok(request) => request,
        Err(Some(answer)) => {
            write_answer(&mut stream, &answer);
            return;
        }
        Err(None) => return,
    };
    // One at a time, in the order they came (Lichess's per-round work queue).
    let _turn = shared.queue.lock().unwrap_or_else(PoisonError::into_inner);
    let fault = next_fault(shared);
    if let Some(Fault::Hung(wait)) = fault {
        shared.lock().hanging += 1;
        let until = Instant::now() + wait;
        while Instant::now() < until && !shared.stopped() {
            thread::sleep(TICK);
        }
        shared.lock().hanging -= 1;
    }
    let mut state = shared.lock();
    let (answer, change, refused) = match fault {
        Some(Fault::Failed) => {
            (Answer { status: 500, body: "Internal Server Error".into(), retry_after: false }, None, vec![])
        }
        Some(Fault::RateLimited) => {
            let body = json!({ "error": "Too many requests. Try again later." }).to_string();
            (Answer { status: 429, body, retry_after: true }, None, vec![])
        }
        Some(Fault::Hung(_)) | None => push(&mut state, &request),
    };
    state.requests.push(Request {
        method: request.method.clone(),
        path: request.path.clone(),
        authorization: request.header("authorization").map(str::to_owned),
        content_type: request.header("content-type").map(str::to_owned),
        body: request.body.clone(),
        status: answer.status,
        answer: answer.body.clone(),
        fault,
        change,
        refused,
    });
    drop(state);
    write_answer(&mut stream, &answer);
}

/// The fault for the request being served, if the test asked for one: the 500s first,
/// then a 429, then a hang.
fn next_fault(shared: &Shared) -> Option<Fault> {
    let mut state = shared.lock();
    if state.fail > 0 {
        state.fail -= 1;
        Some(Fault::Failed)
    } else if state.rate_limit > 0 {
        state.rate_limit -= 1;
        Some(Fault::RateLimited)
    } else {
        state.hang.take().map(Fault::Hung)
    }
}

/// Reads one request: its head (at most [`MAX_HEAD`]), then a body of `Content-Length`
/// bytes (at most [`MAX_BODY`]), all within [`READ`]. `Err(Some)` is an answer for a
/// request that is wrong, `Err(None)` a client that went or a double that stops.
fn read_request(stream: &mut TcpStream, shared: &Shared) -> Result<Incoming, Option<Answer>> {
    let deadline = Instant::now() + READ;
    let mut buf: Vec<u8> = Vec::new();
    let head_end = loop {
        if let Some(at) = buf.windows(4).position(|w| w == b"\r\n\r\n") {
            break at;
        }
        if buf.len() > MAX_HEAD {
            return Err(Some(Answer::error(431, "Request header fields too large")));
        }
        fill(stream, &mut buf, deadline, shared)?;
    };
    let head = String::from_utf8_lossy(&buf[..head_end]).into_owned();
    let mut lines = head.split("\r\n");
    let mut words = lines.next().unwrap_or("").split(' ');
    let (method, path, version) = (words.next().unwrap_or(""), words.next().unwrap_or(""), words.next().unwrap_or(""));
    if method.is_empty() || !path.starts_with('/') || !version.starts_with("HTTP/1.") {
        return Err(Some(Answer::error(400, "Bad request line")));
    }
    let mut headers = Vec::new();
    for line in lines {
        let Some((name, value)) = line.split_once(':') else {
            return Err(Some(Answer::error(400, "Bad header")));
        };
        headers.push((name.trim().to_owned(), value.trim().to_owned()));
    }
    let mut request = Incoming { method: method.to_owned(), path: path.to_owned(), headers, body: String::new() };
    if request.header("transfer-encoding").is_some() {
        return Err(Some(Answer::error(411, "Length required")));
    }
    let length = match request.header("content-length") {
        None => 0,
        Some(text) => text.parse::<usize>().map_err(|_| Some(Answer::error(400, "Bad Content-Length")))?,
    };
    if length > MAX_BODY {
        return Err(Some(Answer::error(413, "Payload too large")));
    }
    let body_start = head_end + 4;
    while buf.len() < body_start + length {
        fill(stream, &mut buf, deadline, shared)?;
    }
    let body = &buf[body_start..body_start + length];
    request.body = String::from_utf8(body.to_vec()).map_err(|_| Some(Answer::error(400, "The body is not UTF-8")))?;
    Ok(request)
}

/// Reads what the client sent next onto `buf`.
fn fill(stream: &mut TcpStream, buf: &mut Vec<u8>, deadline: Instant, shared: &Shared) -> Result<(), Option<Answer>> {
    let mut chunk = [0u8; 4096];
    loop {
        if shared.stopped() || Instant::now() > deadline {
            return Err(None);
        }
        match stream.read(&mut chunk) {
            Ok(0) => return Err(None),
            Ok(n) => {
                buf.extend_from_slice(&chunk[..n]);
                return Ok(());
            }
            Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut | ErrorKind::Interrupted) => {}
            Err(_) => return Err(None),
        }
    }
}

fn write_answer(stream: &mut TcpStream, answer: &Answer) {
    let reason = match answer.status {
        200 => "OK",
        400 => "Bad Request",
        401 => "Unauthorized",
        404 => "Not Found",
        411 => "Length Required",
        413 => "Payload Too Large",
        429 => "Too Many Requests",
        431 => "Request Header Fields Too Large",
        _ => "Internal Server Error",
    };
    let retry = if answer.retry_after { "Retry-After: 1\r\n" } else { "" };
    let content_type = if answer.body.starts_with('{') { "application/json" } else { "text/plain" };
    let text = format!(
        "HTTP/1.1 {} {reason}\r\nContent-Type: {content_type}\r\nContent-Length: {}\r\n{retry}Connection: close\r\n\r\n{}",
        answer.status,
        answer.body.len(),
        answer.body
    );
    let _ = stream.write_all(text.as_bytes());
    let _ = stream.flush();
    let _ = stream.shutdown(Shutdown::Write);
}

/// A push, as Lichess's relay takes it: the answer, what it did to the first game, and
/// each game's error.
fn push(state: &mut State, request: &Incoming) -> (Answer, Option<Change>, Vec<String>) {
    let path = format!("/api/broadcast/round/{ROUND}/push");
    if request.method != "POST" || request.path != path {
        return (Answer::error(404, "Not found"), None, vec![]);
    }
    let bearer = request.header("authorization").and_then(|v| v.strip_prefix("Bearer "));
    if bearer != Some(state.token.as_str()) {
        return (Answer::error(401, NO_SUCH_TOKEN), None, vec![]);
    }
    if state.upstream {
        return (Answer::error(400, UPSTREAM), None, vec![]);
    }
    if request.body.trim().is_empty() {
        return (Answer::error(400, "No PGN in the body"), None, vec![]);
    }
    let mut answers = Vec::new();
    let mut first_change = None;
    let mut refused = Vec::new();
    for (i, game) in pgn::read_games(&request.body).into_iter().enumerate() {
        let verdict = match game {
            Err(error) => Err(why_illegal(&request.body, i).unwrap_or_else(|| error.to_string())),
            Ok(game) => names(&game).map(|()| game),
        };
        match verdict {
            Ok(game) => {
                let change = store(state, &game);
                first_change = first_change.or(Some(change));
                answers.push(json!({ "tags": tags(&game.tags), "moves": game.moves.len() }));
            }
            Err(error) => {
                answers.push(json!({ "tags": {}, "error": error }));
                refused.push(error);
            }
        }
    }
    (Answer::json(200, &json!({ "games": answers })), first_change, refused)
}

/// The tags as the answer's object.
fn tags(tags: &[(String, String)]) -> Value {
    Value::Object(tags.iter().map(|(n, v)| (n.clone(), Value::String(v.clone()))).collect::<Map<_, _>>())
}

/// White and Black named, each with at least two letters.
fn names(game: &PgnGame) -> Result<(), String> {
    for side in ["White", "Black"] {
        let letters = game.tag(side).map_or(0, |name| name.chars().filter(|c| c.is_alphabetic()).count());
        if letters < 2 {
            return Err(format!("{side} {SHORT_NAME}"));
        }
    }
    Ok(())
}

/// The made-up king move, when it is why the first game of `body` does not read: its
/// last move a king's to d4, d5, e4 or e5, illegal because the other king stands on one
/// of them. `None` for any other fault (and for the games after the first).
fn why_illegal(body: &str, game: usize) -> Option<String> {
    if game != 0 {
        return None;
    }
    let sheet = pgn::read_sheet(body).ok()?;
    let mut position = pgn::start_of(&sheet.tags).ok()?.position;
    let (last, before) = sheet.words.split_last()?;
    for word in before {
        let m = SanPlus::from_ascii(word.as_bytes()).ok()?.san.to_move(&position).ok()?;
        position.play_unchecked(m);
    }
    let san = SanPlus::from_ascii(last.as_bytes()).ok()?.san;
    let centre = [Square::D4, Square::D5, Square::E4, Square::E5];
    let to = match san {
        shakmaty::san::San::Normal { role: Role::King, to, .. } => to,
        _ => return None,
    };
    let mover: Color = position.turn();
    let other = position.board().king_of(!mover)?;
    (centre.contains(&to) && centre.contains(&other) && san.to_move(&position).is_err())
        .then(|| format!("{last} {KINGS_IN_CENTRE}"))
}

/// Stores a game that read: new, continued, the same, or another main line replacing
/// the stored one.
fn store(state: &mut State, game: &PgnGame) -> Change {
    let tag = |name| game.tag(name).unwrap_or("").to_owned();
    let (white, black, round) = (tag("White"), tag("Black"), tag("Round"));
    let sans: Vec<String> = game.sans.iter().map(ToString::to_string).collect();
    let result = game.result.clone();
    let known = state.games.iter().position(|g| g.white == white && g.black == black && g.round == round);
    let Some(at) = known else {
        state.games.push(Stored { white, black, round, sans, result });
        return Change::New;
    };
    let stored = &mut state.games[at];
    let change = if stored.sans == sans && stored.result == result {
        Change::Same
    } else if sans.starts_with(&stored.sans) {
        Change::Extended
    } else {
        Change::Replaced
    };
    if change == Change::Replaced {
        let old = std::mem::replace(&mut stored.sans, sans.clone());
        state.replacements.push(Replacement { white: white.clone(), black: black.clone(), old, new: sans });
    } else {
        stored.sans = sans;
    }
    state.games[at].result = result;
    change
}
