//! The engine as the sighted side's player (issue 18, docs/practice.md): a UCI engine
//! ([`crate::io::uci`]) on a thread of its own, and the session's side of it.
//!
//! The engine's move enters the session exactly as a sighted opponent's move entered by
//! the assistant does: an `assist move <SAN>` input, journaled before it is handled, so
//! the journal replays (and resumes) without an engine, and the blind player hears the
//! move and is guided to carry it to his board as in a tournament. His own moves follow
//! every Appendix E rule.
//!
//! The loop asks [`Opponent::after`] after every step: when the game goes on, it is the
//! engine's side to move and (with a clock) the blind player's press has started the
//! engine's clock, the position is sent to the thread once. The thread's answer comes
//! back on the session's channel ([`EngineEvent`], [`crate::play::Arrived::Engine`]) and
//! is used only if the position is still the one it was asked for (a take-back
//! meanwhile makes it stale).
//!
//! An engine that crashes or hangs (the process killed, [`crate::io::uci::EngineError`])
//! is said once ("The engine stopped"); the game and the journal go on, and
//! `engine restart` (or its key) starts it again and sends the current position.
//!
//! Practice (`set practice on`): `engine hint` (the engine's best move in the
//! announcement vocabulary), `engine eval` (its evaluation in plain words, naming the
//! side by its colour), `engine takeback` (the player's last move and the engine's
//! reply taken back: `arbiter takeback <n> practice`, journaled).

use std::{fmt, thread, time::Duration};

use crossbeam_channel::{Receiver, Sender};
use shakmaty::{
    CastlingMode, Color, EnPassantMode, Position as _,
    fen::Fen,
    san::{San, SanPlus},
    uci::UciMove,
};

pub use crate::notice::practice::{Evaluation, PracticeCmd};
use crate::{
    core::{
        Companion,
        input::{ArbiterCmd, AssistCmd, Input, TakeBackArticle},
        spoken::Spoken,
        time::Timestamp,
        timecontrol::Mode,
    },
    io::uci::{Analysis, Engine, EngineConfig, EngineError, Limit, Position, Score},
    notice::{Notice, problem::Problem},
};

/// How long the engine thinks about a hint or an evaluation when it plays on the
/// game's clock.
const ASK_TIME: Duration = Duration::from_secs(1);

/// Below this many centipawns the position counts as equal.
const EQUAL_CP: i32 = 25;

/// The evaluation of a UCI score, which is for the side to move, in plain words.
#[must_use]
pub fn evaluation(score: Score, to_move: Color) -> Evaluation {
    match score {
        Score::Mate(n) => {
            let side = if n > 0 { to_move } else { !to_move };
            Evaluation::Mates { side, moves: n.unsigned_abs().max(1) }
        }
        Score::Cp(cp) if cp.abs() <= EQUAL_CP => Evaluation::Equal,
        Score::Cp(cp) => {
            let side = if cp > 0 { to_move } else { !to_move };
            Evaluation::Better { side, pawns: (cp.unsigned_abs() + 50) / 100 }
        }
    }
}

/// How long the engine thinks about its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Thinking {
    /// This long per move.
    MoveTime(Duration),
    /// This many nodes per move (deterministic with one thread).
    Nodes(u64),
    /// On the game's clock (a time control is set); one second per move without one.
    Clock,
}

/// What the engine is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Job {
    /// Its move in the game.
    Move,
    /// A hint for the side to move.
    Hint,
    /// The evaluation.
    Evaluate,
}

/// Where the engine's thread hands its answers (the session's channel, as
/// [`crate::play::Arrived::Engine`]); false when nobody listens any more.
pub type Answer = Box<dyn Fn(EngineEvent) -> bool + Send>;

