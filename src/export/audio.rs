//! The blind player's scoresheet spoken into one WAV file: the modern analogue of the
//! tape recorder of FIDE Appendix E2.5.
//!
//! Each move is read as the announcer says it ([`Localizer::render`] of
//! [`Msg::Move`]), each move pair after its number ("Move 12."), each part of an
//! utterance by the espeak-ng voice of its language (a German "Springer" in an English
//! session is read by the German voice). espeak-ng writes a RIFF/WAVE file of 16-bit
//! mono PCM at 22050 Hz for each part; [`parse_wav`] checks that header and takes the
//! samples, [`wav`] joins them with short silences into one file, written by hound
//! (as the earcons are). Nothing here panics: a missing espeak-ng is
//! [`SpokenSheetError::Missing`].

use std::{
    fmt,
    io::{self, Cursor, Write},
    process::{Command, Stdio},
};

use shakmaty::{Color, Position};

use crate::{
    core::{msg::Msg, spoken::Spoken},
    l10n::{Localizer, Utterance},
    replay::Replayed,
};

/// The sample rate of espeak-ng's voices, and of an empty sheet.
pub const SAMPLE_RATE: u32 = 22_050;

/// The silence after each move.
pub const MOVE_GAP_MS: u32 = 700;

/// The silence after a move number.
pub const NUMBER_GAP_MS: u32 = 250;

/// The length of the header [`wav`] writes.
pub const HEADER_LEN: usize = 44;

/// 16-bit little-endian mono PCM samples.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pcm {
    /// Samples per second.
    pub rate: u32,
    /// The samples, two bytes each, little-endian.
    pub data: Vec<u8>,
}

/// A piece of the spoken sheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Segment {
    /// Speech.
    Pcm(Pcm),
    /// Silence, in milliseconds.
    Silence(u32),
}

/// Why the spoken scoresheet could not be made.
#[derive(Debug)]
pub enum SpokenSheetError {
    /// espeak-ng is not on the `PATH`.
    Missing,
    /// espeak-ng failed: what it said.
    Espeak(String),
    /// A WAV file that is not 16-bit mono PCM, or too long for a WAV file.
    Wav(String),
    /// Running espeak-ng failed.
    Io(io::Error),
}

impl fmt::Display for SpokenSheetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpokenSheetError::Missing => f.write_str("espeak-ng is not installed: no spoken scoresheet"),
            SpokenSheetError::Espeak(e) => write!(f, "espeak-ng failed: {e}"),
            SpokenSheetError::Wav(e) => write!(f, "bad audio: {e}"),
            SpokenSheetError::Io(e) => write!(f, "cannot run espeak-ng: {e}"),
        }
    }
}

impl std::error::Error for SpokenSheetError {}

/// Reads text aloud in a language, as PCM.
pub trait PcmSpeaker {
    /// The text spoken by the voice of `lang` (one of [`LOCALES`](crate::l10n::LOCALES)).
    ///
    /// # Errors
    /// When the speech engine is missing or fails.
    fn speak(&mut self, lang: &str, text: &str) -> Result<Pcm, SpokenSheetError>;
}

/// espeak-ng, run once per part: `espeak-ng -v <lang> --stdout`, the text on its
/// standard input. taktil's locale codes (`en`, `de`, `da`, `nb`, `sv`, `is`) are
/// espeak-ng voice names (`espeak-ng --voices`).
#[derive(Clone, Copy, Debug, Default)]
pub struct Espeak;

impl PcmSpeaker for Espeak {
    fn speak(&mut self, lang: &str, text: &str) -> Result<Pcm, SpokenSheetError> {
        let mut child = Command::new("espeak-ng")
            .args(["-v", lang, "--stdout"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| {
                if e.kind() == io::ErrorKind::NotFound { SpokenSheetError::Missing } else { SpokenSheetError::Io(e) }
            })?;
        if let Some(mut stdin) = child.stdin.take() {
            stdin.write_all(text.as_bytes()).map_err(SpokenSheetError::Io)?;
        }
        let out = child.wait_with_output().map_err(SpokenSheetError::Io)?;
        if !out.status.success() {
            return Err(SpokenSheetError::Espeak(String::from_utf8_lossy(&out.stderr).trim().to_owned()));
        }
        parse_wav(&out.stdout)
    }
}

fn u16_at(bytes: &[u8], at: usize) -> Option<u16> {
    Some(u16::from_le_bytes(bytes.get(at..at + 2)?.try_into().ok()?))
}

fn u32_at(bytes: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_le_bytes(bytes.get(at..at + 4)?.try_into().ok()?))
}

