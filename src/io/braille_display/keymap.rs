//! The display's keys as the player's keys (pure): the one table that turns a BrlAPI
//! key code into a [`Key`] of the session, or into panning the display's window
//! (docs/braille-display.md, "The keys").
//!
//! In TTY mode without a driver name, BRLTTY sends its own commands (`BRL_CMD_*`), not
//! the display's raw keys, so the same table serves every make of display: BRLTTY's key
//! table for that display decides which physical key is "line up" or "route". A braille
//! keyboard's letters arrive as characters (BRLTTY's text table turns the dots into
//! them) or, when BRLTTY is set to retain dots, as dot patterns; both are read.

use crate::core::input::Key;

/// What a key of the display does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BrailleKeyAction {
    /// A key of the session, as the keypad's.
    Key(Key),
    /// Show the previous part of a long text.
    PanLeft,
    /// Show the next part of a long text.
    PanRight,
    /// Nothing taktil uses.
    Nothing,
}

// The key code's layout (brlapi_keycodes.h): flags above bit 32, the type in bits
// 29-31, then for a command its block (bits 16-28) and argument (bits 0-15).
const FLAGS_MASK: u64 = 0xFFFF_FFFF_0000_0000;
const TYPE_MASK: u64 = 0xE000_0000;
const TYPE_CMD: u64 = 0x2000_0000;
const TYPE_SYM: u64 = 0;
const CODE_MASK: u64 = 0x1FFF_FFFF;
const BLK_MASK: u64 = 0x1FFF_0000;
const ARG_MASK: u64 = 0xFFFF;
/// A keysym of a Unicode character (brlapi_keycodes.h `BRLAPI_KEY_SYM_UNICODE`).
const SYM_UNICODE: u64 = 0x0100_0000;

// Blocks of commands with an argument (brlapi_constants.h).
/// A routing key (the argument is the cell).
const BLK_ROUTE: u64 = 1 << 16;
/// Dots typed on a braille keyboard (the argument is the dots, bit 0 for dot 1).
const BLK_PASSDOTS: u64 = 34 << 16;

// Commands without an argument (brlapi_constants.h, `BRLAPI_KEY_CMD_*`).
const CMD_LNUP: u64 = 1;
const CMD_LNDN: u64 = 2;
const CMD_TOP: u64 = 9;
const CMD_BOT: u64 = 10;
const CMD_FWINLT: u64 = 23;
const CMD_FWINRT: u64 = 24;
const CMD_FWINLTSKIP: u64 = 25;
const CMD_FWINRTSKIP: u64 = 26;
const CMD_HOME: u64 = 29;
const CMD_RETURN: u64 = 31;

/// The display's commands and the player's keys (docs/braille-display.md).
const COMMANDS: [(u64, BrailleKeyAction); 10] = [
    (CMD_HOME, BrailleKeyAction::Key(Key::Repeat)),
    (CMD_RETURN, BrailleKeyAction::Key(Key::Repeat)),
    (CMD_LNUP, BrailleKeyAction::Key(Key::Time)),
    (CMD_LNDN, BrailleKeyAction::Key(Key::Moves)),
    (CMD_TOP, BrailleKeyAction::Key(Key::Position)),
    (CMD_BOT, BrailleKeyAction::Key(Key::History)),
    (CMD_FWINLT, BrailleKeyAction::PanLeft),
    (CMD_FWINLTSKIP, BrailleKeyAction::PanLeft),
    (CMD_FWINRT, BrailleKeyAction::PanRight),
    (CMD_FWINRTSKIP, BrailleKeyAction::PanRight),
];

/// The letters of a braille keyboard and the player's keys: the first letter of the
/// key's English name, the same dots in the six alphabets (a-z are alike in them).
const LETTERS: [(char, u8, Key); 9] = [
    ('a', 0b1, Key::Announce),
    ('r', 0b1_0111, Key::Repeat),
    ('t', 0b1_1110, Key::Time),
    ('m', 0b1101, Key::Moves),
    ('p', 0b1111, Key::Position),
    ('h', 0b1_0011, Key::History),
    ('d', 0b1_1001, Key::Draw),
    ('c', 0b1001, Key::Claim),
    // J'adoube (Art. 4.2).
    ('j', 0b1_1010, Key::Adjust),
];

/// What the key `code` read from BrlAPI does.
pub fn press(code: u64) -> BrailleKeyAction {
    let code = code & !FLAGS_MASK;
    match code & TYPE_MASK {
        TYPE_CMD => command(code & CODE_MASK),
        TYPE_SYM => symbol(code & CODE_MASK),
        _ => BrailleKeyAction::Nothing,
    }
}

