//! Following an electronic clock (issue 16): a DGT 3000 or DGT XL cabled to the
//! sighted player's DGT board, whose readings ([`ClockReading`]) the adapter sends.
//!
//! While readings come, the players' clock is the time (6.1): each reading sets the
//! keeper's [`Clock`] to what it shows ([`Clock::follow`]), so the `time` key, the
//! low-time warning, every move's `[%clk]` and the flag (6.8, 6.9) are the clock's.
//! taktil presses nothing: a press is seen as the running side changing. What does not
//! fit the moves is written for the arbiter, never said to a player (13.6): a press
//! without a move (R-21; before the blind player's move was made and announced, E2.3),
//! a move without a press after the grace time, and times that jump (a clock set by
//! hand, 6.13).
//!
//! When the adapter says no clock is connected after readings came (unplugged), the
//! blind player hears it once and taktil keeps the time on from the last reading; the
//! next reading is followed again. With no reading at all nothing changes.

use std::time::Duration;

use shakmaty::{ByColor, Color};

use super::ClockKeeper;
use crate::core::{
    clock::Clock,
    game::{Ending, Game},
    input::ClockReading,
    msg::Msg,
    outbox::Outbox,
    output::Output,
    settings::Settings,
    time::Timestamp,
    timecontrol::{Mode, Stage, TimeControl},
};

/// How far a reading may stray from the last one, beyond the time that passed, before
/// it counts as set by hand: the clock shows whole seconds and readings arrive late
/// by a little.
const JUMP_TOLERANCE_MS: u64 = 2_000;

/// What taktil knows of the electronic clock.
#[derive(Clone, Debug, Default)]
pub(super) struct External {
    /// The last reading, and when it came.
    last: Option<(ClockReading, Timestamp)>,
    /// Readings come: the adapter has not said "no clock" since the last one.
    connected: bool,
    /// The side last seen running (a stop in between is not a press).
    ran: Option<Color>,
    /// A move made while its mover's clock ran: the mover, and when a press still
    /// missing is written down.
    press_due: Option<(Color, Timestamp)>,
    /// The sides that moved and have not pressed since: both, when the opponent's reply
    /// came before the reading that shows the first press (the clock reports once a
    /// second).
    awaiting: ByColor<bool>,
    /// The sighted player pressed before his move was seen: when the press is written
    /// down unless his move comes first (his board's move may reach taktil a moment
    /// after his press).
    early: Option<(Color, Timestamp)>,
}

impl External {
    /// The next instant a missing press is due.
    pub(super) fn deadline(&self) -> Option<Timestamp> {
        let due = |d: Option<(Color, Timestamp)>| d.map(|(_, at)| at);
        [due(self.press_due), due(self.early)].into_iter().flatten().min()
    }

    /// `by` pressed the clock: with his move, or without one. E2.3: the blind
    /// player's opponent's clock starts only with his move made and announced, so a
    /// press for him before it is written at once. A move read from the sighted board
    /// (his, or with no tactile sensors the blind player's too) may reach taktil a
    /// moment after the press (the board's quiet time and the settle time), so such a
    /// press waits for the grace time.
    fn pressed_by(&mut self, now: Timestamp, by: Color, settings: &Settings, out: &mut Outbox) {
        if self.awaiting[by] {
            self.awaiting[by] = false;
        } else if by == settings.blind && settings.has_sensors() {
            press_without_move(now, by, settings, out);
        } else {
            self.early = Some((by, now.plus(settings.press_grace_ms)));
        }
    }
}

impl ClockKeeper {
    /// Whether the clock follows an electronic clock's readings now.
    pub fn following(&self) -> bool {
        self.external.connected
    }

    /// What the electronic clock shows at `now`, or `None`: no clock is connected.
    pub fn reading(
        &mut self,
        now: Timestamp,
        reading: Option<ClockReading>,
        game: &mut Game,
        settings: &Settings,
        out: &mut Outbox,
    ) {
        match reading {
            None => self.clock_gone(now, game, out),
            // A clock not yet set shows nothing but zeros: there is nothing to follow.
            Some(r) if r.white_ms == 0 && r.black_ms == 0 && !r.white_flag && !r.black_flag => {}
            Some(r) => self.follow(now, r, game, settings, out),
        }
    }

