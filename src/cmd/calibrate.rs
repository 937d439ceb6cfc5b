//! `taktil calibrate`: the HID peg board calibrated by voice, a peg in each hole from
//! a1 to h8, and the result written into the device file (its other settings kept).
//!
//! The dialogue itself is the pure [`crate::io::hid::dialogue`]; this module feeds it
//! the gamepad's events, the assistant's lines on standard input (Enter, `redo e4`,
//! `finish`, `abort`) and the clock, and says, prints and saves what it answers.

use std::{
    fs,
    io::{self, Write},
    path::{Path, PathBuf},
    process::ExitCode,
    time::{Duration, Instant},
};

use crossbeam_channel::{Receiver, RecvError};

use super::{Error, files, speech, tell};
use crate::{
    cli::CalibrateArgs,
    core::{input::Key, time::Timestamp},
    io::hid::{
        config::{Binding, HidConfig},
        dialogue::{CalIn, CalOut, Dialogue, Phase},
        gamepad::{Hid, HidError, RawEvent},
        mapper::Raw,
    },
    item::Item,
    l10n::Localizer,
    notice::Notice,
    replay,
    voice::Voice,
};

/// How long `taktil calibrate` waits for gilrs to report the board at start.
const FIND_BOARD: Duration = Duration::from_secs(2);

/// What the assistant may type, told at the start and after a line that is none of it.
const LINES_HELP: &str = "Enter = go on, redo SQUARE, finish, abort";

/// Runs the spoken calibration against the connected board and writes the device file;
/// the words go to `out` too. Failure when no board is connected.
///
/// # Errors
/// A device file that cannot be read or written, a setting that cannot be used, the
/// gamepads that cannot be read.
pub fn run(args: &CalibrateArgs, out: &mut dyn Write) -> Result<ExitCode, Error> {
    let path = files::device_file(args.config.as_deref())?;
    let config = files::load_devices(&path)?;
    let l10n = replay::localizer(&args.voice.header(), args.voice.long)?;
    let voice = if args.silent { None } else { Some(speech::start(&args.speech, &l10n)?) };
    let mut teller = Teller { out, l10n: &l10n, voice };
    let hid = Hid::start()?;
    let Some(board) = find_board(&hid, &config)? else {
        teller.say(&Notice::NoHidDevice);
        teller.wait();
        return Ok(ExitCode::FAILURE);
    };
    tell(format_args!("calibrating gamepad {} \"{}\"; {LINES_HELP}", board.pad, board.name));
    let mut calibrating = Calibrating { hid, board, config, path, teller };
    calibrating.converse(args.timeout.saturating_mul(1000))?;
    calibrating.teller.wait();
    Ok(ExitCode::SUCCESS)
}

/// The board: the first gamepad gilrs reports that is not a keypad (gamepads connected
/// at start come first); none after [`FIND_BOARD`] without one.
fn find_board(hid: &Hid, config: &HidConfig) -> Result<Option<RawEvent>, Error> {
    loop {
        match hid.events().recv_timeout(FIND_BOARD) {
            Ok(Ok(e)) if e.raw == Raw::Connected && !config.is_keypad(&e.name) => return Ok(Some(e)),
            Ok(Ok(_)) => {}
            Ok(Err(e)) => return Err(e.into()),
            Err(_) => return Ok(None),
        }
    }
}

/// Says the dialogue's words: printed to the command's output, and spoken.
struct Teller<'a> {
    out: &'a mut dyn Write,
    l10n: &'a Localizer,
    voice: Option<Voice>,
}

impl Teller<'_> {
    /// Prints and speaks a message. The words are for the ear first: an output that
    /// cannot be written does not stop the calibration.
    fn say(&mut self, notice: &Notice) {
        let item = Item::notice(Timestamp(0), notice.clone(), self.l10n);
        let _ = writeln!(self.out, "{}", item.text);
        if let Some(voice) = &self.voice {
            voice.play(&item);
            speech::tell_notices(voice, self.l10n);
        }
    }

    /// Waits until the voice has said everything.
    fn wait(&self) {
        if let Some(voice) = &self.voice {
            voice.wait_idle(speech::SPEAK_TIMEOUT);
        }
    }
}

