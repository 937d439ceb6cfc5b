//! Rulings carried out, as a property over real games (issue 14, "Tests").
//!
//! For random games of `data/games`, a random length of each is played on the pegged
//! board (synthesized peg events, the blind player as White or Black, under a time
//! control so that every move stores both clocks, R-42). Then a random mismatch: the
//! sighted player's scoresheet leaves the game at a random move for another legal
//! move, and the arbiter carries out the E2.8 ruling (`assist reconcile`, `arbiter
//! apply`), or he takes back to that move himself (`arbiter takeback`, under 7.4a,
//! 7.5 or E2.8). After it:
//! - the game is shakmaty's game truncated at the agreed move (moves, position, FEN
//!   with its move number and side to move);
//! - both clocks are the snapshot stored at that move (7.4a: with the opponent's two
//!   minutes, 7.4b), stopped, with the side and move number of that position;
//! - the journal written so far (the session script of every input, written and read
//!   back by the script module) cut right after the ruling and resumed
//!   (`play::restore`, what `--resume` does) or replayed (`replay::run`) gives the
//!   same state;
//! - play goes on: the tactile board set to the position, the clock restarted and the
//!   next move entered, it is made as the move of that number and side.
//!
//! Deterministic: a seeded generator and session time only (no wall clock).

use rand::{Rng, SeedableRng, rngs::StdRng, seq::IndexedRandom};

use shakmaty::{Chess, Color, EnPassantMode, Position, fen::Fen, san::San};
use taktil::{
    core::{
        Companion,
        clock::ClockSnapshot,
        input::{ArbiterCmd, AssistCmd, BoardMsg, Cell, ClockCmd, Device, Input, TakeBackArticle},
        msg::Msg,
        output::Output,
        settings::{Edition, Start},
        time::Timestamp,
    },
    pgn::{self, PgnGame},
    play::restore::{Trust, restore},
    replay,
    script::{Header, Script, TimedInput, Variant},
    synth::{self, SynthStyle},
};

use crate::util::games_dir;

/// How many rulings are tried (the whole property runs in a few seconds).
const CASES: usize = 1000;

/// The time control: long enough for the synthesized thinking times.
const TIME_CONTROL: &str = "40/120m, 60m +30s";

#[test]
fn a_ruling_carried_out_is_the_game_truncated_with_the_clocks_stored_and_survives_a_resume() {
    let games = corpus();
    assert!(games.len() > 100, "the game collection: {} games", games.len());
    let mut rng = StdRng::seed_from_u64(14);
    let mut checked = 0;
    for case in 0..CASES {
        let game = games.choose(&mut rng).expect("games");
        let Some(session) = Session::build(game, &mut rng) else { continue };
        checked += usize::from(session.check(case));
    }
    assert!(checked > CASES / 2, "only {checked} cases ran");
}

/// Every game of the collection that has at least two moves.
fn corpus() -> Vec<PgnGame> {
    let mut files: Vec<_> = std::fs::read_dir(games_dir()).expect("data/games").flatten().map(|e| e.path()).collect();
    files.sort();
    files
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "pgn"))
        .flat_map(|path| pgn::read_games(&std::fs::read_to_string(path).expect("readable PGN")))
        .filter_map(Result::ok)
        .filter(|g| g.moves.len() >= 2)
        .collect()
}

/// One session: a game played to a length, a mismatch and a ruling.
struct Session {
    header: Header,
    start: Start,
    /// The inputs up to and including the ruling.
    events: Vec<TimedInput>,
    /// The inputs after it: the board set, the clock restarted, the next move.
    after: Vec<TimedInput>,
    /// The moves played before the ruling, and the ply agreed.
    played: Vec<shakmaty::Move>,
    agreed: usize,
    article: TakeBackArticle,
    /// The move entered after the ruling.
    next: shakmaty::Move,
}

