//! A loopback Lichess Board API (issue 33 point 5: "a loopback double of the Board API
//! endpoints, a server of your own in the tests, following the OpenAPI shapes"): an
//! HTTP/1.1 server of the test's own on `127.0.0.1`, written with std only, holding
//! one game between the token's user and an opponent the test drives.
//!
//! Its endpoints, as `lichess-org/api` `doc/specs/` describes them:
//!
//! - `GET /api/account`: the user (`id`, `username`).
//! - `GET /api/stream/event`: `gameStart` for the game at once, `gameFinish` when it
//!   ends; NDJSON, chunked, an empty line every [`KEEP_ALIVE`].
//! - `GET /api/board/game/stream/{id}`: `gameFull` with its `state`, then a `gameState`
//!   after every move, draw offer and the end, `opponentGone`, `chatLine`; chunked, an
//!   empty keep-alive line every [`KEEP_ALIVE`]; the stream is closed in order (the
//!   last chunk) once the game is over, as Lichess closes it.
//! - `POST /api/board/game/{id}/move/{uci}` (checked with shakmaty: `Invalid UCI: …`,
//!   [`NOT_YOUR_TURN`], or `Piece on e2 cannot move to e5`, lila's words), `…/draw/{yes|no}`,
//!   `…/resign`, `…/abort`, `…/claim-victory`; `POST /api/challenge/{user}`,
//!   `POST /api/challenge/{id}/accept`, `POST /api/board/seek` (one keep-alive line,
//!   then closed: a game found).
//!
//! The clocks (`wtime`, `btime`) are kept in milliseconds with the increment: the side
//! that moves loses the time since the last move and gains the increment. (Lichess
//! starts the clock only after each side's first move; the double from the start,
//! which only makes its times smaller.)
//!
//! The test can inject: a dropped stream (every open stream cut without its last
//! chunk), a silent stream (no line, not even a keep-alive), a 429 with or without
//! `Retry-After`, a refused move with the test's words, a revoked token (401 `No such
//! token`), the opponent's draw offer, his leaving, his flag falling (the player's),
//! and the end of the game with any status.
//!
//! One thread accepts, one thread serves each connection (one request, then `Connection:
//! close`), every read bounded in size and time; dropping the double stops and joins
//! them all. Whatever a client sends, the double does not panic.

use std::{
    io::{ErrorKind, Read, Write},
    net::{Shutdown, TcpListener, TcpStream},
    sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError},
    thread::{self, JoinHandle},
    time::{Duration, Instant},
};

use serde_json::{Value, json};
use shakmaty::{Chess, Color, Position, uci::UciMove};

/// The user of the double's token.
pub const USER_ID: &str = "blindplayer";
pub const USERNAME: &str = "BlindPlayer";
/// The opponent the test drives.
pub const OPPONENT_ID: &str = "farfriend";
pub const OPPONENT: &str = "FarFriend";
/// The game's id.
pub const GAME_ID: &str = "tAkTiL33";
/// Lichess's words for a move out of turn or after the end (lila's `BoardApi`).
pub const NOT_YOUR_TURN: &str = "Not your turn, or game already over";
/// The answer to a wrong token.
pub const NO_SUCH_TOKEN: &str = "No such token";

/// The interval of the keep-alive lines (Lichess: 6 s; short for the tests).
pub const KEEP_ALIVE: Duration = Duration::from_millis(200);
/// The longest wait for a request's head and body.
const READ: Duration = Duration::from_secs(3);
/// How often a waiting thread looks whether the double is stopping.
const TICK: Duration = Duration::from_millis(10);
/// The longest request head, and body.
const MAX_HEAD: usize = 16 * 1024;
const MAX_BODY: usize = 64 * 1024;

/// One request, as the double answered it.
#[derive(Clone, Debug)]
pub struct Request {
    pub method: String,
    pub path: String,
    pub authorization: Option<String>,
    pub body: String,
    pub status: u16,
    /// When the double had read the request's head (a connection is accepted within
    /// 5 ms of its arrival: the accepting thread polls).
    #[allow(dead_code, reason = "benches/latency.rs reads it")]
    pub at: Instant,
}

