//! Locale tests: the files parse and agree, every message of the core and every notice
//! of the shell renders in every locale and vocabulary without a Fluent error, and the
//! announcements say what E2.1 asks.

use std::{collections::BTreeSet, time::Duration};

use fluent_bundle::FluentResource;
use shakmaty::{
    Board, CastlingSide, Color, File, KnownOutcome, Piece, Rank, Role, Square,
    san::{San, SanPlus},
};

use super::{
    Arg, FILES_FTL, FileNames, L10nError, LOCALE_FTL, LOCALES, Localizer, MARKER, MARKERS, Preset, Utterance,
    Vocabulary, Words, marker, preset,
};
use crate::core::{
    clock::ClockSnapshot,
    duty::Duty,
    input::{ClockReason, Key, TakeBackArticle},
    msg::{
        ClocksAfter, DrawClaim, EndReason, Illegal, Late, LineFault, Msg, Obligation, PieceGroup, PressNote,
        QuickplayBar, SealFault, ServerReason, TimeLeft,
    },
    penalty::Penalty,
    ruling::{Divergence, Fault, Noted, Pending, Player, RulingPart, Step, Written},
    settings::Edition,
    spoken::Spoken,
};

/// The edition of the examples: 2009, whose article numbers the expected sentences
/// name (the 2023 numbers: `cites_the_edition_s_articles`).
const E: Edition = Edition::Fide2009;
use crate::{
    notice::practice::{Evaluation, PracticeCmd},
    notice::{KeyName, Notice},
};

fn spoken(san: &str, from: Square) -> Spoken {
    let san = SanPlus::from_ascii(san.as_bytes()).unwrap();
    Spoken { by: Color::White, san, en_passant: false, from }
}

fn ep(san: &str, from: Square) -> Spoken {
    Spoken { en_passant: true, ..spoken(san, from) }
}

fn black(mut s: Spoken) -> Spoken {
    s.by = Color::Black;
    s
}

fn piece(color: Color, role: Role) -> Piece {
    Piece { color, role }
}

/// The position of `board` as piece groups, black pawns first (the renderer sorts).
fn groups(board: &Board) -> Vec<PieceGroup> {
    let mut groups = Vec::new();
    for color in [Color::Black, Color::White] {
        for role in Role::ALL {
            let p = piece(color, role);
            let squares: Vec<Square> = board.by_piece(p).into_iter().collect();
            if !squares.is_empty() {
                groups.push(PieceGroup { piece: p, squares });
            }
        }
    }
    groups
}

/// The moves of the examples, each with its departure square.
fn moves() -> Vec<Spoken> {
    vec![
        spoken("Nf3", Square::G1),
        spoken("e4", Square::E2),
        spoken("exd5", Square::E4),
        spoken("Nbd2", Square::B1),
        spoken("R1a3", Square::A1),
        spoken("Qh4xe1", Square::H4),
        spoken("Nxe5", Square::F3),
        spoken("e8=Q+", Square::E7),
        spoken("exf8=N#", Square::E7),
        black(spoken("b1=R", Square::B2)),
        spoken("Bxf7#", Square::C4),
        spoken("O-O", Square::E1),
        black(spoken("O-O-O+", Square::E8)),
        ep("exd6", Square::E5),
        black(ep("bxa3+", Square::B4)),
        spoken("N@f3", Square::F3),
        spoken("--", Square::E1),
    ]
}

/// Every message kind, with every obligation, illegal reason, end, draw claim, penalty
/// and key, and several SAN shapes. Keep in step with [`tag`] and [`expected_tags`].
pub(super) fn examples() -> Vec<Msg> {
    let w = Color::White;
    let b = Color::Black;
    let mut out = Vec::new();
    out.extend(moves().into_iter().map(Msg::Move));
    out.push(Msg::LastMove(spoken("Nf3", Square::G1)));
    out.push(Msg::LastMove(ep("exd6", Square::E5)));
    out.push(Msg::LastMove(spoken("O-O", Square::E1)));
    out.push(Msg::NoMoveYet);
    out.push(Msg::AskPromotion(Square::E8));
    out.extend(
        [
            Obligation::Move(piece(w, Role::Knight), Square::G1),
            Obligation::Move(piece(w, Role::Queen), Square::D1),
            Obligation::Capture(piece(b, Role::Pawn), Square::D5),
            Obligation::CaptureWith {
                piece: piece(w, Role::Knight),
                from: Square::F3,
                target: piece(b, Role::Pawn),
                at: Square::E5,
            },
            Obligation::CaptureWith {
                piece: piece(w, Role::Queen),
                from: Square::D1,
                target: piece(b, Role::Queen),
                at: Square::D8,
            },
            Obligation::Castle(CastlingSide::KingSide),
            Obligation::Castle(CastlingSide::QueenSide),
            Obligation::KingMove(Square::E1),
        ]
        .map(Msg::TouchMove),
    );
    out.extend(
        [
            Illegal::Unreachable(piece(w, Role::Bishop), Square::E5),
            Illegal::Unreachable(piece(b, Role::Queen), Square::A5),
            Illegal::KingInCheck,
            Illegal::SecondPiece,
            Illegal::NoSuchMove,
        ]
        .map(Msg::Illegal),
    );
    out.push(Msg::PutBack(piece(b, Role::Pawn), Square::D7));
    out.push(Msg::PutBack(piece(w, Role::Queen), Square::D1));
    out.push(Msg::MoveBack { piece: piece(w, Role::Bishop), from: Square::B5, to: Square::F1 });
    out.push(Msg::Remove(Square::E4));
    for piece in [
        Piece { color: w, role: Role::Knight },
        Piece { color: b, role: Role::Queen },
        Piece { color: w, role: Role::Rook },
    ] {
        out.push(Msg::Shift { piece, from: Square::E7, to: Square::E5 });
        out.push(Msg::Place { piece, square: Square::F3 });
        out.push(Msg::Take { piece: Some(piece), square: Square::E4 });
    }
    out.push(Msg::Take { piece: None, square: Square::E4 });
    out.extend([w, b].map(|by| Msg::BoardDiffers { by }));
    out.extend([w, b].map(|by| Msg::BoardMatches { by }));
    out.extend(
        [(1, 1, Color::White), (2, 1, Color::Black), (41, 21, Color::White)]
            .map(|(ply, number, by)| Msg::SheetDiffers { ply, number, by }),
    );
    out.push(Msg::SheetLetters {
        ply: 5,
        number: 3,
        by: Color::White,
        word: "Nc6".into(),
        earlier: Some("Sf3".into()),
    });
    out.push(Msg::SheetLetters { ply: 8, number: 4, by: Color::Black, word: "Rf6".into(), earlier: None });
    out.push(Msg::NoMove);
    out.push(Msg::Adjust);
    out.push(Msg::GameOver { outcome: KnownOutcome::Decisive { winner: w }, reason: EndReason::Checkmate });
    out.push(Msg::GameOver { outcome: KnownOutcome::Decisive { winner: b }, reason: EndReason::Checkmate });
    out.push(Msg::GameOver { outcome: KnownOutcome::Draw, reason: EndReason::Stalemate });
    out.push(Msg::GameOver { outcome: KnownOutcome::Draw, reason: EndReason::DeadPosition });
    out.push(Msg::DrawClaimable(DrawClaim::Threefold));
    out.push(Msg::DrawClaimable(DrawClaim::FiftyMoves));
    out.push(Msg::MoveCount { moves: 22, to_move: w });
    out.push(Msg::MoveCount { moves: 0, to_move: b });
    out.push(Msg::Position(groups(&Board::default())));
    out.push(Msg::Position(vec![
        PieceGroup { piece: piece(b, Role::Pawn), squares: vec![Square::H7] },
        PieceGroup { piece: piece(b, Role::King), squares: vec![Square::G8] },
        PieceGroup { piece: piece(w, Role::Rook), squares: vec![Square::A1, Square::F1] },
        PieceGroup { piece: piece(w, Role::King), squares: vec![Square::G1] },
    ]));
    out.push(Msg::Position(Vec::new()));
    out.push(Msg::GameIsOver);
    out.push(Msg::NoClock);
    out.push(Msg::Resync);
    out.push(Msg::BoardLost);
    out.push(Msg::BoardSilent);
    out.push(Msg::BoardBack);
    out.push(Msg::OpponentBoardSilent);
    out.push(Msg::OpponentBoardBack);
    out.extend(
        [LineFault::Unreadable, LineFault::TooLong, LineFault::NotUnderstood]
            .map(|fault| Msg::BoardLineIgnored { line: 12, fault }),
    );
    out.push(Msg::IllegalCounted { by: w, count: 0, penalty: None });
    out.push(Msg::IllegalCounted { by: w, count: 1, penalty: Some(Penalty::OpponentTime { minutes: 2 }) });
    out.push(Msg::IllegalCounted { by: b, count: 1, penalty: Some(Penalty::OpponentTime { minutes: 1 }) });
    out.push(Msg::IllegalCounted { by: b, count: 3, penalty: Some(Penalty::Loss { draw_if_no_mate: true }) });
    out.push(Msg::IllegalCounted { by: w, count: 3, penalty: Some(Penalty::Loss { draw_if_no_mate: false }) });
    out.push(Msg::IllegalNotCompleted { by: w, count: 1 });
    out.push(Msg::PressAsIllegal { by: b });
    out.push(Msg::PromotionWithoutPiece { by: w, square: Square::E8 });
    out.push(Msg::TouchMoveRecorded { by: w });
    out.push(Msg::TouchMoveRecorded { by: b });
    out.push(Msg::AssistMoveRejected);
    out.extend(Key::ALL.map(Msg::KeyIgnored));
    out.push(Msg::LastMoves(vec![
        spoken("e4", Square::E2),
        black(spoken("e5", Square::E7)),
        spoken("Nf3", Square::G1),
    ]));
    out.push(Msg::LastMoves(vec![black(spoken("O-O-O+", Square::E8))]));
    out.push(Msg::LastMoves(vec![spoken("Nbd2", Square::B1), black(ep("bxa3+", Square::B4))]));
    out.push(Msg::LastMoves(Vec::new()));
    out.push(Msg::FileReading {
        file: File::E,
        pieces: vec![(Square::E1, piece(w, Role::King)), (Square::E7, piece(b, Role::Pawn))],
    });
    out.push(Msg::FileReading {
        file: File::A,
        pieces: vec![(Square::A1, piece(w, Role::Rook)), (Square::A8, piece(b, Role::Queen))],
    });
    out.push(Msg::FileReading { file: File::C, pieces: Vec::new() });
    out.push(Msg::RankReading {
        rank: Rank::First,
        pieces: vec![
            (Square::A1, piece(w, Role::Rook)),
            (Square::C1, piece(w, Role::Bishop)),
            (Square::D1, piece(w, Role::Queen)),
            (Square::E1, piece(b, Role::Knight)),
            (Square::H1, piece(w, Role::King)),
        ],
    });
    out.push(Msg::RankReading { rank: Rank::Fourth, pieces: Vec::new() });
    out.extend(clock_examples());
    out.extend(ruling_examples().into_iter().map(|part| Msg::Ruling(part, E)));
    out.extend(device_examples());
    out.extend(edition_examples());
    out.extend(external_clock_examples());
    out.extend(result_examples());
    out.extend(carry_out_examples());
    out.extend(no_sensors_examples());
    out
}

/// The messages of a tactile board without sensors (issue 16).
fn no_sensors_examples() -> Vec<Msg> {
    vec![
        Msg::OwnMove(spoken("Nf3", Square::G1)),
        Msg::OwnMove(black(spoken("O-O-O+", Square::E8))),
        Msg::NoSensorsIgnored,
        Msg::TactileBoardHasSensors,
    ]
}

/// The messages of issue 14's results: resignation, the arbiter's result, sealed
/// moves judged, and decisions that came too late.
fn result_examples() -> Vec<Msg> {
    let (w, b) = (Color::White, Color::Black);
    let win = |winner| KnownOutcome::Decisive { winner };
    let article = |text| crate::core::input::Article::parse(text).expect("an article");
    let mut out = vec![
        Msg::ResignAsk,
        Msg::ResignCancelled,
        Msg::SealedMoveFaulty { written: "Nf5".into(), fault: SealFault::Illegal },
        Msg::SealedMoveConcludes { late: Color::White, edition: E },
        Msg::SealedMoveFaulty { written: "Nd2".into(), fault: SealFault::Ambiguous },
        Msg::SealedMoveFaulty { written: "knight".into(), fault: SealFault::Unclear },
    ];
    out.extend([Late::Resignation, Late::Result, Late::Agreement].map(Msg::EndedBefore));
    out.extend(
        [
            (win(b), EndReason::Resignation),
            (win(w), EndReason::Resignation),
            (win(w), EndReason::Forfeit),
            (win(b), EndReason::Decision(article("7.4b"))),
            (KnownOutcome::Draw, EndReason::Decision(article("9.6"))),
            (win(b), EndReason::SealedMove(SealFault::Illegal)),
            (KnownOutcome::Draw, EndReason::SealedMoveNoMate { by: w, fault: SealFault::Ambiguous }),
            (KnownOutcome::Draw, EndReason::SealedMoveNoMate { by: b, fault: SealFault::Unclear }),
            (KnownOutcome::Draw, EndReason::ResignationNoMate { by: w }),
            (KnownOutcome::Draw, EndReason::ResignationNoMate { by: b }),
            (KnownOutcome::Draw, EndReason::Server(ServerReason::Draw)),
            (win(w), EndReason::Server(ServerReason::Left)),
            (win(b), EndReason::Server(ServerReason::FairPlay)),
            (win(b), EndReason::Server(ServerReason::Other)),
        ]
        .map(|(outcome, reason)| Msg::GameOver { outcome, reason }),
    );
    out
}

/// The rulings carried out (`arbiter apply`, `arbiter takeback`).
fn carry_out_examples() -> Vec<Msg> {
    let (w, b) = (Color::White, Color::Black);
    let nc6 = noted(4, 2, b, Written::Move(black(spoken("Nc6", Square::B8))));
    let times = ClockSnapshot {
        white: Duration::from_millis(5_428_000),
        black: Duration::from_millis(5_427_000),
        move_number: 2,
        to_move: Some(w),
        running: false,
    };
    let mut out = vec![
        Msg::TakenBack { article: TakeBackArticle::Sheets, last: Some(nc6), edition: E },
        Msg::TakenBack { article: TakeBackArticle::Displaced, last: None, edition: E },
        Msg::PlayOn { by: w, number: 3 },
        Msg::PlayOn { by: b, number: 12 },
        Msg::ClocksSetBack(Some(times), ClocksAfter::Stopped, E),
        Msg::ClocksSetBack(Some(times), ClocksAfter::Running, E),
        Msg::ClocksSetBack(Some(times), ClocksAfter::ByHand, E),
        Msg::ClocksSetBack(None, ClocksAfter::Stopped, E),
        Msg::ClocksSetBack(None, ClocksAfter::ByHand, E),
        Msg::TimeGivenKept { color: Color::Black, delta_ms: 120_000, reason: ClockReason::IllegalMove, edition: E },
        Msg::NoRuling,
        Msg::RulingForArbiter,
        Msg::RulingStale,
        Msg::NoSuchMove { number: 9, side: w },
        Msg::NoSuchMove { number: 9, side: b },
    ];
    out.extend(Player::ALL.map(|player| Msg::BoardCorrected { player, edition: E }));
    out
}

/// The messages about a device's link.
fn device_examples() -> Vec<Msg> {
    vec![
        Msg::PegBoardLost,
        Msg::PegBoardBack,
        Msg::KeypadLost,
        Msg::KeypadBack,
        Msg::CastlingAfterRook { by: Color::White, edition: E },
        Msg::CastlingAfterRook { by: Color::Black, edition: E },
    ]
}

/// The messages of issue 15's editions part: a claim is also a draw offer.
fn edition_examples() -> Vec<Msg> {
    vec![
        Msg::ClaimOffersDraw,
        Msg::ClaimOfferToAccept { by: Color::White },
        Msg::ClaimOfferToAccept { by: Color::Black },
        Msg::PromotionFinal {
            by: Color::White,
            square: Square::E8,
            first: Role::Knight,
            shown: Role::Queen,
            edition: E,
        },
        Msg::PromotionFinal {
            by: Color::Black,
            square: Square::A1,
            first: Role::Rook,
            shown: Role::Bishop,
            edition: E,
        },
    ]
}

/// The messages about an electronic clock (issue 16).
fn external_clock_examples() -> Vec<Msg> {
    let minutes = |m: u64| Duration::from_secs(m * 60);
    vec![
        Msg::ExternalClockLost,
        Msg::ExternalClockBack,
        Msg::ExternalPressWithoutMove { by: Color::White, blind: true, edition: E },
        Msg::ExternalPressWithoutMove { by: Color::Black, blind: false, edition: E },
        Msg::ExternalMoveWithoutPress { by: Color::Black },
        Msg::ExternalClockSet { white: minutes(85), black: Duration::from_secs(299), edition: E },
        Msg::ExternalClockKeeps,
        Msg::ExternalArbiterCalled,
        Msg::OnlyInPractice,
        Msg::TakenBack { article: TakeBackArticle::Practice, last: None, edition: E },
    ]
}

