//! A Lichess game on the tactile board (issue 33, docs/online.md): the session's side
//! of the Board API. [`link`] runs the network on threads of its own; this module
//! decides, on the loop's thread, what the game stream's lines and the answers mean.
//!
//! - The opponent's move enters the session as a sighted opponent's move entered by the
//!   assistant does, `assist move <SAN>`, journaled before it is handled (as the
//!   engine's, [`super::engine`]): the player hears it and is guided to carry it to his
//!   board, and the journal replays and resumes without the network.
//! - The player's made move (E2.3/D.2.3: peg in its hole and announced) is sent as soon
//!   as the step that made it ends ([`Online::after`]); a move the server refuses is
//!   said with its reason and taken back (`arbiter takeback <n> practice`, which an
//!   online game allows), so his board is guided back.
//! - The clock is the server's: every state's `wtime`/`btime` is an
//!   [`Input::ExternalClock`] reading, followed as an electronic clock's (counted down
//!   locally in between; the flag only as the server decides it, 6.1).
//! - A draw offer from the opponent is `assist draw offer <colour>`; the player's own
//!   (his draw key) and his acceptance are sent as `draw/yes`, his resignation (the
//!   resign key, twice) as `resign`.
//! - The end is the server's: `assist online-end <result> <reason>`; an aborted game
//!   is said and ends the session.
//! - The chat is kept and read only when the player asks (`online chat`).

pub mod link;

use std::time::Duration;

use crossbeam_channel::Sender;
use shakmaty::{Chess, Color, KnownOutcome, Move, Position as _, san::San, uci::UciMove};

use super::engine::Reaction;
use crate::{
    core::{
        Companion,
        input::{ArbiterCmd, AssistCmd, ClockReading, Input, ServerEnd, TakeBackArticle},
        msg::EndReason,
    },
    io::lichess::{Event, GameState, GameStatus},
    notice::{
        Notice,
        online::{Heard, Refusal},
        problem::Problem,
    },
};

/// What the session asks of the server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Post {
    /// The player's move, in UCI.
    Move(UciMove),
    /// Offer or accept a draw (`true`), or decline the opponent's.
    Draw(bool),
    /// Resign.
    Resign,
    /// Abort (before both sides moved).
    Abort,
    /// Claim the win while the opponent is gone.
    ClaimVictory,
}

/// What the network threads send to the loop.
#[derive(Clone, Debug, PartialEq)]
pub enum OnlineEvent {
    /// A line of the game's stream.
    Line(Event),
    /// The stream is lost (why, for the screen): it is opened again after a wait.
    Lost(String),
    /// The stream is open again.
    Back,
    /// The server refused a request, in its words (a 4xx other than 401, 403, 429).
    Refused {
        /// What was asked.
        request: Post,
        /// The server's words.
        words: String,
    },
    /// The server asks to wait (429) before the next request.
    Wait {
        /// How long.
        wait: Duration,
    },
    /// A request failed for now (no answer, a server error): it is tried again.
    Failed {
        /// Why, for the screen.
        detail: String,
    },
    /// The server refuses the token (401), or the game is not the player's to play
    /// (403): nothing more can be sent.
    TokenRefused {
        /// The server's words.
        detail: String,
    },
}

/// A command of the player's about the online game: a typed `online <word>` line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OnlineCmd {
    /// Read the chat's last lines.
    Chat,
    /// Claim the win while the opponent is gone.
    Claim,
    /// Abort the game (before both sides moved).
    Abort,
}

impl OnlineCmd {
    /// Every command.
    pub const ALL: [OnlineCmd; 3] = [OnlineCmd::Chat, OnlineCmd::Claim, OnlineCmd::Abort];

    /// Its word after `online`.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            OnlineCmd::Chat => "chat",
            OnlineCmd::Claim => "claim",
            OnlineCmd::Abort => "abort",
        }
    }

    /// The command of a typed line `online <word>`, in any case.
    #[must_use]
    pub fn from_line(line: &str) -> Option<OnlineCmd> {
        let mut words = line.split_whitespace();
        let (Some(first), Some(word), None) = (words.next(), words.next(), words.next()) else { return None };
        if !first.eq_ignore_ascii_case("online") {
            return None;
        }
        OnlineCmd::ALL.into_iter().find(|c| c.as_str().eq_ignore_ascii_case(word))
    }
}

/// How many chat lines `online chat` reads, the latest last.
const CHAT_READ: usize = 3;

