//! The one output path of the live session: each core output, notice, problem and fact
//! rendered once into an [`Item`] and handed to every sink in turn.
//!
//! First the journal: each input is written before it is handled, and the journal is
//! the first sink of every step: a step without an input (a timer, the end of the
//! input) that makes a move gets its time mark, each made move its checkpoint, and the
//! step is synced before any other sink takes it, so a move that was announced is on
//! disk (product.md, capability 7). A journal that cannot be written is said once, and
//! the game goes on in memory.
//!
//! Then the sinks ([`Sinks`]), in the order `cmd::play` registers them: the voice (the
//! words and the earcons, [`crate::voice::Voice`]), the screen (the full view or the
//! lines, [`Screen`]), the devices (the core's requests to a board: `SNAP`, R-33) and
//! the braille display (docs/braille-display.md). Each takes every item and sees the
//! game after every step ([`Sink::see`]).
//!
//! Each sink takes a step's items together ([`Sink::take_step`]), sees the game after
//! it, and sees the game as it ends ([`Sink::finish`]): the exports write it then.

use std::{path::PathBuf, time::Duration};

use super::arrival::CommandLineKey;
use crate::{
    core::{
        Companion,
        output::{MadeMove, Output, Timed},
        time::Timestamp,
    },
    item::{GameView, Item, Sink, What},
    journal::{Journal, Mark},
    l10n::Localizer,
    notice::{
        Notice,
        problem::{Fact, Problem},
    },
    script::TimedInput,
};

