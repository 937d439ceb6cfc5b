//! The conversation with a DGT board, as a state machine with time as an input (pure:
//! no port, no clock, no thread).
//!
//! [`DgtConnection`] decides what to send the board and what to report, in the house
//! style of the core (quinn-proto's "time is an input"): feed it the bytes the board
//! sent ([`DgtConnection::handle_bytes`]) and wake it when
//! [`DgtConnection::poll_timeout`] says ([`DgtConnection::handle_timeout`]); then drain
//! [`DgtConnection::poll_action`]. The serial adapter ([`super::serial`]) does only the
//! I/O around it, so every rule here is tested without a port and without waiting.
//! Whether the board is there (retries, keep-alive) is the [`Link`] both serial
//! protocols share; this module says what the DGT protocol sends for it.
//!
//! The rules:
//! - **Start**: [`START`]: reset (idle mode), version, full dump, update mode with the
//!   clock, then the clock at once. Any message from the board is an answer. Without
//!   one the start is repeated every [`DgtConfig::retry_ms`], [`DgtConfig::tries`]
//!   times in all, and then the session fails with [`Failure::NoAnswer`].
//! - **Field updates** become lifts and placements in arrival order. The board scans
//!   its fields one after the other, so a move can arrive new square first, and a
//!   sliding piece can show up on the squares it passes. When no update has come for
//!   [`DgtConfig::debounce_ms`], the session asks for a full dump, and the dump becomes a
//!   snapshot: the truth about the board.
//! - **Problems** in the byte stream (a message cut short, garbage) mean an update may
//!   be lost: the session asks for a full dump at once.
//! - **The clock**: the board is put in update mode (`0x43`), which sends the clock's
//!   times (BWTIME) every second besides the field updates; see [`DgtCmd::Update`]
//!   for why not the other modes. Each BWTIME is read ([`super::clock`]): an ACK is no
//!   time and is skipped; the "no clock connected" bit is a reading of `None`; times
//!   become a [`ClockReading`] once it is known which side is White's
//!   ([`DgtConfig::white_side`]). [`DgtEvent::Clock`] is reported only when the reading
//!   differs from the last one reported, so a stopped clock is told once.
//! - **Keep-alive**: after [`DgtConfig::keepalive_ms`] without a message, the session
//!   sends [`PROBE`]: the update mode again, a dump, the clock and the version,
//!   retrying as at the start. A board that lost power (its cable pulled and put back)
//!   is back in idle mode and sends nothing by itself; the probe puts it back in update
//!   mode, and the dump and the clock bring taktil up to date. No answer fails the
//!   session with [`Failure::Silent`] (a Bluetooth link that dropped, a board switched
//!   off).

// A pure machine (issue 27): time and events in, decisions out; the purity lints of
// src/core apply (their lists are in clippy.toml; Cargo.toml allows them for the shell).
#![deny(clippy::disallowed_methods, clippy::disallowed_types, clippy::disallowed_macros)]

use std::collections::VecDeque;

pub use super::clock::{ClockSide, WhiteSide};
use super::{
    clock::{self, ClockMessage, Sides},
    decode::{Decoded, Decoder, Message, StreamFault},
    fields::{Board, Orientation},
};
pub use crate::io::liveness::Failure;
use crate::{
    core::{
        input::{BoardMsg, ClockReading},
        output::HostCmd,
        time::Timestamp,
    },
    io::liveness::{Link, LinkStep, Timing},
};

/// A command to the board (one byte each).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DgtCmd {
    /// `DGT_SEND_RESET` (0x40): to idle mode, no answer.
    Reset,
    /// `DGT_SEND_CLK` (0x41): answer with the clock (BWTIME), the mode unchanged.
    SendClock,
    /// `DGT_SEND_BRD` (0x42): answer with a full dump.
    SendBoard,
    /// `DGT_SEND_UPDATE_BRD` (0x44): report every field change, and never the clock.
    UpdateBoard,
    /// `DGT_SEND_UPDATE` (0x43): report every field change and the clock every
    /// second. taktil's choice over `0x44`, which sends no clock at all, and over
    /// update-nice (`0x4b`, the clock only when it changes): with a BWTIME every
    /// second a stopped clock, a clock plugged in or pulled out, or a BWTIME lost to
    /// line damage is known within a second without polling, and the clock keeps the
    /// link alive. It costs 10 bytes a second, about 1 % of the 9600-baud line, and
    /// [`DgtEvent::Clock`] is reported only on change anyway.
    Update,
    /// `DGT_SEND_VERSION` (0x4d): answer with the firmware version.
    SendVersion,
}

