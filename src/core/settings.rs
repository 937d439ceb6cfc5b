//! The session settings the core needs: who is blind, where the game starts, how moves
//! are announced, the timing of the board, and the rules edition.
//!
//! Everything here is a setting, not a constant, because E1 lets the tournament adapt
//! the rules to local conditions.

use std::{fmt, str::FromStr};

use shakmaty::{Board, CastlingMode, Chess, Color, FromSetup, Setup, fen::Fen};

use crate::core::{
    duty::Duty,
    penalty::Penalty,
    timecontrol::{Mode, TimeControl},
    words::words,
};

words! {
    /// How a move of the blind player gets announced (E2.3 c).
    pub enum AnnounceMode ("announce mode": "auto or confirm") {
        /// taktil announces the move once the board has held it for the settle time.
        #[default]
        Auto = "auto",
        /// The player announces aloud and presses `announce`.
        Confirm = "confirm",
    }
}

words! {
    /// Which text of the Laws taktil follows where the editions differ (R-61, section
    /// 5.2 of the rules digest; docs/arbiter.md "The editions of the Laws").
    pub enum Edition ("rules edition": "2023, 2009 or 2001") {
        /// The Laws in force since 1 January 2023 (FIDE Handbook E.01): Appendix D for
        /// visually disabled players. The default: every rated game today is played
        /// under them.
        #[default]
        Fide2023 = "2023",
        /// The 2009 Laws (Dresden 2008): Appendix E for blind players. A journal without
        /// an edition line was written before 2023 was the default, under 2009.
        Fide2009 = "2009",
        /// The 2001 Laws: the third illegal move loses with no draw exception (7.4b), an
        /// incorrect claim also costs the claimant time (9.5b), only a move loses the
        /// right to claim (9.4), no promotion finality (no 4.4d).
        Fide2001 = "2001",
    }
}

impl Edition {
    /// The penalty for a player's `count`-th illegal move (7.4b; 2001: 7.4). 2023
    /// 7.5.4/7.5.5: the first completed illegal move gives the opponent two minutes,
    /// the second loses, a draw if the opponent cannot mate by any series of legal
    /// moves.
    pub const fn illegal_move_penalty(self, count: u32) -> Option<Penalty> {
        let losing = match self {
            Edition::Fide2023 => 2,
            Edition::Fide2009 | Edition::Fide2001 => 3,
        };
        match count {
            0 => None,
            n if n < losing => Some(Penalty::OpponentTime { minutes: 2 }),
            _ => Some(Penalty::Loss { draw_if_no_mate: !matches!(self, Edition::Fide2001) }),
        }
    }
}

impl Edition {
    /// 2023 7.5.1: "An illegal move is completed once the player has pressed his/her
    /// clock"; until then the player may correct it without penalty (the Arbiters'
    /// Manual on 7.5.1), and the blind player's move is not made before it is announced
    /// (D.2.3). So under 2023 a refused placement is not an illegal move that counts
    /// towards 7.5.5, while a press without a move is penalised as one (7.5.3). The
    /// 2009 and 2001 texts count every illegal move found (7.4).
    pub const fn completed_on_press(self) -> bool {
        matches!(self, Edition::Fide2023)
    }

    /// Whether the `time` key tells the move count too: 2023 D.2.6.1, "It should be able
    /// to announce the time and number of moves to the visually disabled player". The
    /// 2009 and 2001 texts (E2.4) know only a tactile clock; the count has its own key.
    pub const fn time_tells_moves(self) -> bool {
        matches!(self, Edition::Fide2023)
    }

    /// 9.4: whether a player who touched a piece (4.3) without claiming has lost the
    /// right to claim under 9.2 or 9.3 on this move. 2009 and 2023 (9.4): yes. 2001
    /// 9.4: the right is lost only by making a move without claiming.
    pub const fn touch_loses_claim(self) -> bool {
        !matches!(self, Edition::Fide2001)
    }

