//! The line assembler (pure): the bytes of a serial port, in reads of any size, to
//! TBP/1 lines.
//!
//! A serial line delivers bytes, not lines: one read can hold half a line or three.
//! [`Assembler`] keeps the unfinished line between reads and hands every complete line
//! (ended by `\n`, or `\r\n`) to [`crate::tbp::parse_line_bytes`], the one TBP/1
//! parser. What cannot be a line is dropped with a reason, and the lines after it are
//! read as usual (`docs/board-protocol.md`, "Framing" and "Bad lines"):
//!
//! - a line with a byte that is not printable ASCII (noise on the wire, a NUL, a
//!   control character) is [`DropReason::Unreadable`];
//! - a line longer than [`crate::tbp::MAX_LINE`] bytes is [`DropReason::TooLong`]; only
//!   the first bytes are kept, the rest up to the newline is counted and thrown away,
//!   so a device that never sends a newline cannot fill the memory;
//! - a readable line that is not a TBP/1 message is [`DropReason::Invalid`].
//!
//! Invariants (property-tested below): no input makes it panic, and the lines do not
//! depend on how the bytes were split into reads.

use crate::{
    core::msg::LineFault,
    tbp::{self, TbpError},
};

/// The most bytes kept of one line: the longest line TBP/1 allows plus a `\r`.
const KEEP: usize = tbp::MAX_LINE + 1;

/// One complete line, numbered from 1 in the order the device sent it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Assembled {
    /// A TBP/1 message.
    Line {
        /// The line's number.
        number: u32,
        /// The message and its sequence number.
        line: tbp::Line,
    },
    /// A blank or comment-only line: nothing to do, but the device is there.
    Blank {
        /// The line's number.
        number: u32,
    },
    /// A line that was dropped.
    Dropped {
        /// The line's number.
        number: u32,
        /// Why.
        fault: DropReason,
    },
}

impl Assembled {
    /// The line's number.
    pub fn number(&self) -> u32 {
        match self {
            Assembled::Line { number, .. } | Assembled::Blank { number } | Assembled::Dropped { number, .. } => *number,
        }
    }
}

/// Why a line was dropped, with the detail for the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DropReason {
    /// A byte that is not printable ASCII, at this column (from 1).
    Unreadable {
        /// The column of the first such byte.
        column: usize,
        /// The byte.
        byte: u8,
    },
    /// The line had `len` bytes before its `\n`.
    TooLong {
        /// The length, without the line ending.
        len: usize,
    },
    /// Not a TBP/1 message; the parser says why.
    Invalid(TbpError),
}

impl DropReason {
    /// What the assistant is told ([`crate::core::msg::Msg::BoardLineIgnored`]).
    pub fn kind(&self) -> LineFault {
        match self {
            DropReason::Unreadable { .. } => LineFault::Unreadable,
            DropReason::TooLong { .. } => LineFault::TooLong,
            DropReason::Invalid(_) => LineFault::NotUnderstood,
        }
    }
}

impl std::fmt::Display for DropReason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DropReason::Unreadable { column, byte } => {
                write!(f, "unreadable byte 0x{byte:02X} at column {column}: expected printable ASCII")
            }
            DropReason::TooLong { len } => write!(f, "line is {len} bytes long: expected at most {}", tbp::MAX_LINE),
            DropReason::Invalid(e) => e.fmt(f),
        }
    }
}

/// Bytes to lines; see the module docs.
#[derive(Clone, Debug, Default)]
pub struct Assembler {
    /// The unfinished line, at most [`KEEP`] bytes.
    partial: Vec<u8>,
    /// Bytes of the unfinished line beyond [`KEEP`], thrown away.
    overflow: usize,
    /// The number of the last complete line.
    count: u32,
}

impl Assembler {
    /// An assembler at the start of a connection: the next line is line 1.
    pub fn new() -> Assembler {
        Assembler::default()
    }

    /// Takes the bytes of one read and returns the lines they complete, in order.
    pub fn push(&mut self, bytes: &[u8]) -> Vec<Assembled> {
        let mut out = Vec::new();
        for &byte in bytes {
            if byte == b'\n' {
                out.push(self.finish());
            } else if self.partial.len() < KEEP {
                self.partial.push(byte);
            } else {
                self.overflow = self.overflow.saturating_add(1);
            }
        }
        out
    }

    /// Whether an unfinished line is waiting for its newline.
    pub fn is_partial(&self) -> bool {
        !self.partial.is_empty() || self.overflow > 0
    }

