# SPDX-License-Identifier: Apache-2.0
"""Orders through the binding: the lifecycle table (docs/domain.md, decision 1), placing and its
validation, identity (docs/domain.md, decision 2), listing (filters, search, sorts, paging), the
order's date and its order-complete sheet, and the simulated session printed by
tests/c/dump_session.c and by Python, byte for byte."""

import os
import shutil
import subprocess

import pytest

import foodtruck as ft
import header
from foodtruck import OrderAction, OrderSort, OrderStatus

NOW = 1_700_000_000_000  # 2023-11-14T22:13:20Z
S, A = OrderStatus, OrderAction
ACTIONS = [A.PREPARE, A.MARK_READY, A.COMPLETE]
SLUGS = {A.PREPARE: "prepare", A.MARK_READY: "mark-ready", A.COMPLETE: "complete"}
#: The only transitions (docs/domain.md, decision 1): (status, action) -> new status. Everything
#: else is refused.
ALLOWED = {
    (S.PLACED, A.PREPARE): S.PREPARING,
    (S.PREPARING, A.MARK_READY): S.READY,
    (S.READY, A.COMPLETE): S.COMPLETED,
}
NEXT_ACTION = {S.PLACED: A.PREPARE, S.PREPARING: A.MARK_READY, S.READY: A.COMPLETE,
               S.COMPLETED: None}


def order_at(truck, status, created=NOW):
    """A new order brought to `status` by the allowed actions, one second apart."""
    number = truck.place_order({0: 2, 3: 1}, created)
    for step, action in enumerate(ACTIONS[: int(status)], start=1):
        truck.apply(number, action, created + step * 1000)
    assert truck.order(number).status is status
    return number


# ---- Lifecycle -----------------------------------------------------------------------------------

LIFECYCLE = [(status, action) for status in OrderStatus for action in ACTIONS]


@pytest.mark.parametrize("status,action", LIFECYCLE,
                         ids=["%s-%s" % (s.name, SLUGS[a]) for s, a in LIFECYCLE])
def test_lifecycle_table(truck, status, action):
    number = order_at(truck, status)
    assert number == 1
    before = truck.order(number)
    when = NOW + 60_000
    if (status, action) in ALLOWED:
        truck.apply(number, action, when)
        after = truck.order(number)
        new_status = ALLOWED[(status, action)]
        assert after.status is new_status
        assert after.next_action is NEXT_ACTION[new_status]
        if action is A.PREPARE:
            assert before.preparing_since is None and after.preparing_since == when
        else:
            assert after.preparing_since == before.preparing_since == NOW + 1000
        if action is A.COMPLETE:
            assert before.completed_at is None and after.completed_at == when
            assert after.duration_ms == when - after.created_at == 60_000
        else:
            assert after.completed_at is None and after.duration_ms is None
        unchanged = ("number", "city", "lines", "total_donuts", "total_cents", "created_at")
        assert [getattr(after, f) for f in unchanged] == [getattr(before, f) for f in unchanged]
    else:
        with pytest.raises(ft.InvalidStateError) as error:
            truck.apply(number, action, when)
        message = error.value.message
        assert error.value.status is ft.Status.INVALID_STATE
        assert message.startswith("foodtruck_order_apply: ")
        assert "Order#1201" in message
        assert truck.status_name(status).lower() in message
        assert SLUGS[action] in message
        assert truck.order(number) == before


@pytest.mark.parametrize("status", list(OrderStatus), ids=[s.name for s in OrderStatus])
def test_advance_takes_the_next_action(truck, status):
    number = order_at(truck, status)
    before = truck.order(number)
    assert before.next_action is NEXT_ACTION[status]
    when = NOW + 60_000
    if status is S.COMPLETED:
        with pytest.raises(ft.InvalidStateError, match="foodtruck_order_advance: Order#1201 is completed"):
            truck.advance(number, when)
        assert truck.order(number) == before
        return
    new_status = truck.advance(number, when)
    assert new_status is ALLOWED[(status, before.next_action)]
    assert truck.order(number).status is new_status
    # The same step as apply() with next_action, on a twin order.
    twin = order_at(truck, status)
    truck.apply(twin, before.next_action, when)
    a, b = truck.order(number), truck.order(twin)
    assert (a.status, a.preparing_since, a.completed_at) == (b.status, b.preparing_since,
                                                             b.completed_at)


