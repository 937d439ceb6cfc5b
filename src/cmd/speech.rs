//! Speech and sound for the commands that speak (`play`, `replay --speak`, `announce`,
//! `calibrate`, `keys --speak`): the voice started from the speech flags, and what it
//! lacks told to the assistant in words.

use std::time::Duration;

use super::{Error, tell};
use crate::{
    cli::SpeechArgs,
    io::speech::{EventSink, SpeechConfig},
    l10n::Localizer,
    notice::problem::Problem,
    voice::Voice,
};

/// The longest wait for one message to be spoken in `--speak` and `announce`.
pub const SPEAK_TIMEOUT: Duration = Duration::from_secs(15);

/// Starts speech and sound, telling the assistant plainly what is missing.
///
/// # Errors
/// A `--voice` flag that is not `LANG=VOICE`.
pub fn start(args: &SpeechArgs, l10n: &Localizer) -> Result<Voice, Error> {
    let (voice, missing) = start_telling(args, l10n, None)?;
    for m in missing {
        tell(l10n.render_problem(&m));
    }
    Ok(voice)
}

/// Starts speech and sound; what is missing, in words for the assistant. With
/// `events`, what happens to speech goes there (`taktil play`'s channel) instead of
/// [`Voice::notices`].
///
/// # Errors
/// A `--voice` flag that is not `LANG=VOICE`.
pub fn start_telling(
    args: &SpeechArgs,
    l10n: &Localizer,
    events: Option<EventSink>,
) -> Result<(Voice, Vec<Problem>), Error> {
    let config = SpeechConfig { events, ..args.config(l10n.locale())? };
    let (voice, missing) = Voice::start(&config, !args.no_sounds, args.one_voice);
    let told = missing.into_iter().map(|m| Problem::Missing { notice: m.notice, reason: m.reason }).collect();
    Ok((voice, told))
}

/// Shows the assistant what happened to speech (lost, a voice missing).
pub fn tell_notices(voice: &Voice, l10n: &Localizer) {
    for msg in voice.notices() {
        tell(l10n.render_notice(&msg).text());
    }
}
