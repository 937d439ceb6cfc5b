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
        [check] { " " }{ move-check }
        [checkmate] { " " }{ move-checkmate }
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
place =
    Sæt: { $color ->
        [white]
            { $role ->
                [rook] hvidt
               *[other] hvid
            }
       *[black] sort
    } { $piece } på { $square }.
take =
    Fjern: { $color ->
        [white]
            { $role ->
                [rook] hvidt
               *[other] hvid
            }
       *[black] sort
    } { $piece } fra { $square }.
take-peg = Fjern brikken fra { $square }.
shift =
    Flyt: { $color ->
        [white]
            { $role ->
                [rook] hvidt
               *[other] hvid
            }
       *[black] sort
    } { $piece } fra { $from } til { $to }.
board-differs =
    { $by ->
        [white] Hvids
       *[black] Sorts
    } bræt afviger fra partiet:
board-matches =
    { $by ->
        [white] Hvids
       *[black] Sorts
    } bræt stemmer med partiet.
sheet-differs =
    Den seende spillers noteringsliste afviger fra partiet i træk { $number }, { $color ->
        [white] hvid
       *[black] sort
    }.
sheet-letters-mixed =
    Den seende spillers noteringsliste, træk { $number } { $color ->
        [white] hvid
       *[black] sort
    }: { $word } er skrevet med andre brikbogstaver end { $earlier }. En noteringsliste bruger ét sæt bogstaver.
sheet-letters-undecided =
    Den seende spillers noteringsliste, træk { $number } { $color ->
        [white] hvid
       *[black] sort
    }: { $word } er et lovligt træk med to forskellige sæt brikbogstaver.
no-move = Intet træk på brættet endnu.
# Meldingen fra artikel 4.2 i DSU's oversættelse af FIDE's regler ("jeg retter"): en
# dansk stemme læser "J'adoube" som "j apostrof adube".
adjust = Jeg retter.

## Devices: peg board, keypad and calibration.

calibrate-empty = Tapbrættet kalibreres. Tag alle tappe ud af brættet, og tryk så på Enter eller meldetasten.
calibrate-put = Sæt en tap i { $square }.
calibrate-done = { $square }: klar.
calibrate-taken = Den knap er allerede { $square }. Tag tappen ud, og prøv igen.
calibrate-silent = Intet fra { $square }. Tjek hullet, og sæt så tappen i igen.
calibrate-peg-seated = En tap kom ud af et hul, der ikke var tomt. Lad den blive ude.
calibration-finished =
    { $missing ->
        [0] Kalibreringen er færdig: alle 64 huller er klare.
        [one] Kalibreringen er færdig; et hul mangler.
       *[other] Kalibreringen er færdig; { $missing } huller mangler.
    }
calibration-aborted = Kalibreringen er stoppet. Intet blev gemt.
peg-board-lost = Tapbrættet er afbrudt.
peg-board-back = Tapbrættet er tilbage. Hvis en tap er flyttet imens, så løft den og sæt den i igen.
opponent-board-silent = Modstanderens bræt melder ikke.
opponent-board-back = Modstanderens bræt melder igen.
keypad-lost = Tastaturet er afbrudt.
keypad-back = Tastaturet er tilbage.
no-hid-device = Ingen gamepad og intet tapbræt fundet.
key-help = Knap { $button }: { $key }.
key-help-help = Knap { $button }: denne hjælp.

## Partiets afslutning.

# $reason og $side som i den engelske fil; $result: white | black | draw
game-over =
    { $reason ->
        [checkmate] Skakmat. { game-result }
        [stalemate] Pat. { game-result }
        [time]
            { $side ->
                [white] Hvids
               *[black] Sorts
            } flag er faldet. { game-result }
        [time-no-mate]
            { $side ->
                [white] Hvids flag er faldet, men Sort
               *[black] Sorts flag er faldet, men Hvid
            } kan ikke sætte mat. { game-result }
        [both-flags] Begge flag er faldet. { game-result }
        [agreement] Remis aftalt.
        [threefold] Samme stilling tre gange. { game-result }
        [fifty-moves] 50-træksreglen. { game-result }
        [fivefold] Samme stilling fem gange. { game-result }
        [seventy-five-moves] 75 træk uden slag eller bondetræk. { game-result }
        [illegal-moves]
            { $side ->
                [white] Hvids
               *[black] Sorts
            } { $count ->
                [2] andet
               *[other] tredje
            } ulovlige træk. { game-result }
        [illegal-moves-no-mate]
            { $side ->
                [white] Hvids { $count ->
                [2] andet
               *[other] tredje
            } ulovlige træk, men Sort
               *[black] Sorts { $count ->
                [2] andet
               *[other] tredje
            } ulovlige træk, men Hvid
            } kan ikke sætte mat. { game-result }
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

## Brættet.

resync = Forbindelsen til brættet blev afbrudt; hele brættet læses igen.

## Serial boards.

board-lost = Brættet er ikke forbundet. Dit parti er i sikkerhed.
board-silent = Brættet svarer ikke. Dit parti er i sikkerhed.
board-back = Brættet er tilbage; brættet læses.
# $line tæller linjerne, siden brættet blev forbundet; $fault er fejlen.
board-line-ignored = Brætlinje { $line } ignoreret: { $fault ->
        [unreadable] ulæselige bytes.
        [too-long] linjen er for lang.
       *[not-understood] ikke en brætbesked.
    }

## Meddelelser til assistenten og dommeren.

hearing =
    { $what ->
        [no-output] Ingen lydudgang fundet: du hører hverken tale eller lyde. Alt vises som tekst.
        [nothing] Ingen tale og ingen lyde: du hører ingenting. Alt vises som tekst.
        [sounds-only] Ingen tale: du hører kun lyde. Ordene vises som tekst.
       *[speech-only] Ingen lyde: du hører tale, men ingen lyde.
    }
speech-lost = Talen svarer ikke længere: ordene vises som tekst fra nu af.
voice-missing = Ingen stemme til { $lang }: en anden stemme siger de ord.
speech-through = Tale gennem { $backend }.
speech-setting-ignored = { $setting ->
    [rate] { $backend } taler i sit eget tempo: taletempoet, der er indstillet i taktil, bruges ikke.
    [volume] { $backend } taler med sin egen lydstyrke: lydstyrken, der er indstillet i taktil, bruges ikke.
   *[voice] { $backend } taler med sin egen stemme: stemmerne, der er indstillet i taktil, bruges ikke.
}
# $count: hvilket ulovligt træk af $by det er; $penalty: none | time | loss |
# loss-or-draw; $minutes: ekstra tid til modstanderen.
illegal-counted =
    Ulovligt træk af { $by ->
        [white] Hvid
       *[black] Sort
    }, nummer { $count }, afvist. { $penalty ->
        [time]
            Dommeren kan give { $by ->
                [white] Sort
               *[black] Hvid
            } { $minutes ->
                [one] ét minut
               *[other] { $minutes } minutter
            } ekstra tid.
        [loss] Dommeren kan erklære partiet tabt.
        [loss-or-draw]
            Dommeren kan erklære partiet tabt, eller remis, hvis { $by ->
                [white] Sort
               *[black] Hvid
            } ikke kan sætte mat.
       *[none] { "" }
    }
# (For the arbiter, 2023) a refused placement: never announced, never pressed, so
# not a completed illegal move (7.5.1, D.2.3): no penalty. $count: refused so far.
illegal-not-completed =
    Ulovlig placering af { $by ->
        [white] Hvid
       *[black] Sort
    }, nummer { $count }, afvist før den blev meldt. Ikke et fuldført ulovligt træk, artikel 7.5.1: ingen straf.
# (For the arbiter, 2023) the clock was pressed for $by without a move (7.5.3).
# (For the arbiter, 2023 7.5.2) $by pressed with a pawn on the last rank, $square, and no
# new piece: it became a queen.
promotion-without-piece =
    Artikel 7.5.2: { $by ->
        [white] Hvid
       *[black] Sort
    } trykkede på uret med en bonde på { $square } og ingen ny brik. Bonden bliver en dronning; straffes som et ulovligt træk, hvis dommeren afgør det.
press-as-illegal =
    Artikel 7.5.3: et tryk på uret uden et træk af { $by ->
        [white] Hvid
       *[black] Sort
    } straffes som et ulovligt træk, hvis dommeren afgør det.
touch-move-recorded =
    Brud på reglen om rørt brik af { $by ->
        [white] Hvid
       *[black] Sort
    }: trækket blev afvist.
assist-move-rejected = Det træk er ikke lovligt i denne stilling.
key-ignored = Tasten { $key } har ingen virkning nu.

## Uret (art. 6). Tider kun på forespørgsel (E2.9 d, R-51). Variablerne er beskrevet i

## den engelske fil.

# En tid, rundet ned, så den aldrig siger mere, end der er.
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
        [one] én time
       *[other] { $hours } timer
    }
