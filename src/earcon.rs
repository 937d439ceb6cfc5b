//! Earcons: the short sounds taktil plays for events that need no words (product
//! capability 3): a peg lifted, a move made, an illegal placement, low time, a flag.
//!
//! The sounds are synthesized here, deterministically, so they can be changed in code
//! review and never depend on a sound editor. [`wav`] writes them as WAV files; the
//! files committed in `assets/sounds/` are exactly those bytes (a unit test compares
//! them, and `BLESS=1 cargo test --lib earcon` rewrites them), and `io::audio` plays
//! the committed files.
//!
//! This module is pure: no files, no devices, no clock.
//!
//! # Invariants
//!
//! - Every earcon is mono, 16-bit, [`SAMPLE_RATE`] Hz, 60 to 400 ms long.
//! - Its peak is [`PEAK`] of full scale (about -6 dBFS), so earcons sit below the
//!   speech level and never clip when mixed.
//! - It starts and ends in silence with a smooth attack and release (no clicks).
//! - No two earcons sound alike: they differ in length, pitch or rhythm (see the
//!   tests), so a player learns them by ear.
//!
//! # Examples
//!
//! ```
//! use taktil::earcon::{self, Earcon, SAMPLE_RATE};
//!
//! let tick = earcon::samples(Earcon::Lifted);
//! assert_eq!(tick.len(), SAMPLE_RATE as usize * 60 / 1000);
//! assert!(earcon::wav(Earcon::Lifted).starts_with(b"RIFF"));
//! assert_eq!(Earcon::Moved.name(), "moved");
//! ```

use std::{f64::consts::TAU, fmt, io::Cursor};

/// The sample rate of every earcon, in Hz.
pub const SAMPLE_RATE: u32 = 48_000;

/// The peak amplitude of every earcon, as a fraction of full scale (-6.02 dBFS).
pub const PEAK: f64 = 0.5;

/// One of taktil's sounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Earcon {
    /// A peg left its hole: a short high tick (60 ms).
    Lifted,
    /// A move was made: a two-note rising chime (320 ms).
    Moved,
    /// A placement was refused as illegal: a low double buzz (270 ms).
    Illegal,
    /// The player's clock is low: three short beeps (280 ms).
    LowTime,
    /// A flag fell: a long falling tone (400 ms).
    Flag,
}

impl Earcon {
    /// Every earcon, in declaration order.
    pub const ALL: [Earcon; 5] = [Earcon::Lifted, Earcon::Moved, Earcon::Illegal, Earcon::LowTime, Earcon::Flag];

    /// The file stem in `assets/sounds/` (`lifted`, `moved`, `illegal`, `low-time`, `flag`).
    pub const fn name(self) -> &'static str {
        match self {
            Earcon::Lifted => "lifted",
            Earcon::Moved => "moved",
            Earcon::Illegal => "illegal",
            Earcon::LowTime => "low-time",
            Earcon::Flag => "flag",
        }
    }

    /// The position in [`Earcon::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Earcon {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One note: a tone with harmonics, an optional glide, an exponential decay and a
/// raised-cosine attack and release.
struct Note {
    /// Start, in seconds from the beginning of the earcon.
    start: f64,
    /// Length in seconds.
    len: f64,
    /// Frequency at the start and at the end (a linear glide), in Hz.
    freq: (f64, f64),
    /// Harmonics as (multiple of the frequency, relative amplitude).
    harmonics: &'static [(f64, f64)],
    /// Attack and release, in seconds.
    attack: f64,
    release: f64,
    /// Time constant of the exponential decay in seconds; `None` holds the level.
    decay: Option<f64>,
}

/// A bell-like spectrum for the chime.
const BELL: &[(f64, f64)] = &[(1.0, 1.0), (2.0, 0.3), (3.0, 0.1)];
/// A soft square-ish spectrum (odd and even harmonics falling off) for the buzz: low,
/// but with enough harmonics to be heard on a small earphone.
const BUZZ: &[(f64, f64)] = &[(1.0, 1.0), (2.0, 0.6), (3.0, 0.45), (4.0, 0.3), (5.0, 0.2), (6.0, 0.12)];
/// A plain tone with a little second harmonic, rounder than a pure sine.
const ROUND: &[(f64, f64)] = &[(1.0, 1.0), (2.0, 0.25)];

