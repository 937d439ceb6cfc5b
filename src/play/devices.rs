//! The devices of a live session: each adapter's thread feeds the loop's one channel.
//!
//! `taktil play` reads the tactile board from standard input, a HID peg board (with
//! the keypad, both through gilrs) or a serial TBP/1 board, and the sighted player's
//! board, when it is electronic, from a DGT or a serial TBP/1 board. Every adapter
//! already owns its device on a thread of its own (house style); here a small
//! forwarding thread per adapter turns its events into [`Arrival`]s, and [`Devices`]
//! routes the core's requests (`SNAP`, R-33) back to the adapter of that board.
//!
//! A device that cannot be opened at the start is an error: a game must not begin
//! with its board missing. A device lost later is said to the player (one sentence)
//! and noted for the assistant; the game and the journal go on.

use std::{fmt, path::PathBuf, str::FromStr, thread};

use crossbeam_channel::{Receiver, Sender};

use crate::{
    core::{
        input::{Device, Input},
        output::{HostCmd, Output},
    },
    io::{
        dgt::{self, Dgt, Orientation},
        hid::{
            config::HidConfig,
            gamepad::Hid,
            mapper::{HidEvent, Mapper},
        },
        tbp_serial::{self, SerialBoard},
    },
};

use super::{Arrival, Requests};

/// Where the tactile board's messages come from.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum BoardSource {
    /// TBP/1 lines on standard input (a board bridged by another program, a test, the
    /// demo).
    #[default]
    Stdin,
    /// The HID peg board (gilrs), mapped by the device file.
    Hid,
    /// A TBP/1 board on a serial port.
    Serial(String),
}

/// Where the keys come from besides the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum KeypadSource {
    /// No separate keypad: the keys come with the board (or as `pad K` lines).
    #[default]
    None,
    /// A HID keypad (gilrs), named in the device file.
    Hid,
}

/// Where the sighted player's board is read, if it is electronic.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum SightedSource {
    /// An ordinary board: the assistant enters what it shows when asked.
    #[default]
    None,
    /// A DGT board on a serial port.
    Dgt(String),
    /// A TBP/1 board on a serial port.
    Serial(String),
}

/// Which way round a DGT board stands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Rotation {
    /// Worked out from the start position.
    #[default]
    Auto,
    /// Black at the connector side.
    Yes,
    /// White at the connector side.
    No,
}

/// The port of `serial:PORT` / `dgt:PORT`.
fn port<'a>(s: &'a str, prefix: &str) -> Option<&'a str> {
    s.strip_prefix(prefix).filter(|p| !p.trim().is_empty())
}

impl FromStr for BoardSource {
    type Err = String;

    fn from_str(s: &str) -> Result<BoardSource, String> {
        match s.trim() {
            "stdin" => Ok(BoardSource::Stdin),
            "hid" => Ok(BoardSource::Hid),
            other => port(other, "serial:")
                .map(|p| BoardSource::Serial(p.to_owned()))
                .ok_or_else(|| format!("'{s}': expected stdin, hid or serial:PORT (e.g. serial:/dev/ttyUSB0)")),
        }
    }
}

impl fmt::Display for BoardSource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardSource::Stdin => f.write_str("stdin"),
            BoardSource::Hid => f.write_str("hid"),
            BoardSource::Serial(p) => write!(f, "serial:{p}"),
        }
    }
}

impl FromStr for KeypadSource {
    type Err = String;

    fn from_str(s: &str) -> Result<KeypadSource, String> {
        match s.trim() {
            "none" => Ok(KeypadSource::None),
            "hid" => Ok(KeypadSource::Hid),
            _ => Err(format!("'{s}': expected none or hid")),
        }
    }
}

impl fmt::Display for KeypadSource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            KeypadSource::None => "none",
            KeypadSource::Hid => "hid",
        })
    }
}

impl FromStr for SightedSource {
    type Err = String;

    fn from_str(s: &str) -> Result<SightedSource, String> {
        let s = s.trim();
        if s == "none" {
            return Ok(SightedSource::None);
        }
        if let Some(p) = port(s, "dgt:") {
            return Ok(SightedSource::Dgt(p.to_owned()));
        }
        port(s, "serial:")
            .map(|p| SightedSource::Serial(p.to_owned()))
            .ok_or_else(|| format!("'{s}': expected none, dgt:PORT or serial:PORT (e.g. dgt:/dev/ttyACM0)"))
    }
}

impl fmt::Display for SightedSource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SightedSource::None => f.write_str("none"),
            SightedSource::Dgt(p) => write!(f, "dgt:{p}"),
            SightedSource::Serial(p) => write!(f, "serial:{p}"),
        }
    }
}

