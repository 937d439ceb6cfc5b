# taktil: allt sem manneskja heyrir, á íslensku.
#
# Lestu hver skilaboð upphátt áður en þau eru færð inn: Leikmaðurinn heyrir þau í
# eyrnatóli, oft í tímahraki. Stutt, rólegt, ótvírætt.
#
# Orð orðaforðans (piece-*, rank-*, castle-*) í þessari skrá eru notuð þegar
# leikmaðurinn hefur valið staðbundinn orðaforða; annars koma þýsku orðin úr
# ../de/taktil.ftl. Nöfn línanna eru í ../files.ftl. Breytur með slíkum orðum
# ($piece, $square, $from, $to, $castle, ...) halda sínu eigin tungumáli: settu þær
# inn í setninguna, veldu aldrei eftir þeim. Breyturnar eru útskýrðar í ensku skránni.
#
# Valbreytur:
#   $color, $by, $to-move   white | black
#   $role, $target-role     king | queen | rook | bishop | knight | pawn
#                           (fyrir kyn: drottning kvenkyn, peð hvorugkyn, hinir
#                           karlkyn)
#   $count                  tala (fleirtala nafna mannanna)
#
# Nöfn mannanna og tölurnar standa alltaf í nefnifalli án greinis ("riddari", ekki
# "riddarann" eða "riddarinn"; "einn", ekki "einum"), svo að orð orðaforðans breytast
# aldrei: "Snertur maður: riddari á Gustav einn."

## Orðaforði: mennirnir. $count velur fleirtölu (þegar staðan er lesin).

piece-king =
    { $count ->
        [one] kóngur
       *[other] kóngar
    }
piece-queen =
    { $count ->
        [one] drottning
       *[other] drottningar
    }
piece-rook =
    { $count ->
        [one] hrókur
       *[other] hrókar
    }
piece-bishop =
    { $count ->
        [one] biskup
       *[other] biskupar
    }
piece-knight =
    { $count ->
        [one] riddari
       *[other] riddarar
    }
piece-pawn =
    { $count ->
        [one] peð
       *[other] peð
    }

## Orðaforði: reitaraðirnar, frá hvítum til svarts.

rank-1 = einn
rank-2 = tveir
rank-3 = þrír
rank-4 = fjórir
rank-5 = fimm
rank-6 = sex
rank-7 = sjö
rank-8 = átta

## Orðaforði: hrókun (tilkynnt sem hrókun, aldrei sem kóngsleikur: R-23).

castle-short = stutta hrókun
castle-long = langa hrókun

## Tilkynning leikja (E2.1). Stutt: "riddari Felix þrír", "Eva drepur á David fimm".

move-takes = drepur á
move-en-passant = í framhjáhlaupi
move-check = skák
move-checkmate = skák og mát

# Leikur; breyturnar eins og í ensku skránni.
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
# Skák eða mát eftir leikinn; $suffix: none | check | checkmate.
move-suffix =
    { $suffix ->
        [check] { " " }{ move-check }
        [checkmate] { " " }{ move-checkmate }
       *[none] { "" }
    }
# Hrókun; $castle er orðið yfir hrókunina.
move-castle = { $castle }{ move-suffix }
# Maður settur á borðið (aðeins í afbrigðum, aldrei í venjulegri skák).
move-put = { $piece } { $to }{ move-suffix }
# Núllleikur ("--" í PGN): enginn lék.
move-null = Núllleikur
# Síðasti leikur aftur, að beiðni (R-51); $move er tilkynningin.
last-move = Síðasti leikur: { $move }
no-move-yet = Enn hefur ekkert verið leikið.
# Síðustu leikir, sá elsti fyrst (hnappurinn saga). $count: hve margir; $moves:
# listi af last-moves-item, aðskilinn með semíkommum.
last-moves =
    { $count ->
        [one] Síðasti leikur: { $moves }.
       *[other] Síðustu { $count } leikir: { $moves }.
    }
# Einn leikur sögunnar: hver lék ($by: white | black), svo tilkynningin.
last-moves-item =
    { $by ->
        [white] Hvítur
       *[black] Svartur
    } { $move }

## Uppvakning (E2.1: leikmaðurinn nefnir manninn). Nöfn hnappanna eins og á lyklaborðinu.

ask-promotion = Uppvakning á { $square }. Hvaða maður? Hnapparnir eru { key-queen }, { key-rook }, { key-bishop } og { key-knight }.

## Snertur maður (gr. 4.3, 4.4; E2.2: maður sem tekinn er upp úr gatinu er snertur).

touch-move = Snertur maður: { $piece } á { $square }. Þú verður að leika honum.
touch-capture = Snertur maður: { $piece } á { $square }. Þú verður að drepa hann.
# $piece á $from verður að drepa $target á $at (4.3c). Nefndu reitinn, ekki "hann":
# báðir mennirnir geta verið af sömu gerð.
touch-capture-with = Snertir menn: { $piece } á { $from } og { $target } á { $at }. Maðurinn á { $from } verður að drepa á { $at }.
touch-castle = Kóngur og hrókur snertir: þú verður að hróka, { $castle }.
# $piece er kóngurinn, $square reitur hans.
touch-king-move = Hrókun er ekki lögleg: leiktu kónginum.

## Ólöglegum leikjum er hafnað (gr. 7.4).

illegal-unreachable =
    Ólöglegt: { $piece } { $color ->
        [white] Hvíts
       *[black] Svarts
    } kemst ekki á { $square }.
illegal-king-in-check = Ólöglegt: kóngurinn þinn yrði í skák.
illegal-second-piece = Ólöglegt: aðeins má leika einum manni.
illegal-no-such-move = Þetta er ekki löglegur leikur.

## Leiðsögn aftur að stöðunni á borðinu.

put-back =
    Settu aftur: { $color ->
        [white]
            { $role ->
                [queen] hvít
                [pawn] hvítt
               *[other] hvítur
            }
       *[black]
            { $role ->
                [queen] svört
                [pawn] svart
               *[other] svartur
            }
    } { $piece } á { $square }.
move-back = Færðu aftur: { $piece } frá { $from } á { $to }.
remove = Fjarlægðu manninn af { $square }.
place =
    Settu: { $color ->
        [white]
            { $role ->
                [queen] hvít
                [pawn] hvítt
               *[other] hvítur
            }
       *[black]
            { $role ->
                [queen] svört
                [pawn] svart
               *[other] svartur
            }
    } { $piece } á { $square }.
take =
    Fjarlægðu: { $color ->
        [white]
            { $role ->
                [queen] hvít
                [pawn] hvítt
               *[other] hvítur
            }
       *[black]
            { $role ->
                [queen] svört
                [pawn] svart
               *[other] svartur
            }
    } { $piece } af { $square }.
take-peg = Fjarlægðu manninn af { $square }.
shift =
    Færðu: { $color ->
        [white]
            { $role ->
                [queen] hvít
                [pawn] hvítt
               *[other] hvítur
            }
       *[black]
            { $role ->
                [queen] svört
                [pawn] svart
               *[other] svartur
            }
    } { $piece } frá { $from } á { $to }.
board-differs =
    { $by ->
        [white] Borð hvíts
       *[black] Borð svarts
    } er frábrugðið skákinni:
board-matches =
    { $by ->
        [white] Borð hvíts
       *[black] Borð svarts
    } passar við skákina.
sheet-differs =
    Skorblað sjáandi keppandans er frábrugðið skákinni í leik { number-label }, { $color ->
        [white] hvítur
       *[black] svartur
    }.
sheet-letters-mixed =
    Skorblað sjáandi keppandans, leikur { number-label } { $color ->
        [white] hvítur
       *[black] svartur
    }: { $word } er skrifað með öðrum mannabókstöfum en { $earlier }. Skorblað notar aðeins eitt sett af bókstöfum.
sheet-letters-undecided =
    Skorblað sjáandi keppandans, leikur { number-label } { $color ->
        [white] hvítur
       *[black] svartur
    }: { $word } er löglegur leikur með tveimur settum mannabókstafa.
no-move = Enginn leikur á borðinu enn.
# Yfirlýsingin í grein 4.2 ("ég lagfæri", að lagfæra menn á reitum sínum): íslensk
# rödd les "J'adoube" sem útlent orð.
adjust = Ég lagfæri.

## Devices: peg board, keypad and calibration.

calibrate-empty = Verið er að stilla pinnaborðið. Taktu alla pinna úr borðinu og ýttu svo á Enter eða hnappinn tilkynna.
calibrate-put = Settu pinna í { $square }.
calibrate-done = { $square }: komið.
calibrate-taken = Þessi hnappur er nú þegar { $square }. Taktu pinnann úr og reyndu aftur.
calibrate-silent = Ekkert frá { $square }. Athugaðu gatið og settu svo pinnann aftur í.
calibrate-peg-seated = Pinni kom úr gati sem var ekki tómt. Hafðu hann úti.
calibration-finished =
    { $missing ->
        [0] Stillingu lokið: öll 64 götin eru komin.
        [one] Stillingu lokið; eitt gat vantar.
       *[other]
            Stillingu lokið; { TENS($missing) ->
                [0] { "" }
               *[other] { TENS($missing) } og{ " " }
            }{ UNIT($missing) ->
                [1] eitt gat vantar.
                [2] tvö göt vantar.
                [3] þrjú göt vantar.
                [4] fjögur göt vantar.
               *[other] { $missing } göt vantar.
            }
    }
calibration-aborted = Stilling stöðvuð. Ekkert var vistað.
peg-board-lost = Pinnaborðið er aftengt.
peg-board-back = Pinnaborðið er komið aftur. Ef pinni færðist á meðan, lyftu honum og settu hann aftur í.
opponent-board-silent = Borð andstæðingsins sendir ekkert.
opponent-board-back = Borð andstæðingsins sendir aftur.
keypad-lost = Takkaborðið er aftengt.
keypad-back = Takkaborðið er komið aftur.
no-hid-device = Engin leikjastýring og ekkert pinnaborð fannst.
# Númer hnapps og línu eru heiti, í hvorugkyni ("hnappur fjögur").
key-help =
    Hnappur { TENS($button) ->
        [0] { "" }
       *[other] { TENS($button) } og{ " " }
    }{ UNIT($button) ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $button }
    }: { $key }.
