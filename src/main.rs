//! The `taktil` command: parses the arguments ([`taktil::cli`]), runs the command
//! ([`taktil::cmd`]) with standard output as its output, and turns its error into
//! words on standard error and exit status 2 (ripgrep's thin `main`).

use std::{
    io::{self, Write},
    process::ExitCode,
};

use clap::Parser;
use taktil::{cli::Cli, cmd};

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cmd::run(cli, &mut io::stdout()) {
        Ok(code) => code,
        // The reader went away (`taktil announce ... | head`): not an error.
        Err(e) if e.is_broken_pipe() => ExitCode::SUCCESS,
        Err(e) => {
            let mut stderr = io::stderr().lock();
            for line in e.lines() {
                let _ = writeln!(stderr, "taktil: {line}");
            }
            ExitCode::from(2)
        }
    }
}
