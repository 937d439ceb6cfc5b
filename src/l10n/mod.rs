//! The announcer's words: renders the core's [`Msg`]s and the shell's [`Notice`]s in
//! the player's language and announcement vocabulary through Fluent (product
//! capability 2, FIDE Appendix E2.1).
//!
//! Every word a person hears comes from `locales/`: `locales/<locale>/taktil.ftl` for
//! sentences and local words (English, German, Danish, Norwegian Bokmål, Swedish,
//! Icelandic: [`LOCALES`]), `locales/de/taktil.ftl` for the German vocabulary of the
//! rules (König ... Bauer, eins ... acht, Kurze Rochade), `locales/files.ftl` for the
//! file-name sets. The files are embedded at compile time, so a missing file cannot
//! stop a game. `docs/announcer.md` describes the vocabularies for players.
//!
//! A rendered [`Utterance`] is split into [`Part`]s, each tagged with the language of
//! the voice that should speak it: German vocabulary words in `de`, the international
//! file names in the voice of the rank numbers (`de` with German numbers, the locale
//! with local ones), Danish file names in `da`, NATO names in `en`, everything else
//! (local words, letters, the sentence around them) in the locale. Sentences are
//! formatted with vocabulary words passed to Fluent as private-use marker characters,
//! which are then replaced by the tagged words; so the locale's file decides the word
//! order and the Rust code holds no words. Most messages (text, text arguments,
//! selections on them, references to other messages) are formatted by a lean walk over
//! Fluent's own parsed message (`src/l10n/fast.rs`), which gives the same text with
//! less work on every half-move; the rest (numbers, functions) by fluent-bundle.
//!
//! # Invariants
//!
//! - Rendering never panics and never fails: a missing message or a Fluent error gives
//!   the message id as the text and is recorded (see [`Localizer::take_errors`]).
//! - No bidi isolation marks (U+2068, U+2069) reach the text.
//!
//! # Examples
//!
//! ```
//! use shakmaty::{Color, Square, san::SanPlus};
//! use taktil::{core::{msg::Msg, spoken::Spoken}, l10n::{Localizer, Vocabulary}};
//!
//! let l10n = Localizer::new("en", Vocabulary::default())?;
//! let san = SanPlus::from_ascii(b"Nf3").expect("valid SAN");
//! let spoken = Spoken { by: Color::White, san, en_passant: false, from: Square::G1 };
//! let said = l10n.render(&Msg::Move(spoken));
//! assert_eq!(said.text(), "Springer Felix drei");
//! assert_eq!(said.parts[0].lang, "de");
//! assert!(l10n.take_errors().is_empty());
//! # Ok::<_, taktil::l10n::L10nError>(())
//! ```

// Purity, enforced: no clock, sleeping, threads, files, standard input or output,
// processes, network or environment in this module tree (the lists and their reasons
// are in clippy.toml; Cargo.toml allows them for the shell).
#![deny(clippy::disallowed_methods, clippy::disallowed_types, clippy::disallowed_macros)]

mod device;
mod fast;
mod numeral;
mod online;
mod output;
mod problem;
mod remote;
mod render;
mod review;
mod utterance;
mod vocab;

#[cfg(test)]
mod espeak_tests;
#[cfg(test)]
mod tests;

use std::{
    borrow::Cow,
    fmt,
    sync::{Arc, Mutex, OnceLock, PoisonError},
};

use fluent_bundle::{FluentArgs, FluentResource, FluentValue, concurrent::FluentBundle};
use shakmaty::{CastlingSide, File, Rank, Role, Square};
use unic_langid::LanguageIdentifier;

use self::fast::Value;
use crate::{
    core::{msg::Msg, spoken::Spoken},
    notice::Notice,
};

pub use self::{
    utterance::{Part, Utterance},
    vocab::{FileNames, ParseVocabularyError, Preset, Vocabulary, Words, preset},
};

/// The locales taktil speaks: English, German, Danish, Norwegian Bokmål, Swedish,
/// Icelandic.
pub const LOCALES: [&str; 6] = ["en", "de", "da", "nb", "sv", "is"];

/// Each locale's name in its own language, in the order of [`LOCALES`] (error
/// messages list them, so a reader finds his language by its name).
const LANGUAGE_NAMES: [&str; 6] = ["English", "Deutsch", "dansk", "norsk bokmål", "svenska", "íslenska"];

/// The file-name sets, shared by every locale.
const FILES_FTL: Source = Source { path: "locales/files.ftl", text: include_str!("../../locales/files.ftl") };

