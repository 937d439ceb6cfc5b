//! The shell's voice: the sink that speaks what is said to the player and plays the
//! earcons, and nothing else.
//!
//! What is said, how urgent it is and which earcon goes with it are decided once, when
//! an output or a notice becomes an [`Item`] ([`crate::item`]); the voice takes each
//! item and plays its earcon and speaks its words, as rendered. Notes for the assistant
//! and arbiter are never spoken to the player. Speech and sound are optional: at start
//! the caller learns what the player will hear ([`Started`], decided by
//! [`crate::notice::hearing`]) and why not more, and the game goes on in text.

use std::time::Duration;

use crate::{
    core::msg::Msg,
    io::{
        audio::{AudioError, Earcons},
        speech::{Speaker, SpeechConfig, SpeechEventKind},
    },
    item::{Item, Sink},
    l10n::{Localizer, Part, Utterance},
    notice::{
        Notice,
        hearing::{self, Hearing, SoundFound, SpeechFound},
    },
};

/// The words of a message as they go to the speaker: in parts by language, or, with
/// `one_voice`, as one part in the session's language.
pub fn words(msg: &Msg, l10n: &Localizer, one_voice: bool) -> Utterance {
    shaped(l10n.render(msg), one_voice)
}

/// Rendered words as they go to the speaker: as they are, or, with `one_voice`, as one
/// part in the session's language.
fn shaped(mut words: Utterance, one_voice: bool) -> Utterance {
    if one_voice {
        words.parts = vec![Part { lang: words.locale, text: words.text() }];
    }
    words
}

/// Speech and earcons, each when available.
#[derive(Debug)]
pub struct Voice {
    speaker: Option<Speaker>,
    earcons: Option<Earcons>,
    /// Speak every part with the session language's voice, at the price of vocabulary
    /// words read by a voice of another language. Through Speech Dispatcher a message's
    /// languages are switched inside it without a pause anyway; on Windows and macOS
    /// each language part costs about half a second, which this avoids.
    one_voice: bool,
    /// A signal ended the session: nothing new is said ([`Sink::hush`]).
    hushed: bool,
}

/// What starting the voice found: what the player will hear, and why something is
/// missing, for the assistant.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Started {
    /// What the player will hear, when it is less than he asked for.
    pub hearing: Option<Hearing>,
    /// Why speech did not start (none when it was not tried: no sound output).
    pub speech: Option<String>,
    /// Why the sound output or the earcons did not start (told when sounds are asked
    /// for, or when there is no output at all).
    pub sound: Option<String>,
}

impl Voice {
    /// Opens the sound output, then starts speech unless there is no output to speak
    /// on (issue 29, point 10: Speech Dispatcher would take every message and never
    /// finish one). The output is opened even with `sounds` off, to know whether
    /// speech can be heard. What the player will hear, and why not more, comes back
    /// to be told plainly at start; the voice then works with what it has.
    pub fn start(config: &SpeechConfig, sounds: bool, one_voice: bool) -> (Voice, Started) {
        let mut started = Started::default();
        let (earcons, sound) = match Earcons::start() {
            Ok(e) => (sounds.then_some(e), SoundFound::Plays),
            Err(e) => {
                let sound = if e.is_no_output() {
                    SoundFound::NoOutput
                } else if matches!(e, AudioError::NotBuilt) {
                    SoundFound::NotBuilt
                } else {
                    SoundFound::NoEarcons
                };
                if sounds || sound == SoundFound::NoOutput {
                    started.sound = Some(e.to_string());
                }
                (None, sound)
            }
        };
        let (speaker, speech) = if sound == SoundFound::NoOutput {
            (None, SpeechFound::NotTried)
        } else {
            match Speaker::start(config) {
                Ok(s) => (Some(s), SpeechFound::Speaks),
                Err(e) => {
                    started.speech = Some(e.to_string());
                    (None, SpeechFound::Missing)
                }
            }
        };
        started.hearing = hearing::hearing(sound, speech, sounds);
        (Voice { speaker, earcons, one_voice, hushed: false }, started)
    }

