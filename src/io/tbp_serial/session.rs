//! The conversation with a TBP/1 board over one connection, as a state machine with
//! time as an input (pure: no port, no clock, no thread).
//!
//! Feed [`TbpConnection`] what the board sent ([`TbpConnection::handle_bytes`]) and the
//! host's requests ([`TbpConnection::handle_request`]), wake it when
//! [`TbpConnection::poll_timeout`] says ([`TbpConnection::handle_timeout`]), and drain
//! [`TbpConnection::poll_action`] (quinn-proto's "time is an input", as the DGT
//! connection does). The serial adapter ([`super::serial`]) does only the I/O around
//! it. A new connection (the first one, or the port back after the cable was pulled)
//! is a new [`TbpConnection`]. Whether the board is there (retries, keep-alive) is the
//! [`Link`] both serial protocols share; this module says what TBP/1 sends for it and
//! what counts as an answer.
//!
//! The rules (`docs/board-protocol.md`, "Host to device" and "Serial boards"):
//! - **Handshake**: the session sends `HELLO TBP/1` and `SNAP`: the device answers with
//!   its own `HELLO` and a snapshot, the truth about the seated pegs. Without a `HELLO`
//!   the two lines are sent again every [`TbpConfig::retry_ms`], [`TbpConfig::tries`]
//!   times in all, and then the session fails with [`Failure::NoAnswer`]. Messages that
//!   come before the `HELLO` are passed on: they are real events.
//! - **Lines** become [`TbpEvent::Board`] with their sequence numbers; the core checks
//!   the numbers and asks for `SNAP` on a gap ([`crate::core::output::HostCmd`]),
//!   which the session sends and reports as [`TbpEvent::Resync`]. A line that cannot be
//!   read is [`TbpEvent::Garbage`] and changes nothing else (TBP/1 "Bad lines").
//! - **Keep-alive**: after [`TbpConfig::keepalive_ms`] without a line, the session sends
//!   `PING`, which a device need not answer; after another [`TbpConfig::retry_ms`] it
//!   sends `SNAP`, which every device must answer, up to [`TbpConfig::tries`] times; then
//!   it fails with [`Failure::Silent`]. Any line, even a bad one, shows the device is
//!   there.

use std::collections::VecDeque;

use super::lines::{Assembled, Assembler, DropReason};
pub use crate::io::liveness::Failure;
use crate::{
    core::{input::BoardMsg, output::HostCmd, time::Timestamp},
    io::liveness::{Link, LinkStep, Timing},
    tbp,
};

/// A line the host sends (TBP/1 "Host to device").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HostLine {
    /// `HELLO TBP/1`: who are you?
    Hello,
    /// `SNAP`: send a snapshot now.
    Snap,
    /// `PING`: are you there? (no answer required)
    Ping,
}

impl HostLine {
    /// The line, without its `\n`.
    pub fn as_str(self) -> &'static str {
        match self {
            HostLine::Hello => tbp::HOST_HELLO,
            HostLine::Snap => tbp::host_line(HostCmd::Snap),
            HostLine::Ping => tbp::HOST_PING,
        }
    }
}

/// The session's settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TbpConfig {
    /// Time to wait for an answer before asking again.
    pub retry_ms: u64,
    /// How many times to ask (at the handshake, and with `SNAP` when probing a quiet
    /// board) before giving up.
    pub tries: u32,
    /// Quiet time after which the session checks that the board is still there; 0
    /// never checks.
    pub keepalive_ms: u64,
}

impl Default for TbpConfig {
    fn default() -> TbpConfig {
        TbpConfig { retry_ms: 2000, tries: 3, keepalive_ms: 5000 }
    }
}

/// Why the board is not heard, in [`TbpEvent::Lost`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TbpLostReason {
    /// The port failed or went away (the cable pulled); the OS error.
    Port(String),
    /// The device never said `HELLO`.
    NoAnswer,
    /// The device stopped answering.
    Silent,
}

