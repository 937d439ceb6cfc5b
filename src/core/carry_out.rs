//! Rulings carried out on the game: `arbiter apply` (the last `reconcile` ruling,
//! E2.7 or E2.8) and `arbiter takeback` (7.4a, 7.5, E2.8).
//!
//! A take-back puts the one game back to the position agreed: the move list (replayed
//! with shakmaty from the start, so the repetition history and the position before
//! the last move are the game's as they were), the sighted player's scoresheet as
//! entered, both clocks set to the times stored at that move (R-42; the arbiter may
//! set others by judgement with `clock set`, 6.13) plus the time the rules gave since
//! (a 7.4b or 9.5 penalty stands, issue 29), and stopped, draw offers void.
//! Under 7.4a the illegal move counts (7.4b). Each board that differs from the
//! position is then guided back step by step with the catch-up guidance (R-40,
//! E2.9a), and play goes on with the side and move number of that position.
//!
//! E2.7 (both scoresheets agree) changes no move: only the board that differs is
//! corrected. What E2.7/E2.8 leave to the arbiter is not carried out: he
//! decides, and takes back with `arbiter takeback` if he so rules.
//!
//! Every such line is an input, journaled like any other, so a resumed session
//! replays the ruling and stands where the live one stood.

use std::time::Duration;

use shakmaty::{ByColor, Color, Position};

use super::Companion;
use crate::core::{
    catchup,
    clock::{Clock, ClockSnapshot},
    input::{ClockCmd, Device, TakeBackArticle},
    msg::{ClocksAfter, Msg},
    output::{MadeMove, Output},
    physical::Physical,
    ruling::{self, Player, Ruling, RulingPart},
    spoken::Spoken,
    time::Timestamp,
    track::Task,
};

impl Companion {
    /// `arbiter takeback <n> <article>`: back to the position before `side`'s move
    /// `number` (7.4a, 7.5, E2.8), if the game has that move.
    pub(super) fn take_back_move(&mut self, now: Timestamp, number: u32, side: Color, article: TakeBackArticle) {
        // Issue 18: the player's take-back only in a practice game, never in a tournament.
        // Issue 33: in an online game, taktil takes back a move the server refused.
        if article == TakeBackArticle::Practice && !self.settings.practice.is_practice() && !self.settings.online {
            return self.out.note(now, Msg::OnlyInPractice);
        }
        let plies = self.game.moves().len();
        match ruling::ply_before(self.game.start(), number, side).map(|p| p as usize) {
            Some(ply) if ply < plies => self.take_back(now, ply, article),
            _ => self.out.note(now, Msg::NoSuchMove { number, side }),
        }
    }

    /// `arbiter apply`: carries out the last `reconcile` ruling, once, if the game has
    /// not changed since.
    pub(super) fn apply_ruling(&mut self, now: Timestamp) {
        let Some((ruling, plies)) = self.record.take_ruling() else {
            return self.out.note(now, Msg::NoRuling);
        };
        if plies != self.game.moves().len() {
            return self.out.note(now, Msg::RulingStale);
        }
        match ruling {
            // E2.8: the game goes back to where the scoresheets are the same.
            Ruling::TakeBack { agreed, .. } => self.take_back(now, agreed.ply as usize, TakeBackArticle::Sheets),
            // E2.7: the game stays; only the board that differs is corrected.
            Ruling::Correct { target, correction, .. } if target.ply as usize == plies => {
                if self.refuse_move_command(now) {
                    return;
                }
                self.out.note(now, Msg::BoardCorrected { player: correction.player, edition: self.settings.edition });
                self.realign_boards(now, Some(correction.player));
            }
            Ruling::Agreed { target, .. } if target.ply as usize == plies => {
                self.out.note(now, Msg::Ruling(RulingPart::Agreed, self.settings.edition));
            }
            // Not settled by the text (or a scoresheet ahead of the game, 8.1): the
            // arbiter decides.
            _ => self.out.note(now, Msg::RulingForArbiter),
        }
    }

