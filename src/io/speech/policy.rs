//! What to say when: priorities, interruption, dropping chatter, and the watchdog that
//! notices a speech backend that stopped answering.
//!
//! This part is pure: the `Scheduler` gets the time as an argument, talks to the
//! synthesizer through the narrow `Synth` port, and returns what happened as
//! [`SpeechEvent`]s to poll (quinn-proto's `poll_*` shape). The actor thread in
//! `speaker.rs` drives it with real time and the `tts` backend; the tests below drive it
//! with a recording fake.
//!
//! # Rules
//!
//! - One utterance is handed to the backend at a time; the rest wait here, ordered by
//!   [`Priority`] (moves first), first come first served within a priority.
//! - A [`Priority::Move`] utterance interrupts lower-priority speech at once. It also
//!   interrupts a move in progress, unless `protect_move` is set ("do not interrupt the
//!   last move", jcarolus/android-chess#227): then it waits for that move to finish.
//! - A [`Priority::Normal`] utterance cut off by a move is spoken again, from the start,
//!   after the move. A cut-off chatter or move is not repeated (a newer move supersedes
//!   the older one; the `repeat` key says it again).
//! - Only [`Priority::Chatter`] is ever dropped: the oldest waiting chatter, whenever
//!   more than [`MAX_WAITING`] utterances wait. Nothing of priority Normal or Move is
//!   dropped, whatever the clock says: PicoChess muted speech under one minute
//!   (picochess#254, shared/docs/anchors.md §0.6) and its users lost their moves.
//! - Watchdog: an utterance handed to the backend must end or be stopped by its
//!   deadline, `2 × expected length + 2 s` (see [`expected_duration`]). Speech
//!   Dispatcher with no audio sink begins an utterance and then never ends it
//!   (shared/docs/rust-stack.md §5), so without this the game would wait forever. Past
//!   the deadline the speaker is lost: [`SpeechEventKind::Lost`] once, every waiting
//!   utterance stopped, and every later one stopped at once without reaching the backend.
//!
//! # Invariants
//!
//! - Every utterance id given to `Scheduler::say` gets exactly one final event:
//!   `End` or `Stopped`, except a Normal utterance cut off by a move, which gets
//!   `Stopped` and later a second `Begin` ... `End` (or `Stopped`) when it is said again.
//! - `End` for an id always comes after a `Begin` for it.
//! - Events of a cut-off utterance that arrive late from the backend are ignored.

// A pure machine (issue 27): time and events in, decisions out; the purity lints of
// src/core apply (their lists are in clippy.toml; Cargo.toml allows them for the shell).
#![deny(clippy::disallowed_methods, clippy::disallowed_types, clippy::disallowed_macros)]

use std::{
    collections::VecDeque,
    fmt,
    time::{Duration, Instant},
};

use crate::{
    io::speech::{SpeechEvent, SpeechEventKind, UtteranceId},
    l10n::Utterance,
};

pub use crate::item::Priority;

/// How many utterances may wait before the oldest waiting chatter is dropped.
pub const MAX_WAITING: usize = 2;

/// Speech rate of espeak-ng through Speech Dispatcher at the normal rate, in characters
/// per second. Measured here: "Springer Felix drei" (19 characters) took 1.52 s,
/// "Last move" (9) 1.0 s and "check" (5) 0.7 s, which fits about 18 characters per
/// second plus [`PART_OVERHEAD`]; 14 leaves room for slower voices.
const CHARS_PER_SECOND: f64 = 14.0;

/// Fixed cost of each part (one backend message): the voice's leading and trailing
/// silence and the audio output's start and drain, about 0.5 s in the same measurement.
const PART_OVERHEAD: Duration = Duration::from_millis(600);

/// The watchdog's fixed margin on top of twice the expected length.
const WATCHDOG_MARGIN: Duration = Duration::from_secs(2);

