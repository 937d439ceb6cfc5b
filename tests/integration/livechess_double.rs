//! A loopback DGT LiveChess 2 (issue 31 point 4): a WebSocket and HTTP server of the
//! test's own on `127.0.0.1`, speaking LiveChess's local interface as taktil assumes it
//! (`src/io/livechess/feed.rs`): `ws://HOST:PORT/api/v1.0` with the calls `eboards`
//! and `subscribe` (feed `eboardevent`), and `GET /api/v1.0/eboards` over plain HTTP.
//!
//! The test drives it through [`LiveChessDouble`]: the boards it lists, a feed message
//! for a board's subscribers (each change of a board is one; LiveChess sends the whole
//! move list every time), raw text for the faults of a broken peer, every connection
//! dropped, and the whole server down for a while (its listener kept, every socket
//! accepted then closed at once, as a LiveChess restarting refuses its clients).
//!
//! One thread accepts, one thread serves each connection, every read bounded by a
//! timeout; dropping the double stops and joins them all. Whatever a client sends, the
//! double does not panic: what is not a call it knows is recorded and ignored.

use std::{
    io::{ErrorKind, Read, Write},
    net::{Shutdown, TcpListener, TcpStream},
    sync::{
        Arc, Mutex, MutexGuard,
        atomic::{AtomicBool, Ordering},
        mpsc,
    },
    thread::{self, JoinHandle},
    time::{Duration, Instant},
};

use serde_json::{Value, json};
use tungstenite::{Message, WebSocket};

/// How long a connection's read waits before it looks at the shared state.
const TICK: Duration = Duration::from_millis(20);
/// The longest wait for a client's request head or handshake.
const HEAD: Duration = Duration::from_secs(3);
/// The longest request head read (a client's headers are some hundreds of bytes).
const MAX_HEAD: usize = 8192;

/// A board's clock as LiveChess reports it: seconds left, and whose clock runs
/// (`Some(true)` White's, `Some(false)` Black's, `None` stopped).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Clock {
    pub white: f64,
    pub black: f64,
    pub run: Option<bool>,
}

impl Clock {
    /// The JSON of a LiveChess clock (with the `time` of the reading, which taktil
    /// does not read).
    pub fn json(self) -> Value {
        json!({ "white": self.white, "black": self.black, "run": self.run, "time": 1_700_000_000u64 })
    }
}

/// One board as the double lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct Board {
    pub serial: String,
    /// `ACTIVE`, `INACTIVE`, `NOTRESPONDING` or `DELAYED`.
    pub state: String,
    /// The pieces, as a FEN's placement.
    pub fen: String,
    /// The whole move list LiveChess has inferred.
    pub san: Vec<String>,
    pub clock: Option<Clock>,
}

impl Board {
    /// An active board on the start position, no moves, no clock.
    pub fn new(serial: &str) -> Board {
        Board {
            serial: serial.to_owned(),
            state: "ACTIVE".to_owned(),
            fen: shakmaty::Board::default().to_string(),
            san: Vec::new(),
            clock: None,
        }
    }

    /// The board's entry in the `eboards` answer.
    pub fn eboard(&self) -> Value {
        json!({
            "serialnr": self.serial,
            "source": "COM3",
            "state": self.state,
            "battery": "80%",
            "comment": null,
            "board": self.fen,
            "flipped": false,
            "clock": self.clock.map(Clock::json),
        })
    }

    /// The board as a feed message's `param`: its pieces, its whole list and its clock.
    pub fn feed(&self) -> Value {
        let mut param = json!({ "serialnr": self.serial, "board": self.fen, "san": self.san });
        if let Some(clock) = self.clock {
            param["clock"] = clock.json();
        }
        param
    }
}

/// One open WebSocket, as the shared state knows it.
struct Conn {
    id: u64,
    /// The board it subscribed to, and the feed's id.
    subscription: Option<(String, u64)>,
    /// Text to send on it.
    tx: mpsc::Sender<String>,
}

/// What the test and the connections share.
#[derive(Default)]
struct State {
    boards: Vec<Board>,
    conns: Vec<Conn>,
    next_id: u64,
    /// Bumped to drop every open connection.
    generation: u64,
    /// While down, every socket accepted is closed at once.
    down: bool,
    /// Every text message received on a WebSocket, in order.
    received: Vec<String>,
    /// HTTP requests served, by their request line.
    http: Vec<String>,
    /// WebSocket connections accepted so far.
    accepted: usize,
}

struct Shared {
    state: Mutex<State>,
    stop: AtomicBool,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        // A connection thread that panicked must not take the test with it.
        self.state.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }
}

/// The running double. Dropping it stops the server and joins its threads.
pub struct LiveChessDouble {
    port: u16,
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
}

impl LiveChessDouble {
    /// Starts the double on `127.0.0.1`, a free port, listing `boards`.
    pub fn start(boards: Vec<Board>) -> LiveChessDouble {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a free port");
        let port = listener.local_addr().expect("its address").port();
        listener.set_nonblocking(true).expect("a non-blocking listener");
        let shared =
            Arc::new(Shared { state: Mutex::new(State { boards, ..State::default() }), stop: AtomicBool::new(false) });
        let serving = Arc::clone(&shared);
        let thread = thread::Builder::new()
            .name("livechess-double".into())
            .spawn(move || accept_loop(&listener, &serving))
            .expect("the double's thread");
        LiveChessDouble { port, shared, thread: Some(thread) }
    }

