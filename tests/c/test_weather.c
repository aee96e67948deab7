/* SPDX-License-Identifier: Apache-2.0 */
/* test_weather.c: weather through the C ABI (docs/domain.md §5.2, §5.3): the City page worked
 * out by hand from the reports handed in (the walk over the spots, rain at 30 %, the fallback of
 * clear, 15 % and 72 °F), its texts in English and Arabic, temperatures in both units, the badge
 * rule, the legal page, and the Forecast card from a real hourly forecast. Refused input keeps
 * the previous weather and names what was wrong. */
#include "check.h"

#include <math.h>

#define HOUR INT64_C(3600000)
/* 2023-11-14 22:13:20 UTC, and 22:00, the hour that contains it. */
#define NOW INT64_C(1700000000000)
#define HOUR_START INT64_C(1699999200000)

static const double RAIN_MINUTES[3] = {0.1, 0.3, 0.2}; /* minute 1 reaches 30 % */
static const double DRY_MINUTES[3] = {0.0, 0.29, 0.1}; /* never 30 % */

static foodtruck_spot_weather answered(foodtruck_weather_condition condition, double cloud,
                                       double celsius, const double *minutes, size_t count,
                                       bool has_minutes) {
    foodtruck_spot_weather spot;
    memset(&spot, 0, sizeof spot); /* zeroed: a failed spot, until answered */
    spot.answered = true;
    spot.condition = condition;
    spot.cloud_cover = cloud;
    spot.temperature_c = celsius;
    spot.minute_chances = minutes;
    spot.minute_count = count;
    spot.has_minute_forecast = has_minutes;
    return spot;
}

static foodtruck_spot_weather rain(void) {
    return answered(FOODTRUCK_WEATHER_CONDITION_RAIN, 0.9, 12.0, RAIN_MINUTES, 3, true);
}

static foodtruck_spot_weather dry(void) {
    return answered(FOODTRUCK_WEATHER_CONDITION_MOSTLY_CLEAR, 0.205, 21.0, DRY_MINUTES, 3, true);
}

static const char *page_text(foodtruck_truck *truck, foodtruck_city city,
                             foodtruck_weather_text_kind kind) {
    static char text[512];
    text[0] = '\0';
    CHECK_OK(foodtruck_weather_text(truck, city, kind, text, sizeof text, NULL));
    return text;
}

static void test_empty_page(foodtruck_truck *truck) {
    foodtruck_city_weather weather;
    CHECK_OK(foodtruck_weather_city(truck, FOODTRUCK_CITY_LONDON, &weather));
    CHECK_INT(weather.source, FOODTRUCK_WEATHER_SOURCE_NONE);
    CHECK_INT(weather.shown_spot, -1);
    CHECK_INT(weather.recommended_spot, 0);
    CHECK_INT(weather.cloud_percent, 0);
    CHECK_INT(weather.rain, FOODTRUCK_RAIN_OUTLOOK_UNKNOWN);
    CHECK(!weather.shows_weather_card);
    CHECK_STR(page_text(truck, FOODTRUCK_CITY_LONDON, FOODTRUCK_WEATHER_TEXT_CLOUD_COVER),
              "Cloud cover percentage is currently 0% in London");
    CHECK_STR(page_text(truck, FOODTRUCK_CITY_LONDON, FOODTRUCK_WEATHER_TEXT_RAIN), "");
}

