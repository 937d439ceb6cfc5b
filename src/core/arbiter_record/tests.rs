//! Unit tests of what is kept for the arbiter, on its own: a game, the settings and an
//! outbox.

use shakmaty::{CastlingMode, Chess, Color, san::San};

use super::*;
use crate::core::settings::{Duties, Edition, Start};

fn game_after(sans: &[&str]) -> Game {
    let mut game = Game::new(Chess::default(), CastlingMode::Standard);
    for san in sans {
        let m = san.parse::<San>().expect("SAN").to_move(game.position()).expect("legal");
        game.play(m, Device::Assist);
    }
    game
}

fn cells_of(fen: &str) -> [Cell; 64] {
    let board: shakmaty::Board = fen.parse().expect("FEN placement");
    let mut cells = [Cell::Empty; 64];
    for (sq, piece) in &board {
        cells[usize::from(sq)] = Cell::Piece(piece);
    }
    cells
}

#[test]
fn refused_placements_are_counted_per_player_with_the_penalty() {
    let settings = Settings { edition: Edition::Fide2009, ..Settings::default() };
    let (mut record, mut out) = (ArbiterRecord::default(), Outbox::default());
    for _ in 0..3 {
        record.count_placement(Timestamp(1), Color::White, &settings, &mut out);
    }
    record.count_placement(Timestamp(2), Color::Black, &settings, &mut out);
    assert_eq!((record.illegal_count(Color::White), record.illegal_count(Color::Black)), (3, 1));
    assert_eq!(
        out.lines(),
        [
            "@1 note illegal-counted white 1 opponent+2m",
            "@1 note illegal-counted white 2 opponent+2m",
            "@1 note illegal-counted white 3 loss-or-draw",
            "@2 note illegal-counted black 1 opponent+2m",
        ]
    );
}

#[test]
fn under_2009_the_third_ruled_illegal_move_ends_the_game() {
    let settings = Settings { edition: Edition::Fide2009, ..Settings::default() };
    let (mut record, game, mut out) = (ArbiterRecord::default(), game_after(&[]), Outbox::default());
    let mut keeper = ClockKeeper::new(&settings, Color::White);
    assert_eq!(record.rule_illegal(Timestamp(1), Color::Black, &game, &settings, &mut keeper, &mut out), None);
    assert_eq!(record.rule_illegal(Timestamp(2), Color::Black, &game, &settings, &mut keeper, &mut out), None);
    let ending = record.rule_illegal(Timestamp(3), Color::Black, &game, &settings, &mut keeper, &mut out);
    assert_eq!(
        ending.map(|e| (e.outcome, e.reason)),
        Some((KnownOutcome::Decisive { winner: Color::White }, EndReason::IllegalMoves))
    );
    assert_eq!(
        out.lines()[..2],
        ["@1 note illegal-ruled black 1", "@1 note time-not-kept white +0:02:00 illegal-move (7.4b)"]
    );
}

/// 7.5.5 (2023): the second completed illegal move loses.
#[test]
fn under_2023_the_second_ruled_illegal_move_ends_the_game() {
    let settings = Settings::default();
    assert_eq!(settings.edition, Edition::Fide2023, "the default");
    let (mut record, game, mut out) = (ArbiterRecord::default(), game_after(&[]), Outbox::default());
    let mut keeper = ClockKeeper::new(&settings, Color::White);
    assert_eq!(record.rule_illegal(Timestamp(1), Color::Black, &game, &settings, &mut keeper, &mut out), None);
    let ending = record.rule_illegal(Timestamp(2), Color::Black, &game, &settings, &mut keeper, &mut out);
    assert_eq!(
        ending.map(|e| (e.outcome, e.reason)),
        Some((KnownOutcome::Decisive { winner: Color::White }, EndReason::SecondIllegalMove))
    );
}

