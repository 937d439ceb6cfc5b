//! Every real game of `data/games` as peg events, the blind player as White and as
//! Black, through the core: the moves that come out are the moves that went in, and
//! the PGN taktil writes reads back as the source game. The blind-as-Black half runs
//! under a time control: every move then carries both clocks and a
//! `[%clk]` comment, and the commented PGN reads back too.

use rand::{SeedableRng, rngs::StdRng};
use shakmaty::Color;
use taktil::{
    core::{
        self,
        output::Output,
        settings::{Edition, Settings},
    },
    pgn,
    synth::{self, SynthStyle},
};

use crate::util::real_games;

#[test]
fn every_game_replays_move_for_move() {
    let mut checked = 0;
    let mut failures = Vec::new();
    let mut rng = StdRng::seed_from_u64(2);
    for (name, game) in real_games() {
        for blind in [Color::White, Color::Black] {
            let style = SynthStyle { blind, ..SynthStyle::default() };
            let s = synth::synthesize(&game.start, &game.moves, &style, &mut rng);
            assert_eq!(s.uci.len(), game.moves.len(), "{name}: synthesized all moves");
            // Long enough for the synthesized thinking times: no flag falls.
            let time_control = (blind == Color::Black).then(|| "40/120m, 60m +30s".parse().expect("control"));
            // The games were played under older Laws, without 9.6 (2023): WorldChamp1886
            // game 11 repeats a position a fifth time at ply 57 and goes on.
            let edition = Edition::Fide2009;
            let settings = Settings { blind, start: game.start.clone(), time_control, edition, ..Settings::default() };
            let timed = settings.time_control.is_some();
            let (core, outputs) = core::run(settings, s.events.clone());
            let made: Vec<String> = core.moves().iter().map(|m| m.uci.clone()).collect();
            let sans: Vec<String> = core.moves().iter().map(|m| m.san.to_string()).collect();
            let want: Vec<String> = game.sans.iter().map(ToString::to_string).collect();
            let one_each = outputs.iter().filter(|o| matches!(o.output, Output::Move(_))).count() == made.len();
            // The PGN taktil writes reads back as the source game.
            let written: Vec<_> = core
                .moves()
                .iter()
                .map(|m| (m.san, pgn::move_comment(m.clock.map(|c| m.by.fold_wb(c.white, c.black)), m.offer)))
                .collect();
            let clocked = written.iter().all(|(_, c)| c.as_ref().is_some_and(|c| c.contains("[%clk ")) == timed);
            let pgn_text = pgn::write_pgn_commented(&game.tags, &game.start, &written, &game.result);
            let reread = pgn::read_games(&pgn_text).into_iter().next().and_then(Result::ok);
            let same_pgn = reread.is_some_and(|g| g.moves == game.moves);
            if made != s.uci || sans != want || !one_each || !same_pgn || !clocked {
                failures.push(format!(
                    "{name} blind {blind:?}: first difference at ply {}",
                    made.iter().zip(&s.uci).position(|(a, b)| a != b).unwrap_or(made.len().min(s.uci.len())) + 1
                ));
            }
            checked += 1;
        }
    }
    assert!(checked > 1900, "only {checked} sessions found");
    assert!(failures.is_empty(), "{} of {checked} sessions differ:\n{}", failures.len(), failures.join("\n"));
}
