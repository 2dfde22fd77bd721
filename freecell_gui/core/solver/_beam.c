/* The solver's beam search in C: the same search as beam.py's PyBeamSearch, move for move.
 *
 * beam.py is the specification: the order of the moves, Microsoft's autoplay, the 64-bit
 * position hash, the cost and the choice of the best `width` are written there, and every one
 * of them is mirrored here (the moves and the autoplay are the rules engine's, core/game/rules.py).
 * tests/core/solver/test_beam.py checks that both give the same answers, and
 * tests/core/solver/test_move_copies.py that `moves` and `play` below are the rules engine's.
 *
 * A position is 68 bytes: the cascades' cards one after another (bottom card first), where
 * each cascade ends, the free cells and the foundations. Level i of the search holds its
 * positions in one array; the children of a level are kept only as (hash, parent, move, cost),
 * and the chosen ones are played again from their parents, so memory grows with the width,
 * not with the width times the moves from each position.
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
#define WEIGHT_COUNT 5
#define MAX_WEIGHT 64
#define MAX_WIDTH (1 << 26)  /* 68-byte positions: the widest level holds 4.5 GB */
#define MAX_BOUND 2147483647L /* a long on every platform */
#define MAX_MOVES 160 /* 4 cells x (home + 8 cascades) + 8 cascades x (home + cell + 7 + 1) = 116 */

enum { RUNNING = 0, SOLVED = 1, DIED = 2, BOUNDED = 3 };

typedef struct {
    uint8_t card[52];       /* the cascades' cards, cascade 0 first, each from the bottom up */
    uint8_t end[CASCADES];  /* cascade c holds card[end[c-1] .. end[c]) (from 0 for c = 0) */
    uint8_t cell[CELLS];    /* NO_CARD when empty; NO_CELL past the variant's free cells */
    uint8_t found[4];       /* cards on each suit's foundation */
} State;

typedef uint16_t MoveCode; /* source | target << 4 | count << 8 */

typedef struct {
    uint64_t hash;
    uint32_t parent;
    uint16_t move;
    uint16_t cost;
} Candidate;

typedef struct {
    uint32_t parent;
    uint16_t move;
} Step;

typedef struct {
    uint64_t *slots; /* 0 is an empty slot: position hashes are never 0 */
    size_t mask;
    size_t count;
} HashSet;

/* STACKS[building][below * 52 + card]: 1 when `card` may go on `below` (variant.py's tables). */
enum { ALTERNATE_COLOURS = 0, SAME_SUIT = 1 };
static uint8_t STACKS[2][52 * 52];
static uint64_t CELL_HASH[52];
static const uint8_t OPPOSITE[4][2] = {{1, 2}, {0, 3}, {0, 3}, {1, 2}};

#define FNV_OFFSET 0xCBF29CE484222325ULL
#define FNV_PRIME 0x100000001B3ULL

static inline uint64_t mix(uint64_t value) {
    value += 0x9E3779B97F4A7C15ULL;
    value = (value ^ (value >> 30)) * 0xBF58476D1CE4E5B9ULL;
    value = (value ^ (value >> 27)) * 0x94D049BB133111EBULL;
    return value ^ (value >> 31);
}

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
    for (int card = 0; card < 52; card++) CELL_HASH[card] = mix((uint64_t)card + 1000);
}

/* --- positions ---------------------------------------------------------------------------- */

static inline int col_start(const State *s, int c) { return c ? s->end[c - 1] : 0; }
static inline int col_len(const State *s, int c) { return s->end[c] - col_start(s, c); }
static inline int col_top(const State *s, int c) { return s->card[s->end[c] - 1]; }

static uint64_t state_hash(const State *s) {
    uint64_t total = 0;
    int start = 0;
    for (int c = 0; c < CASCADES; c++) {
        uint64_t value = FNV_OFFSET;
        for (int i = start; i < s->end[c]; i++) value = (value ^ (uint64_t)(s->card[i] + 1)) * FNV_PRIME;
        total += mix(value);
        start = s->end[c];
    }
    for (int k = 0; k < CELLS; k++)
        if (IS_CARD(s->cell[k])) total += CELL_HASH[s->cell[k]];
    return total ? total : 1;
}

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

