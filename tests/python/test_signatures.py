"""The binding's declarations against include/foodtruck.h: the same functions, with argtypes
and restype matching the C types, and structs, enums and constants mirrored exactly."""

import ctypes
import os
import re
import shutil
import subprocess
from ctypes import (
    POINTER,
    c_bool,
    c_char,
    c_char_p,
    c_double,
    c_int,
    c_int32,
    c_int64,
    c_size_t,
    c_uint8,
    c_uint32,
    c_uint64,
    c_void_p,
)

import pytest

import foodtruck
import header
from foodtruck import _ffi

# C scalar types -> ctypes. Enums (int-sized) and structs are looked up in the header.
SCALARS = {
    "int32_t": c_int32,
    "uint32_t": c_uint32,
    "int64_t": c_int64,
    "uint64_t": c_uint64,
    "size_t": c_size_t,
    "bool": c_bool,
    "char": c_char,
    "double": c_double,
    "uint8_t": c_uint8,
}


def ctype_of(c_type, hdr):
    """The ctypes type a C type must be declared as; AssertionError when unmapped."""
    if c_type == "void":
        return None
    if c_type == "char const *":  # input text, or a static string returned (copied to bytes)
        return c_char_p
    if c_type == "void *":  # user_data: an opaque pointer the library passes back
        return c_void_p
    if c_type in hdr.callbacks:
        assert hasattr(_ffi, c_type), "the binding has no CFUNCTYPE of %s" % c_type
        return getattr(_ffi, c_type)
    if c_type.endswith("*"):
        base = c_type[:-1].strip()
        base = base[: -len("const")].strip() if base.endswith(" const") else base
        return POINTER(ctype_of(base, hdr))
    if c_type in hdr.enums:
        return c_int
    if c_type in hdr.structs:
        assert hasattr(_ffi, c_type), "the binding has no ctypes mirror of struct %s" % c_type
        return getattr(_ffi, c_type)
    assert c_type in SCALARS, "no ctypes mapping for C type %r" % c_type
    return SCALARS[c_type]


def test_parser_saw_every_declaration(parsed_header):
    externs = re.findall(r"\bextern\s+(?!\"C\")", parsed_header.text)
    assert len(parsed_header.functions) == len(externs) > 0
    assert sorted(parsed_header.functions) == subprocess.run(
        [os.path.join(header.ROOT, "tools", "declared_functions")], check=True,
        capture_output=True, text=True).stdout.split()


def test_generated_layer_is_fresh(parsed_header):
    """bindings/python/foodtruck/_capi.py and docs/reference.md equal a fresh generation from
    the header (tools/api.py --check does the same in the header step)."""
    for rel, content in header.generated(parsed_header).items():
        with open(os.path.join(header.ROOT, rel), encoding="utf-8") as f:
            assert f.read() == content, "%s is stale: run tools/api.py generate" % rel


def test_every_parameter_is_classified(parsed_header):
    """The model classes every parameter (parse() fails on one it cannot), and the classes
    follow the conventions: triples and pairs are whole, numbers have their ranges."""
    counts = parsed_header.class_counts()
    assert sum(counts.values()) == sum(len(f.params) for f in parsed_header.functions.values())
    for function in parsed_header.functions.values():
        roles = [(p.cls, p.role) for p in function.params]
        for i, (cls, role) in enumerate(roles):
            if role == "buffer":
                assert roles[i + 1:i + 3] == [(cls, "capacity"), (cls, "length" if cls == "text_out" else "count")]
            if cls in ("integer", "real", "mask", "instant", "count", "enum"):
                assert isinstance(function.params[i].range, tuple), (function.name, function.params[i])
            if cls == "text":
                assert function.params[i].range in parsed_header.defines, function.name


def test_binding_declares_exactly_the_header_functions(parsed_header):
    declared = set(_ffi.SIGNATURES)
    in_header = set(parsed_header.functions)
    assert sorted(in_header - declared) == [], "functions the binding lacks"
    assert sorted(declared - in_header) == [], "functions the header no longer has"


@pytest.mark.parametrize("name", sorted(_ffi.SIGNATURES))
def test_function_types_match_header(parsed_header, name):
    assert name in parsed_header.functions, name
    ret, params = parsed_header.functions[name].ret, parsed_header.functions[name].pairs
    function = getattr(_ffi.lib, name)
    assert function.restype is ctype_of(ret, parsed_header), "restype of %s" % name
    expected = [ctype_of(c_type, parsed_header) for c_type, _ in params]
    assert list(function.argtypes) == expected, "argtypes of %s" % name


def test_handle_has_its_own_pointer_type():
    assert _ffi.TruckPtr is POINTER(_ffi.foodtruck_truck)
    assert _ffi.TruckPtr is not ctypes.c_void_p
    # A pointer of another type where a truck is expected: refused before the call.
    with pytest.raises(ctypes.ArgumentError, match="LP_foodtruck_truck"):
        _ffi.lib.foodtruck_donut_count(ctypes.c_void_p(16), ctypes.byref(c_size_t()))
    with pytest.raises(ctypes.ArgumentError):
        _ffi.lib.foodtruck_donut_count(ctypes.create_string_buffer(8), ctypes.byref(c_size_t()))
    with pytest.raises(ctypes.ArgumentError):
        _ffi.lib.foodtruck_donut_get(None, 0, ctypes.byref(_ffi.foodtruck_flavor_profile()))


