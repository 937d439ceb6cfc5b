//! What the core decides, as data (Odilia's commands-as-data).
//!
//! The shell (replay, later the live session) renders [`Output::Say`] through Fluent,
//! writes [`Output::Move`] to the scoresheet and journal, and passes
//! [`Output::Clock`] to the clock. The `Display` form is the symbolic transcript the
//! golden tests compare: one line per output, no translated words.

use std::{fmt, time::Duration};

use shakmaty::{CastlingSide, Color, KnownOutcome, Move, Piece, Square, san::SanPlus};

use crate::core::{
    clock::ClockSnapshot,
    input::{ClockReason, Device},
    law::Law,
    msg::{ClocksAfter, DrawClaim, EndReason, Illegal, Msg, Obligation, PressNote, TimeLeft},
    penalty::Penalty,
    ruling::{Divergence, Noted, Ruling, RulingPart, Step},
    settings::Edition,
    spoken::Spoken,
    time::Timestamp,
};

/// A move that is made (E2.3 for the blind player, 4.6 for the sighted player).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MadeMove {
    /// Half-move number in the game, starting at 1.
    pub ply: u32,
    /// The move number on the scoresheet: the start position's own number counts on
    /// (a game from a FEN at move 50 begins with move 50).
    pub number: u32,
    /// The side that moved.
    pub by: Color,
    /// The move.
    pub m: Move,
    /// The move in SAN with check or mate suffix.
    pub san: SanPlus,
    /// The move in UCI (Chess960 castling as king-takes-rook when the game is Chess960).
    pub uci: String,
    /// The board the move was read from.
    pub source: Device,
    /// Both clocks when the move was completed: at the made move for a move
    /// whose press taktil makes, else at the mover's press. `None` without a clock.
    pub clock: Option<ClockSnapshot>,
    /// The mover offered a draw with this move: "(=)" in both scoresheets (9.1b, R-80).
    pub offer: bool,
}

impl MadeMove {
    /// The move as it is announced again (the `repeat` and `history` keys).
    pub fn spoken(&self) -> Spoken {
        Spoken {
            by: self.by,
            san: self.san,
            en_passant: self.m.is_en_passant(),
            from: self.m.from().unwrap_or(self.m.to()),
        }
    }
}

/// A request from the host to a device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HostCmd {
    /// `SNAP`: send a full snapshot.
    Snap,
}

/// One decision of the core.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Output {
    /// Words for the blind player (and shown to everyone at the board).
    Say(Msg),
    /// Words for the assistant's and arbiter's log, not spoken to the player.
    Note(Msg),
    /// A made move.
    Move(MadeMove),
    /// Start this side's clock (E2.3: only once the move is made). `times` are both
    /// clocks after the press, when taktil keeps the time.
    Clock { start: Color, times: Option<ClockSnapshot> },
    /// A flag fell (the flag earcon where the fall is told, R-74).
    Flag { color: Color },
    /// The blind player's time crossed the low-time warning (an optional setting).
    LowTime { color: Color },
    /// A board has settled in a position that differs from the game on these squares
    /// guidance follows.
    Mismatch { device: Device, squares: Vec<Square> },
    /// A board that differed shows the game again.
    Matched { device: Device },
    /// The arbiter's E2.7/E2.8 ruling; its sentences follow as notes.
    Ruling(Box<Ruling>, Edition),
    /// The game ended.
    End { outcome: KnownOutcome, reason: EndReason },
    /// A piece of the player on move was touched (E2.2: its peg left the hole).
    Touch { square: Square, piece: Piece },
    /// Ask a device for something.
    Request(Device, HostCmd),
}

/// An output with the time it was decided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Timed {
    /// When.
    pub t: Timestamp,
    /// What.
    pub output: Output,
}

impl Output {
    /// The `kind` field of the JSON lines format.
    pub const fn kind(&self) -> &'static str {
        match self {
            Output::Say(_) => "say",
            Output::Note(_) => "warning",
            Output::Move(_) => "move",
            Output::Clock { .. } => "clock",
            Output::Flag { .. } => "flag",
            Output::LowTime { .. } => "low-time",
            Output::Mismatch { .. } => "mismatch",
            Output::Matched { .. } => "matched",
            Output::Ruling(..) => "ruling",
            Output::End { .. } => "end",
            Output::Touch { .. } => "touch",
            Output::Request(..) => "request",
        }
    }
}

