# taktil: alt et menneske hører, på norsk bokmål.
#
# Les hver melding høyt før den sjekkes inn: Spilleren hører den i en øreplugg, ofte
# i tidsnød. Kort, rolig, entydig.
#
# Ordene i vokabularet (piece-*, rank-*, castle-*) i denne filen er de skandinaviske
# ordene som tillegg E2.1 åpner for "mellom skandinaviske spillere" (konge ... bonde,
# en ... åtte, kort og lang rokade). De brukes når spilleren har valgt det lokale
# vokabularet; ellers kommer de tyske ordene fra ../de/taktil.ftl. Linjenavnene står
# i ../files.ftl. Variabler med slike ord ($piece, $square, $from, $to, $castle, ...)
# beholder sitt eget språk: sett dem inn i setningen, velg aldri etter dem.
# Variablene er beskrevet i den engelske filen.
#
# Valgvariabler:
#   $color, $by, $to-move   white | black
#   $role, $target-role     king | queen | rook | bishop | knight | pawn
#                           (for kjønnet: et tårn, ellers en)
#   $count                  et tall (flertall av brikkenes navn)
#
# Brikkenes navn står alltid i ubestemt form ("springer", ikke "springeren"), så
# ordene i vokabularet aldri endres: "Rørt brikke: springer på Gustav en."

## Vokabular: brikker. $count velger flertall (når stillingen leses opp).

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
       *[other] tårn
    }
