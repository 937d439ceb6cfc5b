//! Session scripts: a recorded or hand-written session as text.
//!
//! A script is a header of `set <key> <value>` lines (the session settings) followed by
//! timed events, one per line: `@<ms> <device> <message>`, where the message is a
//! TBP/1 message for the boards and the pad ([`crate::tbp`]) or an assistant command.
//! `taktil replay` runs scripts through the core, tests are written as scripts, and the
//! journal of a live session is one, so any field report can be replayed. The format is
//! written up for users in `docs/session-script.md`.
//!
//! Header values are checked when read, as far as the text allows: a time control must
//! parse, and with `assistant sighted` only duties a and b are allowed (E2.10). The
//! start position is checked when the session starts ([`Header::apply`]). The header
//! and the one table of its keys ([`HEADER_KEYS`]) are in the `header` submodule.
//!
//! Invariants: parsing never panics, whatever the input; the first problem is reported
//! with its line number and what was expected; the `Display` form of a [`Script`]
//! parses back to an equal script (event line numbers aside; times, which the syntax
//! writes in whole seconds, are whole seconds in every parsed script).

mod header;
mod link_line;
mod reading;

use std::{fmt, str::FromStr, time::Duration};

use shakmaty::{Color, KnownOutcome, Square, san::San};

pub use self::header::{
    HEADER_KEYS, Header, HeaderKey, KEYS, LowTime, MAX_MS, ParseLowTimeError, Topic, Variant, header_key, key_names,
};
use crate::{
    core::{
        input::{
            ArbiterCmd, AssistCmd, BoardMsg, Cell, ClockCmd, ClockReason, Device, Ground, Input, QuickplayDecision,
            ServerEnd, TakeBackArticle,
        },
        law::Law,
        settings::Edition,
        time::Timestamp,
        timecontrol::{ParseTimeControlError, Time, parse_duration},
    },
    tbp::{self, Fields, TbpError, Wire},
};

/// A parsed session script.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Script {
    /// The settings from the `set` lines.
    pub header: Header,
    /// The events, in script order (their times never decrease).
    pub events: Vec<TimedInput>,
}

/// One timed input.
#[derive(Clone, Debug)]
pub struct TimedInput {
    /// The line of the script it came from (from 1; 0 for a generated event).
    pub line: usize,
    /// When it happened, since the session started.
    pub t: Timestamp,
    /// What happened.
    pub input: Input,
}

/// Two events are equal when their time and input are; the line number is only where
/// the event was written.
impl PartialEq for TimedInput {
    fn eq(&self, other: &TimedInput) -> bool {
        self.t == other.t && self.input == other.input
    }
}

impl Eq for TimedInput {}

/// Parses one script.
///
/// ```
/// use taktil::script;
///
/// let s = script::parse("set blind black\n@0 tactile L e2\n@600 tactile P e4 #2\n")?;
/// assert_eq!(s.header.blind, Some(shakmaty::Color::Black));
/// assert_eq!(s.events.len(), 2);
/// assert_eq!(
///     script::parse("@10 tactile L e9").unwrap_err().to_string(),
///     "line 1: unknown square 'e9': expected a1 to h8"
/// );
/// # Ok::<_, script::ScriptError>(())
/// ```
///
/// # Errors
/// At the first line that is not a comment, a header line or an event, with its line
/// number and what was expected. A byte order mark at the start is skipped.
pub fn parse(text: &str) -> Result<Script, ScriptError> {
    // A byte order mark at the start, as some editors write it, is not part of the text.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut script = Script::default();
    // About one event per 20 bytes; one allocation instead of many.
    script.events.reserve(text.len() / 20);
    let mut seen = Vec::new();
    let mut last: Option<Timestamp> = None;
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let at = |kind| ScriptError { line, kind };
        let raw = raw.strip_suffix('\r').unwrap_or(raw);
        let code = raw.bytes().position(|b| b == b'#').map_or(raw, |hash| &raw[..hash]);
        let code = code.trim_matches([' ', '\t']);
        if code.is_empty() {
            continue;
        }
        if let Some((column, ch)) = code_control_char(raw) {
            return Err(at(ScriptErrorKind::ControlChar { column, ch }));
        }
        let (first, rest) = split_word(code);
        if first.eq_ignore_ascii_case("set") {
            let (key, value) = split_word(rest);
            let key = header::key_named(key).map_err(at)?;
            if last.is_some() {
                return Err(at(ScriptErrorKind::SetAfterEvent { key: key.name }));
            }
            script.header.set(key, value, line, &mut seen).map_err(at)?;
        } else if first.starts_with('@') {
            let mut event = parse_event(raw, line).map_err(at)?;
            // A script or journal that names its edition takes only that edition's
            // article numbers (2001 and 2009 share theirs); one that names none (a
            // journal of an earlier taktil, written under 2009) is read as it is.
            if let Some(edition) = script.header.edition {
                check_edition(&event.input, edition).map_err(at)?;
                if let Input::Assist(AssistCmd::Arbiter(ArbiterCmd::TakeBack { written_in, .. })) = &mut event.input {
                    *written_in = edition;
                }
            }
            if let Some(previous) = last.filter(|p| event.t < *p) {
                return Err(at(ScriptErrorKind::TimeGoesBack { t: event.t.0, previous: previous.0 }));
            }
            last = Some(event.t);
            script.events.push(event);
        } else {
            return Err(at(ScriptErrorKind::UnexpectedLine(first.to_owned())));
        }
    }
    Ok(script)
}

impl FromStr for Script {
    type Err = ScriptError;
    fn from_str(text: &str) -> Result<Script, ScriptError> {
        parse(text)
    }
}

