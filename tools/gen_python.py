# SPDX-License-Identifier: Apache-2.0
"""The Pythonic methods of the standard shapes, generated from the API model into one mixin
module per area, bindings/python/foodtruck/_<area>_methods.py (class <Area>Methods), which the
area's hand-written mixin (CatalogMixin, ...; Truck itself for the Truck area) inherits.

A function has a standard shape when it takes the truck handle first, then only plain values
(enums, instants, ids, counts, numbers, bools), and gives one of:
  text    a text buffer triple last            -> str           (_ffi.read_text)
  array   an array triple of integers last     -> List[int]     (_ffi.read_array)
  value   one integer, bool or double out last -> int/bool/float (_ffi.read_handle_value when
                                                the handle is its only input, else read_value)
  change  nothing out                          -> None          (_ffi.call)
Its method is named after the C function without "foodtruck_" (PY_NAMES says where the Python
name differs), takes the C parameters' names (PY_PARAMS says where they differ) and its
docstring is the header's description. A function of a standard shape whose method carries
more meaning (a conversion, a default, a property) is in HAND and stays hand-written.
"""

import os
from typing import Dict, List

from api_model import REGENERATE, Api, Function, Param
from gen_text import _camel, _py_doc

PACKAGE = os.path.join("bindings", "python", "foodtruck")

#: C function -> its Python method's name, where it is not the C name without "foodtruck_".
PY_NAMES = {
    "foodtruck_account_passkey_registered": "passkey_registered",
    "foodtruck_account_request_failed": "request_failed",
    "foodtruck_account_sign_out": "sign_out",
    "foodtruck_activity_list": "activities",
    "foodtruck_activity_lock_screen": "lock_screen",
    "foodtruck_activity_request": "request_activity",
    "foodtruck_activity_update": "update_activity",
    "foodtruck_chart_date_label": "date_label",
    "foodtruck_chart_forecast_ticks": "forecast_ticks",
    "foodtruck_deep_link_for_order": "deep_link",
    "foodtruck_donut_sort_by_flavor": "sort_by_flavor",
    "foodtruck_donut_sort_by_name": "sort_by_name",
    "foodtruck_event_dropped": "dropped_events",
    "foodtruck_feed_author_name": "author_name",
    "foodtruck_feed_post_message": "post_message",
    "foodtruck_navigation_open_card": "open_card",
    "foodtruck_navigation_pop": "pop",
    "foodtruck_navigation_pop_to_root": "pop_to_root",
    "foodtruck_navigation_save": "save_navigation",
    "foodtruck_order_action_title": "action_title",
    "foodtruck_order_apply": "apply",
    "foodtruck_order_sheet_text": "sheet_text",
    "foodtruck_order_sort_name": "sort_name",
    "foodtruck_order_status_name": "status_name",
    "foodtruck_sidebar_section_title": "section_title",
    "foodtruck_store_defer_messages": "defer_store_messages",
    "foodtruck_store_select_plan": "select_store_plan",
    "foodtruck_store_set_setting": "set_store_setting",
    "foodtruck_store_social_feed_plus_active": "is_social_feed_plus_active",
    "foodtruck_timer_countdown_text": "countdown_text",
    "foodtruck_truck_card_title": "card_title",
    "foodtruck_weather_condition_name": "condition_name",
    "foodtruck_widget_city_abbreviation": "city_abbreviation",
}

#: C function -> {C parameter: Python parameter}, where the Python name differs.
PY_PARAMS = {
    "foodtruck_account_text": {"which": "label"},
    "foodtruck_activity_for_order": {"order_number": "number"},
    "foodtruck_activity_request": {"order_number": "order"},
    "foodtruck_activity_text": {"id": "activity_id"},
    "foodtruck_activity_update": {"id": "activity_id"},
    "foodtruck_navigation_text": {"which": "label"},
    "foodtruck_store_product_text": {"text": "kind"},
    "foodtruck_store_text": {"text": "kind"},
}

#: C function -> {Python parameter: annotation}, where it is not the one of its class: an enum
#: parameter the Python API annotates as a plain int, or by the name the package exports.
PY_ANNOTATIONS = {
    "foodtruck_account_failure_text": {"failure": "int"},
    "foodtruck_account_request_failed": {"failure": "int"},
    "foodtruck_account_text": {"label": "int"},
    "foodtruck_feed_author_name": {"author": "int"},
    "foodtruck_feed_section_title": {"section": "int"},
    "foodtruck_store_select_plan": {"plan": "int"},
    "foodtruck_store_set_setting": {"setting": "int"},
    "foodtruck_store_setting": {"setting": "int"},
    "foodtruck_store_product_text": {"product": "int", "kind": "int"},
    "foodtruck_store_text": {"kind": "int"},
    "foodtruck_weather_text": {"text": "WeatherText"},
}

