//! The terminal view of `taktil play`: a full screen for the sighted people at the
//! table, beside the boards (docs/view.md).
//!
//! The blind player hears everything; the assistant, the sighted opponent and the
//! arbiter need to see it: both boards as their sensors show them and where they
//! differ from the game, both clocks, both scoresheets, the last move in letters big
//! enough to read from across the table, and the warnings, mismatches and rulings in a
//! log. The assistant types commands on its command line (`move e5`, `reconcile`).
//!
//! House style splits it in two: the pure part ([`state::ViewState`], built from what
//! the front receives and the keys typed; [`render::render`] into a ratatui buffer;
//! the block font [`big`]) is tested without a terminal, and the adapter
//! ([`Terminal`]: raw mode, the alternate screen, the key thread, the terminal given
//! back on drop and on panic) is thin.

pub mod big;
mod diagram;
pub mod label;
pub mod render;
pub mod state;
mod terminal;
#[cfg(test)]
mod tests;
mod text;

pub use state::ViewState;
pub use terminal::{Terminal, give_back, to_key};