/// Whether the article numbers in `input` are `edition`'s: the arbiter who writes
/// `takeback 12 7.4a` in a 2023 game is told that 7.5.1 is the 2023 number (issue 28).
///
/// # Errors
/// [`ScriptErrorKind::ArticleOfOtherEdition`], naming the number `edition` uses.
pub fn check_edition(input: &Input, edition: Edition) -> Result<(), ScriptErrorKind> {
    // The article a result rests on (`arbiter draw 10.2`): free text, checked against
    // the numbers of the rules taktil cites.
    if let Input::Assist(AssistCmd::Arbiter(ArbiterCmd::Result { ground: Ground::Article(article), .. })) = input
        && let Some((written_in, right)) = Law::written_in_other(article.as_str(), edition)
    {
        let word = article.as_str().to_owned();
        return Err(ScriptErrorKind::ArticleOfOtherEdition { word, written_in, edition, right });
    }
    let Input::Assist(AssistCmd::Arbiter(ArbiterCmd::TakeBack { article, written_in, .. })) = input else {
        return Ok(());
    };
    let (word, right) = (article.token(*written_in), article.token(edition));
    if word == right {
        return Ok(());
    }
    Err(ScriptErrorKind::ArticleOfOtherEdition { word: word.to_owned(), written_in: *written_in, edition, right })
}

/// Parses an event line (`@<ms> <device> <message>`).
fn parse_event(raw: &str, line: usize) -> Result<TimedInput, ScriptErrorKind> {
    let Fields { fields, seq } = tbp::split_fields(raw)?;
    let Some((&time, rest)) = fields.split_first() else {
        return Err(TbpError::Empty.into());
    };
    let t = time
        .strip_prefix('@')
        .and_then(parse_number)
        .map(Timestamp)
        .ok_or_else(|| ScriptErrorKind::BadTime(time.to_owned()))?;
    let Some((&name, message)) = rest.split_first() else {
        return Err(ScriptErrorKind::MissingDevice { t: t.0 });
    };
    // `@<ms> arbiter <verb> ...`: an arbiter's decision, an assistant command that
    // starts with the word `arbiter`.
    if name.eq_ignore_ascii_case(ARBITER) {
        return Ok(TimedInput { line, t, input: parse_message(Device::Assist, rest, seq)? });
    }
    let device = Device::from_name(name).ok_or_else(|| ScriptErrorKind::UnknownDevice(name.to_owned()))?;
    let input = parse_message(device, message, seq)?;
    Ok(TimedInput { line, t, input })
}

/// Reads one line as `taktil play` takes it from standard input or the view's command
/// line, straight into an input: a whole event line (`@1200 tactile L e2`, its time
/// ignored: the line gets the time it arrives), an event line without its time
/// (`sighted L e7`, `pad K time`, `assist move e5`, `tactile link serial back`), or a
/// TBP/1 line of the tactile board (`L e2`, `P e4 #12`). A comment may follow; a blank
/// or comment line gives `None`.
///
/// ```
/// use shakmaty::Square;
/// use taktil::{core::input::{BoardMsg, Device, Input}, script};
///
/// let lift = Input::Board { device: Device::Tactile, msg: BoardMsg::Lift(Square::E2), seq: None };
/// assert_eq!(script::parse_input("L e2")?, Some(lift.clone()));
/// assert_eq!(script::parse_input("@1200 tactile L e2  # lifted")?, Some(lift));
/// assert_eq!(script::parse_input("  # a comment")?, None);
/// assert_eq!(
///     script::parse_input("L e9").unwrap_err().to_string(),
///     "unknown square 'e9': expected a1 to h8"
/// );
/// # Ok::<_, script::ScriptErrorKind>(())
/// ```
///
/// # Errors
/// When the line is not an input: the same messages as for a script's event line,
/// without a line number.
pub fn parse_input(line: &str) -> Result<Option<Input>, ScriptErrorKind> {
    let line = line.trim_end_matches(['\n', '\r']);
    let code = line.split_once('#').map_or(line, |(code, _)| code);
    if code.trim().is_empty() {
        return Ok(None);
    }
    if let Some((column, ch)) = code_control_char(line) {
        return Err(ScriptErrorKind::ControlChar { column, ch });
    }
    let Fields { fields, seq } = tbp::split_fields(line)?;
    let fields = match fields.split_first() {
        Some((time, rest)) if time.starts_with('@') => rest,
        _ => &fields[..],
    };
    let named = fields.split_first().and_then(|(name, rest)| match Device::from_name(name) {
        Some(device) => Some((device, rest)),
        None if name.eq_ignore_ascii_case(ARBITER) => Some((Device::Assist, fields)),
        None => None,
    });
    let (device, message) = named.unwrap_or((Device::Tactile, fields));
    parse_message(device, message, seq).map(Some)
}

/// The input of `device`'s message (the fields after the device's name) and its
/// sequence number.
fn parse_message(device: Device, message: &[&str], seq: Option<u32>) -> Result<Input, ScriptErrorKind> {
    let Some((&first, rest)) = message.split_first() else {
        return Err(ScriptErrorKind::MissingMessage { device });
    };
    if device != Device::Assist && first.eq_ignore_ascii_case(link_line::LINK) {
        if let Some(seq) = seq {
            return Err(ScriptErrorKind::LinkSeq(seq));
        }
        let (kind, event) = link_line::parse(rest)?;
        return Ok(Input::Link { device, kind, event });
    }
    if first.eq_ignore_ascii_case(reading::READING) {
        // The electronic clock is cabled to the sighted player's DGT board (issue 16).
        if device != Device::Sighted {
            return Err(ScriptErrorKind::ReadingDevice(device));
        }
        if let Some(seq) = seq {
            return Err(ScriptErrorKind::ReadingSeq(seq));
        }
        return Ok(Input::ExternalClock(reading::parse(rest)?));
    }
    Ok(match device {
        Device::Assist => {
            if let Some(seq) = seq {
                return Err(ScriptErrorKind::AssistSeq(seq));
            }
            Input::Assist(parse_assist(message)?)
        }
        Device::Pad => {
            let msg = tbp::parse_fields(message)?;
            if !matches!(msg, BoardMsg::Key(_)) {
                return Err(ScriptErrorKind::PadNotKey(message.join(" ")));
            }
            Input::Board { device, msg, seq }
        }
        Device::Tactile | Device::Sighted => Input::Board { device, msg: tbp::parse_fields(message)?, seq },
    })
}

