//! The lines of Lichess's two NDJSON streams of the Board API, decoded (issue 33 points
//! 4 and 5): `GET /api/stream/event` (`gameStart`, `gameFinish`, `challenge`,
//! `challengeCanceled`, `challengeDeclined`) and `GET /api/board/game/stream/{id}`
//! (`gameFull` with its `state`, then `gameState`, `chatLine`, `opponentGone`).
//!
//! Pure: a `&str` in, an [`Event`] out, no socket (third-round.md, "protocols as pure
//! decoders"). The shapes follow the OpenAPI specification in `lichess-org/api`,
//! `doc/specs/schemas/` (`GameStartEvent`, `GameEventInfo`, `GameFullEvent`,
//! `GameStateEvent`, `ChatLineEvent`, `OpponentGone`, `ChallengeJson`,
//! `ChallengeDeclinedJson`): a field the specification requires is a plain field, a
//! field it leaves out of `required` is an `Option`, and fields taktil has no use for
//! (ratings' flair, perf icons, …) are not read at all, so their absence or a new shape
//! of them cannot fail a line.
//!
//! - An empty line is the streams' keep-alive (every 6 s on the event stream, by the
//!   specification): [`decode_line`] gives `None` for it.
//! - A line of a type this module does not know is [`Event::Unknown`] with its type,
//!   never an error: Lichess adds types without notice.
//! - A line longer than [`MAX_LINE`] is refused before it is parsed.
//! - `moves` is a space-separated list of UCI moves; it is read into [`UciMove`]s here,
//!   so a move that is not UCI fails its line rather than the game later.

use std::fmt;

use serde::{Deserialize, Deserializer, de::DeserializeOwned};
use serde_json::Value;
use shakmaty::{Color, uci::UciMove};

/// The longest line decoded: 1 MiB. A game's `gameFull` with 600 plies is some 4 KiB.
pub const MAX_LINE: usize = 1024 * 1024;

/// One line of either stream.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// `gameStart` (event stream): a game of the player's began, or was going on when the
    /// stream opened.
    GameStart(Box<GameInfo>),
    /// `gameFinish` (event stream): a game of the player's ended.
    GameFinish(Box<GameInfo>),
    /// `challenge` (event stream): a challenge to the player, or the player's own.
    Challenge(Box<Challenge>),
    /// `challengeCanceled` (event stream): the challenger took a challenge back.
    ChallengeCanceled(Box<Challenge>),
    /// `challengeDeclined` (event stream): the player's challenge was declined.
    ChallengeDeclined(Box<Challenge>),
    /// `gameFull` (game stream, always its first line): the game's fixed facts and its
    /// state now.
    GameFull(Box<GameFull>),
    /// `gameState` (game stream): after a move, a draw or take-back offer, or the end.
    GameState(GameState),
    /// `chatLine` (game stream).
    ChatLine(ChatLine),
    /// `opponentGone` (game stream): the opponent left (or came back).
    OpponentGone(OpponentGone),
    /// A line of a type not known here, kept with its type.
    Unknown {
        /// The line's `type`.
        kind: String,
    },
}

/// `GameEventInfo`: a game as the event stream tells of it.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GameInfo {
    /// The game's id with the player's secret suffix (12 characters).
    pub full_id: String,
    /// The game's id (8 characters): the one of the game stream and the moves.
    pub game_id: String,
    /// The position now.
    pub fen: Option<String>,
    /// The player's colour.
    #[serde(default, deserialize_with = "color")]
    pub color: Option<Color>,
    /// The last move in UCI (empty before the first).
    pub last_move: Option<String>,
    /// How the game came about (`friend`, `lobby`, `pool`, …).
    pub source: Option<String>,
    /// Its status.
    pub status: Option<InfoStatus>,
    /// Its variant.
    pub variant: Option<GameVariant>,
    /// `bullet`, `blitz`, `rapid`, `classical`, `correspondence`.
    pub speed: Option<String>,
    /// Rated or casual.
    pub rated: Option<bool>,
    /// Whether the player has moved.
    pub has_moved: Option<bool>,
    /// The opponent.
    pub opponent: Option<GameOpponent>,
    /// Whether the player is to move.
    pub is_my_turn: Option<bool>,
    /// The player's time left, in seconds.
    pub seconds_left: Option<i64>,
    /// The winner, on `gameFinish`.
    #[serde(default, deserialize_with = "color")]
    pub winner: Option<Color>,
    /// Whether the Board API may play it (`compat.board`).
    pub compat: Option<Compat>,
}

