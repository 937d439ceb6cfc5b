//! Kill and corrupt: the journal of real games, cut and damaged at random, is resumed;
//! the game comes back exactly as far as it was announced, or the damage is said with
//! its line, or the resume is refused with the line named: never a silently shorter or
//! different game (issue 13).
//!
//! Real games of `shared/data/games` are turned into peg events (`taktil::synth`: auto
//! announce with its settle timers, confirm mode with its presses, noise) and played
//! through the live session's loop (`taktil::play::Live`) with a journal, their inputs
//! queued at the instants of their synthesized times, so that no step waits and no
//! wall clock decides anything. The journal's bytes are then cut at a random byte (a
//! kill or a power cut), or one byte is changed, inserted or deleted at random, and the
//! result is resumed. The figures are printed (`--nocapture`); `TAKTIL_CORRUPT_CASES`
//! sets the number of cases per game (default 60).

use std::{
    fs,
    path::{Path, PathBuf},
    time::{Duration, Instant},
};

use rand::{Rng, SeedableRng, rngs::StdRng};
use shakmaty::Color;
use taktil::{
    core::{
        input::Input,
        msg::Msg,
        output::{MadeMove, Output},
    },
    item::{Item, Sink, What},
    journal::Checkpoint,
    l10n::{Localizer, Vocabulary},
    notice::Notice,
    pgn,
    play::{self, Arrival, Arrived, Sinks},
    replay,
    script::Header,
    synth::{self, SynthStyle},
};

fn shared() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared")
}

/// A few standard games of the shared collection, of moderate length, as timed
/// inputs; even ones in auto announce, odd ones in confirm mode.
fn games(count: usize) -> Vec<Vec<(u64, Input)>> {
    let text = fs::read_to_string(shared().join("data/games/WorldChamp1886.pgn")).expect("a PGN file");
    let games: Vec<_> = pgn::read_games(&text).into_iter().flatten().filter(|g| g.moves.len() >= 30).collect();
    games
        .iter()
        .take(count)
        .enumerate()
        .map(|(i, game)| {
            let style = SynthStyle { blind: Color::White, confirm: i % 2 == 1, ..SynthStyle::default() };
            let moves = &game.moves[..game.moves.len().min(60)];
            let s = synth::synthesize(&game.start, moves, &style, &mut StdRng::seed_from_u64(i as u64));
            s.events.into_iter().map(|(t, input)| (t.0, input)).collect()
        })
        .collect()
}

/// A screen that keeps what it gets.
#[derive(Default)]
struct Kept(Vec<Item>);

impl Sink for Kept {
    fn take(&mut self, item: &Item) {
        self.0.push(item.clone());
    }
}

/// A session with White blind and a clock, in `journal` (resumed from it, with `resume`).
pub(crate) fn options(journal: &Path, resume: bool) -> play::Options {
    let header = Header {
        blind: Some(Color::White),
        time_control: Some("40/90m, 30m +30s".parse().expect("a time control")),
        ..Header::default()
    };
    play::Options { header, journal: Some(journal.to_owned()), resume, ..play::Options::default() }
}

/// Plays a game live into a new journal; the moves made, each as its checkpoint.
fn play_live(inputs: &[(u64, Input)], journal: &Path, l10n: &Localizer) -> Vec<Checkpoint> {
    let live = play::Live::start(&options(journal, false)).expect("a session");
    let (tx, rx) = crossbeam_channel::unbounded();
    // Far enough ahead that the loop never waits on the wall clock for a step.
    let base = Instant::now() + Duration::from_secs(1);
    for (t, input) in inputs {
        tx.send(Arrival { at: base + Duration::from_millis(*t), what: Arrived::Input(input.clone()) }).unwrap();
    }
    drop(tx);
    let mut screen = Kept::default();
    let core = live.run(&rx, Sinks::new().with(&mut screen), l10n);
    core.moves().iter().map(|m| Checkpoint::of(0, m)).collect()
}

/// What a resume of some journal bytes did.
enum Resumed {
    /// Refused, with its message.
    Refused(String),
    /// Restored: the moves, whether a drop (or no game) was said, and what was said.
    Restored { moves: Vec<Checkpoint>, told: bool, last_said: Option<Msg>, whose_said: bool, new_game: bool },
}

