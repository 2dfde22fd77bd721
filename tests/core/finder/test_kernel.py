"""The finder's kernel: the C, NumPy and Python engines give the same answers, and the dealer agrees."""

from __future__ import annotations

import ast
import functools
import itertools
import multiprocessing
import pickle
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from freecell_gui.core.deals.dealer import LAST_DEAL, deal, deal_order
from freecell_gui.core.finder import kernel, kernel_python, planner
from freecell_gui.core.finder.kernel import Engine
from freecell_gui.core.finder.masks import (
    BLACK,
    FULL_MASK,
    RED,
    masks_from_cards,
    masks_from_colours,
    masks_from_sets,
    possible,
)
from freecell_gui.core.finder.scan import CardPattern, find_deals


def _available() -> list[str]:
    names = []
    try:
        kernel.engine_class("c")
        names.append("c")
    except ImportError:
        pass
    if kernel.numpy_available():
        names.append("numpy")
    return [*names, "python"]


ENGINE_NAMES = _available()
ENGINES = [pytest.param(name, id=name) for name in ENGINE_NAMES]
needs_c = pytest.mark.skipif("c" not in ENGINE_NAMES, reason="the C kernel is not built")
# One number from each family and its edges.
EDGES = [1, 2, 617, 32_000, 2**31 - 1, 2**31, 2**31 + 1, 2**32 - 1, 2**32, 2**32 + 1, LAST_DEAL]


def engine(name: str, masks: Iterable[int]) -> Engine:
    return kernel.engine_class(name)(masks)


def fits(masks: Sequence[int], number: int) -> bool:
    """The dealer's own answer: deal `number` has an allowed card at every place."""
    order = deal_order(number)
    return all(masks[place] >> order[place] & 1 for place in range(52))


def brute_force(masks: Sequence[int], start: int, stop: int) -> list[int]:
    return [number for number in range(start, stop) if fits(masks, number)]


def window(number: int, before: int, after: int) -> tuple[int, int]:
    return max(1, number - before), min(LAST_DEAL + 1, number + after + 1)


def high_of(number: int) -> int:
    """The high part of the state after the first draw, as the kernel numbers them."""
    return (number * kernel.MULTIPLIER + kernel.INCREMENT) >> 16 & (0xFFFF if number >= 2**32 else 0x7FFF)


def colour_masks(number: int) -> tuple[int, ...]:
    return masks_from_colours("".join("r" if card % 4 in (1, 2) else "b" for card in deal_order(number)))


# --- queries -------------------------------------------------------------------------------

numbers = st.one_of(st.sampled_from(EDGES), st.integers(1, 100_000), st.integers(1, LAST_DEAL))


@st.composite
def queries_from(draw: st.DrawFn, number: int) -> tuple[int, ...]:
    """Masks that deal `number` fits: exact cards, colours and sets of cards holding the true one."""
    order = deal_order(number)
    places = draw(st.sets(st.integers(0, 51), min_size=1, max_size=52))
    masks = [FULL_MASK] * 52
    for place in places:
        card = order[place]
        kind = draw(st.sampled_from(["exact", "colour", "set"]))
        if kind == "exact":
            masks[place] = 1 << card
        elif kind == "colour":
            masks[place] = RED if RED >> card & 1 else BLACK
        else:
            others = draw(st.sets(st.integers(0, 51), max_size=12))
            masks[place] = sum(1 << other for other in others | {card})
    if all(mask == FULL_MASK for mask in masks):
        masks[0] = FULL_MASK ^ (1 << (order[0] ^ 1))  # leave out one card that is not there
    return tuple(masks)


@st.composite
def random_queries(draw: st.DrawFn) -> tuple[int, ...]:
    """Masks from no deal: a few places, each any set of cards."""
    places = draw(st.sets(st.integers(0, 51), min_size=1, max_size=6))
    masks = [FULL_MASK] * 52
    for place in places:
        masks[place] = draw(st.one_of(st.integers(1, FULL_MASK - 1), st.sampled_from([RED, BLACK])))
    return tuple(masks)


