//! `taktil play --opponent lichess` end to end (issue 33, points 1, 2 and 5): the real
//! binary against the loopback Board API ([`crate::lichess_double`]), the blind
//! player's moves as peg lines on the tactile board, the opponent's moves made on the
//! double. Every move on both sides is checked against the real game's PGN, the clock
//! the player hears against the double's, and each fault the double injects is seen as
//! the player would notice it.

use std::{
    fs,
    io::{BufRead, BufReader, Write},
    ops::Range,
    path::PathBuf,
    process::{Child, ChildStdin, Command, Stdio},
    sync::mpsc,
    thread,
    time::{Duration, Instant},
};

use shakmaty::{
    Chess, Color, Move, Position,
    san::{San, SanPlus},
    uci::UciMove,
};

use crate::{
    lichess_double::{GAME_ID, LichessDouble},
    util::real_games,
};

/// The double's token.
const TOKEN: &str = "lip_TaKtIl0bOaRd0TeSt0tOkEn";
/// The board's settle time, short for the test.
const SETTLE_MS: u64 = 100;
/// The board's default together time: lifts closer than this are one touch.
const TOGETHER_MS: u64 = 300;
/// The longest wait for anything.
const WAIT: Duration = Duration::from_secs(30);

/// A token file of the test's own, readable by its owner only.
fn token_file(name: &str, secret: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("taktil-online-{}-{name}", std::process::id()));
    fs::write(&path, format!("{secret}\n")).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(&path, fs::Permissions::from_mode(0o600)).unwrap();
    }
    path
}

fn temp(name: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("taktil-online-{}-{name}", std::process::id()));
    let _ = fs::remove_file(&path);
    path
}

/// A running `taktil play` against the double.
struct Session {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: mpsc::Receiver<String>,
    seen: Vec<String>,
}

impl Session {
    fn start(double: &LichessDouble, token: &PathBuf, journal: &PathBuf, extra: &[&str]) -> Session {
        let url = double.url();
        let mut child = Command::new(env!("CARGO_BIN_EXE_taktil"))
            .env("HOME", std::env::temp_dir())
            .env_remove("XDG_CONFIG_HOME")
            .args(["play", "--silent", "--view", "lines", "--settle-ms", &SETTLE_MS.to_string()])
            .args(["--opponent", "lichess", "--lichess-url", &url, "--lichess-token-file"])
            .arg(token)
            .arg("--journal")
            .arg(journal)
            .args(extra)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("taktil starts");
        let (tx, lines) = mpsc::channel();
        let tx2 = tx.clone();
        let (stdout, stderr) = (child.stdout.take().unwrap(), child.stderr.take().unwrap());
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                let _ = tx.send(line);
            }
        });
        thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                let _ = tx2.send(format!("stderr {line}"));
            }
        });
        Session { stdin: child.stdin.take(), child, lines, seen: Vec::new() }
    }

    fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("standard input open");
        writeln!(stdin, "{line}").expect("taktil reads");
        stdin.flush().unwrap();
    }

    /// Waits for a line that `wanted` accepts; returns it.
    fn wait_for(&mut self, what: &str, wanted: impl Fn(&str) -> bool) -> String {
        let until = Instant::now() + WAIT;
        loop {
            match self.lines.recv_timeout(until.saturating_duration_since(Instant::now())) {
                Ok(line) => {
                    self.seen.push(line.clone());
                    if wanted(&line) {
                        return line;
                    }
                }
                Err(_) => panic!("no line {what} came; the session said:\n{}", self.seen.join("\n")),
            }
        }
    }

    /// Waits for the next made move: its UCI and who entered it.
    fn next_move(&mut self) -> (String, String) {
        let line = self.wait_for("with a move", |l| l.split_whitespace().nth(1) == Some("move"));
        let inside = line.split_once('(').and_then(|(_, r)| r.split_once(')')).map(|(i, _)| i).unwrap();
        let (uci, by) = inside.split_once(", ").unwrap();
        (uci.to_owned(), by.to_owned())
    }

    /// Ends standard input and waits for the end; everything it said.
    fn finish(mut self) -> Vec<String> {
        drop(self.stdin.take());
        let _ = self.child.wait();
        while let Ok(line) = self.lines.recv_timeout(Duration::from_millis(500)) {
            self.seen.push(line);
        }
        std::mem::take(&mut self.seen)
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        let _ = self.child.kill();
    }
}

