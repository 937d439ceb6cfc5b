//! taktil: over-the-board chess for blind and visually impaired players.
//!
//! A pegged tactile board reports pegs lifted and inserted; taktil turns those events
//! into moves under the FIDE rules for play with visually impaired players (Appendix E
//! of the 2009 Laws), and tells the player what happened in words.
//!
//! # Architecture
//!
//! - [`core`] is pure: time and inputs in, outputs as data. No clock reads, files,
//!   threads or devices. Its [`core::msg::Msg`] is only what it emits.
//! - [`tbp`] and [`script`] parse the TBP/1 board protocol and session scripts (and a
//!   live session's input lines, [`script::parse_input`]).
//! - [`l10n`] renders the core's messages and the shell's [`notice`]s in the player's
//!   language through Fluent.
//! - [`replay`] runs session scripts through the core and prints transcripts and PGN;
//!   [`evidence`] reads scoresheets and boards into the core's evidence for the
//!   E2.7/E2.8 ruling, and writes the ruling as text or JSON.
//! - [`play`] is the live session: one channel that every source sends into
//!   ([`play::arrival`]), the loop ([`play::Live`]), and the one output path
//!   ([`play::dispatch`]): each output rendered once into an [`item::Item`] and handed
//!   to the journal's marks, the [`voice`] (which only speaks), the screen (which only
//!   shows: the [`view`] or [`play::lines`]) and the devices. [`journal`] writes and
//!   reads its journal, for `--resume` after a crash; [`config`] reads its
//!   configuration file; [`view`] is its full-screen terminal view for the assistant,
//!   the sighted opponent and the arbiter.
//! - [`synth`] turns real games into peg events (tests and benchmarks).
//! - [`review`] talks a played game through with a chess engine's judgement of each
//!   move, with keys, and writes it annotated as PGN (`taktil review`).
//! - [`io`] owns the devices: speech through Speech Dispatcher (one SSML message per
//!   utterance; the `tts` crate on Windows and macOS), earcons through `cpal`,
//!   the HID peg board and keypad through gilrs, serial TBP/1 and DGT boards through a
//!   serial port. Each adapter is a thread that sends its events, with the instant it
//!   read them, to the sending handle it is given. [`earcon`] synthesizes the earcons
//!   themselves.
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
//! - `speech`: speech through Speech Dispatcher with the `speech-dispatcher` crate on
//!   Linux, the `tts` crate elsewhere ([`io::speech::Speaker`]); building it needs the
//!   libspeechd and clang headers.
//! - `sound`: the earcons through the sound card with `cpal`
//!   ([`io::audio::Earcons`]); needs the ALSA headers.
//! - `hid`: the HID peg board and the keypad through `gilrs`
//!   ([`io::hid::gamepad::Hid`]); needs the udev headers.
//! - `evdev`: a keyboard or USB numeric keypad that is not the terminal's, through the
//!   `evdev` crate ([`io::keyboard::device`]); Linux only, no system headers.
//! - `brlapi`: a refreshable braille display through BRLTTY's BrlAPI
//!   ([`io::braille_display`], a small FFI of its own to libbrlapi); needs the
//!   libbrlapi headers and library. Without it `--braille-display` is refused at the
//!   start with the reason.
//! - `louis`: the braille scoresheet in the locale's national braille through
//!   liblouis ([`export`], three C functions declared there, no binding crate); needs
//!   the liblouis headers, and its tables at run time. Without it the scoresheet is
//!   North American computer braille and the command says so.
//! - `tls`: HTTPS for the broadcast's push to a Lichess round ([`io::push`]) and for a
//!   Lichess game ([`io::lichess`]), ureq's rustls, whose ring builds C and assembly;
//!   without it an `https://` URL is refused at the start with the reason.
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
//! A peg lifted, in a live session (`taktil play`), to the move spoken and journaled:
//!
//! 1. The HID peg board's switch opens. The gilrs thread ([`io::hid::gamepad`]) reads
//!    the button's release with the instant it read it, maps it ([`io::hid::mapper`])
//!    to `tactile L e2`, and its sending handle ([`play::devices`]) puts an
//!    [`play::Arrival`] with that instant into the session's one channel. (On
//!    standard input, the [`play::stdin`] thread reads the line `L e2` once with
//!    [`script::parse_input`] and sends the same; a serial board's thread, the demo and
//!    the view's keys send theirs alike.)
//! 2. The loop ([`play::Live::run`], the main thread) takes it and turns the instant
//!    into session time, never earlier than its last step. Timeouts due by then fire
//!    first, at their deadlines.
//! 3. The input is written to the journal, flushed and synced ([`journal`]).
//! 4. [`core::Companion::handle`] updates the physical board and the touched pieces.
//!    When the board has held a legal move's position for the settle time (a timeout)
//!    or the player presses `announce`, the move is made:
//!    [`core::output::Output::Move`], then the announcement
//!    ([`core::output::Output::Say`]), then the clock switch. A move made by a timeout
//!    gets its time mark in the journal before anything of it is said.
//! 5. Each output is rendered once ([`item::Item::output`], [`l10n`]) and handed in
//!    turn to the voice ([`voice::Voice::play`]: the earcon, and
//!    [`io::speech::Speaker::say`], which queues the words for the speech thread and
//!    Speech Dispatcher), the screen (the transcript line, or the view), and the devices (a board's
//!    `SNAP`).
//!
//! A replay ([`replay`]) feeds a script's events through the same core with their
//! recorded times; a journal is such a script, so it replays to what was said live.

pub mod announce;
pub mod cli;
pub mod cmd;
pub mod config;
pub mod core;
pub mod earcon;
pub mod evidence;
pub mod export;
pub mod io;
pub mod item;
pub mod journal;
pub mod l10n;
pub mod notice;
pub mod pgn;
pub mod play;
pub mod publish;
pub mod replay;
pub mod review;
pub mod script;
pub mod synth;
pub mod tbp;
pub mod textfile;
pub mod view;
pub mod voice;
