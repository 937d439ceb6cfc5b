//! The live session: the core, restored from its journal or new, and the loop that
//! feeds it.
//!
//! [`Live::start`] makes the core and opens the journal (or reads it back and replays
//! it, [`super::restore`]); [`Live::run`] is the loop. It takes one arrival at a time
//! from the session's channel ([`super::arrival`]), turns the instant its source read
//! it into session time (ms since the session started; never earlier than the last
//! step, as `core::run` keeps time), fires the timeouts due by then at their deadlines,
//! writes the input to the journal and only then hands it to the core; each step's
//! outputs go through the one dispatcher ([`super::dispatch`]). A key goes to the
//! screen; a line typed there comes back and is read once, like a line of standard
//! input ([`crate::script::parse_input`]).

use std::{
    path::{Path, PathBuf},
    time::{Duration, Instant, SystemTime, UNIX_EPOCH},
};

use crossbeam_channel::{Receiver, RecvTimeoutError};
use shakmaty::Position as _;

use super::{
    arrival::{Arrival, Arrived},
    dispatch::{Dispatcher, Sinks, Typed},
    engine::{Opponent, PracticeCmd, Reaction},
    online::Online,
    remote::Remote,
    restore::{self, Restored, Trust},
};
use crate::{
    config::Downtime,
    core::{
        Companion,
        input::Input,
        msg::Msg,
        output::{MadeMove, Output, Timed},
        settings::{Edition, Practice, Settings},
        time::Timestamp,
    },
    journal::{self, Journal, Mark, Recovered, Why},
    l10n::Localizer,
    notice::{
        Notice,
        problem::{Fact, Kept, Problem},
    },
    script::{self, Header, ScriptErrorKind, TimedInput},
    textfile::{self, TextError},
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
    /// With `resume`: what the clock did while taktil was down.
    pub downtime: Downtime,
}

/// Why a session could not start.
#[derive(Debug, thiserror::Error)]
pub enum SessionStartError {
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
    /// The journal given is a folder.
    #[error("{}: is a folder: give a journal file in it, such as {}", path.display(), path.join("game.journal").display())]
    JournalFolder {
        /// The folder.
        path: PathBuf,
    },
    /// `resume` without a journal.
    #[error("--resume needs --journal FILE")]
    NoJournal,
    /// The journal to resume cannot be read.
    #[error("{}: cannot read the journal: {source}", path.display())]
    Read {
        /// The journal file.
        path: PathBuf,
        /// Why.
        source: TextError,
    },
    /// The journal to resume cannot be restored: a journal without checks damaged
    /// before its last line, or damaged settings.
    #[error("{}: {source}", path.display())]
    Journal {
        /// The journal file.
        path: PathBuf,
        /// Where and what.
        source: Box<journal::ReadError>,
    },
}

/// A live session that has started: the core, restored or new, and the journal.
pub struct Live {
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
    pub problems: Vec<Problem>,
    /// Facts for the screen (the restored clocks and scoresheets).
    info: Vec<Fact>,
    resumed: bool,
    /// Drops to acknowledge in the journal (`# told`) once they are said.
    to_acknowledge: bool,
    /// The engine that plays the sighted side (issue 18), if any.
    opponent: Option<Opponent>,
    /// The online game's opponent (issue 33), if any.
    online: Option<Online>,
    /// An opponent far away whose moves are typed and confirmed (issue 33), if any.
    remote: Option<Remote>,
    /// The instant of session time `offset`: when the loop starts, unless a harness
    /// sets it ([`Live::start_clock_at`]).
    clock_start: Option<Instant>,
}

impl Live {
    /// Session time `offset` (the time the loop starts at, [`Live::starts_at`]) is at
    /// `instant`, not at the instant the loop starts: a harness that queues inputs at
    /// the instants of their session times has them handled at exactly those times,
    /// whatever the machine's speed. An instant later than the loop's start stops the
    /// clock's own reading (the end of the input) at `offset`.
    pub fn start_clock_at(&mut self, instant: Instant) {
        self.clock_start = Some(instant);
    }

    /// The session time the loop starts at: 0, or a restored journal's last time (plus
    /// the time taktil was down with [`Downtime::Ran`]).
    pub fn starts_at(&self) -> Timestamp {
        Timestamp(self.offset)
    }

    /// Says `notice` first, before the rest of the opening ("Ready", a restored game):
    /// what the player will hear (issue 29, point 10).
    pub fn tell_first(&mut self, notice: Notice) {
        self.opening.insert(0, notice);
    }

    /// The engine plays the sighted side of this session (issue 18).
    pub fn set_opponent(&mut self, opponent: Opponent) {
        self.opponent = Some(opponent);
    }

    /// The sighted side is an opponent far away, on Lichess (issue 33).
    pub fn set_online(&mut self, online: Online) {
        self.online = Some(online);
    }

    /// The sighted side is an opponent far away (issue 33, [`super::remote`]).
    pub fn set_remote(&mut self, remote: Remote) {
        self.remote = Some(remote);
    }