/// The transcript's words, the same in every bundle ([`output`]).
const RECORD_FTL: Source = Source { path: "locales/record.ftl", text: include_str!("../../locales/record.ftl") };

/// The locale files, in the order of [`LOCALES`].
const LOCALE_FTL: [Source; 6] = [
    Source { path: "locales/en/taktil.ftl", text: include_str!("../../locales/en/taktil.ftl") },
    Source { path: "locales/de/taktil.ftl", text: include_str!("../../locales/de/taktil.ftl") },
    Source { path: "locales/da/taktil.ftl", text: include_str!("../../locales/da/taktil.ftl") },
    Source { path: "locales/nb/taktil.ftl", text: include_str!("../../locales/nb/taktil.ftl") },
    Source { path: "locales/sv/taktil.ftl", text: include_str!("../../locales/sv/taktil.ftl") },
    Source { path: "locales/is/taktil.ftl", text: include_str!("../../locales/is/taktil.ftl") },
];

/// Where the German file is in [`LOCALE_FTL`]: the German vocabulary of E2.1.
const GERMAN: usize = 1;

/// Language subtags accepted for a locale of [`LOCALES`]: `no` (Norwegian) is spoken
/// as Bokmål.
const ALIASES: [(&str, &str); 1] = [("no", "nb")];

/// How many render errors are kept until [`Localizer::take_errors`] collects them, so a
/// broken message repeated all game cannot grow memory without bound.
const MAX_ERRORS: usize = 256;

/// An embedded FTL file.
#[derive(Clone, Copy, Debug)]
struct Source {
    path: &'static str,
    text: &'static str,
}

type Bundle = FluentBundle<FluentResource>;

/// Each locale's bundle, parsed and built once per process, whatever the number of
/// games, sessions or reviews in it (issue 34: parsing the locale files again for each
/// game was a third of a round's replay). A bundle is `Send` and `Sync` and never
/// changes once built, so every [`Localizer`] of the locale shares it.
static BUNDLES: [OnceLock<Result<Arc<Bundle>, L10nError>>; LOCALES.len()] = [const { OnceLock::new() }; LOCALES.len()];

/// The vocabulary words of each locale and vocabulary, formatted once per process
/// (issue 34), with the errors met formatting them (given to every localizer made
/// with them, see [`Localizer::take_errors`]). A handful at most: six locales times
/// the vocabularies a process uses.
static CACHES: Mutex<Vec<Shared>> = Mutex::new(Vec::new());

/// One entry of [`CACHES`].
struct Shared {
    locale: &'static str,
    vocab: Vocabulary,
    cache: Arc<Cache>,
    errors: Vec<L10nError>,
}

/// What went wrong in the localization layer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum L10nError {
    /// The requested locale is not one of [`LOCALES`].
    UnknownLocale {
        /// The locale asked for.
        locale: String,
    },
    /// An embedded FTL file does not parse.
    Parse {
        /// The file.
        file: &'static str,
        /// The parser's messages.
        errors: Vec<String>,
    },
    /// An FTL file could not be added to its bundle (an id defined twice).
    Bundle {
        /// The file.
        file: &'static str,
        /// Fluent's messages.
        errors: Vec<String>,
    },
    /// A message used by the renderer is missing from a locale file.
    MissingMessage {
        /// The locale whose file lacks it.
        locale: &'static str,
        /// The message id.
        id: String,
    },
    /// Fluent reported errors while formatting a message (unknown variable, bad
    /// reference ...).
    Format {
        /// The locale.
        locale: &'static str,
        /// The message id.
        id: String,
        /// Fluent's messages.
        errors: Vec<String>,
    },
}

impl fmt::Display for L10nError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            L10nError::UnknownLocale { locale } => {
                let tag = locale.split(['-', '_']).next().unwrap_or(locale).to_ascii_lowercase();
                let known: Vec<String> =
                    LOCALES.iter().zip(LANGUAGE_NAMES).map(|(l, name)| format!("{l} ({name})")).collect();
                write!(
                    f,
                    "unknown locale '{locale}': there is no locales/{tag}/taktil.ftl; taktil speaks {}",
                    known.join(", ")
                )
            }
            L10nError::Parse { file, errors } => {
                write!(f, "{file} does not parse: {}", errors.join("; "))
            }
            L10nError::Bundle { file, errors } => {
                write!(f, "{file} cannot be loaded: {}", errors.join("; "))
            }
            L10nError::MissingMessage { locale, id } => {
                write!(f, "message '{id}' is missing in locale {locale}")
            }
            L10nError::Format { locale, id, errors } => {
                write!(f, "message '{id}' in locale {locale} failed: {}", errors.join("; "))
            }
        }
    }
}

