//! The journal of a live session (`taktil play`): a session script written as the game
//! goes, that proves itself when it is read back.
//!
//! The journal is a first line ([`FIRST_LINE`]), the session header (`set` lines, the
//! effective settings) and a wall-clock mark, written and synced at once, and then
//! every input as a script event line with its time ([`crate::script`]), so the journal
//! alone replays with `taktil replay`. Each step's lines are synced to disk before the
//! outputs of its input are spoken or printed: a made move is on disk before it is
//! announced (product.md, capability 7).
//!
//! # The checks (docs/play.md, "The journal")
//!
//! - **A chain.** Every line ends with ` #~` and 8 hexadecimal digits: the CRC-32 (as
//!   zip and PNG compute it) of the previous line's 8 digits followed by the line's own
//!   text (the first line follows `00000000`). A script reader takes the suffix as a
//!   comment. A changed, joined, split, missing or moved line breaks the chain at its
//!   line.
//! - **Checkpoints.** After each made move the journal holds `# made <ply> <SAN>`, with
//!   both clocks in ms when there is a clock (`white 5398500 black 5400000`): the resume
//!   checks that replaying the journal makes the same moves at the same clock times
//!   ([`crate::play::restore`]).
//!
//! Reading a journal back ([`read`]) keeps every line up to the first that does not
//! check (or is cut off, or is not UTF-8) and leaves that line and all after it out,
//! reported ([`Dropped`]); it never reads past it. A journal without checks (written by
//! an older taktil) is read as before: only its last line may be left out, and the
//! resume says that it cannot be verified. A journal whose settings are not all there
//! (killed in its first milliseconds) holds no game ([`Recovered::game`]).
//!
//! A resume that leaves lines out writes the journal again without them, with a line
//! `# dropped <count> from line <line>: <why>` in their place (the lines themselves are
//! kept in a file beside the journal, [`save_dropped`]); the report is said and then
//! acknowledged by `# told`. A drop that was not told (the resume was killed first) is
//! told by the next resume ([`Recovered::untold`]).

use std::{
    fmt,
    fs::{File, OpenOptions},
    io::{self, Seek, SeekFrom, Write},
    path::{Path, PathBuf},
};

use crate::{
    core::{output::MadeMove, time::Timestamp},
    notice::problem::{Difference, DropCause},
    script::{self, Header, Script, ScriptError, ScriptErrorKind, TimedInput},
    textfile::{beside, replace},
};

/// The first line of a journal with checks.
pub const FIRST_LINE: &str = "# taktil play journal 2";

/// What comes before a line's check: ` #~`.
const CHECK_MARK: &str = " #~";

/// The length of a check with its mark: ` #~` and 8 hexadecimal digits.
const CHECK_LEN: usize = 11;

/// The CRC-32 table (IEEE 802.3, reflected, as zip and PNG).
const CRC_TABLE: [u32; 256] = crc_table();

const fn crc_table() -> [u32; 256] {
    let mut table = [0u32; 256];
    let mut i = 0;
    while i < 256 {
        let mut c = i as u32;
        let mut k = 0;
        while k < 8 {
            c = if c & 1 == 1 { 0xEDB8_8320 ^ (c >> 1) } else { c >> 1 };
            k += 1;
        }
        table[i] = c;
        i += 1;
    }
    table
}

/// The CRC-32 of some bytes (`crc32(b"123456789") == 0xcbf43926`).
pub fn crc32(bytes: &[u8]) -> u32 {
    crc_update(0, bytes)
}

fn crc_update(crc: u32, bytes: &[u8]) -> u32 {
    let mut c = !crc;
    for b in bytes {
        c = CRC_TABLE[((c ^ u32::from(*b)) & 0xFF) as usize] ^ (c >> 8);
    }
    !c
}

/// The check of a line's text after the line whose check was `previous`.
pub fn check(previous: u32, text: &[u8]) -> u32 {
    crc_update(crc_update(0, format!("{previous:08x}").as_bytes()), text)
}

