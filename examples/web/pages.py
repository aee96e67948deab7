# SPDX-License-Identifier: Apache-2.0
"""pages.py: the web shell's HTML, written from what the library says.

Every word, number, order and picture comes from the device's view of the truck (a
foodtruck.Truck made by Truck.new_view()): this module only escapes it and lays it out. A page
is the chrome (the title, the tab bar, the language switch) around a main region, which the
page's script fetches again (/main) when the server says the truck changed, or when the
library's next change of what it shows comes (a countdown's next second)."""

import html
from typing import List, Optional

import foodtruck as ft
from foodtruck import NavigationLabel, OrderSort, Panel, StepKind
from foodtruck.account import PASSWORD_MAX_BYTES, USE_PASSKEY_DEFAULT, USER_NAME_MAX_BYTES

#: The panels the tab bar offers: the sidebar's, in its order (foodtruck.sidebar(), with the
#: account, which a web page can sign in to). On a phone the bar scrolls sideways.
TABS = [item.panel for item in ft.sidebar(include_account=True)]

#: The city pages, each a city's (the panels' order is the cities').
CITIES = {Panel.CITY_CUPERTINO: ft.City.CUPERTINO, Panel.CITY_SAN_FRANCISCO: ft.City.SAN_FRANCISCO,
          Panel.CITY_LONDON: ft.City.LONDON}

#: A page of orders: the Orders list shows at most this many, as the library pages them.
PAGE = 50


def e(text: str) -> str:
    """Text from the library, escaped for HTML."""
    return html.escape(text, quote=True)


def picture(svg: str) -> str:
    """An SVG document of the library's, inline in the page (without its XML declaration)."""
    return svg[svg.index("<svg"):] if svg.startswith("<?xml") else svg


def document(view: ft.Truck, main: str, now: int) -> str:
    """The whole page: its language and direction from the view, the tab bar, the main
    region."""
    lang = "ar" if view.locale == ft.Locale.AR else "en"
    direction = "rtl" if view.is_right_to_left else "ltr"
    other = "en" if lang == "ar" else "ar"
    tabs = "".join(
        f'<form method="post" action="/select/{panel.name.lower()}">'
        f'<button class="tab{" selected" if view.selection == panel else ""}" '
        f'data-panel="{panel.name.lower()}">{e(view.panel_title(panel))}</button></form>'
        for panel in TABS)
    return (
        f'<!DOCTYPE html><html lang="{lang}" dir="{direction}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f'<title>{e(view.sidebar_title)}</title><link rel="stylesheet" href="/static/app.css">'
        '<script src="/static/app.js" defer></script></head><body>'
        f'<header><h1>{e(view.sidebar_title)}</h1>'
        f'<form method="post" action="/language/{other}"><button id="language">'
        f'{e(view.navigation_text(NavigationLabel.KEY_LANGUAGE))}</button></form></header>'
        f'<main id="main">{main}</main><nav id="tabs">{tabs}</nav></body></html>')


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


def main_region(view: ft.Truck, now: int, place: Place, feed: "tuple[int, int]") -> str:
    """What the view's navigation shows: the top of its path (an order, or a panel a card
    opened), or its selected panel. `feed` is the feed's seed and the instant it is dated
    from."""
    path = view.path
    top = path[-1] if path else None
    if top is not None and top.kind == StepKind.ORDER:
        return order_detail(view, top.id, now)
    if top is not None and top.kind == StepKind.DONUT:
        return editor(view, top.id, place, now)
    panel = top.panel if top is not None and top.kind == StepKind.PANEL else view.selection
    if panel == Panel.TRUCK:
        return truck_panel(view, now)
    if panel == Panel.ORDERS:
        return orders(view, now, place.search, place.sort)
    if panel == Panel.TOP_FIVE:
        return top_five(view, now, place.timeframes[Panel.TOP_FIVE])
    if panel == Panel.ACCOUNT:
        return account(view, now)
    if panel == Panel.SALES_HISTORY:
        return sales_history(view, now, place.timeframes[Panel.SALES_HISTORY])
    if panel == Panel.SOCIAL_FEED:
        return social_feed(view, now, place, feed)
    if panel == Panel.DONUTS:
        return donuts(view, now)
    if panel == Panel.DONUT_EDITOR:
        return editor(view, place.made, place, now)
    if panel in CITIES:
        return city(view, CITIES[panel], now)
    return timed(back(view) + f'<h2>{e(view.panel_title(panel))}</h2>', now, None)


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


