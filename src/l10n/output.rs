//! The outputs that are not said (a move, a clock, a flag, a board that differs, a
//! ruling, the end ...) in words: as the screen shows them, in the session's language
//! (`output-*` of the locale's file), and as the transcript writes them, in the
//! record's one language (`record-*` of `locales/record.ftl`). Both from the same
//! arguments, in one exhaustive `match` (issue 27: no sentence is built in a handler).

use shakmaty::Color;

use super::{
    Arg::{self, Num, Sel, Text},
    Localizer,
    fast::Value,
};
use crate::core::{
    clock::ClockSnapshot,
    input::Device,
    msg::EndReason,
    output::{Hms, HostCmd, Output},
};

/// `white` or `black`.
const fn wb(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// The selector value of a flag.
const fn yes(flag: bool) -> &'static str {
    if flag { "yes" } else { "no" }
}

/// A move's number as the scoresheet writes it: "12." for White's, "12..." for
/// Black's.
fn number(n: u32, by: Color) -> String {
    let mut number = n.to_string();
    number.push_str(by.fold_wb(".", "..."));
    number
}

/// The two message names of an output: on the screen (`output-*`) and in the
/// transcript (`record-*`), fixed at compile time so that no name is formatted per
/// output.
struct Names {
    output: &'static str,
    record: &'static str,
}

/// The [`Names`] of the output named `$name`.
macro_rules! names {
    ($name:literal) => {
        Names { output: concat!("output-", $name), record: concat!("record-", $name) }
    };
}

/// The arguments of an output: selector values and the text an output already holds
/// are borrowed, not copied (the screen describes three or four outputs on every
/// half-move).
struct Args<'a>(Vec<(&'static str, Value<'a>)>);

impl<'a> Args<'a> {
    fn new() -> Args<'a> {
        Args(Vec::with_capacity(8))
    }

    /// A selector value, or text the output holds.
    fn str(mut self, name: &'static str, value: &'a str) -> Args<'a> {
        self.0.push((name, Value::Text(value.into())));
        self
    }

    /// Text made for this output.
    fn text(mut self, name: &'static str, value: String) -> Args<'a> {
        self.0.push((name, Value::Text(value.into())));
        self
    }

    /// A device by its script name (`tactile`, `sighted`, `assist` ...).
    fn device(self, name: &'static str, d: Device) -> Args<'a> {
        self.str(name, d.as_str())
    }

    /// The clock's times.
    fn times(self, c: &ClockSnapshot) -> Args<'a> {
        self.text("white", Hms(c.white).to_string())
            .text("black", Hms(c.black).to_string())
            .str("stopped", yes(!c.running))
    }

    /// The arguments of the end: the outcome, the reason, whose flag or by whom, and
    /// the article or fault it carries.
    fn end(self, outcome: &'a str, reason: &'a EndReason) -> Args<'a> {
        let (side, color) = match *reason {
            EndReason::TimeNoMate { flag } => ("flag", Some(flag)),
            EndReason::IllegalMovesNoMate { by }
            | EndReason::SecondIllegalMoveNoMate { by }
            | EndReason::SealedMoveNoMate { by, .. }
            | EndReason::ResignationNoMate { by } => ("by", Some(by)),
            _ => ("none", None),
        };
        let (field, detail) = match reason {
            EndReason::Decision(article) => ("article", Some(article.as_str())),
            EndReason::SealedMove(fault) | EndReason::SealedMoveNoMate { fault, .. } => ("fault", Some(fault.as_str())),
            _ => ("none", None),
        };
        self.str("outcome", outcome)
            .str("reason", reason.as_str())
            .str("side", side)
            .str("color", color.map_or("none", wb))
            .str("detailed", yes(detail.is_some()))
            .str("field", field)
            .str("detail", detail.unwrap_or_default())
    }
}

/// The message names and the arguments of an output that is not a message; `None` for
/// a message (said or noted), which is rendered as such.
fn words(output: &Output) -> Option<(Names, Vec<(&'static str, Value<'_>)>)> {
    let (names, args) = match output {
        Output::Say(_) | Output::Note(_) => return None,
        Output::Move(m) => (
            names!("move"),
            Args::new()
                .text("number", number(m.number, m.by))
                .text("san", {
                    // Without the formatting machinery: shakmaty writes its own text.
                    let mut san = String::with_capacity(8);
                    m.san.append_to_string(&mut san);
                    san
                })
                .str("offer", yes(m.offer))
                .str("uci", &m.uci)
                .str("color", wb(m.by))
                .device("source", m.source),
        ),
        Output::Clock { start, times: None } => (names!("clock"), Args::new().str("color", wb(*start))),
        Output::Clock { start, times: Some(c) } => {
            (names!("clock-times"), Args::new().str("color", wb(*start)).times(c))
        }
        Output::Flag { color } => (names!("flag"), Args::new().str("color", wb(*color))),
        Output::LowTime { color } => (names!("low-time"), Args::new().str("color", wb(*color))),
        Output::Mismatch { device: d, squares } => {
            let squares: Vec<String> = squares.iter().map(ToString::to_string).collect();
            (names!("mismatch"), Args::new().device("board", *d).text("squares", squares.join(" ")))
        }
        Output::Matched { device: d } => (names!("matched"), Args::new().device("board", *d)),
        Output::Ruling(r, edition) => (
            names!("ruling"),
            Args::new()
                .str("kind", r.kind())
                .str("settled", yes(r.article(*edition).is_some()))
                .str("article", r.article(*edition).unwrap_or(""))
                .str("fen", &r.position().fen),
        ),
        Output::End { outcome, reason } => (names!("end"), Args::new().end(outcome.as_str(), reason)),
        Output::Touch { square, piece } => {
            (names!("touch"), Args::new().text("piece", piece.char().to_string()).text("square", square.to_string()))
        }
        Output::Request(d, HostCmd::Snap) => (names!("request"), Args::new().device("board", *d)),
    };
    Some((names, args.0))
}

impl Localizer {
    /// An output that is not a message as the screen shows it, in the session's
    /// language; `None` for a message.
    pub fn describe(&self, output: &Output) -> Option<String> {
        let (names, args) = words(output)?;
        Some(self.text(names.output, &args))
    }

    /// An output that is not a message as the transcript writes it, in the record's
    /// one language (the module docs); `None` for a message.
    pub fn transcribe(&self, output: &Output) -> Option<String> {
        let (names, args) = words(output)?;
        Some(self.text(names.record, &args))
    }

    /// A message of plain arguments (no vocabulary words), formatted as it is.
    pub(super) fn plain(&self, id: &str, args: Vec<(&'static str, Arg)>) -> String {
        let values: Vec<(&'static str, Value<'_>)> = args
            .into_iter()
            .filter_map(|(name, arg)| {
                let value = match arg {
                    Sel(value) => Value::Text(value.into()),
                    Num(n) => Value::Num(n),
                    Text(text) => Value::Text(text.into()),
                    // Not used here: every argument is plain.
                    Arg::Words(_) => return None,
                };
                Some((name, value))
            })
            .collect();
        self.text(id, &values)
    }
}
