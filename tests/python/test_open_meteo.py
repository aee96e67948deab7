# SPDX-License-Identifier: Apache-2.0
"""foodtruck.open_meteo: Open-Meteo forecast answers mapped to the weather a Truck takes
(docs/domain.md §5.5), and the City screen from the answers under tests/fixtures/open_meteo for
each city, in English and Arabic (docs/domain.md §5.3, §12.3).

The fixtures' instant is 1795999500 s, 2026-11-30 00:45 UTC (16:45 at UTC-8); their 25 hours
start at 00:00 UTC. Every expected value below is worked out by hand from their numbers."""

import json
import os

import pytest

import foodtruck as ft
from foodtruck import City, HourWeather, SpotWeather, WeatherSource, WeatherText
from foodtruck import WeatherCondition as W
from foodtruck import open_meteo as om
from foodtruck.open_meteo import OpenMeteoError

FIXTURES = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "fixtures",
                        "open_meteo")
NOW = 1795999500  # current.time, Unix seconds
HOUR0 = 1795996800  # the first hourly step, 00:00 UTC


def answer(current=None, minutely=None, hourly=None, **units):
    """A minimal answer in Open-Meteo's shape: current weather (code 0, 50 %, 20 °C at NOW
    unless given), and the 15-minute and hourly chances given as {time: percent}."""
    data = {
        "latitude": 37.33, "longitude": -122.01, "utc_offset_seconds": 0, "timezone": "GMT",
        "current_units": {"time": "unixtime", "interval": "seconds", "temperature_2m": "°C",
                          "cloud_cover": "%", "weather_code": "wmo code"},
        "current": {"time": NOW, "interval": 900, "temperature_2m": 20.0, "cloud_cover": 50,
                    "weather_code": 0, **(current or {})},
    }
    for block, steps in (("minutely_15", minutely), ("hourly", hourly)):
        if steps is not None:
            data[block + "_units"] = {"time": "unixtime", "precipitation_probability": "%"}
            data[block] = {"time": list(steps), "precipitation_probability": list(steps.values())}
    for key, value in units.items():  # e.g. current_units={"temperature_2m": "°F"}
        data[key].update(value)
    return data


def fixture(name):
    with open(os.path.join(FIXTURES, name + ".json"), encoding="utf-8") as file:
        return json.load(file)


# ---- The request ----------------------------------------------------------------------------

def test_request_url():
    assert om.request_url(ft.parking_spot(City.CUPERTINO, 0)) == (
        "https://api.open-meteo.com/v1/forecast?latitude=37.3348&longitude=-122.009"
        "&current=temperature_2m,cloud_cover,weather_code&minutely_15=precipitation_probability"
        "&hourly=temperature_2m,is_day,precipitation_probability&timeformat=unixtime"
        "&forecast_minutely_15=8&forecast_hours=25")
    assert om.request_url(ft.parking_spot(City.LONDON, 3)).startswith(
        om.ENDPOINT + "?latitude=51.510067&longitude=-0.133869&")
    # A mirror is asked the same question.
    mirror = om.request_url(ft.parking_spot(City.LONDON, 3), "http://127.0.0.1:8080/v1/forecast")
    assert mirror == om.request_url(ft.parking_spot(City.LONDON, 3)).replace(
        om.ENDPOINT, "http://127.0.0.1:8080/v1/forecast")


# ---- Weather codes ----------------------------------------------------------------------------

#: Open-Meteo's WMO codes with their documented meaning and the condition shown for each.
WMO = [
    (0, "clear sky", W.CLEAR), (1, "mainly clear", W.MOSTLY_CLEAR),
    (2, "partly cloudy", W.PARTLY_CLOUDY), (3, "overcast", W.CLOUDY),
    (45, "fog", W.FOGGY), (48, "depositing rime fog", W.FOGGY),
    (51, "light drizzle", W.DRIZZLE), (53, "moderate drizzle", W.DRIZZLE),
    (55, "dense drizzle", W.DRIZZLE),
    (56, "light freezing drizzle", W.FREEZING_DRIZZLE),
    (57, "dense freezing drizzle", W.FREEZING_DRIZZLE),
    (61, "slight rain", W.RAIN), (63, "moderate rain", W.RAIN), (65, "heavy rain", W.HEAVY_RAIN),
    (66, "light freezing rain", W.FREEZING_RAIN), (67, "heavy freezing rain", W.FREEZING_RAIN),
    (71, "slight snow fall", W.FLURRIES), (73, "moderate snow fall", W.SNOW),
    (75, "heavy snow fall", W.HEAVY_SNOW), (77, "snow grains", W.SNOW),
    (80, "slight rain showers", W.RAIN), (81, "moderate rain showers", W.RAIN),
    (82, "violent rain showers", W.HEAVY_RAIN),
    (85, "slight snow showers", W.FLURRIES), (86, "heavy snow showers", W.HEAVY_SNOW),
    (95, "thunderstorm", W.THUNDERSTORMS), (96, "thunderstorm with slight hail", W.HAIL),
    (99, "thunderstorm with heavy hail", W.HAIL),
]


