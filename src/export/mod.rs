//! The blind player's own scoresheet in the forms FIDE Appendix E2.5 allows him:
//! in braille ([`braille`]: a BRF file and Unicode braille) and spoken ([`audio`]: one
//! WAV file read by espeak-ng). Both hold the game's moves as made, in algebraic
//! notation with the locale's piece letters, or in the announcer's words.

pub mod audio;
pub mod braille;

use std::{
    fs,
    path::{Path, PathBuf},
};

use shakmaty::{Color, KnownOutcome, Position};

use crate::{l10n::Localizer, replay::Session};

/// Writes the blind player's scoresheet in braille: `brf` as BRF and the same cells as
/// Unicode braille beside it, with the extension `.txt`. The paths written.
///
/// # Errors
/// When `brf` ends in `.txt`, a move cannot be transcribed, or a file cannot be written.
pub fn write_braille(brf: &Path, session: &Session, l10n: &Localizer) -> Result<Vec<PathBuf>, String> {
    let unicode_path = brf.with_extension("txt");
    if unicode_path == brf {
        return Err(format!(
            "--braille {}: the BRF file needs another extension than .txt (the Unicode braille goes to FILE.txt)",
            brf.display()
        ));
    }
    let lines = sheet_lines(session, l10n);
    let problem = |e: &dyn std::fmt::Display| format!("--braille: {e}");
    let ascii = braille::brf(&lines).map_err(|e| problem(&e))?;
    let unicode = braille::unicode(&lines).map_err(|e| problem(&e))?;
    for (path, text) in [(brf, ascii), (unicode_path.as_path(), unicode)] {
        fs::write(path, text).map_err(|e| format!("{}: cannot write: {e}", path.display()))?;
    }
    Ok(vec![brf.to_owned(), unicode_path])
}

/// Everything a finished live game is exported as, into `dir` (made if missing):
/// `game.pgn` (Event `taktil play`, the day's date, the clock comments and the result), the blind player's scoresheet as
/// `game.brf` and `game.txt` (braille) and `game.wav` (spoken, needs espeak-ng).
/// Each file is tried; the files written, and one message per file that was not.
pub fn game_files(dir: &Path, session: &Session, l10n: &Localizer) -> (Vec<PathBuf>, Vec<String>) {
    let (mut written, mut failed) = (Vec::new(), Vec::new());
    if let Err(e) = fs::create_dir_all(dir) {
        failed.push(format!("{}: cannot make the folder: {e}", dir.display()));
        return (written, failed);
    }
    let pgn = dir.join("game.pgn");
    let today = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
    match fs::write(&pgn, crate::replay::pgn_for(session, "taktil play", &crate::pgn::date(today))) {
        Ok(()) => written.push(pgn),
        Err(e) => failed.push(format!("{}: cannot write: {e}", pgn.display())),
    }
    match write_braille(&dir.join("game.brf"), session, l10n) {
        Ok(paths) => written.extend(paths),
        Err(e) => failed.push(e),
    }
    let wav = dir.join("game.wav");
    match audio::spoken_sheet(session, l10n, &mut audio::Espeak) {
        Ok(bytes) => match fs::write(&wav, bytes) {
            Ok(()) => written.push(wav),
            Err(e) => failed.push(format!("{}: cannot write: {e}", wav.display())),
        },
        Err(e) => failed.push(format!("{}: {e}", wav.display())),
    }
    (written, failed)
}

/// The blind player's scoresheet as print lines, before transcription: one move pair
/// per line in algebraic notation with the piece letters of the localizer's locale,
/// "(=)" after a move with a draw offer, then the result.
pub fn sheet_lines(session: &Session, l10n: &Localizer) -> Vec<String> {
    let moves: Vec<String> = session
        .core
        .moves()
        .iter()
        .map(|m| {
            let written = braille::notation(&m.san, m.m.is_en_passant(), |r| l10n.notation_letter(r));
            if m.offer { format!("{written} (=)") } else { written }
        })
        .collect();
    let start = &session.settings.start.position;
    let result = session.core.outcome().map_or("*", KnownOutcome::as_str);
    braille::sheet_lines(&moves, start.fullmoves().get(), start.turn() == Color::Black, result)
}
