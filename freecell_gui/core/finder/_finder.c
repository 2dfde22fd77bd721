/* The deal finder's kernel in C: the same answers as kernel.py's PyQuery, number for number.
 *
 * kernel.py is the specification: the query (52 masks, bit c of mask p set when card c may lie at
 * place p), the three families of numbers, what scan() and invert() return and which arguments
 * they refuse. tests/core/finder/test_kernel.py checks that both give the same answers.
 *
 * Every number returned has been dealt here in full from its seed and checked against every mask
 * (deals_allowed); the filters before it are only necessary conditions that make it rare:
 *
 * - the pipeline: the first `pipeline` places, in blocks of candidates. Each candidate keeps the
 *   picks made so far and which deck positions they changed: a pick at an unchanged position deals
 *   that position's own card, and the rare other one is traced back through the picks. The
 *   candidates whose card is not allowed are dropped without a branch.
 * - chains: a card known exactly at a later place stays where it lies in the deck until it becomes
 *   the deck's last card, then moves to that step's pick. Following only those moves (one multiply
 *   each) says where it must be picked, and one more draw says whether it is.
 * - invert(): the generator's step is a bijection, so instead of the numbers, the states after the
 *   first draw are enumerated, only those whose draw deals a card place 0 allows, and the surviving
 *   states are stepped back to their numbers.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define MULTIPLIER 214013u
#define INCREMENT 2531011u
#define PLACES 52
#define FULL_MASK ((UINT64_C(1) << PLACES) - 1)
#define END_OF_DEALS (UINT64_C(1) << 33) /* one past the last deal, 8,589,934,591 */
#define MAX_PIECE (1u << 20)             /* numbers a scan covers, or states an inversion follows */
#define HIGHS_PER_PIECE 16               /* first draws an inversion follows: 16 x 65,536 states */
#define LOWS 65536u                      /* states a first draw leaves free: the low 16 bits */
#define MAX_PIPELINE 16
#define PIPELINE_START 4
#define BLOCK 1024

/* The state after draw k of a deal is STEP_MUL[k] * s1 + STEP_ADD[k], s1 the state after draw 0. */
static uint32_t STEP_MUL[PLACES], STEP_ADD[PLACES];
static uint32_t INVERSE; /* MULTIPLIER * INVERSE = 1 mod 2^32 */
/* M = floor(2^32 / m) + 1 gives d / m as (d * M) >> 32: with M * m = 2^32 + e, 0 < e <= m, the
 * error d * e / (m * 2^32) stays below 1 / m while d * e < 2^32, true of every draw (d <= 65,536,
 * m <= 52). So d % m costs two multiplies instead of a division. */
static uint64_t MAGIC[PLACES + 1];

typedef struct {
    uint32_t high_mask, high_bit, plus; /* draw = (((state >> 16) & high_mask) | high_bit) + plus */
    uint32_t state_mask;                /* the state's bits that reach a draw */
    uint64_t base;                      /* number = base + seed (seed taken within state_mask) */
    uint32_t highs;                     /* how many values (state >> 16) & high_mask takes */
} Family;

static const Family FAMILIES[3] = {
    {0x7FFF, 0, 0, 0x7FFFFFFF, 0, 1u << 15},                    /* 1..2^31-1: Microsoft */
    {0x7FFF, 0x8000, 0, 0x7FFFFFFF, UINT64_C(1) << 31, 1u << 15}, /* 2^31..2^32-1: bit 15 set */
    {0xFFFF, 0, 1, 0xFFFFFFFF, UINT64_C(1) << 32, 1u << 16},      /* 2^32..2^33-1: 16 bits + 1 */
};

static inline int family_of(uint64_t number) {
    return number < (UINT64_C(1) << 31) ? 0 : number < (UINT64_C(1) << 32) ? 1 : 2;
}

static inline uint32_t draw(const Family *f, uint32_t state) {
    return (((state >> 16) & f->high_mask) | f->high_bit) + f->plus;
}

static inline uint32_t pick(uint32_t d, int step) {
    uint32_t m = (uint32_t)(PLACES - step);
    return d - m * (uint32_t)(((uint64_t)d * MAGIC[m]) >> 32);
}

