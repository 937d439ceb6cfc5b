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

/// The earlier of two instants that may be unset (the next of several deadlines).
#[inline]
pub fn earlier(a: Option<Timestamp>, b: Option<Timestamp>) -> Option<Timestamp> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, None) => a,
        (None, b) => b,
    }
}

impl fmt::Display for Timestamp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "@{}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_earlier_of_two_deadlines_ignores_an_unset_one() {
        assert_eq!(earlier(Some(Timestamp(5)), Some(Timestamp(3))), Some(Timestamp(3)));
        assert_eq!(earlier(None, Some(Timestamp(3))), Some(Timestamp(3)));
        assert_eq!(earlier(Some(Timestamp(5)), None), Some(Timestamp(5)));
        assert_eq!(earlier(None, None), None);
    }
}