impl FromStr for Rotation {
    type Err = String;

    fn from_str(s: &str) -> Result<Rotation, String> {
        match s.trim() {
            "auto" => Ok(Rotation::Auto),
            "yes" => Ok(Rotation::Yes),
            "no" => Ok(Rotation::No),
            _ => Err(format!("'{s}': expected auto, yes or no")),
        }
    }
}

impl fmt::Display for Rotation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Rotation::Auto => "auto",
            Rotation::Yes => "yes",
            Rotation::No => "no",
        })
    }
}

/// The devices a session uses.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Setup {
    /// The tactile board.
    pub board: BoardSource,
    /// A separate keypad.
    pub keypad: KeypadSource,
    /// The sighted player's board.
    pub sighted: SightedSource,
    /// Which way round a DGT board stands.
    pub rotated: Rotation,
    /// The HID device file (`taktil calibrate` writes it).
    pub device_file: Option<PathBuf>,
}

impl Setup {
    /// Whether standard input carries the tactile board.
    pub fn reads_stdin(&self) -> bool {
        self.board == BoardSource::Stdin
    }

    /// Whether gilrs must run (a HID board or keypad).
    fn uses_hid(&self) -> bool {
        self.board == BoardSource::Hid || self.keypad == KeypadSource::Hid
    }
}

/// The running device adapters. Dropping it stops them.
#[derive(Default)]
pub struct Devices {
    hid: Option<Hid>,
    tactile_serial: Option<SerialBoard>,
    sighted_serial: Option<SerialBoard>,
    dgt: Option<Dgt>,
}

impl Devices {
    /// Opens every device of `setup` but standard input and starts forwarding their
    /// events to `tx`. `hid` is the device file's mapping (needed with a HID board or
    /// keypad).
    ///
    /// # Errors
    /// When a device cannot be opened: the message names it and its port.
    pub fn start(setup: &Setup, hid: HidConfig, tx: &Sender<Arrival>) -> Result<Devices, String> {
        let mut devices = Devices::default();
        if setup.uses_hid() {
            let pads = Hid::start().map_err(|e| format!("the peg board and keypad (hid): {e}"))?;
            forward_hid(pads.events().clone(), Mapper::new(hid), tx.clone());
            devices.hid = Some(pads);
        }
        if let BoardSource::Serial(port) = &setup.board {
            devices.tactile_serial = Some(serial(port, Device::Tactile, tx)?);
        }
        match &setup.sighted {
            SightedSource::None => {}
            SightedSource::Serial(port) => devices.sighted_serial = Some(serial(port, Device::Sighted, tx)?),
            SightedSource::Dgt(port) => {
                let orientation = match setup.rotated {
                    Rotation::Auto => None,
                    Rotation::Yes => Some(Orientation::Rotated),
                    Rotation::No => Some(Orientation::Normal),
                };
                let config = dgt::Config { orientation, ..dgt::Config::default() };
                let board = Dgt::open(port, config).map_err(|e| format!("the sighted board (dgt:{port}): {e}"))?;
                forward_dgt(board.events().clone(), port.clone(), tx.clone());
                devices.dgt = Some(board);
            }
        }
        Ok(devices)
    }
}

impl Requests for Devices {
    fn request(&mut self, device: Device, cmd: HostCmd) {
        match device {
            Device::Tactile => {
                if let Some(board) = &self.tactile_serial {
                    board.request(cmd);
                }
            }
            Device::Sighted => {
                if let Some(board) = &self.sighted_serial {
                    board.request(cmd);
                }
                if let Some(board) = &self.dgt {
                    board.request(cmd);
                }
            }
            Device::Pad | Device::Assist => {}
        }
    }
}

/// Opens a serial TBP/1 board for `device` and forwards its events.
fn serial(port: &str, device: Device, tx: &Sender<Arrival>) -> Result<SerialBoard, String> {
    let which = match device {
        Device::Sighted => "the sighted board",
        _ => "the tactile board",
    };
    let board = SerialBoard::open(port, tbp_serial::Settings::default())
        .map_err(|e| format!("{which} (serial:{port}): {e}"))?;
    let events = board.events().clone();
    let tx = tx.clone();
    let name = port.to_owned();
    spawn("tbp-forward", move || {
        for event in events {
            let arrival = match (event.input(device), event.output()) {
                (Some(input), _) => Arrival::Input(input),
                (None, Some(output)) => {
                    if let tbp_serial::Event::Lost { reason, .. } = &event {
                        let why = match reason {
                            tbp_serial::LostReason::Port(e) => format!("lost: {e}"),
                            tbp_serial::LostReason::NoAnswer => "no TBP/1 board answers".to_owned(),
                            tbp_serial::LostReason::Silent => "stopped answering".to_owned(),
                        };
                        let _ =
                            tx.send(Arrival::Problem(format!("{which} on {name}: {why}; trying again every second")));
                    }
                    Arrival::Output(output)
                }
                (None, None) => continue,
            };
            if tx.send(arrival).is_err() {
                break;
            }
        }
    });
    Ok(board)
}

