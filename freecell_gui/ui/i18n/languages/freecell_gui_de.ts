<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>Appearance</name>
    <message>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
</context>
<context>
    <name>BoardActions</name>
    <message>
        <source>&amp;Open Board…</source>
        <translation>Stellung ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Show a layout pasted or loaded from a file, as a custom deal</source>
        <translation>Eine eingefügte oder aus einer Datei geladene Auslage als eigenes Spiel zeigen</translation>
    </message>
    <message>
        <source>&amp;Compare with Board…</source>
        <translation>Mit Stellung &amp;vergleichen…</translation>
    </message>
    <message>
        <source>Paste or load a board and mark every card that differs from this deal</source>
        <translation>Eine Stellung einfügen oder laden und jede Karte markieren, die von diesem Spiel abweicht</translation>
    </message>
    <message>
        <source>C&amp;lear Comparison</source>
        <translation>Vergleich &amp;aufheben</translation>
    </message>
    <message>
        <source>Find Deal from a &amp;Picture…</source>
        <translation>Spiel aus einem &amp;Bild finden…</translation>
    </message>
    <message>
        <source>Read a screenshot of a table and find its deal</source>
        <translation>Ein Bildschirmfoto eines Tisches lesen und sein Spiel finden</translation>
    </message>
    <message>
        <source>Open Board from &amp;Picture…</source>
        <translation>Stellung aus B&amp;ild öffnen…</translation>
    </message>
    <message>
        <source>Read a screenshot as a board</source>
        <translation>Ein Bildschirmfoto als Stellung lesen</translation>
    </message>
    <message>
        <source>Open Board</source>
        <translation>Stellung öffnen</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>This board cannot be shown: %1.</source>
        <translation>Diese Stellung lässt sich nicht zeigen: %1.</translation>
    </message>
    <message>
        <source>Showing %1</source>
        <translation>Angezeigt: %1</translation>
    </message>
    <message>
        <source>Compare with Board</source>
        <translation>Mit Stellung vergleichen</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Vergleichen</translation>
    </message>
    <message>
        <source>%1 (column %3, card %4) is %2 in the compared board</source>
        <translation>%1 (Spalte %3, Karte %4) ist in der verglichenen Stellung %2</translation>
    </message>
    <message>
        <source>%1 (column %3, card %4) is past the end of column %3 in the compared board</source>
        <translation>%1 (Spalte %3, Karte %4) liegt in der verglichenen Stellung hinter dem Ende von Spalte %3</translation>
    </message>
    <message>
        <source>the compared board has %2 at column %3, card %4, past the end of the table&apos;s column</source>
        <translation>die verglichene Stellung hat %2 in Spalte %3, Karte %4, hinter dem Ende der Spalte auf dem Tisch</translation>
    </message>
    <message>
        <source>column %3, card %4 is empty in both</source>
        <translation>Spalte %3, Karte %4 ist in beiden leer</translation>
    </message>
    <message>
        <source>All 52 cards match.</source>
        <translation>Alle 52 Karten stimmen überein.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) differ: %1; and %2 more</source>
        <translation>
            <numerusform>%n Karte weicht ab: %1; und %2 weitere</numerusform>
            <numerusform>%n Karten weichen ab: %1; und %2 weitere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) differ: %1</source>
        <translation>
            <numerusform>%n Karte weicht ab: %1</numerusform>
            <numerusform>%n Karten weichen ab: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardDialog</name>
    <message>
        <source>Automatic (board, rows or JSON)</source>
        <translation>Automatisch (Stellung, Reihen oder JSON)</translation>
    </message>
    <message>
        <source>Any text: cards in rows, left to right</source>
        <translation>Beliebiger Text: Karten in Reihen, von links nach rechts</translation>
    </message>
    <message>
        <source>Any text: cards in columns, top to bottom</source>
        <translation>Beliebiger Text: Karten in Spalten, von oben nach unten</translation>
    </message>
    <message>
        <source>Paste a board here: the fc-solve / PySol layout (one column a line), the rows layout, JSON, or a table copied from a web page (then choose how its cards run).</source>
        <translation>Hier eine Stellung einfügen: das Format von fc-solve / PySol (eine Spalte pro Zeile), das Reihenformat, JSON oder eine von einer Webseite kopierte Tabelle (dann wählen, wie ihre Karten laufen).</translation>
    </message>
    <message>
        <source>Board text</source>
        <translation>Text der Stellung</translation>
    </message>
    <message>
        <source>&amp;Load File…</source>
        <translation>Datei &amp;laden…</translation>
    </message>
    <message>
        <source>&amp;Read as:</source>
        <translation>&amp;Lesen als:</translation>
    </message>
    <message>
        <source>Load Board</source>
        <translation>Stellung laden</translation>
    </message>
    <message>
        <source>Boards (*.txt *.board *.json);;All files (*)</source>
        <translation>Stellungen (*.txt *.board *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>This is not a FreeCell layout: the text is %1 characters long; a board is far shorter (at most %2 are read)</source>
        <translation>Das ist keine FreeCell-Auslage: Der Text ist %1 Zeichen lang; eine Stellung ist viel kürzer (höchstens %2 werden gelesen)</translation>
    </message>
    <message>
        <source>This is not a FreeCell layout: %1</source>
        <translation>Das ist keine FreeCell-Auslage: %1</translation>
    </message>
    <message>
        <source>This text could not be read as a FreeCell layout (%1)</source>
        <translation>Dieser Text ließ sich nicht als FreeCell-Auslage lesen (%1)</translation>
    </message>
</context>
<context>
    <name>BoardMessages</name>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>Spalte %1: %2</translation>
    </message>
    <message>
        <source>the text is %1 characters long; a board is far shorter (at most %2 characters are read)</source>
        <translation>der Text ist %1 Zeichen lang; eine Auslage ist weit kürzer (höchstens %2 Zeichen werden gelesen)</translation>
    </message>
    <message>
        <source>%1 is not a card: write a rank (A 2-9 T J Q K, or 10) then a suit (C D H S), as in QS or 10H</source>
        <translation>%1 ist keine Karte: Schreiben Sie einen Rang (A 2-9 T J Q K oder 10) und dann eine Farbe (C D H S), etwa QS oder 10H</translation>
    </message>
    <message>
        <source>%1 is not a card: write a rank (A 2-9 T J Q K, or 10) then a suit (C D H S), as in QS or 10H, or ?? for a card not known</source>
        <translation>%1 ist keine Karte: Schreiben Sie einen Rang (A 2-9 T J Q K oder 10) und dann eine Farbe (C D H S), etwa QS oder 10H, oder ?? für eine unbekannte Karte</translation>
    </message>
    <message>
        <source>%1 is not a foundation (write suit-rank, as H-5 or S-0)</source>
        <translation>%1 ist kein Ablagestapel (schreiben Sie Farbe-Rang, etwa H-5 oder S-0)</translation>
    </message>
    <message>
        <source>the key %1 holds a letter that only looks like ASCII</source>
        <translation>der Schlüssel %1 enthält einen Buchstaben, der nur wie ASCII aussieht</translation>
    </message>
    <message>
        <source>the %1 is given twice</source>
        <translation>zweimal angegeben: %1</translation>
    </message>
    <message>
        <source>%1 appears again on the same line</source>
        <translation>%1 kommt in derselben Zeile noch einmal vor</translation>
    </message>
    <message>
        <source>%1 appears again (first on column %2)</source>
        <translation>%1 kommt noch einmal vor (zuerst in Spalte %2)</translation>
    </message>
    <message>
        <source>%1 appears again (first on line %2)</source>
        <translation>%1 kommt noch einmal vor (zuerst in Zeile %2)</translation>
    </message>
    <message numerus="yes">
        <source>a FreeCell layout has 8 cascades, but this text has %n cascade line(s)</source>
        <translation>
            <numerusform>eine FreeCell-Auslage hat 8 Spalten, dieser Text aber %n Spaltenzeile</numerusform>
            <numerusform>eine FreeCell-Auslage hat 8 Spalten, dieser Text aber %n Spaltenzeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a FreeCell layout has 8 cascades, but this text has %n column(s)</source>
        <translation>
            <numerusform>eine FreeCell-Auslage hat 8 Spalten, dieser Text aber %n Spalte</numerusform>
            <numerusform>eine FreeCell-Auslage hat 8 Spalten, dieser Text aber %n Spalten</numerusform>
        </translation>
    </message>
    <message>
        <source>a second Foundations: line (the first is line %1)</source>
        <translation>eine zweite Zeile „Foundations:“ (die erste ist Zeile %1)</translation>
    </message>
    <message>
        <source>a second Freecells: line (the first is line %1)</source>
        <translation>eine zweite Zeile „Freecells:“ (die erste ist Zeile %1)</translation>
    </message>
    <message>
        <source>FreeCell has %2 free cells, this line fills %1</source>
        <translation>FreeCell hat %2 freie Zellen, diese Zeile füllt %1</translation>
    </message>
    <message>
        <source>a row holds at most 8 cards, this one has %1</source>
        <translation>eine Reihe hat höchstens 8 Karten, diese hat %1</translation>
    </message>
    <message>
        <source>a row of fewer than 8 cards comes before line %1; only the last row may be short</source>
        <translation>eine Reihe mit weniger als 8 Karten steht vor Zeile %1; nur die letzte Reihe darf kürzer sein</translation>
    </message>
    <message>
        <source>not valid JSON (at character %1 of the line)</source>
        <translation>kein gültiges JSON (bei Zeichen %1 der Zeile)</translation>
    </message>
    <message>
        <source>&quot;deal&quot;: %1 is not a deal: deal numbers run from %2 to %3</source>
        <translation>&quot;deal&quot;: %1 ist keine Spielnummer: Spielnummern reichen von %2 bis %3</translation>
    </message>
    <message>
        <source>this text is not a FreeCell layout</source>
        <translation>dieser Text ist keine FreeCell-Auslage</translation>
    </message>
    <message>
        <source>this board is a game in progress (cards in free cells or foundations)</source>
        <translation>diese Auslage ist ein laufendes Spiel (Karten in freien Zellen oder auf Ablagestapeln)</translation>
    </message>
    <message>
        <source>the text is empty: paste or load a layout of 52 cards</source>
        <translation>der Text ist leer: Fügen Sie eine Auslage aus 52 Karten ein oder laden Sie eine</translation>
    </message>
    <message>
        <source>the text is empty: write the cascades, ?? for each card not known</source>
        <translation>der Text ist leer: Schreiben Sie die Spalten, ?? für jede unbekannte Karte</translation>
    </message>
    <message>
        <source>more than 52 cards (a deck has 52)</source>
        <translation>mehr als 52 Karten (ein Blatt hat 52)</translation>
    </message>
    <message>
        <source>a FreeCell layout has 8 cascades; this is a ninth</source>
        <translation>eine FreeCell-Auslage hat 8 Spalten; dies ist eine neunte</translation>
    </message>
    <message>
        <source>a free cell holds a card you can see, or nothing (write -)</source>
        <translation>in einer freien Zelle liegt eine sichtbare Karte oder nichts (schreiben Sie -)</translation>
    </message>
    <message>
        <source>not a JSON layout: it is nested far too deeply</source>
        <translation>keine JSON-Auslage: sie ist viel zu tief verschachtelt</translation>
    </message>
    <message>
        <source>not a JSON layout: a value in it cannot be read</source>
        <translation>keine JSON-Auslage: ein Wert darin ist nicht lesbar</translation>
    </message>
    <message>
        <source>JSON layout needs an object with &quot;columns&quot;: a list of 8 lists of card codes</source>
        <translation>eine JSON-Auslage braucht ein Objekt mit &quot;columns&quot;: eine Liste von 8 Listen von Kartenkürzeln</translation>
    </message>
    <message>
        <source>must be a list of card codes such as &quot;QS&quot;</source>
        <translation>muss eine Liste von Kartenkürzeln wie &quot;QS&quot; sein</translation>
    </message>
    <message>
        <source>&quot;deal&quot; must be a whole number or null</source>
        <translation>&quot;deal&quot; muss eine ganze Zahl oder null sein</translation>
    </message>
    <message>
        <source>no card codes found (write them as QS, 10H or Q♠)</source>
        <translation>keine Kartenkürzel gefunden (schreiben Sie sie als QS, 10H oder Q♠)</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) missing: %1 and %2 more</source>
        <translation>
            <numerusform>%n Karte fehlt: %1 und %2 weitere</numerusform>
            <numerusform>%n Karten fehlen: %1 und %2 weitere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) missing: %1</source>
        <translation>
            <numerusform>%n Karte fehlt: %1</numerusform>
            <numerusform>%n Karten fehlen: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardTextEdit</name>
    <message>
        <source>The pasted text is %1 characters long; a board is far shorter (at most %2 characters are read), so it was not pasted.</source>
        <translation>Der eingefügte Text ist %1 Zeichen lang; eine Stellung ist viel kürzer (höchstens %2 Zeichen werden gelesen), daher wurde er nicht eingefügt.</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>✔ Solvable</source>
        <translation>✔ Lösbar</translation>
    </message>
    <message>
        <source>✘ No solution</source>
        <translation>✘ Keine Lösung</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Prüfe…</translation>
    </message>
    <message>
        <source>✘ No solution from here: Undo (Ctrl+Z) goes back</source>
        <translation>✘ Ab hier keine Lösung: Rückgängig (Strg+Z) geht zurück</translation>
    </message>
    <message>
        <source>Show &amp;Solvability</source>
        <translation>&amp;Lösbarkeit anzeigen</translation>
    </message>
    <message>
        <source>After every move, say whether the game can still be won</source>
        <translation>Nach jedem Zug anzeigen, ob das Spiel noch zu gewinnen ist</translation>
    </message>
    <message>
        <source>? Unknown</source>
        <translation>? Unbekannt</translation>
    </message>
    <message>
        <source>Checking whether this position can be won</source>
        <translation>Prüfe, ob diese Stellung zu gewinnen ist</translation>
    </message>
    <message>
        <source>✔ Won</source>
        <translation>✔ Gewonnen</translation>
    </message>
    <message>
        <source>Every card is home</source>
        <translation>Alle Karten liegen auf den Ablagestapeln</translation>
    </message>
    <message>
        <source>This position can be won</source>
        <translation>Diese Stellung ist zu gewinnen</translation>
    </message>
    <message>
        <source>The last move lost the game: undo it and the game can be won</source>
        <translation>Der letzte Zug hat das Spiel verloren: Wird er zurückgenommen, ist es zu gewinnen</translation>
    </message>
    <message numerus="yes">
        <source>✘ No solution from here: undo %n move(s) (Ctrl+Z) to go back</source>
        <translation>
            <numerusform>✘ Ab hier keine Lösung: %n Zug zurücknehmen (Strg+Z)</numerusform>
            <numerusform>✘ Ab hier keine Lösung: %n Züge zurücknehmen (Strg+Z)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game could be won %n move(s) ago</source>
        <translation>
            <numerusform>Vor %n Zug war das Spiel noch zu gewinnen</numerusform>
            <numerusform>Vor %n Zügen war das Spiel noch zu gewinnen</numerusform>
        </translation>
    </message>
    <message>
        <source>No solution exists: this deal cannot be won</source>
        <translation>Es gibt keine Lösung: Dieses Spiel ist nicht zu gewinnen</translation>
    </message>
    <message>
        <source>✘ No solution from here</source>
        <translation>✘ Ab hier keine Lösung</translation>
    </message>
    <message>
        <source>No solution exists from this position</source>
        <translation>Aus dieser Stellung gibt es keine Lösung</translation>
    </message>
</context>
<context>
    <name>DealNames</name>
    <message>
        <source>Custom deal</source>
        <translation>Eigenes Spiel</translation>
    </message>
    <message>
        <source>Deal #%1</source>
        <translation>Spiel Nr. %1</translation>
    </message>
    <message>
        <source>FreeCell Pro extended</source>
        <translation>FreeCell Pro erweitert</translation>
    </message>
    <message>
        <source>%1 (1–%2)</source>
        <translation>%1 (1–%2)</translation>
    </message>
</context>
<context>
    <name>DealNavigation</name>
    <message>
        <source>Random Deals Fro&amp;m</source>
        <translation>Zu&amp;fällige Spiele aus</translation>
    </message>
    <message>
        <source>&amp;Previous Deal</source>
        <translation>Vor&amp;heriges Spiel</translation>
    </message>
    <message>
        <source>Show the previous deal</source>
        <translation>Das vorherige Spiel zeigen</translation>
    </message>
    <message>
        <source>&amp;Next Deal</source>
        <translation>&amp;Nächstes Spiel</translation>
    </message>
    <message>
        <source>Show the next deal</source>
        <translation>Das nächste Spiel zeigen</translation>
    </message>
    <message>
        <source>&amp;First Deal</source>
        <translation>&amp;Erstes Spiel</translation>
    </message>
    <message>
        <source>Show deal 1</source>
        <translation>Spiel 1 zeigen</translation>
    </message>
    <message>
        <source>&amp;Last Deal of Family</source>
        <translation>Letztes Spiel &amp;der Familie</translation>
    </message>
    <message>
        <source>Show the chosen family&apos;s last deal</source>
        <translation>Das letzte Spiel der gewählten Familie zeigen</translation>
    </message>
    <message>
        <source>&amp;Random Deal</source>
        <translation>&amp;Zufälliges Spiel</translation>
    </message>
    <message>
        <source>Show a random deal from the chosen family</source>
        <translation>Ein zufälliges Spiel der gewählten Familie zeigen</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>Zurü&amp;ck</translation>
    </message>
    <message>
        <source>Go back to the deal before</source>
        <translation>Zurück zum vorher gezeigten Spiel</translation>
    </message>
    <message>
        <source>F&amp;orward</source>
        <translation>V&amp;orwärts</translation>
    </message>
    <message>
        <source>Go forward again</source>
        <translation>Wieder vorwärts gehen</translation>
    </message>
    <message>
        <source>&amp;Go to Deal…</source>
        <translation>&amp;Gehe zu Spiel…</translation>
    </message>
    <message>
        <source>Type a deal number</source>
        <translation>Eine Spielnummer eingeben</translation>
    </message>
    <message>
        <source>Random deals come from %1</source>
        <translation>Zufällige Spiele kommen aus %1</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Vorheriges</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Nächstes</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vorwärts</translation>
    </message>
    <message>
        <source> Deal </source>
        <translation> Spiel </translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Familie</translation>
    </message>
    <message>
        <source>Choose the family random deals come from</source>
        <translation>Die Familie wählen, aus der zufällige Spiele kommen</translation>
    </message>
    <message>
        <source>Family of random deals</source>
        <translation>Familie der zufälligen Spiele</translation>
    </message>
