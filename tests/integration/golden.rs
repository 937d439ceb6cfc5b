//! Golden session scripts: every `tests/scripts/**/*.script` is replayed through the
//! core and its symbolic outputs compared with the `.expect` file beside it.
//!
//! Each script opens with a comment naming the rule it shows. A script whose name
//! says `refused` shows a script taktil does not take: its `.expect` is the error.
//! `BLESS=1 cargo test
//! --test integration golden` rewrites the expectations; read the diff before
//! committing it.

use std::{
    fs,
    path::{Path, PathBuf},
};

use taktil::{core::output::Output, replay};

fn scripts(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = fs::read_dir(dir).expect("tests/scripts").flatten().map(|e| e.path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            scripts(&path, out);
        } else if path.extension().is_some_and(|e| e == "script") {
            out.push(path);
        }
    }
}

/// Compares `got` with the expectation at `path` (rewrites it when blessing); a
/// difference is added to `failures`.
fn check(failures: &mut Vec<String>, bless: bool, name: &str, path: &Path, got: &str) {
    if bless {
        fs::write(path, got).expect("write .expect");
        return;
    }
    let want = fs::read_to_string(path).unwrap_or_default();
    if got != want {
        failures.push(format!("{name}\n~~~ expected\n{want}~~~ got\n{got}~~~"));
    }
}

#[test]
fn golden_scripts() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scripts");
    let mut paths = Vec::new();
    scripts(&root, &mut paths);
    assert!(paths.len() >= 40, "expected the golden scripts, found {}", paths.len());
    let bless = std::env::var_os("BLESS").is_some();
    let mut failures = Vec::new();
    for path in &paths {
        let name = path.strip_prefix(&root).unwrap_or(path).display().to_string();
        let text = fs::read_to_string(path).expect("readable script");
        let first = text.lines().next().unwrap_or("");
        assert!(
            first.starts_with("# ") && first.chars().any(|c| c.is_ascii_digit()),
            "{name}: the first line must be a comment naming the rule (R-xx or article)"
        );
        let session = match replay::run(&text, &Default::default()) {
            Ok(session) => session,
            Err(e) if name.contains("refused") => {
                check(&mut failures, bless, &name, &path.with_extension("expect"), &format!("error {e}\n"));
                continue;
            }
            Err(e) => panic!("{name}: {e}"),
        };
        // Every message must render in the default announcer without a Fluent error.
        let l10n = replay::localizer(&session.header, false).expect("default announcer");
        for timed in &session.outputs {
            if let Output::Say(msg) | Output::Note(msg) = &timed.output {
                let words = l10n.render(msg).text();
                assert!(!words.trim().is_empty(), "{name}: {msg} renders empty");
            }
        }
        assert!(l10n.take_errors().is_empty(), "{name}: announcer errors");
        let got: String = session.outputs.iter().map(|t| format!("{t}\n")).collect();
        check(&mut failures, bless, &name, &path.with_extension("expect"), &got);
    }
    assert!(failures.is_empty(), "{} golden scripts differ:\n\n{}", failures.len(), failures.join("\n\n"));
}
