//! The clock in the game: presses, flags, the time reading and the arbiter's edits.
//!
//! [`crate::core::clock`] only keeps time. The keeper owns the game's [`Clock`] (when
//! there is a time control), the flags already acted on and the low-time warning, and
//! decides when the clock is pressed (the blind player's clock only once his move is
//! made, E2.3, R-21; the sighted player's by his own key or with his move), what a
//! fallen flag means, and what is said about time: only on request
//! or as a low-time warning the tournament has switched on.
//!
//! A fallen flag can end the game; the keeper then returns the [`Ending`] and the
//! companion carries it out, so the rest of the game hears of it in order.
//!
//! With an electronic clock connected (issue 16), the clock follows its readings
//! instead of keeping its own time (the `follow` submodule): the same flags, warning
//! and stamps, from what the players' clock shows.

use std::time::Duration;

use shakmaty::{ByColor, Color, KnownOutcome};

use crate::core::{
    clock::{Clock, ClockSnapshot, FlagFall, PressError},
    duty::Duty,
    game::{Ending, Game},
    input::{ClockCmd, ClockReason},
    msg::{EndReason, Msg, PressNote, TimeLeft},
    outbox::Outbox,
    output::Output,
    settings::{Edition, FlagRule, Settings, SightedClock},
    time::Timestamp,
};

/// The game's clock and what has been done about it.
#[derive(Clone, Debug)]
pub struct ClockKeeper {
    /// The game's clock, when there is a time control.
    clock: Option<Clock>,
    /// Flags already acted on: written for the arbiter, and decided or left for a claim.
    flag_seen: ByColor<bool>,
    /// The low-time warning was given and the time has not risen above it since.
    low_warned: bool,
    /// The electronic clock followed, when one has been read (issue 16).
    external: follow::External,
    /// The game's edition: the articles its notes cite (issue 28).
    edition: Edition,
    /// The time the rules gave or took since the start (7.4b, 9.5, 10.2), kept so that
    /// a take-back to stored times does not drop it (issue 29).
    given: Vec<Given>,
    /// A quickplay claim the arbiter has not decided (10.2; III.5): while it waits, a
    /// fallen flag is his to rule on, not the clock's (issue 29).
    quickplay: Option<QuickplayClaim>,
}

/// A quickplay-finish claim waiting for the arbiter (2009 10.2; 2023 III.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QuickplayClaim {
    /// Who claimed.
    pub by: Color,
    /// The arbiter postponed his decision; play goes on (10.2b; III.5.2).
    pub postponed: bool,
    /// The flag that fell since, if one did: the arbiter declares the result now.
    pub flag: Option<Color>,
}

/// Time the rules gave or took (7.4b/7.5.5, 9.5/9.5.3, 10.2/III.5): a penalty or grant
/// that stands whatever position the game is taken back to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Given {
    /// Whose clock.
    pub color: Color,
    /// Added (positive) or taken off (negative), in milliseconds.
    pub delta_ms: i64,
    /// The article it was given under.
    pub reason: ClockReason,
    /// The first half-move whose stored clocks include it; `None` while no
    /// move has been stamped since it was given.
    stamped_in: Option<usize>,
}

impl ClockReason {
    /// Whether the rules give this time whatever happens to the position: a penalty or
    /// the quickplay grant (7.4b, 9.5, 10.2), not a correction of the clocks by
    /// judgement or after a reconstruction (6.13, E2.8).
    pub const fn stands(self) -> bool {
        matches!(self, ClockReason::IllegalMove | ClockReason::IncorrectClaim | ClockReason::Quickplay)
    }
}

impl ClockKeeper {
    /// The clock of a game with a time control, started for `to_move` at the session's
    /// start (6.5); no clock without one.
    pub fn new(settings: &Settings, to_move: Color) -> ClockKeeper {
        let clock = settings.time_control.as_ref().map(|tc| {
            let mut clock = Clock::new(tc, Timestamp(0));
            clock.start(to_move, Timestamp(0));
            clock
        });
        ClockKeeper {
            clock,
            flag_seen: ByColor::default(),
            low_warned: false,
            external: follow::External::default(),
            edition: settings.edition,
            given: Vec::new(),
            quickplay: None,
        }
    }

