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

#![allow(clippy::print_stdout, reason = "a bench prints its figures")]

use std::{
    fs,
    path::{Path, PathBuf},
    time::{Duration, Instant},
};

use taktil::{
    core::input::Input,
    item::{Item, Sink},
    l10n::{Localizer, Vocabulary},
};

#[allow(dead_code, reason = "not every bench uses every helper of the shared module")]
mod common;

/// Rounds of each measurement; the best is kept.
const ROUNDS: usize = 3;

/// A sink that drops everything.
struct Nothing;

impl Sink for Nothing {
    fn take(&mut self, _item: &Item) {}
}

/// One game through the live loop; the time it took and the moves made.
fn session(inputs: &[(u64, Input)], journal: Option<&Path>, l10n: &Localizer) -> (Duration, usize) {
    let started = Instant::now();
    let core = common::live_session(inputs, journal, &mut Nothing, l10n);
    (started.elapsed(), core.moves().len())
}

fn main() {
    let dir = std::env::var_os("TAKTIL_BENCH_DIR").map_or_else(std::env::temp_dir, PathBuf::from);
    let dir = dir.join(format!("taktil-journal-bench-{}", std::process::id()));
    fs::create_dir_all(&dir).expect("a folder for the journals");
    let l10n = Localizer::new("en", Vocabulary::default()).expect("en");
    let games = common::peg_events(&common::games(0), 10);
    let journal = dir.join("game.journal");
    let (mut with, mut without) = (Duration::MAX, Duration::MAX);
    let (mut moves, mut bytes, mut lines) = (0, 0, 0);
    for _ in 0..ROUNDS {
        let (mut w, mut wo) = (Duration::ZERO, Duration::ZERO);
        (moves, bytes, lines) = (0, 0, 0);
        for inputs in &games {
            let (took, made) = session(inputs, Some(&journal), &l10n);
            let text = fs::read(&journal).expect("the journal");
            bytes += text.len();
            lines += text.iter().filter(|b| **b == b'\n').count();
            w += took;
            moves += made;
            wo += session(inputs, None, &l10n).0;
        }
        with = with.min(w);
        without = without.min(wo);
    }
    let _ = fs::remove_dir_all(&dir);
    let per_move = |d: Duration| d.as_secs_f64() * 1000.0 / moves as f64;
    println!("journal: {} games, {moves} half-moves, {lines} lines, {bytes} bytes", games.len());
    println!(
        "journal size per half-move: {:.1} bytes ({:.1} lines)",
        bytes as f64 / moves as f64,
        lines as f64 / moves as f64
    );
    println!(
        "journal write time per half-move: {:.3} ms (with journal {:.3} ms, without {:.3} ms per half-move; best of {ROUNDS})",
        per_move(with.saturating_sub(without)),
        per_move(with),
        per_move(without)
    );
}
