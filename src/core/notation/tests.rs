//! The reader of written moves: letters, marks, promotion forms, mixed letters and
//! the ambiguity of letters that are also files.

use shakmaty::{Chess, Position, fen::Fen};

use super::*;

fn sans(start: &Chess, words: &str) -> Vec<String> {
    let words: Vec<&str> = words.split_whitespace().collect();
    read_moves(start, &words).expect("readable").entries.iter().map(ToString::to_string).collect()
}

fn at(fen: &str) -> Chess {
    fen.parse::<Fen>().expect("FEN").into_position(shakmaty::CastlingMode::Standard).expect("legal")
}

#[test]
fn every_locale_letters_read_the_same_moves() {
    let english = "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Qd7";
    let german = "e4 e5 Sf3 Sc6 Lb5 a6 La4 Sf6 0-0 Le7 Te1 b5 Lb3 d6 c3 0-0 h3 Dd7";
    let icelandic = "e4 e5 Rf3 Rc6 Bb5 a6 Ba4 Rf6 O-O Be7 He1 b5 Bb3 d6 c3 O-O h3 Dd7";
    let figurines = "e4 e5 ♘f3 ♞c6 ♗b5 a6 ♗a4 ♞f6 O-O ♝e7 ♖e1 b5 ♗b3 d6 c3 O-O h3 ♛d7";
    let start = Chess::default();
    let expected = sans(&start, english);
    assert_eq!(expected[17], "Qd7");
    for sheet in [german, icelandic, figurines] {
        assert_eq!(sans(&start, sheet), expected, "{sheet}");
    }
    let words: Vec<&str> = icelandic.split_whitespace().collect();
    assert_eq!(read_moves(&start, &words).expect("readable").letters, Some(Letters::Icelandic));
}

#[test]
fn marks_captures_and_long_algebraic() {
    let start = Chess::default();
    let written = "1.e4 d5 e4:d5 Dd8:d5 Sb1-c3 Dd5a5+ d4 c6 Sf3 Lf5 Ld3 e6 Lc1xf4?! Lf5:d3 Dd1xd3 Sf6 0-0 Le7";
    let words: Vec<&str> = written.split_whitespace().map(|w| w.trim_start_matches("1.")).collect();
    let read = read_moves(&start, &words).expect("readable");
    assert_eq!(read.legal, 18, "{:?}", read.entries);
    let written = "e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d4 exd4 cxd4 Bb4+ Bd2 Bxd2+ Nbxd2 d5 exd5 Nxd5 O-O! O-O";
    let read = read_moves(&start, &written.split_whitespace().collect::<Vec<_>>()).expect("readable");
    assert_eq!(read.legal, 20);
}

#[test]
fn promotion_as_the_law_and_pgn_write_it() {
    let start = at("3k4/1P3P2/8/8/8/8/8/4K3 w - - 0 1");
    for (word, san) in [
        ("b8D", "b8=Q+"),
        ("b8=Q", "b8=Q+"),
        ("b8Q", "b8=Q+"),
        ("b8(Q)", "b8=Q+"),
        ("b8/D", "b8=Q+"),
        ("b8♕", "b8=Q+"),
        ("f8S", "f8=N"),
        ("f8=N", "f8=N"),
        ("f8T", "f8=R+"),
        ("f8H", "f8=R+"),
        ("f8L", "f8=B"),
        ("b8d", "b8=Q+"),
        ("f8s", "f8=N"),
        ("f8l", "f8=B"),
        ("f8t", "f8=R+"),
    ] {
        let read = read_moves(&start, &[word]).expect("readable");
        let mut pos = start.clone();
        let Entry::San(entry) = &read.entries[0] else { panic!("{word}: {read:?}") };
        let m = entry.san.to_move(&pos).expect("legal");
        assert_eq!(SanPlus::from_move_and_play_unchecked(&mut pos, m).to_string(), san, "{word}");
    }
    // `f8R`: a rook in English, a knight in Icelandic, and both are legal.
    assert!(matches!(read_moves(&start, &["f8R"]), Err(LettersError::Undecided { .. })));
    // A pawn on the last rank with no piece named is no legal move (C12 names it).
    assert_eq!(read_moves(&start, &["b8"]).expect("readable").legal, 0);
}

#[test]
fn a_sheet_mixing_letters_names_the_entry() {
    let start = Chess::default();
    let err = read_moves(&start, &["e4", "e5", "Nf3", "Sc6"]).unwrap_err();
    assert_eq!(
        err.to_string(),
        "entry 4 'Sc6' is written in S L T D K (German, Danish, Norwegian, Swedish), but entry 3 'Nf3' in \
         N B R Q K (English): a sheet uses one set of piece letters (C3)"
    );
    let err = read_moves(&start, &["e4", "e5", "Sf3", "Nc6"]).unwrap_err();
    assert_eq!(err.entry(), 3);
    assert!(err.to_string().contains("entry 3 'Sf3' in S L T D K"), "{err}");
    let err = read_moves(&start, &["e4", "e5", "Rf3", "Sc6"]).unwrap_err();
    assert!(err.to_string().contains("N B R Q K (English) or R B H D K (Icelandic)"), "{err}");
}

