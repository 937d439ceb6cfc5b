# taktil: everything a person hears, in English.
#
# Read every message aloud before you commit it: the player hears it in an earphone,
# often in time trouble. Short, calm, unambiguous.
#
# Vocabulary words (piece-*, rank-*, castle-*) are taken from this file when the
# player's vocabulary is "local", and from the German file when it is "german". File
# names come from ../files.ftl. Variables that carry such words ($piece, $square,
# $from, $to, $castle, ...) keep their own speech language: put them in the sentence,
# never select on them.
#
# Selector variables used below:
#   $color, $by, $to-move   white | black
#   $role, $target-role     king | queen | rook | bishop | knight | pawn
#                           (for grammatical gender; English needs none)
#   $count                  a number (plural of piece words)
#
# Article numbers are never written here: $article (and $castling, $illegal in
# castling-after-rook) is the article's number in the edition of the Laws the game is
# played under, e.g. "7.5.5" or "D.2.9" (2023), "7.4b" or "E2.7" (2009 and 2001).

## Vocabulary: piece words. $count selects the plural (the position reading).

piece-king =
    { $count ->
        [one] King
       *[other] Kings
    }
piece-queen =
    { $count ->
        [one] Queen
       *[other] Queens
    }
piece-rook =
    { $count ->
        [one] Rook
       *[other] Rooks
    }
piece-bishop =
    { $count ->
        [one] Bishop
       *[other] Bishops
    }
piece-knight =
    { $count ->
        [one] Knight
       *[other] Knights
    }
piece-pawn =
    { $count ->
        [one] Pawn
       *[other] Pawns
    }

## Vocabulary: rank numbers, from White towards Black.

rank-1 = one
rank-2 = two
rank-3 = three
rank-4 = four
rank-5 = five
rank-6 = six
rank-7 = seven
rank-8 = eight

## Vocabulary: castling (announced as castling, never as a king move: R-23).

castle-short = Short castling
castle-long = Long castling

## Move announcements (E2.1). Short: "Knight Felix three", "Eva takes David five".

move-takes = takes
move-en-passant = en passant
move-check = check
move-checkmate = checkmate

# A move.
#   $piece          piece word; empty for a pawn
#   $from           departure as SAN gives it (file, rank or square; the whole
#                   square in the long form); empty when $has-from is no
#   $has-from       yes | no
#   $capture        yes | no
#   $to             destination square
#   $promotion      promotion piece word, when $has-promotion is yes
#   $has-promotion  yes | no
#   $en-passant     yes | no
#   $suffix         none | check | checkmate (see move-suffix)
move =
    { $piece } { $capture ->
        [yes] { $from } { move-takes } { $to }
       *[no]
            { $has-from ->
                [yes] { $from }, { $to }
               *[no] { $to }
            }
    }{ $has-promotion ->
        [yes] , { $promotion }
       *[no] { "" }
    }{ $en-passant ->
        [yes] , { move-en-passant }
       *[no] { "" }
    }{ move-suffix }
# The check or mate word after a move; $suffix: none | check | checkmate. No comma before
# it: the move and its check are said in one breath, as a person says them (a comma
# costs espeak-ng a 0.2 s pause on every checking move; issue 17).
move-suffix =
    { $suffix ->
        [check] { " " }{ move-check }
        [checkmate] { " " }{ move-checkmate }
       *[none] { "" }
    }
# Castling; $castle is the castling word.
move-castle = { $castle }{ move-suffix }
# A piece put on the board (drop variants only, never in standard chess).
move-put = { $piece } { $to }{ move-suffix }
# A null move ("--" in a PGN): nobody moved.
move-null = Null move
# The last move again, on request (R-51); $move is the announcement.
last-move = Last move: { $move }
no-move-yet = No move has been played yet.
# The last moves, oldest first, on request (the history key). $count is how many;
# $moves is the list of last-moves-item, separated by semicolons.
last-moves =
    { $count ->
        [one] Last move: { $moves }.
       *[other] Last { $count } moves: { $moves }.
    }
# One move of the history: who made it ($by: white | black), then the announcement.
last-moves-item =
    { $by ->
        [white] White
       *[black] Black
    } { $move }

## Promotion (E2.1: the player names the piece). Key names as on the keypad.

ask-promotion = Promotion on { $square }. Which piece? Press { key-queen }, { key-rook }, { key-bishop } or { key-knight }.

## Touch move (Art. 4.3, 4.4; E2.2: a lifted peg is a touched piece).

touch-move = You touched the { $piece } on { $square }: it must move.
touch-capture = You touched the { $piece } on { $square }: it must be captured.
# $piece on $from must capture $target on $at (4.3c). Name the square, not "it": both
# pieces may be of one kind.
touch-capture-with = You touched the { $piece } on { $from } and the { $target } on { $at }: the { $piece } must capture on { $at }.
touch-castle = King and rook touched: you must castle, { $castle }.
# $piece is the king, $square its square.
touch-king-move = Castling is not legal: move the king.

## Illegal placements, refused (Art. 7.4).

illegal-unreachable = Illegal: the { $piece } cannot reach { $square }.
illegal-king-in-check = Illegal: your king would be in check.
illegal-second-piece = Illegal: only one piece may move.
illegal-no-such-move = That is not a legal move.

## Guidance back to the position on the board.

put-back =
    Put the { $color ->
        [white] white
       *[black] black
    } { $piece } back on { $square }.
move-back = Move the { $piece } from { $from } back to { $to }.
remove = Remove the peg from { $square }.
place =
    Put the { $color ->
        [white] white
       *[black] black
    } { $piece } on { $square }.
take =
    Remove the { $color ->
        [white] white
       *[black] black
    } { $piece } from { $square }.
take-peg = Remove the piece from { $square }.
shift =
    Move the { $color ->
        [white] white
       *[black] black
    } { $piece } from { $from } to { $to }.
board-differs =
    { $by ->
        [white] White's
       *[black] Black's
    } board differs from the game:
board-matches =
    { $by ->
        [white] White's
       *[black] Black's
    } board matches the game.
sheet-differs =
    The sighted player's scoresheet differs from the game at move { $number }, { $color ->
        [white] White
       *[black] Black
    }.
sheet-letters-mixed =
    The sighted player's scoresheet, move { $number } { $color ->
        [white] White
       *[black] Black
    }: { $word } is in other piece letters than { $earlier }. A scoresheet uses one set of letters.
sheet-letters-undecided =
    The sighted player's scoresheet, move { $number } { $color ->
        [white] White
       *[black] Black
    }: { $word } is a legal move in two sets of piece letters.
no-move = No move on the board yet.
# The announcement of article 4.2 in the Laws' own English ("I adjust"): an English
# voice reads "J'adoube" as "Jay adub".
adjust = I adjust.

## Devices: peg board, keypad and calibration.

# Calibration (taktil calibrate): one hole after the other, a1 to h8. A HID board
# reports only changes, so it must start empty. $square is a square in the vocabulary.
calibrate-empty = Calibrating the peg board. Take every peg out of the board, then press Enter or the announce key.
calibrate-put = Put a peg in { $square }.
calibrate-done = { $square }: done.
calibrate-taken = That button is already { $square }. Take the peg out and try again.
calibrate-silent = Nothing from { $square }. Check the hole, then put the peg in again.
calibrate-peg-seated = A peg came out of a hole that was not empty. Leave it out.
# $missing is the number of holes without a button.
calibration-finished =
    { $missing ->
        [0] Calibration finished: all 64 holes are done.
        [one] Calibration finished; one hole is missing.
       *[other] Calibration finished; { $missing } holes are missing.
    }
calibration-aborted = Calibration stopped. Nothing was saved.
peg-board-lost = The peg board is disconnected.
peg-board-back = The peg board is back. If a peg moved while it was away, lift it and put it in again.
opponent-board-silent = The opponent's board is not reporting.
opponent-board-back = The opponent's board is reporting again.
keypad-lost = The keypad is disconnected.
keypad-back = The keypad is back.
no-hid-device = No gamepad or peg board found.
# Key help, one sentence per button. $button is the button number, $key a key name
# (key-*).
key-help = Button { $button }: { $key }.
key-help-help = Button { $button }: this help.

## The end of the game.

