//! Clock-reading lines of a session script: what the electronic clock cabled to the
//! sighted player's board shows (`@5000 sighted clock-reading white 1:29:55 black
//! 1:30:00 running black`), or that no clock is connected (`@5000 sighted
//! clock-reading none`), read and written here (docs/session-script.md, "Clock
//! readings"). A live session journals each reading its DGT adapter decodes
//! ([`Input::ExternalClock`]), so that a replay follows the clock as the live session
//! did.
//!
//! [`Input::ExternalClock`]: crate::core::input::Input::ExternalClock

use std::fmt;

use shakmaty::Color;

use super::{Args, ScriptErrorKind, parse_number};
use crate::core::input::ClockReading;

/// The word that starts a clock-reading line after the device: `sighted clock-reading
/// none`. No TBP/1 message starts with it.
pub(super) const READING: &str = "clock-reading";
/// What a reading line looks like, for error messages.
pub(super) const READING_USAGE: &str = "clock-reading white <H:MM:SS> black <H:MM:SS> running white|black|none [flag white] [flag black], \
     or clock-reading none";
const TIME_EXPECTED: &str = "a clock time H:MM:SS, e.g. 1:29:55 or 0:04:59.500";
/// The longest time a reading may show: 100 hours, far above any clock's display.
const MAX_MS: u64 = 100 * 3_600_000;

/// The rest of a reading line after `clock-reading`: `None` for `none`.
pub(super) fn parse(fields: &[&str]) -> Result<Option<ClockReading>, ScriptErrorKind> {
    let mut args = Args { fields, used: 0 };
    if args.keyword("none") {
        args.finish()?;
        return Ok(None);
    }
    let bad = |word: &str, expected: &'static str| ScriptErrorKind::BadClockReading { word: word.to_owned(), expected };
    let mut side = |color: Color| -> Result<u64, ScriptErrorKind> {
        let name = color.fold_wb("white", "black");
        if !args.keyword(name) {
            let word = args.next().unwrap_or("");
            return Err(bad(word, if color == Color::White { READING_USAGE } else { "black <H:MM:SS>" }));
        }
        let time = args.need(READING_USAGE)?;
        parse_time(time).ok_or_else(|| bad(time, TIME_EXPECTED))
    };
    let white_ms = side(Color::White)?;
    let black_ms = side(Color::Black)?;
    if !args.keyword("running") {
        return Err(bad(args.next().unwrap_or(""), "running white|black|none"));
    }
    let word = args.need(READING_USAGE)?;
    let running = match word.to_ascii_lowercase().as_str() {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        "none" => None,
        _ => return Err(bad(word, "white, black or none after running")),
    };
    let mut reading = ClockReading { white_ms, black_ms, running, white_flag: false, black_flag: false };
    while args.keyword("flag") {
        let word = args.need("flag white|black")?;
        match word.to_ascii_lowercase().as_str() {
            "white" => reading.white_flag = true,
            "black" => reading.black_flag = true,
            _ => return Err(bad(word, "white or black after flag")),
        }
    }
    args.finish()?;
    Ok(Some(reading))
}

/// `H:MM:SS` or `M:SS`, with an optional `.mmm`, in milliseconds.
fn parse_time(text: &str) -> Option<u64> {
    let (whole, fraction) = match text.split_once('.') {
        Some((whole, fraction)) if fraction.len() == 3 => (whole, parse_number(fraction)?),
        Some(_) => return None,
        None => (text, 0),
    };
    let parts: Vec<&str> = whole.split(':').collect();
    let (hours, minutes, seconds) = match parts.as_slice() {
        [h, m, s] => (parse_number(h)?, *m, *s),
        [m, s] => (0, *m, *s),
        _ => return None,
    };
    let two_digits = |s: &str| if s.len() == 2 { parse_number(s).filter(|n| *n < 60) } else { None };
    let minutes = if parts.len() == 2 { parse_number(minutes)? } else { two_digits(minutes)? };
    let seconds = two_digits(seconds)?;
    let ms = hours.checked_mul(3_600_000)?.checked_add(minutes.checked_mul(60_000)?)?;
    let ms = ms.checked_add(seconds * 1000 + fraction)?;
    (ms <= MAX_MS).then_some(ms)
}

/// A reading line's words after the device: `clock-reading white 1:29:55 black
/// 1:30:00 running black`.
pub(super) struct Words(pub(super) Option<ClockReading>);

