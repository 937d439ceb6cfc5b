//! Bringing a journaled game back (`taktil play --resume`): the journal's events are
//! replayed through a fresh core exactly as the live loop fed them, and the time while
//! taktil was down is handled as the arbiter chose (docs/play.md).

use std::fmt::Write;

use shakmaty::{Color, Position};

use crate::{
    core::{Companion, output::Hms, settings::Settings, time::Timestamp},
    journal::Mark,
    script::Event,
};

/// Replays journaled events through a new core, firing timeouts in between exactly as
/// the live loop did, and drops the outputs. Unlike a replay, the end is not treated
/// as settled: a timer still pending (a move about to settle) fires live, after the
/// restore, as it would have without the crash.
///
/// The journal's time marks are replayed in their place: a timer that made a move
/// fires at its mark, and the end of an input that settled the held position settles
/// it again.
pub fn restore(settings: Settings, events: Vec<Event>, marks: &[(usize, Mark, Timestamp)]) -> Companion {
    let mut core = Companion::new(settings);
    let mut last = Timestamp(0);
    let fire = |core: &mut Companion, t: Timestamp| {
        while let Some(deadline) = core.poll_timeout().filter(|d| *d <= t) {
            core.handle_timeout(deadline);
        }
    };
    let mut marks = marks.iter().peekable();
    for event in events {
        while let Some(&(_, mark, at)) = marks.next_if(|(line, _, _)| *line < event.line) {
            fire(&mut core, at.max(last));
            if mark == Mark::Settled {
                core.finish(at.max(last));
            }
            last = last.max(at);
        }
        let t = event.t.max(last);
        fire(&mut core, t);
        core.handle(t, event.input);
        while core.poll_output().is_some() {}
        last = t;
    }
    for &(_, mark, at) in marks {
        fire(&mut core, at.max(last));
        if mark == Mark::Settled {
            core.finish(at.max(last));
        }
        last = last.max(at);
    }
    while core.poll_output().is_some() {}
    core
}

/// What a restored session shows the assistant and the arbiter (not spoken): both
/// clocks at `now`, and both scoresheets, so they can check them against the players'
/// clocks and sheets before play goes on.
pub fn summary(core: &Companion, now: Timestamp) -> Vec<String> {
    let mut lines = Vec::new();
    if let Some(clock) = core.clock() {
        let side = |c: Color| c.fold_wb("White", "Black");
        let running = match clock.to_move() {
            Some(c) if clock.is_running() => format!("{} to move", side(c)),
            _ => "stopped".to_owned(),
        };
        lines.push(format!(
            "restored clocks: White {}, Black {} ({running})",
            Hms(clock.remaining(Color::White, now)),
            Hms(clock.remaining(Color::Black, now))
        ));
    }
    let announced = core.moves().iter().map(|m| format!("{}{}", m.san, if m.offer { " (=)" } else { "" }));
    let start = &core.settings().start.position;
    let (fullmove, black_first) = (start.fullmoves().get(), start.turn() == Color::Black);
    let sheet = |plies| numbered(plies, fullmove, black_first);
    lines.push(format!("restored blind player's scoresheet (as announced):{}", sheet(announced.collect())));
    let entered = core.sighted_sheet().iter().map(ToString::to_string);
    lines.push(format!("restored sighted player's scoresheet (as entered):{}", sheet(entered.collect())));
    lines
}

/// Half-moves from the start position, numbered from its move number: ` 1. e4 e5
/// 2. Nf3`, ` 12... Kf8 13. Rd1` when Black moves first, or ` none`.
fn numbered(plies: Vec<String>, fullmove: u32, black_first: bool) -> String {
    let mut text = String::new();
    for (i, san) in plies.iter().enumerate() {
        let ply = i + usize::from(black_first);
        let number = fullmove as usize + ply / 2;
        if ply % 2 == 0 {
            let _ = write!(text, " {number}.");
        } else if i == 0 {
            let _ = write!(text, " {number}...");
        }
        let _ = write!(text, " {san}");
    }
    if text.is_empty() { " none".to_owned() } else { text }
}

#[cfg(test)]
mod tests {
    use super::numbered;

    #[test]
    fn sheets_are_numbered_from_the_start_position() {
        let plies = |s: &str| s.split_whitespace().map(str::to_owned).collect::<Vec<_>>();
        assert_eq!(numbered(plies("e4 e5 Nf3"), 1, false), " 1. e4 e5 2. Nf3");
        assert_eq!(numbered(plies("Kf8 Rd1 Ke7"), 12, true), " 12... Kf8 13. Rd1 Ke7");
        assert_eq!(numbered(Vec::new(), 1, false), " none");
    }
}
