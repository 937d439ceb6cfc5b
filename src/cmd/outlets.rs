//! Where `taktil play` publishes the game as it is played (issue 32): the broadcast's
//! tags checked, the push token read, the HTTP server started and the broadcast folder
//! prepared, each before the journal is created, so that a wrong flag stops the start
//! with its own message and nothing is written (docs/broadcast.md).

use std::{
    net::{IpAddr, Ipv4Addr, SocketAddr},
    path::Path,
};

use super::{Error, tell};
use crate::{
    cli::BroadcastArgs,
    config::BroadcastConfig,
    io::{
        push::{self, Pusher},
        serve::{self, Feed, Server},
    },
    notice::problem::Problem,
    play::{Arrival, Arrived, broadcast::Outlets},
    publish::{RoundBoard, TagError, Tags, folder::Folder},
};

/// Fills every broadcast flag not given from `[broadcast]` (flags win).
pub fn under_flags(args: &mut BroadcastArgs, file: &BroadcastConfig) {
    args.publish = args.publish.take().or_else(|| file.publish.clone());
    args.event = args.event.take().or_else(|| file.event.clone());
    args.site = args.site.take().or_else(|| file.site.clone());
    args.round = args.round.take().or_else(|| file.round.clone());
    args.white = args.white.take().or_else(|| file.white.clone());
    args.black = args.black.take().or_else(|| file.black.clone());
    args.white_fide_id = args.white_fide_id.or(file.white_fide_id);
    args.black_fide_id = args.black_fide_id.or(file.black_fide_id);
    args.serve = args.serve.take().or_else(|| file.serve.clone());
    args.push = args.push.take().or_else(|| file.push.clone());
    args.push_token_file = args.push_token_file.take().or_else(|| file.push_token_file.clone());
}

/// The broadcast's tags: needed to publish or push (Lichess drops a game without
/// names), optional for the live page alone, checked whenever one is given.
///
/// # Errors
/// A tag missing or one Lichess would refuse.
pub fn tags(args: &BroadcastArgs) -> Result<Option<Tags>, Error> {
    let given = [&args.event, &args.site, &args.round, &args.white, &args.black].iter().any(|v| v.is_some());
    if !given && args.publish.is_none() && args.push.is_none() {
        return Ok(None);
    }
    let round: RoundBoard = args.round.as_deref().ok_or(TagError::Missing("round"))?.parse()?;
    let ids = [args.white_fide_id, args.black_fide_id];
    let tags = Tags::new(
        args.event.as_deref(),
        args.site.as_deref(),
        round,
        args.white.as_deref(),
        args.black.as_deref(),
        ids,
    )?;
    Ok(Some(tags))
}

/// `--serve`'s address: a port alone is on 127.0.0.1 (this computer only).
///
/// # Errors
/// Neither a port nor an address with a port.
pub fn serve_addr(text: &str) -> Result<SocketAddr, Error> {
    let text = text.trim();
    if let Ok(port) = text.parse::<u16>() {
        return Ok(SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), port));
    }
    text.parse().map_err(|_| Error::ServeAddr(text.to_owned()))
}

/// What was started: the outlets for the session's sink, and the server to keep.
pub struct Publishing {
    /// For the sink.
    pub outlets: Outlets,
    /// The HTTP server, while the session runs.
    pub server: Option<Server>,
}

/// Starts what the flags ask for, but the folder ([`prepare_folder`]): the push client
/// (its token read and checked first) and the server. What fails later is told through
/// `tx`.
///
/// # Errors
/// Tags, token, URL or address that cannot be used.
pub fn start(args: &BroadcastArgs, tx: &crossbeam_channel::Sender<Arrival>) -> Result<Publishing, Error> {
    let tags = tags(args)?;
    let pusher = match &args.push {
        Some(url) => {
            let file = args.push_token_file.as_deref().ok_or(Error::PushTokenMissing)?;
            let token = push::read_token(file)?;
            let tx = tx.clone();
            let report = move |report| {
                if let Some(problem) = push_problem(report) {
                    let _ = tx.send(Arrival::now(Arrived::Problem(problem)));
                }
            };
            Some(Pusher::start(url.clone(), token, report)?)
        }
        None => None,
    };
    let (feed, server) = match &args.serve {
        Some(addr) => {
            let feed = Feed::new();
            let server = Server::start(serve_addr(addr)?, feed.clone(), serve::MAX_CONNECTIONS)?;
            tell(format_args!("live page at http://{}/", server.addr()));
            (Some(feed), Some(server))
        }
        None => (None, None),
    };
    Ok(Publishing { outlets: Outlets { tags, folder: None, feed, pusher }, server })
}

/// The broadcast folder of `--publish`, made and checked writable: the last check
/// before the journal is created.
///
/// # Errors
/// The folder cannot be made or written.
pub fn prepare_folder(dir: Option<&Path>, outlets: &mut Outlets) -> Result<(), Error> {
    if let (Some(dir), Some(tags)) = (dir, &outlets.tags) {
        outlets.folder = Some(Folder::prepare(dir, tags)?);
    }
    Ok(())
}

/// The arbiter's problem of a push's outcome; nothing for a push that went through.
fn push_problem(report: push::PushReport) -> Option<Problem> {
    match report {
        push::PushReport::Sent { .. } => None,
        push::PushReport::Refused { status, error } => Some(Problem::PushRefused { status, error }),
        push::PushReport::Failed { reason, retry_in } => {
            Some(Problem::PushFailed { reason, retry_s: retry_in.as_secs_f64().ceil() as u64 })
        }
    }
}