duration-minutes =
    { $minutes ->
        [one] ét minut
       *[other] { $minutes } minutter
    }
duration-seconds =
    { $seconds ->
        [one] ét sekund
       *[other] { $seconds } sekunder
    }
# Begge ure på forespørgsel: "Hvid én time 29 minutter. Sort 4 minutter 30 sekunder."
clocks =
    { $white-flag ->
        [yes] Hvid: flaget er faldet.
       *[no] Hvid { $white }.
    } { $black-flag ->
        [yes] Sort: flaget er faldet.
       *[no] Sort { $black }.
    }
low-time = Tid tilbage: { $left }.
# $duty: bogstavet i E2.9 (a ... f).
duty-off =
    { $duty ->
        [a] taktil hjælper ikke med det andet bræt i dette parti.
        [b] taktil melder ikke modstanderens træk i dette parti.
        [c] taktil trykker ikke på uret i dette parti.
        [d] taktil oplyser ikke tider i dette parti. Spørg din assistent.
        [e] taktil kræver ikke gevinst på tid og melder ikke rørte brikker i dette parti.
       *[f] taktil tager sig ikke af hængepartier i dette parti.
    }
arbiter-called = Urene er stoppet. Dommeren er tilkaldt.
clock-restarted = Uret går igen.
flag-fell =
    { $color ->
        [white] Hvids
       *[black] Sorts
    } flag faldt efter { $has-needed ->
        [yes]
            { $moves } af { $needed ->
                [one] ét træk
               *[other] { $needed } træk
            }
       *[no]
            { $moves ->
                [one] ét træk
               *[other] { $moves } træk
            }
    }.
both-flags-play-on = Begge flag er faldet. Spillet fortsætter; dommeren indstiller urene.
# (For the arbiter, 2023) both flags are down and Guidelines III are not announced
# (III.2.1): no both-flags rule; $first: whose flag fell first.
both-flags-no-guidelines =
    Begge flag er faldet, { $first ->
        [white] Hvids
       *[black] Sorts
    } først. Retningslinjerne III gælder ikke: en reklamation eller dommeren afgør det, artikel 6.8 og 6.9.
quickplay-claimed =
    { $by ->
        [white] Hvid kræver
       *[black] Sort kræver
    } remis, artikel { $article }. Urene er standset; dommeren afgør det.
quickplay-refused =
    Intet remiskrav efter artikel { $article }: { $bar ->
        [no-clock] partiet har intet ur.
        [not-announced] retningslinjerne III er ikke bekendtgjort for turneringen.
        [increment] partiet spilles med tillægstid.
        [not-last-period] { $by ->
            [white] Hvids
           *[black] Sorts
        } ur er ikke i sidste periode.
        [time-left] { $by ->
            [white] Hvid har
           *[black] Sort har
        } to minutter eller mere tilbage.
       *[pending] et krav venter allerede på dommeren.
    }
quickplay-postponed = Dommeren afgør remiskravet senere, artikel { $article }. Spillet fortsætter.
quickplay-rejected =
    Dommeren afviser { $by ->
        [white] Hvids
       *[black] Sorts
    } remiskrav, artikel { $article }. Spillet fortsætter.
flag-awaits-arbiter =
    { $color ->
        [white] Hvids
       *[black] Sorts
    } flag er faldet. Dommeren afgør nu remiskravet, artikel { $article }.
no-quickplay-claim = Der er intet remiskrav efter artikel { $article } at afgøre.
clock-press =
    { $by ->
        [white] Hvid
       *[black] Sort
    } trykkede på uret{ $note ->
        [before-move] , før trækket var udført.
        [not-running]
            , men det gik ikke for { $by ->
                [white] Hvid
               *[black] Sort
            }.
       *[stopped] , mens det var stoppet.
    }
clock-adjusted =
    { $color ->
        [white] Hvid
       *[black] Sort
    }: { $change } { $sign ->
        [minus] trukket fra.
       *[plus] lagt til.
    } { clock-reason }
# (Til dommeren) en ændring af $colors tid, som reglerne giver, mens taktil ikke holder
# tiden (ingen tidskontrol): intet er ændret; den hører til uret ved brættet.
time-not-kept =
    taktil holder ikke tiden: har partiet et ur, { $sign ->
        [minus] mister
       *[plus] får
    } { $color ->
        [white] Hvid
       *[black] Sort
    } { $change } på det. { clock-reason }
clock-set =
    { $color ->
        [white] Hvids
       *[black] Sorts
    } ur indstillet til { $left }{ $has-moves ->
        [yes]
            , { $moves ->
                [one] ét træk
               *[other] { $moves } træk
            } fuldført.
       *[no] .
    } { clock-reason }
clock-reason =
    { $reason ->
        [illegal-move] Ulovligt træk
        [incorrect-claim] Forkert krav
        [quickplay] Hurtig afslutning
        [reconstruction] Rekonstruktion
       *[judgement] Dommerens skøn
    }, artikel { $article }.

## Remistilbud og krav (art. 9). $by: white | black.

draw-offered =
    { $by ->
        [white] Hvid
       *[black] Sort
    } tilbyder remis.
draw-offer-stands =
    { $by ->
        [white] Hvids
       *[black] Sorts
    } remistilbud står ved magt.
draw-offer-timing =
    { $by ->
        [white] Hvid
       *[black] Sort
    } tilbød remis før sit træk: gyldigt, artikel { $article } gælder.
draw-declined =
    { $by ->
        [white] Hvid
       *[black] Sort
    } afslår remis.
draw-offer-lapsed =
    { $by ->
        [white] Hvid
       *[black] Sort
    } rørte en brik: remistilbuddet er bortfaldet.
no-draw-offer = Intet remistilbud.
claim-declare-move = Krav. Udfør det træk, du kræver remis med.
claim-incorrect =
    { $by ->
        [white] Hvids
       *[black] Sorts
    } krav er forkert. Spillet fortsætter.
