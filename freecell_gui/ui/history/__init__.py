"""Keeping the game in progress and every game played: persistence, the History and Statistics windows, their export."""
