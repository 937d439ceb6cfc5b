//! The speech adapter's stand-in when taktil is built without the `speech` feature (no
//! `tts` crate, so no libspeechd or clang headers): a [`Speaker`] with the adapter's
//! API that can never be started. [`Speaker::start`] fails with
//! [`SpeechError::NotBuilt`], so the callers say "speech unavailable" and go on with
//! text and earcons, as they do on a machine without Speech Dispatcher; the rest of
//! the code needs no `cfg`.

use std::{convert::Infallible, time::Duration};

use crossbeam_channel::Receiver;

use crate::{
    io::speech::{Priority, SpeechConfig, SpeechError, SpeechEvent, UtteranceId},
    l10n::Utterance,
};

/// Speech in a build without the `speech` feature: there is never one, so its methods
/// cannot be called.
#[derive(Debug)]
pub struct Speaker {
    never: Infallible,
}

impl Speaker {
    /// Fails: this taktil cannot speak.
    ///
    /// # Errors
    ///
    /// Always [`SpeechError::NotBuilt`].
    pub fn start(_config: &SpeechConfig) -> Result<Speaker, SpeechError> {
        Err(SpeechError::NotBuilt)
    }

    /// As the adapter's `say`; never called, since there is no speaker.
    pub fn say(&self, _utterance: &Utterance, _priority: Priority) -> UtteranceId {
        match self.never {}
    }

    /// As the adapter's `events`.
    pub fn events(&self) -> Receiver<SpeechEvent> {
        match self.never {}
    }

    /// As the adapter's `wait_idle`.
    pub fn wait_idle(&self, _timeout: Duration) -> bool {
        match self.never {}
    }

    /// As the adapter's `wait_voices`.
    pub fn wait_voices(&self, _timeout: Duration) -> bool {
        match self.never {}
    }

    /// As the adapter's `is_lost`.
    pub fn is_lost(&self) -> bool {
        match self.never {}
    }
}
