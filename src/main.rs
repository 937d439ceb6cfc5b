//! The `taktil` command: argument parsing and exit codes only; the work is in the
//! library (ripgrep's thin `main`).

use std::{
    fs,
    io::{self, Write},
    path::{Path, PathBuf},
    process::ExitCode,
    time::{Duration, Instant},
};

use clap::{Args, Parser, Subcommand, ValueEnum};
use rand::SeedableRng;
use shakmaty::Color;
use taktil::config::ViewMode;
use taktil::{
    announce::{self, Source},
    core::{
        self,
        input::{Device, Input, Key},
        msg::Msg,
        output::Output,
        settings::{AnnounceMode, AssistantFor, Duties, FlagRule, SightedClock, Start},
        timecontrol::TimeControl,
    },
    export,
    io::{
        dgt::{self, Dgt, Orientation},
        hid::{
            config::{Binding, HidConfig},
            dialogue::{CalIn, CalOut, Dialogue},
            gamepad::{self, Hid},
            mapper::{self, Raw},
        },
        speech::SpeechConfig,
        tbp_serial::{self, LostReason, SerialBoard},
    },
    l10n::Localizer,
    pgn, play, reconcile,
    replay::{self, Format, Overrides},
    script::{self, Header, LowTime, Variant},
    synth::{self, Style},
    voice::Voice,
};

/// taktil: over-the-board chess for blind and visually impaired players.
#[derive(Parser)]
#[command(version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play a live game: board lines on standard input, announcements out, every input
    /// in a journal that `--resume` restores after a crash.
    Play(PlayArgs),
    /// Replay session scripts through the rules core and the announcer.
    Replay(ReplayArgs),
    /// Say a PGN game or a few moves in words, to hear a language and vocabulary.
    Announce(AnnounceArgs),
    /// Turn the games of a PGN file into session scripts of peg events.
    Synth(SynthArgs),
    /// Read a DGT electronic board and print what it reports as session-script lines.
    Dgt(DgtArgs),
    /// Read a TBP/1 board on a serial port and print what it reports as session-script
    /// lines; keeps running across a pulled cable.
    Board(BoardArgs),
    /// Rule on boards that differ, from both scoresheets (E2.7, E2.8), for the arbiter.
    Reconcile(ReconcileArgs),
    /// List the connected gamepads (the HID peg board, a keypad) and serial ports.
    Devices(DevicesArgs),
    /// Calibrate the HID peg board by voice: a peg in each hole, a1 to h8.
    Calibrate(CalibrateArgs),
    /// Check the keymap of the device file and say what each button does.
    Keys(KeysArgs),
}

#[derive(Args)]
struct DevicesArgs {
    /// Language of the sentences (en, de, da, nb, sv, is).
    #[arg(long)]
    locale: Option<String>,
}

#[derive(Args)]
struct CalibrateArgs {
    /// The device file to write (other settings in it are kept); default
    /// ~/.config/taktil/devices.conf.
    #[arg(long, value_name = "FILE")]
    config: Option<PathBuf>,
    /// How long a hole may stay silent before it is asked again.
    #[arg(long, value_name = "SECONDS", default_value_t = 20)]
    timeout: u64,
    #[command(flatten)]
    voice: VoiceArgs,
    /// Print the words only; do not speak them.
    #[arg(long)]
    silent: bool,
    #[command(flatten)]
    speech: SpeechArgs,
}

#[derive(Args)]
struct KeysArgs {
    /// The device file; default ~/.config/taktil/devices.conf (the default keymap when
    /// there is none).
    #[arg(long, value_name = "FILE")]
    config: Option<PathBuf>,
    #[command(flatten)]
    voice: VoiceArgs,
    /// Speak the key help too.
    #[arg(long)]
    speak: bool,
    #[command(flatten)]
    speech: SpeechArgs,
}

/// How announcements sound: language and vocabulary.
#[derive(Args)]
struct VoiceArgs {
    /// Language of the announcements (en, de, da, nb, sv, is).
    #[arg(long)]
    locale: Option<String>,
    /// A vocabulary preset: fide or scandinavian.
    #[arg(long)]
    vocabulary: Option<String>,
    /// File names: international, danish, nato or letters.
    #[arg(long)]
    files: Option<String>,
    /// Rank numbers: german or local.
    #[arg(long)]
    ranks: Option<String>,
    /// Piece and castling words: german or local.
    #[arg(long)]
    pieces: Option<String>,
    /// Always name the departure square in announcements.
    #[arg(long)]
    long: bool,
}

impl VoiceArgs {
    /// The flags as script header settings.
    fn header(&self) -> Header {
        Header {
            locale: self.locale.clone(),
            files: self.files.clone(),
            ranks: self.ranks.clone(),
            pieces: self.pieces.clone(),
            vocabulary: self.vocabulary.clone(),
            ..Header::default()
        }
    }
}

/// How taktil speaks.
#[derive(Args)]
struct SpeechArgs {
    /// Speech rate, 0.5 to 2.0 times the voice's normal rate.
    #[arg(long, value_name = "FACTOR")]
    rate: Option<f32>,
    /// Volume, 0.0 to 1.0.
    #[arg(long)]
    volume: Option<f32>,
    /// A voice for a language, e.g. --voice de=German (repeatable).
    #[arg(long, value_name = "LANG=VOICE")]
    voice: Vec<String>,
    /// Do not interrupt the last move with the next one.
    #[arg(long)]
    protect_move: bool,
    /// No earcons.
    #[arg(long)]
    no_sounds: bool,
    /// Speak everything with the voice of the session's language: no pauses between
    /// languages, but vocabulary words read by that voice.
    #[arg(long)]
    one_voice: bool,
}

impl SpeechArgs {
    fn config(&self, locale: &str) -> Result<SpeechConfig, String> {
        let mut voices = Vec::new();
        for v in &self.voice {
            let (lang, name) = v
                .split_once('=')
                .filter(|(l, n)| !l.is_empty() && !n.is_empty())
                .ok_or_else(|| format!("--voice {v}: expected LANG=VOICE, e.g. de=German"))?;
            voices.push((lang.to_owned(), name.to_owned()));
        }
        let mut languages = vec![locale.to_owned(), "de".to_owned()];
        languages.dedup();
        Ok(SpeechConfig { rate: self.rate, volume: self.volume, voices, protect_move: self.protect_move, languages })
    }
}

