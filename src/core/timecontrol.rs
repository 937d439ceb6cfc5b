//! Time controls and their compact syntax: `40/120m, 60m`, `40/90m, 30m +30s`,
//! `40/100m, 40m d30s`.
//!
//! A time control is a list of stages (N moves in T, the last one for the rest of the
//! game) and one mode for the whole game: none, Fischer increment, simple delay or
//! Bronstein delay (6.2a; R-70). This module is only the vocabulary and the text form;
//! the `clock` module runs it. The syntax is documented for players, assistants
//! and arbiters in `docs/time-control.md`.
//!
//! Syntax: stages separated by `,`; a stage is `N/T` (N moves in T) or `T` (the rest of
//! the game, only last); a time is numbers with units `h`, `m`, `s` in that order
//! (`2h`, `90m`, `1h30m`, `30s`); an optional mode after the last stage: `+T`
//! increment, `dT` simple delay, `bT` Bronstein delay. Times are whole seconds.
//!
//! # Examples
//!
//! ```
//! use std::time::Duration;
//! use taktil::core::timecontrol::{Mode, TimeControl};
//!
//! // Trier team matches: 2 h for 40 moves, then 1 h to the end (003, item 3).
//! let tc: TimeControl = "40/120m, 60m".parse()?;
//! assert_eq!(tc.stages.len(), 2);
//! assert_eq!(tc.mode, Mode::None);
//!
//! // 90 min / 40 moves + 30 min + 30 s per move from move 1.
//! let tc: TimeControl = "40/90m, 30m +30s".parse()?;
//! assert_eq!(tc.mode, Mode::Increment(Duration::from_secs(30)));
//! assert_eq!(tc.to_string(), "40/90m, 30m +30s");
//!
//! let err = "40/120m".parse::<TimeControl>().unwrap_err();
//! assert_eq!(err.to_string(), "the last stage must be for the rest of the game: expected e.g. 40/120m, 60m");
//! # Ok::<_, taktil::core::timecontrol::ParseTimeControlError>(())
//! ```

use std::{fmt, str::FromStr, time::Duration};

/// A time control: stages, then one mode for every move of the game (6.2a).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TimeControl {
    /// The periods in order. A parsed control has at least one, and only the last is
    /// for the rest of the game.
    pub stages: Vec<Stage>,
    /// What happens on each move besides the time running.
    pub mode: Mode,
}

/// One period of a time control.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Stage {
    /// The moves to complete in this period; `None` for the rest of the game.
    pub moves: Option<u32>,
    /// The time added for this period.
    pub time: Duration,
}

/// What happens on each move besides the main time running.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Mode {
    /// Only the main time.
    #[default]
    None,
    /// Fischer: this much is added after each completed move, from move 1.
    Increment(Duration),
    /// Simple delay, the "time delay mode" of 6.2b (2001) and the German
    /// "Aufschub-Modus": on each move the main time starts running only after this
    /// delay. Delay not used is lost; it never adds to the main time.
    Delay(Duration),
    /// Bronstein: after each completed move the time used on it is given back, up to
    /// this much.
    Bronstein(Duration),
}

impl TimeControl {
    /// The stage a side plays in after `completed` completed moves (R-31): the index of
    /// the first stage whose control move is still ahead.
    pub fn stage_at(&self, completed: u32) -> usize {
        let mut end: u64 = 0;
        for (i, stage) in self.stages.iter().enumerate() {
            match stage.moves {
                None => return i,
                Some(n) => {
                    end += u64::from(n);
                    if u64::from(completed) < end {
                        return i;
                    }
                }
            }
        }
        self.stages.len().saturating_sub(1)
    }

    /// The control move of a stage: the completed moves a side needs by the end of it
    /// (40 for `40/120m`, 60 for the second stage of `40/120m, 20/60m, 60m`). `None`
    /// for the rest-of-the-game stage and for stages that do not exist.
    pub fn control_move(&self, stage: usize) -> Option<u32> {
        if stage >= self.stages.len() {
            return None;
        }
        let mut end: u32 = 0;
        for s in &self.stages[..=stage] {
            end = end.saturating_add(s.moves?);
        }
        Some(end)
    }
}

/// Why a time control's text is not a time control.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseTimeControlError {
    /// Nothing but blanks.
    Empty,
    /// Two commas in a row, a trailing comma, or a mode with no stage before it.
    EmptyStage,
    /// A time without a unit, with an unknown unit, or with units out of order.
    BadTime(String),
    /// A time of zero.
    ZeroTime(String),
    /// A time longer than [`MAX_TIME`].
    TooLong(String),
    /// The move count of an `N/T` stage is not a whole number above zero.
    BadMoves(String),
    /// The mode is not one of `+T`, `dT`, `bT`, or something follows it.
    BadMode(String),
    /// A stage for the rest of the game before the last stage.
    RestNotLast(String),
    /// The last stage has a move count.
    LastStageNotRest,
}

