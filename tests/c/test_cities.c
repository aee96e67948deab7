/* SPDX-License-Identifier: Apache-2.0 */
/* test_cities.c: cities and parking spots through the C ABI (docs/domain.md §5.1, §5.4,
 * decisions 6, 12 and 14): the 16 spots in the original's order with their slugs, names in
 * English and Arabic, coordinates and camera distances; the truck's city and spot settings and
 * the sales that follow them; the showcase camera at chosen instants and widths. Expected
 * values are written out from the facts and worked out by hand, never recomputed. */
#include "check.h"

#include <math.h>

typedef struct expected_spot {
    foodtruck_city city;
    int32_t index;
    const char *slug, *english;
    const char *arabic;
    double latitude, longitude, camera_distance;
} expected_spot;

static const expected_spot SPOTS[16] = {
    {FOODTRUCK_CITY_CUPERTINO, 0, "apple-park", "Apple Park", /* آبل بارك */
     "\xd8\xa2\xd8\xa8\xd9\x84 \xd8\xa8\xd8\xa7\xd8\xb1\xd9\x83", 37.3348, -122.009, 1100.0},
    {FOODTRUCK_CITY_CUPERTINO, 1, "infinite-loop", "Infinite Loop", /* إنفينيت لوب */
     "\xd8\xa5\xd9\x86\xd9\x81\xd9\x8a\xd9\x86\xd9\x8a\xd8\xaa \xd9\x84\xd9\x88\xd8\xa8", 37.3317, -122.0302, 1000.0},
    {FOODTRUCK_CITY_SAN_FRANCISCO, 0, "coit-tower", "Coit Tower", /* برج كويت */
     "\xd8\xa8\xd8\xb1\xd8\xac \xd9\x83\xd9\x88\xd9\x8a\xd8\xaa", 37.8024, -122.4058, 300.0},
    {FOODTRUCK_CITY_SAN_FRANCISCO, 1, "fishermans-wharf", "Fisherman's Wharf", /* رصيف الصيادين */
     "\xd8\xb1\xd8\xb5\xd9\x8a\xd9\x81 \xd8\xa7\xd9\x84\xd8\xb5\xd9\x8a\xd8\xa7\xd8\xaf\xd9\x8a\xd9\x86", 37.8099, -122.4103, 700.0},
    {FOODTRUCK_CITY_SAN_FRANCISCO, 2, "ferry-building", "Ferry Building", /* مبنى العبّارات */
     "\xd9\x85\xd8\xa8\xd9\x86\xd9\x89 \xd8\xa7\xd9\x84\xd8\xb9\xd8\xa8\xd9\x91\xd8\xa7\xd8\xb1\xd8\xa7\xd8\xaa", 37.7956, -122.3935, 450.0},
    {FOODTRUCK_CITY_SAN_FRANCISCO, 3, "golden-gate-bridge", "Golden Gate Bridge", /* جسر البوابة الذهبية */
     "\xd8\xac\xd8\xb3\xd8\xb1 \xd8\xa7\xd9\x84\xd8\xa8\xd9\x88\xd8\xa7\xd8\xa8\xd8\xa9 \xd8\xa7\xd9\x84\xd8\xb0\xd9\x87\xd8\xa8\xd9\x8a\xd8\xa9", 37.8199, -122.4783, 2000.0},
    {FOODTRUCK_CITY_SAN_FRANCISCO, 4, "oracle-park", "Oracle Park", /* أوراكل بارك */
     "\xd8\xa3\xd9\x88\xd8\xb1\xd8\xa7\xd9\x83\xd9\x84 \xd8\xa8\xd8\xa7\xd8\xb1\xd9\x83", 37.7786, -122.3893, 650.0},
    {FOODTRUCK_CITY_SAN_FRANCISCO, 5, "the-castro-theatre", "The Castro Theatre", /* مسرح كاسترو */
     "\xd9\x85\xd8\xb3\xd8\xb1\xd8\xad \xd9\x83\xd8\xa7\xd8\xb3\xd8\xaa\xd8\xb1\xd9\x88", 37.7609, -122.435, 400.0},
    {FOODTRUCK_CITY_SAN_FRANCISCO, 6, "sutro-tower", "Sutro Tower", /* برج سوترو */
     "\xd8\xa8\xd8\xb1\xd8\xac \xd8\xb3\xd9\x88\xd8\xaa\xd8\xb1\xd9\x88", 37.7552, -122.4528, 1000.0},
    {FOODTRUCK_CITY_SAN_FRANCISCO, 7, "bay-bridge", "Bay Bridge", /* جسر الخليج */
     "\xd8\xac\xd8\xb3\xd8\xb1 \xd8\xa7\xd9\x84\xd8\xae\xd9\x84\xd9\x8a\xd8\xac", 37.7983, -122.3778, 1000.0},
    {FOODTRUCK_CITY_LONDON, 0, "big-ben", "Big Ben", /* بيغ بن */
     "\xd8\xa8\xd9\x8a\xd8\xba \xd8\xa8\xd9\x86", 51.4994, -0.1245, 850.0},
    {FOODTRUCK_CITY_LONDON, 1, "buckingham-palace", "Buckingham Palace", /* قصر باكنغهام */
     "\xd9\x82\xd8\xb5\xd8\xb1 \xd8\xa8\xd8\xa7\xd9\x83\xd9\x86\xd8\xba\xd9\x87\xd8\xa7\xd9\x85", 51.5014, -0.1419, 750.0},
    {FOODTRUCK_CITY_LONDON, 2, "marble-arch", "Marble Arch", /* ماربل آرش */
     "\xd9\x85\xd8\xa7\xd8\xb1\xd8\xa8\xd9\x84 \xd8\xa2\xd8\xb1\xd8\xb4", 51.5131, -0.1589, 1000.0},
    {FOODTRUCK_CITY_LONDON, 3, "piccadilly-circus", "Piccadilly Circus", /* بيكاديلي سيركس */
     "\xd8\xa8\xd9\x8a\xd9\x83\xd8\xa7\xd8\xaf\xd9\x8a\xd9\x84\xd9\x8a \xd8\xb3\xd9\x8a\xd8\xb1\xd9\x83\xd8\xb3", 51.510067, -0.133869, 1000.0},
    {FOODTRUCK_CITY_LONDON, 4, "shakespeares-globe", "Shakespeare's Globe", /* مسرح غلوب لشكسبير */
     "\xd9\x85\xd8\xb3\xd8\xb1\xd8\xad \xd8\xba\xd9\x84\xd9\x88\xd8\xa8 \xd9\x84\xd8\xb4\xd9\x83\xd8\xb3\xd8\xa8\xd9\x8a\xd8\xb1", 51.5081, -0.0972, 1000.0},
    {FOODTRUCK_CITY_LONDON, 5, "tower-bridge", "Tower Bridge", /* جسر البرج */
     "\xd8\xac\xd8\xb3\xd8\xb1 \xd8\xa7\xd9\x84\xd8\xa8\xd8\xb1\xd8\xac", 51.5055, -0.0754, 1000.0},
};

