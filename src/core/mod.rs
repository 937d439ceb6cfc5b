//! The rules core: peg events in, moves and messages out.
//!
//! Pure and deterministic: the same inputs at the same timestamps give the same
//! outputs. It reads no clock and touches no device; the shell feeds it inputs with
//! their time, calls [`Companion::handle_timeout`] at the instant
//! [`Companion::poll_timeout`] names, and drains [`Companion::poll_output`].
//!
//! [`Companion`] is a thin coordinator. It owns what every part shares (the
//! [`Game`], the [`Settings`] and the outbox of decided outputs), routes each input to
//! the part it concerns and carries out what the parts hand back (a move to make, an
//! ending). The parts, each a private module with its own state and tests:
//! - `track`: each physical board is a `Track`: its holes, the events since the last
//!   move, touches, status, guidance. What its events mean depends on whose move it is
//!   (its `Task`): the blind player's own move (touch-move binds, E2.2), a move
//!   carried without touch-move (the sighted player's move, transferred by the blind
//!   player or made on an electronic board), or catching up with a move made
//!   elsewhere;
//! - `clock_keeper`: presses, flags, the low-time warning, the time reading and the
//!   arbiter's clock commands;
//! - `draws`: offers and claims;
//! - `arbiter_record`: illegal placements and moves, the sighted player's scoresheet
//!   and board as entered, touches reported and upheld (`arbiter uphold`), and the
//!   E2.7/E2.8 ruling;
//! - `resign`: the `resign` key's question and its second press (5.1b);
//! - `carry_out`: the arbiter's rulings carried out on the game (`arbiter apply`,
//!   `arbiter takeback`: 7.4a, 7.5, E2.7, E2.8);
//! - `quickplay`: the quickplay-finish claim and the arbiter's decision on it (10.2;
//!   2023 III.5);
//! - [`dead`] decides dead positions (5.2b, 9.6) and "cannot mate" (6.9, 7.4b) by a
//!   search over legal play, for the game, the clock keeper and the arbiter record;
//! - `no_sensors`: a tactile board without sensors (`tactile-board none`, issue 16):
//!   the sighted board carries both players' moves, the blind player's spoken back to
//!   him as his own, and his board is entered for the ruling;
//! - `reading` answers the keys that read the game out, `sequence` watches the
//!   devices' line numbers, [`link_msg`] says what a device's link going and coming back
//!   means to the player, and `outbox` keeps the decided outputs in order.
//!
//! A part holds no other part: each step gets the shared state it reads and the
//! outbox, lent for the call (a claim or a ruling that changes the clocks also gets
//! the clock keeper), so outputs keep the order in which they were decided. The
//! companion owns the one game and decides every change to it; a part changes it only
//! where the companion lends it for that change: the clock keeper records a press and
//! a completed move's clock times on it (`ClockKeeper::press`, `move_made`), and the
//! draws mark a move's offer (`Draws::offer`).

// Purity, enforced: no clock, sleeping, threads, files, standard input or output,
// processes, network or environment in this module tree (the lists and their reasons
// are in clippy.toml; Cargo.toml allows them for the shell).
#![deny(clippy::disallowed_methods, clippy::disallowed_types, clippy::disallowed_macros)]

mod arbiter_record;
mod carry_out;
pub mod catchup;
pub mod clock;
mod clock_keeper;
pub mod dead;
mod draws;
pub mod duty;
pub mod game;
pub mod infer;
pub mod input;
pub mod law;
pub mod link_msg;
pub mod msg;
mod no_sensors;
pub mod notation;
mod outbox;
pub mod output;
pub mod penalty;
pub mod physical;
mod quickplay;
mod reading;
mod resign;
pub mod ruling;
mod sequence;
pub mod settings;
pub mod spoken;
pub mod time;
pub mod timecontrol;
pub mod touch;
mod track;
pub mod words;
pub mod written;

pub use resign::CONFIRM_MS as RESIGN_CONFIRM_MS;

use shakmaty::{Chess, Color, KnownOutcome, Move};

use crate::core::{
    arbiter_record::{ArbiterRecord, write_ruling},
    clock_keeper::{ClockKeeper, rule_on_time},
    draws::{Draws, drawn_by_claim},
    duty::Duty,
    game::{Ending, Game, Played},
    input::{
        ArbiterCmd, AssistCmd, BoardMsg, Cell, ClockCmd, ClockReading, Device, Ground, Input, Key, ServerEnd,
        TakeBackArticle,
    },
    msg::{EndReason, Late, Msg, ServerReason},
    outbox::Outbox,
    output::{HostCmd, MadeMove, Output, Timed},
    resign::{Press, Resigns},
    ruling::Evidence,
    sequence::Sequence,
    settings::{Settings, SightedClock},
    time::{Timestamp, earlier},
    track::{BoardEvent, Decision, Lost, Recorded, Task, Track, Trigger, Wake},
};

/// The companion's rules engine.
#[derive(Clone, Debug)]
pub struct Companion {
    /// The session settings; every part reads them.
    settings: Settings,
    /// The one authoritative game; the parts read it, the companion plays its moves.
    game: Game,
    /// The blind player's pegged board.
    tactile: Track,
    /// The sighted player's board, followed once it reports (an electronic board).
    sighted: Track,
    /// The clock and what was done about it.
    keeper: ClockKeeper,
    /// Draw offers and claims.
    draws: Draws,
    /// The `resign` key's questions (5.1b).
    resigns: Resigns,
    /// What is kept for the arbiter.
    record: ArbiterRecord,
    /// The devices' line numbers.
    sequence: Sequence,
    /// "The game is over" was said for a board event (once).
    told_over: bool,
    /// The tactile board as entered, when it has no sensors (`no_sensors`).
    unseen: no_sensors::Unseen,
    /// Decided outputs, oldest first.
    out: Outbox,
}

