<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
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
        <source>You have made %n move(s) in this game. Show another deal and leave it? (It stays in Game › History, to go on with later.)</source>
        <translation>
            <numerusform>You have made %n move in this game. Show another deal and leave it? (It stays in Game › History, to go on with later.)</numerusform>
            <numerusform>You have made %n moves in this game. Show another deal and leave it? (It stays in Game › History, to go on with later.)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinCelebration</name>
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
