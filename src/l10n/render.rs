//! Each [`Msg`] and each [`Notice`] as a message id of the locale files and its
//! arguments, in one exhaustive `match` each: a new variant without a translation does
//! not compile.
//!
//! Selector arguments are plain ASCII names (`white`, `queen`, `yes`); words reach the
//! sentence as [`Arg::Words`] so that they keep their speech language.

use std::{cmp::Reverse, time::Duration};

use shakmaty::{
    Color, KnownOutcome, Piece, Role, Square,
    san::{San, Suffix},
};

use super::{
    Arg::{self, Num, Sel, Text, Words},
    Localizer, Part,
};
use crate::core::{
    duty::Duty,
    input::{ClockReason, Key, TakeBackArticle},
    law::Law,
    msg::{DrawClaim, EndReason, Illegal, Msg, Obligation, PieceGroup, PressNote, TimeLeft},
    output::Hms,
    penalty::Penalty,
    ruling::{Divergence, Noted, Player, RulingPart, Step, Written},
    settings::Edition,
    spoken::Spoken,
};
use crate::{
    notice::practice::Evaluation,
    notice::{KeyName, Notice},
};

/// The selector name of a colour.
const fn color(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// The selector name of a piece kind (for grammatical gender).
const fn role(role: Role) -> &'static str {
    match role {
        Role::King => "king",
        Role::Queen => "queen",
        Role::Rook => "rook",
        Role::Bishop => "bishop",
        Role::Knight => "knight",
        Role::Pawn => "pawn",
    }
}

/// Why the arbiter changed a clock, and the article behind it in the game's edition
/// (`clock-reason`).
fn clock_reason(reason: ClockReason, edition: Edition) -> [(&'static str, Arg); 2] {
    [("reason", Sel(reason.as_str())), ("article", Sel(reason.article(edition)))]
}

/// The `article` argument: `law`'s number in the game's edition (issue 28).
fn article(law: Law, edition: Edition) -> (&'static str, Arg) {
    ("article", Sel(law.number(edition)))
}

/// The selector value of a flag.
const fn yes(flag: bool) -> &'static str {
    if flag { "yes" } else { "no" }
}

/// A count for Fluent (the largest number Fluent takes, if it is larger).
fn num(n: impl TryInto<u32>) -> Arg {
    Num(n.try_into().unwrap_or(u32::MAX))
}

/// The selector value of a duty: its letter in E2.9, `a` to `f`.
fn duty(duty: Duty) -> &'static str {
    ["a", "b", "c", "d", "e", "f"].into_iter().find(|l| l.starts_with(duty.letter())).unwrap_or("a")
}

/// How a time is read: the `units` selector of the `duration` message, with the hours,
/// minutes and seconds. Rounded down, so that it never says more than there is: hours
/// and minutes from one hour, whole minutes from ten minutes, minutes and seconds from
/// one minute, seconds below; a zero part is left out, except "0 seconds".
fn time_parts(time: Duration) -> (&'static str, u64, u64, u64) {
    let secs = time.as_secs();
    let (hours, minutes, seconds) = (secs / 3600, secs % 3600 / 60, secs % 60);
    let units = match secs {
        3600.. if minutes == 0 => "hours",
        3600.. => "hours-minutes",
        600.. => "minutes",
        60.. if seconds == 0 => "minutes",
        60.. => "minutes-seconds",
        _ => "seconds",
    };
    (units, hours, minutes, seconds)
}

