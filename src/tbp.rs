//! TBP/1, the board line protocol: one line of text per sensor event.
//!
//! A pegged board (or anything that can write text to a serial port, a pipe or a file)
//! says who it is (`HELLO TBP/1 pegboard 0.1`), that a peg left a hole (`L e2`), that a
//! peg went into a hole (`P e4`), what the whole board looks like (`S ...`), or that a
//! key was pressed (`K announce`). This module turns one such line into a [`Line`] (a
//! [`BoardMsg`] with its optional sequence number) and writes the canonical line back.
//! Session scripts ([`crate::script`]) use the same messages, so the lexing rules live
//! here once. The protocol is written up for device builders in
//! `docs/board-protocol.md`.
//!
//! Invariants:
//! - parsing never panics, whatever the input, and a line that does not parse gives a
//!   [`TbpError`] saying what was expected;
//! - the canonical form ([`format_msg`], `Display` for [`Line`]) parses back to the
//!   same message, with two exceptions that the protocol cannot express: a black
//!   bishop is written `b`, which reads back as "a black peg" (`b` is also the colour
//!   letter, and the colour is the reading that is true for every board), and a
//!   [`BoardMsg::Place`] of [`Cell::Empty`] is written as a plain `P <square>`.

use std::fmt;

use shakmaty::{Board, Color, File, Piece, Rank, Square};

use crate::core::{
    input::{BoardMsg, Cell, Key},
    output::HostCmd,
};

/// The protocol version this module speaks, as it appears in `HELLO`.
pub const VERSION: &str = "TBP/1";

/// The longest line a device may send, in bytes, without the line ending.
pub const MAX_LINE: usize = 200;

/// Host to device: "who are you?" The device answers with its own `HELLO` line and a
/// snapshot.
pub const HOST_HELLO: &str = "HELLO TBP/1";

/// Host to device: "are you there?" A device need not answer; it may send a snapshot.
pub const HOST_PING: &str = "PING";

/// The line the host sends a device for a command.
pub fn host_line(cmd: HostCmd) -> &'static str {
    match cmd {
        HostCmd::Snap => "SNAP",
    }
}

/// One parsed TBP/1 line: a message and its optional sequence number (`#<n>`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The message.
    pub msg: BoardMsg,
    /// The sequence number, when the device numbers its lines.
    pub seq: Option<u32>,
}

/// Parses one line from a device.
///
/// Returns `Ok(None)` for a blank or comment-only line. A trailing `\n` or `\r\n` is
/// allowed.
///
/// ```
/// use shakmaty::Square;
/// use taktil::{core::input::BoardMsg, tbp};
///
/// let line = tbp::parse_line("L e2 #12 # lifted the pawn")?.expect("a message");
/// assert_eq!(line.msg, BoardMsg::Lift(Square::E2));
/// assert_eq!(line.seq, Some(12));
/// assert_eq!(tbp::parse_line("  # just a comment")?, None);
/// # Ok::<_, tbp::TbpError>(())
/// ```
///
/// # Errors
/// When the line is longer than [`MAX_LINE`] bytes, has a byte that is not printable
/// ASCII, or is not a well-formed TBP/1 message. The error says what was expected.
pub fn parse_line(line: &str) -> Result<Option<Line>, TbpError> {
    let line = line.strip_suffix('\n').unwrap_or(line);
    let line = line.strip_suffix('\r').unwrap_or(line);
    if line.len() > MAX_LINE {
        return Err(TbpError::TooLong { len: line.len() });
    }
    if let Some((i, ch)) = line.chars().enumerate().find(|(_, c)| !is_line_char(*c)) {
        return Err(TbpError::NotAscii { column: i + 1, ch });
    }
    let Fields { fields, seq } = split_fields(line)?;
    if fields.is_empty() {
        return Ok(None);
    }
    let msg = parse_fields(&fields)?;
    Ok(Some(Line { msg, seq }))
}

/// Parses one line of raw bytes, as read from a serial port.
///
/// # Errors
/// As [`parse_line`]; a byte that is not printable ASCII is reported with its column.
pub fn parse_line_bytes(line: &[u8]) -> Result<Option<Line>, TbpError> {
    let text = line.strip_suffix(b"\n").unwrap_or(line);
    let text = text.strip_suffix(b"\r").unwrap_or(text);
    if text.len() > MAX_LINE {
        return Err(TbpError::TooLong { len: text.len() });
    }
    let bad = |i: usize| TbpError::NotAsciiByte { column: i + 1, byte: text.get(i).copied().unwrap_or(0) };
    if let Some(i) = text.iter().position(|b| !is_line_char(char::from(*b))) {
        return Err(bad(i));
    }
    let text = std::str::from_utf8(text).map_err(|e| bad(e.valid_up_to()))?;
    parse_line(text)
}

