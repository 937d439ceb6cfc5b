//! `taktil play`: a live session. Standard input is the tactile board (and the other
//! devices, as script lines), outputs are printed and spoken as they come; or, with
//! the full view, the terminal is the assistant's screen and keyboard (docs/view.md).
//!
//! This module puts the session together from the flags and the configuration file
//! (flags win over it): the settings, the journal, the voice, the devices, the screen,
//! and the files written at the end. It makes the session's one channel and gives each
//! source a sender (the signals, the devices, standard input or the demo, the view's
//! keys, the speaker's events), and the sinks to the loop. The loop itself is
//! [`crate::play`].
//!
//! # The order of the start
//!
//! Nothing is created on disk before everything that can stop the start has been
//! checked (docs/play.md, "Starting"): the signals are watched first (a signal during
//! the start ends the session as soon as its loop runs), then the configuration file,
//! the flags and the settings are read and checked, the devices opened, speech
//! started, the broadcast's push and server started, the screen taken and the
//! broadcast folder made, and only then is the journal created (or, with
//! `--resume`, read back before the voice and the screen, whose language is the
//! journal's). The journal's promise is kept: the loop writes and syncs every input
//! before anything of it is said.
//!
//! # The end
//!
//! The session ends when its only source ends, when the assistant ends it (`quit`), or
//! on SIGINT, SIGTERM or SIGHUP ([`play::signals`]); each way the loop finishes the
//! game and closes the journal. Then what is being said is heard out (not after a
//! signal: speech stops), the devices close, and the game is exported. The exit status
//! (`Ending`) says how it ended.

use std::{
    io::{self, Write},
    path::Path,
    process::ExitCode,
    time::{Duration, Instant},
};

use crossbeam_channel::{Receiver, Sender};
use shakmaty::{EnPassantMode, Position as _, fen::Fen};

use super::{Error, files, online, outlets, speech, tell};
use crate::{
    cli::{EngineArgs, PlayArgs},
    config::{Config, OpponentKind, ViewMode},
    core::settings::{Practice, Settings, TactileBoard},
    export,
    io::{
        hid::config::HidConfig,
        lichess::Event,
        speech::EventSink,
        uci::{EngineConfig, Strength},
    },
    item::Sink,
    l10n::Localizer,
    notice::Notice,
    pgn,
    play::{
        self, Arrival, Arrived, Sinks,
        broadcast::Broadcast,
        devices::{Braille, Devices},
        engine::Thinking,
        exports::Exports,
        signals::{Signal, Watch},
    },
    replay,
    script::{self, Header, Script},
    view::Terminal,
    voice::{self, Voice},
};

/// How long the demo waits after its last event, so the last answer is heard.
const DEMO_LINGER: Duration = Duration::from_secs(4);

/// How much longer than a board timing (bounce, together, settle) a demo's pause that
/// was longer stays at any speed: the live loop's own steps and a busy machine.
const DEMO_MARGIN: Duration = Duration::from_millis(150);

/// How often the wait for the last words looks whether a signal came.
const SPEECH_POLL: Duration = Duration::from_millis(100);

