//! Unit tests of the clock keeper on its own: a game, the settings and an outbox, and
//! the keeper's decisions (the companion-level rules are in `core/clock_tests.rs`).

use std::time::Duration;

use shakmaty::{CastlingMode, Color};

use super::*;
use crate::core::{
    input::{ClockReading, Device},
    settings::{FlagRule, Start, TactileBoard},
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

/// Issue 29, point 11: no time is added without a clock; the note says where it goes.
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
        ["@1 say no-clock", "@2 note no-clock", "@3 note time-not-kept black +0:02:00 illegal-move (7.5.5)"]
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
        ["@0 say claim-incorrect white", "@0 note clock-adjusted black +0:02:00 incorrect-claim (9.5.3)"]
    );
    // 2009: three minutes.
    let s = Settings { edition: crate::core::settings::Edition::Fide2009, ..s };
    keeper.incorrect_claim(at(0), Color::White, &s, &mut out);
    assert_eq!(out.lines()[1], "@0 note clock-adjusted black +0:03:00 incorrect-claim (9.5.3)");
    // 2001: the claimant loses half his time, at most three minutes.
    let s = Settings { edition: crate::core::settings::Edition::Fide2001, ..s };
    keeper.incorrect_claim(at(0), Color::White, &s, &mut out);
    assert_eq!(out.lines()[2], "@0 note clock-adjusted white -0:03:00 incorrect-claim (9.5.3)");
}

#[test]
fn a_time_set_to_zero_is_a_flag_already_seen() {
    let s = settings("5m");
    let (g, mut out) = (game(&s), Outbox::default());
    let mut keeper = ClockKeeper::new(&s, Color::White);
    let set = ClockCmd::Set { color: Color::White, left: Duration::ZERO, moves: None, reason: ClockReason::Judgement };
    keeper.command(at(1000), set, &mut out);
    assert_eq!(out.lines(), ["@1000 note clock-set white 0:00:00 judgement (7.1)"]);
    assert_eq!(keeper.check(at(2000), &g, &s, &mut out), None, "the arbiter's own setting is not a fall to act on");
    assert!(out.lines().is_empty());
}

// An electronic clock followed (issue 16).

fn reading(white_s: u64, black_s: u64, running: Option<Color>) -> ClockReading {
    ClockReading { white_ms: white_s * 1000, black_ms: black_s * 1000, running, white_flag: false, black_flag: false }
}

/// 6.1: while readings come the times are the clock's, standing as read: no flag and
/// no warning falls by taktil's own reckoning between them.
#[test]
fn readings_are_the_time_and_stand_until_the_next() {
    let s = Settings { low_time_ms: Some(30_000), ..settings("1m") };
    let (mut g, mut out) = (game(&s), Outbox::default());
    let mut keeper = ClockKeeper::new(&s, Color::White);
    keeper.reading(at(1000), Some(reading(45, 60, Some(Color::White))), &mut g, &s, &mut out);
    assert!(keeper.following());
    assert_eq!(keeper.deadline(&g, &s), None, "no flag is foreseen between readings");
    assert_eq!(keeper.check(at(90_000), &g, &s, &mut out), None, "the clock's own time would have run out");
    keeper.tell_time(at(90_000), &mut out);
    let snap = keeper.snapshot(at(90_000)).expect("a clock");
    assert_eq!((snap.white, snap.black, snap.running), (Duration::from_secs(45), Duration::from_secs(60), true));
    keeper.reading(at(91_000), Some(reading(30, 60, Some(Color::White))), &mut g, &s, &mut out);
    assert_eq!(keeper.check(at(91_000), &g, &s, &mut out), None);
    assert_eq!(
        out.lines(),
        ["@90000 say clocks w=0:00:45 b=0:01:00", "@91000 low-time white", "@91000 say low-time 0:00:30"]
    );
}

/// The press is seen as the running side changing; the move is stamped with the time
/// after it, and taktil presses nothing itself (E2.3 stays the players').
#[test]
fn a_move_is_stamped_with_the_reading_after_its_press() {
    let s = settings("90m +30s");
    let (mut g, mut out) = (game(&s), Outbox::default());
    let mut keeper = ClockKeeper::new(&s, Color::White);
    keeper.reading(at(1000), Some(reading(5400, 5400, Some(Color::White))), &mut g, &s, &mut out);
    g.play(shakmaty::uci::UciMove::from_ascii(b"e2e4").unwrap().to_move(g.position()).unwrap(), Device::Tactile);
    assert_eq!(keeper.move_made(at(3000), Color::White, false, false, &mut g, &s), None, "taktil does not press");
    assert_eq!(g.moves()[0].clock.map(|c| c.white), Some(Duration::from_secs(5400)));
    keeper.reading(at(4000), Some(reading(5427, 5400, Some(Color::Black))), &mut g, &s, &mut out);
    assert_eq!(g.moves()[0].clock.map(|c| c.white), Some(Duration::from_secs(5427)));
    assert_eq!(keeper.deadline(&g, &s), None, "the press came: none is awaited");
    assert_eq!(out.lines(), ["@4000 clock start black w=1:30:27 b=1:30:00 move 1"]);
}

