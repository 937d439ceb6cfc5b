//! The serial adapter: a thread that owns the port of a TBP/1 board, runs a
//! [`TbpConnection`] on each connection (with [`drive`], as the DGT adapter does) and
//! opens the port again after the cable is pulled.
//!
//! [`SerialBoard::open`] opens the port (115200 baud, 8 data bits, no parity, 1 stop
//! bit, no flow control: TBP/1 over USB CDC, `docs/board-protocol.md` "Serial boards")
//! and starts the thread. The thread reads whatever the board sends, stamps it with the
//! milliseconds since the board was first opened, feeds it to the session, writes the
//! session's lines and sends its events over a channel ([`SerialBoard::events`]), or to
//! the caller's sending handle with the instant of each read ([`SerialBoard::open_into`]:
//! the live session's channel).
//!
//! When the port fails (a read or write error, the device gone) or the session gives
//! up (no `HELLO`, a silent board), the thread reports [`TbpEvent::Lost`] once, drops the
//! port and opens it again every [`SerialSettings::reconnect_ms`] through its [`Opener`]:
//! the same path for a real port, whatever a test hands it otherwise. Once the port is
//! back a new session shakes hands and asks for a snapshot, so the game continues from
//! the board's real state. No byte from the board can make the thread panic.
//!
//! Dropping the [`SerialBoard`] stops the thread.

use std::{
    fmt, io,
    time::{Duration, Instant},
};

use crossbeam_channel::{Receiver, RecvTimeoutError};
use serialport::SerialPort;

use super::session::{Failure, TbpAction, TbpConfig, TbpConnection, TbpEvent, TbpLostReason};
use crate::{
    core::{output::HostCmd, time::Timestamp},
    io::worker::{Ended, Handle, Opener, Outlet, PortClock, Protocol, Worker, drive, open_port},
};

/// The TBP/1 line speed (irrelevant on USB CDC, but fixed: TBP/1 §5.3).
pub const BAUD: u32 = 115_200;

/// The adapter's settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SerialSettings {
    /// The line speed.
    pub baud: u32,
    /// The session's timing.
    pub session: TbpConfig,
    /// Time between attempts to open a lost port.
    pub reconnect_ms: u64,
}

impl Default for SerialSettings {
    fn default() -> SerialSettings {
        SerialSettings { baud: BAUD, session: TbpConfig::default(), reconnect_ms: 1000 }
    }
}

/// An opener for a serial port by its path, 8N1 without flow control.
pub fn path_opener(path: &str, baud: u32) -> Opener {
    let path = path.to_owned();
    Box::new(move || open_port(&path, baud))
}

/// A TBP/1 board on a serial port, read by its own thread.
#[derive(Debug)]
pub struct SerialBoard {
    name: String,
    worker: Worker<TbpEvent>,
}

impl SerialBoard {
    /// Opens the port at `path` and starts talking to the board.
    ///
    /// Only opening the port is checked here; whether a board answers comes later, on
    /// [`SerialBoard::events`].
    ///
    /// # Errors
    /// [`SerialBoardError::Open`] when the port cannot be opened (no such device, no
    /// permission, in use), [`SerialBoardError::Thread`] when the thread cannot be
    /// started.
    pub fn open(path: &str, settings: SerialSettings) -> Result<SerialBoard, SerialBoardError> {
        SerialBoard::with_opener(path, path_opener(path, settings.baud), settings)
    }

    /// As [`SerialBoard::open`], the events going to `handle` with the instant the
    /// adapter read each (nothing comes on [`SerialBoard::events`]).
    ///
    /// # Errors
    /// As [`SerialBoard::open`].
    pub fn open_into(
        path: &str,
        settings: SerialSettings,
        handle: Handle<TbpEvent>,
    ) -> Result<SerialBoard, SerialBoardError> {
        let mut opener = path_opener(path, settings.baud);
        let port = opener().map_err(|source| SerialBoardError::Open { port: path.to_owned(), source })?;
        let worker = Worker::spawn_into("tbp-serial", handle, move |events, request_rx| {
            run(port, opener, settings, events, &request_rx)
        })
        .map_err(|source| SerialBoardError::Thread { source })?;
        Ok(SerialBoard { name: path.to_owned(), worker })
    }

    /// As [`SerialBoard::open`], with the port opened by `opener` (at the start and
    /// after each loss); `name` is for messages. Tests hand it a new pseudo-terminal
    /// each time.
    ///
    /// # Errors
    /// As [`SerialBoard::open`].
    pub fn with_opener(
        name: &str,
        mut opener: Opener,
        settings: SerialSettings,
    ) -> Result<SerialBoard, SerialBoardError> {
        let port = opener().map_err(|source| SerialBoardError::Open { port: name.to_owned(), source })?;
        let worker =
            Worker::spawn("tbp-serial", move |events, request_rx| run(port, opener, settings, events, &request_rx))
                .map_err(|source| SerialBoardError::Thread { source })?;
        Ok(SerialBoard { name: name.to_owned(), worker })
    }

