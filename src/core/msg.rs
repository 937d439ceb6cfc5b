//! Everything the core tells a person, as data.
//!
//! The core never builds text. It returns a [`Msg`], and [`crate::l10n`] turns it into
//! words from `locales/*.ftl` in the player's language and vocabulary. Adding a variant
//! without a translation fails the locale tests.
//!
//! `Msg` holds only what the core emits, so that a replayed session says what the live
//! one said. What the shell says on its own (speech missing, the journal failing, the
//! calibration, "Ready") is [`crate::notice::Notice`].

use std::time::Duration;

use shakmaty::{CastlingSide, Color, File, KnownOutcome, Piece, Rank, Role, Square};

pub use crate::core::input::LineFault;
use crate::core::{
    clock::ClockSnapshot,
    duty::Duty,
    input::{Article, ClockReason, Key, TakeBackArticle},
    penalty::Penalty,
    ruling::{Noted, Player, RulingPart},
    settings::Edition,
    spoken::Spoken,
};

/// What the player must do under the touch-move rule (Art. 4.3, 4.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Obligation {
    /// 4.3a: move the touched own piece.
    Move(Piece, Square),
    /// 4.3b: capture the touched opponent piece.
    Capture(Piece, Square),
    /// 4.3c: capture the touched opponent piece with the touched own piece.
    CaptureWith { piece: Piece, from: Square, target: Piece, at: Square },
    /// 4.4a: king and rook touched: castle on that side.
    Castle(CastlingSide),
    /// 4.4c: castling was intended but is illegal: make another king move.
    KingMove(Square),
}

/// Why a placement was refused as illegal (Art. 3, 7.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// The piece cannot reach that hole.
    Unreachable(Piece, Square),
    /// The move would leave or put the own king in check.
    KingInCheck,
    /// More than one piece was moved.
    SecondPiece,
    /// A peg of the opponent's was moved, or the position fits no move at all.
    NoSuchMove,
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndReason {
    /// 5.1a.
    Checkmate,
    /// 5.2a.
    Stalemate,
    /// 5.2b / 9.6: neither side can mate by any series of legal moves (a dead
    /// position: too little material, or a position such as a locked pawn wall).
    DeadPosition,
    /// 6.9: the flag fell before the control move; the opponent wins.
    Time,
    /// 6.9: `flag`'s flag fell, but the opponent cannot mate by any legal
    /// sequence.
    TimeNoMate { flag: Color },
    /// 6.11 (2009), 6.12 (2001), R-73: both flags fell in the last period.
    BothFlags,
    /// 9.1: the players agreed to a draw.
    Agreement,
    /// 9.2: a correct claim of threefold repetition.
    Threefold,
    /// 9.3: a correct claim under the fifty-move rule.
    FiftyMoves,
    /// 9.6.1 (2023 only): the same position appeared for the fifth time; a draw with no
    /// claim.
    FivefoldRepetition,
    /// 9.6.2 (2023 only): each player made 75 moves without a pawn move or a capture; a
    /// draw with no claim, unless the last move mated.
    SeventyFiveMoves,
    /// 7.4b: the third illegal move loses (2009: a draw if the opponent cannot mate).
    IllegalMoves,
    /// 7.4b (2009): `by` made a third illegal move, but the opponent cannot mate.
    IllegalMovesNoMate { by: Color },
    /// 7.5.5 (2023): the second completed illegal move loses.
    SecondIllegalMove,
    /// 7.5.5 (2023): `by` made a second completed illegal move, but the opponent cannot
    /// mate.
    SecondIllegalMoveNoMate { by: Color },
    /// 5.1b: the loser resigned.
    Resignation,
    /// 5.1.2 (2023 only): `by` resigned, but the opponent cannot mate by any possible
    /// series of legal moves: a draw.
    ResignationNoMate { by: Color },
    /// The arbiter declared the loser forfeit.
    Forfeit,
    /// The arbiter declared the result under this article (9.6, 10.2, 7.4b ...).
    Decision(Article),
    /// Adjournment guideline 8 (2009), A8 (2001): the loser's sealed move was faulty.
    SealedMove(SealFault),
    /// Guideline 8 with the exception of 6.9: `by`'s sealed move was faulty, but the
    /// opponent cannot mate.
    SealedMoveNoMate { by: Color, fault: SealFault },
    /// An online game's server ended it for a reason the Laws' own endings do not name
    /// (issue 33): a draw it declared, an opponent who left, fair play, or another.
    Server(ServerReason),
}

