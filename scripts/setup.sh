#!/usr/bin/env bash
# Installs what building and testing taktil needs on Debian 12 or Ubuntu: the system
# packages (only when one is missing) and a Rust toolchain (only when there is none).
# Sourced by scripts/demo.sh and scripts/test.sh. Run them as they are, without sudo
# in front: as root they install directly; as another user they call sudo themselves,
# only to install missing packages (Rust then goes into that user's home); a user
# without sudo is told what to do.
set -euo pipefail

# Build tools, then the system libraries the speech, sound and HID crates link (cpal:
# libasound2-dev; tts: libspeechd-dev, and libclang-dev for its bindgen; gilrs:
# libudev-dev; only the default features `speech`, `sound` and `hid` need them, a build
# with `--no-default-features` needs none), then what really speaks and plays in the
# tests (Speech Dispatcher with espeak-ng, PulseAudio for a null sink, pactl/parec, sox;
# tmux drives the terminal view in its tests). The lines of shared/docs/rust-stack.md
# section 2 are the reference.
PACKAGES="build-essential pkg-config ca-certificates curl python3 python3-pip"
PACKAGES="$PACKAGES libasound2-dev libudev-dev libspeechd-dev libclang-dev"
PACKAGES="$PACKAGES speech-dispatcher speech-dispatcher-espeak-ng espeak-ng pulseaudio pulseaudio-utils sox tmux"
# Issue 18: the practice opponent and the analyst of `taktil review`, over UCI
# (src/io/uci.rs; Debian installs it as /usr/games/stockfish).
PACKAGES="$PACKAGES stockfish"
PACKAGES="$PACKAGES liblouis-dev liblouis-data liblouis-bin"   # issue 17: the braille scoresheet in national braille (feature `louis`: the library, its tables, and lou_translate for the tests)
PACKAGES="$PACKAGES brltty libbrlapi-dev"   # issue 17: braille displays (BrlAPI; the test runs a real BRLTTY)
PACKAGES="$PACKAGES gcc-avr avr-libc simavr libsimavr-dev"   # issue 19: the peg board's firmware (firmware/) and its simulation in the tests
# Issue 32: the live page's browser test (tests/integration/browser.rs): Debian's
# Chromium, driven by playwright-core under Node.js (npm ci in tests/browser, by
# scripts/test.sh). A Node.js that came with its own npm (NodeSource) is kept as it is:
# Debian's npm would conflict with it.
PACKAGES="$PACKAGES chromium"
if ! command -v npm >/dev/null 2>&1; then
  PACKAGES="$PACKAGES nodejs npm"
fi

# Beside this file (no dirname: a minimal system's PATH may lack it).
setup_dir=${BASH_SOURCE[0]%/*}
[ "$setup_dir" = "${BASH_SOURCE[0]}" ] && setup_dir=.
. "$setup_dir/packages.sh"
install_packages $PACKAGES

if ! command -v cargo >/dev/null 2>&1 && [ -x "$HOME/.cargo/bin/cargo" ]; then
  export PATH="$HOME/.cargo/bin:$PATH"
fi
if ! command -v cargo >/dev/null 2>&1; then
  echo "taktil setup: installing Rust 1.95 with rustup" >&2
  curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal \
    --default-toolchain 1.95.0 --component rustfmt,clippy
  export PATH="$HOME/.cargo/bin:$PATH"
fi
