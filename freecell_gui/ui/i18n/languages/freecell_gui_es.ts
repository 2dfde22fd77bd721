<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>Appearance</name>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Sistema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Claro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Oscuro</translation>
    </message>
</context>
<context>
    <name>BoardActions</name>
    <message>
        <source>&amp;Open Board…</source>
        <translation>&amp;Abrir posición…</translation>
    </message>
    <message>
        <source>Show a layout pasted or loaded from a file, as a custom deal</source>
        <translation>Mostrar una disposición pegada o cargada de un archivo, como reparto propio</translation>
    </message>
    <message>
        <source>&amp;Compare with Board…</source>
        <translation>&amp;Comparar con una posición…</translation>
    </message>
    <message>
        <source>Paste or load a board and mark every card that differs from this deal</source>
        <translation>Pegar o cargar una posición y marcar cada carta que difiere de este reparto</translation>
    </message>
    <message>
        <source>C&amp;lear Comparison</source>
        <translation>&amp;Quitar la comparación</translation>
    </message>
    <message>
        <source>Find Deal from a &amp;Picture…</source>
        <translation>Buscar el reparto de una &amp;imagen…</translation>
    </message>
    <message>
        <source>Read a screenshot of a table and find its deal</source>
        <translation>Leer una captura de pantalla de una mesa y encontrar su reparto</translation>
    </message>
    <message>
        <source>Open Board from &amp;Picture…</source>
        <translation>Abrir posición desde una &amp;imagen…</translation>
    </message>
    <message>
        <source>Read a screenshot as a board</source>
        <translation>Leer una captura de pantalla como posición</translation>
    </message>
    <message>
        <source>Open Board</source>
        <translation>Abrir posición</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <source>This board cannot be shown: %1.</source>
        <translation>Esta posición no se puede mostrar: %1.</translation>
    </message>
    <message>
        <source>Showing %1</source>
        <translation>Mostrando: %1</translation>
    </message>
    <message>
        <source>Compare with Board</source>
        <translation>Comparar con una posición</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Comparar</translation>
    </message>
    <message>
        <source>%1 (column %3, card %4) is %2 in the compared board</source>
        <translation>%1 (columna %3, carta %4) es %2 en la posición comparada</translation>
    </message>
    <message>
        <source>%1 (column %3, card %4) is past the end of column %3 in the compared board</source>
        <translation>%1 (columna %3, carta %4) queda más allá del final de la columna %3 en la posición comparada</translation>
    </message>
    <message>
        <source>the compared board has %2 at column %3, card %4, past the end of the table&apos;s column</source>
        <translation>la posición comparada tiene %2 en la columna %3, carta %4, más allá del final de la columna de la mesa</translation>
    </message>
    <message>
        <source>column %3, card %4 is empty in both</source>
        <translation>columna %3, carta %4 está vacía en ambas</translation>
    </message>
    <message>
        <source>All 52 cards match.</source>
        <translation>Las 52 cartas coinciden.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) differ: %1; and %2 more</source>
        <translation>
            <numerusform>%n carta difiere: %1; y %2 más</numerusform>
            <numerusform>%n cartas difieren: %1; y %2 más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) differ: %1</source>
        <translation>
            <numerusform>%n carta difiere: %1</numerusform>
            <numerusform>%n cartas difieren: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardDialog</name>
    <message>
        <source>Automatic (board, rows or JSON)</source>
        <translation>Automático (posición, filas o JSON)</translation>
    </message>
    <message>
        <source>Any text: cards in rows, left to right</source>
        <translation>Cualquier texto: cartas en filas, de izquierda a derecha</translation>
    </message>
    <message>
        <source>Any text: cards in columns, top to bottom</source>
        <translation>Cualquier texto: cartas en columnas, de arriba abajo</translation>
    </message>
    <message>
        <source>Paste a board here: the fc-solve / PySol layout (one column a line), the rows layout, JSON, or a table copied from a web page (then choose how its cards run).</source>
        <translation>Pegue aquí una posición: el formato de fc-solve / PySol (una columna por línea), el formato por filas, JSON o una tabla copiada de una página web (elija entonces cómo van sus cartas).</translation>
    </message>
    <message>
        <source>Board text</source>
        <translation>Texto de la posición</translation>
    </message>
    <message>
        <source>&amp;Load File…</source>
        <translation>&amp;Cargar archivo…</translation>
    </message>
    <message>
        <source>&amp;Read as:</source>
        <translation>&amp;Leer como:</translation>
    </message>
    <message>
        <source>Load Board</source>
        <translation>Cargar posición</translation>
    </message>
    <message>
        <source>Boards (*.txt *.board *.json);;All files (*)</source>
        <translation>Posiciones (*.txt *.board *.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>This is not a FreeCell layout: the text is %1 characters long; a board is far shorter (at most %2 are read)</source>
        <translation>No es una disposición de FreeCell: el texto tiene %1 caracteres; una posición es mucho más corta (se leen como mucho %2)</translation>
    </message>
    <message>
        <source>This is not a FreeCell layout: %1</source>
        <translation>No es una disposición de FreeCell: %1</translation>
    </message>
    <message>
        <source>This text could not be read as a FreeCell layout (%1)</source>
        <translation>Este texto no se pudo leer como una disposición de FreeCell (%1)</translation>
    </message>
</context>
<context>
    <name>BoardMessages</name>
    <message>
        <source>line %1: %2</source>
        <translation>línea %1: %2</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>columna %1: %2</translation>
    </message>
    <message>
        <source>the text is %1 characters long; a board is far shorter (at most %2 characters are read)</source>
        <translation>el texto tiene %1 caracteres; una disposición es mucho más corta (se leen como máximo %2 caracteres)</translation>
    </message>
    <message>
        <source>%1 is not a card: write a rank (A 2-9 T J Q K, or 10) then a suit (C D H S), as in QS or 10H</source>
        <translation>%1 no es una carta: escriba un valor (A 2-9 T J Q K, o 10) y luego un palo (C D H S), como QS o 10H</translation>
    </message>
    <message>
        <source>%1 is not a card: write a rank (A 2-9 T J Q K, or 10) then a suit (C D H S), as in QS or 10H, or ?? for a card not known</source>
        <translation>%1 no es una carta: escriba un valor (A 2-9 T J Q K, o 10) y luego un palo (C D H S), como QS o 10H, o ?? para una carta desconocida</translation>
    </message>
    <message>
        <source>%1 is not a foundation (write suit-rank, as H-5 or S-0)</source>
        <translation>%1 no es una fundación (escriba palo-valor, como H-5 o S-0)</translation>
    </message>
    <message>
        <source>the key %1 holds a letter that only looks like ASCII</source>
        <translation>la clave %1 contiene una letra que solo parece ASCII</translation>
    </message>
    <message>
        <source>the %1 is given twice</source>
        <translation>indicada dos veces: %1</translation>
    </message>
    <message>
        <source>%1 appears again on the same line</source>
        <translation>%1 aparece otra vez en la misma línea</translation>
    </message>
    <message>
        <source>%1 appears again (first on column %2)</source>
        <translation>%1 aparece otra vez (primero en la columna %2)</translation>
    </message>
    <message>
        <source>%1 appears again (first on line %2)</source>
        <translation>%1 aparece otra vez (primero en la línea %2)</translation>
    </message>
    <message numerus="yes">
        <source>a FreeCell layout has 8 cascades, but this text has %n cascade line(s)</source>
        <translation>
            <numerusform>una disposición de FreeCell tiene 8 columnas, pero este texto tiene %n línea de columna</numerusform>
            <numerusform>una disposición de FreeCell tiene 8 columnas, pero este texto tiene %n líneas de columnas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a FreeCell layout has 8 cascades, but this text has %n column(s)</source>
        <translation>
            <numerusform>una disposición de FreeCell tiene 8 columnas, pero este texto tiene %n columna</numerusform>
            <numerusform>una disposición de FreeCell tiene 8 columnas, pero este texto tiene %n columnas</numerusform>
        </translation>
    </message>
    <message>
        <source>a second Foundations: line (the first is line %1)</source>
        <translation>una segunda línea «Foundations:» (la primera es la línea %1)</translation>
    </message>
    <message>
        <source>a second Freecells: line (the first is line %1)</source>
        <translation>una segunda línea «Freecells:» (la primera es la línea %1)</translation>
    </message>
    <message>
        <source>FreeCell has %2 free cells, this line fills %1</source>
        <translation>FreeCell tiene %2 celdas libres; esta línea llena %1</translation>
    </message>
    <message>
        <source>a row holds at most 8 cards, this one has %1</source>
        <translation>una fila tiene como máximo 8 cartas; esta tiene %1</translation>
    </message>
    <message>
        <source>a row of fewer than 8 cards comes before line %1; only the last row may be short</source>
        <translation>una fila de menos de 8 cartas va antes de la línea %1; solo la última fila puede ser más corta</translation>
    </message>
    <message>
        <source>not valid JSON (at character %1 of the line)</source>
        <translation>JSON no válido (en el carácter %1 de la línea)</translation>
    </message>
    <message>
        <source>&quot;deal&quot;: %1 is not a deal: deal numbers run from %2 to %3</source>
        <translation>&quot;deal&quot;: %1 no es un número de reparto: los números van de %2 a %3</translation>
    </message>
    <message>
        <source>this text is not a FreeCell layout</source>
        <translation>este texto no es una disposición de FreeCell</translation>
    </message>
    <message>
        <source>this board is a game in progress (cards in free cells or foundations)</source>
        <translation>esta disposición es una partida en curso (hay cartas en las celdas libres o en las fundaciones)</translation>
    </message>
    <message>
        <source>the text is empty: paste or load a layout of 52 cards</source>
        <translation>el texto está vacío: pegue o cargue una disposición de 52 cartas</translation>
    </message>
    <message>
        <source>the text is empty: write the cascades, ?? for each card not known</source>
        <translation>el texto está vacío: escriba las columnas, ?? para cada carta desconocida</translation>
    </message>
    <message>
        <source>more than 52 cards (a deck has 52)</source>
        <translation>más de 52 cartas (una baraja tiene 52)</translation>
    </message>
    <message>
        <source>a FreeCell layout has 8 cascades; this is a ninth</source>
        <translation>una disposición de FreeCell tiene 8 columnas; esta es una novena</translation>
    </message>
    <message>
        <source>a free cell holds a card you can see, or nothing (write -)</source>
        <translation>una celda libre tiene una carta visible o nada (escriba -)</translation>
    </message>
    <message>
        <source>not a JSON layout: it is nested far too deeply</source>
        <translation>no es una disposición JSON: está anidada a demasiada profundidad</translation>
    </message>
    <message>
        <source>not a JSON layout: a value in it cannot be read</source>
        <translation>no es una disposición JSON: un valor no se puede leer</translation>
    </message>
    <message>
        <source>JSON layout needs an object with &quot;columns&quot;: a list of 8 lists of card codes</source>
        <translation>una disposición JSON necesita un objeto con &quot;columns&quot;: una lista de 8 listas de códigos de cartas</translation>
    </message>
    <message>
        <source>must be a list of card codes such as &quot;QS&quot;</source>
        <translation>debe ser una lista de códigos de cartas como &quot;QS&quot;</translation>
    </message>
    <message>
        <source>&quot;deal&quot; must be a whole number or null</source>
        <translation>&quot;deal&quot; debe ser un número entero o null</translation>
    </message>
    <message>
        <source>no card codes found (write them as QS, 10H or Q♠)</source>
        <translation>no se encontraron códigos de cartas (escríbalos como QS, 10H o Q♠)</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) missing: %1 and %2 more</source>
        <translation>
            <numerusform>falta %n carta: %1 y %2 más</numerusform>
            <numerusform>faltan %n cartas: %1 y %2 más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) missing: %1</source>
        <translation>
            <numerusform>falta %n carta: %1</numerusform>
            <numerusform>faltan %n cartas: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardTextEdit</name>
    <message>
        <source>The pasted text is %1 characters long; a board is far shorter (at most %2 characters are read), so it was not pasted.</source>
        <translation>El texto pegado tiene %1 caracteres; una posición es mucho más corta (se leen como mucho %2 caracteres), así que no se pegó.</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>✔ Solvable</source>
        <translation>✔ Tiene solución</translation>
    </message>
    <message>
        <source>✘ No solution</source>
        <translation>✘ Sin solución</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Comprobando…</translation>
    </message>
    <message>
        <source>✘ No solution from here: Undo (Ctrl+Z) goes back</source>
        <translation>✘ Sin solución: Deshacer (Ctrl+Z) vuelve atrás</translation>
    </message>
    <message>
        <source>Show &amp;Solvability</source>
        <translation>Mostrar si tiene &amp;solución</translation>
    </message>
    <message>
        <source>After every move, say whether the game can still be won</source>
        <translation>Tras cada movimiento, decir si la partida aún se puede ganar</translation>
    </message>
    <message>
        <source>? Unknown</source>
        <translation>? Desconocido</translation>
    </message>
    <message>
        <source>Checking whether this position can be won</source>
        <translation>Comprobando si esta posición se puede ganar</translation>
    </message>
    <message>
        <source>✔ Won</source>
        <translation>✔ Ganada</translation>
    </message>
    <message>
        <source>Every card is home</source>
        <translation>Todas las cartas están en las fundaciones</translation>
    </message>
    <message>
        <source>This position can be won</source>
        <translation>Esta posición se puede ganar</translation>
    </message>
    <message>
        <source>The last move lost the game: undo it and the game can be won</source>
        <translation>El último movimiento perdió la partida: deshágalo y se puede ganar</translation>
    </message>
    <message numerus="yes">
        <source>✘ No solution from here: undo %n move(s) (Ctrl+Z) to go back</source>
        <translation>
            <numerusform>✘ Sin solución: deshaga %n movimiento (Ctrl+Z)</numerusform>
            <numerusform>✘ Sin solución: deshaga %n movimientos (Ctrl+Z)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game could be won %n move(s) ago</source>
        <translation>
            <numerusform>La partida se podía ganar hace %n movimiento</numerusform>
            <numerusform>La partida se podía ganar hace %n movimientos</numerusform>
        </translation>
    </message>
    <message>
        <source>No solution exists: this deal cannot be won</source>
        <translation>No hay solución: este reparto no se puede ganar</translation>
    </message>
    <message>
        <source>✘ No solution from here</source>
        <translation>✘ Sin solución desde aquí</translation>
    </message>
    <message>
        <source>No solution exists from this position</source>
        <translation>No hay solución desde esta posición</translation>
    </message>
</context>
<context>
    <name>DealNames</name>
    <message>
        <source>Custom deal</source>
        <translation>Reparto propio</translation>
    </message>
    <message>
        <source>Deal #%1</source>
        <translation>Reparto n.º %1</translation>
    </message>
    <message>
        <source>FreeCell Pro extended</source>
        <translation>FreeCell Pro ampliado</translation>
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
        <translation>Repar&amp;tos aleatorios de</translation>
    </message>
    <message>
        <source>&amp;Previous Deal</source>
        <translation>Reparto &amp;anterior</translation>
    </message>
    <message>
        <source>Show the previous deal</source>
        <translation>Mostrar el reparto anterior</translation>
    </message>
    <message>
        <source>&amp;Next Deal</source>
        <translation>Reparto &amp;siguiente</translation>
    </message>
    <message>
        <source>Show the next deal</source>
        <translation>Mostrar el reparto siguiente</translation>
    </message>
    <message>
        <source>&amp;First Deal</source>
        <translation>P&amp;rimer reparto</translation>
    </message>
    <message>
        <source>Show deal 1</source>
        <translation>Mostrar el reparto 1</translation>
    </message>
    <message>
        <source>&amp;Last Deal of Family</source>
        <translation>&amp;Último reparto de la familia</translation>
    </message>
    <message>
        <source>Show the chosen family&apos;s last deal</source>
        <translation>Mostrar el último reparto de la familia elegida</translation>
    </message>
    <message>
        <source>&amp;Random Deal</source>
        <translation>Reparto al&amp;eatorio</translation>
    </message>
    <message>
        <source>Show a random deal from the chosen family</source>
        <translation>Mostrar un reparto aleatorio de la familia elegida</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>Atr&amp;ás</translation>
    </message>
    <message>
        <source>Go back to the deal before</source>
        <translation>Volver al reparto de antes</translation>
    </message>
    <message>
        <source>F&amp;orward</source>
        <translation>Ade&amp;lante</translation>
    </message>
    <message>
        <source>Go forward again</source>
        <translation>Volver a avanzar</translation>
    </message>
    <message>
        <source>&amp;Go to Deal…</source>
        <translation>&amp;Ir al reparto…</translation>
    </message>
    <message>
        <source>Type a deal number</source>
        <translation>Escribir un número de reparto</translation>
    </message>
    <message>
        <source>Random deals come from %1</source>
        <translation>Los repartos aleatorios salen de %1</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Anterior</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aleatorio</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Adelante</translation>
    </message>
    <message>
        <source> Deal </source>
        <translation> Reparto </translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Familia</translation>
    </message>
    <message>
        <source>Choose the family random deals come from</source>
        <translation>Elegir la familia de la que salen los repartos aleatorios</translation>
    </message>
    <message>
        <source>Family of random deals</source>
        <translation>Familia de los repartos aleatorios</translation>
    </message>
