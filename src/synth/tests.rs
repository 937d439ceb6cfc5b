//! Checks of the synthesizer against its own promises, read back from the events only:
//! every physical order appears, time runs forward in the documented gaps, a simple
//! occupancy model ends on the final position, keys are where they belong, and the
//! script text parses back to the events.

use std::collections::HashSet;

use rand::{SeedableRng, rngs::StdRng};
use shakmaty::{Bitboard, Chess, Color, Move, Piece, Position, Role, Square};

use super::*;
use crate::pgn::read_games;

/// Short games that between them have every kind of move.
const GAMES: &str = r#"
[White "ep, captures, short castling"]

1. e4 Nf6 2. e5 d5 3. exd6 cxd6 4. Nf3 Nc6 5. Bc4 e6 6. O-O Be7 7. d4 O-O 8. Bxe6 fxe6
9. d5 b5 10. dxc6 b4 11. c4 bxc3 12. Nxc3 Qb6 *

[White "long castling"]

1. d4 d5 2. Nc3 Nc6 3. Bf4 Bf5 4. Qd2 Qd7 5. O-O-O O-O-O *

[White "promotions with capture"]
[FEN "r3k3/1P6/8/8/8/8/6p1/4K2R w - - 0 1"]

1. bxa8=Q+ Ke7 2. Qb7+ Kf6 3. Qa7 gxh1=N 4. Ke2 Kg5 *

[White "underpromotions"]
[FEN "4k3/PPP5/8/8/8/1K6/5ppp/8 w - - 0 1"]

1. a8=R+ Kd7 2. b8=B Ke6 3. c8=N f1=Q 4. Kc2 g1=R 5. Kd2 h1=B *

[White "960 rook only"]
[Variant "Chess960"]
[FEN "6kr/8/8/8/8/8/8/6KR w Hh - 0 1"]

1. O-O O-O *

[White "960 swap"]
[Variant "Chess960"]
[FEN "2rk4/8/8/8/8/8/8/5KR1 w Gc - 0 1"]

1. O-O O-O-O *

[White "960 king only"]
[Variant "Chess960"]
[FEN "3rk3/8/8/8/8/8/8/4KR2 w Fd - 0 1"]

1. O-O O-O-O *

[White "960 queen side rook only"]
[Variant "Chess960"]
[FEN "r1k5/8/8/8/8/8/8/R1K5 w Aa - 0 1"]

1. O-O-O O-O-O *

[White "960 both move"]
[Variant "Chess960"]
[FEN "rk6/8/8/8/8/8/8/RK6 w Aa - 0 1"]

1. O-O-O O-O-O *
"#;

fn games() -> Vec<(Start, Vec<Move>)> {
    read_games(GAMES).into_iter().map(|g| g.unwrap()).map(|g| (g.start, g.moves)).collect()
}

fn noisy(blind: Color) -> SynthStyle {
    SynthStyle { blind, regrasp: 0.4, bounce: 0.4, ..SynthStyle::default() }
}

/// Every game under many seeds and both colours, with the style `style(blind)`.
fn corpus(style: impl Fn(Color) -> SynthStyle) -> Vec<(Start, Vec<Move>, SynthStyle, Synth)> {
    let mut out = Vec::new();
    for (i, (start, moves)) in games().into_iter().enumerate() {
        for seed in 0..40u64 {
            let blind = if seed % 2 == 0 { Color::White } else { Color::Black };
            let style = style(blind);
            let mut rng = StdRng::seed_from_u64(seed * 100 + i as u64);
            let synth = synthesize(&start, &moves, &style, &mut rng);
            assert_eq!(synth.uci.len(), moves.len());
            out.push((start.clone(), moves.clone(), style, synth));
        }
    }
    out
}

/// The events after the `@0` snapshot, as (ms, message).
fn board_events(synth: &Synth) -> Vec<(u64, BoardMsg)> {
    synth
        .events
        .iter()
        .skip(1)
        .map(|(t, input)| match input {
            Input::Board { msg, .. } => (t.0, msg.clone()),
            Input::Assist(_) | Input::Link { .. } | Input::ExternalClock(_) => {
                panic!("no assistant commands, link events or clock readings expected")
            }
        })
        .collect()
}

