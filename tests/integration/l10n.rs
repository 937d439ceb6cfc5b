//! The announcer in every locale and vocabulary: golden transcripts under `tests/l10n/`
//! (`BLESS=1` rewrites them), and no two legal moves of a real position announced
//! with the same words.

use std::{
    collections::{BTreeSet, HashMap, HashSet},
    fmt::Write as _,
    fs,
    path::PathBuf,
    thread,
    time::{Duration, Instant},
};

use shakmaty::{
    Board, CastlingSide, Color, File, KnownOutcome, Piece, Position, Rank, Role, Square,
    san::{San, SanPlus, Suffix},
};
use taktil::{
    core::{
        duty::Duty,
        input::{ClockReason, Key},
        msg::{DrawClaim, EndReason, Illegal, Msg, Obligation, PieceGroup, PressNote, QuickplayBar, TimeLeft},
        settings::Edition,
        spoken::Spoken,
    },
    l10n::{FileNames, LOCALES, Localizer, Utterance, Vocabulary, Words},
    notice::{Notice, hearing::Hearing},
    pgn::read_games,
};

use crate::util::games_dir;

/// The vocabularies of the golden transcripts, by the name in the file name.
fn golden_vocabularies(locale: &str) -> [(&'static str, Vocabulary); 4] {
    [
        ("fide", Vocabulary::fide()),
        ("scandinavian", Vocabulary::scandinavian(locale)),
        ("local-letters", Vocabulary { files: FileNames::Letters, ranks: Words::Local, pieces: Words::Local }),
        ("nato", Vocabulary { files: FileNames::Nato, ..Vocabulary::fide() }),
    ]
}

fn spoken(by: Color, san: &str, from: Square) -> Spoken {
    let san = SanPlus::from_ascii(san.as_bytes()).expect("valid SAN");
    Spoken { by, san, en_passant: false, from }
}

fn white(san: &str, from: Square) -> Spoken {
    spoken(Color::White, san, from)
}

fn black(san: &str, from: Square) -> Spoken {
    spoken(Color::Black, san, from)
}

fn en_passant(mut s: Spoken) -> Spoken {
    s.en_passant = true;
    s
}

fn piece(color: Color, role: Role) -> Piece {
    Piece { color, role }
}

/// One line of a golden transcript: a message of the core, a notice of the shell, or a
/// move in the long form.
enum Item {
    Say(Msg),
    Tell(Notice),
    Long(Spoken),
}

/// The fixed set of the golden transcripts: every kind of move and every query, the
/// guidance, the notices, and the clock, draw, claim and adjournment messages.
fn golden_items() -> Vec<(&'static str, Item)> {
    use Item::{Long, Say, Tell};
    let w = Color::White;
    let b = Color::Black;
    let mut start = Vec::new();
    for color in [w, b] {
        for role in Role::ALL {
            let squares: Vec<Square> = Board::default().by_piece(piece(color, role)).into_iter().collect();
            start.push(PieceGroup { piece: piece(color, role), squares });
        }
    }
    vec![
        ("quiet pawn move e4", Say(Msg::Move(white("e4", Square::E2)))),
        ("quiet piece move Nf3", Say(Msg::Move(white("Nf3", Square::G1)))),
        ("capture Nxe5", Say(Msg::Move(white("Nxe5", Square::F3)))),
        ("pawn capture exd5", Say(Msg::Move(white("exd5", Square::E4)))),
        ("by file Nbd2", Say(Msg::Move(white("Nbd2", Square::B1)))),
        ("by rank R1a3", Say(Msg::Move(white("R1a3", Square::A1)))),
        ("by square Qh4xe1", Say(Msg::Move(black("Qh4xe1", Square::H4)))),
        ("promotion e8=Q", Say(Msg::Move(white("e8=Q", Square::E7)))),
        ("promotion capture check bxa1=N+", Say(Msg::Move(black("bxa1=N+", Square::B2)))),
        ("en passant exd6", Say(Msg::Move(en_passant(white("exd6", Square::E5))))),
        ("short castling O-O", Say(Msg::Move(white("O-O", Square::E1)))),
        ("long castling O-O-O", Say(Msg::Move(black("O-O-O", Square::E8)))),
        ("check Bb5+", Say(Msg::Move(white("Bb5+", Square::F1)))),
        ("mate Qxf7#", Say(Msg::Move(white("Qxf7#", Square::H5)))),
        ("long Nf3", Long(white("Nf3", Square::G1))),
        ("long exd5", Long(white("exd5", Square::E4))),
        ("long Nbd2", Long(white("Nbd2", Square::B1))),
        ("long exf8=R#", Long(white("exf8=R#", Square::E7))),
        ("long O-O+", Long(white("O-O+", Square::E1))),
        ("last move", Say(Msg::LastMove(black("Nc6", Square::B8)))),
        ("no move yet", Say(Msg::NoMoveYet)),
        (
            "last moves",
            Say(Msg::LastMoves(vec![white("e4", Square::E2), black("e5", Square::E7), white("Nf3", Square::G1)])),
        ),
        ("last moves one", Say(Msg::LastMoves(vec![black("O-O-O+", Square::E8)]))),
        ("move count", Say(Msg::MoveCount { moves: 22, to_move: w })),
        ("move count black", Say(Msg::MoveCount { moves: 0, to_move: b })),
        ("position start", Say(Msg::Position(start))),
        (
            "position",
            Say(Msg::Position(vec![
                PieceGroup { piece: piece(w, Role::King), squares: vec![Square::G1] },
                PieceGroup { piece: piece(w, Role::Rook), squares: vec![Square::A1, Square::F1] },
                PieceGroup { piece: piece(b, Role::King), squares: vec![Square::G8] },
                PieceGroup { piece: piece(b, Role::Pawn), squares: vec![Square::H7] },
            ])),
        ),
        ("position empty", Say(Msg::Position(Vec::new()))),
        (
            "file reading",
            Say(Msg::FileReading {
                file: File::E,
                pieces: vec![
                    (Square::E1, piece(w, Role::King)),
                    (Square::E4, piece(w, Role::Pawn)),
                    (Square::E7, piece(b, Role::Rook)),
                    (Square::E8, piece(b, Role::Queen)),
                ],
            }),
        ),
        ("file reading empty", Say(Msg::FileReading { file: File::B, pieces: Vec::new() })),
        (
            "rank reading",
            Say(Msg::RankReading {
                rank: Rank::Seventh,
                pieces: vec![
                    (Square::A7, piece(b, Role::Pawn)),
                    (Square::C7, piece(b, Role::Bishop)),
                    (Square::F7, piece(w, Role::Knight)),
                ],
            }),
        ),
        ("rank reading empty", Say(Msg::RankReading { rank: Rank::Third, pieces: Vec::new() })),
        ("ask promotion", Say(Msg::AskPromotion(Square::G8))),
        ("touch move", Say(Msg::TouchMove(Obligation::Move(piece(w, Role::Knight), Square::G1)))),
        ("touch capture", Say(Msg::TouchMove(Obligation::Capture(piece(b, Role::Queen), Square::D5)))),
        (
            "touch capture with",
            Say(Msg::TouchMove(Obligation::CaptureWith {
                piece: piece(w, Role::Rook),
                from: Square::D1,
                target: piece(b, Role::Pawn),
                at: Square::D6,
            })),
        ),
        ("touch castle", Say(Msg::TouchMove(Obligation::Castle(CastlingSide::QueenSide)))),
        ("touch king move", Say(Msg::TouchMove(Obligation::KingMove(Square::E1)))),
        ("illegal unreachable", Say(Msg::Illegal(Illegal::Unreachable(piece(w, Role::Bishop), Square::E5)))),
        ("illegal king in check", Say(Msg::Illegal(Illegal::KingInCheck))),
        ("put back", Say(Msg::PutBack(piece(w, Role::Rook), Square::H1))),
        ("put back queen", Say(Msg::PutBack(piece(b, Role::Queen), Square::D8))),
        ("move back", Say(Msg::MoveBack { piece: piece(b, Role::Knight), from: Square::E5, to: Square::C6 })),
        ("remove", Say(Msg::Remove(Square::C3))),
        ("adjust", Say(Msg::Adjust)),
        (
            "game over",
            Say(Msg::GameOver { outcome: KnownOutcome::Decisive { winner: b }, reason: EndReason::Checkmate }),
        ),
        ("draw claimable", Say(Msg::DrawClaimable(DrawClaim::Threefold))),
        ("key ignored rank", Say(Msg::KeyIgnored(Key::Rank(Rank::Eighth)))),
        ("hearing no output", Tell(Notice::Hearing(Hearing::NoOutput))),
        ("hearing sounds only", Tell(Notice::Hearing(Hearing::SoundsOnly))),
        ("hearing speech only", Tell(Notice::Hearing(Hearing::SpeechOnly))),
        ("speech lost", Tell(Notice::SpeechLost)),
        (
            "clocks",
            Say(Msg::Clocks {
                white: TimeLeft::Left(Duration::from_secs(5345)),
                black: TimeLeft::Left(Duration::from_secs(270)),
            }),
        ),
        ("clocks flag", Say(Msg::Clocks { white: TimeLeft::Flag, black: TimeLeft::Left(Duration::from_secs(59)) })),
        ("low time", Say(Msg::LowTime { left: Duration::from_secs(299) })),
        ("duty off times", Say(Msg::DutyOff(Duty::Inform))),
        ("duty off clock", Say(Msg::DutyOff(Duty::Clock))),
        ("flag fell", Say(Msg::FlagFell { color: w, moves: 38, needed: Some(40) })),
        ("flag fell last period", Say(Msg::FlagFell { color: b, moves: 52, needed: None })),
        ("both flags play on", Say(Msg::BothFlagsPlayOn)),
        ("arbiter called", Say(Msg::ArbiterCalled)),
        ("clock restarted", Say(Msg::ClockRestarted)),
        ("press before move", Say(Msg::Press { by: b, note: PressNote::BeforeMove })),
        ("press not running", Say(Msg::Press { by: w, note: PressNote::NotRunning })),
        ("press stopped", Say(Msg::Press { by: w, note: PressNote::Stopped })),
        (
            "clock adjusted",
            Say(Msg::ClockAdjusted {
                color: w,
                delta_ms: 120_000,
                reason: ClockReason::IllegalMove,
                edition: Edition::Fide2009,
            }),
        ),
        (
            "clock adjusted minus",
            Say(Msg::ClockAdjusted {
                color: b,
                delta_ms: -90_000,
                reason: ClockReason::IncorrectClaim,
                edition: Edition::Fide2009,
            }),
        ),
        (
            "clock set",
            Say(Msg::ClockSet {
                color: w,
                left: Duration::from_secs(4200),
                moves: Some(40),
                reason: ClockReason::Reconstruction,
                edition: Edition::Fide2009,
            }),
        ),
        ("draw offered", Say(Msg::DrawOffered { by: w })),
        ("draw offer stands", Say(Msg::DrawOfferStands { by: w })),
        ("draw offer timing", Say(Msg::DrawOfferTiming { by: w, edition: Edition::Fide2009 })),
        ("draw declined", Say(Msg::DrawDeclined { by: b })),
        ("draw offer lapsed", Say(Msg::DrawOfferLapsed { by: b })),
        ("no draw offer", Say(Msg::NoDrawOffer)),
        ("claim declare move", Say(Msg::ClaimDeclareMove)),
        ("claim incorrect", Say(Msg::ClaimIncorrect { by: w })),
        ("claim lapsed", Say(Msg::ClaimLapsed)),
        ("claim not on move", Say(Msg::ClaimNotOnMove)),
        ("no flag", Say(Msg::NoFlag)),
        ("touch reported", Say(Msg::TouchReported { by: b, piece: Some(piece(b, Role::Knight)), square: Square::G8 })),
        ("touch reported square", Say(Msg::TouchReported { by: b, piece: None, square: Square::G8 })),
        ("touch report too late", Say(Msg::TouchReportTooLate { edition: Edition::Fide2009 })),
        // Issue 29: the law's corners, in the 2023 numbers.
        ("touch uphold too late", Say(Msg::TouchUpholdTooLate { by: b, edition: Edition::Fide2023 })),
        (
            "touch kept",
            Say(Msg::TouchKept {
                by: b,
                piece: piece(b, Role::Knight),
                square: Square::G8,
                edition: Edition::Fide2023,
            }),
        ),
        ("touch from pegs", Say(Msg::TouchFromPegs { by: w, edition: Edition::Fide2023 })),
        ("touch not on move", Say(Msg::TouchNotOnMove { by: w, edition: Edition::Fide2023 })),
        (
            "time given kept",
            Say(Msg::TimeGivenKept {
                color: b,
                delta_ms: 120_000,
                reason: ClockReason::IllegalMove,
                edition: Edition::Fide2023,
            }),
        ),
        ("sealed move concludes", Say(Msg::SealedMoveConcludes { late: b, edition: Edition::Fide2023 })),
        ("quickplay claimed", Say(Msg::QuickplayClaimed { by: w, edition: Edition::Fide2023 })),
        (
            "quickplay refused time left",
            Say(Msg::QuickplayRefused { by: w, bar: QuickplayBar::TimeLeft, edition: Edition::Fide2009 }),
        ),
        (
            "quickplay refused not announced",
            Say(Msg::QuickplayRefused { by: w, bar: QuickplayBar::NotAnnounced, edition: Edition::Fide2023 }),
        ),
        ("quickplay postponed", Say(Msg::QuickplayPostponed { edition: Edition::Fide2023 })),
        ("quickplay rejected", Say(Msg::QuickplayRejected { by: w, edition: Edition::Fide2009 })),
        ("flag awaits arbiter", Say(Msg::FlagAwaitsArbiter { color: w, edition: Edition::Fide2023 })),
        ("no quickplay claim", Say(Msg::NoQuickplayClaim { edition: Edition::Fide2023 })),
        ("illegal ruled", Say(Msg::IllegalRuled { by: w, count: 2, edition: Edition::Fide2009 })),
        ("adjourned", Say(Msg::Adjourned)),
        ("resumed", Say(Msg::Resumed)),
        ("game adjourned", Say(Msg::GameAdjourned)),
        ("not adjourned", Say(Msg::NotAdjourned)),
        (
            "game over time",
            Say(Msg::GameOver { outcome: KnownOutcome::Decisive { winner: w }, reason: EndReason::Time }),
        ),
        (
            "game over time no mate",
            Say(Msg::GameOver { outcome: KnownOutcome::Draw, reason: EndReason::TimeNoMate { flag: b } }),
        ),
        ("game over both flags", Say(Msg::GameOver { outcome: KnownOutcome::Draw, reason: EndReason::BothFlags })),
        ("game over agreement", Say(Msg::GameOver { outcome: KnownOutcome::Draw, reason: EndReason::Agreement })),
        ("game over threefold", Say(Msg::GameOver { outcome: KnownOutcome::Draw, reason: EndReason::Threefold })),
        ("game over fifty moves", Say(Msg::GameOver { outcome: KnownOutcome::Draw, reason: EndReason::FiftyMoves })),
        (
            "game over illegal moves",
            Say(Msg::GameOver { outcome: KnownOutcome::Decisive { winner: w }, reason: EndReason::IllegalMoves }),
        ),
        (
            "game over illegal moves no mate",
            Say(Msg::GameOver { outcome: KnownOutcome::Draw, reason: EndReason::IllegalMovesNoMate { by: b } }),
        ),
    ]
}

/// The parts with their voices: "[de] Springer [en] takes [de] Felix drei".
fn tagged(said: &Utterance) -> String {
    let mut out = String::new();
    for part in &said.parts {
        if !out.is_empty() {
            out.push(' ');
        }
        let _ = write!(out, "[{}] {}", part.lang, part.text);
    }
    out
}

fn transcript(locale: &str, name: &str, vocab: Vocabulary) -> String {
    let l10n = Localizer::new(locale, vocab).expect("a known locale");
    let mut out = format!(
        "# taktil announcer, locale {locale}, vocabulary {name} (files {}, ranks {}, pieces {}).\n\
         # Each line: what, then the words with the language of their voice.\n\
         # Rewrite with: BLESS=1 cargo test --test integration l10n\n",
        vocab.files, vocab.ranks, vocab.pieces
    );
    for (what, item) in golden_items() {
        let said = match &item {
            Item::Say(msg) => l10n.render(msg),
            Item::Tell(notice) => l10n.render_notice(notice),
            Item::Long(spoken) => l10n.announce_long(spoken),
        };
        let errors = l10n.take_errors();
        assert!(errors.is_empty(), "{locale} {name} {what}: {errors:?}");
        let _ = writeln!(out, "{what}: {}", tagged(&said));
    }
    out
}

fn golden_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/l10n")
}

