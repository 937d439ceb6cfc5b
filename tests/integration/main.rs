//! taktil's integration tests, in one test binary (ripgrep's layout).

mod cli;
mod games;
mod golden;
mod props;
mod synth_peer;
mod util;
mod audio;
mod l10n;
