//! The chess clock: two sides' times under a [`TimeControl`], driven by timestamps.
//!
//! Pure, like the rest of the core: every call takes the current [`Timestamp`], and
//! nothing reads a clock. Times are kept in milliseconds and computed when asked, so a
//! flag falls at the exact instant the time runs out whenever the caller looks
//! ([`Clock::next_deadline`] says when to look).
//!
//! Invariants:
//! - Only one side's time runs, and only while the clock is not stopped (6.1).
//! - No time is ever negative: it stops at zero, and zero is a fallen flag.
//! - A side's time grows only by its own completed move (increment, Bronstein
//!   give-back, the next stage's time at the control move) or by an arbiter's
//!   [`Clock::adjust`] or [`Clock::set`].
//! - In delay mode ("time delay mode", 6.2b (2001); "Aufschub-Modus") the delay of
//!   a move is used or lost on that move; it never adds to the main time.
//!
//! A flag fall is decided by time only. Whether it loses, draws (R-72) or is ignored
//! (both flags, R-73) is the caller's decision, with the completed-move count that
//! [`FlagFall`] records (R-71).
//!
//! # Examples
//!
//! ```
//! use std::time::Duration;
//! use shakmaty::Color;
//! use taktil::core::{clock::Clock, time::Timestamp, timecontrol::TimeControl};
//!
//! let tc: TimeControl = "40/90m, 30m +30s".parse()?;
//! let mut clock = Clock::new(&tc, Timestamp(0));
//! clock.start(Color::White, Timestamp(0)); // 6.5: White's clock is started
//! clock.press(Color::White, Timestamp(10_000)).expect("White's clock runs");
//! // 90 min, less 10 s used, plus 30 s for the completed move.
//! assert_eq!(clock.remaining(Color::White, Timestamp(10_000)), Duration::from_secs(90 * 60 + 20));
//! assert_eq!(clock.to_move(), Some(Color::Black));
//! # Ok::<_, taktil::core::timecontrol::ParseTimeControlError>(())
//! ```

use std::{fmt, time::Duration};

use shakmaty::{ByColor, Color};

use crate::core::{
    time::Timestamp,
    timecontrol::{Mode, TimeControl},
};

/// A fallen flag: when, and how far the side had got (R-71).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FlagFall {
    /// The instant the time reached zero (or the arbiter set it to zero).
    pub at: Timestamp,
    /// The side's completed moves at that instant (R-31).
    pub completed_moves: u32,
    /// The stage the side was playing in; the moves it needed are
    /// [`TimeControl::control_move`] of it.
    pub stage: usize,
}

/// Both times, the move number and the side to move, stored at every made move (R-42).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockSnapshot {
    /// White's remaining time.
    pub white: Duration,
    /// Black's remaining time.
    pub black: Duration,
    /// The number of the move being played: the side to move's completed moves plus one.
    pub move_number: u32,
    /// Whose clock runs, or would run if the clock were not stopped; `None` before the
    /// start.
    pub to_move: Option<Color>,
    /// Whether a clock is running (not before the start, not while the arbiter has
    /// stopped the clock).
    pub running: bool,
}

/// Why a press did nothing. The clock is unchanged, as on a real clock whose button is
/// pressed at the wrong moment; whether the press was an irregularity is for the
/// caller (R-32).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PressError {
    /// Neither clock has been started yet (6.5).
    NotStarted,
    /// The clock is stopped (6.12).
    Stopped,
    /// This side pressed while the other side's clock runs.
    NotOnMove(Color),
}

impl fmt::Display for PressError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PressError::NotStarted => write!(f, "the clock has not been started"),
            PressError::Stopped => write!(f, "the clock is stopped"),
            PressError::NotOnMove(color) => {
                write!(f, "{} pressed, but {}'s clock is running", name(*color), name(!*color))
            }
        }
    }
}

impl std::error::Error for PressError {}

