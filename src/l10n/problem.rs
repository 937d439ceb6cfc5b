//! What the shell shows the assistant ([`Problem`], [`Fact`]) as `problem-*` and
//! `fact-*` ids of the locale files: one exhaustive `match` each, so a new variant
//! without words does not compile (issue 27: no sentence is built in a handler).

use shakmaty::Color;

use super::{
    Arg::{self, Num, Sel, Text},
    Localizer,
};
use crate::{
    core::input::Device,
    notice::problem::{Difference, DropCause, Fact, Kept, LostWhy, Problem},
};

/// The selector value of a flag.
const fn yes(flag: bool) -> &'static str {
    if flag { "yes" } else { "no" }
}

/// The selector value of a board.
const fn board(device: Device) -> &'static str {
    match device {
        Device::Sighted => "sighted",
        _ => "tactile",
    }
}

/// Text shown as it came: a path, a port, an error's words.
fn text(value: &str) -> Arg {
    Text(value.to_owned())
}

/// A count for Fluent (the largest number Fluent takes, if it is larger).
fn count(n: impl TryInto<u32>) -> Arg {
    Num(n.try_into().unwrap_or(u32::MAX))
}

impl Localizer {
    /// The words of a problem for the assistant's screen, the values in them as they
    /// came (a journal line keeps its spaces).
    pub fn render_problem(&self, problem: &Problem) -> String {
        let (id, args) = self.problem_words(problem);
        self.plain(id, args)
    }

    /// The words of a restored game's fact for the assistant's screen.
    pub fn render_fact(&self, fact: &Fact) -> String {
        let (id, args) = fact_words(fact);
        self.plain(id, args)
    }

    /// Why journal lines are left out, in words.
    fn drop_cause(&self, cause: &DropCause) -> String {
        match cause {
            DropCause::Cut => self.plain("journal-cause-cut", vec![]),
            DropCause::NotUtf8 { column } => self.plain("journal-cause-not-utf8", vec![("column", count(*column))]),
            DropCause::Check => self.plain("journal-cause-check", vec![]),
            DropCause::Parse { error } => self.plain("journal-cause-parse", vec![("error", text(error))]),
            DropCause::Replay(what) => self.difference(what),
        }
    }

    /// Where a journal and its replay differ, in words.
    fn difference(&self, what: &Difference) -> String {
        match what {
            Difference::Recorded { line, recorded, gives } => self.plain(
                "journal-difference-recorded",
                vec![
                    ("line", count(*line)),
                    ("recorded", text(recorded)),
                    ("gives", text(gives.as_deref().unwrap_or_default())),
                    ("moved", Sel(yes(gives.is_some()))),
                ],
            ),
            Difference::Unrecorded { gives } => {
                self.plain("journal-difference-unrecorded", vec![("gives", text(gives))])
            }
        }
    }

