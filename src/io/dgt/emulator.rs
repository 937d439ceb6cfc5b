//! A DGT board with a DGT clock cabled to it, emulated (pure: no port, no clock, no
//! thread): hand actions and command bytes in, the bytes a real board sends out.
//!
//! Tests drive it through a pseudo-terminal as they would drive a real board; the
//! emulator itself only keeps state and makes bytes. It behaves as the protocol facts
//! say a board does (`docs/board-protocol.md`, "DGT boards"):
//!
//! - **Sensors and scans.** The board holds 64 piece codes as the sensors read them
//!   ([`Emulator::physical`]) and the 64 codes its last scan saw. A hand changes the
//!   sensors ([`Emulator::apply`]); nothing is reported until the next scan
//!   ([`Emulator::scan`]), which reads the fields row by row (field 0 to 63) and
//!   reports each field that differs from the last scan, in field order, not in the
//!   order the hand moved. Two changes of one field between scans are seen as one:
//!   a piece put where another stood ([`Hand::Put`] on an occupied square, the quick
//!   hand's capture) is reported as the new piece only, the square never empty.
//!   A driver that wants a real board's timing scans one row at a time
//!   ([`Emulator::scan_row`]), a whole scan taking 200 to 250 ms: a piece that stood
//!   on a square for less is seen there for a whole scan, or not at all.
//! - **Commands** (one byte each, the only ones answered): `0x40` reset (idle mode),
//!   `0x41` send the clock (a BWTIME at once, in any mode), `0x42` send the board (a
//!   dump of the last scan), `0x43` update mode (field updates and a BWTIME every
//!   second), `0x44` update-board mode (field updates, no clock messages at all),
//!   `0x4b` update-nice mode (field updates and a BWTIME whenever it differs from the
//!   last one sent), `0x4d` send the version. Any other byte is ignored. In idle mode
//!   scans report nothing.
//! - **The clock** counts down the running side as time passes ([`Emulator::advance`]);
//!   a press ([`Emulator::press`]) stops the presser's clock and starts the other's
//!   (adding the increment). A side at zero shows its flag and stays at zero. The
//!   clock can be unplugged ([`Emulator::unplug_clock`]): the board then reports the
//!   "no clock connected" bit; plugged in again it reports the times again (the clock
//!   kept running on its own battery).
//! - **The cable**: [`Emulator::power_cycle`] is a board that lost power (the USB
//!   cable pulled and put back): it comes back in idle mode, pieces and clock as they
//!   are.
//!
//! [`move_steps`] turns a chess move into the hand's steps, one scan each, in a
//! [`HandStyle`]: a careful hand (every lift seen), a quick hand (a capture without
//! the captured piece's lift), the rook first when castling, a bounce after a placement,
//! a hovering hand (the piece set down on another square on its way).
//!
//! # Examples
//!
//! ```
//! use shakmaty::{Chess, Position, uci::UciMove};
//! use taktil::io::dgt::{
//!     Orientation,
//!     decode::Decoder,
//!     emulator::{Emulator, HandStyle, move_steps},
//! };
//!
//! let mut board = Emulator::new(&shakmaty::Board::default(), Orientation::Normal);
//! board.receive(&[0x43]); // update mode
//! let position = Chess::default();
//! let e4 = "e2e4".parse::<UciMove>().unwrap().to_move(&position).unwrap();
//! for step in move_steps(position.board(), &e4, HandStyle::default()) {
//!     board.step(&step);
//! }
//! let messages = Decoder::new().push(&board.take_output());
//! assert_eq!(messages.len(), 2); // e2 empty, then a white pawn on e4
//! ```

use shakmaty::{Board as Position, Move, Piece, Role, Square};

use super::{
    clock::{self, ClockSide, Face, SideTime},
    decode::{Code, Field, Message},
    fields::{Orientation, codes_of, square_of},
};

/// How often a board in update mode sends the clock, and how often time is cut into
/// steps by [`Emulator::advance`].
pub const CLOCK_EVERY_MS: u64 = 1000;

/// The version the emulated board reports.
pub const VERSION: (u8, u8) = (1, 7);