impl Localizer {
    /// The raw parts of a message (tidied by the caller).
    pub(super) fn compose(&self, msg: &Msg) -> Vec<Part> {
        match msg {
            Msg::Move(spoken) => self.move_words(spoken, self.long),
            Msg::LastMove(spoken) => self.say("last-move", vec![("move", Words(self.move_words(spoken, self.long)))]),
            Msg::NoMoveYet => self.say("no-move-yet", vec![]),
            Msg::AskPromotion(square) => self.say("ask-promotion", vec![("square", Words(self.square(*square)))]),
            Msg::TouchMove(obligation) => self.obligation(obligation),
            Msg::Illegal(illegal) => match illegal {
                Illegal::Unreachable(piece, square) => self.piece_on("illegal-unreachable", *piece, *square),
                Illegal::KingInCheck => self.say("illegal-king-in-check", vec![]),
                Illegal::SecondPiece => self.say("illegal-second-piece", vec![]),
                Illegal::NoSuchMove => self.say("illegal-no-such-move", vec![]),
            },
            Msg::PutBack(piece, square) => self.piece_on("put-back", *piece, *square),
            Msg::MoveBack { piece, from, to } => self.say(
                "move-back",
                vec![
                    ("piece", Words(vec![self.piece(piece.role, 1)])),
                    ("role", Sel(role(piece.role))),
                    ("color", Sel(color(piece.color))),
                    ("from", Words(self.square(*from))),
                    ("to", Words(self.square(*to))),
                ],
            ),
            Msg::Remove(square) => self.say("remove", vec![("square", Words(self.square(*square)))]),
            Msg::Place { piece, square } => self.piece_on("place", *piece, *square),
            Msg::Take { piece: Some(piece), square } => self.piece_on("take", *piece, *square),
            Msg::Take { piece: None, square } => self.say("take-peg", vec![("square", Words(self.square(*square)))]),
            Msg::Shift { piece, from, to } => {
                let mut args = self.piece_args(*piece, *from);
                args.retain(|(name, _)| *name != "square");
                args.push(("from", Words(self.square(*from))));
                args.push(("to", Words(self.square(*to))));
                self.say("shift", args)
            }
            Msg::BoardDiffers { by } => self.say("board-differs", vec![("by", Sel(color(*by)))]),
            Msg::BoardMatches { by } => self.say("board-matches", vec![("by", Sel(color(*by)))]),
            Msg::SheetDiffers { number, by, .. } => {
                self.say("sheet-differs", vec![("number", Num(*number)), ("color", Sel(color(*by)))])
            }
            Msg::SheetLetters { number, by, word, earlier, .. } => {
                self.sheet_letters(*number, *by, word, earlier.as_deref())
            }
            Msg::NoMove => self.say("no-move", vec![]),
            Msg::Adjust => self.say("adjust", vec![]),
            Msg::GameOver { outcome, reason } => self.game_over(*outcome, *reason),
            Msg::DrawClaimable(claim) => {
                let claim = match claim {
                    DrawClaim::Threefold => "threefold",
                    DrawClaim::FiftyMoves => "fifty-moves",
                };
                self.say("draw-claimable", vec![("claim", Sel(claim))])
            }
            // `moves` counts the moves both sides have completed, so the move being
            // played is the next one: after 22 completed moves, White plays move 23;
            // after 1. e4, Black plays move 1.
            Msg::MoveCount { moves, to_move } => self.say(
                "move-count",
                vec![
                    ("number", Num(moves.saturating_add(1))),
                    ("moves", Num(*moves)),
                    ("to-move", Sel(color(*to_move))),
                ],
            ),
            Msg::Position(groups) => self.position(groups),
            Msg::GameIsOver => self.say("game-is-over", vec![]),
            Msg::LastMoves(moves) => self.last_moves(moves),
            Msg::FileReading { file, pieces } => {
                let file = Words(vec![self.file(*file)]);
                if pieces.is_empty() {
                    self.say("file-reading-empty", vec![("file", file)])
                } else {
                    self.say("file-reading", vec![("file", file), ("pieces", Words(self.reading(pieces)))])
                }
            }
            Msg::RankReading { rank, pieces } => {
                let rank = Words(vec![self.rank(*rank)]);
                if pieces.is_empty() {
                    self.say("rank-reading-empty", vec![("rank", rank)])
                } else {
                    self.say("rank-reading", vec![("rank", rank), ("pieces", Words(self.reading(pieces)))])
                }
            }
            Msg::NoClock => self.say("no-clock", vec![]),
            Msg::Resync => self.say("resync", vec![]),
            Msg::BoardLost => self.say("board-lost", vec![]),
            Msg::BoardSilent => self.say("board-silent", vec![]),
            Msg::OpponentBoardSilent => self.say("opponent-board-silent", vec![]),
            Msg::OpponentBoardBack => self.say("opponent-board-back", vec![]),
            Msg::BoardBack => self.say("board-back", vec![]),
            Msg::BoardLineIgnored { line, fault } => {
                self.say("board-line-ignored", vec![("line", Num(*line)), ("fault", Sel(fault.as_str()))])
            }
            Msg::IllegalCounted { by, count, penalty } => {
                let (penalty, minutes) = match penalty {
                    None => ("none", 0),
                    Some(Penalty::OpponentTime { minutes }) => ("time", *minutes),
                    Some(Penalty::Loss { draw_if_no_mate: false }) => ("loss", 0),
                    Some(Penalty::Loss { draw_if_no_mate: true }) => ("loss-or-draw", 0),
                };
                self.say(
                    "illegal-counted",
                    vec![
                        ("by", Sel(color(*by))),
                        ("count", Num(*count)),
                        ("penalty", Sel(penalty)),
                        ("minutes", Num(minutes)),
                    ],
                )
            }
            Msg::IllegalNotCompleted { by, count } => {
                self.say("illegal-not-completed", vec![("by", Sel(color(*by))), ("count", Num(*count))])
            }
            Msg::PromotionWithoutPiece { by, square } => self
                .say("promotion-without-piece", vec![("by", Sel(color(*by))), ("square", Words(self.square(*square)))]),
            Msg::PressAsIllegal { by } => self.say("press-as-illegal", vec![("by", Sel(color(*by)))]),
            Msg::TouchMoveRecorded { by } => self.say("touch-move-recorded", vec![("by", Sel(color(*by)))]),
            Msg::AssistMoveRejected => self.say("assist-move-rejected", vec![]),
            Msg::KeyIgnored(key) => self.say("key-ignored", vec![("key", Words(self.key(*key)))]),
            Msg::Clocks { white, black } => {
                let (white, white_flag) = self.time_left(*white);
                let (black, black_flag) = self.time_left(*black);
                self.say(
                    "clocks",
                    vec![("white", white), ("white-flag", white_flag), ("black", black), ("black-flag", black_flag)],
                )
            }
            Msg::DutyOff(d) => self.say("duty-off", vec![("duty", Sel(duty(*d)))]),
            Msg::LowTime { left } => self.say("low-time", vec![("left", Words(self.duration(*left)))]),
            Msg::FlagFell { color: side, moves, needed } => self.say(
                "flag-fell",
                vec![
                    ("color", Sel(color(*side))),
                    ("moves", Num(*moves)),
                    ("needed", Num(needed.unwrap_or(0))),
                    ("has-needed", Sel(yes(needed.is_some()))),
                ],
            ),
            Msg::QuickplayClaimed { by, edition } => {
                self.say("quickplay-claimed", vec![("by", Sel(color(*by))), article(Law::QuickplayFinish, *edition)])
            }
            Msg::QuickplayRefused { by, bar, edition } => self.say(
                "quickplay-refused",
                vec![("by", Sel(color(*by))), ("bar", Sel(bar.as_str())), article(Law::QuickplayFinish, *edition)],
            ),
            Msg::QuickplayPostponed { edition } => {
                self.say("quickplay-postponed", vec![article(Law::QuickplayFinish, *edition)])
            }
            Msg::QuickplayRejected { by, edition } => {
                self.say("quickplay-rejected", vec![("by", Sel(color(*by))), article(Law::QuickplayFinish, *edition)])
            }
            Msg::FlagAwaitsArbiter { color: side, edition } => self.say(
                "flag-awaits-arbiter",
                vec![("color", Sel(color(*side))), article(Law::QuickplayFinish, *edition)],
            ),
            Msg::NoQuickplayClaim { edition } => {
                self.say("no-quickplay-claim", vec![article(Law::QuickplayFinish, *edition)])
            }
            Msg::BothFlagsPlayOn => self.say("both-flags-play-on", vec![]),
            Msg::BothFlagsNoGuidelines { first } => {
                self.say("both-flags-no-guidelines", vec![("first", Sel(color(*first)))])
            }
            Msg::ArbiterCalled => self.say("arbiter-called", vec![]),
            Msg::ClockRestarted => self.say("clock-restarted", vec![]),
            Msg::Press { by, note } => {
                let note = match note {
                    PressNote::BeforeMove => "before-move",
                    PressNote::NotRunning => "not-running",
                    PressNote::Stopped => "stopped",
                };
                self.say("clock-press", vec![("by", Sel(color(*by))), ("note", Sel(note))])
            }
            Msg::ClockAdjusted { color: side, delta_ms, reason, edition } => {
                self.say("clock-adjusted", self.time_change(*side, *delta_ms, *reason, *edition))
            }
            Msg::TimeGivenKept { color: side, delta_ms, reason, edition } => {
                self.say("time-given-kept", self.time_change(*side, *delta_ms, *reason, *edition))
            }
            Msg::TimeNotKept { color: side, delta_ms, reason, edition } => {
                let change = Duration::from_millis(delta_ms.unsigned_abs());
                let mut args = vec![
                    ("color", Sel(color(*side))),
                    ("change", Words(self.duration(change))),
                    ("sign", Sel(if *delta_ms < 0 { "minus" } else { "plus" })),
                ];
                args.extend(clock_reason(*reason, *edition));
                self.say("time-not-kept", args)
            }
            Msg::ClockSet { color: side, left, moves, reason, edition } => {
                let mut args = vec![
                    ("color", Sel(color(*side))),
                    ("left", Words(self.duration(*left))),
                    ("moves", Num(moves.unwrap_or(0))),
                    ("has-moves", Sel(yes(moves.is_some()))),
                ];
                args.extend(clock_reason(*reason, *edition));
                self.say("clock-set", args)
            }
            Msg::DrawOffered { by } => self.say("draw-offered", vec![("by", Sel(color(*by)))]),
            Msg::DrawOfferStands { by } => self.say("draw-offer-stands", vec![("by", Sel(color(*by)))]),
            Msg::DrawOfferTiming { by, edition } => self
                .say("draw-offer-timing", vec![("by", Sel(color(*by))), article(Law::DrawOfferDistraction, *edition)]),
            Msg::DrawDeclined { by } => self.say("draw-declined", vec![("by", Sel(color(*by)))]),
            Msg::DrawOfferLapsed { by } => self.say("draw-offer-lapsed", vec![("by", Sel(color(*by)))]),
            Msg::NoDrawOffer => self.say("no-draw-offer", vec![]),
            Msg::ClaimDeclareMove => self.say("claim-declare-move", vec![]),
            Msg::ClaimIncorrect { by } => self.say("claim-incorrect", vec![("by", Sel(color(*by)))]),
            Msg::ClaimLapsed => self.say("claim-lapsed", vec![]),
            Msg::ClaimNotOnMove => self.say("claim-not-on-move", vec![]),
            Msg::NoFlag => self.say("no-flag", vec![]),
            Msg::TouchReported { by, piece, square } => {
                let mut args = match piece {
                    Some(piece) => self.piece_args(*piece, *square),
                    None => vec![("square", Words(self.square(*square)))],
                };
                args.extend([("by", Sel(color(*by))), ("has-piece", Sel(yes(piece.is_some())))]);
                self.say("touch-reported", args)
            }
            Msg::TouchReportTooLate { edition } => {
                self.say("touch-report-too-late", vec![article(Law::TouchClaimLost, *edition)])
            }
            Msg::TouchVoided { by, blind, piece, square } => {
                let mut args = self.piece_args(*piece, *square);
                args.extend([("by", Sel(color(*by))), ("blind", Sel(yes(*blind)))]);
                self.say("touch-voided", args)
            }
            Msg::NoTouchToVoid { square } => self.say("no-touch-to-void", self.maybe_square(*square)),
            Msg::TouchUpheld { by, obligation } => self.upheld(*by, obligation),
            Msg::TouchUpheldLapsed { by, piece, square, edition } => {
                let mut args = self.piece_args(*piece, *square);
                args.extend([("by", Sel(color(*by))), article(Law::AnyLegalMove, *edition)]);
                self.say("touch-upheld-lapsed", args)
            }
            Msg::NoTouchToUphold { by, square } => {
                let mut args = self.maybe_square(*square);
                args.push(("by", Sel(color(*by))));
                self.say("no-touch-to-uphold", args)
            }
            Msg::TouchUpholdTooLate { by, edition } => {
                self.say("touch-uphold-too-late", vec![("by", Sel(color(*by))), article(Law::TouchClaimLost, *edition)])
            }
            Msg::TouchFromPegs { by, edition } => {
                self.say("touch-from-pegs", vec![("by", Sel(color(*by))), article(Law::PegTouched, *edition)])
            }
            Msg::TouchNotOnMove { by, edition } => {
                self.say("touch-not-on-move", vec![("by", Sel(color(*by))), article(Law::TouchMove, *edition)])
            }
            Msg::TouchKept { by, piece, square, edition } => {
                let mut args = self.piece_args(*piece, *square);
                args.extend([("by", Sel(color(*by))), article(Law::TouchMove, *edition)]);
                self.say("touch-kept", args)
            }
            Msg::IllegalRuled { by, count, edition } => self.say(
                "illegal-ruled",
                vec![("by", Sel(color(*by))), ("count", Num(*count)), article(Law::IllegalMovePenalty, *edition)],
            ),
            Msg::Adjourned => self.say("adjourned", vec![]),
            Msg::Resumed => self.say("resumed", vec![]),
            Msg::GameAdjourned => self.say("game-adjourned", vec![]),
            Msg::NotAdjourned => self.say("not-adjourned", vec![]),
            Msg::Ruling(part, edition) => self.ruling(part, *edition),
            // Issue 18: a practice take-back names no article.
            Msg::TakenBack { article: TakeBackArticle::Practice, last, .. } => {
                self.say("practice-taken-back", self.last_move(last.as_ref()))
            }
            Msg::TakenBack { article, last, edition } => {
                let mut args = vec![("article", Sel(article.token(*edition)))];
                args.extend(self.last_move(last.as_ref()));
                self.say("taken-back", args)
            }
            Msg::PlayOn { by, number } => self.say("play-on", vec![("by", Sel(color(*by))), ("number", Num(*number))]),
            Msg::ClocksSetBack(times, after, edition) => {
                let (white, black, number) = match times {
                    Some(c) => (self.duration(c.white), self.duration(c.black), c.move_number),
                    None => (Vec::new(), Vec::new(), 0),
                };
                // A clock set by hand is set to the second, as a DGT clock shows it
                // (h:mm:ss); a time read aloud is rounded down ("59 minutes").
                let set = |d: Option<Duration>| {
                    Text(d.map(|d| Hms(Duration::from_secs(d.as_secs())).to_string()).unwrap_or_default())
                };
                self.say(
                    "clocks-set-back",
                    vec![
                        ("recorded", Sel(yes(times.is_some()))),
                        ("after", Sel(after.as_str())),
                        ("white", Words(white)),
                        ("black", Words(black)),
                        ("white-set", set(times.map(|c| c.white))),
                        ("black-set", set(times.map(|c| c.black))),
                        ("number", Num(number)),
                        article(Law::ClocksAfterIrregularity, *edition),
                    ],
                )
            }
            Msg::BoardCorrected { player, edition } => self.say(
                "board-corrected",
                vec![("player", Sel(player.as_str())), article(Law::ScoresheetsAgree, *edition)],
            ),
            Msg::NoRuling => self.say("no-ruling", vec![]),
            Msg::RulingForArbiter => self.say("ruling-for-arbiter", vec![]),
            Msg::RulingStale => self.say("ruling-stale", vec![]),
            Msg::NoSuchMove { number, side } => {
                self.say("no-such-move", vec![("by", Sel(color(*side))), ("number", Num(*number))])
            }
            Msg::PegBoardLost => self.say("peg-board-lost", vec![]),
            Msg::PegBoardBack => self.say("peg-board-back", vec![]),
            Msg::KeypadLost => self.say("keypad-lost", vec![]),
            Msg::KeypadBack => self.say("keypad-back", vec![]),
            Msg::ClaimOffersDraw => self.say("claim-offers-draw", vec![]),
            Msg::ClaimOfferToAccept { by } => self.say("claim-offer-to-accept", vec![("by", Sel(color(*by)))]),
            Msg::PromotionFinal { by, square, first, shown, edition } => self.say(
                "promotion-final",
                vec![
                    article(Law::PromotionFinal, *edition),
                    ("by", Sel(color(*by))),
                    ("square", Words(self.square(*square))),
                    ("first", Words(vec![self.piece(*first, 1)])),
                    ("shown", Words(vec![self.piece(*shown, 1)])),
                ],
            ),
            // Two articles: the rook touched first (4.4b; 2023 4.4.2) and the illegal
            // move the arbiter rules on (7.4; 2023 7.5).
            Msg::CastlingAfterRook { by, edition } => self.say(
                "castling-after-rook",
                vec![
                    ("by", Sel(color(*by))),
                    ("castling", Sel(Law::RookFirst.number(*edition))),
                    ("illegal", Sel(Law::IllegalMove.number(*edition))),
                ],
            ),
            Msg::OwnMove(spoken) => self.say("own-move", vec![("move", Words(self.move_words(spoken, self.long)))]),
            Msg::NoSensorsIgnored => self.say("no-sensors-ignored", vec![]),
            Msg::TactileBoardHasSensors => self.say("tactile-board-has-sensors", vec![]),
            Msg::ExternalClockLost => self.say("external-clock-lost", vec![]),
            Msg::ExternalClockBack => self.say("external-clock-back", vec![]),
            Msg::ExternalPressWithoutMove { by, blind, edition } => self.say(
                "external-press-without-move",
                vec![("by", Sel(color(*by))), ("blind", Sel(yes(*blind))), article(Law::MoveMade, *edition)],
            ),
            Msg::ExternalMoveWithoutPress { by } => {
                self.say("external-move-without-press", vec![("by", Sel(color(*by)))])
            }
            Msg::ExternalClockSet { white, black, edition } => self.say(
                "external-clock-set",
                vec![
                    ("white", Words(self.duration(*white))),
                    ("black", Words(self.duration(*black))),
                    article(Law::ClocksAfterIrregularity, *edition),
                ],
            ),
            Msg::ExternalClockKeeps => self.say("external-clock-keeps", vec![]),
            Msg::ExternalArbiterCalled => self.say("external-arbiter-called", vec![]),
            Msg::OnlyInPractice => self.say("only-in-practice", vec![]),
            Msg::ResignAsk => self.say("resign-ask", vec![("seconds", num(crate::core::RESIGN_CONFIRM_MS / 1000))]),
            Msg::ResignCancelled => self.say("resign-cancelled", vec![]),
            Msg::EndedBefore(late) => self.say("ended-before", vec![("late", Sel(late.as_str()))]),
            Msg::SealedMoveConcludes { late, edition } => self.say(
                "sealed-move-concludes",
                vec![("late", Sel(color(*late))), article(Law::LateAtResumption, *edition)],
            ),
            Msg::SealedMoveFaulty { written, fault } => self.say(
                "sealed-move-faulty",
                vec![
                    ("written", Words(vec![Part { lang: self.locale, text: written.clone() }])),
                    ("fault", Sel(fault.as_str())),
                ],
            ),
        }
    }