    /// The port's name, as given.
    pub fn port(&self) -> &str {
        &self.name
    }

    /// What the board reports, in order, across reconnections. The channel stays open
    /// until the [`SerialBoard`] is dropped.
    pub fn events(&self) -> &Receiver<TbpEvent> {
        self.worker.events()
    }

    /// Passes on a request of the host (the core's `SNAP` on a sequence gap). While the
    /// board is lost it is dropped: the next connection asks for a snapshot anyway.
    pub fn request(&self, cmd: HostCmd) {
        self.worker.request(cmd);
    }
}

/// Why a board cannot be read at all.
#[derive(Debug)]
#[non_exhaustive]
pub enum SerialBoardError {
    /// The port cannot be opened at the start.
    Open {
        /// The port's name.
        port: String,
        /// serialport's error.
        source: serialport::Error,
    },
    /// The reader thread could not be started.
    Thread {
        /// The OS error.
        source: io::Error,
    },
}

impl fmt::Display for SerialBoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SerialBoardError::Open { port, source } => write!(f, "cannot open {port}: {source}"),
            SerialBoardError::Thread { source } => write!(f, "cannot start the board reader thread: {source}"),
        }
    }
}

impl std::error::Error for SerialBoardError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            SerialBoardError::Open { source, .. } => Some(source),
            SerialBoardError::Thread { source } => Some(source),
        }
    }
}

impl Protocol for TbpConnection {
    fn handle_bytes(&mut self, now: Timestamp, bytes: &[u8]) {
        TbpConnection::handle_bytes(self, now, bytes);
    }

    fn handle_request(&mut self, now: Timestamp, cmd: HostCmd) {
        TbpConnection::handle_request(self, now, cmd);
    }

    fn handle_timeout(&mut self, now: Timestamp) {
        TbpConnection::handle_timeout(self, now);
    }

    fn poll_timeout(&self) -> Option<Timestamp> {
        TbpConnection::poll_timeout(self)
    }
}

/// The thread: one [`TbpConnection`] per connection, reconnecting until the
/// [`SerialBoard`] is dropped.
fn run(
    mut port: Box<dyn SerialPort>,
    mut opener: Opener,
    settings: SerialSettings,
    mut events: Outlet<TbpEvent>,
    requests: &Receiver<HostCmd>,
) {
    let clock = PortClock::start();
    let mut connection = TbpConnection::new(settings.session, clock.now());
    // Whether the loss is reported already: once per outage, not once per try.
    let mut reported = false;
    loop {
        let ended = drive(&mut connection, port.as_mut(), requests, clock, |connection, port| {
            act(connection, port, &mut events, clock, &mut reported)
        });
        let reason = match ended {
            Ended::Closed => return,
            Ended::Port(e) => TbpLostReason::Port(e.to_string()),
            Ended::Failed(reason) => reason,
        };
        if !reported {
            reported = true;
            let t = clock.now();
            if !events.send(clock.instant(t), TbpEvent::Lost { t, reason }) {
                return;
            }
        }
        drop(port);
        port = match reopen(&mut opener, settings.reconnect_ms, requests) {
            Some(port) => port,
            None => return,
        };
        connection = TbpConnection::again(settings.session, clock.now());
    }
}

/// Carries out the connection's actions; `reported` is whether the current outage was
/// reported already.
fn act(
    connection: &mut TbpConnection,
    port: &mut dyn SerialPort,
    events: &mut Outlet<TbpEvent>,
    clock: PortClock,
    reported: &mut bool,
) -> Result<(), Ended<TbpLostReason>> {
    while let Some(action) = connection.poll_action() {
        match action {
            TbpAction::Send(line) => {
                writeln!(port, "{}", line.as_str()).and_then(|()| port.flush()).map_err(Ended::Port)?
            }
            TbpAction::Event(event) => {
                if matches!(event, TbpEvent::Connected { .. }) {
                    // Back: the next loss is news again.
                    *reported = false;
                }
                if !events.send(clock.instant(event.t()), event) {
                    return Err(Ended::Closed);
                }
            }
            TbpAction::Fail(Failure::NoAnswer) => return Err(Ended::Failed(TbpLostReason::NoAnswer)),
            TbpAction::Fail(Failure::Silent) => return Err(Ended::Failed(TbpLostReason::Silent)),
        }
    }
    Ok(())
}

/// Opens the port again every `every_ms` until it opens (`Some`) or the
/// [`SerialBoard`] is dropped (`None`). Requests while the board is lost are dropped:
/// the new session asks for a snapshot anyway.
fn reopen(opener: &mut Opener, every_ms: u64, requests: &Receiver<HostCmd>) -> Option<Box<dyn SerialPort>> {
    let every = Duration::from_millis(every_ms.max(1));
    loop {
        let deadline = Instant::now() + every;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                break;
            }
            match requests.recv_timeout(left) {
                Ok(_) => {}
                Err(RecvTimeoutError::Timeout) => break,
                Err(RecvTimeoutError::Disconnected) => return None,
            }
        }
        if let Ok(port) = opener() {
            return Some(port);
        }
    }
}
