//! The walk through a reviewed game: where the player is (before the first move, or
//! after a move), and what each command says (docs/review.md, "The keys"). Pure: a
//! command in, the sentences out.

use shakmaty::{Color, Position as _};

use super::Review;
use crate::notice::review::Said;

/// What the player asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewCmd {
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
pub struct WalkStep {
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
    pub fn step(&mut self, command: ReviewCmd) -> WalkStep {
        let len = self.review.entries.len();
        match command {
            ReviewCmd::Next if self.at >= len => self.note(Said::End),
            ReviewCmd::Next => self.go(self.at + 1),
            ReviewCmd::Previous => self.go(self.at.saturating_sub(1)),
            ReviewCmd::Repeat => self.go(self.at),
            ReviewCmd::Start => self.go(0),
            ReviewCmd::End => self.go(len),
            ReviewCmd::NextMistake => match self.review.moments().into_iter().find(|i| *i + 1 > self.at) {
                Some(i) => self.go(i + 1),
                None => self.note(Said::NoMoreMistakes),
            },
            ReviewCmd::PreviousMistake => match self.review.moments().into_iter().rev().find(|i| *i + 1 < self.at) {
                Some(i) => self.go(i + 1),
                None => self.note(Said::NoEarlierMistakes),
            },
            ReviewCmd::Jump { number, color } => match self.ply(number, color) {
                Some(at) => self.go(at),
                None => self.note(Said::NoSuchMove { number, color }),
            },
            ReviewCmd::Help => self.note(Said::KeysHelp),
            ReviewCmd::Quit => WalkStep { said: Vec::new(), entry: None },
        }
    }

    /// Stands after `at` moves and says where.
    fn go(&mut self, at: usize) -> WalkStep {
        self.at = at;
        match at.checked_sub(1).and_then(|i| self.review.entries.get(i).map(|e| (i, e))) {
            Some((i, entry)) => WalkStep { said: entry.said(), entry: Some(i) },
            None => WalkStep { said: vec![Said::Start], entry: None },
        }
    }

    /// A sentence that does not move the walk.
    fn note(&self, said: Said) -> WalkStep {
        WalkStep { said: vec![said], entry: None }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        notice::review::Class,
        review::{
            analysis::{Kind, Verdict},
            source,
        },
    };

    /// A game from a position with Black to move at move 2 (2... Qh4#-like start):
    /// 2... e5 3. Nf3 Nc6 4. Bb5, the third move a moment.
    fn review() -> Review {
        let text = "[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2\"]\n\n\
                    2... e5 3. Nf3 Nc6 4. Bb5 *\n";
        let game = source::read(text, 1).expect("a game");
        let mut review = Review::new(&game, None, 100);
        review.entries[2].verdict = Some(Verdict { class: Class::Mistake, kind: Kind::Lost { cp: 250 } });
        review
    }

    fn first(step: &WalkStep) -> String {
        step.said.first().map(ToString::to_string).unwrap_or_default()
    }

    #[test]
    fn next_previous_and_the_ends() {
        let review = review();
        let mut walk = Walk::new(&review);
        assert_eq!(first(&walk.step(ReviewCmd::Previous)), "start");
        assert_eq!(first(&walk.step(ReviewCmd::Next)), "move 2 e5");
        assert_eq!(first(&walk.step(ReviewCmd::Next)), "move 3 Nf3");
        assert_eq!(first(&walk.step(ReviewCmd::Repeat)), "move 3 Nf3");
        assert_eq!(first(&walk.step(ReviewCmd::End)), "move 4 Bb5");
        assert_eq!(first(&walk.step(ReviewCmd::Next)), "end");
        assert_eq!(walk.at(), 4);
    }

    #[test]
    fn jumps_count_from_the_start_position() {
        let review = review();
        let mut walk = Walk::new(&review);
        let jump = |number, color| ReviewCmd::Jump { number, color };
        assert_eq!(first(&walk.step(jump(3, Color::Black))), "move 3 Nc6");
        assert_eq!(first(&walk.step(jump(2, Color::Black))), "move 2 e5");
        assert_eq!(first(&walk.step(jump(2, Color::White))), "no-such-move 2 white");
        assert_eq!(first(&walk.step(jump(5, Color::White))), "no-such-move 5 white");
        assert_eq!(walk.at(), 1);
    }

    #[test]
    fn mistakes_forward_and_back() {
        let review = review();
        let mut walk = Walk::new(&review);
        let step = walk.step(ReviewCmd::NextMistake);
        assert_eq!(
            step.said.iter().map(ToString::to_string).collect::<Vec<_>>(),
            ["move 3 Nc6", "class mistake", "lost pawns=3"]
        );
        assert_eq!(step.entry, Some(2));
        assert_eq!(first(&walk.step(ReviewCmd::NextMistake)), "no-more-mistakes");
        assert_eq!(first(&walk.step(ReviewCmd::PreviousMistake)), "no-earlier-mistakes");
        walk.step(ReviewCmd::End);
        assert_eq!(first(&walk.step(ReviewCmd::PreviousMistake)), "move 3 Nc6");
    }
}