    /// The raw parts of a shell notice (tidied by the caller), with the same ids and
    /// words as the core's messages.
    pub(super) fn compose_notice(&self, notice: &Notice) -> Vec<Part> {
        match notice {
            Notice::Hearing(hearing) => self.say("hearing", vec![("what", Sel(hearing.as_str()))]),
            Notice::SpeechLost => self.say("speech-lost", vec![]),
            Notice::VoiceMissing { lang } => {
                self.say("voice-missing", vec![("lang", Words(vec![Part { lang: self.locale, text: lang.clone() }]))])
            }
            Notice::SpeechThrough { backend } => self.say(
                "speech-through",
                vec![("backend", Words(vec![Part { lang: self.locale, text: backend.clone() }]))],
            ),
            Notice::SpeechSettingIgnored { backend, setting } => self.say(
                "speech-setting-ignored",
                vec![
                    ("backend", Words(vec![Part { lang: self.locale, text: backend.clone() }])),
                    ("setting", Sel(setting)),
                ],
            ),
            Notice::CalibrateEmpty => self.say("calibrate-empty", vec![]),
            Notice::CalibratePut(square) => self.say("calibrate-put", vec![("square", Words(self.square(*square)))]),
            Notice::CalibrateDone(square) => self.say("calibrate-done", vec![("square", Words(self.square(*square)))]),
            Notice::CalibrateTaken(square) => {
                self.say("calibrate-taken", vec![("square", Words(self.square(*square)))])
            }
            Notice::CalibrateSilent(square) => {
                self.say("calibrate-silent", vec![("square", Words(self.square(*square)))])
            }
            Notice::CalibratePegSeated => self.say("calibrate-peg-seated", vec![]),
            Notice::CalibrationFinished { missing } => {
                self.say("calibration-finished", vec![("missing", num(*missing))])
            }
            Notice::CalibrationAborted => self.say("calibration-aborted", vec![]),
            Notice::PegBoardLost => self.say("peg-board-lost", vec![]),
            Notice::PegBoardBack => self.say("peg-board-back", vec![]),
            Notice::NoHidDevice => self.say("no-hid-device", vec![]),
            Notice::KeyHelp { button, key: Some(key) } => {
                self.say("key-help", vec![("button", num(*button)), ("key", Words(self.key(*key)))])
            }
            Notice::KeyHelp { button, key: None } => self.say("key-help-help", vec![("button", num(*button))]),
            Notice::JournalFailed => self.say("journal-failed", vec![]),
            Notice::JournalLineIgnored { line } => self.say("journal-line-ignored", vec![("line", num(*line))]),
            Notice::JournalLinesDropped { line, count } => {
                self.say("journal-lines-dropped", vec![("line", num(*line)), ("count", num(*count))])
            }
            Notice::JournalRepaired { line } => self.say("journal-repaired", vec![("line", num(*line))]),
            Notice::JournalDisagrees { line } => self.say("journal-disagrees", vec![("line", num(*line))]),
            Notice::JournalUnchecked => self.say("journal-unchecked", vec![]),
            Notice::JournalNoGame => self.say("journal-no-game", vec![]),
            Notice::GameRestored { moves } => self.say("game-restored", vec![("moves", num(*moves))]),
            Notice::Ready { blind, sensors: true } => self.say("ready", vec![("color", Sel(color(*blind)))]),
            Notice::Ready { blind, sensors: false } => {
                self.say("ready-no-sensors", vec![("color", Sel(color(*blind)))])
            }
            Notice::KeystrokeHelp { keys, key: Some(key) } => {
                self.say("keystroke-help", vec![("keys", Words(self.key_names(keys))), ("key", Words(self.key(*key)))])
            }
            Notice::KeystrokeHelp { keys, key: None } => {
                self.say("keystroke-help-help", vec![("keys", Words(self.key_names(keys)))])
            }
            Notice::KeystrokeReadHelp { keys } => {
                self.say("keystroke-read-help", vec![("keys", Words(self.key_names(keys)))])
            }
            Notice::KeystrokeLineHelp { keys } => {
                self.say("keystroke-line-help", vec![("keys", Words(self.key_names(keys)))])
            }
            Notice::KeystrokeRead => self.say("keystroke-read", vec![]),
            Notice::KeystrokeUnbound => self.say("keystroke-unbound", vec![]),
            Notice::NoEvdevKeyboard => self.say("no-evdev-keyboard", vec![]),
            Notice::BrailleDisplayLost => self.say("braille-display-lost", vec![]),
            Notice::BrailleDisplayBack => self.say("braille-display-back", vec![]),
            Notice::EngineStopped => self.say("engine-stopped", vec![]),
            Notice::EngineBack => self.say("engine-back", vec![]),
            Notice::Hint(spoken) => self.say("hint", vec![("move", Words(self.move_words(spoken, self.long)))]),
            Notice::NoHint => self.say("no-hint", vec![]),
            Notice::Evaluation(eval) => self.evaluation(*eval),
            Notice::PracticeOnly => self.say("practice-only", vec![]),
            Notice::PracticeKeyHelp { keys, cmd } => self
                .say("practice-key-help", vec![("keys", Words(self.key_names(keys))), ("command", Sel(cmd.as_str()))]),
            Notice::PracticeButtonHelp { button, cmd } => {
                self.say("practice-button-help", vec![("button", num(*button)), ("command", Sel(cmd.as_str()))])
            }
            Notice::Review(said) => self.review(said),
            Notice::Remote(said) => self.remote(said),
            Notice::FreeTouch => self.say("free-touch", vec![]),
            Notice::Device(listed) => self.device(listed),
            Notice::Online(said) => self.online(said),
        }
    }