/// The session's side of an online game.
#[derive(Debug)]
pub struct Online {
    /// The blind player's colour.
    color: Color,
    /// To the thread that sends requests.
    requests: Sender<Post>,
    /// How many moves the server has, as its last state said.
    server_moves: usize,
    /// The ply of the player's move sent and not yet seen in a state.
    posted: Option<usize>,
    /// The player's standing draw offer (or acceptance) was sent.
    draw_sent: bool,
    /// The game's end (a resignation, a draw agreed) was sent, or needs none.
    end_sent: bool,
    /// The opponent's draw offer the server showed last (entered once).
    offer_seen: Option<Color>,
    /// The last clock reading entered.
    reading: Option<ClockReading>,
    /// The stream is lost and the player was told.
    lost: bool,
    /// The opponent is gone, and the claim is allowed.
    claimable: bool,
    /// The opponent was said to be gone.
    gone: bool,
    /// The chat: who and what.
    chat: Vec<(String, String)>,
    /// The game is over on the server.
    over: bool,
    /// The game was aborted: the session ends.
    aborted: bool,
    /// The token was refused: nothing more is sent.
    refused_token: bool,
}

impl Online {
    /// The session's side of the game the blind player plays as `color`; requests go
    /// to `requests` ([`link::start`]).
    #[must_use]
    pub fn new(color: Color, requests: Sender<Post>) -> Online {
        Online {
            color,
            requests,
            server_moves: 0,
            posted: None,
            draw_sent: false,
            end_sent: false,
            offer_seen: None,
            reading: None,
            lost: false,
            claimable: false,
            gone: false,
            chat: Vec::new(),
            over: false,
            aborted: false,
            refused_token: false,
        }
    }

    /// Whether the session should end: the game was aborted.
    #[must_use]
    pub fn aborted(&self) -> bool {
        self.aborted
    }

    /// After every step: the player's made move, his draw offer or acceptance and his
    /// resignation are sent, each once.
    pub fn after(&mut self, core: &Companion) {
        if self.over || self.refused_token {
            return;
        }
        let moves = core.moves();
        // A move that ends the game (a mate) is sent too: the server ends it then.
        if let Some(last) = moves.last()
            && last.by == self.color
            && moves.len() == self.server_moves + 1
            && self.posted != Some(moves.len() - 1)
        {
            let uci = UciMove::from_move(last.m, core.settings().start.castling);
            self.posted = Some(moves.len() - 1);
            self.send(Post::Move(uci));
        }
        match core.draw_offer() {
            Some(by) if by == self.color && !self.draw_sent => {
                self.draw_sent = true;
                self.send(Post::Draw(true));
            }
            Some(by) if by == self.color => {}
            _ => self.draw_sent = false,
        }
        if self.end_sent {
            return;
        }
        match core.ended() {
            Some((_, EndReason::Resignation | EndReason::ResignationNoMate { .. })) => {
                self.end_sent = true;
                self.send(Post::Resign);
            }
            Some((_, EndReason::Agreement)) => {
                self.end_sent = true;
                self.send(Post::Draw(true));
            }
            Some(_) => self.end_sent = true,
            None => {}
        }
    }

    /// What the network brings.
    pub fn arrived(&mut self, event: OnlineEvent, core: &Companion) -> Vec<Reaction> {
        match event {
            OnlineEvent::Line(Event::GameFull(full)) => self.sync(&full.state, core),
            OnlineEvent::Line(Event::GameState(state)) => self.sync(&state, core),
            OnlineEvent::Line(Event::ChatLine(line)) => {
                // Read on request only; the spectators' room is not the player's.
                if line.room == "player" {
                    self.chat.push((line.username, line.text));
                }
                Vec::new()
            }
            OnlineEvent::Line(Event::OpponentGone(gone)) => self.opponent_gone(gone.gone, gone.claim_win_in_seconds),
            OnlineEvent::Line(_) => Vec::new(),
            OnlineEvent::Lost(detail) => {
                let mut out = vec![Reaction::Problem(Problem::Lichess { detail })];
                if !self.lost && !self.over {
                    self.lost = true;
                    out.push(said(Heard::Lost));
                }
                out
            }
            OnlineEvent::Back => {
                if !std::mem::take(&mut self.lost) {
                    return Vec::new();
                }
                vec![said(Heard::Back)]
            }
            OnlineEvent::Refused { request, words } => self.refused(&request, &words, core),
            OnlineEvent::Wait { wait } => {
                let seconds = u32::try_from(wait.as_secs()).unwrap_or(u32::MAX);
                vec![said(Heard::Wait { seconds })]
            }
            OnlineEvent::Failed { detail } => vec![Reaction::Problem(Problem::Lichess { detail })],
            OnlineEvent::TokenRefused { detail } => {
                let first = !self.refused_token;
                self.refused_token = true;
                let mut out = vec![Reaction::Problem(Problem::Lichess { detail })];
                if first {
                    out.push(said(Heard::TokenRefused));
                }
                out
            }
        }
    }

