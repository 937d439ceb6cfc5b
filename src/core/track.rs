//! One physical board as the core follows it: its holes, the events since the last
//! made move, the position those events are read against, and what the board shows.
//!
//! The companion has two: the blind player's tactile board, and the sighted player's
//! board once it reports (an electronic board; an ordinary one reports nothing and is
//! not tracked). A track records each peg event (sensor bounce removed, touches of the
//! blind player's pieces waiting out the bounce time), works out its [`Status`] for the
//! board's current [`Task`], and after the settle or divergence time announces,
//! refuses or guides. What needs the rest of the game (making a move, counting an
//! illegal placement) it hands back to the companion as a [`Decision`]. Reading the
//! pegs is in `status`, what a settled board says is in `guidance`.
//!
//! What a board's events mean depends on whose move it is ([`Task`]): the blind
//! player's own move (touch-move binds, E2.2), a move carried without touch-move (the
//! sighted player's move, transferred by the blind player or made on an electronic
//! board), or catching up with a move made elsewhere.

use shakmaty::{Bitboard, Chess, Move, MoveList, Piece, Position, Role, Square};

use crate::core::{
    catchup,
    game::Game,
    infer,
    input::{Cell, Device, Key},
    msg::{Illegal, Msg, Obligation},
    outbox::Outbox,
    output::Output,
    physical::{Lift, Log, Physical, board_after, names_identity, same_peg},
    settings::{AnnounceMode, Settings},
    time::{Timestamp, earlier},
    touch,
};

/// What a board's events mean at this moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task {
    /// The blind player makes his own move: touch-move binds (E2.2).
    Own,
    /// A board carries the move of the player on move without touch-move for the blind
    /// player: the blind player transferring the sighted player's move onto the tactile
    /// board, or the sighted player moving on an electronic board.
    Carry,
    /// The board must first come to show the game position (a move made elsewhere).
    Sync,
    /// The game is over, or the board has no part in it.
    Idle,
}

/// The state of the pegs against the reference position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// Nothing to decide.
    Quiet,
    /// The board shows this move.
    Move(Move),
    /// The board shows this carried move done, and pegs outside it out of their holes:
    /// the player has gone on to the next move (Carry task).
    MovedOn(Move),
    /// The board shows a promotion; the piece is not known yet.
    Promotion(Vec<Move>),
    /// The board shows a legal move that touch-move forbids.
    Violation(Move, Obligation),
    /// The board carries a legal move of the sighted player that the touch the
    /// arbiter upheld forbids (4.3, E2.9e).
    Upheld(Move, Obligation),
    /// A peg stands where no legal move can put it.
    Illegal(Illegal),
    /// A move is under way (or pieces are in hand).
    Busy,
    /// The board does not show the game position it should (Sync task).
    Behind,
}

/// Why a board wants to be looked at again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wake {
    /// The position has been held for the settle time: announce or refuse.
    Settle,
    /// A wrong position has been held for the divergence time: guide the player.
    Guide,
}

/// A board event, the message parts the core acts on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardEvent {
    /// A peg left its hole.
    Lift(Square),
    /// A peg went into a hole.
    Place(Square, Cell),
    /// The whole board (boxed as the message brings it: events stay small to pass).
    Snapshot(Box<[Cell; 64]>),
}

/// Why a board is looked at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Trigger {
    /// A peg moved (or the board is read again: a move made, a ruling on a touch).
    Event,
    /// The board reported its holes as they already were (a snapshot confirming the
    /// events before it): nothing moved.
    Confirm,
    /// The `announce` key.
    Announce,
    /// A promotion key.
    PromotionKey,
}

/// What a recorded event was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Recorded {
    /// An ordinary lift, place or snapshot.
    Counted,
    /// A lift and place on this hole within the bounce time: sensor bounce, not a
    /// touch (product.md, TBP/1). The pair is forgotten.
    Bounce(Square),
    /// A snapshot that shows every hole as the board had already reported it: nothing
    /// moved, nothing is recorded.
    Unchanged,
}

/// A lift from an empty hole or a peg into a full one: lines from the board were lost.
/// The event is not applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lost;

/// What the board asks of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    /// The board presents this move as made: make it.
    Make(Move),
    /// The board shows this carried move made and the player gone on to the next move
    /// ([`Status::MovedOn`]): make it, then read the board again against the game after
    /// it (the next move may be on the board already).
    MakeAndRead(Move),
    /// The blind player presented an illegal placement as his move and it was refused:
    /// it counts (7.4).
    Refused,
}

