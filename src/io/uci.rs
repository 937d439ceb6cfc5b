//! A chess engine (Stockfish, or any UCI engine by path) spoken to over UCI: the
//! opponent of a practice game and the analyst of `taktil review` (issue 18).
//!
//! [`Engine::start`] starts the engine as a child process, says `uci`, reads its
//! options until `uciok`, sets what [`EngineConfig`] asks and waits for `readyok`.
//! [`Engine::go`] sends a position and a [`Limit`] and returns the engine's
//! [`Analysis`] (its move, its score, its variation). A thread of its own reads the
//! engine's output lines into a channel, so every wait has a deadline.
//!
//! An engine is a device like any other: one that is missing ([`EngineError::Missing`]),
//! crashes ([`EngineError::Crashed`]), hangs past its deadline ([`EngineError::Hung`],
//! the process is then killed) or talks nonsense never panics taktil; the caller says so
//! and may start it again. Dropping the [`Engine`] says `quit` and kills a process that
//! does not go.
//!
//! Deterministic searches, for tests: `Threads 1`, a fresh hash (`ucinewgame`) and a
//! [`Limit::Nodes`] or [`Limit::Depth`]. Stockfish's weakened play
//! (`UCI_LimitStrength`, `Skill Level` below 20) picks among moves at random.

pub mod parse;

use std::{
    env, fmt,
    io::{self, BufRead, BufReader, Write},
    path::{Path, PathBuf},
    process::{Child, ChildStdin, Command, Stdio},
    thread,
    time::{Duration, Instant},
};

use crossbeam_channel::{Receiver, RecvTimeoutError};
use shakmaty::uci::UciMove;

pub use self::parse::{EngineOption, Info, Score};

/// How long the engine may take to answer `uci` and `isready`.
pub const START_TIMEOUT: Duration = Duration::from_secs(10);

/// Where Debian installs Stockfish (`/usr/games` is not on root's `PATH`).
const DEBIAN_STOCKFISH: &str = "/usr/games/stockfish";

/// How strong the engine plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strength {
    /// At full strength.
    Full,
    /// At about this Elo (`UCI_LimitStrength`, `UCI_Elo`; clamped to the engine's range).
    Elo(u32),
    /// At this skill level (Stockfish's `Skill Level`, 0 to 20).
    Skill(u32),
}

/// What to start and how to set it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineConfig {
    /// The engine's program; `None`: Stockfish, found on `PATH` or in `/usr/games`.
    pub path: Option<PathBuf>,
    /// How strong it plays.
    pub strength: Strength,
    /// `Threads` (1 for deterministic searches).
    pub threads: u32,
    /// `Hash` in MiB.
    pub hash_mib: u32,
    /// `UCI_Chess960`: castling moves are sent and read as king-takes-rook.
    pub chess960: bool,
    /// Further options, by name and value, set after the ones above.
    pub options: Vec<(String, String)>,
}

impl Default for EngineConfig {
    fn default() -> Self {
        EngineConfig {
            path: None,
            strength: Strength::Full,
            threads: 1,
            hash_mib: 16,
            chess960: false,
            options: Vec::new(),
        }
    }
}

/// How long the engine may think about one position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    /// Search this many nodes (deterministic with one thread).
    Nodes(u64),
    /// Search to this depth (deterministic with one thread).
    Depth(u32),
    /// Think this long.
    MoveTime(Duration),
    /// Play on the game's clock: both sides' remaining time and increments.
    Clock { white: Duration, black: Duration, white_inc: Duration, black_inc: Duration },
}

impl Limit {
    /// The `go` command's arguments.
    fn go_args(self) -> String {
        match self {
            Limit::Nodes(n) => format!("nodes {n}"),
            Limit::Depth(d) => format!("depth {d}"),
            Limit::MoveTime(t) => format!("movetime {}", t.as_millis().max(1)),
            Limit::Clock { white, black, white_inc, black_inc } => format!(
                "wtime {} btime {} winc {} binc {}",
                white.as_millis(),
                black.as_millis(),
                white_inc.as_millis(),
                black_inc.as_millis()
            ),
        }
    }

    /// The longest a search under this limit should take before the engine counts as
    /// hung: generous, since a slow machine is not a hung engine.
    #[must_use]
    pub fn deadline(self) -> Duration {
        let thinking = match self {
            Limit::Nodes(n) => Duration::from_millis(n / 50),
            Limit::Depth(d) => Duration::from_secs(u64::from(d).pow(2) / 4),
            Limit::MoveTime(t) => t,
            Limit::Clock { white, black, .. } => white.max(black) / 10,
        };
        thinking * 3 + Duration::from_secs(10)
    }
}

