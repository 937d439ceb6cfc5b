//! Draw offers, draw claims, the arbiter's rulings and the adjournment.
//!
//! An offer is recorded as "(=)" with the offerer's move and stands until it is
//! accepted, declined aloud, or the offered player touches a piece, a peg lift on the
//! tactile board included (9.1b, R-90). A claim under 9.2 or 9.3 is for the position on
//! the board (9.2b, 9.3b) or, written-move procedure, for the move the claimant declares
//! and then makes (9.2a, 9.3a); an incorrect claim costs the edition's penalty and the
//! move stands (9.5b). A player who touched a piece without claiming has lost the right
//! on that move (9.4).

use shakmaty::{Color, KnownOutcome, Move, Position, san::San};

use crate::core::{
    Companion,
    duty::Duty,
    input::{ClockReason, Device},
    msg::{DrawClaim, EndReason, Msg},
    output::Output,
    penalty::Penalty,
    time::Timestamp,
};

impl Companion {
    /// Ends the game: the clock stops, an offer or claim is void (9.1b), and everyone
    /// hears the result.
    pub(super) fn end(&mut self, now: Timestamp, outcome: KnownOutcome, reason: EndReason) {
        self.game.finish(outcome, reason);
        if let Some(clock) = &mut self.clock {
            clock.stop(now);
        }
        self.offer = None;
        self.claim = None;
        self.push(now, Output::End { outcome, reason });
        self.say(now, Msg::GameOver { outcome, reason });
    }

    /// A draw offer by `by`, or the acceptance of the opponent's standing offer.
    pub(super) fn offer_draw(&mut self, now: Timestamp, by: Color) {
        if self.game.end().is_some() {
            self.say(now, Msg::GameIsOver);
            return;
        }
        match self.offer {
            Some(offerer) if offerer != by => self.end(now, KnownOutcome::Draw, EndReason::Agreement),
            Some(_) => self.say(now, Msg::DrawOfferStands { by }),
            None => {
                self.offer = Some(by);
                // 9.1b: the offer belongs after one's own move; made on move it is still
                // valid (12.6 applies) and goes with the move the offerer then makes.
                if self.game.turn() == by || !self.game.mark_offer(by) {
                    self.offer_next = Some(by);
                }
                if self.game.turn() == by {
                    self.push(now, Output::Note(Msg::DrawOfferTiming { by }));
                }
                self.say(now, Msg::DrawOffered { by });
            }
        }
    }

    /// `draw accept` or `draw decline` from the assistant, for the offered player.
    pub(super) fn answer_draw(&mut self, now: Timestamp, accept: bool) {
        match self.offer {
            None => self.push(now, Output::Note(Msg::NoDrawOffer)),
            Some(_) if accept => self.end(now, KnownOutcome::Draw, EndReason::Agreement),
            Some(offerer) => {
                self.offer = None;
                self.say(now, Msg::DrawDeclined { by: !offerer });
            }
        }
    }

    /// The offered player touched a piece: the offer lapses (9.1b, R-90).
    pub(super) fn touched_by(&mut self, now: Timestamp, by: Color) {
        if self.offer == Some(!by) {
            self.offer = None;
            self.push(now, Output::Note(Msg::DrawOfferLapsed { by }));
        }
    }

    /// The blind player's `claim` key: a claim on the opponent's time if his flag is
    /// down, else a draw claim under 9.2 or 9.3.
    pub(super) fn claim_key(&mut self, now: Timestamp) {
        let blind = self.settings.blind;
        if self.game.end().is_some() {
            self.say(now, Msg::GameIsOver);
            return;
        }
        if self.adjourned.is_some() {
            self.say(now, Msg::GameAdjourned);
            return;
        }
        if self.claim_time(now, Some(!blind)) {
            return;
        }
        if self.game.turn() != blind {
            self.say(now, Msg::ClaimNotOnMove);
        } else if self.tactile.log.lifts.iter().any(|l| !l.adjust) {
            // 9.4 (2009): he touched a piece without claiming.
            self.say(now, Msg::ClaimLapsed);
        } else if let Some(claim) = self.game.claimable() {
            self.end(now, KnownOutcome::Draw, claim_reason(claim));
        } else {
            self.declare_claim(now, blind);
        }
    }

    /// `claim draw [<SAN>]` from the assistant, for the side to move.
    pub(super) fn claim_draw(&mut self, now: Timestamp, declared: Option<&San>) {
        if self.refuse_move_command(now) {
            return;
        }
        let by = self.game.turn();
        match declared {
            None => match self.game.claimable() {
                Some(claim) => self.end(now, KnownOutcome::Draw, claim_reason(claim)),
                None => self.claim_incorrect(now, by),
            },
            Some(san) => match san.to_move(self.game.position()) {
                Ok(m) => {
                    self.declare_claim(now, by);
                    self.make(now, Device::Assist, m);
                }
                Err(_) => self.push(now, Output::Note(Msg::AssistMoveRejected)),
            },
        }
    }

    /// The written-move procedure: the claimant's next move decides the claim (9.2a,
    /// 9.3a). The clocks stop meanwhile (9.5: 2009 "may", 2001 "must").
    fn declare_claim(&mut self, now: Timestamp, by: Color) {
        self.claim = Some(by);
        if let Some(clock) = &mut self.clock {
            clock.stop(now);
        }
        self.say(now, Msg::ClaimDeclareMove);
    }

