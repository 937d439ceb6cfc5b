//! The articles of the Laws of Chess that taktil cites, by meaning, and their numbers
//! in each edition.
//!
//! Why: the 2023 Laws renumbered nearly every article taktil names (Appendix E became
//! Appendix D, 7.4b became 7.5.5, 12.6 became 11.5, the quickplay finish 10.2 became
//! Guidelines III.5). A note, a ruling, a spoken sentence, the arbiter's log or a PGN
//! comment must cite the article of the edition the game is played under
//! ([`Settings::edition`](crate::core::settings::Settings::edition)), so every place
//! that writes an article takes it from here: [`Law::number`].
//!
//! The 2023 numbers follow the FIDE Handbook E.01 (in force 1 January 2023); the
//! mapping is the one of the research report on issue 28 (section 2). Under 2001
//! taktil writes the numbers it always wrote, which are the 2009 ones: the 2001 text
//! is not at hand for each of them, and a 2001 game's record must not change.

use crate::core::settings::Edition;

/// A rule taktil cites, named by what it says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Law {
    /// The penalty ladder for completed illegal moves (2009 7.4b; 2023 7.5.5).
    IllegalMovePenalty,
    /// An illegal move: the position before it is reinstated (2009 7.4a; 2023 7.5.1).
    IllegalMoveReinstated,
    /// Illegal moves in general, the article as a whole (2009 7.4; 2023 7.5).
    IllegalMove,
    /// Pieces found displaced: the position before the irregularity is reinstated
    /// (2009 7.5; 2023 7.6).
    PiecesDisplaced,
    /// An incorrect draw claim: time for the opponent (2009 9.5; 2023 9.5.3).
    IncorrectClaim,
    /// The quickplay-finish claim and its two minutes (2009 10.2; 2023 Guidelines
    /// III.5, used only where announced).
    QuickplayFinish,
    /// The clocks set after the game was taken back or reconstructed (2009 E2.8 and
    /// 8.5c; 2023 D.2.9 and 8.5.3).
    Reconstruction,
    /// The arbiter sets the clocks by best judgement after an irregularity (2009 6.13;
    /// 2023 7.1).
    ClocksAfterIrregularity,
    /// Both scoresheets agree: the wrong board is corrected (2009 E2.7; 2023 D.2.9).
    ScoresheetsAgree,
    /// The scoresheets differ: the game is retraced to where they agree (2009 E2.8;
    /// 2023 D.2.9).
    ScoresheetsDiffer,
    /// A draw offer at the wrong moment is valid, but distraction applies (2009 12.6;
    /// 2023 11.5).
    DrawOfferDistraction,
    /// The right to claim a touch-move breach is lost once the claimant touches a
    /// piece (2009 4.7; 2023 4.8).
    TouchClaimLost,
    /// The choice of a promotion piece is final once it touched the square (2009 4.4d;
    /// 2023 4.4.4).
    PromotionFinal,
    /// Rook touched first, then the king: no castling (2009 4.4b; 2023 4.4.2).
    RookFirst,
    /// Touch-move: a touched piece must be moved or captured (4.3 in every edition).
    TouchMove,
    /// No touched piece can be moved: any legal move (4.5 in every edition).
    AnyLegalMove,
    /// The blind player's move is made (executed) when placed and announced (2009
    /// E2.3; 2023 D.2.3).
    MoveMade,
    /// A piece of the pegged board is touched when taken out of its hole (2009 E2.2;
    /// 2023 D.2.2).
    PegTouched,
    /// Each move is recorded, move after move (2009 8.1; 2023 8.1.1).
    Recording,
    /// The arbiter does not tell a player that the opponent has moved or not pressed
    /// the clock (2009 13.6; 2023 12.6).
    ArbiterSilence,
    /// Resignation (2009 5.1b; 2023 5.1.2).
    Resignation,
    /// A dead position is a draw (2009 9.6; 2023 5.2.2).
    DeadPosition,
    /// A faulty sealed move loses (2009 adjournment guideline 8; 2023 Guidelines I.8).
    SealedMove,
    /// A player late for the resumption loses, but a sealed move that ended the game
    /// keeps its result (2009 adjournment guideline 10; 2023 Guidelines I.10). The
    /// number within the guidelines for adjourned games: the sentence names them.
    LateAtResumption,
    /// A flag fell: lost, or drawn if the opponent cannot mate (6.9 in every edition).
    FlagFall,
}

