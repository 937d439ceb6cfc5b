//! The one sheet reader (`pgn::read_sheet`, `core::notation`) on the golden sheets of
//! `tests/sheets/`, and on every game of `shared/data/games` written again in each
//! country's piece letters (C3), in figurines, and as the law writes by hand.
//!
//! Each `tests/sheets/NAME.txt` (or `.pgn`) is a scoresheet; `NAME.expect` is what it
//! reads as from the start its tags name: the entries in English SAN, one per line,
//! or `error: ` and the message. `BLESS=1 cargo test --test integration sheets`
//! rewrites the expectations; read the diff before committing it.

use std::{fs, path::Path};

use shakmaty::{Chess, Position, san::SanPlus};
use taktil::{
    core::notation::{Letters, write_figurines},
    pgn::{PgnGame, read_games, read_sheet, start_of},
};

use crate::util::games_dir;

/// What a sheet reads as: its entries, one per line, or its error.
fn reading(text: &str) -> String {
    let read = read_sheet(text).and_then(|sheet| {
        let start = start_of(&sheet.tags).map_or_else(|_| Chess::default(), |s| s.position);
        sheet.read(&start)
    });
    match read {
        Ok(entries) => entries.iter().map(|e| format!("{e}\n")).collect(),
        Err(error) => format!("error: {error}\n"),
    }
}

#[test]
fn golden_sheets_read_as_expected() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/sheets");
    let mut cases = 0;
    for entry in fs::read_dir(&dir).expect("tests/sheets") {
        let path = entry.expect("entry").path();
        if !matches!(path.extension().and_then(|e| e.to_str()), Some("txt" | "pgn")) {
            continue;
        }
        let actual = reading(&fs::read_to_string(&path).expect("sheet"));
        let expect = path.with_extension("expect");
        if std::env::var_os("BLESS").is_some() {
            fs::write(&expect, &actual).expect("write");
        }
        let expected = fs::read_to_string(&expect).unwrap_or_default();
        assert_eq!(actual, expected, "{} differs (BLESS=1 to rewrite)", path.display());
        cases += 1;
    }
    assert!(cases >= 10, "only {cases} golden sheets");
}

#[test]
fn appendix_c_reads_the_same_in_every_letters() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/sheets");
    let english = reading(&fs::read_to_string(dir.join("appendix_c_en.pgn")).expect("sheet"));
    assert_eq!(english.lines().count(), 21);
    for name in ["da", "de", "is", "sv", "figurines"] {
        let text = fs::read_to_string(dir.join(format!("appendix_c_{name}.txt"))).expect("sheet");
        assert_eq!(reading(&text), english, "{name}");
    }
}

/// How a game is written again.
#[derive(Clone, Copy, Debug)]
enum Style {
    /// PGN's form in these letters: `1. e4 e5 2. Sf3`, `exd5`, `O-O`, `e8=D`.
    Pgn(Letters),
    /// By hand, as the law writes it: `1.e4 e5 2.Sf3`, `0-0`, `e8D`, no `x`, `(=)`
    /// after every tenth move, numbers as `12)`.
    Law(Letters),
    /// Figurines, `1... e5` before Black's moves.
    Figurines,
}

/// One move in a style.
fn written(san: &SanPlus, style: Style) -> String {
    match style {
        Style::Pgn(letters) => letters.write(san),
        Style::Law(letters) => letters.write(san).replace(['x', '='], "").replace('O', "0"),
        Style::Figurines => write_figurines(san),
    }
}

/// A game's moves as a sheet in a style.
fn sheet(game: &PgnGame, style: Style) -> String {
    let start = &game.start.position;
    let mut text = String::new();
    for key in ["FEN", "Variant"] {
        if let Some(value) = game.tag(key) {
            text.push_str(&format!("[{key} \"{value}\"]\n"));
        }
    }
    let black_first = start.turn() == shakmaty::Color::Black;
    for (i, san) in game.sans.iter().enumerate() {
        let ply = i + usize::from(black_first);
        let number = start.fullmoves().get() as usize + ply / 2;
        match (style, ply % 2) {
            (Style::Law(_), 0) => text.push_str(&format!("{number}) ")),
            (_, 0) => text.push_str(&format!("{number}. ")),
            (Style::Figurines, _) => text.push_str(&format!("{number}... ")),
            _ => {}
        }
        text.push_str(&written(san, style));
        if matches!(style, Style::Law(_)) && i % 20 == 19 {
            text.push_str(" (=)");
        }
        text.push(if i % 12 == 11 { '\n' } else { ' ' });
    }
    text.push_str(&game.result);
    text
}

/// The styles: each country's letters in PGN's form and by hand, and figurines.
fn styles() -> Vec<Style> {
    let mut styles: Vec<Style> = Letters::ALL.iter().flat_map(|l| [Style::Pgn(*l), Style::Law(*l)]).collect();
    styles.push(Style::Figurines);
    styles
}

/// Reads every game written in every style back; returns (games, moves, sheets,
/// failures with what went wrong).
fn corpus() -> (usize, usize, usize, Vec<String>) {
    let (mut games, mut moves, mut sheets, mut failures) = (0, 0, 0, Vec::new());
    let mut paths: Vec<_> = fs::read_dir(games_dir()).expect("games").map(|e| e.expect("entry").path()).collect();
    paths.sort();
    for path in paths.iter().filter(|p| p.extension().is_some_and(|e| e == "pgn")) {
        let text = fs::read_to_string(path).expect("PGN");
        for (n, game) in read_games(&text).into_iter().enumerate() {
            let Ok(game) = game else { continue };
            games += 1;
            moves += game.moves.len();
            for style in styles() {
                sheets += 1;
                let written = sheet(&game, style);
                let read = read_sheet(&written).map_err(|e| e.to_string()).and_then(|sheet| {
                    let start = start_of(&sheet.tags).map_err(|e| e.to_string())?;
                    sheet.read(&start.position).map_err(|e| e.to_string())
                });
                let back: Result<Vec<_>, String> = read.and_then(|entries| {
                    let mut pos: Chess = game.start.position.clone();
                    entries
                        .iter()
                        .map(|entry| {
                            let taktil::core::ruling::Entry::San(san) = entry else {
                                return Err(format!("unreadable {entry}"));
                            };
                            let m = san.san.to_move(&pos).map_err(|e| format!("{san}: {e}"))?;
                            pos.play_unchecked(m);
                            Ok(m)
                        })
                        .collect()
                });
                if back.as_ref() != Ok(&game.moves) {
                    failures.push(format!("{} game {} {style:?}: {back:?}", path.display(), n + 1));
                }
                // The PGN import reads the same sheet as the same game (one reader).
                let imported = read_games(&written).into_iter().next().map(|g| g.map(|g| (g.moves, g.result)));
                if imported != Some(Ok((game.moves.clone(), game.result.clone()))) {
                    failures.push(format!("{} game {} {style:?} imported: {imported:?}", path.display(), n + 1));
                }
            }
        }
    }
    (games, moves, sheets, failures)
}

/// The whole collection, every game in every style (about a second: shakmaty is
/// optimised in the test profile, Cargo.toml).
#[test]
fn every_game_reads_back_in_every_letters() {
    let (games, moves, sheets, failures) = corpus();
    eprintln!("sheets: {games} games, {moves} moves, {sheets} sheets, {} failures", failures.len());
    assert!(games >= 900, "only {games} games");
    assert_eq!(failures, Vec::<String>::new());
}
