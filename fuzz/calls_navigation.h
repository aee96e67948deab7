/* SPDX-License-Identifier: Apache-2.0 */
/* calls_navigation.h: the checked calls of the header's Navigation section but the order links
 * (those are in calls.h's Orders part), included by calls.h: the sidebar, the panels' texts and
 * links, the selection and the path, the Truck screen's cards, links into the app and the saved
 * state. Each change is held to what the header says it does, and a refused one to leaving the
 * state as it was; the saved text to one built here from the selection and the path, and
 * foodtruck_navigation_restore to a parser of that text written here from docs/domain.md §9.3. */
#ifndef FUZZ_CALLS_NAVIGATION_H
#define FUZZ_CALLS_NAVIGATION_H

#define FZ_PANELS 11
#define FZ_MAX_DEPTH 16
#define FZ_SAVED_ROOM 1024 /* a saved text the harness builds: twice the limit, and more */

static inline bool fz_panel_valid(foodtruck_panel panel) { return (int)panel >= 0 && (int)panel < FZ_PANELS; }

static inline bool fz_city_panel(foodtruck_panel panel) {
    return panel >= FOODTRUCK_PANEL_CITY_CUPERTINO && panel <= FOODTRUCK_PANEL_CITY_LONDON;
}

/* A panel's slug in saved state, from its link: "top-five" (foodtruck://panel/top-five),
 * "city/london" (foodtruck://city/london); "" when it has none. */
static inline const char *fz_panel_slug(foodtruck_panel panel, char slug[64]) {
    char link[96];
    slug[0] = '\0';
    if (foodtruck_panel_link(panel, link, sizeof link, NULL) != FOODTRUCK_OK) return slug;
    const char *rest = strncmp(link, "foodtruck://panel/", 18) == 0 ? link + 18 : link + strlen("foodtruck://");
    snprintf(slug, 64, "%s", rest);
    return slug;
}

/* ---- The sidebar and the panels ------------------------------------------------------------- */

/* Truck, Orders, Social Feed, Account (with it), Sales History under no heading, then Donuts,
 * Donut Editor and Top 5 under Donuts, the three cities under Cities. */
static inline void fz_check_sidebar(const fz_result *result, void *context) {
    bool account = *(const bool *)context;
    static const foodtruck_panel panels[] = {
        FOODTRUCK_PANEL_TRUCK,          FOODTRUCK_PANEL_ORDERS,         FOODTRUCK_PANEL_SOCIAL_FEED,
        FOODTRUCK_PANEL_ACCOUNT,        FOODTRUCK_PANEL_SALES_HISTORY,  FOODTRUCK_PANEL_DONUTS,
        FOODTRUCK_PANEL_DONUT_EDITOR,   FOODTRUCK_PANEL_TOP_FIVE,       FOODTRUCK_PANEL_CITY_CUPERTINO,
        FOODTRUCK_PANEL_CITY_SAN_FRANCISCO, FOODTRUCK_PANEL_CITY_LONDON};
    const foodtruck_sidebar_item *items = (const foodtruck_sidebar_item *)result->data;
    FZ_REQUIRE(result->length == (account ? 11u : 10u), "foodtruck_sidebar_items(%d) gave %zu rows", (int)account,
               result->length);
    for (size_t i = 0, row = 0; i < FZ_NELEMS(panels); i++) {
        if (panels[i] == FOODTRUCK_PANEL_ACCOUNT && !account) continue;
        foodtruck_sidebar_section section = i < 5   ? FOODTRUCK_SECTION_NONE
                                            : i < 8 ? FOODTRUCK_SECTION_DONUTS
                                                    : FOODTRUCK_SECTION_CITIES;
        FZ_REQUIRE(items[row].panel == panels[i] && items[row].section == section,
                   "foodtruck_sidebar_items(%d): row %zu is panel %d in section %d, expected %d in %d", (int)account, row,
                   (int)items[row].panel, (int)items[row].section, (int)panels[i], (int)section);
        row++;
    }
}

typedef struct fz_section_rule {
    foodtruck_sidebar_section section;
} fz_section_rule;

/* A heading, but "" for the items under none. */
static inline void fz_check_section_title(const fz_result *result, void *context) {
    const fz_section_rule *rule = (const fz_section_rule *)context;
    FZ_REQUIRE((result->length == 0) == (rule->section == FOODTRUCK_SECTION_NONE),
               "foodtruck_sidebar_section_title(%d) is \"%s\"", (int)rule->section, (const char *)result->data);
}

static inline void fz_call_sidebar(fz_input *in, const foodtruck_truck *truck) {
    bool account = fz_bool(in);
    FZ_ARRAY_PURE("foodtruck_sidebar_items", fz_u8(in), foodtruck_sidebar_item, 0, fz_check_sidebar, &account,
                  foodtruck_sidebar_items(account, (foodtruck_sidebar_item *)FZ_BUF, FZ_CAP, FZ_LEN));
    FZ_TEXT("foodtruck_sidebar_title", truck, fz_u8(in), fz_check_name, (void *)"foodtruck_sidebar_title",
            foodtruck_sidebar_title(truck, FZ_BUF, FZ_CAP, FZ_LEN));
    fz_section_rule rule = {fz_sidebar_section(in)};
    FZ_TEXT("foodtruck_sidebar_section_title", truck, fz_u8(in), fz_check_section_title, &rule,
            foodtruck_sidebar_section_title(truck, rule.section, FZ_BUF, FZ_CAP, FZ_LEN));
    FZ_STATUS_CALL(status, "foodtruck_sidebar_section_title", truck,
                   foodtruck_sidebar_section_title(truck, rule.section, NULL, 0, NULL));
    fz_expect_valid("foodtruck_sidebar_section_title", status, fz_is_live(truck), (int)rule.section >= 0 && (int)rule.section < 3);
}

