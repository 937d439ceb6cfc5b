//! The DGT driver against the emulated board and clock on a pseudo-terminal
//! ([`crate::dgt_emu`]): what the adapter reports, in what order, for the streams of
//! issue 16 (a quick hand's capture, a piece changed within the bounce time, castling
//! rook first, the clock) and for whole real games.

use std::{collections::VecDeque, thread, time::Duration};

use shakmaty::{Board, CastlingMode, Chess, Color, Piece, Position, Square, fen::Fen, uci::UciMove};
use taktil::{
    core::input::{BoardMsg, Cell, ClockReading},
    io::dgt::{
        ClockSide, Dgt, DgtConfig, DgtEvent, DgtLostReason, Orientation, WhiteSide,
        emulator::{ClockState, Emulator, HandStyle, SendMode},
        serial::path_opener,
        session::START,
    },
    io::worker::Opener,
    tbp::{SnapshotKind, format_msg, snapshot_of},
};

use crate::{
    dgt_emu::{EmuBoard, GameStyle, WAIT, play_game},
    util::{Lines, games_dir},
};

fn position(fen: &str) -> Chess {
    fen.parse::<Fen>().expect("a FEN").into_position(CastlingMode::Standard).expect("a legal position")
}

fn snapshot(board: &Board) -> BoardMsg {
    BoardMsg::Snapshot(snapshot_of(board, SnapshotKind::Piece))
}

/// The driver's events until `stop` holds for one (included), within [`WAIT`] each.
fn until(dgt: &Dgt, mut stop: impl FnMut(&DgtEvent) -> bool) -> Vec<DgtEvent> {
    let mut events = Vec::new();
    loop {
        let event = match dgt.events().recv_timeout(WAIT) {
            Ok(Ok(event)) => event,
            Ok(Err(e)) => panic!("the driver failed: {e}; so far {events:?}"),
            Err(_) => panic!("no event within {WAIT:?}; so far {events:?}"),
        };
        let done = stop(&event);
        events.push(event);
        if done {
            return events;
        }
    }
}

fn is_snapshot_of(board: &Board) -> impl FnMut(&DgtEvent) -> bool {
    let want = snapshot(board);
    move |e| matches!(e, DgtEvent::Board { msg, .. } if *msg == want)
}

/// The board messages among `events` that are no snapshot.
fn updates(events: &[DgtEvent]) -> Vec<BoardMsg> {
    events
        .iter()
        .filter_map(|e| match e {
            DgtEvent::Board { msg: msg @ (BoardMsg::Lift(_) | BoardMsg::Place(..)), .. } => Some(msg.clone()),
            _ => None,
        })
        .collect()
}

fn clocks(events: &[DgtEvent]) -> Vec<Option<ClockReading>> {
    events
        .iter()
        .filter_map(|e| match e {
            DgtEvent::Clock { reading, .. } => Some(*reading),
            _ => None,
        })
        .collect()
}

/// The driver on the emulator, started: the first snapshot seen.
fn started(board: &EmuBoard, config: DgtConfig, position: &Board) -> Dgt {
    let dgt = Dgt::open(&board.path, config).expect("the driver opens the pty");
    until(&dgt, is_snapshot_of(position));
    dgt
}

fn placed(piece: Piece) -> Cell {
    Cell::Piece(piece)
}

#[test]
fn dgt_emulator_quick_hand_capture_reports_the_new_piece_on_the_occupied_square() {
    // Nxd4: the knight lifted from f3, then put on the pawn on d4, which the hand
    // sweeps away: the board never sees d4 empty.
    let start = position("4k3/8/8/8/3p4/5N2/8/4K3 w - - 0 1");
    let board = EmuBoard::start(Emulator::new(start.board(), Orientation::Normal), 1);
    let dgt = started(&board, DgtConfig { debounce_ms: 200, ..DgtConfig::default() }, start.board());
    let mv = "f3d4".parse::<UciMove>().expect("uci").to_move(&start).expect("legal");
    board.play(&start, &mv, HandStyle { quick: true, ..HandStyle::default() }, Duration::from_millis(50));
    let after = start.clone().play(mv).expect("legal");
    let events = until(&dgt, is_snapshot_of(after.board()));
    assert_eq!(
        updates(&events),
        vec![BoardMsg::Lift(Square::F3), BoardMsg::Place(Square::D4, placed(Color::White.knight()))]
    );
}