static int cost(const State *s, const int *weights, const uint8_t *stacks) {
    int buried = 0, not_empty = 0, covering = 0, occupied = 0, home = 0;
    for (int c = 0; c < CASCADES; c++) {
        int start = col_start(s, c), size = col_len(s, c);
        if (!size) continue;
        not_empty++;
        buried += size - run_length(s, c, stacks);
        for (int depth = 0; depth < size; depth++) {
            int card = s->card[start + depth];
            if (s->found[card & 3] == (card >> 2)) covering += size - 1 - depth;
        }
    }
    for (int k = 0; k < CELLS; k++) occupied += IS_CARD(s->cell[k]);
    for (int f = 0; f < 4; f++) home += s->found[f];
    return weights[0] * (52 - home) + weights[1] * buried + weights[2] * occupied + weights[3] * not_empty +
           weights[4] * covering;
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
            int longest = run < limit_into_empty ? run : limit_into_empty;
            if (longest < size) moves[n++] = code(c, first_empty, longest);
        }
    }
    return n;
}

/* --- hash sets of positions ------------------------------------------------------------------ */

static int set_init(HashSet *set, size_t capacity) {
    size_t size = 1024;
    while (size < capacity * 2) size <<= 1;
    set->slots = calloc(size, sizeof(uint64_t));
    if (!set->slots) return -1;
    set->mask = size - 1;
    set->count = 0;
    return 0;
}

static inline int set_contains(const HashSet *set, uint64_t hash) {
    size_t i = (size_t)(hash ^ (hash >> 32)) & set->mask;
    while (set->slots[i]) {
        if (set->slots[i] == hash) return 1;
        i = (i + 1) & set->mask;
    }
    return 0;
}

static int set_add(HashSet *set, uint64_t hash);

static int set_grow(HashSet *set) {
    HashSet bigger;
    if (set_init(&bigger, (set->mask + 1)) < 0) return -1;
    for (size_t i = 0; i <= set->mask; i++)
        if (set->slots[i]) set_add(&bigger, set->slots[i]);
    free(set->slots);
    *set = bigger;
    return 0;
}

/* Adds `hash` (not already in the set); -1 if memory ran out. */
static int set_add(HashSet *set, uint64_t hash) {
    if ((set->count + 1) * 2 > set->mask + 1 && set_grow(set) < 0) return -1;
    size_t i = (size_t)(hash ^ (hash >> 32)) & set->mask;
    while (set->slots[i]) i = (i + 1) & set->mask;
    set->slots[i] = hash;
    set->count++;
    return 0;
}

static void set_clear(HashSet *set) {
    memset(set->slots, 0, (set->mask + 1) * sizeof(uint64_t));
    set->count = 0;
}

/* --- the search ------------------------------------------------------------------------------ */

typedef struct {
    PyObject_HEAD
    int width;
    int weights[WEIGHT_COUNT];
    const uint8_t *stacks; /* the variant's building rule: STACKS[ALTERNATE_COLOURS] or STACKS[SAME_SUIT] */
    long bound;
    long long positions;
    int depth;
    int status;
    int busy; /* run() is searching with the GIL released: run() and __init__ must wait */
    State *level;  /* the positions of the current level */
    size_t level_count;
    size_t next;   /* the next position of the level to expand */
    State *scratch; /* room for the next level */
    Step **history; /* history[d][i]: how position i of level d + 1 was reached */
    int history_count, history_capacity;
    Candidate *candidates;
    size_t candidate_count, candidate_capacity;
    HashSet seen, candidate_hashes;
    size_t *counts; /* the counting sort's buckets */
    size_t count_capacity;
    uint32_t *order;
    MoveCode *solution;
    int solution_length;
} BeamSearch;

static int add_candidate(BeamSearch *self, uint64_t hash, uint32_t parent, MoveCode move, int cost_value) {
    if (self->candidate_count == self->candidate_capacity) {
        size_t capacity = self->candidate_capacity ? self->candidate_capacity * 2 : 4096;
        Candidate *grown = realloc(self->candidates, capacity * sizeof(Candidate));
        if (!grown) return -1;
        self->candidates = grown;
        self->candidate_capacity = capacity;
    }
    Candidate *candidate = &self->candidates[self->candidate_count++];
    candidate->hash = hash;
    candidate->parent = parent;
    candidate->move = move;
    candidate->cost = (uint16_t)cost_value;
    return set_add(&self->candidate_hashes, hash);
}

