#!/usr/bin/env bash
# install_packages PACKAGE...: installs the Debian packages that are missing, as root
# directly or through sudo; a user without sudo is told what to run. Sourced by
# scripts/setup.sh (the Linux build and tests) and scripts/windows.sh (the Windows
# cross-build, issue 30).

# How to run apt-get as root: directly as root, through sudo otherwise, or not at all
# (no sudo: the message below says what to do).
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else SUDO="none"; fi
fi

install_packages() {
  local missing="" p
  for p in "$@"; do
    dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"
  done
  if [ -n "$missing" ] && [ "$SUDO" = none ]; then
    echo "taktil setup: these packages are missing:$missing" >&2
    echo "taktil setup: installing them needs root, and sudo is not installed: run the same command as root" >&2
    echo "taktil setup: (su -c 'bash $0'), or have root run: apt-get install$missing; then run it again." >&2
    exit 1
  fi
  if [ -n "$missing" ]; then
    echo "taktil setup: installing$missing" >&2
    $SUDO apt-get update -qq
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null
  fi
}
