/* api_sequence.c: fuzzes sequences of calls across the whole API, over a small pool of truck
 * handles, with event callbacks that call back in.
 *
 * Each input decodes into a run of operations: create and free trucks in three slots (a slot
 * then holds a live handle, a freed one, or nothing), change settings, simulate (up to 20,000
 * live orders), tick a clock forward (or, sometimes, back), place and move orders, request and
 * end live activities, poll events, read every kind of result, draw charts and layouts, move the
 * truck between cities and spots, hand in weather reports and forecasts, navigate (select,
 * push, pop, follow links, save and restore) and read the widgets. It calls every function of
 * the header (tools/check_fuzz_reach checks that it does). Handles
 * are chosen from the pool or made up: NULL, freed, 0x10F1, a pointer to a stack struct, a live
 * handle with one bit flipped, a pointer to the pool itself. Every call goes through calls.h, so
 * every convention is checked on every call (oracles.h), with the handle's state known.
 *
 * Callbacks are where sequences get deep. A registered callback has reflexes chosen by the
 * input: advance the event's order (as a shell's "next step" would), place an order, switch the
 * language, tick, poll, read what the event names, free its own truck, or run the next operation
 * of the input from inside the callback (which may register callbacks, create and free trucks,
 * and so on). Their oracles:
 *   - delivery is flat: a callback is never entered again on its thread while one of its
 *     deliveries is running (events caused inside a callback come after it returns); set
 *     FZ_ALLOW_NESTED_DELIVERY=1 to turn this check off, as for the code before that rule, where
 *     nested delivery is what overflows the stack (FZ_TRUCK_OPERATIONS_ONLY=1 then leaves out the
 *     layout and nice-ticks calls, whose bugs in that code the fuzzer would otherwise keep
 *     rediscovering first: they have their own harnesses);
 *   - every event is well-formed; a poll inside a callback (or with one registered) finds none;
 *   - destroy runs exactly once per successful registration, only after every delivery to it has
 *     returned, never for a failed registration, and by the end of the input for all of them
 *     (every truck is freed then); user_data is a heap block that destroy frees, so a late or
 *     second use is a heap-use-after-free for AddressSanitizer.
 *
 * Work per input is bounded (one big simulation per input, a budget of callback actions that
 * make new events), but a backlog of thousands of events delivered to a callback that advances
 * each order stays reachable: that is what nested delivery could not survive. */
#include "calls.h"

#define SLOTS 3
#define MAX_OPERATIONS 200
#define MAX_NESTED_OPERATIONS 6 /* operations run from inside callbacks, nested */
#define CALLBACK_BUDGET 4000    /* callback actions that make new events, per input */
#define MAX_REGISTRATIONS 256
#define REGISTRATION_MAGIC 0x5EEDCAFEu

/* ---- The pool and the clock ---------------------------------------------------------------- */

static foodtruck_truck *pool[SLOTS];    /* live, freed, or NULL */
static foodtruck_truck *graveyard[4];   /* handles freed during this input */
static size_t buried;
static void *stack_thing;         /* a pointer to a struct on LLVMFuzzerTestOneInput's stack */
static int64_t now;               /* the harness's clock: mostly moves forward */
static bool big_simulation_done;  /* one stream of thousands of orders per input */
static int callback_budget;
static int nested_operations;
static bool allow_nested_delivery;
static bool truck_operations_only;
static fz_input *input;           /* the current input, which callbacks read from too */

static void bury(foodtruck_truck *truck) { graveyard[buried++ % FZ_NELEMS(graveyard)] = truck; }

