/* SPDX-License-Identifier: Apache-2.0 */
/* calls_cities.h: the checked calls of the header's Cities section (the three cities, their
 * parking spots and the showcase camera), included by calls.h; the truck's own city and spot are
 * settings, in calls.h. Beyond the conventions they hold each call to what the header says:
 * the slugs and counts it names, spots that are their city's, the camera's formulas. */
#ifndef FUZZ_CALLS_CITIES_H
#define FUZZ_CALLS_CITIES_H

/* One of the three cities (not FOODTRUCK_CITY_ALL, nor outside the enum). */
static inline bool fz_one_city(foodtruck_city city) {
    return city >= FOODTRUCK_CITY_CUPERTINO && city <= FOODTRUCK_CITY_LONDON;
}

/* The spots per city, and the city slugs, as the header states them. */
static const int32_t fz_city_spots[3] = {2, 8, 6};
static const char *const fz_city_slugs[3] = {"cupertino", "san-francisco", "london"};

static inline bool fz_spot_exists(foodtruck_city city, int32_t index) {
    return fz_one_city(city) && index >= 0 && index < fz_city_spots[city];
}

/* A spot index: mostly -1 to 8 (every city's range and one past it), else anything. */
static inline int32_t fz_spot_index(fz_input *in) {
    uint8_t pick = fz_u8(in);
    return pick < 220 ? (int32_t)(pick % 10) - 1 : fz_i32(in);
}

static inline void fz_check_city_slug(const fz_result *result, void *context) {
    foodtruck_city city = *(const foodtruck_city *)context;
    FZ_REQUIRE(fz_one_city(city), "foodtruck_city_slug accepted city %d", (int)city);
    FZ_REQUIRE(strcmp((const char *)result->data, fz_city_slugs[city]) == 0, "foodtruck_city_slug(%d) gave \"%s\"",
               (int)city, (const char *)result->data);
}

/* A city's name and slug. */
static inline void fz_call_city_texts(fz_input *in, const foodtruck_truck *truck) {
    foodtruck_city city = fz_city(in);
    bool valid = fz_one_city(city);
    FZ_TEXT("foodtruck_city_name", truck, fz_u8(in), fz_check_name, (void *)"foodtruck_city_name",
            foodtruck_city_name(truck, city, FZ_BUF, FZ_CAP, FZ_LEN));
    FZ_STATUS_CALL(named, "foodtruck_city_name", truck, foodtruck_city_name(truck, city, NULL, 0, NULL));
    fz_expect_valid("foodtruck_city_name", named, fz_is_live(truck), valid);
    FZ_TEXT_PURE("foodtruck_city_slug", fz_u8(in), fz_check_city_slug, &city,
                 foodtruck_city_slug(city, FZ_BUF, FZ_CAP, FZ_LEN));
    FZ_PURE_CALL(slugged, "foodtruck_city_slug", foodtruck_city_slug(city, NULL, 0, NULL));
    fz_expect_valid("foodtruck_city_slug", slugged, true, valid);
}

/* Every spot's slug is lower-case kebab and unique across every city (checked once). */
static inline void fz_check_spot_slugs(void) {
    static bool checked;
    if (checked) return;
    char slugs[16][64];
    int n = 0;
    for (int city = 0; city < 3; city++) {
        for (int32_t index = 0; index < fz_city_spots[city]; index++, n++) {
            FZ_REQUIRE(foodtruck_parking_spot_slug((foodtruck_city)city, index, slugs[n], sizeof slugs[n], NULL) == FOODTRUCK_OK &&
                           fz_kebab(slugs[n]),
                       "foodtruck_parking_spot_slug(%d, %d) gave \"%s\"", city, (int)index, slugs[n]);
            for (int other = 0; other < n; other++) {
                FZ_REQUIRE(strcmp(slugs[other], slugs[n]) != 0, "two parking spots have the slug \"%s\"", slugs[n]);
            }
        }
    }
    checked = true;
}

static inline void fz_check_spot_slug(const fz_result *result, void *context) {
    (void)context;
    FZ_REQUIRE(fz_kebab((const char *)result->data), "foodtruck_parking_spot_slug gave \"%s\"", (const char *)result->data);
}

