//! The announcement vocabulary: which file names, rank numbers and piece words a player
//! hears (FIDE Appendix E2.1, R-22).
//!
//! These are settings, not code: the words themselves live in `locales/`. The default
//! is the FIDE recommendation: international file names (Anna, Bella, Cesar ...),
//! German rank numbers (eins ... acht) and German piece and castling words (König,
//! Dame, Turm, Läufer, Springer, Bauer; Kurze and Lange Rochade).
//!
//! Two presets name the usual combinations: [`Vocabulary::fide`] (the default) and
//! [`Vocabulary::scandinavian`], the bracketed rule of the Norwegian text of E2.1:
//! "[Between Scandinavian players, Scandinavian words and expressions are used
//! instead.]" [`preset`] parses a preset's name.

use std::{fmt, str::FromStr};

/// The words of an announcement: file names, rank numbers, piece and castling words.
///
/// # Examples
///
/// ```
/// use taktil::l10n::{FileNames, Vocabulary, Words, preset};
///
/// let vocab = Vocabulary { files: "danish".parse()?, ranks: "local".parse()?, ..Vocabulary::default() };
/// assert_eq!(vocab.files, FileNames::Danish);
/// assert_eq!(vocab.pieces, Words::German);
///
/// let danish = preset("scandinavian", "da")?;
/// assert_eq!(danish, Vocabulary { files: FileNames::Danish, ranks: Words::Local, pieces: Words::Local });
/// assert_eq!(preset("fide", "da")?, Vocabulary::default());
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
    /// Anna, Bella, Cesar, David, Eva, Felix, Gustav, Hector (E2.1), spoken by the
    /// voice of the rank numbers: German with German numbers, the locale's with local
    /// ones.
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

impl Vocabulary {
    /// The FIDE recommendation of E2.1 (and the default): international file names,
    /// German rank numbers, German piece and castling words, whatever the locale.
    pub const fn fide() -> Vocabulary {
        Vocabulary { files: FileNames::International, ranks: Words::German, pieces: Words::German }
    }

    /// The Scandinavian words that the Norwegian text of E2.1 allows between
    /// Scandinavian players: rank numbers, piece and castling words of the locale; the
    /// Danish file names (Anna, Bodil, Cecilie ...) for Danish (`da`), the international
    /// ones for every other locale.
    ///
    /// `locale` is a language tag such as `nb` or `da-DK`; only its language counts. In
    /// a locale outside Scandinavia (`en`, `de`) the preset means the same: that
    /// locale's own words with the international file names.
    pub fn scandinavian(locale: &str) -> Vocabulary {
        let files = if language(locale) == "da" { FileNames::Danish } else { FileNames::International };
        Vocabulary { files, ranks: Words::Local, pieces: Words::Local }
    }

    /// The vocabulary of a preset by its name (`fide`, `scandinavian`; see [`preset`]).
    ///
    /// # Errors
    ///
    /// [`ParseVocabularyError`] when `name` is not a preset.
    pub fn preset(name: &str, locale: &str) -> Result<Vocabulary, ParseVocabularyError> {
        Ok(name.parse::<Preset>()?.vocabulary(locale))
    }
}

/// The vocabulary of a preset by its name, for a locale: `fide` ([`Vocabulary::fide`])
/// or `scandinavian` ([`Vocabulary::scandinavian`]).
///
/// # Errors
///
/// [`ParseVocabularyError`] when `name` is not a preset.
///
/// # Examples
///
/// ```
/// use taktil::l10n::{FileNames, Words, preset};
///
/// let norwegian = preset("scandinavian", "nb")?;
/// assert_eq!(norwegian.files, FileNames::International);
/// assert_eq!(norwegian.ranks, Words::Local);
/// assert!(preset("greek", "nb").is_err());
/// # Ok::<_, taktil::l10n::ParseVocabularyError>(())
/// ```
pub fn preset(name: &str, locale: &str) -> Result<Vocabulary, ParseVocabularyError> {
    Vocabulary::preset(name, locale)
}

/// A named combination of the three vocabulary settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Preset {
    /// [`Vocabulary::fide`].
    #[default]
    Fide,
    /// [`Vocabulary::scandinavian`].
    Scandinavian,
}

impl Preset {
    /// Both presets.
    pub const ALL: [Preset; 2] = [Preset::Fide, Preset::Scandinavian];

    /// The name used in settings and on the command line.
    pub const fn as_str(self) -> &'static str {
        match self {
            Preset::Fide => "fide",
            Preset::Scandinavian => "scandinavian",
        }
    }

    /// The vocabulary of this preset for a locale.
    pub fn vocabulary(self, locale: &str) -> Vocabulary {
        match self {
            Preset::Fide => Vocabulary::fide(),
            Preset::Scandinavian => Vocabulary::scandinavian(locale),
        }
    }
}

/// The language subtag of a locale (`nb` for `nb-NO`), lower case.
fn language(locale: &str) -> String {
    locale.split(['-', '_']).next().unwrap_or_default().to_ascii_lowercase()
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
    /// What was being parsed: "file names", "words" or "vocabulary" (a preset).
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

impl FromStr for Preset {
    type Err = ParseVocabularyError;

    fn from_str(s: &str) -> Result<Preset, ParseVocabularyError> {
        Preset::ALL.into_iter().find(|p| p.as_str() == s).ok_or_else(|| ParseVocabularyError {
            what: "vocabulary",
            value: s.to_owned(),
            valid: &["fide", "scandinavian"],
        })
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
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
