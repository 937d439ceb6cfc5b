//! Link lines of a session script: what happened to a device's connection
//! (`@5000 tactile link serial lost`), read and written here (docs/session-script.md,
//! "Link lines"). A live session journals one whenever a board or the keypad goes away,
//! comes back or sends a line that cannot be read ([`Input::Link`]), so that a replay
//! says what the player heard then.
//!
//! [`Input::Link`]: crate::core::input::Input::Link

use std::fmt;

use super::{Args, ScriptErrorKind, parse_number};
use crate::core::input::{LineFault, LinkEvent, LinkKind};

/// The word that starts a link line: `tactile link serial lost`. No TBP/1 message
/// starts with it (TBP/1 has `HELLO`, `L`, `P`, `S` and `K`).
pub(super) const LINK: &str = "link";
const LINK_USAGE: &str = "link serial|hid|livechess lost, no-answer, silent, back or ignored <line> <fault>";
const LINK_EVENTS: &str = "lost, no-answer, silent, back or ignored";
const IGNORED_USAGE: &str = "link serial|hid|livechess ignored <line> unreadable|too-long|not-understood";

/// The rest of a link line after `link`: the kind of link and what happened (`serial lost`,
/// `hid back`, `serial ignored 12 unreadable`).
pub(super) fn parse(fields: &[&str]) -> Result<(LinkKind, LinkEvent), ScriptErrorKind> {
    let mut args = Args { fields, used: 0 };
    let word = args.need(LINK_USAGE)?;
    let unknown = |what: &'static str, word: &str, expected: &'static str| ScriptErrorKind::UnknownLink {
        what,
        word: word.to_owned(),
        expected,
    };
    let kind = LinkKind::from_name(word).ok_or_else(|| unknown("kind", word, "serial, hid or livechess"))?;
    let word = args.need(LINK_USAGE)?;
    let event = match word.to_ascii_lowercase().as_str() {
        "lost" => LinkEvent::Lost,
        "no-answer" => LinkEvent::NoAnswer,
        "silent" => LinkEvent::Silent,
        "back" => LinkEvent::Back,
        "ignored" => {
            let n = args.need(IGNORED_USAGE)?;
            let line = parse_number(n)
                .and_then(|n| u32::try_from(n).ok())
                .ok_or_else(|| ScriptErrorKind::BadLineNumber(n.to_owned()))?;
            let word = args.need(IGNORED_USAGE)?;
            let fault = LineFault::from_name(word)
                .ok_or_else(|| unknown("fault", word, "unreadable, too-long or not-understood"))?;
            LinkEvent::LineIgnored { line, fault }
        }
        _ => return Err(unknown("event", word, LINK_EVENTS)),
    };
    args.finish()?;
    Ok((kind, event))
}

/// A link line's words after the device: `link serial ignored 12 unreadable`.
pub(super) struct Words(pub(super) LinkKind, pub(super) LinkEvent);

impl fmt::Display for Words {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{LINK} {} ", self.0.as_str())?;
        match self.1 {
            LinkEvent::Lost => f.write_str("lost"),
            LinkEvent::NoAnswer => f.write_str("no-answer"),
            LinkEvent::Silent => f.write_str("silent"),
            LinkEvent::Back => f.write_str("back"),
            LinkEvent::LineIgnored { line, fault } => write!(f, "ignored {line} {}", fault.as_str()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        core::{
            input::{Device, Input},
            time::Timestamp,
        },
        script::{TimedInput, parse},
    };

    fn err(text: &str) -> String {
        match parse(text) {
            Ok(ok) => panic!("{text:?} parsed as {ok:?}"),
            Err(e) => e.to_string(),
        }
    }

    #[test]
    fn link_lines() {
        let link = |device, kind, event| Input::Link { device, kind, event };
        let cases = [
            ("@5000 tactile link serial lost", link(Device::Tactile, LinkKind::Serial, LinkEvent::Lost)),
            ("@1 sighted LINK Serial No-Answer", link(Device::Sighted, LinkKind::Serial, LinkEvent::NoAnswer)),
            ("@1 tactile link serial silent", link(Device::Tactile, LinkKind::Serial, LinkEvent::Silent)),
            ("@6200 tactile link serial back", link(Device::Tactile, LinkKind::Serial, LinkEvent::Back)),
            ("@1 tactile link hid lost # unplugged", link(Device::Tactile, LinkKind::Hid, LinkEvent::Lost)),
            ("@1 pad link hid back", link(Device::Pad, LinkKind::Hid, LinkEvent::Back)),
            (
                "@1 tactile link serial ignored 12 unreadable",
                link(
                    Device::Tactile,
                    LinkKind::Serial,
                    LinkEvent::LineIgnored { line: 12, fault: LineFault::Unreadable },
                ),
            ),
        ];
        for (text, want) in cases {
            let script = parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(script.events[0].input, want, "{text}");
            // Written the way taktil writes it, it reads back the same.
            let written = script.events[0].to_string();
            assert_eq!(parse(&written).map(|s| s.events[0].input.clone()), Ok(want), "{written}");
        }
        let ignored = TimedInput {
            line: 0,
            t: Timestamp(7000),
            input: link(
                Device::Sighted,
                LinkKind::Serial,
                LinkEvent::LineIgnored { line: 3, fault: LineFault::TooLong },
            ),
        };
        assert_eq!(ignored.to_string(), "@7000   sighted  link serial ignored 3 too-long");
        let lost = TimedInput { line: 0, t: Timestamp(5000), input: link(Device::Pad, LinkKind::Hid, LinkEvent::Lost) };
        assert_eq!(lost.to_string(), "@5000   pad      link hid lost");
    }

    #[test]
    fn link_line_errors() {
        let cases: &[(&str, &str)] = &[
            (
                "@1 tactile link",
                "line 1: missing argument: expected link serial|hid|livechess lost, no-answer, silent, back or ignored <line> <fault>",
            ),
            ("@1 tactile link usb lost", "line 1: unknown link kind 'usb': expected serial, hid or livechess"),
            (
                "@1 tactile link serial gone",
                "line 1: unknown link event 'gone': expected lost, no-answer, silent, back or ignored",
            ),
            (
                "@1 tactile link serial ignored",
                "line 1: missing argument: expected link serial|hid|livechess ignored <line> unreadable|too-long|not-understood",
            ),
            (
                "@1 tactile link serial ignored x unreadable",
                "line 1: bad line number 'x': expected a whole number, e.g. ignored 12 unreadable",
            ),
            (
                "@1 tactile link serial ignored 3 noisy",
                "line 1: unknown link fault 'noisy': expected unreadable, too-long or not-understood",
            ),
            ("@1 tactile link serial lost now", "line 1: extra field 'now' after serial lost"),
            (
                "@1 tactile link serial lost #4",
                "line 1: sequence number #4 on a link line: only board messages are numbered",
            ),
            (
                "@1 assist link serial lost",
                "line 1: unknown assist command 'link': expected move, key, clock, claim, draw, touch, illegal, seal, resume, sheet, board, reconcile, resign, arbiter or online-end",
            ),
        ];
        for (text, want) in cases {
            assert_eq!(err(text), *want, "{text}");
        }
    }
}