    /// The clock, when the game has a time control.
    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    /// The side whose clock runs.
    pub fn running_side(&self) -> Option<Color> {
        self.clock.as_ref().and_then(Clock::to_move)
    }

    /// Both clocks at `now`; `None` without a time control.
    pub fn snapshot(&self, now: Timestamp) -> Option<ClockSnapshot> {
        self.clock.as_ref().map(|c| c.snapshot(now))
    }

    /// Stops the clock (the game ended, a claim, the arbiter, an adjournment). An
    /// electronic clock followed is stopped by hand, not by taktil.
    pub fn stop(&mut self, now: Timestamp) {
        if self.following() {
            return;
        }
        if let Some(clock) = &mut self.clock {
            clock.stop(now);
        }
    }

    /// Starts the stopped clock again for the side that was on move.
    pub fn resume(&mut self, now: Timestamp) {
        if self.following() {
            return;
        }
        if let Some(clock) = &mut self.clock {
            clock.resume(now);
        }
    }

    /// Stamps the game's last move with both clocks: the time given before it is
    /// in its stored clocks from now on.
    fn stamp(&mut self, game: &mut Game, snapshot: ClockSnapshot) {
        game.stamp(snapshot);
        let ply = game.moves().len();
        for given in self.given.iter_mut().filter(|g| g.stamped_in.is_none()) {
            given.stamped_in = Some(ply);
        }
    }

    /// The time given that the clocks stored at half-move `ply` do not include, for a
    /// take-back to them (issue 29): a penalty stands whatever position the game goes
    /// back to (7.4b, 9.5). From now on it counts as given after `ply`.
    pub fn given_after(&mut self, ply: usize) -> Vec<Given> {
        let mut after = Vec::new();
        for given in self.given.iter_mut().filter(|g| g.stamped_in.is_none_or(|p| p > ply)) {
            given.stamped_in = None;
            after.push(*given);
        }
        after
    }

    /// Sets the clock back to `times` for the game as it now stands, after a take-back
    /// (E2.8, 7.4a, 7.5; 6.13): each side's completed moves are its moves kept, and
    /// the side to move's time is next. The clock stays stopped until the arbiter
    /// restarts it (6.12c). The clocks after it; `None` without a time control.
    pub fn set_back(
        &mut self,
        now: Timestamp,
        times: ByColor<Duration>,
        game: &Game,
        settings: &Settings,
    ) -> Option<ClockSnapshot> {
        let clock = self.clock.as_mut()?;
        let mut moves = ByColor::<u32>::default();
        for made in game.moves() {
            moves[made.by] += 1;
        }
        clock.set_back(times, moves, game.turn(), now);
        self.flag_seen = ByColor::new_with(|color| clock.flag(color, now));
        let blind = settings.blind;
        self.low_warned =
            settings.low_time_ms.is_some_and(|low| clock.remaining(blind, now) <= Duration::from_millis(low));
        Some(clock.snapshot(now))
    }

    /// The next instant the clock needs a look: a flag about to fall, or the low-time
    /// warning.
    #[inline]
    pub fn deadline(&self, game: &Game, settings: &Settings) -> Option<Timestamp> {
        let clock = self.clock.as_ref()?;
        if game.end().is_some() {
            return None;
        }
        if self.following() {
            return self.external.deadline();
        }
        let to_move = clock.to_move()?;
        let flag = clock.deadline().filter(|_| !self.flag_seen[to_move]);
        let low = low_time(settings).and_then(|left| clock.when_left(settings.blind, left));
        let low = low.filter(|_| !self.low_warned);
        flag.into_iter().chain(low).min()
    }

