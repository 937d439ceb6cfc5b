//! The review's commands: single keystrokes on a terminal, as the blind player's keys
//! in a game (the numeric keypad, a letter of the main keyboard beside each), and lines
//! typed on standard input (docs/review.md, "The keys"). Pure: a key or a line in, a
//! [`ReviewCmd`] out.

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use shakmaty::Color;

use super::walk::ReviewCmd;

/// What a keystroke brings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReviewStroke {
    /// A command.
    Command(ReviewCmd),
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
    pub fn press(&mut self, event: KeyEvent) -> ReviewStroke {
        if event.kind == KeyEventKind::Release {
            return ReviewStroke::Nothing;
        }
        if event.modifiers.contains(KeyModifiers::CONTROL) {
            return match event.code {
                KeyCode::Char('c' | 'C' | 'd' | 'D') => ReviewStroke::Command(ReviewCmd::Quit),
                _ => ReviewStroke::Nothing,
            };
        }
        let stroke = match self.typing.take() {
            Some(line) => self.typing(line, event.code),
            None => single(event.code),
        };
        if stroke == ReviewStroke::AskJump {
            self.typing = Some(String::new());
        }
        stroke
    }

    /// A key while a move number is typed: Enter reads it, Escape drops it.
    fn typing(&mut self, mut line: String, code: KeyCode) -> ReviewStroke {
        match code {
            KeyCode::Enter => match line_command(&line) {
                Some(ReviewCmd::Jump { number, color }) => ReviewStroke::Command(ReviewCmd::Jump { number, color }),
                _ => ReviewStroke::BadLine,
            },
            KeyCode::Esc => ReviewStroke::Echo("\r\n".into()),
            KeyCode::Backspace => {
                let echo = if line.pop().is_some() { "\u{8} \u{8}" } else { "" };
                self.typing = Some(line);
                ReviewStroke::Echo(echo.into())
            }
            KeyCode::Char(c) => {
                line.push(c);
                self.typing = Some(line);
                ReviewStroke::Echo(c.to_string())
            }
            _ => {
                self.typing = Some(line);
                ReviewStroke::Nothing
            }
        }
    }
}

/// A key in single-key mode: the keypad's digits (and with Num Lock off its arrows,
/// Home, End, Page Up and Down), a letter beside each.
fn single(code: KeyCode) -> ReviewStroke {
    let command = match code {
        KeyCode::Char('6' | 'n' | 'N') | KeyCode::Right | KeyCode::Enter => ReviewCmd::Next,
        KeyCode::Char('4' | 'p' | 'P') | KeyCode::Left => ReviewCmd::Previous,
        KeyCode::Char('5' | ' ' | 'r' | 'R') | KeyCode::KeypadBegin => ReviewCmd::Repeat,
        KeyCode::Char('3' | 'm' | 'M') | KeyCode::PageDown => ReviewCmd::NextMistake,
        KeyCode::Char('9') | KeyCode::PageUp => ReviewCmd::PreviousMistake,
        KeyCode::Char('7') | KeyCode::Home => ReviewCmd::Start,
        KeyCode::Char('1') | KeyCode::End => ReviewCmd::End,
        KeyCode::Char('?' | '*') | KeyCode::F(1) => ReviewCmd::Help,
        KeyCode::Char('q' | 'Q') | KeyCode::Esc => ReviewCmd::Quit,
        KeyCode::Char('g' | 'G' | ':' | '/') => return ReviewStroke::AskJump,
        _ => return ReviewStroke::Unknown,
    };
    ReviewStroke::Command(command)
}

