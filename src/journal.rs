//! The journal of a live session (`taktil play`): a session script written as the game
//! goes.
//!
//! The journal is the session header (`set` lines, the effective settings) and then
//! every input as a script event line with its time ([`crate::script`]), so the journal
//! alone replays with `taktil replay`. Each line is written, flushed and synced to disk
//! before the outputs of its input are spoken or printed: a made move is on disk before
//! it is announced (product.md, capability 7).
//!
//! Reading a journal back ([`read`]) forgives exactly one kind of damage: the last line,
//! cut off by a crash, a kill or a power cut (no line end) or unreadable, is left out
//! and reported with its line number. Damage anywhere else is an error.

use std::{
    fs::{File, OpenOptions},
    io::{self, Seek, SeekFrom, Write},
    path::Path,
};

use crate::{
    core::time::Timestamp,
    script::{self, Event, Header, Script, ScriptError},
};

/// A journal open for appending.
#[derive(Debug)]
pub struct Journal {
    file: File,
}

impl Journal {
    /// Creates the journal file and writes the header, synced. An existing file is
    /// never overwritten: it may hold a game to resume.
    ///
    /// # Errors
    /// When the file exists (`AlreadyExists`), or cannot be created or written.
    pub fn create(path: &Path, header: &Header) -> io::Result<Journal> {
        let file = OpenOptions::new().write(true).create_new(true).open(path)?;
        let mut journal = Journal { file };
        journal.write_synced(&format!("# taktil play journal\n{header}"))?;
        Ok(journal)
    }

    /// Opens an existing journal to go on writing after its first `kept` bytes
    /// ([`Recovered::kept`]): an ignored last line is cut away first, so it cannot end
    /// up in the middle of the journal.
    ///
    /// # Errors
    /// When the file cannot be opened, cut or synced.
    pub fn append(path: &Path, kept: usize) -> io::Result<Journal> {
        let file = OpenOptions::new().write(true).open(path)?;
        file.set_len(u64::try_from(kept).unwrap_or(u64::MAX))?;
        file.sync_data()?;
        let mut file = file;
        file.seek(SeekFrom::End(0))?;
        Ok(Journal { file })
    }

    /// A journal on an open file (tests: `/dev/full` for a full disk).
    #[cfg(test)]
    pub(crate) fn from_file(file: File) -> Journal {
        Journal { file }
    }

    /// Writes one event line, then flushes and syncs the file.
    ///
    /// # Errors
    /// When the line cannot be written or synced (a full disk, a removed medium).
    pub fn write(&mut self, event: &Event) -> io::Result<()> {
        self.write_synced(&format!("{event}\n"))
    }

    /// Writes a time mark: a timer fired (`Mark::Tick`) or the input ended
    /// (`Mark::Settled`) at `t` and made a move, which is thus on disk before it is
    /// announced. A replay reads marks as comments; a resume replays them.
    ///
    /// # Errors
    /// When the line cannot be written or synced.
    pub fn mark(&mut self, mark: Mark, t: Timestamp) -> io::Result<()> {
        self.write_synced(&format!("# {} @{}\n", mark.as_str(), t.0))
    }

    /// Writes a wall-clock mark: session time `t` was `unix_ms` (ms since 1970) on the
    /// computer's clock. With it a resume knows how long taktil was down (docs/play.md,
    /// `--downtime`). A replay reads it as a comment.
    ///
    /// # Errors
    /// When the line cannot be written or synced.
    pub fn wall(&mut self, t: Timestamp, unix_ms: u64) -> io::Result<()> {
        self.write_synced(&format!("# wall @{} {unix_ms}\n", t.0))
    }

    /// Writes a comment line (`# ...`), flushed and synced.
    ///
    /// # Errors
    /// When the line cannot be written or synced.
    pub fn comment(&mut self, text: &str) -> io::Result<()> {
        let text: String = text.chars().map(|c| if c.is_control() { ' ' } else { c }).collect();
        self.write_synced(&format!("# {text}\n"))
    }

