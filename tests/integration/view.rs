//! The terminal view of `taktil play` (docs/view.md): the real binary in a real
//! terminal (tmux), keys typed as the assistant types them, the screen read back. And
//! the block font against every move of the real games, in every locale.
//!
//! Every wait polls the screen until the text is there or a few seconds have passed;
//! no assertion rests on a fixed sleep.

use std::{
    collections::BTreeSet,
    fs,
    path::PathBuf,
    process::{Command, Output},
    thread,
    time::{Duration, Instant},
};

use taktil::{
    l10n::{LOCALES, Localizer, Vocabulary},
    pgn,
    view::{
        big::{self, Size},
        state::local_san,
    },
};

use crate::util::games_dir;

/// How long one wait for the screen may take.
const WAIT: Duration = Duration::from_secs(8);

/// A tmux server of the test's own (its own socket), killed and its socket removed
/// when the test ends, even when it fails.
pub(crate) struct Tmux {
    socket: PathBuf,
    session: String,
}

impl Tmux {
    /// Runs `command` in a new detached session of `width` × `height`; `None` when tmux
    /// is not installed.
    pub(crate) fn start(name: &str, width: u16, height: u16, command: &str) -> Option<Tmux> {
        if Command::new("tmux").arg("-V").output().is_err() {
            return None;
        }
        let session = format!("taktil-{name}-{}", std::process::id());
        let tmux = Tmux { socket: std::env::temp_dir().join(format!("{session}.tmux")), session };
        let (w, h) = (width.to_string(), height.to_string());
        let out = tmux.run(&["new-session", "-d", "-s", &tmux.session, "-x", &w, "-y", &h, command]);
        assert!(out.status.success(), "tmux new-session: {}", String::from_utf8_lossy(&out.stderr));
        Some(tmux)
    }

    /// One tmux command on this server, in UTF-8 whatever the test's locale.
    fn run(&self, args: &[&str]) -> Output {
        Command::new("tmux")
            .env("LC_ALL", "C.UTF-8")
            .arg("-u")
            .arg("-S")
            .arg(&self.socket)
            .args(args)
            .output()
            .expect("tmux runs")
    }

    /// Types keys (tmux key names: `Enter`, `C-c`, or literal text).
    pub(crate) fn send(&self, keys: &[&str]) {
        let mut args = vec!["send-keys", "-t", &self.session];
        args.extend_from_slice(keys);
        let out = self.run(&args);
        assert!(out.status.success(), "tmux send-keys: {}", String::from_utf8_lossy(&out.stderr));
    }

    /// The screen as text.
    pub(crate) fn screen(&self) -> String {
        String::from_utf8_lossy(&self.run(&["capture-pane", "-p", "-t", &self.session]).stdout).into_owned()
    }

    /// Polls the screen until `ok` holds; fails with the screen after [`WAIT`].
    pub(crate) fn wait_for(&self, what: &str, ok: impl Fn(&str) -> bool) -> String {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            if ok(&screen) {
                return screen;
            }
            assert!(start.elapsed() < WAIT, "waited {WAIT:?} for {what}; the screen:\n{screen}");
            thread::sleep(Duration::from_millis(50));
        }
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = self.run(&["kill-server"]);
        let _ = fs::remove_file(&self.socket);
    }
}

/// Whether the screen shows `text` in the large block font.
fn shows_big(screen: &str, text: &str) -> bool {
    let rows = big::render(text, Size::Large);
    // The glyph rows that carry ink, each somewhere on the screen, in order.
    let lines: Vec<&str> = screen.lines().collect();
    let inked: Vec<String> = rows.iter().map(|r| r.trim_end().to_owned()).filter(|r| !r.trim().is_empty()).collect();
    lines.windows(inked.len()).any(|w| w.iter().zip(&inked).all(|(line, row)| line.contains(row.as_str())))
}

