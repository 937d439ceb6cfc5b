//! The words through a real synthesizer (issue 17): every example message and notice of
//! the locale tests, in every locale, is rendered and each part read by espeak-ng in the
//! voice that speaks it (`espeak-ng -v LANG -x -q`: the phonemes), and what a listener
//! would stumble on is asserted:
//!
//! - no apostrophe is spoken or makes a letter spelled ("J'adoube" read "j apostrof
//!   adube" in Danish, "Jot adube" in German, "Jay adub" in English);
//! - an Icelandic number before a feminine time word is heard in the feminine: the
//!   phonemes of what is said ("4 mínútur") are those of the right words ("fjórar
//!   mínútur"), for every count of hours, minutes and seconds a time message says;
//! - no digit stands where an ordinal is meant ("4. leikur" read "fjórir leikur");
//! - no sentence of a non-English locale has a word the synthesizer reads as English,
//!   outside the vocabulary (spoken by its own voice) and the arbiter's typed commands.
//!
//! espeak-ng reads one batch per language: the texts are separated by a sentinel word
//! whose phoneme line marks where one ends. Without espeak-ng the tests fail under
//! `CI=true` (the setup installs it) and are skipped with a printed line otherwise.

#![allow(
    clippy::disallowed_methods,
    clippy::disallowed_types,
    clippy::disallowed_macros,
    reason = "a test: it runs espeak-ng, reads CI from the environment and says when it skips"
)]

use std::{
    collections::{BTreeMap, BTreeSet},
    io::Write as _,
    process::{Command, Stdio},
    sync::OnceLock,
    time::Duration,
};

use shakmaty::Color;

use super::{
    LOCALES, Localizer, Vocabulary,
    tests::{examples, notice_examples},
};
use crate::core::{msg::Msg, penalty::Penalty};

/// A word no message says, read between the texts of a batch (short: espeak-ng takes
/// its time over a long number).
const SENTINEL: &str = "Zebra.";

/// Whether espeak-ng runs here; under `CI=true` its absence is a failure.
fn espeak_present() -> bool {
    let found = Command::new("espeak-ng").arg("--version").output().is_ok_and(|out| out.status.success());
    if !found {
        assert!(
            std::env::var("CI").map_or(true, |ci| ci != "true"),
            "espeak-ng is not installed (scripts/setup.sh installs it): the wording tests need it"
        );
        eprintln!("skipped: espeak-ng is not installed, the words are not read through a synthesizer");
    }
    found
}

