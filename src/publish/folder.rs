//! DGT LiveChess's folder layout, kept by taktil for its game (issue 32, point 1):
//! `tournament.json`, `round-R/index.json` (the pairings), `round-R/game-B.pgn` (one
//! game) and `round-R/games.pgn` (every game of the round), the layout that uploaders,
//! web servers and Lichess's relay already read (shared third-round.md, section 4).
//!
//! Every file is replaced atomically: written beside its place, flushed to the disk,
//! then renamed over the old one, so a reader (an uploader polling the folder, a web
//! server) sees the old file or the new one, never half of one. The round's shared
//! files are made from the game files present: other boards' games, written by another
//! taktil or by LiveChess into the same folder, are kept in `games.pgn` and
//! `index.json` (board `B` is the `B`-th pairing; a board without a game file gets an
//! empty pairing).

use std::{
    fs::{self, File},
    io::{self, Write},
    path::{Path, PathBuf},
};

use serde_json::{Value, json};
use thiserror::Error;

use super::tags::{RoundBoard, Tags};
use crate::pgn;

/// A file of the folder that cannot be written.
#[derive(Debug, Error)]
#[error("{}: {source}", path.display())]
pub struct FolderError {
    /// The file or folder.
    pub path: PathBuf,
    /// The operating system's reason.
    #[source]
    pub source: io::Error,
}

/// The broadcast folder of one game.
#[derive(Clone, Debug)]
pub struct Folder {
    dir: PathBuf,
    round: RoundBoard,
    event: String,
}

impl Folder {
    /// The folder `dir` for the game `tags` names: the round's folder made, and
    /// checked writable by writing `tournament.json` (a folder that cannot be written
    /// stops the start, not the game).
    ///
    /// # Errors
    /// The folder cannot be made or written.
    pub fn prepare(dir: &Path, tags: &Tags) -> Result<Folder, FolderError> {
        let folder = Folder { dir: dir.to_owned(), round: tags.round, event: tags.event.clone() };
        let round_dir = folder.round_dir(tags.round.round);
        fs::create_dir_all(&round_dir).map_err(|source| FolderError { path: round_dir, source })?;
        folder.write_tournament()?;
        Ok(folder)
    }

    /// The folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The game's own file, `round-R/game-B.pgn`, relative to the folder.
    pub fn game_path(&self) -> String {
        format!("round-{}/game-{}.pgn", self.round.round, self.round.board)
    }

    /// The round's file of all games, relative to the folder.
    pub fn games_path(&self) -> String {
        format!("round-{}/games.pgn", self.round.round)
    }

    fn round_dir(&self, round: u32) -> PathBuf {
        self.dir.join(format!("round-{round}"))
    }

    /// Writes the game's PGN, then the round's `games.pgn` and `index.json` and the
    /// `tournament.json` made from the game files present. Returns the round's
    /// `games.pgn` as written.
    ///
    /// # Errors
    /// The first file that could not be written (the ones before it were).
    pub fn write_game(&self, pgn: &str) -> Result<String, FolderError> {
        replace(&self.dir.join(self.game_path()), pgn.as_bytes())?;
        let round_dir = self.round_dir(self.round.round);
        let games = game_files(&round_dir);
        let all: String = games.iter().map(|(_, text)| text.trim_end().to_owned() + "\n\n").collect();
        replace(&round_dir.join("games.pgn"), all.as_bytes())?;
        let index = index_json(&games);
        replace(&round_dir.join("index.json"), pretty(&index).as_bytes())?;
        self.write_tournament()?;
        Ok(all)
    }

    /// `tournament.json`: the event's name and, for each round folder from 1 to the
    /// last one present, how many boards it has and how many play.
    fn write_tournament(&self) -> Result<(), FolderError> {
        let last = fs::read_dir(&self.dir)
            .map(|entries| {
                entries
                    .flatten()
                    .filter_map(|e| e.file_name().to_str()?.strip_prefix("round-")?.parse::<u32>().ok())
                    .max()
                    .unwrap_or(0)
            })
            .unwrap_or(0)
            .max(self.round.round);
        let rounds: Vec<Value> = (1..=last)
            .map(|round| {
                let games = game_files(&self.round_dir(round));
                let live = games.iter().filter(|(_, text)| tag(text, "Result").is_none_or(|r| r == "*")).count();
                json!({ "count": games.last().map_or(0, |(board, _)| *board), "live": live })
            })
            .collect();
        let tournament = json!({ "id": slug(&self.event), "name": self.event, "rounds": rounds });
        replace(&self.dir.join("tournament.json"), pretty(&tournament).as_bytes())
    }
}

/// The game files of a round folder, by board: `(board, text)`, in board order.
fn game_files(round_dir: &Path) -> Vec<(u32, String)> {
    let Ok(entries) = fs::read_dir(round_dir) else { return Vec::new() };
    let mut games: Vec<(u32, String)> = entries
        .flatten()
        .filter_map(|e| {
            let name = e.file_name();
            let board = name.to_str()?.strip_prefix("game-")?.strip_suffix(".pgn")?.parse::<u32>().ok()?;
            Some((board, fs::read_to_string(e.path()).ok()?))
        })
        .collect();
    games.sort_by_key(|(board, _)| *board);
    games
}