/// A touch-move obligation: what kind, then its pieces and squares.
fn obligation(f: &mut fmt::Formatter<'_>, o: &Obligation) -> fmt::Result {
    match o {
        Obligation::Move(p, sq) => write!(f, "move {} {sq}", p.char()),
        Obligation::Capture(p, sq) => write!(f, "capture {} {sq}", p.char()),
        Obligation::CaptureWith { piece, from, target, at } => {
            write!(f, "capture-with {} {from} {} {at}", piece.char(), target.char())
        }
        Obligation::Castle(s) => write!(f, "castle {}", side(*s)),
        Obligation::KingMove(sq) => write!(f, "king-move {sq}"),
    }
}

fn side(s: CastlingSide) -> &'static str {
    match s {
        CastlingSide::KingSide => "kingside",
        CastlingSide::QueenSide => "queenside",
    }
}

/// A change of `color`'s time with its reason: `white +00:02:00 illegal-move (7.5.5)`.
fn time_change(
    f: &mut fmt::Formatter<'_>,
    color: Color,
    delta_ms: i64,
    reason: ClockReason,
    edition: Edition,
) -> fmt::Result {
    let sign = if delta_ms < 0 { '-' } else { '+' };
    let d = Duration::from_millis(delta_ms.unsigned_abs());
    write!(f, "{} {sign}{} {} ({})", wb(color), Hms(d), reason.as_str(), reason.article(edition))
}

fn spoken(f: &mut fmt::Formatter<'_>, s: &Spoken) -> fmt::Result {
    write!(f, "{} {}{}", s.by.fold_wb("white", "black"), s.san, if s.en_passant { " e.p." } else { "" })
}