    /// Starts a new session or restores the one in the journal.
    ///
    /// # Errors
    /// When the settings are not valid, or with `resume` when the journal cannot be
    /// read or is damaged before its last line.
    pub fn start(options: &Options) -> Result<Live, SessionStartError> {
        if options.resume {
            return Live::resume(options);
        }
        let mut problems = Vec::new();
        let mut opening = Vec::new();
        let header = edition_named(options.header.clone());
        header.check().map_err(SessionStartError::Header)?;
        let core = Companion::new(settings(&header)?);
        let journal = match &options.journal {
            Some(path) => match Journal::create(path, &header, unix_ms()) {
                Ok(j) => Some(j),
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && is_folder(path) => {
                    return Err(SessionStartError::JournalFolder { path: path.clone() });
                }
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                    return Err(SessionStartError::JournalExists { path: path.clone() });
                }
                Err(e) => fail(&mut problems, &mut opening, path, &e),
            },
            None => None,
        };
        Ok(Live::new_game(header, core, journal, options.journal.clone(), opening, problems))
    }

    /// A new game's session (not restored): nothing said yet but `opening`.
    fn new_game(
        header: Header,
        core: Companion,
        journal: Option<Journal>,
        journal_path: Option<PathBuf>,
        opening: Vec<Notice>,
        problems: Vec<Problem>,
    ) -> Live {
        let edition = core.settings().edition;
        Live {
            header,
            core,
            journal,
            journal_path,
            offset: 0,
            opening,
            problems,
            // the arbiter sees the Laws the game is played under.
            info: vec![Fact::Laws { edition, named: true }],
            resumed: false,
            to_acknowledge: false,
            opponent: None,
            online: None,
            remote: None,
            clock_start: None,
        }
    }

    /// Restores the journal's game (see the module docs): the journal read back, every
    /// line up to the first that does not check, replayed and compared with its
    /// checkpoints; lines left out are kept beside the journal, recorded in it and
    /// said. A journal that holds no game starts a new one from the options.
    fn resume(options: &Options) -> Result<Live, SessionStartError> {
        let path = options.journal.as_ref().ok_or(SessionStartError::NoJournal)?;
        let bytes = textfile::read_bytes(path, textfile::LIMIT).map_err(|source| match source {
            TextError::Folder => SessionStartError::JournalFolder { path: path.clone() },
            source => SessionStartError::Read { path: path.clone(), source },
        })?;
        let mut recovered = journal::read(&bytes)
            .map_err(|e| SessionStartError::Journal { path: path.clone(), source: Box::new(e) })?;
        if !recovered.game {
            return Live::start_over(options, path, &bytes);
        }
        let mut header = recovered.script.header.clone();
        // a journal names its edition (edition_named); one without an edition line
        // was written by a taktil whose default was 2009, and the game was played so.
        let named = header.edition.is_some();
        let edition = *header.edition.get_or_insert(Edition::Fide2009);
        let settings = settings(&header)?;
        // Issue 26: a resume checked every line before its mark, and a resumed session
        // wrote the lines after it: a difference in a journal resumed before is a fault
        // in taktil, never a reason to shorten the game.
        let trust = if recovered.checked && recovered.was_resumed() { Trust::Events } else { Trust::Checkpoints };
        let restored = loop {
            match restore::restore(settings.clone(), &recovered, trust) {
                Ok(restored) => break restored,
                Err(m) => recovered.cut(&bytes, m.from, Why::Replay(m.what)),
            }
        };
        let mut said = Said::default();
        said.drops(path, &bytes, &recovered);
        said.repairs(path, &restored, &recovered);
        let Restored { core, lacking, .. } = restored;
        let last_mark = recovered.marks.last().map_or(0, |(_, _, t)| t.0);
        let last = recovered.script.events.last().map_or(0, |e| e.t.0).max(last_mark);
        let down = downtime(options.downtime, recovered.wall, last, &mut said.problems, path);
        let offset = last.saturating_add(down);
        let moves = core.moves().last().map_or(0, |m| m.number);
        said.opening.push(Notice::GameRestored { moves });
        let mut info = vec![Fact::Laws { edition, named }];
        info.extend(restore::summary(&core, Timestamp(offset)));
        if down > 0 {
            info.push(Fact::Down { ms: down });
        }
        let mut lines: Vec<String> = recovered.dropped.iter().map(journal::Dropped::record).collect();
        lines.push(format!("resumed at @{offset}"));
        let journal = match Journal::go_on(path, &bytes, &recovered, &lacking, &lines)
            .and_then(|mut j| j.wall(Timestamp(offset), unix_ms()).map(|()| j))
        {
            Ok(j) => Some(j),
            Err(e) => fail(&mut said.problems, &mut said.opening, path, &e),
        };
        Ok(Live {
            header,
            core,
            journal,
            journal_path: Some(path.clone()),
            offset,
            opening: said.opening,
            problems: said.problems,
            info,
            resumed: true,
            to_acknowledge: said.to_acknowledge,
            opponent: None,
            online: None,
            remote: None,
            clock_start: None,
        })
    }

    /// A journal that holds no game (empty, or its settings cut off in its first
    /// milliseconds): a new session from the options, in a journal written anew over
    /// it (what it held is kept beside it), and said so.
    fn start_over(options: &Options, path: &Path, bytes: &[u8]) -> Result<Live, SessionStartError> {
        let header = edition_named(options.header.clone());
        header.check().map_err(SessionStartError::Header)?;
        let core = Companion::new(settings(&header)?);
        let (mut problems, mut opening) = (Vec::new(), vec![Notice::JournalNoGame]);
        problems.push(Problem::JournalNoGame { path: shown(path) });
        if !bytes.is_empty()
            && let Err(e) = journal::save_dropped(path, 1, bytes)
        {
            problems.push(Problem::JournalNotKept { path: shown(path), error: e.to_string() });
        }
        let journal = match Journal::start_over(path, &header, unix_ms()) {
            Ok(j) => Some(j),
            Err(e) => fail(&mut problems, &mut opening, path, &e),
        };
        Ok(Live::new_game(header, core, journal, Some(path.to_owned()), opening, problems))
    }

    /// The core (the game, both boards, the clock, the scoresheets).
    pub fn core(&self) -> &Companion {
        &self.core
    }

    /// Runs the session until the channel has no sender left, [`Arrived::Quit`] or
    /// [`Arrived::Signal`], then finishes it (a held position counts as settled,
    /// [`Companion::finish`]); every item goes to `sinks`, rendered in `l10n`, but
    /// after a signal nothing more goes to the voice.
    pub fn run<'a>(self, arrivals: &Receiver<Arrival>, sinks: Sinks<'a>, l10n: &'a Localizer) -> Companion {
        let Live {
            core,
            journal,
            journal_path,
            offset,
            opening,
            problems,
            info,
            resumed,
            to_acknowledge,
            opponent,
            online,
            remote,
            clock_start,
            ..
        } = self;
        let t0 = Timestamp(offset);
        let out = Dispatcher::new(l10n, journal, journal_path, sinks);
        let clock = SessionClock { started: clock_start.unwrap_or_else(Instant::now), offset };
        let mut running = Running { core, out, clock, last: t0, opponent, online, remote };
        for p in &problems {
            running.out.problem(t0, p);
        }
        for fact in &info {
            running.out.info(t0, fact);
        }
        running.open(opening, resumed, to_acknowledge);
        running.listen(arrivals);
        running.close()
    }
}