/// Every notice of the shell, with every key. Keep in step with [`notice_tag`] and
/// [`expected_notice_tags`].
pub(super) fn notice_examples() -> Vec<Notice> {
    let mut out = vec![
        Notice::SpeechLost,
        Notice::VoiceMissing { lang: "is".into() },
        Notice::SpeechThrough { backend: "NVDA".into() },
        Notice::SpeechSettingIgnored { backend: "NVDA".into(), setting: "rate" },
        Notice::SpeechSettingIgnored { backend: "NVDA".into(), setting: "volume" },
        Notice::SpeechSettingIgnored { backend: "NVDA".into(), setting: "voice" },
        Notice::CalibrateEmpty,
        Notice::CalibratePut(Square::A1),
        Notice::CalibrateDone(Square::A1),
        Notice::CalibrateTaken(Square::A1),
        Notice::CalibrateSilent(Square::B1),
        Notice::CalibratePegSeated,
        Notice::CalibrationFinished { missing: 0 },
        Notice::CalibrationFinished { missing: 1 },
        Notice::CalibrationFinished { missing: 21 },
        Notice::CalibrationAborted,
        Notice::PegBoardLost,
        Notice::PegBoardBack,
        Notice::NoHidDevice,
        Notice::KeyHelp { button: 80, key: None },
        Notice::JournalFailed,
        Notice::JournalLineIgnored { line: 7 },
        Notice::JournalLinesDropped { line: 41, count: 1 },
        Notice::JournalLinesDropped { line: 41, count: 12 },
        Notice::JournalRepaired { line: 10 },
        Notice::JournalDisagrees { line: 41 },
        Notice::JournalUnchecked,
        Notice::JournalNoGame,
        Notice::GameRestored { moves: 0 },
        Notice::GameRestored { moves: 23 },
        Notice::Ready { blind: Color::White, sensors: true },
        Notice::Ready { blind: Color::Black, sensors: true },
        Notice::Ready { blind: Color::White, sensors: false },
        Notice::Ready { blind: Color::Black, sensors: false },
    ];
    out.extend(Key::ALL.into_iter().zip(65..).map(|(key, button)| Notice::KeyHelp { button, key: Some(key) }));
    out.extend(crate::io::keystrokes::help());
    out.extend(crate::notice::hearing::Hearing::ALL.map(Notice::Hearing));
    out.extend(PracticeCmd::ALL.into_iter().zip(81..).map(|(cmd, button)| Notice::PracticeButtonHelp { button, cmd }));
    // Issue 29, point 12: every key name a keypad's key lines can say.
    out.push(Notice::KeystrokeHelp { keys: KeyName::NAMED.to_vec(), key: None });
    out.extend([Notice::KeystrokeRead, Notice::KeystrokeUnbound, Notice::NoEvdevKeyboard]);
    out.extend([Notice::BrailleDisplayLost, Notice::BrailleDisplayBack]);
    out.extend([
        Notice::EngineStopped,
        Notice::EngineBack,
        Notice::Hint(spoken("Nf3", Square::G1)),
        Notice::NoHint,
        Notice::Evaluation(Evaluation::Equal),
        Notice::Evaluation(Evaluation::Better { side: Color::White, pawns: 0 }),
        Notice::Evaluation(Evaluation::Better { side: Color::White, pawns: 1 }),
        Notice::Evaluation(Evaluation::Better { side: Color::Black, pawns: 3 }),
        Notice::Evaluation(Evaluation::Mates { side: Color::Black, moves: 1 }),
        Notice::Evaluation(Evaluation::Mates { side: Color::White, moves: 3 }),
        Notice::PracticeOnly,
    ]);
    out.extend(crate::notice::review::examples().into_iter().map(Notice::Review));
    out.extend(crate::notice::remote::examples().into_iter().map(Notice::Remote));
    out.push(Notice::FreeTouch);
    out.extend(crate::notice::device::examples().into_iter().map(Notice::Device));
    out.extend(crate::notice::online::examples().into_iter().map(Notice::Online));
    out
}

/// A scoresheet move for the ruling examples.
fn noted(ply: u32, number: u32, by: Color, written: Written) -> Noted {
    Noted { ply, number, by, written }
}

/// Every sentence of a reconciliation ruling (E2.7, E2.8), with every kind of written
/// entry, divergence, step and fault.
fn ruling_examples() -> Vec<RulingPart> {
    let w = Color::White;
    let b = Color::Black;
    let nf3 = noted(3, 2, w, Written::Move(spoken("Nf3", Square::G1)));
    let nc6 = noted(4, 2, b, Written::Move(black(spoken("Nc6", Square::B8))));
    let ke3 = noted(5, 3, w, Written::Unplayed(SanPlus::from_ascii(b"Ke3").unwrap()));
    let junk = noted(6, 3, b, Written::Unreadable("Xx9".into()));
    let mut out = vec![
        RulingPart::Agreed,
        RulingPart::TakeBack,
        RulingPart::BothBoards,
        RulingPart::AssistantRecord,
        RulingPart::Position { last: Some(nf3.clone()) },
        RulingPart::Position { last: None },
        RulingPart::BoardsShow { last: Some(nc6.clone()) },
        RulingPart::BoardsShow { last: None },
        RulingPart::Diverged(Divergence::OtherMove { written: nf3.clone(), executed: spoken("Nc3", Square::B1) }),
        RulingPart::Diverged(Divergence::Skipped { written: nc6.clone() }),
        RulingPart::Diverged(Divergence::Behind { next: nf3.clone() }),
        RulingPart::Diverged(Divergence::Ahead { executed: nc6.clone() }),
        RulingPart::DivergenceUnknown,
        RulingPart::Step(Step::Move { piece: Some(piece(w, Role::Knight)), from: Square::C3, to: Square::F3 }),
        RulingPart::Step(Step::Move { piece: Some(piece(b, Role::Queen)), from: Square::D8, to: Square::H4 }),
        RulingPart::Step(Step::Move { piece: None, from: Square::E7, to: Square::E5 }),
        RulingPart::Step(Step::Remove { piece: Some(piece(b, Role::Pawn)), square: Square::E4 }),
        RulingPart::Step(Step::Remove { piece: None, square: Square::E4 }),
        RulingPart::Step(Step::Put { piece: piece(w, Role::Knight), square: Square::F3 }),
        RulingPart::Step(Step::Put { piece: piece(b, Role::Queen), square: Square::D8 }),
        RulingPart::Step(Step::Put { piece: piece(w, Role::Rook), square: Square::A1 }),
        RulingPart::Step(Step::Put { piece: piece(b, Role::Pawn), square: Square::A7 }),
        RulingPart::SheetMoves {
            player: Player::Blind,
            moves: vec![nf3.clone(), nc6.clone(), ke3.clone(), junk.clone()],
        },
        RulingPart::SheetMoves { player: Player::Sighted, moves: vec![nc6.clone()] },
        RulingPart::SheetMoves { player: Player::Sighted, moves: Vec::new() },
        RulingPart::Clock(Some(ClockSnapshot {
            white: min_sec(80, 12),
            black: min_sec(75, 0),
            move_number: 3,
            to_move: Some(w),
            running: false,
        })),
        RulingPart::Clock(None),
    ];
    for player in Player::ALL {
        out.extend([
            RulingPart::Correct(player),
            RulingPart::Unrecorded(player),
            RulingPart::NoPosition(player),
            RulingPart::Pending(Pending { player, missing: nc6.clone() }),
            RulingPart::Unchecked(player),
            RulingPart::SetBoard { player, ready: true },
            RulingPart::SetBoard { player, ready: false },
            RulingPart::Board(player),
        ]);
    }
    for (fault, entry) in [(Fault::Illegal, ke3), (Fault::Ambiguous, nf3), (Fault::Unreadable, junk)] {
        for player in Player::ALL {
            out.push(RulingPart::IllegalEntry { player, fault, entry: entry.clone() });
        }
    }
    out
}

/// What a ruling example covers.
fn ruling_tag(part: &RulingPart) -> String {
    let some = |b: bool| if b { "Some" } else { "None" };
    match part {
        RulingPart::Agreed => "Agreed".into(),
        RulingPart::Correct(p) => format!("Correct/{}", p.as_str()),
        RulingPart::TakeBack => "TakeBack".into(),
        RulingPart::BothBoards => "BothBoards".into(),
        RulingPart::Unrecorded(p) => format!("Unrecorded/{}", p.as_str()),
        RulingPart::NoPosition(p) => format!("NoPosition/{}", p.as_str()),
        RulingPart::AssistantRecord => "AssistantRecord".into(),
        RulingPart::IllegalEntry { fault, .. } => format!("IllegalEntry/{}", fault.as_str()),
        RulingPart::Position { last } => format!("Position/{}", some(last.is_some())),
        RulingPart::BoardsShow { last } => format!("BoardsShow/{}", some(last.is_some())),
        RulingPart::Pending(p) => format!("Pending/{}", p.player.as_str()),
        RulingPart::Unchecked(p) => format!("Unchecked/{}", p.as_str()),
        RulingPart::Diverged(d) => match d {
            Divergence::OtherMove { .. } => "Diverged/OtherMove",
            Divergence::Skipped { .. } => "Diverged/Skipped",
            Divergence::Behind { .. } => "Diverged/Behind",
            Divergence::Ahead { .. } => "Diverged/Ahead",
        }
        .into(),
        RulingPart::DivergenceUnknown => "DivergenceUnknown".into(),
        RulingPart::Step(Step::Move { piece, .. }) => format!("Step/Move/{}", some(piece.is_some())),
        RulingPart::Step(Step::Remove { piece, .. }) => format!("Step/Remove/{}", some(piece.is_some())),
        RulingPart::Step(Step::Put { .. }) => "Step/Put".into(),
        RulingPart::SheetMoves { moves, .. } => format!("SheetMoves/{}", some(!moves.is_empty())),
        RulingPart::Clock(c) => format!("Clock/{}", some(c.is_some())),
        RulingPart::SetBoard { ready, .. } => format!("SetBoard/{}", if *ready { "ready" } else { "steps" }),
        RulingPart::Board(p) => format!("Board/{}", p.as_str()),
    }
}

/// Minutes and seconds as a [`Duration`].
fn min_sec(minutes: u64, seconds: u64) -> Duration {
    Duration::from_secs(minutes * 60 + seconds)
}

/// The clock, draw, claim and adjournment messages, with every end reason, duty, clock
/// reason, press note and both kinds of clock reading.
fn clock_examples() -> Vec<Msg> {
    let w = Color::White;
    let b = Color::Black;
    let mut out = vec![
        Msg::Clocks { white: TimeLeft::Left(min_sec(89, 5)), black: TimeLeft::Left(min_sec(58, 12)) },
        Msg::Clocks { white: TimeLeft::Flag, black: TimeLeft::Left(min_sec(0, 1)) },
        Msg::Clocks { white: TimeLeft::Left(Duration::ZERO), black: TimeLeft::Flag },
        Msg::LowTime { left: min_sec(4, 59) },
        Msg::LowTime { left: min_sec(1, 0) },
        Msg::FlagFell { color: w, moves: 38, needed: Some(40) },
        Msg::FlagFell { color: b, moves: 1, needed: None },
        Msg::FlagFell { color: b, moves: 52, needed: None },
        Msg::BothFlagsPlayOn,
        Msg::BothFlagsNoGuidelines { first: Color::White },
        Msg::QuickplayClaimed { by: w, edition: E },
        Msg::QuickplayPostponed { edition: E },
        Msg::QuickplayRejected { by: b, edition: E },
        Msg::FlagAwaitsArbiter { color: w, edition: E },
        Msg::NoQuickplayClaim { edition: E },
        Msg::ArbiterCalled,
        Msg::ClockRestarted,
        Msg::ClockAdjusted { color: w, delta_ms: 120_000, reason: ClockReason::IllegalMove, edition: E },
        Msg::ClockAdjusted { color: b, delta_ms: -90_500, reason: ClockReason::IncorrectClaim, edition: E },
        Msg::TimeNotKept { color: b, delta_ms: 120_000, reason: ClockReason::IllegalMove, edition: E },
        Msg::TimeNotKept { color: w, delta_ms: -60_000, reason: ClockReason::IncorrectClaim, edition: E },
        Msg::ClockSet {
            color: w,
            left: min_sec(70, 0),
            moves: Some(40),
            reason: ClockReason::Reconstruction,
            edition: E,
        },
        Msg::ClockSet { color: b, left: min_sec(0, 21), moves: Some(1), reason: ClockReason::Judgement, edition: E },
        Msg::ClockSet { color: b, left: min_sec(121, 0), moves: None, reason: ClockReason::Quickplay, edition: E },
        Msg::DrawOffered { by: w },
        Msg::DrawOfferStands { by: b },
        Msg::DrawOfferTiming { by: w, edition: E },
        Msg::DrawDeclined { by: b },
        Msg::DrawOfferLapsed { by: b },
        Msg::NoDrawOffer,
        Msg::ClaimDeclareMove,
        Msg::ClaimIncorrect { by: w },
        Msg::ClaimLapsed,
        Msg::ClaimNotOnMove,
        Msg::NoFlag,
        Msg::TouchReported { by: b, piece: Some(piece(b, Role::Knight)), square: Square::G8 },
        Msg::TouchReported { by: w, piece: Some(piece(w, Role::Queen)), square: Square::D1 },
        Msg::TouchReported { by: b, piece: None, square: Square::G8 },
        Msg::TouchReportTooLate { edition: E },
        Msg::TouchVoided { by: w, blind: true, piece: piece(w, Role::King), square: Square::H1 },
        Msg::TouchVoided { by: b, blind: false, piece: piece(b, Role::Queen), square: Square::D8 },
        Msg::NoTouchToVoid { square: None },
        Msg::NoTouchToVoid { square: Some(Square::G1) },
        Msg::TouchUpheld { by: b, obligation: Obligation::Move(piece(b, Role::Knight), Square::G8) },
        Msg::TouchUpheld { by: w, obligation: Obligation::Capture(piece(b, Role::Queen), Square::D5) },
        Msg::TouchUpheld {
            by: b,
            obligation: Obligation::CaptureWith {
                piece: piece(b, Role::Bishop),
                from: Square::C5,
                target: piece(w, Role::Pawn),
                at: Square::F2,
            },
        },
        Msg::TouchUpheld { by: w, obligation: Obligation::Castle(CastlingSide::KingSide) },
        Msg::TouchUpheld { by: b, obligation: Obligation::KingMove(Square::E8) },
        Msg::TouchUpheldLapsed { by: b, piece: piece(b, Role::Rook), square: Square::A8, edition: E },
        Msg::NoTouchToUphold { by: b, square: None },
        Msg::NoTouchToUphold { by: w, square: Some(Square::G1) },
        Msg::TouchUpholdTooLate { by: b, edition: E },
        Msg::TouchKept { by: b, piece: Piece { color: b, role: Role::Knight }, square: Square::G8, edition: E },
        Msg::TouchFromPegs { by: w, edition: E },
        Msg::TouchNotOnMove { by: w, edition: E },
        Msg::IllegalRuled { by: w, count: 1, edition: E },
        Msg::IllegalRuled { by: b, count: 2, edition: E },
        Msg::IllegalRuled { by: w, count: 3, edition: E },
        Msg::IllegalRuled { by: b, count: 11, edition: E },
        Msg::Adjourned,
        Msg::Resumed,
        Msg::GameAdjourned,
        Msg::NotAdjourned,
    ];
    out.extend(Duty::ALL.map(Msg::DutyOff));
    out.extend(
        [PressNote::BeforeMove, PressNote::NotRunning, PressNote::Stopped].map(|note| Msg::Press { by: b, note }),
    );
    out.extend(ClockReason::ALL.map(|reason| Msg::ClockAdjusted { color: b, delta_ms: 60_000, reason, edition: E }));
    out.extend(QuickplayBar::ALL.map(|bar| Msg::QuickplayRefused { by: w, bar, edition: E }));
    let win = |winner| KnownOutcome::Decisive { winner };
    out.extend(
        [
            (win(w), EndReason::Time),
            (win(b), EndReason::Time),
            (KnownOutcome::Draw, EndReason::TimeNoMate { flag: b }),
            (KnownOutcome::Draw, EndReason::TimeNoMate { flag: w }),
            (KnownOutcome::Draw, EndReason::BothFlags),
            (KnownOutcome::Draw, EndReason::Agreement),
            (KnownOutcome::Draw, EndReason::Threefold),
            (KnownOutcome::Draw, EndReason::FiftyMoves),
            (KnownOutcome::Draw, EndReason::FivefoldRepetition),
            (KnownOutcome::Draw, EndReason::SeventyFiveMoves),
            (win(w), EndReason::IllegalMoves),
            (KnownOutcome::Draw, EndReason::IllegalMovesNoMate { by: b }),
            (KnownOutcome::Draw, EndReason::IllegalMovesNoMate { by: w }),
            (win(w), EndReason::SecondIllegalMove),
            (KnownOutcome::Draw, EndReason::SecondIllegalMoveNoMate { by: b }),
        ]
        .map(|(outcome, reason)| Msg::GameOver { outcome, reason }),
    );
    out
}

