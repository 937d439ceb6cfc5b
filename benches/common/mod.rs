//! What the benches that play real games through `taktil play` share: the games of
//! `shared/data/games` and their settings from the environment. Included by
//! `benches/latency.rs`, `benches/broadcast.rs` and `benches/perf.rs` as `mod common;` (a folder with a
//! `mod.rs` is not a bench of its own).

use std::{
    fs,
    path::{Path, PathBuf},
};

use shakmaty::Chess;
use taktil::pgn::{self, PgnGame};

/// The folder beside the project that holds the games.
pub fn shared() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared")
}

/// Standard games of at least `plies` half-moves, in file order.
pub fn games(plies: usize) -> Vec<PgnGame> {
    let mut files: Vec<PathBuf> =
        fs::read_dir(shared().join("data/games")).expect("shared/data/games").flatten().map(|e| e.path()).collect();
    files.sort();
    let mut games = Vec::new();
    for path in files.iter().filter(|p| p.extension().is_some_and(|e| e == "pgn")) {
        let text = fs::read_to_string(path).expect("a PGN");
        games.extend(
            pgn::read_games(&text).into_iter().flatten().filter(|g| {
                g.start.position == Chess::default() && g.tag("Variant").is_none() && g.moves.len() >= plies
            }),
        );
    }
    games
}

/// A whole number from the environment, or `default`.
pub fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}
