//! The thread that owns an evdev keyboard: found by name or path, grabbed (EVIOCGRAB,
//! so its keys do not also type into the terminal), each key-down sent with the
//! instant it was read. A keyboard that goes away is reported once, then looked for
//! every second until it is back. Without the `evdev` feature (or off Linux) nothing
//! is opened and the handle hears [`KeyboardError::NotBuilt`].

use std::time::Instant;

use super::config::KeyboardConfig;

/// What the keyboard's thread reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeyboardEvent {
    /// A key went down: its Linux code.
    Key(u16),
    /// The keyboard went away (the reason, for the assistant's screen).
    Lost(String),
    /// The keyboard is back.
    Back,
}

/// Why the keyboard cannot be read.
#[derive(Debug, thiserror::Error)]
pub enum KeyboardError {
    /// taktil was built without the `evdev` feature, or not for Linux.
    #[error("cannot read a keyboard through evdev: taktil was built without the `evdev` feature")]
    NotBuilt,
    /// The device file's key lines leave keys unbound ([`KeyboardConfig::problems`]).
    #[error("the device file's key lines: {}", .0.join("; "))]
    Keymap(Vec<String>),
    /// The device file names no keyboard.
    #[error("the device file names no keyboard (keyboard = ...)")]
    NoName,
    /// No readable input device has that name or path.
    #[error("no keyboard {name:?} among the input devices taktil can read ({why})")]
    NotFound {
        /// The name or path given.
        name: String,
        /// What was seen.
        why: String,
    },
    /// The keyboard is there but cannot be grabbed.
    #[error("the keyboard {path}: {source}")]
    Open {
        /// Its path.
        path: String,
        /// Why.
        source: std::io::Error,
    },
}

/// Why no keyboard can be listed (`taktil devices`, and the reason a named keyboard is
/// not found).
#[derive(Debug, thiserror::Error)]
pub enum ListError {
    /// taktil was built without the `evdev` feature, or not for Linux.
    #[error("cannot read a keyboard through evdev: taktil was built without the `evdev` feature")]
    NotBuilt,
    /// The computer has no /dev/input.
    #[error("this computer has no /dev/input, so no keyboard can be read through evdev")]
    NoInput,
    /// /dev/input cannot be read.
    #[error("/dev/input cannot be read ({0}): add the user to the `input` group")]
    Unreadable(std::io::Error),
    /// Input devices are there, none readable.
    #[error(
        "{nodes} input devices in /dev/input, none readable: add the user to the `input` group (sudo usermod -aG input $USER, then log in again)"
    )]
    NoneReadable {
        /// How many there are.
        nodes: usize,
    },
}

/// The sending handle: false when nobody listens any more.
pub type KeyboardHandle = Box<dyn FnMut(Instant, Result<KeyboardEvent, KeyboardError>) -> bool + Send>;

/// A running keyboard thread. Dropping it lets the thread end at its next event.
pub struct Keyboard {
    stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
}

impl Drop for Keyboard {
    fn drop(&mut self) {
        self.stop.store(true, std::sync::atomic::Ordering::Relaxed);
    }
}

/// An input device seen by `taktil devices`: its name and path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seen {
    /// The evdev name.
    pub name: String,
    /// Its path under /dev/input.
    pub path: String,
}

#[cfg(all(feature = "evdev", target_os = "linux"))]
mod real {
    use std::{
        sync::{
            Arc,
            atomic::{AtomicBool, Ordering},
        },
        time::{Duration, Instant},
    };

    use super::{Keyboard, KeyboardConfig, KeyboardError, KeyboardEvent, KeyboardHandle, ListError, Seen};

    /// The keyboards (devices with letter or keypad keys) taktil can open.
    ///
    /// # Errors
    /// Why none can be read: no /dev/input, or no permission.
    pub fn list() -> Result<Vec<Seen>, ListError> {
        let dir = std::path::Path::new("/dev/input");
        let entries = std::fs::read_dir(dir).map_err(|e| match e.kind() {
            std::io::ErrorKind::NotFound => ListError::NoInput,
            _ => ListError::Unreadable(e),
        })?;
        let nodes =
            entries.filter_map(Result::ok).filter(|e| e.file_name().to_string_lossy().starts_with("event")).count();
        let seen: Vec<Seen> = evdev::enumerate()
            .filter(|(_, d)| is_keyboard(d))
            .map(|(path, d)| Seen { name: d.name().unwrap_or("").to_owned(), path: path.display().to_string() })
            .collect();
        if seen.is_empty() && nodes > 0 && evdev::enumerate().next().is_none() {
            return Err(ListError::NoneReadable { nodes });
        }
        Ok(seen)
    }

