//! What the core hears: TBP/1 board messages from a device, and assistant commands.
//!
//! These are the parsed forms of the lines in a session script or on a serial link
//! (see `docs/board-protocol.md` and `docs/session-script.md`), and what the device
//! adapters report about their links ([`Input::Link`]). Parsing lives in [`crate::tbp`]
//! and [`crate::script`]; this module only names the vocabulary.
//!
//! It is a leaf of the core: it imports nothing from it, so the messages, the outputs
//! and the machines can all name a [`Device`], a [`Key`], a [`ClockReason`] or a
//! [`LineFault`] without an import cycle.

use std::time::Duration;

use shakmaty::{Color, File, KnownOutcome, Piece, Rank, Role, Square, san::San};

use crate::core::{law::Law, settings::Edition};

/// The device an input came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Device {
    /// The blind player's pegged board.
    Tactile,
    /// The sighted opponent's board, when it is electronic.
    Sighted,
    /// The blind player's keys (keypad or gamepad).
    Pad,
    /// The assistant's or arbiter's commands.
    Assist,
}

impl Device {
    /// The name used in session scripts.
    pub const fn as_str(self) -> &'static str {
        match self {
            Device::Tactile => "tactile",
            Device::Sighted => "sighted",
            Device::Pad => "pad",
            Device::Assist => "assist",
        }
    }

    /// Parses the name used in session scripts, in any case.
    pub fn from_name(name: &str) -> Option<Device> {
        [Device::Tactile, Device::Sighted, Device::Pad, Device::Assist]
            .into_iter()
            .find(|d| d.as_str().eq_ignore_ascii_case(name))
    }
}

/// What a board knows about one hole.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Cell {
    /// No peg in the hole.
    #[default]
    Empty,
    /// A peg, identity unknown (occupancy-only boards).
    Occupied,
    /// A peg of a known colour (colour-sensing boards).
    Colored(Color),
    /// A peg whose piece the board knows.
    Piece(Piece),
}

impl Cell {
    /// Whether a peg is in the hole.
    pub const fn is_occupied(self) -> bool {
        !matches!(self, Cell::Empty)
    }

    /// Whether a real piece agrees with what the board reports for this hole.
    pub fn admits(self, piece: Option<Piece>) -> bool {
        match (self, piece) {
            (Cell::Empty, None) => true,
            (Cell::Empty, Some(_)) | (_, None) => false,
            (Cell::Occupied, Some(_)) => true,
            (Cell::Colored(c), Some(p)) => p.color == c,
            (Cell::Piece(q), Some(p)) => p == q,
        }
    }
}

/// A control key (TBP/1 `K <key>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Key {
    /// The player has announced the move (confirm mode), or asks taktil to announce it now.
    Announce,
    /// Repeat the last move.
    Repeat,
    /// Both clocks.
    Time,
    /// The move count.
    Moves,
    /// Read the position.
    Position,
    /// Promotion choice: queen.
    Queen,
    /// Promotion choice: rook.
    Rook,
    /// Promotion choice: bishop.
    Bishop,
    /// Promotion choice: knight.
    Knight,
    /// Offer a draw.
    Draw,
    /// Claim a draw.
    Claim,
    /// J'adoube: the next lift is an adjustment, not a touch (Art. 4.2).
    Adjust,
    /// Stop the clocks and call the arbiter.
    Arbiter,
    /// The last few moves (R-51; how many is the `history-moves` setting).
    History,
    /// The clock button: the sighted player's press (from the sighted board), or a
    /// press for the side whose clock runs (from the assistant).
    Clock,
    /// Read one file, `file-a` to `file-h`.
    File(File),
    /// Read one rank, `rank-1` to `rank-8`.
    Rank(Rank),
    /// Resign (5.1b): asks for a second press within a few seconds, so that one slip
    /// of a finger never resigns.
    Resign,
}