#: Names the package exports an enum under, where not the enum's own: name -> the _capi name.
PY_ALIASES = {"WeatherText": "WeatherTextKind"}

#: Functions of a standard shape whose method stays hand-written, and why.
HAND = {
    # a property: the getter and setter pair reads as one attribute
    "foodtruck_truck_set_city", "foodtruck_navigation_select", "foodtruck_weather_set_unit",
    "foodtruck_truck_set_widget_quota", "foodtruck_truck_widget_quota",
    "foodtruck_truck_set_activities_enabled", "foodtruck_truck_set_activity_limit",
    "foodtruck_truck_set_locale", "foodtruck_truck_set_digits", "foodtruck_truck_set_parking_spot", "foodtruck_truck_set_price",
    "foodtruck_truck_price", "foodtruck_truck_set_timer_duration",
    "foodtruck_truck_timer_duration", "foodtruck_truck_set_utc_offset",
    "foodtruck_truck_utc_offset", "foodtruck_truck_set_weekend_days",
    "foodtruck_truck_weekend_days", "foodtruck_truck_is_read_only",
    "foodtruck_truck_is_right_to_left", "foodtruck_account_relying_party",
    "foodtruck_event_dropped", "foodtruck_sidebar_title", "foodtruck_account_user_name",
    # a conversion: NO_TIME to None, a set of weekdays, an id to an object, defaults of now
    "foodtruck_timer_countdown_next_change", "foodtruck_truck_next_due", "foodtruck_truck_latest_tick", "foodtruck_sales_by_donut",
    "foodtruck_sales_total", "foodtruck_store_select_refund", "foodtruck_store_refund_subtitle",
    "foodtruck_store_take_messages", "foodtruck_chart_date_ticks", "foodtruck_svg_chart",
    "foodtruck_donut_sort_by_popularity", "foodtruck_feed_title", "foodtruck_activity_end",
    "foodtruck_account_confirm_sign_out", "foodtruck_truck_clock_text",
    "foodtruck_truck_number_text", "foodtruck_truck_status_text", "foodtruck_truck_tick",
    "foodtruck_truck_simulate", "foodtruck_weather_temperature_text",
    "foodtruck_widget_orders_text",
    # the life of the handle itself (Truck.close)
    "foodtruck_truck_free",
}

_PLAIN = {"enum", "instant", "count", "id", "bool", "integer", "real", "mask"}
_CTYPES = {"int32_t": "c_int32", "int64_t": "c_int64", "size_t": "c_size_t",
           "uint32_t": "c_uint32", "uint64_t": "c_uint64", "bool": "c_bool", "double": "c_double"}
_VALUES = {"int32_t": "int", "int64_t": "int", "size_t": "int", "uint32_t": "int",
           "uint64_t": "int", "bool": "bool", "double": "float"}


def shape(function: Function) -> str:
    """"text", "array", "value" or "change" for a function of a standard shape, else ""."""
    params = function.params
    if function.ret != "foodtruck_status" or not params or params[0].cls != "handle":
        return ""
    rest, kind = params[1:], "change"
    if len(rest) >= 3 and rest[-3].cls == "text_out":
        rest, kind = rest[:-3], "text"
    elif len(rest) >= 3 and rest[-3].cls == "array_out" and rest[-3].target in _CTYPES:
        rest, kind = rest[:-3], "array"
    elif rest and rest[-1].cls == "out" and rest[-1].target in _CTYPES:
        rest, kind = rest[:-1], "value"
    return kind if all(p.cls in _PLAIN for p in rest) else ""


def generated_methods(api: Api) -> Dict[str, str]:
    """C function -> the name of its generated Python method, for every generated one."""
    return {name: method_name(name) for name, f in api.functions.items()
            if name not in HAND and shape(f)}


def method_name(c_name: str) -> str:
    return PY_NAMES.get(c_name, c_name[len("foodtruck_"):])


def _inputs(function: Function) -> List[Param]:
    kind = shape(function)
    rest = function.params[1:]
    return rest[:-3] if kind in ("text", "array") else rest[:-1] if kind == "value" else rest


