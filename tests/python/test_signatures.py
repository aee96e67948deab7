# SPDX-License-Identifier: Apache-2.0
"""The binding's declarations against include/foodtruck.h: the same functions, with argtypes
and restype matching the C types, and structs, enums and constants mirrored exactly."""

import ast
import ctypes
import inspect
import os
import re
import shutil
import subprocess
import types
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
import gen_python
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


def test_the_data_objects_are_the_constants_they_stand_for(parsed_header):
    # The two constants cffi's ABI mode cannot read from a #define, as data in the library.
    data = re.findall(r"\bextern const (\w+) (foodtruck_\w+);", parsed_header.text)
    assert data == [("int64_t", "foodtruck_no_time"), ("double", "foodtruck_unspecified")]
    assert ctypes.c_int64.in_dll(_ffi.lib, "foodtruck_no_time").value == -(2**63)
    assert ctypes.c_double.in_dll(_ffi.lib, "foodtruck_unspecified").value == -1.0


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
    externs = re.findall(r"\bextern\s+(?!\"C\")(?!const \w+ foodtruck_\w+;)", parsed_header.text)
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
    ("foodtruck_digits", foodtruck.Digits, ("FOODTRUCK_DIGITS_",)),
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
    ("foodtruck_chart_item_kind", foodtruck.ChartItemKind, ("FOODTRUCK_CHART_ITEM_",)),
    ("foodtruck_text_alignment", foodtruck.TextAlignment, ("FOODTRUCK_TEXT_",)),
    ("foodtruck_icon", foodtruck.Icon, ("FOODTRUCK_ICON_",)),
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


def hand_written_calls():
    """The foodtruck_* functions the hand-written modules of the binding call by name: a string
    that is exactly a function name (_ffi.call("foodtruck_x", ...), read_text, read_array,
    call_in_frame) or an attribute of the raw library (_ffi.lib.foodtruck_x)."""
    package = os.path.dirname(foodtruck.__file__)
    generated = {os.path.basename(rel) for rel in gen_python.generate(header.parse())}
    names = {}
    for file in sorted(os.listdir(package)):
        if not file.endswith(".py") or file in generated or file == "_capi.py":
            continue
        with open(os.path.join(package, file), encoding="utf-8") as f:
            tree = ast.parse(f.read())
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                name = node.value
            elif isinstance(node, ast.Attribute):
                name = node.attr
            else:
                continue
            if re.fullmatch(r"foodtruck_\w+", name):
                names.setdefault(name, file)
    return names


def test_pythonic_api_reaches_every_function(parsed_header):
    """Every function of the header is reached by the Pythonic API: by a method that
    tools/gen_python.py generates (standard shapes), or by hand-written code that calls it by
    name; never by both (a generated method is not written a second time by hand)."""
    generated = gen_python.generated_methods(parsed_header)
    for c_name, method in generated.items():
        assert callable(getattr(foodtruck.Truck, method, None)), (c_name, method)
    hand = {name: file for name, file in hand_written_calls().items() if name in parsed_header.functions}
    assert sorted(set(parsed_header.functions) - set(generated) - set(hand)) == []
    assert sorted(set(generated) & set(hand)) == []
    assert sorted(gen_python.HAND - set(hand)) == []  # HAND names only hand-written functions


def test_generated_methods_call_their_function(parsed_header, monkeypatch):
    """Each generated method calls the very function it was generated from (by name, through
    _ffi), with the handle first and its arguments in the header's order."""
    calls = []

    def record(kind):
        def call(name, *args, **kwargs):
            calls.append((kind, name, args))
            raise StopIteration  # no library call: the arguments are what is checked
        return call

    for kind in ("call", "read_handle_value", "read_value", "read_text", "read_array"):
        monkeypatch.setattr(_ffi, kind, record(kind))
    truck = types.SimpleNamespace(_handle="handle")  # what a generated method reads of self
    for c_name, method in gen_python.generated_methods(parsed_header).items():
        function = parsed_header.functions[c_name]
        unbound = getattr(foodtruck.Truck, method)
        values = list(range(1, len(inspect.signature(unbound).parameters)))
        calls.clear()
        with pytest.raises(StopIteration):
            unbound(truck, *values)
        kind, name, args = calls[0]
        shape = gen_python.shape(function)
        readers = {"text": "read_text", "array": "read_array",
                   "value": "read_value" if values else "read_handle_value"}
        assert kind == readers.get(shape, "call"), c_name
        assert name == c_name
        args = args[1:] if shape in ("array", "value") else args  # the element type first
        assert args[0] == "handle" and list(args[1:1 + len(values)]) == values, c_name


def test_handle_getters_name_functions_of_their_shape():
    """_ffi.read_handle_value() and _ffi.handle_property() check no integer argument: every
    function the binding reads with them takes the handle and the out-value only,
    (foodtruck_truck *, T *value_out), and is called with the T it points to."""
    package = os.path.dirname(foodtruck.__file__)
    uses = []
    for file in sorted(os.listdir(package)):
        if file.endswith(".py"):
            with open(os.path.join(package, file), encoding="utf-8") as f:
                tree = ast.parse(f.read())
            uses += [(file, node) for node in ast.walk(tree)
                     if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                     and node.func.attr in ("read_handle_value", "handle_property")]
    assert len(uses) >= 16  # the session's settings and counts
    for file, node in uses:
        name, ctype = node.args[0].value, getattr(ctypes, node.args[1].id)
        restype, argtypes = _ffi.SIGNATURES[name]
        assert argtypes == [_ffi.TruckPtr, POINTER(ctype)], (file, name)
        if node.func.attr == "read_handle_value":
            handle = node.args[2]
            assert isinstance(handle, ast.Attribute) and handle.attr == "_handle", (file, name)


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