</context>
<context>
    <name>DealSpinBox</name>
    <message>
        <source>Deal number, %1 to %2: type 617, #617 or %3 and press Enter</source>
        <translation>Spielnummer, %1 bis %2: 617, #617 oder %3 eingeben und Eingabe drücken</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Spielnummer</translation>
    </message>
</context>
<context>
    <name>ExportCounts</name>
    <message numerus="yes">
        <source>Exported %Ln row(s) (games) to {path}</source>
        <translation>
            <numerusform>%Ln Zeile (Partien) nach {path} exportiert</numerusform>
            <numerusform>%Ln Zeilen (Partien) nach {path} exportiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln row(s) (deals) to {path}</source>
        <translation>
            <numerusform>%Ln Zeile (Spiele) nach {path} exportiert</numerusform>
            <numerusform>%Ln Zeilen (Spiele) nach {path} exportiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln row(s) (totals) to {path}</source>
        <translation>
            <numerusform>%Ln Zeile (Summen) nach {path} exportiert</numerusform>
            <numerusform>%Ln Zeilen (Summen) nach {path} exportiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exporting the history: %1 of %Ln game(s)…</source>
        <translation>
            <numerusform>Exportiere den Verlauf: %1 von %Ln Partie…</numerusform>
            <numerusform>Exportiere den Verlauf: %1 von %Ln Partien…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exporting the history: %Ln row(s)…</source>
        <translation>
            <numerusform>Exportiere den Verlauf: %Ln Zeile…</numerusform>
            <numerusform>Exportiere den Verlauf: %Ln Zeilen…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportImage</name>
    <message>
        <source>cannot tell the format of %1: end the name with .png, .svg or .pdf</source>
        <translation>das Format von %1 ist nicht erkennbar: der Name muss auf .png, .svg oder .pdf enden</translation>
    </message>
    <message>
        <source>Exporting the image to {name}…</source>
        <translation>Bild wird nach {name} exportiert…</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <source>The image was not saved: %1.</source>
        <translation>Das Bild wurde nicht gespeichert: %1.</translation>
    </message>
</context>
<context>
    <name>FewestCellsActions</name>
    <message>
        <source>Fe&amp;west Cells…</source>
        <translation>Mindestzahl an &amp;Zellen…</translation>
    </message>
    <message>
        <source>How many free cells this deal needs, with the proof; and deals needing exactly K</source>
        <translation>Wie viele freie Zellen dieses Spiel braucht, mit Beweis; und Spiele, die genau K brauchen</translation>
    </message>
</context>
<context>
    <name>FewestCellsDialog</name>
    <message>
        <source>Fewest Free Cells</source>
        <translation>Mindestzahl freier Zellen</translation>
    </message>
    <message>
        <source>Fewest free cells</source>
        <translation>Mindestzahl freier Zellen</translation>
    </message>
    <message>
        <source>The solution&apos;s moves</source>
        <translation>Die Züge der Lösung</translation>
    </message>
    <message>
        <source>The moves in the notation of freecellgamesolutions.com</source>
        <translation>Die Züge in der Schreibweise von freecellgamesolutions.com</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Close, stopping any search</source>
        <translation>Schließen und jede Suche anhalten</translation>
    </message>
    <message>
        <source>Searching</source>
        <translation>Suche läuft</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop the search</source>
        <translation>Suche anhalten</translation>
    </message>
    <message>
        <source>Stop the search, keeping what it has proven</source>
        <translation>Die Suche anhalten und behalten, was sie bewiesen hat</translation>
    </message>
    <message>
        <source>Show the Solution</source>
        <translation>Lösung zeigen</translation>
    </message>
    <message>
        <source>Show the solution</source>
        <translation>Lösung zeigen</translation>
    </message>
    <message>
        <source>Show the moves of the solution with the fewest cells</source>
        <translation>Die Züge der Lösung mit den wenigsten Zellen zeigen</translation>
    </message>
    <message>
        <source>Play on the Table</source>
        <translation>Auf dem Tisch spielen</translation>
    </message>
    <message>
        <source>Play the solution on the table</source>
        <translation>Die Lösung auf dem Tisch spielen</translation>
    </message>
    <message>
        <source>Deal this deal with that many free cells, the solution as the moves to redo</source>
        <translation>Dieses Spiel mit so vielen freien Zellen austeilen, die Lösung als Züge zum Wiederholen</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Herausforderung</translation>
    </message>
    <message>
        <source>Deal the next deal needing exactly this many free cells:</source>
        <translation>Das nächste Spiel austeilen, das genau so viele freie Zellen braucht:</translation>
    </message>
    <message>
        <source>Free cells the next deal must need</source>
        <translation>Freie Zellen, die das nächste Spiel brauchen muss</translation>
    </message>
    <message>
        <source>Deal It</source>
        <translation>Austeilen</translation>
    </message>
    <message>
        <source>Deal the next such deal</source>
        <translation>Das nächste solche Spiel austeilen</translation>
    </message>
    <message>
        <source>Deal the next deal after this one that needs exactly that many free cells, no fewer</source>
        <translation>Das nächste Spiel nach diesem austeilen, das genau so viele freie Zellen braucht, nicht weniger</translation>
    </message>
    <message>
        <source>Searching for the next deal</source>
        <translation>Suche nach dem nächsten Spiel</translation>
    </message>
    <message>
        <source>Stop looking for the next deal</source>
        <translation>Suche nach dem nächsten Spiel anhalten</translation>
    </message>
    <message>
        <source>Stop looking for the next such deal</source>
        <translation>Die Suche nach dem nächsten solchen Spiel anhalten</translation>
    </message>
    <message>
        <source>Hide the Solution</source>
        <translation>Lösung ausblenden</translation>
    </message>
</context>
<context>
    <name>FewestCellsTexts</name>
    <message>
        <source>Game: Baker&apos;s Game (building down by suit)</source>
        <translation>Spielart: Baker&apos;s Game (absteigend in derselben Farbe)</translation>
    </message>
    <message>
        <source>Game: FreeCell</source>
        <translation>Spielart: FreeCell</translation>
    </message>
    <message>
        <source>Deal %1 cannot be won even with four free cells</source>
        <translation>Spiel %1 ist nicht einmal mit vier freien Zellen zu gewinnen</translation>
    </message>
    <message>
        <source>This deal cannot be won even with four free cells</source>
        <translation>Dieses Spiel ist nicht einmal mit vier freien Zellen zu gewinnen</translation>
    </message>
    <message numerus="yes">
        <source>Deal %1 needs %n free cell(s)</source>
        <translation>
            <numerusform>Spiel %1 braucht %n freie Zelle</numerusform>
            <numerusform>Spiel %1 braucht %n freie Zellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This deal needs %n free cell(s)</source>
        <translation>
            <numerusform>Dieses Spiel braucht %n freie Zelle</numerusform>
            <numerusform>Dieses Spiel braucht %n freie Zellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal %1 needs %n free cell(s) or fewer</source>
        <translation>
            <numerusform>Spiel %1 braucht %n freie Zelle oder weniger</numerusform>
            <numerusform>Spiel %1 braucht %n freie Zellen oder weniger</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This deal needs %n free cell(s) or fewer</source>
        <translation>
            <numerusform>Dieses Spiel braucht %n freie Zelle oder weniger</numerusform>
            <numerusform>Dieses Spiel braucht %n freie Zellen oder weniger</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped before an answer</source>
        <translation>Vor einer Antwort angehalten</translation>
    </message>
    <message numerus="yes">
        <source>Stopped: deal %1 needs at least %n free cell(s)</source>
        <translation>
            <numerusform>Angehalten: Spiel %1 braucht mindestens %n freie Zelle</numerusform>
            <numerusform>Angehalten: Spiel %1 braucht mindestens %n freie Zellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped: this deal needs at least %n free cell(s)</source>
        <translation>
            <numerusform>Angehalten: Dieses Spiel braucht mindestens %n freie Zelle</numerusform>
            <numerusform>Angehalten: Dieses Spiel braucht mindestens %n freie Zellen</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal %1: no solution found with up to four free cells</source>
        <translation>Spiel %1: keine Lösung mit bis zu vier freien Zellen gefunden</translation>
    </message>
    <message>
        <source>This deal: no solution found with up to four free cells</source>
        <translation>Dieses Spiel: keine Lösung mit bis zu vier freien Zellen gefunden</translation>
    </message>
    <message>
        <source>Every count from 0 to 4 proven hopeless: %1 positions searched.</source>
        <translation>Jede Anzahl von 0 bis 4 als aussichtslos bewiesen: %1 Stellungen durchsucht.</translation>
    </message>
    <message>
        <source>Not every count could be proven hopeless within the search&apos;s bound.</source>
        <translation>Nicht jede Anzahl ließ sich innerhalb der Grenze der Suche als aussichtslos beweisen.</translation>
    </message>
    <message>
        <source>Won without a free cell: nothing fewer to prove.</source>
        <translation>Ohne freie Zelle gewonnen: Weniger gibt es nicht zu beweisen.</translation>
    </message>
    <message numerus="yes">
        <source>Proof: no solution exists with %n free cell(s); the search covered %1 positions.</source>
        <translation>
            <numerusform>Beweis: Mit %n freien Zelle gibt es keine Lösung; die Suche umfasste %1 Stellungen.</numerusform>
            <numerusform>Beweis: Mit %n freien Zellen gibt es keine Lösung; die Suche umfasste %1 Stellungen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not proven with %n free cell(s): the search ran out after %1 positions.</source>
        <translation>
            <numerusform>Mit %n freien Zelle nicht bewiesen: Die Suche endete nach %1 Stellungen.</numerusform>
            <numerusform>Mit %n freien Zellen nicht bewiesen: Die Suche endete nach %1 Stellungen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Its solution with that many cells: %Ln move(s).</source>
        <translation>
            <numerusform>Seine Lösung mit so vielen Zellen: %Ln Zug.</numerusform>
            <numerusform>Seine Lösung mit so vielen Zellen: %Ln Züge.</numerusform>
        </translation>
    </message>
    <message>
        <source>The published table of deals 1 to %1 says: not even with four free cells.</source>
        <translation>Die veröffentlichte Tabelle der Spiele 1 bis %1 sagt: nicht einmal mit vier freien Zellen.</translation>
    </message>
    <message numerus="yes">
        <source>The published table of deals 1 to %1 says: %n free cell(s).</source>
        <translation>
            <numerusform>Die veröffentlichte Tabelle der Spiele 1 bis %1 sagt: %n freie Zelle.</numerusform>
            <numerusform>Die veröffentlichte Tabelle der Spiele 1 bis %1 sagt: %n freie Zellen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trying %n free cell(s): %1 positions searched…</source>
        <translation>
            <numerusform>Versuche %n freie Zelle: %1 Stellungen durchsucht…</numerusform>
            <numerusform>Versuche %n freie Zellen: %1 Stellungen durchsucht…</numerusform>
        </translation>
    </message>
    <message>
        <source>The search stopped unexpectedly (its process ended). Try again.</source>
        <translation>Die Suche hat unerwartet aufgehört (ihr Prozess endete). Bitte erneut versuchen.</translation>
    </message>
    <message numerus="yes">
        <source>Settling deal %1 (%Ln deal(s) settled before it)…</source>
        <translation>
            <numerusform>Prüfe Spiel %1 (%Ln Spiel davor entschieden)…</numerusform>
            <numerusform>Prüfe Spiel %1 (%Ln Spiele davor entschieden)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dealt deal %1: it needs exactly %n free cell(s), by the published table.</source>
        <translation>
            <numerusform>Spiel %1 ausgeteilt: Es braucht genau %n freie Zelle, laut der veröffentlichten Tabelle.</numerusform>
            <numerusform>Spiel %1 ausgeteilt: Es braucht genau %n freie Zellen, laut der veröffentlichten Tabelle.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dealt deal %1: it needs exactly %n free cell(s), proven by search.</source>
        <translation>
            <numerusform>Spiel %1 ausgeteilt: Es braucht genau %n freie Zelle, durch Suche bewiesen.</numerusform>
            <numerusform>Spiel %1 ausgeteilt: Es braucht genau %n freie Zellen, durch Suche bewiesen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Passed over %Ln deal(s) the search could not settle.</source>
        <translation>
            <numerusform>%Ln Spiel übersprungen, das die Suche nicht entscheiden konnte.</numerusform>
            <numerusform>%Ln Spiele übersprungen, die die Suche nicht entscheiden konnte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %Ln deal(s) settled.</source>
        <translation>
            <numerusform>Angehalten nach %Ln entschiedenen Spiel.</numerusform>
            <numerusform>Angehalten nach %Ln entschiedenen Spielen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No deal up to the last needs exactly %n free cell(s).</source>
        <translation>
            <numerusform>Kein Spiel bis zum letzten braucht genau %n freie Zelle.</numerusform>
            <numerusform>Kein Spiel bis zum letzten braucht genau %n freie Zellen.</numerusform>
        </translation>
    </message>
    <message>
        <source>How many free cells the next deal must need: 0 to %1</source>
        <translation>Wie viele freie Zellen das nächste Spiel brauchen muss: 0 bis %1</translation>
    </message>
</context>
<context>
    <name>FileMessages</name>
    <message>
        <source>cannot read %1: the name holds a NUL byte</source>
        <translation>%1 lässt sich nicht lesen: der Name enthält ein NUL-Byte</translation>
    </message>
    <message>
        <source>%1 is too large (%2 bytes; at most %3)</source>
        <translation>%1 ist zu groß (%2 Byte; höchstens %3)</translation>
    </message>
    <message>
        <source>%1 is too large (more than %2 bytes)</source>
        <translation>%1 ist zu groß (mehr als %2 Byte)</translation>
    </message>
    <message>
        <source>%1 is not a text file (it holds NUL bytes)</source>
        <translation>%1 ist keine Textdatei (sie enthält NUL-Bytes)</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text (byte %2)</source>
        <translation>%1 ist kein UTF-8-Text (Byte %2)</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 lässt sich nicht lesen: %2</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file</source>
        <translation>%1 ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>%1 is a pipe (FIFO), not a file</source>
        <translation>%1 ist eine Pipe (FIFO), keine Datei</translation>
    </message>
    <message>
        <source>%1 is a socket, not a file</source>
        <translation>%1 ist ein Socket, keine Datei</translation>
    </message>
    <message>
        <source>%1 is a disk device, not a file</source>
        <translation>%1 ist ein Laufwerk, keine Datei</translation>
    </message>
    <message>
        <source>%1 is a device, not a file</source>
        <translation>%1 ist ein Gerät, keine Datei</translation>
    </message>
    <message>
        <source>%1 is not a regular file, not a file</source>
        <translation>%1 ist keine gewöhnliche Datei</translation>
    </message>
    <message>
        <source>no such file or directory</source>
        <translation>Datei oder Ordner nicht gefunden</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>Zugriff verweigert</translation>
    </message>
    <message>
        <source>operation not permitted</source>
        <translation>Vorgang nicht zulässig</translation>
    </message>
    <message>
        <source>is a directory</source>
        <translation>ist ein Ordner</translation>
    </message>
    <message>
        <source>not a directory</source>
        <translation>ist kein Ordner</translation>
    </message>
    <message>
        <source>too many levels of symbolic links</source>
        <translation>zu viele Ebenen symbolischer Verknüpfungen</translation>
    </message>
    <message>
        <source>file name too long</source>
        <translation>Dateiname zu lang</translation>
    </message>
    <message>
        <source>input/output error</source>
        <translation>Ein-/Ausgabefehler</translation>
    </message>
    <message>
        <source>no space left on device</source>
        <translation>kein Platz mehr auf dem Gerät</translation>
    </message>
    <message>
        <source>read-only file system</source>
        <translation>Dateisystem nur lesbar</translation>
    </message>
    <message>
        <source>disk quota exceeded</source>
        <translation>Speicherkontingent überschritten</translation>
    </message>
    <message>
        <source>device or resource busy</source>
        <translation>Gerät oder Ressource belegt</translation>
    </message>
    <message>
        <source>text file busy</source>
        <translation>Programmdatei in Benutzung</translation>
    </message>
    <message>
        <source>too many open files</source>
        <translation>zu viele offene Dateien</translation>
    </message>
    <message>
        <source>no such device or address</source>
        <translation>Gerät oder Adresse nicht vorhanden</translation>
    </message>
    <message>
        <source>the system refuses it (%1)</source>
        <translation>das System verweigert es (%1)</translation>
    </message>
    <message>
        <source>no error code</source>
        <translation>ohne Fehlercode</translation>
    </message>
    <message>
        <source>cannot write %1: the folder %2 does not exist</source>
        <translation>%1 lässt sich nicht schreiben: den Ordner %2 gibt es nicht</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 lässt sich nicht schreiben: %2</translation>
    </message>
    <message>
        <source>cannot write %1: it is a folder, not a file</source>
        <translation>%1 lässt sich nicht schreiben: es ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>cannot write %1: it is a pipe (FIFO), not a file</source>
        <translation>%1 lässt sich nicht schreiben: es ist eine Pipe (FIFO), keine Datei</translation>
    </message>
    <message>
        <source>cannot write %1: it is a socket, not a file</source>
        <translation>%1 lässt sich nicht schreiben: es ist ein Socket, keine Datei</translation>
    </message>
    <message>
        <source>cannot write %1: it is a disk device, not a file</source>
        <translation>%1 lässt sich nicht schreiben: es ist ein Laufwerk, keine Datei</translation>
    </message>
    <message>
        <source>cannot write %1: it is a device, not a file</source>
        <translation>%1 lässt sich nicht schreiben: es ist ein Gerät, keine Datei</translation>
    </message>
    <message>
        <source>cannot write %1: it is not a regular file, not a file</source>
        <translation>%1 lässt sich nicht schreiben: es ist keine gewöhnliche Datei</translation>
    </message>