/// The length of an earcon in seconds and its notes.
fn score(e: Earcon) -> (f64, Vec<Note>) {
    match e {
        // A tick: high, very short, decaying at once, so it reads as "something moved
        // under your finger" without calling attention to itself.
        Earcon::Lifted => (
            0.060,
            vec![Note {
                start: 0.0,
                len: 0.060,
                freq: (2000.0, 2000.0),
                harmonics: ROUND,
                attack: 0.003,
                release: 0.010,
                decay: Some(0.018),
            }],
        ),
        // G5 then D6 (a rising fifth): the familiar "done" gesture.
        Earcon::Moved => (
            0.320,
            vec![
                Note {
                    start: 0.0,
                    len: 0.150,
                    freq: (784.0, 784.0),
                    harmonics: BELL,
                    attack: 0.004,
                    release: 0.030,
                    decay: Some(0.120),
                },
                Note {
                    start: 0.110,
                    len: 0.210,
                    freq: (1175.0, 1175.0),
                    harmonics: BELL,
                    attack: 0.004,
                    release: 0.040,
                    decay: Some(0.120),
                },
            ],
        ),
        // Two low buzzes: unmistakably "no", without being harsh.
        Earcon::Illegal => (
            0.270,
            vec![
                Note {
                    start: 0.0,
                    len: 0.110,
                    freq: (150.0, 150.0),
                    harmonics: BUZZ,
                    attack: 0.008,
                    release: 0.015,
                    decay: None,
                },
                Note {
                    start: 0.160,
                    len: 0.110,
                    freq: (150.0, 150.0),
                    harmonics: BUZZ,
                    attack: 0.008,
                    release: 0.015,
                    decay: None,
                },
            ],
        ),
        // Three quick beeps, like a clock's warning.
        Earcon::LowTime => (
            0.280,
            (0..3)
                .map(|i| Note {
                    start: f64::from(i) * 0.110,
                    len: 0.060,
                    freq: (1320.0, 1320.0),
                    harmonics: ROUND,
                    attack: 0.004,
                    release: 0.012,
                    decay: None,
                })
                .collect(),
        ),
        // A long fall from B5 to A4: time has run out.
        Earcon::Flag => (
            0.400,
            vec![Note {
                start: 0.0,
                len: 0.400,
                freq: (990.0, 440.0),
                harmonics: ROUND,
                attack: 0.010,
                release: 0.080,
                decay: None,
            }],
        ),
    }
}

/// A raised-cosine ramp from 0 to 1 over `len` seconds, evaluated at `t`.
fn ramp(t: f64, len: f64) -> f64 {
    if t >= len { 1.0 } else { 0.5 - 0.5 * (std::f64::consts::PI * t / len).cos() }
}

/// Adds one note into `out` (floating point, unnormalized).
fn render(out: &mut [f64], note: &Note) {
    let sr = f64::from(SAMPLE_RATE);
    // Rounded, not truncated: the product is a whole number of samples up to float
    // error, and truncation would lose one sample to that error.
    let first = (note.start * sr).round() as usize;
    let count = (note.len * sr).round() as usize;
    let mut phase = 0.0_f64;
    for i in 0..count {
        let Some(slot) = out.get_mut(first + i) else { break };
        let t = i as f64 / sr;
        let progress = i as f64 / count as f64;
        let freq = note.freq.0 + (note.freq.1 - note.freq.0) * progress;
        let wave: f64 = note.harmonics.iter().map(|(k, a)| a * (phase * k).sin()).sum();
        let level = note.decay.map_or(1.0, |tau| (-t / tau).exp());
        let envelope = ramp(t, note.attack) * ramp(note.len - t, note.release);
        *slot += wave * level * envelope;
        // The phase integrates the frequency, so a glide has no jumps.
        phase = (phase + TAU * freq / sr) % (TAU * 64.0);
    }
}

/// The earcon's samples: mono, [`SAMPLE_RATE`] Hz, peak [`PEAK`] of full scale.
pub fn samples(e: Earcon) -> Vec<i16> {
    let (len, notes) = score(e);
    let mut out = vec![0.0_f64; (len * f64::from(SAMPLE_RATE)).round() as usize];
    for note in &notes {
        render(&mut out, note);
    }
    let peak = out.iter().fold(0.0_f64, |m, x| m.max(x.abs()));
    let scale = if peak > 0.0 { PEAK * f64::from(i16::MAX) / peak } else { 0.0 };
    out.iter().map(|x| (x * scale).round() as i16).collect()
}