# $reason: checkmate | stalemate | dead-position | time | time-no-mate | both-flags |
# agreement | threefold | fifty-moves | fivefold | seventy-five-moves (both 2023
# 9.6) | illegal-moves | illegal-moves-no-mate;
# $result: white | black | draw; $side: white | black, whose flag fell (time,
# time-no-mate) or who made the third illegal move (illegal-moves,
# illegal-moves-no-mate).
game-over =
    { $reason ->
        [checkmate] Checkmate. { game-result }
        [stalemate] Stalemate. { game-result }
        [time]
            { $side ->
                [white] White's
               *[black] Black's
            } flag has fallen. { game-result }
        [time-no-mate]
            { $side ->
                [white] White's flag has fallen, but Black
               *[black] Black's flag has fallen, but White
            } cannot mate. { game-result }
        [both-flags] Both flags have fallen. { game-result }
        [agreement] Draw agreed.
        [threefold] Threefold repetition. { game-result }
        [fifty-moves] Fifty-move rule. { game-result }
        [fivefold] Fivefold repetition. { game-result }
        [seventy-five-moves] 75 moves without a capture or pawn move. { game-result }
        [illegal-moves]
            { $side ->
                [white] White's
               *[black] Black's
            } { $count ->
                [2] second
               *[other] third
            } illegal move. { game-result }
        [illegal-moves-no-mate]
            { $side ->
                [white] White's { $count ->
                [2] second
               *[other] third
            } illegal move, but Black
               *[black] Black's { $count ->
                [2] second
               *[other] third
            } illegal move, but White
            } cannot mate. { game-result }
       *[dead-position]
            { $result ->
                [draw] Draw: neither side can mate.
               *[other] Neither side can mate. { game-result }
            }
    }
game-result =
    { $result ->
        [white] White wins.
        [black] Black wins.
       *[draw] Draw.
    }
game-is-over = The game is over.
# $claim: threefold | fifty-moves
draw-claimable =
    { $claim ->
        [threefold] You may claim a draw: threefold repetition.
       *[fifty-moves] You may claim a draw: fifty-move rule.
    }

## Answers to the keys.

# $number is the number of the move being played ($moves, the moves completed by
# both sides, plus one).
move-count =
    Move { $number }, { $to-move ->
        [white] White
       *[black] Black
    } to move.
# One side of the position: "White: King Gustav one; Rooks Anna one, Felix one."
# $groups is the list of position-group, separated by semicolons.
position-side =
    { $color ->
        [white] White
       *[black] Black
    }: { $groups }.
# $piece is the piece word in the plural when $count is more than one; $squares is the
# list of squares.
position-group = { $piece } { $squares }
position-empty = The board is empty.
# One file or rank read on request, "Eva file: white König Eva eins, black Bauer Eva
# sieben." $file is the file name, $rank the rank number, $pieces the list of
# reading-piece (in board order), separated by commas.
file-reading = { $file } file: { $pieces }.
file-reading-empty = The { $file } file is empty.
rank-reading = Rank { $rank }: { $pieces }.
rank-reading-empty = Rank { $rank } is empty.
# One piece of a reading: colour, piece word, square.
reading-piece =
    { $color ->
        [white] white
       *[black] black
    } { $piece } { $square }
no-clock = No clock is running.

## The board.

resync = Board lost contact; reading the whole board.

## Serial boards.

board-lost = The board is disconnected. Your game is safe.
board-silent = The board does not answer. Your game is safe.
board-back = The board is back; reading the board.
# $line counts the lines since the board connected; $fault is what was wrong.
board-line-ignored = Board line { $line } ignored: { $fault ->
        [unreadable] unreadable bytes.
        [too-long] the line is too long.
       *[not-understood] not a board message.
    }

## Notes for the assistant and the arbiter.

# At start: what the player will hear, when it is less than speech and sounds
# (issue 29, point 10). Said when speech works (speech-only), otherwise shown.
# $what: no-output (no sound output opens: speech is not even started) | nothing |
# sounds-only | speech-only.
hearing =
    { $what ->
        [no-output] No sound output found: you will hear no speech and no sounds. Everything is shown as text.
        [nothing] No speech and no sounds: you will hear nothing. Everything is shown as text.
        [sounds-only] No speech: you will hear only sounds. Words are shown as text.
       *[speech-only] No sounds: you will hear speech, but no sounds.
    }
speech-lost = Speech stopped answering: words are shown as text from now on.
voice-missing = No { $lang } voice: another voice speaks those words.
speech-through = Speech through { $backend }.
speech-setting-ignored = { $setting ->
    [rate] { $backend } speaks at its own rate: the speech rate set for taktil is not used.
    [volume] { $backend } speaks at its own volume: the volume set for taktil is not used.
   *[voice] { $backend } speaks with its own voice: the voices set for taktil are not used.
}

# A refused illegal placement, written for the arbiter. $count: how many illegal
# moves $by has made; $penalty: what the edition lets the arbiter give (none | time |
# loss | loss-or-draw; taktil gives nothing itself: the arbiter applies it with
# `illegal <colour>`, 7.4b); $minutes: extra time the opponent may get.
illegal-counted =
    Illegal move by { $by ->
        [white] White
       *[black] Black
    }, number { $count }, refused. { $penalty ->
        [time]
            The arbiter may give { $by ->
                [white] Black
               *[black] White
            } { $minutes ->
                [one] one minute
               *[other] { $minutes } minutes
            } extra time.
        [loss] The arbiter may declare the game lost.
        [loss-or-draw]
            The arbiter may declare the game lost, or drawn if { $by ->
                [white] Black
               *[black] White
            } cannot mate.
       *[none] { "" }
    }
# (For the arbiter, 2023) a refused placement: never announced, never pressed, so
# not a completed illegal move (7.5.1, D.2.3): no penalty. $count: refused so far.
illegal-not-completed =
    Illegal placement by { $by ->
        [white] White
       *[black] Black
    }, number { $count }, refused before it was announced. Not a completed illegal move, article 7.5.1: no penalty.
# (For the arbiter, 2023) the clock was pressed for $by without a move (7.5.3).
# (For the arbiter, 2023 7.5.2) $by pressed with a pawn on the last rank, $square, and no
# new piece: it became a queen.
promotion-without-piece =
    Article 7.5.2: { $by ->
        [white] White
       *[black] Black
    } pressed the clock with a pawn on { $square } and no new piece. The pawn becomes a queen; penalised as an illegal move, if the arbiter so rules.
press-as-illegal =
    Article 7.5.3: a press without a move by { $by ->
        [white] White
       *[black] Black
    } counts as an illegal move, if the arbiter so rules.
touch-move-recorded =
    Touch-move violation by { $by ->
        [white] White
       *[black] Black
    }: the move was refused.
assist-move-rejected = That move is not legal in this position.
key-ignored = The { $key } key has no effect now.

## The clock (Art. 6). Times are told only when asked (E2.9 d, R-51).

# A time, rounded down so that it never says more than there is. $units names the
# parts to speak: hours, hours-minutes (from one hour), minutes (from ten minutes, or a
# whole number of minutes), minutes-seconds (from one minute), seconds (below one
# minute; "0 seconds" at zero). $hours, $minutes, $seconds are the numbers.
duration =
    { $units ->
        [hours] { duration-hours }
        [hours-minutes] { duration-hours } { duration-minutes }
        [minutes] { duration-minutes }
        [minutes-seconds] { duration-minutes } { duration-seconds }
       *[seconds] { duration-seconds }
    }
duration-hours =
    { $hours ->
        [one] { $hours } hour
       *[other] { $hours } hours
    }
duration-minutes =
    { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }
duration-seconds =
    { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }
# Both clocks, on request: "White 1 hour 29 minutes. Black 4 minutes 30 seconds."
# $white and $black are durations; $white-flag, $black-flag: yes when that side's flag
# has fallen (its duration is then empty), no otherwise.
clocks =
    { $white-flag ->
        [yes] White: flag fallen.
       *[no] White { $white }.
    } { $black-flag ->
        [yes] Black: flag fallen.
       *[no] Black { $black }.
    }
# The player's time is running low (an optional warning); $left is a duration.
low-time = { $left } left.
# taktil does not do this duty of the assistant in this game (E2.9, E2.10). $duty is
# its letter in E2.9: a (the moves on the other board), b (announce the opponent's
# moves), c (press the clock), d (tell the times), e (claim on time, report touched
# pieces), f (adjournment).
duty-off =
    { $duty ->
        [a] taktil does not guide the other board in this game.
        [b] taktil does not announce the opponent's moves in this game.
        [c] taktil does not press the clock in this game.
        [d] taktil does not tell times in this game. Ask your assistant.
        [e] taktil does not claim on time or report touches in this game.
       *[f] taktil does not handle adjournments in this game.
    }