</context>
<context>
    <name>FileWrite</name>
    <message>
        <source>Writing a file</source>
        <translation>Datei wird geschrieben</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Cancel the write</source>
        <translation>Schreiben abbrechen</translation>
    </message>
    <message>
        <source>Stop writing {path}</source>
        <translation>Schreiben von {path} abbrechen</translation>
    </message>
</context>
<context>
    <name>FindActions</name>
    <message>
        <source>Find &amp;Deal…</source>
        <translation>Spiel &amp;finden…</translation>
    </message>
    <message>
        <source>Find a deal&apos;s number from its cards</source>
        <translation>Die Nummer eines Spiels anhand seiner Karten finden</translation>
    </message>
    <message>
        <source>Find &amp;This Position&apos;s Deal</source>
        <translation>Spiel zu dieser &amp;Stellung finden</translation>
    </message>
    <message>
        <source>Search every deal for the layout on the table (e.g. a board opened from a file)</source>
        <translation>Alle Spiele nach der Auslage auf dem Tisch durchsuchen (z.&#xa0;B. eine aus einer Datei geöffnete Stellung)</translation>
    </message>
</context>
<context>
    <name>FindDealDialog</name>
    <message>
        <source>%1 – %2 (all)</source>
        <translation>%1 – %2 (alle)</translation>
    </message>
    <message>
        <source>%1 is not a card: write a rank (A 2-9 T J Q K, or 10) then a suit (C D H S), as in QS or 10H</source>
        <translation>%1 ist keine Karte: einen Rang (A 2-9 T J Q K oder 10) und dann eine Farbe (C D H S) schreiben, wie in QS oder 10H</translation>
    </message>
    <message>
        <source>Find Deal</source>
        <translation>Spiel finden</translation>
    </message>
    <message>
        <source>The first cards dealt, in order (the first row is the first 8):</source>
        <translation>Die ersten ausgeteilten Karten, der Reihe nach (die erste Reihe sind die ersten 8):</translation>
    </message>
    <message>
        <source>e.g. JD 2D 9H JC 5D 7H 7C 5H</source>
        <translation>z. B. JD 2D 9H JC 5D 7H 7C 5H</translation>
    </message>
    <message>
        <source>Look in deals:</source>
        <translation>Suchen in Spielen:</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Finden</translation>
    </message>
    <message>
        <source>&amp;Cancel Search</source>
        <translation>Suche a&amp;bbrechen</translation>
    </message>
    <message>
        <source>&amp;Open Deal</source>
        <translation>Spiel ö&amp;ffnen</translation>
    </message>
    <message>
        <source>The first cards dealt</source>
        <translation>Die ersten ausgeteilten Karten</translation>
    </message>
    <message>
        <source>Deals to look in</source>
        <translation>Zu durchsuchende Spiele</translation>
    </message>
    <message>
        <source>Deals found</source>
        <translation>Gefundene Spiele</translation>
    </message>
    <message>
        <source>From a &amp;Picture…</source>
        <translation>Aus einem &amp;Bild…</translation>
    </message>
    <message>
        <source>A card is given twice.</source>
        <translation>Eine Karte ist doppelt angegeben.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) given.</source>
        <translation>
            <numerusform>%n Karte angegeben.</numerusform>
            <numerusform>%n Karten angegeben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Suche läuft…</translation>
    </message>
    <message>
        <source>Deal #%1</source>
        <translation>Spiel Nr. %1</translation>
    </message>
    <message>
        <source>Searching… %1 of %2, about %3 s left</source>
        <translation>Suche läuft… %1 von %2, noch etwa %3 s</translation>
    </message>
    <message>
        <source>The search failed: %1</source>
        <translation>Die Suche ist fehlgeschlagen: %1</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n deal(s) found.</source>
        <translation>
            <numerusform>Fertig: %n Spiel gefunden.</numerusform>
            <numerusform>Fertig: %n Spiele gefunden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped at %1 matches: give more cards to narrow the search.</source>
        <translation>Bei %1 Treffern angehalten: Mehr Karten angeben, um die Suche einzugrenzen.</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %n deal(s) found so far.</source>
        <translation>
            <numerusform>Abgebrochen: bisher %n Spiel gefunden.</numerusform>
            <numerusform>Abgebrochen: bisher %n Spiele gefunden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking for the deal of the layout on the table.</source>
        <translation>Suche das Spiel zur Auslage auf dem Tisch.</translation>
    </message>
    <message>
        <source>This layout cannot be a starting deal: %1</source>
        <translation>Diese Auslage kann kein Anfangsspiel sein: %1</translation>
    </message>