impl Session {
    fn build(game: &PgnGame, rng: &mut StdRng) -> Option<Session> {
        let blind = if rng.random() { Color::White } else { Color::Black };
        let style = SynthStyle { blind, ..SynthStyle::default() };
        let length = rng.random_range(1..=game.moves.len().min(80));
        let synth = synth::synthesize(&game.start, &game.moves[..length], &style, rng);
        if synth.uci.len() != length {
            return None;
        }
        let played = game.moves[..length].to_vec();
        let agreed = rng.random_range(0..length);
        let header = Header {
            blind: Some(blind),
            variant: game.start.castling.is_chess960().then_some(Variant::Chess960),
            fen: Some(game.start.fen()),
            time_control: Some(TIME_CONTROL.parse().expect("time control")),
            ..Header::default()
        };
        let mut events: Vec<TimedInput> =
            synth.events.into_iter().map(|(t, input)| TimedInput { line: 0, t, input }).collect();
        let mut t = events.last().map_or(0, |e| e.t.0) + 2_000;
        let mut push = |events: &mut Vec<TimedInput>, input: Input| {
            events.push(TimedInput { line: 0, t: Timestamp(t), input });
            t += 1_000;
        };
        push(
            &mut events,
            Input::Board { device: Device::Pad, msg: BoardMsg::Key(taktil::core::input::Key::Arbiter), seq: None },
        );
        let article = *[
            None,
            Some(TakeBackArticle::IllegalMove),
            Some(TakeBackArticle::Displaced),
            Some(TakeBackArticle::Sheets),
        ]
        .choose(rng)
        .expect("articles");
        match article {
            // The E2.8 ruling: the sighted sheet leaves the game at `agreed`.
            None => {
                let sheet = sighted_sheet(&game.start.position, &played, agreed, rng)?;
                push(&mut events, Input::Assist(AssistCmd::Sheet(sheet.iter().map(ToString::to_string).collect())));
                push(&mut events, Input::Assist(AssistCmd::Reconcile));
                push(&mut events, Input::Assist(AssistCmd::Arbiter(ArbiterCmd::ApplyRuling)));
            }
            Some(article) => {
                let (number, side) = move_number(&game.start.position, agreed);
                push(
                    &mut events,
                    Input::Assist(AssistCmd::Arbiter(ArbiterCmd::TakeBack {
                        number,
                        side,
                        article,
                        written_in: Edition::default(),
                    })),
                );
            }
        }
        // Play goes on: the board set to the position, the clock restarted, the game's
        // own next move entered.
        let target = position_at(&game.start.position, &played[..agreed]);
        let next = played[agreed];
        let mut after = Vec::new();
        let occupancy = target.board().occupied().into_iter().fold([Cell::Empty; 64], |mut cells, sq| {
            cells[usize::from(sq)] = Cell::Occupied;
            cells
        });
        push(
            &mut after,
            Input::Board { device: Device::Tactile, msg: BoardMsg::Snapshot(Box::new(occupancy)), seq: None },
        );
        push(&mut after, Input::Assist(AssistCmd::Clock(ClockCmd::Start)));
        push(&mut after, Input::Assist(AssistCmd::Move(San::from_move(&target, next))));
        let article = article.unwrap_or(TakeBackArticle::Sheets);
        Some(Session { header, start: game.start.clone(), events, after, played, agreed, article, next })
    }

    /// The script of the inputs so far, as the journal writes it.
    fn journal(&self, events: &[TimedInput]) -> String {
        Script { header: self.header.clone(), events: events.to_vec() }.to_string()
    }

    /// Checks the session; `false` when it does not apply: the game ended before the
    /// ruling (a mate among the moves played), and nothing is taken back (7.4a).
    fn check(&self, case: usize) -> bool {
        let why = format!(
            "case {case}: {} moves, back to ply {} under {}",
            self.played.len(),
            self.agreed,
            self.article.token(Edition::default())
        );
        let text = self.journal(&self.events);
        // The clocks stored with the agreed move, read before the ruling.
        let before =
            replay::run(&self.journal(&self.events[..self.events.len() - 1]), &Default::default()).expect("before");
        if before.core.outcome().is_some() {
            let after = replay::run(&text, &Default::default()).expect("after");
            assert_eq!(after.core.moves(), before.core.moves(), "{why}: a game over is not taken back");
            return false;
        }
        let replayed = replay::run(&text, &Default::default()).unwrap_or_else(|e| panic!("{why}: {e}\n{text}"));
        let stored = match self.agreed {
            0 => initial(&before.core),
            n => before.core.moves()[n - 1].clock.unwrap_or_else(|| panic!("{why}: no clock stored at ply {n}")),
        };
        let oracle = position_at(&self.start.position, &self.played[..self.agreed]);
        let core = &replayed.core;
        let at = self.events.last().map_or(Timestamp(0), |e| e.t);

        // The game: shakmaty's, truncated at the agreed move.
        let ucis: Vec<String> = core.moves().iter().map(|m| m.m.to_uci(self.start.castling).to_string()).collect();
        let want: Vec<String> =
            self.played[..self.agreed].iter().map(|m| m.to_uci(self.start.castling).to_string()).collect();
        assert_eq!(ucis, want, "{why}: the moves");
        assert_eq!(fen(core.position()), fen(&oracle), "{why}: the position");
        assert!(core.moves().iter().enumerate().all(|(i, m)| m.ply as usize == i + 1), "{why}: plies");

        // The clocks: the stored snapshot (7.4a: two minutes more for the opponent of
        // the illegal move, 7.4b), stopped, the side to move's.
        let clock = core.clock().expect("a clock").snapshot(at);
        let mut want = stored;
        if self.article == TakeBackArticle::IllegalMove {
            // The illegal move was the first taken back: the side to move's.
            let bonus = std::time::Duration::from_secs(120);
            match !oracle.turn() {
                Color::White => want.white += bonus,
                Color::Black => want.black += bonus,
            }
        }
        assert_eq!((clock.white, clock.black), (want.white, want.black), "{why}: the clock times");
        assert_eq!(clock.to_move, Some(oracle.turn()), "{why}: the side to move");
        assert!(!clock.running, "{why}: the clock stands until the arbiter restarts it");
        assert_eq!(clock.move_number, moves_of(core, oracle.turn()) + 1, "{why}: the move counter");
        if self.agreed > 0 {
            assert_eq!(clock.move_number, stored.move_number, "{why}: the move counter stored");
        }
        let said: Vec<&Msg> = replayed
            .outputs
            .iter()
            .filter_map(|o| if let Output::Say(m) = &o.output { Some(m) } else { None })
            .collect();
        let number = oracle.fullmoves().get();
        assert!(said.contains(&&Msg::PlayOn { by: oracle.turn(), number }), "{why}: play goes on with move {number}");

        // A kill right after the ruling: the journal cut there, resumed and replayed.
        let cut = taktil::journal::read(text.as_bytes()).expect("the journal reads back");
        let resumed =
            restore(replayed.settings.clone(), &cut, Trust::Checkpoints).expect("the journal replays as written").core;
        same_state(&resumed, core, at, &why);

        // Play goes on with the right number and side.
        let mut all = self.events.clone();
        all.extend(self.after.iter().cloned());
        let on = replay::run(&self.journal(&all), &Default::default()).expect("after");
        let moves = on.core.moves();
        assert_eq!(moves.len(), self.agreed + 1, "{why}: one more move");
        let last = moves.last().expect("a move");
        assert_eq!(
            (last.ply as usize, last.by, last.m),
            (self.agreed + 1, oracle.turn(), self.next),
            "{why}: the next move"
        );
        let board_matches = on.core.board_cells(Device::Tactile).is_some_and(|cells| {
            cells
                .iter()
                .zip(0..64u32)
                .all(|(cell, i)| cell.is_occupied() == oracle.board().occupied().contains(shakmaty::Square::new(i)))
        });
        assert!(board_matches, "{why}: the tactile board as set");
        true
    }
}