def test_full_lifecycle_by_advance(truck):
    number = truck.place_order([(5, 1)], NOW)
    statuses = [truck.advance(number, NOW + step * 1000) for step in (1, 2, 3)]
    assert statuses == [S.PREPARING, S.READY, S.COMPLETED]
    order = truck.order(number)
    assert (order.created_at, order.preparing_since, order.completed_at, order.duration_ms) == (
        NOW, NOW + 1000, NOW + 3000, 3000)
    assert order.next_action is None


def test_action_none_and_unknown_orders_are_not_state_errors(truck):
    number = truck.place_order({0: 1}, NOW)
    with pytest.raises(ft.InvalidArgumentError, match="foodtruck_order_apply"):
        truck.apply(number, A.NONE, NOW)
    for unknown in (0, -1, 2, 2**31 - 1):
        with pytest.raises(ft.NotFoundError):
            truck.apply(unknown, A.PREPARE, NOW)
        with pytest.raises(ft.NotFoundError):
            truck.advance(unknown, NOW)
        for read in (truck.order, truck.order_display_id, truck.order_short_id):
            with pytest.raises(ft.NotFoundError):
                read(unknown)
    assert truck.order(number).status is S.PLACED


# ---- Placing -------------------------------------------------------------------------------------


def test_placed_order_fields(truck):
    number = truck.place_order([(7, 3), (2, 1), (16, 99)], NOW)
    order = truck.order(number)
    assert order == ft.Order(
        number=1, status=S.PLACED, next_action=A.PREPARE, city=ft.City.CUPERTINO,
        lines=((7, 3), (2, 1), (16, 99)), total_donuts=103, total_cents=103 * 578,
        created_at=NOW, preparing_since=None, completed_at=None, duration_ms=None,
    )
    assert order.lines[0].donut_id == 7 and order.lines[0].count == 3
    # A dict keeps its insertion order; numbers count up.
    assert truck.place_order({4: 2, 1: 1}, NOW + 1) == 2
    assert truck.order(2).lines == ((4, 2), (1, 1))


def test_price_applies_to_new_orders_only(truck):
    first = truck.place_order({0: 2}, NOW)
    truck.price_cents = 250
    second = truck.place_order({0: 2}, NOW)
    truck.price_cents = 0
    third = truck.place_order({0: 2}, NOW)
    assert [truck.order(n).total_cents for n in (first, second, third)] == [1156, 500, 0]


BAD_LINES = [
    ("empty dict", {}),
    ("empty list", []),
    ("unknown donut 17", {17: 1}),
    ("unknown donut -1", [(-1, 1)]),
    ("count 0", {0: 0}),
    ("count 100", {0: 100}),
    ("count -1", [(0, -1)]),
    ("duplicate donut", [(3, 1), (4, 2), (3, 1)]),
    ("65 lines", [(i % 17, 1) for i in range(65)]),
]


@pytest.mark.parametrize("lines", [b for _, b in BAD_LINES], ids=[a for a, _ in BAD_LINES])
def test_invalid_lines_add_nothing(truck, lines):
    truck.place_order({1: 1}, NOW)
    with pytest.raises(ft.InvalidArgumentError, match="foodtruck_order_place"):
        truck.place_order(lines, NOW)
    assert truck.order_count() == 1 and truck.orders() == [1]
    assert truck.place_order({2: 1}, NOW) == 2  # no number was used up


