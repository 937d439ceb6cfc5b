//! The rules core: peg events in, moves and messages out.
//!
//! Pure and deterministic: the same inputs at the same timestamps give the same
//! outputs. It reads no clock and touches no device; the shell feeds it inputs with
//! their time, calls [`Companion::handle_timeout`] at the instant
//! [`Companion::poll_timeout`] names, and drains [`Companion::poll_output`].
//!
//! Each physical board is a [`track::Track`]. What its events mean depends on whose
//! move it is ([`track::Role`]): the blind player's own move (touch-move binds, E2.2),
//! a move carried without touch-move (the sighted player's move, transferred by the
//! blind player or made on an electronic board), or catching up with a move made
//! elsewhere.

mod boards;
pub mod catchup;
mod claims;
pub mod clock;
mod clocking;
pub mod duty;
pub mod game;
pub mod infer;
pub mod input;
pub mod msg;
pub mod output;
pub mod penalty;
pub mod physical;
pub mod ruling;
pub mod settings;
pub mod spoken;
pub mod time;
pub mod timecontrol;
pub mod touch;
pub mod track;

use std::collections::VecDeque;

use shakmaty::{ByColor, Chess, Color, KnownOutcome, Move, Position, Role as PieceRole, Square};

use crate::core::{
    duty::Duty,
    game::Game,
    input::{AssistCmd, BoardMsg, Cell, Device, Input, Key},
    msg::{Msg, PieceGroup},
    output::{HostCmd, MadeMove, Output, Timed},
    physical::{Lift, Physical},
    settings::{AnnounceMode, Settings},
    spoken::Spoken,
    time::Timestamp,
    track::{Role, Status, Track, Wake},
};

/// The most guidance steps spoken at once.
const GUIDANCE_STEPS: usize = 4;

/// The companion's rules engine.
#[derive(Debug)]
pub struct Companion {
    settings: Settings,
    game: Game,
    tactile: Track,
    sighted: Track,
    /// The sighted board reports its own events (it is electronic).
    sighted_electronic: bool,
    out: VecDeque<Timed>,
    /// Refused illegal placements per player (7.4, R-61).
    illegal: ByColor<u32>,
    /// Last sequence number per device (tactile, sighted, pad).
    seq: [Option<u32>; 3],
    /// Lifts waiting out the bounce time before they count as touches.
    touch_due: Vec<(Timestamp, Square)>,
    told_over: bool,
    /// The game's clock, when there is a time control.
    clock: Option<clock::Clock>,
    /// Flags already acted on: written for the arbiter, and decided or left for a claim.
    flag_seen: ByColor<bool>,
    /// The low-time warning was given and the time has not risen above it since.
    low_warned: bool,
    /// A standing draw offer, by this side (9.1b).
    offer: Option<Color>,
    /// An offer made on move: it goes with the offerer's next move ("(=)").
    offer_next: Option<Color>,
    /// A draw claim waiting for the claimant's declared move (9.2a, 9.3a).
    claim: Option<Color>,
    /// The sealed move of an adjourned game (E2.9f).
    adjourned: Option<Move>,
    /// Illegal moves ruled by the arbiter, per player (7.4b).
    ruled_illegal: ByColor<u32>,
    /// The sighted player's scoresheet, as entered.
    sighted_sheet: Vec<shakmaty::san::San>,
    /// The sighted player's ordinary board, as last entered.
    sighted_board: Option<[Cell; 64]>,
}

impl Companion {
    /// A new game.
    pub fn new(settings: Settings) -> Companion {
        let game = Game::new(settings.start.position.clone(), settings.start.castling);
        let tactile = Track::new(Device::Tactile, game.position(), game.legal());
        let sighted = Track::new(Device::Sighted, game.position(), game.legal());
        let mut companion = Companion {
            settings,
            game,
            tactile,
            sighted,
            sighted_electronic: false,
            out: VecDeque::new(),
            illegal: ByColor::default(),
            seq: [None; 3],
            touch_due: Vec::new(),
            told_over: false,
            clock: None,
            flag_seen: ByColor::default(),
            low_warned: false,
            offer: None,
            offer_next: None,
            claim: None,
            adjourned: None,
            ruled_illegal: ByColor::default(),
            sighted_sheet: Vec::new(),
            sighted_board: None,
        };
        companion.clock = companion.new_clock();
        companion
    }

