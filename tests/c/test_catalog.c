/* SPDX-License-Identifier: Apache-2.0 */
/* test_catalog.c: the donut catalog through the C ABI, against docs/domain.md §1.
 * Expected values are written out literally from the facts, never recomputed. */
#include "check.h"

#include <stdlib.h>

typedef struct expected_donut {
    const char *name;
    int dough, glaze, topping;
    int32_t salty, sweet, bitter, sour, savory, spicy;
    foodtruck_flavor potent;
    int32_t potent_value;
} expected_donut;

static const expected_donut DONUTS[FOODTRUCK_CATALOG_DONUT_COUNT] = {
    {"The Classic", 4, 1, 1, 2, 5, 2, 0, 6, 0, FOODTRUCK_FLAVOR_SAVORY, 6},
    {"Blueberry Frosted", 0, 0, 8, 4, 8, 0, -1, 4, 0, FOODTRUCK_FLAVOR_SWEET, 8},
    {"Strawberry Drizzle", 3, 4, 22, 3, 8, 0, 0, 4, 0, FOODTRUCK_FLAVOR_SWEET, 8},
    {"Cosmos", 1, 1, 2, 2, 7, 2, -1, 5, 0, FOODTRUCK_FLAVOR_SWEET, 7},
    {"Strawberry Sprinkles", 4, 4, 2, 2, 6, 1, 0, 6, 0, FOODTRUCK_FLAVOR_SWEET, 6},
    {"Lemon Chocolate", 4, 1, 16, 2, 2, 4, 2, 4, 1, FOODTRUCK_FLAVOR_BITTER, 4},
    {"Rainbow", 4, 6, FOODTRUCK_NO_INGREDIENT, 3, 3, 1, 0, 2, 1, FOODTRUCK_FLAVOR_SALTY, 3},
    {"Picnic Basket", 1, 4, 3, 3, 7, 2, -2, 5, 0, FOODTRUCK_FLAVOR_SWEET, 7},
    {"Figure Skater", 4, 0, 22, 4, 7, 1, -1, 4, 0, FOODTRUCK_FLAVOR_SWEET, 7},
    {"Powdered Chocolate", 1, FOODTRUCK_NO_INGREDIENT, 0, 2, 7, 1, -1, 1, 0, FOODTRUCK_FLAVOR_SWEET, 7},
    {"Powdered Strawberry", 3, FOODTRUCK_NO_INGREDIENT, 0, 1, 7, 0, 0, 2, 0, FOODTRUCK_FLAVOR_SWEET, 7},
    {"Custard", 6, 3, 16, 2, 1, 2, 6, 0, 4, FOODTRUCK_FLAVOR_SOUR, 6},
    {"Super Lemon", 6, 5, 1, 1, 5, 0, 6, 2, 1, FOODTRUCK_FLAVOR_SOUR, 6},
    {"Fire Zest", 6, 3, 20, 3, 1, 0, 4, 1, 6, FOODTRUCK_FLAVOR_SPICY, 6},
    {"Black Raspberry", 4, 1, 17, 3, 4, 3, -1, 6, 0, FOODTRUCK_FLAVOR_SAVORY, 6},
    {"Daytime", 6, 6, FOODTRUCK_NO_INGREDIENT, 3, 3, 0, 3, 0, 1, FOODTRUCK_FLAVOR_SALTY, 3},
    {"Nighttime", 1, 1, 18, 4, 5, 4, -1, 3, 0, FOODTRUCK_FLAVOR_SWEET, 5},
};

/* docs/domain.md §1.8, one row per flavor in foodtruck_flavor order. */
static const int32_t FLAVOR_ORDERS[FOODTRUCK_FLAVOR_COUNT][FOODTRUCK_CATALOG_DONUT_COUNT] = {
    {1, 8, 16, 2, 6, 7, 13, 14, 15, 0, 3, 4, 5, 9, 11, 10, 12},
    {1, 2, 3, 7, 8, 9, 10, 4, 0, 12, 16, 14, 6, 15, 5, 11, 13},
    {5, 16, 14, 0, 3, 7, 11, 4, 6, 8, 9, 1, 2, 10, 12, 13, 15},
    {11, 12, 13, 15, 5, 0, 2, 4, 6, 10, 1, 3, 8, 9, 14, 16, 7},
    {0, 4, 14, 3, 7, 1, 2, 5, 8, 16, 6, 10, 12, 9, 13, 11, 15},
    {13, 11, 5, 6, 12, 15, 0, 1, 2, 3, 4, 7, 8, 9, 10, 14, 16},
};

