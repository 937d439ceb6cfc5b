//! The command line of `taktil`: the clap definitions of every command and flag, in
//! one place, and the flags turned into the library's settings (a script header, the
//! speech settings).
//!
//! The help texts are the doc comments below: what `taktil <command> --help` prints.
//! The commands' bodies are in [`crate::cmd`]; tests build their arguments with
//! `Cli::try_parse_from(["taktil", ...])`.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};
use shakmaty::Color;

use crate::{
    config::{OpponentKind, ViewMode},
    core::{
        settings::{AnnounceMode, AssistantFor, Duties, Edition, FlagRule, SightedClock},
        timecontrol::TimeControl,
    },
    io::{speech::SpeechConfig, tbp_serial},
    play,
    replay::Overrides,
    script::{self, Header, LowTime, Variant},
};

/// A flag value clap lets through but taktil cannot use.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FlagError {
    /// `--voice` without `LANG=VOICE`.
    #[error("--voice {0}: expected LANG=VOICE, e.g. de=German")]
    Voice(String),
    /// `--chess960=N` with N not a number.
    #[error("--chess960={0}: expected a start position number from 0 to 959")]
    Chess960(String),
}

/// taktil: over-the-board chess for blind and visually impaired players.
#[derive(Debug, Parser)]
#[command(version, about)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play a live game: board lines on standard input, announcements out, every input
    /// in a journal that `--resume` restores after a crash.
    Play(Box<PlayArgs>),
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
    /// Talk a played game through with a chess engine's judgement, move by move, with
    /// keys; write the game with the engine's comments beside it (docs/review.md).
    Review(ReviewArgs),
    /// A correspondence game by e-mail or letter: one game file per game; the
    /// opponent's move read from a pasted line or a mail, said and shown on the board;
    /// the reply checked and written as the line to send (docs/online.md).
    Correspondence(CorrespondenceArgs),
}

#[derive(Debug, Args)]
pub struct DevicesArgs {
    /// Language of the sentences (en, de, da, nb, sv, is).
    #[arg(long)]
    pub locale: Option<String>,
    /// List the boards of the DGT LiveChess on this computer instead (port 1982 unless
    /// given): serial number, state and position, for `--sighted-board
    /// livechess:HOST/SERIAL`.
    #[arg(long, value_name = "HOST[:PORT]")]
    pub livechess: Option<crate::config::LiveChessHost>,
}

#[derive(Debug, Args)]
pub struct CalibrateArgs {
    /// The device file to write (other settings in it are kept); default
    /// ~/.config/taktil/devices.conf.
    #[arg(long, value_name = "FILE")]
    pub config: Option<PathBuf>,
    /// How long a hole may stay silent before it is asked again.
    #[arg(long, value_name = "SECONDS", default_value_t = 20)]
    pub timeout: u64,
    #[command(flatten)]
    pub voice: VoiceArgs,
    /// Print the words only; do not speak them.
    #[arg(long)]
    pub silent: bool,
    #[command(flatten)]
    pub speech: SpeechArgs,
}

#[derive(Debug, Args)]
pub struct KeysArgs {
    /// The device file; default ~/.config/taktil/devices.conf (the default keymap when
    /// there is none).
    #[arg(long, value_name = "FILE")]
    pub config: Option<PathBuf>,
    #[command(flatten)]
    pub voice: VoiceArgs,
    /// Speak the key help too.
    #[arg(long)]
    pub speak: bool,
    #[command(flatten)]
    pub speech: SpeechArgs,
}

/// How announcements sound: language and vocabulary.
#[derive(Debug, Args)]
pub struct VoiceArgs {
    /// Language of the announcements (en, de, da, nb, sv, is).
    #[arg(long)]
    pub locale: Option<String>,
    /// A vocabulary preset: fide or scandinavian.
    #[arg(long)]
    pub vocabulary: Option<String>,
    /// File names: international, danish, nato or letters.
    #[arg(long)]
    pub files: Option<String>,
    /// Rank numbers: german or local.
    #[arg(long)]
    pub ranks: Option<String>,
    /// Piece and castling words: german or local.
    #[arg(long)]
    pub pieces: Option<String>,
    /// Always name the departure square in announcements.
    #[arg(long)]
    pub long: bool,
}

