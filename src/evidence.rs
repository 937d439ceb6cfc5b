//! The evidence for the E2.7/E2.8 ruling of `taktil reconcile`, and the ruling in
//! words for the arbiter or as JSON.
//!
//! This is the shell around the pure [`crate::core::ruling`] (the command itself is
//! [`crate::cmd::reconcile`]): it gathers the core's [`Evidence`] from the scoresheets
//! ([`crate::pgn::read_sheet`]: a PGN file or a list of moves) and the boards
//! ([`parse_board`]: a FEN piece placement or a TBP/1 snapshot), or replays a session
//! script to take the blind player's scoresheet, the clock snapshot of every move
//! and the tactile board from it. Every error names the file, line or flag and
//! what was expected; nothing here panics.
//!
//! The start position is, in order: `--fen`, the session's, the scoresheets' `FEN` and
//! `Variant` tags (which must agree), the standard start.

use std::fmt;

use serde_json::{Value, json};
use shakmaty::{CastlingMode, Chess, Color, File, Piece, Rank, Square};

use crate::{
    core::{
        clock::ClockSnapshot,
        input::Cell,
        msg::Msg,
        output::Hms,
        ruling::{Correction, Divergence, Entry, Evidence, Noted, Pending, Ruling, Step, Target, Unsettled, Written},
        settings::{Edition, Start, StartError},
    },
    l10n::Localizer,
    pgn::{self, PgnErrorKind, Sheet, SheetError},
    replay::{self, Overrides, ReplayError},
    script::Header,
    tbp::{self, TbpError},
};

/// A text given to the command, with the name to report it by (its file).
#[derive(Clone, Copy, Debug)]
pub struct Named<'a> {
    /// The file name as given.
    pub name: &'a str,
    /// Its contents.
    pub text: &'a str,
}

/// What the command was given.
#[derive(Clone, Copy, Debug)]
pub struct Request<'a> {
    /// `--blind-sheet`: the blind player's scoresheet (not with a session).
    pub blind_sheet: Option<Named<'a>>,
    /// `--sighted-sheet`: the sighted player's scoresheet.
    pub sighted_sheet: Named<'a>,
    /// `--blind-board`: what the tactile board shows.
    pub blind_board: Option<&'a str>,
    /// `--sighted-board`: what the sighted player's board shows.
    pub sighted_board: Option<&'a str>,
    /// `--fen`: the start position.
    pub fen: Option<&'a str>,
    /// `--blind`: the blind player's colour.
    pub blind: Option<Color>,
    /// `--session`: a session script to take the blind sheet, clocks and boards from.
    pub session: Option<Named<'a>>,
}

/// Why the evidence could not be gathered.
#[derive(Debug, thiserror::Error)]
pub enum EvidenceError {
    /// A scoresheet's text is broken.
    #[error("{file}: {error}")]
    Sheet { file: String, error: SheetError },
    /// A scoresheet's `FEN` or `Variant` tag is not a valid start.
    #[error("{file}: {kind}")]
    TaggedStart { file: String, kind: PgnErrorKind },
    /// The start position of `--fen` is not valid.
    #[error("--fen: {0}")]
    FlagStart(StartError),
    /// The scoresheets' start positions differ.
    #[error("the start positions differ: {first} and {second}; give the start with --fen")]
    StartsDiffer { first: String, second: String },
    /// A board given on the command line cannot be read.
    #[error("{flag}: {error}")]
    Board { flag: &'static str, error: BoardError },
    /// The session script cannot be replayed.
    #[error("{file}: {error}")]
    Session { file: String, error: ReplayError },
    /// Neither `--blind-sheet` nor `--session` was given.
    #[error("no blind player's scoresheet: give --blind-sheet FILE or --session SCRIPT")]
    NoBlindSheet,
}

/// Why a board given as text cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// A FEN piece placement without eight ranks.
    Ranks(usize),
    /// A rank of a FEN piece placement that does not cover eight squares.
    RankLength { rank: Rank, squares: usize },
    /// A character that is not a FEN piece letter, `X` or a digit.
    FenChar { rank: Rank, ch: char },
    /// A snapshot that cannot be read.
    Snapshot(TbpError),
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::Ranks(n) => {
                write!(f, "the piece placement has {n} ranks: expected 8, separated by '/', rank 8 first")
            }
            BoardError::RankLength { rank, squares } => {
                write!(f, "rank {} has {squares} squares: expected 8", rank.char())
            }
            BoardError::FenChar { rank, ch } => write!(
                f,
                "unknown character '{ch}' on rank {}: expected a FEN piece letter (KQRBNPkqrbnp), X for a peg \
                 of unknown identity, or a digit 1 to 8",
                rank.char()
            ),
            BoardError::Snapshot(e) => write!(
                f,
                "{e} (a board is a FEN piece placement such as rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR, \
                 or a TBP/1 snapshot of 64 characters)"
            ),
        }
    }
}

