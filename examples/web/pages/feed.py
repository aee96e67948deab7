# SPDX-License-Identifier: Apache-2.0
"""pages/feed.py: the Social Feed: its sections, posts and tags, a tag's filter, the invitation
to Social Feed+ and the manage card."""

import foodtruck as ft

from .common import Place, back, e, picture, timed
from .store import STORE_TOGGLES, sheet


def social_feed(view: ft.Truck, now: int, place: Place, feed: "tuple[int, int]") -> str:
    """The Social Feed: the library's title and sections (the invitation to Social Feed+ with
    the demo store's sheet, or the highlighted posts; then the posts), or, filtered by a tag,
    that tag's posts. A tag opens its filter; the filter's own tag closes it."""
    seed, dated_at = feed
    plus = view.is_social_feed_plus_active(now)
    highlight = view.store_setting(ft.StoreSetting.HIGHLIGHT_PLUS_POSTS)
    parts = [back(view), f'<h2>{e(view.feed_title(plus))}</h2>']
    if place.tag is not None:
        parts.append(f'<form method="post" action="/feed/all"><button class="tag filter" aria-pressed="true">'
                     f'{e(view.tag_title(place.tag))}</button></form>')
        parts.append(posts(view, view.feed_filter(seed, dated_at, place.tag, plus), now))
        return timed("".join(parts), now, None)
    for section in ft.feed_sections(plus, highlight):
        parts.append(f'<h3>{e(view.feed_section_title(section))}</h3>')
        if section == ft.FeedSection.MARKETING:
            parts.append(f'<form method="post" action="/store/sheet"><button class="wide accent" id="get-started">'
                         f'{e(view.store_text(ft.StoreTextKind.GET_STARTED, now))}</button></form>')
            if place.sheet_open:
                parts.append(sheet(view, now))
        else:
            parts.append(posts(view, ft.feed_posts(seed, dated_at, section, plus, highlight), now))
    if plus:
        toggles = "".join(
            f'<form method="post" action="/store/settings/{setting.name.lower()}/{"off" if on else "on"}">'
            f'<button class="toggle" aria-pressed="{str(on).lower()}">{e(view.store_text(text, now))}</button></form>'
            for setting, text in STORE_TOGGLES.items() for on in (view.store_setting(setting),))
        parts.append(f'<section class="card"><p class="card-heading">{e(view.store_text(ft.StoreTextKind.SHEET_TITLE, now))}</p>'
                     f'<p>{e(view.store_text(ft.StoreTextKind.PLAN_NAME, now))}</p>'
                     f'<p class="note">{e(view.store_text(ft.StoreTextKind.RENEWAL, now))}</p>{toggles}</section>')
    return timed("".join(parts), now, None)


def tag_button(view: ft.Truck, tag: ft.FeedTag) -> str:
    """A tag: its title (a donut's beside its picture); it filters the feed by itself."""
    thumbnail = picture(view.svg_donut(tag.subject, 16)) if tag.kind == ft.FeedTagKind.DONUT else ""
    return (f'<form method="post" action="/feed/tags/{tag.kind.name.lower()}/{tag.subject}">'
            f'<button class="tag">{thumbnail}{e(view.tag_title(tag))}</button></form>')


def posts(view: ft.Truck, shown: "list[ft.FeedPost]", now: int) -> str:
    """Posts as the original lists them: the favorite donut, the author, the date, the message
    and the tags."""
    return '<ul class="posts">' + "".join(
        f'<li class="post">{picture(view.svg_donut(post.donut_id, 48))}<div>'
        f'<p class="author">{e(view.author_name(post.author))}</p>'
        f'<p class="note">{e(view.feed_date_text(post.posted_at, now))}</p>'
        f'<p>{e(view.post_message(post.id))}</p>'
        f'<div class="tags">{"".join(tag_button(view, tag) for tag in ft.post_tags(post.id))}</div></div></li>'
        for post in shown) + "</ul>"
