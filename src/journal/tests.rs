//! The journal's tests: written, read back, damaged in every way a crash or a bad byte
//! damages it.

use super::*;
use crate::core::input::{BoardMsg, Device, Input};
use shakmaty::{Color, Square};
use std::fs;

fn lift(t: u64, sq: Square) -> TimedInput {
    TimedInput {
        line: 0,
        t: Timestamp(t),
        input: Input::Board { device: Device::Tactile, msg: BoardMsg::Lift(sq), seq: None },
    }
}

fn temp(name: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("taktil-journal-{}-{name}", std::process::id()));
    let _ = fs::remove_file(&path);
    path
}

/// A checked journal's text: a header, three events and a comment.
fn written(name: &str) -> (PathBuf, Vec<u8>) {
    let path = temp(name);
    let header = Header { blind: Some(Color::Black), settle_ms: Some(300), ..Header::default() };
    let mut j = Journal::create(&path, &header, 1_700_000_000_000).unwrap();
    j.write(&lift(0, Square::E2)).unwrap();
    j.comment("a note").unwrap();
    j.write(&lift(1500, Square::E7)).unwrap();
    j.write(&lift(2000, Square::D2)).unwrap();
    j.sync().unwrap();
    let bytes = fs::read(&path).unwrap();
    (path, bytes)
}

#[test]
fn the_check_is_the_crc_32_of_the_previous_check_and_the_text() {
    assert_eq!(crc32(b"123456789"), 0xcbf4_3926);
    assert_eq!(check(0, b"# taktil play journal 2"), crc32(b"00000000# taktil play journal 2"));
    let mut chain = Chain(Some(0));
    let line = chain.line(FIRST_LINE);
    assert_eq!(line, format!("{FIRST_LINE} #~{:08x}\n", crc32(b"00000000# taktil play journal 2")));
}

#[test]
fn a_written_journal_reads_back_whole_and_every_line_has_its_check() {
    let (path, bytes) = written("whole");
    let text = String::from_utf8(bytes.clone()).unwrap();
    assert!(text.lines().all(|l| split_check(l.as_bytes()).is_some()), "{text}");
    assert!(text.starts_with("# taktil play journal 2 #~"), "{text}");
    let r = read(&bytes).unwrap();
    assert!(r.checked && r.game);
    assert_eq!(r.dropped, None);
    assert_eq!(r.kept, bytes.len());
    assert_eq!(r.script.header.blind, Some(Color::Black));
    assert_eq!(r.script.events, [lift(0, Square::E2), lift(1500, Square::E7), lift(2000, Square::D2)]);
    assert_eq!(r.wall, Some((Timestamp(0), 1_700_000_000_000)));
    // A replay reads it as a script: the checks are comments.
    assert_eq!(script::parse(&text).unwrap().events.len(), 3);
    // A new session never overwrites it.
    let e = Journal::create(&path, &Header::default(), 0).unwrap_err();
    assert_eq!(e.kind(), io::ErrorKind::AlreadyExists);
    let _ = fs::remove_file(&path);
}

/// The line numbers of the written journal: 1 first line, 2-3 set, 4 wall, 5 L e2,
/// 6 comment, 7 L e7, 8 L d2.
fn line_start(bytes: &[u8], line: usize) -> usize {
    bytes.split_inclusive(|b| *b == b'\n').take(line - 1).map(<[u8]>::len).sum()
}

#[test]
fn a_changed_byte_leaves_out_its_line_and_all_after_it() {
    let (path, mut bytes) = written("flip");
    let at = line_start(&bytes, 7) + 20;
    bytes[at] = b'5';
    let r = read(&bytes).unwrap();
    let d = r.dropped.clone().unwrap();
    assert_eq!((d.line, d.count, &d.why), (7, 2, &Why::Check));
    assert_eq!(d.report().split(" #~").next().unwrap(), "line 7 (`@1500   tactile  L e5");
    assert!(d.report().ends_with("`): the line does not match its check; 2 lines left out"), "{}", d.report());
    assert_eq!(r.script.events, [lift(0, Square::E2)]);
    assert_eq!(r.kept, line_start(&bytes, 7));
    let _ = fs::remove_file(&path);
}

