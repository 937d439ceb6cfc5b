//! The live server under load (issue 32, point 5): 200 event streams and 50 pollers
//! follow a whole real game through `taktil play --serve` and each gets every move, in
//! order, once; a client that stops reading is dropped by the server rather than
//! buffered for, and the clients that read go on. The games are real ones of
//! `shared/data/games`, entered with `assist move` lines as the assistant types them.
//!
//! The tests assert what the clients receive, never how fast: the move line to client
//! latency is printed (`--nocapture`), and measured in `benches/broadcast.rs` with the
//! journal's write time with and without the clients.

use std::{
    io::{ErrorKind, Read, Write},
    net::TcpStream,
    thread,
    time::{Duration, Instant},
};

use serde_json::Value;

use crate::{
    broadcast::{Live, TAGS, real_game, sans, temp_dir},
    http_clients::{EventStream, Polled, Poller, Received, signed_ms, spread, wait_until},
};

/// The event streams of the load.
const STREAMS: usize = 200;
/// The pollers of the load.
const POLLERS: usize = 50;
/// How often each poller asks for the PGN.
const POLL_EVERY: Duration = Duration::from_millis(100);
/// Between two half-moves: the pollers see the game move by move.
const PACE: Duration = Duration::from_millis(150);
/// The longest wait for something the server does at once.
const LONG: Duration = Duration::from_secs(20);

/// The first few of `problems`, for a message that stays readable with 200 clients.
fn first(problems: &[String]) -> String {
    format!("{} problems, the first: {:#?}", problems.len(), &problems[..problems.len().min(5)])
}

/// What is wrong with one stream's events, given the game's moves: the outputs'
/// ids must run from 0 without a gap or a repeat, the moves be the game's in order,
/// and the page's state never go back and end at the last move.
fn stream_problems(i: usize, got: &Received, want: &[String]) -> Vec<String> {
    let mut problems = Vec::new();
    if got.status != 200 || got.error.is_some() {
        problems.push(format!("stream {i}: status {}, {:?}", got.status, got.error));
    }
    let ids: Vec<usize> = got
        .events
        .iter()
        .filter_map(|e| e.id.as_deref())
        .map(|id| id.rsplit('-').next().and_then(|n| n.parse().ok()).unwrap_or(usize::MAX))
        .collect();
    if ids.iter().enumerate().any(|(n, id)| n != *id) {
        problems.push(format!("stream {i}: output ids not 0, 1, 2 ...: {ids:?}"));
    }
    let moves: Vec<Value> =
        got.events.iter().filter(|e| e.is_move()).filter_map(|e| serde_json::from_str(&e.data).ok()).collect();
    let sans: Vec<&str> = moves.iter().map(|m| m["san"].as_str().unwrap_or("?")).collect();
    if sans != want {
        problems.push(format!("stream {i}: moves {sans:?}"));
    }
    let plies: Vec<u64> = got
        .events
        .iter()
        .filter(|e| e.name.as_deref() == Some("view"))
        .filter_map(|e| serde_json::from_str::<Value>(&e.data).ok())
        .filter_map(|v| v["ply"].as_u64())
        .collect();
    if plies.windows(2).any(|w| w[1] < w[0]) || plies.last() != Some(&(want.len() as u64)) {
        problems.push(format!("stream {i}: the page's plies {plies:?}"));
    }
    problems
}

/// What is wrong with one poller's answers: every one a `200` or a `304`, every PGN a
/// beginning of the game never shorter than the one before, the last one all of it.
fn poller_problems(i: usize, polled: &Polled, want: &[String]) -> Vec<String> {
    let mut problems: Vec<String> = polled.failures.iter().map(|f| format!("poller {i}: {f}")).collect();
    let mut before = 0;
    for answer in &polled.answers {
        match answer.status {
            304 => {}
            200 => {
                let got = sans(&answer.body);
                if !want.starts_with(&got) || got.len() < before {
                    problems.push(format!("poller {i}: {got:?} after {before} moves"));
                }
                before = got.len();
            }
            status => problems.push(format!("poller {i}: status {status}")),
        }
    }
    if before != want.len() {
        problems.push(format!("poller {i}: the last PGN has {before} of {} moves", want.len()));
    }
    problems
}

