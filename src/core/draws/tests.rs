//! Unit tests of draw offers and claims on their own: a game, a clock keeper and an
//! outbox, and the decisions the part hands back.

use shakmaty::{CastlingMode, Chess};

use super::*;
use crate::core::input::Device;

fn new_game() -> Game {
    Game::new(Chess::default(), CastlingMode::Standard)
}

fn play_first_legal(game: &mut Game) {
    let m = game.legal()[0];
    game.play(m, Device::Tactile);
}

#[test]
fn an_offer_stands_until_the_opponent_accepts() {
    let (mut draws, mut game, mut out) = (Draws::default(), new_game(), Outbox::default());
    play_first_legal(&mut game);
    assert_eq!(draws.offer(Timestamp(1), Color::White, &mut game, Edition::default(), &mut out), None);
    assert!(game.moves()[0].offer, "recorded as (=) with White's move (9.1b)");
    assert_eq!(draws.offer(Timestamp(2), Color::White, &mut game, Edition::default(), &mut out), None);
    let ending = draws.offer(Timestamp(3), Color::Black, &mut game, Edition::default(), &mut out);
    assert_eq!(ending, Some(Ending { at: Timestamp(3), outcome: KnownOutcome::Draw, reason: EndReason::Agreement }));
    assert_eq!(out.lines(), ["@1 say draw-offered white", "@2 say draw-offer-stands white"]);
}

#[test]
fn an_offer_made_on_move_goes_with_the_next_move() {
    let (mut draws, mut game, mut out) = (Draws::default(), new_game(), Outbox::default());
    draws.offer(Timestamp(1), Color::White, &mut game, Edition::default(), &mut out);
    assert_eq!(out.lines(), ["@1 note draw-offer-timing white", "@1 say draw-offered white"]);
    assert!(!draws.goes_with_move(Color::Black));
    assert!(draws.goes_with_move(Color::White));
    assert!(!draws.goes_with_move(Color::White), "once");
}

#[test]
fn an_offer_is_declined_aloud_or_lapses_with_a_touch() {
    let (mut draws, mut game, mut out) = (Draws::default(), new_game(), Outbox::default());
    draws.offer(Timestamp(1), Color::Black, &mut game, Edition::default(), &mut out);
    assert_eq!(draws.answer(Timestamp(2), false, &mut out), None);
    assert_eq!(draws.answer(Timestamp(3), true, &mut out), None);
    draws.offer(Timestamp(4), Color::Black, &mut game, Edition::default(), &mut out);
    draws.touched_by(Timestamp(5), Color::Black, &mut out);
    draws.touched_by(Timestamp(6), Color::White, &mut out);
    draws.touched_by(Timestamp(7), Color::White, &mut out);
    assert_eq!(
        out.lines(),
        [
            "@1 say draw-offered black",
            "@2 say draw-declined white",
            "@3 note no-draw-offer",
            "@4 say draw-offered black",
            "@6 note draw-offer-lapsed white",
        ]
    );
}

#[test]
fn an_ended_game_takes_no_offer_and_voids_the_standing_one() {
    let (mut draws, mut game, mut out) = (Draws::default(), new_game(), Outbox::default());
    draws.offer(Timestamp(1), Color::White, &mut game, Edition::default(), &mut out);
    draws.clear();
    game.finish(KnownOutcome::Draw, EndReason::Agreement);
    assert_eq!(draws.offer(Timestamp(2), Color::Black, &mut game, Edition::default(), &mut out), None);
    assert_eq!(draws.answer(Timestamp(3), true, &mut out), None);
    assert_eq!(out.lines()[2..], ["@2 say game-is-over", "@3 note no-draw-offer"]);
}

#[test]
fn a_declared_claim_is_settled_by_the_claimants_move() {
    let settings = Settings { time_control: Some("10m".parse().expect("time control")), ..Settings::default() };
    let mut keeper = ClockKeeper::new(&settings, Color::White);
    let (mut draws, mut out) = (Draws::default(), Outbox::default());
    draws.declare_claim(Timestamp(1000), Color::White, &mut keeper, &mut out);
    assert!(draws.is_claiming(Color::White));
    assert!(!keeper.clock().expect("a clock").is_running(), "the clocks stop meanwhile (9.5)");
    // Another side's move settles nothing.
    assert_eq!(draws.settle_claim(Timestamp(1500), Color::Black, None, &mut keeper, &settings, &mut out), None);
    let ending =
        draws.settle_claim(Timestamp(2000), Color::White, Some(DrawClaim::Threefold), &mut keeper, &settings, &mut out);
    assert_eq!(ending, Some(drawn_by_claim(Timestamp(2000), DrawClaim::Threefold)));
    assert!(!draws.is_claiming(Color::White));
    assert_eq!(out.lines(), ["@1000 say claim-declare-move"]);
}

