//! Kill, resume, play on, kill again (issue 26): a game record must survive any number
//! of restarts.
//!
//! Real games of `shared/data/games` are turned into peg events (`taktil::synth`) and
//! played through the live session's loop (`taktil::play::Live`) with a journal. Each
//! game is killed 1 to 10 times; after each kill the journal is resumed and play goes
//! on with the inputs the killed session had not journaled, at their own session
//! times ([`play::Live::start_clock_at`]: no wall clock decides anything).
//!
//! A kill is a journal cut where a killed process leaves it: the bytes a session
//! writes only grow at the end (a resume that writes the journal again renames a whole
//! new file over it), so a kill at any instant leaves a prefix of what the session
//! would have written, and the kills here are such prefixes: a cut at a random byte
//! of what the session wrote (a cut last line, or a line boundary), a cut right after
//! an event whose move's checkpoint was next (between the event and its checkpoint), a
//! cut inside what a resume wrote itself (or before its renamed file landed), and a
//! kill during the export (the journal whole, the export not written).
//!
//! After every resume: every move the player heard before the kill (the game the killed
//! session started with, and each move it announced, whose checkpoint it had synced
//! first) is in the restored game, in order, with its clocks; the journal, without the
//! resumes' own comments, is a prefix of what an uninterrupted session wrote for the
//! same game; the restored core (moves, position, both boards, both clocks, timers,
//! scoresheets) is that of the uninterrupted session at the same line; and the journal
//! the resume left, resumed once more, restores the same game with nothing more left
//! out. At the end the game, its PGN export and `replay --pgn` of the journal are the
//! source game.
//!
//! The figures are printed (`--nocapture`). `TAKTIL_RESTART_KILLS` sets the number of
//! kills (default 1,000; 10,000 for the long run).

use std::{
    fs,
    path::{Path, PathBuf},
    time::{Duration, Instant},
};

use rand::{Rng, SeedableRng, rngs::StdRng, seq::IndexedRandom};
use shakmaty::{Color, EnPassantMode, fen::Fen, san::SanPlus};
use taktil::{
    core::{
        Companion,
        input::{Device, Input},
        output::Output,
        time::Timestamp,
    },
    item::{Item, Sink, What},
    journal::{self, Checkpoint},
    l10n::{Localizer, Vocabulary},
    notice::problem::Problem,
    pgn::{self, PgnGame},
    play::{
        self, Arrival, Arrived, Sinks,
        restore::{Trust, restore},
    },
    replay,
    synth::{self, SynthStyle},
};

use crate::{journal::options, util::real_games};

/// The most half-moves of a game played (long enough for the first time control's
/// moves to matter, short enough for thousands of kills).
const MAX_PLIES: usize = 70;

/// A screen that keeps the moves it is shown.
#[derive(Default)]
struct Announced(Vec<Checkpoint>);

impl Sink for Announced {
    fn take(&mut self, item: &Item) {
        if let What::Output(Output::Move(made)) = &item.what {
            self.0.push(Checkpoint::of(0, made));
        }
    }
}

/// A game to play: its source moves in SAN and its peg events.
struct Game {
    name: String,
    sans: Vec<SanPlus>,
    inputs: Vec<(u64, Input)>,
}

fn game(name: &str, source: &PgnGame, seed: u64) -> Game {
    let style = SynthStyle { blind: Color::White, confirm: seed % 2 == 1, ..SynthStyle::default() };
    let moves = &source.moves[..source.moves.len().min(MAX_PLIES)];
    let s = synth::synthesize(&source.start, moves, &style, &mut StdRng::seed_from_u64(seed));
    let sans = source.sans[..s.uci.len()].to_vec();
    Game { name: name.to_owned(), sans, inputs: s.events.into_iter().map(|(t, input)| (t.0, input)).collect() }
}

/// One life of the session: started (new, or resumed from the journal) and fed the
/// inputs the journal does not hold yet, at their session times, to their end.
struct Life {
    /// What the resume restored (the facts compared), at the time the loop starts.
    restored: Option<(Vec<Checkpoint>, String)>,
    /// The journal as the start left it (a resume's own lines written).
    after_start: Vec<u8>,
    /// The session time the loop started at.
    starts_at: Timestamp,
    /// The moves the session announced.
    announced: Vec<Checkpoint>,
    /// The core at the end of the input.
    core: Companion,
}