    /// The game goes back to its first `ply` moves under `article`: record, sheets,
    /// clocks, offers, the 7.4b count under 7.4a, and the boards guided to it.
    pub(super) fn take_back(&mut self, now: Timestamp, ply: usize, article: TakeBackArticle) {
        // 7.4a (commentary): raised while the game is in progress; an adjourned game
        // keeps its sealed move until it resumes.
        if self.refuse_move_command(now) {
            return;
        }
        // 7.4a: the illegal move is the first move taken back.
        let offender = self.game.moves().get(ply).map(|m| m.by);
        // 6.12b: the clocks stand while the arbiter rules.
        self.keeper.stop(now);
        self.game.take_back(ply);
        self.draws.clear();
        let entered = self.record.take_back(ply);
        let last = self.game.moves().last().map(|m| ruling::noted_move(self.game.start(), m.ply, spoken(m)));
        self.out.say(now, Msg::TakenBack { article, last, edition: self.settings.edition });
        self.set_clocks_back(now, ply, article);
        if article == TakeBackArticle::IllegalMove
            && let Some(by) = offender
        {
            let (game, settings, out) = (&self.game, &self.settings, &mut self.out);
            let ending = self.record.rule_illegal(now, by, game, settings, &mut self.keeper, out);
            if ending.is_some() {
                return self.end_if(ending);
            }
        }
        let by = self.game.turn();
        self.out.say(now, Msg::PlayOn { by, number: self.game.position().fullmoves().get() });
        // Issue 18: a practice game has no arbiter to restart the clock (6.12c); taktil
        // starts it again for the player on move ("The clock runs again.").
        if article == TakeBackArticle::Practice && self.keeper.clock().is_some() && !self.keeper.following() {
            self.keeper.command(now, ClockCmd::Start, &mut self.out);
        }
        self.realign_boards(now, None);
        if let Some(cells) = entered {
            self.guide_entered_board(now, cells);
        }
    }

    /// Both clocks to the times stored at `ply` (R-42, E2.8), stopped; the current
    /// times, for the arbiter to set by judgement (6.13), when none were stored. The
    /// note says how the clocks go on: the arbiter restarts taktil's clock (6.12c),
    /// taktil restarts it in a practice game, and an electronic clock taktil only reads
    /// is set by hand (issue 29, point 11).
    fn set_clocks_back(&mut self, now: Timestamp, ply: usize, article: TakeBackArticle) {
        let Some(clock) = self.keeper.clock() else { return };
        let after = if self.keeper.following() {
            ClocksAfter::ByHand
        } else if article == TakeBackArticle::Practice {
            ClocksAfter::Running
        } else {
            ClocksAfter::Stopped
        };
        // 4.3 after the move (4.8): the offender's move goes, not the time he used.
        let stored =
            if article == TakeBackArticle::TouchMove { self.keeper.snapshot(now) } else { self.stored_clock(ply) };
        let mut times = match stored {
            Some(s) => ByColor { white: s.white, black: s.black },
            None => ByColor::new_with(|color| clock.remaining(color, now)),
        };
        if stored.is_some() && article != TakeBackArticle::TouchMove {
            // Issue 29: time the rules gave after the stored clocks stands (7.4b, 9.5,
            // 10.2): the take-back restores the position, not the penalties.
            for given in self.keeper.given_after(ply) {
                let change = Duration::from_millis(given.delta_ms.unsigned_abs());
                let time = &mut times[given.color];
                *time = if given.delta_ms < 0 { time.saturating_sub(change) } else { time.saturating_add(change) };
                let (color, delta_ms, reason, edition) =
                    (given.color, given.delta_ms, given.reason, self.settings.edition);
                self.out.note(now, Msg::TimeGivenKept { color, delta_ms, reason, edition });
            }
        }
        let set = self.keeper.set_back(now, times, &self.game, &self.settings);
        self.out.note(now, Msg::ClocksSetBack(stored.and(set), after, self.settings.edition));
    }

    /// The clocks stored at `ply` (0: the start of the session's clock).
    fn stored_clock(&self, ply: usize) -> Option<ClockSnapshot> {
        match ply.checked_sub(1) {
            None => self.settings.time_control.as_ref().map(|tc| Clock::new(tc, Timestamp(0)).snapshot(Timestamp(0))),
            Some(i) => self.game.moves().get(i).and_then(|m| m.clock),
        }
    }

    /// Every followed board (or `only` the one of that player) reads against the game
    /// again; one that does not show it is guided to it at once.
    fn realign_boards(&mut self, now: Timestamp, only: Option<Player>) {
        let wanted = |device: Device| match only {
            None => true,
            Some(Player::Blind) => device == Device::Tactile,
            Some(Player::Sighted) => device == Device::Sighted,
        };
        if wanted(Device::Tactile) {
            self.tactile.forget_touches();
            self.tactile.rebase(&self.game);
        }
        if wanted(Device::Sighted) && self.sighted.reports() {
            self.sighted.rebase(&self.game);
        }
        for device in [Device::Tactile, Device::Sighted] {
            if wanted(device) && self.task(device) == Task::Sync {
                self.track_mut(device).fall_behind(now);
            }
        }
        // A tactile board without sensors: the steps from its last entry (issue 16).
        if wanted(Device::Tactile) && only.is_some() && !self.has_sensors() {
            self.guide_entered_tactile(now);
        }
        if only == Some(Player::Sighted)
            && !self.sighted.reports()
            && let Some(cells) = self.record.entered_board()
        {
            self.guide_entered_board(now, cells);
        }
    }