#[test]
fn a_joined_a_moved_and_a_missing_line_are_found() {
    let (path, bytes) = written("joined");
    // A line end turned into a letter: lines 5 and 6 are one.
    let mut joined = bytes.clone();
    joined[line_start(&bytes, 6) - 1] = b'C';
    assert_eq!(read(&joined).unwrap().dropped.map(|d| (d.line, d.why)), Some((5, Why::Check)));
    // Lines 7 and 8 swapped.
    let lines: Vec<&[u8]> = bytes.split_inclusive(|b| *b == b'\n').collect();
    let mut moved = lines.clone();
    moved.swap(6, 7);
    assert_eq!(read(&moved.concat()).unwrap().dropped.map(|d| d.line), Some(7));
    // Line 6 missing.
    let mut missing = lines.clone();
    missing.remove(5);
    let r = read(&missing.concat()).unwrap();
    assert_eq!(r.dropped.map(|d| d.line), Some(6));
    assert_eq!(r.script.events, [lift(0, Square::E2)]);
    // A line end added.
    let mut split = bytes.clone();
    split.insert(line_start(&bytes, 5) + 3, b'\n');
    assert_eq!(read(&split).unwrap().dropped.map(|d| d.line), Some(5));
    let _ = fs::remove_file(&path);
}

#[test]
fn a_cut_off_or_unreadable_last_line_is_left_out() {
    let (path, bytes) = written("cut");
    let r = read(&bytes[..bytes.len() - 5]).unwrap();
    let d = r.dropped.unwrap();
    assert_eq!((d.line, d.count, d.why), (8, 1, Why::Cut));
    assert_eq!(r.script.events.len(), 2);
    let mut bad = bytes.clone();
    bad[line_start(&bytes, 8) + 3] = 0xFF;
    assert_eq!(read(&bad).unwrap().dropped.map(|d| (d.line, d.count)), Some((8, 1)));
    let _ = fs::remove_file(&path);
}

#[test]
fn a_journal_without_its_settings_holds_no_game() {
    for bytes in [&b""[..], b"# taktil pl", b"\xEF\xBB\xBF"] {
        let r = read(bytes).unwrap();
        assert!(!r.game, "{bytes:?}");
    }
    let (path, bytes) = written("no-game");
    // The start cut off within the header (a power cut in the first milliseconds).
    let r = read(&bytes[..line_start(&bytes, 3) + 4]).unwrap();
    assert!(!r.game && r.checked);
    assert_eq!(r.dropped.map(|d| (d.line, d.why)), Some((3, Why::Cut)));
    // Settings damaged with lines after them: refused, the line named.
    let mut bad = bytes.clone();
    bad[line_start(&bytes, 2) + 10] = b'x';
    let e = read(&bad).unwrap_err();
    let text = e.to_string();
    assert!(text.starts_with("line 2 (`set blind xlack #~"), "{text}");
    assert!(
        text.ends_with(
            "`): the line does not match its check; 7 lines left out: the journal's settings are damaged; the game cannot be restored"
        ),
        "{text}"
    );
    let _ = fs::remove_file(&path);
}

