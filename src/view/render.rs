//! Draws a [`ViewState`] into a ratatui [`Buffer`]: pure, so tests render into a
//! buffer of any size and read the text back.
//!
//! The layout, top to bottom: both boards with the clocks beside them and a line
//! listing the squares where a board differs from the game; the last move in big
//! letters with its announcement beneath (only where there is room: it is the first
//! thing dropped); both scoresheets and the log; a hint line and the command line.
//! Below 60 × 16 the view is a list of the essential lines, as many as fit. Nothing is
//! shown by colour alone: a running clock has its marker and the word, a square that
//! differs is marked and listed.

use ratatui::{
    buffer::Buffer,
    layout::{Position, Rect},
    style::{Color as Tint, Modifier, Style},
};
use shakmaty::Color;

use crate::core::input::Device;

use super::{
    big,
    diagram::{board, differences},
    label::{self, kind},
    state::{Clocks, ViewState},
    text::{put, title},
};

/// Below this width or height the view is a list of lines.
const MIN_WIDTH: u16 = 60;
const MIN_HEIGHT: u16 = 16;
/// Rows of the boards' band: title, 8 ranks, files, the differences line.
const BOARDS_HEIGHT: u16 = 11;
/// The scoresheets and the log keep at least this many rows before the big letters get
/// any.
const REST_MIN: u16 = 8;
/// One scoresheet's width.
const SHEET_WIDTH: u16 = 26;
/// The log shows times from this width on.
const LOG_TIMES: u16 = 60;

/// Draws the view; returns where the cursor goes (the end of the command line).
pub fn render(state: &ViewState, area: Rect, buf: &mut Buffer) -> Option<Position> {
    let area = area.intersection(buf.area);
    if area.is_empty() {
        return None;
    }
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        return small(state, area, buf);
    }
    let body = Rect { height: area.height - 2, ..area };
    put(buf, row(area, area.height - 2), 0, &hint(state), Style::new().add_modifier(Modifier::DIM));
    let cursor = command(state, row(area, area.height - 1), buf);

    // The boards and, beside them, the clocks.
    let square = if area.width >= 120 { 3 } else { 2 };
    let board_width = 2 + 8 * square;
    let top = Rect { height: BOARDS_HEIGHT, ..body };
    board(state, Device::Tactile, Rect { width: board_width, ..top }, square, buf);
    let sighted = Rect { x: top.x + board_width + 2, width: board_width, ..top };
    board(state, Device::Sighted, sighted, square, buf);
    put(buf, row(top, BOARDS_HEIGHT - 1), 0, &differences(state), Style::new().add_modifier(Modifier::BOLD));
    let side_x = sighted.right() + 2;
    let side = Rect { x: side_x, width: top.right().saturating_sub(side_x), height: BOARDS_HEIGHT - 1, ..top };

    // The big letters, when the scoresheets and log keep their rows.
    let below = Rect { y: top.bottom(), height: body.height - BOARDS_HEIGHT, ..body };
    let room = below.height.saturating_sub(REST_MIN + 2);
    let big = state.last_move.as_ref().and_then(|m| big::fit(&m.san, below.width, room).map(|size| (m, size)));
    let rest = match big {
        Some((m, size)) => {
            let height = size.rows() + 2;
            put(buf, below, 0, &format!("{} {}", label::LAST_MOVE, m.number), title());
            for (i, line) in big::render(&m.san, size).iter().enumerate() {
                put(buf, below, 1 + i as u16, line, Style::new().add_modifier(Modifier::BOLD));
            }
            put(buf, below, height - 1, &m.sentence, Style::new());
            Rect { y: below.y + height, height: below.height - height, ..below }
        }
        None => below,
    };
    side_panel(state, side, big.is_none(), buf);

    // The scoresheets (side by side where the log keeps 40 columns) and the log.
    let (sheets, log_area) = if rest.width >= 2 * SHEET_WIDTH + 2 + 40 {
        let both = Rect { width: 2 * SHEET_WIDTH + 1, ..rest };
        let blind = Rect { width: SHEET_WIDTH, ..both };
        let sighted = Rect { x: both.x + SHEET_WIDTH + 1, width: SHEET_WIDTH, ..both };
        ([blind, sighted], Rect { x: both.right() + 1, width: rest.width - both.width - 1, ..rest })
    } else {
        let half = rest.height / 2;
        let blind = Rect { width: SHEET_WIDTH, height: half, ..rest };
        let sighted = Rect { y: rest.y + half, height: rest.height - half, ..blind };
        ([blind, sighted], Rect { x: rest.x + SHEET_WIDTH + 1, width: rest.width - SHEET_WIDTH - 1, ..rest })
    };
    sheet(state, state.blind, &state.blind_sheet, label::NO_MOVE, sheets[0], buf);
    sheet(state, !state.blind, &state.sighted_sheet, label::NOT_ENTERED, sheets[1], buf);
    log(state, log_area, buf);
    cursor
}