#[test]
fn under_2009_an_opponent_who_cannot_mate_gets_a_draw() {
    let start = Start::from_fen("8/8/8/4k3/8/8/8/4K2Q w - - 0 1", false).expect("FEN");
    let settings = Settings { start, ..Settings::default() };
    let game = Game::new(settings.start.position.clone(), CastlingMode::Standard);
    let (mut record, mut out) = (ArbiterRecord::default(), Outbox::default());
    let mut keeper = ClockKeeper::new(&settings, Color::White);
    let mut ending = None;
    for t in 1..=3 {
        ending = record.rule_illegal(Timestamp(t), Color::White, &game, &settings, &mut keeper, &mut out);
    }
    let reason = ending.map(|e| e.reason);
    assert_eq!(reason, Some(EndReason::IllegalMovesNoMate { by: Color::White }));
}

#[test]
fn a_reported_touch_names_the_piece_as_it_stood() {
    let settings = Settings::default();
    let (mut record, mut out) = (ArbiterRecord::default(), Outbox::default());
    // After 1. e4 e5 the sighted player's pawn stood on e7 when he touched it.
    let game = game_after(&["e4", "e5"]);
    record.report_touch(Timestamp(1), Square::E7, false, &game, &settings, &mut out);
    record.report_touch(Timestamp(2), Square::G8, false, &game, &settings, &mut out);
    // Too late once the blind player touched a piece himself (4.7 (2009), R-15).
    record.report_touch(Timestamp(3), Square::G8, true, &game, &settings, &mut out);
    let settings = Settings { duties: Duties::NONE, ..settings };
    record.report_touch(Timestamp(4), Square::G8, false, &game, &settings, &mut out);
    assert_eq!(
        out.lines(),
        [
            "@1 note touch-reported black e7 p",
            "@2 note touch-reported black g8 n",
            "@3 note touch-report-too-late",
            "@4 note duty-off e",
        ]
    );
}

#[test]
fn the_sighted_sheet_is_checked_against_the_game() {
    let (mut record, mut out) = (ArbiterRecord::default(), Outbox::default());
    let game = game_after(&["e4", "e5", "Nf3"]);
    let words = |text: &str| text.split_whitespace().map(str::to_owned).collect::<Vec<_>>();
    let start = Chess::default();
    record.enter_sheet(Timestamp(1), words("e4 e5"), &start, &game, &mut out);
    record.enter_sheet(Timestamp(2), words("Nc3"), &start, &game, &mut out);
    assert_eq!(record.sighted_sheet().len(), 3);
    assert_eq!(out.lines(), ["@2 note sheet-differs 3"]);
}

#[test]
fn the_sighted_sheet_may_be_in_his_own_letters() {
    let (mut record, mut out) = (ArbiterRecord::default(), Outbox::default());
    let game = game_after(&["e4", "e5", "Nf3"]);
    let start = Chess::default();
    // C3: a German sheet agrees with the game.
    record.enter_sheet(Timestamp(1), vec!["e4".into(), "e5".into(), "Sf3".into()], &start, &game, &mut out);
    assert_eq!(out.lines(), Vec::<String>::new());
    let evidence = record.evidence(&game, &Settings::default(), None, None);
    assert_eq!(evidence.sighted_sheet[2].to_string(), "Nf3");
    // An English letter after a German one: that entry cannot be read (7.4a may apply).
    let mut record = ArbiterRecord::default();
    record.enter_sheet(Timestamp(2), vec!["e4".into(), "Nc6".into(), "Sf3".into()], &start, &game, &mut out);
    let evidence = record.evidence(&game, &Settings::default(), None, None);
    assert_eq!(evidence.sighted_sheet[2], Entry::Unreadable("Sf3".into()));
    // The arbiter hears why, once, with both entries as written.
    assert_eq!(out.lines(), ["@2 note sheet-letters 3 Sf3 other-than Nc6", "@2 note sheet-differs 2"]);
    record.enter_sheet(Timestamp(3), vec!["d4".into()], &start, &game, &mut out);
    assert!(!out.lines().iter().any(|l| l.starts_with("@3 note sheet-letters")), "{:?}", out.lines());
}

