//! The DGT driver against a fake DGT board on a pseudo-terminal: no hardware.
//!
//! [`Fake`] opens a pty pair with `serialport::TTYPort::pair()` (which sets the slave
//! side raw). The driver under test opens the slave by its path (`/dev/pts/N`) like any
//! serial port, through the real adapter. A thread on the master side plays the board:
//! it answers each command byte from recorded byte streams (the version message, the
//! current dump) and writes what the test pushes (field-update bursts, damaged
//! messages) as if pieces moved. It logs every byte it receives, so the tests can see
//! what the driver asked for.
//!
//! Every wait is bounded by [`WAIT`]; no test asserts how fast anything happens.

use std::{
    io::{Read, Write},
    process::Command,
    sync::{Arc, Mutex, mpsc},
    thread::{self, JoinHandle},
    time::{Duration, Instant},
};

use crate::util::Lines;
use serialport::{SerialPort, TTYPort};
use shakmaty::{Board, Color, Piece, Role, Square};
use taktil::{
    core::input::{BoardMsg, Cell},
    io::dgt::{
        Dgt, DgtConfig, DgtError, DgtEvent, DgtLostReason, Orientation,
        decode::{Code, Field, Message, START_DUMP},
        fields::codes_of,
        session::{DgtCmd, START},
    },
    tbp::{SnapshotKind, format_msg, snapshot_of},
};

/// The longest wait for anything the driver should do.
const WAIT: Duration = Duration::from_secs(5);

/// The board's answer to `DGT_SEND_VERSION`: version 1.7.
const VERSION: [u8; 5] = [0x93, 0x00, 0x05, 0x01, 0x07];

/// Field updates for 1. e4 with the connector on White's left, new square first, as
/// the board's sequential scan reports them: a white pawn on e4 (field 36), then e2
/// (field 52) empty.
const E4_BURST: [u8; 10] = [0x8e, 0x00, 0x05, 36, 0x01, 0x8e, 0x00, 0x05, 52, 0x00];

const PAWN: Piece = Piece { color: Color::White, role: Role::Pawn };

/// What the fake board does with a command.
enum ToFake {
    /// Write these bytes now (pieces moved, or line damage).
    Push(Vec<u8>),
    /// Answer the next `DGT_SEND_BRD` with this dump.
    Dump(Vec<u8>),
}

/// A fake DGT board on the master side of a pty.
struct Fake {
    path: String,
    to_fake: Option<mpsc::Sender<ToFake>>,
    received: Arc<Mutex<Vec<u8>>>,
    thread: Option<JoinHandle<()>>,
    /// The slave side stays open, so the master sees no hang-up before the driver opens
    /// it.
    _slave: TTYPort,
}

impl Fake {
    /// A board that answers with `dump`; a `silent` one answers nothing.
    fn start(dump: Vec<u8>, silent: bool) -> Fake {
        let (mut master, slave) = TTYPort::pair().expect("a pseudo-terminal pair");
        let path = slave.name().expect("the slave's path");
        master.set_timeout(Duration::from_millis(10)).expect("a timeout");
        let (to_fake, rx) = mpsc::channel();
        let received = Arc::new(Mutex::new(Vec::new()));
        let log = Arc::clone(&received);
        let thread = thread::spawn(move || {
            let mut dump = dump;
            let mut buf = [0u8; 64];
            loop {
                match rx.try_recv() {
                    Ok(ToFake::Push(bytes)) => master.write_all(&bytes).expect("the fake writes"),
                    Ok(ToFake::Dump(bytes)) => dump = bytes,
                    Err(mpsc::TryRecvError::Empty) => {}
                    Err(mpsc::TryRecvError::Disconnected) => return,
                }
                let n = match master.read(&mut buf) {
                    Ok(n) => n,
                    // A timeout, or no reader on the slave side yet.
                    Err(_) => continue,
                };
                for &cmd in &buf[..n] {
                    log.lock().expect("the log").push(cmd);
                    let answer: &[u8] = match cmd {
                        _ if silent => &[],
                        0x42 => &dump,
                        0x4d => &VERSION,
                        _ => &[],
                    };
                    master.write_all(answer).expect("the fake answers");
                }
            }
        });
        Fake { path, to_fake: Some(to_fake), received, thread: Some(thread), _slave: slave }
    }

