//! The game published as it is played (issue 32): `taktil play --publish DIR` keeps
//! DGT LiveChess's folder layout move by move, `--serve` answers the live page, its
//! events and the PGN read-only, and bad broadcast flags stop the start before
//! anything is written. The games are real ones of `shared/data/games`, entered with
//! `assist move` lines as the assistant would type them.
//!
//! The load (200 event streams and 50 pollers over a whole game) and the browser are
//! in `broadcast_load.rs` and `browser.rs`.

use std::{
    fs,
    io::{BufRead, BufReader, Read, Write},
    net::{SocketAddr, TcpStream},
    path::{Path, PathBuf},
    process::{Child, ChildStdin, Command, Stdio},
    sync::mpsc,
    thread,
    time::{Duration, Instant},
};

use serde_json::Value;
use taktil::pgn::{self, PgnGame};

use crate::util::{line_by_line, real_games, text};

/// The longest wait for something taktil does at once.
const LONG: Duration = Duration::from_secs(10);

/// The broadcast flags of the tests' game: round 3, board 7.
pub use crate::http_clients::TAGS;

/// A temporary folder of its own for one test.
pub fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("taktil-broadcast-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// A real game of at least `plies` half-moves, from the standard start.
pub fn real_game(plies: usize) -> PgnGame {
    real_games()
        .into_iter()
        .map(|(_, g)| g)
        .find(|g| {
            g.tag("Variant").is_none() && g.start.position == shakmaty::Chess::default() && g.moves.len() >= plies
        })
        .expect("a real game that long")
}

/// `taktil play --silent --view lines` with the assistant's lines on standard input, its
/// lines read as they come and standard error kept.
pub struct Live {
    pub child: Child,
    stdin: Option<ChildStdin>,
    lines: mpsc::Receiver<String>,
    errors: mpsc::Receiver<String>,
    /// Every line of standard output read so far.
    pub seen: Vec<String>,
}

impl Live {
    pub fn start(args: &[&str]) -> Live {
        let mut child = Command::new(env!("CARGO_BIN_EXE_taktil"))
            .env("HOME", std::env::temp_dir())
            .env_remove("XDG_CONFIG_HOME")
            .args(["play", "--silent", "--view", "lines", "--blind", "white"])
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let (lines, _) = line_by_line(child.stdout.take().unwrap());
        let (errors, _) = line_by_line(child.stderr.take().unwrap());
        Live { stdin: child.stdin.take(), child, lines, errors, seen: Vec::new() }
    }

    /// The live page's address, from taktil's line on standard error.
    pub fn served(&self) -> SocketAddr {
        let deadline = Instant::now() + LONG;
        while let Ok(line) = self.errors.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
            if let Some(rest) = line.strip_prefix("taktil: live page at http://") {
                return rest.trim_end_matches('/').parse().unwrap();
            }
        }
        panic!("taktil did not say where the live page is");
    }

    /// The lines on standard error so far (the problems for the arbiter, with the
    /// lines view).
    pub fn errors(&self) -> Vec<String> {
        self.errors.try_iter().collect()
    }

    /// Types a line.
    pub fn type_line(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().unwrap();
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }

    /// Reads lines until one for which `pick` is true.
    pub fn until(&mut self, what: &str, pick: impl Fn(&str) -> bool) {
        let deadline = Instant::now() + LONG;
        loop {
            let Ok(line) = self.lines.recv_timeout(deadline.saturating_duration_since(Instant::now())) else {
                panic!("no line {what}; seen {:#?}", self.seen);
            };
            self.seen.push(line.clone());
            if pick(&line) {
                return;
            }
        }
    }

    /// Plays `san` as the assistant enters it and waits until it is announced.
    pub fn play(&mut self, san: &str) {
        self.type_line(&format!("assist move {san}"));
        let want = format!(" {san} ");
        self.until(&format!("announcing {san}"), |l| l.contains(" move ") && l.contains(&want));
    }

    /// Ends the session as its input ends, and waits for it.
    pub fn end(mut self) -> std::process::ExitStatus {
        self.stdin = None;
        self.child.wait().unwrap()
    }
}