/// Every locale and golden vocabulary renders the fixed set as its file says.
#[test]
fn l10n_golden_transcripts() {
    let bless = std::env::var_os("BLESS").is_some_and(|v| v == "1");
    let dir = golden_dir();
    let mut wrong = Vec::new();
    let mut expected_files = BTreeSet::new();
    for locale in LOCALES {
        for (name, vocab) in golden_vocabularies(locale) {
            let file = format!("{locale}-{name}.txt");
            let path = dir.join(&file);
            let got = transcript(locale, name, vocab);
            expected_files.insert(file.clone());
            if bless {
                fs::create_dir_all(&dir).expect("create tests/l10n");
                fs::write(&path, &got).expect("write a golden transcript");
                continue;
            }
            let want = fs::read_to_string(&path).unwrap_or_default();
            if got != want {
                let line = got.lines().zip(want.lines()).position(|(g, w)| g != w).map_or_else(
                    || format!("lengths differ ({} against {} lines)", got.lines().count(), want.lines().count()),
                    |i| {
                        format!(
                            "line {}:\n  got:  {}\n  want: {}",
                            i + 1,
                            got.lines().nth(i).unwrap_or(""),
                            want.lines().nth(i).unwrap_or("")
                        )
                    },
                );
                wrong.push(format!("{file}: {line}"));
            }
        }
    }
    assert!(wrong.is_empty(), "golden transcripts differ (BLESS=1 rewrites them):\n{}", wrong.join("\n"));
    let present: BTreeSet<String> = fs::read_dir(&dir)
        .expect("tests/l10n")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|name| name.ends_with(".txt"))
        .collect();
    let stale: Vec<&String> = present.difference(&expected_files).collect();
    assert!(stale.is_empty(), "transcripts no vocabulary produces: {stale:?}");
}

