//! A rendered message: text in parts, each tagged with the language that should speak
//! it, so that "Springer Felix drei" in an English session is read by a German voice.

use std::{borrow::Cow, fmt};

/// Words spoken in one language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    /// The language of the voice that should speak the text: one of
    /// [`LOCALES`](super::LOCALES) (`en`, `de`, `da`, `nb`, `sv`, `is`).
    pub lang: &'static str,
    /// The text, with single spaces and its punctuation attached.
    pub text: String,
}

/// Everything taktil says for one message.
///
/// Neighbouring parts always have different languages: parts of the same language are
/// merged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Utterance {
    /// The session's locale: the language of the connecting words.
    pub locale: &'static str,
    /// The words, in order.
    pub parts: Vec<Part>,
}

impl Utterance {
    /// The whole text: the parts joined with single spaces.
    pub fn text(&self) -> String {
        let mut text = String::new();
        for part in &self.parts {
            if !text.is_empty() {
                text.push(' ');
            }
            text.push_str(&part.text);
        }
        text
    }

    /// The session's locale (one of [`LOCALES`](super::LOCALES)): the language of the
    /// message as a whole.
    pub fn lang(&self) -> &str {
        self.locale
    }
}

impl fmt::Display for Utterance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text())
    }
}

/// Punctuation that belongs to the word before it.
fn is_closing(c: char) -> bool {
    matches!(c, ',' | '.' | ';' | ':' | '!' | '?' | ')' | '…')
}

/// Turns raw pieces (text between vocabulary words, possibly blank or starting with
/// punctuation) into clean parts: whitespace collapsed, leading punctuation attached to
/// the word before, empty pieces dropped, neighbours of one language merged.
pub(crate) fn tidy(raw: Vec<Part>) -> Vec<Part> {
    let mut out: Vec<Part> = Vec::with_capacity(raw.len());
    for Part { lang, text } in raw {
        let collapsed = collapse(&text);
        let mut rest = collapsed.as_ref();
        let punct = rest.find(|c: char| !is_closing(c)).unwrap_or(rest.len());
        if punct > 0
            && let Some(last) = out.last_mut()
        {
            last.text.push_str(&rest[..punct]);
            rest = rest[punct..].trim_start();
        }
        if rest.is_empty() {
            continue;
        }
        if let Some(last) = out.last_mut()
            && last.lang == lang
        {
            last.text.push(' ');
            last.text.push_str(rest);
            continue;
        }
        // What is left is the end of the collapsed text: kept without a copy when it is
        // all of it (a vocabulary word, most often).
        let skip = collapsed.len() - rest.len();
        let text = match collapsed {
            Cow::Borrowed(_) if skip == 0 => text,
            Cow::Borrowed(tidy) => tidy[skip..].to_owned(),
            Cow::Owned(mut tidy) => {
                tidy.drain(..skip);
                tidy
            }
        };
        out.push(Part { lang, text });
    }
    out
}

/// The text with every run of white space made one space and none at either end;
/// as it is (no copy) when it already is so, as most parts are.
fn collapse(text: &str) -> Cow<'_, str> {
    let tidy = !text.starts_with(char::is_whitespace)
        && !text.ends_with(char::is_whitespace)
        && !text.split(' ').any(|word| word.is_empty() || word.contains(char::is_whitespace));
    if tidy {
        return text.into();
    }
    let mut out = String::with_capacity(text.len());
    for word in text.split_whitespace() {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out.into()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn part(lang: &'static str, text: &str) -> Part {
        Part { lang, text: text.to_owned() }
    }

    #[test]
    fn tidy_attaches_punctuation_and_merges() {
        let raw = vec![
            part("de", "Springer"),
            part("en", " "),
            part("de", "Bella"),
            part("en", ", "),
            part("de", "David"),
            part("de", "zwei"),
            part("en", ""),
        ];
        assert_eq!(tidy(raw), vec![part("de", "Springer Bella, David zwei")]);
        let raw = vec![
            part("en", "Last  move: "),
            part("de", "Eva"),
            part("en", " takes "),
            part("de", "David"),
            part("de", "fünf"),
            part("en", ", check"),
        ];
        let parts = tidy(raw);
        assert_eq!(
            parts,
            vec![
                part("en", "Last move:"),
                part("de", "Eva"),
                part("en", "takes"),
                part("de", "David fünf,"),
                part("en", "check"),
            ]
        );
        let u = Utterance { locale: "en", parts };
        assert_eq!(u.text(), "Last move: Eva takes David fünf, check");
        assert_eq!(u.lang(), "en");
    }
}
