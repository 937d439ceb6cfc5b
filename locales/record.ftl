# taktil: the words of the transcript (`taktil replay --format text`, `taktil play
# --transcript`) for the outputs that are not said: a move, a clock, a flag, a board
# that differs, a ruling, the end, a touch, a request to a board.
#
# The transcript is a record that tests, logs and other programs read, so it is
# written in one language whatever the session's: these words are in every bundle.
# What a person reads on the screen is in the locale's own file (`output-*`); what the
# player hears is in the transcript as said, in the session's language.

record-move =
    { $number } { $san }{ $offer ->
        [yes] {" (=)"}
       *[no] {""}
    }{"  "}({ $uci }, { $color } { $source ->
        [assist] entered by the assistant
       *[other] on the { $source } board
    })
record-clock = { $color } clock starts
record-clock-times =
    { $color } clock starts{"  "}(White { $white }, Black { $black }{ $stopped ->
        [yes] {", stopped"}
       *[no] {""}
    })
record-flag =
    { $color ->
        [white] White
       *[black] Black
    }'s flag has fallen
record-low-time =
    { $color ->
        [white] White
       *[black] Black
    }'s time is running low
record-mismatch = the { $board } board differs on { $squares }
record-matched = the { $board } board matches the game again
record-ruling =
    { $kind } ({ $settled ->
        [yes] { $article }
       *[no] for the arbiter
    }), position { $fen }
record-end =
    { $outcome } ({ $reason }{ $side ->
        [flag] {", "}{ $color }'s flag
        [by] {", by "}{ $color }
       *[none] {""}
    }{ $detailed ->
        [yes] {", "}{ $field } { $detail }
       *[no] {""}
    })
record-touch = { $piece } { $square } touched
record-request = SNAP sent to the { $board } board
