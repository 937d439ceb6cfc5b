//! The live page in a real browser (issue 32, point 6): Debian's Chromium, headless,
//! driven by playwright-core (`tests/browser/follow.mjs`, a line protocol on its
//! standard input and output), follows a real game played through `taktil play
//! --serve`, and checks after each move the board (every square's piece), the last
//! move and the live region a screen reader speaks; axe-core finds no WCAG 2.1 A or AA
//! violation in the default theme and in a large one; the page reflows at 400 % zoom;
//! and when taktil is stopped and started again with `--resume` on the same port, the
//! page reconnects by itself and shows the game as it stands.
//!
//! The screenshots of the default theme and of yellow on black at the larger size go
//! to `target/live-page/` (docs/broadcast.md names them). Needs Chromium, Node.js and
//! `npm ci` in tests/browser (scripts/setup.sh and scripts/test.sh do both); without
//! them the test says it skips, and under CI it fails.

use std::{
    io::Write,
    net::TcpListener,
    path::{Path, PathBuf},
    process::{Child, ChildStdin, Command, Stdio},
    sync::mpsc,
    thread,
    time::Duration,
};

use shakmaty::{Chess, Position};

use crate::{
    broadcast::{Live, TAGS, real_game, temp_dir},
    util::need_tool,
};

/// The longest wait for one answer of the browser (each command is bounded there).
const ANSWER: Duration = Duration::from_secs(20);

/// `follow.mjs` and its browser.
struct Browser {
    child: Child,
    stdin: ChildStdin,
    lines: mpsc::Receiver<String>,
}

impl Browser {
    fn open(url: &str, shots: &Path) -> Browser {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/browser");
        let mut child = Command::new("node")
            .arg(dir.join("follow.mjs"))
            .arg(url)
            .arg(shots)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("node runs");
        let stdin = child.stdin.take().unwrap();
        let (lines, _) = crate::util::line_by_line(child.stdout.take().unwrap());
        let browser = Browser { child, stdin, lines };
        let first = browser.answer();
        assert_eq!(first, "ready", "the page opened");
        browser
    }

    fn answer(&self) -> String {
        self.lines.recv_timeout(ANSWER).expect("the browser answers")
    }

    /// Sends a command; its answer.
    fn ask(&mut self, command: &str) -> String {
        writeln!(self.stdin, "{command}").unwrap();
        self.stdin.flush().unwrap();
        self.answer()
    }

    /// The page shows `pos` after ply `ply`, whose SAN is `san`: the milliseconds it
    /// took after the move was announced.
    fn expect(&mut self, ply: usize, pos: &Chess, san: &str) -> u64 {
        let placement = pos.board().to_string();
        let answer = self.ask(&format!("expect {ply} {placement} {san}"));
        let ms = answer.strip_prefix(&format!("ok {ply} ")).and_then(|ms| ms.trim().parse().ok());
        ms.unwrap_or_else(|| panic!("the page after ply {ply} {san}: {answer}"))
    }

    /// Waits until the page has its connection back (it lost it: the server
    /// stopped).
    fn wait_connected(&mut self) {
        let mut state = String::new();
        for _ in 0..100 {
            state = self.ask("state");
            if state.contains("\"connection\":\"open\"") {
                return;
            }
            thread::sleep(Duration::from_millis(100));
        }
        panic!("the page did not reconnect: {state}");
    }

    /// axe-core's violations: their count and the answer.
    fn axe(&mut self) -> (usize, String) {
        let answer = self.ask("axe");
        let count = answer.split_whitespace().nth(1).and_then(|n| n.parse().ok()).expect("axe's count");
        (count, answer)
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.child.wait();
    }
}

/// Whether Chromium, Node.js and the test's npm packages are there (under CI they
/// must be).
fn browser_installed() -> bool {
    let modules = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/browser/node_modules/playwright-core/package.json");
    need_tool("chromium", Path::new("/usr/bin/chromium"))
        && Command::new("node").arg("--version").stdout(Stdio::null()).status().is_ok_and(|s| s.success())
        && need_tool("playwright-core (npm ci in tests/browser)", &modules)
}

/// A port free now.
fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

#[test]
fn the_live_page_follows_a_real_game_is_accessible_and_survives_a_restart() {
    if !browser_installed() {
        return;
    }
    let dir = temp_dir("browser");
    let journal = dir.join("game.journal");
    let shots = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/live-page");
    let port = free_port();
    let serve = format!("127.0.0.1:{port}");
    let mut args = vec!["--journal", journal.to_str().unwrap(), "--time-control", "90m+30s", "--serve", &serve];
    args.extend(["--locale", "de"]);
    args.extend(TAGS);
    let mut live = Live::start(&args);
    live.served();
    live.until("Bereit (ready)", |l| l.contains("Bereit"));
    let mut browser = Browser::open(&format!("http://{serve}/"), &shots);
    let game = real_game(24);
    let mut pos = Chess::default();
    let mut waited = Vec::new();
    for (i, (m, san)) in game.moves.iter().zip(&game.sans).take(20).enumerate() {
        let san = san.to_string();
        live.play(&san);
        pos.play_unchecked(*m);
        waited.push(browser.expect(i + 1, &pos, &san));
    }
    waited.sort_unstable();
    eprintln!(
        "the page after the move line: median {} ms, max {} ms over {} moves",
        waited[waited.len() / 2],
        waited[waited.len() - 1],
        waited.len()
    );
    // Its words are the session's: German.
    let state = browser.ask("state");
    assert!(state.contains("\"lang\":\"de\"") || state.contains("Letzter Zug"), "{state}");
    // No WCAG 2.1 A or AA violation, in the default theme and in a large one.
    let (count, answer) = browser.axe();
    assert_eq!(count, 0, "axe in the default theme: {answer}");
    assert!(browser.ask("screenshot default").starts_with("ok screenshot"));
    assert_eq!(browser.ask("theme yellow larger"), "ok theme");
    let (count, answer) = browser.axe();
    assert_eq!(count, 0, "axe, yellow on black, larger: {answer}");
    assert!(browser.ask("screenshot yellow-larger").starts_with("ok screenshot"));
    assert_eq!(browser.ask("zoom400"), "ok zoom", "no sideways scrolling at 400 %");
    // taktil stops (the laptop restarted) and resumes on the same port: the page
    // comes back by itself, with the game as it stands, and follows on.
    assert!(live.end().success());
    thread::sleep(Duration::from_millis(1500));
    let resume = ["--journal", journal.to_str().unwrap(), "--resume", "--serve", &serve];
    let mut live = Live::start(&[&resume[..], &TAGS].concat());
    live.served();
    live.until("the game restored", |l| l.contains(" say "));
    browser.wait_connected();
    let (m, san) = (game.moves[20], game.sans[20].to_string());
    live.play(&san);
    pos.play_unchecked(m);
    browser.expect(21, &pos, &san);
    assert!(live.end().success());
    drop(browser);
    for shot in ["default.png", "yellow-larger.png"] {
        assert!(shots.join(shot).is_file(), "{shot} written");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