    /// The port it listens on.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// A copy of the board `serial`.
    pub fn board(&self, serial: &str) -> Board {
        self.shared.lock().boards.iter().find(|b| b.serial == serial).cloned().expect("a board of the double")
    }

    /// Changes the board `serial` without telling anyone (a move made while no one
    /// listens).
    pub fn change(&self, serial: &str, f: impl FnOnce(&mut Board)) {
        let mut state = self.shared.lock();
        f(state.boards.iter_mut().find(|b| b.serial == serial).expect("a board of the double"));
    }

    /// Changes the board `serial` and sends its subscribers the feed message of the
    /// change (its pieces, whole list and clock).
    pub fn update(&self, serial: &str, f: impl FnOnce(&mut Board)) {
        let mut state = self.shared.lock();
        let board = state.boards.iter_mut().find(|b| b.serial == serial).expect("a board of the double");
        f(board);
        let param = board.feed();
        feed(&state, serial, &param);
    }

    /// Sends the subscribers of `serial` a feed message with this `param` as it is (a
    /// message without its clock, a list that is not the board's).
    pub fn feed_param(&self, serial: &str, param: &Value) {
        feed(&self.shared.lock(), serial, param);
    }

    /// Sends `text` as it is on every open WebSocket.
    pub fn send_raw(&self, text: &str) {
        for conn in &self.shared.lock().conns {
            let _ = conn.tx.send(text.to_owned());
        }
    }

    /// How many open WebSockets have subscribed to `serial`.
    pub fn subscribers(&self, serial: &str) -> usize {
        self.shared.lock().conns.iter().filter(|c| c.subscription.as_ref().is_some_and(|(s, _)| s == serial)).count()
    }

    /// Waits up to `wait` until `serial` has at least `n` subscribers.
    pub fn wait_subscribed(&self, serial: &str, n: usize, wait: Duration) -> bool {
        let deadline = Instant::now() + wait;
        while Instant::now() < deadline {
            if self.subscribers(serial) >= n {
                return true;
            }
            thread::sleep(Duration::from_millis(20));
        }
        false
    }

    /// Closes every open connection, without a closing handshake (a cable pulled, a
    /// LiveChess that died).
    pub fn drop_connections(&self) {
        let mut state = self.shared.lock();
        state.generation += 1;
        state.conns.clear();
    }

    /// Down: every connection dropped, and every new one closed at once until
    /// [`LiveChessDouble::up`].
    pub fn down(&self) {
        self.shared.lock().down = true;
        self.drop_connections();
    }

    /// Up again after [`LiveChessDouble::down`] (LiveChess restarted).
    pub fn up(&self) {
        self.shared.lock().down = false;
    }

    /// Every text message received on a WebSocket so far.
    pub fn received(&self) -> Vec<String> {
        self.shared.lock().received.clone()
    }

    /// Every HTTP request line served so far.
    pub fn http_requests(&self) -> Vec<String> {
        self.shared.lock().http.clone()
    }

    /// How many WebSockets were accepted so far.
    pub fn accepted(&self) -> usize {
        self.shared.lock().accepted
    }
}