#[test]
fn the_sighted_board_is_checked_and_kept_for_the_ruling() {
    let settings = Settings::default();
    let (mut record, mut out) = (ArbiterRecord::default(), Outbox::default());
    let game = game_after(&["e4"]);
    let shown = cells_of("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR");
    record.enter_board(Timestamp(1), shown, &game, &settings, &mut out);
    assert_eq!(out.lines(), ["@1 note board-matches black"]);
    let behind = cells_of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
    record.enter_board(Timestamp(2), behind, &game, &settings, &mut out);
    assert_eq!(out.lines(), ["@2 mismatch sighted e2 e4", "@2 note board-differs black", "@2 note shift P e2 e4"]);
    assert_eq!(record.entered_board(), Some(behind));
    // No electronic sighted board: the ruling reads the board as entered.
    let evidence = record.evidence(&game, &settings, None, None);
    assert_eq!(evidence.sighted, Some(behind));
    assert_eq!(evidence.blind_sheet.len(), 1);
    assert!(evidence.start_clock.is_none());
    write_ruling(Timestamp(3), &evidence, Edition::Fide2009, &mut out);
    let lines = out.lines();
    assert!(lines[0].starts_with("@3 ruling "), "{lines:?}");
    assert!(lines[1..].iter().all(|l| l.starts_with("@3 note ruling ")), "{lines:?}");
}

#[test]
fn a_reported_touch_is_upheld_for_the_move_still_to_be_made() {
    let settings = Settings::default();
    let (mut record, mut out) = (ArbiterRecord::default(), Outbox::default());
    let game = game_after(&["e4"]);
    let none = record.uphold(Timestamp(1), None, &game, &mut out);
    assert_eq!(none, None, "nothing reported");
    record.report_touch(Timestamp(2), Square::B8, false, &game, &settings, &mut out);
    record.report_touch(Timestamp(3), Square::F8, false, &game, &settings, &mut out);
    assert_eq!(record.uphold(Timestamp(4), Some(Square::G8), &game, &mut out), None, "not g8");
    // The bishop on f8 cannot move: the upheld touch binds nothing (4.5).
    assert_eq!(record.uphold(Timestamp(5), None, &game, &mut out), Some(None));
    // The knight on b8 can: with both upheld, the first upheld that can move binds (4.3a).
    let rule = record.uphold(Timestamp(6), Some(Square::B8), &game, &mut out).flatten();
    let knight = shakmaty::Piece { color: Color::Black, role: shakmaty::Role::Knight };
    assert_eq!(rule.map(|r| r.obligation), Some(crate::core::msg::Obligation::Move(knight, Square::B8)));
    assert_eq!(record.upheld().len(), 2);
    assert_eq!(record.void_upheld(Some(Square::B8)).map(|t| t.square), Some(Square::B8));
    assert_eq!(record.upheld_rule(&game), None, "only the bishop is left");
    assert_eq!(
        out.lines(),
        [
            "@1 note no-touch-to-uphold black",
            "@2 note touch-reported black b8 n",
            "@3 note touch-reported black f8 b",
            "@4 note no-touch-to-uphold black g8",
        ]
    );
    // Once Black has moved, the touch binds nothing more: White is on move.
    let game = game_after(&["e4", "Nc6"]);
    assert_eq!(record.uphold(Timestamp(7), None, &game, &mut out), None);
    // The move is judged against the touch instead (4.8): Nc6 kept to it.
    assert_eq!(record.breach_after_move(Timestamp(8), Some(Square::B8), false, &game, &settings, &mut out), None);
    // e5 broke it: the half-move to take back; too late once White touched a piece.
    let game = game_after(&["e4", "e5"]);
    assert_eq!(record.breach_after_move(Timestamp(9), Some(Square::B8), false, &game, &settings, &mut out), Some(1));
    assert_eq!(record.breach_after_move(Timestamp(10), Some(Square::B8), true, &game, &settings, &mut out), None);
    assert_eq!(
        out.lines(),
        ["@7 note no-touch-to-uphold white", "@8 note touch-kept black n b8", "@10 note touch-uphold-too-late black",]
    );
}
