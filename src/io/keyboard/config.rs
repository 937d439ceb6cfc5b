//! The Linux key names a device file may use, and the keyboard's lines of the device
//! file (docs/configuration.md, "A keyboard read through evdev"). Pure: the tests need
//! no device.
//!
//! ```text
//! keyboard = USB Keypad       # an evdev keyboard whose name contains this, or its path
//! KEY_KP5 = repeat            # a key line: a Linux key name and an action
//! KEY_KPDOT = read            # the read key: the next key is a file or a rank
//! ```
//!
//! Without key lines the keyboard's keys mean what the same keys mean on the terminal
//! ([`crate::io::keystrokes`]); with them, the key lines are the whole map and are
//! checked as the HID keypad's are: every required key bound ([`REQUIRED`]), no key
//! bound twice.

use crossterm::event::KeyCode;

use crate::{core::input::Key, io::keystrokes::Action, notice::practice::PracticeCmd};

/// The keys a keypad must have: everything the player asks for during a game
/// (docs/player.md, "The keys"), on a HID keypad or a keyboard read through evdev:
/// the first thirteen of the protocol's order ([`Key::ALL`], announce to arbiter).
/// History, the file and rank keys and help are optional.
pub const REQUIRED: [Key; 13] = first_keys();

/// The first thirteen keys of [`Key::ALL`].
const fn first_keys() -> [Key; 13] {
    let mut keys = [Key::Announce; 13];
    let mut i = 0;
    while i < keys.len() {
        keys[i] = Key::ALL[i];
        i += 1;
    }
    keys
}

/// One Linux key: its name (input-event-codes.h), its code, and the terminal key it
/// stands for (the keypad's digits are digits whatever Num Lock says).
struct LinuxKey {
    name: &'static str,
    code: u16,
    like: KeyCode,
}

const fn k(name: &'static str, code: u16, like: KeyCode) -> LinuxKey {
    LinuxKey { name, code, like }
}

const fn c(name: &'static str, code: u16, ch: char) -> LinuxKey {
    LinuxKey { name, code, like: KeyCode::Char(ch) }
}

/// The keys taktil knows by name (input-event-codes.h).
const KEYS: [LinuxKey; 70] = [
    k("KEY_ESC", 1, KeyCode::Esc),
    c("KEY_1", 2, '1'),
    c("KEY_2", 3, '2'),
    c("KEY_3", 4, '3'),
    c("KEY_4", 5, '4'),
    c("KEY_5", 6, '5'),
    c("KEY_6", 7, '6'),
    c("KEY_7", 8, '7'),
    c("KEY_8", 9, '8'),
    c("KEY_9", 10, '9'),
    c("KEY_0", 11, '0'),
    c("KEY_MINUS", 12, '-'),
    c("KEY_EQUAL", 13, '='),
    k("KEY_BACKSPACE", 14, KeyCode::Backspace),
    c("KEY_Q", 16, 'q'),
    c("KEY_W", 17, 'w'),
    c("KEY_E", 18, 'e'),
    c("KEY_R", 19, 'r'),
    c("KEY_T", 20, 't'),
    c("KEY_Y", 21, 'y'),
    c("KEY_U", 22, 'u'),
    c("KEY_I", 23, 'i'),
    c("KEY_O", 24, 'o'),
    c("KEY_P", 25, 'p'),
    k("KEY_ENTER", 28, KeyCode::Enter),
    c("KEY_A", 30, 'a'),
    c("KEY_S", 31, 's'),
    c("KEY_D", 32, 'd'),
    c("KEY_F", 33, 'f'),
    c("KEY_G", 34, 'g'),
    c("KEY_H", 35, 'h'),
    c("KEY_J", 36, 'j'),
    c("KEY_K", 37, 'k'),
    c("KEY_L", 38, 'l'),
    c("KEY_Z", 44, 'z'),
    c("KEY_X", 45, 'x'),
    c("KEY_C", 46, 'c'),
    c("KEY_V", 47, 'v'),
    c("KEY_B", 48, 'b'),
    c("KEY_N", 49, 'n'),
    c("KEY_M", 50, 'm'),
    c("KEY_COMMA", 51, ','),
    c("KEY_DOT", 52, '.'),
    c("KEY_SLASH", 53, '/'),
    c("KEY_KPASTERISK", 55, '*'),
    c("KEY_SPACE", 57, ' '),
    k("KEY_F1", 59, KeyCode::F(1)),
    c("KEY_KP7", 71, '7'),
    c("KEY_KP8", 72, '8'),
    c("KEY_KP9", 73, '9'),
    c("KEY_KPMINUS", 74, '-'),
    c("KEY_KP4", 75, '4'),
    c("KEY_KP5", 76, '5'),
    c("KEY_KP6", 77, '6'),
    c("KEY_KPPLUS", 78, '+'),
    c("KEY_KP1", 79, '1'),
    c("KEY_KP2", 80, '2'),
    c("KEY_KP3", 81, '3'),
    c("KEY_KP0", 82, '0'),
    c("KEY_KPDOT", 83, '.'),
    k("KEY_KPENTER", 96, KeyCode::Enter),
    c("KEY_KPSLASH", 98, '/'),
    k("KEY_HOME", 102, KeyCode::Home),
    k("KEY_UP", 103, KeyCode::Up),
    k("KEY_PAGEUP", 104, KeyCode::PageUp),
    k("KEY_LEFT", 105, KeyCode::Left),
    k("KEY_RIGHT", 106, KeyCode::Right),
    k("KEY_END", 107, KeyCode::End),
    k("KEY_DOWN", 108, KeyCode::Down),
    k("KEY_PAGEDOWN", 109, KeyCode::PageDown),
];

