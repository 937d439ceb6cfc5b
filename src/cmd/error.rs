//! Why a command stopped: one variant per thing that can go wrong in the commands
//! themselves, the library's own errors passed through as they are.
//!
//! The words are the user's: `taktil` prints them after its name, one line each
//! ([`Error::lines`]), and exits with status 2. A closed standard output is not a
//! failure ([`Error::is_broken_pipe`]): `taktil replay ... | head` ends quietly.

use std::{
    io,
    path::{Path, PathBuf},
};

use crate::{
    announce::AnnounceError,
    cli::FlagError,
    config::ConfigErrors,
    core::settings::StartError,
    evidence::EvidenceError,
    export::{ExportError, audio::SpokenSheetError},
    io::{dgt::DgtError, hid, push, serve::ServeError, tbp_serial},
    play::{self, devices::DeviceError},
    publish::{TagError, folder::FolderError},
    replay::ReplayError,
    script::ScriptError,
};

/// Why a command stopped.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A correspondence game's file (issue 33): missing, damaged, not writable.
    #[error(transparent)]
    GameFile(#[from] super::correspondence::GameFileError),
    /// A flag's value cannot be used.
    #[error(transparent)]
    Flag(#[from] FlagError),
    /// A broadcast tag is missing or would be refused (issue 32).
    #[error("{0}")]
    Tag(#[from] TagError),
    /// The broadcast folder cannot be made or written.
    #[error("--publish: {0}")]
    Publish(#[from] FolderError),
    /// `--serve` is not a port or an address with one.
    #[error("--serve '{0}': expected a port (8080) or an address and a port (0.0.0.0:8080)")]
    ServeAddr(String),
    /// The server cannot listen.
    #[error("--serve: {0}")]
    Serve(#[from] ServeError),
    /// `--push` without its token.
    #[error("--push needs --push-token-file FILE (a token with study:write, readable by its owner only)")]
    PushTokenMissing,
    /// The push token cannot be used.
    #[error("--push-token-file: {0}")]
    PushToken(#[from] push::TokenError),
    /// The push endpoint cannot be used.
    #[error("--push: {0}")]
    Push(#[from] push::PushError),
    /// The Lichess game cannot start (issue 33).
    #[error(transparent)]
    Online(#[from] super::online::OnlineError),
    /// Standard output cannot be written (or was closed by its reader).
    #[error("cannot write: {0}")]
    Output(#[source] io::Error),
    /// A file given cannot be read.
    #[error("{}: cannot read: {source}", path.display())]
    Read {
        /// The file, as given.
        path: PathBuf,
        /// Why.
        source: crate::textfile::TextError,
    },
    /// A file cannot be written.
    #[error("{}: cannot write: {source}", path.display())]
    Write {
        /// The file.
        path: PathBuf,
        /// Why.
        source: io::Error,
    },
    /// A folder to write into cannot be made.
    #[error("{}: {source}", path.display())]
    MakeDir {
        /// The folder.
        path: PathBuf,
        /// Why.
        source: io::Error,
    },
    /// A synthesized session script cannot be written.
    #[error("{}: {source}", path.display())]
    WriteScript {
        /// The script file.
        path: PathBuf,
        /// Why.
        source: io::Error,
    },
    /// A session script given (the demo) does not parse.
    #[error("{}: {source}", path.display())]
    Script {
        /// The script file.
        path: PathBuf,
        /// Where and what.
        source: ScriptError,
    },
    /// A flag that writes one scoresheet with more than one script.
    #[error("{flag} writes one scoresheet: give one script, not {count}")]
    OneScript {
        /// The flag.
        flag: &'static str,
        /// How many scripts were given.
        count: usize,
    },
    /// The braille scoresheet (or a live game's files) cannot be written.
    #[error(transparent)]
    Export(#[from] ExportError),
    /// The spoken scoresheet cannot be made.
    #[error("--spoken-sheet: {0}")]
    SpokenSheet(#[source] SpokenSheetError),
    /// A setting of the session or the announcer is not valid.
    #[error(transparent)]
    Replay(#[from] ReplayError),
    /// The configuration file has problems (one line each).
    #[error(transparent)]
    Config(#[from] ConfigErrors),
    /// The device file has problems (one line each).
    #[error("{}", device_file_lines(path, errors).join("\n"))]
    DeviceFile {
        /// The device file.
        path: PathBuf,
        /// Its problems, in line order.
        errors: Vec<hid::config::DeviceLineError>,
    },
    /// `--view full` without a terminal.
    #[error(
        "--view full needs a terminal for standard input and output: use --view lines, or --plain for a screen reader"
    )]
    NoTerminal,
    /// The live session cannot start (its settings, its journal).
    #[error(transparent)]
    Session(#[from] play::SessionStartError),
    /// A device of the live session cannot be opened.
    #[error(transparent)]
    Devices(#[from] DeviceError),
    /// The demo's thread cannot start.
    #[error("cannot start the demo: {0}")]
    Demo(#[source] io::Error),
    /// SIGINT, SIGTERM and SIGHUP cannot be watched (a live session must end cleanly
    /// on them).
    #[error("cannot watch the signals SIGINT, SIGTERM and SIGHUP: {0}")]
    Signals(#[source] io::Error),
    /// Files of a finished live game that could not be written (`--export`), each
    /// with its reason (one line each).
    #[error("{}", .0.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n"))]
    GameFiles(Vec<ExportError>),
    /// The terminal view cannot start.
    #[error("the terminal view cannot start: {0}")]
    View(#[source] io::Error),
    /// Neither `$XDG_CONFIG_HOME` nor `$HOME` (on Windows `%APPDATA%`) says where the
    /// device file is.
    #[error("{}: give --config FILE", if cfg!(windows) { "no APPDATA" } else { "no HOME" })]
    NoHome,
    /// `taktil announce` without moves.
    #[error("nothing to announce: give moves (e.g. e4 e5 Nf3) or --pgn FILE")]
    NothingToAnnounce,
    /// A start position given (`--fen`) is not valid.
    #[error(transparent)]
    Fen(#[from] StartError),
    /// The moves cannot be announced.
    #[error(transparent)]
    Announce(#[from] AnnounceError),
    /// The game of a PGN file cannot be announced: the file and why.
    #[error("{}: {source}", path.display())]
    AnnouncePgn {
        /// The PGN file, as given.
        path: PathBuf,
        /// Why.
        source: AnnounceError,
    },
    /// The scoresheets or boards of `taktil reconcile` cannot be read.
    #[error(transparent)]
    Evidence(#[from] EvidenceError),
    /// The DGT board cannot be opened, or failed.
    #[error(transparent)]
    Dgt(#[from] DgtError),
    /// The TBP/1 board's port cannot be opened.
    #[error(transparent)]
    Board(#[from] tbp_serial::SerialBoardError),
    /// The gamepads cannot be read.
    #[error(transparent)]
    Hid(#[from] hid::gamepad::HidError),
    /// The gamepads' thread ended.
    #[error("the gamepad thread stopped")]
    HidStopped,
    /// The engine of `--opponent engine` cannot be started (issue 18): the session
    /// does not start, nothing is created.
    #[error("{0}; install Stockfish (apt install stockfish) or give --engine PATH (docs/practice.md)")]
    Engine(#[from] crate::io::uci::EngineError),
    /// `--from-pgn`: the file holds no game, or not that many half-moves.
    #[error("{}: {why}", path.display())]
    FromPgn {
        /// The PGN file.
        path: PathBuf,
        /// What is wrong.
        why: String,
    },
    /// The game to review cannot be had from its file.
    #[error("{}: {source}", path.display())]
    ReviewSource {
        /// The file.
        path: std::path::PathBuf,
        /// Why.
        source: Box<crate::review::source::SourceError>,
    },
}

impl Error {
    /// The error as lines for standard error: one for most errors, one per problem of
    /// a configuration or device file.
    pub fn lines(&self) -> Vec<String> {
        match self {
            Error::Config(e) => e.to_string().trim_end().split('\n').map(str::to_owned).collect(),
            Error::DeviceFile { path, errors } => device_file_lines(path, errors),
            Error::GameFiles(failed) => failed.iter().map(ToString::to_string).collect(),
            e => vec![e.to_string()],
        }
    }

    /// Whether the error is a closed pipe on standard output (its reader went away:
    /// `taktil replay ... | head`). A broken pipe while writing a file the user named
    /// is a real failure and is reported.
    pub fn is_broken_pipe(&self) -> bool {
        matches!(self, Error::Output(e) if e.kind() == io::ErrorKind::BrokenPipe)
    }
}

/// The device file's problems, one line each, after the file's name.
fn device_file_lines(path: &Path, errors: &[hid::config::DeviceLineError]) -> Vec<String> {
    errors.iter().map(|e| format!("{}: {e}", path.display())).collect()
}