/// The events split into moves: a gap of 700 ms or more starts a new move.
fn chunks(synth: &Synth) -> Vec<Vec<(u64, BoardMsg)>> {
    let mut out: Vec<Vec<(u64, BoardMsg)>> = Vec::new();
    let mut last = 0;
    for (t, msg) in board_events(synth) {
        if out.is_empty() || t - last >= 700 {
            out.push(Vec::new());
        }
        last = t;
        if let Some(chunk) = out.last_mut() {
            chunk.push((t, msg));
        }
    }
    out
}

/// A physical step with its square: `('L', e2)` or `('P', e4)`.
type Shape = Vec<(char, Square)>;

/// The lifts and places of a move with keys, bounces and put-backs taken out.
fn core_shape(chunk: &[(u64, BoardMsg)]) -> Shape {
    let mut steps: Vec<(u64, char, Square)> = chunk
        .iter()
        .filter_map(|(t, msg)| match msg {
            BoardMsg::Lift(sq) => Some((*t, 'L', *sq)),
            BoardMsg::Place(sq, _) => Some((*t, 'P', *sq)),
            _ => None,
        })
        .collect();
    // Bounces: `L s` then `P s` within 50 ms.
    let mut i = 0;
    while i + 1 < steps.len() {
        let ((t0, k0, s0), (t1, k1, s1)) = (steps[i], steps[i + 1]);
        if k0 == 'L' && k1 == 'P' && s0 == s1 && t1 - t0 <= 50 {
            steps.drain(i..i + 2);
        } else {
            i += 1;
        }
    }
    // Put-backs: `L s, P s` (at least 120 ms apart) followed by `L s` again.
    let mut i = 0;
    while i + 2 < steps.len() {
        let ((t0, k0, s0), (t1, k1, s1), (_, k2, s2)) = (steps[i], steps[i + 1], steps[i + 2]);
        if k0 == 'L' && k1 == 'P' && k2 == 'L' && s0 == s1 && s1 == s2 {
            assert!(t1 - t0 >= 120, "put back after {} ms reads as a bounce", t1 - t0);
            steps.drain(i..i + 2);
        } else {
            i += 1;
        }
    }
    steps.into_iter().map(|(_, k, s)| (k, s)).collect()
}

/// Which physical order a move's shape is, if it is one the move allows.
fn classify(m: Move, turn: Color, chess960: bool, shape: &Shape) -> Option<Order> {
    let l = |s| ('L', s);
    let p = |s| ('P', s);
    let candidates: Vec<(Order, Shape)> = match m {
        Move::Normal { from, to, capture: None, .. } => vec![(Order::Quiet, vec![l(from), p(to)])],
        Move::Normal { from, to, .. } => {
            vec![(Order::CapturedFirst, vec![l(to), l(from), p(to)]), (Order::MoverFirst, vec![l(from), l(to), p(to)])]
        }
        Move::EnPassant { from, to } => {
            let c = Square::from_coords(to.file(), from.rank());
            vec![
                (Order::EnPassantCapturedFirst, vec![l(c), l(from), p(to)]),
                (Order::EnPassantMoverFirst, vec![l(from), l(c), p(to)]),
            ]
        }
        Move::Castle { king: k, rook: r } => {
            let side = m.castling_side()?;
            let (kd, rd) = (side.king_to(turn), side.rook_to(turn));
            if chess960 {
                let order = if r == rd {
                    Order::Castle960KingOnly
                } else if k == kd {
                    Order::Castle960RookOnly
                } else if kd == r && rd == k {
                    Order::Castle960Swap
                } else {
                    Order::Castle960
                };
                let shape = if r == rd { vec![l(k), p(kd)] } else { vec![l(k), l(r), p(rd), p(kd)] };
                vec![(order, shape)]
            } else {
                vec![
                    (Order::CastleKingFirst, vec![l(k), p(kd), l(r), p(rd)]),
                    (Order::CastleTogetherKingPlaced, vec![l(k), l(r), p(kd), p(rd)]),
                    (Order::CastleTogetherRookPlaced, vec![l(k), l(r), p(rd), p(kd)]),
                ]
            }
        }
        Move::Put { .. } => vec![],
    };
    candidates.into_iter().find(|(_, s)| s == shape).map(|(o, _)| o)
}