#[test]
fn letters_that_are_files_are_decided_by_legality() {
    // German: `Dd3` is the Dame; read as the d file it is no move.
    let start = Chess::default();
    assert_eq!(sans(&start, "d4 e5 Dd3"), ["d4", "e5", "Qd3"]);
    // English `bc4`: the pawn takes; an English `Bb4` is a bishop, illegal here, not `b4`.
    let start = at("rnbqkbnr/pp1p1ppp/8/4p3/2p1P3/1P6/P1PP1PPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(sans(&start, "bc4"), ["bxc4"]);
    let read = read_moves(&Chess::default(), &["e4", "e5", "Nf3", "Nc6", "Bb4"]).expect("English");
    assert_eq!((read.legal, read.entries[4].to_string()), (4, "Bb4".to_owned()));
    // A German sheet's capital B is the b file: there is no B in S L T D K.
    let start = at("rnbqkbnr/pp1p1ppp/8/4p3/2p1P3/1P6/P1PP1PPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(sans(&start, "Bc4 Sf6"), ["bxc4", "Nf6"]);
    // A capital D on an English sheet: the queen is blocked, the d pawn takes.
    let start = at("rnbqkbnr/ppp1pppp/8/8/2p5/3P4/PPP1PPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(sans(&start, "Dc4 Nf6"), ["dxc4", "Nf6"]);
}

#[test]
fn letters_that_cannot_be_told_apart_are_reported() {
    // R is a rook in English and a knight in Icelandic; both games are legal.
    let start = at("4k3/8/8/8/8/8/8/R3K1N1 w - - 0 1");
    let err = read_moves(&start, &["Rf3"]).map(|r| r.entries);
    assert_eq!(err, Ok(vec![Entry::parse("Nf3")]), "only the knight reaches f3");
    let start = at("4k3/8/8/8/8/8/8/R3K1N1 w - - 0 1");
    let err = read_moves(&start, &["Ra3"]).map(|r| r.entries);
    assert_eq!(err, Ok(vec![Entry::parse("Ra3")]));
    let start = at("4k3/8/8/8/8/8/8/1RN1K3 w - - 0 1");
    let err = read_moves(&start, &["Rb3"]).unwrap_err();
    assert!(matches!(err, LettersError::Undecided { entry: 0, .. }), "{err}");
    assert_eq!(
        err.to_string(),
        "entry 1 'Rb3' is Rb3 in N B R Q K (English) and Nb3 in R B H D K (Icelandic), and both games are \
         legal: write the sheet's letters"
    );
}

#[test]
fn what_is_no_move_keeps_its_place_and_illegal_moves_stay_as_written() {
    let start = Chess::default();
    let read = read_moves(&start, &["e4", "Xx9", "Nf3"]).expect("readable");
    assert_eq!(read.entries[1], Entry::Unreadable("Xx9".into()));
    assert_eq!(read.legal, 1);
    let read = read_moves(&start, &["e4", "e5", "Ke3", "Nc6"]).expect("readable");
    assert_eq!(read.legal, 2);
    assert_eq!(read.entries[2].to_string(), "Ke3");
    assert!(read_moves(&start, &[]).expect("empty").entries.is_empty());
    assert!(is_move("Sf3") && is_move("e8(D)") && is_move("0-0-0") && !is_move("Xx9") && !is_move("(=)"));
}

#[test]
fn writing_in_each_locale() {
    let mut pos = Chess::default();
    let m = "Nf3".parse::<San>().expect("SAN").to_move(&pos).expect("legal");
    let san = SanPlus::from_move_and_play_unchecked(&mut pos, m);
    assert_eq!(Letters::for_locale("de").write(&san), "Sf3");
    assert_eq!(Letters::for_locale("is").write(&san), "Rf3");
    assert_eq!(Letters::for_locale("nb").write(&san), "Sf3");
    assert_eq!(Letters::for_locale("en").write(&san), "Nf3");
    assert_eq!(write_figurines(&san), "♘f3");
    assert_eq!(pos.turn(), shakmaty::Color::Black);
}

#[test]
fn never_panics() {
    for word in ["", "(", "()", "(=)", "=", "x", "e", "e9", "♘", "Ké", "\u{E000}", "O-O-O-O", "a1a1a1", "e8=", "/Q"]
    {
        let _ = read_moves(&Chess::default(), &[word]);
    }
}
