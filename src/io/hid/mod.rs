//! The HID peg board and the keypad, read through gilrs as joystick buttons
//! (docs/board-protocol.md, "HID peg board and keypad"; board-protocols.md §4.3–4.5).
//!
//! - [`codes`] (pure): raw button codes, button numbers and the default square of each.
//! - [`config`] (pure): the device file: the calibration (code → square), the keymap
//!   (code → key) and the switch polarity; [`config::Keymap::check`].
//! - [`dialogue`] (pure, time as an input): the spoken calibration, a1 to h8.
//! - [`mapper`] (pure): raw presses and releases to TBP/1 messages of the `tactile`
//!   and `pad` devices, link changes to short sentences, unknown codes to notes.
//! - [`gamepad`]: the thread that owns gilrs; the only module here that touches a
//!   device.
//!
//! # Examples
//!
//! ```no_run
//! use taktil::io::hid::{config::HidConfig, gamepad::Hid, mapper::{HidEvent, Mapper}};
//!
//! let mut mapper = Mapper::new(HidConfig::default());
//! let hid = Hid::start()?;
//! for event in hid.events() {
//!     let event = event?;
//!     for out in mapper.map(event.pad, &event.name, &event.raw) {
//!         if let HidEvent::Board { device, msg } = out {
//!             println!("{} {device:?} {}", event.t, taktil::tbp::format_msg(&msg));
//!         }
//!     }
//! }
//! # Ok::<_, taktil::io::hid::gamepad::HidError>(())
//! ```

pub mod codes;
pub mod config;
pub mod dialogue;
pub mod gamepad;
pub mod mapper;
