//! The device file: the calibration (raw code → square), the keymap (raw code → key)
//! and the switch polarity, in a small line format (docs/configuration.md, "The device
//! file").
//!
//! ```text
//! # taktil devices
//! inverted = no            # yes: a peg in its hole releases the button
//! keypad = Keypad          # a gamepad whose name contains this is the keypad
//! a1 = 0x1_0120            # one line per square: the code of its hole
//! announce = 0x1_02f0      # one line per key: the code of its button
//! help = 0x1_02ff          # the key-help button
//! keyboard = USB Keypad    # an evdev keyboard, and its KEY_ lines (crate::io::keyboard)
//! ```
//!
//! Without square lines the default wiring holds (board-protocols.md §4.5, see
//! [`super::codes`]); without key lines the default keymap (buttons 65–80). Parsing is
//! split from reading the file (ripgrep's `parse_reader`), so the tests need no files.

use std::{collections::BTreeMap, fmt};

use shakmaty::Square;

use super::codes::{button_code, default_code, default_square, format_code, parse_code};
use crate::{core::input::Key, io::keyboard::config::KeyboardConfig, notice::practice::PracticeCmd};

/// Which square each hole's button means.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum Calibration {
    /// The default wiring: button n = square n-1 (§4.5).
    #[default]
    Default,
    /// A calibrated board: the code of each square found by `taktil calibrate`
    /// (squares not listed are not read).
    Map(BTreeMap<Square, u32>),
}

impl Calibration {
    /// The square a raw code means, if any.
    pub fn square(&self, code: u32) -> Option<Square> {
        match self {
            Calibration::Default => default_square(code),
            Calibration::Map(map) => map.iter().find(|&(_, &c)| c == code).map(|(&sq, _)| sq),
        }
    }

    /// The code of a square's hole, if it has one.
    pub fn code(&self, square: Square) -> Option<u32> {
        match self {
            Calibration::Default => Some(default_code(square)),
            Calibration::Map(map) => map.get(&square).copied(),
        }
    }

    /// Codes given to two squares: the code and both squares (a calibration made by
    /// hand can have them; `taktil calibrate` never writes one).
    pub fn duplicates(&self) -> Vec<(u32, Square, Square)> {
        let pairs = self.pairs();
        let mut out = Vec::new();
        for (i, &(sq, code)) in pairs.iter().enumerate() {
            if let Some(&(first, _)) = pairs[..i].iter().find(|&&(_, c)| c == code) {
                out.push((code, first, sq));
            }
        }
        out
    }

    /// Every square with its code, a1 to h8.
    pub fn pairs(&self) -> Vec<(Square, u32)> {
        Square::ALL.into_iter().filter_map(|sq| self.code(sq).map(|c| (sq, c))).collect()
    }
}

/// What a keypad button does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Binding {
    /// A control key, sent to the core as `K <key>` from the `pad` device.
    Key(Key),
    /// Speak the key help: what each button does.
    Help,
    /// A practice command (issue 18; issue 29, point 12): optional, for a practice
    /// game against an engine.
    Practice(PracticeCmd),
}

impl Binding {
    /// The name in the device file: the key's protocol name, `help`, or a practice
    /// key's (`engine-hint`).
    pub const fn as_str(self) -> &'static str {
        match self {
            Binding::Key(key) => key.as_str(),
            Binding::Help => "help",
            Binding::Practice(cmd) => cmd.key_name(),
        }
    }

    /// Parses a name of the device file.
    pub fn from_name(name: &str) -> Option<Binding> {
        if name.eq_ignore_ascii_case("help") {
            return Some(Binding::Help);
        }
        Key::from_name(name).map(Binding::Key).or_else(|| PracticeCmd::from_key_name(name).map(Binding::Practice))
    }
}

impl fmt::Display for Binding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

pub use crate::io::keyboard::config::REQUIRED;

/// Which button does what, in the order of the device file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Keymap {
    bindings: Vec<(Binding, u32)>,
}

impl Default for Keymap {
    /// Board buttons 65–80 (§4.5): the thirteen required keys from 65, history on 78,
    /// resign on 79 (5.1b; it asks for a second press), help on 80.
    fn default() -> Self {
        let keys = REQUIRED.iter().chain(&[Key::History, Key::Resign]);
        let mut bindings: Vec<(Binding, u32)> =
            keys.map(|&k| Binding::Key(k)).zip(65..).filter_map(with_code).collect();
        bindings.extend(with_code((Binding::Help, 80)));
        Keymap { bindings }
    }
}

/// A binding with the code of its button number.
fn with_code((binding, n): (Binding, u32)) -> Option<(Binding, u32)> {
    button_code(n).map(|code| (binding, code))
}

