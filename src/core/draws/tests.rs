//! Unit tests of the draws part.
