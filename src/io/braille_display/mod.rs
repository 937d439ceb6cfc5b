//! The blind (or deafblind) player's refreshable braille display, through BRLTTY's
//! BrlAPI (docs/braille-display.md).
//!
//! The adapter is a thread that owns the BrlAPI connection (house style: "every adapter
//! is a thread that owns one device"). The session hands it the text of what it says
//! ([`BrailleDisplay::show`]): the thread writes it with `brlapi_write` as text in
//! UTF-8, so BRLTTY's own text table makes the cells, and a German user's BRLTTY shows
//! German braille. A text longer than the display shows its beginning; the display's
//! panning keys move through it ([`Window`]). The display's keys come back as the
//! player's keys ([`keymap`]), sent with the instant they were read, as the keypad's.
//!
//! BRLTTY not running, or stopping, is an event ([`BrailleEvent::Lost`]) sent once; the
//! thread tries again every [`RETRY`] and, when BRLTTY answers, shows the last text
//! again and sends [`BrailleEvent::Back`]. A display unplugged while BRLTTY runs is
//! BRLTTY's to handle: it keeps the text and shows it again when the display is back.
//!
//! The BrlAPI calls are in `brlapi.rs`, built with the `brlapi` feature (it links
//! libbrlapi); without it `unbuilt.rs` stands in and [`BrailleDisplay::start`] fails
//! with [`BrailleError::NotBuilt`].

pub mod keymap;

#[cfg(feature = "brlapi")]
mod brlapi;
#[cfg(not(feature = "brlapi"))]
#[path = "unbuilt.rs"]
mod brlapi;

use std::{
    thread::{self, JoinHandle},
    time::{Duration, Instant},
};

use crossbeam_channel::{Receiver, RecvTimeoutError, Sender, TryRecvError};

use self::{brlapi::Connection, keymap::BrailleKeyAction};
use crate::core::input::Key;

/// How often the thread tries to reach BRLTTY again after it went away.
pub const RETRY: Duration = Duration::from_secs(1);

/// The longest the thread waits for a key, so that it shows new text quickly.
const POLL: Duration = Duration::from_millis(40);

/// What went wrong with BrlAPI.
#[derive(Debug, thiserror::Error)]
pub enum BrailleError {
    /// This taktil was built without the `brlapi` feature.
    #[error("this taktil was built without braille display support (the `brlapi` feature)")]
    NotBuilt,
    /// The host names a server with a NUL in it.
    #[error("the BrlAPI host {0:?} is not a name")]
    Host(String),
    /// A BrlAPI call failed: the call and libbrlapi's reason.
    #[error("BrlAPI {call}: {reason}")]
    Call {
        /// The function.
        call: &'static str,
        /// libbrlapi's words.
        reason: String,
    },
}

/// What the display's thread reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BrailleEvent {
    /// A key of the display, as the player's key.
    Key(Key),
    /// BRLTTY cannot be reached (at the start) or went away: why, once.
    Lost(String),
    /// BRLTTY answers again: the display shows the last text.
    Back,
}

/// The display thread's sending handle.
pub type BrailleHandle = crate::io::worker::Handle<BrailleEvent>;

/// Which BrlAPI server to use: BRLTTY's default (`None`: `BRLAPI_HOST` or the local
/// one), or a host as BrlAPI writes it (`localhost:1`, `:1`).
pub type Host = Option<String>;

/// The part of a text the display shows: as many characters as it has cells, from an
/// offset the panning keys move.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Window {
    chars: Vec<char>,
    offset: usize,
    width: usize,
}

impl Window {
    /// An empty window of `width` cells (at least one).
    pub fn new(width: usize) -> Window {
        Window { chars: Vec::new(), offset: 0, width: width.max(1) }
    }

    /// A new text: its beginning is shown.
    pub fn set(&mut self, text: &str) {
        self.chars = text.chars().collect();
        self.offset = 0;
    }

    /// Moves to the next part (`true`) or the previous one; whether anything changed.
    pub fn pan(&mut self, right: bool) -> bool {
        let offset = if right {
            let next = self.offset + self.width;
            if next >= self.chars.len() { self.offset } else { next }
        } else {
            self.offset.saturating_sub(self.width)
        };
        let moved = offset != self.offset;
        self.offset = offset;
        moved
    }

    /// What the cells show: exactly `width` characters, blanks after the text.
    pub fn view(&self) -> String {
        let shown = self.chars.iter().skip(self.offset).take(self.width);
        let blanks = std::iter::repeat_n(' ', self.width.saturating_sub(shown.len()));
        shown.copied().chain(blanks).collect()
    }
}

/// What the session asks of the thread.
enum Order {
    /// Show this text.
    Show(String),
}

/// The running display adapter. Dropping it ends its thread.
#[derive(Debug)]
pub struct BrailleDisplay {
    orders: Option<Sender<Order>>,
    thread: Option<JoinHandle<()>>,
}

