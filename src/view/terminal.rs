//! The view's adapter: the real terminal through crossterm, and the keys.
//!
//! [`Terminal::start`] puts the terminal in raw mode on the alternate screen and starts
//! a thread that reads the keys and sends them into the session's one channel, each
//! with the instant it was pressed: every key as [`Arrived::Key`], which the loop hands
//! back to the view ([`Screen::key`]); a line completed there goes back to the loop as
//! typed. Ctrl-C, which raw mode turns into a key, is raised as the SIGINT it would be
//! in a cooked terminal ([`crate::play::signals`]), so it ends the session as Ctrl-C
//! does on the other screens (unwatched, it is [`Arrived::Quit`]). The view only shows:
//! the words were rendered once before they reach it, and the voice speaks them on its
//! own. The terminal is given back as it was when the view is dropped, by a panic hook
//! if taktil panics, and by [`give_back`] before a second signal ends taktil at once,
//! so neither a crash nor a signal leaves the assistant's terminal in raw mode.

use std::{
    io::{self, Stdout},
    panic,
    sync::{
        Arc, Once,
        atomic::{AtomicBool, Ordering},
    },
    thread::{self, JoinHandle},
    time::Duration,
};

use crossbeam_channel::Sender;
use crossterm::{
    cursor,
    event::{self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers},
    execute,
    terminal::{self as term, EnterAlternateScreen, LeaveAlternateScreen},
};
use ratatui::{Terminal as Display, backend::CrosstermBackend};

use crate::{
    core::time::Timestamp,
    item::{GameView, Item, Sink},
    l10n::Localizer,
    notice::problem::Problem,
    play::{Arrival, Arrived, Screen, Typed, signals},
};

use super::{
    render::render,
    state::{CommandLineKey, ViewState},
};

/// The terminal is in raw mode on the alternate screen; whoever clears this restores it
/// (the view's drop or the panic hook, whichever comes first).
static ACTIVE: AtomicBool = AtomicBool::new(false);
/// The panic hook is installed once per process.
static HOOK: Once = Once::new();
/// How long the key thread waits for a key before it looks whether the view is gone.
const KEY_POLL: Duration = Duration::from_millis(100);

/// Gives the terminal back: cooked mode, the normal screen, the cursor shown (also from
/// the keystrokes of the plain and lines views). Nothing when the view does not hold it. Safe from any thread (the signal watcher's).
pub fn give_back() {
    // The plain and lines views' keystrokes hold the terminal in raw mode too.
    crate::play::stdin::give_back();
    if ACTIVE.swap(false, Ordering::SeqCst) {
        let _ = term::disable_raw_mode();
        let _ = execute!(io::stdout(), LeaveAlternateScreen, cursor::Show);
    }
}

/// The full-screen view of `taktil play` (docs/view.md).
pub struct Terminal<'a> {
    screen: Display<CrosstermBackend<Stdout>>,
    state: ViewState,
    l10n: &'a Localizer,
    stop: Arc<AtomicBool>,
    reader: Option<JoinHandle<()>>,
    /// When the running clock's display changes next, from the last refresh.
    next_second: Option<Duration>,
    failed: Option<io::Error>,
}

impl<'a> Terminal<'a> {
    /// Takes over the terminal and starts reading keys into the session's channel
    /// `arrivals`.
    ///
    /// # Errors
    /// When the terminal cannot be put in raw mode or the key thread cannot start; the
    /// terminal is then given back as it was.
    pub fn start(l10n: &'a Localizer, arrivals: Sender<Arrival>) -> io::Result<Terminal<'a>> {
        HOOK.call_once(|| {
            let previous = panic::take_hook();
            panic::set_hook(Box::new(move |info| {
                give_back();
                previous(info);
            }));
        });
        term::enable_raw_mode()?;
        ACTIVE.store(true, Ordering::SeqCst);
        let started = Terminal::open(l10n, arrivals);
        if started.is_err() {
            give_back();
        }
        started
    }

    fn open(l10n: &'a Localizer, arrivals: Sender<Arrival>) -> io::Result<Terminal<'a>> {
        execute!(io::stdout(), EnterAlternateScreen)?;
        let mut screen = Display::new(CrosstermBackend::new(io::stdout()))?;
        screen.clear()?;
        let stop = Arc::new(AtomicBool::new(false));
        let reader = {
            let stop = Arc::clone(&stop);
            thread::Builder::new().name("view-keys".into()).spawn(move || read_keys(&arrivals, &stop))?
        };
        // What speech and sound lack comes as problems from the caller, who started them.
        let state = ViewState::new(shakmaty::Color::White);
        Ok(Terminal { screen, state, l10n, stop, reader: Some(reader), next_second: None, failed: None })
    }

    /// Gives the terminal back and returns the first error drawing met, if any.
    pub fn finish(mut self) -> Option<io::Error> {
        self.failed.take()
    }

    /// Draws the view; the first error is kept (the game goes on without a screen).
    fn draw(&mut self) {
        let state = &self.state;
        let drawn = self.screen.draw(|frame| {
            let area = frame.area();
            if let Some(at) = render(state, area, frame.buffer_mut()) {
                frame.set_cursor_position(at);
            }
        });
        if let Err(e) = drawn
            && self.failed.is_none()
        {
            self.failed = Some(e);
        }
    }
}

impl Sink for Terminal<'_> {
    fn take(&mut self, item: &Item) {
        self.state.show(item);
    }

    fn see(&mut self, GameView { game: core, now }: GameView<'_>) {
        self.state.sync(core, now, self.l10n);
        // The running clock shows whole seconds: wake when the next one is cut.
        self.next_second =
            core.clock().filter(|c| c.is_running()).and_then(|c| c.to_move().map(|color| c.remaining(color, now))).map(
                |left| {
                    let ms = u64::try_from(left.as_millis() % 1000).unwrap_or(0);
                    Duration::from_millis(if ms == 0 { 1000 } else { ms } + 5)
                },
            );
        self.draw();
    }
}

impl Screen for Terminal<'_> {
    fn tick(&self) -> Option<Duration> {
        self.next_second
    }

