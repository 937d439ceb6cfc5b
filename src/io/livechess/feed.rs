//! The JSON that DGT LiveChess 2 sends on its local interface (port 1982), decoded
//! with serde into typed messages, and the two calls taktil sends (pure: text in,
//! values out).
//!
//! taktil only reads: it asks for the list of boards (`eboards`) and subscribes to
//! one board's feed (`eboardevent`); neither changes anything in LiveChess
//! (issue 31: read-only). The shapes are those the Lichess DGT page and other
//! clients rely on (`docs/equipment.md`, "DGT LiveChess"): a call's answer
//! `{"response":"call","id":1,"param":[…]}`, a feed message
//! `{"response":"feed","id":2,"param":{"serialnr":…,"board":"<FEN>","san":[…],"clock":…}}`.
//! Every field taktil does not need is ignored, and every field it reads may be
//! missing: LiveChess sends a move without its clock, a board without a comment.

use serde::Deserialize;
use shakmaty::{Board, Color};

use crate::core::input::ClockReading;

/// The longest message taktil reads (a whole game's move list is a few kilobytes; a
/// hall of boards in one `eboards` answer some tens). Longer ones are dropped as
/// faulty, so a broken peer cannot make taktil hold unbounded text.
pub const MAX_MESSAGE: usize = 1 << 20;

/// One board as LiveChess describes it (`eboards` answer, REST `GET /api/v1.0/eboards`).
#[derive(Clone, Debug, Default, Deserialize, PartialEq)]
#[serde(default)]
pub struct EBoard {
    /// The board's serial number, which names it.
    pub serialnr: String,
    /// Where LiveChess reads it (a port, Bluetooth).
    pub source: Option<String>,
    /// `ACTIVE`, `INACTIVE`, `NOTRESPONDING` or `DELAYED`.
    pub state: Option<String>,
    /// The battery, as LiveChess words it.
    pub battery: Option<String>,
    /// The organiser's comment.
    pub comment: Option<String>,
    /// The pieces on the board, as the placement field of a FEN (or a whole FEN).
    pub board: Option<String>,
    /// Whether the board stands turned round.
    pub flipped: Option<bool>,
    /// The clock cabled to the board, if any.
    pub clock: Option<LcClock>,
}

/// A clock as LiveChess reports it.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq)]
#[serde(default)]
pub struct LcClock {
    /// White's time left, in seconds.
    pub white: Option<f64>,
    /// Black's time left, in seconds.
    pub black: Option<f64>,
    /// `true`: White's clock runs; `false`: Black's; missing or `null`: stopped.
    pub run: Option<bool>,
}

impl LcClock {
    /// The reading in the core's terms, or `None` without both times. A time of zero is
    /// a fallen flag (6.8: the clock shows it so).
    pub fn reading(self) -> Option<ClockReading> {
        let ms = |s: f64| if s.is_finite() && s > 0.0 { (s * 1000.0).round() as u64 } else { 0 };
        let (white, black) = (self.white?, self.black?);
        Some(ClockReading {
            white_ms: ms(white),
            black_ms: ms(black),
            running: self.run.map(|white| if white { Color::White } else { Color::Black }),
            white_flag: ms(white) == 0,
            black_flag: ms(black) == 0,
        })
    }
}

/// What a board's feed says after a change: every field may be missing.
#[derive(Clone, Debug, Default, Deserialize, PartialEq)]
#[serde(default)]
pub struct BoardUpdate {
    /// The board's serial number.
    pub serialnr: Option<String>,
    /// The pieces on the board now.
    pub board: Option<String>,
    /// The whole list of moves LiveChess has inferred, in SAN.
    pub san: Option<Vec<String>>,
    /// The clock.
    pub clock: Option<LcClock>,
    /// The board's state, when the feed carries it.
    pub state: Option<String>,
}

impl From<&EBoard> for BoardUpdate {
    fn from(board: &EBoard) -> BoardUpdate {
        BoardUpdate {
            serialnr: Some(board.serialnr.clone()),
            board: board.board.clone(),
            san: None,
            clock: board.clock,
            state: board.state.clone(),
        }
    }
}

/// A message from LiveChess, decoded.
#[derive(Clone, Debug, PartialEq)]
pub enum Incoming {
    /// The answer to `eboards`.
    Boards { id: u64, boards: Vec<EBoard> },
    /// Another call's answer (the subscription's acknowledgement).
    Answer { id: u64 },
    /// A board's feed after a change.
    Feed { id: u64, update: BoardUpdate },
}

/// Why a message was not understood: the arbiter's log gets it with its text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FeedFault {
    /// Not JSON, or not the shape of a LiveChess message.
    #[error("not a LiveChess message ({0})")]
    Shape(String),
    /// A `response` taktil does not know.
    #[error("an unknown response '{0}'")]
    Unknown(String),
    /// Longer than [`MAX_MESSAGE`].
    #[error("a message of {0} bytes, more than taktil reads")]
    TooLong(usize),
}

#[derive(Deserialize)]
struct Envelope {
    response: String,
    #[serde(default)]
    id: u64,
    #[serde(default)]
    param: serde_json::Value,
}