typedef struct fz_panel_rule {
    const foodtruck_truck *truck;
    foodtruck_panel panel;
} fz_panel_rule;

/* A label; a city page's is its city's name. */
static inline void fz_check_panel_title(const fz_result *result, void *context) {
    const fz_panel_rule *rule = (const fz_panel_rule *)context;
    const char *title = (const char *)result->data;
    FZ_REQUIRE(result->length > 0, "foodtruck_panel_title(%d) is empty", (int)rule->panel);
    char city[256];
    if (fz_city_panel(rule->panel) &&
        foodtruck_city_name(rule->truck, (foodtruck_city)(rule->panel - FOODTRUCK_PANEL_CITY_CUPERTINO), city, sizeof city,
                            NULL) == FOODTRUCK_OK) {
        FZ_REQUIRE(strcmp(title, city) == 0, "city panel %d is titled \"%s\", its city \"%s\"", (int)rule->panel, title, city);
    }
}

/* foodtruck://panel/<kebab>, or foodtruck://city/<the city's slug> for a city page. */
static inline void fz_check_panel_link(const fz_result *result, void *context) {
    const fz_panel_rule *rule = (const fz_panel_rule *)context;
    const char *link = (const char *)result->data;
    char expected[64];
    if (fz_city_panel(rule->panel)) {
        snprintf(expected, sizeof expected, "foodtruck://city/%s", fz_city_slugs[rule->panel - FOODTRUCK_PANEL_CITY_CUPERTINO]);
        FZ_REQUIRE(strcmp(link, expected) == 0, "foodtruck_panel_link(%d) is \"%s\", expected %s", (int)rule->panel, link,
                   expected);
    } else {
        FZ_REQUIRE(strncmp(link, "foodtruck://panel/", 18) == 0 && fz_kebab(link + 18), "foodtruck_panel_link(%d) is \"%s\"",
                   (int)rule->panel, link);
    }
}

/* A panel's title, icon and link, and a text of a shell's chrome. */
static inline void fz_call_panel_texts(fz_input *in, const foodtruck_truck *truck) {
    fz_panel_rule rule = {truck, fz_panel(in)};
    bool valid = fz_panel_valid(rule.panel);
    FZ_TEXT("foodtruck_panel_title", truck, fz_u8(in), fz_check_panel_title, &rule,
            foodtruck_panel_title(truck, rule.panel, FZ_BUF, FZ_CAP, FZ_LEN));
    FZ_STATUS_CALL(titled, "foodtruck_panel_title", truck, foodtruck_panel_title(truck, rule.panel, NULL, 0, NULL));
    fz_expect_valid("foodtruck_panel_title", titled, fz_is_live(truck), valid);
    foodtruck_icon icon = FOODTRUCK_ICON_TRUCK;
    FZ_PURE_CALL(iconed, "foodtruck_panel_icon", foodtruck_panel_icon(rule.panel, &icon));
    fz_expect_valid("foodtruck_panel_icon", iconed, true, valid);
    if (iconed == FOODTRUCK_OK) {
        FZ_REQUIRE((int)icon >= FOODTRUCK_ICON_TRUCK && (int)icon <= FOODTRUCK_ICON_LIST,
                   "foodtruck_panel_icon(%d) gave icon %d", (int)rule.panel, (int)icon);
        FZ_TEXT_PURE("foodtruck_icon_symbol", fz_u8(in), fz_check_symbol, (void *)"foodtruck_icon_symbol",
                     foodtruck_icon_symbol(icon, FZ_BUF, FZ_CAP, FZ_LEN));
    }
    FZ_TEXT_PURE("foodtruck_panel_link", fz_u8(in), fz_check_panel_link, &rule,
                 foodtruck_panel_link(rule.panel, FZ_BUF, FZ_CAP, FZ_LEN));
    FZ_PURE_CALL(linked, "foodtruck_panel_link", foodtruck_panel_link(rule.panel, NULL, 0, NULL));
    fz_expect_valid("foodtruck_panel_link", linked, true, valid);
    foodtruck_navigation_label label = fz_navigation_label(in);
    FZ_TEXT("foodtruck_navigation_text", truck, fz_u8(in), fz_check_name, (void *)"foodtruck_navigation_text",
            foodtruck_navigation_text(truck, label, FZ_BUF, FZ_CAP, FZ_LEN));
    /* A Truck screen card's title: every card has one, any other value is refused. */
    foodtruck_truck_card card = fz_truck_card(in);
    FZ_TEXT("foodtruck_truck_card_title", truck, fz_u8(in), fz_check_name, (void *)"foodtruck_truck_card_title",
            foodtruck_truck_card_title(truck, card, FZ_BUF, FZ_CAP, FZ_LEN));
    FZ_STATUS_CALL(carded, "foodtruck_truck_card_title", truck, foodtruck_truck_card_title(truck, card, NULL, 0, NULL));
    fz_expect_valid("foodtruck_truck_card_title", carded, fz_is_live(truck), (int)card >= 0 && (int)card <= 3);
}

