//! Issue 32 points 3 and 7: the broadcast push ([`taktil::io::push`]) against the
//! loopback push endpoint of [`crate::push_double`], which applies Lichess's checks.
//!
//! A real game (Kasparov - Deep Blue 1997, game 1) is pushed move by move, as the
//! session does after each made move and the result, through 500s, a 429 and a request
//! held longer than the timeout: the round ends with the whole game, every outcome is
//! reported as it happened, and the pushes are bounded. A take-back's other main line
//! replaces the stored one; a wrong token, a one-letter name, DGT's made-up king move
//! and a round with an upstream URL are refused with the server's words, and the token
//! never shows in a report. [`Pusher::push`] returns while a request hangs.
//!
//! The timing is shortened ([`fast`]) so the faults take seconds, not minutes. Every
//! wait is bounded and generous; no assertion depends on how fast the machine is, but
//! the one on `push`'s own time (under 50 ms, for a call that only fills a slot).

use std::{
    fs,
    path::PathBuf,
    sync::{Arc, Mutex},
    thread,
    time::{Duration, Instant},
};

use shakmaty::{Position, san::SanPlus};
use taktil::{
    io::push::{PushConfig, PushReport, Pusher, Token, read_token},
    pgn::{self, PgnGame},
};

use crate::{
    push_double::{self as double, Change, Fault, PushDouble},
    util::games_dir,
};

/// The double's token (the shape of a Lichess token).
const TOKEN: &str = "lip_TaKtIl0push0TeSt0tOkEn";
/// A token the double does not know.
const WRONG: &str = "lip_WrOnG0tOkEn0fOr0tHe0TeSt";
/// A generous bound for a flush.
const LONG: Duration = Duration::from_secs(30);

/// The test timing: a 2 s timeout, back-off from 50 ms up to 400 ms.
fn fast() -> PushConfig {
    PushConfig {
        timeout: Duration::from_secs(2),
        first_backoff: Duration::from_millis(50),
        max_backoff: Duration::from_millis(400),
    }
}

/// A token file of this test's own, readable by its owner only.
fn token(test: &str, secret: &str) -> Token {
    let path: PathBuf = std::env::temp_dir().join(format!("taktil-push-{test}-{}", std::process::id()));
    fs::write(&path, format!("{secret}\n")).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(&path, fs::Permissions::from_mode(0o600)).unwrap();
    }
    let token = read_token(&path).unwrap();
    let _ = fs::remove_file(&path);
    token
}

/// A pusher to the double whose reports are collected.
fn pusher(double: &PushDouble, token: Token) -> (Pusher, Arc<Mutex<Vec<PushReport>>>) {
    let reports = Arc::new(Mutex::new(Vec::new()));
    let collected = Arc::clone(&reports);
    let report = move |r: PushReport| collected.lock().unwrap().push(r);
    (Pusher::start_with(double.url(), token, fast(), report).unwrap(), reports)
}

/// Kasparov - Deep Blue, New York 1997, game 1 (89 plies, 1-0).
fn kasparov() -> PgnGame {
    let text = fs::read_to_string(games_dir().join("kasparov-deep-blue-1997.pgn")).unwrap();
    pgn::read_games(&text).into_iter().next().unwrap().unwrap()
}

/// The game's PGN after `plies` plies, with this result (`*` while playing).
fn pgn_after(game: &PgnGame, sans: &[SanPlus], result: &str) -> String {
    pgn::write_pgn(&game.tags, &game.start, sans, result)
}

/// Neither token in any report, as data or as words.
fn assert_no_token(reports: &[PushReport]) {
    for report in reports {
        for text in [format!("{report:?}"), report.to_string()] {
            assert!(!text.contains(TOKEN) && !text.contains(WRONG), "the token shows: {text}");
        }
    }
}