fn live(journal: &Path, resume: bool, inputs: &[(u64, Input)], l10n: &Localizer) -> Life {
    let mut live = play::Live::start(&options(journal, resume)).expect("the session starts");
    let after_start = fs::read(journal).expect("the journal");
    let starts_at = live.starts_at();
    let restored = resume.then(|| (moves(live.core()), facts(live.core(), starts_at)));
    // Every input the journal holds was handled by an earlier life, in order.
    let handled = complete_lines(&after_start).iter().filter(|l| l.starts_with('@')).count();
    // Session time `starts_at` is an hour from now, and every input is queued at the
    // instant of its own session time: the loop never waits, and the end of the input
    // comes at the last input's time.
    let zero = Instant::now() + Duration::from_secs(3600);
    live.start_clock_at(zero);
    let (tx, rx) = crossbeam_channel::unbounded();
    for (t, input) in &inputs[handled..] {
        assert!(*t >= starts_at.0, "an input at @{t} before the resume's time @{}", starts_at.0);
        let at = zero + Duration::from_millis(t - starts_at.0);
        tx.send(Arrival { at, what: Arrived::Input(input.clone()) }).expect("the loop listens");
    }
    drop(tx);
    let mut screen = Announced::default();
    let core = live.run(&rx, Sinks::new().with(&mut screen), l10n);
    Life { restored, after_start, starts_at, announced: screen.0, core }
}

/// The moves of a core, as checkpoints (SAN and both clocks).
fn moves(core: &Companion) -> Vec<Checkpoint> {
    core.moves().iter().map(|m| Checkpoint::of(0, m)).collect()
}

/// What a restored session must have as an uninterrupted one had it, at session time
/// `at`: the moves with their clocks, the position and result, both clocks, both
/// boards (what the sensors show and the sighted board as entered), the timers
/// pending, both scoresheets, the illegal-move counts and the arbiter's evidence.
fn facts(core: &Companion, at: Timestamp) -> String {
    format!(
        "moves {:?}\nposition {}\nended {:?}\nclock {:?}\ntactile {:?}\nsighted {:?}\nentered {:?}\nsheet {:?}\nillegal {} {}\ntimer {:?}\nevidence {:?}",
        moves(core),
        Fen::from_position(core.position(), EnPassantMode::Legal),
        core.ended(),
        core.clock().map(|c| c.snapshot(at)),
        core.board_cells(Device::Tactile),
        core.board_cells(Device::Sighted),
        core.entered_sighted_board(),
        core.sighted_sheet(),
        core.illegal_count(Color::White),
        core.illegal_count(Color::Black),
        core.poll_timeout(),
        core.evidence(),
    )
}

/// The complete lines of a journal (a cut last line is not one), checks taken off.
fn complete_lines(bytes: &[u8]) -> Vec<String> {
    let end = bytes.iter().rposition(|b| *b == b'\n').map_or(0, |i| i + 1);
    String::from_utf8_lossy(&bytes[..end])
        .lines()
        .map(|l| l.rsplit_once(" #~").map_or(l, |(text, _)| text).to_owned())
        .collect()
}

/// A resume's own comments: what an uninterrupted session never writes.
fn resumes_own(line: &str) -> bool {
    ["# dropped ", "# resumed at ", "# wall ", "# told"].iter().any(|p| line.starts_with(p))
}

/// The journal's lines as an uninterrupted session writes them (the resumes' own
/// comments left out), with the byte at which each line ends.
fn session_lines(bytes: &[u8]) -> Vec<(String, usize)> {
    let mut out = Vec::new();
    let mut start = 0;
    for (i, b) in bytes.iter().enumerate() {
        if *b == b'\n' {
            let line = String::from_utf8_lossy(&bytes[start..i]);
            let text = line.rsplit_once(" #~").map_or(&*line, |(text, _)| text).to_owned();
            if !resumes_own(&text) {
                out.push((text, i + 1));
            }
            start = i + 1;
        }
    }
    out
}

/// How many checkpoints are complete in some lines a session wrote: the moves it
/// announced before it was killed there (a checkpoint is synced before its move is
/// said).
fn checkpoints_made(bytes: &[u8]) -> usize {
    complete_lines(bytes).iter().filter(|l| l.starts_with("# made ")).count()
}

/// The SAN of the moves of a PGN text's first game.
fn pgn_moves(text: &str) -> Vec<String> {
    let game = pgn::read_games(text).into_iter().next().expect("a game").expect("the PGN reads");
    game.sans.iter().map(ToString::to_string).collect()
}

/// How a session is killed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kill {
    /// At a random byte of what the session wrote: inside a line (a cut last line) or
    /// at a line's end.
    InWrite,
    /// Right after an event whose move's checkpoint came next.
    BeforeCheckpoint,
    /// Inside what the resume wrote itself, or before its new file was renamed over
    /// the old.
    InResume,
    /// During the export at the end: the journal whole.
    InExport,
}

#[derive(Default, Debug)]
struct Figures {
    games: usize,
    kills: usize,
    by_kind: [usize; 4],
    cut_lines: usize,
    resumes: usize,
    repeated_resumes: usize,
    announced: usize,
    lost: usize,
}