impl fmt::Display for Msg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Msg::Move(s) => {
                f.write_str("move ")?;
                spoken(f, s)
            }
            Msg::LastMove(s) => {
                f.write_str("last-move ")?;
                spoken(f, s)
            }
            Msg::LastMoves(moves) => {
                f.write_str("last-moves")?;
                for m in moves {
                    f.write_str(" ")?;
                    spoken(f, m)?;
                }
                Ok(())
            }
            Msg::NoMoveYet => f.write_str("no-move-yet"),
            Msg::AskPromotion(sq) => write!(f, "ask-promotion {sq}"),
            Msg::TouchMove(o) => {
                f.write_str("touch-move ")?;
                obligation(f, o)
            }
            Msg::Illegal(i) => match i {
                Illegal::Unreachable(p, sq) => write!(f, "illegal unreachable {} {sq}", p.char()),
                Illegal::KingInCheck => f.write_str("illegal king-in-check"),
                Illegal::SecondPiece => f.write_str("illegal second-piece"),
                Illegal::NoSuchMove => f.write_str("illegal no-such-move"),
            },
            Msg::PutBack(p, sq) => write!(f, "put-back {} {sq}", p.char()),
            Msg::MoveBack { piece, from, to } => write!(f, "move-back {} {from} {to}", piece.char()),
            Msg::Remove(sq) => write!(f, "remove {sq}"),
            Msg::Shift { piece, from, to } => write!(f, "shift {} {from} {to}", piece.char()),
            Msg::Place { piece, square } => write!(f, "place {} {square}", piece.char()),
            Msg::Take { piece: Some(p), square } => write!(f, "take {} {square}", p.char()),
            Msg::Take { piece: None, square } => write!(f, "take {square}"),
            Msg::BoardDiffers { by } => write!(f, "board-differs {}", wb(*by)),
            Msg::BoardMatches { by } => write!(f, "board-matches {}", wb(*by)),
            Msg::SheetDiffers { ply, .. } => write!(f, "sheet-differs {ply}"),
            Msg::SheetLetters { ply, word, earlier: Some(earlier), .. } => {
                write!(f, "sheet-letters {ply} {word} other-than {earlier}")
            }
            Msg::SheetLetters { ply, word, earlier: None, .. } => write!(f, "sheet-letters {ply} {word} undecided"),
            Msg::NoMove => f.write_str("no-move"),
            Msg::Adjust => f.write_str("adjust"),
            Msg::GameOver { outcome, reason } => write!(f, "game-over {} {reason:?}", outcome.as_str()),
            Msg::DrawClaimable(DrawClaim::Threefold) => f.write_str("draw-claimable threefold"),
            Msg::DrawClaimable(DrawClaim::FiftyMoves) => f.write_str("draw-claimable fifty-moves"),
            Msg::MoveCount { moves, to_move } => write!(f, "move-count {moves} {}", to_move.fold_wb("white", "black")),
            Msg::Position(groups) => {
                f.write_str("position")?;
                for g in groups {
                    write!(f, " {}", g.piece.char())?;
                    for (i, sq) in g.squares.iter().enumerate() {
                        write!(f, "{}{sq}", if i == 0 { ":" } else { "," })?;
                    }
                }
                Ok(())
            }
            Msg::FileReading { file, pieces } => {
                write!(f, "file {}", file.char())?;
                pieces.iter().try_for_each(|(sq, p)| write!(f, " {}{sq}", p.char()))
            }
            Msg::RankReading { rank, pieces } => {
                write!(f, "rank {}", rank.char())?;
                pieces.iter().try_for_each(|(sq, p)| write!(f, " {}{sq}", p.char()))
            }
            Msg::GameIsOver => f.write_str("game-is-over"),
            Msg::NoClock => f.write_str("no-clock"),
            Msg::Resync => f.write_str("resync"),
            Msg::BoardLost => f.write_str("board-lost"),
            Msg::BoardSilent => f.write_str("board-silent"),
            Msg::OpponentBoardSilent => f.write_str("opponent-board-silent"),
            Msg::OpponentBoardBack => f.write_str("opponent-board-back"),
            Msg::BoardBack => f.write_str("board-back"),
            Msg::BoardLineIgnored { line, fault } => write!(f, "board-line-ignored {line} {}", fault.as_str()),
            Msg::IllegalCounted { by, count, penalty } => {
                write!(f, "illegal-counted {} {count}", by.fold_wb("white", "black"))?;
                match penalty {
                    Some(Penalty::OpponentTime { minutes }) => write!(f, " opponent+{minutes}m"),
                    Some(Penalty::Loss { draw_if_no_mate: true }) => f.write_str(" loss-or-draw"),
                    Some(Penalty::Loss { draw_if_no_mate: false }) => f.write_str(" loss"),
                    None => Ok(()),
                }
            }
            Msg::IllegalNotCompleted { by, count } => {
                write!(f, "illegal-not-completed {} {count}", by.fold_wb("white", "black"))
            }
            Msg::PromotionWithoutPiece { by, square } => {
                write!(f, "promotion-without-piece {} {square}", by.fold_wb("white", "black"))
            }
            Msg::PressAsIllegal { by } => write!(f, "press-as-illegal {}", by.fold_wb("white", "black")),
            Msg::TouchMoveRecorded { by } => write!(f, "touch-move-recorded {}", by.fold_wb("white", "black")),
            Msg::AssistMoveRejected => f.write_str("assist-move-rejected"),
            Msg::KeyIgnored(k) => write!(f, "key-ignored {}", k.as_str()),
            Msg::Clocks { white, black } => {
                f.write_str("clocks w=")?;
                left(f, white)?;
                f.write_str(" b=")?;
                left(f, black)
            }
            Msg::DutyOff(d) => write!(f, "duty-off {}", d.letter()),
            Msg::LowTime { left } => write!(f, "low-time {}", Hms(*left)),
            Msg::FlagFell { color, moves, needed } => {
                write!(f, "flag-fell {} moves {moves}", wb(*color))?;
                match needed {
                    Some(n) => write!(f, "/{n}"),
                    None => Ok(()),
                }
            }
            Msg::QuickplayClaimed { by, .. } => write!(f, "quickplay-claimed {}", wb(*by)),
            Msg::QuickplayRefused { by, bar, .. } => write!(f, "quickplay-refused {} {}", wb(*by), bar.as_str()),
            Msg::QuickplayPostponed { .. } => f.write_str("quickplay-postponed"),
            Msg::QuickplayRejected { by, .. } => write!(f, "quickplay-rejected {}", wb(*by)),
            Msg::FlagAwaitsArbiter { color, .. } => write!(f, "flag-awaits-arbiter {}", wb(*color)),
            Msg::NoQuickplayClaim { .. } => f.write_str("no-quickplay-claim"),
            Msg::BothFlagsPlayOn => f.write_str("both-flags-play-on"),
            Msg::BothFlagsNoGuidelines { first } => {
                write!(f, "both-flags-no-guidelines {}", first.fold_wb("white", "black"))
            }
            Msg::ArbiterCalled => f.write_str("arbiter-called"),
            Msg::ClockRestarted => f.write_str("clock-restarted"),
            Msg::Press { by, note } => {
                let note = match note {
                    PressNote::BeforeMove => "before-move",
                    PressNote::NotRunning => "not-running",
                    PressNote::Stopped => "stopped",
                };
                write!(f, "press {} {note}", wb(*by))
            }
            Msg::ClockAdjusted { color, delta_ms, reason, edition } => {
                f.write_str("clock-adjusted ")?;
                time_change(f, *color, *delta_ms, *reason, *edition)
            }
            Msg::TimeGivenKept { color, delta_ms, reason, edition } => {
                f.write_str("time-given-kept ")?;
                time_change(f, *color, *delta_ms, *reason, *edition)
            }
            Msg::TimeNotKept { color, delta_ms, reason, edition } => {
                let sign = if *delta_ms < 0 { '-' } else { '+' };
                let d = Duration::from_millis(delta_ms.unsigned_abs());
                let article = reason.article(*edition);
                write!(f, "time-not-kept {} {sign}{} {} ({article})", wb(*color), Hms(d), reason.as_str())
            }
            Msg::ClockSet { color, left, moves, reason, edition } => {
                write!(f, "clock-set {} {}", wb(*color), Hms(*left))?;
                if let Some(n) = moves {
                    write!(f, " moves {n}")?;
                }
                write!(f, " {} ({})", reason.as_str(), reason.article(*edition))
            }
            Msg::DrawOffered { by } => write!(f, "draw-offered {}", wb(*by)),
            Msg::DrawOfferStands { by } => write!(f, "draw-offer-stands {}", wb(*by)),
            Msg::DrawOfferTiming { by, .. } => write!(f, "draw-offer-timing {}", wb(*by)),
            Msg::DrawDeclined { by } => write!(f, "draw-declined {}", wb(*by)),
            Msg::DrawOfferLapsed { by } => write!(f, "draw-offer-lapsed {}", wb(*by)),
            Msg::NoDrawOffer => f.write_str("no-draw-offer"),
            Msg::ClaimDeclareMove => f.write_str("claim-declare-move"),
            Msg::ClaimIncorrect { by } => write!(f, "claim-incorrect {}", wb(*by)),
            Msg::ClaimLapsed => f.write_str("claim-lapsed"),
            Msg::ClaimNotOnMove => f.write_str("claim-not-on-move"),
            Msg::NoFlag => f.write_str("no-flag"),
            Msg::TouchReported { by, piece, square } => {
                write!(f, "touch-reported {} {square}", wb(*by))?;
                match piece {
                    Some(p) => write!(f, " {}", p.char()),
                    None => Ok(()),
                }
            }
            Msg::TouchReportTooLate { .. } => f.write_str("touch-report-too-late"),
            Msg::TouchVoided { by, blind, piece, square } => {
                let who = if *blind { "blind" } else { "sighted" };
                write!(f, "touch-voided {who} {} {square} {}", wb(*by), piece.char())
            }
            Msg::NoTouchToVoid { square } => {
                f.write_str("no-touch-to-void")?;
                square.map_or(Ok(()), |sq| write!(f, " {sq}"))
            }
            Msg::TouchUpheld { by, obligation: o } => {
                write!(f, "touch-upheld {} ", wb(*by))?;
                obligation(f, o)
            }
            Msg::TouchUpheldLapsed { by, piece, square, .. } => {
                write!(f, "touch-upheld-lapsed {} {square} {}", wb(*by), piece.char())
            }
            Msg::NoTouchToUphold { by, square } => {
                write!(f, "no-touch-to-uphold {}", wb(*by))?;
                square.map_or(Ok(()), |sq| write!(f, " {sq}"))
            }
            Msg::TouchUpholdTooLate { by, .. } => write!(f, "touch-uphold-too-late {}", wb(*by)),
            Msg::TouchFromPegs { by, .. } => write!(f, "touch-from-pegs {}", wb(*by)),
            Msg::TouchNotOnMove { by, .. } => write!(f, "touch-not-on-move {}", wb(*by)),
            Msg::TouchKept { by, piece, square, .. } => write!(f, "touch-kept {} {} {square}", wb(*by), piece.char()),
            Msg::IllegalRuled { by, count, .. } => write!(f, "illegal-ruled {} {count}", wb(*by)),
            Msg::Adjourned => f.write_str("adjourned"),
            Msg::Resumed => f.write_str("resumed"),
            Msg::GameAdjourned => f.write_str("game-adjourned"),
            Msg::NotAdjourned => f.write_str("not-adjourned"),
            Msg::Ruling(part, edition) => {
                f.write_str("ruling ")?;
                ruling(f, part, *edition)
            }
            Msg::TakenBack { article, last, edition } => {
                write!(f, "taken-back {} ", article.token(*edition))?;
                match last {
                    Some(noted) => write!(f, "{noted}"),
                    None => f.write_str("start"),
                }
            }
            Msg::PlayOn { by, number } => write!(f, "play-on {} {number}", wb(*by)),
            // The arbiter's own clock, stopped, is the usual case: written as before.
            Msg::ClocksSetBack(Some(times), ClocksAfter::Stopped, _) => write!(f, "clocks-set-back {}", Times(times)),
            Msg::ClocksSetBack(Some(times), after, _) => {
                write!(f, "clocks-set-back {} {}", Times(times), after.as_str())
            }
            Msg::ClocksSetBack(None, ClocksAfter::Stopped, _) => f.write_str("clocks-set-back none"),
            Msg::ClocksSetBack(None, after, _) => write!(f, "clocks-set-back none {}", after.as_str()),
            Msg::BoardCorrected { player, .. } => write!(f, "board-corrected {}", player.board()),
            Msg::NoRuling => f.write_str("no-ruling"),
            Msg::RulingForArbiter => f.write_str("ruling-for-arbiter"),
            Msg::RulingStale => f.write_str("ruling-stale"),
            Msg::NoSuchMove { number, side } => write!(f, "no-such-move {number}{}", side.fold_wb("", "...")),
            Msg::PegBoardLost => f.write_str("peg-board-lost"),
            Msg::PegBoardBack => f.write_str("peg-board-back"),
            Msg::KeypadLost => f.write_str("keypad-lost"),
            Msg::KeypadBack => f.write_str("keypad-back"),
            Msg::ClaimOffersDraw => f.write_str("claim-offers-draw"),
            Msg::ClaimOfferToAccept { by } => write!(f, "claim-offer-to-accept {}", wb(*by)),
            Msg::PromotionFinal { by, square, first, shown, .. } => {
                write!(f, "promotion-final {} {square} {} {}", wb(*by), first.char(), shown.char())
            }
            Msg::CastlingAfterRook { by, .. } => write!(f, "castling-after-rook {}", wb(*by)),
            Msg::OwnMove(s) => {
                f.write_str("own-move ")?;
                spoken(f, s)
            }
            Msg::NoSensorsIgnored => f.write_str("no-sensors-ignored"),
            Msg::TactileBoardHasSensors => f.write_str("tactile-board-has-sensors"),
            Msg::ExternalClockLost => f.write_str("external-clock-lost"),
            Msg::ExternalClockBack => f.write_str("external-clock-back"),
            Msg::ExternalPressWithoutMove { by, blind, .. } => {
                write!(f, "external-press-without-move {}{}", wb(*by), if *blind { " blind" } else { "" })
            }
            Msg::ExternalMoveWithoutPress { by } => write!(f, "external-move-without-press {}", wb(*by)),
            Msg::ExternalClockSet { white, black, .. } => {
                write!(f, "external-clock-set w={} b={}", Hms(*white), Hms(*black))
            }
            Msg::ExternalClockKeeps => f.write_str("external-clock-keeps"),
            Msg::ExternalArbiterCalled => f.write_str("external-arbiter-called"),
            Msg::OnlyInPractice => f.write_str("only-in-practice"),
            Msg::ResignAsk => f.write_str("resign-ask"),
            Msg::ResignCancelled => f.write_str("resign-cancelled"),
            Msg::EndedBefore(late) => write!(f, "ended-before {}", late.as_str()),
            Msg::SealedMoveConcludes { late, .. } => write!(f, "sealed-move-concludes late {}", wb(*late)),
            Msg::SealedMoveFaulty { written, fault } => write!(f, "sealed-move-faulty {written} {}", fault.as_str()),
        }
    }
}

