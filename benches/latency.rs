//! How soon a move is heard (issue 31, point 5: p95 from the board's last report of a
//! move to the first sound of its announcement at most 400 ms), and how soon the
//! player's move leaves for Lichess (issue 33).
//!
//! Measured on the real binary (`taktil play --view plain`), real games of
//! `shared/data/games` from the standard start, the blind player White and Black in
//! turn. The sighted board is either the DGT emulator (`taktil::io::dgt::emulator`) on
//! the master side of a pseudo-terminal, opened by taktil as
//! `--sighted-board dgt:/dev/pts/N`, or the loopback DGT LiveChess of the tests
//! (`tests/integration/livechess_double.rs`), followed as
//! `--sighted-board livechess:127.0.0.1:PORT/SERIAL`, or the opponent plays on the
//! loopback Lichess Board API of the tests (`tests/integration/lichess_double.rs`,
//! `--opponent lichess --lichess-url http://127.0.0.1:PORT`); the tactile board is
//! standard input. Each ply is one of:
//!
//! - **the opponent's move on the DGT board**: carried out by a quick hand (captures
//!   without the captured piece's lift) or a hovering hand (the piece set down for
//!   150 ms on another empty square on its way, one it could legally go to where there
//!   is one), then carried out by the blind player on the tactile board;
//! - **the opponent's move through LiveChess**: one feed message with the move listed
//!   and its pieces standing (the quick hand), or first the move listed while its
//!   piece is still in the air and 150 ms later the pieces set down (the hovering
//!   hand: taktil holds such a move until the pieces show it, issue 31 point 2);
//! - **the opponent's move on Lichess**: the double's `gameState` line with the move,
//!   on the game stream taktil holds open;
//! - **the blind player's own move** on the tactile board (peg lines on standard
//!   input; the hovering hand sets the peg into another hole for 150 ms on its way),
//!   then carried out by the sighted player on the DGT board (on Lichess its POST is
//!   the move made).
//!
//! From the board's last report of the move (the emulator's write of its last field
//! update, the LiveChess double's last feed message queued, the instant the Lichess
//! double began writing the state line to the socket, or the last peg line written)
//! the bench takes the time to (a) the move line
//! taktil prints and (b) the first sound on the PulseAudio null sink (its monitor
//! recorded with `parec`), which is the "moved" earcon, with speech through Speech
//! Dispatcher (run as a service, `-t 0`, started and stopped by the bench). Every step
//! of a hand waits until the sink has been quiet, so the first sound after the last
//! report is that move's. A move line that names another move than the one played is
//! counted as a wrong move announced, and the game is left there. On Lichess the bench
//! also takes the player's move from its move line, and from its last peg line (which
//! includes the board's settle time), to the double's reading of the head of its
//! `POST /api/board/game/{id}/move/{uci}` (negative if the POST came first; a new
//! connection each, accepted within 5 ms as the double polls).
//!
//! Before and after, in the same run, game by game in turn: `TAKTIL_BASELINE` names a
//! build of `main` (`before`); without it `before` is this build with `--settle-ms 500`,
//! which leaves out `main`'s settle time starting again at the DGT board's dump.
//! `after` is this build with its defaults. The LiveChess and Lichess games' `before` is
//! always this build with `--settle-ms 500`: a baseline may be older than they are. A
//! Lichess opponent has no hands: its games are played once a variant, quick.
//!
//! ```sh
//! . scripts/headless-audio.sh
//! TAKTIL_BASELINE=/path/to/main/taktil cargo bench --bench latency
//! taktil_audio_stop
//! ```
//!
//! `TAKTIL_BENCH_GAMES` (default 4) games, `TAKTIL_BENCH_PLIES` (default 24) plies of
//! each, `TAKTIL_BENCH_BOARDS` (default `dgt,livechess`; also `lichess`) the opponent's
//! boards; rows without a sample are left out. Without PulseAudio or `parec` only the
//! move lines are measured, with a note.

#![allow(clippy::print_stdout, reason = "a bench prints its figures")]

use std::{
    fmt::Write as _,
    fs,
    io::{BufRead, BufReader, Read, Write},
    path::{Path, PathBuf},
    process::{Child, ChildStdin, Command, Stdio},
    sync::{Arc, Mutex, mpsc},
    thread::{self, JoinHandle},
    time::{Duration, Instant},
};