    /// Feeds one input. Never fails: problems become outputs.
    pub fn handle(&mut self, now: Timestamp, input: Input) {
        self.check_clock(now);
        match input {
            Input::Board { device, msg, seq } => {
                self.check_seq(now, device, seq);
                match msg {
                    BoardMsg::Hello { .. } => self.push(now, Output::Request(device, HostCmd::Snap)),
                    BoardMsg::Key(key) => self.key(now, device, key),
                    BoardMsg::Lift(sq) => self.board_event(now, device, BoardEvent::Lift(sq)),
                    BoardMsg::Place(sq, cell) => self.board_event(now, device, BoardEvent::Place(sq, cell)),
                    BoardMsg::Snapshot(cells) => self.board_event(now, device, BoardEvent::Snapshot(*cells)),
                }
            }
            Input::Assist(cmd) => self.assist(now, cmd),
        }
    }

    /// Call at (or after) the instant returned by [`Companion::poll_timeout`].
    pub fn handle_timeout(&mut self, now: Timestamp) {
        self.check_clock(now);
        self.confirm_touches(now, false);
        for device in [Device::Tactile, Device::Sighted] {
            if let Some((at, wake)) = self.track(device).wake
                && at <= now
            {
                self.track_mut(device).wake = None;
                self.wake(at, device, wake);
            }
        }
    }

    /// The next instant at which [`Companion::handle_timeout`] must be called.
    pub fn poll_timeout(&self) -> Option<Timestamp> {
        let touches = self.touch_due.iter().map(|(t, _)| *t);
        let wakes = [&self.tactile, &self.sighted].into_iter().filter_map(|t| t.wake.map(|(at, _)| at));
        touches.chain(wakes).chain(self.clock_deadline()).min()
    }

    /// The end of a recorded session: a held position counts as settled (product.md,
    /// announce mode `auto`). Guidance timers are dropped.
    pub fn finish(&mut self, _now: Timestamp) {
        self.confirm_touches(Timestamp(u64::MAX), true);
        for device in [Device::Tactile, Device::Sighted] {
            if let Some((at, Wake::Settle)) = self.track(device).wake {
                self.track_mut(device).wake = None;
                self.wake(at, device, Wake::Settle);
            }
        }
    }

    /// The next output, oldest first.
    pub fn poll_output(&mut self) -> Option<Timed> {
        self.out.pop_front()
    }