/// The moves of a PGN text's first game, as SAN.
pub fn sans(pgn_text: &str) -> Vec<String> {
    pgn::read_games(pgn_text)
        .into_iter()
        .next()
        .and_then(Result::ok)
        .map(|g| g.sans.iter().map(ToString::to_string).collect())
        .unwrap_or_default()
}

/// Waits until `path` holds a PGN of `plies` moves; its text.
fn wait_for_moves(path: &Path, plies: usize) -> String {
    let deadline = Instant::now() + LONG;
    loop {
        let text = fs::read_to_string(path).unwrap_or_default();
        if sans(&text).len() == plies || Instant::now() > deadline {
            return text;
        }
        thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn the_folder_follows_the_game_move_by_move_in_livechess_s_layout() {
    let dir = temp_dir("publish");
    let game = real_game(30);
    let publish = dir.join("broadcast");
    let mut args = vec!["--time-control", "90m+30s", "--publish", publish.to_str().unwrap()];
    args.extend(TAGS);
    args.extend(["--white-fide-id", "1503014"]);
    let mut live = Live::start(&args);
    live.until("Ready", |l| l.contains("Ready"));
    let game_file = publish.join("round-3/game-7.pgn");
    let want: Vec<String> = game.sans.iter().take(30).map(ToString::to_string).collect();
    for (i, san) in want.iter().enumerate() {
        live.play(san);
        let text = wait_for_moves(&game_file, i + 1);
        assert_eq!(sans(&text), want[..=i], "the game file after move {}", i + 1);
        // Each move with the mover's clock, as LiveChess writes it.
        assert_eq!(text.matches("[%clk ").count(), i + 1, "{text}");
    }
    let text = fs::read_to_string(&game_file).unwrap();
    for tag in [
        "[Event \"Nordic Open for the Visually Impaired\"]",
        "[Site \"Oslo NOR\"]",
        "[Round \"3.7\"]",
        "[White \"Hansen, Ole\"]",
        "[Black \"Berg, Kari\"]",
        "[Result \"*\"]",
        "[WhiteFideId \"1503014\"]",
        "[TimeControl \"5400+30\"]",
    ] {
        assert!(text.contains(tag), "{tag} in {text}");
    }
    assert!(text.lines().any(|l| l.starts_with("[Date \"20") && l.len() == "[Date \"2026.11.29\"]".len()), "{text}");
    // The round's files agree with the game's (written right after it).
    let games = publish.join("round-3/games.pgn");
    let whole = format!("{}\n\n", text.trim_end());
    let deadline = Instant::now() + LONG;
    while fs::read_to_string(&games).unwrap_or_default() != whole && Instant::now() < deadline {
        thread::sleep(Duration::from_millis(10));
    }
    assert_eq!(fs::read_to_string(&games).unwrap(), whole);
    let index: Value = serde_json::from_str(&fs::read_to_string(publish.join("round-3/index.json")).unwrap()).unwrap();
    let pairings = index["pairings"].as_array().unwrap();
    assert_eq!(pairings.len(), 7, "board 7 is the 7th pairing");
    assert_eq!(pairings[6]["white"]["lname"], "Hansen");
    assert_eq!(pairings[6]["black"]["fname"], "Kari");
    assert_eq!(pairings[6]["result"], "*");
    assert_eq!(pairings[0]["white"], Value::Null);
    let tournament: Value =
        serde_json::from_str(&fs::read_to_string(publish.join("tournament.json")).unwrap()).unwrap();
    assert_eq!(tournament["name"], "Nordic Open for the Visually Impaired");
    assert_eq!(tournament["rounds"].as_array().map(Vec::len), Some(3));
    // The arbiter's result ends it: the file says so.
    live.type_line("arbiter result 1-0 forfeit");
    live.until("the end", |l| l.contains(" end "));
    let text = wait_for_moves(&game_file, 30);
    let ended = (0..500)
        .map(|_| {
            thread::sleep(Duration::from_millis(10));
            fs::read_to_string(&game_file).unwrap()
        })
        .find(|t| t.contains("[Result \"1-0\"]"));
    assert!(ended.is_some(), "the result written: {text}");
    assert!(live.end().success());
    let index: Value = serde_json::from_str(&fs::read_to_string(publish.join("round-3/index.json")).unwrap()).unwrap();
    assert_eq!(index["pairings"][6]["result"], "1-0");
    assert_eq!(index["pairings"][6]["live"], false);
    let stray: Vec<_> = fs::read_dir(publish.join("round-3")).unwrap().flatten().map(|e| e.file_name()).collect();
    assert!(stray.iter().all(|n| !n.to_string_lossy().contains("taktil-new")), "{stray:?}");
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_take_back_rewrites_the_moves_and_a_sealed_move_waits_for_the_resumption() {
    let dir = temp_dir("takeback");
    let publish = dir.join("b");
    // A peg board without sensors: after the take-back nobody has to set the pegs
    // back before the next move counts.
    let mut args = vec!["--board", "none", "--publish", publish.to_str().unwrap()];
    args.extend(TAGS);
    let mut live = Live::start(&args);
    live.until("Ready", |l| l.contains("Ready"));
    let game_file = publish.join("round-3/game-7.pgn");
    for san in ["e4", "e5", "Nf3", "Nc6", "Bb5"] {
        live.play(san);
    }
    assert_eq!(sans(&wait_for_moves(&game_file, 5)), ["e4", "e5", "Nf3", "Nc6", "Bb5"]);
    // The scoresheets differed from move 2 on (D.2.9): back to before White's second.
    live.type_line("arbiter takeback 2 D.2.9");
    live.until("the take-back", |l| l.contains("D.2.9"));
    assert_eq!(sans(&wait_for_moves(&game_file, 2)), ["e4", "e5"]);
    live.play("Bc4");
    assert_eq!(sans(&wait_for_moves(&game_file, 3)), ["e4", "e5", "Bc4"]);
    // Black seals: the sealed move is nowhere until the game resumes (E2.9f).
    live.type_line("assist seal Nf6");
    thread::sleep(Duration::from_millis(500));
    let sealed = fs::read_to_string(&game_file).unwrap();
    assert_eq!(sans(&sealed), ["e4", "e5", "Bc4"], "{sealed}");
    assert!(!sealed.contains("Nf6"), "{sealed}");
    live.type_line("assist resume");
    assert_eq!(sans(&wait_for_moves(&game_file, 4)), ["e4", "e5", "Bc4", "Nf6"]);
    assert!(live.end().success());
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn broadcast_tags_lichess_would_refuse_stop_the_start_before_anything_is_written() {
    let dir = temp_dir("refused");
    let publish = dir.join("b");
    let journal = dir.join("game.journal");
    let p = publish.to_str().unwrap();
    let j = journal.to_str().unwrap();
    let base = ["play", "--silent", "--view", "lines", "--journal", j, "--publish", p, "--event", "Open"];
    for (extra, words) in [
        (&["--round", "3.7", "--white", "X", "--black", "Berg, Kari"][..], "fewer than two letters"),
        (&["--round", "3", "--white", "Hansen, Ole", "--black", "Berg, Kari"][..], "ROUND.BOARD"),
        (&["--round", "3.7", "--white", "Hansen, Ole"][..], "--black"),
        (&["--white", "Hansen, Ole", "--black", "Berg, Kari"][..], "--round"),
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_taktil"))
            .env("HOME", std::env::temp_dir())
            .args(base)
            .args(extra)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{extra:?}: {err}");
        assert!(err.contains(words), "{extra:?}: {err}");
        assert!(!journal.exists() && !publish.exists(), "{extra:?}: nothing written");
    }
    let _ = fs::remove_dir_all(&dir);
}

/// One HTTP exchange on a fresh connection: the status, the headers (lower-case names)
/// and the body.
pub fn get(addr: SocketAddr, request: &str) -> (u16, Vec<(String, String)>, String) {
    let mut stream = TcpStream::connect(addr).unwrap();
    stream.set_read_timeout(Some(LONG)).unwrap();
    stream.write_all(request.as_bytes()).unwrap();
    let mut raw = Vec::new();
    let _ = stream.read_to_end(&mut raw);
    let raw = String::from_utf8_lossy(&raw).into_owned();
    let (head, body) = raw.split_once("\r\n\r\n").unwrap_or((&raw, ""));
    let mut lines = head.lines();
    let status = lines.next().and_then(|l| l.split_whitespace().nth(1)).and_then(|s| s.parse().ok()).unwrap_or(0);
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_owned()))
        .collect();
    (status, headers, body.to_owned())
}

fn simple(path: &str) -> String {
    format!("GET {path} HTTP/1.1\r\nHost: taktil\r\nConnection: close\r\n\r\n")
}

fn header<'h>(headers: &'h [(String, String)], name: &str) -> Option<&'h str> {
    headers.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str())
}