/// A touch of one of the blind player's pieces that outlasted the bounce time (E2.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Touched {
    /// When the peg left its hole, plus the bounce time.
    pub at: Timestamp,
    /// Where the piece stands.
    pub square: Square,
    /// The piece.
    pub piece: Piece,
}

/// One board.
#[derive(Clone, Debug)]
pub struct Track {
    /// Which device this is.
    device: Device,
    /// The board reports its own events: always the tactile board; the sighted board
    /// once it has sent one (it is electronic).
    reports: bool,
    /// Its holes.
    phys: Physical,
    /// Events since the reference was set.
    log: Log,
    /// The position the events are read against.
    reference: Chess,
    /// Legal moves of the reference, cached.
    legal: MoveList,
    /// The board has shown the game position since it last changed.
    synced: bool,
    /// The state after the last event.
    status: Status,
    /// When to look again, and why.
    wake: Option<(Timestamp, Wake)>,
    /// The promotion question was asked for this move.
    asked: bool,
    /// The last guidance given, so it is not repeated word for word.
    last_guidance: Vec<Msg>,
    /// The board was reported as differing from the game and has not matched
    /// since.
    mismatch: bool,
    /// Lifts of the blind player's pieces waiting out the bounce time before they count
    /// as touches: when they count, and the hole.
    touch_due: Vec<(Timestamp, Square)>,
    /// The sighted player's touch upheld by the arbiter, binding the move this board
    /// carries (`Task::Carry`).
    upheld: Option<touch::Rule>,
    /// The first new piece on a promotion square this turn (4.4d, 2009).
    promoted: promotion::Finality,
    /// The holes where the game's last move, made elsewhere, must still be carried out
    /// although a board of pegs shows them full before and after it (see [`Carry`]).
    carry: Carry,
    /// A promotion piece named by a key while this board carried out the opponent's
    /// move (`Task::Carry`): if that move is no promotion, the key was for the player's
    /// own move, which comes next (E2.1: he may name the piece before he moves).
    key_ahead: Option<Role>,
}

/// What a board that must carry out the game's last move, made elsewhere (by the
/// assistant, the engine, the other board), cannot see done from its occupancy: a
/// capture's target hole holds a peg before and after it, as do the king's and rook's
/// holes a Chess960 castling swaps, and a promotion square holds the pawn's peg before
/// the new piece's. Until each has been seen exchanged the board is still carrying the
/// move out, in whatever order the player lifts the pegs, and no lift is a touch: E2.2
/// (2023 D.2.2) makes a lifted peg a touched piece for touch-move (4.3), which binds
/// the player's own move, not his executing his opponent's on his board (E2.1; 2023
/// D.2.1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Carry {
    /// Holes whose piece the move changed and whose peg must leave the hole once.
    swapped: Bitboard,
    /// The promotion square: the peg put there must be lifted again (the pawn for the
    /// new piece), unless the board names the new piece.
    promotion: Option<Square>,
}

impl Carry {
    /// Every hole of the carry-out that the pegs alone cannot show done.
    fn squares(self) -> Bitboard {
        self.swapped | self.promotion.map(Bitboard::from).unwrap_or_default()
    }
}

impl Track {
    /// A board assumed to show the game's position.
    pub fn new(device: Device, game: &Game) -> Track {
        let position = game.position();
        Track {
            device,
            reports: device == Device::Tactile,
            phys: Physical::occupied_like(position.board()),
            log: Log::default(),
            reference: position.clone(),
            legal: game.legal().clone(),
            synced: true,
            status: Status::Quiet,
            wake: None,
            asked: false,
            last_guidance: Vec::new(),
            mismatch: false,
            touch_due: Vec::new(),
            upheld: None,
            promoted: promotion::Finality::default(),
            carry: Carry::default(),
            key_ahead: None,
        }
    }

    /// Reads events from here on against the game's position.
    ///
    /// After a carried move made as [`Status::MovedOn`], the pegs lifted outside it
    /// stay in hand in the new turn: the board shows the game but for them. They are
    /// not touches: when each left its hole the player was not yet seen on move (the
    /// transfer was not complete, or the lines that would tell were lost), and a touch
    /// that cannot be shown binds no one (4.3: the doubt benefits the player, rules.md
    /// 2.2); a lift during the transfer is no touch anyway (E2.2, R-13).
    pub fn rebase(&mut self, game: &Game) {
        let position = game.position();
        let in_hand = self.pegs_in_hand(position);
        self.log.clear();
        self.log.lifts.extend(in_hand.iter().copied());
        self.reference = position.clone();
        self.legal = game.legal().clone();
        self.synced = !in_hand.is_empty() || self.phys.shows(position.board());
        self.status = Status::Quiet;
        self.wake = None;
        self.asked = false;
        self.last_guidance.clear();
        self.promoted = promotion::Finality::default();
        self.carry = Carry::default();
        self.key_ahead = None;
    }

