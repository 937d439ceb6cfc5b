//! `taktil play --opponent engine` against the real Stockfish (issue 18), through the
//! binary as the player sees it: his moves as peg lines of the tactile board, the
//! engine's moves read from the transcript and carried to the tactile board as the
//! guidance says; practice (hint, evaluation, take-back); an engine killed mid-game and
//! restarted; a missing engine. Deterministic: full strength at fixed nodes with one
//! thread (Stockfish's weakened play picks at random). Nothing asserts on speed.

use std::{
    io::{BufRead, BufReader, Write},
    path::{Path, PathBuf},
    process::{Child, ChildStdin, Command, Stdio},
    sync::mpsc,
    thread,
    time::{Duration, Instant},
};

use shakmaty::{CastlingMode, Chess, Move, Position, fen::Fen, uci::UciMove};
use taktil::io::uci::{Engine, EngineConfig, Limit};

use crate::util::need_tool;

const STOCKFISH: &str = "/usr/games/stockfish";

/// How long any one expected line may take (a slow, loaded machine; never a measure).
const WAIT: Duration = Duration::from_secs(30);

/// The board's settle time for these sessions (ms): short, so the tests are quick.
const SETTLE_MS: u64 = 150;

/// A live session: the child, its standard input, its transcript lines as they come.
struct Session {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: mpsc::Receiver<String>,
    seen: Vec<String>,
}

impl Session {
    fn start(args: &[&str]) -> Session {
        let mut child = Command::new(env!("CARGO_BIN_EXE_taktil"))
            .args(["play", "--silent", "--view", "lines", "--settle-ms", &SETTLE_MS.to_string()])
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("taktil starts");
        let stdout = child.stdout.take().unwrap();
        let stderr = child.stderr.take().unwrap();
        let (tx, lines) = mpsc::channel();
        let tx2 = tx.clone();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                let _ = tx.send(line);
            }
        });
        thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                let _ = tx2.send(format!("stderr {line}"));
            }
        });
        Session { stdin: child.stdin.take(), child, lines, seen: Vec::new() }
    }

    fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("standard input open");
        writeln!(stdin, "{line}").expect("taktil reads");
        stdin.flush().unwrap();
    }

    /// Waits for a line that `wanted` accepts; returns it.
    fn wait_for(&mut self, what: &str, wanted: impl Fn(&str) -> bool) -> String {
        let until = Instant::now() + WAIT;
        loop {
            let left = until.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.seen.push(line.clone());
                    if wanted(&line) {
                        return line;
                    }
                }
                Err(_) => panic!("no line {what} came; the session said:\n{}", self.seen.join("\n")),
            }
        }
    }

    /// Waits for the next made move; returns its UCI and who entered it.
    fn next_move(&mut self) -> (String, String) {
        let line = self.wait_for("with a move", |l| l.split_whitespace().nth(1) == Some("move"));
        let inside = line.split_once('(').and_then(|(_, r)| r.split_once(')')).map(|(i, _)| i).unwrap();
        let (uci, by) = inside.split_once(", ").unwrap();
        (uci.to_owned(), by.to_owned())
    }

    /// Ends standard input and waits for the end; everything it said.
    fn finish(mut self) -> (std::process::ExitStatus, Vec<String>) {
        drop(self.stdin.take());
        let status = self.child.wait().unwrap();
        while let Ok(line) = self.lines.recv_timeout(Duration::from_secs(2)) {
            self.seen.push(line);
        }
        (status, self.seen)
    }

    /// The pid of the engine: the taktil process's child.
    fn engine_pid(&self) -> u32 {
        let me = self.child.id().to_string();
        for entry in std::fs::read_dir("/proc").unwrap().flatten() {
            let Ok(stat) = std::fs::read_to_string(entry.path().join("stat")) else { continue };
            // pid (comm) state ppid ...
            let after = stat.rsplit_once(')').map_or("", |(_, r)| r);
            if after.split_whitespace().nth(1) == Some(me.as_str()) {
                return entry.file_name().to_string_lossy().parse().unwrap();
            }
        }
        panic!("taktil has no child process");
    }
}

