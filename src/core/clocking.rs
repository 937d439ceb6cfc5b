//! The clock in the game: presses, flags, the time reading and the arbiter's edits.
//!
//! [`crate::core::clock`] only keeps time. This part of the companion decides when the
//! clock is pressed (the blind player's clock only once his move is made, E2.3, R-21;
//! the sighted player's by his own key or with his move), what a fallen flag means
//! and what is said about time: only on request, or as a
//! low-time warning the tournament has switched on.

use std::time::Duration;

use shakmaty::{Color, KnownOutcome, Position};

use crate::core::{
    Companion,
    clock::{Clock, ClockSnapshot, PressError},
    duty::Duty,
    input::{ClockCmd, ClockReason, Device},
    msg::{EndReason, Msg, PressNote, TimeLeft},
    output::Output,
    settings::{FlagRule, SightedClock},
    time::Timestamp,
};

impl Companion {
    /// The clock of a game with a time control, started for the side to move at the
    /// session's start (6.5).
    pub(super) fn new_clock(&self) -> Option<Clock> {
        let tc = self.settings.time_control.as_ref()?;
        let mut clock = Clock::new(tc, Timestamp(0));
        clock.start(self.game.turn(), Timestamp(0));
        Some(clock)
    }

    /// The next instant the clock needs a look: a flag about to fall, or the low-time
    /// warning.
    pub(super) fn clock_deadline(&self) -> Option<Timestamp> {
        let clock = self.clock.as_ref()?;
        if self.game.end().is_some() {
            return None;
        }
        let to_move = clock.to_move()?;
        let flag = clock.deadline().filter(|_| !self.flag_seen[to_move]);
        let low = self.low_time().and_then(|left| clock.when_left(self.settings.blind, left));
        let low = low.filter(|_| !self.low_warned);
        flag.into_iter().chain(low).min()
    }

    fn low_time(&self) -> Option<Duration> {
        self.settings.low_time_ms.map(Duration::from_millis)
    }

    /// Acts on what the clock shows at `now`: a fallen flag at the instant it fell, and
    /// the low-time warning.
    pub(super) fn check_clock(&mut self, now: Timestamp) {
        let Some(clock) = &self.clock else { return };
        if self.game.end().is_some() {
            return;
        }
        let Some(to_move) = clock.to_move() else { return };
        if !self.flag_seen[to_move]
            && let Some(fall) = clock.flag_fall(to_move, now)
        {
            self.flag_fell(fall.at, to_move, fall.completed_moves, fall.stage);
            return;
        }
        let blind = self.settings.blind;
        if let (Some(left), false) = (self.low_time(), self.low_warned)
            && let Some(at) = self.clock.as_ref().and_then(|c| c.when_left(blind, left))
            && at <= now
        {
            self.low_warned = true;
            let left = self.clock.as_ref().map_or(left, |c| c.remaining(blind, at));
            self.push(at, Output::LowTime { color: blind });
            self.say(at, Msg::LowTime { left });
        }
    }

    /// A flag fell (6.8): written for the arbiter always; decided at once when taktil
    /// stands for the arbiter who sees it, or when the assistant's duty is to claim it.
    fn flag_fell(&mut self, at: Timestamp, color: Color, moves: u32, stage: usize) {
        self.flag_seen[color] = true;
        let needed = self.clock.as_ref().and_then(|c| c.time_control().control_move(stage));
        self.push(at, Output::Note(Msg::FlagFell { color, moves, needed }));
        if self.flag_seen[!color] {
            // Both flags (6.11 (2009), 6.12 and 10.3 (2001), R-73): a draw in the last
            // period; before it play goes on and the arbiter sets the clocks.
            if needed.is_none() {
                self.push(at, Output::Flag { color });
                self.end(at, KnownOutcome::Draw, EndReason::BothFlags);
            } else {
                self.push(at, Output::Note(Msg::BothFlagsPlayOn));
            }
            return;
        }
        let claimed = match self.settings.flag {
            FlagRule::Auto => true,
            // E2.9e: the assistant claims the win on time for the blind player.
            FlagRule::Claim => color != self.settings.blind && self.settings.duty(Duty::Claim),
        };
        if claimed {
            self.rule_on_time(at, color);
        }
    }

    /// The flag of `color` counts: a loss, or a draw if the opponent cannot mate by any
    /// legal sequence (6.9, R-72). Judged by material, as the dead-position end is.
    pub(super) fn rule_on_time(&mut self, at: Timestamp, color: Color) {
        self.push(at, Output::Flag { color });
        if self.game.position().has_insufficient_material(!color) {
            self.end(at, KnownOutcome::Draw, EndReason::TimeNoMate { flag: color });
        } else {
            self.end(at, KnownOutcome::Decisive { winner: !color }, EndReason::Time);
        }
    }

    /// A claim that a flag has fallen (6.8): the first fallen flag not yet decided,
    /// of `against` only when given (a player claims his opponent's flag). `false`
    /// if there is none.
    pub(super) fn claim_time(&mut self, now: Timestamp, against: Option<Color>) -> bool {
        self.check_clock(now);
        if self.game.end().is_some() {
            return true;
        }
        let Some(clock) = &self.clock else { return false };
        let fallen = [Color::White, Color::Black]
            .into_iter()
            .filter(|c| against.is_none_or(|a| a == *c))
            .filter_map(|c| clock.flag_fall(c, now).map(|f| (f.at, c)))
            .min_by_key(|(at, _)| *at);
        match fallen {
            Some((_, color)) => {
                self.rule_on_time(now, color);
                true
            }
            None => false,
        }
    }

