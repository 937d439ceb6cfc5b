//! The E2.7/E2.8 reconciliation: from both scoresheets and both boards, who corrects
//! what, or the move the game goes back to and the clock times recorded there.
//!
//! Pure: [`reconcile`] takes the [`Evidence`] (the start position, both scoresheets as
//! written, what each board shows, the clock snapshots stored at every move, R-42) and
//! returns a [`Ruling`] for the arbiter, each with its article. Nothing is decided
//! silently (R-40): what the text of E2.7/E2.8 does not settle is returned as
//! [`Ruling::Arbiter`] with the facts.
//!
//! # The procedure (R-41)
//!
//! 1. Each scoresheet is played from the start. A move that is not legal, ambiguous or
//!    unreadable stops that sheet's line; the moves after it cannot be placed.
//! 2. The sheets *agree* up to the last ply where both have the same legal move
//!    ("Nf3" and "Ngf3" are the same move). Ply 0 is the start.
//! 3. If the first entry after that point is illegal, ambiguous or unreadable on
//!    either sheet, 7.4a may apply: [`Unsettled::IllegalEntry`]. A bad entry further on
//!    is only listed: the game goes back before it anyway.
//! 4. If both sheets end at that point, they agree (E2.7). **Our choice (8.1):** a
//!    player may reply before writing the opponent's move, so a sheet that is the
//!    other one plus exactly one legal final move also agrees, with that move, when a
//!    board shows the position after it ([`Pending`]). When no board shows it, the
//!    sheets differ.
//! 5. Sheets agree: each known board is compared with the position of the sheets,
//!    occupancy-aware ([`Cell::admits`]: a peg of unknown identity matches any piece,
//!    a coloured peg any piece of its colour).
//!    - both boards show it (or are unknown): [`Ruling::Agreed`];
//!    - one board differs: E2.7, its player corrects it ([`Ruling::Correct`]), with the
//!      fewest steps and, where the board tells, where it left the scoresheet
//!      ([`Divergence`]). A board one legal move *ahead* of both sheets is not
//!      corrected by the text ([`Unsettled::Unrecorded`]), nor is a board that shows no
//!      position of the game ([`Unsettled::NoPosition`]);
//!    - both boards differ: [`Unsettled::BothBoards`].
//! 6. Sheets differ: E2.8, the game goes back to the last ply where they agree, with
//!    the clock snapshot stored at that ply ([`Ruling::TakeBack`]). Except when both
//!    boards show the sighted player's sheet and not the blind player's: the sheet
//!    taktil keeps for the blind player (the assistant's duty E2.9c) is wrong, which
//!    E2.8 does not foresee ([`Unsettled::AssistantRecord`]).
//!
//! # How a wrong board is explained
//!
//! A board that differs is matched against: an earlier position of the game (the
//! board is behind), the game with a different legal move executed at some ply (or no
//! move at all) and the later moves of the sheet made on the board square by square,
//! and the game plus one more legal move. When exactly one board position explains
//! what the board shows, its divergence is named and its pieces name the pegs in the
//! steps; otherwise the steps name squares only.
//!
//! # Examples
//!
//! ```
//! use shakmaty::Color;
//! use taktil::core::{
//!     input::Cell,
//!     ruling::{Entry, Evidence, Player, Ruling, Step, reconcile},
//!     settings::Start,
//! };
//!
//! let sheet: Vec<Entry> = ["e4", "e5", "Nf3"].map(Entry::parse).to_vec();
//! // The sighted board shows 1. e4 e5 2. Nh3 (a full-identity board).
//! let board = "rnbqkbnr/pppp1ppp/8/4p3/4P3/7N/PPPP1PPP/RNBQKB1R".parse::<shakmaty::Board>().expect("FEN");
//! let mut cells = [Cell::Empty; 64];
//! for (sq, piece) in &board {
//!     cells[usize::from(sq)] = Cell::Piece(piece);
//! }
//! let evidence = Evidence {
//!     blind_sheet: sheet.clone(),
//!     sighted_sheet: sheet,
//!     sighted: Some(cells),
//!     ..Evidence::new(Start::default(), Color::White)
//! };
//! let Ruling::Correct { correction, .. } = reconcile(&evidence) else { panic!("E2.7") };
//! assert_eq!(correction.player, Player::Sighted);
//! // "Move the Springer from Hector drei to Felix drei."
//! assert_eq!(correction.steps.len(), 1);
//! assert!(matches!(correction.steps[0], Step::Move { from: shakmaty::Square::H3, to: shakmaty::Square::F3, .. }));
//! ```

use std::fmt;

use shakmaty::{
    Board, CastlingSide, Chess, Color, EnPassantMode, Move, Piece, Position, Square,
    fen::Fen,
    san::{SanError, SanPlus},
};

use crate::core::{
    clock::ClockSnapshot,
    input::Cell,
    law::Law,
    physical::{Physical, board_after},
    settings::{Edition, Start},
    spoken::Spoken,
};

