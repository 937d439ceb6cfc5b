//! The serial TBP/1 board adapter against a fake pegboard on a pseudo-terminal: no
//! hardware.
//!
//! [`Fake`] opens a pty pair with `serialport::TTYPort::pair()`; the adapter opens the
//! slave by its path (`/dev/pts/N`) like any serial port. A thread on the master side
//! plays the board: it answers `HELLO TBP/1` with its own `HELLO` and `SNAP` with the
//! current snapshot (numbered, as a sequence-numbering firmware would), ignores `PING`,
//! and writes whatever the test pushes (events, line noise). It logs every line it
//! receives, so the tests can see what the adapter asked for. Dropping a [`Fake`]
//! closes the master: the cable is pulled.
//!
//! A pty cannot be opened again at the same path once its master is gone, so the
//! reconnection test gives the adapter an [`Opener`] that opens a second fake.
//!
//! Every wait is bounded by [`WAIT`]; no test asserts how fast anything happens.

use std::{
    collections::VecDeque,
    io::{Read, Write},
    process::Command,
    sync::{Arc, Mutex, mpsc},
    thread::{self, JoinHandle},
    time::{Duration, Instant},
};

use crate::util::Lines;
use serialport::{SerialPort, TTYPort};
use shakmaty::{Board, Square};
use taktil::{
    core::{
        Companion,
        input::{BoardMsg, Device, Input},
        msg::{LineFault, Msg},
        output::{HostCmd, Output},
        settings::Settings,
        time::Timestamp,
    },
    io::{
        tbp_serial::{DropReason, SerialBoard, SerialSettings, TbpEvent, TbpLostReason, path_opener},
        worker::Opener,
    },
    tbp::{SnapshotKind, format_msg, snapshot_of},
};

/// The longest wait for anything the adapter should do.
const WAIT: Duration = Duration::from_secs(5);

/// What the fake board says to `HELLO TBP/1`.
const HELLO: &str = "HELLO TBP/1 pegboard 0.3";

fn snapshot(position: &Board) -> BoardMsg {
    BoardMsg::Snapshot(snapshot_of(position, SnapshotKind::Occupancy))
}

fn after_e4() -> Board {
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR".parse().expect("a board")
}

/// What the test tells the fake board.
enum ToFake {
    /// Write these bytes now.
    Push(Vec<u8>),
    /// Answer the next `SNAP` with this position.
    Position(Board),
}

/// A fake pegboard on the master side of a pty.
struct Fake {
    path: String,
    to_fake: Option<mpsc::Sender<ToFake>>,
    received: Arc<Mutex<Vec<String>>>,
    thread: Option<JoinHandle<()>>,
    /// The slave side stays open, so the master sees no hang-up before the adapter
    /// opens it.
    _slave: TTYPort,
}

impl Fake {
    /// A board with the pieces in the start position; its snapshot answers are
    /// numbered from `seq`.
    fn start(seq: u32) -> Fake {
        let (mut master, slave) = TTYPort::pair().expect("a pseudo-terminal pair");
        let path = slave.name().expect("the slave's path");
        master.set_timeout(Duration::from_millis(10)).expect("a timeout");
        let (to_fake, rx) = mpsc::channel();
        let received = Arc::new(Mutex::new(Vec::new()));
        let log = Arc::clone(&received);
        let thread = thread::spawn(move || {
            let mut position = Board::default();
            let mut seq = seq;
            let mut partial = Vec::new();
            let mut buf = [0u8; 256];
            loop {
                match rx.try_recv() {
                    Ok(ToFake::Push(bytes)) => master.write_all(&bytes).expect("the fake writes"),
                    Ok(ToFake::Position(board)) => position = board,
                    Err(mpsc::TryRecvError::Empty) => {}
                    Err(mpsc::TryRecvError::Disconnected) => return,
                }
                let n = match master.read(&mut buf) {
                    Ok(n) => n,
                    // A timeout, or no reader on the slave side yet.
                    Err(_) => continue,
                };
                partial.extend_from_slice(&buf[..n]);
                while let Some(end) = partial.iter().position(|b| *b == b'\n') {
                    let line: Vec<u8> = partial.drain(..=end).collect();
                    let line = String::from_utf8_lossy(&line).trim_end().to_owned();
                    log.lock().expect("the log").push(line.clone());
                    let answer = match line.as_str() {
                        "HELLO TBP/1" => format!("{HELLO}\n"),
                        "SNAP" => {
                            seq += 1;
                            format!("{} #{seq}\n", format_msg(&snapshot(&position)))
                        }
                        _ => String::new(),
                    };
                    master.write_all(answer.as_bytes()).expect("the fake answers");
                }
            }
        });
        Fake { path, to_fake: Some(to_fake), received, thread: Some(thread), _slave: slave }
    }

