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
    pub enum OpponentKind ("opponent": "person, engine, lichess or remote") {
        /// A person at the board (a tournament game).
        #[default]
        Person = "person",
        /// A UCI engine (docs/practice.md).
        Engine = "engine",
        /// A person far away, on Lichess (issue 33, docs/online.md).
        Lichess = "lichess",
        /// A person far away, his moves typed and confirmed (docs/online.md).
        Remote = "remote",
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
    /// A DGT board read through DGT LiveChess (issue 31, docs/equipment.md).
    LiveChess(LiveChessAddr),
}

/// Where a board in DGT LiveChess is: `HOST[:PORT]/SERIAL`, the port 1982 unless given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LiveChessAddr {
    /// The organiser's PC that runs LiveChess: a name or an IP address.
    pub host: String,
    /// LiveChess's port.
    pub port: u16,
    /// The board's serial number (`taktil devices --livechess HOST` lists them).
    pub serial: String,
}

impl LiveChessAddr {
    /// LiveChess's port when none is given.
    pub const PORT: u16 = 1982;
    /// What the address takes, for messages.
    pub const EXPECTED: &'static str = "HOST[:PORT]/SERIAL, e.g. 192.168.1.20/24153 or localhost:1982/24153";

    /// `HOST[:PORT]` without a board.
    fn host_port(s: &str) -> Result<(String, u16), ParseWordError> {
        let bad = || ParseWordError { setting: None, word: s.to_owned(), expected: "HOST[:PORT], e.g. 192.168.1.20" };
        let s = s.trim();
        // An IPv6 address is written in brackets, [::1]:1982.
        let (host, port) = match s.rsplit_once(':') {
            Some((host, port)) if !host.ends_with(':') && (!host.contains(':') || host.ends_with(']')) => {
                (host, Some(port.parse::<u16>().ok().filter(|p| *p > 0).ok_or_else(bad)?))
            }
            _ => (s, None),
        };
        if host.is_empty() || host.contains('/') || host.chars().any(char::is_whitespace) {
            return Err(bad());
        }
        Ok((host.to_owned(), port.unwrap_or(LiveChessAddr::PORT)))
    }
}

/// `HOST[:PORT]`: a LiveChess to list the boards of (`taktil devices --livechess`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LiveChessHost {
    /// A name or an IP address.
    pub host: String,
    /// LiveChess's port (1982 unless given).
    pub port: u16,
}

impl FromStr for LiveChessHost {
    type Err = ParseWordError;
    fn from_str(s: &str) -> Result<LiveChessHost, ParseWordError> {
        LiveChessAddr::host_port(s).map(|(host, port)| LiveChessHost { host, port })
    }
}

impl fmt::Display for LiveChessHost {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.host, self.port)
    }
}

impl FromStr for LiveChessAddr {
    type Err = ParseWordError;
    fn from_str(s: &str) -> Result<LiveChessAddr, ParseWordError> {
        let bad = || ParseWordError { setting: None, word: s.to_owned(), expected: LiveChessAddr::EXPECTED };
        let (place, serial) = s.trim().split_once('/').ok_or_else(bad)?;
        let serial = serial.trim();
        if serial.is_empty() || serial.contains('/') {
            return Err(bad());
        }
        let (host, port) = LiveChessAddr::host_port(place).map_err(|_| bad())?;
        Ok(LiveChessAddr { host, port, serial: serial.to_owned() })
    }
}

impl fmt::Display for LiveChessAddr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}/{}", self.host, self.port, self.serial)
    }
}

impl SightedSource {
    /// What the setting takes, for messages.
    pub const EXPECTED: &'static str = "none, dgt:PORT, serial:PORT or livechess:HOST[:PORT]/SERIAL (e.g. dgt:/dev/ttyACM0, livechess:192.168.1.20/24153)";
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
        } else if let Some(addr) = port(s, "livechess:") {
            addr.parse().map(SightedSource::LiveChess)
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
            SightedSource::LiveChess(addr) => write!(f, "livechess:{addr}"),
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
            "expected none, dgt:PORT, serial:PORT or livechess:HOST[:PORT]/SERIAL (e.g. dgt:/dev/ttyACM0, livechess:192.168.1.20/24153)"
        );
        // A LiveChess address: the port 1982 unless given, the board's serial number.
        let addr = |s: &str| s.parse::<SightedSource>();
        let lc = |host: &str, port, serial: &str| {
            SightedSource::LiveChess(LiveChessAddr { host: host.into(), port, serial: serial.into() })
        };
        assert_eq!(addr("livechess:192.168.1.20/24153"), Ok(lc("192.168.1.20", 1982, "24153")));
        assert_eq!(addr("LiveChess:localhost:2000/7"), Ok(lc("localhost", 2000, "7")));
        assert_eq!(addr("livechess:[::1]:1982/7"), Ok(lc("[::1]", 1982, "7")));
        assert_eq!(lc("localhost", 1982, "7").to_string(), "livechess:localhost:1982/7");
        for bad in ["livechess:host", "livechess:host/", "livechess:host:0/1", "livechess:host:x/1", "livechess:/1"] {
            assert_eq!(
                e(addr(bad).map(drop)),
                "expected HOST[:PORT]/SERIAL, e.g. 192.168.1.20/24153 or localhost:1982/24153",
                "{bad}"
            );
        }
        assert_eq!("pc.local".parse::<LiveChessHost>().map(|h| h.to_string()), Ok("pc.local:1982".into()));
        assert!("pc.local:99999".parse::<LiveChessHost>().is_err());
        assert_eq!(e("later".parse::<Downtime>().map(drop)), "expected stopped or ran");
        assert_eq!(e("tui".parse::<ViewMode>().map(drop)), "expected auto, full, plain or lines");
        assert_eq!(e("usb".parse::<KeypadSource>().map(drop)), "expected none, hid or evdev");
        assert_eq!(e("maybe".parse::<Rotation>().map(drop)), "expected auto, yes or no");
        // A multi-byte character where the prefix would end is no panic.
        assert!("seria€".parse::<BoardSource>().is_err());
    }
}
