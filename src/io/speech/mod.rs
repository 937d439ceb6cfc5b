//! Speech: the port through which taktil speaks, and its adapter: Speech Dispatcher
//! with espeak-ng on Linux, one SSML message per utterance; on Windows the player's
//! screen reader, else Windows' own voices (issue 30); the `tts` crate's backends
//! elsewhere.
//!
//! - [`policy`] (pure) decides what is said when: [`Priority`], interruption, dropping
//!   chatter, and the watchdog for a backend that hangs.
//! - [`voice`] (pure) chooses the voice for each language.
//! - [`ssml`] (pure) writes an utterance as one SSML message, its languages switched
//!   inside it.
//! - [`Speaker`] is the adapter: a thread that owns the backend's connections and runs
//!   the policy. [`Speaker::say`] never blocks; what happened comes back as
//!   [`SpeechEvent`]s on [`Speaker::events`], or through the sending handle of
//!   [`SpeechConfig::events`] (the live session's one channel).
//!
//! See `docs/speech.md` for the player's and the assistant's view.
//!
//! # Examples
//!
//! ```no_run
//! use std::time::Duration;
//! use taktil::io::speech::{Priority, SpeechConfig, Speaker};
//! use taktil::l10n::{Part, Utterance};
//!
//! let speaker = match Speaker::start(&SpeechConfig::default()) {
//!     Ok(s) => s,
//!     Err(e) => {
//!         eprintln!("speech unavailable: {e}");
//!         return;
//!     }
//! };
//! let said = Utterance { locale: "en", parts: vec![Part { lang: "de", text: "Springer Felix drei".into() }] };
//! let id = speaker.say(&said, Priority::Move);
//! assert!(speaker.wait_idle(Duration::from_secs(10)));
//! # let _ = id;
//! ```

#[cfg_attr(
    not(feature = "speech"),
    allow(dead_code, reason = "without the `speech` feature only the policy's own tests drive it")
)]
pub mod policy;
// Speech Dispatcher in SSML mode: Linux only (the `speech-dispatcher` crate).
#[cfg(feature = "speech")]
mod backend;
#[cfg(all(feature = "speech", target_os = "linux"))]
mod dispatcher;
// The player's screen reader and SAPI through Tolk: Windows only.
#[cfg(all(feature = "speech", windows))]
mod screen_reader;
#[cfg(feature = "speech")]
mod speaker;
// Built without the `speech` feature (no `tts`): a stand-in with the same API, whose
// `start` fails with SpeechError::NotBuilt.
#[cfg(not(feature = "speech"))]
#[path = "speaker_unbuilt.rs"]
mod speaker;
pub mod ssml;
// The `tts` crate: Windows, macOS, and a Speech Dispatcher that refuses SSML.
#[cfg(feature = "speech")]
mod tts_synth;
// A backend that does not say when it has finished (a screen reader): ends estimated.
#[cfg(feature = "speech")]
#[cfg_attr(not(windows), allow(dead_code, reason = "only Windows has such a backend; its tests run everywhere"))]
mod untimed;
pub mod voice;

use std::{fmt, sync::Arc, time::Instant};

pub use self::{policy::Priority, speaker::Speaker};

