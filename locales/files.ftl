# taktil: file names (the columns a to h) for each announcement vocabulary.
#
# FIDE Appendix E2.1 recommends names instead of letters so that an announcement is
# clear. The vocabulary setting (--files) picks one set; the set also decides which
# voice speaks the names, whatever the locale:
#   international: the voice of the rank numbers: German with German numbers
#                  ("Eva vier"), the locale's with local numbers ("Eva fire")
#   danish:        Danish voice (the primary names of the Danish text)
#   nato:          English voice
#   letters:       the locale's voice
# These names are not translated; a player community that uses other names can change
# them here.

## International phonetic names (E2.1; Norwegian and German texts)

files-international-a = Anna
files-international-b = Bella
files-international-c = Cesar
files-international-d = David
files-international-e = Eva
files-international-f = Felix
files-international-g = Gustav
files-international-h = Hector

## Danish names (E2.1, Danish text)

files-danish-a = Anna
files-danish-b = Bodil
files-danish-c = Cecilie
files-danish-d = Dora
files-danish-e = Erik
files-danish-f = Frederik
files-danish-g = Gustav
files-danish-h = Henrik

## NATO spelling alphabet

files-nato-a = Alfa
files-nato-b = Bravo
files-nato-c = Charlie
files-nato-d = Delta
files-nato-e = Echo
files-nato-f = Foxtrot
files-nato-g = Golf
files-nato-h = Hotel

## Plain letters, as in algebraic notation

files-letters-a = a
files-letters-b = b
files-letters-c = c
files-letters-d = d
files-letters-e = e
files-letters-f = f
files-letters-g = g
files-letters-h = h