    fn is_keyboard(device: &evdev::Device) -> bool {
        device
            .supported_keys()
            .is_some_and(|keys| keys.contains(evdev::KeyCode::KEY_KP5) || keys.contains(evdev::KeyCode::KEY_A))
    }

    fn find(config: &KeyboardConfig) -> Result<(String, evdev::Device), KeyboardError> {
        let name = config.name.clone().ok_or(KeyboardError::NoName)?;
        let found = evdev::enumerate().find(|(path, d)| {
            is_keyboard(d) && config.is_keyboard(d.name().unwrap_or(""), &path.display().to_string())
        });
        let Some((path, mut device)) = found else {
            let why = match list() {
                Ok(seen) if seen.is_empty() => "none".to_owned(),
                Ok(seen) => seen.iter().map(|s| format!("{} {}", s.name, s.path)).collect::<Vec<_>>().join(", "),
                Err(why) => why.to_string(),
            };
            return Err(KeyboardError::NotFound { name, why });
        };
        let path = path.display().to_string();
        device.grab().map_err(|source| KeyboardError::Open { path: path.clone(), source })?;
        Ok((path, device))
    }

    /// Finds and grabs the keyboard of `config`, then reads it on a thread of its own.
    ///
    /// # Errors
    /// When the keyboard is not there or cannot be grabbed.
    pub fn start_into(config: &KeyboardConfig, mut handle: KeyboardHandle) -> Result<Keyboard, KeyboardError> {
        let (path, device) = find(config)?;
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let config = config.clone();
        std::thread::Builder::new()
            .name("taktil-keyboard".into())
            .spawn(move || run(device, &path, &config, &flag, &mut handle))
            .map_err(|source| KeyboardError::Open { path: "(thread)".into(), source })?;
        Ok(Keyboard { stop })
    }

    fn run(
        mut device: evdev::Device,
        path: &str,
        config: &KeyboardConfig,
        stop: &AtomicBool,
        handle: &mut KeyboardHandle,
    ) {
        loop {
            let lost = read(&mut device, stop, handle);
            let Some(reason) = lost else { return };
            if !handle(Instant::now(), Ok(KeyboardEvent::Lost(format!("the keyboard {path}: {reason}")))) {
                return;
            }
            device = loop {
                std::thread::sleep(Duration::from_secs(1));
                if stop.load(Ordering::Relaxed) {
                    return;
                }
                if let Ok((_, again)) = find(config) {
                    break again;
                }
            };
            if !handle(Instant::now(), Ok(KeyboardEvent::Back)) {
                return;
            }
        }
    }

    /// Reads key-downs until the device fails (its reason) or nobody listens (`None`).
    fn read(device: &mut evdev::Device, stop: &AtomicBool, handle: &mut KeyboardHandle) -> Option<String> {
        loop {
            let events = match device.fetch_events() {
                Ok(events) => events,
                Err(e) => return Some(e.to_string()),
            };
            for event in events {
                // A key-down is value 1; 0 is a release, 2 the key's auto-repeat.
                if let evdev::EventSummary::Key(_, code, 1) = event.destructure()
                    && !handle(Instant::now(), Ok(KeyboardEvent::Key(code.code())))
                {
                    return None;
                }
            }
            if stop.load(Ordering::Relaxed) {
                return None;
            }
        }
    }
}

#[cfg(all(feature = "evdev", target_os = "linux"))]
pub use real::{list, start_into};

/// Without the `evdev` feature: nothing to list.
///
/// # Errors
/// Always: taktil was built without it.
#[cfg(not(all(feature = "evdev", target_os = "linux")))]
pub fn list() -> Result<Vec<Seen>, ListError> {
    Err(ListError::NotBuilt)
}

/// Without the `evdev` feature: no thread; `handle` hears [`KeyboardError::NotBuilt`]
/// and the session goes on without the keyboard.
///
/// # Errors
/// Never.
#[cfg(not(all(feature = "evdev", target_os = "linux")))]
pub fn start_into(_config: &KeyboardConfig, mut handle: KeyboardHandle) -> Result<Keyboard, KeyboardError> {
    let _ = handle(Instant::now(), Err(KeyboardError::NotBuilt));
    Ok(Keyboard { stop: std::sync::Arc::default() })
}