/// Runs a live session until its input ends, the assistant ends it or a signal comes;
/// the screen's lines go to `out` (not with the full view, which draws on the
/// terminal). The exit status: success after an ordinary end, 128 plus the signal's
/// number after a signal (130 for Ctrl-C).
///
/// # Errors
/// A setting, file or device the session cannot start with (nothing is then created
/// on disk); `out` that cannot be written (the session still runs to its end); a file
/// of `--export` that cannot be written (the others still are).
pub fn run(mut args: PlayArgs, out: &mut dyn Write) -> Result<ExitCode, Error> {
    let (tx, rx) = crossbeam_channel::unbounded::<Arrival>();
    let to_loop = tx.clone();
    let notify = move |signal| {
        let _ = to_loop.send(Arrival::now(Arrived::Signal(signal)));
    };
    let signals = Watch::start(notify, crate::view::give_back).map_err(Error::Signals)?;
    let config = config_file(args.config.as_deref())?;
    config_under_flags(&mut args, &config);
    outlets::under_flags(&mut args.broadcast, &config.broadcast);
    let mut plan = Plan::new(&args, &config)?;
    let setup = play::devices::Setup {
        board: args.board.take(),
        keypad: args.keypad,
        sighted_board: args.sighted_board.take(),
        sighted_rotated: args.sighted_rotated,
        dgt_clock_white: args.dgt_clock_white,
        livechess_hold_ms: args.livechess_hold_ms,
        device_file: args.device_file.take(),
        braille_display: args.braille_display.take(),
    };
    let hid = if setup.uses_device_file() {
        files::load_devices(&files::device_file(setup.device_file.as_deref())?)?
    } else {
        HidConfig::default()
    };
    let mut devices = Devices::start(&setup, hid, &tx)?;
    // A resumed session's settings, language included, are its journal's: read first.
    let resumed = if plan.options.resume { Some(play::Live::start(&plan.options)?) } else { None };
    // Issue 33: the Lichess game, found and checked before anything is written; a
    // resumed session reconnects to its journal's game.
    let joined = if args.engine.opponent == Some(OpponentKind::Lichess) {
        let game = resumed.as_ref().and_then(|s| s.header.lichess_game.clone());
        let joined = online::join(&args.lichess, game.as_deref())?;
        online::settle(&mut plan.options.header, &joined);
        Some(joined)
    } else {
        None
    };
    let header = resumed.as_ref().map_or(&plan.options.header, |s| &s.header).clone();
    // The engine, before anything is created: a missing engine stops the start.
    let opponent = start_opponent(&args.engine, &header, &tx)?;
    let l10n = replay::localizer(&header, plan.long)?;
    let speak = !args.silent && (args.speak || config.session.speak.unwrap_or(true));
    let (mut voice, told) = if speak {
        speech::start_telling(&args.speech, &l10n, Some(speech_events(tx.clone()))).map(|(v, t)| (Some(v), t))?
    } else {
        (None, speech::StartNotes::default())
    };
    // The broadcast (issue 32): the push token and the server, before the screen is
    // taken, so that the live page's address is on the terminal; then the folder, the
    // last check before the journal.
    let mut started = outlets::start(&args.broadcast, &tx)?;
    let screen = Screen::start(plan.view, &l10n, &tx)?;
    outlets::prepare_folder(args.broadcast.publish.as_deref(), &mut started.outlets)?;
    // Everything checked and opened: now the journal is created.
    let mut session = match resumed {
        Some(session) => session,
        None => play::Live::start(&plan.options)?,
    };
    if let Some(opponent) = opponent {
        session.set_opponent(opponent);
    }
    if let Some(joined) = joined {
        session.tell_first(Notice::Online(joined.said.clone()));
        let first = play::online::OnlineEvent::Line(Event::GameFull(Box::new(joined.full)));
        let _ = tx.send(Arrival::now(Arrived::Online(first)));
        let requests = play::online::link::start(joined.client, joined.id, Some(joined.stream), &tx);
        session.set_online(play::online::Online::new(joined.color, requests));
    }
    if args.engine.opponent == Some(OpponentKind::Remote) {
        session.set_remote(play::remote::Remote::new());
    }
    // The sighted board in LiveChess is followed from the game as it stands (a resumed
    // game's moves are not announced again).
    let made: Vec<_> = session.core().moves().iter().map(|m| m.m).collect();
    devices.follow_game(session.core().start(), &made, args.livechess_hold_ms, &tx)?;
    // What the player will hear (issue 29, point 10): said first, before "Ready", when
    // speech works; otherwise shown where the assistant looks, before why not more.
    tell_hearing(told, &mut session, screen.is_full().then_some(&tx), &l10n);
    // The input that is the session's only source ends it (standard input as the
    // board, or the demo); a device, or the full view, keeps the session until the
    // assistant ends it (`quit`, Ctrl-C).
    let full_view = screen.is_full();
    // A demo keeps to the board's timings, whatever its speed.
    let s = session.core().settings();
    let timings = [s.bounce_ms, s.together_ms, s.settle_ms].map(Duration::from_millis);
    let speaks = voice.as_ref().is_some_and(Voice::speaks);
    let sources = Sources { demo: plan.demo, speed: args.speed, timings, speaks, full_view };
    sources.start(&setup, &tx)?;
    let style = export::SheetStyle { letters: args.sheet_letters, code: args.braille_code.unwrap_or_default() };
    let mut exports = args.export.clone().map(|dir| Exports::new(dir, header, &l10n, style));
    let mut broadcast = started.outlets.any().then(|| Broadcast::new(started.outlets, export::today(), &l10n, &tx));
    // The loop's own sender goes: the sources' end ends the session.
    drop(tx);
    let outputs = Outputs {
        voice: voice.as_mut(),
        devices: &mut devices,
        exports: exports.as_mut(),
        broadcast: broadcast.as_mut(),
    };
    let failed = screen.run((session, &l10n), &rx, outputs, out);
    // The keystrokes of the plain and lines views give the terminal back.
    play::stdin::give_back();
    let ending = Ending { signals: &signals };
    ending.tell_signal();
    ending.hear_out(voice);
    drop(devices);
    // The last PGN written to the broadcast folder, then the server stops.
    drop(broadcast);
    drop(started.server);
    // The exports saw the game as it ended (a sink: play::exports); a write can hang,
    // so it comes after the assistant knows that a second signal ends taktil.
    let exported = exports.map_or(Ok(()), tell_exported);
    ending.status(exported, failed)
}