/// The game and what the test asked for.
struct State {
    token: String,
    player: Color,
    position: Chess,
    moves: Vec<String>,
    wtime: u64,
    btime: u64,
    increment: u64,
    initial: u64,
    /// When the side to move began its turn.
    turn_began: Instant,
    status: String,
    winner: Option<Color>,
    draw: [bool; 2],
    /// When the player may claim the win, while the opponent is gone.
    claim_at: Option<Instant>,
    /// The game stream's lines after `gameFull`, and the event stream's.
    lines: Vec<String>,
    /// When a game stream first began writing each of `lines` (`None`: not yet, or
    /// only ever in a `gameFull`).
    written: Vec<Option<Instant>>,
    events: Vec<String>,
    /// Raised to cut every open stream.
    cut: u64,
    hushed: bool,
    /// Faults for the next requests.
    rate_limit: Option<Option<u64>>,
    refuse_move: Option<String>,
    requests: Vec<Request>,
}

impl State {
    fn over(&self) -> bool {
        !matches!(self.status.as_str(), "created" | "started")
    }

    /// The `gameState` object now.
    fn state(&self) -> Value {
        let mut state = json!({
            "type": "gameState",
            "moves": self.moves.join(" "),
            "wtime": self.wtime,
            "btime": self.btime,
            "winc": self.increment,
            "binc": self.increment,
            "status": self.status,
        });
        if let Some(winner) = self.winner {
            state["winner"] = json!(winner.fold_wb("white", "black"));
        }
        if self.draw[0] {
            state["wdraw"] = json!(true);
        }
        if self.draw[1] {
            state["bdraw"] = json!(true);
        }
        state
    }

    fn game_full(&self) -> Value {
        let (white, black) = self
            .player
            .fold_wb(((USER_ID, USERNAME), (OPPONENT_ID, OPPONENT)), ((OPPONENT_ID, OPPONENT), (USER_ID, USERNAME)));
        json!({
            "type": "gameFull",
            "id": GAME_ID,
            "variant": {"key": "standard", "name": "Standard", "short": "Std"},
            "clock": {"initial": self.initial, "increment": self.increment},
            "speed": "classical",
            "perf": {"name": "Classical"},
            "rated": false,
            "createdAt": 1_745_112_707_998_u64,
            "white": {"id": white.0, "name": white.1, "title": null, "rating": 1500},
            "black": {"id": black.0, "name": black.1, "title": null, "rating": 1500},
            "initialFen": "startpos",
            "state": self.state(),
        })
    }

    fn game_info(&self, kind: &str) -> Value {
        let mut game = json!({
            "fullId": format!("{GAME_ID}abcd"),
            "gameId": GAME_ID,
            "id": GAME_ID,
            "color": self.player.fold_wb("white", "black"),
            "fen": shakmaty::fen::Fen::from_position(&self.position, shakmaty::EnPassantMode::Legal).to_string(),
            "isMyTurn": self.position.turn() == self.player && !self.over(),
            "opponent": {"id": OPPONENT_ID, "username": OPPONENT, "rating": 1500},
            "status": {"id": 20, "name": self.status},
            "compat": {"bot": false, "board": true},
        });
        if let Some(winner) = self.winner {
            game["winner"] = json!(winner.fold_wb("white", "black"));
        }
        json!({"type": kind, "game": game})
    }

    /// A new state for the streams.
    fn tell(&mut self) {
        let line = self.state().to_string();
        self.lines.push(line);
        if self.over() {
            let finish = self.game_info("gameFinish").to_string();
            self.events.push(finish);
        }
    }

