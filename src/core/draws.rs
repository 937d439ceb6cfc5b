//! Draw offers and draw claims: what stands, what goes with the next move, and what
//! waits for a declared move.
//!
//! An offer is recorded as "(=)" with the offerer's move and stands until it is
//! accepted, declined aloud, or the offered player touches a piece, a peg lift on the
//! tactile board included (9.1b, R-90). A claim under 9.2 or 9.3 is for the position on
//! the board (9.2b, 9.3b) or, written-move procedure, for the move the claimant declares
//! and then makes (9.2a, 9.3a); an incorrect claim costs the edition's penalty and the
//! move stands (9.5b). A player who touched a piece without claiming has lost the right
//! on that move (9.4; 2001: only by making a move, [`crate::core::settings::Edition::touch_loses_claim`]).
//!
//! A claim under 9.2 or 9.3 is also a draw offer (9.1b(3); 2001 9.1c; 2023 9.1.2.3),
//! in every edition: it stands like any offer until the opponent accepts it, declines
//! it aloud, touches a piece to move or capture it, or the game ends otherwise
//! (9.1b(1)), and it is written "(=)" with the claimant's next move (9.1b(2)). An
//! incorrect claim is judged, the claimant's move stands (9.5b), and the opponent may
//! still accept until he touches a piece or moves; accepted, the game is drawn by
//! agreement (9.1), whatever the claim's verdict.
//!
//! A draw agreed or claimed ends the game: the part returns the [`Ending`] and the
//! companion carries it out (and calls [`Draws::clear`]).

use shakmaty::{Color, KnownOutcome};

use crate::core::{
    clock_keeper::ClockKeeper,
    game::{Ending, Game},
    msg::{DrawClaim, EndReason, Msg},
    outbox::Outbox,
    settings::{Edition, Settings},
    time::Timestamp,
};

/// The offers and claims of a game.
#[derive(Clone, Debug, Default)]
pub struct Draws {
    /// A standing draw offer, by this side (9.1b).
    offer: Option<Color>,
    /// An offer made on move: it goes with the offerer's next move ("(=)").
    offer_next: Option<Color>,
    /// A draw claim waiting for the claimant's declared move (9.2a, 9.3a).
    claim: Option<Color>,
    /// The standing offer came from this side's claim (9.1b(3)): the opponent hears
    /// that he may accept it once the claim is judged incorrect.
    offer_by_claim: Option<Color>,
}

impl Draws {
    /// The game ended: a standing offer and a waiting claim are void (9.1b).
    pub fn clear(&mut self) {
        self.offer = None;
        self.claim = None;
        self.offer_by_claim = None;
    }

    /// A claim by `by` under 9.2 or 9.3 is also a draw offer (9.1b(3); 2001 9.1c; 2023
    /// 9.1.2.3). It stands at once: the opponent may accept it while the claim waits for
    /// the declared move. Like any offer made on move it is written "(=)" with the move
    /// the claimant then makes (9.1b(2), R-80): the declared move (9.2a, 9.3a), or after
    /// an incorrect claim on the board the move he plays on (9.5b); a correct claim on
    /// the board ends the game with no move to write it with. An offer already standing
    /// is left as it is. `blind` hears at once that his claim offers a draw when it
    /// waits for his move (`waits`); the others hear of the offer with the verdict
    /// ([`Draws::tell_claim_offer`]).
    pub fn claim_offers(&mut self, now: Timestamp, by: Color, blind: Color, waits: bool, out: &mut Outbox) {
        if self.offer.is_some() {
            return;
        }
        self.offer = Some(by);
        self.offer_next = Some(by);
        if waits && by == blind {
            out.say(now, Msg::ClaimOffersDraw);
        } else {
            self.offer_by_claim = Some(by);
        }
    }

    /// After an incorrect claim's verdict: the claim's offer still stands (9.1b(3)),
    /// and the blind player hears it: as the claimant, that his claim offers a draw; as
    /// the opponent, that he may accept it with `draw`.
    pub fn tell_claim_offer(&mut self, now: Timestamp, blind: Color, out: &mut Outbox) {
        let Some(by) = self.offer_by_claim.take() else { return };
        if self.offer != Some(by) {
            return;
        }
        if by == blind {
            out.say(now, Msg::ClaimOffersDraw);
        } else {
            out.say(now, Msg::ClaimOfferToAccept { by });
        }
    }