    /// Presses `by`'s clock: both clocks after the press (`None` without a time
    /// control), and the move just completed stamped with them.
    pub(super) fn press_clock(&mut self, now: Timestamp, by: Color) -> Result<Option<ClockSnapshot>, PressError> {
        let Some(clock) = &mut self.clock else { return Ok(None) };
        clock.press(by, now)?;
        let snapshot = clock.snapshot(now);
        let blind = self.settings.blind;
        if self.settings.low_time_ms.is_some_and(|low| clock.remaining(blind, now) > Duration::from_millis(low)) {
            self.low_warned = false;
        }
        if self.game.moves().last().is_some_and(|m| m.by == by) {
            self.game.stamp(snapshot);
        }
        Ok(Some(snapshot))
    }

    /// A person presses `by`'s clock button: never blocked, only noted when out of turn
    ///
    pub(super) fn press(&mut self, now: Timestamp, by: Color) {
        if self.game.end().is_some() {
            return;
        }
        // a press for a side whose move taktil can see is not made yet is an
        // irregularity; the press still counts.
        let sees_move = by == self.settings.blind || self.sighted_electronic;
        if sees_move && self.game.turn() == by {
            self.push(now, Output::Note(Msg::Press { by, note: PressNote::BeforeMove }));
        }
        self.check_clock(now);
        match self.press_clock(now, by) {
            Ok(times) => self.push(now, Output::Clock { start: !by, times }),
            Err(e) => {
                let note = match e {
                    PressError::Stopped => PressNote::Stopped,
                    PressError::NotStarted | PressError::NotOnMove(_) => PressNote::NotRunning,
                };
                self.push(now, Output::Note(Msg::Press { by, note }));
            }
        }
    }

    /// Whether taktil presses the clock for the side that made a move.
    pub(super) fn presses_for(&self, by: Color) -> bool {
        if by == self.settings.blind {
            self.settings.duty(Duty::Clock)
        } else {
            self.settings.sighted_clock == SightedClock::Auto
        }
    }

    /// The `clock` key: from the sighted board it is the sighted player's button; from
    /// the blind player's keys his own; from the assistant the button of the side whose
    /// clock runs.
    pub(super) fn clock_key(&mut self, now: Timestamp, device: Device) {
        let blind = self.settings.blind;
        let by = match device {
            Device::Sighted => !blind,
            Device::Tactile | Device::Pad => blind,
            Device::Assist => self.clock.as_ref().and_then(Clock::to_move).unwrap_or(!self.game.turn()),
        };
        self.press(now, by);
    }

    /// The `time` key: both clocks, only on request (R-51, E2.9d).
    pub(super) fn tell_time(&mut self, now: Timestamp) {
        if !self.settings.duty(Duty::Inform) {
            self.say(now, Msg::DutyOff(Duty::Inform));
            return;
        }
        self.check_clock(now);
        let Some(clock) = &self.clock else {
            self.say(now, Msg::NoClock);
            return;
        };
        let left = |c: Color| if clock.flag(c, now) { TimeLeft::Flag } else { TimeLeft::Left(clock.remaining(c, now)) };
        let msg = Msg::Clocks { white: left(Color::White), black: left(Color::Black) };
        self.say(now, msg);
    }

    /// The `arbiter` key: the clocks stop and the arbiter is called (6.12b).
    pub(super) fn call_arbiter(&mut self, now: Timestamp) {
        self.check_clock(now);
        if let Some(clock) = &mut self.clock {
            clock.stop(now);
        }
        self.say(now, Msg::ArbiterCalled);
    }

    /// A clock command of the assistant or the arbiter.
    pub(super) fn clock_cmd(&mut self, now: Timestamp, cmd: ClockCmd) {
        if let ClockCmd::Press(by) = cmd {
            self.press(now, by);
            return;
        }
        self.check_clock(now);
        let Some(clock) = &mut self.clock else {
            self.push(now, Output::Note(Msg::NoClock));
            return;
        };
        match cmd {
            ClockCmd::Press(_) => {}
            ClockCmd::Stop => clock.stop(now),
            ClockCmd::Start => {
                let was_running = clock.is_running();
                clock.resume(now);
                if !was_running && clock.is_running() {
                    self.say(now, Msg::ClockRestarted);
                }
            }
            ClockCmd::Adjust { color, delta_ms, reason } => self.adjust_clock(now, color, delta_ms, reason),
            ClockCmd::Set { color, left, moves, reason } => {
                let completed = moves.unwrap_or_else(|| clock.completed_moves(color));
                clock.set(color, left, completed, now);
                self.flag_seen[color] = clock.flag(color, now);
                self.push(now, Output::Note(Msg::ClockSet { color, left, moves, reason }));
            }
        }
    }

    /// Adds or takes away time, with the reason written for the arbiter. Without
    /// a clock the note still tells the arbiter what the rules give.
    pub(super) fn adjust_clock(&mut self, now: Timestamp, color: Color, delta_ms: i64, reason: ClockReason) {
        if let Some(clock) = &mut self.clock {
            clock.adjust(color, delta_ms, now);
            self.flag_seen[color] = clock.flag(color, now);
        }
        self.push(now, Output::Note(Msg::ClockAdjusted { color, delta_ms, reason }));
    }
}
