//! The player's screen reader on Windows, through Tolk (issue 30): NVDA, JAWS, System
//! Access, Supernova or ZoomText speaks taktil's words in its own voice and at its own
//! rate, and shows them on its braille display. Without a screen reader, SAPI through
//! the same library is the last resort after Windows' own voices (`tts_synth.rs`,
//! WinRT); the order is the speaker's (`speaker.rs`).
//!
//! Tolk tells neither when a message begins nor when it ends: `untimed.rs` estimates
//! both. Tolk is loaded on the speech thread, which is the only one to call it (it
//! sets up COM for that thread).

use std::sync::Arc;

use tolk::Tolk;

use super::{
    SpeechConfig,
    backend::{Opened, Shared},
    untimed::{self, Output, UntimedSynth},
};

/// Which of Tolk's outputs to look for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Wanted {
    /// A running screen reader, not SAPI.
    ScreenReader,
    /// SAPI, Windows' oldest voices (when there is no screen reader and no WinRT).
    Sapi,
}

/// Tolk as an [`Output`]: speech and braille through the screen reader it found.
pub(super) struct TolkOutput(Arc<Tolk>);

impl Output for TolkOutput {
    fn output(&mut self, text: &str) -> bool {
        // As Tolk_Output, but with speech's answer: speech, and braille where the
        // screen reader has a display.
        let spoken = self.0.speak(text, false);
        if self.0.has_braille() {
            let _ = self.0.braille(text);
        }
        spoken
    }

    fn silence(&mut self) -> bool {
        self.0.silence()
    }
}

/// Opens the output `wanted`, or `None` when there is none: no screen reader running,
/// or no SAPI voice.
pub(super) fn open(
    wanted: Wanted,
    config: &SpeechConfig,
    shared: &Arc<Shared>,
) -> Option<Opened<UntimedSynth<TolkOutput>>> {
    let tolk = Tolk::new();
    tolk.try_sapi(wanted == Wanted::Sapi);
    let name = tolk.detect_screen_reader()?;
    if (name == "SAPI") != (wanted == Wanted::Sapi) || !tolk.has_speech() {
        return None;
    }
    // SAPI can be there without a voice that speaks (Wine's has none): it must take an
    // empty message, or it is no speech at all, said at start rather than as "speech
    // stopped answering" at the first word.
    if wanted == Wanted::Sapi && !(tolk.speak("", false) && tolk.silence()) {
        return None;
    }
    Some(untimed::open(TolkOutput(tolk), &name, config, shared))
}
