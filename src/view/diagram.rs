//! The view's boards: one board drawn as text, and the squares where the boards differ
//! from the game, in words (never by colour alone).

use ratatui::{
    buffer::Buffer,
    layout::Rect,
    style::{Modifier, Style},
};
use shakmaty::{Color, File, Rank, Square};

use crate::core::input::{Cell, Device};

use super::{
    label,
    state::ViewState,
    text::{put, title},
};

/// What one hole of a board shows: the piece, `X` for a peg of unknown identity, `○`
/// and `●` for a white or black peg, `.` for an empty hole.
fn cell_char(cell: Cell) -> char {
    match cell {
        Cell::Empty => '.',
        Cell::Occupied => 'X',
        Cell::Colored(Color::White) => '○',
        Cell::Colored(Color::Black) => '●',
        Cell::Piece(p) => p.char(),
    }
}

/// One board, White at the bottom: title, ranks 8 to 1, files. A square that differs
/// from the game is reversed and marked (`X*`, or `[X]` with wider squares).
pub(super) fn board(state: &ViewState, device: Device, area: Rect, square: u16, buf: &mut Buffer) {
    let cells = match device {
        Device::Tactile => state.tactile,
        _ => state.sighted,
    };
    let name = match device {
        Device::Tactile if state.tactile_unseen => label::TACTILE_BOARD_ENTERED,
        Device::Tactile => label::TACTILE_BOARD,
        _ if state.sighted_entered => label::SIGHTED_BOARD_ENTERED,
        _ => label::SIGHTED_BOARD,
    };
    let name = match cells {
        Some(_) => name,
        // A tactile board without sensors that nobody entered: the game (issue 16).
        None if device == Device::Tactile && state.tactile_unseen => label::TACTILE_NO_SENSORS,
        None => label::GAME_POSITION,
    };
    put(buf, area, 0, name, title());
    let differs = state.differences(device);
    for r in 0..8u16 {
        let rank = Rank::new(u32::from(7 - r));
        let y = 1 + r;
        put(buf, area, y, &format!("{} ", rank.char()), Style::new().add_modifier(Modifier::DIM));
        for f in 0..8u16 {
            let sq = Square::from_coords(File::new(u32::from(f)), rank);
            let symbol = match cells {
                Some(cells) => cell_char(cells[usize::from(sq)]),
                None => state.game[usize::from(sq)].map_or('.', |p| p.char()),
            };
            let marked = differs.contains(&sq);
            let text = match (square, marked) {
                (3, true) => format!("[{symbol}]"),
                (3, false) => format!(" {symbol} "),
                (_, true) => format!("{symbol}*"),
                (_, false) => format!("{symbol} "),
            };
            let style = if marked {
                Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
            } else if symbol == '.' {
                Style::new().add_modifier(Modifier::DIM)
            } else {
                Style::new()
            };
            let cell = Rect {
                x: area.x + 2 + f * square,
                width: square.min(area.width.saturating_sub(2 + f * square)),
                ..area
            };
            put(buf, cell, y, &text, style);
        }
    }
    let files: String = File::ALL
        .iter()
        .map(|f| if square == 3 { format!(" {} ", f.char()) } else { format!("{} ", f.char()) })
        .collect();
    put(buf, area, 9, &format!("  {files}"), Style::new().add_modifier(Modifier::DIM));
}

/// The squares where a board differs from the game, in words.
pub(super) fn differences(state: &ViewState) -> String {
    let mut parts = Vec::new();
    for (device, name) in [(Device::Tactile, label::TACTILE_BOARD), (Device::Sighted, label::SIGHTED_BOARD)] {
        let squares = state.differences(device);
        if !squares.is_empty() {
            let list: Vec<String> = squares.iter().map(ToString::to_string).collect();
            parts.push(format!("{name} {} {}", label::DIFFERS, list.join(" ")));
        }
    }
    if parts.is_empty() { label::ALL_MATCH.to_owned() } else { parts.join(" · ") }
}