/// Settings of the speech adapter.
#[derive(Clone, Debug, PartialEq)]
pub struct SpeechConfig {
    /// Speech rate, 0.5 to 2.0 times the voice's normal rate; `None` leaves the
    /// backend's setting.
    pub rate: Option<f32>,
    /// Volume, 0.0 (the backend's quietest) to 1.0 (its loudest); `None` leaves the
    /// backend's setting.
    pub volume: Option<f32>,
    /// Voices by language: `("de", "German")`. Languages not listed get the best
    /// matching voice (see [`voice::choose`]).
    pub voices: Vec<(String, String)>,
    /// "Do not interrupt the last move": a new move waits for the move being spoken
    /// instead of cutting it off.
    pub protect_move: bool,
    /// Languages whose voices are prepared at start, in the background. A language met
    /// later is prepared when it first appears. Through Speech Dispatcher (Linux) this
    /// reads the voice list once; until it is read, words go by their language code to
    /// the voice Speech Dispatcher picks. Through `tts` (Windows, macOS) each language
    /// gets a connection of its own; until it is ready its words are spoken by the
    /// default voice. Default: `en` and `de` (English connecting words, German
    /// vocabulary).
    pub languages: Vec<String>,
    /// Where the events go: `None`, the speaker's own channel ([`Speaker::events`]);
    /// a handle, called with each event on the thread that reports it, instead.
    pub events: Option<EventSink>,
}

/// A sending handle for speech events. The speaker calls it on its own threads (the
/// actor, which also hears the backend's callbacks, or the caller's), so it must only
/// pass the event on, without blocking.
#[derive(Clone)]
pub struct EventSink(Arc<dyn Fn(SpeechEvent) + Send + Sync>);

impl EventSink {
    /// A handle that calls `send` with each event.
    pub fn new(send: impl Fn(SpeechEvent) + Send + Sync + 'static) -> EventSink {
        EventSink(Arc::new(send))
    }

    /// Passes one event on.
    pub fn send(&self, event: SpeechEvent) {
        (self.0)(event);
    }
}

impl fmt::Debug for EventSink {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("EventSink")
    }
}

/// Two handles are equal when they are the same handle.
impl PartialEq for EventSink {
    fn eq(&self, other: &EventSink) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Default for SpeechConfig {
    fn default() -> SpeechConfig {
        SpeechConfig {
            rate: None,
            volume: None,
            voices: Vec::new(),
            protect_move: false,
            languages: vec!["en".to_owned(), "de".to_owned()],
            events: None,
        }
    }
}

/// What a backend says once at start (issue 30): which backend speaks, when `through`,
/// and each configured setting it cannot honour; `can` is whether it honours the rate,
/// the volume and the voices, in that order.
#[cfg(feature = "speech")]
fn start_reports(backend: &str, through: bool, config: &SpeechConfig, can: [bool; 3]) -> Vec<SpeechEventKind> {
    let mut reports = Vec::new();
    if through {
        reports.push(SpeechEventKind::Through { backend: backend.to_owned() });
    }
    let set =
        [("rate", config.rate.is_some()), ("volume", config.volume.is_some()), ("voice", !config.voices.is_empty())];
    for ((setting, set), can) in set.into_iter().zip(can) {
        if set && !can {
            reports.push(SpeechEventKind::SettingIgnored { backend: backend.to_owned(), setting });
        }
    }
    reports
}

/// Identifies one call of [`Speaker::say`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct UtteranceId(pub u64);

impl fmt::Display for UtteranceId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// Something that happened to speech, with the instant it happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpeechEvent {
    /// When: for `Begin`, `End` and backend stops, the instant the backend's callback
    /// ran; otherwise the instant the adapter decided.
    pub at: Instant,
    /// What.
    pub kind: SpeechEventKind,
}

/// What happened to speech.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpeechEventKind {
    /// The utterance started to sound.
    Begin(UtteranceId),
    /// The utterance was spoken to the end.
    End(UtteranceId),
    /// The utterance was cut off, dropped (chatter), or not spoken because the speaker
    /// is lost. A Normal utterance cut off by a move is said again later (a second
    /// `Begin`); see [`policy`].
    Stopped(UtteranceId),
    /// The backend stopped answering (the watchdog): reported once. From now on
    /// nothing is spoken; show text and play earcons instead. Every utterance still
    /// pending gets `Stopped` after it, except when a backend call itself hung: the
    /// utterances the stuck thread holds then get no final event.
    Lost,
    /// No voice for this language (or the configured voice `wanted` does not exist):
    /// its words are spoken by the best other voice, or the default voice.
    NoVoice {
        /// The language.
        lang: String,
        /// The configured voice that was not found.
        wanted: Option<String>,
    },
    /// At start, on Windows: which backend speaks ("NVDA", "JAWS", "Windows", "SAPI").
    Through {
        /// Its name, as the assistant reads it.
        backend: String,
    },
    /// At start: a configured setting this backend cannot honour (a screen reader
    /// keeps its own rate, volume and voice). Reported once, then ignored.
    SettingIgnored {
        /// The backend's name.
        backend: String,
        /// `rate`, `volume` or `voice`.
        setting: &'static str,
    },
}

