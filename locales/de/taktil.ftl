# taktil: alles, was ein Mensch hört, auf Deutsch.
#
# Jede Meldung vor dem Einchecken laut lesen: Der Spieler hört sie im Ohrhörer, oft in
# Zeitnot. Kurz, ruhig, eindeutig.
#
# Die Wörter des Vokabulars (piece-*, rank-*, castle-*) dieser Datei sind zugleich das
# deutsche Vokabular der FIDE-Regeln (Anhang E2.1): Sie gelten in jeder Sprache, wenn
# der Spieler das deutsche Vokabular gewählt hat. Linienbuchstaben stehen in
# ../files.ftl. Variablen mit solchen Wörtern ($piece, $square, $from, $to, $castle,
# ...) behalten ihre eigene Sprechsprache: in den Satz setzen, nie danach auswählen.
#
# Auswahlvariablen:
#   $color, $by, $to-move   white | black
#   $role, $target-role     king | queen | rook | bishop | knight | pawn
#                           (für Artikel und Pronomen: die Dame, sonst der)
#   $count                  eine Zahl (Plural der Figurennamen)
#
# Figurennamen stehen immer im Nominativ ("der Bauer", nicht "den Bauern"), damit das
# Wort des Vokabulars unverändert bleibt.

## Vokabular: Figuren. $count wählt den Plural (beim Vorlesen der Stellung).

piece-king =
    { $count ->
        [one] König
       *[other] Könige
    }
piece-queen =
    { $count ->
        [one] Dame
       *[other] Damen
    }
piece-rook =
    { $count ->
        [one] Turm
       *[other] Türme
    }
piece-bishop =
    { $count ->
        [one] Läufer
       *[other] Läufer
    }
piece-knight =
    { $count ->
        [one] Springer
       *[other] Springer
    }
piece-pawn =
    { $count ->
        [one] Bauer
       *[other] Bauern
    }

## Vokabular: Reihen, von Weiß nach Schwarz.

rank-1 = eins
rank-2 = zwei
rank-3 = drei
rank-4 = vier
rank-5 = fünf
rank-6 = sechs
rank-7 = sieben
rank-8 = acht

## Vokabular: Rochade (als Rochade angesagt, nie als Königszug: R-23).

castle-short = Kurze Rochade
castle-long = Lange Rochade

## Zugansagen (E2.1). Kurz: "Springer Felix drei", "Eva schlägt David fünf".

move-takes = schlägt
move-en-passant = en passant
move-check = Schach
move-checkmate = Schachmatt

# Ein Zug. Variablen wie in der englischen Datei:
#   $piece          Figurenname; leer bei einem Bauern
#   $from           Ausgangsfeld, so weit die SAN es nennt (Linie, Reihe oder Feld;
#                   in der langen Ansage das ganze Feld); leer, wenn $has-from no ist
#   $has-from       yes | no
#   $capture        yes | no
#   $to             Zielfeld
#   $promotion      Umwandlungsfigur, wenn $has-promotion yes ist
#   $has-promotion  yes | no
#   $en-passant     yes | no
#   $suffix         none | check | checkmate (siehe move-suffix)
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
# Schach oder Matt nach dem Zug; $suffix: none | check | checkmate. Ohne Komma davor:
# in einem Atemzug gesagt (ein Komma kostet espeak-ng 0,2 s Pause; Issue 17).
move-suffix =
    { $suffix ->
        [check] { " " }{ move-check }
        [checkmate] { " " }{ move-checkmate }
       *[none] { "" }
    }
# Rochade; $castle ist das Wort für die Rochade.
move-castle = { $castle }{ move-suffix }
# Eine Figur wird eingesetzt (nur in Einsetzvarianten, nie im normalen Schach).
move-put = { $piece } { $to }{ move-suffix }
# Ein Nullzug ("--" in einer PGN): niemand hat gezogen.
move-null = Nullzug
# Der letzte Zug noch einmal, auf Anfrage (R-51); $move ist die Ansage.
last-move = Letzter Zug: { $move }
no-move-yet = Es wurde noch kein Zug gespielt.
# Die letzten Züge, der älteste zuerst (Taste Verlauf). $count: wie viele; $moves: die
# Liste der last-moves-item, durch Semikolons getrennt.
last-moves =
    { $count ->
        [one] Letzter Zug: { $moves }.
       *[other] Letzte { $count } Züge: { $moves }.
    }
# Ein Zug des Verlaufs: wer ihn gespielt hat ($by: white | black), dann die Ansage.
last-moves-item =
    { $by ->
        [white] Weiß
       *[black] Schwarz
    } { $move }

## Umwandlung (E2.1: der Spieler nennt die Figur). Tastennamen wie auf dem Tastenfeld.

ask-promotion = Umwandlung auf { $square }. Welche Figur? Drücken Sie { key-queen }, { key-rook }, { key-bishop } oder { key-knight }.

## Berührt – geführt (Art. 4.3, 4.4; E2.2: ein gezogener Stift ist eine berührte Figur).

touch-move =
    Berührt wurde { $role ->
        [queen] die
       *[other] der
    } { $piece } auf { $square }: { $role ->
        [queen] Sie
       *[other] Er
    } muss ziehen.
touch-capture =
    Berührt wurde { $role ->
        [queen] die
       *[other] der
    } { $piece } auf { $square }: { $role ->
        [queen] Sie
       *[other] Er
    } muss geschlagen werden.
# $piece auf $from muss $target auf $at schlagen (4.3c). Das Feld nennen, nicht "ihn":
# beide Figuren können von einer Art sein.
touch-capture-with =
    Berührt wurden { $role ->
        [queen] die
       *[other] der
    } { $piece } auf { $from } und { $target-role ->
        [queen] die
       *[other] der
    } { $target } auf { $at }: { $role ->
        [queen] Die
       *[other] Der
    } { $piece } muss auf { $at } schlagen.
touch-castle = König und Turm berührt: Sie müssen rochieren, { $castle }.
# $piece ist der König, $square sein Feld.
touch-king-move = Die Rochade ist nicht regelgemäß: Sie müssen mit dem König ziehen.

## Regelwidrige Züge werden zurückgewiesen (Art. 7.4).

illegal-unreachable =
    Regelwidrig: { $role ->
        [queen] Die
       *[other] Der
    } { $piece } kann { $square } nicht erreichen.
illegal-king-in-check = Regelwidrig: Ihr König stünde im Schach.
illegal-second-piece = Regelwidrig: Es darf nur eine Figur ziehen.
illegal-no-such-move = Das ist kein regelgemäßer Zug.

## Anleitung zurück zur Stellung auf dem Brett.

put-back =
    { $role ->
        [queen] Die
       *[other] Der
    } { $color ->
        [white] weiße
       *[black] schwarze
    } { $piece } muss zurück auf { $square }.
move-back =
    { $role ->
        [queen] Die
       *[other] Der
    } { $piece } auf { $from } muss zurück auf { $to }.
remove = Entfernen Sie die Figur von { $square }.
place =
    { $role ->
        [queen] Die
       *[other] Der
    } { $color ->
        [white] weiße
       *[black] schwarze
    } { $piece } muss auf { $square }.
take =
    { $role ->
        [queen] Die
       *[other] Der
    } { $color ->
        [white] weiße
       *[black] schwarze
    } { $piece } auf { $square } muss vom Brett.
take-peg = Entfernen Sie die Figur von { $square }.
shift =
    { $role ->
        [queen] Die
       *[other] Der
    } { $color ->
        [white] weiße
       *[black] schwarze
    } { $piece } auf { $from } muss nach { $to }.
board-differs =
    { $by ->
        [white] Das Brett von Weiß
       *[black] Das Brett von Schwarz
    } weicht von der Partie ab:
board-matches =
    { $by ->
        [white] Das Brett von Weiß
       *[black] Das Brett von Schwarz
    } stimmt mit der Partie überein.
sheet-differs =
    Das Partieformular des sehenden Spielers weicht ab Zug { $number } von der Partie ab, { $color ->
        [white] Weiß
       *[black] Schwarz
    }.
sheet-letters-mixed =
    Partieformular des sehenden Spielers, Zug { $number } { $color ->
        [white] Weiß
       *[black] Schwarz
    }: { $word } steht in anderen Figurenbuchstaben als { $earlier }. Ein Partieformular verwendet nur einen Satz Buchstaben.
sheet-letters-undecided =
    Partieformular des sehenden Spielers, Zug { $number } { $color ->
        [white] Weiß
       *[black] Schwarz
    }: { $word } ist in zwei Sätzen von Figurenbuchstaben ein regelgemäßer Zug.
no-move = Noch kein Zug auf dem Brett.
# Die Ankündigung aus Artikel 4.2 der deutschen Fassung der FIDE-Regeln ("ich
# korrigiere"): "J'adoube" liest eine deutsche Stimme "Jot adube".
adjust = Ich korrigiere.

## Devices: peg board, keypad and calibration.

# Kalibrierung (taktil calibrate): ein Loch nach dem anderen, a1 bis h8.
calibrate-empty = Das Steckbrett wird kalibriert. Nehmen Sie alle Stifte aus dem Brett, dann drücken Sie Enter oder die Ansage-Taste.
calibrate-put = Stecken Sie einen Stift in { $square }.
calibrate-done = { $square }: erledigt.
calibrate-taken = Diese Taste ist schon { $square }. Nehmen Sie den Stift heraus und versuchen Sie es noch einmal.
calibrate-silent = Nichts von { $square }. Prüfen Sie das Loch, dann stecken Sie den Stift noch einmal hinein.
calibrate-peg-seated = Ein Stift kam aus einem Loch, das nicht leer war. Lassen Sie ihn draußen.
calibration-finished =
    { $missing ->
        [0] Kalibrierung fertig: alle 64 Löcher sind erledigt.
        [one] Kalibrierung fertig; ein Loch fehlt.
       *[other] Kalibrierung fertig; { $missing } Löcher fehlen.
    }
calibration-aborted = Kalibrierung abgebrochen. Nichts wurde gespeichert.
peg-board-lost = Das Steckbrett ist getrennt.
peg-board-back = Das Steckbrett ist wieder da. Wenn sich inzwischen ein Stift bewegt hat, ziehen Sie ihn und stecken Sie ihn wieder hinein.
opponent-board-silent = Das Brett des Gegners meldet nichts.
opponent-board-back = Das Brett des Gegners meldet wieder.
keypad-lost = Das Tastenfeld ist getrennt.
keypad-back = Das Tastenfeld ist wieder da.
no-hid-device = Kein Gamepad und kein Steckbrett gefunden.
key-help = Taste { $button }: { $key }.
key-help-help = Taste { $button }: diese Hilfe.

