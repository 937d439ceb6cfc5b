# taktil: alt, hvad en person hører, på dansk.
#
# Læs hver meddelelse højt, før den tjekkes ind: Spilleren hører den i en øresnegl,
# ofte i tidnød. Kort, roligt, entydigt.
#
# Ordforrådets ord (piece-*, rank-*, castle-*) i denne fil er de danske ord fra FIDE's
# regler (tillæg E2.1: konge ... bonde, et ... otte, kort og lang rokade). De bruges,
# når spilleren har valgt det lokale ordforråd; ellers kommer de tyske ord fra
# ../de/taktil.ftl. Liniernes navne står i ../files.ftl. Variabler med sådanne ord
# ($piece, $square, $from, $to, $castle, ...) beholder deres eget sprog: sæt dem ind i
# sætningen, vælg aldrig efter dem. Variablerne er beskrevet i den engelske fil.
#
# Valgvariabler:
#   $color, $by, $to-move   white | black
#   $role, $target-role     king | queen | rook | bishop | knight | pawn
#                           (for kønnet: et tårn, ellers en)
#   $count                  et tal (flertal af brikkernes navne)
#
# Brikkernes navne står altid i ubestemt form ("springer", ikke "springeren"), så
# ordforrådets ord aldrig ændres: "Rørt brik: springer på Gustav et."

## Ordforråd: brikker. $count vælger flertal (når stillingen læses op).

piece-king =
    { $count ->
        [one] konge
       *[other] konger
    }
piece-queen =
    { $count ->
        [one] dronning
       *[other] dronninger
    }
piece-rook =
    { $count ->
        [one] tårn
       *[other] tårne
    }
piece-bishop =
    { $count ->
        [one] løber
       *[other] løbere
    }
piece-knight =
    { $count ->
        [one] springer
       *[other] springere
    }
piece-pawn =
    { $count ->
        [one] bonde
       *[other] bønder
    }

## Ordforråd: rækker, fra hvid mod sort (E2.1).

rank-1 = et
rank-2 = to
rank-3 = tre
rank-4 = fire
rank-5 = fem
rank-6 = seks
rank-7 = syv
rank-8 = otte

## Ordforråd: rokade (meldes som rokade, aldrig som kongetræk: R-23).

castle-short = kort rokade
castle-long = lang rokade

## Meldinger af træk (E2.1). Kort: "springer Frederik tre", "Erik slår Dora fem".

move-takes = slår
move-en-passant = en passant
move-check = skak
move-checkmate = skakmat

# Et træk; variablerne som i den engelske fil.
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
# Skak eller mat efter trækket; $suffix: none | check | checkmate.
move-suffix =
    { $suffix ->
        [check] , { move-check }
        [checkmate] , { move-checkmate }
       *[none] { "" }
    }
# Rokade; $castle er ordet for rokaden.
move-castle = { $castle }{ move-suffix }
# En brik sættes ind (kun i varianter, aldrig i almindeligt skak).
move-put = { $piece } { $to }{ move-suffix }
# Et nultræk ("--" i en PGN): ingen har trukket.
move-null = Nultræk
# Det sidste træk igen, på forespørgsel (R-51); $move er meldingen.
last-move = Sidste træk: { $move }
no-move-yet = Der er ikke spillet noget træk endnu.
# De sidste træk, det ældste først (tasten historik). $count: hvor mange; $moves:
# listen af last-moves-item, adskilt af semikolon.
last-moves =
    { $count ->
        [one] Sidste træk: { $moves }.
       *[other] Sidste { $count } træk: { $moves }.
    }
# Et træk i historikken: hvem der trak ($by: white | black), så meldingen.
last-moves-item =
    { $by ->
        [white] Hvid
       *[black] Sort
    } { $move }

## Bondeforvandling (E2.1: spilleren nævner brikken). Tasternes navne som på tastaturet.

ask-promotion = Bondeforvandling på { $square }. Hvilken brik? Tryk { key-queen }, { key-rook }, { key-bishop } eller { key-knight }.

## Rørt brik (art. 4.3, 4.4; E2.2: en tap, der er taget op, er en rørt brik).

touch-move = Rørt brik: { $piece } på { $square }. Brikken skal flyttes.
touch-capture = Rørt brik: { $piece } på { $square }. Brikken skal slås.
# $piece på $from skal slå $target på $at (4.3c). Nævn feltet, ikke "den": begge
# brikker kan være af samme slags.
touch-capture-with = Rørte brikker: { $piece } på { $from } og { $target } på { $at }. Brikken på { $from } skal slå på { $at }.
touch-castle = Konge og tårn rørt: du skal rokere, { $castle }.
# $piece er kongen, $square dens felt.
touch-king-move = Rokade er ikke lovlig: flyt kongen.

## Ulovlige træk afvises (art. 7.4).

illegal-unreachable =
    Ulovligt: { $color ->
        [white] Hvids
       *[black] Sorts
    } { $piece } kan ikke nå { $square }.