const FILE_KEYS: [&str; 8] = ["file-a", "file-b", "file-c", "file-d", "file-e", "file-f", "file-g", "file-h"];
const RANK_KEYS: [&str; 8] = ["rank-1", "rank-2", "rank-3", "rank-4", "rank-5", "rank-6", "rank-7", "rank-8"];

impl Key {
    /// Every key, in the order of the protocol document.
    pub const ALL: [Key; 32] = [
        Key::Announce,
        Key::Repeat,
        Key::Time,
        Key::Moves,
        Key::Position,
        Key::Queen,
        Key::Rook,
        Key::Bishop,
        Key::Knight,
        Key::Draw,
        Key::Claim,
        Key::Adjust,
        Key::Arbiter,
        Key::History,
        Key::Clock,
        Key::File(File::A),
        Key::File(File::B),
        Key::File(File::C),
        Key::File(File::D),
        Key::File(File::E),
        Key::File(File::F),
        Key::File(File::G),
        Key::File(File::H),
        Key::Rank(Rank::First),
        Key::Rank(Rank::Second),
        Key::Rank(Rank::Third),
        Key::Rank(Rank::Fourth),
        Key::Rank(Rank::Fifth),
        Key::Rank(Rank::Sixth),
        Key::Rank(Rank::Seventh),
        Key::Rank(Rank::Eighth),
        Key::Resign,
    ];

    /// The protocol name of the key.
    pub const fn as_str(self) -> &'static str {
        match self {
            Key::Announce => "announce",
            Key::Repeat => "repeat",
            Key::Time => "time",
            Key::Moves => "moves",
            Key::Position => "position",
            Key::Queen => "queen",
            Key::Rook => "rook",
            Key::Bishop => "bishop",
            Key::Knight => "knight",
            Key::Draw => "draw",
            Key::Claim => "claim",
            Key::Adjust => "adjust",
            Key::Arbiter => "arbiter",
            Key::History => "history",
            Key::Clock => "clock",
            Key::File(f) => FILE_KEYS[f as usize],
            Key::Rank(r) => RANK_KEYS[r as usize],
            Key::Resign => "resign",
        }
    }

    /// Parses a protocol key name, in any case.
    pub fn from_name(name: &str) -> Option<Key> {
        Key::ALL.into_iter().find(|k| k.as_str().eq_ignore_ascii_case(name))
    }

    /// The promotion piece this key names, if it is a promotion key.
    pub const fn promotion_role(self) -> Option<Role> {
        match self {
            Key::Queen => Some(Role::Queen),
            Key::Rook => Some(Role::Rook),
            Key::Bishop => Some(Role::Bishop),
            Key::Knight => Some(Role::Knight),
            _ => None,
        }
    }
}

/// One TBP/1 message from a device to the host.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardMsg {
    /// `HELLO TBP/1 <kind> [<firmware>]`.
    Hello { kind: String, firmware: Option<String> },
    /// `L <square>`: a peg left its hole.
    Lift(Square),
    /// `P <square> [<piece>]`: a peg went into a hole.
    Place(Square, Cell),
    /// `S <64 chars>`: the whole board, indexed by `Square` (a1 = 0 ... h8 = 63).
    Snapshot(Box<[Cell; 64]>),
    /// `K <key>`: a control key.
    Key(Key),
}

/// What an electronic chess clock shows, read from it: a DGT 3000 or DGT XL cabled to
/// the sighted player's DGT board (its `BWTIME` message, see `docs/board-protocol.md`).
///
/// The clock shows whole seconds; the times here are in milliseconds so that they
/// compare with taktil's own clock (6.1, R-30).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ClockReading {
    /// White's time left, in milliseconds.
    pub white_ms: u64,
    /// Black's time left, in milliseconds.
    pub black_ms: u64,
    /// Whose clock runs, or `None` while the clock is stopped (paused, not started).
    pub running: Option<Color>,
    /// Whether the clock shows White's flag fallen (6.8).
    pub white_flag: bool,
    /// Whether the clock shows Black's flag fallen (6.8).
    pub black_flag: bool,
}

