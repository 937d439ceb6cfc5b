//! The cost of the dead-position check (5.2b, 9.6) per move on real games.
//!
//! For every position of every game of `shared/data/games`, in one run: the time of
//! `core::dead::is_dead` (what the game runs after each move) and of shakmaty's legal
//! move generation (what the game runs after each move already), median, 99th
//! percentile and total, and the ratio of the totals; the same for the positions where
//! the check searches (locked pawns or few men). Run with `cargo bench --bench dead`.
//! Figures vary with the machine; the ratio is the number to compare.

#![allow(clippy::print_stdout, reason = "a bench prints its figures")]

use std::{
    fs,
    hint::black_box,
    path::{Path, PathBuf},
    time::{Duration, Instant},
};

use shakmaty::{Chess, Position};
use taktil::{core::dead, pgn};

fn positions() -> Vec<Chess> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data/games");
    let mut files: Vec<PathBuf> = fs::read_dir(dir).expect("shared/data/games").flatten().map(|e| e.path()).collect();
    files.sort();
    let mut out = Vec::new();
    for path in files.iter().filter(|p| p.extension().is_some_and(|e| e == "pgn")) {
        let text = fs::read_to_string(path).expect("PGN");
        for game in pgn::read_games(&text).into_iter().flatten() {
            let mut pos = game.start.position.clone();
            out.push(pos.clone());
            for m in &game.moves {
                pos.play_unchecked(*m);
                out.push(pos.clone());
            }
        }
    }
    out
}

fn time<T>(f: impl FnOnce() -> T) -> Duration {
    let started = Instant::now();
    black_box(f());
    started.elapsed()
}

fn report(what: &str, mut times: Vec<Duration>) -> Duration {
    if times.is_empty() {
        println!("{what}: none");
        return Duration::ZERO;
    }
    times.sort();
    let total: Duration = times.iter().sum();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    println!(
        "{what}: {} calls, median {:?}, p99 {:?}, max {:?}, total {:?}",
        times.len(),
        at(0.5),
        at(0.99),
        times[times.len() - 1],
        total
    );
    total
}

fn main() {
    let positions = positions();
    let mut dead_times = Vec::new();
    let mut legal_times = Vec::new();
    let mut searched = Vec::new();
    let mut searched_legal = Vec::new();
    let mut dead_count = 0;
    for pos in &positions {
        let d = time(|| dead::is_dead(pos));
        let l = time(|| pos.legal_moves());
        if dead::is_dead(pos) {
            dead_count += 1;
        }
        if dead::budget(pos, dead::MOVE_BUDGET).is_some() && !pos.is_insufficient_material() {
            searched.push(d);
            searched_legal.push(l);
        }
        dead_times.push(d);
        legal_times.push(l);
    }
    println!("{} positions, {} dead", positions.len(), dead_count);
    let dead_total = report("dead::is_dead, every position", dead_times);
    let legal_total = report("legal_moves, every position", legal_times);
    println!("ratio is_dead / legal_moves (totals): {:.2}", dead_total.as_secs_f64() / legal_total.as_secs_f64());
    let s = report("dead::is_dead, positions searched", searched);
    let l = report("legal_moves, positions searched", searched_legal);
    if !l.is_zero() {
        println!("ratio on positions searched (totals): {:.1}", s.as_secs_f64() / l.as_secs_f64());
    }
}
