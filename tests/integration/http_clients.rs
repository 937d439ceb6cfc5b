//! Clients of `taktil play --serve` for the load tests (`broadcast_load.rs`) and the
//! bench (`benches/broadcast.rs`), which includes this file by its path: an event
//! stream read by a thread of its own, each event stamped with the instant it arrived,
//! and a poller that asks for a PGN over and over with the last `ETag`, as Lichess
//! polls a broadcast's source. Both speak HTTP/1.1 over a plain `TcpStream`, so what
//! they measure is the server's and the kernel's, not a client library's.
//!
//! No `unwrap`: the bench denies it (Cargo.toml); what fails is returned or recorded.

use std::{
    io::{self, BufRead, BufReader, Read, Write},
    net::{Shutdown, SocketAddr, TcpStream},
    sync::{
        Arc,
        atomic::{AtomicBool, AtomicUsize, Ordering},
    },
    thread::{self, JoinHandle},
    time::{Duration, Instant},
};

/// The longest wait for one read of a client before it gives up (a stream gets a
/// keep-alive comment every 15 s).
const READ_TIMEOUT: Duration = Duration::from_secs(30);

/// A poller's timeout for one answer: Lichess waits 5 s.
const POLL_TIMEOUT: Duration = Duration::from_secs(5);

/// A client thread's stack: a few buffers, no recursion.
const STACK: usize = 256 * 1024;

/// The broadcast flags of the served game, round 3, board 7, as the tests and the bench
/// give them.
pub const TAGS: [&str; 10] = [
    "--event",
    "Nordic Open for the Visually Impaired",
    "--site",
    "Oslo NOR",
    "--round",
    "3.7",
    "--white",
    "Hansen, Ole",
    "--black",
    "Berg, Kari",
];

/// One Server-Sent Event as it arrived.
#[derive(Clone, Debug)]
pub struct SseEvent {
    /// When its last byte was read.
    pub at: Instant,
    /// Its `id:` (the outputs have one, the `view` events none).
    pub id: Option<String>,
    /// Its `event:` (`view`; none for an output).
    pub name: Option<String>,
    /// Its `data:`.
    pub data: String,
}

impl SseEvent {
    /// Whether it is the output of a made move (`"kind":"move"`).
    pub fn is_move(&self) -> bool {
        self.name.is_none() && self.data.contains("\"kind\":\"move\"")
    }
}

/// What an event stream received, and how it ended.
#[derive(Debug, Default)]
pub struct Received {
    /// The events, in the order they arrived.
    pub events: Vec<SseEvent>,
    /// The bytes read after the response's head.
    pub bytes: usize,
    /// The answer's status (0: none came).
    pub status: u16,
    /// Why the stream ended, if not by the server's orderly close or ours.
    pub error: Option<String>,
}

/// `GET /events`, read by a thread of its own until the server closes it or
/// [`EventStream::close`].
pub struct EventStream {
    stream: TcpStream,
    seen: Arc<Seen>,
    reader: JoinHandle<Received>,
}

/// What the reader tells as it goes.
#[derive(Default)]
struct Seen {
    /// The answer's head has come.
    headed: AtomicBool,
    /// Move events so far.
    moves: AtomicUsize,
    /// We are closing it: a broken read is ours then.
    closing: AtomicBool,
}

impl EventStream {
    /// Connects and asks for the events.
    ///
    /// # Errors
    /// The connection is refused, or the request cannot be sent.
    pub fn open(addr: SocketAddr) -> io::Result<EventStream> {
        let mut stream = TcpStream::connect(addr)?;
        stream.set_read_timeout(Some(READ_TIMEOUT))?;
        stream.write_all(b"GET /events HTTP/1.1\r\nHost: taktil\r\nAccept: text/event-stream\r\n\r\n")?;
        let seen = Arc::new(Seen::default());
        let (read, told) = (stream.try_clone()?, Arc::clone(&seen));
        let reader = thread::Builder::new().stack_size(STACK).spawn(move || read_events(read, &told))?;
        Ok(EventStream { stream, seen, reader })
    }

    /// Whether the answer's head has come.
    pub fn headed(&self) -> bool {
        self.seen.headed.load(Ordering::Acquire)
    }

    /// The move events received so far.
    pub fn moves(&self) -> usize {
        self.seen.moves.load(Ordering::Acquire)
    }

    /// Whether the reader has stopped (the stream ended).
    pub fn ended(&self) -> bool {
        self.reader.is_finished()
    }