def test_line_limits_with_custom_donuts(truck):
    """1 to 64 distinct donuts: the 65th line is refused even when every donut differs."""
    for i in range(48):
        truck.create_donut("Extra %d" % i, i % 7)
    assert truck.donut_count() == 65
    lines = [(donut_id, 1) for donut_id in range(64)]
    number = truck.place_order(lines, NOW)
    assert truck.order(number).lines == tuple(lines) and truck.order(number).total_donuts == 64
    with pytest.raises(ft.InvalidArgumentError):
        truck.place_order([(donut_id, 1) for donut_id in range(65)], NOW)
    assert truck.order_count() == 1
    assert truck.place_order({64: 99}, NOW) == 2  # custom donuts can be ordered


@pytest.mark.parametrize("now", [-(2**63), 2**63 - 1, -62_135_596_800_001, 253_402_300_800_000])
def test_place_refuses_instants_outside_years_1_to_9999(truck, now):
    with pytest.raises(ft.InvalidArgumentError, match="foodtruck_order_place"):
        truck.place_order({0: 1}, now)
    assert truck.order_count() == 0


def test_values_that_do_not_fit_c_are_refused_before_the_call(truck):
    """ctypes would silently keep the low 32 bits: donut 2**32 would become donut 0."""
    for lines in ({2**32: 1}, {0: 2**32 + 1}, [(-(2**31) - 1, 1)]):
        with pytest.raises(OverflowError, match="foodtruck_order_line"):
            truck.place_order(lines, NOW)
    with pytest.raises(OverflowError, match="int64_t"):
        truck.place_order({0: 1}, 2**63)
    assert truck.order_count() == 0
    truck.place_order({0: 1}, NOW)
    with pytest.raises(OverflowError, match="int32_t"):
        truck.order(2**32 + 1)
    with pytest.raises(ValueError):
        truck.place_order([(1, 2, 3)], NOW)


# ---- Identity (docs/domain.md, decision 2) -------------------------------------------------------


def test_display_and_short_ids(truck):
    for _ in range(100):
        truck.place_order({0: 1}, NOW)
    # 1200 + the number, no jump after 99 (docs/domain.md, decision 11).
    expected = {1: "1201", 3: "1203", 9: "1209", 10: "1210", 99: "1299", 100: "1300"}
    for number, short in expected.items():
        assert truck.order_short_id(number) == short
        assert truck.order_display_id(number) == "Order#" + short
    truck.locale = ft.Locale.AR
    assert truck.order_display_id(3) == "طلب#1203"
    assert truck.order_display_id(100) == "طلب#1300"
    assert truck.order_short_id(3) == "1203"  # the same in every language


def test_stack_badge_counts_the_donuts_beyond_three(truck):
    # docs/domain.md §6.1: a stack shows three; "+N" for the rest, in the language's digits.
    three = truck.place_order({0: 1, 1: 1, 2: 1}, NOW)
    six = truck.place_order({0: 1, 1: 2, 2: 1, 3: 1, 4: 1, 5: 1}, NOW)
    assert truck.order_stack_badge(three) == ""
    assert truck.order_stack_badge(six) == "+3"
    truck.locale = ft.Locale.AR
    assert truck.order_stack_badge(six) == "\u061c+٣"



def test_status_names_and_action_titles(truck):
    assert [truck.status_name(s) for s in S] == ["Placed", "Preparing", "Ready", "Completed"]
    assert [truck.action_title(a) for a in ACTIONS] == ["Prepare", "Ready", "Complete"]
    truck.locale = ft.Locale.AR
    arabic = [truck.status_name(s) for s in S] + [truck.action_title(a) for a in ACTIONS]
    assert all(any(0x0600 <= ord(c) <= 0x06FF for c in word) for word in arabic)
    assert len(set(arabic[:4])) == 4
    for bad in (-1, 4, 99):
        with pytest.raises(ft.InvalidArgumentError):
            truck.status_name(bad)
    for bad in (A.NONE, 3):
        with pytest.raises(ft.InvalidArgumentError):
            truck.action_title(bad)


def test_status_icons_are_the_originals_symbols():
    assert [ft.icon_symbol(ft.order_status_icon(s)) for s in S] == [
        "paperplane", "timer", "checkmark.circle", "shippingbox"]
    # A completed order and the Orders panel share the shipping box.
    assert ft.order_status_icon(S.COMPLETED) is ft.panel_icon(ft.Panel.ORDERS)
    with pytest.raises(ft.InvalidArgumentError):
        ft.order_status_icon(4)


