//! `taktil correspondence` (issue 33, point 3): a real game played by mail, every
//! reply line and every read move checked, the game file checked against the PGN, and
//! a damaged game file refused with its line.

use std::{
    path::{Path, PathBuf},
    process::{Command, Output},
};

use shakmaty::{Chess, Position as _, san::San};

/// The first game of the Havana 1901 match, Capablanca White: 29 moves with captures,
/// castling on both sides and checks.
const GAME: &str = "/work/shared/data/games/Capablanca.pgn";

fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("taktil-correspondence-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `taktil correspondence --dir DIR <args>`, silent, in German.
fn run(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_taktil"))
        .env("HOME", dir)
        .env_remove("XDG_DATA_HOME")
        .arg("correspondence")
        .arg("--dir")
        .arg(dir)
        .args(args)
        .output()
        .expect("taktil runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The first game's moves in English SAN.
fn first_game() -> Vec<String> {
    let text = std::fs::read_to_string(GAME).unwrap().replace("\r\n", "\n");
    let game = text.split("\n\n[").next().unwrap();
    let movetext: String = game.lines().filter(|l| !l.starts_with('[')).collect::<Vec<_>>().join(" ");
    movetext
        .split_whitespace()
        .map(|w| w.rsplit('.').next().unwrap_or(w))
        .filter(|w| !w.is_empty() && !["0-1", "1-0", "1/2-1/2", "*"].contains(w))
        .map(str::to_owned)
        .collect()
}

/// A move in German letters (Law C3).
fn german(san: &str) -> String {
    san.chars()
        .map(|c| match c {
            'N' => 'S',
            'B' => 'L',
            'R' => 'T',
            'Q' => 'D',
            c => c,
        })
        .collect()
}

/// The mail the opponent sends with his move: written in several ways, with the
/// earlier mail quoted (`>`), which never counts.
fn mail(ply: usize, number: u32, san: &str, ours: &str) -> String {
    let quoted = format!("> {number}. {ours}\n> Lieber Hans, ich spiele {number}. {ours}\n> 1... e5\n");
    match (ply / 2) % 4 {
        0 => format!("Hallo Anna,\n\nmein Zug: {number}... {}\n\nGruß, Hans\n\n{quoted}", german(san)),
        1 => format!("Anna,\n{number}. {} {}!\nBis bald\n{quoted}", german(ours), german(san)),
        2 => format!("{number}...{san}\n{quoted}"),
        _ => format!("Danke. Ich ziehe {}.\n{quoted}", german(san)),
    }
}

#[test]
fn a_real_game_by_mail_is_read_answered_and_kept() {
    let dir = folder("game");
    let moves = first_game();
    assert!(moves.len() >= 40, "{moves:?}");
    let made = run(&dir, &["new", "havana", "--color", "white", "--opponent", "Juan Corzo", "--me", "Capablanca"]);
    assert!(made.status.success(), "{}", String::from_utf8_lossy(&made.stderr));
    let mut pos = Chess::default();
    let mut ours = String::new();
    for (ply, san) in moves.iter().enumerate() {
        let number = pos.fullmoves().get();
        let m = san.parse::<San>().unwrap().to_move(&pos).unwrap();
        let capture = m.is_capture();
        pos.play_unchecked(m);
        let line =
            if ply % 2 == 0 { format!("{number}. {}", german(san)) } else { format!("{number}... {}", german(san)) };
        if ply % 2 == 0 {
            // The player's reply, typed in German letters (every fourth in English).
            let typed = if ply % 4 == 0 { german(san) } else { san.clone() };
            let out = run(&dir, &["reply", "havana", &typed, "--silent", "--locale", "de"]);
            assert!(out.status.success(), "{ply} {san}: {}", String::from_utf8_lossy(&out.stderr));
            let printed = stdout(&out);
            let first = printed.lines().next().unwrap_or_default();
            assert_eq!(first.trim_end_matches(['+', '#']), line.trim_end_matches(['+', '#']), "{printed}");
            assert!(printed.contains(&format!("Zug {number}, Weiß: ")), "{printed}");
            ours = san.clone();
        } else {
            let text = mail(ply, number, san, &ours);
            let file = dir.join("mail.txt");
            std::fs::write(&file, &text).unwrap();
            let out = run(&dir, &["read", "havana", "--file", file.to_str().unwrap(), "--silent", "--locale", "de"]);
            assert!(out.status.success(), "{ply} {san}: {text}\n{}", String::from_utf8_lossy(&out.stderr));
            let printed = stdout(&out);
            let lines: Vec<&str> = printed.lines().collect();
            assert_eq!(lines[0].trim_end_matches(['+', '#']), line.trim_end_matches(['+', '#']), "{text}\n{printed}");
            assert!(lines[1].starts_with(&format!("Zug {number}, Schwarz: ")), "{printed}");
            // How to move the pegs: the captured piece off first, castling's rook too.
            let steps = &lines[2..lines.len() - 1];
            let expected = 1 + usize::from(capture) + usize::from(m.is_castle());
            assert_eq!(steps.len(), expected, "{san}: {printed}");
            assert_eq!(lines.last(), Some(&"Sie sind am Zug."), "{printed}");
        }
    }
    // The game file holds every move, numbered, in English SAN.
    let file = std::fs::read_to_string(dir.join("havana.game")).unwrap();
    assert!(
        file.starts_with("# taktil correspondence game 1\nwhite = Capablanca\nblack = Juan Corzo\nplayer = white\n")
    );
    assert!(file.contains("\n1. e4 e5\n2. Nf3 Nc6\n") && file.contains("\n12. O-O-O fxe5\n"), "{file}");
    assert!(file.contains("\n29. Kxe4 Rf4+\n"), "{file}");
    let pgn = stdout(&run(&dir, &["show", "havana"]));
    assert!(pgn.contains("[White \"Capablanca\"]") && pgn.contains("28. Kd3 Bxe4+ 29. Kxe4 Rf4+ *"), "{pgn}");
    let list = stdout(&run(&dir, &["list"]));
    assert_eq!(list, "havana\tCapablanca - Juan Corzo\tmove 30\tyour move\n");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_move_that_is_none_is_said_back_and_nothing_is_written() {
    let dir = folder("refused");
    assert!(run(&dir, &["new", "g", "--color", "black", "--opponent", "Hans"]).status.success());
    let before = std::fs::read_to_string(dir.join("g.game")).unwrap();
    // Black's reply before White's move.
    let out = run(&dir, &["reply", "g", "Sf6", "--silent", "--locale", "de"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(stdout(&out), "Der Gegner ist am Zug.\n");
    // A mail without a move, and one with an illegal move.
    let mail = dir.join("mail.txt");
    std::fs::write(&mail, "Hallo,\nich melde mich morgen.\n> 1. e4\n").unwrap();
    let out = run(&dir, &["read", "g", "--file", mail.to_str().unwrap(), "--silent", "--locale", "de"]);
    assert_eq!((out.status.code(), stdout(&out)), (Some(1), "Kein Zug 1 von Weiß im Text.\n".into()));
    std::fs::write(&mail, "1. Sf4\n").unwrap();
    let out = run(&dir, &["read", "g", "--file", mail.to_str().unwrap(), "--silent", "--locale", "de"]);
    assert_eq!((out.status.code(), stdout(&out)), (Some(1), "S f 4: hier kein regelgemäßer Zug.\n".into()));
    assert_eq!(std::fs::read_to_string(dir.join("g.game")).unwrap(), before);
    // The right move, then an illegal reply in English letters.
    std::fs::write(&mail, "1. Sf3\n").unwrap();
    let out = run(&dir, &["read", "g", "--file", mail.to_str().unwrap(), "--silent", "--locale", "de"]);
    assert!(out.status.success(), "{}", stdout(&out));
    let out = run(&dir, &["reply", "g", "Nf3", "--silent", "--locale", "en"]);
    assert_eq!((out.status.code(), stdout(&out)), (Some(1), "N f 3: not a legal move here.\n".into()));
    let out = run(&dir, &["reply", "g", "Sf6", "--silent", "--locale", "en", "--letters", "english"]);
    assert_eq!(stdout(&out).lines().next(), Some("1... Nf6"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_damaged_game_file_is_named_with_its_line_and_left_alone() {
    let dir = folder("damaged");
    assert!(run(&dir, &["new", "g", "--color", "white", "--opponent", "Hans"]).status.success());
    for word in ["e4", "e5", "Sf3"] {
        let out = if word == "e5" {
            let mail = dir.join("mail.txt");
            std::fs::write(&mail, "1... e5").unwrap();
            run(&dir, &["read", "g", "--file", mail.to_str().unwrap(), "--silent"])
        } else {
            run(&dir, &["reply", "g", word, "--silent"])
        };
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    }
    let path = dir.join("g.game");
    let damaged = std::fs::read_to_string(&path).unwrap().replace("2. Nf3", "2. Nf9");
    std::fs::write(&path, &damaged).unwrap();
    let out = run(&dir, &["reply", "g", "Sc6", "--silent"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("g.game: line 7: 'Nf9' is no move (move 2, white)"), "{err}");
    assert!(err.contains("the file is damaged and was not changed"), "{err}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), damaged);
    // A file cut short of its header, and one that is no game file at all.
    std::fs::write(&path, "# taktil correspondence game 1\nwhite = A\n").unwrap();
    let err = String::from_utf8_lossy(&run(&dir, &["show", "g"]).stderr).into_owned();
    assert!(err.contains("line 2: the header has no 'black = ...' line"), "{err}");
    std::fs::write(&path, "[Event \"?\"]\n").unwrap();
    let list = run(&dir, &["list"]);
    assert_eq!(list.status.code(), Some(1));
    assert!(
        stdout(&list).contains("line 1: '[Event \"?\"]' is not '# taktil correspondence game 1'"),
        "{}",
        stdout(&list)
    );
    let _ = std::fs::remove_dir_all(&dir);
}
