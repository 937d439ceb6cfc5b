//! The handle of a device thread: its events, its requests, and a clean stop.
//!
//! Every serial adapter (DGT, TBP/1) is a thread that owns its port, sends what it
//! reads over a channel and takes the core's requests (`SNAP`) over another. Dropping
//! the handle closes the request channel, which tells the thread to end, and waits for
//! it (house style: "every adapter is a thread that owns one device").

use std::{
    io,
    thread::{self, JoinHandle},
};

use crossbeam_channel::{Receiver, Sender};

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
