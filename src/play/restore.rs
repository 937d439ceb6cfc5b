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
    journal::{Checkpoint, Lacking, Mark, Recovered},
    notice::problem::{Difference, Fact},
    script::TimedInput,
};

/// Replaying the journal does not give what its checkpoints record: the journal is
/// kept only up to the step that made the move in question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    /// The line of the step (an event or a time mark) that made the move, or whose
    /// move is missing: it and every line after it are left out.
    pub from: usize,
    /// What differs, for the arbiter.
    pub what: Difference,
}

/// Whom a restore believes where the journal's checkpoints and its replay differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trust {
    /// The checkpoints: the first difference ends the restore ([`Mismatch`]); the
    /// journal is then kept only up to it.
    Checkpoints,
    /// The events: every line is kept and replayed, and each difference is reported
    /// ([`Restored::disagreements`]). For a journal an earlier resume checked (every
    /// line before its mark, and a resumed session wrote the lines after it): a
    /// difference there is a fault in taktil, not damage, and must never make the game
    /// shorter (issue 26).
    Events,
}

/// A journal's game brought back.
#[derive(Debug)]
pub struct Restored {
    /// The core, as the session left it at the journal's last line.
    pub core: Companion,
    /// The checkpoints the journal lacks, to be written after their steps
    /// ([`crate::journal::Journal::go_on`]): the last step's, when taktil stopped
    /// before writing them, and any an older resume went on without.
    pub lacking: Vec<Lacking>,
    /// The differences replayed past ([`Trust::Events`]).
    pub disagreements: Vec<Mismatch>,
}

impl Restored {
    /// The lacking checkpoints that go inside the journal, not at its end: an older
    /// resume went on without them, and their lines are repaired.
    pub fn repaired<'a>(&'a self, journal: &'a Recovered) -> impl Iterator<Item = &'a Lacking> + 'a {
        self.lacking.iter().filter(|l| l.after < journal.kept_lines())
    }
}