/// What the engine's thread sends back on the session's channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineEvent {
    /// The engine's answer for the position `key` ([`position_key`]).
    Found {
        /// What it was asked.
        job: Job,
        /// The position it was asked about.
        key: String,
        /// What it found.
        analysis: Analysis,
    },
    /// The engine stopped (crashed, hung, cannot be written to); why, for the screen.
    Stopped(String),
    /// The engine was started again.
    Back,
}

/// What the thread is asked to do.
enum Request {
    Go { job: Job, key: String, fen: String, moves: Vec<UciMove>, limit: Limit },
    Restart,
}

/// What the loop does with an answer or a command.
#[derive(Clone, Debug, PartialEq)]
pub enum Reaction {
    /// An input for the core, journaled as any other (the engine's move, a take-back).
    Input(Input),
    /// Something to say.
    Notice(Notice),
    /// A line for the assistant's screen.
    Problem(Problem),
}

/// Whether the engine is there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    Running,
    Stopped,
    Restarting,
}

/// The session's side of the engine: which side it plays, what it was asked.
pub struct Opponent {
    color: Color,
    thinking: Thinking,
    requests: Sender<Request>,
    /// The position whose move was asked (so it is asked once).
    asked: Option<String>,
    state: State,
}

impl fmt::Debug for Opponent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Opponent").field("color", &self.color).field("state", &self.state).finish_non_exhaustive()
    }
}

impl Opponent {
    /// Starts the engine (before the session starts: a missing engine stops the start)
    /// and its thread, which hands each answer to `answer` (into the session's channel)
    /// until it returns false (the session has gone). It plays `color`.
    ///
    /// # Errors
    /// The engine cannot be started or does not complete its handshake.
    pub fn start(
        config: &EngineConfig,
        thinking: Thinking,
        color: Color,
        answer: Answer,
    ) -> Result<Opponent, EngineError> {
        let mut engine = Engine::start(config)?;
        engine.new_game()?;
        let (requests, inbox) = crossbeam_channel::unbounded();
        let config = config.clone();
        thread::spawn(move || serve(Some(engine), &config, &inbox, &answer));
        Ok(Opponent { color, thinking, requests, asked: None, state: State::Running })
    }

    /// The side the engine plays.
    #[must_use]
    pub fn color(&self) -> Color {
        self.color
    }

    /// After every step: asks for the engine's move when it is its turn and the blind
    /// player's move is made (with a clock: his press has started the engine's clock).
    pub fn after(&mut self, core: &Companion, now: Timestamp) {
        if self.state != State::Running || !self.engine_to_move(core) {
            return;
        }
        let key = position_key(core);
        if self.asked.as_ref() == Some(&key) {
            return;
        }
        let limit = self.limit(core, now, Job::Move);
        if self.send(core, Job::Move, key.clone(), limit) {
            self.asked = Some(key);
        }
    }

    /// Whether the engine is to move now: the game goes on, it is its side's turn, and
    /// with a clock the clock runs for it (the blind player pressed, 6.2) or no move
    /// was made yet.
    fn engine_to_move(&self, core: &Companion) -> bool {
        if core.outcome().is_some() || core.position().turn() != self.color || core.position().is_game_over() {
            return false;
        }
        match core.clock() {
            Some(clock) => core.moves().is_empty() || (clock.is_running() && clock.to_move() == Some(self.color)),
            None => true,
        }
    }

    /// The engine's answer: its move for the current position as `assist move`, a hint
    /// or an evaluation said; a stale answer dropped.
    pub fn arrived(&mut self, event: EngineEvent, core: &Companion) -> Vec<Reaction> {
        match event {
            EngineEvent::Stopped(reason) => {
                let first = self.state != State::Stopped;
                self.state = State::Stopped;
                self.asked = None;
                let mut out = vec![Reaction::Problem(Problem::EngineStopped { reason: reason.to_string() })];
                if first {
                    out.push(Reaction::Notice(Notice::EngineStopped));
                }
                out
            }
            EngineEvent::Back => {
                self.state = State::Running;
                self.asked = None;
                vec![Reaction::Notice(Notice::EngineBack)]
            }
            EngineEvent::Found { job, key, analysis } if key == position_key(core) => found(job, &analysis, core),
            EngineEvent::Found { .. } => Vec::new(),
        }
    }