/// An event stream read by a thread of its own: each event's id, name and data.
pub struct Events {
    pub rx: mpsc::Receiver<(Option<String>, Option<String>, String)>,
}

impl Events {
    pub fn open(addr: SocketAddr, last_id: Option<&str>) -> Events {
        let mut stream = TcpStream::connect(addr).unwrap();
        let last = last_id.map(|id| format!("Last-Event-ID: {id}\r\n")).unwrap_or_default();
        write!(stream, "GET /events HTTP/1.1\r\nHost: taktil\r\nAccept: text/event-stream\r\n{last}\r\n").unwrap();
        let (tx, rx) = mpsc::channel();
        thread::spawn(move || {
            let mut reader = BufReader::new(stream);
            let (mut id, mut event, mut data) = (None, None, String::new());
            let mut line = String::new();
            let mut in_head = true;
            while reader.read_line(&mut line).is_ok_and(|n| n > 0) {
                let l = line.trim_end_matches(['\r', '\n']).to_owned();
                line.clear();
                if in_head {
                    in_head = !l.is_empty();
                    continue;
                }
                // The chunk sizes of the chunked body are lines of hex digits.
                if !l.is_empty() && l.chars().all(|c| c.is_ascii_hexdigit()) && !l.contains(':') {
                    continue;
                }
                if let Some(v) = l.strip_prefix("id: ") {
                    id = Some(v.to_owned());
                } else if let Some(v) = l.strip_prefix("event: ") {
                    event = Some(v.to_owned());
                } else if let Some(v) = l.strip_prefix("data: ") {
                    data = v.to_owned();
                } else if l.is_empty()
                    && !data.is_empty()
                    && tx.send((id.take(), event.take(), std::mem::take(&mut data))).is_err()
                {
                    return;
                }
            }
        });
        Events { rx }
    }

