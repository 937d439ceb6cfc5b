//! `taktil play`: the live session's event loop.
//!
//! One loop on one thread: input lines arrive on a channel (the command reads them from
//! standard input on a thread of its own), each gets a [`Timestamp`] from a monotonic
//! clock (ms since the session started), is written to the journal and only then fed
//! to the core; [`Companion::handle_timeout`] fires at [`Companion::poll_timeout`].
//! Every output goes to the caller's `emit`, which prints and speaks it.
//!
//! # Input lines
//!
//! - a TBP/1 line of the tactile board: `L e2`, `P e4 #12`, `S XXXX...`;
//! - a session-script event line without its time: `<device> <message>`, e.g.
//!   `sighted L e7`, `pad K time`, `assist move e5`;
//! - a whole script event line (`@1200 tactile L e2`): its time is ignored, the line
//!   gets the time it arrives;
//! - blank lines and `#` comments are skipped; a line that does not parse is reported
//!   to the caller and skipped (it is not journaled).
//!
//! # Flow
//!
//! 1. Start: a new journal with the header (an existing journal is never overwritten),
//!    or (`resume`) the journal read back and replayed through a fresh core, its
//!    outputs dropped, and "Game restored after move N" said. Session time goes on from the journal's last
//!    event: the time taktil was down does not exist for the clock (the arbiter adjusts
//!    it with `assist clock ...`).
//! 2. Each line: due timeouts fire first (at their deadlines, as in a replay), then the
//!    event is journaled (flushed and synced), then handled, then its outputs emitted.
//!    So the journal replays to the same game the live session saw, and a made move is
//!    on disk before it is announced.
//! 3. End of input: the session is finished like a recorded one
//!    ([`Companion::finish`]).

use std::{
    fs,
    path::PathBuf,
    time::{Duration, Instant},
};

use crossbeam_channel::{Receiver, RecvTimeoutError};

use crate::{
    core::{
        Companion,
        input::{Device, Input},
        msg::Msg,
        output::{Output, Timed},
        settings::Settings,
        time::Timestamp,
    },
    journal::{self, Journal, Mark},
    script::{self, Event, Header},
};

/// What the session needs to start.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// The effective settings of a new session (ignored with `resume`: the journal's
    /// header is the session's).
    pub header: Header,
    /// The journal file; none: the game is kept in memory only.
    pub journal: Option<PathBuf>,
    /// Continue the session in the journal.
    pub resume: bool,
}

/// A session that has started: the core, restored or new, and the journal.
pub struct Session {
    /// The session's settings as a script header (the locale and vocabulary for the
    /// announcer come from it).
    pub header: Header,
    core: Companion,
    journal: Option<Journal>,
    journal_path: Option<PathBuf>,
    /// Session time when the loop starts (the last journal time after a resume).
    offset: u64,
    /// What to say first: a restored game, an ignored journal line, a journal failure.
    opening: Vec<Msg>,
    /// Problems for the assistant's screen (not spoken).
    pub problems: Vec<String>,
}

