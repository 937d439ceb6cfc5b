//! The emulated DGT board and clock ([`taktil::io::dgt::emulator`]) on a
//! pseudo-terminal, for any test that needs a DGT board: [`EmuBoard`] runs the
//! emulator on a thread at the master side of a pty pair; the driver under test opens
//! the slave by its path (`/dev/pts/N`) like any serial port.
//!
//! The thread answers the driver's command bytes at once, lets the emulator's time run
//! with the real time (times [`EmuBoard::start`]'s `speed`, so that a test need not
//! wait a real second for each clock message), and carries out what the test asks on
//! the emulator ([`EmuBoard::with`]: a hand's step, a clock press, the clock
//! unplugged), writing what the board sends. [`play_game`] plays a whole game move by
//! move as a hand would, pressing the clock after each move.
//!
//! Every wait is bounded by [`WAIT`]; no test asserts how fast anything happens.

use std::{
    io::{Read, Write},
    sync::{Arc, Mutex, mpsc},
    thread::{self, JoinHandle},
    time::{Duration, Instant},
};

use serialport::{SerialPort, TTYPort};
use shakmaty::{Chess, Color, Move, Position};
use taktil::{
    io::dgt::{
        ClockSide,
        emulator::{Emulator, HandStyle, move_steps},
    },
    pgn::PgnGame,
};

/// The longest wait for anything the driver should do.
pub const WAIT: Duration = Duration::from_secs(5);

type Job = Box<dyn FnOnce(&mut Emulator) + Send>;

/// An emulated DGT board and clock on the master side of a pty.
pub struct EmuBoard {
    /// The slave side's path, for the driver.
    pub path: String,
    jobs: Option<mpsc::Sender<Job>>,
    received: Arc<Mutex<Vec<u8>>>,
    thread: Option<JoinHandle<()>>,
    /// The slave side stays open, so the master sees no hang-up before the driver opens
    /// it.
    _slave: TTYPort,
}

impl EmuBoard {
    /// Runs `emulator` on a pty; its time runs `speed` times the real time.
    pub fn start(emulator: Emulator, speed: u64) -> EmuBoard {
        let (mut master, slave) = TTYPort::pair().expect("a pseudo-terminal pair");
        let path = slave.name().expect("the slave's path");
        master.set_timeout(Duration::from_millis(5)).expect("a timeout");
        let (jobs, rx) = mpsc::channel::<Job>();
        let received = Arc::new(Mutex::new(Vec::new()));
        let log = Arc::clone(&received);
        let thread = thread::spawn(move || run(emulator, speed, &mut master, &rx, &log));
        EmuBoard { path, jobs: Some(jobs), received, thread: Some(thread), _slave: slave }
    }

    /// Runs `f` on the emulator (on its thread), sends what the board then sends, and
    /// returns `f`'s answer.
    pub fn with<R: Send + 'static>(&self, f: impl FnOnce(&mut Emulator) -> R + Send + 'static) -> R {
        let (tx, rx) = mpsc::channel();
        let job: Job = Box::new(move |emulator| {
            let _ = tx.send(f(emulator));
        });
        self.jobs.as_ref().expect("a running emulator").send(job).expect("the emulator runs");
        rx.recv_timeout(WAIT).expect("the emulator answers")
    }

    /// Every byte the driver sent so far.
    pub fn received(&self) -> Vec<u8> {
        self.received.lock().expect("the log").clone()
    }

    /// Waits until the driver has sent `byte` at least `n` times.
    pub fn wait_for(&self, byte: u8, n: usize) {
        let deadline = Instant::now() + WAIT;
        while self.received().iter().filter(|b| **b == byte).count() < n {
            assert!(Instant::now() < deadline, "0x{byte:02x} not sent {n} times: {:02x?}", self.received());
            thread::sleep(Duration::from_millis(5));
        }
    }

    /// Plays `mv` from `position` in `style`, one scan per step, `pause` apart.
    pub fn play(&self, position: &Chess, mv: &Move, style: HandStyle, pause: Duration) {
        for step in move_steps(position.board(), mv, style) {
            self.with(move |emulator| emulator.step(&step));
            thread::sleep(pause);
        }
    }
}

impl Drop for EmuBoard {
    /// Unplugs the board: the thread ends and the master side closes.
    fn drop(&mut self) {
        self.jobs = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// The thread: commands in, jobs done, time run, bytes out, until the [`EmuBoard`] is
/// dropped.
fn run(mut emulator: Emulator, speed: u64, master: &mut TTYPort, jobs: &mpsc::Receiver<Job>, log: &Mutex<Vec<u8>>) {
    let start = Instant::now();
    let started_at = emulator.now();
    let mut buf = [0u8; 64];
    loop {
        loop {
            match jobs.try_recv() {
                Ok(job) => {
                    job(&mut emulator);
                    send(master, &mut emulator);
                }
                Err(mpsc::TryRecvError::Empty) => break,
                Err(mpsc::TryRecvError::Disconnected) => return,
            }
        }
        // A timeout, or no reader on the slave side yet, reads nothing.
        let n = master.read(&mut buf).unwrap_or(0);
        log.lock().expect("the log").extend_from_slice(&buf[..n]);
        emulator.receive(&buf[..n]);
        let due = started_at + u64::try_from(start.elapsed().as_millis()).unwrap_or(u64::MAX) * speed;
        emulator.advance(due.saturating_sub(emulator.now()));
        send(master, &mut emulator);
    }
}

fn send(master: &mut TTYPort, emulator: &mut Emulator) {
    let bytes = emulator.take_output();
    if !bytes.is_empty() {
        // The driver may have gone (a test that ended): nothing to do about it.
        let _ = master.write_all(&bytes);
    }
}

/// How [`play_game`] plays.
#[derive(Clone, Copy, Debug)]
pub struct GameStyle {
    /// Captures without the lift of the captured piece.
    pub quick: bool,
    /// Every third move bounces on its square after it is put down.
    pub noise: bool,
    /// Real time between two steps of a hand.
    pub pause: Duration,
    /// The side of the clock of White's player, who presses after each of his moves;
    /// `None` leaves the clock alone.
    pub white_clock: Option<ClockSide>,
}

impl Default for GameStyle {
    fn default() -> GameStyle {
        GameStyle { quick: false, noise: false, pause: Duration::from_millis(20), white_clock: None }
    }
}

/// Plays `game`'s moves on the board move by move. After each move `after` gets the
/// ply, counted from 1, and the position, to wait for the driver's report or check it.
pub fn play_game(board: &EmuBoard, game: &PgnGame, style: GameStyle, mut after: impl FnMut(usize, &Chess)) {
    let mut position = game.start.position.clone();
    for (i, mv) in game.moves.iter().enumerate() {
        let hand = HandStyle { quick: style.quick, bounce: style.noise && i % 3 == 2, ..HandStyle::default() };
        board.play(&position, mv, hand, style.pause);
        if let Some(white) = style.white_clock {
            let side = if position.turn() == Color::White { white } else { white.other() };
            board.with(move |emulator| emulator.press(side));
        }
        position.play_unchecked(*mv);
        after(i + 1, &position);
    }
}