impl Companion {
    /// A new game.
    pub fn new(settings: Settings) -> Companion {
        let game = Game::new(settings.start.position.clone(), settings.start.castling)
            .with_automatic_draws(settings.edition.automatic_draws());
        Companion {
            tactile: Track::new(Device::Tactile, &game),
            sighted: Track::new(Device::Sighted, &game),
            keeper: ClockKeeper::new(&settings, game.turn()),
            draws: Draws::default(),
            resigns: Resigns::default(),
            record: ArbiterRecord::default(),
            sequence: Sequence::default(),
            told_over: false,
            unseen: no_sensors::Unseen::default(),
            out: Outbox::default(),
            settings,
            game,
        }
    }

    /// Feeds one input. Never fails: problems become outputs.
    pub fn handle(&mut self, now: Timestamp, input: Input) {
        // A device's link touches neither the game nor the clock: only words.
        if let Input::Link { device, kind, event } = input {
            return self.out.push(now, link_msg::told(device, kind, event));
        }
        self.check_clock(now);
        match input {
            Input::Board { device, msg, seq } => {
                // A gap in a device's sequence numbers means lost lines.
                if self.sequence.gap(device, seq) {
                    self.resync(now, device);
                }
                match msg {
                    BoardMsg::Hello { .. } => self.out.push(now, Output::Request(device, HostCmd::Snap)),
                    BoardMsg::Key(key) => self.key(now, device, key),
                    BoardMsg::Lift(sq) => self.board_event(now, device, BoardEvent::Lift(sq)),
                    BoardMsg::Place(sq, cell) => self.board_event(now, device, BoardEvent::Place(sq, cell)),
                    BoardMsg::Snapshot(cells) => self.board_event(now, device, BoardEvent::Snapshot(cells)),
                }
            }
            Input::Assist(cmd) => self.assist(now, cmd),
            Input::ExternalClock(reading) => self.clock_reading(now, reading),
            Input::Link { .. } => {}
        }
    }

    /// Call at (or after) the instant returned by [`Companion::poll_timeout`].
    pub fn handle_timeout(&mut self, now: Timestamp) {
        self.check_clock(now);
        for by in self.resigns.lapse(now) {
            self.tell(now, by, Msg::ResignCancelled);
        }
        self.confirm_touches(now, false);
        for device in [Device::Tactile, Device::Sighted] {
            if let Some((at, wake)) = self.track_mut(device).take_wake(now) {
                self.wake(at, device, wake);
            }
        }
    }

    /// The next instant at which [`Companion::handle_timeout`] must be called.
    pub fn poll_timeout(&self) -> Option<Timestamp> {
        let boards = earlier(self.tactile.deadline(), self.sighted.deadline());
        let keys = earlier(boards, self.resigns.deadline());
        earlier(keys, self.keeper.deadline(&self.game, &self.settings))
    }

    /// The end of a recorded session: a held position counts as settled (product.md,
    /// announce mode `auto`). Guidance timers are dropped.
    pub fn finish(&mut self, _now: Timestamp) {
        self.confirm_touches(Timestamp(u64::MAX), true);
        for device in [Device::Tactile, Device::Sighted] {
            if let Some(at) = self.track_mut(device).take_settle() {
                self.wake(at, device, Wake::Settle);
            }
        }
    }

    /// The next output, oldest first.
    pub fn poll_output(&mut self) -> Option<Timed> {
        self.out.pop()
    }

    /// The game position.
    pub fn position(&self) -> &Chess {
        self.game.position()
    }

    /// Where the game started.
    pub fn start(&self) -> &Chess {
        self.game.start()
    }

    /// The moves made so far.
    pub fn moves(&self) -> &[MadeMove] {
        self.game.moves()
    }

    /// The session settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The result, once the game has ended.
    pub fn outcome(&self) -> Option<KnownOutcome> {
        self.game.end().map(|(o, _)| o)
    }

    /// The result and why, once the game has ended (the PGN's `Result` and
    /// `Termination`).
    pub fn ended(&self) -> Option<(KnownOutcome, EndReason)> {
        self.game.end()
    }

    /// The side whose draw offer stands, if one does (9.1b): an online game sends the
    /// blind player's to the server (issue 33).
    pub fn draw_offer(&self) -> Option<Color> {
        self.draws.standing()
    }

    /// The clock, when the game has a time control.
    pub fn clock(&self) -> Option<&clock::Clock> {
        self.keeper.clock()
    }

    /// Refused illegal placements of one player so far.
    pub fn illegal_count(&self, color: Color) -> u32 {
        self.record.illegal_count(color)
    }

    /// What a board's sensors show now (read-only, for the E2.7/E2.8 reconciliation):
    /// the tactile board always; the sighted board once it has reported (an ordinary
    /// board reports nothing: `None`); `None` for the pad and the assistant.
    pub fn board_cells(&self, device: Device) -> Option<[Cell; 64]> {
        match device {
            // Without sensors: as the assistant or arbiter entered it (`no_sensors`).
            Device::Tactile => self.tactile_cells(),
            Device::Sighted if self.sighted.reports() => Some(self.sighted.cells()),
            _ => None,
        }
    }

    /// Everything the E2.7/E2.8 ruling looks at, as the session has it now: the
    /// blind player's scoresheet as announced, the sighted player's as entered, what
    /// both boards show (the ordinary sighted board as last entered), and the clocks
    /// at the start and at every move.
    pub fn evidence(&self) -> Evidence {
        let (tactile, sighted) = (self.board_cells(Device::Tactile), self.board_cells(Device::Sighted));
        self.record.evidence(&self.game, &self.settings, tactile, sighted)
    }

    /// The sighted player's scoresheet as entered so far.
    pub fn sighted_sheet(&self) -> &[String] {
        self.record.sighted_sheet()
    }

    /// The sighted player's ordinary board as the assistant or arbiter last entered it
    /// (`assist board`); `None` before any entry.
    pub fn entered_sighted_board(&self) -> Option<[Cell; 64]> {
        self.record.entered_board()
    }