impl BrailleDisplay {
    /// Starts the thread that talks to the BrlAPI server `host`, sending the display's
    /// keys and BRLTTY's going and coming into `handle`. BRLTTY not answering is not an
    /// error here: it is the first event, and the thread keeps trying.
    ///
    /// # Errors
    /// [`BrailleError::NotBuilt`] without the `brlapi` feature;
    /// [`BrailleError::Host`] for a host with a NUL.
    pub fn start(host: Host, handle: BrailleHandle) -> Result<BrailleDisplay, BrailleError> {
        if !cfg!(feature = "brlapi") {
            return Err(BrailleError::NotBuilt);
        }
        if host.as_deref().is_some_and(|h| h.contains('\0')) {
            return Err(BrailleError::Host(host.unwrap_or_default()));
        }
        let (orders, rx) = crossbeam_channel::unbounded();
        let thread = thread::Builder::new()
            .name("braille-display".into())
            .spawn(move || Adapter { host, orders: rx, handle, text: String::new() }.run())
            .map_err(|e| BrailleError::Call { call: "thread", reason: e.to_string() })?;
        Ok(BrailleDisplay { orders: Some(orders), thread: Some(thread) })
    }

    /// Shows `text` from its beginning (it replaces what the display showed).
    pub fn show(&self, text: &str) {
        if let Some(orders) = &self.orders {
            // The thread has ended only when the session stopped listening.
            let _ = orders.send(Order::Show(text.to_owned()));
        }
    }
}

impl Drop for BrailleDisplay {
    fn drop(&mut self) {
        self.orders = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Why serving a connection ended.
enum Ended {
    /// The session ended (or stopped listening).
    Stop,
    /// BRLTTY went away.
    Lost(BrailleError),
}

/// The thread's state: where to connect, the orders, where to send, the last text.
struct Adapter {
    host: Host,
    orders: Receiver<Order>,
    handle: BrailleHandle,
    text: String,
}

impl Adapter {
    /// Connects, serves, and after a loss tries again every [`RETRY`], until the
    /// session ends. A loss is sent once, and the return once.
    fn run(mut self) {
        let mut lost = false;
        loop {
            let reason = match Connection::open(self.host.as_deref()) {
                Ok(mut connection) => {
                    if lost && !(self.handle)(Instant::now(), BrailleEvent::Back) {
                        return;
                    }
                    lost = false;
                    match self.serve(&mut connection) {
                        Ended::Stop => return,
                        Ended::Lost(e) => e,
                    }
                }
                Err(e) => e,
            };
            if !lost && !(self.handle)(Instant::now(), BrailleEvent::Lost(reason.to_string())) {
                return;
            }
            lost = true;
            if !self.wait(RETRY) {
                return;
            }
        }
    }

    /// Waits `time`, keeping the last text asked for; `false` when the session ended.
    fn wait(&mut self, time: Duration) -> bool {
        let until = Instant::now() + time;
        loop {
            match self.orders.recv_deadline(until) {
                Ok(Order::Show(text)) => self.text = text,
                Err(RecvTimeoutError::Timeout) => return true,
                Err(RecvTimeoutError::Disconnected) => return false,
            }
        }
    }

    /// Shows the texts asked for and reads the keys until BRLTTY goes away or the
    /// session ends.
    fn serve(&mut self, connection: &mut Connection) -> Ended {
        let mut window = match connection.cells() {
            Ok(cells) => Window::new(cells),
            Err(e) => return Ended::Lost(e),
        };
        window.set(&self.text);
        let mut changed = true;
        loop {
            loop {
                match self.orders.try_recv() {
                    Ok(Order::Show(text)) => {
                        window.set(&text);
                        self.text = text;
                        changed = true;
                    }
                    Err(TryRecvError::Empty) => break,
                    Err(TryRecvError::Disconnected) => return Ended::Stop,
                }
            }
            if changed && let Err(e) = connection.write(&window.view()) {
                return Ended::Lost(e);
            }
            changed = false;
            let code = match connection.read_key(POLL) {
                Ok(Some(code)) => code,
                Ok(None) => continue,
                Err(e) => return Ended::Lost(e),
            };
            match keymap::press(code) {
                BrailleKeyAction::Key(key) if !(self.handle)(Instant::now(), BrailleEvent::Key(key)) => {
                    return Ended::Stop;
                }
                BrailleKeyAction::PanLeft => changed = window.pan(false),
                BrailleKeyAction::PanRight => changed = window.pan(true),
                BrailleKeyAction::Key(_) | BrailleKeyAction::Nothing => {}
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_text_shows_its_beginning_and_pans_through_it() {
        let mut window = Window::new(8);
        window.set("Springer schlägt f3 Schach.");
        assert_eq!(window.view(), "Springer");
        assert!(!window.pan(false), "already at the beginning");
        assert!(window.pan(true));
        assert_eq!(window.view(), " schlägt");
        assert!(window.pan(true));
        assert!(window.pan(true));
        assert_eq!(window.view(), "ch.     ");
        assert!(!window.pan(true), "already at the end");
        assert!(window.pan(false));
        assert_eq!(window.view(), " f3 Scha", "the previous part");
        window.set("Matt.");
        assert_eq!(window.view(), "Matt.   ", "a new text from its beginning");
        assert!(!window.pan(true));
    }

    #[test]
    fn a_window_has_at_least_one_cell() {
        let mut window = Window::new(0);
        window.set("ab");
        assert_eq!(window.view(), "a");
        assert!(window.pan(true));
        assert_eq!(window.view(), "b");
    }

    #[cfg(not(feature = "brlapi"))]
    #[test]
    fn without_the_feature_the_display_says_it_was_not_built() {
        let e = BrailleDisplay::start(None, Box::new(|_, _| true)).unwrap_err();
        assert!(matches!(e, BrailleError::NotBuilt));
        assert!(e.to_string().contains("`brlapi` feature"), "{e}");
    }
}
