//! A Lichess API token read from a file only its owner may read, held so that it never
//! shows: shared by the broadcast push (issue 32 point 3) and the Board API client
//! (issue 33 point 2: "the token file must be readable by its owner only and the token
//! never appears in a log, the journal or an error").
//!
//! # Limits
//!
//! On Windows the token file's permissions are not checked: they are ACLs, not a Unix
//! mode, and std cannot read them. A file in the user's profile is readable by that
//! user and the administrators only, which is what the check asks for.

use std::{
    fmt,
    fs::File,
    io::Read,
    path::{Path, PathBuf},
};

/// The largest token file read. Lichess's tokens match `^[A-Za-z0-9_]+$` and "can be
/// increased without notice" up to at least 512 characters (its API reference, "Token
/// format").
pub const MAX_TOKEN_FILE: u64 = 4096;

/// A Lichess API token. Its `Debug` and `Display` print `***`: it cannot reach a log,
/// the journal or an error message by formatting.
pub struct Token(String);

impl Token {
    /// The token itself, for the `Authorization` header only (and to take it out of a
    /// text a server sent back).
    pub(crate) fn secret(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Token(***)")
    }
}

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("***")
    }
}

/// Why the token file was refused. No variant holds or prints the file's content.
#[derive(Debug, thiserror::Error)]
pub enum TokenError {
    /// The file cannot be opened or read.
    #[error("cannot read the token file {}: {reason}", path.display())]
    Unreadable {
        /// The file.
        path: PathBuf,
        /// Why (the system's words).
        reason: String,
    },
    /// The path is a folder or a device, not a file.
    #[error("the token file {} is not a file", path.display())]
    NotAFile {
        /// The path.
        path: PathBuf,
    },
    /// Others than the owner may read or write it (Unix).
    #[error(
        "the token file {} may be read by others than its owner (mode {mode:03o}); \
         allow its owner only: chmod 600 {}",
        path.display(),
        path.display()
    )]
    Permissions {
        /// The file.
        path: PathBuf,
        /// Its permission bits.
        mode: u32,
    },
    /// Larger than any token.
    #[error("the token file {} is larger than {MAX_TOKEN_FILE} bytes: it must hold the token alone", path.display())]
    TooLarge {
        /// The file.
        path: PathBuf,
    },
    /// Nothing but white space.
    #[error("the token file {} is empty: write the Lichess token (scope {scope}) in it", path.display())]
    Empty {
        /// The file.
        path: PathBuf,
        /// The scope the token needs, for the message.
        scope: &'static str,
    },
    /// More than one line.
    #[error("the token file {} has more than one line: it must hold the token alone", path.display())]
    Lines {
        /// The file.
        path: PathBuf,
    },
    /// A space, a control character or a character that is not ASCII inside the token.
    #[error(
        "the token in {} has a space or a character that is not printable ASCII inside it: \
         a Lichess token has letters, digits and '_' only",
        path.display()
    )]
    Characters {
        /// The file.
        path: PathBuf,
    },
}

/// Reads a token that needs `scope` (named in the message of an empty file) from
/// `path`: a file that only its owner may read or write (on Unix, mode `600` or
/// stricter; see the module's "Limits" for Windows), holding one line, the token, with
/// no white space inside (white space around it is taken off).
///
/// # Errors
/// When the file cannot be read, is not a file, is open to others, is empty, has more
/// than one line, or holds more than a token. The error never contains the file's text.
pub fn read_token(path: &Path, scope: &'static str) -> Result<Token, TokenError> {
    let unreadable = |e: std::io::Error| TokenError::Unreadable { path: path.to_owned(), reason: e.to_string() };
    let file = File::open(path).map_err(unreadable)?;
    let meta = file.metadata().map_err(unreadable)?;
    if !meta.is_file() {
        return Err(TokenError::NotAFile { path: path.to_owned() });
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = meta.permissions().mode() & 0o7777;
        if mode & 0o077 != 0 {
            return Err(TokenError::Permissions { path: path.to_owned(), mode });
        }
    }
    let mut bytes = Vec::new();
    file.take(MAX_TOKEN_FILE + 1).read_to_end(&mut bytes).map_err(unreadable)?;
    if bytes.len() as u64 > MAX_TOKEN_FILE {
        return Err(TokenError::TooLarge { path: path.to_owned() });
    }
    let Ok(text) = String::from_utf8(bytes) else { return Err(TokenError::Characters { path: path.to_owned() }) };
    let token = text.trim();
    if token.is_empty() {
        return Err(TokenError::Empty { path: path.to_owned(), scope });
    }
    if token.contains(['\n', '\r']) {
        return Err(TokenError::Lines { path: path.to_owned() });
    }
    // Printable ASCII without the space: what an HTTP header value can carry as it is.
    if !token.chars().all(|c| c.is_ascii_graphic()) {
        return Err(TokenError::Characters { path: path.to_owned() });
    }
    Ok(Token(token.to_owned()))
}

