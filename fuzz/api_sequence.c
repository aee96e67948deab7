/* SPDX-License-Identifier: Apache-2.0 */
/* api_sequence.c: fuzzes sequences of calls across the whole API, over a small pool of truck
 * handles, with event callbacks that call back in.
 *
 * Each input decodes into a run of operations: create and free trucks and views of them in three
 * slots (a slot then holds a live handle, a freed one, or nothing), change settings, simulate (up to 2,500
 * live orders), tick a clock forward (or, sometimes, back), place and move orders, request and
 * end live activities, poll events, read every kind of result, draw charts and layouts, move the
 * truck between cities and spots, hand in weather reports and forecasts, navigate (select,
 * push, pop, follow links, save and restore), read the widgets, and open session files on paths
 * and file contents the input makes, in a folder of the process's own (the files operation,
 * below). It calls every function of the header but Store's, Account's and Feed's
 * (tools/check_fuzz_reach checks that it does). Handles
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
#define _XOPEN_SOURCE 700
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#include "calls.h"

#define SLOTS 3
#define MAX_OPERATIONS 200
#define MAX_NESTED_OPERATIONS 6 /* operations run from inside callbacks, nested */
#define CALLBACK_BUDGET 1000    /* callback actions that make new events, per input */
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
/* Deliveries running now (callbacks entered and not returned), on any truck. */
static int deliveries_running;

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
    deliveries_running++;
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
    deliveries_running--;
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

/* A new truck in a slot; or, for the slot byte's top ten values, a view of the next slot's
 * truck (which may be a view itself, freed or empty). */
static void new_truck(fz_input *in) {
    uint8_t pick = fz_u8(in);
    int slot = pick % SLOTS;
    foodtruck_truck *of = pick >= 246 ? pool[(slot + 1) % SLOTS] : NULL;
    if (fz_is_live(pool[slot])) free_truck(pool[slot]);
    foodtruck_truck *truck = pick >= 246 ? fz_call_truck_new_view(in, of) : fz_call_truck_new(in);
    if (truck != NULL) pool[slot] = truck;
}

/* ---- Session files: foodtruck_truck_open on paths and files the input makes --------------
 *
 * The operation's byte is 32, 96 or 224 (bytes that meant operation 0 before and that no
 * committed seed uses, so every seed keeps its meaning). The process has a folder of its own
 * (mkdtemp under /dev/shm, else /tmp) and works in it (chdir at set-up), so that relative names
 * resolve there; every path that libFuzzer was given relative to the first working directory
 * (the corpus, -artifact_prefix, the binary) reaches it through a symbolic link in the folder
 * to its first component (build -> <the first directory>/build), so that findings and new
 * inputs are written where they always are. The folder also holds a directory, d. Each input
 * ends with every file of the folder (and of d) deleted.
 *
 * A files operation: a path (a name of a table of the texts that must stay file names,
 * "file:x?vfs=unix-none", "file:x?mode=memory", ":memory:", names with ?, #, %, a leading -,
 * the same file spelled three ways, a directory, a missing directory, an empty path, a path of
 * 300 and of 4,097 bytes, text that is not UTF-8, NULL; or a name built from input bytes), then
 * what the file holds before the call (left as it is; emptied; random bytes; a bit of it flipped;
 * cut short; a copy of s.foodtruck, the session an earlier open may have made there), the
 * options (0, read-only, SYNC_NORMAL, both, unknown bits) and whether an opened writer is kept
 * in a pool slot (where every later operation uses a session in a file; a later open of the
 * same file must be FOODTRUCK_ERR_BUSY) or freed at once. Oracles:
 *   - the status is one foodtruck_truck_open documents (OK, STORAGE, BUSY, NOT_A_SESSION,
 *     CORRUPT, READ_ONLY, INVALID_ARGUMENT, and the conventions' NULL_ARGUMENT and
 *     INVALID_UTF8), and the one its arguments decide when they decide it: a NULL, long or
 *     not-UTF-8 path, unknown option bits, a NULL out-parameter, an empty path; a file a kept
 *     writer holds: BUSY; a directory, a missing directory or a missing file opened read-only:
 *     STORAGE; an empty file, read-only too, or a new name in an existing folder, to write: OK (a
 *     new session); an existing file that is not empty: OK, NOT_A_SESSION or CORRUPT (or
 *     READ_ONLY, read-only);
 *   - a refusal creates no file and leaves an existing file byte for byte as it was;
 *   - the working directory is the folder; no file appears in the folder but the path's own
 *     (and its -wal, -shm and -journal), and none appears in the first working directory under
 *     the path's name or the name a URI reading would give it ("x" for "file:x?mode=memory");
 *   - on OK: the file exists under the path's own name (the session is not in memory), the
 *     handle works (the truck getters), it is read-only exactly when opened with
 *     FOODTRUCK_OPEN_READ_ONLY (a change is then refused with FOODTRUCK_ERR_READ_ONLY, and the
 *     file is left byte for byte as it was), a writer takes a change; freed, a session leaves
 *     its file alone (no -wal, -shm or -journal beside it). */

