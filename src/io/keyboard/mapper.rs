//! A keyboard's key-downs to the blind player's keys (pure): the device file's key
//! lines, or else the terminal's map ([`crate::io::keystrokes`]), with its read key
//! (a file or a rank next) and the practice keys (issue 29, point 12). The help key
//! says the map in force: with key lines, theirs, each key by its own name.

use crossterm::event::{KeyEvent, KeyModifiers};

use super::config::{KeyboardConfig, like};
use crate::{
    core::input::Input,
    io::keystrokes::{Action, Keystrokes, Stroke},
    notice::{KeyName, Notice, practice::PracticeCmd},
};

/// What a key-down brings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pressed {
    /// A key of the core, from the `pad` device.
    Input(Input),
    /// Something to say (the key help, the read key's question, an unbound key).
    Say(Vec<Notice>),
    /// A practice command (issue 18): a hint, the evaluation, a take-back, the engine
    /// started again.
    Practice(PracticeCmd),
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
                Some((_, Action::Help)) => Stroke::Say(self.help()),
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
            Stroke::Practice(cmd) => Pressed::Practice(cmd),
            _ => Pressed::Nothing,
        }
    }

    /// The key help of the key lines: one sentence per action, in the order of the
    /// lines, naming every key that gives it ("5 or space: repeat."); without key
    /// lines, the terminal's map's.
    pub fn help(&self) -> Vec<Notice> {
        if self.keys.is_empty() {
            return crate::io::keystrokes::help();
        }
        let mut actions: Vec<(Action, Vec<KeyName>)> = Vec::new();
        for &(code, action) in &self.keys {
            let Some(name) = key_name(code) else { continue };
            match actions.iter_mut().find(|(a, _)| *a == action) {
                Some((_, names)) => names.push(name),
                None => actions.push((action, vec![name])),
            }
        }
        actions
            .into_iter()
            .map(|(action, keys)| match action {
                Action::Key(key) => Notice::KeystrokeHelp { keys, key: Some(key) },
                Action::Help => Notice::KeystrokeHelp { keys, key: None },
                Action::Read => Notice::KeystrokeReadHelp { keys },
                Action::Line => Notice::KeystrokeLineHelp { keys },
                Action::Practice(cmd) => Notice::PracticeKeyHelp { keys, cmd },
            })
            .collect()
    }
}

/// How the key help names a Linux key: as it is marked (`5`, `star`, `Page Up`).
fn key_name(code: u16) -> Option<KeyName> {
    use crossterm::event::KeyCode;
    Some(match like(code)? {
        KeyCode::Char(' ') => KeyName::Space,
        KeyCode::Char('-') => KeyName::Minus,
        KeyCode::Char('+') => KeyName::Plus,
        KeyCode::Char('/') => KeyName::Slash,
        KeyCode::Char('*') => KeyName::Star,
        // KEY_KPDOT: the keypad's decimal key, a comma on a German keypad.
        KeyCode::Char('.') if code == 83 => KeyName::Period,
        KeyCode::Char(c) => KeyName::Char(c.to_ascii_uppercase()),
        KeyCode::Enter => KeyName::Enter,
        KeyCode::Esc => KeyName::Escape,
        KeyCode::Backspace => KeyName::Backspace,
        KeyCode::F(_) => KeyName::F1,
        KeyCode::Home => KeyName::Home,
        KeyCode::End => KeyName::End,
        KeyCode::PageUp => KeyName::PageUp,
        KeyCode::PageDown => KeyName::PageDown,
        KeyCode::Up => KeyName::Up,
        KeyCode::Down => KeyName::Down,
        KeyCode::Left => KeyName::Left,
        KeyCode::Right => KeyName::Right,
        _ => return None,
    })
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

    /// Issue 29, point 12: the practice keys of the terminal's map, I, E, U and G, on a
    /// keypad read through evdev without key lines.
    #[test]
    fn the_practice_keys_of_the_terminals_map() {
        let mut mapper = KeyboardMapper::new(&KeyboardConfig::default());
        assert_eq!(mapper.press(23), Pressed::Practice(PracticeCmd::Hint), "KEY_I");
        assert_eq!(mapper.press(18), Pressed::Practice(PracticeCmd::Evaluate), "KEY_E");
        assert_eq!(mapper.press(22), Pressed::Practice(PracticeCmd::TakeBack), "KEY_U");
        assert_eq!(mapper.press(34), Pressed::Practice(PracticeCmd::Restart), "KEY_G");
        let Pressed::Say(help) = mapper.press(55) else { panic!("KEY_KPASTERISK is the help") };
        assert!(help.contains(&Notice::PracticeKeyHelp { keys: vec![KeyName::Char('I')], cmd: PracticeCmd::Hint }));
    }

    /// Issue 29, point 12: practice keys bound by key lines, and the help of the lines:
    /// their own keys, in their order, and not the terminal's map.
    #[test]
    fn key_lines_bind_the_practice_keys_and_the_help_says_them() {
        let mut config = KeyboardConfig::default();
        for (name, action) in [
            ("KEY_KP5", "repeat"),
            ("KEY_SPACE", "repeat"),
            ("KEY_KPDOT", "read"),
            ("KEY_PAGEUP", "engine-hint"),
            ("KEY_PAGEDOWN", "ENGINE-EVAL"),
            ("KEY_BACKSPACE", "engine-takeback"),
            ("KEY_F1", "engine-restart"),
            ("KEY_KPASTERISK", "help"),
        ] {
            assert_eq!(config.line(name, action), Some(Ok(())), "{name}");
        }
        let mut mapper = KeyboardMapper::new(&config);
        assert_eq!(mapper.press(104), Pressed::Practice(PracticeCmd::Hint), "KEY_PAGEUP");
        assert_eq!(mapper.press(109), Pressed::Practice(PracticeCmd::Evaluate), "KEY_PAGEDOWN");
        assert_eq!(mapper.press(14), Pressed::Practice(PracticeCmd::TakeBack), "KEY_BACKSPACE");
        assert_eq!(mapper.press(59), Pressed::Practice(PracticeCmd::Restart), "KEY_F1");
        assert_eq!(mapper.press(23), Pressed::Say(vec![Notice::KeystrokeUnbound]), "KEY_I is not in the lines");
        let practice = |keys, cmd| Notice::PracticeKeyHelp { keys, cmd };
        assert_eq!(
            mapper.press(55),
            Pressed::Say(vec![
                Notice::KeystrokeHelp { keys: vec![KeyName::Char('5'), KeyName::Space], key: Some(Key::Repeat) },
                Notice::KeystrokeReadHelp { keys: vec![KeyName::Period] },
                practice(vec![KeyName::PageUp], PracticeCmd::Hint),
                practice(vec![KeyName::PageDown], PracticeCmd::Evaluate),
                practice(vec![KeyName::Backspace], PracticeCmd::TakeBack),
                practice(vec![KeyName::F1], PracticeCmd::Restart),
                Notice::KeystrokeHelp { keys: vec![KeyName::Star], key: None },
            ])
        );
        assert!(config.format().contains("KEY_PAGEUP = engine-hint\n"), "{}", config.format());
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