    /// The message id and the arguments of a problem.
    fn problem_words(&self, problem: &Problem) -> (&'static str, Vec<(&'static str, Arg)>) {
        match problem {
            Problem::Input { line, error } => ("problem-input", vec![("line", text(line)), ("error", text(error))]),
            Problem::KeysUnreadable { error } => ("problem-keys-unreadable", vec![("error", text(error))]),
            Problem::BadLines { board: None, lines, shown } => {
                ("problem-bad-lines", vec![("lines", count(*lines)), ("shown", count(*shown))])
            }
            Problem::BadLines { board: Some((device, port)), lines, shown } => (
                "problem-board-bad-lines",
                vec![
                    ("board", Sel(board(*device))),
                    ("port", text(port)),
                    ("lines", count(*lines)),
                    ("shown", count(*shown)),
                ],
            ),
            Problem::BoardLost { device, port, why } => {
                let (why, error) = match why {
                    LostWhy::Port(e) => ("port", e.as_str()),
                    LostWhy::NoAnswer => ("no-answer", ""),
                    LostWhy::Silent => ("silent", ""),
                };
                (
                    "problem-board-lost",
                    vec![
                        ("board", Sel(board(*device))),
                        ("port", text(port)),
                        ("why", Sel(why)),
                        ("error", text(error)),
                    ],
                )
            }
            Problem::BrailleLost { reason } => ("problem-braille-lost", vec![("reason", text(reason))]),
            Problem::HidFailed { error } => ("problem-hid-failed", vec![("error", text(error))]),
            Problem::PadConnected { pad, name, keypad } => (
                "problem-pad-connected",
                vec![("pad", count(*pad)), ("name", text(name)), ("keypad", Sel(yes(*keypad)))],
            ),
            Problem::PadDisconnected { pad, name, keypad } => (
                "problem-pad-disconnected",
                vec![("pad", count(*pad)), ("name", text(name)), ("keypad", Sel(yes(*keypad)))],
            ),
            Problem::UnknownButton { code, button, name } => (
                "problem-unknown-button",
                vec![("code", text(code)), ("button", button.map_or(Sel("none"), Num)), ("name", text(name))],
            ),
            Problem::KeyboardLost { reason } => ("problem-keyboard-lost", vec![("reason", text(reason))]),
            Problem::KeyboardFailed { error } => ("problem-keyboard-failed", vec![("error", text(error))]),
            Problem::DgtOrientation { port, connector } => (
                "problem-dgt-orientation",
                vec![("port", text(port)), ("connector", Sel(connector.fold_wb("white", "black")))],
            ),
            Problem::DgtClockSide { port, white_right } => {
                ("problem-dgt-clock-side", vec![("port", text(port)), ("right", Sel(yes(*white_right)))])
            }
            Problem::DgtResync { port, problem } => {
                ("problem-dgt-resync", vec![("port", text(port)), ("problem", text(problem))])
            }
            Problem::DgtLost { port, reason } => {
                ("problem-dgt-lost", vec![("port", text(port)), ("reason", text(reason))])
            }
            Problem::DgtFailed { port, error } => {
                ("problem-dgt-failed", vec![("port", text(port)), ("error", text(error))])
            }
            Problem::LiveChessLost { addr, reason } => {
                ("problem-livechess-lost", vec![("addr", text(addr)), ("reason", text(reason))])
            }
            Problem::LiveChessMessage { addr, reason, text: message } => (
                "problem-livechess-message",
                vec![("addr", text(addr)), ("reason", text(reason)), ("text", text(message))],
            ),
            Problem::LiveChessDiffers { addr, followed, board } => (
                "problem-livechess-differs",
                vec![("addr", text(addr)), ("followed", text(followed)), ("board", text(board))],
            ),
            Problem::LiveChessKings { addr, san } => {
                ("problem-livechess-kings", vec![("addr", text(addr)), ("san", text(san))])
            }
            Problem::LiveChessWithdrawn { addr, moves } => {
                ("problem-livechess-withdrawn", vec![("addr", text(addr)), ("moves", text(moves))])
            }
            Problem::LiveChessNotLegal { addr, index, san } => (
                "problem-livechess-not-legal",
                vec![("addr", text(addr)), ("index", count(*index)), ("san", text(san))],
            ),
            Problem::LiveChessNoBoard { addr, known } => {
                ("problem-livechess-no-board", vec![("addr", text(addr)), ("known", text(known))])
            }
            Problem::PublishFailed { path, error } => {
                ("problem-publish-failed", vec![("path", text(path)), ("error", text(error))])
            }
            Problem::PushRefused { status, error } => {
                ("problem-push-refused", vec![("status", count(*status)), ("error", text(error))])
            }
            Problem::PushFailed { reason, retry_s } => {
                ("problem-push-failed", vec![("reason", text(reason)), ("seconds", count(*retry_s))])
            }
            Problem::Lichess { detail } => ("problem-lichess", vec![("detail", text(detail))]),
            Problem::NotOnline { command } => ("problem-not-online", vec![("command", text(command))]),
            Problem::SpeechMissing { reason } => ("problem-speech-missing", vec![("reason", text(reason))]),
            Problem::SoundMissing { reason } => ("problem-sound-missing", vec![("reason", text(reason))]),
            Problem::CalibrationSilent { square, ms } => {
                ("problem-calibration-silent", vec![("square", text(&square.to_string())), ("ms", count(*ms))])
            }
            Problem::CalibrationRedo { square, code } => {
                ("problem-calibration-redo", vec![("square", text(&square.to_string())), ("code", text(code))])
            }
            Problem::CalibrationLost => ("problem-calibration-lost", vec![]),
            Problem::CalibrationBack => ("problem-calibration-back", vec![]),
            Problem::CalibrationPegOut { code } => ("problem-calibration-peg-out", vec![("code", text(code))]),
            Problem::CalibrationEarly { code } => ("problem-calibration-early", vec![("code", text(code))]),
            Problem::CalibrationUnknownOut { code } => ("problem-calibration-unknown-out", vec![("code", text(code))]),
            Problem::CalibrationTaken { code, other, square } => (
                "problem-calibration-taken",
                vec![("code", text(code)), ("other", text(&other.to_string())), ("square", text(&square.to_string()))],
            ),
            Problem::CalibrationButton { square, code } => {
                ("problem-calibration-button", vec![("square", text(&square.to_string())), ("code", text(code))])
            }
            Problem::EngineStopped { reason } => ("problem-engine-stopped", vec![("reason", text(reason))]),
            Problem::EngineRunning => ("problem-engine-running", vec![]),
            Problem::EngineNoMove => ("problem-engine-no-move", vec![]),
            Problem::EngineNoScore => ("problem-engine-no-score", vec![]),
            Problem::EngineNoTakeback => ("problem-engine-no-takeback", vec![]),
            Problem::NoEngine { command } => ("problem-no-engine", vec![("command", text(command))]),
            Problem::JournalFailed { path, error } => {
                ("problem-journal-failed", vec![("path", text(path)), ("error", text(error))])
            }
            Problem::JournalNoGame { path } => ("problem-journal-no-game", vec![("path", text(path))]),
            Problem::JournalNotKept { path, error } => {
                ("problem-journal-not-kept", vec![("path", text(path)), ("error", text(error))])
            }
            Problem::JournalUnchecked { path } => ("problem-journal-unchecked", vec![("path", text(path))]),
            Problem::JournalUntold { path, count: lines, line } => {
                ("problem-journal-untold", vec![("path", text(path)), ("count", count(*lines)), ("line", count(*line))])
            }
            Problem::JournalDropped { path, line, text: written, why, count: lines, kept } => {
                let (kept, saved, error) = match kept {
                    Kept::In(saved) => ("yes", saved.as_str(), ""),
                    Kept::Not(e) => ("no", "", e.as_str()),
                };
                (
                    "problem-journal-dropped",
                    vec![
                        ("path", text(path)),
                        ("line", count(*line)),
                        ("text", text(written)),
                        ("why", Text(self.drop_cause(why))),
                        ("count", count(*lines)),
                        ("kept", Sel(kept)),
                        ("saved", text(saved)),
                        ("error", text(error)),
                    ],
                )
            }
            Problem::JournalRepaired { path, line, checkpoint, count: checkpoints } => (
                "problem-journal-repaired",
                vec![
                    ("path", text(path)),
                    ("line", count(*line)),
                    ("checkpoint", text(checkpoint)),
                    ("count", count(*checkpoints)),
                ],
            ),
            Problem::JournalDisagrees { path, line, what, count: differences } => (
                "problem-journal-disagrees",
                vec![
                    ("path", text(path)),
                    ("line", count(*line)),
                    ("what", Text(self.difference(what))),
                    ("count", count(*differences)),
                ],
            ),
            Problem::NoWallClock { path } => ("problem-no-wall-clock", vec![("path", text(path))]),
        }
    }
}

