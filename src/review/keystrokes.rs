//! The review's commands: single keystrokes on a terminal, as the blind player's keys
//! in a game (the numeric keypad, a letter of the main keyboard beside each), and lines
//! typed on standard input (docs/review.md, "The keys"). Pure: a key or a line in, a
//! [`Command`] out.

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use shakmaty::Color;

use super::walk::Command;

/// What a keystroke brings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stroke {
    /// A command.
    Command(Command),
    /// The jump key: a move number is typed next.
    AskJump,
    /// Characters to show while the move number is typed.
    Echo(String),
    /// The move number typed did not read.
    BadLine,
    /// A key that does nothing.
    Unknown,
    /// Nothing (a key release).
    Nothing,
}

/// The keystroke map with its state (a move number being typed).
#[derive(Clone, Debug, Default)]
pub struct Keys {
    typing: Option<String>,
}

impl Keys {
    /// What a key event does.
    pub fn press(&mut self, event: KeyEvent) -> Stroke {
        if event.kind == KeyEventKind::Release {
            return Stroke::Nothing;
        }
        if event.modifiers.contains(KeyModifiers::CONTROL) {
            return match event.code {
                KeyCode::Char('c' | 'C' | 'd' | 'D') => Stroke::Command(Command::Quit),
                _ => Stroke::Nothing,
            };
        }
        let stroke = match self.typing.take() {
            Some(line) => self.typing(line, event.code),
            None => single(event.code),
        };
        if stroke == Stroke::AskJump {
            self.typing = Some(String::new());
        }
        stroke
    }

    /// A key while a move number is typed: Enter reads it, Escape drops it.
    fn typing(&mut self, mut line: String, code: KeyCode) -> Stroke {
        match code {
            KeyCode::Enter => match line_command(&line) {
                Some(Command::Jump { number, color }) => Stroke::Command(Command::Jump { number, color }),
                _ => Stroke::BadLine,
            },
            KeyCode::Esc => Stroke::Echo("\r\n".into()),
            KeyCode::Backspace => {
                let echo = if line.pop().is_some() { "\u{8} \u{8}" } else { "" };
                self.typing = Some(line);
                Stroke::Echo(echo.into())
            }
            KeyCode::Char(c) => {
                line.push(c);
                self.typing = Some(line);
                Stroke::Echo(c.to_string())
            }
            _ => {
                self.typing = Some(line);
                Stroke::Nothing
            }
        }
    }
}

/// A key in single-key mode: the keypad's digits (and with Num Lock off its arrows,
/// Home, End, Page Up and Down), a letter beside each.
fn single(code: KeyCode) -> Stroke {
    let command = match code {
        KeyCode::Char('6' | 'n' | 'N') | KeyCode::Right | KeyCode::Enter => Command::Next,
        KeyCode::Char('4' | 'p' | 'P') | KeyCode::Left => Command::Previous,
        KeyCode::Char('5' | ' ' | 'r' | 'R') | KeyCode::KeypadBegin => Command::Repeat,
        KeyCode::Char('3' | 'm' | 'M') | KeyCode::PageDown => Command::NextMistake,
        KeyCode::Char('9') | KeyCode::PageUp => Command::PreviousMistake,
        KeyCode::Char('7') | KeyCode::Home => Command::Start,
        KeyCode::Char('1') | KeyCode::End => Command::End,
        KeyCode::Char('?' | '*') | KeyCode::F(1) => Command::Help,
        KeyCode::Char('q' | 'Q') | KeyCode::Esc => Command::Quit,
        KeyCode::Char('g' | 'G' | ':' | '/') => return Stroke::AskJump,
        _ => return Stroke::Unknown,
    };
    Stroke::Command(command)
}

/// A typed line as a command: `next` (or `n`, or an empty line), `previous` (`p`),
/// `repeat` (`r`), `mistake` (`m`), `previous mistake` (`pm`), `start`, `end`, `help`
/// (`?`), `quit` (`q`), or a move: `12` (White's twelfth move), `12 black`, `12...`.
/// `None` for anything else.
pub fn line_command(line: &str) -> Option<Command> {
    let words: Vec<String> = line.split_whitespace().map(str::to_lowercase).collect();
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    let command = match words.as_slice() {
        [] | ["next" | "n"] => Command::Next,
        ["previous" | "prev" | "p" | "back"] => Command::Previous,
        ["repeat" | "r" | "again"] => Command::Repeat,
        ["mistake" | "m"] => Command::NextMistake,
        ["previous", "mistake"] | ["pm"] => Command::PreviousMistake,
        ["start"] => Command::Start,
        ["end"] => Command::End,
        ["help" | "?" | "h"] => Command::Help,
        ["quit" | "q" | "exit"] => Command::Quit,
        [number] => jump(number, None)?,
        [number, side] => jump(number, Some(side))?,
        _ => return None,
    };
    Some(command)
}

/// `12`, `12.`, `12...` or `12` with a side (`white`, `w`, `black`, `b`).
fn jump(number: &str, side: Option<&str>) -> Option<Command> {
    let (digits, dots) = number.split_at(number.find('.').unwrap_or(number.len()));
    let number: u32 = digits.parse().ok().filter(|n| *n > 0)?;
    let color = match (dots, side) {
        ("" | ".", None | Some("white" | "w")) => Color::White,
        ("" | ".", Some("black" | "b")) | ("...", None) => Color::Black,
        _ => return None,
    };
    Some(Command::Jump { number, color })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn press(keys: &mut Keys, code: KeyCode) -> Stroke {
        keys.press(KeyEvent::new(code, KeyModifiers::NONE))
    }

    #[test]
    fn typed_lines() {
        assert_eq!(line_command("next"), Some(Command::Next));
        assert_eq!(line_command(""), Some(Command::Next));
        assert_eq!(line_command(" Previous "), Some(Command::Previous));
        assert_eq!(line_command("previous mistake"), Some(Command::PreviousMistake));
        assert_eq!(line_command("12"), Some(Command::Jump { number: 12, color: Color::White }));
        assert_eq!(line_command("12 black"), Some(Command::Jump { number: 12, color: Color::Black }));
        assert_eq!(line_command("12..."), Some(Command::Jump { number: 12, color: Color::Black }));
        assert_eq!(line_command("12... white"), None);
        assert_eq!(line_command("0"), None);
        assert_eq!(line_command("e4"), None);
    }

    #[test]
    fn keys_and_a_typed_move_number() {
        let mut keys = Keys::default();
        assert_eq!(press(&mut keys, KeyCode::Char('6')), Stroke::Command(Command::Next));
        assert_eq!(press(&mut keys, KeyCode::Left), Stroke::Command(Command::Previous));
        assert_eq!(press(&mut keys, KeyCode::Char(' ')), Stroke::Command(Command::Repeat));
        assert_eq!(press(&mut keys, KeyCode::Char('3')), Stroke::Command(Command::NextMistake));
        assert_eq!(press(&mut keys, KeyCode::Char('z')), Stroke::Unknown);
        assert_eq!(press(&mut keys, KeyCode::Char('g')), Stroke::AskJump);
        for c in "12 b".chars() {
            press(&mut keys, KeyCode::Char(c));
        }
        assert_eq!(
            press(&mut keys, KeyCode::Enter),
            Stroke::Command(Command::Jump { number: 12, color: Color::Black })
        );
        // Back to single keys: 1 is the end again.
        assert_eq!(press(&mut keys, KeyCode::Char('1')), Stroke::Command(Command::End));
        assert_eq!(
            keys.press(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL)),
            Stroke::Command(Command::Quit)
        );
    }
}
