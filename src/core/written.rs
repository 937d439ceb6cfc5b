//! One move written by hand, read against the position it is played in: the move of an
//! opponent far away (issue 33, point 3), typed in any country's letters (FIDE Law C3)
//! or entered on the keypad as the two squares of the move.
//!
//! The reading of the letters is the scoresheet reader's ([`super::notation::read_moves`]),
//! so a move is read here exactly as an entry of `assist sheet` is; what this adds is
//! the reason a word is not a move of this position, for the player to hear: not a
//! move at all, no legal move, more than one legal move (C8: the piece's file or rank
//! is written only when two pieces can make the move), or letters that read as two
//! different legal moves. The squares `e2e4` (and `e7e8q`, with a promotion piece in
//! any set of letters) are read too: that is how the pad's keys write a move, and the
//! king's two squares write castling.

use std::fmt;

use shakmaty::{Chess, Move, Role, Square, san::San, uci::UciMove};

use super::{
    notation::{Letters, LettersError, read_moves},
    ruling::Entry,
};

/// Why a written word is not one move of the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unread {
    /// It is no move in any set of letters.
    Unreadable,
    /// It is a move, but no legal one here.
    Illegal,
    /// More than one legal move fits it: the file or rank the piece comes from is
    /// missing (C8).
    Ambiguous,
    /// Two sets of letters read it as two different legal moves (C3: `Bc4` a bishop's
    /// move in English and a pawn's capture in German).
    TwoReadings,
}

impl fmt::Display for Unread {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Unread::Unreadable => "unreadable",
            Unread::Illegal => "illegal",
            Unread::Ambiguous => "ambiguous",
            Unread::TwoReadings => "two-readings",
        })
    }
}

/// Reads `word` as one move of `pos` (see the module docs): the legal move it is, or
/// why it is none.
///
/// # Errors
/// [`Unread`]: the reason the word is not exactly one legal move here.
///
/// # Examples
///
/// ```
/// use shakmaty::{Chess, san::San};
/// use taktil::core::written::{Unread, read_move};
///
/// let start = Chess::default();
/// let m = read_move(&start, "Sf3").expect("a knight's move in German");
/// assert_eq!(San::from_move(&start, m).to_string(), "Nf3");
/// assert_eq!(read_move(&start, "g1f3"), Ok(m));
/// assert_eq!(read_move(&start, "Sf4"), Err(Unread::Illegal));
/// assert_eq!(read_move(&start, "hello"), Err(Unread::Unreadable));
/// ```
pub fn read_move(pos: &Chess, word: &str) -> Result<Move, Unread> {
    let word = word.trim();
    if let Some(squares) = squares(pos, word) {
        return squares;
    }
    let reading = match read_moves(pos, &[word]) {
        Ok(reading) => reading,
        Err(LettersError::Undecided { .. }) => return Err(Unread::TwoReadings),
        Err(LettersError::Mixed { .. }) => return Err(Unread::Unreadable),
    };
    match reading.entries.first() {
        Some(Entry::San(san)) => match san.san.to_move(pos) {
            Ok(m) => Ok(m),
            Err(shakmaty::san::SanError::AmbiguousSan) => Err(Unread::Ambiguous),
            Err(_) => Err(Unread::Illegal),
        },
        _ => Err(Unread::Unreadable),
    }
}

/// The move's SAN in English letters, as the journal's `assist move` writes it.
#[must_use]
pub fn san(pos: &Chess, m: Move) -> San {
    San::from_move(pos, m)
}