    /// The clock of the side that moved, then `uci` played.
    fn play(&mut self, uci: &str) -> Result<(), String> {
        if self.over() {
            return Err(NOT_YOUR_TURN.into());
        }
        let parsed = UciMove::from_ascii(uci.as_bytes()).map_err(|_| format!("Invalid UCI: {uci}"))?;
        let m = parsed.to_move(&self.position).map_err(|_| illegal(&self.position, &parsed))?;
        let mover = self.position.turn();
        let spent = u64::try_from(self.turn_began.elapsed().as_millis()).unwrap_or(u64::MAX);
        let time = mover.fold_wb(&mut self.wtime, &mut self.btime);
        if spent >= *time {
            *time = 0;
            self.status = "outoftime".into();
            self.winner = Some(!mover);
            self.tell();
            return Err(NOT_YOUR_TURN.into());
        }
        *time = *time - spent + self.increment;
        self.turn_began = Instant::now();
        self.position.play_unchecked(m);
        self.moves.push(uci.to_owned());
        // A move declines the draw offered to the mover.
        self.draw[side(!mover)] = false;
        self.draw[side(mover)] = false;
        if let Some(outcome) = self.position.outcome().known() {
            match outcome.winner() {
                Some(winner) => {
                    self.status = "mate".into();
                    self.winner = Some(winner);
                }
                None if self.position.is_stalemate() => self.status = "stalemate".into(),
                None => self.status = "draw".into(),
            }
        }
        self.tell();
        Ok(())
    }

    fn end(&mut self, status: &str, winner: Option<Color>) {
        self.status = status.to_owned();
        self.winner = winner;
        self.draw = [false, false];
        self.tell();
    }
}

/// The index of `color`'s draw offer: White's first.
fn side(color: Color) -> usize {
    color.fold_wb(0, 1)
}

/// lila's words for a move the position does not allow.
fn illegal(position: &Chess, uci: &UciMove) -> String {
    let (from, to) = match uci {
        UciMove::Normal { from, to, .. } => (*from, *to),
        UciMove::Put { to, .. } => return format!("Cannot put on {to}"),
        UciMove::Null => return "Invalid UCI: 0000".into(),
    };
    if position.board().piece_at(from).is_none() {
        format!("No piece on {from}")
    } else {
        format!("Piece on {from} cannot move to {to}")
    }
}

struct Shared {
    state: Mutex<State>,
    changed: Condvar,
    stop: std::sync::atomic::AtomicBool,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn stopped(&self) -> bool {
        self.stop.load(std::sync::atomic::Ordering::Relaxed)
    }
}

/// The running double. Dropping it stops the server and joins its threads.
pub struct LichessDouble {
    port: u16,
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
}

impl LichessDouble {
    /// Starts the double on a free port of `127.0.0.1`: `token`'s user plays `player`
    /// with `initial` + `increment` milliseconds; the game has started.
    pub fn start(token: &str, player: Color, initial: u64, increment: u64) -> LichessDouble {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a free port");
        let port = listener.local_addr().expect("its address").port();
        listener.set_nonblocking(true).expect("a non-blocking listener");
        let mut state = State {
            token: token.to_owned(),
            player,
            position: Chess::default(),
            moves: Vec::new(),
            wtime: initial,
            btime: initial,
            increment,
            initial,
            turn_began: Instant::now(),
            status: "started".into(),
            winner: None,
            draw: [false, false],
            claim_at: None,
            lines: Vec::new(),
            written: Vec::new(),
            events: Vec::new(),
            cut: 0,
            hushed: false,
            rate_limit: None,
            refuse_move: None,
            requests: Vec::new(),
        };
        let start = state.game_info("gameStart").to_string();
        state.events.push(start);
        let shared = Arc::new(Shared {
            state: Mutex::new(state),
            changed: Condvar::new(),
            stop: std::sync::atomic::AtomicBool::new(false),
        });
        let serving = Arc::clone(&shared);
        let thread = thread::Builder::new()
            .name("lichess-double".into())
            .spawn(move || accept_loop(&listener, &serving))
            .expect("the double's thread");
        LichessDouble { port, shared, thread: Some(thread) }
    }

    /// The base URL (`--lichess-url`).
    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    fn change(&self, f: impl FnOnce(&mut State)) {
        f(&mut self.shared.lock());
        self.shared.changed.notify_all();
    }

    /// The opponent plays `uci` (it must be his turn and legal).
    pub fn opponent_move(&self, uci: &str) -> Result<(), String> {
        let mut result = Ok(());
        self.change(|s| {
            result = if s.position.turn() == s.player { Err(NOT_YOUR_TURN.into()) } else { s.play(uci) };
        });
        result
    }

    /// The opponent offers a draw.
    pub fn offer_draw(&self) {
        self.change(|s| {
            let opponent = !s.player;
            s.draw[side(opponent)] = true;
            s.tell();
        });
    }