def test_store(view: ft.Truck) -> str:
    """The demo store's label, on everything that sells: the library's "Test Store" and what
    it is."""
    return (f'<p class="test-store"><b>{e(view.navigation_text(NavigationLabel.TEST_STORE))}</b> '
            f'{e(view.navigation_text(NavigationLabel.TEST_STORE_NOTE))}</p>')


#: The manage card's switches: each store setting and the library's word for it.
STORE_TOGGLES = {ft.StoreSetting.HIGHLIGHT_PLUS_POSTS: ft.StoreTextKind.HIGHLIGHT_PLUS_POSTS,
                 ft.StoreSetting.ADVANCED_ENGAGEMENT_TOOLS: ft.StoreTextKind.ADVANCED_ENGAGEMENT_TOOLS}

#: The Social Feed+ plans, monthly and yearly, as the subscription sheet offers them.
PLANS = (ft.StoreProduct.MONTHLY_PLAN, ft.StoreProduct.YEARLY_PLAN)


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


def sheet(view: ft.Truck, now: int) -> str:
    """The subscription sheet: its title, the benefits, the plans (the selected one pressed)
    and the purchase button, enabled as the library says."""
    state = view.store_sheet
    benefits = "".join(f'<li>{e(view.store_text(kind, now))}</li>' for kind in (
        ft.StoreTextKind.BENEFIT_HIGHLIGHT, ft.StoreTextKind.BENEFIT_ENGAGEMENT, ft.StoreTextKind.BENEFIT_INSIGHTS))
    plans = "".join(
        f'<form method="post" action="/store/plans/{plan.name.lower()}"><button class="plan" '
        f'aria-pressed="{str(plan == state.selection).lower()}"><b>{e(view.store_product_text(plan, ft.StoreProductTextKind.NAME))}</b>'
        f'<span>{e(view.store_product_text(plan, ft.StoreProductTextKind.PRICE_PER_PERIOD))}</span>'
        f'<span>{e(view.store_product_text(plan, ft.StoreProductTextKind.SAVINGS))}</span></button></form>'
        for plan in PLANS)
    buy = ("" if state.selection is None else f' action="/store/buy/{state.selection.name.lower()}"')
    disabled = "" if state.purchase_enabled else " disabled"
    return (f'<section class="card" id="sheet">{test_store(view)}<p class="card-heading">'
            f'{e(view.store_text(ft.StoreTextKind.SHEET_TITLE, now))}</p><ul class="benefits">{benefits}</ul>{plans}'
            f'<form method="post"{buy}><button class="wide accent" id="purchase"{disabled}>'
            f'{e(view.store_text(ft.StoreTextKind.PURCHASE_BUTTON, now))}</button></form></section>')


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


def donuts(view: ft.Truck, now: int) -> str:
    """The Donuts: every donut of the catalog, its picture and its name, in the catalog's
    order; each opens the Donut Editor on itself."""
    rows = "".join(
        f'<li data-donut="{donut}"><form method="post" action="/donuts/{donut}"><button class="open-donut">'
        f'{picture(view.svg_donut(donut, 40))}<span>{e(view.donut_name(donut))}</span></button></form></li>'
        for donut in range(view.donut_count()))
    return timed(f'{back(view)}<h2>{e(view.panel_title(Panel.DONUTS))}</h2><ul class="donuts">{rows}</ul>',
                 now, None)


