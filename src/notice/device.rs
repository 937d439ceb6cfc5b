//! The lines of `taktil devices` (issue 29, point 11): one per device found, or why a
//! kind of device cannot be listed, as data rendered with the `devices-*` ids of
//! `locales/*.ftl` in the session's language. The names, paths and error words from
//! the system are shown as they came.

use std::fmt;

/// One line of the device list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Listed {
    /// A gamepad (the HID peg board, a keypad): its number and name, its buttons and
    /// USB ids when known.
    Gamepad {
        /// gilrs's number for it.
        id: u32,
        /// Its name.
        name: String,
        /// How many buttons it has.
        buttons: Option<u32>,
        /// USB vendor and product.
        usb: Option<(u16, u16)>,
    },
    /// The gamepads cannot be listed: the error's words.
    GamepadsUnlisted {
        /// Why.
        error: String,
    },
    /// A serial port: its name and what it is.
    SerialPort {
        /// The port (`/dev/ttyACM0`).
        port: String,
        /// USB, Bluetooth or other.
        kind: SerialKind,
    },
    /// No serial port is there.
    NoSerialPort,
    /// The serial ports cannot be listed: the error's words.
    SerialPortsUnlisted {
        /// Why.
        error: String,
    },
    /// A keyboard read through evdev: its path and name (for the device file's
    /// `keyboard =`).
    Keyboard {
        /// Its path (`/dev/input/event3`).
        path: String,
        /// Its name.
        name: String,
    },
    /// No keyboard can be read through evdev, and why.
    KeyboardsUnlisted(Unlisted),
    /// A board in DGT LiveChess (`taktil devices --livechess HOST`, issue 31): its
    /// serial number, state, where LiveChess reads it, and its pieces.
    LiveChessBoard {
        /// The serial number (for `--sighted-board livechess:HOST/SERIAL`).
        serial: String,
        /// `ACTIVE`, `INACTIVE`, … as LiveChess says it.
        state: String,
        /// Where LiveChess reads it (a port), when said.
        source: Option<String>,
        /// Its pieces as a FEN's placement; `None` for the start position.
        board: Option<String>,
    },
    /// LiveChess lists no board.
    NoLiveChessBoard {
        /// `HOST:PORT`.
        place: String,
    },
    /// LiveChess cannot be asked: the error's words.
    LiveChessUnlisted {
        /// `HOST:PORT`.
        place: String,
        /// Why.
        error: String,
    },
}

/// What a serial port is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SerialKind {
    /// On USB: vendor, product and the product's name when known.
    Usb {
        /// USB vendor id.
        vid: u16,
        /// USB product id.
        pid: u16,
        /// The product's name.
        product: Option<String>,
    },
    /// A Bluetooth serial port.
    Bluetooth,
    /// Anything else (a PCI or built-in port).
    Other,
}

/// Why no keyboard can be read through evdev.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unlisted {
    /// taktil was built for Linux without the `evdev` feature.
    NotBuilt,
    /// Not Linux (Windows): evdev is Linux's; a HID keypad or the console's keys serve
    /// instead (issue 30).
    NotLinux,
    /// The computer has no /dev/input.
    NoInput,
    /// /dev/input cannot be read: the error's words.
    Unreadable {
        /// Why.
        error: String,
    },
    /// Input devices are there, none readable.
    NoneReadable {
        /// How many.
        nodes: u32,
    },
}

impl Unlisted {
    /// The word in symbolic outputs, and the Fluent selector.
    pub const fn as_str(&self) -> &'static str {
        match self {
            Unlisted::NotBuilt => "not-built",
            Unlisted::NotLinux => "not-linux",
            Unlisted::NoInput => "no-input",
            Unlisted::Unreadable { .. } => "unreadable",
            Unlisted::NoneReadable { .. } => "none-readable",
        }
    }
}

/// The symbolic form: `gamepad 0 "DragonRise" buttons=12 usb=0079:0006`.
impl fmt::Display for Listed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Listed::Gamepad { id, name, buttons, usb } => {
                write!(f, "gamepad {id} {name:?}")?;
                if let Some(n) = buttons {
                    write!(f, " buttons={n}")?;
                }
                if let Some((vendor, product)) = usb {
                    write!(f, " usb={vendor:04x}:{product:04x}")?;
                }
                Ok(())
            }
            Listed::GamepadsUnlisted { error } => write!(f, "gamepads-unlisted {error:?}"),
            Listed::SerialPort { port, kind } => match kind {
                SerialKind::Usb { vid, pid, product } => {
                    write!(f, "serial-port {port} usb={vid:04x}:{pid:04x}")?;
                    product.as_ref().map_or(Ok(()), |p| write!(f, " {p:?}"))
                }
                SerialKind::Bluetooth => write!(f, "serial-port {port} bluetooth"),
                SerialKind::Other => write!(f, "serial-port {port}"),
            },
            Listed::NoSerialPort => f.write_str("no-serial-port"),
            Listed::SerialPortsUnlisted { error } => write!(f, "serial-ports-unlisted {error:?}"),
            Listed::Keyboard { path, name } => write!(f, "keyboard {path} {name:?}"),
            Listed::KeyboardsUnlisted(why) => write!(f, "keyboards-unlisted {}", why.as_str()),
            Listed::LiveChessBoard { serial, state, source, board } => {
                write!(f, "livechess-board {serial} {state}")?;
                if let Some(source) = source {
                    write!(f, " source={source:?}")?;
                }
                write!(f, " {}", board.as_deref().unwrap_or("start"))
            }
            Listed::NoLiveChessBoard { place } => write!(f, "no-livechess-board {place}"),
            Listed::LiveChessUnlisted { place, error } => write!(f, "livechess-unlisted {place} {error:?}"),
        }
    }
}

