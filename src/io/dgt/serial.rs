//! The serial adapter: a thread that owns the port of a DGT board and runs a
//! [`DgtConnection`] on it (with [`drive`], as the TBP/1 adapter does).
//!
//! [`Dgt::open`] opens the port (9600 baud, 8 data bits, no parity, 1 stop bit, no flow
//! control) and starts the thread. The thread reads whatever the board sends, stamps
//! it with the milliseconds since the port was opened, feeds it to the session, writes
//! the session's commands and sends its events over a channel ([`Dgt::events`]), or to
//! the caller's sending handle with the instant of each read ([`Dgt::open_into`]: the
//! live session's channel).
//!
//! A board that never answers ends the thread with [`DgtError::NoAnswer`], the last
//! item on the channel. Once the board has answered, a port that fails or goes away
//! (the USB cable pulled) or a board that stops answering is [`DgtEvent::Lost`],
//! reported once per outage: the thread opens the port again every
//! [`DgtConfig::reconnect_ms`] (through its [`Opener`]; a port still there is kept) and
//! starts a new connection, whose first answer is [`DgtEvent::Back`], followed by a
//! dump and the clock, so the game and the clock go on from the board's real state. No
//! byte from the board can make the thread panic; the worst it can do is make the
//! session ask for another dump.
//!
//! Dropping the [`Dgt`] stops the thread and puts the board back into idle mode.

use std::{
    fmt,
    io::{self, Write},
    time::{Duration, Instant},
};

use crossbeam_channel::{Receiver, RecvTimeoutError};
use serialport::SerialPort;

use super::session::{DgtAction, DgtCmd, DgtConfig, DgtConnection, DgtEvent, DgtLostReason, Failure};
use crate::{
    core::{output::HostCmd, time::Timestamp},
    io::worker::{Ended, Handle, Opener, Outlet, PortClock, Protocol, Worker, drive, open_port},
};

/// The DGT line speed.
pub const BAUD: u32 = 9600;

/// An opener for a serial port by its path, at the DGT line speed.
pub fn path_opener(path: &str) -> Opener {
    let path = path.to_owned();
    Box::new(move || open_port(&path, BAUD))
}

/// A DGT board on a serial port, read by its own thread.
#[derive(Debug)]
pub struct Dgt {
    port: String,
    worker: Worker<Result<DgtEvent, DgtError>>,
}

impl Dgt {
    /// Opens the port and starts talking to the board.
    ///
    /// Only opening the port is checked here: whether a board answers comes later, as
    /// [`DgtError::NoAnswer`] on [`Dgt::events`].
    ///
    /// # Errors
    /// [`DgtError::Open`] when the port cannot be opened (no such device, no
    /// permission, in use), [`DgtError::Thread`] when the thread cannot be started.
    pub fn open(port: &str, config: DgtConfig) -> Result<Dgt, DgtError> {
        Dgt::with_opener(port, path_opener(port), config)
    }

    /// As [`Dgt::open`], with the port opened by `opener` (at the start and after each
    /// loss); `name` is for messages. Tests hand it a new pseudo-terminal each time.
    ///
    /// # Errors
    /// As [`Dgt::open`].
    pub fn with_opener(name: &str, mut opener: Opener, config: DgtConfig) -> Result<Dgt, DgtError> {
        let serial = opener().map_err(|source| DgtError::Open { port: name.to_owned(), source })?;
        let owned = name.to_owned();
        let worker =
            Worker::spawn("dgt", move |events, request_rx| run(serial, opener, &owned, config, events, &request_rx))
                .map_err(|source| DgtError::Thread { source })?;
        Ok(Dgt { port: name.to_owned(), worker })
    }

    /// As [`Dgt::open`], the events going to `handle` with the instant the adapter read
    /// each (nothing comes on [`Dgt::events`]).
    ///
    /// # Errors
    /// As [`Dgt::open`].
    pub fn open_into(
        port: &str,
        config: DgtConfig,
        handle: Handle<Result<DgtEvent, DgtError>>,
    ) -> Result<Dgt, DgtError> {
        let mut opener = path_opener(port);
        let serial = opener().map_err(|source| DgtError::Open { port: port.to_owned(), source })?;
        let name = port.to_owned();
        let worker = Worker::spawn_into("dgt", handle, move |events, request_rx| {
            run(serial, opener, &name, config, events, &request_rx)
        })
        .map_err(|source| DgtError::Thread { source })?;
        Ok(Dgt { port: port.to_owned(), worker })
    }

    /// The port's name, as given.
    pub fn port(&self) -> &str {
        &self.port
    }

    /// What the board reports, in order, across reconnections. After an error (no
    /// board ever answered) the channel closes.
    pub fn events(&self) -> &Receiver<Result<DgtEvent, DgtError>> {
        self.worker.events()
    }

    /// Passes on a request of the host (the core's `SNAP`: a full dump).
    pub fn request(&self, cmd: HostCmd) {
        self.worker.request(cmd);
    }
}

