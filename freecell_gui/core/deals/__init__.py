"""Deals: cards, the Microsoft dealer, deal numbers, text formats, comparing boards, card queries."""
