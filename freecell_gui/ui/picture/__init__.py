"""Reading deals from pictures: decoding, the decks drawn as templates, and the window parts."""
