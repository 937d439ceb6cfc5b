//! Earcons through `cpal`: a thread owns the output stream and mixes the sounds that
//! [`Earcons::play`] asks for into it.
//!
//! The sounds are the committed files `assets/sounds/*.wav` (written by
//! [`crate::earcon::wav`]), embedded with `include_bytes!` so a missing file cannot
//! stop a game. They are resampled once, at start, to the device's rate, and written to
//! every channel.
//!
//! # Threads
//!
//! cpal's `Stream` is `!Send` on every platform (cpal `src/platform/mod.rs`,
//! `NotSendSyncAcrossAllPlatforms`), so the `taktil-audio` thread creates, owns and
//! drops it. [`Earcons::play`] sends the earcon over a channel; the stream's callback
//! takes it with `try_recv` (it never waits in the audio callback) and mixes it in.
//!
//! # Latency
//!
//! The stream asks for about 20 ms buffers ([`BUFFER`]). PulseAudio's default buffers
//! are about 2 s (shared/docs/rust-stack.md §4), far too late for "peg lifted". If the
//! device refuses a fixed buffer, the default one is used.
//!
//! # Failure
//!
//! No device, no sound server or no sound card: [`Earcons::start`] returns an
//! [`AudioError`] within [`START_TIMEOUT`]; nothing panics. With no PulseAudio and no
//! card, alsa-lib would print its own lines to standard error while cpal probes
//! (`ALSA lib confmisc.c:855:(parse_card) cannot find card '0'` and more), before
//! taktil's own sentence "No sound device". The audio thread installs alsa-lib's
//! thread-local error handler first (`quiet_alsa`), so those lines go nowhere and the
//! sentence is all the assistant reads.
//!
//! # Without the `sound` feature
//!
//! Built without `cpal` (no ALSA headers), [`Earcons::start`] fails with
//! [`AudioError::NotBuilt`] once it has decoded the embedded files, and the callers go
//! on without sounds as they do on a machine without a sound card. Everything that
//! touches `cpal` (the stream, the mixer of its samples) is gated here; the rest of the
//! code needs no `cfg`.

#[cfg(feature = "sound")]
use std::thread;
use std::{
    fmt,
    io::Cursor,
    sync::{Arc, Mutex, PoisonError},
    time::Duration,
};

#[cfg(feature = "sound")]
use cpal::{
    BufferSize, FromSample, Sample, SampleFormat, SizedSample, StreamConfig,
    traits::{DeviceTrait, HostTrait, StreamTrait},
};
use crossbeam_channel::Sender;
#[cfg(feature = "sound")]
use crossbeam_channel::{Receiver, bounded, unbounded};

use crate::earcon::{Earcon, SAMPLE_RATE};

/// How long [`Earcons::start`] waits for the device.
pub const START_TIMEOUT: Duration = Duration::from_secs(3);

/// The stream's buffer, in milliseconds of audio.
pub const BUFFER: Duration = Duration::from_millis(20);

/// At most this many earcons sound at once; a newer one replaces the oldest.
#[cfg(feature = "sound")]
const VOICES: usize = 8;

/// The committed earcon files, in the order of [`Earcon::ALL`].
const FILES: [&[u8]; 5] = [
    include_bytes!("../../assets/sounds/lifted.wav"),
    include_bytes!("../../assets/sounds/moved.wav"),
    include_bytes!("../../assets/sounds/illegal.wav"),
    include_bytes!("../../assets/sounds/low-time.wav"),
    include_bytes!("../../assets/sounds/flag.wav"),
];

/// Why earcons cannot be played.
#[derive(Debug)]
#[non_exhaustive]
pub enum AudioError {
    /// taktil was built without the `sound` feature: there is no audio output.
    NotBuilt,
    /// The host has no default output device.
    NoDevice,
    /// The output device cannot be used (no sound card, server gone ...).
    #[cfg(feature = "sound")]
    Device {
        /// cpal's error.
        source: cpal::Error,
    },
    /// The device wants a sample format taktil does not write.
    #[cfg(feature = "sound")]
    Format {
        /// The device's format.
        format: SampleFormat,
    },
    /// The output stream could not be built or started.
    #[cfg(feature = "sound")]
    Stream {
        /// cpal's error.
        source: cpal::Error,
    },
    /// An embedded earcon file does not decode (a broken commit).
    Asset {
        /// The earcon.
        earcon: Earcon,
        /// hound's error.
        source: hound::Error,
    },
    /// The device did not answer within [`START_TIMEOUT`].
    NoAnswer,
    /// The audio thread could not be started.
    Thread {
        /// The OS error.
        source: std::io::Error,
    },
}

