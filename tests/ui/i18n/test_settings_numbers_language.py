"""A setting refused for its number says the number grouped the player's way."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from freecell_gui.ui.i18n import install_translations
from freecell_gui.ui.settings.keys import LAST_DEAL


@pytest.mark.parametrize(
    ("code", "said"),
    [("en", "9,999,999,999"), ("de", "9.999.999.999"), ("ru", "9\u00a0999\u00a0999\u00a0999")],
)
def test_a_deal_number_out_of_range_is_said_grouped_the_languages_way(
    qapp: QApplication, code: str, said: str
) -> None:
    install_translations(qapp, code)
    with pytest.raises(ValueError, match=said) as refused:
        LAST_DEAL.decode("9999999999")
    assert "%" not in str(refused.value)
