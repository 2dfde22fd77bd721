"""The game on the table: the deal and game models, play actions, the moves panel, playback, saved games, loading solutions."""