/// A line's text and the check it carries, when it ends with one (` #~` and 8
/// lower-case hexadecimal digits).
fn split_check(line: &[u8]) -> Option<(&[u8], u32)> {
    let at = line.len().checked_sub(CHECK_LEN)?;
    let (text, tail) = line.split_at(at);
    let digits = tail.strip_prefix(CHECK_MARK.as_bytes())?;
    if !digits.iter().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(b)) {
        return None;
    }
    let value = u32::from_str_radix(std::str::from_utf8(digits).ok()?, 16).ok()?;
    Some((text, value))
}

/// Lines being written: each gets its check when the journal has checks.
#[derive(Clone, Copy, Debug)]
struct Chain(Option<u32>);

impl Chain {
    /// `text` as a journal line (with its check and line end); the chain moves on.
    fn line(&mut self, text: &str) -> String {
        match &mut self.0 {
            Some(previous) => {
                *previous = check(*previous, text.as_bytes());
                format!("{text}{CHECK_MARK}{previous:08x}\n")
            }
            None => format!("{text}\n"),
        }
    }
}

/// A journal open for appending.
#[derive(Debug)]
pub struct Journal {
    file: File,
    chain: Chain,
    /// Lines written and not yet synced.
    unsynced: bool,
}

impl Journal {
    /// Creates the journal file and writes the first line, the header and a wall-clock
    /// mark (session time 0 was `unix_ms`), synced. An existing file is never
    /// overwritten: it may hold a game to resume.
    ///
    /// # Errors
    /// When the file exists (`AlreadyExists`), or cannot be created or written.
    pub fn create(path: &Path, header: &Header, unix_ms: u64) -> io::Result<Journal> {
        let file = OpenOptions::new().write(true).create_new(true).open(path)?;
        let mut chain = Chain(Some(0));
        let mut journal = Journal { file, chain, unsynced: false };
        journal.put_synced(&start_text(&mut chain, header, unix_ms))?;
        journal.chain = chain;
        Ok(journal)
    }

    /// Writes `path` anew with a new session's start (as [`Journal::create`]), over
    /// what is there (a journal that holds no game, [`Recovered::game`]), by a whole
    /// new file renamed over it: a kill leaves the old file or the new one.
    ///
    /// # Errors
    /// When the file cannot be written or renamed.
    pub fn start_over(path: &Path, header: &Header, unix_ms: u64) -> io::Result<Journal> {
        let mut chain = Chain(Some(0));
        let text = start_text(&mut chain, header, unix_ms);
        replace(path, text.as_bytes())?;
        Journal::open_end(path, chain)
    }

    /// Opens a journal read back to go on writing after it, so that it is what an
    /// uninterrupted session would have written for the game as restored: the
    /// checkpoints it lacks ([`Lacking`]) are written right after the lines of the
    /// steps that made their moves, then `lines` (comments, such as a drop's report and
    /// the resume's mark), each checked in the chain.
    ///
    /// When lines were left out ([`Recovered::dropped`]), or a checkpoint goes before
    /// the last line kept, the journal is written again, by a new file renamed over it:
    /// a kill leaves the old journal (which the next resume restores the same way) or
    /// the new one. Otherwise the lines are appended: a kill cuts one of them, and the
    /// next resume leaves that line out and writes it again.
    ///
    /// # Errors
    /// When the file cannot be written, renamed, opened or synced.
    pub fn go_on(
        path: &Path,
        bytes: &[u8],
        recovered: &Recovered,
        lacking: &[Lacking],
        lines: &[String],
    ) -> io::Result<Journal> {
        let kept_lines = recovered.kept_lines();
        let inside = lacking.iter().any(|l| l.after < kept_lines);
        let mut journal = if recovered.dropped.is_some() || inside {
            let (mut text, mut chain) = if inside {
                rebuilt(&bytes[..recovered.kept], recovered.checked, lacking)
            } else {
                let mut chain = Chain(recovered.chain);
                let mut text = bytes[..recovered.kept].to_vec();
                for l in lacking {
                    text.extend_from_slice(chain.line(&l.checkpoint.to_string()).as_bytes());
                }
                (text, chain)
            };
            for line in lines {
                text.extend_from_slice(chain.line(&one_line(line)).as_bytes());
            }
            replace(path, &text)?;
            Journal::open_end(path, chain)?
        } else {
            let mut journal = Journal::open_end(path, Chain(recovered.chain))?;
            for l in lacking {
                journal.put(&l.checkpoint.to_string())?;
            }
            for line in lines {
                journal.put(&one_line(line))?;
            }
            journal
        };
        journal.sync()?;
        Ok(journal)
    }

