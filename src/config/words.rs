//! The words of the configuration file that the command line of `taktil play` takes
//! too: each type parses its words with [`FromStr`] and writes them back with
//! `Display` (the fixed words through [`crate::core::words`], the one
//! mechanism of every setting's words), and a word it does not know is refused with
//! what would do ([`ParseWordError`], naming no setting), a message that reads well after a flag
//! (`--board usb: expected stdin, hid, serial:PORT ... or none`) and after a key
//! (`[devices] board = "usb": expected ...`) alike.
//!
//! Words are read in any case (`HID` is `hid`), as the values of script `set` lines
//! are, and spaces around them do not count; a port is kept as written. Each type's
//! default is the setting's default.

use std::{fmt, str::FromStr};

use crate::core::words::{ParseWordError, words};

/// The text after `prefix` (matched in any case) when it is not empty.
fn port<'a>(s: &'a str, prefix: &str) -> Option<&'a str> {
    let head = s.get(..prefix.len())?;
    let rest = s.get(prefix.len()..)?;
    (head.eq_ignore_ascii_case(prefix) && !rest.is_empty()).then_some(rest)
}

words! {
    /// `[engine] opponent`, `--opponent`: who plays the sighted side (issue 18).
    pub enum OpponentKind ("opponent": "person or engine") {
        /// A person at the board (a tournament game).
        #[default]
        Person = "person",
        /// A UCI engine (docs/practice.md).
        Engine = "engine",
    }
}

words! {
    /// `[session] downtime`: what the clock did while taktil was down, for `--resume`.
    /// The arbiter's choice: the players' clock may have been stopped while taktil was
    /// restarted, or left running (FIDE 6.12 a: when a game is interrupted, the arbiter
    /// stops the clocks).
    pub enum Downtime ("stopped or ran") {
        /// The clock was stopped: the time taktil was down does not count.
        #[default]
        Stopped = "stopped",
        /// The clock of the player on move ran on: the time taktil was down counts as
        /// his.
        Ran = "ran",
    }
}

words! {
    /// `[session] view`: what taktil shows on screen.
    pub enum ViewMode ("auto, full, plain or lines") {
        /// The full view when standard input and output are a terminal, transcript
        /// lines otherwise.
        #[default]
        Auto = "auto",
        /// The full view: the board, the clocks and the messages.
        Full = "full",
        /// One plain line per output, for a screen reader (`--plain`).
        Plain = "plain",
        /// The transcript lines of `taktil replay` (time, kind, words), for logs.
        Lines = "lines",
    }
}

words! {
    /// `[devices] keypad`: where the blind player's keys come from.
    pub enum KeypadSource ("none, hid or evdev") {
        /// No keypad of its own: the keys come with the board (TBP/1 `K` messages, or
        /// the buttons of the HID peg board).
        #[default]
        None = "none",
        /// A HID keypad (a gamepad), named in the device file.
        Hid = "hid",
        /// A keyboard or numeric keypad read through evdev, named in the device file.
        Evdev = "evdev",
    }
}

words! {
    /// `[devices] sighted-rotated`: whether the sighted player's DGT board is turned
    /// round (Black at the connector side).
    pub enum Rotation ("auto, yes or no") {
        /// Worked out from the first start position the board shows.
        #[default]
        Auto = "auto",
        /// Turned round.
        Yes = "yes",
        /// Not turned round.
        No = "no",
    }
}

words! {
    /// `[devices] dgt-clock-white`: which side of the DGT clock is White's.
    pub enum ClockWhite ("auto, left or right") {
        /// The first clock seen running is White's (FIDE 6.5: White's clock is
        /// started).
        #[default]
        Auto = "auto",
        /// White's times are on the left-hand display.
        Left = "left",
        /// White's times are on the right-hand display.
        Right = "right",
    }
}

