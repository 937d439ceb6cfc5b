//! `taktil play --braille-display` with a real BRLTTY: no mock. BRLTTY runs as a child
//! process of the test with its virtual braille driver (`vr`), which connects to a
//! socket the test listens on: the test is the braille display. It sees every update
//! BRLTTY makes (`Visual "<text>"` and `Braille "<dots>|<dots>|..."`) and presses the
//! display's keys by sending BRLTTY command names (`LnDn`, `FWinRt`).
//!
//! BRLTTY runs with the German text table (`-t de`) for a German session, and the
//! cells read back are checked against that table read from BRLTTY's own table files:
//! the player reads German braille. BrlAPI listens on a private TCP port with no
//! authorization; BRLTTY has no screen and no speech driver.
//!
//! Needs `brltty` (scripts/setup.sh installs it): without it the test fails under
//! `CI=true` and is skipped with a printed line otherwise.

use std::{
    collections::HashMap,
    fs,
    io::{BufRead, BufReader, Write},
    net::{TcpListener, TcpStream},
    path::Path,
    process::{Child, Command, Stdio},
    sync::{Arc, Mutex, mpsc},
    thread,
    time::{Duration, Instant},
};

use crate::util::line_by_line;

/// How long any one thing may take to appear.
const WAIT: Duration = Duration::from_secs(15);
/// The display's width in the test.
const CELLS: usize = 40;
/// BrlAPI's first TCP port (`BRLAPI_SOCKETPORTNUM`): host `:N` is this plus N.
const BRLAPI_PORT: u16 = 4101;
/// Where Debian keeps BRLTTY's text tables.
const TABLES: [&str; 2] = ["/etc/brltty/Text", "/usr/share/brltty/Text"];

/// What the display showed: the text BRLTTY reports and the cells (ISO 11548-1 bits).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Shown {
    text: String,
    cells: Vec<u8>,
}

/// The test's braille display: BRLTTY's `vr` driver connects to it (again after a
/// restart).
struct Display {
    shown: Arc<Mutex<Vec<Shown>>>,
    link: Arc<Mutex<Option<TcpStream>>>,
    connections: Arc<Mutex<u32>>,
    port: u16,
}

impl Display {
    fn listen() -> Display {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a local port");
        let port = listener.local_addr().expect("an address").port();
        let display = Display { shown: Arc::default(), link: Arc::default(), connections: Arc::default(), port };
        let (shown, link, connections) = (display.shown.clone(), display.link.clone(), display.connections.clone());
        thread::spawn(move || {
            for stream in listener.incoming().map_while(Result::ok) {
                let mut writer = stream.try_clone().expect("a clone");
                // The first thing the display says: its size.
                writer.write_all(format!("cells {CELLS}\n").as_bytes()).expect("BRLTTY reads");
                *link.lock().unwrap() = Some(writer);
                *connections.lock().unwrap() += 1;
                let shown = shown.clone();
                thread::spawn(move || read_updates(stream, &shown));
            }
        });
        display
    }

    /// Presses a key of the display: a BRLTTY command name.
    fn press(&self, command: &str) {
        let mut link = self.link.lock().unwrap();
        let stream = link.as_mut().expect("BRLTTY is connected");
        stream.write_all(format!("{command}\n").as_bytes()).expect("BRLTTY reads");
    }

    /// Waits until the display shows `text` (padded to its width); what it showed.
    fn until(&self, text: &str) -> Shown {
        let want: String = format!("{text:CELLS$}").chars().take(CELLS).collect();
        let end = Instant::now() + WAIT;
        loop {
            if let Some(shown) = self.shown.lock().unwrap().iter().rev().find(|s| s.text == want) {
                return shown.clone();
            }
            let texts: Vec<String> = self.shown.lock().unwrap().iter().map(|s| s.text.clone()).collect();
            assert!(Instant::now() < end, "the display never showed {want:?}: {texts:#?}");
            thread::sleep(Duration::from_millis(20));
        }
    }

    fn connections(&self) -> u32 {
        *self.connections.lock().unwrap()
    }
}