    /// Whether a quickplay claim is also a draw offer: 2009 9.1b(3) and 2001 9.1c name
    /// 10.2 with 9.2 and 9.3; 2023 9.1.2.3 names only 9.2 and 9.3 (III.5 is a claim,
    /// not an offer).
    pub const fn quickplay_claim_offers(self) -> bool {
        !matches!(self, Edition::Fide2023)
    }

    /// A player late for the resumption of an adjourned game loses, but a sealed move
    /// that ended the game keeps its result: for any late player under 2023 (I.10) and
    /// 2009 (adjournment guideline 10); under 2001 (A10) only when the late player is
    /// the one who sealed it. Whether it keeps it when `late_sealed` tells whether the
    /// late player sealed the move.
    pub const fn sealed_conclusion_stands(self, late_sealed: bool) -> bool {
        late_sealed || !matches!(self, Edition::Fide2001)
    }

    /// 4.4d (2009; 2023 4.4.4): whether the choice of a promotion piece is final once
    /// the new piece has touched the promotion square. The 2001 text has no 4.4d: the
    /// choice is made with the move.
    pub const fn promotion_final_on_touch(self) -> bool {
        !matches!(self, Edition::Fide2001)
    }

    /// 9.6 (2023): whether the game ends as a draw by itself, with no claim, when a
    /// position has appeared five times (9.6.1) or each player has made 75 moves without
    /// a pawn move or a capture (9.6.2). 2009 and 2001 have no such end: only a claim
    /// under 9.2 or 9.3 draws, and play goes on.
    pub const fn automatic_draws(self) -> bool {
        matches!(self, Edition::Fide2023)
    }

    /// 5.1.2 (2023): whether a resignation is a draw when the opponent cannot checkmate
    /// the resigning player's king by any possible series of legal moves. 2009 and 2001
    /// (5.1b): a resignation always loses.
    pub const fn resignation_drawn_without_mate(self) -> bool {
        matches!(self, Edition::Fide2023)
    }
}

words! {
    /// How the sighted player's clock press reaches taktil.
    pub enum SightedClock ("sighted-clock": "auto or key") {
        /// The press is taken to come with the sighted player's move, when taktil learns
        /// of it (a recorded game without presses).
        #[default]
        Auto = "auto",
        /// The sighted player presses the `clock` key (sighted board or assistant); until
        /// then his clock runs.
        Key = "key",
    }
}

words! {
    /// When a fallen flag counts (6.8, R-74).
    pub enum FlagRule ("flag rule": "auto or claim") {
        /// taktil is the arbiter who sees the flag: the game is decided at once.
        #[default]
        Auto = "auto",
        /// Only a claim counts (rapid and blitz, the Trier "Endspurt"): the fall is written
        /// for the arbiter, not told to the players, until someone claims.
        Claim = "claim",
    }
}

words! {
    /// Whether the blind player's tactile board reports its pegs (issue 16).
    pub enum TactileBoard ("tactile-board": "sensors or none") {
        /// A sensor peg board: taktil reads the blind player's moves from it.
        #[default]
        Sensors = "sensors",
        /// An ordinary pegged board without sensors: the blind player's moves are read
        /// from the sighted player's board once executed there, and spoken back to him
        /// (E2.2 "announced, repeated by the opponent and executed", done by machine).
        NoSensors = "none",
    }
}

words! {
    /// A practice game against an engine at home (issue 18), or a tournament game.
    pub enum Practice ("practice": "on, free or off") {
        /// A tournament game: every Appendix E rule, no take-back by the player.
        #[default]
        Off = "off",
        /// Practice: the player may take moves back (`arbiter takeback <n> practice`).
        On = "on",
        /// Practice, and a touched piece need not be moved: touch-move (E2.2, 4.3) is
        /// relaxed, and the session says so at its start.
        Free = "free",
    }
}

impl Practice {
    /// Whether this is a practice game (take-back, hint and evaluation allowed).
    #[must_use]
    pub fn is_practice(self) -> bool {
        self != Practice::Off
    }
}