def test_the_table_has_every_documented_code():
    assert sorted(om.CONDITIONS) == [code for code, _, _ in WMO]
    assert len(om.CONDITIONS) == 28


@pytest.mark.parametrize("code,meaning,condition", WMO, ids=[m for _, m, _ in WMO])
def test_weather_code(code, meaning, condition):
    report = om.spot_weather(answer({"weather_code": code}))
    assert report.condition is condition


@pytest.mark.parametrize("code", [4, 50, 100, -1, 2.0, "1", True, [0]])
def test_an_undocumented_code_is_refused(code):
    with pytest.raises(OpenMeteoError, match="weather code"):
        om.spot_weather(answer({"weather_code": code}))


# ---- Current weather --------------------------------------------------------------------------

def test_current_weather_in_the_library_units():
    report = om.spot_weather(answer({"weather_code": 3, "cloud_cover": 37, "temperature_2m": -4.5}))
    assert report == SpotWeather(W.CLOUDY, 0.37, -4.5, None)
    assert om.spot_weather(answer({"cloud_cover": 0})).cloud_cover == 0.0
    assert om.spot_weather(answer({"cloud_cover": 100})).cloud_cover == 1.0


@pytest.mark.parametrize("cover", [-1, 101, 250])
def test_a_cover_outside_the_percents_is_refused(cover):
    with pytest.raises(OpenMeteoError, match="cloud_cover"):
        om.spot_weather(answer({"cloud_cover": cover}))


@pytest.mark.parametrize("value", ["20", None, True])
def test_a_temperature_must_be_a_number(value):
    if value is None:  # a null: the model has no value here, so the spot failed
        assert om.spot_weather(answer({"temperature_2m": value})) is None
    else:
        with pytest.raises(OpenMeteoError, match="temperature_2m"):
            om.spot_weather(answer({"temperature_2m": value}))


def test_fahrenheit_is_refused():
    with pytest.raises(OpenMeteoError, match="'°F', not '°C': request it without temperature_unit"):
        om.spot_weather(answer(current_units={"temperature_2m": "°F"}))


def test_other_units_are_refused():
    with pytest.raises(OpenMeteoError, match="cloud_cover is in 'oktas'"):
        om.spot_weather(answer(current_units={"cloud_cover": "oktas"}))
    with pytest.raises(OpenMeteoError, match="precipitation_probability is in"):
        om.spot_weather(answer(minutely={NOW + 900: 10}, minutely_15_units={
            "precipitation_probability": "fraction"}))
    without_units = answer()
    del without_units["current_units"]
    with pytest.raises(OpenMeteoError, match="no current_units"):
        om.spot_weather(without_units)


@pytest.mark.parametrize("response", [
    None,  # the request got no answer at all
    {"error": True, "reason": "Too many concurrent requests"},
    {"latitude": 37.33, "longitude": -122.01, "hourly_units": {}, "hourly": {}},  # no current
    answer({"weather_code": None}),
    answer({"cloud_cover": None}),
], ids=["no answer", "error answer", "no current", "null code", "null cover"])
def test_a_failed_spot(response):
    assert om.spot_weather(response) is None


def test_text_and_bytes_are_parsed():
    data = answer({"weather_code": 61}, minutely={NOW + 900 * k: 40 for k in range(1, 5)})
    for text in (json.dumps(data), json.dumps(data).encode("utf-8")):
        assert om.spot_weather(text) == om.spot_weather(data)
    with pytest.raises(OpenMeteoError, match="JSON object"):
        om.spot_weather("[1, 2]")


# ---- The minute forecast ------------------------------------------------------------------------