/* A handle argument: a pool slot's (most often), or one made up. */
static foodtruck_truck *pick_truck(fz_input *in) {
    uint8_t pick = fz_u8(in);
    if (pick < 200) return pool[pick % SLOTS];
    switch (pick % 8) {
    case 0: return NULL;
    case 1: return (foodtruck_truck *)(uintptr_t)0x10F1;
    case 2: return (foodtruck_truck *)stack_thing;
    case 3: return graveyard[fz_u8(in) % FZ_NELEMS(graveyard)];
    case 4: return (foodtruck_truck *)((uintptr_t)pool[fz_u8(in) % SLOTS] ^ (uintptr_t)1 << fz_u8(in) % 64);
    case 5: return (foodtruck_truck *)UINTPTR_MAX;
    case 6: return (foodtruck_truck *)(void *)&pool[0];
    default: return (foodtruck_truck *)((uintptr_t)pool[fz_u8(in) % SLOTS] + 1);
    }
}

/* Frees a handle through the checked call; a live one stays in its slot as a freed handle. */
static void free_truck(foodtruck_truck *truck) {
    bool live = fz_is_live(truck);
    fz_call_truck_free(truck);
    if (live) bury(truck);
}

/* ---- Callbacks ----------------------------------------------------------------------------- */

enum reflex {
    REFLEX_ADVANCE = 1 << 0, /* advance the order an order event names */
    REFLEX_PLACE = 1 << 1,   /* place another order */
    REFLEX_LOCALE = 1 << 2,  /* switch the language */
    REFLEX_TICK = 1 << 3,    /* tick to a second after the event */
    REFLEX_POLL = 1 << 4,    /* poll: must find nothing */
    REFLEX_READ = 1 << 5,    /* read the order, its activity, the event's name */
    REFLEX_FREE = 1 << 6,    /* free its own truck at its n-th delivery */
    REFLEX_OPERATE = 1 << 7, /* run the input's next operation from inside the callback */
};

/* A registration's user_data: a heap block that destroy frees. */
typedef struct registration {
    uint32_t magic;
    foodtruck_truck *truck; /* the handle it was registered on */
    uint8_t reflexes;
    uint8_t free_at; /* the delivery at which REFLEX_FREE frees the truck */
    int in_flight;   /* deliveries to it running now */
    unsigned deliveries;
    bool has_destroy;
    int index; /* in registrations[] */
} registration;

/* Every registration of this input that destroy has not released (NULL once released). */
static registration *registrations[MAX_REGISTRATIONS];
static int registered;

static void run_operation(fz_input *in);

static void on_event(const foodtruck_event *event, void *user_data) {
    registration *r = (registration *)user_data;
    FZ_REQUIRE(r != NULL && r->magic == REGISTRATION_MAGIC, "a callback got user_data %p that is not its own", user_data);
    FZ_REQUIRE(registrations[r->index] == r, "a callback was called after its destroy");
    fz_check_event(event, "the event callback");
    FZ_REQUIRE(allow_nested_delivery || r->in_flight == 0,
               "the callback was entered again while its delivery was running (event %d of order %d, %u deliveries): "
               "delivery must be flat",
               (int)event->kind, (int)event->order_number, r->deliveries);
    r->in_flight++;
    r->deliveries++;
    foodtruck_truck *truck = r->truck;
    bool order_event = event->kind == FOODTRUCK_EVENT_ORDER_PLACED || event->kind == FOODTRUCK_EVENT_ORDER_STATUS_CHANGED;
    if ((r->reflexes & REFLEX_ADVANCE) && order_event) {
        fz_order_advance(truck, event->order_number, event->at, false);
    }
    if ((r->reflexes & REFLEX_PLACE) && callback_budget > 0) {
        callback_budget--;
        foodtruck_order_line line = {(int32_t)(r->deliveries % 17), 1};
        fz_frame f = fz_frame_for(truck);
        int32_t *number = fz_out(&f, sizeof *number);
        fz_check(&f, "foodtruck_order_place", foodtruck_order_place(truck, &line, 1, event->at, number));
        fz_release(&f);
    }
    if (r->reflexes & REFLEX_LOCALE) {
        FZ_STATUS_CALL(status, "foodtruck_truck_set_locale", truck,
                       foodtruck_truck_set_locale(truck, r->deliveries & 1 ? FOODTRUCK_LOCALE_AR : FOODTRUCK_LOCALE_EN));
        (void)status;
    }
    if ((r->reflexes & REFLEX_TICK) && callback_budget > 0) {
        callback_budget--;
        fz_call_truck_tick_at(input, truck, fz_add_instant(event->at, FZ_SECOND));
    }
    if (r->reflexes & REFLEX_POLL) fz_call_event_poll(input, truck, fz_has_callback(truck));
    if (r->reflexes & REFLEX_READ) {
        foodtruck_order order;
        FZ_REQUIRE(!fz_is_live(truck) || foodtruck_order_get(truck, event->order_number, &order) == FOODTRUCK_OK,
                   "the order an event names (%d) does not exist: %s", (int)event->order_number, foodtruck_last_error());
        if (event->activity_id != 0) {
            FZ_TEXT("foodtruck_activity_text", truck, fz_u8(input), NULL, NULL,
                    foodtruck_activity_text(truck, event->activity_id, FOODTRUCK_TEXT_LOCK_TITLE, event->at, FZ_BUF, FZ_CAP, FZ_LEN));
        }
        FZ_TEXT("foodtruck_event_name", truck, fz_u8(input), fz_check_name, (void *)"foodtruck_event_name",
                foodtruck_event_name(truck, event->kind, FZ_BUF, FZ_CAP, FZ_LEN));
    }
    if ((r->reflexes & REFLEX_FREE) && r->deliveries == r->free_at) free_truck(truck);
    if ((r->reflexes & REFLEX_OPERATE) && callback_budget > 0 && nested_operations < MAX_NESTED_OPERATIONS &&
        fz_more(input)) {
        callback_budget--;
        nested_operations++;
        run_operation(input);
        nested_operations--;
    }
    r->in_flight--;
}

