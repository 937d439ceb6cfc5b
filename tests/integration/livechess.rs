//! Issue 31 point 4: taktil against DGT LiveChess's published shapes.
//!
//! - The fault corpus (no socket, no wall clock): every standard game of the collection
//!   as LiveChess would send it, the whole move list in every message, with its known
//!   faults injected at random places (a list sent twice, moves in a burst, a wrong move
//!   listed with the pieces in the air and withdrawn, a right move listed with the
//!   pieces in the air, a message without its clock, the board going `INACTIVE` with
//!   moves made meanwhile, the connection dropped with moves made meanwhile, the
//!   made-up king move at the end). The messages go through the [`Follower`], what it
//!   passes on becomes a session script (the sighted board's lines, the clock readings,
//!   the link lines) replayed through the core with the blind player as each colour on
//!   a board without sensors; the game must come out move for move, each move
//!   announced once, in order, and the arbiter told what LiveChess did.
//! - End to end through the real binary, against the loopback LiveChess of
//!   [`crate::livechess_double`]: `taktil devices --livechess`, a whole real game
//!   through `taktil play --sighted-board livechess:…` with the clock followed, the
//!   connection lost and back, a LiveChess without the board, and garbage on the
//!   socket. Every wait is bounded and generous ([`LONG`]); nothing asserts how fast
//!   anything happens, and every child process is killed when its test ends.

use std::{
    collections::BTreeMap,
    io::{BufRead, BufReader, Write},
    path::PathBuf,
    process::{Child, ChildStdin, Command, ExitStatus, Stdio},
    sync::{Arc, Mutex, mpsc},
    thread,
    time::{Duration, Instant},
};

use rand::{Rng, SeedableRng, rngs::StdRng};
use shakmaty::{Board, ByColor, CastlingMode, Chess, Color, Move, Piece, Position, Role, Square, san::SanPlus};
use taktil::{
    core::{
        input::{Device, Input, LinkEvent, LinkKind},
        msg::Msg,
        output::Output,
        time::Timestamp,
    },
    io::livechess::{
        feed::{BoardUpdate, LcClock},
        follow::{FollowConfig, Followed, Follower},
    },
    pgn::{self, PgnGame},
    replay,
    script::TimedInput,
};

use crate::{
    livechess_double::{self as double, LiveChessDouble},
    util::{games_dir, real_games},
};

/// The board's serial number in every test.
const SERIAL: &str = "24153";

// ---------------------------------------------------------------------------------
// The fault corpus.
// ---------------------------------------------------------------------------------

/// A fault of LiveChess's feed, injected at a ply (or, for the kings, at the end).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Fault {
    /// No fault: the move listed with its pieces shown, then the press.
    Plain,
    /// The same message twice.
    Repeat,
    /// Two or three moves in one message.
    Burst,
    /// A wrong move listed with the pieces in the air, withdrawn within the hold time
    /// and replaced by the right one.
    Withdrawn,
    /// The right move listed with the pieces in the air: held, then passed on when the
    /// pieces show it or the hold time is up.
    InTheAir,
    /// The move's message without its clock.
    NoClock,
    /// The board `INACTIVE`, one or two moves made meanwhile, then `ACTIVE` again.
    Inactive,
    /// The connection dropped, up to two moves made meanwhile, then subscribed again.
    Dropped,
    /// The made-up king move at the end: both kings put in the centre.
    Kings,
}

impl Fault {
    const ALL: [Fault; 9] = [
        Fault::Plain,
        Fault::Repeat,
        Fault::Burst,
        Fault::Withdrawn,
        Fault::InTheAir,
        Fault::NoClock,
        Fault::Inactive,
        Fault::Dropped,
        Fault::Kings,
    ];

    fn name(self) -> &'static str {
        match self {
            Fault::Plain => "none (plain move)",
            Fault::Repeat => "same list twice",
            Fault::Burst => "burst of 2-3 moves",
            Fault::Withdrawn => "wrong move withdrawn",
            Fault::InTheAir => "right move, pieces in air",
            Fault::NoClock => "message without clock",
            Fault::Inactive => "board INACTIVE/ACTIVE",
            Fault::Dropped => "connection dropped",
            Fault::Kings => "made-up king move",
        }
    }

    /// A fault for the next ply, at random (the kings come only at the end).
    fn pick(rng: &mut StdRng) -> Fault {
        match rng.random_range(0..100) {
            0..50 => Fault::Plain,
            50..58 => Fault::Repeat,
            58..66 => Fault::Burst,
            66..74 => Fault::Withdrawn,
            74..82 => Fault::InTheAir,
            82..90 => Fault::NoClock,
            90..95 => Fault::Inactive,
            _ => Fault::Dropped,
        }
    }
}

/// A clock cabled to the board, in simulated time.
#[derive(Clone, Copy, Debug)]
struct SimClock {
    /// Each side's time left when the running side's clock last started, ms.
    left: ByColor<u64>,
    running: Option<Color>,
    since: u64,
}

impl SimClock {
    fn left_at(&self, color: Color, t: u64) -> u64 {
        let base = self.left[color];
        if self.running == Some(color) { base.saturating_sub(t - self.since) } else { base }
    }

    /// The reading at `t`, in whole seconds as a clock shows them.
    fn reading(&self, t: u64) -> LcClock {
        let secs = |c| (self.left_at(c, t) / 1000) as f64;
        LcClock {
            white: Some(secs(Color::White)),
            black: Some(secs(Color::Black)),
            run: self.running.map(|c| c == Color::White),
        }
    }

    /// `by` presses at `t`: the other side's clock runs.
    fn press(&mut self, by: Color, t: u64) {
        self.left[by] = self.left_at(by, t);
        self.running = Some(!by);
        self.since = t;
    }
}

/// One game as LiveChess sends it, fed to a [`Follower`] as the client would, with
/// what the follower passed on.
struct Feed {
    follower: Follower,
    /// Simulated time, ms.
    t: u64,
    /// The game as made on the board: position, moves and their SAN as LiveChess lists
    /// them.
    pos: Chess,
    list: Vec<String>,
    clock: SimClock,
    /// The follower's messages for the core, as session-script events.
    events: Vec<TimedInput>,
    /// What else it reported (for the arbiter), in order.
    reports: Vec<Followed>,
}

impl Feed {
    fn new() -> Feed {
        Feed {
            follower: Follower::new(FollowConfig::default(), Chess::default(), &[]),
            t: 0,
            pos: Chess::default(),
            list: Vec::new(),
            clock: SimClock {
                left: ByColor { white: 5_400_000, black: 5_400_000 },
                running: Some(Color::White),
                since: 0,
            },
            events: Vec::new(),
            reports: Vec::new(),
        }
    }