static void init_tables(void) {
    uint32_t mul = 1, add = 0;
    for (int k = 0; k < PLACES; k++) {
        STEP_MUL[k] = mul;
        STEP_ADD[k] = add;
        mul *= MULTIPLIER;
        add = add * MULTIPLIER + INCREMENT;
    }
    uint32_t inverse = MULTIPLIER; /* Newton's iteration: each round doubles the correct low bits */
    for (int round = 0; round < 5; round++) inverse *= 2u - MULTIPLIER * inverse;
    INVERSE = inverse;
    for (int m = 1; m <= PLACES; m++) MAGIC[m] = (UINT64_C(1) << 32) / (uint64_t)m + 1;
}

/* --- the query ------------------------------------------------------------------------------- */

typedef struct {
    PyObject_HEAD
    uint64_t mask[PLACES];
    int last;     /* the last place a mask constrains */
    int pipeline; /* places 0 .. pipeline-1 are filtered in blocks */
    int chain_count;
    uint8_t chain_place[PLACES], chain_card[PLACES];
    uint64_t first_ok[3][LOWS / 64]; /* bit h: a first state of high part h deals a card place 0 allows */
} Query;

static inline int constrained(const Query *q, int place) { return q->mask[place] != FULL_MASK; }
static inline int exact(const Query *q, int place) { return (q->mask[place] & (q->mask[place] - 1)) == 0; }

/* The same plan as kernel.stage_plan: only the speed depends on it, never the answer. */
static void plan_stages(Query *q) {
    int first = -1, has_exact = 0;
    q->last = -1;
    for (int p = 0; p < PLACES; p++) {
        if (!constrained(q, p)) continue;
        if (first < 0) first = p;
        q->last = p;
        has_exact |= exact(q, p);
    }
    q->pipeline = 0;
    if (first < MAX_PIPELINE && (first < PIPELINE_START || !has_exact)) {
        for (int p = 0; p < MAX_PIPELINE; p++)
            if (constrained(q, p)) q->pipeline = p + 1;
    }
    /* Cards that cannot move before their place first: a single draw tests each. */
    q->chain_count = 0;
    for (int moves = 0; moves < 2; moves++) {
        for (int p = q->pipeline; p < PLACES; p++) {
            if (!exact(q, p)) continue;
            int card = 0;
            while (!((q->mask[p] >> card) & 1)) card++;
            if ((51 - card < p) != moves) continue;
            q->chain_place[q->chain_count] = (uint8_t)p;
            q->chain_card[q->chain_count] = (uint8_t)card;
            q->chain_count++;
        }
    }
    for (int fam = 0; fam < 3; fam++) {
        const Family *f = &FAMILIES[fam];
        memset(q->first_ok[fam], 0, sizeof q->first_ok[fam]);
        for (uint32_t h = 0; h < f->highs; h++)
            if ((q->mask[0] >> (draw(f, h << 16) % PLACES)) & 1) q->first_ok[fam][h >> 6] |= UINT64_C(1) << (h & 63);
    }
}

/* --- candidates ------------------------------------------------------------------------------ */

/* Candidates are filtered in place: `alive` lists the slots still in, and each slot keeps its
 * first state, its picks so far and which deck positions those picks changed. */
typedef struct {
    uint32_t s1[BLOCK];                 /* the state after the first draw */
    uint64_t moved[BLOCK];              /* bit x: deck position x no longer holds card x */
    uint8_t picks[MAX_PIPELINE][BLOCK]; /* the picks of the places filtered so far */
    uint16_t alive[BLOCK];
    int count;
    uint8_t where[BLOCK];    /* a chain card's deck position */
    uint8_t settled[BLOCK];  /* the chain card stays at `where` until its place */
    uint16_t moving[BLOCK];  /* the slots whose chain card moves again before its place */
} Block;

typedef struct {
    uint64_t *numbers;
    size_t count, capacity;
    int failed; /* out of memory */
} Found;

static void found_add(Found *found, uint64_t number) {
    if (found->count == found->capacity) {
        size_t capacity = found->capacity ? found->capacity * 2 : 256;
        uint64_t *grown = realloc(found->numbers, capacity * sizeof *grown);
        if (!grown) {
            found->failed = 1;
            return;
        }
        found->numbers = grown;
        found->capacity = capacity;
    }
    found->numbers[found->count++] = number;
}

/* Keep the candidates whose card at place k (1 <= k < pipeline) is allowed; picks 0..k-1 are known.
 * The card at a position no pick changed is the position's own; otherwise it is traced back, step
 * j having put the card of position 51 - j at pick j. */