impl fmt::Display for ParseTimeControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseTimeControlError::Empty => write!(f, "empty time control"),
            ParseTimeControlError::EmptyStage => {
                write!(f, "empty stage: expected stages separated by commas, e.g. 40/120m, 60m")
            }
            ParseTimeControlError::BadTime(t) => {
                write!(f, "bad time '{t}': expected a number with a unit (h, m or s), e.g. 90m")
            }
            ParseTimeControlError::ZeroTime(t) => write!(f, "bad time '{t}': expected more than zero, e.g. 90m"),
            ParseTimeControlError::TooLong(t) => write!(f, "time '{t}' is too long: expected at most {MAX_HOURS}h"),
            ParseTimeControlError::BadMoves(n) => {
                write!(f, "bad move count '{n}': expected a whole number of moves above zero, e.g. 40/120m")
            }
            ParseTimeControlError::BadMode(m) => write!(
                f,
                "bad mode '{m}': expected one of +30s (increment), d30s (delay) or b30s (Bronstein), once, after the last stage"
            ),
            ParseTimeControlError::RestNotLast(s) => write!(
                f,
                "stage '{s}' has no move count: only the last stage can be for the rest of the game, e.g. 40/120m, 60m"
            ),
            ParseTimeControlError::LastStageNotRest => {
                write!(f, "the last stage must be for the rest of the game: expected e.g. 40/120m, 60m")
            }
        }
    }
}

impl std::error::Error for ParseTimeControlError {}

impl FromStr for TimeControl {
    type Err = ParseTimeControlError;

    fn from_str(s: &str) -> Result<TimeControl, ParseTimeControlError> {
        let s = s.trim();
        if s.is_empty() {
            return Err(ParseTimeControlError::Empty);
        }
        // The mode letters and `+` appear nowhere in stages (the units are h, m, s).
        let (stages_text, mode) = match s.find(['+', 'd', 'b']) {
            Some(i) => (&s[..i], parse_mode(s[i..].trim())?),
            None => (s, Mode::None),
        };
        let mut stages = Vec::new();
        for part in stages_text.split(',') {
            let part = part.trim();
            if part.is_empty() {
                return Err(ParseTimeControlError::EmptyStage);
            }
            let stage = match part.split_once('/') {
                Some((n, t)) => Stage { moves: Some(parse_moves(n.trim())?), time: parse_time(t.trim())? },
                None => Stage { moves: None, time: parse_time(part)? },
            };
            if let Some(last) = stages.last()
                && matches!(last, Stage { moves: None, .. })
            {
                return Err(ParseTimeControlError::RestNotLast(format_stage(last)));
            }
            stages.push(stage);
        }
        match stages.last() {
            Some(Stage { moves: None, .. }) => Ok(TimeControl { stages, mode }),
            _ => Err(ParseTimeControlError::LastStageNotRest),
        }
    }
}

/// `+30s`, `d30s` or `b30s`.
fn parse_mode(text: &str) -> Result<Mode, ParseTimeControlError> {
    let bad = || ParseTimeControlError::BadMode(text.to_string());
    let mut chars = text.chars();
    let kind = chars.next().ok_or_else(bad)?;
    let rest = chars.as_str().trim();
    if rest.is_empty() || rest.contains(['+', 'd', 'b', ',', '/']) {
        return Err(bad());
    }
    let time = parse_time(rest)?;
    match kind {
        '+' => Ok(Mode::Increment(time)),
        'd' => Ok(Mode::Delay(time)),
        'b' => Ok(Mode::Bronstein(time)),
        _ => Err(bad()),
    }
}

/// The `N` of `N/T`.
fn parse_moves(text: &str) -> Result<u32, ParseTimeControlError> {
    let bad = || ParseTimeControlError::BadMoves(text.to_string());
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    match text.parse::<u32>() {
        Ok(n) if n > 0 => Ok(n),
        _ => Err(bad()),
    }
}

/// The longest time taktil reads, in hours: far above any game's clock, far below
/// what the clock's milliseconds can hold (issue 13: a time out of range says so).
pub const MAX_HOURS: u64 = 1000;

/// The longest time taktil reads ([`MAX_HOURS`]).
pub const MAX_TIME: Duration = Duration::from_secs(MAX_HOURS * 3600);