#[test]
fn every_physical_order_appears_and_each_move_has_an_allowed_one() {
    let mut seen = HashSet::new();
    for (start, moves, _, synth) in corpus(noisy) {
        let chunks = chunks(&synth);
        assert_eq!(chunks.len(), moves.len(), "{}", synth.text);
        let mut pos: Chess = start.position.clone();
        for (m, chunk) in moves.iter().zip(&chunks) {
            let shape = core_shape(chunk);
            let order = classify(*m, pos.turn(), start.castling.is_chess960(), &shape);
            let order = order.unwrap_or_else(|| panic!("{m:?}: unexpected order {shape:?}\n{}", synth.text));
            seen.insert(order);
            pos.play_unchecked(*m);
        }
    }
    let all = [
        Order::Quiet,
        Order::CapturedFirst,
        Order::MoverFirst,
        Order::EnPassantCapturedFirst,
        Order::EnPassantMoverFirst,
        Order::CastleKingFirst,
        Order::CastleTogetherKingPlaced,
        Order::CastleTogetherRookPlaced,
        Order::Castle960,
        Order::Castle960Swap,
        Order::Castle960KingOnly,
        Order::Castle960RookOnly,
    ];
    for order in all {
        assert!(seen.contains(&order), "{order:?} never appeared");
    }
}

#[test]
fn plan_reports_the_order_it_wrote() {
    let mut rng = StdRng::seed_from_u64(7);
    for (start, moves) in games() {
        let mut pos: Chess = start.position.clone();
        for &m in &moves {
            let style = SynthStyle { regrasp: 0.0, bounce: 0.0, ..SynthStyle::default() };
            let (order, steps) = plan(pos.board(), pos.turn(), m, start.castling, &style, &mut rng).unwrap();
            let shape: Shape = steps
                .iter()
                .filter_map(|s| match s.action {
                    Action::Lift(sq) => Some(('L', sq)),
                    Action::Place(sq, _) => Some(('P', sq)),
                    Action::Key(_) => None,
                })
                .collect();
            assert_eq!(classify(m, pos.turn(), start.castling.is_chess960(), &shape), Some(order));
            pos.play_unchecked(m);
        }
    }
}

#[test]
fn castling_always_lifts_the_king_first_and_together_means_within_150_ms() {
    for (start, moves, _, synth) in corpus(noisy) {
        let mut pos: Chess = start.position.clone();
        for (m, chunk) in moves.iter().zip(chunks(&synth)) {
            if let Move::Castle { king, rook } = *m {
                let first_real = core_shape(&chunk)[0];
                assert_eq!(first_real, ('L', king), "{}", synth.text);
                // Lifted together: the rook's lift right after the king's.
                for w in chunk.windows(2) {
                    if let [(t0, BoardMsg::Lift(a)), (t1, BoardMsg::Lift(b))] = w
                        && *a == king
                        && *b == rook
                        && start.castling.is_standard()
                    {
                        assert!(t1 - t0 <= 150, "king and rook lifted {} ms apart", t1 - t0);
                    }
                }
            }
            pos.play_unchecked(*m);
        }
    }
}

#[test]
fn time_runs_forward_in_the_documented_gaps() {
    for (_, moves, _, synth) in corpus(noisy) {
        assert_eq!(synth.events[0].0, Timestamp(0));
        let times: Vec<u64> = synth.events.iter().map(|(t, _)| t.0).collect();
        for w in times.windows(2) {
            let gap = w[1] - w[0];
            assert!((20..=400).contains(&gap) || (700..=4000).contains(&gap), "gap {gap}\n{}", synth.text);
        }
        let long_gaps = times.windows(2).filter(|w| w[1] - w[0] >= 700).count();
        assert_eq!(long_gaps, moves.len());
        // A short gap is a bounce, and a bounce is `L s` then `P s`.
        let events = board_events(&synth);
        for w in events.windows(2) {
            if w[1].0 - w[0].0 < 80 {
                match (&w[0].1, &w[1].1) {
                    (BoardMsg::Lift(a), BoardMsg::Place(b, _)) if a == b => {}
                    other => panic!("short gap between {other:?}"),
                }
            }
        }
    }
}