/// What an example covers. Exhaustive: a new variant must get a tag here, a line in
/// [`expected_tags`] and an example.
fn tag(msg: &Msg) -> String {
    fn san(s: &Spoken) -> &'static str {
        match s.san.san {
            San::Normal { .. } => "Normal",
            San::Castle(_) => "Castle",
            San::Put { .. } => "Put",
            San::Null => "Null",
        }
    }
    match msg {
        Msg::Move(s) => format!("Move/{}", san(s)),
        Msg::LastMove(s) => format!("LastMove/{}", san(s)),
        Msg::NoMoveYet => "NoMoveYet".into(),
        Msg::AskPromotion(_) => "AskPromotion".into(),
        Msg::TouchMove(o) => match o {
            Obligation::Move(..) => "TouchMove/Move",
            Obligation::Capture(..) => "TouchMove/Capture",
            Obligation::CaptureWith { .. } => "TouchMove/CaptureWith",
            Obligation::Castle(_) => "TouchMove/Castle",
            Obligation::KingMove(_) => "TouchMove/KingMove",
        }
        .into(),
        Msg::Illegal(i) => match i {
            Illegal::Unreachable(..) => "Illegal/Unreachable",
            Illegal::KingInCheck => "Illegal/KingInCheck",
            Illegal::SecondPiece => "Illegal/SecondPiece",
            Illegal::NoSuchMove => "Illegal/NoSuchMove",
        }
        .into(),
        Msg::PutBack(..) => "PutBack".into(),
        Msg::MoveBack { .. } => "MoveBack".into(),
        Msg::Remove(_) => "Remove".into(),
        Msg::Shift { .. } => "Shift".into(),
        Msg::Place { .. } => "Place".into(),
        Msg::Take { piece: Some(_), .. } => "Take".into(),
        Msg::Take { piece: None, .. } => "TakePeg".into(),
        Msg::BoardDiffers { .. } => "BoardDiffers".into(),
        Msg::BoardMatches { .. } => "BoardMatches".into(),
        Msg::SheetDiffers { .. } => "SheetDiffers".into(),
        Msg::SheetLetters { earlier: Some(_), .. } => "SheetLetters/Mixed".into(),
        Msg::SheetLetters { earlier: None, .. } => "SheetLetters/Undecided".into(),
        Msg::NoMove => "NoMove".into(),
        Msg::Adjust => "Adjust".into(),
        Msg::GameOver { reason, .. } => match reason {
            EndReason::Checkmate => "GameOver/Checkmate",
            EndReason::Stalemate => "GameOver/Stalemate",
            EndReason::DeadPosition => "GameOver/DeadPosition",
            EndReason::Time => "GameOver/Time",
            EndReason::TimeNoMate { .. } => "GameOver/TimeNoMate",
            EndReason::BothFlags => "GameOver/BothFlags",
            EndReason::Agreement => "GameOver/Agreement",
            EndReason::Threefold => "GameOver/Threefold",
            EndReason::FiftyMoves => "GameOver/FiftyMoves",
            EndReason::FivefoldRepetition => "GameOver/FivefoldRepetition",
            EndReason::SeventyFiveMoves => "GameOver/SeventyFiveMoves",
            EndReason::IllegalMoves => "GameOver/IllegalMoves",
            EndReason::IllegalMovesNoMate { .. } => "GameOver/IllegalMovesNoMate",
            EndReason::SecondIllegalMove => "GameOver/SecondIllegalMove",
            EndReason::SecondIllegalMoveNoMate { .. } => "GameOver/SecondIllegalMoveNoMate",
            EndReason::Resignation => "GameOver/Resignation",
            EndReason::ResignationNoMate { .. } => "GameOver/ResignationNoMate",
            EndReason::Forfeit => "GameOver/Forfeit",
            EndReason::Decision(_) => "GameOver/Decision",
            EndReason::SealedMove(_) => "GameOver/SealedMove",
            EndReason::SealedMoveNoMate { .. } => "GameOver/SealedMoveNoMate",
            EndReason::Server(_) => "GameOver/Server",
        }
        .into(),
        Msg::DrawClaimable(c) => match c {
            DrawClaim::Threefold => "DrawClaimable/Threefold",
            DrawClaim::FiftyMoves => "DrawClaimable/FiftyMoves",
        }
        .into(),
        Msg::MoveCount { .. } => "MoveCount".into(),
        Msg::Position(_) => "Position".into(),
        Msg::GameIsOver => "GameIsOver".into(),
        Msg::Clocks { white, black } => format!(
            "Clocks/{}",
            match (white, black) {
                (TimeLeft::Flag, _) | (_, TimeLeft::Flag) => "Flag",
                _ => "Left",
            }
        ),
        Msg::DutyOff(d) => format!("DutyOff/{}", d.letter()),
        Msg::LowTime { .. } => "LowTime".into(),
        Msg::FlagFell { needed, .. } => if needed.is_some() { "FlagFell/Period" } else { "FlagFell/Last" }.into(),
        Msg::BothFlagsPlayOn => "BothFlagsPlayOn".into(),
        Msg::BothFlagsNoGuidelines { .. } => "BothFlagsNoGuidelines".into(),
        Msg::QuickplayClaimed { .. } => "QuickplayClaimed".into(),
        Msg::QuickplayRefused { bar, .. } => format!("QuickplayRefused/{}", bar.as_str()),
        Msg::QuickplayPostponed { .. } => "QuickplayPostponed".into(),
        Msg::QuickplayRejected { .. } => "QuickplayRejected".into(),
        Msg::FlagAwaitsArbiter { .. } => "FlagAwaitsArbiter".into(),
        Msg::NoQuickplayClaim { .. } => "NoQuickplayClaim".into(),
        Msg::ArbiterCalled => "ArbiterCalled".into(),
        Msg::ClockRestarted => "ClockRestarted".into(),
        Msg::Press { note, .. } => match note {
            PressNote::BeforeMove => "Press/BeforeMove",
            PressNote::NotRunning => "Press/NotRunning",
            PressNote::Stopped => "Press/Stopped",
        }
        .into(),
        Msg::ClockAdjusted { delta_ms, reason, .. } => {
            format!("ClockAdjusted/{}/{}", if *delta_ms < 0 { "minus" } else { "plus" }, reason.as_str())
        }
        Msg::TimeNotKept { delta_ms, .. } => format!("TimeNotKept/{}", if *delta_ms < 0 { "minus" } else { "plus" }),
        Msg::ClockSet { moves, .. } => if moves.is_some() { "ClockSet/Moves" } else { "ClockSet/Time" }.into(),
        Msg::DrawOffered { .. } => "DrawOffered".into(),
        Msg::DrawOfferStands { .. } => "DrawOfferStands".into(),
        Msg::DrawOfferTiming { .. } => "DrawOfferTiming".into(),
        Msg::DrawDeclined { .. } => "DrawDeclined".into(),
        Msg::DrawOfferLapsed { .. } => "DrawOfferLapsed".into(),
        Msg::NoDrawOffer => "NoDrawOffer".into(),
        Msg::ClaimDeclareMove => "ClaimDeclareMove".into(),
        Msg::ClaimIncorrect { .. } => "ClaimIncorrect".into(),
        Msg::ClaimLapsed => "ClaimLapsed".into(),
        Msg::ClaimNotOnMove => "ClaimNotOnMove".into(),
        Msg::NoFlag => "NoFlag".into(),
        Msg::TouchReported { piece, .. } => {
            if piece.is_some() { "TouchReported/Piece" } else { "TouchReported/Square" }.into()
        }
        Msg::TouchReportTooLate { .. } => "TouchReportTooLate".into(),
        Msg::TouchVoided { blind, .. } => if *blind { "TouchVoided/Blind" } else { "TouchVoided/Sighted" }.into(),
        Msg::NoTouchToVoid { square } => {
            if square.is_some() { "NoTouchToVoid/Square" } else { "NoTouchToVoid/Any" }.into()
        }
        Msg::TouchUpheld { obligation, .. } => match obligation {
            Obligation::Move(..) => "TouchUpheld/Move",
            Obligation::Capture(..) => "TouchUpheld/Capture",
            Obligation::CaptureWith { .. } => "TouchUpheld/CaptureWith",
            Obligation::Castle(_) => "TouchUpheld/Castle",
            Obligation::KingMove(_) => "TouchUpheld/KingMove",
        }
        .into(),
        Msg::TouchUpheldLapsed { .. } => "TouchUpheldLapsed".into(),
        Msg::NoTouchToUphold { square, .. } => {
            if square.is_some() { "NoTouchToUphold/Square" } else { "NoTouchToUphold/Any" }.into()
        }
        Msg::TouchUpholdTooLate { .. } => "TouchUpholdTooLate".into(),
        Msg::TouchKept { .. } => "TouchKept".into(),
        Msg::TouchFromPegs { .. } => "TouchFromPegs".into(),
        Msg::TouchNotOnMove { .. } => "TouchNotOnMove".into(),
        Msg::IllegalRuled { .. } => "IllegalRuled".into(),
        Msg::Adjourned => "Adjourned".into(),
        Msg::Resumed => "Resumed".into(),
        Msg::GameAdjourned => "GameAdjourned".into(),
        Msg::NotAdjourned => "NotAdjourned".into(),
        Msg::NoClock => "NoClock".into(),
        Msg::Resync => "Resync".into(),
        Msg::BoardLost => "BoardLost".into(),
        Msg::BoardSilent => "BoardSilent".into(),
        Msg::BoardBack => "BoardBack".into(),
        Msg::OpponentBoardSilent => "OpponentBoardSilent".into(),
        Msg::OpponentBoardBack => "OpponentBoardBack".into(),
        Msg::BoardLineIgnored { fault, .. } => format!("BoardLineIgnored/{}", fault.as_str()),
        Msg::IllegalCounted { penalty, .. } => match penalty {
            None => "IllegalCounted/None",
            Some(Penalty::OpponentTime { .. }) => "IllegalCounted/OpponentTime",
            Some(Penalty::Loss { draw_if_no_mate: false }) => "IllegalCounted/Loss",
            Some(Penalty::Loss { draw_if_no_mate: true }) => "IllegalCounted/LossOrDraw",
        }
        .into(),
        Msg::IllegalNotCompleted { .. } => "IllegalNotCompleted".into(),
        Msg::PressAsIllegal { .. } => "PressAsIllegal".into(),
        Msg::PromotionWithoutPiece { .. } => "PromotionWithoutPiece".into(),
        Msg::TouchMoveRecorded { .. } => "TouchMoveRecorded".into(),
        Msg::AssistMoveRejected => "AssistMoveRejected".into(),
        Msg::KeyIgnored(k) => format!("KeyIgnored/{}", k.as_str()),
        Msg::LastMoves(moves) => match moves.len() {
            0 => "LastMoves/None",
            1 => "LastMoves/One",
            _ => "LastMoves/Several",
        }
        .into(),
        Msg::FileReading { pieces, .. } => {
            if pieces.is_empty() { "FileReading/Empty" } else { "FileReading/Pieces" }.into()
        }
        Msg::RankReading { pieces, .. } => {
            if pieces.is_empty() { "RankReading/Empty" } else { "RankReading/Pieces" }.into()
        }
        Msg::Ruling(part, _) => format!("Ruling/{}", ruling_tag(part)),
        Msg::TakenBack { article: TakeBackArticle::Practice, .. } => "TakenBack/Practice".into(),
        Msg::TakenBack { last, .. } => format!("TakenBack/{}", if last.is_some() { "Move" } else { "Start" }),
        Msg::PlayOn { .. } => "PlayOn".into(),
        Msg::ClocksSetBack(times, after, _) => {
            format!("ClocksSetBack/{}/{}", if times.is_some() { "Stored" } else { "None" }, after.as_str())
        }
        Msg::TimeGivenKept { .. } => "TimeGivenKept".into(),
        Msg::BoardCorrected { player, .. } => format!("BoardCorrected/{}", player.as_str()),
        Msg::NoRuling => "NoRuling".into(),
        Msg::RulingForArbiter => "RulingForArbiter".into(),
        Msg::RulingStale => "RulingStale".into(),
        Msg::NoSuchMove { .. } => "NoSuchMove".into(),
        Msg::PegBoardLost => "PegBoardLost".into(),
        Msg::PegBoardBack => "PegBoardBack".into(),
        Msg::KeypadLost => "KeypadLost".into(),
        Msg::KeypadBack => "KeypadBack".into(),
        Msg::ClaimOffersDraw => "ClaimOffersDraw".into(),
        Msg::ClaimOfferToAccept { .. } => "ClaimOfferToAccept".into(),
        Msg::PromotionFinal { .. } => "PromotionFinal".into(),
        Msg::CastlingAfterRook { .. } => "CastlingAfterRook".into(),
        Msg::OwnMove(_) => "OwnMove".into(),
        Msg::NoSensorsIgnored => "NoSensorsIgnored".into(),
        Msg::TactileBoardHasSensors => "TactileBoardHasSensors".into(),
        Msg::ExternalClockLost => "ExternalClockLost".into(),
        Msg::ExternalClockBack => "ExternalClockBack".into(),
        Msg::ExternalPressWithoutMove { blind, .. } => {
            format!("ExternalPressWithoutMove/{}", if *blind { "Blind" } else { "Sighted" })
        }
        Msg::ExternalMoveWithoutPress { .. } => "ExternalMoveWithoutPress".into(),
        Msg::ExternalClockSet { .. } => "ExternalClockSet".into(),
        Msg::ExternalClockKeeps => "ExternalClockKeeps".into(),
        Msg::ExternalArbiterCalled => "ExternalArbiterCalled".into(),
        Msg::OnlyInPractice => "OnlyInPractice".into(),
        Msg::ResignAsk => "ResignAsk".into(),
        Msg::ResignCancelled => "ResignCancelled".into(),
        Msg::EndedBefore(late) => format!("EndedBefore/{}", late.as_str()),
        Msg::SealedMoveFaulty { fault, .. } => format!("SealedMoveFaulty/{}", fault.as_str()),
        Msg::SealedMoveConcludes { .. } => "SealedMoveConcludes".into(),
    }
}