/// A move as the short announcement sees it: its SAN with the check suffix, and the
/// en-passant flag that SAN leaves out.
type ShortKey = (SanPlus, bool);

/// A move as the long announcement sees it: the departure square (none for castling,
/// which is announced without squares), the SAN without its disambiguation (the long
/// form names the whole departure square instead), the suffix and the en-passant flag.
type LongKey = (Option<Square>, San, Option<Suffix>, bool);

/// The distinct short and long keys of every legal move in every position of the games.
fn legal_move_keys() -> (Vec<ShortKey>, Vec<LongKey>, usize) {
    let mut short = HashSet::new();
    let mut long = HashSet::new();
    let mut positions = 0;
    let mut paths: Vec<PathBuf> = fs::read_dir(games_dir())
        .expect("the game collection")
        .filter_map(|e| Some(e.ok()?.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
        .collect();
    paths.sort();
    for path in paths {
        let text = fs::read_to_string(&path).expect("a PGN file");
        for game in read_games(&text).into_iter().flatten() {
            let mut pos = game.start.position.clone();
            for m in game.moves.iter().copied().map(Some).chain([None]) {
                positions += 1;
                for legal in pos.legal_moves() {
                    let san = SanPlus::from_move(pos.clone(), legal);
                    let ep = legal.is_en_passant();
                    let stripped = match san.san {
                        San::Normal { role, capture, to, promotion, .. } => {
                            San::Normal { role, file: None, rank: None, capture, to, promotion }
                        }
                        other => other,
                    };
                    let from = if legal.is_castle() { None } else { legal.from() };
                    long.insert((from, stripped, san.suffix, ep));
                    short.insert((san, ep));
                }
                if let Some(m) = m {
                    pos.play_unchecked(m);
                }
            }
        }
    }
    (sorted(short), sorted(long), positions)
}

/// The keys in a fixed order, so that collisions are reported the same way each run.
fn sorted<K: std::fmt::Debug>(keys: HashSet<K>) -> Vec<K> {
    let mut keys: Vec<(String, K)> = keys.into_iter().map(|k| (format!("{k:?}"), k)).collect();
    keys.sort_by(|a, b| a.0.cmp(&b.0));
    keys.into_iter().map(|(_, k)| k).collect()
}

/// The words a listener hears: lower case, without punctuation.
fn words(said: &Utterance) -> String {
    let text: String = said
        .text()
        .chars()
        .map(|c| if c.is_alphanumeric() { c.to_lowercase().next().unwrap_or(c) } else { ' ' })
        .collect();
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Whether `render` gives different words for different keys; the collisions found.
fn collisions<K: std::fmt::Debug>(keys: &[K], render: impl Fn(&K) -> Utterance) -> Vec<String> {
    let mut seen: HashMap<String, &K> = HashMap::with_capacity(keys.len());
    let mut found = Vec::new();
    for key in keys {
        let said = words(&render(key));
        if let Some(other) = seen.insert(said.clone(), key) {
            found.push(format!("{other:?} and {key:?}: \"{said}\""));
        }
    }
    found
}

/// No two legal moves of one position sound the same, in any locale and vocabulary,
/// short or long.
///
/// Instead of comparing the moves of each position, the test renders each distinct
/// move key of all positions once and checks that rendering is injective over the
/// keys. That implies uniqueness in every position: distinct legal moves of one
/// position have distinct SANs (SAN disambiguates exactly for this), so distinct short
/// keys; and they differ in departure square, destination or promotion piece (or are
/// castlings to different sides), so distinct long keys. An injective rendering gives
/// them distinct words.
#[test]
fn l10n_no_two_legal_moves_sound_the_same() {
    let started = Instant::now();
    let (short, long, positions) = legal_move_keys();
    assert!(positions > 70_000, "only {positions} positions read");
    let collected = started.elapsed();
    let mut jobs = Vec::new();
    for locale in LOCALES {
        for files in FileNames::ALL {
            for ranks in Words::ALL {
                for pieces in Words::ALL {
                    jobs.push((locale, Vocabulary { files, ranks, pieces }));
                }
            }
        }
    }
    let threads = thread::available_parallelism().map_or(1, |n| n.get()).min(jobs.len());
    let chunks: Vec<&[(&str, Vocabulary)]> = jobs.chunks(jobs.len().div_ceil(threads)).collect();
    let found: Vec<String> = thread::scope(|scope| {
        let handles: Vec<_> = chunks
            .iter()
            .map(|chunk| {
                let (short, long) = (&short, &long);
                scope.spawn(move || {
                    let mut found = Vec::new();
                    for &(locale, vocab) in *chunk {
                        let l10n = Localizer::new(locale, vocab).expect("a known locale");
                        let what = format!("{locale} {}/{}/{}", vocab.files, vocab.ranks, vocab.pieces);
                        let by = Color::White;
                        let square = Square::A1;
                        let short_found = collisions(short, |(san, en_passant)| {
                            let spoken = Spoken { by, san: *san, en_passant: *en_passant, from: square };
                            l10n.render(&Msg::Move(spoken))
                        });
                        found.extend(short_found.into_iter().map(|c| format!("{what} short: {c}")));
                        let long_found = collisions(long, |(from, san, suffix, en_passant)| {
                            let san = SanPlus { san: *san, suffix: *suffix };
                            let spoken = Spoken { by, san, en_passant: *en_passant, from: from.unwrap_or(square) };
                            l10n.announce_long(&spoken)
                        });
                        found.extend(long_found.into_iter().map(|c| format!("{what} long: {c}")));
                        let errors = l10n.take_errors();
                        assert!(errors.is_empty(), "{what}: {errors:?}");
                    }
                    found
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().expect("a rendering thread")).collect()
    });
    eprintln!(
        "{positions} positions, {} short and {} long move keys, collected in {collected:?}; \
         {} vocabularies rendered on {threads} threads in {:?}",
        short.len(),
        long.len(),
        jobs.len(),
        started.elapsed() - collected
    );
    assert!(found.is_empty(), "{} collisions, first ones:\n{}", found.len(), found[..found.len().min(20)].join("\n"));
}

/// The injectivity check finds a collision when the words drop a distinction: here the
/// en-passant flag.
#[test]
fn l10n_collision_check_finds_dropped_words() {
    let l10n = Localizer::new("en", Vocabulary::fide()).expect("English");
    let exd6 = SanPlus::from_ascii(b"exd6").expect("valid SAN");
    let keys: Vec<ShortKey> = vec![(exd6, false), (exd6, true)];
    let render = |(san, _): &ShortKey| {
        l10n.render(&Msg::Move(Spoken { by: Color::White, san: *san, en_passant: false, from: Square::E5 }))
    };
    assert_eq!(collisions(&keys, render).len(), 1);
    let honest = |(san, ep): &ShortKey| {
        l10n.render(&Msg::Move(Spoken { by: Color::White, san: *san, en_passant: *ep, from: Square::E5 }))
    };
    assert!(collisions(&keys, honest).is_empty());
}
