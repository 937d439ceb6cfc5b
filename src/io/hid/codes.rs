//! Raw button codes: what gilrs reports for a HID joystick button, and the default
//! square of each (board-protocols.md §4.3–4.5).
//!
//! gilrs packs an evdev key as `(type << 16) | code` (`Code::into_u32` on Linux), so
//! joystick button n (1-based) arrives as `0x1_0120 + n-1` for n ≤ 16 (`BTN_JOYSTICK`)
//! and `0x1_02c0 + n-17` above (`BTN_TRIGGER_HAPPY`); a Gamepad-type collection puts its
//! first 16 buttons at `0x1_0130` instead. At most 80 buttons reach evdev (§4.3).
//! Default board wiring (§4.5): button n = square n-1, a1 = button 1 … h8 = button 64;
//! buttons 65–80 are the control keys (see [`super::config::Keymap::default`]).

use shakmaty::Square;

/// The evdev event type of a key (`EV_KEY`) in gilrs's packing.
const EV_KEY: u32 = 1 << 16;
/// `BTN_JOYSTICK` (`BTN_TRIGGER`): joystick buttons 1–16.
const BTN_JOYSTICK: u32 = 0x120;
/// `BTN_GAMEPAD` (`BTN_SOUTH`): gamepad buttons 1–16.
const BTN_GAMEPAD: u32 = 0x130;
/// `BTN_TRIGGER_HAPPY1`: buttons 17 and up.
const BTN_TRIGGER_HAPPY: u32 = 0x2c0;
/// `KEY_MAX`: the last code evdev has (button 80 on a joystick).
const KEY_MAX: u32 = 0x2ff;

/// The most buttons a joystick can report through evdev (§4.3).
pub const MAX_BUTTONS: u32 = 80;

/// The raw code of joystick button `n` (1-based), `None` outside 1..=80.
pub const fn button_code(n: u32) -> Option<u32> {
    match n {
        1..=16 => Some(EV_KEY | (BTN_JOYSTICK + n - 1)),
        17..=MAX_BUTTONS => Some(EV_KEY | (BTN_TRIGGER_HAPPY + n - 17)),
        _ => None,
    }
}

/// The 1-based button number of a raw code, for joystick and gamepad collections;
/// `None` for a code that is no numbered button.
pub const fn button_number(code: u32) -> Option<u32> {
    if code & !0xffff != EV_KEY {
        return None;
    }
    let key = code & 0xffff;
    match key {
        BTN_JOYSTICK..BTN_GAMEPAD => Some(key - BTN_JOYSTICK + 1),
        BTN_GAMEPAD..0x140 => Some(key - BTN_GAMEPAD + 1),
        BTN_TRIGGER_HAPPY..=KEY_MAX => Some(key - BTN_TRIGGER_HAPPY + 17),
        _ => None,
    }
}

/// The default code of a square: button `square + 1` (§4.5).
pub fn default_code(square: Square) -> u32 {
    // Squares are 0..64, so the button is 1..=64 and always has a code.
    button_code(u32::from(square) + 1).unwrap_or(0)
}

/// The square a code means with the default wiring (joystick buttons 1–64).
pub fn default_square(code: u32) -> Option<Square> {
    if code & 0xffff >= BTN_GAMEPAD && code & 0xffff < 0x140 {
        return None;
    }
    let n = button_number(code)?;
    (1..=64).contains(&n).then(|| Square::new(n - 1))
}

/// A code as the config file writes it: `0x1_0120`.
pub fn format_code(code: u32) -> String {
    format!("0x{:x}_{:04x}", code >> 16, code & 0xffff)
}

/// Parses a code: hexadecimal with `0x` or decimal, `_` allowed between digits.
pub fn parse_code(text: &str) -> Option<u32> {
    let digits: String = text.trim().chars().filter(|&c| c != '_').collect();
    match digits.strip_prefix("0x").or_else(|| digits.strip_prefix("0X")) {
        Some(hex) => u32::from_str_radix(hex, 16).ok(),
        None => digits.parse().ok(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buttons_map_to_codes_as_the_kernel_does() {
        // §4.4: button 1 = BTN_TRIGGER 0x1_0120, button 17 = BTN_TRIGGER_HAPPY1 0x1_02c0.
        assert_eq!(button_code(1), Some(0x1_0120));
        assert_eq!(button_code(16), Some(0x1_012f));
        assert_eq!(button_code(17), Some(0x1_02c0));
        assert_eq!(button_code(64), Some(0x1_02ef));
        assert_eq!(button_code(80), Some(0x1_02ff));
        assert_eq!(button_code(0), None);
        assert_eq!(button_code(81), None);
        for n in 1..=MAX_BUTTONS {
            assert_eq!(button_code(n).and_then(button_number), Some(n));
        }
    }

    #[test]
    fn default_squares_run_from_a1_to_h8() {
        assert_eq!(default_square(0x1_0120), Some(Square::A1));
        assert_eq!(default_square(0x1_012f), Some(Square::H2));
        assert_eq!(default_square(0x1_02c0), Some(Square::A3));
        assert_eq!(default_square(0x1_02ef), Some(Square::H8));
        // Control keys, gamepad buttons and other event types are no squares.
        assert_eq!(default_square(0x1_02f0), None);
        assert_eq!(default_square(0x1_0130), None);
        assert_eq!(default_square(0x3_0000), None);
        for sq in Square::ALL {
            assert_eq!(default_square(default_code(sq)), Some(sq));
        }
    }

    #[test]
    fn codes_are_written_and_read_back() {
        assert_eq!(format_code(0x1_0120), "0x1_0120");
        assert_eq!(parse_code("0x1_0120"), Some(0x1_0120));
        assert_eq!(parse_code("0x10120"), Some(0x1_0120));
        assert_eq!(parse_code("65824"), Some(0x1_0120));
        assert_eq!(parse_code("0xzz"), None);
        assert_eq!(parse_code(""), None);
    }
}