    /// A practice command typed or keyed.
    pub fn command(&mut self, cmd: PracticeCmd, core: &Companion, now: Timestamp) -> Vec<Reaction> {
        let practice = core.settings().practice.is_practice();
        match cmd {
            PracticeCmd::Restart => {
                if self.state == State::Running {
                    return vec![Reaction::Problem(Problem::EngineRunning)];
                }
                self.state = State::Restarting;
                if self.requests.send(Request::Restart).is_err() {
                    self.state = State::Stopped;
                }
                Vec::new()
            }
            _ if !practice => vec![Reaction::Notice(Notice::PracticeOnly)],
            PracticeCmd::TakeBack => take_back(core, self.color),
            PracticeCmd::Hint | PracticeCmd::Evaluate if self.state != State::Running => {
                vec![Reaction::Notice(Notice::EngineStopped)]
            }
            PracticeCmd::Hint | PracticeCmd::Evaluate => {
                let job = if cmd == PracticeCmd::Hint { Job::Hint } else { Job::Evaluate };
                let limit = self.limit(core, now, job);
                self.send(core, job, position_key(core), limit);
                Vec::new()
            }
        }
    }

    /// The search limit for `job`.
    fn limit(&self, core: &Companion, now: Timestamp, job: Job) -> Limit {
        match (self.thinking, core.clock()) {
            (Thinking::Nodes(n), _) => Limit::Nodes(n),
            (Thinking::MoveTime(t), _) => Limit::MoveTime(t),
            (Thinking::Clock, Some(clock)) if job == Job::Move => {
                let inc = match clock.time_control().mode {
                    Mode::Increment(d) => d,
                    _ => Duration::ZERO,
                };
                Limit::Clock {
                    white: clock.remaining(Color::White, now),
                    black: clock.remaining(Color::Black, now),
                    white_inc: inc,
                    black_inc: inc,
                }
            }
            (Thinking::Clock, _) => Limit::MoveTime(ASK_TIME),
        }
    }

    /// Sends the game's position to the thread; `false` if the thread is gone.
    fn send(&mut self, core: &Companion, job: Job, key: String, limit: Limit) -> bool {
        let start = &core.settings().start.position;
        let fen = Fen::from_position(start, EnPassantMode::Legal).to_string();
        let moves = core.moves().iter().filter_map(|m| m.uci.parse::<UciMove>().ok()).collect();
        if self.requests.send(Request::Go { job, key, fen, moves, limit }).is_ok() {
            return true;
        }
        self.state = State::Stopped;
        false
    }
}

/// What an answer for the current position brings.
fn found(job: Job, analysis: &Analysis, core: &Companion) -> Vec<Reaction> {
    let position = core.position();
    let best = analysis.best.as_ref().and_then(|uci| uci.to_move(position).ok());
    match (job, best) {
        (Job::Move, Some(m)) => {
            vec![Reaction::Input(Input::Assist(AssistCmd::Move(San::from_move(position, m))))]
        }
        (Job::Move, None) => vec![Reaction::Problem(Problem::EngineNoMove)],
        (Job::Hint, Some(m)) => {
            let spoken = Spoken {
                by: position.turn(),
                san: SanPlus::from_move(position.clone(), m),
                en_passant: m.is_en_passant(),
                from: m.from().unwrap_or(m.to()),
            };
            vec![Reaction::Notice(Notice::Hint(spoken))]
        }
        (Job::Hint, None) => vec![Reaction::Notice(Notice::NoHint)],
        (Job::Evaluate, _) => match analysis.score {
            Some(score) => vec![Reaction::Notice(Notice::Evaluation(evaluation(score, position.turn())))],
            None => vec![Reaction::Problem(Problem::EngineNoScore)],
        },
    }
}