const TAKEBACK_USAGE: &str = "arbiter takeback <n>|<n>... 7.5.1|7.6|D.2.9 (2009 and 2001: 7.4a|7.5|E2.8)";

/// A move number as on a scoresheet: `12` (or `12.`) is White's move 12, `12...`
/// Black's.
fn parse_move_number(word: &str) -> Result<(u32, Color), ScriptErrorKind> {
    let (digits, side) = match word.strip_suffix("...") {
        Some(digits) => (digits, Color::Black),
        None => (word.strip_suffix('.').unwrap_or(word), Color::White),
    };
    let number = parse_number(digits).and_then(|n| u32::try_from(n).ok()).filter(|n| *n > 0);
    number.map(|n| (n, side)).ok_or_else(|| ScriptErrorKind::BadMoveNumber(word.to_owned()))
}

/// The fields of an assistant command (or a link line), read left to right.
struct Args<'a> {
    fields: &'a [&'a str],
    used: usize,
}

impl<'a> Args<'a> {
    /// The next field, if any.
    fn next(&mut self) -> Option<&'a str> {
        let field = self.fields.get(self.used).copied();
        if field.is_some() {
            self.used += 1;
        }
        field
    }

    /// The next field, if it is this keyword (in any case).
    fn keyword(&mut self, word: &str) -> bool {
        let found = self.fields.get(self.used).is_some_and(|f| f.eq_ignore_ascii_case(word));
        if found {
            self.used += 1;
        }
        found
    }

    /// The next field, which the command needs: `usage` says what it looks like.
    fn need(&mut self, usage: &'static str) -> Result<&'a str, ScriptErrorKind> {
        self.next().ok_or(ScriptErrorKind::MissingArgument(usage))
    }

    /// Ok if every field was used.
    fn finish(&self) -> Result<(), ScriptErrorKind> {
        match self.fields.get(self.used) {
            Some(extra) => Err(ScriptErrorKind::ExtraField {
                field: (*extra).to_owned(),
                after: self.fields.get(..self.used).unwrap_or(self.fields).join(" "),
            }),
            None => Ok(()),
        }
    }
}

/// The assistant commands, for error messages.
const COMMANDS: &str = "move, key, clock, claim, draw, touch, illegal, seal, resume, sheet, board, reconcile, resign, arbiter or online-end";
/// The word that starts an arbiter's decision, as a device's name or after `assist`.
const ARBITER: &str = "arbiter";
const ARBITER_USAGE: &str = "arbiter result 1-0|0-1|1/2-1/2 <article|forfeit>, arbiter draw <article|agreement>, \
                             arbiter resign white|black, arbiter apply, arbiter takeback <n>|<n>... 7.5.1|7.6|D.2.9 (2009 and 2001: 7.4a|7.5|E2.8), \
                             arbiter void [<square>], arbiter uphold [<square>], arbiter postpone or arbiter reject";
const RESULT_USAGE: &str = "arbiter result 1-0|0-1|1/2-1/2 <article|forfeit>";
const ARBITER_DRAW_USAGE: &str = "arbiter draw <article|agreement>";
const SHEET_USAGE: &str = "sheet <move> [<move>...]";
const BOARD_USAGE: &str = "board [tactile] <FEN piece placement or 64 snapshot characters>";
const CLOCK_USAGE: &str = "clock press, stop, start, adjust or set";
const PRESS_USAGE: &str = "clock press white|black";
const ADJUST_USAGE: &str = "clock adjust white|black <+T|-T> [<reason>]";
const SET_USAGE: &str = "clock set white|black <T> [moves <n>] [<reason>]";
const CLAIM_USAGE: &str = "claim time, claim draw [<SAN>] or claim quickplay";
const TOUCH_USAGE: &str = "touch [white|black] <square>";
const DRAW_USAGE: &str = "draw offer white|black, draw accept, draw decline or draw agree";
const ONLINE_END_USAGE: &str = "online-end 1-0|0-1|1/2-1/2 mate|stalemate|resign|out-of-time|left|draw|fair-play|other";

/// Parses an assistant command (`move <SAN>`, `clock adjust white +2m`, ...).
fn parse_assist(fields: &[&str]) -> Result<AssistCmd, ScriptErrorKind> {
    let mut args = Args { fields, used: 0 };
    let command = args.next().ok_or(ScriptErrorKind::MissingMessage { device: Device::Assist })?;
    let command = command.to_ascii_lowercase();
    let unknown = |command: &'static str, word: &str, expected: &'static str| ScriptErrorKind::UnknownSubcommand {
        command,
        word: word.to_owned(),
        expected,
    };
    let cmd = match command.as_str() {
        "move" => AssistCmd::Move(parse_san(args.need("move <SAN>")?)?),
        "key" => AssistCmd::Key(tbp::parse_key(args.need("key <key>")?)?),
        "clock" => AssistCmd::Clock(parse_clock(&mut args)?),
        "claim" => {
            let word = args.need(CLAIM_USAGE)?;
            match word.to_ascii_lowercase().as_str() {
                "time" => AssistCmd::ClaimTime,
                "draw" => AssistCmd::ClaimDraw(args.next().map(parse_san).transpose()?),
                "quickplay" => AssistCmd::ClaimQuickplay,
                _ => return Err(unknown("claim", word, CLAIM_USAGE)),
            }
        }
        "draw" => {
            let word = args.need(DRAW_USAGE)?;
            match word.to_ascii_lowercase().as_str() {
                "offer" => AssistCmd::DrawOffer(parse_color(args.need("draw offer white|black")?)?),
                "accept" => AssistCmd::DrawAccept,
                "decline" => AssistCmd::DrawDecline,
                "agree" => AssistCmd::DrawAgreed,
                _ => return Err(unknown("draw", word, DRAW_USAGE)),
            }
        }
        "touch" => {
            let word = args.need(TOUCH_USAGE)?;
            match parse_color(word).ok() {
                Some(color) => AssistCmd::Touched(Some(color), tbp::parse_square(args.need(TOUCH_USAGE)?)?),
                None => AssistCmd::Touched(None, tbp::parse_square(word)?),
            }
        }
        "illegal" => AssistCmd::Illegal(parse_color(args.need("illegal white|black")?)?),
        // The sealed move is taken as written, whatever it is: it is judged at the
        // resumption (adjournment guideline 8).
        "seal" => AssistCmd::Seal(args.need("seal <move>")?.to_owned()),
        "resume" => AssistCmd::Resume,
        "sheet" => {
            args.need(SHEET_USAGE)?;
            args.used = fields.len();
            AssistCmd::Sheet(parse_sheet(&fields[1..])?)
        }
        // `board tactile`: the blind player's board without sensors (issue 16).
        "board" if args.keyword("tactile") => AssistCmd::TactileBoard(parse_board(args.need(BOARD_USAGE)?)?),
        "board" => AssistCmd::Board(parse_board(args.need(BOARD_USAGE)?)?),
        "reconcile" => AssistCmd::Reconcile,
        "resign" => AssistCmd::Resign(parse_color(args.need("resign white|black")?)?),
        ARBITER => parse_arbiter(&mut args)?,
        "online-end" => {
            let outcome = parse_outcome(args.need(ONLINE_END_USAGE)?)?;
            let word = args.need(ONLINE_END_USAGE)?;
            let reason = ServerEnd::from_name(word).ok_or_else(|| unknown("online-end", word, ONLINE_END_USAGE))?;
            AssistCmd::ServerEnd { outcome, reason }
        }
        _ => return Err(ScriptErrorKind::UnknownAssist(command)),
    };
    args.finish()?;
    Ok(cmd)
}