    /// The opponent leaves; the player may claim the win after `secs`.
    pub fn opponent_gone(&self, secs: u64) {
        self.change(|s| {
            s.claim_at = Some(Instant::now() + Duration::from_secs(secs));
            let line = json!({"type": "opponentGone", "gone": true, "claimWinInSeconds": secs}).to_string();
            s.lines.push(line);
        });
    }

    /// The opponent writes in the chat.
    pub fn chat(&self, text: &str) {
        self.change(|s| {
            let line = json!({"type": "chatLine", "room": "player", "username": OPPONENT, "text": text}).to_string();
            s.lines.push(line);
        });
    }

    /// The player's flag falls: his time 0, the game lost on time.
    pub fn flag(&self) {
        self.change(|s| {
            let player = s.player;
            *player.fold_wb(&mut s.wtime, &mut s.btime) = 0;
            s.end("outoftime", Some(!player));
        });
    }

    /// The game ends with this status and winner.
    pub fn finish(&self, status: &str, winner: Option<Color>) {
        self.change(|s| s.end(status, winner));
    }

    /// Every open stream is cut, without its last chunk.
    pub fn drop_streams(&self) {
        self.change(|s| s.cut += 1);
    }

    /// The streams send nothing at all, not even keep-alives (or again, with `false`).
    pub fn hush(&self, hushed: bool) {
        self.change(|s| s.hushed = hushed);
    }

    /// The next request is answered 429, with `Retry-After: secs` or without one.
    pub fn rate_limit_next(&self, retry_after: Option<u64>) {
        self.change(|s| s.rate_limit = Some(retry_after));
    }

    /// The player's next move is refused with 400 and these words.
    pub fn refuse_next_move(&self, error: &str) {
        let error = error.to_owned();
        self.change(|s| s.refuse_move = Some(error));
    }

    /// The token is revoked: every request with it is answered 401.
    pub fn revoke(&self) {
        self.change(|s| s.token = String::from("revoked"));
    }

    /// The moves played, in UCI.
    pub fn moves(&self) -> Vec<String> {
        self.shared.lock().moves.clone()
    }

    /// White's and Black's time left, in milliseconds.
    pub fn clocks(&self) -> (u64, u64) {
        let s = self.shared.lock();
        (s.wtime, s.btime)
    }

    /// The status and the winner.
    pub fn result(&self) -> (String, Option<Color>) {
        let s = self.shared.lock();
        (s.status.clone(), s.winner)
    }

    /// Every request answered so far.
    pub fn requests(&self) -> Vec<Request> {
        self.shared.lock().requests.clone()
    }

    /// When a game stream first began writing the `gameState` line of the position
    /// after `plies` moves (the instant before its bytes were handed to the socket), or
    /// `None` while none has.
    #[allow(dead_code, reason = "benches/latency.rs asks it")]
    pub fn state_written(&self, plies: usize) -> Option<Instant> {
        let s = self.shared.lock();
        let index = s.lines.iter().position(|line| {
            serde_json::from_str::<Value>(line).is_ok_and(|v| {
                v["type"] == "gameState" && v["moves"].as_str().map_or(0, |m| m.split_whitespace().count()) == plies
            })
        })?;
        s.written.get(index).copied().flatten()
    }
}