/// Where the items are shown: the full view or the lines. A screen is a sink that
/// also asks for ticks (a running clock on screen) and reads keys; it only shows, and
/// the keys typed on it come to the loop, which hands them back.
pub trait Screen: Sink {
    /// How often the sinks want to see the game ([`Sink::see`]) when nothing happens.
    fn tick(&self) -> Option<Duration> {
        None
    }
    /// A key of the command line, at session time `now`: what it completes, if
    /// anything.
    fn key(&mut self, _key: CommandLineKey, _now: Timestamp) -> Option<Typed> {
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

/// The sinks of a live session after the journal, in order, each doing one thing: the
/// voice, the screen, the devices, the braille display, and whatever is added next.
/// Each gets every item and sees the game after every step.
///
/// ```
/// # use taktil::{item::{Item, Sink}, play::Sinks};
/// struct Count(usize);
/// impl Sink for Count {
///     fn take(&mut self, _item: &Item) {
///         self.0 += 1;
///     }
/// }
/// let mut count = Count(0);
/// let sinks = Sinks::new().with(&mut count);
/// # drop(sinks);
/// ```
#[derive(Default)]
pub struct Sinks<'a> {
    list: Vec<Entry<'a>>,
}

/// A sink in the list: a plain one, or the screen (whose ticks and keys the loop asks
/// for).
enum Entry<'a> {
    Sink(&'a mut dyn Sink),
    Screen(&'a mut dyn Screen),
}

impl<'a> Sinks<'a> {
    /// No sink yet.
    pub fn new() -> Sinks<'a> {
        Sinks::default()
    }

    /// `sink` after the sinks added before it.
    #[must_use]
    pub fn with(mut self, sink: &'a mut dyn Sink) -> Sinks<'a> {
        self.list.push(Entry::Sink(sink));
        self
    }

    /// `sink`, if there is one (no voice in a silent session).
    #[must_use]
    pub fn with_some(self, sink: Option<&'a mut dyn Sink>) -> Sinks<'a> {
        match sink {
            Some(sink) => self.with(sink),
            None => self,
        }
    }

    /// The screen, after the sinks added before it: the loop asks it for ticks and
    /// hands it the keys (the first screen added).
    #[must_use]
    pub fn with_screen(mut self, screen: &'a mut dyn Screen) -> Sinks<'a> {
        self.list.push(Entry::Screen(screen));
        self
    }

    /// Every sink, in order.
    fn each(&mut self) -> impl Iterator<Item = &mut (dyn Sink + 'a)> {
        self.list.iter_mut().map(|entry| match entry {
            Entry::Sink(sink) => &mut **sink,
            Entry::Screen(screen) => &mut **screen as &mut (dyn Sink + 'a),
        })
    }

    /// The screen, if one was added.
    fn screen(&mut self) -> Option<&mut (dyn Screen + 'a)> {
        self.list.iter_mut().find_map(|entry| match entry {
            Entry::Screen(screen) => Some(&mut **screen),
            Entry::Sink(_) => None,
        })
    }
}

/// The journal's marks and checkpoints, the first sink: it takes a step before any
/// other sink does, and has it on disk before anything of it is said (product.md,
/// capability 7). Its other side, the input lines, is written before each input is
/// handled ([`Dispatcher::journal`]).
struct Journaling {
    journal: Option<Journal>,
    path: Option<PathBuf>,
    /// The mark of the step about to be taken: a step without an input that makes a
    /// move is marked with its time.
    mark: Option<(Mark, Timestamp)>,
    /// The first write that failed since it was last asked ([`Journaling::failure`]).
    failed: Option<std::io::Error>,
}

impl Journaling {
    /// What a failure to write says on the assistant's screen, once; the journal is
    /// dropped and the game goes on in memory.
    fn failure(&mut self) -> Option<Problem> {
        let e = self.failed.take()?;
        self.journal = None;
        let path = self.path.as_ref().map_or("journal".into(), |p| p.display().to_string());
        Some(Problem::JournalFailed { path, error: e.to_string() })
    }

    /// Writes `write` into the journal, keeping its first failure.
    fn write(&mut self, write: impl FnOnce(&mut Journal) -> std::io::Result<()>) {
        if let Some(journal) = &mut self.journal
            && self.failed.is_none()
            && let Err(e) = write(journal)
        {
            self.failed = Some(e);
        }
    }
}

impl Sink for Journaling {
    /// Single items (notices, problems) are not journaled: a replay says them again.
    fn take(&mut self, _item: &Item) {}

    /// A step's lines: its mark if it made a move without an input, a checkpoint per
    /// made move; then everything of the step synced.
    fn take_step(&mut self, items: &[Item]) {
        let mark = self.mark.take();
        let made: Vec<&MadeMove> = items
            .iter()
            .filter_map(|item| match &item.what {
                What::Output(Output::Move(m)) => Some(m),
                _ => None,
            })
            .collect();
        self.write(|journal| {
            if !made.is_empty()
                && let Some((mark, t)) = mark
            {
                journal.mark(mark, t)?;
            }
            for m in made {
                journal.checkpoint(m)?;
            }
            journal.sync()
        });
    }
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
        Dispatcher { l10n, journal: Journaling { journal, path, mark: None, failed: None }, sinks }
    }

    /// Every sink sees the game at session time `now` (after a step, or a tick).
    pub(super) fn see(&mut self, game: &Companion, now: Timestamp) {
        for sink in self.sinks.each() {
            sink.see(GameView { game, now });
        }
    }

    /// How long until the screen wants the sinks to see the game again.
    pub(super) fn tick(&mut self) -> Option<Duration> {
        self.sinks.screen().and_then(|screen| screen.tick())
    }

    /// A key of the screen's command line at `now`: what it completes, if anything.
    pub(super) fn key(&mut self, key: CommandLineKey, now: Timestamp) -> Option<Typed> {
        self.sinks.screen().and_then(|screen| screen.key(key, now))
    }

    /// A signal ends the session: the voice gets nothing more (say nothing new); the
    /// journal, the screen and the devices still get every item.
    pub(super) fn hush(&mut self) {
        for sink in self.sinks.each() {
            sink.hush();
        }
    }

    /// Writes an input to the journal before it is handled (synced with the step's
    /// checkpoints, before anything of it is said, [`Dispatcher::outputs`]); a failure
    /// is said once.
    pub(super) fn journal(&mut self, event: &TimedInput) {
        self.journal.write(|journal| journal.write(event));
        self.told(event.t);
    }

    /// One step's outputs, each rendered once; the journal takes the step first (with
    /// a `mark` for a step without an input), then every other sink in turn.
    pub(super) fn outputs(&mut self, outputs: Vec<Timed>, mark: Option<(Mark, Timestamp)>) {
        let t = mark.map_or(outputs.first().map(|o| o.t).unwrap_or_default(), |m| m.1);
        let items: Vec<Item> = outputs.into_iter().map(|timed| Item::output(timed, self.l10n)).collect();
        self.journal.mark = mark;
        self.journal.take_step(&items);
        self.told(t);
        for sink in self.sinks.each() {
            sink.take_step(&items);
        }
    }

    /// Acknowledges in the journal that the drops of a resume were said (`# told`).
    pub(super) fn acknowledge(&mut self, t: Timestamp) {
        self.journal.write(|journal| journal.comment("told"));
        self.told(t);
    }

    /// A notice of the shell at `t`.
    pub(super) fn notice(&mut self, t: Timestamp, notice: Notice) {
        let item = Item::notice(t, notice, self.l10n);
        self.hand(&item);
    }

    /// A problem for the assistant's screen at `t`.
    pub(super) fn problem(&mut self, t: Timestamp, problem: &Problem) {
        let item = Item::problem(t, problem, self.l10n);
        self.hand(&item);
    }

    /// A fact for the screen at `t`.
    pub(super) fn info(&mut self, t: Timestamp, fact: &Fact) {
        let item = Item::info(t, fact, self.l10n);
        self.hand(&item);
    }

    /// A journal that could not be written is said once, at `t`, and the game goes on
    /// in memory.
    fn told(&mut self, t: Timestamp) {
        if let Some(problem) = self.journal.failure() {
            self.problem(t, &problem);
            self.notice(t, Notice::JournalFailed);
        }
    }

    /// The session is over: every sink sees the game as it ends.
    pub(super) fn finish(&mut self, game: &Companion, now: Timestamp) {
        for sink in self.sinks.each() {
            sink.finish(GameView { game, now });
        }
    }

    /// One item to every sink after the journal, in order.
    fn hand(&mut self, item: &Item) {
        for sink in self.sinks.each() {
            sink.take(item);
        }
    }
}
