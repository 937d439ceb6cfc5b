//! Golden cases for every branch of the reconciliation, each named after its article.

use std::time::Duration;

use shakmaty::{Board, Chess, Color, Piece, Position, Role, Square, san::San};

use super::*;
use crate::core::{input::Cell, msg::Msg, settings::Edition};

/// A scoresheet from SAN separated by spaces.
fn sheet(moves: &str) -> Vec<Entry> {
    moves.split_whitespace().map(Entry::parse).collect()
}

/// The board after legal moves from the start.
fn board(moves: &str) -> Board {
    let mut pos = Chess::default();
    for san in moves.split_whitespace() {
        let m = san.parse::<San>().expect("SAN").to_move(&pos).expect("legal");
        pos.play_unchecked(m);
    }
    pos.board().clone()
}

/// A full-identity board (an electronic sighted board).
fn pieces(board: &Board) -> [Cell; 64] {
    let mut cells = [Cell::Empty; 64];
    for (sq, piece) in board {
        cells[usize::from(sq)] = Cell::Piece(piece);
    }
    cells
}

/// An occupancy-only board (the pegged tactile board).
fn pegs(board: &Board) -> [Cell; 64] {
    let mut cells = [Cell::Empty; 64];
    for sq in board.occupied() {
        cells[usize::from(sq)] = Cell::Occupied;
    }
    cells
}

fn evidence(blind: &str, sighted: &str) -> Evidence {
    Evidence {
        blind_sheet: sheet(blind),
        sighted_sheet: sheet(sighted),
        ..Evidence::new(Start::default(), Color::White)
    }
}

fn clock(white_s: u64, black_s: u64, move_number: u32) -> ClockSnapshot {
    ClockSnapshot {
        white: Duration::from_secs(white_s),
        black: Duration::from_secs(black_s),
        move_number,
        to_move: Some(Color::White),
        running: true,
    }
}

fn piece(color: Color, role: Role) -> Piece {
    Piece { color, role }
}

/// The symbolic lines of a ruling.
fn lines(ruling: &Ruling) -> Vec<String> {
    ruling.parts().into_iter().map(|p| Msg::Ruling(p, Edition::Fide2009).to_string()).collect()
}

/// Applies steps to a board, as the player makes them; panics on a step that cannot
/// be made (a peg into a full hole, a peg from an empty one).
fn apply(mut board: Board, steps: &[Step]) -> Board {
    for step in steps {
        match *step {
            Step::Move { from, to, .. } => {
                let p = board.remove_piece_at(from).expect("a peg to move");
                assert!(board.piece_at(to).is_none(), "{to} is full: {steps:?}");
                board.set_piece_at(to, p);
            }
            Step::Remove { square, .. } => {
                board.remove_piece_at(square).expect("a peg to remove");
            }
            Step::Put { piece, square } => {
                assert!(board.piece_at(square).is_none(), "{square} is full: {steps:?}");
                board.set_piece_at(square, piece);
            }
        }
    }
    board
}

#[test]
fn e2_7_nothing_to_correct() {
    let moves = "e4 e5 Nf3";
    let ruling = reconcile(&Evidence {
        tactile: Some(pegs(&board(moves))),
        sighted: Some(pieces(&board(moves))),
        ..evidence(moves, moves)
    });
    let Ruling::Agreed { target, pending, unchecked } = &ruling else { panic!("{ruling:?}") };
    assert_eq!((target.ply, pending, unchecked.len()), (3, &None, 0));
    assert_eq!(ruling.article(Edition::Fide2009), Some("E2.7"));
    assert_eq!(lines(&ruling), ["ruling agreed (E2.7)", "ruling position 2.Nf3"]);
}

#[test]
fn e2_7_unknown_boards_are_named_unchecked() {
    let ruling = reconcile(&Evidence { tactile: Some(pegs(&board("e4"))), ..evidence("e4", "e4") });
    assert_eq!(lines(&ruling), ["ruling agreed (E2.7)", "ruling position 1.e4", "ruling unchecked sighted"]);
    let ruling = reconcile(&evidence("", ""));
    assert_eq!(
        lines(&ruling),
        ["ruling agreed (E2.7)", "ruling position start", "ruling unchecked tactile", "ruling unchecked sighted"]
    );
}

