//! The commands called as library functions, without spawning the binary: arguments
//! built with `Cli::try_parse_from`, output read from a `Vec<u8>`, errors as values.

use std::{
    fs, io,
    path::PathBuf,
    process::{Command as Process, ExitCode},
};

use clap::Parser;
use taktil::{
    cli::{Cli, Command, FlagError},
    cmd::{self, Error},
};

/// The arguments of `taktil <args>`.
fn cli(args: &[&str]) -> Cli {
    Cli::try_parse_from(std::iter::once("taktil").chain(args.iter().copied())).expect("the arguments parse")
}

/// A file of the project.
fn project(path: &str) -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(path).display().to_string()
}

/// Runs a command into a buffer: its status (as text: `ExitCode` has no equality) and
/// its output.
fn run(args: &[&str]) -> (Result<String, Error>, String) {
    let mut out = Vec::new();
    let status = cmd::run(cli(args), &mut out).map(|code| format!("{code:?}"));
    (status, String::from_utf8(out).expect("UTF-8 output"))
}

/// A writer whose reader has gone away.
struct ClosedPipe;

impl io::Write for ClosedPipe {
    fn write(&mut self, _: &[u8]) -> io::Result<usize> {
        Err(io::ErrorKind::BrokenPipe.into())
    }
    fn flush(&mut self) -> io::Result<()> {
        Err(io::ErrorKind::BrokenPipe.into())
    }
}

/// A writer on a full disk.
struct Full;

impl io::Write for Full {
    fn write(&mut self, _: &[u8]) -> io::Result<usize> {
        Err(io::Error::from_raw_os_error(28))
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

#[test]
fn announce_writes_its_moves_into_a_buffer() {
    let Command::Announce(args) = cli(&["announce", "--silent", "--locale", "de", "e4", "e5"]).command else {
        panic!("parsed as another command")
    };
    let mut out = Vec::new();
    let code = cmd::announce::run(&args, &mut out).expect("announces");
    assert_eq!(format!("{code:?}"), format!("{:?}", ExitCode::SUCCESS));
    let text = String::from_utf8(out).expect("UTF-8");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text}");
    assert!(lines[0].starts_with("1. e4") && lines[0].contains("[de] "), "{text}");
    assert!(lines[1].starts_with("1... e5"), "{text}");
}

#[test]
fn replay_in_process_writes_what_the_binary_prints() {
    let script = project("tests/scripts/moves/quiet_move_auto.script");
    for format in ["text", "jsonl"] {
        let (status, out) = run(&["replay", "--format", format, &script]);
        assert_eq!(status.expect("replays"), format!("{:?}", ExitCode::SUCCESS));
        let binary = Process::new(env!("CARGO_BIN_EXE_taktil"))
            .args(["replay", "--format", format, &script])
            .output()
            .expect("runs");
        assert_eq!(out, String::from_utf8_lossy(&binary.stdout), "{format}");
    }
}

#[test]
fn a_script_that_cannot_be_read_fails_and_the_others_are_replayed() {
    let script = project("tests/scripts/moves/quiet_move_auto.script");
    let (status, out) = run(&["replay", "/nonexistent/taktil.script", &script]);
    assert_eq!(status.expect("runs to the end"), format!("{:?}", ExitCode::FAILURE));
    assert!(out.starts_with(&format!("== {script} ==\n")), "{out}");
}

#[test]
fn a_closed_output_is_a_broken_pipe_and_not_a_failure() {
    let script = project("tests/scripts/moves/quiet_move_auto.script");
    let e = cmd::run(cli(&["replay", &script]), &mut ClosedPipe).expect_err("the write fails");
    assert!(e.is_broken_pipe(), "{e:?}");
    let e = cmd::run(cli(&["announce", "--silent", "e4"]), &mut ClosedPipe).expect_err("the write fails");
    assert!(e.is_broken_pipe(), "{e:?}");
    // Any other write error is one, in the words `taktil` prints.
    let e = cmd::run(cli(&["announce", "--silent", "e4"]), &mut Full).expect_err("the write fails");
    assert!(!e.is_broken_pipe());
    assert_eq!(e.lines(), ["cannot write: No space left on device (os error 28)"]);
}

#[test]
fn errors_are_values_with_the_words_taktil_prints() {
    let script = project("tests/scripts/moves/quiet_move_auto.script");
    let (status, _) = run(&["replay", "--chess960=x", &script]);
    assert!(matches!(status, Err(Error::Flag(FlagError::Chess960(ref n))) if n == "x"), "{status:?}");
    let (status, _) = run(&["announce", "--silent"]);
    let e = status.expect_err("nothing to announce");
    assert_eq!(e.lines(), ["nothing to announce: give moves (e.g. e4 e5 Nf3) or --pgn FILE"]);
}

#[test]
fn every_problem_of_a_configuration_file_is_a_line_of_its_own() {
    let path = std::env::temp_dir().join(format!("taktil-cmd-{}.toml", std::process::id()));
    fs::write(&path, "[game]\nblind = \"purple\"\n[sesion]\n").expect("a temporary file");
    let (status, _) = run(&["play", "--silent", "--config", &path.display().to_string()]);
    let _ = fs::remove_file(&path);
    let lines = status.expect_err("refused").lines();
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(lines[0].ends_with(":2: [game] blind = \"purple\": expected white or black"), "{lines:?}");
    assert!(lines[1].contains(":3: [sesion]: unknown table"), "{lines:?}");
}
