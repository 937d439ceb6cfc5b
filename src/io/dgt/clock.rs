//! A DGT clock's messages (`0x8d`, BWTIME): the clock's face in and out, and the face
//! as White's and Black's times (pure, no I/O).
//!
//! A DGT XL or DGT 3000 cabled to the board reports through the board's BWTIME
//! message (`docs/board-protocol.md`, "The clock"). Its seven data bytes are either
//! the clock's answer to a command (an ACK: the low nibble of the first or of the
//! fourth data byte is `0x0a`) or its times:
//!
//! | data byte | what |
//! | --- | --- |
//! | 0 | right player: hours (low nibble, 0 to 9); bit 4 flag fallen, clock blocked at zero; bit 5 time per move (Fischer, Bronstein) on; bit 6 flag fallen and shown |
//! | 1, 2 | right player: minutes, seconds (BCD) |
//! | 3, 4, 5 | the same for the left player |
//! | 6 | status: bit 0 running; bit 1 lever high on the right; bit 2 battery low; bit 3 right's turn; bit 4 left's turn; bit 5 no clock connected |
//!
//! The clock knows left and right, not White and Black: which side is White's is the
//! [`WhiteSide`] setting. With [`WhiteSide::Auto`] the first clock seen running is
//! White's, because White's clock is started at the start of the game (FIDE 6.5);
//! until a clock has run, [`Sides`] cannot say whose time is whose.

use shakmaty::Color;

use crate::core::input::ClockReading;

/// A side of the clock, as the players see it from the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClockSide {
    /// The left-hand display.
    Left,
    /// The right-hand display.
    Right,
}

impl ClockSide {
    /// The other side.
    pub const fn other(self) -> ClockSide {
        match self {
            ClockSide::Left => ClockSide::Right,
            ClockSide::Right => ClockSide::Left,
        }
    }
}

/// One side of the clock's face.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct SideTime {
    /// The time shown, in milliseconds (whole seconds: the clock reports no less).
    pub ms: u64,
    /// Whether the flag has fallen (blocked at zero, or shown on the display).
    pub flag: bool,
    /// Whether a time per move (Fischer, Bronstein) is shown.
    pub per_move: bool,
}

/// What a clock shows: both times and whose clock runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Face {
    /// The left-hand display.
    pub left: SideTime,
    /// The right-hand display.
    pub right: SideTime,
    /// Whose clock runs, or `None` while the clock is stopped.
    pub running: Option<ClockSide>,
    /// Whose turn it is (the lever), even while the clock is stopped.
    pub turn: Option<ClockSide>,
    /// The clock shows its battery is low.
    pub battery_low: bool,
}

/// One BWTIME message, read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClockMessage {
    /// The clock's times.
    Times(Face),
    /// The board says no clock is connected (status bit 5): the times are not valid.
    NoClock,
    /// The clock's answer to a command (or a button pressed): not times.
    Ack([u8; 4]),
}

/// The status bits of data byte 6.
mod status {
    pub const RUNNING: u8 = 0x01;
    pub const LEVER_RIGHT_HIGH: u8 = 0x02;
    pub const BATTERY_LOW: u8 = 0x04;
    pub const RIGHT_TURN: u8 = 0x08;
    pub const LEFT_TURN: u8 = 0x10;
    pub const NO_CLOCK: u8 = 0x20;
}

/// The flag bits of an hours byte.
mod flag {
    pub const BLOCKED: u8 = 0x10;
    pub const PER_MOVE: u8 = 0x20;
    pub const SHOWN: u8 = 0x40;
}

/// The low nibble that marks an ACK in data byte 0 or 3.
const ACK_NIBBLE: u8 = 0x0a;

/// Reads the seven data bytes of a BWTIME message.
///
/// ```
/// use taktil::io::dgt::clock::{ClockMessage, ClockSide, read};
///
/// // Right 1:30:00, left 1:29:59, the left clock running.
/// let ClockMessage::Times(face) = read(&[0x01, 0x30, 0x00, 0x01, 0x29, 0x59, 0x11]) else { panic!() };
/// assert_eq!((face.left.ms, face.right.ms), (5_399_000, 5_400_000));
/// assert_eq!(face.running, Some(ClockSide::Left));
/// ```
pub fn read(data: &[u8; 7]) -> ClockMessage {
    if data[0] & 0x0f == ACK_NIBBLE || data[3] & 0x0f == ACK_NIBBLE {
        return ClockMessage::Ack(ack(data));
    }
    let status = data[6];
    if status & status::NO_CLOCK != 0 {
        return ClockMessage::NoClock;
    }
    let turn = match (status & status::RIGHT_TURN != 0, status & status::LEFT_TURN != 0) {
        (true, false) => Some(ClockSide::Right),
        (false, true) => Some(ClockSide::Left),
        // No turn bit (or both): the lever says. The side whose lever is high has the
        // move: its player has not pressed yet.
        _ if status & status::LEVER_RIGHT_HIGH != 0 => Some(ClockSide::Right),
        _ => Some(ClockSide::Left),
    };
    let running = if status & status::RUNNING != 0 { turn } else { None };
    ClockMessage::Times(Face {
        right: side_time(data[0], data[1], data[2]),
        left: side_time(data[3], data[4], data[5]),
        running,
        turn,
        battery_low: status & status::BATTERY_LOW != 0,
    })
}