/* One (city, index): the city's count, the spot, its slug and its name. */
static inline void fz_call_parking_spot_reads(fz_input *in, const foodtruck_truck *truck) {
    foodtruck_city city = fz_city(in);
    int32_t index = fz_spot_index(in);
    bool exists = fz_spot_exists(city, index), null_out = fz_u8(in) < 16;
    fz_frame f = fz_frame_pure();
    size_t *count = null_out ? NULL : fz_out(&f, sizeof *count);
    foodtruck_status counted = fz_check(&f, "foodtruck_parking_spot_count", foodtruck_parking_spot_count(city, count));
    if (!null_out) fz_expect_valid("foodtruck_parking_spot_count", counted, true, fz_one_city(city));
    if (counted == FOODTRUCK_OK) {
        FZ_REQUIRE(*count == (size_t)fz_city_spots[city], "foodtruck_parking_spot_count(%d) is %zu", (int)city, *count);
    }
    fz_release(&f);
    f = fz_frame_pure();
    foodtruck_parking_spot *spot = null_out ? NULL : fz_out(&f, sizeof *spot);
    foodtruck_status got = fz_check(&f, "foodtruck_parking_spot_get", foodtruck_parking_spot_get(city, index, spot));
    if (!null_out) fz_expect_valid("foodtruck_parking_spot_get", got, true, exists);
    if (got == FOODTRUCK_OK) {
        FZ_REQUIRE(spot->city == city && spot->index == index && spot->latitude >= -90 && spot->latitude <= 90 &&
                       spot->longitude >= -180 && spot->longitude <= 180 && isfinite(spot->camera_distance) &&
                       spot->camera_distance > 0,
                   "foodtruck_parking_spot_get(%d, %d): city %d, index %d at (%g, %g), camera at %g m", (int)city, (int)index,
                   (int)spot->city, (int)spot->index, spot->latitude, spot->longitude, spot->camera_distance);
    }
    fz_release(&f);
    FZ_TEXT_PURE("foodtruck_parking_spot_slug", fz_u8(in), fz_check_spot_slug, NULL,
                 foodtruck_parking_spot_slug(city, index, FZ_BUF, FZ_CAP, FZ_LEN));
    FZ_PURE_CALL(slugged, "foodtruck_parking_spot_slug", foodtruck_parking_spot_slug(city, index, NULL, 0, NULL));
    fz_expect_valid("foodtruck_parking_spot_slug", slugged, true, exists);
    FZ_TEXT("foodtruck_parking_spot_name", truck, fz_u8(in), fz_check_name, (void *)"foodtruck_parking_spot_name",
            foodtruck_parking_spot_name(truck, city, index, FZ_BUF, FZ_CAP, FZ_LEN));
    FZ_STATUS_CALL(named, "foodtruck_parking_spot_name", truck, foodtruck_parking_spot_name(truck, city, index, NULL, 0, NULL));
    fz_expect_valid("foodtruck_parking_spot_name", named, fz_is_live(truck), exists);
    fz_check_spot_slugs();
}

/* A map width: the ones the distance rule switches at, or any double. */
static inline double fz_map_width(fz_input *in) {
    static const double widths[] = {0, 320, 350, 390, 512.5, 675, 999.5, 1000, 1000.5, 1e9};
    uint8_t pick = fz_u8(in);
    return pick < 160 ? widths[pick % FZ_NELEMS(widths)] : fz_double(in);
}

/* The showcase camera against the header's formulas: the heading 360 x the part of the current
 * 4 minutes that has passed, the pitch from 50 (at every whole minute) to 60 (at every half)
 * and back, the distance the spot's times 1 + 0.5 x (1 - p), p = (width - 350) / 650 in 0 to 1. */
static inline void fz_call_parking_spot_camera(fz_input *in, int64_t now) {
    foodtruck_city city = fz_city(in);
    int32_t index = fz_spot_index(in);
    int64_t at = fz_instant(in, now);
    double width = fz_map_width(in);
    fz_frame f = fz_frame_pure();
    foodtruck_camera *camera = fz_u8(in) < 8 ? NULL : fz_out(&f, sizeof *camera);
    foodtruck_status status = fz_check(&f, "foodtruck_parking_spot_camera", foodtruck_parking_spot_camera(city, index, at, width, camera));
    bool valid = fz_spot_exists(city, index) && fz_instant_valid(at) && width >= 0 && width <= 1e9;
    if (camera != NULL) fz_expect_valid("foodtruck_parking_spot_camera", status, true, valid);
    if (status == FOODTRUCK_OK) {
        const int64_t turn = 4 * FZ_MINUTE;
        double heading = 360.0 * (double)fz_floor_mod(at, turn) / (double)turn;
        double off = fabs(camera->heading - heading);
        FZ_REQUIRE(camera->heading >= 0 && camera->heading < 360 && fmin(off, 360 - off) <= 1e-6,
                   "foodtruck_parking_spot_camera at %lld: heading %.17g, expected %.17g", (long long)at, camera->heading,
                   heading);
        int64_t swing = fz_floor_mod(at, FZ_MINUTE);
        FZ_REQUIRE(camera->pitch >= 50 && camera->pitch <= 60 && (swing != 0 || fabs(camera->pitch - 50) <= 1e-9) &&
                       (swing != FZ_MINUTE / 2 || fabs(camera->pitch - 60) <= 1e-9),
                   "foodtruck_parking_spot_camera at %lld: pitch %.17g", (long long)at, camera->pitch);
        foodtruck_parking_spot spot;
        FZ_REQUIRE(foodtruck_parking_spot_get(city, index, &spot) == FOODTRUCK_OK, "foodtruck_parking_spot_get failed: %s",
                   foodtruck_last_error());
        double p = fmin(1, fmax(0, (width - 350) / 650));
        double distance = spot.camera_distance * (1 + 0.5 * (1 - p));
        FZ_REQUIRE(fabs(camera->distance - distance) <= distance * 1e-12,
                   "foodtruck_parking_spot_camera(%d, %d) on a %.17g-point map: distance %.17g, expected %.17g", (int)city,
                   (int)index, width, camera->distance, distance);
    }
    fz_release(&f);
}

#endif