def editor(view: ft.Truck, donut_id: Optional[int], place: Place, now: int) -> str:
    """The Donut Editor on a donut, or on the new one (the library's template until the first
    change makes it): its picture, its name, the library's refusal of the last change, its
    flavor profile (the most potent flavor stressed, each bar against it) and the pickers of
    its dough, glaze and topping. Every change is sent at once (static/app.js)."""
    donut = view.donut_template() if donut_id is None else view.donut(donut_id)
    name = view.donut_template_name() if donut_id is None else view.donut_name(donut_id)
    label = view.navigation_text(NavigationLabel.DONUT_NAME)
    image = "" if donut_id is None else f'<div class="editor-picture">{picture(view.svg_donut(donut_id, 200))}</div>'
    error = f'<p id="editor-error" role="alert">{e(place.editor_error)}</p>' if place.editor_error else ""
    flavors = "".join(
        f'<li class="{"potent" if flavor == donut.most_potent_flavor else ""}"><span>{e(view.flavor_name(flavor))}</span>'
        f'<meter min="0" max="{max(donut.most_potent_value, 1)}" value="{max(donut.flavors[flavor], 0)}"></meter>'
        f'<span>{e(view.number_text(donut.flavors[flavor]))}</span></li>' for flavor in ft.Flavor)
    recipe = {ft.IngredientKind.DOUGH: donut.dough, ft.IngredientKind.GLAZE: donut.glaze,
              ft.IngredientKind.TOPPING: donut.topping}
    pickers = "".join(
        f'<label>{e(view.ingredient_kind_name(kind))}<select name="{kind.name.lower()}">'
        + ("" if kind == ft.IngredientKind.DOUGH else
           f'<option value=""{" selected" if chosen is None else ""}>{e(view.navigation_text(NavigationLabel.NONE))}</option>')
        + "".join(f'<option value="{index}"{" selected" if index == chosen else ""}>{e(view.ingredient_name(kind, index))}</option>'
                  for index in range(ft.ingredient_count(kind)))
        + '</select></label>' for kind, chosen in recipe.items())
    target = "new" if donut_id is None else str(donut_id)
    form = (f'<form id="editor" method="post" action="/donuts/{target}/recipe">'
            f'<input name="name" value="{e(name)}" maxlength="256" aria-label="{e(label)}" placeholder="{e(label)}">'
            f'{error}<ul class="flavors">{flavors}</ul>{pickers}</form>')
    return timed(f'{back(view)}<h2>{e(view.panel_title(Panel.DONUT_EDITOR))}</h2>{image}{form}', now, None)


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


def city(view: ft.Truck, city: ft.City, now: int) -> str:
    """A city's page: the weather card (the condition, the rain to come) while the library
    shows one, the cloud cover, the Recommended Parking Spot card with its badges, the season's
    advice, then the city's spots, each a button that parks the truck there (the parked one
    pressed), and the weather's attribution."""
    words = {kind: e(view.weather_text(city, kind)) for kind in ft.WeatherText}
    W = ft.WeatherText
    parts = [back(view), f'<h2>{e(view.city_name(city))}</h2>']
    if view.city_weather(city).shows_weather_card:
        parts.append(f'<section class="card weather"><p class="condition">{words[W.CONDITION]}</p>'
                     f'<p>{words[W.RAIN]}</p></section>')
    parts.append(f'<p class="note">{words[W.CLOUD_COVER]}</p>')
    parts.append(
        f'<section class="card recommended"><p class="note">{words[W.RECOMMENDED]}</p>'
        f'<p id="recommended-spot">{words[W.RECOMMENDED_SPOT]}</p><p class="note">{words[W.PARKING_SPOT]}</p>'
        f'<p class="badges"><b>{words[W.TEMPERATURE]}</b><span>{words[W.POPULAR]}</span>'
        f'<span>{words[W.TRENDING]}</span></p></section>'
        f'<p>{words[W.SEASON]}</p><p>{words[W.STOCK_UP]}</p>')
    parked = view.parking_spot
    spots = "".join(
        f'<li><form method="post" action="/cities/{city.name.lower()}/spots/{index}">'
        f'<button class="spot" aria-pressed="{str(parked.city == city and parked.index == index).lower()}">'
        f'{e(view.parking_spot_name(city, index))}</button></form></li>'
        for index in range(ft.parking_spot_count(city)))
    parts.append(f'<ul class="spots">{spots}</ul>')
    parts.append(f'<p class="note"><a href="{words[W.ATTRIBUTION_LINK]}">{words[W.ATTRIBUTION]}</a></p>')
    return timed("".join(parts), now, None)