    /// Acts on what the clock shows at `now`: a fallen flag at the instant it fell, and
    /// the low-time warning.
    #[inline]
    pub fn check(&mut self, now: Timestamp, game: &Game, settings: &Settings, out: &mut Outbox) -> Option<Ending> {
        let clock = self.clock.as_ref()?;
        if game.end().is_some() {
            return None;
        }
        if self.following() {
            return self.check_reading(now, game, settings, out);
        }
        let to_move = clock.to_move()?;
        if !self.flag_seen[to_move]
            && let Some(fall) = clock.flag_fall(to_move, now)
        {
            return self.flag_fell(to_move, fall, game, settings, out);
        }
        let blind = settings.blind;
        if let (Some(left), false) = (low_time(settings), self.low_warned)
            && let Some(at) = clock.when_left(blind, left)
            && at <= now
        {
            self.low_warned = true;
            let left = clock.remaining(blind, at);
            out.push(at, Output::LowTime { color: blind });
            out.say(at, Msg::LowTime { left });
        }
        None
    }

    /// A flag fell (6.8): written for the arbiter always; decided at once when taktil
    /// stands for the arbiter who sees it, or when the assistant's duty is to claim it.
    fn flag_fell(
        &mut self,
        color: Color,
        fall: FlagFall,
        game: &Game,
        settings: &Settings,
        out: &mut Outbox,
    ) -> Option<Ending> {
        let at = fall.at;
        self.flag_seen[color] = true;
        let needed = self.clock.as_ref().and_then(|c| c.time_control().control_move(fall.stage));
        out.note(at, Msg::FlagFell { color, moves: fall.completed_moves, needed });
        if let Some(claim) = &mut self.quickplay {
            // 10.2b (2023 III.5.2): with the decision postponed, "the arbiter shall
            // declare the final result ... as soon as possible after the flag of either
            // player has fallen": the clocks stop and he decides.
            claim.flag.get_or_insert(color);
            self.stop(at);
            out.say(at, Msg::FlagAwaitsArbiter { color, edition: settings.edition });
            return None;
        }
        if self.flag_seen[!color] && !settings.both_flags_rule() {
            // 2023 without Guidelines III (III.2.1): no rule for both flags. The one that
            // fell first is known; a claim decides it (6.8, 6.9), or the arbiter.
            out.note(at, Msg::BothFlagsNoGuidelines { first: !color });
            return None;
        }
        if self.flag_seen[!color] {
            // Both flags (6.11 (2009), 6.12 and 10.3 (2001), 2023 Guidelines III.3.1,
            // a draw in the last period; before it play goes on and the arbiter
            // sets the clocks.
            if needed.is_some() {
                out.note(at, Msg::BothFlagsPlayOn);
                return None;
            }
            out.push(at, Output::Flag { color });
            return Some(Ending { at, outcome: KnownOutcome::Draw, reason: EndReason::BothFlags });
        }
        let claimed = match settings.flag {
            FlagRule::Auto => true,
            // E2.9e: the assistant claims the win on time for the blind player.
            FlagRule::Claim => color != settings.blind && settings.duty(Duty::Claim),
        };
        claimed.then(|| rule_on_time(at, color, game, out))
    }

    /// The quickplay claim waiting for the arbiter, if any.
    pub fn quickplay(&self) -> Option<QuickplayClaim> {
        self.quickplay
    }

    /// A quickplay claim made, postponed (`Some` with `postponed`), or decided (`None`).
    pub fn set_quickplay(&mut self, claim: Option<QuickplayClaim>) {
        self.quickplay = claim;
    }

    /// The first fallen flag at `now` not yet decided, of `against` only when given (a
    /// player claims his opponent's flag).
    pub fn fallen_flag(&self, now: Timestamp, against: Option<Color>) -> Option<Color> {
        let clock = self.clock.as_ref()?;
        [Color::White, Color::Black]
            .into_iter()
            .filter(|c| against.is_none_or(|a| a == *c))
            .filter_map(|c| clock.flag_fall(c, now).map(|f| (f.at, c)))
            .min_by_key(|(at, _)| *at)
            .map(|(_, c)| c)
    }