</context>
<context>
    <name>GameFileActions</name>
    <message numerus="yes">
        <source>Saved the game (%n move(s) done) to %1</source>
        <translation>
            <numerusform>Spiel (%n Zug gemacht) gespeichert in %1</numerusform>
            <numerusform>Spiel (%n Züge gemacht) gespeichert in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened %1 at move %2: %n move(s) to redo</source>
        <translation>
            <numerusform>%1 geöffnet bei Zug %2: %n Zug zum Wiederholen</numerusform>
            <numerusform>%1 geöffnet bei Zug %2: %n Züge zum Wiederholen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: %n move(s) done</source>
        <translation>
            <numerusform>%1 geöffnet: %n Zug gemacht</numerusform>
            <numerusform>%1 geöffnet: %n Züge gemacht</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Saved games (*.fcgame *.txt);;All files (*)</source>
        <translation>Gespeicherte Spiele (*.fcgame *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open &amp;Game…</source>
        <translation>Spielstand &amp;öffnen…</translation>
    </message>
    <message>
        <source>Open a saved game: its moves, redo list and place</source>
        <translation>Einen gespeicherten Spielstand öffnen: Züge, Wiederholliste und Stelle</translation>
    </message>
    <message>
        <source>&amp;Save Game…</source>
        <translation>Spielstand &amp;speichern…</translation>
    </message>
    <message>
        <source>Save the game on the table to a file: its moves, redo list and place</source>
        <translation>Das Spiel auf dem Tisch in eine Datei speichern: Züge, Wiederholliste und Stelle</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Spielstand speichern</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Spielstand öffnen</translation>
    </message>
    <message>
        <source>Saving the game to {name}…</source>
        <translation>Spielstand wird in {name} gespeichert…</translation>
    </message>
    <message>
        <source>The game was not saved to %1: cancelled</source>
        <translation>Der Spielstand wurde nicht in %1 gespeichert: abgebrochen</translation>
    </message>
    <message>
        <source>The Game Was Not Saved</source>
        <translation>Spielstand nicht gespeichert</translation>
    </message>
    <message>
        <source>The Game Cannot Be Opened</source>
        <translation>Spielstand lässt sich nicht öffnen</translation>
    </message>
</context>
<context>
    <name>GamePersistence</name>
    <message>
        <source>The last game could not be restored (%1)</source>
        <translation>Die letzte Partie ließ sich nicht wiederherstellen (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Restoring your game of {deal} (%Ln move(s))…</source>
        <translation>
            <numerusform>Stelle Ihre Partie von {deal} wieder her (%Ln Zug)…</numerusform>
            <numerusform>Stelle Ihre Partie von {deal} wieder her (%Ln Züge)…</numerusform>
        </translation>
    </message>
    <message>
        <source>Your last game is back on the table</source>
        <translation>Ihre letzte Partie liegt wieder auf dem Tisch</translation>
    </message>
    <message>
        <source>%1; games are not kept this session</source>
        <translation>%1; in dieser Sitzung werden keine Partien aufbewahrt</translation>
    </message>
    <message>
        <source>Game history: another program holds it; the game on the table is kept and recorded as soon as the history is free</source>
        <translation>Spielverlauf: Ein anderes Programm hält ihn; die Partie auf dem Tisch bleibt erhalten und wird eingetragen, sobald der Verlauf frei ist</translation>
    </message>
    <message>
        <source>Your game of {deal} in progress is kept in the history (Game › History): a game was begun on the table before it could be restored</source>
        <translation>Ihre laufende Partie von {deal} bleibt im Verlauf (Spiel › Verlauf): Auf dem Tisch wurde eine Partie begonnen, bevor sie wiederhergestellt werden konnte</translation>
    </message>
    <message>
        <source>That game is the one on the table</source>
        <translation>Diese Partie liegt schon auf dem Tisch</translation>
    </message>
    <message>
        <source>Game %1 cannot be opened: %2</source>
        <translation>Partie %1 lässt sich nicht öffnen: %2</translation>
    </message>
    <message>
        <source>Game history: %1</source>
        <translation>Spielverlauf: %1</translation>
    </message>
    <message>
        <source>a custom layout</source>
        <translation>einer eigenen Auslage</translation>
    </message>
    <message>
        <source>deal #%1</source>
        <translation>Spiel Nr. %1</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Pick the card or run on a column or free cell</source>
        <translation>Die Karte oder Folge auf einer Spalte oder freien Zelle aufnehmen</translation>
    </message>
    <message>
        <source>Play the picked cards there (H: home)</source>
        <translation>Die aufgenommenen Karten dorthin spielen (H: Ablagestapel)</translation>
    </message>
    <message>
        <source>Send the picked card home or to a free cell</source>
        <translation>Die aufgenommene Karte auf den Ablagestapel oder in eine freie Zelle schicken</translation>
    </message>
    <message>
        <source>Put the picked cards back</source>
        <translation>Die aufgenommenen Karten zurücklegen</translation>
    </message>
    <message>
        <source>Drag cards, or click a card and then its target. Double-click sends a card home, or else to a free cell. With the keyboard, press a place key to pick the card or run on top there, then the key of its target: columns are %1-%2, free cells %3-%4, home %5; the same key twice sends a card home or to a free cell; Esc puts it back. Undo is Ctrl+Z, redo Ctrl+Y; Hint (H) lights a good next move and Solve finds a whole solution.</source>
        <translation>Karten ziehen, oder eine Karte und dann ihr Ziel anklicken. Ein Doppelklick schickt eine Karte auf den Ablagestapel, sonst in eine freie Zelle. Mit der Tastatur die Taste eines Platzes drücken, um die oberste Karte oder Folge dort aufzunehmen, dann die Taste des Ziels: Spalten sind %1-%2, freie Zellen %3-%4, Ablagestapel %5; dieselbe Taste zweimal schickt eine Karte auf den Ablagestapel oder in eine freie Zelle; Esc legt sie zurück. Rückgängig ist Strg+Z, Wiederholen Strg+Y; Tipp (H) hebt einen guten nächsten Zug hervor, Lösen findet eine ganze Lösung.</translation>
    </message>
    <message>
        <source>A card goes on a card one rank higher of the other colour in a column: a red 9 on a black 10.</source>
        <translation>In einer Spalte kommt eine Karte auf eine um einen Rang höhere Karte der anderen Farbe: eine rote 9 auf eine schwarze 10.</translation>
    </message>
    <message>
        <source>Any card may go into an empty free cell (top left), one card a cell, and back out.</source>
        <translation>Jede Karte darf in eine leere freie Zelle (oben links), eine Karte pro Zelle, und wieder heraus.</translation>
    </message>
    <message>
        <source>Any card, or ordered run, may go into an empty column.</source>
        <translation>Jede Karte oder geordnete Folge darf in eine leere Spalte.</translation>
    </message>
    <message>
        <source>An ordered run (each card a rank lower, colours alternating) moves together when there is room to move it one card at a time: (free cells + 1) &amp;times; 2&lt;sup&gt;empty columns&lt;/sup&gt; cards, half of that into an empty column.</source>
        <translation>Eine geordnete Folge (jede Karte einen Rang niedriger, Farben abwechselnd) zieht zusammen, wenn Platz ist, sie Karte für Karte zu bewegen: (freie Zellen + 1) &amp;times; 2&lt;sup&gt;leere Spalten&lt;/sup&gt; Karten, halb so viele in eine leere Spalte.</translation>
    </message>
    <message>
        <source>Move all 52 cards to the four foundations (top right), each suit from ace to king.</source>
        <translation>Alle 52 Karten auf die vier Ablagestapel (oben rechts) bringen, jede Farbe vom Ass bis zum König.</translation>
    </message>
    <message>
        <source>Moves are written as freecellgamesolutions.com writes them: the place a card leaves, then the place it goes. &lt;code&gt;3a&lt;/code&gt; moves the card on column 3 to free cell a, &lt;code&gt;54&lt;/code&gt; moves from column 5 onto column 4, &lt;code&gt;bh&lt;/code&gt; sends the card in free cell b home. A run moving into an empty column may carry its size, as fc-solve writes it: &lt;code&gt;v3&lt;/code&gt; after the move.</source>
        <translation>Züge werden so geschrieben wie auf freecellgamesolutions.com: der Platz, den eine Karte verlässt, dann der Platz, an den sie geht. &lt;code&gt;3a&lt;/code&gt; legt die Karte von Spalte 3 in die freie Zelle a, &lt;code&gt;54&lt;/code&gt; zieht von Spalte 5 auf Spalte 4, &lt;code&gt;bh&lt;/code&gt; schickt die Karte aus der freien Zelle b auf den Ablagestapel. Eine Folge, die in eine leere Spalte zieht, kann ihre Größe tragen, wie fc-solve sie schreibt: &lt;code&gt;v3&lt;/code&gt; nach dem Zug.</translation>
    </message>
    <message>
        <source>A move is counted once however many cards it takes (a run is one move), and the cards that Microsoft&apos;s autoplay sends home after a move are free: this is how the site counts the length of a solution, so a game here and its solution there have the same number of moves.</source>
        <translation>Ein Zug zählt einmal, wie viele Karten er auch bewegt (eine Folge ist ein Zug), und die Karten, die das automatische Ablegen von Microsoft nach einem Zug auf die Ablagestapel schickt, zählen nicht: So zählt die Website die Länge einer Lösung, und ein Spiel hier und seine Lösung dort haben gleich viele Züge.</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>Das Ziel</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Die Regeln</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>The notation</source>
        <translation>Die Notation</translation>
    </message>
    <message>
        <source>Counting moves</source>
        <translation>Züge zählen</translation>
    </message>
    <message>
        <source>Table: %1</source>
        <translation>Tisch: %1</translation>
    </message>
    <message>
        <source>the same key again</source>
        <translation>dieselbe Taste noch einmal</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Spielanleitung</translation>
    </message>
    <message>
        <source>The rules, the notation and how moves are counted</source>
        <translation>Die Regeln, die Notation und wie Züge gezählt werden</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Every shortcut of the window</source>
        <translation>Alle Tastenkürzel des Fensters</translation>
    </message>
</context>
<context>
    <name>HistoryActions</name>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>&amp;Statistik…</translation>
    </message>
    <message>
        <source>Games played and won, streaks, each deal&apos;s best</source>
        <translation>Gespielte und gewonnene Partien, Serien, das Beste jedes Spiels</translation>
    </message>
    <message>
        <source>Hist&amp;ory…</source>
        <translation>&amp;Verlauf…</translation>
    </message>
    <message>
        <source>Every game, newest first; open any of them</source>
        <translation>Jede Partie, die neueste zuerst; jede lässt sich öffnen</translation>
    </message>
    <message>
        <source>Next Deal Not &amp;Yet Won</source>
        <translation>N&amp;ächstes noch nicht gewonnenes Spiel</translation>
    </message>
    <message>
        <source>Show the first deal after this one that you have not won</source>
        <translation>Das erste Spiel nach diesem zeigen, das Sie noch nicht gewonnen haben</translation>
    </message>
    <message>
        <source>E&amp;xport History…</source>
        <translation>Verlauf e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Save the games, the deals or the totals as CSV</source>
        <translation>Die Partien, die Spiele oder die Summen als CSV speichern</translation>
    </message>
    <message>
        <source>Game history: %1</source>
        <translation>Spielverlauf: %1</translation>
    </message>
    <message>
        <source>Every deal after this one is won</source>
        <translation>Jedes Spiel nach diesem ist gewonnen</translation>
    </message>
    <message>
        <source>Delete the History?</source>
        <translation>Verlauf löschen?</translation>
    </message>
    <message numerus="yes">
        <source>Delete all %Ln game(s) of the history, and with them the statistics? This cannot be undone. The game on the table goes on.</source>
        <translation>
            <numerusform>%Ln Partie des Verlaufs und mit ihr die Statistik löschen? Das lässt sich nicht rückgängig machen. Die Partie auf dem Tisch geht weiter.</numerusform>
            <numerusform>Alle %Ln Partien des Verlaufs und mit ihnen die Statistik löschen? Das lässt sich nicht rückgängig machen. Die Partie auf dem Tisch geht weiter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted %Ln game(s) from the history</source>
        <translation>
            <numerusform>%Ln Partie aus dem Verlauf gelöscht</numerusform>
            <numerusform>%Ln Partien aus dem Verlauf gelöscht</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Started</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Gespeichert</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle Partien</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Given up</source>
        <translation>Aufgegeben</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>%1 (+%2 to redo)</source>
        <translation>%1 (+%2 zum Wiederholen)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Zeigen:</translation>
    </message>
    <message>
        <source>Games shown</source>
        <translation>Gezeigte Partien</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>Show the games of one variant, or of all</source>
        <translation>Die Partien einer Variante zeigen oder die aller</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>Alle Varianten</translation>
    </message>
    <message>
        <source>Newer</source>
        <translation>Neuere</translation>
    </message>
    <message>
        <source>Older</source>
        <translation>Ältere</translation>
    </message>
    <message>
        <source>&amp;Open on the Table</source>
        <translation>Auf dem Tisch ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Show the game at its last position (or double-click it)</source>
        <translation>Die Partie in ihrer letzten Stellung zeigen (oder doppelklicken)</translation>
    </message>
    <message>
        <source>Delete History…</source>
        <translation>Verlauf löschen…</translation>
    </message>
    <message>
        <source>Game history: %1</source>
        <translation>Spielverlauf: %1</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>eigenes</translation>
    </message>
    <message>
        <source>%1 (on the table)</source>
        <translation>%1 (auf dem Tisch)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln Partie</numerusform>
            <numerusform>%Ln Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>Games %1–%2 of %3</source>
        <translation>Partien %1–%2 von %3</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Noch keine Partien</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) of the history could not be read (changed outside freecell-gui); they are left as they are and not listed.</source>
        <translation>
            <numerusform>%Ln Partie des Spielverlaufs konnte nicht gelesen werden (außerhalb von freecell-gui geändert); sie bleibt unverändert und wird nicht aufgeführt.</numerusform>
            <numerusform>%Ln Partien des Spielverlaufs konnten nicht gelesen werden (außerhalb von freecell-gui geändert); sie bleiben unverändert und werden nicht aufgeführt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryExport</name>
    <message>
        <source>Games, newest first (*.csv)</source>
        <translation>Partien, die neueste zuerst (*.csv)</translation>
    </message>
    <message>
        <source>Deals: your fewest moves and the solver&apos;s shortest (*.csv)</source>
        <translation>Spiele: Ihre wenigsten Züge und die kürzeste Lösung des Lösers (*.csv)</translation>
    </message>
    <message>
        <source>Totals: played, won, streaks (*.csv)</source>
        <translation>Summen: gespielt, gewonnen, Serien (*.csv)</translation>
    </message>
    <message>
        <source>Export History</source>
        <translation>Verlauf exportieren</translation>
    </message>
    <message>
        <source>Exporting the history…</source>
        <translation>Exportiere den Verlauf…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Export cancelled; nothing was written</source>
        <translation>Export abgebrochen; nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>the export failed: {error}</source>
        <translation>der Export ist fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>The History Was Not Exported</source>
        <translation>Verlauf nicht exportiert</translation>
    </message>
</context>
<context>
    <name>HistoryMessages</name>
    <message>
        <source>%1; it was moved to %2 and a new one begins.</source>
        <translation>%1; er wurde nach %2 verschoben, und ein neuer beginnt.</translation>
    </message>
    <message>
        <source>%1 and cannot be moved aside: %2</source>
        <translation>%1 und lässt sich nicht beiseitelegen: %2</translation>
    </message>
    <message>
        <source>%1 beside the game history; it was moved to %2.</source>
        <translation>%1 neben dem Spielverlauf; es wurde nach %2 verschoben.</translation>
    </message>
    <message>
        <source>the game history cannot be opened: %1 beside it and cannot be moved aside (%2)</source>
        <translation>der Spielverlauf lässt sich nicht öffnen: %1 daneben und lässt sich nicht beiseitelegen (%2)</translation>
    </message>
    <message>
        <source>%1; games are not kept this session</source>
        <translation>%1; in dieser Sitzung werden keine Partien aufbewahrt</translation>
    </message>
    <message>
        <source>the game history needs SQLite %1 or later; this Python has %2</source>
        <translation>der Spielverlauf braucht SQLite %1 oder neuer; dieses Python hat %2</translation>
    </message>
    <message>
        <source>the game history cannot be opened: %1</source>
        <translation>der Spielverlauf lässt sich nicht öffnen: %1</translation>
    </message>
    <message>
        <source>the game history cannot be kept: %1</source>
        <translation>der Spielverlauf lässt sich nicht aufbewahren: %1</translation>
    </message>
    <message>
        <source>a record is damaged (%1)</source>
        <translation>ein Eintrag ist beschädigt (%1)</translation>
    </message>
    <message>
        <source>the game history could not be written (%1)</source>
        <translation>der Spielverlauf ließ sich nicht schreiben (%1)</translation>
    </message>
    <message>
        <source>the game cannot be recorded as won: %1</source>
        <translation>die Partie lässt sich nicht als gewonnen eintragen: %1</translation>
    </message>
    <message>
        <source>A game kept while the history was busy could not be read (%1); it is left in %2.</source>
        <translation>Eine Partie, die aufbewahrt wurde, während der Spielverlauf belegt war, ließ sich nicht lesen (%1); sie bleibt in %2.</translation>
    </message>
    <message>
        <source>The last game could not be restored (%1); it was copied to %2, and a new deal begins.</source>
        <translation>Die letzte Partie ließ sich nicht wiederherstellen (%1); sie wurde nach %2 kopiert, und ein neues Spiel beginnt.</translation>
    </message>
    <message>
        <source>The last game could not be restored (%1); it could not be copied aside (%2), and a new deal begins.</source>
        <translation>Die letzte Partie ließ sich nicht wiederherstellen (%1); sie ließ sich nicht beiseitekopieren (%2), und ein neues Spiel beginnt.</translation>
    </message>
    <message>
        <source>the game history is damaged (%1)</source>
        <translation>der Spielverlauf ist beschädigt (%1)</translation>
    </message>
    <message>
        <source>the game history is not a readable database (%1)</source>
        <translation>der Spielverlauf ist keine lesbare Datenbank (%1)</translation>
    </message>
    <message>
        <source>the game history is another program&apos;s database</source>
        <translation>der Spielverlauf ist die Datenbank eines anderen Programms</translation>
    </message>
    <message>
        <source>the game history was written by a newer freecell-gui (schema %1; this version reads %2)</source>
        <translation>der Spielverlauf wurde von einem neueren freecell-gui geschrieben (Schema %1; diese Version liest %2)</translation>
    </message>
    <message>
        <source>the game history lacks tables its version (%1) has</source>
        <translation>dem Spielverlauf fehlen Tabellen, die seine Version (%1) hat</translation>
    </message>
    <message>
        <source>the game history has a schema version that none ever had (%1)</source>
        <translation>der Spielverlauf hat eine Schemaversion, die es nie gab (%1)</translation>
    </message>
    <message>
        <source>the game history has tables its version (%1) does not (%2)</source>
        <translation>der Spielverlauf hat Tabellen, die seine Version (%1) nicht hat (%2)</translation>
    </message>
    <message>
        <source>%1 is a folder</source>
        <translation>%1 ist ein Ordner</translation>
    </message>
    <message>
        <source>%1 is a pipe (FIFO)</source>
        <translation>%1 ist eine Pipe (FIFO)</translation>
    </message>
    <message>
        <source>%1 is a symbolic link</source>
        <translation>%1 ist ein symbolischer Link</translation>
    </message>
    <message>
        <source>%1 is a device or a socket</source>
        <translation>%1 ist ein Gerät oder ein Socket</translation>
    </message>
    <message>
        <source>%1 is a link to a file that does not exist</source>
        <translation>%1 ist ein Link auf eine Datei, die es nicht gibt</translation>
    </message>
    <message>
        <source>%1 cannot be read (%2)</source>
        <translation>%1 lässt sich nicht lesen (%2)</translation>
    </message>
    <message>
        <source>the game history</source>
        <translation>der Spielverlauf</translation>
    </message>
    <message>
        <source>the game history cannot be deleted: %1</source>
        <translation>der Spielverlauf lässt sich nicht löschen: %1</translation>
    </message>
    <message>
        <source>the game history cannot be exported: %1</source>
        <translation>der Spielverlauf lässt sich nicht exportieren: %1</translation>
    </message>
    <message>
        <source>the game history cannot open the game: %1</source>
        <translation>der Spielverlauf kann die Partie nicht öffnen: %1</translation>
    </message>
    <message>
        <source>the game history cannot record the game: %1</source>
        <translation>der Spielverlauf kann die Partie nicht eintragen: %1</translation>
    </message>
    <message>
        <source>the game history cannot record the game&apos;s end: %1</source>
        <translation>der Spielverlauf kann das Ende der Partie nicht eintragen: %1</translation>
    </message>
    <message>
        <source>the game history cannot record the solver&apos;s length: %1</source>
        <translation>der Spielverlauf kann die Lösungslänge des Lösers nicht eintragen: %1</translation>
    </message>
    <message>
        <source>the game history cannot save the game: %1</source>
        <translation>der Spielverlauf kann die Partie nicht speichern: %1</translation>
    </message>
    <message>
        <source>the game history cannot be read: %1</source>
        <translation>der Spielverlauf lässt sich nicht lesen: %1</translation>
    </message>
    <message>
        <source>game %1 of the history is damaged: %2</source>
        <translation>Partie %1 des Spielverlaufs ist beschädigt: %2</translation>
    </message>
    <message>
        <source>%1; it is skipped.</source>
        <translation>%1; sie wird übersprungen.</translation>
    </message>
    <message>
        <source>%1 (and %2 more); it is skipped.</source>
        <translation>%1 (und %2 weitere); sie werden übersprungen.</translation>
    </message>
    <message>
        <source>its game is not one</source>
        <translation>ihr Spiel ist keines</translation>
    </message>
    <message>
        <source>its number of free cells is not one</source>
        <translation>ihre Zahl freier Zellen ist keine</translation>
    </message>
    <message>
        <source>its result is not one</source>
        <translation>ihr Ergebnis ist keines</translation>
    </message>
    <message>
        <source>its end %1 is not a date</source>
        <translation>ihr Ende %1 ist kein Datum</translation>
    </message>
    <message>
        <source>its save %1 is not a date</source>
        <translation>ihr Speicherzeitpunkt %1 ist kein Datum</translation>
    </message>
    <message>
        <source>its start %1 is not a date</source>
        <translation>ihr Beginn %1 ist kein Datum</translation>
    </message>
    <message>
        <source>its end is not a date</source>
        <translation>ihr Ende ist kein Datum</translation>
    </message>
    <message>
        <source>its save is not a date</source>
        <translation>ihr Speicherzeitpunkt ist kein Datum</translation>
    </message>
    <message>
        <source>its start is not a date</source>
        <translation>ihr Beginn ist kein Datum</translation>
    </message>
    <message>
        <source>its deal is not a whole number</source>
        <translation>ihr Spiel (Nummer) ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>its cursor is not a whole number</source>
        <translation>ihr Cursor ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>its hint flag is not a whole number</source>
        <translation>ihr Tipp-Merker ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>its solver flag is not a whole number</source>
        <translation>ihr Löser-Merker ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>its win&apos;s length is not a whole number</source>
        <translation>ihre Gewinnlänge ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>its id is not a whole number</source>
        <translation>ihre ID ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>its autoplay rule is not text</source>
        <translation>ihre Autoplay-Regel ist kein Text</translation>
    </message>
    <message>
        <source>its moves is not text</source>
        <translation>ihre Züge sind kein Text</translation>
    </message>
    <message>
        <source>its moves to redo is not text</source>
        <translation>ihre zu wiederholenden Züge sind kein Text</translation>
    </message>
    <message>
        <source>its board is not text</source>
        <translation>ihr Tableau ist kein Text</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to Play FreeCell</source>
        <translation>FreeCell – Spielanleitung</translation>
    </message>
</context>
<context>
    <name>KeyboardPlay</name>
    <message numerus="yes">
        <source>this game has %n free cell(s): there is no free cell %1</source>
        <translation>
            <numerusform>dieses Spiel hat %n freie Zelle: Es gibt keine freie Zelle %1</numerusform>
            <numerusform>dieses Spiel hat %n freie Zellen: Es gibt keine freie Zelle %1</numerusform>
        </translation>
    </message>
    <message>
        <source>column %1 is empty: pick a place with a card on top</source>
        <translation>Spalte %1 ist leer: einen Platz wählen, auf dem eine Karte liegt</translation>
    </message>
    <message>
        <source>free cell %1 is empty: pick a place with a card on top</source>
        <translation>Freie Zelle %1 ist leer: einen Platz wählen, auf dem eine Karte liegt</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Speak the desktop&apos;s language</source>
        <translation>Die Sprache der Arbeitsumgebung verwenden</translation>
    </message>
    <message>
        <source>Speak %1 from the next start</source>
        <translation>Ab dem nächsten Start %1 verwenden</translation>
    </message>
    <message>
        <source>The language changes at the next start.</source>
        <translation>Die Sprache wechselt beim nächsten Start.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;About freecell-gui</source>
        <translation>Ü&amp;ber freecell-gui</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>Spiel&amp;wahl</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>About freecell-gui</source>
        <translation>Über freecell-gui</translation>
    </message>
    <message>
        <source>&lt;p&gt;Shows any Microsoft FreeCell deal, 1 to %1, exactly as Microsoft FreeCell, FreeCell Pro, PySol FC and freecellgamesolutions.com deal it.&lt;/p&gt;&lt;p&gt;Card art, icons and code were made for freecell-gui and are released under the MIT licence.&lt;/p&gt;&lt;p&gt;Built with Qt for Python (PySide6 %2, LGPL v3) on Python %3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Zeigt jedes Microsoft-FreeCell-Spiel von 1 bis %1, genau so, wie Microsoft FreeCell, FreeCell Pro, PySol FC und freecellgamesolutions.com es austeilen.&lt;/p&gt;&lt;p&gt;Kartenbilder, Symbole und Code wurden für freecell-gui geschaffen und stehen unter der MIT-Lizenz.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt for Python (PySide6 %2, LGPL v3) auf Python %3.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MoveRefusal</name>
    <message>
        <source>%1 goes on a black two</source>
        <translation>%1 gehört auf eine schwarze Zwei</translation>
    </message>
    <message>
        <source>%1 goes on a black three</source>
        <translation>%1 gehört auf eine schwarze Drei</translation>
    </message>
    <message>
        <source>%1 goes on a black four</source>
        <translation>%1 gehört auf eine schwarze Vier</translation>
    </message>
    <message>
        <source>%1 goes on a black five</source>
        <translation>%1 gehört auf eine schwarze Fünf</translation>
    </message>
    <message>
        <source>%1 goes on a black six</source>
        <translation>%1 gehört auf eine schwarze Sechs</translation>
    </message>
    <message>
        <source>%1 goes on a black seven</source>
        <translation>%1 gehört auf eine schwarze Sieben</translation>
    </message>
    <message>
        <source>%1 goes on a black eight</source>
        <translation>%1 gehört auf eine schwarze Acht</translation>
    </message>
    <message>
        <source>%1 goes on a black nine</source>
        <translation>%1 gehört auf eine schwarze Neun</translation>
    </message>
    <message>
        <source>%1 goes on a black ten</source>
        <translation>%1 gehört auf eine schwarze Zehn</translation>
    </message>
    <message>
        <source>%1 goes on a black jack</source>
        <translation>%1 gehört auf einen schwarzen Buben</translation>
    </message>
    <message>
        <source>%1 goes on a black queen</source>
        <translation>%1 gehört auf eine schwarze Dame</translation>
    </message>
    <message>
        <source>%1 goes on a black king</source>
        <translation>%1 gehört auf einen schwarzen König</translation>
    </message>
    <message>
        <source>%1 goes on a red two</source>
        <translation>%1 gehört auf eine rote Zwei</translation>
    </message>
    <message>
        <source>%1 goes on a red three</source>
        <translation>%1 gehört auf eine rote Drei</translation>
    </message>
    <message>
        <source>%1 goes on a red four</source>
        <translation>%1 gehört auf eine rote Vier</translation>
    </message>
    <message>
        <source>%1 goes on a red five</source>
        <translation>%1 gehört auf eine rote Fünf</translation>
    </message>
    <message>
        <source>%1 goes on a red six</source>
        <translation>%1 gehört auf eine rote Sechs</translation>
    </message>
    <message>
        <source>%1 goes on a red seven</source>
        <translation>%1 gehört auf eine rote Sieben</translation>
    </message>
    <message>
        <source>%1 goes on a red eight</source>
        <translation>%1 gehört auf eine rote Acht</translation>
    </message>
    <message>
        <source>%1 goes on a red nine</source>
        <translation>%1 gehört auf eine rote Neun</translation>
    </message>
    <message>
        <source>%1 goes on a red ten</source>
        <translation>%1 gehört auf eine rote Zehn</translation>
    </message>
    <message>
        <source>%1 goes on a red jack</source>
        <translation>%1 gehört auf einen roten Buben</translation>
    </message>
    <message>
        <source>%1 goes on a red queen</source>
        <translation>%1 gehört auf eine rote Dame</translation>
    </message>
    <message>
        <source>%1 goes on a red king</source>
        <translation>%1 gehört auf einen roten König</translation>
    </message>
    <message>
        <source>cards never leave the foundations</source>
        <translation>Karten verlassen die Ablagestapel nie</translation>
    </message>
    <message>
        <source>there is no place %1</source>
        <translation>es gibt keinen Platz %1</translation>
    </message>
    <message>
        <source>a move needs two different places</source>
        <translation>ein Zug braucht zwei verschiedene Plätze</translation>
    </message>
    <message>
        <source>free cell %1 is empty</source>
        <translation>Freie Zelle %1 ist leer</translation>
    </message>
    <message>
        <source>column %1 is empty</source>
        <translation>Spalte %1 ist leer</translation>
    </message>
    <message>
        <source>a move carries at least one card</source>
        <translation>ein Zug bewegt mindestens eine Karte</translation>
    </message>
    <message numerus="yes">
        <source>column %1 holds only %n card(s)</source>
        <translation>
            <numerusform>Spalte %1 hat nur %n Karte</numerusform>
            <numerusform>Spalte %1 hat nur %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>the top %1 cards of column %2 are not an ordered run (only %3 are)</source>
        <translation>die obersten %1 Karten von Spalte %2 sind keine geordnete Folge (nur %3)</translation>
    </message>
    <message>
        <source>only one card at a time can go to or come from the foundations</source>
        <translation>auf die oder von den Ablagestapeln geht nur eine Karte auf einmal</translation>
    </message>
    <message>
        <source>only one card at a time can go to or come from free cell %1</source>
        <translation>in die oder aus der freien Zelle %1 geht nur eine Karte auf einmal</translation>
    </message>
    <message>
        <source>%1 cannot go home yet: its foundation needs the %2</source>
        <translation>%1 kann noch nicht auf den Ablagestapel: Dort fehlt erst %2</translation>
    </message>
    <message numerus="yes">
        <source>this game has %n free cell(s): there is no free cell %1</source>
        <translation>
            <numerusform>dieses Spiel hat %n freie Zelle: Es gibt keine freie Zelle %1</numerusform>
            <numerusform>dieses Spiel hat %n freie Zellen: Es gibt keine freie Zelle %1</numerusform>
        </translation>
    </message>
    <message>
        <source>free cell %1 is taken (%2)</source>
        <translation>Freie Zelle %1 ist belegt (%2)</translation>
    </message>
    <message>
        <source>%1 cannot go on %2: %3</source>
        <translation>%1 kann nicht auf %2: %3</translation>
    </message>
    <message>
        <source>%1 goes only into an empty column</source>
        <translation>%1 darf nur in eine leere Spalte</translation>
    </message>
    <message>
        <source>%1 goes on the %2</source>
        <translation>%1 gehört auf %2</translation>
    </message>
    <message numerus="yes">
        <source>only %n card(s) can move, not %1: %2, %3</source>
        <translation>
            <numerusform>nur %n Karte kann ziehen, nicht %1: %2, %3</numerusform>
            <numerusform>nur %n Karten können ziehen, nicht %1: %2, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>only %n card(s) can move, not %1: %2, %3 (the empty target does not count)</source>
        <translation>
            <numerusform>nur %n Karte kann ziehen, nicht %1: %2, %3 (die leere Zielspalte zählt nicht)</numerusform>
            <numerusform>nur %n Karten können ziehen, nicht %1: %2, %3 (die leere Zielspalte zählt nicht)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n free cell(s)</source>
        <translation>
            <numerusform>%n freie Zelle</numerusform>
            <numerusform>%n freie Zellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n empty column(s)</source>
        <translation>
            <numerusform>%n leere Spalte</numerusform>
            <numerusform>%n leere Spalten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MovesPanel</name>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Type a move</source>
        <translation>Zug eingeben</translation>
    </message>
    <message>
        <source>Type a move: %1 ⏎</source>
        <translation>Zug eingeben: %1 ⏎</translation>
    </message>
    <message>
        <source>Move number</source>
        <translation>Zugnummer</translation>
    </message>
    <message>
        <source>Drag to jump anywhere in the moves</source>
        <translation>Ziehen, um an eine beliebige Stelle der Züge zu springen</translation>
    </message>
    <message>
        <source>Back to the deal</source>
        <translation>Zurück zum Anfang</translation>
    </message>
    <message>
        <source>Step back one move</source>
        <translation>Einen Zug zurück</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Play or pause the moves to redo (Ctrl+P)</source>
        <translation>Die zu wiederholenden Züge abspielen oder anhalten (Strg+P)</translation>
    </message>
    <message>
        <source>Step forward one move</source>
        <translation>Einen Zug vorwärts</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Vorwärts</translation>
    </message>
    <message>
        <source>To the last move</source>
        <translation>Zum letzten Zug</translation>
    </message>
    <message>
        <source>Playback speed, moves a second</source>
        <translation>Abspielgeschwindigkeit, Züge pro Sekunde</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>Abspielgeschwindigkeit</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/s</translation>
    </message>
    <message>
        <source>Load…</source>
        <translation>Laden…</translation>
    </message>
    <message>
        <source>Paste or load a solution</source>
        <translation>Eine Lösung einfügen oder laden</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <source>Load the solution on the clipboard</source>
        <translation>Die Lösung aus der Zwischenablage laden</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy the moves as text, ten a line</source>
        <translation>Die Züge als Text kopieren, zehn pro Zeile</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>Save the moves to a file</source>
        <translation>Die Züge in einer Datei speichern</translation>
    </message>
    <message>
        <source>Move %1 (%2) is illegal: %3. Playback stops before it.</source>
        <translation>Zug %1 (%2) ist nicht erlaubt: %3. Das Abspielen hält davor an.</translation>
    </message>
    <message numerus="yes">
        <source>Won in %Ln move(s)</source>
        <translation>
            <numerusform>Gewonnen mit %Ln Zug</numerusform>
            <numerusform>Gewonnen mit %Ln Zügen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Copied %Ln move(s)</source>
        <translation>
            <numerusform>%Ln Zug kopiert</numerusform>
            <numerusform>%Ln Züge kopiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved %Ln move(s) to {path}</source>
        <translation>
            <numerusform>%Ln Zug in {path} gespeichert</numerusform>
            <numerusform>%Ln Züge in {path} gespeichert</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Zug %1 von %2</translation>
    </message>
    <message>
        <source>No moves yet: play, type a move, or load a solution</source>
        <translation>Noch keine Züge: spielen, einen Zug eingeben oder eine Lösung laden</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Saving the moves to {name}…</source>
        <translation>Speichere die Züge in {name}…</translation>
    </message>
    <message>
        <source>The moves were not saved to {path}: cancelled</source>
        <translation>Die Züge wurden nicht in {path} gespeichert: abgebrochen</translation>
    </message>
    <message>
        <source>Save the Moves</source>
        <translation>Züge speichern</translation>
    </message>
    <message>
        <source>Load a Solution</source>
        <translation>Lösung laden</translation>
    </message>
    <message>
        <source>&amp;Load Solution…</source>
        <translation>&amp;Lösung laden…</translation>
    </message>
    <message>
        <source>Load a solution file</source>
        <translation>Eine Lösungsdatei laden</translation>
    </message>
    <message>
        <source>Paste &amp;Solution</source>
        <translation>&amp;Lösung einfügen</translation>
    </message>
    <message>
        <source>P&amp;lay/Pause Solution</source>
        <translation>L&amp;ösung abspielen/anhalten</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>Abspielen oder anhalten</translation>
    </message>
    <message>
        <source>T&amp;ype a Move</source>
        <translation>Z&amp;ug eingeben</translation>
    </message>
    <message>
        <source>&amp;Moves Panel</source>
        <translation>Z&amp;ugliste</translation>
    </message>
    <message>
        <source>the deal</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>Autoplay sent home: %1</source>
        <translation>Automatisch abgelegt: %1</translation>
    </message>
    <message>
        <source>Moves column</source>
        <translation>Spalte der Züge</translation>
    </message>
    <message>
        <source>Move numbers</source>
        <translation>Zugnummern</translation>
    </message>
</context>
<context>
    <name>NotationMessages</name>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a move: write a source and a target, columns 1-8, free cells a-d, h for home (as 3a, 54, bh)</source>
        <translation>%1 ist kein Zug: Schreiben Sie Start und Ziel, Spalten 1-8, freie Zellen a-d, h für den Ablagestapel (etwa 3a, 54, bh)</translation>
    </message>
    <message>
        <source>%1: cards never leave home (h)</source>
        <translation>%1: Karten verlassen den Ablagestapel nie (h)</translation>
    </message>
    <message>
        <source>%1 moves a card to where it is</source>
        <translation>%1 legt eine Karte dorthin, wo sie schon liegt</translation>
    </message>
    <message>
        <source>%1: a card count (v) is only for a run of 1 or more cards between columns</source>
        <translation>%1: eine Kartenzahl (v) gibt es nur für eine Folge von 1 oder mehr Karten zwischen Spalten</translation>
    </message>
    <message>
        <source>%1 is far too large a number for a move</source>
        <translation>%1 ist eine viel zu große Zahl für einen Zug</translation>
    </message>
    <message>
        <source>%1 holds %2, which only looks like ASCII: write moves and fc-solve&apos;s words in plain ASCII</source>
        <translation>%1 enthält %2, das nur wie ASCII aussieht: Schreiben Sie Züge und die Wörter von fc-solve in reinem ASCII</translation>
    </message>
    <message>
        <source>there is no stack %1 (they count from 0 to 7)</source>
        <translation>es gibt kein „stack %1“ (gezählt wird von 0 bis 7)</translation>
    </message>
    <message>
        <source>there is no freecell %1 (they count from 0 to 3)</source>
        <translation>es gibt keine „freecell %1“ (gezählt wird von 0 bis 3)</translation>
    </message>
    <message>
        <source>the move goes from stack %1 to itself</source>
        <translation>der Zug führt von „stack %1“ zu sich selbst</translation>
    </message>
    <message>
        <source>the move goes from freecell %1 to itself</source>
        <translation>der Zug führt von „freecell %1“ zu sich selbst</translation>
    </message>
    <message>
        <source>a move carries at least one card, not %1</source>
        <translation>ein Zug bewegt mindestens eine Karte, nicht %1</translation>
    </message>
    <message>
        <source>only one card at a time goes to or from a free cell or home</source>
        <translation>in eine freie Zelle oder auf den Ablagestapel und von dort geht nur eine Karte auf einmal</translation>
    </message>
    <message>
        <source>the text has %1 characters; a solution is far shorter (at most %2)</source>
        <translation>der Text hat %1 Zeichen; eine Lösung ist weit kürzer (höchstens %2)</translation>
    </message>
    <message>
        <source>this text is not moves</source>
        <translation>dieser Text enthält keine Züge</translation>
    </message>
</context>
<context>
    <name>PictureError</name>
    <message>
        <source>%1 is not a PNG, JPEG, BMP or WebP picture</source>
        <translation>%1 ist kein PNG-, JPEG-, BMP- oder WebP-Bild</translation>
    </message>
    <message>
        <source>%1: the %2 header gives no size</source>
        <translation>%1: Der %2-Kopf nennt keine Größe</translation>
    </message>
    <message>
        <source>%1 is %2 x %3 pixels: too large (at most %4 are read)</source>
        <translation>%1 hat %2 x %3 Pixel: zu groß (höchstens %4 werden gelesen)</translation>
    </message>
    <message>
        <source>%1: the %2 data is too short for %3 x %4 pixels (%5)</source>
        <translation>%1: Die %2-Daten sind zu kurz für %3 x %4 Pixel (%5)</translation>
    </message>
    <message>
        <source>%1: the %2 data cannot be decoded (%3)</source>
        <translation>%1: Die %2-Daten lassen sich nicht dekodieren (%3)</translation>
    </message>
    <message>
        <source>the picture is empty</source>
        <translation>das Bild ist leer</translation>
    </message>
    <message>
        <source>the picture has more than %1 pixels: too large</source>
        <translation>das Bild hat mehr als %1 Pixel: zu groß</translation>
    </message>
    <message>
        <source>the pasted image</source>
        <translation>das eingefügte Bild</translation>
    </message>
    <message>
        <source>there is no picture here: paste or drop a screenshot or a picture file</source>
        <translation>hier ist kein Bild: ein Bildschirmfoto oder eine Bilddatei einfügen oder ablegen</translation>
    </message>
    <message>
        <source>the pasted image is empty or too large to read</source>
        <translation>das eingefügte Bild ist leer oder zu groß zum Lesen</translation>
    </message>
    <message>
        <source>the pasted image has more than %1 pixels: too large</source>
        <translation>das eingefügte Bild hat mehr als %1 Pixel: zu groß</translation>
    </message>
    <message>
        <source>the picture was read already</source>
        <translation>das Bild wurde schon gelesen</translation>
    </message>
    <message>
        <source>the search failed: %1</source>
        <translation>die Suche ist fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>PictureFindDialog</name>
    <message>
        <source>Find Deal from a Picture</source>
        <translation>Spiel aus einem Bild finden</translation>
    </message>
    <message>
        <source>Paste (Ctrl+V), drop or open a screenshot of a FreeCell table.</source>
        <translation>Ein Bildschirmfoto eines FreeCell-Tisches einfügen (Strg+V), ablegen oder öffnen.</translation>
    </message>
    <message>
        <source>The picture read</source>
        <translation>Das gelesene Bild</translation>
    </message>
    <message>
        <source>What was read, as a board (?? for a card not read)</source>
        <translation>Das Gelesene als Stellung (?? für eine nicht gelesene Karte)</translation>
    </message>
    <message>
        <source>What was read</source>
        <translation>Das Gelesene</translation>
    </message>
    <message>
        <source>Open &amp;Picture…</source>
        <translation>&amp;Bild öffnen…</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <source>&amp;Cancel Search</source>
        <translation>Suche a&amp;bbrechen</translation>
    </message>
    <message>
        <source>&amp;Open Deal</source>
        <translation>Spiel ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>&amp;Vergleichen</translation>
    </message>
    <message>
        <source>Put Reading on &amp;Table</source>
        <translation>Gelesenes auf den &amp;Tisch legen</translation>
    </message>
    <message>
        <source>Ctrl+wheel zooms; drag to move a zoomed picture.</source>
        <translation>Strg+Mausrad zoomt; ein vergrößertes Bild mit der Maus verschieben.</translation>
    </message>
    <message>
        <source>Outline colours</source>
        <translation>Farben der Umrisse</translation>
    </message>
    <message>
        <source>Green: card read. Yellow: only its colour read. Red: not read.</source>
        <translation>Grün: Karte gelesen. Gelb: nur ihre Farbe gelesen. Rot: nicht gelesen.</translation>
    </message>
    <message>
        <source>Outlines:</source>
        <translation>Umrisse:</translation>
    </message>
    <message>
        <source>card read</source>
        <translation>Karte gelesen</translation>
    </message>
    <message>
        <source>colour only</source>
        <translation>nur Farbe</translation>
    </message>
    <message>
        <source>not read</source>
        <translation>nicht gelesen</translation>
    </message>
    <message>
        <source>Open Picture</source>
        <translation>Bild öffnen</translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg *.bmp *.webp);;All files (*)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.bmp *.webp);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Reading the picture…</source>
        <translation>Bild wird gelesen…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>The search failed: %1</source>
        <translation>Die Suche ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Searching: 1..%1, then to 2^31-1, then every deal…</source>
        <translation>Suche: 1..%1, dann bis 2^31-1, dann alle Spiele…</translation>
    </message>
    <message>
        <source>No deal has the cards read.</source>
        <translation>Kein Spiel hat die gelesenen Karten.</translation>
    </message>
    <message>
        <source>These deals fit what was read equally well: %1. Read more cards to choose.</source>
        <translation>Diese Spiele passen gleich gut zum Gelesenen: %1. Mehr Karten lesen, um zu wählen.</translation>
    </message>
    <message>
        <source>Deal #%1 (%2 s).</source>
        <translation>Spiel Nr. %1 (%2 s).</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) read differently: %1</source>
        <translation>
            <numerusform>%n Karte anders gelesen: %1</numerusform>
            <numerusform>%n Karten anders gelesen: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Deal #%1: cards read differently: %2</source>
        <translation>Spiel Nr. %1: anders gelesene Karten: %2</translation>
    </message>
    <message>
        <source>Not every card was read, so the reading cannot be played: %1</source>
        <translation>Nicht jede Karte wurde gelesen, daher lässt sich das Gelesene nicht spielen: %1</translation>
    </message>
