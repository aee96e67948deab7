# SPDX-License-Identifier: Apache-2.0
"""Weather through the binding (foodtruck.h "Weather"; docs/domain.md §5.2-5.3): the City page
worked out by hand from the reports handed in (the walk over the spots, the rain rule at 30 %,
the fallback of clear, 15 % and 72 °F), its texts in English and Arabic, temperatures in both
units and languages, the badge rule, the legal page, and the Forecast card from a real hourly
forecast; refused input keeps the previous weather."""

import math
import re

import pytest

import foodtruck as ft
from foodtruck import City, RainOutlook, SpotWeather, WeatherCondition as W, WeatherSource
from foodtruck import WeatherText as T

HOUR = 3_600_000
#: 2023-11-14 22:13:20 UTC.
NOW = 1_700_000_000_000
#: 22:00 that day, the hour containing NOW (UTC).
HOUR_START = 1_699_999_200_000

RAIN = SpotWeather(W.RAIN, 0.9, 12.0, [0.1, 0.3, 0.2])  # minute 1 reaches 30 %
DRY = SpotWeather(W.MOSTLY_CLEAR, 0.205, 21.0, [0.0, 0.29, 0.1])  # never 30 %
NO_MINUTES = SpotWeather(W.PARTLY_CLOUDY, 0.4, 17.0)  # rain soon unknown


def test_nothing_handed_in_is_the_empty_page(truck):
    weather = truck.city_weather(City.LONDON)
    assert weather.source is WeatherSource.NONE and weather.shown_spot is None
    assert (weather.recommended_spot, weather.cloud_percent, weather.cloud_cover) == (0, 0, 0.0)
    assert weather.rain is RainOutlook.UNKNOWN and not weather.shows_weather_card
    assert truck.weather_text(City.LONDON, T.CLOUD_COVER) == \
        "Cloud cover percentage is currently 0% in London"
    assert truck.weather_text(City.LONDON, T.RECOMMENDED_SPOT) == "Big Ben"
    assert truck.weather_text(City.LONDON, T.RAIN) == ""


def test_san_francisco_walk(truck):
    # Coit Tower rains soon, Fisherman's Wharf has no minute forecast, the Ferry Building failed,
    # the Golden Gate Bridge stays under 30 %: it is recommended and the walk stops there, so
    # the later spots (even a dry Oracle Park) change nothing.
    reports = [RAIN, NO_MINUTES, None, DRY, DRY, RAIN, None, None]
    truck.set_city_weather(City.SAN_FRANCISCO, reports)
    weather = truck.city_weather(City.SAN_FRANCISCO)
    assert weather == ft.CityWeather(WeatherSource.SPOT, 3, 3, W.MOSTLY_CLEAR, 0.205, 21.0, 20,
                                     RainOutlook.DRY, True)  # 20.5 % halves to even: 20
    texts = {kind: truck.weather_text(City.SAN_FRANCISCO, kind) for kind in T}
    assert texts == {
        T.CONDITION: "Mostly Clear",
        T.RAIN: "No chance of rain today",
        T.CLOUD_COVER: "Cloud cover percentage is currently 20% in San Francisco",
        T.TEMPERATURE: "70°F",  # 21 °C = 69.8 °F
        T.RECOMMENDED: "Recommended",
        T.RECOMMENDED_SPOT: "Golden Gate Bridge",
        T.PARKING_SPOT: "Parking Spot",
        T.POPULAR: "Popular",
        T.TRENDING: "Trending",
        T.SEASON: "Custard, Super Lemon and Rainbow are this season's most popular donuts.",
        T.STOCK_UP: "Mild weather brings steady orders: keep the usual stock.",  # 21 °C, dry
        T.ATTRIBUTION: "Other data sources",
        T.ATTRIBUTION_LINK: "https://weather-data.apple.com/legal-attribution.html",
    }
    truck.locale = ft.Locale.AR
    assert truck.weather_text(City.SAN_FRANCISCO, T.CONDITION) == "صافٍ غالبًا"
    assert truck.weather_text(City.SAN_FRANCISCO, T.RAIN) == "لا فرصة للمطر اليوم"
    assert truck.weather_text(City.SAN_FRANCISCO, T.CLOUD_COVER) == \
        "نسبة الغطاء السحابي حاليًا ٢٠٪؜ في سان فرانسيسكو"
    assert truck.weather_text(City.SAN_FRANCISCO, T.TEMPERATURE) == "٧٠°ف"
    assert truck.weather_text(City.SAN_FRANCISCO, T.RECOMMENDED_SPOT) == "جسر البوابة الذهبية"


