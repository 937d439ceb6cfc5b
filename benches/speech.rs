//! Speech latency: from the sensor event (or clock timeout) that makes a move to the
//! moment Speech Dispatcher reports that the announcement started to sound
//! (product.md: under 50 ms at the 95th percentile, with Speech Dispatcher and
//! espeak-ng).
//!
//! Real games from `shared/data/games` are turned into peg events (`taktil::synth`) and
//! driven through the core with their timestamps, as `benches/replay.rs` does. For
//! every made move the clock runs from just before the core call through draining its
//! outputs, `Localizer::render` and `Speaker::say`, to the `Begin` event, whose time
//! the backend's callback stamped. Then the bench waits for `End` before the next move,
//! as in a real game; with `TAKTIL_BENCH_INTERRUPT=1` it waits only 300 ms and lets
//! the next move interrupt (measuring the stop-then-speak path instead).
//!
//! Run on a machine without a sound card (CI-like), from the project root:
//!
//! ```sh
//! . scripts/headless-audio.sh && cargo bench --bench speech; taktil_audio_stop
//! ```
//!
//! `TAKTIL_BENCH_MOVES=N` sets how many moves to speak (default 120). Without Speech
//! Dispatcher it says so and exits 0.

use std::{
    fs,
    path::{Path, PathBuf},
    time::{Duration, Instant},
};

use crossbeam_channel::Receiver;
use rand::{SeedableRng, rngs::StdRng};
use shakmaty::Color;
use taktil::{
    core::{Companion, output::Output, settings::Settings, time::Timestamp},
    io::speech::{Priority, Speaker, SpeechConfig, SpeechEvent, SpeechEventKind, UtteranceId},
    l10n::{Localizer, Vocabulary},
    pgn, script,
    synth::{self, Style},
};

fn shared() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared")
}

/// Session scripts of real games, the blind player as White, in file order.
fn scripts(limit: usize) -> Vec<String> {
    let mut rng = StdRng::seed_from_u64(11);
    let mut files: Vec<PathBuf> =
        fs::read_dir(shared().join("data/games")).map(|d| d.flatten().map(|e| e.path()).collect()).unwrap_or_default();
    files.sort();
    let mut out = Vec::new();
    let mut plies = 0;
    for path in files.iter().filter(|p| p.extension().is_some_and(|e| e == "pgn")) {
        let Ok(text) = fs::read_to_string(path) else { continue };
        for game in pgn::read_games(&text).into_iter().flatten() {
            if plies >= limit {
                return out;
            }
            plies += game.moves.len();
            let style = Style { blind: Color::White, ..Style::default() };
            out.push(synth::synthesize(&game.start, &game.moves, &style, &mut rng).text);
        }
    }
    out
}

/// Waits for `kind` on `rx`; returns its time.
fn wait_for(rx: &Receiver<SpeechEvent>, kind: &SpeechEventKind, timeout: Duration) -> Option<Instant> {
    let end = Instant::now() + timeout;
    while let Some(left) = end.checked_duration_since(Instant::now()) {
        match rx.recv_timeout(left) {
            Ok(e) if e.kind == *kind => return Some(e.at),
            Ok(_) => {}
            Err(_) => return None,
        }
    }
    None
}

struct Run {
    /// Core call to `Begin`.
    latency: Vec<Duration>,
    /// Core call to `say` returning (core, Fluent, the channel send).
    to_say: Vec<Duration>,
    missed: usize,
    /// Moves reported as progress so far.
    reported: usize,
}

