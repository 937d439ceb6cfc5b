//! `taktil play`: a live session. Standard input is the tactile board (and the other
//! devices, as script lines), outputs are printed and spoken as they come; or, with
//! the full view, the terminal is the assistant's screen and keyboard (docs/view.md).
//!
//! This module puts the session together from the flags and the configuration file
//! (flags win over it): the settings, the journal, the voice, the devices, the screen,
//! and the files written at the end. It makes the session's one channel and gives each
//! source a sender (the devices, standard input or the demo, the view's keys, the
//! speaker's events), and the sinks to the loop. The loop itself is [`crate::play`].

use std::{
    io::{self, Write},
    path::Path,
    process::ExitCode,
    time::Duration,
};

use crossbeam_channel::{Receiver, Sender};

use super::{Error, files, speech, tell};
use crate::{
    cli::PlayArgs,
    config::{Config, ViewMode},
    core::Companion,
    export,
    io::{hid::config::HidConfig, speech::EventSink},
    item::Sink,
    l10n::Localizer,
    play::{self, Arrival, Arrived, Sinks, devices::Devices},
    replay::{self, Replayed},
    script::{self, Header, Script},
    voice::{self, Voice},
};

/// How long the demo waits after its last event, so the last answer is heard.
const DEMO_LINGER: Duration = Duration::from_secs(4);

/// Runs a live session until its input ends or the assistant ends it; the screen's
/// lines go to `out` (not with the full view, which draws on the terminal).
///
/// # Errors
/// A setting, file or device the session cannot start with; `out` that cannot be
/// written (the session still runs to its end).
pub fn run(mut args: PlayArgs, out: &mut dyn Write) -> Result<ExitCode, Error> {
    let config = config_file(args.config.as_deref())?;
    config_under_flags(&mut args, &config);
    let plan = Plan::new(&args, &config)?;
    if !plan.options.resume {
        // Checked before the journal is created: a session that cannot speak does not
        // start, and leaves no journal to resume.
        replay::localizer(&plan.options.header, plan.long)?;
    }
    let session = play::Live::start(&plan.options)?;
    let l10n = replay::localizer(&session.header, plan.long)?;
    let (tx, rx) = crossbeam_channel::unbounded::<Arrival>();
    let speak = !args.silent && (args.speak || config.session.speak.unwrap_or(true));
    let (mut voice, missing) = if speak {
        speech::start_telling(&args.speech, &l10n, Some(speech_events(tx.clone()))).map(|(v, m)| (Some(v), m))?
    } else {
        (None, Vec::new())
    };
    let setup = play::devices::Setup {
        board: args.board.take(),
        keypad: args.keypad,
        sighted_board: args.sighted_board.take(),
        sighted_rotated: args.sighted_rotated,
        device_file: args.device_file.take(),
    };
    let hid = if setup.uses_hid() {
        files::load_devices(&files::device_file(setup.device_file.as_deref())?)?
    } else {
        HidConfig::default()
    };
    let mut devices = Devices::start(&setup, hid, &tx)?;
    let full_view = plan.view == ViewMode::Full;
    tell_missing(missing, full_view.then_some(&tx));
    // The input that is the session's only source ends it (standard input as the
    // board, or the demo); a device, or the full view, keeps the session until the
    // assistant ends it (Ctrl-C, `quit`).
    let sources = Sources { demo: plan.demo, speed: args.speed, speaks: voice.is_some(), full_view };
    sources.start(&setup, &tx)?;
    let header = session.header.clone();
    let screen = Screen { view: plan.view, l10n: &l10n };
    let (core, failed) = screen.run(session, (tx, &rx), voice.as_mut(), &mut devices, out)?;
    if let Some(voice) = &voice {
        voice.wait_idle(speech::SPEAK_TIMEOUT);
    }
    if let Some(dir) = &args.export {
        export_game(dir, header, core, &l10n);
    }
    // The screen's first write error; a closed standard output is not one (`main`).
    failed.map_or(Ok(ExitCode::SUCCESS), |e| Err(Error::Output(e)))
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
        overrides.header.settle_ms = args.settle_ms.or(overrides.header.settle_ms);
        overrides.header.bounce_ms = args.bounce_ms.or(overrides.header.bounce_ms);
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
        Ok(Plan { options, long: overrides.long, demo, view })
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
    args.board = args.board.take().or_else(|| devices.board.clone());
    args.keypad = args.keypad.or(devices.keypad);
    args.sighted_board = args.sighted_board.take().or_else(|| devices.sighted_board.clone());
    args.sighted_rotated = args.sighted_rotated.or(devices.sighted_rotated);
    args.device_file = args.device_file.take().or_else(|| devices.device_file.clone());
    let flags = &mut args.speech;
    flags.rate = flags.rate.or(speech.rate);
    flags.volume = flags.volume.or(speech.volume);
    flags.voice.extend(speech.voices.iter().map(|(lang, voice)| format!("{lang}={voice}")));
    flags.protect_move |= speech.protect_move == Some(true);
    flags.no_sounds |= speech.sounds == Some(false);
    flags.one_voice |= speech.one_voice == Some(true);
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

/// What speech or sound lacks goes where the assistant looks: the view's log, or
/// standard error.
fn tell_missing(missing: Vec<String>, view: Option<&Sender<Arrival>>) {
    for m in missing {
        match view {
            Some(tx) => {
                let _ = tx.send(Arrival::now(Arrived::Problem(m)));
            }
            None => tell(m),
        }
    }
}

/// What feeds the session besides the devices and the view's keys: the demo, or
/// standard input (with the full view the terminal is the assistant's keyboard, not
/// the board).
struct Sources {
    demo: Option<Script>,
    speed: f64,
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
            play::demo::feed(script, self.speed, linger, tx.clone(), ends).map_err(Error::Demo)?;
        } else if !self.full_view {
            play::stdin::read(tx.clone(), setup.reads_stdin() && !others);
        }
        Ok(())
    }
}