impl fmt::Display for AudioError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AudioError::NotBuilt => f.write_str("taktil was built without sound (the `sound` feature)"),
            AudioError::NoDevice => f.write_str("no audio output device"),
            #[cfg(feature = "sound")]
            AudioError::Device { source } => write!(f, "the audio output device is not available: {source}"),
            #[cfg(feature = "sound")]
            AudioError::Format { format } => {
                write!(f, "the audio output wants {format} samples, which taktil cannot write")
            }
            #[cfg(feature = "sound")]
            AudioError::Stream { source } => write!(f, "cannot open the audio output: {source}"),
            AudioError::Asset { earcon, source } => {
                write!(f, "assets/sounds/{}.wav is broken: {source}", earcon.name())
            }
            AudioError::NoAnswer => {
                write!(f, "the audio output did not answer within {} s", START_TIMEOUT.as_secs())
            }
            AudioError::Thread { source } => write!(f, "cannot start the audio thread: {source}"),
        }
    }
}

impl AudioError {
    /// Whether the error means that no sound output opens at all (no device, none
    /// available, no stream on it, no answer), so that speech, which plays through the
    /// same sound system, cannot be heard either. The others (a sample format taktil
    /// does not write, a broken build, no thread, built without sound) leave speech a
    /// chance.
    pub const fn is_no_output(&self) -> bool {
        match self {
            AudioError::NoDevice | AudioError::NoAnswer => true,
            #[cfg(feature = "sound")]
            AudioError::Device { .. } | AudioError::Stream { .. } => true,
            #[cfg(feature = "sound")]
            AudioError::Format { .. } => false,
            AudioError::NotBuilt | AudioError::Asset { .. } | AudioError::Thread { .. } => false,
        }
    }
}

impl std::error::Error for AudioError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            #[cfg(feature = "sound")]
            AudioError::Device { source } | AudioError::Stream { source } => Some(source),
            AudioError::Asset { source, .. } => Some(source),
            AudioError::Thread { source } => Some(source),
            #[cfg(feature = "sound")]
            AudioError::Format { .. } => None,
            AudioError::NotBuilt | AudioError::NoDevice | AudioError::NoAnswer => None,
        }
    }
}

/// The device the earcons play on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AudioDevice {
    /// cpal's id of the device (`pulseaudio:taktil_null`, `alsa:default`).
    pub device: String,
    /// Its sample rate in Hz.
    pub sample_rate: u32,
    /// Its channel count.
    pub channels: u16,
    /// The buffer the stream got: `Some(frames)` for the fixed [`BUFFER`], `None` for
    /// the device's default.
    pub buffer_frames: Option<u32>,
}

/// Plays earcons on the default output device.
///
/// Dropping it closes the stream (sounds still playing are cut off).
pub struct Earcons {
    tx: Sender<Earcon>,
    output: AudioDevice,
    fault: Arc<Mutex<Option<String>>>,
    /// Dropped with `self`: tells the audio thread to drop the stream and end.
    _stop: Sender<()>,
}

impl fmt::Debug for Earcons {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Earcons").field("output", &self.output).finish_non_exhaustive()
    }
}

impl Earcons {
    /// Opens the default output device and starts a silent stream.
    ///
    /// # Errors
    ///
    /// An [`AudioError`] naming what is missing; the caller goes on without sounds.
    #[cfg(feature = "sound")]
    pub fn start() -> Result<Earcons, AudioError> {
        let sounds = load()?;
        let (tx, rx) = unbounded();
        let (ready_tx, ready) = bounded(1);
        let (stop, stopped) = bounded::<()>(0);
        let fault = Arc::new(Mutex::new(None));
        let stream_fault = fault.clone();
        thread::Builder::new()
            .name("taktil-audio".into())
            .spawn(move || match open(&sounds, rx, stream_fault) {
                Ok((stream, output)) => {
                    if ready_tx.send(Ok(output)).is_ok() {
                        // Hold the stream until the Earcons is dropped.
                        let _ = stopped.recv();
                    }
                    drop(stream);
                }
                Err(e) => {
                    let _ = ready_tx.send(Err(e));
                }
            })
            .map_err(|source| AudioError::Thread { source })?;
        match ready.recv_timeout(START_TIMEOUT) {
            Ok(Ok(output)) => Ok(Earcons { tx, output, fault, _stop: stop }),
            Ok(Err(e)) => Err(e),
            Err(_) => Err(AudioError::NoAnswer),
        }
    }