    fn push(&self, bytes: &[u8]) {
        self.send(ToFake::Push(bytes.to_vec()));
    }

    fn set_dump(&self, bytes: Vec<u8>) {
        self.send(ToFake::Dump(bytes));
    }

    fn send(&self, msg: ToFake) {
        self.to_fake.as_ref().expect("a running fake").send(msg).expect("the fake runs");
    }

    /// Every byte the driver sent so far.
    fn received(&self) -> Vec<u8> {
        self.received.lock().expect("the log").clone()
    }

    /// Waits until the driver has sent `cmd` at least `n` times.
    fn wait_for(&self, cmd: DgtCmd, n: usize) {
        let deadline = Instant::now() + WAIT;
        while self.received().iter().filter(|b| **b == cmd.byte()).count() < n {
            assert!(Instant::now() < deadline, "{cmd:?} not sent {n} times: {:02x?}", self.received());
            thread::sleep(Duration::from_millis(5));
        }
    }
}

impl Drop for Fake {
    /// Unplugs the board: the thread ends and the master side closes.
    fn drop(&mut self) {
        self.to_fake = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// A dump of this position from a board standing this way.
fn dump_of(position: &Board, orientation: Orientation) -> Vec<u8> {
    Message::BoardDump(codes_of(position, orientation)).encode()
}

fn snapshot(position: &Board) -> BoardMsg {
    BoardMsg::Snapshot(snapshot_of(position, SnapshotKind::Piece))
}

fn after_e4() -> Board {
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR".parse().expect("a board")
}

fn field_update(n: u8, code: Code) -> Vec<u8> {
    Message::FieldUpdate { field: Field::new(n).expect("a field"), code }.encode()
}

/// The driver's next event, within [`WAIT`].
fn next(dgt: &Dgt) -> Result<DgtEvent, DgtError> {
    dgt.events().recv_timeout(WAIT).expect("an event from the driver")
}

/// The driver's next board message, skipping other events.
fn next_msg(dgt: &Dgt) -> BoardMsg {
    loop {
        match next(dgt) {
            Ok(DgtEvent::Board { msg, .. }) => return msg,
            Ok(_) => {}
            Err(e) => panic!("the driver failed: {e}"),
        }
    }
}

/// Opens the driver on the fake and checks the start: HELLO, then the snapshot.
fn started(fake: &Fake, config: DgtConfig, position: &Board) -> Dgt {
    let dgt = Dgt::open(&fake.path, config).expect("the driver opens the pty");
    assert_eq!(next_msg(&dgt), BoardMsg::Hello { kind: "dgt".into(), firmware: Some("1.7".into()) });
    assert_eq!(next_msg(&dgt), snapshot(position));
    dgt
}

#[test]
fn dgt_start_position_dump_gives_one_snapshot() {
    // The byte fixture is what the encoder makes of the start position.
    assert_eq!(dump_of(&Board::default(), Orientation::Normal), START_DUMP);
    let fake = Fake::start(START_DUMP.to_vec(), false);
    let dgt = Dgt::open(&fake.path, DgtConfig::default()).expect("the driver opens the pty");
    let mut events = Vec::new();
    while !events.iter().any(|e| matches!(e, DgtEvent::Board { msg: BoardMsg::Snapshot(_), .. })) {
        events.push(next(&dgt).expect("no error"));
    }
    fake.wait_for(DgtCmd::SendClock, 1);
    assert_eq!(fake.received(), START.map(DgtCmd::byte));
    // Unplugged: the driver says so once, and tries again (the pty is gone for good).
    drop(fake);
    loop {
        match next(&dgt).expect("no error") {
            DgtEvent::Lost { reason, .. } => {
                assert!(matches!(reason, DgtLostReason::Port(_)), "{reason}");
                assert!(reason.to_string().starts_with("lost: "), "{reason}");
                break;
            }
            event => events.push(event),
        }
    }
    assert!(dgt.events().recv_timeout(Duration::from_millis(1500)).is_err(), "one loss is told once");
    let msgs: Vec<&BoardMsg> = events
        .iter()
        .filter_map(|e| match e {
            DgtEvent::Board { msg, .. } => Some(msg),
            _ => None,
        })
        .collect();
    let hello = BoardMsg::Hello { kind: "dgt".into(), firmware: Some("1.7".into()) };
    assert_eq!(msgs, vec![&hello, &snapshot(&Board::default())]);
    assert!(events.iter().any(|e| matches!(e, DgtEvent::Orientation { orientation: Orientation::Normal, .. })));
}

#[test]
fn dgt_e4_burst_new_square_first_then_snapshot() {
    let fake = Fake::start(START_DUMP.to_vec(), false);
    let dgt = started(&fake, DgtConfig { debounce_ms: 100, ..DgtConfig::default() }, &Board::default());
    fake.set_dump(dump_of(&after_e4(), Orientation::Normal));
    fake.push(&E4_BURST);
    assert_eq!(next_msg(&dgt), BoardMsg::Place(Square::E4, Cell::Piece(PAWN)));
    assert_eq!(next_msg(&dgt), BoardMsg::Lift(Square::E2));
    // After the debounce: a full dump, the truth.
    assert_eq!(next_msg(&dgt), snapshot(&after_e4()));
    assert_eq!(fake.received().iter().filter(|b| **b == DgtCmd::SendBoard.byte()).count(), 2);
}

#[test]
fn dgt_truncated_message_recovers_with_a_dump() {
    let fake = Fake::start(START_DUMP.to_vec(), false);
    // A debounce longer than the test: only the damage can make the driver ask for a dump.
    let dgt = started(&fake, DgtConfig { debounce_ms: 60_000, ..DgtConfig::default() }, &Board::default());
    fake.set_dump(dump_of(&after_e4(), Orientation::Normal));
    // A field update that lost its piece code, a dump header cut after two bytes, then
    // the burst.
    let mut bytes = vec![0x8e, 0x00, 0x05, 36, 0x86, 0x00];
    bytes.extend(E4_BURST);
    fake.push(&bytes);
    let (mut resyncs, mut msgs) = (0, Vec::new());
    while !msgs.contains(&snapshot(&after_e4())) {
        match next(&dgt).expect("no error") {
            DgtEvent::Resync { .. } => resyncs += 1,
            DgtEvent::Board { msg, .. } => msgs.push(msg),
            _ => {}
        }
    }
    assert!(resyncs >= 1, "the damage is reported");
    fake.wait_for(DgtCmd::SendBoard, 2);
    // The messages after the damage were read, new square first.
    let place = msgs.iter().position(|m| *m == BoardMsg::Place(Square::E4, Cell::Piece(PAWN)));
    let lift = msgs.iter().position(|m| *m == BoardMsg::Lift(Square::E2));
    assert!(matches!((place, lift), (Some(p), Some(l)) if p < l), "{msgs:?}");
}

#[test]
fn dgt_rotated_board_is_detected_and_mapped() {
    let fake = Fake::start(dump_of(&Board::default(), Orientation::Rotated), false);
    let dgt = Dgt::open(&fake.path, DgtConfig { debounce_ms: 100, ..DgtConfig::default() }).expect("opens");
    let mut orientation = None;
    let first = loop {
        match next(&dgt).expect("no error") {
            DgtEvent::Orientation { orientation: o, .. } => orientation = Some(o),
            DgtEvent::Board { msg: msg @ BoardMsg::Snapshot(_), .. } => break msg,
            _ => {}
        }
    };
    assert_eq!(orientation, Some(Orientation::Rotated));
    assert_eq!(first, snapshot(&Board::default()));
    // 1. e4 on a board turned round: e4 is field 63 - 36 = 27, e2 is 63 - 52 = 11.
    fake.set_dump(dump_of(&after_e4(), Orientation::Rotated));
    let mut burst = field_update(27, Code::Piece(PAWN));
    burst.extend(field_update(11, Code::Empty));
    fake.push(&burst);
    assert_eq!(next_msg(&dgt), BoardMsg::Place(Square::E4, Cell::Piece(PAWN)));
    assert_eq!(next_msg(&dgt), BoardMsg::Lift(Square::E2));
    assert_eq!(next_msg(&dgt), snapshot(&after_e4()));
}

#[test]
fn dgt_silent_board_gives_the_handshake_error() {
    let fake = Fake::start(Vec::new(), true);
    let config = DgtConfig { retry_ms: 100, tries: 3, ..DgtConfig::default() };
    let dgt = Dgt::open(&fake.path, config).expect("the driver opens the pty");
    let error = next(&dgt).expect_err("no board answers");
    assert!(matches!(error, DgtError::NoAnswer { tries: 3, .. }), "{error}");
    assert_eq!(error.to_string(), format!("no DGT board answers on {} (asked 3 times, 100 ms apart)", fake.path));
    assert!(dgt.events().recv_timeout(WAIT).is_err(), "the channel closes after the error");
    // The start was tried three times.
    fake.wait_for(DgtCmd::SendClock, 3);
    assert_eq!(fake.received(), START.map(DgtCmd::byte).repeat(3));
}

#[test]
fn dgt_port_that_cannot_be_opened() {
    let error = Dgt::open("/nonexistent/ttyUSB0", DgtConfig::default()).expect_err("no such port");
    assert!(matches!(error, DgtError::Open { .. }), "{error}");
    assert!(error.to_string().starts_with("cannot open /nonexistent/ttyUSB0: "), "{error}");

    let out = Command::new(env!("CARGO_BIN_EXE_taktil"))
        .args(["dgt", "--port", "/nonexistent/ttyUSB0"])
        .output()
        .expect("taktil runs");
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.starts_with("taktil: cannot open /nonexistent/ttyUSB0: "), "{stderr}");
    assert!(out.stdout.is_empty());
}

/// `taktil dgt` records a DGT board as a session script, which replays as the game.
#[test]
fn dgt_command_records_a_session_script() {
    let fake = Fake::start(START_DUMP.to_vec(), false);
    let mut run = Lines::spawn(&["dgt", "--port", &fake.path, "--debounce-ms", "50"]);
    let (start, e4) = (format_msg(&snapshot(&Board::default())), format_msg(&snapshot(&after_e4())));
    run.until(&start, WAIT);
    fake.set_dump(dump_of(&after_e4(), Orientation::Normal));
    fake.push(&E4_BURST);
    run.until(&e4, WAIT);
    run.kill();
    let recorded = run.recorded;

    let events: Vec<&String> = recorded.iter().filter(|l| l.starts_with('@')).collect();
    // `@<ms>`, then the device and the message in columns.
    let words: Vec<String> =
        events.iter().map(|l| l.split_whitespace().skip(1).collect::<Vec<_>>().join(" ")).collect();
    let want = ["HELLO TBP/1 dgt 1.7", &start, "P e4 P", "L e2", &e4].map(|m| format!("sighted {m}"));
    assert_eq!(words, want, "{recorded:#?}");
    assert!(events.iter().all(|l| l.starts_with('@') && l.contains(" sighted  ")), "{recorded:#?}");
    // The recording is a session script: the sighted player (White) played 1. e4.
    let script = format!("set blind black\n{}\n", recorded.join("\n"));
    let session = taktil::replay::run(&script, &taktil::replay::Overrides::default()).expect("the recording replays");
    let pgn = taktil::replay::pgn(&session);
    assert!(pgn.contains("1. e4"), "{pgn}");
}

/// `taktil play` with a DGT board as the sighted player's: the blind player (Black)
/// hears the sighted player's move as the board reports it.
#[test]
fn dgt_board_in_a_live_session_gives_the_sighted_players_moves() {
    let fake = Fake::start(START_DUMP.to_vec(), false);
    let port = format!("dgt:{}", fake.path);
    let mut run = Lines::spawn(&["play", "--silent", "--blind", "black", "--sighted-board", &port, "--board", "hid"]);
    // No gamepad here: the HID board starts, finds none, and the session goes on.
    run.until("You play black.", WAIT);
    fake.wait_for(DgtCmd::SendClock, 1);
    fake.set_dump(dump_of(&after_e4(), Orientation::Normal));
    fake.push(&E4_BURST);
    run.until("1. e4  (e2e4, white on the sighted board)", WAIT);
    run.kill();
}
