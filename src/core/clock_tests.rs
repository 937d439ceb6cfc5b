//! Unit tests of the clock in the core: presses, flags, offers and claims, on inputs
//! built by hand (the golden scripts in `tests/scripts/clock/` cover the same rules
//! through the script parser).

use shakmaty::Color::{Black, White};

use crate::core::{
    input::{AssistCmd, BoardMsg, ClockCmd, Device, Input, Key},
    output::Timed,
    run,
    settings::{FlagRule, Settings, SightedClock, Start},
    time::Timestamp,
};

fn settings(tc: &str) -> Settings {
    Settings { time_control: Some(tc.parse().expect("time control")), ..Settings::default() }
}

fn lift(t: u64, sq: &str) -> (Timestamp, Input) {
    let msg = BoardMsg::Lift(sq.parse().expect("square"));
    (Timestamp(t), Input::Board { device: Device::Tactile, msg, seq: None })
}

fn place(t: u64, sq: &str) -> (Timestamp, Input) {
    let msg = BoardMsg::Place(sq.parse().expect("square"), crate::core::input::Cell::Occupied);
    (Timestamp(t), Input::Board { device: Device::Tactile, msg, seq: None })
}

fn key(t: u64, device: Device, key: Key) -> (Timestamp, Input) {
    (Timestamp(t), Input::Board { device, msg: BoardMsg::Key(key), seq: None })
}

fn assist(t: u64, cmd: AssistCmd) -> (Timestamp, Input) {
    (Timestamp(t), Input::Assist(cmd))
}

fn san(text: &str) -> AssistCmd {
    AssistCmd::Move(text.parse().expect("SAN"))
}

fn transcript(settings: Settings, inputs: Vec<(Timestamp, Input)>) -> Vec<String> {
    let (_, out) = run(settings, inputs);
    out.iter().map(Timed::to_string).collect()
}

fn has(out: &[String], line: &str) -> bool {
    out.iter().any(|l| l == line)
}

#[test]
fn blind_move_starts_the_opponents_clock_with_both_times() {
    let out = transcript(settings("40/120m, 60m"), vec![lift(1000, "e2"), place(1600, "e4")]);
    assert!(has(&out, "@1900 clock start black w=1:59:58.100 b=2:00:00 move 1"), "{out:#?}");
}

#[test]
fn flag_falls_at_the_exact_instant_and_loses() {
    let out = transcript(settings("1m"), vec![key(70_000, Device::Pad, Key::Time)]);
    assert!(has(&out, "@60000 note flag-fell white moves 0"), "{out:#?}");
    assert!(has(&out, "@60000 end 0-1 Time"), "{out:#?}");
}

#[test]
fn flag_with_an_opponent_who_cannot_mate_is_a_draw() {
    let start = Start::from_fen("8/8/8/4k3/8/8/8/4K2Q w - - 0 1", false).expect("FEN");
    let out = transcript(Settings { start, ..settings("1m") }, vec![key(70_000, Device::Pad, Key::Time)]);
    assert!(has(&out, "@60000 end 1/2-1/2 TimeNoMate { flag: White }"), "{out:#?}");
}

#[test]
fn claim_mode_writes_the_flag_and_waits_for_a_claim() {
    let s = Settings { flag: FlagRule::Claim, ..settings("1m") };
    let out = transcript(s, vec![key(70_000, Device::Pad, Key::Time), assist(71_000, AssistCmd::ClaimTime)]);
    assert!(has(&out, "@60000 note flag-fell white moves 0"), "{out:#?}");
    assert!(has(&out, "@70000 say clocks w=flag b=0:01:00"), "{out:#?}");
    assert!(has(&out, "@71000 end 0-1 Time"), "{out:#?}");
}

#[test]
fn sighted_key_mode_keeps_his_clock_running_until_he_presses() {
    let s = Settings { sighted_clock: SightedClock::Key, ..settings("60m") };
    let out = transcript(
        s,
        vec![lift(1000, "e2"), place(1500, "e4"), assist(5000, san("e5")), key(9000, Device::Sighted, Key::Clock)],
    );
    assert!(has(&out, "@9000 clock start white w=0:59:58.200 b=0:59:52.800 move 2"), "{out:#?}");
}

#[test]
fn an_early_press_of_the_blind_players_clock_is_noted_but_counts() {
    let out =
        transcript(settings("60m"), vec![lift(1000, "e2"), assist(1200, AssistCmd::Clock(ClockCmd::Press(White)))]);
    assert!(has(&out, "@1200 note press white before-move"), "{out:#?}");
    assert!(out.iter().any(|l| l.starts_with("@1200 clock start black")), "{out:#?}");
}

#[test]
fn draw_offer_is_marked_and_lapses_when_the_offered_player_lifts_a_peg() {
    let out = transcript(
        settings("60m"),
        vec![
            lift(1000, "e2"),
            place(1500, "e4"),
            // The sighted player's move, carried over to the tactile board.
            lift(4000, "e7"),
            place(4500, "e5"),
            assist(5100, AssistCmd::DrawOffer(Black)),
            lift(6000, "g1"),
        ],
    );
    assert!(has(&out, "@5100 say draw-offered black"), "{out:#?}");
    assert!(has(&out, "@6061 note draw-offer-lapsed white"), "{out:#?}");
    let (core, _) = run(settings("60m"), vec![lift(1000, "e2"), place(1500, "e4"), assist(3000, san("e5"))]);
    assert!(core.moves().iter().all(|m| !m.offer));
}

#[test]
fn accepting_an_offer_ends_the_game() {
    let out = transcript(
        settings("60m"),
        vec![
            lift(1000, "e2"),
            place(1500, "e4"),
            key(2100, Device::Pad, Key::Draw),
            key(3000, Device::Sighted, Key::Draw),
        ],
    );
    assert!(has(&out, "@3000 end 1/2-1/2 Agreement"), "{out:#?}");
}