/// `[devices] board`: where the blind player's pegged board is read from.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum BoardSource {
    /// Session-script lines on standard input (`taktil board ... | taktil play`).
    #[default]
    Stdin,
    /// The HID peg board (a gamepad), as calibrated in the device file.
    Hid,
    /// A TBP/1 board on this serial port.
    Serial(String),
    /// An ordinary pegged board without sensors (issue 16): the session's header gets
    /// `tactile-board none`, and the blind player's moves are read from the sighted
    /// board. Standard input still carries typed lines.
    None,
}

impl BoardSource {
    /// What the setting takes, for messages.
    pub const EXPECTED: &'static str = "stdin, hid, serial:PORT (e.g. serial:/dev/ttyUSB0) or none";
}

impl FromStr for BoardSource {
    type Err = ParseWordError;
    fn from_str(s: &str) -> Result<BoardSource, ParseWordError> {
        let s = s.trim();
        if s.eq_ignore_ascii_case("stdin") {
            Ok(BoardSource::Stdin)
        } else if s.eq_ignore_ascii_case("hid") {
            Ok(BoardSource::Hid)
        } else if s.eq_ignore_ascii_case("none") {
            Ok(BoardSource::None)
        } else if let Some(port) = port(s, "serial:") {
            Ok(BoardSource::Serial(port.to_owned()))
        } else {
            Err(ParseWordError { setting: None, word: s.to_owned(), expected: BoardSource::EXPECTED })
        }
    }
}

impl fmt::Display for BoardSource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardSource::Stdin => f.write_str("stdin"),
            BoardSource::Hid => f.write_str("hid"),
            BoardSource::Serial(port) => write!(f, "serial:{port}"),
            BoardSource::None => f.write_str("none"),
        }
    }
}

/// `[devices] sighted-board`: the sighted player's board, if taktil reads it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum SightedSource {
    /// Not read: an ordinary board; the assistant enters what it shows when asked.
    #[default]
    None,
    /// A DGT electronic board on this serial port.
    Dgt(String),
    /// A TBP/1 board on this serial port.
    Serial(String),
}

impl SightedSource {
    /// What the setting takes, for messages.
    pub const EXPECTED: &'static str = "none, dgt:PORT or serial:PORT (e.g. dgt:/dev/ttyACM0)";
}

impl FromStr for SightedSource {
    type Err = ParseWordError;
    fn from_str(s: &str) -> Result<SightedSource, ParseWordError> {
        let s = s.trim();
        if s.eq_ignore_ascii_case("none") {
            Ok(SightedSource::None)
        } else if let Some(port) = port(s, "dgt:") {
            Ok(SightedSource::Dgt(port.to_owned()))
        } else if let Some(port) = port(s, "serial:") {
            Ok(SightedSource::Serial(port.to_owned()))
        } else {
            Err(ParseWordError { setting: None, word: s.to_owned(), expected: SightedSource::EXPECTED })
        }
    }
}

impl fmt::Display for SightedSource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SightedSource::None => f.write_str("none"),
            SightedSource::Dgt(port) => write!(f, "dgt:{port}"),
            SightedSource::Serial(port) => write!(f, "serial:{port}"),
        }
    }
}

/// `[devices] braille-display`: the player's refreshable braille display, through
/// BRLTTY's BrlAPI (docs/braille-display.md).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum BrailleSource {
    /// No display.
    #[default]
    Off,
    /// BRLTTY's own BrlAPI server (the `BRLAPI_HOST` environment variable, else the
    /// local one).
    Auto,
    /// The BrlAPI server at this host, as BrlAPI writes it (`localhost:1`, `:1`).
    Host(String),
}

impl BrailleSource {
    /// What the setting takes, for messages.
    pub const EXPECTED: &'static str = "off, auto or a BrlAPI host (e.g. localhost:1)";
}