/// The four ACK bytes (the clock's answer), put together from the seven data bytes.
fn ack(data: &[u8; 7]) -> [u8; 4] {
    [
        (data[1] & 0x7f) | ((data[3] << 3) & 0x80),
        (data[2] & 0x7f) | ((data[3] << 2) & 0x80),
        (data[4] & 0x7f) | ((data[0] << 3) & 0x80),
        (data[5] & 0x7f) | ((data[0] << 2) & 0x80),
    ]
}

/// One side's time from its hours byte and its BCD minutes and seconds. A digit above
/// 9 (line damage) reads as 9: the reading stays a time.
fn side_time(hours: u8, minutes: u8, seconds: u8) -> SideTime {
    let secs = u64::from((hours & 0x0f).min(9)) * 3600 + bcd(minutes) * 60 + bcd(seconds);
    SideTime {
        ms: secs * 1000,
        flag: hours & (flag::BLOCKED | flag::SHOWN) != 0,
        per_move: hours & flag::PER_MOVE != 0,
    }
}

fn bcd(byte: u8) -> u64 {
    u64::from((byte >> 4).min(9)) * 10 + u64::from((byte & 0x0f).min(9))
}

fn to_bcd(n: u64) -> u8 {
    // n < 100 by construction (minutes and seconds).
    u8::try_from((n / 10 % 10) << 4 | (n % 10)).unwrap_or(0)
}

/// The hours byte, minutes and seconds of one side, as the clock sends them: whole
/// seconds rounded up (a clock shows 0:00:00 only when the time is gone), at most
/// 9:59:59.
fn encode_side(side: SideTime) -> [u8; 3] {
    let secs = side.ms.div_ceil(1000).min(9 * 3600 + 59 * 60 + 59);
    let hours = u8::try_from(secs / 3600).unwrap_or(9);
    let flags = if side.flag { flag::BLOCKED } else { 0 } | if side.per_move { flag::PER_MOVE } else { 0 };
    [hours | flags, to_bcd(secs / 60 % 60), to_bcd(secs % 60)]
}

/// The seven data bytes of a BWTIME message for this face (`None`: no clock connected),
/// as a board sends them: the inverse of [`read`], to whole seconds.
pub fn encode(face: Option<&Face>) -> [u8; 7] {
    let Some(face) = face else { return [0, 0, 0, 0, 0, 0, status::NO_CLOCK] };
    let [r0, r1, r2] = encode_side(face.right);
    let [l0, l1, l2] = encode_side(face.left);
    let mut status = 0;
    if face.running.is_some() {
        status |= status::RUNNING;
    }
    match face.turn {
        Some(ClockSide::Right) => status |= status::RIGHT_TURN | status::LEVER_RIGHT_HIGH,
        Some(ClockSide::Left) => status |= status::LEFT_TURN,
        None => {}
    }
    if face.battery_low {
        status |= status::BATTERY_LOW;
    }
    [r0, r1, r2, l0, l1, l2, status]
}

/// Which side of the clock is White's: the user's setting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum WhiteSide {
    /// White's times are on the left.
    Left,
    /// White's times are on the right.
    Right,
    /// The first clock seen running is White's (FIDE 6.5: White's clock is started).
    #[default]
    Auto,
}

/// Which side is White's, as far as known: the setting, or what [`WhiteSide::Auto`]
/// has seen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Sides {
    white: Option<ClockSide>,
}

impl Sides {
    /// Sides as the setting gives them; with [`WhiteSide::Auto`] not known yet.
    pub const fn new(setting: WhiteSide) -> Sides {
        let white = match setting {
            WhiteSide::Left => Some(ClockSide::Left),
            WhiteSide::Right => Some(ClockSide::Right),
            WhiteSide::Auto => None,
        };
        Sides { white }
    }

    /// White's side, once known.
    pub const fn white(&self) -> Option<ClockSide> {
        self.white
    }

