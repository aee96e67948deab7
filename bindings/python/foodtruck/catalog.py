# SPDX-License-Identifier: Apache-2.0
"""Catalog (foodtruck.h "Catalog"): flavors, ingredients, donuts, search, sorting, the editor.

Module functions need no session (slugs, image keys and profiles do not depend on the
language). Per-session operations live in CatalogMixin, which Truck inherits. Every function
raises a foodtruck.FoodTruckError subclass when the library refuses the call; nothing returned
holds library memory.
"""

from __future__ import annotations

from ctypes import byref, c_int, c_int32, c_size_t
from dataclasses import dataclass
from typing import List, Optional, Tuple

from . import _ffi
from ._capi import Flavor, Icon, IngredientKind  # generated from the header (tools/api.py)
from . import _capi
from ._text import text_arg
from ._catalog_methods import CatalogMethods

#: FOODTRUCK_NO_INGREDIENT: the index meaning "no glaze" or "no topping" in C.
NO_INGREDIENT = _capi.NO_INGREDIENT
#: FOODTRUCK_CATALOG_DONUT_COUNT: built-in donuts have ids 0 to 16.
CATALOG_DONUT_COUNT = _capi.CATALOG_DONUT_COUNT
#: FOODTRUCK_SEARCH_MAX_BYTES: the longest search text, in UTF-8 bytes (longer: InvalidArgumentError).
SEARCH_MAX_BYTES = _capi.SEARCH_MAX_BYTES
#: FOODTRUCK_DONUT_NAME_MAX_CHARACTERS: the longest donut name, in characters, after trimming.
DONUT_NAME_MAX_CHARACTERS = _capi.DONUT_NAME_MAX_CHARACTERS
#: FOODTRUCK_DONUT_NAME_MAX_BYTES: the longest donut name, in UTF-8 bytes as given.
DONUT_NAME_MAX_BYTES = _capi.DONUT_NAME_MAX_BYTES


@dataclass(frozen=True)
class FlavorProfile:
    """foodtruck_flavor_profile: one integer per axis (values may be negative)."""

    salty: int = 0
    sweet: int = 0
    bitter: int = 0
    sour: int = 0
    savory: int = 0
    spicy: int = 0

    def __getitem__(self, flavor: Flavor) -> int:
        """The value on one axis: ``profile[Flavor.SWEET]``."""
        return getattr(self, Flavor(flavor).name.lower())

    @classmethod
    def _from_c(cls, c: _ffi.foodtruck_flavor_profile) -> "FlavorProfile":
        return cls(c.salty, c.sweet, c.bitter, c.sour, c.savory, c.spicy)

    def _to_c(self) -> _ffi.foodtruck_flavor_profile:
        return _ffi.foodtruck_flavor_profile(
            self.salty, self.sweet, self.bitter, self.sour, self.savory, self.spicy
        )


@dataclass(frozen=True)
class Donut:
    """foodtruck_donut: a donut's recipe (ingredient indices; None for no glaze/topping), summed
    profile and most potent flavor. Its localized name comes from Truck.donut_name(id)."""

    id: int
    dough: int
    glaze: Optional[int]
    topping: Optional[int]
    flavors: FlavorProfile
    most_potent_flavor: Flavor
    most_potent_value: int
    is_custom: bool

    @classmethod
    def _from_c(cls, c: _ffi.foodtruck_donut) -> "Donut":
        return cls(
            id=c.id,
            dough=c.dough,
            glaze=None if c.glaze == NO_INGREDIENT else c.glaze,
            topping=None if c.topping == NO_INGREDIENT else c.topping,
            flavors=FlavorProfile._from_c(c.flavors),
            most_potent_flavor=Flavor(c.most_potent_flavor),
            most_potent_value=c.most_potent_value,
            is_custom=bool(c.is_custom),
        )


def _optional_index(index: Optional[int]) -> int:
    return NO_INGREDIENT if index is None else index


# ---- Session-free functions -----------------------------------------------------------------


def most_potent(profile: FlavorProfile) -> Tuple[Flavor, int]:
    """The most potent flavor of a profile and its value (foodtruck_flavor_profile_most_potent):
    ties go to the earlier axis; all axes <= 0 give (SWEET, 0)."""
    c_profile = profile._to_c()
    flavor, value = c_int(), c_int32()
    _ffi.call("foodtruck_flavor_profile_most_potent", byref(c_profile), byref(flavor), byref(value))
    return Flavor(flavor.value), value.value


def flavor_icon(flavor: Flavor) -> Icon:
    """A flavor's symbol: SALTY, SWEET, BITTER, SOUR and SPICY their own, SAVORY a smiling face."""
    return Icon(_ffi.read_value("foodtruck_flavor_icon", c_int, flavor))