/* ---- The state: the selection, the path and its saved text ------------------------------------ */

typedef struct fz_navigation {
    foodtruck_panel selection;
    size_t depth;
    foodtruck_step steps[FZ_MAX_DEPTH];
    char saved[FOODTRUCK_NAVIGATION_SAVED_MAX_BYTES + 1];
} fz_navigation;

/* The truck's navigation state, read without the oracles; false when it cannot be. */
static inline bool fz_navigation_read(const foodtruck_truck *truck, fz_navigation *state) {
    memset(state, 0, sizeof *state);
    return foodtruck_navigation_selection(truck, &state->selection) == FOODTRUCK_OK &&
           foodtruck_navigation_path(truck, state->steps, FZ_MAX_DEPTH, &state->depth) == FOODTRUCK_OK &&
           foodtruck_navigation_save(truck, state->saved, sizeof state->saved, NULL) == FOODTRUCK_OK;
}

static inline bool fz_same_step(const foodtruck_step *a, const foodtruck_step *b) {
    return a->kind == b->kind && a->panel == b->panel && a->id == b->id;
}

static inline bool fz_same_navigation(const fz_navigation *a, const fz_navigation *b) {
    bool same = a->selection == b->selection && a->depth == b->depth && strcmp(a->saved, b->saved) == 0;
    for (size_t i = 0; same && i < a->depth; i++) same = fz_same_step(&a->steps[i], &b->steps[i]);
    return same;
}

/* A step as the library writes it: a known kind, the fields it does not use 0, an order or donut
 * that exists. */
static inline bool fz_step_well_formed(const foodtruck_truck *truck, const foodtruck_step *step) {
    switch (step->kind) {
    case FOODTRUCK_STEP_PANEL: return fz_panel_valid(step->panel) && step->id == 0;
    case FOODTRUCK_STEP_ORDER: return step->panel == 0 && fz_order_exists(truck, step->id);
    case FOODTRUCK_STEP_DONUT: return step->panel == 0 && fz_donut_exists(truck, step->id);
    case FOODTRUCK_STEP_NEW_DONUT: return step->panel == 0 && step->id == 0;
    default: return false;
    }
}

static inline void fz_check_steps(const fz_result *result, void *context) {
    const foodtruck_truck *truck = (const foodtruck_truck *)context;
    const foodtruck_step *steps = (const foodtruck_step *)result->data;
    FZ_REQUIRE(result->length <= FZ_MAX_DEPTH, "foodtruck_navigation_path has %zu steps", result->length);
    for (size_t i = 0; i < result->length; i++) {
        FZ_REQUIRE(fz_step_well_formed(truck, &steps[i]), "foodtruck_navigation_path: step %zu is kind %d, panel %d, id %d", i,
                   (int)steps[i].kind, (int)steps[i].panel, (int)steps[i].id);
    }
}

/* The saved text of a state: the selection's slug, then each step after ">". */
static inline void fz_saved_text(const fz_navigation *state, char *out, size_t room) {
    char slug[64];
    size_t length = (size_t)snprintf(out, room, "%s", fz_panel_slug(state->selection, slug));
    for (size_t i = 0; i < state->depth && length < room; i++) {
        const foodtruck_step *step = &state->steps[i];
        switch (step->kind) {
        case FOODTRUCK_STEP_PANEL: length += (size_t)snprintf(out + length, room - length, ">%s", fz_panel_slug(step->panel, slug)); break;
        case FOODTRUCK_STEP_ORDER: length += (size_t)snprintf(out + length, room - length, ">order:%d", (int)step->id); break;
        case FOODTRUCK_STEP_DONUT: length += (size_t)snprintf(out + length, room - length, ">donut:%d", (int)step->id); break;
        default: length += (size_t)snprintf(out + length, room - length, ">new-donut"); break;
        }
    }
}

/* foodtruck_navigation_save's text is the selection and the path, at most 512 bytes. */
static inline void fz_check_saved(const fz_result *result, void *context) {
    const foodtruck_truck *truck = (const foodtruck_truck *)context;
    fz_navigation state;
    char expected[FZ_SAVED_ROOM];
    FZ_REQUIRE(result->length <= FOODTRUCK_NAVIGATION_SAVED_MAX_BYTES, "foodtruck_navigation_save wrote %zu bytes",
               result->length);
    if (!fz_navigation_read(truck, &state)) return;
    fz_saved_text(&state, expected, sizeof expected);
    FZ_REQUIRE(strcmp((const char *)result->data, expected) == 0, "foodtruck_navigation_save wrote \"%s\", expected \"%s\"",
               (const char *)result->data, expected);
}