/// A word of two squares (`e2e4`, `e2-e4`, `e7e8D`): the legal move from the first to
/// the second, or `None` when the word is not two squares.
fn squares(pos: &Chess, word: &str) -> Option<Result<Move, Unread>> {
    let clean: String = word.chars().filter(|c| !matches!(c, '-' | 'x' | ':' | '=')).collect();
    let from: Square = clean.get(0..2)?.to_ascii_lowercase().parse().ok()?;
    let to: Square = clean.get(2..4)?.to_ascii_lowercase().parse().ok()?;
    let rest: Vec<char> = clean.get(4..)?.chars().collect();
    let promotion = match rest.as_slice() {
        [] => None,
        [letter] => {
            let big = letter.to_ascii_uppercase();
            // A promotion piece in any set; the sets agree on Q/D being a queen only
            // in their own letters, so each set is asked (C3).
            let roles: Vec<Role> = Letters::ALL.iter().filter_map(|l| l.role(big)).collect();
            match roles.as_slice() {
                [] => return Some(Err(Unread::Unreadable)),
                [role, others @ ..] if others.iter().all(|o| o == role) => Some(*role),
                _ => return Some(Err(Unread::TwoReadings)),
            }
        }
        _ => return None,
    };
    let mut uci = format!("{from}{to}");
    if let Some(role) = promotion {
        uci.push(role.char());
    }
    // shakmaty reads the king's two squares as castling (standard UCI).
    Some(match uci.parse::<UciMove>().map(|u| u.to_move(pos)) {
        Ok(Ok(m)) => Ok(m),
        _ => Err(Unread::Illegal),
    })
}

#[cfg(test)]
mod tests {
    use shakmaty::{CastlingMode, fen::Fen, san::San};

    use super::*;

    fn pos(fen: &str) -> Chess {
        let fen: Fen = fen.parse().expect("FEN");
        fen.into_position(CastlingMode::Standard).expect("position")
    }

    fn read(pos: &Chess, word: &str) -> Result<String, Unread> {
        read_move(pos, word).map(|m| San::from_move(pos, m).to_string())
    }

    #[test]
    fn a_move_is_read_in_any_letters_and_as_its_squares() {
        let start = Chess::default();
        assert_eq!(read(&start, "Sf3"), Ok("Nf3".into()));
        assert_eq!(read(&start, "Nf3"), Ok("Nf3".into()));
        assert_eq!(read(&start, "Rf3"), Ok("Nf3".into()), "Icelandic R is a knight");
        assert_eq!(read(&start, "♘f3"), Ok("Nf3".into()));
        assert_eq!(read(&start, "e4"), Ok("e4".into()));
        assert_eq!(read(&start, "e2-e4"), Ok("e4".into()));
        assert_eq!(read(&start, " g1f3 "), Ok("Nf3".into()));
    }

    #[test]
    fn a_word_that_is_no_single_legal_move_says_why() {
        let start = Chess::default();
        assert_eq!(read(&start, "Sf4"), Err(Unread::Illegal));
        assert_eq!(read(&start, "e5"), Err(Unread::Illegal));
        assert_eq!(read(&start, "e2e5"), Err(Unread::Illegal));
        assert_eq!(read(&start, "Zf3"), Err(Unread::Unreadable));
        assert_eq!(read(&start, ""), Err(Unread::Unreadable));
        // Two knights can go to d2 (C8: the file must be written).
        let two = pos("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 1");
        assert_eq!(read(&two, "Sd4"), Ok("Nd4".into()));
        let both = pos("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
        assert_eq!(read(&both, "Sd2"), Err(Unread::Ambiguous));
        assert_eq!(read(&both, "Sbd2"), Ok("Nbd2".into()));
    }

    #[test]
    fn letters_that_read_two_legal_moves_are_refused() {
        // Bc4: an English bishop's move, or a German pawn's capture b3xc4.
        let p = pos("4k3/8/8/8/2p5/1P6/8/4KB2 w - - 0 1");
        assert_eq!(read(&p, "Bc4"), Err(Unread::TwoReadings));
        assert_eq!(read(&p, "Lc4"), Ok("Bxc4".into()));
    }

    #[test]
    fn castling_and_promotion_by_squares() {
        let p = pos("r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assert_eq!(read(&p, "e1g1"), Ok("O-O".into()));
        assert_eq!(read(&p, "e1c1"), Ok("O-O-O".into()));
        assert_eq!(read(&p, "0-0"), Ok("O-O".into()));
        assert_eq!(read(&p, "b7b8D"), Ok("b8=Q".into()));
        assert_eq!(read(&p, "b7b8"), Err(Unread::Illegal));
        assert_eq!(read(&p, "b7a8S"), Ok("bxa8=N".into()));
    }
}
