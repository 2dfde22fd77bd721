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
        <translation>Открыть &amp;расклад из картинки…</translation>
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
    <message>
        <source>%1 (column %3, card %4) is %2 in the compared board</source>
        <translation>%1 (столбец %3, карта %4) в сравниваемом раскладе — %2</translation>
    </message>
    <message>
        <source>%1 (column %3, card %4) is past the end of column %3 in the compared board</source>
        <translation>%1 (столбец %3, карта %4): в сравниваемом раскладе столбец %3 короче</translation>
    </message>
    <message>
        <source>the compared board has %2 at column %3, card %4, past the end of the table&apos;s column</source>
        <translation>в сравниваемом раскладе %2 в столбце %3, карта %4, — на столе этот столбец короче</translation>
    </message>
    <message>
        <source>column %3, card %4 is empty in both</source>
        <translation>столбец %3, карта %4: пусто в обоих</translation>
    </message>
    <message>
        <source>All 52 cards match.</source>
        <translation>Все 52 карты совпадают.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) differ: %1; and %2 more</source>
        <translation>
            <numerusform>Отличается %n карта: %1; и ещё %2</numerusform>
            <numerusform>Отличаются %n карты: %1; и ещё %2</numerusform>
            <numerusform>Отличаются %n карт: %1; и ещё %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) differ: %1</source>
        <translation>
            <numerusform>Отличается %n карта: %1</numerusform>
            <numerusform>Отличаются %n карты: %1</numerusform>
            <numerusform>Отличаются %n карт: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardDialog</name>
    <message>
        <source>Automatic (board, rows or JSON)</source>
        <translation>Автоматически (расклад, ряды или JSON)</translation>
    </message>
    <message>
        <source>Any text: cards in rows, left to right</source>
        <translation>Любой текст: карты рядами, слева направо</translation>
    </message>
    <message>
        <source>Any text: cards in columns, top to bottom</source>
        <translation>Любой текст: карты столбцами, сверху вниз</translation>
    </message>
    <message>
        <source>Paste a board here: the fc-solve / PySol layout (one column a line), the rows layout, JSON, or a table copied from a web page (then choose how its cards run).</source>
        <translation>Вставьте сюда расклад: формат fc-solve / PySol (один столбец в строке), формат рядами, JSON или таблицу, скопированную с веб-страницы (тогда выберите, как идут её карты).</translation>
    </message>
    <message>
        <source>Board text</source>
        <translation>Текст расклада</translation>
    </message>
    <message>
        <source>&amp;Load File…</source>
        <translation>&amp;Загрузить файл…</translation>
    </message>
    <message>
        <source>&amp;Read as:</source>
        <translation>&amp;Читать как:</translation>
    </message>
    <message>
        <source>Load Board</source>
        <translation>Загрузить расклад</translation>
    </message>
    <message>
        <source>Boards (*.txt *.board *.json);;All files (*)</source>
        <translation>Расклады (*.txt *.board *.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>This is not a FreeCell layout: the text is %1 characters long; a board is far shorter (at most %2 are read)</source>
        <translation>Это не расклад FreeCell: в тексте %1 символов, а расклад гораздо короче (читается не больше %2)</translation>
    </message>
    <message>
        <source>This is not a FreeCell layout: %1</source>
        <translation>Это не расклад FreeCell: %1</translation>
    </message>
    <message>
        <source>This text could not be read as a FreeCell layout (%1)</source>
        <translation>Этот текст не удалось прочитать как расклад FreeCell (%1)</translation>
    </message>
</context>
<context>
    <name>BoardMessages</name>
    <message>
        <source>line %1: %2</source>
        <translation>строка %1: %2</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>столбец %1: %2</translation>
    </message>
    <message>
        <source>the text is %1 characters long; a board is far shorter (at most %2 characters are read)</source>
        <translation>длина текста — %1 симв.; расклад гораздо короче (читается не более %2 симв.)</translation>
    </message>
    <message>
        <source>%1 is not a card: write a rank (A 2-9 T J Q K, or 10) then a suit (C D H S), as in QS or 10H</source>
        <translation>%1 — не карта: напишите достоинство (A 2-9 T J Q K или 10), затем масть (C D H S), например QS или 10H</translation>
    </message>
    <message>
        <source>%1 is not a card: write a rank (A 2-9 T J Q K, or 10) then a suit (C D H S), as in QS or 10H, or ?? for a card not known</source>
        <translation>%1 — не карта: напишите достоинство (A 2-9 T J Q K или 10), затем масть (C D H S), например QS или 10H, или ?? для неизвестной карты</translation>
    </message>
    <message>
        <source>%1 is not a foundation (write suit-rank, as H-5 or S-0)</source>
        <translation>%1 — не дом (напишите масть-достоинство, например H-5 или S-0)</translation>
    </message>
    <message>
        <source>the key %1 holds a letter that only looks like ASCII</source>
        <translation>в ключе %1 есть буква, которая только похожа на ASCII</translation>
    </message>
    <message>
        <source>the %1 is given twice</source>
        <translation>указан дважды: %1</translation>
    </message>
    <message>
        <source>%1 appears again on the same line</source>
        <translation>%1 встречается ещё раз в той же строке</translation>
    </message>
    <message>
        <source>%1 appears again (first on column %2)</source>
        <translation>%1 встречается ещё раз (впервые в столбце %2)</translation>
    </message>
    <message>
        <source>%1 appears again (first on line %2)</source>
        <translation>%1 встречается ещё раз (впервые в строке %2)</translation>
    </message>
    <message numerus="yes">
        <source>a FreeCell layout has 8 cascades, but this text has %n cascade line(s)</source>
        <translation>
            <numerusform>в раскладе FreeCell 8 столбцов, а строк со столбцами в этом тексте: %n</numerusform>
            <numerusform>в раскладе FreeCell 8 столбцов, а строк со столбцами в этом тексте: %n</numerusform>
            <numerusform>в раскладе FreeCell 8 столбцов, а строк со столбцами в этом тексте: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a FreeCell layout has 8 cascades, but this text has %n column(s)</source>
        <translation>
            <numerusform>в раскладе FreeCell 8 столбцов, а в этом тексте %n столбец</numerusform>
            <numerusform>в раскладе FreeCell 8 столбцов, а в этом тексте %n столбца</numerusform>
            <numerusform>в раскладе FreeCell 8 столбцов, а в этом тексте %n столбцов</numerusform>
        </translation>
    </message>
    <message>
        <source>a second Foundations: line (the first is line %1)</source>
        <translation>вторая строка «Foundations:» (первая — строка %1)</translation>
    </message>
    <message>
        <source>a second Freecells: line (the first is line %1)</source>
        <translation>вторая строка «Freecells:» (первая — строка %1)</translation>
    </message>
    <message>
        <source>FreeCell has %2 free cells, this line fills %1</source>
        <translation>во FreeCell %2 свободные ячейки, а эта строка заполняет %1</translation>
    </message>
    <message>
        <source>a row holds at most 8 cards, this one has %1</source>
        <translation>в ряду не больше 8 карт, а в этом — %1</translation>
    </message>
    <message>
        <source>a row of fewer than 8 cards comes before line %1; only the last row may be short</source>
        <translation>ряд из менее чем 8 карт стоит перед строкой %1; короче может быть только последний ряд</translation>
    </message>
    <message>
        <source>not valid JSON (at character %1 of the line)</source>
        <translation>недопустимый JSON (символ %1 строки)</translation>
    </message>
    <message>
        <source>&quot;deal&quot;: %1 is not a deal: deal numbers run from %2 to %3</source>
        <translation>&quot;deal&quot;: %1 — не номер раздачи: номера идут от %2 до %3</translation>
    </message>
    <message>
        <source>this text is not a FreeCell layout</source>
        <translation>этот текст — не расклад FreeCell</translation>
    </message>
    <message>
        <source>this board is a game in progress (cards in free cells or foundations)</source>
        <translation>это расклад начатой партии (есть карты в свободных ячейках или в доме)</translation>
    </message>
    <message>
        <source>the text is empty: paste or load a layout of 52 cards</source>
        <translation>текст пуст: вставьте или загрузите расклад из 52 карт</translation>
    </message>
    <message>
        <source>the text is empty: write the cascades, ?? for each card not known</source>
        <translation>текст пуст: напишите столбцы, ?? вместо каждой неизвестной карты</translation>
    </message>
    <message>
        <source>more than 52 cards (a deck has 52)</source>
        <translation>больше 52 карт (в колоде их 52)</translation>
    </message>
    <message>
        <source>a FreeCell layout has 8 cascades; this is a ninth</source>
        <translation>в раскладе FreeCell 8 столбцов; это девятый</translation>
    </message>
    <message>
        <source>a free cell holds a card you can see, or nothing (write -)</source>
        <translation>в свободной ячейке лежит видимая карта или ничего (напишите -)</translation>
    </message>
    <message>
        <source>not a JSON layout: it is nested far too deeply</source>
        <translation>это не расклад в JSON: слишком глубокая вложенность</translation>
    </message>
    <message>
        <source>not a JSON layout: a value in it cannot be read</source>
        <translation>это не расклад в JSON: значение в нём не читается</translation>
    </message>
    <message>
        <source>JSON layout needs an object with &quot;columns&quot;: a list of 8 lists of card codes</source>
        <translation>расклад в JSON — это объект с &quot;columns&quot;: списком из 8 списков кодов карт</translation>
    </message>
    <message>
        <source>must be a list of card codes such as &quot;QS&quot;</source>
        <translation>должен быть списком кодов карт, например &quot;QS&quot;</translation>
    </message>
    <message>
        <source>&quot;deal&quot; must be a whole number or null</source>
        <translation>&quot;deal&quot; должен быть целым числом или null</translation>
    </message>
    <message>
        <source>no card codes found (write them as QS, 10H or Q♠)</source>
        <translation>коды карт не найдены (пишите их как QS, 10H или Q♠)</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) missing: %1 and %2 more</source>
        <translation>
            <numerusform>не хватает %n карты: %1 и ещё %2</numerusform>
            <numerusform>не хватает %n карт: %1 и ещё %2</numerusform>
            <numerusform>не хватает %n карт: %1 и ещё %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) missing: %1</source>
        <translation>
            <numerusform>не хватает %n карты: %1</numerusform>
            <numerusform>не хватает %n карт: %1</numerusform>
            <numerusform>не хватает %n карт: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardTextEdit</name>
    <message>
        <source>The pasted text is %1 characters long; a board is far shorter (at most %2 characters are read), so it was not pasted.</source>
        <translation>Вставленный текст длиной %1 символов; расклад гораздо короче (читается не больше %2 символов), поэтому текст не вставлен.</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>✔ Solvable</source>
        <translation>✔ Решаемо</translation>
    </message>
    <message>
        <source>✘ No solution</source>
        <translation>✘ Решения нет</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Проверка…</translation>
    </message>
    <message>
        <source>✘ No solution from here: Undo (Ctrl+Z) goes back</source>
        <translation>✘ Отсюда решения нет: отмена хода (Ctrl+Z) вернёт назад</translation>
    </message>
    <message>
        <source>Show &amp;Solvability</source>
        <translation>Показывать &amp;решаемость</translation>
    </message>
    <message>
        <source>After every move, say whether the game can still be won</source>
        <translation>После каждого хода сообщать, можно ли ещё выиграть</translation>
    </message>
    <message>
        <source>? Unknown</source>
        <translation>? Неизвестно</translation>
    </message>
    <message>
        <source>Checking whether this position can be won</source>
        <translation>Проверяется, можно ли выиграть из этой позиции</translation>
    </message>
    <message>
        <source>✔ Won</source>
        <translation>✔ Победа</translation>
    </message>
    <message>
        <source>Every card is home</source>
        <translation>Все карты в доме</translation>
    </message>
    <message>
        <source>This position can be won</source>
        <translation>Из этой позиции можно выиграть</translation>
    </message>
    <message>
        <source>The last move lost the game: undo it and the game can be won</source>
        <translation>Последний ход проиграл партию: отмените его, и её можно выиграть</translation>
    </message>
    <message numerus="yes">
        <source>✘ No solution from here: undo %n move(s) (Ctrl+Z) to go back</source>
        <translation>
            <numerusform>✘ Отсюда решения нет: отмените %n ход (Ctrl+Z)</numerusform>
            <numerusform>✘ Отсюда решения нет: отмените %n хода (Ctrl+Z)</numerusform>
            <numerusform>✘ Отсюда решения нет: отмените %n ходов (Ctrl+Z)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game could be won %n move(s) ago</source>
        <translation>
            <numerusform>%n ход назад партию ещё можно было выиграть</numerusform>
            <numerusform>%n хода назад партию ещё можно было выиграть</numerusform>
            <numerusform>%n ходов назад партию ещё можно было выиграть</numerusform>
        </translation>
    </message>
    <message>
        <source>No solution exists: this deal cannot be won</source>
        <translation>Решения нет: эту раздачу выиграть нельзя</translation>
    </message>
    <message>
        <source>✘ No solution from here</source>
        <translation>✘ Отсюда решения нет</translation>
    </message>
    <message>
        <source>No solution exists from this position</source>
        <translation>Из этой позиции решения нет</translation>
    </message>