/// The player's take-back: back to the position before his last move (his move and
/// the engine's reply), as `arbiter takeback <n> practice`. The core starts the clock,
/// if any, again for him (a practice game has no arbiter to restart it); a journal of
/// an older taktil also has a `clock start` after it, which then changes nothing.
fn take_back(core: &Companion, engine: Color) -> Vec<Reaction> {
    let Some(ply) = core.moves().iter().rposition(|m| m.by != engine) else {
        return vec![Reaction::Problem(Problem::EngineNoTakeback)];
    };
    let start = &core.settings().start.position;
    // The move number of the ply-th move after the start (ply 0 is the first).
    let offset = usize::from(start.turn() == Color::Black);
    let number = u32::try_from((ply + offset) / 2).unwrap_or(u32::MAX).saturating_add(start.fullmoves().get());
    let side = core.moves()[ply].by;
    // A practice take-back names no article: its word is the same in every edition.
    let written_in = core.settings().edition;
    let cmd = ArbiterCmd::TakeBack { number, side, article: TakeBackArticle::Practice, written_in };
    vec![Reaction::Input(Input::Assist(AssistCmd::Arbiter(cmd)))]
}

/// The identity of the game's position: the number of moves and the FEN (a take-back
/// to the same number of moves gives another position only if the FEN differs).
#[must_use]
pub fn position_key(core: &Companion) -> String {
    format!("{} {}", core.moves().len(), Fen::from_position(core.position(), EnPassantMode::Legal))
}

/// The engine's configuration for a game that starts in `castling` mode.
#[must_use]
pub fn for_game(mut config: EngineConfig, castling: CastlingMode) -> EngineConfig {
    config.chess960 |= castling == CastlingMode::Chess960;
    config
}

/// The thread: one request at a time; an engine that fails is dropped and said
/// stopped until a restart.
fn serve(mut engine: Option<Engine>, config: &EngineConfig, inbox: &Receiver<Request>, answer: &Answer) {
    for request in inbox {
        let event = match request {
            Request::Restart => {
                drop(engine.take());
                match Engine::start(config).and_then(|mut e| e.new_game().map(|()| e)) {
                    Ok(e) => {
                        engine = Some(e);
                        EngineEvent::Back
                    }
                    Err(e) => EngineEvent::Stopped(e.to_string()),
                }
            }
            Request::Go { job, key, fen, moves, limit } => {
                let Some(running) = engine.as_mut() else { continue };
                match running.go(Position { fen: Some(&fen), moves: &moves }, limit) {
                    Ok(analysis) => EngineEvent::Found { job, key, analysis },
                    Err(e) => {
                        engine = None;
                        EngineEvent::Stopped(e.to_string())
                    }
                }
            }
        };
        if !answer(event) {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_are_said_for_the_side_that_is_better() {
        assert_eq!(evaluation(Score::Cp(10), Color::White), Evaluation::Equal);
        assert_eq!(evaluation(Score::Cp(-120), Color::White), Evaluation::Better { side: Color::Black, pawns: 1 });
        assert_eq!(evaluation(Score::Cp(40), Color::Black), Evaluation::Better { side: Color::Black, pawns: 0 });
        assert_eq!(evaluation(Score::Mate(-3), Color::White), Evaluation::Mates { side: Color::Black, moves: 3 });
        assert_eq!(evaluation(Score::Mate(2), Color::Black).to_string(), "black#2");
    }

    #[test]
    fn engine_lines_are_read() {
        assert_eq!(PracticeCmd::from_line("engine hint"), Some(PracticeCmd::Hint));
        assert_eq!(PracticeCmd::from_line(" Engine  RESTART "), Some(PracticeCmd::Restart));
        assert_eq!(PracticeCmd::from_line("engine takeback now"), None);
        assert_eq!(PracticeCmd::from_line("assist move e4"), None);
    }
}