/// Session time against the monotonic clock: ms since the loop started, from the
/// session time it started at.
#[derive(Clone, Copy, Debug)]
struct SessionClock {
    started: Instant,
    offset: u64,
}

impl SessionClock {
    /// The session time of an instant (the start's, for an instant before it).
    fn at(self, instant: Instant) -> Timestamp {
        let ms = u64::try_from(instant.saturating_duration_since(self.started).as_millis()).unwrap_or(u64::MAX);
        Timestamp(self.offset.saturating_add(ms))
    }

    /// The session time now.
    fn now(self) -> Timestamp {
        self.at(Instant::now())
    }

    /// The instant of a session time.
    fn instant(self, t: Timestamp) -> Instant {
        self.started + Duration::from_millis(t.0.saturating_sub(self.offset))
    }
}

/// The loop's state: the core, the dispatcher, the clock, and the time of the last
/// step (no step goes back before it).
struct Running<'a> {
    core: Companion,
    out: Dispatcher<'a>,
    clock: SessionClock,
    last: Timestamp,
    /// The engine that plays the sighted side (issue 18).
    opponent: Option<Opponent>,
    /// The online game's opponent (issue 33).
    online: Option<Online>,
    /// An opponent far away (issue 33).
    remote: Option<Remote>,
}

impl Running<'_> {
    /// What is said first ("Ready", or the restored game with its last move and whose
    /// move it is), and a restored clock. Drops said are then acknowledged in the
    /// journal (`# told`), so a resume killed before saying them leaves them to be
    /// said by the next.
    fn open(&mut self, mut opening: Vec<Notice>, resumed: bool, to_acknowledge: bool) {
        let t0 = self.last;
        if !resumed {
            let settings = self.core.settings();
            opening.push(Notice::Ready { blind: settings.blind, sensors: settings.has_sensors() });
        }
        // Issue 18: relaxed touch-move is said at every start, so the player never
        // mistakes a practice game for a tournament one.
        if self.core.settings().practice == Practice::Free {
            opening.push(Notice::FreeTouch);
        }
        for notice in opening {
            self.out.notice(t0, notice);
        }
        if resumed {
            let where_ = where_we_are(&self.core).into_iter().map(|msg| Timed { t: t0, output: Output::Say(msg) });
            self.out.outputs(where_.collect(), None);
        }
        if to_acknowledge {
            self.out.acknowledge(t0);
        }
        if resumed
            && let Some(clock) = self.core.clock().filter(|_| self.core.outcome().is_none())
            && let Some(start) = clock.to_move()
        {
            let times = Some(clock.snapshot(t0));
            self.out.outputs(vec![Timed { t: t0, output: Output::Clock { start, times } }], None);
        }
        self.out.see(&self.core, t0);
        self.ask_opponent(t0);
    }

    /// Takes arrivals until the session ends.
    fn listen(&mut self, arrivals: &Receiver<Arrival>) {
        loop {
            let received = match self.wait() {
                Some(wait) => arrivals.recv_timeout(wait),
                None => arrivals.recv().map_err(|_| RecvTimeoutError::Disconnected),
            };
            let at = received.as_ref().map_or_else(|_| Instant::now(), |arrival| arrival.at);
            let t = self.clock.at(at).max(self.last);
            self.fire_due(t);
            self.last = t;
            let go_on = match received {
                Ok(arrival) => self.take(t, arrival.what),
                Err(RecvTimeoutError::Timeout) => true,
                Err(RecvTimeoutError::Disconnected) => false,
            };
            if !go_on {
                return;
            }
            self.ask_opponent(t);
            self.out.see(&self.core, t);
        }
    }

    /// How long to wait for an arrival: until the core's next deadline or the screen's
    /// next tick; `None`, for ever.
    fn wait(&mut self) -> Option<Duration> {
        let due = self.core.poll_timeout().map(|d| self.clock.instant(d).saturating_duration_since(Instant::now()));
        match (due, self.out.tick()) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// One arrival at `t`; `false` when the session ends.
    fn take(&mut self, t: Timestamp, what: Arrived) -> bool {
        // Issue 33: a key that writes or confirms the remote opponent's move.
        let Some(what) = self.remote_takes(t, what) else { return true };
        match what {
            // Issue 28: an article number of another edition than the game's (a typed
            // `takeback 12 7.4a` in a 2023 game) is refused, naming the right one; the
            // journal then never holds a line its own edition refuses.
            Arrived::Input(input) => match script::check_edition(&input, self.core.settings().edition) {
                Ok(()) => self.step(t, input),
                Err(e) => {
                    // The line as a script writes it, without its time.
                    let text = TimedInput { line: 0, t, input }.to_string();
                    let line = text.split_once(' ').map_or(text.as_str(), |(_, rest)| rest.trim_start()).to_owned();
                    self.out.problem(t, &Problem::Input { line, error: e.to_string() });
                }
            },
            Arrived::Key(key) => match self.out.key(key, t) {
                Some(Typed::Line(line)) => self.line(t, &line),
                Some(Typed::Quit) => return false,
                None => {}
            },
            Arrived::Notice(notice) => self.out.notice(t, notice),
            Arrived::Problem(problem) => self.out.problem(t, &problem),
            Arrived::Redraw => {}
            Arrived::Quit => return false,
            // A signal: the session ends as at the end of its input, and the voice says
            // nothing more (what it is saying may stop; docs/play.md, "Ending a
            // session"). The journal and the screen still get everything.
            Arrived::Signal(_) => {
                self.out.hush();
                return false;
            }
            Arrived::Engine(event) => {
                let reactions = self.opponent.as_mut().map(|o| o.arrived(event, &self.core)).unwrap_or_default();
                self.react(t, reactions);
            }
            Arrived::Practice(cmd) => self.practice(t, cmd),
            Arrived::Online(event) => {
                let reactions = self.online.as_mut().map(|o| o.arrived(event, &self.core)).unwrap_or_default();
                self.react(t, reactions);
                // An aborted game counts for nobody: the session ends.
                return !self.online.as_ref().is_some_and(Online::aborted);
            }
            Arrived::OnlineCmd(cmd) => match self.online.as_mut() {
                Some(online) => {
                    let reactions = online.command(cmd);
                    self.react(t, reactions);
                }
                None => self.out.problem(t, &Problem::NotOnline { command: cmd.as_str() }),
            },
            Arrived::Remote(cmd) => {
                let reactions = self.remote.as_mut().map(|r| r.command(cmd, &self.core));
                self.react(t, reactions.unwrap_or_else(super::remote::none));
            }
        }
        true
    }

    /// An input the remote opponent's keys take (issue 33): handled, `None`; any other
    /// arrival back.
    fn remote_takes(&mut self, t: Timestamp, what: Arrived) -> Option<Arrived> {
        if let (Some(remote), Arrived::Input(input)) = (self.remote.as_mut(), &what)
            && let Some(reactions) = remote.input(input, &self.core)
        {
            self.react(t, reactions);
            return None;
        }
        Some(what)
    }

    /// A practice command (issue 18): to the engine, or a problem without one.
    fn practice(&mut self, t: Timestamp, cmd: PracticeCmd) {
        let Some(opponent) = self.opponent.as_mut() else {
            // A key pressed by the player (issue 29, point 12) is answered in words he
            // hears, not only on the assistant's screen.
            if cmd != PracticeCmd::Restart {
                self.out.notice(t, Notice::PracticeOnly);
            }
            return self.out.problem(t, &Problem::NoEngine { command: cmd.as_str() });
        };
        let reactions = opponent.command(cmd, &self.core, t);
        self.react(t, reactions);
    }

    /// What the engine's answer or a practice command brings: inputs go the one way
    /// every input goes (journaled, then handled).
    fn react(&mut self, t: Timestamp, reactions: Vec<Reaction>) {
        for reaction in reactions {
            match reaction {
                Reaction::Input(input) => self.step(t, input),
                Reaction::Notice(notice) => self.out.notice(t, notice),
                Reaction::Problem(problem) => self.out.problem(t, &problem),
            }
        }
    }

    /// After each step: the engine is asked for its move when it is its turn.
    fn ask_opponent(&mut self, t: Timestamp) {
        if let Some(opponent) = self.opponent.as_mut() {
            opponent.after(&self.core, t);
        }
        if let Some(online) = self.online.as_mut() {
            online.after(&self.core);
        }
    }

    /// A line typed on the screen's command line, read once.
    fn line(&mut self, t: Timestamp, line: &str) {
        // Read as standard input's lines are: an input, a practice command or a problem.
        if let Some(what) = super::stdin::arrived(line) {
            self.take(t, what);
        }
    }

    /// One input: journaled (synced) first, then handled, then its outputs emitted.
    fn step(&mut self, t: Timestamp, input: Input) {
        self.out.journal(&TimedInput { line: 0, t, input: input.clone() });
        self.core.handle(t, input);
        let outputs = self.drain();
        self.out.outputs(outputs, None);
    }

    /// Fires every timeout due by `t`, each at its deadline. A timer that makes a move
    /// is marked in the journal before the move is announced.
    fn fire_due(&mut self, t: Timestamp) {
        while let Some(deadline) = self.core.poll_timeout().filter(|d| *d <= t) {
            self.core.handle_timeout(deadline);
            let outputs = self.drain();
            self.out.outputs(outputs, Some((Mark::Tick, deadline)));
        }
    }

    /// The end of the input: the session is finished like a recorded one; a move this
    /// makes is marked in the journal first, so that a resume makes the same move
    /// (product.md: no made move is lost).
    fn close(mut self) -> Companion {
        let t = self.clock.now().max(self.last);
        self.core.finish(t);
        let outputs = self.drain();
        self.out.outputs(outputs, Some((Mark::Settled, t)));
        self.out.see(&self.core, t);
        self.out.finish(&self.core, t);
        self.core
    }

    /// The outputs the core has decided.
    fn drain(&mut self) -> Vec<Timed> {
        std::iter::from_fn(|| self.core.poll_output()).collect()
    }
}

