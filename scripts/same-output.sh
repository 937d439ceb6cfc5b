#!/usr/bin/env bash
# Proves that a change did not change what taktil decides and says: runs
# `taktil replay --format jsonl` of two builds over every golden script in
# tests/scripts and over every real game of ../shared/data/games turned into peg
# events (`taktil synth`, both colours; replayed once as they are and once in German
# under a time control), and the German transcript (`--format text`) of each too,
# and compares the outputs byte for byte.
#
#   bash scripts/same-output.sh BEFORE AFTER
#
# BEFORE and AFTER are git revisions (a worktree of each is built in release mode)
# or paths to taktil binaries. Without AFTER, the working tree is the after. Prints
# the number of files compared and any that differ (exit 1), or "identical".
#
# EDITION=2009: every script that names no edition is given `set edition 2009`, for
# both builds: a build from before 2023 was the default, compared with a newer one
# held to 2009. KEEP=DIR: the outputs of both builds are kept there, to explain each
# difference.
set -euo pipefail
cd "$(dirname "$0")/.."
top=$(pwd)
games=${TAKTIL_GAMES:-$top/../shared/data/games}
work=$(mktemp -d /tmp/taktil-same.XXXXXX)
trap 'if [ -n "${KEEP:-}" ]; then rm -rf "$KEEP"; mkdir -p "$KEEP"; cp -r "$work/before" "$work/after" "$KEEP/"; printf "%s\n" "${scripts[@]}" >"$KEEP/scripts.txt"; fi; rm -rf "$work"; git -C "$top" worktree prune' EXIT

# A taktil binary for a revision or a path.
binary() {
  local what=$1 name=$2
  if [ -x "$what" ] && [ -f "$what" ]; then
    echo "$what"
  elif [ "$what" = "WORKTREE" ]; then
    cargo build --release --locked --quiet
    echo "$top/target/release/taktil"
  else
    git -C "$top" worktree add --quiet --detach "$work/$name-src" "$what"
    CARGO_TARGET_DIR="$top/target/same-output" cargo build --release --locked --quiet \
      --manifest-path "$work/$name-src/Cargo.toml"
    cp "$top/target/same-output/release/taktil" "$work/$name-taktil"
    git -C "$top" worktree remove --force "$work/$name-src"
    echo "$work/$name-taktil"
  fi
}

before=$(binary "${1:?usage: same-output.sh BEFORE [AFTER]}" before)
after=$(binary "${2:-WORKTREE}" after)

# The inputs: the golden scripts, and the real games as peg events (made once, by the
# after build; the synthesizer is not what is compared).
mkdir -p "$work/games"
for pgn in "$games"/*.pgn; do
  "$after" synth "$pgn" --out "$work/games/$(basename "$pgn" .pgn)" >/dev/null 2>&1
done
mapfile -t scripts < <(find tests/scripts "$work/games" -name '*.script' | sort)
if [ -n "${EDITION:-}" ]; then
  mkdir -p "$work/edition"
  for i in "${!scripts[@]}"; do
    s=${scripts[$i]}
    if ! grep -q '^set edition ' "$s"; then
      copy="$work/edition/$i-$(basename "$s")"
      { head -n 1 "$s"; echo "set edition $EDITION"; tail -n +2 "$s"; } >"$copy"
      scripts[i]=$copy
    fi
  done
fi

# One output file per script, build and setting (named .jsonl whatever the format).
run() {
  local taktil=$1 out=$2 format=$3
  shift 3
  mkdir -p "$out"
  local i=0
  for s in "${scripts[@]}"; do
    i=$((i + 1))
    "$taktil" replay --format "$format" "$@" "$s" >"$out/$i.jsonl" 2>"$out/$i.err" || echo "rc=$?" >>"$out/$i.err"
  done
}
for build in before after; do
  taktil=${!build}
  run "$taktil" "$work/$build/plain" jsonl
  run "$taktil" "$work/$build/de-clock" jsonl --locale de --time-control "40/90m, 30m +30s"
  run "$taktil" "$work/$build/de-text" text --locale de --time-control "40/90m, 30m +30s"
done

# A script the before build refuses and the after build reads is new syntax (a line
# the redesign added): it is listed, not compared. Every other output must be equal.
new=0
for f in "$work"/before/*/*.err; do
  a=${f/before/after}
  if grep -q '^rc=' "$f" && ! grep -q '^rc=' "$a"; then
    j=${f%.err}.jsonl
    rm -f "$f" "$a" "$j" "${j/before/after}"
    new=$((new + 1))
  fi
done
if [ "$new" -gt 0 ]; then
  echo "left out: $new outputs of scripts only the after build reads (new script lines)"
fi
compared=$(find "$work/before" -name '*.jsonl' | wc -l)
if diff -rq "$work/before" "$work/after" >"$work/diff.txt"; then
  echo "identical: $compared jsonl outputs of ${#scripts[@]} scripts ($(find "$work/before" -name '*.jsonl' -exec cat {} + | wc -l) lines)"
else
  echo "DIFFERENT ($compared compared):"
  head -20 "$work/diff.txt"
  first=$(head -1 "$work/diff.txt" | awk '{print $2}')
  n=$(basename "$first" .jsonl)
  n=${n%.err}
  echo "first differing script: ${scripts[$((n - 1))]}"
  diff "$first" "${first/before/after}" | head -20 || true
  # Every script whose output differs, by name, in either setting (to explain each).
  echo "differing scripts:"
  awk '{print $2}' "$work/diff.txt" | sed 's|.*/||; s|\.jsonl$||; s|\.err$||' | sort -un |
    while read -r n; do echo "  ${scripts[$((n - 1))]}"; done
  exit 1
fi
