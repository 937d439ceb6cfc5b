//! What the player will hear, found out at start (issue 29, point 10): from whether a
//! sound output opens and whether speech starts, the one sentence that tells him
//! plainly what he will and will not hear. Pure: the probes are `io::audio` and
//! `io::speech`, run by [`crate::voice::Voice::start`]; this module only decides.
//!
//! Speech goes out through the same sound output as the earcons (Speech Dispatcher
//! plays through PulseAudio or ALSA, as cpal does), so with no output that opens
//! nothing can be heard: speech is then not even started. Started anyway, Speech
//! Dispatcher would accept every message and never finish one (shared/docs/
//! rust-stack.md §5), and the player would hear "Speech stopped answering" ten seconds
//! into the game instead of the truth at its start.
//!
//! # Examples
//!
//! ```
//! use taktil::notice::hearing::{Hearing, SoundFound, SpeechFound, hearing};
//!
//! assert_eq!(hearing(SoundFound::NoOutput, SpeechFound::NotTried, true), Some(Hearing::NoOutput));
//! assert_eq!(hearing(SoundFound::Plays, SpeechFound::Missing, true), Some(Hearing::SoundsOnly));
//! assert_eq!(hearing(SoundFound::Plays, SpeechFound::Speaks, true), None);
//! ```

use std::fmt;

/// What the sound output probe found: the default output device opened with a stream
/// for the earcons.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SoundFound {
    /// The output opened: earcons play.
    Plays,
    /// No output device, or none that opens (no sound card, no sound server): nothing
    /// can be heard, speech neither.
    NoOutput,
    /// An output opened, but the earcons cannot play on it (a sample format taktil
    /// does not write, a broken build): speech may still be heard.
    NoEarcons,
    /// taktil was built without sound (the `sound` feature): nothing is known of the
    /// output, so speech is tried.
    NotBuilt,
}

/// What became of speech at start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpeechFound {
    /// Speech started: words are spoken.
    Speaks,
    /// Speech could not start (no Speech Dispatcher, no answer, built without it).
    Missing,
    /// Not started, because there is no sound output to speak on.
    NotTried,
}

/// What the player will hear, when it is less than speech and sounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hearing {
    /// No sound output: neither speech nor sounds; everything is text.
    NoOutput,
    /// An output, but neither speech nor sounds; everything is text.
    Nothing,
    /// Sounds, but no speech: words are text.
    SoundsOnly,
    /// Speech, but the sounds asked for do not play.
    SpeechOnly,
}

impl Hearing {
    /// Every case, in declaration order.
    pub const ALL: [Hearing; 4] = [Hearing::NoOutput, Hearing::Nothing, Hearing::SoundsOnly, Hearing::SpeechOnly];

    /// The name in the symbolic form and the locale files' selector: `no-output`,
    /// `nothing`, `sounds-only`, `speech-only`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Hearing::NoOutput => "no-output",
            Hearing::Nothing => "nothing",
            Hearing::SoundsOnly => "sounds-only",
            Hearing::SpeechOnly => "speech-only",
        }
    }

    /// Whether the sentence can be said: only when speech works.
    pub const fn is_said(self) -> bool {
        matches!(self, Hearing::SpeechOnly)
    }
}

impl fmt::Display for Hearing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What the player will hear, from the probes; `None` when he hears what he asked
/// for (speech, and the sounds unless `sounds` is off: `--no-sounds` is his choice and
/// needs no sentence).
pub fn hearing(sound: SoundFound, speech: SpeechFound, sounds: bool) -> Option<Hearing> {
    if sound == SoundFound::NoOutput {
        return Some(Hearing::NoOutput);
    }
    let earcons = sounds && sound == SoundFound::Plays;
    match (speech == SpeechFound::Speaks, earcons) {
        (true, true) => None,
        (true, false) => sounds.then_some(Hearing::SpeechOnly),
        (false, true) => Some(Hearing::SoundsOnly),
        (false, false) => Some(Hearing::Nothing),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every combination of the probes and the `--no-sounds` choice.
    #[test]
    fn every_combination_says_what_is_heard() {
        use Hearing as H;
        use SoundFound::{NoEarcons, NoOutput, NotBuilt, Plays};
        use SpeechFound::{Missing, NotTried, Speaks};
        let cases = [
            // (sound, speech, sounds asked for) -> what is said
            (Plays, Speaks, true, None),
            (Plays, Speaks, false, None),
            (Plays, Missing, true, Some(H::SoundsOnly)),
            (Plays, Missing, false, Some(H::Nothing)),
            (NoEarcons, Speaks, true, Some(H::SpeechOnly)),
            (NoEarcons, Speaks, false, None),
            (NoEarcons, Missing, true, Some(H::Nothing)),
            (NoEarcons, Missing, false, Some(H::Nothing)),
            (NotBuilt, Speaks, true, Some(H::SpeechOnly)),
            (NotBuilt, Speaks, false, None),
            (NotBuilt, Missing, true, Some(H::Nothing)),
            (NotBuilt, Missing, false, Some(H::Nothing)),
            (NoOutput, NotTried, true, Some(H::NoOutput)),
            (NoOutput, NotTried, false, Some(H::NoOutput)),
            (NoOutput, Missing, true, Some(H::NoOutput)),
        ];
        for (sound, speech, sounds, want) in cases {
            assert_eq!(hearing(sound, speech, sounds), want, "{sound:?} {speech:?} sounds={sounds}");
        }
    }

    /// The exact English sentences, and a sentence of its own for each case in every
    /// locale, without a Fluent error.
    #[test]
    fn each_case_has_its_sentence_in_every_locale() {
        use crate::l10n::{LOCALES, Localizer, Vocabulary};
        let en = Localizer::new("en", Vocabulary::default()).expect("en");
        let said = |l10n: &Localizer, h: Hearing| l10n.render_notice(&super::super::Notice::Hearing(h)).text();
        assert_eq!(
            Hearing::ALL.map(|h| said(&en, h)),
            [
                "No sound output found: you will hear no speech and no sounds. Everything is shown as text.",
                "No speech and no sounds: you will hear nothing. Everything is shown as text.",
                "No speech: you will hear only sounds. Words are shown as text.",
                "No sounds: you will hear speech, but no sounds.",
            ]
        );
        for locale in LOCALES {
            let l10n = Localizer::new(locale, Vocabulary::default()).expect("locale");
            let mut texts: Vec<String> = Hearing::ALL.map(|h| said(&l10n, h)).into();
            assert!(l10n.take_errors().is_empty(), "{locale}");
            texts.sort();
            texts.dedup();
            assert_eq!(texts.len(), Hearing::ALL.len(), "{locale}: two cases share a sentence");
        }
    }

    #[test]
    fn only_speech_without_sounds_is_said_the_rest_is_shown() {
        let said: Vec<Hearing> = Hearing::ALL.into_iter().filter(|h| h.is_said()).collect();
        assert_eq!(said, [Hearing::SpeechOnly]);
        assert_eq!(Hearing::NoOutput.to_string(), "no-output");
    }
}
