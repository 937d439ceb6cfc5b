//! Real speech and sound through Speech Dispatcher, espeak-ng and cpal, recorded from
//! the sound server's monitor to prove that something was heard.
//!
//! The tests that need a sound server run only with `TAKTIL_AUDIO_TESTS=1`, which
//! `scripts/headless-audio.sh` sets after starting PulseAudio with a null sink (and
//! `scripts/test.sh` sources it); without it they print a note and pass. They share one
//! [`Speaker`] and run one at a time ([`AUDIO`]), because they share one daemon and one
//! sink: a recording must hear only its own test.
//!
//! The start-error tests always run: they start a child copy of this test binary with
//! `SPEECHD_ADDRESS` or `XDG_RUNTIME_DIR` pointing where nobody answers, so the
//! environment of this process stays untouched, and check that it fails fast with a
//! clear error instead of hanging.

use std::{
    io::{Read, Write},
    os::unix::net::UnixListener,
    process::{Child, Command, Stdio},
    sync::{Mutex, MutexGuard, OnceLock, PoisonError},
    thread,
    time::{Duration, Instant},
};

use crossbeam_channel::Receiver;
use taktil::{
    earcon::Earcon,
    io::{
        audio::Earcons,
        speech::{Priority, Speaker, SpeechConfig, SpeechEvent, SpeechEventKind, UtteranceId},
    },
    l10n::{Part, Utterance},
};

/// One audio test at a time.
static AUDIO: Mutex<()> = Mutex::new(());

/// The speaker all tests share (starting one and preparing its voices takes seconds).
static SPEAKER: OnceLock<Result<Speaker, String>> = OnceLock::new();

/// The loudest 50 ms window must be above this to count as heard (speech measured
/// about -18 dB RMS, earcons -12 dB; silence on a null sink is exactly zero).
const HEARD_DB: f64 = -45.0;

/// Whether the real-audio tests run; prints why not.
fn enabled(test: &str) -> bool {
    if std::env::var("TAKTIL_AUDIO_TESTS").is_ok_and(|v| v == "1") {
        return true;
    }
    // Straight to stderr, past libtest's capture, so the note shows in every run.
    let _ = writeln!(
        std::io::stderr(),
        "audio::{test}: skipped: needs a sound server; run `. scripts/headless-audio.sh` first \
         (scripts/test.sh does) or set TAKTIL_AUDIO_TESTS=1"
    );
    false
}

fn lock() -> MutexGuard<'static, ()> {
    // A failed test must not fail the others.
    AUDIO.lock().unwrap_or_else(PoisonError::into_inner)
}

fn speaker() -> &'static Speaker {
    let started = SPEAKER.get_or_init(|| {
        // On a busy machine starting Speech Dispatcher can take longer than start()
        // waits; the daemon is up for the next try.
        let mut tries = 0;
        let speaker = loop {
            tries += 1;
            match Speaker::start(&SpeechConfig::default()) {
                Ok(s) => break s,
                Err(e) if tries == 3 => return Err(e.to_string()),
                Err(_) => thread::sleep(Duration::from_secs(1)),
            }
        };
        // The voice list for en and de: a second or more (see dispatcher.rs).
        if !speaker.wait_voices(Duration::from_secs(30)) {
            return Err("the voices for en and de were not ready within 30 s".into());
        }
        Ok(speaker)
    });
    match started {
        Ok(s) => s,
        Err(e) => panic!("speech unavailable although TAKTIL_AUDIO_TESTS=1: {e}"),
    }
}