    /// Presses `by`'s clock: both clocks after the press (`None` without a time
    /// control), and the move just completed stamped with them.
    ///
    /// # Errors
    ///
    /// The clock's [`PressError`] when the press changed nothing.
    pub fn press(
        &mut self,
        now: Timestamp,
        by: Color,
        game: &mut Game,
        settings: &Settings,
    ) -> Result<Option<ClockSnapshot>, PressError> {
        let Some(clock) = &mut self.clock else { return Ok(None) };
        clock.press(by, now)?;
        let snapshot = clock.snapshot(now);
        let blind = settings.blind;
        if settings.low_time_ms.is_some_and(|low| clock.remaining(blind, now) > Duration::from_millis(low)) {
            self.low_warned = false;
        }
        if game.moves().last().is_some_and(|m| m.by == by) {
            self.stamp(game, snapshot);
        }
        Ok(Some(snapshot))
    }

    /// A person pressed `by`'s clock button: the clock output, or a note of why the
    /// press did nothing. Never blocked.
    pub fn button(&mut self, now: Timestamp, by: Color, game: &mut Game, settings: &Settings, out: &mut Outbox) {
        if self.following() {
            // The electronic clock's own button is the press; taktil's is not taken.
            return out.note(now, Msg::ExternalClockKeeps);
        }
        match self.press(now, by, game, settings) {
            Ok(times) => out.push(now, Output::Clock { start: !by, times }),
            Err(e) => {
                let note = match e {
                    PressError::Stopped => PressNote::Stopped,
                    PressError::NotStarted | PressError::NotOnMove(_) => PressNote::NotRunning,
                };
                out.note(now, Msg::Press { by, note });
            }
        }
    }

    /// `by` made a move (`ends`: it ended the game): the clock stops, or taktil presses
    /// it when that is its duty; the move is stamped with both clocks either way
    /// . `claimed`: the mover's claim had stopped the clock (9.5). `Some` with
    /// both times (`None` without a time control) when taktil pressed.
    pub fn move_made(
        &mut self,
        now: Timestamp,
        by: Color,
        ends: bool,
        claimed: bool,
        game: &mut Game,
        settings: &Settings,
    ) -> Option<Option<ClockSnapshot>> {
        if self.following() {
            self.moved_on_reading(now, by, ends, game, settings);
            return None;
        }
        let mut pressed = None;
        if ends {
            // a move that ends the game needs no press; 6.2.1.1 (2023): one that
            // ends it under 9.6.1 or 9.6.2 counts as completed without one, like a mate.
            self.stop(now);
        } else if presses_for(by, settings) {
            if claimed {
                self.resume(now);
            }
            // E2.3: only now, with the move made, does the opponent's clock start.
            pressed = self.press(now, by, game, settings).ok();
        }
        if pressed.is_none()
            && let Some(snapshot) = self.snapshot(now)
        {
            self.stamp(game, snapshot);
        }
        pressed
    }

    /// The `time` key: both clocks, only on request (R-51, E2.9d).
    pub fn tell_time(&self, now: Timestamp, out: &mut Outbox) {
        let Some(clock) = &self.clock else {
            out.say(now, Msg::NoClock);
            return;
        };
        let left = |c: Color| if clock.flag(c, now) { TimeLeft::Flag } else { TimeLeft::Left(clock.remaining(c, now)) };
        out.say(now, Msg::Clocks { white: left(Color::White), black: left(Color::Black) });
    }