#[test]
fn occupancy_model_ends_on_each_position() {
    for (start, moves, _, synth) in corpus(noisy) {
        let mut occupied = Bitboard::EMPTY;
        let mut pos: Chess = start.position.clone();
        let Input::Board { msg: BoardMsg::Snapshot(cells), .. } = &synth.events[0].1 else {
            panic!("no snapshot first");
        };
        for sq in Square::ALL {
            if cells[sq as usize].is_occupied() {
                occupied.add(sq);
            }
        }
        assert_eq!(occupied, pos.board().occupied());
        for (m, chunk) in moves.iter().zip(chunks(&synth)) {
            for (t, msg) in &chunk {
                match msg {
                    BoardMsg::Lift(sq) => assert!(occupied.remove(*sq), "@{t}: lift from empty {sq}"),
                    BoardMsg::Place(sq, _) => {
                        assert!(!occupied.contains(*sq), "@{t}: place on full {sq}");
                        occupied.add(*sq);
                    }
                    _ => {}
                }
            }
            pos.play_unchecked(*m);
            assert_eq!(occupied, pos.board().occupied(), "after {m:?}\n{}", synth.text);
        }
    }
}

#[test]
fn noise_never_lifts_another_piece_of_the_side_to_move() {
    for (start, moves, _, synth) in corpus(noisy) {
        let mut pos: Chess = start.position.clone();
        for (m, chunk) in moves.iter().zip(chunks(&synth)) {
            let own = move_squares(*m, pos.turn());
            for (i, (t, msg)) in chunk.iter().enumerate() {
                let BoardMsg::Lift(sq) = msg else { continue };
                if own.contains(sq) {
                    continue;
                }
                let piece = pos.board().piece_at(*sq).unwrap();
                assert_ne!(piece.color, pos.turn(), "@{t}: lifted {sq}, not part of {m:?}");
                // Not part of the move: must be a bounce.
                match chunk.get(i + 1) {
                    Some((t2, BoardMsg::Place(s2, _))) if s2 == sq && t2 - t <= 50 => {}
                    other => panic!("@{t}: {sq} lifted and not bounced back: {other:?}"),
                }
            }
            pos.play_unchecked(*m);
        }
    }
}

/// The squares a move itself may lift: its own squares.
fn move_squares(m: Move, turn: Color) -> Vec<Square> {
    match m {
        Move::Normal { from, to, .. } => vec![from, to],
        Move::EnPassant { from, to } => vec![from, to, Square::from_coords(to.file(), from.rank())],
        Move::Castle { king, rook } => {
            let mut squares = vec![king, rook];
            if let Some(side) = m.castling_side() {
                squares.extend([side.king_to(turn), side.rook_to(turn)]);
            }
            squares
        }
        Move::Put { to, .. } => vec![to],
    }
}

#[test]
fn promotion_keys_are_present_in_every_position() {
    let mut timings = HashSet::new();
    for (start, moves, _, synth) in corpus(noisy) {
        let mut pos: Chess = start.position.clone();
        for (m, chunk) in moves.iter().zip(chunks(&synth)) {
            let keys: Vec<(usize, Key)> = chunk
                .iter()
                .enumerate()
                .filter_map(|(i, (_, msg))| match msg {
                    BoardMsg::Key(k) if k.promotion_role().is_some() => Some((i, *k)),
                    _ => None,
                })
                .collect();
            match m.promotion() {
                None => assert!(keys.is_empty()),
                Some(role) => {
                    assert_eq!(keys.len(), 1, "{}", synth.text);
                    let (at, key) = keys[0];
                    assert_eq!(key.promotion_role(), Some(role));
                    let from = m.from().unwrap();
                    let first_lift = chunk.iter().position(|(_, msg)| *msg == BoardMsg::Lift(from)).unwrap();
                    let place = chunk
                        .iter()
                        .position(|(_, msg)| matches!(msg, BoardMsg::Place(sq, _) if *sq == m.to()))
                        .unwrap();
                    timings.insert(if at < first_lift {
                        "before"
                    } else if at < place {
                        "between"
                    } else {
                        "after"
                    });
                }
            }
            pos.play_unchecked(*m);
        }
    }
    assert_eq!(timings.len(), 3, "{timings:?}");
}

