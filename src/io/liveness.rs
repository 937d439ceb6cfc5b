//! Whether a serial board is there: the link logic both board protocols share, as a
//! state machine with time as an input (pure: no port, no clock, no thread).
//!
//! A DGT board and a TBP/1 board are each greeted at the start and probed when quiet
//! ([`crate::io::dgt::session`], [`crate::io::tbp_serial::session`]); what is sent to
//! greet and to probe, and what counts as an answer, is the protocol's, and stays in
//! its own machine. The rules of the link are the same for both, and are here:
//!
//! - **Start**: the protocol sends its greeting when the link is made, and the link
//!   asks for it again every [`Timing::retry_ms`] ([`LinkStep::Greet`]) until the device
//!   answers ([`Link::answered`]); after [`Timing::tries`] greetings in all without an
//!   answer it gives up with [`Failure::NoAnswer`].
//! - **Keep-alive**: once the device has answered, a sign of life ([`Link::heard`])
//!   puts the check off; after [`Timing::keepalive_ms`] without one (0: never), the
//!   link probes the device ([`LinkStep::Probe`]), again every [`Timing::retry_ms`], up
//!   to [`Timing::probes`] probes; the next step is to give up with
//!   [`Failure::Silent`].
//! - **Failed** is final: the link does nothing more.
//!
//! The protocol machine calls [`Link::handle_timeout`] at the time
//! [`Link::poll_timeout`] names and carries out the [`LinkStep`] it returns.

// A pure machine (issue 27): time and events in, decisions out; the purity lints of
// src/core apply (their lists are in clippy.toml; Cargo.toml allows them for the shell).
#![deny(clippy::disallowed_methods, clippy::disallowed_types, clippy::disallowed_macros)]

use crate::core::time::Timestamp;

/// The link's timing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Timing {
    /// Time to wait for an answer before asking again.
    pub retry_ms: u64,
    /// How many greetings in all before giving up on the start.
    pub tries: u32,
    /// How many probes of a quiet device before giving up on it.
    pub probes: u32,
    /// Quiet time after which the device is probed; 0 never probes.
    pub keepalive_ms: u64,
}

/// Why a link gave up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Failure {
    /// The device never answered the greeting.
    NoAnswer,
    /// The device answered, then stopped answering.
    Silent,
}

/// What the protocol must do now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LinkStep {
    /// Send the greeting again: no answer yet.
    Greet,
    /// Probe the quiet device: the `n`-th probe since it fell quiet, from 1.
    Probe(u32),
    /// Give up: the link is over.
    Fail(Failure),
}

/// Where the link stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    /// Greeted `tries` times, the next greeting at `next`.
    Starting { tries: u32, next: Timestamp },
    /// The device answered; probe it at `check` if nothing comes before.
    Up { check: Timestamp },
    /// A quiet device was probed `probes` times, the next step at `next`.
    Probing { probes: u32, next: Timestamp },
    /// Given up.
    Failed,
}

/// The link to one board. See the module docs for the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Link {
    timing: Timing,
    state: State,
}

impl Link {
    /// A link whose first greeting the protocol sends at `now`.
    pub fn new(timing: Timing, now: Timestamp) -> Link {
        Link { timing, state: State::Starting { tries: 1, next: now.plus(timing.retry_ms) } }
    }

    /// Whether the device has answered the greeting, and the link has not failed.
    pub fn is_up(&self) -> bool {
        matches!(self.state, State::Up { .. } | State::Probing { .. })
    }

    /// Whether the link has given up.
    pub fn is_failed(&self) -> bool {
        self.state == State::Failed
    }

    /// The device answered at `now`: the link is up (a probe is over, the check put
    /// off). True when this answer ends the start.
    pub fn answered(&mut self, now: Timestamp) -> bool {
        match self.state {
            // Given up: an answer comes too late.
            State::Failed => false,
            // The first answer: the start is over.
            State::Starting { .. } => {
                self.up(now);
                true
            }
            // An answer while up: the device is still there.
            State::Up { .. } | State::Probing { .. } => {
                self.up(now);
                false
            }
        }
    }

    /// A sign of life at `now` that is no answer to the greeting: once the link is up,
    /// it puts the check off (and ends a probe); before, it changes nothing.
    pub fn heard(&mut self, now: Timestamp) {
        if self.is_up() {
            self.up(now);
        }
    }