/// What a notice example covers. Exhaustive, as [`tag`] is.
fn notice_tag(notice: &Notice) -> String {
    match notice {
        Notice::Hearing(hearing) => format!("Hearing/{hearing}"),
        Notice::SpeechLost => "SpeechLost".into(),
        Notice::VoiceMissing { .. } => "VoiceMissing".into(),
        Notice::SpeechThrough { .. } => "SpeechThrough".into(),
        Notice::SpeechSettingIgnored { setting, .. } => format!("SpeechSettingIgnored/{setting}"),
        Notice::CalibrateEmpty => "CalibrateEmpty".into(),
        Notice::CalibratePut(_) => "CalibratePut".into(),
        Notice::CalibrateDone(_) => "CalibrateDone".into(),
        Notice::CalibrateTaken(_) => "CalibrateTaken".into(),
        Notice::CalibrateSilent(_) => "CalibrateSilent".into(),
        Notice::CalibratePegSeated => "CalibratePegSeated".into(),
        Notice::CalibrationFinished { missing } => match missing {
            0 => "CalibrationFinished/All",
            1 => "CalibrationFinished/One",
            _ => "CalibrationFinished/Several",
        }
        .into(),
        Notice::CalibrationAborted => "CalibrationAborted".into(),
        Notice::PegBoardLost => "PegBoardLost".into(),
        Notice::PegBoardBack => "PegBoardBack".into(),
        Notice::NoHidDevice => "NoHidDevice".into(),
        Notice::KeyHelp { key: None, .. } => "KeyHelp/help".into(),
        Notice::KeyHelp { key: Some(k), .. } => format!("KeyHelp/{}", k.as_str()),
        Notice::JournalFailed => "JournalFailed".into(),
        Notice::JournalLineIgnored { .. } => "JournalLineIgnored".into(),
        Notice::JournalLinesDropped { count: 1, .. } => "JournalLinesDropped/One".into(),
        Notice::JournalLinesDropped { .. } => "JournalLinesDropped/Several".into(),
        Notice::JournalRepaired { .. } => "JournalRepaired".into(),
        Notice::JournalDisagrees { .. } => "JournalDisagrees".into(),
        Notice::JournalUnchecked => "JournalUnchecked".into(),
        Notice::JournalNoGame => "JournalNoGame".into(),
        Notice::GameRestored { moves: 0 } => "GameRestored/None".into(),
        Notice::GameRestored { .. } => "GameRestored/Some".into(),
        Notice::Ready { blind, sensors } => {
            format!("Ready/{}{}", blind.fold_wb("white", "black"), if *sensors { "" } else { "/no-sensors" })
        }
        Notice::KeystrokeHelp { key: None, .. } => "KeystrokeHelp/help".into(),
        Notice::KeystrokeHelp { key: Some(k), .. } => format!("KeystrokeHelp/{}", k.as_str()),
        Notice::KeystrokeReadHelp { .. } => "KeystrokeReadHelp".into(),
        Notice::KeystrokeLineHelp { .. } => "KeystrokeLineHelp".into(),
        Notice::KeystrokeRead => "KeystrokeRead".into(),
        Notice::KeystrokeUnbound => "KeystrokeUnbound".into(),
        Notice::NoEvdevKeyboard => "NoEvdevKeyboard".into(),
        Notice::BrailleDisplayLost => "BrailleDisplayLost".into(),
        Notice::BrailleDisplayBack => "BrailleDisplayBack".into(),
        Notice::EngineStopped => "EngineStopped".into(),
        Notice::EngineBack => "EngineBack".into(),
        Notice::Hint(_) => "Hint".into(),
        Notice::NoHint => "NoHint".into(),
        Notice::Evaluation(e) => match e {
            Evaluation::Equal => "Evaluation/Equal",
            Evaluation::Better { pawns: 0, .. } => "Evaluation/Slightly",
            Evaluation::Better { .. } => "Evaluation/Better",
            Evaluation::Mates { .. } => "Evaluation/Mates",
        }
        .into(),
        Notice::PracticeOnly => "PracticeOnly".into(),
        Notice::PracticeKeyHelp { cmd, .. } => format!("PracticeKeyHelp/{}", cmd.as_str()),
        Notice::PracticeButtonHelp { cmd, .. } => format!("PracticeButtonHelp/{}", cmd.as_str()),
        Notice::Review(said) => format!("Review/{}", crate::notice::review::tag(said)),
        Notice::Remote(said) => format!("Remote/{}", crate::notice::remote::tag(said)),
        Notice::FreeTouch => "FreeTouch".into(),
        Notice::Device(listed) => format!("Device/{}", crate::notice::device::tag(listed)),
        Notice::Online(said) => format!("Online/{}", crate::notice::online::tag(said)),
    }
}

fn expected_tags() -> BTreeSet<String> {
    let mut tags: BTreeSet<String> = [
        "Move/Normal",
        "Move/Castle",
        "Move/Put",
        "Move/Null",
        "LastMove/Normal",
        "LastMove/Castle",
        "NoMoveYet",
        "AskPromotion",
        "TouchMove/Move",
        "TouchMove/Capture",
        "TouchMove/CaptureWith",
        "TouchMove/Castle",
        "TouchMove/KingMove",
        "Illegal/Unreachable",
        "Illegal/KingInCheck",
        "Illegal/SecondPiece",
        "Illegal/NoSuchMove",
        "PutBack",
        "MoveBack",
        "Remove",
        "Shift",
        "Place",
        "Take",
        "TakePeg",
        "BoardDiffers",
        "BoardMatches",
        "SheetDiffers",
        "SheetLetters/Mixed",
        "SheetLetters/Undecided",
        "NoMove",
        "Adjust",
        "GameOver/Checkmate",
        "GameOver/Stalemate",
        "GameOver/DeadPosition",
        "DrawClaimable/Threefold",
        "DrawClaimable/FiftyMoves",
        "MoveCount",
        "Position",
        "GameIsOver",
        "NoClock",
        "Resync",
        "BoardLost",
        "BoardSilent",
        "BoardBack",
        "OpponentBoardSilent",
        "OpponentBoardBack",
        "BoardLineIgnored/unreadable",
        "BoardLineIgnored/too-long",
        "BoardLineIgnored/not-understood",
        "IllegalCounted/None",
        "IllegalCounted/OpponentTime",
        "IllegalCounted/Loss",
        "IllegalCounted/LossOrDraw",
        "IllegalNotCompleted",
        "PressAsIllegal",
        "PromotionWithoutPiece",
        "TouchMoveRecorded",
        "AssistMoveRejected",
        "LastMoves/None",
        "LastMoves/One",
        "LastMoves/Several",
        "FileReading/Empty",
        "FileReading/Pieces",
        "RankReading/Empty",
        "RankReading/Pieces",
        "GameOver/Time",
        "GameOver/TimeNoMate",
        "GameOver/BothFlags",
        "GameOver/Agreement",
        "GameOver/Threefold",
        "GameOver/FiftyMoves",
        "GameOver/FivefoldRepetition",
        "GameOver/SeventyFiveMoves",
        "GameOver/IllegalMoves",
        "GameOver/IllegalMovesNoMate",
        "GameOver/SecondIllegalMove",
        "GameOver/SecondIllegalMoveNoMate",
        "Clocks/Left",
        "Clocks/Flag",
        "LowTime",
        "FlagFell/Period",
        "FlagFell/Last",
        "BothFlagsPlayOn",
        "BothFlagsNoGuidelines",
        "QuickplayClaimed",
        "QuickplayRefused/no-clock",
        "QuickplayRefused/not-announced",
        "QuickplayRefused/increment",
        "QuickplayRefused/not-last-period",
        "QuickplayRefused/time-left",
        "QuickplayRefused/pending",
        "QuickplayPostponed",
        "QuickplayRejected",
        "FlagAwaitsArbiter",
        "NoQuickplayClaim",
        "ArbiterCalled",
        "ClockRestarted",
        "Press/BeforeMove",
        "Press/NotRunning",
        "Press/Stopped",
        "ClockAdjusted/minus/incorrect-claim",
        "TimeNotKept/plus",
        "TimeNotKept/minus",
        "ClockSet/Moves",
        "ClockSet/Time",
        "DrawOffered",
        "DrawOfferStands",
        "DrawOfferTiming",
        "DrawDeclined",
        "DrawOfferLapsed",
        "NoDrawOffer",
        "ClaimDeclareMove",
        "ClaimIncorrect",
        "ClaimLapsed",
        "ClaimNotOnMove",
        "NoFlag",
        "TouchReported/Piece",
        "TouchReported/Square",
        "TouchReportTooLate",
        "TouchVoided/Blind",
        "TouchVoided/Sighted",
        "NoTouchToVoid/Square",
        "NoTouchToVoid/Any",
        "TouchUpheld/Move",
        "TouchUpheld/Capture",
        "TouchUpheld/CaptureWith",
        "TouchUpheld/Castle",
        "TouchUpheld/KingMove",
        "TouchUpheldLapsed",
        "NoTouchToUphold/Square",
        "NoTouchToUphold/Any",
        "TouchUpholdTooLate",
        "TouchKept",
        "TouchFromPegs",
        "TouchNotOnMove",
        "IllegalRuled",
        "Adjourned",
        "Resumed",
        "GameAdjourned",
        "NotAdjourned",
        "ResignAsk",
        "ResignCancelled",
        "EndedBefore/resignation",
        "EndedBefore/result",
        "EndedBefore/agreement",
        "SealedMoveFaulty/illegal",
        "SealedMoveConcludes",
        "SealedMoveFaulty/ambiguous",
        "SealedMoveFaulty/unclear",
        "GameOver/Resignation",
        "GameOver/ResignationNoMate",
        "GameOver/Forfeit",
        "GameOver/Decision",
        "GameOver/SealedMove",
        "GameOver/SealedMoveNoMate",
        "GameOver/Server",
        "TakenBack/Move",
        "TakenBack/Start",
        "PlayOn",
        "ClocksSetBack/Stored/stopped",
        "ClocksSetBack/Stored/running",
        "ClocksSetBack/Stored/by-hand",
        "ClocksSetBack/None/stopped",
        "ClocksSetBack/None/by-hand",
        "TimeGivenKept",
        "BoardCorrected/blind",
        "BoardCorrected/sighted",
        "NoRuling",
        "RulingForArbiter",
        "RulingStale",
        "NoSuchMove",
    ]
    .into_iter()
    .map(String::from)
    .collect();
    for key in Key::ALL {
        tags.insert(format!("KeyIgnored/{}", key.as_str()));
    }
    for duty in Duty::ALL {
        tags.insert(format!("DutyOff/{}", duty.letter()));
    }
    for reason in ClockReason::ALL {
        tags.insert(format!("ClockAdjusted/plus/{}", reason.as_str()));
    }
    let ruling = [
        "Agreed",
        "TakeBack",
        "BothBoards",
        "AssistantRecord",
        "IllegalEntry/illegal",
        "IllegalEntry/ambiguous",
        "IllegalEntry/unreadable",
        "Position/Some",
        "Position/None",
        "BoardsShow/Some",
        "BoardsShow/None",
        "Diverged/OtherMove",
        "Diverged/Skipped",
        "Diverged/Behind",
        "Diverged/Ahead",
        "DivergenceUnknown",
        "Step/Move/Some",
        "Step/Move/None",
        "Step/Remove/Some",
        "Step/Remove/None",
        "Step/Put",
        "SheetMoves/Some",
        "SheetMoves/None",
        "Clock/Some",
        "Clock/None",
        "SetBoard/ready",
        "SetBoard/steps",
    ];
    tags.extend(ruling.iter().map(|t| format!("Ruling/{t}")));
    tags.extend(["PegBoardLost", "PegBoardBack", "KeypadLost", "KeypadBack"].map(String::from));
    tags.extend(["ClaimOffersDraw", "ClaimOfferToAccept", "PromotionFinal"].map(String::from));
    tags.insert("CastlingAfterRook".into());
    tags.extend(["OwnMove", "NoSensorsIgnored", "TactileBoardHasSensors"].map(String::from));
    tags.extend(
        [
            "ExternalClockLost",
            "ExternalClockBack",
            "ExternalPressWithoutMove/Blind",
            "ExternalPressWithoutMove/Sighted",
            "ExternalMoveWithoutPress",
            "ExternalClockSet",
            "ExternalClockKeeps",
            "ExternalArbiterCalled",
            "OnlyInPractice",
            "TakenBack/Practice",
        ]
        .map(String::from),
    );
    for player in ["blind", "sighted"] {
        for kind in ["Correct", "Unrecorded", "NoPosition", "Pending", "Unchecked", "Board"] {
            tags.insert(format!("Ruling/{kind}/{player}"));
        }
    }
    tags
}

fn expected_notice_tags() -> BTreeSet<String> {
    let mut tags: BTreeSet<String> = [
        "Hearing/no-output",
        "Hearing/nothing",
        "Hearing/sounds-only",
        "Hearing/speech-only",
        "SpeechLost",
        "VoiceMissing",
        "SpeechThrough",
        "SpeechSettingIgnored/rate",
        "SpeechSettingIgnored/volume",
        "SpeechSettingIgnored/voice",
        "CalibrateEmpty",
        "CalibratePut",
        "CalibrateDone",
        "CalibrateTaken",
        "CalibrateSilent",
        "CalibratePegSeated",
        "CalibrationFinished/All",
        "CalibrationFinished/One",
        "CalibrationFinished/Several",
        "CalibrationAborted",
        "PegBoardLost",
        "PegBoardBack",
        "NoHidDevice",
        "KeyHelp/help",
        "JournalFailed",
        "JournalLineIgnored",
        "JournalLinesDropped/One",
        "JournalLinesDropped/Several",
        "JournalRepaired",
        "JournalDisagrees",
        "JournalUnchecked",
        "JournalNoGame",
        "GameRestored/None",
        "GameRestored/Some",
        "Ready/white",
        "Ready/black",
        "Ready/white/no-sensors",
        "Ready/black/no-sensors",
    ]
    .into_iter()
    .map(String::from)
    .collect();
    for key in Key::ALL {
        tags.insert(format!("KeyHelp/{}", key.as_str()));
        if !matches!(key, Key::File(_) | Key::Rank(_)) {
            tags.insert(format!("KeystrokeHelp/{}", key.as_str()));
        }
    }
    for tag in [
        "KeystrokeHelp/help",
        "KeystrokeReadHelp",
        "KeystrokeLineHelp",
        "KeystrokeRead",
        "KeystrokeUnbound",
        "NoEvdevKeyboard",
        "BrailleDisplayLost",
        "BrailleDisplayBack",
        "EngineStopped",
        "EngineBack",
        "Hint",
        "NoHint",
        "Evaluation/Equal",
        "Evaluation/Slightly",
        "Evaluation/Better",
        "Evaluation/Mates",
        "PracticeOnly",
    ] {
        tags.insert(tag.into());
    }
    for cmd in PracticeCmd::ALL {
        tags.insert(format!("PracticeKeyHelp/{}", cmd.as_str()));
        tags.insert(format!("PracticeButtonHelp/{}", cmd.as_str()));
    }
    tags.extend(crate::notice::review::expected_tags().into_iter().map(|t| format!("Review/{t}")));
    tags.extend(crate::notice::remote::expected_tags().into_iter().map(|t| format!("Remote/{t}")));
    tags.insert("FreeTouch".into());
    tags.extend(crate::notice::device::expected_tags().into_iter().map(|t| format!("Device/{t}")));
    tags.extend(crate::notice::online::expected_tags().into_iter().map(|t| format!("Online/{t}")));
    tags
}

fn vocabularies() -> Vec<Vocabulary> {
    let mut all = Vec::new();
    for files in FileNames::ALL {
        for ranks in Words::ALL {
            for pieces in Words::ALL {
                all.push(Vocabulary { files, ranks, pieces });
            }
        }
    }
    all
}

fn localizer(locale: &str, vocab: Vocabulary) -> Localizer {
    Localizer::new(locale, vocab).unwrap()
}

fn en() -> Localizer {
    localizer("en", Vocabulary::default())
}

fn de() -> Localizer {
    localizer("de", Vocabulary::default())
}

/// Renders and asserts that nothing went wrong.
fn say(l10n: &Localizer, msg: &Msg) -> String {
    let said = l10n.render(msg);
    assert_eq!(l10n.take_errors(), Vec::new(), "{msg:?}");
    said.text()
}

/// A message of the core or a notice of the shell, for the lists that have both.
#[derive(Debug)]
enum Said {
    Core(Msg),
    Shell(Notice),
}

impl From<Msg> for Said {
    fn from(msg: Msg) -> Said {
        Said::Core(msg)
    }
}

impl From<Notice> for Said {
    fn from(notice: Notice) -> Said {
        Said::Shell(notice)
    }
}

/// Renders either and asserts that nothing went wrong.
fn say_any(l10n: &Localizer, said: &Said) -> String {
    match said {
        Said::Core(msg) => say(l10n, msg),
        Said::Shell(notice) => tell(l10n, notice),
    }
}

/// Renders a notice and asserts that nothing went wrong.
fn tell(l10n: &Localizer, notice: &Notice) -> String {
    let said = l10n.render_notice(notice);
    assert_eq!(l10n.take_errors(), Vec::new(), "{notice:?}");
    said.text()
}

/// The ids of the entries of an FTL file: an entry starts at the beginning of a line
/// with its identifier (terms with `-`).
fn ids(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|line| {
            let (name, _) = line.split_once('=')?;
            let name = name.trim_end();
            let body = name.strip_prefix('-').unwrap_or(name);
            let valid = body.starts_with(|c: char| c.is_ascii_alphabetic())
                && body.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
            valid.then(|| name.to_owned())
        })
        .collect()
}

/// The number of messages and terms in a parsed file.
fn entry_count(text: &str) -> usize {
    let resource = FluentResource::try_new(text.to_owned()).unwrap();
    resource
        .entries()
        .filter(|e| {
            let debug = format!("{e:?}");
            debug.starts_with("Message") || debug.starts_with("Term")
        })
        .count()
}

#[test]
fn ftl_files_parse() {
    for source in LOCALE_FTL.iter().chain([&FILES_FTL]) {
        if let Err((_, errors)) = FluentResource::try_new(source.text.to_owned()) {
            panic!("{} does not parse: {errors:?}", source.path);
        }
        let ids = ids(source.text);
        assert_eq!(ids.len(), entry_count(source.text), "{}: id scan disagrees with the parser", source.path);
        let unique: BTreeSet<&String> = ids.iter().collect();
        assert_eq!(unique.len(), ids.len(), "{}: an id is defined twice", source.path);
        let bidi = ['\u{200E}', '\u{200F}', '\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}'];
        assert!(!source.text.contains(bidi), "{}: a bidi mark in the file", source.path);
    }
    assert_eq!(ids(FILES_FTL.text).len(), 32);
}

#[test]
fn locales_have_the_same_ids() {
    let reference: BTreeSet<String> = ids(LOCALE_FTL[0].text).into_iter().collect();
    for (locale, source) in LOCALES.iter().zip(LOCALE_FTL).skip(1) {
        let other: BTreeSet<String> = ids(source.text).into_iter().collect();
        let missing: Vec<&String> = reference.difference(&other).collect();
        let extra: Vec<&String> = other.difference(&reference).collect();
        assert!(missing.is_empty(), "{locale} lacks {missing:?}");
        assert!(extra.is_empty(), "{locale} has ids en does not: {extra:?}");
    }
}