# The arbiter key stops the clocks (6.12b); the arbiter restarts them (6.12c).
arbiter-called = Clocks stopped. The arbiter is called.
clock-restarted = The clock runs again.
# (For the arbiter) a flag fell (R-71): $color's, after $moves completed moves; when
# $has-needed is yes, $needed is how many its period asked for (no in the last period).
flag-fell =
    { $color ->
        [white] White's
       *[black] Black's
    } flag fell after { $has-needed ->
        [yes]
            { $moves } of { $needed ->
                [one] { $needed } move
               *[other] { $needed } moves
            }
       *[no]
            { $moves ->
                [one] { $moves } move
               *[other] { $moves } moves
            }
    }.
# (For the arbiter) both flags are down before the last period (6.11a, R-73).
both-flags-play-on = Both flags have fallen. Play goes on; the arbiter sets the clocks.
# (For the arbiter, 2023) both flags are down and Guidelines III are not announced
# (III.2.1): no both-flags rule; $first: whose flag fell first.
both-flags-no-guidelines =
    Both flags have fallen, { $first ->
        [white] White's
       *[black] Black's
    } first. Guidelines III are not in force: a claim or the arbiter decides, articles 6.8 and 6.9.
# The quickplay-finish claim (2009 10.2; 2023 Guidelines III.5). $by claims; $article
# is the edition's number (10.2 or III.5).
quickplay-claimed =
    { $by ->
        [white] White claims
       *[black] Black claims
    } a draw, article { $article }. The clocks are stopped; the arbiter decides.
# (For the assistant) the claim cannot be made; $bar: no-clock | not-announced |
# increment | not-last-period | time-left | pending.
quickplay-refused =
    No draw claim under article { $article }: { $bar ->
        [no-clock] the game has no clock.
        [not-announced] Guidelines III were not announced for this event.
        [increment] the game has an increment.
        [not-last-period] { $by ->
            [white] White's
           *[black] Black's
        } clock is not in its last period.
        [time-left] { $by ->
            [white] White has
           *[black] Black has
        } two minutes or more left.
       *[pending] a claim is already waiting for the arbiter.
    }
quickplay-postponed = The arbiter will decide the draw claim later, article { $article }. Play goes on.
quickplay-rejected =
    The arbiter rejects { $by ->
        [white] White's
       *[black] Black's
    } draw claim, article { $article }. Play goes on.
# $color's flag fell while a quickplay claim waits: the arbiter declares the result.
flag-awaits-arbiter =
    { $color ->
        [white] White's
       *[black] Black's
    } flag has fallen. The arbiter now decides the draw claim, article { $article }.
# (For the arbiter) postpone or reject with no claim made.
no-quickplay-claim = There is no draw claim under article { $article } to decide.
# (For the arbiter) $by pressed the clock out of turn or to no effect (E2.3, R-21);
# $note: before-move | not-running | stopped.
clock-press =
    { $note ->
        [before-move]
            { $by ->
                [white] White
               *[black] Black
            } pressed the clock before the move was made.
        [not-running]
            { $by ->
                [white] White pressed the clock, but it was not running for White.
               *[black] Black pressed the clock, but it was not running for Black.
            }
       *[stopped]
            { $by ->
                [white] White
               *[black] Black
            } pressed the clock while it was stopped.
    }
# (For the arbiter) the arbiter changed $color's time by $change, a duration; $sign:
# plus | minus. Then why (clock-reason).
clock-adjusted =
    { $color ->
        [white] White
       *[black] Black
    }: { $change } { $sign ->
        [minus] taken off.
       *[plus] added.
    } { clock-reason }
# (For the arbiter) a change of $color's time the rules give while taktil keeps no time
# (no time control): nothing was changed; it belongs on the clock beside the board.
time-not-kept =
    taktil keeps no time: if the game has a clock, { $color ->
        [white] White
       *[black] Black
    } { $sign ->
        [minus] loses
       *[plus] gets
    } { $change } on it. { clock-reason }
# (For the arbiter) the arbiter set $color's clock to $left, a duration, and, when
# $has-moves is yes, its move counter to $moves completed moves (8.6, R-85). Then why
# (clock-reason).
clock-set =
    { $color ->
        [white] White's
       *[black] Black's
    } clock set to { $left }{ $has-moves ->
        [yes]
            , { $moves ->
                [one] { $moves } move
               *[other] { $moves } moves
            } completed.
       *[no] .
    } { clock-reason }
# Why the arbiter changed a clock (R-76). $reason: illegal-move | incorrect-claim |
# quickplay | reconstruction | judgement; $article: the article of the Laws in the
# game's edition ("7.5.5", "D.2.9, 8.5.3"; 2009: "7.4b", "E2.8, 8.5c").
clock-reason =
    { $reason ->
        [illegal-move] Illegal move
        [incorrect-claim] Incorrect claim
        [quickplay] Quickplay finish
        [reconstruction] Reconstruction
       *[judgement] Arbiter's judgement
    }, article { $article }.

## Draw offers and claims (Art. 9). $by: white | black.

draw-offered =
    { $by ->
        [white] White
       *[black] Black
    } offers a draw.
# An offer cannot be withdrawn (9.1b).
draw-offer-stands =
    { $by ->
        [white] White's
       *[black] Black's
    } draw offer stands.
# (For the arbiter) $by offered while on move: the offer is valid, but 12.6 applies
# (9.1b).
draw-offer-timing =
    { $by ->
        [white] White
       *[black] Black
    } offered a draw before moving: valid, article { $article } applies.
draw-declined =
    { $by ->
        [white] White
       *[black] Black
    } declines the draw.
# (For the arbiter) $by, the offered player, touched a piece (9.1b, R-90).
draw-offer-lapsed =
    { $by ->
        [white] White
       *[black] Black
    } touched a piece: the draw offer has lapsed.
no-draw-offer = No draw offer.
# The claim is registered: the claimant now makes the move he claims with (9.2a,
# 9.3a).
claim-declare-move = Claim. Make the move you claim with.
claim-incorrect =
    { $by ->
        [white] White's
       *[black] Black's
    } claim is incorrect. Play goes on.
# The player touched a piece this move without claiming (9.4).
claim-lapsed = No claim: a piece was touched this move.
claim-not-on-move = Claim only when it is your move.
# (For the arbiter) a claim on time with no flag down.
no-flag = Claim on time refused: no flag has fallen.
# (For the arbiter) the assistant reports the sighted player's touched piece (E2.9e,
# 4.7): $by touched the $piece ($role, $color as in reading-piece) on $square; when
# $has-piece is no, the piece is not named.
touch-reported =
    For the arbiter: { $by ->
        [white] White
       *[black] Black
    } touched the { $has-piece ->
        [yes] { $piece }
       *[no] piece
    } on { $square }.
# (For the arbiter) the blind player has touched a piece himself, so the opponent's
# touch can no longer be claimed (4.7, R-15).
touch-report-too-late = Too late to report: the blind player has touched a piece, article { $article }.
# (For the arbiter) the arbiter ruled an illegal move by $by, the $count-th (7.4b).
illegal-ruled =
    Illegal move by { $by ->
        [white] White
       *[black] Black
    }, the { NUMBER($count, type: "ordinal") ->
        [one] { $count }st
        [two] { $count }nd
        [few] { $count }rd
       *[other] { $count }th
    }. Article { $article }.

## Adjournment (E2.9 f): the sealed move stays secret.

adjourned = Game adjourned. The sealed move is recorded.
resumed = Game resumed.
game-adjourned = The game is adjourned.
not-adjourned = The game is not adjourned.

## The two boards and both scoresheets (E2.7, E2.8, R-41): the ruling, for the

## arbiter. $player: blind | sighted (the blind player's board is the tactile board).

# A move of a scoresheet: "White's move 4, Springer Felix drei". $by: white | black;
# $number: the move number; $written: move ($move is the announcement) | text (an
# entry that is not a move; $move is the text as written).
ruling-move =
    { $by ->
        [white] White's
       *[black] Black's
    } move { $number }, { $written ->
        [text] written as { $move }
       *[move] { $move }
    }