/// Whose scoresheet or board: the blind player's (his board is the tactile board) or
/// the sighted player's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    /// The blind or visually impaired player: the tactile board, the sheet taktil keeps.
    Blind,
    /// The sighted player: his own board and his own scoresheet.
    Sighted,
}

impl Player {
    /// Both players, the blind player first.
    pub const ALL: [Player; 2] = [Player::Blind, Player::Sighted];

    /// `blind` or `sighted`: the selector and JSON name of the player.
    pub const fn as_str(self) -> &'static str {
        match self {
            Player::Blind => "blind",
            Player::Sighted => "sighted",
        }
    }

    /// `tactile` or `sighted`: the name of the player's board.
    pub const fn board(self) -> &'static str {
        match self {
            Player::Blind => "tactile",
            Player::Sighted => "sighted",
        }
    }
}

/// One move as written on a scoresheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entry {
    /// Written in SAN (legal or not: that depends on the position).
    San(SanPlus),
    /// Not SAN at all, kept as written.
    Unreadable(String),
}

impl Entry {
    /// Reads one written move. Castling written with zeros (`0-0`, `0-0-0+`) is read
    /// as castling; anything that is not SAN is kept as [`Entry::Unreadable`].
    pub fn parse(text: &str) -> Entry {
        let text = text.trim();
        let castling = ["0-0-0", "0-0"].into_iter().find_map(|z| text.strip_prefix(z).map(|rest| (z, rest)));
        let normal = match castling {
            Some((zeros, rest)) => format!("{}{rest}", zeros.replace('0', "O")),
            None => text.to_owned(),
        };
        match SanPlus::from_ascii(normal.as_bytes()) {
            Ok(san) => Entry::San(san),
            Err(_) => Entry::Unreadable(text.to_owned()),
        }
    }
}

impl fmt::Display for Entry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Entry::San(san) => write!(f, "{san}"),
            Entry::Unreadable(text) => f.write_str(text),
        }
    }
}

/// Everything the reconciliation looks at (E2.7: "with the help of both players'
/// scoresheets").
#[derive(Clone, Debug)]
pub struct Evidence {
    /// Where the game started.
    pub start: Start,
    /// The blind player's colour.
    pub blind: Color,
    /// The blind player's scoresheet (kept by taktil or his assistant, E2.5, E2.9c).
    pub blind_sheet: Vec<Entry>,
    /// The sighted player's scoresheet.
    pub sighted_sheet: Vec<Entry>,
    /// What the tactile board shows; `None` when it is not known.
    pub tactile: Option<[Cell; 64]>,
    /// What the sighted player's board shows; `None` when it is not known.
    pub sighted: Option<[Cell; 64]>,
    /// The clock snapshot stored at each ply (R-42): index 0 is after the first move.
    pub clocks: Vec<Option<ClockSnapshot>>,
    /// The clocks at the start of the game, if known.
    pub start_clock: Option<ClockSnapshot>,
}

impl Evidence {
    /// Empty scoresheets, unknown boards, no clock.
    pub fn new(start: Start, blind: Color) -> Evidence {
        Evidence {
            start,
            blind,
            blind_sheet: Vec::new(),
            sighted_sheet: Vec::new(),
            tactile: None,
            sighted: None,
            clocks: Vec::new(),
            start_clock: None,
        }
    }

    /// A player's scoresheet.
    pub fn sheet(&self, player: Player) -> &[Entry] {
        match player {
            Player::Blind => &self.blind_sheet,
            Player::Sighted => &self.sighted_sheet,
        }
    }

    /// A player's board, when known.
    pub fn board(&self, player: Player) -> Option<&[Cell; 64]> {
        match player {
            Player::Blind => self.tactile.as_ref(),
            Player::Sighted => self.sighted.as_ref(),
        }
    }

    /// The clocks stored at a ply (0: the start), if any (R-42).
    pub fn clock_at(&self, ply: u32) -> Option<ClockSnapshot> {
        match ply {
            0 => self.start_clock,
            n => self.clocks.get(n as usize - 1).copied().flatten(),
        }
    }
}

/// A move of a scoresheet as written, placed in the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Noted {
    /// The half-move, counted from 1 at the start position.
    pub ply: u32,
    /// The move number as on the scoresheet.
    pub number: u32,
    /// The side whose move it is.
    pub by: Color,
    /// What is written.
    pub written: Written,
}

/// What a scoresheet has at one ply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Written {
    /// A legal move in the sheet's own line.
    Move(Spoken),
    /// SAN that could not be played: not legal, ambiguous, or after such a move.
    Unplayed(SanPlus),
    /// Not SAN: kept as written.
    Unreadable(String),
}

impl fmt::Display for Noted {
    /// `4.Nf3` for White, `4...Nc6` for Black, `5."Xx9"` for an unreadable entry.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dots = if self.by == Color::White { "." } else { "..." };
        match &self.written {
            Written::Move(s) => write!(f, "{}{dots}{}", self.number, s.san),
            Written::Unplayed(san) => write!(f, "{}{dots}{san}", self.number),
            Written::Unreadable(text) => write!(f, "{}{dots}\"{text}\"", self.number),
        }
    }
}