def test_fifteen_minute_steps_cover_the_next_hour():
    # A step's chance is for the 15 minutes before it: the step at NOW is the past's, those at
    # NOW + 15, 30, 45 and 60 minutes cover the coming hour, the one at NOW + 75 is beyond it.
    steps = {NOW - 900: 90, NOW: 80, NOW + 900: 10, NOW + 1800: 20, NOW + 2700: 29,
             NOW + 3600: 0, NOW + 4500: 70}
    chances = om.spot_weather(answer(minutely=steps)).minute_chances
    assert chances == [0.1] * 15 + [0.2] * 15 + [0.29] * 15 + [0.0] * 15


def test_a_current_time_between_steps():
    # Now at 00:50: the hour after it is covered by the steps 01:00 to 01:45.
    steps = {NOW + 900 * k: 10 * k for k in range(0, 7)}
    chances = om.spot_weather(answer({"time": NOW + 300}, minutely=steps)).minute_chances
    assert chances == [0.1] * 15 + [0.2] * 15 + [0.3] * 15 + [0.4] * 15


def test_the_current_hour_stands_in_for_missing_steps():
    hourly = {HOUR0: 90, HOUR0 + 3600: 35, HOUR0 + 7200: 0}  # the step at 01:00 closes 00:00-01:00
    assert om.spot_weather(answer(hourly=hourly)).minute_chances == [0.35] * 60
    for minutely in (
            {NOW + 900: 10, NOW + 1800: None, NOW + 2700: 10, NOW + 3600: 10},  # a null step
            {NOW: 10, NOW + 900: 10, NOW + 1800: 10},  # the series ends within the hour
            {}):  # no steps at all
        report = om.spot_weather(answer(minutely=minutely, hourly=hourly))
        assert report.minute_chances == [0.35] * 60, minutely


def test_without_either_there_is_no_minute_forecast():
    assert om.spot_weather(answer()).minute_chances is None
    assert om.spot_weather(answer(hourly={HOUR0 + 3600: None})).minute_chances is None
    assert om.spot_weather(answer(minutely={NOW: 5}, hourly={HOUR0: 5})).minute_chances is None


def test_a_chance_outside_the_percents_is_refused():
    with pytest.raises(OpenMeteoError, match="outside 0 to 100"):
        om.spot_weather(answer(hourly={HOUR0 + 3600: 120}))


def test_iso8601_times_are_local_at_the_offset():
    # Berlin's 01:45 at UTC+1 is NOW, 00:45 UTC; its step "02:00" is NOW + 15 minutes.
    data = answer({"time": "2026-11-30T01:45"}, current_units={"time": "iso8601"})
    data["utc_offset_seconds"] = 3600
    data["minutely_15_units"] = {"time": "iso8601", "precipitation_probability": "%"}
    data["minutely_15"] = {"time": ["2026-11-30T01:45", "2026-11-30T02:00", "2026-11-30T02:15",
                                    "2026-11-30T02:30", "2026-11-30T02:45"],
                           "precipitation_probability": [99, 1, 2, 3, 4]}
    assert om.spot_weather(data).minute_chances == (
        [0.01] * 15 + [0.02] * 15 + [0.03] * 15 + [0.04] * 15)
    data["current"]["time"] = "yesterday"
    with pytest.raises(OpenMeteoError, match="not an ISO 8601 time"):
        om.spot_weather(data)
    with pytest.raises(OpenMeteoError, match="not a time in its unit 'unixtime'"):
        om.spot_weather(answer({"time": "2026-11-30T00:45"}))


def test_arrays_of_another_length_are_refused():
    data = answer(minutely={NOW + 900: 10})
    data["minutely_15"]["precipitation_probability"] = [10, 20]
    with pytest.raises(OpenMeteoError, match="not an array as long as its times"):
        om.spot_weather(data)


# ---- Reports of a city, and the hourly forecast -------------------------------------------------

def test_city_reports_keep_the_order():
    dry = answer({"weather_code": 1}, minutely={NOW + 900 * k: 0 for k in range(1, 5)})
    reports = om.city_reports([{"error": True, "reason": "x"}, dry])
    assert reports == [None, SpotWeather(W.MOSTLY_CLEAR, 0.5, 20.0, [0.0] * 60)]


