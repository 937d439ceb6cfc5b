//! The header of a session script: the `set <key> <value>` lines, and the one table of
//! their keys ([`HEADER_KEYS`]).
//!
//! Each key is written once, in the table: its name, what its value looks like (for
//! messages), how a value is read and checked, and how it is written back. Reading a
//! `set` line ([`Header::set_key`], and the script parser), writing the canonical
//! form (`Display`), the list of keys in messages ([`KEYS`]), merging the command
//! line over a script ([`Header::over`]) and the configuration file's `[game]` and
//! `[voice]` tables (`crate::config`) all go through the table, so a key added there
//! is read, written, merged and listed everywhere. The table's order is the canonical
//! order.
//!
//! Invariants: every value a key's reader accepts is written back by the key in a form
//! the reader accepts again, as the same value; reading never panics.

use std::{fmt, str::FromStr, time::Duration};

use shakmaty::Color;
use unic_langid::LanguageIdentifier;

use super::{ScriptErrorKind, parse_color, parse_number};
use crate::{
    core::{
        duty::Duty,
        settings::{
            AnnounceMode, AssistantFor, Duties, Edition, FlagRule, OpponentHearing, Practice, QuickplayGuidelines,
            Settings, SightedClock, Start, StartError, TactileBoard,
        },
        timecontrol::{ParseTimeControlError, Time, TimeControl, parse_duration},
        words::{Word, words},
    },
    l10n::{FileNames, Preset, Words},
};

words! {
    /// Standard chess or Chess960 (`set variant`).
    pub enum Variant ("variant": "standard or chess960") {
        /// Standard chess.
        #[default]
        Standard = "standard",
        /// Chess960: castling by the Chess960 rules.
        Chess960 = "chess960",
    }
}

/// The session settings a script gives; `None` where the script says nothing.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Header {
    /// `set blind white|black`: the blind player's colour.
    pub blind: Option<Color>,
    /// `set fen <FEN>`: the start position.
    pub fen: Option<String>,
    /// `set variant standard|chess960`.
    pub variant: Option<Variant>,
    /// `set chess960 <0..959>`: a Chess960 start position by number.
    pub chess960: Option<u32>,
    /// `set announce auto|confirm`.
    pub announce: Option<AnnounceMode>,
    /// `set time-control <control>`, e.g. `40/90m, 30m +30s` (checked when read).
    pub time_control: Option<TimeControl>,
    /// `set sighted-clock auto|key`: how the sighted player's press reaches taktil.
    pub sighted_clock: Option<SightedClock>,
    /// `set flag auto|claim`: when a fallen flag counts.
    pub flag: Option<FlagRule>,
    /// `set low-time <T>|off`: the blind player's low-time warning.
    pub low_time: Option<LowTime>,
    /// `set locale <language tag>`, e.g. `en`, `de`, `nb-NO`.
    pub locale: Option<String>,
    /// `set files international|danish|nato|letters`: the file-name vocabulary (the
    /// word of a [`FileNames`]).
    pub files: Option<String>,
    /// `set ranks german|local`: the rank-number vocabulary (the word of a [`Words`]).
    pub ranks: Option<String>,
    /// `set pieces german|local`: the piece-name vocabulary (the word of a [`Words`]).
    pub pieces: Option<String>,
    /// `set vocabulary fide|scandinavian`: a preset for files, ranks and pieces (the
    /// word of a [`Preset`]); the three keys above, when set, win over it.
    pub vocabulary: Option<String>,
    /// `set history-moves <n>`: how many moves the `history` key reads.
    pub history_moves: Option<u64>,
    /// `set bounce-ms <ms>`.
    pub bounce_ms: Option<u64>,
    /// `set settle-ms <ms>`.
    pub settle_ms: Option<u64>,
    /// `set divergence-ms <ms>`.
    pub divergence_ms: Option<u64>,
    /// `set together-ms <ms>`.
    pub together_ms: Option<u64>,
    /// `set press-grace-ms <ms>`: with an electronic clock, how long a mover's clock
    /// may run after his move before the move without a press is written down.
    pub press_grace_ms: Option<u64>,
    /// `set edition 2009|2001`.
    pub edition: Option<Edition>,
    /// `set assistant blind|sighted`: whose assistant taktil is (E2.9, E2.10).
    pub assistant: Option<AssistantFor>,
    /// `set duties all|none|<letters>`: the assistant's duties taktil does (E2.9);
    /// only a and b with `assistant sighted`.
    pub duties: Option<Duties>,
    /// `set tactile-board sensors|none`: whether the blind player's board reports its
    /// pegs (issue 16: `none` reads his moves from the sighted board).
    pub tactile_board: Option<TactileBoard>,
    /// `set practice on|off`: a practice game against an engine (issue 18): the
    /// player may take moves back.
    pub practice: Option<Practice>,
    /// `set opponent-hearing hearing|impaired`: with a hearing-impaired opponent an
    /// assistant must transfer and announce the moves (D.2.11), so duties a and b stay
    /// on.
    pub opponent: Option<OpponentHearing>,
    /// `set guidelines-iii yes|no`: whether the event announced Guidelines III (2023
    /// III.2.1), which decide both flags fallen under 2023.
    pub guidelines: Option<QuickplayGuidelines>,
    /// `set lichess-game <id>`: the session plays this Lichess game (issue 33); a
    /// `--resume` reconnects to it.
    pub lichess_game: Option<String>,
}