#[test]
fn identity_boards_name_the_promoted_piece_instead_of_a_key() {
    let identity = |blind| SynthStyle { blind, identity: true, ..noisy(blind) };
    let mut black_bishop_promotions = 0;
    for (start, moves, _, synth) in corpus(identity) {
        let mut turn = start.position.turn();
        for (m, chunk) in moves.iter().zip(chunks(&synth)) {
            for (_, msg) in &chunk {
                assert!(!matches!(msg, BoardMsg::Place(_, Cell::Occupied)), "identity board sent a bare P");
            }
            let keys: Vec<Key> = chunk
                .iter()
                .filter_map(|(_, msg)| match msg {
                    BoardMsg::Key(k) if k.promotion_role().is_some() => Some(*k),
                    _ => None,
                })
                .collect();
            // The last place on the square (a bounce may have come before).
            let placed = chunk.iter().rev().find_map(|(_, msg)| match msg {
                BoardMsg::Place(sq, cell) if *sq == m.to() => Some(*cell),
                _ => None,
            });
            match m.promotion() {
                Some(Role::Bishop) if turn == Color::Black => {
                    // `P h1 b` reads as "a black peg": the key still names the piece.
                    assert_eq!(placed, Some(Cell::Colored(Color::Black)));
                    assert_eq!(keys, [Key::Bishop]);
                    black_bishop_promotions += 1;
                }
                Some(role) => {
                    assert_eq!(placed, Some(Cell::Piece(Piece { color: turn, role })));
                    assert!(keys.is_empty(), "{keys:?}");
                }
                None => assert!(keys.is_empty()),
            }
            turn = !turn;
        }
    }
    assert!(black_bishop_promotions > 0);
    let (start, moves) = games().remove(3);
    let synth = synthesize(&start, &moves, &identity(Color::White), &mut StdRng::seed_from_u64(3));
    assert!(synth.text.contains("tactile  P a8 R\n"), "{}", synth.text);
    assert!(synth.text.contains("tactile  P f1 q\n"), "{}", synth.text);
    assert!(synth.text.contains("tactile  P h1 b\n"), "{}", synth.text);
    assert!(synth.text.contains("pad      K bishop\n"), "{}", synth.text);
}

#[test]
fn confirm_presses_announce_after_the_blind_players_moves_only() {
    let confirm = |blind| SynthStyle { blind, confirm: true, ..noisy(blind) };
    for (start, moves, style, synth) in corpus(confirm) {
        assert!(synth.text.contains("\nset announce confirm\n"));
        let mut turn = start.position.turn();
        for (_, chunk) in moves.iter().zip(chunks(&synth)) {
            let announces: Vec<usize> = chunk
                .iter()
                .enumerate()
                .filter(|(_, (_, msg))| *msg == BoardMsg::Key(Key::Announce))
                .map(|(i, _)| i)
                .collect();
            if turn == style.blind {
                assert_eq!(announces, [chunk.len() - 1]);
            } else {
                assert!(announces.is_empty());
            }
            turn = !turn;
        }
    }
}

#[test]
fn quiet_style_without_noise_is_exactly_the_orders() {
    let quiet = |blind| SynthStyle { blind, regrasp: 0.0, bounce: 0.0, ..SynthStyle::default() };
    for (_, _, _, synth) in corpus(quiet) {
        for chunk in chunks(&synth) {
            let pegs = chunk.iter().filter(|(_, msg)| !matches!(msg, BoardMsg::Key(_))).count();
            assert_eq!(core_shape(&chunk).len(), pegs, "noise without noise: {chunk:?}");
            assert!(chunk.windows(2).all(|w| w[1].0 - w[0].0 >= 80));
        }
    }
}

/// A minimal reader for the lines `synthesize` writes, independent of `text.rs`.
fn parse_script(text: &str) -> Vec<(Timestamp, Input)> {
    let mut events = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') || line.starts_with("set ") {
            continue;
        }
        let fields: Vec<&str> = line.split_whitespace().collect();
        let t: u64 = fields[0].strip_prefix('@').unwrap().parse().unwrap();
        let device = Device::from_name(fields[1]).unwrap();
        let msg = match fields[2] {
            "L" => BoardMsg::Lift(fields[3].parse().unwrap()),
            "P" => {
                let cell = match fields.get(4) {
                    None => Cell::Occupied,
                    // TBP/1: `b` is a black peg (the colour), not a black bishop.
                    Some(&"b") => Cell::Colored(Color::Black),
                    Some(c) => Cell::Piece(Piece::from_char(c.chars().next().unwrap()).unwrap()),
                };
                BoardMsg::Place(fields[3].parse().unwrap(), cell)
            }
            "S" => {
                let mut cells = [Cell::Empty; 64];
                for (i, c) in fields[3].chars().enumerate() {
                    let sq = Square::new(i as u32).flip_vertical();
                    cells[sq as usize] = if c == 'X' { Cell::Occupied } else { Cell::Empty };
                }
                BoardMsg::Snapshot(Box::new(cells))
            }
            "K" => BoardMsg::Key(Key::from_name(fields[3]).unwrap()),
            other => panic!("unexpected message {other}"),
        };
        events.push((Timestamp(t), Input::Board { device, msg, seq: None }));
    }
    events
}