impl DgtCmd {
    /// The byte on the wire.
    pub const fn byte(self) -> u8 {
        match self {
            DgtCmd::Reset => 0x40,
            DgtCmd::SendClock => 0x41,
            DgtCmd::SendBoard => 0x42,
            DgtCmd::Update => 0x43,
            DgtCmd::UpdateBoard => 0x44,
            DgtCmd::SendVersion => 0x4d,
        }
    }
}

/// What a session sends to start, in order. The version comes before the dump so that
/// the `HELLO` it becomes precedes the first snapshot, as TBP/1 has it; the clock is
/// asked for last, so that its reading comes at once rather than within the second.
/// Five bytes: the board's command buffer holds ten.
pub const START: [DgtCmd; 5] =
    [DgtCmd::Reset, DgtCmd::SendVersion, DgtCmd::SendBoard, DgtCmd::Update, DgtCmd::SendClock];

/// What a session sends to a quiet board: the start without the reset, the version
/// last (the answer that tells the board is there).
pub const PROBE: [DgtCmd; 4] = [DgtCmd::SendBoard, DgtCmd::Update, DgtCmd::SendClock, DgtCmd::SendVersion];

/// The board kind in the `HELLO` line made from the board's version.
pub const KIND: &str = "dgt";

/// The session's settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DgtConfig {
    /// Which way round the board stands; `None` works it out from the first start
    /// position.
    pub orientation: Option<Orientation>,
    /// Quiet time after the last field update before asking for a full dump.
    pub debounce_ms: u64,
    /// Time to wait for an answer before asking again.
    pub retry_ms: u64,
    /// How many times to ask (at the start and when probing a quiet board) before
    /// giving up.
    pub tries: u32,
    /// Quiet time after which the session checks that the board is still there; 0
    /// never checks.
    pub keepalive_ms: u64,
    /// Which side of the clock is White's.
    pub white_side: WhiteSide,
    /// Time between attempts to open a port that went away (the adapter's, not the
    /// session's).
    pub reconnect_ms: u64,
}

impl Default for DgtConfig {
    fn default() -> DgtConfig {
        DgtConfig {
            orientation: None,
            debounce_ms: 300,
            retry_ms: 2000,
            tries: 3,
            keepalive_ms: 5000,
            white_side: WhiteSide::Auto,
            reconnect_ms: 1000,
        }
    }
}

/// What a session reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DgtEvent {
    /// A TBP/1 message, stamped with the time its last byte was read.
    Board {
        /// When.
        t: Timestamp,
        /// What.
        msg: BoardMsg,
    },
    /// The orientation was worked out from a start position (only when not given).
    Orientation {
        /// When.
        t: Timestamp,
        /// Which way round the board stands.
        orientation: Orientation,
    },
    /// The clock's reading changed: `None` when the board says no clock is connected.
    Clock {
        /// When.
        t: Timestamp,
        /// What the clock shows, as White's and Black's times.
        reading: Option<ClockReading>,
    },
    /// Which side of the clock is White's was worked out from the first clock seen
    /// running ([`WhiteSide::Auto`]).
    ClockSide {
        /// When.
        t: Timestamp,
        /// White's side.
        white: ClockSide,
    },
    /// The board is gone: the port failed (the USB cable pulled) or the board stopped
    /// answering. Reported by the adapter, once per outage; it tries again.
    Lost {
        /// When.
        t: Timestamp,
        /// Why.
        reason: DgtLostReason,
    },
    /// The board answers again after [`DgtEvent::Lost`]: the new connection's dump and
    /// clock follow.
    Back {
        /// When.
        t: Timestamp,
    },
    /// A problem in the byte stream; a full dump has been asked for.
    Resync {
        /// When.
        t: Timestamp,
        /// What was wrong.
        problem: StreamFault,
    },
}