## Das Ende der Partie.

# $reason: checkmate | stalemate | dead-position | time | time-no-mate | both-flags |
# agreement | threefold | fifty-moves | fivefold | seventy-five-moves (both 2023
# 9.6) | illegal-moves | illegal-moves-no-mate;
# $result: white | black | draw; $side: white | black, wer die Zeit überschritten hat
# (time, time-no-mate) oder den dritten regelwidrigen Zug gemacht hat (illegal-moves,
# illegal-moves-no-mate).
game-over =
    { $reason ->
        [checkmate] Schachmatt. { game-result }
        [stalemate] Patt. { game-result }
        [time]
            { $side ->
                [white] Weiß
               *[black] Schwarz
            } hat die Zeit überschritten. { game-result }
        [time-no-mate]
            { $side ->
                [white] Weiß hat die Zeit überschritten, aber Schwarz
               *[black] Schwarz hat die Zeit überschritten, aber Weiß
            } kann nicht mattsetzen. { game-result }
        [both-flags] Beide Seiten haben die Zeit überschritten. { game-result }
        [agreement] Remis vereinbart.
        [threefold] Dreimalige Stellungswiederholung. { game-result }
        [fifty-moves] Fünfzig-Züge-Regel. { game-result }
        [fivefold] Fünfmalige Stellungswiederholung. { game-result }
        [seventy-five-moves] 75 Züge ohne Schlagen und ohne Bauernzug. { game-result }
        [illegal-moves]
            { $count ->
                [2] Zweiter
               *[other] Dritter
            } regelwidriger Zug von { $side ->
                [white] Weiß
               *[black] Schwarz
            }. { game-result }
        [illegal-moves-no-mate]
            { $count ->
                [2] Zweiter
               *[other] Dritter
            } regelwidriger Zug von { $side ->
                [white] Weiß, aber Schwarz
               *[black] Schwarz, aber Weiß
            } kann nicht mattsetzen. { game-result }
       *[dead-position]
            { $result ->
                [draw] Remis: Keine Seite kann mattsetzen.
               *[other] Keine Seite kann mattsetzen. { game-result }
            }
    }
game-result =
    { $result ->
        [white] Weiß gewinnt.
        [black] Schwarz gewinnt.
       *[draw] Remis.
    }
game-is-over = Die Partie ist beendet.
# $claim: threefold | fifty-moves
draw-claimable =
    { $claim ->
        [threefold] Sie können Remis reklamieren: dreimalige Stellungswiederholung.
       *[fifty-moves] Sie können Remis reklamieren: Fünfzig-Züge-Regel.
    }

## Antworten auf die Tasten.

# $number ist die Nummer des Zuges, der gerade gespielt wird ($moves, die von beiden
# Seiten vollendeten Züge, plus eins).
move-count =
    Zug { $number }, { $to-move ->
        [white] Weiß
       *[black] Schwarz
    } am Zug.
# Eine Seite der Stellung: "Weiß: König Gustav eins; Türme Anna eins, Felix eins."
# $groups ist die Liste der position-group, durch Semikolons getrennt.
position-side =
    { $color ->
        [white] Weiß
       *[black] Schwarz
    }: { $groups }.
# $piece steht im Plural, wenn $count größer als eins ist; $squares ist die Liste der
# Felder.
position-group = { $piece } { $squares }
position-empty = Das Brett ist leer.
# Eine Linie oder Reihe auf Anfrage: "Linie Eva: weißer König Eva eins, schwarzer Bauer
# Eva sieben." $file ist der Linienname, $rank die Reihe, $pieces die Liste der
# reading-piece (in Brettreihenfolge), durch Kommas getrennt.
file-reading = Linie { $file }: { $pieces }.
file-reading-empty = Die Linie { $file } ist leer.
rank-reading = Reihe { $rank }: { $pieces }.
rank-reading-empty = Die Reihe { $rank } ist leer.
# Eine Figur beim Vorlesen: Farbe (gebeugt nach $role), Figur, Feld.
reading-piece =
    { $color ->
        [white]
            { $role ->
                [queen] weiße
               *[other] weißer
            }
       *[black]
            { $role ->
                [queen] schwarze
               *[other] schwarzer
            }
    } { $piece } { $square }
no-clock = Es läuft keine Uhr.

## Das Brett.

resync = Verbindung zum Brett unterbrochen; das ganze Brett wird neu gelesen.

## Serial boards.

board-lost = Das Brett ist nicht mehr verbunden. Ihre Partie ist gesichert.
board-silent = Das Brett antwortet nicht. Ihre Partie ist gesichert.
board-back = Das Brett ist wieder da; das Brett wird gelesen.
# $line zählt die Zeilen, seit das Brett verbunden ist; $fault sagt, was falsch war.
board-line-ignored = Brettzeile { $line } übergangen: { $fault ->
        [unreadable] unlesbare Bytes.
        [too-long] die Zeile ist zu lang.
       *[not-understood] keine Brettnachricht.
    }

## Hinweise für Assistent und Schiedsrichter.

hearing =
    { $what ->
        [no-output] Kein Tonausgang gefunden: Sie hören weder Sprache noch Töne. Alles wird als Text angezeigt.
        [nothing] Keine Sprachausgabe und keine Töne: Sie hören nichts. Alles wird als Text angezeigt.
        [sounds-only] Keine Sprachausgabe: Sie hören nur Töne. Die Worte werden als Text angezeigt.
       *[speech-only] Keine Töne: Sie hören die Sprachausgabe, aber keine Töne.
    }
speech-lost = Die Sprachausgabe antwortet nicht mehr: die Worte werden ab jetzt als Text angezeigt.
voice-missing = Keine Stimme für { $lang }: eine andere Stimme spricht diese Wörter.
speech-through = Sprachausgabe über { $backend }.
speech-setting-ignored = { $setting ->
    [rate] Das für taktil eingestellte Sprechtempo wird nicht verwendet: { $backend } spricht in seinem eigenen Tempo.
    [volume] Die für taktil eingestellte Lautstärke wird nicht verwendet: { $backend } spricht in seiner eigenen Lautstärke.
   *[voice] Die für taktil eingestellten Stimmen werden nicht verwendet: { $backend } spricht mit seiner eigenen Stimme.
}

# $count: der wievielte regelwidrige Zug von $by; $penalty: none | time | loss |
# loss-or-draw; $minutes: zusätzliche Bedenkzeit für den Gegner.
illegal-counted =
    Regelwidriger Zug von { $by ->
        [white] Weiß
       *[black] Schwarz
    }, Nummer { $count }, abgewiesen. { $penalty ->
        [time]
            Der Schiedsrichter kann { $by ->
                [white] Schwarz
               *[black] Weiß
            } { $minutes ->
                [one] eine Minute
               *[other] { $minutes } Minuten
            } zusätzliche Bedenkzeit geben.
        [loss] Der Schiedsrichter kann die Partie für verloren erklären.
        [loss-or-draw]
            Der Schiedsrichter kann die Partie für verloren erklären, oder für remis, falls { $by ->
                [white] Schwarz
               *[black] Weiß
            } nicht mattsetzen kann.
       *[none] { "" }
    }
# (For the arbiter, 2023) a refused placement: never announced, never pressed, so
# not a completed illegal move (7.5.1, D.2.3): no penalty. $count: refused so far.
illegal-not-completed =
    Regelwidrige Aufstellung von { $by ->
        [white] Weiß
       *[black] Schwarz
    }, Nummer { $count }, abgewiesen, bevor sie angesagt war. Kein vollendeter regelwidriger Zug, Artikel 7.5.1: keine Strafe.
# (For the arbiter, 2023) the clock was pressed for $by without a move (7.5.3).
# (For the arbiter, 2023 7.5.2) $by pressed with a pawn on the last rank, $square, and no
# new piece: it became a queen.
promotion-without-piece =
    Artikel 7.5.2: { $by ->
        [white] Weiß
       *[black] Schwarz
    } drückte die Uhr mit einem Bauern auf { $square } ohne neue Figur. Der Bauer wird eine Dame; bestraft als regelwidriger Zug, wenn der Schiedsrichter so entscheidet.
press-as-illegal =
    Artikel 7.5.3: Ein Druck auf die Uhr ohne Zug von { $by ->
        [white] Weiß
       *[black] Schwarz
    } gilt als regelwidriger Zug, wenn der Schiedsrichter so entscheidet.
touch-move-recorded =
    Verstoß von { $by ->
        [white] Weiß
       *[black] Schwarz
    } gegen „berührt – geführt“: Der Zug wurde zurückgewiesen.
assist-move-rejected = Dieser Zug ist in dieser Stellung nicht regelgemäß.
key-ignored = Die Taste { $key } hat jetzt keine Wirkung.

## Die Uhr (Art. 6). Zeiten nur auf Anfrage (E2.9 d, R-51).

# Eine Zeit, abgerundet, damit sie nie mehr sagt, als da ist. $units nennt die Teile:
# hours, hours-minutes (ab einer Stunde), minutes (ab zehn Minuten oder volle
# Minuten), minutes-seconds (ab einer Minute), seconds (unter einer Minute; bei null
# "0 Sekunden"). $hours, $minutes, $seconds sind die Zahlen.
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
        [one] eine Stunde
       *[other] { $hours } Stunden
    }
duration-minutes =
    { $minutes ->
        [one] eine Minute
       *[other] { $minutes } Minuten
    }
duration-seconds =
    { $seconds ->
        [one] eine Sekunde
       *[other] { $seconds } Sekunden
    }
# Beide Uhren auf Anfrage: "Weiß eine Stunde 29 Minuten. Schwarz 4 Minuten 30
# Sekunden." $white, $black: Zeiten (duration); $white-flag, $black-flag: yes, wenn
# diese Seite die Zeit überschritten hat (die Zeit ist dann leer), sonst no.
clocks =
    { $white-flag ->
        [yes] Weiß: Zeit überschritten.
       *[no] Weiß { $white }.
    } { $black-flag ->
        [yes] Schwarz: Zeit überschritten.
       *[no] Schwarz { $black }.
    }
