//! Text files read bounded and line-aware: the journal, session scripts and PGN files.
//!
//! A file is read whole, but never more than [`LIMIT`] bytes: an endless file
//! (`/dev/zero`, `/dev/full`) or a huge one is refused with its size limit instead of
//! filling the memory. A folder is named as a folder. Text is UTF-8; a byte order mark
//! at the start (some editors write one) is skipped; bytes that are not UTF-8 are
//! reported with their line and column, not as "stream did not contain valid UTF-8".
//!
//! A file written whole ([`replace`]: the journal written again, the exported game) is
//! written as a new file beside it, synced and renamed over it: a kill or a power cut
//! leaves the old file or the new one, never a part of either.

use std::{
    fs::{self, File},
    io::{self, Read, Write},
    path::{Path, PathBuf},
};

/// The largest file taktil reads as text: 64 MiB (a journal of a long game with a
/// flooding board is a few MiB).
pub const LIMIT: u64 = 64 * 1024 * 1024;

/// The UTF-8 byte order mark.
const BOM: &[u8] = b"\xEF\xBB\xBF";

/// Why a text file cannot be read.
#[derive(Debug, thiserror::Error)]
pub enum TextError {
    /// The path is a folder.
    #[error("it is a folder, not a file")]
    Folder,
    /// The file is larger than the limit (or endless).
    #[error("the file is larger than {} MiB, the most taktil reads", limit / (1024 * 1024))]
    TooLarge {
        /// The limit in bytes.
        limit: u64,
    },
    /// A byte that is not UTF-8.
    #[error("line {line}, column {column}: not UTF-8 text (byte 0x{byte:02x})")]
    Utf8 {
        /// The line, from 1.
        line: usize,
        /// The column (characters before it on its line, plus one).
        column: usize,
        /// The first byte that is wrong.
        byte: u8,
    },
    /// The system's reason.
    #[error(transparent)]
    Io(#[from] io::Error),
}

/// Reads a file's bytes, at most `limit`.
///
/// # Errors
/// When the file cannot be opened or read, is a folder, or is larger than `limit`.
pub fn read_bytes(path: &Path, limit: u64) -> Result<Vec<u8>, TextError> {
    let file = File::open(path)?;
    if file.metadata()?.is_dir() {
        return Err(TextError::Folder);
    }
    let mut bytes = Vec::new();
    file.take(limit.saturating_add(1)).read_to_end(&mut bytes).map_err(|e| match e.raw_os_error() {
        Some(21) => TextError::Folder,
        _ => TextError::Io(e),
    })?;
    if bytes.len() as u64 > limit {
        return Err(TextError::TooLarge { limit });
    }
    Ok(bytes)
}

/// Reads a text file (at most [`LIMIT`] bytes, UTF-8, a byte order mark skipped).
///
/// # Errors
/// As [`read_bytes`], and a byte that is not UTF-8, with its line and column.
pub fn read(path: &Path) -> Result<String, TextError> {
    let bytes = read_bytes(path, LIMIT)?;
    decode(&bytes).map(str::to_owned)
}

/// The text of `bytes` without a leading byte order mark.
///
/// # Errors
/// A byte that is not UTF-8, with its line and column.
pub fn decode(bytes: &[u8]) -> Result<&str, TextError> {
    let bytes = bytes.strip_prefix(BOM).unwrap_or(bytes);
    std::str::from_utf8(bytes).map_err(|e| {
        let (line, column) = position(bytes, e.valid_up_to());
        TextError::Utf8 { line, column, byte: bytes[e.valid_up_to()] }
    })
}

/// The line and column (both from 1, the column in characters) of byte `at`, whose
/// bytes before it are UTF-8.
pub fn position(bytes: &[u8], at: usize) -> (usize, usize) {
    let before = &bytes[..at.min(bytes.len())];
    let line_start = before.iter().rposition(|b| *b == b'\n').map_or(0, |i| i + 1);
    let line = 1 + before.iter().filter(|b| **b == b'\n').count();
    let column = 1 + String::from_utf8_lossy(&before[line_start..]).chars().count();
    (line, column)
}

/// Whether `bytes` start with a byte order mark.
pub fn has_bom(bytes: &[u8]) -> bool {
    bytes.starts_with(BOM)
}

/// The file beside `path` with `suffix` added to its name (`game.pgn` and `.new`:
/// `game.pgn.new`).
pub fn beside(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.file_name().map(std::ffi::OsStr::to_owned).unwrap_or_default();
    name.push(suffix);
    path.with_file_name(name)
}

/// Writes `bytes` as the file `path`: a new file beside it (`.new`), synced, renamed
/// over it, and the folder synced.
///
/// # Errors
/// When the new file cannot be written or synced, or not renamed over `path`.
pub fn replace(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let new = beside(path, ".new");
    let mut file = File::create(&new)?;
    file.write_all(bytes)?;
    file.sync_all()?;
    fs::rename(&new, path)?;
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty())
        && let Ok(dir) = File::open(dir)
    {
        let _ = dir.sync_all();
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp(name: &str, bytes: &[u8]) -> std::path::PathBuf {
        let path = std::env::temp_dir().join(format!("taktil-textfile-{}-{name}", std::process::id()));
        std::fs::write(&path, bytes).unwrap();
        path
    }

    /// A kill during a write leaves a part of the new file beside the old one; the old
    /// file is whole until the new one is renamed over it.
    #[test]
    fn a_file_written_whole_replaces_the_old_one_at_once() {
        let path = temp("replace.pgn", b"1. e4 e5 2. Nf3 *\n");
        fs::write(beside(&path, ".new"), b"1. e4").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"1. e4 e5 2. Nf3 *\n");
        replace(&path, b"1. e4 e5 2. Nf3 Nc6 *\n").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"1. e4 e5 2. Nf3 Nc6 *\n");
        assert!(!beside(&path, ".new").exists());
        let _ = fs::remove_file(&path);
    }

    #[test]
    fn bad_utf8_is_named_by_line_and_column() {
        let e = decode(b"set blind white\n@0 tactile L \xE9\n").unwrap_err();
        assert_eq!(e.to_string(), "line 2, column 14: not UTF-8 text (byte 0xe9)");
        let e = decode(b"# K\xC3\xB6nig\n\xC3\xA9\xFF").unwrap_err();
        assert_eq!(e.to_string(), "line 2, column 2: not UTF-8 text (byte 0xff)");
    }

    #[test]
    fn a_byte_order_mark_is_skipped() {
        assert_eq!(decode(b"\xEF\xBB\xBFset blind black\n").unwrap(), "set blind black\n");
        let path = temp("bom", b"\xEF\xBB\xBF@0 tactile L e2\n");
        assert_eq!(read(&path).unwrap(), "@0 tactile L e2\n");
        let _ = std::fs::remove_file(&path);
    }

    #[test]
    fn a_folder_and_an_endless_file_are_refused_with_a_reason() {
        let dir = std::env::temp_dir();
        assert_eq!(read(&dir).unwrap_err().to_string(), "it is a folder, not a file");
        let path = temp("big", &[b'a'; 100]);
        let e = read_bytes(&path, 99).unwrap_err();
        assert!(matches!(e, TextError::TooLarge { limit: 99 }), "{e:?}");
        assert_eq!(read_bytes(&path, 100).unwrap().len(), 100);
        let _ = std::fs::remove_file(&path);
        if Path::new("/dev/zero").exists() {
            let e = read(Path::new("/dev/zero")).unwrap_err();
            assert_eq!(e.to_string(), "the file is larger than 64 MiB, the most taktil reads");
        }
    }
}
