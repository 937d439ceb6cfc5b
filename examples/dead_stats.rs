#![allow(clippy::print_stdout)]
use shakmaty::{ByColor, Position};
use std::{
    fs,
    path::{Path, PathBuf},
};
use taktil::{core::dead, pgn};
fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data/games");
    let mut files: Vec<PathBuf> = fs::read_dir(dir).unwrap().flatten().map(|e| e.path()).collect();
    files.sort();
    let mut all = Vec::new();
    for path in files.iter().filter(|p| p.extension().is_some_and(|e| e == "pgn")) {
        let text = fs::read_to_string(path).unwrap();
        for game in pgn::read_games(&text).into_iter().flatten() {
            if game.tag("FEN").is_none() && game.tag("Variant").is_none() {
                all.push(game);
            }
        }
    }
    all.sort_by_key(|g| std::cmp::Reverse(g.moves.len()));
    for g in all.iter().take(10) {
        let mut pos = g.start.position.clone();
        let mut searched = 0;
        let mut locked = 0;
        let mut small = 0;
        let mut oob = 0;
        let mut mate = 0;
        let mut ex = 0;
        for m in &g.moves {
            pos.play_unchecked(*m);
            if pos.is_insufficient_material() {
                continue;
            }
            if let Some(n) = dead::budget(&pos, dead::MOVE_BUDGET) {
                searched += 1;
                if dead::locked(&pos) {
                    locked += 1
                } else {
                    small += 1
                }
                let t = std::time::Instant::now();
                let r = dead::search(&pos, ByColor { white: true, black: true }, n);
                print!("{:?} {:?}; ", r, t.elapsed());
                match r {
                    dead::Search::OutOfBudget => oob += 1,
                    dead::Search::Mate(_) => mate += 1,
                    dead::Search::Exhausted { .. } => ex += 1,
                }
            }
        }
        println!(
            "{} plies: searched {searched} (locked {locked}, small {small}): oob {oob} mate {mate} exhausted {ex}; final {}",
            g.moves.len(),
            shakmaty::fen::Fen::from_position(&pos, shakmaty::EnPassantMode::Legal)
        );
    }
}
