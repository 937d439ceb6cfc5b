//! Shared helpers of the integration tests.

use std::{
    ffi::OsStr,
    io::{BufRead, BufReader, Read, Write},
    path::PathBuf,
    process::{Child, Command, Output, Stdio},
    sync::mpsc,
    thread::{self, JoinHandle},
    time::Duration,
};

/// `shared/data/games`, beside the project (CI clones the project next to `shared/`).
pub fn games_dir() -> PathBuf {
    let here = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    for candidate in [here.join("../shared/data/games"), here.join("data/games")] {
        if candidate.is_dir() {
            return candidate;
        }
    }
    panic!("the game collection is missing: expected ../shared/data/games beside the project");
}

/// Every game of `shared/data/games` that reads, in file order, each named by its file
/// and its place in it (`path#3`).
pub fn real_games() -> Vec<(String, taktil::pgn::PgnGame)> {
    let mut files: Vec<_> = std::fs::read_dir(games_dir()).expect("data/games").flatten().map(|e| e.path()).collect();
    files.sort();
    let mut games = Vec::new();
    for path in files.into_iter().filter(|p| p.extension().is_some_and(|e| e == "pgn")) {
        let text = std::fs::read_to_string(&path).expect("readable PGN");
        for (i, game) in taktil::pgn::read_games(&text).into_iter().enumerate() {
            if let Ok(game) = game {
                games.push((format!("{}#{}", path.display(), i + 1), game));
            }
        }
    }
    games
}

/// Runs `taktil` with these arguments from the project's folder, standard input
/// closed, and waits for it.
pub fn taktil(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_taktil"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::null())
        .output()
        .expect("taktil runs")
}

/// Output bytes as text.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A running `taktil` command whose standard output arrives line by line.
pub struct Lines {
    /// The process, to kill and wait for.
    pub child: Child,
    lines: mpsc::Receiver<String>,
    /// Every line read so far.
    pub recorded: Vec<String>,
}

impl Lines {
    /// Starts `taktil` with `args`, standard error discarded.
    pub fn spawn(args: &[&str]) -> Lines {
        let mut child = Command::new(env!("CARGO_BIN_EXE_taktil"))
            .args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("taktil runs");
        let (lines, _) = line_by_line(child.stdout.take().expect("a pipe"));
        Lines { child, lines, recorded: Vec::new() }
    }

    /// Reads lines until one ends with `end`, waiting at most `wait` for each.
    pub fn until(&mut self, end: &str, wait: Duration) {
        loop {
            let line = self
                .lines
                .recv_timeout(wait)
                .unwrap_or_else(|_| panic!("no line ending {end:?} in {:?}", self.recorded));
            self.recorded.push(line.clone());
            if line.ends_with(end) {
                break;
            }
        }
    }

    /// Stops the command.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The lines of `from`, read by a thread of their own, as they come.
pub fn line_by_line(from: impl Read + Send + 'static) -> (mpsc::Receiver<String>, JoinHandle<()>) {
    let (tx, lines) = mpsc::channel();
    let reader = thread::spawn(move || {
        for line in BufReader::new(from).lines().map_while(Result::ok) {
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    (lines, reader)
}

/// `taktil play --silent <args>` with `input` typed on its standard input (written by
/// a thread of its own, so that a large input cannot fill the pipe and block), and what
/// it printed. HOME is the temporary folder: no user's configuration file is read.
pub fn play_typed<I, S>(args: I, input: &[u8]) -> Output
where
    I: IntoIterator<Item = S>,
    S: AsRef<OsStr>,
{
    let mut child = Command::new(env!("CARGO_BIN_EXE_taktil"))
        .env("HOME", std::env::temp_dir())
        .env_remove("XDG_CONFIG_HOME")
        .args(["play", "--silent"])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("taktil runs");
    let mut stdin = child.stdin.take().expect("a pipe");
    let input = input.to_vec();
    let writer = thread::spawn(move || stdin.write_all(&input));
    let out = child.wait_with_output().expect("taktil ends");
    writer.join().expect("the writer").expect("the input written");
    out
}

/// Whether a system tool the test needs is there. Under CI (`CI=true`, where the setup
/// script installed it) a missing tool fails the test; elsewhere the test says that it
/// skips and the caller returns.
pub fn need_tool(tool: &str, path: &std::path::Path) -> bool {
    path.is_file() || missing(&format!("{tool} ({})", path.display()))
}

/// Whether `program arg` runs (a system tool found on `PATH`); as [`need_tool`] when
/// it does not.
#[cfg(any(feature = "brlapi", feature = "louis"))]
pub fn tool_runs(program: &str, arg: &str) -> bool {
    Command::new(program).arg(arg).stdout(Stdio::null()).stderr(Stdio::null()).status().is_ok() || missing(program)
}

/// A system tool the test needs is missing: under CI a failure, elsewhere a printed
/// skip; `false` for the caller to return.
fn missing(tool: &str) -> bool {
    assert!(std::env::var_os("CI").is_none_or(|v| v != "true"), "{tool} is missing: scripts/setup.sh installs it");
    eprintln!("skipped: {tool} is not installed");
    false
}

/// Sends signal `signal` (`libc::SIGTERM`, `libc::SIGKILL` …) to process `pid`, as the
/// `kill` program would, without needing it (a minimal Debian has no procps). Whether
/// it was sent.
pub fn send_signal(pid: u32, signal: i32) -> bool {
    let Ok(pid) = i32::try_from(pid) else { return false };
    // SAFETY: kill(2) reads only its two integer arguments.
    unsafe { libc::kill(pid, signal) == 0 }
}