#define FILES_NAME_MAX 4200
#define MAX_RESERVED 16
#define MAX_ENTRIES 64
#define MAX_HELD 16

static char folder[PATH_MAX];     /* the process's folder (the working directory) */
static int origin_fd = -1;        /* the first working directory */
static char reserved[MAX_RESERVED][256]; /* the links to the first working directory */
static int reserved_count;
static bool files_ready;

/* The writers kept in the pool, by the file they hold. */
typedef struct held_file {
    foodtruck_truck *truck;
    dev_t dev;
    ino_t ino;
} held_file;
static held_file held[MAX_HELD];

static bool is_reserved(const char *name) {
    for (int i = 0; i < reserved_count; i++) {
        if (strcmp(reserved[i], name) == 0) return true;
    }
    return false;
}

/* The entries of a directory of the folder ("." or "d"), as names. */
typedef struct listing {
    int count;
    char names[MAX_ENTRIES][256];
} listing;

static void list_dir(const char *dir, listing *out) {
    out->count = 0;
    DIR *d = opendir(dir);
    FZ_REQUIRE(d != NULL, "harness: opendir(%s): %s", dir, strerror(errno));
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) continue;
        if (strcmp(dir, ".") == 0 && (is_reserved(e->d_name) || strcmp(e->d_name, "d") == 0)) continue;
        FZ_REQUIRE(out->count < MAX_ENTRIES, "harness: more than %d files in %s/%s", MAX_ENTRIES, folder, dir);
        snprintf(out->names[out->count++], 256, "%s", e->d_name);
    }
    closedir(d);
}

static bool listed(const listing *l, const char *name) {
    for (int i = 0; i < l->count; i++) {
        if (strcmp(l->names[i], name) == 0) return true;
    }
    return false;
}

/* Deletes every file of the folder and of d (at the end of each input). */
static void remove_files(void) {
    static const char *const dirs[] = {".", "d"};
    for (size_t k = 0; k < FZ_NELEMS(dirs); k++) {
        listing l;
        list_dir(dirs[k], &l);
        for (int i = 0; i < l.count; i++) {
            char name[600];
            snprintf(name, sizeof name, "%s/%s", dirs[k], l.names[i]);
            FZ_REQUIRE(unlink(name) == 0 || errno == ENOENT, "harness: unlink(%s/%s): %s (the library made a directory?)",
                       folder, name, strerror(errno));
        }
    }
}

/* At exit: the files, d, the links (unlink removes a link, never what it points to), the folder. */
static void remove_folder(void) {
    if (!files_ready) return;
    remove_files();
    rmdir("d");
    for (int i = 0; i < reserved_count; i++) unlink(reserved[i]);
    if (fchdir(origin_fd) == 0) rmdir(folder);
}

/* The folder, its links and d; then chdir into it. argv's paths relative to the first working
 * directory are reached through the links (LLVMFuzzerInitialize runs before libFuzzer reads
 * them). */
