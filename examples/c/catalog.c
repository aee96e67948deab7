/* SPDX-License-Identifier: Apache-2.0 */
/* catalog.c: the demo of the donut catalog. Prints every donut with its recipe, flavor
 * profile and most potent flavor, then the sort orders, in English and then in Arabic.
 *
 *   cc catalog.c -I<prefix>/include -L<prefix>/lib -lfoodtruck -o catalog && ./catalog
 *
 * Shows: creating and freeing a truck session, reading structs, the two-call buffer
 * convention for text (ask for the length, then fetch), arrays of ids, the locale setting. */
#include "common.h"

#include <string.h>

/* Reads a donut's name into a buffer that grows as needed. The caller frees it. */
static char *donut_name(const foodtruck_truck *truck, int32_t id) {
    size_t length = 0;
    TRY(foodtruck_donut_name(truck, id, NULL, 0, &length)); /* ask for the length */
    char *name = (char *)malloc(length + 1);
    if (name == NULL) exit(EXIT_FAILURE);
    TRY(foodtruck_donut_name(truck, id, name, length + 1, NULL));
    return name;
}

static void print_ingredient(const foodtruck_truck *truck, foodtruck_ingredient_kind kind, int32_t index) {
    char name[128] = "-";
    if (index != FOODTRUCK_NO_INGREDIENT) {
        TRY(foodtruck_ingredient_name(truck, kind, index, name, sizeof name, NULL));
    }
    printf(" | %-24s", name);
}

static void print_catalog(foodtruck_truck *truck) {
    size_t count = 0;
    TRY(foodtruck_donut_count(truck, &count));
    char flavor_names[FOODTRUCK_FLAVOR_COUNT][64];
    for (int f = 0; f < FOODTRUCK_FLAVOR_COUNT; f++) {
        TRY(foodtruck_flavor_name(truck, (foodtruck_flavor)f, flavor_names[f], sizeof flavor_names[f], NULL));
    }
    printf("%2s  %-24s", "id", "donut");
    for (int f = 0; f < FOODTRUCK_FLAVOR_COUNT; f++) printf(" %6.6s", flavor_names[f]);
    printf("  most potent\n");
    for (int32_t id = 0; id < (int32_t)count; id++) {
        foodtruck_donut donut;
        TRY(foodtruck_donut_get(truck, id, &donut));
        char *name = donut_name(truck, id);
        const foodtruck_flavor_profile *p = &donut.flavors;
        printf("%2d  %-24s %6d %6d %6d %6d %6d %6d  %s (%d)\n", id, name, p->salty, p->sweet,
               p->bitter, p->sour, p->savory, p->spicy, flavor_names[donut.most_potent_flavor],
               donut.most_potent_value);
        printf("    ");
        print_ingredient(truck, FOODTRUCK_INGREDIENT_DOUGH, donut.dough);
        print_ingredient(truck, FOODTRUCK_INGREDIENT_GLAZE, donut.glaze);
        print_ingredient(truck, FOODTRUCK_INGREDIENT_TOPPING, donut.topping);
        printf("\n");
        free(name);
    }

    int32_t ids[FOODTRUCK_CATALOG_DONUT_COUNT];
    TRY(foodtruck_donut_sort_by_name(truck, ids, FOODTRUCK_CATALOG_DONUT_COUNT, &count));
    printf("\nby name:");
    for (size_t i = 0; i < count; i++) printf(" %d", ids[i]);
    printf("\n");
    for (int f = 0; f < FOODTRUCK_FLAVOR_COUNT; f++) {
        TRY(foodtruck_donut_sort_by_flavor(truck, (foodtruck_flavor)f, ids, FOODTRUCK_CATALOG_DONUT_COUNT, &count));
        printf("by %s:", flavor_names[f]);
        for (size_t i = 0; i < count; i++) printf(" %d", ids[i]);
        printf("\n");
    }
}

int main(void) {
    printf("libfoodtruck %s\n\n", foodtruck_version());
    foodtruck_truck *truck = NULL;
    TRY(foodtruck_truck_new(&truck));

    print_catalog(truck);

    TRY(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
    bool rtl = false;
    TRY(foodtruck_truck_is_right_to_left(truck, &rtl));
    printf("\n[Arabic, %s]\n", rtl ? "right to left" : "left to right");
    print_catalog(truck);

    TRY(foodtruck_truck_free(truck));
    return EXIT_SUCCESS;
}
