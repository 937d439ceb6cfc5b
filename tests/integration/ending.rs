//! How `taktil play` ends, through the binary: SIGINT, SIGTERM and SIGHUP end a live
//! session cleanly (the journal closed and resumable, the export written, the exit
//! status 128 plus the signal's number), a second signal during that end ends taktil
//! at once, a failed export is an error exit, nothing is created on disk before the
//! devices and settings are checked, and alsa-lib's own error lines never reach the
//! assistant (docs/play.md, "Ending a session").
//!
//! Every wait is for a printed line or for the process, bounded by [`WAIT`]; nothing
//! assumes how fast anything happens.

use std::{
    io::Write,
    os::unix::process::ExitStatusExt,
    path::{Path, PathBuf},
    process::{Child, ChildStdin, Command, ExitStatus, Stdio},
    sync::mpsc,
    thread::{self, JoinHandle},
    time::{Duration, Instant},
};

use crate::util::line_by_line;

/// The longest wait for a line or for the end of the process.
pub const WAIT: Duration = Duration::from_secs(30);

/// A running `taktil play`: its standard input kept open (so only a signal or `quit`
/// ends it), its standard output line by line, its standard error kept.
pub struct Session {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: mpsc::Receiver<String>,
    /// Every line of standard output read so far.
    pub said: Vec<String>,
    errors: mpsc::Receiver<String>,
    /// Every line of standard error read so far.
    pub told: Vec<String>,
    stderr: Option<JoinHandle<()>>,
}

impl Session {
    /// Starts `taktil play <args>`.
    pub fn start(args: &[&str]) -> Session {
        let mut child = Command::new(env!("CARGO_BIN_EXE_taktil"))
            .arg("play")
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("taktil runs");
        let (lines, _) = line_by_line(child.stdout.take().expect("a pipe"));
        let (errors, stderr) = line_by_line(child.stderr.take().expect("a pipe"));
        let stdin = child.stdin.take();
        Session { child, stdin, lines, said: Vec::new(), errors, told: Vec::new(), stderr: Some(stderr) }
    }

    /// Writes a line to its standard input.
    pub fn type_line(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("standard input open");
        writeln!(stdin, "{line}").and_then(|()| stdin.flush()).expect("taktil reads");
    }

    /// Reads standard output until a line contains `want`.
    pub fn until(&mut self, want: &str) {
        while !self.said.last().is_some_and(|l| l.contains(want)) {
            let line =
                self.lines.recv_timeout(WAIT).unwrap_or_else(|_| panic!("no line with {want:?} in {:?}", self.said));
            self.said.push(line);
        }
    }

    /// Reads standard error until a line contains `want`.
    pub fn until_told(&mut self, want: &str) {
        while !self.told.last().is_some_and(|l| l.contains(want)) {
            let line = self
                .errors
                .recv_timeout(WAIT)
                .unwrap_or_else(|_| panic!("no error line with {want:?} in {:?}", self.told));
            self.told.push(line);
        }
    }

    /// Sends it a signal (`TERM`, `INT`, `HUP`), as `kill -s` does.
    pub fn signal(&self, name: &str) {
        let number = match name {
            "TERM" => libc::SIGTERM,
            "INT" => libc::SIGINT,
            "HUP" => libc::SIGHUP,
            other => panic!("no signal {other} in these tests"),
        };
        assert!(crate::util::send_signal(self.child.id(), number), "kill -s {name}");
    }

    /// Waits for its end (standard input still open); its status and standard error.
    pub fn end(mut self) -> (ExitStatus, String) {
        let deadline = Instant::now() + WAIT;
        let status = loop {
            if let Some(status) = self.child.try_wait().expect("a child") {
                break status;
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                panic!("taktil did not end; it said {:?}", self.said);
            }
            thread::sleep(Duration::from_millis(10));
        };
        drop(self.stdin.take());
        if let Some(reader) = self.stderr.take() {
            let _ = reader.join();
        }
        self.told.extend(self.errors.try_iter());
        let stderr = self.told.iter().map(|l| format!("{l}\n")).collect();
        (status, stderr)
    }
}

/// A fresh folder for one test.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("taktil-end-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

/// What `taktil` says on standard error when the export into `dir` was written.
pub fn wrote(dir: &Path) -> String {
    let files: String = ["game.pgn", "game.brf", "game.txt", "game.wav"]
        .iter()
        .map(|f| format!("taktil: wrote {}\n", dir.join(f).display()))
        .collect();
    files + &national_braille_note(dir)
}