/// 13.6: a move without a press is written, not said, once the grace time is over; a
/// press without a move too, the blind player's citing E2.3, and under 2023
/// with 7.5.3 (penalised as an illegal move).
#[test]
fn presses_that_do_not_fit_the_moves_are_written_for_the_arbiter() {
    let s = Settings { press_grace_ms: 5000, ..settings("90m") };
    let (mut g, mut out) = (game(&s), Outbox::default());
    let mut keeper = ClockKeeper::new(&s, Color::White);
    keeper.reading(at(1000), Some(reading(5400, 5400, Some(Color::White))), &mut g, &s, &mut out);
    keeper.reading(at(2000), Some(reading(5399, 5400, Some(Color::Black))), &mut g, &s, &mut out);
    keeper.reading(at(3000), Some(reading(5399, 5399, Some(Color::White))), &mut g, &s, &mut out);
    g.play(shakmaty::uci::UciMove::from_ascii(b"e2e4").unwrap().to_move(g.position()).unwrap(), Device::Tactile);
    assert_eq!(keeper.deadline(&g, &s), Some(at(8000)), "Black's press waits for his move");
    keeper.move_made(at(4000), Color::White, false, false, &mut g, &s);
    assert_eq!(keeper.check(at(8000), &g, &s, &mut out), None);
    assert_eq!(keeper.deadline(&g, &s), Some(at(9000)));
    assert_eq!(keeper.check(at(9000), &g, &s, &mut out), None);
    assert_eq!(keeper.deadline(&g, &s), None, "written once");
    let lines = out.lines();
    assert_eq!(
        lines.iter().filter(|l| l.contains("note")).collect::<Vec<_>>(),
        [
            "@2000 note external-press-without-move white blind",
            "@2000 note press-as-illegal white",
            "@8000 note external-press-without-move black",
            "@8000 note press-as-illegal black",
            "@9000 note external-move-without-press white",
        ]
    );
}

/// 6.8, 6.9: a flag the clock shows (or a time of zero) falls then, and the usual
/// rule decides it.
#[test]
fn a_flag_shown_falls_at_the_reading() {
    let s = settings("5m");
    let (mut g, mut out) = (game(&s), Outbox::default());
    let mut keeper = ClockKeeper::new(&s, Color::White);
    keeper.reading(at(1000), Some(reading(1, 200, Some(Color::White))), &mut g, &s, &mut out);
    assert_eq!(keeper.check(at(1500), &g, &s, &mut out), None);
    let flagged = ClockReading { white_flag: true, ..reading(0, 200, None) };
    keeper.reading(at(2000), Some(flagged), &mut g, &s, &mut out);
    let ending = keeper.check(at(2000), &g, &s, &mut out).expect("the flag decides");
    assert_eq!((ending.at, ending.reason), (at(2000), EndReason::Time));
    assert_eq!(out.lines(), ["@2000 note flag-fell white moves 0", "@2000 flag white"]);
}

/// Unplugged: said once, taktil's own clock goes on from the last reading; back: the
/// clock is followed again, and a time that jumped meanwhile is written (6.13).
#[test]
fn a_clock_that_goes_and_comes_back() {
    let s = settings("90m");
    let (mut g, mut out) = (game(&s), Outbox::default());
    let mut keeper = ClockKeeper::new(&s, Color::White);
    keeper.reading(at(0), None, &mut g, &s, &mut out);
    assert!(!keeper.following(), "no clock yet: taktil's own");
    keeper.reading(at(1000), Some(reading(3000, 3600, Some(Color::White))), &mut g, &s, &mut out);
    keeper.reading(at(2000), None, &mut g, &s, &mut out);
    keeper.reading(at(3000), None, &mut g, &s, &mut out);
    assert!(!keeper.following());
    let snap = keeper.snapshot(at(11_000)).expect("a clock");
    assert_eq!(snap.white, Duration::from_secs(2990), "on from the reading at 1 s");
    assert!(keeper.deadline(&g, &s).is_some(), "taktil's own flag again");
    keeper.reading(at(12_000), Some(reading(2989, 3600, Some(Color::White))), &mut g, &s, &mut out);
    keeper.reading(at(13_000), Some(reading(2000, 3600, Some(Color::White))), &mut g, &s, &mut out);
    assert_eq!(
        out.lines(),
        [
            "@2000 say external-clock-lost",
            "@12000 say external-clock-back",
            "@13000 note external-clock-set w=0:33:20 b=1:00:00"
        ]
    );
}