piece-bishop =
    { $count ->
        [one] løper
       *[other] løpere
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

## Vokabular: radene, fra hvit mot svart.

rank-1 = en
rank-2 = to
rank-3 = tre
rank-4 = fire
rank-5 = fem
rank-6 = seks
rank-7 = sju
rank-8 = åtte

## Vokabular: rokade (leses opp som rokade, aldri som kongetrekk: R-23).

castle-short = kort rokade
castle-long = lang rokade

## Opplesing av trekk (E2.1). Kort: "springer Felix tre", "Eva slår David fem".

move-takes = slår
move-en-passant = en passant
move-check = sjakk
move-checkmate = sjakkmatt

# Et trekk; variablene som i den engelske filen.
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
# Sjakk eller matt etter trekket; $suffix: none | check | checkmate.
move-suffix =
    { $suffix ->
        [check] { " " }{ move-check }
        [checkmate] { " " }{ move-checkmate }
       *[none] { "" }
    }
# Rokade; $castle er ordet for rokaden.
move-castle = { $castle }{ move-suffix }
# En brikke settes inn (bare i varianter, aldri i vanlig sjakk).
move-put = { $piece } { $to }{ move-suffix }
# Et nulltrekk ("--" i en PGN): ingen har flyttet.
move-null = Nulltrekk
# Det siste trekket igjen, på forespørsel (R-51); $move er opplesingen.
last-move = Siste trekk: { $move }
no-move-yet = Ingen trekk er spilt ennå.
# De siste trekkene, det eldste først (tasten historikk). $count: hvor mange; $moves:
# listen av last-moves-item, skilt med semikolon.
last-moves =
    { $count ->
        [one] Siste trekk: { $moves }.
       *[other] Siste { $count } trekk: { $moves }.
    }
# Et trekk i historikken: hvem som trakk ($by: white | black), så opplesingen.
last-moves-item =
    { $by ->
        [white] Hvit
       *[black] Svart
    } { $move }

## Forvandling (E2.1: spilleren sier hvilken offiser). Tastenavn som på tastaturet.

ask-promotion = Forvandling på { $square }. Hvilken brikke? Trykk { key-queen }, { key-rook }, { key-bishop } eller { key-knight }.

## Rørt brikke (art. 4.3, 4.4; E2.2: en brikke tatt ut av festehullet er rørt).

touch-move = Rørt brikke: { $piece } på { $square }. Brikken må flyttes.
touch-capture = Rørt brikke: { $piece } på { $square }. Brikken må slås.
# $piece på $from må slå $target på $at (4.3c). Nevn feltet, ikke "den": begge
# brikkene kan være av samme slag.
touch-capture-with = Rørte brikker: { $piece } på { $from } og { $target } på { $at }. Brikken på { $from } må slå på { $at }.
touch-castle = Konge og tårn rørt: du må rokere, { $castle }.
# $piece er kongen, $square feltet dens.
touch-king-move = Rokade er ikke lovlig: flytt kongen.

## Ulovlige trekk avvises (art. 7.4).

illegal-unreachable =
    Ulovlig: { $color ->
        [white] Hvits
       *[black] Svarts
    } { $piece } kan ikke nå { $square }.
illegal-king-in-check = Ulovlig: kongen din ville stå i sjakk.
illegal-second-piece = Ulovlig: bare én brikke kan flyttes.
illegal-no-such-move = Det er ikke et lovlig trekk.

## Veiledning tilbake til stillingen på brettet.

put-back =
    Sett tilbake: { $color ->
        [white]
            { $role ->
                [rook] hvitt
               *[other] hvit
            }
       *[black] svart
    } { $piece } på { $square }.
move-back = Flytt tilbake: { $piece } fra { $from } til { $to }.
remove = Fjern brikken fra { $square }.
place =
    Sett: { $color ->
        [white]
            { $role ->
                [rook] hvitt
               *[other] hvit
            }
       *[black] svart
    } { $piece } på { $square }.
take =
    Fjern: { $color ->
        [white]
            { $role ->
                [rook] hvitt
               *[other] hvit
            }
       *[black] svart
    } { $piece } fra { $square }.
take-peg = Fjern brikken fra { $square }.
shift =
    Flytt: { $color ->
        [white]
            { $role ->
                [rook] hvitt
               *[other] hvit
            }
       *[black] svart
    } { $piece } fra { $from } til { $to }.
board-differs =
    { $by ->
        [white] Hvits
       *[black] Svarts
    } brett avviker fra partiet:
board-matches =
    { $by ->
        [white] Hvits
       *[black] Svarts
    } brett stemmer med partiet.
sheet-differs =
    Den seende spillerens notasjon avviker fra partiet i trekk { $number }, { $color ->
        [white] hvit
       *[black] svart
    }.
sheet-letters-mixed =
    Den seende spillerens notasjon, trekk { $number } { $color ->
        [white] hvit
       *[black] svart
    }: { $word } er skrevet med andre brikkebokstaver enn { $earlier }. En notasjon bruker ett sett bokstaver.
sheet-letters-undecided =
    Den seende spillerens notasjon, trekk { $number } { $color ->
        [white] hvit
       *[black] svart
    }: { $word } er et lovlig trekk med to ulike sett brikkebokstaver.
no-move = Ingen trekk på brettet ennå.
# Meldingen fra paragraf 4.2 i NSFs oversettelse av FIDEs regler ("jeg retter").
adjust = Jeg retter.

## Devices: peg board, keypad and calibration.

calibrate-empty = Pluggbrettet kalibreres. Ta alle plugger ut av brettet, og trykk så Enter eller tasten les opp.
calibrate-put = Sett en plugg i { $square }.
calibrate-done = { $square }: ferdig.
calibrate-taken = Den knappen er allerede { $square }. Ta pluggen ut og prøv igjen.
calibrate-silent = Ingenting fra { $square }. Sjekk hullet, og sett så pluggen inn igjen.
calibrate-peg-seated = En plugg kom ut av et hull som ikke var tomt. La den være ute.
calibration-finished =
    { $missing ->
        [0] Kalibreringen er ferdig: alle 64 hull er klare.
        [one] Kalibreringen er ferdig; ett hull mangler.
       *[other] Kalibreringen er ferdig; { $missing } hull mangler.
    }
calibration-aborted = Kalibreringen er stoppet. Ingenting ble lagret.
peg-board-lost = Pluggbrettet er frakoblet.
peg-board-back = Pluggbrettet er tilbake. Hvis en plugg ble flyttet i mellomtiden, løft den og sett den inn igjen.
opponent-board-silent = Motstanderens brett melder ikke.
opponent-board-back = Motstanderens brett melder igjen.
keypad-lost = Tastaturet er frakoblet.
keypad-back = Tastaturet er tilbake.
no-hid-device = Ingen spillkontroll og intet pluggbrett funnet.
key-help = Knapp { $button }: { $key }.
key-help-help = Knapp { $button }: denne hjelpen.

## Slutten på partiet.

# $reason og $side som i den engelske filen; $result: white | black | draw
game-over =
    { $reason ->
        [checkmate] Sjakkmatt. { game-result }
        [stalemate] Patt. { game-result }
        [time]
            { $side ->
                [white] Hvits
               *[black] Svarts
            } flagg har falt. { game-result }
        [time-no-mate]
            { $side ->
                [white] Hvits flagg har falt, men Svart
               *[black] Svarts flagg har falt, men Hvit
            } kan ikke sette matt. { game-result }
        [both-flags] Begge flaggene har falt. { game-result }
        [agreement] Remis etter avtale.
        [threefold] Samme stilling tre ganger. { game-result }
        [fifty-moves] 50-trekksregelen. { game-result }
        [fivefold] Samme stilling fem ganger. { game-result }
        [seventy-five-moves] 75 trekk uten slag eller bondetrekk. { game-result }
        [illegal-moves]
            { $side ->
                [white] Hvits
               *[black] Svarts
            } { $count ->
                [2] andre
               *[other] tredje
            } ulovlige trekk. { game-result }
        [illegal-moves-no-mate]
            { $side ->
                [white] Hvits { $count ->
                [2] andre
               *[other] tredje
            } ulovlige trekk, men Svart
               *[black] Svarts { $count ->
                [2] andre
               *[other] tredje
            } ulovlige trekk, men Hvit
            } kan ikke sette matt. { game-result }
       *[dead-position]
            { $result ->
                [draw] Remis: ingen av sidene kan sette matt.
               *[other] Ingen av sidene kan sette matt. { game-result }
            }
    }
game-result =
    { $result ->
        [white] Hvit vinner.
        [black] Svart vinner.
       *[draw] Remis.
    }
game-is-over = Partiet er slutt.
# $claim: threefold | fifty-moves
draw-claimable =
    { $claim ->
        [threefold] Du kan kreve remis: samme stilling tre ganger.
       *[fifty-moves] Du kan kreve remis: 50-trekksregelen.
    }

## Svar på tastene.

# $number er nummeret på trekket som spilles nå ($moves, trekkene begge sider har
# fullført, pluss en).
move-count =
    Trekk { $number }, { $to-move ->
        [white] Hvit
       *[black] Svart
    } i trekket.
# Den ene siden av stillingen: "Hvit: konge Gustav en; tårn Anna en, Felix en."
# $groups er listen av position-group, skilt med semikolon.
position-side =
    { $color ->
        [white] Hvit
       *[black] Svart
    }: { $groups }.
# $piece står i flertall når $count er mer enn en; $squares er listen av felt.
position-group = { $piece } { $squares }
position-empty = Brettet er tomt.
# En linje eller rad på forespørsel: "Linje Eva: hvit konge Eva en, svart bonde Eva
# sju." $pieces er listen av reading-piece, skilt med komma.
file-reading = Linje { $file }: { $pieces }.
file-reading-empty = Linje { $file } er tom.
rank-reading = Rad { $rank }: { $pieces }.
rank-reading-empty = Rad { $rank } er tom.
# En brikke i opplesingen: farge (etter kjønnet), brikke, felt.
reading-piece =
    { $color ->
        [white]
            { $role ->
                [rook] hvitt
               *[other] hvit
            }
       *[black] svart
    } { $piece } { $square }
no-clock = Ingen klokke går.

## Brettet.

resync = Mistet kontakten med brettet; hele brettet leses på nytt.

## Serial boards.

board-lost = Brettet er ikke tilkoblet. Partiet ditt er trygt.
board-silent = Brettet svarer ikke. Partiet ditt er trygt.
board-back = Brettet er tilbake; brettet leses.
# $line teller linjene siden brettet ble koblet til; $fault er feilen.
board-line-ignored = Brettlinje { $line } ignorert: { $fault ->
        [unreadable] uleselige byte.
        [too-long] linjen er for lang.
       *[not-understood] ikke en brettmelding.
    }

## Meldinger til assistenten og turneringslederen.

hearing =
    { $what ->
        [no-output] Ingen lydutgang funnet: du hører verken tale eller lyder. Alt vises som tekst.
        [nothing] Ingen tale og ingen lyder: du hører ingenting. Alt vises som tekst.
        [sounds-only] Ingen tale: du hører bare lyder. Ordene vises som tekst.
       *[speech-only] Ingen lyder: du hører tale, men ingen lyder.
    }
speech-lost = Talen svarer ikke lenger: ordene vises som tekst fra nå av.
voice-missing = Ingen stemme for { $lang }: en annen stemme sier de ordene.
speech-through = Tale gjennom { $backend }.
speech-setting-ignored = { $setting ->
    [rate] { $backend } snakker i sitt eget tempo: taletempoet som er satt i taktil, brukes ikke.
    [volume] { $backend } snakker med sitt eget volum: volumet som er satt i taktil, brukes ikke.
   *[voice] { $backend } snakker med sin egen stemme: stemmene som er satt i taktil, brukes ikke.
}
# $count: hvilket ulovlig trekk av $by det er; $penalty: none | time | loss |
# loss-or-draw; $minutes: ekstra tid til motstanderen.
illegal-counted =
    Ulovlig trekk av { $by ->
        [white] Hvit
       *[black] Svart
    }, nummer { $count }, avvist. { $penalty ->
        [time]
            Turneringslederen kan gi { $by ->
                [white] Svart
               *[black] Hvit
            } { $minutes ->
                [one] ett minutt
               *[other] { $minutes } minutter
            } ekstra tid.
        [loss] Turneringslederen kan erklære partiet tapt.
        [loss-or-draw]
            Turneringslederen kan erklære partiet tapt, eller remis hvis { $by ->
                [white] Svart
               *[black] Hvit
            } ikke kan sette matt.
       *[none] { "" }
    }
# (For the arbiter, 2023) a refused placement: never announced, never pressed, so
# not a completed illegal move (7.5.1, D.2.3): no penalty. $count: refused so far.
illegal-not-completed =
    Ulovlig plassering av { $by ->
        [white] Hvit
       *[black] Svart
    }, nummer { $count }, avvist før den ble meldt. Ikke et fullført ulovlig trekk, artikkel 7.5.1: ingen straff.
# (For the arbiter, 2023) the clock was pressed for $by without a move (7.5.3).
# (For the arbiter, 2023 7.5.2) $by pressed with a pawn on the last rank, $square, and no
# new piece: it became a queen.
promotion-without-piece =
    Artikkel 7.5.2: { $by ->
        [white] Hvit
       *[black] Svart
    } trykket på klokken med en bonde på { $square } og ingen ny brikke. Bonden blir en dronning; straffes som et ulovlig trekk, hvis turneringslederen avgjør det.
press-as-illegal =
    Artikkel 7.5.3: et trykk på klokken uten trekk av { $by ->
        [white] Hvit
       *[black] Svart
    } straffes som et ulovlig trekk, hvis turneringslederen avgjør det.
touch-move-recorded =
    Brudd på regelen om rørt brikke av { $by ->
        [white] Hvit
       *[black] Svart
    }: trekket ble avvist.
assist-move-rejected = Det trekket er ikke lovlig i denne stillingen.
key-ignored = Tasten { $key } har ingen virkning nå.

## Klokken (art. 6). Tider bare på forespørsel (E2.9 d, R-51). Variablene er

## beskrevet i den engelske filen.

# En tid, rundet ned, så den aldri sier mer enn det er.
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
        [one] ett minutt
       *[other] { $minutes } minutter
    }
duration-seconds =
    { $seconds ->
        [one] ett sekund
       *[other] { $seconds } sekunder
    }
# Begge klokkene på forespørsel: "Hvit én time 29 minutter. Svart 4 minutter 30
# sekunder."
clocks =
    { $white-flag ->
        [yes] Hvit: flagget har falt.
       *[no] Hvit { $white }.
    } { $black-flag ->
        [yes] Svart: flagget har falt.
       *[no] Svart { $black }.
    }
low-time = Tid igjen: { $left }.
# $duty: bokstaven i E2.9 (a ... f).
duty-off =
    { $duty ->
        [a] taktil hjelper ikke med det andre brettet i dette partiet.
        [b] taktil leser ikke opp motstanderens trekk i dette partiet.
        [c] taktil trykker ikke på klokken i dette partiet.
        [d] taktil forteller ikke tider i dette partiet. Spør assistenten din.
        [e] taktil krever ikke seier på tid og melder ikke rørte brikker i dette partiet.
       *[f] taktil tar seg ikke av hengepartier i dette partiet.
    }