/// The peg lines that carry `m` out on the tactile board.
fn pegs(pos: &Chess, m: &Move) -> Vec<String> {
    let (from, to) = (m.from().unwrap(), m.to());
    match m {
        Move::Castle { king, rook } => {
            let side = m.castling_side().unwrap();
            let (k, r) = (side.king_to(pos.turn()), side.rook_to(pos.turn()));
            vec![format!("L {king}"), format!("L {rook}"), format!("P {k}"), format!("P {r}")]
        }
        Move::EnPassant { .. } => {
            let victim = shakmaty::Square::from_coords(to.file(), from.rank());
            vec![format!("L {victim}"), format!("L {from}"), format!("P {to}")]
        }
        _ if m.is_capture() => vec![format!("L {to}"), format!("L {from}"), format!("P {to}")],
        _ => vec![format!("L {from}"), format!("P {to}")],
    }
}

/// Carries `m` out on the tactile board: a capture's or castling's pegs further apart
/// than the board's together time, as a hand moves them.
fn carry(session: &mut Session, pos: &Chess, m: &Move) {
    let lines = pegs(pos, m);
    let apart = lines.len() > 2;
    for line in lines {
        session.send(&line);
        if apart {
            thread::sleep(Duration::from_millis(TOGETHER_MS + 50));
        }
    }
}

/// Waits until `done` holds, polling the double.
fn until(what: &str, done: impl Fn() -> bool) {
    let deadline = Instant::now() + WAIT;
    while !done() {
        assert!(Instant::now() < deadline, "{what} did not happen");
        thread::sleep(Duration::from_millis(20));
    }
}

/// Plays `plies` of the game `sans` with the blind player as `player`: his moves as
/// peg lines, the opponent's made on the double and then carried to his board. Every
/// move is checked on both sides.
fn play(
    session: &mut Session,
    double: &LichessDouble,
    player: Color,
    sans: &[SanPlus],
    plies: Range<usize>,
    pos: &mut Chess,
) {
    for (ply, san) in sans.iter().enumerate().take(plies.end).skip(plies.start) {
        let m = san.san.to_move(pos).expect("a legal move of the PGN");
        let uci = UciMove::from_standard(m).to_string();
        if pos.turn() == player {
            carry(session, pos, &m);
            let (made, by) = session.next_move();
            assert_eq!(made, uci, "ply {ply}");
            assert!(by.contains("tactile board"), "ply {ply}: {by}");
            until(&format!("the double has move {ply} {uci}"), || double.moves().len() == ply + 1);
            assert_eq!(double.moves()[ply], uci, "ply {ply} on Lichess");
        } else {
            double.opponent_move(&uci).expect("the double takes the opponent's move");
            let (made, by) = session.next_move();
            assert_eq!(made, uci, "ply {ply}");
            assert!(by.contains("assistant"), "ply {ply}: {by}");
            carry(session, pos, &m);
            thread::sleep(Duration::from_millis(SETTLE_MS + 300));
        }
        pos.play_unchecked(m);
    }
}

/// Whole real games played against the double, the blind player as White and as
/// Black: every move on both sides checked against the PGN and on the double, the
/// game's clock the double's, the end as Lichess decides it (a mate on the board, or
/// the PGN's result as a resignation or a draw on Lichess).
#[test]
fn real_games_are_played_on_lichess_from_the_tactile_board() {
    let games = real_games();
    let mut played = 0;
    let whole = games.iter().filter(|(_, g)| (30..=80).contains(&g.sans.len()) && g.start.position == Chess::default());
    for (i, (name, game)) in whole.take(2).enumerate() {
        let player = if i % 2 == 0 { Color::White } else { Color::Black };
        let double = LichessDouble::start(TOKEN, player, 600_000, 5_000);
        let token = token_file(&format!("game{i}"), TOKEN);
        let journal = temp(&format!("game{i}.journal"));
        let mut session = Session::start(&double, &token, &journal, &["--lichess-game", GAME_ID]);
        session.wait_for("saying the game", |l| l.contains("Lichess game against FarFriend"));
        let plies = game.sans.len();
        let mut pos = Chess::default();
        play(&mut session, &double, player, &game.sans, 0..plies - 1, &mut pos);
        // The clock is the double's: the last reading taktil follows is its times.
        let times = double.clocks();
        session.wait_for("with the double's clock", |l| {
            l.contains(" clock ") && l.contains("(White ") && shown_times(l) == times
        });
        session.send("pad K time");
        session.wait_for("with the time", |l| l.contains("say") && l.contains("minutes"));
        play(&mut session, &double, player, &game.sans, plies - 1..plies, &mut pos);
        assert_eq!(pos.board(), &board_of(&double), "{name}: the double's board");
        eprintln!("{name}: {plies} plies, the blind player {player:?}, {} requests", double.requests().len());
        if !pos.is_game_over() {
            match game.result.as_str() {
                "1-0" => double.finish("resign", Some(Color::White)),
                "0-1" => double.finish("resign", Some(Color::Black)),
                _ => double.finish("draw", None),
            }
        }
        session.wait_for("with the end", |l| l.contains("say") && (l.contains("wins.") || l.contains("Draw")));
        let seen = session.finish();
        assert!(!seen.iter().any(|l| l.contains("panicked")), "{name}: {seen:#?}");
        let journal_text = fs::read_to_string(&journal).unwrap();
        assert!(journal_text.contains(&format!("set lichess-game {GAME_ID}")), "{journal_text}");
        assert!(!journal_text.contains(TOKEN), "the token is never in the journal");
        played += 1;
    }
    assert_eq!(played, 2);
}