#[test]
fn text_parses_back_to_the_events() {
    let all = |blind| SynthStyle { blind, confirm: blind == Color::Black, ..noisy(blind) };
    for (_, _, _, synth) in corpus(all) {
        assert_eq!(parse_script(&synth.text), synth.events, "{}", synth.text);
    }
    let identity = |blind| SynthStyle { blind, identity: true, ..noisy(blind) };
    for (_, _, _, synth) in corpus(identity) {
        assert_eq!(parse_script(&synth.text), synth.events);
    }
}

#[test]
fn header_names_the_settings() {
    let (start, moves) = games().remove(0);
    let style = SynthStyle { blind: Color::Black, confirm: true, ..SynthStyle::default() };
    let synth = synthesize(&start, &moves, &style, &mut StdRng::seed_from_u64(1));
    assert!(synth.text.starts_with(
        "# taktil session (synthesized)\nset blind black\nset announce confirm\n@0      tactile  S \
         XXXXXXXXXXXXXXXX................................XXXXXXXXXXXXXXXX\n"
    ));
    let (start, moves) = games().remove(4);
    let synth = synthesize(&start, &moves, &SynthStyle::default(), &mut StdRng::seed_from_u64(1));
    let expected = format!(
        "# taktil session (synthesized)\nset blind white\n\
         set fen 6kr/8/8/8/8/8/8/6KR w Kk - 0 1\nset variant chess960\n@0      tactile  S ......XX{}......XX\n",
        ".".repeat(48)
    );
    assert!(synth.text.starts_with(&expected), "{}", synth.text);
}

#[test]
fn uci_follows_the_castling_mode() {
    let all = games();
    let (start, moves) = &all[0];
    let uci = synthesize(start, moves, &SynthStyle::default(), &mut StdRng::seed_from_u64(1)).uci;
    assert_eq!(uci[10], "e1g1");
    assert_eq!(uci[4], "e5d6");
    let (start, moves) = &all[4];
    let uci = synthesize(start, moves, &SynthStyle::default(), &mut StdRng::seed_from_u64(1)).uci;
    assert_eq!(uci, ["g1h1", "g8h8"]);
    let (start, moves) = &all[7];
    let uci = synthesize(start, moves, &SynthStyle::default(), &mut StdRng::seed_from_u64(1)).uci;
    assert_eq!(uci, ["c1a1", "c8a8"]);
}

#[test]
fn stops_before_an_illegal_move() {
    let (start, mut moves) = games().remove(1);
    moves
        .insert(2, Move::Normal { role: Role::King, from: Square::E1, capture: None, to: Square::E3, promotion: None });
    let synth = synthesize(&start, &moves, &SynthStyle::default(), &mut StdRng::seed_from_u64(1));
    assert_eq!(synth.uci, ["d2d4", "d7d5"]);
    assert_eq!(chunks(&synth).len(), 2);
}

#[test]
fn occupancy_line_reads_rank_8_first() {
    let board = Chess::default().board().clone();
    assert_eq!(occupancy_line(&board), format!("{}{}{}", "X".repeat(16), ".".repeat(32), "X".repeat(16)));
    let pos: Chess = Start::from_fen("7k/8/8/8/8/8/8/K7 w - - 0 1", false).unwrap().position;
    let line = occupancy_line(pos.board());
    assert_eq!(line.find('X'), Some(7));
    assert_eq!(line.rfind('X'), Some(56));
}

#[test]
fn same_seed_same_synth() {
    let (start, moves) = games().remove(0);
    let a = synthesize(&start, &moves, &noisy(Color::White), &mut StdRng::seed_from_u64(9));
    let b = synthesize(&start, &moves, &noisy(Color::White), &mut StdRng::seed_from_u64(9));
    assert_eq!(a, b);
}

#[test]
fn odd_probabilities_do_not_panic() {
    let (start, moves) = games().remove(0);
    for p in [f64::NAN, -1.0, 2.0, f64::INFINITY] {
        let style = SynthStyle { regrasp: p, bounce: p, ..SynthStyle::default() };
        let synth = synthesize(&start, &moves, &style, &mut StdRng::seed_from_u64(1));
        assert_eq!(synth.uci.len(), moves.len());
    }
}