/// What a board connection reports, stamped with the time of the read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TbpEvent {
    /// The device said `HELLO`: the handshake is done. `again` when an earlier
    /// connection was lost.
    Connected {
        /// When.
        t: Timestamp,
        /// The board kind from `HELLO`.
        kind: String,
        /// The firmware version from `HELLO`, if given.
        firmware: Option<String>,
        /// Whether this is the board coming back.
        again: bool,
    },
    /// A TBP/1 message for the core.
    Board {
        /// When.
        t: Timestamp,
        /// What.
        msg: BoardMsg,
        /// The device's sequence number, if it numbers its lines.
        seq: Option<u32>,
    },
    /// The host asked for a snapshot (a sequence gap): `SNAP` was sent.
    Resync {
        /// When.
        t: Timestamp,
    },
    /// A line was dropped.
    Garbage {
        /// When.
        t: Timestamp,
        /// The line's number since the connection began, from 1.
        line: u32,
        /// Why.
        fault: DropReason,
    },
    /// The board is gone (reported by the adapter, once per outage).
    Lost {
        /// When.
        t: Timestamp,
        /// Why.
        reason: TbpLostReason,
    },
}

/// What the adapter must do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TbpAction {
    /// Write this line (and a `\n`) to the board.
    Send(HostLine),
    /// Report this.
    Event(TbpEvent),
    /// Give up on this connection.
    Fail(Failure),
}

/// One connection to a TBP/1 board: the protocol's state machine. See the module docs
/// for the rules.
#[derive(Clone, Debug)]
pub struct TbpConnection {
    again: bool,
    assembler: Assembler,
    link: Link,
    actions: VecDeque<TbpAction>,
}

impl TbpConnection {
    /// A first connection starting at `now`: the handshake lines are the first actions.
    pub fn new(config: TbpConfig, now: Timestamp) -> TbpConnection {
        TbpConnection::start(config, now, false)
    }

    /// A connection after a lost one: as [`TbpConnection::new`], and its
    /// [`TbpEvent::Connected`] says `again`.
    pub fn again(config: TbpConfig, now: Timestamp) -> TbpConnection {
        TbpConnection::start(config, now, true)
    }

    fn start(config: TbpConfig, now: Timestamp, again: bool) -> TbpConnection {
        let TbpConfig { retry_ms, tries, keepalive_ms } = config;
        // A quiet board gets a PING, then up to `tries` SNAPs.
        let timing = Timing { retry_ms, tries, probes: tries.saturating_add(1), keepalive_ms };
        let mut session = TbpConnection {
            again,
            assembler: Assembler::new(),
            link: Link::new(timing, now),
            actions: VecDeque::new(),
        };
        session.send_handshake();
        session
    }

    /// Whether the device has said `HELLO` on this connection.
    pub fn is_connected(&self) -> bool {
        self.link.is_up()
    }

    /// Whether the session has given up.
    pub fn is_failed(&self) -> bool {
        self.link.is_failed()
    }

    /// Takes the bytes of one read, which arrived at `now`.
    pub fn handle_bytes(&mut self, now: Timestamp, bytes: &[u8]) {
        if self.is_failed() {
            return;
        }
        for assembled in self.assembler.push(bytes) {
            // Any line shows the device is there.
            self.link.heard(now);
            match assembled {
                Assembled::Line { line: tbp::Line { msg: BoardMsg::Hello { kind, firmware }, seq }, .. } => {
                    // The answer to the handshake.
                    if self.link.answered(now) {
                        let connected = TbpEvent::Connected {
                            t: now,
                            kind: kind.clone(),
                            firmware: firmware.clone(),
                            again: self.again,
                        };
                        self.report(connected);
                    }
                    self.report(TbpEvent::Board { t: now, msg: BoardMsg::Hello { kind, firmware }, seq });
                }
                Assembled::Line { line: tbp::Line { msg, seq }, .. } => {
                    self.report(TbpEvent::Board { t: now, msg, seq });
                }
                Assembled::Blank { .. } => {}
                Assembled::Dropped { number, fault } => {
                    self.report(TbpEvent::Garbage { t: now, line: number, fault });
                }
            }
        }
    }

    /// Takes a request of the host at `now` (the core's `SNAP` on a sequence gap).
    pub fn handle_request(&mut self, now: Timestamp, cmd: HostCmd) {
        if self.is_failed() {
            return;
        }
        match cmd {
            HostCmd::Snap => {
                self.actions.push_back(TbpAction::Send(HostLine::Snap));
                self.report(TbpEvent::Resync { t: now });
            }
        }
    }

    /// Call at (or after) the time [`TbpConnection::poll_timeout`] returned.
    pub fn handle_timeout(&mut self, now: Timestamp) {
        match self.link.handle_timeout(now) {
            // No HELLO yet: ask again.
            Some(LinkStep::Greet) => self.send_handshake(),
            // Quiet for a while: a PING first, which a device may answer.
            Some(LinkStep::Probe(1)) => self.actions.push_back(TbpAction::Send(HostLine::Ping)),
            // Still quiet: SNAP, which a device must answer.
            Some(LinkStep::Probe(_)) => self.actions.push_back(TbpAction::Send(HostLine::Snap)),
            Some(LinkStep::Fail(failure)) => self.fail(failure),
            None => {}
        }
    }