/// One line of each shape, for the locale tests.
#[cfg(test)]
pub(crate) fn examples() -> Vec<Listed> {
    let usb = |product: Option<&str>| SerialKind::Usb { vid: 0x2341, pid: 0x0043, product: product.map(String::from) };
    vec![
        Listed::Gamepad { id: 0, name: "Arduino Leonardo".into(), buttons: Some(12), usb: Some((0x0079, 0x0006)) },
        Listed::Gamepad { id: 1, name: "Keypad".into(), buttons: Some(1), usb: None },
        Listed::Gamepad { id: 2, name: "Pad".into(), buttons: None, usb: None },
        Listed::GamepadsUnlisted { error: "Errno 19".into() },
        Listed::SerialPort { port: "/dev/ttyACM0".into(), kind: usb(Some("Pico")) },
        Listed::SerialPort { port: "/dev/ttyUSB0".into(), kind: usb(None) },
        Listed::SerialPort { port: "/dev/rfcomm0".into(), kind: SerialKind::Bluetooth },
        Listed::SerialPort { port: "/dev/ttyS0".into(), kind: SerialKind::Other },
        Listed::NoSerialPort,
        Listed::SerialPortsUnlisted { error: "Errno 13".into() },
        Listed::Keyboard { path: "/dev/input/event3".into(), name: "USB Keypad".into() },
        Listed::KeyboardsUnlisted(Unlisted::NotBuilt),
        Listed::KeyboardsUnlisted(Unlisted::NotLinux),
        Listed::KeyboardsUnlisted(Unlisted::NoInput),
        Listed::KeyboardsUnlisted(Unlisted::Unreadable { error: "Errno 13".into() }),
        Listed::KeyboardsUnlisted(Unlisted::NoneReadable { nodes: 1 }),
        Listed::KeyboardsUnlisted(Unlisted::NoneReadable { nodes: 7 }),
        Listed::LiveChessBoard {
            serial: "24153".into(),
            state: "ACTIVE".into(),
            source: Some("COM3".into()),
            board: None,
        },
        Listed::LiveChessBoard {
            serial: "24154".into(),
            state: "INACTIVE".into(),
            source: None,
            board: Some("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR".into()),
        },
        Listed::NoLiveChessBoard { place: "192.168.1.20:1982".into() },
        Listed::LiveChessUnlisted { place: "192.168.1.20:1982".into(), error: "Connection refused".into() },
    ]
}

/// The shape of a line, for the locale tests.
#[cfg(test)]
pub(crate) fn tag(listed: &Listed) -> String {
    match listed {
        Listed::Gamepad { buttons, usb, .. } => format!(
            "gamepad/{}/{}",
            match buttons {
                None => "no-buttons",
                Some(1) => "one-button",
                Some(_) => "buttons",
            },
            if usb.is_some() { "usb" } else { "no-usb" }
        ),
        Listed::GamepadsUnlisted { .. } => "gamepads-unlisted".into(),
        Listed::SerialPort { kind, .. } => match kind {
            SerialKind::Usb { product: Some(_), .. } => "serial-port/usb/product".into(),
            SerialKind::Usb { product: None, .. } => "serial-port/usb".into(),
            SerialKind::Bluetooth => "serial-port/bluetooth".into(),
            SerialKind::Other => "serial-port/other".into(),
        },
        Listed::NoSerialPort => "no-serial-port".into(),
        Listed::SerialPortsUnlisted { .. } => "serial-ports-unlisted".into(),
        Listed::Keyboard { .. } => "keyboard".into(),
        Listed::KeyboardsUnlisted(Unlisted::NoneReadable { nodes: 1 }) => "keyboards-unlisted/none-readable/one".into(),
        Listed::KeyboardsUnlisted(why) => format!("keyboards-unlisted/{}", why.as_str()),
        Listed::LiveChessBoard { source, board, .. } => format!(
            "livechess-board/{}/{}",
            if source.is_some() { "source" } else { "no-source" },
            if board.is_some() { "position" } else { "start" }
        ),
        Listed::NoLiveChessBoard { .. } => "no-livechess-board".into(),
        Listed::LiveChessUnlisted { .. } => "livechess-unlisted".into(),
    }
}

/// Every shape [`examples`] must show.
#[cfg(test)]
pub(crate) fn expected_tags() -> Vec<String> {
    [
        "gamepad/buttons/usb",
        "gamepad/one-button/no-usb",
        "gamepad/no-buttons/no-usb",
        "gamepads-unlisted",
        "serial-port/usb/product",
        "serial-port/usb",
        "serial-port/bluetooth",
        "serial-port/other",
        "no-serial-port",
        "serial-ports-unlisted",
        "keyboard",
        "keyboards-unlisted/not-built",
        "keyboards-unlisted/not-linux",
        "keyboards-unlisted/no-input",
        "keyboards-unlisted/unreadable",
        "keyboards-unlisted/none-readable/one",
        "keyboards-unlisted/none-readable",
        "livechess-board/source/start",
        "livechess-board/no-source/position",
        "no-livechess-board",
        "livechess-unlisted",
    ]
    .into_iter()
    .map(String::from)
    .collect()
}