/// `GameEventInfo.status`: `{"id": 20, "name": "started"}`.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct InfoStatus {
    /// Lichess's number of the status.
    pub id: Option<u16>,
    /// Its name.
    pub name: Option<GameStatus>,
}

/// `GameEventOpponent`. The specification requires all three, but a game against
/// Lichess's AI has no id and a level instead of a rating: each is optional here.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct GameOpponent {
    /// The user id (lower case).
    pub id: Option<String>,
    /// The name as the user writes it.
    pub username: Option<String>,
    /// The rating.
    pub rating: Option<i32>,
}

/// `GameEventInfo.compat`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub struct Compat {
    /// A bot may play it.
    pub bot: Option<bool>,
    /// The Board API may play it.
    pub board: Option<bool>,
}

/// `Variant`.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct GameVariant {
    /// `standard`, `chess960`, `fromPosition`, …
    pub key: String,
    /// Its name in English.
    pub name: String,
    /// Its short name.
    pub short: Option<String>,
}

/// `GameFullEvent`: the first line of a game stream.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GameFull {
    /// The game's id.
    pub id: String,
    /// Its variant.
    pub variant: GameVariant,
    /// Its clock; none for a correspondence or unlimited game.
    pub clock: Option<GameClock>,
    /// `bullet`, `blitz`, `rapid`, `classical`, `correspondence`.
    pub speed: String,
    /// Rated or casual.
    pub rated: bool,
    /// White.
    pub white: GamePlayer,
    /// Black.
    pub black: GamePlayer,
    /// The start position: `startpos`, or a FEN.
    pub initial_fen: String,
    /// The state now.
    pub state: GameState,
    /// Days per move, for a correspondence game.
    pub days_per_turn: Option<u32>,
    /// The tournament it belongs to.
    pub tournament_id: Option<String>,
}

impl GameFull {
    /// The side whose player has this user id (case as Lichess's ids: lower case).
    pub fn color_of(&self, user_id: &str) -> Option<Color> {
        let is = |p: &GamePlayer| p.id.as_deref().is_some_and(|id| id.eq_ignore_ascii_case(user_id));
        if is(&self.white) {
            Some(Color::White)
        } else if is(&self.black) {
            Some(Color::Black)
        } else {
            None
        }
    }
}

/// `GameFullEvent.clock`, in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub struct GameClock {
    /// The time each side starts with.
    pub initial: Option<u64>,
    /// The increment per move.
    pub increment: Option<u64>,
}

/// `GameEventPlayer`: one side of a `gameFull` (every field optional: Lichess's AI has
/// a level and no id).
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GamePlayer {
    /// The user id.
    pub id: Option<String>,
    /// The name.
    pub name: Option<String>,
    /// `GM`, `IM`, … or `null`.
    pub title: Option<String>,
    /// The rating (a number in the specification).
    pub rating: Option<f64>,
    /// Whether the rating is provisional.
    pub provisional: Option<bool>,
    /// The AI's level, when the side is Lichess's AI.
    pub ai_level: Option<f64>,
}