fn utterance(parts: &[(&'static str, &str)]) -> Utterance {
    Utterance { locale: "en", parts: parts.iter().map(|(lang, text)| Part { lang, text: (*text).into() }).collect() }
}

/// Throws away events of earlier tests.
fn drain(rx: &Receiver<SpeechEvent>) {
    while rx.try_recv().is_ok() {}
}

/// Collects events until `until` matches one (inclusive) or `timeout` passes.
fn events_until(
    rx: &Receiver<SpeechEvent>,
    timeout: Duration,
    until: impl Fn(&SpeechEventKind) -> bool,
) -> Vec<SpeechEvent> {
    let end = Instant::now() + timeout;
    let mut out = Vec::new();
    while let Some(left) = end.checked_duration_since(Instant::now()) {
        match rx.recv_timeout(left) {
            Ok(e) => {
                let done = until(&e.kind);
                out.push(e);
                if done {
                    break;
                }
            }
            Err(_) => break,
        }
    }
    out
}

fn kinds(events: &[SpeechEvent]) -> Vec<SpeechEventKind> {
    events.iter().map(|e| e.kind.clone()).collect()
}

fn at(events: &[SpeechEvent], kind: &SpeechEventKind) -> Instant {
    events.iter().find(|e| e.kind == *kind).map(|e| e.at).unwrap_or_else(|| panic!("no {kind:?} in {events:?}"))
}

/// Records the default sink's monitor with `parec` while it lives.
struct Recording {
    child: Child,
    reader: Option<thread::JoinHandle<Vec<u8>>>,
}

impl Recording {
    fn start() -> Recording {
        let mut child = Command::new("parec")
            .args(["--device=@DEFAULT_MONITOR@", "--format=s16le", "--rate=48000", "--channels=1", "--latency-msec=20"])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("parec runs (package pulseaudio-utils)");
        let mut out = child.stdout.take().expect("piped stdout");
        let reader = thread::spawn(move || {
            let mut bytes = Vec::new();
            let _ = out.read_to_end(&mut bytes);
            bytes
        });
        // Let the record stream connect before anything plays.
        thread::sleep(Duration::from_millis(300));
        Recording { child, reader: Some(reader) }
    }

    /// Stops and returns the loudest 50 ms window in dBFS (RMS).
    fn loudest_db(self) -> f64 {
        window_db(&self.samples(), 2400).fold(-200.0, f64::max)
    }

    /// Stops and returns what was recorded, 48,000 samples a second, -1 to 1.
    fn samples(mut self) -> Vec<f64> {
        // parec writes as it records; what it buffered when killed is lost, so the
        // callers keep recording a little after the sound.
        let _ = self.child.kill();
        let _ = self.child.wait();
        let bytes = self.reader.take().and_then(|r| r.join().ok()).unwrap_or_default();
        let samples: Vec<f64> =
            bytes.chunks_exact(2).map(|b| f64::from(i16::from_le_bytes([b[0], b[1]])) / 32768.0).collect();
        assert!(samples.len() > 48_000 / 2, "parec recorded only {} samples", samples.len());
        samples
    }
}

/// The level of each window of `len` samples, in dBFS (RMS).
fn window_db(samples: &[f64], len: usize) -> impl Iterator<Item = f64> + '_ {
    samples.chunks(len).map(|w| {
        let rms = (w.iter().map(|x| x * x).sum::<f64>() / w.len() as f64).sqrt();
        if rms > 0.0 { 20.0 * rms.log10() } else { -200.0 }
    })
}

/// From the first sound to the last (10 ms windows above [`HEARD_DB`]): how long, and
/// the longest silence inside.
fn sound_and_longest_silence(samples: &[f64]) -> (Duration, Duration) {
    let loud: Vec<bool> = window_db(samples, 480).map(|db| db > HEARD_DB).collect();
    let (Some(first), Some(last)) = (loud.iter().position(|l| *l), loud.iter().rposition(|l| *l)) else {
        return (Duration::ZERO, Duration::ZERO);
    };
    let mut longest = 0;
    let mut run = 0;
    for l in &loud[first..=last] {
        run = if *l { 0 } else { run + 1 };
        longest = longest.max(run);
    }
    let ms = |windows: usize| Duration::from_millis(10 * windows as u64);
    (ms(last + 1 - first), ms(longest))
}

impl Drop for Recording {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[test]
fn speech_begins_ends_and_is_heard() {
    if !enabled("speech_begins_ends_and_is_heard") {
        return;
    }
    let _guard = lock();
    let speaker = speaker();
    let rx = speaker.events();
    drain(&rx);
    let recording = Recording::start();
    let said = Instant::now();
    let id = speaker.say(&utterance(&[("de", "Springer Felix drei")]), Priority::Move);
    let events = events_until(&rx, Duration::from_secs(10), |k| *k == SpeechEventKind::End(id));
    thread::sleep(Duration::from_millis(300));
    let db = recording.loudest_db();
    assert_eq!(kinds(&events), vec![SpeechEventKind::Begin(id), SpeechEventKind::End(id)]);
    let begin = at(&events, &SpeechEventKind::Begin(id)) - said;
    let spoken = at(&events, &SpeechEventKind::End(id)) - at(&events, &SpeechEventKind::Begin(id));
    eprintln!("begin after {begin:?}, spoken for {spoken:?}, loudest {db:.1} dBFS");
    assert!(begin < Duration::from_secs(1), "begin took {begin:?}");
    assert!(spoken > Duration::from_millis(300), "too short to be speech: {spoken:?}");
    assert!(db > HEARD_DB, "the monitor heard only {db:.1} dBFS");
    assert!(speaker.wait_idle(Duration::from_secs(1)));
    assert!(!speaker.is_lost());
}

#[test]
fn a_move_interrupts_chatter() {
    if !enabled("a_move_interrupts_chatter") {
        return;
    }
    let _guard = lock();
    let speaker = speaker();
    let rx = speaker.events();
    drain(&rx);
    let long =
        utterance(&[("en", "White has a rook, a knight, six pawns and the king; Black has the same and a bishop")]);
    let old = speaker.say(&long, Priority::Chatter);
    let begun = events_until(&rx, Duration::from_secs(5), |k| *k == SpeechEventKind::Begin(old));
    assert_eq!(kinds(&begun), vec![SpeechEventKind::Begin(old)]);
    thread::sleep(Duration::from_millis(300));
    let new = speaker.say(&utterance(&[("de", "Dame")]), Priority::Move);
    let events = events_until(&rx, Duration::from_secs(10), |k| *k == SpeechEventKind::End(new));
    assert_eq!(
        kinds(&events),
        vec![SpeechEventKind::Stopped(old), SpeechEventKind::Begin(new), SpeechEventKind::End(new)],
        "stopped, then the move"
    );
    let gap = at(&events, &SpeechEventKind::Begin(new)) - at(&events, &SpeechEventKind::Stopped(old));
    eprintln!("the move began {gap:?} after the chatter was stopped");
    assert!(gap < Duration::from_secs(1));
    assert!(speaker.wait_idle(Duration::from_secs(1)), "chatter is not said again");
}

#[test]
fn two_languages_in_one_utterance_are_both_spoken() {
    if !enabled("two_languages_in_one_utterance_are_both_spoken") {
        return;
    }
    let _guard = lock();
    let speaker = speaker();
    let rx = speaker.events();
    drain(&rx);
    let takes = utterance(&[("en", "takes")]);
    let felix = utterance(&[("de", "Felix drei")]);
    let both = utterance(&[("en", "takes"), ("de", "Felix drei")]);
    let spoken = |u: &Utterance| -> (UtteranceId, Duration, Vec<SpeechEventKind>) {
        let id = speaker.say(u, Priority::Move);
        let events = events_until(&rx, Duration::from_secs(10), |k| *k == SpeechEventKind::End(id));
        let length = at(&events, &SpeechEventKind::End(id)) - at(&events, &SpeechEventKind::Begin(id));
        (id, length, kinds(&events))
    };
    let (_, en, _) = spoken(&takes);
    let (_, de, _) = spoken(&felix);
    let recording = Recording::start();
    let (id, together, events) = spoken(&both);
    thread::sleep(Duration::from_millis(300));
    let db = recording.loudest_db();
    eprintln!("takes {en:?}, Felix drei {de:?}, both {together:?}, loudest {db:.1} dBFS");
    assert_eq!(events, vec![SpeechEventKind::Begin(id), SpeechEventKind::End(id)], "no NoVoice, no stop");
    // The utterance ends with its last part, so it lasts about as long as its parts
    // one after the other: longer than either alone.
    // (Measured: takes 0.91 s, Felix drei 1.34 s, both 1.80 s as one SSML message;
    // 2.1 s as two messages.)
    assert!(together > en.max(de) + Duration::from_millis(300), "both parts spoken: {together:?} vs {en:?}, {de:?}");
    assert!(db > HEARD_DB, "the monitor heard only {db:.1} dBFS");
}

/// Issue 17: an utterance of three language parts goes to Speech Dispatcher as one
/// message, so it plays without the pause that separate messages leave between them
/// (0.4 s and more: each message's own trailing silence and start).
#[test]
fn three_language_parts_are_one_message_without_pauses() {
    if !enabled("three_language_parts_are_one_message_without_pauses") {
        return;
    }
    let _guard = lock();
    let speaker = speaker();
    let rx = speaker.events();
    drain(&rx);
    let knight = utterance(&[("de", "Springer"), ("en", "takes"), ("de", "Felix drei")]);
    let recording = Recording::start();
    let id = speaker.say(&knight, Priority::Move);
    let events = events_until(&rx, Duration::from_secs(10), |k| *k == SpeechEventKind::End(id));
    thread::sleep(Duration::from_millis(300));
    let samples = recording.samples();
    let loudest = window_db(&samples, 2400).fold(-200.0, f64::max);
    let (sound, silence) = sound_and_longest_silence(&samples);
    eprintln!("Springer takes Felix drei: sound for {sound:?}, longest silence {silence:?}, loudest {loudest:.1} dBFS");
    assert_eq!(kinds(&events), vec![SpeechEventKind::Begin(id), SpeechEventKind::End(id)], "one begin, one end");
    assert!(loudest > HEARD_DB, "the monitor heard only {loudest:.1} dBFS");
    assert!(sound > Duration::from_millis(900), "three parts are longer than {sound:?}");
    // Between words espeak-ng leaves at most about 0.1 s; separate messages 0.37 s and
    // 0.46 s here (scripts/headless-audio.sh, the null sink).
    assert!(silence < Duration::from_millis(250), "a pause of {silence:?} between the parts: separate messages?");
    assert!(speaker.wait_idle(Duration::from_secs(1)));
}

#[test]
fn earcons_are_heard() {
    if !enabled("earcons_are_heard") {
        return;
    }
    let _guard = lock();
    let earcons = Earcons::start().unwrap_or_else(|e| panic!("earcons unavailable although TAKTIL_AUDIO_TESTS=1: {e}"));
    eprintln!("earcons on {:?}", earcons.output());
    let recording = Recording::start();
    for e in [Earcon::Moved, Earcon::Flag, Earcon::Illegal] {
        earcons.play(e);
        thread::sleep(Duration::from_millis(450));
    }
    thread::sleep(Duration::from_millis(300));
    let db = recording.loudest_db();
    eprintln!("earcons: loudest {db:.1} dBFS");
    assert!(db > HEARD_DB, "the monitor heard only {db:.1} dBFS");
    assert_eq!(earcons.fault(), None);
}

/// Runs one of the `child_*` tests below in a fresh copy of this test binary with the
/// given environment, and returns its output. Bounded: the child is killed after 20 s.
fn child(test: &str, env: &[(&str, &str)], remove: &[&str]) -> (Duration, String) {
    let exe = std::env::current_exe().expect("the test binary's path");
    let mut cmd = Command::new(exe);
    cmd.args(["--exact", test, "--nocapture", "--test-threads=1"]).env("TAKTIL_CHILD", "1");
    cmd.envs(env.iter().copied());
    for key in remove {
        cmd.env_remove(key);
    }
    let started = Instant::now();
    let mut child = cmd.stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().expect("the test binary runs");
    // Read both pipes while the child runs, so it never blocks on a full pipe.
    let readers: Vec<thread::JoinHandle<String>> = [
        child.stdout.take().map(|p| Box::new(p) as Box<dyn Read + Send>),
        child.stderr.take().map(|p| Box::new(p) as Box<dyn Read + Send>),
    ]
    .into_iter()
    .flatten()
    .map(|mut pipe| {
        thread::spawn(move || {
            let mut text = String::new();
            let _ = pipe.read_to_string(&mut text);
            text
        })
    })
    .collect();
    loop {
        if child.try_wait().expect("child status").is_some() {
            break;
        }
        if started.elapsed() > Duration::from_secs(20) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{test}: the child hung for 20 s");
        }
        thread::sleep(Duration::from_millis(20));
    }
    let elapsed = started.elapsed();
    let text = readers.into_iter().filter_map(|r| r.join().ok()).collect::<Vec<_>>().join("\n");
    (elapsed, text)
}

/// The child's `CHILD ...` report lines (libtest may print them after the test name).
fn reports(out: &str) -> Vec<&str> {
    out.lines().filter_map(|l| l.find("CHILD").map(|i| &l[i..])).collect()
}

fn in_child() -> bool {
    std::env::var_os("TAKTIL_CHILD").is_some()
}

/// In a child process (see [`child`]): tries to start speech and prints the outcome.
#[test]
fn child_start_speech() {
    if !in_child() {
        return;
    }
    let started = Instant::now();
    match Speaker::start(&SpeechConfig::default()) {
        Ok(_) => println!("CHILD started after {:?}", started.elapsed()),
        Err(e) => println!("CHILD error after {} ms: {e}", started.elapsed().as_millis()),
    }
}

/// In a child process (see [`child`]): tries to open the audio output and prints the
/// outcome.
#[test]
fn child_start_earcons() {
    if !in_child() {
        return;
    }
    match Earcons::start() {
        Ok(e) => println!("CHILD started on {:?}", e.output()),
        Err(e) => println!("CHILD error: {e}"),
    }
}

/// In a child process (see [`child`]), against a Speech Dispatcher whose audio goes
/// nowhere: says one word and reports what the watchdog does.
#[test]
fn child_watchdog() {
    if !in_child() {
        return;
    }
    // No voices to prepare: the test is about the watchdog.
    let config = SpeechConfig { languages: Vec::new(), ..SpeechConfig::default() };
    let speaker = match Speaker::start(&config) {
        Ok(s) => s,
        Err(e) => {
            println!("CHILD error: {e}");
            return;
        }
    };
    let rx = speaker.events();
    let said = Instant::now();
    let id = speaker.say(&utterance(&[("en", "check")]), Priority::Move);
    let events = kinds(&events_until(&rx, Duration::from_secs(15), |k| *k == SpeechEventKind::Lost));
    let lost_ms = said.elapsed().as_millis();
    let t = Instant::now();
    let later = speaker.say(&utterance(&[("en", "mate")]), Priority::Move);
    let say_us = t.elapsed().as_micros();
    let after = kinds(&events_until(&rx, Duration::from_millis(500), |k| *k == SpeechEventKind::Stopped(later)));
    println!("CHILD events {events:?} then {after:?}");
    println!(
        "CHILD lost={} begun={} lost_ms={lost_ms} say_us={say_us} first_stopped={} later_stopped={} is_lost={} \
         wait_idle={}",
        events.contains(&SpeechEventKind::Lost),
        events.contains(&SpeechEventKind::Begin(id)),
        after.contains(&SpeechEventKind::Stopped(id)),
        after.contains(&SpeechEventKind::Stopped(later)),
        speaker.is_lost(),
        speaker.wait_idle(Duration::from_millis(100)),
    );
}

/// A Speech Dispatcher of our own whose sound output cannot open: it begins an
/// utterance and never ends it (shared/docs/rust-stack.md §5).
struct MuteDaemon {
    dir: std::path::PathBuf,
    daemon: Child,
}

impl MuteDaemon {
    fn start() -> Option<MuteDaemon> {
        let dir = std::env::temp_dir().join(format!("taktil-mute-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("log")).ok()?;
        let copied = Command::new("cp").arg("-r").arg("/etc/speech-dispatcher").arg(dir.join("conf")).status();
        if !copied.is_ok_and(|s| s.success()) {
            return None;
        }
        // Pulse only (no ALSA fallback that might find a card), at a server that is not there.
        let conf = dir.join("conf/speechd.conf");
        let mut text = std::fs::read_to_string(&conf).ok()?;
        text.push_str("\nAudioOutputMethod \"pulse\"\n");
        std::fs::write(&conf, text).ok()?;
        let sock = dir.join("sock");
        let daemon = Command::new("speech-dispatcher")
            .args(["-s", "-l", "1", "-c", "unix_socket", "-t", "0"])
            .arg("-S")
            .arg(&sock)
            .arg("-L")
            .arg(dir.join("log"))
            .arg("-P")
            .arg(dir.join("pid"))
            .arg("-C")
            .arg(dir.join("conf"))
            .env("PULSE_SERVER", format!("unix:{}", dir.join("no-pulse").display()))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .ok()?;
        let mute = MuteDaemon { dir, daemon };
        let ready = Instant::now();
        while !sock.exists() && ready.elapsed() < Duration::from_secs(5) {
            thread::sleep(Duration::from_millis(20));
        }
        sock.exists().then_some(mute)
    }

    fn address(&self) -> String {
        format!("unix_socket:{}", self.dir.join("sock").display())
    }
}

impl Drop for MuteDaemon {
    fn drop(&mut self) {
        // SIGKILL: a daemon stuck on its audio ignored SIGTERM for seconds here.
        let _ = self.daemon.kill();
        let _ = self.daemon.wait();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

#[test]
fn watchdog_notices_speech_that_never_ends() {
    if !enabled("watchdog_notices_speech_that_never_ends") {
        return;
    }
    let _guard = lock();
    let Some(daemon) = MuteDaemon::start() else {
        panic!("cannot start a private speech-dispatcher");
    };
    let (elapsed, out) = child("audio::child_watchdog", &[("SPEECHD_ADDRESS", &daemon.address())], &[]);
    drop(daemon);
    let lines = reports(&out);
    eprintln!("{}", lines.join("\n"));
    let report = lines.iter().find(|l| l.contains("lost=")).unwrap_or_else(|| panic!("no report:\n{out}"));
    let field = |name: &str| -> &str {
        report
            .split_whitespace()
            .find_map(|kv| kv.strip_prefix(name).and_then(|v| v.strip_prefix('=')))
            .unwrap_or_else(|| panic!("no {name} in {report}"))
    };
    assert_eq!(field("lost"), "true", "the watchdog did not fire:\n{out}");
    assert_eq!(field("first_stopped"), "true", "the hung utterance is reported stopped:\n{out}");
    assert_eq!(field("later_stopped"), "true", "after lost, say reports Stopped at once:\n{out}");
    assert_eq!((field("is_lost"), field("wait_idle")), ("true", "false"), "{out}");
    // "check": 5 characters, one part: (0.36 + 0.6) s x 2 + 2 s = 3.9 s.
    let lost_ms: u64 = field("lost_ms").parse().expect("a number");
    assert!((3700..8000).contains(&lost_ms), "lost after {lost_ms} ms:\n{out}");
    let say_us: u64 = field("say_us").parse().expect("a number");
    assert!(say_us < 10_000, "say blocked for {say_us} us after lost");
    assert!(elapsed < Duration::from_secs(15), "took {elapsed:?}");
}

#[test]
fn speech_start_fails_fast_when_nobody_listens() {
    let dir = std::env::temp_dir().join(format!("taktil-nobody-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let address = format!("unix_socket:{}", dir.join("speechd.sock").display());
    let (elapsed, out) = child("audio::child_start_speech", &[("SPEECHD_ADDRESS", &address)], &[]);
    let _ = std::fs::remove_dir_all(&dir);
    eprintln!("{}", reports(&out).join("\n"));
    assert!(out.contains("CHILD error"), "speech started with nobody listening:\n{out}");
    assert!(out.contains("no speech backend"), "not the clear error:\n{out}");
    assert!(elapsed < Duration::from_secs(10), "took {elapsed:?}");
}

#[test]
fn speech_start_gives_up_on_a_daemon_that_never_answers() {
    let dir = std::env::temp_dir().join(format!("taktil-silent-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("speechd.sock");
    // Listens (the kernel accepts connections into the backlog) but never answers.
    let listener = UnixListener::bind(&path).expect("bind a unix socket");
    let address = format!("unix_socket:{}", path.display());
    let (elapsed, out) = child("audio::child_start_speech", &[("SPEECHD_ADDRESS", &address)], &[]);
    drop(listener);
    let _ = std::fs::remove_dir_all(&dir);
    eprintln!("{}", reports(&out).join("\n"));
    assert!(out.contains("did not answer within 2.0 s"), "expected the start timeout:\n{out}");
    assert!(elapsed < Duration::from_secs(10), "took {elapsed:?}");
}

#[test]
fn earcons_start_fails_cleanly_without_a_sound_server() {
    let dir = std::env::temp_dir().join(format!("taktil-nopulse-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let runtime = dir.display().to_string();
    let (elapsed, out) =
        child("audio::child_start_earcons", &[("XDG_RUNTIME_DIR", &runtime)], &["PULSE_SERVER", "PULSE_RUNTIME_PATH"]);
    let _ = std::fs::remove_dir_all(&dir);
    let result = reports(&out);
    eprintln!("{}", result.join("\n"));
    // On this project's machines (no sound card) that is an error; a machine with a
    // card plays through ALSA. Either way: an answer, no panic, no hang.
    assert_eq!(result.len(), 1, "no answer from the child:\n{out}");
    assert!(!out.contains("panicked"), "{out}");
    assert!(elapsed < Duration::from_secs(10), "took {elapsed:?}");
}
