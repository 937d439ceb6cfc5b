//! The blind player's keys on the terminal's own keyboard: one keystroke per action, in
//! the plain and lines views when standard input is a terminal (docs/player.md, "Keys
//! on the computer's keyboard"; issue 16 point 3: he must never type a command line).
//!
//! The map is pure: a crossterm key event in, what it does out ([`Keystrokes::press`]);
//! the raw-mode reader that feeds it is `play::stdin`, and a keyboard read
//! through evdev ([`super::keyboard`]) falls back to it. The most used keys sit on the
//! numeric keypad, the centre 5 for repeat, each with a letter of the main keyboard
//! beside it (`t` time, `m` moves, ...), so either hand finds them; with Num Lock off
//! the keypad's arrows, Home, End, ... mean the same digits. Files a-h and ranks 1-8
//! come only after the read key (`/` or `l`), so that `a`, `b`, `c`, `d`, `h` and the
//! digits keep their own actions. `:` opens a line for the assistant's commands
//! (parsed as a line of standard input is), Escape cancels a read or a line.

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use shakmaty::{File, Rank};

use crate::{
    core::input::{BoardMsg, Device, Input, Key},
    notice::{KeyName, Notice, practice::PracticeCmd},
};

/// What a keystroke does, besides a key of the core.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// A key of the core, from the `pad` device.
    Key(Key),
    /// Speak the key help.
    Help,
    /// The next key is a file letter a-h or a rank number 1-8.
    Read,
    /// Open a line for the assistant (`:`).
    Line,
    /// A practice command (issue 18): its key on the terminal ([`PRACTICE`]), or a key
    /// line of the device file for a keypad read through evdev (issue 29, point 12).
    Practice(PracticeCmd),
}

/// One row of the map: the action and the keys that give it (keypad key first).
struct Row {
    action: Action,
    /// The characters that give it (on the main keyboard and the keypad with Num Lock).
    chars: &'static [char],
    /// The keys with Num Lock off (and Enter), that give it too.
    codes: &'static [KeyCode],
    /// The names said by the key help.
    names: &'static [KeyName],
}

/// The map (docs/player.md has the same table): the keypad's digits and the letter
/// beside each; the promotion pieces by their SAN letters (FIDE Appendix C).
const MAP: [Row; 19] = [
    row(Action::Key(Key::Announce), &['0'], &[KeyCode::Enter, KeyCode::Insert], &[KeyName::Char('0'), KeyName::Enter]),
    row(Action::Key(Key::Repeat), &['5', ' '], &[KeyCode::KeypadBegin], &[KeyName::Char('5'), KeyName::Space]),
    row(Action::Key(Key::Time), &['8', 't'], &[KeyCode::Up], &[KeyName::Char('8'), KeyName::Char('T')]),
    row(Action::Key(Key::Moves), &['2', 'm'], &[KeyCode::Down], &[KeyName::Char('2'), KeyName::Char('M')]),
    row(Action::Key(Key::History), &['4', 'h'], &[KeyCode::Left], &[KeyName::Char('4'), KeyName::Char('H')]),
    row(Action::Key(Key::Position), &['6', 'p'], &[KeyCode::Right], &[KeyName::Char('6'), KeyName::Char('P')]),
    row(Action::Key(Key::Draw), &['7', 'd'], &[KeyCode::Home], &[KeyName::Char('7'), KeyName::Char('D')]),
    row(Action::Key(Key::Claim), &['9', 'c'], &[KeyCode::PageUp], &[KeyName::Char('9'), KeyName::Char('C')]),
    row(Action::Key(Key::Adjust), &['1', 'j'], &[KeyCode::End], &[KeyName::Char('1'), KeyName::Char('J')]),
    row(Action::Key(Key::Arbiter), &['3', 'a'], &[KeyCode::PageDown], &[KeyName::Char('3'), KeyName::Char('A')]),
    row(Action::Key(Key::Resign), &['-', 'x'], &[], &[KeyName::Minus, KeyName::Char('X')]),
    row(Action::Key(Key::Clock), &['+', 'k'], &[], &[KeyName::Plus, KeyName::Char('K')]),
    row(Action::Key(Key::Queen), &['q', '.', ','], &[KeyCode::Delete], &[KeyName::Char('Q'), KeyName::Period]),
    row(Action::Key(Key::Rook), &['r'], &[], &[KeyName::Char('R')]),
    row(Action::Key(Key::Bishop), &['b'], &[], &[KeyName::Char('B')]),
    row(Action::Key(Key::Knight), &['n'], &[], &[KeyName::Char('N')]),
    row(Action::Read, &['/', 'l'], &[], &[KeyName::Slash, KeyName::Char('L')]),
    row(Action::Help, &['*', '?'], &[KeyCode::F(1)], &[KeyName::Star, KeyName::Question]),
    row(Action::Line, &[':'], &[], &[KeyName::Colon]),
];

