use shakmaty::{Board, CastlingMode, Chess, Move, Position, fen::Fen, san::San};

use super::*;

fn board_after(sans: &[&str]) -> (Chess, Vec<Move>) {
    let mut pos = Chess::default();
    let mut moves = Vec::new();
    for s in sans {
        let m = s.parse::<San>().expect("san").to_move(&pos).expect("legal");
        pos.play_unchecked(m);
        moves.push(m);
    }
    (pos, moves)
}

fn fen(pos: &Chess) -> String {
    Fen::from_position(pos, shakmaty::EnPassantMode::Legal).to_string()
}

fn update(sans: &[&str], pieces: Option<&Board>) -> BoardUpdate {
    BoardUpdate {
        serialnr: Some("1".into()),
        board: pieces.map(|b| b.to_string()),
        san: Some(sans.iter().map(|s| (*s).to_owned()).collect()),
        clock: None,
        state: None,
    }
}

/// An update whose pieces show the position after the list.
fn settled(sans: &[&str]) -> BoardUpdate {
    let (pos, _) = board_after(sans);
    update(sans, Some(pos.board()))
}

fn drain(f: &mut Follower) -> Vec<Followed> {
    std::iter::from_fn(|| f.poll()).collect()
}

fn boards(out: &[Followed]) -> Vec<BoardMsg> {
    out.iter()
        .filter_map(|f| match f {
            Followed::Board(m) => Some(m.clone()),
            _ => None,
        })
        .collect()
}

fn follower() -> Follower {
    let mut f = Follower::new(FollowConfig::default(), Chess::default(), &[]);
    f.update(Timestamp(0), &settled(&[]));
    drain(&mut f);
    f
}

fn t(ms: u64) -> Timestamp {
    Timestamp(ms)
}

#[test]
fn a_new_settled_move_is_its_lifts_and_placement_at_once_and_a_repeat_is_nothing() {
    let mut f = follower();
    f.update(t(10), &settled(&["e4"]));
    let out = drain(&mut f);
    use shakmaty::{Color::White, Role::Pawn};
    assert_eq!(
        boards(&out),
        vec![BoardMsg::Lift(Square::E2), BoardMsg::Place(Square::E4, Cell::Piece(Pawn.of(White)))]
    );
    f.update(t(20), &settled(&["e4"]));
    assert_eq!(drain(&mut f), vec![], "the same list again");
    assert_eq!(f.poll_timeout(), None);
}

#[test]
fn a_burst_is_every_move_in_order_captures_and_castling_with_their_pieces() {
    let mut f = follower();
    let game = ["e4", "d5", "exd5", "Qxd5", "Nf3", "Qe4+", "Be2", "Qxc2", "O-O"];
    f.update(t(10), &settled(&game));
    let msgs = boards(&drain(&mut f));
    // Replaying the lifts and placements on the start position gives the final board.
    let mut cells = [None; 64];
    for (sq, piece) in Chess::default().board() {
        cells[usize::from(sq)] = Some(piece);
    }
    for m in &msgs {
        match m {
            BoardMsg::Lift(sq) => cells[usize::from(*sq)] = None,
            BoardMsg::Place(sq, Cell::Piece(p)) => cells[usize::from(*sq)] = Some(*p),
            other => panic!("unexpected {other:?}"),
        }
    }
    let (end, _) = board_after(&game);
    for sq in Square::ALL {
        assert_eq!(cells[usize::from(sq)], end.board().piece_at(sq), "{sq}");
    }
    // The capture lifts the capturing piece first: in a burst, lifting the captured
    // piece first would lift the piece the move before has just put down.
    assert_eq!(&msgs[4..6], &[BoardMsg::Lift(Square::E4), BoardMsg::Lift(Square::D5)]);
}

#[test]
fn a_move_with_pieces_in_the_air_is_held_and_never_passed_on_if_withdrawn() {
    let mut f = follower();
    f.update(t(0), &settled(&["e4"]));
    drain(&mut f);
    // LiveChess lists Nf6 while the pieces still show the position before it.
    let (before, _) = board_after(&["e4"]);
    f.update(t(100), &update(&["e4", "Nf6"], Some(before.board())));
    assert_eq!(drain(&mut f), vec![]);
    assert_eq!(f.poll_timeout(), Some(t(2600)));
    // ... and withdraws it.
    f.update(t(900), &update(&["e4"], Some(before.board())));
    assert_eq!(drain(&mut f), vec![Followed::Withdrawn { san: vec!["Nf6".into()] }]);
    f.handle_timeout(t(5000));
    assert_eq!(drain(&mut f), vec![]);
}

#[test]
fn a_held_move_goes_on_when_the_pieces_show_it_or_its_time_is_up() {
    let mut f = follower();
    let (start, _) = board_after(&[]);
    let start = start.board().clone();
    f.update(t(0), &update(&["d4"], Some(&start)));
    assert_eq!(drain(&mut f), vec![]);
    let (after, _) = board_after(&["d4"]);
    f.update(t(300), &BoardUpdate { board: Some(after.board().to_string()), san: None, ..BoardUpdate::default() });
    assert_eq!(boards(&drain(&mut f)).len(), 2, "released by the pieces");
    f.update(t(400), &update(&["d4", "d5"], Some(&start)));
    f.handle_timeout(t(2899));
    assert_eq!(drain(&mut f), vec![]);
    f.handle_timeout(t(2900));
    assert_eq!(boards(&drain(&mut f)).len(), 2, "released by the time");
}

