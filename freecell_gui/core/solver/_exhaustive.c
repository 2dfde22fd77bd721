/* The exhaustive search in C: the same search as exhaustive.py's `exhaust_in_python`, position
 * for position.
 *
 * exhaustive.py is the specification: a depth-first search from the start, each position's
 * children in the rules engine's order (core/game/rules.py), Microsoft's autoplay after every
 * move, the first win found returned with its path, and every position kept once up to the order
 * of its cascades and of its free cells. The positions are kept whole (a 64-byte canonical key),
 * never as hashes, so "no position left to expand" is a proof. tests/core/solver/test_exhaustive.py
 * checks that both give the same outcome, the same positions and the same moves.
 *
 * The position and the autoplay are copied from _beam.c (this project's own code), and so are
 * the moves, but for one thing: every run allowed goes into an empty cascade, as the rules
 * engine's `legal_moves_of` gives them, not only the longest (tests/core/solver/test_exhaustive.py
 * checks the moves against the engine's).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define CASCADES 8
#define CELLS 4
#define FIRST_CELL 8
#define HOME 12
#define NO_CARD 255
#define NO_CELL 254 /* a free cell the variant does not have (fewer than four): never empty, never a card */
#define IS_CARD(value) ((value) < 52)
#define MAX_MOVES 256 /* 4 cells x (home + 8 cascades) + 8 cascades x (home + cell + 7 + 12 into empty) = 212 */
#define KEY_BYTES 64 /* 4 cells + 52 cards + 8 ends of cascades */
#define CHECK_EVERY 65536 /* expansions between calls of the Python `check` */
#define MAX_POSITIONS 2000000000LL

enum { UNSOLVABLE = 0, SOLVED = 1, BOUNDED = 2, CANCELLED = 3 };

typedef struct {
    uint8_t card[52];       /* the cascades' cards, cascade 0 first, each from the bottom up */
    uint8_t end[CASCADES];  /* cascade c holds card[end[c-1] .. end[c]) (from 0 for c = 0) */
    uint8_t cell[CELLS];    /* NO_CARD when empty; NO_CELL past the variant's free cells */
    uint8_t found[4];       /* cards on each suit's foundation */
} State;

typedef uint16_t MoveCode; /* source | target << 4 | count << 8 */

typedef uint16_t MoveCode; /* source | target << 4 | count << 8 */

/* STACKS[building][below * 52 + card]: 1 when `card` may go on `below` (variant.py's tables). */
enum { ALTERNATE_COLOURS = 0, SAME_SUIT = 1 };
static uint8_t STACKS[2][52 * 52];
static const uint8_t OPPOSITE[4][2] = {{1, 2}, {0, 3}, {0, 3}, {1, 2}};

static void init_tables(void) {
    for (int below = 0; below < 52; below++) {
        for (int card = 0; card < 52; card++) {
            int below_red = (below & 3) == 1 || (below & 3) == 2;
            int card_red = (card & 3) == 1 || (card & 3) == 2;
            int one_lower = (card >> 2) == (below >> 2) - 1;
            STACKS[ALTERNATE_COLOURS][below * 52 + card] = one_lower && below_red != card_red;
            STACKS[SAME_SUIT][below * 52 + card] = one_lower && (below & 3) == (card & 3);
        }
    }
}

/* --- positions, their moves and Microsoft's autoplay (as in _beam.c) -------------------------- */

static inline int col_start(const State *s, int c) { return c ? s->end[c - 1] : 0; }
static inline int col_len(const State *s, int c) { return s->end[c] - col_start(s, c); }
static inline int col_top(const State *s, int c) { return s->card[s->end[c] - 1]; }

static inline int can_autoplay(int card, const uint8_t *found) {
    int rank = card >> 2;
    if (found[card & 3] != rank) return 0;
    if (rank < 2) return 1;
    return found[OPPOSITE[card & 3][0]] >= rank && found[OPPOSITE[card & 3][1]] >= rank;
}

/* Take the top `count` cards of cascade c (into `out`, bottom first, if not NULL). */
static void take(State *s, int c, int count, uint8_t *out) {
    int end = s->end[c];
    if (out) memcpy(out, s->card + end - count, (size_t)count);
    memmove(s->card + end - count, s->card + end, (size_t)(s->end[CASCADES - 1] - end));
    for (int j = c; j < CASCADES; j++) s->end[j] -= (uint8_t)count;
}

static void put(State *s, int c, const uint8_t *cards, int count) {
    int end = s->end[c];
    memmove(s->card + end + count, s->card + end, (size_t)(s->end[CASCADES - 1] - end));
    memcpy(s->card + end, cards, (size_t)count);
    for (int j = c; j < CASCADES; j++) s->end[j] += (uint8_t)count;
}

