# taktil: allt en människa hör, på svenska.
#
# Läs varje meddelande högt innan det checkas in: Spelaren hör det i en hörsnäcka,
# ofta i tidsnöd. Kort, lugnt, entydigt.
#
# Vokabulärens ord (piece-*, rank-*, castle-*) i den här filen är de skandinaviska
# ord som tillägg E2.1 tillåter "mellan skandinaviska spelare" (kung ... bonde, ett
# ... åtta, kort och lång rockad). De används när spelaren har valt den lokala
# vokabulären; annars kommer de tyska orden från ../de/taktil.ftl. Linjernas namn
# står i ../files.ftl. Variabler med sådana ord ($piece, $square, $from, $to,
# $castle, ...) behåller sitt eget språk: sätt in dem i meningen, välj aldrig efter
# dem. Variablerna beskrivs i den engelska filen.
#
# Valvariabler:
#   $color, $by, $to-move   white | black
#   $role, $target-role     king | queen | rook | bishop | knight | pawn
#                           (för genus: ett torn, annars en)
#   $count                  ett tal (plural av pjäsernas namn)
#
# Pjäsernas namn står alltid i obestämd form ("springare", inte "springaren"), så att
# vokabulärens ord aldrig ändras: "Rörd pjäs: springare på Gustav ett."

## Vokabulär: pjäser. $count väljer plural (när ställningen läses upp).

piece-king =
    { $count ->
        [one] kung
       *[other] kungar
    }
piece-queen =
    { $count ->
        [one] dam
       *[other] damer
    }
piece-rook =
    { $count ->
        [one] torn
       *[other] torn
    }
piece-bishop =
    { $count ->
        [one] löpare
       *[other] löpare
    }
piece-knight =
    { $count ->
        [one] springare
       *[other] springare
    }
piece-pawn =
    { $count ->
        [one] bonde
       *[other] bönder
    }

## Vokabulär: raderna, från vit mot svart.

rank-1 = ett
rank-2 = två
rank-3 = tre
rank-4 = fyra
rank-5 = fem
rank-6 = sex
rank-7 = sju
rank-8 = åtta

## Vokabulär: rockad (annonseras som rockad, aldrig som kungsdrag: R-23).

castle-short = kort rockad
castle-long = lång rockad

## Annonsering av drag (E2.1). Kort: "springare Felix tre", "Eva slår David fem".

move-takes = slår
move-en-passant = en passant
move-check = schack
move-checkmate = schackmatt

# Ett drag; variablerna som i den engelska filen.
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
# Schack eller matt efter draget; $suffix: none | check | checkmate.
move-suffix =
    { $suffix ->
        [check] { " " }{ move-check }
        [checkmate] { " " }{ move-checkmate }
       *[none] { "" }
    }
# Rockad; $castle är ordet för rockaden.
move-castle = { $castle }{ move-suffix }
# En pjäs sätts in (bara i varianter, aldrig i vanligt schack).
move-put = { $piece } { $to }{ move-suffix }
# Ett nolldrag ("--" i en PGN): ingen har dragit.
move-null = Nolldrag
# Det senaste draget igen, på begäran (R-51); $move är annonseringen.
last-move = Senaste drag: { $move }
no-move-yet = Inget drag har spelats än.
# De senaste dragen, det äldsta först (tangenten historik). $count: hur många;
# $moves: listan av last-moves-item, åtskilda med semikolon.
last-moves =
    { $count ->
        [one] Senaste drag: { $moves }.
       *[other] Senaste { $count } dragen: { $moves }.
    }
# Ett drag i historiken: vem som drog ($by: white | black), sedan annonseringen.
last-moves-item =
    { $by ->
        [white] Vit
       *[black] Svart
    } { $move }

## Bondeförvandling (E2.1: spelaren nämner pjäsen). Tangenternas namn som på tangentbordet.

ask-promotion = Bondeförvandling på { $square }. Vilken pjäs? Tryck { key-queen }, { key-rook }, { key-bishop } eller { key-knight }.

## Rörd pjäs (art. 4.3, 4.4; E2.2: en pjäs som lyfts ur hålet är rörd).

touch-move = Rörd pjäs: { $piece } på { $square }. Pjäsen måste flyttas.
touch-capture = Rörd pjäs: { $piece } på { $square }. Pjäsen måste slås.
# $piece på $from måste slå $target på $at (4.3c). Nämn fältet, inte "den": båda
# pjäserna kan vara av samma slag.
touch-capture-with = Rörda pjäser: { $piece } på { $from } och { $target } på { $at }. Pjäsen på { $from } måste slå på { $at }.
touch-castle = Kung och torn rörda: du måste rockera, { $castle }.
# $piece är kungen, $square dess fält.
touch-king-move = Rockad är inte tillåten: flytta kungen.

## Otillåtna drag avvisas (art. 7.4).

illegal-unreachable =
    Otillåtet: { $color ->
        [white] Vits
       *[black] Svarts
    } { $piece } kan inte nå { $square }.
illegal-king-in-check = Otillåtet: din kung skulle stå i schack.
illegal-second-piece = Otillåtet: bara en pjäs får flyttas.
illegal-no-such-move = Det är inget tillåtet drag.

## Vägledning tillbaka till ställningen på brädet.

put-back =
    Sätt tillbaka: { $color ->
        [white]
            { $role ->
                [rook] vitt
               *[other] vit
            }
       *[black] svart
    } { $piece } på { $square }.
move-back = Flytta tillbaka: { $piece } från { $from } till { $to }.
remove = Ta bort pjäsen från { $square }.
place =
    Sätt: { $color ->
        [white]
            { $role ->
                [rook] vitt
               *[other] vit
            }
       *[black] svart
    } { $piece } på { $square }.
take =
    Ta bort: { $color ->
        [white]
            { $role ->
                [rook] vitt
               *[other] vit
            }
       *[black] svart
    } { $piece } från { $square }.
take-peg = Ta bort pjäsen från { $square }.
shift =
    Flytta: { $color ->
        [white]
            { $role ->
                [rook] vitt
               *[other] vit
            }
       *[black] svart
    } { $piece } från { $from } till { $to }.
board-differs =
    { $by ->
        [white] Vits
       *[black] Svarts
    } bräde avviker från partiet:
board-matches =
    { $by ->
        [white] Vits
       *[black] Svarts
    } bräde stämmer med partiet.
sheet-differs =
    Den seende spelarens protokoll avviker från partiet i drag { $number }, { $color ->
        [white] vit
       *[black] svart
    }.
sheet-letters-mixed =
    Den seende spelarens protokoll, drag { $number } { $color ->
        [white] vit
       *[black] svart
    }: { $word } är skrivet med andra pjäsbokstäver än { $earlier }. Ett protokoll använder en uppsättning bokstäver.
sheet-letters-undecided =
    Den seende spelarens protokoll, drag { $number } { $color ->
        [white] vit
       *[black] svart
    }: { $word } är ett lagligt drag med två olika uppsättningar pjäsbokstäver.
no-move = Inget drag på brädet än.
# Tillkännagivandet i artikel 4.2 i Svenska Schackförbundets översättning av FIDE:s
# regler ("jag rättar till"): en svensk röst läser "J'adoube" som "ja-du-u-be".
adjust = Jag rättar till.

## Devices: peg board, keypad and calibration.

calibrate-empty = Pluggbrädet kalibreras. Ta ut alla pluggar ur brädet och tryck sedan på Enter eller tangenten annonsera.
calibrate-put = Sätt en plugg i { $square }.
calibrate-done = { $square }: klart.
calibrate-taken = Den knappen är redan { $square }. Ta ut pluggen och försök igen.
calibrate-silent = Ingenting från { $square }. Kontrollera hålet och sätt sedan i pluggen igen.
calibrate-peg-seated = En plugg kom ut ur ett hål som inte var tomt. Låt den vara ute.
calibration-finished =
    { $missing ->
        [0] Kalibreringen är klar: alla 64 hål är klara.
        [one] Kalibreringen är klar; ett hål saknas.
       *[other] Kalibreringen är klar; { $missing } hål saknas.
    }
