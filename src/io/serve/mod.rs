//! The live game over HTTP (`taktil play --serve ADDR:PORT`, issue 32, point 2): the
//! live page, its state, the outputs as Server-Sent Events, and the game's PGN for a
//! broadcast that polls, read-only.
//!
//! | path | what |
//! |---|---|
//! | `/` , `/live.css`, `/live.js` | the page, from the binary (`assets/live/`) |
//! | `/view.json` | what the page shows ([`crate::publish::view`]) |
//! | `/events` | each output as a `taktil replay --format jsonl` object, and the page's state as `view` events |
//! | `/games.pgn`, `/round-R/game-B.pgn` | the game's PGN, with `ETag` and `304 Not Modified` |
//!
//! hyper serves HTTP/1.1 on a tokio runtime of one thread of its own, so the game loop
//! never waits on the network: the live session's sink hands each step to the
//! [`Feed`] and goes on. Nothing is read from the disk: every answer is made from
//! memory, so no path reaches a file. A connection over the cap is closed at once; a
//! request head must come within [`HEAD_TIMEOUT`] and fit in [`MAX_HEAD`]; a client that
//! does not read its events is dropped when its [`QUEUE`] stays full for [`STALLED`]
//! (each connection's send buffer is kept small, so that comes soon), or when it falls
//! a whole backlog of changes behind (docs/broadcast.md). A burst of outputs waits in
//! the queue of a client that reads: it is not a reason to drop it.

mod feed;

use std::{
    convert::Infallible,
    io,
    net::SocketAddr,
    pin::Pin,
    sync::Arc,
    task::{Context, Poll},
    thread::{self, JoinHandle},
    time::Duration,
};

use bytes::Bytes;
use http_body_util::{BodyExt, Full, combinators::BoxBody};
use hyper::{
    Method, Request, Response, StatusCode,
    body::{Frame, Incoming},
    header::{self, HeaderValue},
    server::conn::http1,
    service::service_fn,
};
use hyper_util::rt::{TokioIo, TokioTimer};
use thiserror::Error;
use tokio::{
    net::{TcpListener, TcpSocket},
    sync::{Notify, Semaphore, broadcast, mpsc, oneshot},
};

pub use feed::Feed;
use feed::Update;

/// The longest wait for a request's head.
pub const HEAD_TIMEOUT: Duration = Duration::from_secs(5);
/// The largest request head read (hyper's buffer: a longer head is refused).
pub const MAX_HEAD: usize = 16 * 1024;
/// Events waiting for one client before it is dropped as stalled.
pub const QUEUE: usize = 64;
/// Open connections at most, by default: the page's viewers, the broadcast's pollers.
pub const MAX_CONNECTIONS: usize = 512;
/// The socket's send buffer of each connection, as asked of the kernel (Linux doubles it).
const SEND_BUFFER: u32 = 32 * 1024;
/// The longest a client's queue may stay full before it is dropped as stalled.
pub const STALLED: Duration = Duration::from_secs(5);
/// A comment on every event stream this often, so proxies and clients see it live.
const KEEP_ALIVE: Duration = Duration::from_secs(15);

const PAGE: &str = include_str!("../../../assets/live/index.html");
const STYLE: &str = include_str!("../../../assets/live/live.css");
const SCRIPT: &str = include_str!("../../../assets/live/live.js");

