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
//! - **Start**: [`START`]: reset (idle mode), version, full dump, then field updates.
//!   Any message from the board is an answer. Without one the start is repeated every
//!   [`Config::retry_ms`], [`Config::tries`] times in all, and then the session fails
//!   with [`Failure::NoAnswer`].
//! - **Field updates** become lifts and placements in arrival order. The board scans
//!   its fields one after the other, so a move can arrive new square first, and a
//!   sliding piece can show up on the squares it passes. When no update has come for
//!   [`Config::debounce_ms`], the session asks for a full dump, and the dump becomes a
//!   snapshot: the truth about the board.
//! - **Problems** in the byte stream (a message cut short, garbage) mean an update may
//!   be lost: the session asks for a full dump at once.
//! - **Keep-alive**: after [`Config::keepalive_ms`] without a message, the session asks
//!   for the version, retrying as at the start; no answer fails the session with
//!   [`Failure::Silent`] (a Bluetooth link that dropped, a board switched off).

use std::collections::VecDeque;

use super::{
    board::{Board, Orientation},
    decode::{Decoded, Decoder, Message, Problem},
};
pub use crate::io::link::Failure;
use crate::{
    core::{input::BoardMsg, output::HostCmd, time::Timestamp},
    io::link::{Link, Step, Timing},
};

/// A command to the board (one byte each).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Command {
    /// `DGT_SEND_RESET` (0x40): to idle mode, no answer.
    Reset,
    /// `DGT_SEND_BRD` (0x42): answer with a full dump.
    SendBoard,
    /// `DGT_SEND_UPDATE_BRD` (0x44): report every field change.
    UpdateBoard,
    /// `DGT_SEND_VERSION` (0x4d): answer with the firmware version.
    SendVersion,
}

impl Command {
    /// The byte on the wire.
    pub const fn byte(self) -> u8 {
        match self {
            Command::Reset => 0x40,
            Command::SendBoard => 0x42,
            Command::UpdateBoard => 0x44,
            Command::SendVersion => 0x4d,
        }
    }
}

/// What a session sends to start, in order. The version comes before the dump so that
/// the `HELLO` it becomes precedes the first snapshot, as TBP/1 has it.
pub const START: [Command; 4] = [Command::Reset, Command::SendVersion, Command::SendBoard, Command::UpdateBoard];

/// The board kind in the `HELLO` line made from the board's version.
pub const KIND: &str = "dgt";

/// The session's settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
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
}

impl Default for Config {
    fn default() -> Config {
        Config { orientation: None, debounce_ms: 300, retry_ms: 2000, tries: 3, keepalive_ms: 5000 }
    }
}

/// What a session reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
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
    /// A problem in the byte stream; a full dump has been asked for.
    Resync {
        /// When.
        t: Timestamp,
        /// What was wrong.
        problem: Problem,
    },
}

/// What the adapter must do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Write this command to the board.
    Send(Command),
    /// Report this.
    Event(Event),
    /// Give up: the session is over.
    Fail(Failure),
}

/// One connection to a DGT board: the protocol's state machine. See the module docs
/// for the rules.
#[derive(Clone, Debug)]
pub struct DgtConnection {
    config: Config,
    decoder: Decoder,
    board: Board,
    link: Link,
    /// When to ask for a dump after a burst of field updates.
    dump_due: Option<Timestamp>,
    /// Whether the `HELLO` has been reported (once, for the first version message).
    hello_sent: bool,
    actions: VecDeque<Action>,
}