/// The times of a clock line: `(White 0:10:09.344, Black 0:10:04.989)`, in ms.
fn shown_times(line: &str) -> (u64, u64) {
    let ms = |text: &str| {
        let text = text.trim_end_matches(')');
        let (hms, frac) = text.split_once('.').unwrap_or((text, "0"));
        let parts: Vec<u64> = hms.split(':').map(|p| p.parse().unwrap()).collect();
        (parts[0] * 3600 + parts[1] * 60 + parts[2]) * 1000 + frac.parse::<u64>().unwrap()
    };
    let white = line.split("White ").nth(1).unwrap().split(',').next().unwrap();
    let black = line.split("Black ").nth(1).unwrap();
    (ms(white), ms(black))
}

/// The double's position, from its moves.
fn board_of(double: &LichessDouble) -> shakmaty::Board {
    let mut pos = Chess::default();
    for uci in double.moves() {
        let m = uci.parse::<UciMove>().unwrap().to_move(&pos).unwrap();
        pos.play_unchecked(m);
    }
    pos.board().clone()
}

/// A wrong token stops the start with a clear message, before the journal is written.
#[test]
fn a_wrong_token_stops_the_start_before_anything_is_written() {
    let double = LichessDouble::start(TOKEN, Color::White, 600_000, 0);
    let token = token_file("wrong", "lip_WrOnG0tOkEn0fOr0tHe0BoArD");
    let journal = temp("wrong.journal");
    let session = Session::start(&double, &token, &journal, &["--lichess-game", GAME_ID]);
    let seen = session.finish();
    let text = seen.join("\n");
    assert!(text.contains("wrong or was revoked"), "{text}");
    assert!(!text.contains("WrOnG0tOkEn"), "the token is never shown: {text}");
    assert!(!journal.exists(), "nothing is written");
}

/// Faults: a refused move is said and taken back, a dropped stream said once and
/// reconnected, a 429 waited out, a draw offer heard, the opponent gone and the win
/// claimed.
#[test]
fn faults_are_said_and_the_game_goes_on() {
    let double = LichessDouble::start(TOKEN, Color::White, 600_000, 0);
    let token = token_file("faults", TOKEN);
    let journal = temp("faults.journal");
    let mut session = Session::start(&double, &token, &journal, &["--lichess-game", GAME_ID]);
    session.wait_for("saying the game", |l| l.contains("Lichess game against"));
    let start = Chess::default();
    // A refused move: said with its reason, and taken back.
    double.refuse_next_move("Piece on e2 cannot move to e4");
    for line in ["L e2", "P e4"] {
        session.send(line);
    }
    session.wait_for("the refusal", |l| l.contains("Lichess refused your move: it is not legal there."));
    session.wait_for("the take-back", |l| l.contains("Taken back"));
    assert!(double.moves().is_empty());
    // The board guided back: e4 to e2 again.
    for line in ["L e4", "P e2"] {
        session.send(line);
    }
    thread::sleep(Duration::from_millis(SETTLE_MS + 100));
    // A 429 on the next move: waited out, then the move goes.
    double.rate_limit_next(Some(1));
    let e4 = San::from_ascii(b"e4").unwrap().to_move(&start).unwrap();
    for line in pegs(&start, &e4) {
        session.send(&line);
    }
    session.wait_for("the wait", |l| l.contains("Lichess asks to wait 1 second."));
    until("e2e4 on the double", || double.moves() == ["e2e4"]);
    // A dropped stream: said once, and the game goes on.
    double.drop_streams();
    session.wait_for("the connection lost", |l| l.contains("Connection to Lichess lost"));
    session.wait_for("the connection back", |l| l.contains("Connected to Lichess again"));
    double.opponent_move("e7e5").unwrap();
    let (made, by) = session.next_move();
    assert_eq!(made, "e7e5");
    assert!(by.contains("assistant"), "{by}");
    for line in ["L e7", "P e5"] {
        session.send(line);
    }
    // A draw offer: heard, and declined by moving on.
    double.offer_draw();
    session.wait_for("the draw offer", |l| l.contains("Black offers a draw"));
    // The opponent gone: said; the win claimed.
    double.opponent_gone(0);
    session.wait_for("the opponent gone", |l| l.contains("You may claim the win now"));
    session.send("online claim");
    session.wait_for("the end", |l| l.contains("end") && l.contains("server-left"));
    let seen = session.finish();
    let lost = seen.iter().filter(|l| l.contains("Connection to Lichess lost")).count();
    assert_eq!(lost, 1, "a lost connection is said once: {seen:#?}");
}

