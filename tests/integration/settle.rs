//! The settle time against hands that have not finished (issue 31, point 5): a move is
//! announced only once its board has held it for the settle time, and an announced
//! move is made (E2.3 c for the blind player's; 4.7 for a piece the sighted player
//! released). taktil cannot feel a hand still on a piece, so the settle time must
//! outlast a piece set down on a square on its way to another (a hovering hand, up to
//! [`HOVER_MS`]), and the DGT board's dump after its field updates must not put the
//! announcement off (the dump confirms; it is no new position).
//!
//! Every standard game of `shared/data/games` is played on both boards through the
//! core with the default settings, time as an input: the sighted player's moves on the
//! emulated DGT board ([`Emulator`]), scanned row by row as a real board does it (a
//! whole scan 200 to 250 ms, so a piece set down for 150 ms is seen there for a whole
//! scan, or not at all), read by the DGT protocol's own state machine
//! ([`DgtConnection`]: field updates, the dump after the quiet time, the keep-alive)
//! over a simulated 9600-baud line; the blind player's moves and his transfers of the
//! sighted player's as peg events of his occupancy board. Both hands hover on most
//! moves: the piece is set down on another empty square (one it could legally go to,
//! where there is one: the wrong move announced if the settle time were too short) for
//! up to [`HOVER_MS`], then lifted and put on its own; steps of one hand are 80 to
//! 400 ms apart, as `taktil synth` has them. Every move must be announced once, as the
//! game has it, from the board it was made on, and nothing refused, guided or asked
//! for. A settle time shorter than the hover must fail the same check.

use std::collections::VecDeque;

use rand::{Rng, SeedableRng, rngs::StdRng};
use shakmaty::{CastlingMode, Chess, Color, Move, Position, Role, Square};
use taktil::{
    core::{
        self,
        input::{BoardMsg, Cell, Device, Input, Key},
        msg::Msg,
        output::{Output, Timed},
        settings::{Edition, Settings},
        time::Timestamp,
    },
    io::dgt::{
        DgtConfig, Orientation,
        emulator::{Emulator, Hand, HandStyle, move_steps},
        session::{DgtAction, DgtConnection, DgtEvent},
    },
    pgn::PgnGame,
};

use crate::util::real_games;

/// The longest a hand holds a piece down on a square on its way to another.
const HOVER_MS: u64 = 150;

/// A whole scan of the DGT board's fields, in ms (board-protocols.md 1.7).
const SCAN_MS: (u64, u64) = (200, 250);

/// Between two steps of one hand, in ms (`taktil synth`'s timing).
const STEP_MS: (u64, u64) = (80, 400);

/// From a move's last event to the other board's first, in ms: longer than the settle
/// time.
const BETWEEN_MS: (u64, u64) = (700, 1500);

/// The serial line of a DGT board at 9600 baud: about a byte a millisecond.
fn line_ms(bytes: usize) -> u64 {
    u64::try_from(bytes).expect("a length") * 1000 / 960 + 1
}

/// How the hands of a session move.
#[derive(Clone, Copy, Debug)]
struct Hands {
    /// The sighted player captures with a quick hand (the captured piece's lift unseen).
    quick: bool,
    /// Each hand sets its piece down on the way, on three moves in four.
    hover: bool,
    /// Every hover lasts [`HOVER_MS`] (else 0 to [`HOVER_MS`], a third of them the
    /// longest).
    longest: bool,
}

/// One game as both boards report it, built in time order.
struct Session {
    rng: StdRng,
    hands: Hands,
    /// Now, in ms.
    t: u64,
    events: Vec<(Timestamp, Input)>,
    /// The DGT board and the driver's state machine on either end of its line.
    emulator: Emulator,
    connection: DgtConnection,
    /// Bytes on the line to the driver, first in first out, and when their last byte
    /// arrives.
    line: VecDeque<(u64, Vec<u8>)>,
    /// When the board scans its next row of fields, and which.
    scan: (u64, usize),
    /// The time from one row's scan to the next's in this whole scan.
    row_ms: u64,
}