    /// A clock command of the assistant or the arbiter other than a press: stop (6.12b),
    /// restart (6.12c), add or take away time, set a time (6.13, 8.6, R-85).
    pub fn command(&mut self, now: Timestamp, cmd: ClockCmd, out: &mut Outbox) {
        if self.following() {
            // 6.12, 6.13: the arbiter stops, restarts and sets the clock itself; the
            // readings then show it (a time set by hand is written down).
            if let ClockCmd::Adjust { color, delta_ms, reason } = cmd {
                out.note(now, Msg::ClockAdjusted { color, delta_ms, reason, edition: self.edition });
            }
            return out.note(now, Msg::ExternalClockKeeps);
        }
        let Some(clock) = &mut self.clock else {
            out.note(now, Msg::NoClock);
            return;
        };
        match cmd {
            ClockCmd::Press(_) => {}
            ClockCmd::Stop => clock.stop(now),
            ClockCmd::Start => {
                let was_running = clock.is_running();
                clock.resume(now);
                if !was_running && clock.is_running() {
                    out.say(now, Msg::ClockRestarted);
                }
            }
            ClockCmd::Adjust { color, delta_ms, reason } => self.adjust(now, color, delta_ms, reason, out),
            ClockCmd::Set { color, left, moves, reason } => {
                let completed = moves.unwrap_or_else(|| clock.completed_moves(color));
                clock.set(color, left, completed, now);
                self.flag_seen[color] = clock.flag(color, now);
                out.note(now, Msg::ClockSet { color, left, moves, reason, edition: self.edition });
            }
        }
    }

    /// Adds or takes away time, with the reason written for the arbiter. Without
    /// a clock (no time control) nothing is added: the note tells the arbiter what the
    /// rules give, for the clock beside the board if the game has one (issue 29, point
    /// 11); the illegal move still counts (7.4b; 2023 7.5.5).
    pub fn adjust(&mut self, now: Timestamp, color: Color, delta_ms: i64, reason: ClockReason, out: &mut Outbox) {
        if self.following() {
            out.note(now, Msg::ClockAdjusted { color, delta_ms, reason, edition: self.edition });
            return out.note(now, Msg::ExternalClockKeeps);
        }
        let Some(clock) = &mut self.clock else {
            return out.note(now, Msg::TimeNotKept { color, delta_ms, reason, edition: self.edition });
        };
        clock.adjust(color, delta_ms, now);
        self.flag_seen[color] = clock.flag(color, now);
        if reason.stands() {
            self.given.push(Given { color, delta_ms, reason, stamped_in: None });
        }
        out.note(now, Msg::ClockAdjusted { color, delta_ms, reason, edition: self.edition });
    }

    /// `by`'s draw claim was incorrect (9.5b): the opponent gets three minutes; under
    /// 2001 the claimant loses time too. Play goes on.
    pub fn incorrect_claim(&mut self, now: Timestamp, by: Color, settings: &Settings, out: &mut Outbox) {
        let left = self.clock.as_ref().map_or(0, |c| c.remaining(by, now).as_millis());
        let penalty = settings.edition.claim_penalty(u64::try_from(left).unwrap_or(u64::MAX));
        out.say(now, Msg::ClaimIncorrect { by });
        self.adjust(now, !by, signed(penalty.opponent_ms), ClockReason::IncorrectClaim, out);
        if penalty.claimant_ms > 0 {
            self.adjust(now, by, -signed(penalty.claimant_ms), ClockReason::IncorrectClaim, out);
        }
    }
}

/// Whether taktil presses the clock for the side that made a move.
pub fn presses_for(by: Color, settings: &Settings) -> bool {
    if by == settings.blind { settings.duty(Duty::Clock) } else { settings.sighted_clock == SightedClock::Auto }
}

/// The flag of `color` counts: a loss, or a draw if the opponent cannot mate by any
/// possible series of legal moves (6.9, R-72): material, then a search over legal
/// play (`Game::cannot_mate`; a locked pawn wall counts, not only a lone king).
pub fn rule_on_time(at: Timestamp, color: Color, game: &Game, out: &mut Outbox) -> Ending {
    out.push(at, Output::Flag { color });
    if game.cannot_mate(!color) {
        Ending { at, outcome: KnownOutcome::Draw, reason: EndReason::TimeNoMate { flag: color } }
    } else {
        Ending { at, outcome: KnownOutcome::Decisive { winner: !color }, reason: EndReason::Time }
    }
}

fn low_time(settings: &Settings) -> Option<Duration> {
    settings.low_time_ms.map(Duration::from_millis)
}

fn signed(ms: u64) -> i64 {
    i64::try_from(ms).unwrap_or(i64::MAX)
}

mod follow;
#[cfg(test)]
mod tests;