    /// Reads events from here on against the game's position after its last move,
    /// made elsewhere (`source`: this board showed it). A board that did not show it
    /// must still carry it out: until it has done so where the pegs alone cannot tell
    /// ([`Carry`]), it catches up and its lifts are no touches (E2.2; 2023 D.2.2). Pegs
    /// it lifted there before the move was entered count as carried out.
    pub fn rebase_after_move(&mut self, game: &Game, source: bool) {
        let lifted = self.log.lifted();
        let ahead = self.key_ahead.filter(|_| game.before_last().is_some_and(|(_, m)| !m.is_promotion()));
        self.rebase(game);
        self.log.promotion = ahead;
        let Some((before, m)) = game.before_last().filter(|_| !source && self.reports) else { return };
        let (was, now) = (before.board(), game.position().board());
        let swapped: Bitboard =
            (was.occupied() & now.occupied()).into_iter().filter(|sq| was.piece_at(*sq) != now.piece_at(*sq)).collect();
        self.carry = Carry { swapped: swapped & !lifted, promotion: m.is_promotion().then(|| m.to()) };
        if self.carry_pending().any() {
            self.synced = false;
        }
    }

    /// The holes of the carry-out not yet seen exchanged: the swapped ones whose peg has
    /// not left the hole, and the promotion square until a peg put there was lifted
    /// again (or the board names a piece there that is no pawn).
    fn carry_pending(&self) -> Bitboard {
        let mut pending = self.carry.swapped & !self.log.lifted();
        if let Some(sq) = self.carry.promotion {
            let named = matches!(self.phys.cell(sq), Cell::Piece(p) if p.role != Role::Pawn);
            let exchanged = self
                .log
                .lifts
                .iter()
                .any(|l| l.square == sq && self.log.places.iter().any(|(s, at)| *s == sq && *at <= l.at));
            if !named && !exchanged {
                pending.add(sq);
            }
        }
        pending
    }

    /// A lift of `lifted`, or a key of the player's board (`None`: a promotion piece,
    /// `adjust`, `announce`), while the board carries out the game's last move
    /// ([`Carry`]): if the board shows the game but for the holes of the carry-out that
    /// it cannot see done, and the lift is of none of them, the player has gone on to
    /// his own move. The board is then taken as caught up before the lift or key, which
    /// is his; a hole of the carry-out whose peg was put in and lifted again stays
    /// lifted, no touch (the doubt benefits the player, 4.3). `true` if so.
    pub fn go_on(
        &mut self,
        now: Timestamp,
        lifted: Option<Square>,
        game: &Game,
        settings: &Settings,
        out: &mut Outbox,
    ) -> bool {
        let squares = self.carry.squares();
        if squares.is_empty() || lifted.is_some_and(|sq| squares.contains(sq)) {
            return false;
        }
        let in_hand = squares & !self.phys.occupied();
        let wrong = catchup::wrong_squares(game.position().board(), &self.phys);
        let reopened = in_hand.into_iter().all(|c| self.log.last_place_at(c).is_some());
        let waiting = self.carry_pending().any() || in_hand.any();
        if (wrong & !in_hand).any() || !reopened || !waiting {
            return false;
        }
        let kept: Vec<Lift> = in_hand
            .into_iter()
            .filter_map(|c| self.log.lifts.iter().rev().find(|l| l.square == c))
            .map(|l| Lift { carried: true, ..*l })
            .collect();
        self.rebase(game);
        self.log.lifts.extend(kept);
        self.synced = true;
        self.report_match(now, settings, out);
        true
    }

    /// The pegs still in hand after the carried move the board showed done as
    /// [`Status::MovedOn`], when `position` is the game after it: their first lifts,
    /// as lifts that are no touches. Empty in every other case.
    fn pegs_in_hand(&self, position: &Chess) -> Vec<Lift> {
        let Status::MovedOn(m) = self.status else { return Vec::new() };
        let board = position.board();
        let in_hand = board.occupied() & !self.phys.occupied();
        if board_after(&self.reference, m) != *board {
            return Vec::new();
        }
        in_hand
            .into_iter()
            .filter_map(|sq| self.log.first_lift(sq).map(|l| Lift { adjust: true, voided: false, ..*l }))
            .collect()
    }