#[test]
fn dgt_emulator_changed_piece_within_the_bounce_time_is_reported_as_the_new_piece() {
    // exd5 by a quick hand that lifts the black pawn off d5 and, 50 ms later, puts the
    // white pawn there (the e4 pawn lifted in the same sweep).
    let start = position("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
    let board = EmuBoard::start(Emulator::new(start.board(), Orientation::Normal), 1);
    let dgt = started(&board, DgtConfig { debounce_ms: 300, ..DgtConfig::default() }, start.board());
    board.with(|e| e.lift(Square::D5));
    thread::sleep(Duration::from_millis(50));
    board.with(|e| e.step(&[taktil::io::dgt::emulator::Hand::Put(Square::D5, Color::White.pawn())]));
    board.with(|e| e.lift(Square::E4));
    let after = position("4k3/8/8/3P4/8/8/8/4K3 b - - 0 1");
    let events = until(&dgt, is_snapshot_of(after.board()));
    assert_eq!(
        updates(&events),
        vec![
            BoardMsg::Lift(Square::D5),
            BoardMsg::Place(Square::D5, placed(Color::White.pawn())),
            BoardMsg::Lift(Square::E4)
        ]
    );
}

#[test]
fn dgt_emulator_rook_first_castling_is_reported_as_the_hand_made_it() {
    let start = position("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
    let board = EmuBoard::start(Emulator::new(start.board(), Orientation::Normal), 1);
    let dgt = started(&board, DgtConfig { debounce_ms: 400, ..DgtConfig::default() }, start.board());
    let mv = "e1h1".parse::<UciMove>().expect("uci").to_move(&start).expect("legal");
    let style = HandStyle { rook_first: true, ..HandStyle::default() };
    board.play(&start, &mv, style, Duration::from_millis(30));
    let after = start.clone().play(mv).expect("legal");
    let events = until(&dgt, is_snapshot_of(after.board()));
    let (king, rook) = (Color::White.king(), Color::White.rook());
    assert_eq!(
        updates(&events),
        vec![
            BoardMsg::Lift(Square::H1),
            BoardMsg::Place(Square::F1, placed(rook)),
            BoardMsg::Lift(Square::E1),
            BoardMsg::Place(Square::G1, placed(king)),
        ]
    );
}

#[test]
fn dgt_emulator_clock_in_update_mode_unplugged_and_back() {
    // The clock runs 20 times the real time: a BWTIME every 50 ms.
    let clock = ClockState::new(60_000, 0);
    let board = EmuBoard::start(Emulator::new(&Board::default(), Orientation::Normal).with_clock(clock), 20);
    let dgt = started(&board, DgtConfig::default(), &Board::default());
    board.wait_for(0x41, 1);
    // The mode taktil set sends the clock; START ends with it.
    assert_eq!(board.with(|e| e.mode()), SendMode::Update);
    assert_eq!(board.received().get(..START.len()), Some(&START.map(|c| c.byte())[..]));
    // The arbiter starts White's clock, on the right: from then on readings come.
    board.with(|e| e.start_clock(ClockSide::Right));
    let events = until(&dgt, |e| matches!(e, DgtEvent::Clock { reading: Some(r), .. } if r.white_ms < 59_000));
    assert!(events.iter().any(|e| matches!(e, DgtEvent::ClockSide { white: ClockSide::Right, .. })), "{events:?}");
    let readings = clocks(&events);
    assert!(readings.iter().all(|r| r.is_some_and(|r| r.running == Some(Color::White) && r.black_ms == 60_000)));
    // White presses: Black's clock runs.
    board.with(|e| e.press(ClockSide::Right));
    until(&dgt, |e| matches!(e, DgtEvent::Clock { reading: Some(r), .. } if r.running == Some(Color::Black)));
    // Unplugged: one reading of None, however many BWTIMEs say so.
    board.with(Emulator::unplug_clock);
    until(&dgt, |e| matches!(e, DgtEvent::Clock { reading: None, .. }));
    thread::sleep(Duration::from_millis(200));
    board.with(Emulator::plug_clock);
    let events = until(&dgt, |e| matches!(e, DgtEvent::Clock { reading: Some(_), .. }));
    assert_eq!(clocks(&events).len(), 1, "no clock is told once: {events:?}");
    let Some(Some(back)) = clocks(&events).pop() else { panic!("a reading") };
    // Black's clock ran on while unplugged.
    assert!(back.black_ms < 60_000 && back.running == Some(Color::Black), "{back:?}");
}

#[test]
fn dgt_emulator_clock_side_given_reads_a_stopped_clock() {
    let board = EmuBoard::start(Emulator::new(&Board::default(), Orientation::Normal), 1);
    let config = DgtConfig { white_side: WhiteSide::Left, ..DgtConfig::default() };
    let dgt = Dgt::open(&board.path, config).expect("the driver opens the pty");
    let events = until(&dgt, |e| matches!(e, DgtEvent::Clock { .. }));
    let stopped =
        ClockReading { white_ms: 5_400_000, black_ms: 5_400_000, running: None, white_flag: false, black_flag: false };
    assert_eq!(clocks(&events), vec![Some(stopped)]);
}

/// A board that lost its power (the cable pulled and put back) comes back in idle
/// mode: silent. The driver's check on a quiet board sets the mode again and asks for
/// the board and the clock, so both come back.
#[test]
fn dgt_emulator_board_back_from_a_pulled_cable_is_resynced_with_its_clock() {
    let board = EmuBoard::start(Emulator::new(&Board::default(), Orientation::Normal), 1);
    let config = DgtConfig { white_side: WhiteSide::Left, keepalive_ms: 300, retry_ms: 200, ..DgtConfig::default() };
    let dgt = started(&board, config, &Board::default());
    until(&dgt, |e| matches!(e, DgtEvent::Clock { .. }));
    // The cable pulled: while it is out, 1. e4 is played and the clock started.
    board.with(|e| {
        e.power_cycle();
        e.lift(Square::E2);
        e.put(Square::E4, Color::White.pawn());
        e.start_clock(ClockSide::Right);
    });
    let after_e4: Board = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR".parse().expect("a board");
    let events = until(&dgt, is_snapshot_of(&after_e4));
    assert!(updates(&events).is_empty(), "an idle board reports no field: {events:?}");
    let events =
        until(&dgt, |e| matches!(e, DgtEvent::Clock { reading: Some(r), .. } if r.running == Some(Color::Black)));
    assert!(!events.iter().any(|e| matches!(e, DgtEvent::Board { msg: BoardMsg::Hello { .. }, .. })));
    assert_eq!(board.with(|e| e.mode()), SendMode::Update);
}

/// The USB cable pulled: the port goes away. The driver says so once, opens the port
/// again until it is back (here a second pty, as a pty cannot be opened again), and
/// the new connection brings the board and the clock up to date: no second `HELLO`,
/// the orientation and White's side of the clock kept.
#[test]
fn dgt_emulator_usb_cable_pulled_and_back_resyncs_board_and_clock() {
    let first = EmuBoard::start(Emulator::new(&Board::default(), Orientation::Rotated), 1);
    let mut paths = VecDeque::from([first.path.clone()]);
    let (tx, rx) = std::sync::mpsc::channel::<String>();
    let mut last = None;
    let opener: Opener = Box::new(move || {
        while let Ok(path) = rx.try_recv() {
            paths.push_back(path);
        }
        if let Some(path) = paths.pop_front() {
            last = Some(path);
        }
        path_opener(last.as_deref().unwrap_or("/nonexistent"))()
    });
    let config = DgtConfig { reconnect_ms: 50, ..DgtConfig::default() };
    let dgt = Dgt::with_opener(&first.path, opener, config).expect("the driver opens the pty");
    until(&dgt, is_snapshot_of(&Board::default()));
    first.with(|e| e.start_clock(ClockSide::Left));
    let events = until(&dgt, |e| matches!(e, DgtEvent::Clock { reading: Some(_), .. }));
    assert!(events.iter().any(|e| matches!(e, DgtEvent::ClockSide { white: ClockSide::Left, .. })), "{events:?}");

    // Pulled: while it is out, 1. e4 is played and White presses.
    let mut state = first.with(|e| e.clone());
    drop(first);
    let events = until(&dgt, |e| matches!(e, DgtEvent::Lost { .. }));
    assert!(matches!(events.last(), Some(DgtEvent::Lost { reason: DgtLostReason::Port(_), .. })), "{events:?}");
    state.power_cycle();
    state.lift(Square::E2);
    state.put(Square::E4, Color::White.pawn());
    state.press(ClockSide::Left);
    let second = EmuBoard::start(state, 1);
    tx.send(second.path.clone()).expect("the opener listens");

    let after_e4: Board = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR".parse().expect("a board");
    let events =
        until(&dgt, |e| matches!(e, DgtEvent::Clock { reading: Some(r), .. } if r.running == Some(Color::Black)));
    assert!(events.iter().any(|e| matches!(e, DgtEvent::Back { .. })), "{events:?}");
    assert!(events.iter().any(is_snapshot_of(&after_e4)), "{events:?}");
    assert!(!events.iter().any(|e| matches!(e, DgtEvent::Lost { .. } | DgtEvent::ClockSide { .. })), "{events:?}");
    assert!(!events.iter().any(|e| matches!(e, DgtEvent::Board { msg: BoardMsg::Hello { .. }, .. })), "{events:?}");
    second.wait_for(0x41, 1);
    assert_eq!(second.received().get(..START.len()), Some(&START.map(|c| c.byte())[..]));
}

/// Real games from the shared collection, move by move: after each move the driver's
/// snapshot is the game's position, with a careful hand, a quick hand and noise, on a
/// board turned round, the clock pressed after each move.
#[test]
fn dgt_emulator_real_games_come_through_move_by_move() {
    let text = std::fs::read_to_string(games_dir().join("WorldChamp1886.pgn")).expect("the 1886 match");
    let games: Vec<_> = taktil::pgn::read_games(&text).into_iter().filter_map(Result::ok).take(2).collect();
    assert_eq!(games.len(), 2);
    let styles = [
        (GameStyle::default(), Orientation::Normal),
        (
            GameStyle { quick: true, noise: true, white_clock: Some(ClockSide::Left), ..GameStyle::default() },
            Orientation::Rotated,
        ),
    ];
    for (game, (style, orientation)) in games.iter().zip(styles) {
        let start = game.start.position.board().clone();
        let board = EmuBoard::start(Emulator::new(&start, orientation), 1);
        let config = DgtConfig { debounce_ms: 60, orientation: Some(orientation), ..DgtConfig::default() };
        let dgt = started(&board, config, &start);
        let moves = game.moves.len().min(30);
        let short = taktil::pgn::PgnGame { moves: game.moves[..moves].to_vec(), ..game.clone() };
        play_game(&board, &short, style, |ply, position| {
            let events = until(&dgt, is_snapshot_of(position.board()));
            assert!(!events.iter().any(|e| matches!(e, DgtEvent::Resync { .. })), "ply {ply}: {events:?}");
        });
    }
}

/// `taktil dgt` prints the clock's readings as script lines that replay with the clock.
#[test]
fn dgt_command_prints_the_clock_as_script_lines() {
    let board = EmuBoard::start(Emulator::new(&Board::default(), Orientation::Normal), 1);
    let mut run = Lines::spawn(&["dgt", "--port", &board.path, "--clock-white", "right"]);
    run.until(&format_msg(&snapshot(&Board::default())), WAIT);
    run.until("clock-reading white 1:30:00 black 1:30:00 running none", WAIT);
    board.with(|e| e.start_clock(ClockSide::Right));
    run.until("clock-reading white 1:29:59 black 1:30:00 running white", WAIT);
    board.with(Emulator::unplug_clock);
    run.until("clock-reading none", WAIT);
    run.kill();
    // Every line read back is a script line.
    let text = run.recorded.join("\n");
    let script = taktil::script::parse(&text).expect("a session script");
    assert!(script.events.iter().any(|e| matches!(e.input, taktil::core::input::Input::ExternalClock(None))));
}