impl DgtConnection {
    /// A connection starting at `now`: the [`START`] commands are the first actions.
    pub fn new(config: Config, now: Timestamp) -> DgtConnection {
        let Config { retry_ms, tries, keepalive_ms, .. } = config;
        // A quiet board is asked for its version `tries` times.
        let timing = Timing { retry_ms, tries, probes: tries, keepalive_ms };
        let mut session = DgtConnection {
            config,
            decoder: Decoder::new(),
            board: Board::new(config.orientation),
            link: Link::new(timing, now),
            dump_due: None,
            hello_sent: false,
            actions: VecDeque::new(),
        };
        session.send_start();
        session
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
                    self.link.answered(now);
                    self.handle_message(now, message);
                }
                Decoded::Problem(problem) => {
                    self.report(Event::Resync { t: now, problem });
                    resync = true;
                }
            }
        }
        if resync {
            self.actions.push_back(Action::Send(Command::SendBoard));
        }
    }

    /// Takes a request of the host (the core's `SNAP`).
    pub fn handle_request(&mut self, cmd: HostCmd) {
        if self.is_failed() {
            return;
        }
        match cmd {
            HostCmd::Snap => self.actions.push_back(Action::Send(Command::SendBoard)),
        }
    }

    /// Call at (or after) the time [`DgtConnection::poll_timeout`] returned.
    pub fn handle_timeout(&mut self, now: Timestamp) {
        if let Some(due) = self.dump_due
            && due <= now
        {
            // The burst of updates is over: get the truth.
            self.dump_due = None;
            self.actions.push_back(Action::Send(Command::SendBoard));
        }
        match self.link.handle_timeout(now) {
            // No answer yet: start again.
            Some(Step::Greet) => self.send_start(),
            // Quiet: is the board still there? It answers with its version.
            Some(Step::Probe(_)) => self.actions.push_back(Action::Send(Command::SendVersion)),
            Some(Step::Fail(failure)) => self.fail(failure),
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
    pub fn poll_action(&mut self) -> Option<Action> {
        self.actions.pop_front()
    }

    fn handle_message(&mut self, now: Timestamp, message: Message) {
        match message {
            Message::BoardDump(codes) => {
                let dumped = self.board.apply_dump(&codes);
                if let Some(orientation) = dumped.decided {
                    self.report(Event::Orientation { t: now, orientation });
                }
                self.report(Event::Board { t: now, msg: dumped.snapshot });
            }
            Message::FieldUpdate { field, code } => {
                if let Some(msg) = self.board.apply_update(field, code) {
                    self.report(Event::Board { t: now, msg });
                }
                self.dump_due = Some(now.plus(self.config.debounce_ms));
            }
            Message::Version { major, minor } if !self.hello_sent => {
                self.hello_sent = true;
                let msg = BoardMsg::Hello { kind: KIND.to_owned(), firmware: Some(format!("{major}.{minor}")) };
                self.report(Event::Board { t: now, msg });
            }
            // Keep-alive answers, and what taktil does not use yet (the clock).
            Message::Version { .. }
            | Message::SerialNr(_)
            | Message::Trademark(_)
            | Message::BwTime(_)
            | Message::Other { .. } => {}
        }
    }

    fn send_start(&mut self) {
        self.actions.extend(START.map(Action::Send));
    }

    fn report(&mut self, event: Event) {
        self.actions.push_back(Action::Event(event));
    }

    /// The link gave up: nothing more is asked for.
    fn fail(&mut self, failure: Failure) {
        self.dump_due = None;
        self.actions.push_back(Action::Fail(failure));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        core::input::Cell,
        io::dgt::{
            board::codes_of,
            decode::{Code, Field},
        },
        tbp::{SnapshotKind, snapshot_of},
    };
    use shakmaty::{Board as Position, Color, Piece, Role, Square};

    const PAWN: Piece = Piece { color: Color::White, role: Role::Pawn };

    fn t(ms: u64) -> Timestamp {
        Timestamp(ms)
    }

    fn drain(session: &mut DgtConnection) -> Vec<Action> {
        std::iter::from_fn(|| session.poll_action()).collect()
    }

    fn sent(actions: &[Action]) -> Vec<Command> {
        actions
            .iter()
            .filter_map(|a| match a {
                Action::Send(cmd) => Some(*cmd),
                _ => None,
            })
            .collect()
    }

    fn board_msgs(actions: &[Action]) -> Vec<BoardMsg> {
        actions
            .iter()
            .filter_map(|a| match a {
                Action::Event(Event::Board { msg, .. }) => Some(msg.clone()),
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

    fn started(config: Config) -> DgtConnection {
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
        let mut session = started(Config { keepalive_ms: 0, ..Config::default() });
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
        assert_eq!(sent(&drain(&mut session)), vec![Command::SendBoard]);
        assert_eq!(session.poll_timeout(), None);
    }

    #[test]
    fn a_problem_asks_for_a_dump_at_once() {
        let mut session = started(Config::default());
        session.handle_bytes(t(500), &[0x8e, 0x00, 0x05, 36]);
        session.handle_bytes(t(510), &update(52, Code::Empty));
        let actions = drain(&mut session);
        assert_eq!(
            actions,
            vec![
                Action::Event(Event::Resync { t: t(510), problem: Problem::Truncated { id: 0x8e, got: 4 } }),
                Action::Event(Event::Board { t: t(510), msg: BoardMsg::Lift(Square::E2) }),
                Action::Send(Command::SendBoard),
            ]
        );
    }

    #[test]
    fn no_answer_fails_after_the_last_try() {
        let config = Config { retry_ms: 100, tries: 3, ..Config::default() };
        let mut session = DgtConnection::new(config, t(0));
        assert_eq!(sent(&drain(&mut session)), START);
        assert_eq!(session.poll_timeout(), Some(t(100)));
        session.handle_timeout(t(100));
        assert_eq!(sent(&drain(&mut session)), START);
        session.handle_timeout(t(200));
        assert_eq!(sent(&drain(&mut session)), START);
        session.handle_timeout(t(300));
        assert_eq!(drain(&mut session), vec![Action::Fail(Failure::NoAnswer)]);
        assert!(session.is_failed());
        assert_eq!(session.poll_timeout(), None);
        // Nothing more happens after giving up.
        session.handle_bytes(t(400), &dump(&Position::default()));
        session.handle_timeout(t(500));
        assert!(drain(&mut session).is_empty());
    }

    #[test]
    fn a_quiet_board_is_probed_then_given_up() {
        let config = Config { retry_ms: 100, tries: 2, keepalive_ms: 1000, ..Config::default() };
        let mut session = started(config);
        assert_eq!(session.poll_timeout(), Some(t(1020)));
        session.handle_timeout(t(1020));
        assert_eq!(sent(&drain(&mut session)), vec![Command::SendVersion]);
        // The answer puts the check off again; a second version makes no HELLO.
        session.handle_bytes(t(1050), &Message::Version { major: 1, minor: 7 }.encode());
        assert!(drain(&mut session).is_empty());
        assert_eq!(session.poll_timeout(), Some(t(2050)));
        session.handle_timeout(t(2050));
        assert_eq!(sent(&drain(&mut session)), vec![Command::SendVersion]);
        session.handle_timeout(t(2150));
        assert_eq!(sent(&drain(&mut session)), vec![Command::SendVersion]);
        session.handle_timeout(t(2250));
        assert_eq!(drain(&mut session), vec![Action::Fail(Failure::Silent)]);
    }

    #[test]
    fn snap_requests_a_dump() {
        let mut session = started(Config::default());
        session.handle_request(HostCmd::Snap);
        assert_eq!(drain(&mut session), vec![Action::Send(Command::SendBoard)]);
    }

    #[test]
    fn orientation_is_reported_once() {
        let mut session = DgtConnection::new(Config::default(), t(0));
        drain(&mut session);
        let codes = codes_of(&Position::default(), Orientation::Rotated);
        let bytes = Message::BoardDump(codes).encode();
        session.handle_bytes(t(5), &bytes);
        session.handle_bytes(t(6), &bytes);
        let actions = drain(&mut session);
        let orientations: Vec<&Action> =
            actions.iter().filter(|a| matches!(a, Action::Event(Event::Orientation { .. }))).collect();
        assert_eq!(
            orientations,
            vec![&Action::Event(Event::Orientation { t: t(5), orientation: Orientation::Rotated })]
        );
        assert_eq!(session.board().orientation(), Orientation::Rotated);
    }
}
