//! Which voice speaks which language: the pure choice among the backend's voices.
//!
//! Speech Dispatcher with espeak-ng lists about 13,000 voices: every language times
//! every variant (`German`, `German+Adam`, ...). Variants (names with `+`) are skipped
//! (shared/docs/rust-stack.md §5). A voice named in the configuration for a language
//! wins; otherwise the voice whose language tag equals the language, then the one whose
//! primary subtag matches with the shortest tag (`en` → `en-GB` before
//! `en-GB-SCOTLAND`), in the backend's order.

/// A voice as the backend lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VoiceInfo {
    /// The name to select it by (`German`, `English (America)`).
    pub name: String,
    /// Its BCP 47 language tag (`de`, `en-US`).
    pub language: String,
}

/// The outcome of choosing a voice for a language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// The configured voice, or the best match when none is configured (index into
    /// the list).
    Found(usize),
    /// The configured voice does not exist; this is the best match instead.
    Substitute(usize),
    /// No voice speaks this language (and the configured one, if any, does not exist).
    None,
}

/// The primary language subtag, lower case (`en-GB` → `en`).
fn primary(tag: &str) -> String {
    tag.split(['-', '_']).next().unwrap_or(tag).to_ascii_lowercase()
}

/// Chooses the voice for `lang` (`de`, `en`, `en-GB`). `configured` holds
/// `(language, voice name)` pairs from the settings.
pub fn choose(voices: &[VoiceInfo], lang: &str, configured: &[(String, String)]) -> Choice {
    let wanted = configured.iter().find(|(l, _)| l.eq_ignore_ascii_case(lang)).map(|(_, v)| v.as_str());
    if let Some(name) = wanted
        && let Some(i) = voices.iter().position(|v| v.name.eq_ignore_ascii_case(name))
    {
        return Choice::Found(i);
    }
    let plain = || voices.iter().enumerate().filter(|(_, v)| !v.name.contains('+'));
    let exact = plain().find(|(_, v)| v.language.eq_ignore_ascii_case(lang)).map(|(i, _)| i);
    let related = || {
        plain()
            .filter(|(_, v)| primary(&v.language) == primary(lang))
            .min_by_key(|(i, v)| (v.language.len(), *i))
            .map(|(i, _)| i)
    };
    match (exact.or_else(related), wanted) {
        (Some(i), None) => Choice::Found(i),
        (Some(i), Some(_)) => Choice::Substitute(i),
        (None, _) => Choice::None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn list() -> Vec<VoiceInfo> {
        [
            ("Danish", "da"),
            ("Danish+Adam", "da"),
            ("German+Adam", "de"),
            ("German", "de"),
            ("English (Caribbean)", "en-029"),
            ("English (Great Britain)", "en-GB"),
            ("English (Scotland)", "en-GB-SCOTLAND"),
            ("English (America)", "en-US"),
            ("Norwegian Bokmål", "nb"),
        ]
        .iter()
        .map(|(n, l)| VoiceInfo { name: (*n).into(), language: (*l).into() })
        .collect()
    }

    #[test]
    fn exact_language_and_no_variants() {
        let v = list();
        assert_eq!(choose(&v, "de", &[]), Choice::Found(3), "German, not German+Adam");
        assert_eq!(choose(&v, "da", &[]), Choice::Found(0));
        assert_eq!(choose(&v, "en-US", &[]), Choice::Found(7));
        assert_eq!(choose(&v, "EN-us", &[]), Choice::Found(7), "tags compare without case");
        assert_eq!(choose(&v, "nb", &[]), Choice::Found(8));
    }

    #[test]
    fn a_language_without_region_takes_the_shortest_related_tag() {
        let v = list();
        assert_eq!(choose(&v, "en", &[]), Choice::Found(5), "en-GB: shortest, first listed");
        assert_eq!(choose(&v, "de-AT", &[]), Choice::Found(3));
    }

    #[test]
    fn configured_voice_wins_and_a_missing_one_is_substituted() {
        let v = list();
        let cfg = vec![("en".to_owned(), "english (america)".to_owned())];
        assert_eq!(choose(&v, "en", &cfg), Choice::Found(7));
        let cfg = vec![("de".to_owned(), "German+Adam".to_owned())];
        assert_eq!(choose(&v, "de", &cfg), Choice::Found(2), "a variant may be chosen by name");
        let cfg = vec![("de".to_owned(), "Marlene".to_owned())];
        assert_eq!(choose(&v, "de", &cfg), Choice::Substitute(3));
        assert_eq!(choose(&v, "fo", &cfg), Choice::None, "no Faroese voice in espeak-ng");
        let cfg = vec![("fo".to_owned(), "Marlene".to_owned())];
        assert_eq!(choose(&v, "fo", &cfg), Choice::None);
    }
}
