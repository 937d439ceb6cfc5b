//! The sentences about an opponent far away (issue 33, point 3): each
//! [`Remark`] as a `remote-*` id of the locale files, the moves in the announcement
//! vocabulary, a written word spelled out letter by letter.

use super::{
    Arg::{Num, Sel, Text, Words},
    Localizer, Part,
};
use crate::notice::remote::Remark;

/// A written word as a voice should say it: its characters apart (`S f 9`), so that
/// `Sf9` is heard as what was typed, not as a word.
fn spelled(word: &str) -> String {
    word.chars().filter(|c| !c.is_whitespace()).map(String::from).collect::<Vec<_>>().join(" ")
}

impl Localizer {
    /// The raw parts of one sentence about a remote or correspondence game.
    pub(super) fn remote(&self, said: &Remark) -> Vec<Part> {
        let color = |c: shakmaty::Color| Sel(c.fold_wb("white", "black"));
        match said {
            Remark::Confirm(spoken) => {
                self.say("remote-confirm", vec![("move", Words(self.move_words(spoken, self.long)))])
            }
            Remark::Dropped => self.say("remote-dropped", vec![]),
            Remark::Unread { word, why } => {
                self.say("remote-unread", vec![("word", Text(spelled(word))), ("why", Sel(why_word(why)))])
            }
            Remark::NotTheirMove => self.say("remote-not-their-move", vec![]),
            Remark::NothingToConfirm => self.say("remote-nothing-to-confirm", vec![]),
            Remark::Move { number, spoken } => self.say(
                "remote-move",
                vec![
                    ("number", Num(*number)),
                    ("color", color(spoken.by)),
                    ("move", Words(self.move_words(spoken, self.long))),
                ],
            ),
            Remark::YourMove => self.say("remote-your-move", vec![]),
            Remark::NoMoveFound { number, color: c } => {
                self.say("remote-no-move-found", vec![("number", Num(*number)), ("color", color(*c))])
            }
            Remark::OpponentsMove => self.say("remote-opponents-move", vec![]),
            Remark::AlreadyIn => self.say("remote-already-in", vec![]),
            Remark::Over => self.say("remote-over", vec![]),
        }
    }
}

/// The selector of a reason.
const fn why_word(why: &crate::core::written::Unread) -> &'static str {
    use crate::core::written::Unread;
    match why {
        Unread::Unreadable => "unreadable",
        Unread::Illegal => "illegal",
        Unread::Ambiguous => "ambiguous",
        Unread::TwoReadings => "two-readings",
    }
}
