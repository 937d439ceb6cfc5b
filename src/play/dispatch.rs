//! The one output path of the live session: each core output, notice, problem and fact
//! rendered once into an [`Item`] and handed to every sink in turn.
//!
//! The sinks, in order:
//! 1. the journal: each input is written (flushed and synced) before it is handled, and
//!    a step without an input (a timer, the end of the input) that makes a move gets
//!    its time mark before anything of it is said, so a move that was announced is on
//!    disk (product.md, capability 7). A journal that cannot be written is said once,
//!    and the game goes on in memory;
//! 2. the voice: the words and the earcons ([`crate::voice::Voice`]);
//! 3. the screen: the full view or the lines ([`Screen`]);
//! 4. the devices: the core's requests to a board (`SNAP`, R-33), and the words said
//!    to the braille display, if there is one (docs/braille-display.md).
//!
//! The exports at the end are written from the finished core (`cmd::play`).

use std::{path::PathBuf, time::Duration};

use super::arrival::Key;
use crate::{
    core::{
        Companion,
        output::{Output, Timed},
        time::Timestamp,
    },
    item::{Item, Sink},
    journal::{Journal, Mark},
    l10n::Localizer,
    notice::Notice,
    script::Event,
};

/// Where the items are shown: the full view or the lines. A screen only shows; the
/// keys typed on it come to the loop, which hands them back.
pub trait Screen: Sink {
    /// After every step, and every [`Screen::tick`] with nothing happening: `now` is
    /// the session time (a running clock on screen).
    fn refresh(&mut self, _core: &Companion, _now: Timestamp) {}
    /// How often [`Screen::refresh`] is wanted when nothing happens.
    fn tick(&self) -> Option<Duration> {
        None
    }
    /// A key of the command line, at session time `now`: what it completes, if
    /// anything.
    fn key(&mut self, _key: Key, _now: Timestamp) -> Option<Typed> {
        None
    }
}

/// What a screen's command line gives the loop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Typed {
    /// A line typed, as the session reads it (`assist move e5`).
    Line(String),
    /// The assistant ends the session.
    Quit,
}

/// The sinks of a live session after the journal, each doing one thing.
pub struct Sinks<'a> {
    /// Speech and earcons; none in a silent session.
    pub voice: Option<&'a mut dyn Sink>,
    /// The full view or the lines.
    pub screen: &'a mut dyn Screen,
    /// The device adapters, for the core's requests.
    pub devices: &'a mut dyn Sink,
}

/// The journal as the first sink.
struct Journaling {
    journal: Option<Journal>,
    path: Option<PathBuf>,
}

impl Journaling {
    /// What a failure to write says on the assistant's screen; the journal is dropped.
    fn failed(&mut self, e: &std::io::Error) -> String {
        self.journal = None;
        let name = self.path.as_ref().map_or("journal".into(), |p| p.display().to_string());
        format!("{name}: cannot write the journal: {e}; the game goes on in memory only")
    }
}

/// A step's journal lines: its mark if it made a move without an input, a checkpoint
/// per made move; then everything of the step synced.
fn record(journal: &mut Journal, outputs: &[Timed], mark: Option<(Mark, Timestamp)>) -> std::io::Result<()> {
    let mut made = outputs.iter().filter_map(|o| match &o.output {
        Output::Move(m) => Some(m),
        _ => None,
    });
    if let Some(first) = made.next() {
        if let Some((mark, t)) = mark {
            journal.mark(mark, t)?;
        }
        journal.checkpoint(first)?;
        for m in made {
            journal.checkpoint(m)?;
        }
    }
    journal.sync()
}

/// Renders and hands out: the one dispatcher of the live loop.
pub(super) struct Dispatcher<'a> {
    l10n: &'a Localizer,
    journal: Journaling,
    sinks: Sinks<'a>,
}

impl<'a> Dispatcher<'a> {
    /// A dispatcher writing `journal` (named `path` in messages) and handing items to
    /// `sinks`.
    pub(super) fn new(
        l10n: &'a Localizer,
        journal: Option<Journal>,
        path: Option<PathBuf>,
        sinks: Sinks<'a>,
    ) -> Dispatcher<'a> {
        Dispatcher { l10n, journal: Journaling { journal, path }, sinks }
    }

    /// The screen, for the loop's refreshes and keys.
    pub(super) fn screen(&mut self) -> &mut dyn Screen {
        self.sinks.screen
    }

    /// The voice gets nothing more (a signal ends the session: say nothing new); the
    /// journal, the screen and the devices still get every item.
    pub(super) fn hush(&mut self) {
        self.sinks.voice = None;
    }

    /// Writes an input to the journal before it is handled (synced with the step's
    /// checkpoints, before anything of it is said, [`Dispatcher::outputs`]); a failure
    /// is said once.
    pub(super) fn journal(&mut self, event: &Event) {
        let Some(journal) = &mut self.journal.journal else { return };
        if let Err(e) = journal.write(event) {
            self.journal_failed(event.t, &e);
        }
    }

    /// One step's outputs, each rendered once and handed to every sink. First the
    /// journal: with a `mark` (a step without an input) a move among them is marked,
    /// each made move gets its checkpoint, and the step's lines are synced.
    pub(super) fn outputs(&mut self, outputs: Vec<Timed>, mark: Option<(Mark, Timestamp)>) {
        let t = outputs.first().map(|o| o.t);
        if let Some(journal) = &mut self.journal.journal
            && let Err(e) = record(journal, &outputs, mark)
        {
            self.journal_failed(mark.map_or(t.unwrap_or_default(), |m| m.1), &e);
        }
        let items: Vec<Item> = outputs.into_iter().map(|timed| Item::output(timed, self.l10n)).collect();
        for item in &items {
            self.hand(item);
        }
    }

    /// Acknowledges in the journal that the drops of a resume were said (`# told`).
    pub(super) fn acknowledge(&mut self, t: Timestamp) {
        if let Some(journal) = &mut self.journal.journal
            && let Err(e) = journal.comment("told")
        {
            self.journal_failed(t, &e);
        }
    }

    /// A notice of the shell at `t`.
    pub(super) fn notice(&mut self, t: Timestamp, notice: Notice) {
        let item = Item::notice(t, notice, self.l10n);
        self.hand(&item);
    }

    /// A problem for the assistant's screen at `t`.
    pub(super) fn problem(&mut self, t: Timestamp, text: impl Into<String>) {
        self.hand(&Item::problem(t, text));
    }

    /// Facts for the screen at `t`.
    pub(super) fn info(&mut self, t: Timestamp, text: impl Into<String>) {
        self.hand(&Item::info(t, text));
    }

    /// The journal cannot be written: said once, and the game goes on in memory.
    fn journal_failed(&mut self, t: Timestamp, e: &std::io::Error) {
        let problem = self.journal.failed(e);
        self.problem(t, problem);
        self.notice(t, Notice::JournalFailed);
    }

    /// One item to every sink after the journal, in order.
    fn hand(&mut self, item: &Item) {
        if let Some(voice) = self.sinks.voice.as_mut() {
            voice.take(item);
        }
        self.sinks.screen.take(item);
        self.sinks.devices.take(item);
    }
}
