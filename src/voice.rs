//! The shell's voice: what the core says, spoken with the priority it deserves, and
//! the earcons for events that need no words.
//!
//! The core decides what to say ([`Output::Say`]); this module decides how urgent it
//! is and plays it. Notes for the assistant and arbiter ([`Output::Note`]) are never
//! spoken to the player. Speech and sound are optional: when either is missing the
//! caller is told once, in words for the assistant, and the game goes on in text.

use std::time::Duration;

use crate::{
    core::{
        msg::Msg,
        output::{Output, Timed},
    },
    earcon::Earcon,
    io::{
        audio::Earcons,
        speech::{Priority, Speaker, SpeechConfig, SpeechEventKind},
    },
    l10n::{Localizer, Part, Utterance},
    notice::Notice,
};

/// How urgent a message is for the player (product.md capability 3): moves and answers
/// to what he asked interrupt everything else; guidance, warnings such as low time, and
/// the draw and claim messages are never dropped; small acknowledgements may be.
pub fn priority(msg: &Msg) -> Priority {
    match msg {
        Msg::Move(_)
        | Msg::LastMove(_)
        | Msg::LastMoves(_)
        | Msg::NoMoveYet
        | Msg::MoveCount { .. }
        | Msg::Position(_)
        | Msg::FileReading { .. }
        | Msg::RankReading { .. }
        | Msg::NoClock
        | Msg::Clocks { .. }
        // Like NoClock: the answer to the time key when taktil does not tell the times.
        | Msg::DutyOff(_)
        | Msg::GameOver { .. } => Priority::Move,
        Msg::Adjust | Msg::KeyIgnored(_) => Priority::Chatter,
        _ => Priority::Normal,
    }
}

/// How urgent a shell notice is: a small acknowledgement may be dropped, the rest is
/// kept (none of them is the answer to a question).
pub fn notice_priority(notice: &Notice) -> Priority {
    match notice {
        Notice::KeyUnavailable(_) => Priority::Chatter,
        _ => Priority::Normal,
    }
}

/// The earcon an output plays, if any.
pub fn earcon(output: &Output) -> Option<Earcon> {
    match output {
        Output::Touch { .. } => Some(Earcon::Lifted),
        Output::Move(_) => Some(Earcon::Moved),
        Output::Say(Msg::Illegal(_) | Msg::TouchMove(_)) => Some(Earcon::Illegal),
        // Loud: a board stopped reporting (docs/play.md).
        Output::Say(Msg::BoardLost | Msg::BoardSilent | Msg::PegBoardLost) => Some(Earcon::Illegal),
        Output::Flag { .. } => Some(Earcon::Flag),
        Output::LowTime { .. } => Some(Earcon::LowTime),
        _ => None,
    }
}

/// The earcon a shell notice plays, if any.
pub fn notice_earcon(notice: &Notice) -> Option<Earcon> {
    match notice {
        // Loud: the game is no longer saved (docs/play.md).
        Notice::JournalFailed => Some(Earcon::Illegal),
        _ => None,
    }
}

/// The words of a message as they go to the speaker: in parts by language, or, with
/// `one_voice`, as one part in the session's language.
pub fn words(msg: &Msg, l10n: &Localizer, one_voice: bool) -> Utterance {
    let mut words = l10n.render(msg);
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
    /// Speak every part with the session language's voice: no pause between languages
    /// (each language part costs about half a second), at the price of vocabulary
    /// words read by a voice of another language.
    one_voice: bool,
}

/// What could not be started, for the assistant's screen.
#[derive(Debug)]
pub struct Missing {
    /// The notice to show.
    pub notice: Notice,
    /// The technical reason, for the log.
    pub reason: String,
}

impl Voice {
    /// Starts speech and earcons. What is missing comes back in words, to be shown
    /// plainly at start; the voice then works with what it has.
    pub fn start(config: &SpeechConfig, sounds: bool, one_voice: bool) -> (Voice, Vec<Missing>) {
        let mut missing = Vec::new();
        let speaker = match Speaker::start(config) {
            Ok(s) => Some(s),
            Err(e) => {
                missing.push(Missing { notice: Notice::SpeechUnavailable, reason: e.to_string() });
                None
            }
        };
        let earcons = if sounds {
            match Earcons::start() {
                Ok(e) => Some(e),
                Err(e) => {
                    missing.push(Missing { notice: Notice::SoundUnavailable, reason: e.to_string() });
                    None
                }
            }
        } else {
            None
        };
        (Voice { speaker, earcons, one_voice }, missing)
    }

    /// Whether words can be spoken.
    pub fn speaks(&self) -> bool {
        self.speaker.as_ref().is_some_and(|s| !s.is_lost())
    }

    /// Plays one output: speaks what is said to the player, plays its earcon. Never
    /// blocks.
    pub fn play(&self, timed: &Timed, l10n: &Localizer) {
        if let (Some(earcons), Some(e)) = (&self.earcons, earcon(&timed.output)) {
            earcons.play(e);
        }
        if let Output::Say(msg) = &timed.output {
            self.say(msg, l10n);
        }
    }

    /// Speaks a message directly (not from the core), at its priority.
    pub fn say(&self, msg: &Msg, l10n: &Localizer) {
        if let Some(speaker) = &self.speaker {
            speaker.say(&words(msg, l10n, self.one_voice), priority(msg));
        }
    }

