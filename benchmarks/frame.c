/* SPDX-License-Identifier: Apache-2.0 */
/* frame.c: what one frame of the desktop app's Truck panel asks of the library, with 10^4 orders
 * and 5 live activities, as a share of a 60 Hz frame (16.7 ms; goals: the first frame under
 * 250 us, a countdown's wake under 50 us), and against the same frame with 100 orders, measured
 * in the same run (goal: the cost follows what the panel shows, not how many orders there are).
 *
 * The frame is the app's worst one, its first: everything the Truck panel shows is asked anew,
 * every picture too (the app then keeps the lattice, the tags and the cards' titles, redraws
 * the tiles only when the latest orders change, and caches each donut's picture), so the ratio
 * to 100 orders is of a frame mostly fixed in cost (examples/desktop: app.c's refresh and schedule_tick, detail_column.c,
 * sidebar.c, activity.c and truck.c; tools/test_desktop checks that this file calls every
 * library function truck.c and activity.c call, so that the two cannot drift apart):
 *   the tick and the events it left, the navigation (selection, path), the four cards' titles,
 *   the five latest orders (each read with its lines and display id) in the hero tiling, each
 *   tile's diagonal stack and a picture of each of its donuts, the forecast chart, the Donuts
 *   card's lattice with every donut's picture, the trending tags' titles in the flow layout, the
 *   width rule, the Dynamic Island's owner with its title and countdown, the lock screen's five
 *   cards (four texts each), the owner's countdown's next change, and the next instant.
 * Before timing, the setup is checked (the orders and activities exist). Prints one markdown
 * table row per size. */
#include "bench.h"
#include "foodtruck.h"

#include <stdlib.h>
#include <string.h>

#define T0 INT64_C(1796000000000)
#define FRAME_MS 16.7 /* a 60 Hz frame */
#define LIVE 5        /* orders in preparation, each with its live activity */
#define LATEST 5      /* the New Orders card's tiles */
#define TEXT 4096
#define SVG (256 * 1024)
#define TRIALS 5
#define FRAMES 200

static char text[TEXT];
static char *svg;

static void check(foodtruck_status status, const char *call) {
    if (status == FOODTRUCK_OK) return;
    fprintf(stderr, "frame: %s: %s: %s\n", call, foodtruck_status_string(status), foodtruck_last_error());
    exit(1);
}
#define CHECK(call) check((call), #call)

/* A donut's picture, as the app asks for it (160 px, scaled by GTK). */
static void picture(foodtruck_truck *truck, int32_t donut) {
    CHECK(foodtruck_svg_donut(truck, donut, 160, svg, SVG, NULL));
}

/* A countdown's wake on the Truck panel once it is drawn (app.c's refresh_window and
 * schedule_next_tick): the tick and the events it left, where the app is (detail_column.c,
 * sidebar.c), the latest orders (unchanged, so no tile is made anew), the forecast's text
 * alternative, its layout and its texts (chart_area.c redraws it at every refresh), the island's pill and
 * the lock screen's cards (activity.c), the owner's countdown's next change and the next
 * instant. */