arbiter-called = Klokkene er stoppet. Turneringslederen er tilkalt.
clock-restarted = Klokken går igjen.
flag-fell =
    { $color ->
        [white] Hvits
       *[black] Svarts
    } flagg falt etter { $has-needed ->
        [yes]
            { $moves } av { $needed ->
                [one] ett trekk
               *[other] { $needed } trekk
            }
       *[no]
            { $moves ->
                [one] ett trekk
               *[other] { $moves } trekk
            }
    }.
both-flags-play-on = Begge flaggene har falt. Spillet fortsetter; turneringslederen stiller klokkene.
# (For the arbiter, 2023) both flags are down and Guidelines III are not announced
# (III.2.1): no both-flags rule; $first: whose flag fell first.
both-flags-no-guidelines =
    Begge flaggene har falt, { $first ->
        [white] Hvits
       *[black] Svarts
    } først. Retningslinjene III gjelder ikke: en reklamasjon eller turneringslederen avgjør, artikkel 6.8 og 6.9.
quickplay-claimed =
    { $by ->
        [white] Hvit krever
       *[black] Svart krever
    } remis, artikkel { $article }. Klokkene er stoppet; turneringslederen avgjør.
quickplay-refused =
    Intet remiskrav etter artikkel { $article }: { $bar ->
        [no-clock] partiet har ingen klokke.
        [not-announced] retningslinjene III er ikke kunngjort for turneringen.
        [increment] partiet spilles med tillegg.
        [not-last-period] { $by ->
            [white] Hvits
           *[black] Svarts
        } klokke er ikke i siste periode.
        [time-left] { $by ->
            [white] Hvit har
           *[black] Svart har
        } to minutter eller mer igjen.
       *[pending] et krav venter allerede på turneringslederen.
    }
quickplay-postponed = Turneringslederen avgjør remiskravet senere, artikkel { $article }. Spillet fortsetter.
quickplay-rejected =
    Turneringslederen avviser { $by ->
        [white] Hvits
       *[black] Svarts
    } remiskrav, artikkel { $article }. Spillet fortsetter.
flag-awaits-arbiter =
    { $color ->
        [white] Hvits
       *[black] Svarts
    } flagg har falt. Turneringslederen avgjør nå remiskravet, artikkel { $article }.
no-quickplay-claim = Det er intet remiskrav etter artikkel { $article } å avgjøre.
clock-press =
    { $by ->
        [white] Hvit
       *[black] Svart
    } trykket på klokken{ $note ->
        [before-move] { " " }før trekket var utført.
        [not-running]
            , men den gikk ikke for { $by ->
                [white] Hvit
               *[black] Svart
            }.
       *[stopped] { " " }mens den var stoppet.
    }
clock-adjusted =
    { $color ->
        [white] Hvit
       *[black] Svart
    }: { $change } { $sign ->
        [minus] trukket fra.
       *[plus] lagt til.
    } { clock-reason }
# (Til turneringslederen) en endring av $colors tid som reglene gir mens taktil ikke
# holder tiden (ingen tidskontroll): ingenting er endret; den hører til klokken ved brettet.
time-not-kept =
    taktil holder ikke tiden: har partiet en klokke, { $sign ->
        [minus] mister
       *[plus] får
    } { $color ->
        [white] Hvit
       *[black] Svart
    } { $change } på den. { clock-reason }
clock-set =
    { $color ->
        [white] Hvits
       *[black] Svarts
    } klokke stilt til { $left }{ $has-moves ->
        [yes]
            , { $moves ->
                [one] ett trekk
               *[other] { $moves } trekk
            } fullført.
       *[no] .
    } { clock-reason }
clock-reason =
    { $reason ->
        [illegal-move] Ulovlig trekk
        [incorrect-claim] Feil krav
        [quickplay] Hurtigavslutning
        [reconstruction] Rekonstruksjon
       *[judgement] Turneringslederens skjønn
    }, artikkel { $article }.

## Remistilbud og krav (art. 9). $by: white | black.

draw-offered =
    { $by ->
        [white] Hvit
       *[black] Svart
    } tilbyr remis.
draw-offer-stands =
    { $by ->
        [white] Hvits
       *[black] Svarts
    } remistilbud står ved lag.
draw-offer-timing =
    { $by ->
        [white] Hvit
       *[black] Svart
    } tilbød remis før sitt trekk: gyldig, artikkel { $article } gjelder.
draw-declined =
    { $by ->
        [white] Hvit
       *[black] Svart
    } avslår remis.
draw-offer-lapsed =
    { $by ->
        [white] Hvit
       *[black] Svart
    } rørte en brikke: remistilbudet har falt bort.
no-draw-offer = Ikke noe remistilbud.
claim-declare-move = Krav. Utfør trekket du krever remis med.
claim-incorrect =
    { $by ->
        [white] Hvits
       *[black] Svarts
    } krav er feil. Spillet fortsetter.
claim-lapsed = Ikke noe krav: en brikke ble rørt i dette trekket.
claim-not-on-move = Krev remis bare når det er ditt trekk.
no-flag = Krav på tid avvist: ingen flagg har falt.
touch-reported =
    Til turneringslederen: { $by ->
        [white] Hvit
       *[black] Svart
    } rørte { $has-piece ->
        [yes] en brikke, { $piece }
       *[no] brikken
    } på { $square }.
touch-report-too-late = For sent å melde: den synshemmede spilleren har selv rørt en brikke, artikkel { $article }.
illegal-ruled =
    Ulovlig trekk av { $by ->
        [white] Hvit
       *[black] Svart
    }, { $count ->
        [1] det første
        [2] det andre
        [3] det tredje
       *[other] nummer { $count }
    }. Artikkel { $article }.

## Hengeparti (E2.9 f): det forseglede trekket forblir hemmelig.

adjourned = Partiet er avbrutt. Det forseglede trekket er notert.
resumed = Partiet fortsetter.
game-adjourned = Partiet er avbrutt.
not-adjourned = Partiet er ikke avbrutt.

## De to brettene og begge notasjonsskjemaene (E2.7, E2.8, R-41): avgjørelsen, til

## turneringslederen. $player: blind | sighted (den synshemmede spillerens brett er det

## taktile brettet).

# Et trekk på et notasjonsskjema: "Hvits trekk 4, Springer Felix drei". $by: white |
# black; $number: trekkets nummer; $written: move ($move er opplesingen) | text (en
# notering som ikke er et trekk; $move er teksten slik den står skrevet).
ruling-move =
    { $by ->
        [white] Hvits
       *[black] Svarts
    } trekk { $number }, { $written ->
        [text] skrevet som { $move }
       *[move] { $move }
    }
# Brettet til $player, inne i en setning og i begynnelsen av den.
ruling-board-name =
    { $player ->
        [blind] det taktile brettet
       *[sighted] den seende spillerens brett
    }
ruling-board-name-start =
    { $player ->
        [blind] Det taktile brettet
       *[sighted] Den seende spillerens brett
    }
ruling-agreed = Artikkel { $article }: begge notasjonsskjemaene stemmer overens, og brettene viser stillingen deres. Ingenting å rette.
ruling-correct =
    Artikkel { $article }: begge notasjonsskjemaene stemmer overens, men { ruling-board-name } avviker. { $player ->
        [blind] Den synshemmede spilleren
       *[sighted] Den seende spilleren
    } retter det etter notasjonsskjemaet.
ruling-take-back = Artikkel { $article }: notasjonsskjemaene er forskjellige. Trekkene tas tilbake til det siste trekket der de er like, og turneringslederen justerer klokkene.
ruling-both-boards = Begge brettene avviker fra notasjonsskjemaene. Artikkel { $article } avgjør ikke dette: turneringslederen avgjør.
ruling-unrecorded = { ruling-board-name-start } viser et trekk som ingen av notasjonsskjemaene har. Turneringslederen avgjør: skriv det ned, eller ta det tilbake.
ruling-no-position = { ruling-board-name-start } viser ingen stilling fra dette partiet. Turneringslederen avgjør.
ruling-assistant-record = Den synshemmede spillerens notasjonsskjema, som taktil fører, er annerledes, men begge brettene følger den seende spillerens. Feilen er i taktils notering: turneringslederen avgjør.
# $fault: illegal | ambiguous | unreadable; $move: noteringen (ruling-move).
ruling-illegal-entry =
    Artikkel { $article }: den { $player ->
        [blind] synshemmede
       *[sighted] seende
    } spillerens notasjonsskjema har { $fault ->
        [illegal] et ulovlig trekk
        [ambiguous] et tvetydig trekk
       *[unreadable] en notering som ikke er et trekk
    }: { $move }. Turneringslederen avgjør.