key-help-help =
    Hnappur { TENS($button) ->
        [0] { "" }
       *[other] { TENS($button) } og{ " " }
    }{ UNIT($button) ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $button }
    }: þessi hjálp.

## Lok skákarinnar.

# $reason og $side eins og í ensku skránni; $result: white | black | draw
game-over =
    { $reason ->
        [checkmate] Skák og mát. { game-result }
        [stalemate] Patt. { game-result }
        [time]
            { $side ->
                [white] Hvítur
               *[black] Svartur
            } féll á tíma. { game-result }
        [time-no-mate]
            { $side ->
                [white] Hvítur féll á tíma, en Svartur
               *[black] Svartur féll á tíma, en Hvítur
            } getur ekki mátað. { game-result }
        [both-flags] Báðir féllu á tíma. { game-result }
        [agreement] Samið um jafntefli.
        [threefold] Sama staða í þriðja sinn. { game-result }
        [fifty-moves] 50 leikja reglan. { game-result }
        [fivefold] Sama staða í fimmta sinn. { game-result }
        [seventy-five-moves] 75 leikir án drápa eða peðsleikja. { game-result }
        [illegal-moves]
            { $count ->
                [2] Annar
               *[other] Þriðji
            } ólöglegi leikur { $side ->
                [white] Hvíts
               *[black] Svarts
            }. { game-result }
        [illegal-moves-no-mate]
            { $count ->
                [2] Annar
               *[other] Þriðji
            } ólöglegi leikur { $side ->
                [white] Hvíts, en Svartur
               *[black] Svarts, en Hvítur
            } getur ekki mátað. { game-result }
       *[dead-position]
            { $result ->
                [draw] Jafntefli: hvorugur getur mátað.
               *[other] Hvorugur getur mátað. { game-result }
            }
    }
game-result =
    { $result ->
        [white] Hvítur vinnur.
        [black] Svartur vinnur.
       *[draw] Jafntefli.
    }
game-is-over = Skákinni er lokið.
# $claim: threefold | fifty-moves
draw-claimable =
    { $claim ->
        [threefold] Þú getur krafist jafnteflis: sama staða í þriðja sinn.
       *[fifty-moves] Þú getur krafist jafnteflis: 50 leikja reglan.
    }

## Svör við hnöppunum.

# $number er númer leiksins sem nú er leikinn ($moves, leikir sem báðir hafa lokið,
# plús einn).
move-count =
    Leikur { number-label }, { $to-move ->
        [white] Hvítur
       *[black] Svartur
    } á leik.
# Önnur hlið stöðunnar: "Hvítur: kóngur Gustav einn; hrókar Anna einn, Felix einn."
# $groups er listi af position-group, aðskilinn með semíkommum.
position-side =
    { $color ->
        [white] Hvítur
       *[black] Svartur
    }: { $groups }.
# $piece er í fleirtölu þegar $count er meira en einn; $squares er listi reitanna.
position-group = { $piece } { $squares }
position-empty = Borðið er autt.
# Ein lína eða röð að beiðni: "Lína Eva: hvítur kóngur Eva einn, svart peð Eva sjö."
# $pieces er listi af reading-piece, aðskilinn með kommum.
file-reading = Lína { $file }: { $pieces }.
file-reading-empty = Lína { $file } er tóm.
rank-reading = Röð { $rank }: { $pieces }.
rank-reading-empty = Röð { $rank } er tóm.
# Einn maður í lestrinum: litur (eftir kyni), maður, reitur.
reading-piece =
    { $color ->
        [white]
            { $role ->
                [queen] hvít
                [pawn] hvítt
               *[other] hvítur
            }
       *[black]
            { $role ->
                [queen] svört
                [pawn] svart
               *[other] svartur
            }
    } { $piece } { $square }
no-clock = Engin klukka er í gangi.

## Borðið.

resync = Samband við borðið rofnaði; allt borðið er lesið aftur.

## Serial boards.

board-lost = Borðið er ekki tengt. Skákin þín er örugg.
board-silent = Borðið svarar ekki. Skákin þín er örugg.
board-back = Borðið er komið aftur; borðið er lesið.
# $line telur línurnar frá því borðið tengdist; $fault er villan.
board-line-ignored =
    Borðlínu { TENS($line) ->
        [0] { "" }
       *[other] { TENS($line) } og{ " " }
    }{ UNIT($line) ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $line }
    } sleppt: { $fault ->
        [unreadable] ólæsileg bæti.
        [too-long] línan er of löng.
       *[not-understood] ekki borðskilaboð.
    }

## Skilaboð til aðstoðarmanns og dómara.

hearing =
    { $what ->
        [no-output] Ekkert hljóðúttak fannst: þú heyrir hvorki tal né hljóð. Allt er sýnt sem texti.
        [nothing] Ekkert tal og engin hljóð: þú heyrir ekkert. Allt er sýnt sem texti.
        [sounds-only] Ekkert tal: þú heyrir aðeins hljóð. Orðin eru sýnd sem texti.
       *[speech-only] Engin hljóð: þú heyrir tal, en engin hljóð.
    }
speech-lost = Talið hætti að svara: orðin eru sýnd sem texti héðan í frá.
voice-missing = Engin rödd fyrir { $lang }: önnur rödd les þau orð.
speech-through = Tal í gegnum { $backend }.
speech-setting-ignored = { $setting ->
    [rate] { $backend } talar á sínum eigin hraða: talhraðinn sem er stilltur í taktil er ekki notaður.
    [volume] { $backend } talar með sínum eigin hljóðstyrk: hljóðstyrkurinn sem er stilltur í taktil er ekki notaður.
   *[voice] { $backend } talar með sinni eigin rödd: raddirnar sem eru stilltar í taktil eru ekki notaðar.
}
# $count: fjöldi ólöglegra leikja $by; $penalty: none | time | loss |
# loss-or-draw; $minutes: aukatími andstæðingsins, í þolfalli kvenkyns (eina, tvær,
# þrjár, fjórar mínútur; 21, 31 ... mínútu: eintala). $count: númer, í hvorugkyni.
illegal-counted =
    Ólöglegur leikur { $by ->
        [white] Hvíts
       *[black] Svarts
    }, númer { TENS($count) ->
        [0] { "" }
       *[other] { TENS($count) } og{ " " }
    }{ UNIT($count) ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $count }
    }, var ekki tekinn gildur. { $penalty ->
        [time]
            Dómarinn getur gefið { $by ->
                [white] Svörtum
               *[black] Hvítum
            } { TENS($minutes) ->
                [0] { "" }
               *[other] { TENS($minutes) } og{ " " }
            }{ UNIT($minutes) ->
                [1] eina mínútu
                [2] tvær mínútur
                [3] þrjár mínútur
                [4] fjórar mínútur
               *[other] { $minutes } mínútur
            } í viðbót.
        [loss] Dómarinn getur úrskurðað skákina tapaða.
        [loss-or-draw]
            Dómarinn getur úrskurðað skákina tapaða, eða jafntefli ef { $by ->
                [white] Svartur
               *[black] Hvítur
            } getur ekki mátað.
       *[none] { "" }
    }
# (For the arbiter, 2023) a refused placement: never announced, never pressed, so
# not a completed illegal move (7.5.1, D.2.3): no penalty. $count: refused so far.
illegal-not-completed =
    Ólögleg staðsetning { $by ->
        [white] Hvíts
       *[black] Svarts
    }, númer { TENS($count) ->
        [0] { "" }
       *[other] { TENS($count) } og{ " " }
    }{ UNIT($count) ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $count }
    }, var ekki tekin gild áður en hún var tilkynnt. Ekki fullgerður ólöglegur leikur, grein 7.5.1: engin refsing.
# (For the arbiter, 2023) the clock was pressed for $by without a move (7.5.3).
# (For the arbiter, 2023 7.5.2) $by pressed with a pawn on the last rank, $square, and no
# new piece: it became a queen.
promotion-without-piece =
    Grein 7.5.2: { $by ->
        [white] Hvítur
       *[black] Svartur
    } ýtti á klukkuna með peð á { $square } og engan nýjan mann. Peðið verður drottning; refsað sem ólöglegur leikur, ef dómarinn úrskurðar svo.
press-as-illegal =
    Grein 7.5.3: ef { $by ->
        [white] Hvítur
       *[black] Svartur
    } ýtir á klukkuna án leiks telst það ólöglegur leikur, ef dómarinn úrskurðar svo.
touch-move-recorded =
    Brot á reglunni um snertan mann hjá { $by ->
        [white] Hvítum
       *[black] Svörtum
    }: leiknum var hafnað.
assist-move-rejected = Þessi leikur er ekki löglegur í þessari stöðu.
key-ignored = Hnappurinn { $key } gerir ekkert núna.

## Klukkan (gr. 6). Tímar aðeins að beiðni (E2.9 d, R-51). Breyturnar eru útskýrðar í

## ensku skránni.

# Tími, námundaður niður, svo að hann segi aldrei meira en til er. Tímarnir standa í
# nefnifalli (21, 31 ... mínúta: eintala). Klukkustund, mínúta og sekúnda eru
# kvenkynsorð: 1-4, 21-24 ... eru skrifuð með orðum í kvenkyni ("fjórar mínútur", ekki
# "4 mínútur", sem talgervill les "fjórir"). UNIT($n) er 1-4 þegar talan endar á
# einum til fjórum (ekki 11-14), annars other; TENS($n) er það sem fer á undan ("20" í 24).
duration =
    { $units ->
        [hours] { duration-hours }
        [hours-minutes] { duration-hours } og { duration-minutes }
        [minutes] { duration-minutes }
        [minutes-seconds] { duration-minutes } og { duration-seconds }
       *[seconds] { duration-seconds }
    }
