//! `taktil board`: what a TBP/1 board on a serial port reports, printed as
//! session-script lines, with the link's events (connected, lost, back, dropped
//! lines) as comments (the link itself is [`crate::io::tbp_serial`]).

use std::{io::Write, process::ExitCode};

use super::Error;
use crate::{
    cli::{BoardArgs, BoardDevice},
    core::input::{Device, Input},
    io::tbp_serial::{self, SerialBoard, TbpLostReason},
    script,
};

/// Prints the board's messages to `out` until the user presses Ctrl-C. A pulled cable
/// is a comment, not the end: the board is opened again every second.
///
/// # Errors
/// When the port cannot be opened; `out` that cannot be written.
pub fn run(args: &BoardArgs, out: &mut dyn Write) -> Result<ExitCode, Error> {
    let device = match args.device {
        BoardDevice::Tactile => Device::Tactile,
        BoardDevice::Sighted => Device::Sighted,
    };
    let settings = tbp_serial::SerialSettings { baud: args.baud, ..tbp_serial::SerialSettings::default() };
    let board = SerialBoard::open(&args.port, settings)?;
    writeln!(out, "# taktil board: the TBP/1 board on {} ({})", board.port(), device.as_str())
        .map_err(Error::Output)?;
    for event in board.events() {
        writeln!(out, "{}", line(event, device, board.port())).map_err(Error::Output)?;
        out.flush().map_err(Error::Output)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// One event of `device` on `port` as a script line, or a comment.
fn line(event: tbp_serial::TbpEvent, device: Device, port: &str) -> String {
    match event {
        tbp_serial::TbpEvent::Board { t, msg, seq } => {
            let input = Input::Board { device, msg, seq };
            script::TimedInput { line: 0, t, input }.to_string()
        }
        tbp_serial::TbpEvent::Connected { t, kind, firmware, again } => {
            let what = if again { "back" } else { "connected" };
            let firmware = firmware.map(|f| format!(" {f}")).unwrap_or_default();
            format!("# {t} {what}: {kind}{firmware}")
        }
        tbp_serial::TbpEvent::Resync { t } => format!("# {t} asked the board for a snapshot"),
        tbp_serial::TbpEvent::Garbage { t, line, fault } => format!("# {t} line {line} ignored: {fault}"),
        tbp_serial::TbpEvent::Lost { t, reason } => {
            let why = match reason {
                TbpLostReason::Port(e) => format!("lost the board on {port}: {e}"),
                TbpLostReason::NoAnswer => format!("no TBP/1 board answers on {port}"),
                TbpLostReason::Silent => format!("the board on {port} stopped answering"),
            };
            format!("# {t} {why}; trying again every second")
        }
    }
}