    /// Closes the connection (if the server has not) and returns what was received.
    pub fn close(self) -> Received {
        self.seen.closing.store(true, Ordering::Release);
        let _ = self.stream.shutdown(Shutdown::Both);
        self.reader
            .join()
            .unwrap_or_else(|_| Received { error: Some("the reader panicked".into()), ..Received::default() })
    }
}

/// Waits until `done` is true or `within` has passed; whether it became true.
pub fn wait_until(within: Duration, mut done: impl FnMut() -> bool) -> bool {
    let deadline = Instant::now() + within;
    loop {
        if done() {
            return true;
        }
        if Instant::now() > deadline {
            return false;
        }
        thread::sleep(Duration::from_millis(5));
    }
}

/// The answer's head: its status and whether its body is chunked.
fn read_head(reader: &mut impl BufRead) -> io::Result<(u16, bool)> {
    let mut line = String::new();
    reader.read_line(&mut line)?;
    let status = line.split_whitespace().nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
    let mut chunked = false;
    loop {
        line.clear();
        if reader.read_line(&mut line)? == 0 {
            return Err(io::Error::new(io::ErrorKind::UnexpectedEof, "the head did not end"));
        }
        let l = line.trim_end();
        if l.is_empty() {
            return Ok((status, chunked));
        }
        if let Some((k, v)) = l.split_once(':') {
            chunked |= k.trim().eq_ignore_ascii_case("transfer-encoding") && v.trim().eq_ignore_ascii_case("chunked");
        }
    }
}

/// The next piece of the body: one chunk of a chunked body, or what one read gives of
/// another; `None` at its end.
fn read_piece(reader: &mut impl BufRead, chunked: bool) -> io::Result<Option<Vec<u8>>> {
    if !chunked {
        let mut buf = vec![0; 16 * 1024];
        let n = reader.read(&mut buf)?;
        buf.truncate(n);
        return Ok((n > 0).then_some(buf));
    }
    let mut line = String::new();
    if reader.read_line(&mut line)? == 0 {
        return Ok(None);
    }
    let size = line.trim().split(';').next().unwrap_or_default();
    let size = usize::from_str_radix(size, 16)
        .map_err(|_| io::Error::new(io::ErrorKind::InvalidData, format!("a bad chunk size {line:?}")))?;
    if size == 0 {
        return Ok(None);
    }
    let mut chunk = vec![0; size];
    reader.read_exact(&mut chunk)?;
    let mut end = [0; 2];
    reader.read_exact(&mut end)?;
    Ok(Some(chunk))
}

/// The event stream's reader: events as they come, until the stream ends.
fn read_events(stream: TcpStream, seen: &Seen) -> Received {
    let mut got = Received::default();
    let mut reader = BufReader::new(stream);
    let chunked = match read_head(&mut reader) {
        Ok((status, chunked)) => {
            got.status = status;
            seen.headed.store(true, Ordering::Release);
            chunked
        }
        Err(e) => {
            got.error = Some(format!("no head: {e}"));
            return got;
        }
    };
    let (mut id, mut name, mut data) = (None, None, None::<String>);
    let mut pending = String::new();
    loop {
        let piece = match read_piece(&mut reader, chunked) {
            Ok(Some(piece)) => piece,
            Ok(None) => return got,
            Err(e) => {
                if !seen.closing.load(Ordering::Acquire) {
                    got.error = Some(e.to_string());
                }
                return got;
            }
        };
        let at = Instant::now();
        got.bytes += piece.len();
        pending.push_str(&String::from_utf8_lossy(&piece));
        while let Some(end) = pending.find('\n') {
            let line: String = pending.drain(..=end).collect();
            let line = line.trim_end_matches(['\n', '\r']);
            if line.is_empty() {
                if let Some(data) = data.take() {
                    let event = SseEvent { at, id: id.take(), name: name.take(), data };
                    if event.is_move() {
                        seen.moves.fetch_add(1, Ordering::AcqRel);
                    }
                    got.events.push(event);
                }
                id = None;
                name = None;
                continue;
            }
            let (field, value) = line.split_once(':').unwrap_or((line, ""));
            let value = value.strip_prefix(' ').unwrap_or(value).to_owned();
            match field {
                "id" => id = Some(value),
                "event" => name = Some(value),
                "data" => {
                    data = Some(match data.take() {
                        Some(before) => format!("{before}\n{value}"),
                        None => value,
                    });
                }
                // A comment (`: keep-alive`), `retry`, anything else.
                _ => {}
            }
        }
    }
}

