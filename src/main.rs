//! The `taktil` command: argument parsing and exit codes only; the work is in the
//! library (ripgrep's thin `main`).

use std::{
    fs,
    io::{self, Write},
    path::PathBuf,
    process::ExitCode,
};

use clap::{Args, Parser, Subcommand, ValueEnum};
use rand::SeedableRng;
use shakmaty::Color;
use taktil::{
    core::settings::AnnounceMode,
    pgn,
    replay::{self, Format, Overrides},
    synth::{self, Style},
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
    /// Replay session scripts through the rules core and the announcer.
    Replay(ReplayArgs),
    /// Turn the games of a PGN file into session scripts of peg events.
    Synth(SynthArgs),
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
    /// The blind player's colour.
    #[arg(long, value_enum)]
    blind: Option<Side>,
    /// Start position as FEN.
    #[arg(long)]
    fen: Option<String>,
    /// Chess960: castling by the Chess960 rules; with a number, that start position.
    #[arg(long, num_args = 0..=1, require_equals = true, value_name = "N", default_missing_value = "")]
    chess960: Option<String>,
    /// Time control (kept in the PGN; the clock arrives with a later version).
    #[arg(long)]
    time_control: Option<String>,
    /// Language of the announcements (en, de).
    #[arg(long)]
    locale: Option<String>,
    /// File names: international, danish, nato or letters.
    #[arg(long)]
    files: Option<String>,
    /// Rank numbers: german or local.
    #[arg(long)]
    ranks: Option<String>,
    /// Piece and castling words: german or local.
    #[arg(long)]
    pieces: Option<String>,
    /// How the blind player's moves are announced.
    #[arg(long, value_enum)]
    announce: Option<Announce>,
    /// Always name the departure square in announcements.
    #[arg(long)]
    long: bool,
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

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Replay(args) => replay_cmd(args),
        Command::Synth(args) => synth_cmd(args),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            let _ = writeln!(io::stderr(), "taktil: {e}");
            ExitCode::from(2)
        }
    }
}

fn replay_cmd(args: ReplayArgs) -> Result<ExitCode, String> {
    let chess960 = match args.chess960.as_deref() {
        None => None,
        Some("") => Some(None),
        Some(n) => Some(Some(
            n.parse::<u32>().map_err(|_| format!("--chess960={n}: expected a start position number from 0 to 959"))?,
        )),
    };
    let overrides = Overrides {
        blind: args.blind.map(Color::from),
        fen: args.fen,
        chess960,
        time_control: args.time_control,
        locale: args.locale,
        files: args.files,
        ranks: args.ranks,
        pieces: args.pieces,
        announce: args.announce.map(|a| match a {
            Announce::Auto => AnnounceMode::Auto,
            Announce::Confirm => AnnounceMode::Confirm,
        }),
        long: args.long,
    };
    let format = match args.format {
        OutFormat::Text => Format::Text,
        OutFormat::Jsonl => Format::Jsonl,
    };
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
        if args.pgn {
            write!(out, "{}", replay::pgn(&session)).map_err(|e| e.to_string())?;
        } else {
            let problems = replay::write(&mut out, &name, &session, &l10n, format).map_err(|e| e.to_string())?;
            for p in problems {
                let _ = writeln!(io::stderr(), "taktil: {p}");
                failed = true;
            }
        }
    }
    out.flush().map_err(|e| e.to_string())?;
    Ok(if failed { ExitCode::FAILURE } else { ExitCode::SUCCESS })
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
