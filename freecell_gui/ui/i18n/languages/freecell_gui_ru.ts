<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>Appearance</name>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Системное</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>С&amp;ветлое</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Тёмное</translation>
    </message>
</context>
<context>
    <name>BoardActions</name>
    <message>
        <source>&amp;Open Board…</source>
        <translation>&amp;Открыть расклад…</translation>
    </message>
    <message>
        <source>Show a layout pasted or loaded from a file, as a custom deal</source>
        <translation>Показать вставленный или загруженный из файла расклад как свою раздачу</translation>
    </message>
    <message>
        <source>&amp;Compare with Board…</source>
        <translation>&amp;Сравнить с раскладом…</translation>
    </message>
    <message>
        <source>Paste or load a board and mark every card that differs from this deal</source>
        <translation>Вставить или загрузить расклад и отметить каждую карту, отличную от этой раздачи</translation>
    </message>
    <message>
        <source>C&amp;lear Comparison</source>
        <translation>С&amp;бросить сравнение</translation>
    </message>
    <message>
        <source>Find Deal from a &amp;Picture…</source>
        <translation>Найти раздачу по &amp;картинке…</translation>
    </message>
    <message>
        <source>Read a screenshot of a table and find its deal</source>
        <translation>Прочитать снимок экрана со столом и найти его раздачу</translation>
    </message>
    <message>
        <source>Open Board from &amp;Picture…</source>
        <translation>Открыть расклад из &amp;картинки…</translation>
    </message>
    <message>
        <source>Read a screenshot as a board</source>
        <translation>Прочитать снимок экрана как расклад</translation>
    </message>
    <message>
        <source>Open Board</source>
        <translation>Открыть расклад</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <source>This board cannot be shown: %1.</source>
        <translation>Этот расклад нельзя показать: %1.</translation>
    </message>
    <message>
        <source>Showing %1</source>
        <translation>Показано: %1</translation>
    </message>
    <message>
        <source>Compare with Board</source>
        <translation>Сравнить с раскладом</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Сравнить</translation>
    </message>
</context>
<context>
    <name>DealNavigation</name>
    <message>
        <source>Random Deals &amp;From</source>
        <translation>Случайные раздачи &amp;из</translation>
    </message>
    <message>
        <source>&amp;Previous Deal</source>
        <translation>&amp;Предыдущая раздача</translation>
    </message>
    <message>
        <source>Show the previous deal</source>
        <translation>Показать предыдущую раздачу</translation>
    </message>
    <message>
        <source>&amp;Next Deal</source>
        <translation>&amp;Следующая раздача</translation>
    </message>
    <message>
        <source>Show the next deal</source>
        <translation>Показать следующую раздачу</translation>
    </message>
    <message>
        <source>&amp;First Deal</source>
        <translation>П&amp;ервая раздача</translation>
    </message>
    <message>
        <source>Show deal 1</source>
        <translation>Показать раздачу 1</translation>
    </message>
    <message>
        <source>&amp;Last Deal of Family</source>
        <translation>П&amp;оследняя раздача семейства</translation>
    </message>
    <message>
        <source>Show the chosen family&apos;s last deal</source>
        <translation>Показать последнюю раздачу выбранного семейства</translation>
    </message>
    <message>
        <source>&amp;Random Deal</source>
        <translation>С&amp;лучайная раздача</translation>
    </message>
    <message>
        <source>Show a random deal from the chosen family</source>
        <translation>Показать случайную раздачу из выбранного семейства</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Назад</translation>
    </message>
    <message>
        <source>Go back to the deal before</source>
        <translation>Вернуться к прежней раздаче</translation>
    </message>
    <message>
        <source>F&amp;orward</source>
        <translation>Вп&amp;еред</translation>
    </message>
    <message>
        <source>Go forward again</source>
        <translation>Снова вперёд</translation>
    </message>
    <message>
        <source>&amp;Go to Deal…</source>
        <translation>П&amp;ерейти к раздаче…</translation>
    </message>
    <message>
        <source>Type a deal number</source>
        <translation>Ввести номер раздачи</translation>
    </message>
    <message>
        <source>Random deals come from %1</source>
        <translation>Случайные раздачи берутся из %1</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Предыдущая</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Следующая</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Случайная</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Вперёд</translation>
    </message>
    <message>
        <source> Deal </source>
        <translation> Раздача </translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Семейство</translation>
    </message>
    <message>
        <source>Choose the family random deals come from</source>
        <translation>Выбрать семейство, из которого берутся случайные раздачи</translation>
    </message>
    <message>
        <source>Family of random deals</source>
        <translation>Семейство случайных раздач</translation>
    </message>