fn name(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// A chess clock for two sides.
#[derive(Clone, Debug)]
pub struct Clock {
    control: TimeControl,
    /// Main time in ms. For the side to move, as it was when the current move began
    /// (less arbiter edits); the time used on the move is charged at the press.
    main: ByColor<u64>,
    /// Completed moves (R-31).
    moves: ByColor<u32>,
    /// Flags known to have fallen. A side's zero main time (not on move) always has one.
    fell: ByColor<Option<FlagFall>>,
    to_move: Option<Color>,
    running: bool,
    /// When the current running stretch began (or the clock last looked).
    since: Timestamp,
    /// Time used on the current move before `since` (earlier stretches, across stops).
    used: u64,
    /// The times are an electronic clock's reading ([`Clock::follow`]): they stand
    /// until the next reading; no time runs and no flag falls by this clock alone.
    following: bool,
}

/// Milliseconds, saturating.
fn ms(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

impl Clock {
    /// A clock set to the first stage's time for both sides, not yet running.
    pub fn new(tc: &TimeControl, now: Timestamp) -> Clock {
        let first = tc.stages.first().map_or(0, |s| ms(s.time));
        let mut clock = Clock {
            control: tc.clone(),
            main: ByColor { white: first, black: first },
            moves: ByColor::default(),
            fell: ByColor::default(),
            to_move: None,
            running: false,
            since: now,
            used: 0,
            following: false,
        };
        // A control with no time (built by hand, not parsed) starts with both flags down.
        if first == 0 {
            for color in Color::ALL {
                clock.fell[color] = Some(clock.fall(color, now));
            }
        }
        clock
    }

    /// The time control the clock runs.
    pub fn time_control(&self) -> &TimeControl {
        &self.control
    }

    /// Whose clock runs (or would run, while stopped); `None` before the start.
    pub fn to_move(&self) -> Option<Color> {
        self.to_move
    }

    /// Whether a side's time is running now.
    pub fn is_running(&self) -> bool {
        self.running
    }

    /// A side's completed moves (R-31).
    pub fn completed_moves(&self, color: Color) -> u32 {
        self.moves[color]
    }

    /// The stage a side plays in, from its completed moves.
    pub fn stage(&self, color: Color) -> usize {
        self.control.stage_at(self.moves[color])
    }

    /// Starts `color`'s time; the other side's stops without completing a move (no
    /// bonus, no move counted). At the start of the game this is White (6.5). On the
    /// side already to move it resumes a stopped clock.
    pub fn start(&mut self, color: Color, now: Timestamp) {
        self.settle(now);
        if self.to_move != Some(color) {
            if let Some(other) = self.to_move {
                self.charge_move(other);
            }
            self.to_move = Some(color);
            self.used = 0;
        }
        self.running = true;
        self.since = self.since.max(now);
    }

    /// `color` completes its move (R-31): the move is counted, the time used on it is
    /// charged with the mode's rule, the next stage's time is added at the control move
    /// if the flag is still up (6.2b, R-70, R-71), and the opponent's time starts.
    ///
    /// # Errors
    ///
    /// [`PressError`] if `color`'s clock is not the one running; the clock is unchanged.
    pub fn press(&mut self, color: Color, now: Timestamp) -> Result<(), PressError> {
        match self.to_move {
            None => return Err(PressError::NotStarted),
            Some(c) if c != color => return Err(PressError::NotOnMove(color)),
            Some(_) if !self.running => return Err(PressError::Stopped),
            Some(_) => {}
        }
        self.settle(now);
        let used = self.used;
        let before = self.stage(color);
        self.moves[color] = self.moves[color].saturating_add(1);
        if self.fell[color].is_some() {
            // A fallen flag stays down: no bonus and no next stage (6.3, R-71).
            self.main[color] = 0;
        } else {
            let mut main = self.main[color].saturating_sub(self.charge(used));
            match self.control.mode {
                Mode::Increment(inc) => main = main.saturating_add(ms(inc)),
                // Given back after the move, at most the delay.
                Mode::Bronstein(back) => main = main.saturating_add(used.min(ms(back))),
                // Already charged only past the delay; nothing to add.
                Mode::Delay(_) | Mode::None => {}
            }
            let after = self.stage(color);
            if after > before
                && let Some(stage) = self.control.stages.get(after)
            {
                // Saved time carries over to the next stage (6.2b, R-70).
                main = main.saturating_add(ms(stage.time));
            }
            self.main[color] = main;
        }
        self.to_move = Some(!color);
        self.used = 0;
        Ok(())
    }

    /// The arbiter stops the clock (6.12). Nothing happens if it is not running.
    pub fn stop(&mut self, now: Timestamp) {
        self.settle(now);
        self.running = false;
    }

    /// The arbiter restarts the clock (6.12c): the side to move's time runs again, with
    /// what was left of its move, delay included. Nothing happens before the start or
    /// while the clock runs.
    pub fn resume(&mut self, now: Timestamp) {
        if self.to_move.is_some() && !self.running {
            self.since = self.since.max(now);
            self.running = true;
        }
    }

    /// A side's remaining main time: never negative; zero once the flag has fallen. In
    /// delay mode the delay left on the current move is not included.
    pub fn remaining(&self, color: Color, now: Timestamp) -> Duration {
        Duration::from_millis(self.remaining_ms(color, now))
    }

    /// Whether a side's flag has fallen by `now`.
    pub fn flag(&self, color: Color, now: Timestamp) -> bool {
        self.flag_fall(color, now).is_some()
    }

    /// A side's fallen flag by `now`: when it fell and how many moves the side had
    /// completed then (R-71).
    pub fn flag_fall(&self, color: Color, now: Timestamp) -> Option<FlagFall> {
        if let Some(fall) = self.fell[color] {
            return Some(fall);
        }
        // An electronic clock or an online game's server decides its flags (6.1): a
        // flag falls when a reading shows it, never by the time counted on from the
        // last reading (issue 33: Lichess allows for the lag of each move).
        if self.to_move != Some(color) || self.following {
            return None;
        }
        let budget = self.budget(color);
        if self.used_at(now) < budget {
            return None;
        }
        Some(self.fall(color, self.since.plus(budget.saturating_sub(self.used))))
    }

    /// When the running side's flag will fall, for the core's `poll_timeout`. `None` if
    /// no time runs or the flag has already fallen by `now` (ask [`Clock::flag`]).
    pub fn next_deadline(&self, now: Timestamp) -> Option<Timestamp> {
        let color = self.to_move?;
        if !self.running || self.following || self.fell[color].is_some() {
            return None;
        }
        let at = self.since.plus(self.budget(color).saturating_sub(self.used));
        (at > now).then_some(at)
    }

    /// When the running side's flag falls: like [`Clock::next_deadline`], but also when
    /// that instant has passed and the fall is not yet recorded.
    pub fn deadline(&self) -> Option<Timestamp> {
        let color = self.to_move?;
        if !self.running || self.following || self.fell[color].is_some() {
            return None;
        }
        Some(self.since.plus(self.budget(color).saturating_sub(self.used)))
    }

    /// When `color`'s remaining time reaches `left`, if its time runs now (the instant
    /// may have passed already). In delay mode the delay comes first.
    pub fn when_left(&self, color: Color, left: Duration) -> Option<Timestamp> {
        if self.to_move != Some(color) || !self.running || self.following || self.fell[color].is_some() {
            return None;
        }
        let target = self.main[color].saturating_sub(ms(left)).saturating_add(self.delay());
        Some(self.since.plus(target.saturating_sub(self.used)))
    }

    /// An arbiter's adjustment of a side's time by `delta_ms` (R-76: +2 min for an
    /// illegal move, +3 min for an incorrect claim). The time stops at zero, which
    /// drops the flag; giving time to a side whose flag is down raises it again.
    pub fn adjust(&mut self, color: Color, delta_ms: i64, now: Timestamp) {
        self.settle(now);
        let left = self.remaining_ms(color, now);
        let left = if delta_ms >= 0 {
            left.saturating_add(delta_ms.unsigned_abs())
        } else {
            left.saturating_sub(delta_ms.unsigned_abs())
        };
        self.put(color, left, now);
    }

    /// The arbiter sets a side's time and move counter, e.g. after a reconstruction
    /// (6.10b (2009), R-42) or when the record cannot show whether the control was met
    /// (8.6, R-85). The stage follows from the counter; no stage time is added.
    pub fn set(&mut self, color: Color, remaining: Duration, completed_moves: u32, now: Timestamp) {
        self.settle(now);
        self.moves[color] = completed_moves;
        self.put(color, ms(remaining), now);
    }

    /// The arbiter sets the clock back to a position of the game (E2.8, 7.4a, 7.5;
    /// 6.13): both times as stored there (R-42), each side's completed moves, and
    /// `to_move`'s time next. The clock is left stopped, for the arbiter to restart
    /// (6.12c). A time of zero is a fallen flag.
    pub fn set_back(&mut self, times: ByColor<Duration>, moves: ByColor<u32>, to_move: Color, now: Timestamp) {
        self.settle(now);
        self.moves = moves;
        self.to_move = Some(to_move);
        self.running = false;
        self.used = 0;
        for color in Color::ALL {
            self.main[color] = ms(times[color]);
            self.fell[color] = (self.main[color] == 0).then(|| self.fall(color, now));
        }
    }

    /// Follows an electronic clock's reading at `now` (issue 16): both times as it
    /// shows them, whose time runs (`None`: the clock stands), its flags (6.8: a flag
    /// shown, or a time of zero), and each side's completed moves (the game's). Until
    /// the next reading or [`Clock::unfollow`], the times stand as read: the clock's
    /// own display is the time, not this clock's reckoning.
    pub fn follow(
        &mut self,
        times: ByColor<Duration>,
        running: Option<Color>,
        flags: ByColor<bool>,
        moves: ByColor<u32>,
        now: Timestamp,
    ) {
        self.following = true;
        self.moves = moves;
        self.to_move = running.or(self.to_move);
        self.running = running.is_some();
        self.since = self.since.max(now);
        self.used = 0;
        for color in Color::ALL {
            self.main[color] = ms(times[color]);
            let fallen = flags[color] || self.main[color] == 0;
            self.fell[color] = match (fallen, self.fell[color]) {
                (false, _) => None,
                (true, Some(fall)) => Some(fall),
                (true, None) => Some(self.fall(color, now)),
            };
        }
    }

    /// The electronic clock is gone: this clock keeps the time again from its last
    /// reading, taken at `read_at` (the time since then runs on the side that was
    /// running). In delay mode the current move's delay counts as used.
    pub fn unfollow(&mut self, read_at: Timestamp) {
        if !self.following {
            return;
        }
        self.following = false;
        self.since = read_at;
        self.used = self.delay();
    }

    /// Whether the times are an electronic clock's reading ([`Clock::follow`]).
    pub fn is_following(&self) -> bool {
        self.following
    }

    /// Both times, the move number and the side to move (R-42).
    pub fn snapshot(&self, now: Timestamp) -> ClockSnapshot {
        let mover = self.to_move.unwrap_or(Color::White);
        ClockSnapshot {
            white: self.remaining(Color::White, now),
            black: self.remaining(Color::Black, now),
            move_number: self.moves[mover].saturating_add(1),
            to_move: self.to_move,
            running: self.running,
        }
    }

    fn remaining_ms(&self, color: Color, now: Timestamp) -> u64 {
        if self.to_move == Some(color) {
            self.main[color].saturating_sub(self.charge(self.used_at(now)))
        } else {
            self.main[color]
        }
    }

    /// The delay of each move in delay mode, else zero.
    fn delay(&self) -> u64 {
        match self.control.mode {
            Mode::Delay(d) => ms(d),
            _ => 0,
        }
    }

    /// What `used` ms on a move cost the main time while the move lasts: in delay mode
    /// only the part past the delay (6.2b (2001)), otherwise all of it.
    fn charge(&self, used: u64) -> u64 {
        used.saturating_sub(self.delay())
    }

    /// The time a move may use before the flag falls.
    fn budget(&self, color: Color) -> u64 {
        self.main[color].saturating_add(self.delay())
    }

    /// The time used on the current move by `now`.
    fn used_at(&self, now: Timestamp) -> u64 {
        if self.running && !self.following { self.used.saturating_add(now.since(self.since)) } else { self.used }
    }

    fn fall(&self, color: Color, at: Timestamp) -> FlagFall {
        FlagFall { at, completed_moves: self.moves[color], stage: self.stage(color) }
    }

    /// Brings the running stretch up to `now`, recording a flag that fell in it.
    fn settle(&mut self, now: Timestamp) {
        if let Some(color) = self.to_move
            && self.fell[color].is_none()
        {
            self.fell[color] = self.flag_fall(color, now);
        }
        if self.running {
            self.used = self.used_at(now);
        }
        self.since = self.since.max(now);
    }

    /// Charges the current move's time to `color` without completing the move.
    fn charge_move(&mut self, color: Color) {
        let main = if self.fell[color].is_some() { 0 } else { self.main[color].saturating_sub(self.charge(self.used)) };
        self.main[color] = main;
        self.used = 0;
    }

    /// Makes a side's remaining time `left`, keeping the current move's charge.
    fn put(&mut self, color: Color, left: u64, now: Timestamp) {
        let charged = if self.to_move == Some(color) { self.charge(self.used) } else { 0 };
        self.main[color] = left.saturating_add(charged);
        if left == 0 {
            if self.fell[color].is_none() {
                self.fell[color] = Some(self.fall(color, now));
            }
        } else {
            self.fell[color] = None;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clock(tc: &str) -> Clock {
        let tc: TimeControl = tc.parse().unwrap();
        let mut clock = Clock::new(&tc, Timestamp(0));
        clock.start(Color::White, Timestamp(0));
        clock
    }

    #[test]
    fn press_switches_sides() {
        let mut c = clock("40/120m, 60m");
        assert_eq!(c.press(Color::Black, Timestamp(5)), Err(PressError::NotOnMove(Color::Black)));
        c.press(Color::White, Timestamp(1000)).unwrap();
        assert_eq!(c.to_move(), Some(Color::Black));
        assert_eq!(c.remaining(Color::White, Timestamp(9000)), Duration::from_millis(7_200_000 - 1000));
        assert_eq!(c.remaining(Color::Black, Timestamp(9000)), Duration::from_millis(7_200_000 - 8000));
    }

    #[test]
    fn not_started() {
        let tc: TimeControl = "60m".parse().unwrap();
        let mut c = Clock::new(&tc, Timestamp(0));
        assert_eq!(c.press(Color::White, Timestamp(5)), Err(PressError::NotStarted));
        assert_eq!(c.remaining(Color::White, Timestamp(1_000_000)), Duration::from_secs(3600));
        assert_eq!(c.next_deadline(Timestamp(0)), None);
    }

    /// E2.8, 6.13: set back to stored times, the clock stands, the side to move and
    /// the move counter are those of the position, a fallen flag is raised again, and
    /// the control move comes after the counter set.
    #[test]
    fn set_back_puts_both_times_the_counters_and_the_side_to_move() {
        let mut c = clock("2/10m, 5m");
        c.press(Color::White, Timestamp(1000)).unwrap();
        c.press(Color::Black, Timestamp(700_000)).unwrap();
        assert!(c.flag(Color::Black, Timestamp(700_000)));
        let times = ByColor { white: Duration::from_secs(500), black: Duration::from_secs(400) };
        c.set_back(times, ByColor { white: 1, black: 0 }, Color::Black, Timestamp(800_000));
        let snap = c.snapshot(Timestamp(900_000));
        assert_eq!((snap.white, snap.black), (Duration::from_secs(500), Duration::from_secs(400)));
        assert_eq!((snap.to_move, snap.move_number, snap.running), (Some(Color::Black), 1, false));
        assert!(!c.flag(Color::Black, Timestamp(900_000)));
        c.resume(Timestamp(900_000));
        c.press(Color::Black, Timestamp(910_000)).unwrap();
        c.press(Color::White, Timestamp(920_000)).unwrap();
        // White's second move meets the control: the next stage's five minutes.
        assert_eq!(c.remaining(Color::White, Timestamp(920_000)), Duration::from_secs(500 - 10 + 300));
        c.set_back(
            ByColor { white: Duration::ZERO, black: times.black },
            ByColor::default(),
            Color::White,
            Timestamp(1),
        );
        assert!(c.flag(Color::White, Timestamp(920_000)), "zero time is a fallen flag");
    }

    #[test]
    fn deadline_in_delay_mode_includes_the_delay() {
        let c = clock("1m d10s");
        assert_eq!(c.next_deadline(Timestamp(0)), Some(Timestamp(70_000)));
        assert!(!c.flag(Color::White, Timestamp(69_999)));
        assert!(c.flag(Color::White, Timestamp(70_000)));
        assert_eq!(c.next_deadline(Timestamp(70_000)), None);
    }
}