# --- every engine agrees with the dealer ----------------------------------------------------


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), number=numbers)
def test_every_engine_finds_what_the_dealer_deals(data: st.DataObject, number: int) -> None:
    masks = data.draw(queries_from(number))
    start, stop = window(number, data.draw(st.integers(0, 700)), data.draw(st.integers(0, 700)))
    expected = brute_force(masks, start, stop)
    assert number in expected
    for name in ENGINE_NAMES:
        assert engine(name, masks).scan(start, stop) == expected, name


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(masks=random_queries(), number=numbers, size=st.integers(0, 1500))
def test_engines_agree_on_random_queries(masks: tuple[int, ...], number: int, size: int) -> None:
    start, stop = window(number, 0, size)
    expected = brute_force(masks, start, stop)
    for name in ENGINE_NAMES:
        assert engine(name, masks).scan(start, stop) == expected, name


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), number=numbers)
def test_an_inversion_finds_what_a_scan_finds(data: st.DataObject, number: int) -> None:
    masks = data.draw(queries_from(number))
    high = high_of(number)
    high_start = max(0, high - data.draw(st.integers(0, 2)))
    high_stop = min(kernel.FAMILY_HIGHS[kernel.family_of(number)], high + 1 + data.draw(st.integers(0, 2)))
    start, stop = window(number, data.draw(st.integers(0, 1000)), data.draw(st.integers(0, 1000)))
    family = kernel.family_of(number)
    start, stop = max(start, (1, 2**31, 2**32)[family]), min(stop, (2**31, 2**32, 2**33)[family])
    expected = [n for n in brute_force(masks, start, stop) if high_start <= high_of(n) < high_stop]
    assert number in expected
    for name in ENGINE_NAMES:
        assert engine(name, masks).invert(start, stop, high_start, high_stop) == expected, name


@pytest.mark.parametrize("number", EDGES)
def test_an_inversion_of_sixteen_draws_agrees_with_the_dealer(number: int) -> None:
    masks = colour_masks(number)
    family = kernel.family_of(number)
    highs = kernel.valid_highs(masks[0], family)
    at = max(0, min(highs.index(high_of(number)) - 8, len(highs) - 16))
    high_start, high_stop = highs[at], highs[at + 15] + 1
    start, stop = (1, 2**31, 2**32)[family], (2**31, 2**32, 2**33)[family]
    names = [name for name in ENGINE_NAMES if name != "python"] or ["python"]
    found = {name: engine(name, masks).invert(start, stop, high_start, high_stop) for name in names}
    assert number in found[names[0]]
    assert all(result == found[names[0]] for result in found.values())
    assert all(fits(masks, n) and high_start <= high_of(n) < high_stop for n in found[names[0]])


@pytest.mark.parametrize("name", ENGINES)
@pytest.mark.parametrize("number", EDGES)
def test_a_deals_colours_find_it_among_its_neighbours(name: str, number: int) -> None:
    start, stop = window(number, 30_000, 30_000)
    assert engine(name, colour_masks(number)).scan(start, stop) == [number]


@pytest.mark.parametrize("number", [617, 2**31 + 617, 2**32 + 617, LAST_DEAL])
@pytest.mark.parametrize("places", [range(8), range(44, 52), [0, 51], [7, 30], [3]], ids=str)
def test_known_places_anywhere(number: int, places: Iterable[int]) -> None:
    masks = masks_from_cards((place, deal_order(number)[place]) for place in places)
    start, stop = window(number, 2000, 2000)
    expected = brute_force(masks, start, stop)
    for name in ENGINE_NAMES:
        assert engine(name, masks).scan(start, stop) == expected, name


# --- whole ranges ------------------------------------------------------------------------