</context>
<context>
    <name>DealSpinBox</name>
    <message>
        <source>Deal number, %1 to %2: type 617, #617 or %3 and press Enter</source>
        <translation>Номер раздачи от %1 до %2: введите 617, #617 или %3 и нажмите Enter</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Номер раздачи</translation>
    </message>
</context>
<context>
    <name>FindActions</name>
    <message>
        <source>Find &amp;Deal…</source>
        <translation>&amp;Найти раздачу…</translation>
    </message>
    <message>
        <source>Find a deal&apos;s number from its cards</source>
        <translation>Найти номер раздачи по её картам</translation>
    </message>
    <message>
        <source>Find This &amp;Position&apos;s Deal</source>
        <translation>Найти раздачу этой &amp;позиции</translation>
    </message>
    <message>
        <source>Search every deal for the layout on the table (e.g. a board opened from a file)</source>
        <translation>Искать среди всех раздач расклад на столе (например, открытый из файла)</translation>
    </message>
</context>
<context>
    <name>KeyboardPlay</name>
    <message>
        <source>column %1 is empty: pick a place with a card on top</source>
        <translation>столбец %1 пуст: выберите место, где лежит карта</translation>
    </message>
    <message>
        <source>free cell %1 is empty: pick a place with a card on top</source>
        <translation>свободная ячейка %1 пуста: выберите место, где лежит карта</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Системный</translation>
    </message>
    <message>
        <source>Speak the desktop&apos;s language</source>
        <translation>Использовать язык рабочего стола</translation>
    </message>
    <message>
        <source>Speak %1 from the next start</source>
        <translation>Использовать %1 со следующего запуска</translation>
    </message>
    <message>
        <source>The language changes at the next start.</source>
        <translation>Язык сменится при следующем запуске.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;About freecell-gui</source>
        <translation>&amp;О программе freecell-gui</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>О &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>Про&amp;верка</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>About freecell-gui</source>
        <translation>О программе freecell-gui</translation>
    </message>
    <message>
        <source>&lt;p&gt;Shows any Microsoft FreeCell deal, 1 to %1, exactly as Microsoft FreeCell, FreeCell Pro, PySol FC and freecellgamesolutions.com deal it.&lt;/p&gt;&lt;p&gt;Card art, icons and code were made for freecell-gui and are released under the MIT licence.&lt;/p&gt;&lt;p&gt;Built with Qt for Python (PySide6 %2, LGPL v3) on Python %3.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Показывает любую раздачу Microsoft FreeCell, от 1 до %1, в точности как её раздают Microsoft FreeCell, FreeCell Pro, PySol FC и freecellgamesolutions.com.&lt;/p&gt;&lt;p&gt;Карты, значки и код созданы для freecell-gui и распространяются по лицензии MIT.&lt;/p&gt;&lt;p&gt;Собрано на Qt for Python (PySide6 %2, LGPL v3), Python %3.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>PlayActions</name>
    <message>
        <source>&amp;Undo Move</source>
        <translation>&amp;Отменить ход</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>Отменить последний ход</translation>
    </message>
    <message>
        <source>&amp;Redo Move</source>
        <translation>&amp;Повторить ход</translation>
    </message>
    <message>
        <source>Play the next move again</source>
        <translation>Снова сделать следующий ход</translation>
    </message>
    <message>
        <source>Re&amp;start</source>
        <translation>&amp;Заново</translation>
    </message>
    <message>
        <source>Back to the deal; the moves can be redone</source>
        <translation>Вернуться к раздаче; ходы можно повторить</translation>
    </message>
    <message>
        <source>New &amp;Game of This Deal</source>
        <translation>&amp;Новая игра с этой раздачей</translation>
    </message>
    <message>
        <source>Play this deal again from the start (asks before throwing moves away)</source>
        <translation>Сыграть эту раздачу с начала (спросит, прежде чем отбросить ходы)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Заново</translation>
    </message>
    <message>
        <source>&amp;Autoplay</source>
        <translation>&amp;Автоигра</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Выключена</translation>
    </message>
    <message>
        <source>Safe (only cards no other card needs)</source>
        <translation>Безопасная (только карты, не нужные другим)</translation>
    </message>
    <message>
        <source>Microsoft FreeCell&apos;s rule</source>
        <translation>Правило Microsoft FreeCell</translation>
    </message>
    <message>
        <source>&amp;Animate Moves</source>
        <translation>А&amp;нимация ходов</translation>
    </message>
    <message>
        <source>Cards fly to their place (off: they jump)</source>
        <translation>Карты летят на место (выключено: прыгают)</translation>
    </message>
    <message>
        <source>Animation S&amp;peed</source>
        <translation>С&amp;корость анимации</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Медленно</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Обычно</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Быстро</translation>
    </message>
    <message>
        <source>&amp;Very Fast</source>
        <translation>&amp;Очень быстро</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>Ходов: %1</translation>
    </message>
    <message numerus="yes">
        <source>Won in %n move(s)!</source>
        <translation>
            <numerusform>Победа за %n ход!</numerusform>
            <numerusform>Победа за %n хода!</numerusform>
            <numerusform>Победа за %n ходов!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Won in %n move(s). Ctrl+N plays this deal again, PageDown the next deal.</source>
        <translation>
            <numerusform>Победа за %n ход. Ctrl+N — сыграть эту раздачу снова, PageDown — следующая раздача.</numerusform>
            <numerusform>Победа за %n хода. Ctrl+N — сыграть эту раздачу снова, PageDown — следующая раздача.</numerusform>
            <numerusform>Победа за %n ходов. Ctrl+N — сыграть эту раздачу снова, PageDown — следующая раздача.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have made %n move(s) in this game.</source>
        <translation>
            <numerusform>В этой игре сделан %n ход.</numerusform>
            <numerusform>В этой игре сделано %n хода.</numerusform>
            <numerusform>В этой игре сделано %n ходов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) wait(s) to be redone.</source>
        <translation>
            <numerusform>%n ход ждёт повтора.</numerusform>
            <numerusform>%n хода ждут повтора.</numerusform>
            <numerusform>%n ходов ждут повтора.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start this deal again and throw them away?</source>
        <translation>Начать раздачу заново и отбросить их?</translation>
    </message>
    <message>
        <source>Start This Deal Again?</source>
        <translation>Начать раздачу заново?</translation>
    </message>
    <message>
        <source>Leave This Game?</source>
        <translation>Оставить эту игру?</translation>
    </message>
    <message numerus="yes">
        <source>You have made %n move(s) in this game. Show another deal and leave it? (It stays in Game › History, to go on with later.)</source>
        <translation>
            <numerusform>В этой игре сделан %n ход. Показать другую раздачу и оставить игру? (Она сохранится в меню Игра › История, чтобы продолжить позже.)</numerusform>
            <numerusform>В этой игре сделано %n хода. Показать другую раздачу и оставить игру? (Она сохранится в меню Игра › История, чтобы продолжить позже.)</numerusform>
            <numerusform>В этой игре сделано %n ходов. Показать другую раздачу и оставить игру? (Она сохранится в меню Игра › История, чтобы продолжить позже.)</numerusform>
        </translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Больше не спрашивать</translation>
    </message>