def ingredient_count(kind: IngredientKind) -> int:
    """How many ingredients of a kind exist (7 doughs, 7 glazes, 24 toppings).
    Raises InvalidArgumentError for a kind that is not an IngredientKind."""
    return _ffi.read_value("foodtruck_ingredient_count", c_size_t, kind)


def ingredient_flavors(kind: IngredientKind, index: int) -> FlavorProfile:
    """An ingredient's flavor profile. Raises InvalidArgumentError for a bad kind or index."""
    profile = _ffi.foodtruck_flavor_profile()
    _ffi.call("foodtruck_ingredient_flavors", kind, index, byref(profile))
    return FlavorProfile._from_c(profile)


def ingredient_slug(kind: IngredientKind, index: int) -> str:
    """An ingredient's stable id, e.g. "glaze/sour-candy" (never localized).
    Raises InvalidArgumentError for a bad kind or index."""
    return _ffi.read_text("foodtruck_ingredient_slug", kind, index)


def ingredient_image_key(kind: IngredientKind, index: int) -> str:
    """An ingredient's image asset key from the original app, e.g. "crisscross-blue".
    Raises InvalidArgumentError for a bad kind or index."""
    return _ffi.read_text("foodtruck_ingredient_image_key", kind, index)


# ---- Per-session operations (mixed into Truck) ------------------------------------------------


class CatalogMixin(CatalogMethods):
    """Catalog operations of a truck session. Names are in the session's language. Raises
    InvalidHandleError on a closed Truck, NotFoundError for unknown donut ids and
    InvalidArgumentError for bad enums, indices or names."""

    _handle: "_ffi.TruckPtr"

    def donut(self, donut_id: int) -> Donut:
        """The donut with this id (0 to donut_count() - 1)."""
        c_donut = _ffi.foodtruck_donut()
        _ffi.call("foodtruck_donut_get", self._handle, donut_id, byref(c_donut))
        return Donut._from_c(c_donut)

    def search(self, text: str) -> List[int]:
        """Ids of the donuts whose name or any ingredient's name contains text (ignoring case,
        Arabic diacritics and letter variants), in catalog order; "" matches every donut."""
        return _ffi.read_array("foodtruck_donut_search", c_int32, self._handle, text_arg(text))

    def sort_by_popularity(self, timeframe: int, now: int) -> List[int]:
        """Every donut id, best sellers first over a foodtruck.Timeframe ending now, all cities
        together (the donut gallery's default order); equal sales by id, unsold donuts too."""
        args = (self._handle, timeframe, now)
        return _ffi.read_array("foodtruck_donut_sort_by_popularity", c_int32, *args)

    def donut_template(self) -> Donut:
        """The donut editor's starting point (Plain, Chocolate Glaze, Sprinkles) with the id
        the next create_donut() will assign."""
        c_donut = _ffi.foodtruck_donut()
        _ffi.call("foodtruck_donut_template", self._handle, byref(c_donut))
        return Donut._from_c(c_donut)

    def create_donut(
        self, name: str, dough: int, glaze: Optional[int] = None, topping: Optional[int] = None
    ) -> int:
        """Adds a custom donut and returns its id. The name is trimmed and must then hold 1 to
        64 characters without control characters; glaze/topping None means none."""
        new_id = c_int32()
        _ffi.call(
            "foodtruck_donut_create",
            self._handle,
            text_arg(name),
            dough,
            _optional_index(glaze),
            _optional_index(topping),
            byref(new_id),
        )
        return new_id.value

    def edit_donut(
        self,
        donut_id: int,
        name: str,
        dough: int,
        glaze: Optional[int] = None,
        topping: Optional[int] = None,
    ) -> None:
        """Replaces a donut's name and recipe (built-in donuts too; they become custom)."""
        _ffi.call(
            "foodtruck_donut_edit",
            self._handle,
            donut_id,
            text_arg(name),
            dough,
            _optional_index(glaze),
            _optional_index(topping),
        )


__all__ = [
    "CATALOG_DONUT_COUNT",
    "DONUT_NAME_MAX_BYTES",
    "DONUT_NAME_MAX_CHARACTERS",
    "SEARCH_MAX_BYTES",
    "NO_INGREDIENT",
    "CatalogMixin",
    "Donut",
    "Flavor",
    "FlavorProfile",
    "IngredientKind",
    "flavor_icon",
    "ingredient_count",
    "ingredient_flavors",
    "ingredient_image_key",
    "ingredient_slug",
    "most_potent",
]