/// Why an entry of a scoresheet could not be played (7.4a).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fault {
    /// The move is not legal in the position.
    Illegal,
    /// The SAN fits more than one legal move.
    Ambiguous,
    /// The entry is not SAN at all.
    Unreadable,
}

impl Fault {
    /// The selector and JSON name.
    pub const fn as_str(self) -> &'static str {
        match self {
            Fault::Illegal => "illegal",
            Fault::Ambiguous => "ambiguous",
            Fault::Unreadable => "unreadable",
        }
    }
}

/// A position of the game the boards must show: after a ply of the sheets.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    /// The ply (0: the start).
    pub ply: u32,
    /// The position as FEN.
    pub fen: String,
    /// The pieces.
    pub board: Board,
    /// The move that leads to it (`None` at the start).
    pub last: Option<Noted>,
}

/// Where a wrong board left the scoresheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Divergence {
    /// At `written`'s ply another legal move was executed (and the later moves of the
    /// sheet were made on the board after it).
    OtherMove { written: Noted, executed: Spoken },
    /// The move was not executed on the board; the later ones were.
    Skipped { written: Noted },
    /// The board shows an earlier position: the moves from `next` on are missing.
    Behind { next: Noted },
    /// The board shows one more move than the scoresheets.
    Ahead { executed: Noted },
}

/// One step of a correction, in the order to make them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Move the peg on `from` to `to`; `piece` when the board (or the one position that
    /// explains it) tells which piece it is.
    Move { piece: Option<Piece>, from: Square, to: Square },
    /// Take the peg off `square`.
    Remove { piece: Option<Piece>, square: Square },
    /// Put `piece` on `square`.
    Put { piece: Piece, square: Square },
}

/// What one board needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Correction {
    /// Whose board.
    pub player: Player,
    /// Where it left the scoresheet, when that can be told.
    pub diverged: Option<Divergence>,
    /// The fewest steps that make it show the target (empty: it shows it).
    pub steps: Vec<Step>,
}

/// 8.1: a scoresheet lacks the last move, which a board shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pending {
    /// Whose sheet lacks it.
    pub player: Player,
    /// The move.
    pub missing: Noted,
}

/// The reconciliation's answer for the arbiter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ruling {
    /// E2.7: the scoresheets agree and every known board shows their position.
    Agreed {
        /// The position of the scoresheets.
        target: Target,
        /// A sheet one move short (8.1).
        pending: Option<Pending>,
        /// The boards that are not known, so not compared.
        unchecked: Vec<Player>,
    },
    /// E2.7: the scoresheets agree; one board differs and its player corrects it.
    Correct {
        /// The position the board must show.
        target: Target,
        /// A sheet one move short (8.1).
        pending: Option<Pending>,
        /// The board and its steps.
        correction: Correction,
    },
    /// E2.8: the scoresheets differ; the game goes back to the last ply where they
    /// agree and the arbiter sets the clocks.
    TakeBack {
        /// The position the game goes back to.
        agreed: Target,
        /// The blind player's sheet after that ply.
        blind: Vec<Noted>,
        /// The sighted player's sheet after that ply.
        sighted: Vec<Noted>,
        /// The clocks stored at that ply (R-42), if any.
        clock: Option<ClockSnapshot>,
        /// The steps that set each known board to that position.
        boards: Vec<Correction>,
    },
    /// Not settled by the text: for the arbiter.
    Arbiter(Unsettled),
}

/// What the text of E2.7/E2.8 does not settle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unsettled {
    /// The sheets agree, but both boards differ from them.
    BothBoards {
        /// The position of the scoresheets.
        target: Target,
        /// A sheet one move short (8.1).
        pending: Option<Pending>,
        /// The tactile board.
        tactile: Correction,
        /// The sighted board.
        sighted: Correction,
    },
    /// The sheets agree; a board shows one more legal move than they have.
    Unrecorded {
        /// The position of the scoresheets.
        target: Target,
        /// The board, and the steps that take the move back.
        correction: Correction,
    },
    /// The sheets agree; a board shows no position of the game.
    NoPosition {
        /// The position of the scoresheets.
        target: Target,
        /// The board, and the steps that reach the position.
        correction: Correction,
    },
    /// The blind player's sheet (kept by taktil) differs, while both boards show the
    /// sighted player's sheet: the error is in taktil's record.
    AssistantRecord {
        /// The position both boards show: the end of the sighted sheet.
        shown: Target,
        /// The last position both sheets agree on.
        agreed: Target,
        /// The blind player's sheet after that.
        blind: Vec<Noted>,
        /// The sighted player's sheet after that.
        sighted: Vec<Noted>,
    },
    /// 7.4a: the first entry after the agreement is illegal, ambiguous or unreadable.
    IllegalEntry {
        /// Whose sheet.
        player: Player,
        /// The entry.
        entry: Noted,
        /// What is wrong with it.
        fault: Fault,
        /// The last position both sheets agree on: the one before it.
        agreed: Target,
    },
}

