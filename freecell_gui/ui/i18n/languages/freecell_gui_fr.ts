<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>Appearance</name>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Système</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Sombre</translation>
    </message>
</context>
<context>
    <name>BoardActions</name>
    <message>
        <source>&amp;Open Board…</source>
        <translation>&amp;Ouvrir une position…</translation>
    </message>
    <message>
        <source>Show a layout pasted or loaded from a file, as a custom deal</source>
        <translation>Afficher une disposition collée ou chargée depuis un fichier, comme donne personnalisée</translation>
    </message>
    <message>
        <source>&amp;Compare with Board…</source>
        <translation>&amp;Comparer avec une position…</translation>
    </message>
    <message>
        <source>Paste or load a board and mark every card that differs from this deal</source>
        <translation>Coller ou charger une position et marquer chaque carte qui diffère de cette donne</translation>
    </message>
    <message>
        <source>C&amp;lear Comparison</source>
        <translation>E&amp;ffacer la comparaison</translation>
    </message>
    <message>
        <source>Find Deal from a &amp;Picture…</source>
        <translation>Trouver la donne d&apos;une &amp;image…</translation>
    </message>
    <message>
        <source>Read a screenshot of a table and find its deal</source>
        <translation>Lire une capture d&apos;écran d&apos;un tapis et trouver sa donne</translation>
    </message>
    <message>
        <source>Open Board from &amp;Picture…</source>
        <translation>Ouvrir une position depuis une &amp;image…</translation>
    </message>
    <message>
        <source>Read a screenshot as a board</source>
        <translation>Lire une capture d&apos;écran comme position</translation>
    </message>
    <message>
        <source>Open Board</source>
        <translation>Ouvrir une position</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>This board cannot be shown: %1.</source>
        <translation>Impossible d&apos;afficher cette position&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Showing %1</source>
        <translation>Affichage&#xa0;: %1</translation>
    </message>
    <message>
        <source>Compare with Board</source>
        <translation>Comparer avec une position</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Comparer</translation>
    </message>
</context>
<context>
    <name>DealNavigation</name>
    <message>
        <source>Random Deals &amp;From</source>
        <translation>Donnes aléatoires &amp;de</translation>
    </message>
    <message>
        <source>&amp;Previous Deal</source>
        <translation>Donne &amp;précédente</translation>
    </message>
    <message>
        <source>Show the previous deal</source>
        <translation>Afficher la donne précédente</translation>
    </message>
    <message>
        <source>&amp;Next Deal</source>
        <translation>Donne &amp;suivante</translation>
    </message>
    <message>
        <source>Show the next deal</source>
        <translation>Afficher la donne suivante</translation>
    </message>
    <message>
        <source>&amp;First Deal</source>
        <translation>P&amp;remière donne</translation>
    </message>
    <message>
        <source>Show deal 1</source>
        <translation>Afficher la donne 1</translation>
    </message>
    <message>
        <source>&amp;Last Deal of Family</source>
        <translation>&amp;Dernière donne de la famille</translation>
    </message>
    <message>
        <source>Show the chosen family&apos;s last deal</source>
        <translation>Afficher la dernière donne de la famille choisie</translation>
    </message>
    <message>
        <source>&amp;Random Deal</source>
        <translation>Donne &amp;aléatoire</translation>
    </message>
    <message>
        <source>Show a random deal from the chosen family</source>
        <translation>Afficher une donne aléatoire de la famille choisie</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Retour</translation>
    </message>
    <message>
        <source>Go back to the deal before</source>
        <translation>Revenir à la donne d&apos;avant</translation>
    </message>
    <message>
        <source>F&amp;orward</source>
        <translation>A&amp;vancer</translation>
    </message>
    <message>
        <source>Go forward again</source>
        <translation>Avancer de nouveau</translation>
    </message>
    <message>
        <source>&amp;Go to Deal…</source>
        <translation>A&amp;ller à la donne…</translation>
    </message>
    <message>
        <source>Type a deal number</source>
        <translation>Saisir un numéro de donne</translation>
    </message>
    <message>
        <source>Random deals come from %1</source>
        <translation>Les donnes aléatoires viennent de %1</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Précédente</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivante</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aléatoire</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Avancer</translation>
    </message>
    <message>
        <source> Deal </source>
        <translation> Donne </translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Famille</translation>
    </message>
    <message>
        <source>Choose the family random deals come from</source>
        <translation>Choisir la famille d&apos;où viennent les donnes aléatoires</translation>
    </message>
    <message>
        <source>Family of random deals</source>
        <translation>Famille des donnes aléatoires</translation>
    </message>
