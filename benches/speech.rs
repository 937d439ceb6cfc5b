//! Speech timing through Speech Dispatcher and espeak-ng, in two parts.
//!
//! **Latency** (the product's number, product.md: the first sound under 50 ms at the
//! 95th percentile): from the sensor event (or clock timeout) that makes a move to the
//! moment Speech Dispatcher reports that its announcement started to sound. Real games
//! from `shared/data/games` are turned into peg events (`taktil::synth`) and driven
//! through the core with their timestamps, as `benches/replay.rs` does. For every made
//! move the clock runs from just before the core call through draining its outputs,
//! `Localizer::render` and `Speaker::say`, to the `Begin` event, whose time the
//! backend's callback stamped. Then the bench waits for `End` before the next move, as
//! in a real game; with `TAKTIL_BENCH_INTERRUPT=1` it waits only 300 ms and lets the
//! next move interrupt (measuring the stop-then-speak path instead).
//!
//! **Against the anchor** (issue 17): the same moves of real games (Capablanca's
//! collection from game 6 on, plies in order), for each locale with its default (FIDE)
//! vocabulary, and, in the same run and through the same speaker, the same moves in
//! Lichess's blind-mode wording sent as one English message: from handing the move to
//! the speaker until the `End` of its speech (mean, p95), and until its `Begin` (the
//! first sound, p95). The two wordings take turns move by move, so both meet the same
//! daemon in the same state. The Lichess wording follows lila's `ui/nvui` "anna" style
//! (its default): the SAN read character by character, `x` as "takes", files as anna,
//! bella, cesar, david, eva, felix, gustav, hector, digits as digits, piece letters as
//! king, queen, rook, bishop, knight, `=` as "promotion", then "check" or "checkmate";
//! castling "short castling", "long castling" ("Nxf3+" is "knight takes felix 3 check").
//!
//! Run on a machine without a sound card (CI-like), from the project root:
//!
//! ```sh
//! . scripts/headless-audio.sh && cargo bench --bench speech; taktil_audio_stop
//! ```
//!
//! `TAKTIL_BENCH_MOVES=N` sets how many moves each measurement speaks (default 20: a few
//! minutes; the issue's table uses 200), `TAKTIL_BENCH_LOCALES=en,de` the locales of the
//! table (default all six; `en/scandinavian` names a vocabulary preset, here English
//! words, the control that shows the pipeline itself costs nothing against the anchor),
//! `TAKTIL_BENCH_PART=latency`, `table` or `words` (the wordings printed, not spoken) one
//! part only.
//! Without Speech Dispatcher it says so and exits 0.

#![allow(clippy::print_stdout, reason = "a bench prints its figures")]

use std::{
    fs,
    path::{Path, PathBuf},
    time::{Duration, Instant},
};

use crossbeam_channel::Receiver;
use rand::{SeedableRng, rngs::StdRng};
use shakmaty::{
    CastlingSide, Color, Position, Role,
    san::{San, SanPlus, Suffix},
};
use taktil::{
    core::{Companion, msg::Msg, output::Output, settings::Settings, spoken::Spoken, time::Timestamp},
    io::speech::{Priority, Speaker, SpeechConfig, SpeechEvent, SpeechEventKind, UtteranceId},
    l10n::{LOCALES, Localizer, Part, Utterance, Vocabulary},
    pgn, script,
    synth::{self, SynthStyle},
};

fn shared() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared")
}

/// Session scripts of real games, the blind player as White, in file order.
fn scripts(limit: usize) -> Vec<String> {
    let mut rng = StdRng::seed_from_u64(11);
    let mut files: Vec<PathBuf> =
        fs::read_dir(shared().join("data/games")).map(|d| d.flatten().map(|e| e.path()).collect()).unwrap_or_default();
    files.sort();
    let mut out = Vec::new();
    let mut plies = 0;
    for path in files.iter().filter(|p| p.extension().is_some_and(|e| e == "pgn")) {
        let Ok(text) = fs::read_to_string(path) else { continue };
        for game in pgn::read_games(&text).into_iter().flatten() {
            if plies >= limit {
                return out;
            }
            plies += game.moves.len();
            let style = SynthStyle { blind: Color::White, ..SynthStyle::default() };
            out.push(synth::synthesize(&game.start, &game.moves, &style, &mut rng).text);
        }
    }
    out
}

/// Waits for `kind` on `rx`; returns its time.
fn wait_for(rx: &Receiver<SpeechEvent>, kind: &SpeechEventKind, timeout: Duration) -> Option<Instant> {
    let end = Instant::now() + timeout;
    while let Some(left) = end.checked_duration_since(Instant::now()) {
        match rx.recv_timeout(left) {
            Ok(e) if e.kind == *kind => return Some(e.at),
            Ok(_) => {}
            Err(_) => return None,
        }
    }
    None
}