calibration-aborted = Kalibreringen avbröts. Ingenting sparades.
peg-board-lost = Pluggbrädet är frånkopplat.
peg-board-back = Pluggbrädet är tillbaka. Om en plugg flyttades under tiden, lyft den och sätt i den igen.
opponent-board-silent = Motståndarens bräde rapporterar inte.
opponent-board-back = Motståndarens bräde rapporterar igen.
keypad-lost = Knappsatsen är frånkopplad.
keypad-back = Knappsatsen är tillbaka.
no-hid-device = Ingen spelkontroll och inget pluggbräde hittades.
key-help = Knapp { $button }: { $key }.
key-help-help = Knapp { $button }: den här hjälpen.

## Partiets slut.

# $reason och $side som i den engelska filen; $result: white | black | draw
game-over =
    { $reason ->
        [checkmate] Schackmatt. { game-result }
        [stalemate] Patt. { game-result }
        [time]
            { $side ->
                [white] Vits
               *[black] Svarts
            } flagga har fallit. { game-result }
        [time-no-mate]
            { $side ->
                [white] Vits flagga har fallit, men Svart
               *[black] Svarts flagga har fallit, men Vit
            } kan inte göra matt. { game-result }
        [both-flags] Båda flaggorna har fallit. { game-result }
        [agreement] Remi efter överenskommelse.
        [threefold] Samma ställning tre gånger. { game-result }
        [fifty-moves] 50-dragsregeln. { game-result }
        [fivefold] Samma ställning fem gånger. { game-result }
        [seventy-five-moves] 75 drag utan slag eller bondedrag. { game-result }
        [illegal-moves]
            { $side ->
                [white] Vits
               *[black] Svarts
            } { $count ->
                [2] andra
               *[other] tredje
            } otillåtna drag. { game-result }
        [illegal-moves-no-mate]
            { $side ->
                [white] Vits { $count ->
                [2] andra
               *[other] tredje
            } otillåtna drag, men Svart
               *[black] Svarts { $count ->
                [2] andra
               *[other] tredje
            } otillåtna drag, men Vit
            } kan inte göra matt. { game-result }
       *[dead-position]
            { $result ->
                [draw] Remi: ingen av sidorna kan göra matt.
               *[other] Ingen av sidorna kan göra matt. { game-result }
            }
    }
game-result =
    { $result ->
        [white] Vit vinner.
        [black] Svart vinner.
       *[draw] Remi.
    }
game-is-over = Partiet är slut.
# $claim: threefold | fifty-moves
draw-claimable =
    { $claim ->
        [threefold] Du kan begära remi: samma ställning tre gånger.
       *[fifty-moves] Du kan begära remi: 50-dragsregeln.
    }

## Svar på tangenterna.

# $number är numret på draget som spelas nu ($moves, dragen som båda sidor har
# fullbordat, plus ett).
move-count =
    Drag { $number }, { $to-move ->
        [white] Vit
       *[black] Svart
    } vid draget.
# Ena sidan av ställningen: "Vit: kung Gustav ett; torn Anna ett, Felix ett."
# $groups är listan av position-group, åtskilda med semikolon.
position-side =
    { $color ->
        [white] Vit
       *[black] Svart
    }: { $groups }.
# $piece står i plural när $count är mer än ett; $squares är listan av fält.
position-group = { $piece } { $squares }
position-empty = Brädet är tomt.
# En linje eller rad på begäran: "Linje Eva: vit kung Eva ett, svart bonde Eva sju."
# $pieces är listan av reading-piece, åtskilda med komma.
file-reading = Linje { $file }: { $pieces }.
file-reading-empty = Linje { $file } är tom.
rank-reading = Rad { $rank }: { $pieces }.
rank-reading-empty = Rad { $rank } är tom.
# En pjäs i uppläsningen: färg (efter genus), pjäs, fält.
reading-piece =
    { $color ->
        [white]
            { $role ->
                [rook] vitt
               *[other] vit
            }
       *[black] svart
    } { $piece } { $square }
no-clock = Ingen klocka går.

## Brädet.

resync = Kontakten med brädet bröts; hela brädet läses om.

## Serial boards.

board-lost = Brädet är inte anslutet. Ditt parti är säkert.
board-silent = Brädet svarar inte. Ditt parti är säkert.
board-back = Brädet är tillbaka; brädet läses.
# $line räknar raderna sedan brädet anslöts; $fault är felet.
board-line-ignored = Brädrad { $line } ignorerad: { $fault ->
        [unreadable] oläsliga byte.
        [too-long] raden är för lång.
       *[not-understood] inget brädmeddelande.
    }

## Meddelanden till assistenten och domaren.

hearing =
    { $what ->
        [no-output] Ingen ljudutgång hittades: du hör varken tal eller ljud. Allt visas som text.
        [nothing] Inget tal och inga ljud: du hör ingenting. Allt visas som text.
        [sounds-only] Inget tal: du hör bara ljud. Orden visas som text.
       *[speech-only] Inga ljud: du hör tal, men inga ljud.
    }
speech-lost = Talet svarar inte längre: orden visas som text från och med nu.
voice-missing = Ingen röst för { $lang }: en annan röst läser de orden.
speech-through = Tal genom { $backend }.
speech-setting-ignored = { $setting ->
    [rate] { $backend } talar i sin egen takt: taltakten som är inställd i taktil används inte.
    [volume] { $backend } talar med sin egen volym: volymen som är inställd i taktil används inte.
   *[voice] { $backend } talar med sin egen röst: rösterna som är inställda i taktil används inte.
}
# $count: vilket otillåtet drag av $by det är; $penalty: none | time | loss |
# loss-or-draw; $minutes: extra tid för motståndaren.
illegal-counted =
    Otillåtet drag av { $by ->
        [white] Vit
       *[black] Svart
    }, nummer { $count }, avvisat. { $penalty ->
        [time]
            Domaren kan ge { $by ->
                [white] Svart
               *[black] Vit
            } { $minutes ->
                [one] en minut
               *[other] { $minutes } minuter
            } extra tid.
        [loss] Domaren kan förklara partiet förlorat.
        [loss-or-draw]
            Domaren kan förklara partiet förlorat, eller remi om { $by ->
                [white] Svart
               *[black] Vit
            } inte kan göra matt.
       *[none] { "" }
    }
# (For the arbiter, 2023) a refused placement: never announced, never pressed, so
# not a completed illegal move (7.5.1, D.2.3): no penalty. $count: refused so far.
illegal-not-completed =
    Otillåten placering av { $by ->
        [white] Vit
       *[black] Svart
    }, nummer { $count }, avvisad innan den meddelades. Inte ett fullbordat otillåtet drag, artikel 7.5.1: inget straff.
# (For the arbiter, 2023) the clock was pressed for $by without a move (7.5.3).
# (For the arbiter, 2023 7.5.2) $by pressed with a pawn on the last rank, $square, and no
# new piece: it became a queen.
promotion-without-piece =
    Artikel 7.5.2: { $by ->
        [white] Vit
       *[black] Svart
    } tryckte på klockan med en bonde på { $square } och ingen ny pjäs. Bonden blir en dam; bestraffas som ett otillåtet drag, om domaren beslutar så.
press-as-illegal =
    Artikel 7.5.3: ett tryck på klockan utan drag av { $by ->
        [white] Vit
       *[black] Svart
    } bestraffas som ett otillåtet drag, om domaren beslutar så.
touch-move-recorded =
    Brott mot regeln om rörd pjäs av { $by ->
        [white] Vit
       *[black] Svart
    }: draget avvisades.
assist-move-rejected = Det draget är inte tillåtet i den här ställningen.
key-ignored = Tangenten { $key } har ingen verkan nu.

## Klockan (art. 6). Tider bara på begäran (E2.9 d, R-51). Variablerna beskrivs i den

## engelska filen.

# En tid, avrundad nedåt, så att den aldrig säger mer än det finns.
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
        [one] en timme
       *[other] { $hours } timmar
    }
duration-minutes =
    { $minutes ->
        [one] en minut
       *[other] { $minutes } minuter
    }
duration-seconds =
    { $seconds ->
        [one] en sekund
       *[other] { $seconds } sekunder
    }
# Båda klockorna på begäran: "Vit en timme 29 minuter. Svart 4 minuter 30 sekunder."
clocks =
    { $white-flag ->
        [yes] Vit: flaggan har fallit.
       *[no] Vit { $white }.
    } { $black-flag ->
        [yes] Svart: flaggan har fallit.
       *[no] Svart { $black }.
    }
