//! From raw gamepad events to TBP/1 messages: the pure half of the HID adapter.
//!
//! A calibrated board code becomes [`BoardMsg::Place`] (peg in, with
//! [`Cell::Occupied`]: a switch cannot tell pieces apart) or [`BoardMsg::Lift`] (peg
//! out) from the `tactile` device; a keypad code becomes [`BoardMsg::Key`] from the
//! `pad` device on its press (its release is ignored). "Peg in" is a press, or a
//! release on an `inverted` board. A code that is neither gets one written note for
//! the assistant, never a panic. Links coming and going are a link event for the core
//! (which says one short sentence to the player) and a note; the game never stops for
//! them.

use std::collections::{BTreeMap, BTreeSet};

use super::{
    codes::{button_number, format_code},
    config::{Binding, HidConfig},
};
use crate::{
    core::input::{BoardMsg, Cell, Device, LinkEvent},
    notice::{Notice, practice::PracticeCmd, problem::Problem},
};

/// A raw event of one gamepad, as the gilrs thread reports it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Raw {
    /// A button went down (`Code::into_u32`).
    Pressed(u32),
    /// A button went up.
    Released(u32),
    /// The gamepad is there (at start, or plugged in).
    Connected,
    /// The gamepad went away.
    Disconnected,
}

/// What the mapper makes of a raw event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HidEvent {
    /// A message for the core.
    Board { device: Device, msg: BoardMsg },
    /// The device's link went or came back: an input for the core
    /// ([`crate::core::input::Input::Link`], of [`crate::core::input::LinkKind::Hid`]).
    Link { device: Device, event: LinkEvent },
    /// A practice command (issue 18) from its button.
    Practice(PracticeCmd),
    /// Speak to the player (the key help).
    Say(Notice),
    /// A written note for the assistant.
    Note(Problem),
}

/// The mapper: a config, and what it knows of the gamepads.
#[derive(Clone, Debug)]
pub struct Mapper {
    config: HidConfig,
    /// Gamepads seen, by id: the name and whether it is connected.
    pads: BTreeMap<usize, (String, bool)>,
    /// Codes already noted as unknown (noted once each).
    unknown: BTreeSet<u32>,
}

impl Mapper {
    /// A mapper for this device file.
    pub fn new(config: HidConfig) -> Mapper {
        Mapper { config, pads: BTreeMap::new(), unknown: BTreeSet::new() }
    }

    /// The device file.
    pub fn config(&self) -> &HidConfig {
        &self.config
    }

    /// One raw event of gamepad `pad` (gilrs's id) named `name`.
    pub fn map(&mut self, pad: usize, name: &str, raw: &Raw) -> Vec<HidEvent> {
        let keypad = self.config.is_keypad(name);
        match *raw {
            Raw::Pressed(code) | Raw::Released(code) => {
                let pressed = matches!(raw, Raw::Pressed(_));
                self.button(name, code, pressed)
            }
            Raw::Connected => {
                let back = self.pads.insert(pad, (name.to_owned(), true)).is_some_and(|(_, was)| !was);
                let mut out = Vec::new();
                if back {
                    out.push(HidEvent::Link { device: link_device(keypad), event: LinkEvent::Back });
                }
                out.push(HidEvent::Note(Problem::PadConnected { pad, name: name.to_owned(), keypad }));
                out
            }
            Raw::Disconnected => {
                self.pads.insert(pad, (name.to_owned(), false));
                vec![
                    HidEvent::Link { device: link_device(keypad), event: LinkEvent::Lost },
                    HidEvent::Note(Problem::PadDisconnected { pad, name: name.to_owned(), keypad }),
                ]
            }
        }
    }

    /// A button change.
    fn button(&mut self, name: &str, code: u32, pressed: bool) -> Vec<HidEvent> {
        if let Some(binding) = self.config.keymap.binding(code) {
            if !pressed {
                return Vec::new();
            }
            return match binding {
                Binding::Key(key) => vec![HidEvent::Board { device: Device::Pad, msg: BoardMsg::Key(key) }],
                Binding::Help => self.key_help().into_iter().map(HidEvent::Say).collect(),
                Binding::Practice(cmd) => vec![HidEvent::Practice(cmd)],
            };
        }
        if let Some(square) = self.config.calibration.square(code) {
            let peg_in = pressed != self.config.inverted;
            let msg = if peg_in { BoardMsg::Place(square, Cell::Occupied) } else { BoardMsg::Lift(square) };
            return vec![HidEvent::Board { device: Device::Tactile, msg }];
        }
        if self.unknown.insert(code) {
            vec![HidEvent::Note(Problem::UnknownButton {
                code: format_code(code),
                button: button_number(code),
                name: name.to_owned(),
            })]
        } else {
            Vec::new()
        }
    }

    /// The key help: one sentence per bound button, in the order of the device file.
    pub fn key_help(&self) -> Vec<Notice> {
        key_help(&self.config)
    }
}

/// The device whose link a gamepad is: the keypad's, or the peg board's (`tactile`).
fn link_device(keypad: bool) -> Device {
    if keypad { Device::Pad } else { Device::Tactile }
}

