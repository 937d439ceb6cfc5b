//! `taktil replay`: session scripts through the core and the announcer, printed as a
//! transcript, JSON lines, PGN or both scoresheets, or spoken one message after the
//! other (the replaying itself is [`crate::replay`]).
//!
//! Each script is its own session: one that cannot be read or replayed is named on
//! standard error and the others go on; the status is then failure.
//!
//! Sessions share nothing, so several scripts are replayed side by side, one thread per
//! core (issue 34: the arbiter who replays a round, the broadcast that republishes
//! every game); what each prints is collected and written in the order of the command
//! line, so the output is the same as one after the other.

use std::{
    collections::BTreeMap,
    fs,
    io::{self, Write},
    num::NonZero,
    path::Path,
    process::ExitCode,
    sync::{
        atomic::{AtomicBool, AtomicUsize, Ordering},
        mpsc,
    },
    thread,
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
    let failed =
        if args.speak { spoken(args, &overrides, &mut out)? } else { side_by_side(args, &overrides, &mut out)? };
    out.flush().map_err(Error::Output)?;
    Ok(status(failed))
}

/// At most this many threads replay side by side: more gain nothing on the machines
/// taktil runs on and only cost memory.
const MOST_THREADS: usize = 8;

/// What one script gave: its printed output, the notes for standard error, and
/// whether it failed.
struct Done {
    out: Vec<u8>,
    told: Vec<String>,
    failed: bool,
}

/// Replays the scripts side by side, one thread per core (this one among them), and
/// writes each one's output to `out` in the order of the command line; whether one
/// failed.
fn side_by_side(args: &ReplayArgs, overrides: &Overrides, out: &mut impl Write) -> Result<bool, Error> {
    let cores = thread::available_parallelism().map_or(1, NonZero::get);
    let helpers = cores.min(args.scripts.len()).min(MOST_THREADS).saturating_sub(1);
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let take = || {
        let index = next.fetch_add(1, Ordering::Relaxed);
        args.scripts.get(index).filter(|_| !stop.load(Ordering::Relaxed)).map(|path| (index, path))
    };
    let (tx, rx) = mpsc::channel();
    thread::scope(|scope| {
        for _ in 0..helpers {
            let tx = tx.clone();
            scope.spawn(move || {
                while let Some((index, path)) = take() {
                    if tx.send((index, one(args, path, overrides))).is_err() {
                        break;
                    }
                }
            });
        }
        drop(tx);
        // This thread replays too, and writes whatever is next in order between its
        // own scripts.
        let mut order = InOrder::default();
        let written = (|| {
            while let Some((index, path)) = take() {
                order.add(index, one(args, path, overrides), out)?;
                while let Ok((index, done)) = rx.try_recv() {
                    order.add(index, done, out)?;
                }
            }
            for (index, done) in rx.iter() {
                order.add(index, done, out)?;
            }
            Ok(order.failed)
        })();
        if written.is_err() {
            stop.store(true, Ordering::Relaxed);
        }
        written
    })
}

/// The scripts' outputs, written in the order of the command line as they come.
#[derive(Default)]
struct InOrder {
    waiting: BTreeMap<usize, Result<Done, Error>>,
    written: usize,
    failed: bool,
}

impl InOrder {
    /// Takes script `index`'s result and writes every one now next in order.
    fn add(&mut self, index: usize, result: Result<Done, Error>, out: &mut impl Write) -> Result<(), Error> {
        self.waiting.insert(index, result);
        while let Some(result) = self.waiting.remove(&self.written) {
            self.written += 1;
            let done = result?;
            out.write_all(&done.out).map_err(Error::Output)?;
            for note in &done.told {
                tell(note);
            }
            self.failed |= done.failed;
        }
        Ok(())
    }
}

/// One script replayed and printed as the flags ask (all but `--speak`).
fn one(args: &ReplayArgs, path: &Path, overrides: &Overrides) -> Result<Done, Error> {
    let name = path.display().to_string();
    let mut done = Done { out: Vec::new(), told: Vec::new(), failed: false };
    match replayed(path, &name, overrides) {
        Ok((session, l10n)) => {
            write_sheets(args, &session, &l10n, &mut done.told)?;
            done.failed = print(args, &name, &session, &l10n, &mut done)?;
        }
        Err(note) => {
            done.told.push(note);
            done.failed = true;
        }
    }
    Ok(done)
}

/// `--speak`: one script after the other, each message printed and spoken in turn.
fn spoken(args: &ReplayArgs, overrides: &Overrides, out: &mut impl Write) -> Result<bool, Error> {
    let mut failed = false;
    for path in &args.scripts {
        let name = path.display().to_string();
        let (session, l10n) = match replayed(path, &name, overrides) {
            Ok(pair) => pair,
            Err(note) => {
                tell(note);
                failed = true;
                continue;
            }
        };
        let mut told = Vec::new();
        write_sheets(args, &session, &l10n, &mut told)?;
        told.iter().for_each(tell);
        speak(args, &name, &session, &l10n, out)?;
    }
    Ok(failed)
}

/// One script replayed with its announcer, or what to tell when it cannot be read or
/// replayed.
fn replayed(path: &Path, name: &str, overrides: &Overrides) -> Result<(Replayed, Localizer), String> {
    let replayed = files::read(path).and_then(|text| {
        let session = replay::run(&text, overrides)?;
        let l10n = replay::localizer(&session.header, overrides.long)?;
        Ok((session, l10n))
    });
    replayed.map_err(|e| match e {
        Error::Read { .. } => e.to_string(),
        e => format!("{name}: {e}"),
    })
}

/// The blind player's scoresheet in braille and spoken, when the flags ask for them.
fn write_sheets(args: &ReplayArgs, session: &Replayed, l10n: &Localizer, told: &mut Vec<String>) -> Result<(), Error> {
    if let Some(brf) = &args.braille {
        let style = export::SheetStyle { letters: args.sheet_letters, code: args.braille_code };
        export::write_braille(brf, session, l10n, style)?;
        if !export::NATIONAL_BRAILLE {
            told.push(format!("--braille {}: {}", brf.display(), export::NOT_BUILT_IN));
        }
    }
    if let Some(wav) = &args.spoken_sheet {
        let bytes =
            export::audio::spoken_sheet(session, l10n, &mut export::audio::Espeak).map_err(Error::SpokenSheet)?;
        fs::write(wav, bytes).map_err(|source| Error::Write { path: wav.clone(), source })?;
    }
    Ok(())
}

/// Writes one session as the flags ask (all but `--speak`); whether the announcer had
/// problems (each told).
fn print(args: &ReplayArgs, name: &str, session: &Replayed, l10n: &Localizer, done: &mut Done) -> Result<bool, Error> {
    let out = &mut done.out;
    if args.pgn {
        write!(out, "{}", replay::pgn(session)).map_err(Error::Output)?;
    } else if args.scoresheets {
        write!(out, "{}", replay::scoresheets(name, session)).map_err(Error::Output)?;
    } else {
        let format = match args.format {
            OutFormat::Text => Format::Text,
            OutFormat::Jsonl => Format::Jsonl,
        };
        let problems = replay::write(out, name, session, l10n, format).map_err(Error::Output)?;
        done.told.extend(problems.iter().map(ToString::to_string));
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
