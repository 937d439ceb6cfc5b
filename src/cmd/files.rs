//! The files the commands are given: read with an error that names them, and the
//! device file of the HID peg board (`taktil calibrate` writes it, `keys` and `play`
//! read it) with its default place.

use std::{
    fs, io,
    path::{Path, PathBuf},
};

use super::Error;
use crate::{io::hid::config::HidConfig, textfile};

/// Reads a text file given to a flag (a script, a PGN file), bounded and line-aware
/// ([`crate::textfile`]), naming it when it cannot be read.
///
/// # Errors
/// When the file cannot be read, is a folder, is too large, or is not UTF-8 (with the
/// line and column).
pub fn read(path: &Path) -> Result<String, Error> {
    textfile::read(path).map_err(|source| Error::Read { path: path.to_owned(), source })
}

/// The device file given, or `~/.config/taktil/devices.conf` (`$XDG_CONFIG_HOME` when
/// set); on Windows `%APPDATA%\taktil\devices.conf` (issue 30: Windows has no `HOME`).
///
/// # Errors
/// When none is given and neither variable is set.
pub fn device_file(given: Option<&Path>) -> Result<PathBuf, Error> {
    if let Some(path) = given {
        return Ok(path.to_owned());
    }
    let set = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty()).map(PathBuf::from);
    let base = if cfg!(windows) {
        set("APPDATA").ok_or(Error::NoHome)?
    } else {
        match set("XDG_CONFIG_HOME") {
            Some(dir) => dir,
            None => set("HOME").ok_or(Error::NoHome)?.join(".config"),
        }
    };
    Ok(base.join("taktil").join("devices.conf"))
}

/// Reads the device file; a file that is not there is the default.
///
/// # Errors
/// When the file cannot be read or has problems (every one is named).
pub fn load_devices(path: &Path) -> Result<HidConfig, Error> {
    let text = match fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(HidConfig::default()),
        Err(source) => return Err(Error::Read { path: path.to_owned(), source: source.into() }),
    };
    HidConfig::parse(&text).map_err(|errors| Error::DeviceFile { path: path.to_owned(), errors })
}