fn resume(bytes: &[u8], dir: &Path, case: usize, l10n: &Localizer) -> Resumed {
    let journal = dir.join(format!("case{case}.journal"));
    fs::write(&journal, bytes).unwrap();
    let live = match play::Live::start(&options(&journal, true)) {
        Ok(live) => live,
        Err(e) => return Resumed::Refused(e.to_string()),
    };
    let moves: Vec<Checkpoint> = live.core().moves().iter().map(|m| Checkpoint::of(0, m)).collect();
    let last: Option<MadeMove> = live.core().moves().last().cloned();
    let (tx, rx) = crossbeam_channel::unbounded::<Arrival>();
    drop(tx);
    let mut screen = Kept::default();
    live.run(&rx, Sinks::new().with(&mut screen), l10n);
    let new_game = screen.0.iter().any(|i| i.what == What::Notice(Notice::JournalNoGame));
    let told = screen.0.iter().any(|i| {
        matches!(
            i.what,
            What::Notice(
                Notice::JournalLinesDropped { .. } | Notice::JournalLineIgnored { .. } | Notice::JournalNoGame
            )
        )
    });
    let said = |f: &dyn Fn(&Msg) -> bool| {
        screen.0.iter().find_map(|i| match &i.what {
            What::Output(Output::Say(m)) if f(m) => Some(m.clone()),
            _ => None,
        })
    };
    let last_said = said(&|m| matches!(m, Msg::LastMove(_)));
    let whose_said = said(&|m| matches!(m, Msg::MoveCount { .. } | Msg::GameIsOver)).is_some();
    assert_eq!(last_said, last.map(|m| Msg::LastMove(m.spoken())), "the last move is said after a restore");
    for entry in fs::read_dir(dir).unwrap().flatten() {
        let _ = fs::remove_file(entry.path());
    }
    Resumed::Restored { moves, told, last_said, whose_said, new_game }
}

/// How a journal was damaged.
#[derive(Clone, Copy, Debug)]
enum Damage {
    Cut(usize),
    Flip(usize, u8),
    Insert(usize, u8),
    Delete(usize),
}

fn damage(bytes: &[u8], how: Damage) -> Vec<u8> {
    let mut out = bytes.to_vec();
    match how {
        Damage::Cut(at) => out.truncate(at),
        Damage::Flip(at, b) => out[at] ^= b.max(1),
        Damage::Insert(at, b) => out.insert(at, b),
        Damage::Delete(at) => {
            out.remove(at);
        }
    }
    out
}

/// The bytes a random byte comes from: mostly line ends, digits, letters and spaces,
/// as a bad sector or a bad cable changes them, else anything.
fn random_byte(rng: &mut StdRng) -> u8 {
    match rng.random_range(0..4) {
        0 => b'\n',
        1 => b"0123456789abcdef #~@"[rng.random_range(0..20)],
        _ => rng.random(),
    }
}

/// The moves announced before byte `at`: those whose checkpoint line ends before it
/// (a checkpoint is synced before its move is said).
fn announced_before(bytes: &[u8], at: usize) -> usize {
    let text = String::from_utf8_lossy(&bytes[..at.min(bytes.len())]);
    let complete = text.rfind('\n').map_or("", |i| &text[..=i]);
    complete.lines().filter(|l| l.starts_with("# made ")).count()
}

#[derive(Default, Debug)]
struct Figures {
    kills: usize,
    corruptions: usize,
    detected: usize,
    refused: usize,
    unharmed: usize,
    silently_accepted: usize,
}

