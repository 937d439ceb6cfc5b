//! The line screens of `taktil play`: every item as one printed line.
//!
//! Two styles: [`Style::Transcript`] is the line format of `taktil replay` (time, kind,
//! words; what tests and logs read), [`Style::Plain`] is for a screen reader: no time
//! column and no padding, the words a player hears exactly as spoken, and a short
//! kind before everything else ("move: 1. e4 ..."). Problems go to standard error.
//! The screen only shows: the words were rendered once, before they got here, and the
//! voice speaks them on its own.

use std::io::{self, Write};

use super::dispatch::Screen;
use crate::{
    item::{Item, Sink, What, form},
    l10n::Localizer,
};

/// How each line looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// `    1.200  say      Bauer Eva vier.` (the format of `taktil replay`).
    Transcript,
    /// `Bauer Eva vier.`, `move: 1. e4 (e2e4, White on the tactile board)`.
    Plain,
}

/// Prints to a writer.
pub struct Lines<'a, W: Write> {
    out: W,
    style: Style,
    /// The transcript's words for the outputs that are not said.
    l10n: &'a Localizer,
    /// The first write error (a closed pipe ends nothing: the game goes on).
    pub failed: Option<io::Error>,
}

impl<'a, W: Write> Lines<'a, W> {
    /// A screen printing in `style` to `out`.
    pub fn new(out: W, style: Style, l10n: &'a Localizer) -> Lines<'a, W> {
        Lines { out, style, l10n, failed: None }
    }

    fn line(&mut self, text: &str) {
        let written = write!(self.out, "{text}{}", end_of_line()).and_then(|()| self.out.flush());
        if let Err(e) = written
            && self.failed.is_none()
        {
            self.failed = Some(e);
        }
    }
}

/// The end of a printed line: with a carriage return while the keystrokes hold the
/// terminal in raw mode ([`super::stdin::raw`]), which does not add it, and the lines
/// go to that terminal (a file or a pipe gets plain lines).
fn end_of_line() -> &'static str {
    use std::io::IsTerminal as _;
    if super::stdin::raw() && io::stdout().is_terminal() { "\r\n" } else { "\n" }
}

/// One item as a line of `style` (a problem's line is for standard error).
pub fn line(item: &Item, style: Style, l10n: &Localizer) -> String {
    match (style, &item.what) {
        (Style::Transcript, What::Info) => form::transcript_line(None, item.kind(), &item.text),
        // The transcript is a record: an output that is not said in its own words.
        (Style::Transcript, What::Output(output)) => {
            let record = l10n.transcribe(output);
            form::transcript_line(Some(item.t), item.kind(), record.as_deref().unwrap_or(&item.text))
        }
        (Style::Transcript, _) => form::transcript_line(Some(item.t), item.kind(), &item.text),
        (Style::Plain, _) if item.is_said() => item.text.clone(),
        (Style::Plain, _) => format!("{}: {}", item.kind(), item.text),
    }
}

impl<W: Write> Sink for Lines<'_, W> {
    fn take(&mut self, item: &Item) {
        if item.what == What::Problem {
            let _ = write!(io::stderr(), "taktil: {}{}", item.text, end_of_line());
            return;
        }
        let text = line(item, self.style, self.l10n);
        self.line(&text);
    }
}

impl<W: Write> Screen for Lines<'_, W> {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        core::{
            output::{Output, Timed},
            time::Timestamp,
        },
        l10n::{Localizer, Vocabulary},
        notice::{Notice, problem::Fact},
    };
    use shakmaty::Color;

    #[test]
    fn plain_lines_are_the_words_as_heard_and_transcript_lines_have_time_and_kind() {
        let l10n = Localizer::new("de", Vocabulary::default()).expect("de");
        let ready = Item::notice(Timestamp(1234), Notice::Ready { blind: Color::Black, sensors: true }, &l10n);
        assert_eq!(line(&ready, Style::Plain, &l10n), "Bereit. Sie spielen Schwarz.");
        assert_eq!(line(&ready, Style::Transcript, &l10n), "    1.234  say      Bereit. Sie spielen Schwarz.");
        let flag = Item::output(Timed { t: Timestamp(0), output: Output::Flag { color: Color::White } }, &l10n);
        // The transcript is a record, in its one language; the plain line is for a
        // person, in the session's.
        assert_eq!(line(&flag, Style::Transcript, &l10n), "    0.000  flag     White's flag has fallen");
        let plain = line(&flag, Style::Plain, &l10n);
        assert!(plain.starts_with("flag: ") && plain.contains("Weiß"), "{plain}");
    }

    #[test]
    fn facts_have_no_time() {
        let clocks = Fact::Clocks { white: "1:30:00".into(), black: "1:30:00".into(), running: None };
        let l10n = Localizer::new("en", Vocabulary::default()).expect("en");
        let info = Item::info(Timestamp(5000), &clocks, &l10n);
        assert_eq!(
            line(&info, Style::Transcript, &l10n),
            "           info     restored clocks: White 1:30:00, Black 1:30:00 (stopped)"
        );
        assert_eq!(line(&info, Style::Plain, &l10n), "info: restored clocks: White 1:30:00, Black 1:30:00 (stopped)");
    }
}
