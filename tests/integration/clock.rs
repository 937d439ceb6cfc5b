//! The clock model and the time-control syntax against the controls in the seeds.
//!
//! Parsing: every control named in 003_b7a3310b69cb82fc.txt and R-70, the round trip
//! through `Display`, and one line per bad input with its exact message. Behaviour:
//! scripted presses with exact remaining times for each kind of control, the control
//! move (met, and missed by one second), increment, simple delay ("Aufschub"),
//! Bronstein, arbiter stops, adjustments and settings. Properties: random presses,
//! stops, waits and adjustments never break the clock's invariants.

use std::time::Duration;

use proptest::prelude::*;
use shakmaty::Color::{self, Black, White};
use taktil::core::{
    clock::{Clock, ClockSnapshot, FlagFall, PressError},
    time::Timestamp,
    timecontrol::{Mode, ParseTimeControlError, Stage, TimeControl},
};

const SEC: u64 = 1000;
const MIN: u64 = 60 * SEC;

fn tc(text: &str) -> TimeControl {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn stage(moves: Option<u32>, minutes: u64) -> Stage {
    Stage { moves, time: Duration::from_secs(minutes * 60) }
}

fn secs(n: u64) -> Duration {
    Duration::from_secs(n)
}

fn millis(n: u64) -> Duration {
    Duration::from_millis(n)
}

/// A clock under test with its own time: each side thinks, then presses.
struct Game {
    clock: Clock,
    now: u64,
}

impl Game {
    /// The clock started for White at time zero (6.5).
    fn new(text: &str) -> Game {
        let mut clock = Clock::new(&tc(text), Timestamp(0));
        clock.start(White, Timestamp(0));
        Game { clock, now: 0 }
    }

    fn wait(&mut self, ms: u64) {
        self.now += ms;
    }

    /// The side to move thinks `ms`, then presses.
    fn press_after(&mut self, ms: u64) {
        self.now += ms;
        let color = self.clock.to_move().expect("the clock has been started");
        self.clock.press(color, Timestamp(self.now)).unwrap_or_else(|e| panic!("at {}: {e}", self.now));
    }

    /// `n` full moves: White thinks `white` ms per move, Black `black` ms.
    fn moves(&mut self, n: u32, white: u64, black: u64) {
        for _ in 0..n {
            self.press_after(white);
            self.press_after(black);
        }
    }

    fn left(&self, color: Color) -> Duration {
        self.clock.remaining(color, Timestamp(self.now))
    }

    fn flag(&self, color: Color) -> bool {
        self.clock.flag(color, Timestamp(self.now))
    }
}

// Parsing

#[test]
fn controls_from_the_seeds_parse() {
    let none = Mode::None;
    let cases = [
        // Trier team matches, 003 item 3: "2h / 40 Züge + 1h bis Blättchenfall".
        ("40/120m, 60m", vec![stage(Some(40), 120), stage(None, 60)], none),
        // 003, Voigt case: "90 Minuten / 40 Züge + 30 Minuten / Rest + 30 Sekunden / Zug".
        ("40/90m, 30m +30s", vec![stage(Some(40), 90), stage(None, 30)], Mode::Increment(secs(30))),
        // 003 item 3, the Aufschub example: 100 min / 40, 40 min to the end, 30 s from move 1.
        ("40/100m, 40m d30s", vec![stage(Some(40), 100), stage(None, 40)], Mode::Delay(secs(30))),
        // 2h/40, 1h/20, 1h rest.
        ("40/120m, 20/60m, 60m", vec![stage(Some(40), 120), stage(Some(20), 60), stage(None, 60)], none),
        // 003, seminar cases: "2 h 40 / 30 Minuten für Rest der Partie".
        ("40/120m, 30m", vec![stage(Some(40), 120), stage(None, 30)], none),
        ("60m b10s", vec![stage(None, 60)], Mode::Bronstein(secs(10))),
    ];
    for (text, stages, mode) in cases {
        let parsed = tc(text);
        assert_eq!(parsed, TimeControl { stages, mode }, "{text}");
        assert_eq!(parsed.to_string(), text, "display of {text}");
        assert_eq!(tc(&parsed.to_string()), parsed, "round trip of {text}");
    }
}

#[test]
fn other_spellings_parse_to_the_same_control() {
    let cases = [
        ("40/2h, 1h", "40/120m, 60m"),
        ("40/2h,1h", "40/120m, 60m"),
        ("  40 / 90m ,30m+30s ", "40/90m, 30m +30s"),
        ("40/1h40m, 40m d 30s", "40/100m, 40m d30s"),
        ("40/1h30m, 1h30m +1m5s", "40/90m, 90m +1m5s"),
        ("5m +3s", "5m +3s"),
        ("90s", "1m30s"),
    ];
    for (text, canonical) in cases {
        assert_eq!(tc(text).to_string(), canonical, "{text}");
    }
}

#[test]
fn bad_time_controls_say_what_was_expected() {
    let cases = [
        ("", "empty time control"),
        ("   ", "empty time control"),
        ("40/90", "bad time '90': expected a number with a unit (h, m or s), e.g. 90m"),
        ("90", "bad time '90': expected a number with a unit (h, m or s), e.g. 90m"),
        ("40/120m, 60", "bad time '60': expected a number with a unit (h, m or s), e.g. 90m"),
        ("40/120x, 60m", "bad time '120x': expected a number with a unit (h, m or s), e.g. 90m"),
        ("30m1h", "bad time '30m1h': expected a number with a unit (h, m or s), e.g. 90m"),
        ("1h 30m", "bad time '1h 30m': expected a number with a unit (h, m or s), e.g. 90m"),
        ("60m +30", "bad time '30': expected a number with a unit (h, m or s), e.g. 90m"),
        ("0m", "bad time '0m': expected more than zero, e.g. 90m"),
        ("60m +0s", "bad time '0s': expected more than zero, e.g. 90m"),
        ("40/120m", "the last stage must be for the rest of the game: expected e.g. 40/120m, 60m"),
        ("40/120m, 20/60m", "the last stage must be for the rest of the game: expected e.g. 40/120m, 60m"),
        (
            "120m, 60m",
            "stage '120m' has no move count: only the last stage can be for the rest of the game, e.g. 40/120m, 60m",
        ),
        ("x/120m, 60m", "bad move count 'x': expected a whole number of moves above zero, e.g. 40/120m"),
        ("0/120m, 60m", "bad move count '0': expected a whole number of moves above zero, e.g. 40/120m"),
        ("/120m, 60m", "bad move count '': expected a whole number of moves above zero, e.g. 40/120m"),
        ("40/120m,, 60m", "empty stage: expected stages separated by commas, e.g. 40/120m, 60m"),
        ("40/120m, 60m,", "empty stage: expected stages separated by commas, e.g. 40/120m, 60m"),
        ("+30s", "empty stage: expected stages separated by commas, e.g. 40/120m, 60m"),
        (
            "60m +",
            "bad mode '+': expected one of +30s (increment), d30s (delay) or b30s (Bronstein), once, after the last stage",
        ),
        (
            "60m +30s d30s",
            "bad mode '+30s d30s': expected one of +30s (increment), d30s (delay) or b30s (Bronstein), once, after the last stage",
        ),
        (
            "40/90m +30s, 30m",
            "bad mode '+30s, 30m': expected one of +30s (increment), d30s (delay) or b30s (Bronstein), once, after the last stage",
        ),
    ];
    for (text, message) in cases {
        let err: ParseTimeControlError = match text.parse::<TimeControl>() {
            Ok(tc) => panic!("{text:?} parsed as {tc}"),
            Err(e) => e,
        };
        assert_eq!(err.to_string(), message, "{text:?}");
    }
}

// Behaviour: stages and the control move

/// White uses 3 min on each of its first 39 moves (117 min), Black 1 s.
fn trier_before_move_40() -> Game {
    let mut g = Game::new("40/120m, 60m");
    g.moves(39, 3 * MIN, SEC);
    assert_eq!(g.clock.completed_moves(White), 39);
    assert_eq!(g.left(White), millis(3 * MIN));
    assert_eq!(g.left(Black), millis(120 * MIN - 39 * SEC));
    g
}

#[test]
fn control_move_with_time_left_adds_the_next_stage() {
    let mut g = trier_before_move_40();
    g.press_after(3 * MIN - SEC);
    // 1 s saved carries over (6.2b, R-70).
    assert_eq!(g.left(White), millis(60 * MIN + SEC));
    assert_eq!(g.clock.stage(White), 1);
    assert!(!g.flag(White));
    // Black has not reached its control yet.
    assert_eq!(g.clock.stage(Black), 0);
    g.press_after(SEC);
    assert_eq!(g.left(Black), millis(120 * MIN - 40 * SEC + 60 * MIN));
    assert_eq!(g.clock.stage(Black), 1);
}

#[test]
fn control_move_one_second_late_is_a_flag_fall_before_the_control() {
    let mut g = trier_before_move_40();
    let move_start = g.now;
    assert_eq!(g.clock.next_deadline(Timestamp(g.now)), Some(Timestamp(move_start + 3 * MIN)));
    g.press_after(3 * MIN + SEC);
    assert!(g.flag(White));
    assert_eq!(g.left(White), Duration::ZERO);
    // the flag fell with 39 moves completed, in the stage whose control is move 40.
    let fall = g.clock.flag_fall(White, Timestamp(g.now));
    assert_eq!(fall, Some(FlagFall { at: Timestamp(move_start + 3 * MIN), completed_moves: 39, stage: 0 }));
    assert_eq!(g.clock.time_control().control_move(0), Some(40));
    // The move itself is completed, but the next stage's hour is not given.
    assert_eq!(g.clock.completed_moves(White), 40);
    assert_eq!(g.clock.to_move(), Some(Black));
    g.wait(10 * MIN);
    assert_eq!(g.left(White), Duration::ZERO);
}

#[test]
fn control_move_pressed_as_the_time_runs_out_is_a_flag_fall() {
    let mut g = trier_before_move_40();
    g.press_after(3 * MIN);
    assert!(g.flag(White));
    assert_eq!(g.left(White), Duration::ZERO);
}

#[test]
fn flag_in_the_last_stage() {
    let mut g = Game::new("40/120m, 60m");
    g.moves(40, 2 * MIN, SEC);
    assert_eq!(g.left(White), millis(120 * MIN - 80 * MIN + 60 * MIN));
    g.press_after(100 * MIN);
    let fall = g.clock.flag_fall(White, Timestamp(g.now));
    assert_eq!(fall, Some(FlagFall { at: Timestamp(g.now), completed_moves: 40, stage: 1 }));
    assert_eq!(g.clock.time_control().control_move(1), None);
}

#[test]
fn three_stages_carry_saved_time() {
    let mut g = Game::new("40/120m, 20/60m, 60m");
    g.moves(40, 2 * MIN, SEC);
    // 40 min saved + 60 min.
    assert_eq!(g.left(White), millis(100 * MIN));
    assert_eq!(g.clock.stage(White), 1);
    g.moves(20, 4 * MIN, SEC);
    // 100 - 80 = 20 min saved + 60 min.
    assert_eq!(g.left(White), millis(80 * MIN));
    assert_eq!(g.clock.stage(White), 2);
    g.moves(30, 2 * MIN, SEC);
    assert_eq!(g.left(White), millis(20 * MIN));
    assert_eq!(g.left(Black), millis(240 * MIN - 90 * SEC));
}

// Behaviour: modes

#[test]
fn increment_is_added_only_after_a_completed_move() {
    let mut g = Game::new("40/90m, 30m +30s");
    g.wait(10 * SEC);
    assert_eq!(g.left(White), millis(90 * MIN - 10 * SEC));
    g.press_after(0);
    // From move 1: 90 min - 10 s + 30 s.
    assert_eq!(g.left(White), millis(90 * MIN + 20 * SEC));
    // Waiting adds nothing to anybody.
    g.wait(50 * SEC);
    assert_eq!(g.left(White), millis(90 * MIN + 20 * SEC));
    assert_eq!(g.left(Black), millis(90 * MIN - 50 * SEC));
    g.press_after(0);
    assert_eq!(g.left(Black), millis(90 * MIN - 20 * SEC));
    // 38 more moves of 40 s each: 10 s lost per move.
    g.moves(38, 40 * SEC, 40 * SEC);
    assert_eq!(g.left(White), millis(90 * MIN + 20 * SEC - 380 * SEC));
    // Move 40: increment and the next stage.
    g.press_after(40 * SEC);
    assert_eq!(g.left(White), millis(90 * MIN + 20 * SEC - 390 * SEC + 30 * MIN));
}

#[test]
fn simple_delay_costs_only_the_excess_and_never_accumulates() {
    let mut g = Game::new("40/100m, 40m d30s");
    // During the delay the main time stands still, and the flag is delay + main away.
    g.wait(20 * SEC);
    assert_eq!(g.left(White), millis(100 * MIN));
    assert_eq!(g.clock.next_deadline(Timestamp(g.now)), Some(Timestamp(100 * MIN + 30 * SEC)));
    g.press_after(0);
    // A move inside the delay costs nothing, and the 10 s left of it are lost.
    assert_eq!(g.left(White), millis(100 * MIN));
    // Black takes 45 s: only 15 s come off.
    g.wait(40 * SEC);
    assert_eq!(g.left(Black), millis(100 * MIN - 10 * SEC));
    g.press_after(5 * SEC);
    assert_eq!(g.left(Black), millis(100 * MIN - 15 * SEC));
    // Thirty-eight quick moves save nothing.
    g.moves(38, SEC, SEC);
    assert_eq!(g.left(White), millis(100 * MIN));
    assert_eq!(g.left(Black), millis(100 * MIN - 15 * SEC));
    // The control move: saved main time carries over, the delay does not.
    g.moves(1, 90 * SEC, SEC);
    assert_eq!(g.left(White), millis(140 * MIN - 60 * SEC));
    assert_eq!(g.left(Black), millis(140 * MIN - 15 * SEC));
}

#[test]
fn simple_delay_is_not_renewed_by_a_stop() {
    let mut g = Game::new("60m d30s");
    g.wait(20 * SEC);
    g.clock.stop(Timestamp(g.now));
    g.wait(5 * MIN);
    g.clock.resume(Timestamp(g.now));
    g.wait(20 * SEC);
    assert_eq!(g.left(White), millis(60 * MIN - 10 * SEC));
    g.press_after(0);
    assert_eq!(g.left(White), millis(60 * MIN - 10 * SEC));
}

#[test]
fn simple_delay_flag_falls_after_delay_and_main_time() {
    let mut g = Game::new("1m d10s");
    g.wait(70 * SEC - 1);
    assert!(!g.flag(White));
    assert_eq!(g.left(White), millis(1));
    g.wait(1);
    assert!(g.flag(White));
    assert_eq!(g.clock.next_deadline(Timestamp(g.now)), None);
}

#[test]
fn bronstein_gives_back_at_most_the_delay() {
    let mut g = Game::new("60m b10s");
    // The time runs from the start of the move.
    g.wait(4 * SEC);
    assert_eq!(g.left(White), millis(60 * MIN - 4 * SEC));
    g.press_after(0);
    // All 4 s given back.
    assert_eq!(g.left(White), millis(60 * MIN));
    g.press_after(25 * SEC);
    // 25 s used, 10 s given back.
    assert_eq!(g.left(Black), millis(60 * MIN - 15 * SEC));
    g.press_after(10 * SEC);
    assert_eq!(g.left(White), millis(60 * MIN));
}

#[test]
fn bronstein_flag_falls_on_the_main_time_alone() {
    let mut g = Game::new("1m b10s");
    g.press_after(55 * SEC);
    assert_eq!(g.left(White), millis(15 * SEC));
    g.press_after(SEC);
    // Within the delay, but past the main time: the flag falls, nothing is given back.
    g.press_after(16 * SEC);
    assert!(g.flag(White));
    assert_eq!(g.left(White), Duration::ZERO);
}

// Behaviour: the arbiter

#[test]
fn stop_and_resume() {
    let mut g = Game::new("40/120m, 60m");
    g.press_after(10 * SEC);
    g.wait(20 * SEC);
    g.clock.stop(Timestamp(g.now));
    assert_eq!(g.clock.next_deadline(Timestamp(g.now)), None);
    assert_eq!(g.clock.press(Black, Timestamp(g.now)), Err(PressError::Stopped));
    g.wait(30 * MIN);
    assert_eq!(g.left(White), millis(120 * MIN - 10 * SEC));
    assert_eq!(g.left(Black), millis(120 * MIN - 20 * SEC));
    g.clock.resume(Timestamp(g.now));
    g.press_after(5 * SEC);
    assert_eq!(g.left(Black), millis(120 * MIN - 25 * SEC));
    assert_eq!(g.clock.completed_moves(Black), 1);
}

#[test]
fn press_on_the_wrong_side_changes_nothing() {
    let mut g = Game::new("60m");
    g.wait(SEC);
    assert_eq!(g.clock.press(Black, Timestamp(g.now)), Err(PressError::NotOnMove(Black)));
    assert_eq!(PressError::NotOnMove(Black).to_string(), "Black pressed, but White's clock is running");
    assert_eq!(g.clock.to_move(), Some(White));
    assert_eq!(g.clock.completed_moves(Black), 0);
    let mut fresh = Clock::new(&tc("60m"), Timestamp(0));
    assert_eq!(fresh.press(White, Timestamp(0)), Err(PressError::NotStarted));
}

#[test]
fn adjust_adds_and_clamps_at_zero() {
    let mut g = Game::new("40/120m, 60m");
    g.wait(MIN);
    // two minutes for the opponent of an illegal move.
    g.clock.adjust(Black, 2 * MIN as i64, Timestamp(g.now));
    assert_eq!(g.left(Black), millis(122 * MIN));
    // On the running side, from what is left now.
    g.clock.adjust(White, -(10 * MIN as i64), Timestamp(g.now));
    assert_eq!(g.left(White), millis(109 * MIN));
    g.wait(MIN);
    assert_eq!(g.left(White), millis(108 * MIN));
    g.clock.adjust(White, -(200 * MIN as i64), Timestamp(g.now));
    assert_eq!(g.left(White), Duration::ZERO);
    assert!(g.flag(White));
    // Time given back raises the flag again.
    g.clock.adjust(White, 5 * MIN as i64, Timestamp(g.now));
    assert!(!g.flag(White));
    g.wait(MIN);
    assert_eq!(g.left(White), millis(4 * MIN));
}

#[test]
fn set_time_and_move_counter() {
    let mut g = Game::new("40/120m, 60m");
    g.moves(30, MIN, MIN);
    // the record cannot show the control was met; the arbiter counts 40 moves.
    g.clock.stop(Timestamp(g.now));
    g.clock.set(White, secs(25 * 60), 40, Timestamp(g.now));
    g.clock.set(Black, secs(30 * 60), 40, Timestamp(g.now));
    assert_eq!(g.clock.stage(White), 1);
    assert_eq!(g.clock.completed_moves(Black), 40);
    assert_eq!(g.left(White), secs(25 * 60));
    g.clock.resume(Timestamp(g.now));
    g.press_after(MIN);
    // No stage time is added by setting the counter, nor by the next move.
    assert_eq!(g.left(White), millis(24 * MIN));
    assert_eq!(g.clock.completed_moves(White), 41);
}

#[test]
fn start_switches_without_completing_a_move() {
    let mut g = Game::new("60m +10s");
    g.wait(MIN);
    g.clock.start(Black, Timestamp(g.now));
    assert_eq!(g.left(White), millis(59 * MIN));
    assert_eq!(g.clock.completed_moves(White), 0);
    g.wait(MIN);
    assert_eq!(g.left(Black), millis(59 * MIN));
    assert_eq!(g.left(White), millis(59 * MIN));
}

#[test]
fn snapshot_at_each_move() {
    let mut g = Game::new("40/90m, 30m +30s");
    g.press_after(10 * SEC);
    let snap = g.clock.snapshot(Timestamp(g.now));
    let expected = ClockSnapshot {
        white: millis(90 * MIN + 20 * SEC),
        black: millis(90 * MIN),
        move_number: 1,
        to_move: Some(Black),
        running: true,
    };
    assert_eq!(snap, expected);
    g.press_after(20 * SEC);
    g.clock.stop(Timestamp(g.now));
    let snap = g.clock.snapshot(Timestamp(g.now));
    assert_eq!(snap.move_number, 2);
    assert_eq!(snap.to_move, Some(White));
    assert_eq!(snap.black, millis(90 * MIN + 10 * SEC));
    assert!(!snap.running);
}

// Properties

#[derive(Clone, Debug)]
enum Op {
    Wait(u64),
    Press(Color),
    Stop,
    Resume,
    Start(Color),
    Adjust(Color, i64),
}

/// Milliseconds, signed, for sums that may go below zero on the way.
fn ms(d: Duration) -> i128 {
    i128::try_from(d.as_millis()).unwrap_or(i128::MAX)
}

fn color() -> impl Strategy<Value = Color> {
    prop_oneof![Just(White), Just(Black)]
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        6 => (0u64..120_000).prop_map(Op::Wait),
        6 => color().prop_map(Op::Press),
        1 => Just(Op::Stop),
        1 => Just(Op::Resume),
        1 => color().prop_map(Op::Start),
        1 => (color(), -300_000i64..300_000).prop_map(|(c, d)| Op::Adjust(c, d)),
    ]
}

