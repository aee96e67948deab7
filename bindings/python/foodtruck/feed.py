# SPDX-License-Identifier: Apache-2.0
"""Feed (foodtruck.h "Feed"): the social feed: ten posts (7 standard, 3 Social Feed+) dated
from a seed and now, 5 to 30 minutes apart and newest first, with their favorite donuts,
authors, media kinds, tags and messages; filters by tag, city or donut; the Truck screen's 16
trending tags, which the shell measures and lays out as a tag cloud with foodtruck.flow()
(tag_cloud() does both, given a measuring function); and the Feed screen's title, sections
and posts.

Whether Social Feed+ is active and the "Highlight Social Feed+ posts" toggle are the Store's:
every call takes them as ``plus_active`` and ``highlight_plus``. Module functions need no
session: feed_sections(), feed_posts(), post_tags() and trending_tags(); FeedMixin, inherited
by Truck, gives the texts in the session's language and the filter (a donut tag must name a
donut of the session). A bad tag raises InvalidArgumentError, an unknown post or donut
NotFoundError.
"""

from __future__ import annotations

from ctypes import c_int
from typing import Callable, List, NamedTuple, Sequence, Tuple

from . import _ffi
from ._capi import Icon, FeedAuthor, FeedMedia, FeedSection, FeedTagKind, FeedTopic  # generated
from .layout import HorizontalAlignment, Rect, Size, VerticalAlignment, flow
from ._feed_methods import FeedMethods


class FeedTag(NamedTuple):
    """foodtruck_feed_tag: a topic (``subject`` a FeedTopic), a donut (its id) or a city (a
    City)."""

    kind: FeedTagKind
    subject: int

    @staticmethod
    def topic(topic: int) -> "FeedTag":
        return FeedTag(FeedTagKind.TOPIC, int(topic))

    @staticmethod
    def donut(donut_id: int) -> "FeedTag":
        return FeedTag(FeedTagKind.DONUT, donut_id)

    @staticmethod
    def city(city: int) -> "FeedTag":
        return FeedTag(FeedTagKind.CITY, int(city))

    def _to_c(self) -> "_ffi.foodtruck_feed_tag":
        return _ffi.foodtruck_feed_tag(int(self.kind), self.subject)

    @staticmethod
    def _from_c(tag) -> "FeedTag":
        return FeedTag(FeedTagKind(tag.kind), tag.subject)


class FeedPost(NamedTuple):
    """foodtruck_feed_post: a post, its id 0 to 6 for the standard posts and 7 to 9 for the
    Social Feed+ ones. Its message is Truck.post_message(id), its tags post_tags(id)."""

    id: int
    posted_at: int
    donut_id: int
    author: FeedAuthor
    media: FeedMedia
    tag_count: int
    plus: bool

    @staticmethod
    def _from_c(post) -> "FeedPost":
        return FeedPost(post.id, post.posted_at, post.donut_id, FeedAuthor(post.author),
                        FeedMedia(post.media), post.tag_count, bool(post.plus))


def _posts(c_posts) -> List[FeedPost]:
    return [FeedPost._from_c(post) for post in c_posts]


def feed_sections(plus_active: bool, highlight_plus: bool = False) -> List[FeedSection]:
    """The Feed screen's sections, top to bottom: [MARKETING, POSTS] without Social Feed+;
    [HIGHLIGHTED, POSTS] with it and the toggle on; [POSTS] with it and the toggle off."""
    sections = _ffi.read_array("foodtruck_feed_sections", c_int, bool(plus_active),
                               bool(highlight_plus))
    return [FeedSection(s) for s in sections]


def feed_posts(seed: int, now: int, section: int, plus_active: bool,
               highlight_plus: bool = False) -> List[FeedPost]:
    """The posts of a section, newest first, the feed dated from seed and now: HIGHLIGHTED the
    3 Social Feed+ posts (with Social Feed+ and the toggle on); POSTS the 7 standard ones, or
    all 10 with Social Feed+ and the toggle off; MARKETING, and any section not shown, none."""
    return _posts(_ffi.read_array("foodtruck_feed_posts", _ffi.foodtruck_feed_post, seed, now,
                                  section, bool(plus_active), bool(highlight_plus)))


def post_tags(post_id: int) -> List[FeedTag]:
    """A post's tags in the order the post shows them (2 to 5)."""
    return [FeedTag._from_c(t)
            for t in _ffi.read_array("foodtruck_feed_post_tags", _ffi.foodtruck_feed_tag, post_id)]


def feed_tag_icon(tag: FeedTag) -> Icon:
    """The symbol before a tag's title: TAG for a topic, BUILDINGS for a city, DONUT for a donut
    (whose own picture, Truck.svg_donut(), the original shows instead)."""
    return Icon(_ffi.read_value("foodtruck_feed_tag_icon", c_int, tag._to_c()))


def trending_tags() -> List[FeedTag]:
    """The Truck screen's 16 trending tags in the original's order."""
    return [FeedTag._from_c(t)
            for t in _ffi.read_array("foodtruck_feed_trending_tags", _ffi.foodtruck_feed_tag)]


class FeedMixin(FeedMethods):
    """The social feed's texts and filter in a truck session (mixed into Truck)."""

    _handle: "_ffi.TruckPtr"
    is_right_to_left: bool

    def feed_title(self, plus_active: bool) -> str:
        """"Social Feed", or "Social Feed+" while Social Feed+ is active."""
        return _ffi.read_text("foodtruck_feed_title", self._handle, bool(plus_active))

    def tag_title(self, tag: FeedTag) -> str:
        """A tag's title: a topic's title, a donut's or a city's name."""
        return _ffi.read_text("foodtruck_feed_tag_title", self._handle, tag._to_c())

    def feed_filter(self, seed: int, now: int, tag: FeedTag, plus_active: bool) -> List[FeedPost]:
        """The posts about a tag, newest first: those carrying it and, for a donut, those whose
        favorite it is; the Social Feed+ posts only while plus_active."""
        return _posts(_ffi.read_array("foodtruck_feed_filter", _ffi.foodtruck_feed_post,
                                      self._handle, seed, now, bool(plus_active), tag._to_c()))

    def tag_cloud(self, measure: Callable[[str], Sequence[float]], width: float,
                  spacing: float = 0.0) -> Tuple[List[FeedTag], List[Rect], Size]:
        """The trending tags as a tag cloud: each title measured by ``measure`` (the shell's
        text metrics, giving (width, height)) and placed by the flow layout, rows from the
        leading edge, mirrored in a right-to-left language: (tags, frames, size)."""
        tags = trending_tags()
        sizes = [measure(self.tag_title(tag)) for tag in tags]
        frames, size = flow(sizes, width, spacing, spacing, HorizontalAlignment.LEADING,
                            VerticalAlignment.TOP, self.is_right_to_left)
        return tags, frames, size


__all__ = [
    "FeedAuthor",
    "FeedMedia",
    "FeedMixin",
    "FeedPost",
    "FeedSection",
    "FeedTag",
    "FeedTagKind",
    "FeedTopic",
    "feed_posts",
    "feed_tag_icon",
    "feed_sections",
    "post_tags",
    "trending_tags",
]
