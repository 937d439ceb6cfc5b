//! Time as an input: milliseconds since the session started.
//!
//! The core never reads a clock (house style, quinn-proto's "time is an input"). Every
//! input comes with a [`Timestamp`], and the core asks for a wake-up with
//! [`crate::core::Companion::poll_timeout`].

use std::fmt;

/// Milliseconds since the start of the session.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Timestamp(pub u64);

impl Timestamp {
    /// The timestamp `ms` milliseconds later, saturating.
    pub const fn plus(self, ms: u64) -> Timestamp {
        Timestamp(self.0.saturating_add(ms))
    }

    /// Milliseconds from `earlier` to `self`, zero if `earlier` is later.
    pub const fn since(self, earlier: Timestamp) -> u64 {
        self.0.saturating_sub(earlier.0)
    }
}

impl fmt::Display for Timestamp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "@{}", self.0)
    }
}