/// One sentence of a reconciliation ruling for the arbiter (E2.7, E2.8, R-41), in the
/// order [`Ruling::parts`] gives them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulingPart {
    /// E2.7: the scoresheets agree and the known boards show their position.
    Agreed,
    /// E2.7: the scoresheets agree; this player's board differs and he corrects it.
    Correct(Player),
    /// E2.8: the scoresheets differ; the game goes back to where they are the same.
    TakeBack,
    /// Not settled by E2.7: both boards differ from the scoresheets.
    BothBoards,
    /// Not settled: this player's board shows a move neither scoresheet has.
    Unrecorded(Player),
    /// Not settled: this player's board shows no position of the game.
    NoPosition(Player),
    /// Not settled: taktil's record of the blind player's sheet is wrong (E2.9c).
    AssistantRecord,
    /// 7.4a: a scoresheet's next entry cannot be played.
    IllegalEntry { player: Player, fault: Fault, entry: Noted },
    /// The position the ruling is about: after `last` (`None`: the start).
    Position { last: Option<Noted> },
    /// 8.1: a scoresheet lacks the last move, which a board shows.
    Pending(Pending),
    /// A board that is not known was not compared.
    Unchecked(Player),
    /// Where the board left the scoresheet.
    Diverged(Divergence),
    /// Where the board left the scoresheet cannot be told.
    DivergenceUnknown,
    /// One step of a correction.
    Step(Step),
    /// What a scoresheet has after the agreed position.
    SheetMoves { player: Player, moves: Vec<Noted> },
    /// E2.8, R-42: the clocks stored at the agreed position, if any.
    Clock(Option<ClockSnapshot>),
    /// E2.8: set this board to the agreed position (`ready`: it shows it).
    SetBoard { player: Player, ready: bool },
    /// The lines that follow are about this player's board.
    Board(Player),
    /// Both boards show the position after `last`.
    BoardsShow { last: Option<Noted> },
}

impl Ruling {
    /// The rule that decides it, when the text settles it.
    pub const fn law(&self) -> Option<Law> {
        match self {
            Ruling::Agreed { .. } | Ruling::Correct { .. } => Some(Law::ScoresheetsAgree),
            Ruling::TakeBack { .. } => Some(Law::ScoresheetsDiffer),
            Ruling::Arbiter(Unsettled::IllegalEntry { .. }) => Some(Law::IllegalMoveReinstated),
            Ruling::Arbiter(_) => None,
        }
    }

