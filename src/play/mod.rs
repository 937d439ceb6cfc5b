//! `taktil play`: the live session's event loop.
//!
//! One loop on one thread: [`Arrival`]s come on one channel from the threads that own
//! the devices (standard input, the peg board, a serial or DGT board, the view's
//! command line), each input gets a [`Timestamp`] from a monotonic clock (ms since the
//! session started), is written to the journal and only then fed to the core;
//! [`Companion::handle_timeout`] fires at [`Companion::poll_timeout`]. Every output
//! goes to a [`Front`] (plain lines and the voice, or the terminal view), and the
//! core's requests to a device (`SNAP`) to the [`Requests`] the caller gives.
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
//!    outputs dropped, and "Game restored after move N" said. Session time goes on from
//!    the journal's last event: the time taktil was down counts as a stopped clock, or
//!    (`Downtime::Ran`, the arbiter's choice) as time the player on move used.
//! 2. Each line: due timeouts fire first (at their deadlines, as in a replay), then the
//!    event is journaled (flushed and synced), then handled, then its outputs emitted.
//!    So the journal replays to the same game the live session saw, and a made move is
//!    on disk before it is announced.
//! 3. End of input: the session is finished like a recorded one
//!    ([`Companion::finish`]).

use std::{
    fs, io,
    path::PathBuf,
    time::{Duration, Instant, SystemTime, UNIX_EPOCH},
};

use crossbeam_channel::{Receiver, RecvTimeoutError};

use crate::{
    core::{
        Companion,
        input::{Device, Input},
        output::{HostCmd, Output, Timed},
        settings::Settings,
        time::Timestamp,
    },
    journal::{self, Journal, Mark},
    notice::Notice,
    script::{self, Event, Header, ScriptError, ScriptErrorKind},
};

pub mod demo;
pub mod devices;
pub mod lines;
pub mod restore;

pub use crate::config::Downtime;

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
    /// With `resume`: what the clock did while taktil was down.
    pub downtime: Downtime,
}

/// What reaches the loop, from any thread.
#[derive(Clone, Debug, PartialEq)]
pub enum Arrival {
    /// A line typed or read (standard input, the view's command line): see
    /// [`parse_input`].
    Line(String),
    /// An input from a device adapter.
    Input(Input),
    /// A notice of the shell (the key help): shown and spoken, not journaled.
    Notice(Notice),
    /// A problem for the assistant's screen.
    Problem(String),
    /// Nothing new: let the front redraw (a key typed in the view).
    Wake,
    /// The assistant ends the session.
    Quit,
}

/// Where the session's outputs go: the plain lines and the voice, or the view.
pub trait Front {
    /// An output, with the core as it stands after it.
    fn output(&mut self, timed: &Timed, core: &Companion);
    /// A notice of the shell at session time `t`: said (and shown), or shown only.
    fn notice(&mut self, t: Timestamp, notice: &Notice);
    /// A problem for the assistant's screen (an unreadable line, a journal failure);
    /// not spoken.
    fn problem(&mut self, text: &str);
    /// Facts for the assistant's and arbiter's screen (the restored scoresheets); not
    /// spoken.
    fn info(&mut self, text: &str);
    /// After every step, and every [`Front::tick`] with nothing happening: `now` is
    /// the session time (a running clock on screen).
    fn refresh(&mut self, _core: &Companion, _now: Timestamp) {}
    /// How often [`Front::refresh`] is wanted when nothing happens.
    fn tick(&self) -> Option<Duration> {
        None
    }
}

/// Where the core's requests to a device go (the serial and DGT boards' `SNAP`).
pub trait Requests {
    /// Passes `cmd` to `device`'s adapter, if there is one.
    fn request(&mut self, device: Device, cmd: HostCmd);
}

/// No device takes requests (standard input, tests).
pub struct NoRequests;

impl Requests for NoRequests {
    fn request(&mut self, _device: Device, _cmd: HostCmd) {}
}

/// Why a session could not start.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    /// Settings that do not go together (the sighted player's assistant with other
    /// duties, E2.10).
    #[error("{0}")]
    Header(ScriptErrorKind),
    /// The start position (a FEN, a Chess960 number) is not valid.
    #[error(transparent)]
    Start(#[from] crate::core::settings::StartError),
    /// A new session's journal exists already: it is never overwritten.
    #[error("{}: the journal exists: go on with its game with --resume, or give a new file", path.display())]
    JournalExists {
        /// The journal file.
        path: PathBuf,
    },
    /// `resume` without a journal.
    #[error("--resume needs --journal FILE")]
    NoJournal,
    /// The journal to resume cannot be read.
    #[error("{}: cannot read: {source}", path.display())]
    Read {
        /// The journal file.
        path: PathBuf,
        /// Why.
        source: io::Error,
    },
    /// The journal to resume is damaged before its last line.
    #[error("{}: {source}", path.display())]
    Journal {
        /// The journal file.
        path: PathBuf,
        /// Where and what.
        source: ScriptError,
    },
}

