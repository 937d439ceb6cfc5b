//! One pass over a PGN text by `pgn-reader`'s own rules (a game's moves end at a
//! blank line or a tag line; comments `{...}` and `;`, `%` lines and variations are
//! not read), for what the reader does not say:
//!
//! - the words of the main lines that are not PGN ([`unknown_words`]): the reader
//!   skips a word it cannot read (`Zz9`, random text, `Sf3`) without a word, so a later
//!   move is blamed for it or nothing is said at all;
//! - where each game is in the text and how its movetext ends ([`games`]), so that a
//!   game the reader cannot read in English SAN is read again as a scoresheet in its
//!   own piece letters (C3).

use pgn_reader::SanPlus;

/// A word of a game's main line that is no move, no move number, annotation or result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unknown {
    /// The game's position in the text, counting from 1.
    pub game: usize,
    /// The line, counting from 1.
    pub line: usize,
    /// The column (in characters), counting from 1.
    pub column: usize,
    /// The word as written.
    pub word: String,
}

/// Where the scan is.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Part {
    /// Before a game's moves: blanks, tag lines.
    Tags,
    /// In a game's moves.
    Moves,
}

/// One game's place in a PGN text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameText {
    /// Its bytes in the text: its tags and movetext.
    pub bytes: std::ops::Range<usize>,
    /// The line it starts on, counting from 1.
    pub line: usize,
    /// The result its main line ends with (`1-0`, `0-1`, `1/2-1/2`, `*`), if any.
    pub result: Option<String>,
}

/// What one pass over a text finds.
struct Scan {
    unknown: Vec<Unknown>,
    games: Vec<GameText>,
}

/// The first word that is not PGN in each game's main line.
pub fn unknown_words(text: &str) -> Vec<Unknown> {
    scan(text).unknown
}

/// Every game of a PGN text, counted as the reader counts them.
pub fn games(text: &str) -> Vec<GameText> {
    scan(text).games
}

/// The pass itself.
fn scan(text: &str) -> Scan {
    let chars: Vec<char> = text.chars().collect();
    let (mut i, mut line, mut line_start) = (0, 1, 0);
    let (mut game, mut part, mut depth) = (1, Part::Tags, 0usize);
    let mut found: Vec<Unknown> = Vec::new();
    // Where each game starts (a char index and its line), and its result.
    let mut starts: Vec<(usize, usize, Option<String>)> = vec![(0, 1, None)];
    while let Some(&c) = chars.get(i) {
        let at_line_start = i == line_start;
        match c {
            '\n' => {
                line += 1;
                line_start = i + 1;
                let next = chars.get(i + 1).copied();
                let next = if next == Some('\r') { chars.get(i + 2).copied() } else { next };
                if part == Part::Moves && matches!(next, Some('\n' | '[')) {
                    (game, part, depth) = (game + 1, Part::Tags, 0);
                    starts.push((i + 1, line, None));
                }
                i += 1;
                continue;
            }
            '%' if at_line_start => i = skip_to(&chars, i, '\n'),
            ';' => i = skip_to(&chars, i, '\n'),
            '[' if part == Part::Tags => i = skip_tag(&chars, i),
            '{' => {
                // A comment may hold newlines: count them.
                let end = skip_past(&chars, i, '}');
                for (k, _) in chars[i..end].iter().enumerate().filter(|(_, ch)| **ch == '\n') {
                    line += 1;
                    line_start = i + k + 1;
                }
                part = Part::Moves;
                i = end;
            }
            c if c.is_whitespace() || c == '.' => i += 1,
            _ => {
                part = Part::Moves;
                let end = word_end(&chars, i);
                let word: String = chars[i..end].iter().collect();
                match c {
                    '(' => depth += 1,
                    ')' => depth = depth.saturating_sub(1),
                    _ if depth == 0 && RESULTS.contains(&word.as_str()) => {
                        if let Some(start) = starts.last_mut() {
                            start.2.get_or_insert(word);
                        }
                    }
                    _ if depth == 0 && !is_pgn(&word) && found.last().is_none_or(|u| u.game != game) => {
                        found.push(Unknown { game, line, column: i - line_start + 1, word });
                    }
                    _ => {}
                }
                i = end;
            }
        }
    }
    Scan { unknown: found, games: game_texts(text, &starts) }
}