/// A position to search: where the game started (`startpos` or a FEN) and the moves
/// since, in UCI notation.
#[derive(Clone, Copy, Debug)]
pub struct Position<'a> {
    /// The starting position's FEN; `None` is the standard starting position.
    pub fen: Option<&'a str>,
    /// The moves played from it.
    pub moves: &'a [UciMove],
}

impl Position<'_> {
    /// The `position` command.
    fn command(&self) -> String {
        let mut line = match self.fen {
            Some(fen) => format!("position fen {fen}"),
            None => "position startpos".to_owned(),
        };
        if !self.moves.is_empty() {
            line.push_str(" moves");
            for m in self.moves {
                line.push(' ');
                line.push_str(&m.to_string());
            }
        }
        line
    }
}

/// What the engine found for a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// Its move; `None` when the side to move has none (mate or stalemate).
    pub best: Option<UciMove>,
    /// The reply it expects.
    pub ponder: Option<UciMove>,
    /// The last exact score of its principal variation, for the side to move.
    pub score: Option<Score>,
    /// The depth reached.
    pub depth: Option<u32>,
    /// The principal variation.
    pub pv: Vec<UciMove>,
}

/// What went wrong with the engine.
#[derive(Debug, thiserror::Error)]
pub enum EngineError {
    /// The program is not there or cannot be run.
    #[error("the engine {path} cannot be started: {source}")]
    Missing { path: PathBuf, source: io::Error },
    /// The process ended (or closed its output) when taktil expected an answer.
    #[error("the engine {path} stopped ({status})")]
    Crashed { path: PathBuf, status: String },
    /// No answer before the deadline: the process was killed.
    #[error("the engine {path} did not answer {what} within {waited:?}")]
    Hung { path: PathBuf, what: &'static str, waited: Duration },
    /// Writing to the engine failed.
    #[error("the engine {path} cannot be written to: {source}")]
    Write { path: PathBuf, source: io::Error },
    /// The engine's answer makes no sense.
    #[error("the engine {path} answered {line:?}, which is not UCI")]
    Protocol { path: PathBuf, line: String },
}

/// A running engine.
pub struct Engine {
    path: PathBuf,
    name: String,
    options: Vec<EngineOption>,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl fmt::Debug for Engine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Engine").field("path", &self.path).field("name", &self.name).finish_non_exhaustive()
    }
}

/// The engine's program: the configured path, or Stockfish on `PATH`, or Debian's.
#[must_use]
pub fn program(config: &EngineConfig) -> PathBuf {
    if let Some(path) = &config.path {
        return path.clone();
    }
    let on_path = env::var_os("PATH")
        .map(|p| env::split_paths(&p).map(|dir| dir.join("stockfish")).find(|f| f.is_file()))
        .unwrap_or_default();
    on_path.unwrap_or_else(|| PathBuf::from(DEBIAN_STOCKFISH))
}

