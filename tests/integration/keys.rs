//! The blind player's single keystrokes in the plain view (docs/player.md, "Keys on the
//! computer's keyboard"): the real binary in a real terminal (tmux), keys pressed one
//! at a time, what is said read back from the screen. And piped standard input, which
//! still reads lines.
//!
//! Every wait polls the screen until the text is there or a few seconds have passed;
//! no assertion rests on a fixed sleep.

use std::{
    io::Write,
    process::{Command, Stdio},
};

use crate::view::Tmux;

/// `taktil play` in the plain view on a terminal, then the exit status and whether
/// the terminal is back in cooked mode (`icanon`).
fn plain_play(name: &str, flags: &str) -> Option<Tmux> {
    let bin = env!("CARGO_BIN_EXE_taktil");
    let command = format!(
        "'{bin}' play --view plain --silent --time-control '40/90m, 30m' {flags}; echo taktil-exit=$?; \
         stty -a | tr ' ;' '\\n\\n' | grep -x -e icanon -e -icanon; sleep 60"
    );
    Tmux::start(name, 150, 60, &command)
}

#[test]
fn single_keys_repeat_time_moves_and_offer_a_draw() {
    let Some(tmux) = plain_play("keys", "") else {
        println!("skipped: tmux is not installed");
        return;
    };
    tmux.wait_for("ready", |s| s.contains("Ready. You play white."));
    // The moves key (2 on the keypad), before any move.
    tmux.send(&["2"]);
    tmux.wait_for("the move count", |s| s.contains("Move 1, White to move."));
    // A move typed on a line after ':' (the assistant's way in the plain view).
    tmux.send(&[":", "L e2", "Enter", ":", "P e4", "Enter"]);
    tmux.wait_for("1. e4", |s| s.contains("move: 1. e4"));
    // Repeat (5), time (t), the draw offer (7).
    tmux.send(&["5"]);
    tmux.wait_for("repeat", |s| s.contains("Last move: Eva vier"));
    tmux.send(&["t"]);
    tmux.wait_for("time", |s| s.contains("White 1 hour 29 minutes."));
    tmux.send(&["7"]);
    tmux.wait_for("the draw offer", |s| s.contains("White offers a draw."));
    // A file after the read key; d alone would be the draw offer.
    tmux.send(&["/", "e"]);
    tmux.wait_for("the e-file", |s| s.contains("Which file or rank?") && s.contains("Eva file: white König Eva eins"));
    // The key help, and a key that does nothing.
    tmux.send(&["?"]);
    tmux.wait_for("the key help", |s| s.contains("5 or space: repeat.") && s.contains("Q or point: queen."));
    tmux.send(&["z"]);
    tmux.wait_for("an unbound key", |s| s.contains("That key does nothing. Star: the key help."));
    // Ctrl-C ends the session as SIGINT does; the terminal is given back.
    tmux.send(&["C-c"]);
    let screen = tmux.wait_for("the end", |s| s.contains("taktil-exit="));
    assert!(screen.contains("taktil-exit=130"), "{screen}");
    tmux.wait_for("cooked mode", |s| s.lines().any(|l| l.trim() == "icanon"));
}

#[test]
fn the_promotion_piece_is_a_single_key() {
    let Some(tmux) = plain_play("promote", "--fen '4k3/P7/8/8/8/8/8/4K3 w - - 0 1'") else {
        println!("skipped: tmux is not installed");
        return;
    };
    tmux.wait_for("ready", |s| s.contains("Ready. You play white."));
    tmux.send(&[":", "L a7", "Enter", ":", "P a8", "Enter"]);
    tmux.wait_for("the question", |s| s.contains("Promotion on Anna acht. Which piece?"));
    tmux.send(&["n"]);
    tmux.wait_for("a knight", |s| s.contains("move: 1. a8=N"));
    // Ctrl-D ends the input, which was the session's only source: an ordinary end.
    tmux.send(&["C-d"]);
    let screen = tmux.wait_for("the end", |s| s.contains("taktil-exit="));
    assert!(screen.contains("taktil-exit=0"), "{screen}");
}

#[test]
fn piped_standard_input_still_reads_lines() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_taktil"))
        .args(["play", "--view", "plain", "--silent"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("taktil runs");
    // "5" is a keystroke on a terminal, but a line here: not a key, a line that does
    // not parse. The pad key as a line works.
    child.stdin.take().expect("stdin").write_all(b"5\npad K moves\n").expect("written");
    let out = child.wait_with_output().expect("taktil ends");
    let said = String::from_utf8_lossy(&out.stdout);
    let problems = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("Move 1, White to move."), "{said}");
    assert!(problems.contains("input:") && problems.contains(": 5"), "{problems}");
}
