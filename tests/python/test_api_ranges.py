# SPDX-License-Identifier: Apache-2.0
"""The ranges the header's doc comments state (tools/api_model.py: stated_range), read into the
model: each statement form, and the loud failure for a number or text that states none."""

import re

import pytest

import header  # noqa: F401  (puts tools/ on the path)
import api_model

FLOW = "foodtruck_layout_flow"
MODEL = api_model.parse()


def header_with(tmp_path, function, param, sentence):
    """A copy of include/foodtruck.h whose \\param param of function states sentence instead of
    its range (sentence "" states none)."""
    lines = open(api_model.HEADER, encoding="utf-8").read().split("\n")
    start = next(i for i, line in enumerate(lines) if "extern foodtruck_status %s(" % function in line)
    first = next(i for i in range(start, 0, -1) if re.match(r" \* \\param %s " % param, lines[i]))
    last = first
    while re.match(r" \*\s+[^\s\\]", lines[last + 1]):  # the description's wrapped lines
        last += 1
    text = " ".join(line[3:].strip() for line in lines[first:last + 1])
    text = api_model._BYTES.sub("", api_model._RANGE.sub("", text)).rstrip(" ,")
    if not text.endswith("."):
        text += "."
    lines[first:last + 1] = [" * " + " ".join([text, sentence]).strip()]
    path = tmp_path / "foodtruck.h"
    path.write_text("\n".join(lines), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("sentence, expected", [
    ("Range: 0 to 1e9.", (0, 1e9)),
    ("Range: -0x10 to 0x7E.", (-16, 126)),
    ("Range: any.", (None, None)),
    ("Range: any finite.", api_model.FINITE),
    ("Range: 1 to FOODTRUCK_EVENT_QUEUE_CAPACITY.", (1, MODEL.defines["FOODTRUCK_EVENT_QUEUE_CAPACITY"])),
])
def test_each_form_reads_as_its_range(sentence, expected):
    description = "The gap between rows. " + sentence
    assert api_model.stated_range(FLOW, "vertical_spacing", description, MODEL) == expected


def test_a_stated_range_is_the_parameters(tmp_path):
    path = header_with(tmp_path, FLOW, "vertical_spacing", "Range: 0 to 50.")
    params = {p.name: p for p in api_model.parse(path).functions[FLOW].params}
    assert params["vertical_spacing"].range == (0, 50)
    assert params["horizontal_spacing"].range == (0, 1e9)


def test_a_text_states_its_byte_limit(tmp_path):
    path = header_with(tmp_path, "foodtruck_donut_search", "text",
                       "At most FOODTRUCK_DONUT_NAME_MAX_BYTES bytes.")
    params = {p.name: p for p in api_model.parse(path).functions["foodtruck_donut_search"].params}
    assert params["text"].range == "FOODTRUCK_DONUT_NAME_MAX_BYTES"


@pytest.mark.parametrize("function, param", [(FLOW, "vertical_spacing"),
                                             ("foodtruck_donut_search", "text"),
                                             ("foodtruck_truck_set_utc_offset", "minutes")])
def test_a_parameter_without_its_range_fails_naming_it(tmp_path, function, param):
    path = header_with(tmp_path, function, param, "")
    with pytest.raises(api_model.ApiError, match=r"^%s\.%s: .*states (its range|no byte limit)"
                       % (function, param)):
        api_model.parse(path)


@pytest.mark.parametrize("sentence, why", [
    ("Range: 5 to 1.", "empty"),
    ("Range: 0 to 1. Range: any.", "more than one"),
    ("Range: 0 to FOODTRUCK_NOWHERE.", "not a numeric constant"),
    ("At most FOODTRUCK_DONUT_NAME_MAX_BYTES bytes.", "byte limit"),
])
def test_a_wrong_statement_fails(tmp_path, sentence, why):
    path = header_with(tmp_path, FLOW, "vertical_spacing", sentence)
    with pytest.raises(api_model.ApiError, match=r"foodtruck_layout_flow\.vertical_spacing: .*%s" % why):
        api_model.parse(path)
