//! A lean walk over Fluent's own parsed messages for what nearly every message of
//! taktil is: text, string arguments placed as they are, string literals, and
//! selections on a string argument (issue 34: a move, its clock and its description
//! are formatted on every half-move, and fluent-bundle's resolver, which copies every
//! selector's value and looks each argument up in a sorted list, was half of that).
//!
//! It gives exactly what `FluentBundle::format_pattern` gives for such a message, with
//! bidi isolation off and no transform (as [`super::bundle`] builds every bundle): the
//! text elements as parsed, each argument's text, each string literal unescaped, of a
//! selection the first variant whose identifier equals the argument, else the default
//! variant, and of a reference the other message's value with the same arguments. Anything else returns `None`, and the message goes through fluent-bundle
//! with the same arguments, which formats it and reports its errors as before: a
//! number argument (plural categories), a function, a term or an attribute, a number
//! literal, a message reference that comes back to itself, a missing argument or default, too many placeables. The test
//! `the_lean_path_gives_what_fluent_gives` holds both to the same text for every
//! message of every locale.

use std::borrow::Cow;

use fluent_syntax::{
    ast::{Expression, InlineExpression, Pattern, PatternElement, VariantKey},
    unicode::unescape_unicode,
};

/// fluent-bundle's limit of placeables in one formatting: past it, Fluent reports an
/// error, so the lean path leaves such a message to Fluent.
const MAX_PLACEABLES: u8 = 100;

/// An argument's value.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Value<'a> {
    /// Text: a selector value, or text placed as it is.
    Text(Cow<'a, str>),
    /// A number, which only Fluent formats (its plural categories and digits).
    Num(u32),
}

/// Named arguments, in any order.
pub(super) type Args<'a> = [(&'a str, Value<'a>)];

/// The message's text, or `None` when it needs more than this walk knows (see the
/// module docs). `messages` finds the value of another message of the same bundle by
/// its id, for a message reference.
pub(super) fn format<'p>(
    pattern: &'p Pattern<&'p str>,
    args: &Args<'_>,
    messages: impl Fn(&str) -> Option<&'p Pattern<&'p str>>,
) -> Option<String> {
    if let [PatternElement::TextElement { value }] = pattern.elements.as_slice() {
        return Some((*value).to_owned());
    }
    let mut walk = Walk { args, messages, out: String::with_capacity(64), placeables: 0, travelled: Vec::new() };
    walk.pattern(pattern).then_some(walk.out)
}

/// The text of argument `name`, if it is there and is text.
fn text<'v>(args: &'v Args<'_>, name: &str) -> Option<&'v str> {
    args.iter().find(|(n, _)| *n == name).and_then(|(_, value)| match value {
        Value::Text(text) => Some(text.as_ref()),
        Value::Num(_) => None,
    })
}

/// One formatting: its arguments, the bundle's messages, the text so far, and what
/// Fluent counts (placeables, and the messages referenced on the way, for a cycle).
struct Walk<'p, 'v, 'a, F> {
    args: &'v Args<'a>,
    messages: F,
    out: String,
    placeables: u8,
    travelled: Vec<&'p Pattern<&'p str>>,
}

impl<'p, F: Fn(&str) -> Option<&'p Pattern<&'p str>>> Walk<'p, '_, '_, F> {
    fn pattern(&mut self, pattern: &'p Pattern<&'p str>) -> bool {
        pattern.elements.iter().all(|element| match element {
            PatternElement::TextElement { value } => {
                self.out.push_str(value);
                true
            }
            PatternElement::Placeable { expression } => {
                self.placeables += 1;
                // The pattern a reference starts from is the first travelled (Fluent's
                // `Scope::maybe_track`).
                if self.travelled.is_empty() {
                    self.travelled.push(pattern);
                }
                self.placeables <= MAX_PLACEABLES && self.expression(expression)
            }
        })
    }