    /// When the session next needs [`TbpConnection::handle_timeout`]; `None` when never.
    pub fn poll_timeout(&self) -> Option<Timestamp> {
        self.link.poll_timeout()
    }

    /// The next thing to do, in order.
    pub fn poll_action(&mut self) -> Option<TbpAction> {
        self.actions.pop_front()
    }

    fn send_handshake(&mut self) {
        self.actions.push_back(TbpAction::Send(HostLine::Hello));
        self.actions.push_back(TbpAction::Send(HostLine::Snap));
    }

    fn report(&mut self, event: TbpEvent) {
        self.actions.push_back(TbpAction::Event(event));
    }

    /// The link gave up.
    fn fail(&mut self, failure: Failure) {
        self.actions.push_back(TbpAction::Fail(failure));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        core::input::Cell,
        tbp::{SnapshotKind, snapshot_of},
    };
    use shakmaty::{Board, Square};

    const START: &[u8] =
        b"HELLO TBP/1 pegboard 0.3\nS XXXXXXXXXXXXXXXX................................XXXXXXXXXXXXXXXX #1\n";

    fn t(ms: u64) -> Timestamp {
        Timestamp(ms)
    }

    fn drain(session: &mut TbpConnection) -> Vec<TbpAction> {
        std::iter::from_fn(|| session.poll_action()).collect()
    }

    fn sent(actions: &[TbpAction]) -> Vec<HostLine> {
        actions
            .iter()
            .filter_map(|a| match a {
                TbpAction::Send(line) => Some(*line),
                _ => None,
            })
            .collect()
    }

    fn started(config: TbpConfig) -> TbpConnection {
        let mut session = TbpConnection::new(config, t(0));
        assert_eq!(sent(&drain(&mut session)), vec![HostLine::Hello, HostLine::Snap]);
        session.handle_bytes(t(10), START);
        let start = BoardMsg::Snapshot(snapshot_of(&Board::default(), SnapshotKind::Occupancy));
        assert_eq!(
            drain(&mut session),
            vec![
                TbpAction::Event(TbpEvent::Connected {
                    t: t(10),
                    kind: "pegboard".into(),
                    firmware: Some("0.3".into()),
                    again: false
                }),
                TbpAction::Event(TbpEvent::Board {
                    t: t(10),
                    msg: BoardMsg::Hello { kind: "pegboard".into(), firmware: Some("0.3".into()) },
                    seq: None
                }),
                TbpAction::Event(TbpEvent::Board { t: t(10), msg: start, seq: Some(1) }),
            ]
        );
        assert!(session.is_connected());
        session
    }

    #[test]
    fn host_lines_are_the_protocol_lines() {
        assert_eq!(
            [HostLine::Hello, HostLine::Snap, HostLine::Ping].map(HostLine::as_str),
            ["HELLO TBP/1", "SNAP", "PING"]
        );
    }

    #[test]
    fn handshake_then_lines_with_their_numbers() {
        let mut session = started(TbpConfig::default());
        session.handle_bytes(t(100), b"L e2 #2\nP e");
        session.handle_bytes(t(120), b"4 #3\n");
        assert_eq!(
            drain(&mut session),
            vec![
                TbpAction::Event(TbpEvent::Board { t: t(100), msg: BoardMsg::Lift(Square::E2), seq: Some(2) }),
                TbpAction::Event(TbpEvent::Board {
                    t: t(120),
                    msg: BoardMsg::Place(Square::E4, Cell::Occupied),
                    seq: Some(3)
                }),
            ]
        );
    }

    #[test]
    fn a_snap_request_is_sent_and_reported() {
        let mut session = started(TbpConfig::default());
        session.handle_request(t(50), HostCmd::Snap);
        assert_eq!(
            drain(&mut session),
            vec![TbpAction::Send(HostLine::Snap), TbpAction::Event(TbpEvent::Resync { t: t(50) })]
        );
    }