# Stillingen det gjelder: etter $move (ruling-move) når $has-last er yes, ellers
# begynnelsen.
ruling-position =
    { $has-last ->
        [yes] Stilling etter { $move }.
       *[no] Stilling: partiets begynnelse.
    }
# 8.1: $player har ennå ikke skrevet $move, som et brett viser.
ruling-pending =
    Den { $player ->
        [blind] synshemmede
       *[sighted] seende
    } spilleren har ennå ikke skrevet dette trekket: { $move }. Et brett viser det, artikkel { $article }.
ruling-unchecked = { ruling-board-name-start } er ikke kjent og ble derfor ikke sammenlignet.
# Hvor brettet avvek fra notasjonsskjemaet. $move: det skrevne trekket (ruling-move);
# $executed: trekket som ble utført i stedet (en opplesing).
ruling-other-move = Skrevet: { $move }. Utført i stedet: { $executed }.
ruling-skipped = Ikke utført på dette brettet: { $move }.
ruling-behind = Dette brettet ligger etter. Det første trekket som mangler: { $move }.
ruling-ahead = Dette brettet viser ett trekk mer: { $move }.
ruling-divergence-unknown = Hvor dette brettet avvek fra notasjonsskjemaet, kan ikke avgjøres.
# Stegene, i rekkefølge. Når $has-piece er no, vet ikke brettet hvilken brikke det er.
ruling-step-move =
    { $has-piece ->
        [yes] Flytt: { $piece } fra { $from } til { $to }.
       *[no] Flytt brikken fra { $from } til { $to }.
    }
ruling-step-remove =
    { $has-piece ->
        [yes] Fjern: { $piece } fra { $square }.
       *[no] Fjern brikken fra { $square }.
    }
ruling-step-put =
    Sett: { $color ->
        [white]
            { $role ->
                [rook] hvitt
               *[other] hvit
            }
       *[black] svart
    } { $piece } på { $square }.
# Hva notasjonsskjemaet til $player har etter den felles stillingen: $count trekk,
# $moves listen av ruling-move, skilt med semikolon.
ruling-sheet-moves =
    Den { $player ->
        [blind] synshemmede
       *[sighted] seende
    } spillerens notasjonsskjema { $count ->
        [0] har ingen flere trekk.
       *[other] har deretter: { $moves }.
    }
# E2.8, R-42: klokkene slik de ble lagret ved den felles stillingen: $white og $black
# er tider, $number trekktelleren. $recorded no: ingenting lagret.
ruling-clock =
    { $recorded ->
        [yes] Klokketider notert der: Hvit { $white }, Svart { $black }; trekk { $number }.
       *[no] Ingen klokketider er notert der: turneringslederen stiller klokkene etter beste skjønn, artikkel { $article }.
    }
# E2.8: $ready yes: brettet viser stillingen; no: stegene følger.
ruling-set-board =
    { $ready ->
        [yes] { ruling-board-name-start } viser denne stillingen.
       *[no] Sett opp { ruling-board-name } i denne stillingen:
    }
ruling-board = { ruling-board-name-start }:
ruling-boards-show =
    { $has-last ->
        [yes] Begge brettene viser stillingen etter { $move }.
       *[no] Begge brettene viser utgangsstillingen.
    }

## Tastenavn, slik spilleren kjenner dem fra tastaturet.

key-announce = les opp
key-repeat = gjenta
key-time = tid
key-moves = trekk
key-position = stilling
key-queen = dronning
key-rook = tårn
key-bishop = løper
key-knight = springer
key-draw = remis
key-claim = krev
key-adjust = jeg retter
key-arbiter = turneringsleder
key-history = historikk
key-clock = klokke
# Tastene som leser opp en linje eller rad, navngitt med vokabularet: "Tasten linje
# Eva", "Tasten rad en".
key-file = linje { $file }
key-rank = rad { $rank }

## Notasjon

# Brikkenes bokstaver i algebraisk notasjon (FIDE tillegg C3: konge, dronning, tårn,
# løper, springer), for de skrevne notasjonsskjemaene (punktskrift).
notation-king = K
notation-queen = D
notation-rook = T
notation-bishop = L
notation-knight = S
# Trekknummeret før et trekkpar i det innleste notasjonsskjemaet: "Trekk 12."
sheet-move-number = Trekk { $number }.

## Det pågående partiet: journalen og gjenopprettingen.

journal-failed = Journalen kan ikke skrives. Partiet fortsetter, men det lagres ikke lenger.
# $line is the line number in the journal file.
journal-line-ignored = Linje { $line } i journalen er avkuttet og hoppes over.
# Lines of the journal that do not check are left out, from $line on ($count lines).
journal-lines-dropped =
    { $count ->
        [1] Journalen er skadet i linje { $line }: den linjen hoppes over.
       *[other] Journalen er skadet i linje { $line }: { $count } linjer derfra hoppes over.
    }
# A made move had no checkpoint after it (at $line); the journal is written again with it.
journal-repaired = Journalen manglet et trekk i linje { $line }. Den er reparert; ingen trekk går tapt.
# A journal an earlier resume checked does not replay as recorded (from $line): a fault in taktil; nothing is left out.
journal-disagrees = Journalen motsier seg selv i linje { $line }. Alle linjer beholdes. Tilkall dommeren.
journal-unchecked = Journalen er skrevet av en eldre taktil og kan ikke kontrolleres.
journal-no-game = Journalen inneholder ikke noe parti. Et nytt parti begynner.
# $moves is the number of the last move made; 0 when no move was made yet.
game-restored =
    { $moves ->
        [0] Partiet er gjenopprettet; ingen trekk ennå.
       *[other] Partiet er gjenopprettet etter trekk { $moves }.
    }
# taktil play has started and listens to the boards; $color is the blind player's colour.
ready =
    Klar. Du spiller { $color ->
        [white] hvit
       *[black] svart
    }.
# Uten sensorer (`--board none`) ser ikke taktil spillerens brett: han sier trekkene sine
# høyt (D.2.2).
ready-no-sensors =
    Klar. Du spiller { $color ->
        [white] hvit
       *[black] svart
    }. Brettet ditt har ingen sensorer: si hvert trekk høyt.

## Issue 14: result

key-resign = gi opp
# Første trykk på tasten gi opp (5.1b): ett trykk gir aldri opp.
resign-ask = Gi opp? Trykk gi opp igjen innen { $seconds } sekunder for å gi opp.
resign-cancelled = Ikke gitt opp. Partiet fortsetter.
ended-before =
    Partiet var allerede slutt: { $late ->
        [resignation] oppgivelsen
        [agreement] remisavtalen
       *[result] turneringslederens resultat
    } endrer ingenting.
sealed-move-concludes =
    { $late ->
        [white] Hvit
       *[black] Svart
    } kom for sent til gjenopptakelsen, men det hemmelige trekket avslutter partiet: det resultatet står (retningslinje for hengepartier { $article }). Konvolutten åpnes.
sealed-move-faulty =
    Det hemmelige trekket lyder { $written }: { $fault ->
        [ambiguous] det passer til mer enn ett trekk.
        [unclear] meningen kan ikke fastslås.
       *[illegal] det er ikke et lovlig trekk.
    }
game-decided =
    { $reason ->
        [resignation]
            { $side ->
                [white] Hvit
               *[black] Svart
            } gir opp. { game-result }
        [resignation-no-mate]
            { $side ->
                [white] Hvit gir opp, men Svart
               *[black] Svart gir opp, men Hvit
            } kan ikke sette matt. { game-result }
        [forfeit]
            { $side ->
                [white] Hvit
               *[black] Svart
            } taper uten kamp. { game-result }
        [sealed-move] Det hemmelige trekket taper, retningslinje 8 for hengepartier. { game-result }
        [sealed-move-no-mate]
            { $side ->
                [white] Hvits hemmelige trekk taper, men Svart
               *[black] Svarts hemmelige trekk taper, men Hvit
            } kan ikke sette matt. { game-result }
        [server-draw] Remis på Lichess. { game-result }
        [server-left]
            { $side ->
                [white] Hvit har forlatt partiet.
               *[black] Svart har forlatt partiet.
            } { game-result }
        [server-fair-play] Lichess har avsluttet partiet på grunn av fair play. { game-result }
        [server-other] Lichess har avsluttet partiet. { game-result }
       *[arbiter] Turneringslederens avgjørelse, paragraf { $article }. { game-result }
    }

## Issue 14: touch. Berøringer som turneringslederen avgjør (4.3, 4.4, 4.5; E2.9e).