# The board of $player, inside a sentence and at its start.
ruling-board-name =
    { $player ->
        [blind] the tactile board
       *[sighted] the sighted board
    }
ruling-board-name-start =
    { $player ->
        [blind] The tactile board
       *[sighted] The sighted board
    }
ruling-agreed = Article { $article }: both scoresheets agree, and the boards show their position. Nothing to correct.
ruling-correct =
    Article { $article }: both scoresheets agree, but { ruling-board-name } differs. { $player ->
        [blind] The blind player
       *[sighted] The sighted player
    } corrects it to the scoresheet.
ruling-take-back = Article { $article }: the scoresheets differ. The game goes back to the last move where they are the same, and the arbiter sets the clocks.
ruling-both-boards = Both boards differ from the scoresheets. Article { $article } does not settle this: the arbiter decides.
ruling-unrecorded = { ruling-board-name-start } shows a move that neither scoresheet has. The arbiter decides: write it down, or take it back.
ruling-no-position = { ruling-board-name-start } shows no position of this game. The arbiter decides.
ruling-assistant-record = The blind player's scoresheet, kept by taktil, differs, but both boards follow the sighted player's. The error is in taktil's record: the arbiter decides.
# $fault: illegal | ambiguous | unreadable; $move: the entry (ruling-move).
ruling-illegal-entry =
    Article { $article }: the { $player ->
        [blind] blind
       *[sighted] sighted
    } player's scoresheet has { $fault ->
        [illegal] an illegal move
        [ambiguous] an ambiguous move
       *[unreadable] an entry that is not a move
    }: { $move }. The arbiter decides.
# The position the ruling is about: after $move (ruling-move) when $has-last is yes,
# else the start.
ruling-position =
    { $has-last ->
        [yes] Position after { $move }.
       *[no] Position: the start of the game.
    }
# 8.1: $player has not yet written $move, which a board shows.
ruling-pending =
    The { $player ->
        [blind] blind
       *[sighted] sighted
    } player has not yet written this move: { $move }. A board shows it, article { $article }.
ruling-unchecked = { ruling-board-name-start } is not known, so it was not compared.
# Where the board left the scoresheet. $move: the move written (ruling-move);
# $executed: the move executed instead (an announcement).
ruling-other-move = Written: { $move }. Executed instead: { $executed }.
ruling-skipped = Not executed on this board: { $move }.
ruling-behind = This board is behind. The first missing move: { $move }.
ruling-ahead = This board shows one move more: { $move }.
ruling-divergence-unknown = Where this board left the scoresheet cannot be told.
# Steps, in order. When $has-piece is no, the board does not tell which piece it is.
ruling-step-move =
    { $has-piece ->
        [yes] Move the { $piece } from { $from } to { $to }.
       *[no] Move the piece from { $from } to { $to }.
    }
ruling-step-remove =
    { $has-piece ->
        [yes] Remove the { $piece } from { $square }.
       *[no] Remove the piece from { $square }.
    }
ruling-step-put =
    Put a { $color ->
        [white] white
       *[black] black
    } { $piece } on { $square }.
# What $player's scoresheet has after the agreed position: $count moves, $moves the
# list of ruling-move, separated by semicolons.
ruling-sheet-moves =
    { $player ->
        [blind] The blind player's
       *[sighted] The sighted player's
    } scoresheet { $count ->
        [0] has no more moves.
       *[other] then has: { $moves }.
    }
# E2.8, R-42: the clocks stored at the agreed position: $white and $black are
# durations, $number the move counter. $recorded no: none were stored.
ruling-clock =
    { $recorded ->
        [yes] Clocks recorded there: White { $white }, Black { $black }; move { $number }.
       *[no] No clock times are recorded there: the arbiter sets the clocks at his best judgement, article { $article }.
    }
# E2.8: $ready yes: the board shows the position; no: the steps follow.
ruling-set-board =
    { $ready ->
        [yes] { ruling-board-name-start } shows this position.
       *[no] Set { ruling-board-name } to this position:
    }
ruling-board = { ruling-board-name-start }:
ruling-boards-show =
    { $has-last ->
        [yes] Both boards show the position after { $move }.
       *[no] Both boards show the start position.
    }

## Key names, as the player knows them from the keypad.

key-announce = announce
key-repeat = repeat
key-time = time
key-moves = moves
key-position = position
key-queen = queen
key-rook = rook
key-bishop = bishop
key-knight = knight
key-draw = draw
key-claim = claim
key-adjust = adjust
key-arbiter = arbiter
key-history = history
key-clock = clock
# The keys that read one file or rank, named with the vocabulary: "The Eva file key",
# "The rank eins key".
key-file = { $file } file
key-rank = rank { $rank }

## Notation

# The piece letters of algebraic notation (FIDE Appendix C2: "for simplicity N for knight"),
# for the written scoresheets (R-44, R-100): the braille scoresheet.
notation-king = K
notation-queen = Q
notation-rook = R
notation-bishop = B
notation-knight = N
# The move number before a move pair in the spoken scoresheet: "Move 12."
sheet-move-number = Move { $number }.

## The live session: the journal and recovery.

journal-failed = The journal cannot be written. The game goes on, but it is no longer saved.
# $line is the line number in the journal file.
journal-line-ignored = Line { $line } of the journal was cut off and is ignored.
# Lines of the journal that do not check are left out, from $line on ($count lines).
journal-lines-dropped =
    { $count ->
        [1] The journal is damaged at line { $line }: that line is left out.
       *[other] The journal is damaged at line { $line }: { $count } lines from there are left out.
    }
# A made move had no checkpoint after it (at $line); the journal is written again with it.
journal-repaired = The journal lacked the record of a move at line { $line }. It is repaired; no move is lost.
# A journal an earlier resume checked does not replay as recorded (from $line): a fault in taktil; nothing is left out.
journal-disagrees = The journal does not agree with itself at line { $line }. Every line is kept. Please call the arbiter.
journal-unchecked = The journal was written by an older taktil and cannot be checked.
journal-no-game = The journal holds no game. A new game starts.
# $moves is the number of the last move made; 0 when no move was made yet.
game-restored =
    { $moves ->
        [0] Game restored; no move made yet.
       *[other] Game restored after move { $moves }.
    }
# taktil play has started and listens to the boards; $color is the blind player's colour.
ready =
    Ready. You play { $color ->
        [white] white
       *[black] black
    }.
# Without sensors (`--board none`) taktil cannot see the player's board: he announces his
# moves aloud (D.2.2).
ready-no-sensors =
    Ready. You play { $color ->
        [white] white
       *[black] black
    }. Your board has no sensors: announce each move aloud.

## Issue 14: result

key-resign = resign
# The first press of the resign key (5.1b): one press never resigns. $seconds: how
# long the second press may take.
resign-ask = Resign? Press resign again within { $seconds } seconds to resign.
# The second press did not come in time, or another key came first.
resign-cancelled = Not resigned. The game goes on.
# A decision after the game had already ended ($late: resignation | result |
# agreement): the game was over before it (a stalemate ends the game at once, 5.2a).
ended-before =
    The game was already over: { $late ->
        [resignation] the resignation
        [agreement] the draw agreement
       *[result] the arbiter's result
    } changes nothing.
# (For the arbiter) a forfeit of $late at the resumption: the sealed move ended the
# game and that result stands; the envelope is opened and the move made.
sealed-move-concludes =
    { $late ->
        [white] White is
       *[black] Black is
    } late for the resumption, but the sealed move ends the game: that result stands (adjournment guideline { $article }). The envelope is opened.
# At the resumption (adjournment guideline 8): $written, the sealed move as written;
# $fault: ambiguous | unclear | illegal.
sealed-move-faulty =
    The sealed move reads { $written }: { $fault ->
        [ambiguous] it fits more than one move.
        [unclear] its meaning cannot be told.
       *[illegal] it is not a legal move.
    }