    /// Keys of the computer's keyboard, as the key help says them: "5 or space".
    fn key_names(&self, keys: &[KeyName]) -> Vec<Part> {
        let name = |k: &KeyName| match k {
            KeyName::Char(c) => vec![Part { lang: self.locale, text: c.to_string() }],
            other => vec![self.local_word(&format!("keyname-{}", other.as_str()))],
        };
        let mut names = keys.iter().map(name);
        let first = names.next().unwrap_or_default();
        names.fold(first, |so_far, next| {
            self.say("keystroke-or", vec![("first", Words(so_far)), ("second", Words(next))])
        })
    }

    /// One sentence of an E2.7/E2.8 ruling for the arbiter.
    fn ruling(&self, part: &RulingPart, edition: Edition) -> Vec<Part> {
        let player = |p: Player| ("player", Sel(p.as_str()));
        let article = |law: Law| article(law, edition);
        let noted = |n: &Noted| ("move", Words(self.noted(n)));
        match part {
            RulingPart::Agreed => self.say("ruling-agreed", vec![article(Law::ScoresheetsAgree)]),
            RulingPart::Correct(p) => self.say("ruling-correct", vec![player(*p), article(Law::ScoresheetsAgree)]),
            RulingPart::TakeBack => self.say("ruling-take-back", vec![article(Law::ScoresheetsDiffer)]),
            RulingPart::BothBoards => self.say("ruling-both-boards", vec![article(Law::ScoresheetsAgree)]),
            RulingPart::Unrecorded(p) => self.say("ruling-unrecorded", vec![player(*p)]),
            RulingPart::NoPosition(p) => self.say("ruling-no-position", vec![player(*p)]),
            RulingPart::AssistantRecord => self.say("ruling-assistant-record", vec![]),
            RulingPart::IllegalEntry { player: p, fault, entry } => {
                let args =
                    vec![player(*p), ("fault", Sel(fault.as_str())), noted(entry), article(Law::IllegalMoveReinstated)];
                self.say("ruling-illegal-entry", args)
            }
            RulingPart::Position { last } => self.say("ruling-position", self.last_move(last.as_ref())),
            RulingPart::BoardsShow { last } => self.say("ruling-boards-show", self.last_move(last.as_ref())),
            RulingPart::Pending(p) => {
                self.say("ruling-pending", vec![player(p.player), noted(&p.missing), article(Law::Recording)])
            }
            RulingPart::Unchecked(p) => self.say("ruling-unchecked", vec![player(*p)]),
            RulingPart::Diverged(d) => match d {
                Divergence::OtherMove { written, executed } => self.say(
                    "ruling-other-move",
                    vec![noted(written), ("executed", Words(self.move_words(executed, self.long)))],
                ),
                Divergence::Skipped { written } => self.say("ruling-skipped", vec![noted(written)]),
                Divergence::Behind { next } => self.say("ruling-behind", vec![noted(next)]),
                Divergence::Ahead { executed } => self.say("ruling-ahead", vec![noted(executed)]),
            },
            RulingPart::DivergenceUnknown => self.say("ruling-divergence-unknown", vec![]),
            RulingPart::Step(step) => self.step(step),
            RulingPart::SheetMoves { player: p, moves } => {
                let mut list = Vec::with_capacity(moves.len() * 4);
                for (i, m) in moves.iter().enumerate() {
                    if i > 0 {
                        list.push(self.separator(";"));
                    }
                    list.extend(self.noted(m));
                }
                self.say("ruling-sheet-moves", vec![player(*p), ("count", num(moves.len())), ("moves", Words(list))])
            }
            RulingPart::Clock(clock) => {
                let (white, black, number) = match clock {
                    Some(c) => (self.duration(c.white), self.duration(c.black), c.move_number),
                    None => (Vec::new(), Vec::new(), 0),
                };
                self.say(
                    "ruling-clock",
                    vec![
                        ("recorded", Sel(yes(clock.is_some()))),
                        ("white", Words(white)),
                        ("black", Words(black)),
                        ("number", Num(number)),
                        article(Law::ClocksAfterIrregularity),
                    ],
                )
            }
            RulingPart::SetBoard { player: p, ready } => {
                self.say("ruling-set-board", vec![player(*p), ("ready", Sel(yes(*ready)))])
            }
            RulingPart::Board(p) => self.say("ruling-board", vec![player(*p)]),
        }
    }