    fn key(&mut self, key: CommandLineKey, now: Timestamp) -> Option<Typed> {
        // A typed line goes to the log with the time it was sent.
        self.state.now = now;
        self.state.key(key)
    }
}

impl Drop for Terminal<'_> {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        give_back();
        if let Some(reader) = self.reader.take() {
            let _ = reader.join();
        }
    }
}

/// The key thread: each key into the session's channel, Ctrl-C raised as SIGINT (or,
/// with no signal watcher, as the end of the session), a resize as a redraw.
fn read_keys(arrivals: &Sender<Arrival>, stop: &AtomicBool) {
    while !stop.load(Ordering::SeqCst) {
        let read = event::poll(KEY_POLL).and_then(|ready| if ready { event::read().map(Some) } else { Ok(None) });
        let event = match read {
            Ok(Some(event)) => event,
            Ok(None) => continue,
            Err(e) => {
                let _ = arrivals.send(Arrival::now(Arrived::Problem(Problem::KeysUnreadable { error: e.to_string() })));
                return;
            }
        };
        let what = match event {
            Event::Key(k) => match to_key(k) {
                Some(CommandLineKey::Interrupt) if signals::interrupt() => continue,
                Some(CommandLineKey::Interrupt) => Arrived::Quit,
                Some(key) => Arrived::Key(key),
                None => continue,
            },
            Event::Resize(..) => Arrived::Redraw,
            _ => continue,
        };
        let sent = arrivals.send(Arrival::now(what)).is_ok();
        if !sent {
            return;
        }
    }
}

/// A terminal key as the command line's key; `None` for keys it does not use.
pub fn to_key(k: KeyEvent) -> Option<CommandLineKey> {
    if k.kind == KeyEventKind::Release {
        return None;
    }
    let ctrl = k.modifiers.contains(KeyModifiers::CONTROL);
    Some(match k.code {
        KeyCode::Char('c' | 'C') if ctrl => CommandLineKey::Interrupt,
        KeyCode::Char('u' | 'U') if ctrl => CommandLineKey::Esc,
        KeyCode::Char(c) if !ctrl => CommandLineKey::Char(c),
        KeyCode::Backspace => CommandLineKey::Backspace,
        KeyCode::Enter => CommandLineKey::Enter,
        KeyCode::Up => CommandLineKey::Up,
        KeyCode::Down => CommandLineKey::Down,
        KeyCode::Esc => CommandLineKey::Esc,
        KeyCode::F(1) => CommandLineKey::Help,
        KeyCode::PageUp => CommandLineKey::PageUp,
        KeyCode::PageDown => CommandLineKey::PageDown,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn terminal_keys_map_to_the_command_line() {
        let key = |code, modifiers| to_key(KeyEvent::new(code, modifiers));
        assert_eq!(key(KeyCode::Char('c'), KeyModifiers::CONTROL), Some(CommandLineKey::Interrupt));
        assert_eq!(key(KeyCode::Char('c'), KeyModifiers::NONE), Some(CommandLineKey::Char('c')));
        assert_eq!(key(KeyCode::Char('E'), KeyModifiers::SHIFT), Some(CommandLineKey::Char('E')));
        assert_eq!(key(KeyCode::F(1), KeyModifiers::NONE), Some(CommandLineKey::Help));
        assert_eq!(key(KeyCode::Char('x'), KeyModifiers::CONTROL), None);
        assert_eq!(key(KeyCode::Tab, KeyModifiers::NONE), None);
        let mut release = KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE);
        release.kind = KeyEventKind::Release;
        assert_eq!(to_key(release), None);
    }
}