fn control() -> impl Strategy<Value = TimeControl> {
    let stages = prop::collection::vec((1u32..4, 1u64..600), 0..3).prop_map(|v| {
        v.into_iter().map(|(n, s)| Stage { moves: Some(n), time: Duration::from_secs(s) }).collect::<Vec<_>>()
    });
    let mode = prop_oneof![
        Just(Mode::None),
        (1u64..60).prop_map(|s| Mode::Increment(Duration::from_secs(s))),
        (1u64..60).prop_map(|s| Mode::Delay(Duration::from_secs(s))),
        (1u64..60).prop_map(|s| Mode::Bronstein(Duration::from_secs(s))),
    ];
    (stages, 1u64..900, mode).prop_map(|(mut stages, rest, mode)| {
        stages.push(Stage { moves: None, time: Duration::from_secs(rest) });
        TimeControl { stages, mode }
    })
}

proptest! {
    #[test]
    fn control_round_trips(tc in control()) {
        let text = tc.to_string();
        prop_assert_eq!(text.parse::<TimeControl>(), Ok(tc));
    }

    #[test]
    fn clock_invariants(tc in control(), ops in prop::collection::vec(op(), 0..80)) {
        let mut clock = Clock::new(&tc, Timestamp(0));
        clock.start(White, Timestamp(0));
        let mut now = Timestamp(0);
        let bonus = match tc.mode {
            Mode::Increment(d) | Mode::Bronstein(d) => d,
            Mode::None | Mode::Delay(_) => Duration::ZERO,
        };
        // In delay mode: the mover's time when its move began, moved by adjustments.
        let mut move_start = ms(clock.remaining(White, now));
        for op in ops {
            let before = [clock.remaining(White, now), clock.remaining(Black, now)];
            let mover = clock.to_move();
            let running = clock.is_running();
            let stages_before = [clock.stage(White), clock.stage(Black)];
            let mut pressed = None;
            match op {
                Op::Wait(ms) => now = now.plus(ms),
                Op::Press(c) => {
                    if clock.press(c, now).is_ok() {
                        pressed = Some(c);
                    }
                }
                Op::Stop => clock.stop(now),
                Op::Resume => clock.resume(now),
                Op::Start(c) => clock.start(c, now),
                Op::Adjust(c, d) => clock.adjust(c, d, now),
            }
            let after = [clock.remaining(White, now), clock.remaining(Black, now)];
            for (i, c) in [White, Black].into_iter().enumerate() {
                // Zero time and a fallen flag are the same thing.
                prop_assert_eq!(after[i].is_zero(), clock.flag(c, now), "{:?} {:?}", c, op);
                match &op {
                    Op::Adjust(a, _) if *a == c => {}
                    Op::Press(_) if pressed == Some(c) => {
                        // Only the bonus and the next stage's time are added.
                        let stage_time = if clock.stage(c) > stages_before[i] {
                            tc.stages.get(clock.stage(c)).map_or(Duration::ZERO, |s| s.time)
                        } else {
                            Duration::ZERO
                        };
                        prop_assert!(after[i] <= before[i] + bonus + stage_time, "{:?} {:?}", c, op);
                        if let Mode::Increment(inc) = tc.mode && !after[i].is_zero() {
                            prop_assert_eq!(after[i], before[i] + inc + stage_time);
                        }
                        if matches!(tc.mode, Mode::Delay(_)) {
                            prop_assert!(ms(after[i]) <= move_start + ms(stage_time), "delay accumulated");
                        }
                    }
                    Op::Wait(ms) if running && mover == Some(c) => {
                        // Time runs for the running side, at most as fast as the wall clock.
                        prop_assert!(after[i] <= before[i]);
                        prop_assert!(before[i] - after[i] <= Duration::from_millis(*ms));
                    }
                    // Everything else leaves a side's time alone or lowers it (a start
                    // without a press charges the interrupted move).
                    Op::Start(_) => prop_assert!(after[i] <= before[i]),
                    _ => prop_assert_eq!(after[i], before[i], "{:?} {:?}", c, op),
                }
            }
            // The deadline is when the mover's time reaches zero.
            if let Some(at) = clock.next_deadline(now) {
                let c = clock.to_move().expect("a deadline means a side to move");
                prop_assert!(clock.is_running());
                prop_assert!(at > now);
                prop_assert!(clock.flag(c, at));
                prop_assert!(!clock.flag(c, Timestamp(at.0 - 1)));
            }
            // Track the start of a move for the delay property; an adjustment of the
            // mover's time moves it by as much.
            let new_mover = clock.to_move();
            if pressed.is_some() || new_mover != mover {
                if let Some(c) = new_mover {
                    move_start = ms(clock.remaining(c, now));
                }
            } else if let (Op::Adjust(a, _), Some(m)) = (&op, mover)
                && *a == m
            {
                let i = if m == White { 0 } else { 1 };
                move_start += ms(after[i]) - ms(before[i]);
            }
        }
    }
}