/// The canonical line for a message, without a sequence number.
///
/// ```
/// use shakmaty::Square;
/// use taktil::{core::input::{BoardMsg, Cell}, tbp};
///
/// assert_eq!(tbp::format_msg(&BoardMsg::Place(Square::E4, Cell::Occupied)), "P e4");
/// ```
pub fn format_msg(msg: &BoardMsg) -> String {
    Wire(msg).to_string()
}

/// A message in its canonical wire form, for `write!` without an allocation.
#[derive(Clone, Copy, Debug)]
pub struct Wire<'a>(pub &'a BoardMsg);

impl fmt::Display for Wire<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            BoardMsg::Hello { kind, firmware } => {
                write!(f, "HELLO {VERSION} {kind}")?;
                match firmware {
                    Some(firmware) => write!(f, " {firmware}"),
                    None => Ok(()),
                }
            }
            BoardMsg::Lift(sq) => write!(f, "L {sq}"),
            BoardMsg::Place(sq, Cell::Empty | Cell::Occupied) => write!(f, "P {sq}"),
            BoardMsg::Place(sq, cell) => write!(f, "P {sq} {}", cell_char(*cell)),
            BoardMsg::Snapshot(cells) => write!(f, "S {}", Cells(cells)),
            BoardMsg::Key(key) => write!(f, "K {}", key.as_str()),
        }
    }
}

impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", Wire(&self.msg))?;
        match self.seq {
            Some(seq) => write!(f, " #{seq}"),
            None => Ok(()),
        }
    }
}

/// What a board can tell about the pegs in its holes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SnapshotKind {
    /// Only whether a hole has a peg (`X` or `.`).
    Occupancy,
    /// The colour of each peg (`w`, `b` or `.`).
    Color,
    /// The piece in each hole (a FEN letter or `.`).
    Piece,
}

/// The cells a board of this kind reports for a position.
///
/// Note that a [`SnapshotKind::Piece`] snapshot with a black bishop does not survive a
/// trip through text: `b` reads back as a black peg (see the module docs).
pub fn snapshot_of(board: &Board, kind: SnapshotKind) -> Box<[Cell; 64]> {
    let mut cells = Box::new([Cell::Empty; 64]);
    for (sq, piece) in board {
        cells[sq.to_usize()] = match kind {
            SnapshotKind::Occupancy => Cell::Occupied,
            SnapshotKind::Color => Cell::Colored(piece.color),
            SnapshotKind::Piece => Cell::Piece(piece),
        };
    }
    cells
}

/// Why a line was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TbpError {
    /// The line is longer than [`MAX_LINE`] bytes.
    TooLong { len: usize },
    /// A character that is not printable ASCII (`column` counts from 1).
    NotAscii { column: usize, ch: char },
    /// A raw byte that is not printable ASCII (`column` counts from 1).
    NotAsciiByte { column: usize, byte: u8 },
    /// No message where one was needed.
    Empty,
    /// The first field is not a message keyword.
    UnknownMessage(String),
    /// A message lacks a field.
    MissingField { what: &'static str, usage: &'static str },
    /// A message has a field too many.
    ExtraField { field: String, after: String },
    /// Not a square name.
    UnknownSquare(String),
    /// Not a piece or colour letter (`P <square> <piece>`).
    UnknownPiece(String),
    /// A snapshot with the wrong number of characters.
    SnapshotLength(usize),
    /// A snapshot character that means nothing.
    SnapshotChar { ch: char, square: Square },
    /// Not a key name.
    UnknownKey(String),
    /// `HELLO` with a version other than `TBP/1`.
    Version(String),
    /// A sequence number that does not fit in 32 bits.
    SeqTooLarge(String),
    /// A field after the sequence number.
    AfterSeq { field: String, seq: u32 },
}