use serialport::{SerialPort, TTYPort};
use shakmaty::{Chess, Color, Move, Position, Role, Square, san::SanPlus, uci::UciMove};
use taktil::{
    io::dgt::{
        Orientation,
        emulator::{Emulator, Hand, HandStyle, move_steps},
    },
    pgn::PgnGame,
};

// The tests' loopback LiveChess, shared rather than written twice; the bench uses a
// part of what it offers.
#[allow(dead_code, reason = "not every bench uses every helper of the shared module")]
mod common;
#[allow(dead_code, reason = "the tests use the rest")]
#[path = "../tests/integration/livechess_double.rs"]
mod livechess_double;
// And the tests' loopback Lichess Board API.
#[allow(dead_code, reason = "the tests use the rest")]
#[path = "../tests/integration/lichess_double.rs"]
mod lichess_double;

use common::{env_usize, games};

use lichess_double::{GAME_ID, LichessDouble};
use livechess_double::LiveChessDouble;

const TAKTIL: &str = env!("CARGO_BIN_EXE_taktil");

/// The serial number of the double's board.
const SERIAL: &str = "31415";

/// The Lichess double's token (as tests/integration/online.rs).
const TOKEN: &str = "lip_TaKtIl0bOaRd0TeSt0tOkEn";

/// The longest a hovering hand holds a piece down on its way.
const HOVER: Duration = Duration::from_millis(150);

/// Between two steps of a hand that does not hover.
const STEP: Duration = Duration::from_millis(60);

/// The longest wait for a line or a sound.
const LONG: Duration = Duration::from_secs(10);

// The DGT board: the emulator on a pseudo-terminal (as tests/integration/dgt_emu.rs).

/// Something to do on the emulator, and whom to tell once its bytes are written.
type Job = (Box<dyn FnOnce(&mut Emulator) + Send>, mpsc::Sender<()>);

/// The emulated DGT board on the master side of a pty; taktil opens the slave.
struct DgtBoard {
    path: String,
    jobs: Option<mpsc::Sender<Job>>,
    received: Arc<Mutex<Vec<u8>>>,
    thread: Option<JoinHandle<()>>,
    _slave: TTYPort,
}

impl DgtBoard {
    fn start(emulator: Emulator) -> DgtBoard {
        let (mut master, slave) = TTYPort::pair().expect("a pseudo-terminal pair");
        let path = slave.name().expect("the slave's path");
        master.set_timeout(Duration::from_millis(2)).expect("a timeout");
        let (jobs, rx) = mpsc::channel::<Job>();
        let received = Arc::new(Mutex::new(Vec::new()));
        let log = Arc::clone(&received);
        let thread = thread::spawn(move || run_board(emulator, &mut master, &rx, &log));
        DgtBoard { path, jobs: Some(jobs), received, thread: Some(thread), _slave: slave }
    }

    /// Runs `f` on the emulator and writes what the board then sends; returns once it
    /// is written.
    fn with(&self, f: impl FnOnce(&mut Emulator) + Send + 'static) {
        let (tx, rx) = mpsc::channel();
        let job: Job = (Box::new(f), tx);
        self.jobs.as_ref().expect("a running emulator").send(job).expect("the emulator runs");
        rx.recv_timeout(LONG).expect("the emulator answers");
    }

    /// Waits until taktil has put the board in update mode (`0x43`).
    fn wait_started(&self) -> bool {
        let deadline = Instant::now() + LONG;
        while Instant::now() < deadline {
            if self.received.lock().expect("the log").contains(&0x43) {
                return true;
            }
            thread::sleep(Duration::from_millis(5));
        }
        false
    }
}

