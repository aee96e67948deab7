# SPDX-License-Identifier: Apache-2.0
"""pages/common.py: what every page uses: the library's text escaped, its pictures inline, the
way back, the region's instants, and what a device shows besides its view's navigation."""

import html
from typing import Optional

import foodtruck as ft
from foodtruck import OrderSort, Panel


def e(text: str) -> str:
    """Text from the library, escaped for HTML."""
    return html.escape(text, quote=True)


def picture(svg: str) -> str:
    """An SVG document of the library's, inline in the page (without its XML declaration)."""
    return svg[svg.index("<svg"):] if svg.startswith("<?xml") else svg


def back(view: ft.Truck) -> str:
    """The way back when the path has steps: named after the view under the top one."""
    path = view.path
    if not path:
        return ""
    title = view.step_title(path[-2]) if len(path) > 1 else view.panel_title(view.selection)
    return f'<form method="post" action="/back"><button id="back">{e(title)}</button></form>'


def timed(main: str, now: int, next_change: Optional[int]) -> str:
    """The region with the server's instant and, when the library names one, the instant at
    which what it shows next changes, for the page's script to fetch it again then."""
    at = "" if next_change is None else f' data-next-change="{next_change}"'
    return f'<div class="region" data-now="{now}"{at}>{main}</div>'


def error_page(message: str) -> str:
    return f'<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><p>{e(message)}</p></body></html>'


class Place:
    """What a device shows besides its view's navigation: the Orders list's search and sort,
    the charts' timeframes, the feed's filter and whether the subscription sheet is open."""

    def __init__(self) -> None:
        self.search = ""
        self.sort = OrderSort.NUMBER
        self.timeframes = {Panel.SALES_HISTORY: ft.Timeframe.WEEK, Panel.TOP_FIVE: ft.Timeframe.WEEK}
        self.tag: Optional[ft.FeedTag] = None
        self.sheet_open = False
        self.made: Optional[int] = None  # the new donut, once the Donut Editor's first change made it
        self.editor_error = ""  # the library's refusal of the editor's last change