impl fmt::Display for Output {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Output::Say(m) => write!(f, "say {m}"),
            Output::Note(m) => write!(f, "note {m}"),
            Output::Move(mv) => {
                write!(
                    f,
                    "move {} {} {} {} {}",
                    mv.ply,
                    mv.by.fold_wb("white", "black"),
                    mv.uci,
                    mv.san,
                    mv.source.as_str()
                )
            }
            Output::Clock { start, times } => {
                write!(f, "clock start {}", start.fold_wb("white", "black"))?;
                match times {
                    Some(t) => write!(f, " {}", Times(t)),
                    None => Ok(()),
                }
            }
            Output::Flag { color } => write!(f, "flag {}", color.fold_wb("white", "black")),
            Output::LowTime { color } => write!(f, "low-time {}", color.fold_wb("white", "black")),
            Output::Mismatch { device, squares } => {
                write!(f, "mismatch {}", device.as_str())?;
                squares.iter().try_for_each(|sq| write!(f, " {sq}"))
            }
            Output::Matched { device } => write!(f, "matched {}", device.as_str()),
            Output::Ruling(r, edition) => {
                write!(f, "ruling {}", r.kind())?;
                if let Some(article) = r.article(*edition) {
                    write!(f, " ({article})")?;
                }
                write!(f, " {}", r.position().fen)
            }
            Output::End { outcome, reason } => write!(f, "end {} {reason:?}", outcome.as_str()),
            Output::Touch { square, piece } => write!(f, "touch {square} {}", piece.char()),
            Output::Request(d, HostCmd::Snap) => write!(f, "request {} SNAP", d.as_str()),
        }
    }
}