#[test]
fn a_whole_game_arrives_through_500s_a_429_and_a_hang() {
    let game = kasparov();
    let n = game.sans.len();
    let double = PushDouble::start(TOKEN);
    let (pusher, reports) = pusher(&double, token("whole", TOKEN));
    for ply in 1..=n {
        match ply {
            10 => double.fail_next(3),
            25 => double.rate_limit_next(),
            // Longer than the 2 s timeout: the push fails, the request is served late.
            60 => double.hang_next(Duration::from_millis(2500)),
            _ => {}
        }
        pusher.push(pgn_after(&game, &game.sans[..ply], "*"));
        thread::sleep(Duration::from_millis(40));
    }
    pusher.push(pgn_after(&game, &game.sans, &game.result));
    assert!(pusher.flush(LONG), "the result was not pushed in {LONG:?}");

    // The round holds the whole game, with its result.
    let games = double.games();
    assert_eq!(games.len(), 1, "{games:?}");
    let want: Vec<String> = game.sans.iter().map(ToString::to_string).collect();
    assert_eq!(games[0].sans, want);
    assert_eq!((games[0].white.as_str(), games[0].result.as_str()), ("Garry Kasparov", "1-0"));

    let requests = double.requests();
    let reports = reports.lock().unwrap().clone();
    assert_no_token(&reports);
    // Every request authorised and plain text; every body a stage of the game.
    for r in &requests {
        assert_eq!(r.authorization.as_deref(), Some(format!("Bearer {TOKEN}").as_str()));
        assert_eq!(r.content_type.as_deref(), Some("text/plain"));
        assert_eq!(
            (r.method.as_str(), r.path.as_str()),
            ("POST", format!("/api/broadcast/round/{}/push", double::ROUND).as_str())
        );
        let pushed = pgn::read_games(&r.body).into_iter().next().unwrap().unwrap();
        assert_eq!(pushed.moves[..], game.moves[..pushed.moves.len()], "a push that is not the game");
    }
    // Each fault once, and reported once as a failure.
    let faults: Vec<&Fault> = requests.iter().filter_map(|r| r.fault.as_ref()).collect();
    assert_eq!(faults.len(), 5, "{faults:?}");
    let failed: Vec<&PushReport> = reports.iter().filter(|r| matches!(r, PushReport::Failed { .. })).collect();
    assert_eq!(failed.len(), 5, "{failed:#?}");
    let reasons: Vec<String> = failed.iter().map(ToString::to_string).collect();
    assert_eq!(reasons.iter().filter(|r| r.contains("HTTP 500")).count(), 3, "{reasons:#?}");
    assert!(failed.contains(&&PushReport::Failed {
        reason: "too many pushes (HTTP 429): Too many requests. Try again later.".into(),
        retry_in: Duration::from_secs(1)
    }));
    assert_eq!(reasons.iter().filter(|r| r.contains("did not answer within 2 s")).count(), 1, "{reasons:#?}");
    // Every answer that reached the pusher reported once: sent, in the order of the game.
    assert!(!reports.iter().any(|r| matches!(r, PushReport::Refused { .. })), "{reports:#?}");
    let sent: Vec<u32> =
        reports.iter().filter_map(|r| if let PushReport::Sent { moves } = r { *moves } else { None }).collect();
    let answered = requests.iter().filter(|r| r.status == 200 && r.fault.is_none()).count();
    assert_eq!(sent.len(), answered);
    assert!(sent.windows(2).all(|w| w[0] <= w[1]), "sent out of order: {sent:?}");
    assert_eq!(sent.last(), Some(&(n as u32)));
    // Each change once: nothing replaced, and the same PGN again only after the hang
    // (served late, then sent again because its answer never came).
    assert!(double.replacements().is_empty(), "{:?}", double.replacements());
    let same = requests.iter().filter(|r| r.change == Some(Change::Same)).count();
    assert!(same <= 1, "{same} pushes changed nothing");
    // The pushes are bounded: at most one per ply and the result, and one per fault.
    assert!(requests.len() <= n + 1 + faults.len(), "{} pushes for {n} plies", requests.len());
    for r in &requests {
        println!("push: HTTP {} {:?} {:?}, {} bytes", r.status, r.fault, r.change, r.body.len());
    }
    println!(
        "push: {} plies, {} pushes ({} faults), {} reports, {} sent",
        n,
        requests.len(),
        faults.len(),
        reports.len(),
        sent.len()
    );
}

#[test]
fn a_take_back_replaces_the_main_line() {
    let game = kasparov();
    let double = PushDouble::start(TOKEN);
    let (pusher, reports) = pusher(&double, token("takeback", TOKEN));
    pusher.push(pgn_after(&game, &game.sans[..20], "*"));
    assert!(pusher.flush(LONG));
    // Taken back to move 18; another 19th move played.
    let mut position = game.start.position.clone();
    for m in &game.moves[..18] {
        position.play_unchecked(*m);
    }
    let other = position.legal_moves().into_iter().find(|m| *m != game.moves[18]).unwrap();
    let mut line: Vec<SanPlus> = game.sans[..18].to_vec();
    line.push(SanPlus::from_move(position, other));
    pusher.push(pgn_after(&game, &line, "*"));
    assert!(pusher.flush(LONG));

    let want: Vec<String> = line.iter().map(ToString::to_string).collect();
    assert_eq!(double.games()[0].sans, want);
    let replacements = double.replacements();
    assert_eq!(replacements.len(), 1, "{replacements:?}");
    assert_eq!(replacements[0].old.len(), 20);
    assert_eq!(replacements[0].new, want);
    assert_eq!(*reports.lock().unwrap(), [PushReport::Sent { moves: Some(20) }, PushReport::Sent { moves: Some(19) }]);
    let changes: Vec<Option<Change>> = double.requests().iter().map(|r| r.change).collect();
    assert_eq!(changes, [Some(Change::New), Some(Change::Replaced)]);
}