/// Why a keymap cannot be used (`Keymap::check`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeymapError {
    /// One button is bound to two things.
    Twice { code: u32, first: Binding, second: Binding },
    /// One thing is bound to two buttons.
    TwoButtons { binding: Binding, first: u32, second: u32 },
    /// A required key has no button.
    Unbound(Key),
    /// A key's button is also a hole of the board.
    OnTheBoard { code: u32, binding: Binding, square: Square },
}

impl fmt::Display for KeymapError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            KeymapError::Twice { code, first, second } => {
                write!(f, "button {} is bound twice, to {first} and to {second}", format_code(code))
            }
            KeymapError::TwoButtons { binding, first, second } => {
                write!(f, "{binding} is bound to two buttons, {} and {}", format_code(first), format_code(second))
            }
            KeymapError::Unbound(key) => write!(f, "the {} key is not bound to any button", key.as_str()),
            KeymapError::OnTheBoard { code, binding, square } => {
                write!(f, "button {} of {binding} is the hole {square} of the peg board", format_code(code))
            }
        }
    }
}

impl Keymap {
    /// A keymap from bindings, unchecked.
    pub fn new(bindings: Vec<(Binding, u32)>) -> Keymap {
        Keymap { bindings }
    }

    /// Every binding with its code, in order.
    pub fn bindings(&self) -> &[(Binding, u32)] {
        &self.bindings
    }

    /// What a code does, if it is bound (the first binding, if bound twice).
    pub fn binding(&self, code: u32) -> Option<Binding> {
        self.bindings.iter().find(|&&(_, c)| c == code).map(|&(b, _)| b)
    }

    /// Checks that no button is bound twice, nothing is bound to two buttons, every
    /// required key ([`REQUIRED`]) has a button and no button is a hole of the board.
    ///
    /// # Errors
    /// Every problem found, each naming the key and the button.
    pub fn check(&self, calibration: &Calibration) -> Result<(), Vec<KeymapError>> {
        let mut problems = Vec::new();
        for (i, &(binding, code)) in self.bindings.iter().enumerate() {
            for &(other, other_code) in &self.bindings[..i] {
                if other_code == code {
                    problems.push(KeymapError::Twice { code, first: other, second: binding });
                } else if other == binding {
                    problems.push(KeymapError::TwoButtons { binding, first: other_code, second: code });
                }
            }
            if let Some(square) = calibration.square(code) {
                problems.push(KeymapError::OnTheBoard { code, binding, square });
            }
        }
        for key in REQUIRED {
            if !self.bindings.iter().any(|&(b, _)| b == Binding::Key(key)) {
                problems.push(KeymapError::Unbound(key));
            }
        }
        if problems.is_empty() { Ok(()) } else { Err(problems) }
    }
}

/// Everything in the device file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HidConfig {
    /// The board's switches open when a peg goes in: a release means "peg in".
    /// Default: a peg presses its button (board-protocols.md §5.2).
    pub inverted: bool,
    /// A gamepad whose name contains this text is the keypad; every other gamepad is
    /// the peg board. `None`: the keys are on the board (buttons 65–80).
    pub keypad: Option<String>,
    /// Which code each square's hole has.
    pub calibration: Calibration,
    /// Which code each key has.
    pub keymap: Keymap,
    /// A keyboard read through evdev (`keyboard = ...`, `KEY_...` lines).
    pub keyboard: KeyboardConfig,
}

/// A line of the device file that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeviceLineError {
    /// The line number, from 1.
    pub line: usize,
    /// What is wrong.
    pub problem: String,
}

impl fmt::Display for DeviceLineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.problem)
    }
}