impl Session {
    fn new(start: &Chess, hands: Hands, seed: u64) -> Session {
        let emulator = Emulator::new(start.board(), Orientation::Normal);
        let connection = DgtConnection::new(DgtConfig::default(), Timestamp(0));
        let rng = StdRng::seed_from_u64(seed);
        let mut s = Session {
            rng,
            hands,
            t: 0,
            events: Vec::new(),
            emulator,
            connection,
            line: VecDeque::new(),
            scan: (0, 0),
            row_ms: 30,
        };
        s.drain(0);
        s.events.push((Timestamp(0), tactile(BoardMsg::Snapshot(Box::new(occupancy(start))))));
        s
    }

    /// What the driver does at `now`: commands to the board (answered down the line),
    /// board messages to the core.
    fn drain(&mut self, now: u64) {
        while let Some(action) = self.connection.poll_action() {
            match action {
                DgtAction::Send(cmd) => {
                    self.emulator.command(cmd.byte());
                    self.send(now);
                }
                DgtAction::Event(DgtEvent::Board { t, msg }) => {
                    self.events.push((t, Input::Board { device: Device::Sighted, msg, seq: None }));
                }
                DgtAction::Event(_) => {}
                DgtAction::Fail(failure) => panic!("the DGT session failed: {failure:?}"),
            }
        }
    }

    /// What the board has to send goes down the line from `now`, after what is on it.
    fn send(&mut self, now: u64) {
        let bytes = self.emulator.take_output();
        if !bytes.is_empty() {
            let free = self.line.back().map_or(now, |(at, _)| now.max(*at));
            self.line.push_back((free + line_ms(bytes.len()), bytes));
        }
    }

    /// Runs the board's scans, the line and the driver's timers up to `until`, in
    /// time order. The board scans row by row, a whole scan taking 200 to 250 ms.
    fn run_until(&mut self, until: u64) {
        loop {
            let arrival = self.line.front().map_or(u64::MAX, |(at, _)| *at);
            let timer = self.connection.poll_timeout().map_or(u64::MAX, |t| t.0);
            let (scan_at, row) = self.scan;
            let next = arrival.min(timer).min(scan_at);
            if next > until {
                return;
            }
            if next == arrival {
                let (_, bytes) = self.line.pop_front().expect("the arrival");
                self.connection.handle_bytes(Timestamp(arrival), &bytes);
                self.drain(arrival);
            } else if next == timer {
                self.connection.handle_timeout(Timestamp(timer));
                self.drain(timer);
            } else {
                self.emulator.scan_row(row);
                self.send(scan_at);
                if row == 7 {
                    self.row_ms = self.rng.random_range(SCAN_MS.0..=SCAN_MS.1) / 8;
                }
                self.scan = (scan_at + self.row_ms, (row + 1) % 8);
            }
        }
    }

    fn wait(&mut self, (lo, hi): (u64, u64)) {
        self.t += self.rng.random_range(lo..=hi);
    }

    /// How long a hovering hand holds the piece down.
    fn hover_ms(&mut self) -> u64 {
        if self.hands.longest || self.rng.random_ratio(1, 3) { HOVER_MS } else { self.rng.random_range(0..=HOVER_MS) }
    }

    /// Where the hand hovers for `m`, if it does this time.
    fn hover(&mut self, pos: &Chess, m: Move) -> Option<Square> {
        if !self.hands.hover || self.rng.random_ratio(1, 4) {
            return None;
        }
        let wrong_move = self.rng.random_ratio(3, 4);
        hover_square(pos, m, wrong_move, &mut self.rng)
    }

    /// One event of the tactile board, now.
    fn peg(&mut self, msg: BoardMsg) {
        self.run_until(self.t);
        self.events.push((Timestamp(self.t), tactile(msg)));
    }