    /// The article that decides it in `edition`'s numbering, when the text settles
    /// it: E2.7 or E2.8 (2023: D.2.9 for both), 7.4a (2023: 7.5.1).
    pub const fn article(&self, edition: Edition) -> Option<&'static str> {
        match self.law() {
            Some(law) => Some(law.number(edition)),
            None => None,
        }
    }

    /// The kind as a word: `agreed`, `correct`, `take-back`, or the unsettled case.
    pub const fn kind(&self) -> &'static str {
        match self {
            Ruling::Agreed { .. } => "agreed",
            Ruling::Correct { .. } => "correct",
            Ruling::TakeBack { .. } => "take-back",
            Ruling::Arbiter(Unsettled::BothBoards { .. }) => "both-boards",
            Ruling::Arbiter(Unsettled::Unrecorded { .. }) => "unrecorded",
            Ruling::Arbiter(Unsettled::NoPosition { .. }) => "no-position",
            Ruling::Arbiter(Unsettled::AssistantRecord { .. }) => "assistant-record",
            Ruling::Arbiter(Unsettled::IllegalEntry { .. }) => "illegal-entry",
        }
    }

    /// The position the ruling is about: the scoresheets' position, or the one the
    /// game goes back to (E2.8), or the last one both sheets agree on.
    pub const fn position(&self) -> &Target {
        match self {
            Ruling::Agreed { target, .. }
            | Ruling::Correct { target, .. }
            | Ruling::Arbiter(
                Unsettled::BothBoards { target, .. }
                | Unsettled::Unrecorded { target, .. }
                | Unsettled::NoPosition { target, .. },
            ) => target,
            Ruling::TakeBack { agreed, .. }
            | Ruling::Arbiter(Unsettled::AssistantRecord { agreed, .. } | Unsettled::IllegalEntry { agreed, .. }) => {
                agreed
            }
        }
    }

    /// The ruling as short messages for the arbiter, in order: the head with its
    /// article, the position, then the details and steps.
    pub fn parts(&self) -> Vec<RulingPart> {
        let mut out = Vec::new();
        let position = |t: &Target| RulingPart::Position { last: t.last.clone() };
        let pending = |p: &Option<Pending>, out: &mut Vec<RulingPart>| {
            out.extend(p.iter().cloned().map(RulingPart::Pending));
        };
        let correction = |c: &Correction, out: &mut Vec<RulingPart>| {
            out.push(c.diverged.clone().map_or(RulingPart::DivergenceUnknown, RulingPart::Diverged));
            out.extend(c.steps.iter().copied().map(RulingPart::Step));
        };
        match self {
            Ruling::Agreed { target, pending: p, unchecked } => {
                out.push(RulingPart::Agreed);
                out.push(position(target));
                pending(p, &mut out);
                out.extend(unchecked.iter().copied().map(RulingPart::Unchecked));
            }
            Ruling::Correct { target, pending: p, correction: c } => {
                out.push(RulingPart::Correct(c.player));
                out.push(position(target));
                pending(p, &mut out);
                correction(c, &mut out);
            }
            Ruling::TakeBack { agreed, blind, sighted, clock, boards } => {
                out.push(RulingPart::TakeBack);
                out.push(position(agreed));
                out.push(RulingPart::SheetMoves { player: Player::Blind, moves: blind.clone() });
                out.push(RulingPart::SheetMoves { player: Player::Sighted, moves: sighted.clone() });
                out.push(RulingPart::Clock(*clock));
                for b in boards {
                    out.push(RulingPart::SetBoard { player: b.player, ready: b.steps.is_empty() });
                    out.extend(b.steps.iter().copied().map(RulingPart::Step));
                }
            }
            Ruling::Arbiter(Unsettled::BothBoards { target, pending: p, tactile, sighted }) => {
                out.push(RulingPart::BothBoards);
                out.push(position(target));
                pending(p, &mut out);
                for c in [tactile, sighted] {
                    out.push(RulingPart::Board(c.player));
                    correction(c, &mut out);
                }
            }
            Ruling::Arbiter(Unsettled::Unrecorded { target, correction: c }) => {
                out.push(RulingPart::Unrecorded(c.player));
                out.push(position(target));
                correction(c, &mut out);
            }
            Ruling::Arbiter(Unsettled::NoPosition { target, correction: c }) => {
                out.push(RulingPart::NoPosition(c.player));
                out.push(position(target));
                out.extend(c.steps.iter().copied().map(RulingPart::Step));
            }
            Ruling::Arbiter(Unsettled::AssistantRecord { shown, agreed, blind, sighted }) => {
                out.push(RulingPart::AssistantRecord);
                out.push(position(agreed));
                out.push(RulingPart::SheetMoves { player: Player::Blind, moves: blind.clone() });
                out.push(RulingPart::SheetMoves { player: Player::Sighted, moves: sighted.clone() });
                out.push(RulingPart::BoardsShow { last: shown.last.clone() });
            }
            Ruling::Arbiter(Unsettled::IllegalEntry { player, entry, fault, agreed }) => {
                out.push(RulingPart::IllegalEntry { player: *player, fault: *fault, entry: entry.clone() });
                out.push(position(agreed));
            }
        }
        out
    }
}

/// Decides who corrects what (E2.7), or where the game goes back to (E2.8), or what
/// the arbiter must decide. Never panics, whatever the sheets hold.
pub fn reconcile(evidence: &Evidence) -> Ruling {
    let start = &evidence.start.position;
    let blind = Line::read(start, &evidence.blind_sheet);
    let sighted = Line::read(start, &evidence.sighted_sheet);
    let agreed = blind.moves.iter().zip(&sighted.moves).take_while(|(a, b)| a == b).count();

    // 7.4a: the first entry after the agreement cannot be played.
    for (player, line) in [(Player::Blind, &blind), (Player::Sighted, &sighted)] {
        if let Some((at, fault)) = line.bad
            && at == agreed
        {
            let agreed = line.target(agreed);
            return Ruling::Arbiter(Unsettled::IllegalEntry { player, entry: line.notes[at].clone(), fault, agreed });
        }
    }

    let boards: Vec<(Player, Physical)> = Player::ALL
        .into_iter()
        .filter_map(|p| evidence.board(p).map(|cells| (p, Physical::from_cells(*cells))))
        .collect();

    let (lb, ls) = (blind.notes.len(), sighted.notes.len());
    let agreement = if lb == agreed && ls == agreed {
        Some((&blind, None))
    } else {
        // 8.1: one sheet is the other plus one legal final move, shown by a board.
        let longer = match (lb, ls) {
            (b, s) if b == agreed + 1 && s == agreed => Some((&blind, Player::Sighted)),
            (b, s) if s == agreed + 1 && b == agreed => Some((&sighted, Player::Blind)),
            _ => None,
        };
        longer.filter(|(line, _)| line.moves.len() == agreed + 1).and_then(|(line, short)| {
            let after = line.positions[agreed + 1].board();
            boards
                .iter()
                .any(|(_, phys)| phys.shows(after))
                .then(|| (line, Some(Pending { player: short, missing: line.notes[agreed].clone() })))
        })
    };

    match agreement {
        Some((line, pending)) => agreed_sheets(line, pending, &boards),
        None => differing_sheets(evidence, &blind, &sighted, agreed, &boards),
    }
}