# Turneringslederen avgjør at en berøring ikke var med hensikt (4.3, `arbiter void`);
# den binder ikke lenger. $blind er yes når $by er den synshemmede spilleren, som det
# snakkes til.
touch-voided =
    { $blind ->
        [yes] Turneringslederen opphever berøringen din: { $piece } på { $square }. Den binder deg ikke.
       *[no] Turneringslederen opphever berøringen til { $by ->
            [white] Hvit
           *[black] Svart
        }: { $piece } på { $square }. Den binder ikke.
    }
# (Til turneringslederen) `arbiter void`: spilleren i trekket har ingen berøring som
# binder (på $square når $has-square er yes).
no-touch-to-void =
    { $has-square ->
        [yes] Ingen berøring på { $square } i dette trekket.
       *[no] Ingen berøring i dette trekket.
    }
# Turneringslederen stadfester berøringen til den seende spilleren: hva trekket hans må
# være. Sies også når et trekk som bryter den, avvises. $kind: move, capture,
# capture-with (må slå på $at), castle ($castle er ordet for rokaden) eller king-move
# (rokade ulovlig: et annet kongetrekk).
touch-upheld =
    Turneringslederen stadfester berøringen til { $by ->
        [white] Hvit
       *[black] Svart
    }: { $kind ->
        [move] { $piece } på { $square } må flyttes.
        [capture] { $piece } på { $square } må slås.
        [capture-with] { $piece } på { $square } må slå på { $at }.
        [castle] { $by ->
            [white] Hvit
           *[black] Svart
        } må rokere, { $castle }.
       *[king-move] rokade er ikke lovlig, kongen må flyttes.
    }
# Den stadfestede berøringen binder ikke: den rørte brikken kan verken flyttes eller
# slås, så ethvert lovlig trekk er tillatt (4.5).
touch-upheld-lapsed =
    { $piece } på { $square } kan verken flyttes eller slås. { $by ->
        [white] Hvit
       *[black] Svart
    } kan gjøre ethvert lovlig trekk, artikkel { $article }.
# (Til turneringslederen) `arbiter uphold`: ingen berøring meldt for $by, den seende
# spilleren i trekket, i dette trekket (på $square når $has-square er yes).
no-touch-to-uphold =
    { $has-square ->
        [yes] Ingen berøring på { $square }
       *[no] Ingen berøring
    } meldt for { $by ->
        [white] Hvit
       *[black] Svart
    } i dette trekket.
# (Til turneringslederen) `arbiter uphold` etter at $by har gjort trekket.
touch-uphold-too-late =
    { $by ->
        [white] Svart har berørt en brikke etter Hvits trekk
       *[black] Hvit har berørt en brikke etter Svarts trekk
    }: for sent å kreve berøringsregelen håndhevet, artikkel { $article }.
touch-kept =
    { $by ->
        [white] Hvits
       *[black] Svarts
    } trekk overholdt berøringen av { $piece } på { $square }: ingen overtredelse av artikkel { $article }.
touch-from-pegs =
    { $by ->
        [white] Hvits
       *[black] Svarts
    } berøringer leses fra brettet hans: en pinne ute av hullet er en berøring, artikkel { $article }.
touch-not-on-move =
    { $by ->
        [white] Hvit
       *[black] Svart
    } er ikke i trekket: en berøring binder bare spilleren i trekket, artikkel { $article }.

## Issue 14: ruling

## Avgjørelser som utføres (arbiter apply, arbiter takeback; docs/arbiter.md).

## $article: 7.4a | 7.5 | E2.8, som i reglene.

# Partiet tas tilbake: $has-last yes: til stillingen etter $move (ruling-move); no:
# til begynnelsen.
taken-back =
    Artikkel { $article }: partiet tas tilbake til { $has-last ->
        [yes] stillingen etter { $move }.
       *[no] utgangsstillingen.
    }
# Etter tilbaketakingen: $by spiller trekk $number.
play-on =
    { $by ->
        [white] Hvit
       *[black] Svart
    } er i trekket, trekk { $number }.
# Til turneringslederen: klokkene stilles tilbake. $recorded yes: til tidene lagret
# der; no: ingen lagret.
# $after: stopped (turneringslederen starter taktils klokke igjen) | running (et
# treningsparti: taktil starter den selv) | by-hand (en DGT-klokke taktil bare leser).
clocks-set-back =
    { $recorded ->
        [yes]
            { $after ->
                [running] Klokkene er stilt tilbake til Hvit { $white }, Svart { $black }; trekk { $number }.
                [by-hand] Still DGT-klokken manuelt til Hvit { $white-set }, Svart { $black-set }; trekk { $number }. Start den deretter.
               *[stopped] Klokkene er stilt tilbake til Hvit { $white }, Svart { $black }; trekk { $number }. De står stille: start dem med clock start.
            }
       *[no]
            { $after ->
                [by-hand] Ingen klokketider er notert der: still DGT-klokken manuelt etter beste skjønn, artikkel { $article }.
               *[other] Ingen klokketider er notert der: still klokkene etter beste skjønn, artikkel { $article }.
            }
    }
time-given-kept = Tid gitt etter det trekket gjelder fortsatt: { clock-adjusted }
# Til turneringslederen: E2.7 utført; bare brettet til $player rettes.
board-corrected = Artikkel { $article }: partiet forblir som det er. Bare { ruling-board-name } rettes.
no-ruling = Det er ingen avgjørelse å utføre. Be om en med reconcile.
ruling-for-arbiter = Denne avgjørelsen overlater beslutningen til deg. Ingenting er endret; ta tilbake med arbiter takeback hvis du bestemmer det.
ruling-stale = Partiet er endret siden avgjørelsen. Ingenting er endret; be om en ny avgjørelse med reconcile.
# arbiter takeback nevner et trekk partiet ikke har: trekk $number for $by.
no-such-move =
    Partiet har ikke noe trekk { $number } for { $by ->
        [white] Hvit
       *[black] Svart
    } å gå tilbake til.

## Issue 16: keys
keystroke-help = { $keys }: { $key }.
keystroke-help-help = { $keys }: denne hjelpen.
keystroke-read-help = { $keys }, så en linjebokstav eller et radtall: les den linjen eller raden.
keystroke-line-help = { $keys }: en linje til assistenten.
keystroke-read = Hvilken linje eller rad?
keystroke-unbound = Den tasten gjør ingenting. Stjerne: tastehjelpen.
keystroke-or = { $first } eller { $second }
keyname-space = mellomrom
keyname-enter = Enter
keyname-minus = minus
keyname-plus = pluss
keyname-slash = skråstrek
keyname-star = stjerne
keyname-question = spørsmålstegn
keyname-colon = kolon
keyname-period = komma
keyname-escape = Escape
keyname-backspace = tilbaketast
keyname-f1 = F1
keyname-home = Home
keyname-end = End
keyname-page-up = side opp
keyname-page-down = side ned
keyname-up = pil opp
keyname-down = pil ned
keyname-left = pil venstre
keyname-right = pil høyre

## Issue 15: editions
# Et krav etter 9.2 eller 9.3 er også et remistilbud (9.1b(3); 2001 9.1c).
claim-offers-draw = Kravet ditt er også et remistilbud.
# $by sitt feilaktige krav står fortsatt som remistilbud (9.1b(3)).
claim-offer-to-accept =
    { $by ->
        [white] Hvits
       *[black] Svarts
    } krav er også et remistilbud. Trykk remis for å ta imot det.
# (Til turneringslederen) $by satte $first på forvandlingsfeltet, deretter $shown (4.4d).
promotion-final =
    Til turneringslederen: { $by ->
        [white] Hvits
       *[black] Svarts
    } forvandling på { $square } er endelig: { $first }, artikkel { $article }. Deretter byttet: { $shown }.

## Issue 16: the sighted board's stream
castling-after-rook =
    { $by ->
        [white] Hvit
       *[black] Svart
    } flyttet kongen etter tårnet. Artikkel { $castling }: ingen rokade når tårnet ble berørt først. Tårntrekket står; kongen går tilbake. Turneringslederen avgjør et ulovlig trekk, artikkel { $illegal }.

## Issue 16: no sensors

# Den blinde spillerens eget trekk, slik det ble utført på motstanderens brett, sagt
# tilbake til ham med en gang (pluggbrett uten sensorer). $move: trekket.
own-move = Du: { $move }
# Til assistenten: pluggbrettet uten sensorer leses ikke.
no-sensors-ignored = Pluggbrettet har ingen sensorer i dette partiet: pluggene leses ikke.
tactile-board-has-sensors = Dette pluggbrettet har sensorer: taktil leser det, så det skal ikke tastes inn.