def test_rain_everywhere_recommends_spot_zero_and_shows_the_last(truck):
    truck.set_city_weather(City.CUPERTINO, [RAIN, SpotWeather(W.DRIZZLE, 0.7, 9.0, [1.0])])
    weather = truck.city_weather(City.CUPERTINO)
    assert (weather.recommended_spot, weather.shown_spot) == (0, 1)
    assert weather.rain is RainOutlook.SOON and weather.condition is W.DRIZZLE
    assert truck.weather_text(City.CUPERTINO, T.RAIN) == "Will rain soon..."
    assert truck.weather_text(City.CUPERTINO, T.RECOMMENDED_SPOT) == "Apple Park"
    assert truck.weather_text(City.CUPERTINO, T.TEMPERATURE) == "48°F"  # 9 °C = 48.2 °F
    truck.locale = ft.Locale.AR
    assert truck.weather_text(City.CUPERTINO, T.RAIN) == "ستمطر قريبًا..."


def test_every_spot_failed_gives_the_fallback(truck):
    truck.set_city_weather(City.LONDON, [None] * 6)
    weather = truck.city_weather(City.LONDON)
    assert weather.source is WeatherSource.FALLBACK and weather.shown_spot is None
    assert weather.condition is W.CLEAR and weather.cloud_cover == 0.15
    assert math.isclose(weather.temperature_c * 9 / 5 + 32, 72)
    assert (weather.cloud_percent, weather.rain, weather.shows_weather_card) == \
        (15, RainOutlook.UNKNOWN, False)
    assert truck.weather_text(City.LONDON, T.TEMPERATURE) == "72°F"
    assert truck.weather_text(City.LONDON, T.CLOUD_COVER) == \
        "Cloud cover percentage is currently 15% in London"
    assert truck.weather_text(City.LONDON, T.RAIN) == ""
    assert truck.weather_text(City.LONDON, T.CONDITION) == "Clear"
    assert ft.condition_symbol(weather.condition) == "sun.max"
    assert ft.condition_icon_name(weather.condition) == "weather-clear"
    truck.locale = ft.Locale.AR
    assert truck.weather_text(City.LONDON, T.CLOUD_COVER) == \
        "نسبة الغطاء السحابي حاليًا ١٥٪؜ في لندن"
    assert truck.weather_text(City.LONDON, T.TEMPERATURE) == "٧٢°ف"


def test_minute_forecast_absent_or_empty(truck):
    truck.set_city_weather(City.CUPERTINO, [NO_MINUTES, NO_MINUTES])
    weather = truck.city_weather(City.CUPERTINO)
    assert (weather.recommended_spot, weather.shown_spot, weather.rain) == \
        (0, 1, RainOutlook.UNKNOWN)
    assert not weather.shows_weather_card
    # A minute forecast without minutes has no minute of rain: dry, and recommended.
    truck.set_city_weather(City.CUPERTINO, [NO_MINUTES, SpotWeather(W.CLEAR, 0.0, 15.0, [])])
    weather = truck.city_weather(City.CUPERTINO)
    assert (weather.recommended_spot, weather.rain) == (1, RainOutlook.DRY)


@pytest.mark.parametrize("reports, named", [
    ([DRY], "spots"),  # Cupertino has 2 spots
    ([DRY, SpotWeather(W.CLEAR, 1.01, 10.0)], "spots: in spot 1, the cloud cover 1.01"),
    ([DRY, SpotWeather(W.CLEAR, 0.5, math.nan)], "temperature"),
    ([DRY, SpotWeather(W.CLEAR, 0.5, 100.5)], "temperature"),
    ([DRY, SpotWeather(W.CLEAR, 0.5, 10.0, [0.2, -0.1])], "minute 1's chance -0.1"),
    ([DRY, SpotWeather(W.CLEAR, 0.5, 10.0, [math.nan])], "minute 0's chance nan"),
    ([DRY, SpotWeather(W.CLEAR, 0.5, 10.0, [0.0] * 241)], r"spots\[1\].minute_count 241"),
    ([DRY, SpotWeather(34, 0.5, 10.0)], r"spots\[1\].condition 34"),
])
def test_refused_reports_keep_the_previous_weather(truck, reports, named):
    truck.set_city_weather(City.CUPERTINO, [RAIN, DRY])
    before = truck.city_weather(City.CUPERTINO)
    with pytest.raises(ft.InvalidArgumentError, match=named):
        truck.set_city_weather(City.CUPERTINO, reports)
    assert truck.city_weather(City.CUPERTINO) == before
    with pytest.raises(ft.InvalidArgumentError):
        truck.city_weather(City.ALL)