/// Where to kill a session that wrote `bytes`: its own lines start at `own` and the
/// resume that started it wrote from `resume_from`, over `before` (the journal it
/// resumed, for a kill before the rename).
fn kill(bytes: &[u8], own: usize, resumed: Option<(usize, &[u8])>, rng: &mut StdRng) -> (Kill, Vec<u8>) {
    let kind = match rng.random_range(0..10) {
        0..=4 => Kill::InWrite,
        5..=7 => Kill::BeforeCheckpoint,
        8 if resumed.is_some() => Kill::InResume,
        _ => Kill::InExport,
    };
    let at = match kind {
        Kill::InWrite => rng.random_range(own..=bytes.len()),
        Kill::BeforeCheckpoint => {
            let lines = session_lines(bytes);
            let ends: Vec<usize> = lines
                .windows(2)
                .filter(|w| w[0].1 > own && w[0].0.starts_with('@') && w[1].0.starts_with("# made "))
                .map(|w| w[0].1)
                .collect();
            match ends.choose(rng) {
                Some(end) => *end,
                None => rng.random_range(own..=bytes.len()),
            }
        }
        Kill::InResume => {
            let (from, before) = resumed.expect("a resume");
            if rng.random_bool(0.3) {
                return (kind, before.to_vec());
            }
            rng.random_range(from..=own)
        }
        Kill::InExport => bytes.len(),
    };
    (kind, bytes[..at].to_vec())
}

/// How many leading items two lists share.
fn common<T: PartialEq>(a: &[T], b: &[T]) -> usize {
    a.iter().zip(b).take_while(|(x, y)| x == y).count()
}

/// Plays `game` with `kills` kills; the figures.
fn play_with_kills(game: &Game, dir: &Path, kills: usize, rng: &mut StdRng, l10n: &Localizer) -> Figures {
    let mut figures = Figures { games: 1, ..Figures::default() };
    let _ = fs::remove_dir_all(dir);
    fs::create_dir_all(dir).expect("a folder");
    let context = |k: usize, kind: Option<Kill>| format!("{} kill {k} ({kind:?})", game.name);

    // The uninterrupted session: what every restart must come back to.
    let whole = dir.join("whole.journal");
    let uninterrupted = live(&whole, false, &game.inputs, l10n);
    let sans: Vec<String> = game.sans.iter().map(ToString::to_string).collect();
    let made: Vec<String> = uninterrupted.announced.iter().map(|c| c.san.clone()).collect();
    assert_eq!(made, sans, "{}: the uninterrupted session plays the source game", game.name);
    let whole_bytes = fs::read(&whole).expect("the journal");
    let whole_lines = session_lines(&whole_bytes);

    let path = dir.join("game.journal");
    let mut life = live(&path, false, &game.inputs, l10n);
    let (mut own, mut resumed): (usize, Option<(usize, Vec<u8>)>) = (life.after_start.len(), None);
    for k in 1..=kills {
        let bytes = fs::read(&path).expect("the journal");
        let (kind, cut) = kill(&bytes, own, resumed.as_ref().map(|(from, before)| (*from, &before[..])), rng);
        figures.kills += 1;
        figures.by_kind[kind as usize] += 1;
        figures.cut_lines += usize::from(cut.last().is_some_and(|b| *b != b'\n'));
        // What the player heard: the game the session started with (restored, its last
        // move said), and the moves it announced before the kill, each after its
        // checkpoint was synced.
        let new_moves = cut.get(own..).map_or(0, checkpoints_made);
        let mut heard = life.restored.as_ref().map_or_else(Vec::new, |r| r.0.clone());
        heard.extend(life.announced.iter().take(new_moves).cloned());
        figures.announced += new_moves;
        for stray in fs::read_dir(dir).expect("the folder").flatten() {
            if stray.path() != whole {
                let _ = fs::remove_file(stray.path());
            }
        }
        fs::write(&path, &cut).expect("the cut journal");

        // Resume and play on.
        let before = cut;
        life = live(&path, true, &game.inputs, l10n);
        figures.resumes += 1;
        let why = context(k, Some(kind));
        let (restored, restored_facts) = life.restored.clone().expect("restored");
        let kept = common(&restored, &heard);
        figures.lost += heard.len() - kept;
        assert_eq!(kept, heard.len(), "{why}: announced moves lost:\nheard {heard:?}\nrestored {restored:?}");

        // The journal after the resume is a prefix of the uninterrupted session's, and
        // the restored core is that session's at the same line.
        let lines = session_lines(&life.after_start);
        let texts: Vec<&String> = lines.iter().map(|(t, _)| t).collect();
        let prefix: Vec<&String> = whole_lines.iter().take(texts.len()).map(|(t, _)| t).collect();
        assert_eq!(texts, prefix, "{why}: the resumed journal is not the uninterrupted session's");
        let end = lines.last().map_or(0, |_| whole_lines[texts.len() - 1].1);
        let reference = journal::read(&whole_bytes[..end]).expect("the uninterrupted journal reads");
        let reference = restore(uninterrupted.core.settings().clone(), &reference, Trust::Checkpoints)
            .expect("the uninterrupted journal restores");
        assert_eq!(restored_facts, facts(&reference.core, life.starts_at), "{why}: the restored state");

        // A journal a resume wrote is a good journal: resumed again (killed before the
        // first resume said its drops, which the second says again), it restores the
        // same game, with nothing more left out or repaired.
        let again = dir.join("again.journal");
        fs::write(&again, &life.after_start).expect("a copy");
        let second = play::Live::start(&options(&again, true)).expect("resumes again");
        let more = second.problems.iter().filter(|p| !matches!(p, Problem::JournalUntold { .. }));
        assert_eq!(more.count(), 0, "{why}: resumed again: {:?}", second.problems);
        assert_eq!(facts(second.core(), second.starts_at()), restored_facts, "{why}: resumed again");
        figures.repeated_resumes += 1;

        own = life.after_start.len();
        let from = common(&before, &life.after_start);
        resumed = Some((from.min(own), before));
    }

    // The end: the journal is the uninterrupted session's, and the game, its export and
    // its replay are the source game.
    let bytes = fs::read(&path).expect("the journal");
    let texts: Vec<String> = session_lines(&bytes).into_iter().map(|(t, _)| t).collect();
    let want: Vec<String> = whole_lines.iter().map(|(t, _)| t.clone()).collect();
    assert_eq!(texts, want, "{}: the journal after all the restarts", game.name);
    let last = moves(&life.core).into_iter().map(|c| c.san).collect::<Vec<_>>();
    assert_eq!(last, sans, "{}: the game after all the restarts", game.name);
    let settings = life.core.settings().clone();
    let header = options(&path, false).header;
    let exported = replay::Replayed { header, settings, outputs: Vec::new(), core: life.core };
    assert_eq!(pgn_moves(&replay::pgn(&exported)), sans, "{}: the PGN export", game.name);
    let text = String::from_utf8(bytes).expect("UTF-8");
    let replayed = replay::run(&text, &replay::Overrides::default()).expect("the journal replays");
    assert_eq!(pgn_moves(&replay::pgn(&replayed)), sans, "{}: replay --pgn of the journal", game.name);
    let _ = fs::remove_dir_all(dir);
    figures
}