/// `set low-time`: whether and when the blind player is warned that his time runs low.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LowTime {
    /// `off`: never (the default: time is told only on request, R-51).
    Off,
    /// Warn when the time falls below this (above zero, whole seconds).
    Below(Duration),
}

impl LowTime {
    /// What the setting takes, for messages.
    pub const EXPECTED: &'static str = "a time above zero such as 5m or 1m30s, or off";

    /// The setting's value: the threshold in ms, `None` for off.
    pub fn ms(self) -> Option<u64> {
        match self {
            LowTime::Off => None,
            LowTime::Below(d) => Some(u64::try_from(d.as_millis()).unwrap_or(u64::MAX)),
        }
    }
}

/// A low time that is neither `off` nor a time above zero.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseLowTimeError {
    /// The text as given.
    pub text: String,
}

impl fmt::Display for ParseLowTimeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad low time '{}': expected {}", self.text, LowTime::EXPECTED)
    }
}

impl std::error::Error for ParseLowTimeError {}

impl FromStr for LowTime {
    type Err = ParseLowTimeError;
    /// `off` (in any case), or a time in the time-control syntax above zero: `5m`.
    fn from_str(s: &str) -> Result<LowTime, ParseLowTimeError> {
        if s.eq_ignore_ascii_case("off") {
            return Ok(LowTime::Off);
        }
        match parse_duration(s) {
            Ok(d) if !d.is_zero() => Ok(LowTime::Below(d)),
            _ => Err(ParseLowTimeError { text: s.to_owned() }),
        }
    }
}

impl fmt::Display for LowTime {
    /// `off`, or the time: `5m`, `1m30s`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LowTime::Off => f.write_str("off"),
            LowTime::Below(d) => write!(f, "{}", Time(*d)),
        }
    }
}

/// What a header key is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Topic {
    /// The game and its rules: the core's settings, which [`Header::apply`] writes.
    Game,
    /// The announcer's language and words, left to the caller.
    Voice,
    /// The online game the session plays (issue 33): which game on which server, for
    /// `--resume` to reconnect to. Not a configuration file's key: it is one game's.
    Online,
}

