#!/usr/bin/env bash
# Builds the Windows release on Debian 12 (issue 30): dist/taktil-windows-x86_64.zip
# with taktil.exe, locales/, assets/, the docs as text and README-windows.txt.
# Installs what it needs first, as scripts/setup.sh does.
#
#   bash scripts/windows.sh
#
# No Windows toolchain can be downloaded here, so Debian's own Rust (rustc-web and
# cargo-web, 1.96, with the standard library's sources in rust-web-src) builds the
# standard library for Windows (-Zbuild-std) and the mingw-w64 compilers link. The
# Linux build keeps rustup's 1.95 first on PATH; only this script uses /usr/bin/cargo.
#
# The target is x86_64-win7-windows-gnu, not x86_64-pc-windows-gnu: Rust 1.96's
# standard library for the latter imports ProcessPrng from bcryptprimitives.dll, which
# Wine 8.0 (Debian 12's) lacks, so the tests could not run what ships. The win7 target
# draws its random numbers through the older RtlGenRandom, present on every Windows
# from 7 to 11; one binary is tested and shipped.
#
# Features: `speech` (the player's screen reader through Tolk, else Windows' voices
# through WinRT, else SAPI: src/io/speech/screen_reader.rs), `sound` (WASAPI through
# cpal) and `hid` (gilrs). Speech Dispatcher, evdev, BrlAPI and liblouis are Linux only
# and left out. Tolk is vendor/tolk-sys, built with mingw's g++ and its C++ runtime
# linked in; the screen readers' client DLLs travel beside taktil.exe, which loads them
# only when their screen reader runs.
# `tls` (issue 32: HTTPS for the broadcast's push, ureq's rustls with ring) builds
# ring's C and assembly with mingw's gcc; its random numbers come through
# BCryptGenRandom in bcrypt.dll, part of Windows since Vista (and of Wine).
set -euo pipefail
cd "$(dirname "$0")/.."
top=$(pwd)
. scripts/packages.sh
install_packages rustc-web cargo-web rust-web-src gcc-mingw-w64-x86-64-posix g++-mingw-w64-x86-64-posix zip

target=x86_64-win7-windows-gnu
export RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1
export CARGO_TARGET_X86_64_WIN7_WINDOWS_GNU_LINKER=x86_64-w64-mingw32-gcc-posix
export CC_x86_64_win7_windows_gnu=x86_64-w64-mingw32-gcc-posix
export CXX_x86_64_win7_windows_gnu=x86_64-w64-mingw32-g++-posix
export AR_x86_64_win7_windows_gnu=x86_64-w64-mingw32-ar
/usr/bin/cargo build --release --locked -Zbuild-std=std,panic_abort --target "$target" \
  --no-default-features --features speech,sound,hid,tls --target-dir target/windows

exe=target/windows/$target/release/taktil.exe
# Every DLL the program imports must be part of Windows: the screen readers' client
# DLLs are loaded by name at run time, not imported.
system_dlls='^(kernel32|advapi32|ntdll|msvcrt|user32|ole32|oleaut32|combase|propsys|rpcrt4|setupapi|cfgmgr32|userenv|ws2_32|mmdevapi|bcrypt|api-ms-win-[a-z0-9-]+)\.dll$'
foreign=$(x86_64-w64-mingw32-objdump -p "$exe" | sed -n 's/^\s*DLL Name: //p' | tr 'A-Z' 'a-z' | sort -u | grep -Ev "$system_dlls" || true)
if [ -n "$foreign" ]; then
  echo "windows.sh: taktil.exe imports DLLs that are not part of Windows: $foreign" >&2
  exit 1
fi

stage=$(mktemp -d /tmp/taktil-windows.XXXXXX)
trap 'rm -rf "$stage"' EXIT
dir=$stage/taktil
mkdir -p "$dir/docs"
cp "$exe" "$dir/"
# NVDA's controller client (LGPL-2.1) and System Access's: Tolk looks for them beside
# the program.
cp vendor/tolk-sys/tolk/libs/x64/*.dll "$dir/"
mkdir -p "$dir/licenses"
sed 's/$/\r/' LICENSE >"$dir/licenses/taktil-GPL-3.0.txt"
sed 's/$/\r/' vendor/tolk-sys/tolk/LICENSE.txt >"$dir/licenses/Tolk-LGPL-3.0.txt"
sed 's/$/\r/' vendor/tolk-sys/tolk/LICENSE-NVDA.txt >"$dir/licenses/nvdaControllerClient-LGPL-2.1.txt"
cp -r locales assets "$dir/"
for doc in docs/*.md README.md; do
  # Windows line ends, so that Notepad shows the lines.
  sed 's/$/\r/' "$doc" >"$dir/docs/$(basename "$doc" .md).txt"
done
sed 's/$/\r/' docs/README-windows.txt >"$dir/README-windows.txt"
mkdir -p dist
rm -f dist/taktil-windows-x86_64.zip
(cd "$stage" && zip -qr -9 "$top/dist/taktil-windows-x86_64.zip" taktil)
echo "dist/taktil-windows-x86_64.zip: $(stat -c %s dist/taktil-windows-x86_64.zip) bytes; taktil.exe: $(stat -c %s "$exe") bytes"