low-time = Tid kvar: { $left }.
# $duty: bokstaven i E2.9 (a ... f).
duty-off =
    { $duty ->
        [a] taktil hjälper inte till med det andra brädet i det här partiet.
        [b] taktil annonserar inte motståndarens drag i det här partiet.
        [c] taktil trycker inte på klockan i det här partiet.
        [d] taktil säger inte tiderna i det här partiet. Fråga din assistent.
        [e] taktil begär inte vinst på tid och anmäler inte rörda pjäser i det här partiet.
       *[f] taktil sköter inte hängpartier i det här partiet.
    }
arbiter-called = Klockorna är stoppade. Domaren är tillkallad.
clock-restarted = Klockan går igen.
flag-fell =
    { $color ->
        [white] Vits
       *[black] Svarts
    } flagga föll efter { $has-needed ->
        [yes]
            { $moves } av { $needed ->
                [one] ett drag
               *[other] { $needed } drag
            }
       *[no]
            { $moves ->
                [one] ett drag
               *[other] { $moves } drag
            }
    }.
both-flags-play-on = Båda flaggorna har fallit. Spelet fortsätter; domaren ställer klockorna.
# (For the arbiter, 2023) both flags are down and Guidelines III are not announced
# (III.2.1): no both-flags rule; $first: whose flag fell first.
both-flags-no-guidelines =
    Båda flaggorna har fallit, { $first ->
        [white] Vits
       *[black] Svarts
    } först. Riktlinjerna III gäller inte: ett krav eller domaren avgör, artikel 6.8 och 6.9.
quickplay-claimed =
    { $by ->
        [white] Vit begär
       *[black] Svart begär
    } remi, artikel { $article }. Klockorna är stoppade; domaren avgör.
quickplay-refused =
    Inget remikrav enligt artikel { $article }: { $bar ->
        [no-clock] partiet har ingen klocka.
        [not-announced] riktlinjerna III har inte tillkännagetts för tävlingen.
        [increment] partiet spelas med tillägg.
        [not-last-period] { $by ->
            [white] Vits
           *[black] Svarts
        } klocka är inte i sista perioden.
        [time-left] { $by ->
            [white] Vit har
           *[black] Svart har
        } två minuter eller mer kvar.
       *[pending] ett krav väntar redan på domaren.
    }
quickplay-postponed = Domaren avgör remikravet senare, artikel { $article }. Spelet fortsätter.
quickplay-rejected =
    Domaren avslår { $by ->
        [white] Vits
       *[black] Svarts
    } remikrav, artikel { $article }. Spelet fortsätter.
flag-awaits-arbiter =
    { $color ->
        [white] Vits
       *[black] Svarts
    } flagga har fallit. Domaren avgör nu remikravet, artikel { $article }.
no-quickplay-claim = Det finns inget remikrav enligt artikel { $article } att avgöra.
clock-press =
    { $by ->
        [white] Vit
       *[black] Svart
    } tryckte på klockan{ $note ->
        [before-move] { " " }innan draget var gjort.
        [not-running]
            , men den gick inte för { $by ->
                [white] Vit
               *[black] Svart
            }.
       *[stopped] { " " }medan den var stoppad.
    }
clock-adjusted =
    { $color ->
        [white] Vit
       *[black] Svart
    }: { $change } { $sign ->
        [minus] dras av.
       *[plus] läggs till.
    } { clock-reason }
# (Till domaren) en ändring av $colors tid som reglerna ger medan taktil inte håller
# tiden (ingen tidskontroll): inget är ändrat; den hör till klockan vid brädet.
time-not-kept =
    taktil håller inte tiden: har partiet en klocka, { $sign ->
        [minus] förlorar
       *[plus] får
    } { $color ->
        [white] Vit
       *[black] Svart
    } { $change } på den. { clock-reason }
clock-set =
    { $color ->
        [white] Vits
       *[black] Svarts
    } klocka ställd på { $left }{ $has-moves ->
        [yes]
            , { $moves ->
                [one] ett drag gjort
               *[other] { $moves } drag gjorda
            }.
       *[no] .
    } { clock-reason }
clock-reason =
    { $reason ->
        [illegal-move] Otillåtet drag
        [incorrect-claim] Felaktig begäran
        [quickplay] Snabbavslutning
        [reconstruction] Rekonstruktion
       *[judgement] Domarens bedömning
    }, artikel { $article }.

## Remierbjudanden och begäran (art. 9). $by: white | black.

draw-offered =
    { $by ->
        [white] Vit
       *[black] Svart
    } erbjuder remi.
draw-offer-stands =
    { $by ->
        [white] Vits
       *[black] Svarts
    } remierbjudande står kvar.
draw-offer-timing =
    { $by ->
        [white] Vit
       *[black] Svart
    } erbjöd remi före sitt drag: giltigt, artikel { $article } gäller.
draw-declined =
    { $by ->
        [white] Vit
       *[black] Svart
    } avböjer remi.
draw-offer-lapsed =
    { $by ->
        [white] Vit
       *[black] Svart
    } rörde en pjäs: remierbjudandet har förfallit.
no-draw-offer = Inget remierbjudande.
claim-declare-move = Begäran. Gör draget som du begär remi med.
claim-incorrect =
    { $by ->
        [white] Vits
       *[black] Svarts
    } begäran är felaktig. Spelet fortsätter.
claim-lapsed = Ingen begäran: en pjäs rördes under draget.
claim-not-on-move = Begär remi bara när det är ditt drag.
no-flag = Begäran på tid avvisad: ingen flagga har fallit.
touch-reported =
    Till domaren: { $by ->
        [white] Vit
       *[black] Svart
    } rörde { $has-piece ->
        [yes] en pjäs, { $piece }
       *[no] pjäsen
    } på { $square }.
touch-report-too-late = För sent att anmäla: den blinda spelaren har själv rört en pjäs, artikel { $article }.
illegal-ruled =
    Otillåtet drag av { $by ->
        [white] Vit
       *[black] Svart
    }, { $count ->
        [1] det första
        [2] det andra
        [3] det tredje
       *[other] nummer { $count }
    }. Artikel { $article }.

## Hängparti (E2.9 f): det förseglade draget förblir hemligt.

adjourned = Partiet är avbrutet. Det förseglade draget är noterat.
resumed = Partiet återupptas.
game-adjourned = Partiet är avbrutet.
not-adjourned = Partiet är inte avbrutet.

## De två bräderna och båda protokollen (E2.7, E2.8, R-41): avgörandet, till domaren.

## $player: blind | sighted (den blinda spelarens bräde är det taktila brädet).

# Ett drag i ett protokoll: "Vits drag 4, Springer Felix drei". $by: white | black;
# $number: dragets nummer; $written: move ($move är annonseringen) | text (en
# anteckning som inte är ett drag; $move är texten som den står skriven).
ruling-move =
    { $by ->
        [white] Vits
       *[black] Svarts
    } drag { $number }, { $written ->
        [text] skrivet som { $move }
       *[move] { $move }
    }
# Brädet som tillhör $player, inne i en mening och i dess början.
ruling-board-name =
    { $player ->
        [blind] det taktila brädet
       *[sighted] den seende spelarens bräde
    }
ruling-board-name-start =
    { $player ->
        [blind] Det taktila brädet
       *[sighted] Den seende spelarens bräde
    }
ruling-agreed = Artikel { $article }: båda protokollen stämmer överens, och bräderna visar deras ställning. Inget att rätta.
ruling-correct =
    Artikel { $article }: båda protokollen stämmer överens, men { ruling-board-name } avviker. { $player ->
        [blind] Den blinda spelaren
       *[sighted] Den seende spelaren
    } rättar det efter protokollet.
ruling-take-back = Artikel { $article }: protokollen skiljer sig åt. Partiet förs tillbaka till det sista draget där de är lika, och domaren ställer klockorna.
ruling-both-boards = Båda bräderna avviker från protokollen. Artikel { $article } avgör inte detta: domaren beslutar.
ruling-unrecorded = { ruling-board-name-start } visar ett drag som inget av protokollen har. Domaren beslutar: skriv upp det, eller ta tillbaka det.
ruling-no-position = { ruling-board-name-start } visar ingen ställning ur det här partiet. Domaren beslutar.
ruling-assistant-record = Den blinda spelarens protokoll, som taktil för, avviker, men båda bräderna följer den seende spelarens. Felet finns i taktils protokoll: domaren beslutar.
# $fault: illegal | ambiguous | unreadable; $move: anteckningen (ruling-move).
ruling-illegal-entry =
    Artikel { $article }: den { $player ->
        [blind] blinda
       *[sighted] seende
    } spelarens protokoll har { $fault ->
        [illegal] ett otillåtet drag
        [ambiguous] ett tvetydigt drag
       *[unreadable] en anteckning som inte är ett drag
    }: { $move }. Domaren beslutar.
