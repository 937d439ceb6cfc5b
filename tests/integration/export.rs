//! The blind player's own scoresheet (E2.5, R-43): braille (BRF and Unicode) compared
//! with the golden files in `tests/export/`, and the spoken sheet as a WAV file.
//!
//! `BLESS=1 cargo test --test integration export` rewrites the golden files; read the
//! diff before committing it.

use std::{fs, path::Path, process::Command};

fn golden(path: &Path, actual: &str) {
    if std::env::var_os("BLESS").is_some() {
        fs::write(path, actual).expect("writable golden file");
        return;
    }
    let expected = fs::read_to_string(path).unwrap_or_default();
    assert_eq!(actual, expected, "{} differs (BLESS=1 to rewrite)", path.display());
}

#[test]
fn braille_scoresheets_match_the_golden_files() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/export");
    let dir = std::env::temp_dir().join(format!("taktil-export-{}", std::process::id()));
    fs::create_dir_all(&dir).expect("temp dir");
    for locale in ["en", "de", "is"] {
        let brf = dir.join(format!("sample.{locale}.brf"));
        let out = Command::new(env!("CARGO_BIN_EXE_taktil"))
            .args(["replay", "--scoresheets", "--locale", locale, "--braille"])
            .arg(&brf)
            .arg(root.join("sample.script"))
            .output()
            .expect("taktil runs");
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let ascii = fs::read_to_string(&brf).expect("BRF written");
        let unicode = fs::read_to_string(brf.with_extension("txt")).expect("Unicode braille written");
        assert!(ascii.bytes().all(|b| (0x20..0x60).contains(&b) || b"\r\n\x0c".contains(&b)), "{ascii}");
        assert!(ascii.lines().all(|l| l.trim_end_matches('\r').len() <= 40), "{ascii}");
        golden(&root.join(format!("sample.{locale}.brf")), &ascii);
        golden(&root.join(format!("sample.{locale}.txt")), &unicode);
    }
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn sheet_letters_english_writes_the_german_sheet_in_english_letters() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/export");
    let dir = std::env::temp_dir().join(format!("taktil-export-letters-{}", std::process::id()));
    fs::create_dir_all(&dir).expect("temp dir");
    let brf = dir.join("sample.brf");
    let out = Command::new(env!("CARGO_BIN_EXE_taktil"))
        .args(["replay", "--locale", "de", "--sheet-letters", "english", "--braille"])
        .arg(&brf)
        .arg(root.join("sample.script"))
        .output()
        .expect("taktil runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    // The German locale with English letters writes what the English locale writes.
    let unicode = fs::read_to_string(brf.with_extension("txt")).expect("Unicode braille written");
    assert_eq!(unicode, fs::read_to_string(root.join("sample.en.txt")).expect("golden"));
    assert_ne!(unicode, fs::read_to_string(root.join("sample.de.txt")).expect("golden"));
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn braille_takes_one_script() {
    let out = Command::new(env!("CARGO_BIN_EXE_taktil"))
        .args(["replay", "--braille", "x.brf", "tests/export/sample.script", "tests/export/sample.script"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("taktil runs");
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("--braille writes one scoresheet: give one script, not 2"), "{stderr}");
}

#[test]
fn spoken_sheet_is_one_wav_file() {
    if Command::new("espeak-ng").arg("--version").output().is_err() {
        println!("skipped: espeak-ng is not installed");
        return;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/export");
    let wav = std::env::temp_dir().join(format!("taktil-spoken-{}.wav", std::process::id()));
    let out = Command::new(env!("CARGO_BIN_EXE_taktil"))
        .args(["replay", "--scoresheets", "--locale", "en", "--spoken-sheet"])
        .arg(&wav)
        .arg(root.join("three.script"))
        .output()
        .expect("taktil runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let bytes = fs::read(&wav).expect("WAV written");
    let _ = fs::remove_file(&wav);
    assert_eq!(&bytes[..4], b"RIFF");
    assert_eq!(&bytes[8..16], b"WAVEfmt ");
    let u32_at = |at: usize| u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]]);
    assert_eq!(u32_at(4) as usize, bytes.len() - 8);
    assert_eq!(u32_at(24), 22_050);
    assert_eq!(&bytes[36..40], b"data");
    let data = u32_at(40) as usize;
    assert_eq!(data, bytes.len() - 44);
    // Three moves, two numbers: well over the silences alone (3 × 0.7 s + 2 × 0.25 s).
    assert!(data > 22_050 * 2 * 3, "{data} bytes of samples");
}

/// Issue 16, R-42: with an electronic clock followed, every move's `[%clk]` in the PGN
/// is the clock's reading after the mover's press (the increment in it), not taktil's
/// own reckoning; unplugged, taktil's own clock goes on from the last reading.
#[test]
fn pgn_clk_comes_from_the_electronic_clocks_readings() {
    let script = "# Issue 16, R-42\n\
                  set time-control 90m +30s\n\
                  @1000   sighted  clock-reading white 1:25:00 black 1:28:00 running white\n\
                  @3000   tactile  L e2\n\
                  @3500   tactile  P e4\n\
                  @5000   sighted  clock-reading white 1:25:26 black 1:28:00 running black\n\
                  @8000   assist   move e5\n\
                  @9000   sighted  clock-reading white 1:25:26 black 1:28:26 running white\n\
                  @10000  sighted  clock-reading none\n\
                  @12000  assist   move Nf3\n";
    let path = std::env::temp_dir().join(format!("taktil-dgt-clk-{}.script", std::process::id()));
    fs::write(&path, script).expect("temp script");
    let out =
        Command::new(env!("CARGO_BIN_EXE_taktil")).args(["replay", "--pgn"]).arg(&path).output().expect("taktil runs");
    let _ = fs::remove_file(&path);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let pgn = String::from_utf8_lossy(&out.stdout);
    // Nf3: 1:25:26 read at 9 s, 3 s of White's time since, then 30 s for the move.
    assert!(pgn.contains("1. e4 { [%clk 1:25:26] } 1... e5 { [%clk 1:28:26] } 2. Nf3 { [%clk 1:25:53] }"), "{pgn}");
}
