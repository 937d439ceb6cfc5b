//! `taktil devices`: one plain line per connected device, for a screen reader: the
//! gamepads (the HID peg board, a keypad) through gilrs, the serial ports through
//! serialport, the keyboards through evdev.

use std::{
    io::{self, Write},
    process::ExitCode,
};

use super::Error;
use crate::{
    cli::DevicesArgs,
    io::{hid::gamepad, keyboard::device as keyboard},
    l10n::Localizer,
    notice::Notice,
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
    gamepads(out, &l10n).map_err(Error::Output)?;
    serial_ports(out).map_err(Error::Output)?;
    keyboards(out, &l10n).map_err(Error::Output)?;
    Ok(ExitCode::SUCCESS)
}

/// A line per gamepad, with its buttons and USB ids when known.
fn gamepads(out: &mut dyn Write, l10n: &Localizer) -> io::Result<()> {
    match gamepad::gamepads() {
        Ok(pads) if pads.is_empty() => writeln!(out, "{}", l10n.render_notice(&Notice::NoHidDevice).text()),
        Ok(pads) => pads.iter().try_for_each(|pad| {
            let buttons = pad.buttons.map(|n| format!(", {n} buttons")).unwrap_or_default();
            match pad.usb {
                Some((vendor, product)) => {
                    writeln!(out, "Gamepad {}: {}{buttons}, USB {vendor:04x}:{product:04x}.", pad.id, pad.name)
                }
                None => writeln!(out, "Gamepad {}: {}{buttons}.", pad.id, pad.name),
            }
        }),
        Err(e) => writeln!(out, "Gamepads: {e}."),
    }
}

/// A line per keyboard taktil can read through evdev (name and path, for the device
/// file's `keyboard =`), or why none can be read.
fn keyboards(out: &mut dyn Write, l10n: &Localizer) -> io::Result<()> {
    match keyboard::list() {
        Ok(seen) if seen.is_empty() => writeln!(out, "{}", l10n.render_notice(&Notice::NoEvdevKeyboard).text()),
        Ok(seen) => seen.iter().try_for_each(|k| writeln!(out, "Keyboard {}: {}.", k.path, k.name)),
        Err(why) => {
            writeln!(out, "{}", l10n.render_notice(&Notice::NoEvdevKeyboard).text())?;
            writeln!(out, "Keyboards: {why}.")
        }
    }
}

/// A line per serial port, with its USB ids and product or Bluetooth.
fn serial_ports(out: &mut dyn Write) -> io::Result<()> {
    match serialport::available_ports() {
        Ok(ports) if ports.is_empty() => writeln!(out, "No serial port found."),
        Ok(ports) => ports.iter().try_for_each(|port| match &port.port_type {
            serialport::SerialPortType::UsbPort(usb) => {
                let product = usb.product.as_deref().map_or(String::new(), |p| format!(", {p}"));
                writeln!(out, "Serial port {}: USB {:04x}:{:04x}{product}.", port.port_name, usb.vid, usb.pid)
            }
            serialport::SerialPortType::BluetoothPort => writeln!(out, "Serial port {}: Bluetooth.", port.port_name),
            _ => writeln!(out, "Serial port {}.", port.port_name),
        }),
        Err(e) => writeln!(out, "Serial ports: cannot list them: {e}."),
    }
}