impl DgtEvent {
    /// When the session read what the event reports.
    pub const fn t(&self) -> Timestamp {
        match self {
            DgtEvent::Board { t, .. }
            | DgtEvent::Orientation { t, .. }
            | DgtEvent::Clock { t, .. }
            | DgtEvent::ClockSide { t, .. }
            | DgtEvent::Lost { t, .. }
            | DgtEvent::Back { t }
            | DgtEvent::Resync { t, .. } => *t,
        }
    }
}

/// Why the board is not heard, in [`DgtEvent::Lost`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DgtLostReason {
    /// The port failed or went away (the cable pulled); the OS error.
    Port(String),
    /// The board does not answer the start.
    NoAnswer,
    /// The board stopped answering.
    Silent,
}

impl std::fmt::Display for DgtLostReason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DgtLostReason::Port(e) => write!(f, "lost: {e}"),
            DgtLostReason::NoAnswer => f.write_str("no DGT board answers"),
            DgtLostReason::Silent => f.write_str("stopped answering"),
        }
    }
}

/// What the adapter must do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DgtAction {
    /// Write this command to the board.
    Send(DgtCmd),
    /// Report this.
    Event(DgtEvent),
    /// Give up: the session is over.
    Fail(Failure),
}

/// One connection to a DGT board: the protocol's state machine. See the module docs
/// for the rules.
#[derive(Clone, Debug)]
pub struct DgtConnection {
    config: DgtConfig,
    decoder: Decoder,
    board: Board,
    link: Link,
    /// When to ask for a dump after a burst of field updates.
    dump_due: Option<Timestamp>,
    /// Whether the `HELLO` has been reported (once, for the first version message; a
    /// connection after a lost one reports [`DgtEvent::Back`] instead).
    hello_sent: bool,
    /// Whether this connection follows a lost one.
    again: bool,
    /// Which side of the clock is White's, as far as known.
    sides: Sides,
    /// The clock reading last reported, if one was.
    clock: Option<Option<ClockReading>>,
    actions: VecDeque<DgtAction>,
}

impl DgtConnection {
    /// A connection starting at `now`: the [`START`] commands are the first actions.
    pub fn new(config: DgtConfig, now: Timestamp) -> DgtConnection {
        let DgtConfig { retry_ms, tries, keepalive_ms, .. } = config;
        // A quiet board is asked for its version `tries` times.
        let timing = Timing { retry_ms, tries, probes: tries, keepalive_ms };
        let mut session = DgtConnection {
            config,
            decoder: Decoder::new(),
            board: Board::new(config.orientation),
            link: Link::new(timing, now),
            dump_due: None,
            hello_sent: false,
            again: false,
            sides: Sides::new(config.white_side),
            clock: None,
            actions: VecDeque::new(),
        };
        session.send_start();
        session
    }

    /// A connection after this one was lost, starting at `now`: what it had worked
    /// out (the orientation, White's side of the clock) stays; the start is sent
    /// again, and the board's first answer is [`DgtEvent::Back`], not a `HELLO`.
    pub fn again(&self, now: Timestamp) -> DgtConnection {
        let orientation = self.board.is_decided().then(|| self.board.orientation()).or(self.config.orientation);
        let white_side = match self.sides.white() {
            Some(ClockSide::Left) => WhiteSide::Left,
            Some(ClockSide::Right) => WhiteSide::Right,
            None => self.config.white_side,
        };
        let mut next = DgtConnection::new(DgtConfig { orientation, white_side, ..self.config }, now);
        next.hello_sent = true;
        next.again = true;
        next
    }

    /// Whether the board has answered on this connection.
    pub fn has_answered(&self) -> bool {
        self.link.is_up()
    }

    /// The board as reported so far.
    pub fn board(&self) -> &Board {
        &self.board
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
        let mut resync = false;
        for decoded in self.decoder.push(bytes) {
            match decoded {
                Decoded::Message(message) => {
                    // Any message is an answer: the board is there.
                    if self.link.answered(now) && self.again {
                        self.report(DgtEvent::Back { t: now });
                    }
                    self.handle_message(now, message);
                }
                Decoded::Fault(problem) => {
                    self.report(DgtEvent::Resync { t: now, problem });
                    resync = true;
                }
            }
        }
        if resync {
            self.actions.push_back(DgtAction::Send(DgtCmd::SendBoard));
        }
    }

