//! Moves as written on a scoresheet, in the piece letters of any country (FIDE Law
//! C3) or in figurines, read against the game by legality.
//!
//! This is the one reader of written moves: `assist sheet`, `taktil reconcile`'s
//! scoresheet files and the PGN import all come here ([`read_moves`]). A written move
//! may use the letters of English (`N B R Q K`), German, Danish, Norwegian or Swedish
//! (`S L T D K`) or Icelandic (`R B H D K`), figurines (`♘♗♖♕♔`, `♞♝♜♝♚`), with or
//! without `x`, `:`, `-` (long algebraic `Sg1-f3`), `+`, `#`, `e.p.`, `!`/`?`, and
//! castling as `O-O` or `0-0`. Promotion is read as the law writes it (C12: `d8D`) and
//! as PGN does (`e8=Q`), also `e8(Q)`, `e8/Q` and with a small letter (`d8d`, as the
//! Danish text of C12 writes it). Whether a capture was marked is not
//! checked: many sheets leave the `x` out.
//!
//! # How a sheet's letters are found (C3)
//!
//! A sheet is written in one set of letters. Each entry narrows the sets it can be in
//! (`Sf3` is German or Scandinavian, `Nf3` English, `Hf1` Icelandic; `e4`, `Kb1` and
//! figurines fit every set). An entry that fits none of the sets left is an error
//! naming it and the entry before it that chose the set ([`LettersError::Mixed`]).
//! When several sets are left and they read the sheet differently (`R` is a rook in
//! English and a knight in Icelandic), the set that plays more of the sheet legally
//! wins; a tie is reported ([`LettersError::Undecided`]).
//!
//! # Letters that are also files
//!
//! `B` is a bishop in English and Icelandic but no piece in German, `D` a queen in
//! German and Icelandic but no piece in English, `H` an Icelandic rook: a capital
//! that is no piece in a set is read, in that set, as the pawn's file written big
//! (`Bc4` on a German sheet is `bc4`). Which set the sheet is in is then decided by
//! legality, as above. A capital that is a piece in the sheet's set is that piece:
//! `Bb4` on an English sheet is an illegal bishop move, never `b4`.
//!
//! # Examples
//!
//! ```
//! use shakmaty::Chess;
//! use taktil::core::notation::{Letters, read_moves};
//!
//! let read = read_moves(&Chess::default(), &["e4", "e5", "Sf3", "Sc6", "Lb5"]).expect("one set");
//! assert_eq!(read.letters, Some(Letters::German));
//! let sans: Vec<String> = read.entries.iter().map(ToString::to_string).collect();
//! assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6", "Bb5"]);
//!
//! let mixed = read_moves(&Chess::default(), &["e4", "e5", "Nf3", "Sc6"]).unwrap_err();
//! assert_eq!(mixed.entry(), 3);
//! ```

use std::fmt;

use shakmaty::{
    CastlingSide, Chess, File, Move, Position, Rank, Role, Square,
    san::{San, SanPlus},
};

use crate::core::ruling::Entry;

/// A set of piece letters (FIDE Law C3: each country its own).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Letters {
    /// `N B R Q K`: English, and PGN.
    English,
    /// `S L T D K`: German, Danish, Norwegian and Swedish.
    German,
    /// `R B H D K`: Icelandic.
    Icelandic,
}

impl Letters {
    /// Every set, English first.
    pub const ALL: [Letters; 3] = [Letters::English, Letters::German, Letters::Icelandic];

    /// The set a locale's players write (`de`, `da`, `nb`, `sv`: `S L T D K`; `is`:
    /// `R B H D K`; any other: English).
    pub fn for_locale(locale: &str) -> Letters {
        match locale.split(['-', '_']).next().unwrap_or_default() {
            "de" | "da" | "nb" | "no" | "nn" | "sv" => Letters::German,
            "is" => Letters::Icelandic,
            _ => Letters::English,
        }
    }

    /// The letter of a piece (`None` for a pawn).
    pub const fn letter(self, role: Role) -> Option<char> {
        let letters = self.letters();
        match role {
            Role::Knight => Some(letters[0]),
            Role::Bishop => Some(letters[1]),
            Role::Rook => Some(letters[2]),
            Role::Queen => Some(letters[3]),
            Role::King => Some(letters[4]),
            Role::Pawn => None,
        }
    }

    /// The piece a letter stands for in this set.
    pub fn role(self, letter: char) -> Option<Role> {
        let roles = [Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King];
        self.letters().iter().position(|l| *l == letter).map(|i| roles[i])
    }