impl std::error::Error for BoardError {}

/// Reads a board: a FEN piece placement (the first field of a FEN; `X` for a peg of
/// unknown identity), or a TBP/1 snapshot of 64 characters, rank 8 first (`.` empty,
/// `X` a peg, `w`/`b` a peg of that colour, or a FEN letter), with or without `S `.
///
/// # Errors
/// The rank or square and the character that do not fit, or the length.
pub fn parse_board(text: &str) -> Result<[Cell; 64], BoardError> {
    let text = text.trim();
    let text = text.strip_prefix("S ").map_or(text, str::trim_start);
    if !text.contains('/') {
        return tbp::parse_snapshot(text).map(|cells| *cells).map_err(BoardError::Snapshot);
    }
    let placement = text.split_whitespace().next().unwrap_or("");
    let ranks: Vec<&str> = placement.split('/').collect();
    if ranks.len() != 8 {
        return Err(BoardError::Ranks(ranks.len()));
    }
    let mut cells = [Cell::Empty; 64];
    for (row, text) in ranks.iter().enumerate() {
        let rank = Rank::ALL[7 - row];
        let mut file = 0usize;
        for ch in text.chars() {
            let cell = match ch {
                '1'..='8' => {
                    file += ch as usize - '0' as usize;
                    continue;
                }
                'X' | 'x' => Cell::Occupied,
                _ => Cell::Piece(Piece::from_char(ch).ok_or(BoardError::FenChar { rank, ch })?),
            };
            if let Some(f) = File::ALL.get(file) {
                cells[usize::from(Square::from_coords(*f, rank))] = cell;
            }
            file += 1;
        }
        if file != 8 {
            return Err(BoardError::RankLength { rank, squares: file });
        }
    }
    Ok(cells)
}

/// The start position of a sheet's tags, if it names one.
fn tagged_start(sheet: &Sheet, file: &str) -> Result<Option<Start>, EvidenceError> {
    if sheet.tag("FEN").is_none() && sheet.tag("Variant").is_none() {
        return Ok(None);
    }
    pgn::start_of(&sheet.tags).map(Some).map_err(|kind| EvidenceError::TaggedStart { file: file.to_owned(), kind })
}

/// Reads one sheet file.
fn sheet(named: Named<'_>) -> Result<Sheet, EvidenceError> {
    pgn::read_sheet(named.text).map_err(|error| EvidenceError::Sheet { file: named.name.to_owned(), error })
}

/// A sheet's entries from the game's start, in the sheet's own letters (C3).
fn entries(sheet: &Sheet, named: Option<Named<'_>>, start: &Chess) -> Result<Vec<Entry>, EvidenceError> {
    let file = named.map_or("", |n| n.name);
    sheet.read(start).map_err(|error| EvidenceError::Sheet { file: file.to_owned(), error })
}

/// Reads one board flag.
fn board(flag: &'static str, text: Option<&str>) -> Result<Option<[Cell; 64]>, EvidenceError> {
    text.map(|t| parse_board(t).map_err(|error| EvidenceError::Board { flag, error })).transpose()
}