/* The moves from the start to position `index` of the current level, then `last`. */
static int record_solution(BeamSearch *self, size_t index, MoveCode last) {
    self->solution = malloc(sizeof(MoveCode) * (size_t)(self->history_count + 1));
    if (!self->solution) return -1;
    self->solution_length = self->history_count + 1;
    self->solution[self->history_count] = last;
    for (int d = self->history_count - 1; d >= 0; d--) {
        Step step = self->history[d][index];
        self->solution[d] = step.move;
        index = step.parent;
    }
    return 0;
}

/* 1 if a child of level position `index` is a win, 0 if not, -1 if memory ran out. */
static int expand(BeamSearch *self, size_t index) {
    const State *position = &self->level[index];
    MoveCode moves[MAX_MOVES];
    int n = legal_moves(position, moves, self->stacks);
    int keep = !self->bound || self->depth + 2 < self->bound;
    for (int m = 0; m < n; m++) {
        State child = *position;
        play(&child, moves[m]);
        uint64_t hash = state_hash(&child);
        if (set_contains(&self->seen, hash) || set_contains(&self->candidate_hashes, hash)) continue;
        if (child.found[0] + child.found[1] + child.found[2] + child.found[3] == 52)
            return record_solution(self, index, moves[m]) < 0 ? -1 : 1;
        if (keep && add_candidate(self, hash, (uint32_t)index, moves[m], cost(&child, self->weights, self->stacks)) < 0)
            return -1;
    }
    return 0;
}

/* The best `width` candidates (lowest cost, ties in the order found) become the next level. */
static int select_level(BeamSearch *self) {
    size_t n = self->candidate_count;
    int low = 65535, high = 0;
    for (size_t i = 0; i < n; i++) {
        if (self->candidates[i].cost < low) low = self->candidates[i].cost;
        if (self->candidates[i].cost > high) high = self->candidates[i].cost;
    }
    size_t buckets = (size_t)(high - low + 2);
    if (buckets > self->count_capacity) {
        size_t *grown = realloc(self->counts, buckets * sizeof(size_t));
        if (!grown) return -1;
        self->counts = grown;
        self->count_capacity = buckets;
    }
    memset(self->counts, 0, buckets * sizeof(size_t));
    for (size_t i = 0; i < n; i++) self->counts[self->candidates[i].cost - low + 1]++;
    for (size_t b = 1; b < buckets; b++) self->counts[b] += self->counts[b - 1];
    size_t chosen = n < (size_t)self->width ? n : (size_t)self->width;
    /* A stable counting sort, keeping only the first `chosen` places. */
    for (size_t i = 0; i < n; i++) {
        size_t place = self->counts[self->candidates[i].cost - low]++;
        if (place < chosen) self->order[place] = (uint32_t)i;
    }
    if (self->history_count == self->history_capacity) {
        int capacity = self->history_capacity ? self->history_capacity * 2 : 64;
        Step **grown = realloc(self->history, sizeof(Step *) * (size_t)capacity);
        if (!grown) return -1;
        self->history = grown;
        self->history_capacity = capacity;
    }
    Step *steps = malloc(sizeof(Step) * chosen);
    if (!steps) return -1;
    self->history[self->history_count++] = steps;
    for (size_t place = 0; place < chosen; place++) {
        const Candidate *candidate = &self->candidates[self->order[place]];
        State *child = &self->scratch[place];
        *child = self->level[candidate->parent];
        play(child, candidate->move);
        if (set_add(&self->seen, candidate->hash) < 0) return -1;
        steps[place].parent = candidate->parent;
        steps[place].move = candidate->move;
    }
    State *swap = self->level;
    self->level = self->scratch;
    self->scratch = swap;
    self->level_count = chosen;
    self->candidate_count = 0;
    set_clear(&self->candidate_hashes);
    self->next = 0;
    self->depth++;
    return 0;
}

/* RUNNING, SOLVED, DIED or BOUNDED; -1 if memory ran out. */
static int search(BeamSearch *self, long long expansions) {
    long long budget = expansions;
    for (;;) {
        if (self->next == 0 && self->bound && self->depth + 1 >= self->bound) return BOUNDED;
        while (self->next < self->level_count) {
            if (budget <= 0) return RUNNING;
            budget--;
            size_t index = self->next++;
            self->positions++;
            int won = expand(self, index);
            if (won) return won < 0 ? -1 : SOLVED;
        }
        if (!self->candidate_count) return self->bound && self->depth + 2 >= self->bound ? BOUNDED : DIED;
        if (select_level(self) < 0) return -1;
    }
}

