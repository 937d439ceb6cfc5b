//! Unit tests of one board on its own: events in, status, decisions and outputs out,
//! with no companion around it.

use shakmaty::{CastlingMode, Chess, FromSetup, fen::Fen};

use super::*;

/// A board, the game it follows, the settings and the outbox it is lent.
struct Bench {
    track: Track,
    game: Game,
    settings: Settings,
    out: Outbox,
}

impl Bench {
    fn new(device: Device, fen: &str) -> Bench {
        let fen: Fen = fen.parse().expect("FEN");
        let pos: Chess = Chess::from_setup(fen.into_setup(), CastlingMode::Standard).expect("position");
        let game = Game::new(pos, CastlingMode::Standard);
        Bench { track: Track::new(device, &game), game, settings: Settings::default(), out: Outbox::default() }
    }

    fn start(device: Device) -> Bench {
        Bench::new(device, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
    }

    /// Records one event (`L e2`, `P e4`) and looks at the board as after a peg event.
    fn event(&mut self, t: u64, line: &str, task: Task) -> Option<Decision> {
        let event = match line.split_once(' ') {
            Some(("L", sq)) => BoardEvent::Lift(sq.parse().expect("square")),
            Some(("P", sq)) => BoardEvent::Place(sq.parse().expect("square"), Cell::Occupied),
            _ => panic!("bad event {line}"),
        };
        self.track.record(Timestamp(t), event, task, self.settings.bounce_ms).expect("the event fits the holes");
        self.track.evaluate(Timestamp(t), Trigger::Event, task, &self.game, &self.settings, &mut self.out)
    }

    /// Fires the wake that is due by `t`.
    fn wake(&mut self, t: u64, task: Task) -> Option<Decision> {
        let (at, wake) = self.track.take_wake(Timestamp(t)).expect("a wake is due");
        self.track.wake_up(at, wake, task, &self.game, &self.settings, &mut self.out)
    }

    fn play(&mut self, uci: &str) {
        let m = self.game.legal().iter().copied().find(|m| m.to_uci(CastlingMode::Standard).to_string() == uci);
        self.game.play(m.expect("legal"), Device::Assist);
    }
}

/// Black's knight from b8 to c6 in the bench's position.
fn b8c6(b: &Bench) -> shakmaty::Move {
    b.track.legal.iter().copied().find(|m| m.to_uci(CastlingMode::Standard).to_string() == "b8c6").expect("b8c6")
}

fn uci(decision: Option<Decision>) -> Option<String> {
    match decision {
        Some(Decision::Make(m) | Decision::MakeAndRead(m)) => Some(m.to_uci(CastlingMode::Standard).to_string()),
        _ => None,
    }
}

#[test]
fn what_a_boards_events_mean() {
    let b = Bench::start(Device::Tactile);
    assert_eq!(b.track.task(true, false), Task::Own);
    assert_eq!(b.track.task(false, false), Task::Carry, "the blind player transfers the sighted player's move");
    assert_eq!(b.track.task(false, true), Task::Sync, "the sighted board reports the sighted player's move");
    let mut b = Bench::start(Device::Sighted);
    assert_eq!(b.track.task(false, true), Task::Idle, "an ordinary sighted board is not tracked");
    assert!(!b.track.reports());
    assert!(b.track.start_reporting(&b.game));
    assert!(!b.track.start_reporting(&b.game), "once");
    assert_eq!(b.track.task(false, true), Task::Carry);
    assert_eq!(b.track.task(true, true), Task::Sync);
}

#[test]
fn a_held_move_is_made_after_the_settle_time() {
    let mut b = Bench::start(Device::Tactile);
    assert_eq!(b.event(1000, "L e2", Task::Own), None);
    assert_eq!(b.event(1500, "P e4", Task::Own), None);
    assert_eq!(b.track.take_wake(Timestamp(1799)), None);
    assert_eq!(uci(b.wake(1800, Task::Own)), Some("e2e4".into()));
    assert!(b.out.lines().is_empty(), "the companion announces the move, not the board");
}

#[test]
fn a_bounce_is_no_touch_and_a_lift_held_is() {
    let mut b = Bench::start(Device::Tactile);
    let bounce = b.settings.bounce_ms;
    let lift = |sq: &str| BoardEvent::Lift(sq.parse().expect("square"));
    let place = |sq: &str| BoardEvent::Place(sq.parse().expect("square"), Cell::Occupied);
    assert_eq!(b.track.record(Timestamp(1000), lift("g1"), Task::Own, bounce), Ok(Recorded::Counted));
    assert_eq!(b.track.deadline(), Some(Timestamp(1000 + bounce + 1)));
    assert_eq!(b.track.record(Timestamp(1030), place("g1"), Task::Own, bounce), Ok(Recorded::Bounce(Square::G1)));
    assert!(b.track.confirm_touches(Timestamp(u64::MAX), true).is_empty());
    assert!(!b.track.touched());
    b.track.record(Timestamp(2000), lift("e2"), Task::Own, bounce).expect("fits");
    let touched = b.track.confirm_touches(Timestamp(2000 + bounce + 1), false);
    assert_eq!(touched.len(), 1);
    assert_eq!((touched[0].at, touched[0].square), (Timestamp(2061), Square::E2));
    assert!(b.track.touched());
}

#[test]
fn the_transfer_of_a_carried_move_is_no_touch() {
    let mut b = Bench::start(Device::Tactile);
    b.track.record(Timestamp(1000), BoardEvent::Lift(Square::E2), Task::Carry, 60).expect("fits");
    assert_eq!(b.track.deadline(), None);
}

#[test]
fn events_that_do_not_fit_the_holes_change_nothing() {
    let mut b = Bench::start(Device::Tactile);
    let before = b.track.cells();
    assert_eq!(b.track.record(Timestamp(1000), BoardEvent::Lift(Square::E4), Task::Own, 60), Err(Lost));
    assert_eq!(
        b.track.record(Timestamp(1000), BoardEvent::Place(Square::E2, Cell::Occupied), Task::Own, 60),
        Err(Lost)
    );
    assert_eq!(b.track.cells(), before);
}

#[test]
fn touch_move_refuses_another_piece_once() {
    // Knight touched and put back, then the pawn moved: the knight must move (4.3a).
    let mut b = Bench::start(Device::Tactile);
    for (t, e) in [(1000, "L g1"), (1500, "P g1"), (2000, "L e2"), (2500, "P e4")] {
        assert_eq!(b.event(t, e, Task::Own), None);
    }
    assert_eq!(b.wake(2800, Task::Own), None);
    assert_eq!(
        b.out.lines(),
        ["@2800 say touch-move move N g1", "@2800 say move-back P e4 e2", "@2800 note touch-move-recorded white"]
    );
    // Looked at again with nothing changed: the same guidance is not repeated.
    b.track.evaluate(Timestamp(3100), Trigger::Event, Task::Own, &b.game, &b.settings, &mut b.out);
    assert_eq!(b.wake(3600, Task::Own), None);
    assert!(b.out.lines().is_empty(), "the same guidance is not repeated");
}

fn piece(c: char) -> shakmaty::Piece {
    shakmaty::Piece::from_char(c).expect("piece")
}

#[test]
fn an_illegal_placement_counts_only_as_the_blind_players_own_move() {
    let mut b = Bench::start(Device::Tactile);
    b.event(1000, "L g1", Task::Own);
    b.event(1400, "P g3", Task::Own);
    assert_eq!(b.wake(1700, Task::Own), Some(Decision::Refused));
    assert_eq!(b.out.lines(), ["@1700 say illegal unreachable N g3", "@1700 say move-back N g3 g1"]);
    // The same pegs carried for the sighted player: a board difference, not a move.
    let mut b = Bench::start(Device::Tactile);
    b.event(1000, "L g1", Task::Carry);
    b.event(1400, "P g3", Task::Carry);
    assert_eq!(b.wake(1700, Task::Carry), None);
    assert_eq!(b.out.lines().len(), 2);
}

#[test]
fn a_promotion_is_asked_for_and_the_key_names_the_piece() {
    let mut b = Bench::new(Device::Tactile, "8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    b.event(1000, "L e7", Task::Own);
    b.event(1400, "P e8", Task::Own);
    assert!(matches!(b.track.status, Status::Promotion(_)));
    assert_eq!(b.wake(1700, Task::Own), None);
    assert_eq!(b.out.lines(), ["@1700 say ask-promotion e8"]);
    let decision = b.track.key(Timestamp(4000), Key::Knight, Task::Own, &b.game, &b.settings, &mut b.out);
    assert_eq!(uci(decision), Some("e7e8n".into()));
}

#[test]
fn keys_that_do_not_fit_the_task_are_noted() {
    let mut b = Bench::start(Device::Tactile);
    assert_eq!(b.track.key(Timestamp(5), Key::Adjust, Task::Carry, &b.game, &b.settings, &mut b.out), None);
    assert_eq!(b.track.key(Timestamp(6), Key::Queen, Task::Sync, &b.game, &b.settings, &mut b.out), None);
    assert_eq!(b.track.key(Timestamp(7), Key::Announce, Task::Own, &b.game, &b.settings, &mut b.out), None);
    assert_eq!(b.out.lines(), ["@5 note key-ignored adjust", "@6 note key-ignored queen", "@7 say no-move"]);
}

#[test]
fn a_carried_move_is_complete_when_the_next_peg_lifts() {
    let mut b = Bench::start(Device::Tactile);
    b.event(1000, "L e2", Task::Carry);
    b.event(1300, "P e4", Task::Carry);
    let pos = b.game.position().clone();
    assert_eq!(b.track.completed_by_lift(Square::E4, &pos, &b.settings), None, "a peg of the move itself");
    assert_eq!(b.track.completed_by_lift(Square::E7, &pos, &b.settings).map(|m| m.to()), Some(Square::E4));
}

#[test]
fn a_board_behind_the_game_is_guided_and_matches_again() {
    let mut b = Bench::start(Device::Sighted);
    b.track.start_reporting(&b.game);
    b.play("e2e4");
    b.track.rebase(&b.game);
    assert_eq!(b.track.task(false, true), Task::Sync);
    b.track.fall_behind(Timestamp(4000));
    assert_eq!(b.track.deadline(), Some(Timestamp(4000)));
    assert_eq!(b.wake(4000, Task::Sync), None);
    assert_eq!(
        b.out.lines(),
        ["@4000 mismatch sighted e2 e4", "@4000 note board-differs black", "@4000 note shift P e2 e4",]
    );
    assert_eq!(b.track.guidance_to_repeat(), Some(&Msg::Shift { piece: piece('P'), from: Square::E2, to: Square::E4 }));
    b.event(5000, "L e2", Task::Sync);
    b.event(5300, "P e4", Task::Sync);
    assert_eq!(b.out.lines(), ["@5300 matched sighted", "@5300 note board-matches black"]);
    assert_eq!(b.track.guidance_to_repeat(), None);
    assert_eq!(b.track.task(false, true), Task::Carry, "the board shows the game again");
}

#[test]
fn a_carried_move_done_with_a_peg_already_in_hand_is_made_and_the_peg_stays_in_hand() {
    // Black's knight carried to c6 after the blind player (White) lifted his bishop:
    // the transfer is complete, and the bishop is in hand in White's turn, no touch.
    let mut b = Bench::new(Device::Tactile, "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
    assert_eq!(b.event(1000, "L b8", Task::Carry), None);
    assert_eq!(b.event(1500, "L f1", Task::Carry), None);
    assert_eq!(b.event(1800, "P c6", Task::Carry), Some(Decision::MakeAndRead(b8c6(&b))));
    assert!(b.out.lines().is_empty(), "no guidance: the board shows the move");
    b.play("b8c6");
    b.track.rebase(&b.game);
    assert_eq!(b.track.task(true, false), Task::Own, "the board shows the game but for a peg in hand");
    assert!(!b.track.touched(), "a lift made before the player was seen on move is no touch");
    assert_eq!(b.event(2500, "P c4", Task::Own), None);
    assert_eq!(uci(b.wake(3000, Task::Own)), Some("f1c4".into()));
}

#[test]
fn an_own_move_is_not_read_as_moved_on() {
    // The same pegs in White's own move: the knight has not moved, so nothing is made.
    let mut b = Bench::start(Device::Tactile);
    b.event(1000, "L e2", Task::Own);
    b.event(1300, "L g1", Task::Own);
    assert_eq!(b.event(1600, "P e4", Task::Own), None);
    assert!(!matches!(b.track.status, Status::MovedOn(_)));
}

#[test]
fn the_king_is_blamed_only_for_a_move_that_is_not_legal() {
    // Black's knight to c6 is legal; with White's bishop also out and no other move
    // fitting, the reason is not a king in check.
    let mut b = Bench::new(Device::Tactile, "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
    b.event(1000, "L b8", Task::Carry);
    b.event(1200, "L d8", Task::Carry);
    b.event(1500, "P c6", Task::Carry);
    assert_eq!(b.track.status, Status::Illegal(Illegal::SecondPiece));
    // A pinned piece: moving it would leave the king in check.
    let mut b = Bench::new(Device::Tactile, "k3r3/8/8/8/8/8/4R3/4K3 w - - 0 1");
    b.event(1000, "L e2", Task::Own);
    b.event(1400, "P d2", Task::Own);
    assert_eq!(b.track.status, Status::Illegal(Illegal::KingInCheck));
}

#[test]
fn a_voided_touch_binds_no_longer_and_a_new_lift_binds_again() {
    let mut b = Bench::start(Device::Tactile);
    b.event(1000, "L g1", Task::Own);
    b.event(1500, "P g1", Task::Own);
    b.event(2000, "L e2", Task::Own);
    b.event(2500, "P e4", Task::Own);
    assert!(matches!(b.track.status, Status::Violation(_, Obligation::Move(_, Square::G1))), "4.3a");
    assert_eq!(b.track.void_touch(Some(Square::H1)), None, "no touch on h1");
    let knight = Piece { color: shakmaty::Color::White, role: shakmaty::Role::Knight };
    assert_eq!(b.track.void_touch(Some(Square::G1)), Some((Square::G1, knight)));
    b.track.evaluate(Timestamp(3000), Trigger::Event, Task::Own, &b.game, &b.settings, &mut b.out);
    assert_eq!(uci(b.wake(3500, Task::Own)), Some("e2e4".into()), "the move stands once the touch is void");
    // The pawn is still touched: voiding without a square takes the last touch.
    assert!(b.track.touched());
    let pawn = Piece { color: shakmaty::Color::White, role: shakmaty::Role::Pawn };
    assert_eq!(b.track.void_touch(None), Some((Square::E2, pawn)));
    assert!(!b.track.touched(), "no deliberate touch is left (4.7, 9.4)");
    assert_eq!(b.track.void_touch(None), None);
    // A deliberate lift after the ruling is a touch again, and waits out the bounce time.
    b.event(4000, "L g1", Task::Own);
    assert_eq!(b.track.confirm_touches(Timestamp(u64::MAX), true).len(), 1);
    b.event(4400, "P g1", Task::Own);
    assert!(matches!(b.track.status, Status::Violation(_, Obligation::Move(_, Square::G1))));
}

#[test]
fn an_upheld_touch_binds_the_carried_move_only() {
    let mut b = Bench::new(Device::Sighted, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    b.track.start_reporting(&b.game);
    let knight = Piece { color: shakmaty::Color::Black, role: shakmaty::Role::Knight };
    let touched = [touch::Touch { square: Square::G8, piece: knight, at: 0 }];
    let rule = touch::rule(b.game.position(), b.game.legal(), &touched, 0);
    assert_eq!(rule.map(|r| r.obligation), Some(Obligation::Move(knight, Square::G8)));
    b.track.bind_carried(rule);
    b.event(1000, "L e7", Task::Carry);
    b.event(1300, "P e5", Task::Carry);
    assert!(matches!(b.track.status, Status::Upheld(_, Obligation::Move(_, Square::G8))));
    assert_eq!(b.wake(2000, Task::Carry), None, "refused");
    let said = b.out.lines().join("\n");
    assert!(said.contains("say touch-upheld black move n g8"), "{said}");
    assert!(said.contains("say touch-move-recorded black"), "{said}");
    // Without the ruling the same move is made.
    b.track.bind_carried(None);
    b.track.evaluate(Timestamp(2500), Trigger::Event, Task::Carry, &b.game, &b.settings, &mut b.out);
    assert_eq!(uci(b.wake(3000, Task::Carry)), Some("e7e5".into()));
}

/// A piece-reporting event: `L e5`, `P e5 N` (a FEN letter), `P e5` (a peg).
fn dgt_event(line: &str) -> BoardEvent {
    let mut parts = line.split(' ');
    let (kind, sq) = (parts.next().expect("kind"), parts.next().expect("square").parse().expect("square"));
    match (kind, parts.next()) {
        ("L", None) => BoardEvent::Lift(sq),
        ("P", None) => BoardEvent::Place(sq, Cell::Occupied),
        ("P", Some(letter)) => {
            let c = letter.chars().next().expect("letter");
            BoardEvent::Place(sq, Cell::Piece(Piece::from_char(c).expect("FEN letter")))
        }
        _ => panic!("bad event {line}"),
    }
}

impl Bench {
    /// Records a piece-reporting event and looks at the board.
    fn dgt(&mut self, t: u64, line: &str, task: Task) -> Result<Option<Decision>, Lost> {
        self.track.record(Timestamp(t), dgt_event(line), task, self.settings.bounce_ms)?;
        Ok(self.track.evaluate(Timestamp(t), Trigger::Event, task, &self.game, &self.settings, &mut self.out))
    }

    /// The sighted board after 1. Nf3 e5, reporting pieces, White (sighted) to move.
    fn quick_capture() -> Bench {
        let mut b = Bench::new(Device::Sighted, "rnbqkbnr/pppp1ppp/8/4p3/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 2");
        b.settings.blind = shakmaty::Color::Black;
        b.track.start_reporting(&b.game);
        b
    }

    /// The move the board shows once its settle time is over.
    fn settled(&mut self, t: u64, task: Task) -> Option<String> {
        self.track
            .take_wake(Timestamp(t))
            .and_then(|(at, wake)| uci(self.track.wake_up(at, wake, task, &self.game, &self.settings, &mut self.out)))
    }
}

#[test]
fn a_different_piece_in_a_full_hole_is_a_capture_whose_lift_was_not_seen() {
    // New square first, as a row-by-row scan reports Nxe5 (rank 5 before rank 3).
    let mut b = Bench::quick_capture();
    assert_eq!(b.dgt(1000, "P e5 N", Task::Carry), Ok(None));
    assert_eq!(b.track.status, Status::Busy, "the knight on e5 is the capture under way, not an illegal placement");
    assert_eq!(b.dgt(1000, "L f3", Task::Carry), Ok(None));
    assert_eq!(b.settled(5000, Task::Carry), Some("f3e5".into()));
    // Old square first, the knight seen in the next scan.
    let mut b = Bench::quick_capture();
    assert_eq!(b.dgt(1000, "L f3", Task::Carry), Ok(None));
    assert_eq!(b.dgt(1250, "P e5 N", Task::Carry), Ok(None));
    assert_eq!(b.settled(5000, Task::Carry), Some("f3e5".into()));
    // The same piece reported again in a full hole still means lost lines.
    let mut b = Bench::quick_capture();
    assert_eq!(b.dgt(1000, "P e5 p", Task::Carry), Err(Lost));
    // An occupancy-only report cannot tell: lost lines, as before.
    let mut b = Bench::quick_capture();
    assert_eq!(b.dgt(1000, "P e5", Task::Carry), Err(Lost));
}

#[test]
fn a_snapshot_with_a_different_piece_in_a_hole_is_the_capture() {
    let mut b = Bench::quick_capture();
    assert_eq!(b.dgt(1000, "L f3", Task::Carry), Ok(None));
    let fen: Fen = "rnbqkbnr/pppp1ppp/8/4N3/8/8/PPPPPPPP/RNBQKB1R w KQkq - 0 2".parse().expect("FEN");
    let pos: Chess = Chess::from_setup(fen.into_setup(), CastlingMode::Standard).expect("position");
    let mut cells = [Cell::Empty; 64];
    for (sq, piece) in pos.board().iter() {
        cells[usize::from(sq)] = Cell::Piece(piece);
    }
    b.track.record(Timestamp(1300), BoardEvent::Snapshot(Box::new(cells)), Task::Carry, 60).expect("fits");
    b.track.evaluate(Timestamp(1300), Trigger::Event, Task::Carry, &b.game, &b.settings, &mut b.out);
    assert_eq!(b.settled(5000, Task::Carry), Some("f3e5".into()));
}

#[test]
fn a_capture_promotion_with_the_lift_unseen_is_read_with_its_piece() {
    let mut b = Bench::new(Device::Sighted, "rnbqk2r/ppppp1Pp/8/8/8/8/PPPPPP1P/RNBQKBNR w KQkq - 0 5");
    b.settings.blind = shakmaty::Color::Black;
    b.track.start_reporting(&b.game);
    // gxh8=Q: h8 (rank 8) is scanned before g7.
    assert_eq!(b.dgt(1000, "P h8 Q", Task::Carry), Ok(None));
    assert_eq!(b.dgt(1000, "L g7", Task::Carry), Ok(None));
    assert_eq!(b.settled(5000, Task::Carry), Some("g7h8q".into()));
}

#[test]
fn another_piece_within_the_bounce_time_is_no_bounce() {
    let mut b = Bench::quick_capture();
    assert_eq!(b.track.record(Timestamp(1000), dgt_event("L e5"), Task::Carry, 60), Ok(Recorded::Counted));
    assert_eq!(b.track.record(Timestamp(1050), dgt_event("P e5 N"), Task::Carry, 60), Ok(Recorded::Counted));
    assert_eq!(b.dgt(1100, "L f3", Task::Carry), Ok(None));
    assert_eq!(b.settled(5000, Task::Carry), Some("f3e5".into()));
    // The same piece back within the bounce time is bounce.
    let mut b = Bench::quick_capture();
    b.track.record(Timestamp(1000), dgt_event("L e5"), Task::Carry, 60).expect("fits");
    assert_eq!(b.track.record(Timestamp(1050), dgt_event("P e5 p"), Task::Carry, 60), Ok(Recorded::Bounce(Square::E5)));
}

#[test]
fn castling_after_the_rook_move_is_written_for_the_arbiter_and_guided_back() {
    let mut b = Bench::new(Device::Sighted, "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
    b.settings.blind = shakmaty::Color::Black;
    b.track.start_reporting(&b.game);
    assert_eq!(b.dgt(1000, "P f1 R", Task::Carry), Ok(None));
    assert_eq!(b.dgt(1000, "L h1", Task::Carry), Ok(None));
    assert_eq!(b.settled(2000, Task::Carry), Some("h1f1".into()));
    b.play("h1f1");
    b.track.rebase(&b.game);
    assert_eq!(b.dgt(3000, "L e1", Task::Sync), Ok(None));
    assert_eq!(b.dgt(3300, "P g1 K", Task::Sync), Ok(None));
    let lines = b.out.lines();
    assert!(lines.iter().any(|l| l.contains("castling-after-rook white")), "{lines:?}");
    assert!(lines.iter().any(|l| l.contains("shift K g1 e1")), "{lines:?}");
    assert_eq!(b.dgt(5000, "L g1", Task::Sync), Ok(None));
    assert_eq!(b.dgt(5300, "P e1 K", Task::Sync), Ok(None));
    assert!(b.out.lines().iter().any(|l| l.contains("board-matches")));
}

impl Bench {
    /// A snapshot showing the holes as the board already reported them (a DGT board's
    /// dump after its field updates), looked at as an event.
    fn same_snapshot(&mut self, t: u64, task: Task) {
        let cells = Box::new(self.track.cells());
        let recorded = self.track.record(Timestamp(t), BoardEvent::Snapshot(cells), task, self.settings.bounce_ms);
        assert_eq!(recorded, Ok(Recorded::Unchanged));
        self.track.evaluate(Timestamp(t), Trigger::Confirm, task, &self.game, &self.settings, &mut self.out);
    }
}

#[test]
fn a_snapshot_that_confirms_the_move_keeps_its_settle_time() {
    // Nxe5 on a DGT board, and its dump before the settle time is over (issue 31): the
    // move was held from its last update on, and settles the settle time after it.
    let mut b = Bench::quick_capture();
    let settle = b.settings.settle_ms;
    assert_eq!(b.dgt(1000, "L f3", Task::Carry), Ok(None));
    assert_eq!(b.dgt(1100, "P e5 N", Task::Carry), Ok(None));
    b.same_snapshot(1100 + settle / 2, Task::Carry);
    assert_eq!(b.track.deadline(), Some(Timestamp(1100 + settle)));
    assert_eq!(b.settled(1100 + settle, Task::Carry), Some("f3e5".into()));
    // A move that changed in between starts its settle time again: the knight lifted
    // and put back (no bounce: 200 ms) is the same move, held from its placement.
    let mut b = Bench::quick_capture();
    assert_eq!(b.dgt(1000, "L f3", Task::Carry), Ok(None));
    assert_eq!(b.dgt(1100, "P e5 N", Task::Carry), Ok(None));
    assert_eq!(b.dgt(1300, "L e5", Task::Carry), Ok(None));
    assert_eq!(b.dgt(1500, "P e5 N", Task::Carry), Ok(None));
    b.same_snapshot(1500 + settle / 2, Task::Carry);
    assert_eq!(b.track.deadline(), Some(Timestamp(1500 + settle)));
}

#[test]
fn a_snapshot_starts_the_wait_for_the_second_half_of_a_castling_again() {
    // The blind player carries out White's O-O rook first: Rf1 may be its first half
    // and waits the divergence time; a snapshot starts that wait again, as it did
    // before issue 31 (only the settle time of a move is kept).
    let mut b = Bench::new(Device::Tactile, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
    b.settings.blind = shakmaty::Color::Black;
    assert_eq!(b.event(1000, "L h1", Task::Carry), None);
    assert_eq!(b.event(1200, "P f1", Task::Carry), None);
    assert_eq!(b.track.deadline(), Some(Timestamp(4200)));
    b.same_snapshot(1500, Task::Carry);
    assert_eq!(b.track.deadline(), Some(Timestamp(4500)));
}

#[test]
fn a_careful_capture_set_down_on_the_way_is_no_move_gone_on_on_the_sighted_board() {
    // Nxf7 on the sighted player's DGT board: the pawn taken off first, the knight set
    // down on e6 on its way (a hovering hand, issue 31). Ne6 with a black pawn in hand
    // is not Ne6 made and Black gone on: Black's next move comes after this one is
    // announced.
    let mut b = Bench::new(Device::Sighted, "rnbqkbnr/pppppppp/8/6N1/8/8/PPPPPPPP/RNBQKB1R w KQkq - 0 1");
    b.settings.blind = shakmaty::Color::Black;
    b.track.start_reporting(&b.game);
    assert_eq!(b.dgt(1000, "L f7", Task::Carry), Ok(None));
    assert_eq!(b.dgt(1200, "L g5", Task::Carry), Ok(None));
    assert_eq!(b.dgt(1400, "P e6 N", Task::Carry), Ok(None));
    assert!(!matches!(b.track.status, Status::MovedOn(_) | Status::Move(_)), "{:?}", b.track.status);
    assert_eq!(b.dgt(1550, "L e6", Task::Carry), Ok(None));
    assert_eq!(b.dgt(1700, "P f7 N", Task::Carry), Ok(None));
    assert_eq!(b.settled(1700 + b.settings.settle_ms, Task::Carry), Some("g5f7".into()));
}

#[test]
fn a_piece_of_the_blind_player_lifted_does_not_complete_the_sighted_players_move() {
    // Nxf7 seen by a scanning board with the knight on e6 (set down on its way) and the
    // pawn's lift in one scan, e6 first by field order: the lift is the capture under
    // way, not Ne6 done. A lift of a white piece after the knight stands would be.
    let mut b = Bench::new(Device::Sighted, "rnbqkbnr/pppppppp/8/6N1/8/8/PPPPPPPP/RNBQKB1R w KQkq - 0 1");
    b.settings.blind = shakmaty::Color::Black;
    b.track.start_reporting(&b.game);
    assert_eq!(b.dgt(1000, "L g5", Task::Carry), Ok(None));
    assert_eq!(b.dgt(1250, "P e6 N", Task::Carry), Ok(None));
    let pos = b.game.position().clone();
    assert_eq!(b.track.completed_by_lift(Square::F7, &pos, &b.settings), None);
    assert_eq!(uci(b.track.completed_by_lift(Square::B1, &pos, &b.settings).map(Decision::Make)), Some("g5e6".into()));
    // Without sensors on the tactile board the sighted board carries Black's moves too:
    // the pawn lifted after the knight stands is Black going on (issue 16).
    b.settings.tactile = crate::core::settings::TactileBoard::NoSensors;
    assert_eq!(uci(b.track.completed_by_lift(Square::F7, &pos, &b.settings).map(Decision::Make)), Some("g5e6".into()));
}