static void destroy_registration(void *user_data) {
    registration *r = (registration *)user_data;
    FZ_REQUIRE(r != NULL && r->magic == REGISTRATION_MAGIC, "destroy got user_data %p that is not a registration", user_data);
    FZ_REQUIRE(registrations[r->index] == r, "destroy ran twice for one registration");
    FZ_REQUIRE(r->in_flight == 0, "destroy ran while %d deliveries to its callback were running", r->in_flight);
    registrations[r->index] = NULL;
    r->magic = 0;
    free(r);
}

/* A destroy that must never run: passed with NULL callbacks and to failing registrations. */
static void destroy_must_not_run(void *user_data) {
    FZ_FAIL("destroy ran for user_data %p of a registration that does not hold it", user_data);
}

/* Registers a callback (or unregisters). The model of which trucks have one is updated before
 * the call, because registering delivers what is queued at once and those deliveries may change
 * it again; a failed call restores it. */
static void set_callback(fz_input *in) {
    foodtruck_truck *truck = pick_truck(in);
    uint8_t kind = fz_u8(in);
    bool had = fz_has_callback(truck), live = fz_is_live(truck);
    if (kind < 40) {
        /* Unregister; destroy is not called for a NULL callback. */
        if (live) fz_set_has_callback(truck, false);
        fz_frame f = fz_frame_for(truck);
        foodtruck_status status = fz_check(&f, "foodtruck_truck_set_event_callback",
                                    foodtruck_truck_set_event_callback(truck, NULL, &f, kind & 1 ? destroy_must_not_run : NULL));
        if (status != FOODTRUCK_OK && live) fz_set_has_callback(truck, had);
        return;
    }
    if (registered == MAX_REGISTRATIONS) return;
    registration *r = (registration *)malloc(sizeof *r);
    FZ_REQUIRE(r != NULL, "harness: out of memory");
    r->magic = REGISTRATION_MAGIC;
    r->truck = truck;
    r->reflexes = fz_u8(in);
    r->free_at = (uint8_t)(1 + fz_u8(in) % 64);
    r->in_flight = 0;
    r->deliveries = 0;
    r->has_destroy = kind >= 64;
    r->index = registered;
    registrations[registered++] = r;
    if (live) fz_set_has_callback(truck, true);
    fz_frame f = fz_frame_for(truck);
    foodtruck_status status =
        fz_check(&f, "foodtruck_truck_set_event_callback",
                 foodtruck_truck_set_event_callback(truck, on_event, r, r->has_destroy ? destroy_registration : NULL));
    if (status != FOODTRUCK_OK) {
        if (live) fz_set_has_callback(truck, had);
        /* Not registered: no delivery, and destroy must never run for it (freed here, so a
         * late destroy is a use after free). */
        FZ_REQUIRE(r->deliveries == 0, "a failed registration delivered %u events", r->deliveries);
        registrations[r->index] = NULL;
        free(r);
    }
}

