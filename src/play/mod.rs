//! `taktil play`: the live session.
//!
//! One loop on one thread ([`Live::run`]) owns the core. One channel feeds it: every
//! thread that reads something (the device adapters, standard input, the demo, the
//! view's keys, the speaker's events) sends its [`Arrival`]s into it directly, each
//! stamped with the instant its source read it. The loop turns the instant into session
//! time, fires the core's timeouts due by then, journals the input and hands it to the
//! core; one dispatcher renders each output once and hands it to every sink in turn:
//! the journal's marks and checkpoints first, then the voice, the screen, the devices'
//! requests, the braille display and the exports.
//!
//! - [`arrival`]: what comes on the channel, and the command line's keys;
//! - [`live`]: the session started or restored, and the loop;
//! - [`dispatch`]: the one output path, and the [`Screen`] trait;
//! - [`devices`]: the device adapters of a session, each sending into the channel;
//! - [`stdin`], [`demo`]: standard input and the demo as sources;
//! - [`signals`]: SIGINT, SIGTERM and SIGHUP as a source: a clean end;
//! - [`lines`]: the screen of plain or transcript lines;
//! - [`exports`]: the game files of `--export`, a sink that keeps the game as it ends;
//! - [`flood`]: a board's bad lines summed up once a second;
//! - [`restore`]: a journaled game brought back (`--resume`);
//! - [`engine`]: a UCI engine as the sighted side's player, and practice (issue 18);
//! - [`online`]: a Lichess game, the opponent far away (issue 33).
//! - [`remote`]: an opponent far away, his moves typed and confirmed (issue 33).
//!
//! # Input lines
//!
//! - a TBP/1 line of the tactile board: `L e2`, `P e4 #12`, `S XXXX...`;
//! - a session-script event line without its time: `<device> <message>`, e.g.
//!   `sighted L e7`, `pad K time`, `assist move e5`, `tactile link serial back`;
//! - a whole script event line (`@1200 tactile L e2`): its time is ignored, the line
//!   gets the time it arrives;
//! - blank lines and `#` comments are skipped; a line that does not parse is reported
//!   to the assistant and skipped (it is not journaled).
//!
//! Each is read once, by its reader, with [`crate::script::parse_input`].
//!
//! # Flow
//!
//! 1. Start: a new journal with the header (an existing journal is never overwritten),
//!    or (`resume`) the journal read back up to its first line that does not check,
//!    replayed through a fresh core against its checkpoints, its outputs dropped, and
//!    "Game restored after move N", the last move and whose move it is said (with any
//!    lines left out, [`crate::journal`]). Session time goes on from
//!    the journal's last event: the time taktil was down counts as a stopped clock, or
//!    (`Downtime::Ran`, the arbiter's choice) as time the player on move used.
//! 2. Each arrival: due timeouts fire first (at their deadlines, as in a replay), then
//!    the input is journaled, then handled, then its outputs rendered and handed out,
//!    the step's lines (the input, a time mark, the checkpoints of its moves) synced
//!    first. So the journal replays to the same game the live
//!    session saw, and a made move is on disk before it is announced.
//! 3. End of input (or the assistant ends it, or a signal): the session is finished
//!    like a recorded one ([`crate::core::Companion::finish`]); after a signal the
//!    voice says nothing more.

pub mod arrival;
pub mod broadcast;
pub mod demo;
pub mod devices;
pub mod dispatch;
pub mod engine;
pub mod exports;
pub mod flood;
pub mod lines;
pub mod live;
pub mod online;
pub mod remote;
pub mod restore;
pub mod signals;
pub mod stdin;

pub use self::{
    arrival::{Arrival, Arrived, CommandLineKey},
    dispatch::{Screen, Sinks, Typed},
    live::{Live, Options, SessionStartError},
    signals::Signal,
};
pub use crate::config::Downtime;
