//! What the server serves, kept up to date by the live session's sink: the outputs so
//! far as JSON lines, the page's state, and the PGN files. The sink writes from the
//! game's thread without waiting; the server's tasks read, and learn of each change
//! through a broadcast channel.
//!
//! An event's id is `RUN-N`: `N` counts the outputs of this run of taktil, `RUN` tells
//! the run (its start in milliseconds). A client that reconnects with an id of this run
//! gets what came after it; one of an earlier run (taktil restarted, `--resume`) gets
//! this run's outputs from the first, and the page's whole state with them; either way
//! at most the last [`CATCH_UP`] outputs.

use std::{
    collections::{HashMap, hash_map::DefaultHasher},
    hash::{Hash, Hasher},
    sync::{Arc, Mutex, MutexGuard, PoisonError},
    time::{SystemTime, UNIX_EPOCH},
};

use tokio::sync::broadcast;

/// Changes a client may not have read yet before it counts as lagging.
const BACKLOG: usize = 1024;
/// The most outputs a client that connects is sent from before it came: a long game's
/// whole history to each of hundreds of new viewers would be megabytes each, and the
/// page's state (sent with them) is all a viewer needs.
pub(super) const CATCH_UP: usize = 1000;

/// A change, as the event streams send it.
#[derive(Clone, Debug)]
pub(super) enum Update {
    /// Output `N` (its JSON line) of run `RUN`.
    Event(usize, Arc<str>, Arc<str>),
    /// The page's new state.
    View(Arc<str>),
}

impl Update {
    /// The change as Server-Sent Event text.
    pub(super) fn sse(&self) -> String {
        match self {
            Update::Event(n, run, line) => format!("id: {run}-{n}\ndata: {line}\n\n"),
            Update::View(view) => format!("event: view\ndata: {view}\n\n"),
        }
    }
}

#[derive(Default)]
struct State {
    events: Vec<Arc<str>>,
    view: Arc<str>,
    /// By path: the text and its entity tag.
    files: HashMap<String, (Arc<str>, String)>,
}

struct Shared {
    run: Arc<str>,
    state: Mutex<State>,
    tx: broadcast::Sender<Update>,
}

/// The served state, shared by the sink and the server.
#[derive(Clone)]
pub struct Feed {
    shared: Arc<Shared>,
}

impl Default for Feed {
    fn default() -> Feed {
        Feed::new()
    }
}

impl Feed {
    /// An empty feed for this run.
    pub fn new() -> Feed {
        let run = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis());
        let (tx, _) = broadcast::channel(BACKLOG);
        Feed { shared: Arc::new(Shared { run: run.to_string().into(), state: Mutex::new(State::default()), tx }) }
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.shared.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// One step of the game: its outputs as JSON lines, then the page's state if it
    /// changed. Never waits on a client.
    pub fn step(&self, lines: Vec<String>, view: Option<String>) {
        let mut state = self.lock();
        for line in lines {
            let line: Arc<str> = line.into();
            let n = state.events.len();
            state.events.push(Arc::clone(&line));
            let _ = self.shared.tx.send(Update::Event(n, Arc::clone(&self.shared.run), line));
        }
        if let Some(view) = view {
            let view: Arc<str> = view.into();
            state.view = Arc::clone(&view);
            let _ = self.shared.tx.send(Update::View(view));
        }
    }

    /// Serves `text` at `path` (`/games.pgn`), with an entity tag of its content.
    pub fn set_file(&self, path: &str, text: String) {
        let mut hasher = DefaultHasher::new();
        text.hash(&mut hasher);
        let etag = format!("\"{:016x}\"", hasher.finish());
        self.lock().files.insert(path.to_owned(), (text.into(), etag));
    }

    /// The file at `path`, and its entity tag.
    pub(super) fn file(&self, path: &str) -> Option<(Arc<str>, String)> {
        self.lock().files.get(path).cloned()
    }

    /// The page's state now (`{}` before the first step).
    pub(super) fn view(&self) -> Arc<str> {
        let view = Arc::clone(&self.lock().view);
        if view.is_empty() { "{}".into() } else { view }
    }

    /// Changes from now on.
    pub(super) fn subscribe(&self) -> broadcast::Receiver<Update> {
        self.shared.tx.subscribe()
    }

    /// What a client that last saw event `last` has not seen (the last [`CATCH_UP`] of
    /// it at most), as event text, with the page's state after it; and the number of
    /// the next output.
    pub(super) fn since(&self, last: Option<&str>) -> (String, usize) {
        let state = self.lock();
        let run = &self.shared.run;
        let from = last
            .and_then(|id| id.trim().split_once('-'))
            .filter(|(r, _)| *r == &**run)
            .and_then(|(_, n)| n.parse::<usize>().ok())
            .map_or(0, |n| n + 1)
            .max(state.events.len().saturating_sub(CATCH_UP));
        let mut text = String::from("retry: 1000\n\n");
        for (n, line) in state.events.iter().enumerate().skip(from) {
            text.push_str(&Update::Event(n, Arc::clone(run), Arc::clone(line)).sse());
        }
        if !state.view.is_empty() {
            text.push_str(&Update::View(Arc::clone(&state.view)).sse());
        }
        (text, state.events.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_client_resumes_after_its_last_event_of_this_run_and_from_the_first_of_an_earlier_one() {
        let feed = Feed::new();
        feed.step(vec!["{\"n\":0}".into(), "{\"n\":1}".into(), "{\"n\":2}".into()], Some("{\"ply\":1}".into()));
        let run = feed.shared.run.to_string();
        let (text, next) = feed.since(Some(&format!("{run}-1")));
        assert_eq!(next, 3);
        assert_eq!(
            text,
            format!("retry: 1000\n\nid: {run}-2\ndata: {{\"n\":2}}\n\nevent: view\ndata: {{\"ply\":1}}\n\n")
        );
        let (text, _) = feed.since(Some("17-1"));
        assert_eq!(text.matches("id: ").count(), 3, "an earlier run's id: everything");
        let (text, _) = feed.since(None);
        assert_eq!(text.matches("id: ").count(), 3);
    }

    #[test]
    fn a_client_that_comes_late_gets_the_latest_outputs_and_the_state() {
        let feed = Feed::new();
        feed.step((0..CATCH_UP + 500).map(|n| format!("{{\"n\":{n}}}")).collect(), Some("{}".into()));
        let (text, next) = feed.since(None);
        assert_eq!(next, CATCH_UP + 500);
        assert_eq!(text.matches("id: ").count(), CATCH_UP);
        assert!(text.contains(&format!("-{}\n", CATCH_UP + 499)) && !text.contains("-499\n"));
        assert!(text.ends_with("event: view\ndata: {}\n\n"));
    }

    #[test]
    fn a_file_s_entity_tag_changes_with_its_text_only() {
        let feed = Feed::new();
        feed.set_file("/games.pgn", "1. e4 *".into());
        let (_, first) = feed.file("/games.pgn").unwrap_or_default();
        feed.set_file("/games.pgn", "1. e4 *".into());
        assert_eq!(feed.file("/games.pgn").map(|f| f.1), Some(first.clone()));
        feed.set_file("/games.pgn", "1. e4 e5 *".into());
        assert_ne!(feed.file("/games.pgn").map(|f| f.1), Some(first));
        assert!(feed.file("/round-1/game-2.pgn").is_none());
    }
}
