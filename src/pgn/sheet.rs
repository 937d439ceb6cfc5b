//! Reading a scoresheet as written: a PGN file (its first game) or a plain list of
//! moves, for the E2.7/E2.8 reconciliation, `assist sheet` and the PGN import.
//!
//! Unlike [`super::read_games`], which stops at the first illegal move, this reader
//! keeps every entry of the main line in its place, readable or not: which entry is
//! wrong and where is the arbiter's evidence (7.4a). Move numbers (`12.`, `12...`,
//! `12 .`, `12)`, `12`), comments (`{...}`, `;`), variations (`(...)`), NAGs (`$1`),
//! annotation marks (`!`, `?`), the draw offer mark `(=)` (C11), `e.p.` and commas
//! are skipped; a result (`1-0`, `0-1`, `1/2-1/2`, `*`) or the next game's tags end
//! the sheet. The moves themselves are read by [`crate::core::notation`], in the piece
//! letters of any country (C3) and against the game's position ([`Sheet::read`]).
//!
//! # Examples
//!
//! ```
//! use taktil::{core::ruling::Entry, pgn::read_sheet};
//!
//! let sheet = read_sheet("[White \"Anna\"]\n\n1. e4 e5 {ok} 2.Sf3!? Xx9 3) 0-0 (=) *\n")?;
//! assert_eq!(sheet.words, ["e4", "e5", "Sf3", "Xx9", "0-0"]);
//! let entries = sheet.read(&shakmaty::Chess::default())?;
//! let written: Vec<String> = entries.iter().map(ToString::to_string).collect();
//! assert_eq!(written, ["e4", "e5", "Nf3", "Xx9", "O-O"]);
//! assert_eq!(entries[3], Entry::Unreadable("Xx9".into()));
//! assert_eq!(sheet.lines, [3, 3, 3, 3, 3]);
//! # Ok::<_, taktil::pgn::SheetError>(())
//! ```

use std::fmt;

use shakmaty::Chess;

use super::tag_value;
use crate::core::{
    notation::{self, LettersError},
    ruling::Entry,
};

/// A scoresheet as written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sheet {
    /// The tag pairs of the first game, if it has any.
    pub tags: Vec<(String, String)>,
    /// Every entry of the main line as written (move numbers and marks taken off), in
    /// order.
    pub words: Vec<String>,
    /// The line of the text each entry is on, counting from 1.
    pub lines: Vec<usize>,
}

impl Sheet {
    /// The value of the first tag with this name.
    pub fn tag(&self, name: &str) -> Option<&str> {
        tag_value(&self.tags, name)
    }

    /// The entries read from a start position in the sheet's own letters (C3): legal
    /// moves in English SAN, illegal ones as written, what is no move as
    /// entry of [`Sheet::read`].
    ///
    /// # Errors
    /// When the sheet mixes two sets of piece letters, or two sets read it as two
    /// different legal games; the error names the entry and its line.
    pub fn read(&self, start: &Chess) -> Result<Vec<Entry>, SheetError> {
        let words: Vec<&str> = self.words.iter().map(String::as_str).collect();
        notation::read_moves(start, &words).map(|r| r.entries).map_err(|e| SheetError {
            line: self.lines.get(e.entry()).copied().unwrap_or(1),
            kind: SheetErrorKind::Letters(Box::new(e)),
        })
    }
}

/// Why a scoresheet could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SheetError {
    /// The line, counting from 1.
    pub line: usize,
    /// What is wrong.
    pub kind: SheetErrorKind,
}

/// What is wrong with a scoresheet's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SheetErrorKind {
    /// A `{` comment that never ends (the line is where it opens).
    UnterminatedComment,
    /// A `(` variation that never ends (the line is where it opens).
    UnterminatedVariation,
    /// A `)` with no `(` before it.
    StrayParenthesis,
    /// A tag that is not `[Name "Value"]` on one line.
    BadTag(String),
    /// The entries mix two sets of piece letters, or cannot be told apart (C3).
    Letters(Box<LettersError>),
}