    /// The sighted player's hand carries out `m` on the DGT board (his move, or the
    /// blind player's executed for him).
    fn dgt_move(&mut self, pos: &Chess, m: Move) {
        let hover = self.hover(pos, m);
        let style = HandStyle { quick: self.hands.quick, hover, ..HandStyle::default() };
        for step in move_steps(pos.board(), &m, style) {
            self.run_until(self.t);
            for hand in &step {
                self.emulator.apply(*hand);
            }
            match step[..] {
                [Hand::Put(sq, _)] if Some(sq) == hover => self.t += self.hover_ms(),
                _ => self.wait(STEP_MS),
            }
        }
    }

    /// The blind player's hand carries out `m` on his occupancy board: his own move
    /// (the promotion piece named by its key first) or the sighted player's, captured
    /// peg first, king first, the pawn's peg exchanged for the new piece's.
    fn peg_move(&mut self, pos: &Chess, m: Move, own: bool) {
        let hover = self.hover(pos, m);
        let key = m.promotion().map(|role| match role {
            Role::Queen => Key::Queen,
            Role::Rook => Key::Rook,
            Role::Bishop => Key::Bishop,
            _ => Key::Knight,
        });
        if let Some(key) = key.filter(|_| own) {
            self.peg(BoardMsg::Key(key));
            self.wait(STEP_MS);
        }
        let (from, to, rook) = match m {
            Move::Castle { king, rook } => {
                let side = m.castling_side().expect("castling");
                (king, side.king_to(pos.turn()), Some((rook, side.rook_to(pos.turn()))))
            }
            Move::EnPassant { from, to } => {
                self.peg(BoardMsg::Lift(Square::from_coords(to.file(), from.rank())));
                self.wait(STEP_MS);
                (from, to, None)
            }
            _ => {
                let from = m.from().expect("a board move");
                if m.is_capture() {
                    self.peg(BoardMsg::Lift(m.to()));
                    self.wait(STEP_MS);
                }
                (from, m.to(), None)
            }
        };
        let put = |s: &mut Session, sq: Square| {
            s.peg(BoardMsg::Place(sq, Cell::Occupied));
            s.wait(STEP_MS);
        };
        self.peg(BoardMsg::Lift(from));
        self.wait(STEP_MS);
        if let Some(h) = hover {
            self.peg(BoardMsg::Place(h, Cell::Occupied));
            self.t += self.hover_ms();
            self.peg(BoardMsg::Lift(h));
            self.wait(STEP_MS);
        }
        put(self, to);
        if let Some((rook, rook_to)) = rook {
            self.peg(BoardMsg::Lift(rook));
            self.wait(STEP_MS);
            put(self, rook_to);
        }
        if key.is_some() && !own {
            self.peg(BoardMsg::Lift(to));
            self.wait(STEP_MS);
            put(self, to);
        }
    }
}

fn tactile(msg: BoardMsg) -> Input {
    Input::Board { device: Device::Tactile, msg, seq: None }
}

fn occupancy(pos: &Chess) -> [Cell; 64] {
    let mut cells = [Cell::Empty; 64];
    for sq in pos.board().occupied() {
        cells[usize::from(sq)] = Cell::Occupied;
    }
    cells
}

/// The square the hand carrying `m` sets its piece down on, on the way: an empty
/// square the piece could legally go to instead (`wrong_move`, where there is one),
/// else an empty square next to its own. Never the square it left.
fn hover_square(pos: &Chess, m: Move, wrong_move: bool, rng: &mut StdRng) -> Option<Square> {
    let (from, to) = match m {
        Move::Castle { king, .. } => (king, m.castling_side().expect("castling").king_to(pos.turn())),
        _ => (m.from()?, m.to()),
    };
    let board = pos.board();
    let legal: Vec<Square> = pos
        .legal_moves()
        .iter()
        .filter(|o| o.from() == Some(from) && !o.is_castle() && board.piece_at(o.to()).is_none())
        .map(|o| o.to())
        .filter(|sq| *sq != to)
        .collect();
    let near: Vec<Square> = Square::ALL
        .into_iter()
        .filter(|sq| sq.distance(to) == 1 && *sq != from && board.piece_at(*sq).is_none())
        .collect();
    let pick = |squares: &[Square], rng: &mut StdRng| {
        let best = squares.iter().map(|sq| sq.distance(to)).min()?;
        let nearest: Vec<Square> = squares.iter().copied().filter(|sq| sq.distance(to) == best).collect();
        Some(nearest[rng.random_range(0..nearest.len())])
    };
    if wrong_move { pick(&legal, rng).or_else(|| pick(&near, rng)) } else { pick(&near, rng) }
}