/* Ingredient profiles (docs/domain.md §1.2-1.4), salty..spicy, with each kind's catalog size. */
static const int32_t DOUGHS[7][6] = {
    {1, 2, 0, 0, 2, 0}, {1, 3, 1, -1, 1, 0}, {1, 2, 0, 3, -1, 0}, {0, 3, 0, 0, 2, 0},
    {1, 1, 1, 0, 2, 0}, {-1, 4, 0, 0, 1, 0}, {1, 1, 0, 3, 0, 0},
};
static const int32_t GLAZES[7][6] = {
    {1, 3, 0, -1, 2, 0}, {1, 1, 1, 0, 2, 0}, {0, 0, 1, 3, -1, 2}, {1, 0, 0, 1, 0, 3},
    {1, 2, 0, 0, 2, 0}, {0, 1, 0, 3, 0, 1}, {2, 2, 0, 0, 0, 1},
};
/* The 7 sauces of lattices, lines and drizzles, after 3 "other" toppings. */
static const int32_t TOPPINGS_OTHER[3][6] = {{1, 4, 0, 0, 0, 0}, {0, 3, 0, 0, 2, 0}, {0, 3, 0, 0, 2, 0}};
static const int32_t SAUCES[7][6] = {
    {1, 2, 1, -1, 2, 0}, {2, 1, 2, 0, 0, 0}, {0, 1, 0, 3, -1, 2}, {1, 0, 0, 0, 1, 3},
    {1, 2, 0, 0, 2, 0}, {2, 3, 0, 0, 0, 0}, {0, 0, 2, 2, 0, 1},
};

static void check_profile(foodtruck_flavor_profile p, const int32_t e[6], const char *what, int index) {
    int32_t got[6];
    got[0] = p.salty; got[1] = p.sweet; got[2] = p.bitter;
    got[3] = p.sour; got[4] = p.savory; got[5] = p.spicy;
    for (int axis = 0; axis < 6; axis++) {
        if (got[axis] != e[axis]) {
            fprintf(stderr, "%s %d axis %d: %d, expected %d\n", what, index, axis, got[axis], e[axis]);
        }
        CHECK_INT(got[axis], e[axis]);
    }
}

static void test_ingredients(void) {
    size_t count = 0;
    CHECK_OK(foodtruck_ingredient_count(FOODTRUCK_INGREDIENT_DOUGH, &count));
    CHECK_INT(count, 7);
    CHECK_OK(foodtruck_ingredient_count(FOODTRUCK_INGREDIENT_GLAZE, &count));
    CHECK_INT(count, 7);
    CHECK_OK(foodtruck_ingredient_count(FOODTRUCK_INGREDIENT_TOPPING, &count));
    CHECK_INT(count, 24);

    foodtruck_flavor_profile p;
    for (int i = 0; i < 7; i++) {
        CHECK_OK(foodtruck_ingredient_flavors(FOODTRUCK_INGREDIENT_DOUGH, i, &p));
        check_profile(p, DOUGHS[i], "dough", i);
        CHECK_OK(foodtruck_ingredient_flavors(FOODTRUCK_INGREDIENT_GLAZE, i, &p));
        check_profile(p, GLAZES[i], "glaze", i);
    }
    for (int i = 0; i < 24; i++) {
        CHECK_OK(foodtruck_ingredient_flavors(FOODTRUCK_INGREDIENT_TOPPING, i, &p));
        check_profile(p, i < 3 ? TOPPINGS_OTHER[i] : SAUCES[(i - 3) % 7], "topping", i);
    }

    char text[64];
    CHECK_OK(foodtruck_ingredient_slug(FOODTRUCK_INGREDIENT_GLAZE, 2, text, sizeof text, NULL));
    CHECK_STR(text, "glaze/sour-candy");
    CHECK_OK(foodtruck_ingredient_slug(FOODTRUCK_INGREDIENT_TOPPING, 10, text, sizeof text, NULL));
    CHECK_STR(text, "topping/blueberry-lines");
    /* The original's quirk, kept as data: Blueberry Lines shows the lattice picture. */
    CHECK_OK(foodtruck_ingredient_image_key(FOODTRUCK_INGREDIENT_TOPPING, 10, text, sizeof text, NULL));
    CHECK_STR(text, "crisscross-blue");
    CHECK_OK(foodtruck_ingredient_image_key(FOODTRUCK_INGREDIENT_TOPPING, 11, text, sizeof text, NULL));
    CHECK_STR(text, "straight-brown");
}

