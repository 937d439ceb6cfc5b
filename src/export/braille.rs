//! The blind player's scoresheet in braille (FIDE Appendix E2.5, R-43), as a BRF file
//! and as Unicode braille. Pure: text in, text out.
//!
//! The scoresheet is written in algebraic notation (R-44) with the locale's piece
//! letters (see [`notation`]), one move pair per line ("12. Sf3 Sc6"), then the result.
//!
//! **National braille** (issue 17 point 4; the `louis` feature): each print line is
//! translated by liblouis ([`super::louis`]) with the table of the player's locale and
//! braille code ([`tables`], [`BrailleCode`]): computer braille (one cell per
//! character, the default) or the locale's uncontracted literary braille. The cells
//! come back as Unicode braille; [`layout_braille`] breaks them into lines,
//! [`brf_of`] writes six-dot cells as a BRF file and [`unicode_of`] as Unicode braille.
//!
//! **Without liblouis** (a build without the `louis` feature): each character becomes
//! one six-dot cell by the North American Braille ASCII table ([`BRAILLE_ASCII`]), the
//! de-facto encoding of BRF files, in which the digits are the lower-cell digits of
//! Computer Braille Code (1 is dot 2, 2 is dots 2-3 ...), so no number sign is needed.
//! One addition: a capital letter is preceded by dot 6 (the capital sign of English
//! braille, `,` in Braille ASCII), because without it "Bxc5" (a bishop) and "bxc5" (a
//! pawn) would be the same cells. This is the same for every locale.
//!
//! Layout, as BRF embossers and braille displays expect: at most [`LINE_CELLS`] cells a
//! line (a longer line is broken at a space and goes on indented by two cells), pages
//! of [`PAGE_LINES`] lines separated by a form feed. BRF lines end with CR LF and hold
//! only the ASCII characters 0x20 to 0x5F (a BRF file is six-dot braille in North
//! American Braille ASCII, whatever the language); the Unicode text has the same
//! layout, U+2800 plus the dot bits (dot 1 = bit 0 ... dot 8 = bit 7), lines ending
//! with LF.
//!
//! # Examples
//!
//! ```
//! use taktil::export::braille::{BrailleCell, transcribe};
//!
//! let cells = transcribe("Sf3")?;
//! assert_eq!(cells.iter().map(|c| c.to_ascii()).collect::<String>(), ",SF3");
//! assert_eq!(cells.iter().map(|c| c.to_unicode()).collect::<String>(), "⠠⠎⠋⠒");
//! assert_eq!(BrailleCell::from_ascii('a'), BrailleCell::from_ascii('A'));
//! # Ok::<_, taktil::export::braille::TranscribeError>(())
//! ```

use std::fmt;

use shakmaty::{Role, san::SanPlus};

/// North American Braille ASCII: the character of each of the 64 six-dot cells, the
/// cell's dots as bits (dot 1 = bit 0, dot 2 = bit 1 ... dot 6 = bit 5). Lower-case
/// letters are read as their capitals (0x60 to 0x7E as 0x40 to 0x5E). This is the table
/// of BRF files (Braille Ready Format), as used by Duxbury, BrailleBlaster and liblouis
/// (`en-us-brf.dis`), and the one of Wikipedia's "Braille ASCII" article.
pub const BRAILLE_ASCII: &[u8; 64] = b" A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)=";

/// The longest line of a BRF page, in cells.
pub const LINE_CELLS: usize = 40;

/// The lines of a BRF page.
pub const PAGE_LINES: usize = 25;

/// Dot 6: the capital sign before a capital letter.
const CAPITAL: BrailleCell = BrailleCell(0b10_0000);

/// One six-dot braille cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BrailleCell(u8);

impl BrailleCell {
    /// The cell with these dots (dot 1 = bit 0 ... dot 6 = bit 5), or `None` above six
    /// dots.
    pub const fn from_dots(dots: u8) -> Option<BrailleCell> {
        if dots < 64 { Some(BrailleCell(dots)) } else { None }
    }

    /// The dots, as bits.
    pub const fn dots(self) -> u8 {
        self.0
    }