    fn open_end(path: &Path, chain: Chain) -> io::Result<Journal> {
        let mut file = OpenOptions::new().write(true).open(path)?;
        file.seek(SeekFrom::End(0))?;
        Ok(Journal { file, chain, unsynced: false })
    }

    /// A journal on an open file (tests: `/dev/full` for a full disk).
    #[cfg(test)]
    pub(crate) fn from_file(file: File) -> Journal {
        Journal { file, chain: Chain(Some(0)), unsynced: false }
    }

    /// Writes one event line. It is on disk at the next [`Journal::sync`], which comes
    /// before anything its input causes is said.
    ///
    /// # Errors
    /// When the line cannot be written (a full disk, a removed medium).
    pub fn write(&mut self, event: &TimedInput) -> io::Result<()> {
        self.put(&event.to_string())
    }

    /// Writes a time mark: a timer fired (`Mark::Tick`) or the input ended
    /// (`Mark::Settled`) at `t` and made a move, which is thus on disk before it is
    /// announced. A replay reads marks as comments; a resume replays them. Synced at
    /// the next [`Journal::sync`].
    ///
    /// # Errors
    /// When the line cannot be written.
    pub fn mark(&mut self, mark: Mark, t: Timestamp) -> io::Result<()> {
        self.put(&format!("# {} @{}", mark.as_str(), t.0))
    }

    /// Writes the checkpoint of a made move ([`Checkpoint`]); synced at the next
    /// [`Journal::sync`].
    ///
    /// # Errors
    /// When the line cannot be written.
    pub fn checkpoint(&mut self, made: &MadeMove) -> io::Result<()> {
        self.put(&Checkpoint::of(0, made).to_string())
    }

    /// Writes a wall-clock mark: session time `t` was `unix_ms` (ms since 1970) on the
    /// computer's clock. With it a resume knows how long taktil was down (docs/play.md,
    /// `--downtime`). A replay reads it as a comment. Synced.
    ///
    /// # Errors
    /// When the line cannot be written or synced.
    pub fn wall(&mut self, t: Timestamp, unix_ms: u64) -> io::Result<()> {
        self.put(&format!("# wall @{} {unix_ms}", t.0))?;
        self.sync()
    }

    /// Writes a comment line (`# ...`), synced.
    ///
    /// # Errors
    /// When the line cannot be written or synced.
    pub fn comment(&mut self, text: &str) -> io::Result<()> {
        self.put(&one_line(text))?;
        self.sync()
    }

    /// Flushes and syncs the lines written since the last sync.
    ///
    /// # Errors
    /// When the file cannot be synced.
    pub fn sync(&mut self) -> io::Result<()> {
        if self.unsynced {
            self.file.flush()?;
            self.file.sync_data()?;
            self.unsynced = false;
        }
        Ok(())
    }

    fn put(&mut self, text: &str) -> io::Result<()> {
        let line = self.chain.line(text);
        self.unsynced = true;
        self.file.write_all(line.as_bytes())
    }

    fn put_synced(&mut self, text: &str) -> io::Result<()> {
        self.file.write_all(text.as_bytes())?;
        self.unsynced = true;
        self.sync()
    }
}

/// A checkpoint a journal lacks: the move that the step on line `after` made, which
/// the step's checkpoint should have followed (killed between the step and its
/// checkpoint, or a journal an older resume went on without it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lacking {
    /// The line of the step that made the move (from 1).
    pub after: usize,
    /// The checkpoint to write after it.
    pub checkpoint: Checkpoint,
}

/// The kept lines of a journal (`kept`, whole lines) written again with the lacking
/// checkpoints after their steps, and the chain after the last line; each line's text
/// is kept as it is, its check computed anew.
fn rebuilt(kept: &[u8], checked: bool, lacking: &[Lacking]) -> (Vec<u8>, Chain) {
    let mut chain = Chain(checked.then_some(0));
    let mut text = Vec::with_capacity(kept.len() + 64 * lacking.len());
    for line in raw_lines(kept) {
        let own = if checked { split_check(line.bytes).map_or(line.bytes, |(t, _)| t) } else { line.bytes };
        text.extend_from_slice(chain.line(&String::from_utf8_lossy(own)).as_bytes());
        for l in lacking.iter().filter(|l| l.after == line.number) {
            text.extend_from_slice(chain.line(&l.checkpoint.to_string()).as_bytes());
        }
    }
    (text, chain)
}

