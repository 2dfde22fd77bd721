"""Checking a deal against others: find a deal by its cards, compare with a pasted board, share it."""