static void test_san_francisco_walk(foodtruck_truck *truck) {
    /* Coit Tower rains soon, Fisherman's Wharf has no minute forecast, the Ferry Building failed,
     * the Golden Gate Bridge stays under 30 %: recommended, and the walk stops there. */
    foodtruck_spot_weather spots[8];
    memset(spots, 0, sizeof spots); /* zeroed: failed spots */
    spots[0] = rain();
    spots[1] = answered(FOODTRUCK_WEATHER_CONDITION_PARTLY_CLOUDY, 0.4, 17.0, NULL, 0, false);
    spots[3] = dry();
    spots[4] = dry();
    spots[5] = rain();
    CHECK_OK(foodtruck_weather_set_city(truck, FOODTRUCK_CITY_SAN_FRANCISCO, spots, 8));
    foodtruck_city_weather weather;
    CHECK_OK(foodtruck_weather_city(truck, FOODTRUCK_CITY_SAN_FRANCISCO, &weather));
    CHECK_INT(weather.source, FOODTRUCK_WEATHER_SOURCE_SPOT);
    CHECK_INT(weather.recommended_spot, 3);
    CHECK_INT(weather.shown_spot, 3);
    CHECK_INT(weather.condition, FOODTRUCK_WEATHER_CONDITION_MOSTLY_CLEAR);
    CHECK(weather.cloud_cover == 0.205 && weather.temperature_c == 21.0);
    CHECK_INT(weather.cloud_percent, 20); /* 20.5 halves to even */
    CHECK_INT(weather.rain, FOODTRUCK_RAIN_OUTLOOK_DRY);
    CHECK(weather.shows_weather_card);

    foodtruck_city sf = FOODTRUCK_CITY_SAN_FRANCISCO;
    CHECK_STR(page_text(truck, sf, FOODTRUCK_WEATHER_TEXT_CONDITION), "Mostly Clear");
    CHECK_STR(page_text(truck, sf, FOODTRUCK_WEATHER_TEXT_RAIN), "No chance of rain today");
    CHECK_STR(page_text(truck, sf, FOODTRUCK_WEATHER_TEXT_CLOUD_COVER),
              "Cloud cover percentage is currently 20% in San Francisco");
    CHECK_STR(page_text(truck, sf, FOODTRUCK_WEATHER_TEXT_TEMPERATURE), "70\xc2\xb0" "F"); /* 69.8 */
    CHECK_STR(page_text(truck, sf, FOODTRUCK_WEATHER_TEXT_RECOMMENDED), "Recommended");
    CHECK_STR(page_text(truck, sf, FOODTRUCK_WEATHER_TEXT_RECOMMENDED_SPOT), "Golden Gate Bridge");
    CHECK_STR(page_text(truck, sf, FOODTRUCK_WEATHER_TEXT_PARKING_SPOT), "Parking Spot");
    CHECK_STR(page_text(truck, sf, FOODTRUCK_WEATHER_TEXT_POPULAR), "Popular");
    CHECK_STR(page_text(truck, sf, FOODTRUCK_WEATHER_TEXT_TRENDING), "Trending");
    CHECK_STR(page_text(truck, sf, FOODTRUCK_WEATHER_TEXT_ATTRIBUTION), "Other data sources");
    CHECK_STR(page_text(truck, sf, FOODTRUCK_WEATHER_TEXT_ATTRIBUTION_LINK),
              "https://weather-data.apple.com/legal-attribution.html");

    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
    /* "٧٠°ف" */
    CHECK_STR(page_text(truck, sf, FOODTRUCK_WEATHER_TEXT_TEMPERATURE),
              "\xd9\xa7\xd9\xa0\xc2\xb0\xd9\x81");
    /* "لا فرصة للمطر اليوم" */
    CHECK_STR(page_text(truck, sf, FOODTRUCK_WEATHER_TEXT_RAIN),
              "\xd9\x84\xd8\xa7 \xd9\x81\xd8\xb1\xd8\xb5\xd8\xa9 \xd9\x84\xd9\x84\xd9\x85\xd8\xb7\xd8\xb1"
              " \xd8\xa7\xd9\x84\xd9\x8a\xd9\x88\xd9\x85");
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_EN));
}