/// What the board sends by itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum SendMode {
    /// Nothing (after `0x40`, and at power-up).
    #[default]
    Idle,
    /// Field updates only (`0x44`).
    UpdateBoard,
    /// Field updates and the clock every second (`0x43`).
    Update,
    /// Field updates and the clock when it changes (`0x4b`).
    UpdateNice,
}

/// One thing a hand does to the pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Hand {
    /// Takes the piece off this square (nothing if it is empty).
    Lift(Square),
    /// Puts this piece on this square, replacing whatever stood there.
    Put(Square, Piece),
}

/// How a hand carries out a move (see [`move_steps`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct HandStyle {
    /// Captures without taking the captured piece off first: the capturing piece is
    /// lifted, then put on the captured one, which the same hand sweeps away.
    pub quick: bool,
    /// Castling with the rook first.
    pub rook_first: bool,
    /// The moved piece bounces once on its new square (lifted and put back).
    pub bounce: bool,
    /// The hand sets the moving piece down on this square on its way to its own (a
    /// hovering hand) and lifts it again; the square must be empty. How long it stays
    /// there is the driver's pause after that step.
    pub hover: Option<Square>,
}

/// The clock cabled to the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ClockState {
    /// Left time, in milliseconds.
    pub left_ms: u64,
    /// Right time, in milliseconds.
    pub right_ms: u64,
    /// Whose clock runs; `None` before the start and while paused.
    pub running: Option<ClockSide>,
    /// Whose turn it is (the lever), kept while paused.
    pub turn: Option<ClockSide>,
    /// Added to a side's time when its player presses (Fischer).
    pub increment_ms: u64,
    /// Whether the clock is plugged into the board.
    pub connected: bool,
}

impl ClockState {
    /// A stopped clock showing `ms` on both sides, plugged in.
    pub const fn new(ms: u64, increment_ms: u64) -> ClockState {
        ClockState { left_ms: ms, right_ms: ms, running: None, turn: None, increment_ms, connected: true }
    }

    /// What the clock shows (whatever is plugged).
    pub fn face(&self) -> Face {
        let side = |ms: u64| SideTime { ms, flag: ms == 0, per_move: self.increment_ms > 0 };
        Face {
            left: side(self.left_ms),
            right: side(self.right_ms),
            running: self.running,
            turn: self.turn,
            battery_low: false,
        }
    }

    fn time_mut(&mut self, side: ClockSide) -> &mut u64 {
        match side {
            ClockSide::Left => &mut self.left_ms,
            ClockSide::Right => &mut self.right_ms,
        }
    }
}

/// The emulated board and clock. See the module docs.
#[derive(Clone, Debug)]
pub struct Emulator {
    orientation: Orientation,
    /// What the sensors read, by field.
    physical: [Code; 64],
    /// What the last scan read, by field.
    scanned: [Code; 64],
    mode: SendMode,
    clock: ClockState,
    /// Milliseconds since the emulator started.
    now: u64,
    /// When update mode sends the clock next.
    next_clock: u64,
    /// The last clock message sent in update-nice mode.
    last_clock: Option<[u8; 7]>,
    out: Vec<u8>,
}

impl Emulator {
    /// A board standing `orientation` with `position` on it, in idle mode, with a
    /// stopped clock at 90 minutes plugged in.
    pub fn new(position: &Position, orientation: Orientation) -> Emulator {
        let codes = *codes_of(position, orientation);
        Emulator {
            orientation,
            physical: codes,
            scanned: codes,
            mode: SendMode::Idle,
            clock: ClockState::new(90 * 60 * 1000, 0),
            now: 0,
            next_clock: CLOCK_EVERY_MS,
            last_clock: None,
            out: Vec::new(),
        }
    }

    /// The same, with this clock.
    pub fn with_clock(mut self, clock: ClockState) -> Emulator {
        self.clock = clock;
        self
    }

    /// The mode the commands set.
    pub fn mode(&self) -> SendMode {
        self.mode
    }

    /// The clock.
    pub fn clock(&self) -> &ClockState {
        &self.clock
    }

    /// The sensors' codes by field.
    pub fn physical(&self) -> &[Code; 64] {
        &self.physical
    }

    /// Milliseconds since the emulator started.
    pub fn now(&self) -> u64 {
        self.now
    }