/// The essential lines of a terminal too small for the panels, as many as fit; the
/// command line last.
fn small(state: &ViewState, area: Rect, buf: &mut Buffer) -> Option<Position> {
    if area.width < 12 || area.height < 2 {
        put(buf, area, 0, label::TOO_SMALL, Style::new());
        return None;
    }
    let mut lines = vec![clock_line(state), last_line(state), differences(state)];
    let room = usize::from(area.height - 1).saturating_sub(lines.len() + usize::from(state.hint.is_some()));
    let entries = state.log.len().saturating_sub(state.log_back);
    let from = entries.saturating_sub(room);
    lines.extend(state.log[from..entries].iter().map(|l| format!("{}: {}", l.kind, l.text)));
    lines.extend(state.hint.clone());
    let skip = lines.len().saturating_sub(usize::from(area.height - 1));
    for (i, line) in lines.iter().skip(skip).enumerate() {
        put(buf, area, i as u16, line, Style::new());
    }
    command(state, row(area, area.height - 1), buf)
}

/// One row of an area.
fn row(area: Rect, y: u16) -> Rect {
    Rect { y: area.y + y, height: 1, ..area }
}

/// The line above the command line.
fn hint(state: &ViewState) -> String {
    state.hint.clone().unwrap_or_else(|| label::HINT.to_owned())
}

/// The command line; returns the cursor's place.
fn command(state: &ViewState, area: Rect, buf: &mut Buffer) -> Option<Position> {
    let room = usize::from(area.width).saturating_sub(label::PROMPT.len() + 1);
    let chars: Vec<char> = state.input.chars().collect();
    let shown: String = chars[chars.len().saturating_sub(room)..].iter().collect();
    let line = format!("{}{shown}", label::PROMPT);
    put(buf, area, 0, &line, Style::new().add_modifier(Modifier::BOLD));
    let x = area.x + u16::try_from(line.chars().count()).unwrap_or(u16::MAX).min(area.width.saturating_sub(1));
    Some(Position { x, y: area.y })
}

/// A side's name with whose it is: "White (blind)".
fn side_name(state: &ViewState, color: Color) -> String {
    let whose = if color == state.blind { label::BLIND } else { label::SIGHTED };
    format!("{} ({whose})", label::color(color))
}

/// A time as h:mm:ss, the seconds cut (a clock shows what is left of a whole second).
fn hms(d: std::time::Duration) -> String {
    let s = d.as_secs();
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

/// One side's clock: marker, name, time, state; in `width` columns the time comes
/// before anything else is cut.
fn clock_row(state: &ViewState, clocks: &Clocks, color: Color, width: u16) -> String {
    let on_move = clocks.to_move == Some(color);
    let marker = if on_move && clocks.running { '▶' } else { ' ' };
    let mut words = Vec::new();
    if on_move {
        words.push(if clocks.running { label::RUNNING } else { label::STOPPED });
    }
    if clocks.flag[color] {
        words.push(label::FLAG);
    }
    let time = hms(clocks.left[color]);
    if width >= 34 {
        format!("{marker} {:<15} {time:>7} {}", side_name(state, color), words.join(", "))
    } else {
        format!("{marker} {:<5} {time} {}", label::color(color), words.join(", "))
    }
}

/// Both clocks on one line (the small view).
fn clock_line(state: &ViewState) -> String {
    let Some(c) = &state.clocks else { return format!("{}: {}", label::CLOCKS, label::NO_CLOCK) };
    let side = |color: Color| {
        let mark = if c.to_move == Some(color) { if c.running { " ▶" } else { " ‖" } } else { "" };
        let flag = if c.flag[color] { format!(" {}", label::FLAG) } else { String::new() };
        format!("{} {}{mark}{flag}", label::color(color), hms(c.left[color]))
    };
    format!("{} · {}", side(Color::White), side(Color::Black))
}

/// The last move and its announcement on one line.
fn last_line(state: &ViewState) -> String {
    match &state.last_move {
        Some(m) => format!("{} {} {}  {}", label::LAST_MOVE, m.number, m.san, m.sentence),
        None => format!("{}: {}", label::LAST_MOVE, label::NO_MOVE),
    }
}

/// Beside the boards: the clocks, the result, the last move (when the big letters are
/// not shown) and the last words said.
fn side_panel(state: &ViewState, area: Rect, with_move: bool, buf: &mut Buffer) {
    let heading = format!("{} ({} {})", label::CLOCKS, label::color(state.to_move), label::TO_MOVE);
    put(buf, area, 0, &heading, title());
    match &state.clocks {
        Some(c) => {
            put(
                buf,
                area,
                1,
                &clock_row(state, c, Color::White, area.width),
                Style::new().add_modifier(Modifier::BOLD),
            );
            put(
                buf,
                area,
                2,
                &clock_row(state, c, Color::Black, area.width),
                Style::new().add_modifier(Modifier::BOLD),
            );
        }
        None => put(buf, area, 1, label::NO_CLOCK, Style::new()),
    }
    let mut lines = Vec::new();
    if let Some(result) = &state.result {
        lines.push((format!("{}: {result}", label::RESULT), Style::new().add_modifier(Modifier::BOLD)));
    }
    let move_sentence = state.last_move.as_ref().map(|m| m.sentence.as_str());
    if with_move {
        for line in wrap(&last_line(state), usize::from(area.width), 2) {
            lines.push((line, Style::new()));
        }
    }
    // The last words said, unless they are the move's announcement shown already.
    if let Some(said) = state.said.as_deref().filter(|s| Some(*s) != move_sentence) {
        for line in wrap(&format!("{}: {said}", label::SAID), usize::from(area.width), 2) {
            lines.push((line, Style::new()));
        }
    }
    for (i, (line, style)) in lines.iter().enumerate() {
        put(buf, area, 4 + i as u16, line, *style);
    }
}

/// One scoresheet: its title and the last move pairs that fit.
fn sheet(state: &ViewState, color: Color, moves: &[String], empty: &str, area: Rect, buf: &mut Buffer) {
    put(buf, area, 0, &format!("{} {}", side_name(state, color), label::SCORESHEET), title());
    if moves.is_empty() {
        put(buf, area, 1, empty, Style::new().add_modifier(Modifier::ITALIC));
        return;
    }
    let mut cells: Vec<&str> = Vec::new();
    if state.first_black {
        cells.push("...");
    }
    cells.extend(moves.iter().map(String::as_str));
    let rows: Vec<String> = cells
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| {
            let number = state.first_move as usize + i;
            format!("{number:>3}. {:<9} {}", pair[0], pair.get(1).copied().unwrap_or(""))
        })
        .collect();
    let room = usize::from(area.height.saturating_sub(1));
    for (i, line) in rows[rows.len().saturating_sub(room)..].iter().enumerate() {
        put(buf, area, 1 + i as u16, line, Style::new());
    }
}

