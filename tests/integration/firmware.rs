//! Issue 19: the reference peg board's firmware (`firmware/pegboard.c`) in simulation,
//! with taktil on the other end of its cable.
//!
//! `firmware/board-sim` (a C harness linking libsimavr) runs the firmware's ELF on a
//! simulated ATmega328P, plays the 64 reed switches and 16 buttons of the matrix, and
//! joins the UART to a pseudo-terminal reached through a symbolic link (as
//! `/dev/serial/by-id/` names a real board). [`Sim`] gives it the hand's commands
//! (`lift e2`, `place e4`, `bounce e4 3`, `key queen`, `unplug` ...) and reads what the
//! firmware wrote on the UART; `taktil play --board serial:<link>` reads the board.
//!
//! The firmware and the harness are built here with `make -C firmware` (once per test
//! run). Without `avr-gcc` or libsimavr the tests fail under `CI=true` (the setup
//! installs them) and are skipped with a printed line elsewhere.
//!
//! Every wait is bounded ([`WAIT`]); nothing asserts how fast anything happens. The
//! figures for the closing note are printed: the latency from a switch change to
//! taktil's move line by the game test (`--nocapture`), the events per second by the
//! ignored `firmware_sustained_events_per_second`.

use std::{
    io::{BufRead, BufReader, Write},
    path::{Path, PathBuf},
    process::{Child, ChildStdin, Command, Stdio},
    sync::{OnceLock, mpsc},
    thread,
    time::{Duration, SystemTime, UNIX_EPOCH},
};

use shakmaty::{Chess, Move, Position, Role, Square, san::SanPlus};

use crate::util::real_games;

/// The longest wait for one line (the machine may be loaded).
const WAIT: Duration = Duration::from_secs(15);

fn firmware_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("firmware")
}

/// Builds the firmware and the harness once; `false` (with a printed line) when the
/// tools are missing outside CI.
fn built() -> bool {
    static BUILT: OnceLock<Result<(), String>> = OnceLock::new();
    let result = BUILT.get_or_init(|| {
        let out = Command::new("make")
            .args(["-s", "-C"])
            .arg(firmware_dir())
            .args(["pegboard.elf", "board-sim"])
            .output()
            .map_err(|e| format!("make: {e}"))?;
        if out.status.success() { Ok(()) } else { Err(String::from_utf8_lossy(&out.stderr).into_owned()) }
    });
    match result {
        Ok(()) => true,
        Err(why) if std::env::var("CI").as_deref() == Ok("true") => {
            panic!(
                "the firmware or its simulation does not build (setup.sh installs gcc-avr avr-libc simavr libsimavr-dev): {why}"
            )
        }
        Err(why) => {
            println!(
                "skipped: the firmware or its simulation does not build (gcc-avr, avr-libc, libsimavr-dev): {why}"
            );
            false
        }
    }
}

/// Nanoseconds since the epoch: the harness stamps with the same clock.
fn now_ns() -> u128 {
    SystemTime::now().duration_since(UNIX_EPOCH).expect("a clock after 1970").as_nanos()
}

/// A line and when it was read (ns since the epoch).
type Stamped = (String, u128);

fn reader(out: impl std::io::Read + Send + 'static) -> mpsc::Receiver<Stamped> {
    let (tx, rx) = mpsc::channel();
    thread::spawn(move || {
        for line in BufReader::new(out).lines().map_while(Result::ok) {
            if tx.send((line, now_ns())).is_err() {
                break;
            }
        }
    });
    rx
}

/// The simulated board: `firmware/board-sim` running `firmware/pegboard.elf`.
struct Sim {
    child: Child,
    stdin: ChildStdin,
    lines: mpsc::Receiver<Stamped>,
    /// The firmware's lines so far, each with when the harness saw its newline.
    uart: Vec<Stamped>,
    /// The port's stable name (a symbolic link to the current pty).
    link: PathBuf,
}

