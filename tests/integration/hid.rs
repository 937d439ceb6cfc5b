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

/// Issue 29, point 12: the practice keys on a HID pad beside the board and on a
/// keypad read through evdev, in the key help of every locale.
#[test]
fn keys_says_the_practice_keys_of_the_pad_and_the_keyboard() {
    let dir = std::env::temp_dir().join(format!("taktil-hid-practice-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("devices.conf");
    let keyboard = ["announce", "repeat", "time", "moves", "position", "draw", "claim", "adjust", "resign"]
        .iter()
        .zip(["KEY_KP0", "KEY_KP5", "KEY_KP8", "KEY_KP2", "KEY_KP6", "KEY_KP7", "KEY_KP9", "KEY_KP1", "KEY_KPMINUS"])
        .chain([(&"clock", "KEY_KPPLUS"), (&"arbiter", "KEY_KP3"), (&"queen", "KEY_Q"), (&"rook", "KEY_R")])
        .chain([(&"bishop", "KEY_B"), (&"knight", "KEY_N"), (&"read", "KEY_KPDOT"), (&"help", "KEY_KPASTERISK")])
        .map(|(action, key)| format!("{key} = {action}\n"))
        .collect::<String>();
    let pad = "engine-hint = 0x1_0130\nengine-eval = 0x1_0131\nengine-takeback = 0x1_0132\nengine-restart = 0x1_0133\n";
    let text_of_file =
        format!("{pad}keyboard = USB Keypad\n{keyboard}KEY_PAGEUP = engine-hint\nKEY_BACKSPACE = engine-takeback\n");
    std::fs::write(&file, text_of_file).unwrap();
    let expected = [
        (
            "en",
            "Button 1: a hint.",
            "Button 4: start the engine again.",
            "Page Up: a hint.",
            "Backspace: take back your last move.",
        ),
        (
            "de",
            "Taste 1: ein Tipp.",
            "Taste 4: das Programm neu starten.",
            "Bild auf: ein Tipp.",
            "Rücktaste: den letzten Zug zurücknehmen.",
        ),
        (
            "da",
            "Knap 1: et tip.",
            "Knap 4: start skakprogrammet igen.",
            "side op: et tip.",
            "tilbagetast: tag dit sidste træk tilbage.",
        ),
        (
            "nb",
            "Knapp 1: et tips.",
            "Knapp 4: start sjakkprogrammet igjen.",
            "side opp: et tips.",
            "tilbaketast: ta tilbake ditt siste trekk.",
        ),
        (
            "sv",
            "Knapp 1: ett tips.",
            "Knapp 4: starta schackprogrammet igen.",
            "sida upp: ett tips.",
            "Backsteg: ta tillbaka ditt senaste drag.",
        ),
        (
            "is",
            "Hnappur eitt: ábending.",
            "Hnappur fjögur: ræsa skákforritið aftur.",
            "síða upp: ábending.",
            "bakklykill: taka síðasta leikinn þinn til baka.",
        ),
    ];
    for (locale, first, restart, page_up, backspace) in expected {
        let out = taktil(&["keys", "--config", file.to_str().unwrap(), "--locale", locale]);
        assert!(out.status.success(), "{locale}: {}", text(&out.stderr));
        let stdout = text(&out.stdout);
        let lines: Vec<&str> = stdout.lines().collect();
        // The sixteen buttons of the board, four of the pad, and the keyboard's lines.
        assert_eq!(lines.get(16), Some(&first), "{locale}: {stdout}");
        assert_eq!(lines.get(19), Some(&restart), "{locale}: {stdout}");
        assert_eq!(lines.len(), 16 + 4 + 17 + 2, "{locale}: {stdout}");
        assert!(lines.contains(&page_up) && lines.contains(&backspace), "{locale}: {stdout}");
    }
    let _ = std::fs::remove_dir_all(&dir);
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