    fn write_synced(&mut self, text: &str) -> io::Result<()> {
        self.file.write_all(text.as_bytes())?;
        self.file.flush()?;
        self.file.sync_data()
    }
}

/// A point in time the live session reached without an input: a timer that made a
/// move, or the end of the input that settled the held position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// Timers due by this time fired.
    Tick,
    /// The input ended: held positions count as settled (a recorded session's end).
    Settled,
}

impl Mark {
    const fn as_str(self) -> &'static str {
        match self {
            Mark::Tick => "tick",
            Mark::Settled => "settled",
        }
    }
}

/// The marks in a journal's text: their line numbers (from 1), kinds and times.
fn marks(text: &str) -> Vec<(usize, Mark, Timestamp)> {
    text.lines()
        .enumerate()
        .filter_map(|(i, line)| {
            let rest = line.strip_prefix("# ")?;
            let (word, t) = rest.split_once(" @")?;
            let mark = [Mark::Tick, Mark::Settled].into_iter().find(|m| m.as_str() == word)?;
            Some((i + 1, mark, Timestamp(t.trim().parse().ok()?)))
        })
        .collect()
}

/// The last wall-clock mark in a journal's text: session time and ms since 1970.
fn last_wall(text: &str) -> Option<(Timestamp, u64)> {
    text.lines().rev().find_map(|line| {
        let (t, unix) = line.strip_prefix("# wall @")?.split_once(' ')?;
        Some((Timestamp(t.parse().ok()?), unix.trim().parse().ok()?))
    })
}

/// A journal read back.
#[derive(Debug)]
pub struct Recovered {
    /// The header and the events that were read.
    pub script: Script,
    /// The last line, when it was cut off or unreadable and is left out: its number
    /// (from 1) and why.
    pub ignored: Option<(usize, String)>,
    /// How many bytes of the text were read (all but an ignored last line).
    pub kept: usize,
    /// The time marks, with their line numbers, in order.
    pub marks: Vec<(usize, Mark, Timestamp)>,
    /// The last wall-clock mark: a session time and the computer's clock then (ms
    /// since 1970).
    pub wall: Option<(Timestamp, u64)>,
}

/// Reads a journal. The last line is left out (and reported in
/// [`Recovered::ignored`]) when it has no line end or does not parse.
///
/// # Errors
/// When a line other than the last does not parse.
pub fn read(text: &str) -> Result<Recovered, ScriptError> {
    if !text.is_empty() && !text.ends_with('\n') {
        let kept = text.rfind('\n').map_or(0, |i| i + 1);
        let script = script::parse(&text[..kept])?;
        let line = text.lines().count();
        let (marks, wall) = (marks(&text[..kept]), last_wall(&text[..kept]));
        return Ok(Recovered { script, ignored: Some((line, "the line was cut off".to_owned())), kept, marks, wall });
    }
    match script::parse(text) {
        Ok(script) => {
            Ok(Recovered { script, ignored: None, kept: text.len(), marks: marks(text), wall: last_wall(text) })
        }
        Err(e) if e.line == last_code_line(text) => {
            let kept: usize = text.split_inclusive('\n').take(e.line - 1).map(str::len).sum();
            let script = script::parse(&text[..kept])?;
            let (marks, wall) = (marks(&text[..kept]), last_wall(&text[..kept]));
            Ok(Recovered { script, ignored: Some((e.line, e.kind.to_string())), kept, marks, wall })
        }
        Err(e) => Err(e),
    }
}