@needs_c
@pytest.mark.parametrize("number", EDGES)
def test_a_first_row_is_found_among_all_deals(number: int) -> None:
    masks = masks_from_cards((place, deal_order(number)[place]) for place in range(8))
    pieces = planner.plan(masks, range(1, LAST_DEAL + 1))
    assert all(piece.inverted for piece in pieces)
    found = list(planner.find(masks, range(1, LAST_DEAL + 1), engine="c"))
    assert number in found
    assert found == sorted(found)
    assert all(fits(masks, n) for n in found)


@needs_c
def test_the_first_million_by_every_method() -> None:
    masks = masks_from_cards((place, deal_order(654_321)[place]) for place in range(2))
    numbers = range(1, 1_000_001)
    scanned = list(planner.find(masks, numbers, engine="c"))
    query = engine("c", masks)
    inverted = sorted(
        n
        for family in range(1)
        for highs in [kernel.valid_highs(masks[0], family)]
        for at in range(0, len(highs), 16)
        for n in query.invert(1, 1_000_001, highs[at], highs[min(at + 15, len(highs) - 1)] + 1)
    )
    assert scanned == inverted
    assert 654_321 in scanned
    assert scanned[:5] == brute_force(masks, 1, scanned[4] + 1)


def test_a_plan_covers_the_range_once() -> None:
    masks = masks_from_cards([(0, 5), (1, 9), (2, 30), (3, 51)])
    for numbers in [range(1, LAST_DEAL + 1), range(5, 3_000_000), range(2**31 - 10, 2**32 + 10)]:
        pieces = planner.plan(masks, numbers)
        assert sum(piece.share for piece in pieces) == len(numbers)
        assert all(0 < piece.work <= kernel.MAX_PIECE for piece in pieces)
        scans = [piece for piece in pieces if not piece.inverted]
        assert all(piece.stop - piece.start <= kernel.MAX_PIECE for piece in scans)
        for family in range(3):
            inverted = [
                piece for piece in pieces if piece.inverted and kernel.family_of(piece.start) == family
            ]
            covered = [h for piece in inverted for h in range(piece.high_start, piece.high_stop)]
            valid = set(kernel.valid_highs(masks[0], family))
            assert not inverted or sorted(valid) == [h for h in covered if h in valid]
    assert planner.plan(colour_masks(617), range(1, 100))[0].inverted is False


def test_an_impossible_query_plans_nothing() -> None:
    too_many_reds = masks_from_colours("r" * 27)
    assert not possible(too_many_reds)
    assert planner.plan(too_many_reds, range(1, LAST_DEAL + 1)) == []
    assert list(planner.find(too_many_reds, range(1, LAST_DEAL + 1))) == []
    assert possible(colour_masks(617))


@settings(max_examples=300, deadline=None)
@given(
    restricted=st.dictionaries(st.integers(0, 51), st.integers(1, 2**6 - 1), min_size=1, max_size=7),
)
def test_possible_is_hall_s_condition(restricted: dict[int, int]) -> None:
    masks = [FULL_MASK] * 52
    for place, mask in restricted.items():
        masks[place] = mask
    # Only the restricted places compete, for cards 0..5: try every way to seat them.
    places = sorted(restricted)
    seated = any(
        all(masks[place] >> card & 1 for place, card in zip(places, cards, strict=True))
        for cards in itertools.permutations(range(6), len(places))
    )
    assert possible(masks) == seated