impl Drop for DgtBoard {
    fn drop(&mut self) {
        self.jobs = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Commands in, jobs done, time run, bytes out; each job's bytes are written before
/// it answers.
fn run_board(mut emulator: Emulator, master: &mut TTYPort, jobs: &mpsc::Receiver<Job>, log: &Mutex<Vec<u8>>) {
    let start = Instant::now();
    let mut buf = [0u8; 64];
    loop {
        loop {
            match jobs.try_recv() {
                Ok((job, done)) => {
                    job(&mut emulator);
                    write_out(master, &mut emulator);
                    let _ = done.send(());
                }
                Err(mpsc::TryRecvError::Empty) => break,
                Err(mpsc::TryRecvError::Disconnected) => return,
            }
        }
        let n = master.read(&mut buf).unwrap_or(0);
        log.lock().expect("the log").extend_from_slice(&buf[..n]);
        emulator.receive(&buf[..n]);
        let due = u64::try_from(start.elapsed().as_millis()).unwrap_or(u64::MAX);
        emulator.advance(due.saturating_sub(emulator.now()));
        write_out(master, &mut emulator);
    }
}

fn write_out(master: &mut TTYPort, emulator: &mut Emulator) {
    let bytes = emulator.take_output();
    if !bytes.is_empty() {
        let _ = master.write_all(&bytes).and_then(|()| master.flush());
    }
}

// The opponent's board, either kind.

/// The board the sighted opponent plays on, as taktil reads it, or the Lichess game he
/// plays in (with the token file that opens it).
enum Sighted {
    Dgt(DgtBoard),
    LiveChess(LiveChessDouble),
    Lichess(LichessDouble, PathBuf),
}

impl Sighted {
    /// The board at `pos`; a Lichess game (from the standard start) with the blind player
    /// as `blind` and its token file in `dir`.
    fn start(via: Via, pos: &Chess, blind: Color, dir: &Path) -> Sighted {
        match via {
            Via::Lichess => {
                let token = dir.join("lichess-token");
                fs::write(&token, format!("{TOKEN}\n")).expect("the token file");
                #[cfg(unix)]
                {
                    use std::os::unix::fs::PermissionsExt;
                    fs::set_permissions(&token, fs::Permissions::from_mode(0o600)).expect("its mode");
                }
                // An hour: no flag, no time warning within the bench's plies.
                Sighted::Lichess(LichessDouble::start(TOKEN, blind, 3_600_000, 0), token)
            }
            Via::Dgt => Sighted::Dgt(DgtBoard::start(Emulator::new(pos.board(), Orientation::Normal))),
            Via::LiveChess => {
                let mut board = livechess_double::Board::new(SERIAL);
                board.fen = pos.board().to_string();
                Sighted::LiveChess(LiveChessDouble::start(vec![board]))
            }
        }
    }

    /// The `taktil play` arguments that name this board.
    fn args(&self) -> Vec<String> {
        match self {
            Sighted::Dgt(board) => ["--sighted-board", &format!("dgt:{}", board.path)]
                .into_iter()
                .chain(["--sighted-rotated", "no", "--dgt-clock-white", "right"])
                .map(str::to_owned)
                .collect(),
            Sighted::LiveChess(double) => {
                vec!["--sighted-board".into(), format!("livechess:127.0.0.1:{}/{SERIAL}", double.port())]
            }
            Sighted::Lichess(double, token) => ["--opponent", "lichess", "--lichess-url", &double.url()]
                .into_iter()
                .chain(["--lichess-game", GAME_ID, "--lichess-token-file", &token.to_string_lossy()])
                .map(str::to_owned)
                .collect(),
        }
    }

    /// Waits until taktil reads the board: the DGT board in update mode, LiveChess's
    /// board subscribed to (taktil has the Lichess game's stream open before "Ready").
    fn wait_started(&self) -> bool {
        match self {
            Sighted::Dgt(board) => board.wait_started(),
            Sighted::LiveChess(double) => double.wait_subscribed(SERIAL, 1, LONG),
            Sighted::Lichess(..) => true,
        }
    }

    /// The opponent makes `m` from `pos`; the instant of the board's last report of it.
    /// On a DGT board `hover` is where a hovering hand sets the piece down on its way;
    /// through LiveChess `in_air` lists the move first with its piece in the air. On
    /// Lichess the report is the double's write of the move's `gameState` line (`None`
    /// if the double refuses the move or never writes it).
    fn opponent_move(&self, pos: &Chess, m: Move, hover: Option<Square>, in_air: bool) -> Option<Instant> {
        Some(match self {
            Sighted::Dgt(board) => {
                let style = HandStyle { quick: true, hover, ..HandStyle::default() };
                let mut last = Instant::now();
                for step in move_steps(pos.board(), &m, style) {
                    let hovers = matches!(step[..], [Hand::Put(sq, _)] if Some(sq) == hover);
                    board.with(move |e| e.step(&step));
                    last = Instant::now();
                    thread::sleep(if hovers { HOVER } else { STEP });
                }
                last
            }
            Sighted::LiveChess(double) => {
                let san = SanPlus::from_move(pos.clone(), m).to_string();
                let mut after = pos.clone();
                after.play_unchecked(m);
                let fen = after.board().to_string();
                if in_air {
                    let mut air = pos.board().clone();
                    if let Some(from) = m.from() {
                        air.discard_piece_at(from);
                    }
                    double.update(SERIAL, |b| {
                        b.fen = air.to_string();
                        b.san.push(san);
                    });
                    thread::sleep(HOVER);
                    double.update(SERIAL, |b| b.fen = fen);
                } else {
                    double.update(SERIAL, |b| {
                        b.fen = fen;
                        b.san.push(san);
                    });
                }
                Instant::now()
            }
            Sighted::Lichess(double, _) => {
                double.opponent_move(&UciMove::from_standard(m).to_string()).ok()?;
                let plies = double.moves().len();
                return poll(|| double.state_written(plies));
            }
        })
    }

    /// When the Lichess double read the head of the POST of the player's move `m`,
    /// the first such after `since`; `None` on a board.
    fn posted(&self, m: Move, since: Instant) -> Option<Instant> {
        let Sighted::Lichess(double, _) = self else { return None };
        let path = format!("/api/board/game/{GAME_ID}/move/{}", UciMove::from_standard(m));
        poll(|| {
            double.requests().into_iter().find(|r| r.method == "POST" && r.path == path && r.at > since).map(|r| r.at)
        })
    }

    /// The sighted player carries out the blind player's move `m` from `pos`.
    fn carry_out(&self, pos: &Chess, m: Move) {
        match self {
            Sighted::Dgt(board) => {
                for step in move_steps(pos.board(), &m, HandStyle { quick: true, ..HandStyle::default() }) {
                    board.with(move |e| e.step(&step));
                    thread::sleep(STEP);
                }
            }
            Sighted::LiveChess(_) => {
                self.opponent_move(pos, m, None, false);
            }
            // The move is on Lichess once its POST is.
            Sighted::Lichess(..) => {}
        }
    }
}

/// What `f` finds, asked every millisecond within [`LONG`].
fn poll<T>(mut f: impl FnMut() -> Option<T>) -> Option<T> {
    let deadline = Instant::now() + LONG;
    loop {
        if let Some(t) = f() {
            return Some(t);
        }
        if Instant::now() > deadline {
            return None;
        }
        thread::sleep(Duration::from_millis(1));
    }
}

// The sound: the null sink's monitor (as benches/live.rs).

/// A recorder of the null sink's monitor: the instants of loud 10 ms chunks.
struct Monitor {
    child: Child,
    loud: mpsc::Receiver<Instant>,
}

impl Monitor {
    fn start() -> Option<Monitor> {
        let mut child = Command::new("parec")
            .args(["--raw", "--format=s16le", "--rate=16000", "--channels=1", "--latency-msec=5"])
            .args(["-d", "taktil_null.monitor"])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .ok()?;
        let mut stdout = child.stdout.take()?;
        let (tx, loud) = mpsc::channel();
        thread::spawn(move || {
            let mut buf = [0u8; 320];
            while let Ok(n) = stdout.read(&mut buf) {
                if n == 0 {
                    break;
                }
                let loud =
                    buf[..n - n % 2].chunks_exact(2).any(|s| i16::from_le_bytes([s[0], s[1]]).unsigned_abs() > 300);
                if loud && tx.send(Instant::now()).is_err() {
                    break;
                }
            }
        });
        let monitor = Monitor { child, loud };
        // The sink answers: parec delivers chunks (a quiet sink sends silence).
        monitor.quiet(Duration::from_millis(300));
        Some(monitor)
    }

    /// Waits until the sink has been quiet for `long` (at most [`LONG`]).
    fn quiet(&self, long: Duration) {
        let deadline = Instant::now() + LONG;
        while Instant::now() < deadline && self.loud.recv_timeout(long).is_ok() {}
    }

    /// The first sound after `since`, within [`LONG`].
    fn first_after(&self, since: Instant) -> Option<Instant> {
        let deadline = since + LONG;
        loop {
            let at = self.loud.recv_timeout(deadline.saturating_duration_since(Instant::now())).ok()?;
            if at > since {
                return Some(at);
            }
        }
    }
}

impl Drop for Monitor {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

// The session.

/// Which build and settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Variant {
    Before,
    After,
}

/// How the hands move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Hands {
    Quick,
    Hovering,
}

/// The opponent's board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Via {
    Dgt,
    LiveChess,
    Lichess,
}