</context>
<context>
    <name>DealSpinBox</name>
    <message>
        <source>Deal number, %1 to %2: type 617, #617 or %3 and press Enter</source>
        <translation>Número de reparto, de %1 a %2: escriba 617, #617 o %3 y pulse Intro</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Número de reparto</translation>
    </message>
</context>
<context>
    <name>ExportCounts</name>
    <message numerus="yes">
        <source>Exported %Ln row(s) (games) to {path}</source>
        <translation>
            <numerusform>%Ln fila (partidas) exportada a {path}</numerusform>
            <numerusform>%Ln filas (partidas) exportadas a {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln row(s) (deals) to {path}</source>
        <translation>
            <numerusform>%Ln fila (repartos) exportada a {path}</numerusform>
            <numerusform>%Ln filas (repartos) exportadas a {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln row(s) (totals) to {path}</source>
        <translation>
            <numerusform>%Ln fila (totales) exportada a {path}</numerusform>
            <numerusform>%Ln filas (totales) exportadas a {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exporting the history: %1 of %Ln game(s)…</source>
        <translation>
            <numerusform>Exportando el historial: %1 de %Ln partida…</numerusform>
            <numerusform>Exportando el historial: %1 de %Ln partidas…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exporting the history: %Ln row(s)…</source>
        <translation>
            <numerusform>Exportando el historial: %Ln fila…</numerusform>
            <numerusform>Exportando el historial: %Ln filas…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportImage</name>
    <message>
        <source>cannot tell the format of %1: end the name with .png, .svg or .pdf</source>
        <translation>no se reconoce el formato de %1: el nombre debe terminar en .png, .svg o .pdf</translation>
    </message>
    <message>
        <source>Exporting the image to {name}…</source>
        <translation>Exportando la imagen a {name}…</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>Exportar imagen</translation>
    </message>
    <message>
        <source>The image was not saved: %1.</source>
        <translation>La imagen no se guardó: %1.</translation>
    </message>
</context>
<context>
    <name>FewestCellsActions</name>
    <message>
        <source>Fe&amp;west Cells…</source>
        <translation>&amp;Mínimo de celdas…</translation>
    </message>
    <message>
        <source>How many free cells this deal needs, with the proof; and deals needing exactly K</source>
        <translation>Cuántas celdas libres necesita este reparto, con la prueba; y repartos que necesitan exactamente K</translation>
    </message>
</context>
<context>
    <name>FewestCellsDialog</name>
    <message>
        <source>Fewest Free Cells</source>
        <translation>Mínimo de celdas libres</translation>
    </message>
    <message>
        <source>Fewest free cells</source>
        <translation>Mínimo de celdas libres</translation>
    </message>
    <message>
        <source>The solution&apos;s moves</source>
        <translation>Los movimientos de la solución</translation>
    </message>
    <message>
        <source>The moves in the notation of freecellgamesolutions.com</source>
        <translation>Los movimientos en la notación de freecellgamesolutions.com</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Close, stopping any search</source>
        <translation>Cerrar, deteniendo cualquier búsqueda</translation>
    </message>
    <message>
        <source>Searching</source>
        <translation>Buscando</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Stop the search</source>
        <translation>Detener la búsqueda</translation>
    </message>
    <message>
        <source>Stop the search, keeping what it has proven</source>
        <translation>Detener la búsqueda conservando lo que ha probado</translation>
    </message>
    <message>
        <source>Show the Solution</source>
        <translation>Mostrar la solución</translation>
    </message>
    <message>
        <source>Show the solution</source>
        <translation>Mostrar la solución</translation>
    </message>
    <message>
        <source>Show the moves of the solution with the fewest cells</source>
        <translation>Mostrar los movimientos de la solución con menos celdas</translation>
    </message>
    <message>
        <source>Play on the Table</source>
        <translation>Jugar en la mesa</translation>
    </message>
    <message>
        <source>Play the solution on the table</source>
        <translation>Jugar la solución en la mesa</translation>
    </message>
    <message>
        <source>Deal this deal with that many free cells, the solution as the moves to redo</source>
        <translation>Repartir este reparto con esas celdas libres, con la solución como movimientos por rehacer</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Desafío</translation>
    </message>
    <message>
        <source>Deal the next deal needing exactly this many free cells:</source>
        <translation>Repartir el siguiente reparto que necesite exactamente estas celdas libres:</translation>
    </message>
    <message>
        <source>Free cells the next deal must need</source>
        <translation>Celdas libres que debe necesitar el siguiente reparto</translation>
    </message>
    <message>
        <source>Deal It</source>
        <translation>Repartir</translation>
    </message>
    <message>
        <source>Deal the next such deal</source>
        <translation>Repartir el siguiente reparto así</translation>
    </message>
    <message>
        <source>Deal the next deal after this one that needs exactly that many free cells, no fewer</source>
        <translation>Repartir el primer reparto tras este que necesite exactamente esas celdas libres, no menos</translation>
    </message>
    <message>
        <source>Searching for the next deal</source>
        <translation>Buscando el siguiente reparto</translation>
    </message>
    <message>
        <source>Stop looking for the next deal</source>
        <translation>Dejar de buscar el siguiente reparto</translation>
    </message>
    <message>
        <source>Stop looking for the next such deal</source>
        <translation>Dejar de buscar el siguiente reparto así</translation>
    </message>
    <message>
        <source>Hide the Solution</source>
        <translation>Ocultar la solución</translation>
    </message>
</context>
<context>
    <name>FewestCellsTexts</name>
    <message>
        <source>Game: Baker&apos;s Game (building down by suit)</source>
        <translation>Juego: Baker&apos;s Game (se construye hacia abajo por palo)</translation>
    </message>
    <message>
        <source>Game: FreeCell</source>
        <translation>Juego: FreeCell</translation>
    </message>
    <message>
        <source>Deal %1 cannot be won even with four free cells</source>
        <translation>El reparto %1 no se puede ganar ni con cuatro celdas libres</translation>
    </message>
    <message>
        <source>This deal cannot be won even with four free cells</source>
        <translation>Este reparto no se puede ganar ni con cuatro celdas libres</translation>
    </message>
    <message numerus="yes">
        <source>Deal %1 needs %n free cell(s)</source>
        <translation>
            <numerusform>El reparto %1 necesita %n celda libre</numerusform>
            <numerusform>El reparto %1 necesita %n celdas libres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This deal needs %n free cell(s)</source>
        <translation>
            <numerusform>Este reparto necesita %n celda libre</numerusform>
            <numerusform>Este reparto necesita %n celdas libres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal %1 needs %n free cell(s) or fewer</source>
        <translation>
            <numerusform>El reparto %1 necesita %n celda libre o menos</numerusform>
            <numerusform>El reparto %1 necesita %n celdas libres o menos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This deal needs %n free cell(s) or fewer</source>
        <translation>
            <numerusform>Este reparto necesita %n celda libre o menos</numerusform>
            <numerusform>Este reparto necesita %n celdas libres o menos</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped before an answer</source>
        <translation>Detenido antes de una respuesta</translation>
    </message>
    <message numerus="yes">
        <source>Stopped: deal %1 needs at least %n free cell(s)</source>
        <translation>
            <numerusform>Detenido: el reparto %1 necesita al menos %n celda libre</numerusform>
            <numerusform>Detenido: el reparto %1 necesita al menos %n celdas libres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped: this deal needs at least %n free cell(s)</source>
        <translation>
            <numerusform>Detenido: este reparto necesita al menos %n celda libre</numerusform>
            <numerusform>Detenido: este reparto necesita al menos %n celdas libres</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal %1: no solution found with up to four free cells</source>
        <translation>Reparto %1: no se encontró solución con hasta cuatro celdas libres</translation>
    </message>
    <message>
        <source>This deal: no solution found with up to four free cells</source>
        <translation>Este reparto: no se encontró solución con hasta cuatro celdas libres</translation>
    </message>
    <message>
        <source>Every count from 0 to 4 proven hopeless: %1 positions searched.</source>
        <translation>Cada número de 0 a 4 probado sin salida: %1 posiciones exploradas.</translation>
    </message>
    <message>
        <source>Not every count could be proven hopeless within the search&apos;s bound.</source>
        <translation>No se pudo probar que cada número no tiene salida dentro del límite de la búsqueda.</translation>
    </message>
    <message>
        <source>Won without a free cell: nothing fewer to prove.</source>
        <translation>Ganado sin celda libre: nada menos que probar.</translation>
    </message>
    <message numerus="yes">
        <source>Proof: no solution exists with %n free cell(s); the search covered %1 positions.</source>
        <translation>
            <numerusform>Prueba: no existe solución con %n celda libre; la búsqueda recorrió %1 posiciones.</numerusform>
            <numerusform>Prueba: no existe solución con %n celdas libres; la búsqueda recorrió %1 posiciones.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not proven with %n free cell(s): the search ran out after %1 positions.</source>
        <translation>
            <numerusform>Sin probar con %n celda libre: la búsqueda se agotó tras %1 posiciones.</numerusform>
            <numerusform>Sin probar con %n celdas libres: la búsqueda se agotó tras %1 posiciones.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Its solution with that many cells: %Ln move(s).</source>
        <translation>
            <numerusform>Su solución con esas celdas: %Ln movimiento.</numerusform>
            <numerusform>Su solución con esas celdas: %Ln movimientos.</numerusform>
        </translation>
    </message>
    <message>
        <source>The published table of deals 1 to %1 says: not even with four free cells.</source>
        <translation>La tabla publicada de los repartos 1 a %1 dice: ni con cuatro celdas libres.</translation>
    </message>
    <message numerus="yes">
        <source>The published table of deals 1 to %1 says: %n free cell(s).</source>
        <translation>
            <numerusform>La tabla publicada de los repartos 1 a %1 dice: %n celda libre.</numerusform>
            <numerusform>La tabla publicada de los repartos 1 a %1 dice: %n celdas libres.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trying %n free cell(s): %1 positions searched…</source>
        <translation>
            <numerusform>Probando %n celda libre: %1 posiciones exploradas…</numerusform>
            <numerusform>Probando %n celdas libres: %1 posiciones exploradas…</numerusform>
        </translation>
    </message>
    <message>
        <source>The search stopped unexpectedly (its process ended). Try again.</source>
        <translation>La búsqueda se detuvo inesperadamente (su proceso terminó). Inténtelo de nuevo.</translation>
    </message>
    <message numerus="yes">
        <source>Settling deal %1 (%Ln deal(s) settled before it)…</source>
        <translation>
            <numerusform>Decidiendo el reparto %1 (%Ln reparto decidido antes)…</numerusform>
            <numerusform>Decidiendo el reparto %1 (%Ln repartos decididos antes)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dealt deal %1: it needs exactly %n free cell(s), by the published table.</source>
        <translation>
            <numerusform>Repartido el %1: necesita exactamente %n celda libre, según la tabla publicada.</numerusform>
            <numerusform>Repartido el %1: necesita exactamente %n celdas libres, según la tabla publicada.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dealt deal %1: it needs exactly %n free cell(s), proven by search.</source>
        <translation>
            <numerusform>Repartido el %1: necesita exactamente %n celda libre, probado por búsqueda.</numerusform>
            <numerusform>Repartido el %1: necesita exactamente %n celdas libres, probado por búsqueda.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Passed over %Ln deal(s) the search could not settle.</source>
        <translation>
            <numerusform>Se saltó %Ln reparto que la búsqueda no pudo decidir.</numerusform>
            <numerusform>Se saltaron %Ln repartos que la búsqueda no pudo decidir.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %Ln deal(s) settled.</source>
        <translation>
            <numerusform>Detenido tras %Ln reparto decidido.</numerusform>
            <numerusform>Detenido tras %Ln repartos decididos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No deal up to the last needs exactly %n free cell(s).</source>
        <translation>
            <numerusform>Ningún reparto hasta el último necesita exactamente %n celda libre.</numerusform>
            <numerusform>Ningún reparto hasta el último necesita exactamente %n celdas libres.</numerusform>
        </translation>
    </message>
    <message>
        <source>How many free cells the next deal must need: 0 to %1</source>
        <translation>Cuántas celdas libres debe necesitar el siguiente reparto: de 0 a %1</translation>
    </message>
</context>
<context>
    <name>FileMessages</name>
    <message>
        <source>cannot read %1: the name holds a NUL byte</source>
        <translation>no se puede leer %1: el nombre contiene un byte NUL</translation>
    </message>
    <message>
        <source>%1 is too large (%2 bytes; at most %3)</source>
        <translation>%1 es demasiado grande (%2 bytes; como máximo %3)</translation>
    </message>
    <message>
        <source>%1 is too large (more than %2 bytes)</source>
        <translation>%1 es demasiado grande (más de %2 bytes)</translation>
    </message>
    <message>
        <source>%1 is not a text file (it holds NUL bytes)</source>
        <translation>%1 no es un archivo de texto (contiene bytes NUL)</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text (byte %2)</source>
        <translation>%1 no es texto UTF-8 (byte %2)</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>no se puede leer %1: %2</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file</source>
        <translation>%1 es una carpeta, no un archivo</translation>
    </message>
    <message>
        <source>%1 is a pipe (FIFO), not a file</source>
        <translation>%1 es una tubería (FIFO), no un archivo</translation>
    </message>
    <message>
        <source>%1 is a socket, not a file</source>
        <translation>%1 es un socket, no un archivo</translation>
    </message>
    <message>
        <source>%1 is a disk device, not a file</source>
        <translation>%1 es un dispositivo de disco, no un archivo</translation>
    </message>
    <message>
        <source>%1 is a device, not a file</source>
        <translation>%1 es un dispositivo, no un archivo</translation>
    </message>
    <message>
        <source>%1 is not a regular file, not a file</source>
        <translation>%1 no es un archivo normal</translation>
    </message>
    <message>
        <source>no such file or directory</source>
        <translation>no existe el archivo o la carpeta</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permiso denegado</translation>
    </message>
    <message>
        <source>operation not permitted</source>
        <translation>operación no permitida</translation>
    </message>
    <message>
        <source>is a directory</source>
        <translation>es una carpeta</translation>
    </message>
    <message>
        <source>not a directory</source>
        <translation>no es una carpeta</translation>
    </message>
    <message>
        <source>too many levels of symbolic links</source>
        <translation>demasiados niveles de enlaces simbólicos</translation>
    </message>
    <message>
        <source>file name too long</source>
        <translation>nombre de archivo demasiado largo</translation>
    </message>
    <message>
        <source>input/output error</source>
        <translation>error de entrada/salida</translation>
    </message>
    <message>
        <source>no space left on device</source>
        <translation>no queda espacio en el dispositivo</translation>
    </message>
    <message>
        <source>read-only file system</source>
        <translation>sistema de archivos de solo lectura</translation>
    </message>
    <message>
        <source>disk quota exceeded</source>
        <translation>cuota de disco superada</translation>
    </message>
    <message>
        <source>device or resource busy</source>
        <translation>dispositivo o recurso ocupado</translation>
    </message>
    <message>
        <source>text file busy</source>
        <translation>archivo de texto ocupado</translation>
    </message>
    <message>
        <source>too many open files</source>
        <translation>demasiados archivos abiertos</translation>
    </message>
    <message>
        <source>no such device or address</source>
        <translation>no existe el dispositivo o la dirección</translation>
    </message>
    <message>
        <source>the system refuses it (%1)</source>
        <translation>el sistema lo rechaza (%1)</translation>
    </message>
    <message>
        <source>no error code</source>
        <translation>sin código de error</translation>
    </message>
    <message>
        <source>cannot write %1: the folder %2 does not exist</source>
        <translation>no se puede escribir %1: la carpeta %2 no existe</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>no se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>cannot write %1: it is a folder, not a file</source>
        <translation>no se puede escribir %1: es una carpeta, no un archivo</translation>
    </message>
    <message>
        <source>cannot write %1: it is a pipe (FIFO), not a file</source>
        <translation>no se puede escribir %1: es una tubería (FIFO), no un archivo</translation>
    </message>
    <message>
        <source>cannot write %1: it is a socket, not a file</source>
        <translation>no se puede escribir %1: es un socket, no un archivo</translation>
    </message>
    <message>
        <source>cannot write %1: it is a disk device, not a file</source>
        <translation>no se puede escribir %1: es un dispositivo de disco, no un archivo</translation>
    </message>
    <message>
        <source>cannot write %1: it is a device, not a file</source>
        <translation>no se puede escribir %1: es un dispositivo, no un archivo</translation>
    </message>
    <message>
        <source>cannot write %1: it is not a regular file, not a file</source>
        <translation>no se puede escribir %1: no es un archivo normal</translation>
    </message>
</context>
<context>
    <name>FileWrite</name>
    <message>
        <source>Writing a file</source>
        <translation>Escribiendo un archivo</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Cancel the write</source>
        <translation>Cancelar la escritura</translation>
    </message>
    <message>
        <source>Stop writing {path}</source>
        <translation>Dejar de escribir {path}</translation>
    </message>
</context>
<context>
    <name>FindActions</name>
    <message>
        <source>Find &amp;Deal…</source>
        <translation>&amp;Buscar reparto…</translation>
    </message>
    <message>
        <source>Find a deal&apos;s number from its cards</source>
        <translation>Encontrar el número de un reparto a partir de sus cartas</translation>
    </message>
    <message>
        <source>Find &amp;This Position&apos;s Deal</source>
        <translation>Buscar el reparto de esta &amp;posición</translation>
    </message>
    <message>
        <source>Search every deal for the layout on the table (e.g. a board opened from a file)</source>
        <translation>Buscar en todos los repartos la disposición de la mesa (p.&#xa0;ej., una posición abierta desde un archivo)</translation>
    </message>
</context>
<context>
    <name>FindDealDialog</name>
    <message>
        <source>%1 – %2 (all)</source>
        <translation>%1 – %2 (todos)</translation>
    </message>
    <message>
        <source>%1 is not a card: write a rank (A 2-9 T J Q K, or 10) then a suit (C D H S), as in QS or 10H</source>
        <translation>%1 no es una carta: escriba un valor (A 2-9 T J Q K, o 10) y luego un palo (C D H S), como en QS o 10H</translation>
    </message>
    <message>
        <source>Find Deal</source>
        <translation>Buscar reparto</translation>
    </message>
    <message>
        <source>The first cards dealt, in order (the first row is the first 8):</source>
        <translation>Las primeras cartas repartidas, en orden (la primera fila son las 8 primeras):</translation>
    </message>
    <message>
        <source>e.g. JD 2D 9H JC 5D 7H 7C 5H</source>
        <translation>p. ej. JD 2D 9H JC 5D 7H 7C 5H</translation>
    </message>
    <message>
        <source>Look in deals:</source>
        <translation>Buscar en los repartos:</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Borrar</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Buscar</translation>
    </message>
    <message>
        <source>&amp;Cancel Search</source>
        <translation>&amp;Cancelar búsqueda</translation>
    </message>
    <message>
        <source>&amp;Open Deal</source>
        <translation>&amp;Abrir reparto</translation>
    </message>
    <message>
        <source>The first cards dealt</source>
        <translation>Las primeras cartas repartidas</translation>
    </message>
    <message>
        <source>Deals to look in</source>
        <translation>Repartos donde buscar</translation>
    </message>
    <message>
        <source>Deals found</source>
        <translation>Repartos encontrados</translation>
    </message>
    <message>
        <source>From a &amp;Picture…</source>
        <translation>Desde una &amp;imagen…</translation>
    </message>
    <message>
        <source>A card is given twice.</source>
        <translation>Una carta está dos veces.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) given.</source>
        <translation>
            <numerusform>%n carta indicada.</numerusform>
            <numerusform>%n cartas indicadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Buscando…</translation>
    </message>
    <message>
        <source>Deal #%1</source>
        <translation>Reparto n.º %1</translation>
    </message>
    <message>
        <source>Searching… %1 of %2, about %3 s left</source>
        <translation>Buscando… %1 de %2, quedan unos %3 s</translation>
    </message>
    <message>
        <source>The search failed: %1</source>
        <translation>La búsqueda falló: %1</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n deal(s) found.</source>
        <translation>
            <numerusform>Listo: %n reparto encontrado.</numerusform>
            <numerusform>Listo: %n repartos encontrados.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped at %1 matches: give more cards to narrow the search.</source>
        <translation>Detenido en %1 coincidencias: indique más cartas para acotar la búsqueda.</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %n deal(s) found so far.</source>
        <translation>
            <numerusform>Cancelado: %n reparto encontrado hasta ahora.</numerusform>
            <numerusform>Cancelado: %n repartos encontrados hasta ahora.</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking for the deal of the layout on the table.</source>
        <translation>Buscando el reparto de la disposición de la mesa.</translation>
    </message>
    <message>
        <source>This layout cannot be a starting deal: %1</source>
        <translation>Esta disposición no puede ser un reparto inicial: %1</translation>
    </message>
</context>
<context>
    <name>GameFileActions</name>
    <message numerus="yes">
        <source>Saved the game (%n move(s) done) to %1</source>
        <translation>
            <numerusform>Partida (%n movimiento hecho) guardada en %1</numerusform>
            <numerusform>Partida (%n movimientos hechos) guardada en %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened %1 at move %2: %n move(s) to redo</source>
        <translation>
            <numerusform>%1 abierto en el movimiento %2: %n movimiento por rehacer</numerusform>
            <numerusform>%1 abierto en el movimiento %2: %n movimientos por rehacer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: %n move(s) done</source>
        <translation>
            <numerusform>%1 abierto: %n movimiento hecho</numerusform>
            <numerusform>%1 abierto: %n movimientos hechos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Saved games (*.fcgame *.txt);;All files (*)</source>
        <translation>Partidas guardadas (*.fcgame *.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Open &amp;Game…</source>
        <translation>Abrir &amp;partida…</translation>
    </message>
    <message>
        <source>Open a saved game: its moves, redo list and place</source>
        <translation>Abrir una partida guardada: sus movimientos, los de rehacer y el punto</translation>
    </message>
    <message>
        <source>&amp;Save Game…</source>
        <translation>&amp;Guardar partida…</translation>
    </message>
    <message>
        <source>Save the game on the table to a file: its moves, redo list and place</source>
        <translation>Guardar la partida de la mesa en un archivo: sus movimientos, los de rehacer y el punto</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <source>Saving the game to {name}…</source>
        <translation>Guardando la partida en {name}…</translation>
    </message>
    <message>
        <source>The game was not saved to %1: cancelled</source>
        <translation>La partida no se guardó en %1: cancelado</translation>
    </message>
    <message>
        <source>The Game Was Not Saved</source>
        <translation>La partida no se guardó</translation>
    </message>
    <message>
        <source>The Game Cannot Be Opened</source>
        <translation>No se puede abrir la partida</translation>
    </message>
</context>
<context>
    <name>GamePersistence</name>
    <message>
        <source>The last game could not be restored (%1)</source>
        <translation>No se pudo restaurar la última partida (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Restoring your game of {deal} (%Ln move(s))…</source>
        <translation>
            <numerusform>Restaurando su partida de {deal} (%Ln movimiento)…</numerusform>
            <numerusform>Restaurando su partida de {deal} (%Ln movimientos)…</numerusform>
        </translation>
    </message>
    <message>
        <source>Your last game is back on the table</source>
        <translation>Su última partida está de nuevo en la mesa</translation>
    </message>
    <message>
        <source>%1; games are not kept this session</source>
        <translation>%1; las partidas no se guardan en esta sesión</translation>
    </message>
    <message>
        <source>Game history: another program holds it; the game on the table is kept and recorded as soon as the history is free</source>
        <translation>Historial de partidas: otro programa lo tiene; la partida de la mesa se conserva y se registra en cuanto el historial quede libre</translation>
    </message>
    <message>
        <source>Your game of {deal} in progress is kept in the history (Game › History): a game was begun on the table before it could be restored</source>
        <translation>Su partida en curso de {deal} queda en el historial (Juego › Historial): se empezó una partida en la mesa antes de que pudiera restaurarse</translation>
    </message>
    <message>
        <source>That game is the one on the table</source>
        <translation>Esa partida es la que está en la mesa</translation>
    </message>
    <message>
        <source>Game %1 cannot be opened: %2</source>
        <translation>La partida %1 no se puede abrir: %2</translation>
    </message>
    <message>
        <source>Game history: %1</source>
        <translation>Historial de partidas: %1</translation>
    </message>
    <message>
        <source>a custom layout</source>
        <translation>un reparto propio</translation>
    </message>
    <message>
        <source>deal #%1</source>
        <translation>el reparto n.º %1</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Pick the card or run on a column or free cell</source>
        <translation>Tomar la carta o la escalera de una columna o celda libre</translation>
    </message>
    <message>
        <source>Play the picked cards there (H: home)</source>
        <translation>Jugar ahí las cartas tomadas (H: fundaciones)</translation>
    </message>
    <message>
        <source>Send the picked card home or to a free cell</source>
        <translation>Enviar la carta tomada a las fundaciones o a una celda libre</translation>
    </message>
    <message>
        <source>Put the picked cards back</source>
        <translation>Devolver las cartas tomadas</translation>
    </message>
    <message>
        <source>Drag cards, or click a card and then its target. Double-click sends a card home, or else to a free cell. With the keyboard, press a place key to pick the card or run on top there, then the key of its target: columns are %1-%2, free cells %3-%4, home %5; the same key twice sends a card home or to a free cell; Esc puts it back. Undo is Ctrl+Z, redo Ctrl+Y; Hint (H) lights a good next move and Solve finds a whole solution.</source>
        <translation>Arrastre las cartas, o haga clic en una carta y luego en su destino. Un doble clic envía una carta a las fundaciones o, si no, a una celda libre. Con el teclado, pulse la tecla de un lugar para tomar la carta o la escalera de arriba, y luego la tecla del destino: las columnas son %1-%2, las celdas libres %3-%4, las fundaciones %5; la misma tecla dos veces envía una carta a las fundaciones o a una celda libre; Esc la devuelve. Deshacer es Ctrl+Z, rehacer Ctrl+Y; Pista (H) ilumina un buen movimiento siguiente y Resolver encuentra una solución completa.</translation>
    </message>
    <message>
        <source>A card goes on a card one rank higher of the other colour in a column: a red 9 on a black 10.</source>
        <translation>En una columna, una carta va sobre otra de un valor más y del otro color: un 9 rojo sobre un 10 negro.</translation>
    </message>
    <message>
        <source>Any card may go into an empty free cell (top left), one card a cell, and back out.</source>
        <translation>Cualquier carta puede ir a una celda libre vacía (arriba a la izquierda), una carta por celda, y volver a salir.</translation>
    </message>
    <message>
        <source>Any card, or ordered run, may go into an empty column.</source>
        <translation>Cualquier carta, o escalera ordenada, puede ir a una columna vacía.</translation>
    </message>
    <message>
        <source>An ordered run (each card a rank lower, colours alternating) moves together when there is room to move it one card at a time: (free cells + 1) &amp;times; 2&lt;sup&gt;empty columns&lt;/sup&gt; cards, half of that into an empty column.</source>
        <translation>Una escalera ordenada (cada carta un valor menos, colores alternos) se mueve junta cuando hay sitio para moverla carta a carta: (celdas libres + 1) &amp;times; 2&lt;sup&gt;columnas vacías&lt;/sup&gt; cartas, la mitad hacia una columna vacía.</translation>
    </message>
    <message>
        <source>Move all 52 cards to the four foundations (top right), each suit from ace to king.</source>
        <translation>Llevar las 52 cartas a las cuatro fundaciones (arriba a la derecha), cada palo del as al rey.</translation>
    </message>
    <message>
        <source>Moves are written as freecellgamesolutions.com writes them: the place a card leaves, then the place it goes. &lt;code&gt;3a&lt;/code&gt; moves the card on column 3 to free cell a, &lt;code&gt;54&lt;/code&gt; moves from column 5 onto column 4, &lt;code&gt;bh&lt;/code&gt; sends the card in free cell b home. A run moving into an empty column may carry its size, as fc-solve writes it: &lt;code&gt;v3&lt;/code&gt; after the move.</source>
        <translation>Los movimientos se escriben como en freecellgamesolutions.com: el lugar que deja una carta y luego el lugar al que va. &lt;code&gt;3a&lt;/code&gt; lleva la carta de la columna 3 a la celda libre a, &lt;code&gt;54&lt;/code&gt; mueve de la columna 5 a la columna 4, &lt;code&gt;bh&lt;/code&gt; envía la carta de la celda libre b a las fundaciones. Una escalera que va a una columna vacía puede llevar su tamaño, como lo escribe fc-solve: &lt;code&gt;v3&lt;/code&gt; tras el movimiento.</translation>
    </message>
    <message>
        <source>A move is counted once however many cards it takes (a run is one move), and the cards that Microsoft&apos;s autoplay sends home after a move are free: this is how the site counts the length of a solution, so a game here and its solution there have the same number of moves.</source>
        <translation>Un movimiento cuenta una vez, lleve las cartas que lleve (una escalera es un movimiento), y las cartas que el juego automático de Microsoft envía a las fundaciones tras un movimiento no cuentan: así cuenta el sitio la longitud de una solución, de modo que una partida aquí y su solución allí tienen el mismo número de movimientos.</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>El objetivo</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Las reglas</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Cómo jugar</translation>
    </message>
    <message>
        <source>The notation</source>
        <translation>La notación</translation>
    </message>
    <message>
        <source>Counting moves</source>
        <translation>Contar movimientos</translation>
    </message>
    <message>
        <source>Table: %1</source>
        <translation>Mesa: %1</translation>
    </message>
    <message>
        <source>the same key again</source>
        <translation>la misma tecla otra vez</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Cómo jugar</translation>
    </message>
    <message>
        <source>The rules, the notation and how moves are counted</source>
        <translation>Las reglas, la notación y cómo se cuentan los movimientos</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <source>Every shortcut of the window</source>
        <translation>Todos los atajos de la ventana</translation>
    </message>
</context>
<context>
    <name>HistoryActions</name>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>Estad&amp;ísticas…</translation>
    </message>
    <message>
        <source>Games played and won, streaks, each deal&apos;s best</source>
        <translation>Partidas jugadas y ganadas, rachas, lo mejor de cada reparto</translation>
    </message>
    <message>
        <source>Hist&amp;ory…</source>
        <translation>&amp;Historial…</translation>
    </message>
    <message>
        <source>Every game, newest first; open any of them</source>
        <translation>Todas las partidas, la más reciente primero; se puede abrir cualquiera</translation>
    </message>
    <message>
        <source>Next Deal Not &amp;Yet Won</source>
        <translation>Siguiente reparto aún no &amp;ganado</translation>
    </message>
    <message>
        <source>Show the first deal after this one that you have not won</source>
        <translation>Mostrar el primer reparto después de este que no haya ganado</translation>
    </message>
    <message>
        <source>E&amp;xport History…</source>
        <translation>E&amp;xportar el historial…</translation>
    </message>
    <message>
        <source>Save the games, the deals or the totals as CSV</source>
        <translation>Guardar las partidas, los repartos o los totales como CSV</translation>
    </message>
    <message>
        <source>Game history: %1</source>
        <translation>Historial de partidas: %1</translation>
    </message>
    <message>
        <source>Every deal after this one is won</source>
        <translation>Todos los repartos después de este están ganados</translation>
    </message>
    <message>
        <source>Delete the History?</source>
        <translation>¿Borrar el historial?</translation>
    </message>
    <message numerus="yes">
        <source>Delete all %Ln game(s) of the history, and with them the statistics? This cannot be undone. The game on the table goes on.</source>
        <translation>
            <numerusform>¿Borrar %Ln partida del historial, y con ella las estadísticas? No se puede deshacer. La partida de la mesa continúa.</numerusform>
            <numerusform>¿Borrar las %Ln partidas del historial, y con ellas las estadísticas? No se puede deshacer. La partida de la mesa continúa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted %Ln game(s) from the history</source>
        <translation>
            <numerusform>%Ln partida borrada del historial</numerusform>
            <numerusform>%Ln partidas borradas del historial</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Started</source>
        <translation>Empezada</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Reparto</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Movimientos</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ayuda</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Guardada</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Todas las partidas</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganada</translation>
    </message>
    <message>
        <source>Given up</source>
        <translation>Abandonada</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>En curso</translation>
    </message>
    <message>
        <source>%1 (+%2 to redo)</source>
        <translation>%1 (+%2 por rehacer)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Resolver</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Mostrar:</translation>
    </message>
    <message>
        <source>Games shown</source>
        <translation>Partidas mostradas</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <source>Show the games of one variant, or of all</source>
        <translation>Mostrar las partidas de una variante, o de todas</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>Todas las variantes</translation>
    </message>
    <message>
        <source>Newer</source>
        <translation>Más recientes</translation>
    </message>
    <message>
        <source>Older</source>
        <translation>Más antiguas</translation>
    </message>
    <message>
        <source>&amp;Open on the Table</source>
        <translation>&amp;Abrir en la mesa</translation>
    </message>
    <message>
        <source>Show the game at its last position (or double-click it)</source>
        <translation>Mostrar la partida en su última posición (o hacer doble clic en ella)</translation>
    </message>
    <message>
        <source>Delete History…</source>
        <translation>Borrar el historial…</translation>
    </message>
    <message>
        <source>Game history: %1</source>
        <translation>Historial de partidas: %1</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>propio</translation>
    </message>
    <message>
        <source>%1 (on the table)</source>
        <translation>%1 (en la mesa)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln partida</numerusform>
            <numerusform>%Ln partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Games %1–%2 of %3</source>
        <translation>Partidas %1–%2 de %3</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Aún no hay partidas</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) of the history could not be read (changed outside freecell-gui); they are left as they are and not listed.</source>
        <translation>
            <numerusform>%Ln partida del historial no se pudo leer (cambiada fuera de freecell-gui); se deja como está y no se muestra.</numerusform>
            <numerusform>%Ln partidas del historial no se pudieron leer (cambiadas fuera de freecell-gui); se dejan como están y no se muestran.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryExport</name>
    <message>
        <source>Games, newest first (*.csv)</source>
        <translation>Partidas, la más reciente primero (*.csv)</translation>
    </message>
    <message>
        <source>Deals: your fewest moves and the solver&apos;s shortest (*.csv)</source>
        <translation>Repartos: sus menos movimientos y la solución más corta del solucionador (*.csv)</translation>
    </message>
    <message>
        <source>Totals: played, won, streaks (*.csv)</source>
        <translation>Totales: jugadas, ganadas, rachas (*.csv)</translation>
    </message>
    <message>
        <source>Export History</source>
        <translation>Exportar el historial</translation>
    </message>
    <message>
        <source>Exporting the history…</source>
        <translation>Exportando el historial…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Export cancelled; nothing was written</source>
        <translation>Exportación cancelada; no se escribió nada</translation>
    </message>
    <message>
        <source>the export failed: {error}</source>
        <translation>la exportación falló: {error}</translation>
    </message>
    <message>
        <source>The History Was Not Exported</source>
        <translation>El historial no se exportó</translation>
    </message>
</context>
<context>
    <name>HistoryMessages</name>
    <message>
        <source>%1; it was moved to %2 and a new one begins.</source>
        <translation>%1; se movió a %2 y empieza uno nuevo.</translation>
    </message>
    <message>
        <source>%1 and cannot be moved aside: %2</source>
        <translation>%1 y no se puede apartar: %2</translation>
    </message>
    <message>
        <source>%1 beside the game history; it was moved to %2.</source>
        <translation>%1 junto al historial de partidas; se movió a %2.</translation>
    </message>
    <message>
        <source>the game history cannot be opened: %1 beside it and cannot be moved aside (%2)</source>
        <translation>el historial de partidas no se puede abrir: %1 junto a él y no se puede apartar (%2)</translation>
    </message>
    <message>
        <source>%1; games are not kept this session</source>
        <translation>%1; las partidas no se guardan en esta sesión</translation>
    </message>
    <message>
        <source>the game history needs SQLite %1 or later; this Python has %2</source>
        <translation>el historial de partidas necesita SQLite %1 o posterior; este Python tiene %2</translation>
    </message>
    <message>
        <source>the game history cannot be opened: %1</source>
        <translation>el historial de partidas no se puede abrir: %1</translation>
    </message>
    <message>
        <source>the game history cannot be kept: %1</source>
        <translation>el historial de partidas no se puede guardar: %1</translation>
    </message>
    <message>
        <source>a record is damaged (%1)</source>
        <translation>un registro está dañado (%1)</translation>
    </message>
    <message>
        <source>the game history could not be written (%1)</source>
        <translation>el historial de partidas no se pudo escribir (%1)</translation>
    </message>
    <message>
        <source>the game cannot be recorded as won: %1</source>
        <translation>la partida no se puede registrar como ganada: %1</translation>
    </message>
    <message>
        <source>A game kept while the history was busy could not be read (%1); it is left in %2.</source>
        <translation>Una partida guardada mientras el historial estaba ocupado no se pudo leer (%1); se queda en %2.</translation>
    </message>
    <message>
        <source>The last game could not be restored (%1); it was copied to %2, and a new deal begins.</source>
        <translation>La última partida no se pudo restaurar (%1); se copió a %2, y empieza una nueva mano.</translation>
    </message>
    <message>
        <source>The last game could not be restored (%1); it could not be copied aside (%2), and a new deal begins.</source>
        <translation>La última partida no se pudo restaurar (%1); no se pudo copiar aparte (%2), y empieza una nueva mano.</translation>
    </message>
    <message>
        <source>the game history is damaged (%1)</source>
        <translation>el historial de partidas está dañado (%1)</translation>
    </message>
    <message>
        <source>the game history is not a readable database (%1)</source>
        <translation>el historial de partidas no es una base de datos legible (%1)</translation>
    </message>
    <message>
        <source>the game history is another program&apos;s database</source>
        <translation>el historial de partidas es la base de datos de otro programa</translation>
    </message>
    <message>
        <source>the game history was written by a newer freecell-gui (schema %1; this version reads %2)</source>
        <translation>el historial de partidas lo escribió un freecell-gui más reciente (esquema %1; esta versión lee %2)</translation>
    </message>
    <message>
        <source>the game history lacks tables its version (%1) has</source>
        <translation>al historial de partidas le faltan tablas que su versión (%1) tiene</translation>
    </message>
    <message>
        <source>the game history has a schema version that none ever had (%1)</source>
        <translation>el historial de partidas tiene una versión de esquema que nunca existió (%1)</translation>
    </message>
    <message>
        <source>the game history has tables its version (%1) does not (%2)</source>
        <translation>el historial de partidas tiene tablas que su versión (%1) no tiene (%2)</translation>
    </message>
    <message>
        <source>%1 is a folder</source>
        <translation>%1 es una carpeta</translation>
    </message>
    <message>
        <source>%1 is a pipe (FIFO)</source>
        <translation>%1 es una tubería (FIFO)</translation>
    </message>
    <message>
        <source>%1 is a symbolic link</source>
        <translation>%1 es un enlace simbólico</translation>
    </message>
    <message>
        <source>%1 is a device or a socket</source>
        <translation>%1 es un dispositivo o un socket</translation>
    </message>
    <message>
        <source>%1 is a link to a file that does not exist</source>
        <translation>%1 es un enlace a un archivo que no existe</translation>
    </message>
    <message>
        <source>%1 cannot be read (%2)</source>
        <translation>%1 no se puede leer (%2)</translation>
    </message>
    <message>
        <source>the game history</source>
        <translation>el historial de partidas</translation>
    </message>
    <message>
        <source>the game history cannot be deleted: %1</source>
        <translation>el historial de partidas no se puede borrar: %1</translation>
    </message>
    <message>
        <source>the game history cannot be exported: %1</source>
        <translation>el historial de partidas no se puede exportar: %1</translation>
    </message>
    <message>
        <source>the game history cannot open the game: %1</source>
        <translation>el historial de partidas no puede abrir la partida: %1</translation>
    </message>
    <message>
        <source>the game history cannot record the game: %1</source>
        <translation>el historial de partidas no puede registrar la partida: %1</translation>
    </message>
    <message>
        <source>the game history cannot record the game&apos;s end: %1</source>
        <translation>el historial de partidas no puede registrar el final de la partida: %1</translation>
    </message>
    <message>
        <source>the game history cannot record the solver&apos;s length: %1</source>
        <translation>el historial de partidas no puede registrar la longitud del solucionador: %1</translation>
    </message>
    <message>
        <source>the game history cannot save the game: %1</source>
        <translation>el historial de partidas no puede guardar la partida: %1</translation>
    </message>
    <message>
        <source>the game history cannot be read: %1</source>
        <translation>el historial de partidas no se puede leer: %1</translation>
    </message>
    <message>
        <source>game %1 of the history is damaged: %2</source>
        <translation>la partida %1 del historial está dañada: %2</translation>
    </message>
    <message>
        <source>%1; it is skipped.</source>
        <translation>%1; se omite.</translation>
    </message>
    <message>
        <source>%1 (and %2 more); it is skipped.</source>
        <translation>%1 (y %2 más); se omiten.</translation>
    </message>
    <message>
        <source>its game is not one</source>
        <translation>su juego no es ninguno válido</translation>
    </message>
    <message>
        <source>its number of free cells is not one</source>
        <translation>su número de celdas libres no es válido</translation>
    </message>
    <message>
        <source>its result is not one</source>
        <translation>su resultado no es válido</translation>
    </message>
    <message>
        <source>its end %1 is not a date</source>
        <translation>su final %1 no es una fecha</translation>
    </message>
    <message>
        <source>its save %1 is not a date</source>
        <translation>su guardado %1 no es una fecha</translation>
    </message>
    <message>
        <source>its start %1 is not a date</source>
        <translation>su inicio %1 no es una fecha</translation>
    </message>
    <message>
        <source>its end is not a date</source>
        <translation>su final no es una fecha</translation>
    </message>
    <message>
        <source>its save is not a date</source>
        <translation>su guardado no es una fecha</translation>
    </message>
    <message>
        <source>its start is not a date</source>
        <translation>su inicio no es una fecha</translation>
    </message>
    <message>
        <source>its deal is not a whole number</source>
        <translation>su mano no es un número entero</translation>
    </message>
    <message>
        <source>its cursor is not a whole number</source>
        <translation>su cursor no es un número entero</translation>
    </message>
    <message>
        <source>its hint flag is not a whole number</source>
        <translation>su marca de pista no es un número entero</translation>
    </message>
    <message>
        <source>its solver flag is not a whole number</source>
        <translation>su marca de solucionador no es un número entero</translation>
    </message>
    <message>
        <source>its win&apos;s length is not a whole number</source>
        <translation>la longitud de su victoria no es un número entero</translation>
    </message>
    <message>
        <source>its id is not a whole number</source>
        <translation>su id no es un número entero</translation>
    </message>
    <message>
        <source>its autoplay rule is not text</source>
        <translation>su regla de juego automático no es texto</translation>
    </message>
    <message>
        <source>its moves is not text</source>
        <translation>sus movimientos no son texto</translation>
    </message>
    <message>
        <source>its moves to redo is not text</source>
        <translation>sus movimientos por rehacer no son texto</translation>
    </message>
    <message>
        <source>its board is not text</source>
        <translation>su tablero no es texto</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to Play FreeCell</source>
        <translation>Cómo jugar a FreeCell</translation>
    </message>
</context>
<context>
    <name>KeyboardPlay</name>
    <message numerus="yes">
        <source>this game has %n free cell(s): there is no free cell %1</source>
        <translation>
            <numerusform>esta partida tiene %n celda libre: no hay celda libre %1</numerusform>
            <numerusform>esta partida tiene %n celdas libres: no hay celda libre %1</numerusform>
        </translation>
    </message>
    <message>
        <source>column %1 is empty: pick a place with a card on top</source>
        <translation>la columna %1 está vacía: elija un lugar con una carta encima</translation>
    </message>
    <message>
        <source>free cell %1 is empty: pick a place with a card on top</source>
        <translation>la celda libre %1 está vacía: elija un lugar con una carta encima</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Speak the desktop&apos;s language</source>
        <translation>Usar el idioma del escritorio</translation>
    </message>
    <message>
        <source>Speak %1 from the next start</source>
        <translation>Usar %1 desde el próximo inicio</translation>
    </message>
    <message>
        <source>The language changes at the next start.</source>
        <translation>El idioma cambia en el próximo inicio.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;About freecell-gui</source>
        <translation>Acerca &amp;de freecell-gui</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Reparto</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Comprobar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Reparto</translation>
    </message>
    <message>
        <source>About freecell-gui</source>
        <translation>Acerca de freecell-gui</translation>
    </message>
    <message>
        <source>&lt;p&gt;Shows any Microsoft FreeCell deal, 1 to %1, exactly as Microsoft FreeCell, FreeCell Pro, PySol FC and freecellgamesolutions.com deal it.&lt;/p&gt;&lt;p&gt;Card art, icons and code were made for freecell-gui and are released under the MIT licence.&lt;/p&gt;&lt;p&gt;Built with Qt for Python (PySide6 %2, LGPL v3) on Python %3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Muestra cualquier reparto de Microsoft FreeCell, del 1 al %1, exactamente como lo reparten Microsoft FreeCell, FreeCell Pro, PySol FC y freecellgamesolutions.com.&lt;/p&gt;&lt;p&gt;Las cartas, los iconos y el código se hicieron para freecell-gui y se publican bajo la licencia MIT.&lt;/p&gt;&lt;p&gt;Hecho con Qt for Python (PySide6 %2, LGPL v3) sobre Python %3.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MoveRefusal</name>
    <message>
        <source>%1 goes on a black two</source>
        <translation>%1 va sobre un dos negro</translation>
    </message>
    <message>
        <source>%1 goes on a black three</source>
        <translation>%1 va sobre un tres negro</translation>
    </message>
    <message>
        <source>%1 goes on a black four</source>
        <translation>%1 va sobre un cuatro negro</translation>
    </message>
    <message>
        <source>%1 goes on a black five</source>
        <translation>%1 va sobre un cinco negro</translation>
    </message>
    <message>
        <source>%1 goes on a black six</source>
        <translation>%1 va sobre un seis negro</translation>
    </message>
    <message>
        <source>%1 goes on a black seven</source>
        <translation>%1 va sobre un siete negro</translation>
    </message>
    <message>
        <source>%1 goes on a black eight</source>
        <translation>%1 va sobre un ocho negro</translation>
    </message>
    <message>
        <source>%1 goes on a black nine</source>
        <translation>%1 va sobre un nueve negro</translation>
    </message>
    <message>
        <source>%1 goes on a black ten</source>
        <translation>%1 va sobre un diez negro</translation>
    </message>
    <message>
        <source>%1 goes on a black jack</source>
        <translation>%1 va sobre una jota negra</translation>
    </message>
    <message>
        <source>%1 goes on a black queen</source>
        <translation>%1 va sobre una reina negra</translation>
    </message>
    <message>
        <source>%1 goes on a black king</source>
        <translation>%1 va sobre un rey negro</translation>
    </message>
    <message>
        <source>%1 goes on a red two</source>
        <translation>%1 va sobre un dos rojo</translation>
    </message>
    <message>
        <source>%1 goes on a red three</source>
        <translation>%1 va sobre un tres rojo</translation>
    </message>
    <message>
        <source>%1 goes on a red four</source>
        <translation>%1 va sobre un cuatro rojo</translation>
    </message>
    <message>
        <source>%1 goes on a red five</source>
        <translation>%1 va sobre un cinco rojo</translation>
    </message>
    <message>
        <source>%1 goes on a red six</source>
        <translation>%1 va sobre un seis rojo</translation>
    </message>
    <message>
        <source>%1 goes on a red seven</source>
        <translation>%1 va sobre un siete rojo</translation>
    </message>
    <message>
        <source>%1 goes on a red eight</source>
        <translation>%1 va sobre un ocho rojo</translation>
    </message>
    <message>
        <source>%1 goes on a red nine</source>
        <translation>%1 va sobre un nueve rojo</translation>
    </message>
    <message>
        <source>%1 goes on a red ten</source>
        <translation>%1 va sobre un diez rojo</translation>
    </message>
    <message>
        <source>%1 goes on a red jack</source>
        <translation>%1 va sobre una jota roja</translation>
    </message>
    <message>
        <source>%1 goes on a red queen</source>
        <translation>%1 va sobre una reina roja</translation>
    </message>
    <message>
        <source>%1 goes on a red king</source>
        <translation>%1 va sobre un rey rojo</translation>
    </message>
    <message>
        <source>cards never leave the foundations</source>
        <translation>las cartas nunca salen de las fundaciones</translation>
    </message>
    <message>
        <source>there is no place %1</source>
        <translation>no existe el lugar %1</translation>
    </message>
    <message>
        <source>a move needs two different places</source>
        <translation>un movimiento necesita dos lugares distintos</translation>
    </message>
    <message>
        <source>free cell %1 is empty</source>
        <translation>la celda libre %1 está vacía</translation>
    </message>
    <message>
        <source>column %1 is empty</source>
        <translation>la columna %1 está vacía</translation>
    </message>
    <message>
        <source>a move carries at least one card</source>
        <translation>un movimiento lleva al menos una carta</translation>
    </message>
    <message numerus="yes">
        <source>column %1 holds only %n card(s)</source>
        <translation>
            <numerusform>la columna %1 solo tiene %n carta</numerusform>
            <numerusform>la columna %1 solo tiene %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>the top %1 cards of column %2 are not an ordered run (only %3 are)</source>
        <translation>las %1 cartas de arriba de la columna %2 no forman una escalera ordenada (solo %3)</translation>
    </message>
    <message>
        <source>only one card at a time can go to or come from the foundations</source>
        <translation>a las fundaciones, o desde ellas, solo va una carta cada vez</translation>
    </message>
    <message>
        <source>only one card at a time can go to or come from free cell %1</source>
        <translation>a la celda libre %1, o desde ella, solo va una carta cada vez</translation>
    </message>
    <message>
        <source>%1 cannot go home yet: its foundation needs the %2</source>
        <translation>%1 aún no puede ir a las fundaciones: antes hace falta la carta %2</translation>
    </message>
    <message numerus="yes">
        <source>this game has %n free cell(s): there is no free cell %1</source>
        <translation>
            <numerusform>esta partida tiene %n celda libre: no hay celda libre %1</numerusform>
            <numerusform>esta partida tiene %n celdas libres: no hay celda libre %1</numerusform>
        </translation>
    </message>
    <message>
        <source>free cell %1 is taken (%2)</source>
        <translation>la celda libre %1 está ocupada (%2)</translation>
    </message>
    <message>
        <source>%1 cannot go on %2: %3</source>
        <translation>%1 no puede ir sobre %2: %3</translation>
    </message>
    <message>
        <source>%1 goes only into an empty column</source>
        <translation>%1 solo va a una columna vacía</translation>
    </message>
    <message>
        <source>%1 goes on the %2</source>
        <translation>%1 va sobre %2</translation>
    </message>
    <message numerus="yes">
        <source>only %n card(s) can move, not %1: %2, %3</source>
        <translation>
            <numerusform>solo se puede mover %n carta, no %1: %2, %3</numerusform>
            <numerusform>solo se pueden mover %n cartas, no %1: %2, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>only %n card(s) can move, not %1: %2, %3 (the empty target does not count)</source>
        <translation>
            <numerusform>solo se puede mover %n carta, no %1: %2, %3 (la columna vacía de destino no cuenta)</numerusform>
            <numerusform>solo se pueden mover %n cartas, no %1: %2, %3 (la columna vacía de destino no cuenta)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n free cell(s)</source>
        <translation>
            <numerusform>%n celda libre</numerusform>
            <numerusform>%n celdas libres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n empty column(s)</source>
        <translation>
            <numerusform>%n columna vacía</numerusform>
            <numerusform>%n columnas vacías</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MovesPanel</name>
    <message>
        <source>Moves</source>
        <translation>Movimientos</translation>
    </message>
    <message>
        <source>Type a move</source>
        <translation>Escribir un movimiento</translation>
    </message>
    <message>
        <source>Type a move: %1 ⏎</source>
        <translation>Escriba un movimiento: %1 ⏎</translation>
    </message>
    <message>
        <source>Move number</source>
        <translation>Número de movimiento</translation>
    </message>
    <message>
        <source>Drag to jump anywhere in the moves</source>
        <translation>Arrastrar para saltar a cualquier punto de los movimientos</translation>
    </message>
    <message>
        <source>Back to the deal</source>
        <translation>Volver al reparto</translation>
    </message>
    <message>
        <source>Step back one move</source>
        <translation>Retroceder un movimiento</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Retroceder</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>Play or pause the moves to redo (Ctrl+P)</source>
        <translation>Reproducir o pausar los movimientos por rehacer (Ctrl+P)</translation>
    </message>
    <message>
        <source>Step forward one move</source>
        <translation>Avanzar un movimiento</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Avanzar</translation>
    </message>
    <message>
        <source>To the last move</source>
        <translation>Al último movimiento</translation>
    </message>
    <message>
        <source>Playback speed, moves a second</source>
        <translation>Velocidad de reproducción, movimientos por segundo</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>Velocidad de reproducción</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/s</translation>
    </message>
    <message>
        <source>Load…</source>
        <translation>Cargar…</translation>
    </message>
    <message>
        <source>Paste or load a solution</source>
        <translation>Pegar o cargar una solución</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Pegar</translation>
    </message>
    <message>
        <source>Load the solution on the clipboard</source>
        <translation>Cargar la solución del portapapeles</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Copy the moves as text, ten a line</source>
        <translation>Copiar los movimientos como texto, diez por línea</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Guardar…</translation>
    </message>
    <message>
        <source>Save the moves to a file</source>
        <translation>Guardar los movimientos en un archivo</translation>
    </message>
    <message>
        <source>Move %1 (%2) is illegal: %3. Playback stops before it.</source>
        <translation>El movimiento %1 (%2) no es legal: %3. La reproducción se detiene antes de él.</translation>
    </message>
    <message numerus="yes">
        <source>Won in %Ln move(s)</source>
        <translation>
            <numerusform>Ganado en %Ln movimiento</numerusform>
            <numerusform>Ganado en %Ln movimientos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Copied %Ln move(s)</source>
        <translation>
            <numerusform>%Ln movimiento copiado</numerusform>
            <numerusform>%Ln movimientos copiados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved %Ln move(s) to {path}</source>
        <translation>
            <numerusform>%Ln movimiento guardado en {path}</numerusform>
            <numerusform>%Ln movimientos guardados en {path}</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Movimiento %1 de %2</translation>
    </message>
    <message>
        <source>No moves yet: play, type a move, or load a solution</source>
        <translation>Aún no hay movimientos: juegue, escriba un movimiento o cargue una solución</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Saving the moves to {name}…</source>
        <translation>Guardando los movimientos en {name}…</translation>
    </message>
    <message>
        <source>The moves were not saved to {path}: cancelled</source>
        <translation>Los movimientos no se guardaron en {path}: cancelado</translation>
    </message>
    <message>
        <source>Save the Moves</source>
        <translation>Guardar los movimientos</translation>
    </message>
    <message>
        <source>Load a Solution</source>
        <translation>Cargar una solución</translation>
    </message>
    <message>
        <source>&amp;Load Solution…</source>
        <translation>&amp;Cargar una solución…</translation>
    </message>
    <message>
        <source>Load a solution file</source>
        <translation>Cargar un archivo de solución</translation>
    </message>
    <message>
        <source>Paste &amp;Solution</source>
        <translation>Pegar la &amp;solución</translation>
    </message>
    <message>
        <source>P&amp;lay/Pause Solution</source>
        <translation>Reproducir/pausar la soluci&amp;ón</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>Reproducir o pausar</translation>
    </message>
    <message>
        <source>T&amp;ype a Move</source>
        <translation>Escri&amp;bir un movimiento</translation>
    </message>
    <message>
        <source>&amp;Moves Panel</source>
        <translation>Panel de &amp;movimientos</translation>
    </message>
    <message>
        <source>the deal</source>
        <translation>reparto</translation>
    </message>
    <message>
        <source>Autoplay sent home: %1</source>
        <translation>Juego automático a las fundaciones: %1</translation>
    </message>
    <message>
        <source>Moves column</source>
        <translation>Columna de movimientos</translation>
    </message>
    <message>
        <source>Move numbers</source>
        <translation>Números de movimiento</translation>
    </message>
</context>
<context>
    <name>NotationMessages</name>
    <message>
        <source>line %1: %2</source>
        <translation>línea %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a move: write a source and a target, columns 1-8, free cells a-d, h for home (as 3a, 54, bh)</source>
        <translation>%1 no es un movimiento: escriba un origen y un destino, columnas 1-8, celdas libres a-d, h para las fundaciones (como 3a, 54, bh)</translation>
    </message>
    <message>
        <source>%1: cards never leave home (h)</source>
        <translation>%1: las cartas nunca salen de las fundaciones (h)</translation>
    </message>
    <message>
        <source>%1 moves a card to where it is</source>
        <translation>%1 mueve una carta a donde ya está</translation>
    </message>
    <message>
        <source>%1: a card count (v) is only for a run of 1 or more cards between columns</source>
        <translation>%1: un número de cartas (v) solo vale para una escalera de 1 o más cartas entre columnas</translation>
    </message>
    <message>
        <source>%1 is far too large a number for a move</source>
        <translation>%1 es un número demasiado grande para un movimiento</translation>
    </message>
    <message>
        <source>%1 holds %2, which only looks like ASCII: write moves and fc-solve&apos;s words in plain ASCII</source>
        <translation>%1 contiene %2, que solo parece ASCII: escriba los movimientos y las palabras de fc-solve en ASCII simple</translation>
    </message>
    <message>
        <source>there is no stack %1 (they count from 0 to 7)</source>
        <translation>no hay «stack %1» (se cuentan de 0 a 7)</translation>
    </message>
    <message>
        <source>there is no freecell %1 (they count from 0 to 3)</source>
        <translation>no hay «freecell %1» (se cuentan de 0 a 3)</translation>
    </message>
    <message>
        <source>the move goes from stack %1 to itself</source>
        <translation>el movimiento va de «stack %1» a sí mismo</translation>
    </message>
    <message>
        <source>the move goes from freecell %1 to itself</source>
        <translation>el movimiento va de «freecell %1» a sí misma</translation>
    </message>
    <message>
        <source>a move carries at least one card, not %1</source>
        <translation>un movimiento lleva al menos una carta, no %1</translation>
    </message>
    <message>
        <source>only one card at a time goes to or from a free cell or home</source>
        <translation>solo una carta a la vez va a una celda libre o a las fundaciones, o sale de ellas</translation>
    </message>
    <message>
        <source>the text has %1 characters; a solution is far shorter (at most %2)</source>
        <translation>el texto tiene %1 caracteres; una solución es mucho más corta (como máximo %2)</translation>
    </message>
    <message>
        <source>this text is not moves</source>
        <translation>este texto no es una lista de movimientos</translation>
    </message>
</context>
<context>
    <name>PictureError</name>
    <message>
        <source>%1 is not a PNG, JPEG, BMP or WebP picture</source>
        <translation>%1 no es una imagen PNG, JPEG, BMP ni WebP</translation>
    </message>
    <message>
        <source>%1: the %2 header gives no size</source>
        <translation>%1: la cabecera %2 no da ningún tamaño</translation>
    </message>
    <message>
        <source>%1 is %2 x %3 pixels: too large (at most %4 are read)</source>
        <translation>%1 tiene %2 x %3 píxeles: demasiado grande (se leen como mucho %4)</translation>
    </message>
    <message>
        <source>%1: the %2 data is too short for %3 x %4 pixels (%5)</source>
        <translation>%1: los datos %2 son demasiado cortos para %3 x %4 píxeles (%5)</translation>
    </message>
    <message>
        <source>%1: the %2 data cannot be decoded (%3)</source>
        <translation>%1: los datos %2 no se pueden decodificar (%3)</translation>
    </message>
    <message>
        <source>the picture is empty</source>
        <translation>la imagen está vacía</translation>
    </message>
    <message>
        <source>the picture has more than %1 pixels: too large</source>
        <translation>la imagen tiene más de %1 píxeles: demasiado grande</translation>
    </message>
    <message>
        <source>the pasted image</source>
        <translation>la imagen pegada</translation>
    </message>
    <message>
        <source>there is no picture here: paste or drop a screenshot or a picture file</source>
        <translation>aquí no hay ninguna imagen: pegue o suelte una captura de pantalla o un archivo de imagen</translation>
    </message>
    <message>
        <source>the pasted image is empty or too large to read</source>
        <translation>la imagen pegada está vacía o es demasiado grande para leerla</translation>
    </message>
    <message>
        <source>the pasted image has more than %1 pixels: too large</source>
        <translation>la imagen pegada tiene más de %1 píxeles: demasiado grande</translation>
    </message>
    <message>
        <source>the picture was read already</source>
        <translation>la imagen ya se leyó</translation>
    </message>
    <message>
        <source>the search failed: %1</source>
        <translation>la búsqueda falló: %1</translation>
    </message>
</context>
<context>
    <name>PictureFindDialog</name>
    <message>
        <source>Find Deal from a Picture</source>
        <translation>Buscar el reparto de una imagen</translation>
    </message>
    <message>
        <source>Paste (Ctrl+V), drop or open a screenshot of a FreeCell table.</source>
        <translation>Pegue (Ctrl+V), suelte o abra una captura de pantalla de una mesa de FreeCell.</translation>
    </message>
    <message>
        <source>The picture read</source>
        <translation>La imagen leída</translation>
    </message>
    <message>
        <source>What was read, as a board (?? for a card not read)</source>
        <translation>Lo leído, como posición (?? para una carta no leída)</translation>
    </message>
    <message>
        <source>What was read</source>
        <translation>Lo leído</translation>
    </message>
    <message>
        <source>Open &amp;Picture…</source>
        <translation>Abrir &amp;imagen…</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Pegar</translation>
    </message>
    <message>
        <source>&amp;Cancel Search</source>
        <translation>&amp;Cancelar búsqueda</translation>
    </message>
    <message>
        <source>&amp;Open Deal</source>
        <translation>&amp;Abrir reparto</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>Co&amp;mparar</translation>
    </message>
    <message>
        <source>Put Reading on &amp;Table</source>
        <translation>Poner lo leído en la &amp;mesa</translation>
    </message>
    <message>
        <source>Ctrl+wheel zooms; drag to move a zoomed picture.</source>
        <translation>Ctrl+rueda hace zoom; arrastre para mover una imagen ampliada.</translation>
    </message>
    <message>
        <source>Outline colours</source>
        <translation>Colores de los contornos</translation>
    </message>
    <message>
        <source>Green: card read. Yellow: only its colour read. Red: not read.</source>
        <translation>Verde: carta leída. Amarillo: solo se leyó su color. Rojo: no leída.</translation>
    </message>
    <message>
        <source>Outlines:</source>
        <translation>Contornos:</translation>
    </message>
    <message>
        <source>card read</source>
        <translation>carta leída</translation>
    </message>
    <message>
        <source>colour only</source>
        <translation>solo el color</translation>
    </message>
    <message>
        <source>not read</source>
        <translation>no leída</translation>
    </message>
    <message>
        <source>Open Picture</source>
        <translation>Abrir imagen</translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg *.bmp *.webp);;All files (*)</source>
        <translation>Imágenes (*.png *.jpg *.jpeg *.bmp *.webp);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Reading the picture…</source>
        <translation>Leyendo la imagen…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>The search failed: %1</source>
        <translation>La búsqueda falló: %1</translation>
    </message>
    <message>
        <source>Searching: 1..%1, then to 2^31-1, then every deal…</source>
        <translation>Buscando: 1..%1, luego hasta 2^31-1, luego todos los repartos…</translation>
    </message>
    <message>
        <source>No deal has the cards read.</source>
        <translation>Ningún reparto tiene las cartas leídas.</translation>
    </message>
    <message>
        <source>These deals fit what was read equally well: %1. Read more cards to choose.</source>
        <translation>Estos repartos encajan igual de bien con lo leído: %1. Lea más cartas para elegir.</translation>
    </message>
    <message>
        <source>Deal #%1 (%2 s).</source>
        <translation>Reparto n.º %1 (%2 s).</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) read differently: %1</source>
        <translation>
            <numerusform>%n carta leída de otra forma: %1</numerusform>
            <numerusform>%n cartas leídas de otra forma: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>Deal #%1: cards read differently: %2</source>
        <translation>Reparto n.º %1: cartas leídas de otra forma: %2</translation>
    </message>
    <message>
        <source>Not every card was read, so the reading cannot be played: %1</source>
        <translation>No se leyeron todas las cartas, así que lo leído no se puede jugar: %1</translation>
    </message>
</context>
<context>
    <name>PlayActions</name>
    <message>
        <source>&amp;Undo Move</source>
        <translation>&amp;Deshacer movimiento</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Deshacer el último movimiento</translation>
    </message>
    <message>
        <source>&amp;Redo Move</source>
        <translation>Reha&amp;cer movimiento</translation>
    </message>
    <message>
        <source>Play the next move again</source>
        <translation>Volver a hacer el siguiente movimiento</translation>
    </message>
    <message>
        <source>Restar&amp;t</source>
        <translation>Rei&amp;niciar</translation>
    </message>
    <message>
        <source>Back to the deal; the moves can be redone</source>
        <translation>Volver al reparto; los movimientos se pueden rehacer</translation>
    </message>
    <message>
        <source>New &amp;Game of This Deal</source>
        <translation>N&amp;ueva partida de este reparto</translation>
    </message>
    <message>
        <source>Play this deal again from the start (asks before throwing moves away)</source>
        <translation>Jugar este reparto de nuevo desde el principio (pregunta antes de descartar movimientos)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>&amp;Autoplay</source>
        <translation>&amp;Juego automático</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desactivado</translation>
    </message>
    <message>
        <source>Safe (only cards no other card needs)</source>
        <translation>Seguro (solo cartas que ninguna otra necesita)</translation>
    </message>
    <message>
        <source>Microsoft FreeCell&apos;s rule</source>
        <translation>Regla de Microsoft FreeCell</translation>
    </message>
    <message>
        <source>A&amp;nimate Moves</source>
        <translation>&amp;Animar movimientos</translation>
    </message>
    <message>
        <source>Cards fly to their place (off: they jump)</source>
        <translation>Las cartas vuelan a su sitio (desactivado: saltan)</translation>
    </message>
    <message>
        <source>Animation S&amp;peed</source>
        <translation>&amp;Velocidad de animación</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lenta</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rápida</translation>
    </message>
    <message>
        <source>&amp;Very Fast</source>
        <translation>&amp;Muy rápida</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Movimientos: %1</translation>
    </message>
    <message numerus="yes">
        <source>Won in %n move(s)!</source>
        <translation>
            <numerusform>¡Ganado en %n movimiento!</numerusform>
            <numerusform>¡Ganado en %n movimientos!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Won in %n move(s). Ctrl+N plays this deal again, PageDown the next deal.</source>
        <translation>
            <numerusform>Ganado en %n movimiento. Ctrl+N juega otra vez este reparto; Av Pág, el siguiente.</numerusform>
            <numerusform>Ganado en %n movimientos. Ctrl+N juega otra vez este reparto; Av Pág, el siguiente.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have made %n move(s) in this game.</source>
        <translation>
            <numerusform>Ha hecho %n movimiento en esta partida.</numerusform>
            <numerusform>Ha hecho %n movimientos en esta partida.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) wait(s) to be redone.</source>
        <translation>
            <numerusform>%n movimiento espera a rehacerse.</numerusform>
            <numerusform>%n movimientos esperan a rehacerse.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start this deal again and throw them away?</source>
        <translation>¿Empezar de nuevo este reparto y descartarlos?</translation>
    </message>
    <message>
        <source>Start This Deal Again?</source>
        <translation>¿Empezar de nuevo este reparto?</translation>
    </message>
    <message>
        <source>Leave This Game?</source>
        <translation>¿Dejar esta partida?</translation>
    </message>
    <message numerus="yes">
        <source>Another start of freecell-gui asks for deal %1. You have made %n move(s) in this game. Show deal %1 and leave it? (It counts as given up, and stays in Game › History to go on with later.)</source>
        <translation>
            <numerusform>Otro inicio de freecell-gui pide el reparto n.º&#xa0;%1. Ha hecho %n movimiento en esta partida. ¿Mostrar el reparto n.º&#xa0;%1 y dejarla? (Cuenta como abandonada y queda en Juego › Historial, para seguir más tarde.)</numerusform>
            <numerusform>Otro inicio de freecell-gui pide el reparto n.º&#xa0;%1. Ha hecho %n movimientos en esta partida. ¿Mostrar el reparto n.º&#xa0;%1 y dejarla? (Cuenta como abandonada y queda en Juego › Historial, para seguir más tarde.)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have made %n move(s) in this game. Show another deal and leave it? (It counts as given up, and stays in Game › History to go on with later.)</source>
        <translation>
            <numerusform>Ha hecho %n movimiento en esta partida. ¿Mostrar otro reparto y dejarla? (Cuenta como abandonada y queda en Juego › Historial, para seguir más tarde.)</numerusform>
            <numerusform>Ha hecho %n movimientos en esta partida. ¿Mostrar otro reparto y dejarla? (Cuenta como abandonada y queda en Juego › Historial, para seguir más tarde.)</numerusform>
        </translation>
    </message>
    <message>
        <source>Change the Rules?</source>
        <translation>¿Cambiar las reglas?</translation>
    </message>
    <message numerus="yes">
        <source>You have made %n move(s) in this game. Deal it again under the new rules and leave it? (It counts as given up, and stays in Game › History to go on with later.)</source>
        <translation>
            <numerusform>Ha hecho %n movimiento en esta partida. ¿Repartir de nuevo con las reglas nuevas y dejarla? (Cuenta como abandonada y queda en Juego › Historial, para seguir más tarde.)</numerusform>
            <numerusform>Ha hecho %n movimientos en esta partida. ¿Repartir de nuevo con las reglas nuevas y dejarla? (Cuenta como abandonada y queda en Juego › Historial, para seguir más tarde.)</numerusform>
        </translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>No volver a preguntar</translation>
    </message>
</context>
<context>
    <name>SavedGameMessages</name>
    <message>
        <source>line %1: %2</source>
        <translation>línea %1: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a file&apos;s name, then what is wrong in it</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 is not a line of a saved game: write &apos;key: value&apos;</source>
        <translation>%1 no es una línea de partida guardada: escriba &apos;clave: valor&apos;</translation>
    </message>
    <message>
        <source>autoplay is ms, safe or off, not %1</source>
        <translation>autoplay es ms, safe u off, no %1</translation>
    </message>
    <message>
        <source>the game is freecell or bakers, not %1</source>
        <translation>el juego es freecell o bakers, no %1</translation>
    </message>
    <message>
        <source>unknown key %1: a saved game has deal, board, game, cells, autoplay, moves, redo, cursor</source>
        <translation>clave desconocida %1: una partida guardada tiene deal, board, game, cells, autoplay, moves, redo, cursor</translation>
    </message>
    <message>
        <source>a control character (%1) in a comment</source>
        <translation>un carácter de control (%1) en un comentario</translation>
    </message>
    <message>
        <source>a control character (%1)</source>
        <translation>un carácter de control (%1)</translation>
    </message>
    <message>
        <source>%1 (%2) is not plain ASCII: a saved game writes its keys, moves and cards in ASCII letters and digits</source>
        <translation>%1 (%2) no es ASCII simple: una partida guardada escribe sus claves, jugadas y cartas en letras y cifras ASCII</translation>
    </message>
    <message>
        <source>the board: %1</source>
        <translation>la disposición: %1</translation>
    </message>
    <message>
        <source>a saved move is not a move: %1</source>
        <translation>una jugada guardada no es una jugada: %1</translation>
    </message>
    <message>
        <source>the moves do not replay: move %1 (%2) is illegal: %3 (a move to redo)</source>
        <translation>las jugadas no se pueden reproducir: la jugada %1 (%2) no es válida: %3 (una jugada por rehacer)</translation>
    </message>
    <message>
        <source>the moves do not replay: move %1 (%2) is illegal: %3 (a move done)</source>
        <translation>las jugadas no se pueden reproducir: la jugada %1 (%2) no es válida: %3 (una jugada hecha)</translation>
    </message>
    <message>
        <source>the text is empty: a saved game starts with %1</source>
        <translation>el texto está vacío: una partida guardada empieza por %1</translation>
    </message>
    <message>
        <source>not a freecell-gui saved game: its first line should be %1</source>
        <translation>no es una partida guardada de freecell-gui: su primera línea debería ser %1</translation>
    </message>
    <message>
        <source>the cascades follow &apos;board:&apos; on lines of their own, each starting with &apos;:&apos;</source>
        <translation>las columnas siguen a &apos;board:&apos; en líneas propias, cada una empezando por &apos;:&apos;</translation>
    </message>
    <message>
        <source>moves to redo say where they came from (&apos;redo typed:&apos;, &apos;redo loaded:&apos;, &apos;redo solved:&apos;); moves done do not (&apos;moves:&apos;)</source>
        <translation>las jugadas por rehacer dicen de dónde vienen (&apos;redo typed:&apos;, &apos;redo loaded:&apos;, &apos;redo solved:&apos;); las jugadas hechas no (&apos;moves:&apos;)</translation>
    </message>
    <message>
        <source>the saved game names no deal: it needs a &apos;deal:&apos; line or a &apos;board:&apos; block</source>
        <translation>la partida guardada no nombra ningún reparto: necesita una línea &apos;deal:&apos; o un bloque &apos;board:&apos;</translation>
    </message>
    <message>
        <source>the autoplay rule is given a second time (first on line %1)</source>
        <translation>la regla de juego automático se da por segunda vez (primero en la línea %1)</translation>
    </message>
    <message>
        <source>the cursor is given a second time (first on line %1)</source>
        <translation>el cursor se da por segunda vez (primero en la línea %1)</translation>
    </message>
    <message>
        <source>the number of free cells is given a second time (first on line %1)</source>
        <translation>el número de celdas libres se da por segunda vez (primero en la línea %1)</translation>
    </message>
    <message>
        <source>the game is given a second time (first on line %1)</source>
        <translation>el juego se da por segunda vez (primero en la línea %1)</translation>
    </message>
    <message>
        <source>the deal (deal: or board:) is given a second time (first on line %1)</source>
        <translation>el reparto (deal: o board:) se da por segunda vez (primero en la línea %1)</translation>
    </message>
    <message>
        <source>the cursor is a whole number, not %1</source>
        <translation>el cursor es un número entero, no %1</translation>
    </message>
    <message>
        <source>the number of free cells is a whole number, not %1</source>
        <translation>el número de celdas libres es un número entero, no %1</translation>
    </message>
    <message>
        <source>the deal is a whole number, not %1</source>
        <translation>el reparto es un número entero, no %1</translation>
    </message>
    <message>
        <source>the cursor has %1 digits: far too large</source>
        <translation>el cursor tiene demasiadas cifras (%1): demasiado grande</translation>
    </message>
    <message>
        <source>the number of free cells has %1 digits: far too large</source>
        <translation>el número de celdas libres tiene demasiadas cifras (%1): demasiado grande</translation>
    </message>
    <message>
        <source>the deal has %1 digits: far too large</source>
        <translation>el reparto tiene demasiadas cifras (%1): demasiado grande</translation>
    </message>
    <message>
        <source>the text has %1 characters; a saved game is far shorter (at most %2)</source>
        <translation>el texto tiene %1 caracteres; una partida guardada es mucho más corta (como máximo %2)</translation>
    </message>
    <message>
        <source>the game was saved in a newer format (%1); this version reads format %2</source>
        <translation>la partida se guardó en un formato más reciente (%1); esta versión lee el formato %2</translation>
    </message>
    <message>
        <source>the game was saved in an unknown format (%1); this version reads format %2</source>
        <translation>la partida se guardó en un formato desconocido (%1); esta versión lee el formato %2</translation>
    </message>
    <message>
        <source>the free cells are 0 to %2, not %1</source>
        <translation>las celdas libres van de 0 a %2, no %1</translation>
    </message>
    <message>
        <source>%1 is not a deal: deal numbers run from %2 to %3</source>
        <translation>%1 no es un número de reparto: los números van de %2 a %3</translation>
    </message>
    <message>
        <source>a board has 8 cascade lines starting with &apos;:&apos;, not %1</source>
        <translation>una disposición tiene 8 líneas de columna que empiezan por &apos;:&apos;, no %1</translation>
    </message>
    <message>
        <source>more than %1 moves: far more than any game</source>
        <translation>más de %1 jugadas: muchas más que cualquier partida</translation>
    </message>
    <message>
        <source>the cursor is %1 but %2 moves are done: the text is incomplete or was changed</source>
        <translation>el cursor es %1 pero jugadas hechas: %2; el texto está incompleto o se cambió</translation>
    </message>
    <message>
        <source>%1 moves are far too many (at most %2)</source>
        <translation>jugadas: %1, demasiadas (como máximo %2)</translation>
    </message>
    <message>
        <source>the saved game is a game of %1, not %2</source>
        <translation>la partida guardada es una partida de %1, no de %2</translation>
    </message>
    <message>
        <source>the saved game plays with autoplay %1, not %2</source>
        <translation>la partida guardada juega con autoplay %1, no %2</translation>
    </message>
    <message>
        <source>this text is not a saved game</source>
        <translation>este texto no es una partida guardada</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>line %1</source>
        <translation>línea %1</translation>
    </message>
    <message>
        <source>the settings file cannot be read (%1); defaults are used</source>
        <translation>el archivo de ajustes no se puede leer (%1); se usan los valores predeterminados</translation>
    </message>
    <message>
        <source>the settings file was not a readable file; it was moved to %1</source>
        <translation>el archivo de ajustes no era un archivo legible; se movió a %1</translation>
    </message>
    <message>
        <source>the settings file is not a readable file; defaults are used</source>
        <translation>el archivo de ajustes no es un archivo legible; se usan los valores predeterminados</translation>
    </message>
    <message>
        <source>the whole file (not UTF-8 text)</source>
        <translation>el archivo entero (no es texto UTF-8)</translation>
    </message>
    <message>
        <source>old file kept as %1</source>
        <translation>archivo antiguo guardado como %1</translation>
    </message>
    <message>
        <source>the file is left as it was</source>
        <translation>el archivo queda como estaba</translation>
    </message>
    <message>
        <source>%1 and %2 more</source>
        <translation>%1 y %2 más</translation>
    </message>
    <message>
        <source>refused damaged %1; defaults used, %2</source>
        <translation>valores dañados rechazados: %1; se usan los predeterminados, %2</translation>
    </message>
    <message>
        <source>the settings file could not be read; defaults are used and it was copied aside</source>
        <translation>el archivo de ajustes no se pudo leer; se usan los valores predeterminados y se apartó una copia</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>ilegible</translation>
    </message>
    <message>
        <source>refused %1 (%2); default used</source>
        <translation>%1 rechazado (%2); se usa el predeterminado</translation>
    </message>
    <message>
        <source>%1, old file kept as %2</source>
        <translation>%1, archivo antiguo guardado como %2</translation>
    </message>
    <message>
        <source>settings cannot be saved in %1 (not writable); changes last this session</source>
        <translation>los ajustes no se pueden guardar en %1 (no se puede escribir); los cambios duran esta sesión</translation>
    </message>
    <message>
        <source>Settings: %1</source>
        <translation>Ajustes: %1</translation>
    </message>
    <message>
        <source>not text (%1)</source>
        <translation>no es texto (%1)</translation>
    </message>
    <message>
        <source>%1 characters long</source>
        <translation>%1 caracteres</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <translation>%1 no es %2</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true o false</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>uno de %1</translation>
    </message>
    <message>
        <source>%1 is not one of %2</source>
        <translation>%1 no es uno de %2</translation>
    </message>
    <message>
        <source>a deal number</source>
        <translation>un número de reparto</translation>
    </message>
    <message>
        <source>%1 is not a deal number</source>
        <translation>%1 no es un número de reparto</translation>
    </message>
    <message>
        <source>a colour #rrggbb</source>
        <translation>un color #rrggbb</translation>
    </message>
    <message>
        <source>a file name</source>
        <translation>un nombre de archivo</translation>
    </message>
    <message>
        <source>not saved bytes (%1)</source>
        <translation>no son bytes guardados (%1)</translation>
    </message>
    <message>
        <source>a missing file</source>
        <translation>un archivo que falta</translation>
    </message>
    <message>
        <source>not a usable deck</source>
        <translation>no es una baraja utilizable</translation>
    </message>
</context>
<context>
    <name>ShareActions</name>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG vector image (*.svg)</source>
        <translation>Imagen vectorial SVG (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <source>&amp;Export Image…</source>
        <translation>&amp;Exportar imagen…</translation>
    </message>
    <message>
        <source>Save the table as PNG, SVG or PDF</source>
        <translation>Guardar la mesa como PNG, SVG o PDF</translation>
    </message>
    <message>
        <source>&amp;Copy Image</source>
        <translation>&amp;Copiar imagen</translation>
    </message>
    <message>
        <source>Copy the table to the clipboard as an image</source>
        <translation>Copiar la mesa al portapapeles como imagen</translation>
    </message>
    <message>
        <source>Copy Deal as &amp;Rows</source>
        <translation>Copiar reparto como &amp;filas</translation>
    </message>
    <message>
        <source>The Rosetta Code layout, 8 cards a row</source>
        <translation>El formato de Rosetta Code, 8 cartas por fila</translation>
    </message>
    <message>
        <source>Copy Deal as &amp;Board</source>
        <translation>Copiar reparto como &amp;posición</translation>
    </message>
    <message>
        <source>The fc-solve / PySol FC layout, one column a line</source>
        <translation>El formato de fc-solve / PySol FC, una columna por línea</translation>
    </message>
    <message>
        <source>Copy Deal as &amp;JSON</source>
        <translation>Copiar reparto como &amp;JSON</translation>
    </message>
    <message>
        <source>Open on &amp;freecellgamesolutions.com</source>
        <translation>Abrir en &amp;freecellgamesolutions.com</translation>
    </message>
    <message>
        <source>Show this deal on freecellgamesolutions.com in the browser</source>
        <translation>Mostrar este reparto en freecellgamesolutions.com en el navegador</translation>
    </message>
    <message>
        <source>Open &amp;Solution on freecellgamesolutions.com</source>
        <translation>Abrir la &amp;solución en freecellgamesolutions.com</translation>
    </message>
    <message>
        <source>Show this deal&apos;s solution on freecellgamesolutions.com in the browser</source>
        <translation>Mostrar la solución de este reparto en freecellgamesolutions.com en el navegador</translation>
    </message>
    <message>
        <source>freecellgamesolutions.com plays only FreeCell with 4 free cells, not %1</source>
        <translation>freecellgamesolutions.com solo ofrece FreeCell con 4 celdas libres, no %1</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>Exportar imagen</translation>
    </message>
    <message>
        <source>Width in pixels (twice the table on screen by default):</source>
        <translation>Ancho en píxeles (por defecto, el doble de la mesa en pantalla):</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 guardado</translation>
    </message>
    <message>
        <source>Copied the table to the clipboard as an image</source>
        <translation>Mesa copiada al portapapeles como imagen</translation>
    </message>
    <message>
        <source>Copied %1 as %2</source>
        <translation>%1 copiado como %2</translation>
    </message>
    <message>
        <source>Could not drag the image: %1</source>
        <translation>No se pudo arrastrar la imagen: %1</translation>
    </message>
    <message>
        <source>Open in Browser</source>
        <translation>Abrir en el navegador</translation>
    </message>
    <message>
        <source>No browser could be started. The address is:
%1</source>
        <translation>No se pudo abrir ningún navegador. La dirección es:
%1</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>the lock of the game history cannot be made; this window keeps a game of its own in the history</source>
        <translation>No se puede crear el bloqueo del historial; esta ventana guarda una partida propia en el historial</translation>
    </message>
    <message>
        <source>%1 was not a file; it was moved to %2</source>
        <translation>%1 no era un archivo; se movió a %2</translation>
    </message>
    <message>
        <source>another freecell-gui window is open but did not answer; this window keeps a game of its own in the history</source>
        <translation>Hay otra ventana de freecell-gui abierta que no responde; esta ventana guarda una partida propia en el historial</translation>
    </message>
</context>
<context>
    <name>SolutionDialog</name>
    <message>
        <source>Load a Solution</source>
        <translation>Cargar una solución</translation>
    </message>
    <message>
        <source>Paste the moves from freecellgamesolutions.com, fc-solve&apos;s output or a saved moves file. They are played from the position on the table.</source>
        <translation>Pegue los movimientos de freecellgamesolutions.com, la salida de fc-solve o un archivo de movimientos guardado. Se juegan desde la posición de la mesa.</translation>
    </message>
    <message>
        <source>Moves to load</source>
        <translation>Movimientos a cargar</translation>
    </message>
    <message>
        <source>&amp;Load Moves</source>
        <translation>&amp;Cargar movimientos</translation>
    </message>
    <message>
        <source>From &amp;File…</source>
        <translation>Desde &amp;archivo…</translation>
    </message>
    <message>
        <source>Solutions (*.txt *.sol *.moves);;All files (*)</source>
        <translation>Soluciones (*.txt *.sol *.moves);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>SolutionLoading</name>
    <message>
        <source>Not a solution: %1</source>
        <translation>No es una solución: %1</translation>
    </message>
    <message>
        <source>Not a solution: more than %1 moves (a solution has a few hundred)</source>
        <translation>No es una solución: más de %1 movimientos (una solución tiene unos cientos)</translation>
    </message>
    <message>
        <source>No moves found: paste the site&apos;s solution, fc-solve&apos;s output or a saved moves file</source>
        <translation>No se encontraron movimientos: pegue la solución del sitio, la salida de fc-solve o un archivo de movimientos guardado</translation>
    </message>
    <message numerus="yes">
        <source>Loaded %n move(s); move %1 (%2) is illegal: %3</source>
        <translation>
            <numerusform>%n movimiento cargado; el movimiento %1 (%2) no es válido: %3</numerusform>
            <numerusform>%n movimientos cargados; el movimiento %1 (%2) no es válido: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loaded %n move(s) to play: step forward or press Play</source>
        <translation>
            <numerusform>%n movimiento cargado para jugar: avance paso a paso o pulse Reproducir</numerusform>
            <numerusform>%n movimientos cargados para jugar: avance paso a paso o pulse Reproducir</numerusform>
        </translation>
    </message>
    <message>
        <source>Not a solution: the text has %1 characters (a solution has a few thousand; at most %2 are read)</source>
        <translation>No es una solución: el texto tiene %1 caracteres (una solución tiene unos miles; se leen como mucho %2)</translation>
    </message>
</context>
<context>
    <name>SolveActions</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Stop solving</source>
        <translation>Detener la resolución</translation>
    </message>
    <message>
        <source>Stop the solver, keeping the best solution so far (Esc)</source>
        <translation>Detener el solucionador y conservar la mejor solución hasta ahora (Esc)</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>Res&amp;olver</translation>
    </message>
    <message>
        <source>Solve from the position on the table: the solution becomes the moves to redo</source>
        <translation>Resolver desde la posición de la mesa: la solución pasa a ser los movimientos por rehacer</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>Light the next move of a solution</source>
        <translation>Iluminar el siguiente movimiento de una solución</translation>
    </message>
    <message>
        <source>Stop Sol&amp;ving</source>
        <translation>Detener la &amp;resolución</translation>
    </message>
    <message>
        <source>Stop the solver, keeping its best</source>
        <translation>Detener el solucionador y conservar lo mejor</translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s) (stopped early: the best found so far)</source>
        <translation>
            <numerusform>Resuelto en %Ln movimiento (parado antes: lo mejor hallado)</numerusform>
            <numerusform>Resuelto en %Ln movimientos (parado antes: lo mejor hallado)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s)</source>
        <translation>
            <numerusform>Resuelto en %Ln movimiento</numerusform>
            <numerusform>Resuelto en %Ln movimientos</numerusform>
        </translation>
    </message>
    <message>
        <source>No solution exists from this position</source>
        <translation>No hay solución desde esta posición</translation>
    </message>
    <message>
        <source>No solution found: gave up after %1 s</source>
        <translation>No se encontró solución: abandono tras %1 s</translation>
    </message>
    <message>
        <source>No solution found: gave up after %1 positions</source>
        <translation>No se encontró solución: abandono tras %1 posiciones</translation>
    </message>
    <message>
        <source>No solution found: cancelled</source>
        <translation>No se encontró solución: cancelado</translation>
    </message>
    <message>
        <source>No solution found: the solver stopped unexpectedly</source>
        <translation>No se encontró solución: el solucionador se detuvo inesperadamente</translation>
    </message>
    <message>
        <source>No solution found: gave up</source>
        <translation>No se encontró solución: abandono</translation>
    </message>
    <message>
        <source>Solving… %1 positions, %2 s</source>
        <translation>Resolviendo… %1 posiciones, %2 s</translation>
    </message>
    <message numerus="yes">
        <source>Solving… %Ln move(s), shortening… %1 positions, %2 s</source>
        <translation>
            <numerusform>Resolviendo… %Ln movimiento, acortando… %1 posiciones, %2 s</numerusform>
            <numerusform>Resolviendo… %Ln movimientos, acortando… %1 posiciones, %2 s</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is won: nothing to solve</source>
        <translation>La partida está ganada: nada que resolver</translation>
    </message>
    <message>
        <source>Finding a hint…</source>
        <translation>Buscando una pista…</translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation>Resolviendo…</translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s), shortening…</source>
        <translation>
            <numerusform>Resuelto en %Ln movimiento, acortando…</numerusform>
            <numerusform>Resuelto en %Ln movimientos, acortando…</numerusform>
        </translation>
    </message>
    <message>
        <source>No hint. %1</source>
        <translation>Sin pista. %1</translation>
    </message>
    <message>
        <source>The game is won</source>
        <translation>La partida está ganada</translation>
    </message>
    <message>
        <source>Solving: the hint comes with the solution</source>
        <translation>Resolviendo: la pista llegará con la solución</translation>
    </message>
    <message numerus="yes">
        <source>Hint: %1 (a solution in %Ln move(s) from here)</source>
        <translation>
            <numerusform>Pista: %1 (una solución en %Ln movimiento desde aquí)</numerusform>
            <numerusform>Pista: %1 (una solución en %Ln movimientos desde aquí)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s) (stopped: the position changed)</source>
        <translation>
            <numerusform>Resuelto en %Ln movimiento (detenido: la posición cambió)</numerusform>
            <numerusform>Resuelto en %Ln movimientos (detenido: la posición cambió)</numerusform>
        </translation>
    </message>
    <message>
        <source>Solver stopped: the position changed</source>
        <translation>Solucionador detenido: la posición cambió</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Deal</source>
        <translation>Reparto</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>Your fewest moves</source>
        <translation>Sus menos movimientos</translation>
    </message>
    <message>
        <source>Solver&apos;s shortest</source>
        <translation>Más corta del solucionador</translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation>Ganadas con ayuda</translation>
    </message>
    <message>
        <source>{none} (no game won without help or given up yet)</source>
        <translation>{none} (aún ninguna partida ganada sin ayuda ni abandonada)</translation>
    </message>
    <message>
        <source>{rate} ({won} of {decided})</source>
        <translation>{rate} ({won} de {decided})</translation>
    </message>
    <message>
        <source>Won without help</source>
        <translation>Ganadas sin ayuda</translation>
    </message>
    <message>
        <source>Given up</source>
        <translation>Abandonadas</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>En curso</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Porcentaje de victorias</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Racha actual</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Racha más larga</translation>
    </message>
    <message>
        <source>Played counts every game: won, won with help, given up or in progress. The win rate counts your wins without help out of those wins and the games given up; wins with Hint or Solve and games in progress change neither the win rate nor the streaks.</source>
        <translation>Jugadas cuenta cada partida: ganada, ganada con ayuda, abandonada o en curso. El porcentaje de victorias cuenta sus victorias sin ayuda entre esas victorias y las partidas abandonadas; las victorias con Pista o Resolver y las partidas en curso no cambian ni el porcentaje de victorias ni las rachas.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Deals played: your fewest moves to win beside the solver&apos;s shortest</source>
        <translation>Repartos jugados: sus menos movimientos para ganar junto a la solución más corta del solucionador</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Anteriores</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguientes</translation>
    </message>
    <message>
        <source>Delete History…</source>
        <translation>Borrar el historial…</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>The statistics of one game: FreeCell, or a variant you played (Baker&apos;s Game, fewer cells)</source>
        <translation>Las estadísticas de un juego: FreeCell, o una variante que haya jugado (Baker&apos;s Game, menos celdas)</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Todas las partidas</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Game history: %1</source>
        <translation>Historial de partidas: %1</translation>
    </message>
    <message>
        <source>finding…</source>
        <translation>buscando…</translation>
    </message>
    <message>
        <source>Deals %1–%2</source>
        <translation>Repartos %1–%2</translation>
    </message>
    <message>
        <source>No deal played yet</source>
        <translation>Aún no se ha jugado ningún reparto</translation>
    </message>
    <message>
        <source>No more deals</source>
        <translation>No hay más repartos</translation>
    </message>