</context>
<context>
    <name>ViewActions</name>
    <message>
        <source>Highlight cards</source>
        <translation>Подсветка карт</translation>
    </message>
    <message>
        <source>Card &amp;Deck</source>
        <translation>&amp;Колода</translation>
    </message>
    <message>
        <source>freecell-gui (our own deck)</source>
        <translation>freecell-gui (наша колода)</translation>
    </message>
    <message>
        <source>Highlight: QS, Q, ♠, red</source>
        <translation>Подсветка: QS, Q, ♠, red</translation>
    </message>
    <message>
        <source>Highlight cards: a code (QS, 10H), a rank (Q), a suit (S or ♠) or a colour</source>
        <translation>Подсветка карт: код (QS, 10H), достоинство (Q), масть (S или ♠) или цвет (red, black)</translation>
    </message>
    <message>
        <source>&amp;Highlight Cards…</source>
        <translation>&amp;Подсветить карты…</translation>
    </message>
    <message>
        <source>Highlight cards by code, rank, suit or colour</source>
        <translation>Подсветить карты по коду, достоинству, масти или цвету</translation>
    </message>
    <message>
        <source>&amp;Four-Colour Deck</source>
        <translation>&amp;Четырёхцветная колода</translation>
    </message>
    <message>
        <source>Green clubs and blue diamonds</source>
        <translation>Зелёные трефы и синие бубны</translation>
    </message>
    <message>
        <source>Large Card &amp;Indexes</source>
        <translation>Крупные &amp;индексы карт</translation>
    </message>
    <message>
        <source>Rank and suit large in the corner, readable on covered cards</source>
        <translation>Достоинство и масть крупно в углу, видны и на перекрытых картах</translation>
    </message>
    <message>
        <source>Column and Cell &amp;Labels</source>
        <translation>&amp;Подписи столбцов и ячеек</translation>
    </message>
    <message>
        <source>Show columns 1-8 and free cells a-d, as freecellgamesolutions.com names them</source>
        <translation>Показывать столбцы 1–8 и свободные ячейки a–d, как их называет freecellgamesolutions.com</translation>
    </message>
    <message>
        <source>Table &amp;Colour…</source>
        <translation>&amp;Цвет стола…</translation>
    </message>
    <message>
        <source>Choose the table&apos;s colour</source>
        <translation>Выбрать цвет стола</translation>
    </message>
    <message>
        <source>&amp;Reset Table Colour</source>
        <translation>&amp;Сбросить цвет стола</translation>
    </message>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>Во весь &amp;экран</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>&amp;Оформление</translation>
    </message>
    <message>
        <source>Follow the system&apos;s colour scheme</source>
        <translation>Следовать цветовой схеме системы</translation>
    </message>
    <message>
        <source>Always light</source>
        <translation>Всегда светлое</translation>
    </message>
    <message>
        <source>Always dark</source>
        <translation>Всегда тёмное</translation>
    </message>
    <message>
        <source>Highlight &amp;Rank or Suit</source>
        <translation>Подсветить &amp;достоинство или масть</translation>
    </message>
    <message>
        <source>&amp;Clear Highlight</source>
        <translation>&amp;Снять подсветку</translation>
    </message>
    <message>
        <source>Aces</source>
        <translation>Тузы</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Двойки</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Тройки</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Четвёрки</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Пятёрки</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Шестёрки</translation>
    </message>
    <message>
        <source>Sevens</source>
        <translation>Семёрки</translation>
    </message>
    <message>
        <source>Eights</source>
        <translation>Восьмёрки</translation>
    </message>
    <message>
        <source>Nines</source>
        <translation>Девятки</translation>
    </message>
    <message>
        <source>Tens</source>
        <translation>Десятки</translation>
    </message>
    <message>
        <source>Jacks</source>
        <translation>Валеты</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>Дамы</translation>
    </message>
    <message>
        <source>Kings</source>
        <translation>Короли</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Трефы</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Бубны</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Червы</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Пики</translation>
    </message>
    <message>
        <source>No KDE or GNOME card decks installed</source>
        <translation>Колоды KDE или GNOME не установлены</translation>
    </message>
    <message>
        <source>Table Colour</source>
        <translation>Цвет стола</translation>
    </message>
