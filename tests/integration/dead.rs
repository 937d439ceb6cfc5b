//! The dead-position check (5.2b, 9.6) and "cannot mate" (6.9) over every position of
//! every game of `data/games`: no position may be called dead, or a side unable to
//! mate, when the game's own continuation mates with that side, or when a plain
//! search of all moves finds a mate within a few plies (0 false "dead" allowed).
//! `cargo test --locked --test integration dead -- --nocapture` prints the figures and
//! the positions found dead that material alone misses.

use shakmaty::{Chess, Color, EnPassantMode, Position, fen::Fen};
use taktil::{core::dead, pgn};

use crate::util::games_dir;

/// Plies of the independent check: every sequence of legal moves this long.
const PLIES: u32 = 4;

#[derive(Default)]
struct Tally {
    positions: usize,
    dead: usize,
    dead_by_material: usize,
    beyond_material: Vec<String>,
    cannot_mate_beyond_material: Vec<String>,
    searched: usize,
    false_dead: Vec<String>,
}

#[test]
fn no_position_of_a_real_game_is_falsely_dead() {
    let mut tally = Tally::default();
    let mut files: Vec<_> = std::fs::read_dir(games_dir()).expect("data/games").flatten().map(|e| e.path()).collect();
    files.sort();
    for path in files.into_iter().filter(|p| p.extension().is_some_and(|e| e == "pgn")) {
        let text = std::fs::read_to_string(&path).expect("readable PGN");
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        for (i, game) in pgn::read_games(&text).into_iter().enumerate() {
            let Ok(game) = game else { continue };
            let mut positions = vec![game.start.position.clone()];
            for m in &game.moves {
                let mut next = positions[positions.len() - 1].clone();
                next.play_unchecked(*m);
                positions.push(next);
            }
            check_game(&format!("{name}#{}", i + 1), &positions, &mut tally);
        }
    }
    println!(
        "dead-position check: {} positions ({} searched), {} dead ({} by material, {} beyond material), {} where one side cannot mate beyond material, {} false dead",
        tally.positions,
        tally.searched,
        tally.dead,
        tally.dead_by_material,
        tally.beyond_material.len(),
        tally.cannot_mate_beyond_material.len(),
        tally.false_dead.len()
    );
    for line in &tally.beyond_material {
        println!("  dead beyond material: {line}");
    }
    for line in &tally.cannot_mate_beyond_material {
        println!("  cannot mate beyond material: {line}");
    }
    assert!(tally.positions > 10_000, "the games were read: {} positions", tally.positions);
    assert!(tally.false_dead.is_empty(), "false dead: {:#?}", tally.false_dead);
}

fn check_game(name: &str, positions: &[Chess], tally: &mut Tally) {
    // The side that mates later in this game, from each ply on.
    let mated_at: Vec<usize> = (0..positions.len()).filter(|&i| positions[i].is_checkmate()).collect();
    for (ply, pos) in positions.iter().enumerate() {
        tally.positions += 1;
        if dead::budget(pos, dead::MOVE_BUDGET).is_some() && !pos.is_insufficient_material() {
            tally.searched += 1;
        }
        let later_mate = mated_at.iter().find(|&&m| m >= ply).map(|&m| !positions[m].turn());
        let fen = Fen::from_position(pos, EnPassantMode::Legal);
        if dead::is_dead(pos) {
            tally.dead += 1;
            if pos.is_insufficient_material() {
                tally.dead_by_material += 1;
            } else {
                tally.beyond_material.push(format!("{name} ply {ply}: {fen}"));
            }
            if later_mate.is_some() || mates_within(pos, None, PLIES) {
                tally.false_dead.push(format!("{name} ply {ply}: {fen} called dead"));
            }
        }
        for side in [Color::White, Color::Black] {
            if !dead::cannot_mate(pos, side) {
                continue;
            }
            if !pos.has_insufficient_material(side) {
                tally.cannot_mate_beyond_material.push(format!("{name} ply {ply}: {fen}: {side}"));
            }
            if later_mate == Some(side) || mates_within(pos, Some(side), PLIES) {
                tally.false_dead.push(format!("{name} ply {ply}: {fen}: {side} called unable to mate"));
            }
        }
    }
}

/// Whether some sequence of at most `plies` legal moves ends in a checkmate (by
/// `by`, or by either side): every move tried, nothing shared with `dead`.
fn mates_within(pos: &Chess, by: Option<Color>, plies: u32) -> bool {
    if pos.is_checkmate() {
        return by.is_none_or(|c| c == !pos.turn());
    }
    plies > 0
        && pos.legal_moves().into_iter().any(|m| {
            let mut next = pos.clone();
            next.play_unchecked(m);
            mates_within(&next, by, plies - 1)
        })
}