impl HidConfig {
    /// Parses the text of a device file.
    ///
    /// # Errors
    /// Every line that could not be read (unknown name, bad code, a square or
    /// `inverted` given twice). Buttons bound twice are for [`Keymap::check`].
    pub fn parse(text: &str) -> Result<HidConfig, Vec<DeviceLineError>> {
        let mut config = HidConfig::default();
        let mut squares = BTreeMap::new();
        let mut bindings = Vec::new();
        let mut errors = Vec::new();
        for (i, raw) in text.lines().enumerate() {
            let line = raw.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let mut fail = |problem: String| errors.push(DeviceLineError { line: i + 1, problem });
            let Some((name, value)) = line.split_once('=').map(|(n, v)| (n.trim(), v.trim())) else {
                fail(format!("expected NAME = VALUE, found {line:?}"));
                continue;
            };
            if let Some(read) = config.keyboard.line(name, value) {
                if let Err(problem) = read {
                    fail(problem.to_string());
                }
            } else if name.eq_ignore_ascii_case("inverted") {
                match value.to_ascii_lowercase().as_str() {
                    "yes" | "true" => config.inverted = true,
                    "no" | "false" => config.inverted = false,
                    _ => fail(format!("inverted = {value}: expected yes or no")),
                }
            } else if name.eq_ignore_ascii_case("keypad") {
                config.keypad = (!value.is_empty()).then(|| value.to_owned());
            } else if let Ok(square) = name.to_ascii_lowercase().parse::<Square>() {
                match parse_code(value) {
                    Some(code) => {
                        if squares.insert(square, code).is_some() {
                            fail(format!("{square} is given twice"));
                        }
                    }
                    None => fail(format!("{name} = {value}: expected a button code such as 0x1_0120")),
                }
            } else if let Some(binding) = Binding::from_name(name) {
                match parse_code(value) {
                    Some(code) => bindings.push((binding, code)),
                    None => fail(format!("{name} = {value}: expected a button code such as 0x1_02f0")),
                }
            } else {
                fail(format!("{name:?} is no setting, square or key name"));
            }
        }
        if !squares.is_empty() {
            config.calibration = Calibration::Map(squares);
        }
        // Key lines are the whole keymap; practice keys alone (issue 29, point 12) join
        // the default one, so that a small pad beside a board wired as usual can hold
        // them.
        if bindings.iter().all(|(b, _)| matches!(b, Binding::Practice(_))) {
            config.keymap.bindings.extend(bindings);
        } else {
            config.keymap = Keymap { bindings };
        }
        if errors.is_empty() { Ok(config) } else { Err(errors) }
    }

    /// The text of the device file: the settings, every square and every key.
    pub fn format(&self) -> String {
        let mut out = String::from("# taktil devices: the HID peg board and keypad (docs/configuration.md)\n");
        out.push_str(&format!("inverted = {}\n", if self.inverted { "yes" } else { "no" }));
        if let Some(keypad) = &self.keypad {
            out.push_str(&format!("keypad = {keypad}\n"));
        }
        out.push_str("\n# The hole of each square.\n");
        for (square, code) in self.calibration.pairs() {
            out.push_str(&format!("{square} = {}\n", format_code(code)));
        }
        out.push_str("\n# The keys.\n");
        for &(binding, code) in self.keymap.bindings() {
            out.push_str(&format!("{binding} = {}\n", format_code(code)));
        }
        let keyboard = self.keyboard.format();
        if !keyboard.is_empty() {
            out.push_str("\n# The keyboard read through evdev.\n");
            out.push_str(&keyboard);
        }
        out
    }

    /// Everything that makes the file unusable, in words for the assistant: a code
    /// given to two squares, and the keymap's problems ([`Keymap::check`]).
    pub fn problems(&self) -> Vec<String> {
        let mut out: Vec<String> = self
            .calibration
            .duplicates()
            .into_iter()
            .map(|(code, a, b)| format!("button {} is the hole of both {a} and {b}", format_code(code)))
            .collect();
        if let Err(errors) = self.keymap.check(&self.calibration) {
            out.extend(errors.iter().map(ToString::to_string));
        }
        out.extend(self.keyboard.problems());
        out
    }

