//! What the shell shows and says, rendered once: one [`Item`] for each output of the
//! core, each notice of the shell, each problem and each line of facts.
//!
//! An item carries everything its sinks need, decided here once: the words rendered by
//! [`crate::l10n`] (the screen shows the same text the voice speaks), how urgent they
//! are ([`Priority`], product.md capability 3), the earcon, and the kind a transcript
//! line names. The sinks ([`Sink`]) each do one thing with it: the voice speaks and
//! plays earcons ([`crate::voice::Voice`]), a screen shows it (`taktil play`'s lines
//! or full view), the device adapters take the core's requests. So a message is
//! rendered once whatever hears or shows it, and the urgency and the earcon of a
//! message are decided in one place.

use crate::{
    core::{
        Companion,
        msg::Msg,
        output::{Output, Timed},
        time::Timestamp,
    },
    earcon::Earcon,
    l10n::{Localizer, Utterance},
    notice::{
        Notice,
        problem::{Fact, Problem},
    },
};

pub mod form;

/// One thing to show or say, rendered once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item {
    /// Session time.
    pub t: Timestamp,
    /// What it is.
    pub what: What,
    /// The text as shown: the words of a message or notice as rendered, a description
    /// of the other outputs, or the problem's or fact's own text.
    pub text: String,
    /// What the player hears, when the item is said.
    pub speech: Option<Speech>,
    /// The sound it makes.
    pub earcon: Option<Earcon>,
}

/// What an item is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum What {
    /// A decision of the core.
    Output(Output),
    /// A notice of the shell said to the player ("Ready", "Game restored").
    Notice(Notice),
    /// A problem for the assistant's screen, not spoken (a line that does not parse, a
    /// device's technical reason, speech lost).
    Problem,
    /// Facts for the assistant's and arbiter's screen, not spoken (the restored
    /// scoresheets).
    Info,
}

/// Words for the player, and how urgent they are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Speech {
    /// The words, rendered once.
    pub words: Utterance,
    /// Their priority at the speaker.
    pub priority: Priority,
}

/// How urgent an utterance is: decided here for every item said ([`Speech::priority`]),
/// acted on by the speaker's policy (`io::speech::policy`).
///
/// Ordered: `Chatter < Normal < Move`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Priority {
    /// Nice to hear, stale soon: may be dropped when more than [`MAX_WAITING`](crate::io::speech::policy::MAX_WAITING)
    /// utterances wait, and is never repeated when cut off.
    Chatter,
    /// Guidance and messages: never dropped; cut off by a move, it is said again after it.
    Normal,
    /// The opponent's and the player's own moves and answers to queries: interrupts
    /// lower-priority speech (and, unless `protect_move` is set, an earlier move).
    Move,
}

/// Where items go. Each sink does one thing with them (speak, show, pass a request to a
/// device, show on a braille display) and takes every item, in order; most let most
/// items pass. After each step every sink also sees the game as it stands ([`GameView`]),
/// so an output that shows or publishes the position, the clocks or the scoresheets
/// needs nothing more than this trait.
pub trait Sink {
    /// One item.
    fn take(&mut self, item: &Item);

    /// One step's items, in order: by default each to [`Sink::take`]. A sink that
    /// works a step at a time (the journal writes a step's checkpoints and syncs once)
    /// takes them together.
    fn take_step(&mut self, items: &[Item]) {
        for item in items {
            self.take(item);
        }
    }

    /// The game after a step (and after each tick a screen asked for): read only.
    fn see(&mut self, _view: GameView<'_>) {}

    /// The session is over: the game as it ends (a sink that writes the game, such as
    /// the exports, keeps it now).
    fn finish(&mut self, _view: GameView<'_>) {}

    /// A signal ends the session: nothing new is to be said. The voice stops taking;
    /// the other sinks go on (the journal and the screen still get everything).
    fn hush(&mut self) {}
}

/// What every sink sees of the game after each step: the core, read only, at session
/// time `now`. Through it: the position and the moves ([`Companion::position`],
/// [`Companion::moves`]), both boards ([`Companion::board_cells`]), both clocks
/// ([`Companion::clock`], at `now`), both scoresheets (the moves as announced,
/// [`Companion::sighted_sheet`]), the result ([`Companion::ended`]) and what the
/// arbiter is warned of ([`Companion::evidence`], the illegal-move counts).
#[derive(Clone, Copy)]
pub struct GameView<'a> {
    /// The game.
    pub game: &'a Companion,
    /// The session time.
    pub now: Timestamp,
}

impl Item {
    /// A core output, its message (if it has one) rendered in `l10n`.
    pub fn output(timed: Timed, l10n: &Localizer) -> Item {
        let words = match &timed.output {
            Output::Say(msg) | Output::Note(msg) => Some(l10n.render(msg)),
            _ => None,
        };
        Item::rendered(timed, words, l10n)
    }

    /// A core output whose message the caller has rendered already (`words`; `None`
    /// for an output without one).
    pub fn rendered(timed: Timed, words: Option<Utterance>, l10n: &Localizer) -> Item {
        let text = match &words {
            Some(words) => words.text(),
            // No message: described in the session's language (a move, a clock, a
            // ruling ...).
            None => l10n.describe(&timed.output).unwrap_or_default(),
        };
        let speech = match (&timed.output, words) {
            (Output::Say(msg), Some(words)) => Some(Speech { words, priority: priority(msg) }),
            _ => None,
        };
        let earcon = earcon(&timed.output);
        Item { t: timed.t, what: What::Output(timed.output), text, speech, earcon }
    }

