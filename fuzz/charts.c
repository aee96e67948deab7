/* SPDX-License-Identifier: Apache-2.0 */
/* charts.c: fuzzes the chart functions (Charts section of foodtruck.h): foodtruck_chart_nice_ticks
 * with arbitrary doubles and targets, and the truck's chart data and SVG pictures at arbitrary
 * instants, sizes, timeframes and languages.
 *
 * Nice ticks take any pair of doubles a data set can produce; the oracle is what the header
 * promises (at least two marks, about target of them, covering the range) plus what any axis
 * needs: finite marks in strictly increasing order. The truck's charts are read at instants
 * from the first to the last accepted year and just outside them, where calendar arithmetic
 * breaks first; each result is checked (bars that rise, marks in time order, 25 forecast hours
 * an hour apart with the floor 2 below the lowest, nights in order, SVG documents).
 *
 * The truck is made once (a simulated session, read only afterwards); each input first sets
 * its language and UTC offset, so that every input means the same thing whenever it runs. */
#include "calls.h"

#define MAX_CALLS 24

static foodtruck_truck *truck;

static void make_truck(void) {
    FZ_REQUIRE(foodtruck_truck_new(&truck) == FOODTRUCK_OK && foodtruck_truck_simulate(truck, 7, FZ_T0, 0) == FOODTRUCK_OK,
               "harness: the chart truck could not be set up: %s", foodtruck_last_error());
    fz_live_add(truck);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (truck == NULL) make_truck();
    fz_input in = fz_input_of(data, size);
    foodtruck_locale locale = fz_bool(&in) ? FOODTRUCK_LOCALE_AR : FOODTRUCK_LOCALE_EN;
    int32_t offset = (int32_t)(fz_u16(&in) % 2879) - 1439;
    FZ_REQUIRE(foodtruck_truck_set_locale(truck, locale) == FOODTRUCK_OK && foodtruck_truck_set_utc_offset(truck, offset) == FOODTRUCK_OK,
               "harness: setting the language and offset failed: %s", foodtruck_last_error());
    for (int calls = 0; calls < MAX_CALLS && fz_more(&in); calls++) {
        unsigned op = fz_u8(&in) % 8;
        if (op < 5) {
            fz_call_chart_nice_ticks(&in);
        } else if (op < 7) {
            fz_call_charts(&in, truck, fz_instant(&in, FZ_T0));
        } else {
            fz_call_svg(&in, truck, fz_instant(&in, FZ_T0));
        }
    }
    return 0;
}
