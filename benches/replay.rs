//! Replay throughput and announcement latency, against the python-chess peer.
//!
//! Turns every game of `shared/data/games` into session scripts (the blind player as
//! White and as Black), then measures in one run:
//! - taktil: scripts parsed and replayed through the core, in events per second;
//! - the peer `shared/bench/peer.py` (python-chess position matching) on the same
//!   scripts, in events per second, and the ratio;
//! - the time from the input that makes a move to its announcement text being ready
//!   (core plus Fluent), median and 95th percentile.
//!
//! Run with `cargo bench`. Figures vary with the machine; the ratio is the number to
//! compare.

#![allow(clippy::print_stdout, reason = "a bench prints its figures")]

use std::{
    fs,
    path::{Path, PathBuf},
    process::Command,
    time::{Duration, Instant},
};

use rand::{SeedableRng, rngs::StdRng};
use shakmaty::{CastlingMode, Color};
use taktil::{
    core::{
        Companion,
        output::Output,
        settings::{Settings, Start},
    },
    l10n::{Localizer, Vocabulary},
    pgn, replay, script,
    synth::{self, SynthStyle},
};

struct Case {
    text: String,
    start: Start,
    events: usize,
}

fn shared() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared")
}

fn cases(limit: usize) -> Vec<Case> {
    let mut rng = StdRng::seed_from_u64(7);
    let mut files: Vec<PathBuf> =
        fs::read_dir(shared().join("data/games")).expect("shared/data/games").flatten().map(|e| e.path()).collect();
    files.sort();
    let mut out = Vec::new();
    for path in files.iter().filter(|p| p.extension().is_some_and(|e| e == "pgn")) {
        let text = fs::read_to_string(path).expect("PGN");
        for game in pgn::read_games(&text).into_iter().flatten() {
            for blind in [Color::White, Color::Black] {
                if out.len() >= limit {
                    return out;
                }
                let s = synth::synthesize(
                    &game.start,
                    &game.moves,
                    &SynthStyle { blind, ..SynthStyle::default() },
                    &mut rng,
                );
                let events = s.text.lines().filter(|l| l.starts_with('@')).count();
                out.push(Case { text: s.text, start: game.start.clone(), events });
            }
        }
    }
    out
}

fn taktil_pass(cases: &[Case], overrides: &replay::Overrides) -> Duration {
    let started = Instant::now();
    let mut moves = 0;
    for case in cases {
        let session = replay::run(&case.text, overrides).expect("script replays");
        moves += session.core.moves().len();
    }
    assert!(moves > 0);
    started.elapsed()
}

/// From the input that makes a move to the rendered announcement: `handle` or
/// `handle_timeout`, draining the outputs, and Fluent.
fn latencies(cases: &[Case], l10n: &Localizer) -> Vec<Duration> {
    let mut out = Vec::new();
    for case in cases.iter().take(200) {
        let script = script::parse(&case.text).expect("script");
        let mut settings = Settings::default();
        script.header.apply(&mut settings).expect("header");
        let mut core = Companion::new(settings);
        let mut measure = |core: &mut Companion, step: &mut dyn FnMut(&mut Companion)| {
            let started = Instant::now();
            step(core);
            let mut said = None;
            let mut moved = false;
            while let Some(t) = core.poll_output() {
                match t.output {
                    Output::Move(_) => moved = true,
                    Output::Say(msg) if moved && said.is_none() => said = Some(l10n.render(&msg).text()),
                    _ => {}
                }
            }
            if moved {
                std::hint::black_box(said);
                out.push(started.elapsed());
            }
        };
        for e in script.events {
            while let Some(d) = core.poll_timeout().filter(|d| *d <= e.t) {
                measure(&mut core, &mut |c: &mut Companion| c.handle_timeout(d));
            }
            let input = e.input;
            measure(&mut core, &mut |c: &mut Companion| c.handle(e.t, input.clone()));
        }
        measure(&mut core, &mut |c: &mut Companion| c.finish(e_end()));
    }
    out.sort();
    out
}

fn e_end() -> taktil::core::time::Timestamp {
    taktil::core::time::Timestamp(u64::MAX / 2)
}

