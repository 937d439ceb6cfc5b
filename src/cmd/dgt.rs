//! `taktil dgt`: what a DGT electronic board reports, printed as session-script lines
//! of the `sighted` device: its pieces, and the cabled clock's readings
//! (`@<ms> sighted clock-reading white 1:23:45 black 0:59:59 running white`), so that a
//! recording replays with the clock; the link's events are comments (the board itself
//! is [`crate::io::dgt`]).

use std::{io::Write, process::ExitCode};

use super::Error;
use crate::{
    cli::{DgtArgs, Rotated},
    core::input::{Device, Input},
    io::dgt::{self, ClockSide, Dgt, Orientation},
    script,
};

/// Prints the board's messages to `out` until the board fails or the user presses
/// Ctrl-C.
///
/// # Errors
/// When the port cannot be opened or the board fails; `out` that cannot be written.
pub fn run(args: &DgtArgs, out: &mut dyn Write) -> Result<ExitCode, Error> {
    let orientation = match args.rotated {
        Rotated::Auto => None,
        Rotated::Yes => Some(Orientation::Rotated),
        Rotated::No => Some(Orientation::Normal),
    };
    let white_side = crate::play::devices::clock_white(args.clock_white);
    let config = dgt::DgtConfig { orientation, debounce_ms: args.debounce_ms, white_side, ..dgt::DgtConfig::default() };
    let board = Dgt::open(&args.port, config)?;
    writeln!(out, "# taktil dgt: the DGT board on {}", board.port()).map_err(Error::Output)?;
    for event in board.events() {
        writeln!(out, "{}", line(event?)).map_err(Error::Output)?;
        out.flush().map_err(Error::Output)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// One event as a script line, or a comment.
fn line(event: dgt::DgtEvent) -> String {
    match event {
        dgt::DgtEvent::Board { t, msg } => {
            let input = Input::Board { device: Device::Sighted, msg, seq: None };
            script::TimedInput { line: 0, t, input }.to_string()
        }
        dgt::DgtEvent::Orientation { t, orientation } => {
            let side = match orientation {
                Orientation::Normal => "White",
                Orientation::Rotated => "Black",
            };
            format!("# {t} the DGT board stands with {side} at the connector side")
        }
        dgt::DgtEvent::Clock { t, reading } => {
            script::TimedInput { line: 0, t, input: Input::ExternalClock(reading) }.to_string()
        }
        dgt::DgtEvent::ClockSide { t, white } => {
            let side = match white {
                ClockSide::Left => "left",
                ClockSide::Right => "right",
            };
            format!("# {t} the clock shows White's time on the {side}: its clock ran first")
        }
        dgt::DgtEvent::Lost { t, reason } => format!("# {t} the DGT board: {reason}; trying again every second"),
        dgt::DgtEvent::Back { t } => format!("# {t} the DGT board is back"),
        dgt::DgtEvent::Resync { t, problem } => format!("# {t} {problem}: asked the board for a full dump"),
    }
}