/// The practice keys (issue 18, docs/practice.md): letters no key of the map uses. They
/// act only in a game against an engine (a hint, the evaluation and a take-back only in
/// practice).
pub const PRACTICE: [(char, PracticeCmd); 4] =
    [('i', PracticeCmd::Hint), ('e', PracticeCmd::Evaluate), ('u', PracticeCmd::TakeBack), ('g', PracticeCmd::Restart)];

const fn row(action: Action, chars: &'static [char], codes: &'static [KeyCode], names: &'static [KeyName]) -> Row {
    Row { action, chars, codes, names }
}

/// What a keystroke brings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stroke {
    /// An input for the core (a key of the `pad` device).
    Input(Input),
    /// Something to say (the key help, the read key's question, a key that does nothing).
    Say(Vec<Notice>),
    /// Characters to show while a line is typed (`:`), or a line's end.
    Echo(String),
    /// A line typed after `:`, to read as a line of standard input.
    Line(String),
    /// A practice command (issue 18).
    Practice(PracticeCmd),
    /// Ctrl-C: the session ends as on SIGINT.
    Interrupt,
    /// Ctrl-D: the end of the input.
    End,
    /// Nothing (a release, a key cancelled).
    Nothing,
}

/// Where the keys are: single keys, after the read key, or typing a line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
enum Mode {
    #[default]
    Keys,
    Read,
    Typing(String),
}

/// The keystroke map with its state (a read key pressed, a line being typed).
#[derive(Clone, Debug, Default)]
pub struct Keystrokes {
    mode: Mode,
}

impl Keystrokes {
    /// What a key event does.
    pub fn press(&mut self, event: KeyEvent) -> Stroke {
        if event.kind == KeyEventKind::Release {
            return Stroke::Nothing;
        }
        if event.modifiers.contains(KeyModifiers::CONTROL) {
            return match event.code {
                KeyCode::Char('c' | 'C') => Stroke::Interrupt,
                KeyCode::Char('d' | 'D') if self.mode == Mode::Keys => Stroke::End,
                _ => Stroke::Nothing,
            };
        }
        match std::mem::take(&mut self.mode) {
            Mode::Keys => self.single(event.code),
            Mode::Read => read_next(event.code),
            Mode::Typing(line) => self.typing(line, event.code),
        }
    }

    /// A key in single-key mode.
    fn single(&mut self, code: KeyCode) -> Stroke {
        match action(code) {
            Some(action) => self.act(action),
            None => Stroke::Say(vec![Notice::KeystrokeUnbound]),
        }
    }

    /// Whether the next key is read as a file or a rank (the read key was pressed).
    pub fn reading(&self) -> bool {
        self.mode == Mode::Read
    }

    /// Does `action` in single-key mode: a key bound in the device file to an action
    /// comes here (src/io/keyboard), as the terminal's keys do through [`Self::press`].
    pub fn act(&mut self, action: Action) -> Stroke {
        match action {
            Action::Key(key) => Stroke::Input(pad(key)),
            Action::Help => Stroke::Say(help()),
            Action::Read => {
                self.mode = Mode::Read;
                Stroke::Say(vec![Notice::KeystrokeRead])
            }
            Action::Line => {
                self.mode = Mode::Typing(String::new());
                Stroke::Echo(":".into())
            }
            Action::Practice(cmd) => Stroke::Practice(cmd),
        }
    }