def test_hourly_forecast():
    data = fixture("apple-park")
    hours = om.hourly_forecast(data)
    assert len(hours) == 25
    assert hours[0] == HourWeather(1_795_996_800_000, 16.9, True)  # 16:00 at UTC-8
    assert hours[1] == HourWeather(1_796_000_400_000, 15.4, False)
    assert hours[24] == HourWeather(1_796_083_200_000, 16.2, True)
    data["hourly"]["temperature_2m"][2] = None  # an hour without a value is left out
    data["hourly"]["is_day"][3] = None
    assert [hour.at for hour in om.hourly_forecast(data)][:3] == [
        1_795_996_800_000, 1_796_000_400_000, 1_796_011_200_000]
    assert om.hourly_forecast({"error": True, "reason": "x"}) == []
    assert om.hourly_forecast(None) == []
    data["hourly_units"]["temperature_2m"] = "°F"
    with pytest.raises(OpenMeteoError, match="hourly temperature_2m is in '°F'"):
        om.hourly_forecast(data)


def test_the_forecast_card_charts_the_fixture():
    """Apple Park's 25 hours through Truck.set_forecast, charted at 00:53:20 UTC (16:53:20 at
    UTC-8, in the first hour) and three hours later."""
    # °F = °C x 9/5 + 32, whole degrees rounded half away from zero: 16.9 °C = 62.42 °F -> 62,
    # 15.4 -> 59.72 -> 60, ..., 7.5 °C = 45.5 °F -> 46, ..., 16.2 -> 61.16 -> 61.
    degrees = [62, 60, 57, 55, 53, 51, 50, 49, 48, 47, 47, 46, 46, 45, 45, 45, 48, 52, 56, 59,
               62, 63, 64, 63, 61]
    daylight = [True] + [False] * 15 + [True] * 9  # dark from 17:00 to 07:00 local
    hour_ms = 3_600_000
    with ft.Truck() as truck:
        truck.utc_offset = -480
        truck.set_forecast(om.hourly_forecast(fixture("apple-park")))
        now = 1_796_000_000_000
        hours, low = truck.forecast(now)
        assert hours == [ft.ForecastHour(HOUR0 * 1000 + k * hour_ms, degrees[k], daylight[k])
                         for k in range(25)]
        assert low == 43  # the coldest hours, 45 °F, minus 2
        # One night: from 17:00 (hour 1) to the first daylight hour, 08:00 (hour 16).
        assert truck.forecast_nights(now) == [
            ft.TimeRange(HOUR0 * 1000 + hour_ms, HOUR0 * 1000 + 16 * hour_ms)]
        later, low = truck.forecast(now + 3 * hour_ms)  # from 19:00 only 22 hours are left
        assert later == hours[3:] and low == 43


# ---- The City screen from each city's answers ---------------------------------------------------

FIXED = {  # the texts that do not depend on the weather (no sales history: the original's season)
    "en": {WeatherText.RECOMMENDED: "Recommended", WeatherText.PARKING_SPOT: "Parking Spot",
           WeatherText.POPULAR: "Popular", WeatherText.TRENDING: "Trending",
           WeatherText.SEASON: "Custard, Super Lemon and Rainbow are this season's most popular "
                               "donuts.",
           WeatherText.ATTRIBUTION: "Other data sources",
           WeatherText.ATTRIBUTION_LINK: "https://open-meteo.com/en/license"},
    "ar": {WeatherText.RECOMMENDED: "موصى به", WeatherText.PARKING_SPOT: "موقف الشاحنة",
           WeatherText.POPULAR: "رائج", WeatherText.TRENDING: "الأكثر رواجًا",
           WeatherText.SEASON: "الكاسترد والليمون الفائق وقوس قزح أكثر الدونات رواجًا هذا الموسم.",
           WeatherText.ATTRIBUTION: "مصادر بيانات أخرى",
           WeatherText.ATTRIBUTION_LINK: "https://open-meteo.com/en/license"},
}