/// The rest of an `arbiter` decision: `result 1-0 7.4b`, `draw 9.6`, `resign white`,
/// `apply`, `takeback 12... 7.4a`, `void g1`, `uphold g8`.
fn parse_arbiter(args: &mut Args<'_>) -> Result<AssistCmd, ScriptErrorKind> {
    let verb = args.need(ARBITER_USAGE)?;
    Ok(match verb.to_ascii_lowercase().as_str() {
        "result" => {
            let outcome = parse_outcome(args.need(RESULT_USAGE)?)?;
            let ground = parse_ground(args.need(RESULT_USAGE)?, outcome)?;
            AssistCmd::Arbiter(ArbiterCmd::Result { outcome, ground })
        }
        "draw" => {
            let word = args.need(ARBITER_DRAW_USAGE)?;
            if word.eq_ignore_ascii_case("agreement") {
                return Ok(AssistCmd::DrawAgreed);
            }
            let outcome = KnownOutcome::Draw;
            AssistCmd::Arbiter(ArbiterCmd::Result { outcome, ground: parse_ground(word, outcome)? })
        }
        "resign" => AssistCmd::Resign(parse_color(args.need("arbiter resign white|black")?)?),
        "apply" => AssistCmd::Arbiter(ArbiterCmd::ApplyRuling),
        "postpone" => AssistCmd::Arbiter(ArbiterCmd::Quickplay(QuickplayDecision::Postpone)),
        "reject" => AssistCmd::Arbiter(ArbiterCmd::Quickplay(QuickplayDecision::Reject)),
        "takeback" => {
            let (number, side) = parse_move_number(args.need(TAKEBACK_USAGE)?)?;
            let word = args.need(TAKEBACK_USAGE)?;
            // Either edition's number is read here; whether it is the game's edition's
            // is checked where the edition is known (check_edition).
            let (article, written_in) = TakeBackArticle::from_token(word, Edition::default())
                .ok_or_else(|| ScriptErrorKind::UnknownArticle(word.to_owned()))?;
            AssistCmd::Arbiter(ArbiterCmd::TakeBack { number, side, article, written_in })
        }
        "void" => AssistCmd::Arbiter(ArbiterCmd::VoidTouch(parse_optional_square(args)?)),
        "uphold" => AssistCmd::Arbiter(ArbiterCmd::UpholdTouch(parse_optional_square(args)?)),
        _ => {
            return Err(ScriptErrorKind::UnknownSubcommand {
                command: ARBITER,
                word: verb.to_owned(),
                expected: ARBITER_USAGE,
            });
        }
    })
}

/// The square an arbiter's touch ruling names, if any (`arbiter void g1`).
fn parse_optional_square(args: &mut Args<'_>) -> Result<Option<Square>, ScriptErrorKind> {
    Ok(args.next().map(tbp::parse_square).transpose()?)
}

/// A result as PGN writes it: `1-0`, `0-1`, `1/2-1/2`.
fn parse_outcome(word: &str) -> Result<KnownOutcome, ScriptErrorKind> {
    KnownOutcome::from_ascii(word.as_bytes()).map_err(|_| ScriptErrorKind::BadResult(word.to_owned()))
}

/// The article an arbiter's result rests on, or `forfeit` (a win only).
fn parse_ground(word: &str, outcome: KnownOutcome) -> Result<Ground, ScriptErrorKind> {
    match Ground::from_name(word) {
        Some(Ground::Forfeit) if outcome == KnownOutcome::Draw => Err(ScriptErrorKind::ForfeitDraw),
        Some(ground) => Ok(ground),
        None => Err(ScriptErrorKind::BadArticle(word.to_owned())),
    }
}