</context>
<context>
    <name>WinCelebration</name>
    <message>
        <source>You Won!</source>
        <translation>Победа!</translation>
    </message>
    <message numerus="yes">
        <source>You won deal #%1 in %Ln move(s).</source>
        <translation>
            <numerusform>Раздача №&#xa0;%1 выиграна за %Ln ход.</numerusform>
            <numerusform>Раздача №&#xa0;%1 выиграна за %Ln хода.</numerusform>
            <numerusform>Раздача №&#xa0;%1 выиграна за %Ln ходов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You won this deal in %Ln move(s).</source>
        <translation>
            <numerusform>Раздача выиграна за %Ln ход.</numerusform>
            <numerusform>Раздача выиграна за %Ln хода.</numerusform>
            <numerusform>Раздача выиграна за %Ln ходов.</numerusform>
        </translation>
    </message>
    <message>
        <source>What next?</source>
        <translation>Что дальше?</translation>
    </message>
    <message>
        <source>Play This Deal &amp;Again</source>
        <translation>Сыграть эту раздачу &amp;снова</translation>
    </message>
    <message>
        <source>&amp;Next Deal</source>
        <translation>&amp;Следующая раздача</translation>
    </message>
    <message>
        <source>Next Deal Not &amp;Yet Won</source>
        <translation>Следующая &amp;ещё не выигранная раздача</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
</TS>