/// How long an utterance is expected to take at `rate` (1.0 = normal, 2.0 = twice as
/// fast): its characters at `CHARS_PER_SECOND` scaled by the rate, plus a fixed
/// overhead per part.
pub fn expected_duration(utterance: &Utterance, rate: f32) -> Duration {
    let rate = f64::from(rate).clamp(0.25, 4.0);
    let chars: usize = utterance.parts.iter().map(|p| p.text.chars().count()).sum();
    let speaking = Duration::from_secs_f64(chars as f64 / (CHARS_PER_SECOND * rate));
    speaking + PART_OVERHEAD * utterance.parts.len() as u32
}

/// The watchdog's allowance for an utterance: `2 × expected + 2 s`.
pub fn watchdog_allowance(utterance: &Utterance, rate: f32) -> Duration {
    expected_duration(utterance, rate) * 2 + WATCHDOG_MARGIN
}

/// Maps a rate factor (0.5 to 2.0 times normal) onto a backend's rate scale, on a log
/// scale so that 2.0 is as far above normal as 0.5 is below: 0.5 gives `min`, 1.0
/// `normal`, 2.0 `max`. Factors outside 0.5 to 2.0 are clamped.
pub fn backend_rate(factor: f32, min: f32, normal: f32, max: f32) -> f32 {
    let x = factor.clamp(0.5, 2.0).log2();
    if x >= 0.0 { normal + x * (max - normal) } else { normal + x * (normal - min) }
}

/// Maps a volume (0.0 to 1.0) linearly onto a backend's volume scale: 0.0 gives `min`,
/// 1.0 `max`. Values outside 0 to 1 are clamped.
pub fn backend_volume(volume: f32, min: f32, max: f32) -> f32 {
    min + volume.clamp(0.0, 1.0) * (max - min)
}

/// What the backend reports about one of its messages (an utterance, or one of its
/// parts).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum BackendEvent {
    /// The message started to sound.
    Begin,
    /// The message was spoken to the end.
    End,
    /// The message was cancelled (by us or by someone else).
    Stopped,
}

/// The narrow port in front of the speech synthesizer (house style: our own seam in
/// front of `tts::Tts`, which has no tests of its own).
pub(crate) trait Synth {
    /// Identifies one queued part in the backend's callbacks.
    type Key: Clone + PartialEq + fmt::Debug;
    /// Why a call failed.
    type Error: fmt::Display;

    /// Queues one utterance, each part with the voice of its language, and returns one
    /// key per backend message, in order: one for the whole utterance where the backend
    /// switches languages inside a message (SSML), one per part where it cannot. The
    /// utterance ends with the last key's end. Must not wait for the speech.
    fn speak(&mut self, utterance: &Utterance) -> Result<Vec<Self::Key>, Self::Error>;

    /// Cancels the given parts (the current utterance), whether queued or sounding.
    fn stop(&mut self, keys: &[Self::Key]) -> Result<(), Self::Error>;
}

/// An utterance waiting its turn.
#[derive(Debug)]
struct Waiting {
    id: UtteranceId,
    utterance: Utterance,
    priority: Priority,
}

/// The utterance the backend has.
#[derive(Debug)]
struct Current<K> {
    id: UtteranceId,
    utterance: Utterance,
    priority: Priority,
    /// One key per part, in order.
    keys: Vec<K>,
    begun: bool,
    deadline: Instant,
}

/// The speech policy as a state machine over a [`Synth`].
#[derive(Debug)]
pub(crate) struct Scheduler<S: Synth> {
    synth: S,
    protect_move: bool,
    rate: f32,
    /// Ordered by priority (highest first), then by arrival.
    queue: VecDeque<Waiting>,
    current: Option<Current<S::Key>>,
    lost: Option<String>,
    events: VecDeque<SpeechEvent>,
}

impl<S: Synth> Scheduler<S> {
    /// A scheduler speaking through `synth`. `rate` is the rate factor (1.0 = normal),
    /// used only for the watchdog's deadlines.
    pub(crate) fn new(synth: S, protect_move: bool, rate: f32) -> Scheduler<S> {
        Scheduler {
            synth,
            protect_move,
            rate,
            queue: VecDeque::new(),
            current: None,
            lost: None,
            events: VecDeque::new(),
        }
    }

    /// The synthesizer (the actor adds voices to it).
    pub(crate) fn synth_mut(&mut self) -> &mut S {
        &mut self.synth
    }