    // The boards.

    fn track(&self, device: Device) -> &Track {
        if device == Device::Sighted { &self.sighted } else { &self.tactile }
    }

    fn track_mut(&mut self, device: Device) -> &mut Track {
        if device == Device::Sighted { &mut self.sighted } else { &mut self.tactile }
    }

    /// A board with what it reads (the game, the settings) and the outbox, borrowed
    /// apart for one step of it.
    fn board_step(&mut self, device: Device) -> (&mut Track, &Game, &Settings, &mut Outbox) {
        let track = if device == Device::Sighted { &mut self.sighted } else { &mut self.tactile };
        (track, &self.game, &self.settings, &mut self.out)
    }

    /// What a board's events mean now.
    fn task(&self, device: Device) -> Task {
        // An adjourned game waits for the sealed move (E2.9f).
        if self.game.end().is_some() || self.game.is_adjourned() {
            return Task::Idle;
        }
        if !self.has_sensors() {
            return self.task_without_sensors(device);
        }
        let blind_to_move = self.game.turn() == self.settings.blind;
        match device {
            Device::Tactile => self.tactile.task(blind_to_move, self.sighted.reports()),
            Device::Sighted => self.sighted.task(blind_to_move, self.sighted.reports()),
            Device::Pad | Device::Assist => Task::Idle,
        }
    }

    /// Lines from a device were lost: ask it for a snapshot.
    fn resync(&mut self, now: Timestamp, device: Device) {
        if device == Device::Tactile {
            self.out.say(now, Msg::Resync);
        } else {
            self.out.note(now, Msg::Resync);
        }
        self.out.push(now, Output::Request(device, HostCmd::Snap));
    }

    fn board_event(&mut self, now: Timestamp, device: Device, event: BoardEvent) {
        if device == Device::Tactile && !self.has_sensors() {
            return self.unseen_event(now);
        }
        if device == Device::Sighted {
            self.sighted.start_reporting(&self.game);
        }
        if self.game.end().is_some() {
            if !self.told_over {
                self.told_over = true;
                self.out.say(now, Msg::GameIsOver);
            }
            return;
        }
        // A carried move is complete once a peg outside it is lifted: the player has
        // gone on to the next move.
        if let BoardEvent::Lift(sq) = event
            && self.task(device) == Task::Carry
            && let Some(m) = self.track(device).completed_by_lift(sq, self.game.position(), &self.settings)
        {
            self.make(now, device, m);
        }
        // A lift outside the move a board is still carrying out, once the pegs show it
        // done as far as they can tell: the player has gone on to his own move (E2.2;
        // 2023 D.2.2).
        if let BoardEvent::Lift(sq) = event
            && self.task(device) == Task::Sync
        {
            let (track, game, settings, out) = self.board_step(device);
            track.go_on(now, Some(sq), game, settings, out);
        }
        let (task, bounce) = (self.task(device), self.settings.bounce_ms);
        let trigger = match self.track_mut(device).record(now, event, task, bounce) {
            // A lift from an empty hole or a peg into a full one: lines were lost.
            Err(Lost) => return self.resync(now, device),
            // A bounce is forgotten on its own board only: a touch of the blind player's
            // piece on the tactile board stands whatever the other board does (E2.2).
            Ok(Recorded::Bounce(_) | Recorded::Counted) => Trigger::Event,
            // A snapshot that shows what the board reported: nothing moved.
            Ok(Recorded::Unchanged) => Trigger::Confirm,
        };
        let task = self.task(device);
        let (track, game, settings, out) = self.board_step(device);
        let decision = track.evaluate(now, trigger, task, game, settings, out);
        self.decide(now, device, decision);
    }

    /// The blind player's touches that outlasted the bounce time (E2.2); each one lets
    /// a draw offer to him lapse (9.1b).
    fn confirm_touches(&mut self, now: Timestamp, all: bool) {
        for touched in self.tactile.confirm_touches(now, all) {
            self.out.push(touched.at, Output::Touch { square: touched.square, piece: touched.piece });
            self.draws.touched_by(touched.at, self.settings.blind, &mut self.out);
        }
    }

    fn wake(&mut self, at: Timestamp, device: Device, wake: Wake) {
        let task = self.task(device);
        let (track, game, settings, out) = self.board_step(device);
        let decision = track.wake_up(at, wake, task, game, settings, out);
        self.decide(at, device, decision);
    }

    /// Carries out what a board asks of the game.
    fn decide(&mut self, now: Timestamp, device: Device, decision: Option<Decision>) {
        match decision {
            Some(Decision::Make(m)) => self.make(now, device, m),
            // The next move may already be on the board: read it against the new
            // position, as an event would (its settle time starts now).
            Some(Decision::MakeAndRead(m)) => {
                self.make(now, device, m);
                let task = self.task(device);
                let (track, game, settings, out) = self.board_step(device);
                let decision = track.evaluate(now, Trigger::Event, task, game, settings, out);
                self.decide(now, device, decision);
            }
            Some(Decision::Refused) => {
                self.record.count_placement(now, self.game.turn(), &self.settings, &mut self.out);
            }
            None => {}
        }
    }

    // The game.

    /// Makes a move: record, announcement, clock (E2.3), end of game and draw claims.
    fn make(&mut self, now: Timestamp, device: Device, m: Move) {
        // The flag must still be up when the move is made: one that fell by now
        // is decided first, and may end the game.
        self.check_clock(now);
        // An adjourned game's next move is the sealed one, made by `resume` (E2.9f): a
        // board move that settles during the adjournment is not made.
        if self.game.end().is_some() || self.game.is_adjourned() {
            return;
        }
        let played = self.game.play(m, device);
        let by = played.made.by;
        // 9.1b: the offered player has touched a piece; an offer made on move goes
        // with the move the offerer makes.
        self.draws.touched_by(now, by, &mut self.out);
        if self.draws.goes_with_move(by) {
            self.game.mark_offer(by);
        }
        let claimed = self.draws.is_claiming(by);
        let ends = played.end.is_some() || (claimed && played.claim.is_some());
        let pressed = self.keeper.move_made(now, by, ends, claimed, &mut self.game, &self.settings);
        self.announce(now, played, pressed);
        self.rebase_boards(now, device);
    }

