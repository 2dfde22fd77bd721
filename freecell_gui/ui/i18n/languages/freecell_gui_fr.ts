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
        <translation>S&amp;ombre</translation>
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
        <translation>&amp;Effacer la comparaison</translation>
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
    <message>
        <source>%1 (column %3, card %4) is %2 in the compared board</source>
        <translation>%1 (colonne %3, carte %4) est %2 dans la position comparée</translation>
    </message>
    <message>
        <source>%1 (column %3, card %4) is past the end of column %3 in the compared board</source>
        <translation>%1 (colonne %3, carte %4) est au-delà de la fin de la colonne %3 dans la position comparée</translation>
    </message>
    <message>
        <source>the compared board has %2 at column %3, card %4, past the end of the table&apos;s column</source>
        <translation>la position comparée a %2 en colonne %3, carte %4, au-delà de la fin de la colonne du tapis</translation>
    </message>
    <message>
        <source>column %3, card %4 is empty in both</source>
        <translation>colonne %3, carte %4 est vide dans les deux</translation>
    </message>
    <message>
        <source>All 52 cards match.</source>
        <translation>Les 52 cartes correspondent.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) differ: %1; and %2 more</source>
        <translation>
            <numerusform>%n carte diffère : %1 ; et %2 de plus</numerusform>
            <numerusform>%n cartes diffèrent : %1 ; et %2 de plus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) differ: %1</source>
        <translation>
            <numerusform>%n carte diffère : %1</numerusform>
            <numerusform>%n cartes diffèrent : %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardDialog</name>
    <message>
        <source>Automatic (board, rows or JSON)</source>
        <translation>Automatique (position, rangées ou JSON)</translation>
    </message>
    <message>
        <source>Any text: cards in rows, left to right</source>
        <translation>Texte libre : cartes en rangées, de gauche à droite</translation>
    </message>
    <message>
        <source>Any text: cards in columns, top to bottom</source>
        <translation>Texte libre : cartes en colonnes, de haut en bas</translation>
    </message>
    <message>
        <source>Paste a board here: the fc-solve / PySol layout (one column a line), the rows layout, JSON, or a table copied from a web page (then choose how its cards run).</source>
        <translation>Collez une position ici : le format fc-solve / PySol (une colonne par ligne), le format en rangées, du JSON ou un tableau copié d&apos;une page web (choisissez alors le sens de ses cartes).</translation>
    </message>
    <message>
        <source>Board text</source>
        <translation>Texte de la position</translation>
    </message>
    <message>
        <source>&amp;Load File…</source>
        <translation>&amp;Charger un fichier…</translation>
    </message>
    <message>
        <source>&amp;Read as:</source>
        <translation>&amp;Lire comme :</translation>
    </message>
    <message>
        <source>Load Board</source>
        <translation>Charger une position</translation>
    </message>
    <message>
        <source>Boards (*.txt *.board *.json);;All files (*)</source>
        <translation>Positions (*.txt *.board *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>This is not a FreeCell layout: the text is %1 characters long; a board is far shorter (at most %2 are read)</source>
        <translation>Ce n&apos;est pas une disposition de FreeCell : le texte fait %1 caractères ; une position est bien plus courte (au plus %2 sont lus)</translation>
    </message>
    <message>
        <source>This is not a FreeCell layout: %1</source>
        <translation>Ce n&apos;est pas une disposition de FreeCell : %1</translation>
    </message>
    <message>
        <source>This text could not be read as a FreeCell layout (%1)</source>
        <translation>Ce texte n&apos;a pas pu être lu comme une disposition de FreeCell (%1)</translation>
    </message>
</context>
<context>
    <name>BoardMessages</name>
    <message>
        <source>line %1: %2</source>
        <translation>ligne %1 : %2</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>colonne %1 : %2</translation>
    </message>
    <message>
        <source>the text is %1 characters long; a board is far shorter (at most %2 characters are read)</source>
        <translation>le texte fait %1 caractères ; une disposition est bien plus courte (%2 caractères au plus sont lus)</translation>
    </message>
    <message>
        <source>%1 is not a card: write a rank (A 2-9 T J Q K, or 10) then a suit (C D H S), as in QS or 10H</source>
        <translation>%1 n&apos;est pas une carte : écrivez un rang (A 2-9 T J Q K, ou 10) puis une couleur (C D H S), comme QS ou 10H</translation>
    </message>
    <message>
        <source>%1 is not a card: write a rank (A 2-9 T J Q K, or 10) then a suit (C D H S), as in QS or 10H, or ?? for a card not known</source>
        <translation>%1 n&apos;est pas une carte : écrivez un rang (A 2-9 T J Q K, ou 10) puis une couleur (C D H S), comme QS ou 10H, ou ?? pour une carte inconnue</translation>
    </message>
    <message>
        <source>%1 is not a foundation (write suit-rank, as H-5 or S-0)</source>
        <translation>%1 n&apos;est pas une fondation (écrivez couleur-rang, comme H-5 ou S-0)</translation>
    </message>
    <message>
        <source>the key %1 holds a letter that only looks like ASCII</source>
        <translation>la clé %1 contient une lettre qui ressemble seulement à de l&apos;ASCII</translation>
    </message>
    <message>
        <source>the %1 is given twice</source>
        <translation>indiquée deux fois : %1</translation>
    </message>
    <message>
        <source>%1 appears again on the same line</source>
        <translation>%1 apparaît de nouveau sur la même ligne</translation>
    </message>
    <message>
        <source>%1 appears again (first on column %2)</source>
        <translation>%1 apparaît de nouveau (d&apos;abord dans la colonne %2)</translation>
    </message>
    <message>
        <source>%1 appears again (first on line %2)</source>
        <translation>%1 apparaît de nouveau (d&apos;abord à la ligne %2)</translation>
    </message>
    <message numerus="yes">
        <source>a FreeCell layout has 8 cascades, but this text has %n cascade line(s)</source>
        <translation>
            <numerusform>une disposition de FreeCell a 8 colonnes, mais ce texte a %n ligne de colonne</numerusform>
            <numerusform>une disposition de FreeCell a 8 colonnes, mais ce texte a %n lignes de colonnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a FreeCell layout has 8 cascades, but this text has %n column(s)</source>
        <translation>
            <numerusform>une disposition de FreeCell a 8 colonnes, mais ce texte a %n colonne</numerusform>
            <numerusform>une disposition de FreeCell a 8 colonnes, mais ce texte a %n colonnes</numerusform>
        </translation>
    </message>
    <message>
        <source>a second Foundations: line (the first is line %1)</source>
        <translation>une deuxième ligne « Foundations: » (la première est la ligne %1)</translation>
    </message>
    <message>
        <source>a second Freecells: line (the first is line %1)</source>
        <translation>une deuxième ligne « Freecells: » (la première est la ligne %1)</translation>
    </message>
    <message>
        <source>FreeCell has %2 free cells, this line fills %1</source>
        <translation>FreeCell a %2 cellules libres, cette ligne en remplit %1</translation>
    </message>
    <message>
        <source>a row holds at most 8 cards, this one has %1</source>
        <translation>une rangée a au plus 8 cartes, celle-ci en a %1</translation>
    </message>
    <message>
        <source>a row of fewer than 8 cards comes before line %1; only the last row may be short</source>
        <translation>une rangée de moins de 8 cartes précède la ligne %1 ; seule la dernière rangée peut être plus courte</translation>
    </message>
    <message>
        <source>not valid JSON (at character %1 of the line)</source>
        <translation>JSON non valide (au caractère %1 de la ligne)</translation>
    </message>
    <message>
        <source>&quot;deal&quot;: %1 is not a deal: deal numbers run from %2 to %3</source>
        <translation>&quot;deal&quot; : %1 n&apos;est pas un numéro de donne : les numéros vont de %2 à %3</translation>
    </message>
    <message>
        <source>this text is not a FreeCell layout</source>
        <translation>ce texte n&apos;est pas une disposition de FreeCell</translation>
    </message>
    <message>
        <source>this board is a game in progress (cards in free cells or foundations)</source>
        <translation>cette disposition est une partie en cours (des cartes sont dans les cellules libres ou sur les fondations)</translation>
    </message>
    <message>
        <source>the text is empty: paste or load a layout of 52 cards</source>
        <translation>le texte est vide : collez ou chargez une disposition de 52 cartes</translation>
    </message>
    <message>
        <source>the text is empty: write the cascades, ?? for each card not known</source>
        <translation>le texte est vide : écrivez les colonnes, ?? pour chaque carte inconnue</translation>
    </message>
    <message>
        <source>more than 52 cards (a deck has 52)</source>
        <translation>plus de 52 cartes (un jeu en compte 52)</translation>
    </message>
    <message>
        <source>a FreeCell layout has 8 cascades; this is a ninth</source>
        <translation>une disposition de FreeCell a 8 colonnes ; celle-ci est une neuvième</translation>
    </message>
    <message>
        <source>a free cell holds a card you can see, or nothing (write -)</source>
        <translation>une cellule libre contient une carte visible, ou rien (écrivez -)</translation>
    </message>
    <message>
        <source>not a JSON layout: it is nested far too deeply</source>
        <translation>pas une disposition JSON : elle est imbriquée bien trop profondément</translation>
    </message>
    <message>
        <source>not a JSON layout: a value in it cannot be read</source>
        <translation>pas une disposition JSON : une valeur y est illisible</translation>
    </message>
    <message>
        <source>JSON layout needs an object with &quot;columns&quot;: a list of 8 lists of card codes</source>
        <translation>une disposition JSON demande un objet avec &quot;columns&quot; : une liste de 8 listes de codes de cartes</translation>
    </message>
    <message>
        <source>must be a list of card codes such as &quot;QS&quot;</source>
        <translation>doit être une liste de codes de cartes comme &quot;QS&quot;</translation>
    </message>
    <message>
        <source>&quot;deal&quot; must be a whole number or null</source>
        <translation>&quot;deal&quot; doit être un nombre entier ou null</translation>
    </message>
    <message>
        <source>no card codes found (write them as QS, 10H or Q♠)</source>
        <translation>aucun code de carte trouvé (écrivez-les comme QS, 10H ou Q♠)</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) missing: %1 and %2 more</source>
        <translation>
            <numerusform>il manque %n carte : %1 et %2 autres</numerusform>
            <numerusform>il manque %n cartes : %1 et %2 autres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) missing: %1</source>
        <translation>
            <numerusform>il manque %n carte : %1</numerusform>
            <numerusform>il manque %n cartes : %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardTextEdit</name>
    <message>
        <source>The pasted text is %1 characters long; a board is far shorter (at most %2 characters are read), so it was not pasted.</source>
        <translation>Le texte collé fait %1 caractères ; une position est bien plus courte (au plus %2 caractères sont lus), il n&apos;a donc pas été collé.</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>✔ Solvable</source>
        <translation>✔ Soluble</translation>
    </message>
    <message>
        <source>✘ No solution</source>
        <translation>✘ Aucune solution</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Vérification…</translation>
    </message>
    <message>
        <source>✘ No solution from here: Undo (Ctrl+Z) goes back</source>
        <translation>✘ Plus de solution : Annuler (Ctrl+Z) revient en arrière</translation>
    </message>
    <message>
        <source>Show &amp;Solvability</source>
        <translation>Afficher la &amp;solubilité</translation>
    </message>
    <message>
        <source>After every move, say whether the game can still be won</source>
        <translation>Après chaque coup, indiquer si la partie peut encore être gagnée</translation>
    </message>
    <message>
        <source>? Unknown</source>
        <translation>? Inconnu</translation>
    </message>
    <message>
        <source>Checking whether this position can be won</source>
        <translation>Vérification : cette position peut-elle être gagnée ?</translation>
    </message>
    <message>
        <source>✔ Won</source>
        <translation>✔ Gagné</translation>
    </message>
    <message>
        <source>Every card is home</source>
        <translation>Toutes les cartes sont sur les fondations</translation>
    </message>
    <message>
        <source>This position can be won</source>
        <translation>Cette position peut être gagnée</translation>
    </message>
    <message>
        <source>The last move lost the game: undo it and the game can be won</source>
        <translation>Le dernier coup a perdu la partie : annulez-le et elle peut être gagnée</translation>
    </message>
    <message numerus="yes">
        <source>✘ No solution from here: undo %n move(s) (Ctrl+Z) to go back</source>
        <translation>
            <numerusform>✘ Plus de solution : annulez %n coup (Ctrl+Z) pour revenir</numerusform>
            <numerusform>✘ Plus de solution : annulez %n coups (Ctrl+Z) pour revenir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game could be won %n move(s) ago</source>
        <translation>
            <numerusform>La partie pouvait être gagnée il y a %n coup</numerusform>
            <numerusform>La partie pouvait être gagnée il y a %n coups</numerusform>
        </translation>
    </message>
    <message>
        <source>No solution exists: this deal cannot be won</source>
        <translation>Aucune solution : cette donne ne peut pas être gagnée</translation>
    </message>
    <message>
        <source>✘ No solution from here</source>
        <translation>✘ Plus de solution</translation>
    </message>
    <message>
        <source>No solution exists from this position</source>
        <translation>Aucune solution depuis cette position</translation>
    </message>
</context>
<context>
    <name>DealNames</name>
    <message>
        <source>Custom deal</source>
        <translation>Donne personnalisée</translation>
    </message>
    <message>
        <source>Deal #%1</source>
        <translation>Donne n° %1</translation>
    </message>
    <message>
        <source>FreeCell Pro extended</source>
        <translation>FreeCell Pro étendu</translation>
    </message>
    <message>
        <source>%1 (1–%2)</source>
        <translation>%1 (1 à %2)</translation>
    </message>