static void autoplay(State *s) {
    int moved = 1;
    while (moved) {
        moved = 0;
        for (int c = 0; c < CASCADES; c++) {
            while (col_len(s, c) && can_autoplay(col_top(s, c), s->found)) {
                s->found[col_top(s, c) & 3]++;
                take(s, c, 1, NULL);
                moved = 1;
            }
        }
        for (int k = 0; k < CELLS; k++) {
            if (IS_CARD(s->cell[k]) && can_autoplay(s->cell[k], s->found)) {
                s->found[s->cell[k] & 3]++;
                s->cell[k] = NO_CARD;
                moved = 1;
            }
        }
    }
}

static int run_length(const State *s, int c, const uint8_t *stacks) {
    int start = col_start(s, c), end = s->end[c];
    if (end == start) return 0;
    int run = 1;
    while (run < end - start && stacks[s->card[end - run - 1] * 52 + s->card[end - run]]) run++;
    return run;
}

static void play(State *s, MoveCode move) {
    int source = move & 15, target = (move >> 4) & 15, count = move >> 8;
    uint8_t cards[52];
    if (source >= FIRST_CELL) {
        cards[0] = s->cell[source - FIRST_CELL];
        s->cell[source - FIRST_CELL] = NO_CARD;
    } else {
        take(s, source, count, cards);
    }
    if (target == HOME)
        s->found[cards[0] & 3]++;
    else if (target >= FIRST_CELL)
        s->cell[target - FIRST_CELL] = cards[0];
    else
        put(s, target, cards, count);
    autoplay(s);
}

static inline MoveCode code(int source, int target, int count) {
    return (MoveCode)(source | target << 4 | count << 8);
}

static int legal_moves(const State *s, MoveCode *moves, const uint8_t *stacks) {
    int n = 0, free = 0, first_cell = -1, first_empty = -1, empty_count = 0;
    for (int k = 0; k < CELLS; k++) {
        if (s->cell[k] == NO_CARD) {
            free++;
            if (first_cell < 0) first_cell = k;
        }
    }
    for (int c = 0; c < CASCADES; c++) {
        if (!col_len(s, c)) {
            empty_count++;
            if (first_empty < 0) first_empty = c;
        }
    }
    int limit_onto = (free + 1) << empty_count;
    int limit_into_empty = empty_count ? (free + 1) << (empty_count - 1) : 0;
    for (int k = 0; k < CELLS; k++) {
        int card = s->cell[k];
        if (!IS_CARD(card)) continue;
        if (s->found[card & 3] == (card >> 2)) moves[n++] = code(FIRST_CELL + k, HOME, 1);
        for (int t = 0; t < CASCADES; t++) {
            if ((col_len(s, t) && stacks[col_top(s, t) * 52 + card]) || t == first_empty)
                moves[n++] = code(FIRST_CELL + k, t, 1);
        }
    }
    for (int c = 0; c < CASCADES; c++) {
        int size = col_len(s, c);
        if (!size) continue;
        int card = col_top(s, c);
        if (s->found[card & 3] == (card >> 2)) moves[n++] = code(c, HOME, 1);
        if (free) moves[n++] = code(c, FIRST_CELL + first_cell, 1);
        int run = run_length(s, c, stacks), rank = card >> 2, end = s->end[c];
        for (int t = 0; t < CASCADES; t++) {
            if (t == c || !col_len(s, t)) continue;
            int below = col_top(s, t);
            int count = (below >> 2) - rank;
            if (count >= 1 && count <= run && count <= limit_onto && stacks[below * 52 + s->card[end - count]])
                moves[n++] = code(c, t, count);
        }
        if (first_empty >= 0) {
            /* Every run allowed, shortest first (the beam's twin moves only the longest: a
             * proof must try them all); never a whole cascade. */
            int longest = run < limit_into_empty ? run : limit_into_empty;
            if (longest > size - 1) longest = size - 1;
            for (int moved = 1; moved <= longest; moved++) moves[n++] = code(c, first_empty, moved);
        }
    }
    return n;
}

/* --- canonical keys ---------------------------------------------------------------------------- */

/* The position's identity up to the order of its cascades and of its free cells: its free cells
 * sorted, then its cascades sorted (as byte strings), each ended by 0xFE; the foundations follow
 * from the rest. */
