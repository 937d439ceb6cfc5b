//! The demo of `taktil play --demo`: a recorded session played into a live one at its
//! own pace, so a newcomer sees and hears a game without any hardware.
//!
//! A thread sends each event of the script into the session's channel when its time
//! comes (divided by `speed`), as if the boards and keys were real; the live loop
//! journals and announces them like any input. When the script ends the thread waits
//! `linger` (the last answer is still being spoken), ends the session if asked to, and
//! lets go of its sender.

use std::{
    thread,
    time::{Duration, Instant},
};

use crossbeam_channel::Sender;

use super::arrival::{Arrival, Arrived};
use crate::script::Script;

/// Plays `script`'s events into `tx` at their times divided by `speed` (1.0 is real
/// time), then waits `linger`, and with `ends_session` ends the session.
///
/// # Errors
/// When the system cannot start the thread.
pub fn feed(
    script: Script,
    speed: f64,
    linger: Duration,
    tx: Sender<Arrival>,
    ends_session: bool,
) -> std::io::Result<()> {
    let speed = if speed.is_finite() && speed > 0.0 { speed } else { 1.0 };
    thread::Builder::new().name("demo".into()).spawn(move || {
        let started = Instant::now();
        for event in script.events {
            // Script times are whole ms; the division keeps sub-ms precision.
            #[allow(clippy::cast_precision_loss)]
            let at = Duration::from_secs_f64(event.t.0 as f64 / 1000.0 / speed);
            thread::sleep(at.saturating_sub(started.elapsed()));
            if tx.send(Arrival::now(Arrived::Input(event.input))).is_err() {
                return;
            }
        }
        thread::sleep(linger);
        if ends_session {
            let _ = tx.send(Arrival::now(Arrived::Quit));
        }
    })?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn events_come_in_order_and_the_sender_closes_at_the_end() {
        let script = crate::script::parse("@0 tactile L e2\n@40 tactile P e4\n@80 pad K time\n").unwrap();
        let (tx, rx) = crossbeam_channel::unbounded();
        feed(script, 4.0, Duration::ZERO, tx, false).unwrap();
        let got: Vec<Arrival> = rx.iter().collect();
        assert_eq!(got.len(), 3);
        assert!(matches!(&got[2].what, Arrived::Input(crate::core::input::Input::Board { .. })));
        assert!(got.windows(2).all(|w| w[0].at <= w[1].at), "stamped in order");
    }

    #[test]
    fn a_demo_that_is_the_only_source_ends_the_session() {
        let script = crate::script::parse("@0 tactile L e2\n").unwrap();
        let (tx, rx) = crossbeam_channel::unbounded();
        feed(script, 1.0, Duration::ZERO, tx, true).unwrap();
        let got: Vec<Arrived> = rx.iter().map(|a| a.what).collect();
        assert_eq!(got.last(), Some(&Arrived::Quit));
    }
}