words! {
    /// Whether the sighted opponent hears (2023 D.2.11).
    pub enum OpponentHearing ("opponent-hearing": "hearing or impaired") {
        /// He hears the blind player's announcements.
        #[default]
        Hears = "hearing",
        /// He is hearing-impaired: "An assistant must be used in the case of a visually
        /// disabled player paired with a hearing-impaired player" (D.2.11), so the
        /// duties of transferring and announcing the moves (D.2.10.1, D.2.10.2; E2.9 a
        /// and b) cannot be switched off.
        Impaired = "impaired",
    }
}

words! {
    /// Whether the event announced FIDE's Guidelines III, "Games without Increment
    /// including Quickplay Finishes" (2023 III.2.1: "shall only be used at an event if
    /// their use has been announced beforehand"). Under 2009 and 2001 the quickplay
    /// finish (10.2) and both flags (6.11; 2001 6.12, 10.3) are in the Laws themselves.
    pub enum QuickplayGuidelines ("guidelines-iii": "yes or no") {
        /// Not announced: under 2023 both flags fallen are left to a claim and the
        /// arbiter (6.8, 6.9).
        #[default]
        No = "no",
        /// Announced: under 2023 III.3.1 decides both flags fallen, in a game without
        /// increment (III.2.2).
        Yes = "yes",
    }
}

words! {
    /// Whose assistant taktil is (E2.9, E2.10).
    pub enum AssistantFor ("assistant": "blind or sighted") {
        /// The blind player's: any of the duties of E2.9.
        #[default]
        Blind = "blind",
        /// The sighted player's, because the blind player uses none: duties a and b only
        /// (E2.10, R-53).
        Sighted = "sighted",
    }
}

/// The assistant's duties taktil takes on, each switched on its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Duties(u8);

impl Duties {
    /// Every duty of E2.9.
    pub const ALL: Duties = Duties(0b11_1111);
    /// No duty.
    pub const NONE: Duties = Duties(0);
    /// The duties of the sighted player's assistant (E2.10): a and b.
    pub const SIGHTED: Duties = Duties(0b11);
    /// What the setting takes, for messages.
    pub const EXPECTED: &'static str = "all, none, or letters a to f of E2.9 separated by commas, e.g. a,b,d";

    /// Whether taktil does this duty.
    pub const fn has(self, duty: Duty) -> bool {
        self.0 & (1 << duty as u8) != 0
    }

    /// These duties with one more.
    #[must_use]
    pub const fn with(self, duty: Duty) -> Duties {
        Duties(self.0 | (1 << duty as u8))
    }

    /// Whether every duty here is also in `other`.
    pub const fn within(self, other: Duties) -> bool {
        self.0 & !other.0 == 0
    }
}

impl Default for Duties {
    fn default() -> Duties {
        Duties::ALL
    }
}

impl fmt::Display for Duties {
    /// `all`, `none`, or the letters: `a,b,d`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Duties::ALL => f.write_str("all"),
            Duties::NONE => f.write_str("none"),
            _ => {
                let letters: Vec<String> =
                    Duty::ALL.into_iter().filter(|d| self.has(*d)).map(|d| d.letter().to_string()).collect();
                f.write_str(&letters.join(","))
            }
        }
    }
}

/// A duties setting that is not `all`, `none` or letters of E2.9: the first part that
/// is no duty.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseDutiesError {
    /// The part as written: `g` of `a,g`.
    pub part: String,
}

impl fmt::Display for ParseDutiesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown duty '{}': expected {}", self.part, Duties::EXPECTED)
    }
}

impl std::error::Error for ParseDutiesError {}

impl FromStr for Duties {
    type Err = ParseDutiesError;
    /// `all`, `none`, or letters of E2.9 separated by commas: `a,b,d`.
    fn from_str(s: &str) -> Result<Self, ParseDutiesError> {
        let s = s.trim();
        match s {
            "all" => return Ok(Duties::ALL),
            "none" => return Ok(Duties::NONE),
            _ => {}
        }
        let mut duties = Duties::NONE;
        for part in s.split(',') {
            let part = part.trim();
            let duty = Duty::ALL.into_iter().find(|d| part.len() == 1 && part.starts_with(d.letter()));
            match duty {
                Some(d) => duties = duties.with(d),
                None => return Err(ParseDutiesError { part: part.to_owned() }),
            }
        }
        Ok(duties)
    }
}

