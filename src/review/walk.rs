//! The walk through a reviewed game: where the player is (before the first move, or
//! after a move), and what each command says (docs/review.md, "The keys"). Pure: a
//! command in, the sentences out.

use shakmaty::{Color, Position as _};

use super::{Review, said::Said};

/// What the player asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// The next move.
    Next,
    /// The move before.
    Previous,
    /// Say the current move again.
    Repeat,
    /// The next moment (a move that lost more than the threshold).
    NextMistake,
    /// The moment before the current move.
    PreviousMistake,
    /// Before the first move.
    Start,
    /// The last move.
    End,
    /// This move of this side.
    Jump {
        /// Its move number.
        number: u32,
        /// Its side.
        color: Color,
    },
    /// The key help.
    Help,
    /// The end of the review.
    Quit,
}

/// A walk through a review: the number of moves played where the player stands (0:
/// the start position).
#[derive(Clone, Debug)]
pub struct Walk<'a> {
    review: &'a Review,
    at: usize,
}

/// What a step says: the sentences, and the move they are about (its index), if any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The sentences, said as one utterance.
    pub said: Vec<Said>,
    /// The move the step stands at (its index in the game), for the printed label.
    pub entry: Option<usize>,
}

impl<'a> Walk<'a> {
    /// A walk standing at the start position.
    pub fn new(review: &'a Review) -> Walk<'a> {
        Walk { review, at: 0 }
    }

    /// The review walked through.
    pub fn review(&self) -> &'a Review {
        self.review
    }

    /// How many moves are played where the walk stands.
    pub fn at(&self) -> usize {
        self.at
    }

    /// Does `command` (the help and quit are the caller's: they say nothing here).
    pub fn step(&mut self, command: Command) -> Step {
        let len = self.review.entries.len();
        match command {
            Command::Next if self.at >= len => self.note(Said::End),
            Command::Next => self.go(self.at + 1),
            Command::Previous => self.go(self.at.saturating_sub(1)),
            Command::Repeat => self.go(self.at),
            Command::Start => self.go(0),
            Command::End => self.go(len),
            Command::NextMistake => match self.review.moments().into_iter().find(|i| *i + 1 > self.at) {
                Some(i) => self.go(i + 1),
                None => self.note(Said::NoMoreMistakes),
            },
            Command::PreviousMistake => match self.review.moments().into_iter().rev().find(|i| *i + 1 < self.at) {
                Some(i) => self.go(i + 1),
                None => self.note(Said::NoEarlierMistakes),
            },
            Command::Jump { number, color } => match self.ply(number, color) {
                Some(at) => self.go(at),
                None => self.note(Said::NoSuchMove { number, color }),
            },
            Command::Help => self.note(Said::KeysHelp),
            Command::Quit => Step { said: Vec::new(), entry: None },
        }
    }

    /// Stands after `at` moves and says where.
    fn go(&mut self, at: usize) -> Step {
        self.at = at;
        match at.checked_sub(1).and_then(|i| self.review.entries.get(i).map(|e| (i, e))) {
            Some((i, entry)) => Step { said: entry.said(), entry: Some(i) },
            None => Step { said: vec![Said::Start], entry: None },
        }
    }

    /// A sentence that does not move the walk.
    fn note(&self, said: Said) -> Step {
        Step { said: vec![said], entry: None }
    }

    /// The number of moves played after this move of this side, if the game has it.
    fn ply(&self, number: u32, color: Color) -> Option<usize> {
        let start = &self.review.start.position;
        let first = i64::from(start.fullmoves().get());
        let index = (i64::from(number) - first) * 2 + i64::from(color.is_black()) - i64::from(start.turn().is_black());
        let at = usize::try_from(index + 1).ok()?;
        (1..=self.review.entries.len()).contains(&at).then_some(at)
    }
}
