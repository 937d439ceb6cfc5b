//! The serial adapter: a thread that owns the port of a DGT board and runs a
//! [`DgtConnection`] on it (with [`drive`], as the TBP/1 adapter does).
//!
//! [`Dgt::open`] opens the port (9600 baud, 8 data bits, no parity, 1 stop bit, no flow
//! control) and starts the thread. The thread reads whatever the board sends, stamps
//! it with the milliseconds since the port was opened, feeds it to the session, writes
//! the session's commands and sends its events over a channel ([`Dgt::events`]), or to
//! the caller's sending handle with the instant of each read ([`Dgt::open_into`]: the
//! live session's channel). The
//! last item on the channel is the error that ended the thread, if one did: a board
//! that does not answer, or a port that went away (the USB cable pulled). No byte from
//! the board can make the thread panic; the worst it can do is make the session ask
//! for another dump.
//!
//! Dropping the [`Dgt`] stops the thread and puts the board back into idle mode.

use std::{
    fmt,
    io::{self, Write},
    time::Instant,
};

use crossbeam_channel::Receiver;
use serialport::SerialPort;

use super::session::{Action, Command, Config, DgtConnection, Event, Failure};
use crate::{
    core::{output::HostCmd, time::Timestamp},
    io::worker::{Ended, Handle, Outlet, PortClock, Protocol, Worker, drive, open_port},
};

/// The DGT line speed.
pub const BAUD: u32 = 9600;

/// A DGT board on a serial port, read by its own thread.
#[derive(Debug)]
pub struct Dgt {
    port: String,
    worker: Worker<Result<Event, DgtError>>,
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
    pub fn open(port: &str, config: Config) -> Result<Dgt, DgtError> {
        let serial = open_port(port, BAUD).map_err(|source| DgtError::Open { port: port.to_owned(), source })?;
        let name = port.to_owned();
        let worker = Worker::spawn("dgt", move |events, request_rx| run(serial, &name, config, events, &request_rx))
            .map_err(|source| DgtError::Thread { source })?;
        Ok(Dgt { port: port.to_owned(), worker })
    }

    /// As [`Dgt::open`], the events going to `handle` with the instant the adapter read
    /// each (nothing comes on [`Dgt::events`]).
    ///
    /// # Errors
    /// As [`Dgt::open`].
    pub fn open_into(port: &str, config: Config, handle: Handle<Result<Event, DgtError>>) -> Result<Dgt, DgtError> {
        let serial = open_port(port, BAUD).map_err(|source| DgtError::Open { port: port.to_owned(), source })?;
        let name = port.to_owned();
        let worker = Worker::spawn_into("dgt", handle, move |events, request_rx| {
            run(serial, &name, config, events, &request_rx)
        })
        .map_err(|source| DgtError::Thread { source })?;
        Ok(Dgt { port: port.to_owned(), worker })
    }

    /// The port's name, as given.
    pub fn port(&self) -> &str {
        &self.port
    }

    /// What the board reports, in order. After an error the channel closes.
    pub fn events(&self) -> &Receiver<Result<Event, DgtError>> {
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
    /// The board answered, then stopped answering.
    Silent {
        /// The port's name.
        port: String,
    },
    /// The port failed or went away (the board unplugged).
    Lost {
        /// The port's name.
        port: String,
        /// The read or write error.
        source: io::Error,
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
            DgtError::Silent { port } => write!(f, "the DGT board on {port} stopped answering"),
            DgtError::Lost { port, source } => write!(f, "lost the DGT board on {port}: {source}"),
            DgtError::Thread { source } => write!(f, "cannot start the DGT reader thread: {source}"),
        }
    }
}

impl std::error::Error for DgtError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            DgtError::Open { source, .. } => Some(source),
            DgtError::Lost { source, .. } | DgtError::Thread { source } => Some(source),
            DgtError::NoAnswer { .. } | DgtError::Silent { .. } => None,
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

/// The thread: runs the connection until the port fails, the connection gives up or
/// the [`Dgt`] is dropped.
fn run(
    mut port: Box<dyn SerialPort>,
    name: &str,
    config: Config,
    mut events: Outlet<Result<Event, DgtError>>,
    requests: &Receiver<HostCmd>,
) {
    let clock = PortClock::start();
    let mut connection = DgtConnection::new(config, clock.now());
    let ended = drive(&mut connection, port.as_mut(), requests, clock, |connection, port| {
        act(connection, port, name, config, &mut events, clock)
    });
    let error = match ended {
        Ended::Closed => {
            // Back to idle mode, so the board stops sending. It may be gone already.
            let _ = port.write_all(&[Command::Reset.byte()]);
            return;
        }
        Ended::Port(source) => DgtError::Lost { port: name.to_owned(), source },
        Ended::Failed(error) => error,
    };
    let _ = events.send(Instant::now(), Err(error));
}

/// Carries out the connection's actions.
fn act(
    connection: &mut DgtConnection,
    port: &mut dyn SerialPort,
    name: &str,
    config: Config,
    events: &mut Outlet<Result<Event, DgtError>>,
    clock: PortClock,
) -> Result<(), Ended<DgtError>> {
    while let Some(action) = connection.poll_action() {
        match action {
            Action::Send(cmd) => port.write_all(&[cmd.byte()]).map_err(Ended::Port)?,
            Action::Event(event) => {
                if !events.send(clock.instant(event.t()), Ok(event)) {
                    return Err(Ended::Closed);
                }
            }
            Action::Fail(Failure::NoAnswer) => {
                let (tries, retry_ms) = (config.tries, config.retry_ms);
                return Err(Ended::Failed(DgtError::NoAnswer { port: name.to_owned(), tries, retry_ms }));
            }
            Action::Fail(Failure::Silent) => return Err(Ended::Failed(DgtError::Silent { port: name.to_owned() })),
        }
    }
    Ok(())
}