    /// The piece on a square, as the sensors read it.
    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        self.physical[self.field_of(square)].piece()
    }

    /// Takes the bytes the host sent: each is a command.
    pub fn receive(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.command(byte);
        }
    }

    /// Carries out one command byte.
    pub fn command(&mut self, byte: u8) {
        match byte {
            0x40 => self.mode = SendMode::Idle,
            0x41 => self.send_clock(),
            0x42 => self.send(&Message::BoardDump(Box::new(self.scanned))),
            0x43 => self.set_mode(SendMode::Update),
            0x44 => self.set_mode(SendMode::UpdateBoard),
            0x4b => self.set_mode(SendMode::UpdateNice),
            0x4d => self.send(&Message::Version { major: VERSION.0, minor: VERSION.1 }),
            _ => {}
        }
    }

    /// What the board has sent since the last call.
    pub fn take_output(&mut self) -> Vec<u8> {
        std::mem::take(&mut self.out)
    }

    /// A hand changes the pieces; the sensors see it at the next [`Emulator::scan`].
    pub fn apply(&mut self, hand: Hand) {
        match hand {
            Hand::Lift(square) => {
                let field = self.field_of(square);
                self.physical[field] = Code::Empty;
            }
            Hand::Put(square, piece) => {
                let field = self.field_of(square);
                self.physical[field] = Code::Piece(piece);
            }
        }
    }

    /// One scan of the sensors, row by row: a field update for each field that changed
    /// since the last scan, in field order (none in idle mode).
    pub fn scan(&mut self) {
        for row in 0..8 {
            self.scan_row(row);
        }
    }

    /// The scan of one row of fields (`row` 0 is fields 0 to 7, a8 to h8 on a board
    /// standing the normal way), as a real board scans them one after the other: a
    /// whole scan takes it 200 to 250 ms (board-protocols.md 1.7, from dgtbrd.h).
    /// Rows out of range scan nothing.
    pub fn scan_row(&mut self, row: usize) {
        for index in (row * 8..row * 8 + 8).filter(|i| *i < 64) {
            if self.physical[index] == self.scanned[index] {
                continue;
            }
            self.scanned[index] = self.physical[index];
            if self.mode != SendMode::Idle
                && let Some(field) = u8::try_from(index).ok().and_then(Field::new)
            {
                self.send(&Message::FieldUpdate { field, code: self.physical[index] });
            }
        }
    }

    /// The hand actions of one step, then a scan.
    pub fn step(&mut self, hands: &[Hand]) {
        for hand in hands {
            self.apply(*hand);
        }
        self.scan();
    }

    /// Lifts the piece on `square`, seen by a scan.
    pub fn lift(&mut self, square: Square) {
        self.step(&[Hand::Lift(square)]);
    }

    /// Puts `piece` on `square`, seen by a scan.
    pub fn put(&mut self, square: Square, piece: Piece) {
        self.step(&[Hand::Put(square, piece)]);
    }

    /// A quick-hand capture: the piece on `from` is lifted (a scan), then put on `to`,
    /// which the same hand clears in passing (a scan): `to` is never seen empty.
    pub fn quick_capture(&mut self, from: Square, to: Square) {
        let Some(piece) = self.piece_at(from) else { return };
        self.lift(from);
        self.put(to, piece);
    }

    /// The piece on `from` slides over `over` to `to`, touching each square long
    /// enough for a scan to see it there.
    pub fn slide(&mut self, from: Square, over: &[Square], to: Square) {
        let Some(piece) = self.piece_at(from) else { return };
        let mut at = from;
        for &square in over.iter().chain([&to]) {
            self.step(&[Hand::Lift(at), Hand::Put(square, piece)]);
            at = square;
        }
    }

    /// The piece on `square` bounces: seen lifted by one scan, back by the next.
    pub fn bounce(&mut self, square: Square) {
        let Some(piece) = self.piece_at(square) else { return };
        self.lift(square);
        self.put(square, piece);
    }

    /// The player on `side` presses his lever: his clock stops (with the increment),
    /// the other's starts. Before the start it starts the other's clock; while the
    /// other's clock runs it does nothing.
    pub fn press(&mut self, side: ClockSide) {
        if self.clock.running == Some(side.other()) {
            return;
        }
        if self.clock.running == Some(side) {
            let increment = self.clock.increment_ms;
            let time = self.clock.time_mut(side);
            *time = time.saturating_add(increment);
        }
        self.clock.running = Some(side.other());
        self.clock.turn = Some(side.other());
        self.clock_changed();
    }

    /// Starts `side`'s clock (the arbiter starting White's clock, FIDE 6.5), or
    /// continues after a pause.
    pub fn start_clock(&mut self, side: ClockSide) {
        self.clock.running = Some(side);
        self.clock.turn = Some(side);
        self.clock_changed();
    }

    /// Pauses the clock (the arbiter's stop); the turn stays.
    pub fn pause_clock(&mut self) {
        self.clock.running = None;
        self.clock_changed();
    }

    /// The clock's cable is pulled out of the board.
    pub fn unplug_clock(&mut self) {
        self.clock.connected = false;
        self.clock_changed();
    }

    /// The clock's cable is put back.
    pub fn plug_clock(&mut self) {
        self.clock.connected = true;
        self.clock_changed();
    }

    /// The board lost power and got it back (the USB cable pulled and put back): idle
    /// mode, nothing sent yet; the pieces and the clock are as they were.
    pub fn power_cycle(&mut self) {
        self.mode = SendMode::Idle;
        self.last_clock = None;
        self.out.clear();
    }

    /// Time passes: the running clock counts down, and in update mode the clock is
    /// sent every second (in update-nice mode whenever it changed).
    pub fn advance(&mut self, ms: u64) {
        let end = self.now.saturating_add(ms);
        while self.now < end {
            let step = (end - self.now).min(self.next_clock.saturating_sub(self.now)).max(1);
            self.now += step;
            if let Some(side) = self.clock.running {
                let time = self.clock.time_mut(side);
                *time = time.saturating_sub(step);
            }
            if self.now >= self.next_clock {
                self.next_clock = self.now + CLOCK_EVERY_MS;
                if self.mode == SendMode::Update {
                    self.send_clock();
                }
            }
            if self.mode == SendMode::UpdateNice {
                self.clock_changed();
            }
        }
    }

    /// The clock's face as the board reports it: `None` with no clock plugged in.
    pub fn clock_face(&self) -> Option<Face> {
        self.clock.connected.then(|| self.clock.face())
    }

    fn set_mode(&mut self, mode: SendMode) {
        self.mode = mode;
        self.last_clock = None;
        if mode == SendMode::UpdateNice {
            // The first message of the mode: the clock as it is.
            self.clock_changed();
        }
    }

    /// In update-nice mode, sends the clock if it differs from the last one sent.
    fn clock_changed(&mut self) {
        if self.mode != SendMode::UpdateNice {
            return;
        }
        let data = clock::encode(self.clock_face().as_ref());
        if self.last_clock != Some(data) {
            self.send_clock();
        }
    }

    fn send_clock(&mut self) {
        let data = clock::encode(self.clock_face().as_ref());
        self.last_clock = Some(data);
        self.send(&Message::BwTime(data));
    }

    fn send(&mut self, message: &Message) {
        self.out.extend(message.encode());
    }

    fn field_of(&self, square: Square) -> usize {
        (0..64u8)
            .filter_map(Field::new)
            .find(|f| square_of(*f, self.orientation) == square)
            .map_or(0, |f| usize::from(f.index()))
    }
}