# The end of a game decided off the board. $reason: resignation |
# resignation-no-mate (2023 5.1.2) | forfeit | arbiter | sealed-move |
# sealed-move-no-mate | server-draw | server-left | server-fair-play | server-other
# (an online game ended by its server, issue 33); $side: who resigned, forfeited, left or sealed the
# faulty move; $article: the article of the arbiter's decision; $result: white |
# black | draw (game-result).
game-decided =
    { $reason ->
        [resignation]
            { $side ->
                [white] White
               *[black] Black
            } resigns. { game-result }
        [resignation-no-mate]
            { $side ->
                [white] White resigns, but Black
               *[black] Black resigns, but White
            } cannot mate. { game-result }
        [forfeit]
            { $side ->
                [white] White
               *[black] Black
            } loses by forfeit. { game-result }
        [sealed-move] The sealed move loses, adjournment rule 8. { game-result }
        [sealed-move-no-mate]
            { $side ->
                [white] White's sealed move loses, but Black
               *[black] Black's sealed move loses, but White
            } cannot mate. { game-result }
        [server-draw] Draw on Lichess. { game-result }
        [server-left]
            { $side ->
                [white] White left the game.
               *[black] Black left the game.
            } { game-result }
        [server-fair-play] Lichess ended the game for fair play. { game-result }
        [server-other] Lichess ended the game. { game-result }
       *[arbiter] The arbiter's decision, article { $article }. { game-result }
    }

## Issue 14: touch. Touches the arbiter rules on (4.3, 4.4, 4.5; E2.9e).

# The arbiter rules that a touch was not deliberate (4.3, `arbiter void`); it binds no
# longer. $blind is yes when $by is the blind player, who is spoken to.
touch-voided =
    { $blind ->
        [yes] The arbiter voids your touch of the { $piece } on { $square }. It does not bind you.
       *[no] The arbiter voids { $by ->
            [white] White's
           *[black] Black's
        } touch of the { $piece } on { $square }. It does not bind.
    }
# (For the arbiter) `arbiter void`: the player on move has no touch that binds him (on
# $square when $has-square is yes).
no-touch-to-void =
    { $has-square ->
        [yes] No touch on { $square } to void this move.
       *[no] No touch to void this move.
    }
# The arbiter upholds the sighted player's touch: what his move must be. Also said
# when a move that breaks it is refused. $kind: move, capture (the $piece on $square
# must be captured), capture-with (the $piece on $square must capture on $at), castle
# ($castle is the castling word) or king-move (castling is illegal: another king move).
touch-upheld =
    The arbiter upholds { $by ->
        [white] White's
       *[black] Black's
    } touch: { $kind ->
        [move] the { $piece } on { $square } must move.
        [capture] the { $piece } on { $square } must be captured.
        [capture-with] the { $piece } on { $square } must capture on { $at }.
        [castle] { $by ->
            [white] White
           *[black] Black
        } must castle, { $castle }.
       *[king-move] castling is not legal, the king must move.
    }
# The upheld touch binds nothing: the touched piece can neither move nor be captured,
# so any legal move is allowed (4.5).
touch-upheld-lapsed =
    The { $piece } on { $square } cannot move or be captured. { $by ->
        [white] White
       *[black] Black
    } may make any legal move, article { $article }.
# (For the arbiter) `arbiter uphold`: no touch of $by, the sighted player on move, was
# reported this move (on $square when $has-square is yes).
no-touch-to-uphold =
    { $has-square ->
        [yes] No touch on { $square } was reported
       *[no] No touch was reported
    } for { $by ->
        [white] White
       *[black] Black
    } this move.
# (For the arbiter) `arbiter uphold` after $by moved, and the opponent has touched a
# piece since (or moved): too late to claim (4.8; 2009 4.7).
touch-uphold-too-late =
    { $by ->
        [white] Black has touched a piece since White's move
       *[black] White has touched a piece since Black's move
    }: too late to claim a breach of touch-move, article { $article }.
# (For the arbiter) `arbiter uphold` after $by moved: his move kept to the touch of
# $piece on $square (or it could not move): no breach of 4.3.
touch-kept =
    { $by ->
        [white] White's
       *[black] Black's
    } move kept to the touch of the { $piece } on { $square }: no breach of article { $article }.
# (For the assistant) $by, the blind player, has a board with sensors: his touches are
# the pegs it reads.
touch-from-pegs =
    { $by ->
        [white] White's
       *[black] Black's
    } touches are read from his board: a peg out of its hole is a touch, article { $article }.
# (For the assistant) a touch of $by reported when he is not on move.
touch-not-on-move =
    { $by ->
        [white] White is
       *[black] Black is
    } not on move: a touch binds only the player having the move, article { $article }.

## Issue 14: ruling

## Rulings carried out (arbiter apply, arbiter takeback; docs/arbiter.md). $article:

## 7.5.1 | 7.6 | D.2.9 (2023; 2009 and 2001: 7.4a | 7.5 | E2.8), as written in the
## rules of the game's edition.

# The game went back: $has-last yes: to the position after $move (ruling-move); no:
# to the start.
taken-back =
    Article { $article }: the game goes back to { $has-last ->
        [yes] the position after { $move }.
       *[no] the start position.
    }
# After a take-back: $by plays move $number.
play-on =
    { $by ->
        [white] White
       *[black] Black
    } to play, move { $number }.
# For the arbiter: the clocks are set back. $recorded yes: to the times stored there
# ($white, $black durations, $number the move counter); no: none were stored.
# $white-set, $black-set: the same times as a clock shows them (0:59:59).
# $after: stopped (the arbiter restarts taktil's clock) | running (a practice game:
# taktil restarts it) | by-hand (a DGT clock taktil only reads: set it by hand).
clocks-set-back =
    { $recorded ->
        [yes]
            { $after ->
                [running] Clocks set back to White { $white }, Black { $black }; move { $number }.
                [by-hand] Set the DGT clock by hand to White { $white-set }, Black { $black-set }; move { $number }. Then start it.
               *[stopped] Clocks set back to White { $white }, Black { $black }; move { $number }. They are stopped: restart them with clock start.
            }
       *[no]
            { $after ->
                [by-hand] No clock times are recorded there: set the DGT clock by hand at your best judgement, article { $article }.
               *[other] No clock times are recorded there: set the clocks at your best judgement, article { $article }.
            }
    }
# (For the arbiter) after a take-back, time the rules gave since the position taken
# back to stands (7.4b, 9.5, 10.2): the arguments of clock-adjusted.
time-given-kept = Time given since that move still counts: { clock-adjusted }
# For the arbiter: E2.7 carried out; only $player's board is corrected.
board-corrected = Article { $article }: the game stays as it is. Only { ruling-board-name } is corrected.
no-ruling = There is no ruling to carry out. Ask for one with reconcile.
ruling-for-arbiter = This ruling leaves the decision to you. Nothing was changed; take back with arbiter takeback if you decide so.
ruling-stale = The game has changed since the ruling. Nothing was changed; ask for a new ruling with reconcile.
# arbiter takeback names a move the game does not have: $by's move $number.
no-such-move =
    The game has no { $by ->
        [white] White
       *[black] Black
    } move { $number } to go back to.

## Issue 16: keys
# The blind player's keys on the computer's keyboard (docs/player.md). $keys are the
# keys that give an action ("5 or space"), $key what they do.
keystroke-help = { $keys }: { $key }.
keystroke-help-help = { $keys }: this help.
keystroke-read-help = { $keys }, then a file letter or a rank number: read that file or rank.
keystroke-line-help = { $keys }: a line for the assistant.
keystroke-read = Which file or rank?
keystroke-unbound = That key does nothing. Star: the key help.
keystroke-or = { $first } or { $second }
keyname-space = space
keyname-enter = Enter
keyname-minus = minus
keyname-plus = plus
keyname-slash = slash
keyname-star = star
keyname-question = question mark
keyname-colon = colon
keyname-period = point
keyname-escape = Escape
keyname-backspace = Backspace
keyname-f1 = F1
keyname-home = Home
keyname-end = End
keyname-page-up = Page Up
keyname-page-down = Page Down
keyname-up = up arrow
keyname-down = down arrow
keyname-left = left arrow
keyname-right = right arrow

## Issue 15: editions
# A claim under 9.2 or 9.3 is also a draw offer (9.1b(3); 2001 9.1c): said to the
# blind player when he claims.
claim-offers-draw = Your claim is also a draw offer.
# $by's claim was judged incorrect; it still stands as a draw offer that the blind
# player may accept with the draw key (9.1b(3)).
claim-offer-to-accept =
    { $by ->
        [white] White's
       *[black] Black's
    } claim is also a draw offer. Press draw to accept it.
# (For the arbiter) $by put $first on the promotion square $square, then $shown: the
# first piece is the choice (4.4d, 2009).
promotion-final =
    For the arbiter: { $by ->
        [white] White's
       *[black] Black's
    } promotion on { $square } is final as { $first }, article { $article }. Then changed to { $shown }.