/* ---- Operations ----------------------------------------------------------------------------- */

/* A tick span: mostly forward by a little or a lot (up to 12 hours, which delivers a day's
 * stream), sometimes back or to an arbitrary instant. */
static void tick(fz_input *in) {
    static const int64_t spans[] = {0, 1, FZ_SECOND, 5 * FZ_SECOND, 30 * FZ_SECOND, FZ_MINUTE, 2 * FZ_MINUTE,
                                    5 * FZ_MINUTE, FZ_HOUR, 4 * FZ_HOUR, 12 * FZ_HOUR, -FZ_SECOND};
    foodtruck_truck *truck = pick_truck(in);
    uint8_t pick = fz_u8(in);
    if (pick < 240) {
        int64_t span = spans[pick % FZ_NELEMS(spans)];
        int64_t at = fz_add_instant(now, span);
        if (span > 0) now = at;
        fz_call_truck_tick_at(in, truck, at);
    } else {
        fz_call_truck_tick_at(in, truck, fz_instant(in, now));
    }
}

static void settings(fz_input *in, foodtruck_truck *truck) {
    switch (fz_u8(in) % 7) {
    case 0: fz_call_truck_set_locale(in, truck); break;
    case 1: fz_call_truck_set_utc_offset(in, truck); break;
    case 2: fz_call_truck_set_weekend_days(in, truck); break;
    case 3: fz_call_truck_set_price(in, truck); break;
    case 4: fz_call_truck_set_timer_duration(in, truck); break;
    case 5: fz_call_truck_set_activity_limit(in, truck); break;
    default: fz_call_truck_set_activities_enabled(in, truck, now); break;
    }
}

static void catalog(fz_input *in, foodtruck_truck *truck) {
    switch (fz_u8(in) % 7) {
    case 0: fz_call_flavor_name(in, truck); break;
    case 1: fz_call_flavor_profile_most_potent(in); break;
    case 2: fz_call_ingredient_count(in); break;
    case 3: fz_call_ingredient_flavors(in); break;
    case 4: fz_call_ingredient_texts(in, truck); break;
    case 5: fz_call_donut_count_get(in, truck); break;
    default:
        fz_call_donut_name(in, truck);
        fz_call_donut_template(in, truck);
        break;
    }
}

static void cities(fz_input *in, foodtruck_truck *truck) {
    switch (fz_u8(in) % 5) {
    case 0: fz_call_city_texts(in, truck); break;
    case 1: fz_call_parking_spot_reads(in, truck); break;
    case 2: fz_call_parking_spot_camera(in, now); break;
    case 3: fz_call_truck_set_city(in, truck); break;
    default: fz_call_truck_set_parking_spot(in, truck); break;
    }
}

static void weather(fz_input *in, foodtruck_truck *truck) {
    switch (fz_u8(in) % 9) {
    case 0: fz_call_weather_condition_texts(in, truck); break;
    case 1: fz_call_weather_set_city(in, truck); break;
    case 2: fz_call_weather_city(in, truck); break;
    case 3: fz_call_weather_text(in, truck); break;
    case 4: fz_call_weather_badge_count(in); break;
    case 5: fz_call_weather_set_legal_page(in, truck); break;
    case 6: fz_call_weather_unit(in, truck); break;
    case 7: fz_call_weather_temperature_text(in, truck); break;
    default: fz_call_weather_set_forecast(in, truck, now); break;
    }
}