impl Drop for LiveChessDouble {
    fn drop(&mut self) {
        self.shared.stop.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// A feed message to every subscriber of `serial`.
fn feed(state: &State, serial: &str, param: &Value) {
    for conn in &state.conns {
        if let Some((subscribed, id)) = &conn.subscription
            && subscribed == serial
        {
            let _ = conn.tx.send(json!({ "response": "feed", "id": id, "param": param }).to_string());
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
                if shared.lock().down {
                    let _ = stream.shutdown(Shutdown::Both);
                    continue;
                }
                let shared = Arc::clone(shared);
                if let Ok(handle) =
                    thread::Builder::new().name("livechess-double-conn".into()).spawn(move || serve(stream, &shared))
                {
                    served.push(handle);
                }
            }
            Err(e) if e.kind() == ErrorKind::WouldBlock => thread::sleep(Duration::from_millis(10)),
            Err(_) => thread::sleep(Duration::from_millis(10)),
        }
        served.retain(|h| !h.is_finished());
    }
    for handle in served {
        let _ = handle.join();
    }
}

/// One connection: a WebSocket upgrade or a plain HTTP request, told apart by the
/// request head (peeked, so the handshake still reads it whole).
fn serve(stream: TcpStream, shared: &Shared) {
    let _ = stream.set_nonblocking(false);
    if stream.set_read_timeout(Some(HEAD)).is_err() {
        return;
    }
    let Some(head) = peek_head(&stream, shared) else { return };
    let lower = head.to_ascii_lowercase();
    if lower.contains("upgrade: websocket") {
        websocket(stream, shared);
    } else {
        http(stream, &head, shared);
    }
}

/// The request head, peeked until its blank line: `None` when the client sends none
/// in time, closes, or sends more than [`MAX_HEAD`] without one.
fn peek_head(stream: &TcpStream, shared: &Shared) -> Option<String> {
    let mut buf = vec![0u8; MAX_HEAD];
    let deadline = Instant::now() + HEAD;
    loop {
        let n = stream.peek(&mut buf).ok()?;
        if n == 0 {
            return None;
        }
        let text = String::from_utf8_lossy(&buf[..n]);
        if let Some(end) = text.find("\r\n\r\n") {
            return Some(text[..end + 4].to_owned());
        }
        if n == MAX_HEAD || Instant::now() > deadline || shared.stopped() {
            return None;
        }
        thread::sleep(Duration::from_millis(5));
    }
}

/// `GET /api/v1.0/eboards`: the list of boards; anything else 404. One request per
/// connection (`Connection: close`).
fn http(mut stream: TcpStream, head: &str, shared: &Shared) {
    // The head was only peeked: read it off (a GET has no body).
    let mut consumed = vec![0u8; head.len()];
    if stream.read_exact(&mut consumed).is_err() {
        return;
    }
    let line = head.lines().next().unwrap_or("").to_owned();
    let (status, body) = {
        let mut state = shared.lock();
        state.http.push(line.clone());
        let mut words = line.split_whitespace();
        let (method, path) = (words.next().unwrap_or(""), words.next().unwrap_or(""));
        if method == "GET" && path.trim_end_matches('/') == "/api/v1.0/eboards" {
            let boards: Vec<Value> = state.boards.iter().map(Board::eboard).collect();
            ("200 OK", Value::Array(boards).to_string())
        } else {
            ("404 Not Found", json!({ "error": "not found" }).to_string())
        }
    };
    let answer = format!(
        "HTTP/1.1 {status}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    let _ = stream.write_all(answer.as_bytes());
    let _ = stream.flush();
    let _ = stream.shutdown(Shutdown::Write);
}

/// A WebSocket: the calls answered, the queued feed messages sent, until the client
/// goes, the test drops the connection, or the double stops.
fn websocket(stream: TcpStream, shared: &Shared) {
    let Ok(mut socket) = tungstenite::accept(stream) else { return };
    if socket.get_ref().set_read_timeout(Some(TICK)).is_err() {
        return;
    }
    let (tx, rx) = mpsc::channel();
    let (id, generation) = {
        let mut state = shared.lock();
        state.next_id += 1;
        state.accepted += 1;
        let id = state.next_id;
        state.conns.push(Conn { id, subscription: None, tx });
        (id, state.generation)
    };
    loop {
        if shared.stopped() {
            let _ = socket.close(None);
            let _ = socket.flush();
            break;
        }
        if shared.lock().generation != generation {
            // Dropped: no closing handshake, the socket just goes.
            let _ = socket.get_ref().shutdown(Shutdown::Both);
            break;
        }
        match socket.read() {
            Ok(Message::Text(text)) => {
                if !call(&mut socket, text.as_str(), id, shared) {
                    break;
                }
            }
            Ok(Message::Close(_)) => {
                let _ = socket.flush();
                break;
            }
            Ok(_) => {}
            Err(tungstenite::Error::Io(e)) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {}
            Err(_) => break,
        }
        let mut failed = false;
        while let Ok(text) = rx.try_recv() {
            if socket.send(Message::text(text)).is_err() {
                failed = true;
                break;
            }
        }
        if failed {
            break;
        }
    }
    shared.lock().conns.retain(|c| c.id != id);
}

/// Answers one call; `false` when the socket failed. Text that is not a known call is
/// recorded and ignored.
fn call(socket: &mut WebSocket<TcpStream>, text: &str, conn: u64, shared: &Shared) -> bool {
    let mut state = shared.lock();
    state.received.push(text.to_owned());
    let Ok(value) = serde_json::from_str::<Value>(text) else { return true };
    let id = value.get("id").and_then(Value::as_u64).unwrap_or(0);
    let mut out = Vec::new();
    match value.get("call").and_then(Value::as_str) {
        Some("eboards") => {
            let boards: Vec<Value> = state.boards.iter().map(Board::eboard).collect();
            out.push(json!({ "response": "call", "id": id, "param": boards }));
        }
        Some("subscribe") => {
            let param = value.get("param");
            let feed_id = param.and_then(|p| p.get("id")).and_then(Value::as_u64).unwrap_or(id);
            let serial = param
                .and_then(|p| p.get("param"))
                .and_then(|p| p.get("serialnr"))
                .and_then(Value::as_str)
                .unwrap_or("")
                .to_owned();
            out.push(json!({ "response": "call", "id": id, "param": null }));
            // The board as it stands now, right after the subscription.
            if let Some(board) = state.boards.iter().find(|b| b.serial == serial) {
                out.push(json!({ "response": "feed", "id": feed_id, "param": board.feed() }));
            }
            if let Some(c) = state.conns.iter_mut().find(|c| c.id == conn) {
                c.subscription = Some((serial, feed_id));
            }
        }
        _ => {}
    }
    drop(state);
    out.into_iter().all(|v| socket.send(Message::text(v.to_string())).is_ok())
}