/// The start of a journal: the first line, the header and the wall mark of time 0.
fn start_text(chain: &mut Chain, header: &Header, unix_ms: u64) -> String {
    let mut text = chain.line(FIRST_LINE);
    for line in header.to_string().lines() {
        text.push_str(&chain.line(line));
    }
    text.push_str(&chain.line(&format!("# wall @0 {unix_ms}")));
    text
}

/// A comment of one line: `# ` and the text, control characters as spaces.
fn one_line(text: &str) -> String {
    let text: String = text.chars().map(|c| if c.is_control() { ' ' } else { c }).collect();
    format!("# {text}")
}

/// Keeps the bytes a resume leaves out, from line `line` on, in a file beside the
/// journal (`game.journal.dropped-41`), synced, for the arbiter. A second resume that
/// leaves out the same lines writes the same file again.
///
/// # Errors
/// When the file cannot be written.
pub fn save_dropped(path: &Path, line: usize, bytes: &[u8]) -> io::Result<PathBuf> {
    let saved = beside(path, &format!(".dropped-{line}"));
    let mut file = File::create(&saved)?;
    file.write_all(bytes)?;
    file.sync_all()?;
    Ok(saved)
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

/// A made move as the journal records it after the step that made it: `# made 3 Nf3
/// white 5398500 black 5400000` (the clocks in ms when the move was completed, R-42;
/// without a clock, no clocks).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checkpoint {
    /// The journal line (from 1; 0 for one not read from a journal).
    pub line: usize,
    /// The half-move number, from 1.
    pub ply: u32,
    /// The move in SAN, with its check or mate sign.
    pub san: String,
    /// White's and Black's remaining time in ms, with a clock.
    pub clocks: Option<(u64, u64)>,
}

impl Checkpoint {
    /// The checkpoint of a made move.
    pub fn of(line: usize, made: &MadeMove) -> Checkpoint {
        let ms = |d: std::time::Duration| u64::try_from(d.as_millis()).unwrap_or(u64::MAX);
        Checkpoint {
            line,
            ply: made.ply,
            san: made.san.to_string(),
            clocks: made.clock.as_ref().map(|c| (ms(c.white), ms(c.black))),
        }
    }

    /// Reads a checkpoint line's text (without its check).
    fn parse(line: usize, text: &str) -> Option<Checkpoint> {
        let mut words = text.strip_prefix("# made ")?.split(' ');
        let ply = words.next()?.parse().ok()?;
        let san = words.next()?.to_owned();
        let clocks = match (words.next(), words.next(), words.next(), words.next(), words.next()) {
            (None, ..) => None,
            (Some("white"), Some(w), Some("black"), Some(b), None) => Some((w.parse().ok()?, b.parse().ok()?)),
            _ => return None,
        };
        Some(Checkpoint { line, ply, san, clocks })
    }
}

/// `# made 3 Nf3 white 5398500 black 5400000`, or `# made 3 Nf3` without a clock.
impl fmt::Display for Checkpoint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "# made {} {}", self.ply, self.san)?;
        match self.clocks {
            Some((white, black)) => write!(f, " white {white} black {black}"),
            None => Ok(()),
        }
    }
}

/// Why lines of a journal are left out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// The last line has no line end: cut off by a crash, a kill or a power cut.
    Cut,
    /// A byte that is not UTF-8, at this column.
    NotUtf8 {
        /// The column (characters before it, plus one).
        column: usize,
    },
    /// The line does not match its check (changed, joined, moved, or a line before it
    /// is missing).
    Check,
    /// The line does not parse (the last line of a journal without checks).
    Parse(ScriptErrorKind),
    /// Replaying the journal does not give the move its checkpoint records.
    Replay(Difference),
}

impl Why {
    /// Whether the line was cut off (a crash), not changed.
    pub const fn is_cut(&self) -> bool {
        matches!(self, Why::Cut)
    }

