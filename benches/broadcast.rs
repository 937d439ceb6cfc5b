//! The live server under load (issue 32, point 5): whether 200 event streams and 50
//! pollers slow the game, and how soon they have each move.
//!
//! Real games of `shared/data/games` (standard, at least 60 half-moves, whole) are typed
//! into the real binary as `assist move` lines (`taktil play --silent --view lines
//! --time-control 90m+30s --journal FILE`), one half-move every `TAKTIL_BENCH_PACE_MS`
//! (default 150), each line written only after the move before was announced. Each
//! game is played three times in turn: without `--serve`; with `--serve` and no client;
//! and with 200 clients of `/events` and 50 pollers of `/games.pgn` (every 100 ms, with
//! `If-None-Match`), all connected before the first move (the clients of the tests,
//! `tests/integration/http_clients.rs`).
//!
//! Two figures per half-move:
//!
//! - **typed line → move line**: from the `assist move` line written on taktil's standard
//!   input to its move line read on standard output. The journal's line is written and
//!   synced before the move is handled and the step synced before it is announced
//!   (docs/play.md, "The journal"), so this is the journal's write time per half-move
//!   as the game loop feels it, with the rest of the step; the same with and without the
//!   clients means the loop never waits on the network.
//! - **move line → client**: from that move line to the instant each event stream has
//!   read the move's event (negative when the stream was first).
//!
//! "Lost" counts the moves an event stream never had or had out of order or twice, and
//! the moves missing from a poller's last PGN. The journal is written to the system's
//! temporary folder, or `TAKTIL_BENCH_DIR`: its disk's sync shows in the maximum of
//! every row alike (a disk others write to adds tens of ms now and then, in any row);
//! `TAKTIL_BENCH_DIR=/dev/shm` leaves the disk out and shows the loop alone.
//!
//! ```sh
//! cargo bench --locked --bench broadcast
//! ```
//!
//! `TAKTIL_BENCH_GAMES` (default 2) games. Figures move with the machine's load: compare
//! the rows of one run.

#![allow(clippy::print_stdout, reason = "a bench prints its figures")]

use std::{
    fmt::Write as _,
    fs,
    io::{BufRead, BufReader, Write},
    net::SocketAddr,
    path::{Path, PathBuf},
    process::{Child, ChildStdin, Command, Stdio},
    sync::mpsc,
    thread,
    time::{Duration, Instant},
};

use serde_json::Value;
use taktil::pgn::{self, PgnGame};

// The tests' clients of the live server, shared rather than written twice.
#[allow(dead_code, reason = "not every bench uses every helper of the shared module")]
mod common;
#[allow(dead_code, reason = "the tests use the rest")]
#[path = "../tests/integration/http_clients.rs"]
mod http_clients;

use common::{env_usize, games};

use http_clients::{EventStream, Polled, Poller, Received, TAGS, ms, signed_ms, spread, wait_until};

const TAKTIL: &str = env!("CARGO_BIN_EXE_taktil");

/// The event streams of the loaded row.
const STREAMS: usize = 200;
/// The pollers of the loaded row.
const POLLERS: usize = 50;
/// How often each poller asks for the PGN.
const POLL_EVERY: Duration = Duration::from_millis(100);
/// The longest wait for a line, an answer or the last move on every stream.
const LONG: Duration = Duration::from_secs(10);

/// A row of the table.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Load {
    /// No `--serve`.
    NoServer,
    /// `--serve`, nobody connected.
    Idle,
    /// `--serve`, the streams and the pollers.
    Full,
}

impl Load {
    fn label(self) -> String {
        match self {
            Load::NoServer => "no --serve".into(),
            Load::Idle => "--serve, no client".into(),
            Load::Full => format!("--serve, {STREAMS} streams + {POLLERS} pollers"),
        }
    }
}

/// What one game under one load gave.
#[derive(Default)]
struct Outcome {
    /// Typed line to move line, ms, per half-move.
    typed: Vec<f64>,
    /// Move line to client, ms, per half-move and stream.
    to_client: Vec<f64>,
    /// Half-moves announced.
    moves: usize,
    /// Moves lost by a client (see the module's doc).
    lost: usize,
    /// What went wrong on the way.
    failures: Vec<String>,
}

/// `taktil play` with the assistant's lines on standard input; its lines with the
/// instant each was read.
struct Session {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: mpsc::Receiver<(Instant, String)>,
    errors: mpsc::Receiver<String>,
}

/// Each line of `from` with the instant it was read, by a thread of its own.
fn stamped(from: impl std::io::Read + Send + 'static) -> mpsc::Receiver<(Instant, String)> {
    let (tx, rx) = mpsc::channel();
    thread::spawn(move || {
        for line in BufReader::new(from).lines().map_while(Result::ok) {
            if tx.send((Instant::now(), line)).is_err() {
                break;
            }
        }
    });
    rx
}