/// The hand's steps for `mv` from `position`, one scan each, in `style`.
///
/// A careful hand takes a captured piece off first (en passant: after the move), then
/// lifts the moving piece and puts it down; a quick hand lifts the moving piece and
/// puts it on the captured one. Castling moves the king first (or the rook, with
/// [`HandStyle::rook_first`]); in Chess960, where a piece lands where the other
/// stood, both are lifted before either is put. A promotion puts down the new piece.
/// A hovering hand ([`HandStyle::hover`]) puts the first piece it carries down on the
/// hover square, lifts it again, and goes on: two steps more, before the first `Put`.
pub fn move_steps(position: &Position, mv: &Move, style: HandStyle) -> Vec<Vec<Hand>> {
    let mut steps = Vec::new();
    match *mv {
        Move::Normal { role, from, capture, to, promotion } => {
            let color = position.color_at(from).unwrap_or(shakmaty::Color::White);
            if capture.is_some() && !style.quick {
                steps.push(vec![Hand::Lift(to)]);
            }
            steps.push(vec![Hand::Lift(from)]);
            steps.push(vec![Hand::Put(to, Piece { color, role: promotion.unwrap_or(role) })]);
        }
        Move::EnPassant { from, to } => {
            let color = position.color_at(from).unwrap_or(shakmaty::Color::White);
            steps.push(vec![Hand::Lift(from)]);
            steps.push(vec![Hand::Put(to, Piece { color, role: Role::Pawn })]);
            steps.push(vec![Hand::Lift(Square::from_coords(to.file(), from.rank()))]);
        }
        Move::Castle { king, rook } => steps.extend(castle_steps(position, king, rook, style)),
        Move::Put { role, to } => {
            let color = position.color_at(to).unwrap_or(shakmaty::Color::White);
            steps.push(vec![Hand::Put(to, Piece { color, role })]);
        }
    }
    if let Some(hover) = style.hover
        && let Some(i) = steps.iter().position(|s| matches!(s[..], [Hand::Put(..)]))
        && let [Hand::Put(_, piece)] = steps[i][..]
    {
        steps.splice(i..i, [vec![Hand::Put(hover, piece)], vec![Hand::Lift(hover)]]);
    }
    if style.bounce
        && let Some(Hand::Put(square, piece)) = steps.last().and_then(|s| s.last()).copied()
    {
        steps.push(vec![Hand::Lift(square)]);
        steps.push(vec![Hand::Put(square, piece)]);
    }
    steps
}