/// One key of the header: its name, what its value looks like, and how a value is read
/// and written back. [`HEADER_KEYS`] holds them all.
pub struct HeaderKey {
    /// The name in `set` lines, e.g. `time-control`.
    pub name: &'static str,
    /// What the value must look like, for messages: `white or black`.
    pub expected: &'static str,
    /// What the key is about.
    pub topic: Topic,
    /// Whether the value is a whole number (a configuration file writes it without
    /// quotes).
    pub number: bool,
    /// Reads a value and sets it, checked against the keys set before.
    set: fn(&mut Header, &Value<'_>) -> Result<(), ScriptErrorKind>,
    /// The value's canonical text, if set.
    get: fn(&Header) -> Option<String>,
    /// Copies the value of the other header, if it has one.
    take: fn(&mut Header, &Header),
}

impl fmt::Debug for HeaderKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("HeaderKey").field("name", &self.name).field("topic", &self.topic).finish_non_exhaustive()
    }
}

/// A `set` line's value as a key's reader sees it.
struct Value<'a> {
    key: &'static HeaderKey,
    /// The value as written (not empty).
    text: &'a str,
    /// The keys set before, with the line of each.
    seen: &'a [(&'static str, usize)],
}

impl Value<'_> {
    /// The value does not fit the key.
    fn bad(&self) -> ScriptErrorKind {
        ScriptErrorKind::BadValue { key: self.key.name, value: self.text.to_owned(), expected: self.key.expected }
    }

    /// The value's parser refused it and says why.
    fn invalid(&self, reason: impl fmt::Display) -> ScriptErrorKind {
        ScriptErrorKind::Invalid { key: self.key.name, value: self.text.to_owned(), reason: reason.to_string() }
    }

    /// Refused when `other` was set before: the two contradict each other.
    fn conflicts_with(&self, other: &'static str) -> Result<(), ScriptErrorKind> {
        match self.seen.iter().find(|(k, _)| *k == other) {
            Some(&(other, other_line)) => Err(ScriptErrorKind::Conflict { key: self.key.name, other, other_line }),
            None => Ok(()),
        }
    }
}

/// One entry of [`HEADER_KEYS`]: the key `$name` sets the field `$field` with what
/// `$read(&Header, &Value)` returns, and writes it back with `Display`.
macro_rules! key {
    ($topic:ident, $number:literal, $name:literal, $field:ident, $expected:expr, $read:expr) => {
        HeaderKey {
            name: $name,
            expected: $expected,
            topic: Topic::$topic,
            number: $number,
            set: |header, value| {
                let read = $read(&*header, value)?;
                header.$field = Some(read);
                Ok(())
            },
            get: |header| header.$field.as_ref().map(ToString::to_string),
            take: |header, other| {
                if other.$field.is_some() {
                    header.$field.clone_from(&other.$field);
                }
            },
        }
    };
}

/// What the `*-ms` keys take.
const MS: &str = "a whole number of milliseconds, e.g. 500";