/* The selection, the path and the saved text. */
static inline void fz_call_navigation_reads(fz_input *in, const foodtruck_truck *truck) {
    FZ_GETTER(got, panel, foodtruck_panel, "foodtruck_navigation_selection", truck, fz_u8(in) < 16,
              foodtruck_navigation_selection(truck, panel));
    if (got == FOODTRUCK_OK) FZ_REQUIRE(fz_panel_valid(*panel), "foodtruck_navigation_selection gave %d", (int)*panel);
    fz_release(&got_frame);
    FZ_ARRAY("foodtruck_navigation_path", truck, fz_u8(in), foodtruck_step, fz_check_steps, (void *)truck,
             foodtruck_navigation_path(truck, (foodtruck_step *)FZ_BUF, FZ_CAP, FZ_LEN));
    FZ_TEXT("foodtruck_navigation_save", truck, fz_u8(in), fz_check_saved, (void *)truck,
            foodtruck_navigation_save(truck, FZ_BUF, FZ_CAP, FZ_LEN));
}

/* Before a change: the state, when the change can be compared (a live truck, no callback that
 * could change it again during the call). */
static inline bool fz_navigation_before(const foodtruck_truck *truck, fz_navigation *state) {
    return fz_is_live(truck) && !fz_has_callback(truck) && fz_navigation_read(truck, state);
}

/* After a refused change: the state as it was. */
static inline void fz_navigation_kept(const char *function, foodtruck_status status, const foodtruck_truck *truck,
                                      const fz_navigation *before) {
    fz_navigation after;
    if (status == FOODTRUCK_OK || !fz_navigation_read(truck, &after)) return;
    FZ_REQUIRE(fz_same_navigation(before, &after), "%s gave %s but changed the state from \"%s\" to \"%s\"", function,
               foodtruck_status_string(status), before->saved, after.saved);
}

static inline void fz_call_navigation_select(fz_input *in, foodtruck_truck *truck) {
    foodtruck_panel panel = fz_panel(in);
    fz_navigation before, after;
    bool compare = fz_navigation_before(truck, &before);
    FZ_STATUS_CALL(status, "foodtruck_navigation_select", truck, foodtruck_navigation_select(truck, panel));
    fz_expect_range("foodtruck_navigation_select", truck, status, fz_panel_valid(panel));
    if (!compare) return;
    fz_navigation_kept("foodtruck_navigation_select", status, truck, &before);
    if (status == FOODTRUCK_OK && fz_navigation_read(truck, &after)) {
        FZ_REQUIRE(after.selection == panel && after.depth == 0, "foodtruck_navigation_select(%d) left \"%s\"", (int)panel,
                   after.saved);
    }
}

/* A step: mostly of a known kind with an order or donut that may exist; a garbage panel where
 * the kind does not read it. */
static inline foodtruck_step fz_step(fz_input *in) {
    foodtruck_step step;
    memset(&step, 0, sizeof step);
    step.kind = fz_step_kind(in);
    step.panel = fz_panel(in);
    step.id = step.kind == FOODTRUCK_STEP_DONUT ? fz_donut_id(in) : fz_order_number(in);
    return step;
}

/* foodtruck_navigation_push: the step on top, as the library writes it (unused fields 0), or
 * the documented error (several may apply) with the path unchanged. */
static inline void fz_call_navigation_push(fz_input *in, foodtruck_truck *truck) {
    foodtruck_step step = fz_step(in);
    /* First the title of the step's view: refused as the push refuses an unknown kind or panel
     * (FOODTRUCK_ERR_INVALID_ARGUMENT) and a missing order or donut (FOODTRUCK_ERR_NOT_FOUND). */
    FZ_TEXT("foodtruck_navigation_step_title", truck, fz_u8(in), fz_check_name, (void *)"foodtruck_navigation_step_title",
            foodtruck_navigation_step_title(truck, step, FZ_BUF, FZ_CAP, FZ_LEN));
    FZ_STATUS_CALL(titled, "foodtruck_navigation_step_title", truck, foodtruck_navigation_step_title(truck, step, NULL, 0, NULL));
    if (fz_is_live(truck) && !fz_has_callback(truck)) {
        bool title_known =
            (int)step.kind >= 0 && (int)step.kind < 4 && (step.kind != FOODTRUCK_STEP_PANEL || fz_panel_valid(step.panel));
        bool title_missing = (step.kind == FOODTRUCK_STEP_ORDER && !fz_order_exists(truck, step.id)) ||
                             (step.kind == FOODTRUCK_STEP_DONUT && !fz_donut_exists(truck, step.id));
        fz_expect_one_of("foodtruck_navigation_step_title", titled,
                         !title_known ? FZ_BIT(FOODTRUCK_ERR_INVALID_ARGUMENT)
                         : title_missing ? FZ_BIT(FOODTRUCK_ERR_NOT_FOUND)
                                         : FZ_BIT(FOODTRUCK_OK));
    }
    fz_navigation before, after;
    bool compare = fz_navigation_before(truck, &before);
    FZ_STATUS_CALL(status, "foodtruck_navigation_push", truck, foodtruck_navigation_push(truck, step));
    if (!compare) return;
    bool known = (int)step.kind >= 0 && (int)step.kind < 4 && (step.kind != FOODTRUCK_STEP_PANEL || fz_panel_valid(step.panel));
    bool missing = (step.kind == FOODTRUCK_STEP_ORDER && !fz_order_exists(truck, step.id)) ||
                   (step.kind == FOODTRUCK_STEP_DONUT && !fz_donut_exists(truck, step.id));
    bool full = before.depth == FZ_MAX_DEPTH;
    unsigned allowed = !known ? FZ_BIT(FOODTRUCK_ERR_INVALID_ARGUMENT)
                       : (missing ? FZ_BIT(FOODTRUCK_ERR_NOT_FOUND) : 0) | (full ? FZ_BIT(FOODTRUCK_ERR_LIMIT_REACHED) : 0);
    fz_expect_one_of("foodtruck_navigation_push", status, allowed ? allowed : FZ_BIT(FOODTRUCK_OK));
    fz_navigation_kept("foodtruck_navigation_push", status, truck, &before);
    if (status == FOODTRUCK_OK && fz_navigation_read(truck, &after)) {
        foodtruck_step written = {step.kind, step.kind == FOODTRUCK_STEP_PANEL ? step.panel : FOODTRUCK_PANEL_TRUCK,
                                  step.kind == FOODTRUCK_STEP_ORDER || step.kind == FOODTRUCK_STEP_DONUT ? step.id : 0};
        bool kept = after.selection == before.selection && after.depth == before.depth + 1;
        for (size_t i = 0; kept && i < before.depth; i++) kept = fz_same_step(&after.steps[i], &before.steps[i]);
        FZ_REQUIRE(kept && fz_same_step(&after.steps[before.depth], &written),
                   "foodtruck_navigation_push(kind %d, panel %d, id %d) onto \"%s\" gave \"%s\"", (int)step.kind,
                   (int)step.panel, (int)step.id, before.saved, after.saved);
    }
}