duration-hours =
    { TENS($hours) ->
        [0] { "" }
       *[other] { TENS($hours) } og{ " " }
    }{ UNIT($hours) ->
        [1] ein klukkustund
        [2] tvær klukkustundir
        [3] þrjár klukkustundir
        [4] fjórar klukkustundir
       *[other] { $hours } klukkustundir
    }
duration-minutes =
    { TENS($minutes) ->
        [0] { "" }
       *[other] { TENS($minutes) } og{ " " }
    }{ UNIT($minutes) ->
        [1] ein mínúta
        [2] tvær mínútur
        [3] þrjár mínútur
        [4] fjórar mínútur
       *[other] { $minutes } mínútur
    }
duration-seconds =
    { TENS($seconds) ->
        [0] { "" }
       *[other] { TENS($seconds) } og{ " " }
    }{ UNIT($seconds) ->
        [1] ein sekúnda
        [2] tvær sekúndur
        [3] þrjár sekúndur
        [4] fjórar sekúndur
       *[other] { $seconds } sekúndur
    }
# Báðar klukkurnar að beiðni: "Hvítur: ein klukkustund og 29 mínútur. Svartur: 4
# mínútur og 30 sekúndur."
clocks =
    { $white-flag ->
        [yes] Hvítur: fallinn á tíma.
       *[no] Hvítur: { $white }.
    } { $black-flag ->
        [yes] Svartur: fallinn á tíma.
       *[no] Svartur: { $black }.
    }
low-time = Tími eftir: { $left }.
# $duty: bókstafurinn í E2.9 (a ... f).
duty-off =
    { $duty ->
        [a] taktil leiðbeinir ekki á hinu borðinu í þessari skák.
        [b] taktil tilkynnir ekki leiki andstæðingsins í þessari skák.
        [c] taktil ýtir ekki á klukkuna í þessari skák.
        [d] taktil segir ekki tímann í þessari skák. Spurðu aðstoðarmanninn þinn.
        [e] taktil krefst ekki sigurs á tíma og tilkynnir ekki snerta menn í þessari skák.
       *[f] taktil sér ekki um biðskákir í þessari skák.
    }
arbiter-called = Klukkurnar stöðvaðar. Dómarinn er kallaður til.
clock-restarted = Klukkan gengur aftur.
flag-fell =
    { $color ->
        [white] Hvítur
       *[black] Svartur
    } féll á tíma eftir { $has-needed ->
        [yes]
            { TENS($moves) ->
                [0] { "" }
               *[other] { TENS($moves) } og{ " " }
            }{ UNIT($moves) ->
                [1] einn
                [2] tvo
                [3] þrjá
                [4] fjóra
               *[other] { $moves }
            } af { TENS($needed) ->
                [0] { "" }
               *[other] { TENS($needed) } og{ " " }
            }{ UNIT($needed) ->
                [1] einum leik
                [2] tveimur leikjum
                [3] þremur leikjum
                [4] fjórum leikjum
               *[other] { $needed } leikjum
            }
       *[no]
            { TENS($moves) ->
                [0] { "" }
               *[other] { TENS($moves) } og{ " " }
            }{ UNIT($moves) ->
                [1] einn leik
                [2] tvo leiki
                [3] þrjá leiki
                [4] fjóra leiki
               *[other] { $moves } leiki
            }
    }.
both-flags-play-on = Báðir féllu á tíma. Teflt er áfram; dómarinn stillir klukkurnar.
# (For the arbiter, 2023) both flags are down and Guidelines III are not announced
# (III.2.1): no both-flags rule; $first: whose flag fell first.
both-flags-no-guidelines =
    Báðir féllu á tíma, { $first ->
        [white] Hvítur
       *[black] Svartur
    } fyrst. Leiðbeiningar III gilda ekki: krafa eða dómarinn sker úr, greinar 6.8 og 6.9.
quickplay-claimed =
    { $by ->
        [white] Hvítur krefst
       *[black] Svartur krefst
    } jafnteflis, grein { $article }. Klukkurnar eru stöðvaðar; dómarinn úrskurðar.
quickplay-refused =
    Engin jafntefliskrafa samkvæmt grein { $article }: { $bar ->
        [no-clock] skákin hefur enga klukku.
        [not-announced] leiðbeiningar III voru ekki auglýstar fyrir mótið.
        [increment] skákin er tefld með viðbótartíma.
        [not-last-period] klukka { $by ->
            [white] hvíts
           *[black] svarts
        } er ekki á síðasta tímabili.
        [time-left] { $by ->
            [white] Hvítur á
           *[black] Svartur á
        } tvær mínútur eða meira eftir.
       *[pending] krafa bíður þegar eftir dómaranum.
    }
quickplay-postponed = Dómarinn úrskurðar jafntefliskröfuna síðar, grein { $article }. Taflið heldur áfram.
quickplay-rejected =
    Dómarinn hafnar jafntefliskröfu { $by ->
        [white] hvíts
       *[black] svarts
    }, grein { $article }. Taflið heldur áfram.
flag-awaits-arbiter =
    { $color ->
        [white] Hvítur
       *[black] Svartur
    } féll á tíma. Dómarinn úrskurðar nú jafntefliskröfuna, grein { $article }.
no-quickplay-claim = Engin jafntefliskrafa samkvæmt grein { $article } bíður úrskurðar.
clock-press =
    { $by ->
        [white] Hvítur
       *[black] Svartur
    } ýtti á klukkuna{ $note ->
        [before-move] { " " }áður en leikurinn var leikinn.
        [not-running]
            , en hún gekk ekki hjá { $by ->
                [white] Hvítum
               *[black] Svörtum
            }.
       *[stopped] { " " }meðan hún var stöðvuð.
    }
clock-adjusted =
    { $color ->
        [white] Hvítur
       *[black] Svartur
    }: { $sign ->
        [minus] mínus
       *[plus] plús
    } { $change }. { clock-reason }
# (Fyrir dómarann) tímabreyting fyrir $color sem reglurnar gefa meðan taktil heldur
# ekki tímanum (engin tímamörk): engu breytt; hún á heima á klukkunni við borðið.
time-not-kept =
    taktil heldur ekki tímanum: ef skákin hefur klukku, stilltu hana: { $color ->
        [white] hvítur
       *[black] svartur
    } { $sign ->
        [minus] mínus
       *[plus] plús
    } { $change }. { clock-reason }
clock-set =
    Klukka { $color ->
        [white] Hvíts
       *[black] Svarts
    } stillt: { $left }{ $has-moves ->
        [yes]
            , { TENS($moves) ->
                [0] { "" }
               *[other] { TENS($moves) } og{ " " }
            }{ UNIT($moves) ->
                [1] einum leik
                [2] tveimur leikjum
                [3] þremur leikjum
                [4] fjórum leikjum
               *[other] { $moves } leikjum
            } lokið.
       *[no] .
    } { clock-reason }
clock-reason =
    { $reason ->
        [illegal-move] Ólöglegur leikur
        [incorrect-claim] Röng krafa
        [quickplay] Lokasprettur
        [reconstruction] Endurgerð stöðunnar
       *[judgement] Mat dómarans
    }, grein { $article }.

## Jafnteflisboð og kröfur (gr. 9). $by: white | black.

draw-offered =
    { $by ->
        [white] Hvítur
       *[black] Svartur
    } býður jafntefli.
draw-offer-stands =
    Jafnteflisboð { $by ->
        [white] Hvíts
       *[black] Svarts
    } stendur.
draw-offer-timing =
    { $by ->
        [white] Hvítur
       *[black] Svartur
    } bauð jafntefli áður en hann lék: gilt, grein { $article } á við.
draw-declined =
    { $by ->
        [white] Hvítur
       *[black] Svartur
    } hafnar jafntefli.
draw-offer-lapsed =
    { $by ->
        [white] Hvítur
       *[black] Svartur
    } snerti mann: jafnteflisboðið er fallið úr gildi.
no-draw-offer = Ekkert jafnteflisboð.
claim-declare-move = Krafa. Leiktu leiknum sem þú krefst jafnteflis með.
claim-incorrect =
    Krafa { $by ->
        [white] Hvíts
       *[black] Svarts
    } er röng. Teflt er áfram.
claim-lapsed = Engin krafa: maður var snertur í þessum leik.
claim-not-on-move = Krefstu jafnteflis aðeins þegar þú átt leik.
no-flag = Kröfu á tíma hafnað: enginn hefur fallið á tíma.
touch-reported =
    Fyrir dómarann: { $by ->
        [white] Hvítur
       *[black] Svartur
    } snerti { $has-piece ->
        [yes] mann, { $piece }
       *[no] manninn
    } á { $square }.
touch-report-too-late = Of seint að tilkynna: blindi leikmaðurinn hefur sjálfur snert mann, grein { $article }.
illegal-ruled =
    Ólöglegur leikur { $by ->
        [white] Hvíts
       *[black] Svarts
    }, { $count ->
        [1] sá fyrsti
        [2] sá annar
        [3] sá þriðji
       *[other] númer { $count }
    }. Grein { $article }.

## Biðskák (E2.9 f): biðleikurinn er leyndur.

adjourned = Skákin fer í bið. Biðleikurinn er skráður.
resumed = Biðskákin heldur áfram.
game-adjourned = Skákin er í bið.
not-adjourned = Skákin er ekki í bið.

## Borðin tvö og bæði skorblöðin (E2.7, E2.8, R-41): úrskurðurinn, fyrir dómarann.

## $player: blind | sighted (borð blinda leikmannsins er snertiborðið).

# Leikur á skorblaði: "leikur hvíts númer fjögur, Springer Felix drei", alltaf í
# nefnifalli (ekki "4. leikur": talgervill les "fjórir leikur"):
# setningarnar setja hann á eftir tvípunkti. $by: white | black;
# $number: númer leiksins; $written: move ($move er tilkynningin) | text (færsla sem
# er ekki leikur; $move er textinn eins og hann er skrifaður).
ruling-move =
    leikur { $by ->
        [white] hvíts
       *[black] svarts
    } númer { number-label }, { $written ->
        [text] skrifað sem { $move }
       *[move] { $move }
    }