/// A move of a scoresheet, or `start` for none.
fn noted(f: &mut fmt::Formatter<'_>, last: Option<&Noted>) -> fmt::Result {
    match last {
        Some(n) => write!(f, "{n}"),
        None => f.write_str("start"),
    }
}

/// A piece letter, or `?` when the board does not tell.
fn piece_or_unknown(piece: Option<Piece>) -> char {
    piece.map_or('?', Piece::char)
}

/// One sentence of a ruling, symbolically: `correct sighted`, `step move N c3 f3`; its
/// article in `edition`'s numbering (`agreed (D.2.9)`, 2009 `agreed (E2.7)`).
fn ruling(f: &mut fmt::Formatter<'_>, part: &RulingPart, edition: Edition) -> fmt::Result {
    let (agree, differ) = (Law::ScoresheetsAgree.number(edition), Law::ScoresheetsDiffer.number(edition));
    match part {
        RulingPart::Agreed => write!(f, "agreed ({agree})"),
        RulingPart::Correct(p) => write!(f, "correct {} ({agree})", p.board()),
        RulingPart::TakeBack => write!(f, "take-back ({differ})"),
        RulingPart::BothBoards => f.write_str("both-boards"),
        RulingPart::Unrecorded(p) => write!(f, "unrecorded {}", p.board()),
        RulingPart::NoPosition(p) => write!(f, "no-position {}", p.board()),
        RulingPart::AssistantRecord => f.write_str("assistant-record"),
        RulingPart::IllegalEntry { player, fault, entry } => {
            let article = Law::IllegalMoveReinstated.number(edition);
            write!(f, "illegal-entry {} {} {entry} ({article})", player.as_str(), fault.as_str())
        }
        RulingPart::Position { last } => {
            f.write_str("position ")?;
            noted(f, last.as_ref())
        }
        RulingPart::Pending(p) => write!(f, "pending {} {}", p.player.as_str(), p.missing),
        RulingPart::Unchecked(p) => write!(f, "unchecked {}", p.board()),
        RulingPart::Diverged(d) => match d {
            Divergence::OtherMove { written, executed } => write!(f, "other-move {written} executed {}", executed.san),
            Divergence::Skipped { written } => write!(f, "skipped {written}"),
            Divergence::Behind { next } => write!(f, "behind {next}"),
            Divergence::Ahead { executed } => write!(f, "ahead {executed}"),
        },
        RulingPart::DivergenceUnknown => f.write_str("divergence-unknown"),
        RulingPart::Step(step) => match step {
            Step::Move { piece, from, to } => write!(f, "step move {} {from} {to}", piece_or_unknown(*piece)),
            Step::Remove { piece, square } => write!(f, "step remove {} {square}", piece_or_unknown(*piece)),
            Step::Put { piece, square } => write!(f, "step put {} {square}", piece.char()),
        },
        RulingPart::SheetMoves { player, moves } => {
            write!(f, "sheet-moves {}", player.as_str())?;
            moves.iter().try_for_each(|m| write!(f, " {m}"))
        }
        RulingPart::Clock(Some(c)) => write!(f, "clock {}", Times(c)),
        RulingPart::Clock(None) => f.write_str("clock none"),
        RulingPart::SetBoard { player, ready } => {
            write!(f, "set-board {} {}", player.board(), if *ready { "ready" } else { "steps" })
        }
        RulingPart::Board(p) => write!(f, "board {}", p.board()),
        RulingPart::BoardsShow { last } => {
            f.write_str("boards-show ")?;
            noted(f, last.as_ref())
        }
    }
}