    fn wait(&mut self, rng: &mut StdRng, lo: u64, hi: u64) {
        self.t += rng.random_range(lo..=hi);
        self.timeouts();
    }

    /// The follower's time: each held move passed on when its time is up, at that time.
    fn timeouts(&mut self) {
        while let Some(due) = self.follower.poll_timeout().filter(|d| d.0 <= self.t) {
            self.follower.handle_timeout(due);
            self.drain(due.0.max(self.events.last().map_or(0, |e| e.t.0)));
        }
    }

    /// What the follower has to say, at `at`, as the live session's handle takes it.
    fn drain(&mut self, at: u64) {
        while let Some(followed) = self.follower.poll() {
            let input = match followed {
                Followed::Board(msg) => Input::Board { device: Device::Sighted, msg, seq: None },
                Followed::Clock(reading) => Input::ExternalClock(reading),
                Followed::NotReporting { .. } => {
                    self.reports.push(followed);
                    Input::Link { device: Device::Sighted, kind: LinkKind::LiveChess, event: LinkEvent::Silent }
                }
                Followed::Reporting => {
                    self.reports.push(followed);
                    Input::Link { device: Device::Sighted, kind: LinkKind::LiveChess, event: LinkEvent::Back }
                }
                other => {
                    self.reports.push(other);
                    continue;
                }
            };
            self.events.push(TimedInput { line: 0, t: Timestamp(at), input });
        }
    }

    /// A message reaches the follower now.
    fn send(&mut self, update: &BoardUpdate) {
        self.timeouts();
        self.follower.update(Timestamp(self.t), update);
        self.drain(self.t);
    }

    /// A feed message: these pieces, this list, the clock unless `clock` is false.
    fn message(&self, pieces: &Board, list: &[String], clock: bool) -> BoardUpdate {
        BoardUpdate {
            serialnr: Some(SERIAL.to_owned()),
            board: Some(pieces.to_string()),
            san: Some(list.to_vec()),
            clock: clock.then(|| self.clock.reading(self.t)),
            state: None,
        }
    }

    /// The board as it stands, settled: its pieces, its whole list, the clock.
    fn settled(&self, clock: bool) -> BoardUpdate {
        self.message(self.pos.board(), &self.list, clock)
    }

    /// The board's entry in the list of boards, as the client passes it on: its state
    /// and its clock.
    fn state(&self, state: &str) -> BoardUpdate {
        BoardUpdate {
            serialnr: Some(SERIAL.to_owned()),
            board: None,
            san: None,
            clock: Some(self.clock.reading(self.t)),
            state: Some(state.to_owned()),
        }
    }

    /// The move `m` made on the board (nothing sent).
    fn make(&mut self, m: Move) {
        self.list.push(SanPlus::from_move(self.pos.clone(), m).to_string());
        self.pos.play_unchecked(m);
    }

    /// The mover presses the clock a moment after his move; LiveChess sends the change.
    fn press(&mut self, rng: &mut StdRng, send: bool) {
        self.wait(rng, 300, 1200);
        let mover = !self.pos.turn();
        self.clock.press(mover, self.t);
        if send {
            self.send(&self.settled(true));
        }
    }

    /// The pieces with the piece of `m` lifted (in the air).
    fn in_the_air(&self, m: Move) -> Board {
        let mut pieces = self.pos.board().clone();
        if let Some(from) = m.from() {
            pieces.discard_piece_at(from);
        }
        pieces
    }
}

/// What one game's feed was, for the checks.
struct Built {
    feed: Feed,
    /// Per ply, the faults it came with.
    tags: Vec<Vec<Fault>>,
    /// How often each fault was injected.
    injected: BTreeMap<Fault, usize>,
    /// The wrong moves withdrawn, in order.
    withdrawn: Vec<String>,
    /// Outages: `INACTIVE` ones and dropped connections.
    inactive: usize,
    dropped: usize,
    /// The made-up king move, if one ended the game.
    kings: Option<String>,
}

/// Both kings put on two centre squares of `board`: the side to move's on `to`.
fn kings_in_centre(board: &Board, turn: Color, rng: &mut StdRng) -> (Board, Square) {
    let centre = [Square::D4, Square::D5, Square::E4, Square::E5];
    let first = rng.random_range(0..4);
    let second = (first + rng.random_range(1..4)) % 4;
    let (to, other) = (centre[first], centre[second]);
    let mut pieces = board.clone();
    for sq in board.kings() {
        pieces.discard_piece_at(sq);
    }
    pieces.set_piece_at(to, Piece { color: turn, role: Role::King });
    pieces.set_piece_at(other, Piece { color: !turn, role: Role::King });
    (pieces, to)
}