#[test]
fn a_killed_or_corrupted_journal_resumes_to_an_announced_move_or_says_where_it_is_damaged() {
    let cases: usize = std::env::var("TAKTIL_CORRUPT_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(60);
    let dir = std::env::temp_dir().join(format!("taktil-corrupt-{}", std::process::id()));
    let work = dir.join("cases");
    fs::create_dir_all(&work).unwrap();
    let l10n = Localizer::new("en", Vocabulary::default()).unwrap();
    let mut figures = Figures::default();
    let mut rng = StdRng::seed_from_u64(13);
    for (g, inputs) in games(4).iter().enumerate() {
        let journal = dir.join(format!("game{g}.journal"));
        let _ = fs::remove_file(&journal);
        let full = play_live(inputs, &journal, &l10n);
        let bytes = fs::read(&journal).unwrap();
        assert!(full.len() >= 20, "game {g}: {} moves", full.len());
        // The whole journal resumes to the whole game, nothing said about damage.
        match resume(&bytes, &work, 0, &l10n) {
            Resumed::Restored { moves, told: false, .. } => assert_eq!(moves, full, "game {g}"),
            _ => panic!("game {g}: the undamaged journal does not resume whole"),
        }
        // The settings at the start: one case in ten is aimed at them.
        let header = bytes.iter().position(|b| *b == b'@').unwrap_or(bytes.len());
        for case in 1..=cases {
            let at = if case % 10 == 0 { rng.random_range(0..header) } else { rng.random_range(0..bytes.len()) };
            let how = match rng.random_range(0..4) {
                0 => Damage::Cut(at),
                1 => Damage::Flip(at, rng.random()),
                2 => Damage::Insert(at, random_byte(&mut rng)),
                _ => Damage::Delete(at),
            };
            let damaged = damage(&bytes, how);
            let context = format!("game {g} case {case}: {how:?}");
            if matches!(how, Damage::Cut(_)) {
                figures.kills += 1;
            } else {
                figures.corruptions += 1;
            }
            match resume(&damaged, &work, case, &l10n) {
                Resumed::Refused(message) => {
                    assert!(message.contains("line "), "{context}: refused without naming the line: {message}");
                    figures.refused += 1;
                    figures.detected += 1;
                }
                Resumed::Restored { moves, told, last_said, whose_said, new_game } => {
                    assert!(whose_said || new_game, "{context}: whose move it is is not said");
                    assert_eq!(last_said.is_some(), !moves.is_empty(), "{context}");
                    let prefix = moves.len() <= full.len() && moves[..] == full[..moves.len()];
                    let announced = announced_before(&bytes, at);
                    // A kill may leave a shorter game, never one without a move that was
                    // announced; a changed byte may leave it shorter only when said.
                    let changed = !matches!(how, Damage::Cut(_));
                    let silent = !prefix || moves.len() < announced || (changed && !told && moves != full);
                    if silent {
                        figures.silently_accepted += 1;
                        eprintln!("SILENT {context}: {} of {} moves, told {told}", moves.len(), full.len());
                    } else if told {
                        figures.detected += 1;
                    } else {
                        figures.unharmed += 1;
                    }
                }
            }
        }
        let _ = fs::remove_file(&journal);
    }
    let _ = fs::remove_dir_all(&dir);
    eprintln!(
        "kill-and-corrupt: {} kills and {} corruptions tried; {} detected ({} refused with the line named), {} left the game whole, {} silently accepted",
        figures.kills,
        figures.corruptions,
        figures.detected,
        figures.refused,
        figures.unharmed,
        figures.silently_accepted
    );
    assert_eq!(figures.silently_accepted, 0, "{figures:?}");
}

/// Issue 26, as the binary does it: a power cut in a move's checkpoint, a resume that
/// plays on, and any number of later resumes restore every move, with nothing said
/// about damage after the first.
#[test]
fn a_second_and_third_restart_keep_the_moves_played_since_the_first() {
    let dir = std::env::temp_dir().join(format!("taktil-restart-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let journal = dir.join("game.journal");
    let _ = fs::remove_file(&journal);
    let path = journal.to_str().unwrap();
    let play = |resume: bool, input: &str| {
        let mut args = vec!["--journal", path, "--view", "lines"];
        if resume {
            args.push("--resume");
        }
        crate::util::play_typed(args, input.as_bytes())
    };
    let out = play(false, "assist move e4\nassist move e5\n");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    // A power cut in the middle of the last line, the checkpoint of 1... e5.
    let bytes = fs::read(&journal).unwrap();
    let last = bytes[..bytes.len() - 1].iter().rposition(|b| *b == b'\n').unwrap() + 1;
    assert!(bytes[last..].starts_with(b"# made 2 e5"), "{}", String::from_utf8_lossy(&bytes));
    fs::write(&journal, &bytes[..last + 5]).unwrap();
    let first = play(true, "assist move Nf3\nassist move Nc6\n");
    let said = String::from_utf8_lossy(&first.stdout);
    assert!(said.contains("was cut off and is ignored") && said.contains("Game restored after move 1."), "{said}");
    for _ in 0..2 {
        let again = play(true, "");
        let (said, errors) = (String::from_utf8_lossy(&again.stdout), String::from_utf8_lossy(&again.stderr));
        assert!(said.contains("Game restored after move 2.") && said.contains("Move 3, White to move."), "{said}");
        assert!(!said.contains("journal") && errors.is_empty(), "nothing said about damage: {said}{errors}");
    }
    let text = fs::read_to_string(&journal).unwrap();
    let replayed = replay::run(&text, &replay::Overrides::default()).unwrap();
    let sans: Vec<String> = replayed.core.moves().iter().map(|m| m.san.to_string()).collect();
    assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6"]);
    let _ = fs::remove_dir_all(&dir);
}