/// Why speech could not start.
#[derive(Debug)]
#[non_exhaustive]
pub enum SpeechError {
    /// taktil was built without the `speech` feature: there is no speech backend.
    NotBuilt,
    /// The speech backend refused the connection: Speech Dispatcher is not installed,
    /// cannot be started, or `SPEECHD_ADDRESS` points where nobody listens.
    #[cfg(feature = "speech")]
    Unavailable {
        /// The backend's error.
        source: BackendError,
    },
    /// The backend accepted the connection but did not answer in time.
    NoAnswer {
        /// How long taktil waited.
        waited: std::time::Duration,
    },
    /// The backend refused a setting.
    #[cfg(feature = "speech")]
    Setting {
        /// Which (`rate`, `volume`, `callbacks`).
        setting: &'static str,
        /// The backend's error.
        source: BackendError,
    },
    /// A setting is out of its range.
    OutOfRange {
        /// Which (`rate`, `volume`).
        setting: &'static str,
        /// The value given.
        value: f32,
        /// The allowed range.
        range: (f32, f32),
    },
    /// The speech thread could not be started.
    Thread {
        /// The OS error.
        source: std::io::Error,
    },
}

/// An error of the speech library underneath.
#[cfg(feature = "speech")]
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum BackendError {
    /// The `tts` crate's.
    #[error(transparent)]
    Tts(tts::Error),
    /// Speech Dispatcher's, through the `speech-dispatcher` crate (Linux).
    #[cfg(target_os = "linux")]
    #[error("Speech Dispatcher: {0}")]
    Dispatcher(speech_dispatcher::Error),
}

impl fmt::Display for SpeechError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpeechError::NotBuilt => f.write_str("taktil was built without speech (the `speech` feature)"),
            #[cfg(feature = "speech")]
            // Windows (issue 30): the screen reader, Windows' voices and SAPI were tried.
            #[cfg(all(feature = "speech", windows))]
            SpeechError::Unavailable { source } => write!(
                f,
                "no speech backend: no screen reader running (NVDA, JAWS, …), no Windows voice ({source}), no SAPI voice"
            ),
            #[cfg(all(feature = "speech", not(windows)))]
            SpeechError::Unavailable { source } => {
                write!(f, "no speech backend: {source} (is speech-dispatcher installed? try `spd-say hello`)")
            }
            SpeechError::NoAnswer { waited } => {
                write!(f, "the speech backend did not answer within {:.1} s", waited.as_secs_f64())
            }
            #[cfg(feature = "speech")]
            SpeechError::Setting { setting, source } => write!(f, "the speech backend refused the {setting}: {source}"),
            SpeechError::OutOfRange { setting, value, range } => {
                write!(f, "speech {setting} {value} is out of range {} to {}", range.0, range.1)
            }
            SpeechError::Thread { source } => write!(f, "cannot start the speech thread: {source}"),
        }
    }
}

impl std::error::Error for SpeechError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            #[cfg(feature = "speech")]
            SpeechError::Unavailable { source } | SpeechError::Setting { source, .. } => Some(source),
            SpeechError::Thread { source } => Some(source),
            SpeechError::NotBuilt | SpeechError::NoAnswer { .. } | SpeechError::OutOfRange { .. } => None,
        }
    }
}
