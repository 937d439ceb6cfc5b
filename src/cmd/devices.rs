//! `taktil devices`: one plain line per connected device, for a screen reader, in the
//! language of `--locale` (issue 29, point 11): the gamepads (the HID peg board, a
//! keypad) through gilrs, the serial ports through serialport, the keyboards through
//! evdev.

use std::{
    io::{self, Write},
    process::ExitCode,
};

use super::Error;
use crate::{
    cli::DevicesArgs,
    config::LiveChessHost,
    io::{
        hid::gamepad,
        keyboard::device::{self as keyboard, ListError},
        livechess,
    },
    l10n::Localizer,
    notice::{
        Notice,
        device::{Listed, SerialKind, Unlisted},
    },
    replay,
    script::Header,
};

/// Lists the devices to `out`. A list that cannot be had is a line too.
///
/// # Errors
/// An unknown locale; `out` that cannot be written.
pub fn run(args: &DevicesArgs, out: &mut dyn Write) -> Result<ExitCode, Error> {
    let header = Header { locale: args.locale.clone(), ..Header::default() };
    let l10n = replay::localizer(&header, false)?;
    if let Some(place) = &args.livechess {
        return livechess_boards(place, out, &l10n);
    }
    gamepads(out, &l10n).map_err(Error::Output)?;
    serial_ports(out, &l10n).map_err(Error::Output)?;
    keyboards(out, &l10n).map_err(Error::Output)?;
    Ok(ExitCode::SUCCESS)
}

/// A device line, in the session's language.
fn line(out: &mut dyn Write, l10n: &Localizer, listed: Listed) -> io::Result<()> {
    writeln!(out, "{}", l10n.render_notice(&Notice::Device(listed)).text())
}

/// A count for a line (the largest it can say, if it is larger).
fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// A line per gamepad, with its buttons and USB ids when known.
fn gamepads(out: &mut dyn Write, l10n: &Localizer) -> io::Result<()> {
    match gamepad::gamepads() {
        Ok(pads) if pads.is_empty() => writeln!(out, "{}", l10n.render_notice(&Notice::NoHidDevice).text()),
        Ok(pads) => pads.iter().try_for_each(|pad| {
            let listed = Listed::Gamepad {
                id: count(pad.id),
                name: pad.name.clone(),
                buttons: pad.buttons.map(count),
                usb: pad.usb,
            };
            line(out, l10n, listed)
        }),
        Err(e) => line(out, l10n, Listed::GamepadsUnlisted { error: e.to_string() }),
    }
}

/// A line per keyboard taktil can read through evdev (name and path, for the device
/// file's `keyboard =`), or why none can be read.
fn keyboards(out: &mut dyn Write, l10n: &Localizer) -> io::Result<()> {
    match keyboard::list() {
        Ok(seen) if seen.is_empty() => writeln!(out, "{}", l10n.render_notice(&Notice::NoEvdevKeyboard).text()),
        Ok(seen) => seen
            .iter()
            .try_for_each(|k| line(out, l10n, Listed::Keyboard { path: k.path.clone(), name: k.name.clone() })),
        Err(why) => {
            writeln!(out, "{}", l10n.render_notice(&Notice::NoEvdevKeyboard).text())?;
            let why = match why {
                ListError::NotBuilt if cfg!(target_os = "linux") => Unlisted::NotBuilt,
                ListError::NotBuilt => Unlisted::NotLinux,
                ListError::NoInput => Unlisted::NoInput,
                ListError::Unreadable(e) => Unlisted::Unreadable { error: e.to_string() },
                ListError::NoneReadable { nodes } => Unlisted::NoneReadable { nodes: count(nodes) },
            };
            line(out, l10n, Listed::KeyboardsUnlisted(why))
        }
    }
}

/// A line per board of the LiveChess at `place` (`HOST[:PORT]`), or why none can be
/// listed (issue 31). Fails (exit 1) when LiveChess cannot be asked, so a script can
/// tell.
fn livechess_boards(at: &LiveChessHost, out: &mut dyn Write, l10n: &Localizer) -> Result<ExitCode, Error> {
    let place = at.to_string();
    let listed = match livechess::boards(&at.host, at.port) {
        Ok(boards) if boards.is_empty() => vec![Listed::NoLiveChessBoard { place }],
        Ok(boards) => boards.into_iter().map(livechess_line).collect(),
        Err(e) => {
            let error = match e {
                livechess::LiveChessError::Unreachable { reason, .. }
                | livechess::LiveChessError::Answer { reason, .. } => reason,
                other => other.to_string(),
            };
            line(out, l10n, Listed::LiveChessUnlisted { place, error }).map_err(Error::Output)?;
            return Ok(ExitCode::FAILURE);
        }
    };
    listed.into_iter().try_for_each(|l| line(out, l10n, l)).map_err(Error::Output)?;
    Ok(ExitCode::SUCCESS)
}

/// One LiveChess board as a line: the start position said in words, any other as its
/// placement.
fn livechess_line(board: livechess::EBoard) -> Listed {
    let start = shakmaty::Board::default();
    let placement = board.board.as_deref().and_then(|b| b.split_whitespace().next().map(str::to_owned));
    let is_start = placement.as_deref().and_then(|p| p.parse::<shakmaty::Board>().ok()).is_some_and(|b| b == start);
    Listed::LiveChessBoard {
        serial: board.serialnr,
        state: board.state.unwrap_or_else(|| "?".to_owned()),
        source: board.source,
        board: if is_start { None } else { Some(placement.unwrap_or_else(|| "?".to_owned())) },
    }
}

/// A line per serial port, with its USB ids and product or Bluetooth.
fn serial_ports(out: &mut dyn Write, l10n: &Localizer) -> io::Result<()> {
    match serialport::available_ports() {
        Ok(ports) if ports.is_empty() => line(out, l10n, Listed::NoSerialPort),
        Ok(ports) => ports.iter().try_for_each(|port| {
            let kind = match &port.port_type {
                serialport::SerialPortType::UsbPort(usb) => {
                    SerialKind::Usb { vid: usb.vid, pid: usb.pid, product: usb.product.clone() }
                }
                serialport::SerialPortType::BluetoothPort => SerialKind::Bluetooth,
                _ => SerialKind::Other,
            };
            line(out, l10n, Listed::SerialPort { port: port.port_name.clone(), kind })
        }),
        Err(e) => line(out, l10n, Listed::SerialPortsUnlisted { error: e.to_string() }),
    }
}