static void filter_place(const Query *q, const Family *f, Block *b, int k) {
    const uint32_t mul = STEP_MUL[k], add = STEP_ADD[k];
    const uint64_t mask = q->mask[k];
    int kept = 0;
    for (int i = 0; i < b->count; i++) {
        int slot = b->alive[i];
        uint32_t p = pick(draw(f, mul * b->s1[slot] + add), k);
        uint32_t card = p;
        if ((b->moved[slot] >> p) & 1) /* rare: k picks among 52 - k positions */
            for (int j = k - 1; j >= 0; j--) card = card == b->picks[j][slot] ? (uint32_t)(51 - j) : card;
        b->picks[k][slot] = (uint8_t)p;
        b->moved[slot] |= UINT64_C(1) << p;
        b->alive[kept] = (uint16_t)slot;
        kept += (int)((mask >> card) & 1);
    }
    b->count = kept;
}

/* Keep the candidates where every chain card can be picked at its place (see the top). A chain is
 * followed a move at a time for all candidates together, so that no branch waits on a draw. */
static void filter_chains(const Query *q, const Family *f, Block *b) {
    for (int c = 0; c < q->chain_count && b->count; c++) {
        const int place = q->chain_place[c];
        const uint32_t card = q->chain_card[c];
        int moving = 0;
        for (int i = 0; i < b->count; i++) {
            int slot = b->alive[i];
            b->where[slot] = (uint8_t)card;
            b->settled[slot] = 51 - (int)card >= place;
            b->moving[moving] = (uint16_t)slot;
            moving += !b->settled[slot];
        }
        while (moving) {
            int still = 0;
            for (int i = 0; i < moving; i++) {
                int slot = b->moving[i];
                uint32_t where = b->where[slot];
                int k = 51 - (int)where; /* the card is the deck's last: this pick deals it or takes it */
                uint32_t p = pick(draw(f, STEP_MUL[k] * b->s1[slot] + STEP_ADD[k]), k);
                int lives = p != where, again = 51 - (int)p < place;
                b->where[slot] = (uint8_t)p;
                b->settled[slot] = (uint8_t)(lives & !again);
                b->moving[still] = (uint16_t)slot;
                still += lives & again;
            }
            moving = still;
        }
        const uint32_t mul = STEP_MUL[place], add = STEP_ADD[place];
        int kept = 0;
        for (int i = 0; i < b->count; i++) {
            int slot = b->alive[i];
            uint32_t p = pick(draw(f, mul * b->s1[slot] + add), place);
            b->alive[kept] = (uint16_t)slot;
            kept += b->settled[slot] & (p == b->where[slot]);
        }
        b->count = kept;
    }
}

/* Deal `seed` of the family in full, as the dealer does, and check every mask. */
static int deals_allowed(const Query *q, const Family *f, uint32_t seed) {
    uint8_t deck[PLACES];
    for (int c = 0; c < PLACES; c++) deck[c] = (uint8_t)c;
    uint32_t state = seed;
    for (int k = 0; k <= q->last; k++) {
        state = state * MULTIPLIER + INCREMENT;
        uint32_t p = draw(f, state) % (uint32_t)(PLACES - k);
        if (!((q->mask[k] >> deck[p]) & 1)) return 0;
        deck[p] = deck[51 - k];
    }
    return 1;
}

/* Filter a block whose places 0 .. done-1 are filtered already, then deal its survivors. */
static void finish_block(const Query *q, int fam, Block *b, int done, uint64_t start, uint64_t stop, Found *found) {
    const Family *f = &FAMILIES[fam];
    for (int k = done; k < q->pipeline && b->count; k++) filter_place(q, f, b, k);
    if (q->chain_count && b->count) filter_chains(q, f, b);
    for (int i = 0; i < b->count; i++) {
        uint32_t seed = (INVERSE * (b->s1[b->alive[i]] - INCREMENT)) & f->state_mask;
        uint64_t number = f->base + seed;
        if (number >= start && number < stop && deals_allowed(q, f, (uint32_t)number)) found_add(found, number);
    }
}