/// One game's feed, its faults at random places.
fn build(moves: &[Move], rng: &mut StdRng) -> Built {
    let mut feed = Feed::new();
    let mut tags: Vec<Vec<Fault>> = vec![Vec::new(); moves.len()];
    let mut injected = BTreeMap::new();
    let mut withdrawn = Vec::new();
    let (mut inactive, mut dropped) = (0, 0);
    // Subscribed: LiveChess sends the board as it stands, then the list of boards.
    feed.send(&feed.settled(true));
    feed.send(&feed.state("ACTIVE"));
    let mut i = 0;
    // A fault whose moves were made while nothing was sent tags the next move too.
    let mut carried: Option<Fault> = None;
    while i < moves.len() {
        feed.wait(rng, 1500, 6000);
        let mut fault = Fault::pick(rng);
        let m = moves[i];
        let wrong: Vec<Move> = feed.pos.legal_moves().into_iter().filter(|w| *w != m).collect();
        if fault == Fault::Burst && i + 1 == moves.len() || fault == Fault::Withdrawn && wrong.is_empty() {
            fault = Fault::Plain;
        }
        *injected.entry(fault).or_insert(0) += 1;
        let first = i;
        match fault {
            Fault::Plain | Fault::NoClock | Fault::Repeat => {
                feed.make(m);
                let message = feed.settled(fault != Fault::NoClock);
                feed.send(&message);
                if fault == Fault::Repeat {
                    feed.wait(rng, 0, 100);
                    feed.send(&message);
                }
                feed.press(rng, true);
                i += 1;
            }
            Fault::Burst => {
                let k = rng.random_range(2..=3).min(moves.len() - i);
                for j in 0..k {
                    feed.make(moves[i + j]);
                    if j + 1 < k {
                        feed.press(rng, false);
                        feed.wait(rng, 200, 1500);
                    }
                }
                feed.send(&feed.settled(true));
                feed.press(rng, true);
                i += k;
            }
            Fault::Withdrawn => {
                let w = wrong[rng.random_range(0..wrong.len())];
                let mut list = feed.list.clone();
                list.push(SanPlus::from_move(feed.pos.clone(), w).to_string());
                withdrawn.push(list.last().cloned().unwrap_or_default());
                feed.send(&feed.message(&feed.in_the_air(w), &list, true));
                // Withdrawn within the hold time, the piece put back.
                feed.wait(rng, 100, FollowConfig::default().hold_ms - 400);
                feed.send(&feed.settled(true));
                feed.wait(rng, 200, 1500);
                feed.make(m);
                feed.send(&feed.settled(true));
                feed.press(rng, true);
                i += 1;
            }
            Fault::InTheAir => {
                let air = feed.in_the_air(m);
                feed.make(m);
                feed.send(&feed.message(&air, &feed.list, true));
                if rng.random_bool(0.5) {
                    // The pieces settle within the hold time: the same list with them.
                    feed.wait(rng, 100, FollowConfig::default().hold_ms - 300);
                } else {
                    // The hold time is up first.
                    feed.wait(rng, FollowConfig::default().hold_ms + 50, FollowConfig::default().hold_ms + 900);
                }
                feed.send(&feed.settled(true));
                feed.press(rng, true);
                i += 1;
            }
            Fault::Inactive => {
                inactive += 1;
                feed.send(&feed.state("INACTIVE"));
                if rng.random_bool(0.5) {
                    // The next poll finds it still inactive.
                    feed.wait(rng, 2500, 3500);
                    feed.send(&feed.state("INACTIVE"));
                }
                let k = rng.random_range(1..=2).min(moves.len() - i);
                for j in 0..k {
                    if j > 0 {
                        feed.wait(rng, 1500, 4000);
                    }
                    feed.make(moves[i + j]);
                    feed.press(rng, false);
                }
                feed.wait(rng, 500, 3000);
                feed.send(&feed.state("ACTIVE"));
                feed.send(&feed.settled(true));
                i += k;
            }
            Fault::Dropped => {
                dropped += 1;
                feed.follower.lost();
                feed.drain(feed.t);
                let k = rng.random_range(0..=2).min(moves.len() - i);
                for j in 0..k {
                    if j > 0 {
                        feed.wait(rng, 1500, 4000);
                    }
                    feed.make(moves[i + j]);
                    feed.press(rng, false);
                }
                feed.wait(rng, 1000, 4000);
                // Subscribed again: the board as it stands, then the list of boards.
                feed.follower.subscribed();
                feed.send(&feed.settled(true));
                feed.send(&feed.state("ACTIVE"));
                i += k;
            }
            Fault::Kings => unreachable!("the kings come at the end"),
        }
        if let Some(before) = carried.take() {
            tags[first].push(before);
        }
        for tag in &mut tags[first..i] {
            tag.push(fault);
        }
        if matches!(fault, Fault::Inactive | Fault::Dropped) {
            carried = Some(fault);
        }
    }
    let mut kings = None;
    if rng.random_bool(0.7) && !moves.is_empty() {
        *injected.entry(Fault::Kings).or_insert(0) += 1;
        feed.wait(rng, 2000, 5000);
        let (pieces, to) = kings_in_centre(feed.pos.board(), feed.pos.turn(), rng);
        let mut list = feed.list.clone();
        list.push(format!("K{to}"));
        kings = list.last().cloned();
        feed.send(&feed.message(&pieces, &list, true));
        feed.wait(rng, 100, 1000);
        feed.send(&feed.message(&pieces, &list, true));
        if let Some(last) = tags.last_mut() {
            last.push(Fault::Kings);
        }
    }
    feed.wait(rng, 3000, 3000);
    Built { feed, tags, injected, withdrawn, inactive, dropped, kings }
}

/// The counts of one row of the table.
#[derive(Clone, Copy, Debug, Default)]
struct Row {
    injected: usize,
    checked: usize,
    wrong: usize,
    missed: usize,
}