#[test]
fn an_old_journal_reads_as_before() {
    let r = read(b"set blind white\n@0 tactile L e2\n@10 tactile P e4\n# tick @510\n# a comment\n# settled @600\n")
        .unwrap();
    assert!(!r.checked && r.game);
    assert_eq!(r.marks, [(4, Mark::Tick, Timestamp(510)), (6, Mark::Settled, Timestamp(600))]);
    assert_eq!(r.script.events.len(), 2);
    let r = read(b"# wall @0 1000\n@5 tactile L e2\n# wall @900 2000\n# wall @x 3\n").unwrap();
    assert_eq!(r.wall, Some((Timestamp(900), 2000)));
    // A cut-off last line, even one that parses, is left out.
    let text = b"set blind white\n@0 tactile L e2\n@100 tactile P e";
    let r = read(text).unwrap();
    assert_eq!(r.script.events, [lift(0, Square::E2)]);
    assert_eq!(r.dropped.map(|d| (d.line, d.why)), Some((3, Why::Cut)));
    assert_eq!(r.kept, text.len() - "@100 tactile P e".len());
    // An unreadable last line is left out; garbage before it is an error.
    let r = read(b"@0 tactile L e2\n@1\x00\x00\n").unwrap();
    assert_eq!(r.dropped.map(|d| d.line), Some(2));
    assert_eq!(r.kept, "@0 tactile L e2\n".len());
    let e = read(b"@0 tactile L e2\ngarbage\n@100 tactile L e7\n").unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 2: unexpected 'garbage': expected an event '@<ms> <device> <message>' or a header line 'set <key> <value>'"
    );
    assert!(read(b"garbage\n@0 tactile L e").is_err());
    // Bytes that are not UTF-8: in the last line, left out; before it, named.
    let r = read(b"@0 tactile L e2\n@100 tactile L \xE9\n").unwrap();
    assert_eq!(r.dropped.map(|d| (d.line, d.why)), Some((2, Why::NotUtf8 { column: 16 })));
    let e = read(b"@0 tactile L \xE9\n@100 tactile L e2\n").unwrap_err();
    assert_eq!(e.to_string(), "line 1, column 14: not UTF-8 text");
    // A byte order mark is skipped.
    let r = read(b"\xEF\xBB\xBFset blind black\n@0 tactile L e2\n").unwrap();
    assert_eq!(r.script.header.blind, Some(Color::Black));
}

#[test]
fn going_on_after_a_drop_writes_the_journal_again_with_its_record() {
    let (path, mut bytes) = written("go-on");
    let at = line_start(&bytes, 7) + 14;
    bytes[at] = b'5';
    fs::write(&path, &bytes).unwrap();
    let r = read(&bytes).unwrap();
    let d = r.dropped.clone().unwrap();
    let saved = save_dropped(&path, d.line, &bytes[r.kept..]).unwrap();
    assert_eq!(fs::read(&saved).unwrap(), &bytes[r.kept..]);
    let mut j = Journal::go_on(&path, &bytes, &r, &[], &[d.record()]).unwrap();
    j.write(&lift(3000, Square::G1)).unwrap();
    j.sync().unwrap();
    let again = fs::read(&path).unwrap();
    let r2 = read(&again).unwrap();
    assert_eq!(r2.dropped, None, "{}", String::from_utf8_lossy(&again));
    assert_eq!(r2.script.events, [lift(0, Square::E2), lift(3000, Square::G1)]);
    assert_eq!(r2.untold, [Told { line: 7, count: 2, cut: false }]);
    let text = String::from_utf8(again).unwrap();
    assert!(text.contains("\n# dropped 2 from line 7: the line does not match its check #~"), "{text}");
    // Told: no longer untold.
    j.comment("told").unwrap();
    assert_eq!(read(&fs::read(&path).unwrap()).unwrap().untold, []);
    let _ = fs::remove_file(&path);
    let _ = fs::remove_file(&saved);
}

#[test]
fn going_on_without_a_drop_appends() {
    let (path, bytes) = written("append");
    let r = read(&bytes).unwrap();
    let mut j = Journal::go_on(&path, &bytes, &r, &[], &["resumed at @2000".to_owned()]).unwrap();
    j.write(&lift(3000, Square::G1)).unwrap();
    j.sync().unwrap();
    let r = read(&fs::read(&path).unwrap()).unwrap();
    assert_eq!((r.dropped, r.script.events.len()), (None, 4));
    let _ = fs::remove_file(&path);
}

#[test]
fn a_journal_with_no_game_starts_over() {
    let path = temp("start-over");
    fs::write(&path, b"# taktil pl").unwrap();
    let header = Header { blind: Some(Color::Black), ..Header::default() };
    let mut j = Journal::start_over(&path, &header, 5).unwrap();
    j.write(&lift(10, Square::E7)).unwrap();
    j.sync().unwrap();
    let r = read(&fs::read(&path).unwrap()).unwrap();
    assert!(r.game && r.dropped.is_none());
    assert_eq!(r.script.header, header);
    let _ = fs::remove_file(&path);
}

