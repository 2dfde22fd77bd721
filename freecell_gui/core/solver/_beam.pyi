"""Types of the C beam search (_beam.c); its Python twin is beam.PyBeamSearch."""

from collections.abc import Sequence

class BeamSearch:
    bound: int
    @property
    def positions(self) -> int: ...
    @property
    def depth(self) -> int: ...
    @property
    def solution(self) -> list[tuple[int, int, int]]: ...
    def __init__(
        self,
        columns: Sequence[Sequence[int]],
        cells: Sequence[int],
        found: Sequence[int],
        width: int,
        weights: Sequence[int],
        bound: int = 0,
        *,
        free_cells: int = 4,
        building: str = "freecell",
    ) -> None: ...
    def run(self, expansions: int, /) -> int: ...

def moves(
    columns: Sequence[Sequence[int]], cells: Sequence[int], found: Sequence[int], /
) -> list[tuple[int, int, int]]: ...
def play(
    columns: Sequence[Sequence[int]],
    cells: Sequence[int],
    found: Sequence[int],
    move: tuple[int, int, int],
    /,
) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...], tuple[int, ...]]: ...