## Issue 16: DGT clock
external-clock-lost = Klokken er frakoblet. Datamaskinen holder styr på tiden.
external-clock-back = Klokken er tilkoblet igjen.
external-press-without-move =
    Klokken ble trykket for { $by ->
        [white] Hvit
       *[black] Svart
    } { $blind ->
        [yes] før trekket hans var utført og meldt, artikkel { $article }.
       *[no] uten et trekk.
    }
external-move-without-press =
    { $by ->
        [white] Hvit
       *[black] Svart
    } trakk og trykket ikke på klokken.
external-clock-set = Klokken ble stilt for hånd, artikkel { $article }: Hvit { $white }, Svart { $black }.
external-clock-keeps = Den elektroniske klokken holder tiden: gjør det på selve klokken.
external-arbiter-called = Turneringslederen er tilkalt. Stopp klokken på bordet.

## Issue 16: evdev keyboard

# taktil devices: no keyboard but the terminal's can be read through evdev.
no-evdev-keyboard = Ingen andre tastaturer funnet.

## Issue 17: wording

# A move number said as a name ("move 4"), referenced by the sentences that say one
# with $number: Icelandic writes 1-4, 21-24 ... as neuter words, which a synthesizer
# would read masculine from a digit; here the digit reads right.
number-label = { $number }

## Issue 17: braille display

# taktil play --braille-display: BRLTTY does not answer (at the start) or went away; said once.
braille-display-lost = Ingen leselist. Partiet fortsetter.
# BRLTTY answers again: the display shows the last words again.
braille-display-back = Leselisten er tilbake.

## Issue 18: engine

only-in-practice = Bare i et treningsparti.
practice-taken-back =
    Tatt tilbake: partiet tas tilbake til { $has-last ->
        [yes] stillingen etter { $move }.
       *[no] utgangsstillingen.
    }
engine-stopped = Sjakkprogrammet har stoppet.
engine-back = Sjakkprogrammet er tilbake.
hint = Tips: { $move }.
no-hint = Ikke noe tips: det finnes ikke noe trekk.
eval-equal = Likt.
eval-better =
    { $side ->
        [white] Hvit
       *[black] Svart
    } står { $pawns ->
        [0] litt bedre.
        [1] bedre, omtrent en bonde.
       *[other] bedre, omtrent { $pawns } bønder.
    }
eval-mates =
    { $side ->
        [white] Hvit
       *[black] Svart
    } setter matt i { $moves ->
        [1] ett trekk.
       *[other] { $moves } trekk.
    }
practice-only = Bare i et treningsparti.
practice-key-help =
    { $keys }: { $command ->
        [hint] et tips.
        [eval] vurderingen.
        [takeback] ta tilbake ditt siste trekk.
       *[restart] start sjakkprogrammet igjen.
    }
# The key help of a practice key on a HID keypad (issue 29, point 12).
practice-button-help =
    Knapp { $button }: { $command ->
        [hint] et tips.
        [eval] vurderingen.
        [takeback] ta tilbake ditt siste trekk.
       *[restart] start sjakkprogrammet igjen.
    }

## Issue 18: review

review-analysing =
    { $moves ->
        [one] Ett trekk
       *[other] { $moves } trekk
    } analyseres. Vent litt.
review-ready =
    { $moves ->
        [one] Ett trekk
       *[other] { $moves } trekk
    }, { $moments ->
        [0] ingen feil funnet.
        [one] ett trekk å se på.
       *[other] { $moments } trekk å se på.
    } Spørsmålstegn for hjelp.
review-no-engine = Ingen sjakkmotor: bare trekkene, uten analyse.
review-engine-stopped = Sjakkmotoren stoppet ved trekk { $number }: resten uten analyse.
review-start = Partiets begynnelse.
review-move =
    Trekk { $number }, { $color ->
        [white] hvit
       *[black] svart
    }: { $move }.
review-class =
    { $class ->
        [inaccuracy] En unøyaktighet.
        [mistake] En feil.
       *[blunder] En grov feil.
    }
review-lost =
    { $pawns ->
        [0] Det kostet omtrent en halv bonde.
        [one] Det kostet omtrent en bonde.
       *[other] Det kostet omtrent { $pawns } bønder.
    }
review-missed-mate = Det overså en matt i { $moves }.
review-allows-mate = Det tillater matt i { $moves }: nå er partiet tapt.
review-preferred = Sjakkmotoren foretrakk { $move }.
review-end = Partiets slutt.
review-no-more-mistakes = Ingen flere feil etter dette trekket.
review-no-earlier-mistakes = Ingen feil før dette trekket.
review-no-such-move =
    Det finnes ikke noe trekk { $number } for { $color ->
        [white] hvit
       *[black] svart
    }.
review-jump-ask = Hvilket trekk? Skriv nummeret, så Enter.
review-keys-help = Taster: 6 eller n, neste trekk. 4 eller p, forrige trekk. 5 eller mellomrom, igjen. 3 eller m, neste feil. 9, forrige feil. 7, begynnelsen. 1, slutten. g, så et trekknummer og Enter, går til det trekket. q, avslutt.
# Kommandoene skrives på engelsk.
review-lines-help = Skriv next, previous, repeat, mistake, previous mistake, start, end, et trekknummer som 12 eller 12 black, eller quit.
review-unknown-key = Den tasten gjør ingenting her. Spørsmålstegn for hjelp.
review-unknown-line = Det er ingen analysekommando. help viser kommandoene.

## Issue 18: practice, touch-move relaxed

# Said at the start of a practice game with touch-move relaxed (`--practice --free-touch`).
free-touch = Treningsparti: En rørt brikke trenger ikke å flyttes.

## Issue 27: det skallet viser assistenten og turneringslederen (src/notice/problem.rs)
# På assistentens skjerm eller standardfeil, sies aldri. { $path }, { $port },
# { $error } og { $reason } vises slik de kom (en fil, en port, operativsystemets eller
# en parsers ord).

problem-input = inndata: { $error }: { $line }
problem-keys-unreadable = tastaturet kan ikke leses: { $error }
problem-bad-lines = feilaktige linjer fra brettet det siste sekundet: { $lines } ({ $shown } vist)
problem-board-bad-lines =
    { $board ->
        [tactile] det taktile brettet
       *[sighted] den seende spillerens brett
    } på { $port }: feilaktige linjer fra brettet det siste sekundet: { $lines } ({ $shown } vist)
problem-board-lost =
    { $board ->
        [tactile] det taktile brettet
       *[sighted] den seende spillerens brett
    } på { $port }: { $why ->
        [port] mistet: { $error }
        [no-answer] ingen TBP/1-brett svarer
       *[silent] svarer ikke lenger
    }; prøver igjen hvert sekund
problem-braille-lost = leselisten (brlapi): { $reason }; prøver igjen hvert sekund
problem-hid-failed = pluggbrettet og tastaturet (hid): { $error }
problem-pad-connected =
    { $keypad ->
        [yes] spillkontroll { $pad } "{ $name }" er tastaturet
       *[no] spillkontroll { $pad } "{ $name }" er pluggbrettet; plugger som allerede står i hullene, meldes ikke (et HID-brett sender bare endringer): sammenlign brettet med partiet
    }
problem-pad-disconnected =
    { $keypad ->
        [yes] tastaturet
       *[no] pluggbrettet
    } "{ $name }" (spillkontroll { $pad }) er frakoblet; partiet fortsetter, tast inn trekkene med assist-kommandoer til det er tilbake
problem-unknown-button =
    knapp { $code }{ $button ->
        [none] {""}
       *[other] {" "}(knapp { $button })
    } på "{ $name }" er verken et hull i brettet eller en tast: kjør taktil calibrate, eller tilordne den i enhetsfilen
problem-keyboard-lost = { $reason }; leter etter det hvert sekund
problem-keyboard-failed = tastaturet (evdev): { $error }
problem-dgt-orientation =
    DGT-brettet på { $port } står med { $connector ->
        [white] Hvit
       *[black] Svart
    } på kontaktsiden
problem-dgt-clock-side =
    DGT-klokken på { $port }: Hvits tid er til { $right ->
        [yes] høyre
       *[no] venstre
    } (den siden gikk først)