# Ställningen det gäller: efter $move (ruling-move) när $has-last är yes, annars
# början.
ruling-position =
    { $has-last ->
        [yes] Ställning efter { $move }.
       *[no] Ställning: partiets början.
    }
# 8.1: $player har ännu inte skrivit $move, som ett bräde visar.
ruling-pending =
    Den { $player ->
        [blind] blinda
       *[sighted] seende
    } spelaren har ännu inte skrivit det här draget: { $move }. Ett bräde visar det, artikel { $article }.
ruling-unchecked = { ruling-board-name-start } är inte känt och jämfördes därför inte.
# Var brädet avvek från protokollet. $move: det skrivna draget (ruling-move);
# $executed: draget som utfördes i stället (en annonsering).
ruling-other-move = Skrivet: { $move }. Utfört i stället: { $executed }.
ruling-skipped = Inte utfört på det här brädet: { $move }.
ruling-behind = Det här brädet ligger efter. Det första draget som saknas: { $move }.
ruling-ahead = Det här brädet visar ett drag till: { $move }.
ruling-divergence-unknown = Var det här brädet avvek från protokollet går inte att avgöra.
# Stegen, i ordning. När $has-piece är no vet brädet inte vilken pjäs det är.
ruling-step-move =
    { $has-piece ->
        [yes] Flytta: { $piece } från { $from } till { $to }.
       *[no] Flytta pjäsen från { $from } till { $to }.
    }
ruling-step-remove =
    { $has-piece ->
        [yes] Ta bort: { $piece } från { $square }.
       *[no] Ta bort pjäsen från { $square }.
    }
ruling-step-put =
    Sätt: { $color ->
        [white]
            { $role ->
                [rook] vitt
               *[other] vit
            }
       *[black] svart
    } { $piece } på { $square }.
# Vad protokollet som tillhör $player har efter den gemensamma ställningen: $count
# drag, $moves listan av ruling-move, åtskilda av semikolon.
ruling-sheet-moves =
    Den { $player ->
        [blind] blinda
       *[sighted] seende
    } spelarens protokoll { $count ->
        [0] har inga fler drag.
       *[other] har sedan: { $moves }.
    }
# E2.8, R-42: klockorna som de sparades vid den gemensamma ställningen: $white och
# $black är tider, $number dragräknaren. $recorded no: inget sparat.
ruling-clock =
    { $recorded ->
        [yes] Klocktider antecknade där: Vit { $white }, Svart { $black }; drag { $number }.
       *[no] Inga klocktider är antecknade där: domaren ställer klockorna efter bästa bedömning, artikel { $article }.
    }
# E2.8: $ready yes: brädet visar ställningen; no: stegen följer.
ruling-set-board =
    { $ready ->
        [yes] { ruling-board-name-start } visar den här ställningen.
       *[no] Ställ upp { ruling-board-name } i den här ställningen:
    }
ruling-board = { ruling-board-name-start }:
ruling-boards-show =
    { $has-last ->
        [yes] Båda bräderna visar ställningen efter { $move }.
       *[no] Båda bräderna visar utgångsställningen.
    }

## Tangenternas namn, som spelaren känner dem från tangentbordet.

key-announce = annonsera
key-repeat = upprepa
key-time = tid
key-moves = drag
key-position = ställning
key-queen = dam
key-rook = torn
key-bishop = löpare
key-knight = springare
key-draw = remi
key-claim = begär
key-adjust = rätta till
key-arbiter = domare
key-history = historik
key-clock = klocka
# Tangenterna som läser upp en linje eller rad, namngivna med vokabulären:
# "Tangenten linje Eva", "Tangenten rad ett".
key-file = linje { $file }
key-rank = rad { $rank }

## Notation

# Pjäsernas bokstäver i algebraisk notation (kung, dam, torn, löpare, springare),
# för de skrivna protokollen (punktskrift).
notation-king = K
notation-queen = D
notation-rook = T
notation-bishop = L
notation-knight = S
# Dragnumret före ett dragpar i det inlästa protokollet: "Drag 12."
sheet-move-number = Drag { $number }.

## Det pågående partiet: journalen och återställningen.

journal-failed = Journalen kan inte skrivas. Partiet fortsätter, men det sparas inte längre.
# $line is the line number in the journal file.
journal-line-ignored = Rad { $line } i journalen är avklippt och hoppas över.
# Lines of the journal that do not check are left out, from $line on ($count lines).
journal-lines-dropped =
    { $count ->
        [1] Journalen är skadad på rad { $line }: den raden hoppas över.
       *[other] Journalen är skadad på rad { $line }: { $count } rader därifrån hoppas över.
    }
# A made move had no checkpoint after it (at $line); the journal is written again with it.
journal-repaired = Journalen saknade ett drag på rad { $line }. Den är lagad; inget drag går förlorat.
# A journal an earlier resume checked does not replay as recorded (from $line): a fault in taktil; nothing is left out.
journal-disagrees = Journalen motsäger sig själv på rad { $line }. Alla rader behålls. Tillkalla domaren.
journal-unchecked = Journalen är skriven av en äldre taktil och kan inte kontrolleras.
journal-no-game = Journalen innehåller inget parti. Ett nytt parti börjar.
# $moves is the number of the last move made; 0 when no move was made yet.
game-restored =
    { $moves ->
        [0] Partiet är återställt; inget drag gjort än.
       *[other] Partiet är återställt efter drag { $moves }.
    }
# taktil play has started and listens to the boards; $color is the blind player's colour.
ready =
    Klar. Du spelar { $color ->
        [white] vit
       *[black] svart
    }.
# Utan sensorer (`--board none`) ser taktil inte spelarens bräde: han säger sina drag
# högt (D.2.2).
ready-no-sensors =
    Klar. Du spelar { $color ->
        [white] vit
       *[black] svart
    }. Ditt bräde har inga sensorer: säg varje drag högt.

## Issue 14: result

key-resign = ge upp
# Första trycket på tangenten ge upp (5.1b): ett tryck ger aldrig upp.
resign-ask = Ge upp? Tryck ge upp igen inom { $seconds } sekunder för att ge upp.
resign-cancelled = Inte uppgivet. Partiet fortsätter.
ended-before =
    Partiet var redan slut: { $late ->
        [resignation] uppgivandet
        [agreement] remiöverenskommelsen
       *[result] domarens resultat
    } ändrar ingenting.
sealed-move-concludes =
    { $late ->
        [white] Vit
       *[black] Svart
    } kom för sent till återupptagandet, men det förseglade draget avslutar partiet: det resultatet står sig (riktlinje för hängpartier { $article }). Kuvertet öppnas.
sealed-move-faulty =
    Det förseglade draget lyder { $written }: { $fault ->
        [ambiguous] det passar mer än ett drag.
        [unclear] dess betydelse går inte att avgöra.
       *[illegal] det är inte ett tillåtet drag.
    }
game-decided =
    { $reason ->
        [resignation]
            { $side ->
                [white] Vit
               *[black] Svart
            } ger upp. { game-result }
        [resignation-no-mate]
            { $side ->
                [white] Vit ger upp, men Svart
               *[black] Svart ger upp, men Vit
            } kan inte göra matt. { game-result }
        [forfeit]
            { $side ->
                [white] Vit
               *[black] Svart
            } förlorar utan spel. { game-result }
        [sealed-move] Det förseglade draget förlorar, regel 8 för avbrutna partier. { game-result }
        [sealed-move-no-mate]
            { $side ->
                [white] Vits förseglade drag förlorar, men Svart
               *[black] Svarts förseglade drag förlorar, men Vit
            } kan inte göra matt. { game-result }
        [server-draw] Remi på Lichess. { game-result }
        [server-left]
            { $side ->
                [white] Vit har lämnat partiet.
               *[black] Svart har lämnat partiet.
            } { game-result }
        [server-fair-play] Lichess har avslutat partiet av fair play-skäl. { game-result }
        [server-other] Lichess har avslutat partiet. { game-result }
       *[arbiter] Domarens beslut, artikel { $article }. { game-result }
    }