/// An assistant or arbiter command (`assist` device).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AssistCmd {
    /// `move <SAN>`: the assistant enters a move for the side to move
    /// (the sighted player's move when no board reports it).
    Move(San),
    /// `key <key>`: the assistant presses a key on the blind player's behalf.
    Key(Key),
    /// `clock ...`: a press by hand, or the arbiter's stop, restart and time edits.
    Clock(ClockCmd),
    /// `claim time`: a claim that a flag has fallen (6.8, E2.9e).
    ClaimTime,
    /// `claim draw [<SAN>]`: the side to move claims a draw under 9.2 or 9.3, for the
    /// position on the board or, with a move, for the position that move makes (the
    /// move written and declared, 9.2a, 9.3a).
    ClaimDraw(Option<San>),
    /// `claim quickplay`: the side to move, with under two minutes left in a quickplay
    /// finish, claims a draw (2009 10.2; 2023 Guidelines III.5): the clocks stop and
    /// the arbiter decides (`arbiter draw`, `arbiter postpone`, `arbiter reject`).
    ClaimQuickplay,
    /// `draw offer <colour>`: that side offers a draw (9.1b).
    DrawOffer(Color),
    /// `draw accept`: the offered side accepts.
    DrawAccept,
    /// `draw decline`: the offered side declines aloud.
    DrawDecline,
    /// `touch [<colour>] <square>`: a player touched this piece (E2.9e: reported to
    /// the arbiter). Without a colour, or with his, the sighted player; with the blind
    /// player's, his touch on a board without sensors, where no peg is read (4.3).
    Touched(Option<Color>, Square),
    /// `illegal <colour>`: the arbiter rules that this side made an illegal move and
    /// applies the edition's penalty (7.4b).
    Illegal(Color),
    /// `seal <move>`: the sealed move of the player on move at an adjournment
    /// (E2.9f), as written: whatever it is, it stays secret and is judged at the
    /// resumption (adjournment guideline 8).
    Seal(String),
    /// `resume`: the adjourned game resumes with the sealed move.
    Resume,
    /// `sheet <move>...`: the next moves of the sighted player's scoresheet, as he wrote
    /// them, in his country's piece letters (C3); checked against the game.
    Sheet(Vec<String>),
    /// `board <FEN placement | 64 cells>`: the position on the sighted player's
    /// ordinary board, entered by the assistant or arbiter; checked against the game
    ///
    Board(Box<[Cell; 64]>),
    /// `board tactile <FEN placement | 64 cells>`: the position on the blind player's
    /// tactile board without sensors, entered by the assistant or arbiter (issue 16):
    /// what the E2.7/E2.8 ruling reads as his board, checked against the game.
    TactileBoard(Box<[Cell; 64]>),
    /// `reconcile`: the arbiter asks for the E2.7/E2.8 ruling from both scoresheets and
    /// both boards.
    Reconcile,
    /// `resign <colour>` (also `arbiter resign <colour>`): that player resigns, told to
    /// the assistant or the arbiter (5.1b; during an adjournment too, A6).
    Resign(Color),
    /// `draw agree`: the players agreed to a draw the clock did not see (9.1), entered
    /// by the assistant or the arbiter.
    DrawAgreed,
    /// `arbiter <verb> ...`: a decision of the arbiter.
    Arbiter(ArbiterCmd),
    /// `online-end <result> <reason>`: an online game's server ended it (issue 33):
    /// Lichess's status and winner, as its game stream told them. In an online game the
    /// server is the arbiter: its result stands.
    ServerEnd {
        /// The result.
        outcome: KnownOutcome,
        /// Why, as the server says.
        reason: ServerEnd,
    },
}

/// Why an online game's server ended it (issue 33): Lichess's statuses, in taktil's
/// words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ServerEnd {
    /// `mate`.
    Mate,
    /// `stalemate`.
    Stalemate,
    /// `resign`: the loser resigned.
    Resign,
    /// `outoftime`: a flag fell (a draw when the other side cannot mate).
    OutOfTime,
    /// `timeout`: the loser left the game and the winner claimed it.
    Left,
    /// `draw`: agreed, claimed, or too little material.
    Draw,
    /// `cheat`: ended for fair play.
    FairPlay,
    /// Any other status (`noStart` with a winner, `unknownFinish`, `variantEnd`).
    Other,
}