#[test]
fn examples_cover_every_case() {
    let covered: BTreeSet<String> = examples().iter().map(tag).collect();
    let expected = expected_tags();
    let missing: Vec<&String> = expected.difference(&covered).collect();
    let unknown: Vec<&String> = covered.difference(&expected).collect();
    assert!(missing.is_empty(), "examples() lacks {missing:?}");
    assert!(unknown.is_empty(), "expected_tags() lacks {unknown:?}");
    let covered: BTreeSet<String> = notice_examples().iter().map(notice_tag).collect();
    let expected = expected_notice_tags();
    let missing: Vec<&String> = expected.difference(&covered).collect();
    let unknown: Vec<&String> = covered.difference(&expected).collect();
    assert!(missing.is_empty(), "notice_examples() lacks {missing:?}");
    assert!(unknown.is_empty(), "expected_notice_tags() lacks {unknown:?}");
}

fn check_clean(said: &Utterance, what: &str) {
    let text = said.text();
    assert!(!text.is_empty(), "{what}: empty");
    for c in ['{', '}', '\u{2068}', '\u{2069}', char::REPLACEMENT_CHARACTER] {
        assert!(!text.contains(c), "{what}: {c:?} in {text:?}");
    }
    assert!(!text.chars().any(|c| ('\u{E000}'..='\u{E0FF}').contains(&c)), "{what}: marker left in {text:?}");
    assert!(!text.contains("  "), "{what}: double space in {text:?}");
    assert!(!text.contains(" ,") && !text.contains(" .") && !text.contains(" :"), "{what}: {text:?}");
    for pair in said.parts.windows(2) {
        assert_ne!(pair[0].lang, pair[1].lang, "{what}: unmerged parts {:?}", said.parts);
    }
    for part in &said.parts {
        assert!(LOCALES.contains(&part.lang), "{what}: {part:?}");
        assert!(!part.text.is_empty() && part.text.trim() == part.text, "{what}: {part:?}");
    }
}

#[test]
fn every_example_renders_in_every_locale_and_vocabulary() {
    let examples = examples();
    let notices = notice_examples();
    for locale in LOCALES {
        for vocab in vocabularies() {
            for long in [false, true] {
                let l10n = localizer(locale, vocab).with_long(long);
                for msg in &examples {
                    let said = l10n.render(msg);
                    let what = format!("{locale} {vocab:?} long={long} {msg:?}");
                    assert_eq!(l10n.take_errors(), Vec::new(), "{what}");
                    assert_eq!(said.lang(), locale, "{what}");
                    check_clean(&said, &what);
                }
                for notice in &notices {
                    let said = l10n.render_notice(notice);
                    let what = format!("{locale} {vocab:?} long={long} {notice:?}");
                    assert_eq!(l10n.take_errors(), Vec::new(), "{what}");
                    assert_eq!(said.lang(), locale, "{what}");
                    check_clean(&said, &what);
                }
                for s in moves() {
                    let said = l10n.announce_long(&s);
                    assert_eq!(l10n.take_errors(), Vec::new(), "{locale} {vocab:?} {s:?}");
                    check_clean(&said, &format!("{locale} {vocab:?} long {s:?}"));
                }
            }
        }
    }
}

#[test]
fn golden_moves_en() {
    let l10n = en();
    let mv = |san, from| say(&l10n, &Msg::Move(spoken(san, from)));
    assert_eq!(mv("Nf3", Square::G1), "Springer Felix drei");
    assert_eq!(mv("exd5", Square::E4), "Eva takes David fünf");
    assert_eq!(mv("Nbd2", Square::B1), "Springer Bella, David zwei");
    assert_eq!(mv("e8=Q+", Square::E7), "Eva acht, Dame check");
    assert_eq!(mv("O-O", Square::E1), "Kurze Rochade");
    assert_eq!(mv("e4", Square::E2), "Eva vier");
    assert_eq!(mv("Nxe5", Square::F3), "Springer takes Eva fünf");
    assert_eq!(mv("R1a3", Square::A1), "Turm eins, Anna drei");
    assert_eq!(mv("Qh4xe1", Square::H4), "Dame Hector vier takes Eva eins");
    assert_eq!(say(&l10n, &Msg::Move(ep("exd6", Square::E5))), "Eva takes David sechs, en passant");
    assert_eq!(say(&l10n, &Msg::LastMove(spoken("Nf3", Square::G1))), "Last move: Springer Felix drei");

    let local = localizer("en", Vocabulary { ranks: Words::Local, pieces: Words::Local, ..Vocabulary::default() });
    assert_eq!(say(&local, &Msg::Move(spoken("Nf3", Square::G1))), "Knight Felix three");
    assert_eq!(say(&local, &Msg::Move(spoken("O-O-O", Square::E1))), "Long castling");
}

#[test]
fn golden_long_form() {
    let l10n = en();
    let long = |san, from| l10n.announce_long(&spoken(san, from)).text();
    assert_eq!(long("Nf3", Square::G1), "Springer Gustav eins, Felix drei");
    assert_eq!(long("e4", Square::E2), "Eva zwei, Eva vier");
    assert_eq!(long("exd5", Square::E4), "Eva vier takes David fünf");
    assert_eq!(long("Nbd2", Square::B1), "Springer Bella eins, David zwei");
    assert_eq!(long("O-O", Square::E1), "Kurze Rochade");
    let l10n = en().with_long(true);
    assert_eq!(say(&l10n, &Msg::Move(spoken("Nf3", Square::G1))), "Springer Gustav eins, Felix drei");
    assert_eq!(say(&l10n, &Msg::LastMove(spoken("Nf3", Square::G1))), "Last move: Springer Gustav eins, Felix drei");
    assert!(l10n.take_errors().is_empty());
}

#[test]
fn golden_moves_de() {
    let l10n = de();
    let mv = |san, from| say(&l10n, &Msg::Move(spoken(san, from)));
    assert_eq!(mv("Nf3", Square::G1), "Springer Felix drei");
    assert_eq!(mv("exd5", Square::E4), "Eva schlägt David fünf");
    assert_eq!(mv("Nbd2", Square::B1), "Springer Bella, David zwei");
    assert_eq!(mv("e8=Q+", Square::E7), "Eva acht, Dame Schach");
    assert_eq!(mv("Bxf7#", Square::C4), "Läufer schlägt Felix sieben Schachmatt");
    assert_eq!(mv("O-O-O", Square::E1), "Lange Rochade");
    assert_eq!(say(&l10n, &Msg::Move(ep("exd6", Square::E5))), "Eva schlägt David sechs, en passant");
    assert_eq!(say(&l10n, &Msg::LastMove(spoken("O-O", Square::E1))), "Letzter Zug: Kurze Rochade");
}

/// Castling, promotion, en passant, check and mate give the words of E2.1 and the
/// locale's connecting words.
#[test]
fn special_move_shapes() {
    let cases: [(&str, Spoken, &str, &str); 6] = [
        ("castle short", spoken("O-O", Square::E1), "Kurze Rochade", "Kurze Rochade"),
        ("castle long with check", black(spoken("O-O-O+", Square::E8)), "Lange Rochade check", "Lange Rochade Schach"),
        ("promotion", spoken("e8=Q", Square::E7), "Eva acht, Dame", "Eva acht, Dame"),
        (
            "promotion capture mate",
            spoken("exf8=N#", Square::E7),
            "Eva takes Felix acht, Springer checkmate",
            "Eva schlägt Felix acht, Springer Schachmatt",
        ),
        (
            "en passant",
            ep("exd6", Square::E5),
            "Eva takes David sechs, en passant",
            "Eva schlägt David sechs, en passant",
        ),
        (
            "en passant check",
            black(ep("bxa3+", Square::B4)),
            "Bella takes Anna drei, en passant check",
            "Bella schlägt Anna drei, en passant Schach",
        ),
    ];
    let (en, de) = (en(), de());
    for (what, s, in_en, in_de) in cases {
        assert_eq!(say(&en, &Msg::Move(s)), in_en, "{what}");
        assert_eq!(say(&de, &Msg::Move(s)), in_de, "{what}");
    }
    let local = localizer("en", Vocabulary { pieces: Words::Local, ranks: Words::Local, ..Vocabulary::default() });
    assert_eq!(say(&local, &Msg::Move(spoken("O-O", Square::E1))), "Short castling");
    assert_eq!(say(&local, &Msg::Move(spoken("e8=Q+", Square::E7))), "Eva eight, Queen check");
}

#[test]
fn golden_sentences_en() {
    let l10n = en();
    let w = Color::White;
    let b = Color::Black;
    let cases: Vec<(Msg, &str)> = vec![
        (
            Msg::TouchMove(Obligation::Move(piece(w, Role::Knight), Square::G1)),
            "You touched the Springer on Gustav eins: it must move.",
        ),
        (
            Msg::TouchMove(Obligation::Capture(piece(b, Role::Pawn), Square::D5)),
            "You touched the Bauer on David fünf: it must be captured.",
        ),
        (
            Msg::TouchMove(Obligation::CaptureWith {
                piece: piece(w, Role::Knight),
                from: Square::F3,
                target: piece(b, Role::Pawn),
                at: Square::E5,
            }),
            "You touched the Springer on Felix drei and the Bauer on Eva fünf: the Springer must capture on Eva fünf.",
        ),
        (
            Msg::TouchMove(Obligation::Castle(CastlingSide::KingSide)),
            "King and rook touched: you must castle, Kurze Rochade.",
        ),
        (Msg::TouchMove(Obligation::KingMove(Square::E1)), "Castling is not legal: move the king."),
        (
            Msg::Illegal(Illegal::Unreachable(piece(w, Role::Bishop), Square::E5)),
            "Illegal: the Läufer cannot reach Eva fünf.",
        ),
        (Msg::Illegal(Illegal::KingInCheck), "Illegal: your king would be in check."),
        (Msg::Illegal(Illegal::SecondPiece), "Illegal: only one piece may move."),
        (Msg::Illegal(Illegal::NoSuchMove), "That is not a legal move."),
        (Msg::PutBack(piece(b, Role::Pawn), Square::D7), "Put the black Bauer back on David sieben."),
        (Msg::Remove(Square::E4), "Remove the peg from Eva vier."),
        (
            Msg::Shift { piece: Piece { color: b, role: Role::Pawn }, from: Square::E7, to: Square::E5 },
            "Move the black Bauer from Eva sieben to Eva fünf.",
        ),
        (
            Msg::Place { piece: Piece { color: w, role: Role::Knight }, square: Square::F3 },
            "Put the white Springer on Felix drei.",
        ),
        (
            Msg::Take { piece: Some(Piece { color: b, role: Role::Pawn }), square: Square::E4 },
            "Remove the black Bauer from Eva vier.",
        ),
        (Msg::Take { piece: None, square: Square::E4 }, "Remove the piece from Eva vier."),
        (Msg::BoardDiffers { by: b }, "Black's board differs from the game:"),
        (
            Msg::MoveBack { piece: piece(w, Role::Bishop), from: Square::B5, to: Square::F1 },
            "Move the Läufer from Bella fünf back to Felix eins.",
        ),
        (Msg::AskPromotion(Square::E8), "Promotion on Eva acht. Which piece? Press queen, rook, bishop or knight."),
        (
            Msg::GameOver { outcome: KnownOutcome::Decisive { winner: w }, reason: EndReason::Checkmate },
            "Checkmate. White wins.",
        ),
        (Msg::GameOver { outcome: KnownOutcome::Draw, reason: EndReason::Stalemate }, "Stalemate. Draw."),
        (
            Msg::GameOver { outcome: KnownOutcome::Draw, reason: EndReason::DeadPosition },
            "Draw: neither side can mate.",
        ),
        (Msg::DrawClaimable(DrawClaim::Threefold), "You may claim a draw: threefold repetition."),
        (Msg::DrawClaimable(DrawClaim::FiftyMoves), "You may claim a draw: fifty-move rule."),
        (Msg::MoveCount { moves: 22, to_move: w }, "Move 23, White to move."),
        (Msg::MoveCount { moves: 0, to_move: b }, "Move 1, Black to move."),
        (Msg::NoMove, "No move on the board yet."),
        (Msg::Adjust, "I adjust."),
        (Msg::NoClock, "No clock is running."),
        (Msg::Resync, "Board lost contact; reading the whole board."),
        (Msg::BoardLost, "The board is disconnected. Your game is safe."),
        (Msg::BoardSilent, "The board does not answer. Your game is safe."),
        (Msg::BoardBack, "The board is back; reading the board."),
        (Msg::OpponentBoardSilent, "The opponent's board is not reporting."),
        (Msg::OpponentBoardBack, "The opponent's board is reporting again."),
        (Msg::BoardLineIgnored { line: 12, fault: LineFault::Unreadable }, "Board line 12 ignored: unreadable bytes."),
        (Msg::BoardLineIgnored { line: 3, fault: LineFault::TooLong }, "Board line 3 ignored: the line is too long."),
        (
            Msg::BoardLineIgnored { line: 40, fault: LineFault::NotUnderstood },
            "Board line 40 ignored: not a board message.",
        ),
        (
            Msg::IllegalCounted { by: w, count: 1, penalty: Some(Penalty::OpponentTime { minutes: 2 }) },
            "Illegal move by White, number 1, refused. The arbiter may give Black 2 minutes extra time.",
        ),
        (
            Msg::IllegalCounted { by: w, count: 3, penalty: Some(Penalty::Loss { draw_if_no_mate: true }) },
            "Illegal move by White, number 3, refused. The arbiter may declare the game lost, or drawn if Black \
             cannot mate.",
        ),
        (Msg::AssistMoveRejected, "That move is not legal in this position."),
        (
            Msg::Position(vec![
                PieceGroup { piece: piece(b, Role::Pawn), squares: vec![Square::H7] },
                PieceGroup { piece: piece(b, Role::King), squares: vec![Square::G8] },
                PieceGroup { piece: piece(w, Role::Rook), squares: vec![Square::A1, Square::F1] },
                PieceGroup { piece: piece(w, Role::King), squares: vec![Square::G1] },
            ]),
            "White: König Gustav eins; Türme Anna eins, Felix eins. Black: König Gustav acht; Bauer Hector sieben.",
        ),
    ];
    for (msg, text) in cases {
        assert_eq!(say(&l10n, &msg), text, "{msg:?}");
    }
}

#[test]
fn golden_sentences_de() {
    let l10n = de();
    let w = Color::White;
    let b = Color::Black;
    let cases: Vec<(Msg, &str)> = vec![
        (
            Msg::TouchMove(Obligation::Move(piece(w, Role::Queen), Square::D1)),
            "Berührt wurde die Dame auf David eins: Sie muss ziehen.",
        ),
        (
            Msg::TouchMove(Obligation::CaptureWith {
                piece: piece(w, Role::Knight),
                from: Square::F3,
                target: piece(b, Role::Pawn),
                at: Square::E5,
            }),
            "Berührt wurden der Springer auf Felix drei und der Bauer auf Eva fünf: Der Springer muss auf Eva fünf schlagen.",
        ),
        (
            Msg::Illegal(Illegal::Unreachable(piece(w, Role::Bishop), Square::E5)),
            "Regelwidrig: Der Läufer kann Eva fünf nicht erreichen.",
        ),
        (Msg::Move(spoken("exd5", Square::E4)), "Eva schlägt David fünf"),
        (Msg::PutBack(piece(b, Role::Pawn), Square::D7), "Der schwarze Bauer muss zurück auf David sieben."),
        (Msg::PutBack(piece(w, Role::Queen), Square::D1), "Die weiße Dame muss zurück auf David eins."),
        (Msg::MoveCount { moves: 22, to_move: w }, "Zug 23, Weiß am Zug."),
        (Msg::BoardLost, "Das Brett ist nicht mehr verbunden. Ihre Partie ist gesichert."),
        (Msg::BoardSilent, "Das Brett antwortet nicht. Ihre Partie ist gesichert."),
        (Msg::BoardBack, "Das Brett ist wieder da; das Brett wird gelesen."),
        (Msg::OpponentBoardSilent, "Das Brett des Gegners meldet nichts."),
        (Msg::OpponentBoardBack, "Das Brett des Gegners meldet wieder."),
        (
            Msg::BoardLineIgnored { line: 12, fault: LineFault::Unreadable },
            "Brettzeile 12 übergangen: unlesbare Bytes.",
        ),
        (
            Msg::BoardLineIgnored { line: 12, fault: LineFault::NotUnderstood },
            "Brettzeile 12 übergangen: keine Brettnachricht.",
        ),
        (
            Msg::Position(vec![
                PieceGroup { piece: piece(w, Role::Rook), squares: vec![Square::A1, Square::F1] },
                PieceGroup { piece: piece(w, Role::King), squares: vec![Square::G1] },
            ]),
            "Weiß: König Gustav eins; Türme Anna eins, Felix eins.",
        ),
    ];
    for (msg, text) in cases {
        assert_eq!(say(&l10n, &msg), text, "{msg:?}");
    }
}

