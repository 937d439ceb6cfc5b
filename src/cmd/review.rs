//! `taktil review`: a played game talked through with the engine's judgement (issue
//! 18, docs/review.md). The game is read ([`crate::review::source`]), the engine searches every
//! position ([`crate::review::analysis`]), the annotated PGN is written beside the game
//! ([`crate::review::report`]), and the player walks through it with keys or typed lines
//! ([`crate::review::keystrokes`], [`crate::review::walk`]), each step printed and spoken.
//!
//! An engine that is missing, crashes or hangs does not stop the review: it is said
//! once, in the player's language and with the reason on standard error, and the walk
//! goes on saying the moves without (further) analysis; the report holds what was
//! analysed.

use std::{
    io::{self, BufRead, IsTerminal as _, Write},
    path::{Path, PathBuf},
    process::ExitCode,
};

use crossterm::{event, terminal};

use super::{Error, files, speech, tell};
use crate::{
    cli::ReviewArgs,
    core::time::Timestamp,
    io::{
        speech::Priority,
        uci::{Engine, EngineConfig, Limit},
    },
    item::{Item, Speech, What},
    l10n::Localizer,
    notice::{Notice, review::Said},
    replay,
    review::{
        Review,
        analysis::{self, Analysed},
        keystrokes::{Keys, ReviewStroke, line_command},
        report,
        source::{self, ReviewedGame},
        walk::{ReviewCmd, Walk},
    },
    voice::Voice,
};

/// The default search: a few seconds for a game of forty moves on a small machine,
/// and the same answer every time (one thread, a fresh hash for each position).
pub const DEFAULT_NODES: u64 = 20_000;

/// Reviews the game of `args`: analysis, report, then the walk until `quit` or the end
/// of standard input.
///
/// # Errors
/// The game file cannot be read or holds no such game; a flag cannot be used; the
/// report or `out` cannot be written.
pub fn run(args: &ReviewArgs, out: &mut dyn Write) -> Result<ExitCode, Error> {
    let text = files::read(&args.game_file)?;
    let game = source::read(&text, args.game)
        .map_err(|source| Error::ReviewSource { path: args.game_file.clone(), source: Box::new(source) })?;
    let header = args.voice.header().over(&game.header);
    let l10n = replay::localizer(&header, args.voice.long)?;
    let voice = if args.no_speech { None } else { Some(speech::start(&args.speech, &l10n)?) };
    let mut said = Sayer { out, voice, l10n, raw: false };
    let moves = u32::try_from(game.moves.len()).unwrap_or(u32::MAX);
    said.say(&[Said::Analysing { moves }], None)?;
    let limit = match (args.depth, args.nodes) {
        (Some(depth), _) => Limit::Depth(depth),
        (None, nodes) => Limit::Nodes(nodes.unwrap_or(DEFAULT_NODES)),
    };
    let (analysed, engine) = analyse(args, &game, limit, &mut said)?;
    let review = Review::new(&game, analysed.as_ref(), args.threshold);
    let limit_words = match limit {
        Limit::Depth(d) => format!("depth {d}"),
        Limit::Nodes(n) => format!("{n} nodes"),
        _ => String::new(),
    };
    let path = args.out.clone().unwrap_or_else(|| report_path(&args.game_file));
    let written = report::pgn(&review, engine.as_deref().map(|name| (name, limit_words.as_str())));
    std::fs::write(&path, written).map_err(|source| Error::Write { path: path.clone(), source })?;
    tell(format_args!("wrote {}", path.display()));
    let moments = u32::try_from(review.moments().len()).unwrap_or(u32::MAX);
    said.say(&[Said::Ready { moves, moments }], None)?;
    walk(&review, &mut said)?;
    Ok(ExitCode::SUCCESS)
}

/// `GAME.review.pgn` beside `GAME.pgn` (or beside a journal).
fn report_path(game: &Path) -> PathBuf {
    let stem = game.file_stem().map_or_else(|| "game".into(), |s| s.to_string_lossy().into_owned());
    game.with_file_name(format!("{stem}.review.pgn"))
}

/// The engine's analysis and its name; none (said, and why told) when the engine
/// cannot be started. An engine that stops on the way is said too.
fn analyse(
    args: &ReviewArgs,
    game: &ReviewedGame,
    limit: Limit,
    said: &mut Sayer<'_>,
) -> Result<(Option<Analysed>, Option<String>), Error> {
    let config = EngineConfig {
        path: args.engine.clone(),
        chess960: game.start.castling.is_chess960(),
        ..EngineConfig::default()
    };
    let mut engine = match Engine::start(&config) {
        Ok(engine) => engine,
        Err(e) => {
            tell(format_args!("{e}: the moves are said without analysis"));
            said.say(&[Said::NoEngine], None)?;
            return Ok((None, None));
        }
    };
    let analysed = analysis::analyse(&mut engine, &game.start, &game.moves, limit, |_| {});
    if let Some((at, e)) = &analysed.stopped {
        tell(format_args!("{e}: the moves from there are said without analysis"));
        let review = Review::new(game, None, 0);
        let number = review.entries.get(*at).or(review.entries.last()).map_or(1, |e| e.number);
        said.say(&[Said::EngineStopped { number }], None)?;
    }
    Ok((Some(analysed), Some(engine.name().to_owned())))
}

