//! Work done once (issue 34): the replay ratio against the python-chess peer, the
//! start-up, the peak memory and the live loop's work per half-move, side by side in
//! one run.
//!
//! Measured:
//! - **Whole-process replay**: the first 300 standard games of `shared/data/games`
//!   (no `FEN` or `Variant` tag; files by name, games in file order) turned into
//!   session scripts (`taktil::synth`, the blind player White) in a temporary folder,
//!   then `taktil replay --blind white --announce auto --pgn` on all 300, spawn to
//!   exit in wall time, median and best of 7; its peak memory, the maximum resident
//!   set of the process (`wait4`'s `ru_maxrss`, Unix only) over the runs; and the peer
//!   `shared/bench/peer.py` (python-chess position matching) on the same files, median
//!   of 3, and the ratio peer / taktil of the medians.
//! - **Start-up**: spawning `taktil play --silent` to its "Ready." line, median of 11
//!   starts, against spawning `taktil --version` to its exit (what starting any process
//!   costs here).
//! - **The live loop's own work per half-move**: the ten longest standard games as peg
//!   events (the blind player White pressing `announce`, with a time control) through
//!   `taktil::play::Live` in this process, no journal, no voice, no screen, all inputs
//!   queued beforehand with their synthesized instants so that no step waits; the time
//!   between one move made and the next (the first from the loop's start), five rounds.
//!
//! With `TAKTIL_BENCH_BEFORE` naming another taktil binary (an older build), the
//! replay and start-up figures are also measured for it, its runs interleaved with the
//! current binary's so that both share the machine's state, and labelled `before`
//! beside `after`; the bench also says whether both print the same replay output. The
//! live loop runs in this process, so its figure is the current build's only: run the
//! bench on the older commit for its "before".
//!
//! ```sh
//! cargo bench --locked --bench perf
//! TAKTIL_BENCH_BEFORE=/path/to/old/taktil cargo bench --locked --bench perf
//! cargo bench --locked --bench perf -- live   # the live loop alone
//! ```
//!
//! Without python-chess (`pip install chess`) the peer and the ratio are left out, with
//! a note. Figures move with the machine and its load: compare two builds in one run.

#![allow(clippy::print_stdout, reason = "a bench prints its figures")]

use std::{
    fs,
    io::{self, BufRead, BufReader},
    path::{Path, PathBuf},
    process::{Child, Command, ExitStatus, Stdio},
    time::{Duration, Instant},
};

use rand::{SeedableRng, rngs::StdRng};
use shakmaty::Color;
use taktil::{
    core::{input::Input, output::Output},
    item::{Item, Sink, What},
    l10n::{Localizer, Vocabulary},
    pgn::PgnGame,
    synth::{self, SynthStyle},
};

#[allow(dead_code, reason = "not every bench uses every helper of the shared module")]
mod common;

const TAKTIL: &str = env!("CARGO_BIN_EXE_taktil");

/// Games replayed by the whole process.
const REPLAY_GAMES: usize = 300;
/// Runs of each replay measurement of taktil, and of the peer.
const REPLAY_RUNS: usize = 7;
const PEER_RUNS: usize = 3;
/// Starts of `taktil play`, and of `taktil --version`.
const STARTS: usize = 11;
/// Games through the live loop, and rounds of them.
const LIVE_GAMES: usize = 10;
const LIVE_ROUNDS: usize = 5;

/// The first `count` games as session scripts in `dir` (the blind player White); their
/// paths and the number of events.
fn write_scripts(games: &[PgnGame], count: usize, dir: &Path) -> (Vec<PathBuf>, usize) {
    let style = SynthStyle { blind: Color::White, ..SynthStyle::default() };
    let mut paths = Vec::new();
    let mut events = 0;
    for (i, game) in games.iter().take(count).enumerate() {
        let s = synth::synthesize(&game.start, &game.moves, &style, &mut StdRng::seed_from_u64(7));
        events += s.text.lines().filter(|l| l.starts_with('@')).count();
        let path = dir.join(format!("{i:03}.script"));
        fs::write(&path, &s.text).expect("a script written");
        paths.push(path);
    }
    assert_eq!(paths.len(), count, "{count} standard games in shared/data/games");
    (paths, events)
}