impl Law {
    /// Every law of the catalogue.
    pub const ALL: [Law; 25] = [
        Law::IllegalMovePenalty,
        Law::IllegalMoveReinstated,
        Law::IllegalMove,
        Law::PiecesDisplaced,
        Law::IncorrectClaim,
        Law::QuickplayFinish,
        Law::Reconstruction,
        Law::ClocksAfterIrregularity,
        Law::ScoresheetsAgree,
        Law::ScoresheetsDiffer,
        Law::DrawOfferDistraction,
        Law::TouchClaimLost,
        Law::PromotionFinal,
        Law::RookFirst,
        Law::TouchMove,
        Law::AnyLegalMove,
        Law::MoveMade,
        Law::PegTouched,
        Law::Recording,
        Law::ArbiterSilence,
        Law::Resignation,
        Law::DeadPosition,
        Law::SealedMove,
        Law::LateAtResumption,
        Law::FlagFall,
    ];

    /// An article the arbiter typed that is another edition's number for a rule
    /// `edition` numbers otherwise: the edition it is written in and `edition`'s
    /// number. `arbiter draw 10.2` in a 2023 game is told that the quickplay finish is
    /// III.5 there. `None`: the token is `edition`'s own number for a rule taktil cites,
    /// or no number of the catalogue. 2023 9.6 (fivefold repetition and 75 moves,
    /// 9.6.1, 9.6.2) is an article of its own, not 2009's dead position (5.2.2).
    pub fn written_in_other(token: &str, edition: Edition) -> Option<(Edition, &'static str)> {
        let own = Law::ALL.iter().any(|law| law.number(edition).eq_ignore_ascii_case(token));
        if own || (edition == Edition::Fide2023 && token == "9.6") {
            return None;
        }
        let others = [Edition::Fide2009, Edition::Fide2001, Edition::Fide2023].into_iter().filter(|e| *e != edition);
        others.into_iter().find_map(|other| {
            Law::ALL
                .into_iter()
                .find(|law| law.number(other).eq_ignore_ascii_case(token) && !law.number(edition).contains(','))
                .map(|law| (other, law.number(edition)))
        })
    }

