//! A keyboard that is not the terminal's, read through evdev: `taktil devices` on a
//! machine without one, `taktil play --keypad evdev` naming one that is not there, and
//! a real virtual keyboard made through /dev/uinput when this machine has one (skipped,
//! with the reason printed, when it has not: CI and the build machine have none).

use std::io::Write;

use crate::util::{taktil, text};

#[test]
fn devices_says_which_keyboards_can_be_read() {
    let out = taktil(&["devices"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    if std::path::Path::new("/dev/input").exists() {
        // A machine with input devices: each keyboard by path and name, or none.
        let keyboards = stdout.lines().filter(|l| l.starts_with("Keyboard") || l.starts_with("No other keyboard"));
        assert!(keyboards.count() > 0, "{stdout}");
    } else {
        assert!(stdout.contains("No other keyboard found.\n"), "{stdout}");
        let why =
            if cfg!(feature = "evdev") { "this computer has no /dev/input" } else { "without the `evdev` feature" };
        assert!(stdout.contains("Keyboards: ") && stdout.contains(why), "{stdout}");
    }
}

#[test]
fn a_keyboard_that_is_not_there_is_named() {
    let dir = std::env::temp_dir().join(format!("taktil-evdev-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let file = dir.join("devices.conf");
    std::fs::File::create(&file)
        .and_then(|mut f| f.write_all(b"keyboard = Taktil Test Keypad Nowhere\n"))
        .expect("the device file");
    let out = crate::util::play_typed(["--keypad", "evdev", "--device-file", file.to_str().expect("a path")], b"");
    let stderr = text(&out.stderr);
    if cfg!(feature = "evdev") {
        assert!(!out.status.success(), "{stderr}");
        assert!(stderr.contains("the keyboard (evdev): no keyboard \"Taktil Test Keypad Nowhere\""), "{stderr}");
    } else {
        // Without the feature the session goes on, and the assistant is told why.
        let all = format!("{}{stderr}", text(&out.stdout));
        assert!(all.contains("built without the `evdev` feature"), "{all}");
    }
}

#[test]
fn a_bad_key_line_names_the_file_and_the_line() {
    let dir = std::env::temp_dir().join(format!("taktil-evdev-bad-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let file = dir.join("devices.conf");
    std::fs::write(&file, "keyboard = keypad\nKEY_KP5 = repeat\nKEY_KP5 = time\nKEY_KP8 = lunch\n").expect("written");
    let out = crate::util::play_typed(["--keypad", "evdev", "--device-file", file.to_str().expect("a path")], b"");
    let stderr = text(&out.stderr);
    assert!(!out.status.success(), "{stderr}");
    assert!(stderr.contains("line 3: KEY_KP5 is bound twice, to repeat and to time"), "{stderr}");
    assert!(stderr.contains("line 4: KEY_KP8 = lunch"), "{stderr}");
    assert!(stderr.contains("devices.conf"), "{stderr}");
}

/// A virtual keypad made through /dev/uinput types keys; taktil's keyboard thread
/// finds it by name, grabs it and maps its key-downs.
#[cfg(all(feature = "evdev", target_os = "linux"))]
#[test]
fn a_virtual_keypad_gives_the_players_keys() {
    use std::time::Duration;

    use evdev::{AttributeSet, EventType, InputEvent, KeyCode, uinput::VirtualDevice};
    use taktil::{
        core::input::{BoardMsg, Device, Input, Key},
        io::keyboard::{
            config::KeyboardConfig,
            device::{self, KeyboardEvent},
            mapper::{KeyboardMapper, Pressed},
        },
    };

    let mut keys = AttributeSet::<KeyCode>::new();
    for k in [KeyCode::KEY_KP5, KeyCode::KEY_KP8, KeyCode::KEY_KPSLASH, KeyCode::KEY_D, KeyCode::KEY_A] {
        keys.insert(k);
    }
    let built =
        VirtualDevice::builder().and_then(|b| b.name("Taktil Test Keypad").with_keys(&keys)).and_then(|b| b.build());
    let mut virtual_pad = match built {
        Ok(pad) => pad,
        Err(e) => {
            eprintln!("SKIPPED a_virtual_keypad_gives_the_players_keys: /dev/uinput cannot be opened here ({e})");
            return;
        }
    };
    std::thread::sleep(Duration::from_millis(300)); // udev makes the event node
    let config = KeyboardConfig { name: Some("Taktil Test Keypad".into()), keys: Vec::new() };
    let (tx, rx) = crossbeam_channel::unbounded();
    let _keyboard = device::start_into(&config, Box::new(move |_, e| tx.send(e.map_err(|e| e.to_string())).is_ok()))
        .expect("the virtual keypad found and grabbed");
    for code in [KeyCode::KEY_KP5, KeyCode::KEY_KP8, KeyCode::KEY_KPSLASH, KeyCode::KEY_D] {
        let down = InputEvent::new(EventType::KEY.0, code.code(), 1);
        let up = InputEvent::new(EventType::KEY.0, code.code(), 0);
        virtual_pad.emit(&[down, up]).expect("typed");
    }
    let mut mapper = KeyboardMapper::new(&config);
    let got: Vec<Pressed> = (0..4)
        .map(|_| match rx.recv_timeout(Duration::from_secs(5)).expect("a key within 5 s") {
            Ok(KeyboardEvent::Key(code)) => mapper.press(code),
            other => panic!("{other:?}"),
        })
        .collect();
    let pad = |key| Pressed::Input(Input::Board { device: Device::Pad, msg: BoardMsg::Key(key), seq: None });
    assert_eq!(got[0], pad(Key::Repeat));
    assert_eq!(got[1], pad(Key::Time));
    assert_eq!(got[3], pad(Key::File(shakmaty::File::D)));
}
