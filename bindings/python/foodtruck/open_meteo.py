# SPDX-License-Identifier: Apache-2.0
"""Open-Meteo: turns answers of Open-Meteo's forecast endpoint (https://open-meteo.com) into what
a Truck takes: a SpotWeather per parking spot for Truck.set_city_weather() and the hourly
forecast for Truck.set_forecast(). The library fetches nothing, and neither does this module:
the shell asks request_url(spot) with any HTTP client and hands the JSON here.

    >>> import foodtruck
    >>> from foodtruck import City, open_meteo
    >>> open_meteo.request_url(foodtruck.parking_spot(City.CUPERTINO, 0))[:74]
    'https://api.open-meteo.com/v1/forecast?latitude=37.3348&longitude=-122.009'

What is read (docs/domain.md §5.5):

- ``current``: weather_code (a WMO code, mapped by CONDITIONS), cloud_cover (percent -> 0 to
  1) and temperature_2m (°C; a response in °F is refused). A spot failed (None) when the
  response is Open-Meteo's error answer, {"error": true, "reason": ...}, or lacks ``current``
  or one of those three values (null included).
- The minute forecast, for the hour after ``current.time``: Open-Meteo gives a chance of
  precipitation per step for the step's *preceding* interval, so the hour is covered by the
  steps after current.time up to one hour after it: four ``minutely_15`` steps, each chance
  given to its 15 minutes, or, when those four are not all there (missing, null), the one
  ``hourly`` step that closes the current hour, given to all 60 minutes. Neither: no minute
  forecast (None), so whether it rains soon is unknown.
- ``hourly``: time, temperature_2m and is_day for hourly_forecast(); an hour with a null
  temperature or is_day is left out.

Times may be ``unixtime`` (as request_url asks) or ``iso8601`` (local time at the response's
utc_offset_seconds). A response the adapter cannot read (a wrong unit, a weather code Open-Meteo
does not document, a value of the wrong type) raises OpenMeteoError.

``python3 -m foodtruck.open_meteo --export DIR`` writes the three cities' reports, read from
DIR/<spot slug>.json, as plain lines for shells that parse no JSON (examples/shell/shell.c).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from datetime import datetime, timezone
from typing import Any, Dict, Iterable, List, Mapping, Optional, Sequence, Tuple, Union

from .cities import City, ParkingSpot, city_slug, parking_spot_count, parking_spot_slug
from .weather import HourWeather, SpotWeather, WeatherCondition

#: The forecast endpoint.
ENDPOINT = "https://api.open-meteo.com/v1/forecast"
#: Open-Meteo's licence and attribution page, for Truck.set_weather_legal_page(): its data are
#: CC BY 4.0 and must be attributed.
LEGAL_PAGE = "https://open-meteo.com/en/license"

_W = WeatherCondition
#: Every WMO weather code Open-Meteo returns, with the condition the City page shows for it.
CONDITIONS: Dict[int, WeatherCondition] = {
    0: _W.CLEAR,  # clear sky
    1: _W.MOSTLY_CLEAR,  # mainly clear
    2: _W.PARTLY_CLOUDY,
    3: _W.CLOUDY,  # overcast
    45: _W.FOGGY,  # fog
    48: _W.FOGGY,  # depositing rime fog
    51: _W.DRIZZLE,  # light
    53: _W.DRIZZLE,  # moderate
    55: _W.DRIZZLE,  # dense
    56: _W.FREEZING_DRIZZLE,  # light
    57: _W.FREEZING_DRIZZLE,  # dense
    61: _W.RAIN,  # slight
    63: _W.RAIN,  # moderate
    65: _W.HEAVY_RAIN,
    66: _W.FREEZING_RAIN,  # light
    67: _W.FREEZING_RAIN,  # heavy
    71: _W.FLURRIES,  # slight snowfall
    73: _W.SNOW,  # moderate snowfall
    75: _W.HEAVY_SNOW,
    77: _W.SNOW,  # snow grains
    80: _W.RAIN,  # slight rain showers
    81: _W.RAIN,  # moderate rain showers
    82: _W.HEAVY_RAIN,  # violent rain showers
    85: _W.FLURRIES,  # slight snow showers
    86: _W.HEAVY_SNOW,  # heavy snow showers
    95: _W.THUNDERSTORMS,  # slight or moderate
    96: _W.HAIL,  # thunderstorm with slight hail
    99: _W.HAIL,  # thunderstorm with heavy hail
}

_HOUR = 3600  # seconds
_MINUTES = 60  # the minute forecast's length

Response = Union[Mapping[str, Any], str, bytes, None]


class OpenMeteoError(ValueError):
    """A response the adapter cannot read: a unit it does not convert, a weather code Open-Meteo
    does not document, a value of the wrong type or outside its range."""


def request_url(spot: ParkingSpot, endpoint: str = ENDPOINT) -> str:
    """The forecast request for a parking spot: the current weather, the precipitation chance
    per 15 minutes for two hours and per hour, and 25 hours of temperature and daylight from the
    current hour (what the Forecast card charts), with Unix times. Celsius is Open-Meteo's
    default unit. ``endpoint`` is Open-Meteo's forecast endpoint, or a mirror's."""
    query = [
        ("latitude", repr(float(spot.latitude))),
        ("longitude", repr(float(spot.longitude))),
        ("current", "temperature_2m,cloud_cover,weather_code"),
        ("minutely_15", "precipitation_probability"),
        ("hourly", "temperature_2m,is_day,precipitation_probability"),
        ("timeformat", "unixtime"),
        ("forecast_minutely_15", "8"),
        ("forecast_hours", "25"),
    ]
    return endpoint + "?" + "&".join(f"{name}={value}" for name, value in query)


def spot_weather(response: Response) -> Optional[SpotWeather]:
    """One spot's report from its response (parsed JSON, or its text); None when the spot
    failed: no answer at all (None), an error answer, or no current weather."""
    data = _parsed(response)
    if data is None or data.get("error") is True:
        return None
    current = data.get("current")
    if not isinstance(current, Mapping):
        return None
    values = [current.get(name) for name in ("weather_code", "cloud_cover", "temperature_2m")]
    if any(value is None for value in values):
        return None
    code, cloud, temperature = values
    if isinstance(code, bool) or not isinstance(code, int) or code not in CONDITIONS:
        raise OpenMeteoError(f"weather code {code!r} is not a WMO code Open-Meteo documents")
    _check_unit(data, "current", "cloud_cover", "%")
    _check_unit(data, "current", "temperature_2m", "°C")
    cloud = _number(cloud, "current cloud_cover")
    if not 0 <= cloud <= 100:
        raise OpenMeteoError(f"current cloud_cover {cloud} % is outside 0 to 100")
    now = _instant(data, "current", current.get("time"))
    return SpotWeather(CONDITIONS[code], cloud / 100, _number(temperature, "current temperature_2m"),
                       _minute_chances(data, now))


def city_reports(responses: Iterable[Response]) -> List[Optional[SpotWeather]]:
    """The reports for Truck.set_city_weather(): one per response, in the city's spot order."""
    return [spot_weather(response) for response in responses]