#[test]
fn e2_7_tactile_board_wrong_transfer() {
    // The blind player (White) transferred 2... Nc6 as 2... Na6 onto his pegged board.
    let ruling = reconcile(&Evidence {
        tactile: Some(pegs(&board("e4 e5 Nf3 Na6"))),
        sighted: Some(pieces(&board("e4 e5 Nf3 Nc6"))),
        ..evidence("e4 e5 Nf3 Nc6", "e4 e5 Nf3 Nc6")
    });
    assert_eq!(
        lines(&ruling),
        [
            "ruling correct tactile (E2.7)",
            "ruling position 2...Nc6",
            "ruling other-move 2...Nc6 executed Na6",
            "ruling step move n a6 c6",
        ]
    );
}

#[test]
fn e2_7_sighted_board_wrong_and_played_on() {
    // The sighted player wrote 2. Nf3 but played 2. Nc3, and 2... Nc6 was made on his
    // board after it. The knight on c3 came from b1: two pegs move.
    let wrong = board("e4 e5 Nc3 Nc6");
    let ruling = reconcile(&Evidence {
        tactile: Some(pegs(&board("e4 e5 Nf3 Nc6"))),
        sighted: Some(pieces(&wrong)),
        ..evidence("e4 e5 Nf3 Nc6", "e4 e5 Nf3 Nc6")
    });
    let Ruling::Correct { target, correction, .. } = &ruling else { panic!("{ruling:?}") };
    assert_eq!(correction.player, Player::Sighted);
    assert_eq!(apply(wrong, &correction.steps), target.board);
    assert_eq!(
        lines(&ruling),
        [
            "ruling correct sighted (E2.7)",
            "ruling position 2...Nc6",
            "ruling other-move 2.Nf3 executed Nc3",
            "ruling step move N c3 b1",
            "ruling step move N g1 f3",
        ]
    );
}

#[test]
fn e2_7_board_behind_and_move_skipped() {
    let ruling = reconcile(&Evidence {
        tactile: Some(pegs(&board("e4 e5"))),
        sighted: Some(pieces(&board("e4 e5 Nf3"))),
        ..evidence("e4 e5 Nf3", "e4 e5 Nf3")
    });
    assert_eq!(lines(&ruling)[2..], ["ruling behind 2.Nf3", "ruling step move N g1 f3"]);
    // 2. Nf3 never reached the tactile board; 2... Nc6 did.
    let mut skipped = board("e4 e5 Nf3 Nc6");
    skipped.discard_piece_at(Square::F3);
    skipped.set_piece_at(Square::G1, piece(Color::White, Role::Knight));
    let ruling = reconcile(&Evidence {
        tactile: Some(pegs(&skipped)),
        sighted: Some(pieces(&board("e4 e5 Nf3 Nc6"))),
        ..evidence("e4 e5 Nf3 Nc6", "e4 e5 Nf3 Nc6")
    });
    assert_eq!(lines(&ruling)[2..], ["ruling skipped 2.Nf3", "ruling step move N g1 f3"]);
}

