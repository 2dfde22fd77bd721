"""Exporting the table as PNG, SVG or PDF, from the window or headless from the command line."""