/// While the clock is followed taktil's own clock commands are not carried out (6.12,
/// 6.13: done on the clock); the reason of an adjustment is still written.
#[test]
fn clock_commands_are_done_on_the_clock() {
    let s = settings("60m");
    let (mut g, mut out) = (game(&s), Outbox::default());
    let mut keeper = ClockKeeper::new(&s, Color::White);
    keeper.reading(at(1000), Some(reading(3500, 3600, Some(Color::White))), &mut g, &s, &mut out);
    keeper.command(at(2000), ClockCmd::Stop, &mut out);
    keeper.button(at(2500), Color::White, &mut g, &s, &mut out);
    keeper.incorrect_claim(at(3000), Color::White, &s, &mut out);
    keeper.stop(at(3500));
    let snap = keeper.snapshot(at(4000)).expect("a clock");
    assert_eq!((snap.white, snap.black, snap.running), (Duration::from_secs(3500), Duration::from_secs(3600), true));
    assert_eq!(
        out.lines(),
        [
            "@2000 note external-clock-keeps",
            "@2500 note external-clock-keeps",
            "@3000 say claim-incorrect white",
            "@3000 note clock-adjusted black +0:02:00 incorrect-claim (9.5.3)",
            "@3000 note external-clock-keeps",
        ]
    );
}

/// A game with no time control set follows a clock read all the same.
#[test]
fn a_clock_read_without_a_time_control() {
    let s = Settings::default();
    let (mut g, mut out) = (game(&s), Outbox::default());
    let mut keeper = ClockKeeper::new(&s, Color::White);
    keeper.reading(at(1000), Some(reading(0, 0, None)), &mut g, &s, &mut out);
    assert!(keeper.clock().is_none(), "a clock not set shows only zeros: nothing to follow");
    keeper.reading(at(2000), Some(reading(300, 300, Some(Color::White))), &mut g, &s, &mut out);
    keeper.tell_time(at(2500), &mut out);
    assert_eq!(out.lines(), ["@2500 say clocks w=0:05:00 b=0:05:00"]);
}

/// The sighted player's move may reach taktil a moment after his press: a press
/// followed by his move within the grace time is his move's, not written down.
#[test]
fn a_sighted_press_just_before_his_move_is_his_moves() {
    let s = Settings { press_grace_ms: 5000, ..settings("90m") };
    let (mut g, mut out) = (game(&s), Outbox::default());
    let mut keeper = ClockKeeper::new(&s, Color::White);
    keeper.reading(at(1000), Some(reading(5400, 5400, Some(Color::White))), &mut g, &s, &mut out);
    g.play(shakmaty::uci::UciMove::from_ascii(b"e2e4").unwrap().to_move(g.position()).unwrap(), Device::Tactile);
    keeper.move_made(at(2000), Color::White, false, false, &mut g, &s);
    keeper.reading(at(3000), Some(reading(5398, 5400, Some(Color::Black))), &mut g, &s, &mut out);
    keeper.reading(at(9000), Some(reading(5398, 5394, Some(Color::White))), &mut g, &s, &mut out);
    g.play(shakmaty::uci::UciMove::from_ascii(b"e7e5").unwrap().to_move(g.position()).unwrap(), Device::Sighted);
    keeper.move_made(at(9500), Color::Black, false, false, &mut g, &s);
    assert_eq!(keeper.deadline(&g, &s), None);
    assert_eq!(keeper.check(at(20_000), &g, &s, &mut out), None);
    assert!(out.lines().iter().all(|l| !l.contains("note")));
    assert_eq!(g.moves()[1].clock.map(|c| c.black), Some(Duration::from_secs(5394)), "the reading at the move");
}

