//! Speech Dispatcher itself behind the [`Synth`] port (Linux): every utterance is one
//! SSML message ([`super::ssml`]), its languages switched inside it by `<voice>`, on
//! one connection. Separate messages per language left a pause of about 0.4 s at each
//! switch ("[de] Springer [en] takes [de] Felix drei", issue 17); one message has none.
//!
//! Through the `speech-dispatcher` crate (libspeechd), which `tts` also uses but does
//! not expose: it sets the SSML data mode and reports begin, end and cancel for each
//! message, which the [`Scheduler`](super::policy::Scheduler) and its watchdog need.
//!
//! # Voices
//!
//! The player's voices ([`SpeechConfig::voices`]) and the best voice for every other
//! language are chosen from Speech Dispatcher's voice list ([`voice::choose`]) and named
//! in the SSML. Listing the 13,000 voices takes about a second, so the voice helper
//! (`taktil-voices`) does it once, in the background, on a connection of its own, when
//! the first language is asked for (at start, [`SpeechConfig::languages`]). Until the
//! list is there, a part is tagged with its language code alone and the synthesizer
//! picks the voice (espeak-ng then reads English words after a German one in German:
//! see `ssml.rs`).
//!
//! # Callbacks
//!
//! libspeechd's event thread runs the callbacks while the crate holds its global lock:
//! they only stamp the time and send a message to the actor.

use std::{
    collections::HashMap,
    sync::Arc,
    thread,
    time::{Duration, Instant},
};

use crossbeam_channel::{Sender, bounded, never, unbounded};
use speech_dispatcher::{Connection, DataMode, Mode, Priority as SpdPriority};

use super::{
    BackendError, SpeechConfig, SpeechError, SpeechEventKind,
    backend::{Backend, Callback, Opened, Shared, guarded},
    policy::{BackendEvent, Synth, backend_rate, backend_volume},
    ssml,
    voice::{self, Choice, VoiceInfo},
};
use crate::l10n::Utterance;

/// Speech Dispatcher's message id.
pub(super) type Key = u64;

/// Speech Dispatcher's scale for rate and volume.
const SCALE: (f32, f32, f32) = (-100.0, 0.0, 100.0);

/// The voice helper's result.
pub(super) enum Listed {
    /// The voices worth choosing from.
    Voices(Vec<VoiceInfo>),
    /// The list could not be read.
    Failed,
}

/// One connection in SSML mode behind the [`Synth`] port.
pub(super) struct SsmlSynth {
    conn: Connection,
    shared: Arc<Shared>,
    /// The player's voices: `(language, voice name)`.
    configured: Vec<(String, String)>,
    /// The voice list, once the helper has read it.
    list: Option<Vec<VoiceInfo>>,
    /// The voice chosen for each language met so far (`None`: no voice for it).
    chosen: HashMap<String, Option<VoiceInfo>>,
    /// Languages met before the list came.
    waiting: Vec<String>,
    /// The list could not be read: every part goes by its language code.
    unlisted: bool,
    /// Asks the helper for the list; taken when asked.
    fetch: Option<Sender<()>>,
    /// Events for the assistant (a missing voice), taken by the actor.
    reports: Vec<SpeechEventKind>,
}

/// Connects to Speech Dispatcher (starting it if needed), sets SSML mode, the rate,
/// the volume and the callbacks, and starts the voice helper. `None` when the daemon
/// answers but refuses the SSML mode: speak through `tts` instead.
///
/// # Errors
///
/// [`SpeechError::Unavailable`] when Speech Dispatcher cannot be reached,
/// [`SpeechError::Setting`] when it refuses the rate or the volume.
pub(super) fn open(config: &SpeechConfig, shared: &Arc<Shared>) -> Result<Option<Opened<SsmlSynth>>, SpeechError> {
    let conn = connect()?;
    if conn.set_data_mode(DataMode::SSML).is_err() {
        return Ok(None);
    }
    settings(&conn, config)?;
    let (cb_tx, cb_rx) = unbounded();
    forward(&conn, &cb_tx);
    let (fetch_tx, fetch_rx) = bounded(1);
    let (list_tx, mut lists) = bounded(1);
    let helper_config = config.clone();
    let spawned = thread::Builder::new().name("taktil-voices".into()).spawn(move || {
        if fetch_rx.recv().is_ok() {
            let _ = list_tx.send(list_voices(&helper_config));
        }
    });
    let fetch = if spawned.is_ok() {
        Some(fetch_tx)
    } else {
        // Without the helper every part goes by its language code.
        lists = never();
        None
    };
    let synth = SsmlSynth {
        conn,
        shared: shared.clone(),
        configured: config.voices.clone(),
        list: None,
        chosen: HashMap::new(),
        waiting: Vec::new(),
        unlisted: false,
        fetch,
        reports: Vec::new(),
    };
    Ok(Some(Opened { synth, callbacks: cb_rx, setups: lists }))
}

/// Opens one connection.
fn connect() -> Result<Connection, SpeechError> {
    let open = || Connection::open("taktil", "speech", "taktil", Mode::Threaded);
    match open() {
        Ok(conn) => Ok(conn),
        // Two clients autospawning Speech Dispatcher at once: one of them fails
        // (seen here; odilia#71 reports the same). Try once more.
        Err(_) => {
            thread::sleep(Duration::from_millis(300));
            open().map_err(|e| SpeechError::Unavailable { source: BackendError::Dispatcher(e) })
        }
    }
}

