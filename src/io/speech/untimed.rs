//! A speech backend that does not say when it has finished speaking: the player's
//! screen reader (NVDA, JAWS, …) or SAPI, both through Tolk on Windows
//! (`screen_reader.rs`, issue 30). The policy still needs every utterance to begin and
//! end, for its priorities, for "do not interrupt the last move" and for its watchdog,
//! so this backend gives them: each utterance goes out as one message (the screen
//! reader speaks every language in its own voice), begins when it is handed over, and
//! ends when it would end at the normal rate ([`expected_duration`]).
//!
//! A screen reader queues what it is given, so an end estimated too early only lets
//! the next utterance queue behind the last; only a move that interrupts (a stop)
//! cuts speech, as on every backend. When the screen reader refuses a message (it was
//! closed during the game), the call fails and the policy declares speech lost: the
//! words are shown as text from then on.
//!
//! The rate, volume and voices configured for taktil are the screen reader's to set:
//! each one configured is reported once at start ([`SpeechEventKind::SettingIgnored`])
//! and otherwise ignored.

use std::{
    fmt,
    sync::Arc,
    thread,
    time::{Duration, Instant},
};

use crossbeam_channel::{Receiver, RecvTimeoutError, Sender, never, unbounded};

use super::{
    SpeechConfig, SpeechEventKind,
    backend::{Backend, Callback, Opened, Shared, guarded},
    policy::{BackendEvent, Synth, expected_duration},
};
use crate::l10n::Utterance;

/// What speaks: a screen reader or a voice that takes text and can be silenced, and
/// nothing more.
pub(super) trait Output: Send + 'static {
    /// Says `text` (and shows it on the braille display, where there is one), after
    /// what is being said. False when it was refused.
    fn output(&mut self, text: &str) -> bool;

    /// Stops speech at once. False when it was refused.
    fn silence(&mut self) -> bool;
}

/// Why the output refused a message.
#[derive(Debug)]
pub(super) struct Refused(&'static str);

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} refused by the screen reader (is it still running?)", self.0)
    }
}

/// An [`Output`] behind the [`Synth`] port, its ends estimated.
pub(super) struct UntimedSynth<O: Output> {
    out: O,
    next: u64,
    /// To the timer thread: a key and when its end is due.
    ends: Sender<(u64, Instant)>,
    callbacks: Sender<Callback<u64>>,
    shared: Arc<Shared>,
    reports: Vec<SpeechEventKind>,
}

/// Wraps `out`, the backend `name` (as the assistant reads it: "NVDA", "SAPI"), and
/// starts its timer. The reports say which backend speaks and which of the configured
/// settings it cannot honour.
pub(super) fn open<O: Output>(
    out: O,
    name: &str,
    config: &SpeechConfig,
    shared: &Arc<Shared>,
) -> Opened<UntimedSynth<O>> {
    let (cb_tx, callbacks) = unbounded();
    let (ends, due) = unbounded();
    let timer_tx = cb_tx.clone();
    // Without the timer thread no utterance would end: the watchdog would then declare
    // speech lost after the first one, which is what the player would hear anyway.
    let _ = thread::Builder::new().name("taktil-speech-timer".into()).spawn(move || timer(&due, &timer_tx));
    let reports = super::start_reports(name, true, config, [false; 3]);
    let synth = UntimedSynth { out, next: 0, ends, callbacks: cb_tx, shared: shared.clone(), reports };
    Opened { synth, callbacks, setups: never() }
}

/// Sends each key's end when it is due, until the synth is dropped.
fn timer(due: &Receiver<(u64, Instant)>, callbacks: &Sender<Callback<u64>>) {
    let mut waiting: Vec<(u64, Instant)> = Vec::new();
    loop {
        let next = waiting.iter().map(|(_, at)| *at).min();
        let wait = next.map_or(Duration::from_secs(3600), |at| at.saturating_duration_since(Instant::now()));
        match due.recv_timeout(wait) {
            Ok(end) => waiting.push(end),
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => return,
        }
        let now = Instant::now();
        waiting.retain(|&(key, at)| {
            if at > now {
                return true;
            }
            // Ends of utterances since stopped are ignored by the policy.
            let _ = callbacks.send(Callback { key, event: BackendEvent::End, at: now });
            false
        });
    }
}

impl<O: Output> Synth for UntimedSynth<O> {
    type Key = u64;
    type Error = Refused;