    fn expression(&mut self, expression: &'p Expression<&'p str>) -> bool {
        match expression {
            Expression::Inline(inline) => self.inline(inline),
            Expression::Select { selector: InlineExpression::VariableReference { id }, variants } => {
                let Some(value) = text(self.args, id.name) else { return false };
                // A number key never matches a string (Fluent's `FluentValue::matches`).
                let chosen = variants
                    .iter()
                    .find(|v| matches!(v.key, VariantKey::Identifier { name } if name == value))
                    .or_else(|| variants.iter().find(|v| v.default));
                chosen.is_some_and(|variant| self.pattern(&variant.value))
            }
            Expression::Select { .. } => false,
        }
    }

    fn inline(&mut self, inline: &'p InlineExpression<&'p str>) -> bool {
        match inline {
            InlineExpression::StringLiteral { value } => unescape_unicode(&mut self.out, value).is_ok(),
            InlineExpression::VariableReference { id } => {
                text(self.args, id.name).map(|text| self.out.push_str(text)).is_some()
            }
            InlineExpression::Placeable { expression } => self.expression(expression),
            // Another message's value, with the same arguments (Fluent's `Scope::track`);
            // a cycle is Fluent's to report.
            InlineExpression::MessageReference { id, attribute: None } => match (self.messages)(id.name) {
                Some(referenced) if !self.travelled.iter().any(|p| std::ptr::eq(*p, referenced)) => {
                    self.travelled.push(referenced);
                    let written = self.pattern(referenced);
                    self.travelled.pop();
                    written
                }
                _ => false,
            },
            InlineExpression::MessageReference { .. }
            | InlineExpression::NumberLiteral { .. }
            | InlineExpression::FunctionReference { .. }
            | InlineExpression::TermReference { .. } => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
    use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey};

    use super::{Value, format};
    use crate::l10n::{FILES_FTL, LOCALE_FTL, LOCALES, RECORD_FTL, shared_bundle};

    /// The variables a pattern uses, following references, each with the keys it is
    /// selected on (empty for a variable only placed).
    struct Variables<'p, F> {
        messages: F,
        found: BTreeMap<&'p str, Vec<&'p str>>,
    }

    impl<'p, F: Fn(&str) -> Option<&'p Pattern<&'p str>>> Variables<'p, F> {
        fn of(pattern: &'p Pattern<&'p str>, messages: F) -> BTreeMap<&'p str, Vec<&'p str>> {
            let mut variables = Variables { messages, found: BTreeMap::new() };
            variables.pattern(pattern, 0);
            variables.found
        }

        fn pattern(&mut self, pattern: &'p Pattern<&'p str>, depth: usize) {
            for element in &pattern.elements {
                if let PatternElement::Placeable { expression } = element {
                    self.expression(expression, depth);
                }
            }
        }

        fn expression(&mut self, e: &'p Expression<&'p str>, depth: usize) {
            match e {
                Expression::Inline(i) => self.inline(i, depth),
                Expression::Select { selector, variants } => {
                    self.inline(selector, depth);
                    if let InlineExpression::VariableReference { id } = selector {
                        let keys = self.found.entry(id.name).or_default();
                        keys.extend(variants.iter().filter_map(|v| match v.key {
                            VariantKey::Identifier { name } => Some(name),
                            VariantKey::NumberLiteral { .. } => None,
                        }));
                    }
                    for v in variants {
                        self.pattern(&v.value, depth);
                    }
                }
            }
        }

        fn inline(&mut self, e: &'p InlineExpression<&'p str>, depth: usize) {
            match e {
                InlineExpression::VariableReference { id } => {
                    self.found.entry(id.name).or_default();
                }
                InlineExpression::MessageReference { id, .. } if depth < 8 => {
                    if let Some(p) = (self.messages)(id.name) {
                        self.pattern(p, depth + 1);
                    }
                }
                InlineExpression::Placeable { expression } => self.expression(expression, depth),
                _ => {}
            }
        }
    }