    /// Plays a shell notice said to the player: its earcon and its words.
    pub fn tell(&self, notice: &Notice, l10n: &Localizer) {
        if let (Some(earcons), Some(e)) = (&self.earcons, notice_earcon(notice)) {
            earcons.play(e);
        }
        if let Some(speaker) = &self.speaker {
            let mut words = l10n.render_notice(notice);
            if self.one_voice {
                words.parts = vec![Part { lang: words.locale, text: words.text() }];
            }
            speaker.say(&words, notice_priority(notice));
        }
    }

    /// What happened to speech since the last call, in words for the assistant: speech
    /// lost (reported once by the speaker), a language without its voice. Begin and
    /// end events are not notices.
    pub fn notices(&self) -> Vec<Notice> {
        let Some(speaker) = &self.speaker else { return Vec::new() };
        speaker
            .events()
            .try_iter()
            .filter_map(|e| match e.kind {
                SpeechEventKind::Lost => Some(Notice::SpeechLost),
                SpeechEventKind::NoVoice { lang, .. } => Some(Notice::VoiceMissing { lang }),
                _ => None,
            })
            .collect()
    }

    /// Waits until everything said has been spoken, at most `timeout`. True when idle.
    pub fn wait_idle(&self, timeout: Duration) -> bool {
        self.speaker.as_ref().is_none_or(|s| s.wait_idle(timeout))
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::{Color, KnownOutcome, Square, san::SanPlus};

    use super::*;
    use crate::{
        core::{
            duty::Duty,
            msg::{EndReason, Illegal, TimeLeft},
            spoken::Spoken,
        },
        l10n::Vocabulary,
    };

    fn capture() -> Msg {
        let san: SanPlus = "Nxf3+".parse().expect("SAN");
        Msg::Move(Spoken { by: Color::White, san, en_passant: false, from: Square::G1 })
    }

    #[test]
    fn moves_and_answers_come_first_guidance_is_kept_chatter_may_go() {
        assert_eq!(priority(&capture()), Priority::Move);
        assert_eq!(priority(&Msg::MoveCount { moves: 3, to_move: Color::Black }), Priority::Move);
        assert_eq!(priority(&Msg::Illegal(Illegal::KingInCheck)), Priority::Normal);
        assert_eq!(priority(&Msg::Remove(Square::E4)), Priority::Normal);
        assert_eq!(priority(&Msg::Adjust), Priority::Chatter);
    }

    #[test]
    fn clock_answers_come_first_warnings_and_draws_are_kept() {
        let left = TimeLeft::Left(Duration::from_secs(300));
        assert_eq!(priority(&Msg::Clocks { white: left, black: TimeLeft::Flag }), Priority::Move);
        assert_eq!(priority(&Msg::DutyOff(Duty::Inform)), Priority::Move);
        assert_eq!(
            priority(&Msg::GameOver { outcome: KnownOutcome::Draw, reason: EndReason::Agreement }),
            Priority::Move
        );
        for msg in [
            Msg::LowTime { left: Duration::from_secs(299) },
            Msg::DrawOffered { by: Color::White },
            Msg::DrawOfferStands { by: Color::White },
            Msg::DrawDeclined { by: Color::Black },
            Msg::NoDrawOffer,
            Msg::ClaimDeclareMove,
            Msg::ClaimIncorrect { by: Color::White },
            Msg::ClaimLapsed,
            Msg::ClaimNotOnMove,
            Msg::ArbiterCalled,
            Msg::Adjourned,
            Msg::Resumed,
            Msg::GameAdjourned,
        ] {
            assert_eq!(priority(&msg), Priority::Normal, "{msg:?}");
        }
    }

    #[test]
    fn earcons_mark_touch_move_and_refusal() {
        assert_eq!(earcon(&Output::Say(Msg::Illegal(Illegal::SecondPiece))), Some(Earcon::Illegal));
        assert_eq!(earcon(&Output::Say(capture())), None);
        // A journal that cannot be written is a warning with a sound (issue 7).
        assert_eq!(notice_earcon(&Notice::JournalFailed), Some(Earcon::Illegal));
        assert_eq!(earcon(&Output::Clock { start: Color::Black, times: None }), None);
    }

    #[test]
    fn earcons_mark_a_fallen_flag_and_low_time() {
        assert_eq!(earcon(&Output::Flag { color: Color::White }), Some(Earcon::Flag));
        assert_eq!(earcon(&Output::LowTime { color: Color::Black }), Some(Earcon::LowTime));
        // The words come with their own outputs; only the clock events sound.
        assert_eq!(earcon(&Output::Say(Msg::LowTime { left: Duration::from_secs(60) })), None);
        assert_eq!(earcon(&Output::Note(Msg::FlagFell { color: Color::White, moves: 38, needed: Some(40) })), None);
    }

    #[test]
    fn one_voice_reads_the_whole_message_in_the_session_language() {
        let l10n = Localizer::new("en", Vocabulary::default()).expect("en");
        let parts = words(&capture(), &l10n, false);
        assert_eq!(parts.parts.iter().map(|p| p.lang).collect::<Vec<_>>(), ["de", "en", "de", "en"]);
        let one = words(&capture(), &l10n, true);
        assert_eq!(one.parts.len(), 1);
        assert_eq!((one.parts[0].lang, one.parts[0].text.as_str()), ("en", "Springer takes Felix drei, check"));
    }
}