static void steady(foodtruck_truck *truck, int64_t now) {
    foodtruck_event events[64];
    size_t count = 0;
    CHECK(foodtruck_truck_tick(truck, now, NULL));
    do {
        CHECK(foodtruck_event_poll(truck, events, 64, &count));
        for (size_t i = 0; i < count; i++) {
            int32_t activity;
            if (events[i].kind == FOODTRUCK_EVENT_NOTIFICATION)
                CHECK(foodtruck_activity_for_order(truck, events[i].order_number, &activity));
        }
    } while (count == 64);

    foodtruck_panel panel;
    foodtruck_step steps[16];
    CHECK(foodtruck_navigation_selection(truck, &panel));
    CHECK(foodtruck_navigation_path(truck, steps, 16, &count));

    int32_t latest[LATEST];
    CHECK(foodtruck_order_list(truck, FOODTRUCK_ORDER_STATUS_ALL, "", FOODTRUCK_ORDER_SORT_NUMBER, true, 0, LATEST, latest,
                               LATEST, &count));

    static foodtruck_chart_item items[512];
    CHECK(foodtruck_svg_chart_description(truck, FOODTRUCK_CHART_FORECAST, FOODTRUCK_TIMEFRAME_TODAY, now, text, TEXT,
                                          NULL));
    CHECK(foodtruck_chart_layout(truck, FOODTRUCK_CHART_FORECAST, FOODTRUCK_TIMEFRAME_TODAY, now, 320, 160, items, 512,
                                 &count));
    CHECK(foodtruck_chart_layout_texts(truck, FOODTRUCK_CHART_FORECAST, FOODTRUCK_TIMEFRAME_TODAY, now, 320, 160, text,
                                       TEXT, NULL));

    foodtruck_island island;
    CHECK(foodtruck_activity_island(truck, &island));
    if (island.owner != 0) {
        CHECK(foodtruck_activity_text(truck, island.owner, FOODTRUCK_TEXT_LOCK_TITLE, now, text, TEXT, NULL));
        CHECK(foodtruck_activity_text(truck, island.owner, FOODTRUCK_TEXT_COUNTDOWN, now, text, TEXT, NULL));
    }
    int32_t cards[16];
    size_t card_count = 0;
    CHECK(foodtruck_activity_lock_screen(truck, cards, 16, &card_count));
    const foodtruck_activity_text_slot slots[] = {FOODTRUCK_TEXT_LOCK_TITLE, FOODTRUCK_TEXT_LOCK_DONUTS,
                                                  FOODTRUCK_TEXT_COUNTDOWN, FOODTRUCK_TEXT_REMAINING};
    for (size_t i = 0; i < card_count; i++)
        for (size_t s = 0; s < 4; s++) CHECK(foodtruck_activity_text(truck, cards[i], slots[s], now, text, TEXT, NULL));
    CHECK(foodtruck_navigation_selection(truck, &panel));

    foodtruck_activity owner;
    int64_t change, due;
    if (island.owner != 0) {
        CHECK(foodtruck_activity_get(truck, island.owner, &owner));
        CHECK(foodtruck_timer_countdown_next_change(truck, owner.order_number, now, &change));
    }
    CHECK(foodtruck_truck_next_due(truck, &due));
}

/* The first frame: a steady one, and everything the panel then keeps: the detail column's
 * title, the width rule and the cards' titles, the New Orders tiles (each order read with its
 * lines and display id, a diagonal stack of its donuts and each donut's picture), the Donuts
 * card's lattice with every donut's picture and the trending tags' titles in the flow layout. */
static void frame(foodtruck_truck *truck, int64_t now) {
    steady(truck, now);
    foodtruck_panel panel;
    CHECK(foodtruck_navigation_selection(truck, &panel));
    CHECK(foodtruck_panel_title(truck, panel, text, TEXT, NULL));

    bool compact;
    CHECK(foodtruck_layout_is_compact(700, 520, false, &compact));
    const foodtruck_truck_card truck_cards[] = {FOODTRUCK_CARD_NEW_ORDERS, FOODTRUCK_CARD_FORECAST, FOODTRUCK_CARD_DONUTS,
                                                FOODTRUCK_CARD_SOCIAL_FEED};
    for (size_t i = 0; i < 4; i++) CHECK(foodtruck_truck_card_title(truck, truck_cards[i], text, TEXT, NULL));

    int32_t latest[LATEST];
    size_t shown = 0;
    CHECK(foodtruck_order_list(truck, FOODTRUCK_ORDER_STATUS_ALL, "", FOODTRUCK_ORDER_SORT_NUMBER, true, 0, LATEST, latest,
                               LATEST, &shown));
    foodtruck_rect tiles[LATEST];
    CHECK(foodtruck_layout_hero_tiling(shown, (foodtruck_rect){0, 0, 500, 250}, false, tiles, LATEST, NULL));
    for (size_t i = 0; i < shown; i++) {
        foodtruck_order order;
        foodtruck_order_line lines[64];
        size_t line_count = 0;
        CHECK(foodtruck_order_get(truck, latest[i], &order));
        CHECK(foodtruck_order_lines(truck, latest[i], lines, 64, &line_count));
        CHECK(foodtruck_order_display_id(truck, latest[i], text, TEXT, NULL));
        foodtruck_rect stack[64];
        CHECK(foodtruck_layout_diagonal_stack(line_count, tiles[i], false, stack, 64, NULL));
        CHECK(foodtruck_order_stack_badge(truck, latest[i], text, TEXT, NULL));
        for (size_t j = 0; j < line_count; j++) picture(truck, lines[j].donut_id);
    }
    CHECK(foodtruck_truck_number_text(truck, 12, text, TEXT, NULL));

    size_t donuts = 0;
    CHECK(foodtruck_donut_count(truck, &donuts));
    foodtruck_rect cells[64];
    foodtruck_size lattice;
    CHECK(foodtruck_layout_donut_lattice_size(500, 180, &lattice));
    CHECK(foodtruck_layout_donut_lattice(donuts, (foodtruck_rect){100, 0, lattice.width, lattice.height}, false, cells, 64,
                                         NULL));
    for (size_t i = 0; i < donuts; i++) {
        foodtruck_donut donut;
        CHECK(foodtruck_donut_get(truck, (int32_t)i, &donut));
        picture(truck, donut.id);
    }

    foodtruck_feed_tag tags[32];
    size_t tag_count = 0;
    CHECK(foodtruck_feed_trending_tags(tags, 32, &tag_count));
    foodtruck_size sizes[32];
    foodtruck_rect places[32];
    foodtruck_size cloud;
    for (size_t i = 0; i < tag_count; i++) {
        size_t length = 0;
        CHECK(foodtruck_feed_tag_title(truck, tags[i], text, TEXT, &length));
        sizes[i] = (foodtruck_size){8.0 * (double)length + 20, 28};
    }
    CHECK(foodtruck_layout_flow(sizes, tag_count, 500, 8, 8, FOODTRUCK_ALIGN_CENTER, FOODTRUCK_ALIGN_MIDDLE, false, places,
                                32, NULL, &cloud));
}