static void test_rain_everywhere_and_every_spot_failed(foodtruck_truck *truck) {
    foodtruck_spot_weather both[2] = {rain(), rain()};
    both[1].condition = FOODTRUCK_WEATHER_CONDITION_DRIZZLE;
    CHECK_OK(foodtruck_weather_set_city(truck, FOODTRUCK_CITY_CUPERTINO, both, 2));
    foodtruck_city_weather weather;
    CHECK_OK(foodtruck_weather_city(truck, FOODTRUCK_CITY_CUPERTINO, &weather));
    CHECK_INT(weather.recommended_spot, 0);
    CHECK_INT(weather.shown_spot, 1);
    CHECK_INT(weather.condition, FOODTRUCK_WEATHER_CONDITION_DRIZZLE);
    CHECK_INT(weather.rain, FOODTRUCK_RAIN_OUTLOOK_SOON);
    CHECK_STR(page_text(truck, FOODTRUCK_CITY_CUPERTINO, FOODTRUCK_WEATHER_TEXT_RAIN),
              "Will rain soon...");
    CHECK_STR(page_text(truck, FOODTRUCK_CITY_CUPERTINO, FOODTRUCK_WEATHER_TEXT_RECOMMENDED_SPOT),
              "Apple Park");

    foodtruck_spot_weather failed[6];
    memset(failed, 0, sizeof failed);
    CHECK_OK(foodtruck_weather_set_city(truck, FOODTRUCK_CITY_LONDON, failed, 6));
    CHECK_OK(foodtruck_weather_city(truck, FOODTRUCK_CITY_LONDON, &weather));
    CHECK_INT(weather.source, FOODTRUCK_WEATHER_SOURCE_FALLBACK);
    CHECK_INT(weather.shown_spot, -1);
    CHECK_INT(weather.condition, FOODTRUCK_WEATHER_CONDITION_CLEAR);
    CHECK(weather.cloud_cover == 0.15);
    CHECK(fabs(weather.temperature_c * 9 / 5 + 32 - 72) < 1e-9);
    CHECK_INT(weather.cloud_percent, 15);
    CHECK(!weather.shows_weather_card);
    CHECK_STR(page_text(truck, FOODTRUCK_CITY_LONDON, FOODTRUCK_WEATHER_TEXT_TEMPERATURE),
              "72\xc2\xb0" "F");
    CHECK_STR(page_text(truck, FOODTRUCK_CITY_LONDON, FOODTRUCK_WEATHER_TEXT_CLOUD_COVER),
              "Cloud cover percentage is currently 15% in London");
    char symbol[32];
    CHECK_OK(foodtruck_weather_condition_symbol(weather.condition, symbol, sizeof symbol, NULL));
    CHECK_STR(symbol, "sun.max");
    CHECK_OK(foodtruck_weather_condition_icon_name(weather.condition, symbol, sizeof symbol, NULL));
    CHECK_STR(symbol, "weather-clear");
    CHECK_OK(foodtruck_weather_condition_icon_name(FOODTRUCK_WEATHER_CONDITION_SUN_SHOWERS, symbol,
                                                   sizeof symbol, NULL));
    CHECK_STR(symbol, "weather-showers-scattered");
}

