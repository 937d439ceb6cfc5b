//! The E2.7/E2.8 ruling's cost on real games, against replaying the same games.
//!
//! For every game of `shared/data/games`, two cases: the tactile board (pegs only)
//! executed another legal move at a random ply and the later moves after it (E2.7), and
//! the sighted scoresheet has another legal move at a random ply (E2.8). Measured in
//! one run:
//! - the baseline: playing each game's moves with shakmaty (SAN to move, legality,
//!   play), which any reconciliation must at least do;
//! - `reconcile` on the same games with the error injected: total time, the ratio to
//!   the baseline, and the median and 95th percentile of one ruling.
//!
//! Run with `cargo bench --bench reconcile`. The ratio is the number to compare.

#![allow(clippy::print_stdout, reason = "a bench prints its figures")]

use std::{
    fs,
    path::Path,
    time::{Duration, Instant},
};

use rand::{Rng, SeedableRng, rngs::StdRng};
use shakmaty::{Chess, Color, Move, Position, san::SanPlus};
use taktil::{
    core::{
        input::Cell,
        ruling::{Entry, Evidence, reconcile},
        settings::Start,
    },
    pgn,
};

/// One game and an error in it.
struct Case {
    evidence: Evidence,
    sans: Vec<SanPlus>,
}

fn cells(pos: &Chess) -> [Cell; 64] {
    let mut cells = [Cell::Empty; 64];
    for (sq, _) in pos.board() {
        cells[sq as usize] = Cell::Occupied;
    }
    cells
}

/// The game with another legal move at `ply` (the later moves kept while legal).
fn branch(start: &Chess, moves: &[Move], ply: usize, pick: usize) -> (Vec<SanPlus>, Chess) {
    let mut pos = start.clone();
    let mut sans = Vec::new();
    for (i, m) in moves.iter().enumerate() {
        let m = if i == ply {
            let legal = pos.legal_moves();
            let others: Vec<Move> = legal.iter().copied().filter(|o| o != m).collect();
            match others.get(pick % others.len().max(1)) {
                Some(o) => *o,
                None => *m,
            }
        } else {
            *m
        };
        if !pos.is_legal(m) {
            break;
        }
        sans.push(SanPlus::from_move_and_play_unchecked(&mut pos, m));
    }
    (sans, pos)
}

fn cases() -> Vec<Case> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data/games");
    let mut rng = StdRng::seed_from_u64(5);
    let mut files: Vec<_> = fs::read_dir(&dir).expect("shared/data/games").flatten().map(|e| e.path()).collect();
    files.sort();
    let mut out = Vec::new();
    for path in files.iter().filter(|p| p.extension().is_some_and(|e| e == "pgn")) {
        let text = fs::read_to_string(path).expect("PGN");
        for game in pgn::read_games(&text).into_iter().flatten() {
            if game.moves.len() < 2 {
                continue;
            }
            let start: &Chess = &game.start.position;
            let ply = rng.random_range(0..game.moves.len());
            let (wrong, wrong_end) = branch(start, &game.moves, ply, rng.random_range(0..64));
            // The game as far as the wrong branch could follow it: both sheets and the
            // right board end there.
            let played = wrong.len();
            let mut end = start.clone();
            for m in &game.moves[..played] {
                end.play_unchecked(*m);
            }
            let sheet: Vec<Entry> = game.sans[..played].iter().map(|s| Entry::San(*s)).collect();
            let base = Evidence {
                blind_sheet: sheet.clone(),
                sighted_sheet: sheet.clone(),
                ..Evidence::new(Start { position: start.clone(), castling: game.start.castling }, Color::White)
            };
            // E2.7: the sheets agree, the tactile board went another way.
            out.push(Case {
                evidence: Evidence { tactile: Some(cells(&wrong_end)), sighted: Some(cells(&end)), ..base.clone() },
                sans: game.sans[..played].to_vec(),
            });
            // E2.8: the sighted sheet has another move.
            out.push(Case {
                evidence: Evidence {
                    sighted_sheet: wrong.iter().map(|s| Entry::San(*s)).collect(),
                    tactile: Some(cells(&end)),
                    ..base
                },
                sans: game.sans[..played].to_vec(),
            });
        }
    }
    out
}

/// Replays every case's scoresheet with shakmaty: the floor under any ruling.
fn baseline(cases: &[Case]) -> Duration {
    let started = Instant::now();
    let mut plies = 0;
    for case in cases {
        let mut pos = case.evidence.start.position.clone();
        for san in &case.sans {
            let Ok(m) = san.san.to_move(&pos) else { break };
            pos.play_unchecked(m);
            plies += 1;
        }
        std::hint::black_box(&pos);
    }
    assert!(plies > 0);
    started.elapsed()
}

fn main() {
    let cases = cases();
    let plies: usize = cases.iter().map(|c| c.sans.len()).sum();
    eprintln!("bench: {} rulings over {plies} plies", cases.len());
    let best = |f: &dyn Fn() -> Duration| (0..5).map(|_| f()).min().expect("runs");
    let base = best(&|| baseline(&cases));
    let mut each = Vec::with_capacity(cases.len());
    let mut kinds: std::collections::BTreeMap<&'static str, usize> = Default::default();
    let total = best(&|| {
        let started = Instant::now();
        for case in &cases {
            std::hint::black_box(reconcile(&case.evidence));
        }
        started.elapsed()
    });
    for case in &cases {
        let started = Instant::now();
        let ruling = reconcile(&case.evidence);
        each.push(started.elapsed());
        *kinds.entry(ruling.kind()).or_default() += 1;
    }
    each.sort();
    let pick = |q: f64| each[((each.len() as f64 - 1.0) * q) as usize];
    println!("baseline (shakmaty replays the sheets): {:.3} s", base.as_secs_f64());
    println!(
        "reconcile: {} rulings in {:.3} s, {:.1}x the baseline; rulings: {kinds:?}",
        cases.len(),
        total.as_secs_f64(),
        total.as_secs_f64() / base.as_secs_f64()
    );
    println!(
        "one ruling: median {:.0} us, p95 {:.0} us",
        pick(0.5).as_secs_f64() * 1e6,
        pick(0.95).as_secs_f64() * 1e6
    );
}
