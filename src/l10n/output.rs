//! The outputs that are not said (a move, a clock, a flag, a board that differs, a
//! ruling, the end ...) in words: as the screen shows them, in the session's language
//! (`output-*` of the locale's file), and as the transcript writes them, in the
//! record's one language (`record-*` of `locales/record.ftl`). Both from the same
//! arguments, in one exhaustive `match` (issue 27: no sentence is built in a handler).

use fluent_bundle::FluentArgs;
use shakmaty::Color;

use super::{
    Arg::{self, Num, Sel, Text},
    Localizer,
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

/// A device by its script name (`tactile`, `sighted`, `assist` ...).
const fn device(d: Device) -> Arg {
    Sel(d.as_str())
}

/// The clock's times.
fn times(c: &ClockSnapshot) -> [(&'static str, Arg); 3] {
    [
        ("white", Text(Hms(c.white).to_string())),
        ("black", Text(Hms(c.black).to_string())),
        ("stopped", Sel(yes(!c.running))),
    ]
}

/// The arguments of the end: the outcome, the reason, whose flag or by whom, and the
/// article or fault it carries.
fn end(outcome: &str, reason: EndReason) -> Vec<(&'static str, Arg)> {
    let (side, color) = match reason {
        EndReason::TimeNoMate { flag } => ("flag", Some(flag)),
        EndReason::IllegalMovesNoMate { by }
        | EndReason::SecondIllegalMoveNoMate { by }
        | EndReason::SealedMoveNoMate { by, .. }
        | EndReason::ResignationNoMate { by } => ("by", Some(by)),
        _ => ("none", None),
    };
    let (field, detail) = match reason {
        EndReason::Decision(article) => ("article", Some(article.as_str().to_owned())),
        EndReason::SealedMove(fault) | EndReason::SealedMoveNoMate { fault, .. } => {
            ("fault", Some(fault.as_str().to_owned()))
        }
        _ => ("none", None),
    };
    vec![
        ("outcome", Text(outcome.to_owned())),
        ("reason", Sel(reason.as_str())),
        ("side", Sel(side)),
        ("color", Sel(color.map_or("none", wb))),
        ("detailed", Sel(yes(detail.is_some()))),
        ("field", Sel(field)),
        ("detail", Text(detail.unwrap_or_default())),
    ]
}

/// The message name (after `output-` or `record-`) and the arguments of an output that
/// is not a message; `None` for a message (said or noted), which is rendered as such.
fn words(output: &Output) -> Option<(&'static str, Vec<(&'static str, Arg)>)> {
    Some(match output {
        Output::Say(_) | Output::Note(_) => return None,
        Output::Move(m) => (
            "move",
            vec![
                ("number", Text(format!("{}{}", m.number, m.by.fold_wb(".", "...")))),
                ("san", Text(m.san.to_string())),
                ("offer", Sel(yes(m.offer))),
                ("uci", Text(m.uci.clone())),
                ("color", Sel(wb(m.by))),
                ("source", device(m.source)),
            ],
        ),
        Output::Clock { start, times: None } => ("clock", vec![("color", Sel(wb(*start)))]),
        Output::Clock { start, times: Some(c) } => {
            let mut args = vec![("color", Sel(wb(*start)))];
            args.extend(times(c));
            ("clock-times", args)
        }
        Output::Flag { color } => ("flag", vec![("color", Sel(wb(*color)))]),
        Output::LowTime { color } => ("low-time", vec![("color", Sel(wb(*color)))]),
        Output::Mismatch { device: d, squares } => {
            let squares: Vec<String> = squares.iter().map(ToString::to_string).collect();
            ("mismatch", vec![("board", device(*d)), ("squares", Text(squares.join(" ")))])
        }
        Output::Matched { device: d } => ("matched", vec![("board", device(*d))]),
        Output::Ruling(r, edition) => (
            "ruling",
            vec![
                ("kind", Sel(r.kind())),
                ("settled", Sel(yes(r.article(*edition).is_some()))),
                ("article", Sel(r.article(*edition).unwrap_or(""))),
                ("fen", Text(r.position().fen.clone())),
            ],
        ),
        Output::End { outcome, reason } => ("end", end(outcome.as_str(), *reason)),
        Output::Touch { square, piece } => {
            ("touch", vec![("piece", Text(piece.char().to_string())), ("square", Text(square.to_string()))])
        }
        Output::Request(d, HostCmd::Snap) => ("request", vec![("board", device(*d))]),
    })
}

impl Localizer {
    /// An output that is not a message as the screen shows it, in the session's
    /// language; `None` for a message.
    pub fn describe(&self, output: &Output) -> Option<String> {
        let (name, args) = words(output)?;
        Some(self.plain(&format!("output-{name}"), args))
    }

    /// An output that is not a message as the transcript writes it, in the record's
    /// one language (the module docs); `None` for a message.
    pub fn transcribe(&self, output: &Output) -> Option<String> {
        let (name, args) = words(output)?;
        Some(self.plain(&format!("record-{name}"), args))
    }

    /// A message of plain arguments (no vocabulary words), formatted as it is.
    pub(super) fn plain(&self, id: &str, args: Vec<(&'static str, Arg)>) -> String {
        let mut fluent = FluentArgs::with_capacity(args.len());
        for (name, arg) in args {
            match arg {
                Sel(value) => fluent.set(name, value),
                Num(n) => fluent.set(name, n),
                Text(text) => fluent.set(name, text),
                // Not used here: every argument is plain.
                Arg::Words(_) => {}
            }
        }
        self.format(&self.local, self.locale, id, Some(&fluent))
    }
}
