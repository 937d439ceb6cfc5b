//! `taktil replay`: session scripts through the core and the announcer, printed as a
//! transcript, JSON lines, PGN or both scoresheets, or spoken one message after the
//! other (the replaying itself is [`crate::replay`]).
//!
//! Each script is its own session: one that cannot be read or replayed is named on
//! standard error and the others go on; the status is then failure.

use std::{
    fs,
    io::{self, Write},
    path::Path,
    process::ExitCode,
};

use super::{Error, files, speech, status, tell};
use crate::{
    cli::{OutFormat, ReplayArgs},
    core::output::Output,
    export,
    item::{Item, form},
    l10n::Localizer,
    replay::{self, Format, Overrides, Replayed},
};

/// Replays every script of `args` and writes what the flags ask for to `out`.
///
/// # Errors
/// A flag that cannot be used, a scoresheet file that cannot be written, `out` that
/// cannot be written.
pub fn run(args: &ReplayArgs, out: &mut dyn Write) -> Result<ExitCode, Error> {
    let overrides = args.session.overrides()?;
    for (flag, given) in [("--braille", args.braille.is_some()), ("--spoken-sheet", args.spoken_sheet.is_some())] {
        if given && args.scripts.len() > 1 {
            return Err(Error::OneScript { flag, count: args.scripts.len() });
        }
    }
    let mut out = io::BufWriter::new(out);
    let mut failed = false;
    for path in &args.scripts {
        let name = path.display().to_string();
        let Some((session, l10n)) = replayed(path, &name, &overrides) else {
            failed = true;
            continue;
        };
        write_sheets(args, &session, &l10n)?;
        failed |= print(args, &name, &session, &l10n, &mut out)?;
    }
    out.flush().map_err(Error::Output)?;
    Ok(status(failed))
}

/// One script replayed with its announcer; none (and the reason told) when it cannot
/// be read or replayed.
fn replayed(path: &Path, name: &str, overrides: &Overrides) -> Option<(Replayed, Localizer)> {
    let replayed = files::read(path).and_then(|text| {
        let session = replay::run(&text, overrides)?;
        let l10n = replay::localizer(&session.header, overrides.long)?;
        Ok((session, l10n))
    });
    match replayed {
        Ok(pair) => Some(pair),
        Err(e @ Error::Read { .. }) => {
            tell(e);
            None
        }
        Err(e) => {
            tell(format_args!("{name}: {e}"));
            None
        }
    }
}

/// The blind player's scoresheet in braille and spoken, when the flags ask for them.
fn write_sheets(args: &ReplayArgs, session: &Replayed, l10n: &Localizer) -> Result<(), Error> {
    if let Some(brf) = &args.braille {
        let style = export::SheetStyle { letters: args.sheet_letters, code: args.braille_code };
        export::write_braille(brf, session, l10n, style)?;
        if !export::NATIONAL_BRAILLE {
            tell(format_args!("--braille {}: {}", brf.display(), export::NOT_BUILT_IN));
        }
    }
    if let Some(wav) = &args.spoken_sheet {
        let bytes =
            export::audio::spoken_sheet(session, l10n, &mut export::audio::Espeak).map_err(Error::SpokenSheet)?;
        fs::write(wav, bytes).map_err(|source| Error::Write { path: wav.clone(), source })?;
    }
    Ok(())
}

/// Writes one session as the flags ask; whether the announcer had problems (each told).
fn print(
    args: &ReplayArgs,
    name: &str,
    session: &Replayed,
    l10n: &Localizer,
    out: &mut impl Write,
) -> Result<bool, Error> {
    if args.pgn {
        write!(out, "{}", replay::pgn(session)).map_err(Error::Output)?;
    } else if args.scoresheets {
        write!(out, "{}", replay::scoresheets(name, session)).map_err(Error::Output)?;
    } else if args.speak {
        speak(args, name, session, l10n, out)?;
    } else {
        let format = match args.format {
            OutFormat::Text => Format::Text,
            OutFormat::Jsonl => Format::Jsonl,
        };
        let problems = replay::write(out, name, session, l10n, format).map_err(Error::Output)?;
        for p in &problems {
            tell(p);
        }
        return Ok(!problems.is_empty());
    }
    Ok(false)
}

/// The transcript, one message after the other, each spoken to the end, so the
/// session can be followed by ear.
fn speak(
    args: &ReplayArgs,
    name: &str,
    session: &Replayed,
    l10n: &Localizer,
    out: &mut impl Write,
) -> Result<(), Error> {
    let voice = speech::start(&args.speech, l10n)?;
    writeln!(out, "== {name} ==").map_err(Error::Output)?;
    for timed in &session.outputs {
        // Rendered once: the line printed and the words spoken.
        let item = Item::output(timed.clone(), l10n);
        let line = form::transcript_line(Some(item.t), item.kind(), &item.text);
        writeln!(out, "{line}").map_err(Error::Output)?;
        out.flush().map_err(Error::Output)?;
        voice.play(&item);
        if matches!(timed.output, Output::Say(_)) {
            voice.wait_idle(speech::SPEAK_TIMEOUT);
        }
        speech::tell_notices(&voice, l10n);
    }
    Ok(())
}