/* --- Python ------------------------------------------------------------------------------------ */

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

static void BeamSearch_release(BeamSearch *self) {
    free(self->level);
    free(self->scratch);
    for (int d = 0; d < self->history_count; d++) free(self->history[d]);
    free(self->history);
    free(self->candidates);
    free(self->seen.slots);
    free(self->candidate_hashes.slots);
    free(self->counts);
    free(self->order);
    free(self->solution);
    self->level = self->scratch = NULL;
    self->history = NULL;
    self->history_count = self->history_capacity = 0;
    self->candidates = NULL;
    self->candidate_count = self->candidate_capacity = 0;
    self->seen.slots = self->candidate_hashes.slots = NULL;
    self->counts = NULL;
    self->order = NULL;
    self->solution = NULL;
}

static void BeamSearch_dealloc(BeamSearch *self) {
    BeamSearch_release(self);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* The bound as a long in 0..MAX_BOUND, or -1 with an exception set. */
static long read_bound(PyObject *value) {
    long bound = PyLong_AsLong(value);
    if (bound == -1 && PyErr_Occurred()) return -1;
    if (bound < 0 || bound > MAX_BOUND) {
        PyErr_Format(PyExc_ValueError, "the bound must be 0 to %ld", (long)MAX_BOUND);
        return -1;
    }
    return bound;
}

static int refuse_if_busy(BeamSearch *self) {
    if (!self->busy) return 0;
    PyErr_SetString(PyExc_RuntimeError, "the search is running in another thread");
    return -1;
}

static int BeamSearch_init(BeamSearch *self, PyObject *args, PyObject *kwargs) {
    static char *keywords[] = {"columns", "cells", "found", "width", "weights", "bound", "free_cells", "building", NULL};
    PyObject *columns, *cells, *found, *weights, *bound_object = NULL;
    Py_ssize_t width;
    int free_cells = CELLS;
    const char *building = "freecell";
    const uint8_t *stacks;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "OOOnO|O$is", keywords, &columns, &cells, &found, &width, &weights,
                                     &bound_object, &free_cells, &building))
        return -1;
    if (refuse_if_busy(self) < 0) return -1;
    if (read_rules(free_cells, building, &stacks) < 0) return -1;
    long bound = bound_object ? read_bound(bound_object) : 0;
    if (bound < 0) return -1;
    BeamSearch_release(self);
    State start;
    memset(&start, 0, sizeof start);
    if (read_position(&start, columns, cells, found, free_cells) < 0) return -1;
    if (width < 1 || width > MAX_WIDTH) {
        PyErr_Format(PyExc_ValueError, "the width must be 1 to %d", MAX_WIDTH);
        return -1;
    }
    PyObject *weight_list = PySequence_Fast(weights, "weights must be a sequence");
    if (!weight_list) return -1;
    int weights_ok = PySequence_Fast_GET_SIZE(weight_list) == WEIGHT_COUNT;
    for (int w = 0; weights_ok && w < WEIGHT_COUNT; w++) {
        long value = PyLong_AsLong(PySequence_Fast_GET_ITEM(weight_list, w));
        weights_ok = !(value == -1 && PyErr_Occurred()) && value >= 0 && value <= MAX_WEIGHT;
        self->weights[w] = (int)value;
    }
    Py_DECREF(weight_list);
    if (!weights_ok) {
        PyErr_Clear();
        PyErr_Format(PyExc_ValueError, "weights must be %d ints in 0..%d", WEIGHT_COUNT, MAX_WEIGHT);
        return -1;
    }
    self->width = (int)width;
    self->stacks = stacks;
    self->bound = bound;
    self->positions = 0;
    self->depth = 0;
    self->status = RUNNING;
    self->next = 0;
    self->solution_length = 0;
    self->level = malloc(sizeof(State) * (size_t)width);
    self->scratch = malloc(sizeof(State) * (size_t)width);
    self->order = malloc(sizeof(uint32_t) * (size_t)width);
    if (!self->level || !self->scratch || !self->order || set_init(&self->seen, (size_t)width * 4) < 0 ||
        set_init(&self->candidate_hashes, (size_t)width * 8) < 0) {
        BeamSearch_release(self);
        PyErr_NoMemory();
        return -1;
    }
    self->level[0] = start;
    self->level_count = 1;
    if (set_add(&self->seen, state_hash(&start)) < 0) {
        BeamSearch_release(self);
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

static PyObject *BeamSearch_run(BeamSearch *self, PyObject *arg) {
    long long expansions = PyLong_AsLongLong(arg);
    if (expansions == -1 && PyErr_Occurred()) return NULL;
    if (!self->level) {
        PyErr_SetString(PyExc_RuntimeError, "the search was not set up");
        return NULL;
    }
    if (refuse_if_busy(self) < 0) return NULL;
    if (self->status == RUNNING) {
        int status;
        self->busy = 1;
        Py_BEGIN_ALLOW_THREADS
        status = search(self, expansions);
        Py_END_ALLOW_THREADS
        self->busy = 0;
        if (status < 0) {
            /* Out of memory: the search is over, and what it held is given back. */
            BeamSearch_release(self);
            return PyErr_NoMemory();
        }
        self->status = status;
    }
    return PyLong_FromLong(self->status);
}

static PyObject *BeamSearch_solution(BeamSearch *self, void *closure) {
    (void)closure;
    PyObject *list = PyList_New(self->solution_length);
    if (!list) return NULL;
    for (int i = 0; i < self->solution_length; i++) {
        MoveCode move = self->solution[i];
        PyObject *item = Py_BuildValue("(iii)", move & 15, (move >> 4) & 15, move >> 8);
        if (!item) {
            Py_DECREF(list);
            return NULL;
        }
        PyList_SET_ITEM(list, i, item);
    }
    return list;
}

static PyObject *BeamSearch_depth(BeamSearch *self, void *closure) {
    (void)closure;
    return PyLong_FromLong(self->depth);
}

static PyObject *BeamSearch_positions(BeamSearch *self, void *closure) {
    (void)closure;
    return PyLong_FromLongLong(self->positions);
}

static PyObject *BeamSearch_get_bound(BeamSearch *self, void *closure) {
    (void)closure;
    return PyLong_FromLong(self->bound);
}

static int BeamSearch_set_bound(BeamSearch *self, PyObject *value, void *closure) {
    (void)closure;
    if (!value) {
        PyErr_SetString(PyExc_AttributeError, "the bound cannot be deleted");
        return -1;
    }
    if (refuse_if_busy(self) < 0) return -1;
    long bound = read_bound(value);
    if (bound < 0) return -1;
    self->bound = bound;
    return 0;
}

static PyMethodDef BeamSearch_methods[] = {
    {"run", (PyCFunction)BeamSearch_run, METH_O,
     "run(expansions) -> status: expand up to that many positions; RUNNING (0), SOLVED, DIED or BOUNDED."},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef BeamSearch_getset[] = {
    {"solution", (getter)BeamSearch_solution, NULL, "The moves found, as (source, target, count).", NULL},
    {"depth", (getter)BeamSearch_depth, NULL, "The moves made to reach the level being expanded.", NULL},
    {"positions", (getter)BeamSearch_positions, NULL, "Positions expanded so far.", NULL},
    {"bound", (getter)BeamSearch_get_bound, (setter)BeamSearch_set_bound,
     "Look only for solutions shorter than this (0: no bound).", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject BeamSearchType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "freecell_gui.core.solver._beam.BeamSearch",
    .tp_basicsize = sizeof(BeamSearch),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "The solver's beam search in C; see freecell_gui.core.solver.beam.PyBeamSearch.",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)BeamSearch_init,
    .tp_dealloc = (destructor)BeamSearch_dealloc,
    .tp_methods = BeamSearch_methods,
    .tp_getset = BeamSearch_getset,
};

/* --- the moves, for the tests that pin this engine to the rules engine ------------------------- */

static PyObject *move_list(const MoveCode *moves, int n) {
    PyObject *list = PyList_New(n);
    if (!list) return NULL;
    for (int i = 0; i < n; i++) {
        PyObject *item = Py_BuildValue("(iii)", moves[i] & 15, (moves[i] >> 4) & 15, moves[i] >> 8);
        if (!item) {
            Py_DECREF(list);
            return NULL;
        }
        PyList_SET_ITEM(list, i, item);
    }
    return list;
}

static PyObject *position_tuple(const State *s) {
    int free_cells = 0;
    while (free_cells < CELLS && s->cell[free_cells] != NO_CELL) free_cells++;
    PyObject *columns = PyTuple_New(CASCADES), *cells = PyTuple_New(free_cells), *found = PyTuple_New(4);
    if (!columns || !cells || !found) goto fail;
    for (int c = 0; c < CASCADES; c++) {
        int start = col_start(s, c), size = col_len(s, c);
        PyObject *column = PyTuple_New(size);
        if (!column) goto fail;
        PyTuple_SET_ITEM(columns, c, column);
        for (int i = 0; i < size; i++) {
            PyObject *card = PyLong_FromLong(s->card[start + i]);
            if (!card) goto fail;
            PyTuple_SET_ITEM(column, i, card);
        }
    }
    for (int k = 0; k < free_cells; k++) {
        PyObject *card = PyLong_FromLong(s->cell[k] == NO_CARD ? -1 : s->cell[k]);
        if (!card) goto fail;
        PyTuple_SET_ITEM(cells, k, card);
    }
    for (int f = 0; f < 4; f++) {
        PyObject *count = PyLong_FromLong(s->found[f]);
        if (!count) goto fail;
        PyTuple_SET_ITEM(found, f, count);
    }
    return Py_BuildValue("(NNN)", columns, cells, found);
fail:
    Py_XDECREF(columns);
    Py_XDECREF(cells);
    Py_XDECREF(found);
    return NULL;
}

static PyObject *beam_moves(PyObject *module, PyObject *args, PyObject *kwargs) {
    (void)module;
    static char *keywords[] = {"columns", "cells", "found", "free_cells", "building", NULL};
    PyObject *columns, *cells, *found;
    int free_cells = CELLS;
    const char *building = "freecell";
    const uint8_t *stacks;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "OOO|$is", keywords, &columns, &cells, &found, &free_cells,
                                     &building))
        return NULL;
    State s;
    memset(&s, 0, sizeof s);
    if (read_rules(free_cells, building, &stacks) < 0 || read_position(&s, columns, cells, found, free_cells) < 0)
        return NULL;
    MoveCode moves[MAX_MOVES];
    return move_list(moves, legal_moves(&s, moves, stacks));
}