/// The peg lines that carry `m` out on the tactile board: a capture's victim lifted
/// first, castling king then rook.
fn pegs(pos: &Chess, m: &Move) -> Vec<String> {
    let (from, to) = (m.from().unwrap(), m.to());
    match m {
        Move::Castle { king, rook } => {
            let side = m.castling_side().unwrap();
            let color = pos.turn();
            let (k, r) = (side.king_to(color), side.rook_to(color));
            vec![format!("L {king}"), format!("P {k}"), format!("L {rook}"), format!("P {r}")]
        }
        Move::EnPassant { .. } => {
            let victim = shakmaty::Square::from_coords(to.file(), from.rank());
            vec![format!("L {victim}"), format!("L {from}"), format!("P {to}")]
        }
        _ if m.is_capture() => vec![format!("L {to}"), format!("L {from}"), format!("P {to}")],
        _ => vec![format!("L {from}"), format!("P {to}")],
    }
}

fn position(fen: &str) -> Chess {
    fen.parse::<Fen>().unwrap().into_position(CastlingMode::Standard).unwrap()
}

/// Plays `m` on the tactile board and waits until it has settled.
fn carry(session: &mut Session, pos: &Chess, m: &Move) {
    for line in pegs(pos, m) {
        session.send(&line);
    }
    thread::sleep(Duration::from_millis(SETTLE_MS + 150));
}

fn temp(name: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("taktil-engine-{}-{name}", std::process::id()));
    let _ = std::fs::remove_file(&path);
    path
}

/// A whole game: the blind player (White, his moves found by an engine of his own at
/// more nodes) mates the engine at 200 nodes; every move goes through peg lines, the
/// engine's carried to the tactile board as taktil guides it. The journal replays to
/// the same game without an engine.
#[test]
fn a_whole_game_against_the_engine_is_played_through_pegs_to_a_result() {
    if !need_tool("stockfish", Path::new(STOCKFISH)) {
        return;
    }
    let fen = "8/8/8/4k3/8/8/8/R3K2R w - - 0 1";
    let journal = temp("game.journal");
    let j = journal.to_str().unwrap();
    let mut session = Session::start(&["--opponent", "engine", "--engine-nodes", "200", "--fen", fen, "--journal", j]);
    session.wait_for("Ready", |l| l.contains("Ready"));
    let mut own = Engine::start(&EngineConfig::default()).unwrap();
    own.new_game().unwrap();
    let start = fen;
    let mut pos = position(fen);
    let mut played: Vec<UciMove> = Vec::new();
    while !pos.is_game_over() {
        assert!(played.len() < 80, "no result after 40 moves");
        let (uci, by) = if pos.turn() == shakmaty::Color::White {
            let found = own.go(taktil::io::uci::Position { fen: Some(start), moves: &played }, Limit::Nodes(20_000));
            let m = found.unwrap().best.unwrap().to_move(&pos).unwrap();
            carry(&mut session, &pos, &m);
            session.next_move()
        } else {
            session.next_move()
        };
        let uci: UciMove = uci.parse().unwrap();
        let m = uci.to_move(&pos).unwrap();
        if pos.turn() == shakmaty::Color::Black {
            assert!(by.contains("entered by the assistant"), "the engine's move enters as the assistant's: {by}");
            carry(&mut session, &pos, &m);
        } else {
            assert!(by.contains("tactile board"), "{by}");
        }
        pos.play_unchecked(m);
        played.push(uci);
    }
    session.wait_for("with the result", |l| l.contains("1-0"));
    let (status, _) = session.finish();
    assert!(status.success());
    // The journal replays without an engine, to the same moves.
    let replayed = Command::new(env!("CARGO_BIN_EXE_taktil")).args(["replay", j]).output().unwrap();
    let text = String::from_utf8_lossy(&replayed.stdout);
    assert_eq!(text.lines().filter(|l| l.split_whitespace().nth(1) == Some("move")).count(), played.len(), "{text}");
    let _ = std::fs::remove_file(&journal);
}