    /// Fails: taktil was built without the `sound` feature. The embedded files are
    /// decoded first, as the adapter does, so a broken one is still found.
    ///
    /// # Errors
    ///
    /// [`AudioError::Asset`] for a broken embedded file, otherwise
    /// [`AudioError::NotBuilt`]; the caller goes on without sounds.
    #[cfg(not(feature = "sound"))]
    pub fn start() -> Result<Earcons, AudioError> {
        load()?;
        Err(AudioError::NotBuilt)
    }

    /// Plays `earcon`, mixed with whatever sounds. Returns at once.
    pub fn play(&self, earcon: Earcon) {
        // The receiver lives in the stream's callback; if the stream died there is
        // nothing to play on, and `fault` says why.
        let _ = self.tx.send(earcon);
    }

    /// The device in use.
    pub fn output(&self) -> &AudioDevice {
        &self.output
    }

    /// The last error the stream reported while running (a device unplugged, a
    /// server gone), if any.
    pub fn fault(&self) -> Option<String> {
        self.fault.lock().unwrap_or_else(PoisonError::into_inner).clone()
    }
}

/// Decodes the embedded earcons.
fn load() -> Result<Vec<Vec<i16>>, AudioError> {
    Earcon::ALL
        .iter()
        .map(|e| decode(FILES[e.index()]).map_err(|source| AudioError::Asset { earcon: *e, source }))
        .collect()
}

/// Decodes a mono 16-bit WAV at [`SAMPLE_RATE`].
fn decode(bytes: &[u8]) -> Result<Vec<i16>, hound::Error> {
    let mut reader = hound::WavReader::new(Cursor::new(bytes))?;
    let spec = reader.spec();
    if spec.channels != 1 || spec.sample_rate != SAMPLE_RATE || spec.bits_per_sample != 16 {
        return Err(hound::Error::Unsupported);
    }
    reader.samples::<i16>().collect()
}

/// Resamples 16-bit samples from `from` Hz to `to` Hz by linear interpolation, as
/// floats in -1 to 1. Good enough for short tones well below either Nyquist frequency.
#[cfg(feature = "sound")]
pub(crate) fn resample(samples: &[i16], from: u32, to: u32) -> Vec<f32> {
    let scale = 1.0 / f32::from(i16::MAX);
    if from == to || samples.is_empty() || from == 0 || to == 0 {
        return samples.iter().map(|s| f32::from(*s) * scale).collect();
    }
    let len = (samples.len() as u64 * u64::from(to)).div_ceil(u64::from(from)) as usize;
    let step = f64::from(from) / f64::from(to);
    (0..len)
        .map(|i| {
            let pos = i as f64 * step;
            let j = pos as usize;
            let frac = (pos - j as f64) as f32;
            let a = f32::from(samples[j.min(samples.len() - 1)]);
            let b = f32::from(samples[(j + 1).min(samples.len() - 1)]);
            (a + (b - a) * frac) * scale
        })
        .collect()
}

/// Sums the sounding earcons into output buffers (of cpal's sample types).
#[cfg(feature = "sound")]
#[derive(Debug)]
pub(crate) struct Mixer {
    /// Each earcon at the device rate, in the order of [`Earcon::ALL`].
    sounds: Vec<Arc<[f32]>>,
    /// Sounding earcons: (index into `sounds`, next sample).
    voices: Vec<(usize, usize)>,
}

#[cfg(feature = "sound")]
impl Mixer {
    /// A mixer for sounds already at the device rate.
    pub(crate) fn new(sounds: Vec<Arc<[f32]>>) -> Mixer {
        Mixer { sounds, voices: Vec::with_capacity(VOICES) }
    }

    /// Starts `earcon` from its beginning.
    pub(crate) fn start(&mut self, earcon: Earcon) {
        if self.voices.len() == VOICES {
            self.voices.remove(0);
        }
        self.voices.push((earcon.index(), 0));
    }