/// Forwards the gamepads' raw events through the mapper.
fn forward_hid(
    events: Receiver<Result<crate::io::hid::gamepad::RawEvent, crate::io::hid::gamepad::HidError>>,
    mut mapper: Mapper,
    tx: Sender<Arrival>,
) {
    spawn("hid-forward", move || {
        for event in events {
            let mapped = match event {
                Ok(raw) => mapper.map(raw.pad, &raw.name, &raw.raw),
                Err(e) => vec![HidEvent::Note(format!("the peg board and keypad (hid): {e}"))],
            };
            for m in mapped {
                let arrival = match m {
                    HidEvent::Board { device, msg } => Arrival::Input(Input::Board { device, msg, seq: None }),
                    HidEvent::Say(msg) => Arrival::Output(Output::Say(msg)),
                    HidEvent::Note(text) => Arrival::Problem(text),
                };
                if tx.send(arrival).is_err() {
                    return;
                }
            }
        }
    });
}

/// Forwards a DGT board's events as the sighted board's.
fn forward_dgt(events: Receiver<Result<dgt::Event, dgt::DgtError>>, port: String, tx: Sender<Arrival>) {
    spawn("dgt-forward", move || {
        for event in events {
            let arrival = match event {
                Ok(dgt::Event::Board { msg, .. }) => {
                    Arrival::Input(Input::Board { device: Device::Sighted, msg, seq: None })
                }
                Ok(dgt::Event::Orientation { orientation, .. }) => Arrival::Problem(format!(
                    "the DGT board on {port} stands with {} at the connector side",
                    match orientation {
                        Orientation::Normal => "White",
                        Orientation::Rotated => "Black",
                    }
                )),
                Ok(dgt::Event::Resync { problem, .. }) => {
                    Arrival::Problem(format!("the DGT board on {port}: {problem}; asked for a full dump"))
                }
                Err(e) => Arrival::Problem(format!(
                    "the sighted board (dgt:{port}) is lost: {e}; the game goes on, enter the sighted player's moves with assist commands"
                )),
            };
            if tx.send(arrival).is_err() {
                break;
            }
        }
    });
}

/// Starts a forwarding thread; if the system cannot start one, the device's events are
/// lost, which the player notices as a silent board (there is nothing better to do).
fn spawn(name: &str, body: impl FnOnce() + Send + 'static) {
    let _ = thread::Builder::new().name(name.into()).spawn(body);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sources_read_and_write_their_words() {
        for text in ["stdin", "hid", "serial:/dev/ttyUSB0"] {
            assert_eq!(text.parse::<BoardSource>().map(|b| b.to_string()), Ok(text.to_owned()));
        }
        for text in ["none", "dgt:/dev/ttyACM0", "serial:/dev/ttyUSB1"] {
            assert_eq!(text.parse::<SightedSource>().map(|b| b.to_string()), Ok(text.to_owned()));
        }
        assert_eq!(
            "usb".parse::<BoardSource>(),
            Err("'usb': expected stdin, hid or serial:PORT (e.g. serial:/dev/ttyUSB0)".to_owned())
        );
        assert!("serial:".parse::<BoardSource>().is_err());
        assert!("dgt".parse::<SightedSource>().is_err());
        assert_eq!("keys".parse::<KeypadSource>(), Err("'keys': expected none or hid".to_owned()));
        assert_eq!("maybe".parse::<Rotation>(), Err("'maybe': expected auto, yes or no".to_owned()));
    }

    #[test]
    fn an_unopenable_port_names_the_board_and_the_port() {
        let (tx, _rx) = crossbeam_channel::unbounded();
        let setup = Setup { sighted: SightedSource::Dgt("/nonexistent/tty".into()), ..Setup::default() };
        let Err(e) = Devices::start(&setup, HidConfig::default(), &tx) else { panic!("opened a missing port") };
        assert!(e.starts_with("the sighted board (dgt:/nonexistent/tty): "), "{e}");
        let setup = Setup { board: BoardSource::Serial("/nonexistent/tty".into()), ..Setup::default() };
        let Err(e) = Devices::start(&setup, HidConfig::default(), &tx) else { panic!("opened a missing port") };
        assert!(e.starts_with("the tactile board (serial:/nonexistent/tty): "), "{e}");
    }
}