/// Practice: a hint in the announcement vocabulary, the evaluation in plain words, a
/// take-back of the player's move and the engine's reply with the board guided back;
/// journaled (`set practice on`, `arbiter takeback 1 practice`) and resumed.
#[test]
fn practice_gives_a_hint_an_evaluation_and_takes_moves_back() {
    if !need_tool("stockfish", Path::new(STOCKFISH)) {
        return;
    }
    let journal = temp("practice.journal");
    let j = journal.to_str().unwrap();
    let args = ["--opponent", "engine", "--engine-nodes", "1000", "--practice", "--journal", j];
    let mut session = Session::start(&args);
    session.wait_for("Ready", |l| l.contains("Ready"));
    let mut pos = Chess::default();
    let e4 = "e2e4".parse::<UciMove>().unwrap().to_move(&pos).unwrap();
    carry(&mut session, &pos, &e4);
    pos.play_unchecked(e4);
    let (own, _) = session.next_move();
    assert_eq!(own, "e2e4");
    let (reply, _) = session.next_move();
    let reply = reply.parse::<UciMove>().unwrap().to_move(&pos).unwrap();
    carry(&mut session, &pos, &reply);
    session.send("engine hint");
    let hint = session.wait_for("with a hint", |l| l.contains("say      Hint: "));
    assert!(hint.trim_end().ends_with('.'), "{hint}");
    session.send("engine eval");
    session.wait_for("with the evaluation", |l| {
        ["Equal.", "is slightly better.", "is better, about", "mates in"].iter().any(|w| l.contains(w))
    });
    session.send("engine takeback");
    session.wait_for("with the take-back", |l| l.contains("Taken back: the game goes back to the start position."));
    // The tactile board is guided back, one step at a time.
    session.wait_for("with the guidance", |l| l.contains("the tactile board differs on e2 e4 d5 d7"));
    session.wait_for("with the first step", |l| l.contains("say      Remove the piece from Eva vier."));
    let (status, seen) = session.finish();
    assert!(status.success(), "{seen:?}");
    let text = std::fs::read_to_string(&journal).unwrap();
    assert!(text.contains("set practice on") && text.contains("arbiter  takeback 1 practice"), "{text}");
    // Resumed without an engine: the game is back at the start.
    let resumed = Command::new(env!("CARGO_BIN_EXE_taktil"))
        .args(["play", "--silent", "--view", "lines", "--resume", "--journal", j])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&resumed.stdout);
    assert!(said.contains("Game restored; no move made yet.") && said.contains("Move 1, White to move."), "{said}");
    let _ = std::fs::remove_file(&journal);
}

/// In a tournament session the take-back, the hint and the evaluation are refused.
#[test]
fn a_tournament_session_has_no_take_back_hint_or_evaluation() {
    if !need_tool("stockfish", Path::new(STOCKFISH)) {
        return;
    }
    let mut session = Session::start(&["--opponent", "engine", "--engine-nodes", "500"]);
    session.wait_for("Ready", |l| l.contains("Ready"));
    session.send("engine hint");
    session.wait_for("refusing the hint", |l| l.contains("Only in a practice game."));
    session.send("arbiter takeback 1 practice");
    session.wait_for("refusing the take-back", |l| l.contains("Only in a practice game."));
    let (status, _) = session.finish();
    assert!(status.success());
}

/// The engine killed (SIGKILL) while the game goes on: "The engine stopped" is said
/// once, the game and the journal are kept, and `engine restart` starts it again with
/// the current position, and it moves.
#[test]
fn an_engine_killed_mid_game_is_said_once_and_restarted() {
    if !need_tool("stockfish", Path::new(STOCKFISH)) {
        return;
    }
    let journal = temp("killed.journal");
    let j = journal.to_str().unwrap();
    let mut session = Session::start(&["--opponent", "engine", "--engine-nodes", "1000", "--journal", j]);
    session.wait_for("Ready", |l| l.contains("Ready"));
    let mut pos = Chess::default();
    let e4 = "e2e4".parse::<UciMove>().unwrap().to_move(&pos).unwrap();
    carry(&mut session, &pos, &e4);
    pos.play_unchecked(e4);
    let (own, _) = session.next_move();
    assert_eq!(own, "e2e4");
    let (reply, _) = session.next_move();
    let reply = reply.parse::<UciMove>().unwrap().to_move(&pos).unwrap();
    carry(&mut session, &pos, &reply);
    pos.play_unchecked(reply);
    // kill -9 the engine.
    let pid = session.engine_pid();
    assert!(crate::util::send_signal(pid, libc::SIGKILL), "kill -9 {pid}");
    let nf3 = pos
        .legal_moves()
        .into_iter()
        .find(|m| m.to() == shakmaty::Square::F3 && m.from() == Some(shakmaty::Square::G1));
    let nf3 = nf3.unwrap();
    carry(&mut session, &pos, &nf3);
    pos.play_unchecked(nf3);
    session.wait_for("with the player's move", |l| l.contains("move     2. Nf3"));
    session.wait_for("saying that the engine stopped", |l| l.contains("say      The engine stopped."));
    session.send("engine hint");
    session.send("engine restart");
    session.wait_for("saying that it is back", |l| l.contains("say      The engine is back."));
    let (uci, by) = session.next_move();
    assert!(by.contains("entered by the assistant"), "{uci} {by}");
    let (status, seen) = session.finish();
    assert!(status.success());
    let stopped = seen.iter().filter(|l| l.contains("The engine stopped.")).count();
    assert_eq!(stopped, 1, "said once: {seen:#?}");
    let text = std::fs::read_to_string(&journal).unwrap();
    assert!(text.contains("assist   move Nf3") || text.contains("P f3"), "{text}");
    let _ = std::fs::remove_file(&journal);
}