#: Every struct of the header with fields, as this test's own parser (header.py) reads it.
STRUCTS = sorted(name for name, struct in header.parse().structs.items() if struct.fields)


@pytest.mark.parametrize("name", STRUCTS)
def test_struct_fields_match_header(parsed_header, name):
    c_fields = [(f.c_type, f.name) for f in parsed_header.structs[name].fields]
    py_fields = getattr(_ffi, name)._fields_
    assert [n for _, n in c_fields] == [n for n, _ in py_fields]
    for (c_type, field), (_, py_type) in zip(c_fields, py_fields):
        assert py_type is ctype_of(c_type, parsed_header), "%s.%s" % (name, field)


def test_struct_layout_matches_the_c_compiler(parsed_header, tmp_path):
    """sizeof and every offsetof, as gcc sees the header, equal the ctypes layout."""
    compiler = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    assert compiler, "a C compiler is needed to check the struct layout"
    lines, expected = [], []
    for name in STRUCTS:
        py_struct = getattr(_ffi, name)
        lines.append('printf("%%zu\\n", sizeof(%s));' % name)
        expected.append(ctypes.sizeof(py_struct))
        for field in (f.name for f in parsed_header.structs[name].fields):
            lines.append('printf("%%zu\\n", offsetof(%s, %s));' % (name, field))
            expected.append(getattr(py_struct, field).offset)
    for enum in parsed_header.enums:
        lines.append('printf("%%zu\\n", sizeof(%s));' % enum)
        expected.append(ctypes.sizeof(c_int))
    source = tmp_path / "layout.c"
    source.write_text(
        '#include <stddef.h>\n#include <stdio.h>\n#include "foodtruck.h"\n'
        "int main(void) {\n%s\nreturn 0;\n}\n" % "\n".join(lines)
    )
    exe = tmp_path / "layout"
    include = os.path.dirname(header.HEADER)
    subprocess.run([compiler, "-std=c11", "-I", include, str(source), "-o", str(exe)], check=True)
    out = subprocess.run([str(exe)], check=True, capture_output=True, text=True).stdout
    assert [int(v) for v in out.split()] == expected


@pytest.mark.parametrize("name", ["foodtruck_event_callback", "foodtruck_destroy_callback"])
def test_callback_types_match_header(parsed_header, name):
    """The CFUNCTYPEs mirror the header's function pointer typedefs (return and parameters)."""
    assert sorted(parsed_header.callbacks) == ["foodtruck_destroy_callback", "foodtruck_event_callback"]
    ret, params = parsed_header.callbacks[name].ret, parsed_header.callbacks[name].params
    prototype = getattr(_ffi, name)
    assert prototype._restype_ is ctype_of(ret, parsed_header)
    assert list(prototype._argtypes_) == [ctype_of(t, parsed_header) for t, _ in params]
    assert prototype._flags_ == ctypes.CFUNCTYPE(None)._flags_  # the C calling convention


def test_trampolines_live_as_long_as_the_module():
    """The library holds the callback pointers for as long as a registration lasts: the
    CFUNCTYPE objects are module globals of _ffi, never temporaries."""
    assert isinstance(_ffi.EVENT_TRAMPOLINE, _ffi.foodtruck_event_callback)
    assert isinstance(_ffi.DESTROY_TRAMPOLINE, _ffi.foodtruck_destroy_callback)