</context>
<context>
    <name>PlayActions</name>
    <message>
        <source>&amp;Undo Move</source>
        <translation>Zug &amp;rückgängig</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Den letzten Zug zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Redo Move</source>
        <translation>Zug &amp;wiederholen</translation>
    </message>
    <message>
        <source>Play the next move again</source>
        <translation>Den nächsten Zug erneut spielen</translation>
    </message>
    <message>
        <source>Restar&amp;t</source>
        <translation>Neu &amp;beginnen</translation>
    </message>
    <message>
        <source>Back to the deal; the moves can be redone</source>
        <translation>Zurück zum Anfang; die Züge lassen sich wiederholen</translation>
    </message>
    <message>
        <source>New &amp;Game of This Deal</source>
        <translation>Neues Spiel &amp;mit diesen Karten</translation>
    </message>
    <message>
        <source>Play this deal again from the start (asks before throwing moves away)</source>
        <translation>Dieses Spiel von vorn spielen (fragt, bevor Züge verworfen werden)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>&amp;Autoplay</source>
        <translation>&amp;Automatisch ablegen</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Safe (only cards no other card needs)</source>
        <translation>Sicher (nur Karten, die keine andere Karte braucht)</translation>
    </message>
    <message>
        <source>Microsoft FreeCell&apos;s rule</source>
        <translation>Regel von Microsoft FreeCell</translation>
    </message>
    <message>
        <source>A&amp;nimate Moves</source>
        <translation>Z&amp;üge animieren</translation>
    </message>
    <message>
        <source>Cards fly to their place (off: they jump)</source>
        <translation>Karten fliegen an ihren Platz (aus: sie springen)</translation>
    </message>
    <message>
        <source>Animation S&amp;peed</source>
        <translation>Animations&amp;tempo</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Langsam</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Schnell</translation>
    </message>
    <message>
        <source>&amp;Very Fast</source>
        <translation>Sehr s&amp;chnell</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Züge: %1</translation>
    </message>
    <message numerus="yes">
        <source>Won in %n move(s)!</source>
        <translation>
            <numerusform>Gewonnen mit %n Zug!</numerusform>
            <numerusform>Gewonnen mit %n Zügen!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Won in %n move(s). Ctrl+N plays this deal again, PageDown the next deal.</source>
        <translation>
            <numerusform>Gewonnen mit %n Zug. Strg+N spielt dieses Spiel noch einmal, Bild ab das nächste.</numerusform>
            <numerusform>Gewonnen mit %n Zügen. Strg+N spielt dieses Spiel noch einmal, Bild ab das nächste.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have made %n move(s) in this game.</source>
        <translation>
            <numerusform>Sie haben in diesem Spiel %n Zug gemacht.</numerusform>
            <numerusform>Sie haben in diesem Spiel %n Züge gemacht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) wait(s) to be redone.</source>
        <translation>
            <numerusform>%n Zug wartet darauf, wiederholt zu werden.</numerusform>
            <numerusform>%n Züge warten darauf, wiederholt zu werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start this deal again and throw them away?</source>
        <translation>Dieses Spiel neu beginnen und sie verwerfen?</translation>
    </message>
    <message>
        <source>Start This Deal Again?</source>
        <translation>Dieses Spiel neu beginnen?</translation>
    </message>
    <message>
        <source>Leave This Game?</source>
        <translation>Dieses Spiel verlassen?</translation>
    </message>
    <message numerus="yes">
        <source>Another start of freecell-gui asks for deal %1. You have made %n move(s) in this game. Show deal %1 and leave it? (It counts as given up, and stays in Game › History to go on with later.)</source>
        <translation>
            <numerusform>Ein weiterer Start von freecell-gui verlangt Spiel Nr.&#xa0;%1. Sie haben in diesem Spiel %n Zug gemacht. Spiel Nr.&#xa0;%1 zeigen und dieses verlassen? (Es zählt als aufgegeben und bleibt unter Spiel › Verlauf, um später weiterzuspielen.)</numerusform>
            <numerusform>Ein weiterer Start von freecell-gui verlangt Spiel Nr.&#xa0;%1. Sie haben in diesem Spiel %n Züge gemacht. Spiel Nr.&#xa0;%1 zeigen und dieses verlassen? (Es zählt als aufgegeben und bleibt unter Spiel › Verlauf, um später weiterzuspielen.)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have made %n move(s) in this game. Show another deal and leave it? (It counts as given up, and stays in Game › History to go on with later.)</source>
        <translation>
            <numerusform>Sie haben in diesem Spiel %n Zug gemacht. Ein anderes Spiel zeigen und dieses verlassen? (Es zählt als aufgegeben und bleibt unter Spiel › Verlauf, um später weiterzuspielen.)</numerusform>
            <numerusform>Sie haben in diesem Spiel %n Züge gemacht. Ein anderes Spiel zeigen und dieses verlassen? (Es zählt als aufgegeben und bleibt unter Spiel › Verlauf, um später weiterzuspielen.)</numerusform>
        </translation>
    </message>
    <message>
        <source>Change the Rules?</source>
        <translation>Regeln ändern?</translation>
    </message>
    <message numerus="yes">
        <source>You have made %n move(s) in this game. Deal it again under the new rules and leave it? (It counts as given up, and stays in Game › History to go on with later.)</source>
        <translation>
            <numerusform>Sie haben in diesem Spiel %n Zug gemacht. Das Spiel nach den neuen Regeln neu austeilen und dieses verlassen? (Es zählt als aufgegeben und bleibt unter Spiel › Verlauf, um später weiterzuspielen.)</numerusform>
            <numerusform>Sie haben in diesem Spiel %n Züge gemacht. Das Spiel nach den neuen Regeln neu austeilen und dieses verlassen? (Es zählt als aufgegeben und bleibt unter Spiel › Verlauf, um später weiterzuspielen.)</numerusform>
        </translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Nicht mehr fragen</translation>
    </message>
