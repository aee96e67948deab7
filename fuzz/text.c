/* SPDX-License-Identifier: Apache-2.0 */
/* text.c: fuzzes every function that parses or validates text from its caller: deep links
 * (foodtruck_deep_link_parse), search (foodtruck_donut_search, foodtruck_order_count, foodtruck_order_list), donut names
 * (foodtruck_donut_create, foodtruck_donut_edit), links into the app and saved navigation states
 * (foodtruck_navigation_open_link, foodtruck_navigation_restore) and the weather's legal page
 * (foodtruck_weather_set_legal_page), and with them the library's UTF-8 validation.
 *
 * Text is where a C caller's bytes meet Swift's String: invalid UTF-8, embedded surrogates,
 * overlong forms, combining marks, bidi controls, kilobytes of it. Each input is a byte choosing
 * the language, a byte choosing the result buffer, one text (up to 4 KB, ended by its NUL) and
 * the bytes for the other arguments; the text goes to all nine functions, each checked against
 * references written here from the header:
 *   - validity: a text longer than the function's limit is refused (FOODTRUCK_ERR_INVALID_ARGUMENT),
 *     else invalid UTF-8 (by the RFC 3629 decoder in oracles.h) gives FOODTRUCK_ERR_INVALID_UTF8, and
 *     valid text never does;
 *   - deep links: "foodtruck://order/" and digits parses (FOODTRUCK_OK or FOODTRUCK_ERR_NOT_FOUND), anything
 *     else is FOODTRUCK_ERR_INVALID_ARGUMENT; the link of each order parses to it; a parsed number's
 *     link parses back to it;
 *   - search: the matching donuts are exactly those whose name or an ingredient's name contains
 *     the text after folding (a reference fold for ASCII and Arabic, which is all the catalog's
 *     names are: ASCII lowercase, Arabic diacritics and tatweel dropped, letter variants
 *     unified), and for any text, dropping its last character never loses a match; order search
 *     likewise over display ids and donuts, and the listed page agrees with the count;
 *   - names: an ASCII name is accepted exactly when, trimmed of white space, it has 1 to 64
 *     characters and no control character; an accepted name reads back as an infix of the text
 *     without control, format or separator characters, in every language, and searching for it
 *     (or for a piece of it) finds the donut;
 *   - links, saved states and the legal page: as calls_navigation.h and calls_weather.h hold
 *     every call (a panel's link selects it, an order link goes as foodtruck_deep_link_parse says,
 *     a saved state is accepted exactly by the grammar of docs/domain.md §9.3 and saves back the
 *     same, anything refused changes nothing), on a session of its own whose navigation and
 *     legal page each input first resets. */
#include "calls.h"

/* The documented limits on text arguments, in UTF-8 bytes (the header's "Text limits"). */
#define SEARCH_LIMIT FOODTRUCK_SEARCH_MAX_BYTES
#define LINK_LIMIT FOODTRUCK_DEEP_LINK_MAX_BYTES
#define NAME_LIMIT FOODTRUCK_DONUT_NAME_MAX_BYTES
#define MAX_TEXT 4096
#define MAX_NAME 512 /* folded names are short; this holds any of them */

/* ---- The reference fold ---------------------------------------------------------------- */

static void append_scalar(char *out, size_t *length, int32_t scalar) {
    if (scalar < 0x80) {
        out[(*length)++] = (char)scalar;
    } else if (scalar < 0x800) {
        out[(*length)++] = (char)(0xC0 | scalar >> 6);
        out[(*length)++] = (char)(0x80 | (scalar & 0x3F));
    } else {
        out[(*length)++] = (char)(0xE0 | scalar >> 12);
        out[(*length)++] = (char)(0x80 | (scalar >> 6 & 0x3F));
        out[(*length)++] = (char)(0x80 | (scalar & 0x3F));
    }
}

/* The library's fold (TextFolding.swift, as docs/conventions.md states it) for text made only of
 * ASCII and the Arabic block, where it is simple: ASCII lowercase, harakat, superscript alef
 * and tatweel dropped, alef with hamza or madda read as alef, teh marbuta as heh, alef maksura
 * as yeh. Returns false for any other text (no reference then). out holds 3 x length + 1. */