@pytest.mark.parametrize("celsius, fahrenheit, centigrade, arabic_f, arabic_c", [
    (22.0, "72°F", "22°C", "٧٢°ف", "٢٢°م"),  # 71.6 °F
    (-40.0, "-40°F", "-40°C", "\u061c-٤٠°ف", "\u061c-٤٠°م"),
    (37.5, "100°F", "38°C", "١٠٠°ف", "٣٨°م"),  # 99.5 °F: halves away from zero
    (-17.5, "1°F", "-18°C", "١°ف", "\u061c-١٨°م"),  # 0.5 °F
    (-17.8, "0°F", "-18°C", "٠°ف", "\u061c-١٨°م"),  # -0.04 °F is written 0
])
def test_temperatures(truck, celsius, fahrenheit, centigrade, arabic_f, arabic_c):
    assert truck.temperature_unit is ft.TemperatureUnit.FAHRENHEIT
    assert truck.temperature_text(celsius) == fahrenheit
    truck.temperature_unit = ft.TemperatureUnit.CELSIUS
    assert truck.temperature_text(celsius) == centigrade
    truck.locale = ft.Locale.AR
    assert truck.temperature_text(celsius) == arabic_c
    truck.temperature_unit = ft.TemperatureUnit.FAHRENHEIT
    assert truck.temperature_text(celsius) == arabic_f


def test_temperature_unit_applies_to_the_city_page(truck):
    truck.set_city_weather(City.CUPERTINO, [DRY, RAIN])
    truck.temperature_unit = ft.TemperatureUnit.CELSIUS
    assert truck.weather_text(City.CUPERTINO, T.TEMPERATURE) == "21°C"
    for bad in (-100.5, 101.0, math.nan, math.inf):
        with pytest.raises(ft.InvalidArgumentError, match="temperature"):
            truck.temperature_text(bad)
    with pytest.raises(ft.InvalidArgumentError):
        truck.temperature_unit = 2


@pytest.mark.parametrize("width, count", [(100, 3), (99.9, 2), (75, 2), (74.9, 1), (0, 1)])
def test_badges(width, count):
    # Badges 40, 30 and 20 points wide, 5 apart: all three need 100, two need 75.
    assert ft.badge_count(width, 40, 30, 20, 5) == count


@pytest.mark.parametrize("args", [(-1, 1, 1, 1, 1), (1, math.nan, 1, 1, 1), (1, 1, 1e10, 1, 1),
                                  (1, 1, 1, -0.5, 1), (1, 1, 1, 1, math.inf)])
def test_badges_refuse_bad_lengths(args):
    with pytest.raises(ft.InvalidArgumentError):
        ft.badge_count(*args)


def test_legal_page(truck):
    fallback = "https://weather-data.apple.com/legal-attribution.html"
    assert truck.weather_text(City.LONDON, T.ATTRIBUTION_LINK) == fallback
    truck.set_weather_legal_page("https://open-meteo.com/en/license")
    assert truck.weather_text(City.LONDON, T.ATTRIBUTION_LINK) == \
        "https://open-meteo.com/en/license"
    for bad in ("http://open-meteo.com", "open-meteo.com", "https://",
                "https://x/" + "a" * ft.WEATHER_LEGAL_PAGE_MAX_BYTES):
        with pytest.raises(ft.InvalidArgumentError, match="address"):
            truck.set_weather_legal_page(bad)
    assert truck.weather_text(City.LONDON, T.ATTRIBUTION_LINK) == \
        "https://open-meteo.com/en/license"
    truck.set_weather_legal_page("")
    assert truck.weather_text(City.LONDON, T.ATTRIBUTION_LINK) == fallback


def hours_from(first_at, celsius, dark):
    """Hours one apart from first_at, with the given temperatures; dark: indices of night."""
    return [ft.HourWeather(first_at + k * HOUR, c, k not in dark) for k, c in enumerate(celsius)]