    /// Tells the made move: the record, the words, the clock, then an end of the game
    /// or a draw that may be claimed.
    fn announce(&mut self, now: Timestamp, played: Played, pressed: Option<Option<clock::ClockSnapshot>>) {
        let by = played.made.by;
        let blind = self.settings.blind;
        let made = self.game.moves().last().cloned().unwrap_or(played.made);
        self.out.push(now, Output::Move(made));
        let words = self.move_words(by, played.spoken);
        if by != blind && !self.settings.duty(Duty::Announce) {
            // E2.9b is the human assistant's: the move is shown, not spoken.
            self.out.note(now, words);
        } else {
            self.out.say(now, words);
        }
        if let Some(times) = pressed
            && (times.is_some() || by == blind)
        {
            self.out.push(now, Output::Clock { start: !by, times });
        }
        if let Some((outcome, reason)) = played.end {
            return self.end(Ending { at: now, outcome, reason });
        }
        let (keeper, settings, out) = (&mut self.keeper, &self.settings, &mut self.out);
        match self.draws.settle_claim(now, by, played.claim, keeper, settings, out) {
            Some(ending) => self.end(ending),
            // A claimable draw is written for the assistant and arbiter, not spoken:
            // telling a player he may claim would be advice a sighted player does not
            // get.
            None => {
                if let Some(claim) = played.claim {
                    self.out.note(now, Msg::DrawClaimable(claim));
                }
            }
        }
    }

    /// After a move every board reads against the new position. The board the move
    /// came from (`source`) shows it; the other one now has to catch up, carrying it
    /// out (E2.2; 2023 D.2.2).
    fn rebase_boards(&mut self, now: Timestamp, source: Device) {
        // An upheld touch binds one move (4.3): it goes with the move made.
        self.record.clear_upheld();
        self.tactile.bind_carried(None);
        self.sighted.bind_carried(None);
        self.tactile.forget_touches();
        // A tactile board without sensors is followed as entered (`no_sensors`).
        let followed = self.has_sensors();
        self.tactile.rebase_after_move(&self.game, source == Device::Tactile || !followed);
        // An ordinary sighted board is not tracked: nothing to rebase.
        if self.sighted.reports() {
            self.sighted.rebase_after_move(&self.game, source == Device::Sighted);
        }
        let guide_at = now.plus(self.settings.divergence_ms);
        for device in [Device::Tactile, Device::Sighted] {
            if self.task(device) == Task::Sync {
                self.track_mut(device).fall_behind(guide_at);
            }
        }
    }

    /// Ends the game: the clock stops, an offer or claim is void (9.1b), and everyone
    /// hears the result.
    fn end(&mut self, ending: Ending) {
        let Ending { at, outcome, reason } = ending;
        self.game.finish(outcome, reason);
        self.keeper.stop(at);
        self.keeper.set_quickplay(None);
        self.draws.clear();
        self.resigns.clear();
        self.out.push(at, Output::End { outcome, reason });
        self.out.say(at, Msg::GameOver { outcome, reason });
    }

    fn end_if(&mut self, ending: Option<Ending>) {
        if let Some(ending) = ending {
            self.end(ending);
        }
    }

    /// Acts on what the clock shows at `now` (a fallen flag may end the game).
    fn check_clock(&mut self, now: Timestamp) {
        let ending = self.keeper.check(now, &self.game, &self.settings, &mut self.out);
        self.end_if(ending);
    }

    // Keys and commands.

    fn key(&mut self, now: Timestamp, device: Device, key: Key) {
        let blind = self.settings.blind;
        // Another key of the same player answers "no" to the `resign` question.
        let presser = if device == Device::Sighted { !blind } else { blind };
        if key != Key::Resign && self.resigns.cancel(presser) {
            self.tell(now, presser, Msg::ResignCancelled);
        }
        match key {
            Key::Announce | Key::Queen | Key::Rook | Key::Bishop | Key::Knight | Key::Adjust => {
                let board = self.board_keys_device();
                // A board key while the board shows the move it carries out as far as
                // its pegs can tell: the player has gone on to his own move (E2.2; 2023
                // D.2.2).
                if self.task(board) == Task::Sync {
                    let (track, game, settings, out) = self.board_step(board);
                    track.go_on(now, None, game, settings, out);
                }
                let task = self.task(board);
                let (track, game, settings, out) = self.board_step(board);
                let decision = track.key(now, key, task, game, settings, out);
                self.decide(now, board, decision);
            }
            Key::Repeat | Key::History | Key::File(_) | Key::Rank(_) | Key::Moves | Key::Position => {
                if let Some(msg) = reading::answer(key, &self.game, &self.settings) {
                    self.out.say(now, msg);
                }
                // A board still behind the game hears its next step again: guidance is
                // never repeated unasked, so this is how to hear it twice.
                if key == Key::Repeat
                    && let Some(step) = self.tactile.guidance_to_repeat()
                {
                    self.out.say(now, step.clone());
                }
            }
            Key::Time => self.tell_time(now),
            Key::Clock => self.clock_key(now, device),
            // The sighted board's `draw` is the sighted player's offer or acceptance.
            Key::Draw if device == Device::Sighted => self.offer_draw(now, !blind),
            Key::Draw => self.offer_draw(now, blind),
            Key::Claim => self.claim_key(now),
            Key::Arbiter => self.call_arbiter(now),
            Key::Resign => self.resign_key(now, presser),
        }
    }