static bool reference_fold(const char *text, char *out) {
    const unsigned char *bytes = (const unsigned char *)text;
    size_t length = strlen(text), written = 0;
    for (size_t at = 0; at < length;) {
        int32_t scalar = fz_utf8_next(bytes, length, &at);
        if (scalar < 0 || (scalar >= 0x80 && (scalar < 0x0600 || scalar > 0x06FF))) return false;
        if (scalar >= 'A' && scalar <= 'Z') scalar += 'a' - 'A';
        if ((scalar >= 0x064B && scalar <= 0x065F) || scalar == 0x0670 || scalar == 0x0640) continue;
        if (scalar == 0x0622 || scalar == 0x0623 || scalar == 0x0625) scalar = 0x0627;
        if (scalar == 0x0629) scalar = 0x0647;
        if (scalar == 0x0649) scalar = 0x064A;
        append_scalar(out, &written, scalar);
    }
    out[written] = '\0';
    return true;
}

/* ---- What the references need to know, read once ----------------------------------------- */

#define LOCALES 2

typedef struct catalog_names {
    bool available; /* every name below folded by the reference */
    size_t donuts;
    char folded[FOODTRUCK_CATALOG_DONUT_COUNT][4][MAX_NAME]; /* the donut's name, then its ingredients' */
    int names[FOODTRUCK_CATALOG_DONUT_COUNT];
    size_t orders;
    char order_ids[32][MAX_NAME]; /* each order's display id, folded */
    uint32_t order_donuts[32];   /* each order's donuts, as bits */
} catalog_names;

static foodtruck_truck *reads;    /* a simulated session, only read */
static foodtruck_truck *moves;    /* the same session, whose navigation and legal page the text changes */
static catalog_names names[LOCALES];

static bool fold_name(const char *text, char *out) {
    return strlen(text) < MAX_NAME / 3 && reference_fold(text, out);
}

static void learn_locale(foodtruck_locale locale) {
    catalog_names *c = &names[locale];
    char text[MAX_NAME];
    c->available = true;
    FZ_REQUIRE(foodtruck_truck_set_locale(reads, locale) == FOODTRUCK_OK && foodtruck_donut_count(reads, &c->donuts) == FOODTRUCK_OK &&
                   c->donuts == FOODTRUCK_CATALOG_DONUT_COUNT,
               "harness: reading the catalog failed: %s", foodtruck_last_error());
    for (int32_t id = 0; id < FOODTRUCK_CATALOG_DONUT_COUNT; id++) {
        foodtruck_donut donut;
        FZ_REQUIRE(foodtruck_donut_get(reads, id, &donut) == FOODTRUCK_OK && foodtruck_donut_name(reads, id, text, sizeof text, NULL) == FOODTRUCK_OK,
                   "harness: reading donut %d failed", (int)id);
        int n = 0;
        c->available &= fold_name(text, c->folded[id][n++]);
        const int32_t parts[3][2] = {{FOODTRUCK_INGREDIENT_DOUGH, donut.dough}, {FOODTRUCK_INGREDIENT_GLAZE, donut.glaze},
                                     {FOODTRUCK_INGREDIENT_TOPPING, donut.topping}};
        for (int k = 0; k < 3; k++) {
            if (parts[k][1] == FOODTRUCK_NO_INGREDIENT) continue;
            foodtruck_ingredient_kind kind = (foodtruck_ingredient_kind)parts[k][0];
            FZ_REQUIRE(foodtruck_ingredient_name(reads, kind, parts[k][1], text, sizeof text, NULL) == FOODTRUCK_OK,
                       "harness: reading an ingredient failed");
            c->available &= fold_name(text, c->folded[id][n++]);
        }
        c->names[id] = n;
    }
    FZ_REQUIRE(foodtruck_order_count(reads, FOODTRUCK_ORDER_STATUS_ALL, "", &c->orders) == FOODTRUCK_OK && c->orders <= 32,
               "harness: counting orders failed");
    for (size_t i = 0; i < c->orders; i++) {
        int32_t number = (int32_t)i + 1;
        foodtruck_order_line lines[64];
        size_t count = 0;
        FZ_REQUIRE(foodtruck_order_display_id(reads, number, text, sizeof text, NULL) == FOODTRUCK_OK &&
                       foodtruck_order_lines(reads, number, lines, 64, &count) == FOODTRUCK_OK,
                   "harness: reading order %d failed", (int)number);
        c->available &= fold_name(text, c->order_ids[i]);
        c->order_donuts[i] = 0;
        for (size_t k = 0; k < count; k++) c->order_donuts[i] |= 1u << lines[k].donut_id;
    }
}

