/* SPDX-License-Identifier: Apache-2.0 */
/* test_feed.c: the social feed through the C ABI (docs/domain.md §11): the Feed screen's
 * title, sections and posts for each state of Social Feed+ and the highlight toggle; the posts'
 * favorite donuts, tags, authors, media and dates (5 to 30 minutes apart, newest first, from a
 * seed); messages, tag titles and dates in English and Arabic; the filters; and the trending
 * tags laid out as a tag cloud by foodtruck_layout_flow(). Expected values are written out
 * from the content of the feed, never recomputed. */
#include "check.h"

#define MINUTE INT64_C(60000)
#define DAY INT64_C(86400000)
/* 2026-11-28 12:00:00 UTC. */
#define NOON (INT64_C(20785) * DAY + 720 * MINUTE)

static size_t posts(foodtruck_feed_section section, bool plus, bool highlight,
                    foodtruck_feed_post *out) {
    size_t count = 0;
    CHECK_OK(foodtruck_feed_posts(42, NOON, section, plus, highlight, out, 10, &count));
    return count;
}

static void test_screen(foodtruck_truck *truck) {
    char text[128];
    CHECK_OK(foodtruck_feed_title(truck, false, text, sizeof text, NULL));
    CHECK_STR(text, "Social Feed");
    CHECK_OK(foodtruck_feed_title(truck, true, text, sizeof text, NULL));
    CHECK_STR(text, "Social Feed+");
    static const char *const TITLES[3] = {"Get Social Feed+", "Highlighted Posts", "Posts"};
    for (int i = 0; i < 3; i++) {
        CHECK_OK(foodtruck_feed_section_title(truck, (foodtruck_feed_section)i, text, sizeof text,
                                              NULL));
        CHECK_STR(text, TITLES[i]);
    }
    foodtruck_feed_section sections[4];
    size_t count = 0;
    CHECK_OK(foodtruck_feed_sections(false, true, sections, 4, &count));
    CHECK_INT(count, 2);
    CHECK(sections[0] == FOODTRUCK_FEED_SECTION_MARKETING &&
          sections[1] == FOODTRUCK_FEED_SECTION_POSTS);
    CHECK_OK(foodtruck_feed_sections(true, true, sections, 4, &count));
    CHECK_INT(count, 2);
    CHECK(sections[0] == FOODTRUCK_FEED_SECTION_HIGHLIGHTED &&
          sections[1] == FOODTRUCK_FEED_SECTION_POSTS);
    CHECK_OK(foodtruck_feed_sections(true, false, sections, 4, &count));
    CHECK_INT(count, 1);
    CHECK(sections[0] == FOODTRUCK_FEED_SECTION_POSTS);
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
    CHECK_OK(foodtruck_feed_title(truck, false, text, sizeof text, NULL));
    /* الموجز الاجتماعي */
    CHECK_STR(text, "\xd8\xa7\xd9\x84\xd9\x85\xd9\x88\xd8\xac\xd8\xb2 \xd8\xa7\xd9\x84\xd8\xa7"
                    "\xd8\xac\xd8\xaa\xd9\x85\xd8\xa7\xd8\xb9\xd9\x8a");
    CHECK_OK(foodtruck_feed_section_title(truck, FOODTRUCK_FEED_SECTION_HIGHLIGHTED, text,
                                          sizeof text, NULL));
    /* المنشورات المميزة */
    CHECK_STR(text, "\xd8\xa7\xd9\x84\xd9\x85\xd9\x86\xd8\xb4\xd9\x88\xd8\xb1\xd8\xa7\xd8\xaa "
                    "\xd8\xa7\xd9\x84\xd9\x85\xd9\x85\xd9\x8a\xd8\xb2\xd8\xa9");
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_EN));
}

