# SPDX-License-Identifier: Apache-2.0
"""The web shell's weather: Open-Meteo's own answers when the server reaches it, the committed
ones when it cannot. A stand-in for Open-Meteo on 127.0.0.1 (--open-meteo) answers each spot's
request, which the binding's adapter made, with the spot's committed answer turned stormy, so
that a city's page shows which answers the truck has. The pages are read over HTTP (no
browser: what is checked is the server's, and the words are compared with the library's)."""

import html
import http.cookiejar
import json
import os
import tempfile
import threading
import urllib.parse
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

import foodtruck as ft
from browser import WEATHER, Server, free_port, library, wait_for
from foodtruck import open_meteo

CITIES = open_meteo.CITIES  # the cities whose spots have answers


def committed(city: ft.City, index: int) -> str:
    with open(os.path.join(WEATHER, ft.parking_spot_slug(city, index) + ".json")) as answer:
        return answer.read()


def stormy(answer: str) -> str:
    """The answer with a thunderstorm at 31.5 °C now (an error answer, a spot that failed, as it
    is)."""
    data = json.loads(answer)
    if "current" not in data:
        return answer
    data["current"].update(weather_code=95, temperature_2m=31.5)
    return json.dumps(data)


class StandIn(BaseHTTPRequestHandler):
    """Open-Meteo's forecast endpoint for the truck's spots: the spot found by its coordinates."""

    asked = []

    def do_GET(self):  # noqa: N802 - the standard library's name
        query = urllib.parse.parse_qs(urllib.parse.urlparse(self.path).query)
        spot = next(spot for city in CITIES for spot in ft.parking_spots(city)
                    if repr(float(spot.latitude)) == query["latitude"][0]
                    and repr(float(spot.longitude)) == query["longitude"][0])
        StandIn.asked.append((spot.city, spot.index))
        body = stormy(committed(spot.city, spot.index)).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):  # quiet
        pass


@pytest.fixture
def stand_in():
    server = ThreadingHTTPServer(("127.0.0.1", 0), StandIn)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    StandIn.asked = []
    yield f"http://127.0.0.1:{server.server_port}/v1/forecast"
    server.shutdown()


def city_page(server: Server, panel: str) -> str:
    """The main region of a city's page, as a new device sees it."""
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
    opener.open(urllib.request.Request(server.base + f"/select/{panel}", data=b"", method="POST")).read()
    return opener.open(server.base + "/main").read().decode()


def shown(words: ft.Truck, city: ft.City, kind: ft.WeatherText) -> str:
    return html.escape(words.weather_text(city, kind), quote=True)


def stormy_truck() -> ft.Truck:
    """A truck of the test's own with the stand-in's answers (library() has the committed ones)."""
    words = ft.Truck()
    for city in CITIES:
        words.set_city_weather(city, open_meteo.city_reports(
            stormy(committed(city, index)) for index in range(ft.parking_spot_count(city))))
    return words


def test_the_weather_is_open_meteos_when_the_server_reaches_it(stand_in):
    server = Server(tempfile.mkdtemp(prefix="foodtruck-weather-"), "--weather", "live", "--open-meteo", stand_in)
    try:
        wait_for(lambda: server.get("/api/state")["weather"] == "open-meteo", 10, "Open-Meteo's answers")
        assert sorted(StandIn.asked) == sorted((city, index) for city in CITIES
                                               for index in range(ft.parking_spot_count(city)))
        words = stormy_truck()
        page = city_page(server, "city_london")
        for kind in (ft.WeatherText.CONDITION, ft.WeatherText.TEMPERATURE, ft.WeatherText.RECOMMENDED_SPOT):
            assert shown(words, ft.City.LONDON, kind) in page, kind
        # Not the committed answers' words: those say another condition and temperature.
        kept = library(ft.Locale.EN)
        for kind in (ft.WeatherText.CONDITION, ft.WeatherText.TEMPERATURE):
            assert shown(kept, ft.City.LONDON, kind) not in page, kind
    finally:
        server.stop()


def test_the_committed_answers_stay_when_open_meteo_cannot_be_reached():
    nowhere = f"http://127.0.0.1:{free_port()}/v1/forecast"  # nothing listens there
    server = Server(tempfile.mkdtemp(prefix="foodtruck-weather-"), "--weather", "live", "--open-meteo", nowhere)
    try:
        wait_for(lambda: server.get("/api/state")["weather"] == "unreachable", 30, "Open-Meteo asked")
        words = library(ft.Locale.EN)
        page = city_page(server, "city_london")
        for kind in (ft.WeatherText.CONDITION, ft.WeatherText.TEMPERATURE, ft.WeatherText.RECOMMENDED_SPOT):
            assert shown(words, ft.City.LONDON, kind) in page, kind
    finally:
        server.stop()