/// The code of a Linux key name (`KEY_KP5`), in any case.
pub fn code(name: &str) -> Option<u16> {
    KEYS.iter().find(|key| key.name.eq_ignore_ascii_case(name)).map(|key| key.code)
}

/// The name of a Linux key code, if taktil knows it.
pub fn name(code: u16) -> Option<&'static str> {
    KEYS.iter().find(|key| key.code == code).map(|key| key.name)
}

/// The terminal key a Linux key stands for: the same action, and the same file or
/// rank after the read key.
pub fn like(code: u16) -> Option<KeyCode> {
    KEYS.iter().find(|key| key.code == code).map(|key| key.like)
}

/// An action's name in the device file: a key of the core (`repeat`), `help`, `read`
/// or a practice key (`engine-hint`, issue 29, point 12).
pub fn action(name: &str) -> Option<Action> {
    match name.to_ascii_lowercase().as_str() {
        "help" => Some(Action::Help),
        "read" => Some(Action::Read),
        _ => Key::from_name(name).map(Action::Key).or_else(|| PracticeCmd::from_key_name(name).map(Action::Practice)),
    }
}

/// The keyboard's part of the device file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KeyboardConfig {
    /// The keyboard: a text its evdev name contains, or its path (`/dev/input/...`).
    pub name: Option<String>,
    /// The key lines (Linux key code, action), in file order; empty: the terminal's map.
    pub keys: Vec<(u16, Action)>,
}

/// Why a key line of the device file cannot be read (the caller adds its line).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum KeyLineError {
    /// No key of that name.
    #[error("{name} is no key taktil knows (KEY_KP5, KEY_A, ...)")]
    Key {
        /// The name as written.
        name: String,
    },
    /// No action of that name.
    #[error("{name} = {value}: {value:?} is no action (repeat, time, moves, read, help, engine-hint, ...)")]
    Action {
        /// The key's name.
        name: String,
        /// The action as written.
        value: String,
    },
    /// The key is bound already.
    #[error("{name} is bound twice, to {first} and to {value}")]
    Twice {
        /// The key's name.
        name: String,
        /// What it was bound to first.
        first: String,
        /// What it is bound to again.
        value: String,
    },
}

impl KeyboardConfig {
    /// Reads one line of the device file, if it is the keyboard's (`keyboard = ...` or
    /// a `KEY_` name): `None` when the line is not the keyboard's.
    ///
    /// # Errors
    /// An unknown key name, an unknown action, or a key bound twice: the problem in
    /// words (the caller adds the line number).
    pub fn line(&mut self, name: &str, value: &str) -> Option<Result<(), KeyLineError>> {
        if name.eq_ignore_ascii_case("keyboard") {
            self.name = (!value.is_empty()).then(|| value.to_owned());
            return Some(Ok(()));
        }
        if !name.to_ascii_uppercase().starts_with("KEY_") {
            return None;
        }
        Some(self.key_line(name, value))
    }

    fn key_line(&mut self, name: &str, value: &str) -> Result<(), KeyLineError> {
        let code = code(name).ok_or_else(|| KeyLineError::Key { name: name.to_owned() })?;
        let action =
            action(value).ok_or_else(|| KeyLineError::Action { name: name.to_owned(), value: value.to_owned() })?;
        if let Some(&(_, first)) = self.keys.iter().find(|&&(c, _)| c == code) {
            let first = action_name(first).to_string();
            return Err(KeyLineError::Twice { name: name.to_owned(), first, value: value.to_owned() });
        }
        self.keys.push((code, action));
        Ok(())
    }