/// A session that has started: the core, restored or new, and the journal.
pub struct Session {
    /// The session's settings as a script header (the locale and vocabulary for the
    /// announcer come from it).
    pub header: Header,
    core: Companion,
    journal: Option<Journal>,
    journal_path: Option<PathBuf>,
    /// Session time when the loop starts (the last journal time after a resume, plus
    /// the time taktil was down with [`Downtime::Ran`]).
    offset: u64,
    /// What to say first: a restored game, an ignored journal line, a journal failure.
    opening: Vec<Notice>,
    /// Problems for the assistant's screen (not spoken).
    pub problems: Vec<String>,
    /// Facts for the screen (the restored clocks and scoresheets).
    info: Vec<String>,
    resumed: bool,
}

impl Session {
    /// Starts a new session or restores the one in the journal.
    ///
    /// # Errors
    /// When the settings are not valid, or with `resume` when the journal cannot be
    /// read or is damaged before its last line.
    pub fn start(options: &Options) -> Result<Session, StartError> {
        if options.resume {
            return Session::resume(options);
        }
        let mut problems = Vec::new();
        let mut opening = Vec::new();
        let header = options.header.clone();
        header.check().map_err(StartError::Header)?;
        let core = Companion::new(settings(&header)?);
        let journal = match &options.journal {
            Some(path) => match Journal::create(path, &header) {
                Ok(mut j) => match j.wall(Timestamp(0), unix_ms()) {
                    Ok(()) => Some(j),
                    Err(e) => fail(&mut problems, &mut opening, &path.display(), &e),
                },
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                    return Err(StartError::JournalExists { path: path.clone() });
                }
                Err(e) => fail(&mut problems, &mut opening, &path.display(), &e),
            },
            None => None,
        };
        Ok(Session {
            header,
            core,
            journal,
            journal_path: options.journal.clone(),
            offset: 0,
            opening,
            problems,
            info: Vec::new(),
            resumed: false,
        })
    }

    /// Restores the journal's game (see the module docs).
    fn resume(options: &Options) -> Result<Session, StartError> {
        let mut problems = Vec::new();
        let mut opening = Vec::new();
        let path = options.journal.as_ref().ok_or(StartError::NoJournal)?;
        let name = path.display();
        let text = fs::read_to_string(path).map_err(|source| StartError::Read { path: path.clone(), source })?;
        let recovered = journal::read(&text).map_err(|source| StartError::Journal { path: path.clone(), source })?;
        let header = recovered.script.header.clone();
        let settings = settings(&header)?;
        let last_mark = recovered.marks.last().map_or(0, |(_, _, t)| t.0);
        let last = recovered.script.events.last().map_or(0, |e| e.t.0).max(last_mark);
        let core = restore::restore(settings, recovered.script.events, &recovered.marks);
        if let Some((line, why)) = &recovered.ignored {
            problems.push(format!("{name}: line {line} ignored: {why}"));
            opening.push(Notice::JournalLineIgnored { line: u32::try_from(*line).unwrap_or(u32::MAX) });
        }
        let down = match (options.downtime, recovered.wall) {
            (Downtime::Stopped, _) => 0,
            (Downtime::Ran, Some((t, unix))) => unix_ms().saturating_sub(unix.saturating_add(last.saturating_sub(t.0))),
            (Downtime::Ran, None) => {
                problems.push(format!(
                    "{name}: no wall-clock mark: the time taktil was down cannot be known; the clock counts it as stopped"
                ));
                0
            }
        };
        let offset = last.saturating_add(down);
        let moves = core.moves().last().map_or(0, |m| m.ply.div_ceil(2));
        opening.push(Notice::GameRestored { moves });
        let mut info = restore::summary(&core, Timestamp(offset));
        if down > 0 {
            info.push(format!(
                "taktil was down {}.{:03} s; counted on the clock of the player on move",
                down / 1000,
                down % 1000
            ));
        }
        let journal = match Journal::append(path, recovered.kept) {
            Ok(mut j) => {
                let note = match &recovered.ignored {
                    Some((line, why)) => format!("resumed at @{offset}; line {line} was ignored: {why}"),
                    None => format!("resumed at @{offset}"),
                };
                match j.comment(&note).and_then(|()| j.wall(Timestamp(offset), unix_ms())) {
                    Ok(()) => Some(j),
                    Err(e) => fail(&mut problems, &mut opening, &name, &e),
                }
            }
            Err(e) => fail(&mut problems, &mut opening, &name, &e),
        };
        Ok(Session {
            header,
            core,
            journal,
            journal_path: Some(path.clone()),
            offset,
            opening,
            problems,
            info,
            resumed: true,
        })
    }

    /// The core (the game, both boards, the clock, the scoresheets).
    pub fn core(&self) -> &Companion {
        &self.core
    }

    /// Runs the session until every sender of `arrivals` is gone or
    /// [`Arrival::Quit`], then finishes it.
    pub fn run(
        mut self,
        arrivals: &Receiver<Arrival>,
        front: &mut dyn Front,
        requests: &mut dyn Requests,
    ) -> Companion {
        let started = Instant::now();
        let offset = self.offset;
        let now = |started: Instant| {
            let ms = u64::try_from(started.elapsed().as_millis()).unwrap_or(u64::MAX);
            Timestamp(offset.saturating_add(ms))
        };
        for p in self.problems.drain(..) {
            front.problem(&p);
        }
        for i in std::mem::take(&mut self.info) {
            front.info(&i);
        }
        let mut opening = std::mem::take(&mut self.opening);
        if !self.resumed {
            opening.push(Notice::Ready { blind: self.core.settings().blind });
        }
        let t0 = Timestamp(self.offset);
        for notice in opening {
            front.notice(t0, &notice);
        }
        if self.resumed
            && let Some(clock) = self.core.clock().filter(|_| self.core.outcome().is_none())
            && let Some(start) = clock.to_move()
        {
            let times = Some(clock.snapshot(t0));
            front.output(&Timed { t: t0, output: Output::Clock { start, times } }, &self.core);
        }
        front.refresh(&self.core, t0);
        loop {
            let due = self.core.poll_timeout().map(|d| {
                let due = started + Duration::from_millis(d.0.saturating_sub(self.offset));
                due.saturating_duration_since(Instant::now())
            });
            let wait = match (due, front.tick()) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
            let received = match wait {
                Some(wait) => arrivals.recv_timeout(wait),
                None => arrivals.recv().map_err(|_| RecvTimeoutError::Disconnected),
            };
            let t = now(started);
            self.fire_due(t, front, requests);
            match received {
                Ok(Arrival::Line(line)) => match script::parse_input(&line) {
                    Ok(Some(input)) => self.step(t, input, front, requests),
                    Ok(None) => {}
                    Err(e) => front.problem(&format!("input: {e}: {}", line.trim())),
                },
                Ok(Arrival::Input(input)) => self.step(t, input, front, requests),
                Ok(Arrival::Notice(notice)) => front.notice(t, &notice),
                Ok(Arrival::Problem(p)) => front.problem(&p),
                Ok(Arrival::Wake) | Err(RecvTimeoutError::Timeout) => {}
                Ok(Arrival::Quit) | Err(RecvTimeoutError::Disconnected) => break,
            }
            front.refresh(&self.core, t);
        }
        let t = now(started);
        self.core.finish(t);
        self.drain_marked(Mark::Settled, t, front, requests);
        front.refresh(&self.core, t);
        self.core
    }

    /// One input: journaled (synced) first, then handled, then its outputs emitted.
    fn step(&mut self, t: Timestamp, input: Input, front: &mut dyn Front, requests: &mut dyn Requests) {
        self.journal(&Event { line: 0, t, input: input.clone() }, front);
        self.core.handle(t, input);
        while let Some(timed) = self.core.poll_output() {
            emit(&timed, &self.core, front, requests);
        }
    }

    /// Fires every timeout due by `t`, each at its deadline. A timer that makes a move
    /// is marked in the journal before the move is announced.
    fn fire_due(&mut self, t: Timestamp, front: &mut dyn Front, requests: &mut dyn Requests) {
        while let Some(deadline) = self.core.poll_timeout().filter(|d| *d <= t) {
            self.core.handle_timeout(deadline);
            self.drain_marked(Mark::Tick, deadline, front, requests);
        }
    }

    /// Emits the outputs of a step without an input; if they make a move, the journal
    /// gets the time mark first, so that a resume makes the same move (product.md: no
    /// made move is lost).
    fn drain_marked(&mut self, mark: Mark, t: Timestamp, front: &mut dyn Front, requests: &mut dyn Requests) {
        let outputs: Vec<Timed> = std::iter::from_fn(|| self.core.poll_output()).collect();
        if outputs.iter().any(|o| matches!(o.output, Output::Move(_)))
            && let Some(journal) = &mut self.journal
            && let Err(e) = journal.mark(mark, t)
        {
            self.journal_failed(t, &e, front);
        }
        for timed in &outputs {
            emit(timed, &self.core, front, requests);
        }
    }

    /// Writes an event to the journal; on failure says so once and goes on without one.
    fn journal(&mut self, event: &Event, front: &mut dyn Front) {
        let Some(journal) = &mut self.journal else { return };
        if let Err(e) = journal.write(event) {
            self.journal_failed(event.t, &e, front);
        }
    }

    /// The journal cannot be written: said once, and the game goes on in memory.
    fn journal_failed(&mut self, t: Timestamp, e: &std::io::Error, front: &mut dyn Front) {
        self.journal = None;
        let name = self.journal_path.as_ref().map_or("journal".into(), |p| p.display().to_string());
        front.problem(&format!("{name}: cannot write the journal: {e}; the game goes on in memory only"));
        front.notice(t, &Notice::JournalFailed);
    }
}