/// One line of the journal that the restore acts on.
enum Entry<'a> {
    Event(&'a TimedInput),
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
/// half-move, SAN and both clocks.
///
/// A move made with no checkpoint before the next step is lacking its checkpoint. In
/// a journal with checks that is a difference, unless the step is the journal's last
/// (killed before its checkpoint was written, the move was not announced) or a
/// resume's mark comes between it and the next step (an older resume went on without
/// writing it): then the move is kept and its checkpoint is [`Restored::lacking`],
/// and the moves after it check against their own checkpoints.
///
/// # Errors
/// With [`Trust::Checkpoints`], the first difference, with the line to keep the
/// journal up to.
pub fn restore(settings: Settings, journal: &Recovered, trust: Trust) -> Result<Restored, Mismatch> {
    let mut entries: Vec<(usize, Entry<'_>)> =
        journal.script.events.iter().map(|e| (e.line, Entry::Event(e))).collect();
    entries.extend(journal.marks.iter().map(|&(line, mark, t)| (line, Entry::Mark(mark, t))));
    entries.extend(journal.checkpoints.iter().map(|c| (c.line, Entry::Check(c))));
    entries.sort_by_key(|(line, _)| *line);
    let mut replay = Replay {
        core: Companion::new(settings),
        last: Timestamp(0),
        made: VecDeque::new(),
        step: 0,
        lacking: Vec::new(),
        disagreements: Vec::new(),
    };
    for (line, entry) in entries {
        if let Entry::Check(c) = entry {
            match (replay.compare(c), trust) {
                (Ok(()), _) => {}
                (Err(m), Trust::Events) => replay.disagreements.push(m),
                (Err(m), Trust::Checkpoints) => return Err(m),
            }
            continue;
        }
        if !replay.made.is_empty() {
            let resumed_between = journal.resumes.iter().any(|r| (replay.step..line).contains(r));
            if journal.checked && !resumed_between && trust == Trust::Checkpoints {
                return Err(replay.unrecorded());
            }
            // A journal without checks (an older taktil's) is restored as it is: its
            // moves were never checkpointed, and it is not written again for them.
            if journal.checked {
                replay.lack();
            } else {
                replay.made.clear();
            }
        }
        match entry {
            Entry::Event(e) => replay.event(line, e),
            Entry::Mark(mark, at) => replay.mark(line, mark, at),
            Entry::Check(_) => {}
        }
    }
    replay.lack();
    while replay.core.poll_output().is_some() {}
    Ok(Restored { core: replay.core, lacking: replay.lacking, disagreements: replay.disagreements })
}

/// A restore under way: the core, the time of its last step, the moves made and not
/// yet compared, the line of the last step, and what it found.
struct Replay {
    core: Companion,
    last: Timestamp,
    made: VecDeque<MadeMove>,
    step: usize,
    lacking: Vec<Lacking>,
    disagreements: Vec<Mismatch>,
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

    fn event(&mut self, line: usize, event: &TimedInput) {
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
        let what = Difference::Recorded {
            line: u32::try_from(recorded.line).unwrap_or(u32::MAX),
            recorded: words(recorded),
            gives: made.map(|m| words(&m)),
        };
        Err(Mismatch { from: self.step.max(1), what })
    }

    /// The moves made and not compared lack their checkpoints: to be written after
    /// the last step's line.
    fn lack(&mut self) {
        let after = self.step;
        self.lacking.extend(self.made.drain(..).map(|m| Lacking { after, checkpoint: Checkpoint::of(0, &m) }));
    }

    /// A move made with no checkpoint after its step.
    fn unrecorded(&self) -> Mismatch {
        let gives = self.made.front().map_or_else(String::new, |m| words(&Checkpoint::of(0, m)));
        Mismatch { from: self.step.max(1), what: Difference::Unrecorded { gives } }
    }
}

/// A checkpoint in words: `made 3 Nf3 white 5398500 black 5400000`.
fn words(c: &Checkpoint) -> String {
    c.to_string().trim_start_matches("# ").to_owned()
}

/// What a restored session shows the assistant and the arbiter (not spoken): both
/// clocks at `now`, and both scoresheets, so they can check them against the players'
/// clocks and sheets before play goes on.
pub fn summary(core: &Companion, now: Timestamp) -> Vec<Fact> {
    let mut facts = Vec::new();
    if let Some(clock) = core.clock() {
        facts.push(Fact::Clocks {
            white: Hms(clock.remaining(Color::White, now)).to_string(),
            black: Hms(clock.remaining(Color::Black, now)).to_string(),
            running: clock.to_move().filter(|_| clock.is_running()),
        });
    }
    let announced: Vec<String> =
        core.moves().iter().map(|m| format!("{}{}", m.san, if m.offer { " (=)" } else { "" })).collect();
    let start = &core.settings().start.position;
    let (fullmove, black_first) = (start.fullmoves().get(), start.turn() == Color::Black);
    let sheet = |blind, plies: Vec<String>| Fact::Sheet {
        blind,
        plies: u32::try_from(plies.len()).unwrap_or(u32::MAX),
        moves: numbered(&plies, fullmove, black_first),
    };
    facts.push(sheet(true, announced));
    facts.push(sheet(false, core.sighted_sheet().iter().map(ToString::to_string).collect()));
    facts
}

/// Half-moves from the start position, numbered from its move number: `1. e4 e5
/// 2. Nf3`, `12... Kf8 13. Rd1` when Black moves first (empty for none).
fn numbered(plies: &[String], fullmove: u32, black_first: bool) -> String {
    let mut text = String::new();
    for (i, san) in plies.iter().enumerate() {
        let ply = i + usize::from(black_first);
        let number = fullmove as usize + ply / 2;
        let sep = if text.is_empty() { "" } else { " " };
        if ply % 2 == 0 {
            let _ = write!(text, "{sep}{number}. {san}");
        } else if i == 0 {
            let _ = write!(text, "{sep}{number}... {san}");
        } else {
            let _ = write!(text, "{sep}{san}");
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::{Restored, Trust, numbered, restore};
    use crate::{
        core::settings::Settings,
        journal::{self, FIRST_LINE},
    };

    /// A journal with checks of these lines (after its first line and the header).
    fn journal(lines: &[&str]) -> journal::Recovered {
        let mut previous = 0;
        let mut text = String::new();
        for line in [FIRST_LINE, "set blind black", "# wall @0 1700000000000"].iter().chain(lines) {
            previous = journal::check(previous, line.as_bytes());
            text.push_str(&format!("{line} #~{previous:08x}\n"));
        }
        journal::read(text.as_bytes()).unwrap()
    }

    fn restored(lines: &[&str], trust: Trust) -> Result<Restored, super::Mismatch> {
        let recovered = journal(lines);
        let mut settings = Settings::default();
        recovered.script.header.apply(&mut settings).unwrap();
        restore(settings, &recovered, trust)
    }

    fn lacking(r: &Restored) -> Vec<(usize, String)> {
        r.lacking.iter().map(|l| (l.after, l.checkpoint.to_string())).collect()
    }

    #[test]
    fn the_last_steps_move_without_its_checkpoint_is_kept_and_its_checkpoint_lacking() {
        // Lines 4 and 5 (after the first line, the header and the wall mark): killed
        // between the event and its checkpoint.
        let r = restored(&["@0 assist move e4", "# made 1 e4", "@100 assist move e5"], Trust::Checkpoints).unwrap();
        assert_eq!(r.core.moves().len(), 2);
        assert_eq!(lacking(&r), [(6, "# made 2 e5".to_owned())]);
    }

    #[test]
    fn a_move_without_its_checkpoint_before_the_next_step_is_a_difference() {
        let m = restored(&["@0 assist move e4", "@100 assist move e5", "# made 2 e5"], Trust::Checkpoints).unwrap_err();
        assert_eq!(m.from, 4);
        assert!(m.what.to_string().contains("gives `made 1 e4`, which it does not record"), "{}", m.what);
    }

    #[test]
    fn a_checkpoint_an_older_resume_went_on_without_is_repaired_and_the_moves_after_it_check() {
        // Issue 26: the first resume kept the step and went on without its checkpoint.
        let lines = [
            "@0 assist move e4",
            "# dropped 1 from line 5: the line was cut off",
            "# resumed at @0",
            "# wall @0 1700000000500",
            "# told",
            "@100 assist move e5",
            "# made 2 e5",
        ];
        let r = restored(&lines, Trust::Checkpoints).unwrap();
        assert_eq!(r.core.moves().len(), 2);
        assert_eq!(lacking(&r), [(4, "# made 1 e4".to_owned())]);
        // A later checkpoint that does not check is still a difference.
        let mut wrong = lines;
        wrong[6] = "# made 2 d5";
        assert_eq!(restored(&wrong, Trust::Checkpoints).unwrap_err().from, 9);
    }

    #[test]
    fn trusting_the_events_replays_past_a_difference_and_reports_it() {
        let lines = ["@0 assist move e4", "# made 1 e4", "# resumed at @0", "@100 assist move e5", "# made 2 d5"];
        assert_eq!(restored(&lines, Trust::Checkpoints).unwrap_err().from, 7);
        let r = restored(&lines, Trust::Events).unwrap();
        assert_eq!(r.core.moves().last().map(|m| m.san.to_string()), Some("e5".to_owned()));
        assert_eq!(r.disagreements.len(), 1);
        assert!(r.disagreements[0].what.to_string().contains("records `made 2 d5`"), "{:?}", r.disagreements);
    }

    #[test]
    fn sheets_are_numbered_from_the_start_position() {
        let plies = |s: &str| s.split_whitespace().map(str::to_owned).collect::<Vec<_>>();
        assert_eq!(numbered(&plies("e4 e5 Nf3"), 1, false), "1. e4 e5 2. Nf3");
        assert_eq!(numbered(&plies("Kf8 Rd1 Ke7"), 12, true), "12... Kf8 13. Rd1 Ke7");
        assert_eq!(numbered(&[], 1, false), "");
    }
}