/// The earcon as a complete WAV file (RIFF, PCM 16-bit, mono, [`SAMPLE_RATE`] Hz).
pub fn wav(e: Earcon) -> Vec<u8> {
    let spec = hound::WavSpec {
        channels: 1,
        sample_rate: SAMPLE_RATE,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let samples = samples(e);
    let mut bytes = Vec::new();
    // Writing PCM into memory cannot fail: hound's errors come from the writer (a Vec
    // never fails) or from a spec it does not support (this one is its basic case).
    let written = (|| -> Result<(), hound::Error> {
        let mut writer = hound::WavWriter::new(Cursor::new(&mut bytes), spec)?;
        let mut block = writer.get_i16_writer(samples.len() as u32);
        for s in &samples {
            block.write_sample(*s);
        }
        block.flush()?;
        writer.finalize()
    })();
    debug_assert!(written.is_ok(), "invariant: writing a 16-bit mono WAV into a Vec succeeds: {written:?}");
    bytes
}

#[cfg(test)]
mod tests {
    use std::path::{Path, PathBuf};

    use super::*;

    fn assets() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/sounds")
    }

    /// Writes every earcon to `assets/sounds/<name>.wav`.
    fn bless(dir: &Path) {
        std::fs::create_dir_all(dir).expect("create assets/sounds");
        for e in Earcon::ALL {
            std::fs::write(dir.join(format!("{}.wav", e.name())), wav(e)).expect("write earcon");
        }
    }

    #[test]
    fn committed_files_are_the_synthesized_ones() {
        if std::env::var_os("BLESS").is_some() {
            bless(&assets());
        }
        for e in Earcon::ALL {
            let path = assets().join(format!("{}.wav", e.name()));
            let committed = std::fs::read(&path).unwrap_or_else(|err| panic!("{}: {err}", path.display()));
            assert!(
                committed == wav(e),
                "{} differs from earcon::wav({e:?}); run `BLESS=1 cargo test --lib earcon` and commit",
                path.display()
            );
        }
    }

    #[test]
    fn wav_round_trips_through_hound() {
        for e in Earcon::ALL {
            let mut reader = hound::WavReader::new(Cursor::new(wav(e))).expect("valid WAV");
            let spec = reader.spec();
            assert_eq!((spec.channels, spec.sample_rate, spec.bits_per_sample), (1, SAMPLE_RATE, 16));
            let read: Vec<i16> = reader.samples::<i16>().map(|s| s.expect("sample")).collect();
            assert_eq!(read, samples(e), "{e}");
        }
    }

    #[test]
    fn durations_are_60_to_400_ms() {
        for e in Earcon::ALL {
            let ms = samples(e).len() as f64 * 1000.0 / f64::from(SAMPLE_RATE);
            assert!((60.0..=400.0).contains(&ms), "{e}: {ms} ms");
        }
    }

    #[test]
    fn peak_is_about_minus_6_dbfs() {
        for e in Earcon::ALL {
            let peak = samples(e).iter().map(|s| s.unsigned_abs()).max().unwrap_or(0);
            let dbfs = 20.0 * (f64::from(peak) / f64::from(i16::MAX)).log10();
            assert!((-6.5..=-5.5).contains(&dbfs), "{e}: peak {dbfs:.2} dBFS");
        }
    }

    #[test]
    fn starts_and_ends_silent_without_clicks() {
        for e in Earcon::ALL {
            let s = samples(e);
            // The first and last samples are silent, and the first and last quarter
            // millisecond stay under -30 dBFS: the sound fades in and out.
            let quiet = |x: &i16| x.unsigned_abs() < 1000;
            assert!(s[0].unsigned_abs() < 100 && s.iter().take(12).all(quiet), "{e}: no soft attack");
            assert!(s[s.len() - 1].unsigned_abs() < 100 && s.iter().rev().take(12).all(quiet), "{e}: no soft release");
            // No jump between neighbours larger than the steepest tone can make: the
            // highest partial (2000 Hz x 2 at full level) moves at most
            // 2 pi f / sr of the peak per sample.
            let max_step = s.windows(2).map(|w| (i32::from(w[1]) - i32::from(w[0])).unsigned_abs()).max();
            assert!(max_step.unwrap_or(0) < 12_000, "{e}: a click of {max_step:?}");
        }
    }

    /// What an ear tells apart: length, pitch (zero crossings per second) and rhythm
    /// (the number of separate sound bursts).
    fn fingerprint(s: &[i16]) -> (f64, f64, usize) {
        let secs = s.len() as f64 / f64::from(SAMPLE_RATE);
        let crossings = s.windows(2).filter(|w| (w[0] < 0) != (w[1] < 0)).count();
        // Bursts: runs of 5 ms windows louder than -30 dBFS.
        let window = SAMPLE_RATE as usize / 200;
        let loud: Vec<bool> = s
            .chunks(window)
            .map(|c| c.iter().map(|x| x.unsigned_abs()).max().unwrap_or(0) > i16::MAX.unsigned_abs() / 32)
            .collect();
        let bursts = loud.iter().enumerate().filter(|(i, l)| **l && (*i == 0 || !loud[i - 1])).count();
        (secs, crossings as f64 / secs, bursts)
    }

    #[test]
    fn no_two_earcons_are_alike() {
        let prints: Vec<_> = Earcon::ALL.iter().map(|e| (*e, fingerprint(&samples(*e)))).collect();
        for (i, (a, fa)) in prints.iter().enumerate() {
            for (b, fb) in &prints[i + 1..] {
                let length = (fa.0 - fb.0).abs() > 0.03;
                let pitch = (fa.1 / fb.1).ln().abs() > 0.2;
                let rhythm = fa.2 != fb.2;
                assert!(length || pitch || rhythm, "{a} {fa:?} and {b} {fb:?} are too alike");
                assert!(samples(*a) != samples(*b));
            }
        }
        // The rhythms the docs promise.
        let bursts: Vec<usize> = prints.iter().map(|(_, f)| f.2).collect();
        assert_eq!(bursts, vec![1, 1, 2, 3, 1]);
    }

    #[test]
    fn names_are_distinct_file_stems() {
        let mut names: Vec<&str> = Earcon::ALL.iter().map(|e| e.name()).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), Earcon::ALL.len());
        assert!(Earcon::ALL.iter().enumerate().all(|(i, e)| e.index() == i));
    }
}