    /// Takes a request of the host (the core's `SNAP`).
    pub fn handle_request(&mut self, cmd: HostCmd) {
        if self.is_failed() {
            return;
        }
        match cmd {
            HostCmd::Snap => self.actions.push_back(DgtAction::Send(DgtCmd::SendBoard)),
        }
    }

    /// Call at (or after) the time [`DgtConnection::poll_timeout`] returned.
    pub fn handle_timeout(&mut self, now: Timestamp) {
        if let Some(due) = self.dump_due
            && due <= now
        {
            // The burst of updates is over: get the truth.
            self.dump_due = None;
            self.actions.push_back(DgtAction::Send(DgtCmd::SendBoard));
        }
        match self.link.handle_timeout(now) {
            // No answer yet: start again.
            Some(LinkStep::Greet) => self.send_start(),
            // Quiet: is the board still there? It answers with its version. A board
            // that lost power (its cable pulled and put back) is back in idle mode and
            // silent: set the mode again and ask for the board and the clock, so that
            // both are known again.
            Some(LinkStep::Probe(_)) => self.actions.extend(PROBE.map(DgtAction::Send)),
            Some(LinkStep::Fail(failure)) => self.fail(failure),
            None => {}
        }
    }

    /// When the session next needs [`DgtConnection::handle_timeout`]; `None` once it failed.
    pub fn poll_timeout(&self) -> Option<Timestamp> {
        if self.is_failed() {
            return None;
        }
        [self.link.poll_timeout(), self.dump_due].into_iter().flatten().min()
    }

    /// The next thing to do, in order.
    pub fn poll_action(&mut self) -> Option<DgtAction> {
        self.actions.pop_front()
    }

    fn handle_message(&mut self, now: Timestamp, message: Message) {
        match message {
            Message::BoardDump(codes) => {
                let dumped = self.board.apply_dump(&codes);
                if let Some(orientation) = dumped.decided {
                    self.report(DgtEvent::Orientation { t: now, orientation });
                }
                self.report(DgtEvent::Board { t: now, msg: dumped.snapshot });
            }
            Message::FieldUpdate { field, code } => {
                if let Some(msg) = self.board.apply_update(field, code) {
                    self.report(DgtEvent::Board { t: now, msg });
                }
                self.dump_due = Some(now.plus(self.config.debounce_ms));
            }
            Message::Version { major, minor } if !self.hello_sent => {
                self.hello_sent = true;
                let msg = BoardMsg::Hello { kind: KIND.to_owned(), firmware: Some(format!("{major}.{minor}")) };
                self.report(DgtEvent::Board { t: now, msg });
            }
            Message::BwTime(data) => self.handle_clock(now, &data),
            // Keep-alive answers, and what taktil does not use.
            Message::Version { .. } | Message::SerialNr(_) | Message::Trademark(_) | Message::Other { .. } => {}
        }
    }

    /// A BWTIME: the reading, reported when it changed.
    fn handle_clock(&mut self, now: Timestamp, data: &[u8; 7]) {
        let reading = match clock::read(data) {
            // The clock's answer to a command, or a button: no times.
            ClockMessage::Ack(_) => return,
            ClockMessage::NoClock => None,
            ClockMessage::Times(face) => {
                if let Some(white) = self.sides.see(&face) {
                    self.report(DgtEvent::ClockSide { t: now, white });
                }
                // Until White's side is known, the times cannot be told apart.
                let Some(reading) = self.sides.reading(&face) else { return };
                Some(reading)
            }
        };
        if self.clock != Some(reading) {
            self.clock = Some(reading);
            self.report(DgtEvent::Clock { t: now, reading });
        }
    }

    fn send_start(&mut self) {
        self.actions.extend(START.map(DgtAction::Send));
    }

    fn report(&mut self, event: DgtEvent) {
        self.actions.push_back(DgtAction::Event(event));
    }

    /// The link gave up: nothing more is asked for.
    fn fail(&mut self, failure: Failure) {
        self.dump_due = None;
        self.actions.push_back(DgtAction::Fail(failure));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        core::input::Cell,
        io::dgt::{
            decode::{Code, Field},
            fields::codes_of,
        },
        tbp::{SnapshotKind, snapshot_of},
    };
    use shakmaty::{Board as Position, Color, Piece, Role, Square};

