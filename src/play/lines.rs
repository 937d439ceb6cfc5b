//! The line fronts of `taktil play`: every output as one printed line, and through the
//! voice.
//!
//! Two styles: [`Style::Transcript`] is the line format of `taktil replay` (time, kind,
//! words; what tests and logs read), [`Style::Plain`] is for a screen reader: no time
//! column and no padding, the words a player hears exactly as spoken, and a short
//! kind before everything else ("move: 1. e4 ..."). Problems go to standard error.

use std::io::{self, Write};

use crate::{
    core::{
        Companion,
        output::{Output, Timed},
        time::Timestamp,
    },
    l10n::Localizer,
    notice::Notice,
    replay,
    voice::Voice,
};

use super::Front;

/// How each line looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// `    1.200  say      Bauer Eva vier.` (the format of `taktil replay`).
    Transcript,
    /// `Bauer Eva vier.`, `move: 1. e4 (e2e4, White on the tactile board)`.
    Plain,
}

/// Prints to a writer and speaks through an optional voice.
pub struct Lines<'a, W: Write> {
    out: W,
    style: Style,
    l10n: &'a Localizer,
    voice: Option<&'a Voice>,
    /// The first write error (a closed pipe ends nothing: the game goes on).
    pub failed: Option<io::Error>,
}

impl<'a, W: Write> Lines<'a, W> {
    /// A front printing in `style` to `out`.
    pub fn new(out: W, style: Style, l10n: &'a Localizer, voice: Option<&'a Voice>) -> Lines<'a, W> {
        Lines { out, style, l10n, voice, failed: None }
    }

    fn line(&mut self, text: &str) {
        let written = writeln!(self.out, "{text}").and_then(|()| self.out.flush());
        if let Err(e) = written
            && self.failed.is_none()
        {
            self.failed = Some(e);
        }
    }

    fn tell_notices(&mut self) {
        let Some(voice) = self.voice else { return };
        for msg in voice.notices() {
            let _ = writeln!(io::stderr(), "taktil: {}", self.l10n.render_notice(&msg).text());
        }
    }
}

/// One output as a line of `style`.
pub fn line(timed: &Timed, l10n: &Localizer, style: Style) -> String {
    match (style, &timed.output) {
        (Style::Transcript, _) => replay::text_line(timed, l10n),
        (Style::Plain, Output::Say(_)) => replay::text_body(timed, l10n),
        (Style::Plain, output) => format!("{}: {}", output.kind(), replay::text_body(timed, l10n)),
    }
}

/// Words said to the player at `t`, as a line of `style`.
pub fn said_line(t: Timestamp, text: &str, style: Style) -> String {
    match style {
        Style::Transcript => format!("{:>9}  {:<7}  {text}", format!("{}.{:03}", t.0 / 1000, t.0 % 1000), "say"),
        Style::Plain => text.to_owned(),
    }
}

impl<W: Write> Front for Lines<'_, W> {
    fn output(&mut self, timed: &Timed, _core: &Companion) {
        let text = line(timed, self.l10n, self.style);
        self.line(&text);
        if let Some(voice) = self.voice {
            voice.play(timed, self.l10n);
        }
        self.tell_notices();
    }

    fn notice(&mut self, t: Timestamp, notice: &Notice) {
        let text = self.l10n.render_notice(notice).text();
        if !notice.is_said() {
            return self.problem(&text);
        }
        let text = said_line(t, &text, self.style);
        self.line(&text);
        if let Some(voice) = self.voice {
            voice.tell(notice, self.l10n);
        }
        self.tell_notices();
    }

    fn problem(&mut self, text: &str) {
        let _ = writeln!(io::stderr(), "taktil: {text}");
    }

    fn info(&mut self, text: &str) {
        let text = match self.style {
            Style::Transcript => format!("{:>9}  {:<7}  {text}", "", "info"),
            Style::Plain => format!("info: {text}"),
        };
        self.line(&text);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::l10n::Vocabulary;
    use shakmaty::Color;

    #[test]
    fn plain_lines_are_the_words_as_heard_and_transcript_lines_have_time_and_kind() {
        let l10n = Localizer::new("de", Vocabulary::default()).expect("de");
        let ready = l10n.render_notice(&Notice::Ready { blind: Color::Black }).text();
        assert_eq!(said_line(Timestamp(1234), &ready, Style::Plain), "Bereit. Sie spielen Schwarz.");
        assert_eq!(
            said_line(Timestamp(1234), &ready, Style::Transcript),
            "    1.234  say      Bereit. Sie spielen Schwarz."
        );
        let flag = Timed { t: Timestamp(0), output: Output::Flag { color: Color::White } };
        assert_eq!(line(&flag, &l10n, Style::Plain), "flag: White's flag has fallen");
    }
}
