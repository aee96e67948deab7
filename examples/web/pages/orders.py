# SPDX-License-Identifier: Apache-2.0
"""pages/orders.py: the Orders panel (search, sort, a page of orders) and an order's detail with
its countdown and next step."""

import foodtruck as ft
from foodtruck import NavigationLabel, OrderSort, Panel

from .common import back, e, picture, timed


#: A page of orders: the Orders list shows at most this many, as the library pages them.
PAGE = 50


def orders(view: ft.Truck, now: int, search: str, sort: OrderSort) -> str:
    """The Orders panel: a search, the sorts, a page of orders (newest first)."""
    numbers = view.orders(search=search, sort=sort, descending=True, limit=PAGE)
    sorts = "".join(
        f'<option value="{s.name.lower()}"{" selected" if s == sort else ""}>{e(view.sort_name(s))}</option>'
        for s in OrderSort)
    rows = "".join(order_row(view, number, now) for number in numbers) or (
        f'<p class="empty">{e(view.navigation_text(NavigationLabel.NO_ORDERS))}</p>')
    form = (
        '<form class="query" method="get" action="/">'
        f'<input type="search" name="search" value="{e(search)}" maxlength="{ft.SEARCH_MAX_BYTES}" '
        f'placeholder="{e(view.navigation_text(NavigationLabel.KEY_SEARCH))}">'
        f'<select name="sort" aria-label="{e(view.navigation_text(NavigationLabel.KEY_SORT))}">{sorts}</select>'
        f'<button>{e(view.navigation_text(NavigationLabel.KEY_SEARCH))}</button></form>')
    return timed(f'{back(view)}<h2>{e(view.panel_title(Panel.ORDERS))}</h2>{form}<ul class="orders">{rows}</ul>',
                 now, None)


def order_row(view: ft.Truck, number: int, now: int) -> str:
    order = view.order(number)
    donuts = "".join(f'<span class="donut">{picture(view.svg_donut(line.donut_id, 28))}</span>'
                     for line in order.lines[:3])
    return (
        f'<li class="order" data-number="{number}"><form method="post" action="/orders/{number}">'
        f'<button class="open"><span class="stack">{donuts}{e(view.order_stack_badge(number))}</span>'
        f'<span class="id">{e(view.order_display_id(number))}</span>'
        f'<span class="date">{e(view.order_date_text(number, now))}</span>'
        f'<span class="status">{e(view.status_name(order.status))}</span></button></form></li>')


def order_detail(view: ft.Truck, number: int, now: int) -> str:
    """An order: its status, its donuts, its countdown while preparing, its next step."""
    order = view.order(number)
    lines = "".join(
        f'<li>{picture(view.svg_donut(line.donut_id, 40))}<span>{e(view.donut_name(line.donut_id))}</span>'
        f'<span>{e(view.number_text(line.count))}</span></li>' for line in order.lines)
    countdown, next_change = "", None
    if order.status in (ft.OrderStatus.PREPARING, ft.OrderStatus.READY):  # its timer's, to 0:00
        countdown = f'<p id="countdown">{e(view.countdown_text(number, now))}</p>'
        next_change = view.countdown_next_change(number, now)
    button = ""
    if order.next_action is not None:
        button = (f'<form method="post" action="/orders/{number}/next"><button id="next-step">'
                  f'{e(view.action_title(order.next_action))}</button></form>')
    body = (f'{back(view)}<h2 id="order-title">{e(view.order_display_id(number))}</h2>'
            f'<p id="status">{e(view.status_name(order.status))}</p>{countdown}'
            f'<ul class="lines">{lines}</ul>{button}')
    return timed(body, now, next_change)