/// The samples of a RIFF/WAVE file of 16-bit mono PCM. A `data` chunk longer than the
/// file (espeak-ng on a pipe cannot go back to write the length) ends with the file.
///
/// # Errors
/// [`SpokenSheetError::Wav`] when the file is not RIFF/WAVE, not PCM, not 16-bit mono, or
/// has no `data` chunk.
pub fn parse_wav(bytes: &[u8]) -> Result<Pcm, SpokenSheetError> {
    let bad = |what: &str| SpokenSheetError::Wav(what.to_owned());
    if bytes.get(0..4) != Some(b"RIFF") || bytes.get(8..12) != Some(b"WAVE") {
        return Err(bad("not a RIFF/WAVE file"));
    }
    let mut at = 12;
    let mut rate = None;
    while let (Some(id), Some(size)) = (bytes.get(at..at + 4), u32_at(bytes, at + 4)) {
        let body = at + 8;
        let size = usize::try_from(size).unwrap_or(usize::MAX);
        match id {
            b"fmt " => {
                let format = (u16_at(bytes, body), u16_at(bytes, body + 2), u16_at(bytes, body + 14));
                if format != (Some(1), Some(1), Some(16)) {
                    return Err(bad("expected 16-bit mono PCM"));
                }
                rate = u32_at(bytes, body + 4);
            }
            b"data" => {
                let rate = rate.ok_or_else(|| bad("no fmt chunk before the data"))?;
                let data = bytes.get(body..).unwrap_or_default();
                let len = size.min(data.len()) & !1;
                return Ok(Pcm { rate, data: data[..len].to_vec() });
            }
            _ => {}
        }
        at = body.saturating_add(size).saturating_add(size & 1);
    }
    Err(bad("no data chunk"))
}

/// The number of samples of a silence of `ms` at `rate`.
fn silence_len(rate: u32, ms: u32) -> u64 {
    u64::from(rate) * u64::from(ms) / 1000
}

/// One WAV file (16-bit mono PCM at `rate`) of the segments in order, written by
/// hound.
///
/// # Errors
/// [`SpokenSheetError::Wav`] for a segment at another rate, or a total over 4 GiB.
pub fn wav(segments: &[Segment], rate: u32) -> Result<Vec<u8>, SpokenSheetError> {
    let mut samples: u64 = 0;
    for segment in segments {
        samples += match segment {
            Segment::Pcm(pcm) if pcm.rate != rate => {
                return Err(SpokenSheetError::Wav(format!("a part at {} Hz in a file at {rate} Hz", pcm.rate)));
            }
            Segment::Pcm(pcm) => pcm.data.len() as u64 / 2,
            Segment::Silence(ms) => silence_len(rate, *ms),
        };
    }
    // The RIFF chunk's length is 32 bits: the data and the 36 bytes of header after it.
    if samples.saturating_mul(2).saturating_add(36) > u64::from(u32::MAX) {
        return Err(SpokenSheetError::Wav("longer than a WAV file can hold".to_owned()));
    }
    let spec =
        hound::WavSpec { channels: 1, sample_rate: rate, bits_per_sample: 16, sample_format: hound::SampleFormat::Int };
    let mut bytes = Vec::with_capacity(HEADER_LEN + usize::try_from(samples * 2).unwrap_or(0));
    let written = (|| -> Result<(), hound::Error> {
        let mut writer = hound::WavWriter::new(Cursor::new(&mut bytes), spec)?;
        for segment in segments {
            match segment {
                Segment::Pcm(pcm) => {
                    let pairs = pcm.data.chunks_exact(2);
                    // Within the total checked above.
                    let mut block = writer.get_i16_writer(u32::try_from(pairs.len()).unwrap_or(0));
                    for pair in pairs {
                        block.write_sample(i16::from_le_bytes([pair[0], pair[1]]));
                    }
                    block.flush()?;
                }
                Segment::Silence(ms) => {
                    let len = u32::try_from(silence_len(rate, *ms)).unwrap_or(0);
                    let mut block = writer.get_i16_writer(len);
                    for _ in 0..len {
                        block.write_sample(0);
                    }
                    block.flush()?;
                }
            }
        }
        writer.finalize()
    })();
    written.map_err(|e| SpokenSheetError::Wav(e.to_string()))?;
    Ok(bytes)
}

