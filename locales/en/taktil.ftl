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
# The check or mate word after a move; $suffix: none | check | checkmate.
move-suffix =
    { $suffix ->
        [check] , { move-check }
        [checkmate] , { move-checkmate }
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
no-move = No move on the board yet.
adjust = J'adoube.

## The end of the game.

# $reason: checkmate | stalemate | dead-position; $result: white | black | draw
game-over =
    { $reason ->
        [checkmate] Checkmate. { game-result }
        [stalemate] Stalemate. { game-result }
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
# $key is a key name (key-*).
key-unavailable = The { $key } key is not available yet.

## The board.

resync = Board lost contact; reading the whole board.

## Notes for the assistant and the arbiter.

speech-unavailable = No speech: taktil shows text and plays sounds only.
speech-lost = Speech stopped answering: text and sounds only from now on.
sound-unavailable = No sound device: no earcons, words only.
voice-missing = No { $lang } voice: another voice speaks those words.

# $count: how many illegal moves $by has made; $penalty: none | time | loss |
# loss-or-draw; $minutes: extra time for the opponent.
illegal-counted =
    Illegal move by { $by ->
        [white] White
       *[black] Black
    }, number { $count }. { $penalty ->
        [time]
            Penalty: { $minutes ->
                [one] one minute
               *[other] { $minutes } minutes
            } extra time for { $by ->
                [white] Black
               *[black] White
            }.
        [loss] Penalty: the game is lost.
        [loss-or-draw]
            Penalty: the game is lost, or drawn if { $by ->
                [white] Black
               *[black] White
            } cannot mate.
       *[none] { "" }
    }
touch-move-recorded =
    Touch-move violation by { $by ->
        [white] White
       *[black] Black
    }: the move was refused.
assist-move-rejected = That move is not legal in this position.
key-ignored = The { $key } key has no effect now.

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
