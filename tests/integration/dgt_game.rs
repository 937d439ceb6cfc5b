//! Issue 16's end-to-end tests: `taktil play --board none` through the real binary,
//! the sighted board a DGT board with a DGT 3000 clock cabled to it, emulated on a
//! pseudo-terminal ([`EmuBoard`], update mode with the clock every second). Both
//! players' moves are executed on the emulated board (the blind player's board has no
//! sensors), each followed by the mover's press on the emulated clock; the plain view
//! is read line by line.
//!
//! Every wait is bounded and generous ([`LONG`]); nothing asserts how fast anything
//! happens. The latency figure (field update to the echo line) is an `#[ignore]`d
//! test that prints it: `cargo test --locked --test integration dgt_game::echo_latency
//! -- --ignored --nocapture`.

use std::{
    io::{BufRead, BufReader, Write},
    path::{Path, PathBuf},
    process::{Child, ChildStdin, Command, Stdio},
    sync::mpsc,
    thread,
    time::{Duration, Instant},
};

use shakmaty::{Chess, Color, Move, Piece, Position, Role, Square};
use taktil::{
    io::dgt::{
        ClockSide, Orientation,
        emulator::{ClockState, Emulator, HandStyle},
    },
    pgn::{self, PgnGame},
};

use crate::{dgt_emu::EmuBoard, util::games_dir};

/// The longest wait for one line (the machine may be loaded).
const LONG: Duration = Duration::from_secs(10);

/// What the emulated clock starts with: not taktil's own default, so that a `[%clk]`
/// or a time read out can only have come from the emulated clock.
const CLOCK_MS: u64 = (67 * 60 + 30) * 1000;

/// White's side of the emulated clock.
const WHITE: ClockSide = ClockSide::Right;

/// A line of taktil's output and when the test read it.
struct Line {
    text: String,
    at: Instant,
}

/// `taktil play --board none --sighted-board dgt:<pty>` in the plain view, its
/// standard input a pipe the test types into.
struct Session {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: mpsc::Receiver<Line>,
    /// Every line read so far.
    recorded: Vec<Line>,
}