/// One core call: runs `step`, speaks the move it made, and measures.
fn step(
    core: &mut Companion,
    step: impl FnOnce(&mut Companion),
    l10n: &Localizer,
    speaker: &Speaker,
    rx: &Receiver<SpeechEvent>,
    interrupt: bool,
    run: &mut Run,
) {
    let started = Instant::now();
    step(core);
    let mut moved = false;
    let mut said: Option<UtteranceId> = None;
    while let Some(t) = core.poll_output() {
        match t.output {
            Output::Move(_) => moved = true,
            Output::Say(msg) if moved && said.is_none() => said = Some(speaker.say(&l10n.render(&msg), Priority::Move)),
            _ => {}
        }
    }
    let Some(id) = said else { return };
    run.to_say.push(started.elapsed());
    match wait_for(rx, &SpeechEventKind::Begin(id), Duration::from_secs(5)) {
        Some(begin) => run.latency.push(begin.saturating_duration_since(started)),
        None => run.missed += 1,
    }
    if interrupt {
        std::thread::sleep(Duration::from_millis(300));
    } else {
        let _ = wait_for(rx, &SpeechEventKind::End(id), Duration::from_secs(15));
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn percentile(sorted: &[Duration], q: f64) -> Duration {
    let rank = ((sorted.len() as f64 * q).ceil() as usize).clamp(1, sorted.len().max(1));
    sorted.get(rank - 1).copied().unwrap_or_default()
}

fn main() {
    let moves: usize = std::env::var("TAKTIL_BENCH_MOVES").ok().and_then(|v| v.parse().ok()).unwrap_or(120);
    let interrupt = std::env::var("TAKTIL_BENCH_INTERRUPT").is_ok_and(|v| v == "1");
    let started = Instant::now();
    let speaker = match Speaker::start(&SpeechConfig::default()) {
        Ok(s) => s,
        Err(e) => {
            println!("speech bench: speech unavailable ({e}); nothing measured");
            return;
        }
    };
    println!("speech bench: connected in {:.0} ms", ms(started.elapsed()));
    if !speaker.wait_voices(Duration::from_secs(60)) {
        println!("speech bench: the voices were not ready within 60 s; nothing measured");
        return;
    }
    println!("speech bench: voices for en and de ready after {:.1} s", started.elapsed().as_secs_f64());
    let rx = speaker.events();
    let l10n = match Localizer::new("en", Vocabulary::default()) {
        Ok(l) => l,
        Err(e) => {
            println!("speech bench: no English announcer ({e})");
            return;
        }
    };
    let mut run = Run { latency: Vec::new(), to_say: Vec::new(), missed: 0, reported: 0 };
    'games: for text in scripts(moves) {
        let Ok(script) = script::parse(&text) else { continue };
        let mut settings = Settings::default();
        if script.header.apply(&mut settings).is_err() {
            continue;
        }
        let mut core = Companion::new(settings);
        for e in script.events {
            while let Some(d) = core.poll_timeout().filter(|d| *d <= e.t) {
                step(&mut core, |c| c.handle_timeout(d), &l10n, &speaker, &rx, interrupt, &mut run);
            }
            let input = e.input;
            step(&mut core, |c| c.handle(e.t, input), &l10n, &speaker, &rx, interrupt, &mut run);
            let done = run.latency.len() + run.missed;
            if done.is_multiple_of(20) && done > run.reported {
                run.reported = done;
                eprintln!("speech bench: {done} moves spoken after {:.0} s", started.elapsed().as_secs_f64());
            }
            if done >= moves {
                break 'games;
            }
        }
        step(&mut core, |c| c.finish(Timestamp(u64::MAX / 2)), &l10n, &speaker, &rx, interrupt, &mut run);
        if speaker.is_lost() {
            println!("speech bench: the speaker was lost (the watchdog fired); figures so far follow");
            break;
        }
    }
    let _ = speaker.wait_idle(Duration::from_secs(15));
    let mut lat = run.latency;
    lat.sort();
    let mut to_say = run.to_say;
    to_say.sort();
    if lat.is_empty() {
        println!("speech bench: no move was spoken ({} without a begin)", run.missed);
        return;
    }
    println!(
        "sensor event to speech started: median {:.1} ms, p95 {:.1} ms, max {:.1} ms over {} moves ({} without a begin{})",
        ms(percentile(&lat, 0.5)),
        ms(percentile(&lat, 0.95)),
        ms(lat[lat.len() - 1]),
        lat.len(),
        run.missed,
        if interrupt { ", each move interrupting the last" } else { ", each move spoken to the end" }
    );
    println!(
        "  of which core + Fluent + say(): median {:.3} ms, p95 {:.3} ms",
        ms(percentile(&to_say, 0.5)),
        ms(percentile(&to_say, 0.95))
    );
}