// The clock in the game: random legal games with random thinking times, through the
// core. Each made move stores both clocks; from consecutive snapshots: the
// side not to move loses no time, the mover loses exactly his thinking time less what
// the mode gives back, and a game whose mover runs out of time ends on time there.

fn game_control() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec!["40/120m, 60m", "2/1m, 1m +5s", "3/40s, 1m d5s", "1m b5s", "1m +2s", "50s"])
}

/// The mover's time after a move of `think` ms that started with `left` ms, and
/// whether the flag fell during it.
fn after_move(tc: &TimeControl, left: u64, think: u64, completed_before: u32) -> Option<u64> {
    let (charge, back) = match tc.mode {
        Mode::None => (think, 0),
        Mode::Increment(inc) => (think, ms(inc) as u64),
        Mode::Delay(d) => (think.saturating_sub(ms(d) as u64), 0),
        Mode::Bronstein(b) => (think, think.min(ms(b) as u64)),
    };
    if charge >= left {
        return None;
    }
    let stage_before = tc.stage_at(completed_before);
    let stage_after = tc.stage_at(completed_before + 1);
    let stage_time = if stage_after > stage_before { ms(tc.stages[stage_after].time) as u64 } else { 0 };
    Some(left - charge + back + stage_time)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn the_games_clock_runs_only_for_the_side_to_move(
        text in game_control(),
        picks in prop::collection::vec(any::<prop::sample::Index>(), 1..60),
        thinks in prop::collection::vec(0u64..25_000, 60),
        blind_black in any::<bool>(),
    ) {
        let tc = tc(text);
        let blind = if blind_black { Black } else { White };
        let settings = taktil::core::settings::Settings {
            blind,
            time_control: Some(tc.clone()),
            ..Default::default()
        };
        // A random legal game, entered move by move by the assistant.
        let mut pos = shakmaty::Chess::default();
        let mut inputs = Vec::new();
        let mut t = 0;
        let mut planned = Vec::new();
        for (pick, think) in picks.iter().zip(&thinks) {
            let legal = shakmaty::Position::legal_moves(&pos);
            if legal.is_empty() || shakmaty::Position::is_insufficient_material(&pos) {
                break;
            }
            let m = legal[pick.index(legal.len())];
            let san = shakmaty::san::San::from_move(&pos, m);
            shakmaty::Position::play_unchecked(&mut pos, m);
            t += think;
            let ends = shakmaty::Position::legal_moves(&pos).is_empty() || shakmaty::Position::is_insufficient_material(&pos);
            planned.push((*think, ends));
            inputs.push((Timestamp(t), taktil::core::input::Input::Assist(taktil::core::input::AssistCmd::Move(san))));
        }
        let (core, _) = taktil::core::run(settings, inputs);
        let first = ms(tc.stages[0].time) as u64;
        let mut left = [first, first];
        let mut completed = [0u32, 0];
        for (i, (think, ends)) in planned.iter().enumerate() {
            let mover = if i % 2 == 0 { 0 } else { 1 };
            let Some(expected) = after_move(&tc, left[mover], *think, completed[mover]) else {
                // The flag fell during this move: the game ended there, on time.
                prop_assert_eq!(core.moves().len(), i, "moves after a flag fall");
                let reason = core.moves().len();
                prop_assert!(core.outcome().is_some(), "no result after a flag fall at move {}", reason);
                break;
            };
            let Some(made) = core.moves().get(i) else {
                // The game ended by the rules (mate, stalemate, dead position).
                break;
            };
            let snap = made.clock.expect("every made move stores both clocks (R-42)");
            let times = [ms(snap.white) as u64, ms(snap.black) as u64];
            if *ends {
                // A move that ends the game is not pressed: no bonus, no stage.
                let charge = match tc.mode {
                    Mode::Delay(d) => think.saturating_sub(ms(d) as u64),
                    _ => *think,
                };
                prop_assert_eq!(times[mover], left[mover] - charge, "mover's time after the last move");
            } else {
                prop_assert_eq!(times[mover], expected, "mover's time after move {}", i + 1);
            }
            prop_assert_eq!(times[1 - mover], left[1 - mover], "the other side's time ran during move {}", i + 1);
            left[mover] = expected;
            completed[mover] += 1;
        }
    }
}