    /// A move of a scoresheet with its number and side: "White's move 4, Springer
    /// Felix drei"; an entry that is not a move is read as written.
    fn noted(&self, noted: &Noted) -> Vec<Part> {
        let (written, words) = match &noted.written {
            Written::Move(spoken) => ("move", self.move_words(spoken, self.long)),
            // Never played, so there is no departure square: the short form.
            Written::Unplayed(san) => {
                let spoken = Spoken { by: noted.by, san: *san, en_passant: false, from: Square::A1 };
                ("move", self.move_words(&spoken, false))
            }
            Written::Unreadable(text) => ("text", vec![Part { lang: self.locale, text: text.clone() }]),
        };
        self.say(
            "ruling-move",
            vec![
                ("by", Sel(color(noted.by))),
                ("number", Num(noted.number)),
                ("written", Sel(written)),
                ("move", Words(words)),
            ],
        )
    }

    /// The arguments of a change of `side`'s time (`clock-adjusted`): how much, which
    /// way, and the reason with its article in the game's edition.
    fn time_change(
        &self,
        side: Color,
        delta_ms: i64,
        reason: ClockReason,
        edition: Edition,
    ) -> Vec<(&'static str, Arg)> {
        let change = Duration::from_millis(delta_ms.unsigned_abs());
        let mut args = vec![
            ("color", Sel(color(side))),
            ("change", Words(self.duration(change))),
            ("sign", Sel(if delta_ms < 0 { "minus" } else { "plus" })),
        ];
        args.extend(clock_reason(reason, edition));
        args
    }