claim-lapsed = Intet krav: en brik blev rørt i dette træk.
claim-not-on-move = Fremsæt kun krav, når det er dit træk.
no-flag = Krav på tid afvist: intet flag er faldet.
touch-reported =
    Til dommeren: { $by ->
        [white] Hvid
       *[black] Sort
    } rørte { $has-piece ->
        [yes] en brik, { $piece }
       *[no] brikken
    } på { $square }.
touch-report-too-late = For sent at melde: den blinde spiller har selv rørt en brik, artikel { $article }.
illegal-ruled =
    Ulovligt træk af { $by ->
        [white] Hvid
       *[black] Sort
    }, { $count ->
        [1] det første
        [2] det andet
        [3] det tredje
       *[other] nummer { $count }
    }. Artikel { $article }.

## Hængeparti (E2.9 f): det forseglede træk forbliver hemmeligt.

adjourned = Partiet er afbrudt. Det forseglede træk er noteret.
resumed = Partiet genoptages.
game-adjourned = Partiet er afbrudt.
not-adjourned = Partiet er ikke afbrudt.

## De to brætter og begge noteringslister (E2.7, E2.8, R-41): afgørelsen, til

## dommeren. $player: blind | sighted (den blinde spillers bræt er det taktile bræt).

# Et træk på en noteringsliste: "Hvids træk 4, Springer Felix drei". $by: white |
# black; $number: trækkets nummer; $written: move ($move er meldingen) | text (en
# notering, der ikke er et træk; $move er teksten, som den står skrevet).
ruling-move =
    { $by ->
        [white] Hvids
       *[black] Sorts
    } træk { $number }, { $written ->
        [text] skrevet som { $move }
       *[move] { $move }
    }
# $players bræt, inde i en sætning og i dens begyndelse.
ruling-board-name =
    { $player ->
        [blind] det taktile bræt
       *[sighted] den seende spillers bræt
    }
ruling-board-name-start =
    { $player ->
        [blind] Det taktile bræt
       *[sighted] Den seende spillers bræt
    }
ruling-agreed = Artikel { $article }: begge noteringslister stemmer overens, og brætterne viser deres stilling. Intet at rette.
ruling-correct =
    Artikel { $article }: begge noteringslister stemmer overens, men { ruling-board-name } afviger. { $player ->
        [blind] Den blinde spiller
       *[sighted] Den seende spiller
    } retter det efter noteringslisten.
ruling-take-back = Artikel { $article }: noteringslisterne er forskellige. Partiet føres tilbage til det sidste træk, hvor de er ens, og dommeren indstiller urene.
ruling-both-boards = Begge brætter afviger fra noteringslisterne. Artikel { $article } afgør ikke dette: dommeren afgør det.
ruling-unrecorded = { ruling-board-name-start } viser et træk, som ingen af noteringslisterne har. Dommeren afgør det: skriv det ned, eller tag det tilbage.
ruling-no-position = { ruling-board-name-start } viser ingen stilling fra dette parti. Dommeren afgør det.
ruling-assistant-record = Den blinde spillers noteringsliste, som taktil fører, er anderledes, men begge brætter følger den seende spillers. Fejlen er i taktils notering: dommeren afgør det.
# $fault: illegal | ambiguous | unreadable; $move: noteringen (ruling-move).
ruling-illegal-entry =
    Artikel { $article }: den { $player ->
        [blind] blinde
       *[sighted] seende
    } spillers noteringsliste har { $fault ->
        [illegal] et ulovligt træk
        [ambiguous] et tvetydigt træk
       *[unreadable] en notering, der ikke er et træk
    }: { $move }. Dommeren afgør det.
# Stillingen, det drejer sig om: efter $move (ruling-move), når $has-last er yes,
# ellers begyndelsen.
ruling-position =
    { $has-last ->
        [yes] Stilling efter { $move }.
       *[no] Stilling: partiets begyndelse.
    }
# 8.1: $player har endnu ikke skrevet $move, som et bræt viser.
ruling-pending =
    Den { $player ->
        [blind] blinde
       *[sighted] seende
    } spiller har endnu ikke skrevet dette træk: { $move }. Et bræt viser det, artikel { $article }.
ruling-unchecked = { ruling-board-name-start } er ikke kendt og blev derfor ikke sammenlignet.
# Hvor brættet afveg fra noteringslisten. $move: det skrevne træk (ruling-move);
# $executed: trækket, der blev udført i stedet (en melding).
ruling-other-move = Skrevet: { $move }. Udført i stedet: { $executed }.
ruling-skipped = Ikke udført på dette bræt: { $move }.
ruling-behind = Dette bræt er bagud. Det første manglende træk: { $move }.
ruling-ahead = Dette bræt viser et træk mere: { $move }.
ruling-divergence-unknown = Hvor dette bræt afveg fra noteringslisten, kan ikke afgøres.
# Trinene, i rækkefølge. Når $has-piece er no, ved brættet ikke, hvilken brik det er.
ruling-step-move =
    { $has-piece ->
        [yes] Flyt: { $piece } fra { $from } til { $to }.
       *[no] Flyt brikken fra { $from } til { $to }.
    }
ruling-step-remove =
    { $has-piece ->
        [yes] Fjern: { $piece } fra { $square }.
       *[no] Fjern brikken fra { $square }.
    }
ruling-step-put =
    Sæt: { $color ->
        [white]
            { $role ->
                [rook] hvidt
               *[other] hvid
            }
       *[black] sort
    } { $piece } på { $square }.
# Hvad $players noteringsliste har efter den fælles stilling: $count træk, $moves
# listen af ruling-move, adskilt af semikolon.
ruling-sheet-moves =
    Den { $player ->
        [blind] blinde
       *[sighted] seende
    } spillers noteringsliste { $count ->
        [0] har ikke flere træk.
       *[other] har derefter: { $moves }.
    }
# E2.8, R-42: urene, som de blev gemt ved den fælles stilling: $white og $black er
# tider, $number trækketælleren. $recorded no: intet gemt.
ruling-clock =
    { $recorded ->
        [yes] Ure noteret der: Hvid { $white }, Sort { $black }; træk { $number }.
       *[no] Der er ingen uretider noteret der: dommeren indstiller urene efter bedste skøn, artikel { $article }.
    }
# E2.8: $ready yes: brættet viser stillingen; no: trinene følger.
ruling-set-board =
    { $ready ->
        [yes] { ruling-board-name-start } viser denne stilling.
       *[no] Stil { ruling-board-name } op i denne stilling:
    }
ruling-board = { ruling-board-name-start }:
ruling-boards-show =
    { $has-last ->
        [yes] Begge brætter viser stillingen efter { $move }.
       *[no] Begge brætter viser udgangsstillingen.
    }

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
key-adjust = jeg retter
key-arbiter = dommer
key-history = historik
key-clock = ur
# Tasterne, der læser en linje eller række op, navngivet med ordforrådet: "Tasten
# linje Erik", "Tasten række et".
key-file = linje { $file }
key-rank = række { $rank }

## Notation

# Brikkernes bogstaver i algebraisk notation (FIDE tillæg C3: Konge, Dronning, Tårn,
# Løber, Springer), til de skrevne noteringer (punktskrift).
notation-king = K
notation-queen = D
notation-rook = T
notation-bishop = L
notation-knight = S
# Træknummeret før et trækpar i den indtalte notering: "Træk 12."
sheet-move-number = Træk { $number }.

## Det igangværende parti: journalen og genskabelsen.

