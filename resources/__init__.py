"""Resources shipped with freecell-gui: the card deck, icons and desktop file (see README)."""
