//! The DGT board's messages: bytes in, [`Message`]s out (pure, no I/O).
//!
//! A DGT board frames every message the same way (`docs/board-protocol.md`, "DGT
//! boards"): a first byte `0x80 | id`, then the total length (header included) in two
//! 7-bit bytes, then the data. Only the first byte of a message has its high bit set,
//! so a byte with the high bit set always starts a message. That is what lets the
//! [`Decoder`] find its feet again after a lost or garbled byte, which a serial line
//! at 9600 baud, a USB adapter pulled halfway or a Bluetooth link will sooner or later
//! produce.
//!
//! The decoder is incremental: it keeps a partial message across [`Decoder::push`]
//! calls, so the serial adapter can hand it whatever one read returned. Besides the
//! messages it reports each [`StreamFault`] it met (a message cut short, an impossible
//! length, bytes outside any message): the board state is then in doubt, and the
//! caller asks the board for a full dump.
//!
//! Invariants:
//! - [`Decoder::push`] never panics, whatever the bytes;
//! - every [`Message`] it returns is well-formed: a field number is below 64, a dump
//!   has 64 codes, text holds only 7-bit bytes, and [`Message::encode`] gives bytes
//!   that decode to the same message;
//! - how the bytes are split between calls does not change the messages.

use shakmaty::{Color, Piece, Role};

/// The high bit of a message's first byte, the only byte with it set.
const MESSAGE_BIT: u8 = 0x80;

/// The longest message the decoder waits for: the EEPROM move log (`0x8f`), the
/// largest message a DGT board sends, is 0x2000 - 0x100 + 3 bytes. A header with a
/// longer length is line noise.
pub const MAX_LEN: usize = 0x2000;

/// Message ids (the first byte of a message, high bit included).
pub mod id {
    /// `DGT_MSG_BOARD_DUMP`: the 64 fields.
    pub const BOARD_DUMP: u8 = 0x86;
    /// `DGT_MSG_BWTIME`: the clock's times, or its answer to a clock command.
    pub const BWTIME: u8 = 0x8d;
    /// `DGT_MSG_FIELD_UPDATE`: one field changed.
    pub const FIELD_UPDATE: u8 = 0x8e;
    /// `DGT_MSG_EE_MOVES`: the board's EEPROM log (never asked for by taktil).
    pub const EE_MOVES: u8 = 0x8f;
    /// `DGT_MSG_BUSADRES`: the bus address.
    pub const BUSADRES: u8 = 0x90;
    /// `DGT_MSG_SERIALNR`: five ASCII digits.
    pub const SERIALNR: u8 = 0x91;
    /// `DGT_MSG_TRADEMARK`: ASCII text.
    pub const TRADEMARK: u8 = 0x92;
    /// `DGT_MSG_VERSION`: major and minor version.
    pub const VERSION: u8 = 0x93;
    /// `DGT_MSG_LONG_SERIALNR`: ten ASCII digits.
    pub const LONG_SERIALNR: u8 = 0xa2;
}

/// The total length (header included) a message with this id must have, when the
/// protocol fixes it.
fn fixed_len(id: u8) -> Option<usize> {
    match id {
        id::BOARD_DUMP => Some(67),
        id::BWTIME => Some(10),
        id::FIELD_UPDATE => Some(5),
        id::BUSADRES => Some(5),
        id::SERIALNR => Some(8),
        id::VERSION => Some(5),
        id::LONG_SERIALNR => Some(13),
        _ => None,
    }
}

/// Whether a message with this id can have this total length.
fn is_possible_len(id: u8, len: usize) -> bool {
    match fixed_len(id) {
        Some(want) => len == want,
        None => (3..=MAX_LEN).contains(&len),
    }
}

/// A field (square) of a DGT board: 0 to 63 in reading order as the board sees it. With
/// the connector on White's left, 0 is a8 and 63 is h1; the board never renumbers, so
/// on a board turned round 0 is h1 (see [`super::fields`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Field(u8);

