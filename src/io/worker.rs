//! The handle of a device thread (its events, its requests, and a clean stop), where
//! the thread sends its events ([`Outlet`]), and what the serial adapters' threads
//! share: opening a port, their clock, and the loop that runs a board's protocol
//! machine on the port.
//!
//! Every serial adapter (DGT, TBP/1) is a thread that owns its port, sends what it
//! reads to its [`Outlet`] and takes the core's requests (`SNAP`) over a channel. The
//! outlet is the adapter's own channel ([`Worker::events`]), or a sending handle the
//! caller gives ([`Worker::spawn_into`]: the live session's one channel, so no thread
//! in between forwards the events); either way each event goes with the instant the
//! adapter read it. Dropping the handle closes the request channel, which tells the
//! thread to end, and waits for it (house style: "every adapter is a thread that owns
//! one device"). The thread runs its protocol's pure machine ([`Protocol`]) with
//! [`drive`]: carry out what the machine asks, pass on a request, read what the port
//! has until the machine's next deadline (at most [`POLL`]), stamp it with the
//! [`PortClock`], wake the machine when its deadline comes.

use std::{
    io,
    thread::{self, JoinHandle},
    time::{Duration, Instant},
};

use crossbeam_channel::{Receiver, Sender, TryRecvError};
use serialport::{DataBits, FlowControl, Parity, SerialPort, StopBits};

use crate::core::{output::HostCmd, time::Timestamp};

/// The longest a thread waits in one read, so that it notices a request or a drop
/// quickly.
pub const POLL: Duration = Duration::from_millis(50);

/// A sending handle for a device thread's events: called on that thread with each
/// event and the instant it was read; `false` when nobody listens any more.
pub type Handle<E> = Box<dyn FnMut(Instant, E) -> bool + Send>;

/// Where a device thread sends what it reads.
pub enum Outlet<E> {
    /// The adapter's own channel, read with its `events()`.
    Channel(Sender<E>),
    /// The caller's sending handle.
    Handle(Handle<E>),
}

impl<E> Outlet<E> {
    /// Sends `event`, read at `at`; `false` when nobody listens any more.
    pub fn send(&mut self, at: Instant, event: E) -> bool {
        match self {
            Outlet::Channel(tx) => tx.send(event).is_ok(),
            Outlet::Handle(handle) => handle(at, event),
        }
    }
}

impl<E> std::fmt::Debug for Outlet<E> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Outlet::Channel(_) => "Outlet::Channel",
            Outlet::Handle(_) => "Outlet::Handle",
        })
    }
}

/// A running device thread.
#[derive(Debug)]
pub struct Worker<E> {
    events: Receiver<E>,
    /// Requests to the thread; dropping it stops the thread.
    requests: Option<Sender<HostCmd>>,
    thread: Option<JoinHandle<()>>,
}

impl<E: Send + 'static> Worker<E> {
    /// Starts `body` on a thread called `name`, with the outlet of its events (the
    /// channel [`Worker::events`] reads) and the receiving end of the requests.
    ///
    /// # Errors
    /// When the thread cannot be started.
    pub fn spawn(
        name: &str,
        body: impl FnOnce(Outlet<E>, Receiver<HostCmd>) + Send + 'static,
    ) -> io::Result<Worker<E>> {
        let (event_tx, events) = crossbeam_channel::unbounded();
        Worker::start(name, events, Outlet::Channel(event_tx), body)
    }

    /// As [`Worker::spawn`], but the thread sends its events to `handle` (nothing comes
    /// on [`Worker::events`]).
    ///
    /// # Errors
    /// When the thread cannot be started.
    pub fn spawn_into(
        name: &str,
        handle: Handle<E>,
        body: impl FnOnce(Outlet<E>, Receiver<HostCmd>) + Send + 'static,
    ) -> io::Result<Worker<E>> {
        let (_, events) = crossbeam_channel::unbounded();
        Worker::start(name, events, Outlet::Handle(handle), body)
    }

    fn start(
        name: &str,
        events: Receiver<E>,
        outlet: Outlet<E>,
        body: impl FnOnce(Outlet<E>, Receiver<HostCmd>) + Send + 'static,
    ) -> io::Result<Worker<E>> {
        let (requests, request_rx) = crossbeam_channel::unbounded();
        let thread = thread::Builder::new().name(name.into()).spawn(move || body(outlet, request_rx))?;
        Ok(Worker { events, requests: Some(requests), thread: Some(thread) })
    }
}

impl<E> Worker<E> {
    /// What the thread reports, in order (nothing when it sends to a handle).
    pub fn events(&self) -> &Receiver<E> {
        &self.events
    }

    /// Passes on a request of the host (the core's `SNAP`). A thread that has ended has
    /// said why on the event channel, so a failed send needs no answer.
    pub fn request(&self, cmd: HostCmd) {
        if let Some(requests) = &self.requests {
            let _ = requests.send(cmd);
        }
    }
}

