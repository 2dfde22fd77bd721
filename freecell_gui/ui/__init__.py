"""The Qt layer: the deal model, the table scene, the deck renderer, widgets and the main window."""