impl Session {
    /// Starts a new session or restores the one in the journal.
    ///
    /// # Errors
    /// When the settings are not valid, or with `resume` when the journal cannot be
    /// read or is damaged before its last line.
    pub fn start(options: &Options) -> Result<Session, String> {
        let mut problems = Vec::new();
        let mut opening = Vec::new();
        if options.resume {
            let path = options.journal.as_ref().ok_or("--resume needs --journal FILE")?;
            let name = path.display();
            let text = fs::read_to_string(path).map_err(|e| format!("{name}: cannot read: {e}"))?;
            let recovered = journal::read(&text).map_err(|e| format!("{name}: {e}"))?;
            let header = recovered.script.header.clone();
            let settings = settings(&header)?;
            let last_mark = recovered.marks.last().map_or(0, |(_, _, t)| t.0);
            let offset = recovered.script.events.last().map_or(0, |e| e.t.0).max(last_mark);
            let core = restore(settings, recovered.script.events, &recovered.marks);
            if let Some((line, why)) = &recovered.ignored {
                problems.push(format!("{name}: line {line} ignored: {why}"));
                opening.push(Msg::JournalLineIgnored { line: u32::try_from(*line).unwrap_or(u32::MAX) });
            }
            let moves = core.moves().last().map_or(0, |m| m.ply.div_ceil(2));
            opening.push(Msg::GameRestored { moves });
            let journal = match Journal::append(path, recovered.kept) {
                Ok(mut j) => {
                    let note = match &recovered.ignored {
                        Some((line, why)) => format!("resumed at @{offset}; line {line} was ignored: {why}"),
                        None => format!("resumed at @{offset}"),
                    };
                    match j.comment(&note) {
                        Ok(()) => Some(j),
                        Err(e) => fail(&mut problems, &mut opening, &name, &e),
                    }
                }
                Err(e) => fail(&mut problems, &mut opening, &name, &e),
            };
            return Ok(Session { header, core, journal, journal_path: Some(path.clone()), offset, opening, problems });
        }
        let header = options.header.clone();
        header.check().map_err(|e| e.to_string())?;
        let core = Companion::new(settings(&header)?);
        let journal = match &options.journal {
            Some(path) => match Journal::create(path, &header) {
                Ok(j) => Some(j),
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                    return Err(format!(
                        "{}: the journal exists: go on with its game with --resume, or give a new file",
                        path.display()
                    ));
                }
                Err(e) => fail(&mut problems, &mut opening, &path.display(), &e),
            },
            None => None,
        };
        Ok(Session { header, core, journal, journal_path: options.journal.clone(), offset: 0, opening, problems })
    }

    /// The core (the game, both boards, the clock, the scoresheets).
    pub fn core(&self) -> &Companion {
        &self.core
    }

    /// Runs the session until `lines` closes, then finishes it. `emit` gets every
    /// output, `problem` every line that could not be read and every journal failure.
    pub fn run(
        mut self,
        lines: &Receiver<String>,
        emit: &mut dyn FnMut(&Timed),
        problem: &mut dyn FnMut(&str),
    ) -> Companion {
        let started = Instant::now();
        let offset = self.offset;
        let now = |started: Instant| {
            let ms = u64::try_from(started.elapsed().as_millis()).unwrap_or(u64::MAX);
            Timestamp(offset.saturating_add(ms))
        };
        for p in self.problems.drain(..) {
            problem(&p);
        }
        let opening = std::mem::take(&mut self.opening);
        for msg in opening {
            emit(&Timed { t: Timestamp(self.offset), output: Output::Say(msg) });
        }
        loop {
            let wait = self.core.poll_timeout().map(|d| {
                let due = started + Duration::from_millis(d.0.saturating_sub(self.offset));
                due.saturating_duration_since(Instant::now())
            });
            let received = match wait {
                Some(wait) => lines.recv_timeout(wait),
                None => lines.recv().map_err(|_| RecvTimeoutError::Disconnected),
            };
            let t = now(started);
            self.fire_due(t, emit, problem);
            match received {
                Ok(line) => match parse_input(&line) {
                    Ok(Some(input)) => {
                        self.journal(&Event { line: 0, t, input: input.clone() }, emit, problem);
                        self.core.handle(t, input);
                        self.drain(emit);
                    }
                    Ok(None) => {}
                    Err(e) => problem(&format!("input: {e}: {}", line.trim())),
                },
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => break,
            }
        }
        let t = now(started);
        self.core.finish(t);
        self.drain_marked(Mark::Settled, t, emit, problem);
        self.core
    }

    /// Fires every timeout due by `t`, each at its deadline. A timer that makes a move
    /// is marked in the journal before the move is announced.
    fn fire_due(&mut self, t: Timestamp, emit: &mut dyn FnMut(&Timed), problem: &mut dyn FnMut(&str)) {
        while let Some(deadline) = self.core.poll_timeout().filter(|d| *d <= t) {
            self.core.handle_timeout(deadline);
            self.drain_marked(Mark::Tick, deadline, emit, problem);
        }
    }

    fn drain(&mut self, emit: &mut dyn FnMut(&Timed)) {
        while let Some(timed) = self.core.poll_output() {
            emit(&timed);
        }
    }

    /// Emits the outputs of a step without an input; if they make a move, the journal
    /// gets the time mark first, so that a resume makes the same move (product.md: no
    /// made move is lost).
    fn drain_marked(&mut self, mark: Mark, t: Timestamp, emit: &mut dyn FnMut(&Timed), problem: &mut dyn FnMut(&str)) {
        let outputs: Vec<Timed> = std::iter::from_fn(|| self.core.poll_output()).collect();
        if outputs.iter().any(|o| matches!(o.output, Output::Move(_)))
            && let Some(journal) = &mut self.journal
            && let Err(e) = journal.mark(mark, t)
        {
            self.journal = None;
            let name = self.journal_path.as_ref().map_or("journal".into(), |p| p.display().to_string());
            problem(&format!("{name}: cannot write the journal: {e}; the game goes on in memory only"));
            emit(&Timed { t, output: Output::Say(Msg::JournalFailed) });
        }
        for timed in &outputs {
            emit(timed);
        }
    }

    /// Writes an event to the journal; on failure says so once and goes on without one.
    fn journal(&mut self, event: &Event, emit: &mut dyn FnMut(&Timed), problem: &mut dyn FnMut(&str)) {
        let Some(journal) = &mut self.journal else { return };
        if let Err(e) = journal.write(event) {
            self.journal = None;
            let name = self.journal_path.as_ref().map_or("journal".into(), |p| p.display().to_string());
            problem(&format!("{name}: cannot write the journal: {e}; the game goes on in memory only"));
            emit(&Timed { t: event.t, output: Output::Say(Msg::JournalFailed) });
        }
    }
}

/// Records a journal that cannot be opened: a problem line and the spoken message.
fn fail(
    problems: &mut Vec<String>,
    opening: &mut Vec<Msg>,
    name: &dyn std::fmt::Display,
    e: &std::io::Error,
) -> Option<Journal> {
    problems.push(format!("{name}: cannot write the journal: {e}; the game goes on in memory only"));
    opening.push(Msg::JournalFailed);
    None
}