#[cfg(test)]
mod tests {
    use std::{fs, sync::atomic::AtomicU32};

    use super::*;

    const SECRET: &str = "lip_Ab3dEfGh1jKlMn0pQrStUv";
    const SCOPE: &str = "board:play";

    /// A file of its own in the temporary folder, with `text` and `mode`.
    fn token_file(text: &str, mode: u32) -> PathBuf {
        static NEXT: AtomicU32 = AtomicU32::new(0);
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let path = std::env::temp_dir().join(format!("taktil-token-{}-{n}", std::process::id()));
        fs::write(&path, text).unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            fs::set_permissions(&path, fs::Permissions::from_mode(mode)).unwrap();
        }
        #[cfg(not(unix))]
        let _ = mode;
        path
    }

    fn read(text: &str, mode: u32) -> Result<Token, TokenError> {
        let path = token_file(text, mode);
        let token = read_token(&path, SCOPE);
        let _ = fs::remove_file(&path);
        token
    }

    #[test]
    fn a_token_readable_by_its_owner_only_is_taken() {
        let token = read(&format!("  {SECRET}\n"), 0o600).unwrap();
        assert_eq!(token.secret(), SECRET);
        assert!(read(SECRET, 0o400).is_ok());
        // Lichess's tokens may grow to 512 characters and more.
        assert!(read(&"a".repeat(512), 0o600).is_ok());
    }

    #[cfg(unix)]
    #[test]
    fn a_token_others_may_read_is_refused_with_chmod_600() {
        for mode in [0o644, 0o640, 0o604, 0o620] {
            let error = read(SECRET, mode).unwrap_err();
            assert!(matches!(error, TokenError::Permissions { mode: m, .. } if m == mode), "{mode:o}: {error:?}");
            let text = error.to_string();
            assert!(text.contains("chmod 600 "), "{text}");
            assert!(!text.contains(SECRET) && !format!("{error:?}").contains(SECRET), "{text}");
        }
    }

    #[test]
    fn an_empty_token_two_lines_or_a_space_inside_are_refused() {
        let empty = read(" \n\n", 0o600).unwrap_err();
        assert!(matches!(empty, TokenError::Empty { .. }));
        assert!(empty.to_string().contains("scope board:play"), "{empty}");
        assert!(matches!(read(&format!("{SECRET}\n{SECRET}\n"), 0o600), Err(TokenError::Lines { .. })));
        assert!(matches!(read("lip_abc def", 0o600), Err(TokenError::Characters { .. })));
        assert!(matches!(read("lip_abcé", 0o600), Err(TokenError::Characters { .. })));
        assert!(matches!(read(&"x".repeat(5000), 0o600), Err(TokenError::TooLarge { .. })));
        for text in [format!("{SECRET}\n{SECRET}"), format!("{SECRET} x")] {
            let error = read(&text, 0o600).unwrap_err();
            assert!(!error.to_string().contains(SECRET) && !format!("{error:?}").contains(SECRET));
        }
        let missing = read_token(Path::new("/nonexistent/taktil-token"), SCOPE).unwrap_err();
        assert!(matches!(missing, TokenError::Unreadable { .. }), "{missing}");
        #[cfg(unix)]
        assert!(matches!(read_token(&std::env::temp_dir(), SCOPE), Err(TokenError::NotAFile { .. })));
    }

    #[test]
    fn the_token_never_shows() {
        let token = read(SECRET, 0o600).unwrap();
        assert_eq!(format!("{token:?}"), "Token(***)");
        assert_eq!(token.to_string(), "***");
        assert_eq!(format!("{:?}", Some(&token)), "Some(Token(***))");
    }
}