impl FromStr for BrailleSource {
    type Err = ParseWordError;
    fn from_str(s: &str) -> Result<BrailleSource, ParseWordError> {
        let s = s.trim();
        if s.eq_ignore_ascii_case("off") || s.eq_ignore_ascii_case("none") {
            Ok(BrailleSource::Off)
        } else if s.eq_ignore_ascii_case("auto") {
            Ok(BrailleSource::Auto)
        } else if s.contains(':') && !s.contains(char::is_whitespace) {
            Ok(BrailleSource::Host(s.to_owned()))
        } else {
            Err(ParseWordError { setting: None, word: s.to_owned(), expected: BrailleSource::EXPECTED })
        }
    }
}

impl fmt::Display for BrailleSource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BrailleSource::Off => f.write_str("off"),
            BrailleSource::Auto => f.write_str("auto"),
            BrailleSource::Host(host) => f.write_str(host),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_parse_in_any_case_and_print_back() {
        assert_eq!("Stopped".parse(), Ok(Downtime::Stopped));
        assert_eq!("RAN".parse::<Downtime>().map(|d| d.to_string()), Ok("ran".to_owned()));
        for view in [ViewMode::Auto, ViewMode::Full, ViewMode::Plain, ViewMode::Lines] {
            assert_eq!(view.to_string().parse(), Ok(view));
        }
        assert_eq!("HID".parse(), Ok(KeypadSource::Hid));
        assert_eq!(" stdin ".parse(), Ok(BoardSource::Stdin));
        assert_eq!("None".parse::<BoardSource>().map(|b| b.to_string()), Ok("none".to_owned()));
        assert_eq!("no".parse(), Ok(Rotation::No));
    }

    #[test]
    fn ports_are_kept_as_written() {
        let board: BoardSource = "Serial:/dev/ttyUSB0".parse().unwrap();
        assert_eq!(board, BoardSource::Serial("/dev/ttyUSB0".to_owned()));
        assert_eq!(board.to_string(), "serial:/dev/ttyUSB0");
        let sighted: SightedSource = "dgt:/dev/ttyACM0".parse().unwrap();
        assert_eq!(sighted.to_string().parse(), Ok(sighted));
        let sighted: SightedSource = " serial:/dev/ttyACM1 ".parse().unwrap();
        assert_eq!(sighted, SightedSource::Serial("/dev/ttyACM1".to_owned()));
        assert_eq!(" Auto ".parse(), Ok(BrailleSource::Auto));
        assert_eq!("localhost:1".parse(), Ok(BrailleSource::Host("localhost:1".into())));
        assert_eq!(BrailleSource::Host(":1".into()).to_string(), ":1");
        assert!("usb".parse::<BrailleSource>().is_err());
        assert_eq!(sighted.to_string(), "serial:/dev/ttyACM1");
    }

    #[test]
    fn a_bad_word_says_what_would_do() {
        let e = |r: Result<(), ParseWordError>| r.unwrap_err().to_string();
        assert_eq!(
            e("usb".parse::<BoardSource>().map(drop)),
            "expected stdin, hid, serial:PORT (e.g. serial:/dev/ttyUSB0) or none"
        );
        assert_eq!(e("serial:".parse::<BoardSource>().map(drop)), e("usb".parse::<BoardSource>().map(drop)));
        assert_eq!(
            e("dgt".parse::<SightedSource>().map(drop)),
            "expected none, dgt:PORT or serial:PORT (e.g. dgt:/dev/ttyACM0)"
        );
        assert_eq!(e("later".parse::<Downtime>().map(drop)), "expected stopped or ran");
        assert_eq!(e("tui".parse::<ViewMode>().map(drop)), "expected auto, full, plain or lines");
        assert_eq!(e("usb".parse::<KeypadSource>().map(drop)), "expected none, hid or evdev");
        assert_eq!(e("maybe".parse::<Rotation>().map(drop)), "expected auto, yes or no");
        // A multi-byte character where the prefix would end is no panic.
        assert!("seria€".parse::<BoardSource>().is_err());
    }
}
