#!/usr/bin/env bash
# The Windows build under Wine (issue 30): builds the release zip (scripts/windows.sh),
# then replays every golden session script with taktil.exe under wine64 and with the
# Linux build, and holds their outputs (standard output, standard error, exit code)
# to be byte-identical. Prints "windows: N of N golden scripts identical" or each that
# differs (exit 1). Then scripts/windows-checks.py: a sample of real games, a game
# killed and resumed, the speech fallback, a TBP/1 board on COM9.
#
#   bash scripts/windows-test.sh
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/windows.sh
. scripts/packages.sh
install_packages wine64
cargo build --release --locked --quiet

exe=target/windows/x86_64-win7-windows-gnu/release/taktil.exe
export WINEPREFIX=${WINEPREFIX:-$HOME/.cache/taktil-wine} WINEDEBUG=-all
mkdir -p "$WINEPREFIX"
wine=/usr/lib/wine/wine64
# One wine server for the whole run: without it each call starts wine's services anew.
/usr/lib/wine/wineserver64 -p
trap '/usr/lib/wine/wineserver64 -k 2>/dev/null || true' EXIT
# The first call makes the prefix (about 10 s) and says so on standard error.
"$wine" "$exe" --version >/dev/null 2>&1

start=$(date +%s)
n=0
differ=()
while IFS= read -r s; do
  n=$((n + 1))
  linux=$(target/release/taktil replay --format jsonl "$s" 2>&1; echo "rc=$?")
  windows=$("$wine" "$exe" replay --format jsonl "$s" 2>&1; echo "rc=$?")
  [ "$linux" == "$windows" ] || differ+=("$s")
done < <(find tests/scripts -name '*.script' | sort)
echo "windows: $((n - ${#differ[@]})) of $n golden scripts identical under wine ($(($(date +%s) - start)) s)"
if [ "${#differ[@]}" -gt 0 ]; then
  printf '  differs: %s\n' "${differ[@]}" >&2
  exit 1
fi

# Real games, a game killed and resumed, the speech fallback, a serial board on COM9
# and the start-up time (scripts/windows-checks.py). A sound output, so that speech
# is tried: the null sink.
. scripts/headless-audio.sh
trap 'taktil_audio_stop; /usr/lib/wine/wineserver64 -k 2>/dev/null || true' EXIT
python3 scripts/windows-checks.py target/release/taktil "$exe"