impl fmt::Display for SheetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: ", self.line)?;
        match &self.kind {
            SheetErrorKind::UnterminatedComment => f.write_str("a comment '{' is never closed with '}'"),
            SheetErrorKind::UnterminatedVariation => f.write_str("a variation '(' is never closed with ')'"),
            SheetErrorKind::StrayParenthesis => f.write_str("')' without a '(' before it"),
            SheetErrorKind::BadTag(tag) => write!(f, "bad tag '{tag}': expected [Name \"Value\"] on one line"),
            SheetErrorKind::Letters(error) => write!(f, "{error}"),
        }
    }
}

impl std::error::Error for SheetError {}

/// Reads the first game of a PGN text, or a plain list of moves, entry by entry.
///
/// # Errors
/// When a comment or variation is not closed, a `)` has no `(`, or a tag is broken;
/// the error names the line. A move that is not SAN is not an error: it is an
/// entry of [`Sheet::read`].
pub fn read_sheet(text: &str) -> Result<Sheet, SheetError> {
    let mut sheet = Sheet::default();
    let mut token = String::new();
    let mut token_line = 1;
    // Where an open comment or the outermost open variation began.
    let mut comment: Option<usize> = None;
    let mut variation: Vec<usize> = Vec::new();
    let mut chars = text.chars().peekable();
    let mut line = 1;
    let mut line_start = true;
    // Flushes the token; `true` when it ends the game.
    let flush = |token: &mut String, at: usize, sheet: &mut Sheet| -> bool {
        let word = std::mem::take(token);
        match entry(&word) {
            Word::End => true,
            Word::Skip => false,
            Word::Entry(e) => {
                sheet.words.push(e);
                sheet.lines.push(at);
                false
            }
        }
    };
    while let Some(c) = chars.next() {
        let at_line_start = line_start;
        line_start = c == '\n';
        if comment.is_some() {
            if c == '}' {
                comment = None;
            } else if c == '\n' {
                line += 1;
            }
            continue;
        }
        let breaks = c.is_whitespace() || matches!(c, '{' | '}' | '(' | ')' | ';' | '[' | ']' | ',');
        if !breaks {
            if variation.is_empty() {
                if token.is_empty() {
                    token_line = line;
                }
                token.push(c);
            }
            // `%` at the start of a line escapes the line (PGN 6).
            if c == '%' && at_line_start && token == "%" {
                token.clear();
                skip_line(&mut chars);
                line += 1;
                line_start = true;
            }
            continue;
        }
        // The draw offer mark `(=)` (C11) and a promotion `e8(D)` are no variations.
        let mark = if c == '(' && variation.is_empty() { mark(&mut chars, &mut token) } else { None };
        if mark == Some(Mark::Promotion) {
            continue;
        }
        // A move number written `12)`.
        if c == ')' && variation.is_empty() && !token.is_empty() && token.bytes().all(|b| b.is_ascii_digit()) {
            token.clear();
            continue;
        }
        if flush(&mut token, token_line, &mut sheet) {
            return Ok(sheet);
        }
        if mark.is_some() {
            continue;
        }
        match c {
            '\n' => line += 1,
            '{' => comment = Some(line),
            ';' => {
                skip_line(&mut chars);
                line += 1;
                line_start = true;
            }
            '(' => variation.push(line),
            // The guard closes the innermost variation; with none open, `)` is stray.
            ')' if variation.pop().is_none() => {
                return Err(SheetError { line, kind: SheetErrorKind::StrayParenthesis });
            }
            '[' if variation.is_empty() => {
                // The next game's tags end this one.
                if !sheet.words.is_empty() {
                    return Ok(sheet);
                }
                let rest: String = chars.by_ref().take_while(|c| *c != '\n').collect();
                line_start = true;
                let tag = rest.trim_end();
                let pair = tag.strip_suffix(']').and_then(parse_tag);
                match pair {
                    Some(pair) => sheet.tags.push(pair),
                    None => return Err(SheetError { line, kind: SheetErrorKind::BadTag(format!("[{tag}")) }),
                }
                line += 1;
            }
            _ => {}
        }
    }
    if let Some(open) = comment {
        return Err(SheetError { line: open, kind: SheetErrorKind::UnterminatedComment });
    }
    if let Some(open) = variation.first() {
        return Err(SheetError { line: *open, kind: SheetErrorKind::UnterminatedVariation });
    }
    flush(&mut token, token_line, &mut sheet);
    Ok(sheet)
}

