//! The errors of a configuration file: each one names the file and the line, and
//! says what was wrong and what would do, on one line of its own.

use std::fmt;

/// One problem in a configuration file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfigError {
    /// The file, as the user named it.
    pub file: String,
    /// The line, from 1; 0 when the problem is the whole file (it cannot be read).
    pub line: usize,
    /// What was wrong and what would do: `[game] blind = "purple": expected white or
    /// black`. One line: a control character in the file is shown as a space.
    pub message: String,
}

impl ConfigError {
    /// A problem on `line` of `file`.
    pub(crate) fn new(file: &str, line: usize, message: &str) -> ConfigError {
        let message = message.chars().map(|c| if c.is_control() { ' ' } else { c }).collect();
        ConfigError { file: file.to_owned(), line, message }
    }
}

impl fmt::Display for ConfigError {
    /// `taktil.toml:7: [game] blind = "purple": expected white or black`, or
    /// `taktil.toml: cannot read: ...` for the whole file.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            0 => write!(f, "{}: {}", self.file, self.message),
            line => write!(f, "{}:{line}: {}", self.file, self.message),
        }
    }
}

impl std::error::Error for ConfigError {}

/// Every problem in a configuration file, in line order (never empty).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfigErrors(pub Vec<ConfigError>);

impl ConfigErrors {
    /// The problems, in line order.
    pub fn iter(&self) -> std::slice::Iter<'_, ConfigError> {
        self.0.iter()
    }
}

impl<'a> IntoIterator for &'a ConfigErrors {
    type Item = &'a ConfigError;
    type IntoIter = std::slice::Iter<'a, ConfigError>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl fmt::Display for ConfigErrors {
    /// One line per problem, without a line end after the last.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

impl std::error::Error for ConfigErrors {}

/// The name in `names` nearest to `word`, if it is at most two edits away (a letter
/// left out, added, changed): `blnd` is `blind`. Case counts as an edit.
pub(crate) fn nearest<'a>(word: &str, names: &[&'a str]) -> Option<&'a str> {
    // Far longer words are not near anything here; this also bounds the work.
    if word.chars().count() > 40 {
        return None;
    }
    names
        .iter()
        .map(|name| (distance(word, name), *name))
        .filter(|(d, _)| *d <= 2)
        .min_by_key(|(d, _)| *d)
        .map(|(_, n)| n)
}

/// The Levenshtein distance between two words, in characters.
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = if ca == *cb { diagonal } else { 1 + diagonal.min(above).min(row[j]) };
            diagonal = above;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn near_names_are_suggested() {
        let keys = ["blind", "fen", "flag", "settle-ms", "bounce-ms"];
        assert_eq!(nearest("blnd", &keys), Some("blind"));
        assert_eq!(nearest("Blind", &keys), Some("blind"));
        assert_eq!(nearest("settle", &keys), None);
        assert_eq!(nearest("setle-ms", &keys), Some("settle-ms"));
        assert_eq!(nearest("colour", &keys), None);
        assert_eq!(distance("", "fen"), 3);
        assert_eq!(distance("kitten", "sitting"), 3);
    }

    #[test]
    fn errors_are_one_line_each() {
        let errors = ConfigErrors(vec![
            ConfigError::new("taktil.toml", 7, "[game] blind = \"purple\": expected white or black"),
            ConfigError::new("taktil.toml", 0, "cannot read:\nreason"),
        ]);
        assert_eq!(
            errors.to_string(),
            "taktil.toml:7: [game] blind = \"purple\": expected white or black\ntaktil.toml: cannot read: reason"
        );
    }
}
