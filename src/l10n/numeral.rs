//! Two Fluent functions for languages whose numerals one to four agree with the noun
//! they count: in Icelandic "4 mínútur" is read by a synthesizer as the masculine
//! "fjórir mínútur", where the listener expects "fjórar mínútur" (issue 17). A digit
//! carries no gender, so a locale file that needs the agreeing word writes it, and these
//! functions tell it when:
//!
//! - `UNIT($n)` is 1 to 4 when the numeral of `n` ends in the word for one to
//!   four (1-4, 21-24, 101-104 ..., not 11-14, which have words of their own), and
//!   `"other"` otherwise;
//! - `TENS($n)` is what the numeral says before that word: 20 for 24, 0 for 4 and
//!   whenever `UNIT($n)` is `"other"`.
//!
//! So the file says "{ TENS } og fjórar" for 24 and "fjórar" for 4, and the number
//! itself for the rest. The functions hold no words: the locale file does.

use fluent_bundle::{FluentArgs, FluentValue};

/// The whole number a Fluent argument holds, if it holds one from zero up.
fn whole(args: &[FluentValue<'_>]) -> Option<u64> {
    match args.first()? {
        FluentValue::Number(n) if n.value >= 0.0 && n.value.fract() == 0.0 && n.value < 1e15 => {
            // A whole number below 10^15 is exact in an f64 and fits in u64.
            #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss, reason = "checked just above")]
            Some(n.value as u64)
        }
        _ => None,
    }
}

/// The final one to four of `n`'s numeral, if it ends in one (see the module docs).
const fn final_unit(n: u64) -> Option<u64> {
    match (n % 10, n % 100) {
        (_, 11..=14) => None,
        (unit @ 1..=4, _) => Some(unit),
        _ => None,
    }
}

/// `UNIT($n)`: 1 to 4, or `"other"`; an argument that is not a whole number is
/// a Fluent error.
pub(super) fn unit<'a>(args: &[FluentValue<'a>], _named: &FluentArgs) -> FluentValue<'a> {
    match whole(args) {
        Some(n) => match final_unit(n) {
            // A number, so that the file's variant keys [1] to [4] match it.
            Some(unit) => FluentValue::from(unit),
            None => "other".into(),
        },
        None => FluentValue::Error,
    }
}

/// `TENS($n)`: the number before the final one to four, 0 when there is none; an
/// argument that is not a whole number is a Fluent error.
pub(super) fn tens<'a>(args: &[FluentValue<'a>], _named: &FluentArgs) -> FluentValue<'a> {
    match whole(args) {
        Some(n) => FluentValue::from(final_unit(n).map_or(0, |unit| n - unit)),
        None => FluentValue::Error,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(f: fn(&[FluentValue<'static>], &FluentArgs) -> FluentValue<'static>, n: u64) -> FluentValue<'static> {
        f(&[FluentValue::from(n)], &FluentArgs::new())
    }

    #[test]
    fn units_and_tens() {
        for (n, unit_is, tens_is) in [
            (0, None, 0),
            (1, Some(1), 0),
            (4, Some(4), 0),
            (5, None, 0),
            (11, None, 0),
            (14, None, 0),
            (20, None, 0),
            (21, Some(1), 20),
            (24, Some(4), 20),
            (29, None, 0),
            (104, Some(4), 100),
            (111, None, 0),
            (122, Some(2), 120),
        ] {
            let unit_is = unit_is.map_or(FluentValue::from("other"), FluentValue::from);
            assert_eq!(call(unit, n), unit_is, "UNIT({n})");
            assert_eq!(call(tens, n), FluentValue::from(tens_is), "TENS({n})");
        }
    }

    #[test]
    fn a_word_or_a_fraction_is_an_error() {
        assert!(matches!(unit(&[FluentValue::from("four")], &FluentArgs::new()), FluentValue::Error));
        assert!(matches!(tens(&[FluentValue::from(2.5)], &FluentArgs::new()), FluentValue::Error));
        assert!(matches!(tens(&[], &FluentArgs::new()), FluentValue::Error));
    }
}