impl<E> Drop for Worker<E> {
    fn drop(&mut self) {
        self.requests = None;
        if let Some(thread) = self.thread.take() {
            // The thread ends within one read timeout; a panic there has nothing left
            // to clean up.
            let _ = thread.join();
        }
    }
}

/// Reads what a serial port has within `wait` (at least 1 ms) into `buf`: the number of
/// bytes, 0 when the wait ran out. A read of nothing without a timeout means the other
/// end hung up, which is an error.
///
/// # Errors
/// When the port fails or has closed.
pub fn read_port(port: &mut dyn SerialPort, wait: Duration, buf: &mut [u8]) -> io::Result<usize> {
    port.set_timeout(wait.max(Duration::from_millis(1)))?;
    match port.read(buf) {
        Ok(0) => Err(io::Error::new(io::ErrorKind::UnexpectedEof, "the port closed")),
        Ok(n) => Ok(n),
        Err(e) if matches!(e.kind(), io::ErrorKind::TimedOut | io::ErrorKind::Interrupted) => Ok(0),
        Err(e) => Err(e),
    }
}

/// Opens a board's port: called once at the start and again after each loss (by the
/// DGT and the TBP/1 adapter alike).
pub type Opener = Box<dyn FnMut() -> serialport::Result<Box<dyn SerialPort>> + Send>;

/// Opens a serial port by its path: 8 data bits, no parity, 1 stop bit, no flow
/// control, reads that wait at most [`POLL`].
///
/// # Errors
/// When the port cannot be opened (no such device, no permission, in use).
pub fn open_port(path: &str, baud: u32) -> serialport::Result<Box<dyn SerialPort>> {
    serialport::new(path, baud)
        .data_bits(DataBits::Eight)
        .parity(Parity::None)
        .stop_bits(StopBits::One)
        .flow_control(FlowControl::None)
        .timeout(POLL)
        .open()
}

/// A thread's clock: the milliseconds since it started (the adapters' one clock read).
#[derive(Clone, Copy, Debug)]
pub struct PortClock(Instant);

impl PortClock {
    /// A clock starting now.
    pub fn start() -> PortClock {
        PortClock(Instant::now())
    }

    /// The time since the clock started.
    pub fn now(&self) -> Timestamp {
        Timestamp(u64::try_from(self.0.elapsed().as_millis()).unwrap_or(u64::MAX))
    }

    /// The instant of a time of this clock.
    pub fn instant(&self, t: Timestamp) -> Instant {
        self.0 + Duration::from_millis(t.0)
    }
}

/// A board protocol's pure state machine (time as an input), as [`drive`] runs it.
pub trait Protocol {
    /// Takes the bytes of one read, which arrived at `now`.
    fn handle_bytes(&mut self, now: Timestamp, bytes: &[u8]);
    /// Takes a request of the host at `now`.
    fn handle_request(&mut self, now: Timestamp, cmd: HostCmd);
    /// Called at (or after) the time [`Protocol::poll_timeout`] returned.
    fn handle_timeout(&mut self, now: Timestamp);
    /// When the machine next needs [`Protocol::handle_timeout`].
    fn poll_timeout(&self) -> Option<Timestamp>;
}

/// Why [`drive`] returned.
#[derive(Debug)]
pub enum Ended<E> {
    /// The handle was dropped, or nobody listens any more.
    Closed,
    /// Reading or writing the port failed (the device gone).
    Port(io::Error),
    /// The machine gave up: why, in the adapter's words.
    Failed(E),
}

/// Runs `machine` on `port` until the handle is dropped, a read fails, or `act`
/// (which carries out the machine's actions) says the connection has ended.
pub fn drive<M: Protocol, E>(
    machine: &mut M,
    port: &mut dyn SerialPort,
    requests: &Receiver<HostCmd>,
    clock: PortClock,
    mut act: impl FnMut(&mut M, &mut dyn SerialPort) -> Result<(), Ended<E>>,
) -> Ended<E> {
    loop {
        if let Err(ended) = act(machine, port) {
            return ended;
        }
        match requests.try_recv() {
            Ok(cmd) => {
                machine.handle_request(clock.now(), cmd);
                continue;
            }
            Err(TryRecvError::Empty) => {}
            Err(TryRecvError::Disconnected) => return Ended::Closed,
        }
        if let Err(e) = read(machine, port, clock) {
            return Ended::Port(e);
        }
        if machine.poll_timeout().is_some_and(|due| due <= clock.now()) {
            machine.handle_timeout(clock.now());
        }
    }
}

/// Waits for bytes until the machine's next deadline (at most [`POLL`]) and hands them
/// to it. A read that times out is no error.
fn read(machine: &mut impl Protocol, port: &mut dyn SerialPort, clock: PortClock) -> io::Result<()> {
    let wait = machine.poll_timeout().map_or(POLL, |due| Duration::from_millis(due.since(clock.now())));
    let mut buf = [0u8; 256];
    let n = read_port(port, wait.min(POLL), &mut buf)?;
    if n > 0 {
        machine.handle_bytes(clock.now(), buf.get(..n).unwrap_or(&[]));
    }
    Ok(())
}
