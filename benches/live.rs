//! The live session's footprint (product.md: a live session under 20 MB resident, and
//! "Ready" spoken under 300 ms after the start).
//!
//! Measured on the real binary (`taktil play`), in one run:
//! - **Resident memory over a full game**: the longest game of `shared/data/games`
//!   turned into peg lines (`taktil::synth`, the blind player White pressing
//!   `announce`), fed into `taktil play` with a journal; the peak resident set
//!   (`VmHWM` of `/proc/<pid>/status`) just before the input ends. Baseline in the
//!   same run: the peak of an idle session that has said "Ready" and got nothing.
//!   Silent, and again speaking when Speech Dispatcher is there.
//! - **Start to "Ready" spoken**: from spawning `taktil play --speak` to the first
//!   sound on the PulseAudio null sink (its monitor recorded with `parec`), and to the
//!   "Ready" line printed. Baseline in the same run: spawning `taktil --version` to
//!   its exit (what starting any process costs here). Two cases: cold (no Speech
//!   Dispatcher answers: taktil's first connection spawns one; taktil gets a runtime
//!   folder of its own for this), and with Speech Dispatcher running as a service (`-t 0`, which
//!   the bench starts and stops), the median of five starts each after the sink has
//!   been idle long enough to suspend.
//!
//! Run from the project root on a machine without a sound card:
//!
//! ```sh
//! . scripts/headless-audio.sh && cargo bench --bench live; taktil_audio_stop
//! ```
//!
//! Without PulseAudio or `parec` the sound figures are left out, with a note.

#![allow(clippy::print_stdout, reason = "a bench prints its figures")]

use std::{
    fs,
    io::{BufRead, BufReader, Read, Write},
    path::{Path, PathBuf},
    process::{Child, Command, Stdio},
    sync::mpsc,
    thread,
    time::{Duration, Instant},
};

use rand::{SeedableRng, rngs::StdRng};
use shakmaty::Color;
use taktil::{
    pgn, script,
    synth::{self, SynthStyle},
};

const TAKTIL: &str = env!("CARGO_BIN_EXE_taktil");

fn shared() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared")
}

/// The longest standard game of the shared collection as peg lines without times, and
/// its number of half-moves.
fn longest_game() -> (Vec<String>, usize) {
    let mut best: Option<pgn::PgnGame> = None;
    let mut files: Vec<PathBuf> =
        fs::read_dir(shared().join("data/games")).expect("shared/data/games").flatten().map(|e| e.path()).collect();
    files.sort();
    for path in files.iter().filter(|p| p.extension().is_some_and(|e| e == "pgn")) {
        let text = fs::read_to_string(path).expect("a PGN");
        for game in pgn::read_games(&text).into_iter().flatten() {
            // From the standard start position, as `taktil play` starts without --fen.
            let standard = game.tag("FEN").is_none() && game.tag("Variant").is_none();
            if standard && best.as_ref().is_none_or(|b| game.moves.len() > b.moves.len()) {
                best = Some(game);
            }
        }
    }
    let game = best.expect("a game");
    // No sensor noise: the lines are fed faster than a hand moves pegs (see `play`).
    let style = SynthStyle { blind: Color::White, confirm: true, regrasp: 0.0, bounce: 0.0, ..SynthStyle::default() };
    let s = synth::synthesize(&game.start, &game.moves, &style, &mut StdRng::seed_from_u64(7));
    let lines = s
        .events
        .into_iter()
        .map(|(t, input)| {
            let line = script::TimedInput { line: 0, t, input }.to_string();
            line.split_once(' ').map(|(_, rest)| rest.trim_start().to_owned()).expect("an event line")
        })
        .collect();
    (lines, game.moves.len())
}

/// A `/proc/<pid>/status` field in kB.
fn status_kb(pid: u32, field: &str) -> Option<u64> {
    let text = fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = text.lines().find(|l| l.starts_with(field))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Starts `taktil play` with `extra` flags; its stdout lines come on the receiver.
/// The settle and bounce times are a few ms, so that lines fed 12 ms apart are each
/// a step of a move (a hand takes longer; the work per move is the same).
fn play(extra: &[&str], journal: &Path) -> (Child, mpsc::Receiver<(Instant, String)>) {
    play_in(extra, journal, &[])
}

/// As [`play`], with these environment variables.
fn play_in(extra: &[&str], journal: &Path, env: &[(&str, String)]) -> (Child, mpsc::Receiver<(Instant, String)>) {
    let mut child = Command::new(TAKTIL)
        .args(["play", "--blind", "white", "--announce", "confirm", "--settle-ms", "5", "--bounce-ms", "2"])
        .arg("--journal")
        .arg(journal)
        .args(extra)
        .envs(env.iter().map(|(k, v)| (*k, v.as_str())))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("taktil play starts");
    let stdout = child.stdout.take().expect("a pipe");
    let (tx, rx) = mpsc::channel();
    thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if tx.send((Instant::now(), line)).is_err() {
                break;
            }
        }
    });
    (child, rx)
}

