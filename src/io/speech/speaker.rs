//! The speech adapter: one thread that owns the backend's connections, runs the
//! [`Scheduler`], and forwards the backend's callbacks.
//!
//! Built only with the `speech` feature (`io/speech/mod.rs` gates it); without it,
//! `speaker_unbuilt.rs` stands in: the same API, and `start` fails with
//! [`SpeechError::NotBuilt`].
//!
//! # Backends
//!
//! - Linux: Speech Dispatcher directly (`dispatcher.rs`), every utterance one SSML
//!   message with its languages switched inside it (issue 17).
//! - Windows (issue 30): the player's screen reader through Tolk (`screen_reader.rs`,
//!   its ends estimated by `untimed.rs`); without one, Windows' own voices through the
//!   `tts` crate (WinRT); without those, SAPI through Tolk.
//! - Elsewhere (macOS), and on Linux when Speech Dispatcher refuses the SSML mode: the
//!   `tts` crate (`tts_synth.rs`), each language part a message of its own.
//!
//! Both sit behind the policy's [`Synth`] port and [`Backend`] (`backend.rs`: the voice
//! helper's results); the actor below drives either.
//!
//! # Threads
//!
//! - The caller: [`Speaker::say`] sends the utterance over a channel and returns.
//! - The actor (`taktil-speech`): owns the backend, runs the policy, and is the only
//!   thread that calls the backend's speaking methods.
//! - libspeechd's event thread: runs the callbacks under the binding's locks, so they
//!   only stamp the time and send a [`Callback`] to the actor (shared/docs/rust-stack.md
//!   §5, deadlock risk).
//! - The voice helper (`taktil-voices`): reads the voice list, on its own connection.
//!
//! # Failure
//!
//! - No Speech Dispatcher: [`Speaker::start`] fails at once.
//! - A daemon that accepts the connection but never answers: `start` gives up after
//!   [`START_TIMEOUT`]; the thread stuck in libspeechd is left behind.
//! - A daemon that stops answering later, or never ends an utterance (no audio sink):
//!   the policy's watchdog, plus a deadline on every backend call checked by the
//!   caller's side, declare the speaker lost; `say` then returns at once.

use std::{
    fmt,
    sync::{
        Arc, PoisonError,
        atomic::{AtomicU64, Ordering},
    },
    thread,
    time::{Duration, Instant},
};

use crossbeam_channel::{Receiver, Sender, bounded, never, select, unbounded};

#[cfg(windows)]
use super::screen_reader::Wanted;

use crate::{
    io::speech::{
        Priority, SpeechConfig, SpeechError, SpeechEvent, SpeechEventKind, UtteranceId,
        backend::{Backend, Opened, Shared, State, guarded},
        policy::{Scheduler, Synth},
        tts_synth,
    },
    l10n::Utterance,
};

/// How long [`Speaker::start`] waits for Speech Dispatcher (including starting it).
pub const START_TIMEOUT: Duration = Duration::from_secs(2);

/// How long dropping a [`Speaker`] waits for its thread.
const SHUTDOWN_WAIT: Duration = Duration::from_secs(1);

/// Quiet time after the last callback before the connections are closed at shutdown.
const SETTLE: Duration = Duration::from_millis(150);

/// Where the speaker's events go: its own channel, or the caller's handle instead
/// ([`SpeechConfig::events`]).
#[derive(Clone)]
struct Outbound {
    channel: Sender<SpeechEvent>,
    handle: Option<crate::io::speech::EventSink>,
}

impl Outbound {
    fn send(&self, event: SpeechEvent) {
        match &self.handle {
            Some(handle) => handle.send(event),
            // The receiver lives in the Speaker: sending cannot fail while it does.
            None => {
                let _ = self.channel.send(event);
            }
        }
    }
}

/// A message to the actor.
enum Cmd {
    Say { id: UtteranceId, utterance: Utterance, priority: Priority },
    Shutdown,
}

/// Speaks through Speech Dispatcher (or the platform's `tts` backend): one message per
/// utterance where Speech Dispatcher takes SSML.
///
/// `Send` and `Sync`; every method returns without waiting for speech, except the
/// `wait_*` methods, which wait at most their timeout. Dropping it stops speech.
pub struct Speaker {
    cmds: Sender<Cmd>,
    events_tx: Outbound,
    events: Receiver<SpeechEvent>,
    shared: Arc<Shared>,
    next_id: AtomicU64,
    /// Disconnected when the actor has finished.
    done: Receiver<()>,
}

impl fmt::Debug for Speaker {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Speaker").field("state", &*self.shared.lock()).finish_non_exhaustive()
    }
}