def test_sort_names_are_the_columns_they_sort_by(truck):
    assert [truck.sort_name(s) for s in ft.OrderSort] == ["Order", "Date", "Status", "Donuts"]
    truck.locale = ft.Locale.AR
    assert truck.sort_name(ft.OrderSort.TOTAL) == "الدونات"
    with pytest.raises(ft.InvalidArgumentError):
        truck.sort_name(4)


# ---- Listing -------------------------------------------------------------------------------------

#: (lines, created_at offset in s, status): ties on every sort key, out-of-order times.
LISTING = [
    ({0: 2}, 50, S.READY),  # 1: The Classic, total 2
    ({3: 1, 9: 1}, 10, S.PLACED),  # 2: Cosmos, Powdered Chocolate, total 2
    ({11: 5}, 50, S.COMPLETED),  # 3: Custard, total 5
    ({10: 1}, 30, S.PLACED),  # 4: Powdered Strawberry, total 1
    ({3: 4, 13: 1}, 10, S.PREPARING),  # 5: Cosmos, Fire Zest, total 5
    ({6: 2}, 70, S.READY),  # 6: Rainbow, total 2
]


@pytest.fixture
def listing(truck):
    for lines, seconds, status in LISTING:
        number = truck.place_order(lines, NOW + seconds * 1000)
        for step, action in enumerate(ACTIONS[: int(status)], start=1):
            truck.apply(number, action, NOW + 100_000 + step)
    return truck


def expected_sorted(truck, numbers, sort, descending):
    """Sorted here from the orders read out: by key, equal keys by number (ascending)."""
    key = {
        OrderSort.NUMBER: lambda o: o.number,
        OrderSort.CREATED_AT: lambda o: o.created_at,
        OrderSort.STATUS: lambda o: o.status,
        OrderSort.TOTAL: lambda o: o.total_cents,
    }[sort]
    orders = [truck.order(n) for n in numbers]
    sign = -1 if descending else 1
    return [o.number for o in sorted(orders, key=lambda o: (sign * key(o), o.number))]


MASKS = [
    (ft.ALL_STATUSES, [1, 2, 3, 4, 5, 6]),
    (ft.INCOMPLETE_STATUSES, [1, 2, 4, 5, 6]),
    (ft.status_bit(S.PLACED), [2, 4]),
    (ft.status_bit(S.PREPARING), [5]),
    (ft.status_bit(S.READY), [1, 6]),
    (ft.status_bit(S.COMPLETED), [3]),
    (ft.status_bit(S.PLACED) | ft.status_bit(S.COMPLETED), [2, 3, 4]),
    (0, []),
]


@pytest.mark.parametrize("mask,numbers", MASKS, ids=["0x%x" % m for m, _ in MASKS])
def test_filter_by_status_mask(listing, mask, numbers):
    assert listing.orders(mask) == numbers
    assert listing.order_count(mask) == len(numbers)
    statuses = [s for s in S if mask & ft.status_bit(s)]
    assert listing.orders(statuses) == numbers  # an iterable of statuses is the same mask


@pytest.mark.parametrize("mask", [0x10, 0xFFFFFFFF])
def test_bad_status_masks(listing, mask):
    with pytest.raises(ft.InvalidArgumentError):
        listing.orders(mask)
    with pytest.raises(ft.InvalidArgumentError):
        listing.order_count(mask)


SEARCHES = [
    ("", [1, 2, 3, 4, 5, 6]),
    ("1203", [3]),  # short id
    ("Order#1205", [5]),  # display id
    ("order#120", [1, 2, 3, 4, 5, 6]),  # case-insensitive, every display id has it
    ("12", [1, 2, 3, 4, 5, 6]),  # the short ids of orders 1 to 99 start with 12
    ("cosmos", [2, 5]),  # donut name
    ("POWDERED", [2, 4]),  # Powdered Chocolate / Powdered Strawberry
    ("spicy spread", [3, 5]),  # glaze of Custard and Fire Zest
    ("rainbow glaze", [6]),  # ingredient
    ("lemon lines", [3]),  # topping of Custard
    ("zzz", []),
]


