"""What the Fewest Cells dialog says, in the player's language: verdicts, proofs, progress.

A QObject for tr's plural forms. Each sentence is whole in the translation (a deal's number or a
count goes in by %1 or %n), so languages order their words as they need; a layout of the
player's own (no deal number) has sentences of its own rather than a translated "this deal"
glued into the numbered ones.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from freecell_gui.core.game.variant import MAX_FREE_CELLS, Building
from freecell_gui.core.solver.cells_challenge import ChallengeProgress, ChallengeResult
from freecell_gui.core.solver.min_cells import MinCellsResult
from freecell_gui.core.solver.min_cells_table import HOPELESS, TABLE_DEALS
from freecell_gui.ui.i18n.numbers import grouped


class FewestCellsTexts(QObject):
    """The dialog's sentences for a deal (`number`, None for a layout of the player's own)."""

    def __init__(self, number: int | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.number = number

    def _deal(self, numbered: str, own: str) -> str:
        """The numbered sentence with the deal's number in, or the sentence for one's own layout."""
        return own if self.number is None else numbered.replace("%1", grouped(self.number))

    def game(self, building: Building) -> str:
        """Which game the cells are counted for."""
        if building is Building.SAME_SUIT:
            return self.tr("Game: Baker's Game (building down by suit)")
        return self.tr("Game: FreeCell")

    # --- the answer ------------------------------------------------------------------------

    def verdict(self, result: MinCellsResult) -> str:
        """The answer in one sentence, saying no more than is known."""
        if result.hopeless:
            return self._deal(
                self.tr("Deal %1 cannot be won even with four free cells"),
                self.tr("This deal cannot be won even with four free cells"),
            )
        if result.min_cells is not None:
            count = result.min_cells
            return self._deal(
                self.tr("Deal %1 needs %n free cell(s)", "", count),
                self.tr("This deal needs %n free cell(s)", "", count),
            )
        if result.at_most is not None:
            count = result.at_most
            return self._deal(
                self.tr("Deal %1 needs %n free cell(s) or fewer", "", count),
                self.tr("This deal needs %n free cell(s) or fewer", "", count),
            )
        if result.cancelled:
            if result.at_least == 0:
                return self.tr("Stopped before an answer")
            return self._deal(
                self.tr("Stopped: deal %1 needs at least %n free cell(s)", "", result.at_least),
                self.tr("Stopped: this deal needs at least %n free cell(s)", "", result.at_least),
            )
        return self._deal(
            self.tr("Deal %1: no solution found with up to four free cells"),
            self.tr("This deal: no solution found with up to four free cells"),
        )

    def proof(self, result: MinCellsResult) -> str:
        """The evidence behind the verdict (or what it lacks)."""
        if result.hopeless:
            return self.tr("Every count from 0 to 4 proven hopeless: %1 positions searched.").replace(
                "%1", grouped(result.positions)
            )
        if result.at_most is None:
            if result.cancelled:
                return ""
            return self.tr("Not every count could be proven hopeless within the search's bound.")
        if result.at_most == 0:
            return self.tr("Won without a free cell: nothing fewer to prove.")
        below = result.steps[result.at_most - 1]
        if result.min_cells is not None:
            return self.tr(
                "Proof: no solution exists with %n free cell(s); the search covered %1 positions.",
                "",
                below.cells,
            ).replace("%1", grouped(below.positions))
        return self.tr(
            "Not proven with %n free cell(s): the search ran out after %1 positions.", "", below.cells
        ).replace("%1", grouped(below.positions))

    def solution(self, result: MinCellsResult) -> str:
        """The length of the solution found with the fewest cells."""
        if result.at_most is None:
            return ""
        return self.tr("Its solution with that many cells: %Ln move(s).", "", len(result.moves))

    def table_says(self, number: int | None, building: Building, count: int | None) -> str:
        """What the published table says of the deal ("" when it does not cover it)."""
        if number is None or building is not Building.ALTERNATE_COLOURS or count is None:
            return ""
        if count == HOPELESS:
            return self.tr(
                "The published table of deals 1 to %1 says: not even with four free cells."
            ).replace("%1", grouped(TABLE_DEALS))
        return self.tr("The published table of deals 1 to %1 says: %n free cell(s).", "", count).replace(
            "%1", grouped(TABLE_DEALS)
        )

    def trying(self, cells: int, positions: int) -> str:
        """The search's progress line."""
        return self.tr("Trying %n free cell(s): %1 positions searched…", "", cells).replace(
            "%1", grouped(positions)
        )

    def failed(self) -> str:
        """The worker process ended without an answer."""
        return self.tr("The search stopped unexpectedly (its process ended). Try again.")

    # --- the challenge --------------------------------------------------------------------

    def settling(self, progress: ChallengeProgress) -> str:
        """The challenge's progress line past the table."""
        return self.tr(
            "Settling deal %1 (%Ln deal(s) settled before it)…", "", progress.deals_searched
        ).replace("%1", grouped(progress.deal))

    def challenge_dealt(self, result: ChallengeResult) -> str:
        """The deal the challenge dealt, and how it was known."""
        assert result.deal is not None
        if result.from_table:
            text = self.tr(
                "Dealt deal %1: it needs exactly %n free cell(s), by the published table.", "", result.cells
            )
        else:
            text = self.tr(
                "Dealt deal %1: it needs exactly %n free cell(s), proven by search.", "", result.cells
            )
        text = text.replace("%1", grouped(result.deal))
        if result.unsettled:
            passed = self.tr(
                "Passed over %Ln deal(s) the search could not settle.", "", len(result.unsettled)
            )
            return f"{text}\n{passed}"
        return text

    def challenge_ended(self, result: ChallengeResult) -> str:
        """A challenge that dealt nothing: stopped, or no such deal up to the last."""
        if result.cancelled:
            return self.tr("Stopped after %Ln deal(s) settled.", "", result.deals_searched)
        return self.tr("No deal up to the last needs exactly %n free cell(s).", "", result.cells)

    def cells_range(self) -> str:
        """The spin box's tooltip."""
        return self.tr("How many free cells the next deal must need: 0 to %1").replace(
            "%1", grouped(MAX_FREE_CELLS)
        )