fn castle_steps(position: &Position, king: Square, rook: Square, style: HandStyle) -> Vec<Vec<Hand>> {
    let color = position.color_at(king).unwrap_or(shakmaty::Color::White);
    let side = shakmaty::CastlingSide::from_king_side(rook > king);
    let (king_to, rook_to) = (side.king_to(color), side.rook_to(color));
    let king_piece = Piece { color, role: Role::King };
    let rook_piece = Piece { color, role: Role::Rook };
    let (first, second) = if style.rook_first {
        ((rook, rook_to, rook_piece), (king, king_to, king_piece))
    } else {
        ((king, king_to, king_piece), (rook, rook_to, rook_piece))
    };
    if [king_to, rook_to].contains(&king) || [king_to, rook_to].contains(&rook) {
        // Chess960: a piece lands where one stood; clear both squares first.
        return vec![
            vec![Hand::Lift(first.0)],
            vec![Hand::Lift(second.0)],
            vec![Hand::Put(first.1, first.2)],
            vec![Hand::Put(second.1, second.2)],
        ];
    }
    vec![
        vec![Hand::Lift(first.0)],
        vec![Hand::Put(first.1, first.2)],
        vec![Hand::Lift(second.0)],
        vec![Hand::Put(second.1, second.2)],
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::dgt::{
        clock::{ClockMessage, read},
        decode::{Decoded, Decoder},
        fields::Board,
    };
    use shakmaty::{Chess, Color, Position as _, uci::UciMove};

    fn messages(emulator: &mut Emulator) -> Vec<Message> {
        Decoder::new()
            .push(&emulator.take_output())
            .into_iter()
            .map(|d| match d {
                Decoded::Message(m) => m,
                Decoded::Fault(p) => panic!("the emulator sent a damaged message: {p}"),
            })
            .collect()
    }

    fn update(n: u8, piece: Option<Piece>) -> Message {
        let code = piece.map_or(Code::Empty, Code::Piece);
        Message::FieldUpdate { field: Field::new(n).expect("a field"), code }
    }

    fn play(position: &Chess, uci: &str) -> Move {
        uci.parse::<UciMove>().expect("uci").to_move(position).expect("legal")
    }

    fn started(mode: u8) -> Emulator {
        let mut emulator = Emulator::new(&Position::default(), Orientation::Normal);
        emulator.receive(&[mode]);
        emulator.take_output();
        emulator
    }

    #[test]
    fn one_scan_reports_in_field_order() {
        let mut emulator = started(0x44);
        // The hand puts the pawn on e4 before lifting it from e2; both in one scan:
        // e4 (field 36) comes first anyway, by field order.
        emulator.step(&[Hand::Lift(Square::E2), Hand::Put(Square::E4, Color::White.pawn())]);
        assert_eq!(messages(&mut emulator), vec![update(36, Some(Color::White.pawn())), update(52, None)]);
        // Nothing changed: the next scan says nothing.
        emulator.scan();
        assert!(emulator.take_output().is_empty());
    }

    #[test]
    fn a_quick_hand_capture_never_shows_the_square_empty() {
        let mut emulator =
            Emulator::new(&"4k3/8/8/8/3p4/5N2/8/4K3".parse::<Position>().expect("a board"), Orientation::Normal);
        emulator.receive(&[0x44]);
        emulator.quick_capture(Square::F3, Square::D4);
        assert_eq!(messages(&mut emulator), vec![update(45, None), update(35, Some(Color::White.knight()))]);
    }

    #[test]
    fn commands_are_answered() {
        let mut emulator = Emulator::new(&Position::default(), Orientation::Rotated);
        emulator.receive(&[0x4d, 0x42, 0x41, 0x99]);
        let got = messages(&mut emulator);
        assert_eq!(got[0], Message::Version { major: 1, minor: 7 });
        assert_eq!(got[1], Message::BoardDump(codes_of(&Position::default(), Orientation::Rotated)));
        assert!(matches!(got[2], Message::BwTime(_)));
        assert_eq!(got.len(), 3);
        // Idle: a change is not reported, but the dump knows it.
        emulator.lift(Square::E2);
        assert!(emulator.take_output().is_empty());
        emulator.receive(&[0x42]);
        let Message::BoardDump(codes) = &messages(&mut emulator)[0] else { panic!("a dump") };
        let mut board = Board::new(Some(Orientation::Rotated));
        board.apply_dump(codes);
        assert_eq!(board.fields()[11], Code::Empty);
    }

    fn clock_of(message: &Message) -> ClockMessage {
        let Message::BwTime(data) = message else { panic!("a clock message: {message:?}") };
        read(data)
    }

    #[test]
    fn update_mode_sends_the_clock_every_second() {
        let mut emulator = started(0x43);
        emulator.advance(2500);
        let got = messages(&mut emulator);
        assert_eq!(got.len(), 2, "{got:?}");
        let ClockMessage::Times(face) = clock_of(&got[0]) else { panic!("times") };
        assert_eq!((face.left.ms, face.right.ms, face.running), (5_400_000, 5_400_000, None));
        emulator.start_clock(ClockSide::Left);
        emulator.advance(1500);
        let got = messages(&mut emulator);
        let ClockMessage::Times(face) = clock_of(&got[0]) else { panic!("times") };
        // At 3 s: the left clock ran 500 ms, shown rounded up.
        assert_eq!((face.left.ms, face.running), (5_400_000, Some(ClockSide::Left)));
        emulator.unplug_clock();
        emulator.advance(1000);
        assert_eq!(clock_of(&messages(&mut emulator)[0]), ClockMessage::NoClock);
    }

    #[test]
    fn update_board_mode_sends_no_clock() {
        let mut emulator = started(0x44);
        emulator.start_clock(ClockSide::Right);
        emulator.advance(5000);
        emulator.press(ClockSide::Right);
        emulator.unplug_clock();
        assert!(emulator.take_output().is_empty());
        // Asked, it answers.
        emulator.receive(&[0x41]);
        assert_eq!(clock_of(&messages(&mut emulator)[0]), ClockMessage::NoClock);
    }

    #[test]
    fn update_nice_mode_sends_the_clock_on_change() {
        let mut emulator =
            Emulator::new(&Position::default(), Orientation::Normal).with_clock(ClockState::new(60_000, 2000));
        emulator.receive(&[0x4b]);
        assert_eq!(messages(&mut emulator).len(), 1, "the clock as it is");
        // Stopped: nothing changes, nothing is sent.
        emulator.advance(5000);
        assert!(emulator.take_output().is_empty());
        emulator.start_clock(ClockSide::Left);
        emulator.advance(2000);
        assert_eq!(messages(&mut emulator).len(), 3, "started, then each second");
        emulator.press(ClockSide::Left);
        let ClockMessage::Times(face) = clock_of(&messages(&mut emulator)[0]) else { panic!("times") };
        assert_eq!((face.left.ms, face.running), (60_000, Some(ClockSide::Right)));
        // Pressing when it is not your turn does nothing.
        emulator.press(ClockSide::Left);
        assert!(emulator.take_output().is_empty());
    }

    #[test]
    fn a_flag_falls_at_zero() {
        let mut emulator =
            Emulator::new(&Position::default(), Orientation::Normal).with_clock(ClockState::new(1500, 0));
        emulator.receive(&[0x43]);
        emulator.start_clock(ClockSide::Right);
        emulator.advance(3000);
        let got = messages(&mut emulator);
        let ClockMessage::Times(face) = clock_of(&got[2]) else { panic!("times") };
        assert!(face.right.flag && face.right.ms == 0 && !face.left.flag);
    }

    #[test]
    fn move_steps_in_each_style() {
        let position: Chess = "r3k2r/8/8/8/3p4/5N2/8/R3K2R w KQkq - 0 1"
            .parse::<shakmaty::fen::Fen>()
            .expect("fen")
            .into_position(shakmaty::CastlingMode::Standard)
            .expect("legal");
        let board = position.board();
        let capture = play(&position, "f3d4");
        let (n, p) = (Color::White.knight(), Color::White.pawn());
        assert_eq!(
            move_steps(board, &capture, HandStyle::default()),
            vec![vec![Hand::Lift(Square::D4)], vec![Hand::Lift(Square::F3)], vec![Hand::Put(Square::D4, n)]]
        );
        let quick = HandStyle { quick: true, bounce: true, ..HandStyle::default() };
        assert_eq!(
            move_steps(board, &capture, quick),
            vec![
                vec![Hand::Lift(Square::F3)],
                vec![Hand::Put(Square::D4, n)],
                vec![Hand::Lift(Square::D4)],
                vec![Hand::Put(Square::D4, n)]
            ]
        );
        let castle = play(&position, "e1g1");
        let rook_first = HandStyle { rook_first: true, ..HandStyle::default() };
        let (k, r) = (Color::White.king(), Color::White.rook());
        assert_eq!(
            move_steps(board, &castle, rook_first),
            vec![
                vec![Hand::Lift(Square::H1)],
                vec![Hand::Put(Square::F1, r)],
                vec![Hand::Lift(Square::E1)],
                vec![Hand::Put(Square::G1, k)]
            ]
        );
        let _ = p;
    }

    #[test]
    fn a_hovering_hand_sets_the_piece_down_on_the_way() {
        let position = Chess::default();
        let (e3, e4) = (Square::E3, Square::E4);
        let style = HandStyle { hover: Some(e3), ..HandStyle::default() };
        let p = Color::White.pawn();
        assert_eq!(
            move_steps(position.board(), &play(&position, "e2e4"), style),
            vec![vec![Hand::Lift(Square::E2)], vec![Hand::Put(e3, p)], vec![Hand::Lift(e3)], vec![Hand::Put(e4, p)]]
        );
        let mut emulator = started(0x44);
        for step in move_steps(position.board(), &play(&position, "e2e4"), style) {
            emulator.step(&step);
        }
        assert_eq!(
            messages(&mut emulator),
            vec![update(52, None), update(44, Some(p)), update(44, None), update(36, Some(p))]
        );
    }

    #[test]
    fn a_whole_game_through_the_emulator_ends_in_its_position() {
        let mut position = Chess::default();
        let mut emulator = started(0x44);
        let mut board = Board::new(Some(Orientation::Normal));
        board.apply_dump(&codes_of(position.board(), Orientation::Normal));
        for uci in ["e2e4", "d7d5", "e4d5", "d8d5", "g1f3", "c8g4", "f1e2", "b8c6", "e1g1", "e8c8"] {
            let mv = play(&position, uci);
            let style = HandStyle { quick: uci == "e4d5", bounce: true, ..HandStyle::default() };
            for step in move_steps(position.board(), &mv, style) {
                emulator.step(&step);
            }
            position.play_unchecked(mv);
        }
        for message in messages(&mut emulator) {
            let Message::FieldUpdate { field, code } = message else { panic!("field updates only") };
            board.apply_update(field, code);
        }
        assert_eq!(board.fields(), &*codes_of(position.board(), Orientation::Normal));
    }
}