# Borð $player, inni í setningu og í upphafi hennar.
ruling-board-name =
    { $player ->
        [blind] snertiborðið
       *[sighted] borð sjáandi leikmannsins
    }
ruling-board-name-start =
    { $player ->
        [blind] Snertiborðið
       *[sighted] Borð sjáandi leikmannsins
    }
ruling-agreed = Grein { $article }: skorblöðunum ber saman, og borðin sýna stöðuna á þeim. Ekkert að leiðrétta.
ruling-correct =
    Grein { $article }: bæði skorblöðin eru eins, en { ruling-board-name } er frábrugðið. { $player ->
        [blind] Blindi leikmaðurinn
       *[sighted] Sjáandi leikmaðurinn
    } leiðréttir það eftir skorblaðinu.
ruling-take-back = Grein { $article }: skorblöðin eru ólík. Skákin er færð aftur til síðasta leiks þar sem þau eru eins, og dómarinn stillir klukkurnar.
ruling-both-boards = Bæði borðin eru frábrugðin skorblöðunum. Grein { $article } sker ekki úr um þetta: dómarinn ákveður.
ruling-unrecorded = { ruling-board-name-start } sýnir leik sem hvorugt skorblaðið hefur. Dómarinn ákveður: að skrifa hann niður eða taka hann aftur.
ruling-no-position = { ruling-board-name-start } sýnir enga stöðu úr þessari skák. Dómarinn ákveður.
ruling-assistant-record = Skorblað blinda leikmannsins, sem taktil heldur, er ólíkt, en bæði borðin fylgja skorblaði sjáandi leikmannsins. Villan er í skráningu taktil: dómarinn ákveður.
# $fault: illegal | ambiguous | unreadable; $move: færslan (ruling-move).
ruling-illegal-entry =
    Grein { $article }: skorblað { $player ->
        [blind] blinda
       *[sighted] sjáandi
    } leikmannsins hefur { $fault ->
        [illegal] ólöglegan leik
        [ambiguous] tvíræðan leik
       *[unreadable] færslu sem er ekki leikur
    }: { $move }. Dómarinn ákveður.
# Staðan sem um ræðir: eftir $move (ruling-move) þegar $has-last er yes, annars
# upphafið.
ruling-position =
    { $has-last ->
        [yes] Staðan eftir þennan leik: { $move }.
       *[no] Staðan: upphaf skákarinnar.
    }
# 8.1: $player hefur ekki enn skrifað $move, sem borð sýnir.
ruling-pending =
    { $player ->
        [blind] Blindi
       *[sighted] Sjáandi
    } leikmaðurinn hefur ekki enn skrifað þennan leik: { $move }. Borð sýnir hann, grein { $article }.
ruling-unchecked = { ruling-board-name-start } er ekki þekkt og var því ekki borið saman.
# Hvar borðið vék frá skorblaðinu. $move: leikurinn sem var skrifaður (ruling-move);
# $executed: leikurinn sem var leikinn í staðinn (tilkynning).
ruling-other-move = Skrifað: { $move }. Leikið í staðinn: { $executed }.
ruling-skipped = Ekki leikið á þessu borði: { $move }.
ruling-behind = Þetta borð er á eftir. Fyrsti leikurinn sem vantar: { $move }.
ruling-ahead = Þetta borð sýnir einum leik meira: { $move }.
ruling-divergence-unknown = Ekki er hægt að segja hvar þetta borð vék frá skorblaðinu.
# Skrefin, í röð. Þegar $has-piece er no veit borðið ekki hvaða maður það er.
ruling-step-move =
    { $has-piece ->
        [yes] Færðu: { $piece } frá { $from } á { $to }.
       *[no] Færðu manninn frá { $from } á { $to }.
    }
ruling-step-remove =
    { $has-piece ->
        [yes] Fjarlægðu: { $piece } af { $square }.
       *[no] Fjarlægðu manninn af { $square }.
    }
ruling-step-put =
    Settu: { $color ->
        [white]
            { $role ->
                [queen] hvít
                [pawn] hvítt
               *[other] hvítur
            }
       *[black]
            { $role ->
                [queen] svört
                [pawn] svart
               *[other] svartur
            }
    } { $piece } á { $square }.
# Hvað skorblað $player hefur eftir sameiginlegu stöðuna: $count leikir, $moves listi
# af ruling-move, aðskilinn með semíkommum.
ruling-sheet-moves =
    Skorblað { $player ->
        [blind] blinda
       *[sighted] sjáandi
    } leikmannsins { $count ->
        [0] hefur enga fleiri leiki.
       *[other] hefur síðan: { $moves }.
    }
# E2.8, R-42: klukkurnar eins og þær voru vistaðar við sameiginlegu stöðuna: $white og
# $black eru tímar, $number leikjateljarinn. $recorded no: ekkert vistað.
ruling-clock =
    { $recorded ->
        [yes] Tímar skráðir þar: hvítur { $white }, svartur { $black }; leikur { number-label }.
       *[no] Tímar klukknanna eru ekki skráðir þar: dómarinn stillir klukkurnar eftir bestu dómgreind, grein { $article }.
    }
# E2.8: $ready yes: borðið sýnir stöðuna; no: skrefin fylgja.
ruling-set-board =
    { $ready ->
        [yes] { ruling-board-name-start } sýnir þessa stöðu.
       *[no] Stilltu { ruling-board-name } upp í þessa stöðu:
    }
ruling-board = { ruling-board-name-start }:
ruling-boards-show =
    { $has-last ->
        [yes] Bæði borðin sýna stöðuna eftir þennan leik: { $move }.
       *[no] Bæði borðin sýna upphafsstöðuna.
    }

## Nöfn hnappanna, eins og leikmaðurinn þekkir þá af lyklaborðinu.

key-announce = tilkynna
key-repeat = endurtaka
key-time = tími
key-moves = leikir
key-position = staða
key-queen = drottning
key-rook = hrókur
key-bishop = biskup
key-knight = riddari
key-draw = jafntefli
key-claim = krafa
key-adjust = lagfæra
key-arbiter = dómari
key-history = saga
key-clock = klukka
# Hnapparnir sem lesa eina línu eða röð, nefndir með orðaforðanum: "Hnappurinn lína
# Eva", "Hnappurinn röð einn".
key-file = lína { $file }
key-rank = röð { $rank }

## Skráning

# Stafir mannanna í algebrískri skráningu (kóngur, drottning, hrókur, biskup,
# riddari), fyrir skrifuð skorblöð (blindraletur).
notation-king = K
notation-queen = D
notation-rook = H
notation-bishop = B
notation-knight = R
# Númer leiksins á undan leikjapari í lesna skorblaðinu: "Leikur 12."
sheet-move-number = Leikur { number-label }.

## Skákin í gangi: skráin og endurheimtin.

journal-failed = Ekki er hægt að skrifa skrána. Skákin heldur áfram en er ekki lengur vistuð.
# $line is the line number in the journal file.
journal-line-ignored =
    Lína { TENS($line) ->
        [0] { "" }
       *[other] { TENS($line) } og{ " " }
    }{ UNIT($line) ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $line }
    } í skránni er skorin af og henni er sleppt.
# Lines of the journal that do not check are left out, from $line on ($count lines).
journal-lines-dropped =
    { $count ->
        [1]
            Skráin er skemmd í línu { TENS($line) ->
                [0] { "" }
               *[other] { TENS($line) } og{ " " }
            }{ UNIT($line) ->
                [1] eitt
                [2] tvö
                [3] þrjú
                [4] fjögur
               *[other] { $line }
            }: þeirri línu er sleppt.
       *[other]
            Skráin er skemmd í línu { TENS($line) ->
                [0] { "" }
               *[other] { TENS($line) } og{ " " }
            }{ UNIT($line) ->
                [1] eitt
                [2] tvö
                [3] þrjú
                [4] fjögur
               *[other] { $line }
            }: { TENS($count) ->
                [0] { "" }
               *[other] { TENS($count) } og{ " " }
            }{ UNIT($count) ->
                [1] einni línu
                [2] tveimur línum
                [3] þremur línum
                [4] fjórum línum
               *[other] { $count } línum
            } þaðan er sleppt.
    }
# A made move had no checkpoint after it (at $line); the journal is written again with it.
journal-repaired =
    Leik vantaði í skrána í línu { TENS($line) ->
        [0] { "" }
       *[other] { TENS($line) } og{ " " }
    }{ UNIT($line) ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $line }
    }. Hún er lagfærð; enginn leikur tapast.
# A journal an earlier resume checked does not replay as recorded (from $line): a fault in taktil; nothing is left out.
journal-disagrees =
    Skráin stangast á við sjálfa sig í línu { TENS($line) ->
        [0] { "" }
       *[other] { TENS($line) } og{ " " }
    }{ UNIT($line) ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $line }
    }. Öllum línum er haldið. Kallið á dómarann.
journal-unchecked = Skráin er skrifuð af eldri útgáfu taktil og ekki er hægt að sannreyna hana.
journal-no-game = Skráin geymir enga skák. Ný skák hefst.
# $moves is the number of the last move made; 0 when no move was made yet.
game-restored =
    { $moves ->
        [0] Skákin er endurheimt; enginn leikur leikinn enn.
       *[other]
            Skákin er endurheimt eftir leik { TENS($moves) ->
                [0] { "" }
               *[other] { TENS($moves) } og{ " " }
            }{ UNIT($moves) ->
                [1] eitt
                [2] tvö
                [3] þrjú
                [4] fjögur
               *[other] { $moves }
            }.
    }
# taktil play has started and listens to the boards; $color is the blind player's colour.
ready =
    Tilbúið. Þú teflir með { $color ->
        [white] hvítu
       *[black] svörtu
    }.