# Die Zeit des Spielers wird knapp (eine Warnung, die man einschalten kann); $left ist
# eine Zeit.
low-time = Noch { $left }.
# taktil übernimmt diese Aufgabe des Assistenten in dieser Partie nicht (E2.9, E2.10).
# $duty ist ihr Buchstabe in E2.9: a (Züge auf dem anderen Brett), b (Züge des
# Gegners ansagen), c (Uhr drücken), d (Zeiten sagen), e (auf Zeit reklamieren,
# berührte Figuren melden), f (Hängepartie).
duty-off =
    { $duty ->
        [a] taktil hilft in dieser Partie nicht beim Nachziehen auf dem anderen Brett.
        [b] taktil sagt in dieser Partie die Züge des Gegners nicht an.
        [c] taktil drückt in dieser Partie nicht die Uhr.
        [d] taktil sagt in dieser Partie keine Zeiten an. Fragen Sie Ihren Assistenten.
        [e] taktil reklamiert in dieser Partie nicht auf Zeit und meldet keine berührten Figuren.
       *[f] taktil übernimmt in dieser Partie keine Hängepartien.
    }
# Die Taste Schiedsrichter hält die Uhren an (6.12b); der Schiedsrichter startet sie
# wieder (6.12c).
arbiter-called = Uhren angehalten. Der Schiedsrichter wird gerufen.
clock-restarted = Die Uhr läuft wieder.
# (Für den Schiedsrichter) $color hat die Zeit überschritten (R-71), nach $moves
# vollendeten Zügen; wenn $has-needed yes ist, verlangte der Zeitabschnitt $needed
# Züge (no im letzten Abschnitt).
flag-fell =
    Zeitüberschreitung von { $color ->
        [white] Weiß
       *[black] Schwarz
    } nach { $has-needed ->
        [yes]
            { $moves } von { $needed ->
                [one] einem Zug
               *[other] { $needed } Zügen
            }
       *[no]
            { $moves ->
                [one] einem Zug
               *[other] { $moves } Zügen
            }
    }.
# (Für den Schiedsrichter) beide Seiten haben vor dem letzten Zeitabschnitt die Zeit
# überschritten (6.11a, R-73).
both-flags-play-on = Beide Seiten haben die Zeit überschritten. Es wird weitergespielt; der Schiedsrichter stellt die Uhren.
# (For the arbiter, 2023) both flags are down and Guidelines III are not announced
# (III.2.1): no both-flags rule; $first: whose flag fell first.
both-flags-no-guidelines =
    Beide Seiten haben die Zeit überschritten, { $first ->
        [white] Weiß
       *[black] Schwarz
    } zuerst. Die Richtlinien III gelten nicht: eine Reklamation oder der Schiedsrichter entscheidet, Artikel 6.8 und 6.9.
quickplay-claimed =
    { $by ->
        [white] Weiß beansprucht
       *[black] Schwarz beansprucht
    } Remis, Artikel { $article }. Die Uhren sind angehalten; der Schiedsrichter entscheidet.
quickplay-refused =
    Kein Remisantrag nach Artikel { $article }: { $bar ->
        [no-clock] die Partie hat keine Uhr.
        [not-announced] die Richtlinien III wurden für dieses Turnier nicht angekündigt.
        [increment] die Partie hat einen Zeitzuschlag.
        [not-last-period] die Uhr von { $by ->
            [white] Weiß
           *[black] Schwarz
        } ist nicht in der letzten Periode.
        [time-left] { $by ->
            [white] Weiß hat
           *[black] Schwarz hat
        } noch zwei Minuten oder mehr.
       *[pending] ein Antrag wartet schon auf den Schiedsrichter.
    }
quickplay-postponed = Der Schiedsrichter entscheidet später über den Remisantrag, Artikel { $article }. Es wird weitergespielt.
quickplay-rejected =
    Der Schiedsrichter lehnt den Remisantrag von { $by ->
        [white] Weiß
       *[black] Schwarz
    } ab, Artikel { $article }. Es wird weitergespielt.
flag-awaits-arbiter =
    Zeitüberschreitung von { $color ->
        [white] Weiß
       *[black] Schwarz
    }. Der Schiedsrichter entscheidet jetzt über den Remisantrag, Artikel { $article }.
no-quickplay-claim = Es gibt keinen Remisantrag nach Artikel { $article } zu entscheiden.
# (Für den Schiedsrichter) $by hat die Uhr zur falschen Zeit oder ohne Wirkung
# gedrückt (E2.3, R-21); $note: before-move | not-running | stopped.
clock-press =
    { $by ->
        [white] Weiß
       *[black] Schwarz
    } hat die Uhr gedrückt{ $note ->
        [before-move] , bevor der Zug ausgeführt war.
        [not-running]
            , aber die Uhr von { $by ->
                [white] Weiß
               *[black] Schwarz
            } lief nicht.
       *[stopped] , während sie angehalten war.
    }
# (Für den Schiedsrichter) der Schiedsrichter hat die Zeit von $color um $change (eine
# Zeit) geändert; $sign: plus | minus. Dann der Grund (clock-reason).
clock-adjusted =
    { $color ->
        [white] Weiß
       *[black] Schwarz
    }: { $change } { $sign ->
        [minus] abgezogen.
       *[plus] gutgeschrieben.
    } { clock-reason }
# (Für den Schiedsrichter) eine Zeitänderung für $color, die die Regeln geben, während
# taktil keine Zeit misst (keine Bedenkzeit gesetzt): nichts geändert; sie gehört auf die Uhr.
time-not-kept =
    taktil misst keine Zeit: Hat die Partie eine Uhr, { $sign ->
        [minus] verliert
       *[plus] bekommt
    } { $color ->
        [white] Weiß
       *[black] Schwarz
    } dort { $change }. { clock-reason }
# (Für den Schiedsrichter) der Schiedsrichter hat die Uhr von $color auf $left (eine
# Zeit) gestellt und, wenn $has-moves yes ist, den Zugzähler auf $moves vollendete
# Züge (8.6, R-85). Dann der Grund (clock-reason).
clock-set =
    Uhr von { $color ->
        [white] Weiß
       *[black] Schwarz
    } gestellt: { $left }{ $has-moves ->
        [yes]
            , { $moves ->
                [one] ein Zug
               *[other] { $moves } Züge
            } gespielt.
       *[no] .
    } { clock-reason }
# Warum der Schiedsrichter eine Uhr geändert hat (R-76). $reason: illegal-move |
# incorrect-claim | quickplay | reconstruction | judgement; $article: der Artikel der
# Regeln in der Ausgabe der Partie ("7.5.5", "D.2.9, 8.5.3"; 2009: "7.4b", "E2.8, 8.5c").
clock-reason =
    { $reason ->
        [illegal-move] Regelwidriger Zug
        [incorrect-claim] Unberechtigte Reklamation
        [quickplay] Endspurtphase
        [reconstruction] Rekonstruktion
       *[judgement] Ermessen des Schiedsrichters
    }, Artikel { $article }.

## Remisangebote und Reklamationen (Art. 9). $by: white | black.

draw-offered =
    { $by ->
        [white] Weiß
       *[black] Schwarz
    } bietet Remis an.
# Ein Angebot kann nicht zurückgenommen werden (9.1b).
draw-offer-stands =
    Das Remisangebot von { $by ->
        [white] Weiß
       *[black] Schwarz
    } besteht weiter.
# (Für den Schiedsrichter) $by hat am Zug Remis angeboten: gültig, aber 12.6 ist zu
# beachten (9.1b).
draw-offer-timing =
    { $by ->
        [white] Weiß
       *[black] Schwarz
    } hat vor dem eigenen Zug Remis angeboten: gültig, Artikel { $article } ist zu beachten.
draw-declined =
    { $by ->
        [white] Weiß
       *[black] Schwarz
    } lehnt das Remis ab.
# (Für den Schiedsrichter) $by, dem Remis angeboten wurde, hat eine Figur berührt
# (9.1b, R-90).
draw-offer-lapsed =
    { $by ->
        [white] Weiß
       *[black] Schwarz
    } hat eine Figur berührt: Das Remisangebot ist erloschen.
no-draw-offer = Kein Remisangebot.
# Die Reklamation ist registriert: Der Spieler führt nun den Zug aus, mit dem er
# reklamiert (9.2a, 9.3a).
claim-declare-move = Reklamation. Führen Sie den Zug aus, mit dem Sie reklamieren.
claim-incorrect =
    Die Reklamation von { $by ->
        [white] Weiß
       *[black] Schwarz
    } ist unberechtigt. Die Partie geht weiter.
# Der Spieler hat in diesem Zug eine Figur berührt, ohne zu reklamieren (9.4).
claim-lapsed = Keine Reklamation: In diesem Zug wurde eine Figur berührt.
claim-not-on-move = Reklamieren Sie nur, wenn Sie am Zug sind.
# (Für den Schiedsrichter) eine Zeitreklamation, obwohl keine Zeit überschritten ist.
no-flag = Zeitreklamation abgelehnt: Keine Seite hat die Zeit überschritten.
# (Für den Schiedsrichter) der Assistent meldet die berührte Figur des sehenden
# Spielers (E2.9e, 4.7): $by hat $piece ($role, $color wie bei reading-piece) auf
# $square berührt; wenn $has-piece no ist, ist die Figur nicht genannt.
touch-reported =
    Für den Schiedsrichter: Von { $by ->
        [white] Weiß
       *[black] Schwarz
    } berührt wurde { $has-piece ->
        [yes]
            { $role ->
                [queen] die
               *[other] der
            } { $piece }
       *[no] die Figur
    } auf { $square }.
# (Für den Schiedsrichter) der blinde Spieler hat selbst eine Figur berührt, die
# Berührung des Gegners kann nicht mehr gemeldet werden (4.7, R-15).
touch-report-too-late = Zu spät für die Meldung: Der blinde Spieler hat selbst eine Figur berührt, Artikel { $article }.
# (Für den Schiedsrichter) der Schiedsrichter hat einen regelwidrigen Zug von $by
# festgestellt, den wievielten: $count (7.4b).
illegal-ruled =
    Regelwidriger Zug von { $by ->
        [white] Weiß
       *[black] Schwarz
    }, { $count ->
        [1] der erste
        [2] der zweite
        [3] der dritte
       *[other] Nummer { $count }
    }. Artikel { $article }.