impl Field {
    /// The field with this number, if it is below 64.
    pub const fn new(n: u8) -> Option<Field> {
        if n < 64 { Some(Field(n)) } else { None }
    }

    /// The field's number, 0 to 63.
    pub const fn index(self) -> u8 {
        self.0
    }
}

/// What a DGT board reports for a field: its piece code, read with `& 0x0f` (the upper
/// bits are undocumented flags).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Code {
    /// 0: nothing on the field.
    #[default]
    Empty,
    /// 1 to 12: a chess piece.
    Piece(Piece),
    /// 13 to 15: one of DGT's "magic pieces" (draw, white wins, black wins), markers
    /// that are not chess pieces. taktil ignores them.
    Magic(u8),
}

/// The chess pieces in code order: white 1 to 6, black 7 to 12.
const ROLES: [Role; 6] = [Role::Pawn, Role::Rook, Role::Knight, Role::Bishop, Role::King, Role::Queen];

impl Code {
    /// The code in a byte (any byte: the upper four bits are dropped).
    pub fn from_byte(byte: u8) -> Code {
        let code = byte & 0x0f;
        match code {
            0 => Code::Empty,
            1..=12 => {
                let color = if code <= 6 { Color::White } else { Color::Black };
                let role = ROLES[usize::from((code - 1) % 6)];
                Code::Piece(Piece { color, role })
            }
            _ => Code::Magic(code),
        }
    }

    /// The byte a board sends for this code.
    pub fn to_byte(self) -> u8 {
        match self {
            Code::Empty => 0,
            Code::Piece(piece) => {
                let white = match piece.role {
                    Role::Pawn => 1,
                    Role::Rook => 2,
                    Role::Knight => 3,
                    Role::Bishop => 4,
                    Role::King => 5,
                    Role::Queen => 6,
                };
                if piece.color == Color::White { white } else { white + 6 }
            }
            Code::Magic(code) => code & 0x0f,
        }
    }

    /// The chess piece, if the code is one.
    pub const fn piece(self) -> Option<Piece> {
        match self {
            Code::Piece(piece) => Some(piece),
            Code::Empty | Code::Magic(_) => None,
        }
    }
}

/// One complete message from the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// `0x86`: all 64 fields, indexed by [`Field`] number.
    BoardDump(Box<[Code; 64]>),
    /// `0x8e`: one field changed. [`Code::Empty`] means a piece was taken off it.
    FieldUpdate {
        /// The field.
        field: Field,
        /// What is on it now.
        code: Code,
    },
    /// `0x93`: the board's firmware version.
    Version {
        /// Major version.
        major: u8,
        /// Minor version.
        minor: u8,
    },
    /// `0x91`: the serial number (five ASCII digits).
    SerialNr(String),
    /// `0x92`: the board's trademark text.
    Trademark(String),
    /// `0x8d`: a clock message (times, or the clock's answer to a command), not
    /// decoded yet: the seven data bytes.
    BwTime([u8; 7]),
    /// A message taktil does not read (EEPROM log, bus address, battery, ...), skipped
    /// by its length.
    Other {
        /// The id byte.
        id: u8,
        /// The total length, header included.
        len: usize,
    },
}

impl Message {
    /// The message as the board sends it: header, then data.
    ///
    /// This is the inverse of [`Decoder::push`], for tests and board simulators. Text
    /// bytes are taken modulo 128 (the protocol has only 7 bits per byte), and an
    /// [`Message::Other`] gets zero data bytes.
    pub fn encode(&self) -> Vec<u8> {
        let (id, data): (u8, Vec<u8>) = match self {
            Message::BoardDump(codes) => (id::BOARD_DUMP, codes.iter().map(|c| c.to_byte()).collect()),
            Message::FieldUpdate { field, code } => (id::FIELD_UPDATE, vec![field.index(), code.to_byte()]),
            Message::Version { major, minor } => (id::VERSION, vec![major & 0x7f, minor & 0x7f]),
            Message::SerialNr(text) => (id::SERIALNR, text.bytes().map(|b| b & 0x7f).collect()),
            Message::Trademark(text) => (id::TRADEMARK, text.bytes().map(|b| b & 0x7f).collect()),
            Message::BwTime(data) => (id::BWTIME, data.iter().map(|b| b & 0x7f).collect()),
            Message::Other { id, len } => (*id | MESSAGE_BIT, vec![0; len.saturating_sub(3)]),
        };
        let len = data.len() + 3;
        let mut bytes = Vec::with_capacity(len);
        // The length has 14 bits: the upper 7 first.
        bytes.extend([id | MESSAGE_BIT, ((len >> 7) & 0x7f) as u8, (len & 0x7f) as u8]);
        bytes.extend(data);
        bytes
    }
}

