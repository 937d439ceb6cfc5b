//! The sentences about an online game's server (issue 33): each
//! [`Heard`](crate::notice::online::Heard) as an `online-*` id of the locale files. A
//! name, a chat line or a refusal's reason is said as the server wrote it.

use super::{
    Arg::{Num, Sel, Text},
    Localizer, Part,
};
use crate::notice::online::Heard;

impl Localizer {
    /// The raw parts of one sentence about the online game.
    pub(super) fn online(&self, said: &Heard) -> Vec<Part> {
        let text = |s: &str| Text(s.to_owned());
        let yes = |b: bool| Sel(if b { "yes" } else { "no" });
        match said {
            Heard::Started { opponent, rating, color, clock, rated } => {
                let (minutes, increment) = clock.unwrap_or((0, 0));
                self.say(
                    "online-started",
                    vec![
                        ("opponent", text(opponent)),
                        ("has-rating", yes(rating.is_some())),
                        ("rating", Num(rating.unwrap_or(0))),
                        ("color", Sel(color.fold_wb("white", "black"))),
                        ("has-clock", yes(clock.is_some())),
                        ("minutes", Num(minutes)),
                        ("increment", Num(increment)),
                        ("rated", yes(*rated)),
                    ],
                )
            }
            Heard::Lost => self.say("online-lost", vec![]),
            Heard::Back => self.say("online-back", vec![]),
            Heard::Refused(why) => self.say("online-refused", vec![("why", Sel(why.as_str()))]),
            Heard::Wait { seconds } => self.say("online-wait", vec![("seconds", Num(*seconds))]),
            Heard::OpponentGone { seconds } => self.say("online-opponent-gone", vec![("seconds", Num(*seconds))]),
            Heard::OpponentBack => self.say("online-opponent-back", vec![]),
            Heard::Chat { user, text: line } => {
                self.say("online-chat", vec![("user", text(user)), ("text", text(line))])
            }
            Heard::NoChat => self.say("online-no-chat", vec![]),
            Heard::Aborted => self.say("online-aborted", vec![]),
            Heard::CannotClaim => self.say("online-cannot-claim", vec![]),
            Heard::TokenRefused => self.say("online-token-refused", vec![]),
        }
    }
}
