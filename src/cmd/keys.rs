//! `taktil keys`: the device file's keymap checked, and what each button does printed
//! (and with `--speak` said), so the player can learn the keys: the HID buttons, then
//! the keys of a keyboard read through evdev when the file names one (issue 29, point
//! 12: the practice keys among them).

use std::{io::Write, process::ExitCode};

use super::{Error, files, speech, tell};
use crate::{
    cli::KeysArgs,
    core::time::Timestamp,
    io::{hid::mapper, keyboard::mapper::KeyboardMapper},
    item::Item,
    replay,
};

/// Prints the key help to `out`; failure, with every problem told, when the keymap has
/// problems.
///
/// # Errors
/// A device file that cannot be read or parsed, a setting that cannot be used; `out`
/// that cannot be written.
pub fn run(args: &KeysArgs, out: &mut dyn Write) -> Result<ExitCode, Error> {
    let path = files::device_file(args.config.as_deref())?;
    let config = files::load_devices(&path)?;
    let problems = config.problems();
    if !problems.is_empty() {
        for p in &problems {
            tell(format_args!("{}: {p}", path.display()));
        }
        return Ok(ExitCode::FAILURE);
    }
    let l10n = replay::localizer(&args.voice.header(), args.voice.long)?;
    let voice = if args.speak { Some(speech::start(&args.speech, &l10n)?) } else { None };
    let keyboard = config.keyboard.name.is_some().then(|| KeyboardMapper::new(&config.keyboard).help());
    for notice in mapper::key_help(&config).into_iter().chain(keyboard.into_iter().flatten()) {
        let item = Item::notice(Timestamp(0), notice, &l10n);
        writeln!(out, "{}", item.text).map_err(Error::Output)?;
        if let Some(voice) = &voice {
            voice.play(&item);
        }
    }
    out.flush().map_err(Error::Output)?;
    if let Some(voice) = &voice {
        voice.wait_idle(speech::SPEAK_TIMEOUT);
        speech::tell_notices(voice, &l10n);
    }
    Ok(ExitCode::SUCCESS)
}