    /// An assistant's or arbiter's command.
    fn assist(&mut self, now: Timestamp, cmd: AssistCmd) {
        let (game, settings, out) = (&self.game, &self.settings, &mut self.out);
        match cmd {
            AssistCmd::Move(san) => self.play_entered(now, &san),
            AssistCmd::Key(key) => self.key(now, Device::Assist, key),
            AssistCmd::Clock(cmd) => self.clock_cmd(now, cmd),
            AssistCmd::ClaimTime => {
                if !self.claim_time(now, None) {
                    self.out.note(now, Msg::NoFlag);
                }
            }
            AssistCmd::ClaimDraw(san) => self.claim_draw(now, san.as_ref()),
            AssistCmd::ClaimQuickplay => self.claim_quickplay(now),
            AssistCmd::DrawOffer(by) => self.offer_draw(now, by),
            AssistCmd::DrawAccept => {
                let ending = self.draws.answer(now, true, out);
                self.end_if(ending);
            }
            AssistCmd::DrawDecline => {
                let ending = self.draws.answer(now, false, out);
                self.end_if(ending);
            }
            AssistCmd::Touched(Some(by), square) if by == settings.blind => self.report_blind_touch(now, square),
            AssistCmd::Touched(_, square) => {
                self.record.report_touch(now, square, self.tactile.touched(), game, settings, out)
            }
            AssistCmd::Illegal(by) => {
                let ending = self.record.rule_illegal(now, by, game, settings, &mut self.keeper, out);
                self.end_if(ending);
            }
            AssistCmd::Seal(written) => self.seal(now, &written),
            AssistCmd::Resume => self.resume(now),
            AssistCmd::Sheet(moves) => self.record.enter_sheet(now, moves, &settings.start.position, game, out),
            AssistCmd::Board(cells) => self.record.enter_board(now, *cells, game, settings, out),
            AssistCmd::TactileBoard(cells) => self.enter_tactile_board(now, *cells),
            AssistCmd::Reconcile => {
                let ruling = write_ruling(now, &self.evidence(), self.settings.edition, &mut self.out);
                self.record.keep_ruling(ruling, self.game.moves().len());
            }
            AssistCmd::Resign(by) => self.resign(now, by, false),
            AssistCmd::DrawAgreed => self.declare(now, KnownOutcome::Draw, EndReason::Agreement, Late::Agreement),
            AssistCmd::Arbiter(cmd) => self.arbiter(now, cmd),
            AssistCmd::ServerEnd { outcome, reason } => self.server_end(now, outcome, reason),
        }
    }

    /// An online game's server ended it (issue 33): its result stands, as an arbiter's
    /// would. A mate or stalemate the game saw first changes nothing (and is written).
    fn server_end(&mut self, now: Timestamp, outcome: KnownOutcome, reason: ServerEnd) {
        let reason = match (reason, outcome) {
            (ServerEnd::Mate, _) => EndReason::Checkmate,
            (ServerEnd::Stalemate, _) => EndReason::Stalemate,
            (ServerEnd::Resign, KnownOutcome::Decisive { .. }) => EndReason::Resignation,
            (ServerEnd::OutOfTime, KnownOutcome::Decisive { .. }) => EndReason::Time,
            // Lichess draws a game whose flag fell when the other side cannot mate (as
            // 6.9 does): the flag is the side to move's.
            (ServerEnd::OutOfTime, KnownOutcome::Draw) => EndReason::TimeNoMate { flag: self.game.turn() },
            (ServerEnd::Draw, _) => EndReason::Server(ServerReason::Draw),
            (ServerEnd::Left, _) => EndReason::Server(ServerReason::Left),
            (ServerEnd::FairPlay, _) => EndReason::Server(ServerReason::FairPlay),
            (ServerEnd::Resign | ServerEnd::Other, _) => EndReason::Server(ServerReason::Other),
        };
        self.declare(now, outcome, reason, Late::Result);
    }

    /// Words for one player: spoken to the blind player, written for the sighted one.
    fn tell(&mut self, now: Timestamp, to: Color, msg: Msg) {
        if to == self.settings.blind {
            self.out.say(now, msg);
        } else {
            self.out.note(now, msg);
        }
    }

    // Results: resignation, agreement and the arbiter's decisions.

    /// The `resign` key of `by`: the first press asks, the second in time resigns.
    fn resign_key(&mut self, now: Timestamp, by: Color) {
        if self.game.end().is_some() {
            return self.tell(now, by, Msg::EndedBefore(Late::Resignation));
        }
        match self.resigns.press(now, by) {
            Press::Ask => self.tell(now, by, Msg::ResignAsk),
            Press::Resign => self.resign(now, by, true),
        }
    }

    /// `by` resigns (5.1b): the game ends at once, during an adjournment too (A6). After
    /// the game has ended (a stalemate, 5.2a, ended it first) it changes nothing, and
    /// says so: to the player from his own key, to the log from the assistant.
    fn resign(&mut self, now: Timestamp, by: Color, own_key: bool) {
        // `handle` decided the clock at `now` first: a flag that fell ended the
        // game before the resignation.
        if self.game.end().is_some() {
            let late = Msg::EndedBefore(Late::Resignation);
            return if own_key { self.tell(now, by, late) } else { self.out.note(now, late) };
        }
        // 5.1.2 (2023): "unless the position is such that the opponent cannot checkmate
        // the player's king by any possible series of legal moves. In this case the
        // result of the game is a draw." 2009 and 2001 (5.1b): the resignation loses.
        if self.settings.edition.resignation_drawn_without_mate() && self.game.cannot_mate(!by) {
            return self.declare(now, KnownOutcome::Draw, EndReason::ResignationNoMate { by }, Late::Resignation);
        }
        self.declare(now, KnownOutcome::Decisive { winner: !by }, EndReason::Resignation, Late::Resignation);
    }