fn peer(cases: &[Case], dir: &Path) -> Option<(Duration, usize)> {
    let peer = shared().join("bench/peer.py");
    if Command::new("python3").args(["-c", "import chess"]).status().ok()?.success().not() {
        eprintln!("peer: python-chess is missing (pip install chess); peer figures skipped");
        return None;
    }
    fs::create_dir_all(dir).ok()?;
    let mut standard = Vec::new();
    let mut total = Duration::ZERO;
    let mut events = 0;
    for (i, case) in cases.iter().enumerate() {
        let path = dir.join(format!("{i:05}.script"));
        fs::write(&path, &case.text).ok()?;
        events += case.events;
        if case.start.castling == CastlingMode::Chess960 {
            // peer.py takes one start position per call.
            let fen = case.start.fen();
            let out =
                Command::new("python3").arg(&peer).args(["--fen", &fen, "--chess960"]).arg(&path).output().ok()?;
            total += seconds(&String::from_utf8_lossy(&out.stderr))?;
        } else {
            standard.push(path);
        }
    }
    let out = Command::new("python3").arg(&peer).args(&standard).output().ok()?;
    total += seconds(&String::from_utf8_lossy(&out.stderr))?;
    Some((total, events))
}

/// The seconds in peer.py's "peer: N events in S s = ..." line.
fn seconds(stderr: &str) -> Option<Duration> {
    let line = stderr.lines().find(|l| l.starts_with("peer:"))?;
    let s = line.split(" in ").nth(1)?.split(' ').next()?;
    Some(Duration::from_secs_f64(s.parse().ok()?))
}

trait Not {
    fn not(self) -> bool;
}
impl Not for bool {
    fn not(self) -> bool {
        !self
    }
}

fn main() {
    // For profiling: `TAKTIL_BENCH_LIMIT=100 valgrind --tool=callgrind target/release/deps/replay-*`
    // replays only the first sessions and skips the peer.
    let limit: Option<usize> = std::env::var("TAKTIL_BENCH_LIMIT").ok().and_then(|v| v.parse().ok());
    let cases = cases(limit.unwrap_or(usize::MAX));
    let events: usize = cases.iter().map(|c| c.events).sum();
    eprintln!("bench: {} sessions, {events} events", cases.len());
    let plain = replay::Overrides::default();
    taktil_pass(&cases, &plain);
    let best_of_5 = |overrides: &replay::Overrides| (0..5).map(|_| taktil_pass(&cases, overrides)).min().expect("runs");
    let best = best_of_5(&plain);
    let taktil_rate = events as f64 / best.as_secs_f64();
    println!("taktil replay: {events} events in {:.3} s = {taktil_rate:.0} events/s (best of 5)", best.as_secs_f64());
    // The same sessions under a clock (presses, snapshots, flag deadlines), against the
    // run above as the baseline.
    let mut timed = replay::Overrides::default();
    timed.header.time_control = Some("40/120m, 60m +30s".parse().expect("time control"));
    let clocked = best_of_5(&timed);
    println!(
        "  with a clock (40/120m, 60m +30s): {:.3} s = {:.0} events/s, {:.2}x the time without",
        clocked.as_secs_f64(),
        events as f64 / clocked.as_secs_f64(),
        clocked.as_secs_f64() / best.as_secs_f64()
    );

    let started = Instant::now();
    for case in &cases {
        std::hint::black_box(script::parse(&case.text).expect("script"));
    }
    println!("  of which parsing the scripts: {:.3} s", started.elapsed().as_secs_f64());

    let l10n = Localizer::new("en", Vocabulary::default()).expect("en");
    let lat = latencies(&cases, &l10n);
    let pick = |q: f64| lat[((lat.len() as f64 - 1.0) * q) as usize];
    println!(
        "event to announcement text: median {:.1} us, p95 {:.1} us over {} moves",
        pick(0.5).as_secs_f64() * 1e6,
        pick(0.95).as_secs_f64() * 1e6,
        lat.len()
    );

    let dir = std::env::temp_dir().join(format!("taktil-bench-{}", std::process::id()));
    if let Some((peer_time, peer_events)) = peer(&cases, &dir).filter(|_| limit.is_none()) {
        let peer_rate = peer_events as f64 / peer_time.as_secs_f64();
        println!(
            "peer (python-chess): {peer_events} events in {:.3} s = {peer_rate:.0} events/s",
            peer_time.as_secs_f64()
        );
        println!("ratio taktil / peer: {:.1}x", taktil_rate / peer_rate);
    }
    let _ = fs::remove_dir_all(&dir);
}