/// E2.7: the sheets agree on `line`. Compares each known board with its end.
fn agreed_sheets(line: &Line, pending: Option<Pending>, boards: &[(Player, Physical)]) -> Ruling {
    let n = line.moves.len();
    let target = line.target(n);
    let unchecked: Vec<Player> =
        Player::ALL.into_iter().filter(|p| !boards.iter().any(|(known, _)| known == p)).collect();
    let wrong: Vec<(Correction, Kind)> = boards
        .iter()
        .filter(|(_, phys)| !phys.shows(&target.board))
        .map(|(player, phys)| {
            let found = line.explain(phys);
            let kind = match found.first() {
                None => Kind::Unexplained,
                Some(_) if found.iter().all(|(d, _)| matches!(d, Divergence::Ahead { .. })) => Kind::Ahead,
                Some(_) => Kind::Explained,
            };
            let (diverged, believed) = single(found);
            let steps = steps(phys, believed.as_ref(), &target.board);
            (Correction { player: *player, diverged, steps }, kind)
        })
        .collect();
    let mut wrong = wrong.into_iter();
    match (wrong.next(), wrong.next()) {
        (None, _) => Ruling::Agreed { target, pending, unchecked },
        (Some((correction, kind)), None) => match kind {
            Kind::Explained => Ruling::Correct { target, pending, correction },
            Kind::Ahead => Ruling::Arbiter(Unsettled::Unrecorded { target, correction }),
            Kind::Unexplained => Ruling::Arbiter(Unsettled::NoPosition { target, correction }),
        },
        (Some((tactile, _)), Some((sighted, _))) => {
            Ruling::Arbiter(Unsettled::BothBoards { target, pending, tactile, sighted })
        }
    }
}

/// How a wrong board is explained.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// By a position on the way (E2.7 corrects it).
    Explained,
    /// Only by a move beyond the sheets.
    Ahead,
    /// By nothing.
    Unexplained,
}

/// E2.8: the sheets differ after ply `agreed`.
fn differing_sheets(
    evidence: &Evidence,
    blind: &Line,
    sighted: &Line,
    agreed: usize,
    boards: &[(Player, Physical)],
) -> Ruling {
    let target = blind.target(agreed);
    let after = |line: &Line| line.notes[agreed.min(line.notes.len())..].to_vec();
    // Both boards follow the sighted sheet to its end, and not the blind one: taktil's
    // record (the assistant's, E2.9c) is wrong, which E2.8 does not foresee.
    let ends = |line: &Line| line.bad.is_none().then(|| line.positions[line.moves.len()].board().clone());
    if boards.len() == 2
        && let Some(sighted_end) = ends(sighted)
    {
        let blind_end = ends(blind);
        let follow = boards
            .iter()
            .all(|(_, phys)| phys.shows(&sighted_end) && blind_end.as_ref().is_none_or(|b| !phys.shows(b)));
        if follow {
            return Ruling::Arbiter(Unsettled::AssistantRecord {
                shown: sighted.target(sighted.moves.len()),
                agreed: target,
                blind: after(blind),
                sighted: after(sighted),
            });
        }
    }
    let corrections = boards
        .iter()
        .map(|(player, phys)| {
            // The board most likely shows a position of one of the two lines.
            let seen = blind.positions.iter().chain(&sighted.positions).map(|p| p.board().clone());
            let (_, believed) = single(seen.filter(|b| phys.shows(b)).map(|b| ((), b)).collect());
            Correction { player: *player, diverged: None, steps: steps(phys, believed.as_ref(), &target.board) }
        })
        .collect();
    Ruling::TakeBack {
        agreed: target,
        blind: after(blind),
        sighted: after(sighted),
        clock: evidence.clock_at(agreed as u32),
        boards: corrections,
    }
}

/// The first explanation and its board when all explanations show one board;
/// otherwise nothing (the board cannot tell).
fn single<T>(found: Vec<(T, Board)>) -> (Option<T>, Option<Board>) {
    let mut found = found.into_iter();
    let Some((first, board)) = found.next() else { return (None, None) };
    if found.all(|(_, b)| b == board) { (Some(first), Some(board)) } else { (None, None) }
}

/// One scoresheet played from the start.
#[derive(Debug)]
struct Line {
    /// The legal moves, up to the first entry that cannot be played.
    moves: Vec<Move>,
    /// The positions: the start, then after each legal move.
    positions: Vec<Chess>,
    /// Every entry, placed in the game.
    notes: Vec<Noted>,
    /// The first entry that cannot be played, and why.
    bad: Option<(usize, Fault)>,
}

impl Line {
    fn read(start: &Chess, entries: &[Entry]) -> Line {
        let mut pos = start.clone();
        let mut line = Line { moves: Vec::new(), positions: vec![pos.clone()], notes: Vec::new(), bad: None };
        for (i, entry) in entries.iter().enumerate() {
            let ply = u32::try_from(i + 1).unwrap_or(u32::MAX);
            let (number, by) = place(start, ply);
            let written = match entry {
                Entry::Unreadable(text) => {
                    line.bad.get_or_insert((i, Fault::Unreadable));
                    Written::Unreadable(text.clone())
                }
                Entry::San(san) if line.bad.is_some() => Written::Unplayed(*san),
                Entry::San(san) => match san.san.to_move(&pos) {
                    Ok(m) => {
                        let spoken = spoken(&mut pos, m);
                        line.moves.push(m);
                        line.positions.push(pos.clone());
                        Written::Move(spoken)
                    }
                    Err(e) => {
                        let fault = if e == SanError::AmbiguousSan { Fault::Ambiguous } else { Fault::Illegal };
                        line.bad = Some((i, fault));
                        Written::Unplayed(*san)
                    }
                },
            };
            line.notes.push(Noted { ply, number, by, written });
        }
        line
    }

