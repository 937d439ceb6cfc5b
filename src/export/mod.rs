//! The blind player's own scoresheet in the forms FIDE Appendix E2.5 allows him:
//! in braille ([`braille`]: a BRF file and Unicode braille) and spoken ([`audio`]: one
//! WAV file read by espeak-ng). Both hold the game's moves as made, in algebraic
//! notation with the locale's piece letters, or in the announcer's words.

pub mod audio;
pub mod braille;
#[cfg(feature = "louis")]
pub mod louis;

use std::{
    fs, io,
    path::{Path, PathBuf},
};

use shakmaty::{Color, KnownOutcome, Position};

use crate::{l10n::Localizer, replay::Replayed};

pub use braille::BrailleCode;

/// Whether the scoresheet is in the locale's national braille (the `louis` feature).
pub const NATIONAL_BRAILLE: bool = cfg!(feature = "louis");

/// What the commands say after writing a braille scoresheet in a build without
/// liblouis, so that the player knows why it is not in his country's braille.
pub const NOT_BUILT_IN: &str = "national braille (liblouis) was not built into this taktil: the scoresheet is in North American computer braille with an English capital sign, whatever the locale (build with the default feature `louis`)";

/// Why a scoresheet file was not written. The words are the user's: `taktil` prints
/// them after its name.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    /// `--braille` names a `.txt` file, where the Unicode braille would go.
    #[error(
        "--braille {}: the BRF file needs another extension than .txt (the Unicode braille goes to FILE.txt)",
        brf.display()
    )]
    BrfIsTxt {
        /// The file given.
        brf: PathBuf,
    },
    /// A move of the scoresheet has no braille transcription.
    #[error("--braille: {0}")]
    Braille(#[from] braille::TranscribeError),
    /// liblouis gave no braille for a line of the scoresheet.
    #[cfg(feature = "louis")]
    #[error("--braille: {0}")]
    Louis(#[from] louis::LouisError),
    /// A table meant for the BRF file gave a cell of eight dots.
    #[error("--braille: the table {table}: {source}")]
    EightDots {
        /// The liblouis table.
        table: &'static str,
        /// The cell.
        source: braille::EightDots,
    },
    /// The spoken scoresheet could not be made (espeak-ng missing or failing).
    #[error("{}: {source}", path.display())]
    Spoken {
        /// The WAV file it was for.
        path: PathBuf,
        /// Why.
        source: audio::SpokenSheetError,
    },
    /// The export folder cannot be made.
    #[error("{}: cannot make the folder: {source}", path.display())]
    MakeDir {
        /// The folder.
        path: PathBuf,
        /// Why.
        source: io::Error,
    },
    /// A file cannot be written.
    #[error("{}: cannot write: {source}", path.display())]
    Write {
        /// The file.
        path: PathBuf,
        /// Why.
        source: io::Error,
    },
}

/// Writes `text` to `path` whole, naming the file when it cannot be written: a new
/// file renamed over the old, so that a kill during the export leaves the last export
/// or the new one, never a part of a game (issue 26). A path that is not a plain file
/// (`/dev/stdout`, a pipe) is written as it is.
fn write(path: &Path, text: impl AsRef<[u8]>) -> Result<(), ExportError> {
    let written = if fs::metadata(path).is_ok_and(|m| !m.is_file()) {
        fs::write(path, text)
    } else {
        crate::textfile::replace(path, text.as_ref())
    };
    written.map_err(|source| ExportError::Write { path: path.to_owned(), source })
}

/// The piece letters a scoresheet is written in (`--sheet-letters`, Law C3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum SheetLetters {
    /// The letters of the player's locale (`S L T D K` in German and Scandinavian,
    /// `R B H D K` in Icelandic).
    #[default]
    Local,
    /// English letters, `N B R Q K`, as PGN writes them.
    English,
}

/// How the blind player's braille scoresheet is written (`--sheet-letters`,
/// `--braille-code`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SheetStyle {
    /// The piece letters.
    pub letters: SheetLetters,
    /// Computer or literary braille (with liblouis; without, North American computer
    /// braille).
    pub code: BrailleCode,
}

/// Writes the blind player's scoresheet in braille: `brf` as BRF and Unicode braille
/// beside it, with the extension `.txt` (the same cells, except where the locale's
/// computer braille has eight dots: see [`braille::tables`]). The paths written.
///
/// # Errors
/// When `brf` ends in `.txt`, a move cannot be transcribed, or a file cannot be written.
pub fn write_braille(
    brf: &Path,
    session: &Replayed,
    l10n: &Localizer,
    style: SheetStyle,
) -> Result<Vec<PathBuf>, ExportError> {
    let unicode_path = brf.with_extension("txt");
    if unicode_path == brf {
        return Err(ExportError::BrfIsTxt { brf: brf.to_owned() });
    }
    let lines = sheet_lines(session, l10n, style.letters);
    let (ascii, unicode) = braille_files(&lines, l10n.locale(), style.code)?;
    for (path, text) in [(brf, ascii), (unicode_path.as_path(), unicode)] {
        write(path, text)?;
    }
    Ok(vec![brf.to_owned(), unicode_path])
}

