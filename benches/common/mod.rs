//! What the benches that play real games share: the games of `shared/data/games`, their
//! settings from the environment, and a game's peg events through the live loop.
//! Included by `benches/latency.rs`, `benches/broadcast.rs`, `benches/journal.rs` and
//! `benches/perf.rs` as `mod common;` (a folder with a `mod.rs` is not a bench of its
//! own).

use std::{
    fs,
    path::{Path, PathBuf},
    time::{Duration, Instant},
};

use rand::{SeedableRng, rngs::StdRng};
use shakmaty::{Chess, Color};
use taktil::{
    core::{Companion, input::Input},
    item::Sink,
    l10n::Localizer,
    pgn::{self, PgnGame},
    play::{self, Arrival, Arrived, Sinks},
    script::Header,
    synth::{self, SynthStyle},
};

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

/// The `count` longest of `games` as timed peg events: the blind player White pressing
/// `announce` (`taktil::synth`, seed 7), times in ms.
pub fn peg_events(games: &[PgnGame], count: usize) -> Vec<Vec<(u64, Input)>> {
    let mut longest: Vec<&PgnGame> = games.iter().collect();
    longest.sort_by_key(|g| std::cmp::Reverse(g.moves.len()));
    let style = SynthStyle { blind: Color::White, confirm: true, ..SynthStyle::default() };
    longest
        .iter()
        .take(count)
        .map(|game| {
            let s = synth::synthesize(&game.start, &game.moves, &style, &mut StdRng::seed_from_u64(7));
            s.events.into_iter().map(|(t, input)| (t.0, input)).collect()
        })
        .collect()
}

/// One game through the live loop (`taktil::play::Live`, the blind player White, a
/// time control), with a journal at `journal` if given, every item to `sink`: its
/// inputs queued beforehand with their instants, so that no step waits. The core as
/// the game ends.
pub fn live_session(
    inputs: &[(u64, Input)],
    journal: Option<&Path>,
    sink: &mut dyn Sink,
    l10n: &Localizer,
) -> Companion {
    let header = Header {
        blind: Some(Color::White),
        time_control: Some("40/90m, 30m +30s".parse().expect("a time control")),
        ..Header::default()
    };
    if let Some(path) = journal {
        let _ = fs::remove_file(path);
    }
    let options = play::Options { header, journal: journal.map(Path::to_owned), ..play::Options::default() };
    let live = play::Live::start(&options).expect("a session");
    let (tx, rx) = crossbeam_channel::unbounded();
    let base = Instant::now();
    for (t, input) in inputs {
        let at = base + Duration::from_millis(*t);
        tx.send(Arrival { at, what: Arrived::Input(input.clone()) }).expect("the loop listens");
    }
    drop(tx);
    live.run(&rx, Sinks::new().with(sink), l10n)
}