/// After `--resume` the engine picks up at the restored position: a journal whose
/// last move is the player's (written by a session with a person as the opponent) is
/// resumed against the engine, which answers it.
#[test]
fn a_resumed_game_is_answered_by_the_engine_at_the_restored_position() {
    if !need_tool("stockfish", Path::new(STOCKFISH)) {
        return;
    }
    let journal = temp("resume.journal");
    let j = journal.to_str().unwrap();
    let mut session = Session::start(&["--journal", j, "--practice"]);
    session.wait_for("Ready", |l| l.contains("Ready"));
    let pos = Chess::default();
    let d4 = "d2d4".parse::<UciMove>().unwrap().to_move(&pos).unwrap();
    carry(&mut session, &pos, &d4);
    session.next_move();
    session.finish();
    let mut session = Session::start(&["--resume", "--journal", j, "--opponent", "engine", "--engine-nodes", "1000"]);
    let (uci, by) = session.next_move();
    assert!(by.contains("black entered by the assistant"), "{uci} {by}");
    let (status, seen) = session.finish();
    assert!(status.success(), "{seen:?}");
    assert!(seen.iter().any(|l| l.contains("Game restored")), "{seen:#?}");
    let _ = std::fs::remove_file(&journal);
}

/// Any start position: the engine plays White from a Chess960 position (and moves
/// first, nothing to wait for), and from a position of a PGN (`--from-pgn`,
/// `--from-ply`).
#[test]
fn the_engine_plays_from_chess960_and_from_a_pgn_position() {
    if !need_tool("stockfish", Path::new(STOCKFISH)) {
        return;
    }
    let mut session =
        Session::start(&["--opponent", "engine", "--engine-nodes", "500", "--blind", "black", "--chess960=0"]);
    let (uci, by) = session.next_move();
    assert!(by.contains("white entered by the assistant"), "{uci} {by}");
    session.finish();
    let pgn = crate::util::games_dir().join("Capablanca.pgn");
    let pgn = pgn.to_str().unwrap();
    let args =
        ["--opponent", "engine", "--engine-nodes", "500", "--blind", "black", "--from-pgn", pgn, "--from-ply", "10"];
    let mut session = Session::start(&args);
    let (uci, _) = session.next_move();
    session.finish();
    // The move Stockfish makes at these nodes in the position after 10 half-moves.
    let text = std::fs::read_to_string(pgn).unwrap();
    let game = taktil::pgn::read_games(&text).into_iter().next().unwrap().unwrap();
    let mut pos = game.start.position.clone();
    for m in &game.moves[..10] {
        pos.play_unchecked(*m);
    }
    let fen = Fen::from_position(&pos, shakmaty::EnPassantMode::Legal).to_string();
    let mut own = Engine::start(&EngineConfig::default()).unwrap();
    own.new_game().unwrap();
    let expected = own.go(taktil::io::uci::Position { fen: Some(&fen), moves: &[] }, Limit::Nodes(500)).unwrap();
    assert_eq!(Some(uci), expected.best.map(|m| m.to_string()), "from {fen}");
    // A PGN without that many half-moves is refused before anything starts.
    let out = Command::new(env!("CARGO_BIN_EXE_taktil"))
        .args(["play", "--silent", "--from-pgn", pgn, "--from-ply", "100000"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.code() == Some(2) && err.contains("--from-ply 100000: its first game has only"), "{err}");
}

/// A missing engine: the session does not start, says why in words, and creates no
/// journal.
#[test]
fn a_missing_engine_stops_the_start_and_creates_nothing() {
    let journal = temp("missing.journal");
    let out = Command::new(env!("CARGO_BIN_EXE_taktil"))
        .args(["play", "--silent", "--opponent", "engine", "--engine", "/nonexistent/stockfish", "--journal"])
        .arg(&journal)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("the engine /nonexistent/stockfish cannot be started") && err.contains("--engine PATH"),
        "{err}"
    );
    assert!(!journal.exists());
}

