//! The BrlAPI connection's stand-in when taktil is built without the `brlapi` feature
//! (no libbrlapi headers or library): a [`Connection`] that can never be opened, so
//! the adapter needs no `cfg` beyond its `start`, which says the display support was
//! not built.

use std::{convert::Infallible, time::Duration};

use super::BrailleError;

/// A BrlAPI connection in a build without the `brlapi` feature: there is never one.
pub struct Connection {
    never: Infallible,
}

impl Connection {
    /// Fails: this taktil has no BrlAPI.
    ///
    /// # Errors
    /// Always [`BrailleError::NotBuilt`].
    pub fn open(_host: Option<&str>) -> Result<Connection, BrailleError> {
        Err(BrailleError::NotBuilt)
    }

    /// As the real connection's `cells`.
    pub fn cells(&mut self) -> Result<usize, BrailleError> {
        match self.never {}
    }

    /// As the real connection's `write`.
    pub fn write(&mut self, _text: &str) -> Result<(), BrailleError> {
        match self.never {}
    }

    /// As the real connection's `read_key`.
    pub fn read_key(&mut self, _timeout: Duration) -> Result<Option<u64>, BrailleError> {
        match self.never {}
    }
}
