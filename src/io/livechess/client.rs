//! The connection to DGT LiveChess: a WebSocket (`tungstenite`) on a thread of its own
//! that follows one board, and the list of boards over HTTP (`ureq`).
//!
//! The thread owns the socket, as every adapter owns its device. It sends LiveChess two
//! read-only calls ([`super::feed`]), reads each message with a short timeout so the
//! held moves' time and the keep-alive are kept, and feeds the [`Follower`]. Every few
//! seconds it asks for the list of boards again: the answer tells whether the board is
//! still `ACTIVE`, and no message in 10 s means the connection is dead although
//! the socket did not say so (a cable pulled from the organiser's PC). A lost
//! connection is told once and tried again after 1, 2, 4 … up to 16 s; on return the
//! board is followed from its current list.

use std::{
    io::ErrorKind,
    net::{TcpStream, ToSocketAddrs},
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
    thread::{self, JoinHandle},
    time::{Duration, Instant},
};

use shakmaty::{Chess, Move};
use tungstenite::{Message, WebSocket, protocol::WebSocketConfig};

use super::{
    feed::{self, BoardUpdate, EBoard, FeedFault, Incoming, MAX_MESSAGE},
    follow::{FollowConfig, Followed, Follower},
};
use crate::{config::LiveChessAddr, core::time::Timestamp};

/// How long a connection or a request may take.
const CONNECT: Duration = Duration::from_secs(3);
/// How long a read waits before the thread looks at the time.
const TICK: Duration = Duration::from_millis(50);
/// How often the list of boards is asked for (the keep-alive).
const POLL: Duration = Duration::from_secs(3);
/// Without any message for this long the connection is taken as lost.
const SILENT: Duration = Duration::from_secs(10);
/// The longest wait between tries to connect again.
const MAX_BACKOFF: Duration = Duration::from_secs(16);
/// The call ids: the list of boards, the subscription.
const EBOARDS: u64 = 1;
const SUBSCRIBE: u64 = 2;

/// What the thread reports.
#[derive(Clone, Debug, PartialEq)]
pub enum LcEvent {
    /// What the board's feed means for the game.
    Follow(Followed),
    /// A message that was not understood, with its text (cut to 200 characters).
    Fault {
        /// The message.
        text: String,
        /// Why.
        fault: FeedFault,
    },
    /// The connection failed or was lost (for the log; the player hears
    /// [`Followed::NotReporting`]).
    Connection {
        /// Why.
        reason: String,
    },
    /// LiveChess does not list the board (any more).
    NoSuchBoard {
        /// The serial number looked for.
        serial: String,
        /// The ones LiveChess lists.
        known: Vec<String>,
    },
}

/// The thread's sending handle: called on the thread with the instant of each event;
/// `false` ends the thread.
pub type LiveChessHandle = Box<dyn FnMut(Instant, LcEvent) -> bool + Send>;

/// Why LiveChess could not be used at the start.
#[derive(Debug, thiserror::Error)]
pub enum LiveChessError {
    /// No connection.
    #[error("cannot reach DGT LiveChess at {place}: {reason}")]
    Unreachable {
        /// `HOST:PORT`.
        place: String,
        /// Why.
        reason: String,
    },
    /// LiveChess answered with something else than its list of boards.
    #[error("DGT LiveChess at {place} answered, but not with its list of boards: {reason}")]
    Answer {
        /// `HOST:PORT`.
        place: String,
        /// Why.
        reason: String,
    },
    /// The board is not in LiveChess's list.
    #[error("DGT LiveChess at {place} has no board {serial}; it has {}", known_list(.known))]
    NoSuchBoard {
        /// `HOST:PORT`.
        place: String,
        /// The serial number asked for.
        serial: String,
        /// The ones it has.
        known: Vec<String>,
    },
}

fn known_list(known: &[String]) -> String {
    if known.is_empty() { "none".to_owned() } else { known.join(", ") }
}

/// LiveChess's boards, asked for over HTTP (`GET /api/v1.0/eboards`).
///
/// # Errors
/// When LiveChess cannot be reached or does not answer with a list of boards.
pub fn boards(host: &str, port: u16) -> Result<Vec<EBoard>, LiveChessError> {
    let place = format!("{host}:{port}");
    let agent: ureq::Agent =
        ureq::Agent::config_builder().timeout_global(Some(CONNECT)).max_redirects(0).build().into();
    let url = format!("http://{place}/api/v1.0/eboards");
    let unreachable = |e: ureq::Error| LiveChessError::Unreachable { place: place.clone(), reason: e.to_string() };
    let mut answer = agent.get(&url).call().map_err(unreachable)?;
    let text = answer.body_mut().with_config().limit(MAX_MESSAGE as u64).read_to_string().map_err(unreachable)?;
    serde_json::from_str(&text).map_err(|e| LiveChessError::Answer { place: place.clone(), reason: e.to_string() })
}