/// `GameStateEvent`: the moves, the clocks, the status and the offers.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GameState {
    /// Every move from the start, in UCI.
    #[serde(deserialize_with = "uci_list")]
    pub moves: Vec<UciMove>,
    /// White's time left, in milliseconds.
    pub wtime: u64,
    /// Black's time left, in milliseconds.
    pub btime: u64,
    /// White's increment, in milliseconds.
    pub winc: u64,
    /// Black's increment, in milliseconds.
    pub binc: u64,
    /// The game's status.
    pub status: GameStatus,
    /// The winner, when the game is over and not drawn.
    #[serde(default, deserialize_with = "color")]
    pub winner: Option<Color>,
    /// `true` while White offers a draw (else absent).
    pub wdraw: Option<bool>,
    /// `true` while Black offers a draw (else absent).
    pub bdraw: Option<bool>,
    /// `true` while White proposes a take-back (else absent).
    pub wtakeback: Option<bool>,
    /// `true` while Black proposes a take-back (else absent).
    pub btakeback: Option<bool>,
    /// The time left to make a first move before the game is aborted.
    pub expiration: Option<Expiration>,
}

impl GameState {
    /// The side offering a draw, if one does.
    pub fn draw_offer(&self) -> Option<Color> {
        if self.wdraw == Some(true) {
            Some(Color::White)
        } else if self.bdraw == Some(true) {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// The time left of `color`, in milliseconds.
    pub fn time_of(&self, color: Color) -> u64 {
        color.fold_wb(self.wtime, self.btime)
    }
}

/// `GameStateEvent.expiration`, in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Expiration {
    /// Since the last move, or since the game started.
    pub idle_millis: u64,
    /// The time each player has for a first move.
    pub millis_to_move: u64,
}

/// `GameStatusName`. A name not in the specification is kept as [`GameStatus::Other`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameStatus {
    /// `created`
    Created,
    /// `started`
    Started,
    /// `aborted`
    Aborted,
    /// `mate`
    Mate,
    /// `resign`
    Resign,
    /// `stalemate`
    Stalemate,
    /// `timeout`: the opponent left and the win was claimed.
    Timeout,
    /// `draw`
    Draw,
    /// `outoftime`: a flag fell.
    OutOfTime,
    /// `cheat`
    Cheat,
    /// `noStart`: a player did not make a first move in time.
    NoStart,
    /// `unknownFinish`
    UnknownFinish,
    /// `insufficientMaterialClaim`
    InsufficientMaterialClaim,
    /// `variantEnd`
    VariantEnd,
    /// Any other name.
    Other(String),
}

impl GameStatus {
    /// The status of this name.
    pub fn from_name(name: &str) -> GameStatus {
        match name {
            "created" => GameStatus::Created,
            "started" => GameStatus::Started,
            "aborted" => GameStatus::Aborted,
            "mate" => GameStatus::Mate,
            "resign" => GameStatus::Resign,
            "stalemate" => GameStatus::Stalemate,
            "timeout" => GameStatus::Timeout,
            "draw" => GameStatus::Draw,
            "outoftime" => GameStatus::OutOfTime,
            "cheat" => GameStatus::Cheat,
            "noStart" => GameStatus::NoStart,
            "unknownFinish" => GameStatus::UnknownFinish,
            "insufficientMaterialClaim" => GameStatus::InsufficientMaterialClaim,
            "variantEnd" => GameStatus::VariantEnd,
            other => GameStatus::Other(other.to_owned()),
        }
    }

    /// Lichess's name of the status.
    pub fn name(&self) -> &str {
        match self {
            GameStatus::Created => "created",
            GameStatus::Started => "started",
            GameStatus::Aborted => "aborted",
            GameStatus::Mate => "mate",
            GameStatus::Resign => "resign",
            GameStatus::Stalemate => "stalemate",
            GameStatus::Timeout => "timeout",
            GameStatus::Draw => "draw",
            GameStatus::OutOfTime => "outoftime",
            GameStatus::Cheat => "cheat",
            GameStatus::NoStart => "noStart",
            GameStatus::UnknownFinish => "unknownFinish",
            GameStatus::InsufficientMaterialClaim => "insufficientMaterialClaim",
            GameStatus::VariantEnd => "variantEnd",
            GameStatus::Other(name) => name,
        }
    }

    /// Whether the game is over (anything but `created` and `started`).
    pub fn is_over(&self) -> bool {
        !matches!(self, GameStatus::Created | GameStatus::Started)
    }
}

