//! A keyboard or USB numeric keypad that is not the terminal's, read through evdev
//! (issue 16 point 3; docs/configuration.md, "A keyboard read through evdev").
//!
//! - [`config`] (pure): the Linux key names and the keyboard's lines of the device file.
//! - [`mapper`] (pure): key-downs to the blind player's keys, with the terminal's map
//!   ([`crate::io::keystrokes`]) when the file binds no keys.
//! - [`device`]: the thread that owns and grabs the keyboard (the `evdev` feature).

pub mod config;
pub mod device;
pub mod mapper;