/// Waits for a line containing `text`; the time it was read.
fn wait_for(lines: &mpsc::Receiver<(Instant, String)>, text: &str) -> Option<Instant> {
    loop {
        let (at, line) = lines.recv_timeout(Duration::from_secs(20)).ok()?;
        if line.contains(text) {
            return Some(at);
        }
    }
}

/// Peak resident memory in kB of a session idle after "Ready", and of one that played
/// the whole game.
fn memory(lines: &[String], extra: &[&str], dir: &Path, name: &str) -> (u64, u64, usize) {
    let idle_journal = dir.join(format!("{name}-idle.journal"));
    let (mut child, out) = play(extra, &idle_journal);
    wait_for(&out, "Ready.");
    thread::sleep(Duration::from_millis(300));
    let idle = status_kb(child.id(), "VmHWM:").unwrap_or(0);
    drop(child.stdin.take());
    let _ = child.wait();

    let journal = dir.join(format!("{name}-game.journal"));
    let (mut child, out) = play(extra, &journal);
    wait_for(&out, "Ready.");
    let mut stdin = child.stdin.take().expect("a pipe");
    for line in lines {
        writeln!(stdin, "{line}").expect("taktil reads");
        stdin.flush().expect("taktil reads");
        // Longer than the settle time: each position is held before the next peg moves.
        thread::sleep(Duration::from_millis(12));
    }
    // Everything handled: no line for a second.
    while out.recv_timeout(Duration::from_secs(1)).is_ok() {}
    let peak = status_kb(child.id(), "VmHWM:").unwrap_or(0);
    drop(stdin);
    let _ = child.wait();
    (idle, peak, taktil_replay_moves(&journal))
}

/// The number of moves in a journal (its PGN through `taktil replay`).
fn taktil_replay_moves(journal: &Path) -> usize {
    let out = Command::new(TAKTIL).args(["replay", "--format", "jsonl"]).arg(journal).output().expect("replay");
    String::from_utf8_lossy(&out.stdout).lines().filter(|l| l.contains("\"kind\":\"move\"")).count()
}

/// A recorder of the null sink's monitor: the instants of loud chunks.
struct Monitor {
    child: Child,
    loud: mpsc::Receiver<Instant>,
}

impl Monitor {
    fn start() -> Option<Monitor> {
        let mut child = Command::new("parec")
            .args(["--raw", "--format=s16le", "--rate=16000", "--channels=1", "--latency-msec=5"])
            .args(["-d", "taktil_null.monitor"])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .ok()?;
        let mut stdout = child.stdout.take()?;
        let (tx, loud) = mpsc::channel();
        thread::spawn(move || {
            // 10 ms of 16 kHz mono.
            let mut buf = [0u8; 320];
            while let Ok(n) = stdout.read(&mut buf) {
                if n == 0 {
                    break;
                }
                let loud =
                    buf[..n - n % 2].chunks_exact(2).any(|s| i16::from_le_bytes([s[0], s[1]]).unsigned_abs() > 300);
                if loud && tx.send(Instant::now()).is_err() {
                    break;
                }
            }
        });
        let monitor = Monitor { child, loud };
        // parec is connected and the sink has been quiet for half a second (nothing of
        // an earlier run still sounding).
        while monitor.loud.recv_timeout(Duration::from_millis(500)).is_ok() {}
        Some(monitor)
    }

    /// The first sound after `since`, within five seconds.
    fn first_after(&self, since: Instant) -> Option<Instant> {
        let deadline = since + Duration::from_secs(5);
        loop {
            let at = self.loud.recv_timeout(deadline.saturating_duration_since(Instant::now())).ok()?;
            if at > since {
                return Some(at);
            }
        }
    }
}