    /// The arguments naming the move a position comes after (`has-last` no: the start).
    fn last_move(&self, last: Option<&Noted>) -> Vec<(&'static str, Arg)> {
        vec![("has-last", Sel(yes(last.is_some()))), ("move", Words(last.map(|n| self.noted(n)).unwrap_or_default()))]
    }

    /// One step of a correction: the piece is named when the board tells it.
    fn step(&self, step: &Step) -> Vec<Part> {
        let piece_args = |piece: Option<Piece>, square: Square| {
            let mut args = match piece {
                Some(p) => self.piece_args(p, square),
                None => vec![("square", Words(self.square(square)))],
            };
            args.push(("has-piece", Sel(yes(piece.is_some()))));
            args
        };
        match *step {
            Step::Move { piece, from, to } => {
                let mut args = piece_args(piece, from);
                args.extend([("from", Words(self.square(from))), ("to", Words(self.square(to)))]);
                self.say("ruling-step-move", args)
            }
            Step::Remove { piece, square } => self.say("ruling-step-remove", piece_args(piece, square)),
            Step::Put { piece, square } => self.piece_on("ruling-step-put", piece, square),
        }
    }

    /// The end of the game: why, and the result. `side` is whose flag fell, who made
    /// the third illegal move or who resigned: named by the reason, or else the loser.
    fn game_over(&self, outcome: KnownOutcome, reason: EndReason) -> Vec<Part> {
        let (result, loser) = match outcome {
            KnownOutcome::Decisive { winner } => (color(winner), Some(!winner)),
            KnownOutcome::Draw => ("draw", None),
        };
        let side = match reason {
            EndReason::TimeNoMate { flag } => Some(flag),
            EndReason::IllegalMovesNoMate { by }
            | EndReason::SecondIllegalMoveNoMate { by }
            | EndReason::SealedMoveNoMate { by, .. }
            | EndReason::ResignationNoMate { by } => Some(by),
            _ => loser,
        };
        // The endings of issue 14 (a resignation, the arbiter's result, a sealed move
        // judged) have their own message, appended to the locale files.
        let decided = match &reason {
            EndReason::Decision(article) => Some(("arbiter", Some(article.as_str()), None)),
            EndReason::SealedMove(fault) | EndReason::SealedMoveNoMate { fault, .. } => {
                Some((reason.as_str(), None, Some(fault.as_str())))
            }
            EndReason::Resignation
            | EndReason::ResignationNoMate { .. }
            | EndReason::Forfeit
            | EndReason::Server(_) => Some((reason.as_str(), None, None)),
            _ => None,
        };
        if let Some((reason, article, fault)) = decided {
            let article = Words(vec![Part { lang: self.locale, text: article.unwrap_or("").to_owned() }]);
            let args = vec![
                ("reason", Sel(reason)),
                ("result", Sel(result)),
                ("side", Sel(side.map_or("none", color))),
                ("article", article),
                ("fault", Sel(fault.unwrap_or("none"))),
            ];
            return self.say("game-decided", args);
        }
        // 7.5.5 (2023): the second completed illegal move ends the game; 7.4b (2009,
        // 2001): the third.
        let count = match reason {
            EndReason::SecondIllegalMove | EndReason::SecondIllegalMoveNoMate { .. } => 2,
            _ => 3,
        };
        let reason = reason.as_str();
        let side = side.map_or("none", color);
        let args = vec![("reason", Sel(reason)), ("result", Sel(result)), ("side", Sel(side)), ("count", Num(count))];
        self.say("game-over", args)
    }

