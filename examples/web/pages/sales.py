# SPDX-License-Identifier: Apache-2.0
"""pages/sales.py: the Top 5 and the Sales History, each with its timeframes."""

import foodtruck as ft
from foodtruck import NavigationLabel, Panel

from .common import back, e, picture, timed
from .store import test_store


#: The timeframes each chart's panel offers, as the original's pickers.
TIMEFRAMES = {Panel.SALES_HISTORY: (ft.Timeframe.WEEK, ft.Timeframe.MONTH, ft.Timeframe.YEAR),
              Panel.TOP_FIVE: tuple(ft.Timeframe)}
CHARTS = {Panel.SALES_HISTORY: ft.ChartKind.SALES_HISTORY, Panel.TOP_FIVE: ft.ChartKind.TOP_SALES}


def sales_head(view: ft.Truck, panel: Panel, timeframe: ft.Timeframe, now: int) -> str:
    """A chart panel's head: its title and the timeframe picker (the Top 5's chart says its
    total itself; the Sales History's total follows: "Total Sales" and the library's sum)."""
    chart = CHARTS[panel]
    picker = "".join(
        f'<form method="post" action="/timeframes/{panel.name.lower()}/{t.name.lower()}">'
        f'<button class="segment" aria-pressed="{str(t == timeframe).lower()}">'
        f'{e(view.chart_timeframe_name(chart, t))}</button></form>' for t in TIMEFRAMES[panel])
    head = f'{back(view)}<h2>{e(view.panel_title(panel))}</h2><div class="segments">{picker}</div>'
    if panel == Panel.TOP_FIVE:
        return head
    return (f'{head}<p class="note">{e(view.navigation_text(NavigationLabel.TOTAL_SALES))}</p>'
            f'<p id="total">{e(view.donut_count_text(view.chart_total(chart, timeframe, now)))}</p>')


def sales_history(view: ft.Truck, now: int, timeframe: ft.Timeframe) -> str:
    """The Sales History: the timeframe's sales as the library draws them, or, where the store
    keeps a year of history for those who buy it, the library's words for that and the
    demo store's Unlock."""
    try:
        body = f'<div class="chart">{picture(view.svg_chart(ft.ChartKind.SALES_HISTORY, timeframe, now, 358, 260))}</div>'
    except ft.DisabledError:
        body = f'<p class="locked">{e(view.store_text(ft.StoreTextKind.PREMIUM_FEATURE, now))}</p>'
    if not view.store_entitlements(now).history_unlocked:
        body += (f'<section class="card">{test_store(view)}<p class="card-heading">'
                 f'{e(view.store_text(ft.StoreTextKind.UNLOCK_TITLE, now))}</p>'
                 f'<p>{e(view.store_text(ft.StoreTextKind.UNLOCK_SUBTITLE, now))}</p>'
                 f'<form method="post" action="/store/buy/annual_history"><button class="wide" id="unlock">'
                 f'{e(view.store_text(ft.StoreTextKind.UNLOCK_BUTTON, now))}</button></form></section>')
    return timed(sales_head(view, Panel.SALES_HISTORY, timeframe, now) + body, now, None)


def top_five(view: ft.Truck, now: int, timeframe: ft.Timeframe) -> str:
    """The Top 5 of the timeframe, everywhere: the library's chart, then each donut with its
    sales."""
    chart = picture(view.svg_chart(ft.ChartKind.TOP_SALES, timeframe, now, 358, 220))
    rows = "".join(
        f'<li>{picture(view.svg_donut(entry.donut_id, 40))}<span>{e(view.donut_name(entry.donut_id))}</span>'
        f'<span>{e(view.donut_count_text(entry.sales))}</span></li>'
        for entry in view.top(5, timeframe, ft.City.ALL, now))
    return timed(f'{sales_head(view, Panel.TOP_FIVE, timeframe, now)}<div class="chart">{chart}</div>'
                 f'<ol class="top">{rows}</ol>', now, None)