</context>
<context>
    <name>DealNavigation</name>
    <message>
        <source>Random Deals Fro&amp;m</source>
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
        <translation>Premi&amp;ère donne</translation>
    </message>
    <message>
        <source>Show deal 1</source>
        <translation>Afficher la donne 1</translation>
    </message>
    <message>
        <source>&amp;Last Deal of Family</source>
        <translation>Dernière donne de la &amp;famille</translation>
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
        <translation>Aller &amp;à la donne…</translation>
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
    <name>ExportCounts</name>
    <message numerus="yes">
        <source>Exported %Ln row(s) (games) to {path}</source>
        <translation>
            <numerusform>%Ln ligne (parties) exportée vers {path}</numerusform>
            <numerusform>%Ln lignes (parties) exportées vers {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln row(s) (deals) to {path}</source>
        <translation>
            <numerusform>%Ln ligne (donnes) exportée vers {path}</numerusform>
            <numerusform>%Ln lignes (donnes) exportées vers {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln row(s) (totals) to {path}</source>
        <translation>
            <numerusform>%Ln ligne (totaux) exportée vers {path}</numerusform>
            <numerusform>%Ln lignes (totaux) exportées vers {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exporting the history: %1 of %Ln game(s)…</source>
        <translation>
            <numerusform>Exportation de l&apos;historique&#xa0;: %1 sur %Ln partie…</numerusform>
            <numerusform>Exportation de l&apos;historique&#xa0;: %1 sur %Ln parties…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exporting the history: %Ln row(s)…</source>
        <translation>
            <numerusform>Exportation de l&apos;historique&#xa0;: %Ln ligne…</numerusform>
            <numerusform>Exportation de l&apos;historique&#xa0;: %Ln lignes…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportImage</name>
    <message>
        <source>cannot tell the format of %1: end the name with .png, .svg or .pdf</source>
        <translation>impossible de déterminer le format de %1 : le nom doit se terminer par .png, .svg ou .pdf</translation>
    </message>
    <message>
        <source>Exporting the image to {name}…</source>
        <translation>Export de l&apos;image vers {name}…</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>Exporter l&apos;image</translation>
    </message>
    <message>
        <source>The image was not saved: %1.</source>
        <translation>L&apos;image n&apos;a pas été enregistrée : %1.</translation>
    </message>
</context>
<context>
    <name>FewestCellsActions</name>
    <message>
        <source>Fe&amp;west Cells…</source>
        <translation>Minimum &amp;de cellules…</translation>
    </message>
    <message>
        <source>How many free cells this deal needs, with the proof; and deals needing exactly K</source>
        <translation>Combien de cellules libres cette donne demande, avec la preuve ; et les donnes qui en demandent exactement K</translation>
    </message>
</context>
<context>
    <name>FewestCellsDialog</name>
    <message>
        <source>Fewest Free Cells</source>
        <translation>Minimum de cellules libres</translation>
    </message>
    <message>
        <source>Fewest free cells</source>
        <translation>Minimum de cellules libres</translation>
    </message>
    <message>
        <source>The solution&apos;s moves</source>
        <translation>Les coups de la solution</translation>
    </message>
    <message>
        <source>The moves in the notation of freecellgamesolutions.com</source>
        <translation>Les coups dans la notation de freecellgamesolutions.com</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Close, stopping any search</source>
        <translation>Fermer en arrêtant toute recherche</translation>
    </message>
    <message>
        <source>Searching</source>
        <translation>Recherche en cours</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop the search</source>
        <translation>Arrêter la recherche</translation>
    </message>
    <message>
        <source>Stop the search, keeping what it has proven</source>
        <translation>Arrêter la recherche en gardant ce qu&apos;elle a prouvé</translation>
    </message>
    <message>
        <source>Show the Solution</source>
        <translation>Afficher la solution</translation>
    </message>
    <message>
        <source>Show the solution</source>
        <translation>Afficher la solution</translation>
    </message>
    <message>
        <source>Show the moves of the solution with the fewest cells</source>
        <translation>Afficher les coups de la solution avec le moins de cellules</translation>
    </message>
    <message>
        <source>Play on the Table</source>
        <translation>Jouer sur la table</translation>
    </message>
    <message>
        <source>Play the solution on the table</source>
        <translation>Jouer la solution sur la table</translation>
    </message>
    <message>
        <source>Deal this deal with that many free cells, the solution as the moves to redo</source>
        <translation>Distribuer cette donne avec autant de cellules libres, la solution comme coups à rétablir</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Défi</translation>
    </message>
    <message>
        <source>Deal the next deal needing exactly this many free cells:</source>
        <translation>Distribuer la donne suivante qui demande exactement ce nombre de cellules libres :</translation>
    </message>
    <message>
        <source>Free cells the next deal must need</source>
        <translation>Cellules libres que la donne suivante doit demander</translation>
    </message>
    <message>
        <source>Deal It</source>
        <translation>Distribuer</translation>
    </message>
    <message>
        <source>Deal the next such deal</source>
        <translation>Distribuer la donne suivante de ce type</translation>
    </message>
    <message>
        <source>Deal the next deal after this one that needs exactly that many free cells, no fewer</source>
        <translation>Distribuer la première donne après celle-ci qui demande exactement ce nombre de cellules libres, pas moins</translation>
    </message>
    <message>
        <source>Searching for the next deal</source>
        <translation>Recherche de la donne suivante</translation>
    </message>
    <message>
        <source>Stop looking for the next deal</source>
        <translation>Arrêter de chercher la donne suivante</translation>
    </message>
    <message>
        <source>Stop looking for the next such deal</source>
        <translation>Arrêter de chercher la donne suivante de ce type</translation>
    </message>
    <message>
        <source>Hide the Solution</source>
        <translation>Masquer la solution</translation>
    </message>
</context>
<context>
    <name>FewestCellsTexts</name>
    <message>
        <source>Game: Baker&apos;s Game (building down by suit)</source>
        <translation>Jeu : Baker&apos;s Game (on descend dans la même couleur)</translation>
    </message>
    <message>
        <source>Game: FreeCell</source>
        <translation>Jeu : FreeCell</translation>
    </message>
    <message>
        <source>Deal %1 cannot be won even with four free cells</source>
        <translation>La donne %1 ne peut pas être gagnée, même avec quatre cellules libres</translation>
    </message>
    <message>
        <source>This deal cannot be won even with four free cells</source>
        <translation>Cette donne ne peut pas être gagnée, même avec quatre cellules libres</translation>
    </message>
    <message numerus="yes">
        <source>Deal %1 needs %n free cell(s)</source>
        <translation>
            <numerusform>La donne %1 demande %n cellule libre</numerusform>
            <numerusform>La donne %1 demande %n cellules libres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This deal needs %n free cell(s)</source>
        <translation>
            <numerusform>Cette donne demande %n cellule libre</numerusform>
            <numerusform>Cette donne demande %n cellules libres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal %1 needs %n free cell(s) or fewer</source>
        <translation>
            <numerusform>La donne %1 demande %n cellule libre ou moins</numerusform>
            <numerusform>La donne %1 demande %n cellules libres ou moins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This deal needs %n free cell(s) or fewer</source>
        <translation>
            <numerusform>Cette donne demande %n cellule libre ou moins</numerusform>
            <numerusform>Cette donne demande %n cellules libres ou moins</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped before an answer</source>
        <translation>Arrêté avant une réponse</translation>
    </message>
    <message numerus="yes">
        <source>Stopped: deal %1 needs at least %n free cell(s)</source>
        <translation>
            <numerusform>Arrêté : la donne %1 demande au moins %n cellule libre</numerusform>
            <numerusform>Arrêté : la donne %1 demande au moins %n cellules libres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped: this deal needs at least %n free cell(s)</source>
        <translation>
            <numerusform>Arrêté : cette donne demande au moins %n cellule libre</numerusform>
            <numerusform>Arrêté : cette donne demande au moins %n cellules libres</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal %1: no solution found with up to four free cells</source>
        <translation>Donne %1 : aucune solution trouvée avec jusqu&apos;à quatre cellules libres</translation>
    </message>
    <message>
        <source>This deal: no solution found with up to four free cells</source>
        <translation>Cette donne : aucune solution trouvée avec jusqu&apos;à quatre cellules libres</translation>
    </message>
    <message>
        <source>Every count from 0 to 4 proven hopeless: %1 positions searched.</source>
        <translation>Chaque nombre de 0 à 4 prouvé sans issue : %1 positions explorées.</translation>
    </message>
    <message>
        <source>Not every count could be proven hopeless within the search&apos;s bound.</source>
        <translation>Tous les nombres n&apos;ont pas pu être prouvés sans issue dans la limite de la recherche.</translation>
    </message>
    <message>
        <source>Won without a free cell: nothing fewer to prove.</source>
        <translation>Gagnée sans cellule libre : rien de moins à prouver.</translation>
    </message>
    <message numerus="yes">
        <source>Proof: no solution exists with %n free cell(s); the search covered %1 positions.</source>
        <translation>
            <numerusform>Preuve : aucune solution n&apos;existe avec %n cellule libre ; la recherche a couvert %1 positions.</numerusform>
            <numerusform>Preuve : aucune solution n&apos;existe avec %n cellules libres ; la recherche a couvert %1 positions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not proven with %n free cell(s): the search ran out after %1 positions.</source>
        <translation>
            <numerusform>Non prouvé avec %n cellule libre : la recherche s&apos;est épuisée après %1 positions.</numerusform>
            <numerusform>Non prouvé avec %n cellules libres : la recherche s&apos;est épuisée après %1 positions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Its solution with that many cells: %Ln move(s).</source>
        <translation>
            <numerusform>Sa solution avec ce nombre de cellules : %Ln coup.</numerusform>
            <numerusform>Sa solution avec ce nombre de cellules : %Ln coups.</numerusform>
        </translation>
    </message>
    <message>
        <source>The published table of deals 1 to %1 says: not even with four free cells.</source>
        <translation>La table publiée des donnes 1 à %1 dit : pas même avec quatre cellules libres.</translation>
    </message>
    <message numerus="yes">
        <source>The published table of deals 1 to %1 says: %n free cell(s).</source>
        <translation>
            <numerusform>La table publiée des donnes 1 à %1 dit : %n cellule libre.</numerusform>
            <numerusform>La table publiée des donnes 1 à %1 dit : %n cellules libres.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trying %n free cell(s): %1 positions searched…</source>
        <translation>
            <numerusform>Essai avec %n cellule libre : %1 positions explorées…</numerusform>
            <numerusform>Essai avec %n cellules libres : %1 positions explorées…</numerusform>
        </translation>
    </message>
    <message>
        <source>The search stopped unexpectedly (its process ended). Try again.</source>
        <translation>La recherche s&apos;est arrêtée de façon inattendue (son processus a pris fin). Réessayez.</translation>
    </message>
    <message numerus="yes">
        <source>Settling deal %1 (%Ln deal(s) settled before it)…</source>
        <translation>
            <numerusform>Examen de la donne %1 (%Ln donne tranchée avant elle)…</numerusform>
            <numerusform>Examen de la donne %1 (%Ln donnes tranchées avant elle)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dealt deal %1: it needs exactly %n free cell(s), by the published table.</source>
        <translation>
            <numerusform>Donne %1 distribuée : elle demande exactement %n cellule libre, selon la table publiée.</numerusform>
            <numerusform>Donne %1 distribuée : elle demande exactement %n cellules libres, selon la table publiée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dealt deal %1: it needs exactly %n free cell(s), proven by search.</source>
        <translation>
            <numerusform>Donne %1 distribuée : elle demande exactement %n cellule libre, prouvé par la recherche.</numerusform>
            <numerusform>Donne %1 distribuée : elle demande exactement %n cellules libres, prouvé par la recherche.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Passed over %Ln deal(s) the search could not settle.</source>
        <translation>
            <numerusform>%Ln donne que la recherche n&apos;a pu trancher a été passée.</numerusform>
            <numerusform>%Ln donnes que la recherche n&apos;a pu trancher ont été passées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %Ln deal(s) settled.</source>
        <translation>
            <numerusform>Arrêté après %Ln donne tranchée.</numerusform>
            <numerusform>Arrêté après %Ln donnes tranchées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No deal up to the last needs exactly %n free cell(s).</source>
        <translation>
            <numerusform>Aucune donne jusqu&apos;à la dernière ne demande exactement %n cellule libre.</numerusform>
            <numerusform>Aucune donne jusqu&apos;à la dernière ne demande exactement %n cellules libres.</numerusform>
        </translation>
    </message>
    <message>
        <source>How many free cells the next deal must need: 0 to %1</source>
        <translation>Combien de cellules libres la donne suivante doit demander : de 0 à %1</translation>
    </message>
</context>
<context>
    <name>FileMessages</name>
    <message>
        <source>cannot read %1: the name holds a NUL byte</source>
        <translation>impossible de lire %1 : le nom contient un octet NUL</translation>
    </message>
    <message>
        <source>%1 is too large (%2 bytes; at most %3)</source>
        <translation>%1 est trop gros (%2 octets ; au plus %3)</translation>
    </message>
    <message>
        <source>%1 is too large (more than %2 bytes)</source>
        <translation>%1 est trop gros (plus de %2 octets)</translation>
    </message>
    <message>
        <source>%1 is not a text file (it holds NUL bytes)</source>
        <translation>%1 n&apos;est pas un fichier texte (il contient des octets NUL)</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text (byte %2)</source>
        <translation>%1 n&apos;est pas du texte UTF-8 (octet %2)</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file</source>
        <translation>%1 est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>%1 is a pipe (FIFO), not a file</source>
        <translation>%1 est un tube (FIFO), pas un fichier</translation>
    </message>
    <message>
        <source>%1 is a socket, not a file</source>
        <translation>%1 est un socket, pas un fichier</translation>
    </message>
    <message>
        <source>%1 is a disk device, not a file</source>
        <translation>%1 est un périphérique disque, pas un fichier</translation>
    </message>
    <message>
        <source>%1 is a device, not a file</source>
        <translation>%1 est un périphérique, pas un fichier</translation>
    </message>
    <message>
        <source>%1 is not a regular file, not a file</source>
        <translation>%1 n&apos;est pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>no such file or directory</source>
        <translation>aucun fichier ou dossier de ce nom</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permission refusée</translation>
    </message>
    <message>
        <source>operation not permitted</source>
        <translation>opération non permise</translation>
    </message>
    <message>
        <source>is a directory</source>
        <translation>c&apos;est un dossier</translation>
    </message>
    <message>
        <source>not a directory</source>
        <translation>ce n&apos;est pas un dossier</translation>
    </message>
    <message>
        <source>too many levels of symbolic links</source>
        <translation>trop de niveaux de liens symboliques</translation>
    </message>
    <message>
        <source>file name too long</source>
        <translation>nom de fichier trop long</translation>
    </message>
    <message>
        <source>input/output error</source>
        <translation>erreur d&apos;entrée/sortie</translation>
    </message>
    <message>
        <source>no space left on device</source>
        <translation>plus de place sur le périphérique</translation>
    </message>
    <message>
        <source>read-only file system</source>
        <translation>système de fichiers en lecture seule</translation>
    </message>
    <message>
        <source>disk quota exceeded</source>
        <translation>quota de disque dépassé</translation>
    </message>
    <message>
        <source>device or resource busy</source>
        <translation>périphérique ou ressource occupé</translation>
    </message>
    <message>
        <source>text file busy</source>
        <translation>fichier texte occupé</translation>
    </message>
    <message>
        <source>too many open files</source>
        <translation>trop de fichiers ouverts</translation>
    </message>
    <message>
        <source>no such device or address</source>
        <translation>aucun périphérique ou adresse de ce nom</translation>
    </message>
    <message>
        <source>the system refuses it (%1)</source>
        <translation>le système le refuse (%1)</translation>
    </message>
    <message>
        <source>no error code</source>
        <translation>sans code d&apos;erreur</translation>
    </message>
    <message>
        <source>cannot write %1: the folder %2 does not exist</source>
        <translation>impossible d&apos;écrire %1 : le dossier %2 n&apos;existe pas</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>cannot write %1: it is a folder, not a file</source>
        <translation>impossible d&apos;écrire %1 : c&apos;est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>cannot write %1: it is a pipe (FIFO), not a file</source>
        <translation>impossible d&apos;écrire %1 : c&apos;est un tube (FIFO), pas un fichier</translation>
    </message>
    <message>
        <source>cannot write %1: it is a socket, not a file</source>
        <translation>impossible d&apos;écrire %1 : c&apos;est un socket, pas un fichier</translation>
    </message>
    <message>
        <source>cannot write %1: it is a disk device, not a file</source>
        <translation>impossible d&apos;écrire %1 : c&apos;est un périphérique disque, pas un fichier</translation>
    </message>
    <message>
        <source>cannot write %1: it is a device, not a file</source>
        <translation>impossible d&apos;écrire %1 : c&apos;est un périphérique, pas un fichier</translation>
    </message>
    <message>
        <source>cannot write %1: it is not a regular file, not a file</source>
        <translation>impossible d&apos;écrire %1 : ce n&apos;est pas un fichier ordinaire</translation>
    </message>
</context>
<context>
    <name>FileWrite</name>
    <message>
        <source>Writing a file</source>
        <translation>Écriture d&apos;un fichier</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Cancel the write</source>
        <translation>Annuler l&apos;écriture</translation>
    </message>
    <message>
        <source>Stop writing {path}</source>
        <translation>Arrêter l&apos;écriture de {path}</translation>
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
        <source>Find &amp;This Position&apos;s Deal</source>
        <translation>Trouver la donne de cette &amp;position</translation>
    </message>
    <message>
        <source>Search every deal for the layout on the table (e.g. a board opened from a file)</source>
        <translation>Chercher dans toutes les donnes la disposition du tapis (par exemple une position ouverte depuis un fichier)</translation>
    </message>
</context>
<context>
    <name>FindDealDialog</name>
    <message>
        <source>%1 – %2 (all)</source>
        <translation>%1 – %2 (toutes)</translation>
    </message>
    <message>
        <source>%1 is not a card: write a rank (A 2-9 T J Q K, or 10) then a suit (C D H S), as in QS or 10H</source>
        <translation>%1 n&apos;est pas une carte : écrivez une valeur (A 2-9 T J Q K, ou 10) puis une couleur (C D H S), comme dans QS ou 10H</translation>
    </message>
    <message>
        <source>Find Deal</source>
        <translation>Trouver la donne</translation>
    </message>
    <message>
        <source>The first cards dealt, in order (the first row is the first 8):</source>
        <translation>Les premières cartes distribuées, dans l&apos;ordre (la première rangée, ce sont les 8 premières) :</translation>
    </message>
    <message>
        <source>e.g. JD 2D 9H JC 5D 7H 7C 5H</source>
        <translation>par ex. JD 2D 9H JC 5D 7H 7C 5H</translation>
    </message>
    <message>
        <source>Look in deals:</source>
        <translation>Chercher dans les donnes :</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>E&amp;ffacer</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Chercher</translation>
    </message>
    <message>
        <source>&amp;Cancel Search</source>
        <translation>&amp;Annuler la recherche</translation>
    </message>
    <message>
        <source>&amp;Open Deal</source>
        <translation>&amp;Ouvrir la donne</translation>
    </message>
    <message>
        <source>The first cards dealt</source>
        <translation>Les premières cartes distribuées</translation>
    </message>
    <message>
        <source>Deals to look in</source>
        <translation>Donnes où chercher</translation>
    </message>
    <message>
        <source>Deals found</source>
        <translation>Donnes trouvées</translation>
    </message>
    <message>
        <source>From a &amp;Picture…</source>
        <translation>D&apos;une &amp;image…</translation>
    </message>
    <message>
        <source>A card is given twice.</source>
        <translation>Une carte est donnée deux fois.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) given.</source>
        <translation>
            <numerusform>%n carte donnée.</numerusform>
            <numerusform>%n cartes données.</numerusform>
        </translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Recherche…</translation>
    </message>
    <message>
        <source>Deal #%1</source>
        <translation>Donne n° %1</translation>
    </message>
    <message>
        <source>Searching… %1 of %2, about %3 s left</source>
        <translation>Recherche… %1 sur %2, environ %3 s restantes</translation>
    </message>
    <message>
        <source>The search failed: %1</source>
        <translation>La recherche a échoué : %1</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n deal(s) found.</source>
        <translation>
            <numerusform>Terminé : %n donne trouvée.</numerusform>
            <numerusform>Terminé : %n donnes trouvées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped at %1 matches: give more cards to narrow the search.</source>
        <translation>Arrêté à %1 résultats : donnez plus de cartes pour affiner la recherche.</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %n deal(s) found so far.</source>
        <translation>
            <numerusform>Annulé : %n donne trouvée jusqu&apos;ici.</numerusform>
            <numerusform>Annulé : %n donnes trouvées jusqu&apos;ici.</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking for the deal of the layout on the table.</source>
        <translation>Recherche de la donne de la disposition du tapis.</translation>
    </message>
    <message>
        <source>This layout cannot be a starting deal: %1</source>
        <translation>Cette disposition ne peut pas être une donne de départ : %1</translation>
    </message>
</context>
<context>
    <name>GameFileActions</name>
    <message numerus="yes">
        <source>Saved the game (%n move(s) done) to %1</source>
        <translation>
            <numerusform>Partie (%n coup joué) enregistrée dans %1</numerusform>
            <numerusform>Partie (%n coups joués) enregistrée dans %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened %1 at move %2: %n move(s) to redo</source>
        <translation>
            <numerusform>%1 ouvert au coup %2 : %n coup à rétablir</numerusform>
            <numerusform>%1 ouvert au coup %2 : %n coups à rétablir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: %n move(s) done</source>
        <translation>
            <numerusform>%1 ouvert : %n coup joué</numerusform>
            <numerusform>%1 ouvert : %n coups joués</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Saved games (*.fcgame *.txt);;All files (*)</source>
        <translation>Parties enregistrées (*.fcgame *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Open &amp;Game…</source>
        <translation>Ouvrir une &amp;partie…</translation>
    </message>
    <message>
        <source>Open a saved game: its moves, redo list and place</source>
        <translation>Ouvrir une partie enregistrée : ses coups, les coups à rétablir et l&apos;endroit</translation>
    </message>
    <message>
        <source>&amp;Save Game…</source>
        <translation>&amp;Enregistrer la partie…</translation>
    </message>
    <message>
        <source>Save the game on the table to a file: its moves, redo list and place</source>
        <translation>Enregistrer la partie du tapis dans un fichier : ses coups, les coups à rétablir et l&apos;endroit</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Saving the game to {name}…</source>
        <translation>Enregistrement de la partie dans {name}…</translation>
    </message>
    <message>
        <source>The game was not saved to %1: cancelled</source>
        <translation>La partie n&apos;a pas été enregistrée dans %1 : annulé</translation>
    </message>
    <message>
        <source>The Game Was Not Saved</source>
        <translation>Partie non enregistrée</translation>
    </message>
    <message>
        <source>The Game Cannot Be Opened</source>
        <translation>Impossible d&apos;ouvrir la partie</translation>
    </message>
</context>
<context>
    <name>GamePersistence</name>
    <message>
        <source>The last game could not be restored (%1)</source>
        <translation>La dernière partie n&apos;a pas pu être restaurée (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Restoring your game of {deal} (%Ln move(s))…</source>
        <translation>
            <numerusform>Restauration de votre partie de {deal} (%Ln coup)…</numerusform>
            <numerusform>Restauration de votre partie de {deal} (%Ln coups)…</numerusform>
        </translation>
    </message>
    <message>
        <source>Your last game is back on the table</source>
        <translation>Votre dernière partie est de retour sur le tapis</translation>
    </message>
    <message>
        <source>%1; games are not kept this session</source>
        <translation>%1&#xa0;; les parties ne sont pas conservées pendant cette session</translation>
    </message>
    <message>
        <source>Game history: another program holds it; the game on the table is kept and recorded as soon as the history is free</source>
        <translation>Historique des parties&#xa0;: un autre programme le tient&#xa0;; la partie sur le tapis est gardée et enregistrée dès que l&apos;historique est libre</translation>
    </message>
    <message>
        <source>Your game of {deal} in progress is kept in the history (Game › History): a game was begun on the table before it could be restored</source>
        <translation>Votre partie en cours de {deal} reste dans l&apos;historique (Partie › Historique)&#xa0;: une partie a été commencée sur le tapis avant qu&apos;elle puisse être restaurée</translation>
    </message>
    <message>
        <source>That game is the one on the table</source>
        <translation>Cette partie est celle du tapis</translation>
    </message>
    <message>
        <source>Game %1 cannot be opened: %2</source>
        <translation>La partie %1 ne peut pas être ouverte&#xa0;: %2</translation>
    </message>
    <message>
        <source>Game history: %1</source>
        <translation>Historique des parties&#xa0;: %1</translation>
    </message>
    <message>
        <source>a custom layout</source>
        <translation>une donne personnalisée</translation>
    </message>
    <message>
        <source>deal #%1</source>
        <translation>la donne n° %1</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Pick the card or run on a column or free cell</source>
        <translation>Prendre la carte ou la suite d&apos;une colonne ou d&apos;une cellule libre</translation>
    </message>
    <message>
        <source>Play the picked cards there (H: home)</source>
        <translation>Jouer les cartes prises à cet endroit (H : fondations)</translation>
    </message>
    <message>
        <source>Send the picked card home or to a free cell</source>
        <translation>Envoyer la carte prise sur les fondations ou dans une cellule libre</translation>
    </message>
    <message>
        <source>Put the picked cards back</source>
        <translation>Reposer les cartes prises</translation>
    </message>
    <message>
        <source>Drag cards, or click a card and then its target. Double-click sends a card home, or else to a free cell. With the keyboard, press a place key to pick the card or run on top there, then the key of its target: columns are %1-%2, free cells %3-%4, home %5; the same key twice sends a card home or to a free cell; Esc puts it back. Undo is Ctrl+Z, redo Ctrl+Y; Hint (H) lights a good next move and Solve finds a whole solution.</source>
        <translation>Faites glisser les cartes, ou cliquez sur une carte puis sur sa destination. Un double-clic envoie une carte sur les fondations, sinon dans une cellule libre. Au clavier, appuyez sur la touche d&apos;une place pour prendre la carte ou la suite du dessus, puis sur la touche de la destination : les colonnes sont %1-%2, les cellules libres %3-%4, les fondations %5 ; la même touche deux fois envoie une carte sur les fondations ou dans une cellule libre ; Échap la repose. Annuler, c&apos;est Ctrl+Z, rétablir Ctrl+Y ; Indice (H) éclaire un bon coup suivant et Résoudre trouve une solution complète.</translation>
    </message>
    <message>
        <source>A card goes on a card one rank higher of the other colour in a column: a red 9 on a black 10.</source>
        <translation>Dans une colonne, une carte va sur une carte de rang immédiatement supérieur et de l&apos;autre couleur : un 9 rouge sur un 10 noir.</translation>
    </message>
    <message>
        <source>Any card may go into an empty free cell (top left), one card a cell, and back out.</source>
        <translation>Toute carte peut aller dans une cellule libre vide (en haut à gauche), une carte par cellule, et en ressortir.</translation>
    </message>
    <message>
        <source>Any card, or ordered run, may go into an empty column.</source>
        <translation>Toute carte, ou suite ordonnée, peut aller dans une colonne vide.</translation>
    </message>
    <message>
        <source>An ordered run (each card a rank lower, colours alternating) moves together when there is room to move it one card at a time: (free cells + 1) &amp;times; 2&lt;sup&gt;empty columns&lt;/sup&gt; cards, half of that into an empty column.</source>
        <translation>Une suite ordonnée (chaque carte d&apos;un rang inférieur, couleurs alternées) se déplace d&apos;un bloc quand il y a de la place pour la déplacer carte par carte : (cellules libres + 1) &amp;times; 2&lt;sup&gt;colonnes vides&lt;/sup&gt; cartes, moitié moins vers une colonne vide.</translation>
    </message>
    <message>
        <source>Move all 52 cards to the four foundations (top right), each suit from ace to king.</source>
        <translation>Amener les 52 cartes sur les quatre fondations (en haut à droite), chaque couleur de l&apos;as au roi.</translation>
    </message>
    <message>
        <source>Moves are written as freecellgamesolutions.com writes them: the place a card leaves, then the place it goes. &lt;code&gt;3a&lt;/code&gt; moves the card on column 3 to free cell a, &lt;code&gt;54&lt;/code&gt; moves from column 5 onto column 4, &lt;code&gt;bh&lt;/code&gt; sends the card in free cell b home. A run moving into an empty column may carry its size, as fc-solve writes it: &lt;code&gt;v3&lt;/code&gt; after the move.</source>
        <translation>Les coups s&apos;écrivent comme sur freecellgamesolutions.com : la place que quitte une carte, puis celle où elle va. &lt;code&gt;3a&lt;/code&gt; met la carte de la colonne 3 dans la cellule libre a, &lt;code&gt;54&lt;/code&gt; déplace de la colonne 5 sur la colonne 4, &lt;code&gt;bh&lt;/code&gt; envoie la carte de la cellule libre b sur les fondations. Une suite qui va dans une colonne vide peut porter sa taille, comme l&apos;écrit fc-solve : &lt;code&gt;v3&lt;/code&gt; après le coup.</translation>
    </message>
    <message>
        <source>A move is counted once however many cards it takes (a run is one move), and the cards that Microsoft&apos;s autoplay sends home after a move are free: this is how the site counts the length of a solution, so a game here and its solution there have the same number of moves.</source>
        <translation>Un coup compte une fois, quel que soit le nombre de cartes déplacées (une suite est un coup), et les cartes que le jeu automatique de Microsoft envoie sur les fondations après un coup sont gratuites : c&apos;est ainsi que le site compte la longueur d&apos;une solution, donc une partie ici et sa solution là-bas ont le même nombre de coups.</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>Le but</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Les règles</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>The notation</source>
        <translation>La notation</translation>
    </message>
    <message>
        <source>Counting moves</source>
        <translation>Compter les coups</translation>
    </message>
    <message>
        <source>Table: %1</source>
        <translation>Tapis : %1</translation>
    </message>
    <message>
        <source>the same key again</source>
        <translation>la même touche une seconde fois</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <source>The rules, the notation and how moves are counted</source>
        <translation>Les règles, la notation et le décompte des coups</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>Every shortcut of the window</source>
        <translation>Tous les raccourcis de la fenêtre</translation>
    </message>
</context>
<context>
    <name>HistoryActions</name>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <source>Games played and won, streaks, each deal&apos;s best</source>
        <translation>Parties jouées et gagnées, séries, le meilleur de chaque donne</translation>
    </message>
    <message>
        <source>Hist&amp;ory…</source>
        <translation>&amp;Historique…</translation>
    </message>
    <message>
        <source>Every game, newest first; open any of them</source>
        <translation>Toutes les parties, la plus récente d&apos;abord&#xa0;; chacune peut être ouverte</translation>
    </message>
    <message>
        <source>Next Deal Not &amp;Yet Won</source>
        <translation>Donne suivante pas encore &amp;gagnée</translation>
    </message>
    <message>
        <source>Show the first deal after this one that you have not won</source>
        <translation>Afficher la première donne après celle-ci que vous n&apos;avez pas gagnée</translation>
    </message>
    <message>
        <source>E&amp;xport History…</source>
        <translation>Exporter &amp;l&apos;historique…</translation>
    </message>
    <message>
        <source>Save the games, the deals or the totals as CSV</source>
        <translation>Enregistrer les parties, les donnes ou les totaux en CSV</translation>
    </message>
    <message>
        <source>Game history: %1</source>
        <translation>Historique des parties&#xa0;: %1</translation>
    </message>
    <message>
        <source>Every deal after this one is won</source>
        <translation>Toutes les donnes après celle-ci sont gagnées</translation>
    </message>
    <message>
        <source>Delete the History?</source>
        <translation>Supprimer l&apos;historique&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <source>Delete all %Ln game(s) of the history, and with them the statistics? This cannot be undone. The game on the table goes on.</source>
        <translation>
            <numerusform>Supprimer %Ln partie de l&apos;historique, et avec elle les statistiques&#xa0;? Cette action est irréversible. La partie sur le tapis continue.</numerusform>
            <numerusform>Supprimer les %Ln parties de l&apos;historique, et avec elles les statistiques&#xa0;? Cette action est irréversible. La partie sur le tapis continue.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted %Ln game(s) from the history</source>
        <translation>
            <numerusform>%Ln partie supprimée de l&apos;historique</numerusform>
            <numerusform>%Ln parties supprimées de l&apos;historique</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Started</source>
        <translation>Commencée</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Enregistrée</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Toutes les parties</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnée</translation>
    </message>
    <message>
        <source>Given up</source>
        <translation>Abandonnée</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>%1 (+%2 to redo)</source>
        <translation>%1 (+%2 à rétablir)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Résoudre</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Afficher&#xa0;:</translation>
    </message>
    <message>
        <source>Games shown</source>
        <translation>Parties affichées</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>Show the games of one variant, or of all</source>
        <translation>Afficher les parties d’une variante, ou de toutes</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>Toutes les variantes</translation>
    </message>
    <message>
        <source>Newer</source>
        <translation>Plus récentes</translation>
    </message>
    <message>
        <source>Older</source>
        <translation>Plus anciennes</translation>
    </message>
    <message>
        <source>&amp;Open on the Table</source>
        <translation>&amp;Ouvrir sur le tapis</translation>
    </message>
    <message>
        <source>Show the game at its last position (or double-click it)</source>
        <translation>Afficher la partie à sa dernière position (ou double-cliquer dessus)</translation>
    </message>
    <message>
        <source>Delete History…</source>
        <translation>Supprimer l&apos;historique…</translation>
    </message>
    <message>
        <source>Game history: %1</source>
        <translation>Historique des parties&#xa0;: %1</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>personnalisée</translation>
    </message>
    <message>
        <source>%1 (on the table)</source>
        <translation>%1 (sur le tapis)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln partie</numerusform>
            <numerusform>%Ln parties</numerusform>
        </translation>
    </message>
    <message>
        <source>Games %1–%2 of %3</source>
        <translation>Parties %1–%2 sur %3</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Aucune partie pour l&apos;instant</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) of the history could not be read (changed outside freecell-gui); they are left as they are and not listed.</source>
        <translation>
            <numerusform>%Ln partie de l&apos;historique n&apos;a pas pu être lue (modifiée hors de freecell-gui)&#xa0;; elle est laissée telle quelle et n&apos;est pas affichée.</numerusform>
            <numerusform>%Ln parties de l&apos;historique n&apos;ont pas pu être lues (modifiées hors de freecell-gui)&#xa0;; elles sont laissées telles quelles et ne sont pas affichées.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryExport</name>
    <message>
        <source>Games, newest first (*.csv)</source>
        <translation>Parties, la plus récente d&apos;abord (*.csv)</translation>
    </message>
    <message>
        <source>Deals: your fewest moves and the solver&apos;s shortest (*.csv)</source>
        <translation>Donnes&#xa0;: vos coups les moins nombreux et la plus courte solution du solveur (*.csv)</translation>
    </message>
    <message>
        <source>Totals: played, won, streaks (*.csv)</source>
        <translation>Totaux&#xa0;: jouées, gagnées, séries (*.csv)</translation>
    </message>
    <message>
        <source>Export History</source>
        <translation>Exporter l&apos;historique</translation>
    </message>
    <message>
        <source>Exporting the history…</source>
        <translation>Exportation de l&apos;historique…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Export cancelled; nothing was written</source>
        <translation>Exportation annulée&#xa0;; rien n&apos;a été écrit</translation>
    </message>
    <message>
        <source>the export failed: {error}</source>
        <translation>l&apos;exportation a échoué&#xa0;: {error}</translation>
    </message>
    <message>
        <source>The History Was Not Exported</source>
        <translation>L&apos;historique n&apos;a pas été exporté</translation>
    </message>
</context>
<context>
    <name>HistoryMessages</name>
    <message>
        <source>%1; it was moved to %2 and a new one begins.</source>
        <translation>%1&#xa0;; il a été déplacé vers %2 et un nouveau commence.</translation>
    </message>
    <message>
        <source>%1 and cannot be moved aside: %2</source>
        <translation>%1 et ne peut pas être mis de côté&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 beside the game history; it was moved to %2.</source>
        <translation>%1 à côté de l&apos;historique des parties&#xa0;; il a été déplacé vers %2.</translation>
    </message>
    <message>
        <source>the game history cannot be opened: %1 beside it and cannot be moved aside (%2)</source>
        <translation>l&apos;historique des parties ne peut pas être ouvert&#xa0;: %1 à côté et ne peut pas être mis de côté (%2)</translation>
    </message>
    <message>
        <source>%1; games are not kept this session</source>
        <translation>%1&#xa0;; les parties ne sont pas conservées pendant cette session</translation>
    </message>
    <message>
        <source>the game history needs SQLite %1 or later; this Python has %2</source>
        <translation>l&apos;historique des parties nécessite SQLite %1 ou plus récent&#xa0;; ce Python a %2</translation>
    </message>
    <message>
        <source>the game history cannot be opened: %1</source>
        <translation>l&apos;historique des parties ne peut pas être ouvert&#xa0;: %1</translation>
    </message>
    <message>
        <source>the game history cannot be kept: %1</source>
        <translation>l&apos;historique des parties ne peut pas être conservé&#xa0;: %1</translation>
    </message>
    <message>
        <source>a record is damaged (%1)</source>
        <translation>un enregistrement est endommagé (%1)</translation>
    </message>
    <message>
        <source>the game history could not be written (%1)</source>
        <translation>l&apos;historique des parties n&apos;a pas pu être écrit (%1)</translation>
    </message>
    <message>
        <source>the game cannot be recorded as won: %1</source>
        <translation>la partie ne peut pas être enregistrée comme gagnée&#xa0;: %1</translation>
    </message>
    <message>
        <source>A game kept while the history was busy could not be read (%1); it is left in %2.</source>
        <translation>Une partie conservée pendant que l&apos;historique était occupé n&apos;a pas pu être lue (%1)&#xa0;; elle reste dans %2.</translation>
    </message>
    <message>
        <source>The last game could not be restored (%1); it was copied to %2, and a new deal begins.</source>
        <translation>La dernière partie n&apos;a pas pu être restaurée (%1)&#xa0;; elle a été copiée dans %2, et une nouvelle donne commence.</translation>
    </message>
    <message>
        <source>The last game could not be restored (%1); it could not be copied aside (%2), and a new deal begins.</source>
        <translation>La dernière partie n&apos;a pas pu être restaurée (%1)&#xa0;; elle n&apos;a pas pu être copiée de côté (%2), et une nouvelle donne commence.</translation>
    </message>
    <message>
        <source>the game history is damaged (%1)</source>
        <translation>l&apos;historique des parties est endommagé (%1)</translation>
    </message>
    <message>
        <source>the game history is not a readable database (%1)</source>
        <translation>l&apos;historique des parties n&apos;est pas une base de données lisible (%1)</translation>
    </message>
    <message>
        <source>the game history is another program&apos;s database</source>
        <translation>l&apos;historique des parties est la base de données d&apos;un autre programme</translation>
    </message>
    <message>
        <source>the game history was written by a newer freecell-gui (schema %1; this version reads %2)</source>
        <translation>l&apos;historique des parties a été écrit par un freecell-gui plus récent (schéma %1&#xa0;; cette version lit %2)</translation>
    </message>
    <message>
        <source>the game history lacks tables its version (%1) has</source>
        <translation>il manque à l&apos;historique des parties des tables que sa version (%1) a</translation>
    </message>
    <message>
        <source>the game history has a schema version that none ever had (%1)</source>
        <translation>l&apos;historique des parties a une version de schéma qui n&apos;a jamais existé (%1)</translation>
    </message>
    <message>
        <source>the game history has tables its version (%1) does not (%2)</source>
        <translation>l&apos;historique des parties a des tables que sa version (%1) n&apos;a pas (%2)</translation>
    </message>
    <message>
        <source>%1 is a folder</source>
        <translation>%1 est un dossier</translation>
    </message>
    <message>
        <source>%1 is a pipe (FIFO)</source>
        <translation>%1 est un tube (FIFO)</translation>
    </message>
    <message>
        <source>%1 is a symbolic link</source>
        <translation>%1 est un lien symbolique</translation>
    </message>
    <message>
        <source>%1 is a device or a socket</source>
        <translation>%1 est un périphérique ou un socket</translation>
    </message>
    <message>
        <source>%1 is a link to a file that does not exist</source>
        <translation>%1 est un lien vers un fichier qui n&apos;existe pas</translation>
    </message>
    <message>
        <source>%1 cannot be read (%2)</source>
        <translation>%1 ne peut pas être lu (%2)</translation>
    </message>
    <message>
        <source>the game history</source>
        <translation>l&apos;historique des parties</translation>
    </message>
    <message>
        <source>the game history cannot be deleted: %1</source>
        <translation>l&apos;historique des parties ne peut pas être effacé&#xa0;: %1</translation>
    </message>
    <message>
        <source>the game history cannot be exported: %1</source>
        <translation>l&apos;historique des parties ne peut pas être exporté&#xa0;: %1</translation>
    </message>
    <message>
        <source>the game history cannot open the game: %1</source>
        <translation>l&apos;historique des parties ne peut pas ouvrir la partie&#xa0;: %1</translation>
    </message>
    <message>
        <source>the game history cannot record the game: %1</source>
        <translation>l&apos;historique des parties ne peut pas enregistrer la partie&#xa0;: %1</translation>
    </message>
    <message>
        <source>the game history cannot record the game&apos;s end: %1</source>
        <translation>l&apos;historique des parties ne peut pas enregistrer la fin de la partie&#xa0;: %1</translation>
    </message>
    <message>
        <source>the game history cannot record the solver&apos;s length: %1</source>
        <translation>l&apos;historique des parties ne peut pas enregistrer la longueur du solveur&#xa0;: %1</translation>
    </message>
    <message>
        <source>the game history cannot save the game: %1</source>
        <translation>l&apos;historique des parties ne peut pas sauvegarder la partie&#xa0;: %1</translation>
    </message>
    <message>
        <source>the game history cannot be read: %1</source>
        <translation>l&apos;historique des parties ne peut pas être lu&#xa0;: %1</translation>
    </message>
    <message>
        <source>game %1 of the history is damaged: %2</source>
        <translation>la partie %1 de l&apos;historique est endommagée&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1; it is skipped.</source>
        <translation>%1&#xa0;; elle est ignorée.</translation>
    </message>
    <message>
        <source>%1 (and %2 more); it is skipped.</source>
        <translation>%1 (et %2 de plus)&#xa0;; elles sont ignorées.</translation>
    </message>
    <message>
        <source>its game is not one</source>
        <translation>son jeu n&apos;en est pas un</translation>
    </message>
    <message>
        <source>its number of free cells is not one</source>
        <translation>son nombre de cellules libres n&apos;en est pas un</translation>
    </message>
    <message>
        <source>its result is not one</source>
        <translation>son résultat n&apos;en est pas un</translation>
    </message>
    <message>
        <source>its end %1 is not a date</source>
        <translation>sa fin %1 n&apos;est pas une date</translation>
    </message>
    <message>
        <source>its save %1 is not a date</source>
        <translation>sa sauvegarde %1 n&apos;est pas une date</translation>
    </message>
    <message>
        <source>its start %1 is not a date</source>
        <translation>son début %1 n&apos;est pas une date</translation>
    </message>
    <message>
        <source>its end is not a date</source>
        <translation>sa fin n&apos;est pas une date</translation>
    </message>
    <message>
        <source>its save is not a date</source>
        <translation>sa sauvegarde n&apos;est pas une date</translation>
    </message>
    <message>
        <source>its start is not a date</source>
        <translation>son début n&apos;est pas une date</translation>
    </message>
    <message>
        <source>its deal is not a whole number</source>
        <translation>sa donne n&apos;est pas un nombre entier</translation>
    </message>
    <message>
        <source>its cursor is not a whole number</source>
        <translation>son curseur n&apos;est pas un nombre entier</translation>
    </message>
    <message>
        <source>its hint flag is not a whole number</source>
        <translation>son indicateur d&apos;indice n&apos;est pas un nombre entier</translation>
    </message>
    <message>
        <source>its solver flag is not a whole number</source>
        <translation>son indicateur de solveur n&apos;est pas un nombre entier</translation>
    </message>
    <message>
        <source>its win&apos;s length is not a whole number</source>
        <translation>la longueur de sa victoire n&apos;est pas un nombre entier</translation>
    </message>
    <message>
        <source>its id is not a whole number</source>
        <translation>son identifiant n&apos;est pas un nombre entier</translation>
    </message>
    <message>
        <source>its autoplay rule is not text</source>
        <translation>sa règle de jeu automatique n&apos;est pas du texte</translation>
    </message>
    <message>
        <source>its moves is not text</source>
        <translation>ses coups ne sont pas du texte</translation>
    </message>
    <message>
        <source>its moves to redo is not text</source>
        <translation>ses coups à refaire ne sont pas du texte</translation>
    </message>
    <message>
        <source>its board is not text</source>
        <translation>sa disposition n&apos;est pas du texte</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to Play FreeCell</source>
        <translation>Comment jouer à FreeCell</translation>
    </message>
</context>
<context>
    <name>KeyboardPlay</name>
    <message numerus="yes">
        <source>this game has %n free cell(s): there is no free cell %1</source>
        <translation>
            <numerusform>cette partie a %n cellule libre&#xa0;: il n&apos;y a pas de cellule libre %1</numerusform>
            <numerusform>cette partie a %n cellules libres&#xa0;: il n&apos;y a pas de cellule libre %1</numerusform>
        </translation>
    </message>
    <message>
        <source>column %1 is empty: pick a place with a card on top</source>
        <translation>la colonne %1 est vide&#xa0;: choisissez une place où se trouve une carte</translation>
    </message>
    <message>
        <source>free cell %1 is empty: pick a place with a card on top</source>
        <translation>la cellule libre %1 est vide&#xa0;: choisissez une place où se trouve une carte</translation>
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
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Donne</translation>
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
    <name>MoveRefusal</name>
    <message>
        <source>%1 goes on a black two</source>
        <translation>%1 va sur un deux noir</translation>
    </message>
    <message>
        <source>%1 goes on a black three</source>
        <translation>%1 va sur un trois noir</translation>
    </message>
    <message>
        <source>%1 goes on a black four</source>
        <translation>%1 va sur un quatre noir</translation>
    </message>
    <message>
        <source>%1 goes on a black five</source>
        <translation>%1 va sur un cinq noir</translation>
    </message>
    <message>
        <source>%1 goes on a black six</source>
        <translation>%1 va sur un six noir</translation>
    </message>
    <message>
        <source>%1 goes on a black seven</source>
        <translation>%1 va sur un sept noir</translation>
    </message>
    <message>
        <source>%1 goes on a black eight</source>
        <translation>%1 va sur un huit noir</translation>
    </message>
    <message>
        <source>%1 goes on a black nine</source>
        <translation>%1 va sur un neuf noir</translation>
    </message>
    <message>
        <source>%1 goes on a black ten</source>
        <translation>%1 va sur un dix noir</translation>
    </message>
    <message>
        <source>%1 goes on a black jack</source>
        <translation>%1 va sur un valet noir</translation>
    </message>
    <message>
        <source>%1 goes on a black queen</source>
        <translation>%1 va sur une dame noire</translation>
    </message>
    <message>
        <source>%1 goes on a black king</source>
        <translation>%1 va sur un roi noir</translation>
    </message>
    <message>
        <source>%1 goes on a red two</source>
        <translation>%1 va sur un deux rouge</translation>
    </message>
    <message>
        <source>%1 goes on a red three</source>
        <translation>%1 va sur un trois rouge</translation>
    </message>
    <message>
        <source>%1 goes on a red four</source>
        <translation>%1 va sur un quatre rouge</translation>
    </message>
    <message>
        <source>%1 goes on a red five</source>
        <translation>%1 va sur un cinq rouge</translation>
    </message>
    <message>
        <source>%1 goes on a red six</source>
        <translation>%1 va sur un six rouge</translation>
    </message>
    <message>
        <source>%1 goes on a red seven</source>
        <translation>%1 va sur un sept rouge</translation>
    </message>
    <message>
        <source>%1 goes on a red eight</source>
        <translation>%1 va sur un huit rouge</translation>
    </message>
    <message>
        <source>%1 goes on a red nine</source>
        <translation>%1 va sur un neuf rouge</translation>
    </message>
    <message>
        <source>%1 goes on a red ten</source>
        <translation>%1 va sur un dix rouge</translation>
    </message>
    <message>
        <source>%1 goes on a red jack</source>
        <translation>%1 va sur un valet rouge</translation>
    </message>
    <message>
        <source>%1 goes on a red queen</source>
        <translation>%1 va sur une dame rouge</translation>
    </message>
    <message>
        <source>%1 goes on a red king</source>
        <translation>%1 va sur un roi rouge</translation>
    </message>
    <message>
        <source>cards never leave the foundations</source>
        <translation>les cartes ne quittent jamais les fondations</translation>
    </message>
    <message>
        <source>there is no place %1</source>
        <translation>il n&apos;y a pas de place %1</translation>
    </message>
    <message>
        <source>a move needs two different places</source>
        <translation>un coup demande deux places différentes</translation>
    </message>
    <message>
        <source>free cell %1 is empty</source>
        <translation>la cellule libre %1 est vide</translation>
    </message>
    <message>
        <source>column %1 is empty</source>
        <translation>la colonne %1 est vide</translation>
    </message>
    <message>
        <source>a move carries at least one card</source>
        <translation>un coup déplace au moins une carte</translation>
    </message>
    <message numerus="yes">
        <source>column %1 holds only %n card(s)</source>
        <translation>
            <numerusform>la colonne %1 n&apos;a que %n carte</numerusform>
            <numerusform>la colonne %1 n&apos;a que %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>the top %1 cards of column %2 are not an ordered run (only %3 are)</source>
        <translation>les %1 cartes du dessus de la colonne %2 ne forment pas une suite ordonnée (seulement %3)</translation>
    </message>
    <message>
        <source>only one card at a time can go to or come from the foundations</source>
        <translation>une seule carte à la fois peut aller sur les fondations ou en venir</translation>
    </message>
    <message>
        <source>only one card at a time can go to or come from free cell %1</source>
        <translation>une seule carte à la fois peut aller dans la cellule libre %1 ou en sortir</translation>
    </message>
    <message>
        <source>%1 cannot go home yet: its foundation needs the %2</source>
        <translation>%1 ne peut pas encore aller sur les fondations : il lui faut d&apos;abord la carte %2</translation>
    </message>
    <message numerus="yes">
        <source>this game has %n free cell(s): there is no free cell %1</source>
        <translation>
            <numerusform>cette partie a %n cellule libre&#xa0;: il n&apos;y a pas de cellule libre %1</numerusform>
            <numerusform>cette partie a %n cellules libres&#xa0;: il n&apos;y a pas de cellule libre %1</numerusform>
        </translation>
    </message>
    <message>
        <source>free cell %1 is taken (%2)</source>
        <translation>la cellule libre %1 est occupée (%2)</translation>
    </message>
    <message>
        <source>%1 cannot go on %2: %3</source>
        <translation>%1 ne peut pas aller sur %2 : %3</translation>
    </message>
    <message>
        <source>%1 goes only into an empty column</source>
        <translation>%1 ne va que dans une colonne vide</translation>
    </message>
    <message>
        <source>%1 goes on the %2</source>
        <translation>%1 va sur %2</translation>
    </message>
    <message numerus="yes">
        <source>only %n card(s) can move, not %1: %2, %3</source>
        <translation>
            <numerusform>seulement %n carte peut se déplacer, pas %1 : %2, %3</numerusform>
            <numerusform>seulement %n cartes peuvent se déplacer, pas %1 : %2, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>only %n card(s) can move, not %1: %2, %3 (the empty target does not count)</source>
        <translation>
            <numerusform>seulement %n carte peut se déplacer, pas %1 : %2, %3 (la colonne vide visée ne compte pas)</numerusform>
            <numerusform>seulement %n cartes peuvent se déplacer, pas %1 : %2, %3 (la colonne vide visée ne compte pas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n free cell(s)</source>
        <translation>
            <numerusform>%n cellule libre</numerusform>
            <numerusform>%n cellules libres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n empty column(s)</source>
        <translation>
            <numerusform>%n colonne vide</numerusform>
            <numerusform>%n colonnes vides</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MovesPanel</name>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Type a move</source>
        <translation>Taper un coup</translation>
    </message>
    <message>
        <source>Type a move: %1 ⏎</source>
        <translation>Taper un coup&#xa0;: %1 ⏎</translation>
    </message>
    <message>
        <source>Move number</source>
        <translation>Numéro du coup</translation>
    </message>
    <message>
        <source>Drag to jump anywhere in the moves</source>
        <translation>Faire glisser pour aller n&apos;importe où dans les coups</translation>
    </message>
    <message>
        <source>Back to the deal</source>
        <translation>Retour à la donne de départ</translation>
    </message>
    <message>
        <source>Step back one move</source>
        <translation>Reculer d&apos;un coup</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Reculer</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Play or pause the moves to redo (Ctrl+P)</source>
        <translation>Lire ou mettre en pause les coups à rétablir (Ctrl+P)</translation>
    </message>
    <message>
        <source>Step forward one move</source>
        <translation>Avancer d&apos;un coup</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Avancer</translation>
    </message>
    <message>
        <source>To the last move</source>
        <translation>Au dernier coup</translation>
    </message>
    <message>
        <source>Playback speed, moves a second</source>
        <translation>Vitesse de lecture, en coups par seconde</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>Vitesse de lecture</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/s</translation>
    </message>
    <message>
        <source>Load…</source>
        <translation>Charger…</translation>
    </message>
    <message>
        <source>Paste or load a solution</source>
        <translation>Coller ou charger une solution</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Coller</translation>
    </message>
    <message>
        <source>Load the solution on the clipboard</source>
        <translation>Charger la solution du presse-papiers</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Copy the moves as text, ten a line</source>
        <translation>Copier les coups en texte, dix par ligne</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Enregistrer…</translation>
    </message>
    <message>
        <source>Save the moves to a file</source>
        <translation>Enregistrer les coups dans un fichier</translation>
    </message>
    <message>
        <source>Move %1 (%2) is illegal: %3. Playback stops before it.</source>
        <translation>Le coup %1 (%2) est illégal&#xa0;: %3. La lecture s&apos;arrête avant lui.</translation>
    </message>
    <message numerus="yes">
        <source>Won in %Ln move(s)</source>
        <translation>
            <numerusform>Gagné en %Ln coup</numerusform>
            <numerusform>Gagné en %Ln coups</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message numerus="yes">
        <source>Copied %Ln move(s)</source>
        <translation>
            <numerusform>%Ln coup copié</numerusform>
            <numerusform>%Ln coups copiés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved %Ln move(s) to {path}</source>
        <translation>
            <numerusform>%Ln coup enregistré dans {path}</numerusform>
            <numerusform>%Ln coups enregistrés dans {path}</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Coup %1 sur %2</translation>
    </message>
    <message>
        <source>No moves yet: play, type a move, or load a solution</source>
        <translation>Aucun coup pour l&apos;instant&#xa0;: jouez, tapez un coup ou chargez une solution</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Saving the moves to {name}…</source>
        <translation>Enregistrement des coups dans {name}…</translation>
    </message>
    <message>
        <source>The moves were not saved to {path}: cancelled</source>
        <translation>Les coups n&apos;ont pas été enregistrés dans {path}&#xa0;: annulé</translation>
    </message>
    <message>
        <source>Save the Moves</source>
        <translation>Enregistrer les coups</translation>
    </message>
    <message>
        <source>Load a Solution</source>
        <translation>Charger une solution</translation>
    </message>
    <message>
        <source>&amp;Load Solution…</source>
        <translation>Charger une &amp;solution…</translation>
    </message>
    <message>
        <source>Load a solution file</source>
        <translation>Charger un fichier de solution</translation>
    </message>
    <message>
        <source>Paste &amp;Solution</source>
        <translation>Coller la &amp;solution</translation>
    </message>
    <message>
        <source>P&amp;lay/Pause Solution</source>
        <translation>Lire/&amp;mettre en pause la solution</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>Lire ou mettre en pause</translation>
    </message>
    <message>
        <source>T&amp;ype a Move</source>
        <translation>Taper &amp;un coup</translation>
    </message>
    <message>
        <source>&amp;Moves Panel</source>
        <translation>Panneau des &amp;coups</translation>
    </message>
    <message>
        <source>the deal</source>
        <translation>donne de départ</translation>
    </message>
    <message>
        <source>Autoplay sent home: %1</source>
        <translation>Jeu automatique sur les fondations&#xa0;: %1</translation>
    </message>
    <message>
        <source>Moves column</source>
        <translation>Colonne des coups</translation>
    </message>
    <message>
        <source>Move numbers</source>
        <translation>Numéros des coups</translation>
    </message>
</context>
<context>
    <name>NotationMessages</name>
    <message>
        <source>line %1: %2</source>
        <translation>ligne %1 : %2</translation>
    </message>
    <message>
        <source>%1 is not a move: write a source and a target, columns 1-8, free cells a-d, h for home (as 3a, 54, bh)</source>
        <translation>%1 n&apos;est pas un coup : écrivez une source et une cible, colonnes 1-8, cellules libres a-d, h pour les fondations (comme 3a, 54, bh)</translation>
    </message>
    <message>
        <source>%1: cards never leave home (h)</source>
        <translation>%1 : les cartes ne quittent jamais les fondations (h)</translation>
    </message>
    <message>
        <source>%1 moves a card to where it is</source>
        <translation>%1 déplace une carte là où elle est déjà</translation>
    </message>
    <message>
        <source>%1: a card count (v) is only for a run of 1 or more cards between columns</source>
        <translation>%1 : un nombre de cartes (v) ne vaut que pour une suite d&apos;une carte ou plus entre colonnes</translation>
    </message>
    <message>
        <source>%1 is far too large a number for a move</source>
        <translation>%1 est un nombre bien trop grand pour un coup</translation>
    </message>
    <message>
        <source>%1 holds %2, which only looks like ASCII: write moves and fc-solve&apos;s words in plain ASCII</source>
        <translation>%1 contient %2, qui ressemble seulement à de l&apos;ASCII : écrivez les coups et les mots de fc-solve en ASCII simple</translation>
    </message>
    <message>
        <source>there is no stack %1 (they count from 0 to 7)</source>
        <translation>il n&apos;y a pas de « stack %1 » (ils sont numérotés de 0 à 7)</translation>
    </message>
    <message>
        <source>there is no freecell %1 (they count from 0 to 3)</source>
        <translation>il n&apos;y a pas de « freecell %1 » (elles sont numérotées de 0 à 3)</translation>
    </message>
    <message>
        <source>the move goes from stack %1 to itself</source>
        <translation>le coup va de « stack %1 » à lui-même</translation>
    </message>
    <message>
        <source>the move goes from freecell %1 to itself</source>
        <translation>le coup va de « freecell %1 » à elle-même</translation>
    </message>
    <message>
        <source>a move carries at least one card, not %1</source>
        <translation>un coup déplace au moins une carte, pas %1</translation>
    </message>
    <message>
        <source>only one card at a time goes to or from a free cell or home</source>
        <translation>une seule carte à la fois va vers une cellule libre ou les fondations, ou en revient</translation>
    </message>
    <message>
        <source>the text has %1 characters; a solution is far shorter (at most %2)</source>
        <translation>le texte fait %1 caractères ; une solution est bien plus courte (%2 au plus)</translation>
    </message>
    <message>
        <source>this text is not moves</source>
        <translation>ce texte n&apos;est pas une liste de coups</translation>
    </message>
</context>
<context>
    <name>PictureError</name>
    <message>
        <source>%1 is not a PNG, JPEG, BMP or WebP picture</source>
        <translation>%1 n&apos;est pas une image PNG, JPEG, BMP ou WebP</translation>
    </message>
    <message>
        <source>%1: the %2 header gives no size</source>
        <translation>%1 : l&apos;en-tête %2 ne donne pas de taille</translation>
    </message>
    <message>
        <source>%1 is %2 x %3 pixels: too large (at most %4 are read)</source>
        <translation>%1 fait %2 x %3 pixels : trop grand (au plus %4 sont lus)</translation>
    </message>
    <message>
        <source>%1: the %2 data is too short for %3 x %4 pixels (%5)</source>
        <translation>%1 : les données %2 sont trop courtes pour %3 x %4 pixels (%5)</translation>
    </message>
    <message>
        <source>%1: the %2 data cannot be decoded (%3)</source>
        <translation>%1 : les données %2 ne peuvent pas être décodées (%3)</translation>
    </message>
    <message>
        <source>the picture is empty</source>
        <translation>l&apos;image est vide</translation>
    </message>
    <message>
        <source>the picture has more than %1 pixels: too large</source>
        <translation>l&apos;image a plus de %1 pixels : trop grande</translation>
    </message>
    <message>
        <source>the pasted image</source>
        <translation>l&apos;image collée</translation>
    </message>
    <message>
        <source>there is no picture here: paste or drop a screenshot or a picture file</source>
        <translation>il n&apos;y a pas d&apos;image ici : collez ou déposez une capture d&apos;écran ou un fichier image</translation>
    </message>
    <message>
        <source>the pasted image is empty or too large to read</source>
        <translation>l&apos;image collée est vide ou trop grande pour être lue</translation>
    </message>
    <message>
        <source>the pasted image has more than %1 pixels: too large</source>
        <translation>l&apos;image collée a plus de %1 pixels : trop grande</translation>
    </message>
    <message>
        <source>the picture was read already</source>
        <translation>l&apos;image a déjà été lue</translation>
    </message>
    <message>
        <source>the search failed: %1</source>
        <translation>la recherche a échoué : %1</translation>
    </message>
</context>
<context>
    <name>PictureFindDialog</name>
    <message>
        <source>Find Deal from a Picture</source>
        <translation>Trouver la donne d&apos;une image</translation>
    </message>
    <message>
        <source>Paste (Ctrl+V), drop or open a screenshot of a FreeCell table.</source>
        <translation>Collez (Ctrl+V), déposez ou ouvrez une capture d&apos;écran d&apos;un tapis de FreeCell.</translation>
    </message>
    <message>
        <source>The picture read</source>
        <translation>L&apos;image lue</translation>
    </message>
    <message>
        <source>What was read, as a board (?? for a card not read)</source>
        <translation>Ce qui a été lu, comme position (?? pour une carte non lue)</translation>
    </message>
    <message>
        <source>What was read</source>
        <translation>Ce qui a été lu</translation>
    </message>
    <message>
        <source>Open &amp;Picture…</source>
        <translation>Ouvrir une &amp;image…</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>C&amp;oller</translation>
    </message>
    <message>
        <source>&amp;Cancel Search</source>
        <translation>&amp;Annuler la recherche</translation>
    </message>
    <message>
        <source>&amp;Open Deal</source>
        <translation>&amp;Ouvrir la donne</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>Co&amp;mparer</translation>
    </message>
    <message>
        <source>Put Reading on &amp;Table</source>
        <translation>Mettre la lecture sur le &amp;tapis</translation>
    </message>
    <message>
        <source>Ctrl+wheel zooms; drag to move a zoomed picture.</source>
        <translation>Ctrl+molette zoome ; faites glisser pour déplacer une image agrandie.</translation>
    </message>
    <message>
        <source>Outline colours</source>
        <translation>Couleurs des contours</translation>
    </message>
    <message>
        <source>Green: card read. Yellow: only its colour read. Red: not read.</source>
        <translation>Vert : carte lue. Jaune : seule sa couleur est lue. Rouge : non lue.</translation>
    </message>
    <message>
        <source>Outlines:</source>
        <translation>Contours :</translation>
    </message>
    <message>
        <source>card read</source>
        <translation>carte lue</translation>
    </message>
    <message>
        <source>colour only</source>
        <translation>couleur seulement</translation>
    </message>
    <message>
        <source>not read</source>
        <translation>non lue</translation>
    </message>
    <message>
        <source>Open Picture</source>
        <translation>Ouvrir une image</translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg *.bmp *.webp);;All files (*)</source>
        <translation>Images (*.png *.jpg *.jpeg *.bmp *.webp);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Reading the picture…</source>
        <translation>Lecture de l&apos;image…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>The search failed: %1</source>
        <translation>La recherche a échoué : %1</translation>
    </message>
    <message>
        <source>Searching: 1..%1, then to 2^31-1, then every deal…</source>
        <translation>Recherche : 1..%1, puis jusqu&apos;à 2^31-1, puis toutes les donnes…</translation>
    </message>
    <message>
        <source>No deal has the cards read.</source>
        <translation>Aucune donne n&apos;a les cartes lues.</translation>
    </message>
    <message>
        <source>These deals fit what was read equally well: %1. Read more cards to choose.</source>
        <translation>Ces donnes correspondent aussi bien à la lecture : %1. Lisez plus de cartes pour choisir.</translation>
    </message>
    <message>
        <source>Deal #%1 (%2 s).</source>
        <translation>Donne n° %1 (%2 s).</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) read differently: %1</source>
        <translation>
            <numerusform>%n carte lue différemment : %1</numerusform>
            <numerusform>%n cartes lues différemment : %1</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Deal #%1: cards read differently: %2</source>
        <translation>Donne n° %1 : cartes lues différemment : %2</translation>
    </message>
    <message>
        <source>Not every card was read, so the reading cannot be played: %1</source>
        <translation>Toutes les cartes n&apos;ont pas été lues, la lecture ne peut donc pas être jouée : %1</translation>
    </message>
</context>
<context>
    <name>PlayActions</name>
    <message>
        <source>&amp;Undo Move</source>
        <translation>Annuler &amp;le coup</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Reprendre le dernier coup</translation>
    </message>
    <message>
        <source>&amp;Redo Move</source>
        <translation>Réta&amp;blir le coup</translation>
    </message>
    <message>
        <source>Play the next move again</source>
        <translation>Rejouer le coup suivant</translation>
    </message>
    <message>
        <source>Restar&amp;t</source>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <source>Back to the deal; the moves can be redone</source>
        <translation>Retour à la donne de départ&#xa0;; les coups peuvent être rétablis</translation>
    </message>
    <message>
        <source>New &amp;Game of This Deal</source>
        <translation>N&amp;ouvelle partie de cette donne</translation>
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
        <translation>&amp;Jeu automatique</translation>
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
        <source>A&amp;nimate Moves</source>
        <translation>A&amp;nimer les coups</translation>
    </message>
    <message>
        <source>Cards fly to their place (off: they jump)</source>
        <translation>Les cartes volent jusqu&apos;à leur place (désactivé&#xa0;: elles sautent)</translation>
    </message>
    <message>
        <source>Animation S&amp;peed</source>
        <translation>Vit&amp;esse d&apos;animation</translation>
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
        <source>Another start of freecell-gui asks for deal %1. You have made %n move(s) in this game. Show deal %1 and leave it? (It counts as given up, and stays in Game › History to go on with later.)</source>
        <translation>
            <numerusform>Un autre lancement de freecell-gui demande la donne n°&#xa0;%1. Vous avez joué %n coup dans cette partie. Afficher la donne n°&#xa0;%1 et quitter la partie&#xa0;? (Elle compte comme abandonnée et reste dans Partie › Historique, pour la reprendre plus tard.)</numerusform>
            <numerusform>Un autre lancement de freecell-gui demande la donne n°&#xa0;%1. Vous avez joué %n coups dans cette partie. Afficher la donne n°&#xa0;%1 et quitter la partie&#xa0;? (Elle compte comme abandonnée et reste dans Partie › Historique, pour la reprendre plus tard.)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have made %n move(s) in this game. Show another deal and leave it? (It counts as given up, and stays in Game › History to go on with later.)</source>
        <translation>
            <numerusform>Vous avez joué %n coup dans cette partie. Afficher une autre donne et la quitter&#xa0;? (Elle compte comme abandonnée et reste dans Partie › Historique, pour la reprendre plus tard.)</numerusform>
            <numerusform>Vous avez joué %n coups dans cette partie. Afficher une autre donne et la quitter&#xa0;? (Elle compte comme abandonnée et reste dans Partie › Historique, pour la reprendre plus tard.)</numerusform>
        </translation>
    </message>
    <message>
        <source>Change the Rules?</source>
        <translation>Changer les règles&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <source>You have made %n move(s) in this game. Deal it again under the new rules and leave it? (It counts as given up, and stays in Game › History to go on with later.)</source>
        <translation>
            <numerusform>Vous avez joué %n coup dans cette partie. Redistribuer la donne selon les nouvelles règles et quitter celle-ci&#xa0;? (Elle compte comme abandonnée et reste dans Partie › Historique, pour la reprendre plus tard.)</numerusform>
            <numerusform>Vous avez joué %n coups dans cette partie. Redistribuer la donne selon les nouvelles règles et quitter celle-ci&#xa0;? (Elle compte comme abandonnée et reste dans Partie › Historique, pour la reprendre plus tard.)</numerusform>
        </translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Ne plus demander</translation>
    </message>
</context>
<context>
    <name>SavedGameMessages</name>
    <message>
        <source>line %1: %2</source>
        <translation>ligne %1 : %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a file&apos;s name, then what is wrong in it</comment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1 is not a line of a saved game: write &apos;key: value&apos;</source>
        <translation>%1 n&apos;est pas une ligne de partie sauvegardée : écrivez &apos;clé: valeur&apos;</translation>
    </message>
    <message>
        <source>autoplay is ms, safe or off, not %1</source>
        <translation>autoplay vaut ms, safe ou off, pas %1</translation>
    </message>
    <message>
        <source>the game is freecell or bakers, not %1</source>
        <translation>le jeu est freecell ou bakers, pas %1</translation>
    </message>
    <message>
        <source>unknown key %1: a saved game has deal, board, game, cells, autoplay, moves, redo, cursor</source>
        <translation>clé inconnue %1 : une partie sauvegardée a deal, board, game, cells, autoplay, moves, redo, cursor</translation>
    </message>
    <message>
        <source>a control character (%1) in a comment</source>
        <translation>un caractère de contrôle (%1) dans un commentaire</translation>
    </message>
    <message>
        <source>a control character (%1)</source>
        <translation>un caractère de contrôle (%1)</translation>
    </message>
    <message>
        <source>%1 (%2) is not plain ASCII: a saved game writes its keys, moves and cards in ASCII letters and digits</source>
        <translation>%1 (%2) n&apos;est pas de l&apos;ASCII simple : une partie sauvegardée écrit ses clés, coups et cartes en lettres et chiffres ASCII</translation>
    </message>
    <message>
        <source>the board: %1</source>
        <translation>la disposition : %1</translation>
    </message>
    <message>
        <source>a saved move is not a move: %1</source>
        <translation>un coup sauvegardé n&apos;est pas un coup : %1</translation>
    </message>
    <message>
        <source>the moves do not replay: move %1 (%2) is illegal: %3 (a move to redo)</source>
        <translation>les coups ne se rejouent pas : le coup %1 (%2) est interdit : %3 (un coup à refaire)</translation>
    </message>
    <message>
        <source>the moves do not replay: move %1 (%2) is illegal: %3 (a move done)</source>
        <translation>les coups ne se rejouent pas : le coup %1 (%2) est interdit : %3 (un coup joué)</translation>
    </message>
    <message>
        <source>the text is empty: a saved game starts with %1</source>
        <translation>le texte est vide : une partie sauvegardée commence par %1</translation>
    </message>
    <message>
        <source>not a freecell-gui saved game: its first line should be %1</source>
        <translation>pas une partie sauvegardée de freecell-gui : sa première ligne devrait être %1</translation>
    </message>
    <message>
        <source>the cascades follow &apos;board:&apos; on lines of their own, each starting with &apos;:&apos;</source>
        <translation>les colonnes suivent &apos;board:&apos; sur des lignes à part, chacune commençant par &apos;:&apos;</translation>
    </message>
    <message>
        <source>moves to redo say where they came from (&apos;redo typed:&apos;, &apos;redo loaded:&apos;, &apos;redo solved:&apos;); moves done do not (&apos;moves:&apos;)</source>
        <translation>les coups à refaire disent d&apos;où ils viennent (&apos;redo typed:&apos;, &apos;redo loaded:&apos;, &apos;redo solved:&apos;) ; les coups joués non (&apos;moves:&apos;)</translation>
    </message>
    <message>
        <source>the saved game names no deal: it needs a &apos;deal:&apos; line or a &apos;board:&apos; block</source>
        <translation>la partie sauvegardée ne nomme aucune donne : il lui faut une ligne &apos;deal:&apos; ou un bloc &apos;board:&apos;</translation>
    </message>
    <message>
        <source>the autoplay rule is given a second time (first on line %1)</source>
        <translation>la règle de jeu automatique est donnée une deuxième fois (d&apos;abord à la ligne %1)</translation>
    </message>
    <message>
        <source>the cursor is given a second time (first on line %1)</source>
        <translation>le curseur est donné une deuxième fois (d&apos;abord à la ligne %1)</translation>
    </message>
    <message>
        <source>the number of free cells is given a second time (first on line %1)</source>
        <translation>le nombre de cellules libres est donné une deuxième fois (d&apos;abord à la ligne %1)</translation>
    </message>
    <message>
        <source>the game is given a second time (first on line %1)</source>
        <translation>le jeu est donné une deuxième fois (d&apos;abord à la ligne %1)</translation>
    </message>
    <message>
        <source>the deal (deal: or board:) is given a second time (first on line %1)</source>
        <translation>la donne (deal: ou board:) est donnée une deuxième fois (d&apos;abord à la ligne %1)</translation>
    </message>
    <message>
        <source>the cursor is a whole number, not %1</source>
        <translation>le curseur est un nombre entier, pas %1</translation>
    </message>
    <message>
        <source>the number of free cells is a whole number, not %1</source>
        <translation>le nombre de cellules libres est un nombre entier, pas %1</translation>
    </message>
    <message>
        <source>the deal is a whole number, not %1</source>
        <translation>la donne est un nombre entier, pas %1</translation>
    </message>
    <message>
        <source>the cursor has %1 digits: far too large</source>
        <translation>le curseur a trop de chiffres (%1) : bien trop grand</translation>
    </message>
    <message>
        <source>the number of free cells has %1 digits: far too large</source>
        <translation>le nombre de cellules libres a trop de chiffres (%1) : bien trop grand</translation>
    </message>
    <message>
        <source>the deal has %1 digits: far too large</source>
        <translation>la donne a trop de chiffres (%1) : bien trop grand</translation>
    </message>
    <message>
        <source>the text has %1 characters; a saved game is far shorter (at most %2)</source>
        <translation>le texte a %1 caractères ; une partie sauvegardée est bien plus courte (au plus %2)</translation>
    </message>
    <message>
        <source>the game was saved in a newer format (%1); this version reads format %2</source>
        <translation>la partie a été sauvegardée dans un format plus récent (%1) ; cette version lit le format %2</translation>
    </message>
    <message>
        <source>the game was saved in an unknown format (%1); this version reads format %2</source>
        <translation>la partie a été sauvegardée dans un format inconnu (%1) ; cette version lit le format %2</translation>
    </message>
    <message>
        <source>the free cells are 0 to %2, not %1</source>
        <translation>les cellules libres vont de 0 à %2, pas %1</translation>
    </message>
    <message>
        <source>%1 is not a deal: deal numbers run from %2 to %3</source>
        <translation>%1 n&apos;est pas un numéro de donne : les numéros vont de %2 à %3</translation>
    </message>
    <message>
        <source>a board has 8 cascade lines starting with &apos;:&apos;, not %1</source>
        <translation>une disposition a 8 lignes de colonne commençant par &apos;:&apos;, pas %1</translation>
    </message>
    <message>
        <source>more than %1 moves: far more than any game</source>
        <translation>plus de %1 coups : bien plus que toute partie</translation>
    </message>
    <message>
        <source>the cursor is %1 but %2 moves are done: the text is incomplete or was changed</source>
        <translation>le curseur vaut %1 mais coups joués : %2 ; le texte est incomplet ou a été modifié</translation>
    </message>
    <message>
        <source>%1 moves are far too many (at most %2)</source>
        <translation>coups : %1, bien trop (au plus %2)</translation>
    </message>
    <message>
        <source>the saved game is a game of %1, not %2</source>
        <translation>la partie sauvegardée est une partie de %1, pas de %2</translation>
    </message>
    <message>
        <source>the saved game plays with autoplay %1, not %2</source>
        <translation>la partie sauvegardée joue avec autoplay %1, pas %2</translation>
    </message>
    <message>
        <source>this text is not a saved game</source>
        <translation>ce texte n&apos;est pas une partie sauvegardée</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>line %1</source>
        <translation>ligne %1</translation>
    </message>
    <message>
        <source>the settings file cannot be read (%1); defaults are used</source>
        <translation>le fichier des réglages est illisible (%1) ; les valeurs par défaut s&apos;appliquent</translation>
    </message>
    <message>
        <source>the settings file was not a readable file; it was moved to %1</source>
        <translation>le fichier des réglages n&apos;était pas un fichier lisible ; il a été déplacé vers %1</translation>
    </message>
    <message>
        <source>the settings file is not a readable file; defaults are used</source>
        <translation>le fichier des réglages n&apos;est pas un fichier lisible ; les valeurs par défaut s&apos;appliquent</translation>
    </message>
    <message>
        <source>the whole file (not UTF-8 text)</source>
        <translation>le fichier entier (pas du texte UTF-8)</translation>
    </message>
    <message>
        <source>old file kept as %1</source>
        <translation>ancien fichier conservé sous %1</translation>
    </message>
    <message>
        <source>the file is left as it was</source>
        <translation>le fichier reste tel quel</translation>
    </message>
    <message>
        <source>%1 and %2 more</source>
        <translation>%1 et %2 de plus</translation>
    </message>
    <message>
        <source>refused damaged %1; defaults used, %2</source>
        <translation>valeurs endommagées refusées : %1 ; valeurs par défaut utilisées, %2</translation>
    </message>
    <message>
        <source>the settings file could not be read; defaults are used and it was copied aside</source>
        <translation>le fichier des réglages était illisible ; les valeurs par défaut s&apos;appliquent et il a été mis de côté</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>illisible</translation>
    </message>
    <message>
        <source>refused %1 (%2); default used</source>
        <translation>%1 refusé (%2) ; valeur par défaut utilisée</translation>
    </message>
    <message>
        <source>%1, old file kept as %2</source>
        <translation>%1, ancien fichier conservé sous %2</translation>
    </message>
    <message>
        <source>settings cannot be saved in %1 (not writable); changes last this session</source>
        <translation>les réglages ne peuvent pas être enregistrés dans %1 (non modifiable) ; les changements durent le temps de cette session</translation>
    </message>
    <message>
        <source>Settings: %1</source>
        <translation>Réglages : %1</translation>
    </message>
    <message>
        <source>not text (%1)</source>
        <translation>pas du texte (%1)</translation>
    </message>
    <message>
        <source>%1 characters long</source>
        <translation>%1 caractères</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <translation>%1 n&apos;est pas %2</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>l&apos;une des valeurs %1</translation>
    </message>
    <message>
        <source>%1 is not one of %2</source>
        <translation>%1 ne fait pas partie de %2</translation>
    </message>
    <message>
        <source>a deal number</source>
        <translation>un numéro de donne</translation>
    </message>
    <message>
        <source>%1 is not a deal number</source>
        <translation>%1 n&apos;est pas un numéro de donne</translation>
    </message>
    <message>
        <source>a colour #rrggbb</source>
        <translation>une couleur #rrggbb</translation>
    </message>
    <message>
        <source>a file name</source>
        <translation>un nom de fichier</translation>
    </message>
    <message>
        <source>not saved bytes (%1)</source>
        <translation>pas des octets enregistrés (%1)</translation>
    </message>
    <message>
        <source>a missing file</source>
        <translation>un fichier manquant</translation>
    </message>
    <message>
        <source>not a usable deck</source>
        <translation>pas un jeu de cartes utilisable</translation>
    </message>
</context>
<context>
    <name>ShareActions</name>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG vector image (*.svg)</source>
        <translation>Image vectorielle SVG (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Document PDF (*.pdf)</translation>
    </message>
    <message>
        <source>&amp;Export Image…</source>
        <translation>E&amp;xporter l&apos;image…</translation>
    </message>
    <message>
        <source>Save the table as PNG, SVG or PDF</source>
        <translation>Enregistrer le tapis en PNG, SVG ou PDF</translation>
    </message>
    <message>
        <source>&amp;Copy Image</source>
        <translation>&amp;Copier l&apos;image</translation>
    </message>
    <message>
        <source>Copy the table to the clipboard as an image</source>
        <translation>Copier le tapis dans le presse-papiers comme image</translation>
    </message>
    <message>
        <source>Copy Deal as &amp;Rows</source>
        <translation>Copier la donne en &amp;rangées</translation>
    </message>
    <message>
        <source>The Rosetta Code layout, 8 cards a row</source>
        <translation>Le format de Rosetta Code, 8 cartes par rangée</translation>
    </message>
    <message>
        <source>Copy Deal as &amp;Board</source>
        <translation>Copier la donne en &amp;position</translation>
    </message>
    <message>
        <source>The fc-solve / PySol FC layout, one column a line</source>
        <translation>Le format de fc-solve / PySol FC, une colonne par ligne</translation>
    </message>
    <message>
        <source>Copy Deal as &amp;JSON</source>
        <translation>Copier la donne en &amp;JSON</translation>
    </message>
    <message>
        <source>Open on &amp;freecellgamesolutions.com</source>
        <translation>Ouvrir sur &amp;freecellgamesolutions.com</translation>
    </message>
    <message>
        <source>Show this deal on freecellgamesolutions.com in the browser</source>
        <translation>Afficher cette donne sur freecellgamesolutions.com dans le navigateur</translation>
    </message>
    <message>
        <source>Open &amp;Solution on freecellgamesolutions.com</source>
        <translation>Ouvrir la &amp;solution sur freecellgamesolutions.com</translation>
    </message>
    <message>
        <source>Show this deal&apos;s solution on freecellgamesolutions.com in the browser</source>
        <translation>Afficher la solution de cette donne sur freecellgamesolutions.com dans le navigateur</translation>
    </message>
    <message>
        <source>freecellgamesolutions.com plays only FreeCell with 4 free cells, not %1</source>
        <translation>freecellgamesolutions.com ne propose que FreeCell avec 4 cellules libres, pas %1</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>Exporter l&apos;image</translation>
    </message>
    <message>
        <source>Width in pixels (twice the table on screen by default):</source>
        <translation>Largeur en pixels (par défaut, deux fois le tapis à l&apos;écran) :</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Copied the table to the clipboard as an image</source>
        <translation>Tapis copié dans le presse-papiers comme image</translation>
    </message>
    <message>
        <source>Copied %1 as %2</source>
        <translation>%1 copiée en %2</translation>
    </message>
    <message>
        <source>Could not drag the image: %1</source>
        <translation>Impossible de faire glisser l&apos;image : %1</translation>
    </message>
    <message>
        <source>Open in Browser</source>
        <translation>Ouvrir dans le navigateur</translation>
    </message>
    <message>
        <source>No browser could be started. The address is:
%1</source>
        <translation>Aucun navigateur n&apos;a pu être lancé. L&apos;adresse est :
%1</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>the lock of the game history cannot be made; this window keeps a game of its own in the history</source>
        <translation>Le verrou de l&apos;historique ne peut pas être créé ; cette fenêtre garde sa propre partie dans l&apos;historique</translation>
    </message>
    <message>
        <source>%1 was not a file; it was moved to %2</source>
        <translation>%1 n&apos;était pas un fichier ; il a été déplacé vers %2</translation>
    </message>
    <message>
        <source>another freecell-gui window is open but did not answer; this window keeps a game of its own in the history</source>
        <translation>Une autre fenêtre de freecell-gui est ouverte mais ne répond pas ; cette fenêtre garde sa propre partie dans l&apos;historique</translation>
    </message>
</context>
<context>
    <name>SolutionDialog</name>
    <message>
        <source>Load a Solution</source>
        <translation>Charger une solution</translation>
    </message>
    <message>
        <source>Paste the moves from freecellgamesolutions.com, fc-solve&apos;s output or a saved moves file. They are played from the position on the table.</source>
        <translation>Collez les coups de freecellgamesolutions.com, la sortie de fc-solve ou un fichier de coups enregistré. Ils sont joués depuis la position du tapis.</translation>
    </message>
    <message>
        <source>Moves to load</source>
        <translation>Coups à charger</translation>
    </message>
    <message>
        <source>&amp;Load Moves</source>
        <translation>&amp;Charger les coups</translation>
    </message>
    <message>
        <source>From &amp;File…</source>
        <translation>Depuis un &amp;fichier…</translation>
    </message>
    <message>
        <source>Solutions (*.txt *.sol *.moves);;All files (*)</source>
        <translation>Solutions (*.txt *.sol *.moves);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>SolutionLoading</name>
    <message>
        <source>Not a solution: %1</source>
        <translation>Pas une solution : %1</translation>
    </message>
    <message>
        <source>Not a solution: more than %1 moves (a solution has a few hundred)</source>
        <translation>Pas une solution : plus de %1 coups (une solution en a quelques centaines)</translation>
    </message>
    <message>
        <source>No moves found: paste the site&apos;s solution, fc-solve&apos;s output or a saved moves file</source>
        <translation>Aucun coup trouvé : collez la solution du site, la sortie de fc-solve ou un fichier de coups enregistré</translation>
    </message>
    <message numerus="yes">
        <source>Loaded %n move(s); move %1 (%2) is illegal: %3</source>
        <translation>
            <numerusform>%n coup chargé ; le coup %1 (%2) est interdit : %3</numerusform>
            <numerusform>%n coups chargés ; le coup %1 (%2) est interdit : %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loaded %n move(s) to play: step forward or press Play</source>
        <translation>
            <numerusform>%n coup chargé à jouer : avancez pas à pas ou appuyez sur Lecture</numerusform>
            <numerusform>%n coups chargés à jouer : avancez pas à pas ou appuyez sur Lecture</numerusform>
        </translation>
    </message>
    <message>
        <source>Not a solution: the text has %1 characters (a solution has a few thousand; at most %2 are read)</source>
        <translation>Pas une solution : le texte fait %1 caractères (une solution en a quelques milliers ; au plus %2 sont lus)</translation>
    </message>
</context>
<context>
    <name>SolveActions</name>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop solving</source>
        <translation>Arrêter la résolution</translation>
    </message>
    <message>
        <source>Stop the solver, keeping the best solution so far (Esc)</source>
        <translation>Arrêter le solveur en gardant la meilleure solution trouvée (Échap)</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>R&amp;ésoudre</translation>
    </message>
    <message>
        <source>Solve from the position on the table: the solution becomes the moves to redo</source>
        <translation>Résoudre depuis la position du tapis : la solution devient les coups à rétablir</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>Light the next move of a solution</source>
        <translation>Éclairer le coup suivant d&apos;une solution</translation>
    </message>
    <message>
        <source>Stop Sol&amp;ving</source>
        <translation>&amp;Arrêter la résolution</translation>
    </message>
    <message>
        <source>Stop the solver, keeping its best</source>
        <translation>Arrêter le solveur en gardant son meilleur résultat</translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s) (stopped early: the best found so far)</source>
        <translation>
            <numerusform>Résolu en %Ln coup (arrêté tôt : le meilleur trouvé jusqu&apos;ici)</numerusform>
            <numerusform>Résolu en %Ln coups (arrêté tôt : le meilleur trouvé jusqu&apos;ici)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s)</source>
        <translation>
            <numerusform>Résolu en %Ln coup</numerusform>
            <numerusform>Résolu en %Ln coups</numerusform>
        </translation>
    </message>
    <message>
        <source>No solution exists from this position</source>
        <translation>Aucune solution depuis cette position</translation>
    </message>
    <message>
        <source>No solution found: gave up after %1 s</source>
        <translation>Aucune solution trouvée : abandon après %1 s</translation>
    </message>
    <message>
        <source>No solution found: gave up after %1 positions</source>
        <translation>Aucune solution trouvée : abandon après %1 positions</translation>
    </message>
    <message>
        <source>No solution found: cancelled</source>
        <translation>Aucune solution trouvée : annulé</translation>
    </message>
    <message>
        <source>No solution found: the solver stopped unexpectedly</source>
        <translation>Aucune solution trouvée : le solveur s&apos;est arrêté de façon inattendue</translation>
    </message>
    <message>
        <source>No solution found: gave up</source>
        <translation>Aucune solution trouvée : abandon</translation>
    </message>
    <message>
        <source>Solving… %1 positions, %2 s</source>
        <translation>Résolution… %1 positions, %2 s</translation>
    </message>
    <message numerus="yes">
        <source>Solving… %Ln move(s), shortening… %1 positions, %2 s</source>
        <translation>
            <numerusform>Résolution… %Ln coup, raccourcissement… %1 positions, %2 s</numerusform>
            <numerusform>Résolution… %Ln coups, raccourcissement… %1 positions, %2 s</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is won: nothing to solve</source>
        <translation>La partie est gagnée : rien à résoudre</translation>
    </message>
    <message>
        <source>Finding a hint…</source>
        <translation>Recherche d&apos;un indice…</translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation>Résolution…</translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s), shortening…</source>
        <translation>
            <numerusform>Résolu en %Ln coup, raccourcissement…</numerusform>
            <numerusform>Résolu en %Ln coups, raccourcissement…</numerusform>
        </translation>
    </message>
    <message>
        <source>No hint. %1</source>
        <translation>Pas d&apos;indice. %1</translation>
    </message>
    <message>
        <source>The game is won</source>
        <translation>La partie est gagnée</translation>
    </message>
    <message>
        <source>Solving: the hint comes with the solution</source>
        <translation>Résolution en cours : l&apos;indice viendra avec la solution</translation>
    </message>
    <message numerus="yes">
        <source>Hint: %1 (a solution in %Ln move(s) from here)</source>
        <translation>
            <numerusform>Indice : %1 (une solution en %Ln coup d&apos;ici)</numerusform>
            <numerusform>Indice : %1 (une solution en %Ln coups d&apos;ici)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s) (stopped: the position changed)</source>
        <translation>
            <numerusform>Résolu en %Ln coup (arrêté : la position a changé)</numerusform>
            <numerusform>Résolu en %Ln coups (arrêté : la position a changé)</numerusform>
        </translation>
    </message>
    <message>
        <source>Solver stopped: the position changed</source>
        <translation>Solveur arrêté : la position a changé</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Your fewest moves</source>
        <translation>Vos coups les moins nombreux</translation>
    </message>
    <message>
        <source>Solver&apos;s shortest</source>
        <translation>Plus courte du solveur</translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation>Gagnées avec aide</translation>
    </message>
    <message>
        <source>{none} (no game won without help or given up yet)</source>
        <translation>{none} (aucune partie gagnée sans aide ni abandonnée pour l&apos;instant)</translation>
    </message>
    <message>
        <source>{rate} ({won} of {decided})</source>
        <translation>{rate} ({won} sur {decided})</translation>
    </message>
    <message>
        <source>Won without help</source>
        <translation>Gagnées sans aide</translation>
    </message>
    <message>
        <source>Given up</source>
        <translation>Abandonnées</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Série en cours</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Plus longue série</translation>
    </message>
    <message>
        <source>Played counts every game: won, won with help, given up or in progress. The win rate counts your wins without help out of those wins and the games given up; wins with Hint or Solve and games in progress change neither the win rate nor the streaks.</source>
        <translation>Jouées compte chaque partie&#xa0;: gagnée, gagnée avec aide, abandonnée ou en cours. Le taux de victoire compte vos victoires sans aide parmi ces victoires et les parties abandonnées&#xa0;; les victoires avec Indice ou Résoudre et les parties en cours ne changent ni le taux de victoire ni les séries.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Deals played: your fewest moves to win beside the solver&apos;s shortest</source>
        <translation>Donnes jouées&#xa0;: vos coups les moins nombreux pour gagner à côté de la plus courte solution du solveur</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Précédentes</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivantes</translation>
    </message>
    <message>
        <source>Delete History…</source>
        <translation>Supprimer l&apos;historique…</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>The statistics of one game: FreeCell, or a variant you played (Baker&apos;s Game, fewer cells)</source>
        <translation>Les statistiques d’un jeu&#xa0;: FreeCell, ou une variante que vous avez jouée (Baker&apos;s Game, moins de cellules)</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Toutes les parties</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1&#xa0;:</translation>
    </message>
    <message>
        <source>Game history: %1</source>
        <translation>Historique des parties&#xa0;: %1</translation>
    </message>
    <message>
        <source>finding…</source>
        <translation>recherche…</translation>
    </message>
    <message>
        <source>Deals %1–%2</source>
        <translation>Donnes %1–%2</translation>
    </message>
    <message>
        <source>No deal played yet</source>
        <translation>Aucune donne jouée pour l&apos;instant</translation>
    </message>
    <message>
        <source>No more deals</source>
        <translation>Plus de donnes</translation>
    </message>
</context>
<context>
    <name>TableAccessibility</name>
    <message>
        <source>up to the Ace</source>
        <translation>jusqu&apos;à l&apos;As</translation>
    </message>
    <message>
        <source>up to the Two</source>
        <translation>jusqu&apos;au Deux</translation>
    </message>
    <message>
        <source>up to the Three</source>
        <translation>jusqu&apos;au Trois</translation>
    </message>
    <message>
        <source>up to the Four</source>
        <translation>jusqu&apos;au Quatre</translation>
    </message>
    <message>
        <source>up to the Five</source>
        <translation>jusqu&apos;au Cinq</translation>
    </message>
    <message>
        <source>up to the Six</source>
        <translation>jusqu&apos;au Six</translation>
    </message>
    <message>
        <source>up to the Seven</source>
        <translation>jusqu&apos;au Sept</translation>
    </message>
    <message>
        <source>up to the Eight</source>
        <translation>jusqu&apos;au Huit</translation>
    </message>
    <message>
        <source>up to the Nine</source>
        <translation>jusqu&apos;au Neuf</translation>
    </message>
    <message>
        <source>up to the Ten</source>
        <translation>jusqu&apos;au Dix</translation>
    </message>
    <message>
        <source>up to the Jack</source>
        <translation>jusqu&apos;au Valet</translation>
    </message>
    <message>
        <source>up to the Queen</source>
        <translation>jusqu&apos;à la Dame</translation>
    </message>
    <message>
        <source>up to the King</source>
        <translation>jusqu&apos;au Roi</translation>
    </message>
    <message>
        <source>free cell %1</source>
        <translation>cellule libre %1</translation>
    </message>
    <message>
        <source>%1, top card</source>
        <translation>%1, carte du dessus</translation>
    </message>
    <message>
        <source>%1, covered</source>
        <translation>%1, recouverte</translation>
    </message>
    <message>
        <source>cascade %1, card %2 of %3, top card</source>
        <translation>colonne %1, carte %2 sur %3, carte du dessus</translation>
    </message>
    <message>
        <source>cascade %1, card %2 of %3, covered</source>
        <translation>colonne %1, carte %2 sur %3, recouverte</translation>
    </message>
    <message>
        <source>Free cell %1, empty</source>
        <translation>Cellule libre %1, vide</translation>
    </message>
    <message>
        <source>Free cell %1, %2</source>
        <translation>Cellule libre %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1, vide</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a foundation, how far it has grown</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Cascade %1, empty</source>
        <translation>Colonne %1, vide</translation>
    </message>
    <message>
        <source>FreeCell table</source>
        <translation>Table de FreeCell</translation>
    </message>
    <message>
        <source>Keys 1 to 8 pick a cascade (this game has no free cell); a second key sends the cards there, h sends them home, the same key twice sends a card home, Escape lets go.</source>
        <translation>Les touches 1 à 8 choisissent une colonne (cette partie n’a aucune cellule libre)&#xa0;; une seconde touche y envoie les cartes, h les envoie sur les fondations, la même touche deux fois envoie une carte sur les fondations, Échap relâche.</translation>
    </message>
    <message>
        <source>Keys 1 to 8 pick a cascade, a the free cell; a second key sends the cards there, h sends them home, the same key twice sends a card home or to the free cell, Escape lets go.</source>
        <translation>Les touches 1 à 8 choisissent une colonne, a la cellule libre&#xa0;; une seconde touche y envoie les cartes, h les envoie sur les fondations, la même touche deux fois envoie une carte sur les fondations ou dans la cellule libre, Échap relâche.</translation>
    </message>
    <message>
        <source>Keys 1 to 8 pick a cascade, a to %1 a free cell; a second key sends the cards there, h sends them home, the same key twice sends a card home or to a free cell, Escape lets go.</source>
        <translation>Les touches 1 à 8 choisissent une colonne, a à %1 une cellule libre&#xa0;; une seconde touche y envoie les cartes, h les envoie sur les fondations, la même touche deux fois envoie une carte sur les fondations ou dans une cellule libre, Échap relâche.</translation>
    </message>
    <message>
        <source>Keys 1 to 8 pick a cascade, a to d a free cell; a second key sends the cards there, h sends them home, the same key twice sends a card home or to a free cell, Escape lets go.</source>
        <translation>Les touches 1 à 8 choisissent une colonne, a à d une cellule libre&#xa0;; une seconde touche y envoie les cartes, h les envoie sur les fondations, la même touche deux fois envoie une carte sur les fondations ou dans une cellule libre, Échap relâche.</translation>
    </message>
    <message>
        <source>What the table last said</source>
        <translation>Dernière annonce de la table</translation>
    </message>
    <message>
        <source>Picked up: %1, %2</source>
        <translation>Prise&#xa0;: %1, %2</translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 sur sa fondation</translation>
    </message>
    <message>
        <source>%1 to free cell %2</source>
        <translation>%1 dans la cellule libre %2</translation>
    </message>
    <message>
        <source>%1 to cascade %2, on the %3</source>
        <translation>%1 dans la colonne %2, sur la carte %3</translation>
    </message>
    <message>
        <source>%1 to cascade %2, empty</source>
        <translation>%1 dans la colonne vide %2</translation>
    </message>
    <message>
        <source>Autoplay: %1 to the foundations</source>
        <translation>Jeu automatique&#xa0;: %1 sur les fondations</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Undone: %1 back to free cell %2</source>
        <translation>Annulé&#xa0;: %1, retour dans la cellule libre %2</translation>
    </message>
    <message>
        <source>Undone: %1 back to cascade %2</source>
        <translation>Annulé&#xa0;: %1, retour dans la colonne %2</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Refusé&#xa0;: %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>New game: deal %1</source>
        <translation>Nouvelle partie&#xa0;: donne n° %1</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>Nouvelle partie de %1</translation>
    </message>
    <message>
        <source>New game of %1: deal %2</source>
        <translation>Nouvelle partie de %1&#xa0;: donne n° %2</translation>
    </message>
</context>
<context>
    <name>TableCounts</name>
    <message numerus="yes">
        <source>Cascade %1, %n card(s), %2 on top</source>
        <translation>
            <numerusform>Colonne %1, %n carte, carte du dessus&#xa0;: %2</numerusform>
            <numerusform>Colonne %1, %n cartes, carte du dessus&#xa0;: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) from the %1</source>
        <translation>
            <numerusform>%n carte à partir de la carte %1</numerusform>
            <numerusform>%n cartes à partir de la carte %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Position after %n move(s)</source>
        <translation>
            <numerusform>Position après %n coup</numerusform>
            <numerusform>Position après %n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Won in %n move(s)</source>
        <translation>
            <numerusform>Gagné en %n coup</numerusform>
            <numerusform>Gagné en %n coups</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableNames</name>
    <message>
        <source>Ace of Clubs</source>
        <translation>As de trèfle</translation>
    </message>
    <message>
        <source>Two of Clubs</source>
        <translation>Deux de trèfle</translation>
    </message>
    <message>
        <source>Three of Clubs</source>
        <translation>Trois de trèfle</translation>
    </message>
    <message>
        <source>Four of Clubs</source>
        <translation>Quatre de trèfle</translation>
    </message>
    <message>
        <source>Five of Clubs</source>
        <translation>Cinq de trèfle</translation>
    </message>
    <message>
        <source>Six of Clubs</source>
        <translation>Six de trèfle</translation>
    </message>
    <message>
        <source>Seven of Clubs</source>
        <translation>Sept de trèfle</translation>
    </message>
    <message>
        <source>Eight of Clubs</source>
        <translation>Huit de trèfle</translation>
    </message>
    <message>
        <source>Nine of Clubs</source>
        <translation>Neuf de trèfle</translation>
    </message>
    <message>
        <source>Ten of Clubs</source>
        <translation>Dix de trèfle</translation>
    </message>
    <message>
        <source>Jack of Clubs</source>
        <translation>Valet de trèfle</translation>
    </message>
    <message>
        <source>Queen of Clubs</source>
        <translation>Dame de trèfle</translation>
    </message>
    <message>
        <source>King of Clubs</source>
        <translation>Roi de trèfle</translation>
    </message>
    <message>
        <source>Ace of Diamonds</source>
        <translation>As de carreau</translation>
    </message>
    <message>
        <source>Two of Diamonds</source>
        <translation>Deux de carreau</translation>
    </message>
    <message>
        <source>Three of Diamonds</source>
        <translation>Trois de carreau</translation>
    </message>
    <message>
        <source>Four of Diamonds</source>
        <translation>Quatre de carreau</translation>
    </message>
    <message>
        <source>Five of Diamonds</source>
        <translation>Cinq de carreau</translation>
    </message>
    <message>
        <source>Six of Diamonds</source>
        <translation>Six de carreau</translation>
    </message>
    <message>
        <source>Seven of Diamonds</source>
        <translation>Sept de carreau</translation>
    </message>
    <message>
        <source>Eight of Diamonds</source>
        <translation>Huit de carreau</translation>
    </message>
    <message>
        <source>Nine of Diamonds</source>
        <translation>Neuf de carreau</translation>
    </message>
    <message>
        <source>Ten of Diamonds</source>
        <translation>Dix de carreau</translation>
    </message>
    <message>
        <source>Jack of Diamonds</source>
        <translation>Valet de carreau</translation>
    </message>
    <message>
        <source>Queen of Diamonds</source>
        <translation>Dame de carreau</translation>
    </message>
    <message>
        <source>King of Diamonds</source>
        <translation>Roi de carreau</translation>
    </message>
    <message>
        <source>Ace of Hearts</source>
        <translation>As de cœur</translation>
    </message>
    <message>
        <source>Two of Hearts</source>
        <translation>Deux de cœur</translation>
    </message>
    <message>
        <source>Three of Hearts</source>
        <translation>Trois de cœur</translation>
    </message>
    <message>
        <source>Four of Hearts</source>
        <translation>Quatre de cœur</translation>
    </message>
    <message>
        <source>Five of Hearts</source>
        <translation>Cinq de cœur</translation>
    </message>
    <message>
        <source>Six of Hearts</source>
        <translation>Six de cœur</translation>
    </message>
    <message>
        <source>Seven of Hearts</source>
        <translation>Sept de cœur</translation>
    </message>
    <message>
        <source>Eight of Hearts</source>
        <translation>Huit de cœur</translation>
    </message>
    <message>
        <source>Nine of Hearts</source>
        <translation>Neuf de cœur</translation>
    </message>
    <message>
        <source>Ten of Hearts</source>
        <translation>Dix de cœur</translation>
    </message>
    <message>
        <source>Jack of Hearts</source>
        <translation>Valet de cœur</translation>
    </message>
    <message>
        <source>Queen of Hearts</source>
        <translation>Dame de cœur</translation>
    </message>
    <message>
        <source>King of Hearts</source>
        <translation>Roi de cœur</translation>
    </message>
    <message>
        <source>Ace of Spades</source>
        <translation>As de pique</translation>
    </message>
    <message>
        <source>Two of Spades</source>
        <translation>Deux de pique</translation>
    </message>
    <message>
        <source>Three of Spades</source>
        <translation>Trois de pique</translation>
    </message>
    <message>
        <source>Four of Spades</source>
        <translation>Quatre de pique</translation>
    </message>
    <message>
        <source>Five of Spades</source>
        <translation>Cinq de pique</translation>
    </message>
    <message>
        <source>Six of Spades</source>
        <translation>Six de pique</translation>
    </message>
    <message>
        <source>Seven of Spades</source>
        <translation>Sept de pique</translation>
    </message>
    <message>
        <source>Eight of Spades</source>
        <translation>Huit de pique</translation>
    </message>
    <message>
        <source>Nine of Spades</source>
        <translation>Neuf de pique</translation>
    </message>
    <message>
        <source>Ten of Spades</source>
        <translation>Dix de pique</translation>
    </message>
    <message>
        <source>Jack of Spades</source>
        <translation>Valet de pique</translation>
    </message>
    <message>
        <source>Queen of Spades</source>
        <translation>Dame de pique</translation>
    </message>
    <message>
        <source>King of Spades</source>
        <translation>Roi de pique</translation>
    </message>
    <message>
        <source>Clubs foundation</source>
        <translation>Fondation de trèfle</translation>
    </message>
    <message>
        <source>Diamonds foundation</source>
        <translation>Fondation de carreau</translation>
    </message>
    <message>
        <source>Hearts foundation</source>
        <translation>Fondation de cœur</translation>
    </message>
    <message>
        <source>Spades foundation</source>
        <translation>Fondation de pique</translation>
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
        <translation>cellule libre %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>colonne %1</translation>
    </message>
    <message>
        <source>column %1, card %2</source>
        <translation>colonne %1, carte %2</translation>
    </message>
</context>
<context>
    <name>TablePlay</name>
    <message>
        <source>cards never leave the foundations</source>
        <translation>les cartes ne quittent jamais les fondations</translation>
    </message>
    <message>
        <source>%1 cannot move: the cards on it are not an ordered run (each a rank lower, colours alternating)</source>
        <translation>%1 ne peut pas bouger : les cartes posées dessus ne forment pas une suite ordonnée (chacune d&apos;un rang inférieur, couleurs alternées)</translation>
    </message>
    <message>
        <source>%1 cannot move: the cards on it are not an ordered run (each a rank lower, same suit)</source>
        <translation>%1 ne peut pas bouger&#xa0;: les cartes posées dessus ne forment pas une suite ordonnée (chacune d&apos;un rang inférieur, de la même enseigne)</translation>
    </message>
    <message>
        <source>%1 is covered: double-click the last card of a column</source>
        <translation>%1 est recouverte : double-cliquez sur la dernière carte d&apos;une colonne</translation>
    </message>
    <message>
        <source>%1 cannot go home yet, and every free cell is taken</source>
        <translation>%1 ne peut pas encore aller sur les fondations, et toutes les cellules libres sont occupées</translation>
    </message>
    <message>
        <source>%1 cannot go home yet, and this game has no free cell</source>
        <translation>%1 ne peut pas encore aller sur les fondations, et cette partie n&apos;a pas de cellule libre</translation>
    </message>
</context>
<context>
    <name>VariantActions</name>
    <message>
        <source>Free &amp;Cells</source>
        <translation>&amp;Cellules libres</translation>
    </message>
    <message numerus="yes">
        <source>Play this deal and the next with %n free cell(s)</source>
        <translation>
            <numerusform>Jouer cette donne et les suivantes avec %n cellule libre</numerusform>
            <numerusform>Jouer cette donne et les suivantes avec %n cellules libres</numerusform>
        </translation>
    </message>
    <message>
        <source>Rul&amp;es</source>
        <translation>Rè&amp;gles</translation>
    </message>
    <message>
        <source>Build down in alternate colours (Microsoft FreeCell)</source>
        <translation>Descendre en couleurs alternées (Microsoft FreeCell)</translation>
    </message>
    <message>
        <source>Build down by suit; an empty column takes any card (FreeCell&apos;s ancestor)</source>
        <translation>Descendre dans la même enseigne&#xa0;; une colonne vide accepte n&apos;importe quelle carte (l&apos;ancêtre de FreeCell)</translation>
    </message>
    <message>
        <source>Game played</source>
        <translation>Jeu en cours</translation>
    </message>
    <message>
        <source>The game on the table: Game › Free Cells and Game › Rules</source>
        <translation>Le jeu sur la table&#xa0;: Partie › Cellules libres et Partie › Règles</translation>
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
            <numerusform>Baker&apos;s Game, %n cellule libre</numerusform>
            <numerusform>Baker&apos;s Game, %n cellules libres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>FreeCell, %n free cell(s)</source>
        <translation>
            <numerusform>FreeCell, %n cellule libre</numerusform>
            <numerusform>FreeCell, %n cellules libres</numerusform>
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
        <translation>Surligner &amp;des cartes…</translation>
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
        <source>Column and Cell La&amp;bels</source>
        <translation>&amp;Étiquettes des colonnes et des cases</translation>
    </message>
    <message>
        <source>Show columns 1-8 and free cells a-d, as freecellgamesolutions.com names them</source>
        <translation>Afficher les colonnes 1 à 8 et les cases libres a à d, comme freecellgamesolutions.com les nomme</translation>
    </message>
    <message>
        <source>Table &amp;Colour…</source>
        <translation>Couleur du &amp;tapis…</translation>
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
        <source>Highlight Ran&amp;k or Suit</source>
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
        <source>%1 is not a card, rank, suit or colour (try QS, 10H, Q, queens, S, ♠ or red)</source>
        <translation>%1 n&apos;est ni une carte, ni un rang, ni une couleur, ni red/black (essayez QS, 10H, Q, queens, S, ♠ ou red)</translation>
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
        <source>You won deal #%1 (%2) in %Ln move(s).</source>
        <translation>
            <numerusform>Vous avez gagné la donne n°&#xa0;%1 (%2) en %Ln coup.</numerusform>
            <numerusform>Vous avez gagné la donne n°&#xa0;%1 (%2) en %Ln coups.</numerusform>
        </translation>
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
        <translation>Donne suivante pas encore &amp;gagnée</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
</TS>