impl fmt::Display for GameStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl<'de> Deserialize<'de> for GameStatus {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<GameStatus, D::Error> {
        let name = String::deserialize(deserializer)?;
        Ok(GameStatus::from_name(&name))
    }
}

/// `ChatLineEvent`.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct ChatLine {
    /// `player` or `spectator`.
    pub room: String,
    /// Who wrote it (`lichess` for the server's own lines).
    pub username: String,
    /// What was written.
    pub text: String,
}

/// `OpponentGone`.
#[derive(Clone, Copy, Debug, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OpponentGone {
    /// Whether the opponent is gone (`false`: he is back).
    pub gone: bool,
    /// The seconds until the player may claim the win (a number in the specification).
    pub claim_win_in_seconds: Option<f64>,
}

/// `ChallengeJson` (with `ChallengeDeclinedJson`'s reasons).
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Challenge {
    /// The challenge's id: the game's id once accepted.
    pub id: String,
    /// Its page.
    pub url: String,
    /// `created`, `offline`, `canceled`/`cancelled`, `declined`, `accepted` (the
    /// specification's own examples spell "canceled" both ways: kept as text).
    pub status: String,
    /// Who challenges.
    pub challenger: ChallengeUser,
    /// Who is challenged (`null` for an open challenge).
    pub dest_user: Option<ChallengeUser>,
    /// The variant.
    pub variant: GameVariant,
    /// Rated or casual.
    pub rated: bool,
    /// `bullet`, `blitz`, `rapid`, `classical`, `correspondence`.
    pub speed: String,
    /// The clock.
    pub time_control: ChallengeTime,
    /// The colour asked for: `white`, `black` or `random`.
    pub color: String,
    /// The challenger's colour once decided.
    #[serde(default, deserialize_with = "color")]
    pub final_color: Option<Color>,
    /// `in` (to the player) or `out` (the player's).
    pub direction: Option<String>,
    /// The start position, when not the usual one.
    pub initial_fen: Option<String>,
    /// The game this is a rematch of.
    pub rematch_of: Option<String>,
    /// Why it was declined, in words (perhaps translated).
    pub decline_reason: Option<String>,
    /// Why it was declined, as a key (`generic`, `later`, `tooFast`, …).
    pub decline_reason_key: Option<String>,
}

/// `ChallengeUser`.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct ChallengeUser {
    /// The user id.
    pub id: String,
    /// The name.
    pub name: String,
    /// The rating.
    pub rating: Option<i32>,
    /// `GM`, `IM`, …
    pub title: Option<String>,
    /// Whether the rating is provisional.
    pub provisional: Option<bool>,
    /// Whether the user is online.
    pub online: Option<bool>,
}

/// `TimeControl` of a challenge.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum ChallengeTime {
    /// A real-time clock, in seconds.
    Clock {
        /// The time each side starts with.
        limit: Option<u32>,
        /// The increment per move.
        increment: Option<u32>,
        /// As Lichess shows it (`10+5`).
        show: Option<String>,
    },
    /// Days per move.
    #[serde(rename_all = "camelCase")]
    Correspondence {
        /// Days per move.
        days_per_turn: Option<u32>,
    },
    /// No clock.
    Unlimited,
    /// A kind not known here.
    #[serde(other)]
    Other,
}

/// Why a line was not decoded. None of them holds the line itself.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    /// Longer than [`MAX_LINE`].
    #[error("a line of {length} bytes, longer than the {MAX_LINE} bytes taken")]
    TooLong {
        /// The line's length (at least).
        length: usize,
    },
    /// Not JSON.
    #[error("a line that is not JSON: {reason}")]
    Json {
        /// The parser's words.
        reason: String,
    },
    /// JSON, but not an object with a text `type`.
    #[error("a line without a type")]
    NoType,
    /// A known type whose fields are not the specification's.
    #[error("a '{kind}' line not in Lichess's shape: {reason}")]
    Shape {
        /// The line's type.
        kind: String,
        /// What is wrong.
        reason: String,
    },
}

