//! Settings whose values are fixed words (`auto` or `claim`, `stopped` or `ran`): one
//! macro, `words!`, writes each such setting once, as an enum with its words, and
//! gives it `FromStr`, `Display`, `as_str`, the text of what it takes (`EXPECTED`) and
//! the [`Word`] trait, so that a script `set` line, a key of the configuration file and
//! a command-line flag read and write the same words with the same messages.
//!
//! Why here: the core's own settings (`core::settings`) are such words, and the core
//! depends on nothing outside itself; the shell's words (the script's `variant`, the
//! configuration file's devices and session) use the macro from here. The module is
//! pure: text in, values out.
//!
//! Words are read in any case (`CLAIM` is `claim`), as the values of script `set`
//! lines always were; `FromStr` also ignores spaces around the word (a flag or a TOML
//! string may have them), [`Word::from_word`] does not.

use std::fmt;

/// A word that is not one of a setting's words: what would do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseWordError {
    /// The setting's name, when the message must say it (`flag rule`: "unknown flag
    /// rule 'never': expected auto or claim"); `None` where the flag or the key before
    /// the message names it ("expected stopped or ran").
    pub setting: Option<&'static str>,
    /// The word as given.
    pub word: String,
    /// The valid words, e.g. `stopped or ran`.
    pub expected: &'static str,
}

impl fmt::Display for ParseWordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.setting {
            Some(setting) => write!(f, "unknown {setting} '{}': expected {}", self.word, self.expected),
            None => write!(f, "expected {}", self.expected),
        }
    }
}

impl std::error::Error for ParseWordError {}

/// A setting whose values are fixed words; the `words!` macro implements it.
pub trait Word: Copy + 'static {
    /// Every value, in the order of the documentation.
    const ALL: &'static [Self];
    /// What the setting takes, for messages: `auto or claim`.
    const EXPECTED: &'static str;

    /// The word of this value.
    fn word(self) -> &'static str;

    /// The value whose word this is, in any case; nothing else (no spaces).
    fn from_word(word: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|value| value.word().eq_ignore_ascii_case(word))
    }
}

/// Defines a setting whose values are fixed words: the enum (with `Default` from the
/// variant marked `#[default]`), `ALL`, `EXPECTED`, `as_str`, [`Word`], `FromStr`
/// (error [`ParseWordError`]) and `Display`.
///
/// ```ignore
/// words! {
///     /// When a fallen flag counts.
///     pub enum FlagRule ("flag rule": "auto or claim") {
///         /// At once.
///         #[default]
///         Auto = "auto",
///         /// Only when claimed.
///         Claim = "claim",
///     }
/// }
/// ```
///
/// With `("auto or claim")` alone, the error names no setting (see
/// [`ParseWordError::setting`]).
macro_rules! words {
    ($(#[$doc:meta])* $vis:vis enum $name:ident ($setting:literal : $expected:literal) { $($body:tt)* }) => {
        $crate::core::words::words!(@enum [$(#[$doc])*] $vis $name, Some($setting), $expected, { $($body)* });
    };
    ($(#[$doc:meta])* $vis:vis enum $name:ident ($expected:literal) { $($body:tt)* }) => {
        $crate::core::words::words!(@enum [$(#[$doc])*] $vis $name, None, $expected, { $($body)* });
    };
    (@enum [$($doc:tt)*] $vis:vis $name:ident, $setting:expr, $expected:literal,
        { $($(#[$vdoc:meta])* $variant:ident = $word:literal),+ $(,)? }) => {
        $($doc)*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
        $vis enum $name {
            $($(#[$vdoc])* $variant),+
        }

        impl $name {
            /// Every value, in the order of the documentation.
            pub const ALL: &'static [$name] = &[$($name::$variant),+];
            /// What the setting takes, for messages.
            pub const EXPECTED: &'static str = $expected;

            /// The word of this value.
            pub const fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $word),+
                }
            }
        }

        impl $crate::core::words::Word for $name {
            const ALL: &'static [$name] = $name::ALL;
            const EXPECTED: &'static str = $expected;

            fn word(self) -> &'static str {
                self.as_str()
            }
        }

        impl ::std::str::FromStr for $name {
            type Err = $crate::core::words::ParseWordError;
            fn from_str(s: &str) -> Result<$name, $crate::core::words::ParseWordError> {
                <$name as $crate::core::words::Word>::from_word(s.trim()).ok_or_else(|| {
                    $crate::core::words::ParseWordError { setting: $setting, word: s.to_owned(), expected: $expected }
                })
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}

pub(crate) use words;

#[cfg(test)]
mod tests {
    use super::*;

    words! {
        /// A test setting.
        enum Lamp ("lamp": "on or off") {
            /// Lit.
            On = "on",
            /// Dark.
            #[default]
            Off = "off",
        }
    }

    words! {
        /// A test setting whose messages name no setting.
        enum Door ("open or shut") {
            #[default]
            Open = "open",
            Shut = "shut",
        }
    }

    #[test]
    fn words_parse_in_any_case_and_print_back() {
        assert_eq!(" ON ".parse(), Ok(Lamp::On));
        assert_eq!(Lamp::default(), Lamp::Off);
        for lamp in Lamp::ALL {
            assert_eq!(lamp.to_string().parse(), Ok(*lamp));
        }
        assert_eq!(Lamp::from_word("Off"), Some(Lamp::Off));
        assert_eq!(Lamp::from_word(" off"), None);
        assert_eq!((Lamp::EXPECTED, Door::EXPECTED), ("on or off", "open or shut"));
    }

    #[test]
    fn a_bad_word_says_what_would_do() {
        let e = "dim".parse::<Lamp>().unwrap_err();
        assert_eq!(e, ParseWordError { setting: Some("lamp"), word: "dim".into(), expected: "on or off" });
        assert_eq!(e.to_string(), "unknown lamp 'dim': expected on or off");
        assert_eq!("ajar".parse::<Door>().unwrap_err().to_string(), "expected open or shut");
    }
}