impl fmt::Display for TbpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TbpError::TooLong { len } => {
                write!(f, "line is {len} bytes long: expected at most {MAX_LINE}")
            }
            TbpError::NotAscii { column, ch } => {
                write!(f, "character {ch:?} at column {column}: expected printable ASCII")
            }
            TbpError::NotAsciiByte { column, byte } => {
                write!(f, "byte 0x{byte:02X} at column {column}: expected printable ASCII")
            }
            TbpError::Empty => f.write_str("empty message: expected HELLO, L, P, S or K"),
            TbpError::UnknownMessage(word) => {
                write!(f, "unknown message '{word}': expected HELLO, L, P, S or K")
            }
            TbpError::MissingField { what, usage } => {
                write!(f, "missing {what}: expected {usage}")
            }
            TbpError::ExtraField { field, after } => {
                write!(f, "extra field '{field}' after {after}")
            }
            TbpError::UnknownSquare(s) => write!(f, "unknown square '{s}': expected a1 to h8"),
            TbpError::UnknownPiece(s) => write!(f, "unknown piece '{s}': expected a FEN letter (KQRBNPkqrbnp), w or b"),
            TbpError::SnapshotLength(n) => {
                write!(f, "snapshot has {n} squares: expected 64 characters, rank 8 to rank 1")
            }
            TbpError::SnapshotChar { ch, square } => write!(
                f,
                "unknown character '{ch}' for {square} in the snapshot: \
                 expected '.', 'X', a FEN letter (KQRBNPkqrbnp), w or b"
            ),
            TbpError::UnknownKey(s) => {
                write!(f, "unknown key '{s}': expected one of ")?;
                let named = Key::ALL.iter().filter(|k| !matches!(k, Key::File(_) | Key::Rank(_)));
                for (i, key) in named.enumerate() {
                    let sep = if i == 0 { "" } else { ", " };
                    write!(f, "{sep}{}", key.as_str())?;
                }
                f.write_str(", file-a to file-h, rank-1 to rank-8")
            }
            TbpError::Version(v) => {
                write!(f, "unsupported protocol version '{v}': expected {VERSION}")
            }
            TbpError::SeqTooLarge(s) => write!(f, "sequence number '{s}' is too large: expected #0 to #{}", u32::MAX),
            TbpError::AfterSeq { field, seq } => {
                write!(f, "field '{field}' after the sequence number #{seq}: the sequence number comes last")
            }
        }
    }
}

impl std::error::Error for TbpError {}

/// The fields of a line and its sequence number, comments removed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Fields<'a> {
    /// The fields before the sequence number or comment.
    pub(crate) fields: Vec<&'a str>,
    /// The `#<digits>` token right after the fields.
    pub(crate) seq: Option<u32>,
}

/// Splits a line into fields.
///
/// Fields are separated by spaces and tabs. `#` starts a comment, except a token
/// `#<digits>` right after at least one field, which is the sequence number. Only a
/// comment may follow the sequence number. Every field must be printable ASCII; the
/// comment may hold anything.
pub(crate) fn split_fields(line: &str) -> Result<Fields<'_>, TbpError> {
    let mut fields = Vec::with_capacity(6);
    let mut seq = None;
    let bytes = line.as_bytes();
    let blank = |b: u8| b == b' ' || b == b'\t';
    let mut i = 0;
    while i < bytes.len() {
        while i < bytes.len() && blank(bytes[i]) {
            i += 1;
        }
        if i == bytes.len() {
            break;
        }
        let start = i;
        while i < bytes.len() && !blank(bytes[i]) {
            i += 1;
        }
        // Both ends are at ASCII bytes (or the ends of the line), so this is a char
        // boundary.
        let token = &line[start..i];
        if let Some(digits) = token.strip_prefix('#') {
            if seq.is_none() && !fields.is_empty() && is_digits(digits) {
                let n = digits.parse().map_err(|_| TbpError::SeqTooLarge(token.to_owned()))?;
                seq = Some(n);
                continue;
            }
            break;
        }
        // A byte search: tokens are a few bytes, and `#` is ASCII.
        let (field, comment) = match token.bytes().position(|b| b == b'#') {
            Some(hash) => (&token[..hash], true),
            None => (token, false),
        };
        check_field(line, start, field)?;
        if let Some(seq) = seq {
            return Err(TbpError::AfterSeq { field: field.to_owned(), seq });
        }
        fields.push(field);
        if comment {
            break;
        }
    }
    Ok(Fields { fields, seq })
}

