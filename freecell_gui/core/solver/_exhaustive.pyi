"""Types of the C exhaustive search (_exhaustive.c); its Python twin is exhaustive.exhaust_in_python."""

from collections.abc import Callable, Sequence

def exhaust(
    columns: Sequence[Sequence[int]],
    cells: Sequence[int],
    found: Sequence[int],
    max_positions: int,
    check: Callable[[int], bool] | None = None,
    *,
    free_cells: int = 4,
    building: str = "freecell",
) -> tuple[int, int, list[tuple[int, int, int]]]: ...