    /// The game position.
    pub fn position(&self) -> &Chess {
        self.game.position()
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

    /// The clock, when the game has a time control.
    pub fn clock(&self) -> Option<&clock::Clock> {
        self.clock.as_ref()
    }

    /// Refused illegal placements of one player so far.
    pub fn illegal_count(&self, color: Color) -> u32 {
        self.illegal[color]
    }

    fn push(&mut self, t: Timestamp, output: Output) {
        self.out.push_back(Timed { t, output });
    }

    fn say(&mut self, t: Timestamp, msg: Msg) {
        self.push(t, Output::Say(msg));
    }

    fn track(&self, device: Device) -> &Track {
        if device == Device::Sighted { &self.sighted } else { &self.tactile }
    }

    fn track_mut(&mut self, device: Device) -> &mut Track {
        if device == Device::Sighted { &mut self.sighted } else { &mut self.tactile }
    }

    /// A gap in a device's sequence numbers means lost lines: ask for a snapshot.
    fn check_seq(&mut self, now: Timestamp, device: Device, seq: Option<u32>) {
        let slot = match device {
            Device::Tactile => 0,
            Device::Sighted => 1,
            Device::Pad => 2,
            Device::Assist => return,
        };
        let Some(seq) = seq else { return };
        let gap = self.seq[slot].is_some_and(|last| seq != last.wrapping_add(1));
        self.seq[slot] = Some(seq);
        if gap {
            self.resync(now, device);
        }
    }

    fn resync(&mut self, now: Timestamp, device: Device) {
        if device == Device::Tactile {
            self.say(now, Msg::Resync);
        } else {
            self.push(now, Output::Note(Msg::Resync));
        }
        self.push(now, Output::Request(device, HostCmd::Snap));
    }

    /// What a board's events mean now.
    fn role(&self, device: Device) -> Role {
        // An adjourned game waits for the sealed move (E2.9f).
        if self.game.end().is_some() || self.adjourned.is_some() {
            return Role::Idle;
        }
        let blind_to_move = self.game.turn() == self.settings.blind;
        let track = self.track(device);
        match device {
            Device::Tactile if !track.synced => Role::Sync,
            Device::Tactile if blind_to_move => Role::Own,
            Device::Tactile if self.sighted_electronic => Role::Sync,
            Device::Tactile => Role::Carry,
            // An ordinary sighted board reports nothing; taktil does not track it.
            Device::Sighted if !self.sighted_electronic => Role::Idle,
            Device::Sighted if !track.synced => Role::Sync,
            Device::Sighted if blind_to_move => Role::Sync,
            Device::Sighted => Role::Carry,
            Device::Pad | Device::Assist => Role::Idle,
        }
    }

    fn board_event(&mut self, now: Timestamp, device: Device, event: BoardEvent) {
        if device == Device::Sighted && !self.sighted_electronic {
            self.sighted_electronic = true;
            self.sighted.rebase(self.game.position(), self.game.legal());
        }
        if self.game.end().is_some() {
            if !self.told_over {
                self.told_over = true;
                self.say(now, Msg::GameIsOver);
            }
            return;
        }
        // A carried move is complete once a peg outside it is lifted: the player has
        // gone on to the next move.
        if let (BoardEvent::Lift(sq), Role::Carry, Status::Move(m)) =
            (&event, self.role(device), &self.track(device).status)
            && !footprint(self.game.position(), *m).contains(*sq)
        {
            let m = *m;
            self.make(now, device, m);
        }
        let role = self.role(device);
        let bounce = self.settings.bounce_ms;
        let track = self.track_mut(device);
        let mut fault = false;
        match event {
            BoardEvent::Lift(sq) => {
                let cell = track.phys.cell(sq);
                if !cell.is_occupied() {
                    fault = true;
                } else {
                    track.phys.set(sq, Cell::Empty);
                    let adjust = track.log.adjusting;
                    track.log.lifts.push(Lift { square: sq, at: now, adjust });
                    let first = track.log.lifts.iter().filter(|l| l.square == sq).count() == 1;
                    if role == Role::Own && !adjust && first && track.reference.board().piece_at(sq).is_some() {
                        self.touch_due.push((now.plus(bounce + 1), sq));
                    }
                }
            }
            BoardEvent::Place(sq, cell) => {
                if track.phys.cell(sq).is_occupied() {
                    fault = true;
                } else {
                    let cell = if cell == Cell::Occupied { Cell::Occupied } else { cell };
                    track.phys.set(sq, cell);
                    let last_lift = track.log.lifts.iter().rposition(|l| l.square == sq);
                    let placed_since = last_lift.and_then(|i| {
                        let at = track.log.lifts[i].at;
                        track.log.last_place_at(sq).map(|p| p >= at)
                    });
                    match last_lift {
                        // Sensor bounce: a lift and place on one hole within the bounce
                        // time is not a touch (product.md, TBP/1).
                        Some(i) if now.since(track.log.lifts[i].at) <= bounce && placed_since != Some(true) => {
                            track.log.lifts.remove(i);
                            self.touch_due.retain(|(_, s)| *s != sq);
                        }
                        // An adjusted peg back in its own hole: the adjustment is over (4.2).
                        Some(i) if track.log.lifts[i].adjust && placed_since != Some(true) => {
                            track.log.lifts.remove(i);
                            if !track.log.lifts.iter().any(|l| l.adjust) {
                                track.log.adjusting = false;
                            }
                        }
                        _ => {
                            track.log.places.push((sq, now));
                            track.log.last_place = Some(sq);
                        }
                    }
                }
            }
            BoardEvent::Snapshot(cells) => {
                // The snapshot is the truth; holes that changed are read as lifts and
                // places at this instant, not as touches (their order is unknown).
                let snap = Physical::from_cells(cells);
                for sq in track.phys.occupied() & !snap.occupied() {
                    track.log.lifts.push(Lift { square: sq, at: now, adjust: true });
                }
                for sq in snap.occupied() & !track.phys.occupied() {
                    track.log.places.push((sq, now));
                    track.log.last_place = Some(sq);
                }
                track.phys = snap;
            }
        }
        if fault {
            // A lift from an empty hole or a peg into a full one: lines were lost.
            self.resync(now, device);
            return;
        }
        self.evaluate(now, device, Trigger::Event);
    }

    fn confirm_touches(&mut self, now: Timestamp, all: bool) {
        let (due, rest): (Vec<_>, Vec<_>) = self.touch_due.drain(..).partition(|(t, _)| all || *t <= now);
        self.touch_due = rest;
        for (t, sq) in due {
            if let Some(piece) = self.tactile.reference.board().piece_at(sq)
                && self.tactile.log.first_lift(sq).is_some()
            {
                self.push(t, Output::Touch { square: sq, piece });
                self.touched_by(t, self.settings.blind);
            }
        }
    }

    /// Works out the board's status after a change or a key, and acts on it.
    fn evaluate(&mut self, now: Timestamp, device: Device, trigger: Trigger) {
        let role = self.role(device);
        let status = self.status(device, role);
        let settle = self.settings.settle_ms;
        let divergence = self.settings.divergence_ms;
        let confirm = self.settings.announce == AnnounceMode::Confirm && role == Role::Own;
        let track = self.track_mut(device);
        track.status = status.clone();
        if role == Role::Sync && status == Status::Quiet {
            let track = if device == Device::Sighted { &mut self.sighted } else { &mut self.tactile };
            let was_wrong = std::mem::take(&mut track.mismatch);
            track.rebase(self.game.position(), self.game.legal());
            if was_wrong {
                self.push(now, Output::Matched { device });
                if device == Device::Sighted {
                    self.push(now, Output::Note(Msg::BoardMatches { by: !self.settings.blind }));
                }
            }
            return;
        }
        match trigger {
            Trigger::Event => {
                track.wake = match &status {
                    Status::Move(m) if !confirm => {
                        let delay = if infer::could_be_castling(&track.reference, &track.legal, *m) {
                            divergence
                        } else {
                            settle
                        };
                        Some((now.plus(delay), Wake::Settle))
                    }
                    Status::Promotion(_) if !confirm => Some((now.plus(settle), Wake::Settle)),
                    Status::Violation(..) | Status::Illegal(_) if !confirm => Some((now.plus(settle), Wake::Settle)),
                    Status::Violation(..) | Status::Illegal(_) | Status::Behind => {
                        Some((now.plus(divergence), Wake::Guide))
                    }
                    _ => None,
                };
            }
            Trigger::Announce => {
                track.wake = None;
                if matches!(status, Status::Quiet | Status::Busy) {
                    self.say(now, Msg::NoMove);
                } else {
                    self.act(now, device, role, status, true);
                }
            }
            // The piece named after taktil asked is the announcement of it (E2.1); named
            // before, it waits for the settle time (auto) or the announce key (confirm).
            Trigger::PromotionKey => {
                if let Status::Move(m) = status {
                    if track.asked {
                        self.make(now, device, m);
                    } else if !confirm {
                        track.wake = Some((now.plus(settle), Wake::Settle));
                    }
                }
            }
        }
    }

    fn wake(&mut self, at: Timestamp, device: Device, wake: Wake) {
        let role = self.role(device);
        // Nothing moved since the status was worked out: the wake is set by events.
        let status = self.track(device).status.clone();
        match wake {
            Wake::Settle => self.act(at, device, role, status, true),
            Wake::Guide => self.act(at, device, role, status, false),
        }
    }

    /// Announces, refuses or guides. `decisive`: the player (or the settle time)
    /// presents this position as his move; a refusal then counts (7.4).
    fn act(&mut self, now: Timestamp, device: Device, role: Role, status: Status, decisive: bool) {
        let speak_to_player = device == Device::Tactile;
        match status {
            Status::Move(m) => {
                if decisive {
                    self.make(now, device, m);
                }
            }
            Status::Promotion(moves) => {
                let track = self.track_mut(device);
                if !track.asked {
                    track.asked = true;
                    let to = moves.first().map(|m| m.to());
                    if let Some(to) = to {
                        self.say(now, Msg::AskPromotion(to));
                    }
                }
            }
            Status::Violation(m, obligation) => {
                let steps = {
                    let t = self.track(device);
                    infer::guidance(&t.reference, &t.phys, &t.log, Some(m), GUIDANCE_STEPS)
                };
                if self.fresh_guidance(device, &steps, Some(Msg::TouchMove(obligation))) {
                    self.say(now, Msg::TouchMove(obligation));
                    for s in steps {
                        self.say(now, s);
                    }
                    let by = self.game.turn();
                    if decisive {
                        self.push(now, Output::Note(Msg::TouchMoveRecorded { by }));
                    }
                }
            }
            Status::Illegal(why) => {
                let steps = {
                    let t = self.track(device);
                    infer::guidance(&t.reference, &t.phys, &t.log, None, GUIDANCE_STEPS)
                };
                if self.fresh_guidance(device, &steps, Some(Msg::Illegal(why))) {
                    let tell = |msg| if speak_to_player { Output::Say(msg) } else { Output::Note(msg) };
                    self.push(now, tell(Msg::Illegal(why)));
                    for s in steps {
                        self.push(now, tell(s));
                    }
                    // Only the blind player's own placements count (7.4); a wrong
                    // transfer is a board difference, not a move.
                    if decisive && role == Role::Own {
                        let by = self.game.turn();
                        self.illegal[by] += 1;
                        let count = self.illegal[by];
                        let penalty = self.settings.edition.illegal_move_penalty(count);
                        self.push(now, Output::Note(Msg::IllegalCounted { by, count, penalty }));
                    }
                }
            }
            // E2.9a: guiding the board that must catch up is the transfer duty.
            Status::Behind if !self.settings.duty(Duty::Transfer) => {}
            Status::Behind => {
                let steps = {
                    let t = self.track(device);
                    catchup::steps(self.game.position(), &t.phys, self.game.before_last())
                };
                if self.fresh_guidance(device, &steps, None) {
                    let squares = catchup::wrong_squares(self.game.position().board(), &self.track(device).phys);
                    self.track_mut(device).mismatch = true;
                    self.push(now, Output::Mismatch { device, squares: squares.into_iter().collect() });
                    if speak_to_player {
                        // Spoken one square at a time: the next step when this one is done.
                        if let Some(first) = steps.into_iter().next() {
                            self.say(now, first);
                        }
                    } else {
                        self.push(now, Output::Note(Msg::BoardDiffers { by: !self.settings.blind }));
                        for s in steps.into_iter().take(GUIDANCE_STEPS) {
                            self.push(now, Output::Note(s));
                        }
                    }
                }
            }
            Status::Quiet | Status::Busy => {}
        }
    }

    /// Whether this guidance differs from the last given on this board (it is not
    /// repeated word for word).
    fn fresh_guidance(&mut self, device: Device, steps: &[Msg], head: Option<Msg>) -> bool {
        let mut all: Vec<Msg> = head.into_iter().collect();
        all.extend_from_slice(steps);
        let track = self.track_mut(device);
        if track.last_guidance == all {
            return false;
        }
        track.last_guidance = all;
        true
    }

    /// The status of a board against its reference position.
    fn status(&self, device: Device, role: Role) -> Status {
        let track = self.track(device);
        match role {
            Role::Idle => Status::Quiet,
            Role::Sync => {
                if track.phys.shows(self.game.position().board()) {
                    Status::Quiet
                } else {
                    Status::Behind
                }
            }
            Role::Own | Role::Carry => {
                let pos = &track.reference;
                let found = infer::candidates(pos, &track.legal, &track.phys, &track.log);
                if found.is_empty() {
                    return match infer::classify(pos, &track.legal, &track.phys, &track.log) {
                        infer::Shape::Illegal(why) => Status::Illegal(why),
                        infer::Shape::Unchanged => Status::Quiet,
                        infer::Shape::Incomplete | infer::Shape::UnderWay => Status::Busy,
                    };
                }
                let mut found = found;
                if role == Role::Own {
                    let touched = touch::touches(pos, &track.log);
                    if let Some(rule) = touch::rule(pos, &track.legal, &touched, self.settings.together_ms) {
                        let allowed: Vec<Move> = found.iter().copied().filter(|m| rule.allowed.allows(*m)).collect();
                        if allowed.is_empty() {
                            return Status::Violation(found[0], rule.obligation);
                        }
                        found = allowed;
                    }
                }
                if found.len() > 1 {
                    found = castle_or_rook_move(&track.log, found, self.settings.together_ms);
                }
                if found.len() > 1 && found.iter().all(|m| m.is_promotion()) {
                    let named = track.log.promotion.or_else(|| match track.phys.cell(found[0].to()) {
                        Cell::Piece(p) => Some(p.role),
                        _ => None,
                    });
                    return match named.and_then(|r| found.iter().copied().find(|m| m.promotion() == Some(r))) {
                        Some(m) => Status::Move(m),
                        None => Status::Promotion(found),
                    };
                }
                Status::Move(found[0])
            }
        }
    }

    /// Makes a move: record, announcement, clock (E2.3), end of game and draw claims.
    fn make(&mut self, now: Timestamp, device: Device, m: Move) {
        // The flag must still be up when the move is made: one that fell by now
        // is decided first, and may end the game.
        self.check_clock(now);
        if self.game.end().is_some() {
            return;
        }
        let played = self.game.play(m, device);
        let by = played.made.by;
        // 9.1b: the offered player has touched a piece; an offer made on move goes
        // with the move the offerer makes.
        self.touched_by(now, by);
        if self.offer_next == Some(by) {
            self.offer_next = None;
            self.game.mark_offer(by);
        }
        let claimed = self.claim == Some(by);
        let ends = played.end.is_some() || (claimed && played.claim.is_some());
        let mut pressed = None;
        if ends {
            // a move that ends the game needs no press.
            if let Some(clock) = &mut self.clock {
                clock.stop(now);
            }
        } else if self.presses_for(by) {
            if claimed && let Some(clock) = &mut self.clock {
                clock.resume(now);
            }
            // E2.3: only now, with the move made, does the opponent's clock start.
            pressed = self.press_clock(now, by).ok();
        }
        if pressed.is_none()
            && let Some(clock) = &self.clock
        {
            self.game.stamp(clock.snapshot(now));
        }
        let made = self.game.moves().last().cloned().unwrap_or(played.made);
        self.push(now, Output::Move(made));
        let sighted_unspoken = by != self.settings.blind && !self.settings.duty(Duty::Announce);
        if sighted_unspoken {
            // E2.9b is the human assistant's: the move is shown, not spoken.
            self.push(now, Output::Note(Msg::Move(played.spoken)));
        } else {
            self.say(now, Msg::Move(played.spoken));
        }
        if let Some(times) = pressed
            && (times.is_some() || by == self.settings.blind)
        {
            self.push(now, Output::Clock { start: !by, times });
        }
        if let Some((outcome, reason)) = played.end {
            self.end(now, outcome, reason);
        } else if !self.settle_claim(now, by, played.claim)
            && let Some(claim) = played.claim
        {
            // A claimable draw is written for the assistant and arbiter, not spoken:
            // telling a player he may claim would be advice a sighted player does not
            // get.
            self.push(now, Output::Note(Msg::DrawClaimable(claim)));
        }
        self.touch_due.clear();
        self.tactile.rebase(self.game.position(), self.game.legal());
        // An ordinary sighted board is not tracked: nothing to rebase.
        if self.sighted_electronic {
            self.sighted.rebase(self.game.position(), self.game.legal());
        }
        // The board the move came from shows it; the other one now has to catch up.
        let guide_at = now.plus(self.settings.divergence_ms);
        for d in [Device::Tactile, Device::Sighted] {
            if self.role(d) == Role::Sync {
                let track = self.track_mut(d);
                track.status = Status::Behind;
                track.wake = Some((guide_at, Wake::Guide));
            }
        }
    }

    /// An assistant's or arbiter's command.
    fn assist(&mut self, now: Timestamp, cmd: AssistCmd) {
        match cmd {
            AssistCmd::Move(san) => self.assist_move(now, &san),
            AssistCmd::Key(key) => self.key(now, Device::Assist, key),
            AssistCmd::Clock(cmd) => self.clock_cmd(now, cmd),
            AssistCmd::ClaimTime => {
                if !self.claim_time(now, None) {
                    self.push(now, Output::Note(Msg::NoFlag));
                }
            }
            AssistCmd::ClaimDraw(san) => self.claim_draw(now, san.as_ref()),
            AssistCmd::DrawOffer(by) => self.offer_draw(now, by),
            AssistCmd::DrawAccept => self.answer_draw(now, true),
            AssistCmd::DrawDecline => self.answer_draw(now, false),
            AssistCmd::Touched(square) => self.report_touch(now, square),
            AssistCmd::Illegal(by) => self.rule_illegal(now, by),
            AssistCmd::Seal(san) => self.seal(now, &san),
            AssistCmd::Resume => self.resume(now),
            AssistCmd::Sheet(moves) => self.enter_sheet(now, moves),
            AssistCmd::Board(cells) => self.enter_board(now, *cells),
            AssistCmd::Reconcile => self.reconcile(now),
        }
    }

    /// Whether an assistant's move, claim or seal must wait: the game is over, or
    /// adjourned (its next move is the sealed one, E2.9f). Writes why.
    fn refuse_move_command(&mut self, now: Timestamp) -> bool {
        let why = if self.game.end().is_some() {
            Msg::GameIsOver
        } else if self.adjourned.is_some() {
            Msg::GameAdjourned
        } else {
            return false;
        };
        self.push(now, Output::Note(why));
        true
    }

    fn assist_move(&mut self, now: Timestamp, san: &shakmaty::san::San) {
        if self.refuse_move_command(now) {
            return;
        }
        match san.to_move(self.game.position()) {
            Ok(m) => self.make(now, Device::Assist, m),
            Err(_) => self.push(now, Output::Note(Msg::AssistMoveRejected)),
        }
    }

    fn key(&mut self, now: Timestamp, device: Device, key: Key) {
        let role = self.role(Device::Tactile);
        match key {
            Key::Announce => match role {
                Role::Own | Role::Carry => self.evaluate(now, Device::Tactile, Trigger::Announce),
                _ if self.game.end().is_some() => self.say(now, Msg::GameIsOver),
                _ => self.say(now, Msg::NoMove),
            },
            Key::Queen | Key::Rook | Key::Bishop | Key::Knight => {
                if matches!(role, Role::Own | Role::Carry) {
                    self.tactile.log.promotion = key.promotion_role();
                    self.evaluate(now, Device::Tactile, Trigger::PromotionKey);
                } else {
                    self.push(now, Output::Note(Msg::KeyIgnored(key)));
                }
            }
            Key::Adjust => {
                if role == Role::Own {
                    self.tactile.log.adjusting = true;
                    self.say(now, Msg::Adjust);
                } else {
                    self.push(now, Output::Note(Msg::KeyIgnored(key)));
                }
            }
            Key::Repeat => {
                let msg = self.game.moves().last().map_or(Msg::NoMoveYet, |m| Msg::LastMove(spoken(m)));
                self.say(now, msg);
                // A board still behind the game hears its next step again: guidance is
                // never repeated unasked, so this is how to hear it twice.
                if self.tactile.mismatch
                    && let Some(step) = self.tactile.last_guidance.first().cloned()
                {
                    self.say(now, step);
                }
            }
            Key::History => {
                let moves = self.game.moves();
                let from = moves.len().saturating_sub(self.settings.history_moves.max(1));
                let msg = if moves.is_empty() {
                    Msg::NoMoveYet
                } else {
                    Msg::LastMoves(moves[from..].iter().map(spoken).collect())
                };
                self.say(now, msg);
            }
            Key::File(file) => {
                let squares = shakmaty::Rank::ALL.map(|r| Square::from_coords(file, r));
                let pieces = pieces_on(self.game.position(), squares);
                self.say(now, Msg::FileReading { file, pieces });
            }
            Key::Rank(rank) => {
                let squares = shakmaty::File::ALL.map(|f| Square::from_coords(f, rank));
                let pieces = pieces_on(self.game.position(), squares);
                self.say(now, Msg::RankReading { rank, pieces });
            }
            Key::Moves if !self.settings.duty(Duty::Inform) => self.say(now, Msg::DutyOff(Duty::Inform)),
            Key::Moves => {
                let msg = Msg::MoveCount { moves: self.game.completed_moves(), to_move: self.game.turn() };
                self.say(now, msg);
            }
            Key::Position => {
                let msg = Msg::Position(piece_groups(self.game.position()));
                self.say(now, msg);
            }
            Key::Time => self.tell_time(now),
            Key::Clock => self.clock_key(now, device),
            // The sighted board's `draw` is the sighted player's offer or acceptance.
            Key::Draw if device == Device::Sighted => self.offer_draw(now, !self.settings.blind),
            Key::Draw => self.offer_draw(now, self.settings.blind),
            Key::Claim => self.claim_key(now),
            Key::Arbiter => self.call_arbiter(now),
        }
    }

    /// What a board's sensors show now (read-only, for the E2.7/E2.8 reconciliation):
    /// the tactile board always; the sighted board once it has reported (an ordinary
    /// board reports nothing: `None`); `None` for the pad and the assistant.
    pub fn board_cells(&self, device: Device) -> Option<[Cell; 64]> {
        match device {
            Device::Tactile => Some(self.tactile.phys.cells()),
            Device::Sighted if self.sighted_electronic => Some(self.sighted.phys.cells()),
            _ => None,
        }
    }
}

/// A made move as it is announced again.
fn spoken(m: &MadeMove) -> Spoken {
    Spoken { by: m.by, san: m.san, en_passant: m.m.is_en_passant(), from: m.m.from().unwrap_or(m.m.to()) }
}

/// A board event, the message parts the core acts on.
enum BoardEvent {
    Lift(Square),
    Place(Square, Cell),
    Snapshot([Cell; 64]),
}

/// Why a board is looked at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Trigger {
    /// A peg moved.
    Event,
    /// The `announce` key.
    Announce,
    /// A promotion key.
    PromotionKey,
}