ENUMS = [
    ("foodtruck_status", foodtruck.Status, ("FOODTRUCK_ERR_", "FOODTRUCK_")),
    ("foodtruck_locale", foodtruck.Locale, ("FOODTRUCK_LOCALE_",)),
    ("foodtruck_open_option", foodtruck.OpenOption, ("FOODTRUCK_OPEN_",)),
    ("foodtruck_flavor", foodtruck.Flavor, ("FOODTRUCK_FLAVOR_",)),
    ("foodtruck_ingredient_kind", foodtruck.IngredientKind, ("FOODTRUCK_INGREDIENT_",)),
    ("foodtruck_order_status", foodtruck.OrderStatus, ("FOODTRUCK_ORDER_",)),
    ("foodtruck_order_action", foodtruck.OrderAction, ("FOODTRUCK_ORDER_ACTION_", "FOODTRUCK_ORDER_")),
    ("foodtruck_order_sort", foodtruck.OrderSort, ("FOODTRUCK_ORDER_SORT_",)),
    ("foodtruck_order_sheet_slot", foodtruck.OrderSheetSlot, ("FOODTRUCK_SHEET_",)),
    ("foodtruck_timeframe", foodtruck.Timeframe, ("FOODTRUCK_TIMEFRAME_",)),
    ("foodtruck_city", foodtruck.City, ("FOODTRUCK_CITY_",)),
    ("foodtruck_weather_condition", foodtruck.WeatherCondition, ("FOODTRUCK_WEATHER_CONDITION_",)),
    ("foodtruck_temperature_unit", foodtruck.TemperatureUnit, ("FOODTRUCK_TEMPERATURE_UNIT_",)),
    ("foodtruck_weather_source", foodtruck.WeatherSource, ("FOODTRUCK_WEATHER_SOURCE_",)),
    ("foodtruck_rain_outlook", foodtruck.RainOutlook, ("FOODTRUCK_RAIN_OUTLOOK_",)),
    ("foodtruck_weather_text_kind", foodtruck.WeatherText, ("FOODTRUCK_WEATHER_TEXT_",)),
    ("foodtruck_activity_state", foodtruck.ActivityState, ("FOODTRUCK_ACTIVITY_",)),
    ("foodtruck_dismissal_policy", foodtruck.DismissalPolicy, ("FOODTRUCK_DISMISS_",)),
    ("foodtruck_activity_text_slot", foodtruck.ActivityTextSlot, ("FOODTRUCK_TEXT_",)),
    ("foodtruck_event_kind", foodtruck.EventKind, ("FOODTRUCK_EVENT_",)),
    ("foodtruck_horizontal_alignment", foodtruck.HorizontalAlignment, ("FOODTRUCK_ALIGN_",)),
    ("foodtruck_vertical_alignment", foodtruck.VerticalAlignment, ("FOODTRUCK_ALIGN_",)),
    ("foodtruck_chart_kind", foodtruck.ChartKind, ("FOODTRUCK_CHART_",)),
    ("foodtruck_panel", foodtruck.Panel, ("FOODTRUCK_PANEL_",)),
    ("foodtruck_navigation_label", foodtruck.NavigationLabel, ("FOODTRUCK_NAVIGATION_LABEL_",)),
    ("foodtruck_sidebar_section", foodtruck.SidebarSection, ("FOODTRUCK_SECTION_",)),
    ("foodtruck_step_kind", foodtruck.StepKind, ("FOODTRUCK_STEP_",)),
    ("foodtruck_truck_card", foodtruck.TruckCard, ("FOODTRUCK_CARD_",)),
    ("foodtruck_account_state", foodtruck.AccountState, ("FOODTRUCK_ACCOUNT_",)),
    ("foodtruck_account_failure", foodtruck.AccountFailure, ("FOODTRUCK_ACCOUNT_",)),
    ("foodtruck_account_label", foodtruck.AccountLabel, ("FOODTRUCK_ACCOUNT_LABEL_",)),
    ("foodtruck_widget_kind", foodtruck.WidgetKind, ("FOODTRUCK_WIDGET_",)),
    ("foodtruck_widget_family", foodtruck.WidgetFamily, ("FOODTRUCK_FAMILY_",)),
    ("foodtruck_reload_policy", foodtruck.ReloadPolicy, ("FOODTRUCK_RELOAD_",)),
    ("foodtruck_feed_topic", foodtruck.FeedTopic, ("FOODTRUCK_FEED_TOPIC_",)),
    ("foodtruck_feed_tag_kind", foodtruck.FeedTagKind, ("FOODTRUCK_FEED_TAG_",)),
    ("foodtruck_feed_author", foodtruck.FeedAuthor, ("FOODTRUCK_FEED_AUTHOR_",)),
    ("foodtruck_feed_media", foodtruck.FeedMedia, ("FOODTRUCK_FEED_MEDIA_",)),
    ("foodtruck_feed_section", foodtruck.FeedSection, ("FOODTRUCK_FEED_SECTION_",)),
    ("foodtruck_store_product", foodtruck.StoreProduct, ("FOODTRUCK_STORE_",)),
    ("foodtruck_currency", foodtruck.Currency, ("FOODTRUCK_CURRENCY_",)),
    ("foodtruck_store_period", foodtruck.StorePeriod, ("FOODTRUCK_STORE_PERIOD_",)),
    ("foodtruck_offer_payment", foodtruck.OfferPayment, ("FOODTRUCK_OFFER_",)),
    ("foodtruck_renewal_state", foodtruck.RenewalState, ("FOODTRUCK_RENEWAL_",)),
    ("foodtruck_store_setting_kind", foodtruck.StoreSetting, ("FOODTRUCK_STORE_",)),
    ("foodtruck_purchase_outcome", foodtruck.PurchaseOutcome, ("FOODTRUCK_PURCHASE_",)),
    ("foodtruck_store_action", foodtruck.StoreAction, ("FOODTRUCK_STORE_ACTION_",)),
    ("foodtruck_purchase_button", foodtruck.PurchaseButton, ("FOODTRUCK_PURCHASE_BUTTON_",)),
    ("foodtruck_store_product_text_kind", foodtruck.StoreProductTextKind,
     ("FOODTRUCK_STORE_PRODUCT_",)),
    ("foodtruck_store_text_kind", foodtruck.StoreTextKind, ("FOODTRUCK_STORE_TEXT_",)),
]


def test_every_header_enum_is_mirrored(parsed_header):
    assert sorted(parsed_header.enums) == sorted(name for name, _, _ in ENUMS)


@pytest.mark.parametrize("c_name,py_enum,prefixes", ENUMS, ids=[e[0] for e in ENUMS])
def test_enum_values_match_header(parsed_header, c_name, py_enum, prefixes):
    def short(name):
        for prefix in prefixes:
            if name.startswith(prefix):
                return name[len(prefix):]
        raise AssertionError(name)

    expected = {short(k): v for k, v in parsed_header.enums[c_name].values.items()}
    assert {m.name: m.value for m in py_enum} == expected


