//! The `resign` key: a resignation must never come from one slip of a finger (5.1b).
//!
//! The first press asks for a second one; the second press within
//! [`CONFIRM_MS`] resigns. The question lapses when that time passes or when the same
//! player presses another key first. One pending question per player: the blind
//! player's keys and an electronic sighted board each have their own.

use shakmaty::{ByColor, Color};

use crate::core::time::Timestamp;

/// How long the second press of `resign` may take, in milliseconds ("a few seconds").
pub const CONFIRM_MS: u64 = 5_000;

/// What a press of `resign` means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Press {
    /// The first press: ask for the second.
    Ask,
    /// The second press in time: the player resigns.
    Resign,
}

/// The questions asked and not yet answered.
#[derive(Clone, Debug, Default)]
pub struct Resigns {
    /// Per player, until when a second press resigns.
    asked: ByColor<Option<Timestamp>>,
}

impl Resigns {
    /// `by` pressed `resign` at `now`.
    pub fn press(&mut self, now: Timestamp, by: Color) -> Press {
        match self.asked[by].take() {
            Some(until) if now <= until => Press::Resign,
            _ => {
                self.asked[by] = Some(now.plus(CONFIRM_MS));
                Press::Ask
            }
        }
    }

    /// `by` pressed another key: a question asked of him lapses. `true` if one did.
    pub fn cancel(&mut self, by: Color) -> bool {
        self.asked[by].take().is_some()
    }

    /// The questions whose time ran out by `now`: they lapse.
    pub fn lapse(&mut self, now: Timestamp) -> Vec<Color> {
        let mut lapsed = Vec::new();
        for color in Color::ALL {
            if self.asked[color].is_some_and(|until| until < now) {
                self.asked[color] = None;
                lapsed.push(color);
            }
        }
        lapsed
    }

    /// The next instant a question lapses: just after its last valid instant.
    pub fn deadline(&self) -> Option<Timestamp> {
        self.asked.iter().flatten().min().map(|until| until.plus(1))
    }

    /// The game ended: no question stands.
    pub fn clear(&mut self) {
        self.asked = ByColor::default();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_press_asks_and_a_second_in_time_resigns() {
        let mut resigns = Resigns::default();
        assert_eq!(resigns.press(Timestamp(1_000), Color::White), Press::Ask);
        assert_eq!(resigns.deadline(), Some(Timestamp(1_000 + CONFIRM_MS + 1)));
        assert_eq!(resigns.press(Timestamp(1_000 + CONFIRM_MS), Color::White), Press::Resign);
        assert_eq!(resigns.deadline(), None);
    }

    #[test]
    fn a_second_press_too_late_asks_again() {
        let mut resigns = Resigns::default();
        resigns.press(Timestamp(0), Color::Black);
        assert_eq!(resigns.press(Timestamp(CONFIRM_MS + 1), Color::Black), Press::Ask);
    }

    #[test]
    fn a_question_lapses_with_time_or_another_key() {
        let mut resigns = Resigns::default();
        resigns.press(Timestamp(0), Color::White);
        resigns.press(Timestamp(10), Color::Black);
        assert_eq!(resigns.lapse(Timestamp(CONFIRM_MS)), []);
        assert_eq!(resigns.lapse(Timestamp(CONFIRM_MS + 1)), [Color::White]);
        assert!(resigns.cancel(Color::Black));
        assert!(!resigns.cancel(Color::Black));
        assert_eq!(resigns.press(Timestamp(20), Color::Black), Press::Ask, "the other key started again");
    }
}