static void set_up_files(int argc, char **argv) {
    origin_fd = open(".", O_RDONLY | O_DIRECTORY);
    FZ_REQUIRE(origin_fd >= 0, "harness: cannot open the working directory: %s", strerror(errno));
    char made[64];
    snprintf(made, sizeof made, "%s/fz-open-XXXXXX", access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp");
    FZ_REQUIRE(mkdtemp(made) != NULL, "harness: mkdtemp(%s): %s", made, strerror(errno));
    FZ_REQUIRE(realpath(made, folder) != NULL, "harness: realpath(%s): %s", made, strerror(errno));
    char origin[PATH_MAX];
    FZ_REQUIRE(getcwd(origin, sizeof origin) != NULL, "harness: getcwd: %s", strerror(errno));
    for (int i = 0; i < argc; i++) {
        const char *value = argv[i];
        if (value[0] == '-') {
            value = strchr(value, '=');
            if (value == NULL) continue;
            value++;
        }
        while (strncmp(value, "./", 2) == 0) value += 2;
        if (value[0] == '/' || value[0] == '\0') continue;
        char first[256];
        size_t length = strcspn(value, "/");
        if (length >= sizeof first) continue;
        memcpy(first, value, length);
        first[length] = '\0';
        struct stat info;
        if (strcmp(first, ".") == 0 || strcmp(first, "..") == 0 || strcmp(first, "d") == 0 || is_reserved(first) ||
            fstatat(origin_fd, first, &info, 0) != 0 || reserved_count == MAX_RESERVED) {
            FZ_REQUIRE(strcmp(first, "..") != 0 && strcmp(first, "d") != 0,
                       "harness: the argument %s cannot be reached from the folder; give it as an absolute path", argv[i]);
            continue;
        }
        char target[PATH_MAX + 260], link_name[PATH_MAX + 260];
        snprintf(target, sizeof target, "%s/%s", origin, first);
        snprintf(link_name, sizeof link_name, "%s/%s", folder, first);
        FZ_REQUIRE(symlink(target, link_name) == 0, "harness: symlink %s: %s", link_name, strerror(errno));
        snprintf(reserved[reserved_count++], 256, "%s", first);
    }
    char d[PATH_MAX + 4];
    snprintf(d, sizeof d, "%s/d", folder);
    FZ_REQUIRE(mkdir(d, 0700) == 0, "harness: mkdir %s: %s", d, strerror(errno));
    FZ_REQUIRE(chdir(folder) == 0, "harness: chdir %s: %s", folder, strerror(errno));
    files_ready = true;
    atexit(remove_folder);
}

static bool ends_with(const char *text, const char *suffix) {
    size_t a = strlen(text), b = strlen(suffix);
    return a > b && strcmp(text + a - b, suffix) == 0;
}

/* The path of a files operation, into name (NULL for a NULL path). */
static const char *pick_path(fz_input *in, char *name) {
    static const char *const table[] = {
        "s.foodtruck", "./s.foodtruck", "@/s.foodtruck", "file:x?vfs=unix-none", "file:x?mode=memory", "file:x",
        "x", ":memory:", "file::memory:?cache=shared", "file:x?mode=ro", "file:x?nolock=1&immutable=1", "a#b",
        "a%20b", "%s%n", "-s", "-", "--", "-wal", "?", "#", "x?mode=memory", "d", "d/s", "./d/s", "@/d/s", "nosuch/s",
        "@/nosuch/s", ".", "..", "", "file:@/u", "\xd8\xb9.foodtruck", "\xff\xfe", "s\xc3", "~", "s.foodtruck ",
        " s.foodtruck"};
    uint8_t pick = fz_u8(in);
    if (pick < 2 * FZ_NELEMS(table)) {
        const char *entry = table[pick % FZ_NELEMS(table)];
        char *at = strstr(entry, "@");
        if (at == NULL) snprintf(name, FILES_NAME_MAX, "%s", entry);
        else snprintf(name, FILES_NAME_MAX, "%.*s%s%s", (int)(at - entry), entry, folder, at + 1);
        return name;
    }
    switch (pick % 8) {
    case 0: return NULL;
    case 1: memset(name, 'a', 300), name[300] = '\0'; return name;
    case 2: memset(name, 'a', 4097), name[4097] = '\0'; return name;
    case 3: memset(name, 'a', 4096), name[4096] = '\0'; return name;
    default: {
        /* A name of the input's bytes, mapped onto letters, digits and the marks URIs and
         * shells give meaning to (no "/": it stays in the folder). */
        static const char marks[] = "sxfile:mod=memory?#%-._&+ ,;@!$'()*[]0123456789";
        size_t length = 1 + fz_u8(in) % 32, at = 0;
        if (pick % 8 == 4) at = (size_t)snprintf(name, FILES_NAME_MAX, "file:");
        for (size_t i = 0; i < length; i++) name[at++] = marks[fz_u8(in) % (sizeof marks - 1)];
        name[at] = '\0';
        /* Never the name of a link to the first working directory, nor another file's -wal,
         * -shm or -journal (a kept writer's log is not the input's to damage). */
        if (is_reserved(name) || strcmp(name, "d") == 0) name[0] = 'z';
        if (ends_with(name, "-wal") || ends_with(name, "-shm") || ends_with(name, "-journal")) strcat(name, "z");
        return name;
    }
    }
}

/* Where a path's file is: its directory ("." or "d") and name there, or false when it is not a
 * file of the folder or of d (a missing directory, a directory). */
static bool file_of(const char *path, const char **dir, const char **base) {
    const char *rest = path;
    size_t folder_length = strlen(folder);
    if (strncmp(rest, folder, folder_length) == 0 && rest[folder_length] == '/') rest += folder_length + 1;
    while (strncmp(rest, "./", 2) == 0) rest += 2;
    *dir = ".";
    if (strncmp(rest, "d/", 2) == 0) *dir = "d", rest += 2;
    if (rest[0] == '\0' || strchr(rest, '/') != NULL || strcmp(rest, ".") == 0 || strcmp(rest, "..") == 0) return false;
    if (strcmp(*dir, ".") == 0 && (strcmp(rest, "d") == 0 || is_reserved(rest))) return false;
    *base = rest;
    return true;
}

/* The kept writer holding the file at path, or NULL (writers freed since are forgotten once no
 * delivery is running). *lingering: a kept writer of the file was freed while a delivery is
 * running, maybe from inside a call on that writer (its tick delivering to the callback that
 * freed it), which completes normally, so the file may stay open until that call returns. */
static foodtruck_truck *holder_of(const char *path, bool *lingering) {
    struct stat info;
    bool exists = path != NULL && stat(path, &info) == 0;
    foodtruck_truck *holder = NULL;
    *lingering = false;
    for (int i = 0; i < MAX_HELD; i++) {
        if (held[i].truck != NULL && !fz_is_live(held[i].truck) && deliveries_running == 0) held[i].truck = NULL;
        if (held[i].truck != NULL && exists && held[i].dev == info.st_dev && held[i].ino == info.st_ino) {
            if (fz_is_live(held[i].truck)) holder = held[i].truck;
            else *lingering = true;
        }
    }
    return holder;
}

/* Whether a writer may have the file open: a kept one, or one freed inside a running call. */
static bool held_now(const char *path) {
    bool lingering;
    return holder_of(path, &lingering) != NULL || lingering;
}

static void hold(foodtruck_truck *truck, const char *path) {
    struct stat info;
    FZ_REQUIRE(stat(path, &info) == 0, "harness: stat(%s): %s", path, strerror(errno));
    for (int i = 0; i < MAX_HELD; i++) {
        /* A freed writer's entry is free only once no delivery runs: until then its file may
         * still be open (see holder_of). */
        if (held[i].truck == NULL || (!fz_is_live(held[i].truck) && deliveries_running == 0)) {
            held[i] = (held_file){truck, info.st_dev, info.st_ino};
            return;
        }
    }
    FZ_FAIL("harness: more than %d kept writers", MAX_HELD);
}

/* A file's bytes (malloc'ed; NULL when it cannot be read), up to 8 MB. */
static unsigned char *read_file(const char *path, size_t *size) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) return NULL;
    unsigned char *bytes = (unsigned char *)malloc(1 << 23);
    FZ_REQUIRE(bytes != NULL, "harness: out of memory");
    *size = fread(bytes, 1, 1 << 23, file);
    fclose(file);
    return bytes;
}

