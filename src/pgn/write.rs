//! Writing PGN in export format: Seven Tag Roster first, then the start position's
//! tags, then the other tags, a blank line, the movetext, and a blank line.
//!
//! A move may carry a comment (`{ [%clk 1:29:58] (=) }`, see [`move_comment`]); a
//! Black move after a comment gets its move number (`1... e5`), as the export format
//! asks. The time control goes in tags ([`time_control_tags`]).
//!
//! Invariant: no movetext line is longer than [`MAX_LINE`] characters, and a move
//! number is never separated from its move.

use std::time::Duration;

use shakmaty::{Color, Position, san::SanPlus};

use super::{STANDARD_FEN, tag_value};
use crate::core::{
    output::Hms,
    settings::Start,
    timecontrol::{Mode, TimeControl},
};

/// The longest movetext line (the PGN standard's export limit).
const MAX_LINE: usize = 79;

/// The Seven Tag Roster, in order, with the values used when a tag is missing.
const ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// Writes one game as PGN.
///
/// `tags` gives the roster values and any other tags (kept in their order); `SetUp`,
/// `FEN` and `Variant` in `tags` are ignored, because `start` decides them; `result`
/// overrides a `Result` tag and ends the movetext (`*` if empty). The SANs are
/// written as given, numbered from the start position's move number.
pub fn write_pgn(tags: &[(String, String)], start: &Start, moves: &[SanPlus], result: &str) -> String {
    let moves: Vec<(SanPlus, Option<String>)> = moves.iter().map(|san| (*san, None)).collect();
    write_pgn_commented(tags, start, &moves, result)
}

/// Writes one game as PGN, like [`write_pgn`], each move followed by its comment if it
/// has one. A `}` in a comment is dropped: it would end the comment early.
pub fn write_pgn_commented(
    tags: &[(String, String)],
    start: &Start,
    moves: &[(SanPlus, Option<String>)],
    result: &str,
) -> String {
    let moves: Vec<Annotated> =
        moves.iter().map(|(san, comment)| Annotated { san: *san, nag: None, comment: comment.clone() }).collect();
    write_pgn_annotated(tags, start, &moves, result)
}

/// A move with its numeric annotation glyph (`$2` is `?`, PGN standard 10) and its
/// comment, for [`write_pgn_annotated`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Annotated {
    /// The move.
    pub san: SanPlus,
    /// Its NAG, written `$n` after it.
    pub nag: Option<u8>,
    /// Its comment.
    pub comment: Option<String>,
}

/// Writes one game as PGN, like [`write_pgn_commented`], each move followed by its NAG
/// and its comment (issue 18: the review's report).
pub fn write_pgn_annotated(tags: &[(String, String)], start: &Start, moves: &[Annotated], result: &str) -> String {
    let result = if result.trim().is_empty() { "*" } else { result.trim() };
    let mut out = String::new();
    for (name, default) in ROSTER {
        let value = if name == "Result" { result } else { tag_value(tags, name).unwrap_or(default) };
        push_tag(&mut out, name, value);
    }
    if start.castling.is_chess960() {
        push_tag(&mut out, "Variant", "Chess960");
    }
    let fen = start.fen();
    if fen != STANDARD_FEN {
        push_tag(&mut out, "SetUp", "1");
        push_tag(&mut out, "FEN", &fen);
    }
    let generated = ["SetUp", "FEN", "Variant"];
    for (name, value) in tags {
        let name = name.as_str();
        if !ROSTER.iter().any(|(n, _)| *n == name) && !generated.contains(&name) {
            push_tag(&mut out, name, value);
        }
    }
    out.push('\n');
    for line in wrap(&movetext_tokens(start, moves, result)) {
        out.push_str(&line);
        out.push('\n');
    }
    out.push('\n');
    out
}

/// Appends `[Name "value"]` with quotes and backslashes escaped.
fn push_tag(out: &mut String, name: &str, value: &str) {
    out.push('[');
    out.push_str(name);
    out.push_str(" \"");
    for c in value.chars() {
        match c {
            '\\' | '"' => {
                out.push('\\');
                out.push(c);
            }
            '\n' | '\r' | '\t' => out.push(' '),
            _ => out.push(c),
        }
    }
    out.push_str("\"]\n");
}