static void test_donuts(foodtruck_truck *truck) {
    size_t count = 0;
    CHECK_OK(foodtruck_donut_count(truck, &count));
    CHECK_INT(count, FOODTRUCK_CATALOG_DONUT_COUNT);
    for (int id = 0; id < FOODTRUCK_CATALOG_DONUT_COUNT; id++) {
        const expected_donut *e = &DONUTS[id];
        foodtruck_donut d;
        char name[64];
        CHECK_OK(foodtruck_donut_get(truck, id, &d));
        CHECK_OK(foodtruck_donut_name(truck, id, name, sizeof name, NULL));
        CHECK_STR(name, e->name);
        CHECK_INT(d.id, id);
        CHECK_INT(d.dough, e->dough);
        CHECK_INT(d.glaze, e->glaze);
        CHECK_INT(d.topping, e->topping);
        const int32_t profile[6] = {e->salty, e->sweet, e->bitter, e->sour, e->savory, e->spicy};
        check_profile(d.flavors, profile, "donut", id);
        CHECK_INT(d.most_potent_flavor, e->potent);
        CHECK_INT(d.most_potent_value, e->potent_value);
        CHECK(!d.is_custom);
    }
}

static void test_sort_orders(foodtruck_truck *truck) {
    int32_t ids[FOODTRUCK_CATALOG_DONUT_COUNT];
    size_t count = 0;
    for (int flavor = 0; flavor < FOODTRUCK_FLAVOR_COUNT; flavor++) {
        CHECK_OK(foodtruck_donut_sort_by_flavor(truck, (foodtruck_flavor)flavor, ids, FOODTRUCK_CATALOG_DONUT_COUNT, &count));
        CHECK_INT(count, FOODTRUCK_CATALOG_DONUT_COUNT);
        CHECK(memcmp(ids, FLAVOR_ORDERS[flavor], sizeof ids) == 0);
    }
    /* Name order: folded alphabetical; "The Classic" sorts under T. */
    static const int32_t BY_NAME[FOODTRUCK_CATALOG_DONUT_COUNT] = {
        14, 1, 3, 11, 15, 8, 13, 5, 16, 7, 9, 10, 6, 2, 4, 12, 0};
    CHECK_OK(foodtruck_donut_sort_by_name(truck, ids, FOODTRUCK_CATALOG_DONUT_COUNT, &count));
    CHECK(memcmp(ids, BY_NAME, sizeof ids) == 0);
}

static void test_search_and_locale(foodtruck_truck *truck) {
    int32_t ids[32];
    size_t count = 0;
    CHECK_OK(foodtruck_donut_search(truck, "", ids, 32, &count));
    CHECK_INT(count, 17);
    CHECK_OK(foodtruck_donut_search(truck, "CLASSIC", ids, 32, &count));
    CHECK_INT(count, 1);
    CHECK_INT(ids[0], 0);
    /* By ingredient: Spicy Spread is in Custard (11) and Fire Zest (13). */
    CHECK_OK(foodtruck_donut_search(truck, "spicy spread", ids, 32, &count));
    CHECK_INT(count, 2);
    CHECK_INT(ids[0], 11);
    CHECK_INT(ids[1], 13);
    CHECK_OK(foodtruck_donut_search(truck, "no such donut", ids, 32, &count));
    CHECK_INT(count, 0);

    bool rtl = true;
    CHECK_OK(foodtruck_truck_is_right_to_left(truck, &rtl));
    CHECK(!rtl);
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
    foodtruck_locale locale = FOODTRUCK_LOCALE_EN;
    CHECK_OK(foodtruck_truck_locale(truck, &locale));
    CHECK_INT(locale, FOODTRUCK_LOCALE_AR);
    CHECK_OK(foodtruck_truck_is_right_to_left(truck, &rtl));
    CHECK(rtl);

    char name[128];
    CHECK_OK(foodtruck_donut_name(truck, 6, name, sizeof name, NULL));
    CHECK_STR(name, "\xd9\x82\xd9\x88\xd8\xb3 \xd9\x82\xd8\xb2\xd8\xad"); /* قوس قزح */
    CHECK_OK(foodtruck_flavor_name(truck, FOODTRUCK_FLAVOR_SWEET, name, sizeof name, NULL));
    CHECK_STR(name, "\xd8\xad\xd9\x84\xd9\x88"); /* حلو */
    /* Arabic search folds hamza forms: "الازرق" finds names spelled "الأزرق" (blueberry). */
    CHECK_OK(foodtruck_donut_search(truck, "\xd8\xa7\xd9\x84\xd8\xa7\xd8\xb2\xd8\xb1\xd9\x82", ids, 32, &count));
    CHECK(count >= 1);
    CHECK_INT(ids[0], 1);
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_EN));
}