/// How the session ended, for the last words and the exit status.
struct Ending<'a> {
    signals: &'a Watch,
}

impl Ending<'_> {
    /// Tells the assistant that a signal ended the session, and that a second one ends
    /// taktil at once (the export may take a while).
    fn tell_signal(&self) {
        if let Some(signal) = self.signals.received() {
            tell(format_args!("{signal}: the session ends; a second signal ends taktil at once"));
        }
    }

    /// Lets the voice say what it is saying (at most [`speech::SPEAK_TIMEOUT`]), unless
    /// a signal ended the session or comes meanwhile; then stops it.
    fn hear_out(&self, voice: Option<Voice>) {
        let Some(voice) = voice else { return };
        let until = Instant::now() + speech::SPEAK_TIMEOUT;
        while self.signals.received().is_none()
            && voice.speaks()
            && !voice.wait_idle(SPEECH_POLL)
            && Instant::now() < until
        {}
        // Dropping the voice stops speech and sound.
        drop(voice);
    }

    /// The exit status: an export that failed is an error (each file and why); so is
    /// a screen that could not be written (its first error), but not after SIGHUP (the
    /// terminal is gone); otherwise 128 plus the signal's number after a signal, or
    /// success.
    fn status(&self, exported: Result<(), Error>, failed: Option<io::Error>) -> Result<ExitCode, Error> {
        exported?;
        let signal = self.signals.received();
        // A closed standard output is not an error (`main`).
        if let Some(e) = failed.filter(|_| signal != Some(Signal::HangUp)) {
            return Err(Error::Output(e));
        }
        Ok(signal.map_or(ExitCode::SUCCESS, |s| ExitCode::from(s.exit_status())))
    }
}

/// The session asked for: the flags, then the demo's own settings, then the
/// configuration file.
struct Plan {
    /// The session's settings and journal.
    options: play::Options,
    /// Announcements always name the departure square.
    long: bool,
    /// The recorded session to play in, as a demo.
    demo: Option<Script>,
    /// The screen.
    view: ViewMode,
}

impl Plan {
    /// The plan of `args` (already filled from `config`).
    fn new(args: &PlayArgs, config: &Config) -> Result<Plan, Error> {
        let mut overrides = args.session.overrides()?;
        // Issue 18: a practice game, and a start position from a PGN.
        if args.engine.practice {
            overrides.header.practice = Some(if args.engine.free_touch { Practice::Free } else { Practice::On });
        }
        if let Some(path) = &args.engine.from_pgn {
            overrides.header.fen = Some(pgn_start(path, args.engine.from_ply)?);
        }
        overrides.header.settle_ms = args.settle_ms.or(overrides.header.settle_ms);
        overrides.header.bounce_ms = args.bounce_ms.or(overrides.header.bounce_ms);
        // `--board none` (or `[devices] board = "none"`): the core reads the blind
        // player's moves from the sighted board (issue 16).
        if args.board == Some(play::devices::BoardSource::None) {
            overrides.header.tactile_board = Some(TactileBoard::NoSensors);
        }
        overrides.long |= config.long;
        let demo = args.demo.as_deref().map(read_demo).transpose()?;
        // Flags, then the demo's own settings, then the configuration file.
        let header = match &demo {
            Some(script) => overrides.merge(&script.header.over(&config.header)),
            None => overrides.merge(&config.header),
        };
        let options = play::Options {
            header,
            journal: args.journal.clone(),
            resume: args.resume,
            downtime: args.downtime.unwrap_or_default(),
        };
        let view = view_mode(args.view, args.plain);
        if view == ViewMode::Full && !on_terminal() {
            return Err(Error::NoTerminal);
        }
        // A `--voice` that is not LANG=VOICE (what is wrong does not depend on the
        // language).
        args.speech.config("en")?;
        let plan = Plan { options, long: overrides.long, demo, view };
        plan.check_new()?;
        Ok(plan)
    }