</context>
<context>
    <name>DealSpinBox</name>
    <message>
        <source>Deal number, %1 to %2: type 617, #617 or %3 and press Enter</source>
        <translation>Numéro de donne, de %1 à %2&#xa0;: saisissez 617, #617 ou %3 puis Entrée</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Numéro de donne</translation>
    </message>
</context>
<context>
    <name>FindActions</name>
    <message>
        <source>Find &amp;Deal…</source>
        <translation>&amp;Trouver la donne…</translation>
    </message>
    <message>
        <source>Find a deal&apos;s number from its cards</source>
        <translation>Trouver le numéro d&apos;une donne à partir de ses cartes</translation>
    </message>
    <message>
        <source>Find This &amp;Position&apos;s Deal</source>
        <translation>Trouver la donne de cette &amp;position</translation>
    </message>
    <message>
        <source>Search every deal for the layout on the table (e.g. a board opened from a file)</source>
        <translation>Chercher dans toutes les donnes la disposition du tapis (par exemple une position ouverte depuis un fichier)</translation>
    </message>
</context>
<context>
    <name>KeyboardPlay</name>
    <message>
        <source>column %1 is empty: pick a place with a card on top</source>
        <translation>la colonne %1 est vide&#xa0;: choisissez une place où se trouve une carte</translation>
    </message>
    <message>
        <source>free cell %1 is empty: pick a place with a card on top</source>
        <translation>la case libre %1 est vide&#xa0;: choisissez une place où se trouve une carte</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Speak the desktop&apos;s language</source>
        <translation>Utiliser la langue du bureau</translation>
    </message>
    <message>
        <source>Speak %1 from the next start</source>
        <translation>Utiliser le %1 au prochain démarrage</translation>
    </message>
    <message>
        <source>The language changes at the next start.</source>
        <translation>La langue change au prochain démarrage.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;About freecell-gui</source>
        <translation>À &amp;propos de freecell-gui</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Vérifier</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>About freecell-gui</source>
        <translation>À propos de freecell-gui</translation>
    </message>
    <message>
        <source>&lt;p&gt;Shows any Microsoft FreeCell deal, 1 to %1, exactly as Microsoft FreeCell, FreeCell Pro, PySol FC and freecellgamesolutions.com deal it.&lt;/p&gt;&lt;p&gt;Card art, icons and code were made for freecell-gui and are released under the MIT licence.&lt;/p&gt;&lt;p&gt;Built with Qt for Python (PySide6 %2, LGPL v3) on Python %3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Affiche toute donne de Microsoft FreeCell, de 1 à %1, exactement comme Microsoft FreeCell, FreeCell Pro, PySol FC et freecellgamesolutions.com la distribuent.&lt;/p&gt;&lt;p&gt;Les cartes, les icônes et le code ont été créés pour freecell-gui et sont publiés sous licence MIT.&lt;/p&gt;&lt;p&gt;Construit avec Qt for Python (PySide6 %2, LGPL v3) sur Python %3.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>PlayActions</name>
    <message>
        <source>&amp;Undo Move</source>
        <translation>&amp;Annuler le coup</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Reprendre le dernier coup</translation>
    </message>
    <message>
        <source>&amp;Redo Move</source>
        <translation>&amp;Rétablir le coup</translation>
    </message>
    <message>
        <source>Play the next move again</source>
        <translation>Rejouer le coup suivant</translation>
    </message>
    <message>
        <source>Re&amp;start</source>
        <translation>Re&amp;commencer</translation>
    </message>
    <message>
        <source>Back to the deal; the moves can be redone</source>
        <translation>Retour à la donne de départ&#xa0;; les coups peuvent être rétablis</translation>
    </message>
    <message>
        <source>New &amp;Game of This Deal</source>
        <translation>&amp;Nouvelle partie de cette donne</translation>
    </message>
    <message>
        <source>Play this deal again from the start (asks before throwing moves away)</source>
        <translation>Rejouer cette donne depuis le début (demande avant d&apos;abandonner des coups)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>&amp;Autoplay</source>
        <translation>Jeu &amp;automatique</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <source>Safe (only cards no other card needs)</source>
        <translation>Sûr (seulement les cartes dont aucune autre n&apos;a besoin)</translation>
    </message>
    <message>
        <source>Microsoft FreeCell&apos;s rule</source>
        <translation>Règle de Microsoft FreeCell</translation>
    </message>
    <message>
        <source>&amp;Animate Moves</source>
        <translation>A&amp;nimer les coups</translation>
    </message>
    <message>
        <source>Cards fly to their place (off: they jump)</source>
        <translation>Les cartes volent jusqu&apos;à leur place (désactivé&#xa0;: elles sautent)</translation>
    </message>
    <message>
        <source>Animation S&amp;peed</source>
        <translation>&amp;Vitesse d&apos;animation</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lente</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <source>&amp;Very Fast</source>
        <translation>&amp;Très rapide</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Coups&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Won in %n move(s)!</source>
        <translation>
            <numerusform>Gagné en %n coup&#xa0;!</numerusform>
            <numerusform>Gagné en %n coups&#xa0;!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Won in %n move(s). Ctrl+N plays this deal again, PageDown the next deal.</source>
        <translation>
            <numerusform>Gagné en %n coup. Ctrl+N rejoue cette donne, Page suivante passe à la donne suivante.</numerusform>
            <numerusform>Gagné en %n coups. Ctrl+N rejoue cette donne, Page suivante passe à la donne suivante.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have made %n move(s) in this game.</source>
        <translation>
            <numerusform>Vous avez joué %n coup dans cette partie.</numerusform>
            <numerusform>Vous avez joué %n coups dans cette partie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) wait(s) to be redone.</source>
        <translation>
            <numerusform>%n coup attend d&apos;être rétabli.</numerusform>
            <numerusform>%n coups attendent d&apos;être rétablis.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start this deal again and throw them away?</source>
        <translation>Recommencer cette donne et les abandonner&#xa0;?</translation>
    </message>
    <message>
        <source>Start This Deal Again?</source>
        <translation>Recommencer cette donne&#xa0;?</translation>
    </message>
    <message>
        <source>Leave This Game?</source>
        <translation>Quitter cette partie&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <source>You have made %n move(s) in this game. Show another deal and leave it? (It stays in Game › History, to go on with later.)</source>
        <translation>
            <numerusform>Vous avez joué %n coup dans cette partie. Afficher une autre donne et la quitter&#xa0;? (Elle reste dans Partie › Historique, pour la reprendre plus tard.)</numerusform>
            <numerusform>Vous avez joué %n coups dans cette partie. Afficher une autre donne et la quitter&#xa0;? (Elle reste dans Partie › Historique, pour la reprendre plus tard.)</numerusform>
        </translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Ne plus demander</translation>
    </message>
