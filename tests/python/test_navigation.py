# SPDX-License-Identifier: Apache-2.0
"""Navigation through the binding: the sidebar in the original's order, titles in English and
Arabic, the selection and the path (selecting empties it), the Truck screen's cards by the
520-point rule, links to orders, panels and cities, and the saved state."""

import pytest

import foodtruck as ft
from foodtruck import Panel as P
from foodtruck import Step

NOW = 1_796_000_000_000


@pytest.fixture
def orders(truck):
    """A session with orders 1 to 3."""
    for donut in range(3):
        truck.place_order({donut: 1}, NOW)
    return truck


def test_sidebar_order_and_sections():
    rows = ft.sidebar()
    assert [row.panel for row in rows] == [
        P.TRUCK, P.ORDERS, P.SOCIAL_FEED, P.SALES_HISTORY, P.DONUTS, P.DONUT_EDITOR, P.TOP_FIVE,
        P.CITY_CUPERTINO, P.CITY_SAN_FRANCISCO, P.CITY_LONDON]
    assert [int(row.section) for row in rows] == [0, 0, 0, 0, 1, 1, 1, 2, 2, 2]
    assert [row.panel for row in ft.sidebar(include_account=True)][3] is P.ACCOUNT


@pytest.mark.parametrize("locale,words", [
    (ft.Locale.EN, ["Food Truck", "Cities", "Top 5", "Sales History", "London"]),
    (ft.Locale.AR, ["شاحنة الطعام", "المدن", "أفضل ٥", "سجل المبيعات", "لندن"]),
])
def test_words_in_both_languages(truck, locale, words):
    truck.locale = locale
    assert [truck.sidebar_title, truck.section_title(ft.SidebarSection.CITIES),
            truck.panel_title(P.TOP_FIVE), truck.panel_title(P.SALES_HISTORY),
            truck.panel_title(P.CITY_LONDON)] == words
    assert truck.section_title(ft.SidebarSection.NONE) == ""


@pytest.mark.parametrize("label,english,arabic", [
    (ft.NavigationLabel.KEY_SORT, "Sort", "ترتيب"),
    (ft.NavigationLabel.KEY_LANGUAGE, "العربية", "English"),
    (ft.NavigationLabel.DYNAMIC_ISLAND, "Dynamic Island", "الجزيرة الديناميكية"),
    (ft.NavigationLabel.NO_ACTIVITIES, "No live activities", "لا توجد أنشطة مباشرة"),
    (ft.NavigationLabel.SO_FAR, "so far", "حتى الآن"),
    (ft.NavigationLabel.NEW_ORDERS, "New", "جديدة"),
    (ft.NavigationLabel.NO_DONUTS, "No donuts", "لا توجد دونات"),
    (ft.NavigationLabel.TEST_STORE, "Test Store", "متجر تجريبي"),
    (ft.NavigationLabel.TEST_AUTHENTICATOR, "Test Authenticator", "مصادق تجريبي"),
    (ft.NavigationLabel.DONUT_NAME, "Donut Name", "اسم الدونات"),
    (ft.NavigationLabel.DEMO_OPENING,
     "The first line is the day so far: the orders placed before the afternoon starts are handed over at once.",
     "السطر الأول هو ما مضى من اليوم: تُسلَّم دفعةً واحدة الطلباتُ التي وُضعت قبل بدء الظهيرة."),
    (ft.NavigationLabel.NOTIFICATION_BODY, "Time to take them out of the oven.", "حان وقت إخراجها من الفرن."),
    (ft.NavigationLabel.DEMO_INTERACTIVE,
     "For the interactive Food Truck (panels, keys, English and Arabic), run in a terminal:",
     "لشاحنة الطعام التفاعلية (لوحات ومفاتيح وعربية وإنجليزية)، شغّل في الطرفية:"),
])
def test_chrome_texts(truck, label, english, arabic):
    assert truck.navigation_text(label) == english
    truck.locale = ft.Locale.AR
    assert truck.navigation_text(label) == arabic


def test_chrome_texts_are_all_distinct_and_refuse_what_is_no_label(truck):
    words = [truck.navigation_text(label) for label in ft.NavigationLabel]
    assert len(words) == 45 and len(set(words)) == 45 and all(words)
    for bad in (-1, 45):
        with pytest.raises(ft.InvalidArgumentError):
            truck.navigation_text(bad)


def test_links():
    assert ft.panel_link(P.TOP_FIVE) == "foodtruck://panel/top-five"
    assert ft.panel_link(P.CITY_SAN_FRANCISCO) == "foodtruck://city/san-francisco"


