//! The lines of `taktil devices` ([`Listed`]) as `devices-*` ids of the locale files
//! (issue 29, point 11: no label is built in the command). Names, paths, ports and
//! the system's error words go in as they came.

use super::{
    Arg::{Num, Sel, Text},
    Localizer, Part,
};
use crate::notice::device::{Listed, SerialKind, Unlisted};

/// The selector value of a flag.
const fn yes(flag: bool) -> &'static str {
    if flag { "yes" } else { "no" }
}

impl Localizer {
    /// The raw parts of one device line.
    pub(super) fn device(&self, listed: &Listed) -> Vec<Part> {
        let text = |s: &str| Text(s.to_owned());
        match listed {
            Listed::Gamepad { id, name, buttons, usb } => self.say(
                "devices-gamepad",
                vec![
                    ("id", Num(*id)),
                    ("name", text(name)),
                    ("has-buttons", Sel(yes(buttons.is_some()))),
                    ("buttons", Num(buttons.unwrap_or(0))),
                    ("has-usb", Sel(yes(usb.is_some()))),
                    ("usb", Text(usb.map(|(v, p)| format!("{v:04x}:{p:04x}")).unwrap_or_default())),
                ],
            ),
            Listed::GamepadsUnlisted { error } => self.say("devices-gamepads-unlisted", vec![("error", text(error))]),
            Listed::SerialPort { port, kind } => {
                let (kind, usb, product) = match kind {
                    SerialKind::Usb { vid, pid, product } => ("usb", format!("{vid:04x}:{pid:04x}"), product.clone()),
                    SerialKind::Bluetooth => ("bluetooth", String::new(), None),
                    SerialKind::Other => ("other", String::new(), None),
                };
                self.say(
                    "devices-serial-port",
                    vec![
                        ("port", text(port)),
                        ("kind", Sel(kind)),
                        ("usb", Text(usb)),
                        ("has-product", Sel(yes(product.is_some()))),
                        ("product", Text(product.unwrap_or_default())),
                    ],
                )
            }
            Listed::NoSerialPort => self.say("devices-no-serial-port", vec![]),
            Listed::SerialPortsUnlisted { error } => {
                self.say("devices-serial-ports-unlisted", vec![("error", text(error))])
            }
            Listed::Keyboard { path, name } => {
                self.say("devices-keyboard", vec![("path", text(path)), ("name", text(name))])
            }
            Listed::KeyboardsUnlisted(why) => {
                let (error, nodes) = match why {
                    Unlisted::Unreadable { error } => (error.clone(), 0),
                    Unlisted::NoneReadable { nodes } => (String::new(), *nodes),
                    Unlisted::NotBuilt | Unlisted::NotLinux | Unlisted::NoInput => (String::new(), 0),
                };
                self.say(
                    "devices-keyboards-unlisted",
                    vec![("why", Sel(why.as_str())), ("error", Text(error)), ("nodes", Num(nodes))],
                )
            }
            Listed::LiveChessBoard { serial, state, source, board } => self.say(
                "devices-livechess-board",
                vec![
                    ("serial", text(serial)),
                    ("state", text(state)),
                    ("has-source", Sel(yes(source.is_some()))),
                    ("source", Text(source.clone().unwrap_or_default())),
                    ("start", Sel(yes(board.is_none()))),
                    ("board", Text(board.clone().unwrap_or_default())),
                ],
            ),
            Listed::NoLiveChessBoard { place } => self.say("devices-no-livechess-board", vec![("place", text(place))]),
            Listed::LiveChessUnlisted { place, error } => {
                self.say("devices-livechess-unlisted", vec![("place", text(place)), ("error", text(error))])
            }
        }
    }
}
