//! What the player hears, and what is written for the assistant, when a device's link
//! goes, comes back or drops a line ([`Input::Link`](crate::core::input::Input::Link)).
//!
//! The adapters notice the link (a port that fails, a board that stops answering, a
//! gamepad unplugged) and report it once per outage; the core decides the words, so a
//! journal replays with the same sentences the live session said. A link event touches
//! neither the game nor the clock. The words depend on the kind of link, because the
//! boards come back differently (docs/play.md, "Devices"): a serial TBP/1 board sends
//! its whole position again ("reading the board"), a HID peg board reports only changes
//! ("if a peg moved while it was away, lift it and put it in again").

use crate::core::{
    input::{Device, LinkEvent, LinkKind},
    msg::Msg,
    output::Output,
};

/// The one output for a link event of `device`: a short sentence for the player, or a
/// note for the assistant for a dropped line.
pub fn told(device: Device, kind: LinkKind, event: LinkEvent) -> Output {
    let keypad = device == Device::Pad;
    match (kind, event) {
        (_, LinkEvent::LineIgnored { line, fault }) => Output::Note(Msg::BoardLineIgnored { line, fault }),
        (LinkKind::Serial, LinkEvent::Lost) => Output::Say(Msg::BoardLost),
        (LinkKind::Serial, LinkEvent::NoAnswer | LinkEvent::Silent) => Output::Say(Msg::BoardSilent),
        (LinkKind::Serial, LinkEvent::Back) => Output::Say(Msg::BoardBack),
        // LiveChess: the board is the opponent's, in the hall; the game goes on with
        // the assistant entering his moves until it reports again (issue 31).
        (LinkKind::LiveChess, LinkEvent::Lost | LinkEvent::NoAnswer | LinkEvent::Silent) => {
            Output::Say(Msg::OpponentBoardSilent)
        }
        (LinkKind::LiveChess, LinkEvent::Back) => Output::Say(Msg::OpponentBoardBack),
        (LinkKind::Hid, LinkEvent::Back) if keypad => Output::Say(Msg::KeypadBack),
        (LinkKind::Hid, LinkEvent::Back) => Output::Say(Msg::PegBoardBack),
        (LinkKind::Hid, LinkEvent::Lost | LinkEvent::NoAnswer | LinkEvent::Silent) if keypad => {
            Output::Say(Msg::KeypadLost)
        }
        (LinkKind::Hid, LinkEvent::Lost | LinkEvent::NoAnswer | LinkEvent::Silent) => Output::Say(Msg::PegBoardLost),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::input::LineFault;

    #[test]
    fn a_serial_board_is_lost_silent_and_back() {
        for device in [Device::Tactile, Device::Sighted] {
            assert_eq!(told(device, LinkKind::Serial, LinkEvent::Lost), Output::Say(Msg::BoardLost));
            assert_eq!(told(device, LinkKind::Serial, LinkEvent::NoAnswer), Output::Say(Msg::BoardSilent));
            assert_eq!(told(device, LinkKind::Serial, LinkEvent::Silent), Output::Say(Msg::BoardSilent));
            assert_eq!(told(device, LinkKind::Serial, LinkEvent::Back), Output::Say(Msg::BoardBack));
        }
    }

    #[test]
    fn the_hid_peg_board_and_the_keypad_each_have_their_words() {
        assert_eq!(told(Device::Tactile, LinkKind::Hid, LinkEvent::Lost), Output::Say(Msg::PegBoardLost));
        assert_eq!(told(Device::Tactile, LinkKind::Hid, LinkEvent::Back), Output::Say(Msg::PegBoardBack));
        assert_eq!(told(Device::Pad, LinkKind::Hid, LinkEvent::Lost), Output::Say(Msg::KeypadLost));
        assert_eq!(told(Device::Pad, LinkKind::Hid, LinkEvent::Back), Output::Say(Msg::KeypadBack));
    }

    #[test]
    fn a_dropped_line_is_a_note_for_the_assistant() {
        let event = LinkEvent::LineIgnored { line: 12, fault: LineFault::TooLong };
        for kind in LinkKind::ALL {
            assert_eq!(
                told(Device::Tactile, kind, event),
                Output::Note(Msg::BoardLineIgnored { line: 12, fault: LineFault::TooLong })
            );
        }
    }
}