def test_forecast_card_charts_the_forecast_handed_in(truck):
    # 30 hours from 21:00 UTC, 10 °C rising one degree an hour; dark from 22:00 to 05:00 (hours
    # 1 to 8). At 22:13 the chart starts at 22:00 (hour 1) and shows 25 hours, to 22:00 the next
    # day: 11 °C = 51.8 -> 52 °F up to 35 °C = 95 °F, so the floor is 52 - 2 = 50.
    truck.set_forecast(hours_from(HOUR_START - HOUR, [10.0 + k for k in range(30)], range(1, 9)))
    hours, low = truck.forecast(NOW)
    assert len(hours) == 25 and hours[0].at == HOUR_START and hours[-1].at == HOUR_START + 24 * HOUR
    assert [h.degrees_f for h in hours[:4]] == [52, 54, 55, 57]  # 51.8, 53.6, 55.4, 57.2
    assert hours[-1].degrees_f == 95 and low == 50
    assert [h.daylight for h in hours[:9]] == [False] * 8 + [True]
    # The night from 22:00 closes at the first daylight hour, 06:00.
    assert truck.forecast_nights(NOW) == [ft.TimeRange(HOUR_START, HOUR_START + 8 * HOUR)]
    # Marks every 3 hours: 00:00, 03:00, ... 21:00 (the hours divisible by 3 in the chart).
    assert truck.forecast_ticks(NOW) == [HOUR_START + (2 + 3 * k) * HOUR for k in range(8)]
    # The picture's axis covers 50 to 95 °F: marks every 10 from 50 to 100 (nice ticks, about 6).
    svg = truck.svg_chart(ft.ChartKind.FORECAST, ft.Timeframe.TODAY, NOW, 400, 300)
    assert re.findall(r">(\d+)°F<", svg) == ["50", "60", "70", "80", "90", "100"]
    # Later the hours already past fall out; once none is left, the placeholder returns.
    assert truck.forecast(NOW + 10 * HOUR)[0][0].at == HOUR_START + 10 * HOUR
    assert len(truck.forecast(NOW + 10 * HOUR)[0]) == 19  # hours 11 to 29 remain
    placeholder, low = truck.forecast(NOW + 2 * 24 * HOUR)
    assert len(placeholder) == 25 and low == 53
    truck.set_forecast([])
    assert truck.forecast(NOW)[1] == 53


@pytest.mark.parametrize("hours", [
    hours_from(NOW, [10.0, 11.0], ())[::-1],  # unsorted
    [ft.HourWeather(NOW, 10.0, True), ft.HourWeather(NOW, 11.0, True)],  # repeated
    hours_from(NOW, [10.0] * 241, ()),  # more than 240
    hours_from(NOW, [10.0, math.nan], ()),
    hours_from(NOW, [10.0, 100.5], ()),
    [ft.HourWeather(253_402_300_800_000, 10.0, True)],  # after the year 9999
])
def test_refused_forecast_keeps_the_previous_one(truck, hours):
    truck.set_forecast(hours_from(HOUR_START, [20.0] * 3, ()))
    before = truck.forecast(NOW)
    with pytest.raises(ft.InvalidArgumentError, match="hour"):
        truck.set_forecast(hours)
    assert truck.forecast(NOW) == before == ([ft.ForecastHour(HOUR_START + k * HOUR, 68, True)
                                              for k in range(3)], 66)


#: The Icon Naming Specification's weather icons (its Status context).
SPEC_WEATHER_ICONS = {
    "weather-clear", "weather-clear-night", "weather-few-clouds", "weather-few-clouds-night",
    "weather-fog", "weather-overcast", "weather-severe-alert", "weather-showers",
    "weather-showers-scattered", "weather-snow", "weather-storm",
}


@pytest.mark.parametrize("condition, name", [
    (ft.WeatherCondition.CLEAR, "weather-clear"),
    (ft.WeatherCondition.PARTLY_CLOUDY, "weather-few-clouds"),
    (ft.WeatherCondition.CLOUDY, "weather-overcast"),
    (ft.WeatherCondition.FOGGY, "weather-fog"),
    (ft.WeatherCondition.RAIN, "weather-showers"),
    (ft.WeatherCondition.SUN_SHOWERS, "weather-showers-scattered"),
    (ft.WeatherCondition.BLIZZARD, "weather-snow"),
    (ft.WeatherCondition.THUNDERSTORMS, "weather-storm"),
    (ft.WeatherCondition.HURRICANE, "weather-severe-alert"),
])
def test_condition_icon_names(condition, name):
    assert ft.condition_icon_name(condition) == name


def test_every_condition_has_a_day_icon_of_the_specification():
    names = {ft.condition_icon_name(c) for c in ft.WeatherCondition}
    assert names <= SPEC_WEATHER_ICONS and not any(n.endswith("-night") for n in names)
    with pytest.raises(ft.InvalidArgumentError):
        ft.condition_icon_name(len(ft.WeatherCondition))