# Án skynjara (`--board none`) sér taktil ekki borð keppandans: hann segir leiki sína
# upphátt (D.2.2).
ready-no-sensors =
    Tilbúið. Þú teflir með { $color ->
        [white] hvítu
       *[black] svörtu
    }. Borðið þitt hefur enga skynjara: segðu hvern leik upphátt.

## Issue 14: result

key-resign = gefast upp
# Fyrsta ýting á hnappinn gefast upp (5.1b): ein ýting gefst aldrei upp.
# $seconds í eignarfalli kvenkyns: einnar, tveggja, þriggja, fjögurra sekúndna.
resign-ask =
    Gefast upp? Ýttu aftur á gefast upp innan { TENS($seconds) ->
        [0] { "" }
       *[other] { TENS($seconds) } og{ " " }
    }{ UNIT($seconds) ->
        [1] einnar sekúndu
        [2] tveggja sekúndna
        [3] þriggja sekúndna
        [4] fjögurra sekúndna
       *[other] { $seconds } sekúndna
    } til að gefast upp.
resign-cancelled = Ekki gefist upp. Skákin heldur áfram.
ended-before =
    Skákinni var þegar lokið: { $late ->
        [resignation] uppgjöfin
        [agreement] jafnteflissamkomulagið
       *[result] úrskurður dómarans
    } breytir engu.
sealed-move-concludes =
    { $late ->
        [white] Hvítur
       *[black] Svartur
    } kom of seint þegar skákin hélt áfram, en biðleikurinn lýkur skákinni: sú niðurstaða gildir (leiðbeining um biðskákir { $article }). Umslagið er opnað.
sealed-move-faulty =
    Biðleikurinn er { $written }: { $fault ->
        [ambiguous] hann á við fleiri en einn leik.
        [unclear] ekki er hægt að ráða merkingu hans.
       *[illegal] hann er ekki löglegur leikur.
    }
game-decided =
    { $reason ->
        [resignation]
            { $side ->
                [white] Hvítur
               *[black] Svartur
            } gefst upp. { game-result }
        [resignation-no-mate]
            { $side ->
                [white] Hvítur gefst upp, en Svartur
               *[black] Svartur gefst upp, en Hvítur
            } getur ekki mátað. { game-result }
        [forfeit]
            { $side ->
                [white] Hvítur
               *[black] Svartur
            } tapar án taflmennsku. { game-result }
        [sealed-move] Biðleikurinn tapar, regla 8 um biðskákir. { game-result }
        [sealed-move-no-mate]
            { $side ->
                [white] Biðleikur Hvíts tapar, en Svartur
               *[black] Biðleikur Svarts tapar, en Hvítur
            } getur ekki mátað. { game-result }
        [server-draw] Jafntefli á Lichess. { game-result }
        [server-left]
            { $side ->
                [white] Hvítur yfirgaf skákina.
               *[black] Svartur yfirgaf skákina.
            } { game-result }
        [server-fair-play] Lichess lauk skákinni vegna háttvísi. { game-result }
        [server-other] Lichess lauk skákinni. { game-result }
       *[arbiter] Úrskurður dómarans, grein { $article }. { game-result }
    }

## Issue 14: touch. Snertingar sem dómarinn úrskurðar um (gr. 4.3, 4.4, 4.5; E2.9e).

# Dómarinn úrskurðar að snerting hafi ekki verið af ásetningi (4.3, `arbiter void`);
# hún bindur ekki lengur. $blind er yes þegar $by er blindi leikmaðurinn, sem er
# ávarpaður.
touch-voided =
    { $blind ->
        [yes] Dómarinn ógildir snertingu þína: { $piece } á { $square }. Hún bindur þig ekki.
       *[no] Dómarinn ógildir snertingu { $by ->
            [white] Hvíts
           *[black] Svarts
        }: { $piece } á { $square }. Hún bindur ekki.
    }
# (Fyrir dómarann) `arbiter void`: leikmaðurinn sem á leik hefur enga bindandi snertingu
# (á $square þegar $has-square er yes).
no-touch-to-void =
    { $has-square ->
        [yes] Engin snerting á { $square } í þessum leik.
       *[no] Engin snerting í þessum leik.
    }
# Dómarinn staðfestir snertingu sjáandi leikmannsins: hver leikur hans verður að vera.
# Einnig sagt þegar leik sem brýtur hana er hafnað. $kind: move, capture, capture-with
# (verður að drepa á $at), castle ($castle er orðið fyrir hrókunina) eða king-move
# (hrókun ólögleg: annar kóngsleikur).
touch-upheld =
    Dómarinn staðfestir snertingu { $by ->
        [white] Hvíts
       *[black] Svarts
    }: { $kind ->
        [move] { $piece } á { $square }, það verður að leika honum.
        [capture] { $piece } á { $square }, það verður að drepa hann.
        [capture-with] { $piece } á { $square } verður að drepa á { $at }.
        [castle] { $by ->
            [white] Hvítur
           *[black] Svartur
        } verður að hróka, { $castle }.
       *[king-move] hrókun er ekki lögleg, það verður að leika kónginum.
    }
# Staðfesta snertingin bindur ekki: ekki er hægt að leika snerta manninum né drepa hann,
# svo hvaða löglegur leikur sem er er leyfður (4.5).
touch-upheld-lapsed =
    Ekki er hægt að leika { $piece } á { $square } né drepa hann. { $by ->
        [white] Hvítur
       *[black] Svartur
    } má leika hvaða löglegum leik sem er, grein { $article }.
# (Fyrir dómarann) `arbiter uphold`: engin snerting tilkynnt fyrir $by, sjáandi
# leikmanninn sem á leik, í þessum leik (á $square þegar $has-square er yes).
no-touch-to-uphold =
    { $has-square ->
        [yes] Engin snerting á { $square }
       *[no] Engin snerting
    } tilkynnt fyrir { $by ->
        [white] Hvítan
       *[black] Svartan
    } í þessum leik.
# (Fyrir dómarann) `arbiter uphold` eftir að $by hefur leikið leiknum.
touch-uphold-too-late =
    { $by ->
        [white] Svartur hefur snert mann eftir leik hvíts
       *[black] Hvítur hefur snert mann eftir leik svarts
    }: of seint að kæra brot á snertireglunni, grein { $article }.
touch-kept =
    Leikur { $by ->
        [white] hvíts
       *[black] svarts
    } virti snertinguna, { $piece } á { $square }: ekkert brot á grein { $article }.
touch-from-pegs =
    Borð { $by ->
        [white] hvíts
       *[black] svarts
    } les snertingar hans: pinni upp úr gati sínu er snerting, grein { $article }.
touch-not-on-move =
    { $by ->
        [white] Hvítur
       *[black] Svartur
    } á ekki leik: snerting bindur aðeins þann sem á leik, grein { $article }.

## Issue 14: ruling

## Úrskurðir sem eru framkvæmdir (arbiter apply, arbiter takeback; docs/arbiter.md).

## $article: 7.4a | 7.5 | E2.8, eins og í reglunum.

# Skákin er færð aftur: $has-last yes: í stöðuna eftir $move (ruling-move); no: í
# upphafið.
taken-back =
    Grein { $article }: skákin er færð aftur { $has-last ->
        [yes] í stöðuna eftir þennan leik: { $move }.
       *[no] í upphafsstöðuna.
    }
# Eftir að leikir eru teknir aftur: $by leikur leik $number.
play-on =
    { $by ->
        [white] Hvítur
       *[black] Svartur
    } á leik, leikur { number-label }.
# Fyrir dómarann: klukkurnar eru stilltar aftur. $recorded yes: á tímana sem voru
# geymdir þar; no: engir geymdir.
# $after: stopped (dómarinn ræsir klukku taktil aftur) | running (æfingaskák: taktil
# ræsir hana sjálft) | by-hand (DGT-klukka sem taktil les aðeins: stillt handvirkt).
clocks-set-back =
    { $recorded ->
        [yes]
            { $after ->
                [running] Klukkurnar eru stilltar aftur á hvítur { $white }, svartur { $black }; leikur { number-label }.
                [by-hand] Stilltu DGT-klukkuna handvirkt á hvítur { $white-set }, svartur { $black-set }; leikur { number-label }. Ræstu hana síðan.
               *[stopped] Klukkurnar eru stilltar aftur á hvítur { $white }, svartur { $black }; leikur { number-label }. Þær eru stöðvaðar: ræstu þær með clock start.
            }
       *[no]
            { $after ->
                [by-hand] Engir klukkutímar eru skráðir þar: stilltu DGT-klukkuna handvirkt eftir bestu dómgreind, grein { $article }.
               *[other] Engir klukkutímar eru skráðir þar: stilltu klukkurnar eftir bestu dómgreind, grein { $article }.
            }
    }
time-given-kept = Tími sem veittur var eftir þann leik gildir áfram: { clock-adjusted }
# Fyrir dómarann: E2.7 framkvæmd; aðeins borð $player er leiðrétt.
board-corrected = Grein { $article }: skákin helst óbreytt. Aðeins { ruling-board-name } er leiðrétt.
no-ruling = Það er enginn úrskurður til að framkvæma. Biddu um hann með reconcile.
ruling-for-arbiter = Þessi úrskurður lætur þér eftir ákvörðunina. Engu var breytt; taktu aftur með arbiter takeback ef þú ákveður það.
ruling-stale = Skákin hefur breyst síðan úrskurðurinn var kveðinn upp. Engu var breytt; biddu um nýjan úrskurð með reconcile.
# arbiter takeback nefnir leik sem skákin hefur ekki: leikur $number hjá $by.
no-such-move =
    Skákin hefur engan leik { number-label } hjá { $by ->
        [white] hvítum
       *[black] svörtum
    } til að fara aftur til.