/// An output to the front, and a device request to its adapter as well.
fn emit(timed: &Timed, core: &Companion, front: &mut dyn Front, requests: &mut dyn Requests) {
    if let Output::Request(device, cmd) = &timed.output {
        requests.request(*device, *cmd);
    }
    front.output(timed, core);
}

/// The computer's clock in ms since 1970 (0 before it).
fn unix_ms() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

/// Records a journal that cannot be opened: a problem line and the spoken message.
fn fail(
    problems: &mut Vec<String>,
    opening: &mut Vec<Notice>,
    name: &dyn std::fmt::Display,
    e: &std::io::Error,
) -> Option<Journal> {
    problems.push(format!("{name}: cannot write the journal: {e}; the game goes on in memory only"));
    opening.push(Notice::JournalFailed);
    None
}

/// The core's settings for a header.
fn settings(header: &Header) -> Result<Settings, StartError> {
    let mut settings = Settings::default();
    header.apply(&mut settings)?;
    Ok(settings)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What the front got: an output or a notice.
    #[derive(Debug, PartialEq)]
    enum What {
        Output(Output),
        Notice(Notice),
    }

    /// A front that keeps what it gets.
    #[derive(Default)]
    struct Recorder {
        outputs: Vec<What>,
        problems: Vec<String>,
    }

    impl Front for Recorder {
        fn output(&mut self, timed: &Timed, _core: &Companion) {
            self.outputs.push(What::Output(timed.output.clone()));
        }
        fn notice(&mut self, _t: Timestamp, notice: &Notice) {
            self.outputs.push(What::Notice(notice.clone()));
        }
        fn problem(&mut self, text: &str) {
            self.problems.push(text.to_owned());
        }
        fn info(&mut self, _text: &str) {}
    }

    /// Requests kept for the test.
    #[derive(Default)]
    struct Asked(Vec<(Device, HostCmd)>);

    impl Requests for Asked {
        fn request(&mut self, device: Device, cmd: HostCmd) {
            self.0.push((device, cmd));
        }
    }

    #[test]
    fn a_sequence_gap_asks_the_board_for_a_snapshot_and_ready_is_said_first() {
        let session = Session::start(&Options::default()).unwrap();
        let (tx, rx) = crossbeam_channel::unbounded();
        for line in ["L e2 #1", "P e4 #5", "pad K time"] {
            tx.send(Arrival::Line(line.to_owned())).unwrap();
        }
        tx.send(Arrival::Quit).unwrap();
        let mut front = Recorder::default();
        let mut asked = Asked::default();
        session.run(&rx, &mut front, &mut asked);
        assert_eq!(asked.0, [(Device::Tactile, HostCmd::Snap)]);
        assert_eq!(front.outputs.first(), Some(&What::Notice(Notice::Ready { blind: shakmaty::Color::White })));
    }

    #[test]
    fn a_full_disk_is_said_once_and_the_game_goes_on() {
        // Linux's /dev/full: every write fails with "no space left on device".
        let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else { return };
        let mut session = Session::start(&Options::default()).unwrap();
        session.journal = Some(Journal::from_file(full));
        let (tx, rx) = crossbeam_channel::unbounded();
        for line in ["assist move e4", "assist move e5"] {
            tx.send(Arrival::Line(line.to_owned())).unwrap();
        }
        drop(tx);
        let mut front = Recorder::default();
        let core = session.run(&rx, &mut front, &mut NoRequests);
        let Recorder { outputs, problems } = front;
        assert_eq!(core.moves().len(), 2);
        let failed = outputs.iter().filter(|o| matches!(o, What::Notice(Notice::JournalFailed))).count();
        assert_eq!(failed, 1);
        assert_eq!(problems.len(), 1, "{problems:?}");
        // Said before the move it could not save is announced.
        let said = outputs.iter().position(|o| matches!(o, What::Notice(Notice::JournalFailed)));
        let moved = outputs.iter().position(|o| matches!(o, What::Output(Output::Move(_))));
        assert!(said < moved);
    }
}