/// The rest of a `clock` command.
fn parse_clock(args: &mut Args<'_>) -> Result<ClockCmd, ScriptErrorKind> {
    let word = args.need(CLOCK_USAGE)?;
    Ok(match word.to_ascii_lowercase().as_str() {
        "press" => ClockCmd::Press(parse_color(args.need(PRESS_USAGE)?)?),
        "stop" => ClockCmd::Stop,
        "start" => ClockCmd::Start,
        "adjust" => {
            let color = parse_color(args.need(ADJUST_USAGE)?)?;
            let delta_ms = parse_change(args.need(ADJUST_USAGE)?)?;
            let reason = parse_reason(args.next(), false)?;
            ClockCmd::Adjust { color, delta_ms, reason }
        }
        "set" => {
            let color = parse_color(args.need(SET_USAGE)?)?;
            let left = parse_duration(args.need(SET_USAGE)?).map_err(ScriptErrorKind::BadClockTime)?;
            let moves = if args.keyword("moves") {
                let n = args.need("clock set white|black <T> moves <n>")?;
                Some(
                    parse_number(n)
                        .and_then(|n| u32::try_from(n).ok())
                        .ok_or_else(|| ScriptErrorKind::BadMoveCount(n.to_owned()))?,
                )
            } else {
                None
            };
            let reason = parse_reason(args.next(), moves.is_none())?;
            ClockCmd::Set { color, left, moves, reason }
        }
        _ => {
            let word = word.to_owned();
            return Err(ScriptErrorKind::UnknownSubcommand { command: "clock", word, expected: CLOCK_USAGE });
        }
    })
}

/// A board position: a FEN piece placement (`rnbqkbnr/pppppppp/8/...`) or the 64
/// characters of a TBP/1 snapshot.
fn parse_board(text: &str) -> Result<Box<[Cell; 64]>, ScriptErrorKind> {
    if text.contains('/') {
        let board = shakmaty::Board::from_ascii_board_fen(text.as_bytes())
            .map_err(|_| ScriptErrorKind::BadBoard(text.to_owned()))?;
        return Ok(tbp::snapshot_of(&board, tbp::SnapshotKind::Piece));
    }
    tbp::parse_snapshot(text).map_err(|_| ScriptErrorKind::BadBoard(text.to_owned()))
}

/// A move in SAN: a normal move or castling (no drops, no null move).
fn parse_san(text: &str) -> Result<San, ScriptErrorKind> {
    match San::from_ascii(text.as_bytes()) {
        Ok(parsed @ (San::Normal { .. } | San::Castle(_))) => Ok(parsed),
        _ => Err(ScriptErrorKind::BadSan(text.to_owned())),
    }
}

/// The moves of an `assist sheet` line, as written: move numbers (`12.`, `12...`,
/// `12)`), marks and the draw offer `(=)` are taken off by the one sheet reader
/// ([`crate::pgn::read_sheet`]); each move may be in any country's piece letters (C3)
/// and is read against the game when the core checks the sheet.
fn parse_sheet(fields: &[&str]) -> Result<Vec<String>, ScriptErrorKind> {
    let text = fields.join(" ");
    let sheet = crate::pgn::read_sheet(&text).map_err(|e| ScriptErrorKind::BadSheet(e.to_string()))?;
    if let Some(word) = sheet.words.iter().find(|w| !crate::core::notation::is_move(w)) {
        return Err(ScriptErrorKind::BadSheetMove(word.clone()));
    }
    if sheet.words.is_empty() {
        return Err(ScriptErrorKind::BadSheet(format!("no move in '{text}'")));
    }
    Ok(sheet.words)
}

/// `white` or `black`, in any case.
fn parse_color(word: &str) -> Result<Color, ScriptErrorKind> {
    word.to_ascii_lowercase().parse().map_err(|_| ScriptErrorKind::BadColor(word.to_owned()))
}

/// A change of a clock: a sign and a time above zero (`+2m`, `-30s`), in ms.
fn parse_change(text: &str) -> Result<i64, ScriptErrorKind> {
    let bad = || ScriptErrorKind::BadChange(text.to_owned());
    let (sign, time) = match text.split_at_checked(1) {
        Some(("+", time)) => (1, time),
        Some(("-", time)) => (-1, time),
        _ => return Err(bad()),
    };
    let ms = match parse_duration(time) {
        // Too long says so, with the limit (issue 13), not that it is no time.
        Err(e @ ParseTimeControlError::TooLong(_)) => return Err(ScriptErrorKind::BadClockTime(e)),
        other => other.ok().and_then(|d| i64::try_from(d.as_millis()).ok()).ok_or_else(bad)?,
    };
    if ms == 0 {
        return Err(bad());
    }
    Ok(sign * ms)
}

/// The reason of a clock change; the arbiter's judgement when none is given.
/// `moves` says whether `moves <n>` could still have come here (for the message).
fn parse_reason(word: Option<&str>, moves: bool) -> Result<ClockReason, ScriptErrorKind> {
    match word {
        None => Ok(ClockReason::Judgement),
        Some(word) => {
            ClockReason::from_name(word).ok_or_else(|| ScriptErrorKind::UnknownReason { word: word.to_owned(), moves })
        }
    }
}

/// The first word of `s` and the rest, trimmed.
fn split_word(s: &str) -> (&str, &str) {
    match s.split_once([' ', '\t']) {
        Some((word, rest)) => (word, rest.trim_matches([' ', '\t'])),
        None => (s, ""),
    }
}

/// A whole non-negative number, digits only.
fn parse_number(s: &str) -> Option<u64> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

/// The first control character (other than a tab) before the comment, with its column.
fn code_control_char(raw: &str) -> Option<(usize, char)> {
    // One pass over the bytes for the common line: printable ASCII and tabs.
    if raw.bytes().all(|b| b == b'\t' || (b' '..=b'~').contains(&b)) {
        return None;
    }
    raw.chars()
        .take_while(|c| *c != '#')
        .enumerate()
        .find(|(_, c)| c.is_control() && *c != '\t')
        .map(|(i, c)| (i + 1, c))
}

