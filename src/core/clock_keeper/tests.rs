//! Unit tests of the clock_keeper part.