impl ServerEnd {
    /// Every reason, in the order of the script's words.
    pub const ALL: [ServerEnd; 8] = [
        ServerEnd::Mate,
        ServerEnd::Stalemate,
        ServerEnd::Resign,
        ServerEnd::OutOfTime,
        ServerEnd::Left,
        ServerEnd::Draw,
        ServerEnd::FairPlay,
        ServerEnd::Other,
    ];

    /// The word in a script: `out-of-time`.
    pub const fn as_str(self) -> &'static str {
        match self {
            ServerEnd::Mate => "mate",
            ServerEnd::Stalemate => "stalemate",
            ServerEnd::Resign => "resign",
            ServerEnd::OutOfTime => "out-of-time",
            ServerEnd::Left => "left",
            ServerEnd::Draw => "draw",
            ServerEnd::FairPlay => "fair-play",
            ServerEnd::Other => "other",
        }
    }

    /// The reason of this word, in any case.
    pub fn from_name(name: &str) -> Option<ServerEnd> {
        ServerEnd::ALL.into_iter().find(|r| r.as_str().eq_ignore_ascii_case(name))
    }
}

/// A decision of the arbiter (`arbiter <verb> ...` lines).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArbiterCmd {
    /// `arbiter result 1-0|0-1|1/2-1/2 <article|forfeit>`, and `arbiter draw <article>`:
    /// the arbiter declares the result, with the article it rests on (9.6 a dead
    /// position he judges, 10.2 a quickplay finish, 7.4b a third illegal move, a
    /// forfeit ...).
    Result { outcome: KnownOutcome, ground: Ground },
    /// `arbiter void [<square>]`: the last touch of the side to move, or his touch of
    /// the piece on that square, was not deliberate (4.3 binds only a deliberate
    /// touch; the Löffelbein case): the obligation it created goes.
    VoidTouch(Option<Square>),
    /// `arbiter uphold [<square>]`: the arbiter upholds the sighted player's touch
    /// reported with `touch` (the last one, or the one on that square, E2.9e): it
    /// binds his move as a peg lift binds the blind player's (4.3, 4.4).
    UpholdTouch(Option<Square>),
    /// `arbiter apply`: carry out the last `reconcile` ruling (E2.7, E2.8).
    ApplyRuling,
    /// `arbiter postpone` or `arbiter reject`: the arbiter's decision on a quickplay
    /// claim other than a draw (2009 10.2b, c; 2023 III.5.2, III.5.3).
    Quickplay(QuickplayDecision),
    /// `arbiter takeback <n>[...] <article>`: the game goes back to the position before
    /// `side`'s move `number` (7.4a, 7.5, E2.8; 2023 7.5.1, 7.6, D.2.9).
    TakeBack {
        /// The move number, as on the scoresheet.
        number: u32,
        /// Whose move it is: `12` is White's move 12, `12...` Black's.
        side: Color,
        /// The article the arbiter rules under.
        article: TakeBackArticle,
        /// The edition whose number the arbiter wrote for it (`7.4a` is 2009's, `7.5.1`
        /// 2023's): the script is written back as it was typed, and a session refuses
        /// another edition's number ([`crate::script::check_edition`]).
        written_in: Edition,
    },
}

/// The arbiter's decision on a quickplay claim, when it is not a draw (that is
/// `arbiter draw 10.2`, or `III.5` under 2023).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum QuickplayDecision {
    /// `postpone`: play goes on, the result is declared later or once a flag has
    /// fallen (10.2b; III.5.2).
    Postpone,
    /// `reject`: play goes on and the opponent gets two minutes (10.2c; III.5.3); after
    /// a flag fell, the flag decides (6.9).
    Reject,
}