impl fmt::Display for TimedInput {
    /// `@<ms> <device> <message>`, with the columns lined up for times below 1000000.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let time = format!("@{}", self.t.0);
        match &self.input {
            Input::Board { device, msg, seq } => {
                write!(f, "{time:<7} {:<8} {}", device.as_str(), Wire(msg))?;
                match seq {
                    Some(seq) => write!(f, " #{seq}"),
                    None => Ok(()),
                }
            }
            Input::Assist(AssistCmd::Arbiter(cmd)) => write!(f, "{time:<7} {ARBITER:<8} {}", Decision(cmd)),
            Input::Assist(cmd) => write!(f, "{time:<7} {:<8} {}", Device::Assist.as_str(), Command(cmd)),
            Input::Link { device, kind, event } => {
                write!(f, "{time:<7} {:<8} {}", device.as_str(), link_line::Words(*kind, *event))
            }
            Input::ExternalClock(reading) => {
                write!(f, "{time:<7} {:<8} {}", Device::Sighted.as_str(), reading::Words(*reading))
            }
        }
    }
}

/// An assistant command in the script syntax, the form [`parse`] reads. Times are
/// written in whole seconds (`+2m`, `1m30s`); the reason of a clock change is always
/// written, `judgement` too.
struct Command<'a>(&'a AssistCmd);

impl fmt::Display for Command<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let wb = |c: Color| c.fold_wb("white", "black");
        match self.0 {
            AssistCmd::Move(san) => write!(f, "move {san}"),
            AssistCmd::Key(key) => write!(f, "key {}", key.as_str()),
            AssistCmd::Clock(ClockCmd::Press(color)) => write!(f, "clock press {}", wb(*color)),
            AssistCmd::Clock(ClockCmd::Stop) => f.write_str("clock stop"),
            AssistCmd::Clock(ClockCmd::Start) => f.write_str("clock start"),
            AssistCmd::Clock(ClockCmd::Adjust { color, delta_ms, reason }) => {
                let sign = if *delta_ms < 0 { '-' } else { '+' };
                let change = Time(Duration::from_millis(delta_ms.unsigned_abs()));
                write!(f, "clock adjust {} {sign}{change} {}", wb(*color), reason.as_str())
            }
            AssistCmd::Clock(ClockCmd::Set { color, left, moves, reason }) => {
                write!(f, "clock set {} {}", wb(*color), Time(*left))?;
                if let Some(n) = moves {
                    write!(f, " moves {n}")?;
                }
                write!(f, " {}", reason.as_str())
            }
            AssistCmd::ClaimTime => f.write_str("claim time"),
            AssistCmd::ClaimDraw(None) => f.write_str("claim draw"),
            AssistCmd::ClaimDraw(Some(san)) => write!(f, "claim draw {san}"),
            AssistCmd::ClaimQuickplay => f.write_str("claim quickplay"),
            AssistCmd::DrawOffer(color) => write!(f, "draw offer {}", wb(*color)),
            AssistCmd::DrawAccept => f.write_str("draw accept"),
            AssistCmd::DrawDecline => f.write_str("draw decline"),
            AssistCmd::Touched(None, square) => write!(f, "touch {square}"),
            AssistCmd::Touched(Some(color), square) => write!(f, "touch {} {square}", wb(*color)),
            AssistCmd::Illegal(color) => write!(f, "illegal {}", wb(*color)),
            AssistCmd::Seal(written) => write!(f, "seal {written}"),
            AssistCmd::Resume => f.write_str("resume"),
            AssistCmd::Sheet(moves) => {
                f.write_str("sheet")?;
                moves.iter().try_for_each(|m| write!(f, " {m}"))
            }
            AssistCmd::Board(cells) => write!(f, "board {}", tbp::Cells(cells)),
            AssistCmd::TactileBoard(cells) => write!(f, "board tactile {}", tbp::Cells(cells)),
            AssistCmd::Reconcile => f.write_str("reconcile"),
            AssistCmd::Resign(color) => write!(f, "resign {}", wb(*color)),
            AssistCmd::DrawAgreed => f.write_str("draw agree"),
            AssistCmd::Arbiter(cmd) => write!(f, "{ARBITER} {}", Decision(cmd)),
            AssistCmd::ServerEnd { outcome, reason } => {
                write!(f, "online-end {} {}", outcome.as_str(), reason.as_str())
            }
        }
    }
}

/// An arbiter's touch ruling: `void g1`, `uphold`.
fn write_touch_ruling(f: &mut fmt::Formatter<'_>, verb: &str, square: Option<Square>) -> fmt::Result {
    f.write_str(verb)?;
    square.map_or(Ok(()), |sq| write!(f, " {sq}"))
}

/// An arbiter's decision in the script syntax, without the word `arbiter`.
struct Decision<'a>(&'a ArbiterCmd);

impl fmt::Display for Decision<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            ArbiterCmd::Result { outcome: KnownOutcome::Draw, ground } => write!(f, "draw {}", ground.as_str()),
            ArbiterCmd::Result { outcome, ground } => write!(f, "result {} {}", outcome.as_str(), ground.as_str()),
            ArbiterCmd::VoidTouch(square) => write_touch_ruling(f, "void", *square),
            ArbiterCmd::UpholdTouch(square) => write_touch_ruling(f, "uphold", *square),
            ArbiterCmd::ApplyRuling => f.write_str("apply"),
            ArbiterCmd::Quickplay(decision) => f.write_str(decision.as_str()),
            ArbiterCmd::TakeBack { number, side, article, written_in } => {
                let dots = side.fold_wb("", "...");
                write!(f, "takeback {number}{dots} {}", article.token(*written_in))
            }
        }
    }
}

impl fmt::Display for Script {
    /// The header, then one line per event.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.header)?;
        for event in &self.events {
            writeln!(f, "{event}")?;
        }
        Ok(())
    }
}

/// Why a script was refused: the line and what was wrong there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScriptError {
    /// The line number, from 1.
    pub line: usize,
    /// What was wrong.
    pub kind: ScriptErrorKind,
}

impl fmt::Display for ScriptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.kind)
    }
}

impl std::error::Error for ScriptError {}

