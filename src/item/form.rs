//! The written forms of an output, in one place: its JSON object (a `taktil replay
//! --format jsonl` line, and what any sink that publishes the game sends) and its
//! transcript line (time, kind, and the words or a description).
//!
//! The JSON names colours `white`/`black`, times in whole milliseconds and devices by
//! their script names; a message carries its rendered words, their language parts and
//! the message's own name (`msg`), so a reader needs neither the locale nor Fluent.

use std::time::Duration;

use serde_json::{Value, json};
use shakmaty::Color;

use crate::{
    core::{
        msg::EndReason,
        output::{HostCmd, Output, Timed},
        time::Timestamp,
    },
    l10n::Localizer,
};

/// The side an end reason names, with its JSON field: whose flag fell, or who made
/// the third illegal move, sealed a faulty move or resigned, when the opponent could
/// not mate.
fn reason_side(r: EndReason) -> Option<(&'static str, Color)> {
    match r {
        EndReason::TimeNoMate { flag } => Some(("flag", flag)),
        EndReason::IllegalMovesNoMate { by }
        | EndReason::SecondIllegalMoveNoMate { by }
        | EndReason::SealedMoveNoMate { by, .. }
        | EndReason::ResignationNoMate { by } => Some(("by", by)),
        _ => None,
    }
}

/// The detail an end reason carries, with its JSON field: the article of an arbiter's
/// decision, or what was wrong with a sealed move.
fn reason_detail(r: EndReason) -> Option<(&'static str, String)> {
    match r {
        EndReason::Decision(article) => Some(("article", article.as_str().to_owned())),
        EndReason::SealedMove(fault) | EndReason::SealedMoveNoMate { fault, .. } => {
            Some(("fault", fault.as_str().to_owned()))
        }
        _ => None,
    }
}

/// `white` or `black`.
fn wb(c: Color) -> &'static str {
    c.fold_wb("white", "black")
}

/// A time in whole milliseconds, for JSON.
fn ms(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

/// One output as a JSON object (the `--format jsonl` line).
pub fn json(timed: &Timed, l10n: &Localizer) -> Value {
    let t = timed.t.0;
    let kind = timed.output.kind();
    match &timed.output {
        Output::Say(msg) | Output::Note(msg) => {
            let u = l10n.render(msg);
            let parts: Vec<Value> = u.parts.iter().map(|p| json!({"lang": p.lang, "text": p.text})).collect();
            json!({"t": t, "kind": kind, "text": u.text(), "lang": u.lang(), "parts": parts, "msg": msg.to_string()})
        }
        Output::Move(m) => {
            let mut line = json!({
                "t": t, "kind": kind, "ply": m.ply, "by": wb(m.by),
                "san": m.san.to_string(), "uci": m.uci, "source": m.source.as_str(),
            });
            if let Some(c) = &m.clock {
                line["clock"] = json!({"white_ms": ms(c.white), "black_ms": ms(c.black)});
            }
            if m.offer {
                line["offer"] = json!(true);
            }
            line
        }
        Output::Clock { start, times } => {
            let mut line = json!({"t": t, "kind": kind, "start": wb(*start)});
            if let Some(c) = times {
                line["times"] = json!({
                    "white_ms": ms(c.white), "black_ms": ms(c.black), "move": c.move_number, "running": c.running,
                });
            }
            line
        }
        Output::Flag { color } | Output::LowTime { color } => json!({"t": t, "kind": kind, "color": wb(*color)}),
        Output::Mismatch { device, squares } => {
            let squares: Vec<String> = squares.iter().map(ToString::to_string).collect();
            json!({"t": t, "kind": kind, "device": device.as_str(), "squares": squares})
        }
        Output::Matched { device } => json!({"t": t, "kind": kind, "device": device.as_str()}),
        Output::Ruling(r, edition) => {
            let article = r.article(*edition);
            json!({"t": t, "kind": kind, "ruling": r.kind(), "article": article, "fen": r.position().fen})
        }
        Output::End { outcome, reason } => {
            let mut line = json!({"t": t, "kind": kind, "result": outcome.as_str(), "reason": reason.as_str()});
            if let Some((field, color)) = reason_side(*reason) {
                line[field] = json!(wb(color));
            }
            if let Some((field, detail)) = reason_detail(*reason) {
                line[field] = json!(detail);
            }
            line
        }
        Output::Touch { square, piece } => {
            json!({"t": t, "kind": kind, "square": square.to_string(), "piece": piece.char().to_string()})
        }
        Output::Request(device, HostCmd::Snap) => {
            json!({"t": t, "kind": kind, "device": device.as_str(), "command": "SNAP"})
        }
    }
}

/// One output as a transcript line: the time in seconds, the kind, and the words.
pub fn text_line(timed: &Timed, l10n: &Localizer) -> String {
    transcript_line(Some(timed.t), timed.output.kind(), &text_body(timed, l10n))
}

/// A transcript line from its parts: the time in seconds (blank without one), the
/// kind, and the text (`taktil play` prints its lines so too).
pub fn transcript_line(t: Option<Timestamp>, kind: &str, body: &str) -> String {
    let secs = t.map_or_else(String::new, |t| format!("{}.{:03}", t.0 / 1000, t.0 % 1000));
    format!("{secs:>9}  {kind:<7}  {body}")
}

/// What an output says, without its time and kind: the words of a message in the
/// session's language, the record's words for the others (`locales/record.ftl`).
pub fn text_body(timed: &Timed, l10n: &Localizer) -> String {
    match &timed.output {
        Output::Say(msg) | Output::Note(msg) => l10n.render(msg).text(),
        output => l10n.transcribe(output).unwrap_or_default(),
    }
}
