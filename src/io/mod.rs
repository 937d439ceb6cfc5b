//! Device adapters: the only modules that touch devices, threads and the clock.
//!
//! - [`speech`]: words through the `tts` crate (Speech Dispatcher and espeak-ng on
//!   Linux), with priorities and a watchdog.
//! - [`audio`]: earcons through `cpal`.
//! - [`braille_display`]: the player's refreshable braille display, through BRLTTY's
//!   BrlAPI: the words said shown as text, the display's keys as the player's keys.
//! - [`dgt`]: the sighted opponent's DGT electronic board, over a serial port.
//! - [`hid`]: the blind player's HID peg board and keypad, through gilrs.
//! - [`tbp_serial`]: a TBP/1 board (the pegged board, a keypad) over a serial port,
//!   with reconnection after the cable is pulled.
//! - [`uci`]: a chess engine (Stockfish) over UCI, the practice opponent and analyst.
//! - [`link`] (pure): whether a serial board is there (greeting, retries, keep-alive),
//!   shared by the DGT and TBP/1 protocol machines.
//! - [`worker`]: the handle of a device thread and the loop that runs a board's
//!   protocol machine on its serial port, shared by the serial adapters.
//!
//! Each adapter is a thread that owns its device and talks to the rest of taktil over
//! channels (house style: "every adapter is a thread that owns one device"). A missing
//! or failing device is an error at start or an event later, never a panic or a hang:
//! the game goes on with text.

pub mod audio;
pub mod braille_display;
pub mod dgt;
pub mod hid;
pub mod keyboard;
pub mod keystrokes;
pub mod link;
pub mod speech;
pub mod tbp_serial;
pub mod uci;
pub mod worker;