    /// Whether anything sounds.
    #[cfg(test)]
    pub(crate) fn is_silent(&self) -> bool {
        self.voices.is_empty()
    }

    /// Fills `out` (interleaved frames of `channels` samples) with the mix, the same
    /// on every channel, clipped to full scale; silence when nothing sounds.
    pub(crate) fn fill<T: Sample + FromSample<f32>>(&mut self, out: &mut [T], channels: usize) {
        let channels = channels.max(1);
        for frame in out.chunks_mut(channels) {
            let mut sum = 0.0_f32;
            for (sound, pos) in &mut self.voices {
                if let Some(s) = self.sounds.get(*sound).and_then(|s| s.get(*pos)) {
                    sum += s;
                }
                *pos += 1;
            }
            let value = T::from_sample(sum.clamp(-1.0, 1.0));
            frame.fill(value);
        }
        let sounds = &self.sounds;
        self.voices.retain(|(sound, pos)| sounds.get(*sound).is_some_and(|s| *pos < s.len()));
    }
}

/// Opens the default device and starts the stream (on the audio thread).
#[cfg(feature = "sound")]
fn open(
    sounds: &[Vec<i16>],
    rx: Receiver<Earcon>,
    fault: Arc<Mutex<Option<String>>>,
) -> Result<(cpal::Stream, AudioDevice), AudioError> {
    quiet_alsa();
    let host = cpal::default_host();
    let device = host.default_output_device().ok_or(AudioError::NoDevice)?;
    let supported = device.default_output_config().map_err(|source| AudioError::Device { source })?;
    let rate = supported.sample_rate();
    let channels = supported.channels();
    let format = supported.sample_format();
    let resampled: Vec<Arc<[f32]>> = sounds.iter().map(|s| Arc::from(resample(s, SAMPLE_RATE, rate))).collect();
    let id = device.id().map(|id| id.to_string()).unwrap_or_else(|_| "default".to_owned());
    let frames = (u64::from(rate) * BUFFER.as_millis() as u64 / 1000) as u32;
    let mut config = supported.config();
    config.buffer_size = BufferSize::Fixed(frames);
    let fixed = build(&device, config, format, Mixer::new(resampled.clone()), rx.clone(), fault.clone());
    let (stream, buffer_frames) = match fixed {
        Ok(stream) => (stream, Some(frames)),
        Err(_) => {
            config.buffer_size = BufferSize::Default;
            (build(&device, config, format, Mixer::new(resampled), rx, fault)?, None)
        }
    };
    stream.play().map_err(|source| AudioError::Stream { source })?;
    Ok((stream, AudioDevice { device: id, sample_rate: rate, channels, buffer_frames }))
}

/// Sends alsa-lib's own error lines on this thread, for the rest of its life, into a
/// buffer that nobody reads. cpal opens and probes the device on the thread that calls
/// it, so installed first on the audio thread it silences the probe's lines (`cannot
/// find card '0'`, `Unknown PCM default`); the reason taktil gives is cpal's error, in
/// the "No sound device" line. alsa-lib's handler is per thread
/// (`snd_lib_error_set_local`), so nothing else in the process changes. The `alsa`
/// crate (cpal's own) installs it safely and keeps the buffer in a thread local
/// (`alsa::Output::local_error_handler`): no `unsafe` here. If the buffer cannot be
/// made, alsa-lib prints as before.
#[cfg(all(feature = "sound", target_os = "linux"))]
fn quiet_alsa() {
    let _ = alsa::Output::local_error_handler();
}

/// No ALSA: nothing to silence.
#[cfg(all(feature = "sound", not(target_os = "linux")))]
fn quiet_alsa() {}

/// Builds the stream for the device's sample format.
#[cfg(feature = "sound")]
fn build(
    device: &cpal::Device,
    config: StreamConfig,
    format: SampleFormat,
    mixer: Mixer,
    rx: Receiver<Earcon>,
    fault: Arc<Mutex<Option<String>>>,
) -> Result<cpal::Stream, AudioError> {
    match format {
        SampleFormat::F32 => build_typed::<f32>(device, config, mixer, rx, fault),
        SampleFormat::F64 => build_typed::<f64>(device, config, mixer, rx, fault),
        SampleFormat::I16 => build_typed::<i16>(device, config, mixer, rx, fault),
        SampleFormat::I32 => build_typed::<i32>(device, config, mixer, rx, fault),
        SampleFormat::I8 => build_typed::<i8>(device, config, mixer, rx, fault),
        SampleFormat::U16 => build_typed::<u16>(device, config, mixer, rx, fault),
        SampleFormat::U8 => build_typed::<u8>(device, config, mixer, rx, fault),
        format => Err(AudioError::Format { format }),
    }
}