/// Parses the fields of one message (at least one field).
///
/// # Errors
/// When the fields are not a well-formed TBP/1 message.
pub(crate) fn parse_fields(fields: &[&str]) -> Result<BoardMsg, TbpError> {
    let Some((&word, args)) = fields.split_first() else {
        return Err(TbpError::Empty);
    };
    let keyword = word.to_ascii_uppercase();
    let (msg, used) = match keyword.as_str() {
        "HELLO" => {
            let usage = "HELLO TBP/1 <kind> [<firmware>]";
            let version = args.first().ok_or(TbpError::MissingField { what: "protocol version", usage })?;
            if !version.eq_ignore_ascii_case(VERSION) {
                return Err(TbpError::Version((*version).to_owned()));
            }
            let kind = args.get(1).ok_or(TbpError::MissingField { what: "board kind", usage })?;
            let firmware = args.get(2).map(|s| (*s).to_owned());
            let used = if firmware.is_some() { 4 } else { 3 };
            let msg = BoardMsg::Hello { kind: (*kind).to_owned(), firmware };
            (msg, used)
        }
        "L" => {
            let sq = args.first().ok_or(TbpError::MissingField { what: "square", usage: "L <square>" })?;
            (BoardMsg::Lift(parse_square(sq)?), 2)
        }
        "P" => {
            let sq = args.first().ok_or(TbpError::MissingField { what: "square", usage: "P <square> [<piece>]" })?;
            let sq = parse_square(sq)?;
            match args.get(1) {
                Some(piece) => (BoardMsg::Place(sq, parse_piece(piece)?), 3),
                None => (BoardMsg::Place(sq, Cell::Occupied), 2),
            }
        }
        "S" => {
            let board = args.first().ok_or(TbpError::MissingField { what: "board", usage: "S <64 characters>" })?;
            (BoardMsg::Snapshot(parse_snapshot(board)?), 2)
        }
        "K" => {
            let key = args.first().ok_or(TbpError::MissingField { what: "key name", usage: "K <key>" })?;
            (BoardMsg::Key(parse_key(key)?), 2)
        }
        _ => return Err(TbpError::UnknownMessage(word.to_owned())),
    };
    match fields.get(used) {
        Some(extra) => Err(TbpError::ExtraField {
            field: (*extra).to_owned(),
            after: fields.get(..used).unwrap_or(fields).join(" "),
        }),
        None => Ok(msg),
    }
}

/// Parses a key name, in any case.
///
/// # Errors
/// When the name is not one of [`Key::ALL`].
pub(crate) fn parse_key(name: &str) -> Result<Key, TbpError> {
    Key::from_name(name).ok_or_else(|| TbpError::UnknownKey(name.to_owned()))
}

/// Parses a square name (`a1` to `h8`, in any case).
pub(crate) fn parse_square(name: &str) -> Result<Square, TbpError> {
    let unknown = || TbpError::UnknownSquare(name.to_owned());
    let mut chars = name.chars();
    let (Some(file), Some(rank), None) = (chars.next(), chars.next(), chars.next()) else {
        return Err(unknown());
    };
    let file = File::from_char(file.to_ascii_lowercase()).ok_or_else(unknown)?;
    let rank = Rank::from_char(rank).ok_or_else(unknown)?;
    Ok(Square::from_coords(file, rank))
}

/// Parses the piece field of `P`: one letter.
fn parse_piece(field: &str) -> Result<Cell, TbpError> {
    let mut chars = field.chars();
    match (chars.next(), chars.next()) {
        (Some(ch), None) if ch != '.' => cell_of(ch),
        _ => None,
    }
    .ok_or_else(|| TbpError::UnknownPiece(field.to_owned()))
}

/// The 64 characters of a snapshot, rank 8 to rank 1, file a to h.
pub struct Cells<'a>(pub &'a [Cell; 64]);

impl fmt::Display for Cells<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        snapshot_order().try_for_each(|sq| write!(f, "{}", cell_char(self.0[sq.to_usize()])))
    }
}

/// Parses the 64 characters of `S`, rank 8 to rank 1, file a to h.
///
/// # Errors
/// When there are not 64 characters, or one is not `.`, `X`, a FEN letter, `w` or `b`.
pub fn parse_snapshot(text: &str) -> Result<Box<[Cell; 64]>, TbpError> {
    let count = text.chars().count();
    if count != 64 {
        return Err(TbpError::SnapshotLength(count));
    }
    let mut cells = Box::new([Cell::Empty; 64]);
    for (sq, ch) in snapshot_order().zip(text.chars()) {
        cells[sq.to_usize()] = cell_of(ch).ok_or(TbpError::SnapshotChar { ch, square: sq })?;
    }
    Ok(cells)
}

