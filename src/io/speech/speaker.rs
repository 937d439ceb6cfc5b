//! The speech adapter: one thread that owns the `tts::Tts` connections, runs the
//! [`Scheduler`], and forwards the backend's callbacks.
//!
//! Built only with the `speech` feature (`io/speech/mod.rs` gates it); without it,
//! `speaker_unbuilt.rs` stands in: the same API, and `start` fails with
//! [`SpeechError::NotBuilt`].
//!
//! # Threads
//!
//! - The caller: [`Speaker::say`] sends the utterance over a channel and returns.
//! - The actor (`taktil-speech`): owns every `Tts`, runs the policy, and is the only
//!   thread that calls `Tts` methods.
//! - libspeechd's event thread: runs the utterance callbacks while `tts` holds its
//!   internal locks, so the callbacks only stamp the time and send a message to the
//!   actor; they never call `Tts` (shared/docs/rust-stack.md §5, deadlock risk).
//! - The voice helper (`taktil-voices`): prepares one connection per language.
//!
//! # One connection per language
//!
//! tts 0.26.3 cannot set a language, and its `set_voice` fetches Speech Dispatcher's
//! whole voice list (13,158 entries) on every call: 1.3 to 1.4 s here. Switching voices
//! between the parts of "takes" (`en`) + "Felix drei" (`de`) would delay every move by
//! seconds. So each language gets its own connection with its voice set once, in the
//! background; Speech Dispatcher keeps messages from all connections of one priority in
//! one queue, in order, so the parts still follow each other. Connection 0 keeps the
//! default voice and speaks a language whose connection is not ready yet.
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
    collections::{HashMap, HashSet},
    fmt,
    sync::{
        Arc, Condvar, Mutex, MutexGuard, PoisonError,
        atomic::{AtomicU64, Ordering},
    },
    thread,
    time::{Duration, Instant},
};

use crossbeam_channel::{Receiver, Sender, bounded, never, select, unbounded};
use tts::Tts;

use crate::{
    io::speech::{
        Priority, SpeechConfig, SpeechError, SpeechEvent, SpeechEventKind, UtteranceId,
        policy::{BackendEvent, Scheduler, Synth, backend_rate, backend_volume},
        voice::{self, Choice, VoiceInfo},
    },
    l10n::{Part, Utterance},
};

/// How long [`Speaker::start`] waits for Speech Dispatcher (including starting it).
pub const START_TIMEOUT: Duration = Duration::from_secs(2);

/// How long one backend call (speak, stop) may take before the speaker is lost. They
/// take 0.1 to 2 ms when the daemon is healthy, but can wait while the daemon sends
/// another connection its 13,000 voice names (the voice helper at start).
const CALL_TIMEOUT: Duration = Duration::from_secs(4);

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

/// A backend callback, forwarded from libspeechd's thread.
struct Callback {
    conn: usize,
    event: BackendEvent,
    id: tts::UtteranceId,
    at: Instant,
}

/// A result of the voice helper.
enum Setup {
    /// A connection speaking `lang`; `wanted` is the configured voice it replaces.
    Ready { lang: String, tts: Tts, wanted: Option<String> },
    /// No voice for `lang`.
    NoVoice { lang: String, wanted: Option<String> },
}

/// What the caller's side sees of the actor.
#[derive(Debug, Default)]
struct State {
    /// `say` calls sent to the actor.
    said: u64,
    /// `say` calls the actor has taken.
    seen: u64,
    /// Utterances spoken or waiting.
    pending: usize,
    /// Languages being prepared.
    voices_pending: usize,
    lost: bool,
    /// Set while the actor is inside a backend call: the call must return by then.
    call_deadline: Option<Instant>,
}