/// The message id and the arguments of a fact.
fn fact_words(fact: &Fact) -> (&'static str, Vec<(&'static str, Arg)>) {
    match fact {
        Fact::Laws { edition, named } => {
            ("fact-laws", vec![("edition", text(edition.as_str())), ("named", Sel(yes(*named)))])
        }
        Fact::Down { ms } => ("fact-down", vec![("seconds", text(&format!("{}.{:03}", ms / 1000, ms % 1000)))]),
        Fact::Clocks { white, black, running } => {
            let running = running.map_or("stopped", |c: Color| c.fold_wb("white", "black"));
            ("fact-clocks", vec![("white", text(white)), ("black", text(black)), ("running", Sel(running))])
        }
        Fact::Sheet { blind, plies, moves } => {
            ("fact-sheet", vec![("blind", Sel(yes(*blind))), ("plies", count(*plies)), ("moves", text(moves))])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{l10n::Vocabulary, notice::problem::Difference};

    /// Why lines were dropped, in each kind a resume meets.
    fn causes() -> Vec<DropCause> {
        let made = "made 2 d5 white 5390000 black 5400000";
        vec![
            DropCause::Cut,
            DropCause::NotUtf8 { column: 16 },
            DropCause::Check,
            DropCause::Parse { error: "unknown command `jump`".into() },
            DropCause::Replay(Difference::Recorded { line: 9, recorded: made.into(), gives: None }),
            DropCause::Replay(Difference::Recorded { line: 9, recorded: made.into(), gives: Some("made 2 e5".into()) }),
            DropCause::Replay(Difference::Unrecorded { gives: made.into() }),
        ]
    }

    /// The arbiter reads why journal lines were left out in the session's language,
    /// the journal's own words quoted as they are; in English as the journal records it.
    #[test]
    fn why_journal_lines_were_left_out_is_told_in_every_language() {
        let made = "made 2 d5 white 5390000 black 5400000";
        for locale in crate::l10n::LOCALES {
            let l10n = Localizer::new(locale, Vocabulary::default()).unwrap();
            let _ = l10n.take_errors();
            for cause in causes() {
                let words = l10n.drop_cause(&cause);
                assert!(!words.starts_with("journal-"), "{locale}: {cause:?} has no words");
                if let DropCause::Replay(difference) = &cause {
                    assert!(words.contains(&format!("`{made}`")), "{locale}: {words}");
                    if locale == "en" {
                        assert_eq!(words, difference.to_string());
                    }
                }
            }
            assert!(l10n.take_errors().is_empty(), "{locale}");
        }
        let en = Localizer::new("en", Vocabulary::default()).unwrap();
        assert_eq!(en.drop_cause(&DropCause::NotUtf8 { column: 16 }), "not UTF-8 text at column 16");
        let none = Difference::Recorded { line: 9, recorded: made.into(), gives: None };
        assert_eq!(en.difference(&none), format!("line 9 records `{made}`, replaying the journal gives no move"));
    }
}
