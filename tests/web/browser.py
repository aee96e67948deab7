# SPDX-License-Identifier: Apache-2.0
"""browser.py: what the web shell's tests share: the server run on a free port, a phone in
headless Chromium (Debian's, through the system's chromedriver), and waiting for a page to show
something (the test's own loop, never the shell's)."""

import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

import foodtruck as ft
from foodtruck import open_meteo

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SERVER = os.path.join(ROOT, "examples", "web", "server.py")
#: Open-Meteo's committed answers, which the tests' servers show (--weather committed).
WEATHER = os.path.join(ROOT, "tests", "fixtures", "open_meteo")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Server:
    """examples/web/server.py on a free port, its data in a folder of the test's."""

    def __init__(self, data: str, *options: str) -> None:
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "bindings", "python"))
        self.log = os.path.join(data, "server.log")
        with open(self.log, "a") as log:
            self.process = subprocess.Popen(
                [sys.executable, SERVER, "--port", str(self.port), "--data", data, "--weather", "committed",
                 "--utc-offset", "0", *options],
                env=env, stdout=subprocess.PIPE, stderr=log, text=True)
        line = self.process.stdout.readline()
        assert line.strip() == f"Food Truck: {self.base}/", line
        for _ in range(100):  # the address is printed before uvicorn listens
            try:
                self.get("/api/state")
                return
            except OSError:
                time.sleep(0.05)
        raise AssertionError("the server did not answer")

    def get(self, path: str) -> dict:
        with urllib.request.urlopen(self.base + path, timeout=5) as response:
            return json.load(response)

    def request(self, method: str, path: str, body: bytes = b"", headers=None):
        """The status of a request made as a script would, outside any page."""
        request = urllib.request.Request(self.base + path, data=body if method == "POST" else None,
                                         method=method, headers=headers or {})
        try:
            with urllib.request.urlopen(request, timeout=5) as response:
                return response.status, response.read().decode()
        except urllib.error.HTTPError as error:
            return error.code, error.read().decode()

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=10)


def phone(width: int = 390, height: int = 844) -> webdriver.Chrome:
    """A phone's browser (a tablet's, given its size): the page's width and height in CSS
    pixels, one device pixel each."""
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--hide-scrollbars"):
        options.add_argument(argument)
    options.add_experimental_option(
        "mobileEmulation", {"deviceMetrics": {"width": width, "height": height, "pixelRatio": 1}})
    service = Service(shutil.which("chromedriver") or "/usr/bin/chromedriver")
    return webdriver.Chrome(service=service, options=options)


def wait_for(condition, seconds: float, what: str):
    """Polls the page until condition() is truthy (the test's own loop, not the shell's)."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            value = condition()
        except Exception:  # noqa: BLE001 - a region swapped out under a lookup: look again
            value = None
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"waited {seconds} s for {what() if callable(what) else what}")
        time.sleep(0.02)


def texts(driver, selector: str) -> "list[str]":
    """The text of every element the selector finds, read in one step of the page's own: its
    script may put a new region in place at any moment (a change the server told of), and an
    element read one by one could be gone by then."""
    return driver.execute_script(
        "return Array.from(document.querySelectorAll(arguments[0]), (element) => element.innerText.trim())",
        selector)


def attribute(driver, selector: str, name: str) -> "str | None":
    """An attribute of the first element the selector finds, read in one step (texts())."""
    return driver.execute_script(
        "const element = document.querySelector(arguments[0]);"
        "return element === null ? null : element.getAttribute(arguments[1]);", selector, name)


def text_of(driver, selector: str) -> str:
    """The text of the element now (the page may be loading, or the region being replaced:
    then after that)."""
    return wait_for(lambda: driver.find_element(By.CSS_SELECTOR, selector).text or " ", 5, selector).strip()


def expect_text(driver, selector: str, expected: str, seconds: float = 2) -> None:
    """The element shows `expected` within `seconds` (a click's page load, a region's refresh)."""
    wait_for(lambda: driver.find_element(By.CSS_SELECTOR, selector).text == expected, seconds,
             f"{selector} to read {expected!r} (it reads {text_of(driver, selector)!r})")


def click(driver, selector: str) -> None:
    """Scrolls the element to the middle of the screen, as a thumb would (clear of the tab
    bar), and taps it."""
    def tap():
        element = driver.find_element(By.CSS_SELECTOR, selector)
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
        element.click()
        return True

    wait_for(tap, 5,
             lambda: f"{selector} on {driver.current_url}: {driver.find_element(By.ID, 'main').text[:300]!r}")


def open_order(driver, number: int) -> None:
    """Taps an order's row, by sending the row's own form: a tap aimed at the row's place can
    land on the row above it when a new order arrives between the aim and the tap (the list,
    newest first, moves down a row)."""
    wait_for(lambda: driver.execute_script(
        "const row = document.querySelector(`li.order[data-number='${arguments[0]}'] form`);"
        "if (row) row.requestSubmit(); return row !== null;", number), 5, f"order {number}'s row")


def direction(driver) -> str:
    return wait_for(lambda: driver.find_element(By.TAG_NAME, "html").get_attribute("dir"), 5, "dir")


def newest_order(driver) -> int:
    return int(wait_for(lambda: driver.find_element(By.CSS_SELECTOR, "li.order").get_attribute("data-number"),
                        5, "an order"))


def library(locale: ft.Locale) -> ft.Truck:
    """A truck of the test's own in a language, with the weather the server shows: what the
    pages must say."""
    truck = ft.Truck()
    truck.locale = locale
    for city in open_meteo.CITIES:
        truck.set_city_weather(city, open_meteo.read_city(WEATHER, city))
    return truck
