//! One utterance as one SSML document: its language parts switched inside one message
//! to Speech Dispatcher, so that "Springer takes Felix drei" is spoken without the pause
//! that separate messages leave between languages (issue 17: 0.4 s and more per switch).
//!
//! Pure: the caller says which voice speaks which language.
//!
//! # The shape, and why
//!
//! ```text
//! <speak xml:lang="en-GB"><voice xml:lang="de" name="German">Springer</voice> <voice xml:lang="en-GB" name="English (Great Britain)">takes</voice> ...</speak>
//! ```
//!
//! - The outer `xml:lang` is the utterance's own locale (the voice's tag when known).
//! - **Every** part has its own `<voice>`, also the parts in the locale's language:
//!   espeak-ng 1.51 does not restore the outer voice at `</voice>` (measured here with
//!   `espeak-ng -m -x`: after `<voice xml:lang="de">Springer</voice> takes`, "takes"
//!   is read in German), so no text may rely on the voice around it.
//! - `name` is the voice chosen for the language ([`super::voice::choose`], the player's
//!   own choice first): espeak-ng takes its voice by that name, variants (`German+Adam`)
//!   too. `xml:lang` is the chosen voice's own tag (`en-GB`): with a bare `en` espeak-ng
//!   1.51 does not switch back to English at all (espeak-ng PR #1211), and a synthesizer
//!   that does not know the name still picks a voice by the language.
//! - Neighbouring parts of one language become one `<voice>`: every switch ends a clause.
//! - Text is escaped (`&`, `<`, `>`, quotes), and characters XML does not allow (control
//!   characters, which would also cut a C string short) are left out.

use super::voice::VoiceInfo;
use crate::l10n::Utterance;

/// The SSML document that speaks `utterance` as one message. `voice` gives the voice
/// chosen for a language (`de`), or `None` when none is known yet: that language is
/// then tagged by its code alone and the synthesizer picks the voice.
///
/// # Examples
///
/// ```
/// use taktil::io::speech::{ssml, voice::VoiceInfo};
/// use taktil::l10n::{Part, Utterance};
///
/// let said = Utterance {
///     locale: "en",
///     parts: vec![Part { lang: "de", text: "Springer".into() }, Part { lang: "en", text: "takes".into() }],
/// };
/// let german = VoiceInfo { name: "German".into(), language: "de".into() };
/// let doc = ssml::document(&said, |lang| (lang == "de").then(|| german.clone()));
/// assert_eq!(
///     doc,
///     "<speak xml:lang=\"en\"><voice xml:lang=\"de\" name=\"German\">Springer</voice> \
///      <voice xml:lang=\"en\">takes</voice></speak>"
/// );
/// ```
pub fn document(utterance: &Utterance, voice: impl Fn(&str) -> Option<VoiceInfo>) -> String {
    let mut out = String::with_capacity(64 + utterance.parts.iter().map(|p| p.text.len() + 48).sum::<usize>());
    out.push_str("<speak xml:lang=\"");
    out.push_str(&escape(&tag(utterance.locale, voice(utterance.locale).as_ref())));
    out.push_str("\">");
    for (i, (lang, text)) in runs(utterance).into_iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        let chosen = voice(lang);
        out.push_str("<voice xml:lang=\"");
        out.push_str(&escape(&tag(lang, chosen.as_ref())));
        out.push('"');
        if let Some(v) = &chosen {
            out.push_str(" name=\"");
            out.push_str(&escape(&v.name));
            out.push('"');
        }
        out.push('>');
        out.push_str(&escape(&text));
        out.push_str("</voice>");
    }
    out.push_str("</speak>");
    out
}

/// The language tag for `lang`: the chosen voice's own tag, else the code itself.
fn tag(lang: &str, chosen: Option<&VoiceInfo>) -> String {
    match chosen {
        Some(v) if !v.language.is_empty() => v.language.clone(),
        _ => lang.to_owned(),
    }
}