    /// Whether the board reports its own events (an electronic board).
    #[inline]
    pub fn reports(&self) -> bool {
        self.reports
    }

    /// The board has sent an event: it is electronic, and from now on followed from
    /// the game's position. `false` if it reported before.
    pub fn start_reporting(&mut self, game: &Game) -> bool {
        if self.reports {
            return false;
        }
        self.reports = true;
        self.rebase(game);
        true
    }

    /// What the board reports for every hole, indexed by [`Square`].
    pub fn cells(&self) -> [Cell; 64] {
        self.phys.cells()
    }

    /// What this board's events mean while the game runs, with `blind_to_move` and
    /// whether the sighted board reports its own events (then the sighted player's
    /// move is read there, and the tactile board only catches up).
    #[inline]
    pub fn task(&self, blind_to_move: bool, sighted_reports: bool) -> Task {
        match self.device {
            Device::Tactile if !self.synced => Task::Sync,
            Device::Tactile if blind_to_move => Task::Own,
            Device::Tactile if sighted_reports => Task::Sync,
            Device::Tactile => Task::Carry,
            // An ordinary sighted board reports nothing; taktil does not track it.
            Device::Sighted if !self.reports => Task::Idle,
            Device::Sighted if !self.synced => Task::Sync,
            Device::Sighted if blind_to_move => Task::Sync,
            Device::Sighted => Task::Carry,
            Device::Pad | Device::Assist => Task::Idle,
        }
    }

    /// A carried move is complete once a peg outside it is lifted: the player has gone
    /// on to the next move. The move the board shows, if lifting `sq` completes it.
    /// On the tactile board, the king's lift after a rook move that castling begins
    /// the same way goes on with the castling the blind player is carrying out, rook
    /// first (E2.2; 2023 D.2.2). Where the next move is not begun on this board
    /// ([`Track::next_move_here`]) only a piece of the mover's own does: he has let go
    /// of the one he moved (4.7; the king after the rook, 4.4b).
    pub fn completed_by_lift(&self, sq: Square, pos: &Chess, settings: &Settings) -> Option<Move> {
        let theirs = pos.board().color_at(sq) != Some(pos.turn());
        match self.status {
            Status::Move(m) if self.castling_rook_first(m).is_some_and(|c| c.from() == Some(sq)) => None,
            Status::Move(_) if theirs && !self.next_move_here(settings) => None,
            Status::Move(m) if !infer::footprint(pos, m).contains(sq) => Some(m),
            _ => None,
        }
    }

    /// Whether the next move can be begun on this board before the move it shows is
    /// made: by the blind player on his own board, once he has carried out his
    /// opponent's move, or by either player on a sighted board that carries both
    /// players' moves (the tactile board has no sensors). Beside a tactile board with
    /// sensors, the sighted board's next move is the blind player's, which reaches it
    /// only once announced, after the move it shows is made (E2.1, E2.3): a piece of
    /// his off it before then is a capture under way. A careful hand takes the captured
    /// piece off first and may set its own down on a legal square on the way, and a
    /// scanning board may report the captured piece's lift after that (issue 31;
    /// board-protocols.md 1.8): neither is the move shown made and the next begun.
    fn next_move_here(&self, settings: &Settings) -> bool {
        self.device == Device::Tactile || !settings.has_sensors()
    }

    /// The castling that the rook move `m`, shown on the tactile board carrying the
    /// opponent's move, may be the first half of (the blind player carries castling
    /// out in any order, E2.2; 2023 D.2.2).
    fn castling_rook_first(&self, m: Move) -> Option<Move> {
        if self.device != Device::Tactile {
            return None;
        }
        infer::castling_begun_by_rook(&self.reference, &self.legal, m)
    }