    const PAWN: Piece = Piece { color: Color::White, role: Role::Pawn };

    fn t(ms: u64) -> Timestamp {
        Timestamp(ms)
    }

    fn drain(session: &mut DgtConnection) -> Vec<DgtAction> {
        std::iter::from_fn(|| session.poll_action()).collect()
    }

    fn sent(actions: &[DgtAction]) -> Vec<DgtCmd> {
        actions
            .iter()
            .filter_map(|a| match a {
                DgtAction::Send(cmd) => Some(*cmd),
                _ => None,
            })
            .collect()
    }

    fn board_msgs(actions: &[DgtAction]) -> Vec<BoardMsg> {
        actions
            .iter()
            .filter_map(|a| match a {
                DgtAction::Event(DgtEvent::Board { msg, .. }) => Some(msg.clone()),
                _ => None,
            })
            .collect()
    }

    fn dump(position: &Position) -> Vec<u8> {
        Message::BoardDump(codes_of(position, Orientation::Normal)).encode()
    }

    fn update(n: u8, code: Code) -> Vec<u8> {
        Message::FieldUpdate { field: Field::new(n).expect("a field"), code }.encode()
    }

    fn started(config: DgtConfig) -> DgtConnection {
        let mut session = DgtConnection::new(config, t(0));
        assert_eq!(sent(&drain(&mut session)), START);
        session.handle_bytes(t(10), &Message::Version { major: 1, minor: 7 }.encode());
        session.handle_bytes(t(20), &dump(&Position::default()));
        let actions = drain(&mut session);
        assert_eq!(
            board_msgs(&actions),
            vec![
                BoardMsg::Hello { kind: "dgt".into(), firmware: Some("1.7".into()) },
                BoardMsg::Snapshot(snapshot_of(&Position::default(), SnapshotKind::Piece)),
            ]
        );
        session
    }

    #[test]
    fn a_burst_of_updates_ends_in_a_dump() {
        let mut session = started(DgtConfig { keepalive_ms: 0, ..DgtConfig::default() });
        // 1. e4, new square first.
        session.handle_bytes(t(1000), &update(36, Code::Piece(PAWN)));
        session.handle_bytes(t(1100), &update(52, Code::Empty));
        let actions = drain(&mut session);
        assert_eq!(
            board_msgs(&actions),
            vec![BoardMsg::Place(Square::E4, Cell::Piece(PAWN)), BoardMsg::Lift(Square::E2)]
        );
        assert!(sent(&actions).is_empty());
        // The debounce runs from the last update.
        assert_eq!(session.poll_timeout(), Some(t(1400)));
        session.handle_timeout(t(1399));
        assert!(drain(&mut session).is_empty());
        session.handle_timeout(t(1400));
        assert_eq!(sent(&drain(&mut session)), vec![DgtCmd::SendBoard]);
        assert_eq!(session.poll_timeout(), None);
    }

    #[test]
    fn a_problem_asks_for_a_dump_at_once() {
        let mut session = started(DgtConfig::default());
        session.handle_bytes(t(500), &[0x8e, 0x00, 0x05, 36]);
        session.handle_bytes(t(510), &update(52, Code::Empty));
        let actions = drain(&mut session);
        assert_eq!(
            actions,
            vec![
                DgtAction::Event(DgtEvent::Resync { t: t(510), problem: StreamFault::Truncated { id: 0x8e, got: 4 } }),
                DgtAction::Event(DgtEvent::Board { t: t(510), msg: BoardMsg::Lift(Square::E2) }),
                DgtAction::Send(DgtCmd::SendBoard),
            ]
        );
    }

    #[test]
    fn no_answer_fails_after_the_last_try() {
        let config = DgtConfig { retry_ms: 100, tries: 3, ..DgtConfig::default() };
        let mut session = DgtConnection::new(config, t(0));
        assert_eq!(sent(&drain(&mut session)), START);
        assert_eq!(session.poll_timeout(), Some(t(100)));
        session.handle_timeout(t(100));
        assert_eq!(sent(&drain(&mut session)), START);
        session.handle_timeout(t(200));
        assert_eq!(sent(&drain(&mut session)), START);
        session.handle_timeout(t(300));
        assert_eq!(drain(&mut session), vec![DgtAction::Fail(Failure::NoAnswer)]);
        assert!(session.is_failed());
        assert_eq!(session.poll_timeout(), None);
        // Nothing more happens after giving up.
        session.handle_bytes(t(400), &dump(&Position::default()));
        session.handle_timeout(t(500));
        assert!(drain(&mut session).is_empty());
    }

