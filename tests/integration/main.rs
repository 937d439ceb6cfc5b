//! taktil's integration tests, in one test binary (ripgrep's layout).

mod audio;
mod catchup;
mod cli;
mod clock;
mod cmd;
mod config;
mod dgt;
mod export;
mod games;
mod golden;
mod hid;
mod l10n;
mod play;
mod props;
mod reconcile;
mod synth_peer;
mod tbp_serial;
mod util;
mod view;