static inline void fz_call_navigation_pop(foodtruck_truck *truck) {
    fz_navigation before, after;
    bool compare = fz_navigation_before(truck, &before);
    FZ_STATUS_CALL(status, "foodtruck_navigation_pop", truck, foodtruck_navigation_pop(truck));
    if (!compare) return;
    fz_expect_one_of("foodtruck_navigation_pop", status,
                     before.depth > 0 ? FZ_BIT(FOODTRUCK_OK) : FZ_BIT(FOODTRUCK_ERR_INVALID_STATE));
    fz_navigation_kept("foodtruck_navigation_pop", status, truck, &before);
    if (status == FOODTRUCK_OK && fz_navigation_read(truck, &after)) {
        bool kept = after.selection == before.selection && after.depth == before.depth - 1;
        for (size_t i = 0; kept && i < after.depth; i++) kept = fz_same_step(&after.steps[i], &before.steps[i]);
        FZ_REQUIRE(kept, "foodtruck_navigation_pop from \"%s\" gave \"%s\"", before.saved, after.saved);
    }
}

/* A window width: around the 520-point rule, the limits, or any double. */
static inline double fz_window_width(fz_input *in) {
    static const double widths[] = {320, 519, 519.99999999999994, 520, 520.00000000000011, 1024, 0, 1e9, 1e9 + 1, -1, NAN};
    uint8_t pick = fz_u8(in);
    return pick < 180 ? widths[pick % FZ_NELEMS(widths)] : fz_double(in);
}

/* foodtruck_navigation_open_card: only on the Truck screen; narrower than 520 points the card's
 * target is pushed, from 520 on selected. */
static inline void fz_call_navigation_open_card(fz_input *in, foodtruck_truck *truck) {
    static const foodtruck_panel targets[] = {FOODTRUCK_PANEL_ORDERS, FOODTRUCK_PANEL_CITY_SAN_FRANCISCO,
                                              FOODTRUCK_PANEL_DONUTS, FOODTRUCK_PANEL_SOCIAL_FEED};
    foodtruck_truck_card card = fz_truck_card(in);
    double width = fz_window_width(in);
    fz_navigation before, after;
    bool compare = fz_navigation_before(truck, &before);
    FZ_STATUS_CALL(status, "foodtruck_navigation_open_card", truck, foodtruck_navigation_open_card(truck, card, width));
    if (!compare) return;
    bool valid = (int)card >= 0 && (int)card < 4 && width >= 0 && width <= 1e9;
    bool truck_screen = before.selection == FOODTRUCK_PANEL_TRUCK && before.depth == 0;
    unsigned allowed = (valid ? 0 : FZ_BIT(FOODTRUCK_ERR_INVALID_ARGUMENT)) | (truck_screen ? 0 : FZ_BIT(FOODTRUCK_ERR_INVALID_STATE));
    fz_expect_one_of("foodtruck_navigation_open_card", status, allowed ? allowed : FZ_BIT(FOODTRUCK_OK));
    fz_navigation_kept("foodtruck_navigation_open_card", status, truck, &before);
    if (status == FOODTRUCK_OK && fz_navigation_read(truck, &after)) {
        foodtruck_panel target = targets[card];
        bool pushed = width < 520;
        FZ_REQUIRE(pushed ? after.selection == FOODTRUCK_PANEL_TRUCK && after.depth == 1 &&
                                after.steps[0].kind == FOODTRUCK_STEP_PANEL && after.steps[0].panel == target
                          : after.selection == target && after.depth == 0,
                   "foodtruck_navigation_open_card(%d, %.17g) gave \"%s\"", (int)card, width, after.saved);
    }
}