    /// The cell of a Braille ASCII character (0x20 to 0x5F, lower-case letters and the
    /// other characters of 0x60 to 0x7E as their counterparts 0x40 to 0x5E).
    pub fn from_ascii(c: char) -> Option<BrailleCell> {
        let byte = u8::try_from(u32::from(c)).ok().filter(|b| (0x20..0x7F).contains(b))?;
        let byte = if byte >= 0x60 { byte - 0x20 } else { byte };
        let dots = BRAILLE_ASCII.iter().position(|b| *b == byte)?;
        u8::try_from(dots).ok().map(BrailleCell)
    }

    /// The cell's Braille ASCII character, 0x20 to 0x5F.
    pub fn to_ascii(self) -> char {
        char::from(BRAILLE_ASCII[usize::from(self.0 & 0x3F)])
    }

    /// The cell as Unicode braille, U+2800 to U+283F.
    pub fn to_unicode(self) -> char {
        char::from_u32(0x2800 + u32::from(self.0 & 0x3F)).unwrap_or('\u{2800}')
    }
}

/// A character that has no braille cell here (only printable ASCII has one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TranscribeError {
    /// The character.
    pub c: char,
}

impl fmt::Display for TranscribeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "no braille cell for {:?}: only printable ASCII can be transcribed", self.c)
    }
}

impl std::error::Error for TranscribeError {}

/// The cells of a text: each character its Braille ASCII cell, a capital letter after
/// the capital sign (dot 6).
///
/// # Errors
/// A character outside printable ASCII.
pub fn transcribe(text: &str) -> Result<Vec<BrailleCell>, TranscribeError> {
    let mut cells = Vec::with_capacity(text.len());
    for c in text.chars() {
        if c.is_ascii_uppercase() {
            cells.push(CAPITAL);
        }
        cells.push(BrailleCell::from_ascii(c).ok_or(TranscribeError { c })?);
    }
    Ok(cells)
}

/// A move in algebraic notation with the locale's piece letters (FIDE Appendix C,
/// R-100): `letter` gives the letter of a piece (for a promotion too), castling is
/// written 0-0 and 0-0-0, a promotion without "=" (e8D), an en passant capture with
/// " e.p." after it, check "+" and mate "#".
pub fn notation(san: &SanPlus, en_passant: bool, letter: impl Fn(Role) -> Option<char>) -> String {
    let mut out = String::new();
    for c in san.to_string().chars() {
        match c {
            'O' => out.push('0'),
            '=' => {}
            c => match Role::from_char(c).filter(|_| c.is_ascii_uppercase()) {
                Some(role) => out.push(letter(role).unwrap_or(c)),
                None => out.push(c),
            },
        }
    }
    if en_passant {
        out.push_str(" e.p.");
    }
    out
}

/// The print lines of a scoresheet: one move pair per line ("12. Sf3 Sc6", "1. ... e5"
/// when Black moved first), then the result ("1-0", "*").
pub fn sheet_lines(moves: &[String], fullmove: u32, first_black: bool, result: &str) -> Vec<String> {
    let mut cells: Vec<&str> = Vec::with_capacity(moves.len() + 1);
    if first_black {
        cells.push("...");
    }
    cells.extend(moves.iter().map(String::as_str));
    let mut lines: Vec<String> = cells
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| {
            let number = u32::try_from(i).unwrap_or(u32::MAX).saturating_add(fullmove);
            format!("{number}. {}", pair.join(" "))
        })
        .collect();
    lines.push(result.to_owned());
    lines
}

/// The cells of the lines, each line at most [`LINE_CELLS`] cells: a longer line is
/// broken at its last space that fits (or anywhere, without a space) and goes on
/// indented by two cells.
///
/// # Errors
/// A character outside printable ASCII.
pub fn layout(lines: &[String]) -> Result<Vec<Vec<BrailleCell>>, TranscribeError> {
    let mut out = Vec::with_capacity(lines.len());
    for line in lines {
        wrap(transcribe(line)?, BrailleCell(0), &mut out);
    }
    Ok(out)
}