static void canonical_key(const State *s, uint8_t *key) {
    int order[CASCADES];
    for (int c = 0; c < CASCADES; c++) {
        int j = c;
        while (j > 0) {
            int a = order[j - 1], la = col_len(s, a), lc = col_len(s, c);
            int shorter = la < lc ? la : lc;
            int diff = memcmp(s->card + col_start(s, a), s->card + col_start(s, c), (size_t)shorter);
            if (diff < 0 || (diff == 0 && la <= lc)) break;
            order[j] = a;
            j--;
        }
        order[j] = c;
    }
    uint8_t cells[CELLS];
    memcpy(cells, s->cell, CELLS);
    for (int i = 1; i < CELLS; i++)
        for (int j = i; j > 0 && cells[j - 1] > cells[j]; j--) {
            uint8_t t = cells[j];
            cells[j] = cells[j - 1];
            cells[j - 1] = t;
        }
    memcpy(key, cells, CELLS);
    int at = CELLS;
    for (int i = 0; i < CASCADES; i++) {
        int c = order[i];
        memcpy(key + at, s->card + col_start(s, c), (size_t)col_len(s, c));
        at += col_len(s, c);
        key[at++] = 0xFE;
    }
    memset(key + at, 0xFD, (size_t)(KEY_BYTES - at));
}

static inline uint64_t key_hash(const uint8_t *key) {
    uint64_t value = 0xCBF29CE484222325ULL;
    for (int i = 0; i < KEY_BYTES; i++) value = (value ^ key[i]) * 0x100000001B3ULL;
    return value ^ (value >> 29);
}

/* --- the positions seen: their keys whole, and how each was reached ------------------------------ */

typedef struct {
    uint8_t *keys;      /* KEY_BYTES a position, in the order they were first seen */
    uint32_t *parent;   /* the position each was reached from (itself for the start) */
    MoveCode *move;     /* and by which move */
    size_t count, capacity;
    uint32_t *slots;    /* open addressing: index + 1 of a position, 0 for an empty slot */
    size_t mask;
} Seen;

static void seen_free(Seen *seen) {
    free(seen->keys);
    free(seen->parent);
    free(seen->move);
    free(seen->slots);
    memset(seen, 0, sizeof *seen);
}

static int seen_grow_table(Seen *seen) {
    size_t size = seen->mask ? (seen->mask + 1) * 2 : 1 << 16;
    uint32_t *slots = calloc(size, sizeof(uint32_t));
    if (!slots) return -1;
    for (size_t i = 0; i < seen->count; i++) {
        size_t at = (size_t)key_hash(seen->keys + i * KEY_BYTES) & (size - 1);
        while (slots[at]) at = (at + 1) & (size - 1);
        slots[at] = (uint32_t)(i + 1);
    }
    free(seen->slots);
    seen->slots = slots;
    seen->mask = size - 1;
    return 0;
}

/* Adds the position of `key` unless it is there: 1 added, 0 already seen, -1 out of memory. */
static int seen_add(Seen *seen, const uint8_t *key, uint32_t parent, MoveCode move) {
    if ((seen->count + 1) * 2 > seen->mask + 1 && seen_grow_table(seen) < 0) return -1;
    size_t at = (size_t)key_hash(key) & seen->mask;
    while (seen->slots[at]) {
        if (memcmp(seen->keys + (size_t)(seen->slots[at] - 1) * KEY_BYTES, key, KEY_BYTES) == 0) return 0;
        at = (at + 1) & seen->mask;
    }
    if (seen->count == seen->capacity) {
        size_t capacity = seen->capacity ? seen->capacity * 2 : 1 << 15;
        uint8_t *keys = realloc(seen->keys, capacity * KEY_BYTES);
        if (!keys) return -1;
        seen->keys = keys;
        uint32_t *parents = realloc(seen->parent, capacity * sizeof(uint32_t));
        if (!parents) return -1;
        seen->parent = parents;
        MoveCode *moves = realloc(seen->move, capacity * sizeof(MoveCode));
        if (!moves) return -1;
        seen->move = moves;
        seen->capacity = capacity;
    }
    memcpy(seen->keys + seen->count * KEY_BYTES, key, KEY_BYTES);
    seen->parent[seen->count] = parent;
    seen->move[seen->count] = move;
    seen->slots[at] = (uint32_t)(seen->count + 1);
    seen->count++;
    return 1;
}

/* --- reading Python's position ------------------------------------------------------------------------------------ */

static int read_card(PyObject *item, int *card) {
    long value = PyLong_AsLong(item);
    if (value == -1 && PyErr_Occurred()) return -1;
    if (value < 0 || value > 51) {
        PyErr_SetString(PyExc_ValueError, "every card must be in the position exactly once");
        return -1;
    }
    *card = (int)value;
    return 0;
}