/// Both clocks in the transcript: `w=1:29:58.500 b=1:30:00 move 2`.
struct Times<'a>(&'a ClockSnapshot);

impl fmt::Display for Times<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = self.0;
        write!(f, "w={} b={} move {}", Hms(s.white), Hms(s.black), s.move_number)?;
        if !s.running {
            f.write_str(" stopped")?;
        }
        Ok(())
    }
}

/// A duration as h:mm:ss, with milliseconds when there are any.
pub struct Hms(pub Duration);

impl fmt::Display for Hms {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // u64 holds 584 million years of milliseconds. The digits are laid out by hand
        // and written at once: the screen shows two times on every half-move, and
        // `write!` with padding cost more than the rest of the clock's line.
        let ms = u64::try_from(self.0.as_millis()).unwrap_or(u64::MAX);
        let (h, m, s, rest) = (ms / 3_600_000, ms / 60_000 % 60, ms / 1000 % 60, ms % 1000);
        let mut text = [0u8; 32];
        let mut end = text.len();
        let mut put = |mut n: u64, width: usize, before: Option<u8>| {
            let mut digits = 0;
            while digits < width || n > 0 {
                end -= 1;
                text[end] = b'0' + (n % 10) as u8;
                n /= 10;
                digits += 1;
            }
            if let Some(c) = before {
                end -= 1;
                text[end] = c;
            }
        };
        if rest > 0 {
            put(rest, 3, Some(b'.'));
        }
        put(s, 2, Some(b':'));
        put(m, 2, Some(b':'));
        put(h, 1, None);
        f.write_str(std::str::from_utf8(&text[end..]).map_err(|_| fmt::Error)?)
    }
}

fn left(f: &mut fmt::Formatter<'_>, t: &TimeLeft) -> fmt::Result {
    match t {
        TimeLeft::Left(d) => write!(f, "{}", Hms(*d)),
        TimeLeft::Flag => f.write_str("flag"),
    }
}

fn wb(c: Color) -> &'static str {
    c.fold_wb("white", "black")
}

impl fmt::Display for Timed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.t, self.output)
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::Hms;

    /// The clock's times as the screen and the transcript show them.
    #[test]
    fn times_read_h_mm_ss_with_milliseconds_only_when_there_are_any() {
        let hms = |ms: u64| Hms(Duration::from_millis(ms)).to_string();
        assert_eq!(hms(0), "0:00:00");
        assert_eq!(hms(5_400_000), "1:30:00");
        assert_eq!(hms(59_999), "0:00:59.999");
        assert_eq!(hms(3_723_004), "1:02:03.004");
        assert_eq!(hms(36_000_000 * 3), "30:00:00");
        assert_eq!(Hms(Duration::MAX).to_string(), "5124095576030:25:51.615");
    }
}