    /// A time as the announcer reads it (see [`time_parts`]): "1 hour 29 minutes",
    /// "4 minutes 30 seconds", "12 seconds".
    fn duration(&self, time: Duration) -> Vec<Part> {
        let (units, hours, minutes, seconds) = time_parts(time);
        self.say(
            "duration",
            vec![("units", Sel(units)), ("hours", num(hours)), ("minutes", num(minutes)), ("seconds", num(seconds))],
        )
    }

    /// One side of a clock reading: the time left, and whether the flag has fallen
    /// (then no time is read).
    fn time_left(&self, time: TimeLeft) -> (Arg, Arg) {
        match time {
            TimeLeft::Left(left) => (Words(self.duration(left)), Sel(yes(false))),
            TimeLeft::Flag => (Words(Vec::new()), Sel(yes(true))),
        }
    }

    /// A move announcement (E2.1): piece word (none for a pawn), the departure as SAN
    /// gives it (the whole square when `long`), "takes", the destination, the
    /// promotion piece, "en passant", check or mate. Castling is the castling words.
    pub(super) fn move_words(&self, spoken: &Spoken, long: bool) -> Vec<Part> {
        let suffix = Sel(match spoken.san.suffix {
            None => "none",
            Some(Suffix::Check) => "check",
            Some(Suffix::Checkmate) => "checkmate",
        });
        match spoken.san.san {
            San::Normal { role: mover, file, rank, capture, to, promotion } => {
                let piece = if mover == Role::Pawn { Vec::new() } else { vec![self.piece(mover, 1)] };
                let from = if long {
                    self.square(spoken.from)
                } else {
                    let mut from = Vec::with_capacity(2);
                    from.extend(file.map(|f| self.file(f)));
                    from.extend(rank.map(|r| self.rank(r)));
                    from
                };
                let has_from = yes(!from.is_empty());
                let promoted = promotion.map(|r| vec![self.piece(r, 1)]).unwrap_or_default();
                self.say(
                    "move",
                    vec![
                        ("piece", Words(piece)),
                        ("role", Sel(role(mover))),
                        ("from", Words(from)),
                        ("has-from", Sel(has_from)),
                        ("capture", Sel(yes(capture))),
                        ("to", Words(self.square(to))),
                        ("promotion", Words(promoted)),
                        ("has-promotion", Sel(yes(promotion.is_some()))),
                        ("en-passant", Sel(yes(spoken.en_passant))),
                        ("suffix", suffix),
                    ],
                )
            }
            San::Castle(side) => {
                self.say("move-castle", vec![("castle", Words(vec![self.castle(side)])), ("suffix", suffix)])
            }
            San::Put { role: put, to } => self.say(
                "move-put",
                vec![
                    ("piece", Words(vec![self.piece(put, 1)])),
                    ("role", Sel(role(put))),
                    ("to", Words(self.square(to))),
                    ("suffix", suffix),
                ],
            ),
            San::Null => self.say("move-null", vec![]),
        }
    }

    /// The sighted player's scoresheet in mixed or undecided piece letters (C3). The
    /// entries are said as written, in the locale's voice.
    fn sheet_letters(&self, number: u32, by: Color, word: &str, earlier: Option<&str>) -> Vec<Part> {
        let written = |text: &str| Words(vec![Part { lang: self.locale, text: text.to_owned() }]);
        let mut args = vec![("number", Num(number)), ("color", Sel(color(by))), ("word", written(word))];
        match earlier {
            Some(earlier) => {
                args.push(("earlier", written(earlier)));
                self.say("sheet-letters-mixed", args)
            }
            None => self.say("sheet-letters-undecided", args),
        }
    }

    /// A message about one piece on one square (see [`Localizer::piece_args`]).
    fn piece_on(&self, id: &str, piece: Piece, square: Square) -> Vec<Part> {
        self.say(id, self.piece_args(piece, square))
    }

    /// The arguments for one piece on one square: its word, its kind and colour (for
    /// the sentence's grammar) and the square.
    fn piece_args(&self, piece: Piece, square: Square) -> Vec<(&'static str, Arg)> {
        vec![
            ("piece", Words(vec![self.piece(piece.role, 1)])),
            ("role", Sel(role(piece.role))),
            ("color", Sel(color(piece.color))),
            ("square", Words(self.square(square))),
        ]
    }

    /// A square that may be named: `$has-square` and, when it is, `$square`.
    fn maybe_square(&self, square: Option<Square>) -> Vec<(&'static str, Arg)> {
        let mut args = vec![("has-square", Sel(yes(square.is_some())))];
        if let Some(sq) = square {
            args.push(("square", Words(self.square(sq))));
        }
        args
    }