impl QuickplayDecision {
    /// The verb in session scripts.
    pub const fn as_str(self) -> &'static str {
        match self {
            QuickplayDecision::Postpone => "postpone",
            QuickplayDecision::Reject => "reject",
        }
    }
}

/// What an arbiter's result rests on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ground {
    /// An article of the Laws or their appendices: `9.6`, `10.2`, `7.4b`, `A8`.
    Article(Article),
    /// A forfeit: the player lost without the game being played out (a player absent,
    /// 6.7; a default the arbiter declares).
    Forfeit,
}

impl Ground {
    /// The word in session scripts: the article, or `forfeit`.
    pub fn as_str(&self) -> &str {
        match self {
            Ground::Article(article) => article.as_str(),
            Ground::Forfeit => "forfeit",
        }
    }

    /// The ground named by its script word, in any case.
    pub fn from_name(word: &str) -> Option<Ground> {
        if word.eq_ignore_ascii_case("forfeit") {
            return Some(Ground::Forfeit);
        }
        Article::parse(word).map(Ground::Article)
    }
}

/// An article's number as written, `7.4b` or `E2.8`: up to [`Article::MAX_LEN`] ASCII
/// letters, digits and dots, starting with a letter or digit and holding a digit. Kept
/// inline, so that an end reason that names one stays `Copy`.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Article {
    bytes: [u8; Article::MAX_LEN],
    len: u8,
}

impl Article {
    /// The longest article number taken.
    pub const MAX_LEN: usize = 8;

    /// An article number, if `text` is one.
    pub fn parse(text: &str) -> Option<Article> {
        let bytes = text.as_bytes();
        let well_formed = (1..=Article::MAX_LEN).contains(&bytes.len())
            && bytes.iter().all(|b| b.is_ascii_alphanumeric() || *b == b'.')
            && bytes.first().is_some_and(u8::is_ascii_alphanumeric)
            && bytes.iter().any(u8::is_ascii_digit);
        if !well_formed {
            return None;
        }
        let mut inline = [0; Article::MAX_LEN];
        inline[..bytes.len()].copy_from_slice(bytes);
        Some(Article { bytes: inline, len: bytes.len() as u8 })
    }

    /// The number as written.
    pub fn as_str(&self) -> &str {
        // Only ASCII is ever stored (see `parse`).
        std::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or("")
    }
}

impl std::fmt::Debug for Article {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Article({})", self.as_str())
    }
}

/// The article a take-back is ruled under: it decides what else follows. The token
/// the arbiter types is the article's number in the game's edition
/// ([`TakeBackArticle::token`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TakeBackArticle {
    /// 7.4a (2023 7.5.1): an illegal move was completed; the position before it is
    /// reinstated, and the illegal move counts (7.4b; 2023 7.5.5).
    IllegalMove,
    /// 7.5 (2023 7.6): pieces were displaced; the position before the irregularity is
    /// reinstated.
    Displaced,
    /// E2.8 (2023 D.2.9): the scoresheets differ; the game goes back to where they are
    /// the same.
    Sheets,
    /// A practice game (issue 18, `set practice on`): the player takes moves back;
    /// nothing is counted. Refused in a tournament session.
    Practice,
    /// 4.3 after the move (4.8; 2009 4.7): the arbiter upheld a touch the sighted
    /// player's move broke, claimed before the blind player touched a piece; the move
    /// is taken back and the touch binds the move made again. Only `arbiter uphold`
    /// takes back under it, so it has no script token of its own (not in `ALL`).
    TouchMove,
}

impl TakeBackArticle {
    /// Every article, in the order of the rules.
    pub const ALL: [TakeBackArticle; 4] =
        [TakeBackArticle::IllegalMove, TakeBackArticle::Displaced, TakeBackArticle::Sheets, TakeBackArticle::Practice];

