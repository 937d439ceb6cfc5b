//! Device adapters: the only modules that touch devices. (Threads and the clock are
//! the shell's too: the live session's sources in `play` (standard input, the demo,
//! the signals, the engine), the view's key reader, and `taktil calibrate`.)
//!
//! - [`speech`]: words through Speech Dispatcher in SSML mode on Linux (the
//!   `speech-dispatcher` crate, one message per utterance) and the `tts` crate
//!   elsewhere, with priorities and a watchdog.
//! - [`audio`]: earcons through `cpal`.
//! - [`braille_display`]: the player's refreshable braille display, through BRLTTY's
//!   BrlAPI: the words said shown as text, the display's keys as the player's keys.
//! - [`dgt`]: the sighted opponent's DGT electronic board, over a serial port.
//! - [`lichess`]: a game on Lichess through its Board API (issue 33): the NDJSON
//!   streams decoded (pure) and a blocking client of its endpoints.
//! - [`livechess`]: the same board when the organiser's DGT LiveChess reads it, over
//!   LiveChess's local WebSocket interface.
//! - [`hid`]: the blind player's HID peg board and keypad, through gilrs.
//! - [`tbp_serial`]: a TBP/1 board (the pegged board, a keypad) over a serial port,
//!   with reconnection after the cable is pulled.
//! - [`uci`]: a chess engine (Stockfish) over UCI, the practice opponent and analyst.
//! - [`keyboard`]: a keyboard or USB keypad that is not the terminal's, through evdev;
//!   [`keystrokes`] (pure): the blind player's keys on a keyboard, one keystroke per
//!   action, for the terminal and for evdev.
//! - [`liveness`] (pure): whether a serial board is there (greeting, retries,
//!   keep-alive), shared by the DGT and TBP/1 protocol machines.
//! - [`token`]: a Lichess token read from a file only its owner may read, never shown;
//!   shared by the broadcast push and the Board API client.
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
pub mod lichess;
pub mod livechess;
pub mod liveness;
pub mod push;
pub mod serve;
pub mod speech;
pub mod tbp_serial;
pub mod token;
pub mod uci;
pub mod web;
pub mod worker;