## Hängepartie (E2.9 f): Der Abgabezug bleibt geheim.

adjourned = Partie unterbrochen. Der Abgabezug ist aufgezeichnet.
resumed = Die Partie wird fortgesetzt.
game-adjourned = Die Partie ist unterbrochen.
not-adjourned = Die Partie ist nicht unterbrochen.

## Die zwei Bretter und beide Partieformulare (E2.7, E2.8, R-41): der Entscheid, für

## den Schiedsrichter. $player: blind | sighted (das Brett des blinden Spielers ist das

## Steckbrett).

# Ein Zug eines Partieformulars: "Zug 4 von Weiß, Springer Felix drei". $by: white |
# black; $number: die Zugnummer; $written: move ($move ist die Ansage) | text (ein
# Eintrag, der kein Zug ist; $move ist der Text, wie er geschrieben steht).
ruling-move =
    Zug { $number } von { $by ->
        [white] Weiß
       *[black] Schwarz
    }, { $written ->
        [text] geschrieben als { $move }
       *[move] { $move }
    }
# Das Brett von $player, im Satz und am Satzanfang.
ruling-board-name =
    { $player ->
        [blind] das Steckbrett
       *[sighted] das Brett des sehenden Spielers
    }
ruling-board-name-start =
    { $player ->
        [blind] Das Steckbrett
       *[sighted] Das Brett des sehenden Spielers
    }
ruling-agreed = Artikel { $article }: Beide Partieformulare stimmen überein, und die Bretter zeigen ihre Stellung. Nichts zu berichtigen.
ruling-correct =
    Artikel { $article }: Beide Partieformulare stimmen überein, aber { ruling-board-name } weicht ab. { $player ->
        [blind] Der blinde Spieler
       *[sighted] Der sehende Spieler
    } berichtigt es nach dem Partieformular.
ruling-take-back = Artikel { $article }: Die Partieformulare weichen voneinander ab. Die Partie geht zurück zum letzten Zug, an dem sie übereinstimmen, und der Schiedsrichter stellt die Uhren.
ruling-both-boards = Beide Bretter weichen von den Partieformularen ab. Artikel { $article } regelt das nicht: Der Schiedsrichter entscheidet.
ruling-unrecorded = { ruling-board-name-start } zeigt einen Zug, den keines der Partieformulare enthält. Der Schiedsrichter entscheidet: aufschreiben oder zurücknehmen.
ruling-no-position = { ruling-board-name-start } zeigt keine Stellung dieser Partie. Der Schiedsrichter entscheidet.
ruling-assistant-record = Das Partieformular des blinden Spielers, von taktil geführt, weicht ab, aber beide Bretter folgen dem des sehenden Spielers. Der Fehler liegt in der Aufzeichnung von taktil: Der Schiedsrichter entscheidet.
# $fault: illegal | ambiguous | unreadable; $move: der Eintrag (ruling-move).
ruling-illegal-entry =
    Artikel { $article }: Das Partieformular des { $player ->
        [blind] blinden
       *[sighted] sehenden
    } Spielers enthält { $fault ->
        [illegal] einen regelwidrigen Zug
        [ambiguous] einen mehrdeutigen Zug
       *[unreadable] einen Eintrag, der kein Zug ist
    }: { $move }. Der Schiedsrichter entscheidet.
# Die Stellung, um die es geht: nach $move (ruling-move), wenn $has-last yes ist,
# sonst der Beginn.
ruling-position =
    { $has-last ->
        [yes] Stellung nach { $move }.
       *[no] Stellung: der Beginn der Partie.
    }
# 8.1: $player hat $move noch nicht aufgeschrieben; ein Brett zeigt den Zug.
ruling-pending =
    Der { $player ->
        [blind] blinde
       *[sighted] sehende
    } Spieler hat diesen Zug noch nicht aufgeschrieben: { $move }. Ein Brett zeigt ihn, Artikel { $article }.
ruling-unchecked = { ruling-board-name-start } ist nicht bekannt und wurde daher nicht verglichen.
# Wo das Brett vom Partieformular abwich. $move: der geschriebene Zug (ruling-move);
# $executed: der stattdessen ausgeführte Zug (eine Ansage).
ruling-other-move = Geschrieben: { $move }. Stattdessen ausgeführt: { $executed }.
ruling-skipped = Auf diesem Brett nicht ausgeführt: { $move }.
ruling-behind = Dieses Brett ist im Rückstand. Der erste fehlende Zug: { $move }.
ruling-ahead = Dieses Brett zeigt einen Zug mehr: { $move }.
ruling-divergence-unknown = Wo dieses Brett vom Partieformular abwich, lässt sich nicht sagen.
# Die Schritte, der Reihe nach. Wenn $has-piece no ist, sagt das Brett nicht, welche
# Figur es ist.
ruling-step-move =
    { $has-piece ->
        [yes]
            { $role ->
                [queen] Die
               *[other] Der
            } { $piece } auf { $from } muss nach { $to }.
       *[no] Die Figur auf { $from } muss nach { $to }.
    }
ruling-step-remove =
    { $has-piece ->
        [yes]
            { $role ->
                [queen] Die
               *[other] Der
            } { $piece } auf { $square } muss vom Brett.
       *[no] Entfernen Sie die Figur von { $square }.
    }
ruling-step-put =
    { $role ->
        [queen]
            Eine { $color ->
                [white] weiße
               *[black] schwarze
            }
       *[other]
            Ein { $color ->
                [white] weißer
               *[black] schwarzer
            }
    } { $piece } muss auf { $square }.
# Was das Partieformular von $player nach der übereinstimmenden Stellung enthält:
# $count Züge, $moves die Liste von ruling-move, durch Semikolons getrennt.
ruling-sheet-moves =
    Das Partieformular des { $player ->
        [blind] blinden
       *[sighted] sehenden
    } Spielers { $count ->
        [0] hat keine weiteren Züge.
       *[other] hat danach: { $moves }.
    }
# E2.8, R-42: die bei der übereinstimmenden Stellung gespeicherten Bedenkzeiten: $white
# und $black sind Zeiten, $number der Zugzähler. $recorded no: keine gespeichert.
ruling-clock =
    { $recorded ->
        [yes] Dort aufgezeichnete Bedenkzeiten: Weiß { $white }, Schwarz { $black }; Zug { $number }.
       *[no] Dort sind keine Bedenkzeiten aufgezeichnet: Der Schiedsrichter stellt die Uhren nach bestem Ermessen, Artikel { $article }.
    }
# E2.8: $ready yes: das Brett zeigt die Stellung; no: die Schritte folgen.
ruling-set-board =
    { $ready ->
        [yes] { ruling-board-name-start } zeigt diese Stellung.
       *[no] Bringen Sie { ruling-board-name } in diese Stellung:
    }
ruling-board = { ruling-board-name-start }:
ruling-boards-show =
    { $has-last ->
        [yes] Beide Bretter zeigen die Stellung nach { $move }.
       *[no] Beide Bretter zeigen die Ausgangsstellung.
    }

## Tastennamen, wie der Spieler sie vom Tastenfeld kennt.

key-announce = Ansage
key-repeat = Wiederholen
key-time = Zeit
key-moves = Züge
key-position = Stellung
key-queen = Dame
key-rook = Turm
key-bishop = Läufer
key-knight = Springer
key-draw = Remis
key-claim = Reklamieren
key-adjust = Korrigieren
key-arbiter = Schiedsrichter
key-history = Verlauf
key-clock = Uhr
# Die Tasten, die eine Linie oder Reihe vorlesen, mit dem Vokabular benannt: "Die
# Taste Linie Eva", "Die Taste Reihe eins".
key-file = Linie { $file }
key-rank = Reihe { $rank }

## Notation

# Die Figurenbuchstaben der algebraischen Notation (FIDE-Anhang E2: König, Dame,
# Turm, Läufer, Springer), für die geschriebenen Partieformulare (Braille).
notation-king = K
notation-queen = D
notation-rook = T
notation-bishop = L
notation-knight = S
# Die Zugnummer vor einem Zugpaar im gesprochenen Partieformular: "Zug 12."
sheet-move-number = Zug { $number }.

## Die laufende Partie: das Protokoll und die Wiederherstellung.

journal-failed = Das Protokoll kann nicht geschrieben werden. Die Partie geht weiter, wird aber nicht mehr gesichert.
# $line is the line number in the journal file.
journal-line-ignored = Zeile { $line } des Protokolls ist abgeschnitten und wird übergangen.
# Lines of the journal that do not check are left out, from $line on ($count lines).
journal-lines-dropped =
    { $count ->
        [1] Das Protokoll ist in Zeile { $line } beschädigt: diese Zeile wird übergangen.
       *[other] Das Protokoll ist in Zeile { $line } beschädigt: { $count } Zeilen ab dort werden übergangen.
    }
# A made move had no checkpoint after it (at $line); the journal is written again with it.
journal-repaired = Dem Protokoll fehlte in Zeile { $line } ein Zug. Es ist repariert; kein Zug geht verloren.
# A journal an earlier resume checked does not replay as recorded (from $line): a fault in taktil; nothing is left out.
journal-disagrees = Das Protokoll widerspricht sich in Zeile { $line }. Alle Zeilen bleiben erhalten. Bitte rufen Sie den Schiedsrichter.
journal-unchecked = Das Protokoll stammt von einer älteren taktil-Version und kann nicht geprüft werden.
journal-no-game = Das Protokoll enthält keine Partie. Eine neue Partie beginnt.
# $moves is the number of the last move made; 0 when no move was made yet.
game-restored =
    { $moves ->
        [0] Partie wiederhergestellt; noch kein Zug gespielt.
       *[other] Partie wiederhergestellt nach Zug { $moves }.
    }
# taktil play has started and listens to the boards; $color is the blind player's colour.
ready =
    Bereit. Sie spielen { $color ->
        [white] Weiß
       *[black] Schwarz
    }.
# Ohne Sensoren (`--board none`) sieht taktil das Brett des Spielers nicht: er sagt seine
# Züge laut an (D.2.2).
ready-no-sensors =
    Bereit. Sie spielen { $color ->
        [white] Weiß
       *[black] Schwarz
    }. Ihr Brett hat keine Sensoren: Sagen Sie jeden Zug laut an.

## Issue 14: result