/// The lines as a BRF file: Braille ASCII, CR LF after each line, a form feed between
/// pages of [`PAGE_LINES`] lines.
///
/// # Errors
/// A character outside printable ASCII.
pub fn brf(lines: &[String]) -> Result<String, TranscribeError> {
    render(lines, BrailleCell::to_ascii, "\r\n")
}

/// The lines as Unicode braille, with the layout of [`brf`] and LF line ends.
///
/// # Errors
/// A character outside printable ASCII.
pub fn unicode(lines: &[String]) -> Result<String, TranscribeError> {
    render(lines, BrailleCell::to_unicode, "\n")
}

fn render(lines: &[String], cell: fn(BrailleCell) -> char, eol: &str) -> Result<String, TranscribeError> {
    let chars: Vec<Vec<char>> = layout(lines)?.iter().map(|l| l.iter().map(|c| cell(*c)).collect()).collect();
    Ok(pages(&chars, eol))
}

crate::core::words::words! {
    /// The braille code of the scoresheet (`--braille-code`, `[session] braille-code`).
    pub enum BrailleCode ("computer or literary") {
        /// Computer braille: one cell per character (a digit is one cell, no number
        /// sign), as a player reads moves on a braille display.
        #[default]
        Computer = "computer",
        /// The locale's literary braille, uncontracted (number sign before digits, the
        /// country's capital sign), as printed books are written.
        Literary = "literary",
    }
}

/// The liblouis tables of a scoresheet (table lists as liblouis takes them, in its
/// table folder, Debian `/usr/share/liblouis/tables`): one for the Unicode braille
/// file, one for the BRF file. They are the same table where the locale's code has
/// six dots; where the country's computer braille has eight dots (Danish, Norwegian,
/// Swedish, Icelandic), the Unicode file has it and the BRF (six dots only) has the
/// country's uncontracted six-dot braille.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tables {
    /// The table of the Unicode braille file (`FILE.txt`).
    pub unicode: &'static str,
    /// The six-dot table of the BRF file.
    pub brf: &'static str,
}

impl Tables {
    const fn both(table: &'static str) -> Tables {
        Tables { unicode: table, brf: table }
    }
}

/// The tables of each locale and code (docs/player.md, "Braille in your language").
///
/// - English: `en-us-comp6.ctb` (six-dot Computer Braille Code, the North American
///   computer code) and `en-ueb-g1.ctb` (Unified English Braille, uncontracted: the
///   literary code of English-speaking countries since 2016; contracted grade 2 would
///   contract letter groups of the moves).
/// - German: `de-comp6.utb` (the six-dot computer braille of SBS, the de-facto German
///   standard) and `de-g0-detailed.utb` (Basisschrift, uncontracted; the "detailed"
///   table because the plain `de-g0.utb` ignores capitals, which would make the queen's
///   Dxd8 the pawn's dxd8), each with `de-chess.ctb`, liblouis's German chess table:
///   the figures ♔ to ♟ as the German piece letters (white's with dot 7). The
///   scoresheet writes letters, as the FIDE algebraic notation (Appendix C) does, so it
///   changes no cell of a scoresheet today; it is in the list so that a figure is
///   written the German way.
/// - Danish: `da-dk-g08.ctb` (eight-dot computer braille, Den Danske Punktskrift 2022)
///   for the Unicode file, `da-dk-g16.ctb` (six-dot fuldskrift 2022) for the BRF file and
///   for literary braille.
/// - Norwegian: `no-no-comp8.ctb` (eight-dot datapunktskrift) and `no-no-g0.utb`
///   (six-dot fullskrift).
/// - Swedish: `sv-1996.ctb` (eight-dot computer braille, 1996 standard) and `sv-g0.utb`
///   (six-dot fullskrift, Punktskriftsnämnden).
/// - Icelandic: `is.ctb` (eight-dot computer braille) and `is.tbl` (six-dot) with
///   liblouis's `digits6Dots.uti`: `is.tbl` defines the digits' cells but not as digits,
///   so liblouis writes no number sign and "e4" would read "ed".
///
/// A locale not in the list has the English tables.
pub fn tables(locale: &str, code: BrailleCode) -> Tables {
    use BrailleCode::{Computer, Literary};
    match (locale, code) {
        ("de", Computer) => Tables::both("de-comp6.utb,de-chess.ctb"),
        ("de", Literary) => Tables::both("de-g0-detailed.utb,de-chess.ctb"),
        ("da", Computer) => Tables { unicode: "da-dk-g08.ctb", brf: "da-dk-g16.ctb" },
        ("da", Literary) => Tables::both("da-dk-g16.ctb"),
        ("nb", Computer) => Tables { unicode: "no-no-comp8.ctb", brf: "no-no-g0.utb" },
        ("nb", Literary) => Tables::both("no-no-g0.utb"),
        ("sv", Computer) => Tables { unicode: "sv-1996.ctb", brf: "sv-g0.utb" },
        ("sv", Literary) => Tables::both("sv-g0.utb"),
        ("is", Computer) => Tables { unicode: "is.ctb", brf: ICELANDIC },
        ("is", Literary) => Tables::both(ICELANDIC),
        (_, Computer) => Tables::both("en-us-comp6.ctb"),
        (_, Literary) => Tables::both("en-ueb-g1.ctb"),
    }
}