impl std::error::Error for L10nError {}

/// Renders [`Msg`]s as [`Utterance`]s in one locale and vocabulary.
///
/// `Send` and `Sync`: one localizer can serve the speech thread and the terminal view.
pub struct Localizer {
    locale: &'static str,
    vocab: Vocabulary,
    long: bool,
    /// The locale's bundle (with the file names), shared by the process ([`BUNDLES`]).
    local: Arc<Bundle>,
    /// The German bundle, for the German vocabulary; `None` when the locale is German.
    german: Option<Arc<Bundle>>,
    /// The vocabulary words, formatted once per process (see [`Cache`], [`CACHES`]).
    cache: Arc<Cache>,
    errors: Mutex<Vec<L10nError>>,
}

/// The words of the vocabulary, formatted when the first localizer of a locale and
/// vocabulary is made: a move then takes one Fluent call instead of five. Empty while
/// it is being made.
#[derive(Default)]
struct Cache {
    /// The file names a to h.
    files: Vec<Part>,
    /// The rank numbers 1 to 8.
    ranks: Vec<Part>,
    /// The piece words in the singular, in the order of [`Role::ALL`] (pawn first).
    pieces: Vec<Part>,
    /// Short, then long castling ([`CastlingSide::ALL`]).
    castles: Vec<Part>,
}

impl fmt::Debug for Localizer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Localizer")
            .field("locale", &self.locale)
            .field("vocab", &self.vocab)
            .field("long", &self.long)
            .finish_non_exhaustive()
    }
}

/// An argument of a message.
enum Arg {
    /// A selector value, or a word or article number ("7.4b") in the locale's language.
    Sel(&'static str),
    /// A number.
    Num(u32),
    /// Words that keep their own language (vocabulary, or a nested sentence).
    Words(Vec<Part>),
    /// Text placed as it is, within the sentence's own part: a path, a port, an
    /// error's words ([`crate::notice::problem`]).
    Text(String),
}

/// The first of the private-use characters that stand for [`Arg::Words`] while Fluent
/// formats a sentence.
const MARKER: u32 = 0xE000;

/// How many marker characters there are.
const MARKERS: u32 = 0x100;

impl Localizer {
    /// A localizer for `locale` (one of [`LOCALES`]; a region such as `en-GB` or
    /// `nb-NO` is accepted and spoken as its language, and `no` as `nb`) with the given
    /// vocabulary.
    ///
    /// # Errors
    ///
    /// [`L10nError::UnknownLocale`] for a locale taktil does not speak. The embedded
    /// files are checked by the tests, so [`L10nError::Parse`] and
    /// [`L10nError::Bundle`] mean a broken build.
    pub fn new(locale: &str, vocab: Vocabulary) -> Result<Localizer, L10nError> {
        let unknown = || L10nError::UnknownLocale { locale: locale.to_owned() };
        let langid: LanguageIdentifier = locale.parse().map_err(|_| unknown())?;
        let language = langid.language.as_str();
        let language = ALIASES.iter().find(|(alias, _)| *alias == language).map_or(language, |(_, to)| *to);
        let index = LOCALES.iter().position(|l| *l == language).ok_or_else(unknown)?;
        let locale = LOCALES[index];
        let local = shared_bundle(index)?;
        let german = if index == GERMAN { None } else { Some(shared_bundle(GERMAN)?) };
        let mut l10n =
            Localizer { locale, vocab, long: false, local, german, cache: Arc::default(), errors: Mutex::default() };
        let mut caches = CACHES.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(shared) = caches.iter().find(|c| c.locale == locale && c.vocab == vocab) {
            l10n.cache = Arc::clone(&shared.cache);
            l10n.errors = Mutex::new(shared.errors.clone());
        } else {
            let cache = Arc::new(Cache {
                files: File::ALL.into_iter().map(|f| l10n.file(f)).collect(),
                ranks: Rank::ALL.into_iter().map(|r| l10n.rank(r)).collect(),
                pieces: Role::ALL.into_iter().map(|r| l10n.piece(r, 1)).collect(),
                castles: CastlingSide::ALL.into_iter().map(|c| l10n.castle(c)).collect(),
            });
            let errors = l10n.errors.lock().unwrap_or_else(PoisonError::into_inner).clone();
            caches.push(Shared { locale, vocab, cache: Arc::clone(&cache), errors });
            l10n.cache = cache;
        }
        Ok(l10n)
    }