journal-failed = Journalen kan ikke skrives. Partiet fortsætter, men det gemmes ikke længere.
# $line is the line number in the journal file.
journal-line-ignored = Linje { $line } i journalen er afskåret og springes over.
# Lines of the journal that do not check are left out, from $line on ($count lines).
journal-lines-dropped =
    { $count ->
        [1] Journalen er beskadiget i linje { $line }: den linje springes over.
       *[other] Journalen er beskadiget i linje { $line }: { $count } linjer derfra springes over.
    }
# A made move had no checkpoint after it (at $line); the journal is written again with it.
journal-repaired = Journalen manglede et træk i linje { $line }. Den er repareret; intet træk går tabt.
# A journal an earlier resume checked does not replay as recorded (from $line): a fault in taktil; nothing is left out.
journal-disagrees = Journalen modsiger sig selv i linje { $line }. Alle linjer bevares. Tilkald venligst dommeren.
journal-unchecked = Journalen er skrevet af en ældre taktil og kan ikke kontrolleres.
journal-no-game = Journalen indeholder intet parti. Et nyt parti begynder.
# $moves is the number of the last move made; 0 when no move was made yet.
game-restored =
    { $moves ->
        [0] Partiet er genskabt; intet træk endnu.
       *[other] Partiet er genskabt efter træk { $moves }.
    }
# taktil play has started and listens to the boards; $color is the blind player's colour.
ready =
    Klar. Du spiller { $color ->
        [white] hvid
       *[black] sort
    }.
# Uden sensorer (`--board none`) kan taktil ikke se spillerens bræt: han melder sine
# træk højt (D.2.2).
ready-no-sensors =
    Klar. Du spiller { $color ->
        [white] hvid
       *[black] sort
    }. Dit bræt har ingen sensorer: sig hvert træk højt.

## Issue 14: result

key-resign = opgiv
# Første tryk på tasten opgiv (5.1b): ét tryk opgiver aldrig.
resign-ask = Opgive? Tryk opgiv igen inden for { $seconds } sekunder for at opgive.
resign-cancelled = Ikke opgivet. Partiet fortsætter.
ended-before =
    Partiet var allerede slut: { $late ->
        [resignation] opgivelsen
        [agreement] remisaftalen
       *[result] dommerens resultat
    } ændrer intet.
sealed-move-concludes =
    { $late ->
        [white] Hvid
       *[black] Sort
    } kom for sent til genoptagelsen, men det hemmelige træk afslutter partiet: det resultat står ved magt (retningslinje for hængepartier { $article }). Kuverten åbnes.
sealed-move-faulty =
    Det hemmelige træk lyder { $written }: { $fault ->
        [ambiguous] det passer til mere end ét træk.
        [unclear] dets betydning kan ikke fastslås.
       *[illegal] det er ikke et lovligt træk.
    }
game-decided =
    { $reason ->
        [resignation]
            { $side ->
                [white] Hvid
               *[black] Sort
            } opgiver. { game-result }
        [resignation-no-mate]
            { $side ->
                [white] Hvid opgiver, men Sort
               *[black] Sort opgiver, men Hvid
            } kan ikke sætte mat. { game-result }
        [forfeit]
            { $side ->
                [white] Hvid
               *[black] Sort
            } taber uden kamp. { game-result }
        [sealed-move] Det hemmelige træk taber, hængepartiregel 8. { game-result }
        [sealed-move-no-mate]
            { $side ->
                [white] Hvids hemmelige træk taber, men Sort
               *[black] Sorts hemmelige træk taber, men Hvid
            } kan ikke sætte mat. { game-result }
        [server-draw] Remis på Lichess. { game-result }
        [server-left]
            { $side ->
                [white] Hvid har forladt partiet.
               *[black] Sort har forladt partiet.
            } { game-result }
        [server-fair-play] Lichess har afsluttet partiet af hensyn til fair play. { game-result }
        [server-other] Lichess har afsluttet partiet. { game-result }
       *[arbiter] Dommerens afgørelse, artikel { $article }. { game-result }
    }

## Issue 14: touch. Berøringer, som dommeren afgør (4.3, 4.4, 4.5; E2.9e).

# Dommeren afgør, at en berøring ikke var med vilje (4.3, `arbiter void`); den binder
# ikke længere. $blind er yes, når $by er den blinde spiller, som der tales til.
touch-voided =
    { $blind ->
        [yes] Dommeren annullerer din berøring: { $piece } på { $square }. Den binder dig ikke.
       *[no] Dommeren annullerer { $by ->
            [white] Hvids
           *[black] Sorts
        } berøring: { $piece } på { $square }. Den binder ikke.
    }
# (Til dommeren) `arbiter void`: spilleren i trækket har ingen berøring, der binder
# (på $square, når $has-square er yes).
no-touch-to-void =
    { $has-square ->
        [yes] Ingen berøring på { $square } i dette træk.
       *[no] Ingen berøring i dette træk.
    }
# Dommeren stadfæster den seende spillers berøring: hvad hans træk skal være. Siges
# også, når et træk, der bryder den, afvises. $kind: move, capture, capture-with (skal
# slå på $at), castle ($castle er rokadens ord) eller king-move (rokade ulovlig: et
# andet kongetræk).
touch-upheld =
    Dommeren stadfæster { $by ->
        [white] Hvids
       *[black] Sorts
    } berøring: { $kind ->
        [move] { $piece } på { $square } skal flyttes.
        [capture] { $piece } på { $square } skal slås.
        [capture-with] { $piece } på { $square } skal slå på { $at }.
        [castle] { $by ->
            [white] Hvid
           *[black] Sort
        } skal rokere, { $castle }.
       *[king-move] rokade er ikke lovlig, kongen skal flyttes.
    }
# Den stadfæstede berøring binder ikke: den rørte brik kan hverken flyttes eller slås,
# så ethvert lovligt træk er tilladt (4.5).
touch-upheld-lapsed =
    { $piece } på { $square } kan hverken flyttes eller slås. { $by ->
        [white] Hvid
       *[black] Sort
    } må gøre ethvert lovligt træk, artikel { $article }.
# (Til dommeren) `arbiter uphold`: ingen berøring meldt for $by, den seende spiller i
# trækket, i dette træk (på $square, når $has-square er yes).
no-touch-to-uphold =
    { $has-square ->
        [yes] Ingen berøring på { $square }
       *[no] Ingen berøring
    } meldt for { $by ->
        [white] Hvid
       *[black] Sort
    } i dette træk.
# (Til dommeren) `arbiter uphold`, efter at $by har gjort trækket.
touch-uphold-too-late =
    { $by ->
        [white] Sort har rørt en brik efter Hvids træk
       *[black] Hvid har rørt en brik efter Sorts træk
    }: for sent at gøre indsigelse om berøringsreglen, artikel { $article }.
touch-kept =
    { $by ->
        [white] Hvids
       *[black] Sorts
    } træk overholdt berøringen af { $piece } på { $square }: ingen overtrædelse af artikel { $article }.
touch-from-pegs =
    { $by ->
        [white] Hvids
       *[black] Sorts
    } berøringer læses fra hans bræt: en pind ude af sit hul er en berøring, artikel { $article }.
touch-not-on-move =
    { $by ->
        [white] Hvid
       *[black] Sort
    } er ikke i trækket: en berøring binder kun spilleren i trækket, artikel { $article }.

## Issue 14: ruling

## Kendelser, der udføres (arbiter apply, arbiter takeback; docs/arbiter.md).

## $article: 7.4a | 7.5 | E2.8, som i reglerne.