/// A calibration under way: the board found, the device file and what says the words.
struct Calibrating<'a> {
    hid: Hid,
    board: RawEvent,
    config: HidConfig,
    path: PathBuf,
    teller: Teller<'a>,
}

impl Calibrating<'_> {
    /// Runs the dialogue until it is over (finished or aborted); a hole silent for
    /// `timeout_ms` is asked again.
    fn converse(&mut self, timeout_ms: u64) -> Result<(), Error> {
        let mut lines = stdin_lines();
        let started = Instant::now();
        let now = || Timestamp(u64::try_from(started.elapsed().as_millis()).unwrap_or(u64::MAX));
        let mut dialogue = Dialogue::new(self.config.inverted, timeout_ms);
        let mut pending = dialogue.start();
        loop {
            for out in pending.drain(..) {
                self.act(out)?;
            }
            if dialogue.phase() == Phase::Over {
                return Ok(());
            }
            let wait =
                dialogue.poll_timeout().map_or(Duration::from_secs(1), |t| Duration::from_millis(t.since(now())));
            crossbeam_channel::select! {
                recv(self.hid.events()) -> event => {
                    if let Some(input) = self.hid_input(event)? {
                        pending = dialogue.handle(now(), input);
                    }
                }
                recv(lines) -> line => match line.ok().as_deref().map(CalIn::from_line) {
                    Some(Some(input)) => pending = dialogue.handle(now(), input),
                    Some(None) => tell(LINES_HELP),
                    // Standard input closed: go on with the board and the keys alone.
                    None => lines = crossbeam_channel::never(),
                },
                default(wait) => pending = dialogue.tick(now()),
            }
        }
    }

    /// Does what the dialogue answers: says it, notes it, or saves the calibration.
    fn act(&mut self, out: CalOut) -> Result<(), Error> {
        match out {
            CalOut::Say(msg) => self.teller.say(&msg),
            CalOut::Note(note) => tell(self.teller.l10n.render_problem(&note)),
            CalOut::Finished(calibration) => {
                self.config.calibration = calibration;
                save(&self.config, &self.path)?;
            }
            CalOut::Aborted => {}
        }
        Ok(())
    }

    /// The dialogue's input for a gamepad event: the board's and the keypad's buttons
    /// (the announce key confirms, as Enter does; other mapped keys do nothing here),
    /// the board coming and going.
    fn hid_input(&self, event: Result<Result<RawEvent, HidError>, RecvError>) -> Result<Option<CalIn>, Error> {
        let e = match event {
            Ok(Ok(e)) => e,
            Ok(Err(e)) => return Err(e.into()),
            Err(_) => return Err(Error::HidStopped),
        };
        if e.pad != self.board.pad && self.config.is_keypad(&e.name) {
            return Ok(None);
        }
        let keymap = &self.config.keymap;
        Ok(match e.raw {
            Raw::Pressed(code) | Raw::Released(code) if keymap.binding(code).is_some() => {
                let announce = keymap.binding(code) == Some(Binding::Key(Key::Announce));
                (announce && e.raw == Raw::Pressed(code)).then_some(CalIn::Confirm)
            }
            Raw::Pressed(code) => Some(CalIn::Pressed(code)),
            Raw::Released(code) => Some(CalIn::Released(code)),
            Raw::Connected => Some(CalIn::Connected),
            Raw::Disconnected => Some(CalIn::Disconnected),
        })
    }
}

/// Writes the device file (its folder made if missing).
fn save(config: &HidConfig, path: &Path) -> Result<(), Error> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir).map_err(|source| Error::MakeDir { path: dir.to_owned(), source })?;
    }
    fs::write(path, config.format()).map_err(|source| Error::Write { path: path.to_owned(), source })?;
    tell(format_args!("wrote {}", path.display()));
    Ok(())
}

/// The assistant's lines on standard input, read on a thread of their own; the
/// channel closes at the input's end.
fn stdin_lines() -> Receiver<String> {
    let (line_tx, lines) = crossbeam_channel::unbounded();
    std::thread::spawn(move || {
        for line in io::stdin().lines() {
            let Ok(line) = line else { break };
            if line_tx.send(line).is_err() {
                break;
            }
        }
    });
    lines
}