/// What an export says after its files when taktil was built without liblouis: the
/// braille is not the locale's (issue 17); nothing with the `louis` feature.
pub fn national_braille_note(dir: &Path) -> String {
    if cfg!(feature = "louis") {
        return String::new();
    }
    format!("taktil: {}: {}\n", dir.join("game.brf").display(), taktil::export::NOT_BUILT_IN)
}

/// The moves of a journal, replayed as PGN (without clock comments).
pub fn journal_moves(journal: &Path) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_taktil")).arg("replay").arg("--pgn").arg(journal).output().unwrap();
    assert!(out.status.success(), "the journal replays: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).lines().filter(|l| !l.starts_with('[') && !l.is_empty()).collect()
}

/// The journal resumes: `--resume` starts from it and ends with its input.
pub fn resumes(journal: &Path) {
    let out = Command::new(env!("CARGO_BIN_EXE_taktil"))
        .args(["play", "--resume", "--silent", "--journal"])
        .arg(journal)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(out.status.success(), "the journal resumes: {}", String::from_utf8_lossy(&out.stderr));
}

/// Each of the three signals ends a session fed by standard input cleanly: the move
/// made is in the journal and in the export, and the status is 128 plus its number.
#[test]
fn each_signal_ends_a_session_cleanly_with_its_status() {
    for (name, status) in [("TERM", 143), ("INT", 130), ("HUP", 129)] {
        let dir = folder(&format!("signal-{name}"));
        let (journal, export) = (dir.join("game.journal"), dir.join("export"));
        let mut session =
            Session::start(&["--silent", "--journal", journal.to_str().unwrap(), "--export", export.to_str().unwrap()]);
        session.until("Ready. You play white.");
        session.type_line("assist move e4");
        session.until("1. e4  (e2e4, white entered by the assistant)");
        session.signal(name);
        let (ended, stderr) = session.end();
        assert_eq!(ended.code(), Some(status), "SIG{name}: {stderr}");
        assert_eq!(
            stderr,
            format!("taktil: SIG{name}: the session ends; a second signal ends taktil at once\n{}", wrote(&export))
        );
        let pgn = std::fs::read_to_string(export.join("game.pgn")).unwrap();
        assert!(pgn.contains("\n1. e4 "), "{pgn}");
        assert_eq!(journal_moves(&journal), "1. e4 *");
        resumes(&journal);
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// The demo, a source that would go on for minutes, ends on SIGTERM with its export.
#[test]
fn a_signal_ends_the_demo_cleanly() {
    let dir = folder("demo");
    let script = dir.join("demo.script");
    std::fs::write(&script, "set blind white\n@0 tactile L e2\n@100 tactile P e4\n@600000 tactile L e7\n").unwrap();
    let (journal, export) = (dir.join("demo.journal"), dir.join("export"));
    let mut session = Session::start(&[
        "--silent",
        "--demo",
        script.to_str().unwrap(),
        "--journal",
        journal.to_str().unwrap(),
        "--export",
        export.to_str().unwrap(),
    ]);
    session.until("1. e4  (e2e4, white on the tactile board)");
    session.signal("TERM");
    let (ended, stderr) = session.end();
    assert_eq!(ended.code(), Some(143), "{stderr}");
    assert_eq!(
        stderr,
        format!("taktil: SIGTERM: the session ends; a second signal ends taktil at once\n{}", wrote(&export))
    );
    assert!(std::fs::read_to_string(export.join("game.pgn")).unwrap().contains("\n1. e4 "));
    resumes(&journal);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A second signal while the clean end is under way ends taktil at once: here the
/// export hangs on a named pipe that nobody reads, and only the second signal ends it.
/// The journal, synced before each move was announced, still resumes.
#[test]
fn a_second_signal_during_the_clean_end_ends_taktil_at_once() {
    let dir = folder("second");
    let (journal, export) = (dir.join("game.journal"), dir.join("export"));
    std::fs::create_dir_all(&export).unwrap();
    let made = Command::new("mkfifo").arg(export.join("game.pgn")).status();
    assert!(made.is_ok_and(|s| s.success()), "mkfifo");
    let mut session =
        Session::start(&["--silent", "--journal", journal.to_str().unwrap(), "--export", export.to_str().unwrap()]);
    session.type_line("assist move e4");
    session.until("1. e4  (e2e4, white entered by the assistant)");
    session.signal("TERM");
    // The clean end has begun when it says so; it then hangs on the pipe.
    session.until_told("SIGTERM: the session ends");
    session.signal("INT");
    let (ended, _) = session.end();
    assert_eq!(ended.code(), None, "ended by the signal, not by an exit status");
    assert!(matches!(ended.signal(), Some(2 | 15)), "{ended:?}");
    assert_eq!(journal_moves(&journal), "1. e4 *");
    resumes(&journal);
    let _ = std::fs::remove_dir_all(&dir);
}

/// An export that cannot be written is an error exit that names each file and why;
/// the other files are still written.
#[test]
fn a_failed_export_is_an_error_exit() {
    let dir = folder("export");
    let (journal, export) = (dir.join("game.journal"), dir.join("export"));
    // A folder where game.pgn should be: the file cannot be written (as root too).
    std::fs::create_dir_all(export.join("game.pgn")).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_taktil"))
        .args(["play", "--silent", "--journal"])
        .arg(&journal)
        .arg("--export")
        .arg(&export)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let others: String = ["game.brf", "game.txt", "game.wav"]
        .iter()
        .map(|f| format!("taktil: wrote {}\n", export.join(f).display()))
        .collect();
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!(
            "{others}{}taktil: {}: cannot write: Is a directory (os error 21)\n",
            national_braille_note(&export),
            export.join("game.pgn").display()
        )
    );
    resumes(&journal);
    // A folder that cannot be made: under a file.
    let blocked = dir.join("file");
    std::fs::write(&blocked, "").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_taktil"))
        .args(["play", "--silent", "--export"])
        .arg(blocked.join("export"))
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!(
            "taktil: {}: cannot make the folder: Not a directory (os error 20)\n",
            blocked.join("export").display()
        )
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A board that cannot be opened, or settings that cannot start a game, leave nothing
/// on disk: no journal (whose existence would refuse the next start) and no export.
#[test]
fn nothing_is_created_before_the_devices_and_settings_are_checked() {
    let dir = folder("nothing");
    let (journal, export) = (dir.join("nx.j"), dir.join("export"));
    let cases: [(&[&str], &str); 3] = [
        (
            &["--board", "serial:/nonexistent"],
            "taktil: the tactile board (serial:/nonexistent): cannot open /nonexistent: No such file or directory\n",
        ),
        (
            &["--sighted-board", "dgt:/nonexistent"],
            "taktil: the sighted board (dgt:/nonexistent): cannot open /nonexistent: No such file or directory\n",
        ),
        (&["--voice", "nonsense"], "taktil: --voice nonsense: expected LANG=VOICE, e.g. de=German\n"),
    ];
    for (args, message) in cases {
        let out = Command::new(env!("CARGO_BIN_EXE_taktil"))
            .args(["play", "--silent"])
            .args(args)
            .arg("--journal")
            .arg(&journal)
            .arg("--export")
            .arg(&export)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(String::from_utf8_lossy(&out.stderr), message);
        assert!(!journal.exists(), "{args:?} left a journal");
        assert!(!export.exists(), "{args:?} left an export");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// On a computer without a sound card and without a sound server, alsa-lib's own
/// error lines (`ALSA lib confmisc.c:855:(parse_card) cannot find card '0'` ...) do
/// not reach the assistant; taktil's own sentence does, and it says at the start what
/// the player will hear (issue 29, point 10): nothing, everything as text; speech is
/// not started, so "Speech stopped answering" never comes later.
#[cfg(feature = "sound")]
#[test]
fn alsa_lines_are_silenced_and_taktil_says_why() {
    let dir = folder("alsa");
    let out = Command::new(env!("CARGO_BIN_EXE_taktil"))
        .args(["play", "--speak", "--plain"])
        // No sound server (an empty runtime folder), no speech daemon to wait for.
        .env("XDG_RUNTIME_DIR", &dir)
        .env_remove("PULSE_SERVER")
        .env_remove("PULSE_RUNTIME_PATH")
        .env("SPEECHD_ADDRESS", format!("unix_socket:{}", dir.join("no-speechd").display()))
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.lines().all(|l| l.starts_with("taktil: ")), "{stderr}");
    if !Path::new("/dev/snd").exists() {
        let said = "taktil: No sound output found: you will hear no speech and no sounds. Everything is \
                    shown as text.\n";
        assert!(stderr.starts_with(said), "{stderr}");
        assert!(stderr.contains("taktil: sound output: "), "{stderr}");
        assert!(!stderr.contains("taktil: speech: "), "speech was started or tried: {stderr}");
    }
}