    /// Ends the game with a result decided outside the board; one that comes after the
    /// end changes nothing and is written as such.
    fn declare(&mut self, now: Timestamp, outcome: KnownOutcome, reason: EndReason, late: Late) {
        if self.game.end().is_some() {
            return self.out.note(now, Msg::EndedBefore(late));
        }
        self.end(Ending { at: now, outcome, reason });
    }

    /// An arbiter's decision.
    fn arbiter(&mut self, now: Timestamp, cmd: ArbiterCmd) {
        match cmd {
            ArbiterCmd::Result { outcome, ground: Ground::Forfeit } if self.sealed_concludes(now, outcome) => {}
            ArbiterCmd::Result { outcome, ground } => {
                let reason = match ground {
                    Ground::Forfeit => EndReason::Forfeit,
                    Ground::Article(article) => EndReason::Decision(article),
                };
                self.declare(now, outcome, reason, Late::Result);
            }
            ArbiterCmd::VoidTouch(square) => self.void_touch(now, square),
            ArbiterCmd::UpholdTouch(square) => self.uphold_touch(now, square),
            ArbiterCmd::ApplyRuling => self.apply_ruling(now),
            ArbiterCmd::Quickplay(decision) => self.decide_quickplay(now, decision),
            ArbiterCmd::TakeBack { number, side, article, .. } => self.take_back_move(now, number, side, article),
        }
    }

    /// A forfeit declared during an adjournment (a player late for the resumption):
    /// when the sealed move ended the game, that result stands (2023 Guidelines I.10,
    /// 2009 adjournment guideline 10), so the envelope is opened and the move made.
    /// Under 2001 (A10) only when the late player is the one who sealed it. `true`
    /// when the sealed move decided.
    fn sealed_concludes(&mut self, now: Timestamp, outcome: KnownOutcome) -> bool {
        let late = match outcome {
            KnownOutcome::Decisive { winner } => !winner,
            KnownOutcome::Draw => return false,
        };
        let sealer = self.game.turn();
        if self.game.sealed_ending().is_none() || !self.settings.edition.sealed_conclusion_stands(late == sealer) {
            return false;
        }
        self.out.note(now, Msg::SealedMoveConcludes { late, edition: self.settings.edition });
        self.resume(now);
        true
    }

    /// Whether an assistant's move, claim or seal must wait: the game is over, or
    /// adjourned (its next move is the sealed one, E2.9f). Writes why.
    fn refuse_move_command(&mut self, now: Timestamp) -> bool {
        let why = if self.game.end().is_some() {
            Msg::GameIsOver
        } else if self.game.is_adjourned() {
            Msg::GameAdjourned
        } else {
            return false;
        };
        self.out.note(now, why);
        true
    }

    /// `move <SAN>`: a move the assistant enters for the side to move.
    fn play_entered(&mut self, now: Timestamp, san: &shakmaty::san::San) {
        if self.refuse_move_command(now) {
            return;
        }
        match san.to_move(self.game.position()) {
            Ok(m) if self.refuse_upheld(now, m) => {}
            Ok(m) => self.make(now, Device::Assist, m),
            Err(_) => self.out.note(now, Msg::AssistMoveRejected),
        }
    }

    // Touches the arbiter rules on.

    /// `arbiter void [<square>]`: the touch of the side to move (the last one, or the
    /// one on `square`) was not deliberate, so 4.3 does not bind it (the Löffelbein
    /// case): the obligation it created goes, and the player is told. The blind
    /// player's lifts are his touches; the sighted player's are the ones upheld.
    fn void_touch(&mut self, now: Timestamp, square: Option<shakmaty::Square>) {
        if self.refuse_move_command(now) {
            return;
        }
        let (by, blind) = (self.game.turn(), self.settings.blind);
        // Without sensors his touches are the ones the arbiter upheld, as the sighted
        // player's are.
        if by == blind && self.has_sensors() {
            let Some((square, piece)) = self.tactile.void_touch(square) else {
                return self.out.note(now, Msg::NoTouchToVoid { square });
            };
            self.out.say(now, Msg::TouchVoided { by, blind: true, piece, square });
            return self.reread(now, Device::Tactile);
        }
        let Some(touch) = self.record.void_upheld(square) else {
            return self.out.note(now, Msg::NoTouchToVoid { square });
        };
        self.out.say(now, Msg::TouchVoided { by, blind: by == blind, piece: touch.piece, square: touch.square });
        self.bind_upheld(now);
    }

    /// `arbiter uphold [<square>]`: the sighted player's reported touch binds his move
    /// (E2.9e, 4.3, 4.4), said to both players; when the touched piece can neither
    /// move nor be captured, it binds nothing (4.5) and that is said. After his move,
    /// a breach of it takes the move back first (4.8).
    fn uphold_touch(&mut self, now: Timestamp, square: Option<shakmaty::Square>) {
        if self.refuse_move_command(now) {
            return;
        }
        // The blind player's own touch, reported on a board without sensors, binds his
        // move (4.3); otherwise a touch reported on his move is the sighted player's,
        // found after that player moved.
        let blind_touch = !self.has_sensors() && self.record.has_mover_report(square, &self.game);
        if self.game.turn() == self.settings.blind && !blind_touch {
            // 4.8 (2009 4.7): a breach found after the move may be claimed until the
            // claimant touches a piece; the move is taken back and the touch binds the
            // move made again (4.3).
            let (game, settings, out) = (&self.game, &self.settings, &mut self.out);
            let touched = self.tactile.touched();
            let Some(ply) = self.record.breach_after_move(now, square, touched, game, settings, out) else { return };
            self.take_back(now, ply, TakeBackArticle::TouchMove);
        }
        let Some(rule) = self.record.uphold(now, square, &self.game, &mut self.out) else { return };
        let by = self.game.turn();
        match (rule, self.record.upheld().last()) {
            (Some(rule), _) => self.out.say(now, Msg::TouchUpheld { by, obligation: rule.obligation }),
            (None, Some(t)) => {
                let (piece, square, edition) = (t.piece, t.square, self.settings.edition);
                self.out.say(now, Msg::TouchUpheldLapsed { by, piece, square, edition });
            }
            (None, None) => {}
        }
        self.bind_upheld(now);
    }