    /// Why, as the assistant is told (`l10n` renders it in the session's language).
    pub fn cause(&self) -> DropCause {
        match self {
            Why::Cut => DropCause::Cut,
            Why::NotUtf8 { column } => DropCause::NotUtf8 { column: u32::try_from(*column).unwrap_or(u32::MAX) },
            Why::Check => DropCause::Check,
            Why::Parse(kind) => DropCause::Parse { error: kind.to_string() },
            Why::Replay(what) => DropCause::Replay(what.clone()),
        }
    }
}

impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Why::Cut => f.write_str("the line was cut off"),
            Why::NotUtf8 { column } => write!(f, "not UTF-8 text at column {column}"),
            Why::Check => f.write_str("the line does not match its check"),
            Why::Parse(kind) => write!(f, "{kind}"),
            Why::Replay(what) => write!(f, "{what}"),
        }
    }
}

/// Lines left out of a journal read back: from `line` to the end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dropped {
    /// The first line left out (from 1).
    pub line: usize,
    /// How many lines are left out (a cut-off last line counts as one).
    pub count: usize,
    /// Why the first is left out.
    pub why: Why,
    /// The first line's text as it is (bytes that are not UTF-8 shown as `�`), at
    /// most 80 characters.
    pub text: String,
}

impl Dropped {
    /// The report for the assistant's screen and standard error: `line 41 (`@5430
    /// tactile P c4`): the line does not match its check; 12 lines left out`.
    pub fn report(&self) -> String {
        format!("line {} (`{}`): {}; {} left out", self.line, self.text, self.why, lines(self.count))
    }

    /// The journal's record of the drop: `dropped 12 from line 41: <why>` (a comment).
    pub fn record(&self) -> String {
        format!("dropped {} from line {}: {}", self.count, self.line, self.why)
    }
}

/// `1 line`, `12 lines`.
fn lines(count: usize) -> String {
    if count == 1 { "1 line".to_owned() } else { format!("{count} lines") }
}

/// A drop an earlier resume journaled: from which line, how many, and whether the line
/// was cut off.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Told {
    /// The first line left out.
    pub line: usize,
    /// How many.
    pub count: usize,
    /// A cut-off line (a crash), not a changed one.
    pub cut: bool,
}

/// A journal read back.
#[derive(Debug)]
pub struct Recovered {
    /// The header and the events that were read.
    pub script: Script,
    /// Whether the journal has checks (else it was written by an older taktil).
    pub checked: bool,
    /// Whether it holds a game: all its settings are there. A journal killed in its
    /// first milliseconds (empty, or its start cut off) holds none.
    pub game: bool,
    /// The lines left out, if any.
    pub dropped: Option<Dropped>,
    /// How many bytes of the file are kept (all before the first line left out).
    pub kept: usize,
    /// The check of the last line kept (a journal with checks).
    pub chain: Option<u32>,
    /// The time marks, with their line numbers, in order.
    pub marks: Vec<(usize, Mark, Timestamp)>,
    /// The checkpoints of the made moves, in order.
    pub checkpoints: Vec<Checkpoint>,
    /// The last wall-clock mark: a session time and the computer's clock then (ms
    /// since 1970).
    pub wall: Option<(Timestamp, u64)>,
    /// Drops an earlier resume journaled but did not tell (no `# told` after them).
    pub untold: Vec<Told>,
    /// The lines of the resumes' marks (`# resumed at @5430`), in order: the lines
    /// after the first were written by a resumed session.
    pub resumes: Vec<usize>,
    /// Where each line starts in the file, and the check after it.
    starts: Vec<(usize, Option<u32>)>,
}

/// Why a journal cannot be resumed.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// A line of a journal without checks, before its last, does not parse.
    #[error(transparent)]
    Script(#[from] ScriptError),
    /// A line of a journal without checks, before its last, is not UTF-8.
    #[error("line {line}, column {column}: not UTF-8 text")]
    Utf8 {
        /// The line.
        line: usize,
        /// The column.
        column: usize,
    },
    /// The settings at the start of the journal are damaged, and lines follow: the
    /// game cannot be restored.
    #[error("{}: the journal's settings are damaged; the game cannot be restored", .0.report())]
    Settings(Dropped),
}