static void scan_numbers(const Query *q, uint64_t start, uint64_t stop, Found *found, Block *b) {
    while (start < stop && !found->failed) {
        int fam = family_of(start);
        const Family *f = &FAMILIES[fam];
        uint64_t end = fam == 2 ? stop : (fam == 0 ? UINT64_C(1) << 31 : UINT64_C(1) << 32);
        if (end > stop) end = stop;
        const uint64_t *ok = q->first_ok[fam];
        uint32_t s1 = MULTIPLIER * (uint32_t)start + INCREMENT;
        for (uint64_t first = start; first < end && !found->failed; first += BLOCK) {
            int count = (int)(end - first < BLOCK ? end - first : BLOCK);
            int kept = 0;
            if (q->pipeline) {
                for (int i = 0; i < count; i++) {
                    uint32_t h = (s1 >> 16) & f->high_mask;
                    b->s1[kept] = s1;
                    kept += (int)((ok[h >> 6] >> (h & 63)) & 1);
                    s1 += MULTIPLIER;
                }
                for (int i = 0; i < kept; i++) {
                    uint32_t p = pick(draw(f, b->s1[i]), 0);
                    b->picks[0][i] = (uint8_t)p;
                    b->moved[i] = UINT64_C(1) << p;
                }
            } else {
                for (int i = 0; i < count; i++, s1 += MULTIPLIER) b->s1[i] = s1;
                kept = count;
            }
            for (int i = 0; i < kept; i++) b->alive[i] = (uint16_t)i;
            b->count = kept;
            finish_block(q, fam, b, 1, start, stop, found);
        }
        start = end;
    }
}

static void invert_highs(const Query *q, int fam, uint32_t high_start, uint32_t high_stop, uint64_t start,
                         uint64_t stop, Found *found, Block *b) {
    const Family *f = &FAMILIES[fam];
    for (uint32_t h = high_start; h < high_stop && !found->failed; h++) {
        if (!((q->first_ok[fam][h >> 6] >> (h & 63)) & 1)) continue;
        uint32_t p0 = pick(draw(f, h << 16), 0);
        /* Place 1's mask as a mask of picks: pick p0 now holds the deck's last card, 51. */
        uint64_t mask1 = (q->mask[1] & ~(UINT64_C(1) << p0)) | (((q->mask[1] >> 51) & 1) << p0);
        for (uint32_t low = 0; low < LOWS && !found->failed; low += BLOCK) {
            uint32_t s1 = h << 16 | low;
            int kept = 0, done = 1;
            if (q->pipeline >= 2) {
                uint32_t s2 = s1 * MULTIPLIER + INCREMENT;
                for (int i = 0; i < BLOCK; i++, s1++, s2 += MULTIPLIER) {
                    uint32_t p = pick(draw(f, s2), 1);
                    b->s1[kept] = s1;
                    b->picks[1][kept] = (uint8_t)p;
                    kept += (int)((mask1 >> p) & 1);
                }
                done = 2;
            } else {
                for (int i = 0; i < BLOCK; i++, s1++) b->s1[i] = s1;
                kept = BLOCK;
            }
            memset(b->picks[0], (int)p0, (size_t)kept);
            for (int i = 0; i < kept; i++) {
                b->moved[i] = UINT64_C(1) << p0 | (done == 2 ? UINT64_C(1) << b->picks[1][i] : 0);
                b->alive[i] = (uint16_t)i;
            }
            b->count = kept;
            finish_block(q, fam, b, done, start, stop, found);
        }
    }
}