    /// The next output event (not a `view` event) within [`LONG`].
    pub fn next_output(&self) -> Option<(String, Value)> {
        let deadline = Instant::now() + LONG;
        loop {
            let (id, event, data) = self.rx.recv_timeout(deadline.saturating_duration_since(Instant::now())).ok()?;
            if event.is_none() {
                return Some((id.unwrap_or_default(), serde_json::from_str(&data).ok()?));
            }
        }
    }

    /// The SANs of the next `n` move events.
    pub fn moves(&self, n: usize) -> Vec<String> {
        let mut sans = Vec::new();
        while sans.len() < n {
            let Some((_, event)) = self.next_output() else { break };
            if event["kind"] == "move" {
                sans.push(event["san"].as_str().unwrap_or_default().to_owned());
            }
        }
        sans
    }
}

#[test]
fn the_server_answers_the_page_the_events_and_the_pgn_read_only() {
    let mut live = Live::start(&[&["--time-control", "90m+30s", "--serve", "127.0.0.1:0"][..], &TAGS].concat());
    let addr = live.served();
    live.until("Ready", |l| l.contains("Ready"));
    let events = Events::open(addr, None);
    for san in ["e4", "c5", "Nf3"] {
        live.play(san);
    }
    assert_eq!(events.moves(3), ["e4", "c5", "Nf3"]);
    // The page and its parts, from the binary.
    let (status, headers, body) = get(addr, &simple("/"));
    assert_eq!(status, 200);
    assert!(header(&headers, "content-type").is_some_and(|t| t.starts_with("text/html")));
    assert!(body.contains("aria-live"), "the page has a live region");
    assert_eq!(header(&headers, "content-security-policy"), Some("default-src 'self'"));
    for path in ["/live.css", "/live.js"] {
        assert_eq!(get(addr, &simple(path)).0, 200, "{path}");
    }
    // The page's state.
    let (status, _, body) = get(addr, &simple("/view.json"));
    assert_eq!(status, 200);
    let view: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(view["ply"], 3);
    assert_eq!(view["last"]["san"], "Nf3");
    assert_eq!(view["turn"], "black");
    assert_eq!(view["players"]["white"], "Hansen, Ole");
    assert_eq!(view["round"], "3.7");
    assert_eq!(view["clock"]["running"], "black");
    assert!(view["last"]["words"].as_str().is_some_and(|w| !w.is_empty()));
    assert_eq!(view["labels"]["last_move"], "Last move");
    // The PGN, with its entity tag; unchanged, 304.
    let (status, headers, body) = get(addr, &simple("/round-3/game-7.pgn"));
    assert_eq!(status, 200);
    assert_eq!(sans(&body), ["e4", "c5", "Nf3"]);
    let etag = header(&headers, "etag").unwrap().to_owned();
    let (status, _, same) = get(addr, &simple("/games.pgn"));
    assert_eq!((status, same), (200, body));
    let again =
        format!("GET /games.pgn HTTP/1.1\r\nHost: taktil\r\nIf-None-Match: {etag}\r\nConnection: close\r\n\r\n");
    assert_eq!(get(addr, &again).0, 304);
    live.play("d6");
    // The move line comes first (the screen is an earlier sink than the broadcast):
    // the new PGN follows at once.
    let deadline = Instant::now() + LONG;
    let mut status = get(addr, &again).0;
    while status == 304 && Instant::now() < deadline {
        thread::sleep(Duration::from_millis(10));
        status = get(addr, &again).0;
    }
    assert_eq!(status, 200, "a new move, a new tag");
    // A client that saw output N of this run gets what came after it.
    let (first_id, _) = Events::open(addr, None).next_output().unwrap();
    let resumed = Events::open(addr, Some(&first_id));
    let (second_id, _) = resumed.next_output().unwrap();
    let n = |id: &str| id.rsplit('-').next().unwrap().parse::<usize>().unwrap();
    assert_eq!(n(&second_id), n(&first_id) + 1);
    // Read-only, and nothing but what it serves.
    for (request, want) in [
        ("POST /view.json HTTP/1.1\r\nHost: t\r\nContent-Length: 0\r\nConnection: close\r\n\r\n", 405),
        ("DELETE /games.pgn HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n", 405),
        (&simple("/../../etc/passwd"), 404),
        (&simple("/round-3/../../../etc/passwd"), 404),
        (&simple("/%2e%2e/%2e%2e/etc/passwd"), 404),
        (&simple("/round-3/game-8.pgn"), 404),
    ] {
        let (status, _, body) = get(addr, request);
        assert_eq!(status, want, "{request}");
        assert!(!body.contains("root:"), "{request}");
    }
    assert!(live.end().success());
}