/// Something wrong in the byte stream. The message it hit is lost, so the board state
/// is in doubt until the next full dump.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StreamFault {
    /// A message stopped before its end: a byte with the high bit set (the start of the
    /// next message) came where its header or data should be. Parsing restarts there.
    Truncated {
        /// The id byte of the message cut short.
        id: u8,
        /// How many of its bytes came, header included.
        got: usize,
    },
    /// A header whose length no message with this id can have. Its bytes are dropped.
    BadLength {
        /// The id byte.
        id: u8,
        /// The length in the header.
        len: usize,
    },
    /// Bytes that belong to no message (its header was lost), dropped.
    Stray {
        /// How many in a row.
        count: usize,
    },
    /// A message of the right length that cannot be right: a field number above 63.
    Malformed {
        /// The id byte.
        id: u8,
    },
}

impl std::fmt::Display for StreamFault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StreamFault::Truncated { id, got } => write!(f, "message 0x{id:02x} cut short after {got} bytes"),
            StreamFault::BadLength { id, len } => write!(f, "message 0x{id:02x} with impossible length {len}"),
            StreamFault::Stray { count } => write!(f, "{count} bytes outside any message"),
            StreamFault::Malformed { id } => write!(f, "message 0x{id:02x} with impossible content"),
        }
    }
}

/// What the decoder found in the bytes, in stream order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Decoded {
    /// A complete message.
    Message(Message),
    /// A problem; the bytes concerned were dropped.
    Fault(StreamFault),
}

/// The incremental decoder: feed it bytes as they come, get complete messages back.
///
/// ```
/// use taktil::io::dgt::decode::{Code, Decoded, Decoder, Field, Message};
///
/// let mut decoder = Decoder::new();
/// // A field update (e2 emptied) split over two reads.
/// assert_eq!(decoder.push(&[0x8e, 0x00]), vec![]);
/// let field = Field::new(52).expect("a field");
/// assert_eq!(
///     decoder.push(&[0x05, 52, 0x00]),
///     vec![Decoded::Message(Message::FieldUpdate { field, code: Code::Empty })]
/// );
/// ```
#[derive(Clone, Debug, Default)]
pub struct Decoder {
    /// The start of an incomplete message (its first byte has the high bit set), or
    /// nothing.
    pending: Vec<u8>,
}

impl Decoder {
    /// A decoder waiting for the first message.
    pub fn new() -> Decoder {
        Decoder::default()
    }

    /// Takes the bytes of one read and returns what they complete, in order.
    pub fn push(&mut self, bytes: &[u8]) -> Vec<Decoded> {
        let mut out = Vec::new();
        // The bytes already held were checked when they came; only new bytes can end or
        // cut short the pending message.
        let checked = self.pending.len();
        self.pending.extend_from_slice(bytes);
        let buf = std::mem::take(&mut self.pending);
        let mut pos = 0;
        let mut first = true;
        loop {
            let stray = buf[pos..].iter().take_while(|b| *b & MESSAGE_BIT == 0).count();
            if stray > 0 {
                out.push(Decoded::Fault(StreamFault::Stray { count: stray }));
                pos += stray;
            }
            let Some(&id) = buf.get(pos) else { break };
            let rest = &buf[pos..];
            // Bytes of this message that were checked in an earlier call.
            let skip = if first { checked.max(1) } else { 1 };
            first = false;
            match scan(id, rest, skip) {
                Scan::Incomplete => {
                    self.pending = rest.to_vec();
                    break;
                }
                Scan::CutAt(got) => {
                    out.push(Decoded::Fault(StreamFault::Truncated { id, got }));
                    pos += got;
                }
                Scan::BadLength(len) => {
                    out.push(Decoded::Fault(StreamFault::BadLength { id, len }));
                    pos += 3;
                }
                Scan::Complete(len) => {
                    out.push(read_message(id, &rest[3..len]));
                    pos += len;
                }
            }
        }
        out
    }
}