    /// A draw offer by `by`, or the acceptance of the opponent's standing offer; a note
    /// for the arbiter cites `edition`'s article.
    pub fn offer(
        &mut self,
        now: Timestamp,
        by: Color,
        game: &mut Game,
        edition: Edition,
        out: &mut Outbox,
    ) -> Option<Ending> {
        if game.end().is_some() {
            out.say(now, Msg::GameIsOver);
            return None;
        }
        match self.offer {
            Some(offerer) if offerer != by => return Some(agreed(now)),
            Some(_) => out.say(now, Msg::DrawOfferStands { by }),
            None => {
                self.offer = Some(by);
                // 9.1b: the offer belongs after one's own move; made on move it is still
                // valid (12.6 applies) and goes with the move the offerer then makes.
                if game.turn() == by || !game.mark_offer(by) {
                    self.offer_next = Some(by);
                }
                if game.turn() == by {
                    out.note(now, Msg::DrawOfferTiming { by, edition });
                }
                out.say(now, Msg::DrawOffered { by });
            }
        }
        None
    }

    /// `draw accept` or `draw decline` from the assistant, for the offered player.
    pub fn answer(&mut self, now: Timestamp, accept: bool, out: &mut Outbox) -> Option<Ending> {
        match self.offer {
            None => out.note(now, Msg::NoDrawOffer),
            Some(_) if accept => return Some(agreed(now)),
            Some(offerer) => {
                self.offer = None;
                self.offer_by_claim = None;
                out.say(now, Msg::DrawDeclined { by: !offerer });
            }
        }
        None
    }

    /// `by` touched a piece: an offer to him lapses (9.1b, R-90).
    pub fn touched_by(&mut self, now: Timestamp, by: Color, out: &mut Outbox) {
        if self.offer == Some(!by) {
            self.offer = None;
            self.offer_by_claim = None;
            out.note(now, Msg::DrawOfferLapsed { by });
        }
    }

    /// Whether an offer `by` made on move goes with the move he just made ("(=)",
    /// It goes once.
    pub fn goes_with_move(&mut self, by: Color) -> bool {
        if self.offer_next == Some(by) {
            self.offer_next = None;
            return true;
        }
        false
    }

    /// The side whose draw offer stands, if one does (9.1b).
    pub fn standing(&self) -> Option<Color> {
        self.offer
    }

    /// Whether `by`'s claim waits for his declared move.
    pub fn is_claiming(&self, by: Color) -> bool {
        self.claim == Some(by)
    }

    /// The written-move procedure: the claimant's next move decides the claim (9.2a,
    /// 9.3a). The clocks stop meanwhile (9.5: 2009 "may", 2001 "must").
    pub fn declare_claim(&mut self, now: Timestamp, by: Color, keeper: &mut ClockKeeper, out: &mut Outbox) {
        self.claim = Some(by);
        keeper.stop(now);
        out.say(now, Msg::ClaimDeclareMove);
    }

    /// After `by`'s move, with the draw that move made claimable: a draw if the claim
    /// waited for it and it made the third repetition or the fiftieth move; else the
    /// claim was incorrect, the clock runs again and the move stands, and the claim's
    /// offer stands for the opponent to accept (9.1b(3)). `None` if the game goes on.
    pub fn settle_claim(
        &mut self,
        now: Timestamp,
        by: Color,
        claimable: Option<DrawClaim>,
        keeper: &mut ClockKeeper,
        settings: &Settings,
        out: &mut Outbox,
    ) -> Option<Ending> {
        if self.claim != Some(by) {
            return None;
        }
        self.claim = None;
        if let Some(claim) = claimable {
            return Some(drawn_by_claim(now, claim));
        }
        keeper.resume(now);
        keeper.incorrect_claim(now, by, settings, out);
        self.tell_claim_offer(now, settings.blind, out);
        None
    }
}

/// The game drawn by a correct claim (9.2, 9.3).
pub fn drawn_by_claim(at: Timestamp, claim: DrawClaim) -> Ending {
    let reason = match claim {
        DrawClaim::Threefold => EndReason::Threefold,
        DrawClaim::FiftyMoves => EndReason::FiftyMoves,
    };
    Ending { at, outcome: KnownOutcome::Draw, reason }
}

/// The game drawn by agreement (9.1).
fn agreed(at: Timestamp) -> Ending {
    Ending { at, outcome: KnownOutcome::Draw, reason: EndReason::Agreement }
}

#[cfg(test)]
mod tests;