/// Prints and speaks what the review says.
struct Sayer<'a> {
    out: &'a mut dyn Write,
    voice: Option<Voice>,
    l10n: Localizer,
    /// The terminal is in raw mode: a line ends with a carriage return too.
    raw: bool,
}

impl Sayer<'_> {
    /// One utterance: printed (after the move's label, when it is about a move) and
    /// spoken at once, cutting off what was being said (it answers a key).
    fn say(&mut self, said: &[Said], label: Option<String>) -> Result<(), Error> {
        if said.is_empty() {
            return Ok(());
        }
        let words = self.l10n.render_review(said);
        let text = words.text();
        let end = if self.raw { "\r\n" } else { "\n" };
        let line = match label {
            Some(label) => format!("{label}  {text}{end}"),
            None => format!("{text}{end}"),
        };
        self.out.write_all(line.as_bytes()).and_then(|()| self.out.flush()).map_err(Error::Output)?;
        if let Some(voice) = &self.voice {
            let first = said.first().cloned().map_or(What::Problem, |s| What::Notice(Notice::Review(s)));
            let speech = Some(Speech { words, priority: Priority::Move });
            voice.play(&Item { t: Timestamp(0), what: first, text, speech, earcon: None });
            speech::tell_notices(voice, &self.l10n);
        }
        Ok(())
    }

    /// Lets the voice finish (at most [`speech::SPEAK_TIMEOUT`]).
    fn finish(&self) {
        if let Some(voice) = &self.voice {
            voice.wait_idle(speech::SPEAK_TIMEOUT);
        }
    }
}

/// The walk: single keys on a terminal, else typed lines, until `quit` or the end.
fn walk(review: &Review, said: &mut Sayer<'_>) -> Result<(), Error> {
    let mut walk = Walk::new(review);
    if io::stdin().is_terminal() && terminal::enable_raw_mode().is_ok() {
        said.raw = true;
        let result = walk_keys(&mut walk, said);
        let _ = terminal::disable_raw_mode();
        said.raw = false;
        return result;
    }
    for line in io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        let command = match line_command(&line) {
            Some(ReviewCmd::Quit) => return Ok(()),
            Some(ReviewCmd::Help) => {
                said.say(&[Said::LinesHelp], None)?;
                continue;
            }
            Some(command) => command,
            None => {
                said.say(&[Said::UnknownLine], None)?;
                continue;
            }
        };
        step(&mut walk, command, said)?;
    }
    said.finish();
    Ok(())
}

/// One command of the walk, said.
fn step(walk: &mut Walk<'_>, command: ReviewCmd, said: &mut Sayer<'_>) -> Result<(), Error> {
    let step = walk.step(command);
    let label = step.entry.and_then(|i| walk_label(walk, i));
    said.say(&step.said, label)
}

/// The printed label of the move at index `i`.
fn walk_label(walk: &Walk<'_>, i: usize) -> Option<String> {
    walk.review().entries.get(i).map(crate::review::ReviewedMove::label)
}

/// The walk with single keys on a terminal in raw mode.
fn walk_keys(walk: &mut Walk<'_>, said: &mut Sayer<'_>) -> Result<(), Error> {
    let mut keys = Keys::default();
    loop {
        let key = match event::read() {
            Ok(event::Event::Key(key)) => key,
            Ok(_) => continue,
            Err(e) => {
                tell(format_args!("the keyboard cannot be read: {e}"));
                return Ok(());
            }
        };
        match keys.press(key) {
            ReviewStroke::Command(ReviewCmd::Quit) => return Ok(()),
            ReviewStroke::Command(command) => step(walk, command, said)?,
            ReviewStroke::AskJump => said.say(&[Said::JumpAsk], None)?,
            ReviewStroke::BadLine => {
                echo("\r\n");
                said.say(&[Said::UnknownLine], None)?;
            }
            ReviewStroke::Echo(text) => echo(&text),
            ReviewStroke::Unknown => said.say(&[Said::UnknownKey], None)?,
            ReviewStroke::Nothing => {}
        }
    }
}

/// Shows what is typed (standard error: standard output carries the review's lines).
fn echo(text: &str) {
    let mut err = io::stderr();
    let _ = err.write_all(text.as_bytes()).and_then(|()| err.flush());
}