/// Sets the configured rate and volume.
fn settings(conn: &Connection, config: &SpeechConfig) -> Result<(), SpeechError> {
    let refused = |setting, e| SpeechError::Setting { setting, source: BackendError::Dispatcher(e) };
    let (min, normal, max) = SCALE;
    if let Some(rate) = config.rate {
        let value = backend_rate(rate, min, normal, max).round() as i32;
        conn.set_voice_rate(value).map_err(|e| refused("rate", e))?;
    }
    if let Some(volume) = config.volume {
        let value = backend_volume(volume, min, max).round() as i32;
        conn.set_volume(value).map_err(|e| refused("volume", e))?;
    }
    Ok(())
}

/// Forwards the message callbacks to the actor.
fn forward(conn: &Connection, tx: &Sender<Callback<Key>>) {
    let make = |event: BackendEvent| {
        let tx = tx.clone();
        // Runs on libspeechd's thread under the crate's lock: stamp and send, nothing else.
        Box::new(move |msg_id: usize, _client: usize| {
            let _ = tx.send(Callback { key: msg_id as Key, event, at: Instant::now() });
        }) as Box<dyn FnMut(usize, usize)>
    };
    conn.on_begin(Some(make(BackendEvent::Begin)));
    conn.on_end(Some(make(BackendEvent::End)));
    conn.on_cancel(Some(make(BackendEvent::Stopped)));
}

/// The voice helper's work: Speech Dispatcher's voices, on a connection of its own,
/// without variants (`+`) except one the player named. 129 of 13,158 with Debian's
/// espeak-ng.
fn list_voices(config: &SpeechConfig) -> Listed {
    let Ok(conn) = connect() else { return Listed::Failed };
    let Ok(all) = conn.list_synthesis_voices() else { return Listed::Failed };
    let named = |name: &str| config.voices.iter().any(|(_, w)| w.eq_ignore_ascii_case(name));
    let voices = all
        .into_iter()
        .filter(|v| !v.name.contains('+') || named(&v.name))
        .map(|v| VoiceInfo { name: v.name, language: v.language })
        .collect();
    Listed::Voices(voices)
}

impl SsmlSynth {
    /// The voice for `lang`: chosen from the list, or `None` while the list is not
    /// there or no voice speaks it.
    fn voice_of(&self, lang: &str) -> Option<VoiceInfo> {
        self.chosen.get(lang).cloned().flatten()
    }

    /// Chooses the voice of `lang` from the list, reporting a missing one.
    fn resolve(&mut self, lang: &str) {
        let Some(list) = &self.list else { return };
        let wanted = self.configured.iter().find(|(l, _)| l.eq_ignore_ascii_case(lang)).map(|(_, v)| v.clone());
        let chosen = match voice::choose(list, lang, &self.configured) {
            Choice::Found(i) => Some(list[i].clone()),
            Choice::Substitute(i) => {
                self.reports.push(SpeechEventKind::NoVoice { lang: lang.to_owned(), wanted });
                Some(list[i].clone())
            }
            Choice::None => {
                self.reports.push(SpeechEventKind::NoVoice { lang: lang.to_owned(), wanted });
                None
            }
        };
        self.chosen.insert(lang.to_owned(), chosen);
    }
}

impl Synth for SsmlSynth {
    type Key = Key;
    type Error = speech_dispatcher::Error;

    fn speak(&mut self, utterance: &Utterance) -> Result<Vec<Key>, speech_dispatcher::Error> {
        self.request(utterance.locale);
        for part in &utterance.parts {
            self.request(part.lang);
        }
        let doc = ssml::document(utterance, |lang| self.voice_of(lang));
        let conn = &self.conn;
        match guarded(&self.shared, || conn.say(SpdPriority::Important, doc)) {
            Some(id) => Ok(vec![id]),
            // Without a message id the callbacks could not be matched.
            None => Err(speech_dispatcher::Error::OperationFailed),
        }
    }

    fn stop(&mut self, _keys: &[Key]) -> Result<(), speech_dispatcher::Error> {
        // One message at a time on this connection: cancel is the current one.
        let conn = &self.conn;
        guarded(&self.shared, || conn.cancel())
    }
}

impl Backend for SsmlSynth {
    type Setup = Listed;

    /// Chooses the voice of `lang`, or asks for the voice list first (once).
    fn request(&mut self, lang: &str) {
        if self.chosen.contains_key(lang) || self.waiting.iter().any(|w| w == lang) {
            return;
        }
        if self.list.is_some() {
            self.resolve(lang);
            return;
        }
        if self.unlisted {
            self.chosen.insert(lang.to_owned(), None);
            return;
        }
        if let Some(fetch) = self.fetch.take()
            && fetch.send(()).is_ok()
        {
            self.shared.lock().voices_pending += 1;
        }
        self.waiting.push(lang.to_owned());
    }

    fn set_up(&mut self, listed: Listed) {
        match listed {
            Listed::Voices(list) => {
                self.list = Some(list);
                for lang in std::mem::take(&mut self.waiting) {
                    self.resolve(&lang);
                }
            }
            Listed::Failed => {
                // Every part goes by its language code; only a voice the player named
                // is missed.
                self.unlisted = true;
                for lang in std::mem::take(&mut self.waiting) {
                    let wanted = self.configured.iter().find(|(l, _)| l.eq_ignore_ascii_case(&lang));
                    if let Some((_, name)) = wanted {
                        self.reports.push(SpeechEventKind::NoVoice { lang: lang.clone(), wanted: Some(name.clone()) });
                    }
                    self.chosen.insert(lang, None);
                }
            }
        }
        let mut st = self.shared.lock();
        st.voices_pending = st.voices_pending.saturating_sub(1);
    }

    fn reports(&mut self) -> Vec<SpeechEventKind> {
        std::mem::take(&mut self.reports)
    }
}