    /// Call at (or after) the time [`Link::poll_timeout`] returned: what to do, if
    /// anything is due.
    pub fn handle_timeout(&mut self, now: Timestamp) -> Option<LinkStep> {
        let Timing { retry_ms, tries, probes, keepalive_ms } = self.timing;
        let step = match self.state {
            // No answer yet: greet again, or give up.
            State::Starting { tries: sent, next } if next <= now => {
                if sent < tries {
                    self.state = State::Starting { tries: sent + 1, next: now.plus(retry_ms) };
                    LinkStep::Greet
                } else {
                    LinkStep::Fail(Failure::NoAnswer)
                }
            }
            // Quiet for a while: is the device still there?
            State::Up { check } if keepalive_ms > 0 && check <= now => {
                self.state = State::Probing { probes: 1, next: now.plus(retry_ms) };
                LinkStep::Probe(1)
            }
            // Still quiet: probe again, or give up.
            State::Probing { probes: sent, next } if next <= now => {
                if sent < probes {
                    self.state = State::Probing { probes: sent + 1, next: now.plus(retry_ms) };
                    LinkStep::Probe(sent + 1)
                } else {
                    LinkStep::Fail(Failure::Silent)
                }
            }
            // Not due yet, or given up.
            State::Starting { .. } | State::Up { .. } | State::Probing { .. } | State::Failed => return None,
        };
        if let LinkStep::Fail(_) = step {
            self.state = State::Failed;
        }
        Some(step)
    }

    /// When the link next needs [`Link::handle_timeout`]; `None` when never (up
    /// without keep-alive, or failed).
    pub fn poll_timeout(&self) -> Option<Timestamp> {
        match self.state {
            State::Starting { next, .. } | State::Probing { next, .. } => Some(next),
            State::Up { check } if self.timing.keepalive_ms > 0 => Some(check),
            State::Up { .. } | State::Failed => None,
        }
    }

    fn up(&mut self, now: Timestamp) {
        self.state = State::Up { check: now.plus(self.timing.keepalive_ms) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TIMING: Timing = Timing { retry_ms: 100, tries: 3, probes: 2, keepalive_ms: 1000 };

    fn t(ms: u64) -> Timestamp {
        Timestamp(ms)
    }

    /// The steps at each time, in order.
    fn steps(link: &mut Link, times: &[u64]) -> Vec<Option<LinkStep>> {
        times.iter().map(|ms| link.handle_timeout(t(*ms))).collect()
    }

    #[test]
    fn the_greeting_is_repeated_then_given_up() {
        let mut link = Link::new(TIMING, t(0));
        assert_eq!(link.poll_timeout(), Some(t(100)));
        assert_eq!(steps(&mut link, &[99, 100, 150, 200]), [None, Some(LinkStep::Greet), None, Some(LinkStep::Greet)]);
        assert_eq!(link.poll_timeout(), Some(t(300)));
        assert_eq!(link.handle_timeout(t(300)), Some(LinkStep::Fail(Failure::NoAnswer)));
        assert!(link.is_failed() && !link.is_up());
        assert_eq!(link.poll_timeout(), None);
        // Failed is final.
        assert!(!link.answered(t(400)));
        assert_eq!(steps(&mut link, &[500, 10_000]), [None, None]);
    }

    #[test]
    fn a_late_timeout_counts_from_when_it_is_handled() {
        let mut link = Link::new(TIMING, t(0));
        assert_eq!(link.handle_timeout(t(250)), Some(LinkStep::Greet));
        assert_eq!(link.poll_timeout(), Some(t(350)));
    }

    #[test]
    fn the_first_answer_ends_the_start() {
        let mut link = Link::new(TIMING, t(0));
        // Signs of life before the answer change nothing.
        link.heard(t(5));
        assert!(!link.is_up());
        assert_eq!(link.poll_timeout(), Some(t(100)));
        assert!(link.answered(t(50)));
        assert!(link.is_up());
        assert_eq!(link.poll_timeout(), Some(t(1050)));
        assert!(!link.answered(t(60)));
        assert_eq!(link.poll_timeout(), Some(t(1060)));
    }

    #[test]
    fn a_quiet_device_is_probed_then_given_up() {
        let mut link = Link::new(TIMING, t(0));
        link.answered(t(0));
        assert_eq!(
            steps(&mut link, &[999, 1000, 1099, 1100]),
            [None, Some(LinkStep::Probe(1)), None, Some(LinkStep::Probe(2))]
        );
        assert!(link.is_up());
        assert_eq!(link.handle_timeout(t(1200)), Some(LinkStep::Fail(Failure::Silent)));
        assert!(link.is_failed());
    }

    #[test]
    fn a_sign_of_life_ends_the_probe() {
        let mut link = Link::new(TIMING, t(0));
        link.answered(t(0));
        assert_eq!(link.handle_timeout(t(1000)), Some(LinkStep::Probe(1)));
        link.heard(t(1030));
        assert_eq!(link.poll_timeout(), Some(t(2030)));
        // The count starts again at the next quiet spell.
        assert_eq!(
            steps(&mut link, &[2030, 2130, 2230]),
            [Some(LinkStep::Probe(1)), Some(LinkStep::Probe(2)), Some(LinkStep::Fail(Failure::Silent))]
        );
        assert!(link.is_failed());
    }

    #[test]
    fn keepalive_zero_never_probes() {
        let mut link = Link::new(Timing { keepalive_ms: 0, ..TIMING }, t(0));
        link.answered(t(10));
        assert_eq!(link.poll_timeout(), None);
        assert_eq!(link.handle_timeout(t(1_000_000)), None);
        assert!(link.is_up());
    }
}