## Issue 16: the sighted board's stream
castling-after-rook =
    { $by ->
        [white] White
       *[black] Black
    } moved the king after the rook. Article { $castling }: no castling after touching the rook first. The rook move stands; the king goes back. The arbiter rules on an illegal move, article { $illegal }.

## Issue 16: no sensors

# The blind player's own move as executed on the sighted board, spoken back to him at
# once (a tactile board without sensors). $move: the move's words.
own-move = You: { $move }
# For the assistant: peg events of a tactile board without sensors are ignored.
no-sensors-ignored = The tactile board has no sensors in this session: its pegs are not read.
# For the assistant: board tactile entered for a tactile board with sensors.
tactile-board-has-sensors = This tactile board has sensors: taktil reads it, so it is not entered.

## Issue 16: DGT clock
# An electronic clock (a DGT 3000 or DGT XL cabled to the sighted player's board) is
# followed. Said once, briefly, when it goes away: the computer keeps the time on.
external-clock-lost = The clock is disconnected. The computer keeps the time.
# Said when the clock is back: its times count again.
external-clock-back = The clock is connected again.
# (For the arbiter) the electronic clock was pressed for $by, who had made no move.
# $blind yes: $by is the blind player (E2.3: his opponent's clock starts only once his
# move is made and announced).
external-press-without-move =
    The clock was pressed for { $by ->
        [white] White
       *[black] Black
    } { $blind ->
        [yes] before his move was made and announced, article { $article }.
       *[no] without a move.
    }
# (For the arbiter, never said: 13.6) $by moved and did not press the clock.
external-move-without-press =
    { $by ->
        [white] White
       *[black] Black
    } moved and did not press the clock.
# (For the arbiter) the clock's times jumped: $white and $black are the times it now shows.
external-clock-set = The clock was set by hand, article { $article }: White { $white }, Black { $black }.
# (For the arbiter) a clock command taktil does not carry out while the electronic clock keeps the time.
external-clock-keeps = The electronic clock keeps the time: do this on the clock.
# The arbiter key while the electronic clock keeps the time: taktil cannot stop it.
external-arbiter-called = The arbiter is called. Stop the clock on the table.

## Issue 16: evdev keyboard

# taktil devices: no keyboard but the terminal's can be read through evdev.
no-evdev-keyboard = No other keyboard found.

## Issue 17: wording

# A move number said as a name ("move 4"), referenced by the sentences that say one
# with $number: Icelandic writes 1-4, 21-24 ... as neuter words, which a synthesizer
# would read masculine from a digit; here the digit reads right.
number-label = { $number }

## Issue 17: braille display

# taktil play --braille-display: BRLTTY does not answer (at the start) or went away; said once.
braille-display-lost = No braille display. The game goes on.
# BRLTTY answers again: the display shows the last words again.
braille-display-back = The braille display is back.

## Issue 18: engine

# A take-back by the player who asked for it (never in a tournament, core).
only-in-practice = Only in a practice game.
# The player took his last move back.
practice-taken-back =
    Taken back: the game goes back to { $has-last ->
        [yes] the position after { $move }.
       *[no] the start position.
    }
# The engine that plays the other side crashed or hung; the game is kept.
engine-stopped = The engine stopped.
# The engine was started again.
engine-back = The engine is back.
# The engine's best move for the side to move, as a move is announced.
hint = Hint: { $move }.
no-hint = No hint: there is no move.
# The engine's evaluation; $side names the side by its colour.
eval-equal = Equal.
eval-better =
    { $side ->
        [white] White
       *[black] Black
    } is { $pawns ->
        [0] slightly better.
        [1] better, about one pawn.
       *[other] better, about { $pawns } pawns.
    }
eval-mates =
    { $side ->
        [white] White
       *[black] Black
    } mates in { $moves }.
# A hint, the evaluation or a take-back asked outside a practice game.
practice-only = Only in a practice game.
# The key help of a practice key.
practice-key-help =
    { $keys }: { $command ->
        [hint] a hint.
        [eval] the evaluation.
        [takeback] take back your last move.
       *[restart] start the engine again.
    }
# The key help of a practice key on a HID keypad (issue 29, point 12).
practice-button-help =
    Button { $button }: { $command ->
        [hint] a hint.
        [eval] the evaluation.
        [takeback] take back your last move.
       *[restart] start the engine again.
    }

## Issue 18: review

# taktil review, before the engine analyses the game (a few seconds).
review-analysing =
    Analysing { $moves ->
        [one] one move
       *[other] { $moves } moves
    }. Please wait.
# The review is ready: $moves moves in the game, $moments of them lost more than the threshold.
review-ready =
    { $moves ->
        [one] One move
       *[other] { $moves } moves
    }, { $moments ->
        [0] no mistakes found.
        [one] one move to look at.
       *[other] { $moments } moves to look at.
    } Question mark for help.
review-no-engine = No engine: the moves only, without analysis.
# The engine crashed or hung while analysing move $number: the moves from there are said without analysis.
review-engine-stopped = The engine stopped at move { $number }: the rest without analysis.
review-start = Start of the game.
# One move of the game: its number, the side, the move in the announcement vocabulary.
review-move =
    Move { $number }, { $color ->
        [white] White
       *[black] Black
    }: { $move }.
# How bad a move was: ?! inaccuracy, ? mistake, ?? blunder.
review-class =
    { $class ->
        [inaccuracy] An inaccuracy.
        [mistake] A mistake.
       *[blunder] A blunder.
    }
# What the move lost, in whole pawns ($pawns 0: about half a pawn).
review-lost =
    { $pawns ->
        [0] It lost about half a pawn.
        [one] It lost about one pawn.
       *[other] It lost about { $pawns } pawns.
    }
review-missed-mate = It missed a mate in { $moves }.
review-allows-mate = It allows a mate in { $moves }: now it loses by force.
# The engine's best move in the position before the move played.
review-preferred = The engine preferred { $move }.
review-end = End of the game.
review-no-more-mistakes = No more mistakes after this move.
review-no-earlier-mistakes = No mistakes before this move.
review-no-such-move =
    There is no move { $number } for { $color ->
        [white] White
       *[black] Black
    }.
# After the jump key: a move number is typed, then Enter.
review-jump-ask = Which move? Type its number, then Enter.
review-keys-help = Keys: 6 or n, next move. 4 or p, previous move. 5 or space, again. 3 or m, next mistake. 9, previous mistake. 7, start. 1, end. g, then a move number and Enter, goes to that move. q, quit.
# The commands typed as lines stay in English.
review-lines-help = Type next, previous, repeat, mistake, previous mistake, start, end, a move number such as 12 or 12 black, or quit.
review-unknown-key = That key does nothing here. Question mark for help.
review-unknown-line = That is no review command. Type help for the commands.

## Issue 18: practice, touch-move relaxed

# Said at the start of a practice game with touch-move relaxed (`--practice --free-touch`).
free-touch = Practice game: a touched piece need not be moved.

## Issue 27: what the shell shows the assistant and the arbiter (src/notice/problem.rs)
# On the assistant's screen or standard error, never said. { $path }, { $port },
# { $error } and { $reason } are shown as they came (a file, a port, the operating
# system's or a parser's words).

problem-input = input: { $error }: { $line }
problem-keys-unreadable = the keyboard cannot be read: { $error }
problem-bad-lines = { $lines } bad lines from the board in the last second ({ $shown } shown)
problem-board-bad-lines =
    { $board ->
        [tactile] the tactile board
       *[sighted] the sighted board
    } on { $port }: { $lines } bad lines from the board in the last second ({ $shown } shown)
problem-board-lost =
    { $board ->
        [tactile] the tactile board
       *[sighted] the sighted board
    } on { $port }: { $why ->
        [port] lost: { $error }
        [no-answer] no TBP/1 board answers
       *[silent] stopped answering
    }; trying again every second
problem-braille-lost = the braille display (brlapi): { $reason }; trying again every second
problem-hid-failed = the peg board and keypad (hid): { $error }
problem-pad-connected =
    { $keypad ->
        [yes] gamepad { $pad } "{ $name }" is the keypad
       *[no] gamepad { $pad } "{ $name }" is the peg board; pegs already in their holes are not reported (a HID board sends only changes): check the board against the game
    }