impl Drop for LichessDouble {
    fn drop(&mut self) {
        self.shared.stop.store(true, std::sync::atomic::Ordering::Relaxed);
        self.shared.changed.notify_all();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

fn accept_loop(listener: &TcpListener, shared: &Arc<Shared>) {
    let mut served: Vec<JoinHandle<()>> = Vec::new();
    while !shared.stopped() {
        match listener.accept() {
            Ok((stream, _)) => {
                let shared = Arc::clone(shared);
                if let Ok(handle) =
                    thread::Builder::new().name("lichess-double-conn".into()).spawn(move || serve(stream, &shared))
                {
                    served.push(handle);
                }
            }
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
    /// When its head had been read.
    at: Instant,
}

impl Incoming {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }
}

/// What to do with a request.
enum Reply {
    /// A JSON answer, perhaps with `Retry-After`.
    Json(u16, Value, Option<u64>),
    /// The game stream.
    Game,
    /// The event stream.
    Events,
    /// The seek's stream: one keep-alive, then the end.
    Seek,
}

fn serve(mut stream: TcpStream, shared: &Shared) {
    let _ = stream.set_nonblocking(false);
    if stream.set_read_timeout(Some(TICK)).is_err() {
        return;
    }
    let Some(request) = read_request(&mut stream, shared) else { return };
    let reply = {
        let mut state = shared.lock();
        let reply = route(&mut state, &request);
        let status = match &reply {
            Reply::Json(status, ..) => *status,
            _ => 200,
        };
        state.requests.push(Request {
            method: request.method.clone(),
            path: request.path.clone(),
            authorization: request.header("authorization").map(str::to_owned),
            body: request.body.clone(),
            status,
            at: request.at,
        });
        reply
    };
    shared.changed.notify_all();
    match reply {
        Reply::Json(status, body, retry) => write_json(&mut stream, status, &body, retry),
        Reply::Game => game_stream(&mut stream, shared),
        Reply::Events => event_stream(&mut stream, shared),
        Reply::Seek => {
            let _ = stream.write_all(chunked_head().as_bytes());
            let _ = stream.write_all(chunk("\n").as_bytes());
            let _ = stream.write_all(b"0\r\n\r\n");
            let _ = stream.shutdown(Shutdown::Both);
        }
    }
}

fn error(status: u16, text: &str) -> Reply {
    Reply::Json(status, json!({ "error": text }), None)
}

fn ok() -> Reply {
    Reply::Json(200, json!({ "ok": true }), None)
}

/// The answer to a request, and what it did to the game.
fn route(state: &mut State, request: &Incoming) -> Reply {
    let bearer = request.header("authorization").and_then(|v| v.strip_prefix("Bearer "));
    if bearer != Some(state.token.as_str()) {
        return error(401, NO_SUCH_TOKEN);
    }
    if let Some(retry) = state.rate_limit.take() {
        return Reply::Json(429, json!({"error": "Too many requests. Try again later."}), retry);
    }
    let parts: Vec<&str> = request.path.trim_start_matches('/').split('/').collect();
    let game = format!("/api/board/game/{GAME_ID}/");
    match (request.method.as_str(), parts.as_slice()) {
        ("GET", ["api", "account"]) => Reply::Json(200, json!({"id": USER_ID, "username": USERNAME}), None),
        ("GET", ["api", "stream", "event"]) => Reply::Events,
        ("GET", ["api", "board", "game", "stream", id]) if *id == GAME_ID => Reply::Game,
        ("GET", ["api", "board", "game", "stream", _]) => error(404, "No such game"),
        ("POST", ["api", "board", "game", id, ..]) if *id != GAME_ID => error(404, "No such game"),
        ("POST", _) if request.path.starts_with(&game) => board(state, &parts[4..]),
        ("POST", ["api", "challenge", id, "accept"]) if *id == GAME_ID => ok(),
        ("POST", ["api", "challenge", _, "accept"]) => error(404, "Challenge not found"),
        ("POST", ["api", "challenge", user]) => challenge(user, &request.body),
        ("POST", ["api", "board", "seek"]) if request.body.contains("time=") => Reply::Seek,
        ("POST", ["api", "board", "seek"]) => error(400, "Invalid seek"),
        _ => error(404, "Not found"),
    }
}

/// A board call on the game: `move/{uci}`, `draw/{yes|no}`, `resign`, `abort`,
/// `claim-victory`.
fn board(state: &mut State, rest: &[&str]) -> Reply {
    let player = state.player;
    match rest {
        ["move", uci] => {
            if let Some(words) = state.refuse_move.take() {
                return error(400, &words);
            }
            if state.position.turn() != player || state.over() {
                return error(400, NOT_YOUR_TURN);
            }
            match state.play(uci) {
                Ok(()) => ok(),
                Err(words) => error(400, &words),
            }
        }
        ["draw", _] if state.over() => error(400, NOT_YOUR_TURN),
        ["draw", "yes"] => {
            if state.draw[side(!player)] {
                state.end("draw", None);
            } else {
                state.draw[side(player)] = true;
                state.tell();
            }
            ok()
        }
        ["draw", "no"] => {
            state.draw[side(!player)] = false;
            state.tell();
            ok()
        }
        ["resign"] if !state.over() => {
            state.end("resign", Some(!player));
            ok()
        }
        ["abort"] if !state.over() && state.moves.len() < 2 => {
            state.end("aborted", None);
            ok()
        }
        ["abort"] => error(400, "This game can no longer be aborted"),
        ["claim-victory"] if !state.over() && state.claim_at.is_some_and(|at| Instant::now() >= at) => {
            state.end("timeout", Some(player));
            ok()
        }
        ["claim-victory"] => error(400, "This game cannot be claimed"),
        _ => error(400, NOT_YOUR_TURN),
    }
}

/// A challenge as Lichess answers it: `ChallengeJson`.
fn challenge(user: &str, form: &str) -> Reply {
    let field = |name: &str| form.split('&').find_map(|kv| kv.strip_prefix(&format!("{name}=")).map(str::to_owned));
    let (Some(limit), Some(increment)) = (field("clock.limit"), field("clock.increment")) else {
        return error(400, "Missing clock");
    };
    let (Ok(limit), Ok(increment)) = (limit.parse::<u32>(), increment.parse::<u32>()) else {
        return error(400, "Invalid clock");
    };
    Reply::Json(
        200,
        json!({
            "id": GAME_ID,
            "url": format!("https://lichess.org/{GAME_ID}"),
            "status": "created",
            "challenger": {"id": USER_ID, "name": USERNAME},
            "destUser": {"id": user.to_lowercase(), "name": user},
            "variant": {"key": "standard", "name": "Standard", "short": "Std"},
            "rated": field("rated").as_deref() == Some("true"),
            "speed": "classical",
            "timeControl": {"type": "clock", "limit": limit, "increment": increment, "show": format!("{}+{increment}", limit / 60)},
            "color": field("color").unwrap_or_else(|| "random".into()),
            "perf": {"icon": "", "name": "Classical"},
            "direction": "out",
        }),
        None,
    )
}

fn chunked_head() -> String {
    "HTTP/1.1 200 OK\r\nContent-Type: application/x-ndjson\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
        .to_owned()
}

fn chunk(data: &str) -> String {
    format!("{:x}\r\n{data}\r\n", data.len())
}

/// The game stream: `gameFull`, then every new line, keep-alives between, the end in
/// order once the game is over.
fn game_stream(stream: &mut TcpStream, shared: &Shared) {
    let (first, sent) = {
        let s = shared.lock();
        (format!("{}\n", s.game_full()), s.lines.len())
    };
    if stream.write_all(format!("{}{}", chunked_head(), chunk(&first)).as_bytes()).is_err() {
        return;
    }
    follow(
        stream,
        shared,
        sent,
        |s| &s.lines,
        State::over,
        |s, lines, at| {
            s.written.resize(s.lines.len(), None);
            for slot in &mut s.written[lines] {
                slot.get_or_insert(at);
            }
        },
    );
}

/// The event stream: every event so far, then the new ones, keep-alives between.
fn event_stream(stream: &mut TcpStream, shared: &Shared) {
    if stream.write_all(chunked_head().as_bytes()).is_err() {
        return;
    }
    follow(stream, shared, 0, |s| &s.events, |_| false, |_, _, _| {});
}

/// Writes `lines(state)[sent..]` as they come, a keep-alive after each quiet
/// [`KEEP_ALIVE`]; ends in order when `done(state)` and all is written, abruptly when
/// the test cuts the streams or the double stops. `wrote(state, range, at)` is told
/// which lines it began writing at `at`.
fn follow(
    stream: &mut TcpStream,
    shared: &Shared,
    mut sent: usize,
    lines: impl Fn(&State) -> &Vec<String>,
    done: impl Fn(&State) -> bool,
    wrote: impl Fn(&mut State, std::ops::Range<usize>, Instant),
) {
    let cut = shared.lock().cut;
    let mut quiet_since = Instant::now();
    loop {
        let (new, range, finished) = {
            let mut s = shared.lock();
            while lines(&s).len() == sent && !done(&s) && s.cut == cut && !shared.stopped() {
                let waited = quiet_since.elapsed();
                if waited >= KEEP_ALIVE {
                    break;
                }
                s = shared.changed.wait_timeout(s, KEEP_ALIVE - waited).unwrap_or_else(PoisonError::into_inner).0;
            }
            if s.cut != cut || shared.stopped() {
                let _ = stream.shutdown(Shutdown::Both);
                return;
            }
            if s.hushed {
                drop(s);
                thread::sleep(TICK);
                continue;
            }
            let new: Vec<String> = lines(&s)[sent..].to_vec();
            let range = sent..lines(&s).len();
            sent = range.end;
            (new, range, done(&s))
        };
        let mut text = String::new();
        for line in &new {
            text.push_str(&chunk(&format!("{line}\n")));
        }
        if new.is_empty() && quiet_since.elapsed() >= KEEP_ALIVE {
            text.push_str(&chunk("\n"));
        }
        if finished {
            text.push_str("0\r\n\r\n");
        }
        if !text.is_empty() {
            let at = Instant::now();
            if stream.write_all(text.as_bytes()).is_err() {
                return;
            }
            quiet_since = Instant::now();
            if !range.is_empty() {
                wrote(&mut shared.lock(), range, at);
            }
        }
        if finished {
            let _ = stream.shutdown(Shutdown::Write);
            return;
        }
    }
}

/// Reads one request: its head (at most [`MAX_HEAD`]), then a body of `Content-Length`
/// bytes (at most [`MAX_BODY`]), all within [`READ`]; `None` for anything else.
fn read_request(stream: &mut TcpStream, shared: &Shared) -> Option<Incoming> {
    let deadline = Instant::now() + READ;
    let mut buf: Vec<u8> = Vec::new();
    let head_end = loop {
        if let Some(at) = buf.windows(4).position(|w| w == b"\r\n\r\n") {
            break at;
        }
        if buf.len() > MAX_HEAD {
            return None;
        }
        fill(stream, &mut buf, deadline, shared)?;
    };
    let at = Instant::now();
    let head = String::from_utf8_lossy(&buf[..head_end]).into_owned();
    let mut lines = head.split("\r\n");
    let mut words = lines.next()?.split(' ');
    let (method, path) = (words.next()?.to_owned(), words.next()?.to_owned());
    let headers: Vec<(String, String)> =
        lines.filter_map(|l| l.split_once(':')).map(|(n, v)| (n.trim().to_owned(), v.trim().to_owned())).collect();
    let length = headers
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case("content-length"))
        .map_or(Some(0), |(_, v)| v.parse::<usize>().ok())?;
    if length > MAX_BODY {
        return None;
    }
    let start = head_end + 4;
    while buf.len() < start + length {
        fill(stream, &mut buf, deadline, shared)?;
    }
    let body = String::from_utf8_lossy(&buf[start..start + length]).into_owned();
    Some(Incoming { method, path, headers, body, at })
}

fn fill(stream: &mut TcpStream, buf: &mut Vec<u8>, deadline: Instant, shared: &Shared) -> Option<()> {
    let mut chunk = [0u8; 4096];
    loop {
        if shared.stopped() || Instant::now() > deadline {
            return None;
        }
        match stream.read(&mut chunk) {
            Ok(0) => return None,
            Ok(n) => {
                buf.extend_from_slice(&chunk[..n]);
                return Some(());
            }
            Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut | ErrorKind::Interrupted) => {}
            Err(_) => return None,
        }
    }
}

fn write_json(stream: &mut TcpStream, status: u16, body: &Value, retry: Option<u64>) {
    let reason = match status {
        200 => "OK",
        400 => "Bad Request",
        401 => "Unauthorized",
        404 => "Not Found",
        429 => "Too Many Requests",
        _ => "Internal Server Error",
    };
    let body = body.to_string();
    let retry = retry.map(|s| format!("Retry-After: {s}\r\n")).unwrap_or_default();
    let text = format!(
        "HTTP/1.1 {status} {reason}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n{retry}Connection: close\r\n\r\n{body}",
        body.len()
    );
    let _ = stream.write_all(text.as_bytes());
    let _ = stream.flush();
    let _ = stream.shutdown(Shutdown::Write);
}