    /// Records one event on the holes and in the log. A lift of one of the blind
    /// player's pieces during his own move waits out the bounce time as a touch.
    ///
    /// # Errors
    ///
    /// [`Lost`] when the event does not fit the holes; nothing changes.
    #[inline]
    pub fn record(&mut self, now: Timestamp, event: BoardEvent, task: Task, bounce_ms: u64) -> Result<Recorded, Lost> {
        match event {
            BoardEvent::Lift(sq) => self.lift(now, sq, task, bounce_ms),
            BoardEvent::Place(sq, cell) => self.place(now, sq, cell, task, bounce_ms),
            BoardEvent::Snapshot(cells) if *cells == self.phys.cells() => Ok(Recorded::Unchanged),
            BoardEvent::Snapshot(cells) => {
                self.snapshot(now, *cells);
                Ok(Recorded::Counted)
            }
        }
    }

    #[inline]
    fn lift(&mut self, now: Timestamp, sq: Square, task: Task, bounce_ms: u64) -> Result<Recorded, Lost> {
        if !self.phys.cell(sq).is_occupied() {
            return Err(Lost);
        }
        let was = self.known_cell(sq);
        self.phys.set(sq, Cell::Empty);
        let adjust = self.log.adjusting;
        // The first lift of the hole this turn; a lift the arbiter voided came before
        // none (4.3: the piece is touched when it is touched deliberately).
        let first = !self.log.lifts.iter().any(|l| l.square == sq && !l.voided);
        // E2.2 (2023 D.2.2): only a lift during the player's own move is a touch.
        let carried = task != Task::Own;
        self.log.lifts.push(Lift { square: sq, at: now, adjust, voided: false, carried, was });
        if task == Task::Own && !adjust && first && self.reference.board().piece_at(sq).is_some() {
            self.touch_due.push((now.plus(bounce_ms + 1), sq));
        }
        Ok(Recorded::Counted)
    }

    #[inline]
    fn place(&mut self, now: Timestamp, sq: Square, cell: Cell, task: Task, bounce_ms: u64) -> Result<Recorded, Lost> {
        if self.phys.cell(sq).is_occupied() {
            // A board that reports pieces scans its squares one after another: a quick
            // hand's capture can show the capturing piece on the captured one's square
            // without its lift ever being reported (board-protocols.md 1.8). A different
            // piece in a full hole is that lift and this placement; anything else means
            // lines were lost.
            if !self.replaced(sq, cell) {
                return Err(Lost);
            }
            self.lift(now, sq, task, bounce_ms)?;
        }
        self.phys.set(sq, cell);
        let log = &mut self.log;
        let last_lift = log.lifts.iter().rposition(|l| l.square == sq);
        let placed_since = last_lift.and_then(|i| {
            let at = log.lifts[i].at;
            log.last_place_at(sq).map(|p| p >= at)
        });
        // Only the peg that left the hole can bounce back into it or end its
        // adjustment there: a different piece is a placement (a capture).
        let same = last_lift.is_some_and(|i| same_peg(log.lifts[i].was, cell));
        match last_lift {
            // Sensor bounce: a lift and place of one peg on one hole within the bounce
            // time is not a touch (product.md, TBP/1).
            Some(i) if same && now.since(log.lifts[i].at) <= bounce_ms && placed_since != Some(true) => {
                log.lifts.remove(i);
                self.cancel_touch(sq);
                return Ok(Recorded::Bounce(sq));
            }
            // An adjusted peg back in its own hole: the adjustment is over (4.2).
            Some(i) if same && log.lifts[i].adjust && placed_since != Some(true) => {
                log.lifts.remove(i);
                if !log.lifts.iter().any(|l| l.adjust) {
                    log.adjusting = false;
                }
            }
            _ => {
                log.places.push((sq, now));
                log.last_place = Some(sq);
                self.promoted.placed(sq, cell, self.reference.turn());
            }
        }
        Ok(Recorded::Counted)
    }

    /// The snapshot is the truth; holes that changed are read as lifts and places at
    /// this instant, not as touches (their order is unknown).
    /// A hole that holds a different piece than before (both named) was emptied and
    /// filled again.
    fn snapshot(&mut self, now: Timestamp, cells: [Cell; 64]) {
        let snap = Physical::from_cells(cells);
        let (before, after) = (self.phys.occupied(), snap.occupied());
        let replaced: Bitboard = (before & after).into_iter().filter(|sq| self.replaced(*sq, snap.cell(*sq))).collect();
        for sq in (before & !after) | replaced {
            let was = self.known_cell(sq);
            self.log.lifts.push(Lift { square: sq, at: now, adjust: true, voided: false, carried: false, was });
        }
        for sq in (after & !before) | replaced {
            self.log.places.push((sq, now));
            self.log.last_place = Some(sq);
        }
        self.phys = snap;
    }

