"""What the core needs from the operating system: atomic files, user files, stop signals, progress lines, installed decks and the shipped resources."""
