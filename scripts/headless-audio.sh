# Headless audio for tests and benchmarks: a PulseAudio server with a real-time null
# sink, so that Speech Dispatcher, espeak-ng and cpal have somewhere to play, and the
# sink's monitor can be recorded to prove that sound was produced.
#
# Source it (`. scripts/headless-audio.sh`), do not run it: it exports variables.
#   - If a PulseAudio server already answers `pactl info`, it is used as it is.
#   - Otherwise one is started with the null sink `taktil_null` (the recipe of
#     shared/docs/rust-stack.md section 10); `taktil_audio_stop` stops it again (and
#     removes the runtime directory if this script made one). Call it when done, e.g.
#     `trap taktil_audio_stop EXIT`.
#   - Either way TAKTIL_AUDIO_TESTS=1 is exported when a server answers, so the
#     real-audio tests in tests/integration/audio.rs run instead of skipping.
# Missing programs (pulseaudio, pactl) are not an error: the tests then skip with a note.
#
# Speech Dispatcher needs no set-up: libspeechd starts it on first use with Debian's
# default configuration (output to PulseAudio), it inherits XDG_RUNTIME_DIR, and it
# exits by itself a few seconds after its last client.

taktil_audio_stop() {
  if [ "${TAKTIL_PULSE_STARTED:-0}" = 1 ]; then
    pulseaudio --kill >/dev/null 2>&1 || true
    TAKTIL_PULSE_STARTED=0
  fi
  # The runtime directory made below (Pulse's socket and log, Speech Dispatcher's
  # socket; that daemon exits by itself a few seconds after its last client).
  if [ -n "${TAKTIL_XDG_CREATED:-}" ]; then
    rm -rf "$TAKTIL_XDG_CREATED"
    TAKTIL_XDG_CREATED=""
  fi
}

taktil_audio_start() {
  if ! command -v pactl >/dev/null 2>&1 || ! command -v pulseaudio >/dev/null 2>&1; then
    echo "headless-audio: pulseaudio or pactl missing; real-audio tests will skip" >&2
    return 0
  fi
  # Pulse and Speech Dispatcher keep their sockets in XDG_RUNTIME_DIR; a CI shell has none.
  if [ -z "${XDG_RUNTIME_DIR:-}" ]; then
    XDG_RUNTIME_DIR="$(mktemp -d /tmp/taktil-xdg.XXXXXX)"
    chmod 700 "$XDG_RUNTIME_DIR"
    export XDG_RUNTIME_DIR
    TAKTIL_XDG_CREATED="$XDG_RUNTIME_DIR"
  fi
  if ! pactl info >/dev/null 2>&1; then
    # -n: no default.pa (no hardware probing); module-always-sink keeps a sink even if
    # the null sink were unloaded. Running as root only makes pulseaudio warn.
    pulseaudio --daemonize=yes -n --exit-idle-time=-1 \
      --log-target=file:"$XDG_RUNTIME_DIR/pulse.log" \
      --load=module-native-protocol-unix \
      --load="module-null-sink sink_name=taktil_null rate=48000" \
      --load=module-always-sink >/dev/null 2>&1 || true
    for _ in $(seq 50); do
      pactl info >/dev/null 2>&1 && break
      sleep 0.1
    done
    if pactl info >/dev/null 2>&1; then
      export TAKTIL_PULSE_STARTED=1
      pactl set-default-sink taktil_null >/dev/null 2>&1 || true
    else
      echo "headless-audio: PulseAudio did not start (see $XDG_RUNTIME_DIR/pulse.log); real-audio tests will skip" >&2
      return 0
    fi
  fi
  export TAKTIL_AUDIO_TESTS=1
}

taktil_audio_start