/// A taktil binary measured, and its figures.
struct Binary {
    label: &'static str,
    path: PathBuf,
    /// Replay wall times in ms.
    replay: Vec<f64>,
    /// The peak resident set of the replays in kB (Unix).
    peak_kb: Option<u64>,
    /// Start to "Ready." and `--version` to exit, in ms.
    ready: Vec<f64>,
    version: Vec<f64>,
}

impl Binary {
    fn new(label: &'static str, path: PathBuf) -> Binary {
        Binary { label, path, replay: Vec::new(), peak_kb: None, ready: Vec::new(), version: Vec::new() }
    }

    fn replay_command(&self, scripts: &[PathBuf]) -> Command {
        let mut command = Command::new(&self.path);
        command.args(["replay", "--blind", "white", "--announce", "auto", "--pgn"]).args(scripts);
        command
    }

    /// The replay's standard output, once (checked: 300 games).
    fn replay_output(&self, scripts: &[PathBuf]) -> Vec<u8> {
        let out = self.replay_command(scripts).stdin(Stdio::null()).output().expect("taktil replay starts");
        assert!(out.status.success(), "{}: taktil replay failed: {}", self.label, out.status);
        let games = out.stdout.split(|b| *b == b'\n').filter(|l| l.starts_with(b"[Event ")).count();
        assert_eq!(games, scripts.len(), "{}: games in the replay's PGN", self.label);
        out.stdout
    }

    /// One replay, spawn to exit; its peak memory is kept.
    fn replay_once(&mut self, scripts: &[PathBuf]) {
        let started = Instant::now();
        let child = self
            .replay_command(scripts)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("taktil replay starts");
        let (status, peak) = reap(child);
        self.replay.push(ms(started.elapsed()));
        assert!(status.success(), "{}: taktil replay failed: {status}", self.label);
        self.peak_kb = peak.max(self.peak_kb);
    }

    /// One start of `taktil play` to its "Ready." line, and one `taktil --version`.
    fn start_once(&mut self, journal: &Path) {
        let started = Instant::now();
        let mut child = Command::new(&self.path)
            .args(["play", "--silent", "--blind", "white", "--journal"])
            .arg(journal)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("taktil play starts");
        let mut stdout = BufReader::new(child.stdout.take().expect("a pipe"));
        let mut line = String::new();
        loop {
            line.clear();
            let n = stdout.read_line(&mut line).expect("taktil play's output");
            assert!(n > 0, "{}: taktil play ended before 'Ready.'", self.label);
            if line.contains("Ready.") {
                break;
            }
        }
        self.ready.push(ms(started.elapsed()));
        drop(child.stdin.take());
        io::copy(&mut stdout, &mut io::sink()).expect("taktil play's output");
        let status = child.wait().expect("taktil play ends");
        assert!(status.success(), "{}: taktil play failed: {status}", self.label);

        let started = Instant::now();
        let status = Command::new(&self.path)
            .arg("--version")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .status()
            .expect("taktil --version runs");
        self.version.push(ms(started.elapsed()));
        assert!(status.success(), "{}: taktil --version failed: {status}", self.label);
    }
}

/// Waits for `child`; its exit status and its peak resident set in kB.
#[cfg(unix)]
fn reap(child: Child) -> (ExitStatus, Option<u64>) {
    use std::os::unix::process::ExitStatusExt;
    let pid = libc::pid_t::try_from(child.id()).expect("a pid");
    let mut status: libc::c_int = 0;
    // SAFETY: `rusage` is a plain C struct of integers and `timeval`s, for which all
    // zero bytes is a valid value.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: `pid` is this process's own child, not reaped yet (`Child::wait` is never
    // called on it), and both pointers are to live locals of the types `wait4` writes.
    let reaped = unsafe { libc::wait4(pid, &raw mut status, 0, &raw mut usage) };
    assert_eq!(reaped, pid, "wait4: {}", io::Error::last_os_error());
    // Linux gives `ru_maxrss` in kB.
    (ExitStatus::from_raw(status), u64::try_from(usage.ru_maxrss).ok())
}