def read_city(directory: str, city: int) -> List[Optional[SpotWeather]]:
    """The reports of ``city``'s spots from saved responses, ``directory``/<spot slug>.json."""
    return city_reports(_read(directory, city, index) for index in range(parking_spot_count(city)))


def hourly_forecast(response: Response) -> List[HourWeather]:
    """The hourly forecast for Truck.set_forecast(): each hour's start (ms since the epoch),
    temperature (°C) and daylight; [] for a failed spot or a response without hours."""
    data = _parsed(response)
    if data is None or data.get("error") is True or "hourly" not in data:
        return []
    _check_unit(data, "hourly", "temperature_2m", "°C")
    series = _series(data, "hourly", "temperature_2m", "is_day")
    return [HourWeather(at * 1000, _number(temperature, "hourly temperature_2m"),
                        _number(is_day, "hourly is_day") == 1)
            for at, temperature, is_day in series
            if temperature is not None and is_day is not None]


def _minute_chances(data: Mapping[str, Any], now: int) -> Optional[List[float]]:
    """The chance for each of the 60 minutes after ``now`` (Unix seconds): from the 15-minute
    steps, else from the hour's step; None when neither covers the hour whole."""
    for block, steps in (("minutely_15", 4), ("hourly", 1)):
        if block not in data:
            continue
        _check_unit(data, block, "precipitation_probability", "%")
        # A step's chance is for the interval before it: the hour after now is (now, now + 1 h].
        window = [chance for at, chance in _series(data, block, "precipitation_probability")
                  if now < at <= now + _HOUR]
        if len(window) == steps and None not in window:
            return [_percent(chance) for chance in window for _ in range(_MINUTES // steps)]
    return None


def _series(data: Mapping[str, Any], block: str, *names: str) -> List[Tuple[Any, ...]]:
    """Rows of (Unix seconds, value, ...) from a block of equal-length arrays; missing variables
    read as nulls."""
    columns = data[block]
    if not isinstance(columns, Mapping) or not isinstance(columns.get("time"), list):
        raise OpenMeteoError(f"{block} has no time array")
    times = [_instant(data, block, at) for at in columns["time"]]
    arrays = []
    for name in names:
        values = columns.get(name, [None] * len(times))
        if not isinstance(values, list) or len(values) != len(times):
            raise OpenMeteoError(f"{block} {name} is not an array as long as its times")
        arrays.append(values)
    return list(zip(times, *arrays))


def _instant(data: Mapping[str, Any], block: str, value: Any) -> int:
    """A time of ``block`` in Unix seconds, from either of Open-Meteo's time formats."""
    unit = _units(data, block).get("time")
    if unit == "unixtime" and isinstance(value, int) and not isinstance(value, bool):
        return value
    if unit == "iso8601" and isinstance(value, str):
        offset = int(_number(data.get("utc_offset_seconds", 0), "utc_offset_seconds"))
        try:
            local = datetime.fromisoformat(value).replace(tzinfo=timezone.utc)
        except ValueError:
            raise OpenMeteoError(f"{block} time {value!r} is not an ISO 8601 time") from None
        return int(local.timestamp()) - offset
    raise OpenMeteoError(f"{block} time {value!r} is not a time in its unit {unit!r}")


def _units(data: Mapping[str, Any], block: str) -> Mapping[str, Any]:
    units = data.get(block + "_units")
    if not isinstance(units, Mapping):
        raise OpenMeteoError(f"the response has {block} but no {block}_units")
    return units


def _check_unit(data: Mapping[str, Any], block: str, name: str, unit: str) -> None:
    found = _units(data, block).get(name)
    if name in data[block] and found != unit:
        raise OpenMeteoError(f"{block} {name} is in {found!r}, not {unit!r}"
                             + (": request it without temperature_unit" if unit == "°C" else ""))


def _number(value: Any, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise OpenMeteoError(f"{what} {value!r} is not a number")
    return value


def _percent(value: Any) -> float:
    chance = _number(value, "precipitation_probability")
    if not 0 <= chance <= 100:
        raise OpenMeteoError(f"precipitation_probability {chance} % is outside 0 to 100")
    return chance / 100


def _read(directory: str, city: int, index: int) -> Mapping[str, Any]:
    with open(os.path.join(directory, parking_spot_slug(city, index) + ".json"),
              encoding="utf-8") as file:
        return json.load(file)


def _parsed(response: Response) -> Optional[Mapping[str, Any]]:
    if isinstance(response, (str, bytes)):
        response = json.loads(response)
    if response is not None and not isinstance(response, Mapping):
        raise OpenMeteoError("a response is a JSON object")
    return response


# ---- The exporter: the reports as plain lines, for a shell that parses no JSON -------------

CITIES = (City.CUPERTINO, City.SAN_FRANCISCO, City.LONDON)

_HEADER = """\
# The City panels' weather: each parking spot's report, from Open-Meteo responses through
# foodtruck.open_meteo. Generated by
#   python3 -m foodtruck.open_meteo --export {directory}
# Tab-separated: city slug, spot index, spot slug, answered (0: the spot failed, and the rest is
# "-"), condition (foodtruck_weather_condition), cloud cover (0 to 1), temperature (°C), and the
# chance of each coming minute (0 to 1, comma-separated; "-": no minute forecast).
"""


def export(directory: str, cities: Sequence[int] = CITIES) -> str:
    """The reports of every spot of ``cities``, read from ``directory``/<spot slug>.json, as
    the exporter's lines."""
    lines = [_HEADER.format(directory=directory)]
    for city in cities:
        for index, report in enumerate(read_city(directory, city)):
            fields = [city_slug(city), str(index), parking_spot_slug(city, index)]
            if report is None:
                fields += ["0", "-", "-", "-", "-"]
            else:
                chances = report.minute_chances
                fields += ["1", str(int(report.condition)), repr(report.cloud_cover),
                           repr(float(report.temperature_c)),
                           "-" if chances is None else ",".join(map(repr, chances))]
            lines.append("\t".join(fields) + "\n")
    return "".join(lines)


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python3 -m foodtruck.open_meteo",
        description="Writes the City panels' weather from Open-Meteo responses as plain lines.")
    parser.add_argument("--export", metavar="DIR", required=True,
                        help="the directory of <spot slug>.json responses")
    args = parser.parse_args(argv)
    sys.stdout.write(export(args.export))
    return 0


if __name__ == "__main__":
    sys.exit(main())