/// The key help of a device file: one sentence per bound button ("Button 65:
/// announce."). A button is named by its number, or by its raw key code when it has
/// none.
pub fn key_help(config: &HidConfig) -> Vec<Notice> {
    config
        .keymap
        .bindings()
        .iter()
        .map(|&(binding, code)| {
            let button = button_number(code).unwrap_or(code & 0xffff);
            match binding {
                Binding::Key(key) => Notice::KeyHelp { button, key: Some(key) },
                Binding::Help => Notice::KeyHelp { button, key: None },
                Binding::Practice(cmd) => Notice::PracticeButtonHelp { button, cmd },
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use shakmaty::Square;

    use super::*;
    use crate::core::{
        input::{Key, LinkKind},
        msg::Msg,
        output::Output,
    };

    /// What the core says for a link event of the mapper.
    fn said(event: &HidEvent) -> Output {
        match event {
            HidEvent::Link { device, event } => crate::core::link_msg::told(*device, LinkKind::Hid, *event),
            other => panic!("not a link event: {other:?}"),
        }
    }

    fn board(msg: BoardMsg) -> HidEvent {
        HidEvent::Board { device: Device::Tactile, msg }
    }

    #[test]
    fn pegs_in_and_out_are_place_and_lift() {
        let mut m = Mapper::new(HidConfig::default());
        assert_eq!(
            m.map(0, "Peg board", &Raw::Pressed(0x1_0124)),
            [board(BoardMsg::Place(Square::E1, Cell::Occupied))]
        );
        assert_eq!(m.map(0, "Peg board", &Raw::Released(0x1_02ef)), [board(BoardMsg::Lift(Square::H8))]);
    }

    #[test]
    fn an_inverted_board_swaps_press_and_release() {
        let mut m = Mapper::new(HidConfig { inverted: true, ..HidConfig::default() });
        assert_eq!(m.map(0, "b", &Raw::Released(0x1_0120)), [board(BoardMsg::Place(Square::A1, Cell::Occupied))]);
        assert_eq!(m.map(0, "b", &Raw::Pressed(0x1_0120)), [board(BoardMsg::Lift(Square::A1))]);
    }

    #[test]
    fn keys_fire_on_press_only() {
        let mut m = Mapper::new(HidConfig::default());
        let key = |k| vec![HidEvent::Board { device: Device::Pad, msg: BoardMsg::Key(k) }];
        assert_eq!(m.map(0, "b", &Raw::Pressed(0x1_02f0)), key(Key::Announce));
        assert!(m.map(0, "b", &Raw::Released(0x1_02f0)).is_empty());
        assert_eq!(m.map(0, "b", &Raw::Pressed(0x1_02f5)), key(Key::Queen));
    }

    #[test]
    fn the_help_button_speaks_the_key_help() {
        let mut m = Mapper::new(HidConfig::default());
        let out = m.map(0, "b", &Raw::Pressed(0x1_02ff));
        assert_eq!(out.len(), 16);
        assert_eq!(out[0], HidEvent::Say(Notice::KeyHelp { button: 65, key: Some(Key::Announce) }));
        assert_eq!(out[14], HidEvent::Say(Notice::KeyHelp { button: 79, key: Some(Key::Resign) }));
        assert_eq!(out[15], HidEvent::Say(Notice::KeyHelp { button: 80, key: None }));
    }

    /// Issue 29, point 12: a practice button gives its command, and the key help says
    /// it after the keys of the default keymap.
    #[test]
    fn a_practice_button_gives_its_command_and_is_in_the_key_help() {
        let config = HidConfig::parse("engine-hint = 0x1_0130\nengine-restart = 0x1_0133\n").expect("a file");
        let mut m = Mapper::new(config);
        assert_eq!(m.map(1, "Pad", &Raw::Pressed(0x1_0130)), [HidEvent::Practice(PracticeCmd::Hint)]);
        assert!(m.map(1, "Pad", &Raw::Released(0x1_0130)).is_empty());
        assert_eq!(m.map(1, "Pad", &Raw::Pressed(0x1_0133)), [HidEvent::Practice(PracticeCmd::Restart)]);
        let help = m.map(0, "b", &Raw::Pressed(0x1_02ff));
        assert_eq!(help.len(), 18);
        assert_eq!(help[16], HidEvent::Say(Notice::PracticeButtonHelp { button: 1, cmd: PracticeCmd::Hint }));
        assert_eq!(help[17], HidEvent::Say(Notice::PracticeButtonHelp { button: 4, cmd: PracticeCmd::Restart }));
    }

    #[test]
    fn an_unknown_button_is_noted_once() {
        let mut m = Mapper::new(HidConfig::default());
        let out = m.map(3, "Pad", &Raw::Pressed(0x1_0130));
        assert_eq!(
            out,
            [HidEvent::Note(Problem::UnknownButton { code: "0x1_0130".into(), button: Some(1), name: "Pad".into() })]
        );
        assert!(m.map(3, "Pad", &Raw::Released(0x1_0130)).is_empty());
        assert!(m.map(3, "Pad", &Raw::Pressed(0x3_0000)).len() == 1);
    }

    #[test]
    fn links_coming_and_going_are_spoken_briefly() {
        let mut m = Mapper::new(HidConfig { keypad: Some("keypad".into()), ..HidConfig::default() });
        // First connection: a note only, saying that seated pegs are not seen.
        let out = m.map(0, "Peg board", &Raw::Connected);
        assert_eq!(out, [HidEvent::Note(Problem::PadConnected { pad: 0, name: "Peg board".into(), keypad: false })]);
        // Each is a link event; the core says its sentence.
        assert_eq!(said(&m.map(0, "Peg board", &Raw::Disconnected)[0]), Output::Say(Msg::PegBoardLost));
        assert_eq!(said(&m.map(0, "Peg board", &Raw::Connected)[0]), Output::Say(Msg::PegBoardBack));
        assert_eq!(said(&m.map(1, "USB Keypad", &Raw::Disconnected)[0]), Output::Say(Msg::KeypadLost));
        assert_eq!(said(&m.map(1, "USB Keypad", &Raw::Connected)[0]), Output::Say(Msg::KeypadBack));
    }
}
