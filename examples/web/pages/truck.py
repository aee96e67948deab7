# SPDX-License-Identifier: Apache-2.0
"""pages/truck.py: the Truck panel's four cards."""

import foodtruck as ft
from foodtruck import NavigationLabel, OrderSort, Panel

from .common import e, picture, timed
from .feed import tag_button
from .orders import order_row


def truck_panel(view: ft.Truck, now: int) -> str:
    """The Truck panel's cards, in the original's order: the newest orders, the forecast, the
    week's top sales, the trending topics, as the library draws and words them. A card's title
    opens what the library says it opens at the page's width."""
    newest = "".join(order_row(view, number, now)
                     for number in view.orders(sort=OrderSort.NUMBER, descending=True, limit=5))
    forecast = picture(view.svg_chart(ft.ChartKind.FORECAST, ft.Timeframe.TODAY, now, 358, 180))
    chart = picture(view.svg_chart(ft.ChartKind.TOP_SALES, ft.Timeframe.WEEK, now, 358, 220))
    tags = "".join(tag_button(view, tag) for tag in ft.trending_tags())
    cards = [(ft.TruckCard.NEW_ORDERS, f'<ul class="orders">{newest}</ul>'),
             (ft.TruckCard.FORECAST, f'<div class="chart">{forecast}</div>'),
             (ft.TruckCard.DONUTS, f'<div class="chart">{chart}</div>'),
             (ft.TruckCard.SOCIAL_FEED, f'<div class="tags">{tags}</div><p class="note">'
                                        f'{e(view.navigation_text(NavigationLabel.TRENDING_TOPICS))}</p>')]
    body = "".join(
        f'<section class="card"><form class="card-open" method="post" action="/cards/{card.name.lower()}">'
        f'<button class="card-title" data-card="{card.name.lower()}">{e(view.card_title(card))}</button>'
        f'</form>{content}</section>' for card, content in cards)
    return timed(f'<h2>{e(view.panel_title(Panel.TRUCK))}</h2><div class="cards">{body}</div>', now, None)