</context>
<context>
    <name>TableAccessibility</name>
    <message>
        <source>up to the Ace</source>
        <translation>hasta el As</translation>
    </message>
    <message>
        <source>up to the Two</source>
        <translation>hasta el Dos</translation>
    </message>
    <message>
        <source>up to the Three</source>
        <translation>hasta el Tres</translation>
    </message>
    <message>
        <source>up to the Four</source>
        <translation>hasta el Cuatro</translation>
    </message>
    <message>
        <source>up to the Five</source>
        <translation>hasta el Cinco</translation>
    </message>
    <message>
        <source>up to the Six</source>
        <translation>hasta el Seis</translation>
    </message>
    <message>
        <source>up to the Seven</source>
        <translation>hasta el Siete</translation>
    </message>
    <message>
        <source>up to the Eight</source>
        <translation>hasta el Ocho</translation>
    </message>
    <message>
        <source>up to the Nine</source>
        <translation>hasta el Nueve</translation>
    </message>
    <message>
        <source>up to the Ten</source>
        <translation>hasta el Diez</translation>
    </message>
    <message>
        <source>up to the Jack</source>
        <translation>hasta la Sota</translation>
    </message>
    <message>
        <source>up to the Queen</source>
        <translation>hasta la Reina</translation>
    </message>
    <message>
        <source>up to the King</source>
        <translation>hasta el Rey</translation>
    </message>
    <message>
        <source>free cell %1</source>
        <translation>celda libre %1</translation>
    </message>
    <message>
        <source>%1, top card</source>
        <translation>%1, carta de arriba</translation>
    </message>
    <message>
        <source>%1, covered</source>
        <translation>%1, cubierta</translation>
    </message>
    <message>
        <source>cascade %1, card %2 of %3, top card</source>
        <translation>columna %1, carta %2 de %3, carta de arriba</translation>
    </message>
    <message>
        <source>cascade %1, card %2 of %3, covered</source>
        <translation>columna %1, carta %2 de %3, cubierta</translation>
    </message>
    <message>
        <source>Free cell %1, empty</source>
        <translation>Celda libre %1, vacía</translation>
    </message>
    <message>
        <source>Free cell %1, %2</source>
        <translation>Celda libre %1: %2</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1, vacía</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a foundation, how far it has grown</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Cascade %1, empty</source>
        <translation>Columna %1, vacía</translation>
    </message>
    <message>
        <source>FreeCell table</source>
        <translation>Mesa de FreeCell</translation>
    </message>
    <message>
        <source>Keys 1 to 8 pick a cascade (this game has no free cell); a second key sends the cards there, h sends them home, the same key twice sends a card home, Escape lets go.</source>
        <translation>Las teclas 1 a 8 eligen una columna (esta partida no tiene celdas libres); una segunda tecla envía allí las cartas, h las envía a las fundaciones, la misma tecla dos veces envía una carta a las fundaciones, Escape las suelta.</translation>
    </message>
    <message>
        <source>Keys 1 to 8 pick a cascade, a the free cell; a second key sends the cards there, h sends them home, the same key twice sends a card home or to the free cell, Escape lets go.</source>
        <translation>Las teclas 1 a 8 eligen una columna, la a la celda libre; una segunda tecla envía allí las cartas, h las envía a las fundaciones, la misma tecla dos veces envía una carta a las fundaciones o a la celda libre, Escape las suelta.</translation>
    </message>
    <message>
        <source>Keys 1 to 8 pick a cascade, a to %1 a free cell; a second key sends the cards there, h sends them home, the same key twice sends a card home or to a free cell, Escape lets go.</source>
        <translation>Las teclas 1 a 8 eligen una columna, de la a a la %1 una celda libre; una segunda tecla envía allí las cartas, h las envía a las fundaciones, la misma tecla dos veces envía una carta a las fundaciones o a una celda libre, Escape las suelta.</translation>
    </message>
    <message>
        <source>Keys 1 to 8 pick a cascade, a to d a free cell; a second key sends the cards there, h sends them home, the same key twice sends a card home or to a free cell, Escape lets go.</source>
        <translation>Las teclas 1 a 8 eligen una columna, de la a a la d una celda libre; una segunda tecla envía allí las cartas, h las envía a las fundaciones, la misma tecla dos veces envía una carta a las fundaciones o a una celda libre, Escape las suelta.</translation>
    </message>
    <message>
        <source>What the table last said</source>
        <translation>Lo último que anunció la mesa</translation>
    </message>
    <message>
        <source>Picked up: %1, %2</source>
        <translation>Tomada: %1, %2</translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 a su fundación</translation>
    </message>
    <message>
        <source>%1 to free cell %2</source>
        <translation>%1 a la celda libre %2</translation>
    </message>
    <message>
        <source>%1 to cascade %2, on the %3</source>
        <translation>%1 a la columna %2, sobre la carta %3</translation>
    </message>
    <message>
        <source>%1 to cascade %2, empty</source>
        <translation>%1 a la columna vacía %2</translation>
    </message>
    <message>
        <source>Autoplay: %1 to the foundations</source>
        <translation>Juego automático: %1 a las fundaciones</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Undone: %1 back to free cell %2</source>
        <translation>Deshecho: %1, de vuelta a la celda libre %2</translation>
    </message>
    <message>
        <source>Undone: %1 back to cascade %2</source>
        <translation>Deshecho: %1, de vuelta a la columna %2</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Rechazado: %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>New game: deal %1</source>
        <translation>Nueva partida: reparto n.º %1</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>Nueva partida de %1</translation>
    </message>
    <message>
        <source>New game of %1: deal %2</source>
        <translation>Nueva partida de %1: reparto n.º %2</translation>
    </message>