static void test_posts(void) {
    static const int32_t DONUTS[10] = {0, 14, 15, 16, 11, 8, 1, 7, 6, 13};
    static const int32_t TAG_COUNTS[10] = {2, 3, 2, 2, 2, 3, 2, 2, 2, 5};
    static const foodtruck_feed_author AUTHORS[10] = {
        FOODTRUCK_FEED_AUTHOR_LENA, FOODTRUCK_FEED_AUTHOR_OMAR, FOODTRUCK_FEED_AUTHOR_MAYA,
        FOODTRUCK_FEED_AUTHOR_SAM,  FOODTRUCK_FEED_AUTHOR_NOOR, FOODTRUCK_FEED_AUTHOR_MAYA,
        FOODTRUCK_FEED_AUTHOR_OMAR, FOODTRUCK_FEED_AUTHOR_SAM,  FOODTRUCK_FEED_AUTHOR_NOOR,
        FOODTRUCK_FEED_AUTHOR_LENA};
    foodtruck_feed_post list[10];
    /* Without Social Feed+: the 7 standard posts, in content order, newest first. */
    CHECK_INT(posts(FOODTRUCK_FEED_SECTION_POSTS, false, false, list), 7);
    int64_t newer = NOON;
    for (int i = 0; i < 7; i++) {
        CHECK_INT(list[i].id, i);
        CHECK_INT(list[i].donut_id, DONUTS[i]);
        CHECK_INT(list[i].tag_count, TAG_COUNTS[i]);
        CHECK(list[i].author == AUTHORS[i]);
        CHECK(!list[i].plus);
        CHECK(newer - list[i].posted_at >= 5 * MINUTE && newer - list[i].posted_at <= 30 * MINUTE);
        newer = list[i].posted_at;
    }
    /* With it and the toggle: the 3 Social Feed+ posts highlighted, dated from now too. */
    CHECK_INT(posts(FOODTRUCK_FEED_SECTION_HIGHLIGHTED, true, true, list), 3);
    newer = NOON;
    for (int i = 0; i < 3; i++) {
        CHECK_INT(list[i].id, 7 + i);
        CHECK_INT(list[i].donut_id, DONUTS[7 + i]);
        CHECK_INT(list[i].tag_count, TAG_COUNTS[7 + i]);
        CHECK(list[i].author == AUTHORS[7 + i]);
        CHECK(list[i].plus);
        CHECK(newer - list[i].posted_at >= 5 * MINUTE && newer - list[i].posted_at <= 30 * MINUTE);
        newer = list[i].posted_at;
    }
    CHECK(list[1].media == FOODTRUCK_FEED_MEDIA_VIDEO);
    CHECK_INT(posts(FOODTRUCK_FEED_SECTION_POSTS, true, true, list), 7);
    /* With it and the toggle off: all ten among the posts, newest first. */
    CHECK_INT(posts(FOODTRUCK_FEED_SECTION_POSTS, true, false, list), 10);
    int seen = 0;
    for (int i = 0; i < 10; i++) {
        seen |= 1 << list[i].id;
        if (i > 0) CHECK(list[i - 1].posted_at >= list[i].posted_at);
    }
    CHECK_INT(seen, 0x3FF);
    CHECK_INT(posts(FOODTRUCK_FEED_SECTION_MARKETING, false, false, list), 0);
    CHECK_INT(posts(FOODTRUCK_FEED_SECTION_HIGHLIGHTED, true, false, list), 0);

    /* Tags: post 1's are Lemon Chocolate, Powdered Chocolate and San Francisco. */
    foodtruck_feed_tag tags[8];
    size_t count = 0;
    CHECK_OK(foodtruck_feed_post_tags(1, tags, 8, &count));
    CHECK_INT(count, 3);
    CHECK(tags[0].kind == FOODTRUCK_FEED_TAG_DONUT && tags[0].subject == 5);
    CHECK(tags[1].kind == FOODTRUCK_FEED_TAG_DONUT && tags[1].subject == 9);
    CHECK(tags[2].kind == FOODTRUCK_FEED_TAG_CITY &&
          tags[2].subject == FOODTRUCK_CITY_SAN_FRANCISCO);
    CHECK_OK(foodtruck_feed_post_tags(9, tags, 8, &count));
    CHECK_INT(count, 5);
    CHECK(tags[0].kind == FOODTRUCK_FEED_TAG_TOPIC &&
          tags[0].subject == FOODTRUCK_FEED_TOPIC_CARROTS);
    count = 99;
    CHECK_STATUS(foodtruck_feed_post_tags(10, tags, 8, &count), FOODTRUCK_ERR_NOT_FOUND);
    CHECK_STR(foodtruck_last_error(),
              "foodtruck_feed_post_tags: no post has id 10; ids run from 0 to 9");
    CHECK_INT(count, 99);
}

