//! `taktil replay`: session scripts through the real core and announcer, no devices,
//! no real time.
//!
//! Each script is an independent session (one game). The outputs are printed as a
//! readable transcript, as JSON lines, the games as PGN (product.md, "`taktil
//! replay`"), or both scoresheets in algebraic notation (R-44). Settings come from the
//! script's header, then the command line.
//!
//! When taktil keeps the time, the clock's times go with the outputs: both times on
//! every clock switch and made move (JSON `times` and `clock`, in ms), and in the PGN
//! the mover's time after each move as `{ [%clk h:mm:ss] }`, with `(=)` for a draw
//! offer, under a `TimeControl` tag.

use std::io;

use shakmaty::{Color, KnownOutcome, Position, san::SanPlus};

use crate::{
    core::{
        self,
        law::Law,
        msg::{EndReason, ServerReason},
        output::{MadeMove, Timed},
        settings::{Edition, Settings, StartError},
    },
    item::form,
    l10n::{self, L10nError, Localizer, ParseVocabularyError, Vocabulary},
    pgn,
    script::{self, Header},
};

/// How outputs are printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Format {
    /// One readable line per output.
    #[default]
    Text,
    /// One JSON object per output.
    Jsonl,
}

/// Settings from the command line; each one, when given, wins over the script header.
#[derive(Clone, Debug, Default)]
pub struct Overrides {
    /// The flags that are header keys (`--blind`, `--fen`, `--chess960`, `--locale`, ...).
    pub header: Header,
    /// `--long`: announcements always name the departure square.
    pub long: bool,
}

impl Overrides {
    /// The script's header with the command line written over it. A start position on
    /// the command line (`--fen` or `--chess960=N`) replaces the script's.
    pub fn merge(&self, script: &Header) -> Header {
        let mut base = script.clone();
        if self.header.fen.is_some() || self.header.chess960.is_some() {
            base.fen = None;
            base.chess960 = None;
        }
        self.header.over(&base)
    }
}

