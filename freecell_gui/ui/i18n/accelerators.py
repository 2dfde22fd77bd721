"""Accelerator keys (the underlined &-letter) for menus whose items come from data: the card
decks installed, the languages, the ranks and suits. A translator gives a command its key in
the .ts file; a list made at run time gets its keys here, in whatever language it is shown,
each a letter of its own within the menu (KDE's KAcceleratorManager does the same for every
menu of a KDE application).
"""

from __future__ import annotations

import re

from PySide6.QtWidgets import QMenu

_KEY = re.compile(r"&([^&\s])")


def accelerator_key(text: str) -> str | None:
    """The key an item's text gives (lower case), or None: "&Open" is o, "Tom && Jerry" none."""
    found = _KEY.search(text.replace("&&", ""))
    return found.group(1).lower() if found else None


def _letters(escaped: str) -> list[tuple[str, int]]:
    """The keys a text may take, each once, with where: its words' first letters (or digits)
    first, then its other ones."""
    starts = [
        i for i, char in enumerate(escaped) if char.isalnum() and (i == 0 or not escaped[i - 1].isalnum())
    ]
    others = [i for i, char in enumerate(escaped) if char.isalnum() and i not in starts]
    letters: dict[str, int] = {}
    for index in starts + others:
        letters.setdefault(escaped[index].lower(), index)
    return list(letters.items())


def give_keys(menu: QMenu) -> None:
    """Give each item of `menu` that has no key one of its own, a letter of its text no other
    item of the menu uses (call it once the menu is filled). The keys are a maximum matching of
    items to letters (augmenting paths), so a short name ("Tens") whose first letters the others
    took still gets one where a free letter is left for it; an item only keeps no key when the
    menu has no letter left that its text holds."""
    actions = [action for action in menu.actions() if not action.isSeparator()]
    taken = {key for action in actions if (key := accelerator_key(action.text())) is not None}
    needing = [action for action in actions if accelerator_key(action.text()) is None]
    texts = [action.text().replace("&", "&&") for action in needing]  # a literal & stays one
    choices = [[(key, index) for key, index in _letters(text) if key not in taken] for text in texts]
    holder: dict[str, int] = {}  # a key -> the item that has it

    def place(item: int, tried: set[str]) -> bool:
        for key, _index in choices[item]:
            if key in tried:
                continue
            tried.add(key)
            if key not in holder or place(holder[key], tried):
                holder[key] = item
                return True
        return False

    for item in range(len(needing)):
        place(item, set())
    given = {item: key for key, item in holder.items()}
    for item, action in enumerate(needing):
        key = given.get(item)
        if key is not None:
            index = dict(choices[item])[key]
            action.setText(texts[item][:index] + "&" + texts[item][index:])