## Issue 14: touch. Beröringar som domaren avgör (4.3, 4.4, 4.5; E2.9e).

# Domaren avgör att en beröring inte var avsiktlig (4.3, `arbiter void`); den binder
# inte längre. $blind är yes när $by är den blinda spelaren, som man talar till.
touch-voided =
    { $blind ->
        [yes] Domaren upphäver din beröring: { $piece } på { $square }. Den binder dig inte.
       *[no] Domaren upphäver { $by ->
            [white] Vits
           *[black] Svarts
        } beröring: { $piece } på { $square }. Den binder inte.
    }
# (Till domaren) `arbiter void`: spelaren vid draget har ingen beröring som binder (på
# $square när $has-square är yes).
no-touch-to-void =
    { $has-square ->
        [yes] Ingen beröring på { $square } i detta drag.
       *[no] Ingen beröring i detta drag.
    }
# Domaren fastställer den seende spelarens beröring: vad hans drag måste vara. Sägs
# också när ett drag som bryter mot den avvisas. $kind: move, capture, capture-with
# (måste slå på $at), castle ($castle är rockadens ord) eller king-move (rockad inte
# tillåten: ett annat kungsdrag).
touch-upheld =
    Domaren fastställer { $by ->
        [white] Vits
       *[black] Svarts
    } beröring: { $kind ->
        [move] { $piece } på { $square } måste flyttas.
        [capture] { $piece } på { $square } måste slås.
        [capture-with] { $piece } på { $square } måste slå på { $at }.
        [castle] { $by ->
            [white] Vit
           *[black] Svart
        } måste rockera, { $castle }.
       *[king-move] rockad är inte tillåten, kungen måste flyttas.
    }
# Den fastställda beröringen binder inte: den rörda pjäsen kan varken flyttas eller
# slås, så vilket tillåtet drag som helst får göras (4.5).
touch-upheld-lapsed =
    { $piece } på { $square } kan varken flyttas eller slås. { $by ->
        [white] Vit
       *[black] Svart
    } får göra vilket tillåtet drag som helst, artikel { $article }.
# (Till domaren) `arbiter uphold`: ingen beröring anmäld för $by, den seende spelaren
# vid draget, i detta drag (på $square när $has-square är yes).
no-touch-to-uphold =
    { $has-square ->
        [yes] Ingen beröring på { $square }
       *[no] Ingen beröring
    } anmäld för { $by ->
        [white] Vit
       *[black] Svart
    } i detta drag.
# (Till domaren) `arbiter uphold` efter att $by har gjort draget.
touch-uphold-too-late =
    { $by ->
        [white] Svart har rört en pjäs efter Vits drag
       *[black] Vit har rört en pjäs efter Svarts drag
    }: för sent att påtala brott mot regeln om rörd pjäs, artikel { $article }.
touch-kept =
    { $by ->
        [white] Vits
       *[black] Svarts
    } drag höll sig till beröringen av { $piece } på { $square }: inget brott mot artikel { $article }.
touch-from-pegs =
    { $by ->
        [white] Vits
       *[black] Svarts
    } beröringar läses från hans bräde: en pinne ur sitt hål är en beröring, artikel { $article }.
touch-not-on-move =
    { $by ->
        [white] Vit
       *[black] Svart
    } är inte vid draget: en beröring binder bara spelaren vid draget, artikel { $article }.

## Issue 14: ruling

## Beslut som verkställs (arbiter apply, arbiter takeback; docs/arbiter.md).

## $article: 7.4a | 7.5 | E2.8, som i reglerna.

# Partiet förs tillbaka: $has-last yes: till ställningen efter $move (ruling-move); no:
# till början.
taken-back =
    Artikel { $article }: partiet förs tillbaka till { $has-last ->
        [yes] ställningen efter { $move }.
       *[no] utgångsställningen.
    }
# Efter återtagandet: $by spelar drag $number.
play-on =
    { $by ->
        [white] Vit
       *[black] Svart
    } är vid draget, drag { $number }.
# Till domaren: klockorna ställs tillbaka. $recorded yes: till tiderna sparade där;
# no: inga sparade.
# $after: stopped (domaren startar taktils klocka igen) | running (ett träningsparti:
# taktil startar den själv) | by-hand (en DGT-klocka som taktil bara läser).
clocks-set-back =
    { $recorded ->
        [yes]
            { $after ->
                [running] Klockorna är tillbakaställda till Vit { $white }, Svart { $black }; drag { $number }.
                [by-hand] Ställ DGT-klockan för hand till Vit { $white-set }, Svart { $black-set }; drag { $number }. Starta den sedan.
               *[stopped] Klockorna är tillbakaställda till Vit { $white }, Svart { $black }; drag { $number }. De står stilla: starta dem med clock start.
            }
       *[no]
            { $after ->
                [by-hand] Inga klocktider är antecknade där: ställ DGT-klockan för hand efter bästa bedömning, artikel { $article }.
               *[other] Inga klocktider är antecknade där: ställ klockorna efter bästa bedömning, artikel { $article }.
            }
    }
time-given-kept = Tid som getts efter det draget gäller fortfarande: { clock-adjusted }
# Till domaren: E2.7 verkställt; bara brädet för $player rättas.
board-corrected = Artikel { $article }: partiet förblir som det är. Bara { ruling-board-name } rättas.
no-ruling = Det finns inget beslut att verkställa. Be om ett med reconcile.
ruling-for-arbiter = Detta beslut överlåter avgörandet åt dig. Inget har ändrats; ta tillbaka med arbiter takeback om du beslutar så.
ruling-stale = Partiet har ändrats sedan beslutet. Inget har ändrats; be om ett nytt beslut med reconcile.
# arbiter takeback nämner ett drag som partiet inte har: drag $number för $by.
no-such-move =
    Partiet har inget drag { $number } för { $by ->
        [white] Vit
       *[black] Svart
    } att gå tillbaka till.

## Issue 16: keys
keystroke-help = { $keys }: { $key }.
keystroke-help-help = { $keys }: den här hjälpen.
keystroke-read-help = { $keys }, sedan en linjebokstav eller en radsiffra: läs den linjen eller raden.
keystroke-line-help = { $keys }: en rad till assistenten.
keystroke-read = Vilken linje eller rad?
keystroke-unbound = Den tangenten gör ingenting. Stjärna: tangenthjälpen.
keystroke-or = { $first } eller { $second }
keyname-space = mellanslag
keyname-enter = Enter
keyname-minus = minus
keyname-plus = plus
keyname-slash = snedstreck
keyname-star = stjärna
keyname-question = frågetecken
keyname-colon = kolon
keyname-period = komma
keyname-escape = Escape
keyname-backspace = Backsteg
keyname-f1 = F1
keyname-home = Home
keyname-end = End
keyname-page-up = sida upp
keyname-page-down = sida ned
keyname-up = uppil
keyname-down = nedpil
keyname-left = vänsterpil
keyname-right = högerpil

## Issue 15: editions
# En begäran enligt 9.2 eller 9.3 är också ett remianbud (9.1b(3); 2001 9.1c).
claim-offers-draw = Din begäran är också ett remianbud.
# $by:s felaktiga begäran står kvar som remianbud (9.1b(3)).
claim-offer-to-accept =
    { $by ->
        [white] Vits
       *[black] Svarts
    } begäran är också ett remianbud. Tryck remi för att ta emot det.
# (Till domaren) $by satte $first på förvandlingsrutan, sedan $shown (4.4d).
promotion-final =
    Till domaren: { $by ->
        [white] Vits
       *[black] Svarts
    } förvandling på { $square } är slutgiltig: { $first }, artikel { $article }. Sedan bytt: { $shown }.

## Issue 16: the sighted board's stream
castling-after-rook =
    { $by ->
        [white] Vit
       *[black] Svart
    } flyttade kungen efter tornet. Artikel { $castling }: ingen rockad när tornet rördes först. Torndraget står; kungen går tillbaka. Domaren avgör ett otillåtet drag, artikel { $illegal }.

## Issue 16: no sensors

