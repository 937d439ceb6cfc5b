//! `taktil replay`: session scripts through the real core and announcer, no devices,
//! no real time.
//!
//! Each script is an independent session (one game). The outputs are printed as a
//! readable transcript, as JSON lines, or the games as PGN (product.md, "`taktil
//! replay`"). Settings come from the script's header, then the command line.

use std::{fmt, io};

use serde_json::{Value, json};
use shakmaty::{Color, KnownOutcome};

use crate::{
    core::{
        self,
        input::Device,
        msg::EndReason,
        output::{HostCmd, Output, Timed},
        settings::Settings,
    },
    l10n::{self, Localizer, Vocabulary},
    pgn,
    script::{self, Header},
};

/// How outputs are printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Format {
    /// One readable line per output.
    #[default]
    Text,
    /// One JSON object per output.
    Jsonl,
}

/// Settings from the command line; each one, when given, wins over the script header.
#[derive(Clone, Debug, Default)]
pub struct Overrides {
    /// The flags that are header keys (`--blind`, `--fen`, `--chess960`, `--locale`, ...).
    pub header: Header,
    /// `--long`: announcements always name the departure square.
    pub long: bool,
}

impl Overrides {
    /// The script's header with the command line written over it. A start position on
    /// the command line (`--fen` or `--chess960=N`) replaces the script's.
    pub fn merge(&self, script: &Header) -> Header {
        let mut base = script.clone();
        if self.header.fen.is_some() || self.header.chess960.is_some() {
            base.fen = None;
            base.chess960 = None;
        }
        self.header.over(&base)
    }
}

/// Why a script could not be replayed.
#[derive(Debug)]
pub enum ReplayError {
    /// The script does not parse.
    Script(script::ScriptError),
    /// A setting is not valid (start position, locale, vocabulary).
    Setting(String),
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Script(e) => write!(f, "{e}"),
            ReplayError::Setting(e) => f.write_str(e),
        }
    }
}

impl std::error::Error for ReplayError {}

/// One replayed session.
#[derive(Debug)]
pub struct Session {
    /// The merged header.
    pub header: Header,
    /// The core's settings.
    pub settings: Settings,
    /// Every output, in order.
    pub outputs: Vec<Timed>,
    /// The core after the last input.
    pub core: core::Companion,
}

/// Parses a script, merges the settings and runs it through the core.
///
/// # Errors
/// When the script or a setting is malformed; the message says where and what was
/// expected.
pub fn run(text: &str, overrides: &Overrides) -> Result<Session, ReplayError> {
    let script = script::parse(text).map_err(ReplayError::Script)?;
    let header = overrides.merge(&script.header);
    header.check().map_err(|e| ReplayError::Setting(e.to_string()))?;
    let mut settings = Settings::default();
    header.apply(&mut settings).map_err(|e| ReplayError::Setting(e.to_string()))?;
    let inputs = script.events.into_iter().map(|e| (e.t, e.input));
    let (core, outputs) = core::run(settings.clone(), inputs);
    Ok(Session { header, settings, outputs, core })
}

/// The announcer a header asks for.
///
/// # Errors
/// When the locale or a vocabulary name is unknown.
pub fn localizer(header: &Header, long: bool) -> Result<Localizer, ReplayError> {
    let bad = |e: &dyn fmt::Display| ReplayError::Setting(e.to_string());
    let locale = header.locale.as_deref().unwrap_or("en");
    let mut vocab = match &header.vocabulary {
        Some(name) => l10n::preset(name, locale).map_err(|e| bad(&e))?,
        None => Vocabulary::default(),
    };
    if let Some(files) = &header.files {
        vocab.files = files.parse().map_err(|e| bad(&e))?;
    }
    if let Some(ranks) = &header.ranks {
        vocab.ranks = ranks.parse().map_err(|e| bad(&e))?;
    }
    if let Some(pieces) = &header.pieces {
        vocab.pieces = pieces.parse().map_err(|e| bad(&e))?;
    }
    Ok(Localizer::new(locale, vocab).map_err(|e| bad(&e))?.with_long(long))
}

