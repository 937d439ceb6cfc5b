//! Shared helpers of the integration tests.

use std::{
    io::{BufRead, BufReader},
    path::PathBuf,
    process::{Child, Command, Stdio},
    sync::mpsc,
    thread,
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
        let stdout = child.stdout.take().expect("a pipe");
        let (tx, lines) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
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