/// What was wrong with a script line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScriptErrorKind {
    /// The board message (or the fields of the line) did not parse.
    Board(TbpError),
    /// A control character before the comment.
    ControlChar { column: usize, ch: char },
    /// Neither an event nor a header line.
    UnexpectedLine(String),
    /// Not `@` and whole milliseconds.
    BadTime(String),
    /// An event earlier than the one before it.
    TimeGoesBack { t: u64, previous: u64 },
    /// An event with a time and nothing else.
    MissingDevice { t: u64 },
    /// Not a device name.
    UnknownDevice(String),
    /// An event with no message.
    MissingMessage { device: Device },
    /// A pad message other than `K <key>`.
    PadNotKey(String),
    /// Not an assistant command.
    UnknownAssist(String),
    /// A `board` that is neither a FEN piece placement nor a 64-character snapshot.
    BadBoard(String),
    /// An assistant command whose second word is not one of its forms
    /// (`clock jump`).
    UnknownSubcommand { command: &'static str, word: String, expected: &'static str },
    /// An assistant command without its argument; the usage of the command.
    MissingArgument(&'static str),
    /// Not `white` or `black`.
    BadColor(String),
    /// Not a time for `clock set`.
    BadClockTime(ParseTimeControlError),
    /// Not a sign and a time above zero, for `clock adjust`.
    BadChange(String),
    /// The `<n>` of `moves <n>` is not a whole number.
    BadMoveCount(String),
    /// The move number of `arbiter takeback` is not `12` or `12...`.
    BadMoveNumber(String),
    /// Not an article `arbiter takeback` rules under.
    UnknownArticle(String),
    /// An article token of another edition than the game's (`7.4a` in a 2023 game):
    /// `right` is the game's edition's number for it.
    ArticleOfOtherEdition { word: String, written_in: Edition, edition: Edition, right: &'static str },
    /// Not the reason of a clock change.
    UnknownReason { word: String, moves: bool },
    /// Not a move in SAN.
    BadSan(String),
    /// Not a result (`1-0`, `0-1`, `1/2-1/2`).
    BadResult(String),
    /// Not an article number (`7.5.5`, `5.2.2`, `D.2.9`; 2009 `7.4b`, `9.6`, `E2.8`) nor
    /// `forfeit`.
    BadArticle(String),
    /// `forfeit` with a drawn result.
    ForfeitDraw,
    /// A word of an `assist sheet` line that is no move in any country's letters.
    BadSheetMove(String),
    /// An `assist sheet` line that cannot be read (an open comment, no move).
    BadSheet(String),
    /// A sequence number on an assistant command.
    AssistSeq(u32),
    /// A sequence number on a link line.
    LinkSeq(u32),
    /// A link line whose kind, event or fault is not one of its words: which of them,
    /// the word, and the words that would do.
    UnknownLink { what: &'static str, word: String, expected: &'static str },
    /// The line number of `link ... ignored <line>` is not a whole number.
    BadLineNumber(String),
    /// A word of a clock-reading line that does not fit: the word, and what would do.
    BadClockReading { word: String, expected: &'static str },
    /// A clock-reading line of a device other than the sighted board.
    ReadingDevice(Device),
    /// A sequence number on a clock-reading line.
    ReadingSeq(u32),
    /// An assistant command with a field too many.
    ExtraField { field: String, after: String },
    /// `set` with nothing after it.
    MissingKey,
    /// Not a header key.
    UnknownSetting(String),
    /// A header key with no value.
    MissingValue { key: &'static str, expected: &'static str },
    /// A header value that does not fit the key.
    BadValue { key: &'static str, value: String, expected: &'static str },
    /// A header value refused by its parser, which says why (`time-control`, `duties`).
    Invalid { key: &'static str, value: String, reason: String },
    /// A duty that the sighted player's assistant does not have (E2.10).
    SightedDuty(char),
    /// A duty switched off that a hearing-impaired opponent needs (D.2.11): the letter.
    HearingDuty(char),
    /// A header key set a second time.
    SetTwice { key: &'static str, first: usize },
    /// A header key that contradicts another one.
    Conflict { key: &'static str, other: &'static str, other_line: usize },
    /// A header line after the first event.
    SetAfterEvent { key: &'static str },
}

impl From<TbpError> for ScriptErrorKind {
    fn from(e: TbpError) -> ScriptErrorKind {
        ScriptErrorKind::Board(e)
    }
}

const DEVICES: &str = "tactile, sighted, pad, assist or arbiter";

impl fmt::Display for ScriptErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScriptErrorKind::Board(e) => write!(f, "{e}"),
            ScriptErrorKind::ControlChar { column, ch } => {
                write!(f, "control character {ch:?} at column {column}: expected text, spaces and tabs")
            }
            ScriptErrorKind::UnexpectedLine(word) => write!(
                f,
                "unexpected '{word}': expected an event '@<ms> <device> <message>' \
                 or a header line 'set <key> <value>'"
            ),
            ScriptErrorKind::BadTime(time) => {
                write!(f, "bad time '{time}': expected @ and whole milliseconds, e.g. @1500")
            }
            ScriptErrorKind::TimeGoesBack { t, previous } => {
                write!(f, "time @{t} is before the previous event at @{previous}")
            }
            ScriptErrorKind::MissingDevice { t } => {
                write!(f, "missing device after @{t}: expected {DEVICES}")
            }
            ScriptErrorKind::UnknownDevice(name) => {
                write!(f, "unknown device '{name}': expected {DEVICES}")
            }
            ScriptErrorKind::MissingMessage { device: Device::Assist } => {
                write!(f, "missing command after assist: expected {COMMANDS}")
            }
            ScriptErrorKind::MissingMessage { device } => {
                write!(f, "missing message after {}: expected a TBP/1 message such as L e2", device.as_str())
            }
            ScriptErrorKind::PadNotKey(msg) => {
                write!(f, "the pad sends only keys: expected K <key>, found '{msg}'")
            }
            ScriptErrorKind::UnknownAssist(cmd) => {
                write!(f, "unknown assist command '{cmd}': expected {COMMANDS}")
            }
            ScriptErrorKind::BadBoard(text) => write!(
                f,
                "bad board '{text}': expected a FEN piece placement such as rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR, or 64 snapshot characters"
            ),
            ScriptErrorKind::UnknownSubcommand { command, word, expected } => {
                write!(f, "unknown {command} command '{word}': expected {expected}")
            }
            ScriptErrorKind::MissingArgument(usage) => {
                write!(f, "missing argument: expected {usage}")
            }
            ScriptErrorKind::BadColor(word) => write!(f, "unknown colour '{word}': expected white or black"),
            ScriptErrorKind::BadClockTime(e) => write!(f, "{e}"),
            ScriptErrorKind::BadChange(change) => {
                write!(f, "bad time change '{change}': expected + or - and a time above zero, e.g. +2m or -30s")
            }
            ScriptErrorKind::UnknownArticle(word) => {
                write!(f, "unknown article '{word}': expected 7.5.1, 7.6 or D.2.9 (2009 and 2001: 7.4a, 7.5 or E2.8)")
            }
            ScriptErrorKind::ArticleOfOtherEdition { word, written_in, edition, right } => write!(
                f,
                "{word} is the {} number; under the {} Laws this is {right}",
                written_in.as_str(),
                edition.as_str()
            ),
            ScriptErrorKind::BadMoveNumber(n) => {
                write!(
                    f,
                    "bad move number '{n}': expected a move number from 1, e.g. 12 for White's move, 12... for Black's"
                )
            }
            ScriptErrorKind::BadMoveCount(n) => {
                write!(f, "bad move count '{n}': expected a whole number of completed moves, e.g. moves 40")
            }
            ScriptErrorKind::UnknownReason { word, moves } => {
                let reasons: Vec<&str> = ClockReason::ALL.iter().map(|r| r.as_str()).collect();
                let moves = if *moves { "moves <n> or " } else { "" };
                write!(f, "unknown reason '{word}': expected {moves}one of {}", reasons.join(", "))
            }
            ScriptErrorKind::BadSan(san) => {
                write!(f, "bad move '{san}': expected a move in SAN such as Nf3, exd5, O-O or e8=Q")
            }
            ScriptErrorKind::BadResult(word) => {
                write!(f, "bad result '{word}': expected 1-0, 0-1 or 1/2-1/2")
            }
            ScriptErrorKind::BadArticle(word) => write!(
                f,
                "bad article '{word}': expected the article the decision rests on, such as 7.5.5, 5.2.2, \
                 III.5 or D.2.9 (2009: 7.4b, 9.6, 10.2 or E2.8; letters, digits and dots, at most {} \
                 characters), or forfeit",
                crate::core::input::Article::MAX_LEN
            ),
            ScriptErrorKind::ForfeitDraw => {
                f.write_str("a forfeit is a win: expected arbiter result 1-0 forfeit or arbiter result 0-1 forfeit")
            }
            ScriptErrorKind::BadSheetMove(word) => write!(
                f,
                "bad move '{word}' on the sheet: expected a move in SAN, in any country's piece letters, such as Nf3, Sf3, exd5, 0-0 or d8D"
            ),
            ScriptErrorKind::BadSheet(reason) => write!(f, "bad sheet line: {reason}"),
            ScriptErrorKind::AssistSeq(seq) => {
                write!(f, "sequence number #{seq} on an assist command: only board messages are numbered")
            }
            ScriptErrorKind::LinkSeq(seq) => {
                write!(f, "sequence number #{seq} on a link line: only board messages are numbered")
            }
            ScriptErrorKind::UnknownLink { what, word, expected } => {
                write!(f, "unknown link {what} '{word}': expected {expected}")
            }
            ScriptErrorKind::BadLineNumber(n) => {
                write!(f, "bad line number '{n}': expected a whole number, e.g. ignored 12 unreadable")
            }
            ScriptErrorKind::BadClockReading { word, expected } if word.is_empty() => {
                write!(f, "clock reading incomplete: expected {expected}")
            }
            ScriptErrorKind::BadClockReading { word, expected } => {
                write!(f, "bad clock reading '{word}': expected {expected}")
            }
            ScriptErrorKind::ReadingDevice(device) => write!(
                f,
                "clock-reading on the {} device: only the sighted board has a clock cabled to it, \
                 expected sighted clock-reading ...",
                device.as_str()
            ),
            ScriptErrorKind::ReadingSeq(seq) => {
                write!(f, "sequence number #{seq} on a clock-reading line: only board messages are numbered")
            }
            ScriptErrorKind::ExtraField { field, after } => {
                write!(f, "extra field '{field}' after {after}")
            }
            ScriptErrorKind::MissingKey => write!(
                f,
                "set needs a key and a value: expected set <key> <value>, with key one of {}",
                KEYS.join(", ")
            ),
            ScriptErrorKind::UnknownSetting(key) => {
                write!(f, "unknown setting '{key}': expected one of {}", KEYS.join(", "))
            }
            ScriptErrorKind::MissingValue { key, expected } => {
                write!(f, "set {key} needs a value: expected {expected}")
            }
            ScriptErrorKind::BadValue { key, value, expected } => {
                write!(f, "bad value '{value}' for {key}: expected {expected}")
            }
            ScriptErrorKind::Invalid { key, value, reason } => write!(f, "bad value '{value}' for {key}: {reason}"),
            ScriptErrorKind::HearingDuty(duty) => write!(
                f,
                "duty '{duty}' must stay on: with a hearing-impaired opponent an assistant transfers and announces the moves (D.2.11): expected duties with a and b"
            ),
            ScriptErrorKind::SightedDuty(duty) => write!(
                f,
                "duty '{duty}' is not for the sighted player's assistant (E2.10): expected only duties a and b"
            ),
            ScriptErrorKind::SetTwice { key, first } => {
                write!(f, "set {key} given twice (first on line {first }): expected it once")
            }
            ScriptErrorKind::Conflict { key, other, other_line } => write!(
                f,
                "set {key} contradicts set {other} on line {other_line}: \
                 expected one start position"
            ),
            ScriptErrorKind::SetAfterEvent { key } => {
                write!(f, "set {key} after the first event: expected header lines before the first '@' line")
            }
        }
    }
}

#[cfg(test)]
mod tests;