/// A typed line as a command: `next` (or `n`, or an empty line), `previous` (`p`),
/// `repeat` (`r`), `mistake` (`m`), `previous mistake` (`pm`), `start`, `end`, `help`
/// (`?`), `quit` (`q`), or a move: `12` (White's twelfth move), `12 black`, `12...`.
/// `None` for anything else.
pub fn line_command(line: &str) -> Option<ReviewCmd> {
    let words: Vec<String> = line.split_whitespace().map(str::to_lowercase).collect();
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    let command = match words.as_slice() {
        [] | ["next" | "n"] => ReviewCmd::Next,
        ["previous" | "prev" | "p" | "back"] => ReviewCmd::Previous,
        ["repeat" | "r" | "again"] => ReviewCmd::Repeat,
        ["mistake" | "m"] => ReviewCmd::NextMistake,
        ["previous", "mistake"] | ["pm"] => ReviewCmd::PreviousMistake,
        ["start"] => ReviewCmd::Start,
        ["end"] => ReviewCmd::End,
        ["help" | "?" | "h"] => ReviewCmd::Help,
        ["quit" | "q" | "exit"] => ReviewCmd::Quit,
        [number] => jump(number, None)?,
        [number, side] => jump(number, Some(side))?,
        _ => return None,
    };
    Some(command)
}

/// `12`, `12.`, `12...` or `12` with a side (`white`, `w`, `black`, `b`).
fn jump(number: &str, side: Option<&str>) -> Option<ReviewCmd> {
    let (digits, dots) = number.split_at(number.find('.').unwrap_or(number.len()));
    let number: u32 = digits.parse().ok().filter(|n| *n > 0)?;
    let color = match (dots, side) {
        ("" | ".", None | Some("white" | "w")) => Color::White,
        ("" | ".", Some("black" | "b")) | ("...", None) => Color::Black,
        _ => return None,
    };
    Some(ReviewCmd::Jump { number, color })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn press(keys: &mut Keys, code: KeyCode) -> ReviewStroke {
        keys.press(KeyEvent::new(code, KeyModifiers::NONE))
    }

    #[test]
    fn typed_lines() {
        assert_eq!(line_command("next"), Some(ReviewCmd::Next));
        assert_eq!(line_command(""), Some(ReviewCmd::Next));
        assert_eq!(line_command(" Previous "), Some(ReviewCmd::Previous));
        assert_eq!(line_command("previous mistake"), Some(ReviewCmd::PreviousMistake));
        assert_eq!(line_command("12"), Some(ReviewCmd::Jump { number: 12, color: Color::White }));
        assert_eq!(line_command("12 black"), Some(ReviewCmd::Jump { number: 12, color: Color::Black }));
        assert_eq!(line_command("12..."), Some(ReviewCmd::Jump { number: 12, color: Color::Black }));
        assert_eq!(line_command("12... white"), None);
        assert_eq!(line_command("0"), None);
        assert_eq!(line_command("e4"), None);
    }

    #[test]
    fn keys_and_a_typed_move_number() {
        let mut keys = Keys::default();
        assert_eq!(press(&mut keys, KeyCode::Char('6')), ReviewStroke::Command(ReviewCmd::Next));
        assert_eq!(press(&mut keys, KeyCode::Left), ReviewStroke::Command(ReviewCmd::Previous));
        assert_eq!(press(&mut keys, KeyCode::Char(' ')), ReviewStroke::Command(ReviewCmd::Repeat));
        assert_eq!(press(&mut keys, KeyCode::Char('3')), ReviewStroke::Command(ReviewCmd::NextMistake));
        assert_eq!(press(&mut keys, KeyCode::Char('z')), ReviewStroke::Unknown);
        assert_eq!(press(&mut keys, KeyCode::Char('g')), ReviewStroke::AskJump);
        for c in "12 b".chars() {
            press(&mut keys, KeyCode::Char(c));
        }
        assert_eq!(
            press(&mut keys, KeyCode::Enter),
            ReviewStroke::Command(ReviewCmd::Jump { number: 12, color: Color::Black })
        );
        // Back to single keys: 1 is the end again.
        assert_eq!(press(&mut keys, KeyCode::Char('1')), ReviewStroke::Command(ReviewCmd::End));
        assert_eq!(
            keys.press(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL)),
            ReviewStroke::Command(ReviewCmd::Quit)
        );
    }
}