/// What an incorrect draw claim costs (9.5b), in ms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClaimPenalty {
    /// Added to the opponent's time.
    pub opponent_ms: u64,
    /// Taken from the claimant's time (2001 only).
    pub claimant_ms: u64,
}

impl Edition {
    /// The penalty for an incorrect claim under 9.2 or 9.3, with `left_ms` on the
    /// claimant's clock (9.5b). 2023 (9.5.3): the opponent gets 2 minutes. 2009: 3
    /// minutes. 2001: 3 minutes, and the claimant loses half his time up to 3 minutes
    /// if he has more than 2, or is set to 1 minute if he has between 1 and 2.
    pub const fn claim_penalty(self, left_ms: u64) -> ClaimPenalty {
        const MIN: u64 = 60_000;
        if matches!(self, Edition::Fide2023) {
            return ClaimPenalty { opponent_ms: 2 * MIN, claimant_ms: 0 };
        }
        let claimant_ms = match self {
            Edition::Fide2023 | Edition::Fide2009 => 0,
            Edition::Fide2001 if left_ms > 2 * MIN => {
                let half = left_ms / 2;
                if half < 3 * MIN { half } else { 3 * MIN }
            }
            Edition::Fide2001 if left_ms > MIN => left_ms - MIN,
            Edition::Fide2001 => 0,
        };
        ClaimPenalty { opponent_ms: 3 * MIN, claimant_ms }
    }
}

/// The start position of a game.
#[derive(Clone, Debug)]
pub struct Start {
    /// The position.
    pub position: Chess,
    /// Standard or Chess960 castling.
    pub castling: CastlingMode,
}

/// Why a start position was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartError(pub String);

impl fmt::Display for StartError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for StartError {}

impl Default for Start {
    fn default() -> Start {
        Start { position: Chess::default(), castling: CastlingMode::Standard }
    }
}

impl Start {
    /// A position from a FEN (X-FEN and Shredder-FEN castling accepted for Chess960).
    ///
    /// # Errors
    /// When the FEN does not parse or is not a legal chess position.
    pub fn from_fen(fen: &str, chess960: bool) -> Result<Start, StartError> {
        let parsed: Fen = fen.trim().parse().map_err(|e| StartError(format!("bad FEN '{fen}': {e}")))?;
        let castling = if chess960 { CastlingMode::Chess960 } else { CastlingMode::Standard };
        let position = parsed
            .into_position(castling)
            .map_err(|e| StartError(format!("FEN '{fen}' is not a legal position: {e}")))?;
        Ok(Start { position, castling })
    }

    /// The Chess960 start position with this number (518 is the standard start).
    ///
    /// # Errors
    /// When `n` is not in 0..960.
    pub fn chess960(n: u32) -> Result<Start, StartError> {
        if n >= 960 {
            return Err(StartError(format!("Chess960 position {n} does not exist: expected 0 to 959")));
        }
        let mut setup = Setup::initial();
        setup.board = Board::chess960(n);
        setup.castling_rights = setup.board.rooks()
            & (shakmaty::Bitboard::from_rank(shakmaty::Rank::First)
                | shakmaty::Bitboard::from_rank(shakmaty::Rank::Eighth));
        let position = Chess::from_setup(setup, CastlingMode::Chess960)
            .map_err(|e| StartError(format!("Chess960 position {n}: {e}")))?;
        Ok(Start { position, castling: CastlingMode::Chess960 })
    }

    /// The FEN of the start position (Shredder-style castling for Chess960 is left to
    /// shakmaty).
    pub fn fen(&self) -> String {
        Fen::from_position(&self.position, shakmaty::EnPassantMode::Legal).to_string()
    }
}