    /// A new session's settings, checked before anything is opened or created: the
    /// language and vocabulary, the settings that go together (E2.10), the start
    /// position. (A resumed session's are its journal's, checked when it is read.)
    fn check_new(&self) -> Result<(), Error> {
        if self.options.resume {
            return Ok(());
        }
        let header = &self.options.header;
        replay::localizer(header, self.long)?;
        header.check().map_err(play::SessionStartError::Header)?;
        header.apply(&mut Settings::default()).map_err(play::SessionStartError::Start)?;
        Ok(())
    }
}

/// Reads and parses the demo's script.
fn read_demo(path: &Path) -> Result<Script, Error> {
    let text = files::read(path)?;
    script::parse(&text).map_err(|source| Error::Script { path: path.to_owned(), source })
}

/// The configuration file given, or the default one when it exists, or none.
fn config_file(given: Option<&Path>) -> Result<Config, Error> {
    let path = match given {
        Some(path) => path.to_owned(),
        None => match files::device_file(None) {
            Ok(devices) => devices.with_file_name("taktil.toml"),
            Err(_) => return Ok(Config::default()),
        },
    };
    if given.is_none() && !path.exists() {
        return Ok(Config::default());
    }
    Ok(Config::load(&path)?)
}

/// Fills every flag not given from the configuration file (flags win).
fn config_under_flags(args: &mut PlayArgs, config: &Config) {
    let (session, speech, devices) = (&config.session, &config.speech, &config.devices);
    args.journal = args.journal.take().or_else(|| session.journal.clone());
    args.downtime = args.downtime.or(session.downtime);
    args.view = args.view.or(session.view);
    args.braille_code = args.braille_code.or(session.braille_code);
    args.board = args.board.take().or_else(|| devices.board.clone());
    args.keypad = args.keypad.or(devices.keypad);
    args.sighted_board = args.sighted_board.take().or_else(|| devices.sighted_board.clone());
    args.sighted_rotated = args.sighted_rotated.or(devices.sighted_rotated);
    args.dgt_clock_white = args.dgt_clock_white.or(devices.dgt_clock_white);
    args.livechess_hold_ms = args.livechess_hold_ms.or(devices.livechess_hold_ms);
    args.device_file = args.device_file.take().or_else(|| devices.device_file.clone());
    args.braille_display = args.braille_display.take().or_else(|| devices.braille_display.clone());
    let flags = &mut args.speech;
    flags.rate = flags.rate.or(speech.rate);
    flags.volume = flags.volume.or(speech.volume);
    flags.voice.extend(speech.voices.iter().map(|(lang, voice)| format!("{lang}={voice}")));
    flags.protect_move |= speech.protect_move == Some(true);
    flags.no_sounds |= speech.sounds == Some(false);
    flags.one_voice |= speech.one_voice == Some(true);
    let (engine, file) = (&mut args.engine, &config.engine);
    engine.opponent = engine.opponent.or(file.opponent);
    engine.engine = engine.engine.take().or_else(|| file.path.clone());
    if engine.engine_elo.is_none() && engine.engine_skill.is_none() {
        engine.engine_elo = file.elo;
        engine.engine_skill = file.skill.filter(|_| file.elo.is_none());
    }
    if engine.engine_movetime.is_none() && engine.engine_nodes.is_none() {
        engine.engine_movetime = file.movetime;
        engine.engine_nodes = file.nodes.filter(|_| file.movetime.is_none());
    }
}