/// Starts speech and sound, telling the assistant plainly what is missing.
fn start_voice(args: &SpeechArgs, l10n: &Localizer) -> Result<Voice, String> {
    let (voice, missing) = start_voice_telling(args, l10n)?;
    for m in missing {
        let _ = writeln!(io::stderr(), "taktil: {m}");
    }
    Ok(voice)
}

/// Starts speech and sound; what is missing, in words for the assistant.
fn start_voice_telling(args: &SpeechArgs, l10n: &Localizer) -> Result<(Voice, Vec<String>), String> {
    let config = args.config(l10n.locale())?;
    let (voice, missing) = Voice::start(&config, !args.no_sounds, args.one_voice);
    let told = missing.iter().map(|m| format!("{} ({})", l10n.render(&m.msg).text(), m.reason)).collect();
    Ok((voice, told))
}

/// Shows the assistant what happened to speech (lost, a voice missing).
fn tell_notices(voice: &Voice, l10n: &Localizer) {
    for msg in voice.notices() {
        let _ = writeln!(io::stderr(), "taktil: {}", l10n.render(&msg).text());
    }
}

#[derive(Args)]
struct AnnounceArgs {
    /// Moves in SAN, played in turn from the start position (e.g. e4 e5 Nf3).
    moves: Vec<String>,
    /// Announce the moves of a game in this PGN file instead.
    #[arg(long, value_name = "FILE", conflicts_with = "moves")]
    pgn: Option<PathBuf>,
    /// Which game of the PGN file, counted from 1.
    #[arg(long, default_value_t = 1)]
    game: usize,
    /// Start position as FEN (for moves given on the command line).
    #[arg(long)]
    fen: Option<String>,
    /// Read the FEN with Chess960 castling.
    #[arg(long)]
    chess960: bool,
    #[command(flatten)]
    voice: VoiceArgs,
    /// Print the words only; do not speak them.
    #[arg(long)]
    silent: bool,
    #[command(flatten)]
    speech: SpeechArgs,
}

#[derive(Clone, Copy, ValueEnum)]
enum Side {
    White,
    Black,
}

impl From<Side> for Color {
    fn from(s: Side) -> Color {
        match s {
            Side::White => Color::White,
            Side::Black => Color::Black,
        }
    }
}

#[derive(Clone, Copy, ValueEnum)]
enum Announce {
    Auto,
    Confirm,
}

#[derive(Clone, Copy, ValueEnum)]
enum OutFormat {
    Text,
    Jsonl,
}

#[derive(Args)]
struct ReplayArgs {
    /// Session scripts; each is one independent session.
    #[arg(required = true)]
    scripts: Vec<PathBuf>,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    format: OutFormat,
    /// Print the games as PGN instead of the transcript.
    #[arg(long)]
    pgn: bool,
    /// Print both scoresheets in algebraic notation instead of the transcript: the
    /// blind player's as announced, the sighted player's as entered (`assist sheet`).
    #[arg(long, conflicts_with = "pgn")]
    scoresheets: bool,
    /// Also write the blind player's scoresheet in braille (E2.5): FILE as BRF (North
    /// American Braille ASCII), and the same cells as Unicode braille beside it, FILE
    /// with the extension `.txt`. Takes one script.
    #[arg(long, value_name = "FILE.brf")]
    braille: Option<PathBuf>,
    /// Also write the blind player's scoresheet spoken (E2.5), each move as the
    /// announcer says it, read by espeak-ng into one WAV file. Takes one script.
    #[arg(long, value_name = "FILE.wav")]
    spoken_sheet: Option<PathBuf>,
    #[command(flatten)]
    session: SessionArgs,
    /// Speak what taktil says to the player, one message after the other.
    #[arg(long)]
    speak: bool,
    #[command(flatten)]
    speech: SpeechArgs,
}

/// The session settings on the command line (each wins over a script's header).
#[derive(Args)]
struct SessionArgs {
    /// The blind player's colour.
    #[arg(long, value_enum)]
    blind: Option<Side>,
    /// Start position as FEN.
    #[arg(long)]
    fen: Option<String>,
    /// Chess960: castling by the Chess960 rules; with a number, that start position.
    #[arg(long, num_args = 0..=1, require_equals = true, value_name = "N", default_missing_value = "")]
    chess960: Option<String>,
    /// Time control, e.g. "40/90m, 30m +30s" (see docs/time-control.md).
    #[arg(long, value_name = "CONTROL")]
    time_control: Option<TimeControl>,
    /// How the sighted player's clock press reaches taktil: with his move (auto) or
    /// with the clock key (key).
    #[arg(long, value_name = "auto|key")]
    sighted_clock: Option<SightedClock>,
    /// When a fallen flag counts: at once (auto) or only when claimed (claim).
    #[arg(long, value_name = "auto|claim")]
    flag: Option<FlagRule>,
    /// Warn the blind player when his time falls below this, e.g. 5m; off never warns.
    #[arg(long, value_name = "TIME|off")]
    low_time: Option<LowTime>,
    /// The assistant's duties taktil does (E2.9): all, none, or letters such as a,b,d.
    #[arg(long, value_name = "all|none|LETTERS")]
    duties: Option<Duties>,
    /// Whose assistant taktil is: the blind player's or the sighted player's (E2.10).
    #[arg(long, value_name = "blind|sighted")]
    assistant: Option<AssistantFor>,
    #[command(flatten)]
    voice: VoiceArgs,
    /// How the blind player's moves are announced.
    #[arg(long, value_enum)]
    announce: Option<Announce>,
}

impl SessionArgs {
    /// The flags as settings over a script header.
    fn overrides(self) -> Result<Overrides, String> {
        let chess960 = match self.chess960.as_deref() {
            None => None,
            Some("") => Some(None),
            Some(n) => Some(Some(
                n.parse::<u32>()
                    .map_err(|_| format!("--chess960={n}: expected a start position number from 0 to 959"))?,
            )),
        };
        let (variant, chess960) = match chess960 {
            Some(Some(n)) => (Some(Variant::Chess960), Some(n)),
            Some(None) => (Some(Variant::Chess960), None),
            None => (None, None),
        };
        Ok(Overrides {
            header: Header {
                blind: self.blind.map(Color::from),
                fen: self.fen,
                variant,
                chess960,
                time_control: self.time_control,
                sighted_clock: self.sighted_clock,
                flag: self.flag,
                low_time: self.low_time,
                duties: self.duties,
                assistant: self.assistant,
                announce: self.announce.map(|a| match a {
                    Announce::Auto => AnnounceMode::Auto,
                    Announce::Confirm => AnnounceMode::Confirm,
                }),
                ..self.voice.header()
            },
            long: self.voice.long,
        })
    }
}