@pytest.mark.parametrize("text,numbers", SEARCHES, ids=[t or "empty" for t, _ in SEARCHES])
def test_search(listing, text, numbers):
    assert listing.orders(search=text) == numbers
    assert listing.order_count(search=text) == len(numbers)


def test_search_matches_donuts_by_the_catalog_rule(listing):
    """An order matches a word when one of its donuts is among truck.search(word)."""
    for word in ("choc", "straw", "lemon", "sprinkles", "dough", "glaze"):
        donuts = set(listing.search(word))
        expected = [n for n in listing.orders()
                    if any(line.donut_id in donuts for line in listing.order(n).lines)]
        assert listing.orders(search=word) == expected, word


def test_search_in_arabic(listing):
    listing.locale = ft.Locale.AR
    word = listing.donut_name(3)  # Cosmos in Arabic
    assert listing.orders(search=word) == [2, 5]
    assert listing.orders(search="طلب#1203") == [3]
    assert listing.orders(search="Cosmos") == []  # names are matched in the session's language


def test_search_combines_with_the_mask(listing):
    assert listing.orders(ft.status_bit(S.PLACED), "cosmos") == [2]
    assert listing.order_count(ft.INCOMPLETE_STATUSES, "custard") == 0


def test_invalid_utf8_search_cannot_be_sent_from_python(listing):
    with pytest.raises(ValueError):  # the binding refuses a NUL, which C would cut at
        listing.orders(search="cos\0mos")
    with pytest.raises(ValueError):
        listing.order_count(search="\0")


@pytest.mark.parametrize("sort", list(OrderSort), ids=[s.name for s in OrderSort])
@pytest.mark.parametrize("descending", [False, True], ids=["asc", "desc"])
def test_sorts_with_stable_ties(listing, sort, descending):
    everything = listing.orders()
    expected = expected_sorted(listing, everything, sort, descending)
    assert listing.orders(sort=sort, descending=descending) == expected
    # The same order inside a filter.
    incomplete = listing.orders(ft.INCOMPLETE_STATUSES)
    assert listing.orders(ft.INCOMPLETE_STATUSES, sort=sort, descending=descending) == (
        expected_sorted(listing, incomplete, sort, descending))


def test_sort_vectors(listing):
    """Hand-computed from LISTING, so that a wrong reference sort cannot hide a wrong result."""
    assert listing.orders(sort=OrderSort.CREATED_AT) == [2, 5, 4, 1, 3, 6]
    assert listing.orders(sort=OrderSort.CREATED_AT, descending=True) == [6, 1, 3, 4, 2, 5]
    assert listing.orders(sort=OrderSort.STATUS) == [2, 4, 5, 1, 6, 3]
    assert listing.orders(sort=OrderSort.STATUS, descending=True) == [3, 1, 6, 5, 2, 4]
    assert listing.orders(sort=OrderSort.TOTAL) == [4, 1, 2, 6, 3, 5]
    assert listing.orders(sort=OrderSort.TOTAL, descending=True) == [3, 5, 1, 2, 6, 4]
    assert listing.orders(sort=OrderSort.NUMBER, descending=True) == [6, 5, 4, 3, 2, 1]


@pytest.mark.parametrize("sort", [OrderSort.NUMBER, OrderSort.TOTAL], ids=["NUMBER", "TOTAL"])
def test_paging(listing, sort):
    full = listing.orders(sort=sort, descending=True)
    for offset in range(8):
        assert listing.orders(sort=sort, descending=True, offset=offset) == full[offset:]
        for limit in range(8):
            page = listing.orders(sort=sort, descending=True, offset=offset, limit=limit)
            assert page == full[offset:offset + limit], (offset, limit)
    assert listing.orders(offset=10**6) == []
    assert listing.orders(limit=2**63 - 1) == listing.orders()
    with pytest.raises(ft.InvalidArgumentError):
        listing.orders(limit=2**63)
    with pytest.raises(OverflowError):
        listing.orders(offset=-1)


