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

use std::thread;

use crossbeam_channel::{Receiver, Sender};

pub use crate::config::{BoardSource, KeypadSource, Rotation, SightedSource};
use crate::{
    core::{
        input::{Device, Input, LinkKind},
        output::HostCmd,
    },
    io::{
        dgt::{self, Dgt, Orientation},
        hid::{
            config::HidConfig,
            gamepad::{Hid, HidError},
            mapper::{HidEvent, Mapper},
        },
        tbp_serial::{self, SerialBoard},
    },
};

use super::{Arrival, Requests};

/// A device of the session that could not be opened: the message names the board and
/// its port.
#[derive(Debug, thiserror::Error)]
pub enum DeviceError {
    /// gilrs could not start (the HID peg board and the keypad).
    #[error("the peg board and keypad (hid): {0}")]
    Hid(#[source] HidError),
    /// A serial TBP/1 board's port cannot be opened.
    #[error("{} (serial:{port}): {source}", board_name(*device))]
    Serial {
        /// Which board it is.
        device: Device,
        /// The port given.
        port: String,
        /// Why.
        source: tbp_serial::BoardError,
    },
    /// The DGT board's port cannot be opened.
    #[error("the sighted board (dgt:{port}): {source}")]
    Dgt {
        /// The port given.
        port: String,
        /// Why.
        source: dgt::DgtError,
    },
}

/// A board's name in the assistant's messages.
fn board_name(device: Device) -> &'static str {
    match device {
        Device::Sighted => "the sighted board",
        _ => "the tactile board",
    }
}

/// The devices a session uses: the `[devices]` settings, each not given its default.
pub use crate::config::DevicesConfig as Setup;

impl Setup {
    /// Whether standard input carries the tactile board.
    pub fn reads_stdin(&self) -> bool {
        self.board.as_ref().is_none_or(|b| *b == BoardSource::Stdin)
    }

    /// Whether gilrs must run (a HID board or keypad).
    pub fn uses_hid(&self) -> bool {
        self.board == Some(BoardSource::Hid) || self.keypad == Some(KeypadSource::Hid)
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
    pub fn start(setup: &Setup, hid: HidConfig, tx: &Sender<Arrival>) -> Result<Devices, DeviceError> {
        let mut devices = Devices::default();
        if setup.uses_hid() {
            let pads = Hid::start().map_err(DeviceError::Hid)?;
            forward_hid(pads.events().clone(), Mapper::new(hid), tx.clone());
            devices.hid = Some(pads);
        }
        if let Some(BoardSource::Serial(port)) = &setup.board {
            devices.tactile_serial = Some(serial(port, Device::Tactile, tx)?);
        }
        match setup.sighted_board.as_ref().unwrap_or(&SightedSource::None) {
            SightedSource::None => {}
            SightedSource::Serial(port) => devices.sighted_serial = Some(serial(port, Device::Sighted, tx)?),
            SightedSource::Dgt(port) => {
                let orientation = match setup.sighted_rotated.unwrap_or_default() {
                    Rotation::Auto => None,
                    Rotation::Yes => Some(Orientation::Rotated),
                    Rotation::No => Some(Orientation::Normal),
                };
                let config = dgt::Config { orientation, ..dgt::Config::default() };
                let board =
                    Dgt::open(port, config).map_err(|source| DeviceError::Dgt { port: port.clone(), source })?;
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
fn serial(port: &str, device: Device, tx: &Sender<Arrival>) -> Result<SerialBoard, DeviceError> {
    let which = board_name(device);
    let board = SerialBoard::open(port, tbp_serial::Settings::default()).map_err(|source| DeviceError::Serial {
        device,
        port: port.to_owned(),
        source,
    })?;
    let events = board.events().clone();
    let tx = tx.clone();
    let name = port.to_owned();
    spawn("tbp-forward", move || {
        for event in events {
            let arrival = match (event.input(device), event.link()) {
                (Some(input), _) => Arrival::Input(input),
                (None, Some(link)) => {
                    if let tbp_serial::Event::Lost { reason, .. } = &event {
                        let why = match reason {
                            tbp_serial::LostReason::Port(e) => format!("lost: {e}"),
                            tbp_serial::LostReason::NoAnswer => "no TBP/1 board answers".to_owned(),
                            tbp_serial::LostReason::Silent => "stopped answering".to_owned(),
                        };
                        let _ =
                            tx.send(Arrival::Problem(format!("{which} on {name}: {why}; trying again every second")));
                    }
                    Arrival::Input(Input::Link { device, kind: LinkKind::Serial, event: link })
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
                    HidEvent::Link { device, event } => {
                        Arrival::Input(Input::Link { device, kind: LinkKind::Hid, event })
                    }
                    HidEvent::Say(notice) => Arrival::Notice(notice),
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
    fn an_unopenable_port_names_the_board_and_the_port() {
        let (tx, _rx) = crossbeam_channel::unbounded();
        let setup = Setup { sighted_board: Some(SightedSource::Dgt("/nonexistent/tty".into())), ..Setup::default() };
        let Err(e) = Devices::start(&setup, HidConfig::default(), &tx) else { panic!("opened a missing port") };
        let e = e.to_string();
        assert!(e.starts_with("the sighted board (dgt:/nonexistent/tty): "), "{e}");
        let setup = Setup { board: Some(BoardSource::Serial("/nonexistent/tty".into())), ..Setup::default() };
        let Err(e) = Devices::start(&setup, HidConfig::default(), &tx) else { panic!("opened a missing port") };
        let e = e.to_string();
        assert!(e.starts_with("the tactile board (serial:/nonexistent/tty): "), "{e}");
    }
}