#[derive(Args)]
struct PlayArgs {
    /// Write every input to this journal (synced before its outputs are announced).
    #[arg(long, value_name = "FILE")]
    journal: Option<PathBuf>,
    /// Restore the game in the journal and go on with it (the settings are the
    /// journal's; the session flags are ignored).
    #[arg(long, requires = "journal")]
    resume: bool,
    /// The screen: `full` (the terminal view for the assistant, the opponent and the
    /// arbiter; docs/view.md), `plain` (one plain line per output, for a screen
    /// reader), `lines` (the transcript lines of `taktil replay`), or `auto` (the
    /// default): `full` when standard input and output are terminals, else `lines`.
    #[arg(long, value_name = "auto|full|plain|lines")]
    view: Option<ViewMode>,
    /// Shorthand for --view plain.
    #[arg(long)]
    plain: bool,
    /// Speak (the default).
    #[arg(long, conflicts_with = "silent")]
    speak: bool,
    /// The tactile board: TBP/1 lines on standard input, the HID peg board, or a
    /// TBP/1 board on a serial port.
    #[arg(long, value_name = "stdin|hid|serial:PORT")]
    board: Option<play::devices::BoardSource>,
    /// A separate HID keypad (named in the device file).
    #[arg(long, value_name = "none|hid")]
    keypad: Option<play::devices::KeypadSource>,
    /// The sighted player's board, when it is electronic: a DGT board or a TBP/1
    /// board on a serial port.
    #[arg(long, value_name = "none|dgt:PORT|serial:PORT")]
    sighted_board: Option<play::devices::SightedSource>,
    /// Which way round the DGT board stands: worked out from the start position
    /// (auto), Black at the connector side (yes), or White (no).
    #[arg(long, value_name = "auto|yes|no")]
    sighted_rotated: Option<play::devices::Rotation>,
    /// The HID device file (default ~/.config/taktil/devices.conf, written by `taktil
    /// calibrate`).
    #[arg(long, value_name = "FILE")]
    device_file: Option<PathBuf>,
    /// Play this recorded session into the live one at its own pace, as a demo (the
    /// script's settings start the session; standard input is not read).
    #[arg(long, value_name = "SCRIPT", conflicts_with_all = ["resume", "board"])]
    demo: Option<PathBuf>,
    /// With --demo: how many times faster than recorded (e.g. 2).
    #[arg(long, value_name = "FACTOR", default_value_t = 1.0, requires = "demo")]
    speed: f64,
    /// When the session ends, write the game into this folder: game.pgn (clock
    /// comments, result), game.brf and game.txt (the blind player's scoresheet in
    /// braille), game.wav (spoken).
    #[arg(long, value_name = "DIR")]
    export: Option<PathBuf>,
    /// The configuration file (TOML, see docs/configuration.md); flags win over it.
    /// Default: ~/.config/taktil/taktil.toml when it exists.
    #[arg(long, value_name = "FILE")]
    config: Option<PathBuf>,
    /// With --resume: the clock while taktil was down was stopped (the default), or
    /// ran on for the player on move (the arbiter's choice).
    #[arg(long, value_name = "stopped|ran", requires = "resume")]
    downtime: Option<play::Downtime>,
    /// Print only; do not speak.
    #[arg(long)]
    silent: bool,
    /// How long the board must hold a position before a move is made (ms).
    #[arg(long, value_name = "MS")]
    settle_ms: Option<u64>,
    /// How long a peg may bounce out of its hole and back unnoticed (ms).
    #[arg(long, value_name = "MS")]
    bounce_ms: Option<u64>,
    #[command(flatten)]
    session: SessionArgs,
    #[command(flatten)]
    speech: SpeechArgs,
}

#[derive(Clone, Copy, ValueEnum)]
enum RulingFormat {
    Text,
    Json,
}

#[derive(Args)]
struct ReconcileArgs {
    /// The blind player's scoresheet: a PGN file (its first game) or a text file of SAN
    /// moves (move numbers allowed).
    #[arg(long, value_name = "FILE", required_unless_present = "session", conflicts_with = "session")]
    blind_sheet: Option<PathBuf>,
    /// The sighted player's scoresheet, in the same forms.
    #[arg(long, value_name = "FILE")]
    sighted_sheet: PathBuf,
    /// What the tactile board shows: a FEN piece placement (X for a peg of unknown
    /// identity) or a TBP/1 snapshot of 64 characters.
    #[arg(long, value_name = "BOARD")]
    blind_board: Option<String>,
    /// What the sighted player's board shows, in the same forms.
    #[arg(long, value_name = "BOARD")]
    sighted_board: Option<String>,
    /// Start position as FEN.
    #[arg(long)]
    fen: Option<String>,
    /// The blind player's colour.
    #[arg(long, value_enum)]
    blind: Option<Side>,
    /// A session script: the blind player's scoresheet, the clock times of every move
    /// and the boards are taken from it.
    #[arg(long, value_name = "SCRIPT")]
    session: Option<PathBuf>,
    #[command(flatten)]
    voice: VoiceArgs,
    /// Output format: the ruling in words, or JSON.
    #[arg(long, value_enum, default_value = "text")]
    format: RulingFormat,
}

#[derive(Args)]
struct SynthArgs {
    /// A PGN file.
    pgn: PathBuf,
    /// Folder for the scripts (one per game and blind colour).
    #[arg(long, default_value = ".")]
    out: PathBuf,
    /// The blind player's colour; both when not given.
    #[arg(long, value_enum)]
    blind: Option<Side>,
    /// Seed of the random physical orders.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The blind player presses `announce` after each of his moves.
    #[arg(long)]
    confirm: bool,
}

#[derive(Clone, Copy, ValueEnum)]
enum Rotated {
    Auto,
    Yes,
    No,
}

#[derive(Args)]
struct DgtArgs {
    /// The board's serial port: /dev/ttyUSB0 or /dev/ttyACM0 (USB), /dev/rfcomm0
    /// (Bluetooth).
    #[arg(long, value_name = "PATH")]
    port: String,
    /// Whether the board is turned round (Black at the connector side); auto decides
    /// at the first start position.
    #[arg(long, value_enum, default_value = "auto")]
    rotated: Rotated,
    /// How long the board must be quiet after a field update before taktil asks it for
    /// the whole board.
    #[arg(long, value_name = "MS", default_value_t = 300)]
    debounce_ms: u64,
}