/// Why an online game's server ended it, where no other [`EndReason`] says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ServerReason {
    /// A draw agreed, claimed or declared on the server.
    Draw,
    /// The loser left the game and the winner claimed it.
    Left,
    /// Ended for fair play.
    FairPlay,
    /// Another status.
    Other,
}

/// What is wrong with a sealed move, in the words of adjournment guideline 8 (2009)
/// and A8 (2001).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SealFault {
    /// 8a: it fits more than one legal move.
    Ambiguous,
    /// 8b: it is written so that its meaning cannot be told (not a move in SAN).
    Unclear,
    /// 8c: it is not a legal move.
    Illegal,
}

impl SealFault {
    /// The word in symbolic outputs and JSON, and the Fluent selector.
    pub const fn as_str(self) -> &'static str {
        match self {
            SealFault::Ambiguous => "ambiguous",
            SealFault::Unclear => "unclear",
            SealFault::Illegal => "illegal",
        }
    }
}

/// Why a quickplay-finish claim (2009 10.2; 2023 Guidelines III.5) cannot be made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum QuickplayBar {
    /// The game has no clock.
    NoClock,
    /// 2023: Guidelines III were not announced for the event (III.2.1).
    NotAnnounced,
    /// 2023: the game has an increment or a delay (III.2.2).
    Increment,
    /// The claimant's clock is not in the period in which all remaining moves must be
    /// made (10.1; III.1).
    NotLastPeriod,
    /// The claimant has two minutes or more left (10.2; III.5).
    TimeLeft,
    /// A claim already waits for the arbiter.
    Pending,
}

impl QuickplayBar {
    /// Every bar, in the order of the checks.
    pub const ALL: [QuickplayBar; 6] = [
        QuickplayBar::NoClock,
        QuickplayBar::NotAnnounced,
        QuickplayBar::Increment,
        QuickplayBar::NotLastPeriod,
        QuickplayBar::TimeLeft,
        QuickplayBar::Pending,
    ];

    /// The word in symbolic outputs, and the Fluent selector.
    pub const fn as_str(self) -> &'static str {
        match self {
            QuickplayBar::NoClock => "no-clock",
            QuickplayBar::NotAnnounced => "not-announced",
            QuickplayBar::Increment => "increment",
            QuickplayBar::NotLastPeriod => "not-last-period",
            QuickplayBar::TimeLeft => "time-left",
            QuickplayBar::Pending => "pending",
        }
    }
}

/// How the clocks go on after a take-back set them back (issue 29, point 11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClocksAfter {
    /// taktil's clock, stopped: the arbiter restarts it (6.12c; 2023 6.11.3) with
    /// `clock start`.
    Stopped,
    /// A practice game: taktil starts the clock again itself, for there is no arbiter
    /// (issue 18).
    Running,
    /// An electronic clock keeps the time (a DGT clock): taktil cannot set it, so the
    /// arbiter sets it by hand to the times stored (6.13; 2023 7.1) and starts it.
    ByHand,
}

impl ClocksAfter {
    /// The word in symbolic outputs, and the Fluent selector.
    pub const fn as_str(self) -> &'static str {
        match self {
            ClocksAfter::Stopped => "stopped",
            ClocksAfter::Running => "running",
            ClocksAfter::ByHand => "by-hand",
        }
    }
}

/// A decision that came after the game had already ended, and so changed nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Late {
    /// A resignation (the commentary's example: after a stalemate, 5.2a).
    Resignation,
    /// An arbiter's result.
    Result,
    /// A draw by agreement.
    Agreement,
}

impl Late {
    /// The word in symbolic outputs, and the Fluent selector.
    pub const fn as_str(self) -> &'static str {
        match self {
            Late::Resignation => "resignation",
            Late::Result => "result",
            Late::Agreement => "agreement",
        }
    }
}