/// Icelandic six-dot braille with its digits after the number sign (see [`tables`]).
const ICELANDIC: &str = "is.tbl,digits6Dots.uti";

/// A cell of eight dots where a BRF file (six dots) was to be written.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the braille cell {c} has dots 7 or 8, which a BRF file (six dots) cannot hold")]
pub struct EightDots {
    /// The cell, as Unicode braille.
    pub c: char,
}

/// Lines of Unicode braille (one translated print line each) broken into lines of at
/// most [`LINE_CELLS`] cells, as [`layout`] breaks them.
pub fn layout_braille(lines: &[String]) -> Vec<Vec<char>> {
    let mut out = Vec::with_capacity(lines.len());
    for line in lines {
        wrap(line.chars().collect(), '\u{2800}', &mut out);
    }
    out
}

/// The laid-out lines of Unicode braille as a BRF file: [`brf`]'s encoding and pages.
///
/// # Errors
/// A cell with dot 7 or 8.
pub fn brf_of(lines: &[Vec<char>]) -> Result<String, EightDots> {
    let ascii = |c: char| {
        let dots = u32::from(c).checked_sub(0x2800).and_then(|d| u8::try_from(d).ok());
        dots.and_then(BrailleCell::from_dots).map(BrailleCell::to_ascii).ok_or(EightDots { c })
    };
    let lines: Vec<Vec<char>> =
        lines.iter().map(|l| l.iter().map(|c| ascii(*c)).collect()).collect::<Result<_, _>>()?;
    Ok(pages(&lines, "\r\n"))
}

/// The laid-out lines of Unicode braille as text: [`unicode`]'s pages and line ends.
pub fn unicode_of(lines: &[Vec<char>]) -> String {
    pages(lines, "\n")
}

/// Lines joined by `eol`, a form feed before each page after the first.
fn pages(lines: &[Vec<char>], eol: &str) -> String {
    let mut out = String::new();
    for (i, line) in lines.iter().enumerate() {
        if i > 0 && i % PAGE_LINES == 0 {
            out.push('\x0c');
        }
        out.extend(line.iter());
        out.push_str(eol);
    }
    out
}