    /// The boards that carry the sighted player's move read it against the touches
    /// upheld now.
    fn bind_upheld(&mut self, now: Timestamp) {
        let rule = self.record.upheld_rule(&self.game);
        self.tactile.bind_carried(rule);
        self.sighted.bind_carried(rule);
        self.reread(now, Device::Tactile);
        self.reread(now, Device::Sighted);
    }

    /// A board that shows a move under way reads it again after a ruling changed what
    /// binds it (its settle time starts again).
    fn reread(&mut self, now: Timestamp, device: Device) {
        let task = self.task(device);
        if matches!(task, Task::Own | Task::Carry) {
            let (track, game, settings, out) = self.board_step(device);
            let decision = track.evaluate(now, Trigger::Event, task, game, settings, out);
            self.decide(now, device, decision);
        }
    }

    /// Refuses a move entered for the player on move that his upheld touch forbids
    /// (4.3, E2.9e): the reason said and written. `true` if refused. (Touches upheld
    /// are always the mover's: they go with his move.)
    fn refuse_upheld(&mut self, now: Timestamp, m: Move) -> bool {
        let by = self.game.turn();
        let rule = self.record.upheld_rule(&self.game);
        match rule {
            Some(rule) if !rule.allowed.allows(m) => {
                self.out.say(now, Msg::TouchUpheld { by, obligation: rule.obligation });
                self.out.say(now, Msg::TouchMoveRecorded { by });
                true
            }
            _ => false,
        }
    }

    // The clock.

    /// A person presses `by`'s clock button: never blocked, only noted when out of turn
    ///
    fn press(&mut self, now: Timestamp, by: Color) {
        if self.game.end().is_some() {
            return;
        }
        // a press for a side whose move taktil can see is not made yet is an
        // irregularity; the press still counts.
        let sees_move = self.sees_moves_of(by);
        // 2023 7.5.2: the sighted player pressed with his pawn on the last rank and no
        // new piece: the move is illegal and the pawn becomes a queen. (The blind
        // player's move is made only when announced, piece included: D.2.1, D.2.3.)
        let queen = (self.settings.edition.completed_on_press() && by != self.settings.blind && sees_move)
            .then(|| self.sighted.promotion_without_piece())
            .flatten();
        if let Some(m) = queen.filter(|_| self.game.turn() == by) {
            self.out.note(now, Msg::PromotionWithoutPiece { by, square: m.to() });
            self.make(now, Device::Sighted, m);
            // With presses taken from the moves, the move was the press.
            if self.settings.sighted_clock == SightedClock::Auto {
                return;
            }
        } else if sees_move && self.game.turn() == by {
            self.out.note(now, Msg::Press { by, note: msg::PressNote::BeforeMove });
            // 2023 7.5.3: a press without a move is penalised as an illegal move.
            if self.settings.edition.completed_on_press() {
                self.out.note(now, Msg::PressAsIllegal { by });
            }
        }
        self.check_clock(now);
        self.keeper.button(now, by, &mut self.game, &self.settings, &mut self.out);
    }

    /// The `clock` key: from the sighted board it is the sighted player's button; from
    /// the blind player's keys his own; from the assistant the button of the side whose
    /// clock runs.
    fn clock_key(&mut self, now: Timestamp, device: Device) {
        let blind = self.settings.blind;
        let by = match device {
            Device::Sighted => !blind,
            Device::Tactile | Device::Pad => blind,
            Device::Assist => self.keeper.running_side().unwrap_or(!self.game.turn()),
        };
        self.press(now, by);
    }

    /// A clock command of the assistant or the arbiter.
    fn clock_cmd(&mut self, now: Timestamp, cmd: ClockCmd) {
        if let ClockCmd::Press(by) = cmd {
            return self.press(now, by);
        }
        self.check_clock(now);
        self.keeper.command(now, cmd, &mut self.out);
    }

    /// What the electronic clock shows, or `None`: none is connected (issue 16). The
    /// clock follows it; a flag it shows is decided at once (6.8).
    fn clock_reading(&mut self, now: Timestamp, reading: Option<ClockReading>) {
        self.keeper.reading(now, reading, &mut self.game, &self.settings, &mut self.out);
        self.check_clock(now);
    }

    /// The `time` key: both clocks, only on request (R-51, E2.9d). Under 2023 the move
    /// count follows: the talking clock "should be able to announce the time and number
    /// of moves" (D.2.6.1; D.2.10.4).
    fn tell_time(&mut self, now: Timestamp) {
        if !self.settings.duty(Duty::Inform) {
            return self.out.say(now, Msg::DutyOff(Duty::Inform));
        }
        self.check_clock(now);
        self.keeper.tell_time(now, &mut self.out);
        if self.settings.edition.time_tells_moves() && self.keeper.clock().is_some() {
            let count = Msg::MoveCount { moves: self.game.completed_moves(), to_move: self.game.turn() };
            self.out.say(now, count);
        }
    }

    /// The `arbiter` key: the clocks stop and the arbiter is called (6.12b).
    fn call_arbiter(&mut self, now: Timestamp) {
        self.check_clock(now);
        if self.keeper.following() {
            // taktil cannot stop the clock on the table (6.12b: the player stops it).
            return self.out.say(now, Msg::ExternalArbiterCalled);
        }
        self.keeper.stop(now);
        self.out.say(now, Msg::ArbiterCalled);
    }

