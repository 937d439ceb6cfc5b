//! Unit tests of the core on hand-written peg events.

use shakmaty::{Color, Square};

use crate::core::{
    input::{AssistCmd, BoardMsg, Cell, Device, Input, Key},
    output::Timed,
    run,
    settings::{AnnounceMode, Settings, Start},
    time::Timestamp,
};

fn ev(t: u64, line: &str) -> (Timestamp, Input) {
    let mut f: Vec<&str> = line.split_whitespace().collect();
    let seq = f.last().and_then(|s| s.strip_prefix('#')).and_then(|n| n.parse().ok());
    if seq.is_some() {
        f.pop();
    }
    if f[0] == "assist" {
        let cmd = match f[1] {
            "move" => AssistCmd::Move(f[2].parse().unwrap()),
            _ => AssistCmd::Key(Key::from_name(f[2]).unwrap()),
        };
        return (Timestamp(t), Input::Assist(cmd));
    }
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
    (Timestamp(t), Input::Board { device, msg, seq })
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
            "@1900 move 1 white e2e4 e4 tactile",
            "@1900 say move white e4",
            "@1900 clock start black",
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
    let out = transcript(Settings::default(), &[(1000, "L g1"), (1500, "P g1"), (2000, "L e2"), (2500, "P e4")]);
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
        assert_eq!(moves(&out), vec!["@1900 move 1 white e4d5 exd5 tactile"], "{order:?}: {out:?}");
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
    assert!(out.iter().any(|l| l == "@1700 say ask-promotion e8"), "{out:?}");
    assert_eq!(moves(&out), vec!["@4000 move 1 white e7e8n e8=N tactile"]);
}

