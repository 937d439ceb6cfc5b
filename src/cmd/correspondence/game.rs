//! The game file of a correspondence game (docs/online.md, "The game file"): plain
//! text a person can read and mend, one game per file, in a folder of games.
//!
//! ```text
//! # taktil correspondence game 1
//! white = Anna Berg
//! black = Hans Müller
//! player = white
//! letters = german
//!
//! 1. e4 e5
//! 2. Nf3 Nc6
//! ```
//!
//! The header is `key = value` lines (`white`, `black`, `player`, optional `letters`
//! for the reply lines, optional `fen` for a game that does not start from the
//! initial position); after a blank line the moves, numbered as on a scoresheet, in
//! English SAN as taktil writes them (a move mended by hand may be in any letters: it
//! is read as a scoresheet's, [`crate::core::written`]). A file is written whole, as a
//! new file synced and renamed over the old one, so a crash leaves the old game or the
//! new one, never a part of either. A file that cannot be read says where and why
//! ([`GameFileError`]), and nothing is written over it.

use std::{
    io,
    path::{Path, PathBuf},
};

use shakmaty::{
    CastlingMode, Chess, Color, Move, Position as _,
    fen::Fen,
    san::{San, SanPlus},
};

use crate::{
    core::{
        notation::Letters,
        written::{Unread, read_move},
    },
    textfile,
};

/// The first line of every game file.
const MAGIC: &str = "# taktil correspondence game 1";

/// One correspondence game.
#[derive(Clone, Debug)]
pub struct GameFile {
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// The side the player (taktil's user) plays.
    pub player: Color,
    /// The letters his reply lines are written in (`None`: his language's).
    pub letters: Option<Letters>,
    /// The start position, when it is not the initial one.
    pub fen: Option<String>,
    /// The moves played, in order.
    pub moves: Vec<Move>,
}

/// Why a game file cannot be read or written.
#[derive(Debug, thiserror::Error)]
pub enum GameFileError {
    /// There is no game of that name.
    #[error("{}: no such game (taktil correspondence list shows the games)", path.display())]
    Missing {
        /// The file looked for.
        path: PathBuf,
    },
    /// A game of that name exists already.
    #[error("{}: a game of that name exists already", path.display())]
    Exists {
        /// The file.
        path: PathBuf,
    },
    /// The name cannot be a file's name.
    #[error("'{0}': a game's name is letters, digits, '-' and '_' only")]
    Name(String),
    /// The file cannot be read.
    #[error("{}: cannot read: {source}", path.display())]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        source: textfile::TextError,
    },
    /// The file is damaged: a line that does not read.
    #[error("{}: line {line}: {why}; the file is damaged and was not changed: mend this line or restore the file", path.display())]
    Damaged {
        /// The file.
        path: PathBuf,
        /// The line (from 1).
        line: usize,
        /// What is wrong with it.
        why: String,
    },
    /// The file cannot be written.
    #[error("{}: cannot write: {source}", path.display())]
    Write {
        /// The file.
        path: PathBuf,
        /// Why.
        source: io::Error,
    },
}

impl GameFile {
    /// A new game, no move played.
    #[must_use]
    pub fn new(white: String, black: String, player: Color) -> GameFile {
        GameFile { white, black, player, letters: None, fen: None, moves: Vec::new() }
    }

    /// The start position.
    ///
    /// # Errors
    /// The FEN is not a legal position (its reason).
    pub fn start(&self) -> Result<Chess, String> {
        match &self.fen {
            None => Ok(Chess::default()),
            Some(fen) => {
                let fen: Fen = fen.parse().map_err(|e| format!("fen '{fen}': {e}"))?;
                fen.into_position(CastlingMode::Standard).map_err(|e| format!("fen: {e}"))
            }
        }
    }

    /// The position after every move.
    #[must_use]
    pub fn position(&self) -> Chess {
        let mut pos = self.start().unwrap_or_default();
        for m in &self.moves {
            pos.play_unchecked(*m);
        }
        pos
    }

    /// The moves with their numbers, one full move a line (`1. e4 e5`, `12... Nf6`).
    #[must_use]
    pub fn movetext(&self) -> Vec<String> {
        let mut pos = self.start().unwrap_or_default();
        let mut lines: Vec<String> = Vec::new();
        for m in &self.moves {
            let number = pos.fullmoves().get();
            let san = SanPlus::from_move_and_play_unchecked(&mut pos, *m).to_string();
            match (pos.turn(), lines.last_mut()) {
                // Black just moved: on White's line of this number, if there is one.
                (Color::White, Some(line)) if line.starts_with(&format!("{number}. ")) => {
                    line.push(' ');
                    line.push_str(&san);
                }
                (Color::White, _) => lines.push(format!("{number}... {san}")),
                (Color::Black, _) => lines.push(format!("{number}. {san}")),
            }
        }
        lines
    }

