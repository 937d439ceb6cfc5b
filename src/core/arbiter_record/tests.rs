//! Unit tests of the arbiter_record part.