/// The header keys, in the order the canonical form writes them.
pub static HEADER_KEYS: [HeaderKey; 28] = [
    key!(Game, false, "blind", blind, "white or black", read_color),
    key!(Game, false, "fen", fen, "a FEN, e.g. rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", read_fen),
    key!(Game, false, "variant", variant, Variant::EXPECTED, read_variant),
    key!(Game, true, "chess960", chess960, "a Chess960 start position number, 0 to 959", read_chess960),
    key!(Game, false, "announce", announce, AnnounceMode::EXPECTED, read_word),
    key!(Game, false, "time-control", time_control, "a time control, e.g. 40/90m, 30m +30s", read_time_control),
    key!(Game, false, "sighted-clock", sighted_clock, SightedClock::EXPECTED, read_word),
    key!(Game, false, "flag", flag, FlagRule::EXPECTED, read_word),
    key!(Game, false, "low-time", low_time, LowTime::EXPECTED, read_low_time),
    key!(Voice, false, "locale", locale, "a language tag such as en, de, da, nb, sv or is", read_locale),
    key!(Voice, false, "files", files, "international, danish, nato or letters", read_vocabulary::<FileNames>),
    key!(Voice, false, "ranks", ranks, "german or local", read_vocabulary::<Words>),
    key!(Voice, false, "pieces", pieces, "german or local", read_vocabulary::<Words>),
    key!(Voice, false, "vocabulary", vocabulary, "fide or scandinavian", read_vocabulary::<Preset>),
    key!(Game, true, "history-moves", history_moves, "a number of moves from 1 to 50", read_history_moves),
    key!(Game, true, "bounce-ms", bounce_ms, MS, read_ms),
    key!(Game, true, "settle-ms", settle_ms, MS, read_ms),
    key!(Game, true, "divergence-ms", divergence_ms, MS, read_ms),
    key!(Game, true, "together-ms", together_ms, MS, read_ms),
    key!(Game, true, "press-grace-ms", press_grace_ms, MS, read_ms),
    key!(Game, false, "edition", edition, Edition::EXPECTED, read_word),
    key!(Game, false, "assistant", assistant, AssistantFor::EXPECTED, read_assistant),
    key!(Game, false, "duties", duties, Duties::EXPECTED, read_duties),
    key!(Game, false, "tactile-board", tactile_board, TactileBoard::EXPECTED, read_word),
    key!(Game, false, "practice", practice, Practice::EXPECTED, read_word),
    key!(Game, false, "opponent-hearing", opponent, OpponentHearing::EXPECTED, read_opponent),
    key!(Game, false, "guidelines-iii", guidelines, QuickplayGuidelines::EXPECTED, read_word),
    key!(Online, false, "lichess-game", lichess_game, "a Lichess game id, e.g. tAkTiL33", read_lichess_game),
];

/// The names of the header keys, in the order the canonical form writes them.
pub const KEYS: [&str; 28] = key_names(None);

/// The names of the header keys about `topic` (all of them for `None`), in the
/// canonical order. `N` must be their number: another is refused when compiled.
pub const fn key_names<const N: usize>(topic: Option<Topic>) -> [&'static str; N] {
    let mut names = [""; N];
    let mut count = 0;
    let mut i = 0;
    while i < HEADER_KEYS.len() {
        let key = &HEADER_KEYS[i];
        let wanted = match topic {
            Some(topic) => topic as u8 == key.topic as u8,
            None => true,
        };
        if wanted {
            names[count] = key.name;
            count += 1;
        }
        i += 1;
    }
    assert!(count == N, "N is not the number of keys about the topic");
    names
}

/// The key of this name, in any case.
pub fn header_key(name: &str) -> Option<&'static HeaderKey> {
    HEADER_KEYS.iter().find(|k| k.name.eq_ignore_ascii_case(name))
}

fn read_color(_: &Header, value: &Value<'_>) -> Result<Color, ScriptErrorKind> {
    parse_color(value.text).map_err(|_| value.bad())
}

/// `set fen`: any text (the position is checked when the session starts); not with
/// `chess960`.
fn read_fen(_: &Header, value: &Value<'_>) -> Result<String, ScriptErrorKind> {
    value.conflicts_with("chess960")?;
    Ok(value.text.to_owned())
}

/// `set variant`: `standard` contradicts a `chess960` number.
fn read_variant(header: &Header, value: &Value<'_>) -> Result<Variant, ScriptErrorKind> {
    let variant = read_word(header, value)?;
    if variant == Variant::Standard {
        value.conflicts_with("chess960")?;
    }
    Ok(variant)
}

/// `set chess960 <n>`: not with `fen`, nor after `variant standard`.
fn read_chess960(header: &Header, value: &Value<'_>) -> Result<u32, ScriptErrorKind> {
    let n = parse_number(value.text).filter(|n| *n < 960).ok_or_else(|| value.bad())?;
    let n = u32::try_from(n).map_err(|_| value.bad())?;
    value.conflicts_with("fen")?;
    if header.variant == Some(Variant::Standard) {
        value.conflicts_with("variant")?;
    }
    Ok(n)
}

/// One of a setting's words, in any case.
fn read_word<T: Word>(_: &Header, value: &Value<'_>) -> Result<T, ScriptErrorKind> {
    T::from_word(value.text).ok_or_else(|| value.bad())
}