problem-pad-disconnected =
    the { $keypad ->
        [yes] keypad
       *[no] peg board
    } "{ $name }" (gamepad { $pad }) is disconnected; the game goes on, enter its moves with assist commands until it is back
problem-unknown-button =
    button { $code }{ $button ->
        [none] {""}
       *[other] {" "}(button { $button })
    } of "{ $name }" is neither a hole of the board nor a key: run taktil calibrate, or bind it in the device file
problem-keyboard-lost = { $reason }; looking for it every second
problem-keyboard-failed = the keyboard (evdev): { $error }
problem-dgt-orientation =
    the DGT board on { $port } stands with { $connector ->
        [white] White
       *[black] Black
    } at the connector side
problem-dgt-clock-side =
    the DGT clock on { $port }: White's time is on the { $right ->
        [yes] right
       *[no] left
    } (its clock ran first)
problem-dgt-resync = the DGT board on { $port }: { $problem }; asked for a full dump
problem-dgt-lost = the sighted board (dgt:{ $port }): { $reason }; trying again every second
problem-dgt-failed = the sighted board (dgt:{ $port }) is lost: { $error }; the game goes on, enter the sighted player's moves with assist commands
problem-livechess-lost = the sighted board (livechess:{ $addr }): { $reason }; trying again
problem-livechess-message = a message from LiveChess (livechess:{ $addr }) not understood, ignored: { $reason }: { $text }
problem-livechess-differs = LiveChess's move list for the sighted board (livechess:{ $addr }) is not the one followed; the game is unchanged and the board is checked against it. Followed: { $followed }. LiveChess now: { $board }
problem-livechess-kings = LiveChess listed { $san } with both kings in the centre (livechess:{ $addr }): a result shown on the board, not a move; the arbiter records the result
problem-livechess-withdrawn = LiveChess withdrew { $moves } before it was announced (livechess:{ $addr }): pieces were in the air
problem-livechess-not-legal = LiveChess's move { $index }, { $san }, is not legal here (livechess:{ $addr }); its list is read up to it
problem-livechess-no-board = LiveChess no longer lists the sighted board (livechess:{ $addr }); it lists { $known }
problem-publish-failed = broadcast folder: cannot write { $path }: { $error }; the game goes on and is written again after the next move
problem-push-refused = broadcast push refused ({ $status }): { $error }
problem-push-failed = broadcast push failed: { $reason }; tried again in { $seconds } s
problem-speech-missing = speech: { $reason }
problem-sound-missing = sound output: { $reason }
problem-engine-stopped = { $reason }; the game goes on: type `engine restart` (or press g) to start the engine again
problem-engine-running = engine restart: the engine is running
problem-engine-no-move = the engine has no move in this position
problem-engine-no-score = the engine gave no score
problem-engine-no-takeback = engine takeback: the player has made no move yet
# { $command } is the typed command's word (English, as typed).
problem-no-engine = engine { $command }: no engine plays in this session
problem-journal-failed = { $path }: cannot write the journal: { $error }; the game goes on in memory only
problem-journal-no-game = { $path }: the journal holds no game (its settings are not all there): a new game starts
problem-journal-not-kept = { $path }: cannot keep what the journal held: { $error }
problem-journal-unchecked = { $path }: the journal has no checks (an older taktil wrote it): it is restored as it is, unverified
problem-journal-untold =
    { $path }: an earlier resume left out { $count ->
        [one] 1 line
       *[other] { $count } lines
    } from line { $line } and was stopped before it said so
# { $text } is the journal line as it was; { $why } the reason it is left out.
problem-journal-dropped =
    { $path }: line { $line } (`{ $text }`): { $why }; { $count ->
        [one] 1 line
       *[other] { $count } lines
    } left out; { $kept ->
        [yes] kept in { $saved }
       *[no] not kept: { $error }
    }
problem-journal-repaired =
    { $path }: line { $line }: replaying the journal gives `{ $checkpoint }`, which it does not record: an earlier resume went on without it; the journal is written again with { $count ->
        [one] 1 checkpoint
       *[other] { $count } checkpoints
    }
problem-journal-disagrees = { $path }: line { $line }: { $what }; an earlier resume checked this journal: a fault in taktil, not damage; every line is kept and the game is the replay's ({ $count } in all)
problem-no-wall-clock = { $path }: no wall-clock mark: the time taktil was down cannot be known; the clock counts it as stopped
# Why journal lines were left out, and where a journal and its replay differ ($what, $why above).
# { $recorded } and { $gives } are checkpoints in the journal's words: made 3 Nf3 white 5398500 black 5400000.
journal-cause-cut = the line was cut off
journal-cause-not-utf8 = not UTF-8 text at column { $column }
journal-cause-check = the line does not match its check
journal-cause-parse = { $error }
journal-difference-recorded = line { $line } records `{ $recorded }`, replaying the journal gives { $moved ->
        [yes] `{ $gives }`
       *[no] no move
    }
journal-difference-unrecorded = replaying the journal gives `{ $gives }`, which it does not record
# The Laws the game is played under (R-61); $named no: an earlier taktil's journal,
# resumed under 2009.
fact-laws =
    Laws of Chess: FIDE { $edition }{ $named ->
        [yes] { "" }
       *[no] { " " }(the journal names no edition: it was written before 2023 was the default)
    }
# The facts of a restored game. { $seconds } is written 12.345.
fact-down = taktil was down { $seconds } s; counted on the clock of the player on move
fact-clocks =
    restored clocks: White { $white }, Black { $black } ({ $running ->
        [white] White to move
        [black] Black to move
       *[stopped] stopped
    })
# { $moves } is the scoresheet, numbered: 1. e4 e5 2. Nf3; { $plies } the number of half-moves.
fact-sheet =
    { $blind ->
        [yes] restored blind player's scoresheet (as announced):
       *[no] restored sighted player's scoresheet (as entered):
    } { $plies ->
        [0] none
       *[other] { $moves }
    }

# The outputs that are not said, as the assistant's screen and the plain lines show
# them (src/l10n/output.rs). { $san }, { $uci }, { $fen } and { $squares } are chess
# notation and stay as they are; { $number } is "12." or "12...".
output-move =
    { $number } { $san }{ $offer ->
        [yes] {" "}(=)
       *[no] {""}
    } ({ $uci }, { $color ->
        [white] White
       *[black] Black
    } { $source ->
        [assist] entered by the assistant
        [tactile] on the tactile board
       *[sighted] on the sighted board
    })
output-clock =
    { $color ->
        [white] White's
       *[black] Black's
    } clock starts
output-clock-times =
    { $color ->
        [white] White's
       *[black] Black's
    } clock starts (White { $white }, Black { $black }{ $stopped ->
        [yes] , stopped
       *[no] {""}
    })
output-flag =
    { $color ->
        [white] White's
       *[black] Black's
    } flag has fallen
output-low-time =
    { $color ->
        [white] White's
       *[black] Black's
    } time is running low
output-mismatch =
    the { $board ->
        [tactile] tactile
       *[sighted] sighted
    } board differs on { $squares }
output-matched =
    the { $board ->
        [tactile] tactile
       *[sighted] sighted
    } board matches the game again
# The reconciliation of the two boards from both scoresheets (E2.7, E2.8): what was
# decided, its article, and the position the boards must show.
output-ruling =
    { $kind ->
        [agreed] the scoresheets agree and the boards show their position
        [correct] the scoresheets agree; one board is corrected
        [take-back] the scoresheets differ; the game goes back to where they agree
        [both-boards] the scoresheets agree, but both boards differ from them
        [unrecorded] a board shows a move neither scoresheet has
        [no-position] a board shows no position of the game
        [assistant-record] the blind player's scoresheet in taktil is wrong
       *[illegal-entry] a scoresheet's next entry cannot be played
    } ({ $settled ->
        [yes] { $article }
       *[no] for the arbiter
    }), position { $fen }
output-end =
    { $outcome } ({ $reason ->
        [checkmate] checkmate
        [stalemate] stalemate
        [dead-position] dead position
        [time] time
        [time-no-mate] time, but the opponent cannot mate
        [both-flags] both flags have fallen
        [agreement] agreement
        [threefold] threefold repetition
        [fifty-moves] fifty moves
        [fivefold] fivefold repetition
        [seventy-five-moves] 75 moves
        [illegal-moves] illegal moves
        [illegal-moves-no-mate] illegal moves, but the opponent cannot mate
        [resignation] resignation
        [resignation-no-mate] resignation, but the opponent cannot mate
        [forfeit] forfeit
        [arbiter] the arbiter's decision
        [sealed-move] the sealed move
        [server-draw] drawn on Lichess
        [server-left] the opponent left
        [server-fair-play] fair play
        [server-other] ended on Lichess
       *[sealed-move-no-mate] the sealed move, but the opponent cannot mate
    })