    /// The adapter says no clock is connected: said once after readings came, and
    /// taktil keeps the time on from the last reading.
    fn clock_gone(&mut self, now: Timestamp, game: &Game, out: &mut Outbox) {
        if !self.external.connected {
            return;
        }
        self.external.connected = false;
        self.external.press_due = None;
        self.external.awaiting = ByColor::default();
        self.external.early = None;
        let read_at = self.external.last.map_or(now, |(_, at)| at);
        if let Some(clock) = &mut self.clock {
            clock.unfollow(read_at);
            if game.end().is_some() {
                clock.stop(now);
            }
        }
        if game.end().is_none() {
            out.say(now, Msg::ExternalClockLost);
        }
    }

    /// A reading: checked against the moves and the last reading, then followed.
    fn follow(&mut self, now: Timestamp, r: ClockReading, game: &mut Game, settings: &Settings, out: &mut Outbox) {
        let clock = self.clock.get_or_insert_with(|| Clock::new(&control_from(r), now));
        let shown = ByColor { white: Duration::from_millis(r.white_ms), black: Duration::from_millis(r.black_ms) };
        let playing = game.end().is_none();
        let ran = match (self.external.connected, self.external.last) {
            (true, _) => self.external.ran,
            // Back after it was gone: taktil's own clock ran meanwhile.
            (false, Some(_)) => clock.to_move(),
            (false, None) => None,
        };
        let pressed = ran.filter(|ran| r.running == Some(!*ran));
        if playing {
            let before = match (self.external.connected, self.external.last) {
                (true, Some((last, at))) => Some(Before::Reading(last, at)),
                // Back after it was gone: against taktil's own time meanwhile.
                (false, Some(_)) => Some(Before::Own(ByColor::new_with(|c| clock.remaining(c, now)))),
                // The first reading: the clock is what it is set to.
                (_, None) => None,
            };
            if before.is_some_and(|b| matches!(b, Before::Own(_))) {
                out.say(now, Msg::ExternalClockBack);
            }
            if let Some(by) = pressed {
                self.external.pressed_by(now, by, settings, out);
            }
            if let Some(before) = before
                && jumped(before, r, now, pressed, clock.time_control())
            {
                out.note(
                    now,
                    Msg::ExternalClockSet { white: shown.white, black: shown.black, edition: settings.edition },
                );
            }
        }
        let moves = ByColor::new_with(|c| count_moves(game, c));
        let flags = ByColor { white: r.white_flag, black: r.black_flag };
        clock.follow(shown, r.running, flags, moves, now);
        for color in Color::ALL {
            // A flag no longer shown (the arbiter set the clock, 6.13) may fall again.
            self.flag_seen[color] &= clock.flag(color, now);
        }
        let snapshot = clock.snapshot(now);
        if let Some(by) = pressed {
            // The press that completes `by`'s move: his `[%clk]` is the time after it
            // increment included.
            if playing && game.moves().last().is_some_and(|m| m.by == by) {
                game.stamp(snapshot);
            }
            if self.external.press_due.is_some_and(|(due, _)| due == by) {
                self.external.press_due = None;
            }
            if playing {
                out.push(now, Output::Clock { start: !by, times: Some(snapshot) });
            }
        }
        let blind = settings.blind;
        if settings.low_time_ms.is_some_and(|low| clock.remaining(blind, now) > Duration::from_millis(low)) {
            self.low_warned = false;
        }
        self.external.ran = r.running.or(ran);
        self.external.last = Some((r, now));
        self.external.connected = true;
    }

    /// `by` made a move while the clock follows readings: stamped with the reading at
    /// the move, and a press awaited (taktil presses nothing on the players' clock).
    pub(super) fn moved_on_reading(
        &mut self,
        now: Timestamp,
        by: Color,
        ends: bool,
        game: &mut Game,
        settings: &Settings,
    ) {
        if let Some(snapshot) = self.snapshot(now) {
            game.stamp(snapshot);
        }
        if self.external.early.is_some_and(|(early, _)| early == by) {
            // He pressed a moment before his move was seen: the press was his move's.
            self.external.early = None;
            return;
        }
        self.external.awaiting[by] = true;
        let runs = self.external.last.is_some_and(|(r, _)| r.running == Some(by));
        if runs && !ends {
            self.external.press_due = Some((by, now.plus(settings.press_grace_ms)));
        }
    }