fn read_time_control(_: &Header, value: &Value<'_>) -> Result<TimeControl, ScriptErrorKind> {
    value.text.parse().map_err(|e: ParseTimeControlError| value.invalid(e))
}

fn read_low_time(_: &Header, value: &Value<'_>) -> Result<LowTime, ScriptErrorKind> {
    // A time out of range says so (issue 13), not that it is no time.
    if let Err(e @ ParseTimeControlError::TooLong(_)) = parse_duration(value.text) {
        return Err(value.invalid(e));
    }
    value.text.to_ascii_lowercase().parse().map_err(|_| value.bad())
}

fn read_locale(_: &Header, value: &Value<'_>) -> Result<String, ScriptErrorKind> {
    LanguageIdentifier::from_str(value.text).map_err(|_| value.bad())?;
    Ok(value.text.to_owned())
}

/// A vocabulary word of the announcer (`crate::l10n`), in any case; kept as its word.
fn read_vocabulary<T: FromStr + fmt::Display>(_: &Header, value: &Value<'_>) -> Result<String, ScriptErrorKind> {
    let word: T = value.text.to_ascii_lowercase().parse().map_err(|_| value.bad())?;
    Ok(word.to_string())
}

/// A Lichess game id: letters and digits (8 of them on lichess.org, 12 with the
/// player's own suffix, which is not kept).
fn read_lichess_game(_: &Header, value: &Value<'_>) -> Result<String, ScriptErrorKind> {
    let id = value.text;
    let fits = (4..=12).contains(&id.len()) && id.bytes().all(|b| b.is_ascii_alphanumeric());
    if fits { Ok(id.to_owned()) } else { Err(value.bad()) }
}

fn read_history_moves(_: &Header, value: &Value<'_>) -> Result<u64, ScriptErrorKind> {
    parse_number(value.text).filter(|n| (1..=50).contains(n)).ok_or_else(|| value.bad())
}

/// The longest of the board's waits (`settle-ms`, `bounce-ms`, `divergence-ms`,
/// `together-ms`): a minute, far above any that makes sense at a board.
pub const MAX_MS: u64 = 60_000;

fn read_ms(_: &Header, value: &Value<'_>) -> Result<u64, ScriptErrorKind> {
    let digits = !value.text.is_empty() && value.text.bytes().all(|b| b.is_ascii_digit());
    match parse_number(value.text) {
        Some(ms) if ms <= MAX_MS => Ok(ms),
        // A whole number out of range says so (issue 13), not that it is no number.
        _ if digits => Err(value.invalid(format!("too long: expected at most {MAX_MS} milliseconds"))),
        _ => Err(value.bad()),
    }
}

/// `set assistant`: with `sighted`, the duties set before must be a and b at most.
fn read_assistant(header: &Header, value: &Value<'_>) -> Result<AssistantFor, ScriptErrorKind> {
    let assistant = read_word(header, value)?;
    sighted_duties(Some(assistant), header.duties)?;
    Ok(assistant)
}

/// `set opponent`: with `hearing-impaired`, the duties set before must keep a and b.
fn read_opponent(header: &Header, value: &Value<'_>) -> Result<OpponentHearing, ScriptErrorKind> {
    let opponent = read_word(header, value)?;
    hearing_duties(Some(opponent), header.duties)?;
    Ok(opponent)
}

/// `set duties`: with the sighted player's assistant set before, a and b at most.
fn read_duties(header: &Header, value: &Value<'_>) -> Result<Duties, ScriptErrorKind> {
    let duties = value.text.to_ascii_lowercase().parse().map_err(|e| value.invalid(e))?;
    sighted_duties(header.assistant, Some(duties))?;
    hearing_duties(header.opponent, Some(duties))?;
    Ok(duties)
}

impl Header {
    /// This header's settings, and `base`'s where this one says nothing.
    pub fn over(&self, base: &Header) -> Header {
        let mut merged = base.clone();
        for key in &HEADER_KEYS {
            (key.take)(&mut merged, self);
        }
        merged
    }

