//! Speech and sound for the commands that speak (`play`, `replay --speak`, `announce`,
//! `calibrate`, `keys --speak`): the voice started from the speech flags, and what the
//! player will hear, and why not more, told in words.

use std::time::Duration;

use super::{Error, tell};
use crate::{
    cli::SpeechArgs,
    io::speech::{EventSink, SpeechConfig},
    l10n::Localizer,
    notice::{Notice, problem::Problem},
    voice::Voice,
};

/// The longest wait for one message to be spoken in `--speak` and `announce`.
pub const SPEAK_TIMEOUT: Duration = Duration::from_secs(15);

/// Starts speech and sound, telling plainly on standard error what the player will
/// hear ("No speech: you will hear only sounds. Words are shown as text.") and why not
/// more.
///
/// # Errors
/// A `--voice` flag that is not `LANG=VOICE`.
pub fn start(args: &SpeechArgs, l10n: &Localizer) -> Result<Voice, Error> {
    let (voice, told) = start_telling(args, l10n, None)?;
    if let Some(notice) = told.hearing {
        tell(l10n.render_notice(&notice).text());
    }
    for problem in told.problems {
        tell(l10n.render_problem(&problem));
    }
    Ok(voice)
}

/// What starting speech and sound has to tell.
#[derive(Debug, Default)]
pub struct StartNotes {
    /// What the player will hear, when it is less than he asked for
    /// ([`Notice::Hearing`]).
    pub hearing: Option<Notice>,
    /// Why speech or sound is missing, for the assistant.
    pub problems: Vec<Problem>,
}

/// Starts speech and sound; what the player will hear and why not more, to be told.
/// With `events`, what happens to speech goes there (`taktil play`'s channel) instead
/// of [`Voice::notices`].
///
/// # Errors
/// A `--voice` flag that is not `LANG=VOICE`.
pub fn start_telling(
    args: &SpeechArgs,
    l10n: &Localizer,
    events: Option<EventSink>,
) -> Result<(Voice, StartNotes), Error> {
    let config = SpeechConfig { events, ..args.config(l10n.locale())? };
    let (voice, started) = Voice::start(&config, !args.no_sounds, args.one_voice);
    let problems = [
        started.sound.map(|reason| Problem::SoundMissing { reason }),
        started.speech.map(|reason| Problem::SpeechMissing { reason }),
    ];
    let told = StartNotes {
        hearing: started.hearing.map(Notice::Hearing),
        problems: problems.into_iter().flatten().collect(),
    };
    Ok((voice, told))
}

/// Shows the assistant what happened to speech (lost, a voice missing).
pub fn tell_notices(voice: &Voice, l10n: &Localizer) {
    for msg in voice.notices() {
        tell(l10n.render_notice(&msg).text());
    }
}