# Partiet føres tilbage: $has-last yes: til stillingen efter $move (ruling-move); no:
# til begyndelsen.
taken-back =
    Artikel { $article }: partiet føres tilbage til { $has-last ->
        [yes] stillingen efter { $move }.
       *[no] udgangsstillingen.
    }
# Efter tilbageførslen: $by spiller træk $number.
play-on =
    { $by ->
        [white] Hvid
       *[black] Sort
    } er i trækket, træk { $number }.
# Til dommeren: urene stilles tilbage. $recorded yes: til tiderne gemt der; no: ingen
# gemt.
# $after: stopped (dommeren starter taktils ur igen) | running (et træningsparti:
# taktil starter det selv) | by-hand (et DGT-ur som taktil kun læser: stilles manuelt).
clocks-set-back =
    { $recorded ->
        [yes]
            { $after ->
                [running] Urene er stillet tilbage til Hvid { $white }, Sort { $black }; træk { $number }.
                [by-hand] Stil DGT-uret manuelt til Hvid { $white-set }, Sort { $black-set }; træk { $number }. Start det så.
               *[stopped] Urene er stillet tilbage til Hvid { $white }, Sort { $black }; træk { $number }. De står stille: start dem med clock start.
            }
       *[no]
            { $after ->
                [by-hand] Der er ingen uretider noteret der: stil DGT-uret manuelt efter bedste skøn, artikel { $article }.
               *[other] Der er ingen uretider noteret der: indstil urene efter bedste skøn, artikel { $article }.
            }
    }
time-given-kept = Tid givet efter det træk gælder stadig: { clock-adjusted }
# Til dommeren: E2.7 udført; kun $players bræt rettes.
board-corrected = Artikel { $article }: partiet forbliver som det er. Kun { ruling-board-name } rettes.
no-ruling = Der er ingen kendelse at udføre. Bed om en med reconcile.
ruling-for-arbiter = Denne kendelse overlader afgørelsen til dig. Intet er ændret; før tilbage med arbiter takeback, hvis du beslutter det.
ruling-stale = Partiet er ændret siden kendelsen. Intet er ændret; bed om en ny kendelse med reconcile.
# arbiter takeback nævner et træk, partiet ikke har: $bys træk $number.
no-such-move =
    Partiet har intet træk { $number } for { $by ->
        [white] Hvid
       *[black] Sort
    } at føre tilbage til.

## Issue 16: keys
keystroke-help = { $keys }: { $key }.
keystroke-help-help = { $keys }: denne hjælp.
keystroke-read-help = { $keys }, så et linjebogstav eller et rækketal: læs den linje eller række.
keystroke-line-help = { $keys }: en linje til assistenten.
keystroke-read = Hvilken linje eller række?
keystroke-unbound = Den tast gør ingenting. Stjerne: tastehjælpen.
keystroke-or = { $first } eller { $second }
keyname-space = mellemrum
keyname-enter = Enter
keyname-minus = minus
keyname-plus = plus
keyname-slash = skråstreg
keyname-star = stjerne
keyname-question = spørgsmålstegn
keyname-colon = kolon
keyname-period = komma
keyname-escape = Escape
keyname-backspace = tilbagetast
keyname-f1 = F1
keyname-home = Home
keyname-end = End
keyname-page-up = side op
keyname-page-down = side ned
keyname-up = pil op
keyname-down = pil ned
keyname-left = pil venstre
keyname-right = pil højre

## Issue 15: editions
# Et krav efter 9.2 eller 9.3 er også et remistilbud (9.1b(3); 2001 9.1c).
claim-offers-draw = Dit krav er også et remistilbud.
# $by's ukorrekte krav står stadig som remistilbud (9.1b(3)).
claim-offer-to-accept =
    { $by ->
        [white] Hvids
       *[black] Sorts
    } krav er også et remistilbud. Tryk remis for at tage imod det.
# (Til dommeren) $by satte $first på forvandlingsfeltet, derefter $shown (4.4d).
promotion-final =
    Til dommeren: { $by ->
        [white] Hvids
       *[black] Sorts
    } forvandling på { $square } er endelig: { $first }, artikel { $article }. Derefter byttet: { $shown }.

## Issue 16: the sighted board's stream
castling-after-rook =
    { $by ->
        [white] Hvid
       *[black] Sort
    } flyttede kongen efter tårnet. Artikel { $castling }: ingen rokade, når tårnet blev rørt først. Tårntrækket står; kongen går tilbage. Dommeren afgør et ulovligt træk, artikel { $illegal }.

## Issue 16: no sensors

# Den blinde spillers eget træk, som det blev udført på modstanderens bræt, sagt
# tilbage til ham med det samme (tapbræt uden sensorer). $move: trækket.
own-move = Du: { $move }
# Til assistenten: tapbrættet uden sensorer læses ikke.
no-sensors-ignored = Tapbrættet har ingen sensorer i dette parti: dets tappe læses ikke.
tactile-board-has-sensors = Dette tapbræt har sensorer: taktil læser det, så det skal ikke indtastes.

## Issue 16: DGT clock
external-clock-lost = Uret er afbrudt. Computeren holder styr på tiden.
external-clock-back = Uret er forbundet igen.
external-press-without-move =
    Uret blev trykket for { $by ->
        [white] Hvid
       *[black] Sort
    } { $blind ->
        [yes] før hans træk var udført og meldt, artikel { $article }.
       *[no] uden et træk.
    }
external-move-without-press =
    { $by ->
        [white] Hvid
       *[black] Sort
    } trak og trykkede ikke på uret.
external-clock-set = Uret blev stillet i hånden, artikel { $article }: Hvid { $white }, Sort { $black }.
external-clock-keeps = Det elektroniske ur holder tiden: gør det på selve uret.
external-arbiter-called = Dommeren er tilkaldt. Stop uret på bordet.

## Issue 16: evdev keyboard

# taktil devices: no keyboard but the terminal's can be read through evdev.
no-evdev-keyboard = Intet andet tastatur fundet.

## Issue 17: wording

# A move number said as a name ("move 4"), referenced by the sentences that say one
# with $number: Icelandic writes 1-4, 21-24 ... as neuter words, which a synthesizer
# would read masculine from a digit; here the digit reads right.
number-label = { $number }

## Issue 17: braille display

# taktil play --braille-display: BRLTTY does not answer (at the start) or went away; said once.
braille-display-lost = Intet punktdisplay. Partiet fortsætter.
# BRLTTY answers again: the display shows the last words again.
braille-display-back = Punktdisplayet er tilbage.

## Issue 18: engine

only-in-practice = Kun i et træningsparti.
practice-taken-back =
    Taget tilbage: partiet føres tilbage til { $has-last ->
        [yes] stillingen efter { $move }.
       *[no] udgangsstillingen.
    }
engine-stopped = Skakprogrammet er stoppet.
engine-back = Skakprogrammet er tilbage.
hint = Tip: { $move }.
no-hint = Intet tip: der er intet træk.
eval-equal = Lige.
eval-better =
    { $side ->
        [white] Hvid
       *[black] Sort
    } står { $pawns ->
        [0] lidt bedre.
        [1] bedre, cirka en bonde.
       *[other] bedre, cirka { $pawns } bønder.
    }
eval-mates =
    { $side ->
        [white] Hvid
       *[black] Sort
    } sætter mat i { $moves ->
        [1] ét træk.
       *[other] { $moves } træk.
    }
