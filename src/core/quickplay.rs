//! The quickplay-finish claim (2009 10.2; 2023 Guidelines III.5, only where announced):
//! `claim quickplay` and the arbiter's `postpone` and `reject`.
//!
//! The player on move with under two minutes left, in the period in which all
//! remaining moves must be made, claims a draw: the clocks stop and the arbiter
//! decides. He declares the draw (`arbiter draw 10.2`, `III.5` under 2023), postpones
//! his decision (play goes on; the opponent may get two minutes with `clock adjust …
//! quickplay`), or rejects the claim (two minutes for the opponent, play goes on).
//! While a postponed decision waits, a fallen flag does not end the game: "the arbiter
//! shall declare the final result ... as soon as possible after the flag of either
//! player has fallen" (III.5.2; 2009 10.2b: "when a flag has fallen"), so taktil
//! stops the clocks and asks him; his `reject` then lets the flag decide (6.9).
//! Under 2009 and 2001 the claim is also a draw offer (9.1b(3); 9.1c), under 2023 it
//! is not (9.1.2.3).

use std::time::Duration;

use super::Companion;
use crate::core::{
    clock_keeper::{QuickplayClaim, rule_on_time},
    input::{ClockReason, QuickplayDecision},
    msg::{Msg, QuickplayBar},
    settings::{Edition, QuickplayGuidelines},
    time::Timestamp,
    timecontrol::Mode,
};

/// Under this the player on move may claim (10.2; III.5).
const CLAIM_UNDER: Duration = Duration::from_secs(120);

/// What the opponent gets when the claim is rejected (10.2c; III.5.3).
const REJECTED_MS: i64 = 120_000;

impl Companion {
    /// `claim quickplay`: the side to move claims a draw under 10.2 (2023 III.5).
    pub(super) fn claim_quickplay(&mut self, now: Timestamp) {
        self.check_clock(now);
        if self.refuse_move_command(now) {
            return;
        }
        let (by, edition) = (self.game.turn(), self.settings.edition);
        if let Some(bar) = self.quickplay_bar(now) {
            return self.out.note(now, Msg::QuickplayRefused { by, bar, edition });
        }
        // 10.2: "He shall stop the clocks and summon the arbiter" (III.5: he may pause
        // the clock); taktil stops its own.
        self.keeper.stop(now);
        self.keeper.set_quickplay(Some(QuickplayClaim { by, postponed: false, flag: None }));
        self.out.say(now, Msg::QuickplayClaimed { by, edition });
        if edition.quickplay_claim_offers() {
            // 9.1b(3) (2001 9.1c): the claim is also a draw offer; the opponent hears
            // it with the arbiter's decision.
            self.draws.claim_offers(now, by, self.settings.blind, false, &mut self.out);
        }
    }

    /// Why the side to move cannot claim now, if he cannot.
    fn quickplay_bar(&self, now: Timestamp) -> Option<QuickplayBar> {
        let by = self.game.turn();
        let Some(clock) = self.keeper.clock() else { return Some(QuickplayBar::NoClock) };
        let tc = clock.time_control();
        let bar = if self.keeper.quickplay().is_some() {
            QuickplayBar::Pending
        } else if self.settings.edition == Edition::Fide2023 && self.settings.guidelines != QuickplayGuidelines::Yes {
            // III.2.1: only where announced beforehand.
            QuickplayBar::NotAnnounced
        } else if self.settings.edition == Edition::Fide2023 && tc.mode != Mode::None {
            // III.2.2: only in games without increment.
            QuickplayBar::Increment
        } else if tc.control_move(clock.stage(by)).is_some() {
            // 10.1, III.1: a quickplay finish is the period in which all remaining
            // moves must be made.
            QuickplayBar::NotLastPeriod
        } else if clock.remaining(by, now) >= CLAIM_UNDER {
            QuickplayBar::TimeLeft
        } else {
            return None;
        };
        Some(bar)
    }

    /// `arbiter postpone` or `arbiter reject` on the quickplay claim waiting.
    pub(super) fn decide_quickplay(&mut self, now: Timestamp, decision: QuickplayDecision) {
        let edition = self.settings.edition;
        if self.refuse_move_command(now) {
            return;
        }
        let Some(claim) = self.keeper.quickplay() else {
            return self.out.note(now, Msg::NoQuickplayClaim { edition });
        };
        match (decision, claim.flag) {
            // The flag has fallen: the result is to be declared now, not later.
            (QuickplayDecision::Postpone, Some(color)) => self.out.say(now, Msg::FlagAwaitsArbiter { color, edition }),
            (QuickplayDecision::Postpone, None) => {
                self.keeper.set_quickplay(Some(QuickplayClaim { postponed: true, ..claim }));
                self.keeper.resume(now);
                self.out.say(now, Msg::QuickplayPostponed { edition });
                self.draws.tell_claim_offer(now, self.settings.blind, &mut self.out);
            }
            // Not drawn: the fallen flag decides (6.9).
            (QuickplayDecision::Reject, Some(color)) => {
                self.keeper.set_quickplay(None);
                let ending = rule_on_time(now, color, &self.game, &mut self.out);
                self.end(ending);
            }
            (QuickplayDecision::Reject, None) => {
                self.keeper.set_quickplay(None);
                self.out.say(now, Msg::QuickplayRejected { by: claim.by, edition });
                self.keeper.adjust(now, !claim.by, REJECTED_MS, ClockReason::Quickplay, &mut self.out);
                self.keeper.resume(now);
                self.draws.tell_claim_offer(now, self.settings.blind, &mut self.out);
            }
        }
    }
}
