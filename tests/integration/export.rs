//! The blind player's own scoresheet (E2.5, R-43): braille (BRF and Unicode) compared
//! with the golden files in `tests/export/`, and the spoken sheet as a WAV file.
//!
//! `BLESS=1 cargo test --test integration export` rewrites the golden files; read the
//! diff before committing it.

use std::{fs, path::Path, process::Command};

#[cfg(feature = "louis")]
fn golden(path: &Path, actual: &str) {
    if std::env::var_os("BLESS").is_some() {
        fs::write(path, actual).expect("writable golden file");
        return;
    }
    let expected = fs::read_to_string(path).unwrap_or_default();
    assert_eq!(actual, expected, "{} differs (BLESS=1 to rewrite)", path.display());
}

/// The six locales, each with its national braille (issue 17 point 4).
#[cfg(feature = "louis")]
const LOCALES: [&str; 6] = ["en", "de", "da", "nb", "sv", "is"];

/// Runs `taktil replay --braille` on `script` (in `tests/export/`) with `flags`; the
/// BRF file, the Unicode braille and standard error.
fn braille(script: &str, flags: &[&str]) -> (String, String, String) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/export");
    // One directory per call: tests run in parallel, and two with the same flags
    // must not remove each other's files.
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("taktil-export-{}-{call}", std::process::id()));
    fs::create_dir_all(&dir).expect("temp dir");
    let brf = dir.join("sheet.brf");
    let out = Command::new(env!("CARGO_BIN_EXE_taktil"))
        .args(["replay", "--scoresheets"])
        .args(flags)
        .arg("--braille")
        .arg(&brf)
        .arg(root.join(script))
        .output()
        .expect("taktil runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let ascii = fs::read_to_string(&brf).expect("BRF written");
    let unicode = fs::read_to_string(brf.with_extension("txt")).expect("Unicode braille written");
    let _ = fs::remove_dir_all(&dir);
    // A BRF file: six-dot cells in Braille ASCII, at most 40 cells a line.
    assert!(ascii.bytes().all(|b| (0x20..0x60).contains(&b) || b"\r\n\x0c".contains(&b)), "{ascii}");
    assert!(ascii.lines().all(|l| l.trim_end_matches('\r').len() <= 40), "{ascii}");
    assert!(unicode.lines().all(|l| l.chars().count() <= 40), "{unicode}");
    (ascii, unicode, String::from_utf8_lossy(&out.stderr).into_owned())
}

#[cfg(feature = "louis")]
#[test]
fn braille_scoresheets_match_the_golden_files() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/export");
    for locale in LOCALES {
        let (ascii, unicode, _) = braille("sample.script", &["--locale", locale]);
        golden(&root.join(format!("sample.{locale}.brf")), &ascii);
        golden(&root.join(format!("sample.{locale}.txt")), &unicode);
    }
}