/// Decodes one line of either stream: `None` for an empty line (the keep-alive).
///
/// # Errors
/// A line longer than [`MAX_LINE`], not JSON, without a `type`, or of a known type
/// whose fields are not the specification's. A line of an unknown type is not an
/// error: it is [`Event::Unknown`].
pub fn decode_line(line: &str) -> Result<Option<Event>, DecodeError> {
    if line.len() > MAX_LINE {
        return Err(DecodeError::TooLong { length: line.len() });
    }
    let line = line.trim();
    if line.is_empty() {
        return Ok(None);
    }
    let value: Value = serde_json::from_str(line).map_err(|e| DecodeError::Json { reason: e.to_string() })?;
    let kind = value.get("type").and_then(Value::as_str).ok_or(DecodeError::NoType)?.to_owned();
    let event = match kind.as_str() {
        "gameStart" => Event::GameStart(field(&kind, value, "game")?),
        "gameFinish" => Event::GameFinish(field(&kind, value, "game")?),
        "challenge" => Event::Challenge(field(&kind, value, "challenge")?),
        // The schema's `const` was once spelled with two l's; both are taken.
        "challengeCanceled" | "challengeCancelled" => Event::ChallengeCanceled(field(&kind, value, "challenge")?),
        "challengeDeclined" => Event::ChallengeDeclined(field(&kind, value, "challenge")?),
        "gameFull" => Event::GameFull(whole(&kind, value)?),
        "gameState" => Event::GameState(whole(&kind, value)?),
        "chatLine" => Event::ChatLine(whole(&kind, value)?),
        "opponentGone" => Event::OpponentGone(whole(&kind, value)?),
        _ => Event::Unknown { kind },
    };
    Ok(Some(event))
}

/// The whole line as `T`.
fn whole<T: DeserializeOwned>(kind: &str, value: Value) -> Result<T, DecodeError> {
    serde_json::from_value(value).map_err(|e| DecodeError::Shape { kind: kind.to_owned(), reason: e.to_string() })
}

/// The line's field `name` as `T`.
fn field<T: DeserializeOwned>(kind: &str, mut value: Value, name: &str) -> Result<T, DecodeError> {
    let Some(inner) = value.get_mut(name).map(Value::take) else {
        return Err(DecodeError::Shape { kind: kind.to_owned(), reason: format!("missing field `{name}`") });
    };
    whole(kind, inner)
}

/// `white` or `black` (or `null`) as a colour.
fn color<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<Color>, D::Error> {
    match Option::<String>::deserialize(deserializer)?.as_deref() {
        None => Ok(None),
        Some("white") => Ok(Some(Color::White)),
        Some("black") => Ok(Some(Color::Black)),
        Some(other) => Err(serde::de::Error::custom(format!("'{other}' is not white or black"))),
    }
}