practice-only = Kun i et træningsparti.
practice-key-help =
    { $keys }: { $command ->
        [hint] et tip.
        [eval] vurderingen.
        [takeback] tag dit sidste træk tilbage.
       *[restart] start skakprogrammet igen.
    }
# The key help of a practice key on a HID keypad (issue 29, point 12).
practice-button-help =
    Knap { $button }: { $command ->
        [hint] et tip.
        [eval] vurderingen.
        [takeback] tag dit sidste træk tilbage.
       *[restart] start skakprogrammet igen.
    }

## Issue 18: review

review-analysing =
    { $moves ->
        [one] Et træk
       *[other] { $moves } træk
    } analyseres. Vent venligst.
review-ready =
    { $moves ->
        [one] Et træk
       *[other] { $moves } træk
    }, { $moments ->
        [0] ingen fejl fundet.
        [one] et træk at se på.
       *[other] { $moments } træk at se på.
    } Spørgsmålstegn for hjælp.
review-no-engine = Ingen skakmotor: kun trækkene, uden analyse.
review-engine-stopped = Skakmotoren stoppede ved træk { $number }: resten uden analyse.
review-start = Partiets begyndelse.
review-move =
    Træk { $number }, { $color ->
        [white] hvid
       *[black] sort
    }: { $move }.
review-class =
    { $class ->
        [inaccuracy] En unøjagtighed.
        [mistake] En fejl.
       *[blunder] En grov fejl.
    }
review-lost =
    { $pawns ->
        [0] Det kostede omkring en halv bonde.
        [one] Det kostede omkring en bonde.
       *[other] Det kostede omkring { $pawns } bønder.
    }
review-missed-mate = Det overså en mat i { $moves }.
review-allows-mate = Det tillader mat i { $moves }: nu er partiet tabt.
review-preferred = Skakmotoren foretrak { $move }.
review-end = Partiets slutning.
review-no-more-mistakes = Ingen flere fejl efter dette træk.
review-no-earlier-mistakes = Ingen fejl før dette træk.
review-no-such-move =
    Der er intet træk { $number } for { $color ->
        [white] hvid
       *[black] sort
    }.
review-jump-ask = Hvilket træk? Skriv nummeret, så Enter.
review-keys-help = Taster: 6 eller n, næste træk. 4 eller p, forrige træk. 5 eller mellemrum, igen. 3 eller m, næste fejl. 9, forrige fejl. 7, begyndelsen. 1, slutningen. g, så et træknummer og Enter, går til det træk. q, afslut.
# Kommandoerne skrives på engelsk.
review-lines-help = Skriv next, previous, repeat, mistake, previous mistake, start, end, et træknummer som 12 eller 12 black, eller quit.
review-unknown-key = Den tast gør ingenting her. Spørgsmålstegn for hjælp.
review-unknown-line = Det er ingen analysekommando. help viser kommandoerne.

## Issue 18: practice, touch-move relaxed

# Said at the start of a practice game with touch-move relaxed (`--practice --free-touch`).
free-touch = Træningsparti: En rørt brik skal ikke flyttes.

## Issue 27: hvad skallen viser assistenten og dommeren (src/notice/problem.rs)
# På assistentens skærm eller standardfejl, siges aldrig. { $path }, { $port },
# { $error } og { $reason } vises, som de kom (en fil, en port, styresystemets eller
# en parsers ord).

problem-input = indtastning: { $error }: { $line }
problem-keys-unreadable = tastaturet kan ikke læses: { $error }
problem-bad-lines = fejlagtige linjer fra brættet i det sidste sekund: { $lines } ({ $shown } vist)
problem-board-bad-lines =
    { $board ->
        [tactile] det taktile bræt
       *[sighted] den seende spillers bræt
    } på { $port }: fejlagtige linjer fra brættet i det sidste sekund: { $lines } ({ $shown } vist)
problem-board-lost =
    { $board ->
        [tactile] det taktile bræt
       *[sighted] den seende spillers bræt
    } på { $port }: { $why ->
        [port] mistet: { $error }
        [no-answer] intet TBP/1-bræt svarer
       *[silent] svarer ikke længere
    }; prøver igen hvert sekund
problem-braille-lost = punktdisplayet (brlapi): { $reason }; prøver igen hvert sekund
problem-hid-failed = tapbrættet og tastaturet (hid): { $error }
problem-pad-connected =
    { $keypad ->
        [yes] gamepad { $pad } "{ $name }" er tastaturet
       *[no] gamepad { $pad } "{ $name }" er tapbrættet; tappe, der allerede sidder i deres huller, meldes ikke (et HID-bræt sender kun ændringer): sammenlign brættet med partiet
    }
problem-pad-disconnected =
    { $keypad ->
        [yes] tastaturet
       *[no] tapbrættet
    } "{ $name }" (gamepad { $pad }) er afbrudt; partiet fortsætter, indtast trækkene med assist-kommandoer, indtil det er tilbage
problem-unknown-button =
    knap { $code }{ $button ->
        [none] {""}
       *[other] {" "}(knap { $button })
    } på "{ $name }" er hverken et hul i brættet eller en tast: kør taktil calibrate, eller tildel den i enhedsfilen
problem-keyboard-lost = { $reason }; leder efter det hvert sekund
problem-keyboard-failed = tastaturet (evdev): { $error }
problem-dgt-orientation =
    DGT-brættet på { $port } står med { $connector ->
        [white] Hvid
       *[black] Sort
    } ved stiksiden
problem-dgt-clock-side =
    DGT-uret på { $port }: Hvids tid er til { $right ->
        [yes] højre
       *[no] venstre
    } (den side gik først)
problem-dgt-resync = DGT-brættet på { $port }: { $problem }; bad om en fuld aflæsning af brættet
problem-dgt-lost = den seende spillers bræt (dgt:{ $port }): { $reason }; prøver igen hvert sekund
problem-dgt-failed = den seende spillers bræt (dgt:{ $port }) er mistet: { $error }; partiet fortsætter, indtast den seende spillers træk med assist-kommandoer
problem-livechess-lost = den seende spillers bræt (livechess:{ $addr }): { $reason }; prøver igen
problem-livechess-message = en besked fra LiveChess (livechess:{ $addr }) blev ikke forstået og springes over: { $reason }: { $text }
problem-livechess-differs = LiveChess' trækliste for den seende spillers bræt (livechess:{ $addr }) er ikke den fulgte; partiet er uændret, og brættet kontrolleres mod det. Fulgt: { $followed }. LiveChess nu: { $board }
problem-livechess-kings = LiveChess meldte { $san } med begge konger i centrum (livechess:{ $addr }): et resultat vist på brættet, ikke et træk; dommeren noterer resultatet
problem-livechess-withdrawn = LiveChess trak { $moves } tilbage, før det blev annonceret (livechess:{ $addr }): brikker var i luften
problem-livechess-not-legal = LiveChess' træk { $index }, { $san }, er ikke lovligt her (livechess:{ $addr }); listen læses indtil det
problem-livechess-no-board = LiveChess viser ikke længere den seende spillers bræt (livechess:{ $addr }); det viser { $known }
problem-publish-failed = transmissionsmappe: kan ikke skrive { $path }: { $error }; partiet fortsætter og skrives igen efter næste træk
problem-push-refused = transmission afvist ({ $status }): { $error }
problem-push-failed = transmission mislykkedes: { $reason }; prøves igen om { $seconds } s
problem-speech-missing = tale: { $reason }
problem-sound-missing = lydudgang: { $reason }
problem-engine-stopped = { $reason }; partiet fortsætter: skriv `engine restart` (eller tryk g) for at starte skakprogrammet igen
problem-engine-running = engine restart: skakprogrammet kører
problem-engine-no-move = skakprogrammet har intet træk i denne stilling
problem-engine-no-score = skakprogrammet gav ingen vurdering
problem-engine-no-takeback = engine takeback: spilleren har ikke trukket endnu
# { $command } er den skrevne kommandos ord (engelsk, som den blev skrevet).
problem-no-engine = engine { $command }: intet skakprogram spiller i dette parti
problem-journal-failed = { $path }: journalen kan ikke skrives: { $error }; partiet fortsætter kun i hukommelsen
problem-journal-no-game = { $path }: journalen indeholder intet parti (dens indstillinger er ufuldstændige): et nyt parti begynder
problem-journal-not-kept = { $path }: journalens indhold kan ikke gemmes: { $error }
problem-journal-unchecked = { $path }: journalen har ingen kontroller (en ældre taktil skrev den): den genskabes, som den er, ukontrolleret
problem-journal-untold =
    { $path }: en tidligere genoptagelse udelod { $count ->
        [one] 1 linje
       *[other] { $count } linjer
    } fra linje { $line } og blev stoppet, før den meldte det