/// Whose move was measured.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Opponent,
    Own,
}

/// One measurement: the move line and the first sound after the last report, in ms;
/// on Lichess, the player's move's POST read by the double after its move line and
/// after its last peg line (negative when the POST came first).
#[derive(Clone, Copy, Debug)]
struct Sample {
    variant: Variant,
    via: Via,
    hands: Hands,
    kind: Kind,
    line: f64,
    sound: Option<f64>,
    post: Option<(f64, f64)>,
}

/// `taktil play` with the opponent's board and standard input as the tactile board.
struct Session {
    child: Child,
    stdin: ChildStdin,
    lines: mpsc::Receiver<(Instant, String)>,
}

impl Session {
    fn start(program: &Path, extra: &[&str], board: &Sighted, blind: Color, journal: &Path) -> Session {
        let blind = if blind == Color::White { "white" } else { "black" };
        let mut child = Command::new(program)
            .args(["play", "--view", "plain", "--blind", blind, "--rate", "2"])
            .args(board.args())
            .arg("--journal")
            .arg(journal)
            .args(extra)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("taktil play starts");
        let stdout = child.stdout.take().expect("a pipe");
        let stdin = child.stdin.take().expect("a pipe");
        let (tx, lines) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send((Instant::now(), line)).is_err() {
                    break;
                }
            }
        });
        Session { child, stdin, lines }
    }

    /// Writes one line on standard input; when it was written.
    fn type_line(&mut self, line: &str) -> Instant {
        writeln!(self.stdin, "{line}").and_then(|()| self.stdin.flush()).expect("taktil reads");
        Instant::now()
    }

    /// The next line for which `pick` says something, within [`LONG`].
    fn next<T>(&self, mut pick: impl FnMut(&str) -> Option<T>) -> Option<(Instant, T)> {
        let deadline = Instant::now() + LONG;
        loop {
            let (at, line) = self.lines.recv_timeout(deadline.saturating_duration_since(Instant::now())).ok()?;
            if let Some(t) = pick(&line) {
                return Some((at, t));
            }
        }
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The SAN of a plain move line (`move: 12. Nxe5 (...)`, `move: 12... Nxe5 (...)`).
fn move_line_san(line: &str) -> Option<String> {
    let rest = line.strip_prefix("move: ")?;
    let mut words = rest.split_whitespace();
    words.next()?;
    words.next().map(str::to_owned)
}

/// The square a hovering hand sets the piece carrying `m` down on: an empty square the
/// piece could legally go to instead, nearest its own, else an empty square next to
/// its own; never the square it left.
fn hover_square(pos: &Chess, m: Move) -> Option<Square> {
    let (from, to) = match m {
        Move::Castle { king, .. } => (king, m.castling_side()?.king_to(pos.turn())),
        _ => (m.from()?, m.to()),
    };
    let board = pos.board();
    let empty = |sq: &Square| board.piece_at(*sq).is_none() && *sq != from && *sq != to;
    let legal = pos
        .legal_moves()
        .iter()
        .filter(|o| o.from() == Some(from) && !o.is_castle())
        .map(|o| o.to())
        .collect::<Vec<_>>();
    let nearest = |squares: Vec<Square>| squares.into_iter().filter(empty).min_by_key(|sq| sq.distance(to));
    nearest(legal).or_else(|| nearest(Square::ALL.into_iter().filter(|sq| sq.distance(to) == 1).collect()))
}

/// A king move onto a castling square that is not castling: it waits for the rook
/// (the divergence time), so it is left out of the figures.
fn waits_for_rook(pos: &Chess, m: Move) -> bool {
    m.role() == Role::King
        && !m.is_castle()
        && pos.legal_moves().iter().any(|c| c.castling_side().is_some_and(|side| side.king_to(pos.turn()) == m.to()))
}

/// The peg lines of `m` on the tactile board, each with whether the hand then hovers:
/// the promotion key first on the player's own move, the captured peg first, the king
/// first, the pawn's peg exchanged for the new piece's when carrying out the
/// opponent's promotion.
fn peg_lines(pos: &Chess, m: Move, own: bool, hover: Option<Square>) -> Vec<(String, bool)> {
    let mut lines = Vec::new();
    let mut push = |line: String, hovers: bool| lines.push((line, hovers));
    if own && let Some(role) = m.promotion() {
        let key = match role {
            Role::Rook => "rook",
            Role::Bishop => "bishop",
            Role::Knight => "knight",
            _ => "queen",
        };
        push(format!("pad K {key}"), false);
    }
    let (from, to, rook) = match m {
        Move::Castle { rook, .. } => {
            let side = m.castling_side().expect("castling");
            (m.from().expect("the king"), side.king_to(pos.turn()), Some((rook, side.rook_to(pos.turn()))))
        }
        Move::EnPassant { from, to } => {
            push(format!("tactile L {}", Square::from_coords(to.file(), from.rank())), false);
            (from, to, None)
        }
        _ => {
            if m.is_capture() {
                push(format!("tactile L {}", m.to()), false);
            }
            (m.from().expect("a board move"), m.to(), None)
        }
    };
    push(format!("tactile L {from}"), false);
    if let Some(h) = hover {
        push(format!("tactile P {h}"), true);
        push(format!("tactile L {h}"), false);
    }
    push(format!("tactile P {to}"), false);
    if let Some((rook, rook_to)) = rook {
        push(format!("tactile L {rook}"), false);
        push(format!("tactile P {rook_to}"), false);
    }
    if !own && m.is_promotion() {
        push(format!("tactile L {to}"), false);
        push(format!("tactile P {to}"), false);
    }
    lines
}

/// One game, `plies` of it, in one session; the samples, and whether a wrong move was
/// announced.
#[allow(clippy::too_many_arguments)]
fn play_game(
    program: &Path,
    extra: &[&str],
    variant: Variant,
    via: Via,
    hands: Hands,
    game: &PgnGame,
    blind: Color,
    plies: usize,
    monitor: Option<&Monitor>,
    dir: &Path,
) -> (Vec<Sample>, Option<String>) {
    let board = Sighted::start(via, &game.start.position, blind, dir);
    let journal =
        dir.join(format!("{variant:?}-{via:?}-{hands:?}-{}.journal", dir.read_dir().map_or(0, Iterator::count)));
    let mut session = Session::start(program, extra, &board, blind, &journal);
    let mut samples = Vec::new();
    if session.next(|l| l.starts_with("Ready").then_some(())).is_none() || !board.wait_started() {
        return (samples, Some("the session did not start".into()));
    }
    thread::sleep(Duration::from_millis(300));
    let quiet = || {
        if let Some(m) = monitor {
            m.quiet(Duration::from_millis(300));
        }
    };
    let mut pos = game.start.position.clone();
    for (&m, san) in game.moves.iter().zip(&game.sans).take(plies) {
        let hover = if hands == Hands::Hovering { hover_square(&pos, m) } else { None };
        let own = pos.turn() == blind;
        let skip = waits_for_rook(&pos, m);
        quiet();
        // The move, on the board of its player; `last` is its last report.
        let last = if own {
            let lines = peg_lines(&pos, m, true, hover);
            let n = lines.len();
            let mut last = Instant::now();
            for (i, (line, hovers)) in lines.into_iter().enumerate() {
                if i + 1 == n {
                    // A touch's earcon must be over before the last peg goes in.
                    quiet();
                }
                last = session.type_line(&line);
                thread::sleep(if hovers { HOVER } else { STEP });
            }
            last
        } else if let Some(last) = board.opponent_move(&pos, m, hover, hands == Hands::Hovering) {
            last
        } else {
            return (samples, Some(format!("the opponent's {san} not written")));
        };
        let want = san.to_string();
        let Some((at, said)) = session.next(move_line_san) else {
            return (samples, Some(format!("no move line for {want}")));
        };
        if said != want {
            return (samples, Some(format!("{said} announced for {want}")));
        }
        let sound = monitor.and_then(|m| m.first_after(last)).map(|s| ms(s.saturating_duration_since(last)));
        let post = if own && via == Via::Lichess {
            let Some(posted) = board.posted(m, last) else {
                return (samples, Some(format!("no POST of {want}")));
            };
            Some((signed_ms(at, posted), signed_ms(last, posted)))
        } else {
            None
        };
        if !skip {
            let kind = if own { Kind::Own } else { Kind::Opponent };
            let line = ms(at.saturating_duration_since(last));
            samples.push(Sample { variant, via, hands, kind, line, sound, post });
        }
        // The announcement heard out, then the other board carries the move out.
        quiet();
        if own {
            board.carry_out(&pos, m);
        } else {
            for (line, _) in peg_lines(&pos, m, false, None) {
                session.type_line(&line);
                thread::sleep(STEP);
            }
        }
        thread::sleep(Duration::from_millis(if skip { 3500 } else { 400 }));
        pos.play_unchecked(m);
    }
    let _ = session.type_line("quit");
    (samples, None)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// From `from` to `to` in ms, negative when `to` came first.
fn signed_ms(from: Instant, to: Instant) -> f64 {
    if to >= from { ms(to - from) } else { -ms(from - to) }
}

/// Median, p95 and max (nearest rank), or dashes.
fn figures(mut v: Vec<f64>) -> String {
    if v.is_empty() {
        return format!("{:>17}", "-");
    }
    v.sort_by(f64::total_cmp);
    let at = |q: f64| {
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss, clippy::cast_precision_loss)]
        let i = ((v.len() as f64 * q).ceil() as usize).clamp(1, v.len()) - 1;
        v[i]
    };
    format!("{:>5.0} {:>5.0} {:>5.0}", at(0.5), at(0.95), at(1.0))
}

