//! Unit tests of the track part.