/// A space-separated list of UCI moves.
fn uci_list<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<UciMove>, D::Error> {
    let text = String::deserialize(deserializer)?;
    text.split_ascii_whitespace()
        .map(|word| {
            UciMove::from_ascii(word.as_bytes())
                .map_err(|_| serde::de::Error::custom(format!("'{word}' is not a UCI move")))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A `gameFull` as the specification's example has it (`GameFullEvent.yaml`).
    const GAME_FULL: &str = r#"{"id":"BEOucQJo","variant":{"key":"standard","name":"Standard","short":"Std"},"speed":"rapid","perf":{"name":"Rapid"},"rated":false,"createdAt":1745112707998,"white":{"id":"bobby","name":"Bobby","title":null,"rating":1751},"black":{"id":"mary","name":"Mary","title":null,"rating":1021},"initialFen":"startpos","clock":{"initial":900000,"increment":0},"type":"gameFull","state":{"type":"gameState","moves":"d2d3","wtime":900000,"btime":900000,"winc":0,"binc":0,"status":"started"}}"#;

    fn decode(line: &str) -> Event {
        decode_line(line).unwrap().unwrap()
    }

    fn uci(moves: &str) -> Vec<UciMove> {
        moves.split(' ').map(|m| UciMove::from_ascii(m.as_bytes()).unwrap()).collect()
    }

    #[test]
    fn a_keep_alive_line_is_nothing() {
        for line in ["", "\n", "\r\n", "   "] {
            assert_eq!(decode_line(line), Ok(None), "{line:?}");
        }
    }

    #[test]
    fn game_full_holds_the_players_the_clock_and_the_state() {
        let Event::GameFull(full) = decode(GAME_FULL) else { panic!("not a gameFull") };
        assert_eq!(full.id, "BEOucQJo");
        assert_eq!(full.variant.key, "standard");
        assert_eq!(full.clock, Some(GameClock { initial: Some(900_000), increment: Some(0) }));
        assert_eq!(full.white.name.as_deref(), Some("Bobby"));
        assert_eq!(full.black.title, None);
        assert_eq!(full.initial_fen, "startpos");
        assert_eq!(full.state.moves, uci("d2d3"));
        assert_eq!(full.state.status, GameStatus::Started);
        assert_eq!(full.color_of("mary"), Some(Color::Black));
        assert_eq!(full.color_of("Bobby"), Some(Color::White));
        assert_eq!(full.color_of("someone"), None);
        assert_eq!(full.days_per_turn, None);
    }

    #[test]
    fn game_state_reads_moves_clocks_offers_and_the_end() {
        let line = r#"{"type":"gameState","moves":"e2e4 c7c5 f2f4 d7d6 g1f3 b8c6 f1c4 g8f6 d2d3 g7g6 e1g1 f8g7 b1c3","wtime":7598040,"btime":8395220,"winc":10000,"binc":10000,"wdraw":false,"bdraw":true,"status":"started"}"#;
        let Event::GameState(state) = decode(line) else { panic!("not a gameState") };
        assert_eq!(state.moves.len(), 13);
        assert_eq!(state.moves[10], uci("e1g1")[0]);
        assert_eq!((state.wtime, state.btime, state.winc, state.binc), (7_598_040, 8_395_220, 10_000, 10_000));
        assert_eq!(state.time_of(Color::Black), 8_395_220);
        assert_eq!(state.draw_offer(), Some(Color::Black));
        assert_eq!(state.winner, None);
        assert!(!state.status.is_over());

        let resign = r#"{"type":"gameState","moves":"e2e4","wtime":1,"btime":2,"winc":0,"binc":0,"status":"resign","winner":"black"}"#;
        let Event::GameState(state) = decode(resign) else { panic!("not a gameState") };
        assert_eq!(state.status, GameStatus::Resign);
        assert!(state.status.is_over());
        assert_eq!(state.winner, Some(Color::Black));
        assert_eq!(state.draw_offer(), None);

        let first = r#"{"type":"gameState","moves":"","wtime":60000,"btime":60000,"winc":0,"binc":0,"status":"started","expiration":{"idleMillis":1200,"millisToMove":30000}}"#;
        let Event::GameState(state) = decode(first) else { panic!("not a gameState") };
        assert!(state.moves.is_empty());
        assert_eq!(state.expiration, Some(Expiration { idle_millis: 1200, millis_to_move: 30_000 }));
    }

    #[test]
    fn every_status_name_reads_and_an_unknown_one_is_kept() {
        for name in [
            "created",
            "started",
            "aborted",
            "mate",
            "resign",
            "stalemate",
            "timeout",
            "draw",
            "outoftime",
            "cheat",
            "noStart",
            "unknownFinish",
            "insufficientMaterialClaim",
            "variantEnd",
            "somethingNew",
        ] {
            let status = GameStatus::from_name(name);
            assert_eq!(status.name(), name);
            assert_eq!(status.is_over(), !matches!(name, "created" | "started"), "{name}");
        }
        assert_eq!(GameStatus::from_name("outoftime"), GameStatus::OutOfTime);
        assert_eq!(GameStatus::from_name("x"), GameStatus::Other("x".into()));
    }

    #[test]
    fn chat_lines_and_the_opponent_gone() {
        let chat = r#"{"type":"chatLine","room":"player","username":"thibault","text":"Good luck, have fun"}"#;
        assert_eq!(
            decode(chat),
            Event::ChatLine(ChatLine {
                room: "player".into(),
                username: "thibault".into(),
                text: "Good luck, have fun".into()
            })
        );
        let gone = r#"{"type":"opponentGone","gone":true,"claimWinInSeconds":52}"#;
        assert_eq!(decode(gone), Event::OpponentGone(OpponentGone { gone: true, claim_win_in_seconds: Some(52.0) }));
        let back = r#"{"type":"opponentGone","gone":false}"#;
        assert_eq!(decode(back), Event::OpponentGone(OpponentGone { gone: false, claim_win_in_seconds: None }));
    }

    #[test]
    fn game_start_and_finish_as_the_event_stream_sends_them() {
        let start = r#"{"type":"gameStart","game":{"gameId":"rCRw1AuO","fullId":"rCRw1AuOvonq","color":"black","fen":"r1bqkbnr/pppp2pp/2n1pp2/8/8/3PP3/PPPB1PPP/RN1QKBNR w KQkq - 2 4","hasMoved":true,"isMyTurn":false,"lastMove":"b8c6","opponent":{"id":"philippe","rating":1790,"username":"Philippe"},"perf":"correspondence","rated":true,"secondsLeft":1209600,"source":"friend","status":{"id":20,"name":"started"},"speed":"correspondence","variant":{"key":"standard","name":"Standard"},"compat":{"bot":false,"board":true},"id":"rCRw1AuO"}}"#;
        let Event::GameStart(game) = decode(start) else { panic!("not a gameStart") };
        assert_eq!(game.game_id, "rCRw1AuO");
        assert_eq!(game.color, Some(Color::Black));
        assert_eq!(game.is_my_turn, Some(false));
        assert_eq!(game.status, Some(InfoStatus { id: Some(20), name: Some(GameStatus::Started) }));
        assert_eq!(game.opponent.and_then(|o| o.username).as_deref(), Some("Philippe"));
        assert_eq!(game.compat.and_then(|c| c.board), Some(true));

        // The least the specification requires, and Lichess's AI as the opponent.
        let finish = r#"{"type":"gameFinish","game":{"gameId":"a","fullId":"abcd","winner":"white","opponent":{"id":null,"username":"A.I. level 3","ai":3}}}"#;
        let Event::GameFinish(game) = decode(finish) else { panic!("not a gameFinish") };
        assert_eq!(game.winner, Some(Color::White));
        assert_eq!(game.fen, None);
        assert_eq!(game.opponent.and_then(|o| o.id), None);
    }

    #[test]
    fn challenges_their_cancellation_and_their_decline() {
        let challenge = r#"{"type":"challenge","challenge":{"id":"H9fIRZUk","url":"https://lichess.org/H9fIRZUk","status":"created","challenger":{"id":"bot1","name":"Bot1","rating":1500,"title":"BOT","provisional":true,"online":true,"lag":4},"destUser":{"id":"bobby","name":"Bobby","rating":1635,"title":"GM","provisional":true,"online":true,"lag":4},"variant":{"key":"standard","name":"Standard","short":"Std"},"rated":true,"speed":"rapid","timeControl":{"type":"clock","limit":600,"increment":0,"show":"10+0"},"color":"random","finalColor":"black","perf":{"icon":"","name":"Rapid"},"direction":"out"},"compat":{"bot":false,"board":true}}"#;
        let Event::Challenge(c) = decode(challenge) else { panic!("not a challenge") };
        assert_eq!(c.id, "H9fIRZUk");
        assert_eq!(c.challenger.name, "Bot1");
        assert_eq!(c.dest_user.as_ref().map(|u| u.id.as_str()), Some("bobby"));
        assert_eq!(
            c.time_control,
            ChallengeTime::Clock { limit: Some(600), increment: Some(0), show: Some("10+0".into()) }
        );
        assert_eq!(c.final_color, Some(Color::Black));
        assert_eq!(c.direction.as_deref(), Some("out"));

        let open = challenge.replace(r#""destUser":{"id":"bobby","name":"Bobby","rating":1635,"title":"GM","provisional":true,"online":true,"lag":4}"#, r#""destUser":null"#);
        let Event::Challenge(c) = decode(&open) else { panic!("not a challenge") };
        assert_eq!(c.dest_user, None);

        for kind in ["challengeCanceled", "challengeCancelled"] {
            let line = challenge
                .replacen(r#""type":"challenge""#, &format!(r#""type":"{kind}""#), 1)
                .replace(r#""status":"created""#, r#""status":"canceled""#);
            let Event::ChallengeCanceled(c) = decode(&line) else { panic!("not a cancellation: {kind}") };
            assert_eq!(c.status, "canceled");
        }

        let declined = challenge
            .replacen(r#""type":"challenge""#, r#""type":"challengeDeclined""#, 1)
            .replace(r#""direction":"out""#, r#""direction":"out","declineReason":"I'm not accepting challenges at the moment.","declineReasonKey":"generic""#)
            .replace(r#"{"type":"clock","limit":600,"increment":0,"show":"10+0"}"#, r#"{"type":"correspondence","daysPerTurn":3}"#);
        let Event::ChallengeDeclined(c) = decode(&declined) else { panic!("not a decline") };
        assert_eq!(c.decline_reason_key.as_deref(), Some("generic"));
        assert_eq!(c.time_control, ChallengeTime::Correspondence { days_per_turn: Some(3) });
    }

    #[test]
    fn an_unknown_type_is_kept_and_an_unknown_field_is_ignored() {
        assert_eq!(decode(r#"{"type":"gameRematch","id":"x"}"#), Event::Unknown { kind: "gameRematch".into() });
        let extra = r#"{"type":"opponentGone","gone":true,"claimWinInSeconds":10,"newField":[1,2]}"#;
        assert!(matches!(decode(extra), Event::OpponentGone(_)));
    }

    #[test]
    fn broken_lines_are_errors_that_do_not_hold_the_line() {
        assert!(matches!(decode_line("not json"), Err(DecodeError::Json { .. })));
        assert!(matches!(decode_line("{\"type\":"), Err(DecodeError::Json { .. })));
        assert_eq!(decode_line("[1,2]"), Err(DecodeError::NoType));
        assert_eq!(decode_line(r#"{"moves":"e2e4"}"#), Err(DecodeError::NoType));
        assert_eq!(decode_line(r#"{"type":3}"#), Err(DecodeError::NoType));
        let missing = decode_line(r#"{"type":"gameState","moves":"e2e4"}"#).unwrap_err();
        assert!(matches!(&missing, DecodeError::Shape { kind, .. } if kind == "gameState"), "{missing}");
        let bad_move = decode_line(
            r#"{"type":"gameState","moves":"e2e4 secret","wtime":1,"btime":1,"winc":0,"binc":0,"status":"started"}"#,
        )
        .unwrap_err();
        assert!(bad_move.to_string().contains("'secret' is not a UCI move"), "{bad_move}");
        let bad_color = decode_line(r#"{"type":"gameFinish","game":{"gameId":"a","fullId":"b","winner":"green"}}"#);
        assert!(matches!(bad_color, Err(DecodeError::Shape { .. })));
        assert!(matches!(decode_line(r#"{"type":"gameStart"}"#), Err(DecodeError::Shape { .. })));
        let negative =
            decode_line(r#"{"type":"gameState","moves":"","wtime":-5,"btime":1,"winc":0,"binc":0,"status":"started"}"#);
        assert!(matches!(negative, Err(DecodeError::Shape { .. })));
    }

    #[test]
    fn a_line_longer_than_a_mebibyte_is_refused_unparsed() {
        let long = format!(r#"{{"type":"chatLine","room":"player","username":"x","text":"{}"}}"#, "a".repeat(MAX_LINE));
        assert!(matches!(decode_line(&long), Err(DecodeError::TooLong { .. })));
        let fits =
            format!(r#"{{"type":"chatLine","room":"player","username":"x","text":"{}"}}"#, "a".repeat(MAX_LINE - 100));
        assert!(matches!(decode_line(&fits), Ok(Some(Event::ChatLine(_)))));
    }
}