#[test]
fn the_assistant_plays_a_game_in_the_full_view() {
    let bin = env!("CARGO_BIN_EXE_taktil");
    // After taktil, the shell tells how it ended and whether the terminal is back in
    // cooked mode (`icanon`, not `-icanon`), then waits to be read.
    let command = format!(
        "'{bin}' play --view full --silent --time-control '40/90m, 30m'; echo taktil-exit=$?; \
         stty -a | tr ' ;' '\\n\\n' | grep -x -e icanon -e -icanon; sleep 60"
    );
    let Some(tmux) = Tmux::start("view", 120, 40, &command) else {
        println!("skipped: tmux is not installed");
        return;
    };
    tmux.wait_for("the view", |s| s.contains("Clocks (White to move)") && s.contains("Ready. You play white."));

    // A move: in the scoresheet, in big letters, and Black's clock runs.
    tmux.send(&["move e4", "Enter"]);
    let screen = tmux.wait_for("1. e4 in the scoresheet and big", |s| s.contains("  1. e4") && shows_big(s, "e4"));
    let black = screen.lines().find(|l| l.contains("▶ Black (sighted)")).unwrap_or_else(|| panic!("{screen}"));
    assert!(black.contains("1:30:00") || black.contains("1:29:5"), "{screen}");
    assert!(black.contains("running"), "{screen}");
    assert!(screen.contains("Tactile board differs from the game on e2 e4"), "{screen}");

    // A bad command comes back as a problem.
    tmux.send(&["move e9", "Enter"]);
    tmux.wait_for("the problem with move e9", |s| s.contains("problem: input: bad move 'e9'"));

    // The sighted scoresheet differs: the arbiter's ruling is in the log.
    tmux.send(&["sheet 1. e4 c5", "Enter", "move e5", "Enter", "reconcile", "Enter"]);
    let screen = tmux.wait_for("the ruling", |s| s.contains("ruling: the scoresheets differ"));
    assert!(screen.contains("  1. e4        c5"), "the sighted sheet as entered:\n{screen}");

    // Help, then Ctrl-C ends the session at once as SIGINT does (status 130, 128 + 2;
    // docs/play.md, "Ending a session") and gives the terminal back.
    tmux.send(&["help", "Enter"]);
    tmux.wait_for("the help", |s| s.contains("help: quit (twice) or Ctrl-C"));
    tmux.send(&["C-c"]);
    let screen = tmux.wait_for("the shell after taktil", |s| s.contains("taktil-exit=130"));
    assert!(screen.contains("taktil: SIGINT: the session ends; a second signal ends taktil at once"), "{screen}");
    let mode = tmux.wait_for("the terminal mode", |s| s.lines().any(|l| l.trim() == "icanon" || l.trim() == "-icanon"));
    assert!(mode.lines().any(|l| l.trim() == "icanon"), "raw mode left on:\n{mode}");
    assert!(!screen.contains("Clocks ("), "the alternate screen is gone:\n{screen}");
}

#[test]
fn the_block_font_draws_every_move_of_the_real_games_in_every_locale() {
    let mut sans = BTreeSet::new();
    for entry in fs::read_dir(games_dir()).expect("the games").flatten() {
        let path = entry.path();
        if path.extension().is_none_or(|e| e != "pgn") {
            continue;
        }
        let text = fs::read_to_string(&path).expect("a PGN file");
        for game in pgn::read_games(&text).into_iter().flatten() {
            sans.extend(game.sans.iter().map(ToString::to_string));
        }
    }
    assert!(sans.len() > 1000, "the games have moves: {}", sans.len());
    for locale in LOCALES {
        let l10n = Localizer::new(locale, Vocabulary::default()).expect("a locale");
        for san in &sans {
            let shown = local_san(san, |r| l10n.notation_letter(r));
            let missing: Vec<char> = shown.chars().filter(|c| !big::has_glyph(*c)).collect();
            assert!(missing.is_empty(), "{locale}: {san} shown as {shown}: no glyph for {missing:?}");
        }
    }
}