/// The clock reports once a second: the opponent's reply may be made before the
/// reading that shows the first press. Each press is still its own move's, and nothing
/// is written for the arbiter.
#[test]
fn a_reply_before_the_reading_of_the_press_leaves_both_presses_theirs() {
    let s = Settings { press_grace_ms: 5000, ..settings("90m") };
    let (mut g, mut out) = (game(&s), Outbox::default());
    let mut keeper = ClockKeeper::new(&s, Color::White);
    keeper.reading(at(1000), Some(reading(5400, 5400, Some(Color::White))), &mut g, &s, &mut out);
    g.play(shakmaty::uci::UciMove::from_ascii(b"e2e4").unwrap().to_move(g.position()).unwrap(), Device::Tactile);
    keeper.move_made(at(1500), Color::White, false, false, &mut g, &s);
    g.play(shakmaty::uci::UciMove::from_ascii(b"e7e5").unwrap().to_move(g.position()).unwrap(), Device::Sighted);
    keeper.move_made(at(1900), Color::Black, false, false, &mut g, &s);
    keeper.reading(at(2000), Some(reading(5399, 5400, Some(Color::Black))), &mut g, &s, &mut out);
    keeper.reading(at(3000), Some(reading(5399, 5399, Some(Color::White))), &mut g, &s, &mut out);
    assert_eq!(keeper.check(at(20_000), &g, &s, &mut out), None);
    assert!(out.lines().iter().all(|l| !l.contains("note")), "{:?}", out.lines());
}

/// Without tactile sensors the blind player's move is read from the sighted board a
/// moment after it was executed (the board's quiet time and the settle time): a press
/// for him in between is his move's (E2.3 cannot be checked by a peg), and only a
/// press that no move follows within the grace time is written.
#[test]
fn without_sensors_the_blind_players_press_may_come_before_his_move_is_read() {
    let s = Settings { press_grace_ms: 5000, tactile: TactileBoard::NoSensors, ..settings("90m") };
    let (mut g, mut out) = (game(&s), Outbox::default());
    let mut keeper = ClockKeeper::new(&s, Color::White);
    keeper.reading(at(1000), Some(reading(5400, 5400, Some(Color::White))), &mut g, &s, &mut out);
    keeper.reading(at(2000), Some(reading(5399, 5400, Some(Color::Black))), &mut g, &s, &mut out);
    g.play(shakmaty::uci::UciMove::from_ascii(b"e2e4").unwrap().to_move(g.position()).unwrap(), Device::Sighted);
    keeper.move_made(at(2600), Color::White, false, false, &mut g, &s);
    assert!(out.lines().iter().all(|l| !l.contains("note")), "{:?}", out.lines());
    // Black replies and presses; then a press for White that no move follows is
    // written once the grace time is over.
    g.play(shakmaty::uci::UciMove::from_ascii(b"e7e5").unwrap().to_move(g.position()).unwrap(), Device::Sighted);
    keeper.move_made(at(2900), Color::Black, false, false, &mut g, &s);
    keeper.reading(at(3000), Some(reading(5399, 5399, Some(Color::White))), &mut g, &s, &mut out);
    keeper.reading(at(4000), Some(reading(5399, 5398, Some(Color::Black))), &mut g, &s, &mut out);
    assert_eq!(keeper.check(at(9000), &g, &s, &mut out), None);
    let notes: Vec<String> = out.lines().into_iter().filter(|l| l.contains("note")).collect();
    assert_eq!(notes, ["@9000 note external-press-without-move white blind", "@9000 note press-as-illegal white"]);
}

/// Issue 29, point 6: a penalty given after a move stands through a take-back to it;
/// once a later move's clocks are stored with it, a take-back to that later move finds
/// it in the stored times and adds nothing twice.
#[test]
fn time_given_after_a_stored_move_is_kept_once() {
    let s = settings("90m");
    let (mut g, mut out) = (game(&s), Outbox::default());
    let mut keeper = ClockKeeper::new(&s, Color::White);
    let play = |g: &mut Game, uci: &[u8]| {
        let m = shakmaty::uci::UciMove::from_ascii(uci).unwrap().to_move(g.position()).unwrap();
        g.play(m, Device::Tactile);
    };
    play(&mut g, b"e2e4");
    keeper.move_made(at(1000), Color::White, false, false, &mut g, &s);
    keeper.adjust(at(1500), Color::Black, 120_000, ClockReason::IllegalMove, &mut out);
    keeper.adjust(at(1600), Color::White, 60_000, ClockReason::Judgement, &mut out);
    assert_eq!(keeper.given_after(1).len(), 1, "given after move 1, and only the penalty");
    // Taken back to move 1 again, it is after that move once more.
    let given = keeper.given_after(1);
    assert_eq!((given[0].color, given[0].delta_ms, given[0].reason), (Color::Black, 120_000, ClockReason::IllegalMove));
    play(&mut g, b"e7e5");
    keeper.move_made(at(3000), Color::Black, false, false, &mut g, &s);
    assert_eq!(keeper.given_after(2), vec![], "move 2's stored clocks include it");
    assert_eq!(keeper.given_after(0).len(), 1, "the start's clocks do not");
}