/// Gathers the evidence: both sheets, the boards, the start and the clocks.
///
/// # Errors
/// A sheet, board, start position or session that cannot be read, named with what was
/// expected.
pub fn evidence(request: &Request<'_>) -> Result<Evidence, EvidenceError> {
    let sighted = sheet(request.sighted_sheet)?;
    let blind = request.blind_sheet.map(sheet).transpose()?;
    let tactile_board = board("--blind-board", request.blind_board)?;
    let sighted_board = board("--sighted-board", request.sighted_board)?;
    // The sheets' tags, which must agree: the start unless the flag or a session says.
    let mut tagged = Vec::new();
    for (name, sheet) in request
        .blind_sheet
        .zip(blind.as_ref())
        .map(|(n, s)| (n.name, s))
        .into_iter()
        .chain([(request.sighted_sheet.name, &sighted)])
    {
        if let Some(start) = tagged_start(sheet, name)? {
            tagged.push((name, start));
        }
    }
    if let [(a, first), (b, second)] = tagged.as_slice()
        && first.fen() != second.fen()
    {
        return Err(EvidenceError::StartsDiffer {
            first: format!("{a} ({})", first.fen()),
            second: format!("{b} ({})", second.fen()),
        });
    }
    let chess960 = tagged.iter().any(|(_, s)| s.castling == CastlingMode::Chess960);
    let flag_start =
        request.fen.map(|fen| Start::from_fen(fen, chess960).map_err(EvidenceError::FlagStart)).transpose()?;

    let mut evidence = match (request.session, blind) {
        (Some(session), _) => {
            let header = Header { blind: request.blind, fen: request.fen.map(str::to_owned), ..Header::default() };
            let replayed = replay::run(session.text, &Overrides { header, long: false })
                .map_err(|error| EvidenceError::Session { file: session.name.to_owned(), error })?;
            // The session's record: the blind sheet as announced, the clocks of
            // every move and the boards.
            replayed.core.evidence()
        }
        (None, Some(blind)) => {
            let start = flag_start.or_else(|| tagged.into_iter().next().map(|(_, s)| s)).unwrap_or_default();
            let blind_sheet = entries(&blind, request.blind_sheet, &start.position)?;
            Evidence { blind_sheet, ..Evidence::new(start, request.blind.unwrap_or(Color::White)) }
        }
        (None, None) => return Err(EvidenceError::NoBlindSheet),
    };
    evidence.sighted_sheet = entries(&sighted, Some(request.sighted_sheet), &evidence.start.position)?;
    if tactile_board.is_some() {
        evidence.tactile = tactile_board;
    }
    if sighted_board.is_some() {
        evidence.sighted = sighted_board;
    }
    Ok(evidence)
}

/// The ruling in words, one sentence per line, then the position as FEN and, for
/// E2.8, the exact clock times stored there (`clock w=1:29:50 b=1:29:45 move 2`). The
/// articles are `edition`'s (2023: D.2.9).
pub fn text(ruling: &Ruling, edition: Edition, l10n: &Localizer) -> String {
    let mut out = String::new();
    for part in ruling.parts() {
        out.push_str(&l10n.render(&Msg::Ruling(part, edition)).text());
        out.push('\n');
    }
    out.push_str(&format!("fen {}\n", ruling.position().fen));
    if let Ruling::Arbiter(Unsettled::AssistantRecord { shown, .. }) = ruling {
        out.push_str(&format!("boards {}\n", shown.fen));
    }
    if let Ruling::TakeBack { clock: Some(c), .. } = ruling {
        out.push_str(&format!("clock w={} b={} move {}\n", Hms(c.white), Hms(c.black), c.move_number));
    }
    out
}

/// `white` or `black`.
fn wb(c: Color) -> &'static str {
    c.fold_wb("white", "black")
}