/// The server cannot start.
#[derive(Debug, Error)]
pub enum ServeError {
    /// The address cannot be listened on (in use, not this computer's).
    #[error("cannot listen on {addr}: {source}")]
    Bind {
        /// The address.
        addr: SocketAddr,
        /// Why.
        #[source]
        source: io::Error,
    },
    /// The runtime or its thread cannot be made.
    #[error("cannot start the server: {0}")]
    Start(#[source] io::Error),
}

/// The running server. Dropping it stops it.
pub struct Server {
    addr: SocketAddr,
    stop: Option<oneshot::Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

impl Server {
    /// Listens on `addr` (port 0: a free one) and serves `feed`, with at most
    /// `connections` open at once.
    ///
    /// # Errors
    /// The address cannot be listened on; the server's thread cannot start.
    pub fn start(addr: SocketAddr, feed: Feed, connections: usize) -> Result<Server, ServeError> {
        let socket = if addr.is_ipv4() { TcpSocket::new_v4() } else { TcpSocket::new_v6() };
        let socket = socket.map_err(ServeError::Start)?;
        #[cfg(unix)]
        socket.set_reuseaddr(true).map_err(ServeError::Start)?;
        // Inherited by every accepted connection: a client that does not read fills it
        // and its queue soon, rather than megabytes of the kernel's autotuned buffer.
        socket.set_send_buffer_size(SEND_BUFFER).map_err(ServeError::Start)?;
        socket.bind(addr).map_err(|source| ServeError::Bind { addr, source })?;
        let bound = socket.local_addr().map_err(ServeError::Start)?;
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().map_err(ServeError::Start)?;
        let listener = {
            let _runtime = runtime.enter();
            socket.listen(1024).map_err(|source| ServeError::Bind { addr, source })?
        };
        let (stop, stopped) = oneshot::channel();
        let thread = thread::Builder::new()
            .name("taktil-serve".into())
            .spawn(move || {
                runtime.block_on(accept_loop(listener, feed, connections, stopped));
                runtime.shutdown_timeout(Duration::from_millis(200));
            })
            .map_err(ServeError::Start)?;
        Ok(Server { addr: bound, stop: Some(stop), thread: Some(thread) })
    }

    /// The address it listens on.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

type Body = BoxBody<Bytes, Infallible>;

/// Accepts until stopped: a connection over the cap is closed at once, each other one
/// served by a task of its own until it ends, breaks the limits or is dropped.
async fn accept_loop(listener: TcpListener, feed: Feed, connections: usize, mut stop: oneshot::Receiver<()>) {
    let permits = Arc::new(Semaphore::new(connections));
    loop {
        let stream = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok((stream, _)) => stream,
                // Out of file descriptors, or a connection reset before it was taken:
                // a moment's rest, then on.
                Err(_) => {
                    tokio::time::sleep(Duration::from_millis(20)).await;
                    continue;
                }
            },
            _ = &mut stop => return,
        };
        let Ok(permit) = Arc::clone(&permits).try_acquire_owned() else {
            drop(stream);
            continue;
        };
        let _ = stream.set_nodelay(true);
        let feed = feed.clone();
        tokio::spawn(async move {
            let kill = Arc::new(Notify::new());
            let killer = Arc::clone(&kill);
            let service = service_fn(move |req| {
                let answer = answer(&req, &feed, &killer);
                async move { Ok::<_, Infallible>(answer) }
            });
            let conn = http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(HEAD_TIMEOUT)
                .max_buf_size(MAX_HEAD)
                .serve_connection(TokioIo::new(stream), service);
            tokio::select! {
                _ = conn => {}
                () = kill.notified() => {}
            }
            drop(permit);
        });
    }
}

/// The answer to one request.
fn answer(req: &Request<Incoming>, feed: &Feed, kill: &Arc<Notify>) -> Response<Body> {
    if req.method() != Method::GET && req.method() != Method::HEAD {
        let mut response = plain(StatusCode::METHOD_NOT_ALLOWED, "read-only: GET or HEAD\n");
        response.headers_mut().insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
        return response;
    }
    match req.uri().path() {
        "/" | "/index.html" => file(PAGE, "text/html; charset=utf-8"),
        // Browsers ask for it: nothing, and no error in their console.
        "/favicon.ico" => plain(StatusCode::NO_CONTENT, ""),
        "/live.css" => file(STYLE, "text/css; charset=utf-8"),
        "/live.js" => file(SCRIPT, "text/javascript; charset=utf-8"),
        "/view.json" => file(&feed.view(), "application/json"),
        "/events" => {
            let last = req.headers().get("last-event-id").and_then(|v| v.to_str().ok());
            events(feed, last, Arc::clone(kill))
        }
        path => match feed.file(path) {
            Some((text, etag)) => pgn(req, text, &etag),
            None => plain(StatusCode::NOT_FOUND, "not found\n"),
        },
    }
}

/// Headers every answer carries: nothing cached without asking, nothing sniffed,
/// nothing loaded from elsewhere.
fn headers(response: &mut Response<Body>, content_type: &'static str) {
    let h = response.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    h.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    h.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    h.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static("default-src 'self'"));
}

