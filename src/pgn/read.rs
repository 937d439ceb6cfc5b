//! Reading PGN: a `pgn-reader` visitor that replays the main line through shakmaty.
//!
//! Invariant: every move in a [`PgnGame`] was legal when it was played, from the
//! game's start position; the first move that is not stops the game with an error.

use std::{io::Cursor, mem, ops::ControlFlow};

use pgn_reader::{Outcome, RawTag, Reader, SanPlus, Visitor};
use shakmaty::Chess;

use super::{PgnError, PgnErrorKind, PgnGame, STANDARD_FEN, describe, sheet, tag_value, tokens};
use crate::core::{notation, ruling::Entry, settings::Start};

/// Reads every game of a PGN text, in order.
///
/// Each game is either its legal main line or the reason it could not be read; a bad
/// game does not stop the games after it. A game with no moves is fine.
pub fn read_games(text: &str) -> Vec<Result<PgnGame, PgnError>> {
    let mut reader = Reader::new(Cursor::new(text.as_bytes()));
    let mut visitor = GameVisitor::default();
    let mut games = Vec::new();
    loop {
        visitor.index = games.len() + 1;
        match reader.read_game(&mut visitor) {
            Ok(Some(game)) => games.push(game),
            Ok(None) => break,
            // The reader has consumed the broken line (or reached the end), so the
            // next call makes progress.
            Err(err) => games.push(Err(visitor.error(PgnErrorKind::Syntax { reason: err.to_string() }))),
        }
    }
    blame_unknown_words(text, &mut games);
    read_in_own_letters(text, &mut games);
    games
}

/// A game that English SAN cannot read may be written as the law lets a scoresheet be
/// written: in its country's piece letters (C3: `Sf3`, `Lb5`), with promotion as C12
/// writes it (`d8D`), `e.p.` or `(=)`. Such a game is read again by the one sheet
/// reader ([`crate::core::notation`]); what it reads wholly replaces the error, and
/// otherwise its error names the entry as written (issue 15).
fn read_in_own_letters(text: &str, games: &mut [Result<PgnGame, PgnError>]) {
    let mut places: Option<Vec<tokens::GameText>> = None;
    for result in games.iter_mut() {
        let Err(error) = result else { continue };
        if !matches!(error.kind, PgnErrorKind::IllegalMove { .. } | PgnErrorKind::UnknownWord { .. }) {
            continue;
        }
        let places = places.get_or_insert_with(|| tokens::games(text));
        let Some(place) = places.get(error.index - 1) else { continue };
        if let Some(again) = read_as_sheet(&text[place.bytes.clone()], place, error) {
            *result = again;
        }
    }
}

/// One game read as a scoresheet; `None` when it says nothing better than `error`.
fn read_as_sheet(text: &str, place: &tokens::GameText, error: &PgnError) -> Option<Result<PgnGame, PgnError>> {
    let sheet = sheet::read_sheet(text).ok()?;
    let start = start_of(&sheet.tags).ok()?;
    let words: Vec<&str> = sheet.words.iter().map(String::as_str).collect();
    let fail = |kind| Some(Err(PgnError { index: error.index, game: error.game.clone(), kind }));
    let reading = match notation::read_moves(&start.position, &words) {
        Ok(reading) => reading,
        Err(letters) => {
            let line = place.line + sheet.lines.get(letters.entry()).map_or(0, |l| l - 1);
            return fail(PgnErrorKind::Letters { line, error: Box::new(letters) });
        }
    };
    let mut position = start.position.clone();
    let (mut moves, mut sans) = (Vec::new(), Vec::new());
    for entry in &reading.entries[..reading.legal] {
        let Entry::San(san) = entry else { return None };
        let m = san.san.to_move(&position).ok()?;
        sans.push(SanPlus::from_move_and_play_unchecked(&mut position, m));
        moves.push(m);
    }
    if let Some(word) = sheet.words.get(reading.legal) {
        // An English game's illegal move (or null move `--`) keeps the reader's reason.
        if matches!(error.kind, PgnErrorKind::IllegalMove { ply, .. } if ply > reading.legal) {
            return None;
        }
        let line = sheet.lines.get(reading.legal).copied().unwrap_or(1);
        if matches!(reading.entries.get(reading.legal), Some(Entry::Unreadable(_))) {
            // No move in any letters: named by its place, as the English reading does.
            let column = column_of(text, line, word);
            let line = place.line + line - 1;
            return fail(PgnErrorKind::UnknownWord { line, column, word: word.clone() });
        }
        let reason = "is not a legal move in the position".to_owned();
        return fail(PgnErrorKind::IllegalMove { ply: reading.legal + 1, san: word.clone(), reason });
    }
    let result =
        place.result.clone().or_else(|| sheet.tag("Result").map(str::to_owned)).unwrap_or_else(|| "*".to_owned());
    Some(Ok(PgnGame { tags: sheet.tags, start, moves, sans, result }))
}