/* ---- Links and saved texts -------------------------------------------------------------------- */

/* A link: a panel's or an order's, one of them one byte longer or shorter, near misses (other
 * cases, slashes, a combining mark after a slash, bad UTF-8), 2048 bytes and one more, NULL,
 * or raw input bytes. */
static inline const char *fz_link(fz_input *in, char dst[FOODTRUCK_DEEP_LINK_MAX_BYTES + 2]) {
    static const char *const near[] = {
        "foodtruck://panel/", "foodtruck://panel/city/london", "foodtruck://city/", "foodtruck://city/paris",
        "foodtruck://city/london/", "foodtruck://Panel/top-five", "foodtruck://panel/top-five/", "foodtruck://panel/TOP-FIVE",
        "foodtruck:/panel/top-five", "foodtruck://order/", "foodtruck://order/12a", "foodtruck://\xcc\x81panel/truck",
        "foodtruck://panel/\xcc\x81truck", "https://example.com", "", "foodtruck://", "foodtruck://panel/truck\xff",
        "foodtruck://city/san-francisco\r\n", "foodtruck://panel/account", "foodtruck://panel/donut-editor"};
    static const char *const tails[] = {"/", " ", "\xcc\x81", "\xff", "0", "x", "\r\n", "?a=1"};
    uint8_t pick = fz_u8(in);
    if (pick < 8) return NULL;
    if (pick < 176 && pick % 4 == 2) return strcpy(dst, near[fz_u8(in) % FZ_NELEMS(near)]);
    if (pick < 200) {
        if (pick % 2 == 0) {
            if (foodtruck_panel_link(fz_panel(in), dst, 128, NULL) != FOODTRUCK_OK) strcpy(dst, "foodtruck://panel/truck");
        } else {
            fz_order_link(fz_order_number(in), dst);
        }
        if (pick >= 176) {
            size_t length = strlen(dst);
            if (pick & 2) dst[length - 1] = '\0';
            else snprintf(dst + length, 16, "%s", tails[fz_u8(in) % FZ_NELEMS(tails)]);
        }
        return dst;
    }
    if (pick < 216) {
        size_t length = FOODTRUCK_DEEP_LINK_MAX_BYTES + (pick & 1);
        memcpy(dst, "foodtruck://panel/", 18);
        memset(dst + 18, 'a', length - 18);
        dst[length] = '\0';
        return dst;
    }
    char raw[64];
    fz_short_text(in, raw);
    snprintf(dst, FOODTRUCK_DEEP_LINK_MAX_BYTES + 2, "%s%s", pick & 1 ? "foodtruck://" : "", raw);
    return dst;
}

/* The panel a link of foodtruck_panel_link() names, or -1. */
static inline int fz_linked_panel(const char *url) {
    char link[96];
    for (int panel = 0; panel < FZ_PANELS; panel++) {
        if (foodtruck_panel_link((foodtruck_panel)panel, link, sizeof link, NULL) == FOODTRUCK_OK && strcmp(url, link) == 0) {
            return panel;
        }
    }
    return -1;
}

/* foodtruck_navigation_open_link of url: an order link goes as foodtruck_deep_link_parse says
 * (found: the Truck screen with Orders and the order on the path), a panel's or city's link
 * selects it, anything else is refused with the state unchanged. Returns the status. */
static inline foodtruck_status fz_navigation_open_link(foodtruck_truck *truck, const char *url) {
    fz_navigation before, after;
    bool compare = fz_navigation_before(truck, &before);
    int32_t number = -1;
    foodtruck_status parsed = FOODTRUCK_OK;
    size_t length = url == NULL ? 0 : strlen(url);
    bool order_link = url != NULL && length <= FOODTRUCK_DEEP_LINK_MAX_BYTES && strncmp(url, "foodtruck://order/", 18) == 0;
    if (compare && order_link) parsed = foodtruck_deep_link_parse(truck, url, &number);
    FZ_STATUS_CALL(status, "foodtruck_navigation_open_link", truck, foodtruck_navigation_open_link(truck, url));
    if (!compare) return status;
    int panel = url == NULL ? -1 : fz_linked_panel(url);
    unsigned allowed = url == NULL                                 ? FZ_BIT(FOODTRUCK_ERR_NULL_ARGUMENT)
                       : length > FOODTRUCK_DEEP_LINK_MAX_BYTES    ? FZ_BIT(FOODTRUCK_ERR_INVALID_ARGUMENT)
                       : !fz_utf8_valid(url, length)               ? FZ_BIT(FOODTRUCK_ERR_INVALID_UTF8)
                       : order_link                                ? FZ_BIT(parsed)
                       : panel >= 0                                ? FZ_BIT(FOODTRUCK_OK)
                                    : FZ_BIT(FOODTRUCK_ERR_INVALID_ARGUMENT) | FZ_BIT(FOODTRUCK_ERR_NOT_FOUND);
    fz_expect_one_of("foodtruck_navigation_open_link", status, allowed);
    fz_navigation_kept("foodtruck_navigation_open_link", status, truck, &before);
    if (status == FOODTRUCK_OK && fz_navigation_read(truck, &after)) {
        FZ_REQUIRE(order_link ? after.selection == FOODTRUCK_PANEL_TRUCK && after.depth == 2 &&
                                    after.steps[0].kind == FOODTRUCK_STEP_PANEL &&
                                    after.steps[0].panel == FOODTRUCK_PANEL_ORDERS &&
                                    after.steps[1].kind == FOODTRUCK_STEP_ORDER && after.steps[1].id == number
                              : (int)after.selection == panel && after.depth == 0,
                   "foodtruck_navigation_open_link(\"%.80s\") gave \"%s\"", url, after.saved);
    }
    return status;
}