</context>
<context>
    <name>DealNames</name>
    <message>
        <source>Custom deal</source>
        <translation>Своя раздача</translation>
    </message>
    <message>
        <source>Deal #%1</source>
        <translation>Раздача № %1</translation>
    </message>
    <message>
        <source>FreeCell Pro extended</source>
        <translation>FreeCell Pro, расширенный</translation>
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
        <translation>Слу&amp;чайные раздачи из</translation>
    </message>
    <message>
        <source>&amp;Previous Deal</source>
        <translation>Пред&amp;ыдущая раздача</translation>
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
        <translation>Перва&amp;я раздача</translation>
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
        <translation>Пере&amp;йти к раздаче…</translation>
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
        <translation>Пред.</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>След.</translation>
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
    <name>ExportCounts</name>
    <message numerus="yes">
        <source>Exported %Ln row(s) (games) to {path}</source>
        <translation>
            <numerusform>Экспортирована %Ln строка (игры) в {path}</numerusform>
            <numerusform>Экспортировано %Ln строки (игры) в {path}</numerusform>
            <numerusform>Экспортировано %Ln строк (игры) в {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln row(s) (deals) to {path}</source>
        <translation>
            <numerusform>Экспортирована %Ln строка (раздачи) в {path}</numerusform>
            <numerusform>Экспортировано %Ln строки (раздачи) в {path}</numerusform>
            <numerusform>Экспортировано %Ln строк (раздачи) в {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln row(s) (totals) to {path}</source>
        <translation>
            <numerusform>Экспортирована %Ln строка (итоги) в {path}</numerusform>
            <numerusform>Экспортировано %Ln строки (итоги) в {path}</numerusform>
            <numerusform>Экспортировано %Ln строк (итоги) в {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exporting the history: %1 of %Ln game(s)…</source>
        <translation>
            <numerusform>Экспорт истории: %1 из %Ln игры…</numerusform>
            <numerusform>Экспорт истории: %1 из %Ln игр…</numerusform>
            <numerusform>Экспорт истории: %1 из %Ln игр…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exporting the history: %Ln row(s)…</source>
        <translation>
            <numerusform>Экспорт истории: %Ln строка…</numerusform>
            <numerusform>Экспорт истории: %Ln строки…</numerusform>
            <numerusform>Экспорт истории: %Ln строк…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportImage</name>
    <message>
        <source>cannot tell the format of %1: end the name with .png, .svg or .pdf</source>
        <translation>не удаётся определить формат %1: имя должно оканчиваться на .png, .svg или .pdf</translation>
    </message>
    <message>
        <source>Exporting the image to {name}…</source>
        <translation>Экспорт изображения в {name}…</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>Экспорт изображения</translation>
    </message>
    <message>
        <source>The image was not saved: %1.</source>
        <translation>Изображение не сохранено: %1.</translation>
    </message>
</context>
<context>
    <name>FewestCellsActions</name>
    <message>
        <source>Fe&amp;west Cells…</source>
        <translation>&amp;Наименьшее число ячеек…</translation>
    </message>
    <message>
        <source>How many free cells this deal needs, with the proof; and deals needing exactly K</source>
        <translation>Сколько свободных ячеек нужно этой раздаче, с доказательством; и раздачи, которым нужно ровно K</translation>
    </message>
</context>
<context>
    <name>FewestCellsDialog</name>
    <message>
        <source>Fewest Free Cells</source>
        <translation>Наименьшее число свободных ячеек</translation>
    </message>
    <message>
        <source>Fewest free cells</source>
        <translation>Наименьшее число свободных ячеек</translation>
    </message>
    <message>
        <source>The solution&apos;s moves</source>
        <translation>Ходы решения</translation>
    </message>
    <message>
        <source>The moves in the notation of freecellgamesolutions.com</source>
        <translation>Ходы в записи freecellgamesolutions.com</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Close, stopping any search</source>
        <translation>Закрыть, остановив любой поиск</translation>
    </message>
    <message>
        <source>Searching</source>
        <translation>Идёт поиск</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Stop the search</source>
        <translation>Остановить поиск</translation>
    </message>
    <message>
        <source>Stop the search, keeping what it has proven</source>
        <translation>Остановить поиск, сохранив доказанное</translation>
    </message>
    <message>
        <source>Show the Solution</source>
        <translation>Показать решение</translation>
    </message>
    <message>
        <source>Show the solution</source>
        <translation>Показать решение</translation>
    </message>
    <message>
        <source>Show the moves of the solution with the fewest cells</source>
        <translation>Показать ходы решения с наименьшим числом ячеек</translation>
    </message>
    <message>
        <source>Play on the Table</source>
        <translation>Сыграть на столе</translation>
    </message>
    <message>
        <source>Play the solution on the table</source>
        <translation>Сыграть решение на столе</translation>
    </message>
    <message>
        <source>Deal this deal with that many free cells, the solution as the moves to redo</source>
        <translation>Разложить эту раздачу с таким числом свободных ячеек, а решение — как ходы для повтора</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Испытание</translation>
    </message>
    <message>
        <source>Deal the next deal needing exactly this many free cells:</source>
        <translation>Разложить следующую раздачу, которой нужно ровно столько свободных ячеек:</translation>
    </message>
    <message>
        <source>Free cells the next deal must need</source>
        <translation>Сколько свободных ячеек должно быть нужно следующей раздаче</translation>
    </message>
    <message>
        <source>Deal It</source>
        <translation>Разложить</translation>
    </message>
    <message>
        <source>Deal the next such deal</source>
        <translation>Разложить следующую такую раздачу</translation>
    </message>
    <message>
        <source>Deal the next deal after this one that needs exactly that many free cells, no fewer</source>
        <translation>Разложить первую раздачу после этой, которой нужно ровно столько свободных ячеек, не меньше</translation>
    </message>
    <message>
        <source>Searching for the next deal</source>
        <translation>Поиск следующей раздачи</translation>
    </message>
    <message>
        <source>Stop looking for the next deal</source>
        <translation>Прекратить поиск следующей раздачи</translation>
    </message>
    <message>
        <source>Stop looking for the next such deal</source>
        <translation>Прекратить поиск следующей такой раздачи</translation>
    </message>
    <message>
        <source>Hide the Solution</source>
        <translation>Скрыть решение</translation>
    </message>
</context>
<context>
    <name>FewestCellsTexts</name>
    <message>
        <source>Game: Baker&apos;s Game (building down by suit)</source>
        <translation>Игра: Baker&apos;s Game (строить вниз по масти)</translation>
    </message>
    <message>
        <source>Game: FreeCell</source>
        <translation>Игра: FreeCell</translation>
    </message>
    <message>
        <source>Deal %1 cannot be won even with four free cells</source>
        <translation>Раздачу %1 нельзя выиграть даже с четырьмя свободными ячейками</translation>
    </message>
    <message>
        <source>This deal cannot be won even with four free cells</source>
        <translation>Эту раздачу нельзя выиграть даже с четырьмя свободными ячейками</translation>
    </message>
    <message numerus="yes">
        <source>Deal %1 needs %n free cell(s)</source>
        <translation>
            <numerusform>Раздаче %1 нужна %n свободная ячейка</numerusform>
            <numerusform>Раздаче %1 нужны %n свободные ячейки</numerusform>
            <numerusform>Раздаче %1 нужно %n свободных ячеек</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This deal needs %n free cell(s)</source>
        <translation>
            <numerusform>Этой раздаче нужна %n свободная ячейка</numerusform>
            <numerusform>Этой раздаче нужны %n свободные ячейки</numerusform>
            <numerusform>Этой раздаче нужно %n свободных ячеек</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal %1 needs %n free cell(s) or fewer</source>
        <translation>
            <numerusform>Раздаче %1 нужна %n свободная ячейка или меньше</numerusform>
            <numerusform>Раздаче %1 нужны %n свободные ячейки или меньше</numerusform>
            <numerusform>Раздаче %1 нужно %n свободных ячеек или меньше</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This deal needs %n free cell(s) or fewer</source>
        <translation>
            <numerusform>Этой раздаче нужна %n свободная ячейка или меньше</numerusform>
            <numerusform>Этой раздаче нужны %n свободные ячейки или меньше</numerusform>
            <numerusform>Этой раздаче нужно %n свободных ячеек или меньше</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped before an answer</source>
        <translation>Остановлено до ответа</translation>
    </message>
    <message numerus="yes">
        <source>Stopped: deal %1 needs at least %n free cell(s)</source>
        <translation>
            <numerusform>Остановлено: раздаче %1 нужна минимум %n свободная ячейка</numerusform>
            <numerusform>Остановлено: раздаче %1 нужны минимум %n свободные ячейки</numerusform>
            <numerusform>Остановлено: раздаче %1 нужно минимум %n свободных ячеек</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped: this deal needs at least %n free cell(s)</source>
        <translation>
            <numerusform>Остановлено: этой раздаче нужна минимум %n свободная ячейка</numerusform>
            <numerusform>Остановлено: этой раздаче нужны минимум %n свободные ячейки</numerusform>
            <numerusform>Остановлено: этой раздаче нужно минимум %n свободных ячеек</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal %1: no solution found with up to four free cells</source>
        <translation>Раздача %1: решение не найдено ни с каким числом свободных ячеек до четырёх</translation>
    </message>
    <message>
        <source>This deal: no solution found with up to four free cells</source>
        <translation>Эта раздача: решение не найдено ни с каким числом свободных ячеек до четырёх</translation>
    </message>
    <message>
        <source>Every count from 0 to 4 proven hopeless: %1 positions searched.</source>
        <translation>Каждое число от 0 до 4 доказано безнадёжным: просмотрено позиций — %1.</translation>
    </message>
    <message>
        <source>Not every count could be proven hopeless within the search&apos;s bound.</source>
        <translation>Не каждое число удалось доказать безнадёжным в пределах поиска.</translation>
    </message>
    <message>
        <source>Won without a free cell: nothing fewer to prove.</source>
        <translation>Выиграно без свободных ячеек: меньше доказывать нечего.</translation>
    </message>
    <message numerus="yes">
        <source>Proof: no solution exists with %n free cell(s); the search covered %1 positions.</source>
        <translation>
            <numerusform>Доказательство: с %n свободной ячейкой решения нет; поиск охватил позиций — %1.</numerusform>
            <numerusform>Доказательство: с %n свободными ячейками решения нет; поиск охватил позиций — %1.</numerusform>
            <numerusform>Доказательство: с %n свободными ячейками решения нет; поиск охватил позиций — %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not proven with %n free cell(s): the search ran out after %1 positions.</source>
        <translation>
            <numerusform>Не доказано для %n свободной ячейки: поиск исчерпан, просмотрено позиций — %1.</numerusform>
            <numerusform>Не доказано для %n свободных ячеек: поиск исчерпан, просмотрено позиций — %1.</numerusform>
            <numerusform>Не доказано для %n свободных ячеек: поиск исчерпан, просмотрено позиций — %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Its solution with that many cells: %Ln move(s).</source>
        <translation>
            <numerusform>Её решение с таким числом ячеек: %Ln ход.</numerusform>
            <numerusform>Её решение с таким числом ячеек: %Ln хода.</numerusform>
            <numerusform>Её решение с таким числом ячеек: %Ln ходов.</numerusform>
        </translation>
    </message>
    <message>
        <source>The published table of deals 1 to %1 says: not even with four free cells.</source>
        <translation>Опубликованная таблица раздач 1–%1 говорит: нельзя даже с четырьмя свободными ячейками.</translation>
    </message>
    <message numerus="yes">
        <source>The published table of deals 1 to %1 says: %n free cell(s).</source>
        <translation>
            <numerusform>Опубликованная таблица раздач 1–%1 говорит: %n свободная ячейка.</numerusform>
            <numerusform>Опубликованная таблица раздач 1–%1 говорит: %n свободные ячейки.</numerusform>
            <numerusform>Опубликованная таблица раздач 1–%1 говорит: %n свободных ячеек.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trying %n free cell(s): %1 positions searched…</source>
        <translation>
            <numerusform>Пробую %n свободную ячейку: просмотрено позиций — %1…</numerusform>
            <numerusform>Пробую %n свободные ячейки: просмотрено позиций — %1…</numerusform>
            <numerusform>Пробую %n свободных ячеек: просмотрено позиций — %1…</numerusform>
        </translation>
    </message>
    <message>
        <source>The search stopped unexpectedly (its process ended). Try again.</source>
        <translation>Поиск неожиданно прекратился (его процесс завершился). Попробуйте ещё раз.</translation>
    </message>
    <message numerus="yes">
        <source>Settling deal %1 (%Ln deal(s) settled before it)…</source>
        <translation>
            <numerusform>Проверяю раздачу %1 (до неё решена %Ln раздача)…</numerusform>
            <numerusform>Проверяю раздачу %1 (до неё решены %Ln раздачи)…</numerusform>
            <numerusform>Проверяю раздачу %1 (до неё решено %Ln раздач)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dealt deal %1: it needs exactly %n free cell(s), by the published table.</source>
        <translation>
            <numerusform>Разложена раздача %1: ей нужна ровно %n свободная ячейка, по опубликованной таблице.</numerusform>
            <numerusform>Разложена раздача %1: ей нужны ровно %n свободные ячейки, по опубликованной таблице.</numerusform>
            <numerusform>Разложена раздача %1: ей нужно ровно %n свободных ячеек, по опубликованной таблице.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dealt deal %1: it needs exactly %n free cell(s), proven by search.</source>
        <translation>
            <numerusform>Разложена раздача %1: ей нужна ровно %n свободная ячейка, доказано поиском.</numerusform>
            <numerusform>Разложена раздача %1: ей нужны ровно %n свободные ячейки, доказано поиском.</numerusform>
            <numerusform>Разложена раздача %1: ей нужно ровно %n свободных ячеек, доказано поиском.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Passed over %Ln deal(s) the search could not settle.</source>
        <translation>
            <numerusform>Пропущена %Ln раздача, которую поиск не смог решить.</numerusform>
            <numerusform>Пропущены %Ln раздачи, которые поиск не смог решить.</numerusform>
            <numerusform>Пропущено %Ln раздач, которые поиск не смог решить.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %Ln deal(s) settled.</source>
        <translation>
            <numerusform>Остановлено после %Ln решённой раздачи.</numerusform>
            <numerusform>Остановлено после %Ln решённых раздач.</numerusform>
            <numerusform>Остановлено после %Ln решённых раздач.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No deal up to the last needs exactly %n free cell(s).</source>
        <translation>
            <numerusform>Ни одной раздаче до последней не нужна ровно %n свободная ячейка.</numerusform>
            <numerusform>Ни одной раздаче до последней не нужны ровно %n свободные ячейки.</numerusform>
            <numerusform>Ни одной раздаче до последней не нужно ровно %n свободных ячеек.</numerusform>
        </translation>
    </message>
    <message>
        <source>How many free cells the next deal must need: 0 to %1</source>
        <translation>Сколько свободных ячеек должно быть нужно следующей раздаче: от 0 до %1</translation>
    </message>
</context>
<context>
    <name>FileMessages</name>
    <message>
        <source>cannot read %1: the name holds a NUL byte</source>
        <translation>нельзя прочитать %1: в имени есть байт NUL</translation>
    </message>
    <message>
        <source>%1 is too large (%2 bytes; at most %3)</source>
        <translation>%1 слишком велик (байт: %2; не больше %3)</translation>
    </message>
    <message>
        <source>%1 is too large (more than %2 bytes)</source>
        <translation>%1 слишком велик (байт больше, чем %2)</translation>
    </message>
    <message>
        <source>%1 is not a text file (it holds NUL bytes)</source>
        <translation>%1 — не текстовый файл (в нём есть байты NUL)</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text (byte %2)</source>
        <translation>%1 — не текст в UTF-8 (байт %2)</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>нельзя прочитать %1: %2</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file</source>
        <translation>%1 — папка, а не файл</translation>
    </message>
    <message>
        <source>%1 is a pipe (FIFO), not a file</source>
        <translation>%1 — канал (FIFO), а не файл</translation>
    </message>
    <message>
        <source>%1 is a socket, not a file</source>
        <translation>%1 — сокет, а не файл</translation>
    </message>
    <message>
        <source>%1 is a disk device, not a file</source>
        <translation>%1 — дисковое устройство, а не файл</translation>
    </message>
    <message>
        <source>%1 is a device, not a file</source>
        <translation>%1 — устройство, а не файл</translation>
    </message>
    <message>
        <source>%1 is not a regular file, not a file</source>
        <translation>%1 — не обычный файл</translation>
    </message>
    <message>
        <source>no such file or directory</source>
        <translation>нет такого файла или папки</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>доступ запрещён</translation>
    </message>
    <message>
        <source>operation not permitted</source>
        <translation>операция не разрешена</translation>
    </message>
    <message>
        <source>is a directory</source>
        <translation>это папка</translation>
    </message>
    <message>
        <source>not a directory</source>
        <translation>это не папка</translation>
    </message>
    <message>
        <source>too many levels of symbolic links</source>
        <translation>слишком много уровней символических ссылок</translation>
    </message>
    <message>
        <source>file name too long</source>
        <translation>слишком длинное имя файла</translation>
    </message>
    <message>
        <source>input/output error</source>
        <translation>ошибка ввода-вывода</translation>
    </message>
    <message>
        <source>no space left on device</source>
        <translation>на устройстве не осталось места</translation>
    </message>
    <message>
        <source>read-only file system</source>
        <translation>файловая система только для чтения</translation>
    </message>
    <message>
        <source>disk quota exceeded</source>
        <translation>превышена дисковая квота</translation>
    </message>
    <message>
        <source>device or resource busy</source>
        <translation>устройство или ресурс занят</translation>
    </message>
    <message>
        <source>text file busy</source>
        <translation>текстовый файл занят</translation>
    </message>
    <message>
        <source>too many open files</source>
        <translation>слишком много открытых файлов</translation>
    </message>
    <message>
        <source>no such device or address</source>
        <translation>нет такого устройства или адреса</translation>
    </message>
    <message>
        <source>the system refuses it (%1)</source>
        <translation>система отказывает (%1)</translation>
    </message>
    <message>
        <source>no error code</source>
        <translation>без кода ошибки</translation>
    </message>
    <message>
        <source>cannot write %1: the folder %2 does not exist</source>
        <translation>нельзя записать %1: папки %2 нет</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>нельзя записать %1: %2</translation>
    </message>
    <message>
        <source>cannot write %1: it is a folder, not a file</source>
        <translation>нельзя записать %1: это папка, а не файл</translation>
    </message>
    <message>
        <source>cannot write %1: it is a pipe (FIFO), not a file</source>
        <translation>нельзя записать %1: это канал (FIFO), а не файл</translation>
    </message>
    <message>
        <source>cannot write %1: it is a socket, not a file</source>
        <translation>нельзя записать %1: это сокет, а не файл</translation>
    </message>
    <message>
        <source>cannot write %1: it is a disk device, not a file</source>
        <translation>нельзя записать %1: это дисковое устройство, а не файл</translation>
    </message>
    <message>
        <source>cannot write %1: it is a device, not a file</source>
        <translation>нельзя записать %1: это устройство, а не файл</translation>
    </message>
    <message>
        <source>cannot write %1: it is not a regular file, not a file</source>
        <translation>нельзя записать %1: это не обычный файл</translation>
    </message>
</context>
<context>
    <name>FileWrite</name>
    <message>
        <source>Writing a file</source>
        <translation>Запись файла</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Cancel the write</source>
        <translation>Отменить запись</translation>
    </message>
    <message>
        <source>Stop writing {path}</source>
        <translation>Прекратить запись {path}</translation>
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
        <source>Find &amp;This Position&apos;s Deal</source>
        <translation>Найти раздачу этой &amp;позиции</translation>
    </message>
    <message>
        <source>Search every deal for the layout on the table (e.g. a board opened from a file)</source>
        <translation>Искать среди всех раздач расклад на столе (например, открытый из файла)</translation>
    </message>
</context>
<context>
    <name>FindDealDialog</name>
    <message>
        <source>%1 – %2 (all)</source>
        <translation>%1 – %2 (все)</translation>
    </message>
    <message>
        <source>%1 is not a card: write a rank (A 2-9 T J Q K, or 10) then a suit (C D H S), as in QS or 10H</source>
        <translation>%1 — не карта: напишите достоинство (A 2-9 T J Q K или 10), затем масть (C D H S), например QS или 10H</translation>
    </message>
    <message>
        <source>Find Deal</source>
        <translation>Найти раздачу</translation>
    </message>
    <message>
        <source>The first cards dealt, in order (the first row is the first 8):</source>
        <translation>Первые розданные карты по порядку (первый ряд — первые 8):</translation>
    </message>
    <message>
        <source>e.g. JD 2D 9H JC 5D 7H 7C 5H</source>
        <translation>например, JD 2D 9H JC 5D 7H 7C 5H</translation>
    </message>
    <message>
        <source>Look in deals:</source>
        <translation>Искать в раздачах:</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Очистить</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Найти</translation>
    </message>
    <message>
        <source>&amp;Cancel Search</source>
        <translation>О&amp;становить поиск</translation>
    </message>
    <message>
        <source>&amp;Open Deal</source>
        <translation>&amp;Открыть раздачу</translation>
    </message>
    <message>
        <source>The first cards dealt</source>
        <translation>Первые розданные карты</translation>
    </message>
    <message>
        <source>Deals to look in</source>
        <translation>Где искать раздачи</translation>
    </message>
    <message>
        <source>Deals found</source>
        <translation>Найденные раздачи</translation>
    </message>
    <message>
        <source>From a &amp;Picture…</source>
        <translation>По &amp;картинке…</translation>
    </message>
    <message>
        <source>A card is given twice.</source>
        <translation>Одна карта указана дважды.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) given.</source>
        <translation>
            <numerusform>Указана %n карта.</numerusform>
            <numerusform>Указано %n карты.</numerusform>
            <numerusform>Указано %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Поиск…</translation>
    </message>
    <message>
        <source>Deal #%1</source>
        <translation>Раздача № %1</translation>
    </message>
    <message>
        <source>Searching… %1 of %2, about %3 s left</source>
        <translation>Поиск… %1 из %2, осталось около %3 с</translation>
    </message>
    <message>
        <source>The search failed: %1</source>
        <translation>Поиск не удался: %1</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n deal(s) found.</source>
        <translation>
            <numerusform>Готово: найдена %n раздача.</numerusform>
            <numerusform>Готово: найдено %n раздачи.</numerusform>
            <numerusform>Готово: найдено %n раздач.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped at %1 matches: give more cards to narrow the search.</source>
        <translation>Остановлено на %1 совпадениях: укажите больше карт, чтобы сузить поиск.</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %n deal(s) found so far.</source>
        <translation>
            <numerusform>Отменено: пока найдена %n раздача.</numerusform>
            <numerusform>Отменено: пока найдено %n раздачи.</numerusform>
            <numerusform>Отменено: пока найдено %n раздач.</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking for the deal of the layout on the table.</source>
        <translation>Ищется раздача для расклада на столе.</translation>
    </message>
    <message>
        <source>This layout cannot be a starting deal: %1</source>
        <translation>Этот расклад не может быть начальной раздачей: %1</translation>
    </message>
</context>
<context>
    <name>GameFileActions</name>
    <message numerus="yes">
        <source>Saved the game (%n move(s) done) to %1</source>
        <translation>
            <numerusform>Игра (сделан %n ход) сохранена в %1</numerusform>
            <numerusform>Игра (сделано %n хода) сохранена в %1</numerusform>
            <numerusform>Игра (сделано %n ходов) сохранена в %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened %1 at move %2: %n move(s) to redo</source>
        <translation>
            <numerusform>Открыт %1 на ходе %2: %n ход для повтора</numerusform>
            <numerusform>Открыт %1 на ходе %2: %n хода для повтора</numerusform>
            <numerusform>Открыт %1 на ходе %2: %n ходов для повтора</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: %n move(s) done</source>
        <translation>
            <numerusform>Открыт %1: сделан %n ход</numerusform>
            <numerusform>Открыт %1: сделано %n хода</numerusform>
            <numerusform>Открыт %1: сделано %n ходов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Saved games (*.fcgame *.txt);;All files (*)</source>
        <translation>Сохранённые игры (*.fcgame *.txt);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Open &amp;Game…</source>
        <translation>Открыть &amp;игру…</translation>
    </message>
    <message>
        <source>Open a saved game: its moves, redo list and place</source>
        <translation>Открыть сохранённую игру: её ходы, ходы для повтора и место</translation>
    </message>
    <message>
        <source>&amp;Save Game…</source>
        <translation>&amp;Сохранить игру…</translation>
    </message>
    <message>
        <source>Save the game on the table to a file: its moves, redo list and place</source>
        <translation>Сохранить игру со стола в файл: её ходы, ходы для повтора и место</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Сохранить игру</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Открыть игру</translation>
    </message>
    <message>
        <source>Saving the game to {name}…</source>
        <translation>Игра сохраняется в {name}…</translation>
    </message>
    <message>
        <source>The game was not saved to %1: cancelled</source>
        <translation>Игра не сохранена в %1: отменено</translation>
    </message>
    <message>
        <source>The Game Was Not Saved</source>
        <translation>Игра не сохранена</translation>
    </message>
    <message>
        <source>The Game Cannot Be Opened</source>
        <translation>Игру нельзя открыть</translation>
    </message>
</context>
<context>
    <name>GamePersistence</name>
    <message>
        <source>The last game could not be restored (%1)</source>
        <translation>Последнюю игру не удалось восстановить (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Restoring your game of {deal} (%Ln move(s))…</source>
        <translation>
            <numerusform>Восстановление вашей игры — {deal} (%Ln ход)…</numerusform>
            <numerusform>Восстановление вашей игры — {deal} (%Ln хода)…</numerusform>
            <numerusform>Восстановление вашей игры — {deal} (%Ln ходов)…</numerusform>
        </translation>
    </message>
    <message>
        <source>Your last game is back on the table</source>
        <translation>Ваша последняя игра снова на столе</translation>
    </message>
    <message>
        <source>%1; games are not kept this session</source>
        <translation>%1; в этом сеансе игры не сохраняются</translation>
    </message>
    <message>
        <source>Game history: another program holds it; the game on the table is kept and recorded as soon as the history is free</source>
        <translation>История игр: её держит другая программа; игра на столе сохранится и будет записана, как только история освободится</translation>
    </message>
    <message>
        <source>Your game of {deal} in progress is kept in the history (Game › History): a game was begun on the table before it could be restored</source>
        <translation>Ваша незаконченная игра — {deal} — хранится в истории (Игра › История): на столе начали игру до того, как её удалось восстановить</translation>
    </message>
    <message>
        <source>That game is the one on the table</source>
        <translation>Эта игра уже на столе</translation>
    </message>
    <message>
        <source>Game %1 cannot be opened: %2</source>
        <translation>Игру %1 нельзя открыть: %2</translation>
    </message>
    <message>
        <source>Game history: %1</source>
        <translation>История игр: %1</translation>
    </message>
    <message>
        <source>a custom layout</source>
        <translation>своя раскладка</translation>
    </message>
    <message>
        <source>deal #%1</source>
        <translation>раздача № %1</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Pick the card or run on a column or free cell</source>
        <translation>Взять карту или цепочку со столбца или свободной ячейки</translation>
    </message>
    <message>
        <source>Play the picked cards there (H: home)</source>
        <translation>Положить взятые карты туда (H — в дом)</translation>
    </message>
    <message>
        <source>Send the picked card home or to a free cell</source>
        <translation>Отправить взятую карту в дом или в свободную ячейку</translation>
    </message>
    <message>
        <source>Put the picked cards back</source>
        <translation>Вернуть взятые карты</translation>
    </message>
    <message>
        <source>Drag cards, or click a card and then its target. Double-click sends a card home, or else to a free cell. With the keyboard, press a place key to pick the card or run on top there, then the key of its target: columns are %1-%2, free cells %3-%4, home %5; the same key twice sends a card home or to a free cell; Esc puts it back. Undo is Ctrl+Z, redo Ctrl+Y; Hint (H) lights a good next move and Solve finds a whole solution.</source>
        <translation>Перетаскивайте карты или щёлкните карту, а затем место назначения. Двойной щелчок отправляет карту в дом, а если нельзя — в свободную ячейку. С клавиатуры нажмите клавишу места, чтобы взять верхнюю карту или цепочку, затем клавишу цели: столбцы — %1-%2, свободные ячейки — %3-%4, дом — %5; та же клавиша дважды отправляет карту в дом или в свободную ячейку; Esc возвращает её. Отмена хода — Ctrl+Z, повтор — Ctrl+Y; подсказка (H) подсвечивает хороший следующий ход, а «Решить» находит всё решение.</translation>
    </message>
    <message>
        <source>A card goes on a card one rank higher of the other colour in a column: a red 9 on a black 10.</source>
        <translation>В столбце карта кладётся на карту на одно достоинство старше другого цвета: красная девятка на чёрную десятку.</translation>
    </message>
    <message>
        <source>Any card may go into an empty free cell (top left), one card a cell, and back out.</source>
        <translation>Любую карту можно положить в пустую свободную ячейку (слева вверху), по одной карте в ячейку, и забрать обратно.</translation>
    </message>
    <message>
        <source>Any card, or ordered run, may go into an empty column.</source>
        <translation>Любую карту или упорядоченную цепочку можно положить в пустой столбец.</translation>
    </message>
    <message>
        <source>An ordered run (each card a rank lower, colours alternating) moves together when there is room to move it one card at a time: (free cells + 1) &amp;times; 2&lt;sup&gt;empty columns&lt;/sup&gt; cards, half of that into an empty column.</source>
        <translation>Упорядоченная цепочка (каждая карта на одно достоинство младше, цвета чередуются) переносится целиком, если хватает места перенести её по одной карте: (свободные ячейки + 1) &amp;times; 2&lt;sup&gt;пустые столбцы&lt;/sup&gt; карт, вдвое меньше — в пустой столбец.</translation>
    </message>
    <message>
        <source>Move all 52 cards to the four foundations (top right), each suit from ace to king.</source>
        <translation>Переложить все 52 карты в четыре дома (справа вверху), каждую масть от туза до короля.</translation>
    </message>
    <message>
        <source>Moves are written as freecellgamesolutions.com writes them: the place a card leaves, then the place it goes. &lt;code&gt;3a&lt;/code&gt; moves the card on column 3 to free cell a, &lt;code&gt;54&lt;/code&gt; moves from column 5 onto column 4, &lt;code&gt;bh&lt;/code&gt; sends the card in free cell b home. A run moving into an empty column may carry its size, as fc-solve writes it: &lt;code&gt;v3&lt;/code&gt; after the move.</source>
        <translation>Ходы записываются, как на freecellgamesolutions.com: место, откуда уходит карта, затем место, куда она идёт. &lt;code&gt;3a&lt;/code&gt; кладёт карту со столбца 3 в свободную ячейку a, &lt;code&gt;54&lt;/code&gt; переносит со столбца 5 на столбец 4, &lt;code&gt;bh&lt;/code&gt; отправляет карту из свободной ячейки b в дом. Цепочка, идущая в пустой столбец, может нести свой размер, как пишет fc-solve: &lt;code&gt;v3&lt;/code&gt; после хода.</translation>
    </message>
    <message>
        <source>A move is counted once however many cards it takes (a run is one move), and the cards that Microsoft&apos;s autoplay sends home after a move are free: this is how the site counts the length of a solution, so a game here and its solution there have the same number of moves.</source>
        <translation>Ход считается один раз, сколько бы карт он ни переносил (цепочка — один ход), а карты, которые автоигра Microsoft отправляет в дом после хода, не считаются: так сайт считает длину решения, поэтому у партии здесь и её решения там одинаковое число ходов.</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Как играть</translation>
    </message>
    <message>
        <source>The notation</source>
        <translation>Запись ходов</translation>
    </message>
    <message>
        <source>Counting moves</source>
        <translation>Подсчёт ходов</translation>
    </message>
    <message>
        <source>Table: %1</source>
        <translation>Стол: %1</translation>
    </message>
    <message>
        <source>the same key again</source>
        <translation>та же клавиша ещё раз</translation>
    </message>
    <message>
        <source>&amp;How to Play</source>
        <translation>&amp;Как играть</translation>
    </message>
    <message>
        <source>The rules, the notation and how moves are counted</source>
        <translation>Правила, запись ходов и их подсчёт</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>Со&amp;четания клавиш</translation>
    </message>
    <message>
        <source>Every shortcut of the window</source>
        <translation>Все сочетания клавиш окна</translation>
    </message>
</context>
<context>
    <name>HistoryActions</name>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>С&amp;татистика…</translation>
    </message>
    <message>
        <source>Games played and won, streaks, each deal&apos;s best</source>
        <translation>Сыгранные и выигранные игры, серии, лучшее в каждой раздаче</translation>
    </message>
    <message>
        <source>Hist&amp;ory…</source>
        <translation>&amp;История…</translation>
    </message>
    <message>
        <source>Every game, newest first; open any of them</source>
        <translation>Все игры, сначала новые; любую можно открыть</translation>
    </message>
    <message>
        <source>Next Deal Not &amp;Yet Won</source>
        <translation>След&amp;ующая ещё не выигранная раздача</translation>
    </message>
    <message>
        <source>Show the first deal after this one that you have not won</source>
        <translation>Показать первую раздачу после этой, которую вы ещё не выиграли</translation>
    </message>
    <message>
        <source>E&amp;xport History…</source>
        <translation>Э&amp;кспорт истории…</translation>
    </message>
    <message>
        <source>Save the games, the deals or the totals as CSV</source>
        <translation>Сохранить игры, раздачи или итоги в CSV</translation>
    </message>
    <message>
        <source>Game history: %1</source>
        <translation>История игр: %1</translation>
    </message>
    <message>
        <source>Every deal after this one is won</source>
        <translation>Все раздачи после этой выиграны</translation>
    </message>
    <message>
        <source>Delete the History?</source>
        <translation>Удалить историю?</translation>
    </message>
    <message numerus="yes">
        <source>Delete all %Ln game(s) of the history, and with them the statistics? This cannot be undone. The game on the table goes on.</source>
        <translation>
            <numerusform>Удалить из истории %Ln игру, а с ней и статистику? Это нельзя отменить. Игра на столе продолжается.</numerusform>
            <numerusform>Удалить из истории все %Ln игры, а с ними и статистику? Это нельзя отменить. Игра на столе продолжается.</numerusform>
            <numerusform>Удалить из истории все %Ln игр, а с ними и статистику? Это нельзя отменить. Игра на столе продолжается.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted %Ln game(s) from the history</source>
        <translation>
            <numerusform>Удалена %Ln игра из истории</numerusform>
            <numerusform>Удалено %Ln игры из истории</numerusform>
            <numerusform>Удалено %Ln игр из истории</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Started</source>
        <translation>Начата</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Помощь</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Сохранена</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Все игры</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Выиграна</translation>
    </message>
    <message>
        <source>Given up</source>
        <translation>Брошена</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Идёт</translation>
    </message>
    <message>
        <source>%1 (+%2 to redo)</source>
        <translation>%1 (+%2 для повтора)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Решение</translation>
    </message>
    <message>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Показать:</translation>
    </message>
    <message>
        <source>Games shown</source>
        <translation>Показанные игры</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>Show the games of one variant, or of all</source>
        <translation>Показать партии одного варианта или всех</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>Все варианты</translation>
    </message>
    <message>
        <source>Newer</source>
        <translation>Новее</translation>
    </message>
    <message>
        <source>Older</source>
        <translation>Старее</translation>
    </message>
    <message>
        <source>&amp;Open on the Table</source>
        <translation>&amp;Открыть на столе</translation>
    </message>
    <message>
        <source>Show the game at its last position (or double-click it)</source>
        <translation>Показать игру в её последней позиции (или дважды щёлкнуть по ней)</translation>
    </message>
    <message>
        <source>Delete History…</source>
        <translation>Удалить историю…</translation>
    </message>
    <message>
        <source>Game history: %1</source>
        <translation>История игр: %1</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>своя</translation>
    </message>
    <message>
        <source>%1 (on the table)</source>
        <translation>%1 (на столе)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln игра</numerusform>
            <numerusform>%Ln игры</numerusform>
            <numerusform>%Ln игр</numerusform>
        </translation>
    </message>
    <message>
        <source>Games %1–%2 of %3</source>
        <translation>Игры %1–%2 из %3</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Игр пока нет</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) of the history could not be read (changed outside freecell-gui); they are left as they are and not listed.</source>
        <translation>
            <numerusform>%Ln игру в истории не удалось прочитать (она изменена вне freecell-gui); она оставлена как есть и не показана.</numerusform>
            <numerusform>%Ln игры в истории не удалось прочитать (они изменены вне freecell-gui); они оставлены как есть и не показаны.</numerusform>
            <numerusform>%Ln игр в истории не удалось прочитать (они изменены вне freecell-gui); они оставлены как есть и не показаны.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryExport</name>
    <message>
        <source>Games, newest first (*.csv)</source>
        <translation>Игры, сначала новые (*.csv)</translation>
    </message>
    <message>
        <source>Deals: your fewest moves and the solver&apos;s shortest (*.csv)</source>
        <translation>Раздачи: ваш минимум ходов и кратчайшее решение решателя (*.csv)</translation>
    </message>
    <message>
        <source>Totals: played, won, streaks (*.csv)</source>
        <translation>Итоги: сыграно, выиграно, серии (*.csv)</translation>
    </message>
    <message>
        <source>Export History</source>
        <translation>Экспорт истории</translation>
    </message>
    <message>
        <source>Exporting the history…</source>
        <translation>Экспорт истории…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Export cancelled; nothing was written</source>
        <translation>Экспорт отменён; ничего не записано</translation>
    </message>
    <message>
        <source>the export failed: {error}</source>
        <translation>экспорт не удался: {error}</translation>
    </message>
    <message>
        <source>The History Was Not Exported</source>
        <translation>История не экспортирована</translation>
    </message>
</context>
<context>
    <name>HistoryMessages</name>
    <message>
        <source>%1; it was moved to %2 and a new one begins.</source>
        <translation>%1; она перемещена в %2, и начинается новая.</translation>
    </message>
    <message>
        <source>%1 and cannot be moved aside: %2</source>
        <translation>%1, и её нельзя убрать в сторону: %2</translation>
    </message>
    <message>
        <source>%1 beside the game history; it was moved to %2.</source>
        <translation>%1 рядом с историей игр; перемещено в %2.</translation>
    </message>
    <message>
        <source>the game history cannot be opened: %1 beside it and cannot be moved aside (%2)</source>
        <translation>историю игр нельзя открыть: %1 рядом с ней, и это нельзя убрать в сторону (%2)</translation>
    </message>
    <message>
        <source>%1; games are not kept this session</source>
        <translation>%1; в этом сеансе игры не сохраняются</translation>
    </message>
    <message>
        <source>the game history needs SQLite %1 or later; this Python has %2</source>
        <translation>истории игр нужен SQLite %1 или новее; у этого Python %2</translation>
    </message>
    <message>
        <source>the game history cannot be opened: %1</source>
        <translation>историю игр нельзя открыть: %1</translation>
    </message>
    <message>
        <source>the game history cannot be kept: %1</source>
        <translation>историю игр негде хранить: %1</translation>
    </message>
    <message>
        <source>a record is damaged (%1)</source>
        <translation>запись повреждена (%1)</translation>
    </message>
    <message>
        <source>the game history could not be written (%1)</source>
        <translation>историю игр не удалось записать (%1)</translation>
    </message>
    <message>
        <source>the game cannot be recorded as won: %1</source>
        <translation>игру нельзя записать как выигранную: %1</translation>
    </message>
    <message>
        <source>A game kept while the history was busy could not be read (%1); it is left in %2.</source>
        <translation>Игру, сохранённую, пока история была занята, не удалось прочитать (%1); она остаётся в %2.</translation>
    </message>
    <message>
        <source>The last game could not be restored (%1); it was copied to %2, and a new deal begins.</source>
        <translation>Последнюю игру не удалось восстановить (%1); она скопирована в %2, и начинается новая раздача.</translation>
    </message>
    <message>
        <source>The last game could not be restored (%1); it could not be copied aside (%2), and a new deal begins.</source>
        <translation>Последнюю игру не удалось восстановить (%1); её не удалось скопировать в сторону (%2), и начинается новая раздача.</translation>
    </message>
    <message>
        <source>the game history is damaged (%1)</source>
        <translation>история игр повреждена (%1)</translation>
    </message>
    <message>
        <source>the game history is not a readable database (%1)</source>
        <translation>история игр — не читаемая база данных (%1)</translation>
    </message>
    <message>
        <source>the game history is another program&apos;s database</source>
        <translation>история игр — база данных другой программы</translation>
    </message>
    <message>
        <source>the game history was written by a newer freecell-gui (schema %1; this version reads %2)</source>
        <translation>история игр записана более новой версией freecell-gui (схема %1; эта версия читает %2)</translation>
    </message>
    <message>
        <source>the game history lacks tables its version (%1) has</source>
        <translation>в истории игр нет таблиц, которые есть в её версии (%1)</translation>
    </message>
    <message>
        <source>the game history has a schema version that none ever had (%1)</source>
        <translation>у истории игр версия схемы, которой никогда не было (%1)</translation>
    </message>
    <message>
        <source>the game history has tables its version (%1) does not (%2)</source>
        <translation>в истории игр есть таблицы, которых нет в её версии (%1) (%2)</translation>
    </message>
    <message>
        <source>%1 is a folder</source>
        <translation>%1 — папка</translation>
    </message>
    <message>
        <source>%1 is a pipe (FIFO)</source>
        <translation>%1 — канал (FIFO)</translation>
    </message>
    <message>
        <source>%1 is a symbolic link</source>
        <translation>%1 — символическая ссылка</translation>
    </message>
    <message>
        <source>%1 is a device or a socket</source>
        <translation>%1 — устройство или сокет</translation>
    </message>
    <message>
        <source>%1 is a link to a file that does not exist</source>
        <translation>%1 — ссылка на несуществующий файл</translation>
    </message>
    <message>
        <source>%1 cannot be read (%2)</source>
        <translation>%1 не читается (%2)</translation>
    </message>
    <message>
        <source>the game history</source>
        <translation>история игр</translation>
    </message>
    <message>
        <source>the game history cannot be deleted: %1</source>
        <translation>историю игр нельзя удалить: %1</translation>
    </message>
    <message>
        <source>the game history cannot be exported: %1</source>
        <translation>историю игр нельзя экспортировать: %1</translation>
    </message>
    <message>
        <source>the game history cannot open the game: %1</source>
        <translation>история игр не может открыть игру: %1</translation>
    </message>
    <message>
        <source>the game history cannot record the game: %1</source>
        <translation>история игр не может записать игру: %1</translation>
    </message>
    <message>
        <source>the game history cannot record the game&apos;s end: %1</source>
        <translation>история игр не может записать конец игры: %1</translation>
    </message>
    <message>
        <source>the game history cannot record the solver&apos;s length: %1</source>
        <translation>история игр не может записать длину решения решателя: %1</translation>
    </message>
    <message>
        <source>the game history cannot save the game: %1</source>
        <translation>история игр не может сохранить игру: %1</translation>
    </message>
    <message>
        <source>the game history cannot be read: %1</source>
        <translation>историю игр нельзя прочитать: %1</translation>
    </message>
    <message>
        <source>game %1 of the history is damaged: %2</source>
        <translation>игра %1 в истории повреждена: %2</translation>
    </message>
    <message>
        <source>%1; it is skipped.</source>
        <translation>%1; она пропущена.</translation>
    </message>
    <message>
        <source>%1 (and %2 more); it is skipped.</source>
        <translation>%1 (и ещё %2); они пропущены.</translation>
    </message>
    <message>
        <source>its game is not one</source>
        <translation>её игра недопустима</translation>
    </message>
    <message>
        <source>its number of free cells is not one</source>
        <translation>её число свободных ячеек недопустимо</translation>
    </message>
    <message>
        <source>its result is not one</source>
        <translation>её результат недопустим</translation>
    </message>
    <message>
        <source>its end %1 is not a date</source>
        <translation>её конец %1 — не дата</translation>
    </message>
    <message>
        <source>its save %1 is not a date</source>
        <translation>её время сохранения %1 — не дата</translation>
    </message>
    <message>
        <source>its start %1 is not a date</source>
        <translation>её начало %1 — не дата</translation>
    </message>
    <message>
        <source>its end is not a date</source>
        <translation>её конец — не дата</translation>
    </message>
    <message>
        <source>its save is not a date</source>
        <translation>её время сохранения — не дата</translation>
    </message>
    <message>
        <source>its start is not a date</source>
        <translation>её начало — не дата</translation>
    </message>
    <message>
        <source>its deal is not a whole number</source>
        <translation>её раздача — не целое число</translation>
    </message>
    <message>
        <source>its cursor is not a whole number</source>
        <translation>её курсор — не целое число</translation>
    </message>
    <message>
        <source>its hint flag is not a whole number</source>
        <translation>её отметка подсказки — не целое число</translation>
    </message>
    <message>
        <source>its solver flag is not a whole number</source>
        <translation>её отметка решателя — не целое число</translation>
    </message>
    <message>
        <source>its win&apos;s length is not a whole number</source>
        <translation>длина её выигрыша — не целое число</translation>
    </message>
    <message>
        <source>its id is not a whole number</source>
        <translation>её id — не целое число</translation>
    </message>
    <message>
        <source>its autoplay rule is not text</source>
        <translation>её правило автоигры — не текст</translation>
    </message>
    <message>
        <source>its moves is not text</source>
        <translation>её ходы — не текст</translation>
    </message>
    <message>
        <source>its moves to redo is not text</source>
        <translation>её ходы для повтора — не текст</translation>
    </message>
    <message>
        <source>its board is not text</source>
        <translation>её расклад — не текст</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to Play FreeCell</source>
        <translation>Как играть в FreeCell</translation>
    </message>
</context>
<context>
    <name>KeyboardPlay</name>
    <message numerus="yes">
        <source>this game has %n free cell(s): there is no free cell %1</source>
        <translation>
            <numerusform>в этой игре %n свободная ячейка: свободной ячейки %1 нет</numerusform>
            <numerusform>в этой игре %n свободные ячейки: свободной ячейки %1 нет</numerusform>
            <numerusform>в этой игре %n свободных ячеек: свободной ячейки %1 нет</numerusform>
        </translation>
    </message>
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
        <source>&amp;Deal</source>
        <translation>Ра&amp;здача</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>П&amp;роверка</translation>
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
    <name>MoveRefusal</name>
    <message>
        <source>%1 goes on a black two</source>
        <translation>%1 кладётся на чёрную двойку</translation>
    </message>
    <message>
        <source>%1 goes on a black three</source>
        <translation>%1 кладётся на чёрную тройку</translation>
    </message>
    <message>
        <source>%1 goes on a black four</source>
        <translation>%1 кладётся на чёрную четвёрку</translation>
    </message>
    <message>
        <source>%1 goes on a black five</source>
        <translation>%1 кладётся на чёрную пятёрку</translation>
    </message>
    <message>
        <source>%1 goes on a black six</source>
        <translation>%1 кладётся на чёрную шестёрку</translation>
    </message>
    <message>
        <source>%1 goes on a black seven</source>
        <translation>%1 кладётся на чёрную семёрку</translation>
    </message>
    <message>
        <source>%1 goes on a black eight</source>
        <translation>%1 кладётся на чёрную восьмёрку</translation>
    </message>
    <message>
        <source>%1 goes on a black nine</source>
        <translation>%1 кладётся на чёрную девятку</translation>
    </message>
    <message>
        <source>%1 goes on a black ten</source>
        <translation>%1 кладётся на чёрную десятку</translation>
    </message>
    <message>
        <source>%1 goes on a black jack</source>
        <translation>%1 кладётся на чёрного валета</translation>
    </message>
    <message>
        <source>%1 goes on a black queen</source>
        <translation>%1 кладётся на чёрную даму</translation>
    </message>
    <message>
        <source>%1 goes on a black king</source>
        <translation>%1 кладётся на чёрного короля</translation>
    </message>
    <message>
        <source>%1 goes on a red two</source>
        <translation>%1 кладётся на красную двойку</translation>
    </message>
    <message>
        <source>%1 goes on a red three</source>
        <translation>%1 кладётся на красную тройку</translation>
    </message>
    <message>
        <source>%1 goes on a red four</source>
        <translation>%1 кладётся на красную четвёрку</translation>
    </message>
    <message>
        <source>%1 goes on a red five</source>
        <translation>%1 кладётся на красную пятёрку</translation>
    </message>
    <message>
        <source>%1 goes on a red six</source>
        <translation>%1 кладётся на красную шестёрку</translation>
    </message>
    <message>
        <source>%1 goes on a red seven</source>
        <translation>%1 кладётся на красную семёрку</translation>
    </message>
    <message>
        <source>%1 goes on a red eight</source>
        <translation>%1 кладётся на красную восьмёрку</translation>
    </message>
    <message>
        <source>%1 goes on a red nine</source>
        <translation>%1 кладётся на красную девятку</translation>
    </message>
    <message>
        <source>%1 goes on a red ten</source>
        <translation>%1 кладётся на красную десятку</translation>
    </message>
    <message>
        <source>%1 goes on a red jack</source>
        <translation>%1 кладётся на красного валета</translation>
    </message>
    <message>
        <source>%1 goes on a red queen</source>
        <translation>%1 кладётся на красную даму</translation>
    </message>
    <message>
        <source>%1 goes on a red king</source>
        <translation>%1 кладётся на красного короля</translation>
    </message>
    <message>
        <source>cards never leave the foundations</source>
        <translation>карты из дома не уходят</translation>
    </message>
    <message>
        <source>there is no place %1</source>
        <translation>места %1 нет</translation>
    </message>
    <message>
        <source>a move needs two different places</source>
        <translation>для хода нужны два разных места</translation>
    </message>
    <message>
        <source>free cell %1 is empty</source>
        <translation>свободная ячейка %1 пуста</translation>
    </message>
    <message>
        <source>column %1 is empty</source>
        <translation>столбец %1 пуст</translation>
    </message>
    <message>
        <source>a move carries at least one card</source>
        <translation>ход переносит хотя бы одну карту</translation>
    </message>
    <message numerus="yes">
        <source>column %1 holds only %n card(s)</source>
        <translation>
            <numerusform>в столбце %1 только %n карта</numerusform>
            <numerusform>в столбце %1 только %n карты</numerusform>
            <numerusform>в столбце %1 только %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>the top %1 cards of column %2 are not an ordered run (only %3 are)</source>
        <translation>верхние карты столбца %2 (%1) не упорядоченная цепочка (упорядочены только %3)</translation>
    </message>
    <message>
        <source>only one card at a time can go to or come from the foundations</source>
        <translation>в дом и из дома можно переносить только по одной карте</translation>
    </message>
    <message>
        <source>only one card at a time can go to or come from free cell %1</source>
        <translation>в свободную ячейку %1 и из неё можно переносить только по одной карте</translation>
    </message>
    <message>
        <source>%1 cannot go home yet: its foundation needs the %2</source>
        <translation>%1 пока нельзя в дом: сначала нужна карта %2</translation>
    </message>
    <message numerus="yes">
        <source>this game has %n free cell(s): there is no free cell %1</source>
        <translation>
            <numerusform>в этой игре %n свободная ячейка: свободной ячейки %1 нет</numerusform>
            <numerusform>в этой игре %n свободные ячейки: свободной ячейки %1 нет</numerusform>
            <numerusform>в этой игре %n свободных ячеек: свободной ячейки %1 нет</numerusform>
        </translation>
    </message>
    <message>
        <source>free cell %1 is taken (%2)</source>
        <translation>свободная ячейка %1 занята (%2)</translation>
    </message>
    <message>
        <source>%1 cannot go on %2: %3</source>
        <translation>%1 нельзя положить на %2: %3</translation>
    </message>
    <message>
        <source>%1 goes only into an empty column</source>
        <translation>%1 кладётся только в пустой столбец</translation>
    </message>
    <message>
        <source>%1 goes on the %2</source>
        <translation>%1 кладётся на %2</translation>
    </message>
    <message numerus="yes">
        <source>only %n card(s) can move, not %1: %2, %3</source>
        <translation>
            <numerusform>можно перенести только %n карту, а не %1: %2, %3</numerusform>
            <numerusform>можно перенести только %n карты, а не %1: %2, %3</numerusform>
            <numerusform>можно перенести только %n карт, а не %1: %2, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>only %n card(s) can move, not %1: %2, %3 (the empty target does not count)</source>
        <translation>
            <numerusform>можно перенести только %n карту, а не %1: %2, %3 (пустой столбец-цель не считается)</numerusform>
            <numerusform>можно перенести только %n карты, а не %1: %2, %3 (пустой столбец-цель не считается)</numerusform>
            <numerusform>можно перенести только %n карт, а не %1: %2, %3 (пустой столбец-цель не считается)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n free cell(s)</source>
        <translation>
            <numerusform>%n свободная ячейка</numerusform>
            <numerusform>%n свободные ячейки</numerusform>
            <numerusform>%n свободных ячеек</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n empty column(s)</source>
        <translation>
            <numerusform>%n пустой столбец</numerusform>
            <numerusform>%n пустых столбца</numerusform>
            <numerusform>%n пустых столбцов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MovesPanel</name>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Type a move</source>
        <translation>Ввести ход</translation>
    </message>
    <message>
        <source>Type a move: %1 ⏎</source>
        <translation>Введите ход: %1 ⏎</translation>
    </message>
    <message>
        <source>Move number</source>
        <translation>Номер хода</translation>
    </message>
    <message>
        <source>Drag to jump anywhere in the moves</source>
        <translation>Перетащите, чтобы перейти к любому ходу</translation>
    </message>
    <message>
        <source>Back to the deal</source>
        <translation>Вернуться к раздаче</translation>
    </message>
    <message>
        <source>Step back one move</source>
        <translation>На один ход назад</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Воспроизвести</translation>
    </message>
    <message>
        <source>Play or pause the moves to redo (Ctrl+P)</source>
        <translation>Воспроизвести или приостановить ходы для повтора (Ctrl+P)</translation>
    </message>
    <message>
        <source>Step forward one move</source>
        <translation>На один ход вперёд</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Вперёд</translation>
    </message>
    <message>
        <source>To the last move</source>
        <translation>К последнему ходу</translation>
    </message>
    <message>
        <source>Playback speed, moves a second</source>
        <translation>Скорость воспроизведения, ходов в секунду</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>Скорость воспроизведения</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/с</translation>
    </message>
    <message>
        <source>Load…</source>
        <translation>Загрузить…</translation>
    </message>
    <message>
        <source>Paste or load a solution</source>
        <translation>Вставить или загрузить решение</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Вставить</translation>
    </message>
    <message>
        <source>Load the solution on the clipboard</source>
        <translation>Загрузить решение из буфера обмена</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <source>Copy the moves as text, ten a line</source>
        <translation>Копировать ходы текстом, по десять в строке</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Сохранить…</translation>
    </message>
    <message>
        <source>Save the moves to a file</source>
        <translation>Сохранить ходы в файл</translation>
    </message>
    <message>
        <source>Move %1 (%2) is illegal: %3. Playback stops before it.</source>
        <translation>Ход %1 (%2) недопустим: %3. Воспроизведение остановится перед ним.</translation>
    </message>
    <message numerus="yes">
        <source>Won in %Ln move(s)</source>
        <translation>
            <numerusform>Победа за %Ln ход</numerusform>
            <numerusform>Победа за %Ln хода</numerusform>
            <numerusform>Победа за %Ln ходов</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Copied %Ln move(s)</source>
        <translation>
            <numerusform>Скопирован %Ln ход</numerusform>
            <numerusform>Скопировано %Ln хода</numerusform>
            <numerusform>Скопировано %Ln ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved %Ln move(s) to {path}</source>
        <translation>
            <numerusform>Сохранён %Ln ход в {path}</numerusform>
            <numerusform>Сохранено %Ln хода в {path}</numerusform>
            <numerusform>Сохранено %Ln ходов в {path}</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Ход %1 из %2</translation>
    </message>
    <message>
        <source>No moves yet: play, type a move, or load a solution</source>
        <translation>Ходов пока нет: играйте, введите ход или загрузите решение</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Saving the moves to {name}…</source>
        <translation>Сохранение ходов в {name}…</translation>
    </message>
    <message>
        <source>The moves were not saved to {path}: cancelled</source>
        <translation>Ходы не сохранены в {path}: отменено</translation>
    </message>
    <message>
        <source>Save the Moves</source>
        <translation>Сохранить ходы</translation>
    </message>
    <message>
        <source>Load a Solution</source>
        <translation>Загрузить решение</translation>
    </message>
    <message>
        <source>&amp;Load Solution…</source>
        <translation>&amp;Загрузить решение…</translation>
    </message>
    <message>
        <source>Load a solution file</source>
        <translation>Загрузить файл решения</translation>
    </message>
    <message>
        <source>Paste &amp;Solution</source>
        <translation>&amp;Вставить решение</translation>
    </message>
    <message>
        <source>P&amp;lay/Pause Solution</source>
        <translation>&amp;Воспроизвести/приостановить решение</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>Воспроизвести или приостановить</translation>
    </message>
    <message>
        <source>T&amp;ype a Move</source>
        <translation>Ввести &amp;ход</translation>
    </message>
    <message>
        <source>&amp;Moves Panel</source>
        <translation>Панель &amp;ходов</translation>
    </message>
    <message>
        <source>the deal</source>
        <translation>раздача</translation>
    </message>
    <message>
        <source>Autoplay sent home: %1</source>
        <translation>Автоигра отправила в дом: %1</translation>
    </message>
    <message>
        <source>Moves column</source>
        <translation>Столбец ходов</translation>
    </message>
    <message>
        <source>Move numbers</source>
        <translation>Номера ходов</translation>
    </message>
</context>
<context>
    <name>NotationMessages</name>
    <message>
        <source>line %1: %2</source>
        <translation>строка %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a move: write a source and a target, columns 1-8, free cells a-d, h for home (as 3a, 54, bh)</source>
        <translation>%1 — не ход: напишите, откуда и куда: столбцы 1-8, свободные ячейки a-d, h — дом (например 3a, 54, bh)</translation>
    </message>
    <message>
        <source>%1: cards never leave home (h)</source>
        <translation>%1: карты никогда не уходят из дома (h)</translation>
    </message>
    <message>
        <source>%1 moves a card to where it is</source>
        <translation>%1 перекладывает карту туда, где она уже лежит</translation>
    </message>
    <message>
        <source>%1: a card count (v) is only for a run of 1 or more cards between columns</source>
        <translation>%1: число карт (v) пишут только для ряда из 1 или более карт между столбцами</translation>
    </message>
    <message>
        <source>%1 is far too large a number for a move</source>
        <translation>%1 — слишком большое число для хода</translation>
    </message>
    <message>
        <source>%1 holds %2, which only looks like ASCII: write moves and fc-solve&apos;s words in plain ASCII</source>
        <translation>%1 содержит %2 — символ, лишь похожий на ASCII: пишите ходы и слова fc-solve обычным ASCII</translation>
    </message>
    <message>
        <source>there is no stack %1 (they count from 0 to 7)</source>
        <translation>нет «stack %1» (они нумеруются от 0 до 7)</translation>
    </message>
    <message>
        <source>there is no freecell %1 (they count from 0 to 3)</source>
        <translation>нет «freecell %1» (они нумеруются от 0 до 3)</translation>
    </message>
    <message>
        <source>the move goes from stack %1 to itself</source>
        <translation>ход ведёт из «stack %1» в него же</translation>
    </message>
    <message>
        <source>the move goes from freecell %1 to itself</source>
        <translation>ход ведёт из «freecell %1» в неё же</translation>
    </message>
    <message>
        <source>a move carries at least one card, not %1</source>
        <translation>ход переносит хотя бы одну карту, а не %1</translation>
    </message>
    <message>
        <source>only one card at a time goes to or from a free cell or home</source>
        <translation>в свободную ячейку или в дом и оттуда ходят только по одной карте</translation>
    </message>
    <message>
        <source>the text has %1 characters; a solution is far shorter (at most %2)</source>
        <translation>длина текста — %1 симв.; решение гораздо короче (не более %2)</translation>
    </message>
    <message>
        <source>this text is not moves</source>
        <translation>этот текст — не ходы</translation>
    </message>
</context>
<context>
    <name>PictureError</name>
    <message>
        <source>%1 is not a PNG, JPEG, BMP or WebP picture</source>
        <translation>%1 — не изображение PNG, JPEG, BMP или WebP</translation>
    </message>
    <message>
        <source>%1: the %2 header gives no size</source>
        <translation>%1: в заголовке %2 нет размера</translation>
    </message>
    <message>
        <source>%1 is %2 x %3 pixels: too large (at most %4 are read)</source>
        <translation>%1 размером %2 x %3 пикселей: слишком большое (читается не больше %4)</translation>
    </message>
    <message>
        <source>%1: the %2 data is too short for %3 x %4 pixels (%5)</source>
        <translation>%1: данных %2 слишком мало для %3 x %4 пикселей (%5)</translation>
    </message>
    <message>
        <source>%1: the %2 data cannot be decoded (%3)</source>
        <translation>%1: данные %2 не удаётся декодировать (%3)</translation>
    </message>
    <message>
        <source>the picture is empty</source>
        <translation>изображение пустое</translation>
    </message>
    <message>
        <source>the picture has more than %1 pixels: too large</source>
        <translation>в изображении больше %1 пикселей: слишком большое</translation>
    </message>
    <message>
        <source>the pasted image</source>
        <translation>вставленное изображение</translation>
    </message>
    <message>
        <source>there is no picture here: paste or drop a screenshot or a picture file</source>
        <translation>здесь нет изображения: вставьте или перетащите снимок экрана или файл изображения</translation>
    </message>
    <message>
        <source>the pasted image is empty or too large to read</source>
        <translation>вставленное изображение пустое или слишком большое для чтения</translation>
    </message>
    <message>
        <source>the pasted image has more than %1 pixels: too large</source>
        <translation>во вставленном изображении больше %1 пикселей: слишком большое</translation>
    </message>
    <message>
        <source>the picture was read already</source>
        <translation>изображение уже прочитано</translation>
    </message>
    <message>
        <source>the search failed: %1</source>
        <translation>поиск не удался: %1</translation>
    </message>
</context>
<context>
    <name>PictureFindDialog</name>
    <message>
        <source>Find Deal from a Picture</source>
        <translation>Найти раздачу по картинке</translation>
    </message>
    <message>
        <source>Paste (Ctrl+V), drop or open a screenshot of a FreeCell table.</source>
        <translation>Вставьте (Ctrl+V), перетащите или откройте снимок экрана со столом FreeCell.</translation>
    </message>
    <message>
        <source>The picture read</source>
        <translation>Прочитанное изображение</translation>
    </message>
    <message>
        <source>What was read, as a board (?? for a card not read)</source>
        <translation>Прочитанное в виде расклада (?? — карта не прочитана)</translation>
    </message>
    <message>
        <source>What was read</source>
        <translation>Прочитанное</translation>
    </message>
    <message>
        <source>Open &amp;Picture…</source>
        <translation>Открыть &amp;картинку…</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Вставить</translation>
    </message>
    <message>
        <source>&amp;Cancel Search</source>
        <translation>О&amp;становить поиск</translation>
    </message>
    <message>
        <source>&amp;Open Deal</source>
        <translation>&amp;Открыть раздачу</translation>
    </message>
    <message>
        <source>Co&amp;mpare</source>
        <translation>С&amp;равнить</translation>
    </message>
    <message>
        <source>Put Reading on &amp;Table</source>
        <translation>Выложить прочитанное на &amp;стол</translation>
    </message>
    <message>
        <source>Ctrl+wheel zooms; drag to move a zoomed picture.</source>
        <translation>Ctrl+колесо меняет масштаб; увеличенное изображение можно перетаскивать.</translation>
    </message>
    <message>
        <source>Outline colours</source>
        <translation>Цвета контуров</translation>
    </message>
    <message>
        <source>Green: card read. Yellow: only its colour read. Red: not read.</source>
        <translation>Зелёный: карта прочитана. Жёлтый: прочитан только цвет. Красный: не прочитана.</translation>
    </message>
    <message>
        <source>Outlines:</source>
        <translation>Контуры:</translation>
    </message>
    <message>
        <source>card read</source>
        <translation>карта прочитана</translation>
    </message>
    <message>
        <source>colour only</source>
        <translation>только цвет</translation>
    </message>
    <message>
        <source>not read</source>
        <translation>не прочитана</translation>
    </message>
    <message>
        <source>Open Picture</source>
        <translation>Открыть картинку</translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg *.bmp *.webp);;All files (*)</source>
        <translation>Изображения (*.png *.jpg *.jpeg *.bmp *.webp);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Reading the picture…</source>
        <translation>Чтение изображения…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Отменено.</translation>
    </message>
    <message>
        <source>The search failed: %1</source>
        <translation>Поиск не удался: %1</translation>
    </message>
    <message>
        <source>Searching: 1..%1, then to 2^31-1, then every deal…</source>
        <translation>Поиск: 1..%1, затем до 2^31-1, затем все раздачи…</translation>
    </message>
    <message>
        <source>No deal has the cards read.</source>
        <translation>Ни в одной раздаче нет прочитанных карт.</translation>
    </message>
    <message>
        <source>These deals fit what was read equally well: %1. Read more cards to choose.</source>
        <translation>Эти раздачи одинаково подходят к прочитанному: %1. Прочитайте больше карт, чтобы выбрать.</translation>
    </message>
    <message>
        <source>Deal #%1 (%2 s).</source>
        <translation>Раздача № %1 (%2 с).</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) read differently: %1</source>
        <translation>
            <numerusform>%n карта прочитана иначе: %1</numerusform>
            <numerusform>%n карты прочитаны иначе: %1</numerusform>
            <numerusform>%n карт прочитаны иначе: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Deal #%1: cards read differently: %2</source>
        <translation>Раздача № %1: карты, прочитанные иначе: %2</translation>
    </message>
    <message>
        <source>Not every card was read, so the reading cannot be played: %1</source>
        <translation>Прочитаны не все карты, поэтому прочитанное нельзя сыграть: %1</translation>
    </message>