/// What the spoken sheet says, in order, each with the silence after it: the move
/// number before White's move (and before the first move), each move as announced,
/// and after a move with a draw offer the offer (the "(=)" of the written sheet).
pub fn script(session: &Replayed, l10n: &Localizer) -> Vec<(Utterance, u32)> {
    let start = &session.settings.start.position;
    let first_black = u32::from(start.turn() == Color::Black);
    let fullmove = start.fullmoves().get();
    let mut out = Vec::new();
    for (i, m) in session.core.moves().iter().enumerate() {
        if m.by == Color::White || i == 0 {
            let half = u32::try_from(i).unwrap_or(u32::MAX).saturating_add(first_black);
            out.push((l10n.move_number(fullmove.saturating_add(half / 2)), NUMBER_GAP_MS));
        }
        let spoken =
            Spoken { by: m.by, san: m.san, en_passant: m.m.is_en_passant(), from: m.m.from().unwrap_or(m.m.to()) };
        out.push((l10n.render(&Msg::Move(spoken)), MOVE_GAP_MS));
        if m.offer {
            out.push((l10n.render(&Msg::DrawOffered { by: m.by }), MOVE_GAP_MS));
        }
    }
    out
}

/// The blind player's scoresheet spoken, as the bytes of one WAV file.
///
/// # Errors
/// When the speaker fails (espeak-ng missing: [`SpokenSheetError::Missing`]) or speaks at
/// different rates.
pub fn spoken_sheet(
    session: &Replayed,
    l10n: &Localizer,
    speaker: &mut impl PcmSpeaker,
) -> Result<Vec<u8>, SpokenSheetError> {
    let mut segments = Vec::new();
    let mut rate = None;
    for (said, gap) in script(session, l10n) {
        for part in &said.parts {
            let pcm = speaker.speak(part.lang, &part.text)?;
            rate.get_or_insert(pcm.rate);
            segments.push(Segment::Pcm(pcm));
        }
        segments.push(Segment::Silence(gap));
    }
    wav(&segments, rate.unwrap_or(SAMPLE_RATE))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tone(samples: usize) -> Pcm {
        Pcm { rate: SAMPLE_RATE, data: (0..samples * 2).map(|i| (i % 251) as u8).collect() }
    }

    #[test]
    fn joined_wav_is_valid_and_as_long_as_its_parts() {
        let segments =
            [Segment::Pcm(tone(1000)), Segment::Silence(100), Segment::Pcm(tone(333)), Segment::Silence(700)];
        let bytes = wav(&segments, SAMPLE_RATE).expect("joins");
        let silence = (2205 + 15_435) * 2;
        let data_len = 1000 * 2 + 333 * 2 + silence;
        assert_eq!(bytes.len(), HEADER_LEN + data_len);
        assert_eq!(u32_at(&bytes, 4), u32::try_from(data_len + 36).ok());
        assert_eq!(u32_at(&bytes, 40), u32::try_from(data_len).ok());
        let back = parse_wav(&bytes).expect("valid WAV");
        assert_eq!((back.rate, back.data.len()), (SAMPLE_RATE, data_len));
        assert_eq!(&back.data[..2000], &tone(1000).data[..]);
        assert!(back.data[2000..2000 + 2205 * 2].iter().all(|b| *b == 0));
    }

    #[test]
    fn bad_wavs_are_errors() {
        assert!(parse_wav(b"").is_err());
        assert!(parse_wav(b"RIFF\0\0\0\0WAVE").is_err());
        let mut stereo = wav(&[Segment::Pcm(tone(4))], SAMPLE_RATE).expect("joins");
        stereo[22] = 2;
        assert!(parse_wav(&stereo).is_err());
        let other = Pcm { rate: 16_000, data: vec![0; 4] };
        assert!(wav(&[Segment::Pcm(other)], SAMPLE_RATE).is_err());
    }

    #[test]
    fn a_data_chunk_longer_than_the_file_ends_with_it() {
        let mut bytes = wav(&[Segment::Pcm(tone(10))], SAMPLE_RATE).expect("joins");
        bytes[40..44].copy_from_slice(&0x7fff_f000u32.to_le_bytes());
        assert_eq!(parse_wav(&bytes).expect("valid").data.len(), 20);
    }

    #[test]
    fn the_script_numbers_the_moves_and_says_the_offers() {
        let text = "set blind white\n@1000 assist move e4\n@2000 assist move e5\n@2500 assist draw offer black\n@3000 assist move Nf3\n";
        let session = crate::replay::run(text, &crate::replay::Overrides::default()).expect("replays");
        let l10n = Localizer::new("en", crate::l10n::Vocabulary::default()).expect("en");
        let said: Vec<String> = script(&session, &l10n).iter().map(|(u, _)| u.text()).collect();
        assert_eq!(said[0], "Move 1.");
        assert_eq!(said[3], "Black offers a draw.");
        assert_eq!(said[4], "Move 2.");
        assert_eq!(said.len(), 6, "{said:?}");
    }

    #[test]
    fn missing_espeak_has_a_clear_message() {
        assert_eq!(SpokenSheetError::Missing.to_string(), "espeak-ng is not installed: no spoken scoresheet");
    }
}