/// A folder for the journals: in memory where the system has one (the test is about
/// what is written, not how fast a disk syncs it).
fn scratch() -> PathBuf {
    let base = Path::new("/dev/shm");
    let base = if base.is_dir() { base.to_owned() } else { std::env::temp_dir() };
    base.join(format!("taktil-restarts-{}", std::process::id()))
}

#[test]
fn a_game_killed_and_resumed_again_and_again_loses_no_announced_move() {
    let target: usize = std::env::var("TAKTIL_RESTART_KILLS").ok().and_then(|v| v.parse().ok()).unwrap_or(1000);
    let corpus: Vec<(String, PgnGame)> = real_games()
        .into_iter()
        .filter(|(_, g)| g.tag("FEN").is_none() && g.tag("Variant").is_none() && g.moves.len() >= 20)
        .collect();
    assert!(corpus.len() > 100, "the game collection: {} games", corpus.len());
    let dir = scratch();
    let l10n = Localizer::new("en", Vocabulary::default()).expect("en");
    let mut rng = StdRng::seed_from_u64(26);
    let mut all = Figures::default();
    let mut seed = 0;
    while all.kills < target {
        let (name, source) = corpus.choose(&mut rng).expect("games");
        let game = game(name, source, seed);
        let kills = rng.random_range(1..=10);
        let f = play_with_kills(&game, &dir.join(format!("game{seed}")), kills, &mut rng, &l10n);
        all.games += f.games;
        all.kills += f.kills;
        for (a, b) in all.by_kind.iter_mut().zip(f.by_kind) {
            *a += b;
        }
        all.cut_lines += f.cut_lines;
        all.resumes += f.resumes;
        all.repeated_resumes += f.repeated_resumes;
        all.announced += f.announced;
        all.lost += f.lost;
        seed += 1;
    }
    let _ = fs::remove_dir_all(&dir);
    eprintln!(
        "restarts: {} games, {} kills ({} in a write, {} between an event and its checkpoint, {} in a resume's own writes, {} in the export), {} cut last lines, {} resumes (each resumed once more: {}), {} moves announced before a kill, {} lost",
        all.games,
        all.kills,
        all.by_kind[0],
        all.by_kind[1],
        all.by_kind[2],
        all.by_kind[3],
        all.cut_lines,
        all.resumes,
        all.repeated_resumes,
        all.announced,
        all.lost
    );
    assert_eq!(all.lost, 0, "{all:?}");
}