impl VoiceArgs {
    /// The flags as script header settings.
    pub fn header(&self) -> Header {
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
#[derive(Debug, Args)]
pub struct SpeechArgs {
    /// Speech rate, 0.5 to 2.0 times the voice's normal rate.
    #[arg(long, value_name = "FACTOR")]
    pub rate: Option<f32>,
    /// Volume, 0.0 to 1.0.
    #[arg(long)]
    pub volume: Option<f32>,
    /// A voice for a language, e.g. --voice de=German (repeatable).
    #[arg(long, value_name = "LANG=VOICE")]
    pub voice: Vec<String>,
    /// Do not interrupt the last move with the next one.
    #[arg(long)]
    pub protect_move: bool,
    /// No earcons.
    #[arg(long)]
    pub no_sounds: bool,
    /// Speak everything with the voice of the session's language: no pauses between
    /// languages, but vocabulary words read by that voice.
    #[arg(long)]
    pub one_voice: bool,
}

impl SpeechArgs {
    /// The flags as speech settings for a session in `locale` (German too, for the
    /// vocabulary's German words).
    ///
    /// # Errors
    /// A `--voice` that is not `LANG=VOICE`.
    pub fn config(&self, locale: &str) -> Result<SpeechConfig, FlagError> {
        let mut voices = Vec::new();
        for v in &self.voice {
            let (lang, name) = v
                .split_once('=')
                .filter(|(l, n)| !l.is_empty() && !n.is_empty())
                .ok_or_else(|| FlagError::Voice(v.clone()))?;
            voices.push((lang.to_owned(), name.to_owned()));
        }
        let mut languages = vec![locale.to_owned(), "de".to_owned()];
        languages.dedup();
        let (rate, volume, protect_move) = (self.rate, self.volume, self.protect_move);
        Ok(SpeechConfig { rate, volume, voices, protect_move, languages, events: None })
    }
}

#[derive(Debug, Args)]
pub struct AnnounceArgs {
    /// Moves as written on a scoresheet, played in turn from the start position, in
    /// any country's piece letters (e.g. e4 e5 Nf3, or e4 e5 Sf3).
    pub moves: Vec<String>,
    /// Announce the moves of a game in this PGN file instead (English SAN, or a
    /// scoresheet in its own piece letters).
    #[arg(long, value_name = "FILE", conflicts_with = "moves")]
    pub pgn: Option<PathBuf>,
    /// Which game of the PGN file, counted from 1.
    #[arg(long, default_value_t = 1)]
    pub game: usize,
    /// Start position as FEN (for moves given on the command line).
    #[arg(long)]
    pub fen: Option<String>,
    /// Read the FEN with Chess960 castling.
    #[arg(long)]
    pub chess960: bool,
    #[command(flatten)]
    pub voice: VoiceArgs,
    /// Print the words only; do not speak them.
    #[arg(long)]
    pub silent: bool,
    #[command(flatten)]
    pub speech: SpeechArgs,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Side {
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

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Announce {
    Auto,
    Confirm,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum OutFormat {
    Text,
    Jsonl,
}

#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// Session scripts; each is one independent session.
    #[arg(required = true)]
    pub scripts: Vec<PathBuf>,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: OutFormat,
    /// Print the games as PGN instead of the transcript.
    #[arg(long)]
    pub pgn: bool,
    /// Print both scoresheets in algebraic notation instead of the transcript: the
    /// blind player's as announced, the sighted player's as entered (`assist sheet`).
    #[arg(long, conflicts_with = "pgn")]
    pub scoresheets: bool,
    /// Also write the blind player's scoresheet in braille (E2.5): FILE as BRF (six-dot
    /// cells in North American Braille ASCII), and Unicode braille beside it, FILE with
    /// the extension `.txt`, in the locale's national braille (--braille-code). Takes
    /// one script.
    #[arg(long, value_name = "FILE.brf")]
    pub braille: Option<PathBuf>,
    /// Also write the blind player's scoresheet spoken (E2.5), each move as the
    /// announcer says it, read by espeak-ng into one WAV file. Takes one script.
    #[arg(long, value_name = "FILE.wav")]
    pub spoken_sheet: Option<PathBuf>,
    /// The piece letters of the written scoresheet (--braille): the locale's own
    /// (Law C3: S L T D K in German and Scandinavian, R B H D K in Icelandic) or
    /// English (N B R Q K).
    #[arg(long, value_enum, value_name = "LETTERS", default_value = "local")]
    pub sheet_letters: crate::export::SheetLetters,
    /// The braille of the scoresheet (--braille), by liblouis's table of the locale:
    /// computer braille (one cell per character) or the locale's uncontracted literary
    /// braille.
    #[arg(long, value_name = "computer|literary", default_value = "computer")]
    pub braille_code: crate::export::BrailleCode,
    #[command(flatten)]
    pub session: SessionArgs,
    /// Speak what taktil says to the player, one message after the other.
    #[arg(long)]
    pub speak: bool,
    #[command(flatten)]
    pub speech: SpeechArgs,
}

/// The session settings on the command line (each wins over a script's header).
#[derive(Debug, Args)]
pub struct SessionArgs {
    /// The blind player's colour.
    #[arg(long, value_enum)]
    pub blind: Option<Side>,
    /// Start position as FEN.
    #[arg(long)]
    pub fen: Option<String>,
    /// Chess960: castling by the Chess960 rules; with a number, that start position.
    #[arg(long, num_args = 0..=1, require_equals = true, value_name = "N", default_missing_value = "")]
    pub chess960: Option<String>,
    /// Time control, e.g. "40/90m, 30m +30s" (see docs/time-control.md).
    #[arg(long, value_name = "CONTROL")]
    pub time_control: Option<TimeControl>,
    /// How the sighted player's clock press reaches taktil: with his move (auto) or
    /// with the clock key (key).
    #[arg(long, value_name = "auto|key")]
    pub sighted_clock: Option<SightedClock>,
    /// When a fallen flag counts: at once (auto) or only when claimed (claim).
    #[arg(long, value_name = "auto|claim")]
    pub flag: Option<FlagRule>,
    /// The edition of the Laws the game is played under: 2023, the default, or
    /// 2009 or 2001.
    #[arg(long, value_name = "2023|2009|2001")]
    pub edition: Option<Edition>,
    /// Warn the blind player when his time falls below this, e.g. 5m; off never warns.
    #[arg(long, value_name = "TIME|off")]
    pub low_time: Option<LowTime>,
    /// The assistant's duties taktil does (E2.9): all, none, or letters such as a,b,d.
    #[arg(long, value_name = "all|none|LETTERS")]
    pub duties: Option<Duties>,
    /// Whose assistant taktil is: the blind player's or the sighted player's (E2.10).
    #[arg(long, value_name = "blind|sighted")]
    pub assistant: Option<AssistantFor>,
    #[command(flatten)]
    pub voice: VoiceArgs,
    /// How the blind player's moves are announced.
    #[arg(long, value_enum)]
    pub announce: Option<Announce>,
}

impl SessionArgs {
    /// The flags as settings over a script header.
    ///
    /// # Errors
    /// A `--chess960=N` whose N is not a number.
    pub fn overrides(&self) -> Result<Overrides, FlagError> {
        let chess960 = match self.chess960.as_deref() {
            None => None,
            Some("") => Some(None),
            Some(n) => Some(Some(n.parse::<u32>().map_err(|_| FlagError::Chess960(n.to_owned()))?)),
        };
        let (variant, chess960) = match chess960 {
            Some(Some(n)) => (Some(Variant::Chess960), Some(n)),
            Some(None) => (Some(Variant::Chess960), None),
            None => (None, None),
        };
        Ok(Overrides {
            header: Header {
                blind: self.blind.map(Color::from),
                fen: self.fen.clone(),
                variant,
                chess960,
                time_control: self.time_control.clone(),
                sighted_clock: self.sighted_clock,
                flag: self.flag,
                edition: self.edition,
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

#[derive(Debug, Args)]
pub struct PlayArgs {
    /// Write every input to this journal (synced before its outputs are announced).
    #[arg(long, value_name = "FILE")]
    pub journal: Option<PathBuf>,
    /// Restore the game in the journal and go on with it (the settings are the
    /// journal's; the session flags are ignored).
    #[arg(long, requires = "journal")]
    pub resume: bool,
    /// The screen: `full` (the terminal view for the assistant, the opponent and the
    /// arbiter; docs/view.md), `plain` (one plain line per output, for a screen
    /// reader), `lines` (the transcript lines of `taktil replay`), or `auto` (the
    /// default): `full` when standard input and output are terminals, else `lines`.
    #[arg(long, value_name = "auto|full|plain|lines")]
    pub view: Option<ViewMode>,
    /// Shorthand for --view plain.
    #[arg(long)]
    pub plain: bool,
    /// Speak (the default).
    #[arg(long, conflicts_with = "silent")]
    pub speak: bool,
    /// The tactile board: TBP/1 lines on standard input, the HID peg board, a TBP/1
    /// board on a serial port, or none: an ordinary pegged board without sensors (the
    /// blind player's moves are read from the sighted board and spoken back to him;
    /// standard input still carries typed lines).
    #[arg(long, value_name = "stdin|hid|serial:PORT|none")]
    pub board: Option<play::devices::BoardSource>,
    /// A separate HID keypad, or a keyboard read through evdev (either named in the
    /// device file).
    #[arg(long, value_name = "none|hid|evdev")]
    pub keypad: Option<play::devices::KeypadSource>,
    /// The sighted player's board, when it is electronic: a DGT board or a TBP/1
    /// board on a serial port, or a DGT board read through the organiser's DGT
    /// LiveChess (port 1982 unless given; `taktil devices --livechess HOST` lists the
    /// boards).
    #[arg(long, value_name = "none|dgt:PORT|serial:PORT|livechess:HOST[:PORT]/SERIAL")]
    pub sighted_board: Option<play::devices::SightedSource>,
    /// How long a move that LiveChess lists while the board's pieces do not yet show it
    /// (pieces in the air) is held before it is announced; a move LiveChess withdraws
    /// meanwhile is never announced.
    #[arg(long, value_name = "MS")]
    pub livechess_hold_ms: Option<u64>,
    /// Which way round the DGT board stands: worked out from the start position
    /// (auto), Black at the connector side (yes), or White (no).
    #[arg(long, value_name = "auto|yes|no")]
    pub sighted_rotated: Option<play::devices::Rotation>,
    /// Which side of the DGT clock is White's: worked out from the first clock that
    /// runs (auto: White's clock starts the game), or the left or right display.
    #[arg(long, value_name = "auto|left|right")]
    pub dgt_clock_white: Option<play::devices::ClockWhite>,
    /// The HID device file (default ~/.config/taktil/devices.conf, written by `taktil
    /// calibrate`).
    #[arg(long, value_name = "FILE")]
    pub device_file: Option<PathBuf>,
    /// The player's refreshable braille display, through BRLTTY's BrlAPI: off, auto
    /// (BRLTTY's own server) or a BrlAPI host (docs/braille-display.md).
    #[arg(long, value_name = "off|auto|HOST")]
    pub braille_display: Option<play::devices::BrailleSource>,
    /// Play this recorded session into the live one at its own pace, as a demo (the
    /// script's settings start the session; standard input is not read).
    #[arg(long, value_name = "SCRIPT", conflicts_with_all = ["resume", "board"])]
    pub demo: Option<PathBuf>,
    /// With --demo: how many times faster than recorded (e.g. 2).
    #[arg(long, value_name = "FACTOR", default_value_t = 1.0, requires = "demo")]
    pub speed: f64,
    /// When the session ends, write the game into this folder: game.pgn (clock
    /// comments, result), game.brf and game.txt (the blind player's scoresheet in
    /// braille), game.wav (spoken).
    #[arg(long, value_name = "DIR")]
    pub export: Option<PathBuf>,
    /// The piece letters of the exported scoresheet (game.brf, game.txt): the
    /// locale's own (Law C3: S L T D K in German and Scandinavian, R B H D K in
    /// Icelandic) or English (N B R Q K).
    #[arg(long, value_enum, value_name = "LETTERS", default_value = "local")]
    pub sheet_letters: crate::export::SheetLetters,
    /// The braille of the exported scoresheet (game.brf, game.txt), by liblouis's
    /// table of the locale: computer braille (one cell per character) or the locale's
    /// uncontracted literary braille. Default: the configuration file's, or computer.
    #[arg(long, value_name = "computer|literary")]
    pub braille_code: Option<crate::export::BrailleCode>,
    /// The configuration file (TOML, see docs/configuration.md); flags win over it.
    /// Default: ~/.config/taktil/taktil.toml when it exists.
    #[arg(long, value_name = "FILE")]
    pub config: Option<PathBuf>,
    /// With --resume: the clock while taktil was down was stopped (the default), or
    /// ran on for the player on move (the arbiter's choice).
    #[arg(long, value_name = "stopped|ran", requires = "resume")]
    pub downtime: Option<play::Downtime>,
    /// Print only; do not speak.
    #[arg(long)]
    pub silent: bool,
    /// How long the board must hold a position before a move is made (ms).
    #[arg(long, value_name = "MS", value_parser = clap::value_parser!(u64).range(..=script::MAX_MS))]
    pub settle_ms: Option<u64>,
    /// How long a peg may bounce out of its hole and back unnoticed (ms).
    #[arg(long, value_name = "MS", value_parser = clap::value_parser!(u64).range(..=script::MAX_MS))]
    pub bounce_ms: Option<u64>,
    #[command(flatten)]
    pub session: SessionArgs,
    #[command(flatten)]
    pub speech: SpeechArgs,
    #[command(flatten)]
    pub engine: Box<EngineArgs>,
    #[command(flatten)]
    pub broadcast: Box<BroadcastArgs>,
    #[command(flatten)]
    pub lichess: Box<LichessArgs>,
}

/// A Lichess game on the tactile board (issue 33, docs/online.md): with `--opponent
/// lichess`, one of `--lichess-game`, `--lichess-challenge`, `--lichess-accept` or
/// `--lichess-seek` (or `--resume`, which reconnects to the journal's game).
#[derive(Debug, Default, Args)]
pub struct LichessArgs {
    /// The Lichess server (default <https://lichess.org>).
    #[arg(long, value_name = "URL")]
    pub lichess_url: Option<String>,
    /// The file holding the player's Lichess token (scope board:play); readable by
    /// its owner only.
    #[arg(long, value_name = "FILE")]
    pub lichess_token_file: Option<std::path::PathBuf>,
    /// Play this game, already started (its id, or its address).
    #[arg(long, value_name = "ID", conflicts_with_all = ["lichess_challenge", "lichess_accept", "lichess_seek"])]
    pub lichess_game: Option<String>,
    /// Challenge this Lichess user (with --clock).
    #[arg(long, value_name = "USER", requires = "clock", conflicts_with_all = ["lichess_accept", "lichess_seek"])]
    pub lichess_challenge: Option<String>,
    /// Accept the next challenge to the player.
    #[arg(long, conflicts_with = "lichess_seek")]
    pub lichess_accept: bool,
    /// Seek a game with this clock in the lobby (M+S: minutes plus seconds a move).
    #[arg(long, value_name = "M+S")]
    pub lichess_seek: Option<String>,
    /// The challenge's clock (M+S: minutes plus seconds a move).
    #[arg(long, value_name = "M+S")]
    pub clock: Option<String>,
    /// A rated challenge or seek (default casual).
    #[arg(long)]
    pub rated: bool,
    /// The player's colour in a challenge (default random).
    #[arg(long, value_name = "white|black|random")]
    pub color: Option<String>,
}

/// The game published as it is played: the broadcast folder, the live page, a push
/// (issue 32, docs/broadcast.md). Each flag is also a key of `[broadcast]` in the
/// configuration file.
#[derive(Debug, Default, Args)]
pub struct BroadcastArgs {
    /// Keep this folder in DGT LiveChess's layout (tournament.json, round-R/index.json,
    /// round-R/game-B.pgn, round-R/games.pgn), rewritten after every change of the
    /// game. Needs --event, --round, --white and --black.
    #[arg(long, value_name = "DIR")]
    pub publish: Option<PathBuf>,
    /// The broadcast's Event tag.
    #[arg(long, value_name = "NAME")]
    pub event: Option<String>,
    /// The broadcast's Site tag.
    #[arg(long, value_name = "PLACE")]
    pub site: Option<String>,
    /// Round and board, as the PGN writes them: 3.7 is round 3, board 7.
    #[arg(long, value_name = "ROUND.BOARD")]
    pub round: Option<String>,
    /// White's name, as "Surname, Firstname".
    #[arg(long, value_name = "NAME")]
    pub white: Option<String>,
    /// Black's name, as "Surname, Firstname".
    #[arg(long, value_name = "NAME")]
    pub black: Option<String>,
    /// White's FIDE id.
    #[arg(long, value_name = "ID")]
    pub white_fide_id: Option<u64>,
    /// Black's FIDE id.
    #[arg(long, value_name = "ID")]
    pub black_fide_id: Option<u64>,
    /// Serve the live page, the events and the PGN over HTTP on this port (on
    /// 127.0.0.1), or ADDRESS:PORT (0.0.0.0:PORT: the hall's network, when the arbiter
    /// says so).
    #[arg(long, value_name = "[ADDRESS:]PORT")]
    pub serve: Option<String>,
    /// Push the game's PGN to this Lichess broadcast round push URL after every move.
    #[arg(long, value_name = "URL")]
    pub push: Option<String>,
    /// The file holding the push token (study:write); readable by its owner only.
    #[arg(long, value_name = "FILE")]
    pub push_token_file: Option<PathBuf>,
}

/// An engine as the opponent, and practice (issue 18, docs/practice.md).
#[derive(Debug, Default, Args)]
pub struct EngineArgs {
    /// Who plays the sighted side: a person (the default), a UCI engine, or a person
    /// far away whose moves are typed and confirmed (remote; docs/online.md).
    #[arg(long, value_name = "person|engine|remote")]
    pub opponent: Option<OpponentKind>,
    /// The engine's program (default: Stockfish on PATH or /usr/games/stockfish).
    #[arg(long, value_name = "PATH")]
    pub engine: Option<PathBuf>,
    /// The engine's strength by Elo (UCI_LimitStrength, UCI_Elo).
    #[arg(long, value_name = "N", conflicts_with = "engine_skill")]
    pub engine_elo: Option<u64>,
    /// The engine's skill level, 0 to 20 (Stockfish's Skill Level).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(0..=20))]
    pub engine_skill: Option<u64>,
    /// The engine thinks this long per move (ms); without it and --engine-nodes, on
    /// the game's clock (one second a move without a time control).
    #[arg(long, value_name = "MS", conflicts_with = "engine_nodes", value_parser = clap::value_parser!(u64).range(1..))]
    pub engine_movetime: Option<u64>,
    /// The engine searches this many nodes per move (deterministic).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub engine_nodes: Option<u64>,
    /// A practice game: take-back, hint and evaluation (the header's `practice on`).
    #[arg(long)]
    pub practice: bool,
    /// With --practice: a touched piece need not be moved (touch-move relaxed; the
    /// header's `practice free`). Never in a tournament game.
    #[arg(long, requires = "practice")]
    pub free_touch: bool,
    /// Start from a position of a PGN file's first game (with --from-ply).
    #[arg(long, value_name = "FILE", conflicts_with_all = ["fen", "chess960"])]
    pub from_pgn: Option<PathBuf>,
    /// With --from-pgn: the position after this many half-moves (default: its end).
    #[arg(long, value_name = "N", requires = "from_pgn")]
    pub from_ply: Option<usize>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum RulingFormat {
    Text,
    Json,
}

#[derive(Debug, Args)]
pub struct ReconcileArgs {
    /// The blind player's scoresheet: a PGN file (its first game) or a text file of SAN
    /// moves (move numbers allowed).
    #[arg(long, value_name = "FILE", required_unless_present = "session", conflicts_with = "session")]
    pub blind_sheet: Option<PathBuf>,
    /// The sighted player's scoresheet, in the same forms.
    #[arg(long, value_name = "FILE")]
    pub sighted_sheet: PathBuf,
    /// What the tactile board shows: a FEN piece placement (X for a peg of unknown
    /// identity) or a TBP/1 snapshot of 64 characters.
    #[arg(long, value_name = "BOARD")]
    pub blind_board: Option<String>,
    /// What the sighted player's board shows, in the same forms.
    #[arg(long, value_name = "BOARD")]
    pub sighted_board: Option<String>,
    /// Start position as FEN.
    #[arg(long)]
    pub fen: Option<String>,
    /// The blind player's colour.
    #[arg(long, value_enum)]
    pub blind: Option<Side>,
    /// A session script: the blind player's scoresheet, the clock times of every move
    /// and the boards are taken from it.
    #[arg(long, value_name = "SCRIPT")]
    pub session: Option<PathBuf>,
    /// The edition of the Laws whose articles the ruling cites: 2023 (D.2.9), 2009 or
    /// 2001 (E2.7, E2.8). Without it, the session's edition, else 2023.
    #[arg(long, value_name = "2023|2009|2001")]
    pub edition: Option<Edition>,
    #[command(flatten)]
    pub voice: VoiceArgs,
    /// Output format: the ruling in words, or JSON.
    #[arg(long, value_enum, default_value = "text")]
    pub format: RulingFormat,
}

#[derive(Debug, Args)]
pub struct SynthArgs {
    /// A PGN file.
    pub pgn: PathBuf,
    /// Folder for the scripts (one per game and blind colour).
    #[arg(long, default_value = ".")]
    pub out: PathBuf,
    /// The blind player's colour; both when not given.
    #[arg(long, value_enum)]
    pub blind: Option<Side>,
    /// Seed of the random physical orders.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The blind player presses `announce` after each of his moves.
    #[arg(long)]
    pub confirm: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Rotated {
    Auto,
    Yes,
    No,
}

#[derive(Debug, Args)]
pub struct DgtArgs {
    /// The board's serial port: /dev/ttyUSB0 or /dev/ttyACM0 (USB), /dev/rfcomm0
    /// (Bluetooth).
    #[arg(long, value_name = "PATH")]
    pub port: String,
    /// Whether the board is turned round (Black at the connector side); auto decides
    /// at the first start position.
    #[arg(long, value_enum, default_value = "auto")]
    pub rotated: Rotated,
    /// How long the board must be quiet after a field update before taktil asks it for
    /// the whole board.
    #[arg(long, value_name = "MS", default_value_t = 300)]
    pub debounce_ms: u64,
    /// Which side of the clock cabled to the board is White's: worked out from the
    /// first clock that runs (auto: White's clock starts the game), or the left or
    /// right display.
    #[arg(long, value_name = "auto|left|right", default_value = "auto")]
    pub clock_white: play::devices::ClockWhite,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum BoardDevice {
    Tactile,
    Sighted,
}

#[derive(Debug, Args)]
pub struct BoardArgs {
    /// The board's serial port: /dev/ttyACM0 or, steadier across a pulled cable,
    /// /dev/serial/by-id/...
    #[arg(long, value_name = "PATH")]
    pub port: String,
    /// The line speed (USB CDC ignores it).
    #[arg(long, value_name = "N", default_value_t = tbp_serial::BAUD)]
    pub baud: u32,
    /// Which board this is in the session script.
    #[arg(long, value_enum, default_value = "tactile")]
    pub device: BoardDevice,
}

#[derive(Debug, Args)]
pub struct ReviewArgs {
    /// The game: a PGN file, or the journal of a `taktil play` session.
    pub game_file: PathBuf,
    /// Which game of the PGN file, counted from 1.
    #[arg(long, default_value_t = 1)]
    pub game: usize,
    /// How many nodes the engine searches in each position (the default: 20000, a few
    /// seconds per game).
    #[arg(long, value_name = "N", conflicts_with = "depth")]
    pub nodes: Option<u64>,
    /// Search each position to this depth instead.
    #[arg(long, value_name = "N")]
    pub depth: Option<u32>,
    /// A move that loses this many centipawns or more is a moment the review stops at:
    /// an inaccuracy (?!), from twice as many a mistake (?), from three times a blunder
    /// (??).
    #[arg(long, value_name = "CENTIPAWNS", default_value_t = 100)]
    pub threshold: u32,
    /// The UCI engine's program (default: Stockfish, on PATH or /usr/games/stockfish).
    #[arg(long, value_name = "PATH")]
    pub engine: Option<PathBuf>,
    /// Where the annotated PGN goes (default: GAME.review.pgn beside the game file).
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
    /// No speech: the text only.
    #[arg(long)]
    pub no_speech: bool,
    #[command(flatten)]
    pub voice: VoiceArgs,
    #[command(flatten)]
    pub speech: SpeechArgs,
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    use super::*;

    #[test]
    fn the_definitions_are_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn session_flags_become_header_settings() {
        let cli = Cli::try_parse_from(["taktil", "replay", "--chess960=518", "--blind", "black", "x.script"]);
        let Ok(Cli { command: Command::Replay(args) }) = cli else { panic!("parsed as {cli:?}") };
        let overrides = args.session.overrides().expect("valid flags");
        assert_eq!(overrides.header.chess960, Some(518));
        assert_eq!(overrides.header.variant, Some(Variant::Chess960));
        assert_eq!(overrides.header.blind, Some(Color::Black));
        let cli = Cli::try_parse_from(["taktil", "replay", "--chess960=x", "x.script"]);
        let Ok(Cli { command: Command::Replay(args) }) = cli else { panic!("parsed as {cli:?}") };
        assert_eq!(args.session.overrides().map(|_| ()), Err(FlagError::Chess960("x".into())));
    }

    #[test]
    fn a_voice_is_lang_equals_name() {
        let cli = Cli::try_parse_from(["taktil", "announce", "--voice", "de=German", "--voice", "German", "e4"]);
        let Ok(Cli { command: Command::Announce(mut args) }) = cli else { panic!("parsed as {cli:?}") };
        assert_eq!(args.speech.config("en").map(|_| ()), Err(FlagError::Voice("German".into())));
        args.speech.voice.pop();
        let config = args.speech.config("en").expect("valid");
        assert_eq!(config.voices, [("de".to_owned(), "German".to_owned())]);
        assert_eq!(config.languages, ["en", "de"]);
    }
}

/// `taktil correspondence` (issue 33, point 3; docs/online.md).
#[derive(Debug, Args)]
pub struct CorrespondenceArgs {
    /// What to do.
    #[command(subcommand)]
    pub action: CorrespondenceAction,
    /// The folder of games (default: ~/.local/share/taktil/correspondence, or
    /// $XDG_DATA_HOME/taktil/correspondence; %APPDATA%\taktil\correspondence on Windows).
    #[arg(long, global = true, value_name = "DIR")]
    pub dir: Option<PathBuf>,
}

/// The piece letters of a correspondence reply line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ReplyLetters {
    /// N B R Q K.
    English,
    /// S L T D K (German, Danish, Norwegian, Swedish).
    German,
    /// R B H D K.
    Icelandic,
}

/// The subcommands of `taktil correspondence`.
#[derive(Debug, Subcommand)]
pub enum CorrespondenceAction {
    /// Start a game file: `new mueller --color white --opponent "Hans Müller"`.
    New {
        /// The game's name (letters, digits, - and _): its file is DIR/NAME.game.
        name: String,
        /// The colour you play.
        #[arg(long, value_enum)]
        color: Side,
        /// Your opponent's name.
        #[arg(long, value_name = "NAME")]
        opponent: String,
        /// Your own name, for the PGN (default: "Me").
        #[arg(long, value_name = "NAME", default_value = "Me")]
        me: String,
        /// The piece letters of your reply lines (default: your language's).
        #[arg(long, value_enum)]
        letters: Option<ReplyLetters>,
        /// A start position other than the initial one.
        #[arg(long)]
        fen: Option<String>,
    },
    /// Read the opponent's move from a mail's text or a pasted line (standard input
    /// without --file), say it and how to move the pegs.
    Read {
        /// The game's name.
        name: String,
        /// The mail or text file (default: standard input).
        #[arg(long, value_name = "FILE")]
        file: Option<PathBuf>,
        #[command(flatten)]
        speak: CorrespondenceVoice,
    },
    /// Your move, in any letters: checked, written in the game file, and printed as
    /// the line to send (`12... Sf6`).
    Reply {
        /// The game's name.
        name: String,
        /// Your move (`Sf6`, `Nf6`, `g8f6`, `0-0`).
        #[arg(value_name = "MOVE")]
        word: String,
        /// The piece letters of the line to send (default: the game's, or your
        /// language's).
        #[arg(long, value_enum)]
        letters: Option<ReplyLetters>,
        #[command(flatten)]
        speak: CorrespondenceVoice,
    },
    /// The games in the folder: name, opponent, move, whose move.
    List,
    /// A game as PGN.
    Show {
        /// The game's name.
        name: String,
    },
}

/// How a correspondence command speaks.
#[derive(Debug, Args)]
pub struct CorrespondenceVoice {
    #[command(flatten)]
    pub voice: VoiceArgs,
    /// Print the words only; do not speak them.
    #[arg(long)]
    pub silent: bool,
    #[command(flatten)]
    pub speech: SpeechArgs,
}