/// The squares in snapshot order: a8, b8, ..., h8, a7, ..., h1.
fn snapshot_order() -> impl Iterator<Item = Square> {
    (0..64).map(reading_square)
}

/// The square at index `i` in reading order, the order of a snapshot's characters:
/// a8 = 0, b8 = 1, ..., h8 = 7, a7 = 8, ..., h1 = 63. A DGT board numbers its fields
/// the same way (`crate::io::dgt`). `i` is taken modulo 64.
///
/// ```
/// use shakmaty::Square;
/// use taktil::tbp::reading_square;
///
/// assert_eq!(reading_square(0), Square::A8);
/// assert_eq!(reading_square(52), Square::E2);
/// assert_eq!(reading_square(63), Square::H1);
/// ```
pub fn reading_square(i: u8) -> Square {
    // Reading order runs rank 8 down to rank 1: the square index with the rank flipped.
    Square::new(u32::from(i % 64)).flip_vertical()
}

/// What one snapshot or piece letter says about a hole.
///
/// `b` is read as a black peg, not a black bishop: a colour-sensing board sends `b`
/// for every black peg, and "a black peg" is true of a black bishop too.
fn cell_of(ch: char) -> Option<Cell> {
    match ch {
        '.' => Some(Cell::Empty),
        'X' | 'x' => Some(Cell::Occupied),
        'w' => Some(Cell::Colored(Color::White)),
        'b' => Some(Cell::Colored(Color::Black)),
        _ => Piece::from_char(ch).map(Cell::Piece),
    }
}

/// The letter for a cell in a snapshot or a `P` message.
fn cell_char(cell: Cell) -> char {
    match cell {
        Cell::Empty => '.',
        Cell::Occupied => 'X',
        Cell::Colored(color) => color.char(),
        Cell::Piece(piece) => piece.char(),
    }
}

/// Whether a character may appear anywhere in a TBP/1 line.
fn is_line_char(ch: char) -> bool {
    ch.is_ascii_graphic() || ch == ' ' || ch == '\t'
}

/// Checks that a field (starting at byte `start` of `line`) is printable ASCII.
fn check_field(line: &str, start: usize, field: &str) -> Result<(), TbpError> {
    if field.bytes().all(|b| b.is_ascii_graphic()) {
        return Ok(());
    }
    match field.char_indices().find(|(_, c)| !c.is_ascii_graphic()) {
        None => Ok(()),
        Some((i, ch)) => {
            let before = line.get(..start + i).map_or(0, |s| s.chars().count());
            Err(TbpError::NotAscii { column: before + 1, ch })
        }
    }
}