def _annotation(param: Param) -> str:
    if param.cls == "enum":
        return _camel(param.target)
    return {"bool": "bool", "real": "float"}.get(param.cls, "int")


def _description(doc: str) -> str:
    """The doc comment's prose before its \\param lines and its Errors paragraph."""
    kept = []
    for paragraph in doc.split("\n\n"):
        if paragraph.startswith(("\\param", "\\returns", "Errors:")):
            continue
        kept.append(" ".join(paragraph.split()))
    return " ".join(kept)


def _method(function: Function, enums: set) -> List[str]:
    kind = shape(function)
    renames = PY_PARAMS.get(function.name, {})
    annotations = PY_ANNOTATIONS.get(function.name, {})
    names = [renames.get(p.name, p.name) for p in _inputs(function)]
    hints = [annotations.get(n, _annotation(p)) for n, p in zip(names, _inputs(function))]
    enums.update(h for h in hints if h not in ("int", "bool", "float"))
    args = ", ".join(["self"] + ["%s: %s" % pair for pair in zip(names, hints)])
    out_param = function.params[-3] if kind in ("text", "array") else function.params[-1]
    returns = {"text": "str", "array": "List[int]", "change": "None",
               "value": _VALUES.get(out_param.target, "")}[kind]
    call_args = ", ".join(["self._handle"] + names)
    lines = ["    def %s(%s) -> %s:" % (method_name(function.name), args, returns)]
    lines += _py_doc("%s (%s())" % (_description(function.doc), function.name), "        ")
    if kind == "text":
        lines.append('        return _ffi.read_text("%s", %s)' % (function.name, call_args))
    elif kind == "array":
        lines.append('        return _ffi.read_array("%s", %s, %s)'
                     % (function.name, _CTYPES[out_param.target], call_args))
    elif kind == "value":
        reader = "read_value" if names else "read_handle_value"  # the getters' own fast path
        lines.append('        return _ffi.%s("%s", %s, %s)'
                     % (reader, function.name, _CTYPES[out_param.target], call_args))
    else:
        lines.append('        _ffi.call("%s", %s)' % (function.name, call_args))
    return lines


def module_name(area: str) -> str:
    return "_%s_methods" % area.lower()


def areas_with_methods(api: Api) -> List[str]:
    """The areas that have functions on the truck handle: each has its methods module."""
    return [area for area in api.areas
            if any(f.area == area and f.params and f.params[0].cls == "handle"
                   for f in api.functions.values())]


def generate_area(api: Api, area: str) -> str:
    functions = [f for f in api.functions.values()
                 if f.area == area and f.name not in HAND and shape(f)]
    enums, body = set(), []
    for function in functions:
        body += [""] + _method(function, enums)
    kinds = {shape(f) for f in functions}
    ctypes_names = sorted({_CTYPES[f.params[-3 if shape(f) == "array" else -1].target]
                           for f in functions if shape(f) in ("array", "value")})
    out = ["# GENERATED by tools/api.py (tools/gen_python.py) from include/foodtruck.h. Do not edit:",
           "# change the Swift sources and run",
           "#     " + REGENERATE,
           '"""The %s methods of the standard shapes (tools/gen_python.py); %sMixin adds the'
           % (area, area) if area != "Truck" else
           '"""The Truck methods of the standard shapes (tools/gen_python.py); Truck adds the',
           'hand-written ones."""', "", "from __future__ import annotations", ""]
    imports = ctypes_names
    if imports:
        out.append("from ctypes import %s" % ", ".join(imports))
    if "array" in kinds:
        out.append("from typing import List")
    if imports or "array" in kinds:
        out.append("")
    out.append("from . import _ffi")
    if enums:
        out.append("from ._capi import %s" % ", ".join(
            "%s as %s" % (PY_ALIASES[name], name) if name in PY_ALIASES else name
            for name in sorted(enums)))
    out += ["", "", "class %sMethods:" % area,
            '    """The generated methods of the %s area (mixed into Truck)."""' % area, "",
            '    _handle: "_ffi.TruckPtr"']
    out += body
    out += ["", "", '__all__ = ["%sMethods"]' % area, ""]
    return "\n".join(out)


def generate(api: Api) -> Dict[str, str]:
    return {os.path.join(PACKAGE, module_name(area) + ".py"): generate_area(api, area)
            for area in areas_with_methods(api)}