T = WeatherText
SCENARIOS = {
    # Apple Park answers first with 0, 5, 10, 10 % in the coming hour (its 35 % at 00:45 was the
    # quarter before now): dry, recommended and shown. Mostly clear (code 1), 21 % cloud,
    # 15.8 °C = 60.44 °F -> 60°F.
    "cupertino": dict(
        city=City.CUPERTINO, folder="", recommended=0, shown=0,
        weather=(W.MOSTLY_CLEAR, 0.21, 15.8), card=True, rain=ft.RainOutlook.DRY,
        en={T.CONDITION: "Mostly Clear", T.RAIN: "No chance of rain today",
            T.CLOUD_COVER: "Cloud cover percentage is currently 21% in Cupertino",
            T.TEMPERATURE: "60°F", T.RECOMMENDED_SPOT: "Apple Park",
            T.STOCK_UP: "Mild weather brings steady orders: keep the usual stock."},  # 12 to 24 °C, dry: mild
        ar={T.CONDITION: "صافٍ غالبًا", T.RAIN: "لا فرصة للمطر اليوم",
            T.CLOUD_COVER: "نسبة الغطاء السحابي حاليًا ٢١٪؜ في كوبرتينو",
            T.TEMPERATURE: "٦٠°ف", T.RECOMMENDED_SPOT: "آبل بارك",
            T.STOCK_UP: "الطقس المعتدل يجلب طلبات منتظمة: حافظ على المخزون المعتاد."}),
    # Coit Tower 45-60 %: rain soon. Fisherman's Wharf 25, 30, 20, 10 %: 30 % is rain soon.
    # Ferry Building: every chance null, unknown: shown for a moment, not recommended. Golden
    # Gate Bridge 10, 20, 25, 29 % (35 % is after the hour): dry, recommended and shown. Fog
    # (code 45), 88 % cloud, 11.6 °C = 52.88 °F -> 53°F.
    "san-francisco": dict(
        city=City.SAN_FRANCISCO, folder="", recommended=3, shown=3,
        weather=(W.FOGGY, 0.88, 11.6), card=True, rain=ft.RainOutlook.DRY,
        en={T.CONDITION: "Foggy", T.RAIN: "No chance of rain today",
            T.CLOUD_COVER: "Cloud cover percentage is currently 88% in San Francisco",
            T.TEMPERATURE: "53°F", T.RECOMMENDED_SPOT: "Golden Gate Bridge",
            T.STOCK_UP: "Cold days bring fewer orders: bake smaller batches and keep them warm."},  # under 12 °C: cold
        ar={T.CONDITION: "ضبابي", T.RAIN: "لا فرصة للمطر اليوم",
            T.CLOUD_COVER: "نسبة الغطاء السحابي حاليًا ٨٨٪؜ في سان فرانسيسكو",
            T.TEMPERATURE: "٥٣°ف", T.RECOMMENDED_SPOT: "جسر البوابة الذهبية",
            T.STOCK_UP: "الأيام الباردة تجلب طلبات أقل: اخبز دفعات أصغر وأبقها دافئة."}),
    # Big Ben failed. Buckingham Palace has nulls after 00:45, so its current hour, 20 % (the
    # hourly step at 01:00), stands for the hour: dry, recommended and shown. Partly cloudy
    # (code 2), 64 % cloud, 6.5 °C = 43.7 °F -> 44°F.
    "london": dict(
        city=City.LONDON, folder="", recommended=1, shown=1,
        weather=(W.PARTLY_CLOUDY, 0.64, 6.5), card=True, rain=ft.RainOutlook.DRY,
        en={T.CONDITION: "Partly Cloudy", T.RAIN: "No chance of rain today",
            T.CLOUD_COVER: "Cloud cover percentage is currently 64% in London",
            T.TEMPERATURE: "44°F", T.RECOMMENDED_SPOT: "Buckingham Palace",
            T.STOCK_UP: "Cold days bring fewer orders: bake smaller batches and keep them warm."},  # under 12 °C: cold
        ar={T.CONDITION: "غائم جزئيًا", T.RAIN: "لا فرصة للمطر اليوم",
            T.CLOUD_COVER: "نسبة الغطاء السحابي حاليًا ٦٤٪؜ في لندن",
            T.TEMPERATURE: "٤٤°ف", T.RECOMMENDED_SPOT: "قصر باكنغهام",
            T.STOCK_UP: "الأيام الباردة تجلب طلبات أقل: اخبز دفعات أصغر وأبقها دافئة."}),
    # Every London spot reaches 30 % within the hour: spot 0 stays recommended, and the last
    # spot's weather is shown: Tower Bridge, a thunderstorm (code 95), 100 % cloud,
    # 8.9 °C = 48.02 °F -> 48°F.
    "rain-everywhere": dict(
        city=City.LONDON, folder="rain-everywhere", recommended=0, shown=5,
        weather=(W.THUNDERSTORMS, 1.0, 8.9), card=True, rain=ft.RainOutlook.SOON,
        en={T.CONDITION: "Thunderstorms", T.RAIN: "Will rain soon...",
            T.CLOUD_COVER: "Cloud cover percentage is currently 100% in London",
            T.TEMPERATURE: "48°F", T.RECOMMENDED_SPOT: "Big Ben",
            T.STOCK_UP: "Rain is on the way: fewer people walk by, so bake a smaller batch."},  # a thunderstorm: rain
        ar={T.CONDITION: "عواصف رعدية", T.RAIN: "ستمطر قريبًا...",
            T.CLOUD_COVER: "نسبة الغطاء السحابي حاليًا ١٠٠٪؜ في لندن",
            T.TEMPERATURE: "٤٨°ف", T.RECOMMENDED_SPOT: "بيغ بن",
            T.STOCK_UP: "المطر في الطريق: يقلّ المارّة، فاخبز دفعة أصغر."}),
    # Both Cupertino requests were refused: the fallback, clear, 15 % cloud, 72 °F
    # (= 22.2 °C), and no weather card, so no rain line.
    "all-failed": dict(
        city=City.CUPERTINO, folder="all-failed", recommended=0, shown=None,
        weather=(W.CLEAR, 0.15, (72 - 32) * 5 / 9), card=False, rain=ft.RainOutlook.UNKNOWN,
        source=WeatherSource.FALLBACK,
        en={T.CONDITION: "Clear", T.RAIN: "",
            T.CLOUD_COVER: "Cloud cover percentage is currently 15% in Cupertino",
            T.TEMPERATURE: "72°F", T.RECOMMENDED_SPOT: "Apple Park",
            T.STOCK_UP: "Warm days bring more orders: stock up on cold ingredients."},  # the fallback is no data: the original's
        ar={T.CONDITION: "صافٍ", T.RAIN: "",
            T.CLOUD_COVER: "نسبة الغطاء السحابي حاليًا ١٥٪؜ في كوبرتينو",
            T.TEMPERATURE: "٧٢°ف", T.RECOMMENDED_SPOT: "آبل بارك",
            T.STOCK_UP: "الأيام الدافئة تجلب طلبات أكثر: تزوّد بالمكونات الباردة."}),
}


