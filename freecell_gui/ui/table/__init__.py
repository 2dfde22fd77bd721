"""The table: the scene of piles and cards, the view, the deck renderer and play on the table by mouse."""