    /// What the readings mean at `now`: a move whose press is overdue, a flag shown
    /// (6.8), the low-time warning.
    pub(super) fn check_reading(
        &mut self,
        now: Timestamp,
        game: &Game,
        settings: &Settings,
        out: &mut Outbox,
    ) -> Option<Ending> {
        if let Some((by, at)) = self.external.press_due
            && at <= now
        {
            self.external.press_due = None;
            if self.external.last.is_some_and(|(r, _)| r.running == Some(by)) {
                // 13.6: written for the arbiter, never said to a player.
                out.note(at, Msg::ExternalMoveWithoutPress { by });
            }
        }
        if let Some((by, at)) = self.external.early
            && at <= now
        {
            self.external.early = None;
            press_without_move(at, by, settings, out);
        }
        let clock = self.clock.as_ref()?;
        let first = clock.to_move().unwrap_or(Color::White);
        for color in [first, !first] {
            if !self.flag_seen[color]
                && let Some(fall) = clock.flag_fall(color, now)
            {
                return self.flag_fell(color, fall, game, settings, out);
            }
        }
        let blind = settings.blind;
        if let Some(low) = settings.low_time_ms.map(Duration::from_millis)
            && !self.low_warned
            && clock.to_move() == Some(blind)
            && clock.is_running()
            && !clock.flag(blind, now)
            && clock.remaining(blind, now) <= low
        {
            self.low_warned = true;
            out.push(now, Output::LowTime { color: blind });
            out.say(now, Msg::LowTime { left: clock.remaining(blind, now) });
        }
        None
    }
}

/// What a reading is compared with.
#[derive(Clone, Copy, Debug)]
enum Before {
    /// The last reading, and when it came.
    Reading(ClockReading, Timestamp),
    /// taktil's own times now (the clock is back after it was gone).
    Own(ByColor<Duration>),
}

/// Whether `r` shows times that no play since `before` explains: set by hand (6.13).
/// A side's time may fall by the time passed while it may have run, and rise only by
/// what a press gives (`pressed`: the side that pressed, its increment or the next
/// stage's time).
fn jumped(before: Before, r: ClockReading, now: Timestamp, pressed: Option<Color>, tc: &TimeControl) -> bool {
    let (times, elapsed) = match before {
        Before::Reading(last, at) => (ByColor { white: last.white_ms, black: last.black_ms }, now.since(at)),
        Before::Own(own) => (own.map(|d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX)), 0),
    };
    let shown = ByColor { white: r.white_ms, black: r.black_ms };
    Color::ALL.into_iter().any(|c| {
        let bonus = if pressed == Some(c) { press_bonus(tc) } else { 0 };
        let low = times[c].saturating_sub(elapsed).saturating_sub(JUMP_TOLERANCE_MS);
        let high = times[c].saturating_add(JUMP_TOLERANCE_MS).saturating_add(bonus);
        shown[c] < low || shown[c] > high
    })
}

/// The most a press may add to the presser's time: the increment (or Bronstein's
/// give-back) and the longest stage's time (a control move met, 6.2b, R-70).
fn press_bonus(tc: &TimeControl) -> u64 {
    let per_move = match tc.mode {
        Mode::Increment(d) | Mode::Bronstein(d) => d,
        Mode::Delay(_) | Mode::None => Duration::ZERO,
    };
    let stage = tc.stages.iter().skip(1).map(|s| s.time).max().unwrap_or_default();
    u64::try_from((per_move + stage).as_millis()).unwrap_or(u64::MAX)
}

/// A time control for a game that has none set but an electronic clock read: one
/// period of the longer time shown, for the rest of the game. The clock's own settings
/// are the truth; this only lets taktil follow them.
fn control_from(r: ClockReading) -> TimeControl {
    let time = Duration::from_millis(r.white_ms.max(r.black_ms));
    TimeControl { stages: vec![Stage { moves: None, time }], mode: Mode::None }
}

/// `color`'s moves in the game.
fn count_moves(game: &Game, color: Color) -> u32 {
    let n = game.moves().iter().filter(|m| m.by == color).count();
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// The electronic clock shows `by`'s press with no move of his: written for the
/// arbiter (E2.3; 13.6, never said to a player), and under 2023 with 7.5.3, a press
/// without a move is penalised as an illegal move.
fn press_without_move(at: Timestamp, by: Color, settings: &Settings, out: &mut Outbox) {
    out.note(at, Msg::ExternalPressWithoutMove { by, blind: by == settings.blind, edition: settings.edition });
    if settings.edition.completed_on_press() {
        out.note(at, Msg::PressAsIllegal { by });
    }
}