</context>
<context>
    <name>PlayActions</name>
    <message>
        <source>&amp;Undo Move</source>
        <translation>От&amp;менить ход</translation>
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
        <source>Restar&amp;t</source>
        <translation>&amp;Заново</translation>
    </message>
    <message>
        <source>Back to the deal; the moves can be redone</source>
        <translation>Вернуться к раздаче; ходы можно повторить</translation>
    </message>
    <message>
        <source>New &amp;Game of This Deal</source>
        <translation>Новая игра с &amp;этой раздачей</translation>
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
        <source>A&amp;nimate Moves</source>
        <translation>Анима&amp;ция ходов</translation>
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
        <translation>О&amp;чень быстро</translation>
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
        <source>Another start of freecell-gui asks for deal %1. You have made %n move(s) in this game. Show deal %1 and leave it? (It counts as given up, and stays in Game › History to go on with later.)</source>
        <translation>
            <numerusform>Другой запуск freecell-gui просит раздачу №&#xa0;%1. В этой игре сделан %n ход. Показать раздачу №&#xa0;%1 и оставить игру? (Она засчитывается как брошенная и сохранится в меню Игра › История, чтобы продолжить позже.)</numerusform>
            <numerusform>Другой запуск freecell-gui просит раздачу №&#xa0;%1. В этой игре сделано %n хода. Показать раздачу №&#xa0;%1 и оставить игру? (Она засчитывается как брошенная и сохранится в меню Игра › История, чтобы продолжить позже.)</numerusform>
            <numerusform>Другой запуск freecell-gui просит раздачу №&#xa0;%1. В этой игре сделано %n ходов. Показать раздачу №&#xa0;%1 и оставить игру? (Она засчитывается как брошенная и сохранится в меню Игра › История, чтобы продолжить позже.)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have made %n move(s) in this game. Show another deal and leave it? (It counts as given up, and stays in Game › History to go on with later.)</source>
        <translation>
            <numerusform>В этой игре сделан %n ход. Показать другую раздачу и оставить игру? (Она засчитывается как брошенная и сохранится в меню Игра › История, чтобы продолжить позже.)</numerusform>
            <numerusform>В этой игре сделано %n хода. Показать другую раздачу и оставить игру? (Она засчитывается как брошенная и сохранится в меню Игра › История, чтобы продолжить позже.)</numerusform>
            <numerusform>В этой игре сделано %n ходов. Показать другую раздачу и оставить игру? (Она засчитывается как брошенная и сохранится в меню Игра › История, чтобы продолжить позже.)</numerusform>
        </translation>
    </message>
    <message>
        <source>Change the Rules?</source>
        <translation>Изменить правила?</translation>
    </message>
    <message numerus="yes">
        <source>You have made %n move(s) in this game. Deal it again under the new rules and leave it? (It counts as given up, and stays in Game › History to go on with later.)</source>
        <translation>
            <numerusform>В этой игре сделан %n ход. Раздать заново по новым правилам и оставить игру? (Она засчитывается как брошенная и сохранится в меню Игра › История, чтобы продолжить позже.)</numerusform>
            <numerusform>В этой игре сделано %n хода. Раздать заново по новым правилам и оставить игру? (Она засчитывается как брошенная и сохранится в меню Игра › История, чтобы продолжить позже.)</numerusform>
            <numerusform>В этой игре сделано %n ходов. Раздать заново по новым правилам и оставить игру? (Она засчитывается как брошенная и сохранится в меню Игра › История, чтобы продолжить позже.)</numerusform>
        </translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Больше не спрашивать</translation>
    </message>