/// A king move onto a castling square that is not castling waits for the rook.
fn waits_for_rook(pos: &Chess, m: Move) -> bool {
    m.role() == Role::King
        && !m.is_castle()
        && pos.legal_moves().iter().any(|c| c.castling_side().is_some_and(|side| side.king_to(pos.turn()) == m.to()))
}

/// The whole game as both boards report it: each move on its mover's board, then
/// carried out on the other.
fn session(game: &PgnGame, blind: Color, hands: Hands, seed: u64) -> Vec<(Timestamp, Input)> {
    let mut s = Session::new(&game.start.position, hands, seed);
    let mut pos = game.start.position.clone();
    for &m in &game.moves {
        s.wait(BETWEEN_MS);
        let rook_wait = if waits_for_rook(&pos, m) { (3200, 3500) } else { (0, 0) };
        if pos.turn() == blind {
            s.peg_move(&pos, m, true);
            s.wait(rook_wait);
            s.wait(BETWEEN_MS);
            s.dgt_move(&pos, m);
        } else {
            s.dgt_move(&pos, m);
            s.wait(rook_wait);
            s.wait(BETWEEN_MS);
            s.peg_move(&pos, m, false);
        }
        pos.play_unchecked(m);
    }
    s.t += 10_000;
    s.run_until(s.t);
    s.events.sort_by_key(|(t, _)| *t);
    s.events
}

/// What no hand that finished its move should hear: a refusal, touch-move, guidance, a
/// question for the promotion piece, lost lines.
fn unasked(timed: &Timed) -> bool {
    match &timed.output {
        Output::Mismatch { .. } => true,
        Output::Say(msg) | Output::Note(msg) => matches!(
            msg,
            Msg::Illegal(_)
                | Msg::TouchMove(_)
                | Msg::TouchMoveRecorded { .. }
                | Msg::IllegalCounted { .. }
                | Msg::IllegalNotCompleted { .. }
                | Msg::AskPromotion(_)
                | Msg::PromotionWithoutPiece { .. }
                | Msg::PutBack(..)
                | Msg::MoveBack { .. }
                | Msg::Remove(_)
                | Msg::Shift { .. }
                | Msg::Place { .. }
                | Msg::Take { .. }
                | Msg::BoardDiffers { .. }
                | Msg::Resync
        ),
        _ => false,
    }
}

/// Plays `game` with `settle_ms` (`None`: the default); what went wrong, if anything.
fn check(name: &str, game: &PgnGame, blind: Color, hands: Hands, settle_ms: Option<u64>, seed: u64) -> Option<String> {
    let events = session(game, blind, hands, seed);
    // Older Laws, without 9.6 (2023): WorldChamp1886 game 11 repeats a position a fifth
    // time at ply 57 and goes on.
    let mut settings = Settings { blind, start: game.start.clone(), edition: Edition::Fide2009, ..Settings::default() };
    settings.settle_ms = settle_ms.unwrap_or(settings.settle_ms);
    let (core, outputs) = core::run(settings, events);
    let made: Vec<Move> = core.moves().iter().map(|m| m.m).collect();
    let announced = outputs.iter().filter(|o| matches!(o.output, Output::Move(_))).count();
    let wrong_board = core.moves().iter().find(|m| (m.source == Device::Sighted) == (m.by == blind));
    let heard: Vec<String> = outputs.iter().filter(|o| unasked(o)).take(3).map(ToString::to_string).collect();
    if made == game.moves && announced == game.moves.len() && wrong_board.is_none() && heard.is_empty() {
        return None;
    }
    let same = made.iter().zip(&game.moves).take_while(|(a, b)| a == b).count();
    let first_wrong = core.moves().get(same).map(|m| format!(", ply {} made as {}", m.ply, m.san)).unwrap_or_default();
    Some(format!(
        "{name} blind {blind:?} {hands:?}: {same} of {} moves as played{first_wrong}, {announced} announced{}{}",
        game.moves.len(),
        wrong_board.map(|m| format!(", ply {} from the wrong board", m.ply)).unwrap_or_default(),
        if heard.is_empty() { String::new() } else { format!(", heard {heard:?}") },
    ))
}

