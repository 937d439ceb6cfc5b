//! Every move of the real games of `data/games` that the blind player's opponent makes,
//! carried out on the tactile board in every order of its pegs (issue 29, point 8).
//!
//! The opponent's move comes from the assistant (as the engine's does in a practice
//! game) or from his electronic board; the blind player then carries it out in one of
//! the orders a person can make it (any lift first, each peg placed once its own lift
//! was made, and for a promotion also the pawn's peg put on the last rank and then
//! exchanged for the new piece), on a board that senses only pegs or one that reports
//! pieces. Nothing the blind player lifts while carrying out the move is a touch (E2.2;
//! 2023 D.2.2): while he does, taktil says and shows nothing, asks for no snapshot,
//! and then reads his own next move as usual, so the game taktil records is the real
//! one.

use shakmaty::{Chess, Color, Move, Piece, Position, Role, Square, san::San};
use taktil::core::{
    self,
    input::{AssistCmd, BoardMsg, Cell, Device, Input, Key},
    output::Output,
    settings::{Edition, Settings},
    time::Timestamp,
};

use crate::util::real_games;

/// One peg event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Peg {
    Lift(Square),
    Place(Square, Piece),
}

/// The pegs a move changes: each moving piece (from, to, the piece that stands on `to`
/// afterwards), and the captured piece's hole.
fn parts(pos: &Chess, m: Move) -> (Vec<(Square, Square, Piece)>, Option<Square>) {
    let color = pos.turn();
    match m {
        Move::Normal { role, from, to, capture, promotion } => {
            (vec![(from, to, promotion.unwrap_or(role).of(color))], capture.map(|_| to))
        }
        Move::EnPassant { from, to } => {
            (vec![(from, to, Role::Pawn.of(color))], Some(Square::from_coords(to.file(), from.rank())))
        }
        Move::Castle { king, rook } => {
            let side = m.castling_side().expect("castling has a side");
            let (king_to, rook_to) = (side.king_to(color), side.rook_to(color));
            let mut movers = Vec::new();
            if king != king_to {
                movers.push((king, king_to, Role::King.of(color)));
            }
            if rook != rook_to {
                movers.push((rook, rook_to, Role::Rook.of(color)));
            }
            (movers, None)
        }
        Move::Put { .. } => (Vec::new(), None),
    }
}

/// Every order of `events`.
fn permutations(events: &[Peg]) -> Vec<Vec<Peg>> {
    if events.len() <= 1 {
        return vec![events.to_vec()];
    }
    let mut all = Vec::new();
    for i in 0..events.len() {
        let mut rest = events.to_vec();
        let first = rest.remove(i);
        for mut tail in permutations(&rest) {
            tail.insert(0, first);
            all.push(tail);
        }
    }
    all
}

/// Whether `order` can be made on a board showing `pos` (a peg leaves a full hole, a
/// piece goes into an empty one once it was lifted) and leaves it showing the move.
fn makes_move(pos: &Chess, m: Move, order: &[Peg]) -> bool {
    let (movers, _) = parts(pos, m);
    let mut board = pos.board().clone();
    let mut lifted = vec![false; movers.len()];
    for peg in order {
        match *peg {
            Peg::Lift(sq) => {
                if board.remove_piece_at(sq).is_none() {
                    return false;
                }
                if let Some(i) = movers.iter().position(|(from, ..)| *from == sq) {
                    lifted[i] = true;
                }
            }
            Peg::Place(sq, piece) => {
                let mover = movers.iter().position(|(_, to, p)| *to == sq && *p == piece);
                if board.piece_at(sq).is_some() || !mover.is_some_and(|i| lifted[i]) {
                    return false;
                }
                board.set_piece_at(sq, piece);
            }
        }
    }
    let mut after = pos.clone();
    after.play_unchecked(m);
    board == *after.board()
}