def test_panel_icons_are_the_originals_symbols():
    # The sidebar's symbols as the original declares them (box.truck, text.bubble, ...).
    symbols = [ft.icon_symbol(ft.panel_icon(p)) for p in P]
    assert symbols == ["box.truck", "text.bubble", "person.crop.circle", "shippingbox", "clock",
                       "donut", "slider.horizontal.3", "trophy"] + ["building.2"] * 3
    assert ft.panel_icon(P.ORDERS) is ft.Icon.BOX and ft.panel_icon(P.CITY_LONDON) is ft.Icon.BUILDINGS
    with pytest.raises(ft.InvalidArgumentError):
        ft.panel_icon(11)


def test_select_push_pop(orders):
    assert orders.selection is P.TRUCK and orders.path == []
    orders.push(Step.to_panel(P.ORDERS))
    orders.push(Step.order(2))
    assert orders.path == [Step(ft.StepKind.PANEL, P.ORDERS, 0), Step(ft.StepKind.ORDER, P.TRUCK, 2)]
    orders.pop()
    assert orders.path == [Step.to_panel(P.ORDERS)]
    orders.selection = P.DONUTS
    assert orders.path == []
    with pytest.raises(ft.InvalidStateError, match="foodtruck_navigation_pop"):
        orders.pop()


def test_pop_to_root_empties_the_path_and_keeps_the_panel(orders, tmp_path):
    orders.selection = P.ORDERS
    orders.push(Step.order(2))
    orders.push(Step.donut(16))
    orders.push(Step.new_donut())
    orders.pop_to_root()
    assert orders.selection is P.ORDERS and orders.path == []
    orders.pop_to_root()  # at the root: nothing to do, no error
    assert orders.selection is P.ORDERS and orders.path == []
    # A session in a file keeps it: reopened, the path is still empty.
    path = str(tmp_path / "s.foodtruck")
    with ft.Truck.open(path) as kept:
        kept.push(Step.to_panel(P.DONUTS))
        kept.pop_to_root()
    with ft.Truck.open(path) as reopened:
        assert reopened.selection is P.TRUCK and reopened.path == []


def test_refused_pushes_change_nothing(orders):
    orders.push(Step.donut(16))
    for bad in (Step.order(4), Step.donut(17)):
        with pytest.raises(ft.NotFoundError):
            orders.push(bad)
    for _ in range(15):
        orders.push(Step.new_donut())
    with pytest.raises(ft.LimitReachedError, match="16"):
        orders.push(Step.new_donut())
    assert len(orders.path) == 16 and orders.path[0] == Step.donut(16)


@pytest.mark.parametrize("card,width,selection,path", [
    (ft.TruckCard.NEW_ORDERS, 519.0, P.TRUCK, [Step.to_panel(P.ORDERS)]),
    (ft.TruckCard.FORECAST, 0.0, P.TRUCK, [Step.to_panel(P.CITY_SAN_FRANCISCO)]),
    (ft.TruckCard.DONUTS, 520.0, P.DONUTS, []),
    (ft.TruckCard.SOCIAL_FEED, 1e9, P.SOCIAL_FEED, []),
])
def test_cards_by_width(truck, card, width, selection, path):
    truck.open_card(card, width)
    assert truck.selection is selection and truck.path == path


def test_cards_only_on_the_truck_screen(truck):
    truck.selection = P.ORDERS
    with pytest.raises(ft.InvalidStateError):
        truck.open_card(ft.TruckCard.DONUTS, 800)
    with pytest.raises(ft.InvalidArgumentError, match="width"):
        truck.open_card(ft.TruckCard.DONUTS, -1)


def test_links(orders):
    orders.selection = P.TOP_FIVE
    orders.open_link("foodtruck://order/1203")
    assert orders.selection is P.TRUCK
    assert orders.path == [Step.to_panel(P.ORDERS), Step.order(3)]
    for panel in P:
        orders.open_link(ft.panel_link(panel))
        assert orders.selection is panel and orders.path == []


@pytest.mark.parametrize("link,error", [
    ("https://example.com/panel/orders", ft.InvalidArgumentError),
    ("foodtruck://donut/3", ft.InvalidArgumentError),
    ("foodtruck://order/1204", ft.NotFoundError),
    ("foodtruck://panel/top-six", ft.NotFoundError),
    ("foodtruck://city/paris", ft.NotFoundError),
])
def test_bad_links_change_nothing(orders, link, error):
    orders.push(Step.order(1))
    with pytest.raises(error, match="foodtruck_navigation_open_link: url"):
        orders.open_link(link)
    assert orders.selection is P.TRUCK and orders.path == [Step.order(1)]