#[test]
fn e2_8_sheets_differ_with_the_clocks_of_the_agreed_ply() {
    let evidence = Evidence {
        tactile: Some(pegs(&board("e4 e5 Nf3 Nc6"))),
        sighted: Some(pieces(&board("e4 e5 Nc3 Nc6"))),
        clocks: vec![Some(clock(5390, 5400, 1)), Some(clock(5390, 5385, 2)), Some(clock(5370, 5385, 2)), None],
        start_clock: Some(clock(5400, 5400, 1)),
        ..evidence("e4 e5 Nf3 Nc6", "e4 e5 Nc3 Nc6")
    };
    let ruling = reconcile(&evidence);
    let Ruling::TakeBack { agreed, clock: at, boards, .. } = &ruling else { panic!("{ruling:?}") };
    assert_eq!(agreed.ply, 2);
    assert_eq!(agreed.fen, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    assert_eq!(*at, Some(clock(5390, 5385, 2)));
    assert_eq!(apply(board("e4 e5 Nc3 Nc6"), &boards[1].steps), agreed.board);
    assert_eq!(ruling.article(Edition::Fide2009), Some("E2.8"));
    assert_eq!(
        lines(&ruling),
        [
            "ruling take-back (E2.8)",
            "ruling position 1...e5",
            "ruling sheet-moves blind 2.Nf3 2...Nc6",
            "ruling sheet-moves sighted 2.Nc3 2...Nc6",
            "ruling clock w=1:29:50 b=1:29:45 move 2",
            "ruling set-board tactile steps",
            "ruling step move N f3 g1",
            "ruling step move n c6 b8",
            "ruling set-board sighted steps",
            "ruling step move N c3 b1",
            "ruling step move n c6 b8",
        ]
    );
}

#[test]
fn e2_8_from_the_first_move_uses_the_start_clock_or_none() {
    let ruling = reconcile(&Evidence { start_clock: Some(clock(5400, 5400, 1)), ..evidence("e4", "d4") });
    let Ruling::TakeBack { agreed, clock: at, boards, .. } = &ruling else { panic!("{ruling:?}") };
    assert_eq!((agreed.ply, *at, boards.len()), (0, Some(clock(5400, 5400, 1)), 0));
    let ruling = reconcile(&evidence("e4 e5", "e4 e6"));
    assert!(lines(&ruling).contains(&"ruling clock none".to_owned()), "{ruling:?}");
}

#[test]
fn both_boards_wrong_is_for_the_arbiter() {
    let ruling = reconcile(&Evidence {
        tactile: Some(pegs(&board("e4 e5 Nc3"))),
        sighted: Some(pieces(&board("e4 e6 Nf3"))),
        ..evidence("e4 e5 Nf3", "e4 e5 Nf3")
    });
    assert_eq!(ruling.article(Edition::Fide2009), None);
    assert_eq!(
        lines(&ruling),
        [
            "ruling both-boards",
            "ruling position 2.Nf3",
            "ruling board tactile",
            "ruling other-move 2.Nf3 executed Nc3",
            "ruling step move N c3 b1",
            "ruling step move N g1 f3",
            "ruling board sighted",
            "ruling other-move 1...e5 executed e6",
            "ruling step move p e6 e5",
        ]
    );
}

#[test]
fn assistant_record_wrong_is_for_the_arbiter() {
    // taktil wrote 2... Nc6 for the blind player; both boards and the sighted
    // player's sheet have 2... Nf6.
    let played = board("e4 e5 Nf3 Nf6");
    let ruling = reconcile(&Evidence {
        tactile: Some(pegs(&played)),
        sighted: Some(pieces(&played)),
        ..evidence("e4 e5 Nf3 Nc6", "e4 e5 Nf3 Nf6")
    });
    assert_eq!(ruling.kind(), "assistant-record");
    assert_eq!(
        lines(&ruling),
        [
            "ruling assistant-record",
            "ruling position 2.Nf3",
            "ruling sheet-moves blind 2...Nc6",
            "ruling sheet-moves sighted 2...Nf6",
            "ruling boards-show 2...Nf6",
        ]
    );
    // With only one board known, the text of E2.8 applies.
    let ruling = reconcile(&Evidence { tactile: Some(pegs(&played)), ..evidence("e4 e5 Nf3 Nc6", "e4 e5 Nf3 Nf6") });
    assert_eq!(ruling.kind(), "take-back");
}

#[test]
fn illegal_or_unreadable_entry_7_4a() {
    let ruling = reconcile(&evidence("e4 e5 Nf3", "e4 e5 Ke3"));
    assert_eq!(ruling.article(Edition::Fide2009), Some("7.4a"));
    assert_eq!(lines(&ruling), ["ruling illegal-entry sighted illegal 2.Ke3 (7.4a)", "ruling position 1...e5"]);
    let ruling = reconcile(&evidence("e4 e5 Xx9 Nc6", "e4 e5 Nf3 Nc6"));
    assert_eq!(lines(&ruling)[0], "ruling illegal-entry blind unreadable 2.\"Xx9\" (7.4a)");
    let ruling = reconcile(&evidence("d4 d5 Nf3 Nf6 Nd2", "d4 d5 Nf3 Nf6 Nbd2"));
    assert_eq!(lines(&ruling)[0], "ruling illegal-entry blind ambiguous 3.Nd2 (7.4a)");
    // The same illegal move on both sheets is still 7.4a.
    let ruling = reconcile(&evidence("e4 e5 Ke3", "e4 e5 Ke3"));
    assert_eq!(ruling.kind(), "illegal-entry");
}

#[test]
fn illegal_entry_after_the_sheets_differ_is_only_listed() {
    // The sighted player wrote 2. Nc3 for 2. Nf3, then 3. Nxe5, legal only after Nf3.
    let ruling = reconcile(&evidence("e4 e5 Nf3 d6 Nxe5", "e4 e5 Nc3 d6 Nxe5"));
    assert_eq!(ruling.kind(), "take-back");
    assert_eq!(lines(&ruling)[3], "ruling sheet-moves sighted 2.Nc3 2...d6 3.Nxe5");
    let ruling = reconcile(&evidence("e4 e5 Nf3 Xx9 Nc3", "e4 e5 Nc3 d6"));
    assert_eq!(lines(&ruling)[2], "ruling sheet-moves blind 2.Nf3 2...\"Xx9\" 3.Nc3");
}

#[test]
fn sheet_one_move_short_agrees_where_a_board_shows_the_move_8_1() {
    let ruling = reconcile(&Evidence {
        tactile: Some(pegs(&board("e4 e5 Nf3"))),
        sighted: Some(pieces(&board("e4 e5 Nf3"))),
        ..evidence("e4 e5 Nf3", "e4 e5")
    });
    assert_eq!(lines(&ruling), ["ruling agreed (E2.7)", "ruling position 2.Nf3", "ruling pending sighted 2.Nf3"]);
    // The sighted board has not got the move yet: it is behind (E2.7).
    let ruling = reconcile(&Evidence {
        tactile: Some(pegs(&board("e4 e5 Nf3"))),
        sighted: Some(pieces(&board("e4 e5"))),
        ..evidence("e4 e5 Nf3", "e4 e5")
    });
    assert_eq!(ruling.kind(), "correct");
    assert_eq!(
        lines(&ruling)[2..],
        ["ruling pending sighted 2.Nf3", "ruling behind 2.Nf3", "ruling step move N g1 f3"]
    );
    // No board shows the extra move: the sheets differ (E2.8).
    let ruling = reconcile(&Evidence { tactile: Some(pegs(&board("e4 e5"))), ..evidence("e4 e5 Nf3", "e4 e5") });
    assert_eq!(ruling.kind(), "take-back");
    assert_eq!(lines(&ruling)[1], "ruling position 1...e5");
    // The blind sheet may be the short one too.
    let ruling = reconcile(&Evidence { sighted: Some(pieces(&board("e4 e5"))), ..evidence("e4", "e4 e5") });
    assert_eq!(lines(&ruling)[2], "ruling pending blind 1...e5");
}

#[test]
fn a_board_ahead_of_both_sheets_is_for_the_arbiter() {
    let ruling = reconcile(&Evidence {
        tactile: Some(pegs(&board("e4 e5"))),
        sighted: Some(pieces(&board("e4 e5 Nf3"))),
        ..evidence("e4 e5", "e4 e5")
    });
    assert_eq!(
        lines(&ruling),
        ["ruling unrecorded sighted", "ruling position 1...e5", "ruling ahead 2.Nf3", "ruling step move N f3 g1"]
    );
}

#[test]
fn a_board_with_no_position_of_the_game_is_for_the_arbiter() {
    let mut knocked = board("e4 e5");
    knocked.discard_piece_at(Square::A1);
    knocked.discard_piece_at(Square::H8);
    knocked.set_piece_at(Square::D4, piece(Color::White, Role::Rook));
    let ruling = reconcile(&Evidence { tactile: Some(pegs(&knocked)), ..evidence("e4 e5", "e4 e5") });
    let Ruling::Arbiter(Unsettled::NoPosition { target, correction }) = &ruling else { panic!("{ruling:?}") };
    let fixed = apply(knocked, &correction.steps);
    assert_eq!(fixed.occupied(), target.board.occupied());
    assert_eq!(lines(&ruling)[..2], ["ruling no-position tactile", "ruling position 1...e5"]);
    // The peg on d4 goes to a1 (the nearest hole that needs a piece); h8 gets a new one.
    assert_eq!(lines(&ruling)[2..], ["ruling step move ? d4 a1", "ruling step put r h8"]);
}

#[test]
fn steps_are_fewest_and_break_cycles() {
    // Knight and bishop swapped on an identity board: two holes, one cycle.
    let target = board("e4 e5 Nf3 Nc6 Bc4");
    let mut swapped = target.clone();
    swapped.set_piece_at(Square::F3, piece(Color::White, Role::Bishop));
    swapped.set_piece_at(Square::C4, piece(Color::White, Role::Knight));
    let steps = steps(&Physical::from_cells(pieces(&swapped)), None, &target);
    assert_eq!(steps.len(), 3, "{steps:?}");
    assert_eq!(apply(swapped, &steps), target);
    // A peg of the wrong colour must go; one of the right colour may stay.
    let mut cells = pegs(&target);
    cells[usize::from(Square::E5)] = Cell::Colored(Color::White);
    let steps = super::steps(&Physical::from_cells(cells), None, &target);
    assert_eq!(
        steps,
        [
            Step::Remove { piece: None, square: Square::E5 },
            Step::Put { piece: piece(Color::Black, Role::Pawn), square: Square::E5 }
        ]
    );
}

#[test]
fn castling_en_passant_and_promotion_are_made_on_the_board() {
    // Castling on the sheet, the king moved alone on the board.
    let ruling = reconcile(&Evidence {
        sighted: Some(pieces(&board("e4 e5 Nf3 Nc6 Bc4 Bc5 Kf1"))),
        ..evidence("e4 e5 Nf3 Nc6 Bc4 Bc5 O-O", "e4 e5 Nf3 Nc6 Bc4 Bc5 O-O")
    });
    assert_eq!(
        lines(&ruling)[2..],
        ["ruling other-move 4.O-O executed Kf1", "ruling step move K f1 g1", "ruling step move R h1 f1"]
    );
    // En passant with the captured pawn left on the board: no position of the game.
    let sheet = "e4 a6 e5 d5 exd6";
    let mut left = board(sheet);
    left.set_piece_at(Square::D5, piece(Color::Black, Role::Pawn));
    let ruling = reconcile(&Evidence { sighted: Some(pieces(&left)), ..evidence(sheet, sheet) });
    assert_eq!(lines(&ruling), ["ruling no-position sighted", "ruling position 3.exd6", "ruling step remove p d5"]);
    // Promoted to a knight on the board, to a queen on the sheets.
    let promo = "b4 a5 bxa5 b6 axb6 Ra7 bxa7 Nc6 a8=Q";
    let mut under = board(promo);
    under.set_piece_at(Square::A8, piece(Color::White, Role::Knight));
    let ruling = reconcile(&Evidence { sighted: Some(pieces(&under)), ..evidence(promo, promo) });
    assert_eq!(
        lines(&ruling)[2..],
        ["ruling other-move 5.a8=Q executed a8=N", "ruling step remove N a8", "ruling step put Q a8"]
    );
}

#[test]
fn castling_zeros_and_suffixes_are_read() {
    assert_eq!(Entry::parse("0-0"), Entry::parse("O-O"));
    assert_eq!(Entry::parse("0-0-0+").to_string(), "O-O-O+");
    assert_eq!(Entry::parse("Nf3!?"), Entry::Unreadable("Nf3!?".into()));
    let ruling = reconcile(&evidence("e4 e5 Nf3 Nc6 Bc4 Bc5 0-0", "e4 e5 Nf3 Nc6 Bc4 Bc5 O-O"));
    assert_eq!(ruling.kind(), "agreed");
    // Different spellings of one move agree.
    assert_eq!(reconcile(&evidence("e4 e5 Nf3", "e4 e5 Ngf3+")).kind(), "agreed");
}

#[test]
fn a_start_with_black_to_move_numbers_the_moves() {
    let start = Start::from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 30", false).expect("FEN");
    let ruling = reconcile(&Evidence {
        blind_sheet: sheet("Kd7 e4"),
        sighted_sheet: sheet("Kd7 e3"),
        ..Evidence::new(start, Color::Black)
    });
    assert_eq!(
        lines(&ruling)[1..4],
        ["ruling position 30...Kd7", "ruling sheet-moves blind 31.e4", "ruling sheet-moves sighted 31.e3"]
    );
}

/// `arbiter takeback <n>`: the ply before White's or Black's move `n`, from the start
/// position's own move number and side (a game from a FEN starts anywhere).
#[test]
fn the_ply_before_a_move_counts_from_the_start_position() {
    let standard = Chess::default();
    assert_eq!(ply_before(&standard, 1, Color::White), Some(0));
    assert_eq!(ply_before(&standard, 1, Color::Black), Some(1));
    assert_eq!(ply_before(&standard, 12, Color::Black), Some(23));
    let fen: shakmaty::fen::Fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 30".parse().expect("FEN");
    let late: Chess = fen.into_position(shakmaty::CastlingMode::Standard).expect("legal");
    assert_eq!(ply_before(&late, 30, Color::Black), Some(0));
    assert_eq!(ply_before(&late, 31, Color::White), Some(1));
    assert_eq!(ply_before(&late, 30, Color::White), None, "before the start");
    assert_eq!(ply_before(&late, 29, Color::Black), None, "before the start");
    let noted = noted_move(
        &late,
        2,
        Spoken { by: Color::White, san: "Kd2".parse().expect("SAN"), en_passant: false, from: Square::E1 },
    );
    assert_eq!(noted.to_string(), "31.Kd2");
}
