/* SPDX-License-Identifier: Apache-2.0 */
/* domain_feed.h: what the Feed functions promise beyond the conventions (hooks of the generated
 * calls, after a success). */
#ifndef FUZZ_DOMAIN_FEED_H
#define FUZZ_DOMAIN_FEED_H

#include "calls_generated.h"

/* The sections shown: Marketing and Posts without Social Feed+; Posts, after Highlighted when
 * highlighting, with it. */
static inline void fz_domain_feed_sections(const fz_args_feed_sections *args, const fz_result *result) {
    const foodtruck_feed_section *sections = (const foodtruck_feed_section *)result->data;
    foodtruck_feed_section expected[2];
    size_t count = 0;
    if (!args->plus_active) expected[count++] = FOODTRUCK_FEED_SECTION_MARKETING;
    else if (args->highlight_plus) expected[count++] = FOODTRUCK_FEED_SECTION_HIGHLIGHTED;
    expected[count++] = FOODTRUCK_FEED_SECTION_POSTS;
    FZ_REQUIRE(result->length == count && memcmp(sections, expected, count * sizeof *sections) == 0,
               "foodtruck_feed_sections(%d, %d) gave %zu sections, not the %zu documented", args->plus_active,
               args->highlight_plus, result->length, count);
}

/* Posts: ids 0 to 9, plus exactly for 7 to 9, 2 to 5 tags, newest first, none after now; a
 * section's own list (not the merged one) 5 to 30 minutes apart starting from now. */
static inline void fz_domain_feed_posts(const fz_args_feed_posts *args, const fz_result *result) {
    const foodtruck_feed_post *posts = (const foodtruck_feed_post *)result->data;
    bool merged = args->section == FOODTRUCK_FEED_SECTION_POSTS && args->plus_active && !args->highlight_plus;
    int64_t previous = args->now;
    for (size_t i = 0; i < result->length; i++) {
        const foodtruck_feed_post *post = &posts[i];
        FZ_REQUIRE(post->id >= 0 && post->id <= 9 && post->plus == (post->id >= 7) && post->tag_count >= 2 &&
                       post->tag_count <= 5,
                   "foodtruck_feed_posts: post %zu has id %d, plus %d, %d tags", i, post->id, post->plus, post->tag_count);
        int64_t gap = previous - post->posted_at;
        if (merged) {
            FZ_REQUIRE(gap >= 0, "foodtruck_feed_posts: post %zu (id %d) is newer than the one before it", i, post->id);
        } else {
            FZ_REQUIRE(gap >= 5 * FZ_MINUTE && gap <= 30 * FZ_MINUTE,
                       "foodtruck_feed_posts: post %zu (id %d) is %lld ms before the one before it", i, post->id,
                       (long long)gap);
        }
        previous = post->posted_at;
    }
    if (args->section == FOODTRUCK_FEED_SECTION_MARKETING) {
        FZ_REQUIRE(result->length == 0, "foodtruck_feed_posts: the Marketing section holds %zu posts", result->length);
    }
}

/* A post's tags: 2 to 5. */
static inline void fz_domain_feed_post_tags(const fz_args_feed_post_tags *args, const fz_result *result) {
    FZ_REQUIRE(result->length >= 2 && result->length <= 5, "foodtruck_feed_post_tags(%d) gave %zu tags",
               args->post_id, result->length);
}

#endif