/// espeak-ng's phonemes for each text, read by the voice of `lang` in one run.
fn phonemes(lang: &str, texts: &[String]) -> Vec<String> {
    let mut input = String::new();
    for text in texts {
        input.push_str(SENTINEL);
        input.push_str("\n\n");
        input.push_str(text);
        if !text.ends_with(['.', '!', '?', ':']) {
            input.push('.');
        }
        input.push_str("\n\n");
    }
    input.push_str(SENTINEL);
    input.push('\n');
    let mut child = Command::new("espeak-ng")
        .args(["-v", lang, "-x", "-q"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("espeak-ng starts");
    child.stdin.take().expect("a pipe").write_all(input.as_bytes()).expect("espeak-ng reads");
    let out = child.wait_with_output().expect("espeak-ng ends");
    assert!(out.status.success(), "espeak-ng -v {lang} failed");
    let out = String::from_utf8_lossy(&out.stdout);
    let mut lines = out.lines().map(str::trim).filter(|l| !l.is_empty());
    let sentinel = lines.next().expect("the sentinel's phonemes").to_owned();
    let mut chunks: Vec<String> = Vec::new();
    let mut chunk: Vec<&str> = Vec::new();
    for line in lines {
        if line == sentinel {
            chunks.push(chunk.join(" "));
            chunk.clear();
        } else {
            chunk.push(line);
        }
    }
    assert_eq!(chunks.len(), texts.len(), "espeak-ng -v {lang}: the batch did not split into its texts");
    chunks
}

/// Phonemes without stress marks and with single spaces: "20 og" and "tuttugu og" read
/// alike, though espeak-ng stresses a spelled number differently.
fn plain(phonemes: &str) -> String {
    let text: String = phonemes.chars().filter(|c| !matches!(c, '\'' | ',')).collect();
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Every part of every example message and notice, by the language of its voice, each
/// text once (FIDE vocabulary and the locale's Scandinavian preset).
fn rendered() -> BTreeMap<&'static str, BTreeSet<String>> {
    static RENDERED: OnceLock<BTreeMap<&'static str, BTreeSet<String>>> = OnceLock::new();
    RENDERED.get_or_init(render_all).clone()
}

/// What [`rendered`] keeps.
fn render_all() -> BTreeMap<&'static str, BTreeSet<String>> {
    let mut texts: BTreeMap<&'static str, BTreeSet<String>> = BTreeMap::new();
    let (messages, notices) = (examples(), notice_examples());
    for locale in LOCALES {
        for vocab in [Vocabulary::fide(), Vocabulary::scandinavian(locale)] {
            let l10n = Localizer::new(locale, vocab).expect("a known locale");
            let said = messages.iter().map(|m| l10n.render(m)).chain(notices.iter().map(|n| l10n.render_notice(n)));
            for part in said.flat_map(|u| u.parts) {
                texts.entry(part.lang).or_default().insert(part.text);
            }
            assert_eq!(l10n.take_errors(), Vec::new(), "{locale}");
        }
    }
    texts
}

/// The words of a text, without the punctuation around them.
fn words(text: &str) -> Vec<&str> {
    text.split_whitespace()
        .map(|w| w.trim_matches(|c: char| matches!(c, '.' | ',' | ':' | ';' | '!' | '?' | '(' | ')' | '"')))
        .filter(|w| !w.is_empty())
        .collect()
}

/// An English clitic after an apostrophe ("White's"), which a synthesizer reads as the
/// word it is.
fn is_clitic(word: &str) -> bool {
    word.rsplit_once(['\'', '\u{2019}']).is_some_and(|(_, end)| ["s", "t", "ll", "re", "ve", "d", "m"].contains(&end))
}

/// A word with an apostrophe is read as the same word without it: the apostrophe is
/// neither spoken nor makes the letter before it spelled.
#[test]
fn espeak_no_apostrophe_is_spoken() {
    if !espeak_present() {
        return;
    }
    let mut wrong = Vec::new();
    for (lang, texts) in rendered() {
        let marked: BTreeSet<String> = texts
            .iter()
            .flat_map(|t| words(t))
            .filter(|w| w.contains(['\'', '\u{2019}']) && !is_clitic(w))
            .map(str::to_owned)
            .collect();
        let pairs: Vec<String> = marked.iter().flat_map(|w| [w.clone(), w.replace(['\'', '\u{2019}'], "")]).collect();
        let read = phonemes(lang, &pairs);
        for (word, pair) in marked.iter().zip(read.chunks(2)) {
            if plain(&pair[0]) != plain(&pair[1]) {
                wrong.push(format!("{lang} \"{word}\" is read [{}], not [{}]", pair[0], pair[1]));
            }
        }
    }
    assert!(wrong.is_empty(), "apostrophes a synthesizer speaks:\n{}", wrong.join("\n"));
}

/// Icelandic feminine time words by form: the forms of one to four that may stand
/// before it (nominative, accusative, dative or genitive, as the form allows).
fn feminine_forms(noun: &str) -> Option<[&'static [&'static str]; 4]> {
    const ONE_NOM: &[&str] = &["ein"];
    const ONE_OBL: &[&str] = &["eina", "einni", "einnar"];
    const ONE_BARE: &[&str] = &["ein", "eina", "einni"];
    const PLURAL: [&[&str]; 3] = [&["tvær"], &["þrjár"], &["fjórar"]];
    const GENITIVE: [&[&str]; 3] = [&["tveggja"], &["þriggja"], &["fjögurra"]];
    const DATIVE: [&[&str]; 3] = [&["tveimur"], &["þremur"], &["fjórum"]];
    Some(match noun.to_lowercase().as_str() {
        "mínúta" | "sekúnda" => [ONE_NOM, &[], &[], &[]],
        "mínútu" | "sekúndu" | "klukkustundar" => [ONE_OBL, &[], &[], &[]],
        "klukkustund" => [ONE_BARE, &[], &[], &[]],
        "mínútur" | "sekúndur" | "klukkustundir" => [&[], PLURAL[0], PLURAL[1], PLURAL[2]],
        "mínútna" | "sekúndna" | "klukkustunda" => [&[], GENITIVE[0], GENITIVE[1], GENITIVE[2]],
        "mínútum" | "sekúndum" | "klukkustundum" => [&[], DATIVE[0], DATIVE[1], DATIVE[2]],
        _ => return None,
    })
}