fn file(text: &str, content_type: &'static str) -> Response<Body> {
    let mut response = Response::new(Full::new(Bytes::copy_from_slice(text.as_bytes())).boxed());
    headers(&mut response, content_type);
    response
}

fn plain(status: StatusCode, text: &'static str) -> Response<Body> {
    let mut response = file(text, "text/plain; charset=utf-8");
    *response.status_mut() = status;
    response
}

/// A PGN with its `ETag`; `304 Not Modified` when the client has it already.
fn pgn(req: &Request<Incoming>, text: Arc<str>, etag: &str) -> Response<Body> {
    let known = req
        .headers()
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|tag| matches!(tag.trim(), t if t == etag || t == "*" || t.strip_prefix("W/") == Some(etag)));
    let mut response = if known {
        let mut response = Response::new(Full::new(Bytes::new()).boxed());
        *response.status_mut() = StatusCode::NOT_MODIFIED;
        response
    } else {
        Response::new(Full::new(Bytes::copy_from_slice(text.as_bytes())).boxed())
    };
    headers(&mut response, "application/x-chess-pgn; charset=utf-8");
    if let Ok(value) = HeaderValue::from_str(etag) {
        response.headers_mut().insert(header::ETAG, value);
    }
    response
}

/// The event stream: first the outputs the client has not seen (after its
/// `Last-Event-ID`, all of them for a new client or one of an earlier run) and the
/// page's state, then each new one as it comes, and a comment every [`KEEP_ALIVE`].
fn events(feed: &Feed, last: Option<&str>, kill: Arc<Notify>) -> Response<Body> {
    // Subscribed before the backlog is taken: nothing falls between the two.
    let mut updates = feed.subscribe();
    let (backlog, next) = feed.since(last);
    let (tx, rx) = mpsc::channel::<Bytes>(QUEUE);
    let _ = tx.try_send(Bytes::from(backlog));
    tokio::spawn(async move {
        let mut keep = tokio::time::interval(KEEP_ALIVE);
        keep.tick().await;
        loop {
            let chunk = tokio::select! {
                update = updates.recv() => match update {
                    Ok(Update::Event(n, _, _)) if n < next => continue,
                    Ok(update) => Bytes::from(update.sse()),
                    // Too far behind: a client this slow is dropped, not buffered.
                    Err(broadcast::error::RecvError::Lagged(_)) => {
                        kill.notify_one();
                        return;
                    }
                    Err(broadcast::error::RecvError::Closed) => return,
                },
                _ = keep.tick() => Bytes::from_static(b": keep-alive\n\n"),
                () = tx.closed() => return,
            };
            // A queue full for STALLED: the client does not read, and is dropped.
            if !matches!(tokio::time::timeout(STALLED, tx.send(chunk)).await, Ok(Ok(()))) {
                kill.notify_one();
                return;
            }
        }
    });
    let mut response = Response::new(BodyExt::boxed(Stream(rx)));
    headers(&mut response, "text/event-stream; charset=utf-8");
    response
}

/// The event stream's body: the chunks its task queues.
struct Stream(mpsc::Receiver<Bytes>);

impl hyper::body::Body for Stream {
    type Data = Bytes;
    type Error = Infallible;

    fn poll_frame(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Result<Frame<Bytes>, Infallible>>> {
        self.0.poll_recv(cx).map(|chunk| chunk.map(|bytes| Ok(Frame::data(bytes))))
    }
}