    /// A notice of the shell: said (and shown), or, for speech and sound missing or
    /// lost, a problem for the assistant's screen.
    pub fn notice(t: Timestamp, notice: Notice, l10n: &Localizer) -> Item {
        let words = l10n.render_notice(&notice);
        let text = words.text();
        if !notice.is_said() {
            return Item { t, what: What::Problem, text, speech: None, earcon: None };
        }
        let speech = Some(Speech { words, priority: notice_priority(&notice) });
        let earcon = notice_earcon(&notice);
        Item { t, what: What::Notice(notice), text, speech, earcon }
    }

    /// A problem for the assistant's screen, in the session's language.
    pub fn problem(t: Timestamp, problem: &Problem, l10n: &Localizer) -> Item {
        Item { t, what: What::Problem, text: l10n.render_problem(problem), speech: None, earcon: None }
    }

    /// A fact for the assistant's and arbiter's screen, in the session's language.
    pub fn info(t: Timestamp, fact: &Fact, l10n: &Localizer) -> Item {
        Item { t, what: What::Info, text: l10n.render_fact(fact), speech: None, earcon: None }
    }

    /// The kind a transcript line names: an output's (`say`, `warning`, `move` ...,
    /// the `kind` of `taktil replay`), `say` for a notice, `problem` or `info`.
    pub fn kind(&self) -> &'static str {
        match &self.what {
            What::Output(output) => output.kind(),
            What::Notice(_) => "say",
            What::Problem => "problem",
            What::Info => "info",
        }
    }

    /// Whether the item is words for the player (a `say` output or a notice).
    pub fn is_said(&self) -> bool {
        matches!(self.what, What::Output(Output::Say(_)) | What::Notice(_))
    }
}

/// How urgent a message is for the player (product.md capability 3): moves and answers
/// to what he asked interrupt everything else; guidance, warnings such as low time, and
/// the draw and claim messages are never dropped; small acknowledgements may be.
pub fn priority(msg: &Msg) -> Priority {
    match msg {
        m if answers_player(m) => Priority::Move,
        Msg::Move(_) | Msg::EndedBefore(_) | Msg::GameOver { .. } => Priority::Move,
        Msg::Adjust | Msg::KeyIgnored(_) => Priority::Chatter,
        _ => Priority::Normal,
    }
}

/// Whether a message answers the blind player's own question to his board: the last
/// moves, the move count, the position, a file or a rank, the clocks, the first press
/// of resign. Said at once ([`priority`]), and never published (`publish::private`).
pub fn answers_player(msg: &Msg) -> bool {
    matches!(
        msg,
        Msg::LastMove(_)
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
            // The answer to the resign key: the second press depends on hearing it now.
            | Msg::ResignAsk
    )
}

/// How urgent a shell notice is: none is the answer to a question, and none may be
/// dropped.
pub fn notice_priority(_notice: &Notice) -> Priority {
    Priority::Normal
}

/// The earcon an output plays, if any.
pub fn earcon(output: &Output) -> Option<Earcon> {
    match output {
        Output::Touch { .. } => Some(Earcon::Lifted),
        Output::Move(_) => Some(Earcon::Moved),
        Output::Say(Msg::Illegal(_) | Msg::TouchMove(_)) => Some(Earcon::Illegal),
        // Loud: a board stopped reporting (docs/play.md).
        Output::Say(Msg::BoardLost | Msg::BoardSilent | Msg::PegBoardLost | Msg::OpponentBoardSilent) => {
            Some(Earcon::Illegal)
        }
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

#[cfg(test)]
mod tests {
    use std::time::Duration;

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
    fn the_words_shown_are_the_words_spoken() {
        let l10n = Localizer::new("de", Vocabulary::default()).expect("de");
        let said = Item::output(Timed { t: Timestamp(900), output: Output::Say(capture()) }, &l10n);
        let speech = said.speech.clone().expect("said");
        assert_eq!(said.text, speech.words.text());
        assert_eq!((said.kind(), speech.priority, said.is_said()), ("say", Priority::Move, true));
        // A note is shown, not said; a flag is described, in the session's language.
        let note = Item::output(Timed { t: Timestamp(0), output: Output::Note(capture()) }, &l10n);
        assert_eq!((note.kind(), note.speech, note.text), ("warning", None, speech.words.text()));
        let flag = Item::output(Timed { t: Timestamp(0), output: Output::Flag { color: Color::White } }, &l10n);
        assert_eq!((flag.text.as_str(), flag.earcon), ("Weiß hat die Zeit überschritten", Some(Earcon::Flag)));
    }

    #[test]
    fn notices_are_said_or_shown_as_problems() {
        let l10n = Localizer::new("en", Vocabulary::default()).expect("en");
        let ready = Item::notice(Timestamp(0), Notice::Ready { blind: Color::Black, sensors: true }, &l10n);
        assert_eq!((ready.kind(), ready.text.as_str()), ("say", "Ready. You play black."));
        assert_eq!(ready.speech.map(|s| s.priority), Some(Priority::Normal));
        let failed = Item::notice(Timestamp(0), Notice::JournalFailed, &l10n);
        assert_eq!(failed.earcon, Some(Earcon::Illegal));
        let lost = Item::notice(Timestamp(0), Notice::SpeechLost, &l10n);
        assert_eq!((lost.what, lost.speech), (What::Problem, None));
        assert_eq!(lost.text, "Speech stopped answering: words are shown as text from now on.");
    }
}