impl fmt::Display for Words {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Some(r) = self.0 else { return write!(f, "{READING} none") };
        let running = r.running.map_or("none", |c| c.fold_wb("white", "black"));
        write!(f, "{READING} white {} black {} running {running}", Hms(r.white_ms), Hms(r.black_ms))?;
        if r.white_flag {
            f.write_str(" flag white")?;
        }
        if r.black_flag {
            f.write_str(" flag black")?;
        }
        Ok(())
    }
}

/// A clock time as `H:MM:SS`, and `.mmm` when it is not whole seconds.
struct Hms(u64);

impl fmt::Display for Hms {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = self.0 / 1000;
        write!(f, "{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)?;
        match self.0 % 1000 {
            0 => Ok(()),
            ms => write!(f, ".{ms:03}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        core::input::{Device, Input},
        script::{parse, parse_input},
    };

    fn reading(white_ms: u64, black_ms: u64, running: Option<Color>) -> ClockReading {
        ClockReading { white_ms, black_ms, running, white_flag: false, black_flag: false }
    }

    fn err(text: &str) -> String {
        match parse(text) {
            Ok(ok) => panic!("{text:?} parsed as {ok:?}"),
            Err(e) => e.to_string(),
        }
    }

    #[test]
    fn reading_lines_round_trip() {
        let flagged = ClockReading { white_flag: true, ..reading(0, 61_000, None) };
        let cases = [
            (
                "@5000 sighted clock-reading white 1:29:55 black 1:30:00 running black",
                Some(reading(5_395_000, 5_400_000, Some(Color::Black))),
            ),
            (
                "@1 SIGHTED Clock-Reading White 4:59 Black 0:05:00 Running White",
                Some(reading(299_000, 300_000, Some(Color::White))),
            ),
            ("@1 sighted clock-reading white 0:00:00 black 0:01:01 running none flag white", Some(flagged)),
            (
                "@1 sighted clock-reading white 0:00:00.250 black 10:00:00 running none",
                Some(reading(250, 36_000_000, None)),
            ),
            ("@1 sighted clock-reading none # unplugged", None),
        ];
        for (text, want) in cases {
            let script = parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(script.events[0].input, Input::ExternalClock(want), "{text}");
            // Written the way taktil writes it, it reads back the same.
            let written = script.events[0].to_string();
            assert_eq!(parse(&written).map(|s| s.events[0].input.clone()), Ok(Input::ExternalClock(want)), "{written}");
            // A live line reads the same.
            let line = text.split_once(' ').map_or(text, |(_, rest)| rest);
            assert_eq!(parse_input(line), Ok(Some(Input::ExternalClock(want))), "{line}");
        }
        let both = ClockReading { white_flag: true, black_flag: true, ..reading(0, 0, None) };
        assert_eq!(
            Words(Some(both)).to_string(),
            "clock-reading white 0:00:00 black 0:00:00 running none flag white flag black"
        );
    }

    #[test]
    fn bad_reading_lines_say_what_is_wrong() {
        let cases = [
            ("@1 sighted clock-reading", "expected clock-reading white <H:MM:SS>"),
            ("@1 sighted clock-reading white 1:30 black", "expected clock-reading white"),
            ("@1 sighted clock-reading white 1:61:00 black 1:00:00 running white", "bad clock reading '1:61:00'"),
            ("@1 sighted clock-reading white 1:00:00 black 1:00:00 running red", "bad clock reading 'red'"),
            ("@1 sighted clock-reading white 1:00:00 black 1:00:00", "running white|black|none"),
            ("@1 sighted clock-reading white 1:00:00 black 1:00:00 running none flag", "flag white|black"),
            ("@1 sighted clock-reading none now", "extra field 'now'"),
            ("@1 sighted clock-reading white 101:00:00 black 1:00:00 running none", "bad clock reading '101:00:00'"),
            ("@1 tactile clock-reading none", "only the sighted board"),
            ("@1 sighted clock-reading none #3", "sequence number #3 on a clock-reading line"),
        ];
        for (text, want) in cases {
            let e = err(text);
            assert!(e.contains(want), "{text}: {e}");
        }
        assert!(parse_input("sighted clock-reading white x black 1:00 running none").is_err());
        let _ = Device::Sighted;
    }
}