    /// Whether words can be spoken.
    pub fn speaks(&self) -> bool {
        self.speaker.as_ref().is_some_and(|s| !s.is_lost())
    }

    /// Plays one item: its earcon, and its words when it is said to the player. Never
    /// blocks.
    pub fn play(&self, item: &Item) {
        if let (Some(earcons), Some(e)) = (&self.earcons, item.earcon) {
            earcons.play(e);
        }
        if let (Some(speaker), Some(speech)) = (&self.speaker, &item.speech) {
            speaker.say(&shaped(speech.words.clone(), self.one_voice), speech.priority);
        }
    }

    /// What happened to speech since the last call, in words for the assistant: speech
    /// lost (reported once by the speaker), a language without its voice. Begin and
    /// end events are not notices. (Nothing, when the speaker sends its events to a
    /// handle: `taktil play` has them in its one channel.)
    pub fn notices(&self) -> Vec<Notice> {
        let Some(speaker) = &self.speaker else { return Vec::new() };
        speaker.events().try_iter().filter_map(|e| notice(&e.kind)).collect()
    }

    /// Waits until everything said has been spoken, at most `timeout`. True when idle.
    pub fn wait_idle(&self, timeout: Duration) -> bool {
        self.speaker.as_ref().is_none_or(|s| s.wait_idle(timeout))
    }
}

impl Sink for Voice {
    fn take(&mut self, item: &Item) {
        if !self.hushed {
            self.play(item);
        }
    }

    fn hush(&mut self) {
        self.hushed = true;
    }
}

/// The notice for the assistant that a speech event is, if any: speech lost, a voice
/// missing.
pub fn notice(kind: &SpeechEventKind) -> Option<Notice> {
    match kind {
        SpeechEventKind::Lost => Some(Notice::SpeechLost),
        SpeechEventKind::NoVoice { lang, .. } => Some(Notice::VoiceMissing { lang: lang.clone() }),
        SpeechEventKind::Through { backend } => Some(Notice::SpeechThrough { backend: backend.clone() }),
        SpeechEventKind::SettingIgnored { backend, setting } => {
            Some(Notice::SpeechSettingIgnored { backend: backend.clone(), setting })
        }
        SpeechEventKind::Begin(_) | SpeechEventKind::End(_) | SpeechEventKind::Stopped(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::{Color, Square, san::SanPlus};

    use super::*;
    use crate::{core::spoken::Spoken, io::speech::UtteranceId, l10n::Vocabulary};

    fn capture() -> Msg {
        let san: SanPlus = "Nxf3+".parse().expect("SAN");
        Msg::Move(Spoken { by: Color::White, san, en_passant: false, from: Square::G1 })
    }

    #[test]
    fn one_voice_reads_the_whole_message_in_the_session_language() {
        let l10n = Localizer::new("en", Vocabulary::default()).expect("en");
        let parts = words(&capture(), &l10n, false);
        assert_eq!(parts.parts.iter().map(|p| p.lang).collect::<Vec<_>>(), ["de", "en", "de", "en"]);
        let one = words(&capture(), &l10n, true);
        assert_eq!(one.parts.len(), 1);
        assert_eq!((one.parts[0].lang, one.parts[0].text.as_str()), ("en", "Springer takes Felix drei check"));
    }

    #[test]
    fn speech_lost_and_a_missing_voice_are_notices_the_rest_is_not() {
        assert_eq!(notice(&SpeechEventKind::Lost), Some(Notice::SpeechLost));
        let no_voice = SpeechEventKind::NoVoice { lang: "is".into(), wanted: None };
        assert_eq!(notice(&no_voice), Some(Notice::VoiceMissing { lang: "is".into() }));
        assert_eq!(notice(&SpeechEventKind::Begin(UtteranceId(1))), None);
    }
}