    /// Knight, bishop, rook, queen, king.
    const fn letters(self) -> [char; 5] {
        match self {
            Letters::English => ['N', 'B', 'R', 'Q', 'K'],
            Letters::German => ['S', 'L', 'T', 'D', 'K'],
            Letters::Icelandic => ['R', 'B', 'H', 'D', 'K'],
        }
    }

    /// `N B R Q K (English)`: the letters and who writes them, for messages.
    pub const fn describe(self) -> &'static str {
        match self {
            Letters::English => "N B R Q K (English)",
            Letters::German => "S L T D K (German, Danish, Norwegian, Swedish)",
            Letters::Icelandic => "R B H D K (Icelandic)",
        }
    }

    /// A move in SAN with these letters (`Sf3`, `exd8=D`, `O-O`).
    pub fn write(self, san: &SanPlus) -> String {
        let english = san.to_string();
        if self == Letters::English {
            return english;
        }
        english
            .chars()
            .map(|c| {
                let role = Letters::English.role(c);
                role.and_then(|r| self.letter(r)).unwrap_or(c)
            })
            .collect()
    }
}

impl fmt::Display for Letters {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.describe())
    }
}

/// The piece a figurine shows, whatever its colour (`♙`/`♟` a pawn).
fn figurine(c: char) -> Option<Role> {
    match c {
        '♔' | '♚' => Some(Role::King),
        '♕' | '♛' => Some(Role::Queen),
        '♖' | '♜' => Some(Role::Rook),
        '♗' | '♝' => Some(Role::Bishop),
        '♘' | '♞' => Some(Role::Knight),
        '♙' | '♟' => Some(Role::Pawn),
        _ => None,
    }
}

/// A figurine for each piece, white ones (`♘♗♖♕♔`), for writing sheets.
pub fn write_figurines(san: &SanPlus) -> String {
    san.to_string()
        .chars()
        .map(|c| match Letters::English.role(c) {
            Some(Role::Knight) => '♘',
            Some(Role::Bishop) => '♗',
            Some(Role::Rook) => '♖',
            Some(Role::Queen) => '♕',
            Some(Role::King) => '♔',
            _ => c,
        })
        .collect()
}

/// What a written move says, read with one set of letters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shape {
    /// `O-O` or `O-O-O`.
    Castle(CastlingSide),
    /// A piece or pawn to a square, maybe with where it came from and a promotion.
    Normal { role: Role, file: Option<File>, rank: Option<Rank>, capture: bool, to: Square, promotion: Option<Role> },
}

impl Shape {
    /// The English SAN of the shape, as written (not checked against a position).
    fn san(self) -> San {
        match self {
            Shape::Castle(side) => San::Castle(side),
            Shape::Normal { role, file, rank, capture, to, promotion } => {
                San::Normal { role, file, rank, capture, to, promotion }
            }
        }
    }

    /// Whether a legal move is the one written.
    fn fits(self, m: &Move) -> bool {
        match self {
            Shape::Castle(side) => m.castling_side() == Some(side),
            Shape::Normal { role, file, rank, to, promotion, .. } => {
                !m.is_castle()
                    && m.role() == role
                    && m.to() == to
                    && m.promotion() == promotion
                    && file.is_none_or(|f| m.from().is_some_and(|s| s.file() == f))
                    && rank.is_none_or(|r| m.from().is_some_and(|s| s.rank() == r))
            }
        }
    }
}

/// The marks around a move that say nothing about which move it is: check and mate
/// (`+`, `#`, `++`, `†`), annotations (`!`, `?`), the draw offer `(=)` or `=` (C11),
/// `e.p.`.
fn strip_marks(word: &str) -> &str {
    let mut rest = word.trim();
    loop {
        let before = rest.len();
        rest = rest.trim_end_matches(['+', '#', '!', '?', '†', '‡']);
        for suffix in ["(=)", "e.p.", "e.p", "ep"] {
            if let Some(s) = rest.strip_suffix(suffix)
                && !s.is_empty()
            {
                rest = s;
            }
        }
        if rest.len() == before {
            return rest;
        }
    }
}

/// Reads castling: `O-O`, `0-0`, `o-o`, `O-O-O` and the like.
fn castling(word: &str) -> Option<CastlingSide> {
    let zeros: String =
        word.chars().filter(|c| *c != '-').map(|c| if matches!(c, '0' | 'o') { 'O' } else { c }).collect();
    match zeros.as_str() {
        "OO" if word.contains('-') || word.len() == 2 => Some(CastlingSide::KingSide),
        "OOO" if word.contains('-') || word.len() == 3 => Some(CastlingSide::QueenSide),
        _ => None,
    }
}