    /// The sighted player's touch the arbiter upheld, and what it asks of his move,
    /// in one sentence: `$kind` names the obligation (4.3, 4.4).
    fn upheld(&self, by: Color, obligation: &Obligation) -> Vec<Part> {
        let mut args: Vec<(&'static str, Arg)> = vec![("by", Sel(color(by)))];
        let kind = match obligation {
            Obligation::Move(piece, square) => {
                args.extend(self.piece_args(*piece, *square));
                "move"
            }
            Obligation::Capture(piece, square) => {
                args.extend(self.piece_args(*piece, *square));
                "capture"
            }
            Obligation::CaptureWith { piece, from, at, .. } => {
                args.extend(self.piece_args(*piece, *from));
                args.push(("at", Words(self.square(*at))));
                "capture-with"
            }
            Obligation::Castle(side) => {
                args.push(("castle", Words(vec![self.castle(*side)])));
                "castle"
            }
            Obligation::KingMove(square) => {
                args.extend(self.piece_args(Role::King.of(by), *square));
                "king-move"
            }
        };
        args.push(("kind", Sel(kind)));
        self.say("touch-upheld", args)
    }

    /// A touch-move obligation (Art. 4.3, 4.4).
    fn obligation(&self, obligation: &Obligation) -> Vec<Part> {
        match obligation {
            Obligation::Move(piece, square) => self.piece_on("touch-move", *piece, *square),
            Obligation::Capture(piece, square) => self.piece_on("touch-capture", *piece, *square),
            Obligation::CaptureWith { piece, from, target, at } => self.say(
                "touch-capture-with",
                vec![
                    ("piece", Words(vec![self.piece(piece.role, 1)])),
                    ("role", Sel(role(piece.role))),
                    ("from", Words(self.square(*from))),
                    ("target", Words(vec![self.piece(target.role, 1)])),
                    ("target-role", Sel(role(target.role))),
                    ("at", Words(self.square(*at))),
                ],
            ),
            Obligation::Castle(side) => self.say("touch-castle", vec![("castle", Words(vec![self.castle(*side)]))]),
            Obligation::KingMove(square) => self.say(
                "touch-king-move",
                vec![
                    ("piece", Words(vec![self.piece(Role::King, 1)])),
                    ("role", Sel(role(Role::King))),
                    ("square", Words(self.square(*square))),
                ],
            ),
        }
    }

    /// The position, white first, each side by piece kind (king, queen, rooks,
    /// bishops, knights, pawns): "White: King Gustav one; Rooks Anna one, Felix one."
    fn position(&self, groups: &[PieceGroup]) -> Vec<Part> {
        let mut sorted: Vec<&PieceGroup> = groups.iter().filter(|g| !g.squares.is_empty()).collect();
        // Role is ordered pawn < knight < bishop < rook < queen < king.
        sorted.sort_by_key(|g| (g.piece.color == Color::Black, Reverse(g.piece.role)));
        if sorted.is_empty() {
            return self.say("position-empty", vec![]);
        }
        let mut out = Vec::new();
        for side in [Color::White, Color::Black] {
            let mut list = Vec::new();
            for group in sorted.iter().filter(|g| g.piece.color == side) {
                if !list.is_empty() {
                    list.push(self.separator(";"));
                }
                let mut squares = Vec::with_capacity(group.squares.len() * 3);
                for (i, square) in group.squares.iter().enumerate() {
                    if i > 0 {
                        squares.push(self.separator(","));
                    }
                    squares.extend(self.square(*square));
                }
                list.extend(self.say(
                    "position-group",
                    vec![
                        ("piece", Words(vec![self.piece(group.piece.role, group.squares.len())])),
                        ("role", Sel(role(group.piece.role))),
                        ("count", num(group.squares.len())),
                        ("squares", Words(squares)),
                    ],
                ));
            }
            if !list.is_empty() {
                out.extend(self.say("position-side", vec![("color", Sel(color(side))), ("groups", Words(list))]));
            }
        }
        out
    }

    /// The last moves, oldest first, each with the side that made it: "Last 2 moves:
    /// White Eva vier; Black Eva fünf." No moves is "No move has been played yet."
    fn last_moves(&self, moves: &[Spoken]) -> Vec<Part> {
        if moves.is_empty() {
            return self.say("no-move-yet", vec![]);
        }
        let mut list = Vec::with_capacity(moves.len() * 4);
        for (i, spoken) in moves.iter().enumerate() {
            if i > 0 {
                list.push(self.separator(";"));
            }
            list.extend(self.say(
                "last-moves-item",
                vec![("by", Sel(color(spoken.by))), ("move", Words(self.move_words(spoken, self.long)))],
            ));
        }
        self.say("last-moves", vec![("count", num(moves.len())), ("moves", Words(list))])
    }

    /// The pieces of a file or rank reading, in the given order, separated by commas:
    /// "white König Eva eins, black Bauer Eva sieben".
    fn reading(&self, pieces: &[(Square, Piece)]) -> Vec<Part> {
        let mut list = Vec::with_capacity(pieces.len() * 4);
        for (i, (square, piece)) in pieces.iter().enumerate() {
            if i > 0 {
                list.push(self.separator(","));
            }
            list.extend(self.piece_on("reading-piece", *piece, *square));
        }
        list
    }

    /// Punctuation between the items of a list.
    fn separator(&self, text: &str) -> Part {
        Part { lang: self.locale, text: text.to_owned() }
    }

    /// The name of a key, as the player knows it; the file and rank keys are named with
    /// the vocabulary ("Eva file", "rank eins").
    /// The engine's evaluation in plain words (issue 18): equal, a side better by about
    /// so many pawns, or a side that mates.
    fn evaluation(&self, eval: Evaluation) -> Vec<Part> {
        match eval {
            Evaluation::Equal => self.say("eval-equal", vec![]),
            Evaluation::Better { side, pawns } => {
                self.say("eval-better", vec![("side", Sel(color(side))), ("pawns", Num(pawns))])
            }
            Evaluation::Mates { side, moves } => {
                self.say("eval-mates", vec![("side", Sel(color(side))), ("moves", Num(moves))])
            }
        }
    }

    fn key(&self, key: Key) -> Vec<Part> {
        match key {
            Key::File(file) => self.say("key-file", vec![("file", Words(vec![self.file(file)]))]),
            Key::Rank(rank) => self.say("key-rank", vec![("rank", Words(vec![self.rank(rank)]))]),
            _ => vec![self.local_word(&format!("key-{}", key.as_str()))],
        }
    }
}