impl Speaker {
    /// Connects to the speech backend (starting Speech Dispatcher if needed) and
    /// starts preparing the voices of `config.languages` in the background.
    ///
    /// # Errors
    ///
    /// [`SpeechError::Unavailable`] when there is no backend,
    /// [`SpeechError::NoAnswer`] when it does not answer within `START_TIMEOUT`,
    /// [`SpeechError::OutOfRange`] or [`SpeechError::Setting`] for a bad rate or volume.
    /// The caller then says "speech unavailable" and goes on with text and earcons.
    pub fn start(config: &SpeechConfig) -> Result<Speaker, SpeechError> {
        check_range("rate", config.rate, (0.5, 2.0))?;
        check_range("volume", config.volume, (0.0, 1.0))?;
        let (cmds, cmd_rx) = unbounded();
        let (channel, events) = unbounded();
        let events_tx = Outbound { channel, handle: config.events.clone() };
        let (ready_tx, ready) = bounded(1);
        let (done_tx, done) = bounded::<()>(0);
        let shared = Arc::new(Shared::default());
        let actor = Actor { config: config.clone(), cmds: cmd_rx, events: events_tx.clone(), shared: shared.clone() };
        thread::Builder::new()
            .name("taktil-speech".into())
            .spawn(move || {
                actor.run(ready_tx);
                drop(done_tx);
            })
            .map_err(|source| SpeechError::Thread { source })?;
        match ready.recv_timeout(START_TIMEOUT) {
            Ok(Ok(())) => Ok(Speaker { cmds, events_tx, events, shared, next_id: AtomicU64::new(1), done }),
            Ok(Err(e)) => Err(e),
            // The thread is stuck in libspeechd (a socket that accepts and never
            // answers); it is left behind, and gives up by itself if it ever returns.
            Err(_) => Err(SpeechError::NoAnswer { waited: START_TIMEOUT }),
        }
    }

    /// Queues `utterance` at `priority` and returns at once. What becomes of it is
    /// reported on [`Speaker::events`]. When the speaker is lost, nothing is spoken and
    /// `Stopped(id)` is reported at once.
    pub fn say(&self, utterance: &Utterance, priority: Priority) -> UtteranceId {
        let id = UtteranceId(self.next_id.fetch_add(1, Ordering::Relaxed));
        // Checked and sent under the state lock: the actor declares the speaker lost
        // under the same lock and then answers every `say` already sent, so each one
        // gets its final event, in order after `Lost`.
        let mut st = self.shared.lock();
        if self.lost_locked(&mut st) {
            self.report(SpeechEventKind::Stopped(id));
            return id;
        }
        if self.cmds.send(Cmd::Say { id, utterance: utterance.clone(), priority }).is_ok() {
            st.said += 1;
        } else {
            // The actor has ended: not said.
            self.report(SpeechEventKind::Stopped(id));
        }
        id
    }

    /// The events: `Begin`, `End`, `Stopped`, `Lost`, `NoVoice`. One receiver is
    /// meant to take them all (clones share one queue).
    pub fn events(&self) -> Receiver<SpeechEvent> {
        self.events.clone()
    }

    /// Waits until everything said so far has ended or was stopped. Returns `false` on
    /// timeout or when the speaker is lost.
    pub fn wait_idle(&self, timeout: Duration) -> bool {
        self.wait(timeout, |st| st.said == st.seen && st.pending == 0)
    }

    /// Waits until the voices of the languages requested so far are ready (or known to
    /// be missing). Returns `false` on timeout or when the speaker is lost.
    pub fn wait_voices(&self, timeout: Duration) -> bool {
        self.wait(timeout, |st| st.voices_pending == 0)
    }

    /// Whether the backend stopped answering. Checks the deadline of a backend call in
    /// progress, so a hung call is noticed here even though the actor is stuck in it.
    pub fn is_lost(&self) -> bool {
        let mut st = self.shared.lock();
        self.lost_locked(&mut st)
    }

    /// [`Speaker::is_lost`] with the state locked; reports `Lost` if it declares it.
    fn lost_locked(&self, st: &mut State) -> bool {
        if st.lost {
            return true;
        }
        if st.call_deadline.is_some_and(|d| Instant::now() > d) {
            // The actor is stuck in the call: what it holds gets no final event.
            st.lost = true;
            self.report(SpeechEventKind::Lost);
            self.shared.changed.notify_all();
            return true;
        }
        false
    }

    fn wait(&self, timeout: Duration, done: impl Fn(&State) -> bool) -> bool {
        let end = Instant::now() + timeout;
        let mut st = self.shared.lock();
        loop {
            if self.lost_locked(&mut st) {
                return false;
            }
            if done(&st) {
                return true;
            }
            let now = Instant::now();
            if now >= end {
                return false;
            }
            // Wake at least every 100 ms to check a stuck backend call.
            let slice = (end - now).min(Duration::from_millis(100));
            st = self.shared.changed.wait_timeout(st, slice).unwrap_or_else(PoisonError::into_inner).0;
        }
    }

    fn report(&self, kind: SpeechEventKind) {
        self.events_tx.send(SpeechEvent { at: Instant::now(), kind });
    }
}

impl Drop for Speaker {
    fn drop(&mut self) {
        let _ = self.cmds.send(Cmd::Shutdown);
        // Bounded: a thread stuck in a hung backend is left behind.
        let _ = self.done.recv_timeout(SHUTDOWN_WAIT);
    }
}

