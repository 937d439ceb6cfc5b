//! The reader of a configuration file: walks toml's span-keeping tables in file
//! order, sets each known key through the code of its setting, and collects a
//! [`ConfigError`] for every problem, with the line of the key or value it concerns.
//!
//! The keys of `[game]` and `[voice]` are the script header's, set through its table
//! ([`Header::set_key`](crate::script::Header::set_key)); `[voice] long` and the keys
//! of `[speech]`, `[session]` and `[devices]` are in one table each here ([`SPEECH`],
//! [`SESSION`], [`DEVICES`]), each key with the reader of its value.

use std::{
    ops::Range,
    path::{Path, PathBuf},
    str::FromStr,
};

use toml::{
    Spanned,
    de::{DeInteger, DeString, DeTable, DeValue},
};
use unic_langid::LanguageIdentifier;

use super::{
    BoardSource, BrailleSource, ClockWhite, Config, ConfigError, ConfigErrors, Downtime, KeypadSource, Rotation,
    SightedSource, TABLES, ViewMode, error,
};
use crate::{
    core::{settings::Settings, words::ParseWordError},
    export::BrailleCode,
    script::{ScriptErrorKind, header_key},
};

/// How much of a value or a name an error quotes.
const QUOTED: usize = 60;

/// The line (from 1) of byte `offset` of `text`, at most the number of lines.
pub(super) fn line_of(text: &[u8], offset: usize) -> usize {
    let newlines = |bytes: &[u8]| bytes.iter().filter(|b| **b == b'\n').count();
    let line = 1 + newlines(text.get(..offset).unwrap_or(text));
    let lines = newlines(text) + usize::from(!text.is_empty() && !text.ends_with(b"\n"));
    line.min(lines.max(1))
}

/// The first `QUOTED` characters of the first line of `s`, with ` ...` when there is
/// more.
fn shorten(s: &str) -> String {
    let first = s.lines().next().unwrap_or("");
    let mut shown: String = first.chars().take(QUOTED).collect();
    if shown.len() < s.trim_end().len() {
        shown.push_str(" ...");
    }
    shown
}

/// A key or table name for a message: control characters as spaces, at most `QUOTED`
/// characters, then ` ...`.
fn quoted_name(s: &str) -> String {
    let mut shown: String = s.chars().take(QUOTED).map(|c| if c.is_control() { ' ' } else { c }).collect();
    if s.chars().nth(QUOTED).is_some() {
        shown.push_str(" ...");
    }
    shown
}

/// A table's entries in file order (toml keeps them in key order).
fn in_file_order<'t, 'i>(table: &'t DeTable<'i>) -> Vec<(&'t Spanned<DeString<'i>>, &'t Spanned<DeValue<'i>>)> {
    let mut entries: Vec<_> = table.iter().collect();
    entries.sort_by_key(|(key, _)| key.span().start);
    entries
}

/// One key of a known table and its value.
pub(super) struct Entry<'t, 'i> {
    /// The table, as a header writes it: `game`, `speech.voices`.
    table: &'static str,
    /// The key as written (without quotes).
    key: &'t str,
    value: &'t Spanned<DeValue<'i>>,
}