def test_the_engine_can_be_chosen(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FREECELL_GUI_FINDER_ENGINE", "python")
    assert kernel.engine_class() is kernel.PyQuery
    monkeypatch.setenv("FREECELL_GUI_FINDER_ENGINE", "")
    monkeypatch.setenv("FREECELL_GUI_PURE", "1")
    assert kernel.engine_class() is kernel.PyQuery
    with pytest.raises(ValueError, match="no finder engine"):
        kernel.engine_class("fortran")
    assert kernel.engine_class("python") is kernel.PyQuery


@pytest.mark.parametrize("name", ENGINES)
def test_progress_and_cancel(name: str) -> None:
    masks = masks_from_cards([(0, 5), (1, 9)])
    numbers = range(1, 3 * kernel.MAX_PIECE + 5)
    seen: list[int] = []
    list(planner.find(masks, numbers, engine=name, progress=seen.append))
    calls = [
        call for piece in planner.plan(masks, numbers) for call in piece.split(*planner.CALL_SIZES[name])
    ]
    assert seen == sorted(seen) and seen[-1] == len(numbers) and len(seen) == len(calls)
    assert len(calls) == 4 if name == "c" else len(calls) > 4  # the slower engines' calls are shorter
    asked: list[int] = []

    def after_one_piece() -> bool:
        asked.append(len(asked))
        return len(asked) > 1

    found = list(planner.find(masks, numbers, engine=name, cancelled=after_one_piece))
    assert len(asked) == 2
    assert found == [n for n in found if n < calls[0].stop]


def _in_process(masks: tuple[int, ...], batches: list[list[planner.Piece]]) -> Iterator[list[list[int]]]:
    return (planner.run_pieces(masks, batch) for batch in batches)


def test_a_runner_gets_batches_and_the_order_is_kept() -> None:
    masks = masks_from_cards((place, deal_order(2**32 + 5)[place]) for place in range(6))
    numbers = range(2**32 - 40 * kernel.MAX_PIECE, 2**32 + 3 * kernel.MAX_PIECE)
    seen: list[int] = []
    found = list(planner.find(masks, numbers, runner=_in_process, progress=seen.append))
    assert found == list(planner.find(masks, numbers)) and 2**32 + 5 in found
    sizes = planner.CALL_SIZES[planner.engine_name()]
    calls = sum(1 for piece in planner.plan(masks, numbers) for _ in piece.split(*sizes))
    assert len(seen) == -(-calls // planner.WORKER_BATCH) and seen[-1] == len(numbers)
    assert calls == 43 or planner.engine_name() != "c"  # in C: 43 pieces, in 3 batches of 16
    calls: list[int] = []

    def after_one_batch() -> bool:
        calls.append(len(calls))
        return len(calls) > 1

    stopped = list(planner.find(masks, numbers, runner=_in_process, cancelled=after_one_batch))
    assert stopped == [n for n in found if n < numbers.start + 16 * kernel.MAX_PIECE]


@needs_c
def test_worker_processes_find_a_first_row_among_all_deals() -> None:
    masks = masks_from_cards((place, deal_order(LAST_DEAL)[place]) for place in range(8))
    with multiprocessing.get_context("spawn").Pool(2) as pool:

        def runner(masks: tuple[int, ...], batches: list[list[planner.Piece]]) -> Iterator[list[list[int]]]:
            return pool.imap(functools.partial(planner.run_pieces, masks), batches)

        found = list(planner.find(masks, range(1, LAST_DEAL + 1), runner=runner))
    assert found == list(planner.find(masks, range(1, LAST_DEAL + 1), engine="c"))
    assert LAST_DEAL in found


# --- the mapping from finder.scan ----------------------------------------------------------


@pytest.mark.parametrize("number", [617, 2**31 + 12_345, 2**32 + 99])
@pytest.mark.parametrize("places", [range(8), range(44, 52), [9, 20]], ids=str)
def test_a_card_pattern_finds_what_find_deals_finds(number: int, places: Iterable[int]) -> None:
    order = deal_order(number)
    pattern = CardPattern(tuple((place, order[place]) for place in places))
    numbers = range(*window(number, 5000, 5000))
    assert list(planner.find(masks_from_cards(pattern.places), numbers)) == list(find_deals(pattern, numbers))


def test_query_builders() -> None:
    cards = deal(617).cards()  # column by column
    by_place = {
        column + 8 * row: card.index
        for column in range(8)
        for row, card in enumerate(deal(617).columns[column])
    }
    assert len(cards) == 52 == len(by_place)
    assert masks_from_cards(by_place.items()) == tuple(1 << by_place[place] for place in range(52))
    sets = masks_from_sets([[by_place[0], 7], None, {by_place[2]}])
    assert sets[:3] == ((1 << by_place[0]) | (1 << 7), FULL_MASK, 1 << by_place[2]) and set(sets[3:]) == {
        FULL_MASK
    }
    assert masks_from_colours("r b ?") == (RED, BLACK) + (FULL_MASK,) * 50
    with pytest.raises(ValueError):
        masks_from_colours("x")
    assert bin(RED).count("1") == bin(BLACK).count("1") == 26


# --- hostile arguments ---------------------------------------------------------------------

_hostile_scalars = st.one_of(
    st.integers(-3, 3),
    st.integers(-(2**70), 2**70),
    st.sampled_from(
        [FULL_MASK, FULL_MASK + 1, 2**15, 2**16, 2**16 + 1, 2**20, 2**31, 2**32, 2**33, 2**33 + 1]
    ),
    st.floats(allow_nan=True),
    st.text(max_size=3),
    st.none(),
    st.booleans(),
    st.binary(max_size=3),
)
_hostile_masks = st.one_of(
    st.lists(_hostile_scalars, max_size=60),
    st.lists(st.integers(0, FULL_MASK + 1), min_size=51, max_size=53),
    st.lists(st.sampled_from([FULL_MASK, 1, 0, -1, 2**52, 2.0, "1"]), min_size=52, max_size=52),
    _hostile_scalars,
)


def _outcome(action: Callable[[], object]) -> tuple[str, object]:
    try:
        return "returned", action()
    except ValueError as error:
        return "ValueError", str(error)
    except TypeError:
        return "TypeError", None


@settings(max_examples=300, deadline=None)
@given(masks=_hostile_masks, as_iterator=st.booleans())
def test_hostile_masks_are_refused_alike(masks: object, as_iterator: bool) -> None:
    def build(name: str) -> object:
        given_masks = iter(masks) if as_iterator and isinstance(masks, list) else masks
        return engine(name, given_masks).masks  # type: ignore[arg-type]

    outcomes = [_outcome(lambda: build(name)) for name in ENGINE_NAMES]  # noqa: B023
    assert all(outcome == outcomes[0] for outcome in outcomes), outcomes


_QUERY = masks_from_cards((place, deal_order(617)[place]) for place in range(4))


@settings(max_examples=300, deadline=None)
@given(arguments=st.lists(_hostile_scalars, min_size=0, max_size=5), invert=st.booleans())
def test_hostile_scan_and_invert_arguments_are_refused_alike(arguments: list[object], invert: bool) -> None:
    outcomes = []
    for name in ENGINE_NAMES:
        query = engine(name, _QUERY)
        method: Callable[..., object] = query.invert if invert else query.scan
        outcomes.append(_outcome(lambda: method(*arguments)))  # noqa: B023
    assert all(outcome == outcomes[0] for outcome in outcomes), outcomes


@pytest.mark.parametrize("name", ENGINES)
def test_refusals_say_why(name: str) -> None:
    query = engine(name, _QUERY)
    cases: list[tuple[Callable[[], object], str]] = [
        (lambda: engine(name, [FULL_MASK] * 52), kernel.NOTHING_KNOWN),
        (lambda: engine(name, [1] * 51), kernel.MASKS_COUNT),
        (lambda: engine(name, [0] + [FULL_MASK] * 51), kernel.MASK_RANGE),
        (lambda: engine(name, [1 << 52] + [FULL_MASK] * 51), kernel.MASK_RANGE),
        (lambda: query.scan(0, 5), kernel.NUMBERS_RANGE),
        (lambda: query.scan(5, 4), kernel.NUMBERS_RANGE),
        (lambda: query.scan(1, 2**33 + 1), kernel.NUMBERS_RANGE),
        (lambda: query.scan(1, 2**20 + 2), kernel.SCAN_SIZE),
        (lambda: query.invert(2**31 - 1, 2**31 + 1, 0, 1), kernel.ONE_FAMILY),
        (lambda: query.invert(1, 5, 0, 2**15 + 1), kernel.HIGHS_RANGE),
        (lambda: query.invert(1, 5, 0, 2**15), kernel.HIGHS_COUNT),
    ]
    for action, message in cases:
        with pytest.raises(ValueError) as refused:
            action()
        assert str(refused.value) == message
    with pytest.raises(TypeError):
        query.scan(1.0, 5)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        engine(name, None)  # type: ignore[arg-type]
    assert query.scan(5, 5) == [] and query.invert(2**32, 2**32, 0, 2**16) == []
    assert query.scan(2**33 - 5, 2**33) == brute_force(_QUERY, 2**33 - 5, 2**33)


def test_a_mask_iterable_is_never_read_past_its_53rd_item() -> None:
    def endless() -> Iterable[int]:
        while True:
            yield FULL_MASK

    for name in ENGINE_NAMES:
        with pytest.raises(ValueError, match="52 masks"):
            engine(name, endless())


# --- the C kernel as a Python object ---------------------------------------------------------


@pytest.mark.parametrize("name", ENGINES)
def test_pickled_queries_and_stages(name: str) -> None:
    masks = masks_from_cards([(0, 3), (5, 7), (40, 1)])
    query = engine(name, masks)
    copy = pickle.loads(pickle.dumps(query))
    assert copy.masks == query.masks == masks
    assert copy.scan(1, 50_000) == query.scan(1, 50_000)
    assert query.stages == kernel.PyQuery(masks).stages


@given(masks=random_queries())
def test_the_c_kernel_plans_its_stages_as_the_python_twin(masks: tuple[int, ...]) -> None:
    if "c" in ENGINE_NAMES:
        assert engine("c", masks).stages == engine("python", masks).stages


@needs_c
def test_the_c_kernel_runs_in_threads_without_the_interpreter_lock() -> None:
    # A colour known only at place 40 is checked by dealing each number: a slow call (~0.1 s).
    query = engine("c", [FULL_MASK] * 40 + [RED] + [FULL_MASK] * 11)
    expected = query.scan(1, kernel.MAX_PIECE + 1)
    calls: list[tuple[float, float, list[int]]] = []

    def work() -> None:
        started = time.perf_counter()
        found = query.scan(1, kernel.MAX_PIECE + 1)
        calls.append((started, time.perf_counter(), found))

    threads = [threading.Thread(target=work) for _ in range(2)]
    ticks: list[float] = []
    for thread in threads:
        thread.start()
    while any(thread.is_alive() for thread in threads):
        ticks.append(time.perf_counter())
        time.sleep(0.001)
    assert [found for _, _, found in calls] == [expected, expected]
    assert all(any(started < tick < ended for tick in ticks) for started, ended, _ in calls)


def _finder_imports(module: str) -> set[str]:
    """The finder modules `module` imports (by statement or by name through importlib)."""
    source = (Path(kernel.__file__).parent / f"{module}.py").read_text(encoding="utf-8")
    names: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
        elif isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and node.value.startswith("freecell_gui.")
        ):
            names.add(node.value)
    return {name.rsplit(".", 1)[-1] for name in names if name.startswith("freecell_gui.core.finder.")}


def test_the_kernels_import_one_way() -> None:
    # kernel chooses the engines; kernel_numpy builds on kernel_python; neither names kernel,
    # so no two kernel modules import each other.
    assert {"kernel_python"} <= _finder_imports("kernel")
    assert "kernel" not in _finder_imports("kernel_numpy")
    assert _finder_imports("kernel_python") & {"kernel", "kernel_numpy"} == set()
    assert kernel.engine_class("python") is kernel_python.PyQuery