impl Session {
    fn start(journal: &Path, serve: bool) -> Session {
        let mut command = Command::new(TAKTIL);
        command
            .env("HOME", std::env::temp_dir())
            .env_remove("XDG_CONFIG_HOME")
            .args(["play", "--silent", "--view", "lines", "--blind", "white", "--time-control", "90m+30s"])
            .arg("--journal")
            .arg(journal);
        if serve {
            command.args(["--serve", "127.0.0.1:0"]).args(TAGS);
        }
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("taktil play starts");
        let lines = stamped(child.stdout.take().expect("a pipe"));
        let (tx, errors) = mpsc::channel();
        let stderr = child.stderr.take().expect("a pipe");
        thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Session { stdin: child.stdin.take(), child, lines, errors }
    }

    /// The live page's address, from taktil's line on standard error.
    fn served(&self) -> Option<SocketAddr> {
        let deadline = Instant::now() + LONG;
        while let Ok(line) = self.errors.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
            if let Some(rest) = line.strip_prefix("taktil: live page at http://") {
                return rest.trim_end_matches('/').parse().ok();
            }
        }
        None
    }

    /// Writes one line on standard input; when it was written.
    fn type_line(&mut self, line: &str) -> Option<Instant> {
        let stdin = self.stdin.as_mut()?;
        writeln!(stdin, "{line}").and_then(|()| stdin.flush()).ok()?;
        Some(Instant::now())
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

    /// Ends the session as its input ends.
    fn end(mut self) {
        self.stdin = None;
        let deadline = Instant::now() + LONG;
        while Instant::now() < deadline {
            if matches!(self.child.try_wait(), Ok(Some(_))) {
                return;
            }
            thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The SAN of a move line of `--view lines` (`  0.956  move     1. e4  (e2e4, ...)`).
fn move_line_san(line: &str) -> Option<String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    (words.get(1) == Some(&"move")).then(|| words.get(3).map(|w| (*w).to_owned())).flatten()
}

/// The clients of the loaded row, all connected and answered.
struct Clients {
    streams: Vec<EventStream>,
    pollers: Vec<Poller>,
}

impl Clients {
    fn connect(addr: SocketAddr, failures: &mut Vec<String>) -> Clients {
        let streams: Vec<EventStream> = (0..STREAMS)
            .filter_map(|i| EventStream::open(addr).map_err(|e| failures.push(format!("stream {i}: {e}"))).ok())
            .collect();
        if !wait_until(LONG, || streams.iter().all(EventStream::headed)) {
            failures.push("a stream got no answer".into());
        }
        let pollers = (0..POLLERS)
            .filter_map(|i| {
                #[allow(clippy::cast_possible_truncation)]
                let offset = POLL_EVERY * i as u32 / POLLERS as u32;
                Poller::start(addr, "/games.pgn", POLL_EVERY, offset)
                    .map_err(|e| failures.push(format!("poller {i}: {e}")))
                    .ok()
            })
            .collect();
        Clients { streams, pollers }
    }

    /// Waits for the last move on every stream and one more poll, then closes them all.
    fn close(self, plies: usize) -> (Vec<Received>, Vec<Polled>) {
        wait_until(LONG, || self.streams.iter().all(|s| s.moves() >= plies));
        thread::sleep(POLL_EVERY * 3);
        let polled = self.pollers.into_iter().map(Poller::stop).collect();
        (self.streams.into_iter().map(EventStream::close).collect(), polled)
    }
}

/// One game under one load.
fn play(load: Load, game: &PgnGame, journal: &Path, pace: Duration) -> Outcome {
    let mut out = Outcome::default();
    let _ = fs::remove_file(journal);
    let mut session = Session::start(journal, load != Load::NoServer);
    let addr = if load == Load::NoServer { None } else { session.served() };
    if session.next(|l| l.contains("Ready").then_some(())).is_none() || (load != Load::NoServer && addr.is_none()) {
        out.failures.push("the session did not start".into());
        session.end();
        return out;
    }
    let clients = match (load, addr) {
        (Load::Full, Some(addr)) => Some(Clients::connect(addr, &mut out.failures)),
        _ => None,
    };
    let want: Vec<String> = game.sans.iter().map(ToString::to_string).collect();
    let mut announced = Vec::new();
    for san in &want {
        let Some(typed) = session.type_line(&format!("assist move {san}")) else {
            out.failures.push("taktil stopped reading".into());
            break;
        };
        let Some((at, said)) = session.next(move_line_san) else {
            out.failures.push(format!("no move line for {san}"));
            break;
        };
        if &said != san {
            out.failures.push(format!("{said} announced for {san}"));
            break;
        }
        out.typed.push(ms(at.saturating_duration_since(typed)));
        announced.push(at);
        thread::sleep(pace);
    }
    out.moves = announced.len();
    if let Some(clients) = clients {
        let (streams, pollers) = clients.close(announced.len());
        for (i, got) in streams.iter().enumerate() {
            out.lost += stream_lost(got, &announced, &mut out.to_client);
            if let Some(error) = &got.error {
                out.failures.push(format!("stream {i}: {error}"));
            }
        }
        for (i, polled) in pollers.iter().enumerate() {
            out.lost += poller_lost(polled, &want[..announced.len()]);
            out.failures.extend(polled.failures.iter().map(|f| format!("poller {i}: {f}")));
        }
    }
    session.end();
    out
}

/// The moves a stream lost (never had, had twice or out of order); the latency of each
/// it had, into `to_client`.
fn stream_lost(got: &Received, announced: &[Instant], to_client: &mut Vec<f64>) -> usize {
    let mut next = 1;
    let mut lost = 0;
    for event in got.events.iter().filter(|e| e.is_move()) {
        let ply = serde_json::from_str::<Value>(&event.data).ok().and_then(|v| v["ply"].as_u64());
        let ply = ply.and_then(|p| usize::try_from(p).ok()).unwrap_or(0);
        if ply != next {
            lost += 1;
            continue;
        }
        if let Some(&seen) = announced.get(ply - 1) {
            to_client.push(signed_ms(seen, event.at));
        }
        next += 1;
    }
    lost + announced.len().saturating_sub(next - 1)
}

/// The moves missing from a poller's last PGN, or all of them if a PGN was not a
/// beginning of the game or shorter than the one before.
fn poller_lost(polled: &Polled, want: &[String]) -> usize {
    let mut before = 0;
    for answer in polled.answers.iter().filter(|a| a.status == 200) {
        let sans: Vec<String> = pgn::read_games(&answer.body)
            .into_iter()
            .next()
            .and_then(Result::ok)
            .map(|g| g.sans.iter().map(ToString::to_string).collect())
            .unwrap_or_default();
        if !want.starts_with(&sans) || sans.len() < before {
            return want.len();
        }
        before = sans.len();
    }
    want.len() - before
}

/// Median, p95 and max, or a dash.
fn figures(v: Vec<f64>) -> String {
    spread(v).map_or_else(|| format!("{:>20}", "-"), |(m, p, x)| format!("{m:>6.1} {p:>6.1} {x:>6.1}"))
}

fn main() {
    let base = std::env::var_os("TAKTIL_BENCH_DIR").map_or_else(std::env::temp_dir, PathBuf::from);
    let dir = base.join(format!("taktil-bench-broadcast-{}", std::process::id()));
    fs::create_dir_all(&dir).expect("a folder for the journal");
    let journal = dir.join("game.journal");
    let count = env_usize("TAKTIL_BENCH_GAMES", 2);
    let pace = Duration::from_millis(u64::try_from(env_usize("TAKTIL_BENCH_PACE_MS", 150)).unwrap_or(150));
    let chosen: Vec<PgnGame> = games(60).into_iter().take(count).collect();
    let loads = [Load::NoServer, Load::Idle, Load::Full];
    let mut outcomes: Vec<(Load, Outcome)> = Vec::new();
    // Game by game, each load in turn: the machine's drift falls on every row alike.
    for game in &chosen {
        for load in loads {
            outcomes.push((load, play(load, game, &journal, pace)));
        }
    }
    let plies: Vec<String> = chosen.iter().map(|g| g.moves.len().to_string()).collect();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "broadcast: {} games ({} half-moves), one half-move every {} ms, --journal in {}; ms (median p95 max)",
        chosen.len(),
        plies.join(" + "),
        pace.as_millis(),
        base.display()
    );
    let _ = writeln!(
        out,
        "{:<34} {:>6} {:>5}  {:^20}  {:^20} {:>8}",
        "", "moves", "lost", "typed line → move line", "move line → client", "arrivals"
    );
    let mut failures = Vec::new();
    for load in loads {
        let mut row = Outcome::default();
        for (_, o) in outcomes.iter_mut().filter(|(l, _)| *l == load) {
            row.typed.append(&mut o.typed);
            row.to_client.append(&mut o.to_client);
            row.moves += o.moves;
            row.lost += o.lost;
            failures.extend(o.failures.drain(..).map(|f| format!("{}: {f}", load.label())));
        }
        let arrivals = row.to_client.len();
        let lost = if load == Load::Full { row.lost.to_string() } else { "-".into() };
        let _ = writeln!(
            out,
            "{:<34} {:>6} {:>5}  {}  {} {:>8}",
            load.label(),
            row.moves,
            lost,
            figures(row.typed),
            figures(row.to_client),
            if load == Load::Full { arrivals.to_string() } else { "-".into() }
        );
    }
    let _ = writeln!(
        out,
        "failures (refused, broken, no move line): {}",
        if failures.is_empty() { "none".into() } else { failures.join("; ") }
    );
    print!("{out}");
    let _ = fs::remove_dir_all(&dir);
}
