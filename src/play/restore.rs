//! Bringing a journaled game back (`taktil play --resume`): the journal's events are
//! replayed through a fresh core exactly as the live loop fed them, and the time while
//! taktil was down is handled as the arbiter chose (docs/play.md).

use std::{collections::VecDeque, fmt::Write};

use shakmaty::{Color, Position};

use crate::{
    core::{
        Companion,
        output::{Hms, MadeMove, Output},
        settings::Settings,
        time::Timestamp,
    },
    journal::{Checkpoint, Mark, Recovered},
    script::Event,
};

/// Replaying the journal does not give what its checkpoints record: the journal is
/// kept only up to the step that made the move in question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    /// The line of the step (an event or a time mark) that made the move, or whose
    /// move is missing: it and every line after it are left out.
    pub from: usize,
    /// What differs, for the arbiter.
    pub what: String,
}

/// One line of the journal that the restore acts on.
enum Entry<'a> {
    Event(&'a Event),
    Mark(Mark, Timestamp),
    Check(&'a Checkpoint),
}

/// Replays a journal read back through a new core, firing timeouts in between exactly
/// as the live loop did, and drops the outputs. Unlike a replay, the end is not treated
/// as settled: a timer still pending (a move about to settle) fires live, after the
/// restore, as it would have without the crash.
///
/// The journal's time marks are replayed in their place: a timer that made a move
/// fires at its mark, and the end of an input that settled the held position settles
/// it again. Each made move is compared with the checkpoint after its step: the same
/// half-move, SAN and both clocks. In a journal with checks, a move made with no
/// checkpoint before the next step is a difference too (only the journal's last step
/// may lack its checkpoint: killed before it was written, the move was not announced).
///
/// # Errors
/// The first difference, with the line to keep the journal up to.
pub fn restore(settings: Settings, journal: &Recovered) -> Result<Companion, Mismatch> {
    let mut entries: Vec<(usize, Entry<'_>)> =
        journal.script.events.iter().map(|e| (e.line, Entry::Event(e))).collect();
    entries.extend(journal.marks.iter().map(|&(line, mark, t)| (line, Entry::Mark(mark, t))));
    entries.extend(journal.checkpoints.iter().map(|c| (c.line, Entry::Check(c))));
    entries.sort_by_key(|(line, _)| *line);
    let mut replay = Replay { core: Companion::new(settings), last: Timestamp(0), made: VecDeque::new(), step: 0 };
    for (line, entry) in entries {
        match entry {
            Entry::Check(c) => replay.compare(c)?,
            _ if journal.checked && !replay.made.is_empty() => return Err(replay.unrecorded()),
            Entry::Event(e) => replay.event(line, e),
            Entry::Mark(mark, at) => replay.mark(line, mark, at),
        }
    }
    while replay.core.poll_output().is_some() {}
    Ok(replay.core)
}

/// A restore under way: the core, the time of its last step, the moves made and not
/// yet compared, and the line of the last step.
struct Replay {
    core: Companion,
    last: Timestamp,
    made: VecDeque<MadeMove>,
    step: usize,
}

impl Replay {
    /// Fires the timeouts due by `t`.
    fn fire(&mut self, t: Timestamp) {
        while let Some(deadline) = self.core.poll_timeout().filter(|d| *d <= t) {
            self.core.handle_timeout(deadline);
        }
    }

    /// Keeps the moves among the outputs, drops the rest.
    fn drain(&mut self) {
        while let Some(timed) = self.core.poll_output() {
            if let Output::Move(made) = timed.output {
                self.made.push_back(made);
            }
        }
    }

    fn event(&mut self, line: usize, event: &Event) {
        let t = event.t.max(self.last);
        self.fire(t);
        self.core.handle(t, event.input.clone());
        self.drain();
        (self.last, self.step) = (t, line);
    }

    fn mark(&mut self, line: usize, mark: Mark, at: Timestamp) {
        let t = at.max(self.last);
        self.fire(t);
        if mark == Mark::Settled {
            self.core.finish(t);
        }
        self.drain();
        (self.last, self.step) = (self.last.max(at), line);
    }

    /// The next move made against a checkpoint.
    fn compare(&mut self, recorded: &Checkpoint) -> Result<(), Mismatch> {
        let made = self.made.pop_front().map(|m| Checkpoint::of(recorded.line, &m));
        if made.as_ref() == Some(recorded) {
            return Ok(());
        }
        let gives = made.map_or("no move".to_owned(), |m| format!("`{}`", words(&m)));
        let what = format!("line {} records `{}`, replaying the journal gives {gives}", recorded.line, words(recorded));
        Err(Mismatch { from: self.step.max(1), what })
    }

    /// A move made with no checkpoint after its step.
    fn unrecorded(&self) -> Mismatch {
        let what = self.made.front().map_or_else(String::new, |m| {
            format!("replaying the journal gives `{}`, which it does not record", words(&Checkpoint::of(0, m)))
        });
        Mismatch { from: self.step.max(1), what }
    }
}

/// A checkpoint in words: `made 3 Nf3 white 5398500 black 5400000`.
fn words(c: &Checkpoint) -> String {
    c.to_string().trim_start_matches("# ").to_owned()
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
