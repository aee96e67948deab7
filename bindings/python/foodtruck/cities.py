# SPDX-License-Identifier: Apache-2.0
"""Cities (foodtruck.h "Cities"): the three cities and their parking spots, with stable slugs,
coordinates and names in English and Arabic, the truck's city and parking spot, and the
parking-spot showcase camera.

Module functions need no session (slugs, spots and the camera do not depend on the language).
CitiesMixin, inherited by Truck, gives the localized names and the truck's settings: ``city``
(default City.CUPERTINO) and ``parking_spot`` (default Apple Park, Cupertino's spot 0). Moving to
a city parks at its spot 0; orders placed from then on, live ones included, are sold there.

City.ALL (a sales question's "every city") is no one city: every function here refuses it with
InvalidArgumentError, as it does an index outside the city's spots.
"""

from __future__ import annotations

from ctypes import byref, c_int, c_size_t
from dataclasses import dataclass
from typing import List, Union

from . import _ffi
from ._capi import City  # generated from the header (tools/api.py)
from ._cities_methods import CitiesMethods


@dataclass(frozen=True)
class ParkingSpot:
    """foodtruck_parking_spot: a city's spot by its position there (``index``, from 0), where it
    is (degrees north and east) and how far the showcase camera stands from it (metres). Its slug
    comes from parking_spot_slug(), its localized name from Truck.parking_spot_name()."""

    city: City
    index: int
    latitude: float
    longitude: float
    camera_distance: float

    @classmethod
    def _from_c(cls, c: _ffi.foodtruck_parking_spot) -> "ParkingSpot":
        return cls(City(c.city), c.index, c.latitude, c.longitude, c.camera_distance)


@dataclass(frozen=True)
class Camera:
    """foodtruck_camera: the showcase camera at an instant: heading (degrees clockwise from north,
    0 up to 360), pitch (degrees from straight down, 50 to 60) and distance (metres)."""

    heading: float
    pitch: float
    distance: float


def city_slug(city: City) -> str:
    """A city's stable id: "cupertino", "san-francisco", "london"."""
    return _ffi.read_text("foodtruck_city_slug", city)


def parking_spot_count(city: City) -> int:
    """How many parking spots the city has: 2 in Cupertino, 8 in San Francisco, 6 in London."""
    return _ffi.read_value("foodtruck_parking_spot_count", c_size_t, city)


def parking_spot(city: City, index: int) -> ParkingSpot:
    """The city's spot at ``index`` (0 to parking_spot_count(city) - 1)."""
    spot = _ffi.foodtruck_parking_spot()
    _ffi.call("foodtruck_parking_spot_get", city, index, byref(spot))
    return ParkingSpot._from_c(spot)


def parking_spots(city: City) -> List[ParkingSpot]:
    """Every spot of the city, in the original's order."""
    return [parking_spot(city, index) for index in range(parking_spot_count(city))]


def parking_spot_slug(city: City, index: int) -> str:
    """A spot's stable id, e.g. "apple-park"; unique across every city."""
    return _ffi.read_text("foodtruck_parking_spot_slug", city, index)


def showcase_camera(city: City, index: int, at: int, width: float) -> Camera:
    """The showcase camera over a spot at instant ``at`` (ms since the Unix epoch) on a map
    ``width`` points wide (0 to 1e9): one turn of the heading every 4 minutes, the pitch from 50
    to 60 degrees and back every minute, the distance the spot's camera distance times 1.5 up
    to 350 points, 1.25 at 675 and 1 from 1000 on."""
    camera = _ffi.foodtruck_camera()
    _ffi.call("foodtruck_parking_spot_camera", city, index, at, float(width), byref(camera))
    return Camera(camera.heading, camera.pitch, camera.distance)


class CitiesMixin(CitiesMethods):
    """Localized city and spot names, and the truck's city and parking spot (mixed into
    Truck)."""

    _handle: "_ffi.TruckPtr"

    @_ffi.handle_property("foodtruck_truck_city", c_int, City)
    def city(self) -> City:
        """The city the truck sells in (get and set; City.CUPERTINO by default). Setting a new
        city parks the truck at its spot 0; setting the city it is in keeps the spot."""

    @city.setter
    def city(self, city: City) -> None:
        _ffi.call("foodtruck_truck_set_city", self._handle, city)

    @property
    def parking_spot(self) -> ParkingSpot:
        """Where the truck is parked (get and set; Apple Park by default). Set a spot index of
        the truck's city, or a ParkingSpot, which moves the truck to its city first. An index
        outside the city's spots raises InvalidArgumentError and keeps the truck where it was."""
        spot = _ffi.foodtruck_parking_spot()
        _ffi.call("foodtruck_truck_parking_spot", self._handle, byref(spot))
        return ParkingSpot._from_c(spot)

    @parking_spot.setter
    def parking_spot(self, spot: Union[int, ParkingSpot]) -> None:
        if isinstance(spot, ParkingSpot):
            parking_spot(spot.city, spot.index)  # refused before the truck moves city
            self.city = spot.city
            spot = spot.index
        _ffi.call("foodtruck_truck_set_parking_spot", self._handle, spot)


__all__ = [
    "Camera",
    "CitiesMixin",
    "City",
    "ParkingSpot",
    "city_slug",
    "parking_spot",
    "parking_spot_count",
    "parking_spot_slug",
    "parking_spots",
    "showcase_camera",
]