/// The value of an Icelandic number word, any gender and case, or of digits.
fn number_value(word: &str) -> Option<u64> {
    const WORDS: [(u64, &[&str]); 8] = [
        (1, &["einn", "ein", "eitt", "einan", "eina", "einum", "einni", "einu", "eins", "einnar"]),
        (2, &["tveir", "tvær", "tvö", "tvo", "tveimur", "tveggja"]),
        (3, &["þrír", "þrjár", "þrjú", "þrjá", "þremur", "þriggja"]),
        (4, &["fjórir", "fjórar", "fjögur", "fjóra", "fjórum", "fjögurra"]),
        (20, &["tuttugu"]),
        (30, &["þrjátíu"]),
        (40, &["fjörutíu"]),
        (50, &["fimmtíu"]),
    ];
    word.parse().ok().or_else(|| WORDS.iter().find(|(_, forms)| forms.contains(&word)).map(|(n, _)| *n))
}

/// The number said right before `words[noun]`: its words ("20 og fjórar") and value.
fn number_before(words: &[&str], noun: usize) -> Option<(String, u64)> {
    let is_number = |i: usize| number_value(&words[i].to_lowercase()).is_some();
    let mut start = noun;
    loop {
        if start >= 1 && is_number(start - 1) {
            start -= 1;
        } else if start >= 2 && start < noun && words[start - 1] == "og" && is_number(start - 2) {
            start -= 2;
        } else {
            break;
        }
    }
    let said = &words[start..noun];
    let value = said.iter().filter_map(|w| number_value(&w.to_lowercase())).sum();
    (!said.is_empty()).then(|| (said.join(" "), value))
}

/// The Icelandic texts a time message says, for every count of hours (1-24), minutes and
/// seconds (1-59), and every penalty of extra minutes.
fn icelandic_time_texts(l10n: &Localizer) -> Vec<String> {
    let mut msgs = Vec::new();
    for n in 1..=59u64 {
        msgs.push(Msg::LowTime { left: Duration::from_secs(n * 60) });
        msgs.push(Msg::LowTime { left: Duration::from_secs(60 + n) });
        msgs.push(Msg::LowTime { left: Duration::from_secs(n) });
        let minutes = u32::try_from(n).expect("small");
        msgs.push(Msg::IllegalCounted { by: Color::White, count: 1, penalty: Some(Penalty::OpponentTime { minutes }) });
    }
    for n in 1..=24u64 {
        msgs.push(Msg::LowTime { left: Duration::from_secs(n * 3600) });
    }
    msgs.iter().map(|m| l10n.render(m).text()).collect()
}

/// Every Icelandic number that ends in one to four before a feminine time word is read
/// as the feminine words: the phonemes of what is said equal espeak-ng's phonemes of the
/// right words ("fjórar mínútur" for "4 mínútur", "tuttugu og ein sekúnda" for "21
/// sekúnda").
#[test]
fn espeak_icelandic_numbers_agree_with_time_words() {
    if !espeak_present() {
        return;
    }
    let l10n = Localizer::new("is", Vocabulary::scandinavian("is")).expect("Icelandic");
    let mut texts: BTreeSet<String> = rendered().remove("is").unwrap_or_default();
    texts.extend(icelandic_time_texts(&l10n));
    // (what is said, the right words that may be meant)
    let mut checks: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut wrong = Vec::new();
    for text in &texts {
        let words = words(text);
        for (i, noun) in words.iter().enumerate() {
            let Some(forms) = feminine_forms(noun) else { continue };
            let Some((said, n)) = number_before(&words, i) else { continue };
            let unit = n % 10;
            if !(1..=4).contains(&unit) || (11..=14).contains(&(n % 100)) {
                continue;
            }
            // The tens as digits: espeak-ng reads "30" and "þrjátíu" a little apart,
            // and neither has a gender.
            let tens = match n - unit {
                0 => String::new(),
                tens => format!("{tens} og "),
            };
            let right: Vec<String> = forms[usize::try_from(unit - 1).expect("1-4")]
                .iter()
                .map(|form| format!("{tens}{form} {noun}"))
                .collect();
            if right.is_empty() {
                wrong.push(format!("\"{said} {noun}\" in \"{text}\": {n} with a {noun} form of the other number"));
                continue;
            }
            checks.insert(format!("{said} {noun}"), right);
        }
    }
    let batch: Vec<String> =
        checks.iter().flat_map(|(said, right)| [said.clone()].into_iter().chain(right.clone())).collect();
    let mut read = phonemes("is", &batch).into_iter();
    for (said, right) in &checks {
        let heard = plain(&read.next().unwrap_or_default());
        let meant: Vec<String> = right.iter().map(|_| plain(&read.next().unwrap_or_default())).collect();
        if !meant.contains(&heard) {
            wrong.push(format!(
                "\"{said}\" is heard [{heard}], not as \"{}\" [{}]",
                right.join("\" or \""),
                meant.join("] or [")
            ));
        }
    }
    assert!(checks.len() >= 40, "only {} numbers before time words found", checks.len());
    assert!(wrong.is_empty(), "Icelandic numbers heard in the wrong gender:\n{}", wrong.join("\n"));
}