/// Pushes `rest` onto `out` as lines of at most [`LINE_CELLS`] cells: broken at its
/// last `blank` that fits (or anywhere, without one), going on indented by two cells.
fn wrap<T: Copy + PartialEq>(mut rest: Vec<T>, blank: T, out: &mut Vec<Vec<T>>) {
    while rest.len() > LINE_CELLS {
        let cut = rest[..=LINE_CELLS].iter().rposition(|c| *c == blank).filter(|i| *i > 2).unwrap_or(LINE_CELLS);
        let tail = rest.split_off(cut);
        out.push(rest);
        rest = vec![blank, blank];
        rest.extend(tail.into_iter().skip_while(|c| *c == blank));
    }
    out.push(rest);
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    #[test]
    fn the_table_is_a_bijection_on_braille_ascii() {
        let chars: BTreeSet<u8> = BRAILLE_ASCII.iter().copied().collect();
        assert_eq!(chars, (0x20..0x60).collect::<BTreeSet<u8>>());
        for dots in 0..64 {
            let cell = BrailleCell::from_dots(dots).expect("six dots");
            assert_eq!(BrailleCell::from_ascii(cell.to_ascii()), Some(cell));
            assert_eq!(u32::from(cell.to_unicode()), 0x2800 + u32::from(dots));
        }
        assert_eq!(BrailleCell::from_dots(64), None);
        assert_eq!(BrailleCell::from_ascii('\u{7f}'), None);
        assert_eq!(BrailleCell::from_ascii('é'), None);
    }

    #[test]
    fn known_cells() {
        // a = dot 1, 1 = dot 2 (lower-cell digit), space = no dots, = = all six.
        let dots = |c| BrailleCell::from_ascii(c).map(BrailleCell::dots);
        assert_eq!(
            [dots('a'), dots('1'), dots(' '), dots('='), dots('#')],
            [Some(0b1), Some(0b10), Some(0), Some(0b11_1111), Some(0b11_1100)]
        );
    }

    #[test]
    fn a_word_round_trips() {
        let cells = transcribe("springer e4").expect("ASCII");
        let ascii: String = cells.iter().map(|c| c.to_ascii()).collect();
        assert_eq!(ascii, "SPRINGER E4");
        let back: Vec<BrailleCell> = ascii.chars().filter_map(BrailleCell::from_ascii).collect();
        assert_eq!(back, cells);
        assert_eq!(cells.iter().map(|c| c.to_unicode()).collect::<String>(), "⠎⠏⠗⠊⠝⠛⠑⠗⠀⠑⠲");
        assert_eq!(transcribe("Læufer"), Err(TranscribeError { c: 'æ' }));
    }

    #[test]
    fn capitals_tell_a_bishop_from_a_pawn() {
        assert_ne!(transcribe("Bxc5"), transcribe("bxc5"));
    }

    #[test]
    fn notation_uses_the_locales_letters() {
        let german = |r: Role| {
            Some(
                ['K', 'D', 'T', 'L', 'S']
                    [[Role::King, Role::Queen, Role::Rook, Role::Bishop, Role::Knight].iter().position(|x| *x == r)?],
            )
        };
        let san = |s: &str| SanPlus::from_ascii(s.as_bytes()).expect("SAN");
        assert_eq!(notation(&san("Nf3"), false, german), "Sf3");
        assert_eq!(notation(&san("Qxd8+"), false, german), "Dxd8+");
        assert_eq!(notation(&san("e8=Q#"), false, german), "e8D#");
        assert_eq!(notation(&san("O-O-O"), false, german), "0-0-0");
        assert_eq!(notation(&san("exd6"), true, german), "exd6 e.p.");
        assert_eq!(notation(&san("Rbd1"), false, german), "Tbd1");
    }

    #[test]
    fn long_lines_break_and_pages_end_with_a_form_feed() {
        let long = "1. ".to_owned() + &"abcdefgh ".repeat(6);
        let lines = layout(&[long]).expect("ASCII");
        assert_eq!(lines.len(), 2);
        assert!(lines.iter().all(|l| l.len() <= LINE_CELLS));
        let many: Vec<String> = (1..=30).map(|n| format!("{n}. e4 e5")).collect();
        let text = brf(&many).expect("ASCII");
        assert_eq!(text.matches('\x0c').count(), 1);
        assert_eq!(text.split('\x0c').next().map(|p| p.matches("\r\n").count()), Some(PAGE_LINES));
        assert!(text.bytes().all(|b| (0x20..0x60).contains(&b) || b"\r\n\x0c".contains(&b)));
    }

    #[test]
    fn sheet_lines_pair_the_moves() {
        let moves: Vec<String> = ["e5", "Sf3", "Sc6 (=)"].map(String::from).to_vec();
        assert_eq!(sheet_lines(&moves, 12, true, "*"), ["12. ... e5", "13. Sf3 Sc6 (=)", "*"]);
        assert_eq!(sheet_lines(&[], 1, false, "*"), ["*"]);
    }
}