def test_save_and_restore(orders):
    orders.open_link("foodtruck://order/1203")
    assert orders.save_navigation() == "truck>orders>order:3"
    orders.selection = P.DONUTS
    orders.push(Step.donut(16))
    orders.push(Step.new_donut())
    saved = orders.save_navigation()
    assert saved == "donuts>donut:16>new-donut"
    orders.restore_navigation("truck>orders>order:3")
    assert orders.path == [Step.to_panel(P.ORDERS), Step.order(3)]
    orders.restore_navigation(saved)
    assert orders.selection is P.DONUTS and orders.path == [Step.donut(16), Step.new_donut()]


@pytest.mark.parametrize("saved,error", [
    ("", ft.InvalidArgumentError), ("Truck", ft.InvalidArgumentError),
    ("truck>order:03", ft.InvalidArgumentError), ("a" * 513, ft.InvalidArgumentError),
    ("truck>order:4", ft.NotFoundError),
])
def test_bad_saved_states_change_nothing(orders, saved, error):
    orders.selection = P.SALES_HISTORY
    with pytest.raises(error, match="foodtruck_navigation_restore: saved"):
        orders.restore_navigation(saved)
    assert orders.selection is P.SALES_HISTORY and orders.path == []


# ---- The Truck screen's cards' titles and the screens' words (docs/domain.md §9.3) ----------

CARD_TITLES = [
    (ft.TruckCard.NEW_ORDERS, "New Orders", "الطلبات الجديدة"),
    (ft.TruckCard.FORECAST, "Forecast", "توقعات الطقس"),
    (ft.TruckCard.DONUTS, "Donuts", "الدونات"),
    (ft.TruckCard.SOCIAL_FEED, "Social Feed", "الموجز الاجتماعي"),
]


@pytest.mark.parametrize("card, english, arabic", CARD_TITLES, ids=[c.name for c, _, _ in CARD_TITLES])
def test_card_titles_are_the_originals(truck, card, english, arabic):
    assert truck.card_title(card) == english
    truck.locale = ft.Locale.AR
    assert truck.card_title(card) == arabic


def test_card_title_refuses_an_unknown_card(truck):
    with pytest.raises(ft.InvalidArgumentError):
        truck.card_title(4)


@pytest.mark.parametrize("label, english, arabic", [
    (ft.NavigationLabel.TOTAL_SALES, "Total Sales", "إجمالي المبيعات"),
    (ft.NavigationLabel.NONE, "None", "لا شيء"),
    (ft.NavigationLabel.TRENDING_TOPICS, "Trending Topics", "المواضيع الرائجة"),
])
def test_screen_words(truck, label, english, arabic):
    assert truck.navigation_text(label) == english
    truck.locale = ft.Locale.AR
    assert truck.navigation_text(label) == arabic


# ---- The detail column's title for a step (docs/domain.md §9.2) -----------------------------


def test_step_titles_in_english_and_arabic(orders):
    """Order 1's display id is Order#1201 (1200 + the number; the prefix in Arabic, as
    foodtruck_order_display_id writes it); donut 0 is The Classic; the new donut's editor is
    titled New Donut."""
    cases = [
        (Step.order(1), "Order#1201", "طلب#1201"),
        (Step.donut(0), "The Classic", None),
        (Step.new_donut(), "New Donut", None),
        (Step.to_panel(P.TOP_FIVE), "Top 5", None),
        (Step.to_panel(P.CITY_LONDON), "London", None),
    ]
    for step, english, arabic in cases:
        assert orders.step_title(step) == english
    orders.locale = ft.Locale.AR
    for step, english, arabic in cases:
        title = orders.step_title(step)
        assert title != english
        if arabic is not None:
            assert title == arabic
    assert orders.step_title(Step.donut(0)) == orders.donut_name(0)
    assert orders.step_title(Step.to_panel(P.TOP_FIVE)) == orders.panel_title(P.TOP_FIVE)


def test_step_title_of_what_the_session_lacks(orders):
    with pytest.raises(ft.NotFoundError):
        orders.step_title(Step.order(99))
    with pytest.raises(ft.NotFoundError):
        orders.step_title(Step.donut(17))
    with pytest.raises(ft.InvalidArgumentError):
        orders.step_title(Step(4))