/// A time in whole milliseconds.
fn ms(d: std::time::Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

fn noted(n: &Noted) -> Value {
    let (kind, written) = match &n.written {
        Written::Move(s) => ("move", s.san.to_string()),
        Written::Unplayed(san) => ("unplayed", san.to_string()),
        Written::Unreadable(text) => ("unreadable", text.clone()),
    };
    json!({"ply": n.ply, "number": n.number, "by": wb(n.by), "written": written, "kind": kind})
}

fn noted_list(moves: &[Noted]) -> Value {
    Value::Array(moves.iter().map(noted).collect())
}

fn target(t: &Target) -> Value {
    json!({"ply": t.ply, "fen": t.fen, "last": t.last.as_ref().map(noted)})
}

fn pending(p: Option<&Pending>) -> Value {
    p.map_or(Value::Null, |p| json!({"player": p.player.as_str(), "move": noted(&p.missing)}))
}

fn piece(p: Option<Piece>) -> Value {
    p.map_or(Value::Null, |p| json!(p.char().to_string()))
}

fn step(s: &Step) -> Value {
    match *s {
        Step::Move { piece: p, from, to } => {
            json!({"step": "move", "piece": piece(p), "from": from.to_string(), "to": to.to_string()})
        }
        Step::Remove { piece: p, square } => json!({"step": "remove", "piece": piece(p), "square": square.to_string()}),
        Step::Put { piece: p, square } => {
            json!({"step": "put", "piece": p.char().to_string(), "square": square.to_string()})
        }
    }
}

fn divergence(d: &Divergence) -> Value {
    match d {
        Divergence::OtherMove { written, executed } => {
            json!({"kind": "other-move", "written": noted(written), "executed": executed.san.to_string()})
        }
        Divergence::Skipped { written } => json!({"kind": "skipped", "written": noted(written)}),
        Divergence::Behind { next } => json!({"kind": "behind", "next": noted(next)}),
        Divergence::Ahead { executed } => json!({"kind": "ahead", "executed": noted(executed)}),
    }
}

fn correction(c: &Correction) -> Value {
    json!({
        "board": c.player.board(),
        "diverged": c.diverged.as_ref().map(divergence),
        "steps": c.steps.iter().map(step).collect::<Vec<_>>(),
    })
}

fn clock(c: Option<&ClockSnapshot>) -> Value {
    c.map_or(Value::Null, |c| json!({"white_ms": ms(c.white), "black_ms": ms(c.black), "move": c.move_number}))
}

/// The ruling as one JSON object: `ruling` (its kind), `article` (or null when the
/// arbiter decides), `position`, the fields of the kind, and `text`, the sentences in
/// the localizer's language. The articles are `edition`'s.
pub fn json(ruling: &Ruling, evidence: &Evidence, edition: Edition, l10n: &Localizer) -> Value {
    let mut out = json!({
        "ruling": ruling.kind(),
        "article": ruling.article(edition),
        "blind": wb(evidence.blind),
        "position": target(ruling.position()),
    });
    let fields = match ruling {
        Ruling::Agreed { pending: p, unchecked, .. } => json!({
            "pending": pending(p.as_ref()),
            "unchecked": unchecked.iter().map(|p| p.board()).collect::<Vec<_>>(),
        }),
        Ruling::Correct { pending: p, correction: c, .. } => {
            json!({"pending": pending(p.as_ref()), "correction": correction(c)})
        }
        Ruling::TakeBack { blind, sighted, clock: c, boards, .. } => json!({
            "sheets": {"blind": noted_list(blind), "sighted": noted_list(sighted)},
            "clock": clock(c.as_ref()),
            "boards": boards.iter().map(correction).collect::<Vec<_>>(),
        }),
        Ruling::Arbiter(Unsettled::BothBoards { pending: p, tactile, sighted, .. }) => json!({
            "pending": pending(p.as_ref()),
            "boards": [correction(tactile), correction(sighted)],
        }),
        Ruling::Arbiter(Unsettled::Unrecorded { correction: c, .. } | Unsettled::NoPosition { correction: c, .. }) => {
            json!({"correction": correction(c)})
        }
        Ruling::Arbiter(Unsettled::AssistantRecord { shown, blind, sighted, .. }) => json!({
            "shown": target(shown),
            "sheets": {"blind": noted_list(blind), "sighted": noted_list(sighted)},
        }),
        Ruling::Arbiter(Unsettled::IllegalEntry { player, entry, fault, .. }) => {
            json!({"entry": {"sheet": player.as_str(), "fault": fault.as_str(), "move": noted(entry)}})
        }
    };
    if let (Value::Object(out), Value::Object(fields)) = (&mut out, fields) {
        out.extend(fields);
    }
    let text: Vec<String> = ruling.parts().into_iter().map(|p| l10n.render(&Msg::Ruling(p, edition)).text()).collect();
    out["text"] = json!(text);
    out["lang"] = json!(l10n.locale());
    out
}

#[cfg(test)]
mod tests {
    use shakmaty::{Board, Role};

    use super::*;

    fn named<'a>(name: &'a str, text: &'a str) -> Named<'a> {
        Named { name, text }
    }

    fn request<'a>(blind: &'a str, sighted: &'a str) -> Request<'a> {
        Request {
            blind_sheet: Some(named("blind.pgn", blind)),
            sighted_sheet: named("sighted.txt", sighted),
            blind_board: None,
            sighted_board: None,
            fen: None,
            blind: None,
            session: None,
        }
    }

    #[test]
    fn boards_as_fen_or_snapshot() {
        let start = parse_board("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").expect("FEN");
        assert_eq!(start[usize::from(Square::E1)], Cell::Piece(Piece { color: Color::White, role: Role::King }));
        assert_eq!(start[usize::from(Square::E4)], Cell::Empty);
        let pegs = parse_board("S XXXXXXXXXXXXXXXX................................XXXXXXXXXXXXXXXX").expect("snapshot");
        assert_eq!(pegs[usize::from(Square::A8)], Cell::Occupied);
        // In a FEN placement b is a black bishop; in a snapshot a black peg.
        let fen = parse_board("8/8/8/8/8/8/8/b7").expect("FEN");
        assert_eq!(fen[usize::from(Square::A1)], Cell::Piece(Piece { color: Color::Black, role: Role::Bishop }));
        let x = parse_board("XXXXXXXX/8/8/8/8/8/8/8").expect("occupancy placement");
        assert_eq!(x[usize::from(Square::H8)], Cell::Occupied);
        let board: Board = "8/8/8/8/8/8/8/K6k".parse().expect("board");
        assert_eq!(
            parse_board("8/8/8/8/8/8/8/K6k").expect("FEN")[usize::from(Square::H1)],
            Cell::Piece(board.piece_at(Square::H1).expect("k"))
        );
    }

    #[test]
    fn bad_boards_say_where_and_what() {
        assert_eq!(parse_board("8/8/8").unwrap_err(), BoardError::Ranks(3));
        assert_eq!(parse_board("8/8/8/8/8/8/8/K5k").unwrap_err().to_string(), "rank 1 has 7 squares: expected 8");
        let err = parse_board("8/8/8/8/8/8/8/K6z").unwrap_err();
        assert_eq!(err, BoardError::FenChar { rank: Rank::First, ch: 'z' });
        let err = parse_board("XXX").unwrap_err().to_string();
        assert!(err.contains("snapshot has 3 squares") && err.contains("FEN piece placement"), "{err}");
    }

    #[test]
    fn sheets_tags_and_errors() {
        let fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
        let blind = format!("[FEN \"{fen}\"]\n\n1. e4 *");
        let evidence = evidence(&request(&blind, "e4")).expect("evidence");
        assert_eq!(evidence.start.fen(), fen);
        assert_eq!(evidence.blind_sheet, [crate::core::ruling::Entry::parse("e4")]);
        let other = "[FEN \"4k3/8/8/8/8/8/3P4/4K3 w - - 0 1\"]\n\n1. d4";
        let err = super::evidence(&request(&blind, other)).unwrap_err().to_string();
        assert!(
            err.starts_with("the start positions differ: blind.pgn (") && err.ends_with("give the start with --fen"),
            "{err}"
        );
        let err = super::evidence(&request("1. e4 {", "e4")).unwrap_err().to_string();
        assert_eq!(err, "blind.pgn: line 1: a comment '{' is never closed with '}'");
        let mut bad = request("e4", "e4");
        bad.sighted_board = Some("8/8");
        assert_eq!(
            super::evidence(&bad).unwrap_err().to_string(),
            "--sighted-board: the piece placement has 2 ranks: expected 8, separated by '/', rank 8 first"
        );
        let mut none = request("e4", "e4");
        none.blind_sheet = None;
        assert!(matches!(super::evidence(&none), Err(EvidenceError::NoBlindSheet)));
    }
}