    fn push(&self, bytes: &[u8]) {
        self.send(ToFake::Push(bytes.to_vec()));
    }

    fn set_position(&self, board: Board) {
        self.send(ToFake::Position(board));
    }

    fn send(&self, msg: ToFake) {
        self.to_fake.as_ref().expect("a running fake").send(msg).expect("the fake runs");
    }

    /// Every line the adapter sent so far.
    fn received(&self) -> Vec<String> {
        self.received.lock().expect("the log").clone()
    }

    /// Waits until the adapter has sent `line` at least `n` times.
    fn wait_for(&self, line: &str, n: usize) {
        let deadline = Instant::now() + WAIT;
        while self.received().iter().filter(|l| *l == line).count() < n {
            assert!(Instant::now() < deadline, "{line:?} not sent {n} times: {:?}", self.received());
            thread::sleep(Duration::from_millis(5));
        }
    }
}

impl Drop for Fake {
    /// Pulls the cable: the thread ends and the master side closes.
    fn drop(&mut self) {
        self.to_fake = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// The adapter's next event, within [`WAIT`].
fn next(board: &SerialBoard) -> TbpEvent {
    board.events().recv_timeout(WAIT).expect("an event from the adapter")
}

/// Events until one matches, within [`WAIT`] each; returns all of them.
fn until(board: &SerialBoard, done: impl Fn(&TbpEvent) -> bool) -> Vec<TbpEvent> {
    let mut events = Vec::new();
    loop {
        let event = next(board);
        let stop = done(&event);
        events.push(event);
        if stop {
            return events;
        }
    }
}

fn msgs(events: &[TbpEvent]) -> Vec<BoardMsg> {
    events
        .iter()
        .filter_map(|e| match e {
            TbpEvent::Board { msg, .. } => Some(msg.clone()),
            _ => None,
        })
        .collect()
}

fn is_snapshot_of(position: &Board) -> impl Fn(&TbpEvent) -> bool {
    let want = snapshot(position);
    move |e| matches!(e, TbpEvent::Board { msg, .. } if *msg == want)
}

/// Opens the adapter on the fake and checks the handshake.
fn started(fake: &Fake) -> SerialBoard {
    let board = SerialBoard::open(&fake.path, SerialSettings::default()).expect("the adapter opens the pty");
    let events = until(&board, is_snapshot_of(&Board::default()));
    assert!(
        matches!(events.first(), Some(TbpEvent::Connected { kind, firmware: Some(f), again: false, .. })
            if kind == "pegboard" && f == "0.3"),
        "{events:?}"
    );
    assert_eq!(
        msgs(&events),
        vec![BoardMsg::Hello { kind: "pegboard".into(), firmware: Some("0.3".into()) }, snapshot(&Board::default())]
    );
    board
}

#[test]
fn serial_handshake_asks_hello_and_snap() {
    let fake = Fake::start(0);
    let _board = started(&fake);
    fake.wait_for("SNAP", 1);
    assert_eq!(fake.received().get(..2), Some(&["HELLO TBP/1".to_owned(), "SNAP".to_owned()][..]));
}

#[test]
fn serial_sequence_gap_gets_a_snapshot_through_the_core() {
    let fake = Fake::start(0);
    let board = started(&fake);
    let mut core = Companion::new(Settings::default());
    // The handshake's snapshot (#1), then e2 lifted (#2), then #4: line 3 was lost.
    core.handle(Timestamp(0), Input::Board { device: Device::Tactile, msg: snapshot(&Board::default()), seq: Some(1) });
    fake.set_position(after_e4());
    fake.push(b"L e2 #2\nP e4 #4\n");
    let mut requested = false;
    let events = until(&board, |e| matches!(e, TbpEvent::Board { seq: Some(4), .. }));
    for event in &events {
        let (Some(input), TbpEvent::Board { t, .. }) = (event.input(Device::Tactile), event) else { continue };
        core.handle(*t, input);
        while let Some(out) = core.poll_output() {
            if let Output::Request(Device::Tactile, cmd @ HostCmd::Snap) = out.output {
                board.request(cmd);
                requested = true;
            }
        }
    }
    assert!(requested, "the core asks for a snapshot on the gap");
    // The request reaches the board, and the fresh snapshot comes back.
    let events = until(&board, is_snapshot_of(&after_e4()));
    assert!(events.iter().any(|e| matches!(e, TbpEvent::Resync { .. })), "{events:?}");
    fake.wait_for("SNAP", 2);
}

#[test]
fn serial_garbage_and_an_over_long_line_are_noted_and_reading_goes_on() {
    let fake = Fake::start(0);
    let board = started(&fake);
    let mut noise = b"\x00\x00\xffL e2\x07\n".to_vec();
    noise.extend(vec![b'S'; 1000]);
    noise.extend(b"\r\nX e2\nL e2 #2\r\nP e4 #3\n");
    fake.push(&noise);
    let events = until(&board, |e| matches!(e, TbpEvent::Board { seq: Some(3), .. }));
    let faults: Vec<(u32, LineFault)> = events
        .iter()
        .filter_map(|e| match e {
            TbpEvent::Garbage { line, fault, .. } => Some((*line, fault.kind())),
            _ => None,
        })
        .collect();
    // Lines 1 and 2 were the board's HELLO and snapshot.
    assert_eq!(faults, vec![(3, LineFault::Unreadable), (4, LineFault::TooLong), (5, LineFault::NotUnderstood)]);
    assert!(events.iter().any(|e| matches!(e, TbpEvent::Garbage { fault: DropReason::TooLong { len: 1001 }, .. })));
    let notes: Vec<Option<Output>> =
        events.iter().filter(|e| matches!(e, TbpEvent::Garbage { .. })).map(TbpEvent::output).collect();
    assert_eq!(
        notes.first(),
        Some(&Some(Output::Note(Msg::BoardLineIgnored { line: 3, fault: LineFault::Unreadable })))
    );
    assert_eq!(
        msgs(&events),
        vec![BoardMsg::Lift(Square::E2), BoardMsg::Place(Square::E4, taktil::core::input::Cell::Occupied)]
    );
}

#[test]
fn serial_pulled_cable_is_lost_then_back_with_a_snapshot() {
    let first = Fake::start(0);
    let second = Fake::start(100);
    // The first open gets the first pty, every later one the second: a pty cannot be
    // opened again once its master is gone.
    let mut paths = VecDeque::from([first.path.clone(), second.path.clone()]);
    let mut last = None;
    let opener: Opener = Box::new(move || {
        if let Some(path) = paths.pop_front() {
            last = Some(path);
        }
        let path = last.clone().unwrap_or_default();
        path_opener(&path, 115_200)()
    });
    let settings = SerialSettings { reconnect_ms: 50, ..SerialSettings::default() };
    let board = SerialBoard::with_opener(&first.path, opener, settings).expect("the adapter opens the pty");
    until(&board, is_snapshot_of(&Board::default()));
    second.set_position(after_e4());

    drop(first);
    let events = until(&board, |e| matches!(e, TbpEvent::Lost { .. }));
    let Some(lost @ TbpEvent::Lost { reason: TbpLostReason::Port(_), .. }) = events.last() else {
        panic!("{events:?}")
    };
    assert_eq!(lost.output(), Some(Output::Say(Msg::BoardLost)));

    // Back on the second pty: a new handshake and a snapshot of the real board.
    let events = until(&board, is_snapshot_of(&after_e4()));
    let back = events.iter().find(|e| matches!(e, TbpEvent::Connected { again: true, .. }));
    assert_eq!(back.and_then(TbpEvent::output), Some(Output::Say(Msg::BoardBack)));
    assert!(!events.iter().any(|e| matches!(e, TbpEvent::Lost { .. })), "one loss is said once: {events:?}");
    second.wait_for("SNAP", 1);
    assert_eq!(second.received().get(..2), Some(&["HELLO TBP/1".to_owned(), "SNAP".to_owned()][..]));
    // The snapshot keeps the board's own numbering.
    assert!(events.iter().any(|e| matches!(e, TbpEvent::Board { seq: Some(101), .. })), "{events:?}");
}

#[test]
fn serial_port_that_cannot_be_opened() {
    let error = SerialBoard::open("/nonexistent/ttyACM0", SerialSettings::default()).expect_err("no such port");
    assert!(error.to_string().starts_with("cannot open /nonexistent/ttyACM0: "), "{error}");

    let out = Command::new(env!("CARGO_BIN_EXE_taktil"))
        .args(["board", "--port", "/nonexistent/ttyACM0"])
        .output()
        .expect("taktil runs");
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.starts_with("taktil: cannot open /nonexistent/ttyACM0: "), "{stderr}");
}

/// `taktil board` records the board as a session script, garbage as comments.
#[test]
fn serial_board_command_records_a_session_script() {
    let fake = Fake::start(0);
    let mut run = Lines::spawn(&["board", "--port", &fake.path, "--device", "tactile"]);
    run.until(" #1", WAIT);
    fake.push(b"L e2 #2\n\x00junk\nP e4 #3\n");
    run.until("P e4 #3", WAIT);
    run.kill();
    let recorded = run.recorded;

    let comments: Vec<&String> = recorded.iter().filter(|l| l.starts_with('#')).collect();
    assert!(comments.iter().any(|l| l.ends_with("connected: pegboard 0.3")), "{recorded:#?}");
    assert!(comments.iter().any(|l| l.contains("line 4 ignored: unreadable byte 0x00")), "{recorded:#?}");
    let words: Vec<String> = recorded
        .iter()
        .filter(|l| l.starts_with('@'))
        .map(|l| l.split_whitespace().skip(1).collect::<Vec<_>>().join(" "))
        .collect();
    let start = format_msg(&snapshot(&Board::default()));
    let want =
        [format!("tactile {HELLO}"), format!("tactile {start} #1"), "tactile L e2 #2".into(), "tactile P e4 #3".into()];
    assert_eq!(words, want, "{recorded:#?}");
    // The recording is a session script: the blind player (White) played 1. e4.
    let script = format!("{}\n", recorded.join("\n"));
    let session = taktil::replay::run(&script, &taktil::replay::Overrides::default()).expect("the recording replays");
    let pgn = taktil::replay::pgn(&session);
    assert!(pgn.contains("1. e4"), "{pgn}");
}

/// `taktil play --board serial:PORT`: the live session plays from a serial board, and
/// after a lost line (a gap in the sequence numbers) its `SNAP` request reaches the
/// board.
#[test]
fn serial_board_in_a_live_session_plays_and_gets_its_snapshot_request() {
    let fake = Fake::start(0);
    let port = format!("serial:{}", fake.path);
    let mut run = Lines::spawn(&["play", "--silent", "--settle-ms", "50", "--board", &port]);
    run.until("You play white.", WAIT);
    // The adapter's SNAP at the handshake, and the core's on the board's HELLO: the
    // fake numbers its answers #1 and #2.
    fake.wait_for("SNAP", 2);
    fake.push(b"L e2 #3\nP e4 #4\n");
    run.until("1. e4  (e2e4, white on the tactile board)", WAIT);
    // Line 5 is lost: the core asks for a snapshot, and the session passes it on.
    fake.set_position(after_e4());
    fake.push(b"L e7 #6\n");
    fake.wait_for("SNAP", 3);
    run.kill();
}

/// `taktil play --board serial:PORT` ends cleanly on SIGTERM (issue 13: it used to be
/// killed outright, its `--export` never written): the move is in the export and the
/// journal, and the exit status is 143 (128 + 15).
#[test]
fn serial_board_session_ends_cleanly_on_sigterm() {
    use crate::ending::{Session, journal_moves, resumes, wrote};
    let fake = Fake::start(0);
    let port = format!("serial:{}", fake.path);
    let dir = std::env::temp_dir().join(format!("taktil-serial-term-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let (journal, export) = (dir.join("game.journal"), dir.join("export"));
    let mut run = Session::start(&[
        "--silent",
        "--settle-ms",
        "50",
        "--board",
        &port,
        "--journal",
        journal.to_str().expect("a path"),
        "--export",
        export.to_str().expect("a path"),
    ]);
    run.until("You play white.");
    fake.wait_for("SNAP", 2);
    fake.push(b"L e2 #3\nP e4 #4\n");
    run.until("1. e4  (e2e4, white on the tactile board)");
    run.signal("TERM");
    let (ended, stderr) = run.end();
    assert_eq!(ended.code(), Some(143), "{stderr}");
    assert_eq!(
        stderr,
        format!("taktil: SIGTERM: the session ends; a second signal ends taktil at once\n{}", wrote(&export))
    );
    assert!(std::fs::read_to_string(export.join("game.pgn")).expect("the PGN").contains("\n1. e4 "));
    assert_eq!(journal_moves(&journal), "1. e4 *");
    resumes(&journal);
    let _ = std::fs::remove_dir_all(&dir);
}
