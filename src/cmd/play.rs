//! `taktil play`: a live session. Standard input is the tactile board (and the other
//! devices, as script lines), outputs are printed and spoken as they come; or, with
//! the full view, the terminal is the assistant's screen and keyboard (docs/view.md).
//!
//! This module puts the session together from the flags and the configuration file
//! (flags win over it): the settings, the journal, the voice, the devices, the screen,
//! and the files written at the end. The loop itself is [`crate::play`].

use std::{
    io::{self, Write},
    path::Path,
    process::ExitCode,
    time::Duration,
};

use crossbeam_channel::Sender;

use super::{Error, files, speech, tell};
use crate::{
    cli::PlayArgs,
    config::{Config, ViewMode},
    core::Companion,
    export,
    io::hid::config::HidConfig,
    l10n::Localizer,
    play::{self, Arrival, devices::Devices},
    replay::{self, Replayed},
    script::{self, Header, Script},
    voice::Voice,
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
    let session = play::Session::start(&plan.options)?;
    let l10n = replay::localizer(&session.header, plan.long)?;
    let speak = !args.silent && (args.speak || config.session.speak.unwrap_or(true));
    let (voice, missing) =
        if speak { speech::start_telling(&args.speech, &l10n).map(|(v, m)| (Some(v), m))? } else { (None, Vec::new()) };
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
    let (tx, rx) = crossbeam_channel::unbounded::<Arrival>();
    let mut devices = Devices::start(&setup, hid, &tx)?;
    // Standard input (the board, or the assistant's lines) closes its sender at its
    // end, which ends a session whose board it is. With a device as the board the
    // session lives until the assistant ends it (Ctrl-C): this sender keeps the
    // channel open.
    let _keep_open = (!setup.reads_stdin()).then(|| tx.clone());
    // The full view's command line sends the assistant's lines; its sender keeps the
    // session open until the assistant ends it.
    let view_tx = (plan.view == ViewMode::Full).then(|| tx.clone());
    tell_missing(missing, view_tx.as_ref());
    feed(plan.demo, args.speed, voice.is_some(), view_tx.is_some(), tx)?;
    let header = session.header.clone();
    let screen = Screen { view: plan.view, l10n: &l10n, voice: voice.as_ref() };
    let (core, failed) = screen.run(session, &rx, view_tx, &mut devices, out)?;
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

/// What speech or sound lacks goes where the assistant looks: the view's log, or
/// standard error.
fn tell_missing(missing: Vec<String>, view: Option<&Sender<Arrival>>) {
    for m in missing {
        match view {
            Some(tx) => {
                let _ = tx.send(Arrival::Problem(m));
            }
            None => tell(m),
        }
    }
}

/// Starts what feeds the session besides the devices: the demo, or standard input
/// (with the full view the terminal is the assistant's keyboard, not the board).
fn feed(demo: Option<Script>, speed: f64, speaks: bool, full_view: bool, tx: Sender<Arrival>) -> Result<(), Error> {
    if let Some(script) = demo {
        // The view's sender would keep the session open after the demo: its end ends it.
        let tx = if full_view { quit_at_end(tx) } else { tx };
        let linger = if speaks { DEMO_LINGER } else { Duration::ZERO };
        play::demo::feed(script, speed, linger, tx).map_err(Error::Demo)?;
    } else if !full_view {
        read_stdin(tx);
    }
    Ok(())
}

/// A sender whose arrivals go on to `tx`, and [`Arrival::Quit`] after them once
/// every copy of it is gone.
fn quit_at_end(tx: Sender<Arrival>) -> Sender<Arrival> {
    let (relay, arrivals) = crossbeam_channel::unbounded();
    std::thread::spawn(move || {
        for arrival in arrivals {
            if tx.send(arrival).is_err() {
                return;
            }
        }
        let _ = tx.send(Arrival::Quit);
    });
    relay
}

/// Reads standard input on a thread of its own, a line at a time; `tx` closes at its
/// end.
fn read_stdin(tx: Sender<Arrival>) {
    std::thread::spawn(move || {
        let stdin = io::stdin();
        let mut input = stdin.lock();
        let mut buf = Vec::new();
        loop {
            buf.clear();
            match io::BufRead::read_until(&mut input, b'\n', &mut buf) {
                Ok(0) | Err(_) => break,
                Ok(_) => {
                    if tx.send(Arrival::Line(String::from_utf8_lossy(&buf).into_owned())).is_err() {
                        break;
                    }
                }
            }
        }
    });
}

/// Where the session's outputs go: the full view, or lines (and the voice).
struct Screen<'a> {
    view: ViewMode,
    l10n: &'a Localizer,
    voice: Option<&'a Voice>,
}

impl Screen<'_> {
    /// Runs the session on this screen; the core at the end and the screen's first
    /// write error.
    fn run(
        self,
        session: play::Session,
        rx: &crossbeam_channel::Receiver<Arrival>,
        view_tx: Option<Sender<Arrival>>,
        devices: &mut Devices,
        out: &mut dyn Write,
    ) -> Result<(Companion, Option<io::Error>), Error> {
        if let Some(tx) = view_tx {
            let mut front = crate::view::Terminal::start(self.l10n, self.voice, tx).map_err(Error::View)?;
            let core = session.run(rx, &mut front, devices);
            return Ok((core, front.finish()));
        }
        let style =
            if self.view == ViewMode::Plain { play::lines::Style::Plain } else { play::lines::Style::Transcript };
        let mut front = play::lines::Lines::new(out, style, self.l10n, self.voice);
        let core = session.run(rx, &mut front, devices);
        Ok((core, front.failed))
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
