//! The blind player's own scoresheet in the forms FIDE Appendix E2.5 allows him:
//! in braille ([`braille`]: a BRF file and Unicode braille) and spoken ([`audio`]: one
//! WAV file read by espeak-ng). Both hold the game's moves as made, in algebraic
//! notation with the locale's piece letters, or in the announcer's words.

pub mod audio;
pub mod braille;

use shakmaty::{Color, KnownOutcome, Position};

use crate::{l10n::Localizer, replay::Session};

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