/// Replays journaled events through a new core, firing timeouts in between exactly as
/// the live loop did, and drops the outputs. Unlike a replay, the end is not treated
/// as settled: a timer still pending (a move about to settle) fires live, after the
/// restore, as it would have without the crash.
///
/// The journal's time marks are replayed in their place: a timer that made a move
/// fires at its mark, and the end of an input that settled the held position settles
/// it again.
fn restore(settings: Settings, events: Vec<Event>, marks: &[(usize, Mark, Timestamp)]) -> Companion {
    let mut core = Companion::new(settings);
    let mut last = Timestamp(0);
    let fire = |core: &mut Companion, t: Timestamp| {
        while let Some(deadline) = core.poll_timeout().filter(|d| *d <= t) {
            core.handle_timeout(deadline);
        }
    };
    let mut marks = marks.iter().peekable();
    for event in events {
        while let Some(&(_, mark, at)) = marks.next_if(|(line, _, _)| *line < event.line) {
            fire(&mut core, at.max(last));
            if mark == Mark::Settled {
                core.finish(at.max(last));
            }
            last = last.max(at);
        }
        let t = event.t.max(last);
        fire(&mut core, t);
        core.handle(t, event.input);
        while core.poll_output().is_some() {}
        last = t;
    }
    for &(_, mark, at) in marks {
        fire(&mut core, at.max(last));
        if mark == Mark::Settled {
            core.finish(at.max(last));
        }
        last = last.max(at);
    }
    while core.poll_output().is_some() {}
    core
}

/// The core's settings for a header.
fn settings(header: &Header) -> Result<Settings, String> {
    let mut settings = Settings::default();
    header.apply(&mut settings).map_err(|e| e.to_string())?;
    Ok(settings)
}

/// Reads one input line (see the module docs): `None` for a blank or comment line.
///
/// # Errors
/// When the line is not a board line or an event line; the message says why.
pub fn parse_input(line: &str) -> Result<Option<Input>, String> {
    let code = line.split_once('#').map_or(line, |(code, _)| code).trim();
    if code.is_empty() {
        return Ok(None);
    }
    let first = code.split([' ', '\t']).next().unwrap_or(code);
    let line = line.trim();
    let without_time = if first.starts_with('@') { line[first.len()..].trim_start() } else { line };
    let device_given = without_time.split([' ', '\t']).next().and_then(Device::from_name).is_some();
    let event_line = if device_given {
        format!("@0 {without_time}")
    } else {
        format!("@0 {} {without_time}", Device::Tactile.as_str())
    };
    let parsed = script::parse(&event_line).map_err(|e| e.kind.to_string())?;
    Ok(parsed.events.into_iter().next().map(|e| e.input))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::input::{AssistCmd, BoardMsg, Key};
    use shakmaty::Square;

    #[test]
    fn a_full_disk_is_said_once_and_the_game_goes_on() {
        // Linux's /dev/full: every write fails with "no space left on device".
        let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else { return };
        let mut session = Session::start(&Options::default()).unwrap();
        session.journal = Some(Journal::from_file(full));
        let (tx, rx) = crossbeam_channel::unbounded();
        for line in ["assist move e4", "assist move e5"] {
            tx.send(line.to_owned()).unwrap();
        }
        drop(tx);
        let mut outputs = Vec::new();
        let mut problems = Vec::new();
        let core = session.run(&rx, &mut |t| outputs.push(t.output.clone()), &mut |p| problems.push(p.to_owned()));
        assert_eq!(core.moves().len(), 2);
        let failed = outputs.iter().filter(|o| matches!(o, Output::Say(Msg::JournalFailed))).count();
        assert_eq!(failed, 1);
        assert_eq!(problems.len(), 1, "{problems:?}");
        // Said before the move it could not save is announced.
        let said = outputs.iter().position(|o| matches!(o, Output::Say(Msg::JournalFailed)));
        let moved = outputs.iter().position(|o| matches!(o, Output::Move(_)));
        assert!(said < moved);
    }

    #[test]
    fn input_lines_in_every_form() {
        let lift = Input::Board { device: Device::Tactile, msg: BoardMsg::Lift(Square::E2), seq: None };
        assert_eq!(parse_input("L e2"), Ok(Some(lift.clone())));
        assert_eq!(parse_input("tactile L e2"), Ok(Some(lift.clone())));
        assert_eq!(parse_input("@1200 tactile L e2  # a comment"), Ok(Some(lift)));
        assert_eq!(
            parse_input("pad K time"),
            Ok(Some(Input::Board { device: Device::Pad, msg: BoardMsg::Key(Key::Time), seq: None }))
        );
        assert!(matches!(parse_input("assist move e5"), Ok(Some(Input::Assist(AssistCmd::Move(_))))));
        assert_eq!(parse_input("   "), Ok(None));
        assert_eq!(parse_input("# only a comment"), Ok(None));
        assert!(parse_input("L e9").is_err());
        assert!(parse_input("\u{0}\u{1}").is_err());
        assert!(parse_input("@").is_err());
    }
}