# Den blinde spelarens eget drag, så som det utfördes på motståndarens bräde, sagt
# tillbaka till honom genast (pluggbräde utan sensorer). $move: draget.
own-move = Du: { $move }
# Till assistenten: pluggbrädet utan sensorer läses inte.
no-sensors-ignored = Pluggbrädet har inga sensorer i det här partiet: pluggarna läses inte.
tactile-board-has-sensors = Det här pluggbrädet har sensorer: taktil läser det, så det ska inte matas in.

## Issue 16: DGT clock
external-clock-lost = Klockan är frånkopplad. Datorn håller reda på tiden.
external-clock-back = Klockan är ansluten igen.
external-press-without-move =
    Klockan trycktes för { $by ->
        [white] Vit
       *[black] Svart
    } { $blind ->
        [yes] innan hans drag var gjort och meddelat, artikel { $article }.
       *[no] utan ett drag.
    }
external-move-without-press =
    { $by ->
        [white] Vit
       *[black] Svart
    } drog och tryckte inte på klockan.
external-clock-set = Klockan ställdes för hand, artikel { $article }: Vit { $white }, Svart { $black }.
external-clock-keeps = Den elektroniska klockan håller tiden: gör det på själva klockan.
external-arbiter-called = Domaren är tillkallad. Stoppa klockan på bordet.

## Issue 16: evdev keyboard

# taktil devices: no keyboard but the terminal's can be read through evdev.
no-evdev-keyboard = Inget annat tangentbord hittades.

## Issue 17: wording

# A move number said as a name ("move 4"), referenced by the sentences that say one
# with $number: Icelandic writes 1-4, 21-24 ... as neuter words, which a synthesizer
# would read masculine from a digit; here the digit reads right.
number-label = { $number }

## Issue 17: braille display

# taktil play --braille-display: BRLTTY does not answer (at the start) or went away; said once.
braille-display-lost = Ingen punktskriftsdisplay. Partiet fortsätter.
# BRLTTY answers again: the display shows the last words again.
braille-display-back = Punktskriftsdisplayen är tillbaka.

## Issue 18: engine

only-in-practice = Bara i ett träningsparti.
practice-taken-back =
    Taget tillbaka: partiet förs tillbaka till { $has-last ->
        [yes] ställningen efter { $move }.
       *[no] utgångsställningen.
    }
engine-stopped = Schackprogrammet har stannat.
engine-back = Schackprogrammet är tillbaka.
hint = Tips: { $move }.
no-hint = Inget tips: det finns inget drag.
eval-equal = Lika.
eval-better =
    { $side ->
        [white] Vit
       *[black] Svart
    } står { $pawns ->
        [0] något bättre.
        [1] bättre, ungefär en bonde.
       *[other] bättre, ungefär { $pawns } bönder.
    }
eval-mates =
    { $side ->
        [white] Vit
       *[black] Svart
    } gör matt i { $moves ->
        [1] ett drag.
       *[other] { $moves } drag.
    }
practice-only = Bara i ett träningsparti.
practice-key-help =
    { $keys }: { $command ->
        [hint] ett tips.
        [eval] värderingen.
        [takeback] ta tillbaka ditt senaste drag.
       *[restart] starta schackprogrammet igen.
    }
# The key help of a practice key on a HID keypad (issue 29, point 12).
practice-button-help =
    Knapp { $button }: { $command ->
        [hint] ett tips.
        [eval] värderingen.
        [takeback] ta tillbaka ditt senaste drag.
       *[restart] starta schackprogrammet igen.
    }

## Issue 18: review

review-analysing =
    { $moves ->
        [one] Ett drag
       *[other] { $moves } drag
    } analyseras. Var god vänta.
review-ready =
    { $moves ->
        [one] Ett drag
       *[other] { $moves } drag
    }, { $moments ->
        [0] inga misstag hittade.
        [one] ett drag att titta på.
       *[other] { $moments } drag att titta på.
    } Frågetecken för hjälp.
review-no-engine = Ingen schackmotor: bara dragen, utan analys.
review-engine-stopped = Schackmotorn stannade vid drag { $number }: resten utan analys.
review-start = Partiets början.
review-move =
    Drag { $number }, { $color ->
        [white] vit
       *[black] svart
    }: { $move }.
review-class =
    { $class ->
        [inaccuracy] En onöjaktighet.
        [mistake] Ett misstag.
       *[blunder] En grov blunder.
    }
review-lost =
    { $pawns ->
        [0] Det kostade ungefär en halv bonde.
        [one] Det kostade ungefär en bonde.
       *[other] Det kostade ungefär { $pawns } bönder.
    }
review-missed-mate = Det missade en matt i { $moves }.
review-allows-mate = Det tillåter matt i { $moves }: nu är partiet förlorat.
review-preferred = Schackmotorn föredrog { $move }.
review-end = Partiets slut.
review-no-more-mistakes = Inga fler misstag efter det här draget.
review-no-earlier-mistakes = Inga misstag före det här draget.
review-no-such-move =
    Det finns inget drag { $number } för { $color ->
        [white] vit
       *[black] svart
    }.
review-jump-ask = Vilket drag? Skriv numret, sedan Enter.
review-keys-help = Tangenter: 6 eller n, nästa drag. 4 eller p, föregående drag. 5 eller mellanslag, igen. 3 eller m, nästa misstag. 9, föregående misstag. 7, början. 1, slutet. g, sedan ett dragnummer och Enter, går till det draget. q, avsluta.
# Kommandona skrivs på engelska.
review-lines-help = Skriv next, previous, repeat, mistake, previous mistake, start, end, ett dragnummer som 12 eller 12 black, eller quit.
review-unknown-key = Den tangenten gör ingenting här. Frågetecken för hjälp.
review-unknown-line = Det är inget analyskommando. help visar kommandona.

## Issue 18: practice, touch-move relaxed

# Said at the start of a practice game with touch-move relaxed (`--practice --free-touch`).
free-touch = Träningsparti: En rörd pjäs behöver inte flyttas.

## Issue 27: det skalet visar assistenten och domaren (src/notice/problem.rs)
# På assistentens skärm eller standardfel, sägs aldrig. { $path }, { $port },
# { $error } och { $reason } visas som de kom (en fil, en port, operativsystemets eller
# en parsers ord).

problem-input = inmatning: { $error }: { $line }
problem-keys-unreadable = tangentbordet kan inte läsas: { $error }
problem-bad-lines = felaktiga rader från brädet den senaste sekunden: { $lines } ({ $shown } visade)
problem-board-bad-lines =
    { $board ->
        [tactile] det taktila brädet
       *[sighted] den seende spelarens bräde
    } på { $port }: felaktiga rader från brädet den senaste sekunden: { $lines } ({ $shown } visade)
problem-board-lost =
    { $board ->
        [tactile] det taktila brädet
       *[sighted] den seende spelarens bräde
    } på { $port }: { $why ->
        [port] förlorat: { $error }
        [no-answer] inget TBP/1-bräde svarar
       *[silent] svarar inte längre
    }; försöker igen varje sekund
problem-braille-lost = punktskriftsdisplayen (brlapi): { $reason }; försöker igen varje sekund
problem-hid-failed = pluggbrädet och knappsatsen (hid): { $error }
problem-pad-connected =
    { $keypad ->
        [yes] spelkontroll { $pad } "{ $name }" är knappsatsen
       *[no] spelkontroll { $pad } "{ $name }" är pluggbrädet; pluggar som redan sitter i sina hål rapporteras inte (ett HID-bräde skickar bara ändringar): jämför brädet med partiet
    }
problem-pad-disconnected =
    { $keypad ->
        [yes] knappsatsen
       *[no] pluggbrädet
    } "{ $name }" (spelkontroll { $pad }) är frånkopplad; partiet fortsätter, mata in dragen med assist-kommandon tills den är tillbaka
problem-unknown-button =
    knapp { $code }{ $button ->
        [none] {""}
       *[other] {" "}(knapp { $button })
    } på "{ $name }" är varken ett hål i brädet eller en tangent: kör taktil calibrate, eller tilldela den i enhetsfilen
problem-keyboard-lost = { $reason }; letar efter det varje sekund
problem-keyboard-failed = tangentbordet (evdev): { $error }
problem-dgt-orientation =
    DGT-brädet på { $port } står med { $connector ->
        [white] Vit
       *[black] Svart
    } på kontaktsidan