</context>
<context>
    <name>SavedGameMessages</name>
    <message>
        <source>line %1: %2</source>
        <translation>строка %1: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a file&apos;s name, then what is wrong in it</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 is not a line of a saved game: write &apos;key: value&apos;</source>
        <translation>%1 — не строка сохранённой игры: пишите &apos;ключ: значение&apos;</translation>
    </message>
    <message>
        <source>autoplay is ms, safe or off, not %1</source>
        <translation>autoplay — это ms, safe или off, а не %1</translation>
    </message>
    <message>
        <source>the game is freecell or bakers, not %1</source>
        <translation>игра — freecell или bakers, а не %1</translation>
    </message>
    <message>
        <source>unknown key %1: a saved game has deal, board, game, cells, autoplay, moves, redo, cursor</source>
        <translation>неизвестный ключ %1: в сохранённой игре есть deal, board, game, cells, autoplay, moves, redo, cursor</translation>
    </message>
    <message>
        <source>a control character (%1) in a comment</source>
        <translation>управляющий символ (%1) в комментарии</translation>
    </message>
    <message>
        <source>a control character (%1)</source>
        <translation>управляющий символ (%1)</translation>
    </message>
    <message>
        <source>%1 (%2) is not plain ASCII: a saved game writes its keys, moves and cards in ASCII letters and digits</source>
        <translation>%1 (%2) — не простой ASCII: сохранённая игра пишет ключи, ходы и карты буквами и цифрами ASCII</translation>
    </message>
    <message>
        <source>the board: %1</source>
        <translation>расклад: %1</translation>
    </message>
    <message>
        <source>a saved move is not a move: %1</source>
        <translation>сохранённый ход — не ход: %1</translation>
    </message>
    <message>
        <source>the moves do not replay: move %1 (%2) is illegal: %3 (a move to redo)</source>
        <translation>ходы не воспроизводятся: ход %1 (%2) недопустим: %3 (ход для повтора)</translation>
    </message>
    <message>
        <source>the moves do not replay: move %1 (%2) is illegal: %3 (a move done)</source>
        <translation>ходы не воспроизводятся: ход %1 (%2) недопустим: %3 (сделанный ход)</translation>
    </message>
    <message>
        <source>the text is empty: a saved game starts with %1</source>
        <translation>текст пуст: сохранённая игра начинается с %1</translation>
    </message>
    <message>
        <source>not a freecell-gui saved game: its first line should be %1</source>
        <translation>это не сохранённая игра freecell-gui: первой строкой должно быть %1</translation>
    </message>
    <message>
        <source>the cascades follow &apos;board:&apos; on lines of their own, each starting with &apos;:&apos;</source>
        <translation>столбцы идут после &apos;board:&apos; отдельными строками, каждая начинается с &apos;:&apos;</translation>
    </message>
    <message>
        <source>moves to redo say where they came from (&apos;redo typed:&apos;, &apos;redo loaded:&apos;, &apos;redo solved:&apos;); moves done do not (&apos;moves:&apos;)</source>
        <translation>ходы для повтора говорят, откуда они (&apos;redo typed:&apos;, &apos;redo loaded:&apos;, &apos;redo solved:&apos;); сделанные ходы — нет (&apos;moves:&apos;)</translation>
    </message>
    <message>
        <source>the saved game names no deal: it needs a &apos;deal:&apos; line or a &apos;board:&apos; block</source>
        <translation>в сохранённой игре нет раздачи: нужна строка &apos;deal:&apos; или блок &apos;board:&apos;</translation>
    </message>
    <message>
        <source>the autoplay rule is given a second time (first on line %1)</source>
        <translation>правило автоигры указано второй раз (впервые в строке %1)</translation>
    </message>
    <message>
        <source>the cursor is given a second time (first on line %1)</source>
        <translation>курсор указан второй раз (впервые в строке %1)</translation>
    </message>
    <message>
        <source>the number of free cells is given a second time (first on line %1)</source>
        <translation>число свободных ячеек указано второй раз (впервые в строке %1)</translation>
    </message>
    <message>
        <source>the game is given a second time (first on line %1)</source>
        <translation>игра указана второй раз (впервые в строке %1)</translation>
    </message>
    <message>
        <source>the deal (deal: or board:) is given a second time (first on line %1)</source>
        <translation>раздача (deal: или board:) указана второй раз (впервые в строке %1)</translation>
    </message>
    <message>
        <source>the cursor is a whole number, not %1</source>
        <translation>курсор — целое число, а не %1</translation>
    </message>
    <message>
        <source>the number of free cells is a whole number, not %1</source>
        <translation>число свободных ячеек — целое число, а не %1</translation>
    </message>
    <message>
        <source>the deal is a whole number, not %1</source>
        <translation>раздача — целое число, а не %1</translation>
    </message>
    <message>
        <source>the cursor has %1 digits: far too large</source>
        <translation>в курсоре слишком много цифр (%1): слишком большое число</translation>
    </message>
    <message>
        <source>the number of free cells has %1 digits: far too large</source>
        <translation>в числе свободных ячеек слишком много цифр (%1): слишком большое число</translation>
    </message>
    <message>
        <source>the deal has %1 digits: far too large</source>
        <translation>в номере раздачи слишком много цифр (%1): слишком большое число</translation>
    </message>
    <message>
        <source>the text has %1 characters; a saved game is far shorter (at most %2)</source>
        <translation>в тексте символов: %1; сохранённая игра намного короче (не больше %2)</translation>
    </message>
    <message>
        <source>the game was saved in a newer format (%1); this version reads format %2</source>
        <translation>игра сохранена в более новом формате (%1); эта версия читает формат %2</translation>
    </message>
    <message>
        <source>the game was saved in an unknown format (%1); this version reads format %2</source>
        <translation>игра сохранена в неизвестном формате (%1); эта версия читает формат %2</translation>
    </message>
    <message>
        <source>the free cells are 0 to %2, not %1</source>
        <translation>свободных ячеек может быть от 0 до %2, а не %1</translation>
    </message>
    <message>
        <source>%1 is not a deal: deal numbers run from %2 to %3</source>
        <translation>%1 — не номер раздачи: номера идут от %2 до %3</translation>
    </message>
    <message>
        <source>a board has 8 cascade lines starting with &apos;:&apos;, not %1</source>
        <translation>в раскладе 8 строк столбцов, начинающихся с &apos;:&apos;, а не %1</translation>
    </message>
    <message>
        <source>more than %1 moves: far more than any game</source>
        <translation>ходов больше, чем %1: намного больше, чем в любой игре</translation>
    </message>
    <message>
        <source>the cursor is %1 but %2 moves are done: the text is incomplete or was changed</source>
        <translation>курсор равен %1, а сделано ходов: %2; текст неполон или был изменён</translation>
    </message>
    <message>
        <source>%1 moves are far too many (at most %2)</source>
        <translation>ходов: %1 — слишком много (не больше %2)</translation>
    </message>
    <message>
        <source>the saved game is a game of %1, not %2</source>
        <translation>сохранённая игра — партия «%1», а не «%2»</translation>
    </message>
    <message>
        <source>the saved game plays with autoplay %1, not %2</source>
        <translation>сохранённая игра идёт с autoplay %1, а не %2</translation>
    </message>
    <message>
        <source>this text is not a saved game</source>
        <translation>этот текст — не сохранённая игра</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>line %1</source>
        <translation>строка %1</translation>
    </message>
    <message>
        <source>the settings file cannot be read (%1); defaults are used</source>
        <translation>файл настроек не читается (%1); используются значения по умолчанию</translation>
    </message>
    <message>
        <source>the settings file was not a readable file; it was moved to %1</source>
        <translation>файл настроек не был читаемым файлом; он перемещён в %1</translation>
    </message>
    <message>
        <source>the settings file is not a readable file; defaults are used</source>
        <translation>файл настроек не является читаемым файлом; используются значения по умолчанию</translation>
    </message>
    <message>
        <source>the whole file (not UTF-8 text)</source>
        <translation>весь файл (не текст UTF-8)</translation>
    </message>
    <message>
        <source>old file kept as %1</source>
        <translation>старый файл сохранён как %1</translation>
    </message>
    <message>
        <source>the file is left as it was</source>
        <translation>файл оставлен как был</translation>
    </message>
    <message>
        <source>%1 and %2 more</source>
        <translation>%1 и ещё %2</translation>
    </message>
    <message>
        <source>refused damaged %1; defaults used, %2</source>
        <translation>отклонены повреждённые значения: %1; используются значения по умолчанию, %2</translation>
    </message>
    <message>
        <source>the settings file could not be read; defaults are used and it was copied aside</source>
        <translation>файл настроек не читается; используются значения по умолчанию, а файл отложен в сторону</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>не читается</translation>
    </message>
    <message>
        <source>refused %1 (%2); default used</source>
        <translation>%1 отклонено (%2); используется значение по умолчанию</translation>
    </message>
    <message>
        <source>%1, old file kept as %2</source>
        <translation>%1, старый файл сохранён как %2</translation>
    </message>
    <message>
        <source>settings cannot be saved in %1 (not writable); changes last this session</source>
        <translation>настройки нельзя сохранить в %1 (нет записи); изменения действуют до конца сеанса</translation>
    </message>
    <message>
        <source>Settings: %1</source>
        <translation>Настройки: %1</translation>
    </message>
    <message>
        <source>not text (%1)</source>
        <translation>не текст (%1)</translation>
    </message>
    <message>
        <source>%1 characters long</source>
        <translation>%1 символов</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <translation>%1 — не %2</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true или false</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>одно из: %1</translation>
    </message>
    <message>
        <source>%1 is not one of %2</source>
        <translation>%1 — не из списка %2</translation>
    </message>
    <message>
        <source>a deal number</source>
        <translation>номер раздачи</translation>
    </message>
    <message>
        <source>%1 is not a deal number</source>
        <translation>%1 — не номер раздачи</translation>
    </message>
    <message>
        <source>a colour #rrggbb</source>
        <translation>цвет #rrggbb</translation>
    </message>
    <message>
        <source>a file name</source>
        <translation>имя файла</translation>
    </message>
    <message>
        <source>not saved bytes (%1)</source>
        <translation>не сохранённые байты (%1)</translation>
    </message>
    <message>
        <source>a missing file</source>
        <translation>отсутствующий файл</translation>
    </message>
    <message>
        <source>not a usable deck</source>
        <translation>непригодная колода</translation>
    </message>