static void navigation(fz_input *in, foodtruck_truck *truck) {
    switch (fz_u8(in) % 11) {
    case 0: fz_call_sidebar(in, truck); break;
    case 1: fz_call_panel_texts(in, truck); break;
    case 2: fz_call_navigation_reads(in, truck); break;
    case 3: fz_call_navigation_select(in, truck); break;
    case 4: fz_call_navigation_push(in, truck); break;
    case 5: fz_call_navigation_pop(truck); break;
    case 6: fz_call_navigation_open_card(in, truck); break;
    case 7: fz_call_navigation_open_link(in, truck); break;
    case 8: fz_call_navigation_panel_link(in, truck); break;
    case 9: fz_call_navigation_round_trip(in, truck); break;
    default: fz_call_navigation_restore(in, truck); break;
    }
}

static void widgets(fz_input *in, foodtruck_truck *truck) {
    switch (fz_u8(in) % 8) {
    case 0: fz_call_widget_texts(in, truck); break;
    case 1: fz_call_widget_timeline(in, truck, now); break;
    case 2: fz_call_widget_shows_trend(in); break;
    case 3: fz_call_widget_daily_donut(in, truck, now); break;
    case 4: fz_call_widget_trend(in, truck, now); break;
    case 5: fz_call_widget_orders(in, truck, now); break;
    case 6: fz_call_widget_parking_spot(in, truck, now); break;
    default: fz_call_truck_set_widget_quota(in, truck); break;
    }
}

static void layout(fz_input *in) {
    unsigned which = fz_u8(in) % 8;
    switch (which) {
    case 0: fz_call_layout_diagonal_stack_size(in); break;
    case 1:
    case 2:
    case 3: fz_call_layout_placed(in, which - 1); break;
    case 4: fz_call_layout_flow(in); break;
    case 5: fz_call_layout_is_compact(in); break;
    case 6: fz_call_layout_gallery_grid(in); break;
    default: fz_call_layout_segmented_gauge(in); break;
    }
}

static void simulate(fz_input *in, foodtruck_truck *truck) {
    /* The stream size is the call's second byte; past the first big one, keep them small. */
    fz_input peek = *in;
    fz_u8(&peek);
    bool big = peek.at < peek.size && (peek.data[peek.at] % 12 == 6 || peek.data[peek.at] % 12 == 7);
    if (big && big_simulation_done) {
        fz_u8(in), fz_u8(in), fz_u8(in);
        return;
    }
    if (big) big_simulation_done = true;
    fz_call_truck_simulate(in, truck, now);
}

static void new_truck(fz_input *in) {
    int slot = fz_u8(in) % SLOTS;
    if (fz_is_live(pool[slot])) free_truck(pool[slot]);
    foodtruck_truck *truck = fz_call_truck_new(in);
    if (truck != NULL) pool[slot] = truck;
}

/* Operation codes 0 to 27 are those of the first harness (the committed seeds use them); the
 * areas added later come after them. */
