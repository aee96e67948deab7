# SPDX-License-Identifier: Apache-2.0
"""The social feed through the binding (foodtruck.h "Feed"; docs/domain.md §11): the ten
posts' favorite donuts, tags, authors and media, their dates 5 to 30 minutes apart newest
first from a seed, the Feed screen's sections and posts for each state of Social Feed+ and the
highlight toggle, the filters, the trending tags as a tag cloud, in English and Arabic."""

import pytest

import foodtruck as ft
from foodtruck import City, FeedAuthor as A, FeedMedia as M, FeedSection as S, FeedTag as T
from foodtruck import FeedTopic as P

DAY = 86_400_000
#: 2026-11-28 12:00:00 UTC.
NOON = 20785 * DAY + 12 * 3_600_000

#: docs/domain.md §11.3: post id -> favorite donut, author, media, tags.
POSTS = {
    0: (0, A.LENA, M.PHOTO, [T.donut(0), T.city(City.LONDON)]),
    1: (14, A.OMAR, M.DONUT, [T.donut(5), T.donut(9), T.city(City.SAN_FRANCISCO)]),
    2: (15, A.MAYA, M.DONUT, [T.donut(3), T.topic(P.SPACE)]),
    3: (16, A.SAM, M.PHOTO, [T.donut(16), T.city(City.SAN_FRANCISCO)]),
    4: (11, A.NOOR, M.PHOTO, [T.donut(11), T.city(City.CUPERTINO)]),
    5: (8, A.MAYA, M.DONUT, [T.donut(8), T.donut(1), T.donut(10)]),
    6: (1, A.OMAR, M.DONUT, [T.donut(0), T.city(City.SAN_FRANCISCO)]),
    7: (7, A.SAM, M.PHOTO, [T.donut(7), T.city(City.SAN_FRANCISCO)]),
    8: (6, A.NOOR, M.VIDEO, [T.donut(6), T.topic(P.RAINBOW_SPRINKLES)]),
    9: (13, A.LENA, M.DONUT, [T.topic(P.CARROTS), T.topic(P.VEGETABLES), T.topic(P.SPICY),
                              T.topic(P.NEW_FLAVORS), T.topic(P.HEALTHY_TREATS)]),
}


def all_posts(seed=42):
    return ft.feed_posts(seed, NOON, S.POSTS, True, False)


@pytest.mark.parametrize("post_id", sorted(POSTS))
def test_content(post_id):
    post = {p.id: p for p in all_posts()}[post_id]
    donut, author, media, tags = POSTS[post_id]
    assert (post.donut_id, post.author, post.media) == (donut, author, media)
    assert ft.post_tags(post_id) == tags and post.tag_count == len(tags)
    assert post.plus is (post_id >= 7)


@pytest.mark.parametrize("seed", [0, 1, 42, 2**64 - 1])
def test_dates_newest_first_5_to_30_minutes_apart(seed):
    for section, plus, highlight in ((S.POSTS, False, False), (S.HIGHLIGHTED, True, True)):
        posts = ft.feed_posts(seed, NOON, section, plus, highlight)
        instants = [NOON] + [p.posted_at for p in posts]
        assert all(300_000 <= a - b <= 1_800_000 for a, b in zip(instants, instants[1:]))
    assert all_posts(seed) == all_posts(seed)
    merged = all_posts(seed)
    assert all(a.posted_at >= b.posted_at for a, b in zip(merged, merged[1:]))


def test_screen_sections_and_posts():
    assert ft.feed_sections(False, False) == [S.MARKETING, S.POSTS]
    assert ft.feed_sections(False, True) == [S.MARKETING, S.POSTS]
    assert ft.feed_sections(True, False) == [S.POSTS]
    assert ft.feed_sections(True, True) == [S.HIGHLIGHTED, S.POSTS]

    def ids(section, plus, highlight):
        return [p.id for p in ft.feed_posts(42, NOON, section, plus, highlight)]

    assert ids(S.MARKETING, False, False) == []
    assert ids(S.POSTS, False, False) == [0, 1, 2, 3, 4, 5, 6]
    assert ids(S.HIGHLIGHTED, False, True) == []
    assert ids(S.HIGHLIGHTED, True, True) == [7, 8, 9]
    assert ids(S.POSTS, True, True) == [0, 1, 2, 3, 4, 5, 6]
    assert sorted(ids(S.POSTS, True, False)) == list(range(10))