    /// A key while a line is typed: Enter sends it, Escape drops it.
    fn typing(&mut self, mut line: String, code: KeyCode) -> Stroke {
        match code {
            KeyCode::Enter => Stroke::Line(line),
            KeyCode::Esc => Stroke::Echo("\r\n".into()),
            KeyCode::Backspace => {
                let echo = if line.pop().is_some() { "\u{8} \u{8}" } else { "" };
                self.mode = Mode::Typing(line);
                Stroke::Echo(echo.into())
            }
            KeyCode::Char(c) => {
                line.push(c);
                self.mode = Mode::Typing(line);
                Stroke::Echo(c.to_string())
            }
            _ => {
                self.mode = Mode::Typing(line);
                Stroke::Nothing
            }
        }
    }
}

/// The key after the read key: a file or a rank; Escape (or any other key) cancels it.
fn read_next(code: KeyCode) -> Stroke {
    let KeyCode::Char(c) = code else { return Stroke::Nothing };
    let c = c.to_ascii_lowercase();
    if let Some(file) = File::from_char(c) {
        return Stroke::Input(pad(Key::File(file)));
    }
    if let Some(rank) = Rank::from_char(c) {
        return Stroke::Input(pad(Key::Rank(rank)));
    }
    Stroke::Say(vec![Notice::KeystrokeUnbound])
}

/// The action of a key in single-key mode (letters in either case): the map's, or a
/// practice key's.
pub fn action(code: KeyCode) -> Option<Action> {
    let found = match code {
        KeyCode::Char(c) => {
            let c = c.to_ascii_lowercase();
            if let Some(&(_, cmd)) = PRACTICE.iter().find(|(k, _)| *k == c) {
                return Some(Action::Practice(cmd));
            }
            MAP.iter().find(|r| r.chars.contains(&c))
        }
        code => MAP.iter().find(|r| r.codes.contains(&code)),
    };
    found.map(|r| r.action)
}

/// A key of the core from the blind player's keys (`pad K <key>`).
fn pad(key: Key) -> Input {
    Input::Board { device: Device::Pad, msg: BoardMsg::Key(key), seq: None }
}