#[test]
fn two_hundred_streams_and_fifty_pollers_get_every_move_in_order() {
    let began = Instant::now();
    let dir = temp_dir("load");
    let journal = dir.join("game.journal");
    let game = real_game(60);
    let want: Vec<String> = game.sans.iter().map(ToString::to_string).collect();
    let mut args = vec!["--serve", "127.0.0.1:0", "--journal", journal.to_str().unwrap(), "--time-control", "90m+30s"];
    args.extend(TAGS);
    let mut live = Live::start(&args);
    let addr = live.served();
    live.until("Ready", |l| l.contains("Ready"));
    // Every stream open and answered before the first move.
    let mut refused = Vec::new();
    let streams: Vec<EventStream> = (0..STREAMS)
        .filter_map(|i| EventStream::open(addr).map_err(|e| refused.push(format!("stream {i}: {e}"))).ok())
        .collect();
    assert!(refused.is_empty(), "{}", first(&refused));
    assert!(wait_until(LONG, || streams.iter().all(EventStream::headed)), "every stream answered");
    let pollers: Vec<Poller> = (0..POLLERS)
        .map(|i| {
            #[allow(clippy::cast_possible_truncation)]
            let offset = POLL_EVERY * i as u32 / POLLERS as u32;
            Poller::start(addr, "/games.pgn", POLL_EVERY, offset).unwrap()
        })
        .collect();
    // The game, each move announced before the next is typed; when the test saw its
    // move line (`play` returns as it reads it).
    let mut announced = Vec::new();
    for san in &want {
        live.play(san);
        announced.push(Instant::now());
        thread::sleep(PACE);
    }
    let played = began.elapsed();
    let arrived = wait_until(LONG, || streams.iter().all(|s| s.moves() >= want.len()));
    // Every poller asks at least once more after the last move.
    thread::sleep(POLL_EVERY * 3);
    let polled: Vec<Polled> = pollers.into_iter().map(Poller::stop).collect();
    let received: Vec<Received> = streams.into_iter().map(EventStream::close).collect();
    assert!(live.end().success());
    let _ = std::fs::remove_dir_all(&dir);

    // How soon each stream had each move after the test saw its move line: printed only.
    let latencies: Vec<f64> = received
        .iter()
        .flat_map(|got| got.events.iter().filter(|e| e.is_move()).zip(&announced))
        .map(|(event, &seen)| signed_ms(seen, event.at))
        .collect();
    let arrivals = latencies.len();
    if let Some((p50, p95, max)) = spread(latencies) {
        eprintln!(
            "broadcast load: {STREAMS} streams, {POLLERS} pollers, {} half-moves, {arrivals} arrivals; move line to \
             stream (ms): p50 {p50:.1}, p95 {p95:.1}, max {max:.1}; started and played in {:.1} s",
            want.len(),
            played.as_secs_f64()
        );
    }
    let answers: usize = polled.iter().map(|p| p.answers.len()).sum();
    let unchanged = polled.iter().flat_map(|p| &p.answers).filter(|a| a.status == 304).count();
    eprintln!("broadcast load: {answers} answers to the pollers, {unchanged} of them 304 Not Modified");

    let mut problems: Vec<String> =
        received.iter().enumerate().flat_map(|(i, got)| stream_problems(i, got, &want)).collect();
    problems.extend(polled.iter().enumerate().flat_map(|(i, p)| poller_problems(i, p, &want)));
    assert!(problems.is_empty(), "{}", first(&problems));
    assert!(arrived, "every stream had every move");
    assert!(unchanged > 0, "a poller that has the PGN gets 304 Not Modified");
}

/// The resident memory of process `pid`, in bytes.
#[cfg(target_os = "linux")]
fn resident(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let line = status.lines().find(|l| l.starts_with("VmRSS:")).unwrap();
    line.split_whitespace().nth(1).unwrap().parse::<u64>().unwrap() * 1024
}