static void set_up(void) {
    FZ_REQUIRE(foodtruck_truck_new(&reads) == FOODTRUCK_OK && foodtruck_truck_simulate(reads, 3, FZ_T0, 0) == FOODTRUCK_OK,
               "harness: the session could not be set up: %s", foodtruck_last_error());
    fz_live_add(reads);
    FZ_REQUIRE(foodtruck_truck_new(&moves) == FOODTRUCK_OK && foodtruck_truck_simulate(moves, 3, FZ_T0, 0) == FOODTRUCK_OK,
               "harness: the second session could not be set up: %s", foodtruck_last_error());
    fz_live_add(moves);
    learn_locale(FOODTRUCK_LOCALE_AR);
    learn_locale(FOODTRUCK_LOCALE_EN);
}

/* ---- Validity ------------------------------------------------------------------------------ */

/* The status a text argument alone decides, or FOODTRUCK_OK when the text is acceptable and the
 * function's own rules decide. */
static foodtruck_status text_verdict(const char *text, size_t length, size_t limit) {
    if (length > limit) return FOODTRUCK_ERR_INVALID_ARGUMENT;
    if (!fz_utf8_valid(text, length)) return FOODTRUCK_ERR_INVALID_UTF8;
    return FOODTRUCK_OK;
}

static void require_verdict(const char *function, foodtruck_status status, foodtruck_status verdict, size_t length) {
    if (verdict != FOODTRUCK_OK) {
        FZ_REQUIRE(status == verdict, "%s with %zu bytes of text gave %s, expected %s (%s)", function, length,
                   foodtruck_status_string(status), foodtruck_status_string(verdict), foodtruck_last_error());
    } else {
        FZ_REQUIRE(status != FOODTRUCK_ERR_INVALID_UTF8, "%s refused valid UTF-8 (%zu bytes)", function, length);
    }
}

/* ---- Deep links ---------------------------------------------------------------------------- */

static void check_deep_link(const char *text, size_t length) {
    int32_t number;
    foodtruck_status status = fz_deep_link_parse(reads, text, false, &number);
    foodtruck_status verdict = text_verdict(text, length, LINK_LIMIT);
    require_verdict("foodtruck_deep_link_parse", status, verdict, length);
    if (verdict != FOODTRUCK_OK) return;
    static const char prefix[] = "foodtruck://order/";
    size_t p = sizeof prefix - 1;
    bool link = length > p && strncmp(text, prefix, p) == 0 && strspn(text + p, "0123456789") == length - p;
    FZ_REQUIRE(link ? (status == FOODTRUCK_OK || status == FOODTRUCK_ERR_NOT_FOUND) : status == FOODTRUCK_ERR_INVALID_ARGUMENT,
               "foodtruck_deep_link_parse(\"%.80s\") gave %s", text, foodtruck_status_string(status));
    /* The canonical link of an existing order names it. */
    const catalog_names *c = &names[FOODTRUCK_LOCALE_EN];
    for (size_t i = 0; link && i < c->orders; i++) {
        char canonical[48];
        fz_order_link((int32_t)i + 1, canonical);
        if (strcmp(canonical, text) == 0) {
            FZ_REQUIRE(number == (int32_t)i + 1, "foodtruck_deep_link_parse(\"%s\") gave %d", text, (int)number);
        }
    }
}

/* ---- Search ------------------------------------------------------------------------------- */

/* The donuts (as bits) whose name or ingredient's name contains the folded needle. */
static uint32_t reference_donuts(const catalog_names *c, const char *folded) {
    uint32_t found = 0;
    for (size_t id = 0; id < c->donuts; id++) {
        for (int k = 0; k < c->names[id]; k++) {
            if (strstr(c->folded[id][k], folded) != NULL) found |= 1u << id;
        }
    }
    return found;
}

static uint32_t as_bits(const int32_t *ids, size_t count) {
    uint32_t bits = 0;
    for (size_t i = 0; i < count; i++) {
        if (ids[i] >= 0 && ids[i] < 32) bits |= 1u << ids[i];
    }
    return bits;
}

/* The text without its last scalar (valid UTF-8 in, valid UTF-8 out). */
static size_t drop_last_scalar(const char *text, size_t length) {
    size_t end = length;
    while (end > 0 && ((unsigned char)text[end - 1] & 0xC0) == 0x80) end--;
    return end > 0 ? end - 1 : 0;
}