    /// The same localizer, announcing moves in the long form (with the departure
    /// square: "Springer Gustav eins, Felix drei") when `long` is true.
    #[must_use]
    pub fn with_long(mut self, long: bool) -> Localizer {
        self.long = long;
        self
    }

    /// The locale (one of [`LOCALES`]).
    pub fn locale(&self) -> &'static str {
        self.locale
    }

    /// The announcement vocabulary.
    pub fn vocabulary(&self) -> Vocabulary {
        self.vocab
    }

    /// Whether moves are announced in the long form.
    pub fn is_long(&self) -> bool {
        self.long
    }

    /// The words for a message. Never fails: see the module docs.
    pub fn render(&self, msg: &Msg) -> Utterance {
        Utterance { locale: self.locale, parts: utterance::tidy(self.compose(msg)) }
    }

    /// The words for a shell notice (speech missing, the journal failing, "Ready").
    /// Never fails: see the module docs.
    pub fn render_notice(&self, notice: &Notice) -> Utterance {
        Utterance { locale: self.locale, parts: utterance::tidy(self.compose_notice(notice)) }
    }

    /// A move in the long form, whatever [`Localizer::with_long`] says: the departure
    /// square, then the destination ("Springer Gustav eins, Felix drei", "Eva vier
    /// takes David fünf"). Castling stays "Kurze Rochade".
    pub fn announce_long(&self, spoken: &Spoken) -> Utterance {
        Utterance { locale: self.locale, parts: utterance::tidy(self.move_words(spoken, true)) }
    }

