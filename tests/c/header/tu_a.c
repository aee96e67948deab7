/* tu_a.c: the header included twice in one translation unit, linked with tu_b.c which
 * includes it too: guards, declarations and inline-free types must allow all of that. */
#include "foodtruck.h"
#include "foodtruck.h"

#include <stdio.h>
#include <string.h>

int tu_b_version_matches(void);

int main(void) {
    ft_truck *truck = NULL;
    if (ft_truck_new(&truck) != FT_OK) return 1;
    ft_donut donut;
    int ok = ft_donut_get(truck, 0, &donut) == FT_OK && donut.most_potent_flavor == FT_FLAVOR_SAVORY;
    ok = ok && tu_b_version_matches() && strcmp(ft_version(), FT_VERSION_STRING) == 0;
    if (ft_truck_free(truck) != FT_OK) return 1;
    puts(ok ? "header ok" : "header FAILED");
    return ok ? 0 : 1;
}