# { $text } er journallinjen, som den var; { $why } grunden til, at den udelades.
problem-journal-dropped =
    { $path }: linje { $line } (`{ $text }`): { $why }; { $count ->
        [one] 1 linje
       *[other] { $count } linjer
    } udeladt; { $kept ->
        [yes] gemt i { $saved }
       *[no] ikke gemt: { $error }
    }
problem-journal-repaired =
    { $path }: linje { $line }: genafspilning af journalen giver `{ $checkpoint }`, som den ikke har noteret: en tidligere genoptagelse fortsatte uden; journalen skrives igen med { $count ->
        [one] 1 kontrolpunkt
       *[other] { $count } kontrolpunkter
    }
problem-journal-disagrees = { $path }: linje { $line }: { $what }; en tidligere genoptagelse kontrollerede denne journal: en fejl i taktil, ikke en skade; alle linjer bevares, og partiet følger genafspilningen (afvigelser i alt: { $count })
problem-no-wall-clock = { $path }: intet klokkeslæt noteret: hvor længe taktil var nede, kan ikke vides; uret regner tiden som stoppet
journal-cause-cut = linjen er afskåret
journal-cause-not-utf8 = ikke UTF-8-tekst i kolonne { $column }
journal-cause-check = linjen passer ikke med sin kontrolsum
journal-cause-parse = { $error }
journal-difference-recorded = linje { $line } noterer `{ $recorded }`, genafspilning af journalen giver { $moved ->
        [yes] `{ $gives }`
       *[no] intet træk
    }
journal-difference-unrecorded = genafspilning af journalen giver `{ $gives }`, som den ikke noterer
# The Laws the game is played under (R-61); $named no: an earlier taktil's journal,
# resumed under 2009.
fact-laws =
    Skakregler: FIDE { $edition }{ $named ->
        [yes] { "" }
       *[no] { " " }(journalen nævner ingen udgave: den blev skrevet, før 2023 var standard)
    }
# Fakta om et genskabt parti. { $seconds } skrives 12.345.
fact-down = taktil var nede i { $seconds } s; lagt til uret for spilleren i trækket
fact-clocks =
    genskabte ure: Hvid { $white }, Sort { $black } ({ $running ->
        [white] Hvid i trækket
        [black] Sort i trækket
       *[stopped] stoppet
    })
# { $moves } er noteringslisten, nummereret: 1. e4 e5 2. Nf3; { $plies } antallet af halvtræk.
fact-sheet =
    { $blind ->
        [yes] genskabt noteringsliste for den blinde spiller (som meldt):
       *[no] genskabt noteringsliste for den seende spiller (som indtastet):
    } { $plies ->
        [0] ingen træk
       *[other] { $moves }
    }

# Det, der ikke siges, som assistentens skærm og de enkle linjer viser det
# (src/l10n/output.rs). { $san }, { $uci }, { $fen } og { $squares } er skaknotation og
# forbliver uændrede; { $number } er "12." eller "12...".
output-move =
    { $number } { $san }{ $offer ->
        [yes] {" "}(=)
       *[no] {""}
    } ({ $uci }, { $color ->
        [white] Hvid
       *[black] Sort
    }{ $source ->
        [assist] , indtastet af assistenten
        [tactile] {" "}på det taktile bræt
       *[sighted] {" "}på den seende spillers bræt
    })
output-clock =
    { $color ->
        [white] Hvids
       *[black] Sorts
    } ur starter
output-clock-times =
    { $color ->
        [white] Hvids
       *[black] Sorts
    } ur starter (Hvid { $white }, Sort { $black }{ $stopped ->
        [yes] , stoppet
       *[no] {""}
    })
output-flag =
    { $color ->
        [white] Hvids
       *[black] Sorts
    } flag er faldet
output-low-time =
    { $color ->
        [white] Hvids
       *[black] Sorts
    } tid er ved at løbe ud
output-mismatch =
    { $board ->
        [tactile] det taktile bræt
       *[sighted] den seende spillers bræt
    } afviger på { $squares }
output-matched =
    { $board ->
        [tactile] det taktile bræt
       *[sighted] den seende spillers bræt
    } stemmer med partiet igen
# Afstemningen af de to brætter med begge noteringslister (E2.7, E2.8): hvad der blev
# afgjort, artiklen og den stilling, brætterne skal vise.
output-ruling =
    { $kind ->
        [agreed] noteringslisterne stemmer overens, og brætterne viser deres stilling
        [correct] noteringslisterne stemmer overens; ét bræt rettes
        [take-back] noteringslisterne er forskellige; partiet føres tilbage til, hvor de er ens
        [both-boards] noteringslisterne stemmer overens, men begge brætter afviger fra dem
        [unrecorded] et bræt viser et træk, som ingen af noteringslisterne har
        [no-position] et bræt viser ingen stilling fra partiet
        [assistant-record] den blinde spillers noteringsliste i taktil er forkert
       *[illegal-entry] det næste træk på en noteringsliste kan ikke spilles
    } ({ $settled ->
        [yes] { $article }
       *[no] til dommeren
    }), stilling { $fen }
output-end =
    { $outcome } ({ $reason ->
        [checkmate] skakmat
        [stalemate] pat
        [dead-position] død stilling
        [time] tiden
        [time-no-mate] tiden, men modstanderen kan ikke sætte mat
        [both-flags] begge flag er faldet
        [agreement] aftale
        [threefold] samme stilling tre gange
        [fifty-moves] 50-træksreglen
        [fivefold] samme stilling fem gange
        [seventy-five-moves] 75-træksreglen
        [illegal-moves] ulovlige træk
        [illegal-moves-no-mate] ulovlige træk, men modstanderen kan ikke sætte mat
        [resignation] opgivelse
        [resignation-no-mate] opgivelse, men modstanderen kan ikke sætte mat
        [forfeit] uden kamp
        [arbiter] dommerens afgørelse
        [sealed-move] det hemmelige træk
        [server-draw] remis på Lichess
        [server-left] modstanderen forlod partiet
        [server-fair-play] fair play
        [server-other] afsluttet på Lichess
       *[sealed-move-no-mate] det hemmelige træk, men modstanderen kan ikke sætte mat
    })