/// The scoresheet's print lines as a BRF file and as Unicode braille, in the national
/// braille of `locale` by liblouis.
///
/// # Errors
/// liblouis cannot translate a line, or gives eight dots for the BRF file.
#[cfg(feature = "louis")]
pub fn braille_files(lines: &[String], locale: &str, code: BrailleCode) -> Result<(String, String), ExportError> {
    let tables = braille::tables(locale, code);
    let translated = |table: &str| -> Result<Vec<Vec<char>>, ExportError> {
        let cells: Vec<String> = lines.iter().map(|l| louis::translate(table, l)).collect::<Result<_, _>>()?;
        Ok(braille::layout_braille(&cells))
    };
    let unicode = braille::unicode_of(&translated(tables.unicode)?);
    let brf = braille::brf_of(&translated(tables.brf)?)
        .map_err(|source| ExportError::EightDots { table: tables.brf, source })?;
    Ok((brf, unicode))
}

/// The scoresheet's print lines as a BRF file and as Unicode braille, in North
/// American computer braille (no liblouis in this build: [`NOT_BUILT_IN`]).
///
/// # Errors
/// A character outside printable ASCII.
#[cfg(not(feature = "louis"))]
pub fn braille_files(lines: &[String], _locale: &str, _code: BrailleCode) -> Result<(String, String), ExportError> {
    Ok((braille::brf(lines)?, braille::unicode(lines)?))
}

/// Writes the blind player's scoresheet spoken: each move as the announcer says it,
/// read by espeak-ng, into the WAV file `wav`.
///
/// # Errors
/// When espeak-ng is missing or fails, or the file cannot be written.
pub fn write_spoken(wav: &Path, session: &Replayed, l10n: &Localizer) -> Result<(), ExportError> {
    let bytes = audio::spoken_sheet(session, l10n, &mut audio::Espeak)
        .map_err(|source| ExportError::Spoken { path: wav.to_owned(), source })?;
    write(wav, bytes)
}

/// Everything a finished live game is exported as, into `dir` (made if missing):
/// `game.pgn` (Event `taktil play`, the day's date, the clock comments and the result), the blind player's scoresheet as
/// `game.brf` and `game.txt` (braille) and `game.wav` (spoken, needs espeak-ng).
/// Each file is tried; the files written, and why each other one was not.
pub fn game_files(
    dir: &Path,
    session: &Replayed,
    l10n: &Localizer,
    style: SheetStyle,
) -> (Vec<PathBuf>, Vec<ExportError>) {
    let (mut written, mut failed) = (Vec::new(), Vec::new());
    if let Err(source) = fs::create_dir_all(dir) {
        failed.push(ExportError::MakeDir { path: dir.to_owned(), source });
        return (written, failed);
    }
    let pgn = dir.join("game.pgn");
    match write(&pgn, crate::replay::pgn_for(session, "taktil play", &today())) {
        Ok(()) => written.push(pgn),
        Err(e) => failed.push(e),
    }
    match write_braille(&dir.join("game.brf"), session, l10n, style) {
        Ok(paths) => written.extend(paths),
        Err(e) => failed.push(e),
    }
    let wav = dir.join("game.wav");
    match write_spoken(&wav, session, l10n) {
        Ok(()) => written.push(wav),
        Err(e) => failed.push(e),
    }
    (written, failed)
}

/// The blind player's scoresheet as print lines, before transcription: one move pair
/// per line in algebraic notation with the piece letters of the localizer's locale
/// or English ones (`letters`), "(=)" after a move with a draw offer, then the result.
pub fn sheet_lines(session: &Replayed, l10n: &Localizer, letters: SheetLetters) -> Vec<String> {
    let letter = |role| match letters {
        SheetLetters::Local => l10n.notation_letter(role),
        SheetLetters::English => crate::core::notation::Letters::English.letter(role),
    };
    let moves: Vec<String> = session
        .core
        .moves()
        .iter()
        .map(|m| {
            let written = braille::notation(&m.san, m.m.is_en_passant(), letter);
            if m.offer { format!("{written} (=)") } else { written }
        })
        .collect();
    let start = &session.settings.start.position;
    let result = session.core.outcome().map_or("*", KnownOutcome::as_str);
    braille::sheet_lines(&moves, start.fullmoves().get(), start.turn() == Color::Black, result)
}

/// Today's date as the PGN writes it (`2026.11.29`): the `Date` of a live game.
pub fn today() -> String {
    let secs = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
    crate::pgn::date(secs)
}
