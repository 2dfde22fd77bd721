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
        <translation>Stellung aus &amp;Bild öffnen…</translation>
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
</context>
<context>
    <name>DealNavigation</name>
    <message>
        <source>Random Deals &amp;From</source>
        <translation>Zufällige Spiele &amp;aus</translation>
    </message>
    <message>
        <source>&amp;Previous Deal</source>
        <translation>&amp;Vorheriges Spiel</translation>
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
        <translation>&amp;Letztes Spiel der Familie</translation>
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
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>Go back to the deal before</source>
        <translation>Zurück zum vorher gezeigten Spiel</translation>
    </message>
    <message>
        <source>F&amp;orward</source>
        <translation>Vor&amp;wärts</translation>
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
        <source>Find This &amp;Position&apos;s Deal</source>
        <translation>Spiel zu dieser &amp;Stellung finden</translation>
    </message>
    <message>
        <source>Search every deal for the layout on the table (e.g. a board opened from a file)</source>
        <translation>Alle Spiele nach der Auslage auf dem Tisch durchsuchen (z.&#xa0;B. eine aus einer Datei geöffnete Stellung)</translation>
    </message>
</context>
<context>
    <name>KeyboardPlay</name>
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
        <source>Re&amp;start</source>
        <translation>Neu &amp;beginnen</translation>
    </message>
    <message>
        <source>Back to the deal; the moves can be redone</source>
        <translation>Zurück zum Anfang; die Züge lassen sich wiederholen</translation>
    </message>
    <message>
        <source>New &amp;Game of This Deal</source>
        <translation>&amp;Neues Spiel mit diesen Karten</translation>
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
        <source>&amp;Animate Moves</source>
        <translation>Züge a&amp;nimieren</translation>
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
        <source>You have made %n move(s) in this game. Show another deal and leave it? (It stays in Game › History, to go on with later.)</source>
        <translation>
            <numerusform>Sie haben in diesem Spiel %n Zug gemacht. Ein anderes Spiel zeigen und dieses verlassen? (Es bleibt unter Spiel › Verlauf, um später weiterzuspielen.)</numerusform>
            <numerusform>Sie haben in diesem Spiel %n Züge gemacht. Ein anderes Spiel zeigen und dieses verlassen? (Es bleibt unter Spiel › Verlauf, um später weiterzuspielen.)</numerusform>
        </translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Nicht mehr fragen</translation>
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
        <translation>Karten&amp;deck</translation>
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
        <translation>&amp;Vierfarbiges Deck</translation>
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
        <source>Column and Cell &amp;Labels</source>
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
        <source>Highlight &amp;Rank or Suit</source>
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
        <translation>Nächstes &amp;noch nicht gewonnenes Spiel</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
</TS>
