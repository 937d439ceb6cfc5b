//! `taktil correspondence` (issue 33, point 3; docs/online.md, "Correspondence"): a
//! game by e-mail or letter, one game file per game in a folder of games
//! ([`game`]).
//!
//! `read` finds the opponent's move in a mail's text or a pasted line ([`mail`]),
//! writes it into the game file first (a move read is never lost), then prints and
//! says it in the announcer's words and how to move the pegs (the board's steps of
//! [`crate::core::catchup`]: the captured piece off, the piece moved, castling's rook,
//! the pawn taken en passant, the promoted piece). `reply` checks the player's move
//! (any letters, legal by shakmaty), writes it and prints the line to send back, the
//! move number and the move in the letters he chooses (`12... Sf6`). A move that is
//! not one legal move is said back with its reason and nothing is written.

pub mod game;
pub mod mail;

use std::{
    fs,
    io::{self, Read as _, Write},
    path::{Path, PathBuf},
    process::ExitCode,
};

pub use self::game::GameFileError;
use self::{
    game::{GameFile, path_of},
    mail::Found,
};
use super::{Error, files, speech};
use crate::{
    cli::{CorrespondenceAction, CorrespondenceArgs, CorrespondenceVoice, ReplyLetters},
    core::{
        catchup,
        msg::Msg,
        notation::Letters,
        output::{Output, Timed},
        physical::Physical,
        spoken::Spoken,
        time::Timestamp,
        written::read_move,
    },
    item::Item,
    l10n::Localizer,
    notice::{Notice, remote::Remark},
    replay,
    voice::Voice,
};

/// Runs a `taktil correspondence` subcommand.
///
/// # Errors
/// A game file that is missing, damaged or cannot be written; a flag or a file that
/// cannot be used; `out` that cannot be written.
pub fn run(args: &CorrespondenceArgs, out: &mut dyn Write) -> Result<ExitCode, Error> {
    let dir = folder(args.dir.as_deref())?;
    match &args.action {
        CorrespondenceAction::New { name, color, opponent, me, letters, fen } => {
            let path = path_of(&dir, name)?;
            if path.exists() {
                return Err(GameFileError::Exists { path }.into());
            }
            let player = shakmaty::Color::from(*color);
            let (white, black) = player.fold_wb((me.clone(), opponent.clone()), (opponent.clone(), me.clone()));
            let mut game = GameFile::new(white, black, player);
            game.letters = letters.map(letters_of);
            game.fen = fen.clone();
            if let Err(why) = game.start() {
                return Err(GameFileError::Damaged { path, line: 0, why }.into());
            }
            fs::create_dir_all(&dir).map_err(|source| Error::MakeDir { path: dir.clone(), source })?;
            game.save(&path)?;
            writeln!(out, "{}", path.display()).map_err(Error::Output)?;
            Ok(ExitCode::SUCCESS)
        }
        CorrespondenceAction::Read { name, file, speak } => {
            let text = match file {
                Some(path) => files::read(path)?,
                None => stdin_text()?,
            };
            read(&path_of(&dir, name)?, &text, speak, out)
        }
        CorrespondenceAction::Reply { name, word, letters, speak } => {
            reply(&path_of(&dir, name)?, word, letters.map(letters_of), speak, out)
        }
        CorrespondenceAction::List => list(&dir, out),
        CorrespondenceAction::Show { name } => {
            let game = GameFile::load(&path_of(&dir, name)?)?;
            write!(out, "{}", game.pgn()).map_err(Error::Output)?;
            Ok(ExitCode::SUCCESS)
        }
    }
}

/// The folder given, or the default one under the user's data folder.
fn folder(given: Option<&Path>) -> Result<PathBuf, Error> {
    if let Some(dir) = given {
        return Ok(dir.to_owned());
    }
    let set = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty()).map(PathBuf::from);
    let base = if cfg!(windows) {
        set("APPDATA").ok_or(Error::NoHome)?
    } else {
        match set("XDG_DATA_HOME") {
            Some(dir) => dir,
            None => set("HOME").ok_or(Error::NoHome)?.join(".local").join("share"),
        }
    };
    Ok(base.join("taktil").join("correspondence"))
}