</context>
<context>
    <name>SavedGameMessages</name>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a file&apos;s name, then what is wrong in it</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 is not a line of a saved game: write &apos;key: value&apos;</source>
        <translation>%1 ist keine Zeile eines Spielstands: schreiben Sie &apos;Schlüssel: Wert&apos;</translation>
    </message>
    <message>
        <source>autoplay is ms, safe or off, not %1</source>
        <translation>autoplay ist ms, safe oder off, nicht %1</translation>
    </message>
    <message>
        <source>the game is freecell or bakers, not %1</source>
        <translation>das Spiel ist freecell oder bakers, nicht %1</translation>
    </message>
    <message>
        <source>unknown key %1: a saved game has deal, board, game, cells, autoplay, moves, redo, cursor</source>
        <translation>unbekannter Schlüssel %1: ein Spielstand hat deal, board, game, cells, autoplay, moves, redo, cursor</translation>
    </message>
    <message>
        <source>a control character (%1) in a comment</source>
        <translation>ein Steuerzeichen (%1) in einem Kommentar</translation>
    </message>
    <message>
        <source>a control character (%1)</source>
        <translation>ein Steuerzeichen (%1)</translation>
    </message>
    <message>
        <source>%1 (%2) is not plain ASCII: a saved game writes its keys, moves and cards in ASCII letters and digits</source>
        <translation>%1 (%2) ist kein reines ASCII: ein Spielstand schreibt Schlüssel, Züge und Karten in ASCII-Buchstaben und -Ziffern</translation>
    </message>
    <message>
        <source>the board: %1</source>
        <translation>die Auslage: %1</translation>
    </message>
    <message>
        <source>a saved move is not a move: %1</source>
        <translation>ein gespeicherter Zug ist kein Zug: %1</translation>
    </message>
    <message>
        <source>the moves do not replay: move %1 (%2) is illegal: %3 (a move to redo)</source>
        <translation>die Züge lassen sich nicht nachspielen: Zug %1 (%2) ist nicht erlaubt: %3 (ein Zug zum Wiederholen)</translation>
    </message>
    <message>
        <source>the moves do not replay: move %1 (%2) is illegal: %3 (a move done)</source>
        <translation>die Züge lassen sich nicht nachspielen: Zug %1 (%2) ist nicht erlaubt: %3 (ein gespielter Zug)</translation>
    </message>
    <message>
        <source>the text is empty: a saved game starts with %1</source>
        <translation>der Text ist leer: ein Spielstand beginnt mit %1</translation>
    </message>
    <message>
        <source>not a freecell-gui saved game: its first line should be %1</source>
        <translation>kein Spielstand von freecell-gui: die erste Zeile sollte %1 sein</translation>
    </message>
    <message>
        <source>the cascades follow &apos;board:&apos; on lines of their own, each starting with &apos;:&apos;</source>
        <translation>die Spalten folgen auf &apos;board:&apos; in eigenen Zeilen, jede beginnt mit &apos;:&apos;</translation>
    </message>
    <message>
        <source>moves to redo say where they came from (&apos;redo typed:&apos;, &apos;redo loaded:&apos;, &apos;redo solved:&apos;); moves done do not (&apos;moves:&apos;)</source>
        <translation>Züge zum Wiederholen sagen, woher sie kommen (&apos;redo typed:&apos;, &apos;redo loaded:&apos;, &apos;redo solved:&apos;); gespielte Züge nicht (&apos;moves:&apos;)</translation>
    </message>
    <message>
        <source>the saved game names no deal: it needs a &apos;deal:&apos; line or a &apos;board:&apos; block</source>
        <translation>der Spielstand nennt kein Spiel: er braucht eine Zeile &apos;deal:&apos; oder einen Block &apos;board:&apos;</translation>
    </message>
    <message>
        <source>the autoplay rule is given a second time (first on line %1)</source>
        <translation>die Autoplay-Regel ist ein zweites Mal angegeben (zuerst in Zeile %1)</translation>
    </message>
    <message>
        <source>the cursor is given a second time (first on line %1)</source>
        <translation>der Cursor ist ein zweites Mal angegeben (zuerst in Zeile %1)</translation>
    </message>
    <message>
        <source>the number of free cells is given a second time (first on line %1)</source>
        <translation>die Zahl der freien Zellen ist ein zweites Mal angegeben (zuerst in Zeile %1)</translation>
    </message>
    <message>
        <source>the game is given a second time (first on line %1)</source>
        <translation>das Spiel ist ein zweites Mal angegeben (zuerst in Zeile %1)</translation>
    </message>
    <message>
        <source>the deal (deal: or board:) is given a second time (first on line %1)</source>
        <translation>das Spiel (deal: oder board:) ist ein zweites Mal angegeben (zuerst in Zeile %1)</translation>
    </message>
    <message>
        <source>the cursor is a whole number, not %1</source>
        <translation>der Cursor ist eine ganze Zahl, nicht %1</translation>
    </message>
    <message>
        <source>the number of free cells is a whole number, not %1</source>
        <translation>die Zahl der freien Zellen ist eine ganze Zahl, nicht %1</translation>
    </message>
    <message>
        <source>the deal is a whole number, not %1</source>
        <translation>die Spielnummer ist eine ganze Zahl, nicht %1</translation>
    </message>
    <message>
        <source>the cursor has %1 digits: far too large</source>
        <translation>der Cursor hat zu viele Ziffern (%1): viel zu groß</translation>
    </message>
    <message>
        <source>the number of free cells has %1 digits: far too large</source>
        <translation>die Zahl der freien Zellen hat zu viele Ziffern (%1): viel zu groß</translation>
    </message>
    <message>
        <source>the deal has %1 digits: far too large</source>
        <translation>die Spielnummer hat zu viele Ziffern (%1): viel zu groß</translation>
    </message>
    <message>
        <source>the text has %1 characters; a saved game is far shorter (at most %2)</source>
        <translation>der Text hat %1 Zeichen; ein Spielstand ist weit kürzer (höchstens %2)</translation>
    </message>
    <message>
        <source>the game was saved in a newer format (%1); this version reads format %2</source>
        <translation>der Spielstand wurde in einem neueren Format (%1) gespeichert; diese Version liest Format %2</translation>
    </message>
    <message>
        <source>the game was saved in an unknown format (%1); this version reads format %2</source>
        <translation>der Spielstand wurde in einem unbekannten Format (%1) gespeichert; diese Version liest Format %2</translation>
    </message>
    <message>
        <source>the free cells are 0 to %2, not %1</source>
        <translation>freie Zellen gibt es 0 bis %2, nicht %1</translation>
    </message>
    <message>
        <source>%1 is not a deal: deal numbers run from %2 to %3</source>
        <translation>%1 ist keine Spielnummer: Spielnummern reichen von %2 bis %3</translation>
    </message>
    <message>
        <source>a board has 8 cascade lines starting with &apos;:&apos;, not %1</source>
        <translation>eine Auslage hat 8 Spaltenzeilen, die mit &apos;:&apos; beginnen, nicht %1</translation>
    </message>
    <message>
        <source>more than %1 moves: far more than any game</source>
        <translation>mehr als %1 Züge: weit mehr als jedes Spiel</translation>
    </message>
    <message>
        <source>the cursor is %1 but %2 moves are done: the text is incomplete or was changed</source>
        <translation>der Cursor ist %1, aber gespielte Züge: %2; der Text ist unvollständig oder wurde geändert</translation>
    </message>
    <message>
        <source>%1 moves are far too many (at most %2)</source>
        <translation>Züge: %1, weit zu viele (höchstens %2)</translation>
    </message>
    <message>
        <source>the saved game is a game of %1, not %2</source>
        <translation>der Spielstand ist eine Partie %1, nicht %2</translation>
    </message>
    <message>
        <source>the saved game plays with autoplay %1, not %2</source>
        <translation>der Spielstand spielt mit autoplay %1, nicht %2</translation>
    </message>
    <message>
        <source>this text is not a saved game</source>
        <translation>dieser Text ist kein Spielstand</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>the settings file cannot be read (%1); defaults are used</source>
        <translation>die Einstellungsdatei ist nicht lesbar (%1); Standardwerte gelten</translation>
    </message>
    <message>
        <source>the settings file was not a readable file; it was moved to %1</source>
        <translation>die Einstellungsdatei war keine lesbare Datei; sie wurde nach %1 verschoben</translation>
    </message>
    <message>
        <source>the settings file is not a readable file; defaults are used</source>
        <translation>die Einstellungsdatei ist keine lesbare Datei; Standardwerte gelten</translation>
    </message>
    <message>
        <source>the whole file (not UTF-8 text)</source>
        <translation>die ganze Datei (kein UTF-8-Text)</translation>
    </message>
    <message>
        <source>old file kept as %1</source>
        <translation>alte Datei als %1 aufbewahrt</translation>
    </message>
    <message>
        <source>the file is left as it was</source>
        <translation>die Datei bleibt, wie sie war</translation>
    </message>
    <message>
        <source>%1 and %2 more</source>
        <translation>%1 und %2 weitere</translation>
    </message>
    <message>
        <source>refused damaged %1; defaults used, %2</source>
        <translation>beschädigte Werte abgelehnt: %1; Standardwerte gelten, %2</translation>
    </message>
    <message>
        <source>the settings file could not be read; defaults are used and it was copied aside</source>
        <translation>die Einstellungsdatei war nicht lesbar; Standardwerte gelten, und sie wurde beiseitegelegt</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>unlesbar</translation>
    </message>
    <message>
        <source>refused %1 (%2); default used</source>
        <translation>%1 abgelehnt (%2); Standardwert gilt</translation>
    </message>
    <message>
        <source>%1, old file kept as %2</source>
        <translation>%1, alte Datei als %2 aufbewahrt</translation>
    </message>
    <message>
        <source>settings cannot be saved in %1 (not writable); changes last this session</source>
        <translation>Einstellungen lassen sich in %1 nicht speichern (nicht beschreibbar); Änderungen gelten nur in dieser Sitzung</translation>
    </message>
    <message>
        <source>Settings: %1</source>
        <translation>Einstellungen: %1</translation>
    </message>
    <message>
        <source>not text (%1)</source>
        <translation>kein Text (%1)</translation>
    </message>
    <message>
        <source>%1 characters long</source>
        <translation>%1 Zeichen lang</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <translation>%1 ist nicht %2</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>eines von %1</translation>
    </message>
    <message>
        <source>%1 is not one of %2</source>
        <translation>%1 ist keines von %2</translation>
    </message>
    <message>
        <source>a deal number</source>
        <translation>eine Spielnummer</translation>
    </message>
    <message>
        <source>%1 is not a deal number</source>
        <translation>%1 ist keine Spielnummer</translation>
    </message>
    <message>
        <source>a colour #rrggbb</source>
        <translation>eine Farbe #rrggbb</translation>
    </message>
    <message>
        <source>a file name</source>
        <translation>ein Dateiname</translation>
    </message>
    <message>
        <source>not saved bytes (%1)</source>
        <translation>keine gespeicherten Bytes (%1)</translation>
    </message>
    <message>
        <source>a missing file</source>
        <translation>eine fehlende Datei</translation>
    </message>
    <message>
        <source>not a usable deck</source>
        <translation>kein brauchbares Kartendeck</translation>
    </message>