#[cfg(feature = "sound")]
fn build_typed<T: SizedSample + FromSample<f32>>(
    device: &cpal::Device,
    config: StreamConfig,
    mut mixer: Mixer,
    rx: Receiver<Earcon>,
    fault: Arc<Mutex<Option<String>>>,
) -> Result<cpal::Stream, AudioError> {
    let channels = usize::from(config.channels);
    device
        .build_output_stream(
            config,
            move |out: &mut [T], _: &cpal::OutputCallbackInfo| {
                // Never block in the audio callback: take only what is there.
                while let Ok(e) = rx.try_recv() {
                    mixer.start(e);
                }
                mixer.fill(out, channels);
            },
            move |err: cpal::Error| {
                *fault.lock().unwrap_or_else(PoisonError::into_inner) = Some(err.to_string());
            },
            Some(START_TIMEOUT),
        )
        .map_err(|source| AudioError::Stream { source })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::earcon;

    #[test]
    fn embedded_files_decode_to_the_synthesized_earcons() {
        let sounds = load().expect("embedded earcons decode");
        for e in Earcon::ALL {
            assert_eq!(sounds[e.index()], earcon::samples(e), "{e}");
        }
    }

    #[cfg(feature = "sound")]
    #[test]
    fn resampling_keeps_duration_and_shape() {
        let tone = earcon::samples(Earcon::Flag);
        let same = resample(&tone, 48_000, 48_000);
        assert_eq!(same.len(), tone.len());
        assert!((same[100] - f32::from(tone[100]) / 32767.0).abs() < 1e-6);
        let cd = resample(&tone, 48_000, 44_100);
        assert_eq!(cd.len(), (tone.len() * 441).div_ceil(480));
        let up = resample(&tone, 48_000, 96_000);
        assert_eq!(up.len(), tone.len() * 2);
        // Every other upsampled sample is an original one.
        assert!((up[2000] - f32::from(tone[1000]) / 32767.0).abs() < 1e-6);
        let peak = |s: &[f32]| s.iter().fold(0.0_f32, |m, x| m.max(x.abs()));
        assert!((peak(&cd) - 0.5).abs() < 0.01, "the peak stays near -6 dBFS: {}", peak(&cd));
        assert!(resample(&[], 48_000, 44_100).is_empty());
    }

    #[cfg(feature = "sound")]
    #[test]
    fn mixer_writes_every_channel_and_ends_in_silence() {
        let sounds: Vec<Arc<[f32]>> = vec![Arc::from(vec![0.5_f32, -0.25, 0.125])];
        let mut m = Mixer { sounds, voices: Vec::new() };
        let mut out = [1.0_f32; 8];
        m.fill(&mut out, 2);
        assert_eq!(out, [0.0; 8], "silence when nothing sounds");
        m.start(Earcon::Lifted);
        let mut out = [0_i16; 8];
        m.fill(&mut out, 2);
        assert_eq!(out, [16384, 16384, -8192, -8192, 4096, 4096, 0, 0]);
        assert!(m.is_silent());
    }

    #[cfg(feature = "sound")]
    #[test]
    fn mixer_sums_and_clips() {
        let sounds: Vec<Arc<[f32]>> = vec![Arc::from(vec![0.6_f32; 4]), Arc::from(vec![0.6_f32; 2])];
        let mut m = Mixer { sounds, voices: Vec::new() };
        m.start(Earcon::Lifted);
        m.start(Earcon::Moved);
        let mut out = [0.0_f32; 4];
        m.fill(&mut out, 1);
        assert_eq!(out, [1.0, 1.0, 0.6, 0.6]);
        // At most VOICES at once, the oldest giving way.
        for _ in 0..20 {
            m.start(Earcon::Lifted);
        }
        assert_eq!(m.voices.len(), VOICES);
    }
}
