//! The HID commands as a user runs them, on a machine with no gamepad (rust-stack.md
//! §6: no virtual gamepad can be made here): `taktil devices`, `taktil keys` and
//! `taktil calibrate` say so plainly and never hang.

use crate::util::{taktil, text};

#[test]
fn devices_with_no_gamepad_says_so() {
    let out = taktil(&["devices"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert_eq!(stdout.lines().next(), Some("No gamepad or peg board found."), "{stdout}");
    // One line per serial port, or one line saying there is none; then the evdev
    // keyboards (tests/integration/keyboard.rs).
    let serial: Vec<&str> = stdout
        .lines()
        .skip(1)
        .take_while(|l| !l.starts_with("Keyboard") && !l.starts_with("No other keyboard"))
        .collect();
    assert!(!serial.is_empty(), "{stdout}");
    assert!(serial.iter().all(|l| l.starts_with("Serial port") || *l == "No serial port found."), "{stdout}");
    let de = text(&taktil(&["devices", "--locale", "de"]).stdout);
    assert!(de.starts_with("Kein Gamepad und kein Steckbrett gefunden.\n"), "{de}");
}

#[test]
fn keys_prints_the_default_key_help() {
    let out = taktil(&["keys", "--config", "tests/no-such-devices.conf"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.first(), Some(&"Button 65: announce."));
    assert_eq!(lines.get(14), Some(&"Button 79: resign."));
    assert_eq!(lines.last(), Some(&"Button 80: this help."));
    assert_eq!(lines.len(), 16);
}

#[test]
fn keys_refuses_a_bad_keymap_naming_key_and_button() {
    let dir = std::env::temp_dir().join(format!("taktil-hid-keys-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("devices.conf");
    std::fs::write(&file, "announce = 0x1_02f0\nrepeat = 0x1_02f0\n").unwrap();
    let out = taktil(&["keys", "--config", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = text(&out.stderr);
    assert!(stderr.contains("button 0x1_02f0 is bound twice, to announce and to repeat"), "{stderr}");
    assert!(stderr.contains("the arbiter key is not bound to any button"), "{stderr}");
    std::fs::write(&file, "announce = lots\n").unwrap();
    let out = taktil(&["keys", "--config", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("line 1: announce = lots: expected a button code"), "{}", text(&out.stderr));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn calibrate_with_no_board_says_so_and_writes_nothing() {
    let file = std::env::temp_dir().join(format!("taktil-hid-cal-{}.conf", std::process::id()));
    let out = taktil(&["calibrate", "--silent", "--config", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "No gamepad or peg board found.\n");
    assert!(!file.exists());
}
