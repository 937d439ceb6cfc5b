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
# Schach oder Matt nach dem Zug; $suffix: none | check | checkmate.
move-suffix =
    { $suffix ->
        [check] , { move-check }
        [checkmate] , { move-checkmate }
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
no-move = Noch kein Zug auf dem Brett.
adjust = J'adoube.

## Das Ende der Partie.

# $reason: checkmate | stalemate | dead-position; $result: white | black | draw
game-over =
    { $reason ->
        [checkmate] Schachmatt. { game-result }
        [stalemate] Patt. { game-result }
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
# $key ist ein Tastenname (key-*).
key-unavailable = Die Taste { $key } ist noch nicht verfügbar.

## Das Brett.

resync = Verbindung zum Brett unterbrochen; das ganze Brett wird neu gelesen.

## Hinweise für Assistent und Schiedsrichter.

speech-unavailable = Keine Sprachausgabe: taktil zeigt nur Text und spielt Töne.
speech-lost = Die Sprachausgabe antwortet nicht mehr: ab jetzt nur Text und Töne.
sound-unavailable = Kein Tonausgabegerät: keine Signaltöne, nur Worte.
voice-missing = Keine Stimme für { $lang }: eine andere Stimme spricht diese Wörter.

# $count: der wievielte regelwidrige Zug von $by; $penalty: none | time | loss |
# loss-or-draw; $minutes: zusätzliche Bedenkzeit für den Gegner.
illegal-counted =
    Regelwidriger Zug von { $by ->
        [white] Weiß
       *[black] Schwarz
    }, Nummer { $count }. { $penalty ->
        [time]
            Strafe: { $minutes ->
                [one] eine Minute
               *[other] { $minutes } Minuten
            } zusätzliche Bedenkzeit für { $by ->
                [white] Schwarz
               *[black] Weiß
            }.
        [loss] Strafe: Die Partie ist verloren.
        [loss-or-draw]
            Strafe: Die Partie ist verloren, oder remis, falls { $by ->
                [white] Schwarz
               *[black] Weiß
            } nicht mattsetzen kann.
       *[none] { "" }
    }
touch-move-recorded =
    Verstoß von { $by ->
        [white] Weiß
       *[black] Schwarz
    } gegen „berührt – geführt“: Der Zug wurde zurückgewiesen.
assist-move-rejected = Dieser Zug ist in dieser Stellung nicht regelgemäß.
key-ignored = Die Taste { $key } hat jetzt keine Wirkung.

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
key-adjust = J'adoube
key-arbiter = Schiedsrichter
key-history = Verlauf
key-clock = Uhr
# Die Tasten, die eine Linie oder Reihe vorlesen, mit dem Vokabular benannt: "Die
# Taste Linie Eva", "Die Taste Reihe eins".
key-file = Linie { $file }
key-rank = Reihe { $rank }