/// The running follower of one board. Dropping it ends the thread.
pub struct LiveChess {
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

/// A connection to LiveChess whose board is known to be there, not yet followed: the
/// session opens its devices before it knows the game (a resumed one is read from its
/// journal after), and a missing LiveChess must stop the start like a missing port.
pub struct Connected {
    addr: LiveChessAddr,
    socket: Socket,
    epoch: Instant,
}

impl Connected {
    /// Connects to LiveChess at `addr` and checks that it has the board.
    ///
    /// # Errors
    /// When LiveChess cannot be reached, or does not have the board.
    pub fn open(addr: &LiveChessAddr) -> Result<Connected, LiveChessError> {
        let epoch = Instant::now();
        let place = format!("{}:{}", addr.host, addr.port);
        let mut socket =
            connect(addr).map_err(|reason| LiveChessError::Unreachable { place: place.clone(), reason })?;
        let boards =
            list_boards(&mut socket).map_err(|reason| LiveChessError::Answer { place: place.clone(), reason })?;
        if !boards.iter().any(|b| b.serialnr == addr.serial) {
            let known = boards.into_iter().map(|b| b.serialnr).collect();
            return Err(LiveChessError::NoSuchBoard { place, serial: addr.serial.clone(), known });
        }
        Ok(Connected { addr: addr.clone(), socket, epoch })
    }

    /// Follows the board on a thread, reporting into `handle`; `start` and `moves` are
    /// the game so far.
    ///
    /// # Errors
    /// When the thread cannot be started.
    pub fn follow(
        self,
        config: FollowConfig,
        start: Chess,
        moves: &[Move],
        handle: LiveChessHandle,
    ) -> Result<LiveChess, LiveChessError> {
        let Connected { addr, socket, epoch } = self;
        let stop = Arc::new(AtomicBool::new(false));
        let place = format!("{}:{}", addr.host, addr.port);
        let mut run =
            Run { addr, follower: Follower::new(config, start, moves), handle, epoch, stop: Arc::clone(&stop) };
        let thread = thread::Builder::new()
            .name("livechess".into())
            .spawn(move || run.run(Some(socket)))
            .map_err(|e| LiveChessError::Unreachable { place, reason: e.to_string() })?;
        Ok(LiveChess { stop, thread: Some(thread) })
    }
}

impl Drop for LiveChess {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

type Socket = WebSocket<TcpStream>;

/// The thread's state.
struct Run {
    addr: LiveChessAddr,
    follower: Follower,
    handle: LiveChessHandle,
    epoch: Instant,
    stop: Arc<AtomicBool>,
}

impl Run {
    fn now(&self) -> Timestamp {
        Timestamp(u64::try_from(self.epoch.elapsed().as_millis()).unwrap_or(u64::MAX))
    }

    /// Sends one event; `false` when the session has gone.
    fn report(&mut self, event: LcEvent) -> bool {
        (self.handle)(Instant::now(), event)
    }

    /// Passes on what the follower has to say.
    fn drain(&mut self) -> bool {
        while let Some(followed) = self.follower.poll() {
            if !self.report(LcEvent::Follow(followed)) {
                return false;
            }
        }
        true
    }

    fn run(&mut self, mut socket: Option<Socket>) {
        let mut backoff = Duration::from_secs(1);
        while !self.stop.load(Ordering::Relaxed) {
            let socket = match socket.take() {
                Some(socket) => Ok(socket),
                None => connect(&self.addr),
            };
            let reason = match socket {
                Ok(socket) => {
                    backoff = Duration::from_secs(1);
                    match self.follow(socket) {
                        Ok(()) => return,
                        Err(reason) => reason,
                    }
                }
                Err(reason) => reason,
            };
            self.follower.lost();
            if !self.report(LcEvent::Connection { reason }) || !self.drain() {
                return;
            }
            let until = Instant::now() + backoff;
            while Instant::now() < until {
                if self.stop.load(Ordering::Relaxed) {
                    return;
                }
                thread::sleep(TICK);
            }
            backoff = (backoff * 2).min(MAX_BACKOFF);
        }
    }