    /// Takes a face; returns White's side when this face decided it (the first clock
    /// seen running, with [`WhiteSide::Auto`]).
    pub fn see(&mut self, face: &Face) -> Option<ClockSide> {
        if self.white.is_none()
            && let Some(side) = face.running
        {
            self.white = Some(side);
            return Some(side);
        }
        None
    }

    /// The face as White's and Black's times, once White's side is known.
    pub fn reading(&self, face: &Face) -> Option<ClockReading> {
        let white = self.white?;
        let (w, b) = match white {
            ClockSide::Left => (face.left, face.right),
            ClockSide::Right => (face.right, face.left),
        };
        let running = face.running.map(|side| if side == white { Color::White } else { Color::Black });
        Some(ClockReading { white_ms: w.ms, black_ms: b.ms, running, white_flag: w.flag, black_flag: b.flag })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn face(left_s: u64, right_s: u64, running: Option<ClockSide>) -> Face {
        Face {
            left: SideTime { ms: left_s * 1000, ..SideTime::default() },
            right: SideTime { ms: right_s * 1000, ..SideTime::default() },
            running,
            turn: running,
            battery_low: false,
        }
    }

    #[test]
    fn times_read_right_first() {
        // Right 0:05:09, left 9:59:59 with its flag shown, the right clock running.
        let data = [0x00, 0x05, 0x09, 0x49, 0x59, 0x59, 0x0b];
        let ClockMessage::Times(face) = read(&data) else { panic!("times") };
        assert_eq!(face.right, SideTime { ms: 309_000, flag: false, per_move: false });
        assert_eq!(face.left, SideTime { ms: 35_999_000, flag: true, per_move: false });
        assert_eq!(face.running, Some(ClockSide::Right));
        // Stopped: no clock runs, the turn stays.
        let ClockMessage::Times(face) = read(&[0, 1, 0, 0, 1, 0, 0x10]) else { panic!("times") };
        assert_eq!((face.running, face.turn), (None, Some(ClockSide::Left)));
    }

    #[test]
    fn no_clock_and_acks_are_no_times() {
        assert_eq!(read(&[0, 0, 0, 0, 0, 0, 0x20]), ClockMessage::NoClock);
        assert_eq!(encode(None), [0, 0, 0, 0, 0, 0, 0x20]);
        // An ACK: the low nibble 0x0a in byte 0 or byte 3, whatever the status says.
        assert!(matches!(read(&[0x0a, 0x08, 0x00, 0x00, 0x00, 0x31, 0x20]), ClockMessage::Ack(_)));
        assert_eq!(read(&[0x00, 0x08, 0x01, 0x0a, 0x02, 0x03, 0x00]), ClockMessage::Ack([0x08, 0x01, 0x02, 0x03]));
    }

    #[test]
    fn auto_takes_the_first_running_clock_as_whites() {
        let mut sides = Sides::new(WhiteSide::Auto);
        let stopped = face(5400, 5400, None);
        assert_eq!(sides.see(&stopped), None);
        assert_eq!(sides.reading(&stopped), None);
        let right_runs = face(5400, 5399, Some(ClockSide::Right));
        assert_eq!(sides.see(&right_runs), Some(ClockSide::Right));
        assert_eq!(sides.see(&face(5390, 5399, Some(ClockSide::Left))), None);
        let reading = sides.reading(&face(5390, 5399, Some(ClockSide::Left))).expect("known");
        assert_eq!(
            reading,
            ClockReading {
                white_ms: 5_399_000,
                black_ms: 5_390_000,
                running: Some(Color::Black),
                white_flag: false,
                black_flag: false
            }
        );
        let left = Sides::new(WhiteSide::Left);
        assert_eq!(left.reading(&stopped).map(|r| r.running), Some(None));
    }

    proptest! {
        #[test]
        fn encoded_faces_read_back(
            left in 0u64..36_000, right in 0u64..36_000,
            lf: bool, rf: bool, lp: bool, rp: bool, battery: bool,
            run in prop::option::of(prop_oneof![Just(ClockSide::Left), Just(ClockSide::Right)]),
            turn in prop::option::of(prop_oneof![Just(ClockSide::Left), Just(ClockSide::Right)]),
        ) {
            let turn = run.or(turn);
            let face = Face {
                left: SideTime { ms: left * 1000, flag: lf, per_move: lp },
                right: SideTime { ms: right * 1000, flag: rf, per_move: rp },
                running: run,
                turn,
                battery_low: battery,
            };
            let want = Face { turn: turn.or(Some(ClockSide::Left)), ..face };
            prop_assert_eq!(read(&encode(Some(&face))), ClockMessage::Times(want));
        }

        #[test]
        fn any_bytes_read_without_panic(data in prop::array::uniform7(0u8..128)) {
            let _ = read(&data);
        }
    }
}