#[derive(Debug, Default)]
struct Shared {
    state: Mutex<State>,
    changed: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        // A panic elsewhere cannot leave State inconsistent (plain counters).
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// Runs `f`, a backend call, under [`CALL_TIMEOUT`]: the caller's side declares the
/// speaker lost if it does not return in time.
fn guarded<T>(shared: &Shared, f: impl FnOnce() -> T) -> T {
    shared.lock().call_deadline = Some(Instant::now() + CALL_TIMEOUT);
    let out = f();
    shared.lock().call_deadline = None;
    out
}

/// Speaks through Speech Dispatcher (or the platform's `tts` backend).
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
    /// [`SpeechError::NoAnswer`] when it does not answer within [`START_TIMEOUT`],
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

/// Opens one connection with the configured rate and volume.
fn connect(config: &SpeechConfig) -> Result<Tts, SpeechError> {
    let mut tts = match Tts::default() {
        Ok(tts) => tts,
        // Two clients autospawning Speech Dispatcher at once: one of them fails
        // (seen here; odilia#71 reports the same). Try once more.
        Err(_) => {
            thread::sleep(Duration::from_millis(300));
            Tts::default().map_err(|source| SpeechError::Unavailable { source })?
        }
    };
    if let Some(rate) = config.rate {
        let value = backend_rate(rate, tts.min_rate(), tts.normal_rate(), tts.max_rate());
        tts.set_rate(value).map_err(|source| SpeechError::Setting { setting: "rate", source })?;
    }
    if let Some(volume) = config.volume {
        let value = backend_volume(volume, tts.min_volume(), tts.max_volume());
        tts.set_volume(value).map_err(|source| SpeechError::Setting { setting: "volume", source })?;
    }
    Ok(tts)
}

/// Forwards the utterance callbacks of connection `conn` to the actor.
fn forward(tts: &Tts, conn: usize, tx: &Sender<Callback>) -> Result<(), tts::Error> {
    let make = |event: BackendEvent| {
        let tx = tx.clone();
        // Runs on libspeechd's thread under tts's locks: stamp and send, nothing else.
        Box::new(move |id| {
            let _ = tx.send(Callback { conn, event, id, at: Instant::now() });
        }) as Box<dyn FnMut(tts::UtteranceId)>
    };
    tts.on_utterance_begin(Some(make(BackendEvent::Begin)))?;
    tts.on_utterance_end(Some(make(BackendEvent::End)))?;
    tts.on_utterance_stop(Some(make(BackendEvent::Stopped)))?;
    Ok(())
}

/// The `tts` connections behind the [`Synth`] port.
struct TtsSynth {
    /// Connection 0 has the default voice; the others one language each.
    conns: Vec<Tts>,
    by_lang: HashMap<String, usize>,
    requested: HashSet<String>,
    setup: Sender<String>,
    callbacks: Sender<Callback>,
    shared: Arc<Shared>,
}

impl TtsSynth {
    fn conn_for(&mut self, lang: &str) -> usize {
        match self.by_lang.get(lang) {
            Some(c) => *c,
            None => {
                self.request(lang);
                0
            }
        }
    }

    /// Asks the voice helper for a connection speaking `lang`, once.
    fn request(&mut self, lang: &str) {
        if self.requested.insert(lang.to_owned()) && self.setup.send(lang.to_owned()).is_ok() {
            self.shared.lock().voices_pending += 1;
        }
    }

    fn add(&mut self, lang: String, tts: Tts) -> Result<(), tts::Error> {
        let conn = self.conns.len();
        forward(&tts, conn, &self.callbacks)?;
        self.conns.push(tts);
        self.by_lang.insert(lang, conn);
        Ok(())
    }
}

impl Synth for TtsSynth {
    type Key = (usize, tts::UtteranceId);
    type Error = tts::Error;

    fn speak(&mut self, parts: &[Part]) -> Result<Vec<Self::Key>, tts::Error> {
        let mut keys = Vec::with_capacity(parts.len());
        for part in parts {
            let conn = self.conn_for(part.lang);
            let tts = &mut self.conns[conn];
            match guarded(&self.shared, || tts.speak(part.text.as_str(), false))? {
                Some(id) => keys.push((conn, id)),
                // Speech Dispatcher always returns a message id; without one the
                // callbacks could not be matched.
                None => return Err(tts::Error::NoneError),
            }
        }
        Ok(keys)
    }