#: Every #define of the header -> the binding's value for it.
CONSTANTS = {
    "FOODTRUCK_VERSION_MAJOR": _ffi.EXPECTED_MAJOR,
    "FOODTRUCK_VERSION_MINOR": int(foodtruck.version().split(".")[1]),
    "FOODTRUCK_VERSION_PATCH": int(foodtruck.version().split(".")[2]),
    "FOODTRUCK_VERSION_NUMBER": foodtruck.version_number(),
    "FOODTRUCK_VERSION_STRING": foodtruck.version(),
    "FOODTRUCK_FLAVOR_COUNT": len(foodtruck.Flavor),
    "FOODTRUCK_NO_INGREDIENT": foodtruck.NO_INGREDIENT,
    "FOODTRUCK_CATALOG_DONUT_COUNT": foodtruck.CATALOG_DONUT_COUNT,
    "FOODTRUCK_SEARCH_MAX_BYTES": foodtruck.SEARCH_MAX_BYTES,
    "FOODTRUCK_DONUT_NAME_MAX_CHARACTERS": foodtruck.DONUT_NAME_MAX_CHARACTERS,
    "FOODTRUCK_DONUT_NAME_MAX_BYTES": foodtruck.DONUT_NAME_MAX_BYTES,
    "FOODTRUCK_EVENT_QUEUE_CAPACITY": foodtruck.EVENT_QUEUE_CAPACITY,
    "FOODTRUCK_DEEP_LINK_MAX_BYTES": foodtruck.DEEP_LINK_MAX_BYTES,
    "FOODTRUCK_NAVIGATION_SAVED_MAX_BYTES": foodtruck.NAVIGATION_SAVED_MAX_BYTES,
    "FOODTRUCK_WEATHER_MAX_MINUTES": foodtruck.WEATHER_MAX_MINUTES,
    "FOODTRUCK_WEATHER_MAX_HOURS": foodtruck.WEATHER_MAX_HOURS,
    "FOODTRUCK_WEATHER_LEGAL_PAGE_MAX_BYTES": foodtruck.WEATHER_LEGAL_PAGE_MAX_BYTES,
    "FOODTRUCK_ORDER_STATUS_ALL": foodtruck.ALL_STATUSES,
    "FOODTRUCK_ORDER_STATUS_INCOMPLETE": foodtruck.INCOMPLETE_STATUSES,
    "FOODTRUCK_NO_TIME": foodtruck.NO_TIME,
    "FOODTRUCK_WEEKEND_DEFAULT": sum(1 << day for day in foodtruck.WEEKEND_DEFAULT),
    "FOODTRUCK_UNSPECIFIED": foodtruck.UNSPECIFIED,
    "FOODTRUCK_ACCOUNT_USE_PASSKEY_DEFAULT": int(foodtruck.account.USE_PASSKEY_DEFAULT),
    "FOODTRUCK_ACCOUNT_USER_NAME_MAX_CHARACTERS": foodtruck.account.USER_NAME_MAX_CHARACTERS,
    "FOODTRUCK_ACCOUNT_USER_NAME_MAX_BYTES": foodtruck.account.USER_NAME_MAX_BYTES,
    "FOODTRUCK_ACCOUNT_PASSWORD_MAX_BYTES": foodtruck.account.PASSWORD_MAX_BYTES,
    "FOODTRUCK_ACCOUNT_RELYING_PARTY_MAX_BYTES": foodtruck.account.RELYING_PARTY_MAX_BYTES,
    "FOODTRUCK_ACCOUNT_CHALLENGE_MIN_BYTES": foodtruck.account.CHALLENGE_MIN_BYTES,
    "FOODTRUCK_ACCOUNT_CHALLENGE_MAX_BYTES": foodtruck.account.CHALLENGE_MAX_BYTES,
    "FOODTRUCK_NO_TRANSACTION": foodtruck.NO_TRANSACTION,
    "FOODTRUCK_PATH_MAX_BYTES": foodtruck.PATH_MAX_BYTES,
    "FOODTRUCK_ORDER_MAX_LINES": foodtruck.orders.ORDER_MAX_LINES,
    "FOODTRUCK_TIMER_MAX_SECONDS": foodtruck.timers.TIMER_MAX_SECONDS,
    "FOODTRUCK_ACTIVITY_MAX_LIMIT": foodtruck.activities.ACTIVITY_MAX_LIMIT,
    "FOODTRUCK_WIDGET_MAX_QUOTA": foodtruck.widgets.WIDGET_MAX_QUOTA,
}


def test_every_constant_is_mirrored(parsed_header):
    assert sorted(parsed_header.defines) == sorted(CONSTANTS)
    assert sorted(parsed_header.macros) == ["FOODTRUCK_ORDER_STATUS_BIT", "FOODTRUCK_WEEKDAY_BIT"]


@pytest.mark.parametrize("name", sorted(CONSTANTS))
def test_constant_matches_header(parsed_header, name):
    assert CONSTANTS[name] == parsed_header.defines[name]