    /// The letter of a piece in algebraic notation, from the locale's file (FIDE
    /// Appendix C2, C3; R-100): K Q R B N in English, K D T L S in German, Danish,
    /// Norwegian and Swedish, K D H B R in Icelandic. `None` for the pawn, which has no
    /// letter. A file entry that is not one capital ASCII letter is recorded as an
    /// error and gives the English letter.
    pub fn notation_letter(&self, role: Role) -> Option<char> {
        let id = match role {
            Role::King => "notation-king",
            Role::Queen => "notation-queen",
            Role::Rook => "notation-rook",
            Role::Bishop => "notation-bishop",
            Role::Knight => "notation-knight",
            Role::Pawn => return None,
        };
        let text = self.format(&self.local, self.locale, id, None);
        let mut chars = text.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) if c.is_ascii_uppercase() => Some(c),
            _ => {
                self.record(L10nError::Format {
                    locale: self.locale,
                    id: id.to_owned(),
                    errors: vec![format!("expected one capital letter A-Z, found '{text}'")],
                });
                Some(role.upper_char())
            }
        }
    }

    /// The move number before a move pair in the spoken scoresheet: "Move 12.",
    /// "Zug 12.". Never fails: see the module docs.
    pub fn move_number(&self, number: u32) -> Utterance {
        let parts = self.say("sheet-move-number", vec![("number", Arg::Num(number))]);
        Utterance { locale: self.locale, parts: utterance::tidy(parts) }
    }

    /// A word of the live page (`live-{name}` in `locales/*.ftl`: "Last move",
    /// "Letzter Zug"), in the session's language (issue 32). Never fails: see the module
    /// docs.
    pub fn live_label(&self, name: &str) -> String {
        self.plain(&format!("live-{name}"), Vec::new())
    }

    /// The errors met while rendering since the last call, oldest first (at most the
    /// first 256). A broken vocabulary word (file name, rank, piece, castling) is
    /// formatted once, when the localizer is made, so its error comes with the first
    /// call.
    pub fn take_errors(&self) -> Vec<L10nError> {
        std::mem::take(&mut *self.errors.lock().unwrap_or_else(PoisonError::into_inner))
    }

    fn record(&self, error: L10nError) {
        let mut errors = self.errors.lock().unwrap_or_else(PoisonError::into_inner);
        if errors.len() < MAX_ERRORS {
            errors.push(error);
        }
    }

    /// The bundle and speech language of a word choice.
    fn words(&self, words: Words) -> (&Bundle, &'static str) {
        match words {
            Words::German => (self.german.as_ref().unwrap_or(&self.local), "de"),
            Words::Local => (&self.local, self.locale),
        }
    }

    /// Formats one message of `bundle` to plain text, or to its id on error.
    fn format(&self, bundle: &Bundle, locale: &'static str, id: &str, args: Option<&FluentArgs>) -> String {
        let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
            self.record(L10nError::MissingMessage { locale, id: id.to_owned() });
            return id.to_owned();
        };
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, args, &mut errors);
        if errors.is_empty() {
            text.into_owned()
        } else {
            self.record(L10nError::Format {
                locale,
                id: id.to_owned(),
                errors: errors.iter().map(ToString::to_string).collect(),
            });
            id.to_owned()
        }
    }

    /// Message `id` of the locale's own file with `args`: through the lean path
    /// ([`fast`]) when it knows the message, else through Fluent (which also reports
    /// what is wrong with it, as [`Localizer::format`] does).
    fn text(&self, id: &str, args: &fast::Args<'_>) -> String {
        if let Some(pattern) = self.local.get_message(id).and_then(|m| m.value())
            && let Some(text) = fast::format(pattern, args, |id| self.local.get_message(id).and_then(|m| m.value()))
        {
            return text;
        }
        let mut fluent = FluentArgs::with_capacity(args.len());
        for (name, value) in args {
            match value {
                Value::Text(text) => fluent.set(*name, FluentValue::String(Cow::Borrowed(text.as_ref()))),
                Value::Num(n) => fluent.set(*name, *n),
            }
        }
        self.format(&self.local, self.locale, id, Some(&fluent))
    }

    /// A word of the locale's file, spoken in the locale's language.
    fn local_word(&self, id: &str) -> Part {
        Part { lang: self.locale, text: self.format(&self.local, self.locale, id, None) }
    }

    /// The piece word, in the plural when `count` is not one.
    fn piece(&self, role: Role, count: usize) -> Part {
        if count == 1
            && let Some(part) = self.cache.pieces.get(usize::from(role as u8 - 1))
        {
            return part.clone();
        }
        let (bundle, lang) = self.words(self.vocab.pieces);
        let id = match role {
            Role::King => "piece-king",
            Role::Queen => "piece-queen",
            Role::Rook => "piece-rook",
            Role::Bishop => "piece-bishop",
            Role::Knight => "piece-knight",
            Role::Pawn => "piece-pawn",
        };
        let mut args = FluentArgs::with_capacity(1);
        args.set("count", FluentValue::from(count));
        Part { lang, text: self.format(bundle, lang, id, Some(&args)) }
    }

    /// The castling words.
    fn castle(&self, side: CastlingSide) -> Part {
        if let Some(part) = self.cache.castles.get(usize::from(side.is_queen_side())) {
            return part.clone();
        }
        let (bundle, lang) = self.words(self.vocab.pieces);
        let id = match side {
            CastlingSide::KingSide => "castle-short",
            CastlingSide::QueenSide => "castle-long",
        };
        Part { lang, text: self.format(bundle, lang, id, None) }
    }

    /// The rank number.
    fn rank(&self, rank: Rank) -> Part {
        if let Some(part) = self.cache.ranks.get(rank.to_usize()) {
            return part.clone();
        }
        const IDS: [&str; 8] = ["rank-1", "rank-2", "rank-3", "rank-4", "rank-5", "rank-6", "rank-7", "rank-8"];
        let (bundle, lang) = self.words(self.vocab.ranks);
        Part { lang, text: self.format(bundle, lang, IDS[rank.to_usize()], None) }
    }

    /// The file name. The international names are spoken by the voice of the rank
    /// numbers, so that a square is spoken by one voice: "Eva vier" in German, "Eva
    /// fire" in Norwegian.
    fn file(&self, file: File) -> Part {
        if let Some(part) = self.cache.files.get(file.to_usize()) {
            return part.clone();
        }
        let (set, lang) = match self.vocab.files {
            FileNames::International => ("international", self.words(self.vocab.ranks).1),
            FileNames::Danish => ("danish", "da"),
            FileNames::Nato => ("nato", "en"),
            FileNames::Letters => ("letters", self.locale),
        };
        let id = format!("files-{set}-{}", file.char());
        Part { lang, text: self.format(&self.local, self.locale, &id, None) }
    }

    /// A square: the file name, then the rank word ("Felix drei").
    fn square(&self, square: Square) -> Vec<Part> {
        vec![self.file(square.file()), self.rank(square.rank())]
    }

    /// A sentence of the locale's file, as raw parts (see [`utterance::tidy`]). Words
    /// arguments reach Fluent as marker characters and come back as their own parts.
    fn say(&self, id: &str, args: Vec<(&'static str, Arg)>) -> Vec<Part> {
        let words = args.iter().filter(|(_, arg)| matches!(arg, Arg::Words(_))).count();
        let mut phrases: Vec<Vec<Part>> = Vec::with_capacity(words);
        let values: Vec<(&'static str, Value<'_>)> = args
            .into_iter()
            .map(|(name, arg)| {
                let value = match arg {
                    Arg::Sel(value) => Value::Text(value.into()),
                    Arg::Num(n) => Value::Num(n),
                    Arg::Text(text) => Value::Text(text.into()),
                    Arg::Words(parts) => {
                        let marked = marker(phrases.len());
                        phrases.push(parts);
                        Value::Text(marked.into())
                    }
                };
                (name, value)
            })
            .collect();
        let text = self.text(id, &values);
        if phrases.is_empty() {
            return vec![Part { lang: self.locale, text }];
        }
        let mut out = Vec::with_capacity(phrases.len() * 2 + 1);
        // The text between markers is copied once, a slice at a time.
        let mut plain = 0;
        for (at, c) in text.char_indices() {
            let index = u32::from(c).checked_sub(MARKER).filter(|n| *n < MARKERS);
            let Some(phrase) = index.and_then(|n| phrases.get_mut(n as usize)) else { continue };
            out.push(Part { lang: self.locale, text: text[plain..at].to_owned() });
            plain = at + c.len_utf8();
            // A phrase placed once (as nearly all are) is moved, not copied.
            if text[plain..].contains(c) {
                out.extend(phrase.iter().cloned());
            } else {
                out.append(phrase);
            }
        }
        out.push(Part { lang: self.locale, text: text[plain..].to_owned() });
        out
    }
}

