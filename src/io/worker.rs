//! The handle of a device thread (its events, its requests, and a clean stop), and
//! what the serial adapters' threads share: opening a port, their clock, and the loop
//! that runs a board's protocol machine on the port.
//!
//! Every serial adapter (DGT, TBP/1) is a thread that owns its port, sends what it
//! reads over a channel and takes the core's requests (`SNAP`) over another. Dropping
//! the handle closes the request channel, which tells the thread to end, and waits for
//! it (house style: "every adapter is a thread that owns one device"). The thread runs
//! its protocol's pure machine ([`Protocol`]) with [`drive`]: carry out what the
//! machine asks, pass on a request, read what the port has until the machine's next
//! deadline (at most [`POLL`]), stamp it with the [`PortClock`], wake the machine when
//! its deadline comes.

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

/// A running device thread.
#[derive(Debug)]
pub struct Worker<E> {
    events: Receiver<E>,
    /// Requests to the thread; dropping it stops the thread.
    requests: Option<Sender<HostCmd>>,
    thread: Option<JoinHandle<()>>,
}

impl<E: Send + 'static> Worker<E> {
    /// Starts `body` on a thread called `name`, with the sending end of the events and
    /// the receiving end of the requests.
    ///
    /// # Errors
    /// When the thread cannot be started.
    pub fn spawn(
        name: &str,
        body: impl FnOnce(Sender<E>, Receiver<HostCmd>) + Send + 'static,
    ) -> io::Result<Worker<E>> {
        let (event_tx, events) = crossbeam_channel::unbounded();
        let (requests, request_rx) = crossbeam_channel::unbounded();
        let thread = thread::Builder::new().name(name.into()).spawn(move || body(event_tx, request_rx))?;
        Ok(Worker { events, requests: Some(requests), thread: Some(thread) })
    }
}

impl<E> Worker<E> {
    /// What the thread reports, in order.
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
