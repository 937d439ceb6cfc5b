//! The game files of `taktil play --export DIR` as a sink: the PGN, the blind
//! player's braille scoresheet and the spoken game, of the game as it ends
//! ([`Sink::finish`]), a finished game or one the session left unfinished.
//!
//! The sink keeps the game it saw at the end; the files are written when the caller
//! asks ([`Exports::write`]), after the screen has given the terminal back and the
//! assistant has been told that a second signal ends taktil at once: a write can hang
//! (a named pipe, a network folder that is gone). What was written and what failed
//! stay for the caller to tell (`cmd::play`): a file that cannot be written is an
//! error of the run, the others are still written.

use std::path::PathBuf;

use crate::{
    export::{self, ExportError, SheetStyle},
    item::{GameView, Item, Sink},
    l10n::Localizer,
    replay::Replayed,
    script::Header,
};

/// The exports of one session.
pub struct Exports<'a> {
    dir: PathBuf,
    header: Header,
    l10n: &'a Localizer,
    style: SheetStyle,
    /// The game as the session ended.
    ended: Option<Replayed>,
    /// The files written, once the session is over.
    pub written: Vec<PathBuf>,
    /// The files that could not be written, and why.
    pub failed: Vec<ExportError>,
}

impl<'a> Exports<'a> {
    /// The game files of a session with `header`, into `dir`, in `l10n`'s language.
    pub fn new(dir: PathBuf, header: Header, l10n: &'a Localizer, style: SheetStyle) -> Exports<'a> {
        Exports { dir, header, l10n, style, ended: None, written: Vec::new(), failed: Vec::new() }
    }

    /// The folder the files go into.
    pub fn dir(&self) -> &std::path::Path {
        &self.dir
    }

    /// Writes the game files of the game as it ended ([`Exports::written`],
    /// [`Exports::failed`]); nothing if no session ran.
    pub fn write(&mut self) {
        if let Some(game) = self.ended.take() {
            (self.written, self.failed) = export::game_files(&self.dir, &game, self.l10n, self.style);
        }
    }
}

impl Sink for Exports<'_> {
    /// Nothing until the end: the files are of the whole game.
    fn take(&mut self, _item: &Item) {}

    fn finish(&mut self, view: GameView<'_>) {
        self.ended = Some(Replayed {
            header: self.header.clone(),
            settings: view.game.settings().clone(),
            outputs: Vec::new(),
            core: view.game.clone(),
        });
    }
}