    /// A claim that a flag has fallen (6.8): the first fallen flag not yet decided,
    /// of `against` only when given (a player claims his opponent's flag). `false`
    /// if there is none.
    fn claim_time(&mut self, now: Timestamp, against: Option<Color>) -> bool {
        self.check_clock(now);
        if self.game.end().is_some() {
            return true;
        }
        let Some(color) = self.keeper.fallen_flag(now, against) else { return false };
        if self.keeper.quickplay().is_some() {
            // 10.2b (III.5.2): a quickplay claim waits; the arbiter declares the result.
            let edition = self.settings.edition;
            self.out.say(now, Msg::FlagAwaitsArbiter { color, edition });
            return true;
        }
        let ending = rule_on_time(now, color, &self.game, &mut self.out);
        self.end(ending);
        true
    }

    // Draws and the adjournment.

    fn offer_draw(&mut self, now: Timestamp, by: Color) {
        let ending = self.draws.offer(now, by, &mut self.game, self.settings.edition, &mut self.out);
        self.end_if(ending);
    }

    /// The blind player's `claim` key: a claim on the opponent's time if his flag is
    /// down, else a draw claim under 9.2 or 9.3.
    fn claim_key(&mut self, now: Timestamp) {
        let blind = self.settings.blind;
        if self.game.end().is_some() {
            return self.out.say(now, Msg::GameIsOver);
        }
        if self.game.is_adjourned() {
            return self.out.say(now, Msg::GameAdjourned);
        }
        if self.claim_time(now, Some(!blind)) {
            return;
        }
        if self.game.turn() != blind {
            self.out.say(now, Msg::ClaimNotOnMove);
        } else if (self.tactile.touched() || !self.record.upheld().is_empty())
            && self.settings.edition.touch_loses_claim()
        {
            // 9.4 (2009): he touched a piece without claiming. Under 2001 9.4 only
            // making a move loses the right; the touched piece still binds (4.3).
            self.out.say(now, Msg::ClaimLapsed);
        } else if let Some(claim) = self.game.claimable() {
            self.end(drawn_by_claim(now, claim));
        } else {
            self.draws.declare_claim(now, blind, &mut self.keeper, &mut self.out);
            // 9.1b(3) (2001 9.1c): the claim is also a draw offer.
            self.draws.claim_offers(now, blind, blind, true, &mut self.out);
        }
    }

    /// `claim draw [<SAN>]` from the assistant, for the side to move.
    fn claim_draw(&mut self, now: Timestamp, declared: Option<&shakmaty::san::San>) {
        if self.refuse_move_command(now) {
            return;
        }
        let by = self.game.turn();
        let blind = self.settings.blind;
        // 9.4 (2009, 2023): a player who touched a piece as in 4.3 loses the right to
        // claim on that move: a touch the arbiter upheld (the blind player's peg lift
        // is judged on his own key). 2001 9.4: only a move.
        if !self.record.upheld().is_empty() && self.settings.edition.touch_loses_claim() {
            return self.out.note(now, Msg::ClaimLapsed);
        }
        match declared {
            None => match self.game.claimable() {
                Some(claim) => self.end(drawn_by_claim(now, claim)),
                None => {
                    self.keeper.incorrect_claim(now, by, &self.settings, &mut self.out);
                    // 9.1b(3) (2001 9.1c): the claim is also a draw offer, and it stands.
                    self.draws.claim_offers(now, by, blind, false, &mut self.out);
                    self.draws.tell_claim_offer(now, blind, &mut self.out);
                }
            },
            Some(san) => match san.to_move(self.game.position()) {
                Ok(m) if self.refuse_upheld(now, m) => {}
                Ok(m) => {
                    self.draws.declare_claim(now, by, &mut self.keeper, &mut self.out);
                    self.draws.claim_offers(now, by, blind, false, &mut self.out);
                    self.make(now, Device::Assist, m);
                }
                Err(_) => self.out.note(now, Msg::AssistMoveRejected),
            },
        }
    }

    /// `seal <move>`: the player on move seals his move and the game is adjourned; the
    /// clock stops and the move stays secret (E2.9f). It is recorded as written,
    /// whatever it is: the envelope is judged only at the resumption (guideline 8).
    fn seal(&mut self, now: Timestamp, written: &str) {
        if !self.settings.duty(Duty::Adjourn) {
            return self.out.note(now, Msg::DutyOff(Duty::Adjourn));
        }
        if self.refuse_move_command(now) {
            return;
        }
        self.game.adjourn(written.to_owned());
        self.keeper.stop(now);
        self.out.say(now, Msg::Adjourned);
    }

    /// `resume`: the sealed move is opened; a good one is made and the opponent's clock
    /// starts, a faulty one loses (guideline 8 (2009), A8 (2001)).
    fn resume(&mut self, now: Timestamp) {
        let Some(written) = self.game.resume() else {
            let why = if self.game.end().is_some() { Msg::GameIsOver } else { Msg::NotAdjourned };
            return self.out.note(now, why);
        };
        self.out.say(now, Msg::Resumed);
        self.keeper.resume(now);
        match self.game.read_sealed(&written) {
            Ok(m) => self.make(now, Device::Assist, m),
            Err(fault) => self.sealed_fault(now, written, fault),
        }
    }

    /// A sealed move that is ambiguous, unclear or illegal loses for the player who
    /// sealed it, "with the exception of the cases in 6.9 and 9.6" (guideline 8): a
    /// draw if his opponent cannot mate by any legal sequence.
    fn sealed_fault(&mut self, now: Timestamp, written: String, fault: msg::SealFault) {
        let by = self.game.turn();
        self.out.say(now, Msg::SealedMoveFaulty { written, fault });
        let (outcome, reason) = if self.game.cannot_mate(!by) {
            (KnownOutcome::Draw, EndReason::SealedMoveNoMate { by, fault })
        } else {
            (KnownOutcome::Decisive { winner: !by }, EndReason::SealedMove(fault))
        };
        self.end(Ending { at: now, outcome, reason });
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

#[cfg(test)]
mod clock_tests;
#[cfg(test)]
mod tests;