problem-dgt-resync = DGT-brettet på { $port }: { $problem }; ba om en full avlesning av brettet
problem-dgt-lost = den seende spillerens brett (dgt:{ $port }): { $reason }; prøver igjen hvert sekund
problem-dgt-failed = den seende spillerens brett (dgt:{ $port }) er mistet: { $error }; partiet fortsetter, tast inn den seende spillerens trekk med assist-kommandoer
problem-livechess-lost = den seende spillerens brett (livechess:{ $addr }): { $reason }; prøver igjen
problem-livechess-message = en melding fra LiveChess (livechess:{ $addr }) ble ikke forstått og hoppes over: { $reason }: { $text }
problem-livechess-differs = LiveChess' trekkliste for den seende spillerens brett (livechess:{ $addr }) er ikke den som ble fulgt; partiet er uendret, og brettet kontrolleres mot det. Fulgt: { $followed }. LiveChess nå: { $board }
problem-livechess-kings = LiveChess meldte { $san } med begge konger i sentrum (livechess:{ $addr }): et resultat vist på brettet, ikke et trekk; dommeren fører resultatet
problem-livechess-withdrawn = LiveChess trakk tilbake { $moves } før det ble annonsert (livechess:{ $addr }): brikker var i luften
problem-livechess-not-legal = LiveChess' trekk { $index }, { $san }, er ikke lovlig her (livechess:{ $addr }); listen leses fram til det
problem-livechess-no-board = LiveChess viser ikke lenger den seende spillerens brett (livechess:{ $addr }); det viser { $known }
problem-publish-failed = overføringsmappe: kan ikke skrive { $path }: { $error }; partiet fortsetter og skrives igjen etter neste trekk
problem-push-refused = overføring avvist ({ $status }): { $error }
problem-push-failed = overføring mislyktes: { $reason }; prøves igjen om { $seconds } s
problem-speech-missing = tale: { $reason }
problem-sound-missing = lydutgang: { $reason }
problem-engine-stopped = { $reason }; partiet fortsetter: skriv `engine restart` (eller trykk g) for å starte sjakkprogrammet igjen
problem-engine-running = engine restart: sjakkprogrammet kjører
problem-engine-no-move = sjakkprogrammet har ikke noe trekk i denne stillingen
problem-engine-no-score = sjakkprogrammet ga ingen vurdering
problem-engine-no-takeback = engine takeback: spilleren har ikke gjort noe trekk ennå
# { $command } er ordet i den skrevne kommandoen (engelsk, slik den ble skrevet).
problem-no-engine = engine { $command }: ingen sjakkprogram spiller i dette partiet
problem-journal-failed = { $path }: journalen kan ikke skrives: { $error }; partiet fortsetter bare i minnet
problem-journal-no-game = { $path }: journalen inneholder ikke noe parti (innstillingene er ufullstendige): et nytt parti begynner
problem-journal-not-kept = { $path }: innholdet i journalen kan ikke tas vare på: { $error }
problem-journal-unchecked = { $path }: journalen har ingen kontroller (en eldre taktil skrev den): den gjenopprettes slik den er, ukontrollert
problem-journal-untold =
    { $path }: en tidligere gjenopptakelse utelot { $count ->
        [one] 1 linje
       *[other] { $count } linjer
    } fra linje { $line } og ble stoppet før den meldte det
# { $text } er journallinjen slik den var; { $why } grunnen til at den utelates.
problem-journal-dropped =
    { $path }: linje { $line } (`{ $text }`): { $why }; { $count ->
        [one] 1 linje
       *[other] { $count } linjer
    } utelatt; { $kept ->
        [yes] tatt vare på i { $saved }
       *[no] ikke tatt vare på: { $error }
    }
problem-journal-repaired =
    { $path }: linje { $line }: avspilling av journalen gir `{ $checkpoint }`, som den ikke har notert: en tidligere gjenopptakelse fortsatte uten; journalen skrives på nytt med { $count ->
        [one] 1 kontrollpunkt
       *[other] { $count } kontrollpunkter
    }
problem-journal-disagrees = { $path }: linje { $line }: { $what }; en tidligere gjenopptakelse kontrollerte denne journalen: en feil i taktil, ikke en skade; alle linjer beholdes, og partiet følger avspillingen (avvik i alt: { $count })
problem-no-wall-clock = { $path }: ikke noe klokkeslett notert: hvor lenge taktil var nede, kan ikke vites; klokken regner tiden som stoppet
journal-cause-cut = linjen er avkuttet
journal-cause-not-utf8 = ikke UTF-8-tekst i kolonne { $column }
journal-cause-check = linjen stemmer ikke med kontrollsummen sin
journal-cause-parse = { $error }
journal-difference-recorded = linje { $line } noterer `{ $recorded }`, avspilling av journalen gir { $moved ->
        [yes] `{ $gives }`
       *[no] intet trekk
    }
journal-difference-unrecorded = avspilling av journalen gir `{ $gives }`, som den ikke noterer
# The Laws the game is played under (R-61); $named no: an earlier taktil's journal,
# resumed under 2009.
fact-laws =
    Sjakkregler: FIDE { $edition }{ $named ->
        [yes] { "" }
       *[no] { " " }(journalen nevner ingen utgave: den ble skrevet før 2023 var standard)
    }
# Fakta om et gjenopprettet parti. { $seconds } skrives 12.345.
fact-down = taktil var nede i { $seconds } s; lagt til klokken for spilleren i trekket
fact-clocks =
    gjenopprettede klokker: Hvit { $white }, Svart { $black } ({ $running ->
        [white] Hvit i trekket
        [black] Svart i trekket
       *[stopped] stoppet
    })
# { $moves } er notasjonsskjemaet, nummerert: 1. e4 e5 2. Nf3; { $plies } antall halvtrekk.
fact-sheet =
    { $blind ->
        [yes] gjenopprettet notasjonsskjema for den synshemmede spilleren (som meldt):
       *[no] gjenopprettet notasjonsskjema for den seende spilleren (som tastet inn):
    } { $plies ->
        [0] ingen trekk
       *[other] { $moves }
    }

# Det som ikke sies, slik assistentens skjerm og de enkle linjene viser det
# (src/l10n/output.rs). { $san }, { $uci }, { $fen } og { $squares } er sjakknotasjon
# og blir stående som de er; { $number } er "12." eller "12...".
output-move =
    { $number } { $san }{ $offer ->
        [yes] {" "}(=)
       *[no] {""}
    } ({ $uci }, { $color ->
        [white] Hvit
       *[black] Svart
    }{ $source ->
        [assist] , tastet inn av assistenten
        [tactile] {" "}på det taktile brettet
       *[sighted] {" "}på den seende spillerens brett
    })
output-clock =
    { $color ->
        [white] Hvits
       *[black] Svarts
    } klokke starter
output-clock-times =
    { $color ->
        [white] Hvits
       *[black] Svarts
    } klokke starter (Hvit { $white }, Svart { $black }{ $stopped ->
        [yes] , stoppet
       *[no] {""}
    })
output-flag =
    { $color ->
        [white] Hvits
       *[black] Svarts
    } flagg har falt
output-low-time =
    { $color ->
        [white] Hvits
       *[black] Svarts
    } tid holder på å renne ut
output-mismatch =
    { $board ->
        [tactile] det taktile brettet
       *[sighted] den seende spillerens brett
    } avviker på { $squares }
output-matched =
    { $board ->
        [tactile] det taktile brettet
       *[sighted] den seende spillerens brett
    } stemmer med partiet igjen
# Avstemmingen av de to brettene mot begge notasjonsskjemaene (E2.7, E2.8): hva som
# ble avgjort, artikkelen og stillingen brettene må vise.
output-ruling =
    { $kind ->
        [agreed] notasjonsskjemaene stemmer overens, og brettene viser stillingen deres
        [correct] notasjonsskjemaene stemmer overens; ett brett rettes
        [take-back] notasjonsskjemaene er forskjellige; partiet går tilbake dit de er like
        [both-boards] notasjonsskjemaene stemmer overens, men begge brettene avviker fra dem
        [unrecorded] et brett viser et trekk som ingen av notasjonsskjemaene har
        [no-position] et brett viser ingen stilling fra partiet
        [assistant-record] den synshemmede spillerens notasjonsskjema i taktil er feil
       *[illegal-entry] det neste trekket på et notasjonsskjema kan ikke spilles
    } ({ $settled ->
        [yes] { $article }
       *[no] til turneringslederen
    }), stilling { $fen }
