//! taktil's integration tests, in one test binary (ripgrep's layout).
//!
//! The modules that need a device crate are built only with its feature (Cargo.toml,
//! "features"), so `cargo test --no-default-features` runs all the others.

// Tests may unwrap and print: Cargo.toml denies both in the build (issue 27).
#![allow(clippy::unwrap_used, clippy::print_stdout)]

mod arbiter_touch;
// Real speech and sound: Speech Dispatcher through `tts`, the sound card through `cpal`.
#[cfg(all(feature = "speech", feature = "sound"))]
mod audio;
// Issue 32: the folder, the server, and (point 5) 200 event streams and 50 pollers over
// a whole game, a stalled client; the live page in headless Chromium.
mod broadcast;
mod broadcast_load;
mod browser;
// A real BRLTTY (its virtual braille driver) through BrlAPI.
#[cfg(feature = "brlapi")]
mod brltty;
mod carry;
mod catchup;
mod cli;
mod clock;
mod cmd;
mod config;
// Issue 33 point 3: a correspondence game by mail.
mod correspondence;
mod dead;
mod dgt;
mod dgt_emu;
mod dgt_game;
mod dgt_stream;
mod docs;
mod ending;
mod engine;
mod export;
// Issue 19: the peg board's firmware in simavr (skipped without avr-gcc/libsimavr outside CI).
mod firmware;
mod games;
mod golden;
// The HID commands on a machine with no gamepad: what gilrs finds there.
#[cfg(feature = "hid")]
mod hid;
// The load's clients of the live server, shared with benches/broadcast.rs.
mod http_clients;
mod journal;
mod keyboard;
mod keys;
mod l10n;
// Issue 33 points 4 and 5: the Board API client against a loopback Lichess.
mod lichess;
mod lichess_double;
mod livechess;
mod livechess_double;
mod messages;
mod no_sensors;
mod online;
mod play;
mod props;
// Issue 32 points 3 and 7: the broadcast push against a loopback Lichess push endpoint.
mod push;
mod push_double;
mod reconcile;
// Issue 33 point 3: an opponent far away, his moves typed and confirmed.
mod remote;
mod restarts;
mod review;
mod ruling;
mod settle;
mod setup_script;
mod sheets;
mod sighted_stream;
mod synth_peer;
mod tbp_serial;
mod uci;
mod util;
mod view;