illegal-king-in-check = Ulovligt: din konge ville stå i skak.
illegal-second-piece = Ulovligt: kun én brik må flyttes.
illegal-no-such-move = Det er ikke et lovligt træk.

## Vejledning tilbage til stillingen på brættet.

put-back =
    Sæt tilbage: { $color ->
        [white]
            { $role ->
                [rook] hvidt
               *[other] hvid
            }
       *[black] sort
    } { $piece } på { $square }.
move-back = Flyt tilbage: { $piece } fra { $from } til { $to }.
remove = Fjern brikken fra { $square }.
no-move = Intet træk på brættet endnu.
adjust = J'adoube.

## Partiets afslutning.

# $reason: checkmate | stalemate | dead-position; $result: white | black | draw
game-over =
    { $reason ->
        [checkmate] Skakmat. { game-result }
        [stalemate] Pat. { game-result }
       *[dead-position]
            { $result ->
                [draw] Remis: ingen af parterne kan sætte mat.
               *[other] Ingen af parterne kan sætte mat. { game-result }
            }
    }
game-result =
    { $result ->
        [white] Hvid vinder.
        [black] Sort vinder.
       *[draw] Remis.
    }
game-is-over = Partiet er slut.
# $claim: threefold | fifty-moves
draw-claimable =
    { $claim ->
        [threefold] Du kan kræve remis: samme stilling tre gange.
       *[fifty-moves] Du kan kræve remis: 50-træksreglen.
    }

## Svar på tasterne.

# $number er nummeret på det træk, der spilles nu ($moves, de træk begge sider har
# fuldført, plus et).
move-count =
    Træk { $number }, { $to-move ->
        [white] Hvid
       *[black] Sort
    } i trækket.
# Den ene side af stillingen: "Hvid: konge Gustav et; tårne Anna et, Frederik et."
# $groups er listen af position-group, adskilt af semikolon.
position-side =
    { $color ->
        [white] Hvid
       *[black] Sort
    }: { $groups }.
# $piece står i flertal, når $count er mere end et; $squares er listen af felter.
position-group = { $piece } { $squares }
position-empty = Brættet er tomt.
# En linje eller række på forespørgsel: "Linje Erik: hvid konge Erik et, sort bonde
# Erik syv." $pieces er listen af reading-piece, adskilt af komma.
file-reading = Linje { $file }: { $pieces }.
file-reading-empty = Linje { $file } er tom.
rank-reading = Række { $rank }: { $pieces }.
rank-reading-empty = Række { $rank } er tom.
# En brik i oplæsningen: farve (efter kønnet), brik, felt.
reading-piece =
    { $color ->
        [white]
            { $role ->
                [rook] hvidt
               *[other] hvid
            }
       *[black] sort
    } { $piece } { $square }
no-clock = Der kører intet ur.
# $key er en tasts navn (key-*).
key-unavailable = Tasten { $key } er ikke tilgængelig endnu.

## Brættet.

resync = Forbindelsen til brættet blev afbrudt; hele brættet læses igen.

## Meddelelser til assistenten og dommeren.

speech-unavailable = Ingen tale: taktil viser kun tekst og afspiller lyde.
speech-lost = Talen svarer ikke længere: kun tekst og lyde fra nu af.
sound-unavailable = Ingen lydenhed: ingen lydsignaler, kun ord.
voice-missing = Ingen stemme til { $lang }: en anden stemme siger de ord.
# $count: hvilket ulovligt træk af $by det er; $penalty: none | time | loss |
# loss-or-draw; $minutes: ekstra tid til modstanderen.
illegal-counted =
    Ulovligt træk af { $by ->
        [white] Hvid
       *[black] Sort
    }, nummer { $count }. { $penalty ->
        [time]
            Straf: { $minutes ->
                [one] ét minut
               *[other] { $minutes } minutter
            } ekstra tid til { $by ->
                [white] Sort
               *[black] Hvid
            }.
        [loss] Straf: partiet er tabt.
        [loss-or-draw]
            Straf: partiet er tabt, eller remis, hvis { $by ->
                [white] Sort
               *[black] Hvid
            } ikke kan sætte mat.
       *[none] { "" }
    }
touch-move-recorded =
    Brud på reglen om rørt brik af { $by ->
        [white] Hvid
       *[black] Sort
    }: trækket blev afvist.
assist-move-rejected = Det træk er ikke lovligt i denne stilling.
key-ignored = Tasten { $key } har ingen virkning nu.

## Tasternes navne, som spilleren kender dem fra tastaturet.

key-announce = meld
key-repeat = gentag
key-time = tid
key-moves = træk
key-position = stilling
key-queen = dronning
key-rook = tårn
key-bishop = løber
key-knight = springer
key-draw = remis
key-claim = krav
key-adjust = j'adoube
key-arbiter = dommer
key-history = historik
key-clock = ur
# Tasterne, der læser en linje eller række op, navngivet med ordforrådet: "Tasten
# linje Erik", "Tasten række et".
key-file = linje { $file }
key-rank = række { $rank }
