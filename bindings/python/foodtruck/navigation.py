# SPDX-License-Identifier: Apache-2.0
"""Navigation (foodtruck.h "Navigation"): the sidebar and its panels, where the app is (the
selected panel and the path on top of it), the Truck screen's cards, links into the app and the
saved navigation state.

Links: an order's ("foodtruck://order/1203"; the short id comes from the order number, so a link
is the same in every language), a panel's ("foodtruck://panel/top-five") and a city page's
("foodtruck://city/london"). The saved state is a short text such as "truck>orders>order:3".

NavigationMixin is inherited by Truck.
"""

from __future__ import annotations

from ctypes import c_int, c_int32
from typing import List, NamedTuple

from . import _capi, _ffi
from ._capi import Icon, NavigationLabel, Panel, SidebarSection, StepKind, TruckCard
from ._text import text_arg
from ._navigation_methods import NavigationMethods

#: FOODTRUCK_DEEP_LINK_MAX_BYTES: the longest link accepted, in UTF-8 bytes.
DEEP_LINK_MAX_BYTES = _capi.DEEP_LINK_MAX_BYTES
#: FOODTRUCK_NAVIGATION_SAVED_MAX_BYTES: the longest saved state accepted, in UTF-8 bytes.
NAVIGATION_SAVED_MAX_BYTES = _capi.NAVIGATION_SAVED_MAX_BYTES


class SidebarItem(NamedTuple):
    """One row of the sidebar: its panel and the section it stands in."""

    panel: Panel
    section: SidebarSection


class Step(NamedTuple):
    """One step of the navigation path: a panel, an order's detail (id: the order number), a
    catalog donut's editor (id: the donut id) or the new-donut editor."""

    kind: StepKind
    panel: Panel = Panel.TRUCK
    id: int = 0

    @classmethod
    def to_panel(cls, panel: Panel) -> "Step":
        return cls(StepKind.PANEL, Panel(panel))

    @classmethod
    def order(cls, number: int) -> "Step":
        return cls(StepKind.ORDER, Panel.TRUCK, number)

    @classmethod
    def donut(cls, donut_id: int) -> "Step":
        return cls(StepKind.DONUT, Panel.TRUCK, donut_id)

    @classmethod
    def new_donut(cls) -> "Step":
        return cls(StepKind.NEW_DONUT)


def sidebar(include_account: bool = False) -> List[SidebarItem]:
    """The sidebar's rows in order: Truck, Orders, Social Feed, Account (with
    include_account), Sales History, the section Donuts (Donuts, Donut Editor, Top 5) and the
    section Cities (Cupertino, San Francisco, London)."""
    rows = _ffi.read_array("foodtruck_sidebar_items", _capi.foodtruck_sidebar_item,
                           bool(include_account))
    return [SidebarItem(Panel(row.panel), SidebarSection(row.section)) for row in rows]


def panel_icon(panel: Panel) -> Icon:
    """The symbol beside a panel's label (Icon.TROPHY for the Top 5): icon_symbol(),
    icon_name() and svg_icon() give it to a shell."""
    return Icon(_ffi.read_value("foodtruck_panel_icon", c_int, panel))


def panel_link(panel: Panel) -> str:
    """The link that opens a panel: "foodtruck://panel/top-five", "foodtruck://city/london"."""
    return _ffi.read_text("foodtruck_panel_link", panel)


class NavigationMixin(NavigationMethods):
    """The sidebar's words, where the app is, and links (mixed into Truck)."""

    _handle: "_ffi.TruckPtr"

    # ---- Words ----------------------------------------------------------------------------

    @property
    def sidebar_title(self) -> str:
        """The sidebar's title in the session's language: "Food Truck"."""
        return _ffi.read_text("foodtruck_sidebar_title", self._handle)

    # ---- Where the app is -----------------------------------------------------------------

    @_ffi.handle_property("foodtruck_navigation_selection", c_int, Panel)
    def selection(self) -> Panel:
        """The selected panel (get and set; Panel.TRUCK by default). Setting it empties the
        path, as a tap in the sidebar does."""

    @selection.setter
    def selection(self, panel: Panel) -> None:
        _ffi.call("foodtruck_navigation_select", self._handle, panel)

    @property
    def path(self) -> List[Step]:
        """The steps shown on top of the selected panel, the first at the bottom (0 to 16)."""
        rows = _ffi.read_array("foodtruck_navigation_path", _capi.foodtruck_step, self._handle)
        return [Step(StepKind(row.kind), Panel(row.panel), row.id) for row in rows]

    def step_title(self, step: Step) -> str:
        """The title of the view a step shows, as the original titles it: an order's display id
        ("Order#1203"), a donut's name, "New Donut" for the new donut's editor, a panel's title.
        NotFoundError for an order or donut that does not exist."""
        kind, panel, ident = step
        return _ffi.read_text("foodtruck_navigation_step_title", self._handle,
                              _capi.foodtruck_step(kind, panel, ident))

    def push(self, step: Step) -> None:
        """Shows a step on top of the path. NotFoundError for an order or donut that does not
        exist, LimitReachedError when the path has 16 steps; the path is then unchanged."""
        kind, panel, ident = step
        _ffi.call("foodtruck_navigation_push", self._handle,
                  _capi.foodtruck_step(kind, panel, ident))

    def open_link(self, url: str) -> None:
        """Follows a link of the app: an order's ("foodtruck://order/1203" shows the Truck
        screen with Orders and the order on the path), a panel's or a city's.
        InvalidArgumentError when url is no such link, NotFoundError when it names nothing;
        either way nothing changes."""
        _ffi.call("foodtruck_navigation_open_link", self._handle, text_arg(url))

    def restore_navigation(self, saved: str) -> None:
        """Restores a state written by save_navigation(). InvalidArgumentError for text that is
        not one, NotFoundError for an order or donut that no longer exists; the state is then
        unchanged."""
        _ffi.call("foodtruck_navigation_restore", self._handle, text_arg(saved))

    # ---- Order links ----------------------------------------------------------------------

    def parse_deep_link(self, url: str) -> int:
        """The number of the order a link points to: "foodtruck://order/1203" gives 3.
        InvalidArgumentError when url is not an order link, NotFoundError when it names no
        order of this session."""
        return _ffi.read_value("foodtruck_deep_link_parse", c_int32, self._handle, text_arg(url))


__all__ = [
    "DEEP_LINK_MAX_BYTES", "NAVIGATION_SAVED_MAX_BYTES", "NavigationMixin", "Panel",
    "SidebarItem", "SidebarSection", "Step", "StepKind", "TruckCard", "panel_link",
    "panel_icon", "sidebar",
]