    #[test]
    fn a_quiet_board_is_probed_then_given_up() {
        let config = DgtConfig { retry_ms: 100, tries: 2, keepalive_ms: 1000, ..DgtConfig::default() };
        let mut session = started(config);
        assert_eq!(session.poll_timeout(), Some(t(1020)));
        session.handle_timeout(t(1020));
        assert_eq!(sent(&drain(&mut session)), PROBE);
        // The answer puts the check off again; a second version makes no HELLO.
        session.handle_bytes(t(1050), &Message::Version { major: 1, minor: 7 }.encode());
        assert!(drain(&mut session).is_empty());
        assert_eq!(session.poll_timeout(), Some(t(2050)));
        session.handle_timeout(t(2050));
        assert_eq!(sent(&drain(&mut session)), PROBE);
        session.handle_timeout(t(2150));
        assert_eq!(sent(&drain(&mut session)), PROBE);
        session.handle_timeout(t(2250));
        assert_eq!(drain(&mut session), vec![DgtAction::Fail(Failure::Silent)]);
    }

    #[test]
    fn snap_requests_a_dump() {
        let mut session = started(DgtConfig::default());
        session.handle_request(HostCmd::Snap);
        assert_eq!(drain(&mut session), vec![DgtAction::Send(DgtCmd::SendBoard)]);
    }

    fn clock_events(actions: &[DgtAction]) -> Vec<DgtEvent> {
        actions
            .iter()
            .filter_map(|a| match a {
                DgtAction::Event(e @ (DgtEvent::Clock { .. } | DgtEvent::ClockSide { .. })) => Some(e.clone()),
                _ => None,
            })
            .collect()
    }

    fn bwtime(left_s: u64, right_s: u64, running: Option<ClockSide>) -> Vec<u8> {
        use crate::io::dgt::clock::{Face, SideTime, encode};
        let face = Face {
            left: SideTime { ms: left_s * 1000, ..SideTime::default() },
            right: SideTime { ms: right_s * 1000, ..SideTime::default() },
            running,
            turn: running,
            battery_low: false,
        };
        Message::BwTime(encode(Some(&face))).encode()
    }

    #[test]
    fn the_clock_is_reported_on_change_once_whites_side_is_known() {
        let mut session = started(DgtConfig::default());
        // Stopped, both at 1:30:00: whose is whose is not known yet.
        session.handle_bytes(t(100), &bwtime(5400, 5400, None));
        assert!(drain(&mut session).is_empty());
        // The right clock runs first: White's.
        session.handle_bytes(t(1100), &bwtime(5400, 5399, Some(ClockSide::Right)));
        let reading = ClockReading {
            white_ms: 5_399_000,
            black_ms: 5_400_000,
            running: Some(shakmaty::Color::White),
            white_flag: false,
            black_flag: false,
        };
        assert_eq!(
            clock_events(&drain(&mut session)),
            vec![
                DgtEvent::ClockSide { t: t(1100), white: ClockSide::Right },
                DgtEvent::Clock { t: t(1100), reading: Some(reading) }
            ]
        );
        // The same reading again (update mode sends it every second): nothing.
        session.handle_bytes(t(1600), &bwtime(5400, 5399, Some(ClockSide::Right)));
        assert!(drain(&mut session).is_empty());
        // An ACK is no reading.
        session.handle_bytes(t(1700), &Message::BwTime([0x0a, 0x08, 0, 0, 0, 0x31, 0]).encode());
        assert!(drain(&mut session).is_empty());
        // Unplugged: no clock; twice is told once.
        let none = Message::BwTime(crate::io::dgt::clock::encode(None)).encode();
        session.handle_bytes(t(2100), &none);
        session.handle_bytes(t(3100), &none);
        assert_eq!(clock_events(&drain(&mut session)), vec![DgtEvent::Clock { t: t(2100), reading: None }]);
        // Plugged back: the times again.
        session.handle_bytes(t(4100), &bwtime(5400, 5396, Some(ClockSide::Right)));
        let back = ClockReading { white_ms: 5_396_000, ..reading };
        assert_eq!(clock_events(&drain(&mut session)), vec![DgtEvent::Clock { t: t(4100), reading: Some(back) }]);
    }

