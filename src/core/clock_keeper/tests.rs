//! Unit tests of the clock keeper on its own: a game, the settings and an outbox, and
//! the keeper's decisions (the companion-level rules are in `core/clock_tests.rs`).

use std::time::Duration;

use shakmaty::{CastlingMode, Color};

use super::*;
use crate::core::{
    input::Device,
    settings::{FlagRule, Start},
};

fn settings(tc: &str) -> Settings {
    Settings { time_control: Some(tc.parse().expect("time control")), ..Settings::default() }
}

fn game(settings: &Settings) -> Game {
    Game::new(settings.start.position.clone(), CastlingMode::Standard)
}

fn at(ms: u64) -> Timestamp {
    Timestamp(ms)
}

#[test]
fn without_a_time_control_there_is_no_clock() {
    let s = Settings::default();
    let (g, mut out) = (game(&s), Outbox::default());
    let mut keeper = ClockKeeper::new(&s, Color::White);
    assert!(keeper.clock().is_none());
    assert_eq!(keeper.deadline(&g, &s), None);
    assert_eq!(keeper.check(at(10_000), &g, &s, &mut out), None);
    keeper.tell_time(at(1), &mut out);
    keeper.command(at(2), ClockCmd::Stop, &mut out);
    keeper.adjust(at(3), Color::Black, 120_000, ClockReason::IllegalMove, &mut out);
    assert_eq!(
        out.lines(),
        ["@1 say no-clock", "@2 note no-clock", "@3 note clock-adjusted black +0:02:00 illegal-move (7.4b)"]
    );
}

#[test]
fn a_flag_falls_at_its_own_instant_and_loses() {
    let s = settings("1m");
    let (g, mut out) = (game(&s), Outbox::default());
    let mut keeper = ClockKeeper::new(&s, Color::White);
    assert_eq!(keeper.deadline(&g, &s), Some(at(60_000)));
    assert_eq!(keeper.check(at(59_999), &g, &s, &mut out), None);
    let ending = keeper.check(at(70_000), &g, &s, &mut out);
    assert_eq!(
        ending,
        Some(Ending {
            at: at(60_000),
            outcome: KnownOutcome::Decisive { winner: Color::Black },
            reason: EndReason::Time
        })
    );
    assert_eq!(out.lines(), ["@60000 note flag-fell white moves 0", "@60000 flag white"]);
    assert_eq!(keeper.deadline(&g, &s), None, "a flag is acted on once");
}

#[test]
fn a_flag_against_a_side_that_cannot_mate_draws() {
    let start = Start::from_fen("8/8/8/4k3/8/8/8/4K2Q w - - 0 1", false).expect("FEN");
    let s = Settings { start, ..settings("1m") };
    let (g, mut out) = (game(&s), Outbox::default());
    let mut keeper = ClockKeeper::new(&s, Color::White);
    let ending = keeper.check(at(60_000), &g, &s, &mut out).expect("the flag is decided");
    assert_eq!((ending.outcome, ending.reason), (KnownOutcome::Draw, EndReason::TimeNoMate { flag: Color::White }));
}

#[test]
fn in_claim_mode_only_the_assistants_claim_decides() {
    // The blind player's own flag waits for the opponent's claim (6.8).
    let s = Settings { flag: FlagRule::Claim, ..settings("1m") };
    let (g, mut out) = (game(&s), Outbox::default());
    let mut keeper = ClockKeeper::new(&s, Color::White);
    assert_eq!(keeper.check(at(60_000), &g, &s, &mut out), None);
    assert_eq!(out.lines(), ["@60000 note flag-fell white moves 0"]);
    assert_eq!(keeper.fallen_flag(at(61_000), Some(Color::Black)), None);
    assert_eq!(keeper.fallen_flag(at(61_000), None), Some(Color::White));
    // The sighted player's flag is claimed by taktil for the blind player (E2.9e).
    let s = Settings { blind: Color::Black, ..s };
    let mut keeper = ClockKeeper::new(&s, Color::White);
    assert!(keeper.check(at(60_000), &g, &s, &mut out).is_some());
}