key-resign = Aufgeben
# Der erste Druck der Taste Aufgeben (5.1b): ein Druck allein gibt nie auf.
resign-ask = Aufgeben? Drücken Sie innerhalb von { $seconds } Sekunden noch einmal Aufgeben.
resign-cancelled = Nicht aufgegeben. Die Partie geht weiter.
ended-before =
    Die Partie war schon beendet: { $late ->
        [resignation] Die Aufgabe
        [agreement] Die Remisvereinbarung
       *[result] Das Ergebnis des Schiedsrichters
    } ändert nichts.
sealed-move-concludes =
    { $late ->
        [white] Weiß
       *[black] Schwarz
    } kam zu spät zur Wiederaufnahme, aber der Abgabezug beendet die Partie: dieses Ergebnis gilt (Hängepartie-Richtlinie { $article }). Der Umschlag wird geöffnet.
sealed-move-faulty =
    Der Abgabezug lautet { $written }: { $fault ->
        [ambiguous] Er passt zu mehr als einem Zug.
        [unclear] Seine Bedeutung ist nicht festzustellen.
       *[illegal] Er ist kein regelgemäßer Zug.
    }
game-decided =
    { $reason ->
        [resignation]
            { $side ->
                [white] Weiß
               *[black] Schwarz
            } gibt auf. { game-result }
        [resignation-no-mate]
            { $side ->
                [white] Weiß gibt auf, aber Schwarz
               *[black] Schwarz gibt auf, aber Weiß
            } kann nicht mattsetzen. { game-result }
        [forfeit]
            { $side ->
                [white] Weiß
               *[black] Schwarz
            } verliert kampflos. { game-result }
        [sealed-move] Der Abgabezug verliert, Hängepartie-Regel 8. { game-result }
        [sealed-move-no-mate]
            { $side ->
                [white] Der Abgabezug von Weiß verliert, aber Schwarz
               *[black] Der Abgabezug von Schwarz verliert, aber Weiß
            } kann nicht mattsetzen. { game-result }
        [server-draw] Remis auf Lichess. { game-result }
        [server-left]
            { $side ->
                [white] Weiß hat die Partie verlassen.
               *[black] Schwarz hat die Partie verlassen.
            } { game-result }
        [server-fair-play] Lichess hat die Partie wegen Fairplay beendet. { game-result }
        [server-other] Lichess hat die Partie beendet. { game-result }
       *[arbiter] Entscheidung des Schiedsrichters, Artikel { $article }. { game-result }
    }

## Issue 14: touch. Berührungen, über die der Schiedsrichter entscheidet (4.3, 4.4,

## 4.5; E2.9e).

# Der Schiedsrichter entscheidet, dass eine Berührung nicht absichtlich war (4.3,
# `arbiter void`); sie bindet nicht mehr. $blind ist yes, wenn $by der blinde Spieler
# ist, der angesprochen wird.
touch-voided =
    { $blind ->
        [yes] Der Schiedsrichter erklärt Ihre Berührung für ungültig: { $piece } auf { $square }. Sie bindet Sie nicht.
       *[no] Der Schiedsrichter erklärt die Berührung von { $by ->
            [white] Weiß
           *[black] Schwarz
        } für ungültig: { $piece } auf { $square }. Sie bindet nicht.
    }
# (Für den Schiedsrichter) `arbiter void`: der Spieler am Zug hat keine bindende
# Berührung (auf $square, wenn $has-square yes ist).
no-touch-to-void =
    { $has-square ->
        [yes] Keine Berührung auf { $square } in diesem Zug.
       *[no] Keine Berührung in diesem Zug.
    }
# Der Schiedsrichter bestätigt die Berührung des sehenden Spielers: was sein Zug sein
# muss. Auch, wenn ein Zug, der dagegen verstößt, zurückgewiesen wird. $kind: move,
# capture, capture-with (muss auf $at schlagen), castle ($castle ist das Wort der
# Rochade) oder king-move (Rochade regelwidrig: ein anderer Königszug).
touch-upheld =
    Der Schiedsrichter bestätigt die Berührung von { $by ->
        [white] Weiß
       *[black] Schwarz
    }: { $kind ->
        [move] { $piece } auf { $square } muss ziehen.
        [capture] { $piece } auf { $square } muss geschlagen werden.
        [capture-with] { $piece } auf { $square } muss auf { $at } schlagen.
        [castle] { $by ->
            [white] Weiß
           *[black] Schwarz
        } muss rochieren, { $castle }.
       *[king-move] Die Rochade ist nicht regelgemäß, der König muss ziehen.
    }
# Die bestätigte Berührung bindet nicht: die berührte Figur kann weder ziehen noch
# geschlagen werden, also ist jeder regelgemäße Zug erlaubt (4.5).
touch-upheld-lapsed =
    { $piece } auf { $square } kann weder ziehen noch geschlagen werden. { $by ->
        [white] Weiß
       *[black] Schwarz
    } darf jeden regelgemäßen Zug machen, Artikel { $article }.
# (Für den Schiedsrichter) `arbiter uphold`: für $by, den sehenden Spieler am Zug,
# wurde in diesem Zug keine Berührung gemeldet (auf $square, wenn $has-square yes ist).
no-touch-to-uphold =
    { $has-square ->
        [yes] Keine Berührung auf { $square }
       *[no] Keine Berührung
    } von { $by ->
        [white] Weiß
       *[black] Schwarz
    } in diesem Zug gemeldet.
# (Für den Schiedsrichter) `arbiter uphold`, nachdem $by den Zug schon gemacht hat.
touch-uphold-too-late =
    { $by ->
        [white] Schwarz hat nach dem Zug von Weiß eine Figur berührt
       *[black] Weiß hat nach dem Zug von Schwarz eine Figur berührt
    }: zu spät für eine Reklamation wegen berührt-geführt, Artikel { $article }.
touch-kept =
    { $by ->
        [white] Weiß
       *[black] Schwarz
    } hat mit dem Zug die Berührung eingehalten, { $piece } auf { $square }: kein Verstoß gegen Artikel { $article }.
touch-from-pegs =
    Die Berührungen von { $by ->
        [white] Weiß
       *[black] Schwarz
    } liest sein Brett: ein Stift aus seinem Loch ist eine Berührung, Artikel { $article }.
touch-not-on-move =
    { $by ->
        [white] Weiß
       *[black] Schwarz
    } ist nicht am Zug: eine Berührung bindet nur den Spieler am Zug, Artikel { $article }.

## Issue 14: ruling

## Ausgeführte Entscheidungen (arbiter apply, arbiter takeback; docs/arbiter.md).

## $article: 7.4a | 7.5 | E2.8, wie in den Regeln.

# Die Partie geht zurück: $has-last yes: zur Stellung nach $move (ruling-move); no:
# zum Beginn.
taken-back =
    Artikel { $article }: Die Partie geht zurück { $has-last ->
        [yes] zur Stellung nach { $move }.
       *[no] zur Ausgangsstellung.
    }