/// Why a script could not be replayed, or its announcer not made.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    /// The script does not parse.
    #[error(transparent)]
    Script(#[from] script::ScriptError),
    /// Settings that do not go together (the sighted player's assistant with other
    /// duties, E2.10).
    #[error("{0}")]
    Header(script::ScriptErrorKind),
    /// The start position (a FEN, a Chess960 number) is not valid.
    #[error(transparent)]
    Start(#[from] StartError),
    /// A vocabulary setting names no known choice.
    #[error(transparent)]
    Vocabulary(#[from] ParseVocabularyError),
    /// The locale is unknown (or its messages do not load).
    #[error(transparent)]
    Locale(#[from] L10nError),
}

/// A replayed session: its settings, every output and the core at the end.
#[derive(Debug)]
pub struct Replayed {
    /// The merged header.
    pub header: Header,
    /// The core's settings.
    pub settings: Settings,
    /// Every output, in order.
    pub outputs: Vec<Timed>,
    /// The core after the last input.
    pub core: core::Companion,
}

/// Parses a script, merges the settings and runs it through the core.
///
/// # Errors
/// When the script or a setting is malformed; the message says where and what was
/// expected.
pub fn run(text: &str, overrides: &Overrides) -> Result<Replayed, ReplayError> {
    let script = script::parse(text)?;
    let header = overrides.merge(&script.header);
    header.check().map_err(ReplayError::Header)?;
    let mut settings = Settings::default();
    header.apply(&mut settings)?;
    let inputs = script.events.into_iter().map(|e| (e.t, e.input));
    let (core, outputs) = core::run(settings.clone(), inputs);
    Ok(Replayed { header, settings, outputs, core })
}

/// The announcer a header asks for.
///
/// # Errors
/// When the locale or a vocabulary name is unknown.
pub fn localizer(header: &Header, long: bool) -> Result<Localizer, ReplayError> {
    let locale = header.locale.as_deref().unwrap_or("en");
    let mut vocab = match &header.vocabulary {
        Some(name) => l10n::preset(name, locale)?,
        None => Vocabulary::default(),
    };
    if let Some(files) = &header.files {
        vocab.files = files.parse()?;
    }
    if let Some(ranks) = &header.ranks {
        vocab.ranks = ranks.parse()?;
    }
    if let Some(pieces) = &header.pieces {
        vocab.pieces = pieces.parse()?;
    }
    Ok(Localizer::new(locale, vocab)?.with_long(long))
}

/// A made move for the PGN: its SAN and its comment (the mover's clock, a draw offer).
fn pgn_move(m: &MadeMove) -> (SanPlus, Option<String>) {
    let left = m.clock.map(|c| m.by.fold_wb(c.white, c.black));
    (m.san, pgn::move_comment(left, m.offer))
}

/// The session's game as PGN: with a time control, its `TimeControl` tag, and after
/// each move the mover's clock (`{ [%clk 1:29:58] }`) when taktil kept the time, and
/// `(=)` for a draw offer.
pub fn pgn(session: &Replayed) -> String {
    pgn_for(session, "taktil replay", "????.??.??")
}

/// [`pgn()`] with these `Event` and `Date` tags (`taktil play` and the day of a live
/// game, [`pgn::date`]).
pub fn pgn_for(session: &Replayed, event: &str, date: &str) -> String {
    let tags = [("Event", event), ("Site", "?"), ("Date", date), ("Round", "?"), ("White", "?"), ("Black", "?")];
    game_pgn(&session.core, tags.into_iter().map(|(k, v)| (k.to_owned(), v.to_owned())).collect())
}

/// The game of `core` as PGN under these roster `tags` (and any others, kept in their
/// order): its result, how it ended, its time control, each move's clock and draw
/// offer, and an end the moves do not show in a comment after the last move. The
/// live broadcast writes it after every step (issue 32).
pub fn game_pgn(core: &core::Companion, mut tags: Vec<(String, String)>) -> String {
    let settings = core.settings();
    let result = core.outcome().map_or("*", KnownOutcome::as_str);
    let end = core.ended();
    tags.push(("Result".into(), result.into()));
    if let Some((_, reason)) = end {
        tags.push(("Termination".into(), termination(reason, settings.edition).into()));
    }
    if let Some(tc) = &settings.time_control {
        tags.extend(pgn::time_control_tags(tc));
    }
    let mut moves: Vec<_> = core.moves().iter().map(pgn_move).collect();
    // An end the moves do not show is said in a comment after the last move.
    if let Some((outcome, reason)) = end {
        let loser = match outcome {
            KnownOutcome::Decisive { winner } => !winner,
            KnownOutcome::Draw => settings.blind,
        };
        if let Some(words) = decided_words(reason, loser, settings.edition) {
            append_comment(&mut moves, &words);
        }
    }
    pgn::write_pgn_commented(&tags, &settings.start, &moves, result)
}

/// The PGN `Termination` tag of an end, in the PGN standard's words (9.8.1): `normal`
/// for an end on the board or by the players (a draw agreed, 9.1, or claimed, 9.2,
/// 9.3, and a resignation included), `time forfeit`, `rules infraction` for a loss the
/// Laws give for a fault (illegal moves, 2009 7.4b, 2023 7.5.5; a faulty sealed move),
/// `adjudication` for the arbiter's own result, `abandoned` for a forfeit. The arbiter's
/// result under the illegal-move article (`edition`'s number, or the other edition's)
/// is the rules infraction taktil's own count would end with (issue 29, point 9).
fn termination(reason: EndReason, edition: Edition) -> &'static str {
    match reason {
        EndReason::Decision(article)
            if [edition, Edition::Fide2023, Edition::Fide2009]
                .iter()
                .any(|e| Law::IllegalMovePenalty.number(*e).eq_ignore_ascii_case(article.as_str())) =>
        {
            "rules infraction"
        }
        EndReason::Time | EndReason::TimeNoMate { .. } | EndReason::BothFlags => "time forfeit",
        EndReason::IllegalMoves
        | EndReason::IllegalMovesNoMate { .. }
        | EndReason::SecondIllegalMove
        | EndReason::SecondIllegalMoveNoMate { .. }
        | EndReason::SealedMove(_)
        | EndReason::SealedMoveNoMate { .. } => "rules infraction",
        EndReason::Decision(_) => "adjudication",
        EndReason::Forfeit | EndReason::Server(ServerReason::Left) => "abandoned",
        EndReason::Server(ServerReason::FairPlay) => "rules infraction",
        EndReason::Server(ServerReason::Draw | ServerReason::Other)
        | EndReason::Checkmate
        | EndReason::Stalemate
        | EndReason::DeadPosition
        | EndReason::Agreement
        | EndReason::Threefold
        | EndReason::FiftyMoves
        | EndReason::FivefoldRepetition
        | EndReason::SeventyFiveMoves
        | EndReason::Resignation
        | EndReason::ResignationNoMate { .. } => "normal",
    }
}

/// The closing comment of an end decided off the board (issue 14): who resigned or
/// forfeited, the arbiter's article, the sealed move's fault. `loser` is the side that
/// lost (any side for a draw: it is not named then). The articles are `edition`'s
/// (issue 28).
fn decided_words(reason: EndReason, loser: Color, edition: Edition) -> Option<String> {
    let name = |c: Color| c.fold_wb("White", "Black");
    let (resigns, sealed, flag) =
        (Law::Resignation.number(edition), Law::SealedMove.number(edition), Law::FlagFall.number(edition));
    Some(match reason {
        EndReason::Resignation => format!("{} resigns ({resigns})", name(loser)),
        // 5.1.2, 9.6.1 and 9.6.2 exist only in the 2023 Laws: their numbers are 2023's.
        EndReason::ResignationNoMate { by } => format!("{} resigns, but {} cannot mate (5.1.2)", name(by), name(!by)),
        EndReason::FivefoldRepetition => "fivefold repetition (9.6.1)".to_owned(),
        EndReason::SeventyFiveMoves => "75 moves without a pawn move or a capture (9.6.2)".to_owned(),
        EndReason::Forfeit => format!("{} forfeits", name(loser)),
        EndReason::Server(ServerReason::Left) => format!("{} left the game; the win was claimed online", name(loser)),
        EndReason::Server(ServerReason::FairPlay) => "ended online for fair play".to_owned(),
        EndReason::Server(ServerReason::Draw) => "drawn online".to_owned(),
        EndReason::Server(ServerReason::Other) => "ended online".to_owned(),
        EndReason::Decision(article) => format!("arbiter's decision, article {}", article.as_str()),
        EndReason::SealedMove(fault) => {
            format!("{}'s sealed move is {} ({sealed})", name(loser), fault.as_str())
        }
        EndReason::SealedMoveNoMate { by, fault } => format!(
            "{}'s sealed move is {} ({sealed}), but {} cannot mate ({flag})",
            name(by),
            fault.as_str(),
            name(!by)
        ),
        _ => return None,
    })
}

/// Adds words to the last move's comment, or a comment of its own when no move was
/// made: `{ [%clk 1:29:58] White resigns (5.1b) }`.
fn append_comment(moves: &mut [(SanPlus, Option<String>)], words: &str) {
    if let Some((_, comment)) = moves.last_mut() {
        *comment = Some(match comment.take() {
            Some(c) => format!("{c} {words}"),
            None => words.to_owned(),
        });
    }
}

/// Both scoresheets in algebraic notation: the blind player's as taktil
/// announced the moves, with "(=)" after a move with a draw offer, and the sighted
/// player's as the assistant entered it.
pub fn scoresheets(name: &str, session: &Replayed) -> String {
    let blind = session.settings.blind;
    let announced: Vec<String> =
        session.core.moves().iter().map(|m| format!("{}{}", m.san, if m.offer { " (=)" } else { "" })).collect();
    let entered: Vec<String> = session.core.sighted_sheet().iter().map(ToString::to_string).collect();
    let first_black = session.settings.start.position.turn() == Color::Black;
    let fullmove = session.settings.start.position.fullmoves().get();
    let mut out = format!("== {name} ==\n");
    for (title, side, moves) in [("blind", blind, &announced), ("sighted", !blind, &entered)] {
        out.push_str(&format!("{title} player's scoresheet ({}):\n", side.fold_wb("white", "black")));
        out.push_str(&sheet_columns(moves, fullmove, first_black));
    }
    out
}

/// Moves in two columns, one line per move number: `  1. e4        e5`.
fn sheet_columns(moves: &[String], fullmove: u32, first_black: bool) -> String {
    let mut cells: Vec<&str> = Vec::new();
    if first_black {
        cells.push("...");
    }
    cells.extend(moves.iter().map(String::as_str));
    let mut out = String::new();
    for (i, pair) in cells.chunks(2).enumerate() {
        let number = u32::try_from(i).unwrap_or(u32::MAX).saturating_add(fullmove);
        let line = format!("{number:>4}. {:<12}{}", pair[0], pair.get(1).copied().unwrap_or(""));
        out.push_str(line.trim_end());
        out.push('\n');
    }
    if cells.is_empty() {
        out.push_str("     (no moves)\n");
    }
    out
}

/// Writes a session in the chosen format, and returns the announcer's problems (a
/// message that did not render), for the caller to report.
///
/// # Errors
/// When writing fails.
pub fn write(
    out: &mut impl io::Write,
    name: &str,
    session: &Replayed,
    l10n: &Localizer,
    format: Format,
) -> io::Result<Vec<String>> {
    match format {
        Format::Text => {
            writeln!(out, "== {name} ==")?;
            for timed in &session.outputs {
                writeln!(out, "{}", form::text_line(timed, l10n))?;
            }
        }
        Format::Jsonl => {
            for timed in &session.outputs {
                writeln!(out, "{}", form::json(timed, l10n))?;
            }
        }
    }
    Ok(l10n.take_errors().iter().map(|e| format!("{name}: announcer: {e}")).collect())
}

#[cfg(test)]
mod tests {
    use shakmaty::{Chess, Move, san::San};

    use super::*;
    use crate::{
        core::{clock::ClockSnapshot, input::Device, output::Output, time::Timestamp},
        item::form::{json, text_line},
        l10n::{Localizer, Vocabulary},
    };
    use serde_json::json;
    use std::time::Duration;

    fn en() -> Localizer {
        Localizer::new("en", Vocabulary::default()).expect("en")
    }

    fn snapshot(white: u64, black: u64) -> ClockSnapshot {
        ClockSnapshot {
            white: Duration::from_millis(white),
            black: Duration::from_millis(black),
            move_number: 2,
            to_move: Some(Color::Black),
            running: true,
        }
    }

    /// 1. e4 as made by White, with the clock and the offer given.
    fn e4(clock: Option<ClockSnapshot>, offer: bool) -> MadeMove {
        let pos = Chess::default();
        let m: Move = San::from_ascii(b"e4").expect("SAN").to_move(&pos).expect("legal");
        MadeMove {
            ply: 1,
            number: 1,
            by: Color::White,
            m,
            san: SanPlus::from_move(pos.clone(), m),
            uci: "e2e4".into(),
            source: Device::Tactile,
            clock,
            offer,
        }
    }

    fn timed(output: Output) -> Timed {
        Timed { t: Timestamp(1500), output }
    }

    #[test]
    fn every_end_reason_has_its_own_name() {
        let reasons = [
            EndReason::Checkmate,
            EndReason::Stalemate,
            EndReason::DeadPosition,
            EndReason::Time,
            EndReason::TimeNoMate { flag: Color::White },
            EndReason::BothFlags,
            EndReason::Agreement,
            EndReason::Threefold,
            EndReason::FiftyMoves,
            EndReason::IllegalMoves,
            EndReason::IllegalMovesNoMate { by: Color::Black },
            EndReason::FivefoldRepetition,
            EndReason::SeventyFiveMoves,
            EndReason::ResignationNoMate { by: Color::White },
        ];
        let names: Vec<&str> = reasons.iter().map(|r| r.as_str()).collect();
        assert_eq!(
            names,
            [
                "checkmate",
                "stalemate",
                "dead-position",
                "time",
                "time-no-mate",
                "both-flags",
                "agreement",
                "threefold",
                "fifty-moves",
                "illegal-moves",
                "illegal-moves-no-mate",
                "fivefold",
                "seventy-five-moves",
                "resignation-no-mate"
            ]
        );
        let end = |reason| timed(Output::End { outcome: KnownOutcome::Draw, reason });
        let line = json(&end(EndReason::TimeNoMate { flag: Color::White }), &en());
        assert_eq!((line["reason"].as_str(), line["flag"].as_str()), (Some("time-no-mate"), Some("white")));
        let line = json(&end(EndReason::IllegalMovesNoMate { by: Color::Black }), &en());
        assert_eq!(line["by"], "black");
        assert!(
            text_line(&end(EndReason::TimeNoMate { flag: Color::White }), &en())
                .ends_with("1/2-1/2 (time-no-mate, white's flag)")
        );
        assert!(text_line(&end(EndReason::Agreement), &en()).ends_with("1/2-1/2 (agreement)"));
    }

    /// The 2023 endings the moves do not show (a PGN reader cannot tell the edition)
    /// are said after the last move with their 2023 article.
    #[test]
    fn the_2023_endings_reach_the_pgn_with_their_article() {
        let pgn_of = |script: &str| {
            let text =
                std::fs::read_to_string(format!("{}/tests/scripts/editions/{script}", env!("CARGO_MANIFEST_DIR")))
                    .expect("a script");
            // PGN wraps its lines: one space between words.
            pgn(&run(&text, &Overrides::default()).expect("a session")).split_whitespace().collect::<Vec<_>>().join(" ")
        };
        let fivefold = pgn_of("fivefold_ends_2023.script");
        assert!(fivefold.contains("[Result \"1/2-1/2\"] [Termination \"normal\"]"), "{fivefold}");
        assert!(fivefold.contains("8... Ng8 { [%clk 0:00:52] fivefold repetition (9.6.1) } 1/2-1/2"), "{fivefold}");
        let seventy_five = pgn_of("seventy_five_ends_2023.script");
        assert!(
            seventy_five.contains("{ 75 moves without a pawn move or a capture (9.6.2) } 1/2-1/2"),
            "{seventy_five}"
        );
        let resigned = pgn_of("resign_opponent_cannot_mate_2023.script");
        assert!(resigned.contains("White resigns, but Black cannot mate (5.1.2)"), "{resigned}");
        assert!(resigned.contains("[Result \"1/2-1/2\"]"), "{resigned}");
        let mated = pgn_of("seventy_five_mate_takes_precedence_2023.script");
        assert!(mated.contains("Rh8# 1-0"), "{mated}");
    }

    #[test]
    fn clock_lines_carry_both_times() {
        let clock = timed(Output::Clock { start: Color::Black, times: Some(snapshot(5_398_000, 5_400_000)) });
        let line = json(&clock, &en());
        assert_eq!(line["start"], "black");
        assert_eq!(line["times"], json!({"white_ms": 5_398_000, "black_ms": 5_400_000, "move": 2, "running": true}));
        assert!(
            text_line(&clock, &en()).ends_with("black clock starts  (White 1:29:58, Black 1:30:00)"),
            "{}",
            text_line(&clock, &en())
        );
        let without = timed(Output::Clock { start: Color::Black, times: None });
        assert!(json(&without, &en()).get("times").is_none());
        assert!(text_line(&without, &en()).ends_with("black clock starts"));
    }

    #[test]
    fn move_lines_carry_the_clock_and_the_offer() {
        let line = json(&timed(Output::Move(e4(Some(snapshot(5_398_500, 5_400_000)), true))), &en());
        assert_eq!(line["clock"], json!({"white_ms": 5_398_500, "black_ms": 5_400_000}));
        assert_eq!(line["offer"], true);
        let line = json(&timed(Output::Move(e4(None, false))), &en());
        assert!(line.get("clock").is_none() && line.get("offer").is_none(), "{line}");
        let text = text_line(&timed(Output::Move(e4(None, true))), &en());
        assert!(text.ends_with("1. e4 (=)  (e2e4, white on the tactile board)"), "{text}");
    }

    #[test]
    fn flag_and_low_time_lines() {
        let flag = timed(Output::Flag { color: Color::White });
        assert_eq!(json(&flag, &en())["color"], "white");
        assert!(text_line(&flag, &en()).ends_with("White's flag has fallen"));
        let low = timed(Output::LowTime { color: Color::Black });
        assert_eq!(json(&low, &en())["color"], "black");
        assert!(text_line(&low, &en()).ends_with("Black's time is running low"));
    }

    #[test]
    fn pgn_moves_carry_the_movers_clock() {
        let (san, comment) = pgn_move(&e4(Some(snapshot(5_398_700, 5_400_000)), true));
        assert_eq!(san.to_string(), "e4");
        assert_eq!(comment.as_deref(), Some("[%clk 1:29:58] (=)"));
        assert_eq!(pgn_move(&e4(None, false)).1, None);
    }

    #[test]
    fn pgn_has_the_time_control_tag() {
        let script = "set time-control 40/90m, 30m +30s\n@0 tactile S XXXXXXXXXXXXXXXX................................XXXXXXXXXXXXXXXX\n";
        let session = run(script, &Overrides::default()).expect("replays");
        let text = pgn(&session);
        assert!(text.contains("[TimeControl \"40/5400+30:1800+30\"]\n"), "{text}");
        assert!(!text.contains("TimeControlText"), "{text}");
        let overrides = Overrides {
            header: script::parse("set time-control 40/100m, 40m d30s").expect("header").header,
            long: false,
        };
        let text = pgn(&run(script, &overrides).expect("replays"));
        assert!(text.contains("[TimeControl \"40/6000:2400\"]\n[TimeControlText \"40/100m, 40m d30s\"]\n"), "{text}");
    }

    #[test]
    fn flags_cannot_make_a_sighted_assistant_with_other_duties() {
        let overrides =
            Overrides { header: script::parse("set assistant sighted").expect("header").header, long: false };
        let err = run("set duties a,b,d\n", &overrides).expect_err("refused");
        assert_eq!(
            err.to_string(),
            "duty 'd' is not for the sighted player's assistant (E2.10): expected only duties a and b"
        );
        assert!(run("set duties a,b\n", &overrides).is_ok());
    }
}