/// The number of the last line that is not blank or a comment (0 when none).
fn last_code_line(text: &str) -> usize {
    text.lines()
        .enumerate()
        .filter(|(_, l)| {
            let code = l.split_once('#').map_or(*l, |(c, _)| c);
            !code.trim().is_empty()
        })
        .map(|(i, _)| i + 1)
        .last()
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::input::{BoardMsg, Device, Input};
    use shakmaty::{Color, Square};

    #[test]
    fn time_marks_are_read_with_their_lines() {
        let text = "set blind white\n@0 tactile L e2\n@10 tactile P e4\n# tick @510\n# a comment\n# settled @600\n";
        let recovered = read(text).expect("a journal");
        assert_eq!(recovered.marks, [(4, Mark::Tick, Timestamp(510)), (6, Mark::Settled, Timestamp(600))]);
        assert_eq!(recovered.script.events.len(), 2);
        assert_eq!(recovered.wall, None);
        let recovered = read("# wall @0 1000\n@5 tactile L e2\n# wall @900 2000\n# wall @x 3\n").unwrap();
        assert_eq!(recovered.wall, Some((Timestamp(900), 2000)));
    }

    fn lift(t: u64, sq: Square) -> Event {
        Event {
            line: 0,
            t: Timestamp(t),
            input: Input::Board { device: Device::Tactile, msg: BoardMsg::Lift(sq), seq: None },
        }
    }

    fn temp(name: &str) -> std::path::PathBuf {
        std::env::temp_dir().join(format!("taktil-journal-{}-{name}", std::process::id()))
    }

    #[test]
    fn header_and_events_round_trip() {
        let path = temp("round-trip");
        let _ = std::fs::remove_file(&path);
        let header = Header { blind: Some(Color::Black), settle_ms: Some(300), ..Header::default() };
        let mut j = Journal::create(&path, &header).unwrap();
        j.write(&lift(0, Square::E2)).unwrap();
        j.comment("a note").unwrap();
        j.write(&lift(1500, Square::E7)).unwrap();
        drop(j);
        let text = std::fs::read_to_string(&path).unwrap();
        let r = read(&text).unwrap();
        assert_eq!(r.script.header, header);
        assert_eq!(r.script.events, vec![lift(0, Square::E2), lift(1500, Square::E7)]);
        assert_eq!(r.ignored, None);
        // Appending goes on at the end.
        let mut j = Journal::append(&path, r.kept).unwrap();
        j.write(&lift(2000, Square::D2)).unwrap();
        let r = read(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert_eq!(r.script.events.len(), 3);
        // A journal is never overwritten by a new session.
        let e = Journal::create(&path, &header).unwrap_err();
        assert_eq!(e.kind(), io::ErrorKind::AlreadyExists);
        let _ = std::fs::remove_file(&path);
    }

    #[test]
    fn a_cut_off_last_line_is_ignored_and_reported() {
        let text = "set blind white\n@0 tactile L e2\n@100 tactile P e";
        let r = read(text).unwrap();
        assert_eq!(r.script.events, vec![lift(0, Square::E2)]);
        assert_eq!(r.ignored.map(|(line, _)| line), Some(3));
        assert_eq!(r.kept, text.len() - "@100 tactile P e".len());
        // Even a cut-off line that happens to parse is left out.
        let r = read("@0 tactile L e2\n@100 tactile L e").unwrap();
        assert_eq!(r.ignored.map(|(line, _)| line), Some(2));
    }

    #[test]
    fn an_unreadable_last_line_is_ignored_but_garbage_before_it_is_an_error() {
        let r = read("@0 tactile L e2\n@1\u{0}\u{0}\n").unwrap();
        assert_eq!(r.script.events, vec![lift(0, Square::E2)]);
        assert_eq!(r.ignored.map(|(line, _)| line), Some(2));
        assert_eq!(r.kept, "@0 tactile L e2\n".len());
        let e = read("@0 tactile L e2\ngarbage\n@100 tactile L e7\n").unwrap_err();
        assert_eq!(e.line, 2);
        // A cut-off line after garbage does not hide the garbage.
        assert!(read("garbage\n@0 tactile L e").is_err());
    }

    #[test]
    fn an_empty_journal_reads_as_an_empty_session() {
        let r = read("").unwrap();
        assert!(r.script.events.is_empty());
        assert_eq!(r.ignored, None);
    }
}