output-touch = { $piece } { $square } touched
output-request =
    SNAP sent to the { $board ->
        [tactile] tactile
       *[sighted] sighted
    } board

# The calibration of the HID peg board (`taktil calibrate`), for the person at the
# computer. { $square } is a square (e4), { $code } a button code (0x1_0125).
problem-calibration-silent = no button reported for { $square } in { $ms } ms; asked again
problem-calibration-redo = { $square } asked again; its button { $code } is free
problem-calibration-lost = the peg board is disconnected
problem-calibration-back = the peg board is back; pegs put in meanwhile are not seen
problem-calibration-peg-out = a peg came out of the hole with button { $code }
problem-calibration-early = a peg went into the hole with button { $code } before the start
problem-calibration-unknown-out = a peg came out of the hole with button { $code }, which was not known to be filled (if pegs going in show up as this, set inverted = yes)
problem-calibration-taken = button { $code } is already { $other }; asked for { $square }
problem-calibration-button = { $square } = { $code }

## Issue 29: the lines of taktil devices, for the screen. Names, paths, ports and the
## system's error words come as they are.

# A gamepad: $id its number, $name, $has-buttons yes with $buttons, $has-usb yes with
# $usb (vendor:product).
devices-gamepad =
    Gamepad { $id }: { $name }{ $has-buttons ->
        [yes]
            , { $buttons ->
                [one] { $buttons } button
               *[other] { $buttons } buttons
            }
       *[no] { "" }
    }{ $has-usb ->
        [yes] , USB { $usb }
       *[no] { "" }
    }.
devices-gamepads-unlisted = Gamepads: { $error }.
# A serial port: $kind usb (with $usb, and $product when $has-product is yes) |
# bluetooth | other.
devices-serial-port =
    Serial port { $port }{ $kind ->
        [usb]
            : USB { $usb }{ $has-product ->
                [yes] , { $product }
               *[no] { "" }
            }
        [bluetooth] : Bluetooth
       *[other] { "" }
    }.
devices-no-serial-port = No serial port found.
devices-serial-ports-unlisted = Serial ports: cannot list them: { $error }.
# A board in DGT LiveChess: $serial, $state as LiveChess says it (ACTIVE, INACTIVE, ...),
# $has-source yes with $source (where LiveChess reads it), $start yes for the start
# position, else $board (a FEN's placement).
devices-livechess-board =
    LiveChess board { $serial }: { $state }{ $has-source ->
        [yes] , on { $source }
       *[no] { "" }
    }, { $start ->
        [yes] start position
       *[no] position { $board }
    }.
devices-no-livechess-board = LiveChess at { $place } lists no board.
devices-livechess-unlisted = LiveChess at { $place }: cannot list its boards: { $error }.
devices-keyboard = Keyboard { $path }: { $name }.
# Why no keyboard can be read through evdev: $why not-built | not-linux | no-input | unreadable
# ($error) | none-readable ($nodes devices).
devices-keyboards-unlisted =
    Keyboards: { $why ->
        [not-built] cannot read a keyboard through evdev: taktil was built without the `evdev` feature.
        [not-linux] other keyboards are read only on Linux: use a HID keypad or this console's keys.
        [no-input] this computer has no /dev/input, so no keyboard can be read through evdev.
        [unreadable] /dev/input cannot be read ({ $error }): add the user to the `input` group.
       *[none-readable]
            { $nodes ->
                [one] { $nodes } input device in /dev/input, not readable
               *[other] { $nodes } input devices in /dev/input, none readable
            }: add the user to the `input` group (sudo usermod -aG input $USER, then log in again).
    }

## The live page (issue 32): every word it shows, for the arbiter and a partially
## sighted player; a screen reader reads them aloud.
live-title = taktil live
live-white = White
live-black = Black
live-to-move = to move
live-last-move = Last move
live-no-move = No move yet
live-clock = Clock
live-warnings = Warnings
live-rulings = Arbiter
live-result = Result
live-theme = Theme
live-size = Size
live-flip = Turn the board
live-theme-contrast = High contrast
live-theme-light = Light
live-theme-dark = Dark
live-theme-yellow = Yellow on black
live-size-fit = Fit the screen
live-size-large = Large
live-size-larger = Larger
live-connection-lost = Connection lost. Reconnecting …
live-connected = Connected
live-board = Board
live-empty = empty
live-piece-white-k = white king
live-piece-white-q = white queen
live-piece-white-r = white rook
live-piece-white-b = white bishop
live-piece-white-n = white knight
live-piece-white-p = white pawn
live-piece-black-k = black king
live-piece-black-q = black queen
live-piece-black-r = black rook
live-piece-black-b = black bishop
live-piece-black-n = black knight
live-piece-black-p = black pawn

## Issue 33: an online game on Lichess (src/play/online.rs, docs/online.md). Names,
## chat lines and a refusal's reason are the server's own words.

# The game is found. $opponent: his name; $rating (when $has-rating is yes); $color:
# the blind player's colour; the clock $minutes plus $increment seconds (when
# $has-clock is yes); $rated yes or no.
online-started =
    Lichess game against { $opponent }{ $has-rating ->
        [yes] , rating { $rating }
       *[no] {""}
    }. You play { $color ->
        [white] White
       *[black] Black
    }. { $has-clock ->
        [yes] { $minutes } minutes plus { $increment } seconds
       *[no] No clock
    }, { $rated ->
        [yes] rated.
       *[no] casual.
    }
# The connection to Lichess is lost; taktil tries again. The clock runs on Lichess.
online-lost = Connection to Lichess lost. Trying again. Your clock runs on.
online-back = Connected to Lichess again.
# Lichess refused the player's move ($why: not-your-turn | illegal | other); it is
# taken back and the board guided back.
online-refused =
    Lichess refused your move: { $why ->
        [not-your-turn] not your turn, or the game is over.
        [illegal] it is not legal there.
       *[other] the move is taken back.
    }
# Lichess asks to wait (too many requests).
online-wait =
    Lichess asks to wait { $seconds } { $seconds ->
        [one] second
       *[other] seconds
    }.
# The opponent left the game. $seconds: until the win may be claimed (0: now).
online-opponent-gone =
    { $seconds ->
        [0] Your opponent has left. You may claim the win now.
       *[other] Your opponent has left. You may claim the win in { $seconds } { $seconds ->
            [one] second
           *[other] seconds
        }.
    }
online-opponent-back = Your opponent is back.
# A chat line, read only when the player asks.
online-chat = { $user } writes: { $text }
online-no-chat = No chat messages.
online-aborted = The game was aborted on Lichess. It does not count.
online-cannot-claim = You cannot claim the win: your opponent has not left long enough.
online-token-refused = Lichess no longer accepts your token. Moves cannot be sent. Make a new token.
# (For the screen) what Lichess answered or why it could not be reached.
problem-lichess = Lichess: { $detail }
problem-not-online = online { $command }: this session plays no online game (--opponent lichess)
# Issue 33, point 3: an opponent far away without Lichess (docs/online.md).
# $word is what was typed, spelled out; $move a move in the announcer's words.
remote-confirm = Opponent: { $move }. Right? The announce key confirms.
remote-dropped = Not counted. Enter the move again.
remote-unread =
    { $word }: { $why ->
        [unreadable] not a move.
        [illegal] not a legal move here.
        [ambiguous] two pieces can make it; add the file or rank it comes from.
       *[two-readings] it reads as two moves; give both squares, such as e2e4.
    }
remote-not-their-move = It is your move, not the opponent's.
remote-nothing-to-confirm = No move to confirm.
remote-move =
    Move { $number }, { $color ->
        [white] White
       *[black] Black
    }: { $move }.
remote-your-move = Your move.
remote-no-move-found =
    No move { $number } for { $color ->
        [white] White
       *[black] Black
    } in the text.
remote-opponents-move = It is the opponent's move.
remote-already-in = It is your move: the opponent's move is already in.
remote-over = The game is over.