fn main() {
    let dir = std::env::temp_dir().join(format!("taktil-bench-latency-{}", std::process::id()));
    fs::create_dir_all(&dir).expect("a temp dir");
    let (count, plies) = (env_usize("TAKTIL_BENCH_GAMES", 4), env_usize("TAKTIL_BENCH_PLIES", 24));
    let baseline = std::env::var_os("TAKTIL_BASELINE").map(PathBuf::from);
    let (before, before_extra): (PathBuf, &[&str]) = match &baseline {
        Some(path) => (path.clone(), &[]),
        None => (PathBuf::from(TAKTIL), &["--settle-ms", "500"]),
    };
    let after = PathBuf::from(TAKTIL);
    // Speech Dispatcher as a service that stays, as on a tournament machine.
    let pid_file = dir.join("speechd.pid");
    let daemon = Command::new("speech-dispatcher")
        .args(["-d", "-t", "0", "-P"])
        .arg(&pid_file)
        .status()
        .is_ok_and(|s| s.success());
    thread::sleep(Duration::from_secs(1));
    let monitor = Monitor::start();
    let mut samples = Vec::new();
    let mut wrong: Vec<String> = Vec::new();
    let chosen: Vec<PgnGame> = games(plies).into_iter().take(count).collect();
    let boards = std::env::var("TAKTIL_BENCH_BOARDS").unwrap_or_else(|_| "dgt,livechess".into());
    let vias: Vec<Via> = [("dgt", Via::Dgt), ("livechess", Via::LiveChess), ("lichess", Via::Lichess)]
        .into_iter()
        .filter(|(name, _)| boards.split(',').any(|b| b.trim() == *name))
        .map(|(_, via)| via)
        .collect();
    for (i, game) in chosen.iter().enumerate() {
        let blind = if i % 2 == 0 { Color::White } else { Color::Black };
        // A Lichess opponent has no hands: his move is the state line.
        let hands = |v: Via| if v == Via::Lichess { &[Hands::Quick][..] } else { &[Hands::Quick, Hands::Hovering] };
        for (via, hands) in vias.iter().flat_map(|&v| hands(v).iter().map(move |&h| (v, h))) {
            let (before, before_extra): (&Path, &[&str]) = match via {
                Via::Dgt => (&before, before_extra),
                Via::LiveChess | Via::Lichess => (Path::new(TAKTIL), &["--settle-ms", "500"]),
            };
            for (variant, program, extra) in
                [(Variant::Before, before, before_extra), (Variant::After, after.as_path(), &[] as &[&str])]
            {
                let (got, failed) =
                    play_game(program, extra, variant, via, hands, game, blind, plies, monitor.as_ref(), &dir);
                samples.extend(got);
                if let Some(failed) = failed {
                    wrong.push(format!("{variant:?} {via:?} {hands:?} game {}: {failed}", i + 1));
                }
            }
        }
    }
    if daemon && let Ok(pid) = fs::read_to_string(&pid_file) {
        let _ = Command::new("kill").arg(pid.trim()).status();
    }
    let mut out = String::new();
    let before_name = if baseline.is_some() {
        "before: TAKTIL_BASELINE (LiveChess, Lichess: 500)"
    } else {
        "before: --settle-ms 500"
    };
    let _ = writeln!(
        out,
        "latency: {} games x {plies} plies, the board's last report of a move to its move line and to its first sound, ms (median p95 max)",
        chosen.len()
    );
    let _ = writeln!(out, "{:<28} {:>6} {:^35} | {:^35}", "", "", before_name, "after: defaults");
    let _ = writeln!(out, "{:<28} {:>6} {:^17} {:^17} | {:^17} {:^17}", "", "n", "line", "sound", "line", "sound");
    let boards = [Via::Dgt, Via::LiveChess];
    let pick = |variant: Variant, vias: &[Via], hands: Hands, kind: Kind| -> Vec<Sample> {
        samples
            .iter()
            .copied()
            .filter(|s| s.variant == variant && s.hands == hands && s.kind == kind && vias.contains(&s.via))
            .collect()
    };
    for (label, vias, hands, kind) in [
        ("DGT board, quick hand", &[Via::Dgt][..], Hands::Quick, Kind::Opponent),
        ("DGT board, hovering hand", &[Via::Dgt], Hands::Hovering, Kind::Opponent),
        ("LiveChess, pieces standing", &[Via::LiveChess], Hands::Quick, Kind::Opponent),
        ("LiveChess, listed in the air", &[Via::LiveChess], Hands::Hovering, Kind::Opponent),
        ("tactile own peg", &boards, Hands::Quick, Kind::Own),
        ("tactile own peg, hovering", &boards, Hands::Hovering, Kind::Own),
        ("Lichess, state line written", &[Via::Lichess], Hands::Quick, Kind::Opponent),
        ("Lichess, tactile own peg", &[Via::Lichess], Hands::Quick, Kind::Own),
    ] {
        let (b, a) = (pick(Variant::Before, vias, hands, kind), pick(Variant::After, vias, hands, kind));
        if b.is_empty() && a.is_empty() {
            continue;
        }
        let line = |v: &[Sample]| figures(v.iter().map(|s| s.line).collect());
        let sound = |v: &[Sample]| figures(v.iter().filter_map(|s| s.sound).collect());
        let _ = writeln!(
            out,
            "{label:<28} {:>6} {} {} | {} {}",
            format!("{}/{}", b.len(), a.len()),
            line(&b),
            sound(&b),
            line(&a),
            sound(&a)
        );
    }
    if vias.contains(&Via::Lichess) {
        let _ = writeln!(out, "Lichess: the player's made move to its POST read by the double, ms (median p95 max)");
        let (b, a) = (
            pick(Variant::Before, &[Via::Lichess], Hands::Quick, Kind::Own),
            pick(Variant::After, &[Via::Lichess], Hands::Quick, Kind::Own),
        );
        for (label, from_peg) in [("from its move line", false), ("from its last peg line", true)] {
            let posts = |v: &[Sample]| -> Vec<f64> {
                v.iter().filter_map(|s| s.post).map(|(line, peg)| if from_peg { peg } else { line }).collect()
            };
            let _ = writeln!(
                out,
                "{label:<28} {:>6} {} {:17} | {} {:17}",
                format!("{}/{}", posts(&b).len(), posts(&a).len()),
                figures(posts(&b)),
                "",
                figures(posts(&a)),
                ""
            );
        }
    }
    if monitor.is_none() {
        let _ = writeln!(out, "sound: no PulseAudio or parec (source scripts/headless-audio.sh); move lines only");
    }
    let _ = writeln!(
        out,
        "wrong or missing move lines: {}",
        if wrong.is_empty() { "none".into() } else { wrong.join("; ") }
    );
    print!("{out}");
    let _ = fs::remove_dir_all(&dir);
}
