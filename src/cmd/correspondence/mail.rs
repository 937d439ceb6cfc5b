//! The opponent's move found in a pasted line or an e-mail's text (docs/online.md,
//! "Reading the opponent's move").
//!
//! Quoted lines (`>`, the earlier mails) are left out. The move is the word that
//! follows the game's move number, as scoresheets and e-mails write it: `12... Sf6`
//! (Black's move), `12. e4` (White's), `12. e4 Sf6` (White's and Black's); the last
//! such mention in the text counts. With no move number, the last word that is
//! written like a move counts (`Sf6`, `0-0`, `exd5`). The word is read in any
//! country's letters against the position ([`crate::core::written`]).

use shakmaty::{Chess, Color, Move, Position as _};

use super::game::is_number;
use crate::core::{
    notation::is_move,
    written::{Unread, read_move},
};

/// What a text gives for the opponent's move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// The move, and the word it was written as.
    Move(Move, String),
    /// The word at the move's place is not one legal move, and why.
    Unread(String, Unread),
    /// No word in the text can be the move.
    Nothing,
}

/// A word with its surrounding punctuation taken off (`"Sf6,"` is `Sf6`).
fn clean(word: &str) -> &str {
    word.trim_matches(|c: char| {
        matches!(c, ',' | ';' | '"' | '\'' | '(' | ')' | '[' | ']' | '«' | '»' | '„' | '“' | '”')
    })
    .trim_end_matches('.')
}

/// The words of the text's own lines (not the quoted ones), a move number stuck to
/// its move (`12.Sf6`, `12...Sf6`) split in two.
fn words(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in text.lines().filter(|l| !l.trim_start().starts_with('>')) {
        for word in line.split_whitespace() {
            let digits = word.chars().take_while(char::is_ascii_digit).count();
            let dots = word[digits..].chars().take_while(|c| matches!(c, '.' | '…')).count();
            let split = word[digits..].char_indices().nth(dots).map(|(i, _)| digits + i);
            match split {
                Some(at) if digits > 0 && dots > 0 => {
                    out.push(word[..at].to_owned());
                    out.push(clean(&word[at..]).to_owned());
                }
                _ if is_number(word) => out.push(word.to_owned()),
                _ => out.push(clean(word).to_owned()),
            }
        }
    }
    out
}

/// Finds the move of `pos`'s side to move in `text` (see the module docs).
#[must_use]
pub fn find(text: &str, pos: &Chess) -> Found {
    let words = words(text);
    let number = pos.fullmoves().get();
    let turn = pos.turn();
    // The word after the last mention of the move's number: the first move-shaped
    // word after `12...` or White's `12.`, the second after `12.` for Black.
    let mut at_number = None;
    for (i, word) in words.iter().enumerate() {
        let Some(n) = word.trim_end_matches(['.', '…']).parse::<u32>().ok().filter(|_| is_number(word)) else {
            continue;
        };
        if n != number {
            continue;
        }
        let black_dots = word.ends_with("..") || word.ends_with('…');
        let skip = usize::from(turn == Color::Black && !black_dots);
        let mut moves = words[i + 1..].iter().take_while(|w| !is_number(w)).filter(|w| is_move(w));
        if let Some(word) = moves.nth(skip) {
            at_number = Some(word.clone());
        }
    }
    let word = at_number.or_else(|| words.iter().rev().find(|w| is_move(w)).cloned());
    match word {
        Some(word) => match read_move(pos, &word) {
            Ok(m) => Found::Move(m, word),
            Err(why) => Found::Unread(word, why),
        },
        None => Found::Nothing,
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::san::San;

    use super::*;

    fn after(moves: &[&str]) -> Chess {
        let mut pos = Chess::default();
        for w in moves {
            let m = read_move(&pos, w).expect("legal");
            pos.play_unchecked(m);
        }
        pos
    }

    fn found(text: &str, pos: &Chess) -> String {
        match find(text, pos) {
            Found::Move(m, _) => San::from_move(pos, m).to_string(),
            Found::Unread(word, why) => format!("{word} {why}"),
            Found::Nothing => "nothing".into(),
        }
    }

    #[test]
    fn the_move_after_the_number_is_found_in_a_mail() {
        let pos = after(&["e4", "e5", "Nf3"]);
        let mail = "Hallo Anna,\n\nich spiele 2... Sc6, wie immer.\n\nGruß Hans\n> 2. Sf3\n> 1... e5\n";
        assert_eq!(found(mail, &pos), "Nc6");
        assert_eq!(found("2.Sf3 Sc6", &pos), "Nc6");
        assert_eq!(found("2. Nf3 Nc6", &pos), "Nc6");
        assert_eq!(found("2...Sc6", &pos), "Nc6");
        assert_eq!(found("Sc6", &pos), "Nc6");
        assert_eq!(found("My move: Rc6.", &pos), "Nc6", "Icelandic R is a knight");
        assert_eq!(found("Hello, no move today.", &pos), "nothing");
        assert_eq!(found("2... Sc5", &pos), "Sc5 illegal");
        // White's move after its number; a date is no move number.
        let white = after(&["e4", "e5"]);
        assert_eq!(found("On 12.03.2024 I play\n2. Sf3!", &white), "Nf3");
        assert_eq!(found("> 2. d4\n2. Lc4", &white), "Bc4");
    }
}
