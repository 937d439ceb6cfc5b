//! The handle of a device thread: its events, its requests, and a clean stop.
//!
//! Every serial adapter (DGT, TBP/1) is a thread that owns its port, sends what it
//! reads over a channel and takes the core's requests (`SNAP`) over another. Dropping
//! the handle closes the request channel, which tells the thread to end, and waits for
//! it (house style: "every adapter is a thread that owns one device").

use std::{
    io,
    thread::{self, JoinHandle},
    time::Duration,
};

use crossbeam_channel::{Receiver, Sender};
use serialport::SerialPort;

use crate::core::output::HostCmd;

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