    /// The file's text.
    #[must_use]
    pub fn to_text(&self) -> String {
        let mut text = format!("{MAGIC}\nwhite = {}\nblack = {}\n", self.white, self.black);
        text.push_str(&format!("player = {}\n", self.player.fold_wb("white", "black")));
        if let Some(letters) = self.letters {
            text.push_str(&format!("letters = {}\n", letters_word(letters)));
        }
        if let Some(fen) = &self.fen {
            text.push_str(&format!("fen = {fen}\n"));
        }
        text.push('\n');
        for line in self.movetext() {
            text.push_str(&line);
            text.push('\n');
        }
        text
    }

    /// Reads a game file's text; `Err((line, why))` names the first line that does not
    /// read.
    ///
    /// # Errors
    /// The first line is not the file's, a header line is unknown or missing, a move
    /// does not read or is not legal.
    pub fn parse(text: &str) -> Result<GameFile, (usize, String)> {
        let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l.trim()));
        match lines.next() {
            Some((_, MAGIC)) => {}
            Some((n, other)) => return Err((n, format!("'{other}' is not '{MAGIC}'"))),
            None => return Err((1, "the file is empty".into())),
        }
        let mut game = GameFile::new(String::new(), String::new(), Color::White);
        let (mut white, mut black, mut player) = (false, false, false);
        let mut last = 1;
        for (n, line) in lines.by_ref() {
            last = n;
            if line.is_empty() {
                break;
            }
            if line.starts_with('#') {
                continue;
            }
            let Some((key, value)) = line.split_once('=') else {
                return Err((n, format!("'{line}' is not 'key = value'")));
            };
            let value = value.trim().to_owned();
            match key.trim() {
                "white" => (game.white, white) = (value, true),
                "black" => (game.black, black) = (value, true),
                "player" => {
                    game.player = match value.as_str() {
                        "white" => Color::White,
                        "black" => Color::Black,
                        _ => return Err((n, format!("player '{value}': expected white or black"))),
                    };
                    player = true;
                }
                "letters" => {
                    game.letters = Some(
                        parse_letters(&value)
                            .ok_or_else(|| (n, format!("letters '{value}': expected english, german or icelandic")))?,
                    );
                }
                "fen" => game.fen = Some(value),
                other => {
                    return Err((n, format!("unknown key '{other}': expected white, black, player, letters or fen")));
                }
            }
        }
        for (present, key) in [(white, "white"), (black, "black"), (player, "player")] {
            if !present {
                return Err((last, format!("the header has no '{key} = ...' line")));
            }
        }
        let mut pos = game.start().map_err(|why| (last, why))?;
        for (n, line) in lines {
            for word in line.split_whitespace().filter(|w| !w.starts_with('#')) {
                if is_number(word) {
                    continue;
                }
                // taktil writes English SAN; a move mended by hand may be in any
                // letters (C3), read as a scoresheet's.
                let english = word.parse::<San>().ok().and_then(|san| san.to_move(&pos).ok());
                let m = english.map_or_else(|| read_move(&pos, word), Ok).map_err(|why| {
                    let side = pos.turn().fold_wb("white", "black");
                    (n, format!("'{word}' is {} (move {}, {side})", unread_words(&why), pos.fullmoves()))
                })?;
                pos.play_unchecked(m);
                game.moves.push(m);
            }
        }
        Ok(game)
    }

    /// Reads the game file at `path`.
    ///
    /// # Errors
    /// It is not there, cannot be read, or is damaged.
    pub fn load(path: &Path) -> Result<GameFile, GameFileError> {
        if !path.exists() {
            return Err(GameFileError::Missing { path: path.to_owned() });
        }
        let text = textfile::read(path).map_err(|source| GameFileError::Read { path: path.to_owned(), source })?;
        GameFile::parse(&text).map_err(|(line, why)| GameFileError::Damaged { path: path.to_owned(), line, why })
    }

    /// Writes the game to `path` whole: a new file beside it, synced, renamed over it.
    ///
    /// # Errors
    /// The new file cannot be written, synced or renamed.
    pub fn save(&self, path: &Path) -> Result<(), GameFileError> {
        textfile::replace(path, self.to_text().as_bytes())
            .map_err(|source| GameFileError::Write { path: path.to_owned(), source })
    }

    /// The game as PGN.
    #[must_use]
    pub fn pgn(&self) -> String {
        let pos = self.position();
        // `*` while the game goes on (PGN's unknown result).
        let result = pos.outcome().to_string();
        let mut text =
            format!("[Event \"Correspondence game\"]\n[White \"{}\"]\n[Black \"{}\"]\n", self.white, self.black);
        if let Some(fen) = &self.fen {
            text.push_str(&format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n"));
        }
        text.push_str(&format!("[Result \"{result}\"]\n\n"));
        let mut body = self.movetext().join(" ");
        if !body.is_empty() {
            body.push(' ');
        }
        body.push_str(&result);
        text.push_str(&body);
        text.push('\n');
        text
    }
}