</context>
<context>
    <name>ShareActions</name>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Изображение PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG vector image (*.svg)</source>
        <translation>Векторное изображение SVG (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Документ PDF (*.pdf)</translation>
    </message>
    <message>
        <source>&amp;Export Image…</source>
        <translation>&amp;Экспорт изображения…</translation>
    </message>
    <message>
        <source>Save the table as PNG, SVG or PDF</source>
        <translation>Сохранить стол как PNG, SVG или PDF</translation>
    </message>
    <message>
        <source>&amp;Copy Image</source>
        <translation>&amp;Копировать изображение</translation>
    </message>
    <message>
        <source>Copy the table to the clipboard as an image</source>
        <translation>Скопировать стол в буфер обмена как изображение</translation>
    </message>
    <message>
        <source>Copy Deal as &amp;Rows</source>
        <translation>Копировать раздачу &amp;рядами</translation>
    </message>
    <message>
        <source>The Rosetta Code layout, 8 cards a row</source>
        <translation>Формат Rosetta Code, по 8 карт в ряду</translation>
    </message>
    <message>
        <source>Copy Deal as &amp;Board</source>
        <translation>Копировать раздачу как р&amp;асклад</translation>
    </message>
    <message>
        <source>The fc-solve / PySol FC layout, one column a line</source>
        <translation>Формат fc-solve / PySol FC, один столбец в строке</translation>
    </message>
    <message>
        <source>Copy Deal as &amp;JSON</source>
        <translation>Копировать раздачу как &amp;JSON</translation>
    </message>
    <message>
        <source>Open on &amp;freecellgamesolutions.com</source>
        <translation>Открыть на &amp;freecellgamesolutions.com</translation>
    </message>
    <message>
        <source>Show this deal on freecellgamesolutions.com in the browser</source>
        <translation>Показать эту раздачу на freecellgamesolutions.com в браузере</translation>
    </message>
    <message>
        <source>Open &amp;Solution on freecellgamesolutions.com</source>
        <translation>Открыть &amp;решение на freecellgamesolutions.com</translation>
    </message>
    <message>
        <source>Show this deal&apos;s solution on freecellgamesolutions.com in the browser</source>
        <translation>Показать решение этой раздачи на freecellgamesolutions.com в браузере</translation>
    </message>
    <message>
        <source>freecellgamesolutions.com plays only FreeCell with 4 free cells, not %1</source>
        <translation>freecellgamesolutions.com знает только FreeCell с 4 свободными ячейками, а не «%1»</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>Экспорт изображения</translation>
    </message>
    <message>
        <source>Width in pixels (twice the table on screen by default):</source>
        <translation>Ширина в пикселях (по умолчанию вдвое больше стола на экране):</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <source>Copied the table to the clipboard as an image</source>
        <translation>Стол скопирован в буфер обмена как изображение</translation>
    </message>
    <message>
        <source>Copied %1 as %2</source>
        <translation>%1 скопирована как %2</translation>
    </message>
    <message>
        <source>Could not drag the image: %1</source>
        <translation>Не удалось перетащить изображение: %1</translation>
    </message>
    <message>
        <source>Open in Browser</source>
        <translation>Открыть в браузере</translation>
    </message>
    <message>
        <source>No browser could be started. The address is:
%1</source>
        <translation>Не удалось запустить браузер. Адрес:
%1</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>the lock of the game history cannot be made; this window keeps a game of its own in the history</source>
        <translation>Не удаётся создать блокировку истории игр; это окно сохраняет свою игру в истории отдельно</translation>
    </message>
    <message>
        <source>%1 was not a file; it was moved to %2</source>
        <translation>%1 не был файлом; он перемещён в %2</translation>
    </message>
    <message>
        <source>another freecell-gui window is open but did not answer; this window keeps a game of its own in the history</source>
        <translation>Открыто другое окно freecell-gui, но оно не отвечает; это окно сохраняет свою игру в истории отдельно</translation>
    </message>
</context>
<context>
    <name>SolutionDialog</name>
    <message>
        <source>Load a Solution</source>
        <translation>Загрузить решение</translation>
    </message>
    <message>
        <source>Paste the moves from freecellgamesolutions.com, fc-solve&apos;s output or a saved moves file. They are played from the position on the table.</source>
        <translation>Вставьте ходы с freecellgamesolutions.com, вывод fc-solve или сохранённый файл ходов. Они играются от позиции на столе.</translation>
    </message>
    <message>
        <source>Moves to load</source>
        <translation>Ходы для загрузки</translation>
    </message>
    <message>
        <source>&amp;Load Moves</source>
        <translation>&amp;Загрузить ходы</translation>
    </message>
    <message>
        <source>From &amp;File…</source>
        <translation>Из &amp;файла…</translation>
    </message>
    <message>
        <source>Solutions (*.txt *.sol *.moves);;All files (*)</source>
        <translation>Решения (*.txt *.sol *.moves);;Все файлы (*)</translation>
    </message>
</context>
<context>
    <name>SolutionLoading</name>
    <message>
        <source>Not a solution: %1</source>
        <translation>Это не решение: %1</translation>
    </message>
    <message>
        <source>Not a solution: more than %1 moves (a solution has a few hundred)</source>
        <translation>Это не решение: больше %1 ходов (в решении их несколько сотен)</translation>
    </message>
    <message>
        <source>No moves found: paste the site&apos;s solution, fc-solve&apos;s output or a saved moves file</source>
        <translation>Ходы не найдены: вставьте решение с сайта, вывод fc-solve или сохранённый файл ходов</translation>
    </message>
    <message numerus="yes">
        <source>Loaded %n move(s); move %1 (%2) is illegal: %3</source>
        <translation>
            <numerusform>Загружен %n ход; ход %1 (%2) недопустим: %3</numerusform>
            <numerusform>Загружено %n хода; ход %1 (%2) недопустим: %3</numerusform>
            <numerusform>Загружено %n ходов; ход %1 (%2) недопустим: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loaded %n move(s) to play: step forward or press Play</source>
        <translation>
            <numerusform>Загружен %n ход: идите вперёд по шагам или нажмите «Воспроизвести»</numerusform>
            <numerusform>Загружено %n хода: идите вперёд по шагам или нажмите «Воспроизвести»</numerusform>
            <numerusform>Загружено %n ходов: идите вперёд по шагам или нажмите «Воспроизвести»</numerusform>
        </translation>
    </message>
    <message>
        <source>Not a solution: the text has %1 characters (a solution has a few thousand; at most %2 are read)</source>
        <translation>Это не решение: в тексте %1 символов (в решении их несколько тысяч; читается не больше %2)</translation>
    </message>
</context>
<context>
    <name>SolveActions</name>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Stop solving</source>
        <translation>Остановить решение</translation>
    </message>
    <message>
        <source>Stop the solver, keeping the best solution so far (Esc)</source>
        <translation>Остановить решатель, сохранив лучшее решение на данный момент (Esc)</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>Р&amp;ешить</translation>
    </message>
    <message>
        <source>Solve from the position on the table: the solution becomes the moves to redo</source>
        <translation>Решить от позиции на столе: решение становится ходами для повтора</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>По&amp;дсказка</translation>
    </message>
    <message>
        <source>Light the next move of a solution</source>
        <translation>Подсветить следующий ход решения</translation>
    </message>
    <message>
        <source>Stop Sol&amp;ving</source>
        <translation>&amp;Остановить решение</translation>
    </message>
    <message>
        <source>Stop the solver, keeping its best</source>
        <translation>Остановить решатель, сохранив лучшее</translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s) (stopped early: the best found so far)</source>
        <translation>
            <numerusform>Решено за %Ln ход (остановлено досрочно: лучшее найденное)</numerusform>
            <numerusform>Решено за %Ln хода (остановлено досрочно: лучшее найденное)</numerusform>
            <numerusform>Решено за %Ln ходов (остановлено досрочно: лучшее найденное)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s)</source>
        <translation>
            <numerusform>Решено за %Ln ход</numerusform>
            <numerusform>Решено за %Ln хода</numerusform>
            <numerusform>Решено за %Ln ходов</numerusform>
        </translation>
    </message>
    <message>
        <source>No solution exists from this position</source>
        <translation>Из этой позиции решения нет</translation>
    </message>
    <message>
        <source>No solution found: gave up after %1 s</source>
        <translation>Решение не найдено: поиск прекращён через %1 с</translation>
    </message>
    <message>
        <source>No solution found: gave up after %1 positions</source>
        <translation>Решение не найдено: поиск прекращён после %1 позиций</translation>
    </message>
    <message>
        <source>No solution found: cancelled</source>
        <translation>Решение не найдено: отменено</translation>
    </message>
    <message>
        <source>No solution found: the solver stopped unexpectedly</source>
        <translation>Решение не найдено: решатель неожиданно остановился</translation>
    </message>
    <message>
        <source>No solution found: gave up</source>
        <translation>Решение не найдено: поиск прекращён</translation>
    </message>
    <message>
        <source>Solving… %1 positions, %2 s</source>
        <translation>Решение… %1 позиций, %2 с</translation>
    </message>
    <message numerus="yes">
        <source>Solving… %Ln move(s), shortening… %1 positions, %2 s</source>
        <translation>
            <numerusform>Решение… %Ln ход, сокращение… %1 позиций, %2 с</numerusform>
            <numerusform>Решение… %Ln хода, сокращение… %1 позиций, %2 с</numerusform>
            <numerusform>Решение… %Ln ходов, сокращение… %1 позиций, %2 с</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is won: nothing to solve</source>
        <translation>Партия выиграна: решать нечего</translation>
    </message>
    <message>
        <source>Finding a hint…</source>
        <translation>Поиск подсказки…</translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation>Решение…</translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s), shortening…</source>
        <translation>
            <numerusform>Решено за %Ln ход, сокращение…</numerusform>
            <numerusform>Решено за %Ln хода, сокращение…</numerusform>
            <numerusform>Решено за %Ln ходов, сокращение…</numerusform>
        </translation>
    </message>
    <message>
        <source>No hint. %1</source>
        <translation>Подсказки нет. %1</translation>
    </message>
    <message>
        <source>The game is won</source>
        <translation>Партия выиграна</translation>
    </message>
    <message>
        <source>Solving: the hint comes with the solution</source>
        <translation>Идёт решение: подсказка придёт вместе с ним</translation>
    </message>
    <message numerus="yes">
        <source>Hint: %1 (a solution in %Ln move(s) from here)</source>
        <translation>
            <numerusform>Подсказка: %1 (отсюда решение за %Ln ход)</numerusform>
            <numerusform>Подсказка: %1 (отсюда решение за %Ln хода)</numerusform>
            <numerusform>Подсказка: %1 (отсюда решение за %Ln ходов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s) (stopped: the position changed)</source>
        <translation>
            <numerusform>Решено за %Ln ход (остановлено: позиция изменилась)</numerusform>
            <numerusform>Решено за %Ln хода (остановлено: позиция изменилась)</numerusform>
            <numerusform>Решено за %Ln ходов (остановлено: позиция изменилась)</numerusform>
        </translation>
    </message>
    <message>
        <source>Solver stopped: the position changed</source>
        <translation>Решатель остановлен: позиция изменилась</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Deal</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Сыграно</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Выиграно</translation>
    </message>
    <message>
        <source>Your fewest moves</source>
        <translation>Ваш минимум ходов</translation>
    </message>
    <message>
        <source>Solver&apos;s shortest</source>
        <translation>Кратчайшее решателя</translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation>Выиграно с помощью</translation>
    </message>
    <message>
        <source>{none} (no game won without help or given up yet)</source>
        <translation>{none} (ещё нет игр, выигранных без помощи или брошенных)</translation>
    </message>
    <message>
        <source>{rate} ({won} of {decided})</source>
        <translation>{rate} ({won} из {decided})</translation>
    </message>
    <message>
        <source>Won without help</source>
        <translation>Выиграно без помощи</translation>
    </message>
    <message>
        <source>Given up</source>
        <translation>Брошено</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Идёт</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Доля побед</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Текущая серия</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Самая длинная серия</translation>
    </message>
    <message>
        <source>Played counts every game: won, won with help, given up or in progress. The win rate counts your wins without help out of those wins and the games given up; wins with Hint or Solve and games in progress change neither the win rate nor the streaks.</source>
        <translation>«Сыграно» считает каждую игру: выигранную, выигранную с помощью, брошенную или идущую. Доля побед считает ваши победы без помощи среди этих побед и брошенных игр; победы с подсказкой или решением и идущие игры не меняют ни долю побед, ни серии.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Deals played: your fewest moves to win beside the solver&apos;s shortest</source>
        <translation>Сыгранные раздачи: ваш минимум ходов до победы рядом с кратчайшим решением решателя</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Далее</translation>
    </message>
    <message>
        <source>Delete History…</source>
        <translation>Удалить историю…</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>The statistics of one game: FreeCell, or a variant you played (Baker&apos;s Game, fewer cells)</source>
        <translation>Статистика одной игры: FreeCell или сыгранный вами вариант (Baker&apos;s Game, меньше ячеек)</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Все игры</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Game history: %1</source>
        <translation>История игр: %1</translation>
    </message>
    <message>
        <source>finding…</source>
        <translation>поиск…</translation>
    </message>
    <message>
        <source>Deals %1–%2</source>
        <translation>Раздачи %1–%2</translation>
    </message>
    <message>
        <source>No deal played yet</source>
        <translation>Ни одной раздачи ещё не сыграно</translation>
    </message>
    <message>
        <source>No more deals</source>
        <translation>Больше раздач нет</translation>
    </message>