    /// Takes an utterance. Never waits for speech.
    pub(crate) fn say(&mut self, now: Instant, id: UtteranceId, utterance: Utterance, priority: Priority) {
        if self.lost.is_some() {
            // The backend stopped answering: nothing reaches it any more (it could
            // block the actor), and the caller learns at once that this was not said.
            self.emit(now, SpeechEventKind::Stopped(id));
            return;
        }
        let interrupt = match &self.current {
            None => false,
            // Moves cut off chatter and guidance; another move only when the player
            // has not asked to protect it.
            Some(cur) => priority == Priority::Move && (cur.priority < Priority::Move || !self.protect_move),
        };
        let at = self.queue.iter().position(|w| w.priority < priority).unwrap_or(self.queue.len());
        self.queue.insert(at, Waiting { id, utterance, priority });
        if interrupt {
            self.interrupt(now);
        }
        self.drop_chatter(now);
        self.start_next(now);
    }

    /// Takes a backend report about the part `key`, which happened at `at`.
    pub(crate) fn backend(&mut self, at: Instant, key: &S::Key, event: BackendEvent) {
        let Some(cur) = self.current.as_mut() else {
            // Late news about an utterance already stopped: ignore.
            return;
        };
        let Some(index) = cur.keys.iter().position(|k| k == key) else {
            return;
        };
        let id = cur.id;
        match event {
            // The first part to sound starts the utterance.
            BackendEvent::Begin => {
                if !cur.begun {
                    cur.begun = true;
                    self.emit(at, SpeechEventKind::Begin(id));
                }
            }
            // Only the last part's end ends the utterance.
            BackendEvent::End if index + 1 == cur.keys.len() => {
                if !cur.begun {
                    self.emit(at, SpeechEventKind::Begin(id));
                }
                self.emit(at, SpeechEventKind::End(id));
                self.current = None;
                self.start_next(at);
            }
            BackendEvent::End => {}
            // Someone else cancelled us (another client of Speech Dispatcher, or the
            // daemon itself): the utterance is over, flush its other parts.
            BackendEvent::Stopped => {
                let keys = cur.keys.clone();
                self.current = None;
                self.emit(at, SpeechEventKind::Stopped(id));
                if let Err(e) = self.synth.stop(&keys) {
                    self.lose(at, format!("stopping failed: {e}"));
                    return;
                }
                self.start_next(at);
            }
        }
    }

    /// When [`Scheduler::handle_timeout`] must be called next: the current utterance's
    /// watchdog deadline.
    pub(crate) fn poll_timeout(&self) -> Option<Instant> {
        self.current.as_ref().map(|c| c.deadline)
    }

    /// Checks the watchdog.
    pub(crate) fn handle_timeout(&mut self, now: Instant) {
        if let Some(cur) = &self.current
            && now >= cur.deadline
        {
            let what = if cur.begun { "no end" } else { "no begin" };
            let allowed = watchdog_allowance(&cur.utterance, self.rate);
            self.lose(now, format!("{what} within {:.1} s for {:?}", allowed.as_secs_f64(), cur.utterance.text()));
        }
    }

    /// The next event, oldest first.
    pub(crate) fn poll_event(&mut self) -> Option<SpeechEvent> {
        self.events.pop_front()
    }

    /// How many utterances are spoken or waiting.
    pub(crate) fn pending(&self) -> usize {
        usize::from(self.current.is_some()) + self.queue.len()
    }

    /// Why the speaker was declared lost, if it was.
    pub(crate) fn lost(&self) -> Option<&str> {
        self.lost.as_deref()
    }

    /// Stops whatever the backend has (at shutdown). No events.
    pub(crate) fn silence(&mut self) -> Result<(), S::Error> {
        self.queue.clear();
        match self.current.take() {
            Some(cur) => self.synth.stop(&cur.keys),
            None => Ok(()),
        }
    }

    fn emit(&mut self, at: Instant, kind: SpeechEventKind) {
        self.events.push_back(SpeechEvent { at, kind });
    }