    /// The position after `ply` legal moves (at most the last legal one).
    fn target(&self, ply: usize) -> Target {
        let ply = ply.min(self.moves.len());
        let pos = &self.positions[ply];
        Target {
            ply: u32::try_from(ply).unwrap_or(u32::MAX),
            fen: Fen::from_position(pos, EnPassantMode::Legal).to_string(),
            board: pos.board().clone(),
            last: ply.checked_sub(1).map(|i| self.notes[i].clone()),
        }
    }

    /// Every way the board can have left the line, each with the board it leads to:
    /// behind (latest first), a different or no move at some ply with the later moves
    /// made square by square, one move ahead.
    fn explain(&self, phys: &Physical) -> Vec<(Divergence, Board)> {
        let n = self.moves.len();
        let mut found = Vec::new();
        for j in (0..n).rev() {
            let board = self.positions[j].board();
            if phys.shows(board) {
                found.push((Divergence::Behind { next: self.notes[j].clone() }, board.clone()));
            }
        }
        for k in 0..n {
            let pos = &self.positions[k];
            let rest = &self.moves[k + 1..];
            for m in pos.legal_moves().into_iter().filter(|m| *m != self.moves[k]) {
                if let Some(board) = made_on(board_after(pos, m), rest).filter(|b| phys.shows(b)) {
                    let executed = spoken(&mut pos.clone(), m);
                    found.push((Divergence::OtherMove { written: self.notes[k].clone(), executed }, board));
                }
            }
            // The move left out; later moves made (the last one left out is "behind").
            if k + 1 < n
                && let Some(board) = made_on(pos.board().clone(), rest).filter(|b| phys.shows(b))
            {
                found.push((Divergence::Skipped { written: self.notes[k].clone() }, board));
            }
        }
        let end = &self.positions[n];
        let ply = u32::try_from(n + 1).unwrap_or(u32::MAX);
        for m in end.legal_moves() {
            let board = board_after(end, m);
            if phys.shows(&board) {
                let (number, by) = place(&self.positions[0], ply);
                let written = Written::Move(spoken(&mut end.clone(), m));
                found.push((Divergence::Ahead { executed: Noted { ply, number, by, written } }, board));
            }
        }
        found
    }
}

/// A legal move as announced, played on `pos`.
fn spoken(pos: &mut Chess, m: Move) -> Spoken {
    let by = pos.turn();
    Spoken {
        by,
        san: SanPlus::from_move_and_play_unchecked(pos, m),
        en_passant: m.is_en_passant(),
        from: m.from().unwrap_or(m.to()),
    }
}

/// The move of the game at `ply` (from 1) as a scoresheet has it: its number and side
/// from the start position, and its announcement.
pub fn noted_move(start: &Chess, ply: u32, spoken: Spoken) -> Noted {
    let (number, by) = place(start, ply);
    Noted { ply, number, by, written: Written::Move(spoken) }
}

/// How many half-moves stand before `side`'s move `number` in a game from `start`:
/// the ply the game goes back to when that move and all after it are taken back.
/// `None` for a move before the start.
pub fn ply_before(start: &Chess, number: u32, side: Color) -> Option<u32> {
    let first = start.fullmoves().get();
    let full = number.checked_sub(first)?.checked_mul(2)?;
    (full + u32::from(side == Color::Black)).checked_sub(u32::from(start.turn() == Color::Black))
}

/// The move number and side of a ply (1 = the first move from `start`): a game from
/// a FEN at move 50 numbers on from 50, and one with Black to move starts with Black.
pub fn place(start: &Chess, ply: u32) -> (u32, Color) {
    let offset = ply.saturating_sub(1) + u32::from(start.turn() == Color::Black);
    let number = start.fullmoves().get().saturating_add(offset / 2);
    (number, if offset.is_multiple_of(2) { Color::White } else { Color::Black })
}

/// `moves` made on `board` square by square, as a player moves pegs: the peg on the
/// move's square goes to its target, whatever piece it is. `None` when a square it
/// needs is empty.
fn made_on(mut board: Board, moves: &[Move]) -> Option<Board> {
    for m in moves {
        match *m {
            Move::Normal { from, to, promotion, .. } => {
                let piece = board.remove_piece_at(from)?;
                board.set_piece_at(to, promotion.map_or(piece, |role| role.of(piece.color)));
            }
            Move::EnPassant { from, to } => {
                let piece = board.remove_piece_at(from)?;
                board.discard_piece_at(Square::from_coords(to.file(), from.rank()));
                board.set_piece_at(to, piece);
            }
            Move::Castle { king, rook } => {
                let k = board.remove_piece_at(king)?;
                let r = board.remove_piece_at(rook)?;
                let side = CastlingSide::from_king_side(rook > king);
                board.set_piece_at(side.king_to(k.color), k);
                board.set_piece_at(side.rook_to(k.color), r);
            }
            Move::Put { .. } => return None,
        }
    }
    Some(board)
}

