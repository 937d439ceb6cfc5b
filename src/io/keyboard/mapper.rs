//! A keyboard's key-downs to the blind player's keys (pure): the device file's key
//! lines, or else the terminal's map ([`crate::io::keystrokes`]), with its read key
//! (a file or a rank next).

use crossterm::event::{KeyEvent, KeyModifiers};

use super::config::{KeyboardConfig, like};
use crate::{
    core::input::Input,
    io::keystrokes::{Action, Keystrokes, Stroke},
    notice::Notice,
};

/// What a key-down brings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pressed {
    /// A key of the core, from the `pad` device.
    Input(Input),
    /// Something to say (the key help, the read key's question, an unbound key).
    Say(Vec<Notice>),
    /// Nothing.
    Nothing,
}

/// The map of one keyboard with its read state.
#[derive(Clone, Debug, Default)]
pub struct KeyboardMapper {
    keys: Vec<(u16, Action)>,
    strokes: Keystrokes,
}

impl KeyboardMapper {
    /// The map of `config` (its key lines, or the terminal's map).
    pub fn new(config: &KeyboardConfig) -> KeyboardMapper {
        KeyboardMapper { keys: config.keys.clone(), strokes: Keystrokes::default() }
    }

    /// What the key of Linux code `code` does when pressed.
    pub fn press(&mut self, code: u16) -> Pressed {
        let like = like(code);
        let stroke = match (self.strokes.reading(), like) {
            // After the read key, the key's own character is the file or rank.
            (true, Some(like)) => self.strokes.press(KeyEvent::new(like, KeyModifiers::NONE)),
            (true, None) => self.strokes.press(KeyEvent::new(crossterm::event::KeyCode::Esc, KeyModifiers::NONE)),
            (false, _) if !self.keys.is_empty() => match self.keys.iter().find(|&&(c, _)| c == code) {
                Some(&(_, action)) => self.strokes.act(action),
                None => Stroke::Say(vec![Notice::KeystrokeUnbound]),
            },
            (false, Some(like)) => match crate::io::keystrokes::action(like) {
                // No line for the assistant on a keyboard of the player's own.
                Some(Action::Line) | None => Stroke::Say(vec![Notice::KeystrokeUnbound]),
                Some(action) => self.strokes.act(action),
            },
            (false, None) => Stroke::Say(vec![Notice::KeystrokeUnbound]),
        };
        match stroke {
            Stroke::Input(input) => Pressed::Input(input),
            Stroke::Say(notices) => Pressed::Say(notices),
            _ => Pressed::Nothing,
        }
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::File;

    use super::*;
    use crate::core::input::{BoardMsg, Device, Key};

    fn pad(key: Key) -> Pressed {
        Pressed::Input(Input::Board { device: Device::Pad, msg: BoardMsg::Key(key), seq: None })
    }

    #[test]
    fn without_key_lines_the_terminals_map_holds() {
        let mut mapper = KeyboardMapper::new(&KeyboardConfig::default());
        assert_eq!(mapper.press(76), pad(Key::Repeat), "KEY_KP5");
        assert_eq!(mapper.press(72), pad(Key::Time), "KEY_KP8");
        assert_eq!(mapper.press(80), pad(Key::Moves), "KEY_KP2");
        assert_eq!(mapper.press(96), pad(Key::Announce), "KEY_KPENTER");
        assert_eq!(mapper.press(44), Pressed::Say(vec![Notice::KeystrokeUnbound]), "KEY_Z");
        assert_eq!(mapper.press(98), Pressed::Say(vec![Notice::KeystrokeRead]), "KEY_KPSLASH");
        assert_eq!(mapper.press(32), pad(Key::File(File::D)), "KEY_D after the read key");
        assert_eq!(mapper.press(32), pad(Key::Draw), "KEY_D");
    }

    #[test]
    fn key_lines_are_the_whole_map() {
        let mut config = KeyboardConfig::default();
        for (name, action) in [("KEY_KP0", "repeat"), ("KEY_KPDOT", "read")] {
            assert_eq!(config.line(name, action), Some(Ok(())));
        }
        let mut mapper = KeyboardMapper::new(&config);
        assert_eq!(mapper.press(82), pad(Key::Repeat), "KEY_KP0");
        assert_eq!(mapper.press(76), Pressed::Say(vec![Notice::KeystrokeUnbound]), "KEY_KP5 not in the lines");
        assert_eq!(mapper.press(83), Pressed::Say(vec![Notice::KeystrokeRead]));
        assert_eq!(mapper.press(79), pad(Key::Rank(shakmaty::Rank::First)), "KEY_KP1 after the read key");
    }
}