/// `2h`, `90m`, `1h30m`, `30s`: numbers with units, largest unit first, each unit once,
/// at most [`MAX_TIME`].
fn parse_time(text: &str) -> Result<Duration, ParseTimeControlError> {
    let bad = || ParseTimeControlError::BadTime(text.to_string());
    let too_long = || ParseTimeControlError::TooLong(text.to_string());
    if text.is_empty() {
        return Err(bad());
    }
    let mut seconds: u64 = 0;
    let mut rest = text;
    // Units must come largest first: 3 means no unit seen yet.
    let mut last_rank = 3;
    while !rest.is_empty() {
        let digits = rest.find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len());
        if digits == 0 {
            return Err(bad());
        }
        let (rank, factor) = match rest[digits..].chars().next() {
            Some('h') => (2, 3600),
            Some('m') => (1, 60),
            Some('s') => (0, 1),
            _ => return Err(bad()),
        };
        if rank >= last_rank {
            return Err(bad());
        }
        last_rank = rank;
        // Digits too many for a number are a time too long.
        let n: u64 = rest[..digits].parse().map_err(|_| too_long())?;
        seconds = n.checked_mul(factor).and_then(|v| seconds.checked_add(v)).ok_or_else(too_long)?;
        rest = &rest[digits + 1..];
    }
    if seconds > MAX_TIME.as_secs() {
        return Err(too_long());
    }
    if seconds == 0 {
        return Err(ParseTimeControlError::ZeroTime(text.to_string()));
    }
    Ok(Duration::from_secs(seconds))
}

/// A time in minutes and seconds (`120m`, `1m30s`, `30s`): the form the examples in
/// the seeds use. Fractions of a second are dropped.
pub struct Time(pub Duration);

impl fmt::Display for Time {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let secs = self.0.as_secs();
        match (secs / 60, secs % 60) {
            (0, s) => write!(f, "{s}s"),
            (m, 0) => write!(f, "{m}m"),
            (m, s) => write!(f, "{m}m{s}s"),
        }
    }
}

fn format_stage(stage: &Stage) -> String {
    match stage.moves {
        Some(n) => format!("{n}/{}", Time(stage.time)),
        None => Time(stage.time).to_string(),
    }
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, stage) in self.stages.iter().enumerate() {
            if i > 0 {
                write!(f, ", ")?;
            }
            write!(f, "{}", format_stage(stage))?;
        }
        match self.mode {
            Mode::None => Ok(()),
            Mode::Increment(t) => write!(f, " +{}", Time(t)),
            Mode::Delay(t) => write!(f, " d{}", Time(t)),
            Mode::Bronstein(t) => write!(f, " b{}", Time(t)),
        }
    }
}

/// A time on its own, in the syntax of a stage's time (`2m`, `1h10m`, `90s`, `1m30s`),
/// zero allowed (`0s`): for the arbiter's clock settings, where zero is a fallen flag.
///
/// ```
/// use std::time::Duration;
/// use taktil::core::timecontrol::parse_duration;
///
/// assert_eq!(parse_duration("1m30s")?, Duration::from_secs(90));
/// assert_eq!(parse_duration("0s")?, Duration::ZERO);
/// assert!(parse_duration("90").is_err());
/// # Ok::<_, taktil::core::timecontrol::ParseTimeControlError>(())
/// ```
///
/// # Errors
/// When the text is not numbers with units `h`, `m`, `s`, largest first.
pub fn parse_duration(text: &str) -> Result<Duration, ParseTimeControlError> {
    match parse_time(text) {
        Err(ParseTimeControlError::ZeroTime(_)) => Ok(Duration::ZERO),
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times() {
        let secs = |t: &str| parse_time(t).map(|d| d.as_secs());
        assert_eq!(secs("2h"), Ok(7200));
        assert_eq!(secs("1h30m"), Ok(5400));
        assert_eq!(secs("1h30m15s"), Ok(5415));
        assert_eq!(secs("1m30s"), Ok(90));
        assert!(parse_time("30m1h").is_err());
        assert!(parse_time("30m30m").is_err());
        assert!(parse_time("m").is_err());
        assert_eq!(
            parse_time("99999999999999999999h"),
            Err(ParseTimeControlError::TooLong("99999999999999999999h".into()))
        );
        assert_eq!(secs("1000h"), Ok(3_600_000));
        assert_eq!(
            parse_time("1000h1s").map_err(|e| e.to_string()),
            Err("time '1000h1s' is too long: expected at most 1000h".into())
        );
        assert_eq!(
            parse_time("99999999999999999999x"),
            Err(ParseTimeControlError::BadTime("99999999999999999999x".into()))
        );
    }

    #[test]
    fn stages_and_control_moves() {
        let tc: TimeControl = "40/120m, 20/60m, 60m".parse().unwrap();
        assert_eq!(tc.stage_at(0), 0);
        assert_eq!(tc.stage_at(39), 0);
        assert_eq!(tc.stage_at(40), 1);
        assert_eq!(tc.stage_at(59), 1);
        assert_eq!(tc.stage_at(60), 2);
        assert_eq!(tc.stage_at(500), 2);
        assert_eq!(tc.control_move(0), Some(40));
        assert_eq!(tc.control_move(1), Some(60));
        assert_eq!(tc.control_move(2), None);
        assert_eq!(tc.control_move(3), None);
    }

    #[test]
    fn display_uses_minutes_and_seconds() {
        let tc: TimeControl = "40/2h, 1h30m +1m5s".parse().unwrap();
        assert_eq!(tc.to_string(), "40/120m, 90m +1m5s");
    }
}