    /// Cuts off the current utterance for a move that is already queued first.
    fn interrupt(&mut self, now: Instant) {
        let Some(cur) = self.current.take() else { return };
        if let Err(e) = self.synth.stop(&cur.keys) {
            self.current = Some(cur);
            self.lose(now, format!("stopping failed: {e}"));
            return;
        }
        self.emit(now, SpeechEventKind::Stopped(cur.id));
        if cur.priority == Priority::Normal {
            // Guidance is never dropped: say it again after the move, before any
            // guidance that came later.
            let at = self.queue.iter().position(|w| w.priority <= Priority::Normal).unwrap_or(self.queue.len());
            self.queue.insert(at, Waiting { id: cur.id, utterance: cur.utterance, priority: cur.priority });
        }
    }

    /// Drops the oldest waiting chatter while too much waits.
    fn drop_chatter(&mut self, now: Instant) {
        while self.queue.len() > MAX_WAITING {
            let Some(at) = self.queue.iter().position(|w| w.priority == Priority::Chatter) else { break };
            if let Some(w) = self.queue.remove(at) {
                self.emit(now, SpeechEventKind::Stopped(w.id));
            }
        }
    }

    /// Hands the next waiting utterance to the backend if it is free.
    fn start_next(&mut self, now: Instant) {
        while self.current.is_none() && self.lost.is_none() {
            let Some(next) = self.queue.pop_front() else { return };
            if next.utterance.parts.is_empty() {
                // Nothing to say is said at once.
                self.emit(now, SpeechEventKind::Begin(next.id));
                self.emit(now, SpeechEventKind::End(next.id));
                continue;
            }
            match self.synth.speak(&next.utterance) {
                Ok(keys) => {
                    let deadline = now + watchdog_allowance(&next.utterance, self.rate);
                    self.current = Some(Current {
                        id: next.id,
                        utterance: next.utterance,
                        priority: next.priority,
                        keys,
                        begun: false,
                        deadline,
                    });
                }
                Err(e) => {
                    self.queue.push_front(next);
                    self.lose(now, format!("speaking failed: {e}"));
                }
            }
        }
    }

