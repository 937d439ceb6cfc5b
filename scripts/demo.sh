#!/usr/bin/env bash
# The main job: build taktil and play the demo game as a live session, with no
# hardware: a recorded game (a touch-move mistake, an illegal placement, both capture
# orders, the queries "repeat", "moves" and "time") is fed in at the pace it was
# played, and taktil announces it aloud, shows it (the full view in a terminal, plain
# lines otherwise) and journals every move. Then the journal is exported: the game as
# PGN with clock comments, the blind player's scoresheet in braille. Installs what it
# needs first. Extra arguments go to `taktil play` (e.g. --speed 2, --locale de,
# --view plain).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/setup.sh
cargo build --release --locked --quiet
out="$(mktemp -d /tmp/taktil-demo.XXXXXX)"
./target/release/taktil play --demo assets/demo.script --journal "$out/demo.journal" --export "$out" "$@"
echo
echo "The game is in $out: demo.journal (replay it with taktil replay), game.pgn,"
echo "game.brf and game.txt (the blind player's scoresheet in braille), game.wav (spoken)."
cat "$out/game.pgn"