#[test]
fn the_low_time_warning_comes_once_until_time_is_added() {
    let s = Settings { low_time_ms: Some(10_000), ..settings("1m +20s") };
    let (mut g, mut out) = (game(&s), Outbox::default());
    let mut keeper = ClockKeeper::new(&s, Color::White);
    assert_eq!(keeper.deadline(&g, &s), Some(at(50_000)));
    assert_eq!(keeper.check(at(52_000), &g, &s, &mut out), None);
    assert_eq!(out.lines(), ["@50000 low-time white", "@50000 say low-time 0:00:10"]);
    assert_eq!(keeper.deadline(&g, &s), Some(at(60_000)), "only the flag is left to watch");
    // The increment lifts the time above the warning again.
    let m = g.legal()[0];
    g.play(m, Device::Tactile);
    let pressed = keeper.move_made(at(55_000), Color::White, false, false, &mut g, &s);
    let times = pressed.expect("taktil presses for the blind player").expect("a clock");
    assert_eq!(times.white, Duration::from_secs(25));
    assert_eq!(g.moves()[0].clock, Some(times), "the move is stamped (R-42)");
    keeper.button(at(56_000), Color::Black, &mut g, &s, &mut out);
    // White has 25 s from 56 s on: the warning is due again at 10 s left.
    assert_eq!(keeper.deadline(&g, &s), Some(at(71_000)), "the warning is armed again");
}

#[test]
fn a_press_that_does_nothing_is_noted() {
    let s = settings("5m");
    let (mut g, mut out) = (game(&s), Outbox::default());
    let mut keeper = ClockKeeper::new(&s, Color::White);
    keeper.button(at(1000), Color::Black, &mut g, &s, &mut out);
    keeper.command(at(2000), ClockCmd::Stop, &mut out);
    keeper.button(at(3000), Color::White, &mut g, &s, &mut out);
    keeper.command(at(4000), ClockCmd::Start, &mut out);
    assert_eq!(
        out.lines(),
        ["@1000 note press black not-running", "@3000 note press white stopped", "@4000 say clock-restarted"]
    );
}

#[test]
fn a_move_that_ends_the_game_stops_the_clock_without_a_press() {
    let s = settings("5m");
    let mut g = game(&s);
    let mut keeper = ClockKeeper::new(&s, Color::White);
    assert_eq!(keeper.move_made(at(1000), Color::White, true, false, &mut g, &s), None);
    assert!(!keeper.clock().expect("a clock").is_running());
}

#[test]
fn an_incorrect_claim_costs_the_editions_penalty() {
    let s = settings("10m");
    let mut out = Outbox::default();
    let mut keeper = ClockKeeper::new(&s, Color::White);
    keeper.incorrect_claim(at(0), Color::White, &s, &mut out);
    assert_eq!(
        out.lines(),
        ["@0 say claim-incorrect white", "@0 note clock-adjusted black +0:03:00 incorrect-claim (9.5)"]
    );
    // 2001: the claimant loses half his time, at most three minutes.
    let s = Settings { edition: crate::core::settings::Edition::Fide2001, ..s };
    keeper.incorrect_claim(at(0), Color::White, &s, &mut out);
    assert_eq!(out.lines()[2], "@0 note clock-adjusted white -0:03:00 incorrect-claim (9.5)");
}

#[test]
fn a_time_set_to_zero_is_a_flag_already_seen() {
    let s = settings("5m");
    let (g, mut out) = (game(&s), Outbox::default());
    let mut keeper = ClockKeeper::new(&s, Color::White);
    let set = ClockCmd::Set { color: Color::White, left: Duration::ZERO, moves: None, reason: ClockReason::Judgement };
    keeper.command(at(1000), set, &mut out);
    assert_eq!(out.lines(), ["@1000 note clock-set white 0:00:00 judgement (6.13)"]);
    assert_eq!(keeper.check(at(2000), &g, &s, &mut out), None, "the arbiter's own setting is not a fall to act on");
    assert!(out.lines().is_empty());
}