/// The file of a game named `name` in `dir`: `<dir>/<name>.game`.
///
/// # Errors
/// The name is empty or holds other than letters, digits, `-` and `_`.
pub fn path_of(dir: &Path, name: &str) -> Result<PathBuf, GameFileError> {
    let ok = !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '-' || c == '_');
    if !ok {
        return Err(GameFileError::Name(name.to_owned()));
    }
    Ok(dir.join(format!("{name}.game")))
}

/// A move number as a scoresheet writes it: `12.`, `12...`, `12…`.
#[must_use]
pub fn is_number(word: &str) -> bool {
    let digits = word.trim_end_matches(['.', '…']);
    digits.len() < word.len() && !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())
}

/// The word of a set of letters in the file.
#[must_use]
pub const fn letters_word(letters: Letters) -> &'static str {
    match letters {
        Letters::English => "english",
        Letters::German => "german",
        Letters::Icelandic => "icelandic",
    }
}

/// A set of letters by its word.
#[must_use]
pub fn parse_letters(word: &str) -> Option<Letters> {
    Letters::ALL.into_iter().find(|l| letters_word(*l).eq_ignore_ascii_case(word.trim()))
}

/// Why a word is no move, for a damaged file's message.
const fn unread_words(why: &Unread) -> &'static str {
    match why {
        Unread::Unreadable => "no move",
        Unread::Illegal => "not a legal move",
        Unread::Ambiguous => "more than one legal move",
        Unread::TwoReadings => "two moves in two sets of letters",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(moves: &[&str]) -> GameFile {
        let mut g = GameFile::new("Anna".into(), "Hans".into(), Color::White);
        let mut pos = Chess::default();
        for w in moves {
            let m = read_move(&pos, w).expect("legal");
            pos.play_unchecked(m);
            g.moves.push(m);
        }
        g
    }

    #[test]
    fn a_game_file_reads_back_as_it_was_written() {
        let g = game(&["e4", "e5", "Sf3", "d5", "Lb5+", "c6", "Lxc6+"]);
        let text = g.to_text();
        assert_eq!(
            text,
            "# taktil correspondence game 1\nwhite = Anna\nblack = Hans\nplayer = white\n\n1. e4 e5\n2. Nf3 d5\n3. Bb5+ c6\n4. Bxc6+\n"
        );
        let back = GameFile::parse(&text).expect("reads");
        assert_eq!(back.moves, g.moves);
        assert_eq!(back.player, Color::White);
    }

    #[test]
    fn a_damaged_file_names_its_line() {
        let text = "# taktil correspondence game 1\nwhite = A\nblack = B\nplayer = white\n\n1. e4 e5\n2. Nf3 Nf9\n";
        let (line, why) = GameFile::parse(text).unwrap_err();
        assert_eq!(line, 7);
        assert!(why.contains("'Nf9' is no move"), "{why}");
        let (line, _) = GameFile::parse("taktil\n").unwrap_err();
        assert_eq!(line, 1);
        let (line, why) = GameFile::parse("# taktil correspondence game 1\nwhite = A\n\n").unwrap_err();
        assert_eq!((line, why.contains("black")), (3, true));
        let (line, why) =
            GameFile::parse("# taktil correspondence game 1\nwhite = A\nblack = B\nplayer = white\n\n1. e4 e4\n")
                .unwrap_err();
        assert_eq!((line, why.contains("not a legal move (move 1, black)")), (6, true), "{why}");
    }

    #[test]
    fn black_to_move_first_is_numbered_with_dots() {
        let mut g = GameFile::new("A".into(), "B".into(), Color::Black);
        g.fen = Some("4k3/8/8/8/8/8/4P3/4K3 b - - 0 12".into());
        let pos = g.start().expect("fen");
        g.moves.push(read_move(&pos, "Kd7").expect("legal"));
        assert_eq!(g.movetext(), ["12... Kd7"]);
        assert_eq!(GameFile::parse(&g.to_text()).expect("reads").moves, g.moves);
    }

    #[test]
    fn names_are_plain() {
        assert!(path_of(Path::new("g"), "mueller-2024").is_ok());
        assert!(path_of(Path::new("g"), "../x").is_err());
        assert!(path_of(Path::new("g"), "").is_err());
        assert!(is_number("12.") && is_number("12...") && is_number("3…") && !is_number("12") && !is_number("e4."));
    }
}