/// The column (in characters, from 1) where `word` first stands as a word of its own
/// on a line of `text` (lines from 1); 1 when it cannot be found.
fn column_of(text: &str, line: usize, word: &str) -> usize {
    let Some(text) = text.lines().nth(line.saturating_sub(1)) else { return 1 };
    let starts_word = |at: usize| text[..at].chars().next_back().is_none_or(|c| c.is_whitespace() || c == '.');
    text.match_indices(word).find(|(at, _)| starts_word(*at)).map_or(1, |(at, _)| text[..at].chars().count() + 1)
}

/// A word of a main line that is no PGN is the game's error: the reader skipped it, so
/// a later move would be blamed for it, or none (issue 13). A broken text keeps its own
/// error.
fn blame_unknown_words(text: &str, games: &mut [Result<PgnGame, PgnError>]) {
    for unknown in tokens::unknown_words(text) {
        let Some(result) = games.get_mut(unknown.game - 1) else { continue };
        let game = match result {
            Ok(game) => describe(&game.tags),
            Err(PgnError { kind: PgnErrorKind::Syntax { .. }, .. }) => continue,
            Err(e) => e.game.clone(),
        };
        let tokens::Unknown { line, column, word, .. } = unknown;
        let kind = PgnErrorKind::UnknownWord { line, column, word };
        *result = Err(PgnError { index: unknown.game, game, kind });
    }
}

/// Collects one game at a time.
#[derive(Debug, Default)]
struct GameVisitor {
    /// The game's position in the text, counting from 1.
    index: usize,
    /// The current game's tags (kept here so that errors can name the game).
    tags: Vec<(String, String)>,
}

impl GameVisitor {
    fn error(&self, kind: PgnErrorKind) -> PgnError {
        PgnError { index: self.index, game: describe(&self.tags), kind }
    }

    /// The start position the tags ask for.
    fn start(&self) -> Result<Start, PgnErrorKind> {
        start_of(&self.tags)
    }
}

/// The start position a game's tags ask for: `FEN`, with Chess960 castling for a
/// Chess960 `Variant`; the standard start without them.
///
/// # Errors
/// When the variant is not standard chess or Chess960, or the FEN is not a legal
/// position.
pub fn start_of(tags: &[(String, String)]) -> Result<Start, PgnErrorKind> {
    let chess960 = match tag_value(tags, "Variant") {
        None => false,
        Some(variant) => {
            is_chess960(variant).ok_or_else(|| PgnErrorKind::UnsupportedVariant { variant: variant.to_owned() })?
        }
    };
    match tag_value(tags, "FEN") {
        Some(fen) => Start::from_fen(fen, chess960),
        None if chess960 => Start::from_fen(STANDARD_FEN, true),
        None => Ok(Start::default()),
    }
    .map_err(|e| PgnErrorKind::BadStart { reason: e.to_string() })
}