/// The marker character of the `n`th words argument, as text borrowed from one table
/// (no text is built per argument); the replacement character past [`MARKERS`].
fn marker(n: usize) -> &'static str {
    MARKED.get(n * 3..n * 3 + 3).and_then(|bytes| std::str::from_utf8(bytes).ok()).unwrap_or("\u{FFFD}")
}

/// The [`MARKERS`] marker characters from [`MARKER`] on, in UTF-8, three bytes each.
#[allow(clippy::cast_possible_truncation, reason = "each byte is masked to its bits first")]
const MARKED: [u8; MARKERS as usize * 3] = {
    let mut bytes = [0; MARKERS as usize * 3];
    let mut n = 0;
    while n < MARKERS {
        let c = MARKER + n;
        let at = n as usize * 3;
        bytes[at] = (0xE0 | (c >> 12)) as u8;
        bytes[at + 1] = (0x80 | ((c >> 6) & 0x3F)) as u8;
        bytes[at + 2] = (0x80 | (c & 0x3F)) as u8;
        n += 1;
    }
    bytes
};

/// The bundle of `LOCALES[index]`, built at its first use ([`BUNDLES`]).
fn shared_bundle(index: usize) -> Result<Arc<Bundle>, L10nError> {
    BUNDLES[index].get_or_init(|| bundle(LOCALES[index], LOCALE_FTL[index]).map(Arc::new)).clone()
}

/// A bundle for `locale` with its file and the file names, without bidi isolation
/// marks (they must not reach a speech engine), with Fluent's built-in functions and
/// the numeral functions `UNIT` and `TENS` ([`numeral`]: Icelandic numerals agree with
/// the noun).
fn bundle(locale: &'static str, source: Source) -> Result<Bundle, L10nError> {
    let langid: LanguageIdentifier =
        locale.parse().map_err(|_| L10nError::UnknownLocale { locale: locale.to_owned() })?;
    let mut bundle = Bundle::new_concurrent(vec![langid]);
    bundle.set_use_isolating(false);
    let added = bundle
        .add_builtins()
        .and_then(|()| bundle.add_function("UNIT", numeral::unit))
        .and_then(|()| bundle.add_function("TENS", numeral::tens));
    added.map_err(|e| L10nError::Bundle { file: source.path, errors: vec![e.to_string()] })?;
    for source in [source, FILES_FTL, RECORD_FTL] {
        bundle.add_resource(resource(source)?).map_err(|errors| L10nError::Bundle {
            file: source.path,
            errors: errors.iter().map(ToString::to_string).collect(),
        })?;
    }
    Ok(bundle)
}

/// Parses an embedded file.
fn resource(source: Source) -> Result<FluentResource, L10nError> {
    FluentResource::try_new(source.text.to_owned()).map_err(|(_, errors)| L10nError::Parse {
        file: source.path,
        errors: errors.iter().map(ToString::to_string).collect(),
    })
}
