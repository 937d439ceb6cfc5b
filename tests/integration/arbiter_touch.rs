//! The arbiter's touch rulings through `taktil play`: an upheld touch of the sighted
//! player (E2.9e, 4.3) is a journaled script line, so a session `--resume`d from the
//! journal still refuses a move that breaks it.

use std::{ffi::OsStr, path::Path, process::Command};

/// Runs `taktil play --silent --journal <journal> [extra]` with `lines` typed on its
/// standard input, and returns what it printed.
fn play(journal: &Path, extra: &[&str], lines: &str) -> String {
    let mut args = vec![OsStr::new("--journal"), journal.as_os_str()];
    args.extend(extra.iter().map(OsStr::new));
    let out = crate::util::play_typed(args, lines.as_bytes());
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn an_upheld_touch_still_binds_after_resume() {
    let dir = std::env::temp_dir().join(format!("taktil-arbiter-touch-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let journal = dir.join("upheld.journal");
    let said = play(&journal, &[], "assist move e4\nassist touch g8\nassist arbiter uphold\n");
    let upheld = "The arbiter upholds Black's touch: the Springer on Gustav acht must move.";
    assert!(said.contains(upheld), "{said}");
    let text = std::fs::read_to_string(&journal).unwrap();
    assert!(text.contains("arbiter  uphold #~"), "{text}");
    // Resumed from the journal, the obligation is derived again from its lines.
    let said = play(&journal, &["--resume"], "assist move e5\nassist move Nf6\n");
    assert!(said.contains("Game restored after move 1."), "{said}");
    assert!(said.contains(upheld), "the refusal gives the reason: {said}");
    assert!(said.contains("Touch-move violation by Black: the move was refused."), "{said}");
    let replayed = Command::new(env!("CARGO_BIN_EXE_taktil")).arg("replay").arg(&journal).output().unwrap();
    let replayed = String::from_utf8_lossy(&replayed.stdout);
    assert!(replayed.contains("Nf6") && !replayed.contains("e5"), "{replayed}");
    let _ = std::fs::remove_dir_all(&dir);
}