fn reason_name(r: EndReason) -> &'static str {
    match r {
        EndReason::Checkmate => "checkmate",
        EndReason::Stalemate => "stalemate",
        EndReason::DeadPosition => "dead-position",
        _ => "other", // TODO(issue 4)
    }
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
        Output::Move(m) => json!({
            "t": t, "kind": kind, "ply": m.ply, "by": m.by.fold_wb("white", "black"),
            "san": m.san.to_string(), "uci": m.uci, "source": m.source.as_str(),
        }),
        Output::Clock { start, .. } => json!({"t": t, "kind": kind, "start": start.fold_wb("white", "black")}),
        Output::Flag { color } | Output::LowTime { color } => {
            json!({"t": t, "kind": kind, "color": color.fold_wb("white", "black")})
        }
        Output::End { outcome, reason } => {
            json!({"t": t, "kind": kind, "result": outcome.as_str(), "reason": reason_name(*reason)})
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
    let secs = format!("{}.{:03}", timed.t.0 / 1000, timed.t.0 % 1000);
    let body = match &timed.output {
        Output::Say(msg) | Output::Note(msg) => l10n.render(msg).text(),
        Output::Move(m) => format!(
            "{}{} {}  ({}, {} {})",
            m.ply.div_ceil(2),
            if m.by == Color::White { "." } else { "..." },
            m.san,
            m.uci,
            m.by.fold_wb("white", "black"),
            match m.source {
                Device::Assist => "entered by the assistant".to_owned(),
                d => format!("on the {} board", d.as_str()),
            }
        ),
        Output::Clock { start, .. } => format!("{} clock starts", start.fold_wb("white", "black")),
        Output::Flag { color } => format!("{} flag", color.fold_wb("white", "black")),
        Output::LowTime { color } => format!("{} low time", color.fold_wb("white", "black")),
        Output::End { outcome, reason } => format!("{} ({})", outcome.as_str(), reason_name(*reason)),
        Output::Touch { square, piece } => format!("{} {square} touched", piece.char()),
        Output::Request(device, HostCmd::Snap) => format!("SNAP sent to the {} board", device.as_str()),
    };
    format!("{secs:>9}  {:<7}  {body}", timed.output.kind())
}

/// The session's game as PGN.
pub fn pgn(session: &Session) -> String {
    let result = session.core.outcome().map_or("*", KnownOutcome::as_str);
    let mut tags: Vec<(String, String)> = vec![
        ("Event".into(), "taktil replay".into()),
        ("Site".into(), "?".into()),
        ("Date".into(), "????.??.??".into()),
        ("Round".into(), "?".into()),
        ("White".into(), "?".into()),
        ("Black".into(), "?".into()),
        ("Result".into(), result.into()),
    ];
    if let Some(tc) = &session.header.time_control {
        tags.push(("TimeControl".into(), tc.to_string()));
    }
    let sans: Vec<_> = session.core.moves().iter().map(|m| m.san).collect();
    pgn::write_pgn(&tags, &session.settings.start, &sans, result)
}

/// Writes a session in the chosen format, and returns the announcer's problems (a
/// message that did not render), for the caller to report.
///
/// # Errors
/// When writing fails.
pub fn write(
    out: &mut impl io::Write,
    name: &str,
    session: &Session,
    l10n: &Localizer,
    format: Format,
) -> io::Result<Vec<String>> {
    match format {
        Format::Text => {
            writeln!(out, "== {name} ==")?;
            for timed in &session.outputs {
                writeln!(out, "{}", text_line(timed, l10n))?;
            }
        }
        Format::Jsonl => {
            for timed in &session.outputs {
                writeln!(out, "{}", json(timed, l10n))?;
            }
        }
    }
    Ok(l10n.take_errors().iter().map(|e| format!("{name}: announcer: {e}")).collect())
}