def account(view: ft.Truck, now: int) -> str:
    """The Account panel as the library's account machine has it: the user, the failure it
    shows, Sign In (a passkey, or a user name and password), Sign Up (a user name, then a new
    passkey or, "Use Passkey" off, a password), Cancel while a ceremony is under way, Sign Out
    and its confirmation. The passkey ceremonies are the page
    script's (static/app.js)."""
    screen = view.account_screen
    text = view.account_text
    parts = [f'<h2>{e(view.panel_title(Panel.ACCOUNT))}</h2>']
    if screen.shows_user_name:
        parts.append(f'<p id="user-name">{e(view.account_user_name)}</p>')
    if screen.failure is not None:
        parts.append(f'<p id="failure" role="alert">{e(view.account_failure_text(screen.failure))}</p>')
    name_field = (f'<input name="user_name" maxlength="{USER_NAME_MAX_BYTES}" required '
                  f'placeholder="{e(text(ft.AccountLabel.USER_NAME))}" aria-label="{e(text(ft.AccountLabel.USER_NAME))}">')
    password_field = (f'<input type="password" name="password" maxlength="{PASSWORD_MAX_BYTES}" '
                      f'placeholder="{e(text(ft.AccountLabel.PASSWORD))}" aria-label="{e(text(ft.AccountLabel.PASSWORD))}">')
    if screen.shows_sign_in:
        parts.append(f'<button id="sign-in" class="wide">{e(text(ft.AccountLabel.SIGN_IN))}</button>'
                     f'<form id="password-sign-in">{name_field}{password_field}'
                     f'<button class="wide">{e(text(ft.AccountLabel.SIGN_IN))}</button></form>')
    if screen.shows_sign_up:
        checked = " checked" if USE_PASSKEY_DEFAULT else ""
        parts.append(
            f'<form id="sign-up">{name_field}<label class="switch"><input type="checkbox" name="use_passkey"{checked}>'
            f'{e(text(ft.AccountLabel.USE_PASSKEY))}</label>{password_field}'
            f'<button class="wide">{e(text(ft.AccountLabel.SIGN_UP))}</button></form>')
    if screen.state in (ft.AccountState.SIGNING_IN, ft.AccountState.REGISTERING):
        parts.append(f'<button id="cancel-ceremony" class="wide">{e(text(ft.AccountLabel.CANCEL))}</button>')
    if screen.shows_sign_out:
        parts.append(f'<form method="post" action="/account/sign-out"><button id="sign-out" class="wide">'
                     f'{e(text(ft.AccountLabel.SIGN_OUT))}</button></form>')
    if screen.shows_sign_out_confirmation:
        parts.append(
            f'<p id="confirmation">{e(text(ft.AccountLabel.SIGN_OUT_CONFIRMATION))}</p>'
            f'<form method="post" action="/account/sign-out/yes"><button id="confirm-sign-out" class="wide">'
            f'{e(text(ft.AccountLabel.SIGN_OUT))}</button></form>'
            f'<form method="post" action="/account/sign-out/no"><button id="cancel-sign-out" class="wide">'
            f'{e(text(ft.AccountLabel.CANCEL))}</button></form>')
    return timed("".join(parts), now, None)


def error_page(message: str) -> str:
    return f'<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><p>{e(message)}</p></body></html>'


__all__: List[str] = ["document", "main_region", "error_page", "TABS"]
