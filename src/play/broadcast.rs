//! The game published as it is played (issue 32) as a sink of the live session: after
//! every step that changed it, the game's PGN goes to the broadcast folder (LiveChess's
//! layout, [`crate::publish::folder`]), to the HTTP server's feed ([`crate::io::serve`])
//! and to a Lichess push endpoint ([`crate::io::push`]); each output goes to the
//! server's event stream, and the live page's state with it.
//!
//! Only the game is published: the answers to what the blind player asked his board
//! (the position, the clocks, the last moves) stay his ([`publish::private`]).
//!
//! The game loop never waits on any of them: the folder is written by a thread of its
//! own, the push client has its own, and the feed only stores and signals. What fails
//! there is told to the arbiter as a problem (the screen, the journal's log, the live
//! page's warnings), never to the blind player.

use std::{
    sync::mpsc,
    thread::{self, JoinHandle},
    time::Duration,
};

use crossbeam_channel::Sender;

use super::arrival::{Arrival, Arrived};
use crate::{
    core::output::Timed,
    io::{push::Pusher, serve::Feed},
    item::{GameView, Item, Sink, What, form},
    l10n::Localizer,
    notice::problem::Problem,
    publish::{self, Tags, folder::Folder, view::View},
    replay,
};

/// The longest the end of a session waits for the last push.
const LAST_PUSH: Duration = Duration::from_secs(3);

/// Where the game goes.
#[derive(Default)]
pub struct Outlets {
    /// The broadcast's tags (`--event`, `--round` ...).
    pub tags: Option<Tags>,
    /// The broadcast folder (`--publish DIR`), prepared.
    pub folder: Option<Folder>,
    /// The HTTP server's feed (`--serve`).
    pub feed: Option<Feed>,
    /// The push client (`--push`).
    pub pusher: Option<Pusher>,
}

impl Outlets {
    /// Whether the game goes anywhere.
    pub fn any(&self) -> bool {
        self.folder.is_some() || self.feed.is_some() || self.pusher.is_some()
    }
}

/// The sink.
pub struct Broadcast<'a> {
    l10n: &'a Localizer,
    tags: Option<Tags>,
    /// The game's day, `YYYY.MM.DD`.
    date: String,
    view: View,
    feed: Option<Feed>,
    writer: Option<Writer>,
    pusher: Option<Pusher>,
    /// The step's outputs as JSON lines, until the game is seen after it.
    lines: Vec<String>,
    /// Whether the step changed anything.
    stepped: bool,
    /// The PGN as last published.
    pgn: String,
}

impl<'a> Broadcast<'a> {
    /// The sink of `outlets`, for a game on `date` rendered in `l10n`; what fails is
    /// told through `tx`.
    pub fn new(outlets: Outlets, date: String, l10n: &'a Localizer, tx: &Sender<Arrival>) -> Broadcast<'a> {
        let view = View::new(l10n, outlets.tags.as_ref());
        let writer = outlets.folder.map(|folder| Writer::start(folder, tx.clone()));
        Broadcast {
            l10n,
            tags: outlets.tags,
            date,
            view,
            feed: outlets.feed,
            writer,
            pusher: outlets.pusher,
            lines: Vec::new(),
            // The first look at the game publishes it (a resumed game as it stands).
            stepped: true,
            pgn: String::new(),
        }
    }

    /// The game's PGN now.
    fn pgn(&self, view: GameView<'_>) -> String {
        match &self.tags {
            Some(tags) => publish::game_pgn(view.game, tags, &self.date),
            None => {
                let roster = [("Event", "taktil play"), ("Site", "?"), ("Date", &self.date)];
                let others = [("Round", "?"), ("White", "?"), ("Black", "?")];
                let tags = roster.into_iter().chain(others).map(|(k, v)| (k.to_owned(), v.to_owned())).collect();
                replay::game_pgn(view.game, tags)
            }
        }
    }

    /// Publishes the game as `view` shows it: the PGN if it changed (first, so that a
    /// client told of a move by the events finds it in the PGN), then the step's
    /// outputs and the page's state.
    fn publish(&mut self, view: GameView<'_>) {
        let pgn = self.pgn(view);
        if pgn != self.pgn {
            if let Some(feed) = &self.feed {
                feed.set_file("/games.pgn", pgn.clone());
                if let Some(tags) = &self.tags {
                    feed.set_file(&format!("/round-{}/game-{}.pgn", tags.round.round, tags.round.board), pgn.clone());
                }
            }
            if let Some(writer) = &self.writer {
                writer.write(pgn.clone());
            }
            if let Some(pusher) = &self.pusher {
                pusher.push(pgn.clone());
            }
            self.pgn = pgn;
        }
        let lines = std::mem::take(&mut self.lines);
        if let Some(feed) = &self.feed {
            feed.step(lines, Some(self.view.json(view.game, view.now, self.l10n).to_string()));
        }
    }
}

impl Sink for Broadcast<'_> {
    fn take(&mut self, item: &Item) {
        self.stepped = true;
        self.view.take(item);
        // What the player asked his board is his own (publish::private).
        if let What::Output(output) = &item.what
            && !publish::private(output)
        {
            let timed = Timed { t: item.t, output: output.clone() };
            self.lines.push(form::json(&timed, self.l10n).to_string());
        }
    }

    /// After a step (not after a screen's tick: nothing changed then).
    fn see(&mut self, view: GameView<'_>) {
        if std::mem::take(&mut self.stepped) {
            self.publish(view);
        }
    }

    /// The game as it ends: published, and the last push given a moment.
    fn finish(&mut self, view: GameView<'_>) {
        self.publish(view);
        if let Some(pusher) = &self.pusher {
            pusher.flush(LAST_PUSH);
        }
    }
}

/// The folder's writer: a thread that writes the latest PGN given, and tells what
/// cannot be written once until it can be again.
struct Writer {
    tx: Option<mpsc::Sender<String>>,
    thread: Option<JoinHandle<()>>,
}

impl Writer {
    fn start(folder: Folder, problems: Sender<Arrival>) -> Writer {
        let (tx, rx) = mpsc::channel::<String>();
        let thread = thread::Builder::new()
            .name("taktil-publish".into())
            .spawn(move || {
                let mut failing: Option<String> = None;
                while let Ok(mut pgn) = rx.recv() {
                    // Only the latest counts: a burst of steps is one write.
                    while let Ok(newer) = rx.try_recv() {
                        pgn = newer;
                    }
                    match folder.write_game(&pgn) {
                        Ok(_) => failing = None,
                        Err(e) => {
                            let error = e.source.to_string();
                            if failing.as_ref() != Some(&error) {
                                let path = e.path.display().to_string();
                                let problem = Problem::PublishFailed { path, error: error.clone() };
                                let _ = problems.send(Arrival::now(Arrived::Problem(problem)));
                                failing = Some(error);
                            }
                        }
                    }
                }
            })
            .ok();
        Writer { tx: Some(tx), thread }
    }

    fn write(&self, pgn: String) {
        if let Some(tx) = &self.tx {
            let _ = tx.send(pgn);
        }
    }
}

impl Drop for Writer {
    /// The last PGN given is written before the session ends.
    fn drop(&mut self) {
        self.tx = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