impl Sim {
    fn start(dir: &Path, args: &[&str]) -> Sim {
        let link = dir.join("board");
        let fw = firmware_dir();
        let mut child = Command::new(fw.join("board-sim"))
            .arg("--link")
            .arg(&link)
            .args(args)
            .arg(fw.join("pegboard.elf"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("board-sim runs");
        let stdin = child.stdin.take().expect("a pipe");
        let lines = reader(child.stdout.take().expect("a pipe"));
        let mut sim = Sim { child, stdin, lines, uart: Vec::new(), link };
        sim.until_uart(|l| l.starts_with("S "));
        assert!(sim.link.exists(), "the harness made {}", sim.link.display());
        sim
    }

    /// Gives the hand a command; its answer is read by [`Sim::done`].
    fn send(&mut self, command: &str) {
        writeln!(self.stdin, "{command}").expect("board-sim reads its commands");
    }

    fn next(&mut self) -> Stamped {
        let (line, t) =
            self.lines.recv_timeout(WAIT).unwrap_or_else(|_| panic!("board-sim is silent: {:?}", self.uart));
        if let Some(rest) = line.strip_prefix("uart ") {
            let (ns, text) = rest.split_once(' ').unwrap_or((rest, ""));
            self.uart.push((text.to_owned(), ns.parse().unwrap_or(t)));
        }
        assert!(!line.starts_with("error"), "{line}");
        (line, t)
    }

    /// Waits for the answer to `command`; when its last switch changed (ns).
    fn done(&mut self, command: &str) -> u128 {
        let want = format!("done {command} ");
        loop {
            let (line, _) = self.next();
            if let Some(ns) = line.strip_prefix(&want) {
                return ns.parse().expect("a time stamp");
            }
        }
    }

    /// Sends the commands and waits for the last one's answer.
    fn run(&mut self, commands: &[String]) -> u128 {
        for c in commands {
            self.send(c);
        }
        self.send("sync");
        self.done("sync")
    }

    /// Reads until the firmware has written a line that passes `done` (at any time).
    fn until_uart(&mut self, done: impl Fn(&str) -> bool) {
        while !self.uart.iter().any(|(l, _)| done(l)) {
            self.next();
        }
    }

    /// Reads until the firmware has reported `n` `L`/`P` lines.
    fn until_peg_events(&mut self, n: usize) {
        while self.peg_events().len() < n {
            self.next();
        }
    }

    /// The firmware's `L`/`P` lines so far, without their sequence numbers.
    fn peg_events(&self) -> Vec<String> {
        self.uart
            .iter()
            .filter(|(l, _)| l.starts_with("L ") || l.starts_with("P "))
            .map(|(l, _)| l.split(" #").next().unwrap_or(l).to_owned())
            .collect()
    }
}

impl Drop for Sim {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// `taktil play --silent --board serial:<link>`, its lines stamped as they are read.
struct Play {
    child: Child,
    lines: mpsc::Receiver<Stamped>,
    recorded: Vec<String>,
}

impl Play {
    fn start(sim: &Sim, dir: &Path) -> Play {
        let mut child = Command::new(env!("CARGO_BIN_EXE_taktil"))
            .env("HOME", dir)
            .env_remove("XDG_CONFIG_HOME")
            .args(["play", "--silent", "--settle-ms", "50", "--board"])
            .arg(format!("serial:{}", sim.link.display()))
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("taktil runs");
        let lines = reader(child.stdout.take().expect("a pipe"));
        Play { child, lines, recorded: Vec::new() }
    }

    /// Reads until the move line `12. Nxe5  (f3e5, ...`; returns its text after
    /// `move` and when it was read.
    fn next_move(&mut self, what: &str) -> Stamped {
        let (line, t) = self.until(what, |l| l.contains("  move  "));
        let text = line.split_once("  move  ").map_or("", |(_, m)| m.trim_start()).to_owned();
        (text, t)
    }

    /// Reads lines until one passes `done`; returns it and when it was read.
    fn until(&mut self, what: &str, done: impl Fn(&str) -> bool) -> Stamped {
        loop {
            let (line, t) = self
                .lines
                .recv_timeout(WAIT)
                .unwrap_or_else(|_| panic!("taktil never said {what:?}: {:#?}", self.recorded));
            self.recorded.push(line.clone());
            if done(&line) {
                return (line, t);
            }
        }
    }
}

impl Drop for Play {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// What the hand does for one move, as harness commands, and the peg events the
/// firmware must report for it. Captures alternate between the captured piece lifted
/// first and the capturing peg lifted first (`captures` counts them); a promotion's
/// key is pressed before the pawn is lifted; castling moves the king, then the rook.
fn gesture(pos: &Chess, m: Move, captures: &mut usize) -> Vec<String> {
    let (lift, place) = (|sq: Square| format!("lift {sq}"), |sq: Square| format!("place {sq}"));
    let mut hand = Vec::new();
    if let Some(role) = m.promotion() {
        hand.push(format!("key {}", role_key(role)));
    }
    match m {
        Move::Castle { king, rook } => {
            let side = m.castling_side().expect("castling");
            let turn = pos.turn();
            hand.extend([lift(king), place(side.king_to(turn)), lift(rook), place(side.rook_to(turn))]);
        }
        Move::EnPassant { from, to } => {
            let taken = Square::from_coords(to.file(), from.rank());
            hand.extend([lift(taken), lift(from), place(to)]);
        }
        Move::Normal { from, to, capture: Some(_), .. } => {
            *captures += 1;
            if *captures % 2 == 1 {
                hand.extend([lift(to), lift(from), place(to)]);
            } else {
                hand.extend([lift(from), lift(to), place(to)]);
            }
        }
        Move::Normal { from, to, .. } => hand.extend([lift(from), place(to)]),
        Move::Put { .. } => unreachable!("no drops in chess"),
    }
    hand
}

fn role_key(role: Role) -> &'static str {
    match role {
        Role::Rook => "rook",
        Role::Bishop => "bishop",
        Role::Knight => "knight",
        _ => "queen",
    }
}

/// The peg events (`L e2`, `P e4`) of a hand's commands.
fn peg_events(hand: &[String]) -> Vec<String> {
    hand.iter()
        .filter_map(|c| {
            let mut words = c.split_whitespace();
            match (words.next(), words.next()) {
                (Some("lift"), Some(sq)) => Some(format!("L {sq}")),
                (Some("place"), Some(sq)) => Some(format!("P {sq}")),
                _ => None,
            }
        })
        .collect()
}

/// Adds contact bounce to a move: the first peg's contact chatters twice before it
/// settles, and (every third move) a resting peg of the side not to move flickers.
fn with_bounce(pos: &Chess, ply: usize, mut hand: Vec<String>) -> Vec<String> {
    if let Some(first) = hand.iter_mut().find(|c| c.starts_with("lift ")) {
        first.push_str(" 2");
    }
    if ply.is_multiple_of(3)
        && let Some(rest) = (pos.board().by_color(!pos.turn())).into_iter().next()
    {
        hand.insert(0, format!("bounce {rest} 3"));
    }
    hand
}

/// A hand takes its time between two steps (real hands take 80 to 400 ms, see
/// `taktil::synth`): longer than the firmware's debounce (20 ms), or a lift and a place
/// of one hole would be one bounce to the firmware, and longer than taktil's bounce time
/// (60 ms), or a capture's lift and place on one hole would be one to taktil.
fn paced(hand: Vec<String>) -> Vec<String> {
    let mut out = Vec::with_capacity(hand.len() * 2);
    for step in hand {
        if !out.is_empty() {
            out.push("wait 120".to_owned());
        }
        out.push(step);
    }
    out
}

/// A game of the collection with a castling by each side, a promotion and at least two
/// captures (so both orders), as short as possible.
fn chosen_game() -> (String, taktil::pgn::PgnGame) {
    real_games()
        .into_iter()
        .filter(|(_, g)| g.start.castling == shakmaty::CastlingMode::Standard && g.start.position == Chess::default())
        .filter(|(_, g)| g.moves.iter().any(|m| m.promotion().is_some()))
        .filter(|(_, g)| [0, 1].iter().all(|side| g.moves.iter().skip(*side).step_by(2).any(|m| m.is_castle())))
        .filter(|(_, g)| g.moves.iter().filter(|m| m.is_capture()).count() >= 2)
        .min_by_key(|(_, g)| g.moves.len())
        .expect("a game with castling on both sides, a promotion and captures in shared/data/games")
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("taktil-firmware-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

/// The move line taktil prints for the `ply`th move (from 0): `12. Nxe5  (f3e5, ...`
/// for White, `12... Nxe5  (...` for Black.
fn move_line(ply: usize, san: &SanPlus, uci: &str) -> String {
    let n = ply / 2 + 1;
    let dots = if ply.is_multiple_of(2) { "." } else { "..." };
    format!("{n}{dots} {san}  ({uci}, ")
}

/// A whole real game through the simulated firmware into `taktil play`, move by move
/// equal to the PGN: captures in both orders, castling and a promotion (its key on the
/// board's button), contact bounce on every move, and a pulled cable mid-game with a
/// move made while it was out.
#[test]
fn firmware_plays_a_real_game_through_simavr() {
    if !built() {
        return;
    }
    let (name, game) = chosen_game();
    let sans: Vec<String> = game.sans.iter().map(ToString::to_string).collect();
    println!("firmware: {name}, {} plies: {}", game.moves.len(), sans.join(" "));
    let dir = temp_dir("game");
    let mut sim = Sim::start(&dir, &[]);
    let start = ["a", "b", "c", "d", "e", "f", "g", "h"]
        .iter()
        .flat_map(|f| ["1", "2", "7", "8"].map(|r| format!("place {f}{r}")))
        .collect::<Vec<_>>();
    sim.run(&start);
    sim.until_peg_events(32);
    let mut play = Play::start(&sim, &dir);
    play.until("You play white.", |l| l.contains("You play white."));

    // The cable is pulled at a quiet move in the middle: an occupancy board's snapshot
    // shows where a quiet move went, but not a capture (the taken peg's hole stays full).
    let pull_at = (game.moves.len() / 2..)
        .find(|&i| game.moves.get(i).is_none_or(|m| !m.is_capture() && !m.is_castle() && m.promotion().is_none()))
        .unwrap_or(0);
    let (mut pos, mut captures, mut want_events, mut latencies) = (Chess::default(), 0, Vec::new(), Vec::new());
    let base_events = sim.peg_events().len();
    for (ply, &m) in game.moves.iter().enumerate() {
        let hand = paced(with_bounce(&pos, ply, gesture(&pos, m, &mut captures)));
        want_events.extend(peg_events(&hand));
        let uci = m.to_uci(shakmaty::CastlingMode::Standard).to_string();
        let san = SanPlus::from_move_and_play_unchecked(&mut pos.clone(), m);
        let want = move_line(ply, &san, &uci);
        if ply == pull_at {
            // The cable is pulled, the move is made while it is out, and the cable
            // is put back: taktil reads the move from the snapshot the firmware sends
            // on the new handshake.
            sim.run(&["unplug".to_owned()]);
            play.until("the board lost", |l| l.contains("The board is disconnected."));
            sim.run(&hand);
            sim.run(&["plug".to_owned()]);
            play.until("the board back", |l| l.contains("The board is back"));
            let (line, _) = play.next_move(&want);
            assert!(line.starts_with(&want), "ply {ply}: {line:?}, expected {want:?}: {:#?}", play.recorded);
        } else {
            let changed = sim.run(&hand);
            sim.until_peg_events(base_events + want_events.len());
            assert_eq!(sim.peg_events()[base_events..], want_events[..], "ply {ply}: {:#?}", sim.uart);
            let (line, seen) = play.next_move(&want);
            assert!(line.starts_with(&want), "ply {ply}: {line:?}, expected {want:?}: {:#?}", play.recorded);
            let reported = sim
                .uart
                .iter()
                .rev()
                .find(|(l, _)| l.starts_with("L ") || l.starts_with("P "))
                .map_or(changed, |(_, t)| *t);
            latencies.push((seen.saturating_sub(changed) / 1_000_000, reported.saturating_sub(changed) / 1_000_000));
        }
        pos.play_unchecked(m);
    }
    // The bounces made no event: the firmware reported exactly the hand's lifts and
    // places, in order.
    assert_eq!(sim.peg_events()[base_events..], want_events[..]);
    // The figures for the closing note (not checked): from the move's last switch
    // change to the firmware's line, and to taktil's move line.
    let (mut total, mut firmware): (Vec<u128>, Vec<u128>) = latencies.into_iter().unzip();
    total.sort_unstable();
    firmware.sort_unstable();
    println!(
        "firmware: last switch change to the firmware's line: median {} ms, max {} ms; to taktil's move line \
         (--settle-ms 50): median {} ms, max {} ms; {} moves, {} captures",
        firmware[firmware.len() / 2],
        firmware[firmware.len() - 1],
        total[total.len() / 2],
        total[total.len() - 1],
        total.len(),
        captures
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Contact bounce alone: flickers within the debounce time (20 ms) make no event; a
/// peg placed with a chattering contact is one `P`.
#[test]
fn firmware_debounces_its_contacts() {
    if !built() {
        return;
    }
    let dir = temp_dir("bounce");
    let mut sim = Sim::start(&dir, &[]);
    let hand =
        ["bounce e4 5", "place d4 3", "wait 40", "bounce d4 4", "wait 40", "lift d4 2", "wait 40", "key announce"];
    sim.run(&hand.map(String::from));
    sim.until_uart(|l| l.starts_with("K announce"));
    assert_eq!(sim.peg_events(), ["P d4", "L d4"]);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The self-test: a column shorted to ground at start is named in a comment, the HELLO
/// says `1.0-fault`, the column is masked (its holes read empty); once the short is gone,
/// `TEST` finds the board whole again.
#[test]
fn firmware_self_test_names_a_stuck_column() {
    if !built() {
        return;
    }
    let dir = temp_dir("selftest");
    let mut sim = Sim::start(&dir, &["--stuck", "g"]);
    let lines: Vec<&str> = sim.uart.iter().map(|(l, _)| l.as_str()).collect();
    assert_eq!(lines[0], "# self-test: file g reads closed with no row driven: check that column for a short");
    assert_eq!(lines[1], "HELLO TBP/1 pegboard 1.0-fault #1");
    assert_eq!(lines[2], format!("S {} #2", ".".repeat(64)));
    // taktil board shows the fault in the board's name for the builder.
    let mut board = Command::new(env!("CARGO_BIN_EXE_taktil"))
        .args(["board", "--port"])
        .arg(&sim.link)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("taktil runs");
    let out = reader(board.stdout.take().expect("a pipe"));
    let connected = loop {
        let (line, _) = out.recv_timeout(WAIT).expect("taktil board prints");
        if line.contains("connected:") {
            break line;
        }
    };
    let _ = board.kill();
    let _ = board.wait();
    assert!(connected.ends_with("connected: pegboard 1.0-fault"), "{connected}");
    sim.run(&["free g".into()]);
    drop(board);
    // The port is the harness's own again: ask for the test through it.
    let mut port = std::fs::OpenOptions::new().read(true).write(true).open(&sim.link).expect("the pty");
    port.write_all(b"TEST\n").expect("the pty takes a line");
    sim.until_uart(|l| l == "# self-test: ok");
    sim.until_uart(|l| l.starts_with("HELLO TBP/1 pegboard 1.0 #"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The events per second the firmware sustains: all 64 switches flip each time it has
/// reported the last 64 changes (`board-sim --flood`). A figure, not a check: `cargo
/// test --locked --test integration firmware_sustained -- --ignored --nocapture`.
#[test]
#[ignore = "a measurement for the closing note"]
fn firmware_sustained_events_per_second() {
    if !built() {
        return;
    }
    let out = Command::new(firmware_dir().join("board-sim"))
        .args(["--flood", "10"])
        .arg(firmware_dir().join("pegboard.elf"))
        .stderr(Stdio::null())
        .output()
        .expect("board-sim runs");
    let text = String::from_utf8_lossy(&out.stdout);
    let summary = text.lines().find(|l| l.starts_with("flood ")).expect("a summary");
    println!("firmware: {summary}");
}
