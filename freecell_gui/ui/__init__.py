"""The Qt layer: the application, the main window and its settings at the top; features in subpackages (table, game, history, solving, check, picture, export, settings)."""