static void test_texts(foodtruck_truck *truck) {
    char text[128];
    CHECK_OK(foodtruck_feed_post_message(truck, 4, text, sizeof text, NULL));
    CHECK_STR(text, "I just spotted the food truck in Cupertino!");
    CHECK_OK(foodtruck_feed_author_name(truck, FOODTRUCK_FEED_AUTHOR_NOOR, text, sizeof text,
                                        NULL));
    CHECK_STR(text, "Noor");
    foodtruck_feed_tag dairy_free = {FOODTRUCK_FEED_TAG_TOPIC, FOODTRUCK_FEED_TOPIC_DAIRY_FREE};
    CHECK_OK(foodtruck_feed_tag_title(truck, dairy_free, text, sizeof text, NULL));
    CHECK_STR(text, "Dairy Free");
    foodtruck_feed_tag fire_zest = {FOODTRUCK_FEED_TAG_DONUT, 13};
    CHECK_OK(foodtruck_feed_tag_title(truck, fire_zest, text, sizeof text, NULL));
    CHECK_STR(text, "Fire Zest");
    CHECK_OK(foodtruck_feed_date_text(truck, NOON - 30 * MINUTE, NOON, text, sizeof text, NULL));
    CHECK_STR(text, "Today, 11:30 AM");
    CHECK_OK(foodtruck_feed_date_text(truck, NOON - DAY, NOON, text, sizeof text, NULL));
    CHECK_STR(text, "Yesterday, 12:00 PM");
    CHECK_OK(foodtruck_feed_date_text(truck, NOON - 2 * DAY, NOON, text, sizeof text, NULL));
    CHECK_STR(text, "11/26/2026, 12:00 PM");
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_AR));
    CHECK_OK(foodtruck_feed_post_message(truck, 4, text, sizeof text, NULL));
    /* رأيت شاحنة الطعام للتو في كوبرتينو! */
    CHECK_STR(text, "\xd8\xb1\xd8\xa3\xd9\x8a\xd8\xaa \xd8\xb4\xd8\xa7\xd8\xad\xd9\x86\xd8\xa9 "
                    "\xd8\xa7\xd9\x84\xd8\xb7\xd8\xb9\xd8\xa7\xd9\x85 \xd9\x84\xd9\x84\xd8\xaa"
                    "\xd9\x88 \xd9\x81\xd9\x8a \xd9\x83\xd9\x88\xd8\xa8\xd8\xb1\xd8\xaa\xd9\x8a"
                    "\xd9\x86\xd9\x88!");
    CHECK_OK(foodtruck_feed_tag_title(truck, dairy_free, text, sizeof text, NULL));
    CHECK_STR(text, "\xd8\xa8\xd9\x84\xd8\xa7 \xd8\xa3\xd9\x84\xd8\xa8\xd8\xa7\xd9\x86"); /* بلا ألبان */
    CHECK_OK(foodtruck_feed_date_text(truck, NOON - 30 * MINUTE, NOON, text, sizeof text, NULL));
    /* اليوم، ١١:٣٠ ص */
    CHECK_STR(text, "\xd8\xa7\xd9\x84\xd9\x8a\xd9\x88\xd9\x85\xd8\x8c \xd9\xa1\xd9\xa1:\xd9\xa3"
                    "\xd9\xa0 \xd8\xb5");
    CHECK_OK(foodtruck_truck_set_locale(truck, FOODTRUCK_LOCALE_EN));
}

static uint32_t filtered(foodtruck_truck *truck, foodtruck_feed_tag tag, bool plus) {
    foodtruck_feed_post list[10];
    size_t count = 0;
    CHECK_OK(foodtruck_feed_filter(truck, 42, NOON, plus, tag, list, 10, &count));
    uint32_t ids = 0;
    for (size_t i = 0; i < count; i++) ids |= 1u << list[i].id;
    return ids;
}

