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
</context>
<context>
    <name>DealNavigation</name>
    <message>
        <source>Random Deals &amp;From</source>
        <translation>Repartos aleatorios &amp;de</translation>
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
        <translation>Ú&amp;ltimo reparto de la familia</translation>
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
        <translation>A&amp;trás</translation>
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
        <source>Find This &amp;Position&apos;s Deal</source>
        <translation>Buscar el reparto de esta &amp;posición</translation>
    </message>
    <message>
        <source>Search every deal for the layout on the table (e.g. a board opened from a file)</source>
        <translation>Buscar en todos los repartos la disposición de la mesa (p.&#xa0;ej., una posición abierta desde un archivo)</translation>
    </message>
</context>
<context>
    <name>KeyboardPlay</name>
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
        <translation>&amp;Acerca de freecell-gui</translation>
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
        <translation>&amp;Rehacer movimiento</translation>
    </message>
    <message>
        <source>Play the next move again</source>
        <translation>Volver a hacer el siguiente movimiento</translation>
    </message>
    <message>
        <source>Re&amp;start</source>
        <translation>Rei&amp;niciar</translation>
    </message>
    <message>
        <source>Back to the deal; the moves can be redone</source>
        <translation>Volver al reparto; los movimientos se pueden rehacer</translation>
    </message>
    <message>
        <source>New &amp;Game of This Deal</source>
        <translation>&amp;Nueva partida de este reparto</translation>
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
        <translation>Juego &amp;automático</translation>
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
        <source>&amp;Animate Moves</source>
        <translation>A&amp;nimar movimientos</translation>
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
        <source>You have made %n move(s) in this game. Show another deal and leave it? (It stays in Game › History, to go on with later.)</source>
        <translation>
            <numerusform>Ha hecho %n movimiento en esta partida. ¿Mostrar otro reparto y dejarla? (Queda en Juego › Historial, para seguir más tarde.)</numerusform>
            <numerusform>Ha hecho %n movimientos en esta partida. ¿Mostrar otro reparto y dejarla? (Queda en Juego › Historial, para seguir más tarde.)</numerusform>
        </translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>No volver a preguntar</translation>
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
        <source>Column and Cell &amp;Labels</source>
        <translation>&amp;Etiquetas de columnas y celdas</translation>
    </message>
    <message>
        <source>Show columns 1-8 and free cells a-d, as freecellgamesolutions.com names them</source>
        <translation>Mostrar las columnas 1-8 y las celdas libres a-d, como las llama freecellgamesolutions.com</translation>
    </message>
    <message>
        <source>Table &amp;Colour…</source>
        <translation>&amp;Color del tapete…</translation>
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
        <source>Highlight &amp;Rank or Suit</source>
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
        <translation>Siguiente reparto aún &amp;no ganado</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
</TS>
