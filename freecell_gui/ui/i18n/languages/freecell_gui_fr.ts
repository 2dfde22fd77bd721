<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>Appearance</name>
    <message>
        <source>&amp;System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DealNavigation</name>
    <message>
        <source>Random Deals &amp;From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the previous deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the next deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;First Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show deal 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Last Deal of Family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the chosen family&apos;s last deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Random Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a random deal from the chosen family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go back to the deal before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;orward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go forward again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go to Deal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a deal number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random deals come from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Deal </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the family random deals come from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Family of random deals</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DealSpinBox</name>
    <message>
        <source>Deal number, %1 to %2: type 617, #617 or %3 and press Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speak the desktop&apos;s language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speak %1 from the next start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language changes at the next start.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About freecell-gui</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About freecell-gui</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Shows any Microsoft FreeCell deal, 1 to %1, exactly as Microsoft FreeCell, FreeCell Pro, PySol FC and freecellgamesolutions.com deal it.&lt;/p&gt;&lt;p&gt;Card art, icons and code were made for freecell-gui and are released under the MIT licence.&lt;/p&gt;&lt;p&gt;Built with Qt for Python (PySide6 %2, LGPL v3) on Python %3.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ViewActions</name>
    <message>
        <source>Highlight cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card &amp;Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>freecell-gui (our own deck)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highlight: QS, Q, ♠, red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highlight cards: a code (QS, 10H), a rank (Q), a suit (S or ♠) or a colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Highlight Cards…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highlight cards by code, rank, suit or colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Four-Colour Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green clubs and blue diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column and Cell &amp;Labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show columns 1-8 and free cells a-d, as freecellgamesolutions.com names them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table &amp;Colour…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the table&apos;s colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset Table Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the system&apos;s colour scheme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highlight &amp;Rank or Suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear Highlight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Twos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sevens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No KDE or GNOME card decks installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table Colour</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