problem-dgt-clock-side =
    DGT-klockan på { $port }: Vits tid är till { $right ->
        [yes] höger
       *[no] vänster
    } (den sidan gick först)
problem-dgt-resync = DGT-brädet på { $port }: { $problem }; begärde en fullständig avläsning av brädet
problem-dgt-lost = den seende spelarens bräde (dgt:{ $port }): { $reason }; försöker igen varje sekund
problem-dgt-failed = den seende spelarens bräde (dgt:{ $port }) är förlorat: { $error }; partiet fortsätter, mata in den seende spelarens drag med assist-kommandon
problem-livechess-lost = den seende spelarens bräde (livechess:{ $addr }): { $reason }; försöker igen
problem-livechess-message = ett meddelande från LiveChess (livechess:{ $addr }) förstods inte och hoppas över: { $reason }: { $text }
problem-livechess-differs = LiveChess draglista för den seende spelarens bräde (livechess:{ $addr }) är inte den som följts; partiet är oförändrat och brädet kontrolleras mot det. Följt: { $followed }. LiveChess nu: { $board }
problem-livechess-kings = LiveChess angav { $san } med båda kungarna i centrum (livechess:{ $addr }): ett resultat som visas på brädet, inget drag; domaren för in resultatet
problem-livechess-withdrawn = LiveChess drog tillbaka { $moves } innan det annonserades (livechess:{ $addr }): pjäser var i luften
problem-livechess-not-legal = LiveChess drag { $index }, { $san }, är inte tillåtet här (livechess:{ $addr }); listan läses fram till det
problem-livechess-no-board = LiveChess visar inte längre den seende spelarens bräde (livechess:{ $addr }); det visar { $known }
problem-publish-failed = sändningsmapp: kan inte skriva { $path }: { $error }; partiet fortsätter och skrivs igen efter nästa drag
problem-push-refused = sändning avvisad ({ $status }): { $error }
problem-push-failed = sändning misslyckades: { $reason }; försöker igen om { $seconds } s
problem-speech-missing = tal: { $reason }
problem-sound-missing = ljudutgång: { $reason }
problem-engine-stopped = { $reason }; partiet fortsätter: skriv `engine restart` (eller tryck g) för att starta schackprogrammet igen
problem-engine-running = engine restart: schackprogrammet körs
problem-engine-no-move = schackprogrammet har inget drag i den här ställningen
problem-engine-no-score = schackprogrammet gav ingen värdering
problem-engine-no-takeback = engine takeback: spelaren har inte gjort något drag än
# { $command } är ordet i det skrivna kommandot (engelska, som det skrevs).
problem-no-engine = engine { $command }: inget schackprogram spelar i det här partiet
problem-journal-failed = { $path }: journalen kan inte skrivas: { $error }; partiet fortsätter bara i minnet
problem-journal-no-game = { $path }: journalen innehåller inget parti (dess inställningar är ofullständiga): ett nytt parti börjar
problem-journal-not-kept = { $path }: journalens innehåll kan inte sparas: { $error }
problem-journal-unchecked = { $path }: journalen har inga kontroller (en äldre taktil skrev den): den återställs som den är, okontrollerad
problem-journal-untold =
    { $path }: en tidigare återupptagning utelämnade { $count ->
        [one] 1 rad
       *[other] { $count } rader
    } från rad { $line } och stoppades innan den meddelade det
# { $text } är journalraden som den var; { $why } skälet till att den utelämnas.
problem-journal-dropped =
    { $path }: rad { $line } (`{ $text }`): { $why }; { $count ->
        [one] 1 rad utelämnad
       *[other] { $count } rader utelämnade
    }; { $kept ->
        [yes] en kopia sparad i { $saved }
       *[no] ingen kopia sparad: { $error }
    }
problem-journal-repaired =
    { $path }: rad { $line }: uppspelning av journalen ger `{ $checkpoint }`, som den inte har noterat: en tidigare återupptagning fortsatte utan den; journalen skrivs om med { $count ->
        [one] 1 kontrollpunkt
       *[other] { $count } kontrollpunkter
    }
problem-journal-disagrees = { $path }: rad { $line }: { $what }; en tidigare återupptagning kontrollerade den här journalen: ett fel i taktil, ingen skada; alla rader behålls, och partiet följer uppspelningen (avvikelser totalt: { $count })
problem-no-wall-clock = { $path }: ingen klocktid noterad: hur länge taktil var nere går inte att veta; klockan räknar tiden som stoppad
journal-cause-cut = raden är avklippt
journal-cause-not-utf8 = inte UTF-8-text i kolumn { $column }
journal-cause-check = raden stämmer inte med sin kontrollsumma
journal-cause-parse = { $error }
journal-difference-recorded = rad { $line } noterar `{ $recorded }`, uppspelning av journalen ger { $moved ->
        [yes] `{ $gives }`
       *[no] inget drag
    }
journal-difference-unrecorded = uppspelning av journalen ger `{ $gives }`, som den inte noterar
# The Laws the game is played under (R-61); $named no: an earlier taktil's journal,
# resumed under 2009.
fact-laws =
    Schackregler: FIDE { $edition }{ $named ->
        [yes] { "" }
       *[no] { " " }(journalen nämner ingen utgåva: den skrevs innan 2023 var standard)
    }
# Fakta om ett återställt parti. { $seconds } skrivs 12.345.
fact-down = taktil var nere i { $seconds } s; räknat på klockan för spelaren vid draget
fact-clocks =
    återställda klockor: Vit { $white }, Svart { $black } ({ $running ->
        [white] Vit vid draget
        [black] Svart vid draget
       *[stopped] stoppade
    })
# { $moves } är protokollet, numrerat: 1. e4 e5 2. Nf3; { $plies } antalet halvdrag.
fact-sheet =
    { $blind ->
        [yes] återställt protokoll för den blinda spelaren (som annonserat):
       *[no] återställt protokoll för den seende spelaren (som inmatat):
    } { $plies ->
        [0] inga drag
       *[other] { $moves }
    }

# Det som inte sägs, som assistentens skärm och de enkla raderna visar det
# (src/l10n/output.rs). { $san }, { $uci }, { $fen } och { $squares } är schacknotation
# och står kvar som de är; { $number } är "12." eller "12...".
output-move =
    { $number } { $san }{ $offer ->
        [yes] {" "}(=)
       *[no] {""}
    } ({ $uci }, { $color ->
        [white] Vit
       *[black] Svart
    }{ $source ->
        [assist] , inmatat av assistenten
        [tactile] {" "}på det taktila brädet
       *[sighted] {" "}på den seende spelarens bräde
    })
output-clock =
    { $color ->
        [white] Vits
       *[black] Svarts
    } klocka startar
output-clock-times =
    { $color ->
        [white] Vits
       *[black] Svarts
    } klocka startar (Vit { $white }, Svart { $black }{ $stopped ->
        [yes] , stoppade
       *[no] {""}
    })
output-flag =
    { $color ->
        [white] Vits
       *[black] Svarts
    } flagga har fallit
output-low-time =
    { $color ->
        [white] Vits
       *[black] Svarts
    } tid håller på att ta slut
output-mismatch =
    { $board ->
        [tactile] det taktila brädet
       *[sighted] den seende spelarens bräde
    } avviker på { $squares }
output-matched =
    { $board ->
        [tactile] det taktila brädet
       *[sighted] den seende spelarens bräde
    } stämmer med partiet igen
# Avstämningen av de två bräderna mot båda protokollen (E2.7, E2.8): vad som
# beslutades, dess artikel och ställningen som bräderna ska visa.
output-ruling =
    { $kind ->
        [agreed] protokollen stämmer överens, och bräderna visar deras ställning
        [correct] protokollen stämmer överens; ett bräde rättas
        [take-back] protokollen skiljer sig åt; partiet förs tillbaka dit där de är lika
        [both-boards] protokollen stämmer överens, men båda bräderna avviker från dem
        [unrecorded] ett bräde visar ett drag som inget av protokollen har
        [no-position] ett bräde visar ingen ställning ur partiet
        [assistant-record] den blinda spelarens protokoll i taktil är fel
       *[illegal-entry] nästa drag i ett protokoll kan inte spelas
    } ({ $settled ->
        [yes] { $article }
       *[no] till domaren
    }), ställning { $fen }