#[test]
fn transfer_of_the_opponents_move_is_no_touch() {
    let settings = Settings { blind: Color::Black, ..Settings::default() };
    let out = transcript(settings, &[(1000, "L e2"), (1500, "P e4"), (4000, "L e7"), (4500, "P e5")]);
    assert_eq!(moves(&out), vec!["@1800 move 1 white e2e4 e4 tactile", "@4800 move 2 black e7e5 e5 tactile"]);
    assert!(out.iter().filter(|l| l.contains("touch ")).count() == 1, "{out:?}");
    assert!(out.iter().any(|l| l == "@4800 clock start white"));
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
    // 2023 7.5.1: never announced, never pressed: counted, but not a completed
    // illegal move.
    assert!(out.iter().any(|l| l.ends_with("note illegal-not-completed white 1")), "{out:?}");
    let edition = crate::core::settings::Edition::Fide2009;
    let out = transcript(Settings { edition, ..Settings::default() }, &[(1000, "L g1"), (1400, "P g3")]);
    assert!(out.iter().any(|l| l.ends_with("note illegal-counted white 1 opponent+2m")), "2009 7.4b: {out:?}");
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

fn at(fen: &str, chess960: bool) -> Settings {
    Settings { start: Start::from_fen(fen, chess960).unwrap(), ..Settings::default() }
}

#[test]
fn en_passant_in_both_orders() {
    let fen = "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3";
    for order in [["L e5", "P d6", "L d5"], ["L d5", "L e5", "P d6"]] {
        let out = transcript(at(fen, false), &[(1000, order[0]), (1300, order[1]), (1600, order[2])]);
        assert_eq!(moves(&out), vec!["@1900 move 1 white e5d6 exd6 tactile"], "{order:?}: {out:?}");
        assert!(out.iter().any(|l| l.ends_with("say move white exd6 e.p.")), "{out:?}");
    }
}

#[test]
fn chess960_castling_variants() {
    // Rook-only castling: the king is touched first, the rook moves (F3, 4.4a).
    let fen = "4k3/8/8/8/8/8/8/6KR w H - 0 1";
    let out = transcript(at(fen, true), &[(1000, "L g1"), (1200, "L h1"), (1500, "P f1"), (1800, "P g1")]);
    assert_eq!(moves(&out), vec!["@2100 move 1 white g1h1 O-O tactile"], "{out:?}");
    // Castling and a rook move that leave the same pegs: the king lifted first means
    // castling (4.4a), the rook alone a rook move.
    let fen = "4k3/8/8/8/8/8/8/5K1R w H - 0 1";
    let out = transcript(at(fen, true), &[(1000, "L f1"), (1200, "L h1"), (1500, "P f1"), (1800, "P g1")]);
    assert_eq!(moves(&out), vec!["@2100 move 1 white f1h1 O-O tactile"], "{out:?}");
    let out = transcript(at(fen, true), &[(1000, "L h1"), (1500, "P g1")]);
    assert_eq!(moves(&out), vec!["@1800 move 1 white h1g1 Rg1 tactile"], "{out:?}");
    // King-only castling: the rook already stands on its castling square.
    let fen = "4k3/8/8/8/8/8/8/4KR2 w F - 0 1";
    let out = transcript(at(fen, true), &[(1000, "L e1"), (1500, "P g1")]);
    assert_eq!(moves(&out), vec!["@1800 move 1 white e1f1 O-O tactile"], "{out:?}");
    // Swap castling: king and rook change places; the holes stay filled.
    let fen = "4k3/8/8/8/8/8/8/5KR1 w G - 0 1";
    let out = transcript(at(fen, true), &[(1000, "L f1"), (1100, "L g1"), (1500, "P f1"), (1800, "P g1")]);
    assert_eq!(moves(&out), vec!["@2100 move 1 white f1g1 O-O tactile"], "{out:?}");
    // The king placed on its castling square before the rook moves waits longer than
    // the settle time: the rook may still follow.
    let fen = "4k3/8/8/8/8/8/8/RK6 w A - 0 1";
    let out = transcript(at(fen, true), &[(1000, "L b1"), (1300, "P c1"), (2500, "L a1"), (2900, "P d1")]);
    assert_eq!(moves(&out), vec!["@3200 move 1 white b1a1 O-O-O tactile"], "{out:?}");
}

#[test]
fn adjust_before_a_lift_is_no_touch() {
    let out = transcript(
        Settings::default(),
        &[(500, "pad K adjust"), (1000, "L g1"), (1400, "P g1"), (2000, "L e2"), (2500, "P e4")],
    );
    assert!(out.iter().any(|l| l == "@500 say adjust"), "{out:?}");
    assert_eq!(moves(&out), vec!["@2800 move 1 white e2e4 e4 tactile"], "{out:?}");
}

#[test]
fn electronic_sighted_board_and_transfer() {
    let out = transcript(
        Settings::default(),
        &[
            (1000, "L e2"),
            (1500, "P e4"),
            (2000, "sighted L e2"),
            (2300, "sighted P e4"),
            (3000, "sighted L e7"),
            (3300, "sighted P e5"),
            (9000, "L e7"),
            (9300, "P e5"),
            (11000, "L g1"),
            (11500, "P f3"),
        ],
    );
    assert_eq!(
        moves(&out),
        vec![
            "@1800 move 1 white e2e4 e4 tactile",
            "@3600 move 2 black e7e5 e5 sighted",
            "@11800 move 3 white g1f3 Nf3 tactile",
        ],
        "{out:?}"
    );
    // The tactile board was behind for more than the divergence time: the mismatch is
    // reported and the move to carry over is spoken as one step; it matches
    // again once the pegs show it.
    assert!(out.iter().any(|l| l == "@6600 mismatch tactile e5 e7"), "{out:?}");
    assert!(out.iter().any(|l| l == "@6600 say shift p e7 e5"), "{out:?}");
    assert!(out.iter().any(|l| l == "@9300 matched tactile"), "{out:?}");
    // The transfer was not a touch.
    assert!(!out.iter().any(|l| l.contains("touch e7")), "{out:?}");
}

#[test]
fn assistant_move_then_transfer() {
    let settings = Settings { blind: Color::Black, ..Settings::default() };
    let out = transcript(
        settings,
        &[(1000, "assist move e4"), (2000, "L e2"), (2300, "P e4"), (4000, "L e7"), (4300, "P e5")],
    );
    assert_eq!(moves(&out), vec!["@1000 move 1 white e2e4 e4 assist", "@4600 move 2 black e7e5 e5 tactile"], "{out:?}");
    let out = transcript(Settings::default(), &[(1000, "assist move e5")]);
    assert!(out.iter().any(|l| l == "@1000 note assist-move-rejected"), "{out:?}");
}

#[test]
fn checkmate_ends_the_game() {
    let fen = "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2";
    let settings = Settings { blind: Color::Black, ..at(fen, false) };
    let out = transcript(settings, &[(1000, "L d8"), (1500, "P h4"), (5000, "L e2")]);
    assert!(out.iter().any(|l| l == "@1800 end 0-1 Checkmate"), "{out:?}");
    assert!(!out.iter().any(|l| l.contains("clock")), "a mate stops the game, no clock: {out:?}");
    assert!(out.iter().any(|l| l == "@5000 say game-is-over"), "{out:?}");
}

#[test]
fn threefold_repetition_can_be_claimed() {
    let mut lines = Vec::new();
    let mut t = 1000;
    for _ in 0..2 {
        for (a, b) in [("g1", "f3"), ("g8", "f6"), ("f3", "g1"), ("f6", "g8")] {
            lines.push((t, format!("L {a}")));
            lines.push((t + 300, format!("P {b}")));
            t += 2000;
        }
    }
    let lines: Vec<(u64, &str)> = lines.iter().map(|(t, l)| (*t, l.as_str())).collect();
    let out = transcript(Settings::default(), &lines);
    assert_eq!(moves(&out).len(), 8, "{out:?}");
    assert_eq!(out.iter().filter(|l| l.ends_with("note draw-claimable threefold")).count(), 1, "{out:?}");
}

#[test]
fn sequence_gap_asks_for_a_snapshot() {
    let out = transcript(Settings::default(), &[(1000, "L e2 #1"), (1500, "P e4 #3")]);
    assert!(out.iter().any(|l| l == "@1500 say resync"), "{out:?}");
    assert!(out.iter().any(|l| l == "@1500 request tactile SNAP"), "{out:?}");
    assert_eq!(moves(&out).len(), 1, "the game goes on: {out:?}");
}

#[test]
fn impossible_events_are_reported_not_applied() {
    let out = transcript(Settings::default(), &[(1000, "L e4"), (1500, "P e2")]);
    assert!(out.iter().any(|l| l == "@1000 request tactile SNAP"), "{out:?}");
    assert!(moves(&out).is_empty(), "{out:?}");
}

#[test]
fn queries_answer_on_request() {
    let out = transcript(
        Settings::default(),
        &[(500, "pad K repeat"), (1000, "L e2"), (1500, "P e4"), (3000, "pad K repeat"), (3100, "pad K moves")],
    );
    assert!(out.iter().any(|l| l == "@500 say no-move-yet"), "{out:?}");
    assert!(out.iter().any(|l| l == "@3000 say last-move white e4"), "{out:?}");
    assert!(out.iter().any(|l| l == "@3100 say move-count 0 black"), "{out:?}");
}

#[test]
fn second_piece_moved_is_illegal() {
    let out = transcript(Settings::default(), &[(1000, "L e2"), (1200, "P e4"), (1300, "L d2"), (1400, "P d4")]);
    assert!(out.iter().any(|l| l.ends_with("say illegal second-piece")), "{out:?}");
    assert!(moves(&out).is_empty(), "{out:?}");
}

/// Issue 14: a resignation, the arbiter's result and a sealed move, through the core.
mod results {
    use shakmaty::{Color, KnownOutcome};

    use super::{Timed, Timestamp, ev, run};
    use crate::core::{
        input::{ArbiterCmd, Article, AssistCmd, Ground, Input},
        msg::EndReason,
        resign::CONFIRM_MS,
        settings::Settings,
    };

    fn with(lines: &[(u64, &str)], cmds: &[(u64, AssistCmd)]) -> (Option<(KnownOutcome, EndReason)>, Vec<String>) {
        let mut inputs: Vec<(Timestamp, Input)> = lines.iter().map(|(t, l)| ev(*t, l)).collect();
        inputs.extend(cmds.iter().map(|(t, c)| (Timestamp(*t), Input::Assist(c.clone()))));
        inputs.sort_by_key(|(t, _)| *t);
        let (core, out) = run(Settings::default(), inputs);
        (core.ended(), out.iter().map(Timed::to_string).collect())
    }

    #[test]
    fn two_presses_in_time_resign_and_one_never_does() {
        let (end, out) = with(&[(1000, "pad K resign")], &[]);
        assert_eq!(end, None, "{out:?}");
        assert_eq!(out, ["@1000 say resign-ask"]);
        let late = 1000 + CONFIRM_MS + 1;
        let (end, _) = with(&[(1000, "pad K resign"), (late, "pad K resign")], &[]);
        assert_eq!(end, None, "a second press too late only asks again");
        let (end, out) = with(&[(1000, "pad K resign"), (1000 + CONFIRM_MS, "pad K resign")], &[]);
        assert_eq!(end, Some((KnownOutcome::Decisive { winner: Color::Black }, EndReason::Resignation)), "{out:?}");
    }

    #[test]
    fn another_key_between_the_presses_answers_no() {
        let (end, out) = with(&[(1000, "pad K resign"), (1500, "pad K moves"), (2000, "pad K resign")], &[]);
        assert_eq!(end, None);
        assert_eq!(out[1], "@1500 say resign-cancelled", "{out:?}");
    }

    #[test]
    fn the_arbiter_declares_a_result_once() {
        let article = Article::parse("9.6").expect("an article");
        let draw =
            AssistCmd::Arbiter(ArbiterCmd::Result { outcome: KnownOutcome::Draw, ground: Ground::Article(article) });
        let (end, out) = with(&[], &[(1000, draw), (2000, AssistCmd::Resign(Color::White))]);
        assert_eq!(end, Some((KnownOutcome::Draw, EndReason::Decision(article))));
        assert_eq!(out.last().map(String::as_str), Some("@2000 note ended-before resignation"), "{out:?}");
    }

    /// 5.1.2 (2023): a resignation is a draw when the opponent cannot checkmate by any
    /// possible series of legal moves; 2009 and 2001 (5.1b): it loses.
    #[test]
    fn a_resignation_against_a_lone_king_is_a_draw_under_2023_only() {
        use crate::core::settings::{Edition, Start};
        let resign = |edition: Edition, by: Color| {
            let start = Start::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1", false).expect("a start");
            let settings = Settings { edition, start, ..Settings::default() };
            let (core, _) = run(settings, [(Timestamp(1000), Input::Assist(AssistCmd::Resign(by)))]);
            core.ended()
        };
        let white_wins = Some((KnownOutcome::Decisive { winner: Color::White }, EndReason::Resignation));
        assert_eq!(
            resign(Edition::Fide2023, Color::White),
            Some((KnownOutcome::Draw, EndReason::ResignationNoMate { by: Color::White }))
        );
        assert_eq!(resign(Edition::Fide2023, Color::Black), white_wins, "White can mate");
        for edition in [Edition::Fide2009, Edition::Fide2001] {
            let black_wins = Some((KnownOutcome::Decisive { winner: Color::Black }, EndReason::Resignation));
            assert_eq!(resign(edition, Color::White), black_wins, "{edition}");
            assert_eq!(resign(edition, Color::Black), white_wins, "{edition}");
        }
    }

    /// 9.6.1 and 6.2.1.1 (2023): the move that makes a position's fifth appearance ends
    /// the game as a draw and counts as completed without a press: no clock starts for
    /// the opponent, and no flag falls after it.
    #[test]
    fn a_fivefold_repetition_ends_the_game_with_the_clock_stopped() {
        use crate::core::timecontrol::TimeControl;
        let settings = Settings {
            time_control: Some("1m".parse::<TimeControl>().expect("a time control")),
            ..Settings::default()
        };
        let shuffle = ["Nf3", "Nf6", "Ng1", "Ng8"];
        let lines: Vec<(u64, String)> =
            (0..16).map(|i| (1000 + 1000 * i as u64, format!("assist move {}", shuffle[i % 4]))).collect();
        let mut inputs: Vec<(Timestamp, Input)> = lines.iter().map(|(t, l)| ev(*t, l)).collect();
        // Long after every clock would have run out.
        inputs.push((Timestamp(600_000), Input::Assist(AssistCmd::Key(crate::core::input::Key::Time))));
        let (core, out) = run(settings, inputs);
        let out: Vec<String> = out.iter().map(Timed::to_string).collect();
        assert_eq!(core.ended(), Some((KnownOutcome::Draw, EndReason::FivefoldRepetition)), "{out:?}");
        let last: Vec<&String> = out.iter().filter(|l| l.starts_with("@16000 ")).collect();
        assert!(out.iter().any(|l| l.starts_with("@15000 clock start")), "the clock ran: {out:?}");
        assert!(last.iter().all(|l| !l.contains("clock start")), "{last:?}");
        assert!(out.iter().all(|l| !l.contains("flag")), "{out:?}");
        assert!(out.contains(&"@16000 say game-over 1/2-1/2 FivefoldRepetition".to_owned()), "{out:?}");
    }

    #[test]
    fn an_illegal_sealed_move_is_kept_unseen_and_loses_at_the_resumption() {
        let seal = AssistCmd::Seal("Nf5".into());
        let (end, out) = with(&[], &[(1000, seal.clone())]);
        assert_eq!((end, out), (None, vec!["@1000 say adjourned".to_owned()]), "nothing says the move");
        let (end, out) = with(&[], &[(1000, seal), (2000, AssistCmd::Resume)]);
        let lost = (
            KnownOutcome::Decisive { winner: Color::Black },
            EndReason::SealedMove(crate::core::msg::SealFault::Illegal),
        );
        assert_eq!(end, Some(lost), "{out:?}");
        assert!(out.contains(&"@2000 say sealed-move-faulty Nf5 illegal".to_owned()), "{out:?}");
    }
}