/// What a restored game says after "Game restored": the last move, announced as the
/// `repeat` key announces it, and whose move it is (the `moves` key's answer), or that
/// the game is over. Said always, so a move that was journaled but not yet announced
/// when taktil stopped is heard (product.md, capability 7).
fn where_we_are(core: &Companion) -> Vec<Msg> {
    let mut said: Vec<Msg> = core.moves().last().map(|m: &MadeMove| Msg::LastMove(m.spoken())).into_iter().collect();
    if core.outcome().is_some() {
        said.push(Msg::GameIsOver);
    } else {
        let position = core.position();
        said.push(Msg::MoveCount { moves: position.fullmoves().get() - 1, to_move: position.turn() });
    }
    said
}

/// The computer's clock in ms since 1970 (0 before it).
fn unix_ms() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

/// What a resume says first (spoken) and shows (the assistant's problems), and whether
/// drops are to be acknowledged in the journal once said.
#[derive(Default)]
struct Said {
    opening: Vec<Notice>,
    problems: Vec<Problem>,
    to_acknowledge: bool,
}

impl Said {
    /// The journal's checks and drops: a journal without checks; drops an earlier
    /// resume journaled but did not tell; the lines this resume leaves out (kept in a
    /// file beside the journal).
    fn drops(&mut self, path: &Path, bytes: &[u8], recovered: &Recovered) {
        if !recovered.checked {
            self.problems.push(Problem::JournalUnchecked { path: shown(path) });
            self.opening.push(Notice::JournalUnchecked);
        }
        for told in &recovered.untold {
            self.problems.push(Problem::JournalUntold {
                path: shown(path),
                count: count(told.count),
                line: count(told.line),
            });
            self.opening.push(drop_notice(told.line, told.count, told.cut));
            self.to_acknowledge = true;
        }
        if let Some(d) = &recovered.dropped {
            let kept = match journal::save_dropped(path, d.line, &bytes[recovered.kept..]) {
                Ok(saved) => Kept::In(shown(&saved)),
                Err(e) => Kept::Not(e.to_string()),
            };
            self.problems.push(Problem::JournalDropped {
                path: shown(path),
                line: count(d.line),
                text: d.text.clone(),
                why: d.why.cause(),
                count: count(d.count),
                kept,
            });
            self.opening.push(drop_notice(d.line, d.count, d.why.is_cut()));
            self.to_acknowledge = true;
        }
    }
}