    /// The article in `edition`'s own numbering, as a person reads it ("7.5.5",
    /// "D.2.9"). Under 2001 taktil writes the 2009 numbers it has always written.
    pub const fn number(self, edition: Edition) -> &'static str {
        match edition {
            Edition::Fide2023 => self.number_2023(),
            Edition::Fide2009 | Edition::Fide2001 => self.number_2009(),
        }
    }

    /// The 2009 number (Dresden 2008; Appendix E).
    const fn number_2009(self) -> &'static str {
        match self {
            Law::IllegalMovePenalty => "7.4b",
            Law::IllegalMoveReinstated => "7.4a",
            Law::IllegalMove => "7.4",
            Law::PiecesDisplaced => "7.5",
            Law::IncorrectClaim => "9.5",
            Law::QuickplayFinish => "10.2",
            Law::Reconstruction => "E2.8, 8.5c",
            Law::ClocksAfterIrregularity => "6.13",
            Law::ScoresheetsAgree => "E2.7",
            Law::ScoresheetsDiffer => "E2.8",
            Law::DrawOfferDistraction => "12.6",
            Law::TouchClaimLost => "4.7",
            Law::PromotionFinal => "4.4d",
            Law::RookFirst => "4.4b",
            Law::TouchMove => "4.3",
            Law::AnyLegalMove => "4.5",
            Law::MoveMade => "E2.3",
            Law::PegTouched => "E2.2",
            Law::Recording => "8.1",
            Law::ArbiterSilence => "13.6",
            Law::Resignation => "5.1b",
            Law::DeadPosition => "9.6",
            Law::SealedMove => "adjournment guideline 8",
            Law::LateAtResumption => "10",
            Law::FlagFall => "6.9",
        }
    }

    /// The 2023 number (FIDE Handbook E.01; Appendix D, Guidelines I and III).
    const fn number_2023(self) -> &'static str {
        match self {
            Law::IllegalMovePenalty => "7.5.5",
            Law::IllegalMoveReinstated => "7.5.1",
            Law::IllegalMove => "7.5",
            Law::PiecesDisplaced => "7.6",
            Law::IncorrectClaim => "9.5.3",
            Law::QuickplayFinish => "III.5",
            Law::Reconstruction => "D.2.9, 8.5.3",
            Law::ClocksAfterIrregularity => "7.1",
            // D.2.9 is one article for both cases of 2009's E2.7 and E2.8.
            Law::ScoresheetsAgree | Law::ScoresheetsDiffer => "D.2.9",
            Law::DrawOfferDistraction => "11.5",
            Law::TouchClaimLost => "4.8",
            Law::PromotionFinal => "4.4.4",
            Law::RookFirst => "4.4.2",
            Law::TouchMove => "4.3",
            Law::AnyLegalMove => "4.5",
            Law::MoveMade => "D.2.3",
            Law::PegTouched => "D.2.2",
            Law::Recording => "8.1.1",
            Law::ArbiterSilence => "12.6",
            Law::Resignation => "5.1.2",
            Law::DeadPosition => "5.2.2",
            Law::SealedMove => "Guidelines I.8",
            Law::LateAtResumption => "I.10",
            Law::FlagFall => "6.9",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const EDITIONS: [Edition; 3] = [Edition::Fide2023, Edition::Fide2009, Edition::Fide2001];

    #[test]
    fn every_law_has_a_number_in_every_edition() {
        for law in Law::ALL {
            for edition in EDITIONS {
                let n = law.number(edition);
                assert!(!n.is_empty() && n.chars().any(|c| c.is_ascii_digit()), "{law:?} {edition:?}: {n:?}");
                assert_eq!(n.trim(), n, "{law:?} {edition:?}");
            }
        }
    }

    #[test]
    fn all_lists_each_law_once() {
        for (i, law) in Law::ALL.iter().enumerate() {
            assert!(!Law::ALL[i + 1..].contains(law), "{law:?} twice");
        }
    }

    /// Spot checks against the report on issue 28, section 2.
    #[test]
    fn numbers_follow_the_report() {
        let cases = [
            (Law::IllegalMovePenalty, "7.4b", "7.5.5"),
            (Law::IllegalMoveReinstated, "7.4a", "7.5.1"),
            (Law::PiecesDisplaced, "7.5", "7.6"),
            (Law::ScoresheetsAgree, "E2.7", "D.2.9"),
            (Law::ScoresheetsDiffer, "E2.8", "D.2.9"),
            (Law::ClocksAfterIrregularity, "6.13", "7.1"),
            (Law::IncorrectClaim, "9.5", "9.5.3"),
            (Law::MoveMade, "E2.3", "D.2.3"),
            (Law::PromotionFinal, "4.4d", "4.4.4"),
            (Law::TouchClaimLost, "4.7", "4.8"),
            (Law::DrawOfferDistraction, "12.6", "11.5"),
            (Law::ArbiterSilence, "13.6", "12.6"),
            (Law::Reconstruction, "E2.8, 8.5c", "D.2.9, 8.5.3"),
            (Law::Resignation, "5.1b", "5.1.2"),
            (Law::DeadPosition, "9.6", "5.2.2"),
            (Law::RookFirst, "4.4b", "4.4.2"),
            (Law::AnyLegalMove, "4.5", "4.5"),
            (Law::QuickplayFinish, "10.2", "III.5"),
        ];
        for (law, old, new) in cases {
            assert_eq!((law.number(Edition::Fide2009), law.number(Edition::Fide2023)), (old, new), "{law:?}");
            // 2001: the numbers taktil has always written.
            assert_eq!(law.number(Edition::Fide2001), old, "{law:?}");
        }
    }
}