#[test]
fn malformed_requests_huge_heads_and_a_flood_of_connections_do_not_harm_the_game() {
    let mut live = Live::start(&["--serve", "127.0.0.1:0"]);
    let addr = live.served();
    live.until("Ready", |l| l.contains("Ready"));
    // Not HTTP at all, a head that never ends, a head far over the limit.
    let (status, _, _) = get(addr, "this is not http\r\n\r\n");
    assert!(status == 400 || status == 0, "{status}");
    let huge = format!("GET / HTTP/1.1\r\nHost: t\r\nX-Big: {}\r\n\r\n", "a".repeat(200_000));
    let mut stream = TcpStream::connect(addr).unwrap();
    stream.set_read_timeout(Some(LONG)).unwrap();
    let _ = stream.write_all(huge.as_bytes());
    let mut answer = String::new();
    let _ = stream.read_to_string(&mut answer);
    assert!(answer.is_empty() || answer.starts_with("HTTP/1.1 431"), "{}", &answer[..answer.len().min(80)]);
    // A flood: more connections than the cap, all held open, sending nothing.
    let flood: Vec<TcpStream> = (0..600).filter_map(|_| TcpStream::connect(addr).ok()).collect();
    // The game goes on meanwhile, every move announced.
    for san in ["d4", "d5", "c4"] {
        live.play(san);
    }
    drop(flood);
    // And the server answers again once the flood is gone.
    let deadline = Instant::now() + LONG;
    let mut status = 0;
    while status != 200 && Instant::now() < deadline {
        status = get(addr, &simple("/view.json")).0;
        thread::sleep(Duration::from_millis(50));
    }
    assert_eq!(status, 200);
    assert!(live.end().success());
}