/// The log, newest last; wrapped lines indented.
fn log(state: &ViewState, area: Rect, buf: &mut Buffer) {
    let heading =
        if state.log_back > 0 { format!("{} ({})", label::LOG, label::LOG_BACK) } else { label::LOG.to_owned() };
    put(buf, area, 0, &heading, title());
    let room = usize::from(area.height.saturating_sub(1));
    let end = state.log.len().saturating_sub(state.log_back);
    let mut lines: Vec<(String, Style)> = Vec::new();
    // Only the entries that can show are wrapped.
    for entry in state.log[end.saturating_sub(room)..end].iter() {
        let time = if area.width >= LOG_TIMES {
            format!("{} ", hms(std::time::Duration::from_millis(entry.t.0)))
        } else {
            String::new()
        };
        let style = match entry.kind {
            kind::PROBLEM => Style::new().fg(Tint::Red).add_modifier(Modifier::BOLD),
            "mismatch" | "flag" | "ruling" | "end" | "low-time" => {
                Style::new().fg(Tint::Yellow).add_modifier(Modifier::BOLD)
            }
            kind::TYPED | kind::HELP | kind::INFO => Style::new().add_modifier(Modifier::DIM),
            _ => Style::new(),
        };
        for line in wrap(&format!("{time}{}: {}", entry.kind, entry.text), usize::from(area.width), 4) {
            lines.push((line, style));
        }
    }
    for (i, (line, style)) in lines[lines.len().saturating_sub(room)..].iter().enumerate() {
        put(buf, area, 1 + i as u16, line, *style);
    }
}

/// Word-wraps `text` to `width` columns, continuation lines indented by `indent`; a
/// word longer than a line is cut.
pub fn wrap(text: &str, width: usize, indent: usize) -> Vec<String> {
    let mut lines = Vec::new();
    if width == 0 {
        return lines;
    }
    let indent = if indent < width { indent } else { 0 };
    let mut line = String::new();
    let mut len = 0;
    for word in text.split_whitespace() {
        let mut word: Vec<char> = word.chars().collect();
        loop {
            let gap = usize::from(len > 0 && len > indent_of(&lines, indent));
            if len + gap + word.len() <= width {
                if gap == 1 {
                    line.push(' ');
                }
                line.extend(word.iter());
                len += gap + word.len();
                break;
            }
            if len > indent_of(&lines, indent) {
                lines.push(std::mem::take(&mut line));
                line = " ".repeat(indent);
                len = indent;
                continue;
            }
            // A word longer than a whole line: cut it.
            let take = width - len;
            line.extend(word.drain(..take));
            lines.push(std::mem::take(&mut line));
            line = " ".repeat(indent);
            len = indent;
            if word.is_empty() {
                break;
            }
        }
    }
    if len > indent_of(&lines, indent) {
        lines.push(line);
    }
    lines
}

/// The indent of the line being filled: none on the first line.
fn indent_of(lines: &[String], indent: usize) -> usize {
    if lines.is_empty() { 0 } else { indent }
}
