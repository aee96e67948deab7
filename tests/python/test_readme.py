# SPDX-License-Identifier: Apache-2.0
"""The READMEs' Python snippets run as shown (README.md, bindings/python/README.md): each file's
snippets in order, in one namespace, as a reader pasting them one after another would. The
Open-Meteo snippet fetches nothing here: urlopen answers from the committed responses
(tests/fixtures/open_meteo), chosen by the spot the request names."""

import io
import os
import re
import urllib.parse
import urllib.request

import pytest

import foodtruck
from conftest import ROOT

FIXTURES = os.path.join(ROOT, "tests", "fixtures", "open_meteo")
READMES = ["README.md", os.path.join("bindings", "python", "README.md")]


def snippets(path):
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        return re.findall(r"^```python\n(.*?)^```", f.read(), re.S | re.M)


def recorded_answer(url):
    """The committed response for the parking spot at the request's coordinates."""
    query = urllib.parse.parse_qs(urllib.parse.urlparse(url).query)
    at = (float(query["latitude"][0]), float(query["longitude"][0]))
    for city in (foodtruck.City.CUPERTINO, foodtruck.City.SAN_FRANCISCO, foodtruck.City.LONDON):
        for spot in foodtruck.parking_spots(city):
            if (spot.latitude, spot.longitude) == at:
                slug = foodtruck.parking_spot_slug(city, spot.index)
                with open(os.path.join(FIXTURES, slug + ".json"), "rb") as f:
                    return io.BytesIO(f.read())
    raise AssertionError("no recorded answer for %s" % url)


@pytest.mark.parametrize("path", READMES)
def test_snippets_run(path, monkeypatch, capsys):
    blocks = snippets(path)
    assert blocks, "%s shows no Python snippet" % path
    monkeypatch.setattr(urllib.request, "urlopen", recorded_answer)
    namespace = {"__name__": "readme"}
    for block in blocks:
        exec(compile(block, path, "exec"), namespace)
    capsys.readouterr()  # what they print is the reader's to see


def test_readme_top_snippet_prints_fire_zest(capsys):
    exec(compile(snippets("README.md")[0], "README.md", "exec"), {"__name__": "readme"})
    assert capsys.readouterr().out == "Fire Zest\n"