</context>
<context>
    <name>TableAccessibility</name>
    <message>
        <source>up to the Ace</source>
        <translation>до туза</translation>
    </message>
    <message>
        <source>up to the Two</source>
        <translation>до двойки</translation>
    </message>
    <message>
        <source>up to the Three</source>
        <translation>до тройки</translation>
    </message>
    <message>
        <source>up to the Four</source>
        <translation>до четвёрки</translation>
    </message>
    <message>
        <source>up to the Five</source>
        <translation>до пятёрки</translation>
    </message>
    <message>
        <source>up to the Six</source>
        <translation>до шестёрки</translation>
    </message>
    <message>
        <source>up to the Seven</source>
        <translation>до семёрки</translation>
    </message>
    <message>
        <source>up to the Eight</source>
        <translation>до восьмёрки</translation>
    </message>
    <message>
        <source>up to the Nine</source>
        <translation>до девятки</translation>
    </message>
    <message>
        <source>up to the Ten</source>
        <translation>до десятки</translation>
    </message>
    <message>
        <source>up to the Jack</source>
        <translation>до валета</translation>
    </message>
    <message>
        <source>up to the Queen</source>
        <translation>до дамы</translation>
    </message>
    <message>
        <source>up to the King</source>
        <translation>до короля</translation>
    </message>
    <message>
        <source>free cell %1</source>
        <translation>свободная ячейка %1</translation>
    </message>
    <message>
        <source>%1, top card</source>
        <translation>%1, верхняя карта</translation>
    </message>
    <message>
        <source>%1, covered</source>
        <translation>%1, под другой картой</translation>
    </message>
    <message>
        <source>cascade %1, card %2 of %3, top card</source>
        <translation>столбец %1, карта %2 из %3, верхняя карта</translation>
    </message>
    <message>
        <source>cascade %1, card %2 of %3, covered</source>
        <translation>столбец %1, карта %2 из %3, под другой картой</translation>
    </message>
    <message>
        <source>Free cell %1, empty</source>
        <translation>Свободная ячейка %1, пустая</translation>
    </message>
    <message>
        <source>Free cell %1, %2</source>
        <translation>Свободная ячейка %1: %2</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1, пуст</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a foundation, how far it has grown</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Cascade %1, empty</source>
        <translation>Столбец %1, пуст</translation>
    </message>
    <message>
        <source>FreeCell table</source>
        <translation>Стол FreeCell</translation>
    </message>
    <message>
        <source>Keys 1 to 8 pick a cascade (this game has no free cell); a second key sends the cards there, h sends them home, the same key twice sends a card home, Escape lets go.</source>
        <translation>Клавиши 1–8 выбирают столбец (в этой игре нет свободных ячеек); вторая клавиша отправляет туда карты, h — в дом, та же клавиша дважды отправляет карту в дом, Escape отменяет выбор.</translation>
    </message>
    <message>
        <source>Keys 1 to 8 pick a cascade, a the free cell; a second key sends the cards there, h sends them home, the same key twice sends a card home or to the free cell, Escape lets go.</source>
        <translation>Клавиши 1–8 выбирают столбец, a — свободную ячейку; вторая клавиша отправляет туда карты, h — в дом, та же клавиша дважды отправляет карту в дом или в свободную ячейку, Escape отменяет выбор.</translation>
    </message>
    <message>
        <source>Keys 1 to 8 pick a cascade, a to %1 a free cell; a second key sends the cards there, h sends them home, the same key twice sends a card home or to a free cell, Escape lets go.</source>
        <translation>Клавиши 1–8 выбирают столбец, a–%1 — свободную ячейку; вторая клавиша отправляет туда карты, h — в дом, та же клавиша дважды отправляет карту в дом или в свободную ячейку, Escape отменяет выбор.</translation>
    </message>
    <message>
        <source>Keys 1 to 8 pick a cascade, a to d a free cell; a second key sends the cards there, h sends them home, the same key twice sends a card home or to a free cell, Escape lets go.</source>
        <translation>Клавиши 1–8 выбирают столбец, a–d — свободную ячейку; вторая клавиша отправляет туда карты, h — в дом, та же клавиша дважды отправляет карту в дом или в свободную ячейку, Escape отменяет выбор.</translation>
    </message>
    <message>
        <source>What the table last said</source>
        <translation>Последнее сообщение стола</translation>
    </message>
    <message>
        <source>Picked up: %1, %2</source>
        <translation>Взята: %1, %2</translation>
    </message>
    <message>
        <source>%1 to its foundation</source>
        <translation>%1 — в дом</translation>
    </message>
    <message>
        <source>%1 to free cell %2</source>
        <translation>%1 — в свободную ячейку %2</translation>
    </message>
    <message>
        <source>%1 to cascade %2, on the %3</source>
        <translation>%1 — в столбец %2, где сверху: %3</translation>
    </message>
    <message>
        <source>%1 to cascade %2, empty</source>
        <translation>%1 — в пустой столбец %2</translation>
    </message>
    <message>
        <source>Autoplay: %1 to the foundations</source>
        <translation>Автоигра: %1 — в дом</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Undone: %1 back to free cell %2</source>
        <translation>Отменено: %1 — обратно в свободную ячейку %2</translation>
    </message>
    <message>
        <source>Undone: %1 back to cascade %2</source>
        <translation>Отменено: %1 — обратно в столбец %2</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Отклонено: %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>New game: deal %1</source>
        <translation>Новая игра: раздача № %1</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>Новая игра: %1</translation>
    </message>
    <message>
        <source>New game of %1: deal %2</source>
        <translation>Новая игра (%1): раздача № %2</translation>
    </message>