static int compare_numbers(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

/* --- Python ---------------------------------------------------------------------------------- */

/* An integer argument in lo..hi, or -1 with TypeError (not an integer) or ValueError set. */
static int read_integer(PyObject *value, uint64_t lo, uint64_t hi, const char *message, uint64_t *out) {
    PyObject *index = PyNumber_Index(value);
    if (!index) return -1;
    int overflow = 0;
    long long number = PyLong_AsLongLongAndOverflow(index, &overflow);
    Py_DECREF(index);
    if (number == -1 && PyErr_Occurred()) return -1;
    if (overflow || number < 0 || (uint64_t)number < lo || (uint64_t)number > hi) {
        PyErr_SetString(PyExc_ValueError, message);
        return -1;
    }
    *out = (uint64_t)number;
    return 0;
}

static const char MASKS_COUNT[] = "a query is 52 masks, one a place";
static const char MASK_RANGE[] = "a mask is a set of cards: an int from 1 to 2**52 - 1";
static const char NOTHING_KNOWN[] = "a query must leave out some card at some place";

/* Read the 52 masks from any iterable, never more than 53 items of it. */
static int read_masks(PyObject *masks, uint64_t *mask) {
    PyObject *iterator = PyObject_GetIter(masks);
    if (!iterator) return -1;
    int count = 0, result = -1;
    PyObject *item;
    while ((item = PyIter_Next(iterator))) {
        if (count == PLACES) {
            Py_DECREF(item);
            PyErr_SetString(PyExc_ValueError, MASKS_COUNT);
            goto done;
        }
        uint64_t value;
        int bad = read_integer(item, 1, FULL_MASK, MASK_RANGE, &value);
        Py_DECREF(item);
        if (bad) goto done;
        mask[count++] = value;
    }
    if (PyErr_Occurred()) goto done;
    if (count != PLACES) {
        PyErr_SetString(PyExc_ValueError, MASKS_COUNT);
        goto done;
    }
    result = 0;
done:
    Py_DECREF(iterator);
    return result;
}

static PyObject *Query_new(PyTypeObject *type, PyObject *args, PyObject *kwargs) {
    static char *keywords[] = {"masks", NULL};
    PyObject *masks;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "O:Query", keywords, &masks)) return NULL;
    uint64_t mask[PLACES];
    if (read_masks(masks, mask) < 0) return NULL;
    int any = 0;
    for (int p = 0; p < PLACES; p++) any |= mask[p] != FULL_MASK;
    if (!any) {
        PyErr_SetString(PyExc_ValueError, NOTHING_KNOWN);
        return NULL;
    }
    Query *self = (Query *)type->tp_alloc(type, 0);
    if (!self) return NULL;
    memcpy(self->mask, mask, sizeof mask);
    plan_stages(self);
    return (PyObject *)self;
}

static PyObject *to_list(Found *found, int sort) {
    if (found->failed) {
        free(found->numbers);
        return PyErr_NoMemory();
    }
    if (sort && found->count > 1) qsort(found->numbers, found->count, sizeof *found->numbers, compare_numbers);
    PyObject *list = PyList_New((Py_ssize_t)found->count);
    for (size_t i = 0; list && i < found->count; i++) {
        PyObject *number = PyLong_FromUnsignedLongLong(found->numbers[i]);
        if (!number) Py_CLEAR(list);
        else PyList_SET_ITEM(list, (Py_ssize_t)i, number);
    }
    free(found->numbers);
    return list;
}

static const char NUMBERS_RANGE[] = "the numbers must be 1 <= start <= stop <= 2**33";
static const char SCAN_SIZE[] = "a scan covers at most 2**20 numbers";

static PyObject *Query_scan(Query *self, PyObject *const *args, Py_ssize_t nargs) {
    uint64_t start, stop;
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "scan(start, stop) takes 2 arguments");
        return NULL;
    }
    if (read_integer(args[0], 1, END_OF_DEALS, NUMBERS_RANGE, &start) < 0 ||
        read_integer(args[1], 1, END_OF_DEALS, NUMBERS_RANGE, &stop) < 0)
        return NULL;
    if (start > stop) return PyErr_SetString(PyExc_ValueError, NUMBERS_RANGE), NULL;
    if (stop - start > MAX_PIECE) return PyErr_SetString(PyExc_ValueError, SCAN_SIZE), NULL;
    Found found = {NULL, 0, 0, 0};
    Block *block = malloc(sizeof *block);
    if (!block) return PyErr_NoMemory();
    Py_BEGIN_ALLOW_THREADS
    scan_numbers(self, start, stop, &found, block);
    Py_END_ALLOW_THREADS
    free(block);
    return to_list(&found, 0);
}

static const char ONE_FAMILY[] =
    "an inversion stays in one family: 1..2**31-1, 2**31..2**32-1 or 2**32..2**33-1";
static const char HIGHS_RANGE[] = "the high parts must be 0 <= high_start <= high_stop <= 2**15 (2**16 past 2**32)";
static const char HIGHS_COUNT[] = "an inversion follows at most 16 first draws";