/// Reads one written move with one set of letters; `None` when it is no move in them.
fn shape(word: &str, letters: Letters) -> Option<Shape> {
    let word = strip_marks(word);
    if let Some(side) = castling(word) {
        return Some(Shape::Castle(side));
    }
    let capture = word.contains(['x', ':', '×']);
    let mut chars: Vec<char> = word.chars().filter(|c| !matches!(c, 'x' | ':' | '×' | '-')).collect();
    let role = match chars.first().copied() {
        Some(c) if figurine(c).is_some() => {
            chars.remove(0);
            figurine(c)?
        }
        Some(c) if c.is_ascii_uppercase() => match letters.role(c) {
            Some(role) => {
                chars.remove(0);
                role
            }
            // A capital that is no piece in these letters is the pawn's file, as a
            // hand may write it (`Bc4` on a German sheet is `bc4`).
            None if matches!(c, 'A'..='H') => {
                chars[0] = c.to_ascii_lowercase();
                Role::Pawn
            }
            None => return None,
        },
        _ => Role::Pawn,
    };
    let promotion = promotion(&mut chars, letters)?;
    if promotion.is_some() && role != Role::Pawn {
        return None;
    }
    let rank_to = chars.pop().and_then(Rank::from_char)?;
    let file_to = chars.pop().and_then(File::from_char)?;
    let (file, rank) = match chars.as_slice() {
        [] => (None, None),
        [c] => match (File::from_char(*c), Rank::from_char(*c)) {
            (Some(f), _) => (Some(f), None),
            (_, Some(r)) => (None, Some(r)),
            _ => return None,
        },
        [f, r] => (Some(File::from_char(*f)?), Some(Rank::from_char(*r)?)),
        _ => return None,
    };
    Some(Shape::Normal { role, file, rank, capture, to: Square::from_coords(file_to, rank_to), promotion })
}

/// Takes a promotion off the end: `D`, `=D`, `(D)`, `/D` or a figurine. `None` when
/// the end is a broken promotion; `Some(None)` when there is none.
fn promotion(chars: &mut Vec<char>, letters: Letters) -> Option<Option<Role>> {
    if chars.last() == Some(&')') {
        let [.., '(', piece, ')'] = chars.as_slice() else { return None };
        let role = figurine(*piece).or_else(|| letters.role(*piece))?;
        chars.truncate(chars.len() - 3);
        return Some(Some(role));
    }
    let Some(&last) = chars.last() else { return Some(None) };
    // The Danish text of C12 writes the letter small (`d8d`, `f8s`): after the
    // last rank's digit a small letter is the new piece too.
    let small = last.is_ascii_lowercase() && matches!(chars.iter().rev().nth(1), Some('1' | '8'));
    let role = match figurine(last) {
        Some(role) => role,
        None if last.is_ascii_uppercase() => letters.role(last)?,
        None if small => letters.role(last.to_ascii_uppercase())?,
        None => return Some(None),
    };
    chars.pop();
    if matches!(chars.last(), Some('=' | '/')) {
        chars.pop();
    }
    Some(Some(role))
}

/// The sets of letters a word can be written in (none: it is no move at all).
fn sets(word: &str) -> Vec<Letters> {
    Letters::ALL.into_iter().filter(|l| shape(word, *l).is_some()).collect()
}

/// Whether a word is a move in some set of letters (not whether it is legal).
pub fn is_move(word: &str) -> bool {
    !sets(word).is_empty()
}

/// A sheet's moves, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reading {
    /// The sheet's letters; `None` when no entry needs them (pawn moves, castling,
    /// kings, figurines only).
    pub letters: Option<Letters>,
    /// Each entry in English SAN: a legal move as shakmaty writes it (`Ngf3` as `Nf3`
    /// where that is enough), an illegal or ambiguous one as written, or what is no
    /// move at all as [`Entry::Unreadable`].
    pub entries: Vec<Entry>,
    /// How many entries, from the first, are legal moves.
    pub legal: usize,
}

/// Why a sheet's letters cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LettersError {
    /// An entry is in other letters than an entry before it.
    #[error(
        "entry {} '{word}' is written in {}, but entry {} '{earlier_word}' in {}: a sheet uses one set of piece letters (C3)",
        entry + 1, list(letters), earlier + 1, list(earlier_letters)
    )]
    Mixed {
        /// The entry (from 0).
        entry: usize,
        /// The entry as written.
        word: String,
        /// The sets it can be in.
        letters: Vec<Letters>,
        /// The entry before it that chose the sheet's letters (from 0).
        earlier: usize,
        /// That entry as written.
        earlier_word: String,
        /// The sets it left.
        earlier_letters: Vec<Letters>,
    },
    /// Two sets of letters read the sheet as different legal games.
    #[error(
        "entry {} '{word}' is {first} in {} and {second} in {}, and both games are legal: write the sheet's letters",
        entry + 1, sets[0], sets[1]
    )]
    Undecided {
        /// The first entry the readings differ at (from 0).
        entry: usize,
        /// The entry as written.
        word: String,
        /// The two sets.
        sets: [Letters; 2],
        /// The move in English SAN read with the first set.
        first: String,
        /// The move in English SAN read with the second set.
        second: String,
    },
}

