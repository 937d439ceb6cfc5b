//! The network of an online game (issue 33 point 2): two threads of their own, so that
//! no call to the server ever blocks speech or the board.
//!
//! - The stream thread reads the game's stream and sends each line into the session's
//!   channel. A stream that is cut or silent is said lost once and opened again after
//!   1, 2, 4 … up to [`MAX_BACKOFF`] seconds (or the wait a 429 asks for), while the
//!   game's clock runs on the server; it ends when the server closes the stream of a
//!   game that is over.
//! - The request thread sends the session's requests in order. A request that gets no
//!   answer or a server error is tried again with the same back-off (a move the server
//!   then says it already has is harmless: the stream tells); a 429 waits as long as
//!   the server says; a refusal is handed back with the server's words.
//!
//! The token stays inside the client ([`crate::io::lichess::Lichess`]): no event
//! carries it.

use std::{sync::Arc, thread, time::Duration};

use crossbeam_channel::{Receiver, Sender};

use super::{OnlineEvent, Post};
use crate::{
    io::lichess::{Event, EventStream, GameStatus, Lichess, LichessError},
    play::{Arrival, Arrived},
};

/// The first wait before the stream is opened again or a request tried again.
const FIRST_BACKOFF: Duration = Duration::from_secs(1);
/// The longest wait between two tries.
pub const MAX_BACKOFF: Duration = Duration::from_secs(30);

/// Starts the stream thread (with `first`, the stream already opened at the start, if
/// any) and the request thread for the game `id`. Returns where the session sends its
/// requests. Both threads end when the session's channel is gone.
pub fn start(client: Arc<Lichess>, id: String, first: Option<EventStream>, tx: &Sender<Arrival>) -> Sender<Post> {
    let (requests, inbox) = crossbeam_channel::unbounded();
    let (stream_client, stream_tx) = (Arc::clone(&client), tx.clone());
    let stream_id = id.clone();
    thread::spawn(move || follow(&stream_client, &stream_id, first, &stream_tx));
    let request_tx = tx.clone();
    thread::spawn(move || serve(&client, &id, &inbox, &request_tx));
    requests
}

/// Hands `event` to the loop; `false` once the session has gone.
fn hand(tx: &Sender<Arrival>, event: OnlineEvent) -> bool {
    tx.send(Arrival::now(Arrived::Online(event))).is_ok()
}

/// The next wait of a back-off.
fn longer(wait: Duration) -> Duration {
    (wait * 2).min(MAX_BACKOFF)
}

/// Waits `wait`; `true` (a thread whose session has gone learns it at its next
/// [`hand`], and the process's end ends it).
fn sleep(wait: Duration) -> bool {
    thread::sleep(wait);
    true
}

/// The stream thread.
fn follow(client: &Lichess, id: &str, first: Option<EventStream>, tx: &Sender<Arrival>) {
    let mut stream = first;
    let mut wait = FIRST_BACKOFF;
    let mut lost = false;
    let mut over = false;
    loop {
        let open = match stream.take() {
            Some(open) => open,
            None => match client.stream_game(id) {
                Ok(open) => open,
                Err(e @ (LichessError::Token { .. } | LichessError::Forbidden { .. })) => {
                    hand(tx, OnlineEvent::TokenRefused { detail: e.to_string() });
                    return;
                }
                Err(e) => {
                    let pause = e.wait().unwrap_or(wait);
                    if !hand(tx, OnlineEvent::Lost(e.to_string())) || !sleep(pause) {
                        return;
                    }
                    lost = true;
                    wait = longer(wait);
                    continue;
                }
            },
        };
        if std::mem::take(&mut lost) && !hand(tx, OnlineEvent::Back) {
            return;
        }
        let mut cut = None;
        for item in open {
            match item {
                Ok(event) => {
                    wait = FIRST_BACKOFF;
                    over |= ends(&event);
                    if !hand(tx, OnlineEvent::Line(event)) {
                        return;
                    }
                }
                Err(LichessError::Decode(e)) => {
                    if !hand(tx, OnlineEvent::Failed { detail: format!("a line from Lichess cannot be read: {e}") }) {
                        return;
                    }
                }
                Err(e) => cut = Some(e.to_string()),
            }
        }
        // Lichess closes the stream of a game that is over.
        if over {
            return;
        }
        let why = cut.unwrap_or_else(|| "the stream ended before the game".to_owned());
        if !hand(tx, OnlineEvent::Lost(why)) || !sleep(wait) {
            return;
        }
        lost = true;
        wait = longer(wait);
    }
}

/// Whether a line says the game is over.
fn ends(event: &Event) -> bool {
    let status = match event {
        Event::GameFull(full) => &full.state.status,
        Event::GameState(state) => &state.status,
        _ => return false,
    };
    !matches!(status, GameStatus::Created | GameStatus::Started)
}

/// The request thread: each request in order, tried again while it fails for now.
fn serve(client: &Lichess, id: &str, inbox: &Receiver<Post>, tx: &Sender<Arrival>) {
    loop {
        // The session's side of the game holds the sender: its end ends this thread.
        let Ok(request) = inbox.recv() else { return };
        let mut wait = FIRST_BACKOFF;
        loop {
            let result = match &request {
                Post::Move(uci) => client.make_move(id, uci),
                Post::Draw(yes) => client.draw(id, *yes),
                Post::Resign => client.resign(id),
                Post::Abort => client.abort(id),
                Post::ClaimVictory => client.claim_victory(id),
            };
            let event = match result {
                Ok(()) => break,
                Err(LichessError::RateLimited { retry_after, .. }) => {
                    if !hand(tx, OnlineEvent::Wait { wait: retry_after }) || !sleep(retry_after) {
                        return;
                    }
                    continue;
                }
                Err(e @ (LichessError::Token { .. } | LichessError::Forbidden { .. })) => {
                    OnlineEvent::TokenRefused { detail: e.to_string() }
                }
                Err(e) if e.is_transient() => {
                    if !hand(tx, OnlineEvent::Failed { detail: e.to_string() }) || !sleep(wait) {
                        return;
                    }
                    wait = longer(wait);
                    continue;
                }
                Err(e) => OnlineEvent::Refused { request: request.clone(), words: refusal_words(&e) },
            };
            if !hand(tx, event) {
                return;
            }
            break;
        }
    }
}

/// The server's own words of a refusal.
fn refusal_words(error: &LichessError) -> String {
    match error {
        LichessError::Refused { error, .. } | LichessError::NotFound { error, .. } => error.clone(),
        other => other.to_string(),
    }
}