/// Waits for `child`; its exit status (memory is not measured here).
#[cfg(not(unix))]
fn reap(mut child: Child) -> (ExitStatus, Option<u64>) {
    (child.wait().expect("the child ends"), None)
}

/// Median wall time in ms of the peer on `scripts`, or why it is left out.
fn peer(scripts: &[PathBuf]) -> Result<f64, String> {
    let has_chess = Command::new("python3")
        .args(["-c", "import chess"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !has_chess {
        return Err("python3 with python-chess is missing (pip install chess)".to_owned());
    }
    let script = common::shared().join("bench/peer.py");
    let mut times = Vec::new();
    for _ in 0..PEER_RUNS {
        let started = Instant::now();
        let status = Command::new("python3")
            .arg(&script)
            .args(scripts)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .map_err(|e| format!("python3 does not start: {e}"))?;
        times.push(ms(started.elapsed()));
        if !status.success() {
            return Err(format!("peer.py failed: {status}"));
        }
    }
    Ok(median(&times))
}

/// Says where the two outputs part, if they do.
fn compare(before: &[u8], after: &[u8]) -> String {
    if before == after {
        return format!("byte-identical ({} bytes)", after.len());
    }
    let line = before.split(|b| *b == b'\n').zip(after.split(|b| *b == b'\n')).take_while(|(a, b)| a == b).count();
    format!("DIFFERENT ({} vs {} bytes, first difference on line {})", before.len(), after.len(), line + 1)
}

/// A sink that notes the instant of each move made.
struct MoveTimes(Vec<Instant>);

impl Sink for MoveTimes {
    fn take(&mut self, item: &Item) {
        if let What::Output(Output::Move(_)) = item.what {
            self.0.push(Instant::now());
        }
    }
}

/// One game through the live loop with no journal: the ms from the loop's start to
/// the first move made and between each move and the next.
fn live_session(inputs: &[(u64, Input)], l10n: &Localizer) -> Vec<f64> {
    let mut moves = MoveTimes(Vec::new());
    let started = Instant::now();
    let core = common::live_session(inputs, None, &mut moves, l10n);
    assert_eq!(moves.0.len(), core.moves().len(), "a move item for each move made");
    let mut last = started;
    moves
        .0
        .into_iter()
        .map(|at| {
            let took = ms(at - last);
            last = at;
            took
        })
        .collect()
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn median(v: &[f64]) -> f64 {
    quantile(v, 0.5)
}

fn quantile(v: &[f64], q: f64) -> f64 {
    let mut v = v.to_vec();
    v.sort_by(f64::total_cmp);
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss, clippy::cast_precision_loss)]
    let i = ((v.len().saturating_sub(1)) as f64 * q) as usize;
    v.get(i).copied().unwrap_or(f64::NAN)
}

fn best(v: &[f64]) -> f64 {
    v.iter().copied().fold(f64::INFINITY, f64::min)
}

#[allow(clippy::cast_precision_loss)]
fn kb_mb(kb: u64) -> f64 {
    kb as f64 / 1024.0
}

fn main() {
    let dir = std::env::temp_dir().join(format!("taktil-bench-perf-{}", std::process::id()));
    fs::create_dir_all(&dir).expect("a temp dir");
    // The standard games of the shared collection, files by name, games in file order.
    let games = common::games(0);
    let mut binaries = match std::env::var_os("TAKTIL_BENCH_BEFORE") {
        Some(before) => vec![Binary::new("before", PathBuf::from(before)), Binary::new("after", PathBuf::from(TAKTIL))],
        None => vec![Binary::new("taktil", PathBuf::from(TAKTIL))],
    };
    let mut summary = Vec::new();
    // `cargo bench --bench perf -- live`: the live loop alone (section 3).
    let live_only = std::env::args().skip(1).any(|a| a == "live");
    if !live_only {
        processes(&games, &mut binaries, &dir, &mut summary);
    }
    live(&games, &mut summary);

    let _ = fs::remove_dir_all(&dir);
    println!("summary:");
    for line in summary {
        println!("  {line}");
    }
}

/// Sections 1 and 2: the whole-process replay against the peer and its peak memory,
/// and the start-up, of each binary.
fn processes(games: &[PgnGame], binaries: &mut [Binary], dir: &Path, summary: &mut Vec<String>) {
    // 1. Whole-process replay, against the peer.
    let (scripts, events) = write_scripts(games, REPLAY_GAMES, dir);
    println!(
        "perf: the first {REPLAY_GAMES} standard games as session scripts (blind White, --announce auto), {events} events"
    );
    // Once each, untimed: the output checked (and the files in the page cache).
    let outputs: Vec<Vec<u8>> = binaries.iter().map(|b| b.replay_output(&scripts)).collect();
    for _ in 0..REPLAY_RUNS {
        for binary in binaries.iter_mut() {
            binary.replay_once(&scripts);
        }
    }
    for b in binaries.iter() {
        let (m, best) = (median(&b.replay), best(&b.replay));
        println!(
            "replay, {}: median {m:.1} ms, best {best:.1} ms ({REPLAY_RUNS} runs, spawn to exit, stdout to null)",
            b.label
        );
        summary.push(format!("replay {}: median {m:.1} ms, best {best:.1} ms", b.label));
    }
    for b in binaries.iter() {
        match b.peak_kb {
            Some(kb) => {
                let mb = kb_mb(kb);
                println!("replay peak memory, {}: {mb:.1} MB (max resident set over {REPLAY_RUNS} runs)", b.label);
                summary.push(format!("peak memory {}: {mb:.1} MB", b.label));
            }
            None => println!("replay peak memory, {}: not measured (Unix only)", b.label),
        }
    }
    if let [before, after] = outputs.as_slice() {
        let same = compare(before, after);
        println!("replay output, before and after: {same}");
        summary.push(format!("replay output before/after: {same}"));
    }
    match peer(&scripts) {
        Ok(peer) => {
            println!("replay, peer (python-chess): median {peer:.1} ms ({PEER_RUNS} runs)");
            summary.push(format!("peer: median {peer:.1} ms"));
            for b in binaries.iter() {
                let line =
                    format!("replay ratio: peer / {} = {:.1}x (target >= 60x)", b.label, peer / median(&b.replay));
                println!("{line}");
                summary.push(line);
            }
        }
        Err(why) => println!("replay, peer: {why}; the peer and the ratio are left out"),
    }

    // 2. Start-up to "Ready.", against `--version`.
    let mut n = 0;
    for _ in 0..STARTS {
        for binary in binaries.iter_mut() {
            n += 1;
            binary.start_once(&dir.join(format!("ready-{n}.journal")));
        }
    }
    for b in binaries.iter() {
        let (ready, version) = (median(&b.ready), median(&b.version));
        let line = format!(
            "start to 'Ready.', {}: median {ready:.1} ms; taktil --version median {version:.1} ms; {:.1}x",
            b.label,
            ready / version
        );
        println!("{line} ({STARTS} starts each)");
        summary.push(line);
    }
}

/// Section 3: the live loop's own work per half-move, in this process.
fn live(games: &[PgnGame], summary: &mut Vec<String>) {
    let l10n = Localizer::new("en", Vocabulary::default()).expect("en");
    let inputs = common::peg_events(games, LIVE_GAMES);
    let mut samples = Vec::new();
    for _ in 0..LIVE_ROUNDS {
        for game in &inputs {
            samples.extend(live_session(game, &l10n));
        }
    }
    #[allow(clippy::cast_precision_loss)]
    let mean = samples.iter().sum::<f64>() / samples.len() as f64;
    let (med, p95, max) = (median(&samples), quantile(&samples, 0.95), quantile(&samples, 1.0));
    println!(
        "live loop per half-move (this build, in-process, no journal): {} games x {LIVE_ROUNDS}, {} half-moves: \
         median {med:.4} ms, mean {mean:.4} ms, p95 {p95:.4} ms, max {max:.4} ms (target median <= 0.01 ms)",
        inputs.len(),
        samples.len()
    );
    summary.push(format!(
        "live loop per half-move: median {med:.4} ms, mean {mean:.4} ms, p95 {p95:.4} ms, max {max:.4} ms (target median <= 0.01 ms)"
    ));
}