/// Two cores stand in the same state: the game, both clocks, both scoresheets, the
/// illegal-move counts and the tactile board.
fn same_state(a: &Companion, b: &Companion, at: Timestamp, why: &str) {
    assert_eq!(a.moves(), b.moves(), "{why}: resumed moves");
    assert_eq!(fen(a.position()), fen(b.position()), "{why}: resumed position");
    let snap = |c: &Companion| c.clock().map(|k| k.snapshot(at));
    assert_eq!(snap(a), snap(b), "{why}: resumed clocks");
    assert_eq!(a.sighted_sheet(), b.sighted_sheet(), "{why}: resumed sighted sheet");
    for color in Color::ALL {
        assert_eq!(a.illegal_count(color), b.illegal_count(color), "{why}: resumed counts");
    }
    assert_eq!(a.board_cells(Device::Tactile), b.board_cells(Device::Tactile), "{why}: resumed board");
    assert_eq!(a.poll_timeout(), b.poll_timeout(), "{why}: resumed timers");
}

/// The sighted player's scoresheet: the game up to `agreed`, then another legal move
/// (and nothing more). `None` when there is no other move.
fn sighted_sheet(start: &Chess, played: &[shakmaty::Move], agreed: usize, rng: &mut StdRng) -> Option<Vec<San>> {
    let pos = position_at(start, &played[..agreed]);
    let others: Vec<_> = pos.legal_moves().into_iter().filter(|m| *m != played[agreed]).collect();
    let other = *others.choose(rng)?;
    let mut sheet = Vec::new();
    let mut p = start.clone();
    for m in &played[..agreed] {
        sheet.push(San::from_move(&p, *m));
        p.play_unchecked(*m);
    }
    sheet.push(San::from_move(&pos, other));
    Some(sheet)
}

/// The move number and side of the move after `ply` half-moves from `start`.
fn move_number(start: &Chess, ply: usize) -> (u32, Color) {
    let offset = u32::try_from(ply).expect("ply") + u32::from(start.turn() == Color::Black);
    (start.fullmoves().get() + offset / 2, if offset % 2 == 0 { Color::White } else { Color::Black })
}

fn position_at(start: &Chess, moves: &[shakmaty::Move]) -> Chess {
    let mut pos = start.clone();
    for m in moves {
        pos.play_unchecked(*m);
    }
    pos
}

fn fen(pos: &Chess) -> String {
    Fen::from_position(pos, EnPassantMode::Legal).to_string()
}

/// A side's moves in the game.
fn moves_of(core: &Companion, color: Color) -> u32 {
    u32::try_from(core.moves().iter().filter(|m| m.by == color).count()).expect("count")
}

/// The clocks at the start: the first stage's time each.
fn initial(core: &Companion) -> ClockSnapshot {
    let tc = core.settings().time_control.clone().expect("a time control");
    taktil::core::clock::Clock::new(&tc, Timestamp(0)).snapshot(Timestamp(0))
}
