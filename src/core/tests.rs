//! Unit tests of the core on hand-written peg events.

use shakmaty::{Color, Square};

use crate::core::{
    input::{BoardMsg, Cell, Device, Input, Key},
    output::Timed,
    run,
    settings::{AnnounceMode, Settings, Start},
    time::Timestamp,
};

fn ev(t: u64, line: &str) -> (Timestamp, Input) {
    let f: Vec<&str> = line.split_whitespace().collect();
    let (device, rest) = match f[0] {
        "pad" => (Device::Pad, &f[1..]),
        "sighted" => (Device::Sighted, &f[1..]),
        _ => (Device::Tactile, &f[..]),
    };
    let sq = |s: &str| s.parse::<Square>().unwrap();
    let msg = match rest[0] {
        "L" => BoardMsg::Lift(sq(rest[1])),
        "P" => BoardMsg::Place(
            sq(rest[1]),
            rest.get(2).map_or(Cell::Occupied, |c| {
                Cell::Piece(shakmaty::Piece::from_char(c.chars().next().unwrap()).unwrap())
            }),
        ),
        "K" => BoardMsg::Key(Key::from_name(rest[1]).unwrap()),
        other => panic!("bad test line {other}"),
    };
    (Timestamp(t), Input::Board { device, msg, seq: None })
}

fn transcript(settings: Settings, lines: &[(u64, &str)]) -> Vec<String> {
    let (_, out) = run(settings, lines.iter().map(|(t, l)| ev(*t, l)));
    out.iter().map(Timed::to_string).collect()
}

fn moves(out: &[String]) -> Vec<String> {
    out.iter().filter(|l| l.contains(" move ") && !l.contains(" say ")).cloned().collect()
}

#[test]
fn quiet_move_is_announced_after_settle() {
    let out = transcript(Settings::default(), &[(1000, "L e2"), (1600, "P e4")]);
    assert_eq!(
        out,
        vec![
            "@1061 touch e2 P",
            "@2100 move 1 white e2e4 e4 tactile",
            "@2100 say move white e4",
            "@2100 clock start black",
        ]
    );
}

#[test]
fn bounce_is_not_a_touch() {
    let out = transcript(Settings::default(), &[(1000, "L g1"), (1030, "P g1"), (2000, "L e2"), (2500, "P e4")]);
    assert!(!out.iter().any(|l| l.contains("touch g1")), "{out:?}");
    assert!(out.iter().any(|l| l.contains("move 1 white e2e4")), "{out:?}");
}

#[test]
fn touch_move_refuses_another_piece() {
    // Knight touched and put back, then the pawn moved: the knight must move (4.3a).
    let out = transcript(
        Settings::default(),
        &[(1000, "L g1"), (1500, "P g1"), (2000, "L e2"), (2500, "P e4")],
    );
    assert!(out.iter().any(|l| l.ends_with("say touch-move move N g1")), "{out:?}");
    assert!(out.iter().any(|l| l.ends_with("say move-back P e4 e2")), "{out:?}");
    assert!(moves(&out).is_empty(), "{out:?}");
}

#[test]
fn capture_captured_first_and_mover_first() {
    let start = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    for order in [["L d5", "L e4", "P d5"], ["L e4", "L d5", "P d5"]] {
        let settings = Settings { start: Start::from_fen(start, false).unwrap(), ..Settings::default() };
        let out = transcript(settings, &[(1000, order[0]), (1300, order[1]), (1600, order[2])]);
        assert_eq!(moves(&out), vec!["@2100 move 1 white e4d5 exd5 tactile"], "{order:?}: {out:?}");
    }
}

#[test]
fn lifted_piece_that_can_capture_is_not_the_capture() {
    // Lifting the e4 pawn leaves the same occupancy as exd5; it is no move.
    let start = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    let settings = Settings { start: Start::from_fen(start, false).unwrap(), ..Settings::default() };
    let out = transcript(settings, &[(1000, "L e4")]);
    assert!(moves(&out).is_empty(), "{out:?}");
}

#[test]
fn promotion_asks_for_the_piece() {
    let start = "8/4P3/8/8/8/8/k7/4K3 w - - 0 1";
    let settings = Settings { start: Start::from_fen(start, false).unwrap(), ..Settings::default() };
    let out = transcript(settings, &[(1000, "L e7"), (1400, "P e8"), (4000, "pad K knight")]);
    assert!(out.iter().any(|l| l == "@1900 say ask-promotion e8"), "{out:?}");
    assert_eq!(moves(&out), vec!["@4000 move 1 white e7e8n e8=N tactile"]);
}

#[test]
fn transfer_of_the_opponents_move_is_no_touch() {
    let settings = Settings { blind: Color::Black, ..Settings::default() };
    let out = transcript(settings, &[(1000, "L e2"), (1500, "P e4"), (4000, "L e7"), (4500, "P e5")]);
    assert_eq!(moves(&out), vec!["@2000 move 1 white e2e4 e4 tactile", "@5000 move 2 black e7e5 e5 tactile"]);
    assert!(out.iter().filter(|l| l.contains("touch ")).count() == 1, "{out:?}");
    assert!(out.iter().any(|l| l == "@5000 clock start white"));
}

#[test]
fn confirm_mode_waits_for_announce() {
    let settings = Settings { announce: AnnounceMode::Confirm, ..Settings::default() };
    let out = transcript(settings, &[(1000, "L e2"), (1500, "P e4"), (9000, "pad K announce")]);
    assert_eq!(moves(&out), vec!["@9000 move 1 white e2e4 e4 tactile"]);
}

#[test]
fn illegal_placement_is_refused_and_counted() {
    let out = transcript(Settings::default(), &[(1000, "L f1"), (1400, "L e2"), (1800, "P e4")]);
    let _ = out;
    let out = transcript(Settings::default(), &[(1000, "L g1"), (1400, "P g3")]);
    assert!(out.iter().any(|l| l.ends_with("say illegal unreachable N g3")), "{out:?}");
    assert!(out.iter().any(|l| l.ends_with("say move-back N g3 g1")), "{out:?}");
    assert!(out.iter().any(|l| l.ends_with("note illegal-counted white 1 opponent+2m")), "{out:?}");
}

#[test]
fn castling_king_first_and_together() {
    let start = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
    for lines in [
        vec![(1000, "L e1"), (1300, "P g1"), (1600, "L h1"), (1900, "P f1")],
        vec![(1000, "L e1"), (1100, "L h1"), (1400, "P f1"), (1700, "P g1")],
    ] {
        let settings = Settings { start: Start::from_fen(start, false).unwrap(), ..Settings::default() };
        let out = transcript(settings, &lines);
        assert_eq!(moves(&out).len(), 1, "{out:?}");
        assert!(moves(&out)[0].contains("e1g1 O-O"), "{out:?}");
    }
    // Rook first, then king: castling is refused (4.4b), the rook must move.
    let settings = Settings { start: Start::from_fen(start, false).unwrap(), ..Settings::default() };
    let out = transcript(settings, &[(1000, "L h1"), (1600, "L e1"), (1900, "P g1"), (2200, "P f1")]);
    assert!(moves(&out).is_empty(), "{out:?}");
    assert!(out.iter().any(|l| l.ends_with("say touch-move move R h1")), "{out:?}");
}
