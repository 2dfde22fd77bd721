<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>BoardActions</name>
    <message numerus="yes">
        <source>%n card(s) differ: %1; and %2 more</source>
        <translation>
            <numerusform>%n card differs: %1; and %2 more</numerusform>
            <numerusform>%n cards differ: %1; and %2 more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) differ: %1</source>
        <translation>
            <numerusform>%n card differs: %1</numerusform>
            <numerusform>%n cards differ: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardMessages</name>
    <message numerus="yes">
        <source>a FreeCell layout has 8 cascades, but this text has %n cascade line(s)</source>
        <translation>
            <numerusform>a FreeCell layout has 8 cascades, but this text has %n cascade line</numerusform>
            <numerusform>a FreeCell layout has 8 cascades, but this text has %n cascade lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a FreeCell layout has 8 cascades, but this text has %n column(s)</source>
        <translation>
            <numerusform>a FreeCell layout has 8 cascades, but this text has %n column</numerusform>
            <numerusform>a FreeCell layout has 8 cascades, but this text has %n columns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) missing: %1 and %2 more</source>
        <translation>
            <numerusform>%n card is missing: %1 and %2 more</numerusform>
            <numerusform>%n cards are missing: %1 and %2 more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) missing: %1</source>
        <translation>
            <numerusform>%n card is missing: %1</numerusform>
            <numerusform>%n cards are missing: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message numerus="yes">
        <source>✘ No solution from here: undo %n move(s) (Ctrl+Z) to go back</source>
        <translation>
            <numerusform>✘ No solution from here: undo %n move (Ctrl+Z) to go back</numerusform>
            <numerusform>✘ No solution from here: undo %n moves (Ctrl+Z) to go back</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game could be won %n move(s) ago</source>
        <translation>
            <numerusform>The game could be won %n move ago</numerusform>
            <numerusform>The game could be won %n moves ago</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportCounts</name>
    <message numerus="yes">
        <source>Exported %Ln row(s) (games) to {path}</source>
        <translation>
            <numerusform>Exported %Ln row (games) to {path}</numerusform>
            <numerusform>Exported %Ln rows (games) to {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln row(s) (deals) to {path}</source>
        <translation>
            <numerusform>Exported %Ln row (deals) to {path}</numerusform>
            <numerusform>Exported %Ln rows (deals) to {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln row(s) (totals) to {path}</source>
        <translation>
            <numerusform>Exported %Ln row (totals) to {path}</numerusform>
            <numerusform>Exported %Ln rows (totals) to {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exporting the history: %1 of %Ln game(s)…</source>
        <translation>
            <numerusform>Exporting the history: %1 of %Ln game…</numerusform>
            <numerusform>Exporting the history: %1 of %Ln games…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exporting the history: %Ln row(s)…</source>
        <translation>
            <numerusform>Exporting the history: %Ln row…</numerusform>
            <numerusform>Exporting the history: %Ln rows…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FewestCellsTexts</name>
    <message numerus="yes">
        <source>Deal %1 needs %n free cell(s)</source>
        <translation>
            <numerusform>Deal %1 needs %n free cell</numerusform>
            <numerusform>Deal %1 needs %n free cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This deal needs %n free cell(s)</source>
        <translation>
            <numerusform>This deal needs %n free cell</numerusform>
            <numerusform>This deal needs %n free cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal %1 needs %n free cell(s) or fewer</source>
        <translation>
            <numerusform>Deal %1 needs %n free cell or fewer</numerusform>
            <numerusform>Deal %1 needs %n free cells or fewer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This deal needs %n free cell(s) or fewer</source>
        <translation>
            <numerusform>This deal needs %n free cell or fewer</numerusform>
            <numerusform>This deal needs %n free cells or fewer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped: deal %1 needs at least %n free cell(s)</source>
        <translation>
            <numerusform>Stopped: deal %1 needs at least %n free cell</numerusform>
            <numerusform>Stopped: deal %1 needs at least %n free cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped: this deal needs at least %n free cell(s)</source>
        <translation>
            <numerusform>Stopped: this deal needs at least %n free cell</numerusform>
            <numerusform>Stopped: this deal needs at least %n free cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Proof: no solution exists with %n free cell(s); the search covered %1 positions.</source>
        <translation>
            <numerusform>Proof: no solution exists with %n free cell; the search covered %1 positions.</numerusform>
            <numerusform>Proof: no solution exists with %n free cells; the search covered %1 positions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not proven with %n free cell(s): the search ran out after %1 positions.</source>
        <translation>
            <numerusform>Not proven with %n free cell: the search ran out after %1 positions.</numerusform>
            <numerusform>Not proven with %n free cells: the search ran out after %1 positions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Its solution with that many cells: %Ln move(s).</source>
        <translation>
            <numerusform>Its solution with that many cells: %Ln move.</numerusform>
            <numerusform>Its solution with that many cells: %Ln moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The published table of deals 1 to %1 says: %n free cell(s).</source>
        <translation>
            <numerusform>The published table of deals 1 to %1 says: %n free cell.</numerusform>
            <numerusform>The published table of deals 1 to %1 says: %n free cells.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trying %n free cell(s): %1 positions searched…</source>
        <translation>
            <numerusform>Trying %n free cell: %1 positions searched…</numerusform>
            <numerusform>Trying %n free cells: %1 positions searched…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Settling deal %1 (%Ln deal(s) settled before it)…</source>
        <translation>
            <numerusform>Settling deal %1 (%Ln deal settled before it)…</numerusform>
            <numerusform>Settling deal %1 (%Ln deals settled before it)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dealt deal %1: it needs exactly %n free cell(s), by the published table.</source>
        <translation>
            <numerusform>Dealt deal %1: it needs exactly %n free cell, by the published table.</numerusform>
            <numerusform>Dealt deal %1: it needs exactly %n free cells, by the published table.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dealt deal %1: it needs exactly %n free cell(s), proven by search.</source>
        <translation>
            <numerusform>Dealt deal %1: it needs exactly %n free cell, proven by search.</numerusform>
            <numerusform>Dealt deal %1: it needs exactly %n free cells, proven by search.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Passed over %Ln deal(s) the search could not settle.</source>
        <translation>
            <numerusform>Passed over %Ln deal the search could not settle.</numerusform>
            <numerusform>Passed over %Ln deals the search could not settle.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %Ln deal(s) settled.</source>
        <translation>
            <numerusform>Stopped after %Ln deal settled.</numerusform>
            <numerusform>Stopped after %Ln deals settled.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No deal up to the last needs exactly %n free cell(s).</source>
        <translation>
            <numerusform>No deal up to the last needs exactly %n free cell.</numerusform>
            <numerusform>No deal up to the last needs exactly %n free cells.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FindDealDialog</name>
    <message numerus="yes">
        <source>%n card(s) given.</source>
        <translation>
            <numerusform>%n card given.</numerusform>
            <numerusform>%n cards given.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %n deal(s) found.</source>
        <translation>
            <numerusform>Done: %n deal found.</numerusform>
            <numerusform>Done: %n deals found.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %n deal(s) found so far.</source>
        <translation>
            <numerusform>Cancelled: %n deal found so far.</numerusform>
            <numerusform>Cancelled: %n deals found so far.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameFileActions</name>
    <message numerus="yes">
        <source>Saved the game (%n move(s) done) to %1</source>
        <translation>
            <numerusform>Saved the game (%n move done) to %1</numerusform>
            <numerusform>Saved the game (%n moves done) to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened %1 at move %2: %n move(s) to redo</source>
        <translation>
            <numerusform>Opened %1 at move %2: %n move to redo</numerusform>
            <numerusform>Opened %1 at move %2: %n moves to redo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: %n move(s) done</source>
        <translation>
            <numerusform>Opened %1: %n move done</numerusform>
            <numerusform>Opened %1: %n moves done</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GamePersistence</name>
    <message numerus="yes">
        <source>Restoring your game of {deal} (%Ln move(s))…</source>
        <translation>
            <numerusform>Restoring your game of {deal} (%Ln move)…</numerusform>
            <numerusform>Restoring your game of {deal} (%Ln moves)…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryActions</name>
    <message numerus="yes">
        <source>Delete all %Ln game(s) of the history, and with them the statistics? This cannot be undone. The game on the table goes on.</source>
        <translation>
            <numerusform>Delete the %Ln game of the history, and with it the statistics? This cannot be undone. The game on the table goes on.</numerusform>
            <numerusform>Delete all %Ln games of the history, and with them the statistics? This cannot be undone. The game on the table goes on.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted %Ln game(s) from the history</source>
        <translation>
            <numerusform>Deleted %Ln game from the history</numerusform>
            <numerusform>Deleted %Ln games from the history</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln game</numerusform>
            <numerusform>%Ln games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s) of the history could not be read (changed outside freecell-gui); they are left as they are and not listed.</source>
        <translation>
            <numerusform>%Ln game of the history could not be read (changed outside freecell-gui); it is left as it is and not listed.</numerusform>
            <numerusform>%Ln games of the history could not be read (changed outside freecell-gui); they are left as they are and not listed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KeyboardPlay</name>
    <message numerus="yes">
        <source>this game has %n free cell(s): there is no free cell %1</source>
        <translation>
            <numerusform>this game has %n free cell: there is no free cell %1</numerusform>
            <numerusform>this game has %n free cells: there is no free cell %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MoveRefusal</name>
    <message numerus="yes">
        <source>column %1 holds only %n card(s)</source>
        <translation>
            <numerusform>column %1 holds only %n card</numerusform>
            <numerusform>column %1 holds only %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>this game has %n free cell(s): there is no free cell %1</source>
        <translation>
            <numerusform>this game has %n free cell: there is no free cell %1</numerusform>
            <numerusform>this game has %n free cells: there is no free cell %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>only %n card(s) can move, not %1: %2, %3</source>
        <translation>
            <numerusform>only %n card can move, not %1: %2, %3</numerusform>
            <numerusform>only %n cards can move, not %1: %2, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>only %n card(s) can move, not %1: %2, %3 (the empty target does not count)</source>
        <translation>
            <numerusform>only %n card can move, not %1: %2, %3 (the empty target does not count)</numerusform>
            <numerusform>only %n cards can move, not %1: %2, %3 (the empty target does not count)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n free cell(s)</source>
        <translation>
            <numerusform>%n free cell</numerusform>
            <numerusform>%n free cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n empty column(s)</source>
        <translation>
            <numerusform>%n empty column</numerusform>
            <numerusform>%n empty columns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MovesPanel</name>
    <message numerus="yes">
        <source>Won in %Ln move(s)</source>
        <translation>
            <numerusform>Won in %Ln move</numerusform>
            <numerusform>Won in %Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %Ln move(s)</source>
        <translation>
            <numerusform>Copied %Ln move</numerusform>
            <numerusform>Copied %Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved %Ln move(s) to {path}</source>
        <translation>
            <numerusform>Saved %Ln move to {path}</numerusform>
            <numerusform>Saved %Ln moves to {path}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PictureFindDialog</name>
    <message numerus="yes">
        <source>%n card(s) read differently: %1</source>
        <translation>
            <numerusform>%n card read differently: %1</numerusform>
            <numerusform>%n cards read differently: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayActions</name>
    <message numerus="yes">
        <source>Won in %n move(s)!</source>
        <translation>
            <numerusform>Won in %n move!</numerusform>
            <numerusform>Won in %n moves!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Won in %n move(s). Ctrl+N plays this deal again, PageDown the next deal.</source>
        <translation>
            <numerusform>Won in %n move. Ctrl+N plays this deal again, PageDown the next deal.</numerusform>
            <numerusform>Won in %n moves. Ctrl+N plays this deal again, PageDown the next deal.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have made %n move(s) in this game.</source>
        <translation>
            <numerusform>You have made %n move in this game.</numerusform>
            <numerusform>You have made %n moves in this game.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) wait(s) to be redone.</source>
        <translation>
            <numerusform>%n move waits to be redone.</numerusform>
            <numerusform>%n moves wait to be redone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Another start of freecell-gui asks for deal %1. You have made %n move(s) in this game. Show deal %1 and leave it? (It counts as given up, and stays in Game › History to go on with later.)</source>
        <translation>
            <numerusform>Another start of freecell-gui asks for deal %1. You have made %n move in this game. Show deal %1 and leave it? (It counts as given up, and stays in Game › History to go on with later.)</numerusform>
            <numerusform>Another start of freecell-gui asks for deal %1. You have made %n moves in this game. Show deal %1 and leave it? (It counts as given up, and stays in Game › History to go on with later.)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have made %n move(s) in this game. Show another deal and leave it? (It counts as given up, and stays in Game › History to go on with later.)</source>
        <translation>
            <numerusform>You have made %n move in this game. Show another deal and leave it? (It counts as given up, and stays in Game › History to go on with later.)</numerusform>
            <numerusform>You have made %n moves in this game. Show another deal and leave it? (It counts as given up, and stays in Game › History to go on with later.)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have made %n move(s) in this game. Deal it again under the new rules and leave it? (It counts as given up, and stays in Game › History to go on with later.)</source>
        <translation>
            <numerusform>You have made %n move in this game. Deal it again under the new rules and leave it? (It counts as given up, and stays in Game › History to go on with later.)</numerusform>
            <numerusform>You have made %n moves in this game. Deal it again under the new rules and leave it? (It counts as given up, and stays in Game › History to go on with later.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolutionLoading</name>
    <message numerus="yes">
        <source>Loaded %n move(s); move %1 (%2) is illegal: %3</source>
        <translation>
            <numerusform>Loaded %n move; move %1 (%2) is illegal: %3</numerusform>
            <numerusform>Loaded %n moves; move %1 (%2) is illegal: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loaded %n move(s) to play: step forward or press Play</source>
        <translation>
            <numerusform>Loaded %n move to play: step forward or press Play</numerusform>
            <numerusform>Loaded %n moves to play: step forward or press Play</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolveActions</name>
    <message numerus="yes">
        <source>Solved in %Ln move(s) (stopped early: the best found so far)</source>
        <translation>
            <numerusform>Solved in %Ln move (stopped early: the best found so far)</numerusform>
            <numerusform>Solved in %Ln moves (stopped early: the best found so far)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s)</source>
        <translation>
            <numerusform>Solved in %Ln move</numerusform>
            <numerusform>Solved in %Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solving… %Ln move(s), shortening… %1 positions, %2 s</source>
        <translation>
            <numerusform>Solving… %Ln move, shortening… %1 positions, %2 s</numerusform>
            <numerusform>Solving… %Ln moves, shortening… %1 positions, %2 s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s), shortening…</source>
        <translation>
            <numerusform>Solved in %Ln move, shortening…</numerusform>
            <numerusform>Solved in %Ln moves, shortening…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hint: %1 (a solution in %Ln move(s) from here)</source>
        <translation>
            <numerusform>Hint: %1 (a solution in %Ln move from here)</numerusform>
            <numerusform>Hint: %1 (a solution in %Ln moves from here)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln move(s) (stopped: the position changed)</source>
        <translation>
            <numerusform>Solved in %Ln move (stopped: the position changed)</numerusform>
            <numerusform>Solved in %Ln moves (stopped: the position changed)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableCounts</name>
    <message numerus="yes">
        <source>Cascade %1, %n card(s), %2 on top</source>
        <translation>
            <numerusform>Cascade %1, %n card, %2 on top</numerusform>
            <numerusform>Cascade %1, %n cards, %2 on top</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) from the %1</source>
        <translation>
            <numerusform>%n card from the %1</numerusform>
            <numerusform>%n cards from the %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Position after %n move(s)</source>
        <translation>
            <numerusform>Position after %n move</numerusform>
            <numerusform>Position after %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Won in %n move(s)</source>
        <translation>
            <numerusform>Won in %n move</numerusform>
            <numerusform>Won in %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VariantActions</name>
    <message numerus="yes">
        <source>Play this deal and the next with %n free cell(s)</source>
        <translation>
            <numerusform>Play this deal and the next with %n free cell</numerusform>
            <numerusform>Play this deal and the next with %n free cells</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message numerus="yes">
        <source>Baker&apos;s Game, %n free cell(s)</source>
        <translation>
            <numerusform>Baker&apos;s Game, %n free cell</numerusform>
            <numerusform>Baker&apos;s Game, %n free cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>FreeCell, %n free cell(s)</source>
        <translation>
            <numerusform>FreeCell, %n free cell</numerusform>
            <numerusform>FreeCell, %n free cells</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinCelebration</name>
    <message numerus="yes">
        <source>You won deal #%1 (%2) in %Ln move(s).</source>
        <translation>
            <numerusform>You won deal #%1 (%2) in %Ln move.</numerusform>
            <numerusform>You won deal #%1 (%2) in %Ln moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You won deal #%1 in %Ln move(s).</source>
        <translation>
            <numerusform>You won deal #%1 in %Ln move.</numerusform>
            <numerusform>You won deal #%1 in %Ln moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You won this deal in %Ln move(s).</source>
        <translation>
            <numerusform>You won this deal in %Ln move.</numerusform>
            <numerusform>You won this deal in %Ln moves.</numerusform>
        </translation>
    </message>
</context>
</TS>