/// A token file only its owner can read.
fn token_file(dir: &Path, token: &str, mode: u32) -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let path = dir.join("lichess.token");
    fs::write(&path, format!("{token}\n")).unwrap();
    fs::set_permissions(&path, fs::Permissions::from_mode(mode)).unwrap();
    path
}

#[test]
fn a_game_played_through_taktil_arrives_whole_in_the_push_double_and_a_take_back_replaces_it() {
    use crate::push_double::PushDouble;
    const TOKEN: &str = "lip_broadcastTokenForTests";
    let dir = temp_dir("push");
    let double = PushDouble::start(TOKEN);
    let token = token_file(&dir, TOKEN, 0o600);
    let url = double.url();
    let mut args = vec!["--board", "none", "--push", url.as_str(), "--push-token-file", token.to_str().unwrap()];
    args.extend(TAGS);
    let mut live = Live::start(&args);
    live.until("Ready", |l| l.contains("Ready"));
    // Two failures on the way: taktil tries again, the game goes on.
    double.fail_next(2);
    let game = real_game(24);
    let want: Vec<String> = game.sans.iter().take(24).map(ToString::to_string).collect();
    for san in &want {
        live.play(san);
    }
    let held = |n: usize| {
        let deadline = Instant::now() + Duration::from_secs(20);
        while Instant::now() < deadline {
            if double.games().first().is_some_and(|g| g.sans.len() == n) {
                return true;
            }
            thread::sleep(Duration::from_millis(50));
        }
        false
    };
    assert!(held(24), "the whole game pushed: {:?}", double.games());
    let stored = double.games().remove(0);
    assert_eq!(stored.sans, want);
    assert_eq!(
        (stored.white.as_str(), stored.black.as_str(), stored.round.as_str()),
        ("Hansen, Ole", "Berg, Kari", "3.7")
    );
    // The arbiter takes the game back to before White's 12th: the new main line
    // replaces the old one.
    live.type_line("arbiter takeback 12 D.2.9");
    live.until("the take-back", |l| l.contains("D.2.9"));
    assert!(held(22), "the shorter main line pushed: {:?}", double.games());
    assert_eq!(double.replacements().len(), 1, "{:?}", double.replacements());
    // The failures were the arbiter's to read (problems: standard error with the lines
    // view), never the player's to hear.
    let errors = live.errors();
    assert!(errors.iter().any(|l| l.contains("push failed")), "the arbiter is told of the failed push: {errors:#?}");
    assert!(live.seen.iter().all(|l| !l.contains("push")), "nothing of the push said: {:#?}", live.seen);
    assert!(live.seen.iter().chain(&errors).all(|l| !l.contains(TOKEN)), "the token is never shown");
    // The result is pushed before the session ends.
    live.type_line("arbiter draw 5.2.2");
    assert!(live.end().success());
    assert_eq!(double.games()[0].result, "1/2-1/2");
    // Every request had the token, and each change was pushed once (but the retries).
    let requests = double.requests();
    assert!(requests.iter().all(|r| r.authorization.as_deref() == Some(&format!("Bearer {TOKEN}"))));
    let mut bodies: Vec<&str> = requests.iter().filter(|r| r.status == 200).map(|r| r.body.as_str()).collect();
    let all = bodies.len();
    bodies.dedup();
    assert_eq!(bodies.len(), all, "no change pushed twice");
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_push_token_others_can_read_stops_the_start_and_is_never_shown() {
    const TOKEN: &str = "lip_secretTokenNeverShown";
    let dir = temp_dir("token");
    let token = token_file(&dir, TOKEN, 0o644);
    let journal = dir.join("game.journal");
    let t = token.to_str().unwrap();
    let mut args =
        vec!["play", "--silent", "--journal", journal.to_str().unwrap(), "--push", "http://127.0.0.1:9/push"];
    args.extend(["--push-token-file", t]);
    args.extend(TAGS);
    let out =
        Command::new(env!("CARGO_BIN_EXE_taktil")).env("HOME", &dir).args(&args).stdin(Stdio::null()).output().unwrap();
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("chmod 600"), "{err}");
    assert!(!err.contains(TOKEN) && !text(&out.stdout).contains(TOKEN));
    assert!(!journal.exists(), "nothing written");
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn what_the_player_asks_his_board_is_never_published() {
    let mut live = Live::start(&["--time-control", "90m+30s", "--serve", "127.0.0.1:0"]);
    let addr = live.served();
    live.until("Ready", |l| l.contains("Ready"));
    let events = Events::open(addr, None);
    live.play("e4");
    // He asks for the position, the clocks, the last move and the move count, and
    // presses resign once: each answer is said to him.
    for key in ["position", "time", "repeat", "moves", "resign"] {
        live.type_line(&format!("assist key {key}"));
    }
    live.until("the resign question", |l| l.contains("Press resign again") || l.contains("resign again"));
    live.play("c5");
    // The stream from the first output to Black's move: the moves, the clocks, nothing
    // of what he asked.
    let mut said = Vec::new();
    let mut moves = 0;
    while moves < 2 {
        let (_, event) = events.next_output().expect("the events go on");
        match event["kind"].as_str() {
            Some("move") => moves += 1,
            Some("say" | "note") => said.push(event["msg"].as_str().unwrap_or_default().to_owned()),
            _ => {}
        }
    }
    let asked = ["position", "clocks", "no-clock", "last-move", "move-count", "resign-ask"];
    assert!(said.iter().all(|m| !asked.iter().any(|a| m.starts_with(a))), "published: {said:?}");
    assert!(said.iter().any(|m| m.starts_with("move")), "the moves' words are published: {said:?}");
    // On screen they were said to him.
    assert!(live.seen.iter().any(|l| l.contains("Last move:")), "{:#?}", live.seen);
    assert!(live.end().success());
}