/// Reads the value of one key of `[speech]`, `[session]` or `[devices]` into the
/// configuration.
pub(super) type Read = fn(&mut Reader<'_>, &Entry<'_, '_>);

/// The keys of `[speech]`, each with its reader.
pub(super) const SPEECH: [(&str, Read); 6] = [
    ("rate", |r, e| r.config.speech.rate = r.number(e, 0.5, 2.0)),
    ("volume", |r, e| r.config.speech.volume = r.number(e, 0.0, 1.0)),
    ("protect-move", |r, e| r.config.speech.protect_move = r.boolean(e)),
    ("sounds", |r, e| r.config.speech.sounds = r.boolean(e)),
    ("one-voice", |r, e| r.config.speech.one_voice = r.boolean(e)),
    ("voices", |r, e| r.voices(e)),
];

/// The keys of `[session]`, each with its reader.
pub(super) const SESSION: [(&str, Read); 5] = [
    ("journal", |r, e| r.config.session.journal = r.path(e, "game.journal")),
    ("downtime", |r, e| r.config.session.downtime = r.choice(e, Downtime::EXPECTED)),
    ("view", |r, e| r.config.session.view = r.choice(e, ViewMode::EXPECTED)),
    ("speak", |r, e| r.config.session.speak = r.boolean(e)),
    ("braille-code", |r, e| r.config.session.braille_code = r.choice(e, BrailleCode::EXPECTED)),
];

/// The keys of `[devices]`, each with its reader.
pub(super) const DEVICES: [(&str, Read); 8] = [
    ("board", |r, e| r.config.devices.board = r.choice(e, BoardSource::EXPECTED)),
    ("keypad", |r, e| r.config.devices.keypad = r.choice(e, KeypadSource::EXPECTED)),
    ("sighted-board", |r, e| r.config.devices.sighted_board = r.choice(e, SightedSource::EXPECTED)),
    ("sighted-rotated", |r, e| r.rotation(e)),
    ("dgt-clock-white", |r, e| r.config.devices.dgt_clock_white = r.choice(e, ClockWhite::EXPECTED)),
    ("livechess-hold-ms", |r, e| r.config.devices.livechess_hold_ms = r.whole(e, 0, 10_000)),
    ("device-file", |r, e| r.config.devices.device_file = r.path(e, "devices.conf")),
    ("braille-display", |r, e| r.config.devices.braille_display = r.choice(e, BrailleSource::EXPECTED)),
];

/// The keys of `[engine]` (issue 18), each with its reader.
pub(super) const ENGINE: [(&str, Read); 6] = [
    ("opponent", |r, e| r.config.engine.opponent = r.choice(e, crate::config::OpponentKind::EXPECTED)),
    ("path", |r, e| r.config.engine.path = r.path(e, "/usr/games/stockfish")),
    ("elo", |r, e| r.config.engine.elo = r.whole(e, 0, 4000)),
    ("skill", |r, e| r.config.engine.skill = r.whole(e, 0, 20)),
    ("movetime", |r, e| r.config.engine.movetime = r.whole(e, 1, 3_600_000)),
    ("nodes", |r, e| r.config.engine.nodes = r.whole(e, 1, 1_000_000_000_000)),
];

/// The keys of `[broadcast]` (issue 32), each with its reader.
pub(super) const BROADCAST: [(&str, Read); 11] = [
    ("publish", |r, e| r.config.broadcast.publish = r.path(e, "broadcast")),
    ("event", |r, e| r.config.broadcast.event = r.text(e, "the event's name")),
    ("site", |r, e| r.config.broadcast.site = r.text(e, "the place, e.g. \"Oslo NOR\"")),
    ("round", |r, e| r.config.broadcast.round = r.text(e, "ROUND.BOARD, e.g. \"3.7\"")),
    ("white", |r, e| r.config.broadcast.white = r.text(e, "\"Surname, Firstname\"")),
    ("black", |r, e| r.config.broadcast.black = r.text(e, "\"Surname, Firstname\"")),
    ("white-fide-id", |r, e| r.config.broadcast.white_fide_id = r.whole(e, 1, 999_999_999)),
    ("black-fide-id", |r, e| r.config.broadcast.black_fide_id = r.whole(e, 1, 999_999_999)),
    ("serve", |r, e| r.config.broadcast.serve = r.text(e, "[ADDRESS:]PORT, e.g. \"8080\"")),
    ("push", |r, e| r.config.broadcast.push = r.text(e, "the round's push URL")),
    ("push-token-file", |r, e| r.config.broadcast.push_token_file = r.path(e, "lichess.token")),
];

/// The names of a table's keys, in order.
pub(super) const fn names<const N: usize>(keys: &[(&'static str, Read); N]) -> [&'static str; N] {
    let mut names = [""; N];
    let mut i = 0;
    while i < N {
        names[i] = keys[i].0;
        i += 1;
    }
    names
}

/// The reader of a key of `[speech]`, `[session]` or `[devices]`.
fn reader(table: &str, key: &str) -> Option<Read> {
    let keys: &[(&str, Read)] = match table {
        "speech" => &SPEECH,
        "session" => &SESSION,
        "devices" => &DEVICES,
        "engine" => &ENGINE,
        "broadcast" => &BROADCAST,
        _ => return None,
    };
    keys.iter().find(|(k, _)| *k == key).map(|(_, read)| *read)
}

/// What a header key takes, in the words of the `set` line messages.
fn expected(key: &str) -> &'static str {
    header_key(key).map_or("a value", |k| k.expected)
}

/// An integer as a `set` line writes it: decimal, without `_` or `+`.
fn integer_text(n: &DeInteger<'_>) -> String {
    i128::from_str_radix(n.as_str(), n.radix()).map_or_else(|_| n.as_str().to_owned(), |n| n.to_string())
}

/// Reads one file, collecting every problem.
pub(super) struct Reader<'a> {
    text: &'a str,
    file: &'a str,
    /// The folder relative paths are relative to.
    dir: &'a Path,
    config: Config,
    errors: Vec<ConfigError>,
    /// The header keys set so far, with the span of each value.
    set: Vec<(&'static str, Range<usize>)>,
    /// The offset of each line end.
    newlines: Vec<usize>,
    /// The number of lines (at least 1).
    lines: usize,
}

impl<'a> Reader<'a> {
    pub(super) fn new(text: &'a str, file: &'a str, dir: &'a Path) -> Reader<'a> {
        let newlines: Vec<usize> = text.bytes().enumerate().filter(|(_, b)| *b == b'\n').map(|(i, _)| i).collect();
        let lines = line_of(text.as_bytes(), text.len());
        Reader { text, file, dir, config: Config::default(), errors: Vec::new(), set: Vec::new(), newlines, lines }
    }

    pub(super) fn read(mut self) -> Result<Config, ConfigErrors> {
        let (document, syntax) = DeTable::parse_recoverable(self.text);
        if syntax.is_empty() {
            for (key, value) in in_file_order(document.get_ref()) {
                self.table(key, value);
            }
            self.check_header();
        } else {
            // What follows a syntax error is a guess of toml's: only the syntax errors,
            // the first of each line (one slip can confuse toml several times a line).
            let mut syntax: Vec<_> = syntax.iter().map(|e| (e.span().unwrap_or(0..0), e.message())).collect();
            syntax.sort_by_key(|(span, _)| span.start);
            let mut last = 0;
            for (span, message) in syntax {
                let line = self.line(span.start);
                if line == last {
                    continue;
                }
                last = line;
                // What toml points at, when it points at something: the duplicate key.
                let at = self.written(span);
                let message = if at.is_empty() {
                    format!("TOML syntax error: {message}")
                } else {
                    format!("TOML syntax error at {at}: {message}")
                };
                self.error(line, &message);
            }
        }
        if self.errors.is_empty() {
            Ok(self.config)
        } else {
            self.errors.sort_by_key(|e| e.line);
            Err(ConfigErrors(self.errors))
        }
    }

    /// The line of byte `offset`, as [`line_of`] counts it (in log time: a file may
    /// have an error on every line).
    pub(super) fn line(&self, offset: usize) -> usize {
        let line = 1 + self.newlines.partition_point(|at| *at < offset);
        line.min(self.lines)
    }

    /// The text of `line` (from 1), without its line end.
    fn line_text(&self, line: usize) -> &str {
        let start = line.checked_sub(2).and_then(|i| self.newlines.get(i)).map_or(0, |at| at + 1);
        let end = self.newlines.get(line.saturating_sub(1)).copied().unwrap_or(self.text.len());
        self.text.get(start..end).unwrap_or("")
    }

    fn error(&mut self, line: usize, message: &str) {
        self.errors.push(ConfigError::new(self.file, line, message));
    }

    /// The value of `span` as written.
    fn written(&self, span: Range<usize>) -> String {
        shorten(self.text.get(span).unwrap_or(""))
    }

    /// A problem with an entry's value: `[game] blind = "purple": {message}`.
    fn bad(&mut self, e: &Entry<'_, '_>, message: &str) {
        let line = self.line(e.value.span().start);
        let written = self.written(e.value.span());
        self.error(line, &format!("[{}] {} = {written}: {message}", e.table, quoted_name(e.key)));
    }

    /// One top-level entry: a table, or a key outside the tables.
    fn table(&mut self, key: &Spanned<DeString<'_>>, value: &Spanned<DeValue<'_>>) {
        let name = key.get_ref().as_ref();
        let line = self.line(key.span().start);
        let tables = TABLES.map(|(t, _)| format!("[{t}]")).join(", ");
        let Some(&(table, keys)) = TABLES.iter().find(|(t, _)| *t == name) else {
            let message = match value.get_ref() {
                DeValue::Table(_) => {
                    let names = TABLES.map(|(t, _)| t);
                    let near = error::nearest(name, &names)
                        .map_or_else(|| "the".to_owned(), |t| format!("did you mean [{t}]? The"));
                    format!("[{}]: unknown table; {near} tables are {tables}", quoted_name(name))
                }
                _ => match TABLES.iter().find(|(_, keys)| keys.contains(&name)) {
                    Some((table, _)) => format!("{name}: a key outside the tables; it belongs under [{table}]"),
                    None => format!("{}: unknown key outside the tables; the tables are {tables}", quoted_name(name)),
                },
            };
            return self.error(line, &message);
        };
        let entries = match value.get_ref() {
            DeValue::Table(entries) => entries,
            DeValue::Array(_) if self.line_text(line).trim_start().starts_with("[[") => {
                return self.error(line, &format!("[[{table}]]: expected one table, written [{table}]"));
            }
            _ => {
                let written = self.written(value.span());
                return self
                    .error(line, &format!("{table} = {written}: expected a table, written [{table}] above its keys"));
            }
        };
        for (k, v) in in_file_order(entries) {
            let written = k.get_ref().as_ref();
            let Some(&key) = keys.iter().find(|known| **known == written) else {
                self.unknown_key(table, keys, k);
                continue;
            };
            let entry = Entry { table, key, value: v };
            match (table, key, reader(table, key)) {
                (_, _, Some(read)) => read(self, &entry),
                ("voice", "long", None) => {
                    if let Some(long) = self.boolean(&entry) {
                        self.config.long = long;
                    }
                }
                // The other keys of [game] and [voice] are the script header's.
                _ => self.header(&entry, key),
            }
        }
    }

    fn unknown_key(&mut self, table: &str, keys: &[&str], key: &Spanned<DeString<'_>>) {
        let name = key.get_ref().as_ref();
        let line = self.line(key.span().start);
        let message = match TABLES.iter().find(|(_, others)| others.contains(&name)) {
            Some((other, _)) => format!("[{table}] {name}: unknown key; it belongs under [{other}]"),
            None => {
                let near =
                    error::nearest(name, keys).map_or_else(|| "the".to_owned(), |k| format!("did you mean {k}? The"));
                format!(
                    "[{table}] {}: unknown key; {near} keys of [{table}] are {}",
                    quoted_name(name),
                    keys.join(", ")
                )
            }
        };
        self.error(line, &message);
    }

    /// A key of `[game]` or `[voice]`: set as a script `set` line would.
    fn header(&mut self, e: &Entry<'_, '_>, key: &'static str) {
        let integer = header_key(key).is_some_and(|k| k.number);
        let value = match e.value.get_ref() {
            DeValue::String(s) if !integer => s.to_string(),
            // The editions are years, which TOML may write as integers too.
            DeValue::Integer(n) if integer || key == "edition" => integer_text(n),
            DeValue::String(_) => {
                return self.bad(e, &format!("expected {} (a number, without quotes)", expected(key)));
            }
            // A fraction or a true for a number is no string either (issue 13).
            _ if integer => return self.bad(e, &format!("expected {}", expected(key))),
            _ => return self.bad(e, &format!("expected {} (a string, in quotes)", expected(key))),
        };
        let message = match self.config.header.set_key(key, &value) {
            Ok(()) => return self.set.push((key, e.value.span())),
            Err(ScriptErrorKind::MissingValue { expected, .. } | ScriptErrorKind::BadValue { expected, .. }) => {
                format!("expected {expected}")
            }
            Err(ScriptErrorKind::Invalid { reason, .. }) => reason,
            Err(ScriptErrorKind::Conflict { other, .. }) => {
                let at = self.set.iter().find(|(k, _)| *k == other).map_or(0, |(_, span)| self.line(span.start));
                format!("contradicts {other} on line {at}: expected one start position")
            }
            Err(other) => other.to_string(),
        };
        self.bad(e, &message);
    }

    /// What `set` checks only when the session starts, or that two keys decide: the
    /// start position (a FEN must be a legal position) and the assistant's duties
    /// (E2.10). Reported on the line of the key written last.
    fn check_header(&mut self) {
        let problem = match self.config.header.check() {
            Err(e) => Some((["assistant", "duties"], e.to_string())),
            Ok(()) => {
                self.config.header.apply(&mut Settings::default()).err().map(|e| (["fen", "chess960"], e.to_string()))
            }
        };
        let Some((keys, message)) = problem else {
            return;
        };
        let last = self.set.iter().filter(|(k, _)| keys.contains(k)).max_by_key(|(_, span)| span.start).cloned();
        match last {
            Some((key, span)) => {
                let line = self.line(span.start);
                let written = self.written(span);
                self.error(line, &format!("[game] {key} = {written}: {message}"));
            }
            None => self.error(1, &message),
        }
    }

    /// A string value, or a wrong-type error saying what would do.
    fn string<'t>(&mut self, e: &Entry<'t, '_>, expected: &str) -> Option<&'t str> {
        match e.value.get_ref() {
            DeValue::String(s) => Some(s.as_ref()),
            _ => {
                self.bad(e, &format!("expected {expected} (a string, in quotes)"));
                None
            }
        }
    }

    /// A text that is not empty.
    fn text(&mut self, e: &Entry<'_, '_>, expected: &str) -> Option<String> {
        let text = self.string(e, expected)?.trim().to_owned();
        if text.is_empty() {
            self.bad(e, &format!("expected {expected}"));
            return None;
        }
        Some(text)
    }

    /// One of a setting's words.
    fn choice<T: FromStr<Err = ParseWordError>>(&mut self, e: &Entry<'_, '_>, expected: &str) -> Option<T> {
        match self.string(e, expected)?.parse() {
            Ok(value) => Some(value),
            Err(ParseWordError { expected, .. }) => {
                self.bad(e, &format!("expected {expected}"));
                None
            }
        }
    }

    fn boolean(&mut self, e: &Entry<'_, '_>) -> Option<bool> {
        match e.value.get_ref() {
            DeValue::Boolean(b) => Some(*b),
            DeValue::String(_) => {
                self.bad(e, "expected true or false (without quotes)");
                None
            }
            _ => {
                self.bad(e, "expected true or false");
                None
            }
        }
    }

    /// A number from `low` to `high` (an integer will do).
    fn number(&mut self, e: &Entry<'_, '_>, low: f64, high: f64) -> Option<f32> {
        let expected = format!("expected a number from {low:.1} to {high:.1}");
        let value = match e.value.get_ref() {
            DeValue::Float(x) => x.as_str().parse::<f64>().ok(),
            DeValue::Integer(n) => integer_text(n).parse::<f64>().ok(),
            DeValue::String(_) => {
                self.bad(e, &format!("{expected} (without quotes)"));
                return None;
            }
            _ => None,
        };
        match value.filter(|x| (low..=high).contains(x)) {
            // In range, so it fits an f32.
            Some(x) => Some(x as f32),
            None => {
                self.bad(e, &expected);
                None
            }
        }
    }

    /// A whole number from `low` to `high`.
    fn whole(&mut self, e: &Entry<'_, '_>, low: u64, high: u64) -> Option<u64> {
        let expected = format!("expected a whole number from {low} to {high}");
        let value = match e.value.get_ref() {
            DeValue::Integer(n) => integer_text(n).parse::<u64>().ok(),
            DeValue::String(_) => {
                self.bad(e, &format!("{expected} (without quotes)"));
                return None;
            }
            _ => None,
        };
        let value = value.filter(|x| (low..=high).contains(x));
        if value.is_none() {
            self.bad(e, &expected);
        }
        value
    }

    /// A file name; a relative one is taken relative to the configuration file's
    /// folder.
    fn path(&mut self, e: &Entry<'_, '_>, example: &str) -> Option<PathBuf> {
        let expected = format!("a file name, e.g. \"{example}\"");
        let name = self.string(e, &expected)?;
        if name.is_empty() {
            self.bad(e, &format!("expected {expected}"));
            return None;
        }
        Some(self.dir.join(name))
    }

    /// `[speech.voices]`: `de = "German"`, one language a line.
    fn voices(&mut self, e: &Entry<'_, '_>) {
        let DeValue::Table(voices) = e.value.get_ref() else {
            return self.bad(
                e,
                "expected a table of voices by language, written [speech.voices] above lines such as de = \"German\"",
            );
        };
        for (lang, voice) in in_file_order(voices) {
            let entry = Entry { table: "speech.voices", key: lang.get_ref().as_ref(), value: voice };
            if LanguageIdentifier::from_str(entry.key).is_err() {
                let line = self.line(lang.span().start);
                self.error(
                    line,
                    &format!(
                        "[speech.voices] {}: expected a language tag such as en, de, da, nb, sv or is",
                        quoted_name(entry.key)
                    ),
                );
                continue;
            }
            let expected = "the name of a voice, e.g. de = \"German\"";
            match self.string(&entry, expected) {
                Some("") => self.bad(&entry, &format!("expected {expected}")),
                Some(name) => self.config.speech.voices.push((entry.key.to_owned(), name.to_owned())),
                None => {}
            }
        }
    }

    /// `[devices] sighted-rotated`: a word, or `true` and `false` for yes and no.
    fn rotation(&mut self, e: &Entry<'_, '_>) {
        self.config.devices.sighted_rotated = match e.value.get_ref() {
            DeValue::Boolean(true) => Some(Rotation::Yes),
            DeValue::Boolean(false) => Some(Rotation::No),
            _ => self.choice(e, Rotation::EXPECTED),
        }
    }
}