static void check_search(foodtruck_locale locale, const char *text, size_t length, uint8_t mode) {
    int32_t ids[256];
    size_t found;
    foodtruck_status status = fz_search(reads, text, mode, ids, &found);
    foodtruck_status verdict = text_verdict(text, length, SEARCH_LIMIT);
    require_verdict("foodtruck_donut_search", status, verdict, length);
    if (verdict != FOODTRUCK_OK) return;
    FZ_REQUIRE(status == FOODTRUCK_OK, "foodtruck_donut_search refused \"%.80s\": %s", text, foodtruck_last_error());
    uint32_t got = as_bits(ids, found);

    /* Against the reference fold. */
    const catalog_names *c = &names[locale];
    char *folded = malloc(3 * length + 1);
    FZ_REQUIRE(folded != NULL, "harness: out of memory");
    if (c->available && reference_fold(text, folded)) {
        uint32_t expected = reference_donuts(c, folded);
        FZ_REQUIRE(got == expected, "foodtruck_donut_search(\"%.80s\") found donuts 0x%x, the reference 0x%x", text,
                   (unsigned)got, (unsigned)expected);
    }
    free(folded);

    /* Containment is monotone: the text less its last character matches at least as much. */
    if (length > 0) {
        char shorter[SEARCH_LIMIT + 1];
        size_t cut = drop_last_scalar(text, length);
        memcpy(shorter, text, cut);
        shorter[cut] = '\0';
        int32_t more[256];
        size_t n = 0;
        FZ_REQUIRE(foodtruck_donut_search(reads, shorter, more, 256, &n) == FOODTRUCK_OK, "foodtruck_donut_search refused a prefix: %s",
                   foodtruck_last_error());
        uint32_t wider = as_bits(more, n);
        FZ_REQUIRE((got & ~wider) == 0, "foodtruck_donut_search: \"%.80s\" finds donuts 0x%x that its prefix does not (0x%x)",
                   text, (unsigned)got, (unsigned)wider);
    }
}

static void check_order_search(foodtruck_locale locale, const char *text, size_t length, fz_input *in) {
    fz_frame f = fz_frame_for(reads);
    size_t *count = fz_out(&f, sizeof *count);
    foodtruck_status status = fz_check(&f, "foodtruck_order_count", foodtruck_order_count(reads, FOODTRUCK_ORDER_STATUS_ALL, text, count));
    size_t total = status == FOODTRUCK_OK ? *count : 0;
    fz_release(&f);
    foodtruck_status verdict = text_verdict(text, length, SEARCH_LIMIT);
    require_verdict("foodtruck_order_count", status, verdict, length);

    foodtruck_order_sort sort = (foodtruck_order_sort)fz_choice(in, 4);
    int32_t numbers[64];
    size_t listed = 0;
    fz_frame g = fz_frame_for(reads);
    foodtruck_status list_status =
        fz_check(&g, "foodtruck_order_list", foodtruck_order_list(reads, FOODTRUCK_ORDER_STATUS_ALL, text, sort, fz_bool(in), 0, 64, numbers, 64, &listed));
    fz_release(&g);
    require_verdict("foodtruck_order_list", list_status, verdict, length);
    if (verdict != FOODTRUCK_OK) return;
    FZ_REQUIRE(status == FOODTRUCK_OK && list_status == FOODTRUCK_OK && listed == total,
               "order search for \"%.80s\": foodtruck_order_count %s (%zu), foodtruck_order_list %s (%zu)", text,
               foodtruck_status_string(status), total, foodtruck_status_string(list_status), listed);

    const catalog_names *c = &names[locale];
    char *folded = malloc(3 * length + 1);
    FZ_REQUIRE(folded != NULL, "harness: out of memory");
    if (c->available && reference_fold(text, folded)) {
        uint32_t donuts = reference_donuts(c, folded);
        size_t expected = 0;
        for (size_t i = 0; i < c->orders; i++) {
            if (folded[0] == '\0' || strstr(c->order_ids[i], folded) != NULL || (c->order_donuts[i] & donuts) != 0) {
                expected++;
            }
        }
        FZ_REQUIRE(total == expected, "foodtruck_order_count(\"%.80s\") is %zu, the reference %zu", text, total, expected);
    }
    free(folded);
}

/* ---- Names --------------------------------------------------------------------------------- */

static bool ascii_space(unsigned char c) { return c == ' ' || (c >= 0x09 && c <= 0x0D); }

/* Control (Cc), format (Cf) and line or paragraph separator (Zl, Zp) scalars: what a donut name
 * must not contain. The Cf list is Unicode's (15.1). */
