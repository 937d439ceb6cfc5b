//! DGT electronic boards: the sighted opponent's board, read over USB or Bluetooth
//! serial, turned into TBP/1 messages from the `sighted` device.
//!
//! A DGT board knows every piece on it. It sends a full dump when asked and, in update
//! mode, one message per field that changes, and the times of a DGT clock cabled to it
//! every second. taktil sends only single-byte commands (reset, version, dump, clock,
//! update mode) and reads messages framed as in
//! `docs/board-protocol.md` ("DGT boards"), which also covers orientation, the
//! debounce and how to record a DGT board into a session script with `taktil dgt`.
//!
//! - [`decode`] (pure): bytes to messages, resynchronising on damaged input.
//! - [`clock`] (pure): the clock's messages (BWTIME) read and written, and which side
//!   of the clock is White's.
//! - [`emulator`] (pure): a DGT board and clock in software, for tests: hand actions
//!   and command bytes in, the bytes a real board sends out.
//! - [`fields`] (pure): the 64 fields, which way round the board stands, and the
//!   conversion to [`crate::core::input::BoardMsg`]s in taktil's square order.
//! - [`session`] (pure, time as an input): start-up, retries, keep-alive, the debounce
//!   and the requests for full dumps.
//! - [`serial`]: the thread that owns the port and runs a session on it, and opens the
//!   port again when it went away.
//!
//! Written from the protocol facts gathered in the project's research notes (byte
//! values and message layouts); no DGT source or header is copied. DGT's own protocol
//! header carries a banner saying the protocol may not be used commercially without
//! DGT's written permission: see `docs/board-protocol.md` before distributing taktil
//! commercially.
//!
//! # Examples
//!
//! ```no_run
//! use taktil::io::dgt::{Dgt, session::{DgtConfig, DgtEvent}};
//!
//! let dgt = Dgt::open("/dev/ttyUSB0", DgtConfig::default())?;
//! for event in dgt.events() {
//!     match event {
//!         Ok(DgtEvent::Board { t, msg }) => println!("{t} {}", taktil::tbp::format_msg(&msg)),
//!         Ok(_) => {}
//!         Err(e) => eprintln!("{e}"),
//!     }
//! }
//! # Ok::<_, taktil::io::dgt::DgtError>(())
//! ```

pub mod clock;
pub mod decode;
pub mod emulator;
pub mod fields;
pub mod serial;
pub mod session;

pub use self::{
    clock::{ClockSide, WhiteSide},
    fields::Orientation,
    serial::{Dgt, DgtError},
    session::{DgtConfig, DgtEvent, DgtLostReason},
};