impl Said {
    /// What the restore mended or replayed past: checkpoints an older resume went on
    /// without (written again, no move lost), and lines a resumed session wrote that
    /// do not replay as recorded (every line kept; a fault for the arbiter).
    fn repairs(&mut self, path: &Path, restored: &Restored, recovered: &Recovered) {
        if let Some(first) = restored.repaired(recovered).next() {
            self.problems.push(Problem::JournalRepaired {
                path: shown(path),
                line: count(first.after),
                checkpoint: first.checkpoint.to_string().trim_start_matches("# ").to_owned(),
                count: count(restored.repaired(recovered).count()),
            });
            self.opening.push(Notice::JournalRepaired { line: u32::try_from(first.after).unwrap_or(u32::MAX) });
        }
        if let Some(first) = restored.disagreements.first() {
            self.problems.push(Problem::JournalDisagrees {
                path: shown(path),
                line: count(first.from),
                what: first.what.clone(),
                count: count(restored.disagreements.len()),
            });
            self.opening.push(Notice::JournalDisagrees { line: u32::try_from(first.from).unwrap_or(u32::MAX) });
        }
    }
}

/// A new session's header with its edition named: the journal records the
/// edition the game is played under, so that a later taktil with another default
/// resumes it under the same Laws.
fn edition_named(mut header: Header) -> Header {
    header.edition.get_or_insert_with(Edition::default);
    header
}

/// The notice of lines left out: a cut-off last line (a crash), or damaged lines.
fn drop_notice(line: usize, count: usize, cut: bool) -> Notice {
    let line = u32::try_from(line).unwrap_or(u32::MAX);
    match (cut, count) {
        (true, 1) => Notice::JournalLineIgnored { line },
        _ => Notice::JournalLinesDropped { line, count: u32::try_from(count).unwrap_or(u32::MAX) },
    }
}

/// A line number or a count for a problem (the largest it can show, if larger).
fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// A path as a problem shows it.
fn shown(path: &Path) -> String {
    path.display().to_string()
}

/// The time taktil was down that the clock counts (ms): none with
/// [`Downtime::Stopped`]; with [`Downtime::Ran`], the computer's clock now against the
/// journal's last wall-clock mark and its `last` session time.
fn downtime(
    downtime: Downtime,
    wall: Option<(Timestamp, u64)>,
    last: u64,
    problems: &mut Vec<Problem>,
    path: &Path,
) -> u64 {
    match (downtime, wall) {
        (Downtime::Stopped, _) => 0,
        (Downtime::Ran, Some((t, unix))) => unix_ms().saturating_sub(unix.saturating_add(last.saturating_sub(t.0))),
        (Downtime::Ran, None) => {
            problems.push(Problem::NoWallClock { path: shown(path) });
            0
        }
    }
}

/// Whether a path is a folder.
fn is_folder(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|m| m.is_dir())
}

/// Records a journal that cannot be opened: a problem line and the spoken message.
fn fail(problems: &mut Vec<Problem>, opening: &mut Vec<Notice>, path: &Path, e: &std::io::Error) -> Option<Journal> {
    problems.push(Problem::JournalFailed { path: shown(path), error: e.to_string() });
    opening.push(Notice::JournalFailed);
    None
}

