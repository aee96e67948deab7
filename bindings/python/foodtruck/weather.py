# SPDX-License-Identifier: Apache-2.0
"""Weather (foodtruck.h "Weather"): what the shell's weather service gave, handed in per city
and for the truck's parking spot, and everything the City pages and the Forecast card show of
it. The library fetches nothing: fetch with any client (foodtruck.open_meteo maps Open-Meteo's
answers) and hand the reports in.

    >>> import foodtruck
    >>> from foodtruck import City, SpotWeather, WeatherCondition, WeatherText
    >>> with foodtruck.Truck() as truck:
    ...     truck.set_city_weather(City.CUPERTINO, [
    ...         SpotWeather(WeatherCondition.RAIN, 0.9, 12.0, [0.1, 0.6]),
    ...         SpotWeather(WeatherCondition.MOSTLY_CLEAR, 0.2, 21.0, [0.0, 0.1])])
    ...     weather = truck.city_weather(City.CUPERTINO)
    ...     text = truck.weather_text(City.CUPERTINO, WeatherText.TEMPERATURE)
    ...     (weather.recommended_spot, text)
    (1, '70°F')

A report list has one entry per parking spot of the city, in the city's order
(foodtruck.parking_spots); None is a spot whose request failed.
"""

from __future__ import annotations

from ctypes import byref, c_double, c_int, c_size_t
from dataclasses import dataclass
from typing import Optional, Sequence

from . import _ffi
from ._capi import (  # generated from the header (tools/api.py)
    WEATHER_LEGAL_PAGE_MAX_BYTES,
    WEATHER_MAX_HOURS,
    WEATHER_MAX_MINUTES,
    City,
    RainOutlook,
    TemperatureUnit,
    WeatherCondition,
    WeatherSource,
    WeatherTextKind as WeatherText,
)
from ._weather_methods import WeatherMethods



@dataclass(frozen=True)
class SpotWeather:
    """foodtruck_spot_weather for a spot that answered: its condition, cloud cover (0 to 1),
    temperature in degrees Celsius, and the chance of precipitation for each coming minute (0 to
    1), or None where the service has no minute forecast (then whether it rains soon is
    unknown)."""

    condition: WeatherCondition
    cloud_cover: float
    temperature_c: float
    minute_chances: Optional[Sequence[float]] = None


@dataclass(frozen=True)
class HourWeather:
    """foodtruck_hour_weather: one hour of the hourly forecast at the truck's spot: its start
    (ms since the Unix epoch), temperature in degrees Celsius, and whether the sun is up."""

    at: int
    temperature_c: float
    daylight: bool


@dataclass(frozen=True)
class CityWeather:
    """foodtruck_city_weather: what a city's page shows of the weather. ``shown_spot`` is the
    spot whose weather is shown (None when none answered); condition, cloud cover and temperature
    are the fallback's (clear, 15 %, 72 °F) when every spot failed, the page's empty ones before
    any report (source NONE)."""

    source: WeatherSource
    recommended_spot: int
    shown_spot: Optional[int]
    condition: WeatherCondition
    cloud_cover: float
    temperature_c: float
    cloud_percent: int
    rain: RainOutlook
    shows_weather_card: bool


def condition_symbol(condition: WeatherCondition) -> str:
    """The condition's system symbol name by day, e.g. "sun.max" for clear."""
    return _ffi.read_text("foodtruck_weather_condition_symbol", condition)


def condition_icon_name(condition: WeatherCondition) -> str:
    """The condition's icon by day as the Icon Naming Specification names it, e.g.
    "weather-clear" for clear and "weather-showers" for rain."""
    return _ffi.read_text("foodtruck_weather_condition_icon_name", condition)


def badge_count(width: float, temperature: float, popular: float, trending: float,
                spacing: float) -> int:
    """How many badges of the Recommended Parking Spot card fit in ``width`` points: 3
    (temperature, Popular, Trending), 2 (temperature, Popular) or 1 (the temperature alone)."""
    sizes = (float(width), float(temperature), float(popular), float(trending), float(spacing))
    return _ffi.read_value("foodtruck_weather_badge_count", c_size_t, *sizes)


