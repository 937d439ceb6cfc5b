//! What the core decides, as data (Odilia's commands-as-data).
//!
//! The shell (replay, later the live session) renders [`Output::Say`] through Fluent,
//! writes [`Output::Move`] to the scoresheet and journal, and passes
//! [`Output::Clock`] to the clock. The `Display` form is the symbolic transcript the
//! golden tests compare: one line per output, no translated words.

use std::fmt;

use shakmaty::{CastlingSide, Color, KnownOutcome, Move, Piece, Square, san::SanPlus};

use crate::core::{
    input::Device,
    msg::{DrawClaim, EndReason, Illegal, Msg, Obligation, Penalty, Spoken},
    time::Timestamp,
};

/// A move that is made (E2.3 for the blind player, 4.6 for the sighted player).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MadeMove {
    /// Half-move number in the game, starting at 1.
    pub ply: u32,
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
    /// Start this side's clock (E2.3: only once the move is made).
    Clock { start: Color },
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
            Output::End { .. } => "end",
            Output::Touch { .. } => "touch",
            Output::Request(..) => "request",
        }
    }
}

fn side(s: CastlingSide) -> &'static str {
    match s {
        CastlingSide::KingSide => "kingside",
        CastlingSide::QueenSide => "queenside",
    }
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
            Msg::TouchMove(o) => match o {
                Obligation::Move(p, sq) => write!(f, "touch-move move {} {sq}", p.char()),
                Obligation::Capture(p, sq) => write!(f, "touch-move capture {} {sq}", p.char()),
                Obligation::CaptureWith { piece, from, target, at } => {
                    write!(f, "touch-move capture-with {} {from} {} {at}", piece.char(), target.char())
                }
                Obligation::Castle(s) => write!(f, "touch-move castle {}", side(*s)),
                Obligation::KingMove(sq) => write!(f, "touch-move king-move {sq}"),
            },
            Msg::Illegal(i) => match i {
                Illegal::Unreachable(p, sq) => write!(f, "illegal unreachable {} {sq}", p.char()),
                Illegal::KingInCheck => f.write_str("illegal king-in-check"),
                Illegal::SecondPiece => f.write_str("illegal second-piece"),
                Illegal::NoSuchMove => f.write_str("illegal no-such-move"),
            },
            Msg::PutBack(p, sq) => write!(f, "put-back {} {sq}", p.char()),
            Msg::MoveBack { piece, from, to } => write!(f, "move-back {} {from} {to}", piece.char()),
            Msg::Remove(sq) => write!(f, "remove {sq}"),
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
            Msg::SpeechUnavailable => f.write_str("speech-unavailable"),
            Msg::SpeechLost => f.write_str("speech-lost"),
            Msg::SoundUnavailable => f.write_str("sound-unavailable"),
            Msg::VoiceMissing { lang } => write!(f, "voice-missing {lang}"),
            Msg::GameIsOver => f.write_str("game-is-over"),
            Msg::KeyUnavailable(k) => write!(f, "key-unavailable {}", k.as_str()),
            Msg::NoClock => f.write_str("no-clock"),
            Msg::Resync => f.write_str("resync"),
            Msg::IllegalCounted { by, count, penalty } => {
                write!(f, "illegal-counted {} {count}", by.fold_wb("white", "black"))?;
                match penalty {
                    Some(Penalty::OpponentTime { minutes }) => write!(f, " opponent+{minutes}m"),
                    Some(Penalty::Loss { draw_if_no_mate: true }) => f.write_str(" loss-or-draw"),
                    Some(Penalty::Loss { draw_if_no_mate: false }) => f.write_str(" loss"),
                    None => Ok(()),
                }
            }
            Msg::TouchMoveRecorded { by } => write!(f, "touch-move-recorded {}", by.fold_wb("white", "black")),
            Msg::AssistMoveRejected => f.write_str("assist-move-rejected"),
            Msg::KeyIgnored(k) => write!(f, "key-ignored {}", k.as_str()),
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
            Output::Clock { start } => write!(f, "clock start {}", start.fold_wb("white", "black")),
            Output::End { outcome, reason } => write!(f, "end {} {reason:?}", outcome.as_str()),
            Output::Touch { square, piece } => write!(f, "touch {square} {}", piece.char()),
            Output::Request(d, HostCmd::Snap) => write!(f, "request {} SNAP", d.as_str()),
        }
    }
}

impl fmt::Display for Timed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.t, self.output)
    }
}
