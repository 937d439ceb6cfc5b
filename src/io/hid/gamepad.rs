//! The gilrs adapter: a thread that owns `gilrs::Gilrs` and passes each gamepad's
//! button changes and link changes on as [`Raw`] events, keyed by the raw `u32` code
//! (rust-stack.md §6: `Code` has no public constructor, so everything after this
//! module is testable without gilrs).
//!
//! gilrs is built with `add_included_mappings(false)` and `add_env_mappings(false)`, so
//! no SDL mapping renames the board's buttons (board-protocols.md §4.4). A device needs
//! at least one button and an X/Y axis pair to be seen at all. Pegs already in their
//! holes when the board connects are not reported: evdev sends only changes (§4.4, "No
//! initial state"); the callers ask the player about them.
//!
//! Dropping the [`Hid`] stops the thread within [`POLL`].
//!
//! # Without the `hid` feature
//!
//! Built without `gilrs` (no udev headers), [`gamepads`] fails with
//! [`HidError::NotBuilt`], and a started [`Hid`] reports it as its first event and
//! ends, as a gilrs that cannot start does: the callers say so and go on. Everything
//! that touches `gilrs` is gated here; the rest of the code needs no `cfg`.

use std::{fmt, thread::JoinHandle, time::Duration};
#[cfg(feature = "hid")]
use std::{thread, time::Instant};

#[cfg(feature = "hid")]
use crossbeam_channel::TryRecvError;
use crossbeam_channel::{Receiver, Sender};
#[cfg(feature = "hid")]
use gilrs::{EventType, Gilrs, GilrsBuilder};

use super::mapper::Raw;
#[cfg(feature = "hid")]
use crate::io::worker::Outlet;
use crate::{core::time::Timestamp, io::worker::Handle};

/// The longest the thread waits for an event before it checks whether to stop.
pub const POLL: Duration = Duration::from_millis(50);

/// One raw event of one gamepad.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RawEvent {
    /// Milliseconds since the adapter started.
    pub t: Timestamp,
    /// gilrs's id of the gamepad.
    pub pad: usize,
    /// The gamepad's name as its USB descriptor gives it.
    pub name: String,
    /// What happened.
    pub raw: Raw,
}

/// A connected gamepad, for `taktil devices`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PadInfo {
    /// gilrs's id.
    pub id: usize,
    /// The name from the USB descriptor.
    pub name: String,
    /// USB vendor and product id, when known.
    pub usb: Option<(u16, u16)>,
    /// How many buttons the device declares (joystick and gamepad buttons, read from
    /// its evdev capabilities in sysfs: gilrs does not say), when known.
    pub buttons: Option<usize>,
}

/// The gamepad library could not start.
#[derive(Debug)]
pub enum HidError {
    /// taktil was built without the `hid` feature: there is no gamepad library.
    NotBuilt,
    /// gilrs failed (no input subsystem on this system, for example).
    Gilrs(String),
    /// The thread could not be started.
    Thread(std::io::Error),
}

impl fmt::Display for HidError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HidError::NotBuilt => f.write_str("cannot read gamepads: taktil was built without the `hid` feature"),
            HidError::Gilrs(e) => write!(f, "cannot read gamepads: {e}"),
            HidError::Thread(e) => write!(f, "cannot start the gamepad thread: {e}"),
        }
    }
}

impl std::error::Error for HidError {}

/// gilrs with no SDL mappings: buttons keep their raw codes (§4.4).
#[cfg(feature = "hid")]
fn gilrs() -> Result<Gilrs, HidError> {
    GilrsBuilder::new()
        .add_included_mappings(false)
        .add_env_mappings(false)
        .build()
        .map_err(|e| HidError::Gilrs(e.to_string()))
}

/// The gamepads connected now (the peg board is one, when it declares an X/Y axis
/// pair). gilrs does not tell how many buttons a gamepad has.
///
/// # Errors
/// [`HidError::Gilrs`] when gilrs cannot start.
#[cfg(feature = "hid")]
pub fn gamepads() -> Result<Vec<PadInfo>, HidError> {
    let gilrs = gilrs()?;
    Ok(gilrs
        .gamepads()
        .map(|(id, pad)| PadInfo {
            id: id.into(),
            name: pad.name().to_owned(),
            usb: pad.vendor_id().zip(pad.product_id()),
            buttons: sysfs_buttons(pad.os_name()),
        })
        .collect())
}