</context>
<context>
    <name>TableCounts</name>
    <message numerus="yes">
        <source>Cascade %1, %n card(s), %2 on top</source>
        <translation>
            <numerusform>Columna %1, %n carta, arriba: %2</numerusform>
            <numerusform>Columna %1, %n cartas, arriba: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) from the %1</source>
        <translation>
            <numerusform>%n carta desde la carta %1</numerusform>
            <numerusform>%n cartas desde la carta %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Position after %n move(s)</source>
        <translation>
            <numerusform>Posición tras %n movimiento</numerusform>
            <numerusform>Posición tras %n movimientos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Won in %n move(s)</source>
        <translation>
            <numerusform>Ganado en %n movimiento</numerusform>
            <numerusform>Ganado en %n movimientos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableNames</name>
    <message>
        <source>Ace of Clubs</source>
        <translation>As de tréboles</translation>
    </message>
    <message>
        <source>Two of Clubs</source>
        <translation>Dos de tréboles</translation>
    </message>
    <message>
        <source>Three of Clubs</source>
        <translation>Tres de tréboles</translation>
    </message>
    <message>
        <source>Four of Clubs</source>
        <translation>Cuatro de tréboles</translation>
    </message>
    <message>
        <source>Five of Clubs</source>
        <translation>Cinco de tréboles</translation>
    </message>
    <message>
        <source>Six of Clubs</source>
        <translation>Seis de tréboles</translation>
    </message>
    <message>
        <source>Seven of Clubs</source>
        <translation>Siete de tréboles</translation>
    </message>
    <message>
        <source>Eight of Clubs</source>
        <translation>Ocho de tréboles</translation>
    </message>
    <message>
        <source>Nine of Clubs</source>
        <translation>Nueve de tréboles</translation>
    </message>
    <message>
        <source>Ten of Clubs</source>
        <translation>Diez de tréboles</translation>
    </message>
    <message>
        <source>Jack of Clubs</source>
        <translation>Sota de tréboles</translation>
    </message>
    <message>
        <source>Queen of Clubs</source>
        <translation>Reina de tréboles</translation>
    </message>
    <message>
        <source>King of Clubs</source>
        <translation>Rey de tréboles</translation>
    </message>
    <message>
        <source>Ace of Diamonds</source>
        <translation>As de diamantes</translation>
    </message>
    <message>
        <source>Two of Diamonds</source>
        <translation>Dos de diamantes</translation>
    </message>
    <message>
        <source>Three of Diamonds</source>
        <translation>Tres de diamantes</translation>
    </message>
    <message>
        <source>Four of Diamonds</source>
        <translation>Cuatro de diamantes</translation>
    </message>
    <message>
        <source>Five of Diamonds</source>
        <translation>Cinco de diamantes</translation>
    </message>
    <message>
        <source>Six of Diamonds</source>
        <translation>Seis de diamantes</translation>
    </message>
    <message>
        <source>Seven of Diamonds</source>
        <translation>Siete de diamantes</translation>
    </message>
    <message>
        <source>Eight of Diamonds</source>
        <translation>Ocho de diamantes</translation>
    </message>
    <message>
        <source>Nine of Diamonds</source>
        <translation>Nueve de diamantes</translation>
    </message>
    <message>
        <source>Ten of Diamonds</source>
        <translation>Diez de diamantes</translation>
    </message>
    <message>
        <source>Jack of Diamonds</source>
        <translation>Sota de diamantes</translation>
    </message>
    <message>
        <source>Queen of Diamonds</source>
        <translation>Reina de diamantes</translation>
    </message>
    <message>
        <source>King of Diamonds</source>
        <translation>Rey de diamantes</translation>
    </message>
    <message>
        <source>Ace of Hearts</source>
        <translation>As de corazones</translation>
    </message>
    <message>
        <source>Two of Hearts</source>
        <translation>Dos de corazones</translation>
    </message>
    <message>
        <source>Three of Hearts</source>
        <translation>Tres de corazones</translation>
    </message>
    <message>
        <source>Four of Hearts</source>
        <translation>Cuatro de corazones</translation>
    </message>
    <message>
        <source>Five of Hearts</source>
        <translation>Cinco de corazones</translation>
    </message>
    <message>
        <source>Six of Hearts</source>
        <translation>Seis de corazones</translation>
    </message>
    <message>
        <source>Seven of Hearts</source>
        <translation>Siete de corazones</translation>
    </message>
    <message>
        <source>Eight of Hearts</source>
        <translation>Ocho de corazones</translation>
    </message>
    <message>
        <source>Nine of Hearts</source>
        <translation>Nueve de corazones</translation>
    </message>
    <message>
        <source>Ten of Hearts</source>
        <translation>Diez de corazones</translation>
    </message>
    <message>
        <source>Jack of Hearts</source>
        <translation>Sota de corazones</translation>
    </message>
    <message>
        <source>Queen of Hearts</source>
        <translation>Reina de corazones</translation>
    </message>
    <message>
        <source>King of Hearts</source>
        <translation>Rey de corazones</translation>
    </message>
    <message>
        <source>Ace of Spades</source>
        <translation>As de picas</translation>
    </message>
    <message>
        <source>Two of Spades</source>
        <translation>Dos de picas</translation>
    </message>
    <message>
        <source>Three of Spades</source>
        <translation>Tres de picas</translation>
    </message>
    <message>
        <source>Four of Spades</source>
        <translation>Cuatro de picas</translation>
    </message>
    <message>
        <source>Five of Spades</source>
        <translation>Cinco de picas</translation>
    </message>
    <message>
        <source>Six of Spades</source>
        <translation>Seis de picas</translation>
    </message>
    <message>
        <source>Seven of Spades</source>
        <translation>Siete de picas</translation>
    </message>
    <message>
        <source>Eight of Spades</source>
        <translation>Ocho de picas</translation>
    </message>
    <message>
        <source>Nine of Spades</source>
        <translation>Nueve de picas</translation>
    </message>
    <message>
        <source>Ten of Spades</source>
        <translation>Diez de picas</translation>
    </message>
    <message>
        <source>Jack of Spades</source>
        <translation>Sota de picas</translation>
    </message>
    <message>
        <source>Queen of Spades</source>
        <translation>Reina de picas</translation>
    </message>
    <message>
        <source>King of Spades</source>
        <translation>Rey de picas</translation>
    </message>
    <message>
        <source>Clubs foundation</source>
        <translation>Fundación de tréboles</translation>
    </message>
    <message>
        <source>Diamonds foundation</source>
        <translation>Fundación de diamantes</translation>
    </message>
    <message>
        <source>Hearts foundation</source>
        <translation>Fundación de corazones</translation>
    </message>
    <message>
        <source>Spades foundation</source>
        <translation>Fundación de picas</translation>
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
        <translation>celda libre %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>columna %1</translation>
    </message>
    <message>
        <source>column %1, card %2</source>
        <translation>columna %1, carta %2</translation>
    </message>