/// One line of the file: its number, where it starts, its bytes (without the line
/// end) and whether it has a line end.
struct RawLine<'a> {
    number: usize,
    start: usize,
    bytes: &'a [u8],
    ended: bool,
}

fn raw_lines(bytes: &[u8]) -> Vec<RawLine<'_>> {
    let mut out = Vec::new();
    let mut start = if crate::textfile::has_bom(bytes) { 3 } else { 0 };
    while start < bytes.len() {
        let (end, ended) =
            bytes[start..].iter().position(|b| *b == b'\n').map_or((bytes.len(), false), |i| (start + i, true));
        out.push(RawLine { number: out.len() + 1, start, bytes: &bytes[start..end], ended });
        start = end + 1;
    }
    out
}

/// Reads a journal (the file's bytes). See the module docs: every line up to the
/// first one that does not check is kept.
///
/// # Errors
/// A journal without checks: a line other than the last that is not UTF-8 or does not
/// parse. Any journal: damaged settings with lines after them.
pub fn read(bytes: &[u8]) -> Result<Recovered, ReadError> {
    let raw = raw_lines(bytes);
    let checked = raw.iter().any(|l| l.ended && split_check(l.bytes).is_some());
    let mut clean = String::with_capacity(bytes.len());
    let mut starts = Vec::with_capacity(raw.len() + 1);
    let mut chain = checked.then_some(0u32);
    let mut dropped = None;
    for line in &raw {
        starts.push((line.start, chain));
        match take_line(line, &mut chain) {
            Ok(text) => {
                clean.push_str(text);
                clean.push('\n');
            }
            Err(why) => {
                if let (false, Why::NotUtf8 { column }) = (checked || line.number == raw.len(), &why) {
                    return Err(ReadError::Utf8 { line: line.number, column: *column });
                }
                dropped = Some(Dropped {
                    line: line.number,
                    count: raw.len() + 1 - line.number,
                    why,
                    text: shown(line.bytes),
                });
                break;
            }
        }
    }
    starts.push((bytes.len(), chain));
    let kept = dropped.as_ref().map_or(bytes.len(), |d| starts[d.line - 1].0);
    let script = match script::parse(&clean) {
        Ok(script) => script,
        Err(e) if !checked && e.line == last_code_line(&clean) && dropped.is_none() => {
            let kind = e.kind.clone();
            let text = shown(raw[e.line - 1].bytes);
            dropped = Some(Dropped { line: e.line, count: raw.len() + 1 - e.line, why: Why::Parse(kind), text });
            let kept_text: usize = clean.split_inclusive('\n').take(e.line - 1).map(str::len).sum();
            clean.truncate(kept_text);
            script::parse(&clean)?
        }
        Err(e) => return Err(e.into()),
    };
    let kept = dropped.as_ref().map_or(kept, |d| starts[d.line - 1].0);
    let chain = dropped.as_ref().map_or(chain, |d| starts[d.line - 1].1);
    let mut recovered = Recovered {
        game: false,
        checked,
        dropped,
        kept,
        chain,
        marks: marks(&clean),
        checkpoints: checkpoints(&clean),
        wall: last_wall(&clean),
        untold: untold(&clean),
        resumes: resumes(&clean),
        script,
        starts,
    };
    recovered.game = if checked {
        recovered.wall.is_some()
    } else {
        recovered.script.header != Header::default() || !recovered.script.events.is_empty()
    };
    match &recovered.dropped {
        Some(d) if !recovered.game && d.count > 1 => Err(ReadError::Settings(d.clone())),
        _ => Ok(recovered),
    }
}

/// One line's text without its check, or why it is left out; the chain moves on.
fn take_line<'a>(line: &RawLine<'a>, chain: &mut Option<u32>) -> Result<&'a str, Why> {
    if !line.ended {
        return Err(Why::Cut);
    }
    let text = match chain {
        Some(previous) => {
            let (text, value) = split_check(line.bytes).ok_or(Why::Check)?;
            if check(*previous, text) != value {
                return Err(Why::Check);
            }
            *previous = value;
            text
        }
        None => line.bytes,
    };
    std::str::from_utf8(text).map_err(|e| Why::NotUtf8 { column: crate::textfile::position(text, e.valid_up_to()).1 })
}