/// The movetext as unbreakable tokens: `12. Nf3`, `Nc6`, `1... e5`, comments
/// `{ ... }`, then the result.
fn movetext_tokens(start: &Start, moves: &[Annotated], result: &str) -> Vec<String> {
    let mut turn = start.position.turn();
    let mut number = start.position.fullmoves().get();
    let mut tokens = Vec::with_capacity(moves.len() + 1);
    let mut after_comment = false;
    for (i, Annotated { san, nag, comment }) in moves.iter().enumerate() {
        tokens.push(match turn {
            Color::White => format!("{number}. {san}"),
            Color::Black if i == 0 || after_comment => format!("{number}... {san}"),
            Color::Black => san.to_string(),
        });
        if let Some(nag) = nag {
            tokens.push(format!("${nag}"));
        }
        after_comment = comment.is_some();
        if let Some(text) = comment {
            tokens.push(format!("{{ {} }}", text.replace('}', "")));
        }
        if turn == Color::Black {
            number += 1;
        }
        turn = !turn;
    }
    tokens.push(result.to_owned());
    tokens
}

/// The comment after a move: the mover's remaining time as `[%clk h:mm:ss]` (whole
/// seconds, rounded down: the clock command most PGN tools read), and `(=)` when the
/// mover offered a draw with the move (9.1b: the offer is written on the scoresheet).
/// `None` when there is neither.
///
/// ```
/// use std::time::Duration;
/// use taktil::pgn::move_comment;
///
/// let comment = move_comment(Some(Duration::from_millis(5_398_700)), true);
/// assert_eq!(comment.as_deref(), Some("[%clk 1:29:58] (=)"));
/// assert_eq!(move_comment(None, false), None);
/// ```
pub fn move_comment(clock: Option<Duration>, offer: bool) -> Option<String> {
    let clock = clock.map(|left| format!("[%clk {}]", Hms(Duration::from_secs(left.as_secs()))));
    let offer = offer.then(|| "(=)".to_owned());
    match (clock, offer) {
        (Some(clock), Some(offer)) => Some(format!("{clock} {offer}")),
        (clock, offer) => clock.or(offer),
    }
}

/// The tags for a time control: `TimeControl` in the form of the PGN standard (section
/// 9.6.1), and for a delay mode also `TimeControlText` with taktil's own syntax.
///
/// The standard writes each stage as `moves/seconds`, the last as `seconds`, separated
/// by `:`, each with `+seconds` for a Fischer increment: `40/120m, 60m` is
/// `40/7200:3600` and `40/90m, 30m +30s` is `40/5400+30:1800+30`. It has no form for
/// a simple or Bronstein delay, so those stages are written without the delay (the
/// main times are still right for a reader that knows only the standard), and the
/// exact control follows in `TimeControlText`: `40/100m, 40m d30s` gives
/// `40/6000:2400` and `40/100m, 40m d30s`.
///
/// ```
/// use taktil::pgn::time_control_tags;
///
/// let tags = time_control_tags(&"40/90m, 30m +30s".parse()?);
/// assert_eq!(tags, [("TimeControl".to_owned(), "40/5400+30:1800+30".to_owned())]);
/// # Ok::<_, taktil::core::timecontrol::ParseTimeControlError>(())
/// ```
pub fn time_control_tags(tc: &TimeControl) -> Vec<(String, String)> {
    let increment = match tc.mode {
        Mode::Increment(t) => format!("+{}", t.as_secs()),
        Mode::None | Mode::Delay(_) | Mode::Bronstein(_) => String::new(),
    };
    let stages: Vec<String> = tc
        .stages
        .iter()
        .map(|stage| {
            let secs = stage.time.as_secs();
            match stage.moves {
                Some(n) => format!("{n}/{secs}{increment}"),
                None => format!("{secs}{increment}"),
            }
        })
        .collect();
    let mut tags = vec![("TimeControl".to_owned(), stages.join(":"))];
    if matches!(tc.mode, Mode::Delay(_) | Mode::Bronstein(_)) {
        tags.push(("TimeControlText".to_owned(), tc.to_string()));
    }
    tags
}