/// The measure of the closing note (not a test of speed): the time from the player's
/// made move to the engine's move, both as the transcript stamps them (session time;
/// the engine's move is said in the step that makes it), at three strengths. `cargo test --release --test integration
/// engine::measure -- --ignored --nocapture`.
#[test]
#[ignore = "a measure for the closing note, not a test"]
fn measure_the_engine_reply_time() {
    if !need_tool("stockfish", Path::new(STOCKFISH)) {
        return;
    }
    for limit in [["--engine-nodes", "1000"], ["--engine-nodes", "100000"], ["--engine-movetime", "1000"]] {
        let mut session = Session::start(&["--opponent", "engine", limit[0], limit[1]]);
        session.wait_for("Ready", |l| l.contains("Ready"));
        let mut pos = Chess::default();
        let mut times = Vec::new();
        for uci in ["e2e4", "g1f3", "f1c4", "d2d3"] {
            let Ok(m) = uci.parse::<UciMove>().unwrap().to_move(&pos) else { break };
            carry(&mut session, &pos, &m);
            let made = session.wait_for("with the move", |l| l.split_whitespace().nth(1) == Some("move"));
            pos.play_unchecked(m);
            let (reply, _) = session.next_move();
            let answered = session.seen.last().cloned().unwrap_or_default();
            let t = |l: &str| l.split_whitespace().next().and_then(|w| w.parse::<f64>().ok()).unwrap_or(0.0);
            times.push(((t(&answered) - t(&made)) * 1000.0).round() as i64);
            let Ok(r) = reply.parse::<UciMove>().unwrap().to_move(&pos) else { break };
            carry(&mut session, &pos, &r);
            pos.play_unchecked(r);
        }
        println!("{} {}: the engine's move after the player's made move: {times:?} ms", limit[0], limit[1]);
        session.finish();
    }
}

/// `--practice --free-touch`: the start says that touch-move is relaxed, the journal
/// keeps it (`set practice free`), and a piece lifted and put back binds nothing.
#[test]
fn a_practice_game_with_free_touch_says_so_and_lets_a_touched_piece_go() {
    if !need_tool("stockfish", Path::new(STOCKFISH)) {
        return;
    }
    let journal = temp("free-touch.journal");
    let j = journal.to_str().unwrap();
    let args = ["--opponent", "engine", "--engine-nodes", "1000", "--practice", "--free-touch", "--journal", j];
    let mut session = Session::start(&args);
    session.wait_for("the relaxed touch-move", |l| l.contains("a touched piece need not be moved"));
    // The knight lifted and put back, then the pawn moved: e2e4 is made.
    // Each step longer apart than the bounce time, so the knight counts as touched.
    for line in ["L g1", "P g1", "L e2", "P e4"] {
        session.send(line);
        thread::sleep(Duration::from_millis(200));
    }
    let (own, _) = session.next_move();
    assert_eq!(own, "e2e4");
    let (status, seen) = session.finish();
    assert!(status.success(), "{seen:?}");
    assert!(!seen.iter().any(|l| l.contains("it must move")), "{seen:?}");
    let text = std::fs::read_to_string(&journal).unwrap();
    assert!(text.contains("set practice free"), "{text}");
    let _ = std::fs::remove_file(&journal);
}