</context>
<context>
    <name>ShareActions</name>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>SVG vector image (*.svg)</source>
        <translation>SVG-Vektorbild (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>&amp;Export Image…</source>
        <translation>Bild &amp;exportieren…</translation>
    </message>
    <message>
        <source>Save the table as PNG, SVG or PDF</source>
        <translation>Den Tisch als PNG, SVG oder PDF speichern</translation>
    </message>
    <message>
        <source>&amp;Copy Image</source>
        <translation>Bild &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the table to the clipboard as an image</source>
        <translation>Den Tisch als Bild in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>Copy Deal as &amp;Rows</source>
        <translation>Spiel als &amp;Reihen kopieren</translation>
    </message>
    <message>
        <source>The Rosetta Code layout, 8 cards a row</source>
        <translation>Das Format von Rosetta Code, 8 Karten pro Reihe</translation>
    </message>
    <message>
        <source>Copy Deal as &amp;Board</source>
        <translation>Spiel als &amp;Stellung kopieren</translation>
    </message>
    <message>
        <source>The fc-solve / PySol FC layout, one column a line</source>
        <translation>Das Format von fc-solve / PySol FC, eine Spalte pro Zeile</translation>
    </message>
    <message>
        <source>Copy Deal as &amp;JSON</source>
        <translation>Spiel als &amp;JSON kopieren</translation>
    </message>
    <message>
        <source>Open on &amp;freecellgamesolutions.com</source>
        <translation>Auf freecellgamesolutions.&amp;com öffnen</translation>
    </message>
    <message>
        <source>Show this deal on freecellgamesolutions.com in the browser</source>
        <translation>Dieses Spiel auf freecellgamesolutions.com im Browser zeigen</translation>
    </message>
    <message>
        <source>Open &amp;Solution on freecellgamesolutions.com</source>
        <translation>&amp;Lösung auf freecellgamesolutions.com öffnen</translation>
    </message>
    <message>
        <source>Show this deal&apos;s solution on freecellgamesolutions.com in the browser</source>
        <translation>Die Lösung dieses Spiels auf freecellgamesolutions.com im Browser zeigen</translation>
    </message>
    <message>
        <source>freecellgamesolutions.com plays only FreeCell with 4 free cells, not %1</source>
        <translation>freecellgamesolutions.com kennt nur FreeCell mit 4 freien Zellen, nicht %1</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <source>Width in pixels (twice the table on screen by default):</source>
        <translation>Breite in Pixeln (standardmäßig doppelt so breit wie der Tisch auf dem Bildschirm):</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Copied the table to the clipboard as an image</source>
        <translation>Tisch als Bild in die Zwischenablage kopiert</translation>
    </message>
    <message>
        <source>Copied %1 as %2</source>
        <translation>%1 als %2 kopiert</translation>
    </message>
    <message>
        <source>Could not drag the image: %1</source>
        <translation>Das Bild ließ sich nicht ziehen: %1</translation>
    </message>
    <message>
        <source>Open in Browser</source>
        <translation>Im Browser öffnen</translation>
    </message>
    <message>
        <source>No browser could be started. The address is:
%1</source>
        <translation>Es ließ sich kein Browser starten. Die Adresse lautet:
%1</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>the lock of the game history cannot be made; this window keeps a game of its own in the history</source>
        <translation>Die Sperre des Spielverlaufs lässt sich nicht anlegen; dieses Fenster führt ein eigenes Spiel im Verlauf</translation>
    </message>
    <message>
        <source>%1 was not a file; it was moved to %2</source>
        <translation>%1 war keine Datei; sie wurde nach %2 verschoben</translation>
    </message>
    <message>
        <source>another freecell-gui window is open but did not answer; this window keeps a game of its own in the history</source>
        <translation>Ein anderes freecell-gui-Fenster ist offen, antwortet aber nicht; dieses Fenster führt ein eigenes Spiel im Verlauf</translation>
    </message>
</context>
<context>
    <name>SolutionDialog</name>
    <message>
        <source>Load a Solution</source>
        <translation>Lösung laden</translation>
    </message>
    <message>
        <source>Paste the moves from freecellgamesolutions.com, fc-solve&apos;s output or a saved moves file. They are played from the position on the table.</source>
        <translation>Die Züge von freecellgamesolutions.com, die Ausgabe von fc-solve oder eine gespeicherte Zugdatei einfügen. Sie werden ab der Stellung auf dem Tisch gespielt.</translation>
    </message>
    <message>
        <source>Moves to load</source>
        <translation>Zu ladende Züge</translation>
    </message>
    <message>
        <source>&amp;Load Moves</source>
        <translation>Züge &amp;laden</translation>
    </message>
    <message>
        <source>From &amp;File…</source>
        <translation>Aus &amp;Datei…</translation>
    </message>
    <message>
        <source>Solutions (*.txt *.sol *.moves);;All files (*)</source>
        <translation>Lösungen (*.txt *.sol *.moves);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>SolutionLoading</name>
    <message>
        <source>Not a solution: %1</source>
        <translation>Keine Lösung: %1</translation>
    </message>
    <message>
        <source>Not a solution: more than %1 moves (a solution has a few hundred)</source>
        <translation>Keine Lösung: mehr als %1 Züge (eine Lösung hat einige hundert)</translation>
    </message>
    <message>
        <source>No moves found: paste the site&apos;s solution, fc-solve&apos;s output or a saved moves file</source>
        <translation>Keine Züge gefunden: die Lösung der Website, die Ausgabe von fc-solve oder eine gespeicherte Zugdatei einfügen</translation>
    </message>
    <message numerus="yes">
        <source>Loaded %n move(s); move %1 (%2) is illegal: %3</source>
        <translation>
            <numerusform>%n Zug geladen; Zug %1 (%2) ist nicht erlaubt: %3</numerusform>
            <numerusform>%n Züge geladen; Zug %1 (%2) ist nicht erlaubt: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loaded %n move(s) to play: step forward or press Play</source>
        <translation>
            <numerusform>%n Zug zum Spielen geladen: vorwärts gehen oder Abspielen drücken</numerusform>
            <numerusform>%n Züge zum Spielen geladen: vorwärts gehen oder Abspielen drücken</numerusform>
        </translation>
    </message>
    <message>
        <source>Not a solution: the text has %1 characters (a solution has a few thousand; at most %2 are read)</source>
        <translation>Keine Lösung: Der Text hat %1 Zeichen (eine Lösung hat einige tausend; höchstens %2 werden gelesen)</translation>
    </message>
</context>
<context>
    <name>SolveActions</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop solving</source>
        <translation>Lösen anhalten</translation>
    </message>
    <message>
        <source>Stop the solver, keeping the best solution so far (Esc)</source>
        <translation>Den Löser anhalten und die bisher beste Lösung behalten (Esc)</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Lösen</translation>
    </message>
    <message>
        <source>Solve from the position on the table: the solution becomes the moves to redo</source>
        <translation>Ab der Stellung auf dem Tisch lösen: Die Lösung wird zu den Zügen zum Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>T&amp;ipp</translation>
    </message>
    <message>
        <source>Light the next move of a solution</source>
        <translation>Den nächsten Zug einer Lösung hervorheben</translation>
    </message>
    <message>
        <source>Stop Sol&amp;ving</source>
        <translation>Lösen an&amp;halten</translation>
    </message>
    <message>
        <source>Stop the solver, keeping its best</source>
        <translation>Den Löser anhalten und sein Bestes behalten</translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s) (stopped early: the best found so far)</source>
        <translation>
            <numerusform>Gelöst in %Ln Zug (vorzeitig angehalten: das bisher Beste)</numerusform>
            <numerusform>Gelöst in %Ln Zügen (vorzeitig angehalten: das bisher Beste)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s)</source>
        <translation>
            <numerusform>Gelöst in %Ln Zug</numerusform>
            <numerusform>Gelöst in %Ln Zügen</numerusform>
        </translation>
    </message>
    <message>
        <source>No solution exists from this position</source>
        <translation>Aus dieser Stellung gibt es keine Lösung</translation>
    </message>
    <message>
        <source>No solution found: gave up after %1 s</source>
        <translation>Keine Lösung gefunden: nach %1 s aufgegeben</translation>
    </message>
    <message>
        <source>No solution found: gave up after %1 positions</source>
        <translation>Keine Lösung gefunden: nach %1 Stellungen aufgegeben</translation>
    </message>
    <message>
        <source>No solution found: cancelled</source>
        <translation>Keine Lösung gefunden: abgebrochen</translation>
    </message>
    <message>
        <source>No solution found: the solver stopped unexpectedly</source>
        <translation>Keine Lösung gefunden: Der Löser hat unerwartet aufgehört</translation>
    </message>
    <message>
        <source>No solution found: gave up</source>
        <translation>Keine Lösung gefunden: aufgegeben</translation>
    </message>
    <message>
        <source>Solving… %1 positions, %2 s</source>
        <translation>Löse… %1 Stellungen, %2 s</translation>
    </message>
    <message numerus="yes">
        <source>Solving… %Ln move(s), shortening… %1 positions, %2 s</source>
        <translation>
            <numerusform>Löse… %Ln Zug, kürze… %1 Stellungen, %2 s</numerusform>
            <numerusform>Löse… %Ln Züge, kürze… %1 Stellungen, %2 s</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is won: nothing to solve</source>
        <translation>Das Spiel ist gewonnen: nichts zu lösen</translation>
    </message>
    <message>
        <source>Finding a hint…</source>
        <translation>Suche einen Tipp…</translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation>Löse…</translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s), shortening…</source>
        <translation>
            <numerusform>Gelöst in %Ln Zug, kürze…</numerusform>
            <numerusform>Gelöst in %Ln Zügen, kürze…</numerusform>
        </translation>
    </message>
    <message>
        <source>No hint. %1</source>
        <translation>Kein Tipp. %1</translation>
    </message>
    <message>
        <source>The game is won</source>
        <translation>Das Spiel ist gewonnen</translation>
    </message>
    <message>
        <source>Solving: the hint comes with the solution</source>
        <translation>Löse gerade: Der Tipp kommt mit der Lösung</translation>
    </message>
    <message numerus="yes">
        <source>Hint: %1 (a solution in %Ln move(s) from here)</source>
        <translation>
            <numerusform>Tipp: %1 (eine Lösung in %Ln Zug von hier)</numerusform>
            <numerusform>Tipp: %1 (eine Lösung in %Ln Zügen von hier)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s) (stopped: the position changed)</source>
        <translation>
            <numerusform>Gelöst in %Ln Zug (angehalten: Die Stellung hat sich geändert)</numerusform>
            <numerusform>Gelöst in %Ln Zügen (angehalten: Die Stellung hat sich geändert)</numerusform>
        </translation>
    </message>
    <message>
        <source>Solver stopped: the position changed</source>
        <translation>Löser angehalten: Die Stellung hat sich geändert</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Your fewest moves</source>
        <translation>Ihre wenigsten Züge</translation>
    </message>
    <message>
        <source>Solver&apos;s shortest</source>
        <translation>Kürzeste des Lösers</translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation>Mit Hilfe gewonnen</translation>
    </message>
    <message>
        <source>{none} (no game won without help or given up yet)</source>
        <translation>{none} (noch keine Partie ohne Hilfe gewonnen oder aufgegeben)</translation>
    </message>
    <message>
        <source>{rate} ({won} of {decided})</source>
        <translation>{rate} ({won} von {decided})</translation>
    </message>
    <message>
        <source>Won without help</source>
        <translation>Ohne Hilfe gewonnen</translation>
    </message>
    <message>
        <source>Given up</source>
        <translation>Aufgegeben</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Laufend</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Gewinnquote</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Aktuelle Serie</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Längste Serie</translation>
    </message>
    <message>
        <source>Played counts every game: won, won with help, given up or in progress. The win rate counts your wins without help out of those wins and the games given up; wins with Hint or Solve and games in progress change neither the win rate nor the streaks.</source>
        <translation>Gespielt zählt jede Partie: gewonnen, mit Hilfe gewonnen, aufgegeben oder laufend. Die Gewinnquote zählt Ihre Siege ohne Hilfe unter diesen Siegen und den aufgegebenen Partien; Siege mit Tipp oder Lösen und laufende Partien ändern weder die Gewinnquote noch die Serien.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Deals played: your fewest moves to win beside the solver&apos;s shortest</source>
        <translation>Gespielte Spiele: Ihre wenigsten Züge zum Sieg neben der kürzesten Lösung des Lösers</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Vorherige</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Nächste</translation>
    </message>
    <message>
        <source>Delete History…</source>
        <translation>Verlauf löschen…</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>The statistics of one game: FreeCell, or a variant you played (Baker&apos;s Game, fewer cells)</source>
        <translation>Die Statistik eines Spiels: FreeCell oder eine Variante, die Sie gespielt haben (Baker&apos;s Game, weniger Zellen)</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle Partien</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Game history: %1</source>
        <translation>Spielverlauf: %1</translation>
    </message>
    <message>
        <source>finding…</source>
        <translation>wird gesucht…</translation>
    </message>
    <message>
        <source>Deals %1–%2</source>
        <translation>Spiele %1–%2</translation>
    </message>
    <message>
        <source>No deal played yet</source>
        <translation>Noch kein Spiel gespielt</translation>
    </message>
    <message>
        <source>No more deals</source>
        <translation>Keine weiteren Spiele</translation>
    </message>
</context>
<context>
    <name>TableAccessibility</name>
    <message>
        <source>up to the Ace</source>
        <translation>bis zum Ass</translation>
    </message>
    <message>
        <source>up to the Two</source>
        <translation>bis zur Zwei</translation>
    </message>
    <message>
        <source>up to the Three</source>
        <translation>bis zur Drei</translation>
    </message>
    <message>
        <source>up to the Four</source>
        <translation>bis zur Vier</translation>
    </message>
    <message>
        <source>up to the Five</source>
        <translation>bis zur Fünf</translation>
    </message>
    <message>
        <source>up to the Six</source>
        <translation>bis zur Sechs</translation>
    </message>
    <message>
        <source>up to the Seven</source>
        <translation>bis zur Sieben</translation>
    </message>
    <message>
        <source>up to the Eight</source>
        <translation>bis zur Acht</translation>
    </message>
    <message>
        <source>up to the Nine</source>
        <translation>bis zur Neun</translation>
    </message>
    <message>
        <source>up to the Ten</source>
        <translation>bis zur Zehn</translation>
    </message>
    <message>
        <source>up to the Jack</source>
        <translation>bis zum Buben</translation>
    </message>
    <message>
        <source>up to the Queen</source>
        <translation>bis zur Dame</translation>
    </message>
    <message>
        <source>up to the King</source>
        <translation>bis zum König</translation>
    </message>
    <message>
        <source>free cell %1</source>
        <translation>freie Zelle %1</translation>
    </message>
    <message>
        <source>%1, top card</source>
        <translation>%1, oberste Karte</translation>
    </message>
    <message>
        <source>%1, covered</source>
        <translation>%1, überdeckt</translation>
    </message>
    <message>
        <source>cascade %1, card %2 of %3, top card</source>
        <translation>Spalte %1, Karte %2 von %3, oberste Karte</translation>
    </message>
    <message>
        <source>cascade %1, card %2 of %3, covered</source>
        <translation>Spalte %1, Karte %2 von %3, überdeckt</translation>
    </message>
    <message>
        <source>Free cell %1, empty</source>
        <translation>Freie Zelle %1, leer</translation>
    </message>
    <message>
        <source>Free cell %1, %2</source>
        <translation>Freie Zelle %1: %2</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1, leer</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a foundation, how far it has grown</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Cascade %1, empty</source>
        <translation>Spalte %1, leer</translation>
    </message>
    <message>
        <source>FreeCell table</source>
        <translation>FreeCell-Tisch</translation>
    </message>
    <message>
        <source>Keys 1 to 8 pick a cascade (this game has no free cell); a second key sends the cards there, h sends them home, the same key twice sends a card home, Escape lets go.</source>
        <translation>Die Tasten 1 bis 8 wählen eine Spalte (dieses Spiel hat keine freie Zelle); eine zweite Taste schickt die Karten dorthin, h auf den Ablagestapel, dieselbe Taste zweimal schickt eine Karte auf den Ablagestapel, Escape lässt los.</translation>
    </message>
    <message>
        <source>Keys 1 to 8 pick a cascade, a the free cell; a second key sends the cards there, h sends them home, the same key twice sends a card home or to the free cell, Escape lets go.</source>
        <translation>Die Tasten 1 bis 8 wählen eine Spalte, a die freie Zelle; eine zweite Taste schickt die Karten dorthin, h auf den Ablagestapel, dieselbe Taste zweimal schickt eine Karte auf den Ablagestapel oder in die freie Zelle, Escape lässt los.</translation>
    </message>
    <message>
        <source>Keys 1 to 8 pick a cascade, a to %1 a free cell; a second key sends the cards there, h sends them home, the same key twice sends a card home or to a free cell, Escape lets go.</source>
        <translation>Die Tasten 1 bis 8 wählen eine Spalte, a bis %1 eine freie Zelle; eine zweite Taste schickt die Karten dorthin, h auf den Ablagestapel, dieselbe Taste zweimal schickt eine Karte auf den Ablagestapel oder in eine freie Zelle, Escape lässt los.</translation>
    </message>
    <message>
        <source>Keys 1 to 8 pick a cascade, a to d a free cell; a second key sends the cards there, h sends them home, the same key twice sends a card home or to a free cell, Escape lets go.</source>
        <translation>Die Tasten 1 bis 8 wählen eine Spalte, a bis d eine freie Zelle; eine zweite Taste schickt die Karten dorthin, h auf den Ablagestapel, dieselbe Taste zweimal schickt eine Karte auf den Ablagestapel oder in eine freie Zelle, Escape lässt los.</translation>
    </message>
    <message>
        <source>What the table last said</source>
        <translation>Was der Tisch zuletzt gesagt hat</translation>
    </message>
    <message>
        <source>Picked up: %1, %2</source>
        <translation>Aufgenommen: %1, %2</translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 auf den Ablagestapel</translation>
    </message>
    <message>
        <source>%1 to free cell %2</source>
        <translation>%1 in die freie Zelle %2</translation>
    </message>
    <message>
        <source>%1 to cascade %2, on the %3</source>
        <translation>%1 in Spalte %2, auf die Karte %3</translation>
    </message>
    <message>
        <source>%1 to cascade %2, empty</source>
        <translation>%1 in die leere Spalte %2</translation>
    </message>
    <message>
        <source>Autoplay: %1 to the foundations</source>
        <translation>Automatisch abgelegt: %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Undone: %1 back to free cell %2</source>
        <translation>Rückgängig: %1 zurück in die freie Zelle %2</translation>
    </message>
    <message>
        <source>Undone: %1 back to cascade %2</source>
        <translation>Rückgängig: %1 zurück in Spalte %2</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Abgelehnt: %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>New game: deal %1</source>
        <translation>Neues Spiel: Spiel Nr. %1</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>Neues Spiel (%1)</translation>
    </message>
    <message>
        <source>New game of %1: deal %2</source>
        <translation>Neues Spiel (%1): Spiel Nr. %2</translation>
    </message>
