# SPDX-License-Identifier: Apache-2.0
"""Cities and parking spots through the binding (foodtruck.h "Cities" and the Truck's city and
parking spot; docs/domain.md, decisions 6, 12 and 14; §5.1 table in facts.py, §5.4, §6.7)."""

import math

import pytest

import facts
import foodtruck as ft
from foodtruck import City

CITIES = {"Cupertino": City.CUPERTINO, "San Francisco": City.SAN_FRANCISCO, "London": City.LONDON}
ARABIC_CITIES = {City.CUPERTINO: "كوبرتينو", City.SAN_FRANCISCO: "سان فرانسيسكو",
                 City.LONDON: "لندن"}
#: 2023-11-14 22:16:00 UTC: a whole number of 4-minute turns since the epoch.
TURN = 1_700_000_160_000


def test_cities_and_counts(truck):
    assert list(City) == [City.ALL, City.CUPERTINO, City.SAN_FRANCISCO, City.LONDON]
    assert [ft.city_slug(c) for c in CITIES.values()] == ["cupertino", "san-francisco", "london"]
    assert [truck.city_name(c) for c in CITIES.values()] == list(CITIES)
    assert [ft.parking_spot_count(c) for c in CITIES.values()] == [2, 8, 6]
    truck.locale = ft.Locale.AR
    assert {c: truck.city_name(c) for c in CITIES.values()} == ARABIC_CITIES
    assert ft.city_slug(City.LONDON) == "london"  # slugs do not translate


@pytest.mark.parametrize("row", facts.PARKING_SPOTS, ids=[r["slug"] for r in facts.PARKING_SPOTS])
def test_spot(truck, row):
    city = CITIES[row["city"]]
    spot = ft.parking_spot(city, row["index"])
    assert spot == ft.ParkingSpot(city, row["index"], row["latitude"], row["longitude"],
                                  row["camera_distance"])
    assert isinstance(spot.city, City)
    assert ft.parking_spot_slug(city, row["index"]) == row["slug"]
    assert truck.parking_spot_name(city, row["index"]) == row["english"]
    truck.locale = ft.Locale.AR
    assert truck.parking_spot_name(city, row["index"]) == row["arabic"]


def test_every_spot_in_order():
    spots = [spot for city in CITIES.values() for spot in ft.parking_spots(city)]
    assert [(s.city, s.index) for s in spots] == [
        (CITIES[r["city"]], r["index"]) for r in facts.PARKING_SPOTS]
    slugs = [ft.parking_spot_slug(s.city, s.index) for s in spots]
    assert len(set(slugs)) == 16
    assert all(slug == slug.lower() and " " not in slug and "'" not in slug for slug in slugs)


def test_infinite_loop_is_translated(truck):
    """docs/domain.md, decision 12: the original leaves it English in Arabic."""
    truck.locale = ft.Locale.AR
    assert truck.parking_spot_name(City.CUPERTINO, 1) == "إنفينيت لوب"
    for city in CITIES.values():
        for index in range(ft.parking_spot_count(city)):
            truck.locale = ft.Locale.EN
            english = truck.parking_spot_name(city, index)
            truck.locale = ft.Locale.AR
            assert truck.parking_spot_name(city, index) != english


@pytest.mark.parametrize("city,index", [(City.CUPERTINO, 2), (City.SAN_FRANCISCO, 8),
                                        (City.LONDON, 6), (City.LONDON, -1)])
def test_index_outside_the_city(truck, city, index):
    with pytest.raises(ft.InvalidArgumentError, match=r"foodtruck_parking_spot_get: index: "):
        ft.parking_spot(city, index)
    with pytest.raises(ft.InvalidArgumentError, match="foodtruck_parking_spot_slug"):
        ft.parking_spot_slug(city, index)
    with pytest.raises(ft.InvalidArgumentError, match="foodtruck_parking_spot_name"):
        truck.parking_spot_name(city, index)
    with pytest.raises(ft.InvalidArgumentError, match="foodtruck_parking_spot_camera"):
        ft.showcase_camera(city, index, TURN, 500)


def test_all_is_no_one_city(truck):
    message = "city FOODTRUCK_CITY_ALL is not one city"
    for call in (lambda: ft.city_slug(City.ALL), lambda: ft.parking_spot_count(City.ALL),
                 lambda: ft.parking_spot(City.ALL, 0), lambda: ft.parking_spots(City.ALL),
                 lambda: truck.city_name(City.ALL), lambda: truck.parking_spot_name(City.ALL, 0),
                 lambda: ft.showcase_camera(City.ALL, 0, TURN, 500)):
        with pytest.raises(ft.InvalidArgumentError, match=message):
            call()
    with pytest.raises(ft.InvalidArgumentError, match="foodtruck_truck_set_city"):
        truck.city = City.ALL
    assert truck.city is City.CUPERTINO