    #[test]
    fn a_given_side_reads_a_stopped_clock() {
        let mut session = started(DgtConfig { white_side: WhiteSide::Left, ..DgtConfig::default() });
        session.handle_bytes(t(100), &bwtime(300, 240, None));
        let reading =
            ClockReading { white_ms: 300_000, black_ms: 240_000, running: None, white_flag: false, black_flag: false };
        assert_eq!(clock_events(&drain(&mut session)), vec![DgtEvent::Clock { t: t(100), reading: Some(reading) }]);
    }

    #[test]
    fn a_changed_piece_on_an_occupied_square_is_a_placement() {
        // The quick hand's capture (`L f3`, then a knight on d4 where a pawn stood) and
        // a piece changed within the bounce time (`L d5`, 50 ms later another piece on
        // d5): each update is passed on as it came, nothing merged or dropped.
        let mut session = started(DgtConfig::default());
        let knight = Piece { color: Color::White, role: Role::Knight };
        let queen = Piece { color: Color::Black, role: Role::Queen };
        session.handle_bytes(t(1000), &update(45, Code::Empty));
        session.handle_bytes(t(1200), &update(35, Code::Piece(knight)));
        session.handle_bytes(t(2000), &update(27, Code::Empty));
        session.handle_bytes(t(2050), &update(27, Code::Piece(queen)));
        assert_eq!(
            board_msgs(&drain(&mut session)),
            vec![
                BoardMsg::Lift(Square::F3),
                BoardMsg::Place(Square::D4, Cell::Piece(knight)),
                BoardMsg::Lift(Square::D5),
                BoardMsg::Place(Square::D5, Cell::Piece(queen)),
            ]
        );
    }

    #[test]
    fn a_connection_after_a_loss_says_back_and_keeps_what_it_knew() {
        let config = DgtConfig { orientation: None, ..DgtConfig::default() };
        let mut first = DgtConnection::new(config, t(0));
        drain(&mut first);
        first.handle_bytes(t(5), &Message::BoardDump(codes_of(&Position::default(), Orientation::Rotated)).encode());
        first.handle_bytes(t(6), &bwtime(5399, 5400, Some(ClockSide::Left)));
        drain(&mut first);
        let mut again = first.again(t(1000));
        assert_eq!(sent(&drain(&mut again)), START);
        assert!(!again.has_answered());
        again.handle_bytes(t(1010), &Message::Version { major: 1, minor: 7 }.encode());
        again.handle_bytes(t(1020), &bwtime(5398, 5400, Some(ClockSide::Left)));
        let actions = drain(&mut again);
        assert_eq!(actions.first(), Some(&DgtAction::Event(DgtEvent::Back { t: t(1010) })));
        assert!(board_msgs(&actions).is_empty(), "no second HELLO: {actions:?}");
        // White's side and the orientation stay; the clock is told again at once.
        assert!(
            matches!(clock_events(&actions)[..], [DgtEvent::Clock { reading: Some(r), .. }] if r.white_ms == 5_398_000)
        );
        assert_eq!(again.board().orientation(), Orientation::Rotated);
    }

    #[test]
    fn orientation_is_reported_once() {
        let mut session = DgtConnection::new(DgtConfig::default(), t(0));
        drain(&mut session);
        let codes = codes_of(&Position::default(), Orientation::Rotated);
        let bytes = Message::BoardDump(codes).encode();
        session.handle_bytes(t(5), &bytes);
        session.handle_bytes(t(6), &bytes);
        let actions = drain(&mut session);
        let orientations: Vec<&DgtAction> =
            actions.iter().filter(|a| matches!(a, DgtAction::Event(DgtEvent::Orientation { .. }))).collect();
        assert_eq!(
            orientations,
            vec![&DgtAction::Event(DgtEvent::Orientation { t: t(5), orientation: Orientation::Rotated })]
        );
        assert_eq!(session.board().orientation(), Orientation::Rotated);
    }
}