/// "Repeat" key presses over the stalled client's game: each is one output and one
/// page state, about 2.4 kB on every stream. Three times what the kernel may hold for
/// the connection flows (its send buffer grows to `net.ipv4.tcp_wmem`'s maximum, 4 MB
/// by default), so the server sees the client stall whatever the kernel holds.
#[cfg(target_os = "linux")]
fn repeats() -> usize {
    let wmem = std::fs::read_to_string("/proc/sys/net/ipv4/tcp_wmem").unwrap_or_default();
    let most = wmem.split_whitespace().nth(2).and_then(|v| v.parse::<usize>().ok()).unwrap_or(4 << 20);
    (3 * most / 2400).max(2000)
}

/// Repeat presses typed at once: few enough that the server, whose thread runs beside
/// the game's, keeps up with a client that reads.
#[cfg(target_os = "linux")]
const BURST: usize = 4;

#[cfg(target_os = "linux")]
#[test]
fn a_stalled_client_is_dropped_not_buffered() {
    let began = Instant::now();
    let game = real_game(100);
    let want: Vec<String> = game.sans.iter().map(ToString::to_string).collect();
    let mut live = Live::start(&["--serve", "127.0.0.1:0"]);
    let addr = live.served();
    live.until("Ready", |l| l.contains("Ready"));
    // A client that asks for the events and never reads a byte, and one that reads.
    let mut stalled = TcpStream::connect(addr).unwrap();
    stalled.write_all(b"GET /events HTTP/1.1\r\nHost: taktil\r\nAccept: text/event-stream\r\n\r\n").unwrap();
    let reader = EventStream::open(addr).unwrap();
    assert!(wait_until(LONG, || reader.headed()), "the reading client answered");
    let pid = live.child.id();
    let before = resident(pid);
    // The game played quickly, with many outputs besides: after each move, the repeat
    // key, a few presses at a time, each told before the next few.
    let per_move = repeats().div_ceil(want.len());
    for san in &want {
        live.play(san);
        for _ in 0..per_move.div_ceil(BURST) {
            for _ in 0..BURST {
                live.type_line("pad K repeat");
            }
            for _ in 0..BURST {
                live.until("the last move repeated", |l| l.contains(" say ") && l.contains("Last move"));
            }
            thread::sleep(Duration::from_millis(2));
        }
    }
    assert!(wait_until(LONG, || reader.moves() >= want.len()), "the reading client had every move");
    let after = resident(pid);
    // The stalled client reads at last: what the kernel held for it, then the end of the
    // connection, while taktil still runs. A wait of 10 s for a byte is longer than a
    // server would give a full queue, and shorter than its keep-alive (15 s).
    stalled.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    let (mut drained, mut buf) = (0, vec![0; 64 * 1024]);
    let deadline = Instant::now() + LONG;
    let closed = loop {
        match stalled.read(&mut buf) {
            Ok(0) => break Ok(()),
            Ok(n) => drained += n,
            Err(e) if e.kind() == ErrorKind::ConnectionReset => break Ok(()),
            Err(e) => break Err(e),
        }
        if Instant::now() > deadline {
            break Err(ErrorKind::TimedOut.into());
        }
    };
    let still_reading = !reader.ended();
    let got = reader.close();
    assert!(live.end().success());
    eprintln!(
        "stalled client: {} half-moves and {} repeats in {:.1} s; the stalled client drained {drained} bytes, the \
         reading one read {}; taktil's resident memory {} MB before, {} MB after",
        want.len(),
        per_move * want.len(),
        began.elapsed().as_secs_f64(),
        got.bytes,
        before / 1_000_000,
        after / 1_000_000
    );
    assert!(closed.is_ok(), "the server still holds the stalled connection after {drained} bytes: {closed:?}");
    assert!(drained < got.bytes, "the stalled client was cut off ({drained} of {} bytes)", got.bytes);
    assert!(still_reading, "the reading client stays connected: {:?}", got.error);
    let moves: Vec<String> = got
        .events
        .iter()
        .filter(|e| e.is_move())
        .filter_map(|e| serde_json::from_str::<Value>(&e.data).ok())
        .map(|m| m["san"].as_str().unwrap_or("?").to_owned())
        .collect();
    assert_eq!(moves, want, "the reading client has every move, in order");
    assert!(after.saturating_sub(before) < 50_000_000, "taktil grew from {before} to {after} bytes");
}
