//! taktil: over-the-board chess for blind and visually impaired players.
//!
//! A pegged tactile board reports pegs lifted and inserted; taktil turns those events
//! into moves under the FIDE rules for play with visually impaired players (Appendix E
//! of the 2009 Laws), and tells the player what happened in words.
//!
//! # Architecture
//!
//! - [`core`] is pure: time and inputs in, outputs as data. No clock reads, files,
//!   threads or devices.
//! - [`tbp`] and [`script`] parse the TBP/1 board protocol and session scripts.
//! - [`l10n`] renders the core's messages in the player's language through Fluent.
//! - [`replay`] runs session scripts through the core and prints transcripts and PGN;
//!   [`evidence`] reads scoresheets and boards into the core's evidence for the
//!   E2.7/E2.8 ruling, and writes the ruling as text or JSON.
//! - [`play`] is the live session's event loop; [`journal`] writes and reads its
//!   journal, for `--resume` after a crash; [`config`] reads its configuration file;
//!   [`view`] is its full-screen terminal view for the assistant, the sighted
//!   opponent and the arbiter.
//! - [`synth`] turns real games into peg events (tests and benchmarks).
//! - [`io`] owns the devices: speech through the `tts` crate, earcons through `cpal`,
//!   the sighted opponent's DGT board through a serial port. [`earcon`] synthesizes
//!   the earcons themselves.
//! - [`cli`] defines the command line (clap); [`cmd`] holds each command's body, a
//!   function that writes to the output it is given and returns typed errors, so that
//!   `main.rs` only parses, runs and reports.
//!
//! # Purity
//!
//! [`core`] and [`l10n`] are pure, and the compiler checks it. `clippy.toml` lists the
//! methods, types and macros that read the clock, sleep, start threads, touch files,
//! standard input or output, start processes, use the network or read the environment,
//! each with its reason. `Cargo.toml` allows the three lints that apply those lists
//! (`clippy::disallowed_methods`, `clippy::disallowed_types`,
//! `clippy::disallowed_macros`) in the whole package, the shell and the adapters, and
//! the top of `src/core/mod.rs` and of `src/l10n/mod.rs` denies them in their module
//! trees, so `cargo clippy` fails on such a call there.
//!
//! # Feature flags
//!
//! The device and audio crates that link system libraries are optional, each behind a
//! default feature:
//!
//! - `speech`: speech through Speech Dispatcher with the `tts` crate
//!   ([`io::speech::Speaker`]); building it needs the libspeechd and clang headers.
//! - `sound`: the earcons through the sound card with `cpal`
//!   ([`io::audio::Earcons`]); needs the ALSA headers.
//! - `hid`: the HID peg board and the keypad through `gilrs`
//!   ([`io::hid::gamepad::Hid`]); needs the udev headers.
//!
//! Built without one, its adapter keeps its API and says, when started, that taktil was
//! built without it: `taktil play` says "No speech" (or "No sound device") and goes on
//! in text, as on a machine without Speech Dispatcher or a sound card, and a missing
//! HID library is reported as when gilrs cannot start. `cargo test
//! --no-default-features` builds and tests all the rest (the core, the announcer,
//! scripts, replay, reconcile, the serial boards) with no system headers.
//!
//! # Flow
//!
//! 1. A board line (`L e2`) becomes an [`core::input::Input`].
//! 2. [`core::Companion::handle`] updates the physical board and the touched pieces.
//! 3. When the board has held a legal move's position for the settle time (or the
//!    player presses `announce`), the move is made: [`core::output::Output::Move`],
//!    then the announcement, then the clock switch.
//! 4. The shell renders `Say` outputs through [`l10n`] and records moves.

pub mod announce;
pub mod cli;
pub mod cmd;
pub mod config;
pub mod core;
pub mod earcon;
pub mod evidence;
pub mod export;
pub mod io;
pub mod journal;
pub mod l10n;
pub mod pgn;
pub mod play;
pub mod replay;
pub mod script;
pub mod synth;
pub mod tbp;
pub mod view;
pub mod voice;