/// Where the session's outputs are shown: the full view, or lines.
struct Screen<'a> {
    view: ViewMode,
    l10n: &'a Localizer,
}

impl Screen<'_> {
    /// Runs the session on this screen; the core at the end and the screen's first
    /// write error. The view's keys go into the channel through `tx`; the other
    /// sinks are the voice and the devices.
    fn run(
        self,
        session: play::Live,
        (tx, rx): (Sender<Arrival>, &Receiver<Arrival>),
        voice: Option<&mut Voice>,
        devices: &mut Devices,
        out: &mut dyn Write,
    ) -> Result<(Companion, Option<io::Error>), Error> {
        let voice = voice.map(|v| v as &mut dyn Sink);
        if self.view == ViewMode::Full {
            let mut view = crate::view::Terminal::start(self.l10n, tx).map_err(Error::View)?;
            let core = session.run(rx, Sinks { voice, screen: &mut view, devices }, self.l10n);
            return Ok((core, view.finish()));
        }
        // The loop's own sender goes: the sources' end ends the session.
        drop(tx);
        let style =
            if self.view == ViewMode::Plain { play::lines::Style::Plain } else { play::lines::Style::Transcript };
        let mut lines = play::lines::Lines::new(out, style);
        let core = session.run(rx, Sinks { voice, screen: &mut lines, devices }, self.l10n);
        Ok((core, lines.failed))
    }
}

/// Writes the finished game into `dir` (`--export`), naming each file written and
/// each one that could not be.
fn export_game(dir: &Path, header: Header, core: Companion, l10n: &Localizer) {
    let settings = core.settings().clone();
    let game = Replayed { header, settings, outputs: Vec::new(), core };
    let (written, failed) = export::game_files(dir, &game, l10n);
    for path in written {
        tell(format_args!("wrote {}", path.display()));
    }
    for e in failed {
        tell(e);
    }
}