def test_constants_match_header(parsed_header):
    defines = parsed_header.defines
    assert foodtruck.NO_INGREDIENT == defines["FOODTRUCK_NO_INGREDIENT"] == -1
    assert foodtruck.CATALOG_DONUT_COUNT == defines["FOODTRUCK_CATALOG_DONUT_COUNT"] == 17
    assert len(foodtruck.Flavor) == defines["FOODTRUCK_FLAVOR_COUNT"] == 6
    assert _ffi.EXPECTED_MAJOR == defines["FOODTRUCK_VERSION_MAJOR"]
    assert _ffi.MINIMUM_VERSION_NUMBER <= defines["FOODTRUCK_VERSION_NUMBER"]
    assert foodtruck.NO_TIME == defines["FOODTRUCK_NO_TIME"] == -(2**63)
    assert foodtruck.UNSPECIFIED == defines["FOODTRUCK_UNSPECIFIED"] == -1.0
    assert isinstance(defines["FOODTRUCK_UNSPECIFIED"], float)


def test_bit_macros_match_header(parsed_header):
    """FOODTRUCK_ORDER_STATUS_BIT(s) == status_bit(s); FOODTRUCK_WEEKDAY_BIT(d) is the weekend mask bit."""
    for status in foodtruck.OrderStatus:
        expression = "FOODTRUCK_ORDER_STATUS_BIT(%d)" % status
        assert header.evaluate(expression, parsed_header) == foodtruck.status_bit(status)
    all_bits = "|".join("FOODTRUCK_ORDER_STATUS_BIT(%d)" % s for s in foodtruck.OrderStatus)
    assert header.evaluate(all_bits, parsed_header) == foodtruck.ALL_STATUSES
    assert foodtruck.status_mask(foodtruck.OrderStatus) == foodtruck.ALL_STATUSES
    incomplete = set(foodtruck.OrderStatus) - {foodtruck.OrderStatus.COMPLETED}
    assert foodtruck.status_mask(incomplete) == foodtruck.INCOMPLETE_STATUSES
    for day in foodtruck.Weekday:
        assert header.evaluate("FOODTRUCK_WEEKDAY_BIT(%d)" % day, parsed_header) == 1 << day
    assert [d.name for d in foodtruck.Weekday][:1] == ["SUNDAY"] and len(foodtruck.Weekday) == 7


class RecordingLibrary:
    """Stands in for _ffi.lib and records which foodtruck_* functions are called through it."""

    def __init__(self, library):
        self._library = library
        self.called = set()

    def __getattr__(self, name):
        function = getattr(self._library, name)

        def call(*args):
            self.called.add(name)
            return function(*args)

        return call