#[test]
fn a_wrong_token_is_refused_and_never_shown() {
    let game = kasparov();
    let double = PushDouble::start(TOKEN);
    let (pusher, reports) = pusher(&double, token("wrong", WRONG));
    let first = pgn_after(&game, &game.sans[..1], "*");
    pusher.push(first.clone());
    assert!(pusher.flush(LONG));
    // The same PGN is not sent again; the next one is.
    pusher.push(first);
    assert!(pusher.flush(LONG));
    pusher.push(pgn_after(&game, &game.sans[..2], "*"));
    assert!(pusher.flush(LONG));

    let reports = reports.lock().unwrap().clone();
    let refused = PushReport::Refused { status: 401, error: double::NO_SUCH_TOKEN.into() };
    assert_eq!(reports, [refused.clone(), refused]);
    assert_no_token(&reports);
    println!("push refused: {}", reports[0]);
    let requests = double.requests();
    assert_eq!(requests.len(), 2);
    assert_eq!(requests[0].authorization.as_deref(), Some(format!("Bearer {WRONG}").as_str()));
    assert!(double.games().is_empty());
}

#[test]
fn a_one_letter_name_is_refused_in_lichess_words() {
    let mut game = kasparov();
    for (name, value) in &mut game.tags {
        if name == "White" {
            *value = "K".into();
        }
    }
    let double = PushDouble::start(TOKEN);
    let (pusher, reports) = pusher(&double, token("name", TOKEN));
    pusher.push(pgn_after(&game, &game.sans[..4], "*"));
    assert!(pusher.flush(LONG));
    let error = format!("White {}", double::SHORT_NAME);
    assert_eq!(*reports.lock().unwrap(), [PushReport::Refused { status: 200, error: error.clone() }]);
    let request = &double.requests()[0];
    assert!(request.answer.contains(&error), "{}", request.answer);
    println!("push refused: {}", reports.lock().unwrap()[0]);
    assert_eq!(request.refused, [error]);
    assert!(double.games().is_empty());
}

#[test]
fn the_made_up_king_move_is_refused() {
    // White's king e3, Black's d6: 1. a3 Kd5 2. Ke4 puts the kings side by side.
    let text = "[Event \"t\"]\n[White \"Anna, A\"]\n[Black \"Bella, B\"]\n[SetUp \"1\"]\n\
                [FEN \"8/p7/3k4/8/8/4K3/P7/8 w - - 0 1\"]\n\n1. a3 Kd5 2. Ke4 *\n";
    let double = PushDouble::start(TOKEN);
    let (pusher, reports) = pusher(&double, token("kings", TOKEN));
    pusher.push(text.to_owned());
    assert!(pusher.flush(LONG));
    let error = format!("Ke4 {}", double::KINGS_IN_CENTRE);
    assert_eq!(*reports.lock().unwrap(), [PushReport::Refused { status: 200, error }]);
    // Another illegal move (a king's two steps, away from the centre) is refused with
    // the reader's words.
    pusher.push(text.replace("2. Ke4", "2. Kf5"));
    assert!(pusher.flush(LONG));
    let reports = reports.lock().unwrap().clone();
    assert!(
        matches!(&reports[1], PushReport::Refused { status: 200, error } if error.contains("Kf5") && !error.contains("DGT")),
        "{reports:?}"
    );
    assert!(double.games().is_empty());
    for report in &reports {
        println!("push refused: {report}");
    }
}

#[test]
fn a_round_with_an_upstream_url_refuses_pushes() {
    let game = kasparov();
    let double = PushDouble::start(TOKEN);
    double.set_upstream(true);
    let (pusher, reports) = pusher(&double, token("upstream", TOKEN));
    pusher.push(pgn_after(&game, &game.sans[..2], "*"));
    assert!(pusher.flush(LONG));
    assert_eq!(*reports.lock().unwrap(), [PushReport::Refused { status: 400, error: double::UPSTREAM.into() }]);
    println!("push refused: {}", reports.lock().unwrap()[0]);
}

#[test]
fn push_returns_at_once_while_a_request_hangs() {
    let game = kasparov();
    let double = PushDouble::start(TOKEN);
    let (pusher, reports) = pusher(&double, token("hang", TOKEN));
    double.hang_next(Duration::from_secs(6));
    pusher.push(pgn_after(&game, &game.sans[..1], "*"));
    assert!(double.wait_hanging(LONG), "the double never held the request");
    let mut longest = Duration::ZERO;
    for ply in 2..=40 {
        let start = Instant::now();
        pusher.push(pgn_after(&game, &game.sans[..ply], "*"));
        longest = longest.max(start.elapsed());
    }
    // Every call came back while the request was still held.
    assert_eq!(double.hanging(), 1, "the hang ended before push returned");
    assert!(longest < Duration::from_millis(50), "push took {longest:?}");
    assert!(!pusher.flush(Duration::from_millis(100)), "flushed while the request hangs");
    // Dropped with the request in flight: the session's end is not held up.
    let start = Instant::now();
    drop(pusher);
    let took = start.elapsed();
    assert_eq!(double.hanging(), 1, "the drop waited for the hang to end");
    assert!(took < Duration::from_secs(2), "dropping took {took:?}");
    assert_no_token(&reports.lock().unwrap());
}
