//! Serial TBP/1 boards: a pegged board (or a keypad, or any device that speaks TBP/1)
//! on a USB serial port, read line by line, with reconnection after the cable is
//! pulled.
//!
//! TBP/1 itself is [`crate::tbp`]; this module adds what a serial line needs
//! (`docs/board-protocol.md`, "Serial boards"):
//!
//! - [`lines`] (pure): bytes in reads of any size to lines, dropping unreadable, too
//!   long and unparsable lines with a reason.
//! - [`session`] (pure, time as an input): the handshake (`HELLO TBP/1`, then `SNAP`),
//!   `SNAP` on the core's request, the keep-alive (`PING`, then `SNAP`) and when to
//!   give up on a connection.
//! - [`serial`]: the thread that owns the port, runs a session on each connection and
//!   opens the port again every second after a loss.
//!
//! What the player and the assistant are told about the link is [`Event::output`]: one
//! short spoken sentence for a lost or returning board, a note for the assistant for
//! each dropped line.
//!
//! # Examples
//!
//! ```no_run
//! use taktil::io::tbp_serial::{Event, SerialBoard, Settings};
//!
//! let board = SerialBoard::open("/dev/ttyACM0", Settings::default())?;
//! for event in board.events() {
//!     match event {
//!         Event::Board { t, msg, .. } => println!("{t} {}", taktil::tbp::format_msg(&msg)),
//!         other => eprintln!("{other:?}"),
//!     }
//! }
//! # Ok::<_, taktil::io::tbp_serial::BoardError>(())
//! ```

pub mod lines;
pub mod serial;
pub mod session;

pub use self::{
    lines::Fault,
    serial::{BAUD, BoardError, Opener, SerialBoard, Settings, path_opener},
    session::{Config, Event, LostReason},
};
use crate::core::{
    input::{Device, Input},
    msg::Msg,
    output::Output,
};

impl Event {
    /// The input for the core, for a board message from `device`.
    pub fn input(&self, device: Device) -> Option<Input> {
        match self {
            Event::Board { msg, seq, .. } => Some(Input::Board { device, msg: msg.clone(), seq: *seq }),
            Event::Connected { .. } | Event::Resync { .. } | Event::Garbage { .. } | Event::Lost { .. } => None,
        }
    }

    /// What the player hears ([`Output::Say`]) or the assistant reads
    /// ([`Output::Note`]) about the link.
    ///
    /// A lost or silent board is said once per outage, and its return once; a dropped
    /// line is a note. A first connection and a `SNAP` for a sequence gap say nothing
    /// here: the core already says [`Msg::Resync`] for the gap.
    pub fn output(&self) -> Option<Output> {
        match self {
            Event::Lost { reason: LostReason::Port(_), .. } => Some(Output::Say(Msg::BoardLost)),
            Event::Lost { reason: LostReason::NoAnswer | LostReason::Silent, .. } => {
                Some(Output::Say(Msg::BoardSilent))
            }
            Event::Connected { again: true, .. } => Some(Output::Say(Msg::BoardBack)),
            Event::Garbage { line, fault, .. } => {
                Some(Output::Note(Msg::BoardLineIgnored { line: *line, fault: fault.kind() }))
            }
            Event::Connected { again: false, .. } | Event::Board { .. } | Event::Resync { .. } => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{msg::LineFault, time::Timestamp};

    #[test]
    fn link_events_become_one_sentence_or_one_note() {
        let t = Timestamp(0);
        let lost = Event::Lost { t, reason: LostReason::Port("I/O error".into()) };
        assert_eq!(lost.output(), Some(Output::Say(Msg::BoardLost)));
        assert_eq!(Event::Lost { t, reason: LostReason::Silent }.output(), Some(Output::Say(Msg::BoardSilent)));
        let back = |again| Event::Connected { t, kind: "pegboard".into(), firmware: None, again };
        assert_eq!(back(true).output(), Some(Output::Say(Msg::BoardBack)));
        assert_eq!(back(false).output(), None);
        let garbage = Event::Garbage { t, line: 12, fault: Fault::Unreadable { column: 1, byte: 0 } };
        assert_eq!(
            garbage.output(),
            Some(Output::Note(Msg::BoardLineIgnored { line: 12, fault: LineFault::Unreadable }))
        );
        assert_eq!(garbage.input(Device::Tactile), None);
    }
}