@pytest.mark.parametrize("name", SCENARIOS)
def test_city_screen(name):
    s = SCENARIOS[name]
    city = s["city"]
    with ft.Truck() as truck:
        truck.set_weather_legal_page(om.LEGAL_PAGE)
        truck.set_city_weather(city, om.read_city(os.path.join(FIXTURES, s["folder"]), city))
        weather = truck.city_weather(city)
        assert weather.source is s.get("source", WeatherSource.SPOT)
        assert (weather.recommended_spot, weather.shown_spot) == (s["recommended"], s["shown"])
        condition, cover, temperature = s["weather"]
        assert weather.condition is condition
        assert weather.cloud_cover == pytest.approx(cover)
        assert weather.temperature_c == pytest.approx(temperature)
        assert weather.cloud_percent == round(cover * 100)
        assert (weather.shows_weather_card, weather.rain) == (s["card"], s["rain"])
        for language, locale in (("en", ft.Locale.EN), ("ar", ft.Locale.AR)):
            truck.locale = locale
            expected = {**FIXED[language], **s[language]}
            assert {text: truck.weather_text(city, text) for text in WeatherText} == expected


def test_the_exporter_writes_every_spot():
    lines = [line.split("\t") for line in om.export(FIXTURES).splitlines()
             if not line.startswith("#")]
    assert [(city, spot, slug) for city, spot, slug, *_ in lines][:3] == [
        ("cupertino", "0", "apple-park"), ("cupertino", "1", "infinite-loop"),
        ("san-francisco", "0", "coit-tower")]
    assert len(lines) == 16
    by_slug = {line[2]: line[3:] for line in lines}
    assert by_slug["big-ben"] == ["0", "-", "-", "-", "-"]
    assert by_slug["ferry-building"] == ["1", str(int(W.CLOUDY)), "0.94", "12.6", "-"]
    answered, condition, cover, temperature, chances = by_slug["apple-park"]
    assert (answered, condition, cover, temperature) == ("1", str(int(W.MOSTLY_CLEAR)), "0.21",
                                                         "15.8")
    assert chances.split(",") == ["0.0"] * 15 + ["0.05"] * 15 + ["0.1"] * 30
