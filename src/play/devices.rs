//! The devices of a live session: each adapter's thread sends into the loop's one
//! channel itself.
//!
//! `taktil play` reads the tactile board from standard input, a HID peg board (with
//! the keypad, both through gilrs) or a serial TBP/1 board, and the sighted player's
//! board, when it is electronic, from a DGT or a serial TBP/1 board. Every adapter owns
//! its device on a thread of its own (house style); here each gets a sending handle, a
//! closure that runs on that thread and turns the adapter's events into [`Arrival`]s
//! stamped with the instant the adapter read them: no thread in between. [`Devices`]
//! routes the core's requests (`SNAP`, R-33) back to the adapter of that board.
//!
//! A device that cannot be opened at the start is an error: a game must not begin
//! with its board missing. A device lost later, back, or sending a line that cannot be
//! read is an input of the core ([`Input::Link`]): journaled, and said to the player
//! in the core's words; the technical reason is a problem for the assistant's screen.
//! The game and the journal go on.

use std::time::Instant;

use crossbeam_channel::Sender;
use shakmaty::{Chess, Color, Move};

pub use crate::config::{BoardSource, BrailleSource, ClockWhite, KeypadSource, LiveChessAddr, Rotation, SightedSource};
use crate::{
    core::{
        input::{BoardMsg, Device, Input, LinkEvent, LinkKind},
        output::{HostCmd, Output},
        time::Timestamp,
    },
    io::{
        braille_display::{self, BrailleDisplay, BrailleError},
        dgt::{self, Dgt, Orientation},
        hid::{
            config::HidConfig,
            gamepad::{Hid, HidError, RawEvent},
            mapper::{HidEvent, Mapper},
        },
        keyboard::{
            device::{self as keyboard, Keyboard, KeyboardError},
            mapper::{KeyboardMapper, Pressed},
        },
        livechess::{self, Followed, LcEvent, LiveChess},
        tbp_serial::{self, SerialBoard},
    },
    item::{Item, Sink, What},
    notice::{
        Notice,
        problem::{LostWhy, Problem},
    },
};