/// Replays `built`'s events with the blind player `blind` on a board without sensors;
/// per ply whether it was right, wrong or missed, how many moves were made or announced
/// beyond the game, and the first problem described.
fn replay_checked(game: &PgnGame, built: &Built, blind: Color) -> (Vec<Check>, usize, Vec<String>) {
    // The games were played under older Laws, without 9.6 (2023): WorldChamp1886 game 11
    // repeats a position a fifth time at ply 57 and goes on.
    let mut text = format!(
        "set blind {}\nset tactile-board none\nset edition 2009\n",
        if blind == Color::White { "white" } else { "black" }
    );
    for event in &built.feed.events {
        text.push_str(&event.to_string());
        text.push('\n');
    }
    let session = replay::run(&text, &replay::Overrides::default()).expect("the script replays");
    let made = session.core.moves();
    let announced: Vec<(bool, String)> = session
        .outputs
        .iter()
        .filter_map(|o| match &o.output {
            Output::Say(Msg::Move(spoken)) => Some((false, spoken.san.to_string())),
            Output::Say(Msg::OwnMove(spoken)) => Some((true, spoken.san.to_string())),
            _ => None,
        })
        .collect();
    let moves_out = session.outputs.iter().filter(|o| matches!(o.output, Output::Move(_))).count();
    let mut checks = Vec::with_capacity(game.moves.len());
    let mut problems = Vec::new();
    let mut pos = game.start.position.clone();
    for (i, m) in game.moves.iter().enumerate() {
        let san = game.sans[i].to_string();
        let own = pos.turn() == blind;
        let check = match (made.get(i), announced.get(i)) {
            (None, _) | (_, None) => Check::Missed,
            (Some(made), Some((said_own, said))) if made.m != *m || *said != san || *said_own != own => Check::Wrong,
            _ => Check::Right,
        };
        if check != Check::Right && problems.is_empty() {
            problems.push(format!(
                "ply {} {san} ({:?}): {check:?}: made {:?}, announced {:?}",
                i + 1,
                built.tags[i],
                made.get(i).map(|m| m.san.to_string()),
                announced.get(i)
            ));
        }
        checks.push(check);
        pos.play_unchecked(*m);
    }
    // Each move exactly once: nothing made or announced beyond the game.
    let extra = made.len().saturating_sub(game.moves.len())
        + announced.len().saturating_sub(game.moves.len())
        + moves_out.saturating_sub(game.moves.len());
    if extra > 0 {
        problems.push(format!(
            "{extra} moves made or announced beyond the game ({} made, {} announced, {moves_out} move outputs)",
            made.len(),
            announced.len()
        ));
    }
    (checks, extra, problems)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Check {
    Right,
    Wrong,
    Missed,
}

/// What the follower told the arbiter matches the faults injected.
fn reports_checked(built: &Built) -> Vec<String> {
    let reports = &built.feed.reports;
    let mut problems = Vec::new();
    let withdrawn: Vec<String> = reports
        .iter()
        .filter_map(|r| match r {
            Followed::Withdrawn { san } => Some(san.join(" ")),
            _ => None,
        })
        .collect();
    if withdrawn != built.withdrawn {
        problems.push(format!("withdrawn reported {withdrawn:?}, injected {:?}", built.withdrawn));
    }
    let count = |f: &dyn Fn(&Followed) -> bool| reports.iter().filter(|r| f(r)).count();
    let not_reporting_inactive = count(&|r| matches!(r, Followed::NotReporting { state } if state == "INACTIVE"));
    let not_reporting_connection = count(&|r| matches!(r, Followed::NotReporting { state } if state == "connection"));
    let not_reporting = count(&|r| matches!(r, Followed::NotReporting { .. }));
    let reporting = count(&|r| matches!(r, Followed::Reporting));
    if not_reporting_inactive != built.inactive
        || not_reporting_connection != built.dropped
        || not_reporting != built.inactive + built.dropped
        || reporting != built.inactive + built.dropped
    {
        problems.push(format!(
            "{} INACTIVE and {} drops injected: {not_reporting_inactive} NotReporting INACTIVE, \
             {not_reporting_connection} NotReporting connection, {not_reporting} in all, {reporting} Reporting",
            built.inactive, built.dropped
        ));
    }
    let kings: Vec<String> = reports
        .iter()
        .filter_map(|r| match r {
            Followed::Kings { san } => Some(san.clone()),
            _ => None,
        })
        .collect();
    if kings != built.kings.iter().cloned().collect::<Vec<_>>() {
        problems.push(format!("kings reported {kings:?}, injected {:?}", built.kings));
    }
    let other: Vec<&Followed> =
        reports.iter().filter(|r| matches!(r, Followed::Differs { .. } | Followed::NotLegal { .. })).collect();
    if !other.is_empty() {
        problems.push(format!("unexpected reports: {other:?}"));
    }
    problems
}

/// Every standard game of the collection, as LiveChess sends it with its faults, the
/// blind player as each colour: move for move the PGN, each move announced once and
/// in order, nothing wrong or missed; and the arbiter told of each withdrawn move, each
/// outage once, each made-up king move.
#[test]
fn every_game_through_a_faulty_livechess_feed_comes_out_move_for_move() {
    let started = Instant::now();
    let mut rows: BTreeMap<Fault, Row> = Fault::ALL.into_iter().map(|f| (f, Row::default())).collect();
    let mut total = Row::default();
    let (mut games, mut sessions, mut extra) = (0, 0, 0);
    let mut failures = Vec::new();
    for (index, (name, game)) in real_games().into_iter().enumerate() {
        if game.tag("FEN").is_some()
            || game.tag("Variant").is_some()
            || game.start.castling != CastlingMode::Standard
            || game.start.position != Chess::default()
        {
            continue;
        }
        games += 1;
        let mut rng = StdRng::seed_from_u64(31_000 + index as u64);
        let built = build(&game.moves, &mut rng);
        for (fault, n) in &built.injected {
            rows.get_mut(fault).expect("a row").injected += n;
        }
        for problem in reports_checked(&built) {
            failures.push(format!("{name}: {problem}"));
        }
        for blind in [Color::White, Color::Black] {
            sessions += 1;
            let (checks, beyond, problems) = replay_checked(&game, &built, blind);
            extra += beyond;
            for problem in problems {
                failures.push(format!("{name} blind {blind:?}: {problem}"));
            }
            for (check, tags) in checks.iter().zip(&built.tags) {
                let count = |row: &mut Row| {
                    row.checked += 1;
                    row.wrong += usize::from(*check == Check::Wrong);
                    row.missed += usize::from(*check == Check::Missed);
                };
                count(&mut total);
                for tag in tags {
                    count(rows.get_mut(tag).expect("a row"));
                }
            }
        }
    }
    total.wrong += extra;
    total.injected = rows.values().map(|r| r.injected).sum();
    eprintln!(
        "LiveChess fault corpus: {games} games, {sessions} sessions (blind White and Black), {:.1} s",
        started.elapsed().as_secs_f64()
    );
    eprintln!("{:<28} {:>9} {:>14} {:>7} {:>7}", "fault", "injected", "moves checked", "wrong", "missed");
    for (fault, row) in &rows {
        eprintln!("{:<28} {:>9} {:>14} {:>7} {:>7}", fault.name(), row.injected, row.checked, row.wrong, row.missed);
    }
    eprintln!(
        "{:<28} {:>9} {:>14} {:>7} {:>7}",
        "all moves (each once)", total.injected, total.checked, total.wrong, total.missed
    );
    assert!(games > 900, "only {games} standard games found");
    for fault in Fault::ALL {
        assert!(rows[&fault].injected > 100, "{} injected only {} times", fault.name(), rows[&fault].injected);
    }
    assert!(
        failures.is_empty(),
        "{} problems (wrong {}, missed {}):\n{}",
        failures.len(),
        total.wrong,
        total.missed,
        failures.iter().take(40).cloned().collect::<Vec<_>>().join("\n")
    );
    assert_eq!((total.wrong, total.missed), (0, 0));
}

// ---------------------------------------------------------------------------------
// End to end through the real binary.
// ---------------------------------------------------------------------------------

/// The longest wait for one line (the machine may be loaded).
const LONG: Duration = Duration::from_secs(30);

/// A temporary folder of its own for one test.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("taktil-livechess-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

/// Waits at most `wait` for `child` to end; kills it if it does not.
fn wait_bounded(child: &mut Child, wait: Duration) -> Option<ExitStatus> {
    let deadline = Instant::now() + wait;
    while Instant::now() < deadline {
        if let Ok(Some(status)) = child.try_wait() {
            return Some(status);
        }
        thread::sleep(Duration::from_millis(20));
    }
    let _ = child.kill();
    let _ = child.wait();
    None
}

/// `taktil <args>` with standard input closed, bounded by [`LONG`]: its status (None
/// when it had to be killed), standard output and error.
fn run_bounded(args: &[&str]) -> (Option<ExitStatus>, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_taktil"))
        .env("HOME", std::env::temp_dir())
        .env_remove("XDG_CONFIG_HOME")
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("taktil runs");
    let read = |from: Option<Box<dyn std::io::Read + Send>>| {
        thread::spawn(move || {
            let mut text = String::new();
            if let Some(mut from) = from {
                let _ = from.read_to_string(&mut text);
            }
            text
        })
    };
    let out = read(child.stdout.take().map(|s| Box::new(s) as Box<dyn std::io::Read + Send>));
    let err = read(child.stderr.take().map(|s| Box::new(s) as Box<dyn std::io::Read + Send>));
    let status = wait_bounded(&mut child, LONG);
    (status, out.join().unwrap_or_default(), err.join().unwrap_or_default())
}

/// `taktil play --board none --sighted-board livechess:127.0.0.1:PORT/SERIAL` in the
/// plain view, its standard input a pipe the test types into. Killed when dropped.
struct Session {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: mpsc::Receiver<String>,
    /// Every line of standard output read so far.
    recorded: Vec<String>,
    /// Standard error: the problems for the assistant's screen (`taktil: …`).
    errors: Arc<Mutex<Vec<String>>>,
}

impl Session {
    fn start(port: u16, extra: &[&str]) -> Session {
        let mut child = Command::new(env!("CARGO_BIN_EXE_taktil"))
            .env("HOME", std::env::temp_dir())
            .env_remove("XDG_CONFIG_HOME")
            .args(["play", "--silent", "--view", "plain", "--board", "none"])
            .arg("--sighted-board")
            .arg(format!("livechess:127.0.0.1:{port}/{SERIAL}"))
            .args(extra)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("taktil runs");
        let stdout = child.stdout.take().expect("a pipe");
        let stderr = child.stderr.take().expect("a pipe");
        let stdin = child.stdin.take();
        let (tx, lines) = mpsc::channel();
        thread::spawn(move || {
            for text in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(text).is_err() {
                    break;
                }
            }
        });
        let errors = Arc::new(Mutex::new(Vec::new()));
        let log = Arc::clone(&errors);
        thread::spawn(move || {
            for text in BufReader::new(stderr).lines().map_while(Result::ok) {
                log.lock().unwrap_or_else(std::sync::PoisonError::into_inner).push(text);
            }
        });
        Session { child, stdin, lines, recorded: Vec::new(), errors }
    }

    /// Standard error so far.
    fn errors(&self) -> Vec<String> {
        self.errors.lock().unwrap_or_else(std::sync::PoisonError::into_inner).clone()
    }

    fn type_line(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("standard input open");
        writeln!(stdin, "{line}").and_then(|()| stdin.flush()).expect("the line typed");
    }

    /// Reads lines until one satisfies `stop` (each waited for at most [`LONG`]);
    /// returns its index in [`Session::recorded`].
    fn until(&mut self, what: &str, mut stop: impl FnMut(&str) -> bool) -> usize {
        loop {
            let Ok(line) = self.lines.recv_timeout(LONG) else {
                panic!("no line {what} in {:#?}", self.recorded);
            };
            let done = stop(&line);
            self.recorded.push(line);
            if done {
                return self.recorded.len() - 1;
            }
        }
    }

    /// Ends the session as the assistant ends one whose sighted board is not standard
    /// input (`docs/play.md`, "Ending a session": a typed `quit` is only the full
    /// view's): SIGTERM, a clean end with the export written. Reads what is left, and
    /// kills it if it hangs.
    fn quit(&mut self) -> Option<ExitStatus> {
        assert!(crate::util::send_signal(self.child.id(), libc::SIGTERM), "kill -s TERM");
        let status = wait_bounded(&mut self.child, LONG);
        while let Ok(line) = self.lines.recv_timeout(Duration::from_millis(500)) {
            self.recorded.push(line);
        }
        status
    }

    fn count(&self, f: impl Fn(&str) -> bool) -> usize {
        self.recorded.iter().filter(|l| f(l)).count()
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Whether a plain line is the move line of ply `ply` (from 1) with `san`:
/// `move: 12. Nxe5 (...)` or `move: 12... Nxe5 (...)`.
fn is_move_line(line: &str, ply: usize, san: &str) -> bool {
    let Some(rest) = line.strip_prefix("move: ") else { return false };
    let number = ply.div_ceil(2);
    let dots = if ply % 2 == 1 { "." } else { "..." };
    let Some(rest) = rest.strip_prefix(&format!("{number}{dots}")) else { return false };
    rest.split_whitespace().next() == Some(san)
}

/// The line said back after the blind player's move: "You: ...".
fn is_echo(line: &str) -> bool {
    line.starts_with("You: ")
}

const NOT_REPORTING: &str = "The opponent's board is not reporting.";
const REPORTING_AGAIN: &str = "The opponent's board is reporting again.";

/// The first game of the collection with 30 to 60 plies, captures and a castling.
fn short_real_game() -> PgnGame {
    let text = std::fs::read_to_string(games_dir().join("Capablanca.pgn")).expect("Capablanca.pgn");
    pgn::read_games(&text)
        .into_iter()
        .filter_map(Result::ok)
        .find(|g| {
            let sans: Vec<String> = g.sans.iter().map(ToString::to_string).collect();
            (30..=60).contains(&g.moves.len())
                && g.start.position == Chess::default()
                && sans.iter().any(|s| s.contains('x'))
                && sans.iter().any(|s| s.starts_with("O-O"))
        })
        .expect("a short real game with captures and castling")
}

/// The clock cabled to the double's board, in real time: each side's time left when
/// its clock last started, and when.
struct RealClock {
    left: ByColor<f64>,
    running: Option<Color>,
    since: Instant,
}

impl RealClock {
    fn new(white: f64, black: f64) -> RealClock {
        RealClock { left: ByColor { white, black }, running: None, since: Instant::now() }
    }

    fn left_now(&self, color: Color) -> f64 {
        let base = self.left[color];
        if self.running == Some(color) { base - self.since.elapsed().as_secs_f64() } else { base }
    }

    /// What the clock shows now, to the millisecond.
    fn reading(&self) -> double::Clock {
        let ms = |s: f64| (s * 1000.0).round() / 1000.0;
        double::Clock {
            white: ms(self.left_now(Color::White)),
            black: ms(self.left_now(Color::Black)),
            run: self.running.map(|c| c == Color::White),
        }
    }

    /// `color`'s clock starts (the other stops): a press by `!color`. Returns the
    /// presser's time left.
    fn start(&mut self, color: Color) -> f64 {
        let presser = !color;
        let left = self.left_now(presser);
        if let Some(running) = self.running {
            self.left[running] = self.left_now(running);
        }
        self.running = Some(color);
        self.since = Instant::now();
        left
    }
}

/// `m` made on the double's board from `pos`: its pieces and list changed, the clock
/// with it, and the change sent. Every fifth ply's message comes without its clock,
/// as LiveChess sends some.
fn play_on(double: &LiveChessDouble, pos: &mut Chess, m: Move, clock: Option<&RealClock>) {
    let san = SanPlus::from_move(pos.clone(), m).to_string();
    pos.play_unchecked(m);
    let fen = pos.board().to_string();
    let reading = clock.map(RealClock::reading);
    let change = move |b: &mut double::Board| {
        b.fen = fen;
        b.san.push(san);
        if reading.is_some() {
            b.clock = reading;
        }
    };
    if reading.is_some() && pos.fullmoves().get().is_multiple_of(5) && pos.turn() == Color::Black {
        double.change(SERIAL, change);
        let mut param = double.board(SERIAL).feed();
        if let Some(param) = param.as_object_mut() {
            param.remove("clock");
        }
        double.feed_param(SERIAL, &param);
    } else {
        double.update(SERIAL, change);
    }
}

/// `[%clk h:mm:ss]` comments of a PGN text, in order, as milliseconds.
fn clk_comments(pgn: &str) -> Vec<u64> {
    pgn.split("[%clk ")
        .skip(1)
        .filter_map(|rest| {
            let time = rest.split(']').next()?.trim();
            let mut parts = time.split(':').map(|p| p.parse::<f64>().ok());
            let (h, m, s) = (parts.next()??, parts.next()??, parts.next()??);
            Some(((h * 3600.0 + m * 60.0 + s) * 1000.0).round() as u64)
        })
        .collect()
}

/// The movetext's moves of a PGN text.
fn movetext_sans(pgn: &str) -> Vec<String> {
    let game = pgn::read_games(pgn).into_iter().find_map(Result::ok).expect("a PGN game");
    game.sans.iter().map(ToString::to_string).collect()
}

/// taktil sends LiveChess only its two read-only calls.
fn assert_read_only(double: &LiveChessDouble) {
    let received = double.received();
    assert!(!received.is_empty(), "taktil called nothing");
    for text in &received {
        let value: serde_json::Value = serde_json::from_str(text).expect("JSON from taktil");
        let call = value["call"].as_str().unwrap_or("");
        assert!(call == "eboards" || call == "subscribe", "taktil sent {text}");
        if call == "subscribe" {
            assert_eq!(value["param"]["feed"], "eboardevent", "{text}");
            assert_eq!(value["param"]["param"]["serialnr"], SERIAL, "{text}");
        }
    }
}

/// (a) `taktil devices --livechess` lists the double's board over HTTP; with nothing
/// listening it says so in one line and fails.
#[test]
fn taktil_devices_lists_the_livechess_boards_and_says_when_there_is_none() {
    let double = LiveChessDouble::start(vec![double::Board::new(SERIAL)]);
    let place = format!("127.0.0.1:{}", double.port());
    let (status, out, err) = run_bounded(&["devices", "--livechess", &place]);
    assert!(status.is_some_and(|s| s.success()), "{status:?}\n{out}\n{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines, [format!("LiveChess board {SERIAL}: ACTIVE, on COM3, start position.")], "{err}");
    assert_eq!(double.http_requests(), ["GET /api/v1.0/eboards HTTP/1.1"]);
    assert_eq!(double.accepted(), 0, "no WebSocket for the list");
    // A board elsewhere in a game is listed with its placement.
    let moved = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR";
    double.change(SERIAL, |b| {
        b.fen = moved.to_owned();
        b.state = "INACTIVE".to_owned();
    });
    let (status, out, _) = run_bounded(&["devices", "--livechess", &place]);
    assert!(status.is_some_and(|s| s.success()), "{status:?}");
    assert_eq!(out.trim(), format!("LiveChess board {SERIAL}: INACTIVE, on COM3, position {moved}."));
    drop(double);
    // Nothing listening on a port that was just free.
    let free = std::net::TcpListener::bind("127.0.0.1:0").expect("a port").local_addr().expect("an address").port();
    let place = format!("127.0.0.1:{free}");
    let (status, out, err) = run_bounded(&["devices", "--livechess", &place]);
    assert_eq!(status.and_then(|s| s.code()), Some(1), "{out}\n{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 1, "{out}");
    assert!(lines[0].starts_with(&format!("LiveChess at {place}: cannot list its boards: ")), "{out}");
}

/// (b) A whole real game through `taktil play`, every move of both sides from the
/// double's board (the blind player's board has no sensors), its clock in every
/// message: each move announced once and in order, the blind player's said back, and
/// the exported PGN has the moves with `[%clk]` comments that are the double's clock.
#[test]
fn a_whole_game_through_taktil_play_follows_the_livechess_board_and_its_clock() {
    let game = short_real_game();
    let dir = folder("whole");
    let export = dir.join("export");
    // Not taktil's own 90 minutes: a time in the PGN can only be the double's.
    let mut clock = RealClock::new(50.0 * 60.0, 45.0 * 60.0);
    let board = double::Board { clock: Some(clock.reading()), ..double::Board::new(SERIAL) };
    let double = LiveChessDouble::start(vec![board]);
    let journal = dir.join("game.journal");
    let mut session = Session::start(
        double.port(),
        &[
            "--blind",
            "white",
            "--journal",
            journal.to_str().expect("a path"),
            "--export",
            export.to_str().expect("a path"),
        ],
    );
    session.until("Ready", |l| l.starts_with("Ready"));
    assert!(double.wait_subscribed(SERIAL, 1, LONG), "taktil subscribed");
    // White's clock starts the game.
    clock.start(Color::White);
    let reading = clock.reading();
    double.update(SERIAL, move |b| b.clock = Some(reading));
    let mut pos = Chess::default();
    let mut times = Vec::new();
    for (i, m) in game.moves.iter().enumerate() {
        let ply = i + 1;
        let san = game.sans[i].to_string();
        let mover = pos.turn();
        thread::sleep(Duration::from_millis(100));
        play_on(&double, &mut pos, *m, Some(&clock));
        session.until(&format!("for ply {ply} {san}"), |l| is_move_line(l, ply, &san));
        if mover == Color::White {
            let echo = session.until(&format!("echo of {san}"), |l| is_echo(l) || l.starts_with("move: "));
            assert!(is_echo(&session.recorded[echo]), "after {san} came {:?}", session.recorded[echo]);
        }
        // The press: the opponent's clock runs.
        times.push(clock.start(!mover));
        let reading = clock.reading();
        double.update(SERIAL, move |b| b.clock = Some(reading));
        if ply == 10 {
            // The time key answers with the double's clock, not taktil's own.
            session.type_line("pad K time");
            let at = session.until("with both times", |l| l.starts_with("White ") && l.contains(". Black "));
            let answer = &session.recorded[at];
            assert!(answer.starts_with("White 49 minutes") || answer.starts_with("White 48 minutes"), "{answer}");
            assert!(answer.contains("Black 44 minutes") || answer.contains("Black 43 minutes"), "{answer}");
        }
    }
    let status = session.quit();
    assert_eq!(status.and_then(|s| s.code()), Some(143), "SIGTERM's clean end: {:#?}", session.recorded);
    // Each move's line exactly once, in order.
    let move_lines: Vec<&String> = session.recorded.iter().filter(|l| l.starts_with("move: ")).collect();
    assert_eq!(move_lines.len(), game.moves.len(), "{move_lines:#?}");
    for (i, line) in move_lines.iter().enumerate() {
        assert!(is_move_line(line, i + 1, &game.sans[i].to_string()), "ply {}: {line}", i + 1);
    }
    assert_eq!(session.count(is_echo), game.moves.len().div_ceil(2), "one echo per blind move");
    assert_eq!(session.count(|l| l == NOT_REPORTING), 0, "{:#?}", session.recorded);
    // An ordinary game: nothing for the arbiter (a press without a move, a clock set by
    // hand), nothing wrong with LiveChess on standard error.
    let warnings: Vec<&String> = session.recorded.iter().filter(|l| l.starts_with("warning")).collect();
    assert!(warnings.is_empty(), "{warnings:#?}");
    let errors = session.errors();
    assert!(!errors.iter().any(|l| l.contains("livechess:")), "{errors:#?}");
    let pgn = std::fs::read_to_string(export.join("game.pgn")).expect("game.pgn");
    let want: Vec<String> = game.sans.iter().map(ToString::to_string).collect();
    assert_eq!(movetext_sans(&pgn), want, "{pgn}");
    let clks = clk_comments(&pgn);
    assert_eq!(clks.len(), times.len(), "{pgn}");
    for (ply, (clk, shown)) in clks.iter().zip(&times).enumerate() {
        let shown = (shown * 1000.0).round() as u64;
        // `[%clk]` is whole seconds; the reading reaches taktil a moment after it was taken.
        assert!(clk.abs_diff(shown) <= 1500, "ply {}: [%clk] {clk} ms, the clock showed {shown} ms\n{pgn}", ply + 1);
    }
    assert_read_only(&double);
    let _ = std::fs::remove_dir_all(&dir);
}

/// (c) LiveChess goes away mid-game (restarting: every connection dropped, new ones
/// closed at once), a move is made meanwhile, and it comes back: the player hears once
/// that the board is not reporting, then that it reports again, and the move made
/// meanwhile is announced.
#[test]
fn a_livechess_that_restarts_mid_game_is_told_once_and_the_move_made_meanwhile_announced() {
    let game = short_real_game();
    let double = LiveChessDouble::start(vec![double::Board::new(SERIAL)]);
    let mut session = Session::start(double.port(), &["--blind", "black"]);
    session.until("Ready", |l| l.starts_with("Ready"));
    assert!(double.wait_subscribed(SERIAL, 1, LONG), "taktil subscribed");
    let mut pos = Chess::default();
    let sans: Vec<String> = game.sans.iter().map(ToString::to_string).collect();
    for ply in 1..=4 {
        play_on(&double, &mut pos, game.moves[ply - 1], None);
        session.until(&format!("for ply {ply}"), |l| is_move_line(l, ply, &sans[ply - 1]));
    }
    let accepted = double.accepted();
    double.down();
    session.until("not reporting", |l| l == NOT_REPORTING);
    // The opponent moves while LiveChess is down.
    let m = game.moves[4];
    let san = SanPlus::from_move(pos.clone(), m).to_string();
    pos.play_unchecked(m);
    let fen = pos.board().to_string();
    double.change(SERIAL, move |b| {
        b.fen = fen;
        b.san.push(san);
    });
    // taktil tries again while it is down (1 s after the loss).
    thread::sleep(Duration::from_millis(1500));
    double.up();
    session.until("reporting again", |l| l == REPORTING_AGAIN);
    session.until("for ply 5", |l| is_move_line(l, 5, &sans[4]));
    assert!(double.accepted() > accepted, "taktil connected again");
    play_on(&double, &mut pos, game.moves[5], None);
    session.until("for ply 6", |l| is_move_line(l, 6, &sans[5]));
    let status = session.quit();
    assert_eq!(status.and_then(|s| s.code()), Some(143), "SIGTERM's clean end: {:#?}", session.recorded);
    assert_eq!(session.count(|l| l == NOT_REPORTING), 1, "{:#?}", session.recorded);
    assert_eq!(session.count(|l| l == REPORTING_AGAIN), 1, "{:#?}", session.recorded);
    // The reason is the assistant's, on standard error, each time a try failed.
    let errors = session.errors();
    let place = format!("livechess:127.0.0.1:{}/{SERIAL}", double.port());
    assert!(errors.iter().any(|l| l.contains(&place) && l.ends_with("trying again")), "the loss logged: {errors:#?}");
    for ply in 1..=6 {
        assert_eq!(session.count(|l| is_move_line(l, ply, &sans[ply - 1])), 1, "ply {ply}: {:#?}", session.recorded);
    }
    assert_read_only(&double);
}

/// (d) A LiveChess without the board: `taktil play` stops at the start, naming the
/// serial number asked for and the boards LiveChess has.
#[test]
fn taktil_play_stops_at_the_start_when_livechess_has_not_the_board() {
    let double = LiveChessDouble::start(vec![double::Board::new("777"), double::Board::new("31337")]);
    let place = format!("livechess:127.0.0.1:{}/{SERIAL}", double.port());
    let (status, out, err) =
        run_bounded(&["play", "--silent", "--view", "plain", "--board", "none", "--sighted-board", &place]);
    let status = status.expect("taktil ends by itself");
    assert!(!status.success(), "{out}\n{err}");
    let all = format!("{out}\n{err}");
    assert!(all.contains(SERIAL) && all.contains("777") && all.contains("31337"), "{all}");
    assert!(!out.contains("Ready"), "{all}");
    // Nothing listening: also a stop at the start.
    drop(double);
    let (status, out, err) =
        run_bounded(&["play", "--silent", "--view", "plain", "--board", "none", "--sighted-board", &place]);
    assert!(!status.expect("taktil ends by itself").success(), "{out}\n{err}");
    assert!(err.contains("LiveChess"), "{out}\n{err}");
}

/// (e) Garbage from LiveChess (not JSON, a known response of the wrong shape, an
/// unknown one, another board's feed) is logged and ignored: the game goes on.
#[test]
fn garbage_from_livechess_is_logged_and_ignored_and_the_game_goes_on() {
    let game = short_real_game();
    let double = LiveChessDouble::start(vec![double::Board::new(SERIAL)]);
    let mut session = Session::start(double.port(), &["--blind", "white"]);
    session.until("Ready", |l| l.starts_with("Ready"));
    assert!(double.wait_subscribed(SERIAL, 1, LONG), "taktil subscribed");
    let sans: Vec<String> = game.sans.iter().map(ToString::to_string).collect();
    let mut pos = Chess::default();
    for ply in 1..=2 {
        play_on(&double, &mut pos, game.moves[ply - 1], None);
        session.until(&format!("for ply {ply}"), |l| is_move_line(l, ply, &sans[ply - 1]));
    }
    let garbage = [
        "this is not JSON",
        r#"{"response":"feed","id":2,"param":{"serialnr":"24153","san":"e4"}}"#,
        r#"{"response":"nonsense","id":2}"#,
        r#"[1,2,3]"#,
        r#"{"response":"call","id":1,"param":[{"serialnr":24153}]}"#,
        "",
    ];
    for text in garbage {
        double.send_raw(text);
    }
    // Another board's feed is not this board's.
    double.send_raw(
        &serde_json::json!({ "response": "feed", "id": 2, "param": { "serialnr": "777", "board": "8/8/8/8/8/8/8/8", "san": ["d4"] } })
            .to_string(),
    );
    for ply in 3..=6 {
        play_on(&double, &mut pos, game.moves[ply - 1], None);
        session.until(&format!("for ply {ply}"), |l| is_move_line(l, ply, &sans[ply - 1]));
    }
    let status = session.quit();
    assert_eq!(status.and_then(|s| s.code()), Some(143), "SIGTERM's clean end: {:#?}", session.recorded);
    // Each message that is not LiveChess's is logged for the assistant (standard error in
    // the plain view); another board's feed is not a fault.
    let errors = session.errors();
    let ignored = errors.iter().filter(|l| l.contains("not understood, ignored")).count();
    assert_eq!(ignored, garbage.len(), "the garbage logged: {errors:#?}");
    assert_eq!(session.count(|l| l == NOT_REPORTING), 0, "{:#?}", session.recorded);
    for ply in 1..=6 {
        assert_eq!(session.count(|l| is_move_line(l, ply, &sans[ply - 1])), 1, "ply {ply}: {:#?}", session.recorded);
    }
    assert_read_only(&double);
}

/// The double itself: it answers both calls, sends the board right after the
/// subscription and every change after it, answers HTTP, and survives garbage.
#[test]
fn the_double_speaks_livechess_and_survives_garbage() {
    use tungstenite::Message;
    let double = LiveChessDouble::start(vec![double::Board::new(SERIAL)]);
    let port = double.port();
    // Garbage on the raw socket, and an HTTP request it does not know.
    {
        let mut raw = std::net::TcpStream::connect(("127.0.0.1", port)).expect("a connection");
        let _ = raw.write_all(b"\x00\xff garbage\r\n\r\n");
        let mut raw = std::net::TcpStream::connect(("127.0.0.1", port)).expect("a connection");
        let _ = raw.write_all(b"GET /nothing HTTP/1.1\r\nHost: x\r\n\r\n");
        let mut answer = String::new();
        let _ = std::io::Read::read_to_string(&mut raw, &mut answer);
        assert!(answer.starts_with("HTTP/1.1 404"), "{answer}");
    }
    let (mut ws, _) = tungstenite::connect(format!("ws://127.0.0.1:{port}/api/v1.0")).expect("a WebSocket");
    fn next<S: std::io::Read + Write>(ws: &mut tungstenite::WebSocket<S>) -> serde_json::Value {
        loop {
            if let Message::Text(text) = ws.read().expect("a message") {
                return serde_json::from_str(text.as_str()).expect("JSON");
            }
        }
    }
    ws.send(Message::text("{not json")).expect("sent");
    ws.send(Message::binary(vec![0u8, 1, 2])).expect("sent");
    ws.send(Message::text(r#"{"id":1,"call":"eboards"}"#)).expect("sent");
    let answer = next(&mut ws);
    assert_eq!(answer["response"], "call");
    assert_eq!(answer["param"][0]["serialnr"], SERIAL);
    assert_eq!(answer["param"][0]["state"], "ACTIVE");
    ws.send(Message::text(taktil::io::livechess::feed::subscribe_call(2, SERIAL))).expect("sent");
    assert_eq!(next(&mut ws), serde_json::json!({ "response": "call", "id": 2, "param": null }));
    let now = next(&mut ws);
    assert_eq!(now["response"], "feed");
    assert_eq!(now["param"]["san"], serde_json::json!([]));
    double.update(SERIAL, |b| b.san.push("e4".into()));
    let change = next(&mut ws);
    assert_eq!(change["param"]["san"], serde_json::json!(["e4"]));
    assert_eq!(double.subscribers(SERIAL), 1);
    double.drop_connections();
    let deadline = Instant::now() + LONG;
    loop {
        match ws.read() {
            Ok(_) => {}
            Err(_) => break,
        }
        assert!(Instant::now() < deadline, "the connection was dropped");
    }
    assert!(double.received().iter().any(|t| t == "{not json"));
}

/// Issue 31 point 5, through LiveChess: from the feed message that lists a move (its
/// pieces standing) to taktil's move line, over every ply of a short real game (the
/// blind player White on a board without sensors, so both sides' moves come from
/// LiveChess). Timing is no test's business (house rule): this one is ignored and
/// prints its figures; run it with `cargo test --test integration livechess_latency --
/// --ignored --nocapture`.
#[test]
#[ignore = "a measurement, not a check: prints the LiveChess latency"]
fn livechess_latency() {
    let game = short_real_game();
    let double = LiveChessDouble::start(vec![double::Board::new(SERIAL)]);
    let mut session = Session::start(double.port(), &["--blind", "white"]);
    session.until("Ready", |l| l.starts_with("Ready"));
    assert!(double.wait_subscribed(SERIAL, 1, LONG), "taktil subscribed");
    let mut pos = Chess::default();
    let mut ms = Vec::new();
    for (i, m) in game.moves.iter().enumerate() {
        let (ply, san) = (i + 1, game.sans[i].to_string());
        thread::sleep(Duration::from_millis(400));
        let sent = Instant::now();
        play_on(&double, &mut pos, *m, None);
        session.until(&format!("for ply {ply} {san}"), |l| is_move_line(l, ply, &san));
        ms.push(sent.elapsed().as_secs_f64() * 1000.0);
    }
    ms.sort_by(f64::total_cmp);
    let at = |q: f64| ms[((ms.len() as f64 - 1.0) * q).round() as usize];
    eprintln!(
        "LiveChess feed message to move line, {} moves: median {:.0} ms, p95 {:.0} ms, max {:.0} ms",
        ms.len(),
        at(0.5),
        at(0.95),
        at(1.0)
    );
}