static void test_editor(foodtruck_truck *truck) {
    foodtruck_donut template_donut;
    CHECK_OK(foodtruck_donut_template(truck, &template_donut));
    CHECK_INT(template_donut.id, 17);
    CHECK_INT(template_donut.dough, 4);
    CHECK_INT(template_donut.glaze, 1);
    CHECK_INT(template_donut.topping, 1);
    char name[64];
    CHECK_OK(foodtruck_donut_template_name(truck, name, sizeof name, NULL));
    CHECK_STR(name, "New Donut");

    int32_t id = -1;
    CHECK_OK(foodtruck_donut_create(truck, "  Midnight Zest ", 6, FOODTRUCK_NO_INGREDIENT, 20, &id));
    CHECK_INT(id, 17);
    foodtruck_donut d;
    CHECK_OK(foodtruck_donut_get(truck, id, &d));
    CHECK(d.is_custom);
    CHECK_INT(d.glaze, FOODTRUCK_NO_INGREDIENT);
    /* Lemonade (1,1,0,3,0,0) + Spicy Sauce Drizzle (1,0,0,0,1,3). */
    const int32_t sum[6] = {2, 1, 0, 3, 1, 3};
    check_profile(d.flavors, sum, "custom", id);
    CHECK_INT(d.most_potent_flavor, FOODTRUCK_FLAVOR_SOUR);
    CHECK_OK(foodtruck_donut_name(truck, id, name, sizeof name, NULL));
    CHECK_STR(name, "Midnight Zest");

    CHECK_STATUS(foodtruck_donut_create(truck, "   ", 0, 0, 0, &id), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(foodtruck_donut_create(truck, "\xe2\x80\x8b", 0, 0, 0, &id), FOODTRUCK_ERR_INVALID_ARGUMENT); /* zero-width space */
    CHECK_STATUS(foodtruck_donut_create(truck, "\xe2\x80\xae" "evil", 0, 0, 0, &id), FOODTRUCK_ERR_INVALID_ARGUMENT); /* bidi override */
    CHECK_STATUS(foodtruck_donut_create(truck, "a\xe2\x80\xa8" "b", 0, 0, 0, &id), FOODTRUCK_ERR_INVALID_ARGUMENT); /* line separator */
    CHECK_STATUS(foodtruck_donut_create(truck, "Bad", 7, 0, 0, &id), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(foodtruck_donut_create(truck, "Bad", 0, 0, 24, &id), FOODTRUCK_ERR_INVALID_ARGUMENT);
    size_t count = 0;
    CHECK_OK(foodtruck_donut_count(truck, &count));
    CHECK_INT(count, 18);

    CHECK_OK(foodtruck_donut_edit(truck, 0, "House Classic", 4, 1, FOODTRUCK_NO_INGREDIENT));
    CHECK_OK(foodtruck_donut_get(truck, 0, &d));
    CHECK(d.is_custom);
    CHECK_INT(d.topping, FOODTRUCK_NO_INGREDIENT);
    CHECK_STATUS(foodtruck_donut_edit(truck, 99, "Ghost", 0, 0, 0), FOODTRUCK_ERR_NOT_FOUND);
}

int main(void) {
    foodtruck_truck *truck = NULL;
    CHECK_OK(foodtruck_truck_new(&truck));
    if (truck == NULL) return check_report("test_catalog");
    test_ingredients();
    test_donuts(truck);
    test_sort_orders(truck);
    test_search_and_locale(truck);
    test_editor(truck);
    CHECK_OK(foodtruck_truck_free(truck));
    return check_report("test_catalog");
}
