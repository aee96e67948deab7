#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""expected.py WHAT ARGS...: what a desktop panel must show, worked out apart from the app through
the project's Python binding, for the session the app's headless states use (seed 1, now
1796000000000, UTC-8, 200 streamed orders). Sourced checks call it with FOODTRUCK_LIBRARY set
to the staged library.

  top-five TIMEFRAME LOCALE  the library's ranking (Truck.top, best first) reversed so that the
                             bars rise: one "name<TAB>count" line a bar (grouped by thousands,
                             "11,922"), then their sum
  sales TIMEFRAME            every point of every city's history line (Truck.sales_series, one
                             call a city, where the app asks once for the combined line), summed
  notification LOCALE        the "Donuts are done!" notification of order 24 prepared at now and
                             its timer over 61 s later: its title, then its body, a line each
  new-orders LOCALE [MS]     the Truck screen's New Orders card, MS (default 0) after the start
                             (the live orders that arrived by then included): the display ids of
                             the five highest order numbers (every order, ascending, the last five
                             reversed: not the app's descending page), then the newest order's id
                             and its donuts (its lines' quantities summed) in the session's digits
  trending LOCALE            the Truck screen's tag cloud: the titles of the 16 trending tags, in
                             the library's order
  feed LOCALE HIGHLIGHT      the Social Feed as a person reads it, the feed dated from the
                             session's seed and now: its title and, with Social Feed+ (as the
                             binding's Truck.is_social_feed_plus_active says: the store is off),
                             Subscription Options; with HIGHLIGHT 1 the manage card (the store's
                             title, the plan when one is entitled, the two toggles) and the highlight on; then each section's title
                             and each post's author, date, message and tag titles, one a line
  feed-session FILE          makes FILE a session with the store on (and nothing bought)
  feed-store LOCALE          the feed's lines as "feed LOCALE 0" gives them with the store on
  feed-filter LOCALE KIND SUBJECT  the same for the posts about a tag (a FeedTagKind and its
                             subject), under the tag's own chip, without sections
  (each account* LOCALE first prints the panel's title, the detail column's header above it)
  account LOCALE             the signed-out Account screen's parts, in order: Sign In, Sign Up,
                             the Test Store's switch and what it is (the screen's shows_* say which)
  account-failure LOCALE     the text the screen shows once a sign-in ended without a
                             credential (an authorization error), then the signed-out buttons
  account-form LOCALE        the sign-up form's fields and buttons with Use Passkey off: User
                             name, Use Passkey, Password, Cancel, Sign Up
  account-state FILE         the sign-in state kept in a session FILE (SIGNED_OUT, ...)
  account-session FILE NAME  makes FILE a session signed in as NAME through Sign Up with a
                             password (no orders: the app simulates its day on opening it)
  account-signed-in LOCALE NAME [confirm]  the signed-in screen's lines: the name, Sign Out,
                             the Test Store's switch; with "confirm", Sign Out tapped: the
                             alert's question, Cancel and Sign Out after Sign Out, then the Test Store
  table SORT DESC LOCALE [SEARCH]
                             the Orders table's rows, one line a cell (display id, donuts, status,
                             date): the orders matching SEARCH sorted here by the key of SORT
                             (OrderSort), largest first when DESC is 1, equal keys by number (the
                             library's documented rule), checked against the library's own list
  sections SORT DESC LOCALE [SEARCH]
                             the compact list: a section a status in lifecycle order (the
                             original's New, Preparing, Ready, Completed), empty ones left out, its
                             title (the status's name) then each order's id and donuts, grouped
                             here by each order's status from the table's order
  sheet NUMBER LOCALE        the order-complete sheet's title, summary and Done after the order
                             is moved on until completed at now, as the detail's button does
  gallery LOCALE SORT [TEXT] the Donuts gallery: SORT "week" (popularity, the original's first
                             order), "today" or a flavor's number, the donuts whose name or ingredients
                             hold TEXT (Truck.search); a donut's name, then its most potent flavor
                             worked out here from its ingredients' profiles
  editor LOCALE ID [KIND INDEX]  the Donut Editor of donut ID (KIND INDEX: one ingredient picked
                             anew): its name, each flavor's name and value summed here from the
                             ingredients' profiles (digits in the locale's), the ingredients' names
  refusal ID NAME            the library's message refusing NAME for donut ID
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bindings", "python"))
import foodtruck as ft  # noqa: E402

NOW = 1_796_000_000_000
SEED = 1  # the app's default --seed, which dates its feed
# The domain's lengths of a history line: two weeks of days, 30 days, 12 months.
HISTORY_POINTS = {ft.Timeframe.WEEK: 14, ft.Timeframe.MONTH: 30, ft.Timeframe.YEAR: 12}


def session(locale=ft.Locale.EN):
    truck = ft.Truck()
    truck.utc_offset = -480
    truck.locale = locale
    truck.simulate(1, NOW, 200)
    return truck


def sorted_orders(truck, sort, descending, search):
    """The matching orders (the library's search) in the order a sort must give them, worked out
    here from each order's fields; the library's own list must agree."""
    key = {
        ft.OrderSort.NUMBER: lambda order: order.number,
        ft.OrderSort.CREATED_AT: lambda order: order.created_at,
        ft.OrderSort.STATUS: lambda order: order.status,
        ft.OrderSort.TOTAL: lambda order: order.total_donuts,
    }[sort]
    # Python's sort is stable, reverse=True too: equal keys stay in number order.
    orders = sorted((truck.order(n) for n in sorted(truck.orders(search=search))), key=key, reverse=descending)
    library = truck.orders(search=search, sort=sort, descending=descending)
    assert [order.number for order in orders] == library, (orders, library)
    return orders


def orders_main(what, args):
    if what == "sheet":
        number, truck = int(args[0]), session(ft.Locale(int(args[1])))
        while truck.order(number).status != ft.OrderStatus.COMPLETED:
            truck.advance(number, NOW)
        title, summary, done = (truck.sheet_text(number, slot, NOW) for slot in ft.OrderSheetSlot)
        if truck.locale == ft.Locale.EN:  # the original's words (domain facts 7.5)
            order = truck.order(number)
            assert title == f"{truck.order_display_id(number)} completed!", title
            assert summary.startswith(f"{order.total_donuts} donuts \u2022 "), summary
            assert done == "Done", done
        print(title, summary, done, sep="\n")
        return
    sort, descending, truck = ft.OrderSort(int(args[0])), args[1] == "1", session(ft.Locale(int(args[2])))
    orders = sorted_orders(truck, sort, descending, args[3] if len(args) > 3 else "")
    def badge(order):
        if stack_badge(truck, order.number):
            print(stack_badge(truck, order.number))
    if what == "table":
        for order in orders:
            badge(order)
            print(truck.order_display_id(order.number), truck.number_text(order.total_donuts),
                  truck.status_name(order.status), truck.order_date_text(order.number, NOW), sep="\n")
    elif what == "sections":
        for status in ft.OrderStatus:  # placed, preparing, ready, completed
            members = [order for order in orders if order.status == status]
            if members:  # the placed orders' section is "New", as the original titles it
                print(truck.navigation_text(ft.NavigationLabel.NEW_ORDERS) if status == ft.OrderStatus.PLACED
                      else truck.status_name(status))
            for order in members:
                badge(order)
                print(truck.order_display_id(order.number), truck.number_text(order.total_donuts), sep="\n")
def stack_badge(truck, number):
    """An order's donut stack's "+N", for the lines beyond the three a stack shows (docs/domain.md
    §6.1), the sign marked to keep its place in Arabic as a minus is; "" for three or fewer."""
    hidden = len(truck.order(number).lines) - 3
    return ("\u061c+" if truck.locale == ft.Locale.AR else "+") + truck.number_text(hidden) if hidden > 0 else ""


KINDS = (ft.IngredientKind.DOUGH, ft.IngredientKind.GLAZE, ft.IngredientKind.TOPPING)


def recipe(donut):
    return [donut.dough, donut.glaze, donut.topping]


def profile(ingredients):
    """The flavor values of a recipe, summed here axis by axis (None: no such ingredient)."""
    values = [0] * len(ft.Flavor)
    for kind, index in zip(KINDS, ingredients):
        if index is not None and index >= 0:
            flavors = ft.ingredient_flavors(kind, index)
            for flavor in ft.Flavor:
                values[flavor] += flavors[flavor]
    return values


def most_potent(values):
    """The domain's rule: sweet at 0 to start, an axis wins only when strictly greater."""
    best, best_value = ft.Flavor.SWEET, 0
    for flavor in ft.Flavor:
        if values[flavor] > best_value:
            best, best_value = flavor, values[flavor]
    return best


def gallery(locale, sort, text):
    truck = session(locale)
    if sort in ("today", "week"):
        ids = truck.sort_by_popularity(ft.Timeframe.TODAY if sort == "today" else ft.Timeframe.WEEK, NOW)
    else:
        ids = truck.sort_by_flavor(ft.Flavor(int(sort)))
    assert sorted(ids) == list(range(truck.donut_count())), ids  # every donut, once
    matches = set(truck.search(text))
    for donut_id in ids:
        if donut_id in matches:
            print(truck.donut_name(donut_id))
            print(truck.flavor_name(most_potent(profile(recipe(truck.donut(donut_id))))))


def editor(locale, donut_id, picked):
    truck = session(locale)
    ingredients = recipe(truck.donut(donut_id))
    if picked is not None:
        ingredients[KINDS.index(picked[0])] = picked[1]
    print(truck.donut_name(donut_id))
    for flavor, value in zip(ft.Flavor, profile(ingredients)):
        print(truck.flavor_name(flavor))
        print(truck.number_text(value))
    for kind, index in zip(KINDS, ingredients):  # each picker: its kind's name, its choice
        print(truck.ingredient_kind_name(kind))
        print(truck.ingredient_name(kind, index) if index >= 0 else truck.navigation_text(ft.NavigationLabel.NONE))


def refusal(donut_id, name):
    """The library's message when donut ID's name is to become NAME (which it must refuse)."""
    truck = session()
    donut = truck.donut(donut_id)
    try:
        truck.edit_donut(donut_id, name, donut.dough, donut.glaze, donut.topping)
    except ft.FoodTruckError as error:
        print(error.message)
    else:
        sys.exit(f"expected.py: the library takes the name {name!r}")


def main():
    what = sys.argv[1]
    if what == "notification":
        truck = session(ft.Locale(int(sys.argv[2])))
        truck.advance(24, NOW)
        truck.tick(NOW + 61_000)
        activity = truck.activity_for_order(24)
        print(truck.activity_text(activity, ft.ActivityTextSlot.NOTIFICATION_TITLE, NOW + 61_000))
        print(truck.activity_text(activity, ft.ActivityTextSlot.NOTIFICATION_BODY, NOW + 61_000))
        return
    if what == "new-orders":
        truck = session(ft.Locale(int(sys.argv[2])))
        truck.tick(NOW + (int(sys.argv[3]) if len(sys.argv) > 3 else 0))
        newest = list(reversed(truck.orders()[-5:]))
        assert len(newest) == 5, newest
        for number in newest:  # each tile: its order (the tooltip), then its stack's badge
            print(truck.order_display_id(number))
            if stack_badge(truck, number):
                print(stack_badge(truck, number))
        print(truck.order_display_id(newest[0]))
        print(truck.number_text(sum(line.count for line in truck.order(newest[0]).lines)))
        return
    if what == "picker":  # a chart's timeframe picker's word: CHART TIMEFRAME LOCALE
        truck = session(ft.Locale(int(sys.argv[4])))
        print(truck.chart_timeframe_name(ft.ChartKind(int(sys.argv[2])), ft.Timeframe(int(sys.argv[3]))))
        return
    if what == "label":  # a navigation word: LOCALE LABEL-NAME
        print(session(ft.Locale(int(sys.argv[2]))).navigation_text(ft.NavigationLabel[sys.argv[3]]))
        return
    if what == "status-text":  # what the operator is told of a refused change: LOCALE STATUS
        print(session(ft.Locale(int(sys.argv[2]))).status_text(ft.Status[sys.argv[3]]))
        return
    if what == "card-title":  # a Truck card's header
        print(session(ft.Locale(int(sys.argv[2]))).card_title(ft.TruckCard(int(sys.argv[3]))))
        return
    if what == "trending":
        truck = session(ft.Locale(int(sys.argv[2])))
        tags = ft.trending_tags()
        assert len(tags) == 16, tags
        for tag in tags:
            print(truck.tag_title(tag))
        return
    if what.startswith("feed") or what.startswith("account"):
        return social(what, sys.argv[2:])
    if sys.argv[1] in ("table", "sections", "sheet"):
        orders_main(sys.argv[1], sys.argv[2:])
        return
    timeframe = ft.Timeframe(int(sys.argv[2])) if what in ("top-five", "sales") else None
    if what == "top-five":
        truck = session(ft.Locale(int(sys.argv[3])))
        top = truck.top(5, timeframe, ft.City.ALL, NOW)
        assert len(top) == 5, top
        for bar in reversed(top):
            print(f"{truck.donut_name(bar.donut_id)}\t{bar.sales:,}")  # grouped: "11,922"
        total = sum(bar.sales for bar in top)
        assert total > 0, top
        print(truck.donut_count_text(total))
    elif what == "sales":  # TIMEFRAME LOCALE
        truck, total = session(ft.Locale(int(sys.argv[3]))), 0
        for city in (ft.City.CUPERTINO, ft.City.SAN_FRANCISCO, ft.City.LONDON):
            points = truck.sales_series(timeframe, city, NOW)
            assert len(points) == HISTORY_POINTS[timeframe], len(points)
            total += sum(point.sales for point in points)
        assert total > 0, total
        print(truck.donut_count_text(total))
    elif what == "gallery":
        gallery(ft.Locale(int(sys.argv[2])), sys.argv[3], sys.argv[4] if len(sys.argv) > 4 else "")
    elif what == "editor":
        picked = (ft.IngredientKind(int(sys.argv[4])), int(sys.argv[5])) if len(sys.argv) > 5 else None
        editor(ft.Locale(int(sys.argv[2])), int(sys.argv[3]), picked)
    elif what == "refusal":
        refusal(int(sys.argv[2]), sys.argv[3])
    else:
        sys.exit(f"expected.py: no {what}")


def post_lines(truck, posts):
    for post in posts:
        print(truck.author_name(post.author))
        print(truck.feed_date_text(post.posted_at, NOW))
        print(truck.post_message(post.id))
        for tag in ft.post_tags(post.id):
            print(truck.tag_title(tag))


def test_store_lines(truck):
    """The help with purchases while the test store is off: its switch's row, the library's name
    for it and what it is (Restore and the rest wait for the store)."""
    print(truck.navigation_text(ft.NavigationLabel.TEST_STORE))
    print(truck.navigation_text(ft.NavigationLabel.TEST_STORE_NOTE))


def account_lines(truck):
    """The screen's buttons, in the order the original's screen has them."""
    screen = truck.account_screen
    labels = [(screen.shows_sign_in, ft.AccountLabel.SIGN_IN), (screen.shows_sign_up, ft.AccountLabel.SIGN_UP),
              (screen.shows_sign_out, ft.AccountLabel.SIGN_OUT)]
    for shown, label in labels:
        if shown:
            print(truck.account_text(label))


def social(what, args):
    if what == "account-session":
        truck = ft.Truck.open(args[0])
        truck.sign_up_with_password(args[1], "a password the library forgets")
        truck.close()
        return
    if what == "feed-session":
        truck = ft.Truck.open(args[0])
        truck.set_store_setting(ft.StoreSetting.ENABLED, True)
        truck.close()
        return
    if what == "account-state":
        truck = ft.Truck.open(args[0], read_only=True)
        print(truck.account_screen.state.name)
        return
    truck = session(ft.Locale(int(args[0])))
    if what == "feed-store":
        truck.set_store_setting(ft.StoreSetting.ENABLED, True)
        what, args = "feed", [args[0], "0"]
    if what.startswith("account"):
        print(truck.panel_title(ft.Panel.ACCOUNT))  # the detail column's title, above the screen
    plus = truck.is_social_feed_plus_active(NOW)
    if what.startswith("feed"):
        print(truck.feed_title(plus))
        if plus:
            print(truck.store_text(ft.StoreTextKind.SUBSCRIPTION_OPTIONS, NOW))
    if what == "feed":
        highlight = args[1] == "1"
        if highlight:  # the manage card, opened to reach the toggle: titled as the store's sheet,
            print(truck.store_text(ft.StoreTextKind.SHEET_TITLE, NOW))  # the plan named only when entitled
            if truck.store_entitlements(NOW).plan is not None:
                print(truck.store_text(ft.StoreTextKind.PLAN_NAME, NOW))
            if truck.store_text(ft.StoreTextKind.RENEWAL, NOW):
                print(truck.store_text(ft.StoreTextKind.RENEWAL, NOW))
            print(truck.store_text(ft.StoreTextKind.HIGHLIGHT_PLUS_POSTS, NOW))
            print(truck.store_text(ft.StoreTextKind.ADVANCED_ENGAGEMENT_TOOLS, NOW))
        for section in ft.feed_sections(plus, highlight):
            print(truck.feed_section_title(section))
            if section == ft.FeedSection.MARKETING:  # the invitation's button
                print(truck.store_text(ft.StoreTextKind.GET_STARTED, NOW))
            post_lines(truck, ft.feed_posts(SEED, NOW, section, plus, highlight))
    elif what == "feed-filter":
        tag = ft.FeedTag(ft.FeedTagKind(int(args[1])), int(args[2]))
        print(truck.tag_title(tag))  # the filter's own chip
        post_lines(truck, truck.feed_filter(SEED, NOW, tag, plus))
    elif what == "account":
        assert truck.account_screen.state == ft.AccountState.SIGNED_OUT
        account_lines(truck)
        test_store_lines(truck)
    elif what == "account-form":
        for label in (ft.AccountLabel.USER_NAME, ft.AccountLabel.USE_PASSKEY, ft.AccountLabel.PASSWORD,
                      ft.AccountLabel.CANCEL, ft.AccountLabel.SIGN_UP):
            print(truck.account_text(label))
    elif what == "account-failure":
        truck.sign_in(os.urandom(32))
        truck.request_failed(ft.AccountFailure.AUTHORIZATION_ERROR)
        print(truck.account_failure_text(truck.account_screen.failure))
        account_lines(truck)
        test_store_lines(truck)
    elif what == "account-signed-in":
        truck.sign_up_with_password(args[1], "a password the library forgets")
        print(truck.account_user_name)
        confirm = args[2:] == ["confirm"]
        if confirm:
            truck.sign_out()  # the screen's Sign Out stays, behind the alert
        account_lines(truck)
        if confirm:  # the alert right under the Sign Out it answers, above the help with purchases
            assert truck.account_screen.shows_sign_out_confirmation
            for label in (ft.AccountLabel.SIGN_OUT_CONFIRMATION, ft.AccountLabel.CANCEL, ft.AccountLabel.SIGN_OUT):
                print(truck.account_text(label))
        test_store_lines(truck)
    else:
        sys.exit(f"expected.py: no {what}")


if __name__ == "__main__":
    main()