/// Reads BRLTTY's updates: each `Visual` line with the `Braille` line after it.
fn read_updates(stream: TcpStream, shown: &Mutex<Vec<Shown>>) {
    let mut text = None;
    for line in BufReader::new(stream).split(b'\n').map_while(Result::ok) {
        let line = String::from_utf8_lossy(&line).into_owned();
        if let Some(rest) = line.strip_prefix("Visual ") {
            text = Some(unquote(rest));
        } else if let Some(rest) = line.strip_prefix("Braille ") {
            let cells = unquote(rest).split('|').map(dots).collect();
            shown.lock().unwrap().push(Shown { text: text.take().unwrap_or_default(), cells });
        }
    }
}

/// A string of the `vr` protocol: in quotes, `\\` and `\"` escaped.
fn unquote(s: &str) -> String {
    let inner = s.trim().trim_start_matches('"').trim_end_matches('"');
    inner.replace("\\\"", "\"").replace("\\\\", "\\")
}

/// A cell written as its dot numbers (`1245`), as bits (dot 1 is bit 0).
fn dots(cell: &str) -> u8 {
    cell.chars().filter_map(|c| c.to_digit(10)).filter(|d| (1..=8).contains(d)).fold(0, |bits, d| bits | 1 << (d - 1))
}

/// A BRLTTY text table as BRLTTY's files define it: each character's dots, following
/// the `include` lines.
fn text_table(name: &str) -> HashMap<char, u8> {
    let dir = TABLES.iter().map(Path::new).find(|d| d.join(format!("{name}.ttb")).exists()).expect("BRLTTY's tables");
    let mut table = HashMap::new();
    read_table(&dir.join(format!("{name}.ttb")), &mut table);
    table
}

fn read_table(path: &Path, table: &mut HashMap<char, u8>) {
    let text = fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    for line in text.lines() {
        let mut words = line.split_whitespace();
        match words.next() {
            Some("include") => {
                let name = words.next().expect("a file");
                read_table(&path.with_file_name(name), table);
            }
            Some("char") => {
                let (Some(c), Some(rest)) = (words.next().and_then(table_char), words.next()) else { continue };
                let cell = if rest.starts_with('(') {
                    let inside = line.split_once('(').and_then(|(_, r)| r.split_once(')')).map_or("", |(d, _)| d);
                    dots(inside)
                } else {
                    dots(rest)
                };
                table.entry(c).or_insert(cell);
            }
            _ => {}
        }
    }
}

/// A character of a table line: `\xE4`, `\u00E4`, `\s` or the character itself.
fn table_char(word: &str) -> Option<char> {
    let hex = |h: &str| u32::from_str_radix(h, 16).ok().and_then(char::from_u32);
    match word.strip_prefix('\\') {
        Some(rest) if rest.starts_with(['x', 'u', 'U', 'X']) => hex(&rest[1..]),
        Some("s") => Some(' '),
        Some(rest) => rest.chars().next(),
        None => word.chars().next().filter(|_| word.chars().count() == 1),
    }
}

/// A running BRLTTY, killed when dropped (also when an assertion fails).
struct Brltty(Child);

impl Drop for Brltty {
    fn drop(&mut self) {
        stop(&mut self.0);
    }
}