#[derive(Clone, Copy, ValueEnum)]
enum BoardDevice {
    Tactile,
    Sighted,
}

#[derive(Args)]
struct BoardArgs {
    /// The board's serial port: /dev/ttyACM0 or, steadier across a pulled cable,
    /// /dev/serial/by-id/...
    #[arg(long, value_name = "PATH")]
    port: String,
    /// The line speed (USB CDC ignores it).
    #[arg(long, value_name = "N", default_value_t = tbp_serial::BAUD)]
    baud: u32,
    /// Which board this is in the session script.
    #[arg(long, value_enum, default_value = "tactile")]
    device: BoardDevice,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Play(args) => play_cmd(args),
        Command::Replay(args) => replay_cmd(args),
        Command::Announce(args) => announce_cmd(args),
        Command::Synth(args) => synth_cmd(args),
        Command::Dgt(args) => dgt_cmd(args),
        Command::Board(args) => board_cmd(args),
        Command::Reconcile(args) => reconcile_cmd(args),
        Command::Devices(args) => devices_cmd(&args),
        Command::Calibrate(args) => calibrate_cmd(&args),
        Command::Keys(args) => keys_cmd(&args),
    };
    match result {
        Ok(code) => code,
        // The reader went away (`taktil announce ... | head`): not an error.
        Err(e) if e == PIPE_CLOSED => ExitCode::SUCCESS,
        Err(e) => {
            let _ = writeln!(io::stderr(), "taktil: {e}");
            ExitCode::from(2)
        }
    }
}

/// The longest wait for one message to be spoken in `--speak` and `announce`.
const SPEAK_TIMEOUT: Duration = Duration::from_secs(15);

/// The error text for a closed standard output.
const PIPE_CLOSED: &str = "standard output closed";

/// An output error as the command reports it.
fn write_error(e: io::Error) -> String {
    if e.kind() == io::ErrorKind::BrokenPipe { PIPE_CLOSED.to_owned() } else { format!("cannot write: {e}") }
}

fn replay_cmd(args: ReplayArgs) -> Result<ExitCode, String> {
    let overrides = args.session.overrides()?;
    let format = match args.format {
        OutFormat::Text => Format::Text,
        OutFormat::Jsonl => Format::Jsonl,
    };
    for (flag, given) in [("--braille", args.braille.is_some()), ("--spoken-sheet", args.spoken_sheet.is_some())] {
        if given && args.scripts.len() > 1 {
            return Err(format!("{flag} writes one scoresheet: give one script, not {}", args.scripts.len()));
        }
    }
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let mut failed = false;
    for path in &args.scripts {
        let name = path.display().to_string();
        let text = match fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) => {
                let _ = writeln!(io::stderr(), "taktil: {name}: cannot read: {e}");
                failed = true;
                continue;
            }
        };
        let session =
            replay::run(&text, &overrides).and_then(|s| replay::localizer(&s.header, overrides.long).map(|l| (s, l)));
        let (session, l10n) = match session {
            Ok(pair) => pair,
            Err(e) => {
                let _ = writeln!(io::stderr(), "taktil: {name}: {e}");
                failed = true;
                continue;
            }
        };
        if let Some(brf) = &args.braille {
            export::write_braille(brf, &session, &l10n)?;
        }
        if let Some(wav) = &args.spoken_sheet {
            let bytes = export::audio::spoken_sheet(&session, &l10n, &mut export::audio::Espeak)
                .map_err(|e| format!("--spoken-sheet: {e}"))?;
            fs::write(wav, bytes).map_err(|e| format!("{}: cannot write: {e}", wav.display()))?;
        }
        if args.pgn {
            write!(out, "{}", replay::pgn(&session)).map_err(write_error)?;
        } else if args.scoresheets {
            write!(out, "{}", replay::scoresheets(&name, &session)).map_err(write_error)?;
        } else if args.speak {
            // One message after the other, each spoken to the end, so the session can be
            // followed by ear.
            let voice = start_voice(&args.speech, &l10n)?;
            writeln!(out, "== {name} ==").map_err(write_error)?;
            for timed in &session.outputs {
                writeln!(out, "{}", replay::text_line(timed, &l10n)).map_err(write_error)?;
                out.flush().map_err(write_error)?;
                voice.play(timed, &l10n);
                if matches!(timed.output, Output::Say(_)) {
                    voice.wait_idle(SPEAK_TIMEOUT);
                }
                tell_notices(&voice, &l10n);
            }
        } else {
            let problems = replay::write(&mut out, &name, &session, &l10n, format).map_err(write_error)?;
            for p in problems {
                let _ = writeln!(io::stderr(), "taktil: {p}");
                failed = true;
            }
        }
    }
    out.flush().map_err(write_error)?;
    Ok(if failed { ExitCode::FAILURE } else { ExitCode::SUCCESS })
}