/// What a hole holds for the steps: the board's own report, or the piece of the one
/// position that explains the board.
fn believed_cell(phys: &Physical, believed: Option<&Board>, sq: Square) -> Cell {
    match believed {
        Some(board) => board.piece_at(sq).map_or(Cell::Empty, Cell::Piece),
        None => phys.cell(sq),
    }
}

/// The piece a cell names, if it names one.
fn named(cell: Cell) -> Option<Piece> {
    match cell {
        Cell::Piece(p) => Some(p),
        _ => None,
    }
}

/// The fewest steps that make the board show `target`: every peg that must leave is
/// paired with a hole that needs a piece it can be (a maximum matching), each pair is
/// one move; the rest are removals and placements. Ordered so that every hole is empty
/// when a peg goes in: removals, moves (a cycle of moves is broken by taking one peg
/// off and putting it in last), placements.
fn steps(phys: &Physical, believed: Option<&Board>, target: &Board) -> Vec<Step> {
    let cell = |sq: Square| believed_cell(phys, believed, sq);
    let sources: Vec<Square> = Square::ALL
        .into_iter()
        .filter(|sq| cell(*sq).is_occupied() && !cell(*sq).admits(target.piece_at(*sq)))
        .collect();
    let sinks: Vec<(Square, Piece)> = target.into_iter().filter(|(sq, p)| !cell(*sq).admits(Some(*p))).collect();
    // Candidate sources for each sink, the best first: the named piece, then the
    // colour, then any peg; nearer first.
    let quality = |c: Cell| match c {
        Cell::Piece(_) => 0,
        Cell::Colored(_) => 1,
        _ => 2,
    };
    let options: Vec<Vec<usize>> = sinks
        .iter()
        .map(|(to, piece)| {
            let mut fit: Vec<usize> =
                (0..sources.len()).filter(|&i| sources[i] != *to && cell(sources[i]).admits(Some(*piece))).collect();
            fit.sort_by_key(|&i| (quality(cell(sources[i])), sources[i].distance(*to)));
            fit
        })
        .collect();
    let pair = matching(&options, sources.len());

    let mut out = Vec::new();
    let mut occupied = Square::ALL.into_iter().filter(|sq| cell(*sq).is_occupied()).collect::<shakmaty::Bitboard>();
    let used: Vec<bool> = (0..sources.len()).map(|i| pair.contains(&Some(i))).collect();
    for (i, from) in sources.iter().enumerate() {
        if !used[i] {
            out.push(Step::Remove { piece: named(cell(*from)), square: *from });
            occupied.discard(*from);
        }
    }
    let mut moves: Vec<(Square, Square, Piece)> =
        pair.iter().zip(&sinks).filter_map(|(p, (to, piece))| p.map(|i| (sources[i], *to, *piece))).collect();
    let mut last = Vec::new();
    while !moves.is_empty() {
        let ready = moves.iter().position(|(_, to, _)| !occupied.contains(*to));
        let (from, to, piece) = moves.remove(ready.unwrap_or(0));
        occupied.discard(from);
        if ready.is_some() {
            out.push(Step::Move { piece: named(cell(from)), from, to });
            occupied.add(to);
        } else {
            // A cycle: this peg waits off the board.
            out.push(Step::Remove { piece: named(cell(from)), square: from });
            last.push(Step::Put { piece, square: to });
        }
    }
    out.extend(last);
    out.extend(
        pair.iter()
            .zip(&sinks)
            .filter(|(p, _)| p.is_none())
            .map(|(_, (square, piece))| Step::Put { piece: *piece, square: *square }),
    );
    out
}

/// A maximum matching of sinks to sources (Kuhn's augmenting paths): for each sink,
/// the index of its source.
fn matching(options: &[Vec<usize>], sources: usize) -> Vec<Option<usize>> {
    fn augment(sink: usize, options: &[Vec<usize>], owner: &mut [Option<usize>], seen: &mut [bool]) -> bool {
        for &source in &options[sink] {
            if seen[source] {
                continue;
            }
            seen[source] = true;
            if owner[source].is_none_or(|other| augment(other, options, owner, seen)) {
                owner[source] = Some(sink);
                return true;
            }
        }
        false
    }
    let mut owner: Vec<Option<usize>> = vec![None; sources];
    for sink in 0..options.len() {
        let mut seen = vec![false; sources];
        augment(sink, options, &mut owner, &mut seen);
    }
    let mut pair = vec![None; options.len()];
    for (source, sink) in owner.iter().enumerate() {
        if let Some(sink) = sink {
            pair[*sink] = Some(source);
        }
    }
    pair
}

#[cfg(test)]
mod tests;