    /// After the claimant's declared move: a draw if it made the third repetition or the
    /// fiftieth move, else the claim was incorrect and the move stands. `true` if the
    /// game ended.
    pub(super) fn settle_claim(&mut self, now: Timestamp, by: Color, claim: Option<DrawClaim>) -> bool {
        if self.claim != Some(by) {
            return false;
        }
        self.claim = None;
        if let Some(claim) = claim {
            self.end(now, KnownOutcome::Draw, claim_reason(claim));
            return true;
        }
        if let Some(clock) = &mut self.clock {
            clock.resume(now);
        }
        self.claim_incorrect(now, by);
        false
    }

    /// 9.5b: the opponent gets three minutes; under 2001 the claimant loses time too.
    fn claim_incorrect(&mut self, now: Timestamp, by: Color) {
        let left = self.clock.as_ref().map_or(0, |c| c.remaining(by, now).as_millis());
        let penalty = self.settings.edition.claim_penalty(u64::try_from(left).unwrap_or(u64::MAX));
        self.say(now, Msg::ClaimIncorrect { by });
        self.adjust_clock(now, !by, signed(penalty.opponent_ms), ClockReason::IncorrectClaim);
        if penalty.claimant_ms > 0 {
            self.adjust_clock(now, by, -signed(penalty.claimant_ms), ClockReason::IncorrectClaim);
        }
    }

    /// The arbiter rules that `by` made an illegal move: two minutes for the opponent
    /// for the first two, the game lost on the third (2009: a draw if the opponent cannot
    /// mate), 7.4b.
    pub(super) fn rule_illegal(&mut self, now: Timestamp, by: Color) {
        if self.game.end().is_some() {
            self.push(now, Output::Note(Msg::GameIsOver));
            return;
        }
        self.ruled_illegal[by] += 1;
        let count = self.ruled_illegal[by];
        self.push(now, Output::Note(Msg::IllegalRuled { by, count }));
        match self.settings.edition.illegal_move_penalty(count) {
            Some(Penalty::OpponentTime { minutes }) => {
                self.adjust_clock(now, !by, i64::from(minutes) * 60_000, ClockReason::IllegalMove);
            }
            Some(Penalty::Loss { draw_if_no_mate }) => {
                if draw_if_no_mate && self.game.position().has_insufficient_material(!by) {
                    self.end(now, KnownOutcome::Draw, EndReason::IllegalMovesNoMate { by });
                } else {
                    self.end(now, KnownOutcome::Decisive { winner: !by }, EndReason::IllegalMoves);
                }
            }
            None => {}
        }
    }

    /// `touch <square>`: the assistant reports the sighted player's touched piece to
    /// the arbiter (E2.9e). Too late once the blind player has touched a piece himself
    /// (4.7 (2009), R-15).
    pub(super) fn report_touch(&mut self, now: Timestamp, square: shakmaty::Square) {
        if !self.settings.duty(Duty::Claim) {
            self.push(now, Output::Note(Msg::DutyOff(Duty::Claim)));
            return;
        }
        let blind = self.settings.blind;
        if self.game.turn() == blind && self.tactile.log.lifts.iter().any(|l| !l.adjust) {
            self.push(now, Output::Note(Msg::TouchReportTooLate));
            return;
        }
        // The piece stood there before the sighted player's move, if he has moved.
        let before = self.game.moves().iter().rev().find(|m| m.by != blind).map(|m| m.m);
        let moved = before.filter(|m| self.game.turn() == blind && (m.to() == square || m.from() == Some(square)));
        let piece = match moved {
            Some(m) => Some(m.role().of(!blind)),
            None => self.game.position().board().piece_at(square),
        };
        self.push(now, Output::Note(Msg::TouchReported { by: !blind, piece, square }));
    }

    /// `seal <SAN>`: the player on move seals his move and the game is adjourned; the
    /// clock stops and the move stays secret (E2.9f).
    pub(super) fn seal(&mut self, now: Timestamp, san: &San) {
        if !self.settings.duty(Duty::Adjourn) {
            self.push(now, Output::Note(Msg::DutyOff(Duty::Adjourn)));
            return;
        }
        if self.refuse_move_command(now) {
            return;
        }
        match san.to_move(self.game.position()) {
            Ok(m) => {
                self.adjourned = Some(m);
                if let Some(clock) = &mut self.clock {
                    clock.stop(now);
                }
                self.say(now, Msg::Adjourned);
            }
            Err(_) => self.push(now, Output::Note(Msg::AssistMoveRejected)),
        }
    }

    /// `resume`: the sealed move is made and the opponent's clock starts.
    pub(super) fn resume(&mut self, now: Timestamp) {
        let Some(m): Option<Move> = self.adjourned.take() else {
            self.push(now, Output::Note(Msg::NotAdjourned));
            return;
        };
        self.say(now, Msg::Resumed);
        if let Some(clock) = &mut self.clock {
            clock.resume(now);
        }
        self.make(now, Device::Assist, m);
    }
}

fn claim_reason(claim: DrawClaim) -> EndReason {
    match claim {
        DrawClaim::Threefold => EndReason::Threefold,
        DrawClaim::FiftyMoves => EndReason::FiftyMoves,
    }
}

fn signed(ms: u64) -> i64 {
    i64::try_from(ms).unwrap_or(i64::MAX)
}