/// Without the `hid` feature there is no gamepad library to ask.
///
/// # Errors
/// Always [`HidError::NotBuilt`].
#[cfg(not(feature = "hid"))]
pub fn gamepads() -> Result<Vec<PadInfo>, HidError> {
    Err(HidError::NotBuilt)
}

/// The button count of the input device with this name, from
/// `/sys/class/input/event*/device/capabilities/key`.
#[cfg(feature = "hid")]
fn sysfs_buttons(name: &str) -> Option<usize> {
    let entries = std::fs::read_dir("/sys/class/input").ok()?;
    entries.flatten().find_map(|entry| {
        let device = entry.path().join("device");
        let found = std::fs::read_to_string(device.join("name")).ok()?;
        (found.trim() == name).then_some(())?;
        std::fs::read_to_string(device.join("capabilities/key")).ok().map(|bits| count_buttons(&bits))
    })
}

/// The buttons in an evdev key capability bitmap (hex words, most significant first,
/// 64 bits each): codes `BTN_MISC` 0x100 to `KEY_MAX` 0x2ff, where a joystick's
/// buttons are (board-protocols.md 4.3).
pub fn count_buttons(bitmap: &str) -> usize {
    let words: Vec<u64> = bitmap.split_whitespace().filter_map(|w| u64::from_str_radix(w, 16).ok()).collect();
    let mut count = 0;
    for (i, word) in words.iter().rev().enumerate() {
        for bit in 0..64 {
            let code = i * 64 + bit;
            if (0x100..=0x2ff).contains(&code) && word & (1 << bit) != 0 {
                count += 1;
            }
        }
    }
    count
}

/// The gamepads, read by their own thread.
#[derive(Debug)]
pub struct Hid {
    events: Receiver<Result<RawEvent, HidError>>,
    /// Dropping it stops the thread.
    stop: Option<Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

impl Hid {
    /// Starts the thread. Gamepads connected already come first, as
    /// [`Raw::Connected`].
    ///
    /// # Errors
    /// [`HidError::Thread`]; a gilrs failure comes as the first item of
    /// [`Hid::events`].
    #[cfg(feature = "hid")]
    pub fn start() -> Result<Hid, HidError> {
        let (tx, events) = crossbeam_channel::unbounded();
        Hid::run_thread(events, Outlet::Channel(tx))
    }

    /// As [`Hid::start`], the events going to `handle` with the instant the thread
    /// read each (nothing comes on [`Hid::events`]).
    ///
    /// # Errors
    /// As [`Hid::start`].
    #[cfg(feature = "hid")]
    pub fn start_into(handle: Handle<Result<RawEvent, HidError>>) -> Result<Hid, HidError> {
        let (_, events) = crossbeam_channel::unbounded();
        Hid::run_thread(events, Outlet::Handle(handle))
    }

    /// Without the `hid` feature: no thread; `handle` gets [`HidError::NotBuilt`] at
    /// once, as when gilrs cannot start.
    ///
    /// # Errors
    /// None: the error goes to `handle`.
    #[cfg(not(feature = "hid"))]
    pub fn start_into(mut handle: Handle<Result<RawEvent, HidError>>) -> Result<Hid, HidError> {
        let _ = handle(std::time::Instant::now(), Err(HidError::NotBuilt));
        let (_, events) = crossbeam_channel::unbounded();
        Ok(Hid { events, stop: None, thread: None })
    }

    #[cfg(feature = "hid")]
    fn run_thread(
        events: Receiver<Result<RawEvent, HidError>>,
        mut out: Outlet<Result<RawEvent, HidError>>,
    ) -> Result<Hid, HidError> {
        let (stop, stop_rx) = crossbeam_channel::bounded(1);
        let thread = thread::Builder::new()
            .name("hid".into())
            .spawn(move || run(&mut out, &stop_rx))
            .map_err(HidError::Thread)?;
        Ok(Hid { events, stop: Some(stop), thread: Some(thread) })
    }