/// The engine of `--opponent engine` (issue 18), started, playing the side the blind
/// player does not; none for a person as the opponent.
fn start_opponent(
    flags: &EngineArgs,
    header: &Header,
    tx: &Sender<Arrival>,
) -> Result<Option<play::engine::Opponent>, Error> {
    if flags.opponent != Some(OpponentKind::Engine) {
        return Ok(None);
    }
    let mut settings = Settings::default();
    header.apply(&mut settings).map_err(play::SessionStartError::Start)?;
    let strength = match (flags.engine_elo, flags.engine_skill) {
        (Some(elo), _) => Strength::Elo(u32::try_from(elo).unwrap_or(u32::MAX)),
        (None, Some(skill)) => Strength::Skill(u32::try_from(skill).unwrap_or(20)),
        (None, None) => Strength::Full,
    };
    let config = EngineConfig { path: flags.engine.clone(), strength, ..EngineConfig::default() };
    let config = play::engine::for_game(config, settings.start.castling);
    let thinking = match (flags.engine_movetime, flags.engine_nodes) {
        (Some(ms), _) => Thinking::MoveTime(Duration::from_millis(ms)),
        (None, Some(nodes)) => Thinking::Nodes(nodes),
        (None, None) => Thinking::Clock,
    };
    let to_loop = tx.clone();
    let answer: play::engine::Answer =
        Box::new(move |event| to_loop.send(Arrival::now(Arrived::Engine(event))).is_ok());
    Ok(Some(play::engine::Opponent::start(&config, thinking, !settings.blind, answer)?))
}

/// `--from-pgn FILE --from-ply N`: the FEN of the position after the first N
/// half-moves of the file's first game (all of them without N).
fn pgn_start(path: &Path, ply: Option<usize>) -> Result<String, Error> {
    let text = files::read(path)?;
    let bad = |why: String| Error::FromPgn { path: path.to_owned(), why };
    let game = match pgn::read_games(&text).into_iter().next() {
        Some(Ok(game)) => game,
        Some(Err(e)) => return Err(bad(e.to_string())),
        None => return Err(bad("holds no game".into())),
    };
    let ply = ply.unwrap_or(game.moves.len());
    if ply > game.moves.len() {
        return Err(bad(format!("--from-ply {ply}: its first game has only {} half-moves", game.moves.len())));
    }
    let mut position = game.start.position.clone();
    for m in &game.moves[..ply] {
        position.play_unchecked(*m);
    }
    Ok(Fen::from_position(&position, EnPassantMode::Legal).to_string())
}

/// The view to run: `--plain` wins, `auto` (the default) is the full view when standard
/// input and output are terminals, else the transcript lines.
fn view_mode(view: Option<ViewMode>, plain: bool) -> ViewMode {
    match view.unwrap_or_default() {
        _ if plain => ViewMode::Plain,
        ViewMode::Auto if on_terminal() => ViewMode::Full,
        ViewMode::Auto => ViewMode::Lines,
        mode => mode,
    }
}

/// Whether standard input and output are both a terminal (the full view needs both).
fn on_terminal() -> bool {
    use std::io::IsTerminal as _;
    io::stdin().is_terminal() && io::stdout().is_terminal()
}

/// The speaker's sending handle: speech lost and a voice missing go into the session's
/// channel as notices for the assistant, from the speaker's own thread.
fn speech_events(tx: Sender<Arrival>) -> EventSink {
    EventSink::new(move |event| {
        if let Some(notice) = voice::notice(&event.kind) {
            let _ = tx.send(Arrival { at: event.at, what: Arrived::Notice(notice) });
        }
    })
}

/// What the player will hear and why not more: a sentence that can be said goes first
/// into the session's opening; one that cannot, and the reasons, go where the assistant
/// looks: the view's log, or standard error.
fn tell_hearing(told: speech::StartNotes, session: &mut play::Live, view: Option<&Sender<Arrival>>, l10n: &Localizer) {
    let shown = match told.hearing {
        Some(notice) if notice.is_said() => {
            session.tell_first(notice);
            None
        }
        other => other,
    };
    match view {
        Some(tx) => {
            let arrivals =
                shown.map(Arrived::Notice).into_iter().chain(told.problems.into_iter().map(Arrived::Problem));
            for what in arrivals {
                let _ = tx.send(Arrival::now(what));
            }
        }
        None => {
            if let Some(notice) = shown {
                tell(l10n.render_notice(&notice).text());
            }
            for problem in told.problems {
                tell(l10n.render_problem(&problem));
            }
        }
    }
}

/// What feeds the session besides the devices and the view's keys: the demo, or
/// standard input (with the full view the terminal is the assistant's keyboard, not
/// the board).
struct Sources {
    demo: Option<Script>,
    speed: f64,
    timings: [Duration; 3],
    speaks: bool,
    full_view: bool,
}