/// The core's settings for a header.
fn settings(header: &Header) -> Result<Settings, SessionStartError> {
    let mut settings = Settings::default();
    header.apply(&mut settings)?;
    Ok(settings)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        core::{
            input::{Device, LinkEvent, LinkKind},
            msg::Msg,
            output::HostCmd,
        },
        item::{GameView, Item, Sink, What},
        l10n::Vocabulary,
        play::dispatch::Screen,
        script,
    };
    use std::fs;

    fn l10n() -> Localizer {
        Localizer::new("en", Vocabulary::default()).expect("en")
    }

    /// The problems a session starts with, as the assistant reads them in English.
    fn english(live: &Live) -> Vec<String> {
        live.problems.iter().map(|p| l10n().render_problem(p)).collect()
    }

    /// A line read now, as the standard input reader sends it.
    fn line(text: &str) -> Arrival {
        match script::parse_input(text) {
            Ok(Some(input)) => Arrival::now(Arrived::Input(input)),
            other => panic!("{text}: {other:?}"),
        }
    }

    /// A screen that keeps what it gets.
    #[derive(Default)]
    struct Recorder {
        items: Vec<Item>,
    }

    impl Recorder {
        /// What it got, problems and facts left out.
        fn outputs(&self) -> Vec<&What> {
            self.items.iter().map(|i| &i.what).filter(|w| !matches!(w, What::Problem | What::Info)).collect()
        }

        fn problems(&self) -> Vec<&str> {
            self.items.iter().filter(|i| i.what == What::Problem).map(|i| i.text.as_str()).collect()
        }
    }

    impl Sink for Recorder {
        fn take(&mut self, item: &Item) {
            self.items.push(item.clone());
        }
    }

    impl Screen for Recorder {}

    /// Requests kept for the test.
    #[derive(Default)]
    struct Asked(Vec<(Device, HostCmd)>);

    impl Sink for Asked {
        fn take(&mut self, item: &Item) {
            if let What::Output(Output::Request(device, cmd)) = &item.what {
                self.0.push((*device, *cmd));
            }
        }
    }

    #[test]
    fn a_sequence_gap_asks_the_board_for_a_snapshot_and_ready_is_said_first() {
        let session = Live::start(&Options::default()).unwrap();
        let (tx, rx) = crossbeam_channel::unbounded();
        for text in ["L e2 #1", "P e4 #5", "pad K time"] {
            tx.send(line(text)).unwrap();
        }
        tx.send(Arrival::now(Arrived::Quit)).unwrap();
        let mut front = Recorder::default();
        let mut asked = Asked::default();
        session.run(&rx, Sinks::new().with_screen(&mut front).with(&mut asked), &l10n());
        assert_eq!(asked.0, [(Device::Tactile, HostCmd::Snap)]);
        assert_eq!(
            front.outputs().first(),
            Some(&&What::Notice(Notice::Ready { blind: shakmaty::Color::White, sensors: true }))
        );
    }

    #[test]
    fn a_full_disk_is_said_once_and_the_game_goes_on() {
        // Linux's /dev/full: every write fails with "no space left on device".
        let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else { return };
        let mut session = Live::start(&Options::default()).unwrap();
        session.journal = Some(Journal::from_file(full));
        let (tx, rx) = crossbeam_channel::unbounded();
        for text in ["assist move e4", "assist move e5"] {
            tx.send(line(text)).unwrap();
        }
        drop(tx);
        let mut front = Recorder::default();
        let core = session.run(&rx, Sinks::new().with_screen(&mut front).with(&mut Asked::default()), &l10n());
        let (outputs, problems) = (front.outputs(), front.problems());
        assert_eq!(core.moves().len(), 2);
        let failed = outputs.iter().filter(|o| matches!(o, What::Notice(Notice::JournalFailed))).count();
        assert_eq!(failed, 1);
        assert_eq!(problems.len(), 1, "{problems:?}");
        // Said before the move it could not save is announced.
        let said = outputs.iter().position(|o| matches!(o, What::Notice(Notice::JournalFailed)));
        let moved = outputs.iter().position(|o| matches!(o, What::Output(Output::Move(_))));
        assert!(said < moved);
    }

    /// The one dispatcher: the voice and the screen each see every item once, in the
    /// same order, and the words spoken are the words shown (rendered once).
    #[test]
    fn every_sink_sees_each_item_once_in_order_with_the_words_rendered_once() {
        let session = Live::start(&Options::default()).unwrap();
        let (tx, rx) = crossbeam_channel::unbounded();
        for text in ["assist move e4", "pad K repeat", "L e9", "assist move e5", "pad K time"] {
            match script::parse_input(text) {
                Ok(Some(input)) => tx.send(Arrival::now(Arrived::Input(input))).unwrap(),
                _ => tx
                    .send(Arrival::now(Arrived::Problem(Problem::Input { line: text.into(), error: "bad".into() })))
                    .unwrap(),
            }
        }
        drop(tx);
        let (mut voice, mut screen, mut devices) = (Recorder::default(), Recorder::default(), Asked::default());
        let sinks = Sinks::new().with(&mut voice).with_screen(&mut screen).with(&mut devices);
        session.run(&rx, sinks, &l10n());
        assert_eq!(voice.items, screen.items);
        let said: Vec<&Item> = screen.items.iter().filter(|i| i.is_said()).collect();
        assert!(said.iter().all(|i| i.speech.as_ref().is_some_and(|s| s.words.text() == i.text)), "{said:#?}");
        let texts: Vec<&str> = said.iter().map(|i| i.text.as_str()).collect();
        assert_eq!(texts[..3], ["Ready. You play white.", "Eva vier", "Last move: Eva vier"], "{texts:?}");
        // Each output once: the two moves, each announced once.
        let moves = screen.items.iter().filter(|i| matches!(i.what, What::Output(Output::Move(_)))).count();
        assert_eq!(moves, 2);
        assert!(screen.items.windows(2).all(|w| w[0].t <= w[1].t), "in order");
    }

    /// A new output is one sink added to the list: it gets every item, sees the game
    /// after every step (the position, the clocks, both scoresheets) and as the session
    /// ends, with nothing more to write for it.
    #[test]
    fn an_added_sink_gets_every_item_and_sees_the_game_after_every_step() {
        #[derive(Default)]
        struct Board(Vec<String>, usize);
        impl Sink for Board {
            fn take(&mut self, _item: &Item) {
                self.1 += 1;
            }
            fn see(&mut self, view: GameView<'_>) {
                self.0.push(view.game.position().board().to_string());
            }
            fn finish(&mut self, view: GameView<'_>) {
                self.0.push(format!("end {}", view.game.moves().len()));
            }
        }
        let session = Live::start(&Options::default()).unwrap();
        let (tx, rx) = crossbeam_channel::unbounded();
        for text in ["assist move e4", "assist move e5"] {
            tx.send(line(text)).unwrap();
        }
        drop(tx);
        let (mut board, mut screen) = (Board::default(), Recorder::default());
        session.run(&rx, Sinks::new().with_screen(&mut screen).with(&mut board), &l10n());
        assert_eq!(board.1, screen.items.len());
        // Seen at the start, after each move and at the end.
        let seen: Vec<&str> = board.0.iter().map(String::as_str).collect();
        assert_eq!(
            seen,
            [
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
                "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR",
                "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR",
                "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR",
                "end 2",
            ]
        );
    }

    /// An arrival stamped before the last step is handled at the last step's time: the
    /// session never goes back in time.
    #[test]
    fn an_arrival_stamped_earlier_is_handled_at_the_last_time() {
        let session = Live::start(&Options::default()).unwrap();
        let (tx, rx) = crossbeam_channel::unbounded();
        let now = Instant::now();
        let later = |what| Arrival { at: now + Duration::from_millis(400), what };
        let input = |text| match script::parse_input(text) {
            Ok(Some(input)) => Arrived::Input(input),
            other => panic!("{other:?}"),
        };
        tx.send(later(input("assist move e4"))).unwrap();
        tx.send(Arrival { at: now, what: input("assist move e5") }).unwrap();
        drop(tx);
        let mut screen = Recorder::default();
        let core = session.run(&rx, Sinks::new().with_screen(&mut screen).with(&mut Asked::default()), &l10n());
        assert_eq!(core.moves().len(), 2);
        let moved: Vec<Timestamp> =
            screen.items.iter().filter(|i| matches!(i.what, What::Output(Output::Move(_)))).map(|i| i.t).collect();
        assert_eq!(moved.len(), 2);
        // Stamped 400 ms after the test began, a little less after the loop did.
        assert!(moved[0] >= Timestamp(300) && moved[1] == moved[0], "{moved:?}");
    }

    fn temp(name: &str) -> PathBuf {
        let path = std::env::temp_dir().join(format!("taktil-live-{}-{name}", std::process::id()));
        let _ = fs::remove_file(&path);
        path
    }

    /// A board lost and back is journaled, said once each, and said again by a replay
    /// of the journal; a journal with link lines resumes.
    #[test]
    fn a_link_going_and_coming_back_is_journaled_said_and_replayed() {
        let path = temp("link");
        let options = Options { journal: Some(path.clone()), ..Options::default() };
        let session = Live::start(&options).unwrap();
        let (tx, rx) = crossbeam_channel::unbounded();
        let link = |event| {
            Arrival::now(Arrived::Input(Input::Link { device: Device::Tactile, kind: LinkKind::Serial, event }))
        };
        tx.send(line("assist move e4")).unwrap();
        tx.send(link(LinkEvent::Lost)).unwrap();
        tx.send(link(LinkEvent::Back)).unwrap();
        drop(tx);
        let mut screen = Recorder::default();
        session.run(&rx, Sinks::new().with_screen(&mut screen).with(&mut Asked::default()), &l10n());
        let said = |items: &[&What], msg: &Msg| {
            items.iter().filter(|w| **w == &What::Output(Output::Say(msg.clone()))).count()
        };
        let outputs = screen.outputs();
        assert_eq!((said(&outputs, &Msg::BoardLost), said(&outputs, &Msg::BoardBack)), (1, 1));
        let text = fs::read_to_string(&path).unwrap();
        assert!(
            text.contains(" tactile  link serial lost #~") && text.contains(" tactile  link serial back #~"),
            "{text}"
        );
        // The journal replays with the same words.
        let replayed = crate::replay::run(&text, &crate::replay::Overrides::default()).unwrap();
        let outputs: Vec<&Output> = replayed.outputs.iter().map(|t| &t.output).collect();
        assert!(outputs.contains(&&Output::Say(Msg::BoardLost)) && outputs.contains(&&Output::Say(Msg::BoardBack)));
        // And it resumes: the move is back, the link lines change nothing.
        let resumed = Live::start(&Options { resume: true, ..options }).unwrap();
        assert_eq!(resumed.core().moves().len(), 1);
        let _ = fs::remove_file(&path);
    }

    /// a new journal names the edition its game is played under, and resumes
    /// under it whatever taktil's default; a journal without an edition line was
    /// written when the default was 2009, and resumes under 2009.
    #[test]
    fn a_journal_resumes_under_the_edition_its_game_was_played_under() {
        let path = temp("edition");
        for (asked, named) in [(None, Edition::Fide2023), (Some(Edition::Fide2001), Edition::Fide2001)] {
            let _ = fs::remove_file(&path);
            let header = Header { edition: asked, ..Header::default() };
            let options = Options { journal: Some(path.clone()), header, ..Options::default() };
            let live = Live::start(&options).unwrap();
            assert_eq!(live.core().settings().edition, named);
            drop(live);
            let text = fs::read_to_string(&path).unwrap();
            assert!(text.contains(&format!("set edition {named} ")), "{text}");
            let resumed = Live::start(&Options { resume: true, header: Header::default(), ..options }).unwrap();
            assert_eq!(resumed.core().settings().edition, named);
        }
        // An earlier taktil's journal: a game, and no edition line.
        let _ = fs::remove_file(&path);
        journal_of(&path, &[(Some(10), "assist move e4"), (None, "made 1 e4")]);
        assert!(!fs::read_to_string(&path).unwrap().contains("edition"));
        let resumed =
            Live::start(&Options { resume: true, journal: Some(path.clone()), ..Options::default() }).unwrap();
        assert_eq!((resumed.core().settings().edition, resumed.core().moves().len()), (Edition::Fide2009, 1));
        let _ = fs::remove_file(&path);
    }

    /// A journal of these lines: events at their times (`Some(t)`) and comments.
    fn journal_of(path: &Path, lines: &[(Option<u64>, &str)]) {
        let mut j = Journal::create(path, &Header::default(), 0).unwrap();
        for (t, text) in lines {
            match t {
                Some(t) => {
                    let input = script::parse_input(text).unwrap().unwrap();
                    j.write(&TimedInput { line: 0, t: Timestamp(*t), input }).unwrap();
                }
                None => j.comment(text).unwrap(),
            }
        }
        j.sync().unwrap();
    }

    /// A checkpoint the replay does not give (an edit with its checks made again, or
    /// another taktil's rules): the journal is kept up to the step that made the move,
    /// and the rest left out and said.
    #[test]
    fn a_checkpoint_the_replay_does_not_give_leaves_out_its_step() {
        let path = temp("checkpoint");
        journal_of(
            &path,
            &[
                (Some(10), "assist move e4"),
                (None, "made 1 e4"),
                (Some(20), "assist move e5"),
                (None, "made 2 d5"),
                (Some(30), "assist move Nf3"),
                (None, "made 3 Nf3"),
            ],
        );
        let live = Live::start(&Options { resume: true, journal: Some(path.clone()), ..Options::default() }).unwrap();
        assert_eq!(live.core().moves().len(), 1);
        assert!(live.opening.contains(&Notice::JournalLinesDropped { line: 5, count: 4 }), "{:?}", live.opening);
        let report = english(&live).into_iter().find(|p| p.contains("line 5")).unwrap();
        assert!(
            report.contains("assist   move e5 #~")
                && report.contains(
                    "`): line 6 records `made 2 d5`, replaying the journal gives `made 2 e5`; 4 lines left out"
                ),
            "{report}"
        );
        // A move made with no checkpoint before the next step differs too.
        let _ = fs::remove_file(&path);
        journal_of(&path, &[(Some(10), "assist move e4"), (Some(20), "assist move e5"), (None, "made 2 e5")]);
        let live = Live::start(&Options { resume: true, journal: Some(path.clone()), ..Options::default() }).unwrap();
        assert_eq!(live.core().moves().len(), 0);
        let report = english(&live).into_iter().find(|p| p.contains("line 3")).unwrap();
        assert!(report.contains("replaying the journal gives `made 1 e4`, which it does not record"), "{report}");
        remove_with_kept(&path);
    }

    /// Removes a journal and the files kept beside it.
    fn remove_with_kept(path: &Path) {
        for entry in fs::read_dir(path.parent().unwrap()).unwrap().flatten() {
            if entry.file_name().to_string_lossy().starts_with(path.file_name().unwrap().to_str().unwrap()) {
                let _ = fs::remove_file(entry.path());
            }
        }
    }

    /// Issue 26: a journal an older resume went on without a move's checkpoint is
    /// repaired, said, and restored whole; resumed again, it restores the same game
    /// with nothing to say.
    #[test]
    fn a_checkpoint_an_older_resume_went_on_without_is_written_again_and_said() {
        let path = temp("repair");
        journal_of(
            &path,
            &[
                (Some(10), "assist move e4"),
                (None, "made 1 e4"),
                (Some(20), "assist move e5"),
                (None, "resumed at @20"),
                (Some(30), "assist move Nf3"),
                (None, "made 3 Nf3"),
            ],
        );
        let options = Options { resume: true, journal: Some(path.clone()), ..Options::default() };
        let live = Live::start(&options).unwrap();
        assert_eq!(live.core().moves().len(), 3);
        assert!(live.opening.contains(&Notice::JournalRepaired { line: 5 }), "{:?}", live.opening);
        assert!(english(&live).iter().any(|p| p.contains("line 5: replaying the journal gives `made 2 e5`")));
        let text = fs::read_to_string(&path).unwrap();
        assert!(text.contains("assist   move e5 #~") && text.contains("\n# made 2 e5 #~"), "{text}");
        let again = Live::start(&options).unwrap();
        assert_eq!((again.core().moves().len(), again.problems.len()), (3, 0), "{:?}", again.problems);
        remove_with_kept(&path);
    }

    /// Issue 26: lines a resumed session wrote that do not replay as recorded are a
    /// fault in taktil: every line is kept, the game is the replay's, and it is said.
    #[test]
    fn a_difference_after_a_resume_keeps_every_line_and_is_said() {
        let path = temp("disagree");
        journal_of(
            &path,
            &[
                (Some(10), "assist move e4"),
                (None, "made 1 e4"),
                (None, "resumed at @10"),
                (Some(20), "assist move e5"),
                (None, "made 2 d5"),
            ],
        );
        let before = fs::read(&path).unwrap();
        let options = Options { resume: true, journal: Some(path.clone()), ..Options::default() };
        let live = Live::start(&options).unwrap();
        assert_eq!(live.core().moves().len(), 2);
        assert!(live.opening.contains(&Notice::JournalDisagrees { line: 6 }), "{:?}", live.opening);
        assert!(english(&live).iter().any(|p| p.contains("a fault in taktil, not damage")), "{:?}", live.problems);
        assert!(fs::read(&path).unwrap().starts_with(&before), "every line kept");
        remove_with_kept(&path);
    }
}
