//! The rules core: peg events in, moves and messages out.
//!
//! Pure and deterministic: the same inputs at the same timestamps give the same
//! outputs. See the crate docs for the flow.

pub mod input;
pub mod msg;
pub mod output;
pub mod settings;
pub mod time;

use std::collections::VecDeque;

use shakmaty::{Chess, KnownOutcome};

use crate::core::{
    input::Input,
    output::{MadeMove, Timed},
    settings::Settings,
    time::Timestamp,
};

/// The companion's rules engine.
#[derive(Debug)]
pub struct Companion {
    settings: Settings,
    position: Chess,
    moves: Vec<MadeMove>,
    out: VecDeque<Timed>,
}

impl Companion {
    /// A new game.
    pub fn new(settings: Settings) -> Companion {
        let position = settings.start.position.clone();
        Companion { settings, position, moves: Vec::new(), out: VecDeque::new() }
    }

    /// Feeds one input. Never fails: problems become outputs.
    pub fn handle(&mut self, _now: Timestamp, _input: Input) {}

    /// Call at (or after) the instant returned by [`Companion::poll_timeout`].
    pub fn handle_timeout(&mut self, _now: Timestamp) {}

    /// The next instant at which [`Companion::handle_timeout`] must be called.
    pub fn poll_timeout(&self) -> Option<Timestamp> {
        None
    }

    /// The end of a recorded session: a held position counts as settled.
    pub fn finish(&mut self, _now: Timestamp) {}

    /// The next output, oldest first.
    pub fn poll_output(&mut self) -> Option<Timed> {
        self.out.pop_front()
    }

    /// The game position.
    pub fn position(&self) -> &Chess {
        &self.position
    }

    /// The moves made so far.
    pub fn moves(&self) -> &[MadeMove] {
        &self.moves
    }

    /// The session settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The result, once the game has ended.
    pub fn outcome(&self) -> Option<KnownOutcome> {
        None
    }
}

/// Runs timed inputs through a new core, firing timeouts in between, and returns all
/// outputs. The end of the inputs counts as settled (a recorded session).
pub fn run(settings: Settings, inputs: impl IntoIterator<Item = (Timestamp, Input)>) -> (Companion, Vec<Timed>) {
    let mut core = Companion::new(settings);
    let mut outputs = Vec::new();
    let mut last = Timestamp(0);
    for (t, input) in inputs {
        let t = t.max(last);
        while let Some(deadline) = core.poll_timeout().filter(|d| *d <= t) {
            core.handle_timeout(deadline);
        }
        core.handle(t, input);
        outputs.extend(std::iter::from_fn(|| core.poll_output()));
        last = t;
    }
    core.finish(last);
    outputs.extend(std::iter::from_fn(|| core.poll_output()));
    (core, outputs)
}