    /// Whether a gamepad of this name is the keypad.
    pub fn is_keypad(&self, name: &str) -> bool {
        self.keypad.as_deref().is_some_and(|k| name.to_lowercase().contains(&k.to_lowercase()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_keymap_is_complete_and_off_the_board() {
        let keymap = Keymap::default();
        assert_eq!(keymap.check(&Calibration::Default), Ok(()));
        assert_eq!(keymap.binding(0x1_02f0), Some(Binding::Key(Key::Announce)));
        assert_eq!(keymap.binding(0x1_02fc), Some(Binding::Key(Key::Arbiter)));
        assert_eq!(keymap.binding(0x1_02fd), Some(Binding::Key(Key::History)));
        assert_eq!(keymap.binding(0x1_02ff), Some(Binding::Help));
        assert_eq!(keymap.binding(0x1_02fe), Some(Binding::Key(Key::Resign)), "button 79");
    }

    #[test]
    fn a_button_bound_twice_and_a_missing_key_are_named() {
        let text = "announce = 0x1_02f0\nrepeat = 0x1_02f0\nhelp = 0x1_02ff\nhelp = 0x1_02fe\n";
        let config = HidConfig::parse(text).unwrap();
        let problems = config.keymap.check(&config.calibration).unwrap_err();
        assert!(problems.contains(&KeymapError::Twice {
            code: 0x1_02f0,
            first: Binding::Key(Key::Announce),
            second: Binding::Key(Key::Repeat),
        }));
        assert!(problems.contains(&KeymapError::TwoButtons {
            binding: Binding::Help,
            first: 0x1_02ff,
            second: 0x1_02fe
        }));
        assert!(problems.contains(&KeymapError::Unbound(Key::Time)));
        assert!(!problems.contains(&KeymapError::Unbound(Key::Announce)));
        let words: Vec<String> = problems.iter().map(ToString::to_string).collect();
        assert!(words.contains(&"button 0x1_02f0 is bound twice, to announce and to repeat".to_owned()));
        assert!(words.contains(&"the time key is not bound to any button".to_owned()));
        assert!(words.contains(&"help is bound to two buttons, 0x1_02ff and 0x1_02fe".to_owned()));
    }

    /// Issue 29, point 12: practice keys alone join the default keymap; with the keys
    /// of the core they are part of the file's own.
    #[test]
    fn practice_keys_join_the_default_keymap_or_the_files_own() {
        let config = HidConfig::parse("engine-hint = 0x1_0130\nEngine-Eval = 0x1_0131\n").unwrap();
        assert_eq!(config.keymap.bindings().len(), Keymap::default().bindings().len() + 2);
        assert_eq!(config.keymap.binding(0x1_02f0), Some(Binding::Key(Key::Announce)));
        assert_eq!(config.keymap.binding(0x1_0130), Some(Binding::Practice(PracticeCmd::Hint)));
        assert_eq!(config.keymap.binding(0x1_0131), Some(Binding::Practice(PracticeCmd::Evaluate)));
        assert!(config.problems().is_empty(), "{:?}", config.problems());
        assert!(config.format().contains("engine-eval = 0x1_0131\n"), "{}", config.format());
        let own = HidConfig::parse("announce = 0x1_0130\nengine-takeback = 0x1_0131\n").unwrap();
        assert_eq!(own.keymap.bindings().len(), 2);
        assert!(own.problems().contains(&"the repeat key is not bound to any button".to_owned()));
        let on_a_hole = HidConfig::parse("engine-restart = 0x1_0120\n").unwrap();
        assert_eq!(on_a_hole.problems(), ["button 0x1_0120 of engine-restart is the hole a1 of the peg board"]);
    }

    #[test]
    fn a_key_on_a_hole_is_refused() {
        let keymap = Keymap::new(vec![(Binding::Key(Key::Announce), 0x1_0124)]);
        let problems = keymap.check(&Calibration::Default).unwrap_err();
        assert_eq!(problems[0].to_string(), "button 0x1_0124 of announce is the hole e1 of the peg board");
    }

    #[test]
    fn the_file_round_trips() {
        let mut map = BTreeMap::new();
        map.insert(Square::A1, 0x1_0121);
        map.insert(Square::B1, 0x1_0120);
        let config = HidConfig {
            inverted: true,
            keypad: Some("Keypad".into()),
            calibration: Calibration::Map(map),
            keymap: Keymap::default(),
            keyboard: KeyboardConfig::default(),
        };
        let text = config.format();
        assert!(text.contains("a1 = 0x1_0121\n"), "{text}");
        assert!(text.contains("announce = 0x1_02f0\n"), "{text}");
        assert_eq!(HidConfig::parse(&text), Ok(config));
    }

    #[test]
    fn an_empty_file_is_the_default_wiring() {
        let config = HidConfig::parse("# nothing\n\n").unwrap();
        assert_eq!(config, HidConfig::default());
        assert_eq!(config.calibration.square(0x1_0120), Some(Square::A1));
        assert_eq!(config.calibration.pairs().len(), 64);
    }

    #[test]
    fn bad_lines_are_reported_with_their_number() {
        let errors =
            HidConfig::parse("a1 = 0x1_0120\nz9 = 3\na1 = 4\ninverted = maybe\nqueen = lots\nfoo\n").unwrap_err();
        let lines: Vec<String> = errors.iter().map(ToString::to_string).collect();
        assert_eq!(
            lines,
            [
                "line 2: \"z9\" is no setting, square or key name",
                "line 3: a1 is given twice",
                "line 4: inverted = maybe: expected yes or no",
                "line 5: queen = lots: expected a button code such as 0x1_02f0",
                "line 6: expected NAME = VALUE, found \"foo\"",
            ]
        );
    }

    #[test]
    fn a_code_for_two_squares_is_a_problem() {
        let config = HidConfig::parse("a1 = 0x1_0120\nb1 = 0x1_0120\n").unwrap();
        assert_eq!(config.problems(), ["button 0x1_0120 is the hole of both a1 and b1"]);
        assert!(HidConfig::default().problems().is_empty());
    }

    #[test]
    fn the_keypad_is_found_by_name() {
        let config = HidConfig { keypad: Some("keypad".into()), ..HidConfig::default() };
        assert!(config.is_keypad("USB Numeric Keypad"));
        assert!(!config.is_keypad("Arduino Leonardo"));
        assert!(!HidConfig::default().is_keypad("USB Numeric Keypad"));
    }
}
