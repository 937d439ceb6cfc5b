//! The conversation with a DGT board, as a state machine with time as an input (pure:
//! no port, no clock, no thread).
//!
//! [`Session`] decides what to send the board and what to report, in the house style
//! of the core (quinn-proto's "time is an input"): feed it the bytes the board sent
//! ([`Session::handle_bytes`]) and wake it when [`Session::poll_timeout`] says
//! ([`Session::handle_timeout`]); then drain [`Session::poll_action`]. The serial
//! adapter ([`super::serial`]) does only the I/O around it, so every rule here is
//! tested without a port and without waiting.
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
use crate::core::{input::BoardMsg, output::HostCmd, time::Timestamp};

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

/// Why a session gave up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Failure {
    /// The board never answered at the start.
    NoAnswer,
    /// The board answered, then stopped answering.
    Silent,
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

/// Whether the board is there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Link {
    /// Starting: asked `tries` times, the next try at `next`.
    Starting { tries: u32, next: Timestamp },
    /// The board answered; check on it at `check` if nothing comes before.
    Up { check: Timestamp },
    /// A quiet board was asked `tries` times for its version, the next try at `next`.
    Probing { tries: u32, next: Timestamp },
    /// Given up.
    Failed,
}

/// One conversation with a board. See the module docs for the rules.
#[derive(Clone, Debug)]
pub struct Session {
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

impl Session {
    /// A session starting at `now`: the [`START`] commands are the first actions.
    pub fn new(config: Config, now: Timestamp) -> Session {
        let mut session = Session {
            config,
            decoder: Decoder::new(),
            board: Board::new(config.orientation),
            link: Link::Starting { tries: 1, next: now.plus(config.retry_ms) },
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
        self.link == Link::Failed
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
                    self.heard(now);
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

    /// Call at (or after) the time [`Session::poll_timeout`] returned.
    pub fn handle_timeout(&mut self, now: Timestamp) {
        if let Some(due) = self.dump_due
            && due <= now
        {
            // The burst of updates is over: get the truth.
            self.dump_due = None;
            self.actions.push_back(Action::Send(Command::SendBoard));
        }
        let max = self.config.tries;
        match self.link {
            // No answer yet: start again, or give up.
            Link::Starting { tries, next } if next <= now => {
                if tries < max {
                    self.link = Link::Starting { tries: tries + 1, next: now.plus(self.config.retry_ms) };
                    self.send_start();
                } else {
                    self.fail(Failure::NoAnswer);
                }
            }
            // Quiet for a while: is the board still there?
            Link::Up { check } if self.config.keepalive_ms > 0 && check <= now => {
                self.link = Link::Probing { tries: 1, next: now.plus(self.config.retry_ms) };
                self.actions.push_back(Action::Send(Command::SendVersion));
            }
            // Still quiet: ask again, or give up.
            Link::Probing { tries, next } if next <= now => {
                if tries < max {
                    self.link = Link::Probing { tries: tries + 1, next: now.plus(self.config.retry_ms) };
                    self.actions.push_back(Action::Send(Command::SendVersion));
                } else {
                    self.fail(Failure::Silent);
                }
            }
            // Not due yet, or given up.
            Link::Starting { .. } | Link::Up { .. } | Link::Probing { .. } | Link::Failed => {}
        }
    }

    /// When the session next needs [`Session::handle_timeout`]; `None` once it failed.
    pub fn poll_timeout(&self) -> Option<Timestamp> {
        let link = match self.link {
            Link::Starting { next, .. } | Link::Probing { next, .. } => Some(next),
            Link::Up { check } if self.config.keepalive_ms > 0 => Some(check),
            Link::Up { .. } => None,
            Link::Failed => return None,
        };
        [link, self.dump_due].into_iter().flatten().min()
    }

    /// The next thing to do, in order.
    pub fn poll_action(&mut self) -> Option<Action> {
        self.actions.pop_front()
    }

    /// A message came: the board is there.
    fn heard(&mut self, now: Timestamp) {
        self.link = Link::Up { check: now.plus(self.config.keepalive_ms) };
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

    fn fail(&mut self, failure: Failure) {
        self.link = Link::Failed;
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

    fn drain(session: &mut Session) -> Vec<Action> {
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

    fn started(config: Config) -> Session {
        let mut session = Session::new(config, t(0));
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
        let mut session = Session::new(config, t(0));
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
        let mut session = Session::new(Config::default(), t(0));
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
