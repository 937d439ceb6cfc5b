//! What the speaker's actor needs of a backend, shared by the speaker
//! ([`super::speaker`]) and the backends it drives (Speech Dispatcher,
//! `dispatcher.rs`; the `tts` crate, `tts_synth.rs`): the [`Backend`] trait beyond the
//! policy's [`Synth`], the callbacks they forward, the state the caller's side reads,
//! and the deadline on every backend call.

use std::{
    sync::{Condvar, Mutex, MutexGuard, PoisonError},
    time::{Duration, Instant},
};

use crossbeam_channel::Receiver;

use super::{
    SpeechEventKind,
    policy::{BackendEvent, Synth},
};

/// How long one backend call (speak, stop) may take before the speaker is lost. They
/// take 0.1 to 2 ms when the daemon is healthy, but can wait while the daemon sends
/// another connection its 13,000 voice names (the voice helper at start).
const CALL_TIMEOUT: Duration = Duration::from_secs(4);

/// A backend callback, forwarded from libspeechd's thread: what happened to the
/// message `key`, and when.
pub(super) struct Callback<K> {
    pub(super) key: K,
    pub(super) event: BackendEvent,
    pub(super) at: Instant,
}

/// An opened backend: the synthesizer, its callbacks and the voice helper's results.
pub(super) struct Opened<B: Backend> {
    pub(super) synth: B,
    pub(super) callbacks: Receiver<Callback<B::Key>>,
    pub(super) setups: Receiver<B::Setup>,
}

/// A synthesizer with the voices it prepares in the background: what the actor needs
/// beyond the policy's [`Synth`].
pub(super) trait Backend: Synth {
    /// A result of the voice helper.
    type Setup: Send + 'static;

    /// Asks for the voice of `lang` (at start, for [`SpeechConfig::languages`]);
    /// counted in `voices_pending` until it is ready or known to be missing.
    fn request(&mut self, lang: &str);

    /// Takes a result of the voice helper.
    fn set_up(&mut self, setup: Self::Setup);

    /// What the assistant must learn (a missing voice) since the last call.
    fn reports(&mut self) -> Vec<SpeechEventKind>;
}

/// What the caller's side sees of the actor.
#[derive(Debug, Default)]
pub(super) struct State {
    /// `say` calls sent to the actor.
    pub(super) said: u64,
    /// `say` calls the actor has taken.
    pub(super) seen: u64,
    /// Utterances spoken or waiting.
    pub(super) pending: usize,
    /// Languages being prepared.
    pub(super) voices_pending: usize,
    /// Speech is lost.
    pub(super) lost: bool,
    /// Set while the actor is inside a backend call: the call must return by then.
    pub(super) call_deadline: Option<Instant>,
}

#[derive(Debug, Default)]
pub(super) struct Shared {
    state: Mutex<State>,
    /// Signalled when the state changes (the caller's `wait_*` methods wait on it).
    pub(super) changed: Condvar,
}

impl Shared {
    pub(super) fn lock(&self) -> MutexGuard<'_, State> {
        // A panic elsewhere cannot leave State inconsistent (plain counters).
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// Runs `f`, a backend call, under [`CALL_TIMEOUT`]: the caller's side declares the
/// speaker lost if it does not return in time.
pub(super) fn guarded<T>(shared: &Shared, f: impl FnOnce() -> T) -> T {
    shared.lock().call_deadline = Some(Instant::now() + CALL_TIMEOUT);
    let out = f();
    shared.lock().call_deadline = None;
    out
}