/// What a `(` opens when it is no variation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mark {
    /// `(=)`: the draw offer mark (C11), dropped.
    Offer,
    /// `(D)` glued to a move: its promotion, kept in the token.
    Promotion,
}

/// After a `(`: takes `=)` or a promotion piece and `)` glued to a move (`e8(D)`);
/// `None` (nothing taken) when it is a variation.
fn mark(chars: &mut std::iter::Peekable<std::str::Chars<'_>>, token: &mut String) -> Option<Mark> {
    let ahead: Vec<char> = chars.clone().take(2).collect();
    let mark = match ahead.as_slice() {
        ['=', ')'] => Mark::Offer,
        [piece, ')'] if !token.is_empty() && (piece.is_ascii_uppercase() || !piece.is_ascii()) => {
            token.push('(');
            token.push(*piece);
            token.push(')');
            Mark::Promotion
        }
        _ => return None,
    };
    chars.next();
    chars.next();
    Some(mark)
}

/// Skips to the end of the line (the newline is consumed).
fn skip_line(chars: &mut impl Iterator<Item = char>) {
    for c in chars.by_ref() {
        if c == '\n' {
            break;
        }
    }
}

/// `Name "Value"` (the brackets taken off), with `\"` and `\\` escapes.
fn parse_tag(inner: &str) -> Option<(String, String)> {
    let (name, value) = inner.trim().split_once(char::is_whitespace)?;
    let value = value.trim().strip_prefix('"')?.strip_suffix('"')?;
    let valid = !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    valid.then(|| (name.to_owned(), value.replace("\\\"", "\"").replace("\\\\", "\\")))
}

/// What a word of the movetext is.
enum Word {
    /// A move as written.
    Entry(String),
    /// A move number, an annotation, a NAG, `e.p.`, or nothing.
    Skip,
    /// A result: the end of the game.
    End,
}

