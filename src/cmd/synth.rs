//! `taktil synth`: the games of a PGN file as session scripts of peg events, one per
//! game and blind colour, in random but reproducible physical orders (the peg events
//! themselves are [`crate::synth`]).

use std::{fs, path::Path, process::ExitCode};

use rand::{SeedableRng, rngs::StdRng};
use shakmaty::Color;

use super::{Error, files, tell};
use crate::{
    cli::SynthArgs,
    pgn,
    synth::{self, SynthStyle},
};

/// Writes the scripts into `--out` and tells how many. A game that cannot be read is
/// named and skipped.
///
/// # Errors
/// When the PGN file cannot be read, or the folder or a script cannot be written.
pub fn run(args: &SynthArgs) -> Result<ExitCode, Error> {
    let text = files::read(&args.pgn)?;
    fs::create_dir_all(&args.out).map_err(|source| Error::MakeDir { path: args.out.clone(), source })?;
    let stem = args.pgn.file_stem().map_or("game".into(), |s| s.to_string_lossy().into_owned());
    let colors: Vec<Color> = match args.blind {
        Some(side) => vec![side.into()],
        None => vec![Color::White, Color::Black],
    };
    let mut rng = StdRng::seed_from_u64(args.seed);
    let mut written = 0;
    for (i, game) in pgn::read_games(&text).into_iter().enumerate() {
        let game = match game {
            Ok(game) => game,
            Err(e) => {
                tell(format_args!("{}: {e}", args.pgn.display()));
                continue;
            }
        };
        for &blind in &colors {
            let style = SynthStyle { blind, confirm: args.confirm, ..SynthStyle::default() };
            let s = synth::synthesize(&game.start, &game.moves, &style, &mut rng);
            let side = if blind == Color::White { "white" } else { "black" };
            write(&args.out.join(format!("{stem}-{:04}-{side}.script", i + 1)), &s.text)?;
            written += 1;
        }
    }
    tell(format_args!("wrote {written} scripts to {}", args.out.display()));
    Ok(ExitCode::SUCCESS)
}

/// Writes one script.
fn write(path: &Path, text: &str) -> Result<(), Error> {
    fs::write(path, text).map_err(|source| Error::WriteScript { path: path.to_owned(), source })
}