static void write_bytes(const char *path, const unsigned char *bytes, size_t size) {
    FILE *file = fopen(path, "wb");
    if (file == NULL) return; /* a path in a missing directory */
    FZ_REQUIRE(fwrite(bytes, 1, size, file) == size && fclose(file) == 0, "harness: writing %s failed", path);
}

/* What the file holds before the call, chosen by the input; never a kept writer's file. */
static void prepare_file(fz_input *in, const char *path) {
    uint8_t how = fz_u8(in);
    const char *dir, *base;
    struct stat info;
    if (how < 128 || path == NULL || !file_of(path, &dir, &base) || held_now(path)) return;
    if (stat(path, &info) == 0 && !S_ISREG(info.st_mode)) return;
    size_t size = 0;
    unsigned char *bytes = read_file(path, &size);
    switch (how % 6) {
    case 0: write_bytes(path, (const unsigned char *)"", 0); break;
    case 1: {
        /* Raw input bytes, sometimes behind SQLite's mark. */
        unsigned char raw[4096];
        size_t length = 0, want = fz_u16(in) % sizeof raw;
        if (fz_bool(in)) memcpy(raw, "SQLite format 3", 16), length = 16;
        while (length < want && fz_more(in)) raw[length++] = fz_u8(in);
        write_bytes(path, raw, length);
        break;
    }
    case 2:
        if (bytes != NULL && size > 0) {
            bytes[fz_u32(in) % size] ^= (unsigned char)(1u << (fz_u8(in) % 8));
            write_bytes(path, bytes, size);
        }
        break;
    case 3:
        if (bytes != NULL && size > 0) write_bytes(path, bytes, fz_u32(in) % size);
        break;
    default: {
        size_t session_size = 0;
        unsigned char *session = !held_now("s.foodtruck") ? read_file("s.foodtruck", &session_size) : NULL;
        if (session != NULL) write_bytes(path, session, session_size);
        free(session);
        break;
    }
    }
    free(bytes);
}