    fn speak(&mut self, utterance: &Utterance) -> Result<Vec<u64>, Refused> {
        let text = utterance.text();
        let out = &mut self.out;
        if !guarded(&self.shared, || out.output(&text)) {
            return Err(Refused("speech"));
        }
        self.next += 1;
        let key = self.next;
        let now = Instant::now();
        let _ = self.callbacks.send(Callback { key, event: BackendEvent::Begin, at: now });
        let _ = self.ends.send((key, now + expected_duration(utterance, 1.0)));
        Ok(vec![key])
    }

    fn stop(&mut self, _keys: &[u64]) -> Result<(), Refused> {
        let out = &mut self.out;
        if guarded(&self.shared, || out.silence()) { Ok(()) } else { Err(Refused("silence")) }
    }
}

impl<O: Output> Backend for UntimedSynth<O> {
    type Setup = ();

    /// Nothing to prepare: the screen reader chooses the voice of every language.
    fn request(&mut self, _lang: &str) {}

    fn set_up(&mut self, (): ()) {}

    fn reports(&mut self) -> Vec<SpeechEventKind> {
        std::mem::take(&mut self.reports)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Mutex;

    use super::*;
    use crate::l10n::Part;

    /// Records what it was given; refuses everything once `closed`.
    #[derive(Clone, Default)]
    struct Fake(Arc<Mutex<(Vec<String>, usize, bool)>>);

    impl Output for Fake {
        fn output(&mut self, text: &str) -> bool {
            let mut st = self.0.lock().expect("fake");
            st.0.push(text.to_owned());
            !st.2
        }
        fn silence(&mut self) -> bool {
            let mut st = self.0.lock().expect("fake");
            st.1 += 1;
            !st.2
        }
    }

    fn utterance() -> Utterance {
        Utterance {
            locale: "en",
            parts: vec![
                Part { lang: "de", text: "Springer".into() },
                Part { lang: "en", text: "takes".into() },
                Part { lang: "de", text: "Felix drei".into() },
            ],
        }
    }

    #[test]
    fn an_utterance_is_one_message_that_begins_at_once_and_ends_when_it_would_be_spoken() {
        let fake = Fake::default();
        let config =
            SpeechConfig { rate: Some(1.5), voices: vec![("de".into(), "Hedda".into())], ..Default::default() };
        let mut opened = open(fake.clone(), "NVDA", &config, &Arc::new(Shared::default()));
        // Said once at start: which backend, and the settings it cannot honour.
        assert_eq!(
            opened.synth.reports(),
            [
                SpeechEventKind::Through { backend: "NVDA".into() },
                SpeechEventKind::SettingIgnored { backend: "NVDA".into(), setting: "rate" },
                SpeechEventKind::SettingIgnored { backend: "NVDA".into(), setting: "voice" },
            ]
        );
        assert!(opened.synth.reports().is_empty(), "once");
        let sent = Instant::now();
        let keys = opened.synth.speak(&utterance()).expect("spoken");
        assert_eq!(fake.0.lock().expect("fake").0, ["Springer takes Felix drei"], "the languages in one message");
        let begin = opened.callbacks.recv_timeout(Duration::from_secs(1)).expect("begin");
        assert_eq!((begin.key, begin.event), (keys[0], BackendEvent::Begin));
        let end = opened.callbacks.recv_timeout(Duration::from_secs(10)).expect("end");
        assert_eq!((end.key, end.event), (keys[0], BackendEvent::End));
        // Not before the time the words take at the normal rate.
        assert!(end.at - sent >= expected_duration(&utterance(), 1.0));
    }

    #[test]
    fn a_screen_reader_that_refuses_fails_the_call_so_that_speech_is_lost_not_waited_for() {
        let fake = Fake::default();
        let mut opened = open(fake.clone(), "JAWS", &SpeechConfig::default(), &Arc::new(Shared::default()));
        assert_eq!(opened.synth.reports(), [SpeechEventKind::Through { backend: "JAWS".into() }]);
        assert!(opened.synth.speak(&utterance()).is_ok());
        assert!(opened.synth.stop(&[1]).is_ok());
        fake.0.lock().expect("fake").2 = true;
        let refused = opened.synth.speak(&utterance()).expect_err("refused");
        assert_eq!(refused.to_string(), "speech refused by the screen reader (is it still running?)");
        assert!(opened.synth.stop(&[2]).is_err());
        assert_eq!(fake.0.lock().expect("fake").1, 2);
    }
}
