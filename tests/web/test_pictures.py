# SPDX-License-Identifier: Apache-2.0
"""Every page of the web shell as a person sees it, against the committed pictures: each of the
twelve pages (the eleven panels and an order's detail) at a phone's 390 x 844 and a tablet's
1024 x 768, in English and in Arabic, 48 in all. On the same still server, whose orders a
truck of the test's own can reproduce, the Orders panel's search and sort.

The server's clock stands still (--clock) at the instant the committed weather answers were
given, in the afternoon at the truck (--utc-offset), and its simulated day starts there, so
that a picture shows the same orders, dates, charts and weather every run. A picture passes
when at most 0.5 % of its pixels differ by more than 24 in any channel from the committed one
(tests/web/pictures): small enough to catch a moved card, a wrong word or a missing chart,
loose enough for anti-aliasing. FOODTRUCK_PICTURES=update writes the pictures instead (look at
every one before committing)."""

import os
import tempfile

import pytest
from PIL import Image, ImageChops
from selenium.webdriver.common.by import By

import foodtruck as ft
from browser import ROOT, Server, phone, wait_for

#: 2026-11-30 00:45 UTC: the instant of the committed Open-Meteo answers (tests/fixtures), a
#: quarter to five in the afternoon at the truck, which is in Cupertino (UTC-8).
STILL = 1795999500000
PACIFIC = -480
PICTURES = os.path.join(ROOT, "tests", "web", "pictures")
SIZES = ((390, 844), (1024, 768))
PAGES = ("truck", "orders", "order", "top_five", "sales_history", "donuts", "donut_editor", "social_feed",
         "account", "city_cupertino", "city_san_francisco", "city_london")
#: The most pixels that may differ, and by how much in a channel a pixel differs.
TOLERANCE, DIFFERENCE = 0.005, 24


@pytest.fixture(scope="module")
def still():
    folder = tempfile.mkdtemp(prefix="foodtruck-pictures-")
    server = Server(folder, "--clock", str(STILL), "--utc-offset", str(PACIFIC))
    yield server
    server.stop()


def post(driver, path: str) -> None:
    """A form sent as the page would send it, then the page shown again."""
    anew(driver, lambda: driver.execute_script(
        f"return fetch('{path}', {{method: 'POST', credentials: 'same-origin'}}).then(() => location.reload())"))


def anew(driver, act) -> None:
    """Does what loads another page, and waits until that page has loaded."""
    driver.execute_script("window.old = true")  # gone with this document
    act()
    wait_for(lambda: driver.execute_script("return !window.old && document.readyState === 'complete'"),
             5, "the next page")


def show(driver, language: str, page: str) -> None:
    post(driver, f"/language/{language}")
    if page == "order":  # the newest order's detail
        post(driver, "/select/orders")
        number = wait_for(lambda: driver.find_element(By.CSS_SELECTOR, "li.order").get_attribute("data-number"),
                          5, "an order")
        post(driver, f"/orders/{number}")
    else:
        post(driver, f"/select/{page}")
    wait_for(lambda: driver.find_elements(By.CSS_SELECTOR, "#main h2"), 5, f"{page}'s title")


def differing(taken: Image.Image, kept: Image.Image) -> float:
    """The share of pixels that differ by more than DIFFERENCE in a channel."""
    if taken.size != kept.size:
        return 1.0
    difference = ImageChops.difference(taken.convert("RGB"), kept.convert("RGB"))
    channels = [band.point(lambda value: 255 if value > DIFFERENCE else 0) for band in difference.split()]
    changed = ImageChops.lighter(ImageChops.lighter(channels[0], channels[1]), channels[2])
    return changed.histogram()[255] / (taken.width * taken.height)


@pytest.mark.parametrize("width,height", SIZES)
def test_every_page_in_both_languages_looks_as_committed(still, width, height):
    driver = phone(width, height)
    failures = []
    try:
        driver.get(still.base + "/")
        for language in ("en", "ar"):
            for page in PAGES:
                show(driver, language, page)
                name = f"{page}-{language}-{width}x{height}.png"
                kept = os.path.join(PICTURES, name)
                taken = os.path.join(tempfile.gettempdir(), "foodtruck-" + name)
                driver.save_screenshot(taken)
                if os.environ.get("FOODTRUCK_PICTURES") == "update":
                    os.makedirs(PICTURES, exist_ok=True)
                    os.replace(taken, kept)
                    continue
                share = differing(Image.open(taken), Image.open(kept))
                if share > TOLERANCE:
                    failures.append(f"{name}: {share:.2%} of the pixels differ (see {taken})")
    finally:
        driver.quit()
    assert failures == []


def test_the_orders_search_and_sort_list_what_the_library_lists(still):
    """The Orders panel's search and sort, sent through its form: the page lists the orders the
    library lists for them, newest first, a page of 50 (a truck of the test's own, simulated
    as the server's was: the same seed, instant and local time)."""
    truck = ft.Truck()
    truck.utc_offset = PACIFIC
    truck.simulate(2022, STILL, 20_000)
    truck.tick(STILL)
    driver = phone()
    try:
        driver.get(still.base + "/")
        post(driver, "/language/en")
        post(driver, "/select/orders")
        for search, sort in (("", ft.OrderSort.NUMBER), ("Cosmos", ft.OrderSort.STATUS),
                             ("strawberry", ft.OrderSort.TOTAL), ("1216", ft.OrderSort.CREATED_AT),
                             ("no donut is called this", ft.OrderSort.NUMBER)):
            # Filled and sent in one step of the page's own: the page's script may put a new
            # region in place at any moment (a change told by the server), with a new form.
            anew(driver, lambda: driver.execute_script(
                "const form = document.querySelector('form.query');"
                "form.search.value = arguments[0]; form.sort.value = arguments[1]; form.requestSubmit();",
                search, sort.name.lower()))
            expected = truck.orders(search=search, sort=sort, descending=True, limit=50)
            assert shown(driver) == expected, (search, sort)
            if not expected:  # the library's words for no orders
                assert driver.execute_script("return document.querySelector('.empty').textContent") == \
                    truck.navigation_text(ft.NavigationLabel.NO_ORDERS)
    finally:
        driver.quit()


def shown(driver) -> "list[int]":
    """The order numbers the Orders list shows, top to bottom (read in one step of the page's
    own, which may put a new region in place at any moment)."""
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('li.order'), (row) => Number(row.dataset.number))")
