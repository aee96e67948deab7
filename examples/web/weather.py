# SPDX-License-Identifier: Apache-2.0
"""weather.py: Open-Meteo's answers for the truck's cities: those committed with the
repository, or Open-Meteo's own when the server reaches it. The library fetches nothing; the
binding's adapter (foodtruck.open_meteo) reads what this module fetches or finds."""

import os
import urllib.request
from typing import Dict, Optional

import foodtruck as ft
from foodtruck import open_meteo

HERE = os.path.dirname(os.path.abspath(__file__))
#: Open-Meteo's answers for every parking spot, committed with the repository: the weather
#: while the server cannot reach Open-Meteo (and always with --weather committed).
COMMITTED_WEATHER = os.path.join(HERE, "..", "..", "tests", "fixtures", "open_meteo")


#: Open-Meteo's answer for each parking spot, by (city, spot index): its JSON text, or None.
Answers = Dict["tuple[ft.City, int]", Optional[str]]


def committed_answers() -> Answers:
    answers: Answers = {}
    for city in open_meteo.CITIES:
        for index in range(ft.parking_spot_count(city)):
            with open(os.path.join(COMMITTED_WEATHER, ft.parking_spot_slug(city, index) + ".json")) as answer:
                answers[city, index] = answer.read()
    return answers


def fetch_answers(endpoint: str = open_meteo.ENDPOINT) -> Optional[Answers]:
    """Open-Meteo's own answers, or None when it answers none of the spots (no network). The
    requests are the adapter's, sent to `endpoint` (Open-Meteo's, or a mirror's)."""
    answers: Answers = {}
    for city in open_meteo.CITIES:
        for spot in ft.parking_spots(city):
            try:
                with urllib.request.urlopen(open_meteo.request_url(spot, endpoint), timeout=5) as response:
                    answers[city, spot.index] = response.read().decode()
            except OSError:
                answers[city, spot.index] = None
    return answers if any(answer is not None for answer in answers.values()) else None


def readable(read, answer: Optional[str]):
    """What the adapter reads from an answer; None (a failed spot) for one it refuses."""
    try:
        return read(answer)
    except ValueError:
        return None
