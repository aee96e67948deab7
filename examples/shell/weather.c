/* SPDX-License-Identifier: Apache-2.0 */
/* weather.c: the City panels' weather. It comes from a file of plain lines, one parking spot's
 * report each, that `python3 -m foodtruck.open_meteo --export tests/fixtures/open_meteo` writes
 * from Open-Meteo's answers: the shell parses no JSON. Each city's reports go to the library,
 * which decides the recommended spot and every word of the City panel. */
#define _POSIX_C_SOURCE 200809L
#include "shell.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#define MAX_SPOTS 16

/* The file's reports, city by city; the minute chances stay here while the library reads them. */
static foodtruck_spot_weather reports[CITIES][MAX_SPOTS];
static double minute_chances[CITIES][MAX_SPOTS][FOODTRUCK_WEATHER_MAX_MINUTES];
static size_t report_counts[CITIES];

static bool read_number(const char *text, double *value) {
    char *end;
    *value = strtod(text, &end);
    return end != text && *end == '\0';
}


/* The city whose slug this is, or -1. */
static int city_of_slug(const char *slug) {
    for (int city = FOODTRUCK_CITY_CUPERTINO; city <= FOODTRUCK_CITY_LONDON; city++) {
        char text[64];
        TRY(foodtruck_city_slug((foodtruck_city)city, text, sizeof text, NULL));
        if (strcmp(text, slug) == 0) return city;
    }
    return -1;
}

/* One line of the weather file, tab-separated: city slug, spot index, spot slug, answered (0 or
 * 1), condition, cloud cover, temperature, the minute chances comma-separated ("-": none). */
static bool read_report(char *line) {
    char *fields[8], *rest = NULL;
    for (int i = 0; i < 8; i++) {
        if ((fields[i] = strtok_r(i == 0 ? line : NULL, "\t\n", &rest)) == NULL) return false;
    }
    int city = city_of_slug(fields[0]);
    long index, condition;
    if (city < 0 || !read_long(fields[1], 0, MAX_SPOTS - 1, &index)) return false;
    foodtruck_spot_weather *report = &reports[city][index];
    double *chances = minute_chances[city][index];
    memset(report, 0, sizeof *report); /* zeroed: a spot that failed */
    if ((size_t)index >= report_counts[city]) report_counts[city] = (size_t)index + 1;
    if (strcmp(fields[3], "0") == 0) return true;
    report->answered = true;
    if (!read_long(fields[4], 0, INT_MAX, &condition) || !read_number(fields[5], &report->cloud_cover) ||
        !read_number(fields[6], &report->temperature_c)) return false;
    report->condition = (foodtruck_weather_condition)condition; /* the library checks it */
    if (strcmp(fields[7], "-") == 0) return true;               /* no minute forecast */
    report->has_minute_forecast = true;
    report->minute_chances = chances;
    for (char *chance = strtok_r(fields[7], ",", &rest); chance; chance = strtok_r(NULL, ",", &rest)) {
        if (report->minute_count == FOODTRUCK_WEATHER_MAX_MINUTES || !read_number(chance, &chances[report->minute_count++])) {
            return false;
        }
    }
    return true;
}

/* Reads the weather file and hands each city's reports to the library. A missing default file
 * means no weather: the City panel then shows the page's empty fields. */
void load_weather(const char *path, bool required) {
    FILE *file = fopen(path, "r");
    if (file == NULL) {
        if (!required) return;
        fprintf(stderr, "%s: %s\n", path, strerror(errno));
        exit(2);
    }
    char line[8192];
    for (int number = 1; fgets(line, sizeof line, file) != NULL; number++) {
        if (line[0] == '#') continue;
        if (strchr(line, '\n') == NULL && !feof(file)) line[0] = '\0'; /* too long */
        if (!read_report(line)) {
            fprintf(stderr, "%s:%d: not a weather line\n", path, number);
            exit(2);
        }
    }
    fclose(file);
    for (int city = 0; city < CITIES; city++) {
        if (report_counts[city] > 0) TRY(foodtruck_weather_set_city(truck, (foodtruck_city)city, reports[city], report_counts[city]));
    }
}

/* The City panel's lines: the city, the recommended spot, the weather card (when the page shows
 * it), the badges that fit in the width and the cloud-cover sentence. */
void city_lines(foodtruck_city city, int columns, void (*emit)(const char *text, void *context), void *context) {
    static const char *const SEPARATOR = " | ";
    foodtruck_city_weather weather;
    size_t badges;
    char text[4 * WORD_BYTES];
    TRY(foodtruck_weather_city(truck, city, &weather));
    emit(city_name(city), context);
    snprintf(text, sizeof text, "%s: %s", weather_text(city, FOODTRUCK_WEATHER_TEXT_RECOMMENDED),
             weather_text(city, FOODTRUCK_WEATHER_TEXT_RECOMMENDED_SPOT));
    emit(text, context);
    if (weather.shows_weather_card) {
        snprintf(text, sizeof text, "%s%s%s", weather_text(city, FOODTRUCK_WEATHER_TEXT_CONDITION), SEPARATOR,
                 weather_text(city, FOODTRUCK_WEATHER_TEXT_RAIN));
        emit(text, context);
    }
    const char *badge[3] = {weather_text(city, FOODTRUCK_WEATHER_TEXT_TEMPERATURE),
                            weather_text(city, FOODTRUCK_WEATHER_TEXT_POPULAR),
                            weather_text(city, FOODTRUCK_WEATHER_TEXT_TRENDING)};
    TRY(foodtruck_weather_badge_count((double)columns, text_columns(badge[0]), text_columns(badge[1]),
                                      text_columns(badge[2]), text_columns(SEPARATOR), &badges));
    text[0] = '\0';
    for (size_t i = 0; i < badges; i++) {
        size_t used = strlen(text);
        snprintf(text + used, sizeof text - used, "%s%s", i ? SEPARATOR : "", badge[i]);
    }
    emit(text, context);
    emit(weather_text(city, FOODTRUCK_WEATHER_TEXT_CLOUD_COVER), context);
}