/// `index.json`: one pairing per board from 1 to the last game file, as LiveChess
/// writes them (a player as `fname`, `mname`, `lname`, `title`, `federation`).
fn index_json(games: &[(u32, String)]) -> Value {
    let last = games.last().map_or(0, |(board, _)| *board);
    let pairings: Vec<Value> = (1..=last)
        .map(|board| match games.iter().find(|(b, _)| *b == board) {
            Some((_, text)) => {
                let result = tag(text, "Result").unwrap_or_else(|| "*".into());
                json!({
                    "white": player(tag(text, "White").as_deref()),
                    "black": player(tag(text, "Black").as_deref()),
                    "result": result,
                    "live": result == "*",
                })
            }
            None => json!({ "white": null, "black": null, "result": "*", "live": false }),
        })
        .collect();
    json!({ "pairings": pairings })
}

/// A player of a pairing from a "Surname, Firstname" tag.
fn player(name: Option<&str>) -> Value {
    let Some(name) = name.filter(|n| !n.is_empty() && *n != "?") else { return Value::Null };
    let (last, first) = match name.split_once(',') {
        Some((last, first)) => (last.trim(), Some(first.trim()).filter(|f| !f.is_empty())),
        None => (name.trim(), None),
    };
    json!({ "fname": first, "mname": null, "lname": last, "title": null, "federation": null })
}

/// A tag's value in a PGN text's first game.
fn tag(text: &str, name: &str) -> Option<String> {
    pgn::read_games(text).into_iter().next()?.ok()?.tag(name).map(str::to_owned)
}

/// A short id of the event's name: lower-case letters and digits, `-` between words.
fn slug(name: &str) -> String {
    let words: Vec<String> =
        name.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).map(str::to_lowercase).collect();
    words.join("-")
}

/// JSON as LiveChess writes it: indented.
fn pretty(value: &Value) -> String {
    serde_json::to_string_pretty(value).unwrap_or_default() + "\n"
}

/// Replaces `path` with `bytes` atomically: written to a file beside it, flushed to
/// the disk, renamed over it.
fn replace(path: &Path, bytes: &[u8]) -> Result<(), FolderError> {
    let err = |source| FolderError { path: path.to_owned(), source };
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".taktil-new");
    let new = path.with_file_name(name);
    let mut file = File::create(&new).map_err(err)?;
    file.write_all(bytes).and_then(|()| file.sync_all()).map_err(err)?;
    drop(file);
    fs::rename(&new, path).map_err(err)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tags(round: &str) -> Tags {
        Tags {
            event: "Open 2026".into(),
            site: "Oslo".into(),
            round: round.parse().unwrap_or(RoundBoard { round: 1, board: 1 }),
            white: "Carlsen, Magnus".into(),
            black: "Ding, Liren".into(),
            white_fide_id: None,
            black_fide_id: None,
        }
    }

    fn temp(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("taktil-folder-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        dir
    }

    const GAME: &str = "[Event \"Open 2026\"]\n[Site \"Oslo\"]\n[Date \"2026.11.29\"]\n[Round \"3.2\"]\n[White \"Carlsen, Magnus\"]\n[Black \"Ding, Liren\"]\n[Result \"*\"]\n\n1. e4 { [%clk 1:29:58] } *\n";

    #[test]
    fn the_layout_is_livechess_s_and_other_boards_are_kept() -> Result<(), FolderError> {
        let dir = temp("layout");
        fs::create_dir_all(dir.join("round-3")).map_err(|source| FolderError { path: dir.clone(), source })?;
        let other = GAME.replace("3.2", "3.1").replace("Carlsen, Magnus", "Nakamura, Hikaru").replace('*', "1-0");
        fs::write(dir.join("round-3/game-1.pgn"), &other)
            .map_err(|source| FolderError { path: dir.clone(), source })?;
        let folder = Folder::prepare(&dir, &tags("3.2"))?;
        assert_eq!(folder.game_path(), "round-3/game-2.pgn");
        let all = folder.write_game(GAME)?;
        assert_eq!(all, format!("{}\n\n{}\n\n", other.trim_end(), GAME.trim_end()));
        let read = |p: &str| fs::read_to_string(dir.join(p)).unwrap_or_default();
        assert_eq!(read("round-3/game-2.pgn"), GAME);
        assert_eq!(read("round-3/games.pgn"), all);
        let index: Value = serde_json::from_str(&read("round-3/index.json")).unwrap_or_default();
        assert_eq!(index["pairings"][0]["white"]["lname"], "Nakamura");
        assert_eq!(index["pairings"][0]["result"], "1-0");
        assert_eq!(index["pairings"][1]["white"]["fname"], "Magnus");
        assert_eq!(index["pairings"][1]["black"]["lname"], "Ding");
        assert_eq!(index["pairings"][1]["live"], true);
        let tournament: Value = serde_json::from_str(&read("tournament.json")).unwrap_or_default();
        assert_eq!(tournament["name"], "Open 2026");
        assert_eq!(tournament["id"], "open-2026");
        assert_eq!(tournament["rounds"].as_array().map(Vec::len), Some(3));
        assert_eq!(tournament["rounds"][2], json!({ "count": 2, "live": 1 }));
        // Nothing left beside the files.
        let stray = fs::read_dir(dir.join("round-3")).into_iter().flatten().flatten();
        assert!(stray.filter(|e| e.file_name().to_string_lossy().contains("taktil-new")).count() == 0);
        let _ = fs::remove_dir_all(&dir);
        Ok(())
    }

    #[test]
    fn a_folder_that_cannot_be_made_stops_the_start() {
        let file = temp("file");
        let _ = fs::write(&file, "not a folder");
        assert!(Folder::prepare(&file, &tags("1.1")).is_err());
        let _ = fs::remove_file(&file);
    }
}