    #[test]
    fn garbage_is_reported_and_the_game_goes_on() {
        let mut session = started(TbpConfig::default());
        session.handle_bytes(t(200), b"L \x00e2\nQ e2\nL e2 #2\n");
        let actions = drain(&mut session);
        assert!(
            matches!(
                actions.as_slice(),
                [
                    TbpAction::Event(TbpEvent::Garbage {
                        line: 3,
                        fault: DropReason::Unreadable { column: 3, byte: 0 },
                        ..
                    }),
                    TbpAction::Event(TbpEvent::Garbage { line: 4, fault: DropReason::Invalid(_), .. }),
                    TbpAction::Event(TbpEvent::Board { msg: BoardMsg::Lift(Square::E2), seq: Some(2), .. }),
                ]
            ),
            "{actions:?}"
        );
    }

    #[test]
    fn no_hello_fails_after_the_last_try() {
        let config = TbpConfig { retry_ms: 100, tries: 3, keepalive_ms: 1000 };
        let mut session = TbpConnection::new(config, t(0));
        drain(&mut session);
        // A line before HELLO is passed on, but is no handshake.
        session.handle_bytes(t(5), b"L e2\n");
        assert!(matches!(drain(&mut session).as_slice(), [TbpAction::Event(TbpEvent::Board { .. })]));
        assert_eq!(session.poll_timeout(), Some(t(100)));
        session.handle_timeout(t(100));
        assert_eq!(sent(&drain(&mut session)), vec![HostLine::Hello, HostLine::Snap]);
        session.handle_timeout(t(200));
        assert_eq!(sent(&drain(&mut session)), vec![HostLine::Hello, HostLine::Snap]);
        session.handle_timeout(t(300));
        assert_eq!(drain(&mut session), vec![TbpAction::Fail(Failure::NoAnswer)]);
        assert!(session.is_failed());
        assert_eq!(session.poll_timeout(), None);
        // Nothing more happens after giving up.
        session.handle_bytes(t(400), START);
        session.handle_request(t(400), HostCmd::Snap);
        session.handle_timeout(t(500));
        assert!(drain(&mut session).is_empty());
    }

    #[test]
    fn a_wrong_version_is_garbage_not_a_handshake() {
        let mut session = TbpConnection::new(TbpConfig::default(), t(0));
        drain(&mut session);
        session.handle_bytes(t(5), b"HELLO TBP/2 pegboard\n");
        let actions = drain(&mut session);
        assert!(
            matches!(actions.as_slice(), [TbpAction::Event(TbpEvent::Garbage { fault: DropReason::Invalid(_), .. })]),
            "{actions:?}"
        );
        assert!(!session.is_connected());
    }

    #[test]
    fn a_quiet_board_gets_ping_then_snap_then_is_given_up() {
        let config = TbpConfig { retry_ms: 100, tries: 2, keepalive_ms: 1000 };
        let mut session = started(config);
        assert_eq!(session.poll_timeout(), Some(t(1010)));
        session.handle_timeout(t(1009));
        assert!(drain(&mut session).is_empty());
        session.handle_timeout(t(1010));
        assert_eq!(sent(&drain(&mut session)), vec![HostLine::Ping]);
        session.handle_timeout(t(1110));
        assert_eq!(sent(&drain(&mut session)), vec![HostLine::Snap]);
        // An answer (any line) puts the check off again.
        session.handle_bytes(t(1150), b"# still here\n");
        assert!(drain(&mut session).is_empty());
        assert_eq!(session.poll_timeout(), Some(t(2150)));
        session.handle_timeout(t(2150));
        assert_eq!(sent(&drain(&mut session)), vec![HostLine::Ping]);
        session.handle_timeout(t(2250));
        assert_eq!(sent(&drain(&mut session)), vec![HostLine::Snap]);
        session.handle_timeout(t(2350));
        assert_eq!(sent(&drain(&mut session)), vec![HostLine::Snap]);
        session.handle_timeout(t(2450));
        assert_eq!(drain(&mut session), vec![TbpAction::Fail(Failure::Silent)]);
    }

    #[test]
    fn a_second_connection_says_again() {
        let mut session = TbpConnection::again(TbpConfig::default(), t(7000));
        drain(&mut session);
        session.handle_bytes(t(7010), b"HELLO TBP/1 pegboard\n");
        let actions = drain(&mut session);
        assert!(
            matches!(actions.first(), Some(TbpAction::Event(TbpEvent::Connected { again: true, firmware: None, .. }))),
            "{actions:?}"
        );
    }

    #[test]
    fn keepalive_zero_never_checks() {
        let mut session = started(TbpConfig { keepalive_ms: 0, ..TbpConfig::default() });
        assert_eq!(session.poll_timeout(), None);
        session.handle_timeout(t(1_000_000));
        assert!(drain(&mut session).is_empty());
    }
}