use super::{
    arrival::{Arrival, Arrived},
    flood::Flood,
};

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
        source: tbp_serial::SerialBoardError,
    },
    /// The evdev keyboard cannot be found or grabbed.
    #[error("the keyboard (evdev): {0}")]
    Keyboard(#[source] KeyboardError),
    /// The braille display cannot be used (taktil was built without it).
    #[error("the braille display (brlapi): {0}")]
    Braille(#[source] BrailleError),
    /// LiveChess cannot be reached, or does not have the board.
    #[error("the sighted board (livechess:{addr}): {source}")]
    LiveChess {
        /// The address given.
        addr: String,
        /// Why.
        source: Box<livechess::LiveChessError>,
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
    /// Whether standard input carries the tactile board, or (with a board without
    /// sensors) the typed lines that are the session's only source besides the devices.
    pub fn reads_stdin(&self) -> bool {
        self.board.as_ref().is_none_or(|b| matches!(b, BoardSource::Stdin | BoardSource::None))
    }

    /// Whether gilrs must run (a HID board or keypad).
    pub fn uses_hid(&self) -> bool {
        self.board == Some(BoardSource::Hid) || self.keypad == Some(KeypadSource::Hid)
    }

    /// Whether the device file is read: a HID board or keypad, or an evdev keyboard.
    pub fn uses_device_file(&self) -> bool {
        self.uses_hid() || self.keypad == Some(KeypadSource::Evdev)
    }

    /// Whether a device adapter runs (a HID, serial or DGT board, or the keypad): a
    /// session with one lives on after its standard input ends, until the assistant
    /// ends it.
    pub fn opens_devices(&self) -> bool {
        self.uses_hid()
            // Without the `evdev` feature no keyboard is opened: standard input alone
            // is the session's source, and its end ends the session.
            || (cfg!(all(feature = "evdev", target_os = "linux")) && self.keypad == Some(KeypadSource::Evdev))
            || matches!(self.board, Some(BoardSource::Serial(_)))
            || !matches!(self.sighted_board, None | Some(SightedSource::None))
    }
}

/// The running device adapters. Dropping it stops them.
#[derive(Default)]
pub struct Devices {
    hid: Option<Hid>,
    tactile_serial: Option<SerialBoard>,
    sighted_serial: Option<SerialBoard>,
    dgt: Option<Dgt>,
    /// LiveChess, connected and its board found, until the game is known.
    livechess_connected: Option<(LiveChessAddr, livechess::Connected)>,
    livechess: Option<LiveChess>,
    keyboard: Option<Keyboard>,
    braille: Option<Braille>,
}

/// The braille display and what it shows: the words of one step, joined. A sink of
/// its own ([`Devices::take_braille`]).
pub struct Braille {
    display: BrailleDisplay,
    /// The words shown, and the session time they were said at.
    shown: Option<(Timestamp, String)>,
}

/// Shows an item the voice says (a move, the answer to a key, a warning, a notice): the
/// items of one step (said at the same time) are shown together, a later one replaces
/// them.
impl Sink for Braille {
    fn take(&mut self, item: &Item) {
        if !item.is_said() || item.text.is_empty() {
            return;
        }
        let text = match self.shown.take() {
            Some((t, shown)) if t == item.t => format!("{shown} {}", item.text),
            _ => item.text.clone(),
        };
        self.display.show(&text);
        self.shown = Some((item.t, text));
    }
}

impl Devices {
    /// Opens every device of `setup` but standard input, each sending its events into
    /// `tx`. `hid` is the device file's mapping (needed with a HID board or keypad).
    ///
    /// # Errors
    /// When a device cannot be opened: the message names it and its port.
    pub fn start(setup: &Setup, hid: HidConfig, tx: &Sender<Arrival>) -> Result<Devices, DeviceError> {
        let mut devices = Devices::default();
        if setup.keypad == Some(KeypadSource::Evdev) {
            let problems = hid.keyboard.problems();
            if !problems.is_empty() {
                return Err(DeviceError::Keyboard(KeyboardError::Keymap(problems)));
            }
            let handle = keyboard_handle(KeyboardMapper::new(&hid.keyboard), tx.clone());
            devices.keyboard = Some(keyboard::start_into(&hid.keyboard, handle).map_err(DeviceError::Keyboard)?);
        }
        let host = match setup.braille_display.as_ref().unwrap_or(&BrailleSource::Off) {
            BrailleSource::Off => None,
            BrailleSource::Auto => Some(None),
            BrailleSource::Host(host) => Some(Some(host.clone())),
        };
        if let Some(host) = host {
            let display = BrailleDisplay::start(host, braille_handle(tx.clone())).map_err(DeviceError::Braille)?;
            devices.braille = Some(Braille { display, shown: None });
        }
        if setup.uses_hid() {
            let pads = Hid::start_into(hid_handle(Mapper::new(hid), tx.clone())).map_err(DeviceError::Hid)?;
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
                let white_side = clock_white(setup.dgt_clock_white.unwrap_or_default());
                let config = dgt::DgtConfig { orientation, white_side, ..dgt::DgtConfig::default() };
                let handle = dgt_handle(port.clone(), tx.clone());
                let board = Dgt::open_into(port, config, handle)
                    .map_err(|source| DeviceError::Dgt { port: port.clone(), source })?;
                devices.dgt = Some(board);
            }
            // Connected and checked now, so that a LiveChess that is not there stops
            // the start; followed once the game is known ([`Devices::follow_game`]).
            SightedSource::LiveChess(addr) => {
                let connected = livechess::Connected::open(addr)
                    .map_err(|source| DeviceError::LiveChess { addr: addr.to_string(), source: Box::new(source) })?;
                devices.livechess_connected = Some((addr.clone(), connected));
            }
        }
        Ok(devices)
    }

    /// Starts following the sighted board in LiveChess, if it is the sighted board,
    /// from the game so far: `start` and its `moves` (a resumed game's).
    ///
    /// # Errors
    /// When the thread cannot be started.
    pub fn follow_game(
        &mut self,
        start: &Chess,
        moves: &[Move],
        hold_ms: Option<u64>,
        tx: &Sender<Arrival>,
    ) -> Result<(), DeviceError> {
        let Some((addr, connected)) = self.livechess_connected.take() else { return Ok(()) };
        let config = livechess::FollowConfig { hold_ms: hold_ms.unwrap_or(livechess::FollowConfig::default().hold_ms) };
        let handle = livechess_handle(addr.to_string(), tx.clone());
        let following = connected
            .follow(config, start.clone(), moves, handle)
            .map_err(|source| DeviceError::LiveChess { addr: addr.to_string(), source: Box::new(source) })?;
        self.livechess = Some(following);
        Ok(())
    }
}

impl Devices {
    /// The braille display, to be a sink of its own; it stays open while it is kept.
    pub fn take_braille(&mut self) -> Option<Braille> {
        self.braille.take()
    }

    /// Passes `cmd` to `device`'s adapter, if there is one.
    pub fn request(&self, device: Device, cmd: HostCmd) {
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

/// The core's requests go to the adapters; every other item passes.
impl Sink for Devices {
    fn take(&mut self, item: &Item) {
        if let What::Output(Output::Request(device, cmd)) = &item.what {
            self.request(*device, *cmd);
        }
    }
}

/// The braille display's sending handle: its keys are the player's keys, as the
/// keypad's; BRLTTY going or coming back is said (a notice, once each time), its
/// reason shown on the assistant's screen. Not an input of the core: the display only
/// shows what is said, and the game goes on without it.
fn braille_handle(tx: Sender<Arrival>) -> braille_display::BrailleHandle {
    Box::new(move |at, event| {
        let what = match event {
            braille_display::BrailleEvent::Key(key) => {
                Arrived::Input(Input::Board { device: Device::Pad, msg: BoardMsg::Key(key), seq: None })
            }
            braille_display::BrailleEvent::Lost(reason) => {
                let problem = Problem::BrailleLost { reason: reason.to_string() };
                if tx.send(Arrival { at, what: Arrived::Problem(problem) }).is_err() {
                    return false;
                }
                Arrived::Notice(Notice::BrailleDisplayLost)
            }
            braille_display::BrailleEvent::Back => Arrived::Notice(Notice::BrailleDisplayBack),
        };
        tx.send(Arrival { at, what }).is_ok()
    })
}

/// Opens a serial TBP/1 board for `device`, sending its events into `tx`.
fn serial(port: &str, device: Device, tx: &Sender<Arrival>) -> Result<SerialBoard, DeviceError> {
    let name = port.to_owned();
    let tx = tx.clone();
    let mut flood = Flood::of_board(device, port);
    let handle = Box::new(move |at: Instant, event: tbp_serial::TbpEvent| {
        // A flooding board: a few dropped lines a second are told, the rest summed up
        // once a second on the screen (issue 13), neither journaled nor noted one by one.
        let (summary, tell) = match &event {
            tbp_serial::TbpEvent::Garbage { .. } => {
                let verdict = flood.bad_line(at);
                (verdict.summary, verdict.tell)
            }
            _ => (flood.summary(at), true),
        };
        if let Some(summary) = summary
            && tx.send(Arrival { at, what: Arrived::Problem(summary) }).is_err()
        {
            return false;
        }
        if !tell {
            return true;
        }
        if let tbp_serial::TbpEvent::Lost { reason, .. } = &event {
            let why = match reason {
                tbp_serial::TbpLostReason::Port(e) => LostWhy::Port(e.to_string()),
                tbp_serial::TbpLostReason::NoAnswer => LostWhy::NoAnswer,
                tbp_serial::TbpLostReason::Silent => LostWhy::Silent,
            };
            let problem = Problem::BoardLost { device, port: name.clone(), why };
            if tx.send(Arrival { at, what: Arrived::Problem(problem) }).is_err() {
                return false;
            }
        }
        let input = match (event.input(device), event.link()) {
            (Some(input), _) => input,
            (None, Some(event)) => Input::Link { device, kind: LinkKind::Serial, event },
            (None, None) => return true,
        };
        tx.send(Arrival { at, what: Arrived::Input(input) }).is_ok()
    });
    SerialBoard::open_into(port, tbp_serial::SerialSettings::default(), handle).map_err(|source| DeviceError::Serial {
        device,
        port: port.to_owned(),
        source,
    })
}

/// The gamepads' sending handle: each raw event through the mapper, on gilrs's thread.
fn hid_handle(
    mut mapper: Mapper,
    tx: Sender<Arrival>,
) -> Box<dyn FnMut(Instant, Result<RawEvent, HidError>) -> bool + Send> {
    Box::new(move |at, event| {
        let mapped = match event {
            Ok(raw) => mapper.map(raw.pad, &raw.name, &raw.raw),
            Err(e) => vec![HidEvent::Note(Problem::HidFailed { error: e.to_string() })],
        };
        mapped.into_iter().all(|m| {
            let what = match m {
                HidEvent::Board { device, msg } => Arrived::Input(Input::Board { device, msg, seq: None }),
                HidEvent::Link { device, event } => Arrived::Input(Input::Link { device, kind: LinkKind::Hid, event }),
                HidEvent::Practice(cmd) => Arrived::Practice(cmd),
                HidEvent::Say(notice) => Arrived::Notice(notice),
                HidEvent::Note(text) => Arrived::Problem(text),
            };
            tx.send(Arrival { at, what }).is_ok()
        })
    })
}

/// The `dgt-clock-white` setting in the DGT adapter's words.
pub const fn clock_white(setting: ClockWhite) -> dgt::WhiteSide {
    match setting {
        ClockWhite::Auto => dgt::WhiteSide::Auto,
        ClockWhite::Left => dgt::WhiteSide::Left,
        ClockWhite::Right => dgt::WhiteSide::Right,
    }
}

/// The evdev keyboard's sending handle: each key-down through the mapper, on the
/// keyboard's thread; a keyboard lost or back is a link change of the `pad` device, as
/// the HID keypad's is.
fn keyboard_handle(mut mapper: KeyboardMapper, tx: Sender<Arrival>) -> keyboard::KeyboardHandle {
    Box::new(move |at, event| {
        let link = |event| Arrived::Input(Input::Link { device: Device::Pad, kind: LinkKind::Hid, event });
        let what = match event {
            Ok(keyboard::KeyboardEvent::Key(code)) => match mapper.press(code) {
                Pressed::Input(input) => Arrived::Input(input),
                Pressed::Practice(cmd) => Arrived::Practice(cmd),
                Pressed::Say(notices) => {
                    return notices.into_iter().all(|n| tx.send(Arrival { at, what: Arrived::Notice(n) }).is_ok());
                }
                Pressed::Nothing => return true,
            },
            Ok(keyboard::KeyboardEvent::Lost(reason)) => {
                if tx
                    .send(Arrival { at, what: Arrived::Problem(Problem::KeyboardLost { reason: reason.to_string() }) })
                    .is_err()
                {
                    return false;
                }
                link(LinkEvent::Lost)
            }
            Ok(keyboard::KeyboardEvent::Back) => link(LinkEvent::Back),
            Err(e) => Arrived::Problem(Problem::KeyboardFailed { error: e.to_string() }),
        };
        tx.send(Arrival { at, what }).is_ok()
    })
}

/// LiveChess's sending handle: the followed board's moves and clock as the sighted
/// board's (the same inputs a serial DGT board gives, so the same rules apply); its
/// silence and return said to the player in the core's words; what the arbiter must
/// know (lists that differ, the kings in the centre) and what went wrong on the
/// screen.
fn livechess_handle(addr: String, tx: Sender<Arrival>) -> livechess::LiveChessHandle {
    let numbered = |sans: &[String]| {
        let text: Vec<String> = sans
            .iter()
            .enumerate()
            .map(|(i, san)| if i % 2 == 0 { format!("{}. {san}", i / 2 + 1) } else { san.clone() })
            .collect();
        if text.is_empty() { "-".to_owned() } else { text.join(" ") }
    };
    Box::new(move |at, event| {
        let addr = addr.clone();
        let link = |event| Arrived::Input(Input::Link { device: Device::Sighted, kind: LinkKind::LiveChess, event });
        let what = match event {
            LcEvent::Follow(followed) => match followed {
                Followed::Board(msg) => Arrived::Input(Input::Board { device: Device::Sighted, msg, seq: None }),
                // What the clock cabled to the board shows: taktil's clock follows it (6.1).
                Followed::Clock(reading) => Arrived::Input(Input::ExternalClock(reading)),
                Followed::NotReporting { .. } => link(LinkEvent::Silent),
                Followed::Reporting => link(LinkEvent::Back),
                Followed::Differs { followed, board } => Arrived::Problem(Problem::LiveChessDiffers {
                    addr,
                    followed: numbered(&followed),
                    board: numbered(&board),
                }),
                Followed::Kings { san } => Arrived::Problem(Problem::LiveChessKings { addr, san }),
                Followed::Withdrawn { san } => {
                    Arrived::Problem(Problem::LiveChessWithdrawn { addr, moves: san.join(" ") })
                }
                Followed::NotLegal { index, san } => Arrived::Problem(Problem::LiveChessNotLegal { addr, index, san }),
            },
            LcEvent::Fault { text, fault } => {
                Arrived::Problem(Problem::LiveChessMessage { addr, reason: fault.to_string(), text })
            }
            LcEvent::Connection { reason } => Arrived::Problem(Problem::LiveChessLost { addr, reason }),
            LcEvent::NoSuchBoard { known, .. } => {
                Arrived::Problem(Problem::LiveChessNoBoard { addr, known: known.join(", ") })
            }
        };
        tx.send(Arrival { at, what }).is_ok()
    })
}

/// A DGT board's sending handle: its events as the sighted board's.
fn dgt_handle(
    port: String,
    tx: Sender<Arrival>,
) -> Box<dyn FnMut(Instant, Result<dgt::DgtEvent, dgt::DgtError>) -> bool + Send> {
    Box::new(move |at, event| {
        let what = match event {
            Ok(dgt::DgtEvent::Board { msg, .. }) => {
                Arrived::Input(Input::Board { device: Device::Sighted, msg, seq: None })
            }
            Ok(dgt::DgtEvent::Orientation { orientation, .. }) => Arrived::Problem(Problem::DgtOrientation {
                port: port.clone(),
                connector: match orientation {
                    Orientation::Normal => Color::White,
                    Orientation::Rotated => Color::Black,
                },
            }),
            // What the cabled clock shows: taktil's clock follows it (6.1, issue 16).
            Ok(dgt::DgtEvent::Clock { reading, .. }) => Arrived::Input(Input::ExternalClock(reading)),
            Ok(dgt::DgtEvent::ClockSide { white, .. }) => Arrived::Problem(Problem::DgtClockSide {
                port: port.clone(),
                white_right: white == dgt::ClockSide::Right,
            }),
            Ok(dgt::DgtEvent::Resync { problem, .. }) => {
                Arrived::Problem(Problem::DgtResync { port: port.clone(), problem: problem.to_string() })
            }
            // Lost and back: said to the player in the core's words, as a serial
            // board's; the reason goes to the assistant's screen.
            Ok(dgt::DgtEvent::Lost { reason, .. }) => {
                let link = match reason {
                    dgt::DgtLostReason::Port(_) => LinkEvent::Lost,
                    dgt::DgtLostReason::NoAnswer => LinkEvent::NoAnswer,
                    dgt::DgtLostReason::Silent => LinkEvent::Silent,
                };
                let problem = Problem::DgtLost { port: port.clone(), reason: reason.to_string() };
                if tx.send(Arrival { at, what: Arrived::Problem(problem) }).is_err() {
                    return false;
                }
                Arrived::Input(Input::Link { device: Device::Sighted, kind: LinkKind::Serial, event: link })
            }
            Ok(dgt::DgtEvent::Back { .. }) => {
                Arrived::Input(Input::Link { device: Device::Sighted, kind: LinkKind::Serial, event: LinkEvent::Back })
            }
            Err(e) => Arrived::Problem(Problem::DgtFailed { port: port.clone(), error: e.to_string() }),
        };
        tx.send(Arrival { at, what }).is_ok()
    })
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

    #[test]
    fn a_keyboard_map_without_required_keys_is_refused_before_opening() {
        let (tx, _rx) = crossbeam_channel::unbounded();
        let setup = Setup { keypad: Some(KeypadSource::Evdev), ..Setup::default() };
        let mut hid = HidConfig::default();
        assert_eq!(hid.keyboard.line("KEY_KP5", "repeat"), Some(Ok(())));
        let Err(e) = Devices::start(&setup, hid, &tx) else { panic!("started an incomplete map") };
        let e = e.to_string();
        assert!(
            e.starts_with("the keyboard (evdev): the device file's key lines: the announce key is not bound"),
            "{e}"
        );
    }
}
