//! Text in the view's buffer: a line put into an area, cut at its edge, and the style
//! of a panel's title. Shared by the panels ([`super::render`]) and the boards
//! ([`super::diagram`]).

use ratatui::{
    buffer::Buffer,
    layout::Rect,
    style::{Modifier, Style},
};

/// A panel's title style.
pub(super) fn title() -> Style {
    Style::new().add_modifier(Modifier::BOLD | Modifier::UNDERLINED)
}

/// Writes `text` on row `y` of `area`, cut at its right edge; nothing outside it.
pub(super) fn put(buf: &mut Buffer, area: Rect, y: u16, text: &str, style: Style) {
    if y < area.height && area.width > 0 {
        buf.set_stringn(area.x, area.y + y, text, usize::from(area.width), style);
    }
}
