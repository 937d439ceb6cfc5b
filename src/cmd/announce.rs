//! `taktil announce`: a PGN game or a few moves in words, printed and spoken, to hear
//! a language and vocabulary (the words themselves are [`crate::announce`]). Each
//! line's move is written in the locale's piece letters, as its players write it.

use std::{io::Write, process::ExitCode};

use super::{Error, files, speech};
use crate::{
    announce::{self, Source},
    cli::AnnounceArgs,
    core::{
        msg::Msg,
        output::{Output, Timed},
        settings::Start,
        time::Timestamp,
    },
    item::Item,
    replay,
};

/// Prints each move of `args` to `out` as `1. e4   <words>   [lang] <words>`, and
/// speaks it unless `--silent`.
///
/// # Errors
/// A setting, file, game or move that cannot be used; `out` that cannot be written.
pub fn run(args: &AnnounceArgs, out: &mut dyn Write) -> Result<ExitCode, Error> {
    let l10n = replay::localizer(&args.voice.header(), args.voice.long)?;
    let announced = announce::announce(&source(args)?, &l10n).map_err(|source| match &args.pgn {
        Some(path) => Error::AnnouncePgn { path: path.clone(), source },
        None => Error::Announce(source),
    })?;
    let voice = if args.silent { None } else { Some(speech::start(&args.speech, &l10n)?) };
    for a in &announced {
        let tagged: Vec<String> = a.words.parts.iter().map(|p| format!("[{}] {}", p.lang, p.text)).collect();
        writeln!(out, "{:<14} {:<40} {}", a.label, a.words.text(), tagged.join(" ")).map_err(Error::Output)?;
        out.flush().map_err(Error::Output)?;
        if let Some(voice) = &voice {
            // The words printed are the words spoken: rendered once, by the announcer.
            let said = Timed { t: Timestamp(0), output: Output::Say(Msg::Move(a.spoken)) };
            voice.play(&Item::rendered(said, Some(a.words.clone()), &l10n));
            voice.wait_idle(speech::SPEAK_TIMEOUT);
            speech::tell_notices(voice, &l10n);
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The moves to announce: a game of the PGN file, or the moves given from the start
/// position given.
fn source(args: &AnnounceArgs) -> Result<Source, Error> {
    if let Some(path) = &args.pgn {
        return Ok(Source::Pgn { text: files::read(path)?, game: args.game });
    }
    if args.moves.is_empty() {
        return Err(Error::NothingToAnnounce);
    }
    let start = match &args.fen {
        Some(fen) => Start::from_fen(fen, args.chess960)?,
        None => Start::default(),
    };
    Ok(Source::Moves { start, sans: args.moves.clone() })
}