    /// What stands in a full hole, as far as known: what the board reported, or, for a
    /// board that reported occupancy only and has shown the reference position since
    /// with this hole untouched, the reference's piece.
    fn known_cell(&self, sq: Square) -> Cell {
        match self.phys.cell(sq) {
            Cell::Occupied
                if self.synced && !self.log.lifted().contains(sq) && self.log.last_place_at(sq).is_none() =>
            {
                self.reference.board().piece_at(sq).map_or(Cell::Occupied, Cell::Piece)
            }
            cell => cell,
        }
    }

    /// Whether `cell`, reported for a full hole, names another piece than the one known
    /// to stand there: the old one was lifted unseen (a scanning board, a lost line).
    fn replaced(&self, sq: Square, cell: Cell) -> bool {
        let known = self.known_cell(sq);
        names_identity(cell) && names_identity(known) && !same_peg(known, cell)
    }

    /// A touch of the piece on `sq` waiting out the bounce time is no touch after all.
    pub fn cancel_touch(&mut self, sq: Square) {
        self.touch_due.retain(|(_, s)| *s != sq);
    }

    /// The touches that have waited out the bounce time by `now` (`all`: every one
    /// waiting), for pieces whose pegs are still recorded as lifted.
    pub fn confirm_touches(&mut self, now: Timestamp, all: bool) -> Vec<Touched> {
        if self.touch_due.is_empty() {
            return Vec::new();
        }
        let (due, rest): (Vec<_>, Vec<_>) = self.touch_due.drain(..).partition(|(t, _)| all || *t <= now);
        self.touch_due = rest;
        due.into_iter()
            .filter(|(_, sq)| self.log.first_lift(*sq).is_some())
            .filter_map(|(at, square)| {
                self.reference.board().piece_at(square).map(|piece| Touched { at, square, piece })
            })
            .collect()
    }

    /// Forgets the touches waiting: a move was made.
    pub fn forget_touches(&mut self) {
        self.touch_due.clear();
    }

    /// Whether a piece was touched this turn: a lift that was not an adjustment (4.2)
    /// nor voided by the arbiter (4.3).
    pub fn touched(&self) -> bool {
        self.log.lifts.iter().any(Lift::is_touch)
    }

    /// `arbiter void`: the touch of the piece on `square`, or the last touch of this
    /// turn, was not deliberate (4.3, the Löffelbein case): its lifts no longer count.
    /// The piece whose touch went, or `None` when there is no such touch. The board is
    /// read again, and a refusal may be said again.
    pub fn void_touch(&mut self, square: Option<Square>) -> Option<(Square, Piece)> {
        let touches = touch::touches(&self.reference, &self.log);
        let voided = match square {
            Some(sq) => touches.iter().find(|t| t.square == sq),
            None => touches.last(),
        }?;
        for lift in self.log.lifts.iter_mut().filter(|l| l.square == voided.square && l.is_touch()) {
            lift.voided = true;
        }
        self.cancel_touch(voided.square);
        self.last_guidance.clear();
        Some((voided.square, voided.piece))
    }

    /// The upheld touch-move obligation of the sighted player (`arbiter uphold`): it
    /// binds the move this board carries for him, as the pegs bind the blind player's
    /// own move (4.3, 4.4). `None`: nothing binds him.
    pub fn bind_carried(&mut self, rule: Option<touch::Rule>) {
        if self.upheld != rule {
            self.upheld = rule;
            self.last_guidance.clear();
        }
    }

    /// The next instant the board wants a look: a touch to confirm, or its wake.
    #[inline]
    pub fn deadline(&self) -> Option<Timestamp> {
        let touch = self.touch_due.iter().map(|(t, _)| *t).min();
        earlier(touch, self.wake.map(|(at, _)| at))
    }

    /// Takes the wake that is due by `now`.
    pub fn take_wake(&mut self, now: Timestamp) -> Option<(Timestamp, Wake)> {
        let due = self.wake.filter(|(at, _)| *at <= now);
        if due.is_some() {
            self.wake = None;
        }
        due
    }

    /// Takes a pending settle, whenever it is due (the end of a recorded session
    /// counts as settled). Guidance timers stay.
    pub fn take_settle(&mut self) -> Option<Timestamp> {
        match self.wake {
            Some((at, Wake::Settle)) => {
                self.wake = None;
                Some(at)
            }
            _ => None,
        }
    }

