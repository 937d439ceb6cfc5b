#!/usr/bin/env bash
# Runs the whole test suite (unit, golden scripts, real games, property and fuzz-style
# tests, real speech and sound into a null sink), built without the device and audio
# features and then with them. Installs what it needs first.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/setup.sh
# python-chess lets one test check the game synthesizer against an independent
# implementation; without it that test says so and skips.
python3 -c 'import chess' 2>/dev/null || python3 -m pip install -q chess 2>/dev/null \
  || python3 -m pip install -q --break-system-packages chess 2>/dev/null || true
# The build without the default features (speech, sound, hid) needs no system headers:
# no crate in its tree (the tests' included) binds a system library or builds against
# one (linux-raw-sys is Rust only).
tree=$(cargo tree --locked --no-default-features -e normal,build,dev --prefix none)
linked=$(grep -E '^([A-Za-z0-9_-]+-sys|bindgen|pkg-config|cc|cmake) ' <<<"$tree" | grep -v '^linux-raw-sys ' | sort -u || true)
if [ -n "$linked" ]; then
  echo "test.sh: the build without default features needs system libraries through:" >&2
  echo "$linked" >&2
  exit 1
fi
# --- Issue 19: the peg board's firmware and its simulation -------------------------
# Builds the firmware (firmware/pegboard.c, avr-gcc and avr-libc) and its simavr harness
# (firmware/sim/board-sim.c, libsimavr) before the tests, so that a broken build stops
# here with make's own message; tests/integration/firmware.rs then runs the firmware in
# simavr and plays a real game through it into `taktil play`. Under CI=true a missing
# tool fails; elsewhere the firmware tests skip, and say so.
if [ "${CI:-}" = true ] || { command -v avr-gcc >/dev/null && [ -e /usr/include/simavr/sim_avr.h ]; }; then
  make -C firmware all sim
else
  echo "test.sh: avr-gcc or libsimavr-dev is missing: the firmware tests will skip" >&2
fi
# ------------------------------------------------------------------------------------
# --- Issue 32: the live page in headless Chromium ------------------------------------
# playwright-core and axe-core, the exact versions of tests/browser/package-lock.json;
# tests/integration/browser.rs drives them. Under CI=true a failure here fails; elsewhere
# the browser test skips, and says so.
if [ "${CI:-}" = true ]; then
  npm ci --prefix tests/browser --no-audit --no-fund --loglevel=error
elif command -v npm >/dev/null 2>&1; then
  npm ci --prefix tests/browser --no-audit --no-fund --loglevel=error \
    || echo "test.sh: npm ci in tests/browser failed: the browser test will skip" >&2
fi
# ------------------------------------------------------------------------------------
# Everything that needs none of them (the core, the announcer, scripts, replay,
# reconcile, the serial boards), built without them.
cargo test --locked --no-default-features
# Real speech and sound (tests/integration/audio.rs): a PulseAudio null sink when no
# sound server runs, stopped again when the tests end.
. scripts/headless-audio.sh
trap taktil_audio_stop EXIT
cargo test --locked
