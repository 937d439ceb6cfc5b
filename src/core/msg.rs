//! Everything taktil tells a person, as data.
//!
//! The core never builds text. It returns a [`Msg`], and [`crate::l10n`] turns it into
//! words from `locales/*.ftl` in the player's language and vocabulary. Adding a variant
//! without a translation fails the locale tests.

use shakmaty::{CastlingSide, Color, File, KnownOutcome, Piece, Rank, Square, san::SanPlus};

/// A move as it is announced: what SAN says, plus the en-passant flag SAN leaves out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spoken {
    /// Who made the move.
    pub by: Color,
    /// The move with its check or mate suffix.
    pub san: SanPlus,
    /// The move captured en passant.
    pub en_passant: bool,
    /// The square the piece left (for a "long" announcement).
    pub from: Square,
}

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
    /// 5.2b / 9.6: neither side can mate (insufficient material).
    DeadPosition,
}

/// A draw the player on move may claim (Art. 9.2, 9.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawClaim {
    /// 9.2: the same position for the third time.
    Threefold,
    /// 9.3: fifty moves by each side without a pawn move or capture.
    FiftyMoves,
}

/// The penalty the chosen rules edition attaches to an illegal move (7.4b).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Penalty {
    /// The opponent gets extra minutes.
    OpponentTime { minutes: u32 },
    /// The game is lost for the offender (a draw if the opponent cannot mate, 2009).
    Loss { draw_if_no_mate: bool },
}

/// One piece group in a position reading: "Rooks Anna eins, Felix eins".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceGroup {
    /// The piece.
    pub piece: Piece,
    /// Where the pieces of this kind stand, a1 first.
    pub squares: Vec<Square>,
}

/// Something to tell a person.
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
    /// (For the assistant, at start) no speech backend: text and sounds only.
    SpeechUnavailable,
    /// (For the assistant) the speech backend stopped answering; text and sounds only
    /// from now on.
    SpeechLost,
    /// (For the assistant, at start) no sound device: no earcons.
    SoundUnavailable,
    /// (For the assistant) no voice for a language (or the configured one does not
    /// exist): another voice speaks its words.
    VoiceMissing { lang: String },
    /// The game is over; the board input was ignored.
    GameIsOver,
    /// A key that this version does not serve yet.
    KeyUnavailable(crate::core::input::Key),
    /// No clock is configured (the `time` key).
    NoClock,
    /// Sensor lines were lost: taktil asked the board for a snapshot.
    Resync,
    /// (For the arbiter) an illegal placement was counted, with the edition's penalty.
    IllegalCounted { by: Color, count: u32, penalty: Option<Penalty> },
    /// (For the arbiter) a touch-move violation was refused.
    TouchMoveRecorded { by: Color },
    /// (For the assistant) a move entered by the assistant was not legal here.
    AssistMoveRejected,
    /// (For the assistant) a key that has no meaning in this state.
    KeyIgnored(crate::core::input::Key),
}