    /// Checks the settings that depend on each other and that the command line can set
    /// apart from the script: with `assistant sighted`, only duties a and b (E2.10).
    ///
    /// # Errors
    /// A duty the sighted player's assistant does not have.
    pub fn check(&self) -> Result<(), ScriptErrorKind> {
        sighted_duties(self.assistant, self.duties)?;
        hearing_duties(self.opponent, self.duties)
    }

    /// Writes the header's settings over `settings` (command-line flags are applied
    /// after this, so they win).
    ///
    /// The start position: `chess960 <n>` gives that Chess960 position; otherwise `fen`
    /// gives the position (with Chess960 castling under `variant chess960`); otherwise
    /// `variant chess960` alone gives position 518 (the standard array) with Chess960
    /// castling. Locale and vocabulary are for the announcer, not the core, and are
    /// left to the caller.
    ///
    /// # Errors
    /// When the FEN is not a legal position, or the Chess960 number does not exist.
    pub fn apply(&self, settings: &mut Settings) -> Result<(), StartError> {
        let chess960 = self.variant == Some(Variant::Chess960);
        if let Some(n) = self.chess960 {
            settings.start = Start::chess960(n)?;
        } else if let Some(fen) = &self.fen {
            settings.start = Start::from_fen(fen, chess960)?;
        } else if chess960 {
            settings.start = Start::chess960(518)?;
        }
        let Header {
            blind,
            announce,
            bounce_ms,
            settle_ms,
            divergence_ms,
            together_ms,
            press_grace_ms,
            edition,
            sighted_clock,
            flag,
            low_time,
            assistant,
            duties,
            tactile_board,
            practice,
            opponent,
            guidelines,
            ..
        } = *self;
        // Issue 33: an online game's server refuses a move now and then; the move is
        // then taken back as in practice (`arbiter takeback <n> practice`).
        settings.online = settings.online || self.lichess_game.is_some();
        settings.blind = blind.unwrap_or(settings.blind);
        settings.announce = announce.unwrap_or(settings.announce);
        settings.bounce_ms = bounce_ms.unwrap_or(settings.bounce_ms);
        settings.settle_ms = settle_ms.unwrap_or(settings.settle_ms);
        settings.divergence_ms = divergence_ms.unwrap_or(settings.divergence_ms);
        settings.together_ms = together_ms.unwrap_or(settings.together_ms);
        settings.press_grace_ms = press_grace_ms.unwrap_or(settings.press_grace_ms);
        if let Some(n) = self.history_moves {
            settings.history_moves = usize::try_from(n).unwrap_or(settings.history_moves);
        }
        settings.edition = edition.unwrap_or(settings.edition);
        if let Some(tc) = &self.time_control {
            settings.time_control = Some(tc.clone());
        }
        settings.sighted_clock = sighted_clock.unwrap_or(settings.sighted_clock);
        settings.flag = flag.unwrap_or(settings.flag);
        if let Some(low) = low_time {
            settings.low_time_ms = low.ms();
        }
        settings.assistant = assistant.unwrap_or(settings.assistant);
        settings.duties = duties.unwrap_or(settings.duties);
        settings.tactile = tactile_board.unwrap_or(settings.tactile);
        settings.practice = practice.unwrap_or(settings.practice);
        settings.opponent = opponent.unwrap_or(settings.opponent);
        settings.guidelines = guidelines.unwrap_or(settings.guidelines);
        Ok(())
    }