/// Reads one word of the movetext.
fn entry(word: &str) -> Word {
    if matches!(word, "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*") {
        return Word::End;
    }
    // A move number, maybe glued to the move: `12.`, `12...`, `12…`, `12.Nf3`.
    let digits = word.len() - word.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let rest = &word[digits..];
    let rest = if digits > 0 && (rest.is_empty() || rest.starts_with(['.', '…'])) {
        rest.trim_start_matches(['.', '…'])
    } else {
        word
    };
    // Annotation marks after a move (`e4!?`), and marks or NAGs on their own.
    let rest = rest.trim_end_matches(['!', '?']);
    let nag = rest.starts_with('$') && rest[1..].chars().all(|c| c.is_ascii_digit());
    let dots = rest.chars().all(|c| matches!(c, '.' | '…' | '='));
    if dots || nag || rest.eq_ignore_ascii_case("e.p.") || rest.eq_ignore_ascii_case("ep") {
        return Word::Skip;
    }
    Word::Entry(rest.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<String> {
        read_sheet(text).expect("readable").words
    }

    fn written(text: &str) -> Vec<String> {
        let sheet = read_sheet(text).expect("readable");
        sheet.read(&Chess::default()).expect("one set of letters").iter().map(ToString::to_string).collect()
    }

    #[test]
    fn plain_lists_with_and_without_numbers() {
        assert_eq!(written("e4 e5 Nf3"), ["e4", "e5", "Nf3"]);
        assert_eq!(written("1. e4 e5\n2. Nf3 Nc6\n"), ["e4", "e5", "Nf3", "Nc6"]);
        assert_eq!(written("1.e4 1...e5, 2 Nf3 2… Nc6"), ["e4", "e5", "Nf3", "Nc6"]);
        assert_eq!(written("1 . e4 e5 2) Nf3 2 ... Nc6 3.Bb5 (=) a6"), ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]);
        assert_eq!(words("1. e4 $1 e5 !? 2. exd6 e.p. 3. O-O-O+ 0-0"), ["e4", "e5", "exd6", "O-O-O+", "0-0"]);
        assert_eq!(words("1. e4 = e5 2. f8(D) Kb1(=) 3. g8(♕)"), ["e4", "e5", "f8(D)", "Kb1", "g8(♕)"]);
        assert!(written("").is_empty());
    }

    #[test]
    fn pgn_first_game_only_with_comments_and_variations() {
        let text = "[Event \"A\"]\n[FEN \"8/8/8/8/8/8/8/K6k w - - 0 1\"]\n\n\
                    1. Kb1 {why\nnot} (1. Ka2 Kg1 (1... Kg2)) Kg1 ; rest\n\
                    % escaped line\n2. Kc1 1/2-1/2\n\n[Event \"B\"]\n\n1. d4 *\n";
        let sheet = read_sheet(text).expect("readable");
        assert_eq!(sheet.tag("FEN"), Some("8/8/8/8/8/8/8/K6k w - - 0 1"));
        assert_eq!(sheet.words, ["Kb1", "Kg1", "Kc1"]);
        assert_eq!(sheet.lines, [4, 5, 7]);
        // A game with no result ends at the next game's tags.
        assert_eq!(written("1. e4 e5\n\n[Event \"B\"]\n1. d4\n"), ["e4", "e5"]);
    }

    #[test]
    fn unreadable_moves_keep_their_place() {
        let sheet = read_sheet("1. e4 e5 2. Xx9 Sc6 3. Sf3").expect("readable");
        let entries = sheet.read(&Chess::default()).expect("one set");
        assert_eq!(entries[2], Entry::Unreadable("Xx9".into()));
        assert_eq!(entries[4].to_string(), "Nf3");
        assert_eq!(entries.len(), 5);
    }

    #[test]
    fn mixed_letters_name_the_entry_and_its_line() {
        let sheet = read_sheet("1. e4 e5\n2. Nf3 Sc6\n").expect("readable");
        let err = sheet.read(&Chess::default()).unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 2: entry 4 'Sc6' is written in S L T D K (German, Danish, Norwegian, Swedish), but entry 3 \
             'Nf3' in N B R Q K (English): a sheet uses one set of piece letters (C3)"
        );
    }

    #[test]
    fn broken_text_names_the_line() {
        let err = read_sheet("1. e4\n{ never closed\n2. Nf3").unwrap_err();
        assert_eq!((err.line, err.kind), (2, SheetErrorKind::UnterminatedComment));
        let err = read_sheet("1. e4 (1. d4\n\n").unwrap_err();
        assert_eq!((err.line, err.kind), (1, SheetErrorKind::UnterminatedVariation));
        let err = read_sheet("1. e4 e5\n2. Nf3 )").unwrap_err();
        assert_eq!(err.to_string(), "line 2: ')' without a '(' before it");
        let err = read_sheet("[White Anna]\n1. e4").unwrap_err();
        assert_eq!(err.to_string(), "line 1: bad tag '[White Anna]': expected [Name \"Value\"] on one line");
        let err = read_sheet("[White \"Anna\"\n1. e4").unwrap_err();
        assert!(matches!(err.kind, SheetErrorKind::BadTag(_)), "{err}");
    }

    #[test]
    fn never_panics_on_odd_text() {
        for text in [
            "}",
            "{",
            "(",
            "[",
            "]",
            "%",
            "1.",
            "...",
            "$",
            "½",
            "é4 ♞f3",
            "\u{E000}",
            "1-0 e4",
            ";",
            "e4(",
            "(=",
            "1)",
        ] {
            if let Ok(sheet) = read_sheet(text) {
                let _ = sheet.read(&Chess::default());
            }
        }
        assert!(written("1-0 e4").is_empty());
    }
}