static PyObject *beam_play(PyObject *module, PyObject *args, PyObject *kwargs) {
    (void)module;
    static char *keywords[] = {"columns", "cells", "found", "move", "free_cells", "building", NULL};
    PyObject *columns, *cells, *found;
    int source, target, count;
    int free_cells = CELLS;
    const char *building = "freecell";
    const uint8_t *stacks;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "OOO(iii)|$is", keywords, &columns, &cells, &found, &source,
                                     &target, &count, &free_cells, &building))
        return NULL;
    State s;
    memset(&s, 0, sizeof s);
    if (read_rules(free_cells, building, &stacks) < 0 || read_position(&s, columns, cells, found, free_cells) < 0)
        return NULL;
    MoveCode moves[MAX_MOVES];
    int n = legal_moves(&s, moves, stacks), legal = 0;
    int fits = source >= 0 && source <= 15 && target >= 0 && target <= 15 && count >= 0 && count <= 52;
    for (int m = 0; fits && m < n; m++) legal |= moves[m] == code(source, target, count);
    if (!legal) {
        PyErr_SetString(PyExc_ValueError, "not one of the engine's moves from this position");
        return NULL;
    }
    play(&s, code(source, target, count));
    return position_tuple(&s);
}

static PyMethodDef beam_functions[] = {
    {"moves", (PyCFunction)(void (*)(void))beam_moves, METH_VARARGS | METH_KEYWORDS,
     "moves(columns, cells, found, *, free_cells=4, building='freecell') -> [(source, target, count)]: "
     "the engine's moves, in its order."},
    {"play", (PyCFunction)(void (*)(void))beam_play, METH_VARARGS | METH_KEYWORDS,
     "play(columns, cells, found, move, *, free_cells=4, building='freecell') -> (columns, cells, found): "
     "one of those moves, then Microsoft's autoplay."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef beam_module = {
    PyModuleDef_HEAD_INIT, "_beam", "The solver's beam search in C (see beam.py).", -1, beam_functions, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__beam(void) {
    init_tables();
    if (PyType_Ready(&BeamSearchType) < 0) return NULL;
    PyObject *module = PyModule_Create(&beam_module);
    if (!module) return NULL;
    Py_INCREF(&BeamSearchType);
    if (PyModule_AddObject(module, "BeamSearch", (PyObject *)&BeamSearchType) < 0) {
        Py_DECREF(&BeamSearchType);
        Py_DECREF(module);
        return NULL;
    }
    return module;
}