/// A line as it is, for a report: at most 80 characters, bad bytes as `�`.
fn shown(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    let text: String = text.chars().map(|c| if c.is_control() { ' ' } else { c }).collect();
    match text.char_indices().nth(80) {
        Some((i, _)) => format!("{}...", &text[..i]),
        None => text,
    }
}

impl Recovered {
    /// How many lines are kept (all before the first left out).
    pub fn kept_lines(&self) -> usize {
        self.dropped.as_ref().map_or(self.starts.len() - 1, |d| d.line - 1)
    }

    /// Whether an earlier resume replayed this journal and checked every line before
    /// its mark (`# resumed at`): dropping lines from any line on would then drop lines
    /// a resumed session wrote, or lines a resume already checked.
    pub fn was_resumed(&self) -> bool {
        !self.resumes.is_empty()
    }

    /// Leaves out line `line` and every line after it (a checkpoint that replaying
    /// does not give, [`crate::play::restore`]); `why` is the reason; `bytes` are the
    /// journal's, as read.
    pub fn cut(&mut self, bytes: &[u8], line: usize, why: Why) {
        let total = self.starts.len() - 1;
        let line = line.clamp(1, total.max(1));
        let start = self.starts.get(line - 1).map_or(bytes.len(), |s| s.0);
        let end = self.starts.get(line).map_or(bytes.len(), |s| s.0);
        let text = shown(bytes[start..end].strip_suffix(b"\n").unwrap_or(&bytes[start..end]));
        self.script.events.retain(|e| e.line < line);
        self.marks.retain(|(l, ..)| *l < line);
        self.checkpoints.retain(|c| c.line < line);
        self.untold.clear();
        self.resumes.retain(|l| *l < line);
        let (kept, chain) = self.starts.get(line - 1).copied().unwrap_or((self.kept, self.chain));
        (self.kept, self.chain) = (kept, chain);
        self.dropped = Some(Dropped { line, count: total + 1 - line, why, text });
    }
}

/// The marks in a journal's text (checks taken off): their line numbers (from 1),
/// kinds and times.
fn marks(text: &str) -> Vec<(usize, Mark, Timestamp)> {
    comments(text)
        .filter_map(|(line, rest)| {
            let (word, t) = rest.split_once(" @")?;
            let mark = [Mark::Tick, Mark::Settled].into_iter().find(|m| m.as_str() == word)?;
            Some((line, mark, Timestamp(t.trim().parse().ok()?)))
        })
        .collect()
}

/// The checkpoints in a journal's text.
fn checkpoints(text: &str) -> Vec<Checkpoint> {
    text.lines().enumerate().filter_map(|(i, line)| Checkpoint::parse(i + 1, line)).collect()
}

/// The comment lines of a text: their numbers and what follows `# `.
fn comments(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines().enumerate().filter_map(|(i, line)| Some((i + 1, line.strip_prefix("# ")?)))
}

/// The last wall-clock mark in a journal's text: session time and ms since 1970.
fn last_wall(text: &str) -> Option<(Timestamp, u64)> {
    text.lines().rev().find_map(|line| {
        let (t, unix) = line.strip_prefix("# wall @")?.split_once(' ')?;
        Some((Timestamp(t.parse().ok()?), unix.trim().parse().ok()?))
    })
}

/// The drops journaled by earlier resumes (`# dropped 12 from line 41: why`) with no
/// `# told` after them.
fn untold(text: &str) -> Vec<Told> {
    let mut untold = Vec::new();
    for (_, rest) in comments(text) {
        if rest == "told" {
            untold.clear();
        } else if let Some(rest) = rest.strip_prefix("dropped ")
            && let Some((count, rest)) = rest.split_once(" from line ")
            && let Some((line, why)) = rest.split_once(": ")
            && let (Ok(count), Ok(line)) = (count.parse(), line.parse())
        {
            untold.push(Told { line, count, cut: why == Why::Cut.to_string() });
        }
    }
    untold
}

/// The lines of the resumes' marks (`# resumed at @5430`).
fn resumes(text: &str) -> Vec<usize> {
    comments(text).filter(|(_, rest)| rest.starts_with("resumed at @")).map(|(line, _)| line).collect()
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
mod tests;