    /// Follows the board on one connection: `Ok` when the session ended, `Err` with the
    /// reason when the connection is lost.
    fn follow(&mut self, mut socket: Socket) -> Result<(), String> {
        send(&mut socket, &feed::subscribe_call(SUBSCRIBE, &self.addr.serial))?;
        send(&mut socket, &feed::eboards_call(EBOARDS))?;
        self.follower.subscribed();
        let (mut heard, mut polled) = (Instant::now(), Instant::now());
        while !self.stop.load(Ordering::Relaxed) {
            match socket.read() {
                Ok(Message::Text(text)) => {
                    heard = Instant::now();
                    if !self.message(text.as_str()) {
                        return Ok(());
                    }
                }
                Ok(Message::Close(_)) => return Err("LiveChess closed the connection".to_owned()),
                Ok(_) => heard = Instant::now(),
                Err(tungstenite::Error::Io(e)) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {}
                Err(e) => return Err(e.to_string()),
            }
            let now = self.now();
            self.follower.handle_timeout(now);
            if !self.drain() {
                return Ok(());
            }
            if heard.elapsed() > SILENT {
                return Err(format!("no message from LiveChess for {} s", SILENT.as_secs()));
            }
            if polled.elapsed() > POLL {
                polled = Instant::now();
                send(&mut socket, &feed::eboards_call(EBOARDS))?;
            }
        }
        let _ = socket.close(None);
        Ok(())
    }

    /// One message; `false` when the session has gone.
    fn message(&mut self, text: &str) -> bool {
        let now = self.now();
        match feed::decode(text) {
            Ok(Incoming::Feed { update, .. }) => {
                if update.serialnr.as_deref().is_none_or(|s| s == self.addr.serial) {
                    self.follower.update(now, &update);
                }
            }
            Ok(Incoming::Boards { boards, .. }) => match boards.iter().find(|b| b.serialnr == self.addr.serial) {
                // The list tells the board's state only: its moves come in the feed.
                Some(board) => self.follower.update(now, &BoardUpdate { san: None, board: None, ..board.into() }),
                None => {
                    let known = boards.into_iter().map(|b| b.serialnr).collect();
                    let state = BoardUpdate { state: Some("missing".to_owned()), ..BoardUpdate::default() };
                    self.follower.update(now, &state);
                    if !self.report(LcEvent::NoSuchBoard { serial: self.addr.serial.clone(), known }) {
                        return false;
                    }
                }
            },
            Ok(Incoming::Answer { .. }) => {}
            Err(fault) => {
                let text = text.chars().take(200).collect();
                if !self.report(LcEvent::Fault { text, fault }) {
                    return false;
                }
            }
        }
        self.drain()
    }
}

/// Opens the WebSocket, with bounded messages and a short read timeout.
fn connect(addr: &LiveChessAddr) -> Result<Socket, String> {
    let place = (addr.host.as_str(), addr.port);
    let socket_addr = place.to_socket_addrs().map_err(|e| e.to_string())?.next().ok_or("no address")?;
    let stream = TcpStream::connect_timeout(&socket_addr, CONNECT).map_err(|e| e.to_string())?;
    stream.set_read_timeout(Some(CONNECT)).map_err(|e| e.to_string())?;
    stream.set_nodelay(true).map_err(|e| e.to_string())?;
    let url = format!("ws://{}:{}/api/v1.0", addr.host, addr.port);
    let config = WebSocketConfig::default().max_message_size(Some(MAX_MESSAGE)).max_frame_size(Some(MAX_MESSAGE));
    let (socket, _) = tungstenite::client::client_with_config(url.as_str(), stream, Some(config))
        .map_err(|e| format!("the WebSocket handshake failed: {e}"))?;
    socket.get_ref().set_read_timeout(Some(TICK)).map_err(|e| e.to_string())?;
    Ok(socket)
}

/// Asks for the list of boards and waits for it (at the start).
fn list_boards(socket: &mut Socket) -> Result<Vec<EBoard>, String> {
    send(socket, &feed::eboards_call(EBOARDS))?;
    let until = Instant::now() + CONNECT;
    while Instant::now() < until {
        match socket.read() {
            Ok(Message::Text(text)) => match feed::decode(text.as_str()) {
                Ok(Incoming::Boards { boards, .. }) => return Ok(boards),
                Ok(_) => {}
                Err(fault) => return Err(fault.to_string()),
            },
            Ok(Message::Close(_)) => return Err("LiveChess closed the connection".to_owned()),
            Ok(_) => {}
            Err(tungstenite::Error::Io(e)) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {}
            Err(e) => return Err(e.to_string()),
        }
    }
    Err(format!("no answer in {} s", CONNECT.as_secs()))
}

fn send(socket: &mut Socket, text: &str) -> Result<(), String> {
    socket.send(Message::text(text)).map_err(|e| e.to_string())
}