</context>
<context>
    <name>TableCounts</name>
    <message numerus="yes">
        <source>Cascade %1, %n card(s), %2 on top</source>
        <translation>
            <numerusform>Spalte %1, %n Karte, oben liegt %2</numerusform>
            <numerusform>Spalte %1, %n Karten, oben liegt %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) from the %1</source>
        <translation>
            <numerusform>%n Karte ab %1</numerusform>
            <numerusform>%n Karten ab %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Position after %n move(s)</source>
        <translation>
            <numerusform>Stellung nach %n Zug</numerusform>
            <numerusform>Stellung nach %n Zügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Won in %n move(s)</source>
        <translation>
            <numerusform>Gewonnen mit %n Zug</numerusform>
            <numerusform>Gewonnen mit %n Zügen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableNames</name>
    <message>
        <source>Ace of Clubs</source>
        <translation>Kreuz-Ass</translation>
    </message>
    <message>
        <source>Two of Clubs</source>
        <translation>Kreuz-Zwei</translation>
    </message>
    <message>
        <source>Three of Clubs</source>
        <translation>Kreuz-Drei</translation>
    </message>
    <message>
        <source>Four of Clubs</source>
        <translation>Kreuz-Vier</translation>
    </message>
    <message>
        <source>Five of Clubs</source>
        <translation>Kreuz-Fünf</translation>
    </message>
    <message>
        <source>Six of Clubs</source>
        <translation>Kreuz-Sechs</translation>
    </message>
    <message>
        <source>Seven of Clubs</source>
        <translation>Kreuz-Sieben</translation>
    </message>
    <message>
        <source>Eight of Clubs</source>
        <translation>Kreuz-Acht</translation>
    </message>
    <message>
        <source>Nine of Clubs</source>
        <translation>Kreuz-Neun</translation>
    </message>
    <message>
        <source>Ten of Clubs</source>
        <translation>Kreuz-Zehn</translation>
    </message>
    <message>
        <source>Jack of Clubs</source>
        <translation>Kreuz-Bube</translation>
    </message>
    <message>
        <source>Queen of Clubs</source>
        <translation>Kreuz-Dame</translation>
    </message>
    <message>
        <source>King of Clubs</source>
        <translation>Kreuz-König</translation>
    </message>
    <message>
        <source>Ace of Diamonds</source>
        <translation>Karo-Ass</translation>
    </message>
    <message>
        <source>Two of Diamonds</source>
        <translation>Karo-Zwei</translation>
    </message>
    <message>
        <source>Three of Diamonds</source>
        <translation>Karo-Drei</translation>
    </message>
    <message>
        <source>Four of Diamonds</source>
        <translation>Karo-Vier</translation>
    </message>
    <message>
        <source>Five of Diamonds</source>
        <translation>Karo-Fünf</translation>
    </message>
    <message>
        <source>Six of Diamonds</source>
        <translation>Karo-Sechs</translation>
    </message>
    <message>
        <source>Seven of Diamonds</source>
        <translation>Karo-Sieben</translation>
    </message>
    <message>
        <source>Eight of Diamonds</source>
        <translation>Karo-Acht</translation>
    </message>
    <message>
        <source>Nine of Diamonds</source>
        <translation>Karo-Neun</translation>
    </message>
    <message>
        <source>Ten of Diamonds</source>
        <translation>Karo-Zehn</translation>
    </message>
    <message>
        <source>Jack of Diamonds</source>
        <translation>Karo-Bube</translation>
    </message>
    <message>
        <source>Queen of Diamonds</source>
        <translation>Karo-Dame</translation>
    </message>
    <message>
        <source>King of Diamonds</source>
        <translation>Karo-König</translation>
    </message>
    <message>
        <source>Ace of Hearts</source>
        <translation>Herz-Ass</translation>
    </message>
    <message>
        <source>Two of Hearts</source>
        <translation>Herz-Zwei</translation>
    </message>
    <message>
        <source>Three of Hearts</source>
        <translation>Herz-Drei</translation>
    </message>
    <message>
        <source>Four of Hearts</source>
        <translation>Herz-Vier</translation>
    </message>
    <message>
        <source>Five of Hearts</source>
        <translation>Herz-Fünf</translation>
    </message>
    <message>
        <source>Six of Hearts</source>
        <translation>Herz-Sechs</translation>
    </message>
    <message>
        <source>Seven of Hearts</source>
        <translation>Herz-Sieben</translation>
    </message>
    <message>
        <source>Eight of Hearts</source>
        <translation>Herz-Acht</translation>
    </message>
    <message>
        <source>Nine of Hearts</source>
        <translation>Herz-Neun</translation>
    </message>
    <message>
        <source>Ten of Hearts</source>
        <translation>Herz-Zehn</translation>
    </message>
    <message>
        <source>Jack of Hearts</source>
        <translation>Herz-Bube</translation>
    </message>
    <message>
        <source>Queen of Hearts</source>
        <translation>Herz-Dame</translation>
    </message>
    <message>
        <source>King of Hearts</source>
        <translation>Herz-König</translation>
    </message>
    <message>
        <source>Ace of Spades</source>
        <translation>Pik-Ass</translation>
    </message>
    <message>
        <source>Two of Spades</source>
        <translation>Pik-Zwei</translation>
    </message>
    <message>
        <source>Three of Spades</source>
        <translation>Pik-Drei</translation>
    </message>
    <message>
        <source>Four of Spades</source>
        <translation>Pik-Vier</translation>
    </message>
    <message>
        <source>Five of Spades</source>
        <translation>Pik-Fünf</translation>
    </message>
    <message>
        <source>Six of Spades</source>
        <translation>Pik-Sechs</translation>
    </message>
    <message>
        <source>Seven of Spades</source>
        <translation>Pik-Sieben</translation>
    </message>
    <message>
        <source>Eight of Spades</source>
        <translation>Pik-Acht</translation>
    </message>
    <message>
        <source>Nine of Spades</source>
        <translation>Pik-Neun</translation>
    </message>
    <message>
        <source>Ten of Spades</source>
        <translation>Pik-Zehn</translation>
    </message>
    <message>
        <source>Jack of Spades</source>
        <translation>Pik-Bube</translation>
    </message>
    <message>
        <source>Queen of Spades</source>
        <translation>Pik-Dame</translation>
    </message>
    <message>
        <source>King of Spades</source>
        <translation>Pik-König</translation>
    </message>
    <message>
        <source>Clubs foundation</source>
        <translation>Kreuz-Ablagestapel</translation>
    </message>
    <message>
        <source>Diamonds foundation</source>
        <translation>Karo-Ablagestapel</translation>
    </message>
    <message>
        <source>Hearts foundation</source>
        <translation>Herz-Ablagestapel</translation>
    </message>
    <message>
        <source>Spades foundation</source>
        <translation>Pik-Ablagestapel</translation>
    </message>
</context>
<context>
    <name>TablePlaces</name>
    <message>
        <source>%1, %2</source>
        <comment>a card, then where it lies</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>free cell %1</source>
        <translation>freie Zelle %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>column %1, card %2</source>
        <translation>Spalte %1, Karte %2</translation>
    </message>
</context>
<context>
    <name>TablePlay</name>
    <message>
        <source>cards never leave the foundations</source>
        <translation>Karten verlassen die Ablagestapel nie</translation>
    </message>
    <message>
        <source>%1 cannot move: the cards on it are not an ordered run (each a rank lower, colours alternating)</source>
        <translation>%1 kann nicht ziehen: Die Karten darauf sind keine geordnete Folge (jede einen Rang niedriger, Farben abwechselnd)</translation>
    </message>
    <message>
        <source>%1 cannot move: the cards on it are not an ordered run (each a rank lower, same suit)</source>
        <translation>%1 kann nicht ziehen: Die Karten darauf sind keine geordnete Folge (jede einen Rang niedriger, gleiche Farbe)</translation>
    </message>
    <message>
        <source>%1 is covered: double-click the last card of a column</source>
        <translation>%1 ist verdeckt: die letzte Karte einer Spalte doppelklicken</translation>
    </message>
    <message>
        <source>%1 cannot go home yet, and every free cell is taken</source>
        <translation>%1 kann noch nicht auf den Ablagestapel, und alle freien Zellen sind belegt</translation>
    </message>
    <message>
        <source>%1 cannot go home yet, and this game has no free cell</source>
        <translation>%1 kann noch nicht auf den Ablagestapel, und dieses Spiel hat keine freie Zelle</translation>
    </message>
</context>
<context>
    <name>VariantActions</name>
    <message>
        <source>Free &amp;Cells</source>
        <translation>&amp;Freie Zellen</translation>
    </message>
    <message numerus="yes">
        <source>Play this deal and the next with %n free cell(s)</source>
        <translation>
            <numerusform>Dieses Spiel und die folgenden mit %n freien Zelle spielen</numerusform>
            <numerusform>Dieses Spiel und die folgenden mit %n freien Zellen spielen</numerusform>
        </translation>
    </message>
    <message>
        <source>Rul&amp;es</source>
        <translation>Re&amp;geln</translation>
    </message>
    <message>
        <source>Build down in alternate colours (Microsoft FreeCell)</source>
        <translation>Absteigend in abwechselnden Farben bauen (Microsoft FreeCell)</translation>
    </message>
    <message>
        <source>Build down by suit; an empty column takes any card (FreeCell&apos;s ancestor)</source>
        <translation>Absteigend in gleicher Farbe bauen; eine leere Spalte nimmt jede Karte (der Vorläufer von FreeCell)</translation>
    </message>
    <message>
        <source>Game played</source>
        <translation>Gespieltes Spiel</translation>
    </message>
    <message>
        <source>The game on the table: Game › Free Cells and Game › Rules</source>
        <translation>Das Spiel auf dem Tisch: Spiel › Freie Zellen und Spiel › Regeln</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>Baker&apos;s Game</source>
        <translation>Baker&apos;s Game</translation>
    </message>
    <message>
        <source>FreeCell</source>
        <translation>FreeCell</translation>
    </message>
    <message numerus="yes">
        <source>Baker&apos;s Game, %n free cell(s)</source>
        <translation>
            <numerusform>Baker&apos;s Game, %n freie Zelle</numerusform>
            <numerusform>Baker&apos;s Game, %n freie Zellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>FreeCell, %n free cell(s)</source>
        <translation>
            <numerusform>FreeCell, %n freie Zelle</numerusform>
            <numerusform>FreeCell, %n freie Zellen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>the deal, then the game played</comment>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>ViewActions</name>
    <message>
        <source>Highlight cards</source>
        <translation>Karten hervorheben</translation>
    </message>
    <message>
        <source>Card &amp;Deck</source>
        <translation>&amp;Kartendeck</translation>
    </message>
    <message>
        <source>freecell-gui (our own deck)</source>
        <translation>freecell-gui (unser eigenes Deck)</translation>
    </message>
    <message>
        <source>Highlight: QS, Q, ♠, red</source>
        <translation>Hervorheben: QS, Q, ♠, red</translation>
    </message>
    <message>
        <source>Highlight cards: a code (QS, 10H), a rank (Q), a suit (S or ♠) or a colour</source>
        <translation>Karten hervorheben: ein Code (QS, 10H), ein Rang (Q), eine Farbe (S oder ♠) oder rot/schwarz (red, black)</translation>
    </message>
    <message>
        <source>&amp;Highlight Cards…</source>
        <translation>Karten &amp;hervorheben…</translation>
    </message>
    <message>
        <source>Highlight cards by code, rank, suit or colour</source>
        <translation>Karten nach Code, Rang, Farbe oder Rot/Schwarz hervorheben</translation>
    </message>
    <message>
        <source>&amp;Four-Colour Deck</source>
        <translation>Vierfarbiges &amp;Deck</translation>
    </message>
    <message>
        <source>Green clubs and blue diamonds</source>
        <translation>Grünes Kreuz und blaues Karo</translation>
    </message>
    <message>
        <source>Large Card &amp;Indexes</source>
        <translation>Große Karten&amp;indizes</translation>
    </message>
    <message>
        <source>Rank and suit large in the corner, readable on covered cards</source>
        <translation>Rang und Farbe groß in der Ecke, auch auf überdeckten Karten lesbar</translation>
    </message>
    <message>
        <source>Column and Cell La&amp;bels</source>
        <translation>&amp;Beschriftung von Spalten und Zellen</translation>
    </message>
    <message>
        <source>Show columns 1-8 and free cells a-d, as freecellgamesolutions.com names them</source>
        <translation>Spalten 1–8 und freie Zellen a–d zeigen, wie freecellgamesolutions.com sie nennt</translation>
    </message>
    <message>
        <source>Table &amp;Colour…</source>
        <translation>&amp;Tischfarbe…</translation>
    </message>
    <message>
        <source>Choose the table&apos;s colour</source>
        <translation>Die Farbe des Tisches wählen</translation>
    </message>
    <message>
        <source>&amp;Reset Table Colour</source>
        <translation>Tischfarbe &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>&amp;Erscheinungsbild</translation>
    </message>
    <message>
        <source>Follow the system&apos;s colour scheme</source>
        <translation>Dem Farbschema des Systems folgen</translation>
    </message>
    <message>
        <source>Always light</source>
        <translation>Immer hell</translation>
    </message>
    <message>
        <source>Always dark</source>
        <translation>Immer dunkel</translation>
    </message>
    <message>
        <source>Highlight Ran&amp;k or Suit</source>
        <translation>&amp;Rang oder Farbe hervorheben</translation>
    </message>
    <message>
        <source>&amp;Clear Highlight</source>
        <translation>Hervorhebung &amp;aufheben</translation>
    </message>
    <message>
        <source>Aces</source>
        <translation>Asse</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Zweien</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Dreien</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Vieren</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Fünfen</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Sechsen</translation>
    </message>
    <message>
        <source>Sevens</source>
        <translation>Siebenen</translation>
    </message>
    <message>
        <source>Eights</source>
        <translation>Achten</translation>
    </message>
    <message>
        <source>Nines</source>
        <translation>Neunen</translation>
    </message>
    <message>
        <source>Tens</source>
        <translation>Zehnen</translation>
    </message>
    <message>
        <source>Jacks</source>
        <translation>Buben</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>Damen</translation>
    </message>
    <message>
        <source>Kings</source>
        <translation>Könige</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>%1 is not a card, rank, suit or colour (try QS, 10H, Q, queens, S, ♠ or red)</source>
        <translation>%1 ist keine Karte, kein Rang, keine Farbe und nicht red/black (versuchen Sie QS, 10H, Q, queens, S, ♠ oder red)</translation>
    </message>
    <message>
        <source>No KDE or GNOME card decks installed</source>
        <translation>Keine Kartendecks von KDE oder GNOME installiert</translation>
    </message>
    <message>
        <source>Table Colour</source>
        <translation>Tischfarbe</translation>
    </message>
</context>
<context>
    <name>WinCelebration</name>
    <message>
        <source>You Won!</source>
        <translation>Gewonnen!</translation>
    </message>
    <message numerus="yes">
        <source>You won deal #%1 (%2) in %Ln move(s).</source>
        <translation>
            <numerusform>Sie haben Spiel Nr. %1 (%2) mit %Ln Zug gewonnen.</numerusform>
            <numerusform>Sie haben Spiel Nr. %1 (%2) mit %Ln Zügen gewonnen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You won deal #%1 in %Ln move(s).</source>
        <translation>
            <numerusform>Sie haben Spiel Nr. %1 mit %Ln Zug gewonnen.</numerusform>
            <numerusform>Sie haben Spiel Nr. %1 mit %Ln Zügen gewonnen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You won this deal in %Ln move(s).</source>
        <translation>
            <numerusform>Sie haben dieses Spiel mit %Ln Zug gewonnen.</numerusform>
            <numerusform>Sie haben dieses Spiel mit %Ln Zügen gewonnen.</numerusform>
        </translation>
    </message>
    <message>
        <source>What next?</source>
        <translation>Wie geht es weiter?</translation>
    </message>
    <message>
        <source>Play This Deal &amp;Again</source>
        <translation>Dieses Spiel &amp;noch einmal</translation>
    </message>
    <message>
        <source>&amp;Next Deal</source>
        <translation>&amp;Nächstes Spiel</translation>
    </message>
    <message>
        <source>Next Deal Not &amp;Yet Won</source>
        <translation>N&amp;ächstes noch nicht gewonnenes Spiel</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
</TS>