static inline void fz_call_navigation_open_link(fz_input *in, foodtruck_truck *truck) {
    char text[FOODTRUCK_DEEP_LINK_MAX_BYTES + 2];
    fz_navigation_open_link(truck, fz_link(in, text));
}

/* Whether token is a panel's slug. */
static inline bool fz_is_panel_slug(const char *token, size_t length) {
    char slug[64];
    for (int panel = 0; panel < FZ_PANELS; panel++) {
        fz_panel_slug((foodtruck_panel)panel, slug);
        if (strlen(slug) == length && strncmp(token, slug, length) == 0) return true;
    }
    return false;
}

/* 1 to 9 digits without a leading zero (0 alone is a number) nor a sign; *value receives them. */
static inline bool fz_plain_number(const char *digits, size_t length, int32_t *value) {
    if (length < 1 || length > 9 || (digits[0] == '0' && length > 1) || !fz_ascii_of(digits, length, "0123456789")) {
        return false;
    }
    *value = 0;
    for (size_t i = 0; i < length; i++) *value = *value * 10 + (digits[i] - '0');
    return true;
}

/* What foodtruck_navigation_restore must make of valid UTF-8 within the limit, by the grammar
 * of docs/domain.md §9.3: a panel's slug, then up to 16 steps after ">" (a slug, "order:" or
 * "donut:" and a plain number, "new-donut"); a malformed text is an invalid argument, a step
 * naming no order or donut not found. Returns the statuses allowed (several errors may apply). */
static inline unsigned fz_restore_verdict(const foodtruck_truck *truck, const char *saved) {
    bool malformed = false, missing = false;
    size_t steps = 0;
    const char *token = saved;
    for (;;) {
        const char *end = strchr(token, '>');
        size_t length = end != NULL ? (size_t)(end - token) : strlen(token);
        int32_t value = 0;
        if (token == saved) {
            malformed = malformed || !fz_is_panel_slug(token, length);
        } else if (length == 9 && strncmp(token, "new-donut", 9) == 0) {
        } else if (fz_is_panel_slug(token, length)) {
        } else if (length > 6 && strncmp(token, "order:", 6) == 0 && fz_plain_number(token + 6, length - 6, &value)) {
            missing = missing || !fz_order_exists(truck, value);
        } else if (length > 6 && strncmp(token, "donut:", 6) == 0 && fz_plain_number(token + 6, length - 6, &value)) {
            missing = missing || !fz_donut_exists(truck, value);
        } else {
            malformed = true;
        }
        if (end == NULL) break;
        token = end + 1;
        steps++;
    }
    malformed = malformed || steps > FZ_MAX_DEPTH;
    if (!malformed && !missing) return FZ_BIT(FOODTRUCK_OK);
    return (malformed ? FZ_BIT(FOODTRUCK_ERR_INVALID_ARGUMENT) : 0) | (missing ? FZ_BIT(FOODTRUCK_ERR_NOT_FOUND) : 0);
}

/* foodtruck_navigation_restore of saved: accepted exactly by fz_restore_verdict, after which
 * foodtruck_navigation_save writes the same text back (the saved form has one spelling); a
 * refused text leaves the state as it was. Returns the status. */
static inline foodtruck_status fz_navigation_restore(foodtruck_truck *truck, const char *saved) {
    fz_navigation before, after;
    bool compare = fz_navigation_before(truck, &before);
    FZ_STATUS_CALL(status, "foodtruck_navigation_restore", truck, foodtruck_navigation_restore(truck, saved));
    if (!compare) return status;
    size_t length = saved == NULL ? 0 : strlen(saved);
    unsigned allowed = saved == NULL                                      ? FZ_BIT(FOODTRUCK_ERR_NULL_ARGUMENT)
                       : length > FOODTRUCK_NAVIGATION_SAVED_MAX_BYTES    ? FZ_BIT(FOODTRUCK_ERR_INVALID_ARGUMENT)
                       : !fz_utf8_valid(saved, length)                    ? FZ_BIT(FOODTRUCK_ERR_INVALID_UTF8)
                                                                          : fz_restore_verdict(truck, saved);
    fz_expect_one_of("foodtruck_navigation_restore", status, allowed);
    fz_navigation_kept("foodtruck_navigation_restore", status, truck, &before);
    if (status == FOODTRUCK_OK && fz_navigation_read(truck, &after)) {
        FZ_REQUIRE(after.depth <= FZ_MAX_DEPTH && strcmp(after.saved, saved) == 0,
                   "foodtruck_navigation_restore(\"%.80s\") saves back as \"%s\" with %zu steps", saved, after.saved,
                   after.depth);
    }
    return status;
}