## Issue 16: keys
keystroke-help = { $keys }: { $key }.
keystroke-help-help = { $keys }: þessi hjálp.
keystroke-read-help = { $keys }, síðan bókstafur línu eða tala raðar: lesa þá línu eða röð.
keystroke-line-help = { $keys }: lína fyrir aðstoðarmanninn.
keystroke-read = Hvaða lína eða röð?
keystroke-unbound = Þessi hnappur gerir ekkert. Stjarna: hjálp hnappanna.
keystroke-or = { $first } eða { $second }
keyname-space = bilslá
keyname-enter = Enter
keyname-minus = mínus
keyname-plus = plús
keyname-slash = skástrik
keyname-star = stjarna
keyname-question = spurningarmerki
keyname-colon = tvípunktur
keyname-period = komma
keyname-escape = Escape
keyname-backspace = bakklykill
keyname-f1 = F1
keyname-home = Home
keyname-end = End
keyname-page-up = síða upp
keyname-page-down = síða niður
keyname-up = upp-ör
keyname-down = niður-ör
keyname-left = vinstri ör
keyname-right = hægri ör

## Issue 15: editions
# Krafa samkvæmt 9.2 eða 9.3 er einnig jafnteflisboð (9.1b(3); 2001 9.1c).
claim-offers-draw = Krafa þín er einnig jafnteflisboð.
# Röng krafa $by stendur áfram sem jafnteflisboð (9.1b(3)).
claim-offer-to-accept =
    Krafa { $by ->
        [white] Hvíts
       *[black] Svarts
    } er einnig jafnteflisboð. Ýttu á jafntefli til að þiggja það.
# (Fyrir dómarann) $by setti $first á uppvakningarreitinn, síðan $shown (4.4d).
promotion-final =
    Fyrir dómarann: Uppvakning { $by ->
        [white] Hvíts
       *[black] Svarts
    } á { $square } er endanleg: { $first }, grein { $article }. Síðan skipt: { $shown }.

## Issue 16: the sighted board's stream
castling-after-rook =
    { $by ->
        [white] Hvítur
       *[black] Svartur
    } færði kónginn á eftir hróknum. Grein { $castling }: engin hrókun þegar hrókurinn var snertur fyrst. Hróksleikurinn stendur; kóngurinn fer til baka. Skákdómarinn úrskurðar um ólöglegan leik, grein { $illegal }.

## Issue 16: no sensors

# Eigin leikur blinda skákmannsins eins og hann var leikinn á borði andstæðingsins,
# sagður honum strax (pinnaborð án skynjara). $move: leikurinn.
own-move = Þú: { $move }
# Fyrir aðstoðarmanninn: pinnaborð án skynjara er ekki lesið.
no-sensors-ignored = Pinnaborðið hefur enga skynjara í þessari skák: pinnarnir eru ekki lesnir.
tactile-board-has-sensors = Þetta pinnaborð hefur skynjara: taktil les það, svo það er ekki slegið inn.

## Issue 16: DGT clock
external-clock-lost = Klukkan er aftengd. Tölvan heldur utan um tímann.
external-clock-back = Klukkan er tengd aftur.
external-press-without-move =
    Ýtt var á klukkuna fyrir { $by ->
        [white] Hvítan
       *[black] Svartan
    } { $blind ->
        [yes] áður en leikur hans var leikinn og tilkynntur, grein { $article }.
       *[no] án þess að leikur væri leikinn.
    }
external-move-without-press =
    { $by ->
        [white] Hvítur
       *[black] Svartur
    } lék og ýtti ekki á klukkuna.
external-clock-set = Klukkan var stillt með höndunum, grein { $article }: Hvítur { $white }, Svartur { $black }.
external-clock-keeps = Rafræna klukkan heldur utan um tímann: gerðu þetta á klukkunni sjálfri.
external-arbiter-called = Dómarinn er kallaður til. Stöðvaðu klukkuna á borðinu.

## Issue 16: evdev keyboard

# taktil devices: no keyboard but the terminal's can be read through evdev.
no-evdev-keyboard = Ekkert annað lyklaborð fannst.

## Issue 17: wording

# Númer leiks sem heiti, í hvorugkyni ("leikur fjögur", ekki "leikur fjórir", sem
# talgervill les úr tölustafnum): setningarnar sem segja $number vísa hingað.
number-label =
    { TENS($number) ->
        [0] { "" }
       *[other] { TENS($number) } og{ " " }
    }{ UNIT($number) ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $number }
    }

## Issue 17: braille display

# taktil play --braille-display: BRLTTY does not answer (at the start) or went away; said once.
braille-display-lost = Enginn punktaletursskjár. Skákin heldur áfram.
# BRLTTY answers again: the display shows the last words again.
braille-display-back = Punktaletursskjárinn er kominn aftur.

## Issue 18: engine

only-in-practice = Aðeins í æfingaskák.
practice-taken-back =
    Tekið til baka: skákin er færð aftur { $has-last ->
        [yes] í stöðuna eftir þennan leik: { $move }.
       *[no] í upphafsstöðuna.
    }
engine-stopped = Skákforritið stöðvaðist.
engine-back = Skákforritið er komið aftur.
hint = Ábending: { $move }.
no-hint = Engin ábending: það er enginn leikur.
eval-equal = Jafnt.
eval-better =
    { $side ->
        [white] Hvítur
       *[black] Svartur
    } stendur { $pawns ->
        [0] aðeins betur.
        [1] betur, um eitt peð.
       *[other] betur, um { $pawns } peð.
    }
eval-mates =
    { $side ->
        [white] Hvítur
       *[black] Svartur
    } mátar í { $moves ->
        [1] einum leik.
       *[other] { $moves } leikjum.
    }
practice-only = Aðeins í æfingaskák.
practice-key-help =
    { $keys }: { $command ->
        [hint] ábending.
        [eval] matið.
        [takeback] taka síðasta leikinn þinn til baka.
       *[restart] ræsa skákforritið aftur.
    }
# The key help of a practice key on a HID keypad (issue 29, point 12).
practice-button-help =
    Hnappur { TENS($button) ->
        [0] { "" }
       *[other] { TENS($button) } og{ " " }
    }{ UNIT($button) ->
        [1] eitt
        [2] tvö
        [3] þrjú
        [4] fjögur
       *[other] { $button }
    }: { $command ->
        [hint] ábending.
        [eval] matið.
        [takeback] taka síðasta leikinn þinn til baka.
       *[restart] ræsa skákforritið aftur.
    }

## Issue 18: review

review-analysing =
    { $moves ->
        [one] Einn leikur er greindur
       *[other] { $moves } leikir eru greindir
    }. Andartak.
review-ready =
    { $moves ->
        [one] Einn leikur
       *[other] { $moves } leikir
    }, { $moments ->
        [0] engar villur fundust.
        [one] einn leikur til að skoða.
       *[other] { $moments } leikir til að skoða.
    } Spurningarmerki fyrir hjálp.
review-no-engine = Engin skákvél: aðeins leikirnir, án greiningar.
review-engine-stopped = Skákvélin stöðvaðist í leik { $number }: restin án greiningar.
review-start = Upphaf skákarinnar.
review-move =
    Leikur { $number }, { $color ->
        [white] hvítur
       *[black] svartur
    }: { $move }.
review-class =
    { $class ->
        [inaccuracy] Ónákvæmni.
        [mistake] Mistök.
       *[blunder] Afleikur.
    }
review-lost =
    { $pawns ->
        [0] Það kostaði um hálft peð.
        [one] Það kostaði um eitt peð.
       *[other] Það kostaði um { $pawns } peð.
    }
review-missed-mate = Þar var misst af máti í { $moves }.
review-allows-mate = Þetta leyfir mát í { $moves }: nú tapast skákin.
review-preferred = Skákvélin vildi frekar { $move }.
review-end = Lok skákarinnar.
review-no-more-mistakes = Engar fleiri villur eftir þennan leik.
review-no-earlier-mistakes = Engar villur á undan þessum leik.
review-no-such-move =
    Það er enginn leikur { $number } hjá { $color ->
        [white] hvítum
       *[black] svörtum
    }.
review-jump-ask = Hvaða leikur? Sláðu inn númerið, síðan Enter.
review-keys-help = Hnappar: 6 eða n, næsti leikur. 4 eða p, fyrri leikur. 5 eða bilslá, aftur. 3 eða m, næsta villa. 9, fyrri villa. 7, upphafið. 1, endirinn. g, síðan númer leiks og Enter, fer í þann leik. q, hætta.
# Skipanirnar eru skrifaðar á ensku.
review-lines-help = Skrifaðu next, previous, repeat, mistake, previous mistake, start, end, númer leiks eins og 12 eða 12 black, eða quit.
review-unknown-key = Þessi hnappur gerir ekkert hér. Spurningarmerki fyrir hjálp.
review-unknown-line = Þetta er engin greiningarskipun. help sýnir skipanirnar.

## Issue 18: practice, touch-move relaxed

# Said at the start of a practice game with touch-move relaxed (`--practice --free-touch`).
free-touch = Æfingaskák: Þú þarft ekki að leika snertum manni.

## Issue 27: það sem skelin sýnir aðstoðarmanninum og dómaranum (src/notice/problem.rs)
# Á skjá aðstoðarmannsins eða í staðalvillu, aldrei sagt. { $path }, { $port },
# { $error } og { $reason } birtast eins og þau komu (skrá, tengi, orð stýrikerfisins
# eða þáttara).

problem-input = inntak: { $error }: { $line }
problem-keys-unreadable = ekki er hægt að lesa lyklaborðið: { $error }
problem-bad-lines = gallaðar línur frá borðinu síðustu sekúndu: { $lines } ({ $shown } sýndar)
problem-board-bad-lines =
    { $board ->
        [tactile] snertiborðið
       *[sighted] borð sjáandi leikmannsins
    } á { $port }: gallaðar línur frá borðinu síðustu sekúndu: { $lines } ({ $shown } sýndar)
problem-board-lost =
    { $board ->
        [tactile] snertiborðið
       *[sighted] borð sjáandi leikmannsins
    } á { $port }: { $why ->
        [port] sambandið rofnaði: { $error }
        [no-answer] ekkert TBP/1-borð svarar
       *[silent] hætti að svara
    }; reynt aftur á hverri sekúndu
