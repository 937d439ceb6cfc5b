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
# The Linux build to compare with: the test profile's, which scripts/test.sh then
# reuses (the outputs do not depend on the profile).
cargo build --locked --quiet
linux=target/debug/taktil

exe=target/windows/x86_64-win7-windows-gnu/release/taktil.exe
export WINEPREFIX=${WINEPREFIX:-$HOME/.cache/taktil-wine} WINEDEBUG=-all
mkdir -p "$WINEPREFIX"
wine=/usr/lib/wine/wine64
# One wine server for the whole run: without it each call starts wine's services anew.
# One already running for this prefix (a developer's) serves as well: -p then fails.
/usr/lib/wine/wineserver64 -p 2>/dev/null || true
trap '/usr/lib/wine/wineserver64 -k 2>/dev/null || true' EXIT
# The first call makes the prefix (about 10 s) and says so on standard error.
"$wine" "$exe" --version >/dev/null 2>&1

start=$(date +%s)
n=0
differ=()
while IFS= read -r s; do
  n=$((n + 1))
  on_linux=$("$linux" replay --format jsonl "$s" 2>&1; echo "rc=$?")
  on_windows=$("$wine" "$exe" replay --format jsonl "$s" 2>&1; echo "rc=$?")
  if [ "$on_linux" != "$on_windows" ]; then
    # Once, in 251 scripts, a run under Wine differed and the same run again did not:
    # a difference that is taktil's shows again; one retry is told, not hidden.
    on_windows=$("$wine" "$exe" replay --format jsonl "$s" 2>&1; echo "rc=$?")
    if [ "$on_linux" == "$on_windows" ]; then
      echo "windows: $s differed once under wine, identical when run again" >&2
    else
      differ+=("$s")
      diff <(echo "$on_linux") <(echo "$on_windows") | head -20 >&2 || true
    fi
  fi
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
python3 scripts/windows-checks.py "$linux" "$exe"