def test_texts_in_english_and_arabic(truck):
    assert truck.feed_title(False) == "Social Feed" and truck.feed_title(True) == "Social Feed+"
    assert [truck.feed_section_title(s) for s in S] == ["Get Social Feed+", "Highlighted Posts",
                                                        "Posts"]
    assert truck.post_message(6) == "The truck is heading to San Francisco. Save me a Classic!"
    assert [truck.author_name(a) for a in A] == ["Maya", "Omar", "Lena", "Sam", "Noor"]
    assert truck.feed_date_text(NOON - 90 * 60_000, NOON) == "Today, 10:30 AM"
    assert truck.feed_date_text(NOON - DAY, NOON) == "Yesterday, 12:00 PM"
    truck.locale = ft.Locale.AR
    assert truck.feed_title(False) == "الموجز الاجتماعي"
    assert truck.feed_section_title(S.POSTS) == "المنشورات"
    assert truck.author_name(A.OMAR) == "عمر"
    assert truck.tag_title(T.city(City.LONDON)) == "لندن"
    assert truck.feed_date_text(NOON - 90 * 60_000, NOON) == "اليوم، ١٠:٣٠ ص"
    assert all(truck.post_message(i) for i in POSTS)


def test_filters(truck):
    def ids(tag, plus):
        return sorted(p.id for p in truck.feed_filter(42, NOON, tag, plus))

    assert ids(T.city(City.SAN_FRANCISCO), False) == [1, 3, 6]
    assert ids(T.city(City.SAN_FRANCISCO), True) == [1, 3, 6, 7]
    assert ids(T.donut(0), True) == [0, 6]  # tagged in 6, the favorite of 0
    assert ids(T.donut(13), False) == [] and ids(T.donut(13), True) == [9]
    assert ids(T.topic(P.DAIRY_FREE), True) == []
    with pytest.raises(ft.NotFoundError):
        truck.feed_filter(42, NOON, T.donut(17), True)
    with pytest.raises(ft.InvalidArgumentError, match="tag"):
        truck.feed_filter(42, NOON, T.city(City.ALL), True)
    with pytest.raises(ft.NotFoundError):
        ft.post_tags(10)


def test_tag_icons():
    assert ft.icon_symbol(ft.feed_tag_icon(T.topic(P.DAIRY_FREE))) == "tag"
    assert ft.icon_symbol(ft.feed_tag_icon(T.city(City.LONDON))) == "building.2"
    assert ft.feed_tag_icon(T.donut(9)) is ft.Icon.DONUT  # the original shows the donut itself
    for bad in (T.topic(len(P)), T.city(City.ALL), ft.FeedTag(3, 0)):
        with pytest.raises(ft.InvalidArgumentError):
            ft.feed_tag_icon(bad)


def test_tag_cloud(truck):
    titles = [truck.tag_title(t) for t in ft.trending_tags()]
    assert titles == ["Powdered Chocolate", "Blueberry Frosted", "Warmed Up", "Room Temperature",
                      "San Francisco", "Rainbow", "Rainbow Sprinkles", "Strawberry Sprinkles",
                      "Dairy Free", "Cupertino", "London", "Gluten Free", "Fire Zest",
                      "Black Raspberry", "Carrots", "Donut vs Doughnut"]
    # 10 points a character, 20 high, in 390 points with 10 of spacing: "Powdered Chocolate"
    # (180) and "Blueberry Frosted" (170) fill the first row; "Warmed Up" starts the second.
    tags, frames, size = truck.tag_cloud(lambda title: (10 * len(title), 20), 390, 10)
    assert tags == ft.trending_tags()
    assert [(f.x, f.y) for f in frames[:3]] == [(0, 0), (190, 0), (0, 30)]
    assert size.width <= 390
    truck.locale = ft.Locale.AR  # mirrored: the first tag starts at the trailing edge
    _, frames, size = truck.tag_cloud(lambda title: (10 * len(title), 20), 390, 10)
    assert frames[0].x + frames[0].width == size.width