#[test]
fn parts_carry_the_speaking_language() {
    let nf3 = Msg::Move(spoken("Nf3", Square::G1));
    let langs = |l10n: &Localizer, msg: &Msg| -> Vec<(&'static str, String)> {
        let said = l10n.render(msg);
        assert!(l10n.take_errors().is_empty());
        said.parts.into_iter().map(|p| (p.lang, p.text)).collect()
    };
    let exd5 = Msg::Move(spoken("exd5", Square::E4));
    assert_eq!(langs(&en(), &exd5), vec![("de", "Eva".into()), ("en", "takes".into()), ("de", "David fünf".into())]);
    let danish = localizer("en", Vocabulary { files: FileNames::Danish, ..Vocabulary::default() });
    assert_eq!(langs(&danish, &nf3), vec![("de", "Springer".into()), ("da", "Frederik".into()), ("de", "drei".into())]);
    let nato = localizer("de", Vocabulary { files: FileNames::Nato, ..Vocabulary::default() });
    assert_eq!(langs(&nato, &nf3), vec![("de", "Springer".into()), ("en", "Foxtrot".into()), ("de", "drei".into())]);
    let letters = localizer("en", Vocabulary { files: FileNames::Letters, ranks: Words::Local, pieces: Words::German });
    assert_eq!(langs(&letters, &nf3), vec![("de", "Springer".into()), ("en", "f three".into())]);
    assert_eq!(
        langs(&en(), &Msg::LastMove(spoken("Nf3", Square::G1))),
        vec![("en", "Last move:".into()), ("de", "Springer Felix drei".into())]
    );
}

#[test]
fn fluent_errors_show_the_id_and_are_recorded() {
    let l10n = en();
    let parts = l10n.say("no-such-message", Vec::new());
    assert_eq!(super::utterance::tidy(parts)[0].text, "no-such-message");
    assert_eq!(l10n.take_errors(), vec![L10nError::MissingMessage { locale: "en", id: "no-such-message".into() }]);
    let parts = l10n.say("touch-move", vec![("role", Arg::Sel("knight"))]);
    assert_eq!(super::utterance::tidy(parts)[0].text, "touch-move");
    let errors = l10n.take_errors();
    assert!(matches!(&errors[..], [L10nError::Format { id, .. }] if id == "touch-move"), "{errors:?}");
    assert!(l10n.take_errors().is_empty());
}

#[test]
fn locales_and_vocabulary_parse() {
    let err = Localizer::new("fr", Vocabulary::default()).unwrap_err();
    assert_eq!(err, L10nError::UnknownLocale { locale: "fr".into() });
    assert_eq!(
        err.to_string(),
        "unknown locale 'fr': there is no locales/fr/taktil.ftl; taktil speaks en (English), de (Deutsch), \
         da (dansk), nb (norsk bokmål), sv (svenska), is (íslenska)"
    );
    assert!(Localizer::new("", Vocabulary::default()).is_err());
    assert_eq!(Localizer::new("en-GB", Vocabulary::default()).unwrap().locale(), "en");
    assert_eq!(Localizer::new("de", Vocabulary::default()).unwrap().locale(), "de");
    for locale in LOCALES {
        assert_eq!(Localizer::new(locale, Vocabulary::default()).unwrap().locale(), locale);
    }
    assert_eq!(Localizer::new("nb-NO", Vocabulary::default()).unwrap().locale(), "nb");
    assert_eq!(Localizer::new("no", Vocabulary::default()).unwrap().locale(), "nb");
    assert_eq!(Localizer::new("sv_SE", Vocabulary::default()).map(|l| l.locale()), Ok("sv"));
    assert!(Localizer::new("nn", Vocabulary::default()).is_err());

    for files in FileNames::ALL {
        assert_eq!(files.as_str().parse::<FileNames>(), Ok(files));
    }
    for words in Words::ALL {
        assert_eq!(words.as_str().parse::<Words>(), Ok(words));
    }
    let err = "greek".parse::<FileNames>().unwrap_err();
    assert_eq!(err.to_string(), "unknown file names 'greek': expected one of international, danish, nato, letters");
    let err = "danish".parse::<Words>().unwrap_err();
    assert_eq!(err.to_string(), "unknown words 'danish': expected one of german, local");
    assert_eq!(
        Vocabulary::default(),
        Vocabulary { files: FileNames::International, ranks: Words::German, pieces: Words::German }
    );
}

#[test]
fn localizer_is_send_and_sync() {
    fn check<T: Send + Sync>() {}
    check::<Localizer>();
}

/// `cargo test --lib l10n::tests::print_examples -- --ignored --nocapture` prints every
/// example in every locale, with the FIDE vocabulary and the Scandinavian preset, for
/// review.
#[test]
#[ignore = "prints the examples for review"]
#[allow(clippy::disallowed_macros, reason = "a review aid run by hand with --nocapture: printing is what it is for")]
fn print_examples() {
    for locale in LOCALES {
        for vocab in [Vocabulary::fide(), Vocabulary::scandinavian(locale)] {
            let l10n = localizer(locale, vocab);
            for msg in examples() {
                println!("{locale} {}: {}", vocab.files, say(&l10n, &msg));
            }
            for notice in notice_examples() {
                println!("{locale} {}: {}", vocab.files, tell(&l10n, &notice));
            }
            for s in moves() {
                println!("{locale} {} long: {}", vocab.files, l10n.announce_long(&s));
            }
        }
    }
}

#[test]
fn presets() {
    assert_eq!(Vocabulary::fide(), Vocabulary::default());
    let international = Vocabulary { files: FileNames::International, ranks: Words::Local, pieces: Words::Local };
    let danish = Vocabulary { files: FileNames::Danish, ..international };
    assert_eq!(Vocabulary::scandinavian("da"), danish);
    assert_eq!(Vocabulary::scandinavian("da-DK"), danish);
    for locale in ["nb", "nb-NO", "no", "sv", "sv-FI", "is", "en", "de"] {
        assert_eq!(Vocabulary::scandinavian(locale), international, "{locale}");
    }
    for locale in LOCALES {
        assert_eq!(preset("fide", locale), Ok(Vocabulary::fide()));
        assert_eq!(preset("scandinavian", locale), Ok(Vocabulary::scandinavian(locale)));
        assert_eq!(Vocabulary::preset("scandinavian", locale), Ok(Vocabulary::scandinavian(locale)));
    }
    for p in Preset::ALL {
        assert_eq!(p.as_str().parse::<Preset>(), Ok(p));
        assert_eq!(p.to_string(), p.as_str());
    }
    assert_eq!(Preset::default().vocabulary("da"), Vocabulary::fide());
    let err = preset("Scandinavian", "da").unwrap_err();
    assert_eq!(err.to_string(), "unknown vocabulary 'Scandinavian': expected one of fide, scandinavian");
}

/// E2.1 in the Scandinavian languages: local piece words, numbers and castling, the
/// Danish file names for Danish.
#[test]
fn golden_moves_scandinavian() {
    let cases: [(&str, [&str; 6]); 4] = [
        (
            "da",
            [
                "springer Frederik tre",
                "Erik slår Dora fem",
                "kort rokade",
                "lang rokade skak",
                "Erik otte, dronning skak",
                "Erik slår Dora seks, en passant",
            ],
        ),
        (
            "nb",
            [
                "springer Felix tre",
                "Eva slår David fem",
                "kort rokade",
                "lang rokade sjakk",
                "Eva åtte, dronning sjakk",
                "Eva slår David seks, en passant",
            ],
        ),
        (
            "sv",
            [
                "springare Felix tre",
                "Eva slår David fem",
                "kort rockad",
                "lång rockad schack",
                "Eva åtta, dam schack",
                "Eva slår David sex, en passant",
            ],
        ),
        (
            "is",
            [
                "riddari Felix þrír",
                "Eva drepur á David fimm",
                "stutta hrókun",
                "langa hrókun skák",
                "Eva átta, drottning skák",
                "Eva drepur á David sex, í framhjáhlaupi",
            ],
        ),
    ];
    for (locale, expected) in cases {
        let l10n = localizer(locale, Vocabulary::scandinavian(locale));
        let moves = [
            spoken("Nf3", Square::G1),
            spoken("exd5", Square::E4),
            spoken("O-O", Square::E1),
            black(spoken("O-O-O+", Square::E8)),
            spoken("e8=Q+", Square::E7),
            ep("exd6", Square::E5),
        ];
        for (s, text) in moves.into_iter().zip(expected) {
            assert_eq!(say(&l10n, &Msg::Move(s)), text, "{locale}");
        }
    }
    let da = localizer("da", Vocabulary::scandinavian("da"));
    assert_eq!(da.announce_long(&spoken("Nbd2", Square::B1)).text(), "springer Bodil et, Dora to");
    assert_eq!(say(&da, &Msg::Move(spoken("R1a3", Square::A1))), "tårn et, Anna tre");
    assert_eq!(say(&da, &Msg::Move(spoken("exf8=N#", Square::E7))), "Erik slår Frederik otte, springer skakmat");
    let is = localizer("is", Vocabulary::scandinavian("is"));
    assert_eq!(say(&is, &Msg::Move(spoken("Bxf7#", Square::C4))), "biskup drepur á Felix sjö skák og mát");
    // The FIDE vocabulary in a Scandinavian locale: German words, local sentence.
    let nb = localizer("nb", Vocabulary::fide());
    assert_eq!(say(&nb, &Msg::Move(spoken("Nxe5", Square::F3))), "Springer slår Eva fünf");
    assert_eq!(say(&nb, &Msg::LastMove(spoken("O-O", Square::E1))), "Siste trekk: Kurze Rochade");
}

/// Parts carry the voice: Danish file names in Danish, NATO names in English, local
/// words in the locale, international names in the voice of the rank numbers.
#[test]
fn scandinavian_parts_carry_the_speaking_language() {
    let parts = |l10n: &Localizer, msg: &Msg| -> Vec<(&'static str, String)> {
        let said = l10n.render(msg);
        assert!(l10n.take_errors().is_empty());
        said.parts.into_iter().map(|p| (p.lang, p.text)).collect()
    };
    let nf3 = Msg::Move(spoken("Nf3", Square::G1));
    let da = localizer("da", Vocabulary::scandinavian("da"));
    assert_eq!(parts(&da, &nf3), vec![("da", "springer Frederik tre".into())]);
    let sv = localizer("sv", Vocabulary::scandinavian("sv"));
    // The international names take the voice of the rank numbers: one voice a square.
    assert_eq!(parts(&sv, &nf3), vec![("sv", "springare Felix tre".into())]);
    let en = localizer("en", Vocabulary { ranks: Words::Local, ..Vocabulary::fide() });
    assert_eq!(parts(&en, &nf3), vec![("de", "Springer".into()), ("en", "Felix three".into())]);
    let is = localizer("is", Vocabulary { files: FileNames::Nato, ..Vocabulary::fide() });
    assert_eq!(parts(&is, &nf3), vec![("de", "Springer".into()), ("en", "Foxtrot".into()), ("de", "drei".into())]);
    let nb = localizer("nb", Vocabulary { files: FileNames::Letters, ..Vocabulary::scandinavian("nb") });
    assert_eq!(parts(&nb, &nf3), vec![("nb", "springer f tre".into())]);
}

/// The readings on request, the history, the speech notices and the new keys.
#[test]
fn golden_readings_and_history() {
    let w = Color::White;
    let b = Color::Black;
    let history =
        Msg::LastMoves(vec![spoken("e4", Square::E2), black(spoken("e5", Square::E7)), spoken("Nf3", Square::G1)]);
    let file = Msg::FileReading {
        file: File::E,
        pieces: vec![(Square::E1, piece(w, Role::King)), (Square::E7, piece(b, Role::Pawn))],
    };
    let rank = Msg::RankReading {
        rank: Rank::First,
        pieces: vec![(Square::A1, piece(w, Role::Rook)), (Square::D1, piece(w, Role::Queen))],
    };
    let cases: [(&str, Vocabulary, [&str; 10]); 3] = [
        (
            "en",
            Vocabulary::fide(),
            [
                "Last 3 moves: White Eva vier; Black Eva fünf; White Springer Felix drei.",
                "Last move: Black Lange Rochade check.",
                "Eva file: white König Eva eins, black Bauer Eva sieben.",
                "The Cesar file is empty.",
                "Rank eins: white Turm Anna eins, white Dame David eins.",
                "Rank vier is empty.",
                "No speech: you will hear only sounds. Words are shown as text.",
                "Speech stopped answering: words are shown as text from now on.",
                "The history key has no effect now.",
                "No move has been played yet.",
            ],
        ),
        (
            "de",
            Vocabulary::fide(),
            [
                "Letzte 3 Züge: Weiß Eva vier; Schwarz Eva fünf; Weiß Springer Felix drei.",
                "Letzter Zug: Schwarz Lange Rochade Schach.",
                "Linie Eva: weißer König Eva eins, schwarzer Bauer Eva sieben.",
                "Die Linie Cesar ist leer.",
                "Reihe eins: weißer Turm Anna eins, weiße Dame David eins.",
                "Die Reihe vier ist leer.",
                "Keine Sprachausgabe: Sie hören nur Töne. Die Worte werden als Text angezeigt.",
                "Die Sprachausgabe antwortet nicht mehr: die Worte werden ab jetzt als Text angezeigt.",
                "Die Taste Verlauf hat jetzt keine Wirkung.",
                "Es wurde noch kein Zug gespielt.",
            ],
        ),
        (
            "da",
            Vocabulary::scandinavian("da"),
            [
                "Sidste 3 træk: Hvid Erik fire; Sort Erik fem; Hvid springer Frederik tre.",
                "Sidste træk: Sort lang rokade skak.",
                "Linje Erik: hvid konge Erik et, sort bonde Erik syv.",
                "Linje Cecilie er tom.",
                "Række et: hvidt tårn Anna et, hvid dronning Dora et.",
                "Række fire er tom.",
                "Ingen tale: du hører kun lyde. Ordene vises som tekst.",
                "Talen svarer ikke længere: ordene vises som tekst fra nu af.",
                "Tasten historik har ingen virkning nu.",
                "Der er ikke spillet noget træk endnu.",
            ],
        ),
    ];
    for (locale, vocab, expected) in cases {
        let l10n = localizer(locale, vocab);
        let msgs: [Said; 10] = [
            history.clone().into(),
            Msg::LastMoves(vec![black(spoken("O-O-O+", Square::E8))]).into(),
            file.clone().into(),
            Msg::FileReading { file: File::C, pieces: Vec::new() }.into(),
            rank.clone().into(),
            Msg::RankReading { rank: Rank::Fourth, pieces: Vec::new() }.into(),
            Notice::Hearing(crate::notice::hearing::Hearing::SoundsOnly).into(),
            Notice::SpeechLost.into(),
            Msg::KeyIgnored(Key::History).into(),
            Msg::LastMoves(Vec::new()).into(),
        ];
        for (msg, text) in msgs.iter().zip(expected) {
            assert_eq!(say_any(&l10n, msg), text, "{locale} {msg:?}");
        }
    }
    let parts: Vec<(&str, String)> = en().render(&file).parts.into_iter().map(|p| (p.lang, p.text)).collect();
    assert_eq!(
        parts,
        vec![
            ("de", "Eva".into()),
            ("en", "file: white".into()),
            ("de", "König Eva eins,".into()),
            ("en", "black".into()),
            ("de", "Bauer Eva sieben.".into()),
        ]
    );
}

/// Icelandic counts 21, 31 ... in the singular, and says 1-4, 21-24 ... as feminine
/// words in the accusative (a digit would be read masculine: issue 17).
#[test]
fn icelandic_minutes_agree_with_the_number() {
    let is = localizer("is", Vocabulary::scandinavian("is"));
    let penalty =
        |minutes| Msg::IllegalCounted { by: Color::White, count: 1, penalty: Some(Penalty::OpponentTime { minutes }) };
    let tail = |minutes| say(&is, &penalty(minutes)).split_once("getur gefið ").map(|(_, t)| t.to_owned());
    assert_eq!(tail(1).as_deref(), Some("Svörtum eina mínútu í viðbót."));
    assert_eq!(tail(2).as_deref(), Some("Svörtum tvær mínútur í viðbót."));
    assert_eq!(tail(4).as_deref(), Some("Svörtum fjórar mínútur í viðbót."));
    assert_eq!(tail(5).as_deref(), Some("Svörtum 5 mínútur í viðbót."));
    assert_eq!(tail(21).as_deref(), Some("Svörtum 20 og eina mínútu í viðbót."));
    assert_eq!(tail(14).as_deref(), Some("Svörtum 14 mínútur í viðbót."));
    assert_eq!(tail(11).as_deref(), Some("Svörtum 11 mínútur í viðbót."));
}

