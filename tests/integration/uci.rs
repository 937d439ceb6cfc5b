//! The UCI engine adapter against the real Stockfish (issue 18): the handshake, a
//! deterministic search, the strength options, and an engine that is missing or dies.

use std::time::Duration;

use shakmaty::{Chess, Position as _, uci::UciMove};
use taktil::io::uci::{Engine, EngineConfig, EngineError, Limit, Position, Score, Strength, program};

use crate::util::need_tool;

fn stockfish() -> Option<Engine> {
    let config = EngineConfig::default();
    need_tool("stockfish", &program(&config)).then(|| Engine::start(&config).expect("stockfish starts"))
}

#[test]
fn the_engine_finds_a_legal_move_and_the_same_one_twice() {
    let Some(mut engine) = stockfish() else { return };
    assert!(engine.name().starts_with("Stockfish"), "{}", engine.name());
    let moves: Vec<UciMove> = ["e2e4", "e7e5", "g1f3"].iter().map(|m| m.parse().unwrap()).collect();
    let position = Position { fen: None, moves: &moves };
    let first = engine.go(position, Limit::Nodes(20_000)).unwrap();
    engine.new_game().unwrap();
    let second = engine.go(position, Limit::Nodes(20_000)).unwrap();
    assert_eq!(first.best, second.best, "one thread, fresh hash, fixed nodes: the same move");
    let mut pos = Chess::default();
    for m in &moves {
        let m = m.to_move(&pos).unwrap();
        pos.play_unchecked(m);
    }
    let best = first.best.expect("a move").to_move(&pos).expect("a legal move");
    assert!(pos.is_legal(best));
    assert!(first.score.is_some() && !first.pv.is_empty());
}

#[test]
fn a_mate_in_one_is_found_and_scored_as_mate() {
    let Some(mut engine) = stockfish() else { return };
    // Scholar's mate: Qxf7#.
    let fen = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
    let found = engine.go(Position { fen: Some(fen), moves: &[] }, Limit::Depth(6)).unwrap();
    assert_eq!(found.best.map(|m| m.to_string()).as_deref(), Some("h5f7"));
    assert_eq!(found.score, Some(Score::Mate(1)));
    // The mated side has no move.
    let mated = engine.go(Position { fen: Some(fen), moves: &["h5f7".parse().unwrap()] }, Limit::Depth(3)).unwrap();
    assert_eq!(mated.best, None);
}

#[test]
fn strength_by_elo_is_clamped_to_the_engines_range() {
    let config = EngineConfig { strength: Strength::Elo(800), ..EngineConfig::default() };
    if !need_tool("stockfish", &program(&config)) {
        return;
    }
    let mut engine = Engine::start(&config).unwrap();
    let elo = engine.option("UCI_Elo").expect("Stockfish has UCI_Elo");
    assert!(elo.min.unwrap() > 800, "Debian's Stockfish starts above 800 Elo");
    assert!(engine.go(Position { fen: None, moves: &[] }, Limit::Nodes(5_000)).unwrap().best.is_some());
}

#[test]
fn a_missing_engine_is_named() {
    let config = EngineConfig { path: Some("/nonexistent/engine".into()), ..EngineConfig::default() };
    let err = Engine::start(&config).unwrap_err();
    assert!(matches!(err, EngineError::Missing { .. }), "{err}");
    assert!(err.to_string().contains("/nonexistent/engine"), "{err}");
}

#[test]
fn an_engine_killed_mid_search_is_a_crash_not_a_hang() {
    let Some(mut engine) = stockfish() else { return };
    let pid = engine.pid();
    assert!(crate::util::send_signal(pid, libc::SIGKILL), "kill -9 {pid}");
    std::thread::sleep(Duration::from_millis(100));
    let err = engine.go(Position { fen: None, moves: &[] }, Limit::MoveTime(Duration::from_secs(5))).unwrap_err();
    assert!(matches!(err, EngineError::Crashed { .. } | EngineError::Write { .. }), "{err}");
}

#[test]
fn a_program_that_never_answers_is_hung_and_killed() {
    // A real process that reads and says nothing: not an engine at all.
    let config = EngineConfig { path: Some("/bin/cat".into()), ..EngineConfig::default() };
    let started = std::time::Instant::now();
    let err = Engine::start(&config).unwrap_err();
    // cat echoes "uci" back: a line that is not "uciok"; then it waits forever.
    assert!(matches!(err, EngineError::Hung { what: "uci", .. }), "{err}");
    assert!(started.elapsed() < Duration::from_secs(30));
}
