//! The sentences of `taktil review` (issue 18): each [`Said`] as a `review-*` id of the
//! locale files, the moves in the announcement vocabulary.

use shakmaty::Color;

use super::{
    Arg::{Num, Sel, Words},
    Localizer, Part, Utterance, utterance,
};
use crate::notice::review::Said;

/// The selector name of a colour.
const fn color(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

impl Localizer {
    /// The raw parts of one review sentence.
    pub(super) fn review(&self, said: &Said) -> Vec<Part> {
        let num = |n: u32| Num(n);
        match said {
            Said::Analysing { moves } => self.say("review-analysing", vec![("moves", num(*moves))]),
            Said::Ready { moves, moments } => {
                self.say("review-ready", vec![("moves", num(*moves)), ("moments", num(*moments))])
            }
            Said::NoEngine => self.say("review-no-engine", vec![]),
            Said::EngineStopped { number } => self.say("review-engine-stopped", vec![("number", num(*number))]),
            Said::Start => self.say("review-start", vec![]),
            Said::Move { number, spoken } => self.say(
                "review-move",
                vec![
                    ("number", num(*number)),
                    ("color", Sel(color(spoken.by))),
                    ("move", Words(self.move_words(spoken, self.long))),
                ],
            ),
            Said::Class(class) => self.say("review-class", vec![("class", Sel(class.as_str()))]),
            Said::Lost { pawns } => self.say("review-lost", vec![("pawns", num(*pawns))]),
            Said::MissedMate { moves } => self.say("review-missed-mate", vec![("moves", num(*moves))]),
            Said::AllowsMate { moves } => self.say("review-allows-mate", vec![("moves", num(*moves))]),
            Said::Preferred(spoken) => {
                self.say("review-preferred", vec![("move", Words(self.move_words(spoken, self.long)))])
            }
            Said::End => self.say("review-end", vec![]),
            Said::NoMoreMistakes => self.say("review-no-more-mistakes", vec![]),
            Said::NoEarlierMistakes => self.say("review-no-earlier-mistakes", vec![]),
            Said::NoSuchMove { number, color: c } => {
                self.say("review-no-such-move", vec![("number", num(*number)), ("color", Sel(color(*c)))])
            }
            Said::JumpAsk => self.say("review-jump-ask", vec![]),
            Said::KeysHelp => self.say("review-keys-help", vec![]),
            Said::LinesHelp => self.say("review-lines-help", vec![]),
            Said::UnknownKey => self.say("review-unknown-key", vec![]),
            Said::UnknownLine => self.say("review-unknown-line", vec![]),
        }
    }

    /// Several review sentences as one utterance, in order (a moment: the move, its
    /// class, what it lost, the engine's move). Never fails: see the module docs.
    pub fn render_review(&self, said: &[Said]) -> Utterance {
        let parts = said.iter().flat_map(|s| self.review(s)).collect();
        Utterance { locale: self.locale, parts: utterance::tidy(parts) }
    }
}