/// The holes a move involves.
fn footprint(pos: &Chess, m: Move) -> shakmaty::Bitboard {
    let mut b = shakmaty::Bitboard::EMPTY;
    if let Some(from) = m.from() {
        b.add(from);
    }
    b.add(m.to());
    if let Some(c) = touch::capture_square(m) {
        b.add(c);
    }
    if let Some(side) = m.castling_side() {
        b.add(side.king_to(pos.turn()));
        b.add(side.rook_to(pos.turn()));
    }
    b
}

/// Castling and a rook move can leave the same pegs (Chess960, the king already on its
/// castling square). The king lifted first, or with the rook, means castling; the rook
/// first means a rook move (Art. 4.4).
fn castle_or_rook_move(log: &physical::Log, found: Vec<Move>, together_ms: u64) -> Vec<Move> {
    let castle = found.iter().copied().find(|m| m.is_castle());
    let Some(Move::Castle { king, rook }) = castle else { return found };
    let king_at = log.first_lift(king).map(|l| l.at.0);
    let rook_at = log.first_lift(rook).map(|l| l.at.0);
    let castles = match (king_at, rook_at) {
        (Some(k), Some(r)) => k <= r + together_ms,
        (Some(_), None) => true,
        _ => false,
    };
    found.into_iter().filter(|m| m.is_castle() == castles).collect()
}

/// The pieces on some squares, in the order given (the `file-*` and `rank-*` keys).
fn pieces_on(pos: &Chess, squares: [Square; 8]) -> Vec<(Square, shakmaty::Piece)> {
    squares.into_iter().filter_map(|sq| pos.board().piece_at(sq).map(|p| (sq, p))).collect()
}

/// The position as piece groups, White first, king to pawn (the `position` key).
fn piece_groups(pos: &Chess) -> Vec<PieceGroup> {
    let board = pos.board();
    let roles =
        [PieceRole::King, PieceRole::Queen, PieceRole::Rook, PieceRole::Bishop, PieceRole::Knight, PieceRole::Pawn];
    let mut groups = Vec::new();
    for color in [Color::White, Color::Black] {
        for role in roles {
            let squares: Vec<Square> = board.by_piece(role.of(color)).into_iter().collect();
            if !squares.is_empty() {
                groups.push(PieceGroup { piece: role.of(color), squares });
            }
        }
    }
    groups
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