impl Engine {
    /// Starts the engine and sets it up.
    ///
    /// # Errors
    /// [`EngineError::Missing`] if it cannot be run; `Crashed`, `Hung` or `Protocol`
    /// if it does not complete the UCI handshake.
    pub fn start(config: &EngineConfig) -> Result<Engine, EngineError> {
        let path = program(config);
        let mut child = Command::new(&path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|source| EngineError::Missing { path: path.clone(), source })?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            return Err(EngineError::Missing { path, source: io::Error::other("no pipes") });
        };
        let lines = read_lines(stdout);
        let mut engine = Engine { path, name: String::new(), options: Vec::new(), child, stdin, lines };
        engine.handshake(config)?;
        Ok(engine)
    }

    /// The engine's name (`id name`), or its program's file name.
    #[must_use]
    pub fn name(&self) -> &str {
        if self.name.is_empty() {
            self.path.file_name().and_then(|n| n.to_str()).unwrap_or("engine")
        } else {
            &self.name
        }
    }

    /// The engine's program.
    #[must_use]
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The options the engine offers.
    #[must_use]
    pub fn options(&self) -> &[EngineOption] {
        &self.options
    }

    fn handshake(&mut self, config: &EngineConfig) -> Result<(), EngineError> {
        self.send("uci")?;
        let deadline = Instant::now() + START_TIMEOUT;
        loop {
            let line = self.next_line(deadline, "uci")?;
            if let Some(name) = line.strip_prefix("id name ") {
                name.trim().clone_into(&mut self.name);
            } else if let Some(o) = parse::option(&line) {
                self.options.push(o);
            } else if line.trim() == "uciok" {
                break;
            }
        }
        for (name, value) in self.settings(config) {
            self.set_option(&name, &value)?;
        }
        self.ready()
    }

    /// The options that [`EngineConfig`] asks for, as far as the engine has them.
    fn settings(&self, config: &EngineConfig) -> Vec<(String, String)> {
        let mut out =
            vec![("Threads".to_owned(), config.threads.to_string()), ("Hash".to_owned(), config.hash_mib.to_string())];
        if config.chess960 {
            out.push(("UCI_Chess960".to_owned(), "true".to_owned()));
        }
        match config.strength {
            Strength::Full => {}
            Strength::Elo(elo) => {
                let range = self.option("UCI_Elo").map(|o| (o.min.unwrap_or(0), o.max.unwrap_or(i64::MAX)));
                let (min, max) = range.unwrap_or((0, i64::MAX));
                out.push(("UCI_LimitStrength".to_owned(), "true".to_owned()));
                out.push(("UCI_Elo".to_owned(), i64::from(elo).clamp(min, max).to_string()));
            }
            Strength::Skill(level) => out.push(("Skill Level".to_owned(), level.min(20).to_string())),
        }
        out.extend(config.options.iter().cloned());
        out.retain(|(name, _)| self.option(name).is_some());
        out
    }

    /// The engine's option of this name (UCI option names are case-insensitive).
    #[must_use]
    pub fn option(&self, name: &str) -> Option<&EngineOption> {
        self.options.iter().find(|o| o.name.eq_ignore_ascii_case(name))
    }

    /// Sets an option (`setoption name NAME value VALUE`).
    ///
    /// # Errors
    /// [`EngineError::Write`] if the engine cannot be written to.
    pub fn set_option(&mut self, name: &str, value: &str) -> Result<(), EngineError> {
        self.send(&format!("setoption name {name} value {value}"))
    }

    /// A new game: the engine forgets what it learnt (`ucinewgame`), then is ready.
    ///
    /// # Errors
    /// As [`Engine::start`]'s handshake.
    pub fn new_game(&mut self) -> Result<(), EngineError> {
        self.send("ucinewgame")?;
        self.ready()
    }

    /// Waits for `readyok`.
    fn ready(&mut self) -> Result<(), EngineError> {
        self.send("isready")?;
        let deadline = Instant::now() + START_TIMEOUT;
        while self.next_line(deadline, "isready")?.trim() != "readyok" {}
        Ok(())
    }

    /// Searches a position and returns what the engine found.
    ///
    /// # Errors
    /// `Crashed` or `Hung` (the process killed) if it does not answer `bestmove` within
    /// [`Limit::deadline`]; `Write` if it cannot be written to.
    pub fn go(&mut self, position: Position<'_>, limit: Limit) -> Result<Analysis, EngineError> {
        self.send(&position.command())?;
        self.send(&format!("go {}", limit.go_args()))?;
        let deadline = Instant::now() + limit.deadline();
        let mut last: Option<Info> = None;
        loop {
            let line = self.next_line(deadline, "go")?;
            if let Some((best, ponder)) = parse::bestmove(&line) {
                let info = last.unwrap_or_default();
                return Ok(Analysis { best, ponder, score: info.score, depth: info.depth, pv: info.pv });
            }
            if let Some(info) = parse::info(&line).filter(|i| i.multipv.unwrap_or(1) == 1) {
                // A bound's line keeps the last exact score.
                let score = info.score.or(last.as_ref().and_then(|l| l.score));
                last = Some(Info { score, ..info });
            }
        }
    }

    fn send(&mut self, line: &str) -> Result<(), EngineError> {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|source| EngineError::Write { path: self.path.clone(), source })
    }

    /// The next line before the deadline; at the deadline the process is killed.
    fn next_line(&mut self, deadline: Instant, what: &'static str) -> Result<String, EngineError> {
        let wait = deadline.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(wait) {
            Ok(line) => Ok(line),
            Err(RecvTimeoutError::Timeout) => {
                let _ = self.child.kill();
                let _ = self.child.wait();
                Err(EngineError::Hung { path: self.path.clone(), what, waited: wait })
            }
            Err(RecvTimeoutError::Disconnected) => {
                let status = match self.child.wait() {
                    Ok(s) => s.to_string(),
                    Err(e) => e.to_string(),
                };
                Err(EngineError::Crashed { path: self.path.clone(), status })
            }
        }
    }

    /// The engine's process id (for tests that kill it).
    #[must_use]
    pub fn pid(&self) -> u32 {
        self.child.id()
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let deadline = Instant::now() + Duration::from_millis(500);
        while Instant::now() < deadline {
            if matches!(self.child.try_wait(), Ok(Some(_))) {
                return;
            }
            thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The engine's output, line by line, on a channel that closes when the engine does.
fn read_lines(stdout: impl io::Read + Send + 'static) -> Receiver<String> {
    let (tx, rx) = crossbeam_channel::unbounded();
    thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            // Bad UTF-8 from an engine ends the reading as a crash would.
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    rx
}