    /// Without the `hid` feature: no thread; the first event is [`HidError::NotBuilt`],
    /// then the channel closes, as when gilrs cannot start.
    ///
    /// # Errors
    /// None: the error comes as the first item of [`Hid::events`].
    #[cfg(not(feature = "hid"))]
    pub fn start() -> Result<Hid, HidError> {
        let (tx, events) = crossbeam_channel::unbounded();
        let _ = tx.send(Err(HidError::NotBuilt));
        Ok(Hid { events, stop: None, thread: None })
    }

    /// The raw events, in order. After an error the channel closes.
    pub fn events(&self) -> &Receiver<Result<RawEvent, HidError>> {
        &self.events
    }
}

impl Drop for Hid {
    fn drop(&mut self) {
        drop(self.stop.take());
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// The thread: gilrs is created here because it must stay on one thread.
#[cfg(feature = "hid")]
fn run(out: &mut Outlet<Result<RawEvent, HidError>>, stop: &Receiver<()>) {
    let started = Instant::now();
    let since = |at: Instant| Timestamp(u64::try_from(at.duration_since(started).as_millis()).unwrap_or(u64::MAX));
    let mut gilrs = match gilrs() {
        Ok(g) => g,
        Err(e) => {
            let _ = out.send(Instant::now(), Err(e));
            return;
        }
    };
    for (id, pad) in gilrs.gamepads() {
        let at = Instant::now();
        let event = RawEvent { t: since(at), pad: id.into(), name: pad.name().to_owned(), raw: Raw::Connected };
        if !out.send(at, Ok(event)) {
            return;
        }
    }
    loop {
        match stop.try_recv() {
            Err(TryRecvError::Empty) => {}
            _ => return,
        }
        let Some(event) = gilrs.next_event_blocking(Some(POLL)) else { continue };
        let raw = match event.event {
            EventType::ButtonPressed(_, code) => Raw::Pressed(code.into_u32()),
            EventType::ButtonReleased(_, code) => Raw::Released(code.into_u32()),
            EventType::Connected => Raw::Connected,
            EventType::Disconnected => Raw::Disconnected,
            // Axes (the X/Y pair only there to be seen), repeats and analogue values.
            _ => continue,
        };
        let name = gilrs.gamepad(event.id).name().to_owned();
        let at = Instant::now();
        if !out.send(at, Ok(RawEvent { t: since(at), pad: event.id.into(), name, raw })) {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gilrs_starts_with_no_gamepads_here() {
        // rust-stack.md §6: no /dev/input on the build machines, no virtual gamepad.
        match gamepads() {
            Ok(pads) => assert!(pads.is_empty(), "{pads:?}"),
            Err(e) => assert!(e.to_string().starts_with("cannot read gamepads"), "{e}"),
        }
    }

    #[test]
    fn the_thread_starts_and_stops() {
        let hid = Hid::start().unwrap();
        // Nothing connected: no event within a few polls (or gilrs's own error).
        match hid.events().recv_timeout(POLL * 3) {
            Err(_) | Ok(Err(_)) => {}
            Ok(Ok(e)) => panic!("an event from no device: {e:?}"),
        }
        drop(hid);
    }
    #[test]
    fn buttons_from_a_capability_bitmap() {
        // Buttons 1-16 (0x120-0x12f) and 17-64 (0x2c0-0x2ef) of a 64-hole board, and
        // two keyboard keys below 0x100 that are not buttons.
        let mut words = [0u64; 12];
        for code in (0x120..0x130).chain(0x2c0..0x2f0).chain([0x1e, 0x30]) {
            words[code / 64] |= 1 << (code % 64);
        }
        let text: Vec<String> = words.iter().rev().map(|w| format!("{w:x}")).collect();
        assert_eq!(count_buttons(&text.join(" ")), 64);
        assert_eq!(count_buttons(""), 0);
        assert_eq!(count_buttons("zz 12"), 0);
    }
}