def test_pythonic_api_reaches_every_function(parsed_header, monkeypatch, tmp_path):
    """Every exported function is called at least once through the public Python API."""
    recorder = RecordingLibrary(_ffi.lib)
    monkeypatch.setattr(_ffi, "lib", recorder)
    F, K = foodtruck.Flavor, foodtruck.IngredientKind
    assert foodtruck.version() == foodtruck.__version__
    assert foodtruck.version_number() == parsed_header.defines["FOODTRUCK_VERSION_NUMBER"]
    assert foodtruck.status_string(foodtruck.Status.NOT_FOUND) == "FOODTRUCK_ERR_NOT_FOUND"
    assert foodtruck.most_potent(foodtruck.FlavorProfile(sour=2)) == (F.SOUR, 2)
    assert foodtruck.ingredient_count(K.TOPPING) == 24
    assert foodtruck.ingredient_flavors(K.DOUGH, 4) == foodtruck.FlavorProfile(1, 1, 1, 0, 2, 0)
    assert foodtruck.ingredient_slug(K.DOUGH, 4) == "dough/plain"
    assert foodtruck.ingredient_image_key(K.DOUGH, 4) == "plain"
    with foodtruck.Truck() as truck:
        truck.locale = foodtruck.Locale.EN
        assert truck.locale is foodtruck.Locale.EN and truck.is_right_to_left is False
        assert truck.flavor_name(F.SPICY) == "Spicy"
        assert truck.ingredient_name(K.GLAZE, 1) == "Chocolate Glaze"
        assert truck.donut_count() == 17 and truck.donut(3).dough == 1
        assert truck.donut_name(3) == "Cosmos"
        assert truck.search("cosmos") == [3]
        assert truck.sort_by_name()[0] == 14
        assert truck.sort_by_flavor(F.SPICY)[0] == 13
        assert truck.donut_template().id == 17 and truck.donut_template_name() == "New Donut"
        new_id = truck.create_donut("Probe", 0)
        truck.edit_donut(new_id, "Probe 2", 1)
        with pytest.raises(foodtruck.NotFoundError):
            truck.donut(99)  # reaches foodtruck_last_error
        # Truck settings, simulation
        truck.utc_offset = -480
        assert truck.utc_offset == -480
        truck.weekend_days = {foodtruck.Weekday.FRIDAY}
        assert truck.weekend_days == {foodtruck.Weekday.FRIDAY}
        truck.price_cents = 600
        assert truck.price_cents == 600
        now = 1_700_000_000_000
        assert truck.read_only is False
        assert truck.status_text(foodtruck.Status.BUSY) == "The session is open in another window."
        with foodtruck.Truck.open(tmp_path / "truck.session") as kept:
            kept.price_cents = 601
        with foodtruck.Truck.open(tmp_path / "truck.session") as kept:
            assert kept.price_cents == 601
        with foodtruck.Truck() as simulated:
            simulated.simulate(1, now, stream_limit=3)
            assert now + 3_000 <= simulated.next_due <= now + 8_000  # the first live order
            assert simulated.tick(now + 60_000) == 3
            assert simulated.next_due is None
        # Orders
        T, S, A = foodtruck.Timeframe, foodtruck.OrderStatus, foodtruck.OrderAction
        number = truck.place_order({3: 2}, now)
        assert truck.order(number).total_cents == 1200
        assert truck.order_display_id(number) == "Order#1201"
        assert truck.order_short_id(number) == "1201"
        assert truck.order_date_text(number, now) == "Today, 2:13 PM"  # at UTC-8
        truck.apply(number, A.PREPARE, now + 1)
        assert truck.advance(number, now + 2) is S.READY
        assert truck.order_count(foodtruck.ALL_STATUSES, "cosmos") == 1
        assert truck.orders(sort=foodtruck.OrderSort.TOTAL, descending=True) == [number]
        assert truck.status_name(S.READY) == "Ready"
        assert truck.sort_name(foodtruck.OrderSort.STATUS) == "Status"
        assert truck.action_title(A.COMPLETE) == "Complete"
        # Sales
        assert truck.sort_by_popularity(T.TODAY, now=now)[0] == 3
        assert truck.sales_by_donut(T.TODAY, now=now)[3] == 2
        assert truck.top(1, T.WEEK, now=now) == [(3, 2)]
        assert truck.total_sales(T.MONTH, foodtruck.City.CUPERTINO, now=now) == 2
        assert len(truck.sales_series(T.YEAR, now=now)) == 12
        assert truck.timeframe_name(T.WEEK) == "This Week"
        # Cities
        C = foodtruck.City
        assert truck.city_name(C.LONDON) == "London"
        assert foodtruck.city_slug(C.SAN_FRANCISCO) == "san-francisco"
        assert foodtruck.parking_spot_count(C.LONDON) == 6
        assert foodtruck.parking_spot(C.LONDON, 5).camera_distance == 1000.0
        assert foodtruck.parking_spot_slug(C.CUPERTINO, 1) == "infinite-loop"
        assert truck.parking_spot_name(C.SAN_FRANCISCO, 3) == "Golden Gate Bridge"
        assert foodtruck.showcase_camera(C.CUPERTINO, 0, 0, 675).distance == 1375.0
        assert truck.city is C.CUPERTINO and truck.parking_spot.index == 0
        truck.city = C.LONDON
        truck.parking_spot = 2
        assert truck.parking_spot == foodtruck.parking_spot(C.LONDON, 2)
        truck.city = C.CUPERTINO
        # Weather
        W, WT = foodtruck.WeatherCondition, foodtruck.WeatherText
        assert foodtruck.condition_symbol(W.CLEAR) == "sun.max"
        assert truck.condition_name(W.MOSTLY_CLEAR) == "Mostly Clear"
        assert foodtruck.badge_count(100, 40, 30, 30, 0) == 3
        truck.set_city_weather(C.CUPERTINO, [None, foodtruck.SpotWeather(W.HAIL, 1, 0, [0.5])])
        assert truck.city_weather(C.CUPERTINO).shown_spot == 1
        assert truck.weather_text(C.CUPERTINO, WT.RAIN) == "Will rain soon..."
        truck.set_weather_legal_page("https://example.com/legal")
        assert truck.weather_text(C.CUPERTINO, WT.ATTRIBUTION_LINK) == "https://example.com/legal"
        truck.temperature_unit = foodtruck.TemperatureUnit.CELSIUS
        assert truck.temperature_unit is foodtruck.TemperatureUnit.CELSIUS
        assert truck.temperature_text(-3.5) == "-4°C"
        truck.temperature_unit = foodtruck.TemperatureUnit.FAHRENHEIT
        truck.set_forecast([])
        # Truck additions, timers, activities, events, navigation
        AS, Slot = foodtruck.ActivityState, foodtruck.ActivityTextSlot
        truck.timer_duration = 30
        assert truck.timer_duration == 30
        truck.activity_limit = 10
        seen = []
        truck.on_event(seen.append)  # the events so far are delivered at once
        assert [e.kind for e in seen[:1]] == [foodtruck.EventKind.ORDER_PLACED]
        truck.on_event(None)
        assert truck.dropped_events == 0 and truck.poll_events() == []
        assert truck.timer(number, now + 1).remaining_ms == 60_000
        assert truck.countdown_text(number, now + 1) == "1:00"
        assert truck.countdown_next_change(number, now + 1) == now + 1001
        activity_id = truck.activity_for_order(number)
        assert truck.activity(activity_id).state is AS.ACTIVE
        assert truck.activities() == [activity_id] and truck.island() == (activity_id, None)
        assert truck.activity_text(activity_id, Slot.LOCK_DONUTS, now) == "2 donuts"
        truck.update_activity(activity_id, now, now + 30_000, 0.5, now + 3)
        truck.end_activity(activity_id, foodtruck.DismissalPolicy.IMMEDIATE, now=now + 4)
        other = truck.place_order({0: 1}, now + 5)
        assert truck.request_activity(other, now + 5, now + 35_000, 1.0, now + 5) > activity_id
        assert truck.lock_screen() == truck.activities()
        truck.set_activities_enabled(False, now + 6)
        truck.apply(number, A.COMPLETE, now + 7)
        assert truck.sheet_text(number, foodtruck.OrderSheetSlot.DONE, now + 7) == "Done"
        assert truck.clock_text(now) == "14:13:20"  # at UTC-8
        assert truck.number_text(15) == "15"
        assert truck.event_name(foodtruck.EventKind.ACTIVITY_STALE) == "activity stale"
        assert truck.event_explanation(foodtruck.EventKind.ACTIVITY_ENDED) == "its live activity ended"
        assert truck.deep_link(number) == "foodtruck://order/1201"
        assert truck.parse_deep_link("foodtruck://order/1201") == number
        # Layout (module functions) and charts
        Rect = foodtruck.Rect
        assert foodtruck.diagonal_stack_size() == (60.0, 60.0)
        assert foodtruck.diagonal_stack(1, (0, 0, 60, 60)) == [Rect(0, 0, 60, 60)]
        assert foodtruck.flow([(30, 10)], 100) == ([Rect(0, 0, 30, 10)], (30, 10))
        assert foodtruck.hero_tiling(1, (0, 0, 210, 100)) == [Rect(0, 0, 100, 100)]
        assert foodtruck.donut_lattice(1, (0, 0, 500, 300)) == [Rect(5, 5, 90, 90)]
        assert foodtruck.is_compact(399) is True
        assert foodtruck.gallery_grid(390).reduced is True
        assert [s.filled for s in foodtruck.segmented_gauge(1, 2, 100)] == [True, False]
        assert foodtruck.nice_ticks(0, 100) == [0.0, 50.0, 100.0]
        assert [bar.donut_id for bar in truck.top_sales_bars(T.TODAY, now)][-1] == 3
        assert truck.chart_total(foodtruck.ChartKind.TOP_SALES, T.TODAY, now) == sum(
            bar.sales for bar in truck.top_sales_bars(T.TODAY, now))
        assert truck.chart_timeframe_name(foodtruck.ChartKind.SALES_HISTORY, T.WEEK) == "2 Weeks"
        assert truck.donut_count_text(2) == "2 donuts"
        assert truck.ingredient_kind_name(foodtruck.IngredientKind.GLAZE) == "Glaze"
        assert truck.card_title(foodtruck.TruckCard.NEW_ORDERS) == "New Orders"
        assert truck.step_title(foodtruck.Step.new_donut()) == "New Donut"
        assert len(truck.date_ticks(T.WEEK, now)) == 7
        assert truck.date_label(T.YEAR, now) == "Nov"
        assert truck.forecast(now)[1] == 53 and len(truck.forecast_nights(now)) == 1
        assert len(truck.forecast_ticks(now)) in (8, 9)
        assert truck.svg_donut(0, 40).startswith("<?xml")
        assert "Total Sales" in truck.svg_chart(foodtruck.ChartKind.TOP_SALES, T.WEEK, now, 400,
                                                300)
        # Navigation
        P, Step = foodtruck.Panel, foodtruck.Step
        assert len(foodtruck.sidebar()) == 10 and foodtruck.panel_symbol(P.TOP_FIVE) == "trophy"
        assert foodtruck.panel_link(P.ORDERS) == "foodtruck://panel/orders"
        assert truck.sidebar_title == "Food Truck" and truck.panel_title(P.ORDERS) == "Orders"
        assert truck.navigation_text(foodtruck.NavigationLabel.KEY_QUIT) == "Quit"
        assert truck.section_title(foodtruck.SidebarSection.CITIES) == "Cities"
        truck.selection = P.DONUTS
        truck.push(Step.new_donut())
        assert truck.selection is P.DONUTS and truck.path == [Step.new_donut()]
        assert truck.save_navigation() == "donuts>new-donut"
        truck.pop()
        truck.restore_navigation("truck")
        truck.open_card(foodtruck.TruckCard.DONUTS, 800)
        truck.open_link("foodtruck://city/london")
        assert truck.selection is P.CITY_LONDON
        # Account
        AcS, AcF = foodtruck.AccountState, foodtruck.AccountFailure
        assert truck.account_state is AcS.SIGNED_OUT and truck.relying_party == "example.com"
        assert foodtruck.sign_up_valid("Ada") is True
        assert truck.account_text(foodtruck.AccountLabel.SIGN_IN) == "Sign In"
        assert truck.account_failure_text(AcF.CANCELLED) == ""
        truck.relying_party = "trucks.example"
        truck.sign_in(b"0123456789abcdef")
        assert truck.account_challenge == b"0123456789abcdef"
        truck.request_failed(AcF.UNKNOWN_RESULT)
        assert truck.account_screen.failure is AcF.UNKNOWN_RESULT
        truck.sign_in(b"0123456789abcdef")
        truck.password_returned("Ada")
        truck.sign_out()
        truck.confirm_sign_out(True)
        truck.sign_in(b"0123456789abcdef")
        truck.passkey_asserted("Ada".encode())
        truck.sign_out()
        truck.confirm_sign_out(True)
        truck.sign_up_with_passkey("Ada", b"0123456789abcdef")
        truck.passkey_registered()
        assert truck.account_user_name == "Ada"
        truck.sign_out()
        truck.confirm_sign_out(True)
        truck.sign_up_with_password("Ada", "pw")
        # Widgets
        W, Fam = foodtruck.WidgetKind, foodtruck.WidgetFamily
        assert truck.widget_name(W.DAILY_DONUT) == "Daily Donut"
        assert truck.widget_description(W.ORDERS).startswith("Information about")
        assert foodtruck.widget_families(W.PARKING_SPOT)[0] is Fam.ACCESSORY_RECTANGULAR
        assert foodtruck.shows_trend(Fam.MEDIUM) is True
        assert truck.widget_timeline(W.PARKING_SPOT, now).reload_at is None
        assert len(truck.daily_donut_widget(now)) == 5
        assert len(truck.donut_trend(3, now)) == 7
        truck.widget_quota = 30
        assert truck.widget_quota == 30 and truck.orders_widget(now).quota == 30
        assert truck.orders_widget_text(Fam.ACCESSORY_CIRCULAR, now).isdigit()
        assert truck.parking_spot_widget(now).spot == truck.parking_spot
        assert truck.city_abbreviation(C.SAN_FRANCISCO) == "SF"
        # Feed
        Sec, Tag = foodtruck.FeedSection, foodtruck.FeedTag
        assert foodtruck.feed_sections(True, True) == [Sec.HIGHLIGHTED, Sec.POSTS]
        highlighted = foodtruck.feed_posts(1, now, Sec.HIGHLIGHTED, True, True)
        assert [p.id for p in highlighted] == [7, 8, 9]
        assert foodtruck.post_tags(0) == [Tag.donut(0), Tag.city(C.LONDON)]
        assert len(foodtruck.trending_tags()) == 16
        assert truck.feed_title(True) == "Social Feed+"
        assert truck.feed_section_title(Sec.POSTS) == "Posts"
        assert truck.post_message(4) == "I just spotted the food truck in Cupertino!"
        assert truck.author_name(foodtruck.FeedAuthor.SAM) == "Sam"
        assert truck.tag_title(Tag.topic(foodtruck.FeedTopic.CARROTS)) == "Carrots"
        assert truck.feed_date_text(now, now).startswith("Today, ")
        assert [p.id for p in truck.feed_filter(1, now, Tag.city(C.LONDON), False)] == [0]
        # Store
        SP, ST = foodtruck.StoreProduct, foodtruck.StoreSetting
        truck.set_store_setting(ST.HIGHLIGHT_PLUS_POSTS, True)
        assert truck.store_setting(ST.HIGHLIGHT_PLUS_POSTS) is True
        truck.set_store_prices([(SP.MONTHLY_PLAN, 499, foodtruck.Currency.USD)])
        assert truck.store_product_info(SP.YEARLY_PLAN).price_cents == 4999
        assert truck.store_product_text(SP.YEARLY_PLAN, foodtruck.StoreProductTextKind.SAVINGS) \
            == "$4.17/month (Save 16.5%)"
        truck.set_store_transactions([foodtruck.StoreTransaction(7, SP.ANNUAL_HISTORY, 0)])
        truck.set_store_subscriptions([])
        assert truck.store_entitlements(now).history_unlocked is True
        assert truck.is_social_feed_plus_active(now) is True
        truck.select_store_plan(SP.YEARLY_PLAN)
        assert truck.store_sheet.selection is SP.YEARLY_PLAN
        S, A = foodtruck.PurchaseOutcome, foodtruck.StoreAction
        assert foodtruck.purchase_action(SP.MONTHLY_PLAN, S.SUCCESS) is A.DISMISS
        assert foodtruck.refund_action(S.CANCELLED) is A.NONE
        assert [row.transaction_id for row in truck.refund_rows(now)] == [7]
        truck.select_refund(now, 7)
        assert truck.refund_subtitle(7, now).startswith("Purchased ")
        truck.defer_store_messages(1, False)
        assert truck.store_message_arrived(5) is False
        assert truck.take_store_messages() == []
        assert truck.store_text(foodtruck.StoreTextKind.UNLOCK_BUTTON, now) == "Unlock"
    assert sorted(set(parsed_header.functions) - recorder.called) == []


def test_public_enums_are_the_generated_ones(parsed_header):
    """foodtruck.Flavor, foodtruck.OrderStatus, ... are the IntEnums generated into _capi.py
    (one per header enum, no hand-written duplicate), and the structs _ffi hands out are the
    generated ones."""
    from foodtruck import _capi

    for c_name, py_enum, _ in ENUMS:
        assert py_enum is getattr(_capi, py_enum.__name__), c_name
        assert getattr(_capi, c_name) is c_int
    for name in STRUCTS:
        assert getattr(_ffi, name) is getattr(_capi, name)
    assert _ffi.SIGNATURES is _capi.SIGNATURES