/* A session with `orders` orders over the last 30 days and LIVE of them in preparation at T0. */
static foodtruck_truck *session(int32_t orders) {
    foodtruck_truck *truck = NULL;
    CHECK(foodtruck_truck_new(&truck));
    CHECK(foodtruck_truck_set_utc_offset(truck, -480));
    uint64_t seed = 12345;
    for (int32_t i = 0; i < orders; i++) {
        seed = seed * 6364136223846793005u + 1442695040888963407u;
        foodtruck_order_line lines[3];
        size_t line_count = 1 + (seed >> 40) % 3;
        for (size_t j = 0; j < line_count; j++)
            lines[j] = (foodtruck_order_line){(int32_t)((seed >> (8 * j)) % 17), (int32_t)(1 + (seed >> 50) % 5)};
        int64_t created = T0 - INT64_C(30) * 86400000 + (int64_t)i * (INT64_C(30) * 86400000 / orders);
        int32_t number;
        /* Repeated donuts in one order are one line each in the app's data: keep lines distinct. */
        if (line_count > 1 && lines[0].donut_id == lines[1].donut_id) line_count = 1;
        if (line_count > 2 && (lines[2].donut_id == lines[0].donut_id || lines[2].donut_id == lines[1].donut_id)) line_count = 2;
        CHECK(foodtruck_order_place(truck, lines, line_count, created, &number));
    }
    for (int32_t number = orders; number > orders - LIVE; number--) CHECK(foodtruck_order_advance(truck, number, T0, NULL));
    size_t live = 0, count = 0;
    int32_t ids[16];
    CHECK(foodtruck_activity_lock_screen(truck, ids, 16, &live));
    CHECK(foodtruck_order_count(truck, FOODTRUCK_ORDER_STATUS_ALL, "", &count));
    if (live != LIVE || count != (size_t)orders) {
        fprintf(stderr, "frame: setup: %zu activities, %zu orders\n", live, count);
        exit(1);
    }
    return truck;
}

int main(void) {
    svg = malloc(SVG);
    if (svg == NULL) return 1;
    const int32_t sizes[] = {10000, 100};
    double first[2], wake[2];
    for (size_t s = 0; s < 2; s++) {
        foodtruck_truck *truck = session(sizes[s]);
        int64_t now = T0;
        /* One frame a 60 Hz frame apart: the countdowns run (60 s is 3,600 frames away). */
        BENCH_BEST(first[s], TRIALS, FRAMES, frame(truck, now += 16));
        BENCH_BEST(wake[s], TRIALS, FRAMES, steady(truck, now += 16));
        CHECK(foodtruck_truck_free(truck));
    }
    for (size_t s = 0; s < 2; s++)
        printf("| %d | %d | %.1f us | %.2f %% | %.1f us | %.2f |\n", sizes[s], LIVE, first[s] * 1e6,
               first[s] * 1e3 / FRAME_MS * 100, wake[s] * 1e6, first[s] / first[1]);
    free(svg);
    return 0;
}