/// Decodes one message.
///
/// # Errors
/// When it is too long, not JSON, or of a shape LiveChess does not send.
pub fn decode(text: &str) -> Result<Incoming, FeedFault> {
    if text.len() > MAX_MESSAGE {
        return Err(FeedFault::TooLong(text.len()));
    }
    let shape = |e: serde_json::Error| FeedFault::Shape(e.to_string());
    let envelope: Envelope = serde_json::from_str(text).map_err(shape)?;
    match envelope.response.as_str() {
        "call" if envelope.param.is_array() => {
            let boards = serde_json::from_value(envelope.param).map_err(shape)?;
            Ok(Incoming::Boards { id: envelope.id, boards })
        }
        "call" => Ok(Incoming::Answer { id: envelope.id }),
        "feed" => {
            let update = serde_json::from_value(envelope.param).map_err(shape)?;
            Ok(Incoming::Feed { id: envelope.id, update })
        }
        other => Err(FeedFault::Unknown(other.chars().take(40).collect())),
    }
}

/// The call that lists the boards.
pub fn eboards_call(id: u64) -> String {
    serde_json::json!({ "id": id, "call": "eboards" }).to_string()
}

/// The call that subscribes to one board's feed.
pub fn subscribe_call(id: u64, serialnr: &str) -> String {
    serde_json::json!({
        "id": id,
        "call": "subscribe",
        "param": { "feed": "eboardevent", "id": id, "param": { "serialnr": serialnr } }
    })
    .to_string()
}

/// The pieces of a `board` field: a FEN's placement, with or without the rest.
pub fn placement(text: &str) -> Option<Board> {
    text.split_whitespace().next()?.parse().ok()
}

/// Whether a board state means the board reports (`ACTIVE`, or `DELAYED`: its news
/// comes late but comes). A missing state is taken as reporting.
pub fn reports(state: Option<&str>) -> bool {
    state.is_none_or(|s| s.eq_ignore_ascii_case("ACTIVE") || s.eq_ignore_ascii_case("DELAYED"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_eboards_answer_is_read_with_missing_fields_left_out() {
        let text = r#"{"response":"call","id":1,"param":[
            {"serialnr":"24153","source":"COM3","state":"ACTIVE","battery":"80%","comment":null,
             "board":"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR","flipped":false,
             "clock":{"white":5400,"black":5395.5,"run":false,"time":1700000000}},
            {"serialnr":"777","state":"INACTIVE"}]}"#;
        let Ok(Incoming::Boards { id: 1, boards }) = decode(text) else { panic!("boards") };
        assert_eq!(boards.len(), 2);
        assert_eq!(boards[0].serialnr, "24153");
        let reading = boards[0].clock.and_then(LcClock::reading).expect("a clock");
        assert_eq!((reading.white_ms, reading.black_ms, reading.running), (5_400_000, 5_395_500, Some(Color::Black)));
        assert!(placement(boards[0].board.as_deref().expect("a board")).is_some());
        assert_eq!(boards[1].clock, None);
        assert!(!reports(boards[1].state.as_deref()));
    }

    #[test]
    fn a_feed_message_may_lack_its_clock_and_a_stopped_clock_runs_for_no_one() {
        let text = r#"{"response":"feed","id":2,"param":{"serialnr":"1","board":"8/8/8/8/8/8/8/8","san":["e4","e5"]}}"#;
        let Ok(Incoming::Feed { id: 2, update }) = decode(text) else { panic!("feed") };
        assert_eq!(update.san, Some(vec!["e4".to_owned(), "e5".to_owned()]));
        assert_eq!(update.clock, None);
        let stopped = LcClock { white: Some(1.0), black: Some(0.0), run: None }.reading().expect("times");
        assert_eq!((stopped.running, stopped.black_flag, stopped.white_flag), (None, true, false));
        assert_eq!(LcClock { white: Some(1.0), black: None, run: Some(true) }.reading(), None);
    }

    #[test]
    fn what_is_not_a_livechess_message_is_named() {
        assert!(matches!(decode("{"), Err(FeedFault::Shape(_))));
        assert!(matches!(decode(r#"{"id":1}"#), Err(FeedFault::Shape(_))));
        assert_eq!(decode(r#"{"response":"nonsense","id":1}"#), Err(FeedFault::Unknown("nonsense".into())));
        assert!(matches!(decode(r#"{"response":"feed","id":1,"param":{"san":"e4"}}"#), Err(FeedFault::Shape(_))));
        let long = format!("{{\"response\":\"call\",\"id\":1,\"param\":\"{}\"}}", "x".repeat(MAX_MESSAGE));
        assert!(matches!(decode(&long), Err(FeedFault::TooLong(_))));
        assert_eq!(decode(r#"{"response":"call","id":7,"param":null}"#), Ok(Incoming::Answer { id: 7 }));
    }

    #[test]
    fn the_calls_are_the_two_read_only_ones() {
        assert_eq!(eboards_call(1), r#"{"id":1,"call":"eboards"}"#);
        let sub: serde_json::Value = serde_json::from_str(&subscribe_call(2, "24153")).expect("json");
        assert_eq!(sub["call"], "subscribe");
        assert_eq!(sub["param"]["feed"], "eboardevent");
        assert_eq!(sub["param"]["param"]["serialnr"], "24153");
    }
}
