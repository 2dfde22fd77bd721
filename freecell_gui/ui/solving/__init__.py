"""Solving in the window: Solve and Hint, the coach, the worker-process solve job, the solver's lengths for statistics."""