/// Why a DGT board cannot be read.
#[derive(Debug)]
#[non_exhaustive]
pub enum DgtError {
    /// The port cannot be opened.
    Open {
        /// The port's name.
        port: String,
        /// serialport's error.
        source: serialport::Error,
    },
    /// No DGT board answered at the start.
    NoAnswer {
        /// The port's name.
        port: String,
        /// How often it was asked.
        tries: u32,
        /// How long apart.
        retry_ms: u64,
    },
    /// The reader thread could not be started.
    Thread {
        /// The OS error.
        source: io::Error,
    },
}

impl fmt::Display for DgtError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DgtError::Open { port, source } => write!(f, "cannot open {port}: {source}"),
            DgtError::NoAnswer { port, tries, retry_ms } => {
                write!(f, "no DGT board answers on {port} (asked {tries} times, {retry_ms} ms apart)")
            }
            DgtError::Thread { source } => write!(f, "cannot start the DGT reader thread: {source}"),
        }
    }
}

impl std::error::Error for DgtError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            DgtError::Open { source, .. } => Some(source),
            DgtError::Thread { source } => Some(source),
            DgtError::NoAnswer { .. } => None,
        }
    }
}

impl Protocol for DgtConnection {
    fn handle_bytes(&mut self, now: Timestamp, bytes: &[u8]) {
        DgtConnection::handle_bytes(self, now, bytes);
    }

    fn handle_request(&mut self, _: Timestamp, cmd: HostCmd) {
        DgtConnection::handle_request(self, cmd);
    }

    fn handle_timeout(&mut self, now: Timestamp) {
        DgtConnection::handle_timeout(self, now);
    }

    fn poll_timeout(&self) -> Option<Timestamp> {
        DgtConnection::poll_timeout(self)
    }
}

/// The thread: one connection after another on the port, opening it again after it
/// went away, until the [`Dgt`] is dropped or the board never answered at all.
fn run(
    mut port: Box<dyn SerialPort>,
    mut opener: Opener,
    name: &str,
    config: DgtConfig,
    mut events: Outlet<Result<DgtEvent, DgtError>>,
    requests: &Receiver<HostCmd>,
) {
    let clock = PortClock::start();
    let mut connection = DgtConnection::new(config, clock.now());
    // Whether the board ever answered, and whether the current outage was reported.
    let (mut known, mut reported) = (false, false);
    loop {
        let ended = drive(&mut connection, port.as_mut(), requests, clock, |connection, port| {
            act(connection, port, &mut events, clock, &mut reported)
        });
        known |= connection.has_answered();
        let (reason, port_gone) = match ended {
            Ended::Closed => {
                // Back to idle mode, so the board stops sending. It may be gone already.
                let _ = port.write_all(&[DgtCmd::Reset.byte()]);
                return;
            }
            Ended::Port(e) => (DgtLostReason::Port(e.to_string()), true),
            Ended::Failed(Failure::NoAnswer) if !known => {
                let DgtConfig { tries, retry_ms, .. } = config;
                let error = DgtError::NoAnswer { port: name.to_owned(), tries, retry_ms };
                let _ = events.send(Instant::now(), Err(error));
                return;
            }
            Ended::Failed(Failure::NoAnswer) => (DgtLostReason::NoAnswer, false),
            Ended::Failed(Failure::Silent) => (DgtLostReason::Silent, false),
        };
        if !reported {
            reported = true;
            let t = clock.now();
            if !events.send(clock.instant(t), Ok(DgtEvent::Lost { t, reason })) {
                return;
            }
        }
        if port_gone {
            drop(port);
            port = match reopen(&mut opener, config.reconnect_ms, requests) {
                Some(port) => port,
                None => return,
            };
        }
        connection = connection.again(clock.now());
    }
}

/// Carries out the connection's actions; `reported` is whether the current outage was
/// reported already.
fn act(
    connection: &mut DgtConnection,
    port: &mut dyn SerialPort,
    events: &mut Outlet<Result<DgtEvent, DgtError>>,
    clock: PortClock,
    reported: &mut bool,
) -> Result<(), Ended<Failure>> {
    while let Some(action) = connection.poll_action() {
        match action {
            DgtAction::Send(cmd) => port.write_all(&[cmd.byte()]).map_err(Ended::Port)?,
            DgtAction::Event(event) => {
                if matches!(event, DgtEvent::Back { .. }) {
                    // Back: the next loss is news again.
                    *reported = false;
                }
                if !events.send(clock.instant(event.t()), Ok(event)) {
                    return Err(Ended::Closed);
                }
            }
            DgtAction::Fail(failure) => return Err(Ended::Failed(failure)),
        }
    }
    Ok(())
}

/// Opens the port again every `every_ms` until it opens (`Some`) or the [`Dgt`] is
/// dropped (`None`). Requests while the board is lost are dropped: the next connection
/// asks for a dump anyway.
fn reopen(opener: &mut Opener, every_ms: u64, requests: &Receiver<HostCmd>) -> Option<Box<dyn SerialPort>> {
    let every = Duration::from_millis(every_ms.max(1));
    loop {
        match requests.recv_timeout(every) {
            Ok(_) | Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => return None,
        }
        if let Ok(port) = opener() {
            return Some(port);
        }
    }
}