    /// The line just ended by a `\n`.
    fn finish(&mut self) -> Assembled {
        self.count = self.count.wrapping_add(1);
        let number = self.count;
        let overflow = std::mem::take(&mut self.overflow);
        let bytes = std::mem::take(&mut self.partial);
        let text = bytes.strip_suffix(b"\r").unwrap_or(&bytes);
        if overflow > 0 || text.len() > tbp::MAX_LINE {
            // Every byte before the `\n`, a `\r` included: the log only needs the size.
            let len = bytes.len().saturating_add(overflow);
            return Assembled::Dropped { number, fault: DropReason::TooLong { len } };
        }
        match tbp::parse_line_bytes(text) {
            Ok(Some(line)) => Assembled::Line { number, line },
            Ok(None) => Assembled::Blank { number },
            Err(TbpError::NotAsciiByte { column, byte }) => {
                Assembled::Dropped { number, fault: DropReason::Unreadable { column, byte } }
            }
            Err(TbpError::TooLong { len }) => Assembled::Dropped { number, fault: DropReason::TooLong { len } },
            Err(e) => Assembled::Dropped { number, fault: DropReason::Invalid(e) },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::input::{BoardMsg, Cell};
    use proptest::prelude::*;
    use shakmaty::Square;

    fn lifted(number: u32, sq: Square, seq: Option<u32>) -> Assembled {
        Assembled::Line { number, line: tbp::Line { msg: BoardMsg::Lift(sq), seq } }
    }

    #[test]
    fn lf_and_crlf_endings_and_partial_reads() {
        let mut a = Assembler::new();
        assert_eq!(a.push(b"L e"), vec![]);
        assert!(a.is_partial());
        assert_eq!(a.push(b"2 #1\r"), vec![]);
        assert_eq!(
            a.push(b"\nP e4 #2\nL d"),
            vec![
                lifted(1, Square::E2, Some(1)),
                Assembled::Line {
                    number: 2,
                    line: tbp::Line { msg: BoardMsg::Place(Square::E4, Cell::Occupied), seq: Some(2) }
                },
            ]
        );
        assert_eq!(
            a.push(b"7\n\n# a comment\n"),
            vec![lifted(3, Square::D7, None), Assembled::Blank { number: 4 }, Assembled::Blank { number: 5 },]
        );
        assert!(!a.is_partial());
    }

    #[test]
    fn garbage_bytes_drop_their_line_only() {
        let mut a = Assembler::new();
        let got = a.push(b"\0\0L e2\nL \xffe3\nL\x07 e4\nL e5\n");
        assert_eq!(
            got,
            vec![
                Assembled::Dropped { number: 1, fault: DropReason::Unreadable { column: 1, byte: 0 } },
                Assembled::Dropped { number: 2, fault: DropReason::Unreadable { column: 3, byte: 0xff } },
                Assembled::Dropped { number: 3, fault: DropReason::Unreadable { column: 2, byte: 0x07 } },
                lifted(4, Square::E5, None),
            ]
        );
        assert_eq!(got.first().map(Assembled::number), Some(1));
        let fault = DropReason::Unreadable { column: 3, byte: 0xff };
        assert_eq!(fault.kind(), LineFault::Unreadable);
        assert_eq!(fault.to_string(), "unreadable byte 0xFF at column 3: expected printable ASCII");
    }

    #[test]
    fn an_over_long_line_is_dropped_and_the_next_one_read() {
        let mut a = Assembler::new();
        let mut bytes = vec![b'X'; 5000];
        bytes.extend(b"\r\nL e2\n");
        let got = a.push(&bytes);
        assert_eq!(
            got,
            vec![
                Assembled::Dropped { number: 1, fault: DropReason::TooLong { len: 5001 } },
                lifted(2, Square::E2, None)
            ]
        );
        // Exactly the longest line TBP/1 allows, with either ending, is read.
        let longest = format!("S {}", ".".repeat(64)) + &" ".repeat(tbp::MAX_LINE - 66);
        assert_eq!(longest.len(), tbp::MAX_LINE);
        for ending in ["\n", "\r\n"] {
            let got = a.push(format!("{longest}{ending}").as_bytes());
            assert!(matches!(got.as_slice(), [Assembled::Line { .. }]), "{got:?}");
        }
        let got = a.push(format!("{longest} \n").as_bytes());
        assert!(
            matches!(got.as_slice(), [Assembled::Dropped { fault: DropReason::TooLong { len: 201 }, .. }]),
            "{got:?}"
        );
    }

    #[test]
    fn a_line_that_does_not_parse_says_why() {
        let mut a = Assembler::new();
        let got = a.push(b"L i9\nX e2\nL e2\n");
        let [Assembled::Dropped { fault: first, .. }, Assembled::Dropped { fault: second, .. }, Assembled::Line { .. }] =
            got.as_slice()
        else {
            panic!("{got:?}");
        };
        assert_eq!(first.kind(), LineFault::NotUnderstood);
        assert_eq!(first.to_string(), "unknown square 'i9': expected a1 to h8");
        assert_eq!(second.to_string(), "unknown message 'X': expected HELLO, L, P, S or K");
    }

    proptest! {
        #[test]
        fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..2000)) {
            let mut a = Assembler::new();
            let lines = a.push(&bytes);
            let newlines = bytes.iter().filter(|b| **b == b'\n').count();
            prop_assert_eq!(lines.len(), newlines);
        }

        #[test]
        fn splitting_the_reads_changes_nothing(
            lines in proptest::collection::vec(
                prop_oneof![
                    Just(b"L e2 #1".to_vec()),
                    Just(b"P e4\r".to_vec()),
                    Just(b"K announce # note".to_vec()),
                    Just(b"HELLO TBP/1 pegboard 0.3".to_vec()),
                    Just(b"X e2".to_vec()),
                    proptest::collection::vec(any::<u8>(), 0..300),
                ],
                0..12,
            ),
            cuts in proptest::collection::vec(any::<prop::sample::Index>(), 0..20),
        ) {
            let mut bytes = Vec::new();
            for line in lines {
                bytes.extend(line);
                bytes.push(b'\n');
            }
            let whole = Assembler::new().push(&bytes);
            let mut points: Vec<usize> = cuts.iter().map(|i| i.index(bytes.len() + 1)).collect();
            points.sort_unstable();
            let mut split = Assembler::new();
            let mut got = Vec::new();
            let mut from = 0;
            for to in points.into_iter().chain([bytes.len()]) {
                got.extend(split.push(&bytes[from..to]));
                from = to;
            }
            prop_assert_eq!(got, whole);
        }
    }
}
