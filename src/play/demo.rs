//! The demo of `taktil play --demo`: a recorded session played into a live one at its
//! own pace, so a newcomer sees and hears a game without any hardware.
//!
//! A thread sends each event of the script into the session's channel when its time
//! comes (divided by `speed`), as if the boards and keys were real; the live loop
//! journals and announces them like any input. When the script ends the thread waits
//! `linger` (the last answer is still being spoken), ends the session if asked to, and
//! lets go of its sender.
//!
//! Speed shortens the pauses, never across the board's timings: a pause that was at
//! least the bounce time, the together time (4.4c) or the settle time (E2.3 c: the
//! move is made then) when recorded stays at least that long, with a margin, so that a
//! fast demo still makes each move on its own, a capture's lift is no bounce, and two
//! moves never run together.

use std::{
    thread,
    time::{Duration, Instant},
};

use crossbeam_channel::Sender;

use super::arrival::{Arrival, Arrived};
use crate::script::Script;

/// How a demo is played.
#[derive(Clone, Copy, Debug)]
pub struct Pace {
    /// How many times faster than recorded (1.0 is real time).
    pub speed: f64,
    /// The board's timings (bounce, together, settle): a pause that was at least one
    /// of them when recorded stays at least that long and `margin` more (never longer
    /// than recorded).
    pub timings: [Duration; 3],
    /// See `timings`.
    pub margin: Duration,
    /// How long to wait after the last event.
    pub linger: Duration,
}

/// When each event is sent, from the start: its time divided by the speed, but a pause
/// keeps to the side of each board timing it was recorded on.
fn schedule(times: &[u64], pace: Pace) -> Vec<Duration> {
    let speed = if pace.speed.is_finite() && pace.speed > 0.0 { pace.speed } else { 1.0 };
    let mut at = Duration::ZERO;
    let mut last = 0;
    times
        .iter()
        .map(|&t| {
            let gap = Duration::from_millis(t.saturating_sub(last));
            last = t;
            let floor = pace.timings.iter().filter(|t| gap >= **t).map(|t| (*t + pace.margin).min(gap)).max();
            at += gap.div_f64(speed).max(floor.unwrap_or_default());
            at
        })
        .collect()
}

/// Plays `script`'s events into `tx` at the pace asked, then waits `pace.linger`, and
/// with `ends_session` ends the session.
///
/// # Errors
/// When the system cannot start the thread.
pub fn feed(script: Script, pace: Pace, tx: Sender<Arrival>, ends_session: bool) -> std::io::Result<()> {
    let times: Vec<u64> = script.events.iter().map(|e| e.t.0).collect();
    let plan = schedule(&times, pace);
    let linger = pace.linger;
    thread::Builder::new().name("demo".into()).spawn(move || {
        let started = Instant::now();
        for (event, at) in script.events.into_iter().zip(plan) {
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

    fn pace(speed: f64) -> Pace {
        let timings = [60, 150, 500].map(Duration::from_millis);
        Pace { speed, timings, margin: Duration::from_millis(100), linger: Duration::ZERO }
    }

    #[test]
    fn speed_shortens_pauses_but_never_across_a_board_timing() {
        let ms = |v: &[u64]| v.iter().map(|m| Duration::from_millis(*m)).collect::<Vec<_>>();
        // A lift and a placement 400 ms apart, then 2 s with the move standing.
        // A lift, 400 ms later the captured peg off, then 2 s with the move standing, then
        // a lift 40 ms after (quicker than a bounce: it stays so).
        let times = [1000, 1400, 3400, 3440];
        assert_eq!(schedule(&times, pace(1.0)), ms(&[1000, 1400, 3400, 3440]));
        assert_eq!(schedule(&times, pace(2.0)), ms(&[600, 850, 1850, 1870]));
        // At 8x the 400 ms would be 50 ms, a bounce: it stays 250 ms (together time and
        // margin); the 2 s pause stays 600 ms (settle time and margin).
        assert_eq!(schedule(&times, pace(8.0)), ms(&[600, 850, 1450, 1455]));
        assert_eq!(schedule(&times, pace(f64::NAN)), schedule(&times, pace(1.0)));
    }

    #[test]
    fn events_come_in_order_and_the_sender_closes_at_the_end() {
        let script = crate::script::parse("@0 tactile L e2\n@40 tactile P e4\n@80 pad K time\n").unwrap();
        let (tx, rx) = crossbeam_channel::unbounded();
        feed(script, pace(4.0), tx, false).unwrap();
        let got: Vec<Arrival> = rx.iter().collect();
        assert_eq!(got.len(), 3);
        assert!(matches!(&got[2].what, Arrived::Input(crate::core::input::Input::Board { .. })));
        assert!(got.windows(2).all(|w| w[0].at <= w[1].at), "stamped in order");
    }

    #[test]
    fn a_demo_that_is_the_only_source_ends_the_session() {
        let script = crate::script::parse("@0 tactile L e2\n").unwrap();
        let (tx, rx) = crossbeam_channel::unbounded();
        feed(script, pace(1.0), tx, true).unwrap();
        let got: Vec<Arrived> = rx.iter().map(|a| a.what).collect();
        assert_eq!(got.last(), Some(&Arrived::Quit));
    }
}