problem-braille-lost = punktaletursskjárinn (brlapi): { $reason }; reynt aftur á hverri sekúndu
problem-hid-failed = pinnaborðið og takkaborðið (hid): { $error }
problem-pad-connected =
    { $keypad ->
        [yes] leikjastýring { $pad } "{ $name }" er takkaborðið
       *[no] leikjastýring { $pad } "{ $name }" er pinnaborðið; pinnar sem eru þegar í götunum eru ekki tilkynntir (HID-borð sendir aðeins breytingar): berðu borðið saman við skákina
    }
problem-pad-disconnected =
    { $keypad ->
        [yes] takkaborðið
       *[no] pinnaborðið
    } "{ $name }" (leikjastýring { $pad }) er aftengt; skákin heldur áfram, sláðu inn leikina með assist-skipunum þar til það kemur aftur
problem-unknown-button =
    hnappur { $code }{ $button ->
        [none] {""}
       *[other] {" "}(hnappur { $button })
    } á "{ $name }" er hvorki gat á borðinu né takki: keyrðu taktil calibrate eða tengdu hann í tækjaskránni
problem-keyboard-lost = { $reason }; leitað að því á hverri sekúndu
problem-keyboard-failed = lyklaborðið (evdev): { $error }
problem-dgt-orientation =
    DGT-borðið á { $port } snýr þannig að { $connector ->
        [white] Hvítur
       *[black] Svartur
    } er við tengihliðina
problem-dgt-clock-side =
    DGT-klukkan á { $port }: tími Hvíts er { $right ->
        [yes] hægra megin
       *[no] vinstra megin
    } (sú hlið fór fyrst af stað)
problem-dgt-resync = DGT-borðið á { $port }: { $problem }; beðið um fullan lestur borðsins
problem-dgt-lost = borð sjáandi leikmannsins (dgt:{ $port }): { $reason }; reynt aftur á hverri sekúndu
problem-dgt-failed = sambandið við borð sjáandi leikmannsins (dgt:{ $port }) er rofið: { $error }; skákin heldur áfram, sláðu inn leiki sjáandi leikmannsins með assist-skipunum
problem-livechess-lost = borð sjáandi leikmannsins (livechess:{ $addr }): { $reason }; reynt aftur
problem-livechess-message = skilaboð frá LiveChess (livechess:{ $addr }) skildust ekki og er sleppt: { $reason }: { $text }
problem-livechess-differs = leikjalisti LiveChess fyrir borð sjáandi leikmannsins (livechess:{ $addr }) er ekki sá sem fylgt var; skákinni er ekki breytt og borðið er borið saman við hana. Fylgt: { $followed }. LiveChess núna: { $board }
problem-livechess-kings = LiveChess skráði { $san } með báða kónga á miðborðinu (livechess:{ $addr }): úrslit sýnd á borðinu, ekki leikur; skákdómarinn skráir úrslitin
problem-livechess-withdrawn = LiveChess dró { $moves } til baka áður en það var tilkynnt (livechess:{ $addr }): menn voru á lofti
problem-livechess-not-legal = leikur { $index } hjá LiveChess, { $san }, er ekki löglegur hér (livechess:{ $addr }); listinn er lesinn fram að honum
problem-livechess-no-board = LiveChess sýnir ekki lengur borð sjáandi leikmannsins (livechess:{ $addr }); það sýnir { $known }
problem-publish-failed = útsendingarmappa: get ekki skrifað { $path }: { $error }; skákin heldur áfram og er skrifuð aftur eftir næsta leik
problem-push-refused = útsendingu hafnað ({ $status }): { $error }
problem-push-failed = útsending mistókst: { $reason }; reynt aftur eftir { $seconds } s
problem-speech-missing = tal: { $reason }
problem-sound-missing = hljóðúttak: { $reason }
problem-engine-stopped = { $reason }; skákin heldur áfram: skrifaðu `engine restart` (eða ýttu á g) til að ræsa skákvélina aftur
problem-engine-running = engine restart: skákvélin er í gangi
problem-engine-no-move = skákvélin á engan leik í þessari stöðu
problem-engine-no-score = skákvélin gaf ekkert mat
problem-engine-no-takeback = engine takeback: leikmaðurinn hefur ekki leikið enn
# { $command } er orð skipunarinnar sem var slegin inn (á ensku, eins og hún var slegin inn).
problem-no-engine = engine { $command }: engin skákvél teflir í þessari skák
problem-journal-failed = { $path }: ekki er hægt að skrifa skrána: { $error }; skákin heldur áfram aðeins í minni
problem-journal-no-game = { $path }: skráin geymir enga skák (stillingar hennar eru ófullkomnar): ný skák hefst
problem-journal-not-kept = { $path }: ekki er hægt að geyma það sem skráin hafði að geyma: { $error }
problem-journal-unchecked = { $path }: skráin hefur engar prófanir (eldri útgáfa taktil skrifaði hana): hún er endurheimt eins og hún er, óstaðfest
# $count: línur; [one] gildir líka um 21, 31 ... og prentar því töluna.
problem-journal-untold =
    { $path }: fyrri endurræsing sleppti { $count ->
        [one] { $count } línu
       *[other] { $count } línum
    } frá línu { $line } og var stöðvuð áður en hún sagði frá því
# { $text } er lína skrárinnar eins og hún var; { $why } ástæðan fyrir því að henni er sleppt.
problem-journal-dropped =
    { $path }: lína { $line } (`{ $text }`): { $why }; { $count ->
        [one] { $count } línu sleppt
       *[other] { $count } línum sleppt
    }; { $kept ->
        [yes] geymt í { $saved }
       *[no] ekki geymt: { $error }
    }
problem-journal-repaired =
    { $path }: lína { $line }: endurspilun skrárinnar gefur `{ $checkpoint }`, sem hún skráir ekki: fyrri endurræsing hélt áfram án þess; skráin er skrifuð aftur með { $count ->
        [one] { $count } eftirlitspunkti
       *[other] { $count } eftirlitspunktum
    }
problem-journal-disagrees = { $path }: lína { $line }: { $what }; fyrri endurræsing prófaði þessa skrá: villa í taktil, ekki skemmd; öllum línum er haldið og skákin fylgir endurspiluninni (frávik alls: { $count })
problem-no-wall-clock = { $path }: enginn tímastimpill: ekki er hægt að vita hve lengi taktil lá niðri; klukkan telur þann tíma sem stöðvaðan
journal-cause-cut = línan er skorin af
journal-cause-not-utf8 = ekki UTF-8-texti í dálki { $column }
journal-cause-check = línan passar ekki við vartölu sína
journal-cause-parse = { $error }
journal-difference-recorded = lína { $line } skráir `{ $recorded }`, endurspilun skrárinnar gefur { $moved ->
        [yes] `{ $gives }`
       *[no] engan leik
    }
journal-difference-unrecorded = endurspilun skrárinnar gefur `{ $gives }`, sem hún skráir ekki
# The Laws the game is played under (R-61); $named no: an earlier taktil's journal,
# resumed under 2009.
fact-laws =
    Skáklög: FIDE { $edition }{ $named ->
        [yes] { "" }
       *[no] { " " }(dagbókin nefnir enga útgáfu: hún var skrifuð áður en 2023 varð sjálfgefið)
    }
# Staðreyndir endurheimtrar skákar. { $seconds } er skrifað 12.345.
fact-down = taktil lá niðri í { $seconds } s; talið á klukku leikmannsins sem á leik
fact-clocks =
    endurheimtar klukkur: Hvítur { $white }, Svartur { $black } ({ $running ->
        [white] Hvítur á leik
        [black] Svartur á leik
       *[stopped] stöðvaðar
    })
# { $moves } er skorblaðið, tölusett: 1. e4 e5 2. Nf3; { $plies } fjöldi hálfleikja.
fact-sheet =
    { $blind ->
        [yes] endurheimt skorblað blinda leikmannsins (eins og tilkynnt var):
       *[no] endurheimt skorblað sjáandi leikmannsins (eins og slegið var inn):
    } { $plies ->
        [0] engir leikir
       *[other] { $moves }
    }

# Það sem ekki er sagt, eins og skjár aðstoðarmannsins og einföldu línurnar sýna það
# (src/l10n/output.rs). { $san }, { $uci }, { $fen } og { $squares } eru skákritháttur og
# haldast óbreytt; { $number } er "12." eða "12...".
output-move =
    { $number } { $san }{ $offer ->
        [yes] {" "}(=)
       *[no] {""}
    } ({ $uci }, { $color ->
        [white] Hvítur
       *[black] Svartur
    }{ $source ->
        [assist] , sleginn inn af aðstoðarmanninum
        [tactile] {" "}á snertiborðinu
       *[sighted] {" "}á borði sjáandi leikmannsins
    })
output-clock =
    klukka { $color ->
        [white] Hvíts
       *[black] Svarts
    } fer af stað
output-clock-times =
    klukka { $color ->
        [white] Hvíts
       *[black] Svarts
    } fer af stað (Hvítur { $white }, Svartur { $black }{ $stopped ->
        [yes] , stöðvuð
       *[no] {""}
    })
output-flag =
    { $color ->
        [white] Hvítur
       *[black] Svartur
    } féll á tíma
output-low-time =
    tími { $color ->
        [white] Hvíts
       *[black] Svarts
    } er að renna út
output-mismatch =
    { $board ->
        [tactile] snertiborðið
       *[sighted] borð sjáandi leikmannsins
    } er frábrugðið á { $squares }
output-matched =
    { $board ->
        [tactile] snertiborðið
       *[sighted] borð sjáandi leikmannsins
    } passar aftur við skákina