/// Times are read rounded down, in the parts that matter at that length, with the
/// plural forms of the language.
#[test]
fn golden_durations() {
    let cases: [(Duration, &str, &str); 15] = [
        (Duration::ZERO, "0 seconds left.", "Noch 0 Sekunden."),
        (Duration::from_millis(999), "0 seconds left.", "Noch 0 Sekunden."),
        (min_sec(0, 1), "1 second left.", "Noch eine Sekunde."),
        (Duration::from_millis(59_999), "59 seconds left.", "Noch 59 Sekunden."),
        (min_sec(1, 0), "1 minute left.", "Noch eine Minute."),
        (min_sec(1, 1), "1 minute 1 second left.", "Noch eine Minute eine Sekunde."),
        (min_sec(4, 59), "4 minutes 59 seconds left.", "Noch 4 Minuten 59 Sekunden."),
        (min_sec(9, 59), "9 minutes 59 seconds left.", "Noch 9 Minuten 59 Sekunden."),
        (min_sec(10, 0), "10 minutes left.", "Noch 10 Minuten."),
        (min_sec(10, 59), "10 minutes left.", "Noch 10 Minuten."),
        (min_sec(59, 59), "59 minutes left.", "Noch 59 Minuten."),
        (min_sec(60, 0), "1 hour left.", "Noch eine Stunde."),
        (min_sec(61, 0), "1 hour 1 minute left.", "Noch eine Stunde eine Minute."),
        (min_sec(119, 59), "1 hour 59 minutes left.", "Noch eine Stunde 59 Minuten."),
        (min_sec(120, 30), "2 hours left.", "Noch 2 Stunden."),
    ];
    let (en, de) = (en(), de());
    for (left, in_en, in_de) in cases {
        let msg = Msg::LowTime { left };
        assert_eq!(say(&en, &msg), in_en, "{left:?}");
        assert_eq!(say(&de, &msg), in_de, "{left:?}");
    }
}

/// Icelandic counts 21, 31 ... in the singular, says 1-4, 21-24 ... as feminine words
/// (issue 17) and joins the parts with "og".
#[test]
fn icelandic_durations_agree_with_the_number() {
    let is = localizer("is", Vocabulary::scandinavian("is"));
    let left = |left| say(&is, &Msg::LowTime { left });
    assert_eq!(left(min_sec(1, 1)), "Tími eftir: ein mínúta og ein sekúnda.");
    assert_eq!(left(min_sec(2, 21)), "Tími eftir: tvær mínútur og 20 og ein sekúnda.");
    assert_eq!(left(min_sec(2, 11)), "Tími eftir: tvær mínútur og 11 sekúndur.");
    assert_eq!(left(min_sec(3, 34)), "Tími eftir: þrjár mínútur og 30 og fjórar sekúndur.");
    assert_eq!(left(min_sec(5, 10)), "Tími eftir: 5 mínútur og 10 sekúndur.");
    assert_eq!(left(min_sec(81, 0)), "Tími eftir: ein klukkustund og 20 og ein mínúta.");
    assert_eq!(left(min_sec(21 * 60, 0)), "Tími eftir: 20 og ein klukkustund.");
    assert_eq!(left(min_sec(2 * 60, 0)), "Tími eftir: tvær klukkustundir.");
}

/// The clock, draw, claim and adjournment messages and the new game ends, in English
/// and German.
#[test]
fn golden_clock_draw_and_claim_messages() {
    let w = Color::White;
    let b = Color::Black;
    let win = |winner| KnownOutcome::Decisive { winner };
    let over = |outcome, reason| Msg::GameOver { outcome, reason };
    let cases: Vec<(Msg, &str, &str)> = vec![
        (
            Msg::Clocks { white: TimeLeft::Left(min_sec(89, 5)), black: TimeLeft::Left(min_sec(58, 12)) },
            "White 1 hour 29 minutes. Black 58 minutes.",
            "Weiß eine Stunde 29 Minuten. Schwarz 58 Minuten.",
        ),
        (
            Msg::Clocks { white: TimeLeft::Left(min_sec(4, 30)), black: TimeLeft::Left(min_sec(0, 12)) },
            "White 4 minutes 30 seconds. Black 12 seconds.",
            "Weiß 4 Minuten 30 Sekunden. Schwarz 12 Sekunden.",
        ),
        (
            Msg::Clocks { white: TimeLeft::Flag, black: TimeLeft::Left(min_sec(0, 1)) },
            "White: flag fallen. Black 1 second.",
            "Weiß: Zeit überschritten. Schwarz eine Sekunde.",
        ),
        (
            Msg::DutyOff(Duty::Inform),
            "taktil does not tell times in this game. Ask your assistant.",
            "taktil sagt in dieser Partie keine Zeiten an. Fragen Sie Ihren Assistenten.",
        ),
        (
            Msg::DutyOff(Duty::Transfer),
            "taktil does not guide the other board in this game.",
            "taktil hilft in dieser Partie nicht beim Nachziehen auf dem anderen Brett.",
        ),
        (
            Msg::DutyOff(Duty::Claim),
            "taktil does not claim on time or report touches in this game.",
            "taktil reklamiert in dieser Partie nicht auf Zeit und meldet keine berührten Figuren.",
        ),
        (
            Msg::FlagFell { color: w, moves: 38, needed: Some(40) },
            "White's flag fell after 38 of 40 moves.",
            "Zeitüberschreitung von Weiß nach 38 von 40 Zügen.",
        ),
        (
            Msg::FlagFell { color: b, moves: 52, needed: None },
            "Black's flag fell after 52 moves.",
            "Zeitüberschreitung von Schwarz nach 52 Zügen.",
        ),
        (
            Msg::FlagFell { color: b, moves: 1, needed: None },
            "Black's flag fell after 1 move.",
            "Zeitüberschreitung von Schwarz nach einem Zug.",
        ),
        (
            Msg::BothFlagsPlayOn,
            "Both flags have fallen. Play goes on; the arbiter sets the clocks.",
            "Beide Seiten haben die Zeit überschritten. Es wird weitergespielt; der Schiedsrichter stellt die Uhren.",
        ),
        (
            Msg::ArbiterCalled,
            "Clocks stopped. The arbiter is called.",
            "Uhren angehalten. Der Schiedsrichter wird gerufen.",
        ),
        (Msg::ClockRestarted, "The clock runs again.", "Die Uhr läuft wieder."),
        (
            Msg::Press { by: b, note: PressNote::BeforeMove },
            "Black pressed the clock before the move was made.",
            "Schwarz hat die Uhr gedrückt, bevor der Zug ausgeführt war.",
        ),
        (
            Msg::Press { by: w, note: PressNote::NotRunning },
            "White pressed the clock, but it was not running for White.",
            "Weiß hat die Uhr gedrückt, aber die Uhr von Weiß lief nicht.",
        ),
        (
            Msg::Press { by: w, note: PressNote::Stopped },
            "White pressed the clock while it was stopped.",
            "Weiß hat die Uhr gedrückt, während sie angehalten war.",
        ),
        (
            Msg::ClockAdjusted { color: w, delta_ms: 120_000, reason: ClockReason::IllegalMove, edition: E },
            "White: 2 minutes added. Illegal move, article 7.4b.",
            "Weiß: 2 Minuten gutgeschrieben. Regelwidriger Zug, Artikel 7.4b.",
        ),
        (
            Msg::ClockAdjusted { color: w, delta_ms: -90_000, reason: ClockReason::IncorrectClaim, edition: E },
            "White: 1 minute 30 seconds taken off. Incorrect claim, article 9.5.",
            "Weiß: eine Minute 30 Sekunden abgezogen. Unberechtigte Reklamation, Artikel 9.5.",
        ),
        (
            Msg::ClockAdjusted { color: b, delta_ms: 120_000, reason: ClockReason::Quickplay, edition: E },
            "Black: 2 minutes added. Quickplay finish, article 10.2.",
            "Schwarz: 2 Minuten gutgeschrieben. Endspurtphase, Artikel 10.2.",
        ),
        (
            Msg::ClockSet {
                color: w,
                left: min_sec(70, 0),
                moves: Some(40),
                reason: ClockReason::Reconstruction,
                edition: E,
            },
            "White's clock set to 1 hour 10 minutes, 40 moves completed. Reconstruction, article E2.8, 8.5c.",
            "Uhr von Weiß gestellt: eine Stunde 10 Minuten, 40 Züge gespielt. Rekonstruktion, Artikel E2.8, 8.5c.",
        ),
        (
            Msg::ClockSet { color: b, left: min_sec(5, 0), moves: None, reason: ClockReason::Judgement, edition: E },
            "Black's clock set to 5 minutes. Arbiter's judgement, article 6.13.",
            "Uhr von Schwarz gestellt: 5 Minuten. Ermessen des Schiedsrichters, Artikel 6.13.",
        ),
        (Msg::DrawOffered { by: w }, "White offers a draw.", "Weiß bietet Remis an."),
        (Msg::DrawOfferStands { by: w }, "White's draw offer stands.", "Das Remisangebot von Weiß besteht weiter."),
        (
            Msg::DrawOfferTiming { by: w, edition: E },
            "White offered a draw before moving: valid, article 12.6 applies.",
            "Weiß hat vor dem eigenen Zug Remis angeboten: gültig, Artikel 12.6 ist zu beachten.",
        ),
        (Msg::DrawDeclined { by: b }, "Black declines the draw.", "Schwarz lehnt das Remis ab."),
        (
            Msg::DrawOfferLapsed { by: b },
            "Black touched a piece: the draw offer has lapsed.",
            "Schwarz hat eine Figur berührt: Das Remisangebot ist erloschen.",
        ),
        (Msg::NoDrawOffer, "No draw offer.", "Kein Remisangebot."),
        (
            Msg::ClaimDeclareMove,
            "Claim. Make the move you claim with.",
            "Reklamation. Führen Sie den Zug aus, mit dem Sie reklamieren.",
        ),
        (
            Msg::ClaimIncorrect { by: w },
            "White's claim is incorrect. Play goes on.",
            "Die Reklamation von Weiß ist unberechtigt. Die Partie geht weiter.",
        ),
        (
            Msg::ClaimLapsed,
            "No claim: a piece was touched this move.",
            "Keine Reklamation: In diesem Zug wurde eine Figur berührt.",
        ),
        (Msg::ClaimNotOnMove, "Claim only when it is your move.", "Reklamieren Sie nur, wenn Sie am Zug sind."),
        (
            Msg::NoFlag,
            "Claim on time refused: no flag has fallen.",
            "Zeitreklamation abgelehnt: Keine Seite hat die Zeit überschritten.",
        ),
        (
            Msg::TouchReported { by: b, piece: Some(piece(b, Role::Knight)), square: Square::G8 },
            "For the arbiter: Black touched the Springer on Gustav acht.",
            "Für den Schiedsrichter: Von Schwarz berührt wurde der Springer auf Gustav acht.",
        ),
        (
            Msg::TouchReported { by: w, piece: Some(piece(w, Role::Queen)), square: Square::D1 },
            "For the arbiter: White touched the Dame on David eins.",
            "Für den Schiedsrichter: Von Weiß berührt wurde die Dame auf David eins.",
        ),
        (
            Msg::TouchReported { by: b, piece: None, square: Square::G8 },
            "For the arbiter: Black touched the piece on Gustav acht.",
            "Für den Schiedsrichter: Von Schwarz berührt wurde die Figur auf Gustav acht.",
        ),
        (
            Msg::TouchReportTooLate { edition: E },
            "Too late to report: the blind player has touched a piece, article 4.7.",
            "Zu spät für die Meldung: Der blinde Spieler hat selbst eine Figur berührt, Artikel 4.7.",
        ),
        (
            Msg::TouchVoided { by: w, blind: true, piece: piece(w, Role::King), square: Square::H1 },
            "The arbiter voids your touch of the König on Hector eins. It does not bind you.",
            "Der Schiedsrichter erklärt Ihre Berührung für ungültig: König auf Hector eins. Sie bindet Sie nicht.",
        ),
        (
            Msg::TouchUpheld { by: b, obligation: Obligation::Move(piece(b, Role::Knight), Square::G8) },
            "The arbiter upholds Black's touch: the Springer on Gustav acht must move.",
            "Der Schiedsrichter bestätigt die Berührung von Schwarz: Springer auf Gustav acht muss ziehen.",
        ),
        (
            Msg::IllegalRuled { by: w, count: 1, edition: E },
            "Illegal move by White, the 1st. Article 7.4b.",
            "Regelwidriger Zug von Weiß, der erste. Artikel 7.4b.",
        ),
        (
            Msg::IllegalRuled { by: w, count: 2, edition: E },
            "Illegal move by White, the 2nd. Article 7.4b.",
            "Regelwidriger Zug von Weiß, der zweite. Artikel 7.4b.",
        ),
        (
            Msg::IllegalRuled { by: b, count: 3, edition: E },
            "Illegal move by Black, the 3rd. Article 7.4b.",
            "Regelwidriger Zug von Schwarz, der dritte. Artikel 7.4b.",
        ),
        (
            Msg::IllegalRuled { by: b, count: 11, edition: E },
            "Illegal move by Black, the 11th. Article 7.4b.",
            "Regelwidriger Zug von Schwarz, Nummer 11. Artikel 7.4b.",
        ),
        (
            Msg::Adjourned,
            "Game adjourned. The sealed move is recorded.",
            "Partie unterbrochen. Der Abgabezug ist aufgezeichnet.",
        ),
        (Msg::Resumed, "Game resumed.", "Die Partie wird fortgesetzt."),
        (Msg::GameAdjourned, "The game is adjourned.", "Die Partie ist unterbrochen."),
        (Msg::NotAdjourned, "The game is not adjourned.", "Die Partie ist nicht unterbrochen."),
        (
            over(win(w), EndReason::Time),
            "Black's flag has fallen. White wins.",
            "Schwarz hat die Zeit überschritten. Weiß gewinnt.",
        ),
        (
            over(win(b), EndReason::Time),
            "White's flag has fallen. Black wins.",
            "Weiß hat die Zeit überschritten. Schwarz gewinnt.",
        ),
        (
            over(KnownOutcome::Draw, EndReason::TimeNoMate { flag: b }),
            "Black's flag has fallen, but White cannot mate. Draw.",
            "Schwarz hat die Zeit überschritten, aber Weiß kann nicht mattsetzen. Remis.",
        ),
        (
            over(KnownOutcome::Draw, EndReason::BothFlags),
            "Both flags have fallen. Draw.",
            "Beide Seiten haben die Zeit überschritten. Remis.",
        ),
        (over(KnownOutcome::Draw, EndReason::Agreement), "Draw agreed.", "Remis vereinbart."),
        (
            over(KnownOutcome::Draw, EndReason::Threefold),
            "Threefold repetition. Draw.",
            "Dreimalige Stellungswiederholung. Remis.",
        ),
        (over(KnownOutcome::Draw, EndReason::FiftyMoves), "Fifty-move rule. Draw.", "Fünfzig-Züge-Regel. Remis."),
        (
            over(KnownOutcome::Draw, EndReason::FivefoldRepetition),
            "Fivefold repetition. Draw.",
            "Fünfmalige Stellungswiederholung. Remis.",
        ),
        (
            over(KnownOutcome::Draw, EndReason::SeventyFiveMoves),
            "75 moves without a capture or pawn move. Draw.",
            "75 Züge ohne Schlagen und ohne Bauernzug. Remis.",
        ),
        (
            over(KnownOutcome::Draw, EndReason::ResignationNoMate { by: w }),
            "White resigns, but Black cannot mate. Draw.",
            "Weiß gibt auf, aber Schwarz kann nicht mattsetzen. Remis.",
        ),
        (
            over(win(w), EndReason::IllegalMoves),
            "Black's third illegal move. White wins.",
            "Dritter regelwidriger Zug von Schwarz. Weiß gewinnt.",
        ),
        (
            over(KnownOutcome::Draw, EndReason::IllegalMovesNoMate { by: b }),
            "Black's third illegal move, but White cannot mate. Draw.",
            "Dritter regelwidriger Zug von Schwarz, aber Weiß kann nicht mattsetzen. Remis.",
        ),
        (
            over(KnownOutcome::Draw, EndReason::IllegalMovesNoMate { by: w }),
            "White's third illegal move, but Black cannot mate. Draw.",
            "Dritter regelwidriger Zug von Weiß, aber Schwarz kann nicht mattsetzen. Remis.",
        ),
    ];
    let (en, de) = (en(), de());
    for (msg, in_en, in_de) in cases {
        assert_eq!(say(&en, &msg), in_en, "{msg:?}");
        assert_eq!(say(&de, &msg), in_de, "{msg:?}");
    }
}

