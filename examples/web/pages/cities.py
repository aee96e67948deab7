# SPDX-License-Identifier: Apache-2.0
"""pages/cities.py: a city's page: its weather and its parking spots."""

import foodtruck as ft
from foodtruck import Panel

from .common import back, e, timed


#: The city pages, each a city's (the panels' order is the cities').
CITIES = {Panel.CITY_CUPERTINO: ft.City.CUPERTINO, Panel.CITY_SAN_FRANCISCO: ft.City.SAN_FRANCISCO,
          Panel.CITY_LONDON: ft.City.LONDON}


def city(view: ft.Truck, city: ft.City, now: int) -> str:
    """A city's page: the weather card (the condition, the rain to come) while the library
    shows one, the cloud cover, the Recommended Parking Spot card with its badges, the season's
    advice, then the city's spots, each a button that parks the truck there (the parked one
    pressed), and the weather's attribution."""
    words = {kind: e(view.weather_text(city, kind)) for kind in ft.WeatherText}
    W = ft.WeatherText
    parts = [back(view), f'<h2>{e(view.city_name(city))}</h2>']
    if view.city_weather(city).shows_weather_card:
        parts.append(f'<section class="card weather"><p class="condition">{words[W.CONDITION]}</p>'
                     f'<p>{words[W.RAIN]}</p></section>')
    parts.append(f'<p class="note">{words[W.CLOUD_COVER]}</p>')
    parts.append(
        f'<section class="card recommended"><p class="note">{words[W.RECOMMENDED]}</p>'
        f'<p id="recommended-spot">{words[W.RECOMMENDED_SPOT]}</p><p class="note">{words[W.PARKING_SPOT]}</p>'
        f'<p class="badges"><b>{words[W.TEMPERATURE]}</b><span>{words[W.POPULAR]}</span>'
        f'<span>{words[W.TRENDING]}</span></p></section>'
        f'<p>{words[W.SEASON]}</p><p>{words[W.STOCK_UP]}</p>')
    parked = view.parking_spot
    spots = "".join(
        f'<li><form method="post" action="/cities/{city.name.lower()}/spots/{index}">'
        f'<button class="spot" aria-pressed="{str(parked.city == city and parked.index == index).lower()}">'
        f'{e(view.parking_spot_name(city, index))}</button></form></li>'
        for index in range(ft.parking_spot_count(city)))
    parts.append(f'<ul class="spots">{spots}</ul>')
    parts.append(f'<p class="note"><a href="{words[W.ATTRIBUTION_LINK]}">{words[W.ATTRIBUTION]}</a></p>')
    return timed("".join(parts), now, None)