/// A live session: standard input is the tactile board (and the other devices, as
/// script lines), outputs are printed and spoken as they come; or, with the full view,
/// the terminal is the assistant's screen and keyboard (docs/view.md).
fn play_cmd(mut args: PlayArgs) -> Result<ExitCode, String> {
    let config = play_config(args.config.as_deref())?;
    config_under_flags(&mut args, &config);
    let mut overrides = args.session.overrides()?;
    overrides.header.settle_ms = args.settle_ms.or(overrides.header.settle_ms);
    overrides.header.bounce_ms = args.bounce_ms.or(overrides.header.bounce_ms);
    overrides.long |= config.long;
    let demo = match &args.demo {
        Some(path) => {
            let text = fs::read_to_string(path).map_err(|e| format!("{}: cannot read: {e}", path.display()))?;
            Some(script::parse(&text).map_err(|e| format!("{}: {e}", path.display()))?)
        }
        None => None,
    };
    // Flags, then the demo's own settings, then the configuration file.
    let header = match &demo {
        Some(script) => overrides.merge(&script.header.over(&config.header)),
        None => overrides.merge(&config.header),
    };
    let options = play::Options {
        header,
        journal: args.journal,
        resume: args.resume,
        downtime: args.downtime.unwrap_or_default(),
    };
    let view = view_mode(args.view, args.plain);
    if view == ViewMode::Full && !on_terminal() {
        return Err("--view full needs a terminal for standard input and output: \
                    use --view lines, or --plain for a screen reader"
            .into());
    }
    if !options.resume {
        // Checked before the journal is created: a session that cannot speak does not
        // start, and leaves no journal to resume.
        replay::localizer(&options.header, overrides.long).map_err(|e| e.to_string())?;
    }
    let session = play::Session::start(&options)?;
    let l10n = replay::localizer(&session.header, overrides.long).map_err(|e| e.to_string())?;
    let speak = !args.silent && (args.speak || config.session.speak.unwrap_or(true));
    let (voice, missing) =
        if speak { start_voice_telling(&args.speech, &l10n).map(|(v, m)| (Some(v), m))? } else { (None, Vec::new()) };
    let setup = play::devices::Setup {
        board: args.board.take(),
        keypad: args.keypad,
        sighted_board: args.sighted_board.take(),
        sighted_rotated: args.sighted_rotated,
        device_file: args.device_file.take(),
    };
    let hid = if setup.uses_hid() {
        load_devices(&device_file(setup.device_file.as_deref())?)?
    } else {
        HidConfig::default()
    };
    let (tx, rx) = crossbeam_channel::unbounded::<play::Arrival>();
    let mut devices = play::devices::Devices::start(&setup, hid, &tx)?;
    // Standard input (the board, or the assistant's lines) closes its sender at its
    // end, which ends a session whose board it is. With a device as the board the
    // session lives until the assistant ends it (Ctrl-C): this sender keeps the
    // channel open.
    let _keep_open = (!setup.reads_stdin()).then(|| tx.clone());
    // The full view's command line sends the assistant's lines; its sender keeps the
    // session open until the assistant ends it.
    let view_tx = (view == ViewMode::Full).then(|| tx.clone());
    // What speech or sound lacks goes where the assistant looks: the view's log, or
    // standard error.
    for m in missing {
        match &view_tx {
            Some(tx) => {
                let _ = tx.send(play::Arrival::Problem(m));
            }
            None => {
                let _ = writeln!(io::stderr(), "taktil: {m}");
            }
        }
    }
    if let Some(script) = demo {
        // The view's sender would keep the session open after the demo: its end ends it.
        let tx = if view_tx.is_some() { quit_at_end(tx) } else { tx };
        play::demo::feed(script, args.speed, if voice.is_some() { DEMO_LINGER } else { Duration::ZERO }, tx)
            .map_err(|e| format!("cannot start the demo: {e}"))?;
    } else if view_tx.is_none() {
        // With the full view the terminal is the assistant's keyboard, not the board.
        read_stdin(tx);
    }
    let header = session.header.clone();
    let (core, failed) = match view_tx {
        Some(tx) => {
            let mut front = taktil::view::Terminal::start(&l10n, voice.as_ref(), tx)
                .map_err(|e| format!("the terminal view cannot start: {e}"))?;
            let core = session.run(&rx, &mut front, &mut devices);
            (core, front.finish())
        }
        None => {
            let style =
                if view == ViewMode::Plain { play::lines::Style::Plain } else { play::lines::Style::Transcript };
            let mut front = play::lines::Lines::new(io::stdout(), style, &l10n, voice.as_ref());
            let core = session.run(&rx, &mut front, &mut devices);
            (core, front.failed)
        }
    };
    if let Some(voice) = &voice {
        voice.wait_idle(SPEAK_TIMEOUT);
    }
    if let Some(dir) = &args.export {
        let settings = core.settings().clone();
        let game = replay::Session { header, settings, outputs: Vec::new(), core };
        let (written, failed) = export::game_files(dir, &game, &l10n);
        for path in written {
            let _ = writeln!(io::stderr(), "taktil: wrote {}", path.display());
        }
        for e in failed {
            let _ = writeln!(io::stderr(), "taktil: {e}");
        }
    }
    match failed.map(write_error) {
        Some(e) if e != PIPE_CLOSED => Err(e),
        _ => Ok(ExitCode::SUCCESS),
    }
}

/// A sender whose arrivals go on to `tx`, and [`play::Arrival::Quit`] after them once
/// every copy of it is gone.
fn quit_at_end(tx: crossbeam_channel::Sender<play::Arrival>) -> crossbeam_channel::Sender<play::Arrival> {
    let (relay, arrivals) = crossbeam_channel::unbounded();
    std::thread::spawn(move || {
        for arrival in arrivals {
            if tx.send(arrival).is_err() {
                return;
            }
        }
        let _ = tx.send(play::Arrival::Quit);
    });
    relay
}

/// The view to run: `--plain` wins, `auto` (the default) is the full view when standard
/// input and output are terminals, else the transcript lines.
fn view_mode(view: Option<ViewMode>, plain: bool) -> ViewMode {
    match view.unwrap_or_default() {
        _ if plain => ViewMode::Plain,
        ViewMode::Auto if on_terminal() => ViewMode::Full,
        ViewMode::Auto => ViewMode::Lines,
        mode => mode,
    }
}

/// Whether standard input and output are both a terminal (the full view needs both).
fn on_terminal() -> bool {
    use std::io::IsTerminal as _;
    io::stdin().is_terminal() && io::stdout().is_terminal()
}

/// The configuration file given, or the default one when it exists, or none.
fn play_config(given: Option<&Path>) -> Result<taktil::config::Config, String> {
    let path = match given {
        Some(path) => path.to_owned(),
        None => match device_file(None) {
            Ok(devices) => devices.with_file_name("taktil.toml"),
            Err(_) => return Ok(taktil::config::Config::default()),
        },
    };
    if given.is_none() && !path.exists() {
        return Ok(taktil::config::Config::default());
    }
    // One line per error, each as taktil's own.
    taktil::config::Config::load(&path).map_err(|e| e.to_string().trim_end().replace('\n', "\ntaktil: "))
}

/// Fills every flag not given from the configuration file (flags win).
fn config_under_flags(args: &mut PlayArgs, config: &taktil::config::Config) {
    let (session, speech, devices) = (&config.session, &config.speech, &config.devices);
    args.journal = args.journal.take().or_else(|| session.journal.clone());
    args.downtime = args.downtime.or(session.downtime);
    args.view = args.view.or(session.view);
    args.board = args.board.take().or_else(|| devices.board.clone());
    args.keypad = args.keypad.or(devices.keypad);
    args.sighted_board = args.sighted_board.take().or_else(|| devices.sighted_board.clone());
    args.sighted_rotated = args.sighted_rotated.or(devices.sighted_rotated);
    args.device_file = args.device_file.take().or_else(|| devices.device_file.clone());
    let flags = &mut args.speech;
    flags.rate = flags.rate.or(speech.rate);
    flags.volume = flags.volume.or(speech.volume);
    flags.voice.extend(speech.voices.iter().map(|(lang, voice)| format!("{lang}={voice}")));
    flags.protect_move |= speech.protect_move == Some(true);
    flags.no_sounds |= speech.sounds == Some(false);
    flags.one_voice |= speech.one_voice == Some(true);
}

