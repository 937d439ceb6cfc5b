//! Writing synthesized events as a session script: the header, then one
//! `@<ms> <device> <message>` line per event, aligned as in `docs/product.md`.
//!
//! Invariant: each line is the TBP/1 text of exactly one event, so that parsing the
//! script gives back the events.

use shakmaty::{Board, Color, Square};

use super::Style;
use crate::core::{
    input::{BoardMsg, Cell, Device},
    settings::Start,
    time::Timestamp,
};

/// The FEN of the standard start position.
pub(crate) const STANDARD_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// The script header: a comment and the session settings.
///
/// `set variant` comes before `set fen`, so that a reader applying settings in order
/// already knows the castling mode when it reads the FEN.
pub(crate) fn header(start: &Start, style: &Style) -> String {
    let mut out = String::from("# taktil session (synthesized)\n");
    let blind = match style.blind {
        Color::White => "white",
        Color::Black => "black",
    };
    out.push_str("set blind ");
    out.push_str(blind);
    out.push('\n');
    if start.castling.is_chess960() {
        out.push_str("set variant chess960\n");
    }
    let fen = start.fen();
    if fen != STANDARD_FEN {
        out.push_str("set fen ");
        out.push_str(&fen);
        out.push('\n');
    }
    if style.confirm {
        out.push_str("set announce confirm\n");
    }
    out
}

/// One event line, e.g. `@1000   tactile  L e2`.
pub(crate) fn line(t: Timestamp, device: Device, msg: &BoardMsg) -> String {
    format!("{:<7} {:<8} {}\n", format!("@{}", t.0), device.as_str(), message(msg))
}

/// The TBP/1 text of a message.
pub(crate) fn message(msg: &BoardMsg) -> String {
    match msg {
        BoardMsg::Hello { kind, firmware: None } => format!("HELLO TBP/1 {kind}"),
        BoardMsg::Hello { kind, firmware: Some(fw) } => format!("HELLO TBP/1 {kind} {fw}"),
        BoardMsg::Lift(sq) => format!("L {sq}"),
        BoardMsg::Place(sq, Cell::Empty | Cell::Occupied) => format!("P {sq}"),
        BoardMsg::Place(sq, cell) => format!("P {sq} {}", cell_char(*cell)),
        BoardMsg::Snapshot(cells) => {
            let mut s = String::with_capacity(66);
            s.push_str("S ");
            for sq in rank8_to_1() {
                s.push(cell_char(cells[sq as usize]));
            }
            s
        }
        BoardMsg::Key(key) => format!("K {}", key.as_str()),
    }
}

/// The snapshot character of a hole.
fn cell_char(cell: Cell) -> char {
    match cell {
        Cell::Empty => '.',
        Cell::Occupied => 'X',
        Cell::Colored(Color::White) => 'w',
        Cell::Colored(Color::Black) => 'b',
        Cell::Piece(p) => p.char(),
    }
}

/// The squares in snapshot order: rank 8 to 1, file a to h.
fn rank8_to_1() -> impl Iterator<Item = Square> {
    // `Square::ALL` runs a1, b1, ... h8; flipped, that is a8, b8, ... h1.
    Square::ALL.into_iter().map(Square::flip_vertical)
}

/// The 64-character occupancy string of a board (`S` message): rank 8 to 1, file a to
/// h, `X` for a peg, `.` for an empty hole.
pub fn occupancy_line(board: &Board) -> String {
    rank8_to_1().map(|sq| if board.occupied().contains(sq) { 'X' } else { '.' }).collect()
}