/// A number with an ordinal dot inside a sentence ("4. leikur") is read as an ordinal:
/// its phonemes differ from those of the bare number.
#[test]
fn espeak_ordinals_are_read_as_ordinals() {
    if !espeak_present() {
        return;
    }
    let mut wrong = Vec::new();
    for (lang, texts) in rendered() {
        let mut found = BTreeSet::new();
        for text in &texts {
            let tokens: Vec<&str> = text.split_whitespace().collect();
            for pair in tokens.windows(2) {
                let number =
                    pair[0].strip_suffix('.').filter(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()));
                if let Some(number) = number
                    && pair[1].starts_with(char::is_lowercase)
                {
                    found.insert((format!("{number}. {}", pair[1]), format!("{number} {}", pair[1])));
                }
            }
        }
        let batch: Vec<String> = found.iter().flat_map(|(a, b)| [a.clone(), b.clone()]).collect();
        let read = phonemes(lang, &batch);
        for ((ordinal, _), pair) in found.iter().zip(read.chunks(2)) {
            if plain(&pair[0]) == plain(&pair[1]) {
                wrong.push(format!("{lang} \"{ordinal}\" is read as a cardinal [{}]", pair[0]));
            }
        }
    }
    assert!(wrong.is_empty(), "ordinals a synthesizer reads as numbers:\n{}", wrong.join("\n"));
}

/// The English words a sentence of another locale may hold: the arbiter's typed
/// commands, written as he types them; the keyboard's Enter; "Bytes" and "Bluetooth",
/// words every language takes from English and espeak-ng rightly reads so; "knight", the example of a sealed move
/// written in English on a sheet (an argument, not the file's word); and the shell
/// command and device path of `taktil devices` (typed and shown as they are); and
/// "NVDA", the screen reader's own name in the examples of the Windows speech notices
/// (a name, which espeak-ng spells as English letters).
const TYPED: [&str; 9] = [
    "NVDA",
    "Bluetooth",
    "clock start",
    "arbiter takeback",
    "Enter",
    "Bytes",
    "knight",
    "sudo usermod -aG input $USER",
    "/dev/input/event3",
];

/// No part in a non-English locale's own voice has a word espeak-ng switches to English
/// for (its `(en)` mark), outside [`TYPED`]. The words are read once each, all in one
/// line per language; the line that has a mark is read again word by word to name them.
#[test]
fn espeak_no_english_word_outside_the_vocabulary() {
    if !espeak_present() {
        return;
    }
    let mut wrong = Vec::new();
    for (lang, texts) in rendered() {
        if lang == "en" {
            continue;
        }
        let mut own: BTreeSet<String> = BTreeSet::new();
        for text in &texts {
            let bare = TYPED.iter().fold(text.clone(), |t, typed| t.replace(typed, ""));
            own.extend(words(&bare).into_iter().map(str::to_owned));
        }
        let own: Vec<String> = own.into_iter().collect();
        let line = own.join(" ");
        if phonemes(lang, std::slice::from_ref(&line))[0].contains("(en)") {
            for (word, read) in own.iter().zip(phonemes(lang, &own)) {
                if read.contains("(en)") {
                    let said: Vec<&String> =
                        texts.iter().filter(|t| words(t).contains(&word.as_str())).take(2).collect();
                    wrong.push(format!("{lang} \"{word}\" is read [{read}], in {said:?}"));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "English words in the sentences of other locales:\n{}", wrong.join("\n"));
}