/// How long the demo waits after its last event, so the last answer is heard.
const DEMO_LINGER: Duration = Duration::from_secs(4);

/// Reads standard input on a thread of its own, a line at a time; `tx` closes at its
/// end.
fn read_stdin(tx: crossbeam_channel::Sender<play::Arrival>) {
    std::thread::spawn(move || {
        let stdin = io::stdin();
        let mut input = stdin.lock();
        let mut buf = Vec::new();
        loop {
            buf.clear();
            match io::BufRead::read_until(&mut input, b'\n', &mut buf) {
                Ok(0) | Err(_) => break,
                Ok(_) => {
                    if tx.send(play::Arrival::Line(String::from_utf8_lossy(&buf).into_owned())).is_err() {
                        break;
                    }
                }
            }
        }
    });
}

fn announce_cmd(args: AnnounceArgs) -> Result<ExitCode, String> {
    let header = args.voice.header();
    let l10n = replay::localizer(&header, args.voice.long).map_err(|e| e.to_string())?;
    let source = match &args.pgn {
        Some(path) => {
            let text = fs::read_to_string(path).map_err(|e| format!("{}: cannot read: {e}", path.display()))?;
            Source::Pgn { text, game: args.game }
        }
        None => {
            if args.moves.is_empty() {
                return Err("nothing to announce: give moves (e.g. e4 e5 Nf3) or --pgn FILE".into());
            }
            let start = match &args.fen {
                Some(fen) => Start::from_fen(fen, args.chess960).map_err(|e| e.to_string())?,
                None => Start::default(),
            };
            Source::Moves { start, sans: args.moves }
        }
    };
    let announced = announce::announce(&source, &l10n).map_err(|e| e.to_string())?;
    let voice = if args.silent { None } else { Some(start_voice(&args.speech, &l10n)?) };
    let stdout = io::stdout();
    let mut out = stdout.lock();
    for a in &announced {
        let tagged: Vec<String> = a.words.parts.iter().map(|p| format!("[{}] {}", p.lang, p.text)).collect();
        writeln!(out, "{:<14} {:<40} {}", a.label, a.words.text(), tagged.join(" ")).map_err(write_error)?;
        out.flush().map_err(write_error)?;
        if let Some(voice) = &voice {
            voice.say(&Msg::Move(a.spoken), &l10n);
            voice.wait_idle(SPEAK_TIMEOUT);
            tell_notices(voice, &l10n);
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// A file's name and text for the reconciliation, when both are there.
fn named<'a>(name: &'a Option<String>, text: &'a Option<String>) -> Option<reconcile::Named<'a>> {
    name.as_deref().zip(text.as_deref()).map(|(name, text)| reconcile::Named { name, text })
}

/// Reads a file given to a flag, naming it when it cannot be read.
fn read_file(path: &Path) -> Result<String, String> {
    fs::read_to_string(path).map_err(|e| format!("{}: cannot read: {e}", path.display()))
}

fn reconcile_cmd(args: ReconcileArgs) -> Result<ExitCode, String> {
    let blind_name = args.blind_sheet.as_ref().map(|p| p.display().to_string());
    let blind_text = args.blind_sheet.as_deref().map(read_file).transpose()?;
    let sighted_name = args.sighted_sheet.display().to_string();
    let sighted_text = read_file(&args.sighted_sheet)?;
    let session_name = args.session.as_ref().map(|p| p.display().to_string());
    let session_text = args.session.as_deref().map(read_file).transpose()?;

    let request = reconcile::Request {
        blind_sheet: named(&blind_name, &blind_text),
        sighted_sheet: reconcile::Named { name: &sighted_name, text: &sighted_text },
        blind_board: args.blind_board.as_deref(),
        sighted_board: args.sighted_board.as_deref(),
        fen: args.fen.as_deref(),
        blind: args.blind.map(Color::from),
        session: named(&session_name, &session_text),
    };
    let evidence = reconcile::evidence(&request).map_err(|e| e.to_string())?;
    // The session's locale and vocabulary, unless the flags say otherwise.
    let session_header = session_text.as_deref().and_then(|t| script::parse(t).ok()).map(|s| s.header);
    let header = args.voice.header().over(&session_header.unwrap_or_default());
    let l10n = replay::localizer(&header, args.voice.long).map_err(|e| e.to_string())?;
    let ruling = core::ruling::reconcile(&evidence);
    let text = match args.format {
        RulingFormat::Text => reconcile::text(&ruling, &l10n),
        RulingFormat::Json => format!("{:#}\n", reconcile::json(&ruling, &evidence, &l10n)),
    };
    let problems = l10n.take_errors();
    let stdout = io::stdout();
    let mut out = stdout.lock();
    out.write_all(text.as_bytes()).map_err(write_error)?;
    out.flush().map_err(write_error)?;
    for p in &problems {
        let _ = writeln!(io::stderr(), "taktil: announcer: {p}");
    }
    Ok(if problems.is_empty() { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}

fn synth_cmd(args: SynthArgs) -> Result<ExitCode, String> {
    let text = fs::read_to_string(&args.pgn).map_err(|e| format!("{}: cannot read: {e}", args.pgn.display()))?;
    fs::create_dir_all(&args.out).map_err(|e| format!("{}: {e}", args.out.display()))?;
    let stem = args.pgn.file_stem().map_or("game".into(), |s| s.to_string_lossy().into_owned());
    let colors: Vec<Color> = match args.blind {
        Some(side) => vec![side.into()],
        None => vec![Color::White, Color::Black],
    };
    let mut rng = rand::rngs::StdRng::seed_from_u64(args.seed);
    let mut written = 0;
    for (i, game) in pgn::read_games(&text).into_iter().enumerate() {
        let game = match game {
            Ok(game) => game,
            Err(e) => {
                let _ = writeln!(io::stderr(), "taktil: {}: {e}", args.pgn.display());
                continue;
            }
        };
        for &blind in &colors {
            let style = Style { blind, confirm: args.confirm, ..Style::default() };
            let s = synth::synthesize(&game.start, &game.moves, &style, &mut rng);
            let side = if blind == Color::White { "white" } else { "black" };
            let path = args.out.join(format!("{stem}-{:04}-{side}.script", i + 1));
            fs::write(&path, s.text).map_err(|e| format!("{}: {e}", path.display()))?;
            written += 1;
        }
    }
    let _ = writeln!(io::stderr(), "taktil: wrote {written} scripts to {}", args.out.display());
    Ok(ExitCode::SUCCESS)
}

/// Prints a DGT board's messages as session-script lines of the `sighted` device, until
/// the board fails or the user presses Ctrl-C.
fn dgt_cmd(args: DgtArgs) -> Result<ExitCode, String> {
    let orientation = match args.rotated {
        Rotated::Auto => None,
        Rotated::Yes => Some(Orientation::Rotated),
        Rotated::No => Some(Orientation::Normal),
    };
    let config = dgt::Config { orientation, debounce_ms: args.debounce_ms, ..dgt::Config::default() };
    let board = Dgt::open(&args.port, config).map_err(|e| e.to_string())?;
    let stdout = io::stdout();
    let mut out = stdout.lock();
    writeln!(out, "# taktil dgt: the DGT board on {}", board.port()).map_err(write_error)?;
    for event in board.events() {
        match event {
            Ok(dgt::Event::Board { t, msg }) => {
                let input = Input::Board { device: Device::Sighted, msg, seq: None };
                writeln!(out, "{}", script::Event { line: 0, t, input })
            }
            Ok(dgt::Event::Orientation { t, orientation }) => {
                let side = match orientation {
                    Orientation::Normal => "White",
                    Orientation::Rotated => "Black",
                };
                writeln!(out, "# {t} the DGT board stands with {side} at the connector side")
            }
            Ok(dgt::Event::Resync { t, problem }) => writeln!(out, "# {t} {problem}: asked the board for a full dump"),
            Err(e) => return Err(e.to_string()),
        }
        .map_err(write_error)?;
        out.flush().map_err(write_error)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Prints a TBP/1 board's messages as session-script lines, with the link's events
/// (connected, lost, back, dropped lines) as comments, until the user presses Ctrl-C.
/// A pulled cable is a comment, not the end: the board is opened again every second.
fn board_cmd(args: BoardArgs) -> Result<ExitCode, String> {
    let device = match args.device {
        BoardDevice::Tactile => Device::Tactile,
        BoardDevice::Sighted => Device::Sighted,
    };
    let settings = tbp_serial::Settings { baud: args.baud, ..tbp_serial::Settings::default() };
    let board = SerialBoard::open(&args.port, settings).map_err(|e| e.to_string())?;
    let stdout = io::stdout();
    let mut out = stdout.lock();
    writeln!(out, "# taktil board: the TBP/1 board on {} ({})", board.port(), device.as_str()).map_err(write_error)?;
    for event in board.events() {
        match event {
            tbp_serial::Event::Board { t, msg, seq } => {
                let input = Input::Board { device, msg, seq };
                writeln!(out, "{}", script::Event { line: 0, t, input })
            }
            tbp_serial::Event::Connected { t, kind, firmware, again } => {
                let what = if again { "back" } else { "connected" };
                let firmware = firmware.map(|f| format!(" {f}")).unwrap_or_default();
                writeln!(out, "# {t} {what}: {kind}{firmware}")
            }
            tbp_serial::Event::Resync { t } => writeln!(out, "# {t} asked the board for a snapshot"),
            tbp_serial::Event::Garbage { t, line, fault } => writeln!(out, "# {t} line {line} ignored: {fault}"),
            tbp_serial::Event::Lost { t, reason } => {
                let why = match reason {
                    LostReason::Port(e) => format!("lost the board on {}: {e}", board.port()),
                    LostReason::NoAnswer => format!("no TBP/1 board answers on {}", board.port()),
                    LostReason::Silent => format!("the board on {} stopped answering", board.port()),
                };
                writeln!(out, "# {t} {why}; trying again every second")
            }
        }
        .map_err(write_error)?;
        out.flush().map_err(write_error)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The device file given, or `~/.config/taktil/devices.conf` (`$XDG_CONFIG_HOME` when
/// set).
fn device_file(given: Option<&Path>) -> Result<PathBuf, String> {
    if let Some(path) = given {
        return Ok(path.to_owned());
    }
    let base = match std::env::var_os("XDG_CONFIG_HOME").filter(|v| !v.is_empty()) {
        Some(dir) => PathBuf::from(dir),
        None => PathBuf::from(std::env::var_os("HOME").ok_or("no HOME: give --config FILE")?).join(".config"),
    };
    Ok(base.join("taktil").join("devices.conf"))
}

/// Reads the device file; a file that is not there is the default.
fn load_devices(path: &Path) -> Result<HidConfig, String> {
    let text = match fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(HidConfig::default()),
        Err(e) => return Err(format!("{}: cannot read: {e}", path.display())),
    };
    HidConfig::parse(&text).map_err(|errors| {
        let lines: Vec<String> = errors.iter().map(|e| format!("{}: {e}", path.display())).collect();
        lines.join("\ntaktil: ")
    })
}

/// One plain line per connected device, for a screen reader: the gamepads through
/// gilrs, the serial ports through serialport.
fn devices_cmd(args: &DevicesArgs) -> Result<ExitCode, String> {
    let header = Header { locale: args.locale.clone(), ..Header::default() };
    let l10n = replay::localizer(&header, false).map_err(|e| e.to_string())?;
    let stdout = io::stdout();
    let mut out = stdout.lock();
    match gamepad::gamepads() {
        Ok(pads) if pads.is_empty() => writeln!(out, "{}", l10n.render(&Msg::NoHidDevice).text()),
        Ok(pads) => pads.iter().try_for_each(|pad| {
            let buttons = pad.buttons.map(|n| format!(", {n} buttons")).unwrap_or_default();
            match pad.usb {
                Some((vendor, product)) => {
                    writeln!(out, "Gamepad {}: {}{buttons}, USB {vendor:04x}:{product:04x}.", pad.id, pad.name)
                }
                None => writeln!(out, "Gamepad {}: {}{buttons}.", pad.id, pad.name),
            }
        }),
        Err(e) => writeln!(out, "Gamepads: {e}."),
    }
    .map_err(write_error)?;
    match serialport::available_ports() {
        Ok(ports) if ports.is_empty() => writeln!(out, "No serial port found."),
        Ok(ports) => ports.iter().try_for_each(|port| match &port.port_type {
            serialport::SerialPortType::UsbPort(usb) => {
                let product = usb.product.as_deref().map_or(String::new(), |p| format!(", {p}"));
                writeln!(out, "Serial port {}: USB {:04x}:{:04x}{product}.", port.port_name, usb.vid, usb.pid)
            }
            serialport::SerialPortType::BluetoothPort => writeln!(out, "Serial port {}: Bluetooth.", port.port_name),
            _ => writeln!(out, "Serial port {}.", port.port_name),
        }),
        Err(e) => writeln!(out, "Serial ports: cannot list them: {e}."),
    }
    .map_err(write_error)?;
    Ok(ExitCode::SUCCESS)
}

/// How long `taktil calibrate` waits for gilrs to report the board at start.
const FIND_BOARD: Duration = Duration::from_secs(2);

/// Runs the spoken calibration against the connected board and writes the device file.
fn calibrate_cmd(args: &CalibrateArgs) -> Result<ExitCode, String> {
    let path = device_file(args.config.as_deref())?;
    let mut config = load_devices(&path)?;
    let l10n = replay::localizer(&args.voice.header(), args.voice.long).map_err(|e| e.to_string())?;
    let voice = if args.silent { None } else { Some(start_voice(&args.speech, &l10n)?) };
    let say = |msg: &Msg| {
        let _ = writeln!(io::stdout(), "{}", l10n.render(msg).text());
        if let Some(voice) = &voice {
            voice.say(msg, &l10n);
            tell_notices(voice, &l10n);
        }
    };
    let hid = Hid::start().map_err(|e| e.to_string())?;
    // The board is there when gilrs reports it (gamepads connected at start come first).
    let board = loop {
        match hid.events().recv_timeout(FIND_BOARD) {
            Ok(Ok(e)) if e.raw == Raw::Connected && !config.is_keypad(&e.name) => break e,
            Ok(Ok(_)) => {}
            Ok(Err(e)) => return Err(e.to_string()),
            Err(_) => {
                say(&Msg::NoHidDevice);
                if let Some(voice) = &voice {
                    voice.wait_idle(SPEAK_TIMEOUT);
                }
                return Ok(ExitCode::FAILURE);
            }
        }
    };
    let _ = writeln!(
        io::stderr(),
        "taktil: calibrating gamepad {} \"{}\"; Enter = go on, redo SQUARE, finish, abort",
        board.pad,
        board.name
    );
    let (line_tx, mut lines) = crossbeam_channel::unbounded();
    std::thread::spawn(move || {
        for line in io::stdin().lines() {
            let Ok(line) = line else { break };
            if line_tx.send(line).is_err() {
                break;
            }
        }
    });
    let started = Instant::now();
    let now = || core::time::Timestamp(u64::try_from(started.elapsed().as_millis()).unwrap_or(u64::MAX));
    let mut dialogue = Dialogue::new(config.inverted, args.timeout.saturating_mul(1000));
    let mut pending = dialogue.start();
    loop {
        for out in pending.drain(..) {
            match out {
                CalOut::Say(msg) => say(&msg),
                CalOut::Note(note) => {
                    let _ = writeln!(io::stderr(), "taktil: {note}");
                }
                CalOut::Finished(calibration) => {
                    config.calibration = calibration;
                    if let Some(dir) = path.parent() {
                        fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
                    }
                    fs::write(&path, config.format()).map_err(|e| format!("{}: cannot write: {e}", path.display()))?;
                    let _ = writeln!(io::stderr(), "taktil: wrote {}", path.display());
                }
                CalOut::Aborted => {}
            }
        }
        if dialogue.phase() == taktil::io::hid::dialogue::Phase::Over {
            break;
        }
        let wait = dialogue.poll_timeout().map_or(Duration::from_secs(1), |t| Duration::from_millis(t.since(now())));
        crossbeam_channel::select! {
            recv(hid.events()) -> event => match event {
                Ok(Ok(e)) if e.pad == board.pad || !config.is_keypad(&e.name) => {
                    let input = match e.raw {
                        // The announce key confirms, as Enter does; other keys do nothing here.
                        Raw::Pressed(code) | Raw::Released(code) if config.keymap.binding(code).is_some() => {
                            (e.raw == Raw::Pressed(code)
                                && config.keymap.binding(code) == Some(Binding::Key(Key::Announce)))
                            .then_some(CalIn::Confirm)
                        }
                        Raw::Pressed(code) => Some(CalIn::Pressed(code)),
                        Raw::Released(code) => Some(CalIn::Released(code)),
                        Raw::Connected => Some(CalIn::Connected),
                        Raw::Disconnected => Some(CalIn::Disconnected),
                    };
                    if let Some(input) = input {
                        pending = dialogue.handle(now(), input);
                    }
                }
                Ok(Ok(_)) => {}
                Ok(Err(e)) => return Err(e.to_string()),
                Err(_) => return Err("the gamepad thread stopped".into()),
            },
            recv(lines) -> line => match line.ok().as_deref().map(CalIn::from_line) {
                Some(Some(input)) => pending = dialogue.handle(now(), input),
                Some(None) => {
                    let _ = writeln!(io::stderr(), "taktil: Enter = go on, redo SQUARE, finish, abort");
                }
                // Standard input closed: go on with the board and the keys alone.
                None => lines = crossbeam_channel::never(),
            },
            default(wait) => pending = dialogue.tick(now()),
        }
    }
    if let Some(voice) = &voice {
        voice.wait_idle(SPEAK_TIMEOUT);
    }
    Ok(ExitCode::SUCCESS)
}

/// Checks the device file's keymap and prints (and with `--speak` says) the key help.
fn keys_cmd(args: &KeysArgs) -> Result<ExitCode, String> {
    let path = device_file(args.config.as_deref())?;
    let config = load_devices(&path)?;
    let problems = config.problems();
    if !problems.is_empty() {
        for p in &problems {
            let _ = writeln!(io::stderr(), "taktil: {}: {p}", path.display());
        }
        return Ok(ExitCode::FAILURE);
    }
    let l10n = replay::localizer(&args.voice.header(), args.voice.long).map_err(|e| e.to_string())?;
    let voice = if args.speak { Some(start_voice(&args.speech, &l10n)?) } else { None };
    let stdout = io::stdout();
    let mut out = stdout.lock();
    for msg in mapper::key_help(&config) {
        writeln!(out, "{}", l10n.render(&msg).text()).map_err(write_error)?;
        if let Some(voice) = &voice {
            voice.say(&msg, &l10n);
        }
    }
    out.flush().map_err(write_error)?;
    if let Some(voice) = &voice {
        voice.wait_idle(SPEAK_TIMEOUT);
        tell_notices(voice, &l10n);
    }
    Ok(ExitCode::SUCCESS)
}