struct Run {
    /// Core call to `Begin`.
    latency: Vec<Duration>,
    /// Core call to `say` returning (core, Fluent, the channel send).
    to_say: Vec<Duration>,
    missed: usize,
    /// Moves reported as progress so far.
    reported: usize,
}

/// One core call: runs `step`, speaks the move it made, and measures.
fn step(
    core: &mut Companion,
    step: impl FnOnce(&mut Companion),
    l10n: &Localizer,
    speaker: &Speaker,
    rx: &Receiver<SpeechEvent>,
    interrupt: bool,
    run: &mut Run,
) {
    let started = Instant::now();
    step(core);
    let mut moved = false;
    let mut said: Option<UtteranceId> = None;
    while let Some(t) = core.poll_output() {
        match t.output {
            Output::Move(_) => moved = true,
            Output::Say(msg) if moved && said.is_none() => said = Some(speaker.say(&l10n.render(&msg), Priority::Move)),
            _ => {}
        }
    }
    let Some(id) = said else { return };
    run.to_say.push(started.elapsed());
    match wait_for(rx, &SpeechEventKind::Begin(id), Duration::from_secs(5)) {
        Some(begin) => run.latency.push(begin.saturating_duration_since(started)),
        None => run.missed += 1,
    }
    if interrupt {
        std::thread::sleep(Duration::from_millis(300));
    } else {
        let _ = wait_for(rx, &SpeechEventKind::End(id), Duration::from_secs(15));
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn percentile(sorted: &[Duration], q: f64) -> Duration {
    let rank = ((sorted.len() as f64 * q).ceil() as usize).clamp(1, sorted.len().max(1));
    sorted.get(rank - 1).copied().unwrap_or_default()
}

fn main() {
    let moves: usize = std::env::var("TAKTIL_BENCH_MOVES").ok().and_then(|v| v.parse().ok()).unwrap_or(20);
    let part = std::env::var("TAKTIL_BENCH_PART").unwrap_or_default();
    if part == "words" {
        words(moves);
        return;
    }
    let started = Instant::now();
    let config =
        SpeechConfig { languages: LOCALES.iter().map(|l| (*l).to_owned()).collect(), ..SpeechConfig::default() };
    let speaker = match Speaker::start(&config) {
        Ok(s) => s,
        Err(e) => {
            println!("speech bench: speech unavailable ({e}); nothing measured");
            return;
        }
    };
    println!("speech bench: connected in {:.0} ms", ms(started.elapsed()));
    if !speaker.wait_voices(Duration::from_secs(60)) {
        println!("speech bench: the voices were not ready within 60 s; nothing measured");
        return;
    }
    println!("speech bench: voices ready after {:.1} s", started.elapsed().as_secs_f64());
    if part != "table" {
        latency(&speaker, moves, started);
    }
    if part != "latency" {
        table(&speaker, moves);
    }
}

/// The latency part: sensor event to the first sound, English, over the core.
fn latency(speaker: &Speaker, moves: usize, started: Instant) {
    let interrupt = std::env::var("TAKTIL_BENCH_INTERRUPT").is_ok_and(|v| v == "1");
    let rx = speaker.events();
    let l10n = match Localizer::new("en", Vocabulary::default()) {
        Ok(l) => l,
        Err(e) => {
            println!("speech bench: no English announcer ({e})");
            return;
        }
    };
    let mut run = Run { latency: Vec::new(), to_say: Vec::new(), missed: 0, reported: 0 };
    'games: for text in scripts(moves) {
        let Ok(script) = script::parse(&text) else { continue };
        let mut settings = Settings::default();
        if script.header.apply(&mut settings).is_err() {
            continue;
        }
        let mut core = Companion::new(settings);
        for e in script.events {
            while let Some(d) = core.poll_timeout().filter(|d| *d <= e.t) {
                step(&mut core, |c| c.handle_timeout(d), &l10n, speaker, &rx, interrupt, &mut run);
            }
            let input = e.input;
            step(&mut core, |c| c.handle(e.t, input), &l10n, speaker, &rx, interrupt, &mut run);
            let done = run.latency.len() + run.missed;
            if done.is_multiple_of(20) && done > run.reported {
                run.reported = done;
                eprintln!("speech bench: {done} moves spoken after {:.0} s", started.elapsed().as_secs_f64());
            }
            if done >= moves {
                break 'games;
            }
        }
        step(&mut core, |c| c.finish(Timestamp(u64::MAX / 2)), &l10n, speaker, &rx, interrupt, &mut run);
        if speaker.is_lost() {
            println!("speech bench: the speaker was lost (the watchdog fired); figures so far follow");
            break;
        }
    }
    let _ = speaker.wait_idle(Duration::from_secs(15));
    let mut lat = run.latency;
    lat.sort();
    let mut to_say = run.to_say;
    to_say.sort();
    if lat.is_empty() {
        println!("speech bench: no move was spoken ({} without a begin)", run.missed);
        return;
    }
    println!(
        "sensor event to speech started: median {:.1} ms, p95 {:.1} ms, max {:.1} ms over {} moves ({} without a begin{})",
        ms(percentile(&lat, 0.5)),
        ms(percentile(&lat, 0.95)),
        ms(lat[lat.len() - 1]),
        lat.len(),
        run.missed,
        if interrupt { ", each move interrupting the last" } else { ", each move spoken to the end" }
    );
    println!(
        "  of which core + Fluent + say(): median {:.3} ms, p95 {:.3} ms",
        ms(percentile(&to_say, 0.5)),
        ms(percentile(&to_say, 0.95))
    );
}

/// Lichess's blind-mode wording of a move (lila `ui/nvui`, the "anna" style, its
/// default): see the module docs.
fn lichess(san: &SanPlus) -> String {
    let mut words: Vec<String> = Vec::new();
    match &san.san {
        San::Castle(CastlingSide::KingSide) => words.push("short castling".into()),
        San::Castle(CastlingSide::QueenSide) => words.push("long castling".into()),
        other => {
            for c in other.to_string().chars() {
                let word = match c {
                    'x' => "takes".to_owned(),
                    '=' => "promotion".to_owned(),
                    'a'..='h' => ANNA[usize::from(c as u8 - b'a')].to_owned(),
                    '1'..='8' => c.to_string(),
                    letter => Role::from_char(letter).map_or_else(|| letter.to_string(), |r| role_name(r).to_owned()),
                };
                words.push(word);
            }
        }
    }
    match san.suffix {
        Some(Suffix::Check) => words.push("check".into()),
        Some(Suffix::Checkmate) => words.push("checkmate".into()),
        None => {}
    }
    words.join(" ")
}

const ANNA: [&str; 8] = ["anna", "bella", "cesar", "david", "eva", "felix", "gustav", "hector"];

fn role_name(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

/// The first `limit` moves of real games: Capablanca's collection from game 6 on (the
/// game the issue measured), then the other files.
fn real_moves(limit: usize) -> Vec<Spoken> {
    let dir = shared().join("data/games");
    let mut out = Vec::new();
    let mut first = true;
    for name in ["Capablanca.pgn", "London1851.pgn", "WorldChamp1886.pgn", "tatamast22.pgn"] {
        let Ok(text) = fs::read_to_string(dir.join(name)) else { continue };
        let skip = if first { 5 } else { 0 };
        first = false;
        for game in pgn::read_games(&text).into_iter().flatten().skip(skip) {
            let mut pos = game.start.position.clone();
            for (m, san) in game.moves.iter().zip(&game.sans) {
                if out.len() >= limit {
                    return out;
                }
                let from = m.from().unwrap_or(m.to());
                out.push(Spoken { by: pos.turn(), san: *san, en_passant: m.is_en_passant(), from });
                pos.play_unchecked(*m);
            }
        }
    }
    out
}

/// One utterance spoken to the end: the times from `say` to `Begin` and to `End`.
fn time_one(speaker: &Speaker, rx: &Receiver<SpeechEvent>, words: &Utterance) -> Option<(Duration, Duration)> {
    while rx.try_recv().is_ok() {}
    let said = Instant::now();
    let id = speaker.say(words, Priority::Move);
    let begin = wait_for(rx, &SpeechEventKind::Begin(id), Duration::from_secs(10))?;
    let end = wait_for(rx, &SpeechEventKind::End(id), Duration::from_secs(20))?;
    Some((begin.saturating_duration_since(said), end.saturating_duration_since(said)))
}

/// The locales of the table: `TAKTIL_BENCH_LOCALES`, or all six. An entry may name a
/// vocabulary preset after a slash (`en/scandinavian`: English words, "Knight Cesar
/// three"); without one it is the default, `fide`.
fn bench_locales() -> Vec<String> {
    std::env::var("TAKTIL_BENCH_LOCALES").map_or_else(
        |_| LOCALES.iter().map(|l| (*l).to_owned()).collect(),
        |v| v.split(',').map(|l| l.trim().to_owned()).filter(|l| !l.is_empty()).collect(),
    )
}

/// The announcer of a table entry (`de`, `en/scandinavian`), or `None` with a note.
fn localizer(entry: &str) -> Option<Localizer> {
    let (locale, preset) = entry.split_once('/').unwrap_or((entry, "fide"));
    let made = Vocabulary::preset(preset, locale)
        .map_err(|e| e.to_string())
        .and_then(|vocabulary| Localizer::new(locale, vocabulary).map_err(|e| e.to_string()));
    made.map_err(|e| println!("speech bench: no announcer for {entry} ({e})")).ok()
}

/// `TAKTIL_BENCH_PART=words`: prints what the table would speak, one move a line
/// (locale, the parts by language, the Lichess wording), without speaking.
fn words(moves: usize) {
    let played = real_moves(moves);
    for locale in bench_locales() {
        let Some(l10n) = localizer(&locale) else { continue };
        for spoken in &played {
            let ours = l10n.render(&Msg::Move(*spoken));
            let parts: Vec<String> = ours.parts.iter().map(|p| format!("[{}] {}", p.lang, p.text)).collect();
            println!("{locale}\t{}\t{}", parts.join(" "), lichess(&spoken.san));
        }
    }
}

/// What one locale's row holds.
#[derive(Default)]
struct Row {
    taktil_end: Vec<Duration>,
    taktil_begin: Vec<Duration>,
    anchor_end: Vec<Duration>,
    anchor_begin: Vec<Duration>,
    taktil_chars: usize,
    anchor_chars: usize,
    missed: usize,
}

fn mean(v: &[Duration]) -> Duration {
    if v.is_empty() { Duration::ZERO } else { v.iter().sum::<Duration>() / v.len() as u32 }
}

fn p95(v: &[Duration]) -> Duration {
    let mut sorted = v.to_vec();
    sorted.sort();
    percentile(&sorted, 0.95)
}

/// The table part: each locale's wording against the Lichess wording, move by move.
fn table(speaker: &Speaker, moves: usize) {
    let locales = bench_locales();
    let played = real_moves(moves);
    let rx = speaker.events();
    println!("speech bench: {} moves per locale, each also in the Lichess wording", played.len());
    let mut rows = Vec::new();
    for locale in &locales {
        let Some(l10n) = localizer(locale) else { continue };
        let started = Instant::now();
        let mut row = Row::default();
        for (i, spoken) in played.iter().enumerate() {
            let ours = l10n.render(&Msg::Move(*spoken));
            let theirs = Utterance { locale: "en", parts: vec![Part { lang: "en", text: lichess(&spoken.san) }] };
            if i == 0 {
                eprintln!("speech bench: {locale}: {:?} against {:?}", ours.text(), theirs.text());
            }
            row.taktil_chars += ours.text().chars().count();
            row.anchor_chars += theirs.text().chars().count();
            // Turn about, so that neither wording always follows the other.
            let order = if i % 2 == 0 { [(&ours, true), (&theirs, false)] } else { [(&theirs, false), (&ours, true)] };
            for (words, is_ours) in order {
                match time_one(speaker, &rx, words) {
                    Some((begin, end)) if is_ours => {
                        row.taktil_begin.push(begin);
                        row.taktil_end.push(end);
                    }
                    Some((begin, end)) => {
                        row.anchor_begin.push(begin);
                        row.anchor_end.push(end);
                    }
                    None => row.missed += 1,
                }
            }
            if speaker.is_lost() {
                println!("speech bench: the speaker was lost (the watchdog fired); figures so far follow");
                break;
            }
        }
        eprintln!("speech bench: {locale} done in {:.0} s", started.elapsed().as_secs_f64());
        rows.push((locale.clone(), row));
    }
    print_table(&rows);
}

fn print_table(rows: &[(String, Row)]) {
    println!();
    println!(
        "| locale | moves | taktil mean end | taktil p95 end | anchor mean end | anchor p95 end | ratio (mean) | \
         first sound p95 (taktil / anchor) | characters per move (taktil / anchor) |"
    );
    println!("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    for (locale, row) in rows {
        let n = row.taktil_end.len().max(1);
        let ratio = mean(&row.taktil_end).as_secs_f64() / mean(&row.anchor_end).as_secs_f64().max(1e-9);
        println!(
            "| {locale} | {} | {:.2} s | {:.2} s | {:.2} s | {:.2} s | {ratio:.2} | {:.1} / {:.1} ms | {:.1} / {:.1} |{}",
            row.taktil_end.len(),
            mean(&row.taktil_end).as_secs_f64(),
            p95(&row.taktil_end).as_secs_f64(),
            mean(&row.anchor_end).as_secs_f64(),
            p95(&row.anchor_end).as_secs_f64(),
            ms(p95(&row.taktil_begin)),
            ms(p95(&row.anchor_begin)),
            row.taktil_chars as f64 / n as f64,
            row.anchor_chars as f64 / n as f64,
            if row.missed > 0 { format!(" ({} without begin or end)", row.missed) } else { String::new() },
        );
    }
}
