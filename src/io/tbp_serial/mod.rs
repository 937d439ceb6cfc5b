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
//! What happened to the link is [`TbpEvent::link`], an input for the core
//! ([`crate::core::input::Input::Link`]); what the player and the assistant are then
//! told is the core's ([`crate::core::link_msg`], [`TbpEvent::output`]): one short spoken
//! sentence for a lost or returning board, a note for the assistant for each dropped
//! line.
//!
//! # Examples
//!
//! ```no_run
//! use taktil::io::tbp_serial::{SerialBoard, SerialSettings, TbpEvent};
//!
//! let board = SerialBoard::open("/dev/ttyACM0", SerialSettings::default())?;
//! for event in board.events() {
//!     match event {
//!         TbpEvent::Board { t, msg, .. } => println!("{t} {}", taktil::tbp::format_msg(&msg)),
//!         other => eprintln!("{other:?}"),
//!     }
//! }
//! # Ok::<_, taktil::io::tbp_serial::SerialBoardError>(())
//! ```

pub mod lines;
pub mod serial;
pub mod session;

pub use self::{
    lines::DropReason,
    serial::{BAUD, SerialBoard, SerialBoardError, SerialSettings, path_opener},
    session::{TbpConfig, TbpEvent, TbpLostReason},
};
use crate::core::{
    input::{Device, Input, LinkEvent, LinkKind},
    link_msg,
    output::Output,
};

impl TbpEvent {
    /// The input for the core, for a board message from `device`.
    pub fn input(&self, device: Device) -> Option<Input> {
        match self {
            TbpEvent::Board { msg, seq, .. } => Some(Input::Board { device, msg: msg.clone(), seq: *seq }),
            TbpEvent::Connected { .. } | TbpEvent::Resync { .. } | TbpEvent::Garbage { .. } | TbpEvent::Lost { .. } => {
                None
            }
        }
    }

    /// What happened to the link, for the core ([`Input::Link`] of a serial board).
    ///
    /// A lost or silent board is reported once per outage (the adapter sees to it), and
    /// its return once; each dropped line is one. A first connection and a `SNAP` for a
    /// sequence gap are not link events: the core already says [`Msg::Resync`] for the
    /// gap.
    ///
    /// [`Msg::Resync`]: crate::core::msg::Msg::Resync
    pub fn link(&self) -> Option<LinkEvent> {
        match self {
            TbpEvent::Lost { reason: TbpLostReason::Port(_), .. } => Some(LinkEvent::Lost),
            TbpEvent::Lost { reason: TbpLostReason::NoAnswer, .. } => Some(LinkEvent::NoAnswer),
            TbpEvent::Lost { reason: TbpLostReason::Silent, .. } => Some(LinkEvent::Silent),
            TbpEvent::Connected { again: true, .. } => Some(LinkEvent::Back),
            TbpEvent::Garbage { line, fault, .. } => Some(LinkEvent::LineIgnored { line: *line, fault: fault.kind() }),
            TbpEvent::Connected { again: false, .. } | TbpEvent::Board { .. } | TbpEvent::Resync { .. } => None,
        }
    }

    /// What the player hears ([`Output::Say`]) or the assistant reads
    /// ([`Output::Note`]) about the link: the core's words for [`TbpEvent::link`]
    /// (a serial board's words are the same for either board).
    pub fn output(&self) -> Option<Output> {
        self.link().map(|event| link_msg::told(Device::Tactile, LinkKind::Serial, event))
    }

    /// When the adapter read it, on its own clock.
    pub fn t(&self) -> crate::core::time::Timestamp {
        match self {
            TbpEvent::Connected { t, .. }
            | TbpEvent::Board { t, .. }
            | TbpEvent::Resync { t }
            | TbpEvent::Garbage { t, .. }
            | TbpEvent::Lost { t, .. } => *t,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{
        msg::{LineFault, Msg},
        time::Timestamp,
    };

    #[test]
    fn link_events_become_one_sentence_or_one_note() {
        let t = Timestamp(0);
        let lost = TbpEvent::Lost { t, reason: TbpLostReason::Port("I/O error".into()) };
        assert_eq!(lost.output(), Some(Output::Say(Msg::BoardLost)));
        assert_eq!(TbpEvent::Lost { t, reason: TbpLostReason::Silent }.output(), Some(Output::Say(Msg::BoardSilent)));
        let back = |again| TbpEvent::Connected { t, kind: "pegboard".into(), firmware: None, again };
        assert_eq!(back(true).output(), Some(Output::Say(Msg::BoardBack)));
        assert_eq!(back(false).output(), None);
        let garbage = TbpEvent::Garbage { t, line: 12, fault: DropReason::Unreadable { column: 1, byte: 0 } };
        assert_eq!(
            garbage.output(),
            Some(Output::Note(Msg::BoardLineIgnored { line: 12, fault: LineFault::Unreadable }))
        );
        assert_eq!(garbage.input(Device::Tactile), None);
    }
}
