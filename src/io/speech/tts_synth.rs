//! The `tts` crate behind the [`Synth`] port: the speech path of systems without
//! Speech Dispatcher's SSML mode (Windows screen readers and SAPI, macOS, and a Linux
//! daemon that refuses SSML). Each language part of an utterance is a message of its
//! own, so a short pause stays between languages there.
//!
//! # One connection per language
//!
//! tts 0.26.3 cannot set a language, and its `set_voice` fetches Speech Dispatcher's
//! whole voice list (13,158 entries) on every call: 1.3 to 1.4 s here. Switching voices
//! between the parts of "takes" (`en`) + "Felix drei" (`de`) would delay every move by
//! seconds. So each language gets its own connection with its voice set once, in the
//! background (the voice helper, `taktil-voices`); Speech Dispatcher keeps messages
//! from all connections of one priority in one queue, in order, so the parts still
//! follow each other. Connection 0 keeps the default voice and speaks a language whose
//! connection is not ready yet.
//!
//! libspeechd's event thread runs the utterance callbacks while `tts` holds its
//! internal locks, so the callbacks only stamp the time and send a message to the
//! actor; they never call `Tts` (shared/docs/rust-stack.md §5, deadlock risk).

use std::{
    collections::{HashMap, HashSet},
    sync::Arc,
    thread,
    time::{Duration, Instant},
};

use crossbeam_channel::{Receiver, Sender, never, unbounded};
use tts::Tts;

use super::{
    BackendError, SpeechConfig, SpeechError, SpeechEventKind,
    backend::{Backend, Callback, Opened, Shared, guarded},
    policy::{BackendEvent, Synth, backend_rate, backend_volume},
    voice::{self, Choice, VoiceInfo},
};
use crate::l10n::Utterance;

/// The backend's name in the reports.
const BACKEND: &str = if cfg!(windows) { "Windows" } else { "tts" };

/// A result of the voice helper.
pub(super) enum Setup {
    /// A connection speaking `lang`; `wanted` is the configured voice it replaces.
    Ready { lang: String, tts: Tts, wanted: Option<String> },
    /// No voice for `lang`.
    NoVoice { lang: String, wanted: Option<String> },
}

/// The `tts` connections behind the [`Synth`] port.
pub(super) struct TtsSynth {
    /// Connection 0 has the default voice; the others one language each.
    conns: Vec<Tts>,
    by_lang: HashMap<String, usize>,
    requested: HashSet<String>,
    setup: Sender<String>,
    callbacks: Sender<Callback<Key>>,
    shared: Arc<Shared>,
    /// Events for the assistant (a missing voice), taken by the actor.
    reports: Vec<SpeechEventKind>,
    /// Whether the backend can choose a voice; without, its default voice speaks every
    /// language and nothing is prepared.
    voices: bool,
}

/// One queued part: its connection and the backend's id for it.
pub(super) type Key = (usize, tts::UtteranceId);

/// Opens the default connection and starts the voice helper.
pub(super) fn open(config: &SpeechConfig, shared: &Arc<Shared>) -> Result<Opened<TtsSynth>, SpeechError> {
    let main = connect(config)?;
    let features = main.supported_features();
    // Said once at start: what this backend cannot honour (issue 30; WinRT and the
    // others differ, and tts panics on some calls a backend lacks).
    let reports =
        super::start_reports(BACKEND, cfg!(windows), config, [features.rate, features.volume, features.voice]);
    let (cb_tx, cb_rx) = unbounded();
    if let Err(e) = forward(&main, 0, &cb_tx) {
        return Err(SpeechError::Setting { setting: "callbacks", source: BackendError::Tts(e) });
    }
    let (setup_tx, setup_req) = unbounded();
    let (setup_out, mut setups) = unbounded();
    let helper_config = config.clone();
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
        shared: shared.clone(),
        reports,
        voices: features.voice,
    };
    Ok(Opened { synth, callbacks: cb_rx, setups })
}

