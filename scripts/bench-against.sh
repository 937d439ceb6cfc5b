#!/usr/bin/env bash
# The replay benchmark of the working tree against an earlier revision, in one run:
# both bench binaries are built, then run in turn ROUNDS times (default 3) on the same
# sessions (every real game as peg events, without the python-chess peer), and the
# best events per second of each is printed with the ratio after/before.
#
#   bash scripts/bench-against.sh REV [ROUNDS]
#
# Wall-clock figures move with the machine's load; the ratio of two builds measured
# side by side in one run is the number to compare.
set -euo pipefail
cd "$(dirname "$0")/.."
top=$(pwd)
rev=${1:?usage: bench-against.sh REV [ROUNDS]}
rounds=${2:-3}
work=$(mktemp -d /tmp/taktil-bench.XXXXXX)
# The before revision is checked out beside this one: its bench finds the games in
# ../shared from its own folder.
src="$(dirname "$top")/.taktil-bench-before-$$"
trap 'git -C "$top" worktree remove --force "$src" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT

# The bench binary cargo builds, by its path.
bench_binary() {
  cargo bench --locked --bench replay --no-run --message-format=json "$@" 2>/dev/null |
    python3 -c 'import json,sys
for l in sys.stdin:
    m=json.loads(l)
    if m.get("reason")=="compiler-artifact" and m["target"]["name"]=="replay" and m.get("executable"):
        print(m["executable"])'
}

git -C "$top" worktree add --quiet --detach "$src" "$rev"
before=$(cd "$src" && CARGO_TARGET_DIR="$top/target/bench-against" bench_binary)
after=$(bench_binary)
[ -x "$before" ] && [ -x "$after" ] || { echo "bench-against: a bench did not build" >&2; exit 1; }

# A limit skips the python-chess peer (it measures the peer, not taktil).
export TAKTIL_BENCH_LIMIT=1000000
best() { sort -n | tail -1; }
rate() { "$1" 2>/dev/null | sed -n 's/.* = \([0-9]*\) events\/s (best of 5)/\1/p'; }
for _ in $(seq "$rounds"); do
  rate "$before" >>"$work/before.txt"
  rate "$after" >>"$work/after.txt"
done
b=$(best <"$work/before.txt")
a=$(best <"$work/after.txt")
echo "replay throughput, best of $rounds rounds of best-of-5 each, run in turn:"
echo "  $rev: $b events/s   ($(tr '\n' ' ' <"$work/before.txt"))"
echo "  working tree: $a events/s   ($(tr '\n' ' ' <"$work/after.txt"))"
python3 -c "print(f'  ratio after/before: {$a/$b:.3f}')"