/// Every order in which a person can carry out `m` on a board showing `pos`; for a
/// promotion also with the pawn's peg put on the last rank first and then exchanged.
fn orders(pos: &Chess, m: Move) -> Vec<Vec<Peg>> {
    let (movers, captured) = parts(pos, m);
    let mut events: Vec<Peg> = movers.iter().map(|(from, ..)| Peg::Lift(*from)).collect();
    events.extend(captured.map(Peg::Lift));
    events.extend(movers.iter().map(|(_, to, piece)| Peg::Place(*to, *piece)));
    let mut all: Vec<Vec<Peg>> = permutations(&events).into_iter().filter(|o| makes_move(pos, m, o)).collect();
    if m.is_promotion() {
        let pawn = Role::Pawn.of(pos.turn());
        let exchanged: Vec<Vec<Peg>> = all
            .iter()
            .map(|order| {
                order
                    .iter()
                    .flat_map(|peg| match *peg {
                        Peg::Place(sq, piece) => vec![Peg::Place(sq, pawn), Peg::Lift(sq), Peg::Place(sq, piece)],
                        lift => vec![lift],
                    })
                    .collect()
            })
            .collect();
        all.extend(exchanged);
    }
    assert!(!all.is_empty(), "an order for {m:?}");
    all
}

/// The order a player makes his own move in: the moving pieces lifted (the king
/// first), the captured piece, then the pieces placed (the rook before the king).
fn own_order(pos: &Chess, m: Move) -> Vec<Peg> {
    let (movers, captured) = parts(pos, m);
    let mut order: Vec<Peg> = movers.iter().map(|(from, ..)| Peg::Lift(*from)).collect();
    order.extend(captured.map(Peg::Lift));
    order.extend(movers.iter().rev().map(|(_, to, piece)| Peg::Place(*to, *piece)));
    order
}

/// Where the opponent's move comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Source {
    /// `assist move`: the assistant, or the engine of a practice game.
    Assist,
    /// The sighted player's electronic board.
    Sighted,
}

/// A session's inputs being written, and the spans of time in which the blind player
/// carries out a move (taktil must say nothing then).
struct Session {
    inputs: Vec<(Timestamp, Input)>,
    t: u64,
    carrying: Vec<Carrying>,
}

/// The blind player carries out the move of this ply from `from` until before `to`.
struct Carrying {
    from: u64,
    to: u64,
    ply: usize,
}

impl Session {
    fn at(&mut self, gap: u64, input: Input) {
        self.t += gap;
        self.inputs.push((Timestamp(self.t), input));
    }

    /// Pegs on a board, 200 ms apart; `pieces`: the board reports the piece it is put
    /// in.
    fn pegs(&mut self, device: Device, order: &[Peg], pieces: bool) {
        for peg in order {
            let msg = match *peg {
                Peg::Lift(sq) => BoardMsg::Lift(sq),
                Peg::Place(sq, piece) => BoardMsg::Place(sq, if pieces { Cell::Piece(piece) } else { Cell::Occupied }),
            };
            self.at(200, Input::Board { device, msg, seq: None });
        }
    }

    /// The blind player's own move on his board; on a board that senses only pegs, a
    /// promotion's key first (E2.1; 2023 D.2.1).
    fn own_move(&mut self, pos: &Chess, m: Move, pieces: bool) {
        let key = m.promotion().and_then(|role| promotion_key(role.of(pos.turn())));
        if let Some(key) = key.filter(|_| !pieces) {
            self.at(200, Input::Board { device: Device::Pad, msg: BoardMsg::Key(key), seq: None });
        }
        self.pegs(Device::Tactile, &own_order(pos, m), pieces);
    }
}

/// How long after its last peg a move made on a board is made: the settle time, or the
/// divergence time for a king move that may be the first half of Chess960 castling.
/// The other board's carrying out starts then, well before it would be guided.
fn made_after(pos: &Chess, m: Move) -> u64 {
    if core::infer::could_be_castling(pos, &pos.legal_moves(), m) { 3500 } else { 1000 }
}

fn promotion_key(piece: Piece) -> Option<Key> {
    match piece.role {
        Role::Queen => Some(Key::Queen),
        Role::Rook => Some(Key::Rook),
        Role::Bishop => Some(Key::Bishop),
        Role::Knight => Some(Key::Knight),
        Role::Pawn | Role::King => None,
    }
}