    /// The game moved on elsewhere: the board now has to catch up, and is guided
    /// after `guide_at`.
    pub fn fall_behind(&mut self, guide_at: Timestamp) {
        self.status = Status::Behind;
        self.wake = Some((guide_at, Wake::Guide));
    }

    /// The first step of the guidance last given, while the board still differs from
    /// the game: guidance is never repeated unasked, so the `repeat` key is how
    /// to hear it twice.
    pub fn guidance_to_repeat(&self) -> Option<&Msg> {
        if self.mismatch { self.last_guidance.first() } else { None }
    }

    /// The promotion this board shows waiting for its new piece, as a queen: the pawn
    /// stands on the last rank and one pawn move fits (2023 7.5.2: pressed so, "The
    /// pawn shall be replaced by a queen of the same colour").
    pub fn promotion_without_piece(&self) -> Option<Move> {
        let Status::Promotion(found) = &self.status else { return None };
        let first = found.first()?;
        if found.iter().any(|m| m.from() != first.from() || m.to() != first.to()) {
            return None;
        }
        self.legal
            .iter()
            .find(|m| m.from() == first.from() && m.to() == first.to() && m.promotion() == Some(Role::Queen))
            .cloned()
    }

    /// A key of the blind player that acts on his board: `announce`, a promotion
    /// piece, `adjust`. Other keys do nothing here.
    pub fn key(
        &mut self,
        now: Timestamp,
        key: Key,
        task: Task,
        game: &Game,
        settings: &Settings,
        out: &mut Outbox,
    ) -> Option<Decision> {
        match key {
            Key::Announce => match task {
                Task::Own | Task::Carry => return self.evaluate(now, Trigger::Announce, task, game, settings, out),
                _ if game.end().is_some() => out.say(now, Msg::GameIsOver),
                _ => out.say(now, Msg::NoMove),
            },
            Key::Queen | Key::Rook | Key::Bishop | Key::Knight => {
                if matches!(task, Task::Own | Task::Carry) {
                    self.log.promotion = key.promotion_role();
                    self.key_ahead = if task == Task::Carry { self.log.promotion } else { None };
                    return self.evaluate(now, Trigger::PromotionKey, task, game, settings, out);
                }
                out.note(now, Msg::KeyIgnored(key));
            }
            Key::Adjust => {
                if task == Task::Own {
                    self.log.adjusting = true;
                    out.say(now, Msg::Adjust);
                } else {
                    out.note(now, Msg::KeyIgnored(key));
                }
            }
            _ => {}
        }
        None
    }

    /// Works out the board's status after a change or a key, and acts on it.
    pub fn evaluate(
        &mut self,
        now: Timestamp,
        trigger: Trigger,
        task: Task,
        game: &Game,
        settings: &Settings,
        out: &mut Outbox,
    ) -> Option<Decision> {
        let status = self.status(task, game, settings);
        // 4.4d (2009): on a board that knows pieces, the first new piece the promoting
        // player put on the promotion square is the choice: his own move on the
        // tactile board, or the sighted player's on his own board. The blind player
        // carrying out his opponent's move is not the one choosing.
        let own_hand = match self.device {
            Device::Tactile => task == Task::Own,
            Device::Sighted => task == Task::Carry,
            Device::Pad | Device::Assist => false,
        };
        let finality = own_hand && settings.edition.promotion_final_on_touch();
        let (status, swapped) =
            self.promoted.apply(status, finality, &self.legal, self.reference.turn(), settings.edition);
        if let Some(note) = swapped {
            out.note(now, note);
        }
        let confirm = settings.announce == AnnounceMode::Confirm && task == Task::Own;
        let before = std::mem::replace(&mut self.status, status.clone());
        if task == Task::Sync && status == Status::Quiet {
            self.caught_up(now, game, settings, out);
            return None;
        }
        // Castling after the rook move was made: 4.4b, guided back and written for the
        // arbiter at once.
        if task == Task::Sync
            && status == Status::Behind
            && let Some(by) = self.castled_after_rook(game)
        {
            self.refuse_castling_after_rook(now, by, game, settings, out);
            return None;
        }
        // The board behind the game shows its player's move made: it matches the game
        // again but for that move.
        if task == Task::Sync && matches!(status, Status::Move(_) | Status::MovedOn(_) | Status::Promotion(_)) {
            self.report_match(now, settings, out);
        }
        // The player has gone on to the next move: the carried one is complete.
        if let Status::MovedOn(m) = status {
            self.wake = None;
            return Some(Decision::MakeAndRead(m));
        }
        match trigger {
            Trigger::Event => self.wake = self.wake_for(now, &status, task, confirm, settings),
            Trigger::Confirm => {
                let wake = self.wake_for(now, &status, task, confirm, settings);
                self.wake = self.kept_settle(before == status, &status, task).or(wake);
            }
            Trigger::Announce => {
                self.wake = None;
                if matches!(status, Status::Quiet | Status::Busy) {
                    out.say(now, Msg::NoMove);
                } else {
                    return self.act(now, task, true, game, settings, out);
                }
            }
            // The piece named after taktil asked is the announcement of it (E2.1); named
            // before, it waits for the settle time (auto) or the announce key (confirm).
            Trigger::PromotionKey => {
                if let Status::Move(m) = status {
                    if self.asked {
                        return Some(Decision::Make(m));
                    } else if !confirm {
                        self.wake = Some((now.plus(settings.settle_ms), Wake::Settle));
                    }
                }
            }
        }
        None
    }