#[test]
fn golden_device_sentences() {
    let (en, de) = (en(), de());
    let cases: Vec<(Said, &str, &str)> = vec![
        (Notice::CalibratePut(Square::A1).into(), "Put a peg in Anna eins.", "Stecken Sie einen Stift in Anna eins."),
        (Notice::CalibrateDone(Square::A1).into(), "Anna eins: done.", "Anna eins: erledigt."),
        (
            Notice::CalibrateTaken(Square::A1).into(),
            "That button is already Anna eins. Take the peg out and try again.",
            "Diese Taste ist schon Anna eins. Nehmen Sie den Stift heraus und versuchen Sie es noch einmal.",
        ),
        (
            Notice::CalibrateSilent(Square::B1).into(),
            "Nothing from Bella eins. Check the hole, then put the peg in again.",
            "Nichts von Bella eins. Prüfen Sie das Loch, dann stecken Sie den Stift noch einmal hinein.",
        ),
        (
            Notice::CalibrationFinished { missing: 0 }.into(),
            "Calibration finished: all 64 holes are done.",
            "Kalibrierung fertig: alle 64 Löcher sind erledigt.",
        ),
        (
            Notice::CalibrationFinished { missing: 3 }.into(),
            "Calibration finished; 3 holes are missing.",
            "Kalibrierung fertig; 3 Löcher fehlen.",
        ),
        (Msg::PegBoardLost.into(), "The peg board is disconnected.", "Das Steckbrett ist getrennt."),
        (Notice::NoHidDevice.into(), "No gamepad or peg board found.", "Kein Gamepad und kein Steckbrett gefunden."),
        (Notice::NoEvdevKeyboard.into(), "No other keyboard found.", "Keine weitere Tastatur gefunden."),
        (Notice::KeyHelp { button: 65, key: Some(Key::Announce) }.into(), "Button 65: announce.", "Taste 65: Ansage."),
        (Notice::KeyHelp { button: 80, key: None }.into(), "Button 80: this help.", "Taste 80: diese Hilfe."),
        (
            Notice::KeystrokeHelp { keys: vec![KeyName::Char('5'), KeyName::Space], key: Some(Key::Repeat) }.into(),
            "5 or space: repeat.",
            "5 oder Leertaste: Wiederholen.",
        ),
        (
            Notice::KeystrokeReadHelp { keys: vec![KeyName::Slash, KeyName::Char('L')] }.into(),
            "slash or L, then a file letter or a rank number: read that file or rank.",
            "Schrägstrich oder L, dann ein Linienbuchstabe oder eine Reihenzahl: diese Linie oder Reihe lesen.",
        ),
        (Notice::KeystrokeRead.into(), "Which file or rank?", "Welche Linie oder Reihe?"),
    ];
    for (msg, in_en, in_de) in cases {
        assert_eq!(say_any(&en, &msg), in_en, "{msg:?}");
        assert_eq!(say_any(&de, &msg), in_de, "{msg:?}");
    }
}

#[test]
fn notation_letters_and_move_numbers_in_every_locale() {
    let letters =
        |l10n: &Localizer| -> String { Role::ALL.into_iter().rev().filter_map(|r| l10n.notation_letter(r)).collect() };
    let expected = [
        ("en", "KQRBN", "Move 12."),
        ("de", "KDTLS", "Zug 12."),
        ("da", "KDTLS", "Træk 12."),
        ("nb", "KDTLS", "Trekk 12."),
        ("sv", "KDTLS", "Drag 12."),
        ("is", "KDHBR", "Leikur 12."),
    ];
    assert_eq!(expected.map(|e| e.0), LOCALES);
    for (locale, want, number) in expected {
        let l10n = localizer(locale, Vocabulary::default());
        assert_eq!(letters(&l10n), want, "{locale}");
        assert_eq!(l10n.notation_letter(Role::Pawn), None);
        let said = l10n.move_number(12);
        check_clean(&said, locale);
        assert_eq!(said.text(), number);
        assert_eq!(said.parts.iter().map(|p| p.lang).collect::<Vec<_>>(), [locale]);
        assert_eq!(l10n.take_errors(), Vec::new(), "{locale}");
    }
}

/// The 2023 endings (9.6.1, 9.6.2, 5.1.2, 7.5.5) have their own words in every locale, spoken
/// and on the screen: a selector missing in a locale would fall back to another
/// ending's words without an error.
#[test]
fn the_2023_endings_have_their_own_words_in_every_locale() {
    use crate::core::output::Output;
    let (w, b) = (Color::White, Color::Black);
    let draw = KnownOutcome::Draw;
    let reasons = [
        (draw, EndReason::FivefoldRepetition),
        (draw, EndReason::SeventyFiveMoves),
        (draw, EndReason::ResignationNoMate { by: w }),
        (draw, EndReason::ResignationNoMate { by: b }),
        (draw, EndReason::Threefold),
        (draw, EndReason::FiftyMoves),
        (draw, EndReason::DeadPosition),
        (draw, EndReason::SealedMoveNoMate { by: w, fault: SealFault::Illegal }),
        (KnownOutcome::Decisive { winner: b }, EndReason::Resignation),
        // 7.5.5 (2023): the second illegal move; 7.4b (2009): the third.
        (KnownOutcome::Decisive { winner: b }, EndReason::IllegalMoves),
        (KnownOutcome::Decisive { winner: b }, EndReason::SecondIllegalMove),
    ];
    for locale in LOCALES {
        let l10n = localizer(locale, Vocabulary::default());
        let said: BTreeSet<String> =
            reasons.iter().map(|&(outcome, reason)| say(&l10n, &Msg::GameOver { outcome, reason })).collect();
        assert_eq!(said.len(), reasons.len(), "{locale}: {said:?}");
        let shown: BTreeSet<String> =
            reasons.iter().filter_map(|&(outcome, reason)| l10n.describe(&Output::End { outcome, reason })).collect();
        // Both resignations without mate show alike: the screen names no side; the
        // illegal moves show without their count.
        assert_eq!(shown.len(), reasons.len() - 2, "{locale}: {shown:?}");
        assert_eq!(l10n.take_errors(), Vec::new(), "{locale}");
    }
}

/// Issue 28: a sentence that names an article names it in the game's edition: the
/// 2023 number where the 2009 number stood, the words around it the same.
#[test]
fn cites_the_edition_s_articles() {
    let (w, b) = (Color::White, Color::Black);
    let e23 = Edition::Fide2023;
    let cases = [
        (Msg::IllegalRuled { by: w, count: 1, edition: e23 }, "7.4b", "7.5.5"),
        (Msg::DrawOfferTiming { by: w, edition: e23 }, "12.6", "11.5"),
        (Msg::TouchReportTooLate { edition: e23 }, "4.7", "4.8"),
        (Msg::Ruling(RulingPart::TakeBack, e23), "E2.8", "D.2.9"),
        (Msg::Ruling(RulingPart::Agreed, e23), "E2.7", "D.2.9"),
        (Msg::BoardCorrected { player: Player::Blind, edition: e23 }, "E2.7", "D.2.9"),
        (Msg::TakenBack { article: TakeBackArticle::IllegalMove, last: None, edition: e23 }, "7.4a", "7.5.1"),
        (Msg::ClocksSetBack(None, ClocksAfter::Stopped, e23), "6.13", "7.1"),
        (
            Msg::ExternalClockSet { white: Duration::from_secs(60), black: Duration::from_secs(60), edition: e23 },
            "6.13",
            "7.1",
        ),
        (Msg::ExternalPressWithoutMove { by: b, blind: true, edition: e23 }, "E2.3", "D.2.3"),
        (
            Msg::PromotionFinal { by: w, square: Square::E8, first: Role::Knight, shown: Role::Queen, edition: e23 },
            "4.4d",
            "4.4.4",
        ),
        (
            Msg::ClockAdjusted { color: b, delta_ms: 120_000, reason: ClockReason::IllegalMove, edition: e23 },
            "7.4b",
            "7.5.5",
        ),
    ];
    for l10n in [en(), de()] {
        for (msg, old, new) in &cases {
            let now = l10n.render(msg).text();
            let before = l10n.render(&with_edition(msg.clone(), E)).text();
            assert!(now.contains(new) && !now.contains(old), "{now}");
            assert_eq!(before.replace(old, new), now, "{msg:?}");
        }
        let castling = l10n.render(&Msg::CastlingAfterRook { by: w, edition: e23 }).text();
        assert!(castling.contains("4.4.2") && castling.contains("7.5.") && !castling.contains("4.4b"), "{castling}");
        assert!(l10n.take_errors().is_empty());
    }
}

/// `msg` as in a game under `edition`.
fn with_edition(mut msg: Msg, to: Edition) -> Msg {
    match &mut msg {
        Msg::IllegalRuled { edition, .. }
        | Msg::DrawOfferTiming { edition, .. }
        | Msg::TouchReportTooLate { edition }
        | Msg::Ruling(_, edition)
        | Msg::BoardCorrected { edition, .. }
        | Msg::TakenBack { edition, .. }
        | Msg::ClocksSetBack(_, _, edition)
        | Msg::ExternalClockSet { edition, .. }
        | Msg::ExternalPressWithoutMove { edition, .. }
        | Msg::PromotionFinal { edition, .. }
        | Msg::ClockAdjusted { edition, .. } => *edition = to,
        _ => {}
    }
    msg
}

/// Issue 29, point 11: words carried over that were not true. A take-back in a practice
/// game (taktil restarts the clock) and one with a DGT clock (set by hand, to the
/// second) say so; the arbiter's own clock is restarted with `clock start` (6.12c). A
/// penalty in time without a time control adds nothing.
#[test]
fn golden_wording_issue_29_point_11_en() {
    let l10n = en();
    let times = ClockSnapshot {
        white: Duration::from_millis(3_599_400),
        black: Duration::from_secs(3600),
        move_number: 1,
        to_move: Some(Color::Black),
        running: false,
    };
    let cases: Vec<(Msg, &str)> = vec![
        (
            Msg::ClocksSetBack(Some(times), ClocksAfter::Stopped, E),
            "Clocks set back to White 59 minutes, Black 1 hour; move 1. They are stopped: restart them with clock start.",
        ),
        (
            Msg::ClocksSetBack(Some(times), ClocksAfter::Running, E),
            "Clocks set back to White 59 minutes, Black 1 hour; move 1.",
        ),
        (
            Msg::ClocksSetBack(Some(times), ClocksAfter::ByHand, E),
            "Set the DGT clock by hand to White 0:59:59, Black 1:00:00; move 1. Then start it.",
        ),
        (
            Msg::ClocksSetBack(None, ClocksAfter::ByHand, E),
            "No clock times are recorded there: set the DGT clock by hand at your best judgement, article 6.13.",
        ),
        // Without a time control taktil adds nothing (R-76): the time the rules give
        // goes on the clock beside the board, if there is one.
        (
            Msg::TimeNotKept { color: Color::Black, delta_ms: 120_000, reason: ClockReason::IllegalMove, edition: E },
            "taktil keeps no time: if the game has a clock, Black gets 2 minutes on it. Illegal move, article 7.4b.",
        ),
        (
            Msg::TimeNotKept {
                color: Color::White,
                delta_ms: -60_000,
                reason: ClockReason::IncorrectClaim,
                edition: E,
            },
            "taktil keeps no time: if the game has a clock, White loses 1 minute on it. Incorrect claim, article 9.5.",
        ),
    ];
    for (msg, want) in cases {
        assert_eq!(say(&l10n, &msg), want, "{msg:?}");
    }
    // A board without sensors: the player announces his moves aloud (D.2.2).
    assert_eq!(tell(&l10n, &Notice::Ready { blind: Color::White, sensors: true }), "Ready. You play white.");
    assert_eq!(
        tell(&l10n, &Notice::Ready { blind: Color::Black, sensors: false }),
        "Ready. You play black. Your board has no sensors: announce each move aloud."
    );
    assert!(l10n.take_errors().is_empty());
}

/// Issue 29, point 11: the adjust announcement (4.2; 2023 4.2.1) in the words of each
/// country's rules, never "J'adoube", which the voices misread: Swedish "jag rättar
/// till", Icelandic "ég lagfæri", as Danish and Norwegian "jeg retter" and German "ich
/// korrigiere".
#[test]
fn the_adjust_announcement_is_in_every_language_s_own_words() {
    let words = [
        ("da", "Jeg retter."),
        ("de", "Ich korrigiere."),
        ("en", "I adjust."),
        ("is", "Ég lagfæri."),
        ("nb", "Jeg retter."),
        ("sv", "Jag rättar till."),
    ];
    for (locale, want) in words {
        let l10n = localizer(locale, Vocabulary::default());
        assert_eq!(l10n.render(&Msg::Adjust).text(), want, "{locale}");
        let help = l10n.render_notice(&Notice::KeyHelp { button: 72, key: Some(Key::Adjust) }).text();
        assert!(!help.to_lowercase().contains("adoube"), "{locale}: {help}");
        assert!(l10n.take_errors().is_empty(), "{locale}");
    }
}

/// Issue 29, point 11: the lines of `taktil devices` are the locale's, not English
/// built in the command; the names and ids stay as they came.
#[test]
fn the_device_lines_are_in_the_session_s_language() {
    use crate::notice::device::{Listed, SerialKind, Unlisted};
    let pad =
        Listed::Gamepad { id: 0, name: "Arduino Leonardo".into(), buttons: Some(80), usb: Some((0x2341, 0x8036)) };
    let port = Listed::SerialPort {
        port: "/dev/ttyACM0".into(),
        kind: SerialKind::Usb { vid: 0x2e8a, pid: 0x000a, product: Some("Pico".into()) },
    };
    let keyboard = Listed::Keyboard { path: "/dev/input/event5".into(), name: "USB Numeric Keypad".into() };
    let cases = [
        ("en", &pad, "Gamepad 0: Arduino Leonardo, 80 buttons, USB 2341:8036."),
        ("en", &port, "Serial port /dev/ttyACM0: USB 2e8a:000a, Pico."),
        ("en", &keyboard, "Keyboard /dev/input/event5: USB Numeric Keypad."),
        ("en", &Listed::NoSerialPort, "No serial port found."),
        (
            "en",
            &Listed::KeyboardsUnlisted(Unlisted::NoInput),
            "Keyboards: this computer has no /dev/input, so no keyboard can be read through evdev.",
        ),
        ("sv", &pad, "Spelkontroll 0: Arduino Leonardo, 80 knappar, USB 2341:8036."),
        ("de", &port, "Serielle Schnittstelle /dev/ttyACM0: USB 2e8a:000a, Pico."),
        ("da", &keyboard, "Tastatur /dev/input/event5: USB Numeric Keypad."),
        ("is", &Listed::NoSerialPort, "Ekkert raðtengi fannst."),
        (
            "nb",
            &Listed::SerialPort { port: "/dev/rfcomm0".into(), kind: SerialKind::Bluetooth },
            "Seriell port /dev/rfcomm0: Bluetooth.",
        ),
    ];
    for (locale, listed, want) in cases {
        let l10n = localizer(locale, Vocabulary::default());
        assert_eq!(l10n.render_notice(&Notice::Device(listed.clone())).text(), want, "{locale}");
        assert!(l10n.take_errors().is_empty(), "{locale}");
    }
}

/// Issue 34: the locale files are parsed once per process and the vocabulary words
/// formatted once per locale and vocabulary, however many games a process replays; a
/// second localizer renders the same words as the first.
#[test]
fn bundles_and_words_are_made_once_per_process() {
    let vocab = preset("fide", "de").unwrap();
    let first = Localizer::new("de", vocab).unwrap();
    let second = Localizer::new("de-AT", vocab).unwrap();
    assert!(std::sync::Arc::ptr_eq(&first.local, &second.local));
    assert!(std::sync::Arc::ptr_eq(&first.cache, &second.cache));
    // The German words of an English localizer come from the same German bundle.
    let english = Localizer::new("en", Vocabulary::default()).unwrap();
    assert!(std::sync::Arc::ptr_eq(english.german.as_ref().unwrap(), &first.local));
    // Another vocabulary has words of its own.
    let letters = Localizer::new("de", Vocabulary { files: FileNames::Letters, ..vocab }).unwrap();
    assert!(!std::sync::Arc::ptr_eq(&first.cache, &letters.cache));
    let nf3 = Msg::Move(spoken("Nf3", Square::G1));
    assert_eq!(first.render(&nf3).text(), second.render(&nf3).text());
    assert_eq!(first.render(&nf3).text(), "Springer Felix drei");
    assert!(first.take_errors().is_empty() && second.take_errors().is_empty());
}

/// The marker table holds exactly the private-use characters that `say` reads back.
#[test]
fn every_words_argument_has_its_own_marker() {
    for n in 0..MARKERS {
        let expected = char::from_u32(MARKER + n).expect("a character").to_string();
        assert_eq!(marker(n as usize), expected, "marker {n}");
    }
    assert_eq!(marker(MARKERS as usize), "\u{FFFD}");
}