/// One session of a game: the blind player's moves made on his board, his opponent's
/// coming from `source`, each carried out in its order `run` (of all its orders), on a
/// board that reports `pieces` or not.
fn session(start: &Chess, moves: &[Move], blind: Color, source: Source, run: usize, pieces: bool) -> Session {
    let mut s = Session { inputs: Vec::new(), t: 0, carrying: Vec::new() };
    let mut pos = start.clone();
    let last = moves.len().saturating_sub(1);
    for (ply, &m) in moves.iter().enumerate() {
        let by = pos.turn();
        if by == blind {
            s.t += 1800;
            s.own_move(&pos, m, pieces);
            s.t += made_after(&pos, m);
            // The sighted player carries it out on his board, in one of its orders.
            if source == Source::Sighted && ply < last {
                let all = orders(&pos, m);
                let from = s.t + 200;
                s.pegs(Device::Sighted, &all[run % all.len()], true);
                s.carrying.push(Carrying { from, to: s.t + 2000, ply });
            }
        } else {
            match source {
                Source::Assist => s.at(0, Input::Assist(AssistCmd::Move(San::from_move(&pos, m)))),
                Source::Sighted => {
                    s.t += 1800;
                    s.pegs(Device::Sighted, &own_order(&pos, m), true);
                    s.t += made_after(&pos, m);
                }
            }
            if ply < last {
                let all = orders(&pos, m);
                let from = s.t + 200;
                s.pegs(Device::Tactile, &all[run % all.len()], pieces);
                s.carrying.push(Carrying { from, to: s.t + 2000, ply });
            }
        }
        pos.play_unchecked(m);
    }
    s
}

#[test]
fn every_opponent_move_carried_out_in_every_order_is_no_touch() {
    let mut failures = Vec::new();
    let mut sessions = 0;
    for (name, game) in real_games() {
        let start = &game.start.position;
        // Enough runs that each move is carried out in each of its orders.
        let mut pos = start.clone();
        let mut runs = 1;
        for &m in &game.moves {
            runs = runs.max(orders(&pos, m).len());
            pos.play_unchecked(m);
        }
        for blind in [Color::White, Color::Black] {
            for source in [Source::Assist, Source::Sighted] {
                for run in 0..runs {
                    let pieces = (run / 2) % 2 == 1;
                    let s = session(start, &game.moves, blind, source, run, pieces);
                    // The games were played under older Laws, without 9.6 (2023).
                    let edition = Edition::Fide2009;
                    let settings = Settings { blind, start: game.start.clone(), edition, ..Settings::default() };
                    let (core, outputs) = core::run(settings, s.inputs);
                    sessions += 1;
                    let case = format!("{name} blind {blind:?} {source:?} run {run} pieces {pieces}");
                    let made: Vec<Move> = core.moves().iter().map(|m| m.m).collect();
                    if made != game.moves {
                        let at = made.iter().zip(&game.moves).position(|(a, b)| a != b).unwrap_or(made.len());
                        failures.push(format!("{case}: the game differs from ply {}", at + 1));
                        continue;
                    }
                    // No snapshot asked for ("Board lost contact"), and nothing at all
                    // while the blind player carries out a move: no touch, no guidance.
                    let during = |t: u64| s.carrying.iter().find(|c| (c.from..c.to).contains(&t));
                    let lost = outputs.iter().find(|o| matches!(o.output, Output::Request(..)));
                    if let Some(o) = lost.or_else(|| outputs.iter().find(|o| during(o.t.0).is_some())) {
                        let ply = during(o.t.0).map(|c| c.ply + 1);
                        failures.push(format!("{case}: {o} (carrying out ply {ply:?})"));
                    }
                }
            }
        }
    }
    assert!(sessions > 4000, "only {sessions} sessions");
    assert!(
        failures.is_empty(),
        "{} sessions fail:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
    );
}

#[test]
fn a_capture_has_two_orders_and_castling_six() {
    let pos = Chess::default();
    let play = |pos: &Chess, san: &str| san.parse::<San>().expect("SAN").to_move(pos).expect("legal");
    let mut p = pos.clone();
    for san in ["e4", "d5"] {
        let m = play(&p, san);
        p.play_unchecked(m);
    }
    assert_eq!(orders(&p, play(&p, "exd5")).len(), 2);
    let castling: Chess = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
        .parse::<shakmaty::fen::Fen>()
        .expect("FEN")
        .into_position(shakmaty::CastlingMode::Standard)
        .expect("position");
    assert_eq!(orders(&castling, play(&castling, "O-O")).len(), 6);
}