    /// A typed `online <word>` command.
    pub fn command(&mut self, cmd: OnlineCmd) -> Vec<Reaction> {
        match cmd {
            OnlineCmd::Chat if self.chat.is_empty() => vec![said(Heard::NoChat)],
            OnlineCmd::Chat => {
                let from = self.chat.len().saturating_sub(CHAT_READ);
                self.chat[from..]
                    .iter()
                    .map(|(user, text)| said(Heard::Chat { user: user.clone(), text: text.clone() }))
                    .collect()
            }
            OnlineCmd::Claim if !self.claimable || self.over => vec![said(Heard::CannotClaim)],
            OnlineCmd::Claim => {
                self.send(Post::ClaimVictory);
                Vec::new()
            }
            OnlineCmd::Abort => {
                self.send(Post::Abort);
                Vec::new()
            }
        }
    }

    fn send(&mut self, request: Post) {
        // The threads end only with the session.
        let _ = self.requests.send(request);
    }

    /// A state of the server's game: its moves brought into the session (the
    /// opponent's entered, a move of the player's the server does not have taken
    /// back), its draw offer, its clock and its end.
    fn sync(&mut self, state: &GameState, core: &Companion) -> Vec<Reaction> {
        let mut out = Vec::new();
        let Some(server) = replay(core.start(), &state.moves) else {
            let moves = state.moves.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ");
            let detail = format!("the server's moves cannot be played from the game's start: {moves}");
            return vec![Reaction::Problem(Problem::Lichess { detail })];
        };
        self.server_moves = server.len();
        let ours: Vec<Move> = core.moves().iter().map(|m| m.m).collect();
        let common = ours.iter().zip(&server).take_while(|(a, b)| a == b).count();
        // The player's last move, sent or about to be (after a resume, it was made
        // before taktil stopped): the server has not had it yet.
        let waiting = common + 1 == ours.len()
            && server.len() == common
            && core.moves().last().is_some_and(|m| m.by == self.color);
        if common < ours.len() && !waiting {
            out.push(take_back(core, common));
        }
        if !waiting {
            out.extend(enter(core.start(), &server, common));
        }
        if self.posted.is_some_and(|ply| server.len() > ply) {
            self.posted = None;
        }
        let playing = matches!(state.status, GameStatus::Created | GameStatus::Started);
        if playing {
            out.extend(self.offer(state));
            let turn = if server.len().is_multiple_of(2) { core.start().turn() } else { !core.start().turn() };
            out.extend(self.clock(state, server.len(), turn));
        } else {
            out.extend(self.end(state, core));
        }
        out
    }

    /// The opponent's draw offer, entered once while it stands.
    fn offer(&mut self, state: &GameState) -> Option<Reaction> {
        let offer = state.draw_offer().filter(|by| *by != self.color);
        let new = offer.is_some() && offer != self.offer_seen;
        self.offer_seen = offer;
        new.then(|| Reaction::Input(Input::Assist(AssistCmd::DrawOffer(!self.color))))
    }

    /// The server's clock as a reading, when it changed. Lichess runs the clock only
    /// once both sides have moved.
    fn clock(&mut self, state: &GameState, moves: usize, turn: Color) -> Option<Reaction> {
        let reading = ClockReading {
            white_ms: state.wtime,
            black_ms: state.btime,
            running: (moves >= 2).then_some(turn),
            white_flag: false,
            black_flag: false,
        };
        if self.reading == Some(reading) {
            return None;
        }
        self.reading = Some(reading);
        Some(Reaction::Input(Input::ExternalClock(Some(reading))))
    }

    /// The game ended on the server.
    fn end(&mut self, state: &GameState, core: &Companion) -> Vec<Reaction> {
        if std::mem::replace(&mut self.over, true) {
            return Vec::new();
        }
        let outcome = match state.winner {
            Some(winner) => KnownOutcome::Decisive { winner },
            None => KnownOutcome::Draw,
        };
        let reason = match state.status {
            GameStatus::Aborted => None,
            GameStatus::NoStart if state.winner.is_none() => None,
            GameStatus::Mate => Some(ServerEnd::Mate),
            GameStatus::Stalemate => Some(ServerEnd::Stalemate),
            GameStatus::Resign => Some(ServerEnd::Resign),
            GameStatus::OutOfTime => Some(ServerEnd::OutOfTime),
            GameStatus::Timeout => Some(ServerEnd::Left),
            GameStatus::Draw | GameStatus::InsufficientMaterialClaim => Some(ServerEnd::Draw),
            GameStatus::Cheat => Some(ServerEnd::FairPlay),
            _ => Some(ServerEnd::Other),
        };
        let Some(reason) = reason else {
            self.aborted = true;
            return vec![said(Heard::Aborted)];
        };
        // The same result the session came to itself (a mate on the board, the
        // player's resignation or accepted draw) is not entered again.
        if core.outcome() == Some(outcome) {
            return Vec::new();
        }
        vec![Reaction::Input(Input::Assist(AssistCmd::ServerEnd { outcome, reason }))]
    }

