/* SPDX-License-Identifier: Apache-2.0 */
/* tu_a.c: the header included twice in one translation unit, linked with tu_b.c which
 * includes it too: guards, declarations and inline-free types must allow all of that. */
#include "foodtruck.h"
#include "foodtruck.h"

#include <stdio.h>
#include <string.h>

int tu_b_version_matches(void);

int main(void) {
    foodtruck_truck *truck = NULL;
    if (foodtruck_truck_new(&truck) != FOODTRUCK_OK) return 1;
    foodtruck_donut donut;
    int ok = foodtruck_donut_get(truck, 0, &donut) == FOODTRUCK_OK && donut.most_potent_flavor == FOODTRUCK_FLAVOR_SAVORY;
    ok = ok && tu_b_version_matches() && strcmp(foodtruck_version(), FOODTRUCK_VERSION_STRING) == 0;
    if (foodtruck_truck_free(truck) != FOODTRUCK_OK) return 1;
    puts(ok ? "header ok" : "header FAILED");
    return ok ? 0 : 1;
}