impl Session {
    fn start(board: &EmuBoard, journal: &Path, blind: Color) -> Session {
        let blind = if blind == Color::White { "white" } else { "black" };
        let mut child = Command::new(env!("CARGO_BIN_EXE_taktil"))
            .env("HOME", std::env::temp_dir())
            .env_remove("XDG_CONFIG_HOME")
            .args(["play", "--silent", "--view", "plain", "--board", "none", "--blind", blind])
            .arg("--sighted-board")
            .arg(format!("dgt:{}", board.path))
            .args(["--dgt-clock-white", "right", "--sighted-rotated", "no"])
            .arg("--journal")
            .arg(journal)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("taktil runs");
        let stdout = child.stdout.take().expect("a pipe");
        let stdin = child.stdin.take();
        let (tx, lines) = mpsc::channel();
        thread::spawn(move || {
            for text in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(Line { text, at: Instant::now() }).is_err() {
                    break;
                }
            }
        });
        Session { child, stdin, lines, recorded: Vec::new() }
    }

    /// Types `line` on standard input.
    fn type_line(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("standard input open");
        writeln!(stdin, "{line}").and_then(|()| stdin.flush()).expect("the line typed");
    }

    /// Reads lines until one satisfies `stop` (each line waited for at most [`LONG`]);
    /// returns its index in [`Session::recorded`].
    fn until(&mut self, what: &str, mut stop: impl FnMut(&str) -> bool) -> usize {
        loop {
            let Ok(line) = self.lines.recv_timeout(LONG) else {
                let seen: Vec<&str> = self.recorded.iter().map(|l| l.text.as_str()).collect();
                panic!("no line {what} in {seen:#?}");
            };
            let done = stop(&line.text);
            self.recorded.push(line);
            if done {
                return self.recorded.len() - 1;
            }
        }
    }

    /// Ends the session (`quit`), waiting a bounded time, and kills it if it hangs.
    fn quit(&mut self) {
        self.type_line("quit");
        self.stdin = None;
        let deadline = Instant::now() + LONG;
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Whether a plain line is the move line of ply `ply` (counted from 1) with `san`:
/// `move: 12. Nxe5 (...)` or `move: 12... Nxe5 (...)`.
fn is_move_line(line: &str, ply: usize, san: &str) -> bool {
    let Some(rest) = line.strip_prefix("move: ") else { return false };
    let number = ply.div_ceil(2);
    let dots = if ply % 2 == 1 { "." } else { "..." };
    let Some(rest) = rest.strip_prefix(&format!("{number}{dots}")) else { return false };
    rest.split_whitespace().next() == Some(san)
}

/// A temporary folder of its own for one test.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("taktil-dgt-game-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

/// The first game of the collection with 30 to 60 plies, captures and a castling, from
/// the standard start.
fn short_real_game() -> PgnGame {
    let text = std::fs::read_to_string(games_dir().join("Capablanca.pgn")).expect("Capablanca.pgn");
    pgn::read_games(&text)
        .into_iter()
        .filter_map(Result::ok)
        .find(|g| {
            let sans: Vec<String> = g.sans.iter().map(ToString::to_string).collect();
            (30..=60).contains(&g.moves.len())
                && g.start.position == Chess::default()
                && sans.iter().any(|s| s.contains('x'))
                && sans.iter().any(|s| s.starts_with("O-O"))
        })
        .expect("a short real game with captures and castling")
}

/// The emulated board and clock for a game from the standard start, the clock stopped
/// at [`CLOCK_MS`] a side.
fn emulated_board(speed: u64) -> EmuBoard {
    let emulator =
        Emulator::new(&shakmaty::Board::default(), Orientation::Normal).with_clock(ClockState::new(CLOCK_MS, 0));
    EmuBoard::start(emulator, speed)
}

/// The plain line said back after a blind player's move: "You: ..." in English.
fn is_echo(line: &str) -> bool {
    line.starts_with("You: ")
}

/// A move line of any ply.
fn is_any_move_line(line: &str) -> bool {
    line.starts_with("move: ")
}

/// Plays `game` on the emulated board, the blind player `blind`, checking each move's
/// line and the echo of each blind move. Returns, per ply, the mover's time on the
/// emulated clock after his press, and the time of each blind move's last field
/// update with the time its echo was read.
fn play_checked(board: &EmuBoard, session: &mut Session, game: &PgnGame, blind: Color) -> (Vec<u64>, Vec<Duration>) {
    let mut position = game.start.position.clone();
    let mut times = Vec::new();
    let mut latencies = Vec::new();
    for (i, mv) in game.moves.iter().enumerate() {
        let ply = i + 1;
        let san = game.sans[i].to_string();
        let mover = position.turn();
        let last_update = play_on(board, &position, mv);
        let at = session.until(&format!("for ply {ply} {san}"), |l| is_move_line(l, ply, &san));
        // The hand goes from the piece to the clock: the press after the move is made.
        let side = if mover == Color::White { WHITE } else { WHITE.other() };
        let left = board.with(move |e| {
            e.press(side);
            let clock = e.clock();
            if side == ClockSide::Left { clock.left_ms } else { clock.right_ms }
        });
        times.push(left);
        if mover == blind {
            // The echo comes before anything else said of that move.
            let echo = session.until(&format!("echo of ply {ply} {san}"), |l| is_echo(l) || is_any_move_line(l));
            let text = &session.recorded[echo].text;
            assert!(is_echo(text), "after {san} came {text:?} before its echo");
            let between: Vec<&str> = session.recorded[at + 1..echo].iter().map(|l| l.text.as_str()).collect();
            assert!(between.iter().all(|l| l.contains(": ") && !is_echo(l)), "before the echo of {san}: {between:?}");
            latencies.push(session.recorded[echo].at.saturating_duration_since(last_update));
        }
        position.play_unchecked(*mv);
    }
    (times, latencies)
}

/// Carries out `mv` on the emulated board as a careful hand, a short pause between the
/// steps; returns when the last step's field update was written.
fn play_on(board: &EmuBoard, position: &Chess, mv: &Move) -> Instant {
    let steps = taktil::io::dgt::emulator::move_steps(position.board(), mv, HandStyle::default());
    let mut last = Instant::now();
    for step in steps {
        thread::sleep(Duration::from_millis(30));
        board.with(move |e| e.step(&step));
        last = Instant::now();
    }
    last
}

/// `[%clk h:mm:ss]` comments of a PGN text, in order, as milliseconds.
fn clk_comments(pgn: &str) -> Vec<u64> {
    pgn.split("[%clk ")
        .skip(1)
        .filter_map(|rest| {
            let time = rest.split(']').next()?.trim();
            let mut parts = time.split(':').map(|p| p.parse::<f64>().ok());
            let (h, m, s) = (parts.next()??, parts.next()??, parts.next()??);
            Some(((h * 3600.0 + m * 60.0 + s) * 1000.0).round() as u64)
        })
        .collect()
}

/// The journal replayed as PGN.
fn replayed_pgn(journal: &Path) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_taktil"))
        .args(["replay", "--pgn"])
        .arg(journal)
        .output()
        .expect("taktil replay runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The movetext's moves of a PGN text, without numbers, comments or the result.
fn movetext_sans(pgn: &str) -> Vec<String> {
    let game = pgn::read_games(pgn).into_iter().find_map(Result::ok).expect("a PGN game");
    game.sans.iter().map(ToString::to_string).collect()
}

/// A whole real game played DGT-only: every move comes out as the source's, each blind
/// move is said back first, and the journal replays to the same moves with the
/// emulated clock's times.
#[test]
fn a_real_game_played_on_the_dgt_board_alone_with_its_clock() {
    let dir = folder("whole");
    let journal = dir.join("game.journal");
    let game = short_real_game();
    let board = emulated_board(1);
    let mut session = Session::start(&board, &journal, Color::White);
    session.until("Ready", |l| l.starts_with("Ready"));
    board.wait_for(0x43, 1);
    board.with(|e| e.start_clock(WHITE));
    let (times, _) = play_checked(&board, &mut session, &game, Color::White);
    // The clock reports once a second, so a press may be read after the opponent's
    // reply, and the blind player's move is read a moment after his press: neither is a
    // press without a move, so nothing is written for the arbiter in an ordinary game.
    let texts: Vec<&str> = session.recorded.iter().map(|l| l.text.as_str()).collect();
    let warnings: Vec<&[&str]> = texts
        .iter()
        .enumerate()
        .filter(|(_, l)| l.starts_with("warning:"))
        .map(|(i, _)| &texts[i.saturating_sub(8)..=i])
        .collect();
    assert!(warnings.is_empty(), "{warnings:#?}");
    session.quit();
    let pgn = replayed_pgn(&journal);
    let want: Vec<String> = game.sans.iter().map(ToString::to_string).collect();
    assert_eq!(movetext_sans(&pgn), want, "{pgn}");
    let clks = clk_comments(&pgn);
    assert_eq!(clks.len(), times.len(), "{pgn}");
    // The clock sends whole seconds once a second: the reading taken for a move may be
    // up to a second old, and a second is cut off.
    for (ply, (clk, shown)) in clks.iter().zip(&times).enumerate() {
        assert!(clk.abs_diff(*shown) <= 2000, "ply {}: [%clk] {clk} ms, the clock showed {shown} ms", ply + 1);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

fn sq(name: &str) -> Square {
    name.parse().expect("a square")
}

/// Plays a move given in UCI on the emulated board, waits for its move line, and
/// presses the mover's clock.
fn uci(board: &EmuBoard, session: &mut Session, position: &mut Chess, text: &str) {
    let mv = text.parse::<shakmaty::uci::UciMove>().expect("uci").to_move(position).expect("legal");
    let ply = (u32::from(position.fullmoves()) as usize - 1) * 2 + if position.turn() == Color::White { 1 } else { 2 };
    let san = shakmaty::san::SanPlus::from_move(position.clone(), mv).to_string();
    let side = if position.turn() == Color::White { WHITE } else { WHITE.other() };
    play_on(board, position, &mv);
    session.until(&format!("for {san}"), |l| is_move_line(l, ply, &san));
    board.with(move |e| e.press(side));
    position.play_unchecked(mv);
}

/// The opponent puts the knight on f3 when Nd2 was announced: the echo names f3, the
/// arbiter takes it back (7.6; 2009 7.5), the knight goes to d2 and the echo names d2.
#[test]
fn a_wrong_execution_is_said_back_and_corrected() {
    let dir = folder("wrong");
    let journal = dir.join("game.journal");
    let board = emulated_board(1);
    let mut session = Session::start(&board, &journal, Color::White);
    session.until("Ready", |l| l.starts_with("Ready"));
    board.wait_for(0x43, 1);
    board.with(|e| e.start_clock(WHITE));
    let mut position = Chess::default();
    uci(&board, &mut session, &mut position, "d2d4");
    session.until("You: David vier", |l| l == "You: David vier");
    uci(&board, &mut session, &mut position, "d7d5");
    // Nd2 announced, Nf3 executed.
    uci(&board, &mut session, &mut position, "g1f3");
    session.until("You: Springer Felix drei", |l| l == "You: Springer Felix drei");
    session.type_line("arbiter takeback 2 7.6");
    session.until("taken back", |l| l.starts_with("Article 7.6: the game goes back"));
    board.with(|e| {
        e.lift(sq("f3"));
        e.put(sq("g1"), Piece { color: Color::White, role: Role::Knight });
        // The arbiter sets the clock back to White's move.
        e.start_clock(WHITE);
    });
    thread::sleep(Duration::from_millis(300));
    board.with(|e| {
        e.lift(sq("b1"));
        e.put(sq("d2"), Piece { color: Color::White, role: Role::Knight });
    });
    session.until("You: Springer David zwei", |l| l == "You: Springer David zwei");
    // The game goes on.
    let mut position: Chess = {
        let mut p = Chess::default();
        for m in ["d2d4", "d7d5", "b1d2"] {
            let mv = m.parse::<shakmaty::uci::UciMove>().expect("uci").to_move(&p).expect("legal");
            p.play_unchecked(mv);
        }
        p
    };
    board.with(|e| e.press(WHITE));
    uci(&board, &mut session, &mut position, "g8f6");
    session.quit();
    let pgn = replayed_pgn(&journal);
    assert_eq!(movetext_sans(&pgn), ["d4", "d5", "Nd2", "Nf6"], "{pgn}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The answer to the time key (`White ... Black ...`).
fn is_clocks(line: &str) -> bool {
    line.starts_with("White ") && line.contains(". Black ")
}

/// The time key answers with the emulated clock's times; the clock unplugged is said
/// once and the game goes on; plugged back, its times are followed again.
#[test]
fn the_dgt_clock_is_followed_unplugged_and_plugged_back() {
    let dir = folder("clock");
    let journal = dir.join("game.journal");
    // White 1:07:30 (right), Black 40:00 (left): not taktil's own 90 minutes.
    let clock = ClockState { left_ms: 40 * 60 * 1000, ..ClockState::new(CLOCK_MS, 0) };
    let board = EmuBoard::start(Emulator::new(&shakmaty::Board::default(), Orientation::Normal).with_clock(clock), 1);
    let mut session = Session::start(&board, &journal, Color::White);
    session.until("Ready", |l| l.starts_with("Ready"));
    board.wait_for(0x43, 1);
    board.with(|e| e.start_clock(WHITE));
    let mut position = Chess::default();
    uci(&board, &mut session, &mut position, "e2e4");
    session.until("You: Eva vier", |l| l == "You: Eva vier");
    uci(&board, &mut session, &mut position, "e7e5");
    session.type_line("pad K time");
    let at = session.until("with both times", is_clocks);
    let answer = session.recorded[at].text.clone();
    assert!(answer.starts_with("White 1 hour 7 minutes"), "{answer}");
    assert!(answer.contains("Black 39 minutes") || answer.contains("Black 40 minutes"), "{answer}");
    // Unplugged: said once, the game goes on on taktil's own clock.
    board.with(Emulator::unplug_clock);
    session.until("clock lost", |l| l.starts_with("The clock is disconnected."));
    uci(&board, &mut session, &mut position, "g1f3");
    session.until("You: Springer Felix drei", |l| l == "You: Springer Felix drei");
    uci(&board, &mut session, &mut position, "b8c6");
    uci(&board, &mut session, &mut position, "f1b5");
    session.until("You: Läufer Bella fünf", |l| l == "You: Läufer Bella fünf");
    let lost = session.recorded.iter().filter(|l| l.text.starts_with("The clock is disconnected.")).count();
    assert_eq!(lost, 1, "the clock's loss said once");
    // Plugged back: followed again.
    board.with(Emulator::plug_clock);
    session.until("clock back", |l| l.starts_with("The clock is connected again."));
    session.type_line("pad K time");
    let at = session.until("with both times", is_clocks);
    let answer = session.recorded[at].text.clone();
    assert!(answer.starts_with("White 1 hour 7 minutes"), "{answer}");
    assert!(answer.contains("Black 39 minutes") || answer.contains("Black 40 minutes"), "{answer}");
    uci(&board, &mut session, &mut position, "a7a6");
    session.quit();
    let pgn = replayed_pgn(&journal);
    assert_eq!(movetext_sans(&pgn), ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"], "{pgn}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The latency from the emulator's writing the field update that completes a blind
/// move to the echo's line read from the plain view (not the first sound: `--silent`),
/// median and p95 over a real game's blind moves, White and Black. A figure, not a
/// test: `cargo test --locked --test integration dgt_game::echo_latency -- --ignored
/// --nocapture`.
#[test]
#[ignore = "a measurement: prints the figures"]
fn echo_latency() {
    let game = short_real_game();
    let mut all = Vec::new();
    for blind in [Color::White, Color::Black] {
        let dir = folder("latency");
        let board = emulated_board(1);
        let mut session = Session::start(&board, &dir.join("game.journal"), blind);
        session.until("Ready", |l| l.starts_with("Ready"));
        board.wait_for(0x43, 1);
        board.with(|e| e.start_clock(WHITE));
        let (_, latencies) = play_checked(&board, &mut session, &game, blind);
        all.extend(latencies);
        session.quit();
        let _ = std::fs::remove_dir_all(&dir);
    }
    all.sort();
    let at = |q: f64| all[((all.len() - 1) as f64 * q).round() as usize];
    println!(
        "field update to echo line: {} blind moves, median {:.1} ms, p95 {:.1} ms, max {:.1} ms",
        all.len(),
        at(0.5).as_secs_f64() * 1000.0,
        at(0.95).as_secs_f64() * 1000.0,
        at(1.0).as_secs_f64() * 1000.0
    );
}