/* A token of a saved path: a panel's slug, an order or donut that may exist, the new-donut
 * editor, or a near miss (a leading zero, a sign, no digits, ten digits, a space, unknown). */
static inline void fz_saved_token(fz_input *in, char *out, size_t room) {
    static const char *const near[] = {"order:03", "order:+3", "order:-3", "order:", "order:1234567890", "donut:00",
                                       "", "bogus", "order:3 ", "city/paris", "new-donut\xcc\x81", "Truck", "order:0"};
    char slug[64];
    uint8_t pick = fz_u8(in);
    switch (pick % 6) {
    case 0:
    case 1: snprintf(out, room, "%s", fz_panel_slug(fz_panel(in), slug)); break;
    case 2: snprintf(out, room, "order:%d", (int)fz_order_number(in)); break;
    case 3: snprintf(out, room, "donut:%d", (int)fz_donut_id(in)); break;
    case 4: snprintf(out, room, "new-donut"); break;
    default: snprintf(out, room, "%s", near[fz_u8(in) % FZ_NELEMS(near)]); break;
    }
}

/* A saved text: a panel and 0 to 17 steps, the truck's own saved text with a token more or a
 * byte less, more than 512 bytes, NULL, or raw input bytes. */
static inline const char *fz_saved(fz_input *in, const foodtruck_truck *truck, char dst[FZ_SAVED_ROOM]) {
    uint8_t pick = fz_u8(in);
    if (pick < 8) return NULL;
    char token[64];
    size_t length = 0;
    if (pick < 176) {
        fz_saved_token(in, token, sizeof token);
        length = (size_t)snprintf(dst, FZ_SAVED_ROOM, "%s", token);
        for (unsigned steps = fz_u8(in) % 18; steps > 0 && length < FZ_SAVED_ROOM - 80; steps--) {
            fz_saved_token(in, token, sizeof token);
            length += (size_t)snprintf(dst + length, FZ_SAVED_ROOM - length, ">%s", token);
        }
        return dst;
    }
    if (pick < 208) {
        if (foodtruck_navigation_save(truck, dst, FZ_SAVED_ROOM, &length) != FOODTRUCK_OK) length = (size_t)snprintf(dst, FZ_SAVED_ROOM, "truck");
        if (pick & 1) {
            if (length > 0) dst[length - 1] = '\0';
        } else {
            fz_saved_token(in, token, sizeof token);
            snprintf(dst + length, FZ_SAVED_ROOM - length, ">%s", token);
        }
        return dst;
    }
    if (pick < 224) {
        length = (size_t)snprintf(dst, FZ_SAVED_ROOM, "truck");
        while (length <= FOODTRUCK_NAVIGATION_SAVED_MAX_BYTES - (pick & 1 ? 7 : 0)) {
            length += (size_t)snprintf(dst + length, FZ_SAVED_ROOM - length, ">orders");
        }
        return dst;
    }
    char raw[64];
    fz_short_text(in, raw);
    return strcpy(dst, raw);
}

static inline void fz_call_navigation_restore(fz_input *in, foodtruck_truck *truck) {
    char text[FZ_SAVED_ROOM];
    fz_navigation_restore(truck, fz_saved(in, truck, text));
}

/* The state saved, then restored: the same state (restoring what save wrote always succeeds). */
static inline void fz_call_navigation_round_trip(fz_input *in, foodtruck_truck *truck) {
    char saved[FOODTRUCK_NAVIGATION_SAVED_MAX_BYTES + 1];
    FZ_TEXT("foodtruck_navigation_save", truck, fz_u8(in), fz_check_saved, (void *)truck,
            foodtruck_navigation_save(truck, FZ_BUF, FZ_CAP, FZ_LEN));
    if (!fz_is_live(truck) || foodtruck_navigation_save(truck, saved, sizeof saved, NULL) != FOODTRUCK_OK) return;
    foodtruck_status status = fz_navigation_restore(truck, saved);
    FZ_REQUIRE(!fz_is_live(truck) || status == FOODTRUCK_OK, "foodtruck_navigation_restore refused \"%s\", which foodtruck_navigation_save wrote: %s", saved,
               foodtruck_last_error());
}

/* A panel's link, then following it: the panel is selected with an empty path. */
static inline void fz_call_navigation_panel_link(fz_input *in, foodtruck_truck *truck) {
    char link[128];
    if (foodtruck_panel_link(fz_panel(in), link, sizeof link, NULL) != FOODTRUCK_OK) return;
    foodtruck_status status = fz_navigation_open_link(truck, link);
    FZ_REQUIRE(!fz_is_live(truck) || status == FOODTRUCK_OK, "foodtruck_navigation_open_link refused \"%s\", a panel's link: %s",
               link, foodtruck_last_error());
}

#endif