# Samanburður borðanna tveggja við bæði skorblöðin (E2.7, E2.8): hvað var ákveðið,
# grein þess og staðan sem borðin verða að sýna.
output-ruling =
    { $kind ->
        [agreed] skorblöðunum ber saman og borðin sýna stöðuna á þeim
        [correct] skorblöðunum ber saman; annað borðið er leiðrétt
        [take-back] skorblöðin eru ólík; skákin er færð aftur þangað sem þeim ber saman
        [both-boards] skorblöðunum ber saman, en bæði borðin eru frábrugðin þeim
        [unrecorded] borð sýnir leik sem hvorugt skorblaðið hefur
        [no-position] borð sýnir enga stöðu úr skákinni
        [assistant-record] skorblað blinda leikmannsins í taktil er rangt
       *[illegal-entry] ekki er hægt að leika næsta leik á skorblaði
    } ({ $settled ->
        [yes] { $article }
       *[no] fyrir dómarann
    }), staða { $fen }
output-end =
    { $outcome } ({ $reason ->
        [checkmate] skák og mát
        [stalemate] patt
        [dead-position] dauð staða
        [time] fall á tíma
        [time-no-mate] fall á tíma, en andstæðingurinn getur ekki mátað
        [both-flags] báðir féllu á tíma
        [agreement] samkomulag
        [threefold] sama staða í þriðja sinn
        [fifty-moves] 50 leikja reglan
        [fivefold] sama staða í fimmta sinn
        [seventy-five-moves] 75 leikja reglan
        [illegal-moves] ólöglegir leikir
        [illegal-moves-no-mate] ólöglegir leikir, en andstæðingurinn getur ekki mátað
        [resignation] uppgjöf
        [resignation-no-mate] uppgjöf, en andstæðingurinn getur ekki mátað
        [forfeit] án taflmennsku
        [arbiter] úrskurður dómarans
        [sealed-move] biðleikurinn
        [server-draw] jafntefli á Lichess
        [server-left] andstæðingurinn fór
        [server-fair-play] háttvísi
        [server-other] lokið á Lichess
       *[sealed-move-no-mate] biðleikurinn, en andstæðingurinn getur ekki mátað
    })
output-touch = snerting: { $piece } { $square }
output-request =
    SNAP sent á { $board ->
        [tactile] snertiborðið
       *[sighted] borð sjáandi leikmannsins
    }

# Kvörðun HID-pinnaborðsins (`taktil calibrate`), fyrir þann sem situr við tölvuna.
problem-calibration-silent = enginn hnappur tilkynntur fyrir { $square } á { $ms } ms; spurt aftur
problem-calibration-redo = spurt aftur um { $square }; hnappur þess { $code } er laus
problem-calibration-lost = pinnaborðið er aftengt
problem-calibration-back = pinnaborðið er komið aftur; pinnar settir í á meðan sjást ekki
problem-calibration-peg-out = pinni kom úr gatinu með hnapp { $code }
problem-calibration-early = pinni fór í gatið með hnapp { $code } fyrir byrjun
problem-calibration-unknown-out = pinni kom úr gatinu með hnapp { $code }, sem var ekki vitað að væri fyllt (ef pinnar sem settir eru í birtast svona: stilltu inverted = yes)
problem-calibration-taken = hnappur { $code } tilheyrir nú þegar { $other }; spurt var um { $square }
problem-calibration-button = { $square } = { $code }

## Issue 29: línur taktil devices, fyrir skjáinn. Nöfn, slóðir, tengi og villuorð
## kerfisins koma eins og þau eru.

devices-gamepad =
    Leikjastýring { $id }: { $name }{ $has-buttons ->
        [yes]
            , { $buttons ->
                [one] { $buttons } hnappur
               *[other] { $buttons } hnappar
            }
       *[no] { "" }
    }{ $has-usb ->
        [yes] , USB { $usb }
       *[no] { "" }
    }.
devices-gamepads-unlisted = Leikjastýringar: { $error }.
devices-serial-port =
    Raðtengi { $port }{ $kind ->
        [usb]
            : USB { $usb }{ $has-product ->
                [yes] , { $product }
               *[no] { "" }
            }
        [bluetooth] : Bluetooth
       *[other] { "" }
    }.
devices-no-serial-port = Ekkert raðtengi fannst.
devices-serial-ports-unlisted = Raðtengi: ekki hægt að telja þau upp: { $error }.
devices-livechess-board =
    LiveChess-borð { $serial }: { $state }{ $has-source ->
        [yes] , á { $source }
       *[no] { "" }
    }, { $start ->
        [yes] upphafsstaða
       *[no] staða { $board }
    }.
devices-no-livechess-board = LiveChess á { $place } sýnir ekkert borð.
devices-livechess-unlisted = LiveChess á { $place }: ekki hægt að sýna borðin: { $error }.
devices-keyboard = Lyklaborð { $path }: { $name }.
devices-keyboards-unlisted =
    Lyklaborð: { $why ->
        [not-built] ekki hægt að lesa lyklaborð um evdev: taktil var byggt án `evdev`-eiginleikans.
        [not-linux] önnur lyklaborð eru aðeins lesin í Linux: notaðu HID-talnaborð eða lykla þessarar skipanalínu.
        [no-input] þessi tölva hefur ekkert /dev/input, svo ekkert lyklaborð verður lesið um evdev.
        [unreadable] ekki hægt að lesa /dev/input ({ $error }): bættu notandanum í hópinn `input`.
       *[none-readable]
            { $nodes ->
                [one] { $nodes } inntakstæki í /dev/input, ekki læsilegt
               *[other] { $nodes } inntakstæki í /dev/input, ekkert læsilegt
            }: bættu notandanum í hópinn `input` (sudo usermod -aG input $USER, skráðu þig svo inn aftur).
    }

## The live page (issue 32): every word it shows, for the arbiter and a partially
## sighted player; a screen reader reads them aloud.
live-title = taktil beint
live-white = Hvítur
live-black = Svartur
live-to-move = á leik
live-last-move = Síðasti leikur
live-no-move = Enginn leikur enn
live-clock = Klukka
live-warnings = Viðvaranir
live-rulings = Skákdómari
live-result = Úrslit
live-theme = Litir
live-size = Stærð
live-flip = Snúa borðinu
live-theme-contrast = Mikil birtuskil
live-theme-light = Ljóst
live-theme-dark = Dökkt
live-theme-yellow = Gult á svörtu
live-size-fit = Fylla skjáinn
live-size-large = Stórt
live-size-larger = Stærra
live-connection-lost = Sambandið rofnaði. Tengi aftur …
live-connected = Tengt
live-board = Borð
live-empty = auður
live-piece-white-k = hvítur kóngur
live-piece-white-q = hvít drottning
live-piece-white-r = hvítur hrókur
live-piece-white-b = hvítur biskup
live-piece-white-n = hvítur riddari
live-piece-white-p = hvítt peð
live-piece-black-k = svartur kóngur
live-piece-black-q = svört drottning
live-piece-black-r = svartur hrókur
live-piece-black-b = svartur biskup
live-piece-black-n = svartur riddari
live-piece-black-p = svart peð

## Issue 33: netskák á Lichess.

online-started =
    Lichess-skák gegn { $opponent }{ $has-rating ->
        [yes] , stig { $rating }
       *[no] {""}
    }. Þú teflir með { $color ->
        [white] hvítt
       *[black] svart
    }. { $has-clock ->
        [yes] { $minutes } mínútur auk { $increment } sekúndna
       *[no] Engin klukka
    }, { $rated ->
        [yes] til stiga.
       *[no] ekki til stiga.
    }
online-lost = Tengingin við Lichess rofnaði. Reyni aftur. Klukkan þín gengur áfram.
online-back = Tengt við Lichess aftur.
online-refused =
    Lichess hafnaði leiknum þínum: { $why ->
        [not-your-turn] þú átt ekki leik, eða skákinni er lokið.
        [illegal] hann er ekki löglegur þar.
       *[other] leikurinn er tekinn til baka.
    }
online-wait =
    Lichess biður um að bíða í { $seconds } { $seconds ->
        [one] sekúndu
       *[other] sekúndur
    }.
online-opponent-gone =
    { $seconds ->
        [0] Andstæðingurinn er farinn. Þú getur krafist sigurs núna.
       *[other] Andstæðingurinn er farinn. Þú getur krafist sigurs eftir { $seconds } { $seconds ->
            [one] sekúndu
           *[other] sekúndur
        }.
    }
online-opponent-back = Andstæðingurinn er kominn aftur.
online-chat = { $user } skrifar: { $text }
online-no-chat = Engin spjallskilaboð.
online-aborted = Skákinni var hætt á Lichess. Hún telst ekki.
online-cannot-claim = Þú getur ekki krafist sigurs: andstæðingurinn hefur ekki verið nógu lengi í burtu.
online-token-refused = Lichess tekur ekki lengur við lyklinum þínum. Ekki er hægt að senda leiki. Búðu til nýjan lykil.
problem-lichess = Lichess: { $detail }
problem-not-online = online { $command }: þessi lota teflir enga netskák (--opponent lichess)
# Verkefni 33, liður 3: andstæðingur í fjarska án Lichess (docs/online.md).
remote-confirm = Andstæðingur: { $move }. Rétt? Tilkynningarhnappurinn staðfestir.
remote-dropped = Ekki talið. Sláðu leikinn inn aftur.
remote-unread =
    { $word }: { $why ->
        [unreadable] enginn leikur.
        [illegal] enginn löglegur leikur hér.
        [ambiguous] tveir menn geta leikið þetta; bættu við línu eða röð.
       *[two-readings] þetta passar við tvo leiki; gefðu bæði reitina, til dæmis e2e4.
    }
remote-not-their-move = Þú átt leik, ekki andstæðingurinn.
remote-nothing-to-confirm = Enginn leikur til að staðfesta.
remote-move =
    Leikur { $number }, { $color ->
        [white] hvítur
       *[black] svartur
    }: { $move }.
remote-your-move = Þú átt leik.
remote-no-move-found =
    Enginn leikur { $number } hjá { $color ->
        [white] hvítum
       *[black] svörtum
    } í textanum.
remote-opponents-move = Andstæðingurinn á leik.
remote-already-in = Þú átt leik: leikur andstæðingsins er þegar kominn.
remote-over = Skákinni er lokið.
