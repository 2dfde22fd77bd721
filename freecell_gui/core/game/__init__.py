"""Playing a deal: the rules (position, legal moves, autoplay), the move notation, and a game (a start, moves and a cursor)."""