    /// Sets one key from its text value as a `set` line would, by the same code with the
    /// same messages: the configuration file of `taktil play` (`crate::config`) sets its
    /// values through here. A key already set is replaced. The other keys already set
    /// count as set on line 0: in a [`ScriptErrorKind::Conflict`] the caller, who knows
    /// where they were written, names the line.
    ///
    /// ```
    /// use taktil::script::Header;
    ///
    /// let mut header = Header::default();
    /// header.set_key("settle-ms", "600")?;
    /// assert_eq!(header.settle_ms, Some(600));
    /// let e = header.set_key("blind", "purple").unwrap_err();
    /// assert_eq!(e.to_string(), "bad value 'purple' for blind: expected white or black");
    /// # Ok::<_, taktil::script::ScriptErrorKind>(())
    /// ```
    ///
    /// # Errors
    /// An unknown key, or a value that a `set` line with it would be refused for.
    pub fn set_key(&mut self, key: &str, value: &str) -> Result<(), ScriptErrorKind> {
        let key = key_named(key)?;
        let mut seen: Vec<(&'static str, usize)> =
            HEADER_KEYS.iter().filter(|k| k.name != key.name && (k.get)(self).is_some()).map(|k| (k.name, 0)).collect();
        self.set(key, value, 0, &mut seen)
    }

    /// Sets one key from its text value. `line` is where it was written, `seen` the
    /// keys set so far with their lines.
    pub(super) fn set(
        &mut self,
        key: &'static HeaderKey,
        text: &str,
        line: usize,
        seen: &mut Vec<(&'static str, usize)>,
    ) -> Result<(), ScriptErrorKind> {
        if let Some(&(_, first)) = seen.iter().find(|(k, _)| *k == key.name) {
            return Err(ScriptErrorKind::SetTwice { key: key.name, first });
        }
        if text.is_empty() {
            return Err(ScriptErrorKind::MissingValue { key: key.name, expected: key.expected });
        }
        (key.set)(self, &Value { key, text, seen })?;
        seen.push((key.name, line));
        Ok(())
    }

    /// The value of one key in its canonical text, if set.
    #[cfg(test)]
    pub(super) fn value(&self, key: &str) -> Option<String> {
        header_key(key).and_then(|key| (key.get)(self))
    }
}

impl fmt::Display for Header {
    /// One `set` line per key that is set, in the order of [`KEYS`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for key in &HEADER_KEYS {
            if let Some(value) = (key.get)(self) {
                writeln!(f, "set {} {value}", key.name)?;
            }
        }
        Ok(())
    }
}

/// The key of this name, in any case, or why there is none.
pub(super) fn key_named(name: &str) -> Result<&'static HeaderKey, ScriptErrorKind> {
    if name.is_empty() {
        return Err(ScriptErrorKind::MissingKey);
    }
    header_key(name).ok_or_else(|| ScriptErrorKind::UnknownSetting(name.to_owned()))
}

/// With a hearing-impaired opponent, the duties of transferring and announcing the
/// moves (E2.9 a and b; 2023 D.2.10.1, D.2.10.2) stay on: "An assistant must be used
/// in the case of a visually disabled player paired with a hearing-impaired player"
/// (D.2.11).
fn hearing_duties(opponent: Option<OpponentHearing>, duties: Option<Duties>) -> Result<(), ScriptErrorKind> {
    let (Some(OpponentHearing::Impaired), Some(duties)) = (opponent, duties) else {
        return Ok(());
    };
    match Duties::SIGHTED.within(duties) {
        true => Ok(()),
        false => {
            let missing = Duty::ALL.into_iter().find(|d| Duties::SIGHTED.has(*d) && !duties.has(*d));
            Err(ScriptErrorKind::HearingDuty(missing.map_or('a', Duty::letter)))
        }
    }
}

/// With `assistant sighted`, only the duties of the sighted player's assistant (E2.10).
fn sighted_duties(assistant: Option<AssistantFor>, duties: Option<Duties>) -> Result<(), ScriptErrorKind> {
    let (Some(AssistantFor::Sighted), Some(duties)) = (assistant, duties) else {
        return Ok(());
    };
    match Duty::ALL.into_iter().find(|d| duties.has(*d) && !Duties::SIGHTED.has(*d)) {
        Some(duty) => Err(ScriptErrorKind::SightedDuty(duty.letter())),
        None => Ok(()),
    }
}