/// The key help: one sentence per action, in the order of the map.
pub fn help() -> Vec<Notice> {
    MAP.iter()
        .map(|r| {
            let keys = r.names.to_vec();
            match r.action {
                Action::Key(key) => Notice::KeystrokeHelp { keys, key: Some(key) },
                Action::Help => Notice::KeystrokeHelp { keys, key: None },
                Action::Read => Notice::KeystrokeReadHelp { keys },
                Action::Line => Notice::KeystrokeLineHelp { keys },
                Action::Practice(cmd) => Notice::PracticeKeyHelp { keys, cmd },
            }
        })
        .chain(
            PRACTICE
                .iter()
                .map(|&(c, cmd)| Notice::PracticeKeyHelp { keys: vec![KeyName::Char(c.to_ascii_uppercase())], cmd }),
        )
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    fn press(keys: &mut Keystrokes, code: KeyCode) -> Stroke {
        keys.press(key(code))
    }

    #[test]
    fn every_key_of_the_core_but_the_reading_keys_has_a_keystroke() {
        for k in Key::ALL {
            let mapped = MAP.iter().any(|r| r.action == Action::Key(k));
            assert_eq!(mapped, !matches!(k, Key::File(_) | Key::Rank(_)), "{k:?}");
        }
    }

    #[test]
    fn no_key_gives_two_actions() {
        let mut chars: Vec<char> = MAP.iter().flat_map(|r| r.chars.iter().copied()).collect();
        let all = chars.len();
        chars.sort_unstable();
        chars.dedup();
        assert_eq!(chars.len(), all);
        assert!(PRACTICE.iter().all(|(c, _)| !chars.contains(c)), "a practice key is also a key of the map");
        let codes: Vec<KeyCode> = MAP.iter().flat_map(|r| r.codes.iter().copied()).collect();
        for (i, c) in codes.iter().enumerate() {
            assert!(!codes[..i].contains(c), "{c:?} twice");
        }
    }

    #[test]
    fn the_keypad_and_the_letters_give_the_keys() {
        let mut keys = Keystrokes::default();
        assert_eq!(press(&mut keys, KeyCode::Char('5')), Stroke::Input(pad(Key::Repeat)));
        assert_eq!(press(&mut keys, KeyCode::Char(' ')), Stroke::Input(pad(Key::Repeat)));
        assert_eq!(press(&mut keys, KeyCode::Char('T')), Stroke::Input(pad(Key::Time)));
        assert_eq!(press(&mut keys, KeyCode::Up), Stroke::Input(pad(Key::Time)));
        assert_eq!(press(&mut keys, KeyCode::Enter), Stroke::Input(pad(Key::Announce)));
        assert_eq!(press(&mut keys, KeyCode::Char('n')), Stroke::Input(pad(Key::Knight)));
        assert_eq!(press(&mut keys, KeyCode::Char('z')), Stroke::Say(vec![Notice::KeystrokeUnbound]));
        assert_eq!(press(&mut keys, KeyCode::Char('I')), Stroke::Practice(PracticeCmd::Hint));
        assert_eq!(press(&mut keys, KeyCode::Char('u')), Stroke::Practice(PracticeCmd::TakeBack));
        let mut release = key(KeyCode::Char('5'));
        release.kind = KeyEventKind::Release;
        assert_eq!(keys.press(release), Stroke::Nothing);
    }

    #[test]
    fn files_and_ranks_come_after_the_read_key() {
        let mut keys = Keystrokes::default();
        assert_eq!(press(&mut keys, KeyCode::Char('/')), Stroke::Say(vec![Notice::KeystrokeRead]));
        assert_eq!(press(&mut keys, KeyCode::Char('d')), Stroke::Input(pad(Key::File(File::D))));
        // Without the read key, d is the draw offer and 4 the history.
        assert_eq!(press(&mut keys, KeyCode::Char('d')), Stroke::Input(pad(Key::Draw)));
        press(&mut keys, KeyCode::Char('l'));
        assert_eq!(press(&mut keys, KeyCode::Char('4')), Stroke::Input(pad(Key::Rank(Rank::Fourth))));
        press(&mut keys, KeyCode::Char('/'));
        assert_eq!(press(&mut keys, KeyCode::Esc), Stroke::Nothing);
        assert_eq!(press(&mut keys, KeyCode::Char('4')), Stroke::Input(pad(Key::History)));
    }

    #[test]
    fn a_colon_opens_a_line_for_the_assistant() {
        let mut keys = Keystrokes::default();
        assert_eq!(press(&mut keys, KeyCode::Char(':')), Stroke::Echo(":".into()));
        for c in "assist move e55".chars() {
            press(&mut keys, KeyCode::Char(c));
        }
        assert_eq!(press(&mut keys, KeyCode::Backspace), Stroke::Echo("\u{8} \u{8}".into()));
        assert_eq!(press(&mut keys, KeyCode::Enter), Stroke::Line("assist move e5".into()));
        assert_eq!(press(&mut keys, KeyCode::Char('5')), Stroke::Input(pad(Key::Repeat)));
    }

    #[test]
    fn control_c_interrupts_and_control_d_ends() {
        let mut keys = Keystrokes::default();
        assert_eq!(keys.press(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL)), Stroke::Interrupt);
        assert_eq!(keys.press(KeyEvent::new(KeyCode::Char('d'), KeyModifiers::CONTROL)), Stroke::End);
    }

    #[test]
    fn the_help_names_every_action() {
        let help = help();
        assert_eq!(help.len(), MAP.len() + PRACTICE.len());
        assert_eq!(
            help[1],
            Notice::KeystrokeHelp { keys: vec![KeyName::Char('5'), KeyName::Space], key: Some(Key::Repeat) }
        );
    }
}