    /// The sighted player's ordinary board, as last entered, set to the game: the
    /// steps written for him (it reports nothing, so taktil cannot follow it).
    fn guide_entered_board(&mut self, now: Timestamp, cells: [crate::core::input::Cell; 64]) {
        let phys = Physical::from_cells(cells);
        let steps = catchup::steps(self.game.position(), &phys, self.game.before_last());
        let by = !self.settings.blind;
        if steps.is_empty() {
            return self.out.note(now, Msg::BoardMatches { by });
        }
        let squares = catchup::wrong_squares(self.game.position().board(), &phys).into_iter().collect();
        self.out.push(now, Output::Mismatch { device: Device::Sighted, squares });
        self.out.note(now, Msg::BoardDiffers { by });
        for step in steps {
            self.out.note(now, step);
        }
    }
}

/// The words of a move kept in the record.
fn spoken(made: &MadeMove) -> Spoken {
    Spoken {
        by: made.by,
        san: made.san,
        en_passant: made.m.is_en_passant(),
        from: made.m.from().unwrap_or(made.m.to()),
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::{Color, san::San};

    use crate::core::{
        Companion,
        input::{ArbiterCmd, AssistCmd, Input, TakeBackArticle},
        msg::Msg,
        output::{Output, Timed},
        run,
        settings::Edition,
        settings::Settings,
        time::Timestamp,
    };

    /// A 90-minute game in which the assistant enters `moves`, one a second, then the
    /// arbiter's command at 10 s; the core and what it said from then on.
    fn after(moves: &[&str], cmd: ArbiterCmd) -> (Companion, Vec<Msg>) {
        let settings = Settings { time_control: Some("90m".parse().expect("a time control")), ..Settings::default() };
        let mut inputs: Vec<(Timestamp, Input)> = moves
            .iter()
            .zip(1..)
            .map(|(m, i)| (Timestamp(i * 1000), Input::Assist(AssistCmd::Move(m.parse::<San>().expect("SAN")))))
            .collect();
        inputs.push((Timestamp(10_000), Input::Assist(AssistCmd::Arbiter(cmd))));
        let (core, outputs) = run(settings, inputs);
        let said = outputs
            .into_iter()
            .filter(|o: &Timed| o.t == Timestamp(10_000))
            .filter_map(|o| match o.output {
                Output::Say(m) | Output::Note(m) => Some(m),
                _ => None,
            })
            .collect();
        (core, said)
    }

    fn take_back(number: u32, side: Color, article: TakeBackArticle) -> ArbiterCmd {
        ArbiterCmd::TakeBack { number, side, article, written_in: Edition::default() }
    }

    #[test]
    fn a_take_back_puts_the_game_before_the_move_with_its_clocks_stored_and_stopped() {
        let (core, said) = after(&["e4", "e5", "Nf3", "Nc6"], take_back(2, Color::White, TakeBackArticle::Displaced));
        let sans: Vec<String> = core.moves().iter().map(|m| m.san.to_string()).collect();
        assert_eq!(sans, ["e4", "e5"]);
        assert!(said.contains(&Msg::PlayOn { by: Color::White, number: 2 }), "{said:?}");
        // the times stored at 1... e5, stopped (6.12b) until the arbiter restarts.
        let clock = core.clock().expect("a clock").snapshot(Timestamp(10_000));
        let stored = core.moves()[1].clock.expect("stored times");
        assert_eq!((clock.white, clock.black, clock.running), (stored.white, stored.black, false));
    }

    #[test]
    fn an_illegal_move_taken_back_counts_for_its_player() {
        let (core, said) = after(&["e4", "e5", "Nf3"], take_back(1, Color::Black, TakeBackArticle::IllegalMove));
        assert_eq!(core.moves().len(), 1);
        // 7.4b: Black's first illegal move, and play goes on with Black's move 1.
        assert!(
            said.contains(&Msg::IllegalRuled { by: Color::Black, count: 1, edition: Edition::default() }),
            "{said:?}"
        );
        assert!(said.contains(&Msg::PlayOn { by: Color::Black, number: 1 }), "{said:?}");
    }

    #[test]
    fn what_cannot_be_carried_out_is_said_and_changes_nothing() {
        let (core, said) = after(&["e4", "e5"], take_back(5, Color::White, TakeBackArticle::Sheets));
        assert_eq!((core.moves().len(), said), (2, vec![Msg::NoSuchMove { number: 5, side: Color::White }]));
        // Issue 18: the player's take-back only in practice.
        let (core, said) = after(&["e4", "e5"], take_back(1, Color::Black, TakeBackArticle::Practice));
        assert_eq!((core.moves().len(), said), (2, vec![Msg::OnlyInPractice]));
        let (core, said) = after(&["e4"], ArbiterCmd::ApplyRuling);
        assert_eq!((core.moves().len(), said), (1, vec![Msg::NoRuling]));
    }
}
