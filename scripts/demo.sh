#!/usr/bin/env bash
# The main job for now: build taktil and replay the demo session aloud (a short game with
# a touch-move mistake, an illegal placement and both capture orders), printing what
# taktil says and does. Installs what it needs first.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/setup.sh
cargo build --release --locked --quiet
./target/release/taktil replay --speak assets/demo.script