/// What the bytes from a message's first byte on hold.
enum Scan {
    /// Not all of it yet.
    Incomplete,
    /// A byte with the high bit set at this offset: the message was cut short there.
    CutAt(usize),
    /// A complete header with an impossible length.
    BadLength(usize),
    /// The whole message, this long.
    Complete(usize),
}

/// Looks at a message from its first byte (`rest[0] == id`), checking bytes from offset
/// `skip` on for a high bit.
fn scan(id: u8, rest: &[u8], skip: usize) -> Scan {
    let header_end = rest.len().min(3);
    if let Some(cut) = first_start(rest, skip, header_end) {
        return Scan::CutAt(cut);
    }
    if rest.len() < 3 {
        return Scan::Incomplete;
    }
    let len = (usize::from(rest[1]) << 7) | usize::from(rest[2]);
    if !is_possible_len(id, len) {
        return Scan::BadLength(len);
    }
    let end = rest.len().min(len);
    if let Some(cut) = first_start(rest, skip.max(3), end) {
        return Scan::CutAt(cut);
    }
    if rest.len() < len { Scan::Incomplete } else { Scan::Complete(len) }
}

/// The offset of the first byte with the high bit set in `rest[from..to]`.
fn first_start(rest: &[u8], from: usize, to: usize) -> Option<usize> {
    let from = from.min(to);
    rest.get(from..to)?.iter().position(|b| b & MESSAGE_BIT != 0).map(|i| i + from)
}

/// Reads a complete message's data (every byte below 0x80, the length checked).
fn read_message(id: u8, data: &[u8]) -> Decoded {
    let text = || data.iter().map(|b| char::from(*b)).collect::<String>();
    let message = match id {
        id::BOARD_DUMP => {
            let mut codes = Box::new([Code::Empty; 64]);
            for (code, byte) in codes.iter_mut().zip(data) {
                *code = Code::from_byte(*byte);
            }
            Message::BoardDump(codes)
        }
        id::FIELD_UPDATE => match (data.first().copied().and_then(Field::new), data.get(1)) {
            (Some(field), Some(byte)) => Message::FieldUpdate { field, code: Code::from_byte(*byte) },
            _ => return Decoded::Fault(StreamFault::Malformed { id }),
        },
        id::VERSION => match data {
            [major, minor] => Message::Version { major: *major, minor: *minor },
            _ => return Decoded::Fault(StreamFault::Malformed { id }),
        },
        id::SERIALNR => Message::SerialNr(text()),
        id::TRADEMARK => Message::Trademark(text()),
        id::BWTIME => match <[u8; 7]>::try_from(data) {
            Ok(bytes) => Message::BwTime(bytes),
            Err(_) => return Decoded::Fault(StreamFault::Malformed { id }),
        },
        _ => Message::Other { id, len: data.len() + 3 },
    };
    Decoded::Message(message)
}