/// Opens one connection with the configured rate and volume.
fn connect(config: &SpeechConfig) -> Result<Tts, SpeechError> {
    let setting = |setting, e| SpeechError::Setting { setting, source: BackendError::Tts(e) };
    let mut tts = match Tts::default() {
        Ok(tts) => tts,
        // Two clients autospawning Speech Dispatcher at once: one of them fails
        // (seen here; odilia#71 reports the same). Try once more.
        Err(_) => {
            thread::sleep(Duration::from_millis(300));
            Tts::default().map_err(|e| SpeechError::Unavailable { source: BackendError::Tts(e) })?
        }
    };
    // Only what the backend supports: tts panics on the rest (unimplemented!).
    let features = tts.supported_features();
    if let Some(rate) = config.rate.filter(|_| features.rate) {
        let value = backend_rate(rate, tts.min_rate(), tts.normal_rate(), tts.max_rate());
        tts.set_rate(value).map_err(|e| setting("rate", e))?;
    }
    if let Some(volume) = config.volume.filter(|_| features.volume) {
        let value = backend_volume(volume, tts.min_volume(), tts.max_volume());
        tts.set_volume(value).map_err(|e| setting("volume", e))?;
    }
    Ok(tts)
}

/// Forwards the utterance callbacks of connection `conn` to the actor.
fn forward(tts: &Tts, conn: usize, tx: &Sender<Callback<Key>>) -> Result<(), tts::Error> {
    let make = |event: BackendEvent| {
        let tx = tx.clone();
        // Runs on libspeechd's thread under tts's locks: stamp and send, nothing else.
        Box::new(move |id| {
            let _ = tx.send(Callback { key: (conn, id), event, at: Instant::now() });
        }) as Box<dyn FnMut(tts::UtteranceId)>
    };
    tts.on_utterance_begin(Some(make(BackendEvent::Begin)))?;
    tts.on_utterance_end(Some(make(BackendEvent::End)))?;
    tts.on_utterance_stop(Some(make(BackendEvent::Stopped)))?;
    Ok(())
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

    fn add(&mut self, lang: String, tts: Tts) -> Result<(), tts::Error> {
        let conn = self.conns.len();
        forward(&tts, conn, &self.callbacks)?;
        self.conns.push(tts);
        self.by_lang.insert(lang, conn);
        Ok(())
    }
}

impl Synth for TtsSynth {
    type Key = Key;
    type Error = tts::Error;

    fn speak(&mut self, utterance: &Utterance) -> Result<Vec<Key>, tts::Error> {
        let mut keys = Vec::with_capacity(utterance.parts.len());
        for part in &utterance.parts {
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

    fn stop(&mut self, keys: &[Key]) -> Result<(), tts::Error> {
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

impl Backend for TtsSynth {
    type Setup = Setup;

    /// Asks the voice helper for a connection speaking `lang`, once.
    fn request(&mut self, lang: &str) {
        if self.voices && self.requested.insert(lang.to_owned()) && self.setup.send(lang.to_owned()).is_ok() {
            self.shared.lock().voices_pending += 1;
        }
    }

    fn set_up(&mut self, setup: Setup) {
        let reports = &mut self.reports;
        match setup {
            Setup::Ready { lang, tts, wanted } => {
                if let Some(wanted) = wanted {
                    reports.push(SpeechEventKind::NoVoice { lang: lang.clone(), wanted: Some(wanted) });
                }
                if self.add(lang.clone(), tts).is_err() {
                    self.reports.push(SpeechEventKind::NoVoice { lang, wanted: None });
                }
            }
            Setup::NoVoice { lang, wanted } => reports.push(SpeechEventKind::NoVoice { lang, wanted }),
        }
        let mut st = self.shared.lock();
        st.voices_pending = st.voices_pending.saturating_sub(1);
    }

    fn reports(&mut self) -> Vec<SpeechEventKind> {
        std::mem::take(&mut self.reports)
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
