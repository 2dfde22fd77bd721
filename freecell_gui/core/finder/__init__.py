"""Finding a deal's number from some of its cards: card patterns and the scans over deal numbers."""