#[test]
fn sheet_letters_english_writes_the_german_sheet_in_english_letters() {
    // The German locale with English letters: the German braille of "Nf3".
    let (_, english, _) = braille("sample.script", &["--locale", "de", "--sheet-letters", "english"]);
    let (_, local, _) = braille("sample.script", &["--locale", "de"]);
    let lines = |text: &str| text.lines().map(str::to_owned).collect::<Vec<_>>();
    assert_eq!(lines(&english).len(), lines(&local).len());
    assert_ne!(english, local);
    // Line 2, "2. Nf3 Nc6" against "2. Sf3 Sc6": the letters differ, the rest is the same.
    let (e, l) = (&lines(&english)[1], &lines(&local)[1]);
    assert_eq!(e.chars().count(), l.chars().count(), "{e} {l}");
    assert_eq!(e.chars().zip(l.chars()).filter(|(a, b)| a != b).count(), 2, "{e} {l}");
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

/// Whether the system tool `name` runs; when it does not, the test fails under CI (the
/// setup installs it) and is skipped with a printed line elsewhere.
#[cfg(feature = "louis")]
fn tool(name: &str, arg: &str) -> bool {
    crate::util::tool_runs(name, arg)
}

/// The scoresheet's print lines of `script` in `locale`, before braille.
#[cfg(feature = "louis")]
fn print_lines(script: &str, locale: &str) -> Vec<String> {
    use taktil::replay;
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/export").join(script);
    let text = fs::read_to_string(path).expect("script");
    let mut overrides = replay::Overrides::default();
    overrides.header.locale = Some(locale.to_owned());
    let session = replay::run(&text, &overrides).expect("replays");
    let l10n = replay::localizer(&session.header, false).expect("locale");
    taktil::export::sheet_lines(&session, &l10n, taktil::export::SheetLetters::Local)
}

/// What liblouis's own tool prints for `lines` with the table list `table`, as Unicode
/// braille, one line each.
#[cfg(feature = "louis")]
fn lou_translate(table: &str, lines: &[String]) -> Vec<String> {
    use std::{io::Write, process::Stdio};
    let mut child = Command::new("lou_translate")
        .args(["--forward", &format!("unicode.dis,{table}")])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("lou_translate runs");
    let mut input = lines.join("\n");
    input.push('\n');
    child.stdin.take().expect("stdin").write_all(input.as_bytes()).expect("lou_translate reads");
    let out = child.wait_with_output().expect("lou_translate ends");
    assert!(out.status.success(), "lou_translate {table}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).expect("UTF-8").lines().map(str::to_owned).collect()
}

/// Issue 17 point 4: in every locale and both codes, each line of the scoresheet is
/// liblouis's own translation of the print line (`lou_translate`, liblouis-bin), in the
/// Unicode file by the locale's table and in the BRF file by its six-dot table.
#[cfg(feature = "louis")]
#[test]
fn each_locale_writes_liblouis_own_translation() {
    use taktil::export::braille::{BrailleCell, BrailleCode, tables};
    if !tool("lou_translate", "--version") {
        return;
    }
    for locale in LOCALES {
        let lines = print_lines("notation.script", locale);
        assert!(lines.iter().any(|l| l.contains("e.p.")) && lines.iter().any(|l| l.contains("0-0-0")), "{lines:?}");
        for code in [BrailleCode::Computer, BrailleCode::Literary] {
            let (ascii, unicode, _) =
                braille("notation.script", &["--locale", locale, "--braille-code", code.as_str()]);
            let tables = tables(locale, code);
            let context = format!("{locale} {code}: {tables:?}");
            assert_eq!(unicode.lines().collect::<Vec<_>>(), lou_translate(tables.unicode, &lines), "{context}");
            let brf: Vec<String> = ascii
                .lines()
                .map(|l| {
                    l.trim_end_matches('\r')
                        .chars()
                        .filter_map(BrailleCell::from_ascii)
                        .map(BrailleCell::to_unicode)
                        .collect()
                })
                .collect();
            assert_eq!(brf, lou_translate(tables.brf, &lines), "{context}");
        }
    }
}

/// Cells checked by hand, one line of the same game per locale and code: the number
/// sign, the capital sign and the digits of each country's braille.
#[cfg(feature = "louis")]
#[test]
fn known_cells_of_each_locale() {
    // "2. Sf3 Sc6" (Icelandic "2. Rf3 Rc6", English "2. Nf3 Nc6"), the second line.
    let cases = [
        // CBC: 2 is the lower-cell dots 2-3, the period dots 4-6, capital dots 4-5-6.
        ("en", "computer", "⠆⠨⠀⠸⠝⠋⠒⠀⠸⠝⠉⠖"),
        // UEB: number sign 3-4-5-6, period 2-5-6, capital dot 6.
        ("en", "literary", "⠼⠃⠲⠀⠠⠝⠋⠼⠉⠀⠠⠝⠉⠼⠋"),
        // German computer braille: 2 is dots 1-2-6, capital dot 4.
        ("de", "computer", "⠣⠄⠀⠈⠎⠋⠩⠀⠈⠎⠉⠫"),
        // German Basisschrift: number sign, capital dots 4-6.
        ("de", "literary", "⠼⠃⠄⠀⠨⠎⠋⠼⠉⠀⠨⠎⠉⠼⠋"),
        // Danish eight-dot computer braille: 2 is b with dot 8, capital S is s with dot 7.
        ("da", "computer", "⢃⠄⠀⡎⠋⢉⠀⡎⠉⢋"),
        // Danish fuldskrift: number sign, capital dot 6.
        ("da", "literary", "⠼⠃⠄⠀⠠⠎⠋⠼⠉⠀⠠⠎⠉⠼⠋"),
        ("nb", "computer", "⢃⠄⠀⡎⠋⢉⠀⡎⠉⢋"),
        ("nb", "literary", "⠼⠃⠄⠀⠠⠎⠋⠼⠉⠀⠠⠎⠉⠼⠋"),
        ("sv", "computer", "⢃⠄⠀⡎⠋⢉⠀⡎⠉⢋"),
        ("sv", "literary", "⠼⠃⠄⠀⠠⠎⠋⠼⠉⠀⠠⠎⠉⠼⠋"),
        // Icelandic: the knight is R (dots 1-2-3-5).
        ("is", "computer", "⢃⠄⠀⡗⠋⢉⠀⡗⠉⢋"),
        ("is", "literary", "⠼⠃⠄⠀⠠⠗⠋⠼⠉⠀⠠⠗⠉⠼⠋"),
    ];
    for (locale, code, line) in cases {
        let (_, unicode, _) = braille("sample.script", &["--locale", locale, "--braille-code", code]);
        assert_eq!(unicode.lines().nth(1), Some(line), "{locale} {code}");
    }
}

/// Without liblouis the North American table stays, for every locale, and the
/// command says that national braille was not built in.
#[cfg(not(feature = "louis"))]
#[test]
fn without_liblouis_the_command_says_so() {
    let (ascii, _, stderr) = braille("sample.script", &["--locale", "de", "--braille-code", "literary"]);
    assert!(stderr.contains("national braille (liblouis) was not built into this taktil"), "{stderr}");
    // North American Braille ASCII, the capital sign dot 6 (`,`), lower-cell digits.
    assert!(ascii.starts_with("1. E4 E5\r\n2. ,SF3 ,SC6\r\n"), "{ascii}");
}

/// With liblouis nothing is said about it.
#[cfg(feature = "louis")]
#[test]
fn with_liblouis_nothing_more_is_said() {
    let (_, _, stderr) = braille("sample.script", &["--locale", "de"]);
    assert!(!stderr.contains("liblouis"), "{stderr}");
}

/// A braille code that is not one: refused with the valid ones.
#[test]
fn a_bad_braille_code_is_refused() {
    let out = Command::new(env!("CARGO_BIN_EXE_taktil"))
        .args(["replay", "--braille-code", "grade2", "--braille", "x.brf", "tests/export/sample.script"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("taktil runs");
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("--braille-code") && stderr.contains("expected computer or literary"), "{stderr}");
}