static PyObject *Query_invert(Query *self, PyObject *const *args, Py_ssize_t nargs) {
    uint64_t start, stop, high_start, high_stop;
    if (nargs != 4) {
        PyErr_SetString(PyExc_TypeError, "invert(start, stop, high_start, high_stop) takes 4 arguments");
        return NULL;
    }
    if (read_integer(args[0], 1, END_OF_DEALS, NUMBERS_RANGE, &start) < 0 ||
        read_integer(args[1], 1, END_OF_DEALS, NUMBERS_RANGE, &stop) < 0 ||
        read_integer(args[2], 0, LOWS, HIGHS_RANGE, &high_start) < 0 ||
        read_integer(args[3], 0, LOWS, HIGHS_RANGE, &high_stop) < 0)
        return NULL;
    if (start > stop) return PyErr_SetString(PyExc_ValueError, NUMBERS_RANGE), NULL;
    if (start == stop) return PyList_New(0);
    int fam = family_of(start);
    if (family_of(stop - 1) != fam) return PyErr_SetString(PyExc_ValueError, ONE_FAMILY), NULL;
    if (high_start > high_stop || high_stop > FAMILIES[fam].highs)
        return PyErr_SetString(PyExc_ValueError, HIGHS_RANGE), NULL;
    int highs = 0;
    for (uint64_t h = high_start; h < high_stop; h++) highs += (int)((self->first_ok[fam][h >> 6] >> (h & 63)) & 1);
    if (highs > HIGHS_PER_PIECE) return PyErr_SetString(PyExc_ValueError, HIGHS_COUNT), NULL;
    Found found = {NULL, 0, 0, 0};
    Block *block = malloc(sizeof *block);
    if (!block) return PyErr_NoMemory();
    Py_BEGIN_ALLOW_THREADS
    invert_highs(self, fam, (uint32_t)high_start, (uint32_t)high_stop, start, stop, &found, block);
    Py_END_ALLOW_THREADS
    free(block);
    return to_list(&found, 1);
}

static PyObject *Query_masks(Query *self, void *closure) {
    (void)closure;
    PyObject *tuple = PyTuple_New(PLACES);
    for (int p = 0; tuple && p < PLACES; p++) {
        PyObject *mask = PyLong_FromUnsignedLongLong(self->mask[p]);
        if (!mask) Py_CLEAR(tuple);
        else PyTuple_SET_ITEM(tuple, p, mask);
    }
    return tuple;
}

static PyObject *Query_stages(Query *self, void *closure) {
    (void)closure;
    PyObject *chains = PyTuple_New(self->chain_count);
    for (int c = 0; chains && c < self->chain_count; c++) {
        PyObject *place = PyLong_FromLong(self->chain_place[c]);
        if (!place) Py_CLEAR(chains);
        else PyTuple_SET_ITEM(chains, c, place);
    }
    if (!chains) return NULL;
    return Py_BuildValue("(iN)", self->pipeline, chains);
}

static PyObject *Query_reduce(Query *self, PyObject *unused) {
    (void)unused;
    PyObject *masks = Query_masks(self, NULL);
    if (!masks) return NULL;
    return Py_BuildValue("(O(N))", (PyObject *)Py_TYPE(self), masks);
}

static PyMethodDef Query_methods[] = {
    {"scan", (PyCFunction)(void (*)(void))Query_scan, METH_FASTCALL,
     "scan(start, stop, /) -> the numbers in [start, stop) (at most 2**20) whose deal fits, in order."},
    {"invert", (PyCFunction)(void (*)(void))Query_invert, METH_FASTCALL,
     "invert(start, stop, high_start, high_stop, /) -> the numbers in [start, stop) (one family) whose deal "
     "fits and whose first state's high part is in [high_start, high_stop), in order."},
    {"__reduce__", (PyCFunction)Query_reduce, METH_NOARGS, "Pickled as its masks."},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Query_getset[] = {
    {"masks", (getter)Query_masks, NULL, "The 52 masks, place by place.", NULL},
    {"stages", (getter)Query_stages, NULL, "(pipeline places, chain places): how the kernel filters.", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject QueryType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "freecell_gui.core.finder._finder.Query",
    .tp_basicsize = sizeof(Query),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Query(masks): the deal finder's kernel in C; see kernel.PyQuery.",
    .tp_new = Query_new,
    .tp_methods = Query_methods,
    .tp_getset = Query_getset,
};

static struct PyModuleDef finder_module = {
    PyModuleDef_HEAD_INIT, "_finder", "The deal finder's kernel in C (see kernel.py).", -1, NULL, NULL, NULL, NULL,
    NULL,
};

PyMODINIT_FUNC PyInit__finder(void) {
    init_tables();
    if (PyType_Ready(&QueryType) < 0) return NULL;
    PyObject *module = PyModule_Create(&finder_module);
    if (!module) return NULL;
    Py_INCREF(&QueryType);
    if (PyModule_AddObject(module, "Query", (PyObject *)&QueryType) < 0) {
        Py_DECREF(&QueryType);
        Py_DECREF(module);
        return NULL;
    }
    return module;
}