# ---- The truck's city and parking spot ------------------------------------------------------


def test_defaults(truck):
    assert truck.city is City.CUPERTINO
    assert truck.parking_spot == ft.ParkingSpot(City.CUPERTINO, 0, 37.3348, -122.0090, 1100.0)


def test_moving(truck):
    truck.city = City.LONDON
    assert truck.parking_spot == ft.parking_spot(City.LONDON, 0)  # Big Ben
    truck.parking_spot = 3
    truck.city = City.LONDON  # the city it is in: the spot stays
    assert truck.parking_spot.index == 3
    with pytest.raises(ft.InvalidArgumentError, match="London has parking spots 0...5; 6"):
        truck.parking_spot = 6
    assert truck.parking_spot.index == 3
    truck.city = City.SAN_FRANCISCO
    assert (truck.city, truck.parking_spot.index) == (City.SAN_FRANCISCO, 0)  # Coit Tower
    truck.parking_spot = ft.parking_spot(City.CUPERTINO, 1)  # a spot moves to its city
    assert (truck.city, truck.parking_spot.index) == (City.CUPERTINO, 1)
    with pytest.raises(OverflowError):
        truck.parking_spot = 2**31


def test_orders_and_sales_follow_the_city(truck):
    first = truck.place_order({0: 2}, TURN)
    truck.city = City.LONDON
    second = truck.place_order({1: 3}, TURN + 1)
    assert truck.order(first).city is City.CUPERTINO
    assert truck.order(second).city is City.LONDON
    T = ft.Timeframe.TODAY
    assert [truck.total_sales(T, c, TURN) for c in CITIES.values()] == [2, 0, 3]
    assert truck.total_sales(T, City.ALL, TURN) == 5


def test_live_orders_follow_the_city():
    with ft.Truck() as truck:
        truck.simulate(5, TURN, stream_limit=3)
        truck.city = City.SAN_FRANCISCO
        assert truck.tick(TURN + 60_000) == 3
        assert [truck.order(n).city for n in (24, 25, 26, 27)] == [
            City.CUPERTINO, City.SAN_FRANCISCO, City.SAN_FRANCISCO, City.SAN_FRANCISCO]


# ---- The showcase camera ---------------------------------------------------------------------


@pytest.mark.parametrize("offset,heading,pitch", [
    (0, 0, 50), (7_500, 11.25, 51.5625), (15_000, 22.5, 55), (30_000, 45, 60), (60_000, 90, 50),
    (180_000, 270, 50), (240_000, 0, 50), (-15_000, 337.5, 55),
])
def test_camera_heading_and_pitch(offset, heading, pitch):
    camera = ft.showcase_camera(City.CUPERTINO, 0, TURN + offset, 1000)
    assert (camera.heading, camera.pitch) == (heading, pitch)


# Apple Park, 1100 m: x1.5 up to 350 points, x1.25 at 675, x1 from 1000 on (docs/domain.md,
# decision 14).
@pytest.mark.parametrize("width,metres", [
    (0, 1650), (350, 1650), (512.5, 1512.5), (675, 1375), (837.5, 1237.5), (1000, 1100),
    (1000.001, 1100), (1e9, 1100),
])
def test_camera_distance(width, metres):
    assert ft.showcase_camera(City.CUPERTINO, 0, TURN, width).distance == metres


def test_camera_distance_one_point_inside_the_edges():
    step = 1100 * 0.5 / 650  # one point of width
    assert math.isclose(ft.showcase_camera(City.CUPERTINO, 0, TURN, 351).distance, 1650 - step)
    assert math.isclose(ft.showcase_camera(City.CUPERTINO, 0, TURN, 999).distance, 1100 + step)


@pytest.mark.parametrize("row", facts.PARKING_SPOTS, ids=[r["slug"] for r in facts.PARKING_SPOTS])
def test_camera_from_each_spot(row):
    city = CITIES[row["city"]]
    assert ft.showcase_camera(city, row["index"], TURN, 675).distance == row["camera_distance"] * 1.25


@pytest.mark.parametrize("width", [-1, -1e-300, 1e9 + 1, math.inf, -math.inf, math.nan])
def test_camera_bad_width(width):
    with pytest.raises(ft.InvalidArgumentError, match="foodtruck_parking_spot_camera: width: "):
        ft.showcase_camera(City.LONDON, 0, TURN, width)


def test_camera_bad_instant():
    with pytest.raises(ft.InvalidArgumentError, match="foodtruck_parking_spot_camera: at "):
        ft.showcase_camera(City.LONDON, 0, 253_402_300_800_000, 500)
    with pytest.raises(OverflowError):
        ft.showcase_camera(City.LONDON, 0, 2**63, 500)