/// The start position as a DGT board with the connector on White's left sends it: the
/// byte fixture of the research notes (board-protocols.md 5.4), for tests and fake
/// boards.
pub const START_DUMP: [u8; 67] = [
    0x86, 0x00, 0x43, //
    0x08, 0x09, 0x0a, 0x0c, 0x0b, 0x0a, 0x09, 0x08, //
    0x07, 0x07, 0x07, 0x07, 0x07, 0x07, 0x07, 0x07, //
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, //
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, //
    0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, 0x01, //
    0x02, 0x03, 0x04, 0x06, 0x05, 0x04, 0x03, 0x02,
];

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn messages(decoded: &[Decoded]) -> Vec<Message> {
        decoded
            .iter()
            .filter_map(|d| match d {
                Decoded::Message(m) => Some(m.clone()),
                Decoded::Fault(_) => None,
            })
            .collect()
    }

    fn field(n: u8) -> Field {
        Field::new(n).expect("a field")
    }

    #[test]
    fn piece_codes() {
        let white = |role| Code::Piece(Piece { color: Color::White, role });
        let black = |role| Code::Piece(Piece { color: Color::Black, role });
        let want = [
            Code::Empty,
            white(Role::Pawn),
            white(Role::Rook),
            white(Role::Knight),
            white(Role::Bishop),
            white(Role::King),
            white(Role::Queen),
            black(Role::Pawn),
            black(Role::Rook),
            black(Role::Knight),
            black(Role::Bishop),
            black(Role::King),
            black(Role::Queen),
            Code::Magic(13),
            Code::Magic(14),
            Code::Magic(15),
        ];
        for (byte, code) in (0u8..).zip(want) {
            assert_eq!(Code::from_byte(byte), code, "{byte}");
            assert_eq!(code.to_byte(), byte);
            // The upper bits are flags, not part of the code.
            assert_eq!(Code::from_byte(byte | 0x70), code, "{byte} with flags");
        }
    }

    #[test]
    fn start_position_dump() {
        let got = Decoder::new().push(&START_DUMP);
        let [Decoded::Message(Message::BoardDump(codes))] = got.as_slice() else {
            panic!("not one dump: {got:?}");
        };
        assert_eq!(codes[0], Code::Piece(Piece { color: Color::Black, role: Role::Rook }));
        assert_eq!(codes[4], Code::Piece(Piece { color: Color::Black, role: Role::King }));
        assert_eq!(codes[59], Code::Piece(Piece { color: Color::White, role: Role::Queen }));
        assert_eq!(codes[30], Code::Empty);
        assert_eq!(Message::BoardDump(codes.clone()).encode(), START_DUMP);
    }

    #[test]
    fn every_message_kind() {
        let cases: &[(&[u8], Message)] = &[
            (&[0x8e, 0x00, 0x05, 36, 0x01], Message::FieldUpdate { field: field(36), code: Code::from_byte(1) }),
            (&[0x93, 0x00, 0x05, 0x01, 0x07], Message::Version { major: 1, minor: 7 }),
            (&[0x91, 0x00, 0x08, b'1', b'2', b'3', b'4', b'5'], Message::SerialNr("12345".into())),
            (&[0x92, 0x00, 0x06, b'D', b'G', b'T'], Message::Trademark("DGT".into())),
            (&[0x8d, 0x00, 0x0a, 1, 2, 3, 4, 5, 6, 7], Message::BwTime([1, 2, 3, 4, 5, 6, 7])),
            (&[0xa0, 0x00, 0x07, 1, 2, 3, 4], Message::Other { id: 0xa0, len: 7 }),
            (&[0x90, 0x00, 0x05, 0, 1], Message::Other { id: 0x90, len: 5 }),
            (
                &[0xa2, 0x00, 0x0d, b'0', b'1', b'2', b'3', b'4', b'5', b'6', b'7', b'8', b'9'],
                Message::Other { id: 0xa2, len: 13 },
            ),
        ];
        for (bytes, want) in cases {
            assert_eq!(Decoder::new().push(bytes), vec![Decoded::Message(want.clone())], "{bytes:02x?}");
            assert_eq!(want.encode().len(), bytes.len());
        }
    }

    #[test]
    fn two_byte_length() {
        // 200 bytes: 0x01 0x48.
        let mut bytes = vec![0x92, 0x01, 0x48];
        bytes.extend(std::iter::repeat_n(b'x', 197));
        assert_eq!(Decoder::new().push(&bytes), vec![Decoded::Message(Message::Trademark("x".repeat(197)))]);
    }

    #[test]
    fn byte_at_a_time() {
        let mut decoder = Decoder::new();
        let mut got = Vec::new();
        for b in START_DUMP.iter().chain(&[0x8e, 0x00, 0x05, 52, 0x00]) {
            got.extend(decoder.push(&[*b]));
        }
        assert_eq!(got.len(), 2, "{got:?}");
        assert_eq!(got[1], Decoded::Message(Message::FieldUpdate { field: field(52), code: Code::Empty }));
    }

    #[test]
    fn truncated_data_restarts_at_the_next_message() {
        // A field update that lost its piece code, then a complete one.
        let got = Decoder::new().push(&[0x8e, 0x00, 0x05, 36, 0x8e, 0x00, 0x05, 52, 0x00]);
        assert_eq!(
            got,
            vec![
                Decoded::Fault(StreamFault::Truncated { id: 0x8e, got: 4 }),
                Decoded::Message(Message::FieldUpdate { field: field(52), code: Code::Empty }),
            ]
        );
    }

    #[test]
    fn truncated_header_and_split_reads() {
        let mut decoder = Decoder::new();
        assert_eq!(decoder.push(&[0x86, 0x00]), vec![]);
        // The dump's header was cut after two bytes; a version message follows.
        assert_eq!(
            decoder.push(&[0x93, 0x00, 0x05, 1]),
            vec![Decoded::Fault(StreamFault::Truncated { id: 0x86, got: 2 })]
        );
        assert_eq!(decoder.push(&[2]), vec![Decoded::Message(Message::Version { major: 1, minor: 2 })]);
        // A long message cut short in a later read.
        assert_eq!(decoder.push(&START_DUMP[..40]), vec![]);
        assert_eq!(
            decoder.push(&[0x00, 0x8e, 0x00, 0x05, 1, 2]),
            vec![
                Decoded::Fault(StreamFault::Truncated { id: 0x86, got: 41 }),
                Decoded::Message(Message::FieldUpdate { field: field(1), code: Code::from_byte(2) }),
            ]
        );
    }

    #[test]
    fn impossible_lengths_are_rejected() {
        let cases: &[(&[u8], u8, usize)] = &[
            (&[0x86, 0x00, 0x05], 0x86, 5),
            (&[0x8e, 0x00, 0x06], 0x8e, 6),
            (&[0x92, 0x00, 0x02], 0x92, 2),
            (&[0x92, 0x00, 0x00], 0x92, 0),
            (&[0xa0, 0x7f, 0x7f], 0xa0, 0x3fff),
        ];
        for (bytes, id, len) in cases {
            let mut input = bytes.to_vec();
            input.extend([0x93, 0x00, 0x05, 1, 2]);
            let got = Decoder::new().push(&input);
            assert_eq!(
                got,
                vec![
                    Decoded::Fault(StreamFault::BadLength { id: *id, len: *len }),
                    Decoded::Message(Message::Version { major: 1, minor: 2 }),
                ],
                "{bytes:02x?}"
            );
        }
    }

    #[test]
    fn stray_bytes_and_bad_fields() {
        let got = Decoder::new().push(&[1, 2, 3, 0x8e, 0x00, 0x05, 64, 0x01, 9]);
        assert_eq!(
            got,
            vec![
                Decoded::Fault(StreamFault::Stray { count: 3 }),
                Decoded::Fault(StreamFault::Malformed { id: 0x8e }),
                Decoded::Fault(StreamFault::Stray { count: 1 }),
            ]
        );
    }

    #[test]
    fn unknown_messages_are_skipped_by_length() {
        let mut bytes = vec![0xff, 0x00, 0x0a, 9, 9, 9, 9, 9, 9, 9];
        bytes.extend([0x8e, 0x00, 0x05, 0, 0]);
        let got = Decoder::new().push(&bytes);
        assert_eq!(
            messages(&got),
            vec![Message::Other { id: 0xff, len: 10 }, Message::FieldUpdate { field: field(0), code: Code::Empty }]
        );
    }

    /// Checks the module's invariant for one message.
    fn assert_well_formed(message: &Message) {
        let bytes = message.encode();
        assert!(bytes.len() >= 3 && bytes.len() <= MAX_LEN, "{message:?}");
        assert!(bytes[1..].iter().all(|b| b & MESSAGE_BIT == 0), "{message:?}");
        if let Message::FieldUpdate { field, .. } = message {
            assert!(field.index() < 64);
        }
        assert_eq!(Decoder::new().push(&bytes), vec![Decoded::Message(message.clone())]);
    }

    /// Bytes that look like DGT traffic often enough to reach every branch: ids, small
    /// lengths, field numbers and piece codes, and anything else.
    fn dgt_byte() -> impl Strategy<Value = u8> {
        prop_oneof![
            3 => any::<u8>(),
            2 => prop::sample::select(vec![0x86, 0x8d, 0x8e, 0x91, 0x92, 0x93, 0xa0]),
            2 => prop::sample::select(vec![0x00, 0x05, 0x08, 0x0a, 0x43, 0x06]),
            2 => 0u8..80,
        ]
    }

    /// Any message the decoder can return.
    fn message() -> impl Strategy<Value = Message> {
        let code = any::<u8>().prop_map(Code::from_byte);
        let field = (0u8..64).prop_map(|n| Field::new(n).expect("below 64"));
        prop_oneof![
            prop::collection::vec(code.clone(), 64).prop_map(|codes| {
                let mut dump = Box::new([Code::Empty; 64]);
                dump.copy_from_slice(&codes);
                Message::BoardDump(dump)
            }),
            (field, code).prop_map(|(field, code)| Message::FieldUpdate { field, code }),
            (0u8..128, 0u8..128).prop_map(|(major, minor)| Message::Version { major, minor }),
            "[0-9]{5}".prop_map(Message::SerialNr),
            "[ -~\r\n]{0,60}".prop_map(Message::Trademark),
            prop::array::uniform7(0u8..128).prop_map(Message::BwTime),
            (0xa0u8..0xc0, 3usize..40)
                .prop_filter("an id of fixed length", |(id, _)| fixed_len(*id).is_none())
                .prop_map(|(id, len)| Message::Other { id, len }),
        ]
    }

    /// A byte stream: whole messages and runs of noise, in any order.
    fn stream() -> impl Strategy<Value = Vec<u8>> {
        let chunk = prop_oneof![message().prop_map(|m| m.encode()), prop::collection::vec(dgt_byte(), 1..12)];
        prop::collection::vec(chunk, 0..20).prop_map(|chunks| chunks.concat())
    }

    proptest! {
        #[test]
        fn random_bytes_never_panic_and_messages_are_well_formed(
            bytes in prop_oneof![prop::collection::vec(dgt_byte(), 0..400), stream()],
            cuts in prop::collection::vec(any::<prop::sample::Index>(), 0..8),
        ) {
            let whole = Decoder::new().push(&bytes);
            for message in messages(&whole) {
                assert_well_formed(&message);
            }
            // The same bytes in pieces give the same messages.
            let mut at: Vec<usize> = cuts.iter().map(|i| i.index(bytes.len() + 1)).collect();
            at.sort_unstable();
            let mut decoder = Decoder::new();
            let mut pieces = Vec::new();
            let mut from = 0;
            for to in at.into_iter().chain([bytes.len()]) {
                pieces.extend(decoder.push(&bytes[from..to]));
                from = to;
            }
            prop_assert_eq!(messages(&pieces), messages(&whole));
        }

        #[test]
        fn encoded_messages_decode_back(sent in prop::collection::vec(message(), 0..10)) {
            for message in &sent {
                assert_well_formed(message);
            }
            let bytes: Vec<u8> = sent.iter().flat_map(Message::encode).collect();
            let got: Vec<Decoded> = Decoder::new().push(&bytes);
            prop_assert_eq!(got, sent.into_iter().map(Decoded::Message).collect::<Vec<_>>());
        }
    }
}