/// What the core needs to know about the session.
#[derive(Clone, Debug)]
pub struct Settings {
    /// The colour of the blind player (the tactile board's owner).
    pub blind: Color,
    /// Where the game starts.
    pub start: Start,
    /// How the blind player's moves are announced.
    pub announce: AnnounceMode,
    /// A lift and place on one square within this time is sensor bounce, not a touch.
    pub bounce_ms: u64,
    /// How long the board must hold a move before taktil announces it (auto mode).
    pub settle_ms: u64,
    /// How long a position that fits no move is held before taktil gives guidance.
    pub divergence_ms: u64,
    /// King and rook lifted within this time count as lifted together (Art. 4.4c).
    pub together_ms: u64,
    /// Which Laws apply where the editions differ.
    pub edition: Edition,
    /// How many moves the `history` key reads.
    pub history_moves: usize,
    /// The time control; `None`: taktil keeps no time and only signals the clock.
    pub time_control: Option<TimeControl>,
    /// How the sighted player's press reaches taktil.
    pub sighted_clock: SightedClock,
    /// When a fallen flag counts.
    pub flag: FlagRule,
    /// Warn the blind player when his time falls below this many ms; `None` (the
    /// default) never warns, because time is told only on request.
    pub low_time_ms: Option<u64>,
    /// The assistant's duties taktil does.
    pub duties: Duties,
    /// Whose assistant taktil is (E2.10).
    pub assistant: AssistantFor,
    /// Whether the tactile board has sensors (issue 16; `core::no_sensors`).
    pub tactile: TactileBoard,
    /// With an electronic clock followed (issue 16): how long after a move the
    /// mover's clock may still run before the move without a press is written for
    /// the arbiter.
    pub press_grace_ms: u64,
    /// A practice game (issue 18): take-backs by the player are allowed; never in a
    /// tournament session.
    pub practice: Practice,
    /// Whether the sighted opponent hears (D.2.11).
    pub opponent: OpponentHearing,
    /// Whether the event announced Guidelines III (2023 III.2.1).
    pub guidelines: QuickplayGuidelines,
    /// An online game (issue 33): a move the server refuses is taken back as in
    /// practice.
    pub online: bool,
}

impl Settings {
    /// Whether taktil does this duty: switched on, and allowed for whose assistant
    /// taktil is (E2.10, R-53).
    pub fn duty(&self, duty: Duty) -> bool {
        let allowed = match self.assistant {
            AssistantFor::Blind => Duties::ALL,
            AssistantFor::Sighted => Duties::SIGHTED,
        };
        self.duties.has(duty) && allowed.has(duty)
    }

    /// Whether both flags fallen are decided by the both-flags rule: in the Laws under
    /// 2009 (6.11) and 2001 (6.12, 10.3); under 2023 only in Guidelines III (III.3.1),
    /// which apply only where announced (III.2.1) and only without increment (III.2.2).
    pub fn both_flags_rule(&self) -> bool {
        match self.edition {
            Edition::Fide2009 | Edition::Fide2001 => true,
            Edition::Fide2023 => {
                self.guidelines == QuickplayGuidelines::Yes
                    && self.time_control.as_ref().is_none_or(|tc| tc.mode == Mode::None)
            }
        }
    }

    /// Whether the tactile board reports its pegs (`false`: `tactile-board none`).
    pub fn has_sensors(&self) -> bool {
        self.tactile == TactileBoard::Sensors
    }
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            blind: Color::White,
            start: Start::default(),
            announce: AnnounceMode::Auto,
            bounce_ms: 60,
            settle_ms: 300,
            divergence_ms: 3000,
            together_ms: 300,
            edition: Edition::Fide2023,
            history_moves: 4,
            time_control: None,
            sighted_clock: SightedClock::Auto,
            flag: FlagRule::Auto,
            low_time_ms: None,
            duties: Duties::ALL,
            assistant: AssistantFor::Blind,
            tactile: TactileBoard::Sensors,
            press_grace_ms: 10_000,
            practice: Practice::Off,
            opponent: OpponentHearing::Hears,
            guidelines: QuickplayGuidelines::No,
            online: false,
        }
    }
}