</context>
<context>
    <name>TablePlay</name>
    <message>
        <source>cards never leave the foundations</source>
        <translation>las cartas nunca salen de las fundaciones</translation>
    </message>
    <message>
        <source>%1 cannot move: the cards on it are not an ordered run (each a rank lower, colours alternating)</source>
        <translation>%1 no se puede mover: las cartas de encima no forman una escalera ordenada (cada una un valor menos, colores alternos)</translation>
    </message>
    <message>
        <source>%1 cannot move: the cards on it are not an ordered run (each a rank lower, same suit)</source>
        <translation>%1 no se puede mover: las cartas de encima no forman una escalera ordenada (cada una un valor menos, del mismo palo)</translation>
    </message>
    <message>
        <source>%1 is covered: double-click the last card of a column</source>
        <translation>%1 está tapada: haga doble clic en la última carta de una columna</translation>
    </message>
    <message>
        <source>%1 cannot go home yet, and every free cell is taken</source>
        <translation>%1 aún no puede ir a las fundaciones y todas las celdas libres están ocupadas</translation>
    </message>
    <message>
        <source>%1 cannot go home yet, and this game has no free cell</source>
        <translation>%1 aún no puede ir a las fundaciones y esta partida no tiene celdas libres</translation>
    </message>
</context>
<context>
    <name>VariantActions</name>
    <message>
        <source>Free &amp;Cells</source>
        <translation>Celdas &amp;libres</translation>
    </message>
    <message numerus="yes">
        <source>Play this deal and the next with %n free cell(s)</source>
        <translation>
            <numerusform>Jugar este reparto y los siguientes con %n celda libre</numerusform>
            <numerusform>Jugar este reparto y los siguientes con %n celdas libres</numerusform>
        </translation>
    </message>
    <message>
        <source>Rul&amp;es</source>
        <translation>Re&amp;glas</translation>
    </message>
    <message>
        <source>Build down in alternate colours (Microsoft FreeCell)</source>
        <translation>Construir en orden descendente alternando colores (Microsoft FreeCell)</translation>
    </message>
    <message>
        <source>Build down by suit; an empty column takes any card (FreeCell&apos;s ancestor)</source>
        <translation>Construir en orden descendente por palo; una columna vacía admite cualquier carta (el antecesor de FreeCell)</translation>
    </message>
    <message>
        <source>Game played</source>
        <translation>Juego en curso</translation>
    </message>
    <message>
        <source>The game on the table: Game › Free Cells and Game › Rules</source>
        <translation>El juego en la mesa: Juego › Celdas libres y Juego › Reglas</translation>
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
            <numerusform>Baker&apos;s Game, %n celda libre</numerusform>
            <numerusform>Baker&apos;s Game, %n celdas libres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>FreeCell, %n free cell(s)</source>
        <translation>
            <numerusform>FreeCell, %n celda libre</numerusform>
            <numerusform>FreeCell, %n celdas libres</numerusform>
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
        <translation>Resaltar cartas</translation>
    </message>
    <message>
        <source>Card &amp;Deck</source>
        <translation>&amp;Baraja</translation>
    </message>
    <message>
        <source>freecell-gui (our own deck)</source>
        <translation>freecell-gui (nuestra propia baraja)</translation>
    </message>
    <message>
        <source>Highlight: QS, Q, ♠, red</source>
        <translation>Resaltar: QS, Q, ♠, red</translation>
    </message>
    <message>
        <source>Highlight cards: a code (QS, 10H), a rank (Q), a suit (S or ♠) or a colour</source>
        <translation>Resaltar cartas: un código (QS, 10H), un valor (Q), un palo (S o ♠) o rojo/negro (red, black)</translation>
    </message>
    <message>
        <source>&amp;Highlight Cards…</source>
        <translation>&amp;Resaltar cartas…</translation>
    </message>
    <message>
        <source>Highlight cards by code, rank, suit or colour</source>
        <translation>Resaltar cartas por código, valor, palo o color</translation>
    </message>
    <message>
        <source>&amp;Four-Colour Deck</source>
        <translation>Baraja de &amp;cuatro colores</translation>
    </message>
    <message>
        <source>Green clubs and blue diamonds</source>
        <translation>Tréboles verdes y diamantes azules</translation>
    </message>
    <message>
        <source>Large Card &amp;Indexes</source>
        <translation>Índices &amp;grandes</translation>
    </message>
    <message>
        <source>Rank and suit large in the corner, readable on covered cards</source>
        <translation>Valor y palo grandes en la esquina, legibles en las cartas tapadas</translation>
    </message>
    <message>
        <source>Column and Cell La&amp;bels</source>
        <translation>&amp;Etiquetas de columnas y celdas</translation>
    </message>
    <message>
        <source>Show columns 1-8 and free cells a-d, as freecellgamesolutions.com names them</source>
        <translation>Mostrar las columnas 1-8 y las celdas libres a-d, como las llama freecellgamesolutions.com</translation>
    </message>
    <message>
        <source>Table &amp;Colour…</source>
        <translation>Color &amp;del tapete…</translation>
    </message>
    <message>
        <source>Choose the table&apos;s colour</source>
        <translation>Elegir el color del tapete</translation>
    </message>
    <message>
        <source>&amp;Reset Table Colour</source>
        <translation>Res&amp;tablecer el color del tapete</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>&amp;Apariencia</translation>
    </message>
    <message>
        <source>Follow the system&apos;s colour scheme</source>
        <translation>Seguir el esquema de colores del sistema</translation>
    </message>
    <message>
        <source>Always light</source>
        <translation>Siempre claro</translation>
    </message>
    <message>
        <source>Always dark</source>
        <translation>Siempre oscuro</translation>
    </message>
    <message>
        <source>Highlight Ran&amp;k or Suit</source>
        <translation>Resaltar &amp;valor o palo</translation>
    </message>
    <message>
        <source>&amp;Clear Highlight</source>
        <translation>&amp;Quitar el resaltado</translation>
    </message>
    <message>
        <source>Aces</source>
        <translation>Ases</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Doses</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Treses</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Cuatros</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Cincos</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Seises</translation>
    </message>
    <message>
        <source>Sevens</source>
        <translation>Sietes</translation>
    </message>
    <message>
        <source>Eights</source>
        <translation>Ochos</translation>
    </message>
    <message>
        <source>Nines</source>
        <translation>Nueves</translation>
    </message>
    <message>
        <source>Tens</source>
        <translation>Dieces</translation>
    </message>
    <message>
        <source>Jacks</source>
        <translation>Jotas</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>Reinas</translation>
    </message>
    <message>
        <source>Kings</source>
        <translation>Reyes</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Tréboles</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Diamantes</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Corazones</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Picas</translation>
    </message>
    <message>
        <source>%1 is not a card, rank, suit or colour (try QS, 10H, Q, queens, S, ♠ or red)</source>
        <translation>%1 no es una carta, un valor, un palo ni red/black (pruebe QS, 10H, Q, queens, S, ♠ o red)</translation>
    </message>
    <message>
        <source>No KDE or GNOME card decks installed</source>
        <translation>No hay barajas de KDE ni de GNOME instaladas</translation>
    </message>
    <message>
        <source>Table Colour</source>
        <translation>Color del tapete</translation>
    </message>
