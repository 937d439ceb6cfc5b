//! The commands of `taktil`, one module each: what `taktil <command>` does once its
//! arguments are parsed ([`crate::cli`]).
//!
//! Each command is a function `run(args, out)` that writes its output to `out` (the
//! binary gives it standard output; a test gives it a `Vec<u8>`), says what goes wrong
//! as an [`Error`], and returns the exit status of a command that ran: success, or
//! failure when something it went through was not right (a script that did not
//! replay, a key map with problems). Notes for the user along the way (a file written,
//! a voice missing) go to standard error after taktil's name ([`tell`]). Shared parts:
//! `speech` starts the voice, `files` reads the files the commands are given.

pub mod announce;
pub mod board;
pub mod calibrate;
pub mod correspondence;
pub mod devices;
pub mod dgt;
mod error;
mod files;
pub mod keys;
mod online;
mod outlets;
pub mod play;
pub mod reconcile;
pub mod replay;
pub mod review;
mod speech;
pub mod synth;

use std::{
    fmt,
    io::{self, Write},
    process::ExitCode,
};

pub use error::Error;

use crate::cli::{Cli, Command};

/// Runs the command of `cli`, its output to `out`.
///
/// # Errors
/// When the command cannot go on: a file or flag it cannot use, a device it cannot
/// open, `out` that cannot be written. The error says which and why.
pub fn run(cli: Cli, out: &mut dyn Write) -> Result<ExitCode, Error> {
    match cli.command {
        Command::Play(args) => play::run(*args, out),
        Command::Replay(args) => replay::run(&args, out),
        Command::Announce(args) => announce::run(&args, out),
        Command::Synth(args) => synth::run(&args),
        Command::Dgt(args) => dgt::run(&args, out),
        Command::Board(args) => board::run(&args, out),
        Command::Reconcile(args) => reconcile::run(&args, out),
        Command::Devices(args) => devices::run(&args, out),
        Command::Calibrate(args) => calibrate::run(&args, out),
        Command::Keys(args) => keys::run(&args, out),
        Command::Review(args) => review::run(&args, out),
        Command::Correspondence(args) => correspondence::run(&args, out),
    }
}

/// A note for the user on standard error, after taktil's name (`taktil: wrote
/// game.pgn`). A standard error that cannot be written loses it: there is nowhere
/// else to say so.
pub fn tell(note: impl fmt::Display) {
    let _ = writeln!(io::stderr(), "taktil: {note}");
}

/// Success, or failure when `failed`.
fn status(failed: bool) -> ExitCode {
    if failed { ExitCode::FAILURE } else { ExitCode::SUCCESS }
}