/* 2023-11-14 22:16:00 UTC: a whole number of 4-minute turns since the epoch. */
#define TURN INT64_C(1700000160000)

static void test_cities(foodtruck_truck *truck) {
    static const foodtruck_city CITIES[3] = {FOODTRUCK_CITY_CUPERTINO, FOODTRUCK_CITY_SAN_FRANCISCO,
                                             FOODTRUCK_CITY_LONDON};
    static const char *const SLUGS[3] = {"cupertino", "san-francisco", "london"};
    static const char *const NAMES[3] = {"Cupertino", "San Francisco", "London"};
    static const size_t COUNTS[3] = {2, 8, 6};
    char text[64];
    size_t length = 0;
    for (int i = 0; i < 3; i++) {
        size_t count = 0;
        CHECK_OK(foodtruck_parking_spot_count(CITIES[i], &count));
        CHECK_INT(count, COUNTS[i]);
        CHECK_OK(foodtruck_city_slug(CITIES[i], text, sizeof text, NULL));
        CHECK_STR(text, SLUGS[i]);
        CHECK_OK(foodtruck_city_name(truck, CITIES[i], text, sizeof text, NULL));
        CHECK_STR(text, NAMES[i]);
    }
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
    CHECK_OK(foodtruck_city_name(truck, FOODTRUCK_CITY_LONDON, text, sizeof text, NULL));
    CHECK_STR(text, "\xd9\x84\xd9\x86\xd8\xaf\xd9\x86"); /* لندن */
    CHECK_OK(foodtruck_city_slug(FOODTRUCK_CITY_LONDON, text, sizeof text, NULL));
    CHECK_STR(text, "london"); /* slugs do not translate */
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_EN));

    /* FOODTRUCK_CITY_ALL is no one city. */
    size_t count = 99;
    CHECK_STATUS(foodtruck_parking_spot_count(FOODTRUCK_CITY_ALL, &count), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_INT(count, 99);
    CHECK_STR(foodtruck_last_error(), "foodtruck_parking_spot_count: city FOODTRUCK_CITY_ALL is not one city");
    CHECK_STATUS(foodtruck_city_slug(FOODTRUCK_CITY_ALL, NULL, 0, &length), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(foodtruck_city_name(truck, FOODTRUCK_CITY_ALL, NULL, 0, &length), FOODTRUCK_ERR_INVALID_ARGUMENT);
    /* "san-francisco" is 13 bytes: 13 is too small, and only the length is written. */
    memset(text, 'x', sizeof text);
    CHECK_STATUS(foodtruck_city_slug(FOODTRUCK_CITY_SAN_FRANCISCO, text, 13, &length),
                 FOODTRUCK_ERR_BUFFER_TOO_SMALL);
    CHECK_INT(length, 13);
    CHECK(text[0] == 'x');
}

static void test_spots(foodtruck_truck *truck) {
    char text[128];
    for (int i = 0; i < 16; i++) {
        const expected_spot *e = &SPOTS[i];
        foodtruck_parking_spot spot;
        CHECK_OK(foodtruck_parking_spot_get(e->city, e->index, &spot));
        CHECK_INT(spot.city, e->city);
        CHECK_INT(spot.index, e->index);
        CHECK(spot.latitude == e->latitude);
        CHECK(spot.longitude == e->longitude);
        CHECK(spot.camera_distance == e->camera_distance);
        CHECK_OK(foodtruck_parking_spot_slug(e->city, e->index, text, sizeof text, NULL));
        CHECK_STR(text, e->slug);
        CHECK_OK(foodtruck_parking_spot_name(truck, e->city, e->index, text, sizeof text, NULL));
        CHECK_STR(text, e->english);
        CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
        CHECK_OK(foodtruck_parking_spot_name(truck, e->city, e->index, text, sizeof text, NULL));
        CHECK_STR(text, e->arabic);
        CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_EN));
    }
    /* Indices outside each city: refused, naming the index, nothing written. */
    foodtruck_parking_spot spot;
    spot.index = -7;
    CHECK_STATUS(foodtruck_parking_spot_get(FOODTRUCK_CITY_CUPERTINO, 2, &spot), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STR(foodtruck_last_error(),
              "foodtruck_parking_spot_get: index: Cupertino has parking spots 0...1; 2 is not one of them");
    CHECK_STATUS(foodtruck_parking_spot_get(FOODTRUCK_CITY_SAN_FRANCISCO, 8, &spot), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(foodtruck_parking_spot_get(FOODTRUCK_CITY_LONDON, 6, &spot), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(foodtruck_parking_spot_get(FOODTRUCK_CITY_LONDON, -1, &spot), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_INT(spot.index, -7);
    CHECK_STATUS(foodtruck_parking_spot_slug(FOODTRUCK_CITY_LONDON, 6, text, sizeof text, NULL),
                 FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(foodtruck_parking_spot_name(truck, FOODTRUCK_CITY_CUPERTINO, 2, text, sizeof text, NULL),
                 FOODTRUCK_ERR_INVALID_ARGUMENT);
}

static void test_settings(void) {
    foodtruck_truck *truck = NULL;
    CHECK_OK(foodtruck_truck_new(&truck));
    foodtruck_city city = FOODTRUCK_CITY_ALL;
    foodtruck_parking_spot spot;
    /* A new truck: Cupertino, Apple Park. */
    CHECK_OK(foodtruck_truck_city(truck, &city));
    CHECK_INT(city, FOODTRUCK_CITY_CUPERTINO);
    CHECK_OK(foodtruck_truck_parking_spot(truck, &spot));
    CHECK_INT(spot.city, FOODTRUCK_CITY_CUPERTINO);
    CHECK_INT(spot.index, 0);
    CHECK(spot.camera_distance == 1100.0);

    /* A new city parks at its spot 0; the same city keeps the spot. */
    CHECK_OK(foodtruck_truck_set_city(truck, FOODTRUCK_CITY_LONDON));
    CHECK_OK(foodtruck_truck_parking_spot(truck, &spot));
    CHECK_INT(spot.city, FOODTRUCK_CITY_LONDON);
    CHECK_INT(spot.index, 0);
    CHECK(spot.latitude == 51.4994); /* Big Ben */
    CHECK_OK(foodtruck_truck_set_parking_spot(truck, 3));
    CHECK_OK(foodtruck_truck_set_city(truck, FOODTRUCK_CITY_LONDON));
    CHECK_OK(foodtruck_truck_parking_spot(truck, &spot));
    CHECK_INT(spot.index, 3);
    CHECK(spot.longitude == -0.133869); /* Piccadilly Circus */

    /* A spot must be the city's; a refusal changes nothing. */
    CHECK_STATUS(foodtruck_truck_set_parking_spot(truck, 6), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STR(foodtruck_last_error(),
              "foodtruck_truck_set_parking_spot: index: London has parking spots 0...5; 6 is not one of them");
    CHECK_STATUS(foodtruck_truck_set_city(truck, FOODTRUCK_CITY_ALL), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_OK(foodtruck_truck_city(truck, &city));
    CHECK_INT(city, FOODTRUCK_CITY_LONDON);
    CHECK_OK(foodtruck_truck_parking_spot(truck, &spot));
    CHECK_INT(spot.index, 3);
    CHECK_OK(foodtruck_truck_set_city(truck, FOODTRUCK_CITY_SAN_FRANCISCO));
    CHECK_OK(foodtruck_truck_set_parking_spot(truck, 7)); /* Bay Bridge */
    CHECK_OK(foodtruck_truck_set_city(truck, FOODTRUCK_CITY_CUPERTINO));
    CHECK_STATUS(foodtruck_truck_set_parking_spot(truck, 7), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_OK(foodtruck_truck_set_parking_spot(truck, 1)); /* Infinite Loop */
    CHECK_OK(foodtruck_truck_parking_spot(truck, &spot));
    CHECK_INT(spot.city, FOODTRUCK_CITY_CUPERTINO);
    CHECK_INT(spot.index, 1);
    CHECK_OK(foodtruck_truck_free(truck));
}

static void test_sales_follow_the_city(void) {
    foodtruck_truck *truck = NULL;
    CHECK_OK(foodtruck_truck_new(&truck));
    foodtruck_order_line line = {0, 2};
    int32_t number = 0;
    foodtruck_order order;
    CHECK_OK(foodtruck_order_place(truck, &line, 1, TURN, &number)); /* 1: Cupertino, 2 donuts */
    CHECK_OK(foodtruck_truck_set_city(truck, FOODTRUCK_CITY_SAN_FRANCISCO));
    line.quantity = 5;
    CHECK_OK(foodtruck_order_place(truck, &line, 1, TURN + 1, &number)); /* 2: San Francisco, 5 */
    CHECK_OK(foodtruck_order_get(truck, 1, &order));
    CHECK_INT(order.city, FOODTRUCK_CITY_CUPERTINO);
    CHECK_OK(foodtruck_order_get(truck, 2, &order));
    CHECK_INT(order.city, FOODTRUCK_CITY_SAN_FRANCISCO);
    int64_t total = -1;
    CHECK_OK(foodtruck_sales_total(truck, FOODTRUCK_TIMEFRAME_TODAY, FOODTRUCK_CITY_CUPERTINO, TURN, &total));
    CHECK_INT(total, 2);
    CHECK_OK(foodtruck_sales_total(truck, FOODTRUCK_TIMEFRAME_TODAY, FOODTRUCK_CITY_SAN_FRANCISCO, TURN, &total));
    CHECK_INT(total, 5);
    CHECK_OK(foodtruck_sales_total(truck, FOODTRUCK_TIMEFRAME_TODAY, FOODTRUCK_CITY_LONDON, TURN, &total));
    CHECK_INT(total, 0);
    CHECK_OK(foodtruck_sales_total(truck, FOODTRUCK_TIMEFRAME_TODAY, FOODTRUCK_CITY_ALL, TURN, &total));
    CHECK_INT(total, 7);
    CHECK_OK(foodtruck_truck_free(truck));
}

static void test_camera(void) {
    foodtruck_camera camera;
    /* Heading: one turn in 240 s; pitch: 50 -> 60 -> 50 in 60 s, smoothstep-eased. */
    static const int64_t OFFSETS[8] = {0, 7500, 15000, 30000, 60000, 120000, 180000, -15000};
    static const double HEADINGS[8] = {0, 11.25, 22.5, 45, 90, 180, 270, 337.5};
    static const double PITCHES[8] = {50, 51.5625, 55, 60, 50, 50, 50, 55};
    for (int i = 0; i < 8; i++) {
        CHECK_OK(foodtruck_parking_spot_camera(FOODTRUCK_CITY_CUPERTINO, 0, TURN + OFFSETS[i], 1000, &camera));
        CHECK(camera.heading == HEADINGS[i]);
        CHECK(camera.pitch == PITCHES[i]);
    }
    /* Distance: Apple Park's 1100 m x 1.5 up to 350 points, x 1.25 at 675, x 1 from 1000 on
     * (the corrected helper: the original gives 1100 at 675 and 1650 past 1000). */
    static const double WIDTHS[8] = {0, 350, 512.5, 675, 837.5, 1000, 1001, 1e9};
    static const double METRES[8] = {1650, 1650, 1512.5, 1375, 1237.5, 1100, 1100, 1100};
    for (int i = 0; i < 8; i++) {
        CHECK_OK(foodtruck_parking_spot_camera(FOODTRUCK_CITY_CUPERTINO, 0, TURN, WIDTHS[i], &camera));
        CHECK(camera.distance == METRES[i]);
    }
    /* Each spot's own distance: Golden Gate Bridge (2000 m) at 675 points. */
    CHECK_OK(foodtruck_parking_spot_camera(FOODTRUCK_CITY_SAN_FRANCISCO, 3, TURN, 675, &camera));
    CHECK(camera.distance == 2500);
    /* Bad widths and instants: refused, naming the argument, nothing written. */
    camera.heading = -1;
    CHECK_STATUS(foodtruck_parking_spot_camera(FOODTRUCK_CITY_LONDON, 0, TURN, -1, &camera),
                 FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK(strncmp(foodtruck_last_error(), "foodtruck_parking_spot_camera: width: ", 38) == 0);
    CHECK_STATUS(foodtruck_parking_spot_camera(FOODTRUCK_CITY_LONDON, 0, TURN, NAN, &camera),
                 FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(foodtruck_parking_spot_camera(FOODTRUCK_CITY_LONDON, 0, TURN, INFINITY, &camera),
                 FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(foodtruck_parking_spot_camera(FOODTRUCK_CITY_LONDON, 0, INT64_MAX, 500, &camera),
                 FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(foodtruck_parking_spot_camera(FOODTRUCK_CITY_ALL, 0, TURN, 500, &camera),
                 FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK(camera.heading == -1);
    CHECK_STATUS(foodtruck_parking_spot_camera(FOODTRUCK_CITY_LONDON, 0, TURN, 500, NULL),
                 FOODTRUCK_ERR_NULL_ARGUMENT);
}

int main(void) {
    foodtruck_truck *truck = NULL;
    CHECK_OK(foodtruck_truck_new(&truck));
    if (truck == NULL) return check_report("test_cities");
    test_cities(truck);
    test_spots(truck);
    CHECK_OK(foodtruck_truck_free(truck));
    test_settings();
    test_sales_follow_the_city();
    test_camera();
    return check_report("test_cities");
}