impl Drop for Monitor {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// One start: ms to the "Ready" line, and to the first sound when recorded.
fn start_once(dir: &Path, n: usize, env: &[(&str, String)]) -> (f64, Option<f64>) {
    let monitor = Monitor::start();
    let journal = dir.join(format!("ready-{n}.journal"));
    let spawned = Instant::now();
    let (mut child, out) = play_in(&["--speak", "--no-sounds"], &journal, env);
    let ready = wait_for(&out, "Ready.").map_or(f64::NAN, |at| ms(at - spawned));
    let sound = monitor.as_ref().and_then(|m| m.first_after(spawned)).map(|at| ms(at - spawned));
    drop(child.stdin.take());
    let _ = child.wait();
    (ready, sound)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v.get(v.len() / 2).copied().unwrap_or(f64::NAN)
}

fn main() {
    let dir = std::env::temp_dir().join(format!("taktil-bench-live-{}", std::process::id()));
    fs::create_dir_all(&dir).expect("a temp dir");
    let (lines, plies) = longest_game();
    if let Ok(path) = std::env::var("TAKTIL_BENCH_DUMP") {
        let _ = fs::write(path, lines.join("\n"));
    }
    println!("live: the longest game, {plies} half-moves, {} peg and key lines", lines.len());

    let mut baseline = Vec::new();
    for _ in 0..5 {
        let t = Instant::now();
        let _ = Command::new(TAKTIL).arg("--version").output();
        baseline.push(ms(t.elapsed()));
    }
    let baseline = median(baseline);
    // First a cold start: no Speech Dispatcher answers, and the first client spawns
    // it (libspeechd's autospawn; it exits again a few seconds after its last
    // client). taktil gets a runtime folder of its own, so whatever daemon the user
    // runs is not found, and finds PulseAudio by PULSE_SERVER.
    let cold = std::env::var("XDG_RUNTIME_DIR").ok().map(|runtime| {
        let fresh = dir.join("runtime");
        let _ = fs::create_dir_all(&fresh);
        let env = [
            ("XDG_RUNTIME_DIR", fresh.display().to_string()),
            ("PULSE_SERVER", format!("unix:{runtime}/pulse/native")),
        ];
        start_once(&dir, 0, &env)
    });
    // Then Speech Dispatcher as a service that stays (`-t 0`), as a tournament machine
    // should run it: five starts, each after the sink has been idle long enough to
    // suspend (PulseAudio's default is 5 s), as when a player starts taktil at the
    // board.
    let pid_file = dir.join("speechd.pid");
    let daemon = Command::new("speech-dispatcher")
        .args(["-d", "-t", "0", "-P"])
        .arg(&pid_file)
        .status()
        .is_ok_and(|s| s.success());
    thread::sleep(Duration::from_secs(1));
    let mut ready = Vec::new();
    let mut sound = Vec::new();
    for n in 1..=5 {
        thread::sleep(Duration::from_secs(6));
        let (r, s) = start_once(&dir, n, &[]);
        ready.push(r);
        sound.extend(s);
    }
    if daemon && let Ok(pid) = fs::read_to_string(&pid_file) {
        let _ = Command::new("kill").arg(pid.trim()).status();
    }
    let ready = median(ready);
    println!("start: baseline (taktil --version, spawn to exit) median {baseline:.1} ms");
    let figure = |v: Option<f64>| v.map_or("-".to_owned(), |v| format!("{v:.1} ms ({:.1}x baseline)", v / baseline));
    match cold {
        Some((r, s)) => println!(
            "start, Speech Dispatcher spawned by taktil (cold): 'Ready' printed {}, first sound {}",
            figure(Some(r)),
            figure(s)
        ),
        None => println!("start, cold: no XDG_RUNTIME_DIR (source scripts/headless-audio.sh); not measured"),
    }
    let sound = (!sound.is_empty()).then(|| median(sound));
    println!(
        "start, Speech Dispatcher running (-t 0), sink suspended, median of 5: 'Ready' printed {}, first sound {}",
        figure(Some(ready)),
        figure(sound)
    );

    let (idle, peak, made) = memory(&lines, &["--silent"], &dir, "silent");
    println!(
        "memory (silent):  idle session peak {:.1} MB, after the whole game {:.1} MB ({made} moves journaled), ratio {:.2}",
        kb_mb(idle),
        kb_mb(peak),
        ratio(peak, idle)
    );
    let speech = Command::new("pactl").arg("info").output().is_ok_and(|o| o.status.success());
    if speech {
        let (idle, peak, made) = memory(&lines, &["--speak", "--no-sounds"], &dir, "speaking");
        println!(
            "memory (speaking): idle session peak {:.1} MB, after the whole game {:.1} MB ({made} moves journaled), ratio {:.2}",
            kb_mb(idle),
            kb_mb(peak),
            ratio(peak, idle)
        );
    } else {
        println!("memory (speaking): no PulseAudio server (source scripts/headless-audio.sh); left out");
    }

    let _ = fs::remove_dir_all(&dir);
}

#[allow(clippy::cast_precision_loss)]
fn kb_mb(kb: u64) -> f64 {
    kb as f64 / 1024.0
}

#[allow(clippy::cast_precision_loss)]
fn ratio(a: u64, b: u64) -> f64 {
    a as f64 / b.max(1) as f64
}
