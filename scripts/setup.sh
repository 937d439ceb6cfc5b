#!/usr/bin/env bash
# Installs what building and testing taktil needs on Debian 12 or Ubuntu: the system
# packages (only when one is missing) and a Rust toolchain (only when there is none).
# Sourced by scripts/demo.sh and scripts/test.sh; run as root or with sudo.
set -euo pipefail

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi

# Build tools. The speech and sound packages join this list with the announcer's
# speech issue; keep rust-stack.md's lines as the reference.
PACKAGES="build-essential pkg-config ca-certificates curl python3 python3-pip"

missing=""
for p in $PACKAGES; do
  dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"
done
if [ -n "$missing" ]; then
  echo "taktil setup: installing$missing" >&2
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null
fi

if ! command -v cargo >/dev/null 2>&1 && [ -x "$HOME/.cargo/bin/cargo" ]; then
  export PATH="$HOME/.cargo/bin:$PATH"
fi
if ! command -v cargo >/dev/null 2>&1; then
  echo "taktil setup: installing Rust 1.95 with rustup" >&2
  curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal \
    --default-toolchain 1.95.0 --component rustfmt,clippy
  export PATH="$HOME/.cargo/bin:$PATH"
fi