def _spot(report: Optional[SpotWeather], keep: list) -> "_ffi.foodtruck_spot_weather":
    spot = _ffi.foodtruck_spot_weather()  # zeroed: a spot that failed
    if report is None:
        return spot
    spot.answered = True
    spot.condition = int(report.condition)
    spot.cloud_cover = report.cloud_cover
    spot.temperature_c = report.temperature_c
    if report.minute_chances is not None:
        chances = (c_double * len(report.minute_chances))(*report.minute_chances)
        keep.append(chances)  # alive until the call returns
        spot.has_minute_forecast = True
        spot.minute_chances = chances
        spot.minute_count = len(chances)
    return spot


class WeatherMixin(WeatherMethods):
    """The weather handed in and what the City pages and the Forecast card show of it (mixed
    into Truck)."""

    _handle: "_ffi.TruckPtr"

    def set_city_weather(self, city: City, reports: Sequence[Optional[SpotWeather]]) -> None:
        """Hands in one report per parking spot of ``city``, in the city's order (None: that
        spot failed). Raises InvalidArgumentError for a wrong count or a value no service sends
        (cloud cover or chance outside 0 to 1, temperature outside -100 to 100 °C, NaN, more than
        WEATHER_MAX_MINUTES minutes); the city's previous weather is kept."""
        keep: list = []
        spots = (_ffi.foodtruck_spot_weather * len(reports))(
            *[_spot(report, keep) for report in reports])
        _ffi.call("foodtruck_weather_set_city", self._handle, city, spots, len(reports))

    def city_weather(self, city: City) -> CityWeather:
        """What ``city``'s page shows of the weather."""
        c = _ffi.foodtruck_city_weather()
        _ffi.call("foodtruck_weather_city", self._handle, city, byref(c))
        return CityWeather(
            WeatherSource(c.source), c.recommended_spot,
            None if c.shown_spot < 0 else c.shown_spot, WeatherCondition(c.condition),
            c.cloud_cover, c.temperature_c, c.cloud_percent, RainOutlook(c.rain),
            c.shows_weather_card)

    def set_weather_legal_page(self, address: str) -> None:
        """Sets the weather service's legal page (an https:// address; "" for the fallback,
        https://weather-data.apple.com/legal-attribution.html)."""
        _ffi.call("foodtruck_weather_set_legal_page", self._handle, address.encode("utf-8"))

    @_ffi.handle_property("foodtruck_weather_unit", c_int, TemperatureUnit)
    def temperature_unit(self) -> TemperatureUnit:
        """The unit temperatures are shown in (get and set; FAHRENHEIT by default)."""

    @temperature_unit.setter
    def temperature_unit(self, unit: TemperatureUnit) -> None:
        _ffi.call("foodtruck_weather_set_unit", self._handle, unit)

    def temperature_text(self, temperature_c: float) -> str:
        """A temperature (degrees Celsius) in the session's unit and language, e.g. "72°F"."""
        return _ffi.read_text("foodtruck_weather_temperature_text", self._handle,
                              float(temperature_c))

    def set_forecast(self, hours: Sequence[HourWeather]) -> None:
        """Hands in the hourly forecast at the truck's parking spot, sorted by start; the
        Forecast card charts up to 25 of its hours from the current one ([] for the placeholder
        again). Raises InvalidArgumentError for unsorted or repeated hours, more than
        WEATHER_MAX_HOURS, or a temperature outside -100 to 100 °C; the previous one is kept."""
        array = _ffi.make_array(
            _ffi.foodtruck_hour_weather,
            [(hour.at, float(hour.temperature_c), bool(hour.daylight)) for hour in hours])
        _ffi.call("foodtruck_weather_set_forecast", self._handle, array, len(hours))


__all__ = [
    "WEATHER_LEGAL_PAGE_MAX_BYTES",
    "WEATHER_MAX_HOURS",
    "WEATHER_MAX_MINUTES",
    "CityWeather",
    "HourWeather",
    "RainOutlook",
    "SpotWeather",
    "TemperatureUnit",
    "WeatherCondition",
    "WeatherMixin",
    "WeatherSource",
    "WeatherText",
    "badge_count",
    "condition_icon_name",
    "condition_symbol",
]