/// A BRLTTY command: a routing key announces, the others by the table.
fn command(code: u64) -> BrailleKeyAction {
    let arg = code & ARG_MASK;
    match code & BLK_MASK {
        BLK_ROUTE => BrailleKeyAction::Key(Key::Announce),
        BLK_PASSDOTS => LETTERS
            .iter()
            .find(|l| u64::from(l.1) == arg)
            .map_or(BrailleKeyAction::Nothing, |l| BrailleKeyAction::Key(l.2)),
        0 => COMMANDS.iter().find(|c| c.0 == arg).map_or(BrailleKeyAction::Nothing, |c| c.1),
        _ => BrailleKeyAction::Nothing,
    }
}

/// A character typed on the braille keyboard (Latin-1 keysyms are the character's
/// code; others carry [`SYM_UNICODE`]).
fn symbol(code: u64) -> BrailleKeyAction {
    let c = if code & SYM_UNICODE != 0 { code & !SYM_UNICODE } else { code };
    let letter = u32::try_from(c).ok().and_then(char::from_u32).map(|c| c.to_ascii_lowercase());
    letter
        .and_then(|letter| LETTERS.iter().find(|l| l.0 == letter))
        .map_or(BrailleKeyAction::Nothing, |l| BrailleKeyAction::Key(l.2))
}

/// The table as the docs print it: each display key's name and what it does.
pub fn table() -> Vec<(String, BrailleKeyAction)> {
    let names = [
        (CMD_HOME, "HOME"),
        (CMD_RETURN, "RETURN"),
        (CMD_LNUP, "LNUP"),
        (CMD_LNDN, "LNDN"),
        (CMD_TOP, "TOP"),
        (CMD_BOT, "BOT"),
        (CMD_FWINLT, "FWINLT"),
        (CMD_FWINLTSKIP, "FWINLTSKIP"),
        (CMD_FWINRT, "FWINRT"),
        (CMD_FWINRTSKIP, "FWINRTSKIP"),
    ];
    let mut rows = vec![("ROUTE".to_owned(), BrailleKeyAction::Key(Key::Announce))];
    rows.extend(names.iter().map(|(cmd, name)| ((*name).to_owned(), command(*cmd))));
    rows.extend(LETTERS.iter().map(|l| (format!("letter {}", l.0), BrailleKeyAction::Key(l.2))));
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_routing_keys_and_letters_are_the_players_keys() {
        // As BRLTTY sends them (read from a real BRLTTY with the virtual driver).
        assert_eq!(press(0x2001_0002), BrailleKeyAction::Key(Key::Announce), "routing key 3");
        assert_eq!(press(0x2000_0018), BrailleKeyAction::PanRight);
        assert_eq!(press(0x2000_0017), BrailleKeyAction::PanLeft);
        assert_eq!(press(TYPE_CMD | CMD_LNDN), BrailleKeyAction::Key(Key::Moves));
        assert_eq!(press(TYPE_CMD | CMD_LNUP | 0x1_0000_0000), BrailleKeyAction::Key(Key::Time), "a flag is ignored");
        assert_eq!(press(TYPE_CMD | CMD_HOME), BrailleKeyAction::Key(Key::Repeat));
        assert_eq!(press(TYPE_CMD | BLK_PASSDOTS | 0b1_0111), BrailleKeyAction::Key(Key::Repeat), "dots 1235");
        assert_eq!(press(u64::from('t')), BrailleKeyAction::Key(Key::Time));
        assert_eq!(press(u64::from('M')), BrailleKeyAction::Key(Key::Moves));
        assert_eq!(press(SYM_UNICODE | u64::from('p')), BrailleKeyAction::Key(Key::Position));
        assert_eq!(press(u64::from('z')), BrailleKeyAction::Nothing);
        assert_eq!(press(TYPE_CMD | 3), BrailleKeyAction::Nothing, "a command taktil does not use");
        assert_eq!(press(0x4000_0000), BrailleKeyAction::Nothing, "another type");
    }

    #[test]
    fn every_letter_has_its_own_dots_and_the_table_names_every_row() {
        for (i, a) in LETTERS.iter().enumerate() {
            assert!(LETTERS[i + 1..].iter().all(|b| a.0 != b.0 && a.1 != b.1), "{a:?}");
            assert_eq!(press(TYPE_CMD | BLK_PASSDOTS | u64::from(a.1)), BrailleKeyAction::Key(a.2));
        }
        assert!(table().iter().all(|(_, p)| *p != BrailleKeyAction::Nothing));
        assert_eq!(table().len(), 1 + COMMANDS.len() + LETTERS.len());
    }
}