def test_unknown_sort_is_refused(listing):
    for sort in (-1, 4):
        with pytest.raises(ft.InvalidArgumentError):
            listing.orders(sort=sort)


def test_listing_grows_with_new_orders(listing):
    assert listing.order_count() == 6
    number = listing.place_order({12: 1}, NOW)
    assert number == 7 and listing.orders()[-1] == 7 and listing.order_count() == 7
    assert listing.orders(search="super lemon") == [7]



# ---- The order's date and the order-complete sheet (docs/domain.md §2.6, §7.5) ----------------

HOUR, DAY = 3_600_000, 86_400_000


def test_order_date_today_yesterday_or_the_numeric_date(truck):
    placed = NOW - 12 * HOUR - 32 * 60_000 - 20_000  # 2023-11-14 09:41 UTC
    number = truck.place_order({0: 1}, placed)
    assert truck.order_date_text(number, NOW) == "Today, 9:41 AM"
    assert truck.order_date_text(number, NOW + DAY) == "Yesterday, 9:41 AM"
    assert truck.order_date_text(number, NOW + 2 * DAY) == "11/14/2023, 9:41 AM"
    truck.utc_offset = -600  # placed 23:41 on the 13th; now is 12:13 on the 14th
    assert truck.order_date_text(number, NOW) == "Yesterday, 11:41 PM"
    truck.locale = ft.Locale.AR
    assert truck.order_date_text(number, NOW) == "أمس، ١١:٤١ م"
    assert truck.order_date_text(number, NOW + DAY) == "١٣\u200f/١١\u200f/٢٠٢٣، ١١:٤١ م"
    with pytest.raises(ft.NotFoundError):
        truck.order_date_text(number + 1, NOW)


def test_the_sheet_of_a_completed_order(truck):
    number = truck.place_order({0: 4, 3: 2}, NOW)
    for action in ACTIONS[:2]:
        with pytest.raises(ft.InvalidStateError, match="Order#1201 is"):
            truck.sheet_text(number, ft.OrderSheetSlot.TITLE, NOW)
        truck.apply(number, action, NOW)
    with pytest.raises(ft.InvalidStateError, match="completed order"):
        truck.sheet_text(number, ft.OrderSheetSlot.DONE, NOW)
    truck.apply(number, A.COMPLETE, NOW)
    texts = {slot: truck.sheet_text(number, slot, NOW + 60_000) for slot in ft.OrderSheetSlot}
    assert texts == {ft.OrderSheetSlot.TITLE: "Order#1201 completed!",
                     ft.OrderSheetSlot.SUMMARY: "6 donuts \u2022 10:14 PM",
                     ft.OrderSheetSlot.DONE: "Done"}
    truck.locale = ft.Locale.AR
    truck.utc_offset = 180  # the time is the sheet's, at the session's offset
    texts = {slot: truck.sheet_text(number, slot, NOW + 60_000) for slot in ft.OrderSheetSlot}
    assert texts == {ft.OrderSheetSlot.TITLE: "اكتمل طلب#1201!",
                     ft.OrderSheetSlot.SUMMARY: "٦ قطع دونات \u2022 ١:١٤ ص",
                     ft.OrderSheetSlot.DONE: "تم"}
    with pytest.raises(ft.InvalidArgumentError, match="slot"):
        truck.sheet_text(number, 3, NOW)


# ---- The same session through C and through Python -----------------------------------------------

DUMP_SOURCE = os.path.join(header.ROOT, "tests", "c", "dump_session.c")
STAGE = os.path.join(header.ROOT, "build", "stage")