impl EndReason {
    /// The reason as a word: the `reason` of a JSON `end` line and the Fluent selector.
    pub const fn as_str(self) -> &'static str {
        match self {
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::DeadPosition => "dead-position",
            EndReason::Time => "time",
            EndReason::TimeNoMate { .. } => "time-no-mate",
            EndReason::BothFlags => "both-flags",
            EndReason::Agreement => "agreement",
            EndReason::Threefold => "threefold",
            EndReason::FiftyMoves => "fifty-moves",
            EndReason::FivefoldRepetition => "fivefold",
            EndReason::SeventyFiveMoves => "seventy-five-moves",
            EndReason::IllegalMoves | EndReason::SecondIllegalMove => "illegal-moves",
            EndReason::IllegalMovesNoMate { .. } | EndReason::SecondIllegalMoveNoMate { .. } => "illegal-moves-no-mate",
            EndReason::Resignation => "resignation",
            EndReason::ResignationNoMate { .. } => "resignation-no-mate",
            EndReason::Forfeit => "forfeit",
            EndReason::Decision(_) => "arbiter",
            EndReason::SealedMove(_) => "sealed-move",
            EndReason::SealedMoveNoMate { .. } => "sealed-move-no-mate",
            EndReason::Server(ServerReason::Draw) => "server-draw",
            EndReason::Server(ServerReason::Left) => "server-left",
            EndReason::Server(ServerReason::FairPlay) => "server-fair-play",
            EndReason::Server(ServerReason::Other) => "server-other",
        }
    }
}

/// A draw the player on move may claim (Art. 9.2, 9.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawClaim {
    /// 9.2: the same position for the third time.
    Threefold,
    /// 9.3: fifty moves by each side without a pawn move or capture.
    FiftyMoves,
}

/// One side's time in a reading: what is left, or a fallen flag.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeLeft {
    /// Time left on the clock.
    Left(Duration),
    /// The flag has fallen.
    Flag,
}

/// Why a press of the clock did nothing, or was out of turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PressNote {
    /// The side pressed before its move was made (E2.3, R-21); the press still
    /// counts.
    BeforeMove,
    /// The side pressed while the other side's clock ran: nothing changed.
    NotRunning,
    /// The clock is stopped: nothing changed.
    Stopped,
}

/// One piece group in a position reading: "Rooks Anna eins, Felix eins".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceGroup {
    /// The piece.
    pub piece: Piece,
    /// Where the pieces of this kind stand, a1 first.
    pub squares: Vec<Square>,
}

