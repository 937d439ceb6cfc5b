//! The announcement vocabulary: which file names, rank numbers and piece words a player
//! hears (FIDE Appendix E2.1, R-22).
//!
//! These are settings, not code: the words themselves live in `locales/`. The default
//! is the FIDE recommendation: international file names (Anna, Bella, Cesar ...),
//! German rank numbers (eins ... acht) and German piece and castling words (König,
//! Dame, Turm, Läufer, Springer, Bauer; Kurze and Lange Rochade).

use std::{fmt, str::FromStr};

/// The words of an announcement: file names, rank numbers, piece and castling words.
///
/// # Examples
///
/// ```
/// use taktil::l10n::{FileNames, Vocabulary, Words};
///
/// let vocab = Vocabulary { files: "danish".parse()?, ranks: "local".parse()?, ..Vocabulary::default() };
/// assert_eq!(vocab.files, FileNames::Danish);
/// assert_eq!(vocab.pieces, Words::German);
/// # Ok::<_, taktil::l10n::ParseVocabularyError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Vocabulary {
    /// The names of the files a to h.
    pub files: FileNames,
    /// The rank numbers 1 to 8.
    pub ranks: Words,
    /// The piece words and the castling words.
    pub pieces: Words,
}

/// Which names the files a to h get.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum FileNames {
    /// Anna, Bella, Cesar, David, Eva, Felix, Gustav, Hector (E2.1), spoken in German.
    #[default]
    International,
    /// Anna, Bodil, Cecilie, Dora, Erik, Frederik, Gustav, Henrik (E2.1, Danish text),
    /// spoken in Danish.
    Danish,
    /// Alfa, Bravo, Charlie ... Hotel, spoken in English.
    Nato,
    /// The plain letters a to h, spoken in the locale's language.
    Letters,
}

/// Whether words come from the German text of the rules or from the player's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Words {
    /// The German words of E2.1 (eins ... acht; König, Dame ...), spoken in German.
    #[default]
    German,
    /// The words of the player's locale.
    Local,
}

impl FileNames {
    /// Every set, in the order of the documentation.
    pub const ALL: [FileNames; 4] = [FileNames::International, FileNames::Danish, FileNames::Nato, FileNames::Letters];

    /// The name used in settings and on the command line.
    pub const fn as_str(self) -> &'static str {
        match self {
            FileNames::International => "international",
            FileNames::Danish => "danish",
            FileNames::Nato => "nato",
            FileNames::Letters => "letters",
        }
    }
}

impl Words {
    /// Both choices.
    pub const ALL: [Words; 2] = [Words::German, Words::Local];

    /// The name used in settings and on the command line.
    pub const fn as_str(self) -> &'static str {
        match self {
            Words::German => "german",
            Words::Local => "local",
        }
    }
}

/// A vocabulary setting that names no known choice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseVocabularyError {
    /// What was being parsed: "file names" or "words".
    pub what: &'static str,
    /// The value given.
    pub value: String,
    /// The values that are accepted.
    pub valid: &'static [&'static str],
}

impl fmt::Display for ParseVocabularyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown {} '{}': expected one of {}", self.what, self.value, self.valid.join(", "))
    }
}

impl std::error::Error for ParseVocabularyError {}

impl FromStr for FileNames {
    type Err = ParseVocabularyError;

    fn from_str(s: &str) -> Result<FileNames, ParseVocabularyError> {
        FileNames::ALL.into_iter().find(|f| f.as_str() == s).ok_or_else(|| ParseVocabularyError {
            what: "file names",
            value: s.to_owned(),
            valid: &["international", "danish", "nato", "letters"],
        })
    }
}

impl FromStr for Words {
    type Err = ParseVocabularyError;

    fn from_str(s: &str) -> Result<Words, ParseVocabularyError> {
        Words::ALL.into_iter().find(|w| w.as_str() == s).ok_or_else(|| ParseVocabularyError {
            what: "words",
            value: s.to_owned(),
            valid: &["german", "local"],
        })
    }
}

impl fmt::Display for FileNames {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Display for Words {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