/// The parts with neighbours of one language joined (by a space), blank parts left out.
fn runs(utterance: &Utterance) -> Vec<(&'static str, String)> {
    let mut out: Vec<(&'static str, String)> = Vec::with_capacity(utterance.parts.len());
    for part in &utterance.parts {
        let text = part.text.trim();
        if text.is_empty() {
            continue;
        }
        match out.last_mut() {
            Some((lang, joined)) if *lang == part.lang => {
                joined.push(' ');
                joined.push_str(text);
            }
            _ => out.push((part.lang, text.to_owned())),
        }
    }
    out
}

/// `text` as XML character data or an attribute value: markup characters escaped,
/// characters XML 1.0 does not allow left out.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\t' | '\n' | '\r' => out.push(' '),
            c if c.is_control() || c == '\u{FFFE}' || c == '\u{FFFF}' => {}
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::l10n::Part;

    fn utt(locale: &'static str, parts: &[(&'static str, &str)]) -> Utterance {
        Utterance { locale, parts: parts.iter().map(|(lang, text)| Part { lang, text: (*text).into() }).collect() }
    }

    fn espeak(lang: &str) -> Option<VoiceInfo> {
        let (name, language) = match lang {
            "en" => ("English (Great Britain)", "en-GB"),
            "de" => ("German", "de"),
            "da" => ("Danish", "da"),
            _ => return None,
        };
        Some(VoiceInfo { name: name.into(), language: language.into() })
    }

    #[test]
    fn each_language_part_gets_its_own_voice_inside_one_document() {
        let u = utt("en", &[("de", "Springer"), ("en", "takes"), ("de", "Felix drei,"), ("en", "check")]);
        assert_eq!(
            document(&u, espeak),
            "<speak xml:lang=\"en-GB\">\
             <voice xml:lang=\"de\" name=\"German\">Springer</voice> \
             <voice xml:lang=\"en-GB\" name=\"English (Great Britain)\">takes</voice> \
             <voice xml:lang=\"de\" name=\"German\">Felix drei,</voice> \
             <voice xml:lang=\"en-GB\" name=\"English (Great Britain)\">check</voice>\
             </speak>"
        );
    }

    #[test]
    fn the_locale_is_the_outer_language_and_unknown_voices_go_by_code() {
        let u = utt("is", &[("is", "Riddari drepur á"), ("de", "Felix drei")]);
        assert_eq!(
            document(&u, espeak),
            "<speak xml:lang=\"is\"><voice xml:lang=\"is\">Riddari drepur á</voice> \
             <voice xml:lang=\"de\" name=\"German\">Felix drei</voice></speak>"
        );
        let u = utt("da", &[("da", "Springer slår")]);
        assert!(document(&u, espeak).starts_with("<speak xml:lang=\"da\"><voice xml:lang=\"da\" name=\"Danish\">"));
        assert_eq!(
            document(&u, |_| None),
            "<speak xml:lang=\"da\"><voice xml:lang=\"da\">Springer slår</voice></speak>"
        );
    }

    #[test]
    fn neighbours_of_one_language_are_merged_and_blank_parts_dropped() {
        let u = utt("en", &[("de", "Springer"), ("de", " Bella,"), ("en", "  "), ("de", "David zwei")]);
        assert_eq!(
            document(&u, |_| None),
            "<speak xml:lang=\"en\"><voice xml:lang=\"de\">Springer Bella, David zwei</voice></speak>"
        );
        assert_eq!(document(&utt("en", &[]), |_| None), "<speak xml:lang=\"en\"></speak>");
    }

    #[test]
    fn text_and_names_are_escaped() {
        let u = utt("en", &[("en", "Black & White <draw> \"yes\" it's")]);
        let name = |_: &str| Some(VoiceInfo { name: "A\"B<C>&D".into(), language: "en-US".into() });
        assert_eq!(
            document(&u, name),
            "<speak xml:lang=\"en-US\"><voice xml:lang=\"en-US\" name=\"A&quot;B&lt;C&gt;&amp;D\">\
             Black &amp; White &lt;draw&gt; &quot;yes&quot; it&apos;s</voice></speak>"
        );
    }

    #[test]
    fn characters_xml_forbids_are_left_out() {
        assert_eq!(escape("a\0b\u{7}c\td\ne\u{FFFF}f"), "abc d ef");
        assert_eq!(escape("Läufer fünf, Þ ð æ ø å"), "Läufer fünf, Þ ð æ ø å");
    }
}