/* The variant (variant.py's Rules): its free cells (0 to 4) and building rule ("freecell" or
 * "bakers"), into the stacking table; -1 with an exception set for anything else. */
static int read_rules(int free_cells, const char *building, const uint8_t **stacks) {
    if (free_cells < 0 || free_cells > CELLS) {
        PyErr_Format(PyExc_ValueError, "the free cells are 0 to %d, not %d", CELLS, free_cells);
        return -1;
    }
    if (strcmp(building, "freecell") == 0) {
        *stacks = STACKS[ALTERNATE_COLOURS];
    } else if (strcmp(building, "bakers") == 0) {
        *stacks = STACKS[SAME_SUIT];
    } else {
        PyErr_SetString(PyExc_ValueError, "the building rule is freecell or bakers");
        return -1;
    }
    return 0;
}

static int read_position(State *s, PyObject *columns, PyObject *cells, PyObject *found, int free_cells) {
    uint8_t seen[52] = {0};
    PyObject *columns_list = PySequence_Fast(columns, "columns must be a sequence");
    if (!columns_list) return -1;
    PyObject *cells_list = PySequence_Fast(cells, "cells must be a sequence");
    PyObject *found_list = cells_list ? PySequence_Fast(found, "found must be a sequence") : NULL;
    int result = -1;
    if (!found_list) goto done;
    if (PySequence_Fast_GET_SIZE(columns_list) != CASCADES || PySequence_Fast_GET_SIZE(cells_list) != free_cells ||
        PySequence_Fast_GET_SIZE(found_list) != 4) {
        PyErr_Format(PyExc_ValueError, "a position has 8 cascades, %d free cells and 4 foundations", free_cells);
        goto done;
    }
    for (int f = 0; f < 4; f++) {
        long value = PyLong_AsLong(PySequence_Fast_GET_ITEM(found_list, f));
        if (value == -1 && PyErr_Occurred()) goto done;
        if (value < 0 || value > 13) {
            PyErr_SetString(PyExc_ValueError, "a foundation holds 0 to 13 cards");
            goto done;
        }
        s->found[f] = (uint8_t)value;
        for (int rank = 0; rank < value; rank++) seen[rank * 4 + f] = 1;
    }
    int total = 0;
    for (int c = 0; c < CASCADES; c++) {
        PyObject *column = PySequence_Fast(PySequence_Fast_GET_ITEM(columns_list, c), "a column must be a sequence");
        if (!column) goto done;
        Py_ssize_t size = PySequence_Fast_GET_SIZE(column);
        for (Py_ssize_t i = 0; i < size; i++) {
            int card;
            if (total >= 52 || read_card(PySequence_Fast_GET_ITEM(column, i), &card) < 0 || seen[card]) {
                if (!PyErr_Occurred())
                    PyErr_SetString(PyExc_ValueError, "every card must be in the position exactly once");
                Py_DECREF(column);
                goto done;
            }
            seen[card] = 1;
            s->card[total++] = (uint8_t)card;
        }
        Py_DECREF(column);
        s->end[c] = (uint8_t)total;
    }
    for (int k = free_cells; k < CELLS; k++) s->cell[k] = NO_CELL;
    for (int k = 0; k < free_cells; k++) {
        PyObject *item = PySequence_Fast_GET_ITEM(cells_list, k);
        long value = PyLong_AsLong(item);
        if (value == -1 && PyErr_Occurred()) goto done;
        if (value == -1) {
            s->cell[k] = NO_CARD;
            continue;
        }
        int card;
        if (read_card(item, &card) < 0) goto done;
        if (seen[card]) {
            PyErr_SetString(PyExc_ValueError, "every card must be in the position exactly once");
            goto done;
        }
        seen[card] = 1;
        s->cell[k] = (uint8_t)card;
    }
    for (int card = 0; card < 52; card++) {
        if (!seen[card]) {
            PyErr_SetString(PyExc_ValueError, "every card must be in the position exactly once");
            goto done;
        }
    }
    result = 0;
done:
    Py_DECREF(columns_list);
    Py_XDECREF(cells_list);
    Py_XDECREF(found_list);
    return result;
}

/* --- the search -------------------------------------------------------------------------------- */

typedef struct {
    State state;
    uint32_t index; /* its entry in Seen */
} Open;

static int is_won(const State *s) { return s->found[0] + s->found[1] + s->found[2] + s->found[3] == 52; }