@pytest.fixture(scope="module")
def dump_session(tmp_path_factory):
    """tests/c/dump_session.c built against build/stage (tools/stage): a function
    (seed, now, offset, tick) -> its stdout."""
    compiler = shutil.which("gcc") or shutil.which("cc")
    assert compiler, "a C compiler is needed to build tests/c/dump_session.c"
    assert os.path.exists(DUMP_SOURCE), DUMP_SOURCE
    lib_dir = os.path.join(STAGE, "lib")
    exe = str(tmp_path_factory.mktemp("dump") / "dump_session")
    subprocess.run(
        [compiler, "-std=c11", "-I" + os.path.join(STAGE, "include"), DUMP_SOURCE, "-o", exe,
         "-L" + lib_dir, "-lfoodtruck", "-Wl,-rpath," + os.path.abspath(lib_dir)],
        check=True,
    )

    def run(seed, now, offset, tick):
        result = subprocess.run([exe, str(seed), str(now), str(offset), str(tick)],
                                capture_output=True, timeout=60)
        assert result.returncode == 0, result.stderr
        return result.stdout

    return run


def python_dump(seed, now, offset, tick):
    """What dump_session prints, through the Python binding."""
    out = []
    with ft.Truck() as truck:
        truck.utc_offset = offset
        truck.simulate(seed, now, stream_limit=20)
        truck.tick(now + tick)
        at = now + tick
        for number in truck.orders():
            order = truck.order(number)
            lines = "".join(" %d:%d" % line for line in order.lines)
            out.append("order %d %d %d %d%s\n" % (
                order.number, order.status, order.created_at, order.total_cents, lines))
        for timeframe in ft.Timeframe:
            for city in ft.City:
                head = "%d %d" % (timeframe, city)
                sales = truck.sales_by_donut(timeframe, city, now=at)
                out.append("sales %s%s\n" % (head, "".join(" %d" % v for v in sales)))
                top = truck.top(5, timeframe, city, now=at)
                out.append("top %s%s\n" % (head, "".join(" %d:%d" % e for e in top)))
                series = truck.sales_series(timeframe, city, now=at)
                out.append("series %s%s\n" % (head, "".join(" %d:%d" % p for p in series)))
    return "".join(out).encode("ascii")


DUMP_CASES = [
    (42, 1_700_000_000_000, -480, 60_000),
    (18_446_744_073_709_551_615, 1_717_200_000_000, 330, 200_000),
]


@pytest.mark.parametrize("case", DUMP_CASES, ids=["seed42-utc-8", "seedmax-utc+5:30"])
def test_c_and_python_print_the_same_session(dump_session, case):
    from_c = dump_session(*case)
    from_python = python_dump(*case)
    assert from_python == from_c
    lines = from_c.decode().splitlines()
    orders = [line for line in lines if line.startswith("order ")]
    assert 24 < len(orders) <= 44  # today's 24 plus the live orders that arrived
    assert len(lines) == len(orders) + 4 * 4 * 3


def test_the_whole_stream_arrives_with_a_long_tick(dump_session):
    output = dump_session(*DUMP_CASES[1]).decode()
    assert output.count("order ") == 44  # 20 live orders 3-8 s apart arrive within 200 s


def test_same_seed_same_session_other_seed_other_session(dump_session):
    seed, now, offset, tick = DUMP_CASES[0]
    first = python_dump(seed, now, offset, tick)
    assert python_dump(seed, now, offset, tick) == first
    assert dump_session(seed, now, offset, tick) == dump_session(seed, now, offset, tick)
    other = python_dump(seed + 1, now, offset, tick)
    assert other != first
    assert dump_session(seed + 1, now, offset, tick) == other


def test_an_order_keeps_the_city_it_was_sold_in(truck):
    """Cupertino is the truck's first city; an order placed there stays Cupertino's after the
    truck moves to London, where the next order is sold; the names follow the language."""
    cupertino = truck.place_order({0: 1}, NOW)
    truck.city = ft.City.LONDON
    london = truck.place_order({0: 1}, NOW + 1)
    assert truck.order_city_name(cupertino) == "Cupertino"
    assert truck.order_city_name(london) == "London"
    truck.locale = ft.Locale.AR
    assert truck.order_city_name(london) == "لندن"
    with pytest.raises(ft.FoodTruckError) as refused:
        truck.order_city_name(london + 1)
    assert refused.value.status == ft.Status.NOT_FOUND