    /// The board shows the game again: events are read from here, and a board that
    /// was reported as differing is reported as matching.
    fn caught_up(&mut self, now: Timestamp, game: &Game, settings: &Settings, out: &mut Outbox) {
        self.rebase(game);
        self.report_match(now, settings, out);
    }

    /// A board that was reported as differing is reported as matching.
    fn report_match(&mut self, now: Timestamp, settings: &Settings, out: &mut Outbox) {
        if std::mem::take(&mut self.mismatch) {
            out.push(now, Output::Matched { device: self.device });
            if self.device == Device::Sighted {
                out.note(now, Msg::BoardMatches { by: !settings.blind });
            }
        }
    }

    /// The settle wake already running, kept through a snapshot that showed the holes
    /// as they were while the status stayed as it was (`unchanged`): a DGT board's
    /// dump, asked for once its field updates have been quiet for 300 ms, confirms
    /// them and is no new position, so it does not put the announcement off (issue 31;
    /// it did, to 800 ms after the last update). The settle time protects against
    /// announcing a move the player has not finished: it is how long the pegs must
    /// stand still, and they have stood still since the last event that moved one
    /// (E2.3: the blind player's move is made when it is announced; 4.7: a piece
    /// released on the sighted board). The wait for the second half of a castling is
    /// not kept: every report starts it again, as it always has.
    fn kept_settle(&self, unchanged: bool, status: &Status, task: Task) -> Option<(Timestamp, Wake)> {
        let half = matches!(status, Status::Move(m) if self.half_castling(*m, task));
        self.wake.filter(|(_, wake)| unchanged && !half && *wake == Wake::Settle)
    }

    /// Whether `m` may be half a castling: the king on its castling square (Chess960),
    /// or on the tactile board carrying the opponent's castling, the rook moved first.
    fn half_castling(&self, m: Move, task: Task) -> bool {
        infer::could_be_castling(&self.reference, &self.legal, m)
            || (task == Task::Carry && self.castling_rook_first(m).is_some())
    }

    /// When to look at the board again after an event, and why.
    fn wake_for(
        &self,
        now: Timestamp,
        status: &Status,
        task: Task,
        confirm: bool,
        settings: &Settings,
    ) -> Option<(Timestamp, Wake)> {
        let (settle, divergence) = (settings.settle_ms, settings.divergence_ms);
        match status {
            Status::Move(m) if !confirm => {
                // Half a castling waits for the other half.
                let delay = if self.half_castling(*m, task) { divergence } else { settle };
                Some((now.plus(delay), Wake::Settle))
            }
            Status::Promotion(_) if !confirm => Some((now.plus(settle), Wake::Settle)),
            Status::Violation(..) | Status::Upheld(..) | Status::Illegal(_) if !confirm => {
                Some((now.plus(settle), Wake::Settle))
            }
            Status::Violation(..) | Status::Upheld(..) | Status::Illegal(_) | Status::Behind => {
                Some((now.plus(divergence), Wake::Guide))
            }
            _ => None,
        }
    }

    /// The wake that was due at `at`. Nothing moved since the status was worked out:
    /// the wake is set by events.
    pub fn wake_up(
        &mut self,
        at: Timestamp,
        wake: Wake,
        task: Task,
        game: &Game,
        settings: &Settings,
        out: &mut Outbox,
    ) -> Option<Decision> {
        self.act(at, task, wake == Wake::Settle, game, settings, out)
    }
}

mod guidance;
mod promotion;
mod status;
#[cfg(test)]
mod tests;
