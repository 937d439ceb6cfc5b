//! The journal's cost per move: its size on disk and the time its writes take (each
//! line written, flushed and synced before its input is handled, docs/play.md).
//!
//! Real games of `shared/data/games` (the ten longest standard games) are turned into
//! peg events (`taktil::synth`, the blind player White pressing `announce`, with a
//! time control) and run through the live session's loop (`taktil::play::Live`) with
//! no voice and no screen, their inputs queued with the instants of the synthesized
//! times so that no step waits: once with a journal in a folder on disk (the system's
//! temporary folder, or `TAKTIL_BENCH_DIR`), once without. The journal's write time
//! per move is the difference of the two runs over the moves made (the core's work is
//! the same in both); its size per move is its length over the moves.
//!
//! ```sh
//! cargo bench --locked --bench journal
//! ```
//!
//! Figures move with the disk and the machine's load: compare two builds in one run.

#![allow(clippy::print_stdout, dead_code, unused_imports)]

use std::{
    fs,
    path::{Path, PathBuf},
    time::{Duration, Instant},
};

use rand::{SeedableRng, rngs::StdRng};
use shakmaty::Color;
use taktil::{
    item::{Item, Sink},
    l10n::{Localizer, Vocabulary},
    pgn,
    play::{self, Arrival, Arrived, Sinks},
    script::Header,
    synth::{self, SynthStyle},
};

/// Rounds of each measurement; the best is kept.
const ROUNDS: usize = 3;

fn shared() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared")
}

/// The `count` longest standard games of the shared collection as timed inputs.
fn games(count: usize) -> Vec<Vec<(u64, taktil::core::input::Input)>> {
    let mut all = Vec::new();
    let mut files: Vec<PathBuf> =
        fs::read_dir(shared().join("data/games")).expect("shared/data/games").flatten().map(|e| e.path()).collect();
    files.sort();
    for path in files.iter().filter(|p| p.extension().is_some_and(|e| e == "pgn")) {
        let text = fs::read_to_string(path).expect("a PGN");
        for game in pgn::read_games(&text).into_iter().flatten() {
            if game.tag("FEN").is_none() && game.tag("Variant").is_none() {
                all.push(game);
            }
        }
    }
    all.sort_by_key(|g| std::cmp::Reverse(g.moves.len()));
    let style = SynthStyle { blind: Color::White, confirm: true, ..SynthStyle::default() };
    all.iter()
        .take(count)
        .map(|game| {
            let s = synth::synthesize(&game.start, &game.moves, &style, &mut StdRng::seed_from_u64(7));
            s.events.into_iter().map(|(t, input)| (t.0, input)).collect()
        })
        .collect()
}

/// A sink that drops everything.
struct Nothing;

impl Sink for Nothing {
    fn take(&mut self, _item: &Item) {}
}

/// One game through the live loop; the time it took and the moves made.
fn session(
    inputs: &[(u64, taktil::core::input::Input)],
    journal: Option<&Path>,
    l10n: &Localizer,
) -> (Duration, usize) {
    let header = Header {
        blind: Some(Color::White),
        time_control: Some("40/90m, 30m +30s".parse().expect("a time control")),
        ..Header::default()
    };
    if let Some(path) = journal {
        let _ = fs::remove_file(path);
    }
    let options = play::Options { header, journal: journal.map(Path::to_owned), ..play::Options::default() };
    let started = Instant::now();
    let live = play::Live::start(&options).expect("a session");
    let (tx, rx) = crossbeam_channel::unbounded();
    let base = Instant::now();
    for (t, input) in inputs {
        let at = base + Duration::from_millis(*t);
        tx.send(Arrival { at, what: Arrived::Input(input.clone()) }).expect("the loop listens");
    }
    drop(tx);
    let core = live.run(&rx, Sinks::new().with(&mut Nothing), l10n);
    (started.elapsed(), core.moves().len())
}

fn main() {
    let l10n = Localizer::new("en", Vocabulary::default()).expect("en");
    let games = games(10);
    let n: usize = std::env::var("N").ok().and_then(|v| v.parse().ok()).unwrap_or(20);
    let mut moves = 0;
    let started = Instant::now();
    for _ in 0..n {
        for inputs in &games {
            moves += session(inputs, None, &l10n).1;
        }
    }
    println!("{} half-moves, {:.4} ms per half-move", moves, started.elapsed().as_secs_f64() * 1000.0 / moves as f64);
}