fn check_range(setting: &'static str, value: Option<f32>, range: (f32, f32)) -> Result<(), SpeechError> {
    match value {
        Some(v) if !(range.0..=range.1).contains(&v) => Err(SpeechError::OutOfRange { setting, value: v, range }),
        _ => Ok(()),
    }
}

/// The actor's inputs.
struct Actor {
    config: SpeechConfig,
    cmds: Receiver<Cmd>,
    events: Outbound,
    shared: Arc<Shared>,
}

impl Actor {
    fn run(self, ready: Sender<Result<(), SpeechError>>) {
        #[cfg(target_os = "linux")]
        match super::dispatcher::open(&self.config, &self.shared) {
            Ok(Some(opened)) => return self.drive(opened, &ready),
            // SSML refused: the per-part path below.
            Ok(None) => {}
            Err(e) => {
                let _ = ready.send(Err(e));
                return;
            }
        }
        // Windows (issue 30): the player's screen reader first, in its own voice and on
        // its braille display.
        #[cfg(windows)]
        if let Some(opened) = super::screen_reader::open(Wanted::ScreenReader, &self.config, &self.shared) {
            return self.drive(opened, &ready);
        }
        match tts_synth::open(&self.config, &self.shared) {
            Ok(opened) => self.drive(opened, &ready),
            Err(e) => {
                // Windows without WinRT's voices (Windows 7, a server): SAPI.
                #[cfg(windows)]
                if let Some(opened) = super::screen_reader::open(Wanted::Sapi, &self.config, &self.shared) {
                    return self.drive(opened, &ready);
                }
                let _ = ready.send(Err(e));
            }
        }
    }

    /// Runs the policy over `synth` until shutdown or until the speaker is lost.
    fn drive<B: Backend>(self, opened: Opened<B>, ready: &Sender<Result<(), SpeechError>>) {
        let Opened { synth, callbacks, mut setups } = opened;
        let mut sched = Scheduler::new(synth, self.config.protect_move, self.config.rate.unwrap_or(1.0));
        for lang in &self.config.languages {
            sched.synth_mut().request(lang);
        }
        if ready.send(Ok(())).is_err() {
            // start() gave up waiting: nobody will use this speaker.
            return;
        }
        let mut seen = 0;
        loop {
            let deadline = sched.poll_timeout().map_or_else(never, crossbeam_channel::at);
            select! {
                recv(self.cmds) -> cmd => match cmd {
                    Ok(Cmd::Say { id, utterance, priority }) => {
                        seen += 1;
                        sched.say(Instant::now(), id, utterance, priority);
                    }
                    Ok(Cmd::Shutdown) | Err(_) => break,
                },
                recv(&callbacks) -> cb => {
                    if let Ok(cb) = cb {
                        sched.backend(cb.at, &cb.key, cb.event);
                    }
                }
                recv(setups) -> setup => match setup {
                    Ok(setup) => sched.synth_mut().set_up(setup),
                    Err(_) => setups = never(),
                },
                recv(deadline) -> _ => sched.handle_timeout(Instant::now()),
            }
            for kind in sched.synth_mut().reports() {
                self.report(kind);
            }
            self.publish(&mut sched, &mut seen);
            if sched.lost().is_some() {
                // Closing connections to a daemon that stopped answering can block, and
                // a late callback after tts forgets the connection would panic on
                // libspeechd's thread: leave them to the end of the process.
                std::mem::forget(sched);
                return;
            }
        }
        let stopped = guarded(&self.shared, || sched.silence());
        if stopped.is_err() {
            std::mem::forget(sched);
            return;
        }
        // Let the cancel notifications arrive before the connections close: tts's
        // callback wrappers unwrap an entry that dropping a Tts removes, so a callback
        // after that would panic on libspeechd's thread and abort the process.
        while callbacks.recv_timeout(SETTLE).is_ok() {}
        drop(sched);
    }

    fn report(&self, kind: SpeechEventKind) {
        self.events.send(SpeechEvent { at: Instant::now(), kind });
    }

    /// Forwards the scheduler's events and publishes its state to the caller's side.
    fn publish<S: Synth>(&self, sched: &mut Scheduler<S>, seen: &mut u64) {
        // Sent under the state lock, so that `say` cannot slip a `Stopped` of its own
        // between the scheduler's `Lost` and the `Stopped`s that follow it.
        let mut st = self.shared.lock();
        while let Some(event) = sched.poll_event() {
            if event.kind == SpeechEventKind::Lost {
                if st.lost {
                    // The caller's side already reported it (a hung call).
                    continue;
                }
                st.lost = true;
            }
            self.events.send(event);
        }
        if st.lost {
            // Says sent before `lost` was set: not said.
            while let Ok(cmd) = self.cmds.try_recv() {
                if let Cmd::Say { id, .. } = cmd {
                    *seen += 1;
                    self.report(SpeechEventKind::Stopped(id));
                }
            }
        }
        st.seen = *seen;
        st.pending = sched.pending();
        drop(st);
        self.shared.changed.notify_all();
    }
}