    /// Every message of every locale, with every variable set in turn to each value it
    /// is selected on and to one it is not (the others at their first), and again with
    /// one variable missing: wherever the lean path gives a text, Fluent gives the same
    /// text without an error; and the lean path knows the messages of a half-move.
    #[test]
    fn the_lean_path_gives_what_fluent_gives() {
        let mut lean = 0;
        let mut fluent_only = 0;
        for (index, locale) in LOCALES.iter().enumerate() {
            let bundle = shared_bundle(index).expect("the bundle");
            let messages = |id: &str| bundle.get_message(id).and_then(|m| m.value());
            let mut ids = Vec::new();
            for source in [LOCALE_FTL[index], FILES_FTL, RECORD_FTL] {
                let resource = FluentResource::try_new(source.text.to_owned()).expect("parses");
                for entry in resource.entries() {
                    if let Entry::Message(m) = entry {
                        ids.push(m.id.name.to_owned());
                    }
                }
            }
            for id in &ids {
                let Some(pattern) = messages(id) else { continue };
                let found = Variables::of(pattern, messages);
                let base: Vec<(&str, String)> = found
                    .iter()
                    .map(|(name, keys)| (*name, keys.first().map_or_else(|| format!("<{name}>"), |k| (*k).to_owned())))
                    .collect();
                let mut cases = vec![(true, base.clone())];
                for (n, (name, keys)) in found.iter().enumerate() {
                    for value in keys.iter().map(|k| (*k).to_owned()).chain([format!("not-a-key-{name}")]) {
                        let mut case = base.clone();
                        case[n].1 = value;
                        cases.push((true, case));
                    }
                    let mut missing = base.clone();
                    missing.remove(n);
                    cases.push((false, missing));
                }
                for (complete, case) in cases {
                    let args: Vec<(&str, Value<'_>)> =
                        case.iter().map(|(n, v)| (*n, Value::Text(v.as_str().into()))).collect();
                    let mut fluent_args = FluentArgs::new();
                    for (n, v) in &case {
                        fluent_args.set(*n, FluentValue::from(v.as_str()));
                    }
                    let mut errors = Vec::new();
                    let expected = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
                    match format(pattern, &args, messages) {
                        Some(text) => {
                            assert!(
                                errors.is_empty(),
                                "{locale} {id} {case:?}: lean path gave {text:?}, Fluent erred {errors:?}"
                            );
                            assert_eq!(text, expected, "{locale} {id} {case:?}");
                            lean += 1;
                        }
                        None if complete => fluent_only += 1,
                        None => {}
                    }
                }
            }
            for id in ["move", "output-move", "output-clock-times", "output-touch", "record-move"] {
                let pattern = messages(id).expect(id);
                let found = Variables::of(pattern, messages);
                let args: Vec<(&str, Value<'_>)> = found
                    .iter()
                    .map(|(name, keys)| (*name, Value::Text(keys.first().copied().unwrap_or("x").into())))
                    .collect();
                assert!(format(pattern, &args, messages).is_some(), "{locale} {id} goes the lean path");
            }
        }
        // The rest use numbers, functions or terms.
        assert!(
            lean > 10 * fluent_only,
            "the lean path formats {lean} cases with every argument, Fluent alone {fluent_only}"
        );
    }

    /// A number argument, and a message that refers to itself, are Fluent's.
    #[test]
    fn numbers_and_cycles_are_left_to_fluent() {
        let resource =
            FluentResource::try_new("a = { $n } left\nb = x { c }\nc = y { b }\n".to_owned()).expect("parses");
        let mut bundle = fluent_bundle::FluentBundle::new(vec!["en".parse().expect("a language")]);
        bundle.set_use_isolating(false);
        bundle.add_resource(resource).expect("adds");
        let messages = |id: &str| bundle.get_message(id).and_then(|m| m.value());
        let a = messages("a").expect("a");
        assert_eq!(format(a, &[("n", Value::Num(3))], messages), None);
        assert_eq!(format(a, &[("n", Value::Text("three".into()))], messages).as_deref(), Some("three left"));
        assert_eq!(format(messages("b").expect("b"), &[], messages), None);
    }
}