/// The player's flag falls as Lichess decides it: the end is said with the result, and
/// the journal records it as Lichess's.
#[test]
fn the_flag_falls_as_lichess_decides() {
    let double = LichessDouble::start(TOKEN, Color::Black, 600_000, 0);
    let token = token_file("flag", TOKEN);
    let journal = temp("flag.journal");
    let mut session = Session::start(&double, &token, &journal, &["--lichess-game", GAME_ID]);
    session.wait_for("saying the game", |l| l.contains("You play Black"));
    double.opponent_move("d2d4").unwrap();
    session.next_move();
    for line in ["L d2", "P d4"] {
        session.send(line);
    }
    thread::sleep(Duration::from_millis(SETTLE_MS + 300));
    double.flag();
    session.wait_for("the flag", |l| l.contains("Black's flag has fallen") && l.contains("White wins"));
    let seen = session.finish();
    assert!(seen.iter().any(|l| l.contains(" end ") || l.contains("end ")), "{seen:#?}");
    let text = fs::read_to_string(&journal).unwrap();
    assert!(text.contains("online-end 1-0 out-of-time"), "{text}");
}

/// A token revoked during the game: said once, the game kept on the board.
#[test]
fn a_token_revoked_during_the_game_is_said_once() {
    let double = LichessDouble::start(TOKEN, Color::White, 600_000, 0);
    let token = token_file("revoked", TOKEN);
    let journal = temp("revoked.journal");
    let mut session = Session::start(&double, &token, &journal, &["--lichess-game", GAME_ID]);
    session.wait_for("saying the game", |l| l.contains("Lichess game against"));
    double.revoke();
    for line in ["L e2", "P e4"] {
        session.send(line);
    }
    session.wait_for("the token refused", |l| l.contains("no longer accepts your token"));
    let seen = session.finish();
    let said = seen.iter().filter(|l| l.contains("no longer accepts your token")).count();
    assert_eq!(said, 1, "{seen:#?}");
    assert!(!seen.iter().any(|l| l.contains(TOKEN)), "the token is never shown");
    assert!(
        fs::read_to_string(&journal).unwrap().lines().any(|l| l.contains("tactile") && l.contains("P e4")),
        "the move is kept"
    );
}

/// taktil stopped during the game (killed), the opponent moved meanwhile: `--resume`
/// reconnects to the same game, the move made meanwhile is said, and the game goes on.
#[test]
fn resume_reconnects_to_the_same_game() {
    let (name, game) = real_games().into_iter().find(|(_, g)| g.sans.len() >= 12).unwrap();
    let double = LichessDouble::start(TOKEN, Color::White, 600_000, 0);
    let token = token_file("resume", TOKEN);
    let journal = temp("resume.journal");
    let mut session = Session::start(&double, &token, &journal, &["--lichess-game", GAME_ID]);
    session.wait_for("saying the game", |l| l.contains("Lichess game against"));
    let mut pos = Chess::default();
    play(&mut session, &double, Color::White, &game.sans, 0..7, &mut pos);
    drop(session);
    // While taktil is down, the opponent replies.
    let reply = game.sans[7].san.to_move(&pos).unwrap();
    double.opponent_move(&UciMove::from_standard(reply).to_string()).unwrap();
    let mut session = Session::start(&double, &token, &journal, &["--resume"]);
    session.wait_for("the game restored", |l| l.contains("Game restored"));
    let (made, by) = session.next_move();
    assert_eq!(made, UciMove::from_standard(reply).to_string(), "{name}: the move made meanwhile");
    assert!(by.contains("assistant"), "{by}");
    carry(&mut session, &pos, &reply);
    pos.play_unchecked(reply);
    thread::sleep(Duration::from_millis(SETTLE_MS + 300));
    play(&mut session, &double, Color::White, &game.sans, 8..12, &mut pos);
    assert_eq!(pos.board(), &board_of(&double), "{name}: the double's board");
    let seen = session.finish();
    assert!(!seen.iter().any(|l| l.contains("Connection to Lichess lost")), "{seen:#?}");
}