/// Standard input's text (a pasted line or a mail piped in).
fn stdin_text() -> Result<String, Error> {
    let mut bytes = Vec::new();
    io::stdin().read_to_end(&mut bytes).map_err(Error::Output)?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// The letters of a flag.
const fn letters_of(letters: ReplyLetters) -> Letters {
    match letters {
        ReplyLetters::English => Letters::English,
        ReplyLetters::German => Letters::German,
        ReplyLetters::Icelandic => Letters::Icelandic,
    }
}

/// What a command prints and says: each line printed, then said unless `--silent`.
struct Teller {
    l10n: Localizer,
    voice: Option<Voice>,
}

impl Teller {
    fn start(speak: &CorrespondenceVoice) -> Result<Teller, Error> {
        let l10n = replay::localizer(&speak.voice.header(), speak.voice.long)?;
        let voice = if speak.silent { None } else { Some(speech::start(&speak.speech, &l10n)?) };
        Ok(Teller { l10n, voice })
    }

    /// A sentence of the shell.
    fn notice(&self, said: Remark, out: &mut dyn Write) -> Result<(), Error> {
        self.item(&Item::notice(Timestamp(0), Notice::Remote(said), &self.l10n), out)
    }

    /// A sentence of the core (a step of the board's guidance).
    fn msg(&self, msg: Msg, out: &mut dyn Write) -> Result<(), Error> {
        self.item(&Item::output(Timed { t: Timestamp(0), output: Output::Say(msg) }, &self.l10n), out)
    }

    fn item(&self, item: &Item, out: &mut dyn Write) -> Result<(), Error> {
        writeln!(out, "{}", item.text).map_err(Error::Output)?;
        out.flush().map_err(Error::Output)?;
        if let Some(voice) = &self.voice {
            voice.play(item);
            voice.wait_idle(speech::SPEAK_TIMEOUT);
            speech::tell_notices(voice, &self.l10n);
        }
        Ok(())
    }

    /// A refusal: said, and the command fails.
    fn refuse(&self, said: Remark, out: &mut dyn Write) -> Result<ExitCode, Error> {
        self.notice(said, out)?;
        Ok(ExitCode::FAILURE)
    }
}

/// A move as it is announced.
fn spoken(pos: &shakmaty::Chess, m: shakmaty::Move) -> Spoken {
    use shakmaty::Position as _;
    Spoken {
        by: pos.turn(),
        san: shakmaty::san::SanPlus::from_move(pos.clone(), m),
        en_passant: m.is_en_passant(),
        from: m.from().unwrap_or(m.to()),
    }
}

/// The line to send: `12. Sf3` or `12... Sf6`, in `letters`.
fn line(number: u32, spoken: &Spoken, letters: Letters) -> String {
    let dots = spoken.by.fold_wb(".", "...");
    format!("{number}{dots} {}", letters.write(&spoken.san))
}

/// The game's reply letters: the flag's, the file's, or the language's.
fn letters(game: &GameFile, flag: Option<Letters>, l10n: &Localizer) -> Letters {
    flag.or(game.letters).unwrap_or_else(|| Letters::for_locale(l10n.locale()))
}

/// `read`: the opponent's move from `text`, written, printed and said with the board's
/// steps.
fn read(path: &Path, text: &str, speak: &CorrespondenceVoice, out: &mut dyn Write) -> Result<ExitCode, Error> {
    use shakmaty::Position as _;
    let mut game = GameFile::load(path)?;
    let teller = Teller::start(speak)?;
    let before = game.position();
    if before.is_game_over() {
        return teller.refuse(Remark::Over, out);
    }
    if before.turn() == game.player {
        return teller.refuse(Remark::AlreadyIn, out);
    }
    let number = before.fullmoves().get();
    let m = match mail::find(text, &before) {
        Found::Move(m, _) => m,
        Found::Unread(word, why) => return teller.refuse(Remark::Unread { word, why }, out),
        Found::Nothing => return teller.refuse(Remark::NoMoveFound { number, color: before.turn() }, out),
    };
    let said = spoken(&before, m);
    // On disk before it is said: a move read is never lost.
    game.moves.push(m);
    game.save(path)?;
    writeln!(out, "{}", line(number, &said, letters(&game, None, &teller.l10n))).map_err(Error::Output)?;
    teller.notice(Remark::Move { number, spoken: said }, out)?;
    let mut after = before.clone();
    after.play_unchecked(m);
    // The board still shows the position before: the steps of the move on it.
    let board = Physical::occupied_like(before.board());
    for step in catchup::steps(&after, &board, Some((&before, m))) {
        teller.msg(step, out)?;
    }
    teller.notice(if after.is_game_over() { Remark::Over } else { Remark::YourMove }, out)?;
    Ok(ExitCode::SUCCESS)
}

/// `reply`: the player's move checked, written, and printed as the line to send.
fn reply(
    path: &Path,
    word: &str,
    flag: Option<Letters>,
    speak: &CorrespondenceVoice,
    out: &mut dyn Write,
) -> Result<ExitCode, Error> {
    use shakmaty::Position as _;
    let mut game = GameFile::load(path)?;
    let teller = Teller::start(speak)?;
    let pos = game.position();
    if pos.is_game_over() {
        return teller.refuse(Remark::Over, out);
    }
    if pos.turn() != game.player {
        return teller.refuse(Remark::OpponentsMove, out);
    }
    let m = match read_move(&pos, word) {
        Ok(m) => m,
        Err(why) => return teller.refuse(Remark::Unread { word: word.trim().to_owned(), why }, out),
    };
    let number = pos.fullmoves().get();
    let said = spoken(&pos, m);
    game.moves.push(m);
    game.save(path)?;
    writeln!(out, "{}", line(number, &said, letters(&game, flag, &teller.l10n))).map_err(Error::Output)?;
    teller.notice(Remark::Move { number, spoken: said }, out)?;
    Ok(ExitCode::SUCCESS)
}

/// `list`: each game of the folder, a line each: its name, the players, the move
/// number and who is to move; a damaged file named with its reason.
fn list(dir: &Path, out: &mut dyn Write) -> Result<ExitCode, Error> {
    use shakmaty::Position as _;
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(ExitCode::SUCCESS),
        Err(source) => return Err(Error::Read { path: dir.to_owned(), source: source.into() }),
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "game"))
        .collect();
    paths.sort();
    let mut failed = false;
    for path in paths {
        let name = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        let text = match GameFile::load(&path) {
            Ok(game) => {
                let pos = game.position();
                let to_move = if pos.is_game_over() {
                    "over".to_owned()
                } else if pos.turn() == game.player {
                    "your move".to_owned()
                } else {
                    "opponent's move".to_owned()
                };
                format!("{name}\t{} - {}\tmove {}\t{to_move}", game.white, game.black, pos.fullmoves())
            }
            Err(e) => {
                failed = true;
                format!("{name}\t{e}")
            }
        };
        writeln!(out, "{text}").map_err(Error::Output)?;
    }
    Ok(super::status(failed))
}