output-end =
    { $outcome } ({ $reason ->
        [checkmate] sjakkmatt
        [stalemate] patt
        [dead-position] død stilling
        [time] tiden
        [time-no-mate] tiden, men motstanderen kan ikke sette matt
        [both-flags] begge flaggene har falt
        [agreement] avtale
        [threefold] samme stilling tre ganger
        [fifty-moves] 50-trekksregelen
        [fivefold] samme stilling fem ganger
        [seventy-five-moves] 75-trekksregelen
        [illegal-moves] ulovlige trekk
        [illegal-moves-no-mate] ulovlige trekk, men motstanderen kan ikke sette matt
        [resignation] oppgitt
        [resignation-no-mate] oppgitt, men motstanderen kan ikke sette matt
        [forfeit] uten kamp
        [arbiter] turneringslederens avgjørelse
        [sealed-move] det hemmelige trekket
        [server-draw] remis på Lichess
        [server-left] motstanderen forlot partiet
        [server-fair-play] fair play
        [server-other] avsluttet på Lichess
       *[sealed-move-no-mate] det hemmelige trekket, men motstanderen kan ikke sette matt
    })
output-touch = { $piece } { $square } berørt
output-request =
    SNAP sendt til { $board ->
        [tactile] det taktile brettet
       *[sighted] den seende spillerens brett
    }

# Kalibreringen av HID-pluggbrettet (`taktil calibrate`), for personen ved datamaskinen.
problem-calibration-silent = ingen knapp meldt for { $square } på { $ms } ms; spurt igjen
problem-calibration-redo = { $square } spørres igjen; knappen { $code } er ledig
problem-calibration-lost = pluggbrettet er koblet fra
problem-calibration-back = pluggbrettet er tilbake; plugger satt inn i mellomtiden ses ikke
problem-calibration-peg-out = en plugg kom ut av hullet med knapp { $code }
problem-calibration-early = en plugg gikk inn i hullet med knapp { $code } før start
problem-calibration-unknown-out = en plugg kom ut av hullet med knapp { $code }, som ikke var kjent som fylt (hvis plugger som settes inn vises slik: sett inverted = yes)
problem-calibration-taken = knapp { $code } hører allerede til { $other }; det ble spurt om { $square }
problem-calibration-button = { $square } = { $code }

## Issue 29: linjene fra taktil devices, til skjermen. Navn, stier, porter og
## systemets feilord kommer som de er.

devices-gamepad =
    Spillkontroll { $id }: { $name }{ $has-buttons ->
        [yes]
            , { $buttons ->
                [one] { $buttons } knapp
               *[other] { $buttons } knapper
            }
       *[no] { "" }
    }{ $has-usb ->
        [yes] , USB { $usb }
       *[no] { "" }
    }.
devices-gamepads-unlisted = Spillkontroller: { $error }.
devices-serial-port =
    Seriell port { $port }{ $kind ->
        [usb]
            : USB { $usb }{ $has-product ->
                [yes] , { $product }
               *[no] { "" }
            }
        [bluetooth] : Bluetooth
       *[other] { "" }
    }.
devices-no-serial-port = Fant ingen seriell port.
devices-serial-ports-unlisted = Serielle porter: kan ikke listes opp: { $error }.
devices-livechess-board =
    LiveChess-brett { $serial }: { $state }{ $has-source ->
        [yes] , på { $source }
       *[no] { "" }
    }, { $start ->
        [yes] utgangsstilling
       *[no] stilling { $board }
    }.
devices-no-livechess-board = LiveChess på { $place } viser ikke noe brett.
devices-livechess-unlisted = LiveChess på { $place }: brettene kan ikke vises: { $error }.
devices-keyboard = Tastatur { $path }: { $name }.
devices-keyboards-unlisted =
    Tastaturer: { $why ->
        [not-built] kan ikke lese et tastatur gjennom evdev: taktil er bygget uten funksjonen `evdev`.
        [not-linux] andre tastaturer leses bare under Linux: bruk et HID-tastatur eller tastene i denne konsollen.
        [no-input] denne datamaskinen har ingen /dev/input, så ikke noe tastatur kan leses gjennom evdev.
        [unreadable] /dev/input kan ikke leses ({ $error }): legg brukeren til i gruppen `input`.
       *[none-readable]
            { $nodes ->
                [one] { $nodes } inndataenhet i /dev/input, ikke lesbar
               *[other] { $nodes } inndataenheter i /dev/input, ingen lesbare
            }: legg brukeren til i gruppen `input` (sudo usermod -aG input $USER, og logg inn på nytt).
    }

## The live page (issue 32): every word it shows, for the arbiter and a partially
## sighted player; a screen reader reads them aloud.
live-title = taktil live
live-white = Hvit
live-black = Svart
live-to-move = i trekket
live-last-move = Siste trekk
live-no-move = Ingen trekk ennå
live-clock = Klokke
live-warnings = Advarsler
live-rulings = Dommer
live-result = Resultat
live-theme = Farger
live-size = Størrelse
live-flip = Snu brettet
live-theme-contrast = Høy kontrast
live-theme-light = Lys
live-theme-dark = Mørk
live-theme-yellow = Gul på svart
live-size-fit = Fyll skjermen
live-size-large = Stor
live-size-larger = Større
live-connection-lost = Forbindelsen er brutt. Kobler til igjen …
live-connected = Tilkoblet
live-board = Brett
live-empty = tomt
live-piece-white-k = hvit konge
live-piece-white-q = hvit dronning
live-piece-white-r = hvitt tårn
live-piece-white-b = hvit løper
live-piece-white-n = hvit springer
live-piece-white-p = hvit bonde
live-piece-black-k = svart konge
live-piece-black-q = svart dronning
live-piece-black-r = svart tårn
live-piece-black-b = svart løper
live-piece-black-n = svart springer
live-piece-black-p = svart bonde

## Issue 33: et nettparti på Lichess.

online-started =
    Lichess-parti mot { $opponent }{ $has-rating ->
        [yes] , rating { $rating }
       *[no] {""}
    }. Du spiller { $color ->
        [white] hvit
       *[black] svart
    }. { $has-clock ->
        [yes] { $minutes } minutter pluss { $increment } sekunder
       *[no] Uten klokke
    }, { $rated ->
        [yes] ratet.
       *[no] uratet.
    }
online-lost = Forbindelsen til Lichess er brutt. Prøver igjen. Klokken din går videre.
online-back = Koblet til Lichess igjen.
online-refused =
    Lichess avviste trekket ditt: { $why ->
        [not-your-turn] det er ikke ditt trekk, eller partiet er slutt.
        [illegal] det er ikke lovlig der.
       *[other] trekket tas tilbake.
    }
online-wait =
    Lichess ber om å vente { $seconds } { $seconds ->
        [one] sekund
       *[other] sekunder
    }.
online-opponent-gone =
    { $seconds ->
        [0] Motstanderen har forlatt partiet. Du kan kreve seieren nå.
       *[other] Motstanderen har forlatt partiet. Du kan kreve seieren om { $seconds } { $seconds ->
            [one] sekund
           *[other] sekunder
        }.
    }
online-opponent-back = Motstanderen er tilbake.
online-chat = { $user } skriver: { $text }
online-no-chat = Ingen chatmeldinger.
online-aborted = Partiet ble avbrutt på Lichess. Det teller ikke.
online-cannot-claim = Du kan ikke kreve seieren: motstanderen har ikke vært borte lenge nok.
online-token-refused = Lichess godtar ikke lenger tokenet ditt. Trekk kan ikke sendes. Lag et nytt token.
problem-lichess = Lichess: { $detail }
problem-not-online = online { $command }: denne økten spiller ikke et nettparti (--opponent lichess)
# Oppgave 33, punkt 3: en motstander langt unna uten Lichess (docs/online.md).
remote-confirm = Motstander: { $move }. Riktig? Meldetasten bekrefter.
remote-dropped = Ikke tatt med. Skriv inn trekket igjen.
remote-unread =
    { $word }: { $why ->
        [unreadable] ikke noe trekk.
        [illegal] ikke noe lovlig trekk her.
        [ambiguous] to brikker kan gjøre det; legg til linje eller rad.
       *[two-readings] det passer på to trekk; oppgi begge feltene, for eksempel e2e4.
    }
remote-not-their-move = Det er ditt trekk, ikke motstanderens.
remote-nothing-to-confirm = Ikke noe trekk å bekrefte.
remote-move =
    Trekk { $number }, { $color ->
        [white] hvit
       *[black] svart
    }: { $move }.
remote-your-move = Ditt trekk.
remote-no-move-found =
    Ikke noe trekk { $number } for { $color ->
        [white] hvit
       *[black] svart
    } i teksten.
remote-opponents-move = Det er motstanderens trekk.
remote-already-in = Det er ditt trekk: motstanderens trekk er allerede med.
remote-over = Partiet er slutt.