/// The games' byte ranges from their starts (char indices).
fn game_texts(text: &str, starts: &[(usize, usize, Option<String>)]) -> Vec<GameText> {
    // The starts are in order: one walk over the text finds every byte offset.
    let mut offsets = text.char_indices().map(|(b, _)| b).chain(std::iter::once(text.len()));
    let mut at = 0;
    let mut bytes: Vec<usize> = Vec::with_capacity(starts.len() + 1);
    for (char_index, ..) in starts {
        bytes.push(offsets.nth(char_index - at).unwrap_or(text.len()));
        at = char_index + 1;
    }
    bytes.push(text.len());
    starts
        .iter()
        .zip(bytes.windows(2))
        .map(|((_, line, result), range)| GameText { bytes: range[0]..range[1], line: *line, result: result.clone() })
        .collect()
}

/// The index after the next `stop` (or the end), not counting it.
fn skip_to(chars: &[char], from: usize, stop: char) -> usize {
    chars[from..].iter().position(|c| *c == stop).map_or(chars.len(), |p| from + p)
}

/// The index after the next `stop`, or the end.
fn skip_past(chars: &[char], from: usize, stop: char) -> usize {
    skip_to(chars, from, stop).saturating_add(1).min(chars.len())
}

/// The index after a tag `[Name "value"]` (a quoted `]` and `\"` do not end it).
fn skip_tag(chars: &[char], from: usize) -> usize {
    let (mut i, mut quoted) = (from + 1, false);
    while let Some(&c) = chars.get(i) {
        match c {
            '\\' if quoted => i += 1,
            '"' => quoted = !quoted,
            ']' if !quoted => return i + 1,
            '\n' => return i,
            _ => {}
        }
        i += 1;
    }
    i
}

/// Where a word ends: as `pgn-reader` ends a token. A bracket is a word of its own.
fn word_end(chars: &[char], from: usize) -> usize {
    if matches!(chars[from], '(' | ')' | '!' | '?' | '$' | '*') {
        let run = chars[from + 1..].iter().take_while(|c| matches!(c, '!' | '?' | '0'..='9')).count();
        return if chars[from] == '$' || matches!(chars[from], '!' | '?') { from + 1 + run } else { from + 1 };
    }
    let end = |c: &char| c.is_whitespace() || matches!(c, '{' | '}' | '(' | ')' | '!' | '?' | '$' | ';');
    chars[from..].iter().position(end).map_or(chars.len(), |p| from + p)
}

/// Whether a word is PGN: a move (SAN, castling with zeros), a move number, an
/// annotation, a numeric annotation (`$1`) or a result.
/// The results a main line can end with.
const RESULTS: [&str; 5] = ["1-0", "0-1", "1/2-1/2", "\u{bd}-\u{bd}", "*"];

fn is_pgn(word: &str) -> bool {
    if RESULTS.contains(&word) || word.starts_with(['$', '!', '?']) {
        return true;
    }
    let castle = word.trim_end_matches(['+', '#']);
    if castle == "0-0" || castle == "0-0-0" {
        return true;
    }
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    let dots = word[digits..].bytes().take_while(|b| *b == b'.').count();
    let rest = if digits > 0 { &word[digits + dots..] } else { word };
    rest.is_empty() || SanPlus::from_ascii(rest.as_bytes()).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<(usize, usize, usize, String)> {
        unknown_words(text).into_iter().map(|u| (u.game, u.line, u.column, u.word)).collect()
    }

    #[test]
    fn a_word_that_is_no_move_is_found_with_its_place() {
        assert_eq!(words("1. e4 Zz9 2. Nf3"), [(1, 1, 7, "Zz9".to_owned())]);
        assert_eq!(words("[White \"A\"]\n\n1. e4 e5\n2. Nf3 hello *\n"), [(1, 4, 8, "hello".to_owned())]);
        assert_eq!(words("hello world"), [(1, 1, 1, "hello".to_owned())]);
    }

    #[test]
    fn pgn_is_not_blamed() {
        let pgn = "[Event \"a ] b\"]\n[White \"x\"]\n\n1.e4 e5!? 2. Nf3 $1 {a comment\nover lines Zz9} Nc6 \
                   (2... d6 Zz9) 3. O-O 0-0 ; rest Zz9\n% escape Zz9\n4... Bc5+ 1/2-1/2\n\n1. d4 * \n";
        assert_eq!(words(pgn), []);
    }

    #[test]
    fn games_are_counted_as_the_reader_counts_them() {
        assert_eq!(words("1. e4 *\n\n1. d4 Zz9 *\n"), [(2, 3, 7, "Zz9".to_owned())]);
        assert_eq!(words("1. e4 *\n[White \"x\"]\n1. d4 xx\n"), [(2, 3, 7, "xx".to_owned())]);
    }
}