# Nach der Rücknahme: $by spielt Zug $number.
play-on =
    { $by ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug, Zug { $number }.
# Für den Schiedsrichter: die Uhren werden zurückgestellt. $recorded yes: auf die dort
# gespeicherten Zeiten; no: keine gespeichert.
# $after: stopped (der Schiedsrichter startet taktils Uhr wieder) | running (eine
# Übungspartie: taktil startet sie selbst) | by-hand (eine DGT-Uhr, die taktil nur liest).
clocks-set-back =
    { $recorded ->
        [yes]
            { $after ->
                [running] Uhren zurückgestellt auf Weiß { $white }, Schwarz { $black }; Zug { $number }.
                [by-hand] Stellen Sie die DGT-Uhr von Hand auf Weiß { $white-set }, Schwarz { $black-set }; Zug { $number }. Starten Sie sie dann.
               *[stopped] Uhren zurückgestellt auf Weiß { $white }, Schwarz { $black }; Zug { $number }. Sie stehen: Starten Sie sie mit clock start.
            }
       *[no]
            { $after ->
                [by-hand] Dort sind keine Bedenkzeiten aufgezeichnet: Stellen Sie die DGT-Uhr von Hand nach bestem Ermessen, Artikel { $article }.
               *[other] Dort sind keine Bedenkzeiten aufgezeichnet: Stellen Sie die Uhren nach bestem Ermessen, Artikel { $article }.
            }
    }
time-given-kept = Seit diesem Zug gegebene Zeit gilt weiter: { clock-adjusted }
# Für den Schiedsrichter: E2.7 ausgeführt; nur das Brett von $player wird berichtigt.
board-corrected = Artikel { $article }: Die Partie bleibt, wie sie ist. Nur { ruling-board-name } wird berichtigt.
no-ruling = Es gibt keine Entscheidung auszuführen. Fordern Sie eine mit reconcile an.
ruling-for-arbiter = Diese Entscheidung liegt bei Ihnen. Nichts wurde geändert; nehmen Sie mit arbiter takeback zurück, wenn Sie so entscheiden.
ruling-stale = Die Partie hat sich seit der Entscheidung geändert. Nichts wurde geändert; fordern Sie mit reconcile eine neue an.
# arbiter takeback nennt einen Zug, den die Partie nicht hat: Zug $number von $by.
no-such-move =
    Die Partie hat keinen Zug { $number } von { $by ->
        [white] Weiß
       *[black] Schwarz
    }, zu dem sie zurückgehen kann.

## Issue 16: keys
keystroke-help = { $keys }: { $key }.
keystroke-help-help = { $keys }: diese Hilfe.
keystroke-read-help = { $keys }, dann ein Linienbuchstabe oder eine Reihenzahl: diese Linie oder Reihe lesen.
keystroke-line-help = { $keys }: eine Zeile für den Assistenten.
keystroke-read = Welche Linie oder Reihe?
keystroke-unbound = Diese Taste tut nichts. Stern: die Tastenhilfe.
keystroke-or = { $first } oder { $second }
keyname-space = Leertaste
keyname-enter = Eingabe
keyname-minus = Minus
keyname-plus = Plus
keyname-slash = Schrägstrich
keyname-star = Stern
keyname-question = Fragezeichen
keyname-colon = Doppelpunkt
keyname-period = Komma
keyname-escape = Esc-Taste
keyname-backspace = Rücktaste
keyname-f1 = F1
keyname-home = Pos1
keyname-end = Ende
keyname-page-up = Bild auf
keyname-page-down = Bild ab
keyname-up = Pfeil nach oben
keyname-down = Pfeil nach unten
keyname-left = Pfeil nach links
keyname-right = Pfeil nach rechts

## Issue 15: editions
# Eine Reklamation nach 9.2 oder 9.3 gilt auch als Remisangebot (9.1b(3); 2001 9.1c).
claim-offers-draw = Ihre Reklamation gilt auch als Remisangebot.
# Die unberechtigte Reklamation von $by bleibt ein Remisangebot (9.1b(3)).
claim-offer-to-accept =
    Die Reklamation von { $by ->
        [white] Weiß
       *[black] Schwarz
    } gilt auch als Remisangebot. Drücken Sie Remis, um es anzunehmen.
# (Für den Schiedsrichter) $by setzte $first auf das Umwandlungsfeld, dann $shown (4.4d).
promotion-final =
    Für den Schiedsrichter: Die Umwandlung von { $by ->
        [white] Weiß
       *[black] Schwarz
    } auf { $square } ist endgültig: { $first }, Artikel { $article }. Danach getauscht: { $shown }.

## Issue 16: the sighted board's stream
castling-after-rook =
    { $by ->
        [white] Weiß
       *[black] Schwarz
    } hat den König nach dem Turm gezogen. Artikel { $castling }: keine Rochade, wenn zuerst der Turm berührt wurde. Der Turmzug gilt; der König geht zurück. Über einen regelwidrigen Zug entscheidet der Schiedsrichter, Artikel { $illegal }.

## Issue 16: no sensors

# Der eigene Zug des blinden Spielers, wie er auf dem Brett des Gegners ausgeführt
# wurde, ihm sofort zurückgesagt (Steckbrett ohne Sensoren). $move: der Zug.
own-move = Ihr Zug: { $move }
# Für den Assistenten: Stiftereignisse eines Steckbretts ohne Sensoren zählen nicht.
no-sensors-ignored = Das Steckbrett hat in dieser Partie keine Sensoren: seine Stifte werden nicht gelesen.
tactile-board-has-sensors = Dieses Steckbrett hat Sensoren: taktil liest es, es wird nicht eingegeben.

## Issue 16: DGT clock
# Eine elektronische Uhr (DGT 3000 oder DGT XL am Brett des sehenden Spielers) wird
# gelesen. Einmal kurz gesagt, wenn sie wegfällt: der Computer führt die Zeit weiter.
external-clock-lost = Die Uhr ist getrennt. Der Computer führt die Zeit weiter.
external-clock-back = Die Uhr ist wieder verbunden.
# (Für den Schiedsrichter) die Uhr wurde für $by gedrückt, ohne dass $by gezogen hatte.
# $blind yes: $by ist der blinde Spieler (E2.3).
external-press-without-move =
    Die Uhr wurde für { $by ->
        [white] Weiß
       *[black] Schwarz
    } gedrückt, { $blind ->
        [yes] bevor sein Zug ausgeführt und angesagt war, Artikel { $article }.
       *[no] ohne dass gezogen wurde.
    }
# (Für den Schiedsrichter, nie gesagt: 13.6) $by hat gezogen und die Uhr nicht gedrückt.
external-move-without-press =
    { $by ->
        [white] Weiß
       *[black] Schwarz
    } hat gezogen und die Uhr nicht gedrückt.
external-clock-set = Die Uhr wurde von Hand gestellt, Artikel { $article }: Weiß { $white }, Schwarz { $black }.
external-clock-keeps = Die elektronische Uhr führt die Zeit: Bitte an der Uhr selbst einstellen.
external-arbiter-called = Der Schiedsrichter wird gerufen. Halte die Uhr auf dem Tisch an.

## Issue 16: evdev keyboard

# taktil devices: no keyboard but the terminal's can be read through evdev.
no-evdev-keyboard = Keine weitere Tastatur gefunden.

## Issue 17: wording

# A move number said as a name ("move 4"), referenced by the sentences that say one
# with $number: Icelandic writes 1-4, 21-24 ... as neuter words, which a synthesizer
# would read masculine from a digit; here the digit reads right.
number-label = { $number }

## Issue 17: braille display

# taktil play --braille-display: BRLTTY does not answer (at the start) or went away; said once.
braille-display-lost = Keine Braillezeile. Die Partie geht weiter.
# BRLTTY answers again: the display shows the last words again.
braille-display-back = Die Braillezeile ist wieder da.

## Issue 18: engine

only-in-practice = Nur in einer Übungspartie.
practice-taken-back =
    Zurückgenommen: Die Partie geht zurück { $has-last ->
        [yes] zur Stellung nach { $move }.
       *[no] zur Ausgangsstellung.
    }
engine-stopped = Das Programm ist ausgefallen.
engine-back = Das Programm ist wieder da.
hint = Tipp: { $move }.
no-hint = Kein Tipp: Es gibt keinen Zug.
eval-equal = Ausgeglichen.
eval-better =
    { $side ->
        [white] Weiß
       *[black] Schwarz
    } steht { $pawns ->
        [0] etwas besser.
        [1] besser, etwa ein Bauer.
       *[other] besser, etwa { $pawns } Bauern.
    }
eval-mates =
    { $side ->
        [white] Weiß
       *[black] Schwarz
    } setzt matt in { $moves ->
        [1] einem Zug.
       *[other] { $moves } Zügen.
    }
practice-only = Nur in einer Übungspartie.
practice-key-help =
    { $keys }: { $command ->
        [hint] ein Tipp.
        [eval] die Bewertung.
        [takeback] den letzten Zug zurücknehmen.
       *[restart] das Programm neu starten.
    }
# The key help of a practice key on a HID keypad (issue 29, point 12).
practice-button-help =
    Taste { $button }: { $command ->
        [hint] ein Tipp.
        [eval] die Bewertung.
        [takeback] den letzten Zug zurücknehmen.
       *[restart] das Programm neu starten.
    }

## Issue 18: review

# taktil review, bevor das Schachprogramm die Partie analysiert (einige Sekunden).
# "Schachprogramm", nicht "Engine": espeak-ng spräche "Engine" deutsch aus.
review-analysing =
    { $moves ->
        [one] Ein Zug wird
       *[other] { $moves } Züge werden
    } analysiert. Bitte warten.
# Die Analyse ist fertig: $moves Züge, $moments davon verloren mehr als die Schwelle.
review-ready =
    { $moves ->
        [one] Ein Zug
       *[other] { $moves } Züge
    }, { $moments ->
        [0] keine Fehler gefunden.
        [one] ein Zug zum Ansehen.
       *[other] { $moments } Züge zum Ansehen.
    } Fragezeichen für Hilfe.
review-no-engine = Kein Schachprogramm: nur die Züge, ohne Analyse.
review-engine-stopped = Das Schachprogramm ist bei Zug { $number } ausgefallen: der Rest ohne Analyse.
review-start = Anfang der Partie.
review-move =
    Zug { $number }, { $color ->
        [white] Weiß
       *[black] Schwarz
    }: { $move }.
review-class =
    { $class ->
        [inaccuracy] Eine Ungenauigkeit.
        [mistake] Ein Fehler.
       *[blunder] Ein grober Fehler.
    }
review-lost =
    { $pawns ->
        [0] Das kostet etwa einen halben Bauern.
        [one] Das kostet etwa einen Bauern.
       *[other] Das kostet etwa { $pawns } Bauern.
    }
review-missed-mate = Damit wurde ein Matt in { $moves } verpasst.
review-allows-mate = Das erlaubt ein Matt in { $moves }: die Partie ist jetzt verloren.
review-preferred = Das Schachprogramm empfahl { $move }.
review-end = Ende der Partie.
review-no-more-mistakes = Nach diesem Zug keine Fehler mehr.
review-no-earlier-mistakes = Vor diesem Zug keine Fehler.
review-no-such-move =
    Es gibt keinen Zug { $number } für { $color ->
        [white] Weiß
       *[black] Schwarz
    }.
review-jump-ask = Welcher Zug? Die Nummer eingeben, dann Enter.
review-keys-help = Tasten: 6 oder n, nächster Zug. 4 oder p, voriger Zug. 5 oder Leertaste, noch einmal. 3 oder m, nächster Fehler. 9, voriger Fehler. 7, Anfang. 1, Ende. g, dann eine Zugnummer und Enter, geht zu diesem Zug. q, beenden.
# Die eingetippten Befehle bleiben englisch.
review-lines-help = Eingaben: next, previous, repeat, mistake, previous mistake, start, end, eine Zugnummer wie 12 oder 12 black, oder quit.
review-unknown-key = Diese Taste tut hier nichts. Fragezeichen für Hilfe.
review-unknown-line = Das ist kein Befehl der Analyse. help nennt die Befehle.

## Issue 18: practice, touch-move relaxed

# Said at the start of a practice game with touch-move relaxed (`--practice --free-touch`).
free-touch = Übungspartie: Eine berührte Figur muss nicht gezogen werden.

## Issue 27: was die Shell dem Assistenten und dem Schiedsrichter zeigt (src/notice/problem.rs)
# Auf dem Bildschirm des Assistenten oder der Standardfehlerausgabe, nie gesprochen.
# { $path }, { $port }, { $error } und { $reason } erscheinen, wie sie kamen (eine
# Datei, ein Port, die Worte des Betriebssystems oder eines Parsers).

problem-input = Eingabe: { $error }: { $line }
problem-keys-unreadable = die Tastatur kann nicht gelesen werden: { $error }
problem-bad-lines = fehlerhafte Zeilen vom Brett in der letzten Sekunde: { $lines } ({ $shown } angezeigt)
problem-board-bad-lines =
    { $board ->
        [tactile] das Steckbrett
       *[sighted] das Brett des sehenden Spielers
    } an { $port }: fehlerhafte Zeilen vom Brett in der letzten Sekunde: { $lines } ({ $shown } angezeigt)
problem-board-lost =
    { $board ->
        [tactile] das Steckbrett
       *[sighted] das Brett des sehenden Spielers
    } an { $port }: { $why ->
        [port] getrennt: { $error }
        [no-answer] kein TBP/1-Brett antwortet
       *[silent] antwortet nicht mehr
    }; neuer Versuch jede Sekunde
problem-braille-lost = die Braillezeile (brlapi): { $reason }; neuer Versuch jede Sekunde
problem-hid-failed = Steckbrett und Tastenfeld (hid): { $error }
problem-pad-connected =
    { $keypad ->
        [yes] Gamepad { $pad } "{ $name }" ist das Tastenfeld
       *[no] Gamepad { $pad } "{ $name }" ist das Steckbrett; Stifte, die schon in ihren Löchern stecken, werden nicht gemeldet (ein HID-Brett sendet nur Änderungen): das Brett mit der Partie vergleichen
    }
problem-pad-disconnected =
    { $keypad ->
        [yes] das Tastenfeld
       *[no] das Steckbrett
    } "{ $name }" (Gamepad { $pad }) ist getrennt; die Partie geht weiter, ihre Züge mit assist-Befehlen eingeben, bis es wieder da ist
problem-unknown-button =
    Knopf { $code }{ $button ->
        [none] {""}
       *[other] {" "}(Knopf { $button })
    } von "{ $name }" ist weder ein Loch des Bretts noch eine Taste: taktil calibrate ausführen oder ihn in der Gerätedatei zuordnen
problem-keyboard-lost = { $reason }; neue Suche jede Sekunde
problem-keyboard-failed = die Tastatur (evdev): { $error }
problem-dgt-orientation =
    das DGT-Brett an { $port } steht mit { $connector ->
        [white] Weiß
       *[black] Schwarz
    } auf der Seite des Anschlusses
problem-dgt-clock-side =
    die DGT-Uhr an { $port }: die Zeit von Weiß steht { $right ->
        [yes] rechts
       *[no] links
    } (diese Seite lief zuerst)
problem-dgt-resync = das DGT-Brett an { $port }: { $problem }; vollständige Abfrage des Bretts angefordert
problem-dgt-lost = das Brett des sehenden Spielers (dgt:{ $port }): { $reason }; neuer Versuch jede Sekunde
problem-dgt-failed = das Brett des sehenden Spielers (dgt:{ $port }) ist verloren: { $error }; die Partie geht weiter, die Züge des sehenden Spielers mit assist-Befehlen eingeben
problem-livechess-lost = das Brett des sehenden Spielers (livechess:{ $addr }): { $reason }; neuer Versuch
problem-livechess-message = eine Nachricht von LiveChess (livechess:{ $addr }) nicht verstanden, übergangen: { $reason }: { $text }
problem-livechess-differs = die Zugliste von LiveChess für das Brett des sehenden Spielers (livechess:{ $addr }) ist nicht die verfolgte; die Partie bleibt unverändert, das Brett wird mit ihr verglichen. Verfolgt: { $followed }. LiveChess jetzt: { $board }
problem-livechess-kings = LiveChess meldet { $san }, beide Könige stehen im Zentrum (livechess:{ $addr }): ein auf dem Brett gezeigtes Ergebnis, kein Zug; der Schiedsrichter trägt das Ergebnis ein
problem-livechess-withdrawn = LiveChess hat { $moves } zurückgenommen, bevor es angesagt wurde (livechess:{ $addr }): Figuren waren in der Luft
problem-livechess-not-legal = Zug { $index } von LiveChess, { $san }, ist hier nicht regelgemäß (livechess:{ $addr }); die Liste wird bis dahin gelesen
problem-livechess-no-board = LiveChess führt das Brett des sehenden Spielers nicht mehr (livechess:{ $addr }); es führt { $known }
problem-publish-failed = Übertragungsordner: { $path } kann nicht geschrieben werden: { $error }; die Partie geht weiter und wird nach dem nächsten Zug wieder geschrieben
problem-push-refused = Übertragung abgelehnt ({ $status }): { $error }
problem-push-failed = Übertragung fehlgeschlagen: { $reason }; neuer Versuch in { $seconds } s
problem-speech-missing = Sprachausgabe: { $reason }
problem-sound-missing = Tonausgang: { $reason }
problem-engine-stopped = { $reason }; die Partie geht weiter: `engine restart` eingeben (oder g drücken), um das Schachprogramm neu zu starten
problem-engine-running = engine restart: das Schachprogramm läuft
problem-engine-no-move = das Schachprogramm hat in dieser Stellung keinen Zug
problem-engine-no-score = das Schachprogramm hat keine Bewertung geliefert
problem-engine-no-takeback = engine takeback: der Spieler hat noch keinen Zug gemacht
# { $command } ist das Wort des eingetippten Befehls (englisch, wie eingetippt).
problem-no-engine = engine { $command }: in dieser Partie spielt kein Schachprogramm
problem-journal-failed = { $path }: das Protokoll kann nicht geschrieben werden: { $error }; die Partie geht nur im Speicher weiter
problem-journal-no-game = { $path }: das Protokoll enthält keine Partie (seine Einstellungen sind unvollständig): eine neue Partie beginnt
problem-journal-not-kept = { $path }: der Inhalt des Protokolls kann nicht aufbewahrt werden: { $error }
problem-journal-unchecked = { $path }: das Protokoll hat keine Prüfungen (von einer älteren taktil-Version geschrieben): es wird ungeprüft so wiederhergestellt, wie es ist
problem-journal-untold =
    { $path }: eine frühere Wiederaufnahme hat { $count ->
        [one] 1 Zeile
       *[other] { $count } Zeilen
    } ab Zeile { $line } übergangen und wurde beendet, bevor sie es melden konnte
# { $text } ist die Zeile des Protokolls, wie sie war; { $why } der Grund, warum sie übergangen wird.
problem-journal-dropped =
    { $path }: Zeile { $line } (`{ $text }`): { $why }; { $count ->
        [one] 1 Zeile
       *[other] { $count } Zeilen
    } übergangen; { $kept ->
        [yes] aufbewahrt in { $saved }
       *[no] nicht aufbewahrt: { $error }
    }
problem-journal-repaired =
    { $path }: Zeile { $line }: das Nachspielen des Protokolls ergibt `{ $checkpoint }`, was darin nicht steht: eine frühere Wiederaufnahme ist ohne das weitergegangen; das Protokoll wird neu geschrieben, mit { $count ->
        [one] 1 Prüfpunkt
       *[other] { $count } Prüfpunkten
    }
problem-journal-disagrees = { $path }: Zeile { $line }: { $what }; eine frühere Wiederaufnahme hat dieses Protokoll geprüft: ein Fehler in taktil, keine Beschädigung; alle Zeilen bleiben erhalten, und es gilt die nachgespielte Partie (Abweichungen insgesamt: { $count })
problem-no-wall-clock = { $path }: keine Uhrzeit vermerkt: wie lange taktil nicht lief, ist unbekannt; die Uhr zählt diese Zeit als angehalten
journal-cause-cut = die Zeile ist abgeschnitten
journal-cause-not-utf8 = kein UTF-8-Text in Spalte { $column }
journal-cause-check = die Zeile passt nicht zu ihrer Prüfsumme
journal-cause-parse = { $error }
journal-difference-recorded = Zeile { $line } verzeichnet `{ $recorded }`, das Nachspielen des Protokolls ergibt { $moved ->
        [yes] `{ $gives }`
       *[no] keinen Zug
    }
journal-difference-unrecorded = das Nachspielen des Protokolls ergibt `{ $gives }`, was es nicht verzeichnet
# The Laws the game is played under (R-61); $named no: an earlier taktil's journal,
# resumed under 2009.
fact-laws =
    Schachregeln: FIDE { $edition }{ $named ->
        [yes] { "" }
       *[no] { " " }(das Protokoll nennt keine Ausgabe: es wurde geschrieben, bevor 2023 die Voreinstellung war)
    }
# Die Fakten einer wiederhergestellten Partie. { $seconds } wird 12.345 geschrieben.
fact-down = taktil war { $seconds } s nicht in Betrieb; auf der Uhr des Spielers am Zug angerechnet
fact-clocks =
    wiederhergestellte Uhren: Weiß { $white }, Schwarz { $black } ({ $running ->
        [white] Weiß am Zug
        [black] Schwarz am Zug
       *[stopped] angehalten
    })
# { $moves } ist das Partieformular, nummeriert: 1. e4 e5 2. Nf3; { $plies } die Zahl der Halbzüge.
fact-sheet =
    { $blind ->
        [yes] wiederhergestelltes Partieformular des blinden Spielers (wie angesagt):
       *[no] wiederhergestelltes Partieformular des sehenden Spielers (wie eingegeben):
    } { $plies ->
        [0] keine Züge
       *[other] { $moves }
    }

# Die Ausgaben, die nicht gesprochen werden, wie der Bildschirm des Assistenten und die
# einfachen Zeilen sie zeigen (src/l10n/output.rs). { $san }, { $uci }, { $fen } und
# { $squares } sind Schachnotation und bleiben, wie sie sind; { $number } ist "12." oder "12...".
output-move =
    { $number } { $san }{ $offer ->
        [yes] {" "}(=)
       *[no] {""}
    } ({ $uci }, { $color ->
        [white] Weiß
       *[black] Schwarz
    }{ $source ->
        [assist] , vom Assistenten eingegeben
        [tactile] {" "}auf dem Steckbrett
       *[sighted] {" "}auf dem Brett des sehenden Spielers
    })
output-clock =
    die Uhr von { $color ->
        [white] Weiß
       *[black] Schwarz
    } läuft
output-clock-times =
    die Uhr von { $color ->
        [white] Weiß
       *[black] Schwarz
    } läuft (Weiß { $white }, Schwarz { $black }{ $stopped ->
        [yes] , angehalten
       *[no] {""}
    })
output-flag =
    { $color ->
        [white] Weiß
       *[black] Schwarz
    } hat die Zeit überschritten
output-low-time =
    { $color ->
        [white] Weiß
       *[black] Schwarz
    } hat nur noch wenig Zeit
output-mismatch =
    { $board ->
        [tactile] das Steckbrett
       *[sighted] das Brett des sehenden Spielers
    } weicht auf { $squares } ab
output-matched =
    { $board ->
        [tactile] das Steckbrett
       *[sighted] das Brett des sehenden Spielers
    } stimmt wieder mit der Partie überein
# Der Abgleich der beiden Bretter mit beiden Partieformularen (E2.7, E2.8): was
# entschieden wurde, sein Artikel und die Stellung, die die Bretter zeigen müssen.
output-ruling =
    { $kind ->
        [agreed] die Partieformulare stimmen überein, und die Bretter zeigen ihre Stellung
        [correct] die Partieformulare stimmen überein; ein Brett wird berichtigt
        [take-back] die Partieformulare weichen voneinander ab; die Partie geht zurück bis dorthin, wo sie übereinstimmen
        [both-boards] die Partieformulare stimmen überein, aber beide Bretter weichen davon ab
        [unrecorded] ein Brett zeigt einen Zug, den keines der Partieformulare enthält
        [no-position] ein Brett zeigt keine Stellung der Partie
        [assistant-record] das Partieformular des blinden Spielers in taktil ist falsch
       *[illegal-entry] der nächste Eintrag eines Partieformulars kann nicht gespielt werden
    } ({ $settled ->
        [yes] { $article }
       *[no] für den Schiedsrichter
    }), Stellung { $fen }
output-end =
    { $outcome } ({ $reason ->
        [checkmate] Schachmatt
        [stalemate] Patt
        [dead-position] tote Stellung
        [time] Zeitüberschreitung
        [time-no-mate] Zeitüberschreitung, aber der Gegner kann nicht mattsetzen
        [both-flags] beide Seiten haben die Zeit überschritten
        [agreement] Vereinbarung
        [threefold] dreimalige Stellungswiederholung
        [fifty-moves] Fünfzig-Züge-Regel
        [fivefold] fünfmalige Stellungswiederholung
        [seventy-five-moves] 75-Züge-Regel
        [illegal-moves] regelwidrige Züge
        [illegal-moves-no-mate] regelwidrige Züge, aber der Gegner kann nicht mattsetzen
        [resignation] Aufgabe
        [resignation-no-mate] Aufgabe, aber der Gegner kann nicht mattsetzen
        [forfeit] kampflos
        [arbiter] Entscheidung des Schiedsrichters
        [sealed-move] der Abgabezug
        [server-draw] Remis auf Lichess
        [server-left] der Gegner hat verlassen
        [server-fair-play] Fairplay
        [server-other] auf Lichess beendet
       *[sealed-move-no-mate] der Abgabezug, aber der Gegner kann nicht mattsetzen
    })
output-touch = { $piece } { $square } berührt
output-request =
    SNAP an { $board ->
        [tactile] das Steckbrett
       *[sighted] das Brett des sehenden Spielers
    } gesendet

# Die Kalibrierung des HID-Steckbretts (`taktil calibrate`), für die Person am Rechner.
problem-calibration-silent = keine Taste für { $square } in { $ms } ms gemeldet; erneut gefragt
problem-calibration-redo = { $square } wird erneut gefragt; seine Taste { $code } ist frei
problem-calibration-lost = das Steckbrett ist getrennt
problem-calibration-back = das Steckbrett ist zurück; inzwischen gesteckte Stifte werden nicht gesehen
problem-calibration-peg-out = ein Stift kam aus dem Loch mit Taste { $code }
problem-calibration-early = ein Stift kam vor dem Start in das Loch mit Taste { $code }
problem-calibration-unknown-out = ein Stift kam aus dem Loch mit Taste { $code }, das nicht als besetzt bekannt war (wenn gesteckte Stifte so erscheinen: inverted = yes setzen)
problem-calibration-taken = Taste { $code } gehört schon zu { $other }; gefragt war { $square }
problem-calibration-button = { $square } = { $code }

## Issue 29: die Zeilen von taktil devices, für den Bildschirm. Namen, Pfade,
## Schnittstellen und die Fehlerworte des Systems kommen, wie sie sind.

devices-gamepad =
    Gamepad { $id }: { $name }{ $has-buttons ->
        [yes]
            , { $buttons ->
                [one] { $buttons } Taste
               *[other] { $buttons } Tasten
            }
       *[no] { "" }
    }{ $has-usb ->
        [yes] , USB { $usb }
       *[no] { "" }
    }.
devices-gamepads-unlisted = Gamepads: { $error }.
devices-serial-port =
    Serielle Schnittstelle { $port }{ $kind ->
        [usb]
            : USB { $usb }{ $has-product ->
                [yes] , { $product }
               *[no] { "" }
            }
        [bluetooth] : Bluetooth
       *[other] { "" }
    }.
devices-no-serial-port = Keine serielle Schnittstelle gefunden.
devices-serial-ports-unlisted = Serielle Schnittstellen: können nicht aufgelistet werden: { $error }.
devices-livechess-board =
    LiveChess-Brett { $serial }: { $state }{ $has-source ->
        [yes] , an { $source }
       *[no] { "" }
    }, { $start ->
        [yes] Grundstellung
       *[no] Stellung { $board }
    }.
devices-no-livechess-board = LiveChess an { $place } führt kein Brett.
devices-livechess-unlisted = LiveChess an { $place }: die Bretter lassen sich nicht abfragen: { $error }.
devices-keyboard = Tastatur { $path }: { $name }.
devices-keyboards-unlisted =
    Tastaturen: { $why ->
        [not-built] Über evdev kann keine Tastatur gelesen werden: taktil wurde ohne die Funktion `evdev` gebaut.
        [not-linux] weitere Tastaturen werden nur unter Linux gelesen: nehmen Sie ein HID-Tastenfeld oder die Tasten dieser Konsole.
        [no-input] Dieser Computer hat kein /dev/input, also kann keine Tastatur über evdev gelesen werden.
        [unreadable] /dev/input ist nicht lesbar ({ $error }): Nehmen Sie den Benutzer in die Gruppe `input` auf.
       *[none-readable]
            { $nodes ->
                [one] { $nodes } Eingabegerät in /dev/input, nicht lesbar
               *[other] { $nodes } Eingabegeräte in /dev/input, keines lesbar
            }: Nehmen Sie den Benutzer in die Gruppe `input` auf (sudo usermod -aG input $USER, dann neu anmelden).
    }

## The live page (issue 32): every word it shows, for the arbiter and a partially
## sighted player; a screen reader reads them aloud.
live-title = taktil live
live-white = Weiß
live-black = Schwarz
live-to-move = am Zug
live-last-move = Letzter Zug
live-no-move = Noch kein Zug
live-clock = Uhr
live-warnings = Warnungen
live-rulings = Schiedsrichter
live-result = Ergebnis
live-theme = Farben
live-size = Größe
live-flip = Brett drehen
live-theme-contrast = Hoher Kontrast
live-theme-light = Hell
live-theme-dark = Dunkel
live-theme-yellow = Gelb auf Schwarz
live-size-fit = Bildschirm füllen
live-size-large = Groß
live-size-larger = Größer
live-connection-lost = Verbindung verloren. Verbinde neu …
live-connected = Verbunden
live-board = Brett
live-empty = leer
live-piece-white-k = weißer König
live-piece-white-q = weiße Dame
live-piece-white-r = weißer Turm
live-piece-white-b = weißer Läufer
live-piece-white-n = weißer Springer
live-piece-white-p = weißer Bauer
live-piece-black-k = schwarzer König
live-piece-black-q = schwarze Dame
live-piece-black-r = schwarzer Turm
live-piece-black-b = schwarzer Läufer
live-piece-black-n = schwarzer Springer
live-piece-black-p = schwarzer Bauer

## Issue 33: eine Online-Partie auf Lichess.

online-started =
    Lichess-Partie gegen { $opponent }{ $has-rating ->
        [yes] , Wertung { $rating }
       *[no] {""}
    }. Sie spielen { $color ->
        [white] Weiß
       *[black] Schwarz
    }. { $has-clock ->
        [yes] { $minutes } Minuten plus { $increment } Sekunden
       *[no] Ohne Uhr
    }, { $rated ->
        [yes] gewertet.
       *[no] ungewertet.
    }
online-lost = Verbindung zu Lichess verloren. Neuer Versuch läuft. Ihre Uhr läuft weiter.
online-back = Wieder mit Lichess verbunden.
online-refused =
    Lichess hat Ihren Zug abgelehnt: { $why ->
        [not-your-turn] Sie sind nicht am Zug, oder die Partie ist zu Ende.
        [illegal] er ist dort nicht regelgemäß.
       *[other] der Zug wird zurückgenommen.
    }
online-wait =
    Lichess bittet, { $seconds } { $seconds ->
        [one] Sekunde
       *[other] Sekunden
    } zu warten.
online-opponent-gone =
    { $seconds ->
        [0] Ihr Gegner hat die Partie verlassen. Sie können den Sieg jetzt beanspruchen.
       *[other] Ihr Gegner hat die Partie verlassen. Sie können den Sieg in { $seconds } { $seconds ->
            [one] Sekunde
           *[other] Sekunden
        } beanspruchen.
    }
online-opponent-back = Ihr Gegner ist zurück.
online-chat = { $user } schreibt: { $text }
online-no-chat = Keine Chatnachrichten.
online-aborted = Die Partie wurde auf Lichess abgebrochen. Sie zählt nicht.
online-cannot-claim = Sie können den Sieg nicht beanspruchen: Ihr Gegner ist noch nicht lange genug weg.
online-token-refused = Lichess nimmt Ihr Token nicht mehr an. Züge können nicht gesendet werden. Erstellen Sie ein neues Token.
problem-lichess = Lichess: { $detail }
problem-not-online = online { $command }: diese Sitzung spielt keine Online-Partie (--opponent lichess)
# Ausgabe 33, Punkt 3: ein Gegner in der Ferne ohne Lichess (docs/online.md).
remote-confirm = Gegner: { $move }. Richtig? Die Ansagetaste bestätigt.
remote-dropped = Nicht gezählt. Den Zug bitte neu eingeben.
remote-unread =
    { $word }: { $why ->
        [unreadable] kein Zug.
        [illegal] hier kein regelgemäßer Zug.
        [ambiguous] zwei Figuren können so ziehen; Linie oder Reihe der Figur dazu.
       *[two-readings] zwei Züge passen; beide Felder angeben, etwa e2e4.
    }
remote-not-their-move = Sie sind am Zug, nicht der Gegner.
remote-nothing-to-confirm = Kein Zug zu bestätigen.
remote-move =
    Zug { $number }, { $color ->
        [white] Weiß
       *[black] Schwarz
    }: { $move }.
remote-your-move = Sie sind am Zug.
remote-no-move-found =
    Kein Zug { $number } von { $color ->
        [white] Weiß
       *[black] Schwarz
    } im Text.
remote-opponents-move = Der Gegner ist am Zug.
remote-already-in = Sie sind am Zug: Der Zug des Gegners ist schon eingetragen.
remote-over = Die Partie ist beendet.