#[test]
fn a_shorter_or_different_list_is_told_with_both_lists_and_the_board_given_as_it_stands() {
    let mut f = follower();
    f.update(t(0), &settled(&["e4", "e5", "Nf3"]));
    drain(&mut f);
    f.update(t(10), &settled(&["e4", "e5"]));
    let out = drain(&mut f);
    assert_eq!(
        out[0],
        Followed::Differs {
            followed: vec!["e4".into(), "e5".into(), "Nf3".into()],
            board: vec!["e4".into(), "e5".into()]
        }
    );
    let (pos, _) = board_after(&["e4", "e5"]);
    assert_eq!(out[1], Followed::Board(snapshot_of(pos.board())));
    // Followed from there: a new move after it is passed on.
    f.update(t(20), &settled(&["e4", "e5", "Nc3"]));
    assert_eq!(boards(&drain(&mut f)).len(), 2);
}

#[test]
fn the_made_up_king_move_with_both_kings_in_the_centre_is_left_out_and_told_once() {
    let mut f = follower();
    f.update(t(0), &settled(&["e4", "e5"]));
    drain(&mut f);
    // Both kings put on e4 and d5: LiveChess lists Kxe4 or an illegal Ke4.
    let kings: Board = "rnbq1bnr/pppp1ppp/8/3kp3/4K3/8/PPPP1PPP/RNBQ1BNR".parse().expect("board");
    for list in [["e4", "e5", "Ke4"], ["e4", "e5", "Kd5"]] {
        f.update(t(10), &update(&list, Some(&kings)));
        assert_eq!(drain(&mut f), vec![Followed::Kings { san: list[2].to_owned() }]);
        f.update(t(20), &update(&list, Some(&kings)));
        assert_eq!(drain(&mut f), vec![], "told once");
    }
    // A real king move to the centre is a move.
    let (_, _) = board_after(&[]);
    let endgame: Fen = "8/8/8/8/8/2k5/8/4K3 w - - 0 1".parse().expect("fen");
    let start = endgame.into_position::<Chess>(CastlingMode::Standard).expect("legal");
    let mut f = Follower::new(FollowConfig::default(), start.clone(), &[]);
    f.update(t(0), &update(&[], Some(start.board())));
    drain(&mut f);
    let mut after = start.clone();
    after.play_unchecked("Ke2".parse::<San>().expect("san").to_move(&start).expect("legal"));
    f.update(t(10), &update(&["Ke2"], Some(after.board())));
    assert_eq!(boards(&drain(&mut f)).len(), 2);
}

#[test]
fn a_move_that_is_not_legal_cuts_the_list_and_is_told_once() {
    let mut f = follower();
    f.update(t(0), &update(&["e4", "Ke7", "Nf3"], None));
    let out = drain(&mut f);
    assert_eq!(out[0], Followed::NotLegal { index: 2, san: "Ke7".into() });
    assert_eq!(boards(&out).len(), 2, "e4 passed on");
    f.update(t(10), &update(&["e4", "Ke7", "Nf3"], None));
    assert_eq!(drain(&mut f), vec![]);
}

#[test]
fn a_board_that_stops_reporting_is_told_once_and_followed_again_with_the_moves_made_meanwhile() {
    let mut f = follower();
    f.update(t(0), &settled(&["e4"]));
    drain(&mut f);
    let inactive = BoardUpdate { state: Some("INACTIVE".into()), ..BoardUpdate::default() };
    f.update(t(10), &inactive);
    f.update(t(20), &inactive);
    f.lost();
    assert_eq!(drain(&mut f), vec![Followed::NotReporting { state: "INACTIVE".into() }]);
    f.subscribed();
    let active = BoardUpdate { state: Some("ACTIVE".into()), ..settled(&["e4", "c5", "Nf3"]) };
    f.update(t(30), &active);
    let out = drain(&mut f);
    assert_eq!(out[0], Followed::Reporting);
    // The board as it stood, then the two moves made meanwhile.
    let (pos, _) = board_after(&["e4"]);
    assert_eq!(out[1], Followed::Board(snapshot_of(pos.board())));
    assert_eq!(boards(&out).len(), 5);
}

#[test]
fn a_resumed_game_is_not_passed_on_again_and_a_board_behind_it_is_given_as_it_stands() {
    let (_, moves) = board_after(&["e4", "e5", "Nf3"]);
    let mut f = Follower::new(FollowConfig::default(), Chess::default(), &moves);
    f.update(t(0), &settled(&["e4", "e5", "Nf3"]));
    let (pos, _) = board_after(&["e4", "e5", "Nf3"]);
    assert_eq!(drain(&mut f), vec![Followed::Board(snapshot_of(pos.board()))]);
    // Behind: the blind player's last move not yet made on the board. No list fault.
    let mut f = Follower::new(FollowConfig::default(), Chess::default(), &moves);
    f.update(t(0), &settled(&["e4", "e5"]));
    let (pos, _) = board_after(&["e4", "e5"]);
    assert_eq!(drain(&mut f), vec![Followed::Board(snapshot_of(pos.board()))]);
    f.update(t(10), &settled(&["e4", "e5", "Nf3"]));
    assert_eq!(boards(&drain(&mut f)).len(), 2);
}

#[test]
fn the_clock_is_passed_on_when_it_changes_and_a_move_without_it_keeps_the_last() {
    let mut f = follower();
    let clock = |w: f64, b: f64, run| feed::LcClock { white: Some(w), black: Some(b), run };
    let with = |c| BoardUpdate { clock: Some(c), ..settled(&[]) };
    f.update(t(0), &with(clock(300.0, 300.0, Some(true))));
    assert!(matches!(drain(&mut f).as_slice(), [Followed::Clock(Some(r))] if r.white_ms == 300_000));
    f.update(t(10), &with(clock(300.0, 300.0, Some(true))));
    assert_eq!(drain(&mut f), vec![]);
    f.update(t(20), &settled(&["e4"]));
    assert_eq!(boards(&drain(&mut f)).len(), 2);
    let _ = fen(&Chess::default());
}