</context>
<context>
    <name>WinCelebration</name>
    <message>
        <source>You Won!</source>
        <translation>¡Ha ganado!</translation>
    </message>
    <message numerus="yes">
        <source>You won deal #%1 (%2) in %Ln move(s).</source>
        <translation>
            <numerusform>Ha ganado el reparto n.º %1 (%2) en %Ln movimiento.</numerusform>
            <numerusform>Ha ganado el reparto n.º %1 (%2) en %Ln movimientos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You won deal #%1 in %Ln move(s).</source>
        <translation>
            <numerusform>Ha ganado el reparto n.º %1 en %Ln movimiento.</numerusform>
            <numerusform>Ha ganado el reparto n.º %1 en %Ln movimientos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You won this deal in %Ln move(s).</source>
        <translation>
            <numerusform>Ha ganado este reparto en %Ln movimiento.</numerusform>
            <numerusform>Ha ganado este reparto en %Ln movimientos.</numerusform>
        </translation>
    </message>
    <message>
        <source>What next?</source>
        <translation>¿Y ahora?</translation>
    </message>
    <message>
        <source>Play This Deal &amp;Again</source>
        <translation>&amp;Jugar otra vez este reparto</translation>
    </message>
    <message>
        <source>&amp;Next Deal</source>
        <translation>Reparto &amp;siguiente</translation>
    </message>
    <message>
        <source>Next Deal Not &amp;Yet Won</source>
        <translation>Siguiente reparto aún no &amp;ganado</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
</TS>