    /// Declares the speaker lost: reported once, everything pending stopped.
    fn lose(&mut self, now: Instant, why: String) {
        if self.lost.is_some() {
            return;
        }
        self.lost = Some(why);
        self.emit(now, SpeechEventKind::Lost);
        if let Some(cur) = self.current.take() {
            self.emit(now, SpeechEventKind::Stopped(cur.id));
        }
        while let Some(w) = self.queue.pop_front() {
            self.emit(now, SpeechEventKind::Stopped(w.id));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        io::speech::SpeechEventKind::{Begin, End, Lost, Stopped},
        l10n::Part,
    };

    /// A synthesizer that records what it is asked to do.
    #[derive(Debug, Default)]
    struct Recorder {
        calls: Vec<Call>,
        next: u32,
        fail: bool,
    }

    #[derive(Clone, Debug, PartialEq, Eq)]
    enum Call {
        Speak(Vec<String>),
        Stop(Vec<u32>),
    }

    impl Synth for Recorder {
        type Key = u32;
        type Error = &'static str;

        fn speak(&mut self, utterance: &Utterance) -> Result<Vec<u32>, &'static str> {
            let parts = &utterance.parts;
            if self.fail {
                return Err("broken pipe");
            }
            self.calls.push(Call::Speak(parts.iter().map(|p| format!("{}:{}", p.lang, p.text)).collect()));
            Ok(parts
                .iter()
                .map(|_| {
                    self.next += 1;
                    self.next
                })
                .collect())
        }

        fn stop(&mut self, keys: &[u32]) -> Result<(), &'static str> {
            self.calls.push(Call::Stop(keys.to_vec()));
            Ok(())
        }
    }

    struct Bench {
        s: Scheduler<Recorder>,
        t0: Instant,
        next_id: u64,
    }

    fn utt(text: &str) -> Utterance {
        Utterance { locale: "en", parts: vec![Part { lang: "en", text: text.to_owned() }] }
    }

    impl Bench {
        #[allow(
            clippy::disallowed_methods,
            reason = "an instant to count from: every time the test gives the policy is computed from it"
        )]
        fn new(protect_move: bool) -> Bench {
            Bench { s: Scheduler::new(Recorder::default(), protect_move, 1.0), t0: Instant::now(), next_id: 0 }
        }
        fn at(&self, ms: u64) -> Instant {
            self.t0 + Duration::from_millis(ms)
        }
        fn say(&mut self, ms: u64, text: &str, p: Priority) -> UtteranceId {
            self.say_utt(ms, utt(text), p)
        }
        fn say_utt(&mut self, ms: u64, u: Utterance, p: Priority) -> UtteranceId {
            self.next_id += 1;
            let id = UtteranceId(self.next_id);
            self.s.say(self.at(ms), id, u, p);
            id
        }
        fn backend(&mut self, ms: u64, key: u32, e: BackendEvent) {
            self.s.backend(self.at(ms), &key, e);
        }
        /// Plays the backend's part: begin then end of one key.
        fn speak_through(&mut self, ms: u64, key: u32) {
            self.backend(ms, key, BackendEvent::Begin);
            self.backend(ms + 500, key, BackendEvent::End);
        }
        fn events(&mut self) -> Vec<SpeechEventKind> {
            std::iter::from_fn(|| self.s.poll_event()).map(|e| e.kind).collect()
        }
        fn calls(&mut self) -> Vec<Call> {
            std::mem::take(&mut self.s.synth.calls)
        }
    }

    fn speak(texts: &[&str]) -> Call {
        Call::Speak(texts.iter().map(|t| format!("en:{t}")).collect())
    }

    #[test]
    fn idle_speaker_speaks_at_once_and_reports_begin_and_end() {
        let mut b = Bench::new(false);
        let id = b.say(0, "Springer Felix drei", Priority::Move);
        assert_eq!(b.calls(), vec![speak(&["Springer Felix drei"])]);
        assert_eq!(b.s.pending(), 1);
        b.speak_through(5, 1);
        assert_eq!(b.events(), vec![Begin(id), End(id)]);
        assert_eq!(b.s.pending(), 0);
    }

    #[test]
    fn parts_go_to_the_backend_together_and_end_with_the_last() {
        let mut b = Bench::new(false);
        let u = Utterance {
            locale: "en",
            parts: vec![
                Part { lang: "en", text: "takes".into() },
                Part { lang: "de", text: "Felix drei".into() },
                Part { lang: "en", text: "check".into() },
            ],
        };
        let id = b.say_utt(0, u, Priority::Move);
        assert_eq!(b.calls(), vec![Call::Speak(vec!["en:takes".into(), "de:Felix drei".into(), "en:check".into()])]);
        b.speak_through(5, 1);
        b.speak_through(600, 2);
        assert_eq!(b.events(), vec![Begin(id)], "the middle part's end is not the end");
        b.speak_through(1200, 3);
        assert_eq!(b.events(), vec![End(id)]);
    }

    #[test]
    fn waiting_utterances_go_by_priority_then_arrival() {
        let mut b = Bench::new(true);
        let first = b.say(0, "first", Priority::Chatter);
        let n1 = b.say(1, "normal 1", Priority::Normal);
        let c = b.say(2, "chatter", Priority::Chatter);
        let n2 = b.say(3, "normal 2", Priority::Normal);
        assert_eq!(b.calls(), vec![speak(&["first"])], "normal speech does not interrupt chatter");
        let events = b.events();
        // Three wait; the only waiting chatter goes.
        assert_eq!(events, vec![Stopped(c)]);
        b.speak_through(10, 1);
        assert_eq!(b.calls(), vec![speak(&["normal 1"])]);
        b.speak_through(600, 2);
        assert_eq!(b.calls(), vec![speak(&["normal 2"])]);
        b.speak_through(1200, 3);
        assert_eq!(b.events(), vec![Begin(first), End(first), Begin(n1), End(n1), Begin(n2), End(n2)]);
    }

    #[test]
    fn a_move_interrupts_guidance_which_is_said_again_afterwards() {
        let mut b = Bench::new(false);
        let guide = b.say(0, "put the knight back", Priority::Normal);
        b.backend(5, 1, BackendEvent::Begin);
        let later = b.say(100, "later guidance", Priority::Normal);
        let mv = b.say(300, "Dame Hector fünf", Priority::Move);
        assert_eq!(
            b.calls(),
            vec![speak(&["put the knight back"]), Call::Stop(vec![1]), speak(&["Dame Hector fünf"])],
            "stop, then the move at once"
        );
        // The cut-off utterance's late report changes nothing.
        b.backend(310, 1, BackendEvent::Stopped);
        b.speak_through(311, 2);
        assert_eq!(b.events(), vec![Begin(guide), Stopped(guide), Begin(mv), End(mv)]);
        // The guidance again, from the start, before the later guidance.
        assert_eq!(b.calls(), vec![speak(&["put the knight back"])]);
        b.speak_through(900, 3);
        assert_eq!(b.calls(), vec![speak(&["later guidance"])]);
        b.speak_through(1500, 4);
        assert_eq!(b.events(), vec![Begin(guide), End(guide), Begin(later), End(later)]);
    }

    #[test]
    fn a_move_interrupts_chatter_for_good() {
        let mut b = Bench::new(false);
        let chat = b.say(0, "white to move", Priority::Chatter);
        b.backend(5, 1, BackendEvent::Begin);
        let mv = b.say(100, "Turm Anna eins", Priority::Move);
        b.speak_through(105, 2);
        assert_eq!(b.events(), vec![Begin(chat), Stopped(chat), Begin(mv), End(mv)]);
        assert_eq!(b.calls(), vec![speak(&["white to move"]), Call::Stop(vec![1]), speak(&["Turm Anna eins"])]);
        assert_eq!(b.s.pending(), 0);
    }

    #[test]
    fn a_move_interrupts_a_move_unless_protected() {
        let mut b = Bench::new(false);
        let m1 = b.say(0, "Bauer Eva vier", Priority::Move);
        b.backend(5, 1, BackendEvent::Begin);
        let m2 = b.say(200, "Bauer Eva fünf", Priority::Move);
        b.speak_through(205, 2);
        assert_eq!(b.events(), vec![Begin(m1), Stopped(m1), Begin(m2), End(m2)]);
        assert_eq!(b.s.pending(), 0, "the superseded move is not repeated");

        let mut b = Bench::new(true);
        let m1 = b.say(0, "Bauer Eva vier", Priority::Move);
        b.backend(5, 1, BackendEvent::Begin);
        let m2 = b.say(200, "Bauer Eva fünf", Priority::Move);
        let m3 = b.say(300, "Springer Felix drei", Priority::Move);
        assert_eq!(b.calls(), vec![speak(&["Bauer Eva vier"])], "the move in progress is protected");
        b.backend(800, 1, BackendEvent::End);
        b.speak_through(801, 2);
        b.speak_through(1500, 3);
        assert_eq!(b.events(), vec![Begin(m1), End(m1), Begin(m2), End(m2), Begin(m3), End(m3)]);
    }

    #[test]
    fn protect_move_still_lets_moves_cut_off_lower_priorities() {
        let mut b = Bench::new(true);
        let n = b.say(0, "guidance", Priority::Normal);
        b.backend(5, 1, BackendEvent::Begin);
        let m = b.say(100, "move", Priority::Move);
        assert_eq!(b.events(), vec![Begin(n), Stopped(n)]);
        b.speak_through(105, 2);
        assert_eq!(b.events(), vec![Begin(m), End(m)]);
    }

    #[test]
    fn moves_and_guidance_are_never_dropped_however_much_waits() {
        let mut b = Bench::new(true);
        let mut ids = vec![b.say(0, "move 0", Priority::Move)];
        for i in 1..40 {
            let p = if i % 2 == 0 { Priority::Move } else { Priority::Normal };
            ids.push(b.say(i, &format!("utterance {i}"), p));
        }
        let chatter: Vec<_> = (0..10).map(|i| b.say(50 + i, "chatter", Priority::Chatter)).collect();
        let events = b.events();
        assert_eq!(events.iter().filter(|e| matches!(e, Stopped(_))).count(), chatter.len());
        assert!(events.iter().all(|e| matches!(e, Stopped(id) if chatter.contains(id))));
        assert_eq!(b.s.pending(), 40);
        // All forty are said: the moves first (in order), then the guidance.
        let mut said = Vec::new();
        for key in 1..=40 {
            b.speak_through(1000 * u64::from(key), key);
            said.extend(b.events().into_iter().filter_map(|e| if let End(id) = e { Some(id) } else { None }));
        }
        let moves = ids.iter().enumerate().filter(|(i, _)| i % 2 == 0).map(|(_, id)| *id);
        let guidance = ids.iter().enumerate().filter(|(i, _)| i % 2 == 1).map(|(_, id)| *id);
        assert_eq!(said, moves.chain(guidance).collect::<Vec<_>>());
    }

    #[test]
    fn the_oldest_waiting_chatter_is_dropped_first() {
        let mut b = Bench::new(false);
        let _busy = b.say(0, "busy", Priority::Normal);
        let c1 = b.say(1, "c1", Priority::Chatter);
        let c2 = b.say(2, "c2", Priority::Chatter);
        assert_eq!(b.events(), vec![], "two waiting is fine");
        let _n = b.say(3, "n", Priority::Normal);
        assert_eq!(b.events(), vec![Stopped(c1)]);
        let _c3 = b.say(4, "c3", Priority::Chatter);
        assert_eq!(b.events(), vec![Stopped(c2)]);
    }

    #[test]
    fn watchdog_declares_the_speaker_lost_once() {
        let mut b = Bench::new(false);
        let text = "Springer Felix drei";
        let allowance = watchdog_allowance(&utt(text), 1.0);
        // Expected: 19 characters at 14 per second plus 0.6 s, twice, plus 2 s.
        assert_eq!(allowance.as_millis(), 2 * (1357 + 600) + 2000);
        let a = b.say(0, text, Priority::Move);
        let waiting = b.say(10, "guidance", Priority::Normal);
        b.backend(5, 1, BackendEvent::Begin);
        assert_eq!(b.s.poll_timeout(), Some(b.at(0) + allowance));
        b.s.handle_timeout(b.at(0) + allowance - Duration::from_millis(1));
        assert_eq!(b.events(), vec![Begin(a)], "not yet");
        b.s.handle_timeout(b.at(0) + allowance);
        assert_eq!(b.events(), vec![Lost, Stopped(a), Stopped(waiting)]);
        assert!(b.s.lost().is_some_and(|why| why.contains("no end")), "{:?}", b.s.lost());
        assert_eq!(b.s.poll_timeout(), None);
        // From now on nothing reaches the backend and nothing waits.
        b.calls();
        let later = b.say(9000, "Dame", Priority::Move);
        assert_eq!(b.calls(), vec![]);
        assert_eq!(b.events(), vec![Stopped(later)]);
        b.s.handle_timeout(b.at(20_000));
        b.backend(20_000, 1, BackendEvent::End);
        assert_eq!(b.events(), vec![], "lost is reported once");
        assert_eq!(b.s.pending(), 0);
    }

    #[test]
    fn watchdog_restarts_for_each_utterance_and_spares_a_working_backend() {
        let mut b = Bench::new(false);
        let mut t = 0;
        for i in 0..5 {
            let _ = b.say(t, &format!("move {i}"), Priority::Move);
            let key = i + 1;
            b.backend(t + 10, key, BackendEvent::Begin);
            // Each takes 3 s, longer than expected but within its own allowance.
            t += 3000;
            b.s.handle_timeout(b.at(t));
            b.backend(t, key, BackendEvent::End);
        }
        assert!(b.s.lost().is_none());
        assert_eq!(b.s.poll_timeout(), None, "no deadline while idle");
    }

    #[test]
    fn watchdog_also_fires_when_begin_never_comes() {
        let mut b = Bench::new(false);
        let a = b.say(0, "x", Priority::Normal);
        b.s.handle_timeout(b.at(60_000));
        assert_eq!(b.events(), vec![Lost, Stopped(a)]);
        assert!(b.s.lost().is_some_and(|why| why.contains("no begin")));
    }

    #[test]
    fn a_failing_backend_is_lost_at_once() {
        let mut b = Bench::new(false);
        b.s.synth.fail = true;
        let a = b.say(0, "x", Priority::Move);
        assert_eq!(b.events(), vec![Lost, Stopped(a)]);
        assert!(b.s.lost().is_some_and(|why| why.contains("broken pipe")));
    }

    #[test]
    fn a_cancel_from_outside_ends_the_utterance_and_the_next_starts() {
        let mut b = Bench::new(false);
        let u = Utterance {
            locale: "en",
            parts: vec![Part { lang: "en", text: "a".into() }, Part { lang: "de", text: "b".into() }],
        };
        let a = b.say_utt(0, u, Priority::Normal);
        let n = b.say(1, "next", Priority::Normal);
        b.backend(5, 1, BackendEvent::Begin);
        b.backend(100, 1, BackendEvent::Stopped);
        assert_eq!(b.events(), vec![Begin(a), Stopped(a)]);
        assert_eq!(
            b.calls(),
            vec![Call::Speak(vec!["en:a".into(), "de:b".into()]), Call::Stop(vec![1, 2]), speak(&["next"])]
        );
        b.speak_through(200, 3);
        assert_eq!(b.events(), vec![Begin(n), End(n)]);
    }

    #[test]
    fn empty_utterances_begin_and_end_at_once() {
        let mut b = Bench::new(false);
        let id = b.say_utt(0, Utterance { locale: "en", parts: vec![] }, Priority::Normal);
        assert_eq!(b.events(), vec![Begin(id), End(id)]);
        assert_eq!(b.calls(), vec![]);
    }

    #[test]
    fn silence_stops_the_backend_without_events() {
        let mut b = Bench::new(false);
        let _ = b.say(0, "a", Priority::Normal);
        let _ = b.say(1, "b", Priority::Normal);
        b.calls();
        assert_eq!(b.s.silence(), Ok(()));
        assert_eq!(b.calls(), vec![Call::Stop(vec![1])]);
        assert_eq!(b.s.pending(), 0);
        assert_eq!(b.events(), vec![]);
    }

    #[test]
    fn expected_duration_follows_characters_parts_and_rate() {
        let one = expected_duration(&utt("Springer Felix drei"), 1.0);
        let fast = expected_duration(&utt("Springer Felix drei"), 2.0);
        assert!(fast < one);
        assert!(((one - fast).as_secs_f64() - 19.0 / 28.0).abs() < 1e-6, "half the speaking time");
        let two_parts = Utterance {
            locale: "en",
            parts: vec![Part { lang: "en", text: "Springer".into() }, Part { lang: "de", text: "Felix drei".into() }],
        };
        assert!(expected_duration(&two_parts, 1.0) > one, "each part costs its own overhead");
    }

    #[test]
    fn rate_and_volume_map_onto_the_backend_scale() {
        // Speech Dispatcher's scales.
        assert_eq!(backend_rate(1.0, -100.0, 0.0, 100.0), 0.0);
        assert_eq!(backend_rate(2.0, -100.0, 0.0, 100.0), 100.0);
        assert_eq!(backend_rate(0.5, -100.0, 0.0, 100.0), -100.0);
        assert!((backend_rate(std::f32::consts::SQRT_2, -100.0, 0.0, 100.0) - 50.0).abs() < 1e-3);
        assert_eq!(backend_rate(5.0, -100.0, 0.0, 100.0), 100.0, "clamped");
        // An asymmetric scale (normal not in the middle).
        assert_eq!(backend_rate(0.5, 0.5, 1.0, 10.0), 0.5);
        assert_eq!(backend_rate(2.0, 0.5, 1.0, 10.0), 10.0);
        assert_eq!(backend_volume(1.0, -100.0, 100.0), 100.0);
        assert_eq!(backend_volume(0.0, -100.0, 100.0), -100.0);
        assert_eq!(backend_volume(0.5, -100.0, 100.0), 0.0);
    }
}