</context>
<context>
    <name>ViewActions</name>
    <message>
        <source>Highlight cards</source>
        <translation>Surligner des cartes</translation>
    </message>
    <message>
        <source>Card &amp;Deck</source>
        <translation>&amp;Jeu de cartes</translation>
    </message>
    <message>
        <source>freecell-gui (our own deck)</source>
        <translation>freecell-gui (notre propre jeu)</translation>
    </message>
    <message>
        <source>Highlight: QS, Q, ♠, red</source>
        <translation>Surligner&#xa0;: QS, Q, ♠, red</translation>
    </message>
    <message>
        <source>Highlight cards: a code (QS, 10H), a rank (Q), a suit (S or ♠) or a colour</source>
        <translation>Surligner des cartes&#xa0;: un code (QS, 10H), une valeur (Q), une couleur (S ou ♠) ou rouge/noir (red, black)</translation>
    </message>
    <message>
        <source>&amp;Highlight Cards…</source>
        <translation>&amp;Surligner des cartes…</translation>
    </message>
    <message>
        <source>Highlight cards by code, rank, suit or colour</source>
        <translation>Surligner des cartes par code, valeur, couleur ou rouge/noir</translation>
    </message>
    <message>
        <source>&amp;Four-Colour Deck</source>
        <translation>Jeu à &amp;quatre couleurs</translation>
    </message>
    <message>
        <source>Green clubs and blue diamonds</source>
        <translation>Trèfles verts et carreaux bleus</translation>
    </message>
    <message>
        <source>Large Card &amp;Indexes</source>
        <translation>Grands &amp;index des cartes</translation>
    </message>
    <message>
        <source>Rank and suit large in the corner, readable on covered cards</source>
        <translation>Valeur et couleur en grand dans le coin, lisibles sur les cartes recouvertes</translation>
    </message>
    <message>
        <source>Column and Cell &amp;Labels</source>
        <translation>&amp;Étiquettes des colonnes et des cases</translation>
    </message>
    <message>
        <source>Show columns 1-8 and free cells a-d, as freecellgamesolutions.com names them</source>
        <translation>Afficher les colonnes 1 à 8 et les cases libres a à d, comme freecellgamesolutions.com les nomme</translation>
    </message>
    <message>
        <source>Table &amp;Colour…</source>
        <translation>&amp;Couleur du tapis…</translation>
    </message>
    <message>
        <source>Choose the table&apos;s colour</source>
        <translation>Choisir la couleur du tapis</translation>
    </message>
    <message>
        <source>&amp;Reset Table Colour</source>
        <translation>&amp;Rétablir la couleur du tapis</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>&amp;Apparence</translation>
    </message>
    <message>
        <source>Follow the system&apos;s colour scheme</source>
        <translation>Suivre les couleurs du système</translation>
    </message>
    <message>
        <source>Always light</source>
        <translation>Toujours clair</translation>
    </message>
    <message>
        <source>Always dark</source>
        <translation>Toujours sombre</translation>
    </message>
    <message>
        <source>Highlight &amp;Rank or Suit</source>
        <translation>Surligner une &amp;valeur ou une couleur</translation>
    </message>
    <message>
        <source>&amp;Clear Highlight</source>
        <translation>&amp;Effacer le surlignage</translation>
    </message>
    <message>
        <source>Aces</source>
        <translation>As</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Deux</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Trois</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Quatre</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Cinq</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Six</translation>
    </message>
    <message>
        <source>Sevens</source>
        <translation>Sept</translation>
    </message>
    <message>
        <source>Eights</source>
        <translation>Huit</translation>
    </message>
    <message>
        <source>Nines</source>
        <translation>Neuf</translation>
    </message>
    <message>
        <source>Tens</source>
        <translation>Dix</translation>
    </message>
    <message>
        <source>Jacks</source>
        <translation>Valets</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>Dames</translation>
    </message>
    <message>
        <source>Kings</source>
        <translation>Rois</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Trèfles</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Carreaux</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Cœurs</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Piques</translation>
    </message>
    <message>
        <source>No KDE or GNOME card decks installed</source>
        <translation>Aucun jeu de cartes KDE ou GNOME installé</translation>
    </message>
    <message>
        <source>Table Colour</source>
        <translation>Couleur du tapis</translation>
    </message>
</context>
<context>
    <name>WinCelebration</name>
    <message>
        <source>You Won!</source>
        <translation>Gagné&#xa0;!</translation>
    </message>
    <message numerus="yes">
        <source>You won deal #%1 in %Ln move(s).</source>
        <translation>
            <numerusform>Vous avez gagné la donne n°&#xa0;%1 en %Ln coup.</numerusform>
            <numerusform>Vous avez gagné la donne n°&#xa0;%1 en %Ln coups.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You won this deal in %Ln move(s).</source>
        <translation>
            <numerusform>Vous avez gagné cette donne en %Ln coup.</numerusform>
            <numerusform>Vous avez gagné cette donne en %Ln coups.</numerusform>
        </translation>
    </message>
    <message>
        <source>What next?</source>
        <translation>Et maintenant&#xa0;?</translation>
    </message>
    <message>
        <source>Play This Deal &amp;Again</source>
        <translation>&amp;Rejouer cette donne</translation>
    </message>
    <message>
        <source>&amp;Next Deal</source>
        <translation>Donne &amp;suivante</translation>
    </message>
    <message>
        <source>Next Deal Not &amp;Yet Won</source>
        <translation>Donne suivante pas &amp;encore gagnée</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
</TS>