/// Joins tokens with spaces into lines of at most [`MAX_LINE`] characters (a token
/// longer than that gets a line of its own).
fn wrap(tokens: &[String]) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for token in tokens {
        if !line.is_empty() && line.len() + 1 + token.len() > MAX_LINE {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(token);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// The PGN `Date` of a day given as seconds since 1970-01-01 UTC: `2026.11.22`.
/// (Days to a civil date in the proleptic Gregorian calendar, by 400-year eras.)
pub fn date(unix_secs: u64) -> String {
    let days = unix_secs / 86_400;
    // Shift the epoch to 0000-03-01, so a leap day ends its year.
    let z = days + 719_468;
    let era = z / 146_097;
    let day_of_era = z % 146_097;
    let year_of_era = (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let mp = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = era * 400 + year_of_era + u64::from(month <= 2);
    format!("{year:04}.{month:02}.{day:02}")
}

#[cfg(test)]
mod tests {
    use shakmaty::{CastlingMode, Chess, Move};

    use super::*;
    use crate::pgn::read_games;

    fn sans_of(start: &Start, moves: &[Move]) -> Vec<SanPlus> {
        let mut pos: Chess = start.position.clone();
        moves.iter().map(|&m| SanPlus::from_move_and_play_unchecked(&mut pos, m)).collect()
    }

    fn tags(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs.iter().map(|(n, v)| ((*n).to_owned(), (*v).to_owned())).collect()
    }

    #[test]
    fn roster_first_with_defaults() {
        let text = write_pgn(&tags(&[("Annotator", "x"), ("White", "Anna")]), &Start::default(), &[], "");
        let expected = "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n\
                        [White \"Anna\"]\n[Black \"?\"]\n[Result \"*\"]\n[Annotator \"x\"]\n\n*\n\n";
        assert_eq!(text, expected);
    }

    #[test]
    fn escapes_tag_values() {
        let text = write_pgn(&tags(&[("Event", "a \"b\" \\ c")]), &Start::default(), &[], "*");
        assert!(text.contains("[Event \"a \\\"b\\\" \\\\ c\"]"), "{text}");
        let game = read_games(&text).remove(0).unwrap();
        assert_eq!(game.tag("Event"), Some("a \"b\" \\ c"));
    }

    #[test]
    fn numbers_moves_and_starts_with_black() {
        let start = Start::from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 3 17", false).unwrap();
        let game =
            read_games("[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 3 17\"]\n\n17... Kd7 18. e4 Ke6 *\n").remove(0).unwrap();
        let text = write_pgn(&[], &start, &game.sans, "*");
        assert!(text.contains("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 3 17\"]\n"), "{text}");
        assert!(text.ends_with("\n17... Kd7 18. e4 Ke6 *\n\n"), "{text}");
    }

    #[test]
    fn wraps_at_80_columns() {
        let tokens: Vec<String> = (0..60).map(|i| format!("{i}. Nf3")).collect();
        for line in wrap(&tokens) {
            assert!(line.len() <= MAX_LINE, "{line}");
            assert!(!line.starts_with(' ') && !line.ends_with(' '));
        }
        assert_eq!(wrap(&tokens).join(" "), tokens.join(" "));
    }

    #[test]
    fn round_trips_standard_and_chess960() {
        let input = "[Event \"E\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 \
                     6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 11. c4 c6 12. cxb5 axb5 \
                     13. Nc3 Bb7 14. Bg5 b4 15. Nb1 h6 16. Bh4 c5 17. dxe5 Nxe4 18. Bxe7 Qxe7 1-0\n\n\
                     [FEN \"rnkqnbbr/pppppppp/8/8/8/8/PPPPPPPP/RNKQNBBR w KQkq - 0 1\"]\n\
                     [Variant \"Chess960\"]\n\n1. Nc3 Nc6 2. d3 d6 3. Qd2 Qd7 4. O-O-O O-O-O *\n";
        for game in read_games(input) {
            let game = game.unwrap();
            let text = write_pgn(&game.tags, &game.start, &game.sans, &game.result);
            for line in text.lines() {
                assert!(line.starts_with('[') || line.len() <= MAX_LINE, "{line}");
            }
            let again = read_games(&text).remove(0).unwrap();
            assert_eq!(again.moves, game.moves, "{text}");
            assert_eq!(again.result, game.result);
            assert_eq!(again.start.castling, game.start.castling);
            assert_eq!(again.start.fen(), game.start.fen());
            assert_eq!(sans_of(&again.start, &again.moves), game.sans);
        }
    }

    #[test]
    fn comments_follow_their_moves_and_read_back() {
        let game = read_games("1. e4 e5 2. Nf3 Nc6 3. Bb5 *\n").remove(0).unwrap();
        let comments = [Some("[%clk 1:29:58]"), Some("[%clk 1:29:55] (=)"), None, Some("(=)"), Some("a } b")];
        let moves: Vec<(SanPlus, Option<String>)> =
            game.sans.iter().zip(comments).map(|(san, c)| (*san, c.map(str::to_owned))).collect();
        let text = write_pgn_commented(&[], &game.start, &moves, "*");
        let movetext = "1. e4 { [%clk 1:29:58] } 1... e5 { [%clk 1:29:55] (=) } 2. Nf3 Nc6 { (=) } 3. Bb5 { a  b } *";
        assert!(text.replace('\n', " ").contains(movetext), "{text}");
        let again = read_games(&text).remove(0).unwrap();
        assert_eq!(again.moves, game.moves, "{text}");
        assert_eq!(again.result, "*");
    }

    #[test]
    fn long_commented_games_wrap_and_read_back() {
        let game = read_games(
            "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 *\n",
        )
        .remove(0)
        .unwrap();
        let moves: Vec<(SanPlus, Option<String>)> =
            game.sans.iter().map(|san| (*san, Some("[%clk 1:29:58] (=)".to_owned()))).collect();
        let text = write_pgn_commented(&[], &game.start, &moves, "*");
        for line in text.lines() {
            assert!(line.len() <= MAX_LINE, "{line}");
        }
        assert_eq!(read_games(&text).remove(0).unwrap().moves, game.moves, "{text}");
    }

    #[test]
    fn clock_comments() {
        let secs = Duration::from_secs;
        assert_eq!(move_comment(Some(secs(5400)), false).as_deref(), Some("[%clk 1:30:00]"));
        assert_eq!(move_comment(Some(Duration::from_millis(59_999)), false).as_deref(), Some("[%clk 0:00:59]"));
        assert_eq!(move_comment(Some(Duration::ZERO), true).as_deref(), Some("[%clk 0:00:00] (=)"));
        assert_eq!(move_comment(Some(secs(36_000)), false).as_deref(), Some("[%clk 10:00:00]"));
        assert_eq!(move_comment(None, true).as_deref(), Some("(=)"));
    }

    #[test]
    fn time_control_tags_in_the_standard_form() {
        let tags = |text: &str| {
            let tc: TimeControl = text.parse().unwrap();
            time_control_tags(&tc).into_iter().map(|(n, v)| format!("{n}={v}")).collect::<Vec<_>>().join(" ")
        };
        assert_eq!(tags("40/120m, 60m"), "TimeControl=40/7200:3600");
        assert_eq!(tags("40/90m, 30m +30s"), "TimeControl=40/5400+30:1800+30");
        assert_eq!(tags("40/120m, 20/60m, 60m"), "TimeControl=40/7200:20/3600:3600");
        assert_eq!(tags("5m +3s"), "TimeControl=300+3");
        assert_eq!(tags("40/100m, 40m d30s"), "TimeControl=40/6000:2400 TimeControlText=40/100m, 40m d30s");
        assert_eq!(tags("90m b10s"), "TimeControl=5400 TimeControlText=90m b10s");
    }

    #[test]
    fn chess960_standard_array_writes_variant_only() {
        let start = Start::chess960(518).unwrap();
        let text = write_pgn(&[], &start, &[], "*");
        assert!(text.contains("[Variant \"Chess960\"]") && !text.contains("FEN"), "{text}");
        assert_eq!(read_games(&text).remove(0).unwrap().start.castling, CastlingMode::Chess960);
    }

    #[test]
    fn dates_from_unix_time() {
        assert_eq!(date(0), "1970.01.01");
        assert_eq!(date(951_782_400), "2000.02.29");
        assert_eq!(date(951_868_800), "2000.03.01");
        assert_eq!(date(1_795_334_115), "2026.11.22");
        assert_eq!(date(4_107_542_399), "2100.02.28");
        assert_eq!(date(4_107_542_400), "2100.03.01");
    }
}