    /// The rule the take-back rests on; none for a practice take-back.
    pub const fn law(self) -> Option<Law> {
        match self {
            TakeBackArticle::IllegalMove => Some(Law::IllegalMoveReinstated),
            TakeBackArticle::Displaced => Some(Law::PiecesDisplaced),
            TakeBackArticle::Sheets => Some(Law::ScoresheetsDiffer),
            TakeBackArticle::TouchMove => Some(Law::TouchMove),
            TakeBackArticle::Practice => None,
        }
    }

    /// The article as written in `edition`'s rules and in a script: `7.4a`, `7.5`,
    /// `E2.8` under 2009 and 2001, `7.5.1`, `7.6`, `D.2.9` under 2023; `practice`.
    pub const fn token(self, edition: Edition) -> &'static str {
        match self.law() {
            Some(law) => law.number(edition),
            None => "practice",
        }
    }

    /// The article named by `word`, in any case, in any edition's numbering: the
    /// article and the edition whose number it is (2009 for a number 2009 and 2001
    /// share, 2023 for a 2023 number; `practice` is the same in all).
    pub fn from_token(word: &str, edition: Edition) -> Option<(TakeBackArticle, Edition)> {
        [edition, Edition::Fide2023, Edition::Fide2009].into_iter().find_map(|e| {
            TakeBackArticle::ALL.into_iter().find(|a| a.token(e).eq_ignore_ascii_case(word)).map(|a| (a, e))
        })
    }
}

/// Why the arbiter changed a clock, with the article behind it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClockReason {
    /// 7.4b: two minutes for the opponent of an illegal move.
    IllegalMove,
    /// 9.5: three minutes for the opponent of an incorrect claim (2001: the claimant's
    /// deduction too).
    IncorrectClaim,
    /// 10.2: two extra minutes in a quickplay finish.
    Quickplay,
    /// E2.8, 6.13 (2009), 8.5c: the clocks set after the game was taken back or
    /// reconstructed.
    Reconstruction,
    /// 6.13 (2009) / 6.14 (2001): the arbiter's best judgement.
    Judgement,
}

impl ClockReason {
    /// All reasons.
    pub const ALL: [ClockReason; 5] = [
        ClockReason::IllegalMove,
        ClockReason::IncorrectClaim,
        ClockReason::Quickplay,
        ClockReason::Reconstruction,
        ClockReason::Judgement,
    ];

    /// The word in session scripts.
    pub const fn as_str(self) -> &'static str {
        match self {
            ClockReason::IllegalMove => "illegal-move",
            ClockReason::IncorrectClaim => "incorrect-claim",
            ClockReason::Quickplay => "quickplay",
            ClockReason::Reconstruction => "reconstruction",
            ClockReason::Judgement => "judgement",
        }
    }

    /// The rule behind the change.
    pub const fn law(self) -> Law {
        match self {
            ClockReason::IllegalMove => Law::IllegalMovePenalty,
            ClockReason::IncorrectClaim => Law::IncorrectClaim,
            ClockReason::Quickplay => Law::QuickplayFinish,
            ClockReason::Reconstruction => Law::Reconstruction,
            ClockReason::Judgement => Law::ClocksAfterIrregularity,
        }
    }

    /// The article of the Laws in `edition`'s numbering ("7.4b" in 2009, "7.5.5" in
    /// 2023).
    pub const fn article(self, edition: Edition) -> &'static str {
        self.law().number(edition)
    }

    /// The reason named by its script word.
    pub fn from_name(name: &str) -> Option<ClockReason> {
        ClockReason::ALL.into_iter().find(|r| r.as_str().eq_ignore_ascii_case(name))
    }
}

/// A clock command of the assistant or the arbiter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockCmd {
    /// `clock press <colour>`: that side's clock button is pressed by hand (never
    /// blocked, R-32).
    Press(Color),
    /// `clock stop`: the arbiter stops the clock (6.12b).
    Stop,
    /// `clock start`: the arbiter restarts the clock (6.12c).
    Start,
    /// `clock adjust <colour> <+T|-T> [<reason>]`: add or take away time.
    Adjust { color: Color, delta_ms: i64, reason: ClockReason },
    /// `clock set <colour> <T> [moves <n>] [<reason>]`: set the time and maybe the move
    /// counter (6.13, 8.6, R-85).
    Set { color: Color, left: Duration, moves: Option<u32>, reason: ClockReason },
}