impl LettersError {
    /// The entry the error is about (from 0).
    pub fn entry(&self) -> usize {
        match self {
            LettersError::Mixed { entry, .. } | LettersError::Undecided { entry, .. } => *entry,
        }
    }
}

/// `S L T D K (German, ...) or R B H D K (Icelandic)`.
fn list(letters: &[Letters]) -> String {
    letters.iter().map(|l| l.describe()).collect::<Vec<_>>().join(" or ")
}

/// Reads a sheet's written moves from a start position (see the module docs).
///
/// # Errors
/// When an entry is in other letters than the entries before it, or two sets of
/// letters read the sheet as two different legal games.
pub fn read_moves(start: &Chess, words: &[&str]) -> Result<Reading, LettersError> {
    let candidates = letters_of(words)?;
    let readings: Vec<(Letters, Reading)> = candidates.iter().map(|l| (*l, read_with(start, words, *l))).collect();
    let Some(best) = readings.iter().map(|(_, r)| r.legal).max() else {
        return Ok(read_with(start, words, Letters::English));
    };
    let best: Vec<&(Letters, Reading)> = readings.iter().filter(|(_, r)| r.legal == best).collect();
    let (first_letters, first) = best[0];
    if let Some((other_letters, other)) = best.iter().skip(1).find(|(_, r)| r.entries != first.entries) {
        let entry = first.entries.iter().zip(&other.entries).position(|(a, b)| a != b).unwrap_or_default();
        return Err(LettersError::Undecided {
            entry,
            word: words.get(entry).copied().unwrap_or_default().to_owned(),
            sets: [*first_letters, *other_letters],
            first: first.entries[entry].to_string(),
            second: other.entries[entry].to_string(),
        });
    }
    let mut reading = first.clone();
    reading.letters = (candidates.len() < Letters::ALL.len()).then_some(*first_letters);
    Ok(reading)
}

/// The sets of letters every readable entry fits, in the order of [`Letters::ALL`].
fn letters_of(words: &[&str]) -> Result<Vec<Letters>, LettersError> {
    let mut left = Letters::ALL.to_vec();
    let mut chosen_by: Option<usize> = None;
    for (i, word) in words.iter().enumerate() {
        let fits = sets(word);
        if fits.is_empty() {
            continue;
        }
        let narrowed: Vec<Letters> = left.iter().copied().filter(|l| fits.contains(l)).collect();
        if narrowed.is_empty() {
            let earlier = chosen_by.unwrap_or_default();
            return Err(LettersError::Mixed {
                entry: i,
                word: (*word).to_owned(),
                letters: fits,
                earlier,
                earlier_word: words[earlier].to_owned(),
                earlier_letters: left,
            });
        }
        if narrowed.len() < left.len() {
            chosen_by = Some(i);
        }
        left = narrowed;
    }
    Ok(left)
}

/// Reads a sheet with one set of letters: legal moves while they last, then the rest
/// as written.
fn read_with(start: &Chess, words: &[&str], letters: Letters) -> Reading {
    let mut pos = Some(start.clone());
    let mut reading = Reading { letters: Some(letters), entries: Vec::with_capacity(words.len()), legal: 0 };
    for word in words {
        let Some(shape) = shape(word, letters) else {
            reading.entries.push(Entry::Unreadable(strip_marks(word).to_owned()));
            pos = None;
            continue;
        };
        let played = pos.as_mut().and_then(|p| {
            let m = legal_move(p, shape)?;
            Some(SanPlus::from_move_and_play_unchecked(p, m))
        });
        match played {
            Some(san) => {
                reading.legal += 1;
                reading.entries.push(Entry::San(SanPlus { san: san.san, suffix: None }));
            }
            None => {
                pos = None;
                reading.entries.push(Entry::San(SanPlus { san: shape.san(), suffix: None }));
            }
        }
    }
    reading
}

/// The one legal move a written move can be; `None` when none is, or several are.
fn legal_move(pos: &Chess, shape: Shape) -> Option<Move> {
    let legal = pos.legal_moves();
    let mut fits = legal.iter().filter(|m| shape.fits(m));
    let first = fits.next()?;
    fits.next().is_none().then_some(*first)
}

#[cfg(test)]
mod tests;