static void run_operation(fz_input *in) {
    unsigned op = fz_u8(in) % 32;
    switch (op) {
    case 0: new_truck(in); break;
    case 1: free_truck(pick_truck(in)); break;
    case 2: set_callback(in); break;
    case 3: simulate(in, pick_truck(in)); break;
    case 4: tick(in); break;
    case 5: fz_call_order_place(in, pick_truck(in), now); break;
    case 6: fz_call_order_apply(in, pick_truck(in), now); break;
    case 7: fz_call_order_advance(in, pick_truck(in), now); break;
    case 8: fz_call_order_reads(in, pick_truck(in)); break;
    case 9: fz_call_order_list_count(in, pick_truck(in)); break;
    case 10: {
        const foodtruck_truck *truck = pick_truck(in);
        fz_call_order_names(in, truck);
        fz_call_order_texts(in, truck, now);
        break;
    }
    case 11: {
        foodtruck_truck *truck = pick_truck(in);
        fz_call_event_poll(in, truck, fz_has_callback(truck));
        break;
    }
    case 12: fz_call_event_dropped_name(in, pick_truck(in)); break;
    case 13: fz_call_activity_request_update(in, pick_truck(in), now); break;
    case 14: fz_call_activity_end(in, pick_truck(in), now); break;
    case 15: fz_call_activity_reads(in, pick_truck(in), now); break;
    case 16: fz_call_timers(in, pick_truck(in), now); break;
    case 17: settings(in, pick_truck(in)); break;
    case 18: fz_call_truck_getters(in, pick_truck(in)); break;
    case 19: {
        foodtruck_truck *truck = pick_truck(in);
        fz_call_truck_clock_text(in, truck, now);
        fz_call_truck_number_text(in, truck);
        fz_call_donut_count_text(in, truck);
        break;
    }
    case 20: catalog(in, pick_truck(in)); break;
    case 21: {
        foodtruck_truck *truck = pick_truck(in);
        fz_call_donut_search(in, truck);
        fz_call_donut_sorts(in, truck, now);
        break;
    }
    case 22: fz_call_donut_create_edit(in, pick_truck(in)); break;
    case 23: fz_call_sales(in, pick_truck(in), now); break;
    case 24: fz_call_charts(in, pick_truck(in), now); break;
    case 25: fz_call_svg(in, pick_truck(in), now); break;
    case 26:
        if (!truck_operations_only) layout(in);
        break;
    case 27:
        if (!truck_operations_only) fz_call_chart_nice_ticks(in);
        fz_call_version(in);
        break;
    case 28: cities(in, pick_truck(in)); break;
    case 29: weather(in, pick_truck(in)); break;
    case 30: navigation(in, pick_truck(in)); break;
    default: widgets(in, pick_truck(in)); break;
    }
}

/* ---- The harness ------------------------------------------------------------------------------ */

/* Frees every truck, then checks that destroy has released every registration that has one
 * (all their trucks are gone), and releases those registered without one. */
static void finish(void) {
    for (int i = 0; i < SLOTS; i++) {
        if (fz_is_live(pool[i])) free_truck(pool[i]);
    }
    for (int i = 0; i < FZ_MAX_LIVE; i++) {
        FZ_REQUIRE(fz_live_handles[i] == NULL, "harness: a live truck is not in the pool");
    }
    for (int i = 0; i < registered; i++) {
        registration *r = registrations[i];
        if (r == NULL) continue;
        FZ_REQUIRE(!r->has_destroy, "destroy never ran for a registration on a truck that has been freed");
        FZ_REQUIRE(r->in_flight == 0, "a delivery is still running after the input");
        free(r);
        registrations[i] = NULL;
    }
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
    (void)argc, (void)argv;
    const char *nested = getenv("FZ_ALLOW_NESTED_DELIVERY"), *trucks = getenv("FZ_TRUCK_OPERATIONS_ONLY");
    allow_nested_delivery = nested != NULL && strcmp(nested, "1") == 0;
    truck_operations_only = trucks != NULL && strcmp(trucks, "1") == 0;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fz_input in = fz_input_of(data, size);
    struct {
        uint64_t words[4];
    } on_stack;
    memset(&on_stack, fz_u8(&in), sizeof on_stack);
    stack_thing = &on_stack;
    input = &in;
    now = FZ_T0;
    big_simulation_done = false;
    callback_budget = CALLBACK_BUDGET;
    nested_operations = 0;
    buried = 0;
    registered = 0;
    memset(pool, 0, sizeof pool);
    memset(graveyard, 0, sizeof graveyard);
    for (int operations = 0; operations < MAX_OPERATIONS && fz_more(&in); operations++) run_operation(&in);
    finish();
    stack_thing = NULL;
    input = NULL;
    return 0;
}