/// Every standard game (Chess960 castling can swap king and rook: not what this is
/// about), with its blind player White and Black in turn.
fn games() -> Vec<(String, PgnGame, Color)> {
    real_games()
        .into_iter()
        .filter(|(_, g)| g.start.castling == CastlingMode::Standard)
        .enumerate()
        .map(|(i, (name, game))| (name, game, if i % 2 == 0 { Color::White } else { Color::Black }))
        .collect()
}

#[test]
fn no_hand_that_hovers_has_a_move_announced_it_did_not_make() {
    let games = games();
    let mut failures = Vec::new();
    for (i, (name, game, blind)) in games.iter().enumerate() {
        // The quick hand and the careful one on every other pair of games, so that each
        // plays with the blind player White and Black; both hover.
        let hands = Hands { quick: i % 4 < 2, hover: true, longest: false };
        failures.extend(check(name, game, *blind, hands, None, i as u64));
    }
    assert!(games.len() > 500, "only {} games", games.len());
    assert!(failures.is_empty(), "{} of {} games differ:\n{}", failures.len(), games.len(), failures.join("\n"));
}

#[test]
fn a_settle_time_shorter_than_the_hover_or_the_scan_fails_the_same_check() {
    // The check can fail. A settle time below the longest hover announces the piece set
    // down on its way, on almost every game; one as long as the DGT board's slowest
    // scan still does where a scan saw the hover and the next saw it end.
    let games = games();
    let longest = Hands { quick: true, hover: true, longest: true };
    let failed = |settle: u64, games: &[(String, PgnGame, Color)]| {
        games
            .iter()
            .enumerate()
            .filter_map(|(i, (name, game, blind))| check(name, game, *blind, longest, Some(settle), i as u64))
            .count()
    };
    let short = failed(HOVER_MS - 50, &games[..20]);
    assert!(short >= 15, "only {short} of 20 games went wrong with a settle time of {} ms", HOVER_MS - 50);
    let scan = failed(SCAN_MS.1, &games);
    assert!(scan >= 5, "only {scan} of {} games went wrong with a settle time of {} ms", games.len(), SCAN_MS.1);
}

/// The figures behind the default settle time: for settle times around the longest
/// hover and the DGT board's scan, how many games fail the check, with the longest
/// hover on every move and with hovers of 0 to [`HOVER_MS`]. A measurement, not a
/// test: `cargo test --locked --test integration settle::settle_times -- --ignored
/// --nocapture`.
#[test]
#[ignore = "a measurement: prints the figures"]
fn settle_times() {
    let games = games();
    for settle in [150, 200, 250, 260, 275, 300, 500] {
        for longest in [false, true] {
            let mut failed = Vec::new();
            for (i, (name, game, blind)) in games.iter().enumerate() {
                let hands = Hands { quick: i % 4 < 2, hover: true, longest };
                failed.extend(check(name, game, *blind, hands, Some(settle), i as u64));
            }
            let hover = if longest { "every hover 150 ms" } else { "hovers 0-150 ms" };
            println!("settle {settle} ms, {hover}: {} of {} games fail", failed.len(), games.len());
            if let Some(first) = failed.first() {
                println!("  first: {first}");
            }
        }
    }
}