/* Whether a file of that name exists in the first working directory. */
static bool in_origin(const char *name) {
    struct stat info;
    return name[0] != '\0' && name[0] != '/' && fstatat(origin_fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0;
}

/* The names a file made outside the folder would have: the path's, and the one a URI reading
 * gives it (after "file:", up to "?" or "#"); each with SQLite's suffixes. */
#define OUTSIDE_NAMES 8
static void outside_names(const char *path, char names[OUTSIDE_NAMES][FILES_NAME_MAX + 16]) {
    static const char *const suffixes[] = {"", "-wal", "-shm", "-journal"};
    char uri[FILES_NAME_MAX];
    snprintf(uri, sizeof uri, "%s", strncmp(path, "file:", 5) == 0 ? path + 5 : "");
    uri[strcspn(uri, "?#")] = '\0';
    for (int i = 0; i < 4; i++) {
        snprintf(names[i], FILES_NAME_MAX + 16, "%s%s", path, suffixes[i]);
        snprintf(names[4 + i], FILES_NAME_MAX + 16, "%s%s", uri[0] != '\0' ? uri : path, suffixes[i]);
    }
}

/* Whether the directory the path names its file in exists. */
static bool parent_exists(const char *path) {
    static char dir[FILES_NAME_MAX + 1];
    snprintf(dir, sizeof dir, "%s", path);
    char *slash = strrchr(dir, '/');
    if (slash == NULL) return true;
    if (slash == dir) slash[1] = '\0';
    else slash[0] = '\0';
    struct stat info;
    return stat(dir, &info) == 0 && S_ISDIR(info.st_mode);
}

/* The status the arguments decide, or -1 when the file decides. */
static int status_by_arguments(const char *path, uint32_t options, bool null_out) {
    if (path == NULL) return FOODTRUCK_ERR_NULL_ARGUMENT;
    if (strlen(path) > FOODTRUCK_PATH_MAX_BYTES) return FOODTRUCK_ERR_INVALID_ARGUMENT;
    if (!fz_utf8_valid(path, strlen(path))) return FOODTRUCK_ERR_INVALID_UTF8;
    if (options & ~(uint32_t)(FOODTRUCK_OPEN_READ_ONLY | FOODTRUCK_OPEN_SYNC_NORMAL)) return FOODTRUCK_ERR_INVALID_ARGUMENT;
    if (null_out) return FOODTRUCK_ERR_NULL_ARGUMENT;
    if (path[0] == '\0') return FOODTRUCK_ERR_INVALID_ARGUMENT;
    return -1;
}

/* The operator's words for a status (foodtruck_truck_status_text), on a truck the input picks:
 * exactly FOODTRUCK_OK and values that are no status are refused (a live truck), and a failure's
 * text is not empty. Called after each open with its status, or with a value the input picks. */
static void check_nonempty(const fz_result *result, void *context) {
    FZ_REQUIRE(result->length > 0, "%s gave an empty text", (const char *)context);
}

static void files_status_text(fz_input *in, foodtruck_status status) {
    const foodtruck_truck *truck = pick_truck(in);
    if (fz_u8(in) >= 192) status = fz_status_value(in);
    int code = (int)status;
    FZ_STATUS_CALL(first, "foodtruck_truck_status_text", truck,
                   foodtruck_truck_status_text(truck, status, NULL, 0, NULL));
    if (fz_is_live(truck)) {
        bool failure = code > FOODTRUCK_OK && code <= FZ_LAST_STATUS;
        FZ_REQUIRE(failure ? first == FOODTRUCK_OK : first == FOODTRUCK_ERR_INVALID_ARGUMENT,
                   "foodtruck_truck_status_text(%d) gave %s", code, foodtruck_status_string(first));
    }
    fz_release(&first_frame);
    FZ_TEXT("foodtruck_truck_status_text", truck, fz_u8(in), check_nonempty, (void *)"foodtruck_truck_status_text",
            foodtruck_truck_status_text(truck, status, FZ_BUF, FZ_CAP, FZ_LEN));
}

static void files_operation(fz_input *in) {
    static char name[FILES_NAME_MAX + 1];
    char cwd[PATH_MAX];
    FZ_REQUIRE(getcwd(cwd, sizeof cwd) != NULL && strcmp(cwd, folder) == 0,
               "the working directory is %s, not the harness's folder %s", cwd, folder);
    const char *path = pick_path(in, name);
    prepare_file(in, path);
    static const uint32_t odd_options[] = {4, 8, 3 | 8, (uint32_t)1 << 31, UINT32_MAX};
    uint8_t pick = fz_u8(in);
    uint32_t options = pick < 64    ? 0
                       : pick < 128 ? FOODTRUCK_OPEN_READ_ONLY
                       : pick < 176 ? FOODTRUCK_OPEN_SYNC_NORMAL
                       : pick < 216 ? FOODTRUCK_OPEN_READ_ONLY | FOODTRUCK_OPEN_SYNC_NORMAL
                                    : odd_options[pick % FZ_NELEMS(odd_options)];
    bool read_only = options & FOODTRUCK_OPEN_READ_ONLY;
    uint8_t then = fz_u8(in);
    bool null_out = then < 4, keep = then >= 192;

    /* What is there before the call. */
    const char *dir = ".", *base = "";
    bool in_folder = path != NULL && file_of(path, &dir, &base);
    struct stat info;
    bool exists = path != NULL && stat(path, &info) == 0;
    bool is_dir = exists && S_ISDIR(info.st_mode);
    off_t size = exists ? info.st_size : 0;
    bool parent = path != NULL && parent_exists(path);
    bool lingering;
    foodtruck_truck *holder = holder_of(path, &lingering);
    size_t before_size = 0;
    unsigned char *before = exists && !is_dir ? read_file(path, &before_size) : NULL;
    listing top, sub;
    list_dir(".", &top);
    list_dir("d", &sub);
    static char outside[OUTSIDE_NAMES][FILES_NAME_MAX + 16];
    bool outside_before[OUTSIDE_NAMES] = {false};
    if (path != NULL) {
        outside_names(path, outside);
        for (int i = 0; i < OUTSIDE_NAMES; i++) outside_before[i] = in_origin(outside[i]);
    }

    fz_frame f = fz_frame_pure();
    foodtruck_truck **out = null_out ? NULL : (foodtruck_truck **)fz_out(&f, sizeof *out);
    foodtruck_status status = fz_check(&f, "foodtruck_truck_open", foodtruck_truck_open(path, options, out));
    foodtruck_truck *truck = status == FOODTRUCK_OK ? *out : NULL;
    fz_release(&f);
    const char *shown = path == NULL ? "(null)" : path;
    const char *message = foodtruck_last_error();
    /* FZ_VERBOSE=1: each open and its status (to read a seed or a finding). */
    if (getenv("FZ_VERBOSE") != NULL) {
        fprintf(stderr, "files: open(\"%.80s\"%s, %u%s) = %s %s\n", shown, strlen(shown) > 80 ? "..." : "", options,
                null_out ? ", NULL" : "", foodtruck_status_string(status), message);
    }

    /* The status. */
    unsigned allowed = FZ_BIT(FOODTRUCK_OK) | FZ_BIT(FOODTRUCK_ERR_STORAGE) | FZ_BIT(FOODTRUCK_ERR_BUSY) |
                       FZ_BIT(FOODTRUCK_ERR_NOT_A_SESSION) | FZ_BIT(FOODTRUCK_ERR_CORRUPT) |
                       FZ_BIT(FOODTRUCK_ERR_READ_ONLY) | FZ_BIT(FOODTRUCK_ERR_INVALID_ARGUMENT) |
                       FZ_BIT(FOODTRUCK_ERR_NULL_ARGUMENT) | FZ_BIT(FOODTRUCK_ERR_INVALID_UTF8);
    const char *why = "the statuses foodtruck_truck_open documents";
    int decided = status_by_arguments(path, options, null_out);
    if (decided >= 0) {
        allowed = FZ_BIT(decided), why = "its arguments";
    } else if (holder != NULL) {
        allowed = FZ_BIT(FOODTRUCK_ERR_BUSY), why = "a kept writer has the file open";
    } else if (is_dir) {
        allowed = FZ_BIT(FOODTRUCK_ERR_STORAGE), why = "a directory";
    } else if (!exists && (read_only || !parent)) {
        allowed = FZ_BIT(FOODTRUCK_ERR_STORAGE), why = read_only ? "no file to open read-only" : "no such directory";
    } else if (exists && size == 0) {
        allowed = FZ_BIT(FOODTRUCK_OK), why = "an empty file (a new session, read-only too)";
    } else if (!exists && parent && strlen(base) <= 255) {
        allowed = FZ_BIT(FOODTRUCK_OK), why = "a new file in an existing folder";
    } else if (exists) {
        allowed = FZ_BIT(FOODTRUCK_OK) | FZ_BIT(FOODTRUCK_ERR_NOT_A_SESSION) | FZ_BIT(FOODTRUCK_ERR_CORRUPT) |
                  (read_only ? FZ_BIT(FOODTRUCK_ERR_READ_ONLY) : 0);
        why = "an existing file";
    }
    if (lingering && decided < 0 && holder == NULL) {
        allowed |= FZ_BIT(FOODTRUCK_ERR_BUSY);
        why = "the file's state, or a writer of it freed inside a call still running on it,";
    }
    FZ_REQUIRE(allowed & FZ_BIT(status), "foodtruck_truck_open(\"%s\", %u) gave %s (%s), which %s rule out: %s", shown,
               options, foodtruck_status_string(status), message, why, exists ? "the file existed" : "no file was there");

    /* Nothing outside the folder, nothing in it but the path's own files. */
    if (path != NULL) {
        for (int i = 0; i < OUTSIDE_NAMES; i++) {
            FZ_REQUIRE(outside_before[i] || !in_origin(outside[i]),
                       "foodtruck_truck_open(\"%s\", %u) (%s) made %s in the first working directory, outside the folder",
                       shown, options, foodtruck_status_string(status), outside[i]);
        }
    }
    listing now_top, now_sub;
    list_dir(".", &now_top);
    list_dir("d", &now_sub);
    for (int k = 0; k < 2; k++) {
        const listing *was = k == 0 ? &top : &sub, *is = k == 0 ? &now_top : &now_sub;
        const char *here = k == 0 ? "." : "d";
        for (int i = 0; i < is->count; i++) {
            if (listed(was, is->names[i])) continue;
            bool own = false;
            if (status == FOODTRUCK_OK && in_folder && strcmp(dir, here) == 0) {
                size_t length = strlen(base);
                const char *rest = is->names[i] + length;
                own = strncmp(is->names[i], base, length) == 0 &&
                      (rest[0] == '\0' || strcmp(rest, "-wal") == 0 || strcmp(rest, "-shm") == 0 || strcmp(rest, "-journal") == 0);
            }
            FZ_REQUIRE(own, "foodtruck_truck_open(\"%s\", %u) (%s) made the file %s/%s/%s, not the path's", shown, options,
                       foodtruck_status_string(status), folder, here, is->names[i]);
        }
    }

    if (status != FOODTRUCK_OK) {
        files_status_text(in, status);
        if (before != NULL) {
            size_t after_size = 0;
            unsigned char *after = read_file(path, &after_size);
            FZ_REQUIRE(after != NULL && after_size == before_size && memcmp(before, after, before_size) == 0,
                       "foodtruck_truck_open(\"%s\", %u) refused the file (%s: %s) but changed it (%zu bytes, then %zu)", shown,
                       options, foodtruck_status_string(status), message, before_size, after_size);
            free(after);
        }
        free(before);
        return;
    }

    /* Opened: the file is there under its own name, and the handle works. */
    FZ_REQUIRE(truck != NULL, "foodtruck_truck_open returned FOODTRUCK_OK and a NULL handle");
    fz_live_add(truck);
    struct stat opened;
    FZ_REQUIRE(stat(path, &opened) == 0 && S_ISREG(opened.st_mode),
               "foodtruck_truck_open(\"%s\", %u) gave FOODTRUCK_OK, but no file has that name (in memory? a URI?)", shown,
               options);
    fz_frame g = fz_frame_for(truck);
    bool *is_read_only = (bool *)fz_out(&g, sizeof *is_read_only);
    FZ_REQUIRE(fz_check(&g, "foodtruck_truck_is_read_only", foodtruck_truck_is_read_only(truck, is_read_only)) == FOODTRUCK_OK &&
                   *is_read_only == read_only,
               "foodtruck_truck_open(\"%s\", %u): foodtruck_truck_is_read_only gives %d", shown, options, (int)*is_read_only);
    fz_release(&g);
    fz_call_truck_getters(in, truck);
    if (read_only) {
        FZ_STATUS_CALL(refused, "foodtruck_truck_set_price", truck, foodtruck_truck_set_price(truck, 500));
        FZ_REQUIRE(refused == FOODTRUCK_ERR_READ_ONLY, "a session opened read-only took a change: %s",
                   foodtruck_status_string(refused));
    } else if (fz_bool(in)) {
        fz_call_order_place(in, truck, now);
    } else {
        fz_call_truck_tick_at(in, truck, now);
    }
    if (keep && !read_only) {
        /* Kept: a pool slot's truck now, a session in a file. */
        int slot = fz_u8(in) % SLOTS;
        if (fz_is_live(pool[slot])) free_truck(pool[slot]);
        pool[slot] = truck;
        hold(truck, path);
        free(before);
        return;
    }
    free_truck(truck);
    if (read_only && before != NULL) {
        size_t after_size = 0;
        unsigned char *after = read_file(path, &after_size);
        FZ_REQUIRE(after != NULL && after_size == before_size && memcmp(before, after, before_size) == 0,
                   "a session opened read-only from \"%s\" wrote its file (%zu bytes, then %zu)", shown, before_size,
                   after_size);
        free(after);
    }
    free(before);
    if (in_folder) {
        static const char *const logs[] = {"-wal", "-shm", "-journal"};
        for (size_t i = 0; i < FZ_NELEMS(logs); i++) {
            char log[FILES_NAME_MAX + 16];
            snprintf(log, sizeof log, "%s%s", path, logs[i]);
            FZ_REQUIRE(access(log, F_OK) != 0, "foodtruck_truck_free of a session opened from \"%s\" left %s beside it", shown,
                       log);
        }
    }
}

/* Operation codes 0 to 27 are those of the first harness (the committed seeds use them); the
 * areas added later come after them; the files operation has bytes of its own (32, 96, 224). */
static void run_operation(fz_input *in) {
    uint8_t code = fz_u8(in);
    if (code == 32 || code == 96 || code == 224) {
        files_operation(in);
        return;
    }
    /* One generated call of any function (calls_generated.h), on a truck of the pool: the
     * bytes 128, 160 and 192 (operation 0 before; no committed seed used them, while one,
     * files-arguments, uses 64). */
    if (code == 128 || code == 160 || code == 192) {
        fz_gen_any(in, pick_truck(in), now);
        return;
    }
    unsigned op = code % 32;
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
    set_up_files(*argc, *argv);
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
    remove_files();
    memset(held, 0, sizeof held);
    stack_thing = NULL;
    input = NULL;
    return 0;
}