static PyObject *path_of(const Seen *seen, uint32_t index, MoveCode last) {
    Py_ssize_t length = 1;
    for (uint32_t i = index; seen->parent[i] != i; i = seen->parent[i]) length++;
    PyObject *list = PyList_New(length);
    if (!list) return NULL;
    MoveCode move = last;
    uint32_t i = index;
    for (Py_ssize_t at = length - 1; at >= 0; at--) {
        PyObject *item = Py_BuildValue("(iii)", move & 15, (move >> 4) & 15, move >> 8);
        if (!item) {
            Py_DECREF(list);
            return NULL;
        }
        PyList_SET_ITEM(list, at, item);
        move = seen->move[i];
        i = seen->parent[i];
    }
    return list;
}

static PyObject *exhaust(PyObject *module, PyObject *args, PyObject *kwargs) {
    (void)module;
    static char *keywords[] = {"columns", "cells", "found", "max_positions", "check", "free_cells", "building", NULL};
    PyObject *columns, *cells, *found, *check = Py_None;
    long long max_positions;
    int free_cells = CELLS;
    const char *building = "freecell";
    const uint8_t *stacks;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "OOOL|O$is", keywords, &columns, &cells, &found, &max_positions,
                                     &check, &free_cells, &building))
        return NULL;
    if (max_positions < 0 || max_positions > MAX_POSITIONS) {
        PyErr_Format(PyExc_ValueError, "max_positions must be 0 to %lld", MAX_POSITIONS);
        return NULL;
    }
    State start;
    memset(&start, 0, sizeof start);
    if (read_rules(free_cells, building, &stacks) < 0 || read_position(&start, columns, cells, found, free_cells) < 0)
        return NULL;
    if (is_won(&start)) return Py_BuildValue("(iL[])", SOLVED, 0LL);
    Seen seen;
    memset(&seen, 0, sizeof seen);
    size_t open_capacity = 1 << 12, open_count = 0;
    Open *open = malloc(open_capacity * sizeof(Open));
    uint8_t key[KEY_BYTES];
    canonical_key(&start, key);
    if (!open || seen_add(&seen, key, 0, 0) < 0) goto out_of_memory;
    open[open_count++] = (Open){start, 0};
    long long expanded = 0;
    int status = UNSOLVABLE;
    PyObject *moves = NULL;
    MoveCode list[MAX_MOVES];
    while (open_count) {
        if (expanded % CHECK_EVERY == 0 && expanded && check != Py_None) {
            PyObject *answer = PyObject_CallFunction(check, "L", expanded);
            if (!answer) goto failed;
            int stop = PyObject_IsTrue(answer);
            Py_DECREF(answer);
            if (stop < 0) goto failed;
            if (stop) {
                status = CANCELLED;
                break;
            }
        }
        if (expanded >= max_positions) {
            status = BOUNDED;
            break;
        }
        Open here = open[--open_count];
        expanded++;
        int n = legal_moves(&here.state, list, stacks);
        for (int m = 0; m < n; m++) {
            State child = here.state;
            play(&child, list[m]);
            if (is_won(&child)) {
                moves = path_of(&seen, here.index, list[m]);
                if (!moves) goto failed;
                status = SOLVED;
                break;
            }
            canonical_key(&child, key);
            int added = seen_add(&seen, key, here.index, list[m]);
            if (added < 0) goto out_of_memory;
            if (!added) continue;
            if (open_count == open_capacity) {
                Open *bigger = realloc(open, open_capacity * 2 * sizeof(Open));
                if (!bigger) goto out_of_memory;
                open = bigger;
                open_capacity *= 2;
            }
            open[open_count++] = (Open){child, (uint32_t)(seen.count - 1)};
        }
        if (status == SOLVED) break;
    }
    free(open);
    seen_free(&seen);
    if (!moves) moves = PyList_New(0);
    if (!moves) return NULL;
    PyObject *result = Py_BuildValue("(iLN)", status, expanded, moves);
    return result;
out_of_memory:
    free(open);
    seen_free(&seen);
    return PyErr_NoMemory();
failed:
    free(open);
    seen_free(&seen);
    return NULL;
}

static PyMethodDef exhaustive_functions[] = {
    {"exhaust", (PyCFunction)(void (*)(void))exhaust, METH_VARARGS | METH_KEYWORDS,
     "exhaust(columns, cells, found, max_positions, check=None, *, free_cells=4, building='freecell') -> "
     "(status, expanded, moves): status 0 unsolvable, 1 solved (moves: the path), 2 bounded, 3 cancelled "
     "(check(expanded) returned true; it is called every 65,536 expansions)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef exhaustive_module = {
    PyModuleDef_HEAD_INIT, "_exhaustive", "The exhaustive search in C (see exhaustive.py).", -1, exhaustive_functions,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__exhaustive(void) {
    init_tables();
    return PyModule_Create(&exhaustive_module);
}