/// One answer to a poller.
#[derive(Clone, Debug)]
pub struct Answer {
    /// Its status.
    pub status: u16,
    /// Its `ETag`.
    pub etag: Option<String>,
    /// Its body.
    pub body: String,
}

/// `GET path` on a connection of its own, with `If-None-Match: etag` when given.
///
/// # Errors
/// The connection is refused, or breaks, or closes without an answer.
pub fn fetch(addr: SocketAddr, path: &str, etag: Option<&str>) -> io::Result<Answer> {
    let mut stream = TcpStream::connect(addr)?;
    stream.set_read_timeout(Some(POLL_TIMEOUT))?;
    let known = etag.map(|e| format!("If-None-Match: {e}\r\n")).unwrap_or_default();
    write!(stream, "GET {path} HTTP/1.1\r\nHost: taktil\r\n{known}Connection: close\r\n\r\n")?;
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw)?;
    let raw = String::from_utf8_lossy(&raw);
    let Some((head, body)) = raw.split_once("\r\n\r\n") else {
        return Err(io::Error::new(io::ErrorKind::UnexpectedEof, format!("no answer: {raw:?}")));
    };
    let mut lines = head.lines();
    let status = lines.next().and_then(|l| l.split_whitespace().nth(1)).and_then(|s| s.parse().ok()).unwrap_or(0);
    let etag = lines
        .filter_map(|l| l.split_once(':'))
        .find(|(k, _)| k.trim().eq_ignore_ascii_case("etag"))
        .map(|(_, v)| v.trim().to_owned());
    Ok(Answer { status, etag, body: body.to_owned() })
}

/// What a poller got.
#[derive(Debug, Default)]
pub struct Polled {
    /// Every answer, in order (a `304` with an empty body).
    pub answers: Vec<Answer>,
    /// Every request that got no answer, and why.
    pub failures: Vec<String>,
}

/// A thread that asks for a PGN every `every`, with the last `ETag` it was given.
pub struct Poller {
    stop: Arc<AtomicBool>,
    thread: JoinHandle<Polled>,
}

impl Poller {
    /// Starts polling `path` after `offset` (to spread many pollers over the interval).
    ///
    /// # Errors
    /// The thread cannot start.
    pub fn start(addr: SocketAddr, path: &str, every: Duration, offset: Duration) -> io::Result<Poller> {
        let stop = Arc::new(AtomicBool::new(false));
        let stopped = Arc::clone(&stop);
        let path = path.to_owned();
        let thread = thread::Builder::new().stack_size(STACK).spawn(move || {
            let mut polled = Polled::default();
            let mut etag: Option<String> = None;
            thread::sleep(offset);
            while !stopped.load(Ordering::Acquire) {
                let started = Instant::now();
                match fetch(addr, &path, etag.as_deref()) {
                    Ok(answer) => {
                        if answer.status == 200 {
                            etag.clone_from(&answer.etag);
                        }
                        polled.answers.push(answer);
                    }
                    Err(e) => polled.failures.push(e.to_string()),
                }
                thread::sleep(every.saturating_sub(started.elapsed()));
            }
            polled
        })?;
        Ok(Poller { stop, thread })
    }

    /// Stops after the request under way; what it got.
    pub fn stop(self) -> Polled {
        self.stop.store(true, Ordering::Release);
        self.thread
            .join()
            .unwrap_or_else(|_| Polled { failures: vec!["the poller panicked".into()], ..Polled::default() })
    }
}

/// Milliseconds, as the figures are given.
pub fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// Milliseconds from `from` to `to`, negative when `to` came first.
pub fn signed_ms(from: Instant, to: Instant) -> f64 {
    if to >= from { ms(to - from) } else { -ms(from - to) }
}

/// The median, p95 and max (nearest rank) of `v`; `None` when it is empty.
pub fn spread(mut v: Vec<f64>) -> Option<(f64, f64, f64)> {
    if v.is_empty() {
        return None;
    }
    v.sort_by(f64::total_cmp);
    let at = |q: f64| {
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss, clippy::cast_precision_loss)]
        let i = ((v.len() as f64 * q).ceil() as usize).clamp(1, v.len()) - 1;
        v[i]
    };
    Some((at(0.5), at(0.95), at(1.0)))
}
