//! The README's two commands and `scripts/setup.sh`, which both source: they work as
//! written for root (no sudo installed, as on a fresh Debian 12) and for a user with
//! sudo, and tell a user without sudo what to do (issue 13). The script runs here with
//! fake `id`, `dpkg`, `apt-get`, `sudo` and `cargo` on its PATH, which log what they
//! were asked; nothing is installed.

use std::{
    fs,
    os::unix::fs::PermissionsExt,
    path::{Path, PathBuf},
    process::Command,
};

/// The project's root.
fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Writes an executable shell script `name` into `bin`.
fn fake(bin: &Path, name: &str, body: &str) {
    let path = bin.join(name);
    fs::write(&path, format!("#!/bin/bash\n{body}\n")).unwrap();
    fs::set_permissions(&path, fs::Permissions::from_mode(0o755)).unwrap();
}

/// Sources setup.sh as user `uid`, with or without sudo, `curl` the one package
/// missing; its exit code, standard error and the fakes' log.
fn setup(dir: &Path, uid: u32, with_sudo: bool) -> (Option<i32>, String, String) {
    let bin = dir.join(format!("bin-{uid}-{with_sudo}"));
    fs::create_dir_all(&bin).unwrap();
    let log = dir.join(format!("log-{uid}-{with_sudo}"));
    fake(&bin, "id", &format!("echo {uid}"));
    fake(&bin, "dpkg", r#"[ "$2" = curl ] && exit 1; exit 0"#);
    fake(&bin, "apt-get", r#"echo "apt-get $*" >> "$FAKE_LOG""#);
    fake(&bin, "env", r#"exec /usr/bin/env "$@""#);
    fake(&bin, "cargo", "exit 0");
    if with_sudo {
        fake(&bin, "sudo", r#"echo "sudo $1" >> "$FAKE_LOG"; "$@""#);
    }
    let out = Command::new("/bin/bash")
        .arg("-c")
        .arg(". scripts/setup.sh")
        // As `bash scripts/demo.sh` sources it: $0 is the script run.
        .arg("scripts/demo.sh")
        .current_dir(root())
        .env("PATH", &bin)
        .env("FAKE_LOG", &log)
        .output()
        .unwrap();
    let logged = fs::read_to_string(&log).unwrap_or_default();
    (out.status.code(), String::from_utf8_lossy(&out.stderr).into_owned(), logged)
}

#[test]
fn setup_installs_as_root_without_sudo_and_as_a_user_through_sudo() {
    let dir = std::env::temp_dir().join(format!("taktil-setup-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    let install = "apt-get update -qq\napt-get install -y -qq --no-install-recommends curl\n";
    // Root, no sudo on the system: apt-get directly.
    let (code, stderr, log) = setup(&dir, 0, false);
    assert_eq!((code, stderr.as_str(), log.as_str()), (Some(0), "taktil setup: installing curl\n", install));
    // A user with sudo: apt-get through sudo.
    let (code, _, log) = setup(&dir, 1000, true);
    assert_eq!(code, Some(0));
    assert_eq!(log, format!("sudo apt-get\n{}", install.replace("\napt-get install", "\nsudo env\napt-get install")));
    // A user without sudo: told what to do, nothing run.
    let (code, stderr, log) = setup(&dir, 1000, false);
    assert_eq!(code, Some(1));
    assert_eq!(
        stderr,
        "taktil setup: these packages are missing: curl\n\
         taktil setup: installing them needs root, and sudo is not installed: run the same command as root\n\
         taktil setup: (su -c 'bash scripts/demo.sh'), or have root run: apt-get install curl; then run it again.\n"
    );
    assert_eq!(log, "");
    let _ = fs::remove_dir_all(&dir);
}

/// The README's commands have no `sudo` in front, and CI runs its test command as
/// written.
#[test]
fn the_readme_commands_need_no_sudo_and_ci_runs_the_same_test_command() {
    let readme = fs::read_to_string(root().join("README.md")).unwrap();
    let block = readme.split("```sh\n").nth(1).and_then(|b| b.split("```").next()).unwrap();
    let commands: Vec<&str> = block.lines().map(|l| l.split('#').next().unwrap_or("").trim()).collect();
    assert_eq!(commands, ["bash scripts/demo.sh", "bash scripts/test.sh"]);
    let ci = fs::read_to_string(root().join(".ci/run")).unwrap();
    assert_eq!(ci.lines().last(), Some("bash scripts/test.sh"));
}

/// Issue 29, point 13: every program the tests and taktil start by name is installed
/// by `scripts/setup.sh`, or is in every Debian (Essential: coreutils, bash), so the
/// README's test command works on a minimal system. A program added to a test without
/// its package here fails this test, naming it.
#[test]
fn every_program_started_by_name_is_installed_by_setup() {
    // The program, and the Debian package that has it.
    let packages = [
        ("espeak-ng", "espeak-ng"),
        ("speech-dispatcher", "speech-dispatcher"),
        ("parec", "pulseaudio-utils"),
        ("tmux", "tmux"),
        ("python3", "python3"),
        ("make", "build-essential"),
        ("brltty", "brltty"),
        ("lou_translate", "liblouis-bin"),
        ("node", "nodejs"),
        ("cp", "coreutils"),
        ("mkfifo", "coreutils"),
        ("/bin/bash", "bash"),
    ];
    let essential = ["coreutils", "bash"];
    let setup = fs::read_to_string(root().join("scripts/setup.sh")).unwrap();
    let installed: Vec<&str> = setup
        .lines()
        .filter_map(|l| l.trim().strip_prefix("PACKAGES=\""))
        .flat_map(|l| l.split('"').next().unwrap_or("").split_whitespace())
        .filter(|p| !p.starts_with('$'))
        .collect();
    let mut started = Vec::new();
    for dir in ["src", "tests"] {
        collect_started(&root().join(dir), &mut started);
    }
    assert!(started.iter().any(|p| p == "espeak-ng"), "the scan finds the programs: {started:?}");
    for program in &started {
        let Some((_, package)) = packages.iter().find(|(p, _)| p == program) else {
            panic!("{program} is started by name: add its package to scripts/setup.sh and to this list");
        };
        assert!(
            essential.contains(package) || installed.contains(package),
            "{program} comes with {package}, which scripts/setup.sh does not install: {installed:?}"
        );
    }
}

/// The literal program names in `Command::new("…")` in the Rust files under `dir`.
fn collect_started(dir: &Path, into: &mut Vec<String>) {
    let mut entries: Vec<PathBuf> = fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            collect_started(&path, into);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = fs::read_to_string(&path).unwrap();
            let needle = concat!("Command::new", "(\"");
            for part in text.split(needle).skip(1) {
                let name = part.split('"').next().unwrap_or("").to_owned();
                let plain = !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || "_-./".contains(c));
                if plain && !into.contains(&name) {
                    into.push(name);
                }
            }
        }
    }
}