static void test_refused_reports(foodtruck_truck *truck) {
    foodtruck_spot_weather good[2] = {rain(), dry()};
    CHECK_OK(foodtruck_weather_set_city(truck, FOODTRUCK_CITY_CUPERTINO, good, 2));
    foodtruck_city_weather before, after;
    CHECK_OK(foodtruck_weather_city(truck, FOODTRUCK_CITY_CUPERTINO, &before));

    foodtruck_spot_weather bad[2] = {dry(), dry()};
    bad[1].cloud_cover = 1.01;
    CHECK_STATUS(foodtruck_weather_set_city(truck, FOODTRUCK_CITY_CUPERTINO, bad, 2),
                 FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STR(foodtruck_last_error(), "foodtruck_weather_set_city: spots: in spot 1, the cloud "
                                      "cover 1.01 is outside 0 to 1");
    bad[1] = dry();
    bad[1].minute_count = FOODTRUCK_WEATHER_MAX_MINUTES + 1; /* refused before a minute is read */
    CHECK_STATUS(foodtruck_weather_set_city(truck, FOODTRUCK_CITY_CUPERTINO, bad, 2),
                 FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STR(foodtruck_last_error(),
              "foodtruck_weather_set_city: spots[1].minute_count 241 is above the limit of 240");
    bad[1] = dry();
    bad[1].minute_chances = NULL;
    CHECK_STATUS(foodtruck_weather_set_city(truck, FOODTRUCK_CITY_CUPERTINO, bad, 2),
                 FOODTRUCK_ERR_NULL_ARGUMENT);
    bad[1] = dry();
    bad[1].temperature_c = NAN;
    CHECK_STATUS(foodtruck_weather_set_city(truck, FOODTRUCK_CITY_CUPERTINO, bad, 2),
                 FOODTRUCK_ERR_INVALID_ARGUMENT);
    bad[1] = dry();
    int beyond = 34; /* one past the last condition, as a C caller may pass it */
    memcpy(&bad[1].condition, &beyond, sizeof bad[1].condition);
    CHECK_STATUS(foodtruck_weather_set_city(truck, FOODTRUCK_CITY_CUPERTINO, bad, 2),
                 FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STR(foodtruck_last_error(),
              "foodtruck_weather_set_city: spots[1].condition 34 is not a valid value");
    CHECK_STATUS(foodtruck_weather_set_city(truck, FOODTRUCK_CITY_CUPERTINO, good, 1),
                 FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STR(foodtruck_last_error(),
              "foodtruck_weather_set_city: spots: Cupertino has 2 parking spots; got 1 reports");
    /* A failed spot's other fields are ignored, whatever they hold. */
    bad[1] = dry();
    bad[1].answered = false;
    bad[1].cloud_cover = NAN;
    foodtruck_spot_weather ignored[8];
    memset(ignored, 0, sizeof ignored);
    ignored[0] = bad[1];
    CHECK_OK(foodtruck_weather_set_city(truck, FOODTRUCK_CITY_SAN_FRANCISCO, ignored, 8));
    CHECK_OK(foodtruck_weather_city(truck, FOODTRUCK_CITY_CUPERTINO, &after));
    /* Field by field: the struct's tail padding is never written. */
    CHECK(before.recommended_spot == after.recommended_spot && before.shown_spot == after.shown_spot);
    CHECK(before.cloud_cover == after.cloud_cover && before.temperature_c == after.temperature_c);
    CHECK(before.condition == after.condition && before.rain == after.rain);
    CHECK(before.cloud_percent == after.cloud_percent && before.source == after.source);
}

static void test_temperatures(foodtruck_truck *truck) {
    char text[32];
    foodtruck_temperature_unit unit = FOODTRUCK_TEMPERATURE_UNIT_CELSIUS;
    CHECK_OK(foodtruck_weather_unit(truck, &unit));
    CHECK_INT(unit, FOODTRUCK_TEMPERATURE_UNIT_FAHRENHEIT);
    CHECK_OK(foodtruck_weather_temperature_text(truck, 37.5, text, sizeof text, NULL));
    CHECK_STR(text, "100\xc2\xb0" "F"); /* 99.5 °F halves away from zero */
    CHECK_OK(foodtruck_weather_temperature_text(truck, -17.8, text, sizeof text, NULL));
    CHECK_STR(text, "0\xc2\xb0" "F"); /* -0.04 °F */
    CHECK_OK(foodtruck_weather_set_unit(truck, FOODTRUCK_TEMPERATURE_UNIT_CELSIUS));
    CHECK_OK(foodtruck_weather_temperature_text(truck, -3.5, text, sizeof text, NULL));
    CHECK_STR(text, "-4\xc2\xb0" "C");
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
    CHECK_OK(foodtruck_weather_temperature_text(truck, -3.5, text, sizeof text, NULL));
    CHECK_STR(text, "\xd8\x9c-\xd9\xa4\xc2\xb0\xd9\x85"); /* ALM, "-", "٤", "°", "م" */
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_EN));
    CHECK_STATUS(foodtruck_weather_temperature_text(truck, 100.5, text, sizeof text, NULL),
                 FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_OK(foodtruck_weather_set_unit(truck, FOODTRUCK_TEMPERATURE_UNIT_FAHRENHEIT));
}

static void test_badges_and_legal_page(foodtruck_truck *truck) {
    /* Badges 40, 30 and 20 points wide, 5 apart: all three need 100, two need 75. */
    static const double WIDTHS[5] = {100, 99.9, 75, 74.9, 0};
    static const size_t COUNTS[5] = {3, 2, 2, 1, 1};
    for (int i = 0; i < 5; i++) {
        size_t count = 0;
        CHECK_OK(foodtruck_weather_badge_count(WIDTHS[i], 40, 30, 20, 5, &count));
        CHECK_INT(count, COUNTS[i]);
    }
    size_t count = 7;
    CHECK_STATUS(foodtruck_weather_badge_count(100, 40, NAN, 20, 5, &count),
                 FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_INT(count, 7);

    CHECK_OK(foodtruck_weather_set_legal_page(truck, "https://open-meteo.com/en/license"));
    CHECK_STR(page_text(truck, FOODTRUCK_CITY_LONDON, FOODTRUCK_WEATHER_TEXT_ATTRIBUTION_LINK),
              "https://open-meteo.com/en/license");
    CHECK_STATUS(foodtruck_weather_set_legal_page(truck, "http://open-meteo.com"),
                 FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STR(page_text(truck, FOODTRUCK_CITY_LONDON, FOODTRUCK_WEATHER_TEXT_ATTRIBUTION_LINK),
              "https://open-meteo.com/en/license");
    CHECK_OK(foodtruck_weather_set_legal_page(truck, ""));
    CHECK_STR(page_text(truck, FOODTRUCK_CITY_LONDON, FOODTRUCK_WEATHER_TEXT_ATTRIBUTION_LINK),
              "https://weather-data.apple.com/legal-attribution.html");
}

static void test_forecast(foodtruck_truck *truck) {
    /* 30 hours from 21:00 UTC, 10 °C rising one degree an hour; dark from 22:00 to 05:00. At
     * 22:13 the chart shows 25 hours from 22:00: 11 °C = 51.8 -> 52 °F up to 35 °C = 95 °F,
     * floor 52 - 2 = 50. */
    foodtruck_hour_weather hours[30];
    for (int k = 0; k < 30; k++) {
        hours[k].at = HOUR_START + (k - 1) * HOUR;
        hours[k].temperature_c = 10.0 + k;
        hours[k].daylight = k < 1 || k > 8;
    }
    CHECK_OK(foodtruck_weather_set_forecast(truck, hours, 30));
    foodtruck_forecast_hour chart[30];
    size_t count = 0;
    int32_t low = 0;
    CHECK_OK(foodtruck_chart_forecast(truck, NOW, chart, 30, &count, &low));
    CHECK_INT(count, 25);
    CHECK_INT(low, 50);
    CHECK(chart[0].at == HOUR_START && chart[24].at == HOUR_START + 24 * HOUR);
    CHECK_INT(chart[0].degrees_f, 52);
    CHECK_INT(chart[1].degrees_f, 54); /* 53.6 */
    CHECK_INT(chart[24].degrees_f, 95);
    CHECK(!chart[0].daylight && !chart[7].daylight && chart[8].daylight);
    foodtruck_time_range nights[4];
    CHECK_OK(foodtruck_chart_forecast_nights(truck, NOW, nights, 4, &count));
    CHECK_INT(count, 1);
    CHECK(nights[0].starts_at == HOUR_START && nights[0].ends_at == HOUR_START + 8 * HOUR);

    /* Unsorted: refused, naming the hours, the forecast kept. */
    hours[5].at = hours[4].at;
    CHECK_STATUS(foodtruck_weather_set_forecast(truck, hours, 30), FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK(strncmp(foodtruck_last_error(), "foodtruck_weather_set_forecast: hours: hour 5 ", 46) == 0);
    CHECK_STATUS(foodtruck_weather_set_forecast(truck, hours, FOODTRUCK_WEATHER_MAX_HOURS + 1),
                 FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_OK(foodtruck_chart_forecast(truck, NOW, chart, 30, &count, &low));
    CHECK_INT(low, 50);
    /* Two days on, no hour is left: the placeholder, whose floor is 55 - 2. */
    CHECK_OK(foodtruck_chart_forecast(truck, NOW + 48 * HOUR, chart, 30, &count, &low));
    CHECK_INT(count, 25);
    CHECK_INT(low, 53);
    CHECK_OK(foodtruck_weather_set_forecast(truck, NULL, 0));
    CHECK_OK(foodtruck_chart_forecast(truck, NOW, chart, 30, &count, &low));
    CHECK_INT(low, 53);
}

int main(void) {
    foodtruck_truck *truck = NULL;
    CHECK_OK(foodtruck_truck_new(&truck));
    if (truck == NULL) return check_report("test_weather");
    test_empty_page(truck);
    test_san_francisco_walk(truck);
    test_rain_everywhere_and_every_spot_failed(truck);
    test_refused_reports(truck);
    test_temperatures(truck);
    test_badges_and_legal_page(truck);
    test_forecast(truck);
    CHECK_OK(foodtruck_truck_free(truck));
    return check_report("test_weather");
}