    /// The map's problems, in words: a required key ([`REQUIRED`]) or the read key
    /// without a key, when the file has key lines.
    pub fn problems(&self) -> Vec<String> {
        if self.keys.is_empty() {
            return Vec::new();
        }
        let bound = |a: Action| self.keys.iter().any(|&(_, b)| b == a);
        let mut out: Vec<String> = REQUIRED
            .iter()
            .filter(|&&key| !bound(Action::Key(key)))
            .map(|key| format!("the {} key is not bound to any key of the keyboard", key.as_str()))
            .collect();
        if !bound(Action::Read) {
            out.push("the read key is not bound to any key of the keyboard".to_owned());
        }
        out
    }

    /// The keyboard's lines of the device file.
    pub fn format(&self) -> String {
        let mut out = String::new();
        if let Some(name) = &self.name {
            out.push_str(&format!("keyboard = {name}\n"));
        }
        for &(code, action) in &self.keys {
            out.push_str(&format!("{} = {}\n", name(code).unwrap_or("KEY_?"), action_name(action)));
        }
        out
    }

    /// Whether an evdev device of this name and path is the keyboard.
    pub fn is_keyboard(&self, device_name: &str, path: &str) -> bool {
        self.name
            .as_deref()
            .is_some_and(|want| want == path || device_name.to_lowercase().contains(&want.to_lowercase()))
    }
}

/// An action's name in the device file.
pub fn action_name(action: Action) -> &'static str {
    match action {
        Action::Key(key) => key.as_str(),
        Action::Help => "help",
        Action::Read => "read",
        Action::Line => "line",
        Action::Practice(cmd) => cmd.key_name(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(lines: &[(&str, &str)]) -> (KeyboardConfig, Vec<String>) {
        let mut config = KeyboardConfig::default();
        let errors = lines
            .iter()
            .filter_map(|(n, v)| config.line(n, v))
            .filter_map(Result::err)
            .map(|e| e.to_string())
            .collect();
        (config, errors)
    }

    #[test]
    fn names_and_codes_are_input_event_codes() {
        assert_eq!(code("KEY_KP5"), Some(76));
        assert_eq!(code("key_a"), Some(30));
        assert_eq!(name(96), Some("KEY_KPENTER"));
        assert_eq!(like(76), Some(KeyCode::Char('5')));
        let mut codes: Vec<u16> = KEYS.iter().map(|k| k.code).collect();
        codes.sort_unstable();
        codes.dedup();
        assert_eq!(codes.len(), KEYS.len(), "a code twice");
    }

    #[test]
    fn key_lines_are_read_and_checked() {
        let (config, errors) = parse(&[
            ("keyboard", "USB Keypad"),
            ("KEY_KP5", "repeat"),
            ("KEY_KPDOT", "read"),
            ("KEY_KP5", "time"),
            ("KEY_NOPE", "time"),
            ("KEY_KP8", "lunch"),
        ]);
        assert_eq!(config.name.as_deref(), Some("USB Keypad"));
        assert_eq!(config.keys, [(76, Action::Key(Key::Repeat)), (83, Action::Read)]);
        assert_eq!(
            errors,
            [
                "KEY_KP5 is bound twice, to repeat and to time",
                "KEY_NOPE is no key taktil knows (KEY_KP5, KEY_A, ...)",
                "KEY_KP8 = lunch: \"lunch\" is no action (repeat, time, moves, read, help, engine-hint, ...)",
            ]
        );
        assert!(config.problems().contains(&"the time key is not bound to any key of the keyboard".to_owned()));
        assert!(!config.problems().iter().any(|p| p.contains("repeat")));
        assert!(config.format().contains("KEY_KPDOT = read\n"));
    }

    #[test]
    fn other_lines_are_not_the_keyboards() {
        let mut config = KeyboardConfig::default();
        assert_eq!(config.line("a1", "0x1_0120"), None);
        assert_eq!(config.line("announce", "0x1_02f0"), None);
        assert!(config.problems().is_empty(), "no key lines: the terminal's map");
    }

    #[test]
    fn the_keyboard_is_found_by_name_or_path() {
        let config = KeyboardConfig { name: Some("keypad".into()), keys: Vec::new() };
        assert!(config.is_keyboard("USB Numeric Keypad", "/dev/input/event5"));
        assert!(!config.is_keyboard("AT Translated Set 2 keyboard", "/dev/input/event0"));
        let config = KeyboardConfig { name: Some("/dev/input/event5".into()), keys: Vec::new() };
        assert!(config.is_keyboard("anything", "/dev/input/event5"));
        assert!(!KeyboardConfig::default().is_keyboard("keypad", "/dev/input/event5"));
    }
}