/// Something the core tells a person. A message that cites an article of the Laws
/// carries the game's `edition`: the article is its number in that edition
/// ([`crate::core::law::Law::number`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Msg {
    /// A made move (E2.1, R-23, R-24).
    Move(Spoken),
    /// The last move again, on request.
    LastMove(Spoken),
    /// The last moves, oldest first, on request (the `history` key, R-51).
    LastMoves(Vec<Spoken>),
    /// Nothing has been played yet.
    NoMoveYet,
    /// The promotion piece is missing: name it (E2.1).
    AskPromotion(Square),
    /// A touch-move violation was refused.
    TouchMove(Obligation),
    /// The placement is not a legal move and is refused (7.4).
    Illegal(Illegal),
    /// Guidance back: put this piece on this square.
    PutBack(Piece, Square),
    /// Guidance back: move the piece standing on `from` back to `to`.
    MoveBack { piece: Piece, from: Square, to: Square },
    /// Guidance back: take the peg out of this hole.
    Remove(Square),
    /// Catching up: move this piece from one square to another.
    Shift { piece: Piece, from: Square, to: Square },
    /// Catching up: put this piece on this square.
    Place { piece: Piece, square: Square },
    /// Catching up: take the piece off this square (named when the board or the game
    /// knows it).
    Take { piece: Option<Piece>, square: Square },
    /// (For the sighted player and the arbiter) this side's board differs from the
    /// game; the steps follow.
    BoardDiffers { by: Color },
    /// (For the sighted player and the arbiter) this side's board shows the game again.
    BoardMatches { by: Color },
    /// (For the arbiter) the sighted player's scoresheet differs from the game from
    /// this half-move on (E2.7, E2.8).
    SheetDiffers { ply: u32, number: u32, by: Color },
    /// (For the arbiter) the sighted player's scoresheet cannot be read from this
    /// half-move on: its entry `word` is in other piece letters than the entry
    /// `earlier` before it, or (`earlier` is `None`) two sets of letters read the sheet
    /// as two legal games (C3). The entries from there are kept as written.
    SheetLetters { ply: u32, number: u32, by: Color, word: String, earlier: Option<String> },
    /// The board holds no move yet (the `announce` key with nothing to announce).
    NoMove,
    /// J'adoube accepted: the next lift is an adjustment (4.2).
    Adjust,
    /// The game ended.
    GameOver { outcome: KnownOutcome, reason: EndReason },
    /// The player on move may claim a draw.
    DrawClaimable(DrawClaim),
    /// The move count, on request (R-51, E2.9 d): full moves completed by both sides,
    /// and who is to move ("Move 23, White to move" when 22 are completed).
    MoveCount { moves: u32, to_move: Color },
    /// The position, on request, grouped by colour and piece.
    Position(Vec<PieceGroup>),
    /// One file read from rank 1 to rank 8, on request: the pieces on it.
    FileReading { file: File, pieces: Vec<(Square, Piece)> },
    /// One rank read from file a to file h, on request: the pieces on it.
    RankReading { rank: Rank, pieces: Vec<(Square, Piece)> },
    /// The game is over; the board input was ignored.
    GameIsOver,
    /// No clock is configured (the `time` key).
    NoClock,
    /// Sensor lines were lost: taktil asked the board for a snapshot.
    Resync,
    /// The serial board's port went away (the cable pulled); taktil keeps the game and
    /// opens the port again every second ("Serial boards" in `docs/board-protocol.md`).
    BoardLost,
    /// The serial board stopped answering (no line after `PING` and `SNAP`), or never
    /// said `HELLO`; taktil keeps the game and tries again.
    BoardSilent,
    /// The serial board answered again after [`Msg::BoardLost`] or
    /// [`Msg::BoardSilent`]; a snapshot is on its way.
    BoardBack,
    /// The sighted player's board, read through DGT LiveChess, stopped reporting (a
    /// board `INACTIVE`, the connection lost); taktil tries again (issue 31).
    OpponentBoardSilent,
    /// That board reports again: followed from its current moves.
    OpponentBoardBack,
    /// (For the assistant) a line from the serial board was dropped; `line` counts the
    /// lines since the board connected, from 1.
    BoardLineIgnored { line: u32, fault: LineFault },
    /// (For the arbiter) an illegal placement was counted, with the edition's penalty.
    IllegalCounted { by: Color, count: u32, penalty: Option<Penalty> },
    /// (For the arbiter, 2023) an illegal placement was refused before the move was made
    /// (D.2.3) and the clock pressed: it is not a completed illegal move (7.5.1) and
    /// carries no penalty. `count`: placements of `by` refused so far.
    IllegalNotCompleted { by: Color, count: u32 },
    /// (For the arbiter, 2023 7.5.3) `by`'s clock was pressed without a move: if the
    /// player pressed it, it is penalised as an illegal move (`illegal <colour>`).
    PressAsIllegal { by: Color },
    /// (For the arbiter, 2023 7.5.2) `by` pressed the clock with his pawn on `square`,
    /// the last rank, and no new piece: the pawn became a queen, and the move is
    /// penalised as an illegal move if the arbiter so rules.
    PromotionWithoutPiece { by: Color, square: Square },
    /// (For the arbiter) a touch-move violation was refused.
    TouchMoveRecorded { by: Color },
    /// (For the assistant) a move entered by the assistant was not legal here.
    AssistMoveRejected,
    /// (For the assistant) a key that has no meaning in this state.
    KeyIgnored(Key),
    /// Both clocks, on request (R-51, E2.9 d).
    Clocks { white: TimeLeft, black: TimeLeft },
    /// taktil does not do this duty in this game (E2.9, E2.10); ask the assistant.
    DutyOff(Duty),
    /// The blind player's time is running low (an optional warning, off by default,
    ///
    LowTime { left: Duration },
    /// (For the arbiter) a flag fell: the side's completed moves and the moves
    /// its period needed (`None` in the last period).
    FlagFell { color: Color, moves: u32, needed: Option<u32> },
    /// `by`, with under two minutes in a quickplay finish, claims a draw (2009 10.2;
    /// 2023 III.5): the clocks stop and the arbiter decides.
    QuickplayClaimed { by: Color, edition: Edition },
    /// (For the assistant) `by`'s quickplay claim cannot be made, and why.
    QuickplayRefused { by: Color, bar: QuickplayBar, edition: Edition },
    /// The arbiter postpones his decision on the quickplay claim: play goes on (10.2b;
    /// III.5.2).
    QuickplayPostponed { edition: Edition },
    /// The arbiter rejects `by`'s quickplay claim: play goes on, two minutes for the
    /// opponent (10.2c; III.5.3).
    QuickplayRejected { by: Color, edition: Edition },
    /// `color`'s flag fell while a quickplay claim waits: the arbiter now declares the
    /// result (10.2b; III.5.2), the flag alone does not.
    FlagAwaitsArbiter { color: Color, edition: Edition },
    /// (For the arbiter) `arbiter postpone` or `reject` with no quickplay claim made.
    NoQuickplayClaim { edition: Edition },
    /// (For the arbiter) both flags are down outside the last period: play goes on and
    /// the arbiter sets the clocks (6.11a (2009), R-73).
    BothFlagsPlayOn,
    /// (For the arbiter, 2023) both flags have fallen, `first`'s first, and Guidelines
    /// III are not in force: no both-flags rule applies; a claim or the arbiter
    /// decides (6.8, 6.9).
    BothFlagsNoGuidelines { first: Color },
    /// The clocks are stopped and the arbiter is called (the `arbiter` key, 6.12b).
    ArbiterCalled,
    /// The arbiter restarted the clock (6.12c).
    ClockRestarted,
    /// (For the arbiter) a press of the clock that was out of turn or did nothing.
    Press { by: Color, note: PressNote },
    /// (For the arbiter) the arbiter changed a side's time.
    ClockAdjusted { color: Color, delta_ms: i64, reason: ClockReason, edition: Edition },
    /// (For the arbiter) a change of a side's time the rules give (7.4b, 9.5, R-76)
    /// while taktil keeps no time (no time control): nothing was added or taken off;
    /// it belongs on the clock beside the board, if the game has one (issue 29, point
    /// 11).
    TimeNotKept { color: Color, delta_ms: i64, reason: ClockReason, edition: Edition },
    /// (For the arbiter) the arbiter set a side's time and maybe its move counter
    /// (6.13, 8.6, R-85).
    ClockSet { color: Color, left: Duration, moves: Option<u32>, reason: ClockReason, edition: Edition },
    /// A draw offer (9.1b), recorded as (=).
    DrawOffered { by: Color },
    /// A draw offer stands already and cannot be withdrawn (9.1b).
    DrawOfferStands { by: Color },
    /// (For the arbiter) an offer made while the offerer was on move: valid, but 12.6
    /// applies (9.1b).
    DrawOfferTiming { by: Color, edition: Edition },
    /// The offered player declined.
    DrawDeclined { by: Color },
    /// (For the arbiter) the offer lapsed: the offered player touched a piece (9.1b,
    /// R-90; a peg lift counts).
    DrawOfferLapsed { by: Color },
    /// There is no draw offer to accept or decline.
    NoDrawOffer,
    /// The claim is registered: make the move you claim with (9.2a, 9.3a).
    ClaimDeclareMove,
    /// A draw claim was incorrect (9.5b): the opponent gets time; play goes on.
    ClaimIncorrect { by: Color },
    /// No claim: a piece was touched this move without claiming (9.4).
    ClaimLapsed,
    /// A claim only by the player on move (9.2, 9.3).
    ClaimNotOnMove,
    /// (For the arbiter) a claim on time with no flag down.
    NoFlag,
    /// (For the arbiter) the assistant reported the sighted player's touched piece
    /// (E2.9e, 4.7).
    TouchReported { by: Color, piece: Option<Piece>, square: Square },
    /// (For the arbiter) too late to report the opponent's touch: the blind player has
    /// touched a piece himself (4.7 (2009), R-15).
    TouchReportTooLate { edition: Edition },
    /// The arbiter rules that `by`'s touch of `piece` on `square` was not deliberate
    /// (4.3, `arbiter void`): it binds no longer. `blind`: `by` is the blind player,
    /// told in the second person.
    TouchVoided { by: Color, blind: bool, piece: Piece, square: Square },
    /// (For the arbiter) `arbiter void`: the side to move has no touch this move (on
    /// `square`, when given) that binds him.
    NoTouchToVoid { square: Option<Square> },
    /// The arbiter upholds the touch of `by`, the sighted player (E2.9e, 4.3, 4.4):
    /// what his move must be. Also the reason a move that breaks it is refused.
    TouchUpheld { by: Color, obligation: Obligation },
    /// The upheld touch of `by` binds nothing: the touched piece on `square` can
    /// neither move nor be captured, any legal move is allowed (4.5).
    TouchUpheldLapsed { by: Color, piece: Piece, square: Square, edition: Edition },
    /// (For the arbiter) `arbiter uphold`: no touch of `by`, the sighted player on
    /// move, was reported (on `square`, when given) this move.
    NoTouchToUphold { by: Color, square: Option<Square> },
    /// (For the assistant) a touch of `by`, the blind player, reported on a board with
    /// sensors: his touches are the pegs lifted, read by the board (D.2.2; 2009 E2.2).
    TouchFromPegs { by: Color, edition: Edition },
    /// (For the assistant) a touch of `by` reported when he is not on move: a touch
    /// binds only the player having the move (4.3).
    TouchNotOnMove { by: Color, edition: Edition },
    /// (For the arbiter) `arbiter uphold` after `by`, the sighted player, has made his
    /// move, and the blind player has touched a piece since (or moved): the claim of a
    /// breach of 4.3 comes too late (4.8; 2009 4.7).
    TouchUpholdTooLate { by: Color, edition: Edition },
    /// (For the arbiter) `arbiter uphold` after `by` moved: his move kept to his touch
    /// of `piece` on `square` (or the piece could not move, 4.5): no breach of 4.3.
    TouchKept { by: Color, piece: Piece, square: Square, edition: Edition },
    /// (For the arbiter) a forfeit of `late` at the resumption of an adjourned game:
    /// the sealed move ended the game, and that result stands (Guidelines I.10); the
    /// envelope is opened and the move made.
    SealedMoveConcludes { late: Color, edition: Edition },
    /// (For the arbiter) the arbiter ruled an illegal move (7.4b).
    IllegalRuled { by: Color, count: u32, edition: Edition },
    /// The game is adjourned with a sealed move (E2.9f); the move is secret.
    Adjourned,
    /// The adjourned game resumes; the sealed move follows.
    Resumed,
    /// The game is adjourned; the board waits for the resumption.
    GameAdjourned,
    /// Nothing to resume: the game is not adjourned.
    NotAdjourned,
    /// (For the arbiter) one sentence of an E2.7/E2.8 reconciliation.
    Ruling(RulingPart, Edition),

    /// Press resign again within a few seconds to resign (5.1b): one press never
    /// resigns.
    ResignAsk,
    /// The second press did not come in time, or another key came first: not resigned.
    ResignCancelled,
    /// The game had already ended: this decision changes nothing.
    EndedBefore(Late),
    /// At the resumption: the sealed move, as written, is faulty (guideline 8, A8).
    SealedMoveFaulty { written: String, fault: SealFault },
    // Rulings carried out (`arbiter apply`, `arbiter takeback`, docs/arbiter.md
    // "Carrying out a ruling").
    /// The game went back to the position after `last` (`None`: the start), under
    /// `article` (7.4a, 7.5, E2.8).
    TakenBack { article: TakeBackArticle, last: Option<Noted>, edition: Edition },
    /// After a take-back: `by` plays move `number`.
    PlayOn { by: Color, number: u32 },
    /// (For the arbiter) the clocks are set back to the times stored at the position
    /// and go on as [`ClocksAfter`] says; `None`: none were stored, set them
    /// by judgement (6.13).
    ClocksSetBack(Option<ClockSnapshot>, ClocksAfter, Edition),
    /// (For the arbiter) time the rules gave after the position taken back to stands:
    /// added to (or, 2001 9.5, taken from) the times set back (7.4b, 9.5, 10.2).
    TimeGivenKept { color: Color, delta_ms: i64, reason: ClockReason, edition: Edition },
    /// (For the arbiter) E2.7 carried out: `player`'s board is corrected to the
    /// scoresheets; the game does not change.
    BoardCorrected { player: Player, edition: Edition },
    /// (For the arbiter) `arbiter apply` with no ruling to carry out.
    NoRuling,
    /// (For the arbiter) the ruling leaves the decision to the arbiter: nothing is
    /// carried out.
    RulingForArbiter,
    /// (For the arbiter) the game changed after the ruling: it is not carried out.
    RulingStale,
    /// (For the arbiter) `arbiter takeback`: the game has no such move.
    NoSuchMove { number: u32, side: Color },

    // A device's link (`Input::Link`, docs/play.md "Devices"): what the player hears
    // when a board or the keypad goes away and comes back.
    /// The HID peg board's USB link is gone; the game goes on.
    PegBoardLost,
    /// The HID peg board is back; pegs moved while it was away are not seen.
    PegBoardBack,
    /// The keypad's link is gone.
    KeypadLost,
    /// The keypad is back.
    KeypadBack,

    // Issue 15: editions.
    /// The blind player's claim under 9.2 or 9.3 is also a draw offer (9.1b(3); 2001
    /// 9.1c).
    ClaimOffersDraw,
    /// `by`'s claim, judged incorrect, still stands as a draw offer: the blind player
    /// may accept it with `draw` (9.1b(3); 2001 9.1c).
    ClaimOfferToAccept { by: Color },
    /// (For the arbiter) `by` put `first` on the promotion `square`, then replaced it by
    /// `shown`: the first piece is the choice (4.4d, 2009), the swap a breach of article
    /// 4 the opponent may claim (4.7).
    PromotionFinal { by: Color, square: Square, first: Role, shown: Role, edition: Edition },
    // Issue 16: the sighted board's stream.
    /// (For the arbiter and the sighted player) `by` moved his king onto its castling
    /// square after the rook move the game made: castling after touching the rook first
    /// is not allowed (4.4b); the rook move stands and the king goes back; an illegal
    /// move is the arbiter's to rule (7.4).
    CastlingAfterRook { by: Color, edition: Edition },
    // A tactile board without sensors (`tactile-board none`, issue 16).
    /// The blind player's own move as executed on the sighted board, spoken back to him
    /// marked as his (E2.2 "repeated by the opponent and executed").
    OwnMove(Spoken),
    /// (For the assistant) the tactile board has no sensors in this session: its peg
    /// events are ignored.
    NoSensorsIgnored,
    /// (For the assistant) `board tactile`: this tactile board has sensors; it is read,
    /// not entered.
    TactileBoardHasSensors,
    // An electronic clock followed (`Input::ExternalClock`, issue 16; docs/arbiter.md
    // "An electronic clock").
    /// The electronic clock is gone (unplugged, or its adapter reports no clock):
    /// taktil keeps the time on from the clock's last reading.
    ExternalClockLost,
    /// The electronic clock is back: taktil follows it again.
    ExternalClockBack,
    /// (For the arbiter) the electronic clock was pressed for `by`, who had made no
    /// move; `blind`: `by` is the blind player, whose opponent's clock starts
    /// only once his move is made and announced (E2.3).
    ExternalPressWithoutMove { by: Color, blind: bool, edition: Edition },
    /// (For the arbiter) `by` made a move and his clock still ran after the grace time
    /// (`press-grace-ms`). Written, never said: a player is not told that his opponent
    /// has not pressed the clock (13.6).
    ExternalMoveWithoutPress { by: Color },
    /// (For the arbiter) the electronic clock's times jumped: it was set by hand (6.13).
    ExternalClockSet { white: Duration, black: Duration, edition: Edition },
    /// (For the arbiter) a clock command that taktil does not carry out while an
    /// electronic clock keeps the time: it is done on the clock itself.
    ExternalClockKeeps,
    /// The `arbiter` key while an electronic clock keeps the time: the arbiter is
    /// called, and the clock on the table runs until someone stops it (6.12b).
    ExternalArbiterCalled,
    // Issue 18: practice against an engine.
    /// A take-back by the player (`arbiter takeback <n> practice`) in a session that
    /// is not a practice game: refused (a tournament game is never taken back so).
    OnlyInPractice,
}
