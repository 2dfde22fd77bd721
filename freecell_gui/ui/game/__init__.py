"""The game in the window: the deal and game models, play actions, the moves panel, playback, loading solutions, solve and hint."""