static bool forbidden_scalar(int32_t c) {
    static const int32_t format[][2] = {
        {0x00AD, 0x00AD}, {0x0600, 0x0605}, {0x061C, 0x061C}, {0x06DD, 0x06DD}, {0x070F, 0x070F},
        {0x0890, 0x0891}, {0x08E2, 0x08E2}, {0x180E, 0x180E}, {0x200B, 0x200F}, {0x2028, 0x202E},
        {0x2060, 0x2064}, {0x2066, 0x206F}, {0xFEFF, 0xFEFF}, {0xFFF9, 0xFFFB}, {0x110BD, 0x110BD},
        {0x110CD, 0x110CD}, {0x13430, 0x1343F}, {0x1BCA0, 0x1BCA3}, {0x1D173, 0x1D17A}, {0xE0001, 0xE0001},
        {0xE0020, 0xE007F}};
    if (c < 0x20 || (c >= 0x7F && c <= 0x9F)) return true;
    for (size_t i = 0; i < FZ_NELEMS(format); i++) {
        if (c >= format[i][0] && c <= format[i][1]) return true;
    }
    return false;
}

/* What an ASCII name must give: FOODTRUCK_OK when, trimmed, it has 1 to 64 characters and no control
 * character; else FOODTRUCK_ERR_INVALID_ARGUMENT. *start and *end delimit the trimmed name. */
static foodtruck_status ascii_name_verdict(const char *text, size_t length, size_t *start, size_t *end) {
    size_t a = 0, b = length;
    while (a < b && ascii_space((unsigned char)text[a])) a++;
    while (b > a && ascii_space((unsigned char)text[b - 1])) b--;
    *start = a, *end = b;
    if (a == b || b - a > 64) return FOODTRUCK_ERR_INVALID_ARGUMENT;
    for (size_t i = a; i < b; i++) {
        if ((unsigned char)text[i] < 0x20 || text[i] == 0x7F) return FOODTRUCK_ERR_INVALID_ARGUMENT;
    }
    return FOODTRUCK_OK;
}

static bool is_ascii(const char *text, size_t length) {
    for (size_t i = 0; i < length; i++) {
        if ((unsigned char)text[i] >= 0x80) return false;
    }
    return true;
}

/* The donut's name as stored, in both languages; checks it against the text it came from. */
static void check_stored_name(foodtruck_truck *truck, int32_t id, const char *text, size_t length) {
    char stored[2][MAX_TEXT + 1];
    for (int locale = 0; locale < LOCALES; locale++) {
        FZ_REQUIRE(foodtruck_truck_set_locale(truck, (foodtruck_locale)locale) == FOODTRUCK_OK &&
                       foodtruck_donut_name(truck, id, stored[locale], sizeof stored[locale], NULL) == FOODTRUCK_OK,
                   "reading back donut %d failed: %s", (int)id, foodtruck_last_error());
    }
    FZ_REQUIRE(strcmp(stored[0], stored[1]) == 0, "donut %d has a different name in Arabic", (int)id);
    const char *name = stored[0];
    size_t n = strlen(name);
    FZ_REQUIRE(n > 0 && n <= length, "donut %d's name has %zu bytes from a text of %zu", (int)id, n, length);
    const char *at = NULL;
    for (const char *p = text; p + n <= text + length && at == NULL; p++) {
        if (memcmp(p, name, n) == 0) at = p;
    }
    FZ_REQUIRE(at != NULL, "donut %d's name \"%.80s\" is not part of the text it was given", (int)id, name);
    for (size_t i = 0; i < n;) {
        int32_t scalar = fz_utf8_next((const unsigned char *)name, n, &i);
        FZ_REQUIRE(scalar >= 0 && !forbidden_scalar(scalar), "donut %d's name contains U+%04X", (int)id, (unsigned)scalar);
    }
    FZ_REQUIRE(!ascii_space((unsigned char)name[0]) && !ascii_space((unsigned char)name[n - 1]),
               "donut %d's name \"%.80s\" is not trimmed", (int)id, name);
    if (is_ascii(text, length)) {
        size_t start, end;
        ascii_name_verdict(text, length, &start, &end);
        FZ_REQUIRE(n == end - start && memcmp(name, text + start, n) == 0,
                   "donut %d's name \"%s\" is not the text trimmed", (int)id, name);
    }
    /* Searching for the name, or for a piece of it, finds the donut. */
    if (n <= SEARCH_LIMIT) {
        int32_t ids[256];
        size_t count = 0;
        FZ_REQUIRE(foodtruck_donut_search(truck, name, ids, 256, &count) == FOODTRUCK_OK && (as_bits(ids, count) & 1u << id) != 0,
                   "searching for donut %d's name \"%.80s\" does not find it", (int)id, name);
        size_t cut = drop_last_scalar(name, n);
        char piece[SEARCH_LIMIT + 1];
        memcpy(piece, name, cut);
        piece[cut] = '\0';
        FZ_REQUIRE(foodtruck_donut_search(truck, piece, ids, 256, &count) == FOODTRUCK_OK && (as_bits(ids, count) & 1u << id) != 0,
                   "searching for a prefix of donut %d's name does not find it", (int)id);
    }
}