#[test]
fn checkpoints_read_back() {
    let c = Checkpoint { line: 0, ply: 3, san: "Qxf7#".into(), clocks: Some((5_398_500, 5_400_000)) };
    assert_eq!(c.to_string(), "# made 3 Qxf7# white 5398500 black 5400000");
    assert_eq!(Checkpoint::parse(9, &c.to_string()), Some(Checkpoint { line: 9, ..c }));
    let c = Checkpoint { line: 2, ply: 1, san: "e4".into(), clocks: None };
    assert_eq!(Checkpoint::parse(2, "# made 1 e4"), Some(c));
    assert_eq!(Checkpoint::parse(2, "# made 1 e4 white"), None);
    let r = read(b"@0 assist move e4\n# made 1 e4\n").unwrap();
    assert_eq!(r.checkpoints.len(), 1);
}

/// A checkpoint of `san` at half-move `ply`, lacking after line `after`.
fn lacking(after: usize, ply: u32, san: &str) -> Lacking {
    Lacking { after, checkpoint: Checkpoint { line: 0, ply, san: san.into(), clocks: None } }
}

#[test]
fn a_lacking_checkpoint_at_the_end_is_appended_in_the_chain() {
    let (path, bytes) = written("lacking-end");
    let r = read(&bytes).unwrap();
    let j = Journal::go_on(&path, &bytes, &r, &[lacking(8, 1, "d4")], &["resumed at @2000".to_owned()]).unwrap();
    drop(j);
    let again = fs::read(&path).unwrap();
    assert!(again.starts_with(&bytes), "appended, not written again");
    let r = read(&again).unwrap();
    assert_eq!(r.dropped, None);
    assert_eq!(r.checkpoints, [Checkpoint { line: 9, ply: 1, san: "d4".into(), clocks: None }]);
    assert_eq!(r.resumes, [10]);
    let _ = fs::remove_file(&path);
}

#[test]
fn a_lacking_checkpoint_inside_writes_the_journal_again_with_every_line_kept() {
    let (path, bytes) = written("lacking-inside");
    let r = read(&bytes).unwrap();
    // After line 5 (`L e2`) and after line 7 (`L e7`): the lines keep their text, every
    // check is computed anew.
    let lack = [lacking(5, 1, "e4"), lacking(7, 2, "e5")];
    drop(Journal::go_on(&path, &bytes, &r, &lack, &["resumed at @2000".to_owned()]).unwrap());
    let again = fs::read(&path).unwrap();
    let r2 = read(&again).unwrap();
    assert_eq!(r2.dropped, None, "{}", String::from_utf8_lossy(&again));
    assert_eq!(r2.script.events.len(), 3);
    assert_eq!(r2.checkpoints.iter().map(|c| (c.line, c.san.as_str())).collect::<Vec<_>>(), [(6, "e4"), (9, "e5")]);
    let texts = |b: &[u8]| -> Vec<String> {
        String::from_utf8_lossy(b).lines().map(|l| l.rsplit_once(" #~").unwrap().0.to_owned()).collect()
    };
    let mut want = texts(&bytes);
    want.insert(5, "# made 1 e4".into());
    want.insert(8, "# made 2 e5".into());
    want.push("# resumed at @2000".into());
    assert_eq!(texts(&again), want);
    let _ = fs::remove_file(&path);
}

#[test]
fn the_resumes_marks_are_read_and_tell_what_a_resumed_session_wrote() {
    let (path, bytes) = written("resumes");
    let r = read(&bytes).unwrap();
    drop(Journal::go_on(&path, &bytes, &r, &[], &["resumed at @2000".to_owned()]).unwrap());
    let r = read(&fs::read(&path).unwrap()).unwrap();
    assert_eq!((r.resumes.clone(), r.kept_lines()), (vec![9], 9));
    assert!(r.was_resumed() && !read(&bytes).unwrap().was_resumed());
    let _ = fs::remove_file(&path);
}