    fn stop(&mut self, keys: &[Self::Key]) -> Result<(), tts::Error> {
        // Cancel is per connection. Cancel the connections whose parts come later
        // first, so that Speech Dispatcher does not start one of them in the gap.
        let mut order: Vec<usize> = Vec::new();
        for (conn, _) in keys {
            if !order.contains(conn) {
                order.push(*conn);
            }
        }
        for conn in order.into_iter().rev() {
            let tts = &mut self.conns[conn];
            guarded(&self.shared, || tts.stop().map(|_| ()))?;
        }
        Ok(())
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
        let main = match connect(&self.config) {
            Ok(tts) => tts,
            Err(e) => {
                let _ = ready.send(Err(e));
                return;
            }
        };
        let (cb_tx, cb_rx) = unbounded();
        if let Err(source) = forward(&main, 0, &cb_tx) {
            let _ = ready.send(Err(SpeechError::Setting { setting: "callbacks", source }));
            return;
        }
        let (setup_tx, setup_req) = unbounded();
        let (setup_out, mut setups) = unbounded();
        let helper_config = self.config.clone();
        let spawned = thread::Builder::new()
            .name("taktil-voices".into())
            .spawn(move || prepare_voices(&helper_config, &setup_req, &setup_out));
        if spawned.is_err() {
            // Without the helper every language uses the default voice.
            setups = never();
        }
        let synth = TtsSynth {
            conns: vec![main],
            by_lang: HashMap::new(),
            requested: HashSet::new(),
            setup: setup_tx,
            callbacks: cb_tx,
            shared: self.shared.clone(),
        };
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
                recv(cb_rx) -> cb => {
                    if let Ok(cb) = cb {
                        sched.backend(cb.at, &(cb.conn, cb.id), cb.event);
                    }
                }
                recv(setups) -> setup => match setup {
                    Ok(setup) => self.voice_ready(&mut sched, setup),
                    Err(_) => setups = never(),
                },
                recv(deadline) -> _ => sched.handle_timeout(Instant::now()),
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
        while cb_rx.recv_timeout(SETTLE).is_ok() {}
        drop(sched);
    }

    fn voice_ready(&self, sched: &mut Scheduler<TtsSynth>, setup: Setup) {
        match setup {
            Setup::Ready { lang, tts, wanted } => {
                if let Some(wanted) = wanted {
                    self.report(SpeechEventKind::NoVoice { lang: lang.clone(), wanted: Some(wanted) });
                }
                if sched.synth_mut().add(lang.clone(), tts).is_err() {
                    self.report(SpeechEventKind::NoVoice { lang, wanted: None });
                }
            }
            Setup::NoVoice { lang, wanted } => self.report(SpeechEventKind::NoVoice { lang, wanted }),
        }
        let mut st = self.shared.lock();
        st.voices_pending = st.voices_pending.saturating_sub(1);
    }

    fn report(&self, kind: SpeechEventKind) {
        self.events.send(SpeechEvent { at: Instant::now(), kind });
    }

    /// Forwards the scheduler's events and publishes its state to the caller's side.
    fn publish(&self, sched: &mut Scheduler<TtsSynth>, seen: &mut u64) {
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

/// The voice helper: for each requested language, a connection with its voice set.
fn prepare_voices(config: &SpeechConfig, requests: &Receiver<String>, out: &Sender<Setup>) {
    let mut list: Option<(Vec<tts::Voice>, Vec<VoiceInfo>)> = None;
    for lang in requests {
        let wanted = config.voices.iter().find(|(l, _)| l.eq_ignore_ascii_case(&lang)).map(|(_, v)| v.clone());
        let Some(mut tts) = connect(config).ok() else {
            let _ = out.send(Setup::NoVoice { lang, wanted });
            continue;
        };
        if list.is_none() {
            list = tts.voices().ok().map(|all| keep_useful(all, config));
        }
        let Some((voices, infos)) = &list else {
            let _ = out.send(Setup::NoVoice { lang, wanted });
            continue;
        };
        let (index, replaced) = match voice::choose(infos, &lang, &config.voices) {
            Choice::Found(i) => (i, None),
            Choice::Substitute(i) => (i, wanted.clone()),
            Choice::None => {
                let _ = out.send(Setup::NoVoice { lang, wanted });
                continue;
            }
        };
        // 1.3 s: tts lists every voice again to find this one (see the module docs).
        let setup = match tts.set_voice(&voices[index]) {
            Ok(()) => Setup::Ready { lang, tts, wanted: replaced },
            Err(_) => Setup::NoVoice { lang, wanted },
        };
        if out.send(setup).is_err() {
            return;
        }
    }
}

/// The voices worth keeping from the backend's list: no variants (`+`), except one
/// named in the configuration. 129 of 13,158 with Debian's espeak-ng.
fn keep_useful(all: Vec<tts::Voice>, config: &SpeechConfig) -> (Vec<tts::Voice>, Vec<VoiceInfo>) {
    let voices: Vec<tts::Voice> = all
        .into_iter()
        .filter(|v| {
            let name = v.name();
            !name.contains('+') || config.voices.iter().any(|(_, w)| w.eq_ignore_ascii_case(&name))
        })
        .collect();
    let infos =
        voices.iter().map(|v| VoiceInfo { name: v.name(), language: v.language().as_str().to_owned() }).collect();
    (voices, infos)
}