    /// The opponent left, or came back.
    fn opponent_gone(&mut self, gone: bool, claim_in: Option<f64>) -> Vec<Reaction> {
        if self.over {
            return Vec::new();
        }
        if !gone {
            self.claimable = false;
            return if std::mem::take(&mut self.gone) { vec![said(Heard::OpponentBack)] } else { Vec::new() };
        }
        // Whole seconds, rounded up; a number that is not one counts as now.
        let seconds = claim_in.filter(|s| s.is_finite() && *s > 0.0).map_or(0, |s| s.ceil().min(86_400.0) as u64);
        let newly = !self.gone || (seconds == 0 && !self.claimable);
        self.gone = true;
        self.claimable = seconds == 0;
        let seconds = u32::try_from(seconds).unwrap_or(u32::MAX);
        if newly { vec![said(Heard::OpponentGone { seconds })] } else { Vec::new() }
    }

    /// The server refused a request.
    fn refused(&mut self, request: &Post, words: &str, core: &Companion) -> Vec<Reaction> {
        let mut out = vec![Reaction::Problem(Problem::Lichess { detail: words.to_owned() })];
        let Post::Move(_) = request else { return out };
        let Some(ply) = self.posted.take() else { return out };
        // The move may have reached the server before (a request tried again): its
        // stream then has it.
        if self.server_moves > ply || core.moves().len() != ply + 1 || self.over {
            return out;
        }
        out.push(said(Heard::Refused(Refusal::from_words(words))));
        out.push(take_back(core, ply));
        out
    }
}

/// A notice for the player.
fn said(said: Heard) -> Reaction {
    Reaction::Notice(Notice::Online(said))
}

/// The server's moves played from `start`, or `None` if one cannot be.
fn replay(start: &Chess, moves: &[UciMove]) -> Option<Vec<Move>> {
    let mut position = start.clone();
    let mut out = Vec::with_capacity(moves.len());
    for uci in moves {
        let m = uci.to_move(&position).ok()?;
        position.play_unchecked(m);
        out.push(m);
    }
    Some(out)
}

/// The server's moves from its `from`-th on, entered as `assist move <SAN>`.
fn enter(start: &Chess, server: &[Move], from: usize) -> Vec<Reaction> {
    let mut position = start.clone();
    let mut out = Vec::new();
    for (ply, m) in server.iter().enumerate() {
        if ply >= from {
            let san = San::from_move(&position, *m);
            out.push(Reaction::Input(Input::Assist(AssistCmd::Move(san))));
        }
        position.play_unchecked(*m);
    }
    out
}

/// The game taken back to its first `ply` moves: the take-back an online game allows.
fn take_back(core: &Companion, ply: usize) -> Reaction {
    let made = &core.moves()[ply];
    let cmd = ArbiterCmd::TakeBack {
        number: made.number,
        side: made.by,
        article: TakeBackArticle::Practice,
        written_in: core.settings().edition,
    };
    Reaction::Input(Input::Assist(AssistCmd::Arbiter(cmd)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn online_lines_are_read() {
        assert_eq!(OnlineCmd::from_line("online chat"), Some(OnlineCmd::Chat));
        assert_eq!(OnlineCmd::from_line(" ONLINE  Claim "), Some(OnlineCmd::Claim));
        assert_eq!(OnlineCmd::from_line("online abort now"), None);
        assert_eq!(OnlineCmd::from_line("engine hint"), None);
    }

    #[test]
    fn refusals_are_told_in_the_player_s_words() {
        assert_eq!(Refusal::from_words("Not your turn, or game already over"), Refusal::NotYourTurn);
        assert_eq!(Refusal::from_words("Piece on e2 cannot move to e5"), Refusal::Illegal);
        assert_eq!(Refusal::from_words("Invalid UCI: e9e10"), Refusal::Illegal);
        assert_eq!(Refusal::from_words("Something else"), Refusal::Other);
    }
}