output-end =
    { $outcome } ({ $reason ->
        [checkmate] schackmatt
        [stalemate] patt
        [dead-position] död ställning
        [time] tiden
        [time-no-mate] tiden, men motståndaren kan inte göra matt
        [both-flags] båda flaggorna har fallit
        [agreement] överenskommelse
        [threefold] samma ställning tre gånger
        [fifty-moves] 50-dragsregeln
        [fivefold] samma ställning fem gånger
        [seventy-five-moves] 75-dragsregeln
        [illegal-moves] otillåtna drag
        [illegal-moves-no-mate] otillåtna drag, men motståndaren kan inte göra matt
        [resignation] uppgivet
        [resignation-no-mate] uppgivet, men motståndaren kan inte göra matt
        [forfeit] utan spel
        [arbiter] domarens beslut
        [sealed-move] det förseglade draget
        [server-draw] remi på Lichess
        [server-left] motståndaren lämnade partiet
        [server-fair-play] fair play
        [server-other] avslutat på Lichess
       *[sealed-move-no-mate] det förseglade draget, men motståndaren kan inte göra matt
    })
output-touch = { $piece } { $square } rörd
output-request =
    SNAP skickat till { $board ->
        [tactile] det taktila brädet
       *[sighted] den seende spelarens bräde
    }

# Kalibreringen av HID-pluggbrädet (`taktil calibrate`), för personen vid datorn.
problem-calibration-silent = ingen knapp rapporterad för { $square } på { $ms } ms; frågar igen
problem-calibration-redo = { $square } frågas igen; dess knapp { $code } är ledig
problem-calibration-lost = pluggbrädet är bortkopplat
problem-calibration-back = pluggbrädet är tillbaka; pluggar som sattes i under tiden syns inte
problem-calibration-peg-out = en plugg kom ut ur hålet med knapp { $code }
problem-calibration-early = en plugg kom in i hålet med knapp { $code } före start
problem-calibration-unknown-out = en plugg kom ut ur hålet med knapp { $code }, som inte var känt som fyllt (om pluggar som sätts i visas så: sätt inverted = yes)
problem-calibration-taken = knapp { $code } hör redan till { $other }; frågan gällde { $square }
problem-calibration-button = { $square } = { $code }

## Issue 29: raderna från taktil devices, för skärmen. Namn, sökvägar, portar och
## systemets felord kommer som de är.

devices-gamepad =
    Spelkontroll { $id }: { $name }{ $has-buttons ->
        [yes]
            , { $buttons ->
                [one] { $buttons } knapp
               *[other] { $buttons } knappar
            }
       *[no] { "" }
    }{ $has-usb ->
        [yes] , USB { $usb }
       *[no] { "" }
    }.
devices-gamepads-unlisted = Spelkontroller: { $error }.
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
devices-no-serial-port = Ingen seriell port hittades.
devices-serial-ports-unlisted = Seriella portar: kan inte listas: { $error }.
devices-livechess-board =
    LiveChess-bräde { $serial }: { $state }{ $has-source ->
        [yes] , på { $source }
       *[no] { "" }
    }, { $start ->
        [yes] utgångsställning
       *[no] ställning { $board }
    }.
devices-no-livechess-board = LiveChess på { $place } visar inget bräde.
devices-livechess-unlisted = LiveChess på { $place }: bräderna kan inte visas: { $error }.
devices-keyboard = Tangentbord { $path }: { $name }.
devices-keyboards-unlisted =
    Tangentbord: { $why ->
        [not-built] kan inte läsa ett tangentbord via evdev: taktil byggdes utan funktionen `evdev`.
        [not-linux] andra tangentbord läses bara under Linux: använd ett HID-tangentbord eller den här konsolens tangenter.
        [no-input] den här datorn har ingen /dev/input, så inget tangentbord kan läsas via evdev.
        [unreadable] /dev/input kan inte läsas ({ $error }): lägg till användaren i gruppen `input`.
       *[none-readable]
            { $nodes ->
                [one] { $nodes } indataenhet i /dev/input, inte läsbar
               *[other] { $nodes } indataenheter i /dev/input, ingen läsbar
            }: lägg till användaren i gruppen `input` (sudo usermod -aG input $USER, logga sedan in igen).
    }

## The live page (issue 32): every word it shows, for the arbiter and a partially
## sighted player; a screen reader reads them aloud.
live-title = taktil live
live-white = Vit
live-black = Svart
live-to-move = vid draget
live-last-move = Senaste draget
live-no-move = Inget drag ännu
live-clock = Klocka
live-warnings = Varningar
live-rulings = Domare
live-result = Resultat
live-theme = Färger
live-size = Storlek
live-flip = Vänd brädet
live-theme-contrast = Hög kontrast
live-theme-light = Ljus
live-theme-dark = Mörk
live-theme-yellow = Gult på svart
live-size-fit = Fyll skärmen
live-size-large = Stor
live-size-larger = Större
live-connection-lost = Anslutningen bröts. Ansluter igen …
live-connected = Ansluten
live-board = Bräde
live-empty = tom
live-piece-white-k = vit kung
live-piece-white-q = vit dam
live-piece-white-r = vitt torn
live-piece-white-b = vit löpare
live-piece-white-n = vit springare
live-piece-white-p = vit bonde
live-piece-black-k = svart kung
live-piece-black-q = svart dam
live-piece-black-r = svart torn
live-piece-black-b = svart löpare
live-piece-black-n = svart springare
live-piece-black-p = svart bonde

## Issue 33: ett onlineparti på Lichess.

online-started =
    Lichessparti mot { $opponent }{ $has-rating ->
        [yes] , rating { $rating }
       *[no] {""}
    }. Du spelar { $color ->
        [white] vit
       *[black] svart
    }. { $has-clock ->
        [yes] { $minutes } minuter plus { $increment } sekunder
       *[no] Utan klocka
    }, { $rated ->
        [yes] rankat.
       *[no] orankat.
    }
online-lost = Anslutningen till Lichess bröts. Försöker igen. Din klocka går vidare.
online-back = Ansluten till Lichess igen.
online-refused =
    Lichess avvisade ditt drag: { $why ->
        [not-your-turn] det är inte ditt drag, eller partiet är slut.
        [illegal] det är inte lagligt där.
       *[other] draget tas tillbaka.
    }
online-wait =
    Lichess ber dig vänta { $seconds } { $seconds ->
        [one] sekund
       *[other] sekunder
    }.
online-opponent-gone =
    { $seconds ->
        [0] Din motståndare har lämnat partiet. Du kan kräva vinsten nu.
       *[other] Din motståndare har lämnat partiet. Du kan kräva vinsten om { $seconds } { $seconds ->
            [one] sekund
           *[other] sekunder
        }.
    }
online-opponent-back = Din motståndare är tillbaka.
online-chat = { $user } skriver: { $text }
online-no-chat = Inga chattmeddelanden.
online-aborted = Partiet avbröts på Lichess. Det räknas inte.
online-cannot-claim = Du kan inte kräva vinsten: din motståndare har inte varit borta länge nog.
online-token-refused = Lichess godtar inte längre din token. Drag kan inte skickas. Skapa en ny token.
problem-lichess = Lichess: { $detail }
problem-not-online = online { $command }: den här sessionen spelar inget onlineparti (--opponent lichess)
# Uppgift 33, punkt 3: en motståndare långt bort utan Lichess (docs/online.md).
remote-confirm = Motståndare: { $move }. Rätt? Meddelatangenten bekräftar.
remote-dropped = Räknas inte. Skriv in draget igen.
remote-unread =
    { $word }: { $why ->
        [unreadable] inget drag.
        [illegal] inget tillåtet drag här.
        [ambiguous] två pjäser kan göra det; lägg till linje eller rad.
       *[two-readings] det passar två drag; ange båda rutorna, till exempel e2e4.
    }
remote-not-their-move = Det är ditt drag, inte motståndarens.
remote-nothing-to-confirm = Inget drag att bekräfta.
remote-move =
    Drag { $number }, { $color ->
        [white] vit
       *[black] svart
    }: { $move }.
remote-your-move = Ditt drag.
remote-no-move-found =
    Inget drag { $number } för { $color ->
        [white] vit
       *[black] svart
    } i texten.
remote-opponents-move = Det är motståndarens drag.
remote-already-in = Det är ditt drag: motståndarens drag är redan med.
remote-over = Partiet är slut.