/// What kind of link a device is on. It decides what the player hears when the link
/// goes and comes back: a serial TBP/1 board sends its whole position again when it is
/// back, a HID board reports only changes (docs/play.md, "Devices").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LinkKind {
    /// A TBP/1 board (or keypad) on a serial port (`src/io/tbp_serial`).
    Serial,
    /// The HID peg board or keypad, read through gilrs (`src/io/hid`).
    Hid,
    /// The sighted player's DGT board read through DGT LiveChess (`src/io/livechess`).
    LiveChess,
}

impl LinkKind {
    /// Every kind, in the order of the documentation.
    pub const ALL: [LinkKind; 3] = [LinkKind::Serial, LinkKind::Hid, LinkKind::LiveChess];

    /// The word in session scripts.
    pub const fn as_str(self) -> &'static str {
        match self {
            LinkKind::Serial => "serial",
            LinkKind::Hid => "hid",
            LinkKind::LiveChess => "livechess",
        }
    }

    /// The kind named by its script word, in any case.
    pub fn from_name(name: &str) -> Option<LinkKind> {
        LinkKind::ALL.into_iter().find(|k| k.as_str().eq_ignore_ascii_case(name))
    }
}

/// Why a line from a serial board was dropped (`docs/board-protocol.md`, "Bad lines"
/// and "Serial boards"). The exact reason goes to the log; this is what the assistant
/// is told.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LineFault {
    /// A byte that is not printable ASCII (noise on the wire, a NUL, a control
    /// character).
    Unreadable,
    /// Longer than the 200 bytes TBP/1 allows.
    TooLong,
    /// Readable, but not a TBP/1 message.
    NotUnderstood,
}

impl LineFault {
    /// Every fault, in the order of the documentation.
    pub const ALL: [LineFault; 3] = [LineFault::Unreadable, LineFault::TooLong, LineFault::NotUnderstood];

    /// The name in symbolic outputs and session scripts, and the Fluent selector.
    pub const fn as_str(self) -> &'static str {
        match self {
            LineFault::Unreadable => "unreadable",
            LineFault::TooLong => "too-long",
            LineFault::NotUnderstood => "not-understood",
        }
    }

    /// The fault named by its word, in any case.
    pub fn from_name(name: &str) -> Option<LineFault> {
        LineFault::ALL.into_iter().find(|f| f.as_str().eq_ignore_ascii_case(name))
    }
}

/// What happened to a device's link, as its adapter saw it (the technical reason, an
/// OS error, stays a line for the assistant's screen).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LinkEvent {
    /// The link failed: the port went away, the cable or the plug was pulled.
    Lost,
    /// The device never answered taktil's greeting (TBP/1 `HELLO`).
    NoAnswer,
    /// The device answered, then stopped answering.
    Silent,
    /// The device is back.
    Back,
    /// A line from the device was dropped; `line` counts the lines since the device
    /// connected, from 1.
    LineIgnored { line: u32, fault: LineFault },
}

/// One input to the core.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// A TBP/1 message from a board or keypad, with its optional sequence number.
    Board { device: Device, msg: BoardMsg, seq: Option<u32> },
    /// An assistant command.
    Assist(AssistCmd),
    /// A device's link went, came back, or dropped a line: journaled like any input,
    /// so that a replay says what the live session said.
    Link { device: Device, kind: LinkKind, event: LinkEvent },
    /// What the electronic clock cabled to the sighted player's board shows (issue 16),
    /// or `None` when its adapter reports that no clock is connected (the BWTIME "no
    /// clock" bit). While readings come, taktil's clock follows them; without them it
    /// keeps its own (docs/arbiter.md, "An electronic clock").
    ExternalClock(Option<ClockReading>),
}
