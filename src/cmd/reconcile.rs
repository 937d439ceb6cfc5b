//! `taktil reconcile`: the E2.7/E2.8 ruling on boards that differ, from both
//! scoresheets and what the boards show, for the arbiter (the evidence and the words
//! are [`crate::evidence`], the ruling [`crate::core::ruling`]).

use std::{io::Write, path::Path, process::ExitCode};

use shakmaty::Color;

use super::{Error, files, status, tell};
use crate::{
    cli::{ReconcileArgs, RulingFormat},
    core,
    evidence::{self, Named},
    replay, script,
};

/// A file given to a flag: its name as given and its text.
struct Given {
    name: String,
    text: String,
}

impl Given {
    /// Reads the file.
    fn read(path: &Path) -> Result<Given, Error> {
        Ok(Given { name: path.display().to_string(), text: files::read(path)? })
    }

    /// The file for the evidence.
    fn named(&self) -> Named<'_> {
        Named { name: &self.name, text: &self.text }
    }
}

/// Writes the ruling to `out`, in words or as JSON; failure when a message did not
/// render (each one told).
///
/// # Errors
/// A file that cannot be read, a sheet, board or setting that cannot be used; `out`
/// that cannot be written.
pub fn run(args: &ReconcileArgs, out: &mut dyn Write) -> Result<ExitCode, Error> {
    let blind_sheet = args.blind_sheet.as_deref().map(Given::read).transpose()?;
    let sighted_sheet = Given::read(&args.sighted_sheet)?;
    let session = args.session.as_deref().map(Given::read).transpose()?;
    let request = evidence::Request {
        blind_sheet: blind_sheet.as_ref().map(Given::named),
        sighted_sheet: sighted_sheet.named(),
        blind_board: args.blind_board.as_deref(),
        sighted_board: args.sighted_board.as_deref(),
        fen: args.fen.as_deref(),
        blind: args.blind.map(Color::from),
        session: session.as_ref().map(Given::named),
    };
    let evidence = evidence::evidence(&request)?;
    // The session's locale and vocabulary, unless the flags say otherwise.
    let session_header = session.and_then(|s| script::parse(&s.text).ok()).map(|s| s.header);
    // The articles cited (E2.7/E2.8, 2023 D.2.9): the flag's edition, else the
    // session's, else 2023, the default (issue 28).
    let edition = args.edition.or(session_header.as_ref().and_then(|h| h.edition)).unwrap_or_default();
    let header = args.voice.header().over(&session_header.unwrap_or_default());
    let l10n = replay::localizer(&header, args.voice.long)?;
    let ruling = core::ruling::reconcile(&evidence);
    let text = match args.format {
        RulingFormat::Text => evidence::text(&ruling, edition, &l10n),
        RulingFormat::Json => format!("{:#}\n", evidence::json(&ruling, &evidence, edition, &l10n)),
    };
    let problems = l10n.take_errors();
    out.write_all(text.as_bytes()).map_err(Error::Output)?;
    out.flush().map_err(Error::Output)?;
    for p in &problems {
        tell(format_args!("announcer: {p}"));
    }
    Ok(status(!problems.is_empty()))
}