output-touch = { $piece } { $square } rørt
output-request =
    SNAP sendt til { $board ->
        [tactile] det taktile bræt
       *[sighted] den seende spillers bræt
    }

# Kalibreringen af HID-tapbrættet (`taktil calibrate`), for personen ved computeren.
problem-calibration-silent = ingen knap meldt for { $square } på { $ms } ms; spurgt igen
problem-calibration-redo = { $square } spørges igen; dens knap { $code } er fri
problem-calibration-lost = tapbrættet er frakoblet
problem-calibration-back = tapbrættet er tilbage; tappe sat i imens ses ikke
problem-calibration-peg-out = en tap kom ud af hullet med knap { $code }
problem-calibration-early = en tap kom i hullet med knap { $code } før start
problem-calibration-unknown-out = en tap kom ud af hullet med knap { $code }, som ikke vidstes at være besat (hvis tappe der sættes i vises sådan: sæt inverted = yes)
problem-calibration-taken = knap { $code } hører allerede til { $other }; der blev spurgt om { $square }
problem-calibration-button = { $square } = { $code }

## Issue 29: linjerne fra taktil devices, til skærmen. Navne, stier, porte og
## systemets fejlord kommer, som de er.

devices-gamepad =
    Gamepad { $id }: { $name }{ $has-buttons ->
        [yes]
            , { $buttons ->
                [one] { $buttons } knap
               *[other] { $buttons } knapper
            }
       *[no] { "" }
    }{ $has-usb ->
        [yes] , USB { $usb }
       *[no] { "" }
    }.
devices-gamepads-unlisted = Gamepads: { $error }.
devices-serial-port =
    Seriel port { $port }{ $kind ->
        [usb]
            : USB { $usb }{ $has-product ->
                [yes] , { $product }
               *[no] { "" }
            }
        [bluetooth] : Bluetooth
       *[other] { "" }
    }.
devices-no-serial-port = Ingen seriel port fundet.
devices-serial-ports-unlisted = Serielle porte: kan ikke opremses: { $error }.
devices-livechess-board =
    LiveChess-bræt { $serial }: { $state }{ $has-source ->
        [yes] , på { $source }
       *[no] { "" }
    }, { $start ->
        [yes] udgangsstilling
       *[no] stilling { $board }
    }.
devices-no-livechess-board = LiveChess på { $place } viser intet bræt.
devices-livechess-unlisted = LiveChess på { $place }: brætterne kan ikke vises: { $error }.
devices-keyboard = Tastatur { $path }: { $name }.
devices-keyboards-unlisted =
    Tastaturer: { $why ->
        [not-built] kan ikke læse et tastatur gennem evdev: taktil er bygget uden funktionen `evdev`.
        [not-linux] andre tastaturer læses kun under Linux: brug et HID-tastatur eller denne konsols taster.
        [no-input] denne computer har ingen /dev/input, så intet tastatur kan læses gennem evdev.
        [unreadable] /dev/input kan ikke læses ({ $error }): føj brugeren til gruppen `input`.
       *[none-readable]
            { $nodes ->
                [one] { $nodes } inputenhed i /dev/input, ikke læsbar
               *[other] { $nodes } inputenheder i /dev/input, ingen læsbare
            }: føj brugeren til gruppen `input` (sudo usermod -aG input $USER, og log så ind igen).
    }

## The live page (issue 32): every word it shows, for the arbiter and a partially
## sighted player; a screen reader reads them aloud.
live-title = taktil live
live-white = Hvid
live-black = Sort
live-to-move = i trækket
live-last-move = Sidste træk
live-no-move = Intet træk endnu
live-clock = Ur
live-warnings = Advarsler
live-rulings = Dommer
live-result = Resultat
live-theme = Farver
live-size = Størrelse
live-flip = Vend brættet
live-theme-contrast = Høj kontrast
live-theme-light = Lys
live-theme-dark = Mørk
live-theme-yellow = Gul på sort
live-size-fit = Fyld skærmen
live-size-large = Stor
live-size-larger = Større
live-connection-lost = Forbindelsen er tabt. Forbinder igen …
live-connected = Forbundet
live-board = Bræt
live-empty = tomt
live-piece-white-k = hvid konge
live-piece-white-q = hvid dronning
live-piece-white-r = hvidt tårn
live-piece-white-b = hvid løber
live-piece-white-n = hvid springer
live-piece-white-p = hvid bonde
live-piece-black-k = sort konge
live-piece-black-q = sort dronning
live-piece-black-r = sort tårn
live-piece-black-b = sort løber
live-piece-black-n = sort springer
live-piece-black-p = sort bonde

## Issue 33: et onlineparti på Lichess.

online-started =
    Lichess-parti mod { $opponent }{ $has-rating ->
        [yes] , rating { $rating }
       *[no] {""}
    }. Du spiller { $color ->
        [white] hvid
       *[black] sort
    }. { $has-clock ->
        [yes] { $minutes } minutter plus { $increment } sekunder
       *[no] Uden ur
    }, { $rated ->
        [yes] ratet.
       *[no] uratet.
    }
online-lost = Forbindelsen til Lichess er tabt. Prøver igen. Dit ur går videre.
online-back = Forbundet til Lichess igen.
online-refused =
    Lichess afviste dit træk: { $why ->
        [not-your-turn] det er ikke dit træk, eller partiet er slut.
        [illegal] det er ikke lovligt der.
       *[other] trækket tages tilbage.
    }
online-wait =
    Lichess beder om at vente { $seconds } { $seconds ->
        [one] sekund
       *[other] sekunder
    }.
online-opponent-gone =
    { $seconds ->
        [0] Din modstander har forladt partiet. Du kan kræve sejren nu.
       *[other] Din modstander har forladt partiet. Du kan kræve sejren om { $seconds } { $seconds ->
            [one] sekund
           *[other] sekunder
        }.
    }
online-opponent-back = Din modstander er tilbage.
online-chat = { $user } skriver: { $text }
online-no-chat = Ingen chatbeskeder.
online-aborted = Partiet blev afbrudt på Lichess. Det tæller ikke.
online-cannot-claim = Du kan ikke kræve sejren: din modstander har ikke været væk længe nok.
online-token-refused = Lichess godtager ikke længere dit token. Træk kan ikke sendes. Lav et nyt token.
problem-lichess = Lichess: { $detail }
problem-not-online = online { $command }: denne session spiller ikke et onlineparti (--opponent lichess)
# Opgave 33, punkt 3: en modstander langt væk uden Lichess (docs/online.md).
remote-confirm = Modstander: { $move }. Rigtigt? Meldetasten bekræfter.
remote-dropped = Ikke talt med. Indtast trækket igen.
remote-unread =
    { $word }: { $why ->
        [unreadable] intet træk.
        [illegal] intet lovligt træk her.
        [ambiguous] to brikker kan gøre det; tilføj linje eller række.
       *[two-readings] det passer på to træk; angiv begge felter, fx e2e4.
    }
remote-not-their-move = Det er dit træk, ikke modstanderens.
remote-nothing-to-confirm = Intet træk at bekræfte.
remote-move =
    Træk { $number }, { $color ->
        [white] hvid
       *[black] sort
    }: { $move }.
remote-your-move = Dit træk.
remote-no-move-found =
    Intet træk { $number } for { $color ->
        [white] hvid
       *[black] sort
    } i teksten.
remote-opponents-move = Det er modstanderens træk.
remote-already-in = Det er dit træk: modstanderens træk er allerede med.
remote-over = Partiet er slut.