/// BRLTTY with the `vr` driver connected to the test's display, BrlAPI on TCP port
/// `BRLAPI_PORT + api` without authorization, the text table `table`.
fn start_brltty(display: &Display, api: u16, table: &str, dir: &Path) -> Brltty {
    let connections = display.connections();
    let child = Command::new("brltty")
        .args(["-n", "-e", "-q", "-b", "vr", "-x", "no", "-s", "no", "-f", "/dev/null", "-F", "/dev/null"])
        .args(["-d", &format!("client:127.0.0.1:{}", display.port)])
        .args(["-t", table])
        .args(["-A", &format!("auth=none,host=127.0.0.1:{api}")])
        .arg("-P")
        .arg(dir.join("brltty.pid"))
        .arg("-W")
        .arg(dir)
        .arg("-U")
        .arg(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map(Brltty)
        .expect("brltty runs");
    // The driver is connected to the display, and BrlAPI answers: taktil finds it.
    let end = Instant::now() + WAIT;
    while display.connections() == connections || TcpStream::connect(("127.0.0.1", BRLAPI_PORT + api)).is_err() {
        assert!(Instant::now() < end, "BRLTTY never connected to the display or never listened for BrlAPI");
        thread::sleep(Duration::from_millis(20));
    }
    child
}

/// Whether brltty can run here; without it the test fails in CI and is skipped
/// (saying so) elsewhere.
fn brltty_present() -> bool {
    crate::util::tool_runs("brltty", "-V")
}

/// A free BrlAPI host number (`:N`): a free local port above BrlAPI's first.
fn free_api_number() -> u16 {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a local port");
    listener.local_addr().expect("an address").port() - BRLAPI_PORT
}

/// The taktil session: its standard input (the tactile board) and its transcript lines.
struct Session {
    child: Child,
    board: std::process::ChildStdin,
    lines: mpsc::Receiver<String>,
    seen: Vec<String>,
}

impl Session {
    fn start(api: u16, dir: &Path) -> Session {
        let mut child = Command::new(env!("CARGO_BIN_EXE_taktil"))
            .env("HOME", dir)
            .env_remove("XDG_CONFIG_HOME")
            .args(["play", "--silent", "--view", "lines", "--locale", "de", "--settle-ms", "100", "--bounce-ms", "20"])
            .args(["--braille-display", &format!("127.0.0.1:{api}")])
            .arg("--journal")
            .arg(dir.join("game.journal"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("taktil runs");
        let board = child.stdin.take().expect("a pipe");
        let (lines, _) = line_by_line(child.stdout.take().expect("a pipe"));
        Session { child, board, lines, seen: Vec::new() }
    }

    /// Peg lines of the tactile board, each a little after the last (longer than the
    /// bounce time, so that a lift and a put on one square are not a bounce).
    fn pegs(&mut self, lines: &[&str]) {
        for line in lines {
            writeln!(self.board, "tactile {line}").expect("taktil reads");
            thread::sleep(Duration::from_millis(120));
        }
    }

    /// Waits for a transcript line of `kind` starting with `words`; its words.
    fn until(&mut self, kind: &str, words: &str) -> String {
        let end = Instant::now() + WAIT;
        loop {
            let left = end.saturating_duration_since(Instant::now());
            let line =
                self.lines.recv_timeout(left).unwrap_or_else(|_| panic!("no {kind} {words:?} in {:#?}", self.seen));
            self.seen.push(line.clone());
            let mut parts = line.split_whitespace();
            let (_t, k) = (parts.next(), parts.next());
            let said = parts.collect::<Vec<_>>().join(" ");
            if k == Some(kind) && said.starts_with(words) {
                return said;
            }
        }
    }

    /// The words of every `say` line seen so far that start with `words`.
    fn said(&self, words: &str) -> usize {
        self.seen.iter().filter(|l| l.contains(" say ") && l.contains(words)).count()
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Kills a child process of the test and waits for it.
fn stop(child: &mut Child) {
    let _ = child.kill();
    let _ = child.wait();
}

/// Asserts the display shows `text` in the cells of `table`, and prints what was read.
fn read_back(display: &Display, text: &str, table: &HashMap<char, u8>) {
    let shown = display.until(text);
    let want: Vec<u8> = shown.text.chars().map(|c| table.get(&c).copied().unwrap_or(0xFF)).collect();
    assert_eq!(shown.cells, want, "the cells of {:?} are not the German table's", shown.text);
    let unicode: String = shown.cells.iter().map(|d| char::from_u32(0x2800 + u32::from(*d)).unwrap_or('?')).collect();
    println!("display: {:?}\n         {unicode}", shown.text.trim_end());
}

#[test]
fn a_german_game_on_a_braille_display_through_a_real_brltty() {
    if !brltty_present() {
        return;
    }
    let started = Instant::now();
    let dir = std::env::temp_dir().join(format!("taktil-brltty-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("a temporary folder");
    let german = text_table("de");
    let display = Display::listen();
    let api = free_api_number();
    let brltty = start_brltty(&display, api, "de", &dir);
    let mut session = Session::start(api, &dir);

    let ready = session.until("say", "Bereit.");
    read_back(&display, &ready, &german);
    session.pegs(&["S XXXXXXXXXXXXXXXX................................XXXXXXXXXXXXXXXX"]);
    // 1. e4 e5 2. Nf3 f6 3. Nxe5 fxe5 4. Qh5+ Ke7 5. Qxe5+: a capture with check.
    let moves: [&[&str]; 9] = [
        &["L e2", "P e4"],
        &["L e7", "P e5"],
        &["L g1", "P f3"],
        &["L f7", "P f6"],
        &["L e5", "L f3", "P e5"],
        &["L e5", "L f6", "P e5"],
        &["L d1", "P h5"],
        &["L e8", "P e7"],
        &["L e5", "L h5", "P e5"],
    ];
    for pegs in moves {
        let before = session.seen.len();
        session.pegs(pegs);
        session.until("move", "");
        assert!(session.seen.len() > before);
    }
    let capture = session.until("say", "");
    assert_eq!(capture, "Dame schlägt Eva fünf Schach");
    read_back(&display, &capture, &german);

    // The display's "line down" key is the moves key: the answer is said and shown.
    display.press("LnDn");
    let answer = session.until("say", "");
    read_back(&display, &answer, &german);

    // A warning: an illegal move, its words longer than the display, panned through.
    session.pegs(&["L a7", "P a4"]);
    let illegal = session.until("say", "Regelwidrig");
    let guide = session.until("say", "");
    let warning = format!("{illegal} {guide}");
    assert!(warning.chars().count() > CELLS, "{warning}");
    read_back(&display, &warning, &german);
    display.press("FWinRt");
    read_back(&display, &warning.chars().skip(CELLS).collect::<String>(), &german);
    display.press("FWinLt");
    read_back(&display, &warning, &german);

    // BRLTTY goes: said once, and the game goes on.
    drop(brltty);
    session.until("say", "Keine Braillezeile. Die Partie geht weiter.");
    session.pegs(&["L a4", "P a7"]);
    session.pegs(&["L e7", "P f7"]);
    session.until("move", "5... Kf7");
    thread::sleep(Duration::from_secs(2));
    assert_eq!(session.said("Keine Braillezeile"), 1, "said once: {:#?}", session.seen);

    // BRLTTY comes back: said, and the display is used again.
    let brltty = start_brltty(&display, api, "de", &dir);
    let back = session.until("say", "Die Braillezeile ist wieder da.");
    read_back(&display, &back, &german);
    session.pegs(&["L e5", "P d5"]);
    let moved = session.until("say", "");
    read_back(&display, &moved, &german);

    drop(brltty);
    drop(session);
    let _ = fs::remove_dir_all(&dir);
    println!("the braille display test took {:.1} s", started.elapsed().as_secs_f64());
}

/// No BRLTTY at the start (nothing listens on the host given): said once, on the
/// player's side, and the game is played as ever.
#[test]
fn no_brltty_at_the_start_is_said_once_and_the_game_goes_on() {
    let dir = std::env::temp_dir().join(format!("taktil-no-brltty-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("a temporary folder");
    let mut session = Session::start(free_api_number(), &dir);
    session.until("say", "Keine Braillezeile. Die Partie geht weiter.");
    session.pegs(&["S XXXXXXXXXXXXXXXX................................XXXXXXXXXXXXXXXX", "L e2", "P e4"]);
    session.until("move", "1. e4");
    // Two more tries of the adapter (one a second), not said again.
    thread::sleep(Duration::from_millis(2500));
    session.pegs(&["L e7", "P e5"]);
    session.until("move", "1... e5");
    assert_eq!(session.said("Keine Braillezeile"), 1, "{:#?}", session.seen);
    drop(session);
    let _ = fs::remove_dir_all(&dir);
}