static void test_filters(foodtruck_truck *truck) {
    foodtruck_feed_tag sf = {FOODTRUCK_FEED_TAG_CITY, FOODTRUCK_CITY_SAN_FRANCISCO};
    CHECK_INT(filtered(truck, sf, false), (1 << 1) | (1 << 3) | (1 << 6));
    CHECK_INT(filtered(truck, sf, true), (1 << 1) | (1 << 3) | (1 << 6) | (1 << 7));
    foodtruck_feed_tag classic = {FOODTRUCK_FEED_TAG_DONUT, 0}; /* post 0's favorite, 6's tag */
    CHECK_INT(filtered(truck, classic, true), (1 << 0) | (1 << 6));
    foodtruck_feed_tag carrots = {FOODTRUCK_FEED_TAG_TOPIC, FOODTRUCK_FEED_TOPIC_CARROTS};
    CHECK_INT(filtered(truck, carrots, false), 0);
    CHECK_INT(filtered(truck, carrots, true), 1 << 9);
    foodtruck_feed_post list[10];
    size_t count = 99;
    foodtruck_feed_tag unknown = {FOODTRUCK_FEED_TAG_DONUT, 17};
    CHECK_STATUS(foodtruck_feed_filter(truck, 42, NOON, true, unknown, list, 10, &count),
                 FOODTRUCK_ERR_NOT_FOUND);
    CHECK_INT(count, 99);
    foodtruck_feed_tag all = {FOODTRUCK_FEED_TAG_CITY, FOODTRUCK_CITY_ALL};
    CHECK_STATUS(foodtruck_feed_filter(truck, 42, NOON, true, all, list, 10, &count),
                 FOODTRUCK_ERR_INVALID_ARGUMENT);
    CHECK_STR(foodtruck_last_error(), "foodtruck_feed_filter: tag.subject -1 is not a city");
}

static void test_tag_cloud(foodtruck_truck *truck) {
    foodtruck_feed_tag tags[16];
    size_t count = 0;
    CHECK_OK(foodtruck_feed_trending_tags(tags, 16, &count));
    CHECK_INT(count, 16);
    static const char *const FIRST[5] = {"Powdered Chocolate", "Blueberry Frosted", "Warmed Up",
                                         "Room Temperature", "San Francisco"};
    /* The shell measures each title: 10 points a character, 20 high. */
    foodtruck_size sizes[16];
    char text[64];
    size_t length = 0;
    for (int i = 0; i < 16; i++) {
        CHECK_OK(foodtruck_feed_tag_title(truck, tags[i], text, sizeof text, &length));
        if (i < 5) CHECK_STR(text, FIRST[i]);
        sizes[i].width = 10.0 * (double)length;
        sizes[i].height = 20;
    }
    CHECK_STR(text, "Donut vs Doughnut");
    foodtruck_rect frames[16];
    foodtruck_size size;
    CHECK_OK(foodtruck_layout_flow(sizes, 16, 390, 10, 10, FOODTRUCK_ALIGN_LEADING,
                                   FOODTRUCK_ALIGN_TOP, false, frames, 16, &count, &size));
    /* 180 + 10 + 170 fill the first row; "Warmed Up" (90) and "Room Temperature" (160) the
     * second; "San Francisco" (130) does not fit after them in 390. */
    CHECK(frames[1].x == 190 && frames[1].y == 0);
    CHECK(frames[2].x == 0 && frames[2].y == 30);
    CHECK(frames[3].x == 100 && frames[3].y == 30);
    CHECK(frames[4].x == 0 && frames[4].y == 60);
}

int main(void) {
    foodtruck_truck *truck = NULL;
    CHECK_OK(foodtruck_truck_new(&truck));
    if (truck == NULL) return check_report("test_feed");
    test_screen(truck);
    test_posts();
    test_texts(truck);
    test_filters(truck);
    test_tag_cloud(truck);
    CHECK_OK(foodtruck_truck_free(truck));
    return check_report("test_feed");
}