impl Sources {
    /// Starts the demo or the standard input reader, sending into `tx`.
    fn start(self, setup: &play::devices::Setup, tx: &Sender<Arrival>) -> Result<(), Error> {
        let others = setup.opens_devices();
        if let Some(script) = self.demo {
            let linger = if self.speaks { DEMO_LINGER } else { Duration::ZERO };
            // With the full view its end ends the session: the view would keep it.
            let ends = self.full_view || !others;
            let pace = play::demo::Pace { speed: self.speed, timings: self.timings, margin: DEMO_MARGIN, linger };
            play::demo::feed(script, pace, tx.clone(), ends).map_err(Error::Demo)?;
        } else if !self.full_view {
            play::stdin::read(tx.clone(), setup.reads_stdin() && !others);
        }
        Ok(())
    }
}

/// Where the session's outputs are shown: the full view (started: the terminal is
/// taken), or lines.
enum Screen<'a> {
    /// The terminal view, its keys going into the session's channel.
    Full(Box<Terminal<'a>>),
    /// Plain or transcript lines.
    Lines(play::lines::Style),
}

impl<'a> Screen<'a> {
    /// Takes the terminal for the full view (its keys go into `tx`), or chooses the
    /// lines.
    fn start(view: ViewMode, l10n: &'a Localizer, tx: &Sender<Arrival>) -> Result<Screen<'a>, Error> {
        Ok(match view {
            ViewMode::Full => Screen::Full(Box::new(Terminal::start(l10n, tx.clone()).map_err(Error::View)?)),
            ViewMode::Plain => Screen::Lines(play::lines::Style::Plain),
            _ => Screen::Lines(play::lines::Style::Transcript),
        })
    }

    fn is_full(&self) -> bool {
        matches!(self, Screen::Full(_))
    }

    /// Runs the session on this screen and the other `outputs`, rendered in `l10n`;
    /// the screen's first write error. The full view gives the terminal back before
    /// this returns.
    fn run(
        self,
        (session, l10n): (play::Live, &Localizer),
        rx: &Receiver<Arrival>,
        outputs: Outputs<'_, '_>,
        out: &mut dyn Write,
    ) -> Option<io::Error> {
        let mut braille = outputs.devices.take_braille();
        match self {
            Screen::Full(mut view) => {
                session.run(rx, sinks(outputs, &mut *view, braille.as_mut()), l10n);
                view.finish()
            }
            Screen::Lines(style) => {
                let mut lines = play::lines::Lines::new(out, style, l10n);
                session.run(rx, sinks(outputs, &mut lines, braille.as_mut()), l10n);
                lines.failed
            }
        }
    }
}

/// The outputs of a live session besides the screen and the braille display.
struct Outputs<'a, 'l> {
    voice: Option<&'a mut Voice>,
    devices: &'a mut Devices,
    exports: Option<&'a mut Exports<'l>>,
    broadcast: Option<&'a mut Broadcast<'l>>,
}

/// The outputs of a live session, in the order they get each item and see the game
/// (after the journal, the session's own): the voice, the screen, the devices (the
/// core's requests), the braille display, the exports, the broadcast. The one place
/// an output is registered.
fn sinks<'a, 'l: 'a>(
    outputs: Outputs<'a, 'l>,
    screen: &'a mut dyn play::Screen,
    braille: Option<&'a mut Braille>,
) -> Sinks<'a> {
    Sinks::new()
        .with_some(outputs.voice.map(|v| v as &mut dyn Sink))
        .with_screen(screen)
        .with(outputs.devices)
        .with_some(braille.map(|b| b as &mut dyn Sink))
        .with_some(outputs.exports.map(|e| e as &mut dyn Sink))
        .with_some(outputs.broadcast.map(|b| b as &mut dyn Sink))
}

/// Names each game file written (`--export`).
///
/// # Errors
/// Each file that could not be written, and why (the others were still written).
fn tell_exported(mut exports: Exports<'_>) -> Result<(), Error> {
    exports.write();
    let brf = exports.dir().join("game.brf");
    // The note on the braille's table only when the braille was written.
    let braille_written = exports.written.contains(&brf);
    for path in &exports.written {
        tell(format_args!("wrote {}", path.display()));
    }
    if !export::NATIONAL_BRAILLE && braille_written {
        tell(format_args!("{}: {}", brf.display(), export::NOT_BUILT_IN));
    }
    if exports.failed.is_empty() { Ok(()) } else { Err(Error::GameFiles(exports.failed)) }
}