#[test]
fn an_incorrect_claim_lets_the_move_stand_and_costs_time() {
    let settings = Settings { time_control: Some("10m".parse().expect("time control")), ..Settings::default() };
    let mut keeper = ClockKeeper::new(&settings, Color::White);
    let (mut draws, mut out) = (Draws::default(), Outbox::default());
    draws.declare_claim(Timestamp(1000), Color::White, &mut keeper, &mut out);
    assert_eq!(draws.settle_claim(Timestamp(2000), Color::White, None, &mut keeper, &settings, &mut out), None);
    assert!(keeper.clock().expect("a clock").is_running(), "the clock runs again");
    assert_eq!(
        out.lines(),
        [
            "@1000 say claim-declare-move",
            "@2000 say claim-incorrect white",
            "@2000 note clock-adjusted black +0:02:00 incorrect-claim (9.5.3)",
        ]
    );
}

#[test]
fn claims_end_with_the_rule_they_claim() {
    assert_eq!(drawn_by_claim(Timestamp(5), DrawClaim::FiftyMoves).reason, EndReason::FiftyMoves);
    assert_eq!(drawn_by_claim(Timestamp(5), DrawClaim::Threefold).reason, EndReason::Threefold);
}

/// 9.1b(3) (2001 9.1c): a claim is also a draw offer. The blind claimant hears it at
/// once when his claim waits for his move; the opponent's offer, judged incorrect, is
/// told to the blind player with the verdict; an offer already standing is left alone.
#[test]
fn a_claim_is_also_a_draw_offer() {
    let (mut draws, mut game, mut out) = (Draws::default(), new_game(), Outbox::default());
    draws.claim_offers(Timestamp(1), Color::White, Color::White, true, &mut out);
    draws.tell_claim_offer(Timestamp(2), Color::White, &mut out);
    let ending = draws.offer(Timestamp(3), Color::Black, &mut game, Edition::default(), &mut out);
    assert_eq!(ending, Some(Ending { at: Timestamp(3), outcome: KnownOutcome::Draw, reason: EndReason::Agreement }));
    assert_eq!(out.lines(), ["@1 say claim-offers-draw"], "said once, when the claim waits");

    let (mut draws, mut out) = (Draws::default(), Outbox::default());
    draws.claim_offers(Timestamp(1), Color::Black, Color::White, false, &mut out);
    draws.tell_claim_offer(Timestamp(2), Color::White, &mut out);
    draws.touched_by(Timestamp(3), Color::White, &mut out);
    assert_eq!(draws.answer(Timestamp(4), true, &mut out), None, "lapsed with the touch");
    assert_eq!(
        out.lines(),
        ["@2 say claim-offer-to-accept black", "@3 note draw-offer-lapsed white", "@4 note no-draw-offer"]
    );

    let (mut draws, mut game, mut out) = (Draws::default(), new_game(), Outbox::default());
    play_first_legal(&mut game);
    draws.offer(Timestamp(1), Color::White, &mut game, Edition::default(), &mut out);
    draws.claim_offers(Timestamp(2), Color::Black, Color::White, false, &mut out);
    draws.tell_claim_offer(Timestamp(3), Color::White, &mut out);
    assert_eq!(out.lines(), ["@1 say draw-offered white"], "White's own offer stands as it was");
}

/// Issue 29, point 9: a claim's offer (9.1b(3)) is written "(=)" like any offer made on
/// move (9.1b(2), R-80): with the claimant's next move, once.
#[test]
fn a_claims_offer_goes_with_the_claimants_next_move() {
    let (mut draws, mut out) = (Draws::default(), Outbox::default());
    draws.claim_offers(Timestamp(1), Color::Black, Color::White, false, &mut out);
    assert!(!draws.goes_with_move(Color::White));
    assert!(draws.goes_with_move(Color::Black));
    assert!(!draws.goes_with_move(Color::Black), "once");

    let (mut draws, mut game, mut out) = (Draws::default(), new_game(), Outbox::default());
    play_first_legal(&mut game);
    draws.offer(Timestamp(1), Color::White, &mut game, Edition::default(), &mut out);
    draws.claim_offers(Timestamp(2), Color::Black, Color::White, false, &mut out);
    assert!(!draws.goes_with_move(Color::Black), "White's offer stood: Black's claim offers nothing new");
}