fn is_digits(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use proptest::prelude::*;
    use shakmaty::{Role, Square as Sq};

    fn msg(line: &str) -> BoardMsg {
        parse_line(line).expect("parses").expect("a message").msg
    }

    fn err(line: &str) -> String {
        match parse_line(line) {
            Ok(ok) => panic!("{line:?} parsed as {ok:?}"),
            Err(e) => e.to_string(),
        }
    }

    const START: &str = "rnbqkbnrpppppppp................................PPPPPPPPRNBQKBNR";

    #[rustfmt::skip]
    #[test]
    fn messages() {
        let cases: &[(&str, BoardMsg, Option<u32>)] = &[
            ("L e2", BoardMsg::Lift(Sq::E2), None),
            ("l E2", BoardMsg::Lift(Sq::E2), None),
            ("L e2 #12 # lifted the pawn", BoardMsg::Lift(Sq::E2), Some(12)),
            ("L\te2\t#0", BoardMsg::Lift(Sq::E2), Some(0)),
            ("  L   h8  \r\n", BoardMsg::Lift(Sq::H8), None),
            ("L e2# no space before the comment", BoardMsg::Lift(Sq::E2), None),
            ("L e2 #12x is a comment", BoardMsg::Lift(Sq::E2), None),
            ("L e2 #12 #13", BoardMsg::Lift(Sq::E2), Some(12)),
            ("P e4", BoardMsg::Place(Sq::E4, Cell::Occupied), None),
            ("P e4 X", BoardMsg::Place(Sq::E4, Cell::Occupied), None),
            ("p A1 #7", BoardMsg::Place(Sq::A1, Cell::Occupied), Some(7)),
            ("P e8 Q", BoardMsg::Place(Sq::E8, Cell::Piece(Piece { color: Color::White, role: Role::Queen })), None),
            ("P e1 k", BoardMsg::Place(Sq::E1, Cell::Piece(Piece { color: Color::Black, role: Role::King })), None),
            ("P d5 w", BoardMsg::Place(Sq::D5, Cell::Colored(Color::White)), None),
            ("P d5 b", BoardMsg::Place(Sq::D5, Cell::Colored(Color::Black)), None),
            ("K announce", BoardMsg::Key(Key::Announce), None),
            ("k REPEAT #4294967295", BoardMsg::Key(Key::Repeat), Some(u32::MAX)),
            ("HELLO TBP/1 pegboard 0.1", BoardMsg::Hello { kind: "pegboard".into(), firmware: Some("0.1".into()) }, None),
            ("hello tbp/1 pegboard", BoardMsg::Hello { kind: "pegboard".into(), firmware: None }, None),
        ];
        for (line, want, seq) in cases {
            let got = parse_line(line).expect(line).expect(line);
            assert_eq!(&got.msg, want, "{line}");
            assert_eq!(&got.seq, seq, "{line}");
        }
    }

    #[test]
    fn blank_and_comment_lines() {
        for line in ["", "   ", "\t", "\r\n", "# comment", "  #12", "#12 L e2", "# L e2"] {
            assert_eq!(parse_line(line), Ok(None), "{line:?}");
        }
    }

    #[rustfmt::skip]
    #[test]
    fn errors() {
        let cases: &[(&str, &str)] = &[
            ("L i9", "unknown square 'i9': expected a1 to h8"),
            ("L e22", "unknown square 'e22': expected a1 to h8"),
            ("L", "missing square: expected L <square>"),
            ("L e2 zz", "extra field 'zz' after L e2"),
            ("P e4 Q zz", "extra field 'zz' after P e4 Q"),
            ("P", "missing square: expected P <square> [<piece>]"),
            ("P e4 Z", "unknown piece 'Z': expected a FEN letter (KQRBNPkqrbnp), w or b"),
            ("P e4 .", "unknown piece '.': expected a FEN letter (KQRBNPkqrbnp), w or b"),
            ("P e4 QQ", "unknown piece 'QQ': expected a FEN letter (KQRBNPkqrbnp), w or b"),
            ("S", "missing board: expected S <64 characters>"),
            ("S XXXXXXXXXXXXXXXX...............................XXXXXXXXXXXXXXXX", "snapshot has 63 squares: expected 64 characters, rank 8 to rank 1"),
            ("S Z...............................................................", "unknown character 'Z' for a8 in the snapshot: expected '.', 'X', a FEN letter (KQRBNPkqrbnp), w or b"),
            ("S ..............................................................-Z", "unknown character '-' for g1 in the snapshot: expected '.', 'X', a FEN letter (KQRBNPkqrbnp), w or b"),
            ("K foo", "unknown key 'foo': expected one of announce, repeat, time, moves, position, queen, rook, bishop, knight, draw, claim, adjust, arbiter, history, clock, resign, file-a to file-h, rank-1 to rank-8"),
            ("K", "missing key name: expected K <key>"),
            ("X e2", "unknown message 'X': expected HELLO, L, P, S or K"),
            ("SNAP", "unknown message 'SNAP': expected HELLO, L, P, S or K"),
            ("HELLO", "missing protocol version: expected HELLO TBP/1 <kind> [<firmware>]"),
            ("HELLO TBP/1", "missing board kind: expected HELLO TBP/1 <kind> [<firmware>]"),
            ("HELLO TBP/2 pegboard", "unsupported protocol version 'TBP/2': expected TBP/1"),
            ("HELLO TBP/1 pegboard 0.1 x", "extra field 'x' after HELLO TBP/1 pegboard 0.1"),
            ("L e2 #4294967296", "sequence number '#4294967296' is too large: expected #0 to #4294967295"),
            ("L e2 #12 e4", "field 'e4' after the sequence number #12: the sequence number comes last"),
            ("L e\u{e4}", "character '\u{e4}' at column 4: expected printable ASCII"),
            ("L e2 # caf\u{e9}", "character '\u{e9}' at column 11: expected printable ASCII"),
            ("L e2\u{7}", "character '\\u{7}' at column 5: expected printable ASCII"),
        ];
        for (line, want) in cases {
            assert_eq!(err(line), *want, "{line}");
        }
        let long = format!("L e2 #1 {}", "x".repeat(200));
        assert_eq!(err(&long), "line is 208 bytes long: expected at most 200");
    }

    #[test]
    fn snapshot_layout() {
        let BoardMsg::Snapshot(cells) = msg(&format!("S {START}")) else {
            panic!("not a snapshot");
        };
        let mut want = snapshot_of(&Board::default(), SnapshotKind::Piece);
        for sq in [Sq::C8, Sq::F8] {
            want[sq.to_usize()] = Cell::Colored(Color::Black);
        }
        assert_eq!(cells, want);
        // The first character is a8, the last h1.
        assert_eq!(cells[Sq::A8.to_usize()], Cell::Piece(Piece { color: Color::Black, role: Role::Rook }));
        assert_eq!(cells[Sq::H1.to_usize()], Cell::Piece(Piece { color: Color::White, role: Role::Rook }));
        assert_eq!(cells[Sq::E1.to_usize()], Cell::Piece(Piece { color: Color::White, role: Role::King }));
        assert_eq!(cells[Sq::E4.to_usize()], Cell::Empty);

        let occupancy = "XXXXXXXXxxxxxxxx................................XXXXXXXXXXXXXXXX";
        let BoardMsg::Snapshot(cells) = msg(&format!("S {occupancy}")) else {
            panic!("not a snapshot");
        };
        assert_eq!(cells, snapshot_of(&Board::default(), SnapshotKind::Occupancy));
    }

    #[test]
    fn canonical_form() {
        let cases = [
            "L e2",
            "P e8 Q",
            "P e4",
            "P d5 w",
            "P d5 b",
            "K announce",
            "HELLO TBP/1 pegboard 0.1",
            "HELLO TBP/1 pegboard",
            "S XXXXXXXXXXXXXXXX................................XXXXXXXXXXXXXXXX",
            "S wwwwwwwwwwwwwwww................................bbbbbbbbbbbbbbbb",
        ];
        for line in cases {
            assert_eq!(format_msg(&msg(line)), line);
        }
        let line = Line { msg: BoardMsg::Lift(Sq::E2), seq: Some(12) };
        assert_eq!(line.to_string(), "L e2 #12");
        assert_eq!(format_msg(&msg("hello Tbp/1 x")), "HELLO TBP/1 x");
        assert_eq!(format_msg(&msg("p E4 x")), "P e4");
    }

    #[test]
    fn black_bishop_reads_back_as_a_black_peg() {
        let bishop = Piece { color: Color::Black, role: Role::Bishop };
        let line = format_msg(&BoardMsg::Place(Sq::C8, Cell::Piece(bishop)));
        assert_eq!(line, "P c8 b");
        assert_eq!(msg(&line), BoardMsg::Place(Sq::C8, Cell::Colored(Color::Black)));
    }

    #[test]
    fn snapshot_kinds() {
        let board = Board::default();
        let colors = snapshot_of(&board, SnapshotKind::Color);
        assert_eq!(colors[Sq::A1.to_usize()], Cell::Colored(Color::White));
        assert_eq!(colors[Sq::H7.to_usize()], Cell::Colored(Color::Black));
        assert_eq!(colors[Sq::D4.to_usize()], Cell::Empty);
        let occupancy = snapshot_of(&board, SnapshotKind::Occupancy);
        assert_eq!(occupancy.iter().filter(|c| c.is_occupied()).count(), 32);
    }

    #[test]
    fn host_lines() {
        assert_eq!(host_line(HostCmd::Snap), "SNAP");
        assert_eq!(HOST_HELLO, "HELLO TBP/1");
        assert_eq!(HOST_PING, "PING");
    }

    #[test]
    fn raw_bytes() {
        assert_eq!(parse_line_bytes(b"L e2\r\n").map(|l| l.map(|l| l.msg)), Ok(Some(BoardMsg::Lift(Sq::E2))));
        assert_eq!(
            parse_line_bytes(b"L e\xff2").map_err(|e| e.to_string()),
            Err("byte 0xFF at column 4: expected printable ASCII".to_owned())
        );
        assert_eq!(
            parse_line_bytes(b"\x00\x00").map_err(|e| e.to_string()),
            Err("byte 0x00 at column 1: expected printable ASCII".to_owned())
        );
        assert_eq!(parse_line_bytes(b"# comment\n"), Ok(None));
        assert_eq!(
            parse_line_bytes(&[b'x'; 201]).map_err(|e| e.to_string()),
            Err("line is 201 bytes long: expected at most 200".to_owned())
        );
    }

    fn square() -> impl Strategy<Value = Square> {
        (0u32..64).prop_map(Square::new)
    }

    fn piece() -> impl Strategy<Value = Piece> {
        (any::<bool>(), 0usize..6)
            .prop_map(|(white, role)| Piece { color: Color::from_white(white), role: Role::ALL[role] })
    }

    /// Cells that survive a trip through text (a black bishop reads back as a black peg).
    fn cell() -> impl Strategy<Value = Cell> {
        prop_oneof![
            Just(Cell::Empty),
            Just(Cell::Occupied),
            any::<bool>().prop_map(|w| Cell::Colored(Color::from_white(w))),
            piece()
                .prop_filter("black bishop", |p| *p != Piece { color: Color::Black, role: Role::Bishop })
                .prop_map(Cell::Piece),
        ]
    }

    pub(crate) fn board_msg() -> impl Strategy<Value = BoardMsg> {
        let token = "[A-Za-z0-9._+/-]{1,12}";
        prop_oneof![
            (token, proptest::option::of(token)).prop_map(|(kind, firmware)| BoardMsg::Hello { kind, firmware }),
            square().prop_map(BoardMsg::Lift),
            (square(), cell().prop_filter("empty", |c| c.is_occupied()))
                .prop_map(|(sq, cell)| BoardMsg::Place(sq, cell)),
            proptest::collection::vec(cell(), 64).prop_map(|cells| {
                let mut board = Box::new([Cell::Empty; 64]);
                board.copy_from_slice(&cells);
                BoardMsg::Snapshot(board)
            }),
            proptest::sample::select(Key::ALL.to_vec()).prop_map(BoardMsg::Key),
        ]
    }

    /// Small edits to a valid line: (where, what, with which character).
    pub(crate) fn edits() -> impl Strategy<Value = Vec<(prop::sample::Index, u8, char)>> {
        let chars = proptest::sample::select(" \t#@.XxwbKQRBNPkqrbnpLSe2i9/\r\n0\u{e4}".chars().collect::<Vec<_>>());
        proptest::collection::vec((any::<prop::sample::Index>(), 0u8..4, chars), 0..4)
    }

    /// Applies edits: delete a character, insert one, swap its case, or cut the text.
    pub(crate) fn mutate(text: &str, edits: &[(prop::sample::Index, u8, char)]) -> String {
        let mut chars: Vec<char> = text.chars().collect();
        for (at, op, ch) in edits {
            let i = at.index(chars.len() + 1);
            match op {
                0 if i < chars.len() => {
                    chars.remove(i);
                }
                1 => chars.insert(i, *ch),
                2 if i < chars.len() => {
                    let c = chars[i];
                    chars[i] = if c.is_ascii_lowercase() { c.to_ascii_uppercase() } else { c.to_ascii_lowercase() };
                }
                3 => chars.truncate(i),
                _ => {}
            }
        }
        chars.into_iter().collect()
    }

    proptest! {
        #[test]
        fn round_trip(msg in board_msg(), seq in proptest::option::of(any::<u32>())) {
            let line = Line { msg, seq };
            let text = line.to_string();
            prop_assert!(text.len() <= MAX_LINE);
            prop_assert_eq!(parse_line(&text), Ok(Some(line)));
        }

        #[test]
        fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
            let _ = parse_line_bytes(&bytes);
        }

        #[test]
        fn random_text_never_panics(line in "\\PC{0,250}") {
            let _ = parse_line(&line);
        }

        #[test]
        fn near_misses_never_panic(
            msg in board_msg(),
            seq in proptest::option::of(any::<u32>()),
            edits in edits(),
        ) {
            let line = mutate(&Line { msg, seq }.to_string(), &edits);
            if let Ok(Some(parsed)) = parse_line(&line) {
                prop_assert_eq!(parse_line(&parsed.to_string()), Ok(Some(parsed)));
            }
        }
    }
}