static void check_names(fz_input *in, const char *text, size_t length) {
    foodtruck_truck *truck = NULL;
    FZ_REQUIRE(foodtruck_truck_new(&truck) == FOODTRUCK_OK, "harness: foodtruck_truck_new failed: %s", foodtruck_last_error());
    fz_live_add(truck);
    foodtruck_status verdict = text_verdict(text, length, NAME_LIMIT);
    size_t start, end;
    foodtruck_status ascii = is_ascii(text, length) ? ascii_name_verdict(text, length, &start, &end) : FOODTRUCK_OK;
    for (int edit = 0; edit < 2; edit++) {
        int32_t id = -1, recipe[3];
        fz_recipe(in, recipe, true);
        foodtruck_status status = fz_donut_create_or_edit(truck, !edit, 0, text, recipe, false, &id);
        const char *function = edit ? "foodtruck_donut_edit" : "foodtruck_donut_create";
        require_verdict(function, status, verdict, length);
        if (status == FOODTRUCK_OK) check_stored_name(truck, edit ? 0 : id, text, length);
        /* The recipe is valid: an ASCII name decides by itself. */
        if (verdict == FOODTRUCK_OK && is_ascii(text, length)) {
            FZ_REQUIRE(status == ascii, "%s(\"%.80s\") gave %s, expected %s", function, text, foodtruck_status_string(status),
                       foodtruck_status_string(ascii));
        }
    }
    fz_call_truck_free(truck);
}

/* ---- Links, saved states, the legal page ------------------------------------------------------ */

static void check_navigation(foodtruck_locale locale, const char *text, size_t length) {
    FZ_REQUIRE(foodtruck_truck_set_locale(moves, locale) == FOODTRUCK_OK && foodtruck_navigation_restore(moves, "truck") == FOODTRUCK_OK &&
                   foodtruck_weather_set_legal_page(moves, "") == FOODTRUCK_OK,
               "harness: resetting the second session failed: %s", foodtruck_last_error());
    require_verdict("foodtruck_navigation_open_link", fz_navigation_open_link(moves, text), text_verdict(text, length, LINK_LIMIT),
                    length);
    require_verdict("foodtruck_navigation_restore", fz_navigation_restore(moves, text),
                    text_verdict(text, length, FOODTRUCK_NAVIGATION_SAVED_MAX_BYTES), length);
    require_verdict("foodtruck_weather_set_legal_page", fz_weather_set_legal_page(moves, text),
                    text_verdict(text, length, FOODTRUCK_WEATHER_LEGAL_PAGE_MAX_BYTES), length);
}

/* ---- The harness ----------------------------------------------------------------------------- */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (reads == NULL) set_up();
    fz_input in = fz_input_of(data, size);
    uint8_t flags = fz_u8(&in);
    foodtruck_locale locale = flags & 1 ? FOODTRUCK_LOCALE_AR : FOODTRUCK_LOCALE_EN;
    uint8_t mode = fz_u8(&in);
    /* Then the text, up to its NUL; the bytes after it feed the other arguments. */
    char *text = malloc(MAX_TEXT + 1);
    FZ_REQUIRE(text != NULL, "harness: out of memory");
    size_t length = fz_text_bytes(&in, text, MAX_TEXT);
    FZ_REQUIRE(foodtruck_truck_set_locale(reads, locale) == FOODTRUCK_OK, "harness: set_locale failed");
    check_deep_link(text, length);
    check_search(locale, text, length, mode);
    check_order_search(locale, text, length, &in);
    check_names(&in, text, length);
    check_navigation(locale, text, length);
    free(text);
    return 0;
}
