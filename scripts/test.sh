#!/usr/bin/env bash
# Runs the whole test suite (unit, golden scripts, real games, property and fuzz-style
# tests, real speech and sound into a null sink). Installs what it needs first.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/setup.sh
# python-chess lets one test check the game synthesizer against an independent
# implementation; without it that test says so and skips.
python3 -c 'import chess' 2>/dev/null || python3 -m pip install -q chess 2>/dev/null \
  || python3 -m pip install -q --break-system-packages chess 2>/dev/null || true
# Real speech and sound (tests/integration/audio.rs): a PulseAudio null sink when no
# sound server runs, stopped again when the tests end.
. scripts/headless-audio.sh
trap taktil_audio_stop EXIT
cargo test --locked