/// Whether a `Variant` tag means Chess960 (`Some(true)`), standard chess
/// (`Some(false)`), or something we do not play (`None`).
fn is_chess960(variant: &str) -> Option<bool> {
    let name: String = variant.chars().filter(|c| c.is_ascii_alphanumeric()).map(|c| c.to_ascii_lowercase()).collect();
    match name.as_str() {
        "chess960" | "fischerandom" | "fischerrandom" | "960" => Some(true),
        "" | "standard" | "normal" | "fromposition" => Some(false),
        _ => None,
    }
}

/// The game being read.
#[derive(Debug)]
struct Movetext {
    start: Start,
    position: Chess,
    moves: Vec<shakmaty::Move>,
    sans: Vec<SanPlus>,
    outcome: Option<String>,
}

impl Visitor for GameVisitor {
    type Tags = ();
    type Movetext = Movetext;
    type Output = Result<PgnGame, PgnError>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        self.tags.clear();
        ControlFlow::Continue(())
    }

    fn tag(&mut self, _tags: &mut (), name: &[u8], value: RawTag<'_>) -> ControlFlow<Self::Output> {
        let name = String::from_utf8_lossy(name).into_owned();
        self.tags.push((name, value.decode_utf8_lossy().into_owned()));
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, _tags: ()) -> ControlFlow<Self::Output, Self::Movetext> {
        match self.start() {
            Ok(start) => ControlFlow::Continue(Movetext {
                position: start.position.clone(),
                start,
                moves: Vec::new(),
                sans: Vec::new(),
                outcome: None,
            }),
            Err(kind) => ControlFlow::Break(Err(self.error(kind))),
        }
    }

    fn san(&mut self, game: &mut Movetext, san_plus: SanPlus) -> ControlFlow<Self::Output> {
        match san_plus.san.to_move(&game.position) {
            Ok(m) => {
                game.sans.push(SanPlus::from_move_and_play_unchecked(&mut game.position, m));
                game.moves.push(m);
                ControlFlow::Continue(())
            }
            Err(e) => ControlFlow::Break(Err(self.error(PgnErrorKind::IllegalMove {
                ply: game.moves.len() + 1,
                san: san_plus.to_string(),
                reason: e.to_string(),
            }))),
        }
    }

    fn outcome(&mut self, game: &mut Movetext, outcome: Outcome) -> ControlFlow<Self::Output> {
        game.outcome = Some(outcome.to_string());
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, game: Movetext) -> Self::Output {
        let tags = mem::take(&mut self.tags);
        let result =
            game.outcome.or_else(|| tag_value(&tags, "Result").map(str::to_owned)).unwrap_or_else(|| "*".to_owned());
        Ok(PgnGame { tags, start: game.start, moves: game.moves, sans: game.sans, result })
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::{CastlingMode, Move, Role, Square};

    use super::*;

    #[test]
    fn reads_tags_moves_and_result() {
        let text = "[Event \"Test\"]\n[White \"A \\\"Q\\\" B\"]\n[Result \"0-1\"]\n\n\
                    1. f3 e5 2. g4 $4 Qh4# 0-1\n";
        let games = read_games(text);
        assert_eq!(games.len(), 1);
        let game = games[0].as_ref().unwrap();
        assert_eq!(game.tag("White"), Some("A \"Q\" B"));
        assert_eq!(game.moves.len(), 4);
        assert_eq!(game.sans[3].to_string(), "Qh4#");
        assert_eq!(game.result, "0-1");
        assert_eq!(game.start.castling, CastlingMode::Standard);
    }

    #[test]
    fn skips_variations_and_comments() {
        let text = "1. e4 {best by test} (1. d4 d5 (1... Nf6)) e5 ; rest\n2. Nf3 *\n";
        let game = read_games(text).remove(0).unwrap();
        let sans: Vec<String> = game.sans.iter().map(ToString::to_string).collect();
        assert_eq!(sans, ["e4", "e5", "Nf3"]);
        assert_eq!(game.result, "*");
    }

    #[test]
    fn result_falls_back_to_tag() {
        let game = read_games("[Result \"1/2-1/2\"]\n\n1. e4\n").remove(0).unwrap();
        assert_eq!(game.result, "1/2-1/2");
        let game = read_games("1. e4\n").remove(0).unwrap();
        assert_eq!(game.result, "*");
    }

    #[test]
    fn games_without_moves_are_fine() {
        let text = "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n*\n\n[White \"C\"]\n\n1-0\n";
        let games = read_games(text);
        assert_eq!(games.len(), 2);
        for game in games {
            assert!(game.unwrap().moves.is_empty());
        }
    }

    #[test]
    fn illegal_move_names_game_and_ply_and_later_games_survive() {
        let text = "[White \"Anna\"]\n[Black \"Bodil\"]\n[Date \"2024.01.02\"]\n\n\
                    1. e4 e5 2. Ke3 Nc6 1-0\n\n[White \"C\"]\n\n1. d4 *\n";
        let games = read_games(text);
        assert_eq!(games.len(), 2);
        let err = games[0].as_ref().unwrap_err();
        assert_eq!(err.index, 1);
        assert_eq!(err.game, "Anna - Bodil (2024.01.02)");
        match &err.kind {
            PgnErrorKind::IllegalMove { ply, san, .. } => {
                assert_eq!(*ply, 3);
                assert_eq!(san, "Ke3");
            }
            other => panic!("unexpected {other:?}"),
        }
        let shown = err.to_string();
        assert!(shown.contains("Anna - Bodil") && shown.contains("ply 3") && shown.contains("Ke3"), "{shown}");
        assert_eq!(games[1].as_ref().unwrap().moves.len(), 1);
    }

    #[test]
    fn a_game_in_its_own_letters_is_read_as_a_scoresheet() {
        // Appendix C's example (C3, C9, C13) in Danish letters, with a second game after it.
        let text = "[White \"Anna\"]\n[Result \"1/2-1/2\"]\n\n1.e4 e5 2.Sf3 Sf6 3.d4 exd4 4.e5 Se4 \
                    5.Dxd4 d5 6.exd6 e.p. Sxd6\n7.Lg5 Sc6 8.De3+ Le7 9.Sbd2 0-0 10.0-0-0 Te8 11.Kb1 (=) *\n\n\
                    [White \"Bo\"]\n\n1. d4 *\n";
        let games = read_games(text);
        let game = games[0].as_ref().unwrap();
        let sans: Vec<String> = game.sans.iter().map(ToString::to_string).collect();
        assert_eq!(sans[2], "Nf3");
        assert_eq!(sans[10], "exd6");
        assert_eq!(sans.last().map(String::as_str), Some("Kb1"));
        assert_eq!(game.moves.len(), 21);
        assert_eq!((game.tag("White"), game.result.as_str()), (Some("Anna"), "*"));
        assert_eq!(games[1].as_ref().unwrap().moves.len(), 1);
    }

    #[test]
    fn promotion_as_the_law_writes_it() {
        // C12: the new piece's letter straight after the square, also a small one.
        for (written, role) in [("a8D", Role::Queen), ("a8s", Role::Knight), ("a8Q", Role::Queen)] {
            let text = format!("[FEN \"4k3/P7/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. {written} Kd7 *\n");
            let game = read_games(&text).remove(0).unwrap();
            assert_eq!(game.moves[0].promotion(), Some(role), "{written}");
        }
    }

    #[test]
    fn an_illegal_move_in_letters_is_named_as_written() {
        let err = read_games("1. e4 e5 2. Sf3 Sc6 3. Lc6 *\n").remove(0).unwrap_err();
        match &err.kind {
            PgnErrorKind::IllegalMove { ply, san, .. } => assert_eq!((*ply, san.as_str()), (5, "Lc6")),
            other => panic!("unexpected {other:?}"),
        }
    }

    #[test]
    fn letters_mixed_in_one_game_are_named_with_their_line() {
        let err = read_games("1. e4 e5 2. Sf3\nNc6 *\n").remove(0).unwrap_err();
        assert!(matches!(err.kind, PgnErrorKind::Letters { line: 2, .. }), "{err}");
        let shown = err.to_string();
        assert!(shown.contains("'Nc6'") && shown.contains("'Sf3'") && shown.contains("line 2"), "{shown}");
    }

    #[test]
    fn a_word_that_is_no_move_keeps_its_column() {
        let err = read_games("1. e4 e5 2. Sf3 hello *\n").remove(0).unwrap_err();
        assert_eq!(err.kind, PgnErrorKind::UnknownWord { line: 1, column: 17, word: "hello".into() });
    }

    #[test]
    fn null_move_is_an_error() {
        let err = read_games("1. e4 -- 2. d4 *\n").remove(0).unwrap_err();
        assert!(matches!(err.kind, PgnErrorKind::IllegalMove { ply: 2, .. }), "{err}");
    }

    #[test]
    fn fen_start() {
        let text = "[SetUp \"1\"]\n[FEN \"4k3/P7/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. a8=Q+ Kd7 *\n";
        let game = read_games(text).remove(0).unwrap();
        assert_eq!(game.moves[0].promotion(), Some(Role::Queen));
        assert_eq!(game.sans[0].to_string(), "a8=Q+");
    }

    #[test]
    fn bad_fen_and_unknown_variant() {
        let err = read_games("[FEN \"nonsense\"]\n\n1. e4 *\n").remove(0).unwrap_err();
        assert!(matches!(err.kind, PgnErrorKind::BadStart { .. }), "{err}");
        let err = read_games("[Variant \"Atomic\"]\n\n1. e4 *\n").remove(0).unwrap_err();
        assert!(matches!(err.kind, PgnErrorKind::UnsupportedVariant { .. }), "{err}");
    }

    #[test]
    fn chess960_castling() {
        // FEN before Variant, as cutechess writes it.
        let text = "[FEN \"rnkqnbbr/pppppppp/8/8/8/8/PPPPPPPP/RNKQNBBR w KQkq - 0 1\"]\n\
                    [SetUp \"1\"]\n[Variant \"fischerandom\"]\n\n\
                    1. Nc3 Nc6 2. d3 d6 3. Qd2 Qd7 4. O-O-O O-O-O *\n";
        let game = read_games(text).remove(0).unwrap();
        assert_eq!(game.start.castling, CastlingMode::Chess960);
        assert_eq!(game.moves[6], Move::Castle { king: Square::C1, rook: Square::A1 });
        assert_eq!(game.moves[6].to_uci(CastlingMode::Chess960).to_string(), "c1a1");
    }

    #[test]
    fn chess960_without_fen_is_the_standard_array() {
        let game = read_games("[Variant \"Chess960\"]\n\n1. e4 *\n").remove(0).unwrap();
        assert_eq!(game.start.castling, CastlingMode::Chess960);
    }

    #[test]
    fn unterminated_tag_at_the_end_is_a_syntax_error() {
        let games = read_games("[White \"B\"]\n\n1. d4 *\n\n[White \"A");
        assert_eq!(games.len(), 2);
        assert_eq!(games[0].as_ref().unwrap().moves.len(), 1);
        let err = games[1].as_ref().unwrap_err();
        assert!(matches!(err.kind, PgnErrorKind::Syntax { .. }), "{err}");
        assert_eq!(err.index, 2);
    }

    #[test]
    fn empty_text() {
        assert!(read_games("").is_empty());
        assert!(read_games("\n  \n").is_empty());
    }
}