</context>
<context>
    <name>TableCounts</name>
    <message numerus="yes">
        <source>Cascade %1, %n card(s), %2 on top</source>
        <translation>
            <numerusform>Столбец %1, %n карта, сверху: %2</numerusform>
            <numerusform>Столбец %1, %n карты, сверху: %2</numerusform>
            <numerusform>Столбец %1, %n карт, сверху: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) from the %1</source>
        <translation>
            <numerusform>%n карта (старшая — %1)</numerusform>
            <numerusform>%n карты (старшая — %1)</numerusform>
            <numerusform>%n карт (старшая — %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Position after %n move(s)</source>
        <translation>
            <numerusform>Позиция после %n хода</numerusform>
            <numerusform>Позиция после %n ходов</numerusform>
            <numerusform>Позиция после %n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Won in %n move(s)</source>
        <translation>
            <numerusform>Победа за %n ход</numerusform>
            <numerusform>Победа за %n хода</numerusform>
            <numerusform>Победа за %n ходов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableNames</name>
    <message>
        <source>Ace of Clubs</source>
        <translation>Туз треф</translation>
    </message>
    <message>
        <source>Two of Clubs</source>
        <translation>Двойка треф</translation>
    </message>
    <message>
        <source>Three of Clubs</source>
        <translation>Тройка треф</translation>
    </message>
    <message>
        <source>Four of Clubs</source>
        <translation>Четвёрка треф</translation>
    </message>
    <message>
        <source>Five of Clubs</source>
        <translation>Пятёрка треф</translation>
    </message>
    <message>
        <source>Six of Clubs</source>
        <translation>Шестёрка треф</translation>
    </message>
    <message>
        <source>Seven of Clubs</source>
        <translation>Семёрка треф</translation>
    </message>
    <message>
        <source>Eight of Clubs</source>
        <translation>Восьмёрка треф</translation>
    </message>
    <message>
        <source>Nine of Clubs</source>
        <translation>Девятка треф</translation>
    </message>
    <message>
        <source>Ten of Clubs</source>
        <translation>Десятка треф</translation>
    </message>
    <message>
        <source>Jack of Clubs</source>
        <translation>Валет треф</translation>
    </message>
    <message>
        <source>Queen of Clubs</source>
        <translation>Дама треф</translation>
    </message>
    <message>
        <source>King of Clubs</source>
        <translation>Король треф</translation>
    </message>
    <message>
        <source>Ace of Diamonds</source>
        <translation>Туз бубен</translation>
    </message>
    <message>
        <source>Two of Diamonds</source>
        <translation>Двойка бубен</translation>
    </message>
    <message>
        <source>Three of Diamonds</source>
        <translation>Тройка бубен</translation>
    </message>
    <message>
        <source>Four of Diamonds</source>
        <translation>Четвёрка бубен</translation>
    </message>
    <message>
        <source>Five of Diamonds</source>
        <translation>Пятёрка бубен</translation>
    </message>
    <message>
        <source>Six of Diamonds</source>
        <translation>Шестёрка бубен</translation>
    </message>
    <message>
        <source>Seven of Diamonds</source>
        <translation>Семёрка бубен</translation>
    </message>
    <message>
        <source>Eight of Diamonds</source>
        <translation>Восьмёрка бубен</translation>
    </message>
    <message>
        <source>Nine of Diamonds</source>
        <translation>Девятка бубен</translation>
    </message>
    <message>
        <source>Ten of Diamonds</source>
        <translation>Десятка бубен</translation>
    </message>
    <message>
        <source>Jack of Diamonds</source>
        <translation>Валет бубен</translation>
    </message>
    <message>
        <source>Queen of Diamonds</source>
        <translation>Дама бубен</translation>
    </message>
    <message>
        <source>King of Diamonds</source>
        <translation>Король бубен</translation>
    </message>
    <message>
        <source>Ace of Hearts</source>
        <translation>Туз червей</translation>
    </message>
    <message>
        <source>Two of Hearts</source>
        <translation>Двойка червей</translation>
    </message>
    <message>
        <source>Three of Hearts</source>
        <translation>Тройка червей</translation>
    </message>
    <message>
        <source>Four of Hearts</source>
        <translation>Четвёрка червей</translation>
    </message>
    <message>
        <source>Five of Hearts</source>
        <translation>Пятёрка червей</translation>
    </message>
    <message>
        <source>Six of Hearts</source>
        <translation>Шестёрка червей</translation>
    </message>
    <message>
        <source>Seven of Hearts</source>
        <translation>Семёрка червей</translation>
    </message>
    <message>
        <source>Eight of Hearts</source>
        <translation>Восьмёрка червей</translation>
    </message>
    <message>
        <source>Nine of Hearts</source>
        <translation>Девятка червей</translation>
    </message>
    <message>
        <source>Ten of Hearts</source>
        <translation>Десятка червей</translation>
    </message>
    <message>
        <source>Jack of Hearts</source>
        <translation>Валет червей</translation>
    </message>
    <message>
        <source>Queen of Hearts</source>
        <translation>Дама червей</translation>
    </message>
    <message>
        <source>King of Hearts</source>
        <translation>Король червей</translation>
    </message>
    <message>
        <source>Ace of Spades</source>
        <translation>Туз пик</translation>
    </message>
    <message>
        <source>Two of Spades</source>
        <translation>Двойка пик</translation>
    </message>
    <message>
        <source>Three of Spades</source>
        <translation>Тройка пик</translation>
    </message>
    <message>
        <source>Four of Spades</source>
        <translation>Четвёрка пик</translation>
    </message>
    <message>
        <source>Five of Spades</source>
        <translation>Пятёрка пик</translation>
    </message>
    <message>
        <source>Six of Spades</source>
        <translation>Шестёрка пик</translation>
    </message>
    <message>
        <source>Seven of Spades</source>
        <translation>Семёрка пик</translation>
    </message>
    <message>
        <source>Eight of Spades</source>
        <translation>Восьмёрка пик</translation>
    </message>
    <message>
        <source>Nine of Spades</source>
        <translation>Девятка пик</translation>
    </message>
    <message>
        <source>Ten of Spades</source>
        <translation>Десятка пик</translation>
    </message>
    <message>
        <source>Jack of Spades</source>
        <translation>Валет пик</translation>
    </message>
    <message>
        <source>Queen of Spades</source>
        <translation>Дама пик</translation>
    </message>
    <message>
        <source>King of Spades</source>
        <translation>Король пик</translation>
    </message>
    <message>
        <source>Clubs foundation</source>
        <translation>Дом треф</translation>
    </message>
    <message>
        <source>Diamonds foundation</source>
        <translation>Дом бубен</translation>
    </message>
    <message>
        <source>Hearts foundation</source>
        <translation>Дом червей</translation>
    </message>
    <message>
        <source>Spades foundation</source>
        <translation>Дом пик</translation>
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
        <translation>свободная ячейка %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>столбец %1</translation>
    </message>
    <message>
        <source>column %1, card %2</source>
        <translation>столбец %1, карта %2</translation>
    </message>
</context>
<context>
    <name>TablePlay</name>
    <message>
        <source>cards never leave the foundations</source>
        <translation>карты из дома не уходят</translation>
    </message>
    <message>
        <source>%1 cannot move: the cards on it are not an ordered run (each a rank lower, colours alternating)</source>
        <translation>%1 нельзя перенести: карты на ней — не упорядоченная цепочка (каждая на одно достоинство младше, цвета чередуются)</translation>
    </message>
    <message>
        <source>%1 cannot move: the cards on it are not an ordered run (each a rank lower, same suit)</source>
        <translation>%1 нельзя перенести: карты на ней — не упорядоченная цепочка (каждая на одно достоинство младше, той же масти)</translation>
    </message>
    <message>
        <source>%1 is covered: double-click the last card of a column</source>
        <translation>%1 закрыта: дважды щёлкните последнюю карту столбца</translation>
    </message>
    <message>
        <source>%1 cannot go home yet, and every free cell is taken</source>
        <translation>%1 пока нельзя в дом, а все свободные ячейки заняты</translation>
    </message>
    <message>
        <source>%1 cannot go home yet, and this game has no free cell</source>
        <translation>%1 пока нельзя в дом, а в этой игре нет свободных ячеек</translation>
    </message>
</context>
<context>
    <name>VariantActions</name>
    <message>
        <source>Free &amp;Cells</source>
        <translation>Свободные &amp;ячейки</translation>
    </message>
    <message numerus="yes">
        <source>Play this deal and the next with %n free cell(s)</source>
        <translation>
            <numerusform>Играть эту раздачу и следующие с %n свободной ячейкой</numerusform>
            <numerusform>Играть эту раздачу и следующие с %n свободными ячейками</numerusform>
            <numerusform>Играть эту раздачу и следующие с %n свободными ячейками</numerusform>
        </translation>
    </message>
    <message>
        <source>Rul&amp;es</source>
        <translation>П&amp;равила</translation>
    </message>
    <message>
        <source>Build down in alternate colours (Microsoft FreeCell)</source>
        <translation>Строить по убыванию, чередуя цвета (Microsoft FreeCell)</translation>
    </message>
    <message>
        <source>Build down by suit; an empty column takes any card (FreeCell&apos;s ancestor)</source>
        <translation>Строить по убыванию в масть; в пустой столбец можно положить любую карту (предок FreeCell)</translation>
    </message>
    <message>
        <source>Game played</source>
        <translation>Текущая игра</translation>
    </message>
    <message>
        <source>The game on the table: Game › Free Cells and Game › Rules</source>
        <translation>Игра на столе: Игра › Свободные ячейки и Игра › Правила</translation>
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
            <numerusform>Baker&apos;s Game, %n свободная ячейка</numerusform>
            <numerusform>Baker&apos;s Game, %n свободные ячейки</numerusform>
            <numerusform>Baker&apos;s Game, %n свободных ячеек</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>FreeCell, %n free cell(s)</source>
        <translation>
            <numerusform>FreeCell, %n свободная ячейка</numerusform>
            <numerusform>FreeCell, %n свободные ячейки</numerusform>
            <numerusform>FreeCell, %n свободных ячеек</numerusform>
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
        <translation>Подс&amp;ветить карты…</translation>
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
        <source>Column and Cell La&amp;bels</source>
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
        <source>Highlight Ran&amp;k or Suit</source>
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
        <source>%1 is not a card, rank, suit or colour (try QS, 10H, Q, queens, S, ♠ or red)</source>
        <translation>%1 — не карта, не достоинство, не масть и не цвет red/black (попробуйте QS, 10H, Q, queens, S, ♠ или red)</translation>
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
        <source>You won deal #%1 (%2) in %Ln move(s).</source>
        <translation>
            <numerusform>Раздача №&#xa0;%1 (%2) выиграна за %Ln ход.</numerusform>
            <numerusform>Раздача №&#xa0;%1 (%2) выиграна за %Ln хода.</numerusform>
            <numerusform>Раздача №&#xa0;%1 (%2) выиграна за %Ln ходов.</numerusform>
        </translation>
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
        <translation>След&amp;ующая ещё не выигранная раздача</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
</TS>
